/* tm-freeo-ui.c: what the app has of its own for Free-O
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-ui.h"
#include "tm-freeo-app-resources.h"
#include "tm-freeo-table.h"

const TmGameUi tm_freeo_game_ui = {
  .id = "freeo",
  .register_resource = tm_freeo_app_register_resource,
  .new_play_table = tm_freeo_table_new,
};
