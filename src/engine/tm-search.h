/* tm-search.h: searching every game's rules and cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TmSearchResultKind:
 * @TM_SEARCH_RESULT_SECTION: a section of a game's rules
 * @TM_SEARCH_RESULT_RULING: one of a game's rulings
 * @TM_SEARCH_RESULT_CARD: a card of one of a game's decks
 *
 * What a search result points at.
 */
typedef enum
{
  TM_SEARCH_RESULT_SECTION,
  TM_SEARCH_RESULT_RULING,
  TM_SEARCH_RESULT_CARD,
} TmSearchResultKind;

#define TM_TYPE_SEARCH_RESULT (tm_search_result_get_type ())
#define TM_TYPE_SEARCH        (tm_search_get_type ())

G_DECLARE_FINAL_TYPE (TmSearchResult, tm_search_result, TM, SEARCH_RESULT, GObject)
G_DECLARE_FINAL_TYPE (TmSearch, tm_search, TM, SEARCH, GObject)

TmSearchResultKind  tm_search_result_get_kind       (TmSearchResult  *self);
const char         *tm_search_result_get_game_id    (TmSearchResult  *self);
const char         *tm_search_result_get_section_id (TmSearchResult  *self);
const char         *tm_search_result_get_ruling_id  (TmSearchResult  *self);
const char         *tm_search_result_get_deck_id    (TmSearchResult  *self);
const char         *tm_search_result_get_card_id    (TmSearchResult  *self);
const char         *tm_search_result_get_title      (TmSearchResult  *self);
const char         *tm_search_result_get_snippet    (TmSearchResult  *self);
guint               tm_search_result_get_score      (TmSearchResult  *self);
char               *tm_search_result_dup_uri        (TmSearchResult  *self);

TmSearch           *tm_search_new                   (TmCatalogue     *catalogue,
                                                     GError         **error);
GListModel         *tm_search_query                 (TmSearch        *self,
                                                     const char      *words,
                                                     const char      *game_id);

char               *tm_search_fold                  (const char      *text);

G_END_DECLS
