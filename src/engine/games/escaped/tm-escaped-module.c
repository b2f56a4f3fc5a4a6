/* tm-escaped-module.c: Escaped as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-escaped-data.h"
#include "tm-escaped-assistant.h"
#include "tm-escaped-play.h"
#include "tm-escaped-score.h"

const TmGameModule tm_escaped_game_module = {
  .id = "escaped",
  .register_resource = tm_escaped_data_register_resource,
  .get_score_rules = tm_escaped_score_get_rules,
  .get_table_rules = tm_escaped_assistant_rules,
  .get_play_rules = tm_escaped_play_rules,
};
