/* tm-mixer-module.c: the traitor-name mixer as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-mixer-data.h"
#include "tm-mixer-assistant.h"
#include "tm-mixer-play.h"
#include "tm-mixer-score.h"

const TmGameModule tm_mixer_game_module = {
  .id = "mixer",
  .register_resource = tm_mixer_data_register_resource,
  .get_score_rules = tm_mixer_score_get_rules,
  .get_table_rules = tm_mixer_assistant_rules,
  .get_play_rules = tm_mixer_play_rules,
};
