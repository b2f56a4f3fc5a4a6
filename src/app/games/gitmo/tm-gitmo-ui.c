/* tm-gitmo-ui.c: what the app has of its own for Gitmo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-ui.h"
#include "tm-gitmo-app-resources.h"
#include "tm-gitmo-table-view.h"

const TmGameUi tm_gitmo_game_ui = {
  .id = "gitmo",
  .register_resource = tm_gitmo_app_register_resource,
  .new_play_table = tm_gitmo_table_view_new,
};
