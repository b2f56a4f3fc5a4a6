/* tm-patriots-ui.c: what the app has of its own for Meet the Patriots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-ui.h"
#include "tm-patriots-app-resources.h"
#include "tm-patriots-table.h"

const TmGameUi tm_patriots_game_ui = {
  .id = "patriots",
  .register_resource = tm_patriots_app_register_resource,
  .new_play_table = tm_patriots_table_new,
};
