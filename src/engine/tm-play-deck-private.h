/* tm-play-deck-private.h: what play rules read from their decks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal.  A game's play rules build their card tables from the
 * game's decks when they are prepared (TmPlayRules.prepare): which cards
 * there are, how many of each and what each is worth come from the deck
 * files, and a card's part in the rules is found by what its effect does
 * (the ops of data/effects.json), never by its id.  These helpers read a
 * card's shipped effect and report a deck the rules cannot use, naming
 * the file, card and field as loading a deck does, or a player range
 * that a state has no room for.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-card.h"
#include "tm-deck.h"
#include "tm-game.h"

G_BEGIN_DECLS

JsonObject *tm_play_card_find_op        (TmCard      *card,
                                         const char  *op);
gboolean    tm_play_card_get_op_int     (TmCard      *card,
                                         const char  *op,
                                         const char  *param,
                                         gint64      *value);
const char *tm_play_card_get_op_string  (TmCard      *card,
                                         const char  *op,
                                         const char  *param);
gboolean    tm_play_game_fits           (TmGame      *game,
                                         guint        max_seats,
                                         GError     **error);
gboolean    tm_play_deck_fail           (GError     **error,
                                         TmDeck      *deck,
                                         TmCard      *card,
                                         const char  *field,
                                         const char  *format,
                                         ...) G_GNUC_PRINTF (5, 6);

G_END_DECLS
