/* tm-prisoner-module.c: Prisoner as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-prisoner-assistant.h"
#include "tm-prisoner-data.h"
#include "tm-prisoner-play.h"
#include "tm-prisoner-score.h"

const TmGameModule tm_prisoner_game_module = {
  .id = "prisoner",
  .register_resource = tm_prisoner_data_register_resource,
  .get_score_rules = tm_prisoner_score_get_rules,
  .get_play_rules = tm_prisoner_play_rules,
  .get_table_rules = tm_prisoner_assistant_rules,
};
