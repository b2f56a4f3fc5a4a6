/* tm-new-game-dialog.h: seats, rule options and seed for a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-options-group.h"
#include "tm-play-session.h"

G_BEGIN_DECLS

#define TM_TYPE_NEW_GAME_DIALOG (tm_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TmNewGameDialog, tm_new_game_dialog, TM, NEW_GAME_DIALOG, AdwDialog)

TmNewGameDialog *tm_new_game_dialog_new           (TmCatalogue     *catalogue,
                                                   TmGame          *game);
guint            tm_new_game_dialog_get_n_players (TmNewGameDialog *self);
void             tm_new_game_dialog_set_n_players (TmNewGameDialog *self,
                                                   guint            n_players);
void             tm_new_game_dialog_get_seats     (TmNewGameDialog *self,
                                                   TmSeat          *seats);
void             tm_new_game_dialog_set_seat      (TmNewGameDialog *self,
                                                   guint            seat,
                                                   const TmSeat    *value);
GVariant        *tm_new_game_dialog_dup_options   (TmNewGameDialog *self);
TmOptionsGroup  *tm_new_game_dialog_get_options_group (TmNewGameDialog *self);
guint64          tm_new_game_dialog_get_seed      (TmNewGameDialog *self);
void             tm_new_game_dialog_set_seed_text (TmNewGameDialog *self,
                                                   const char      *text);
void             tm_new_game_dialog_start         (TmNewGameDialog *self);

G_END_DECLS
