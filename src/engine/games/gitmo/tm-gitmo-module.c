/* tm-gitmo-module.c: Gitmo as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-gitmo-assistant.h"
#include "tm-gitmo-data.h"
#include "tm-gitmo-play.h"
#include "tm-gitmo-score.h"

const TmGameModule tm_gitmo_game_module = {
  .id = "gitmo",
  .register_resource = tm_gitmo_data_register_resource,
  .get_score_rules = tm_gitmo_score_get_rules,
  .get_play_rules = tm_gitmo_play_rules,
  .get_table_rules = tm_gitmo_assistant_rules,
};
