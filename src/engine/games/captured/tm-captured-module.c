/* tm-captured-module.c: Captured as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-captured-data.h"
#include "tm-captured-assistant.h"
#include "tm-captured-play.h"
#include "tm-captured-score.h"

const TmGameModule tm_captured_game_module = {
  .id = "captured",
  .register_resource = tm_captured_data_register_resource,
  .get_score_rules = tm_captured_score_get_rules,
  .get_table_rules = tm_captured_assistant_rules,
  .get_play_rules = tm_captured_play_rules,
};
