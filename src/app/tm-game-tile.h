/* tm-game-tile.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_GAME_TILE (tm_game_tile_get_type ())

G_DECLARE_FINAL_TYPE (TmGameTile, tm_game_tile, TM, GAME_TILE, GtkFlowBoxChild)

TmGameTile *tm_game_tile_new      (TmGame     *game);
TmGame     *tm_game_tile_get_game (TmGameTile *self);

G_END_DECLS
