/* tm-escaped-ui.c: what the app has of its own for Escaped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-ui.h"
#include "tm-escaped-app-resources.h"
#include "tm-escaped-table.h"

const TmGameUi tm_escaped_game_ui = {
  .id = "escaped",
  .register_resource = tm_escaped_app_register_resource,
  .new_play_table = tm_escaped_table_new,
};
