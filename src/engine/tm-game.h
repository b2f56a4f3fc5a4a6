/* tm-game.h: one game of the catalogue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tm-types.h"

G_BEGIN_DECLS

#define TM_TYPE_GAME (tm_game_get_type ())

G_DECLARE_FINAL_TYPE (TmGame, tm_game, TM, GAME, GObject)

const char         *tm_game_get_id          (TmGame *self);
const char         *tm_game_get_name        (TmGame *self);
const char         *tm_game_get_summary     (TmGame *self);
const char         *tm_game_get_box         (TmGame *self);
guint               tm_game_get_min_players (TmGame *self);
guint               tm_game_get_max_players (TmGame *self);
const char * const *tm_game_get_deck_ids    (TmGame *self);
char               *tm_game_dup_players_label (TmGame *self);

G_END_DECLS
