/* tm-captured-ui.c: what the app has of its own for Captured
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-ui.h"
#include "tm-captured-app-resources.h"
#include "tm-captured-mirror.h"
#include "tm-captured-table.h"

const TmGameUi tm_captured_game_ui = {
  .id = "captured",
  .register_resource = tm_captured_app_register_resource,
  .new_play_table = tm_captured_table_new,
  .new_table_extra = tm_captured_mirror_new,
};
