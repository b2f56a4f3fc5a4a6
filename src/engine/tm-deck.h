/* tm-deck.h: a deck of cards loaded from a deck file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-card.h"
#include "tm-effects.h"
#include "tm-types.h"

G_BEGIN_DECLS

#define TM_TYPE_DECK (tm_deck_get_type ())

G_DECLARE_FINAL_TYPE (TmDeck, tm_deck, TM, DECK, GObject)

TmDeck     *tm_deck_new_from_bytes      (GBytes              *bytes,
                                         const char          *filename,
                                         TmEffectVocabulary  *vocabulary,
                                         GError             **error);
TmDeck     *tm_deck_new_from_file       (GFile               *file,
                                         TmEffectVocabulary  *vocabulary,
                                         GError             **error);
const char *tm_deck_get_id              (TmDeck              *self);
const char *tm_deck_get_filename        (TmDeck              *self);
const char *tm_deck_get_name            (TmDeck              *self);
const char *tm_deck_get_description     (TmDeck              *self);
guint       tm_deck_get_size            (TmDeck              *self);
guint       tm_deck_count_kind          (TmDeck              *self,
                                         const char          *kind);
const char *tm_deck_get_kind_name       (TmDeck              *self,
                                         const char          *kind);
char      **tm_deck_list_kinds          (TmDeck              *self);
TmCard     *tm_deck_lookup_card         (TmDeck              *self,
                                         const char          *card_id);
guint      *tm_deck_shuffle             (TmDeck              *self,
                                         guint64              seed,
                                         guint               *n_cards);

G_END_DECLS
