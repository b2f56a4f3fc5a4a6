/* tm-prisoner-ui.c: what the app has of its own for Prisoner
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-ui.h"
#include "tm-prisoner-app-resources.h"
#include "tm-prisoner-table.h"

const TmGameUi tm_prisoner_game_ui = {
  .id = "prisoner",
  .register_resource = tm_prisoner_app_register_resource,
  .new_play_table = tm_prisoner_table_new,
};
