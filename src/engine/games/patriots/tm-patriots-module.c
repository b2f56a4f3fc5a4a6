/* tm-patriots-module.c: Meet the Patriots as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-patriots-data.h"
#include "tm-patriots-play.h"
#include "tm-patriots-assistant.h"
#include "tm-patriots-score.h"

const TmGameModule tm_patriots_game_module = {
  .id = "patriots",
  .register_resource = tm_patriots_data_register_resource,
  .get_score_rules = tm_patriots_score_get_rules,
  .get_table_rules = tm_patriots_assistant_rules,
  .get_play_rules = tm_patriots_play_rules,
};
