/* tm-catalogue.h: the games Tablemate knows and their decks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-card-edits.h"
#include "tm-deck.h"
#include "tm-effects.h"
#include "tm-game.h"
#include "tm-rulebook.h"
#include "tm-table-procedure.h"
#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_CATALOGUE_ERROR:
 *
 * The error domain for problems with the game catalogue.
 */
#define TM_CATALOGUE_ERROR (tm_catalogue_error_quark ())

/**
 * TmCatalogueError:
 * @TM_CATALOGUE_ERROR_INVALID: the catalogue file is malformed
 * @TM_CATALOGUE_ERROR_UNKNOWN_GAME: no game has the given id
 * @TM_CATALOGUE_ERROR_UNKNOWN_DECK: no deck has the given id
 * @TM_CATALOGUE_ERROR_NOT_FOUND: the game has no such file (a table
 *   procedure)
 *
 * Errors from the game catalogue.
 */
typedef enum
{
  TM_CATALOGUE_ERROR_INVALID,
  TM_CATALOGUE_ERROR_UNKNOWN_GAME,
  TM_CATALOGUE_ERROR_UNKNOWN_DECK,
  TM_CATALOGUE_ERROR_NOT_FOUND,
} TmCatalogueError;

#define TM_TYPE_CATALOGUE (tm_catalogue_get_type ())

G_DECLARE_FINAL_TYPE (TmCatalogue, tm_catalogue, TM, CATALOGUE, GObject)

GQuark              tm_catalogue_error_quark  (void);

TmCatalogue        *tm_catalogue_new          (GError      **error);
TmGame             *tm_catalogue_lookup_game  (TmCatalogue  *self,
                                               const char   *game_id);
TmGame             *tm_catalogue_get_game     (TmCatalogue  *self,
                                               const char   *game_id,
                                               GError      **error);
TmDeck             *tm_catalogue_get_deck     (TmCatalogue  *self,
                                               const char   *deck_id,
                                               GError      **error);
TmEffectVocabulary *tm_catalogue_get_effects  (TmCatalogue  *self);
char               *tm_catalogue_describe_effect (TmCatalogue *self,
                                                  JsonArray   *effect);
char              **tm_catalogue_list_game_ids (TmCatalogue *self);
TmRulebook         *tm_catalogue_get_rulebook (TmCatalogue  *self,
                                               const char   *game_id,
                                               GError      **error);
TmTableProcedure   *tm_catalogue_get_table_procedure (TmCatalogue  *self,
                                                     const char   *game_id,
                                                     GError      **error);
void                tm_catalogue_set_card_edits (TmCatalogue *self,
                                                 TmCardEdits *edits);
TmCardEdits        *tm_catalogue_get_card_edits (TmCatalogue *self);
gboolean            tm_catalogue_edit_card    (TmCatalogue  *self,
                                               TmCard       *card,
                                               const char   *name,
                                               const char   *text,
                                               JsonArray    *effect,
                                               GError      **error);
void                tm_catalogue_reset_card   (TmCatalogue  *self,
                                               TmCard       *card);
void                tm_catalogue_reset_all_cards (TmCatalogue *self);
char              **tm_catalogue_list_ignored_edits (TmCatalogue *self);

G_END_DECLS
