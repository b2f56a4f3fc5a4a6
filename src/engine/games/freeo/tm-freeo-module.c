/* tm-freeo-module.c: Free-O as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-freeo-data.h"
#include "tm-freeo-play.h"
#include "tm-freeo-score.h"
#include "tm-freeo-assistant.h"

const TmGameModule tm_freeo_game_module = {
  .id = "freeo",
  .register_resource = tm_freeo_data_register_resource,
  .get_score_rules = tm_freeo_score_get_rules,
  .get_play_rules = tm_freeo_play_rules,
  .get_table_rules = tm_freeo_assistant_rules,
};
