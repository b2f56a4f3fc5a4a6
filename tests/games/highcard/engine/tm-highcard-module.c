/* tm-highcard-module.c: High Card as the engine knows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-highcard-data.h"
#include "tm-highcard-play.h"
#include "tm-highcard-score.h"

const TmGameModule tm_highcard_game_module = {
  .id = "highcard",
  .register_resource = tm_highcard_data_register_resource,
  .get_score_rules = tm_highcard_score_get_rules,
  .get_play_rules = tm_highcard_play_rules,
};
