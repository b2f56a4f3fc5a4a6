/* tm-score.h: each game's own scoring, from a hand's breakdown to points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tm-catalogue.h"
#include "tm-hand-score.h"
#include "tm-score-field.h"
#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TmScoreOrder:
 * @TM_SCORE_ORDER_HIGHEST: the highest total wins
 * @TM_SCORE_ORDER_LOWEST: the lowest total wins
 *
 * Which way a game's totals are ranked.
 */
typedef enum
{
  TM_SCORE_ORDER_HIGHEST,
  TM_SCORE_ORDER_LOWEST,
} TmScoreOrder;

/* TmScorer: one game's scoring for a table of players */

#define TM_TYPE_SCORER (tm_scorer_get_type ())

G_DECLARE_FINAL_TYPE (TmScorer, tm_scorer, TM, SCORER, GObject)

char        **tm_score_list_games          (void);
gboolean      tm_score_has_game            (const char         *game_id);

/**
 * TM_SCORE_CUSTOM_GAME:
 *
 * The game id of a score sheet for a game Tablemate does not know.
 */
#define TM_SCORE_CUSTOM_GAME "custom"

TmGame       *tm_scorer_lookup_game        (const char         *game_id);
TmScorer     *tm_scorer_new                (TmCatalogue        *catalogue,
                                            const char         *game_id,
                                            const char * const *player_names,
                                            GVariant           *options,
                                            GError            **error);
TmGame       *tm_scorer_get_game           (TmScorer           *self);
GVariant     *tm_scorer_get_options        (TmScorer           *self);
const char   *tm_scorer_get_game_id        (TmScorer           *self);
guint         tm_scorer_get_n_players      (TmScorer           *self);
const char   *tm_scorer_get_player_name    (TmScorer           *self,
                                            guint               player);
TmScoreOrder  tm_scorer_get_order          (TmScorer           *self);
guint         tm_scorer_get_hands_per_round (TmScorer          *self);
guint         tm_scorer_get_rounds         (TmScorer           *self);
void          tm_scorer_set_rounds         (TmScorer           *self,
                                            guint               rounds);
guint         tm_scorer_get_default_rounds (TmScorer           *self);
gboolean      tm_scorer_uses_outcome       (TmScorer           *self);
gboolean      tm_scorer_uses_entries       (TmScorer           *self);
guint         tm_scorer_next_dealer        (TmScorer           *self,
                                            guint               last_dealer);
guint         tm_scorer_next_dealer_after  (TmScorer           *self,
                                            const guint        *dealers,
                                            guint               n_hands,
                                            guint               first_dealer);
guint         tm_scorer_get_n_entry_fields (TmScorer           *self);
const TmScoreField *tm_scorer_get_entry_field (TmScorer          *self,
                                            guint               index);
guint         tm_scorer_get_n_outcome_fields (TmScorer         *self);
const TmScoreField *tm_scorer_get_outcome_field (TmScorer        *self,
                                            guint               index);
const TmScoreField *tm_scorer_lookup_field (TmScorer           *self,
                                            const char         *field_id);
gboolean      tm_scorer_field_applies      (TmScorer           *self,
                                            const TmScoreField *field);
gint64        tm_scorer_get_field_max      (TmScorer           *self,
                                            const TmScoreField *field);
char         *tm_scorer_dup_field_description (TmScorer        *self,
                                            const TmScoreField *field);
GVariant     *tm_scorer_entry_from_json    (TmScorer           *self,
                                            JsonNode           *node,
                                            guint               player,
                                            GError            **error);
GVariant     *tm_scorer_outcome_from_json  (TmScorer           *self,
                                            JsonNode           *node,
                                            GError            **error);
TmHandScore  *tm_scorer_score_hand         (TmScorer           *self,
                                            GVariant           *outcome,
                                            GVariant * const   *entries,
                                            GError            **error);
TmStandings  *tm_scorer_decide             (TmScorer           *self,
                                            TmHandScore * const *hands,
                                            guint               n_hands,
                                            const guint        *side_of,
                                            guint               n_sides);

G_END_DECLS
