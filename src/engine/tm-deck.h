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

/**
 * TM_DECK_ERROR:
 *
 * The error domain for problems in deck and effect files.
 */
#define TM_DECK_ERROR (tm_deck_error_quark ())

/**
 * TmDeckError:
 * @TM_DECK_ERROR_PARSE: the file is not valid JSON
 * @TM_DECK_ERROR_VERSION: the file's format version is not understood
 * @TM_DECK_ERROR_INVALID: a field is missing or has the wrong type or value
 * @TM_DECK_ERROR_UNKNOWN_FIELD: a field that the format does not have
 * @TM_DECK_ERROR_DUPLICATE_ID: two cards or kinds share an id
 * @TM_DECK_ERROR_UNKNOWN_KIND: a card names a kind the deck does not declare
 * @TM_DECK_ERROR_UNKNOWN_EFFECT: an effect the engine does not know
 *
 * Errors from loading a deck file.
 */
typedef enum
{
  TM_DECK_ERROR_PARSE,
  TM_DECK_ERROR_VERSION,
  TM_DECK_ERROR_INVALID,
  TM_DECK_ERROR_UNKNOWN_FIELD,
  TM_DECK_ERROR_DUPLICATE_ID,
  TM_DECK_ERROR_UNKNOWN_KIND,
  TM_DECK_ERROR_UNKNOWN_EFFECT,
} TmDeckError;

#define TM_TYPE_DECK (tm_deck_get_type ())

G_DECLARE_FINAL_TYPE (TmDeck, tm_deck, TM, DECK, GObject)

GQuark      tm_deck_error_quark         (void);

TmDeck     *tm_deck_new_from_bytes      (GBytes              *bytes,
                                         const char          *filename,
                                         TmEffectVocabulary  *vocabulary,
                                         GError             **error);
TmDeck     *tm_deck_new_from_file       (GFile               *file,
                                         TmEffectVocabulary  *vocabulary,
                                         GError             **error);
const char *tm_deck_get_id              (TmDeck              *self);
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
