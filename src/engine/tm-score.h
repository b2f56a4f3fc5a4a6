/* tm-score.h: each game's own scoring, from a hand's breakdown to points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tm-catalogue.h"
#include "tm-types.h"

G_BEGIN_DECLS

typedef struct _TmScoreLine  TmScoreLine;
typedef struct _TmHandScore  TmHandScore;
typedef struct _TmStandings  TmStandings;

/**
 * TM_SCORE_ERROR:
 *
 * The error domain for hand breakdowns that cannot be scored.
 */
#define TM_SCORE_ERROR (tm_score_error_quark ())

/**
 * TmScoreError:
 * @TM_SCORE_ERROR_INVALID: a field has the wrong type or an impossible value
 * @TM_SCORE_ERROR_UNKNOWN_FIELD: a field the game's breakdown does not have
 * @TM_SCORE_ERROR_TOO_MANY: the table holds more of a card than the deck has
 * @TM_SCORE_ERROR_UNKNOWN_GAME: no scoring is registered for the game id
 * @TM_SCORE_ERROR_PLAYERS: the number of players or entries does not fit
 *
 * Errors from scoring a hand.
 */
typedef enum
{
  TM_SCORE_ERROR_INVALID,
  TM_SCORE_ERROR_UNKNOWN_FIELD,
  TM_SCORE_ERROR_TOO_MANY,
  TM_SCORE_ERROR_UNKNOWN_GAME,
  TM_SCORE_ERROR_PLAYERS,
} TmScoreError;

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

/**
 * TmScoreFieldKind:
 * @TM_SCORE_FIELD_COUNT: a whole number from 0 (a count of cards); `x`
 * @TM_SCORE_FIELD_POINTS: any whole number; `x`
 * @TM_SCORE_FIELD_FLAG: yes or no; `b`
 * @TM_SCORE_FIELD_CARD_POINTS: cards kept, each a card id (`s`) of the
 *   field's deck or a number of printed points (`x`); `av`
 * @TM_SCORE_FIELD_PLAYER: a player's position, or absent for nobody; `x`
 * @TM_SCORE_FIELD_PLAYERS: a set of players' positions; `ax`
 * @TM_SCORE_FIELD_CHOICE: one of the field's choices; `s`
 * @TM_SCORE_FIELD_RUNS: groups of cards, each of the field's parts (counts
 *   and a choice); `aa{sv}`
 *
 * What kind of value a field of a hand's breakdown holds, and its
 * #GVariant type.
 */
typedef enum
{
  TM_SCORE_FIELD_COUNT,
  TM_SCORE_FIELD_POINTS,
  TM_SCORE_FIELD_FLAG,
  TM_SCORE_FIELD_CARD_POINTS,
  TM_SCORE_FIELD_PLAYER,
  TM_SCORE_FIELD_PLAYERS,
  TM_SCORE_FIELD_CHOICE,
  TM_SCORE_FIELD_RUNS,
} TmScoreFieldKind;

/**
 * TmScoreFieldTable:
 * @TM_SCORE_FIELD_ANY_TABLE: asked at any table
 * @TM_SCORE_FIELD_SOLO: asked only of a player alone
 * @TM_SCORE_FIELD_GROUP: asked only with two players or more
 *
 * Which tables a field is asked at.
 */
typedef enum
{
  TM_SCORE_FIELD_ANY_TABLE,
  TM_SCORE_FIELD_SOLO,
  TM_SCORE_FIELD_GROUP,
} TmScoreFieldTable;

GQuark        tm_score_error_quark         (void);

/* TmScoreField: one field of a hand's breakdown, as a game declares it */

typedef struct _TmScoreField TmScoreField;

#define TM_TYPE_SCORE_FIELD (tm_score_field_get_type ())

GType               tm_score_field_get_type        (void) G_GNUC_CONST;
const char         *tm_score_field_get_id          (const TmScoreField *self);
TmScoreFieldKind    tm_score_field_get_kind        (const TmScoreField *self);
const char         *tm_score_field_get_label       (const TmScoreField *self);
const char         *tm_score_field_get_description (const TmScoreField *self);
gint64              tm_score_field_get_max         (const TmScoreField *self);
const char         *tm_score_field_get_option      (const TmScoreField *self);
const char         *tm_score_field_get_without_option (const TmScoreField *self);
TmScoreFieldTable   tm_score_field_get_table       (const TmScoreField *self);
const char         *tm_score_field_get_deck        (const TmScoreField *self);
guint               tm_score_field_get_n_choices   (const TmScoreField *self);
const char         *tm_score_field_get_choice_id   (const TmScoreField *self,
                                                    guint               index);
const char         *tm_score_field_get_choice_label (const TmScoreField *self,
                                                     guint               index);
const char         *tm_score_field_get_choice_deck (const TmScoreField *self,
                                                    guint               index);
guint               tm_score_field_get_n_parts     (const TmScoreField *self);
const TmScoreField *tm_score_field_get_part        (const TmScoreField *self,
                                                    guint               index);
const GVariantType *tm_score_field_get_value_type  (const TmScoreField *self);

/* TmScoreLine: one line of a player's breakdown */

#define TM_TYPE_SCORE_LINE (tm_score_line_get_type ())

GType         tm_score_line_get_type       (void) G_GNUC_CONST;
TmScoreLine  *tm_score_line_new            (const char        *label,
                                            gint64             points);
TmScoreLine  *tm_score_line_copy           (const TmScoreLine *self);
void          tm_score_line_free           (TmScoreLine       *self);
const char   *tm_score_line_get_label      (const TmScoreLine *self);
gint64        tm_score_line_get_points     (const TmScoreLine *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmScoreLine, tm_score_line_free)

/* TmHandScore: a scored hand */

#define TM_TYPE_HAND_SCORE (tm_hand_score_get_type ())

GType         tm_hand_score_get_type       (void) G_GNUC_CONST;
TmHandScore  *tm_hand_score_ref            (TmHandScore       *self);
void          tm_hand_score_unref          (TmHandScore       *self);
guint         tm_hand_score_get_n_players  (TmHandScore       *self);
gboolean      tm_hand_score_is_complete    (TmHandScore       *self);
gboolean      tm_hand_score_is_known       (TmHandScore       *self,
                                            guint              player);
gint64        tm_hand_score_get_points     (TmHandScore       *self,
                                            guint              player);
GPtrArray    *tm_hand_score_get_lines      (TmHandScore       *self,
                                            guint              player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmHandScore, tm_hand_score_unref)

/* TmStandings: totals by side, and whether and by whom the game is won */

#define TM_TYPE_STANDINGS (tm_standings_get_type ())

GType         tm_standings_get_type        (void) G_GNUC_CONST;
TmStandings  *tm_standings_ref             (TmStandings       *self);
void          tm_standings_unref           (TmStandings       *self);
guint         tm_standings_get_n_sides     (TmStandings       *self);
guint         tm_standings_get_n_hands     (TmStandings       *self);
gint64        tm_standings_get_total       (TmStandings       *self,
                                            guint              side);
guint         tm_standings_get_rank        (TmStandings       *self,
                                            guint              side);
gboolean      tm_standings_is_finished     (TmStandings       *self);
gboolean      tm_standings_is_winner       (TmStandings       *self,
                                            guint              side);
gboolean      tm_standings_in_playoff      (TmStandings       *self,
                                            guint              side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmStandings, tm_standings_unref)

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
JsonNode     *tm_score_breakdown_to_json   (GVariant           *breakdown);
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
