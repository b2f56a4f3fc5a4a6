/* tm-score-private.h: what each game's scoring shares with TmScorer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-hand-score-private.h"
#include "tm-score-field-private.h"
#include "tm-score.h"

G_BEGIN_DECLS

/* The most points, either way, one number in an entry may carry: far
 * beyond any game, and small enough that no sum of them overflows. */
#define TM_SCORE_POINTS_LIMIT G_GINT64_CONSTANT (1000000000)

/* One game's scoring (TmScoreRules, declared in tm-types.h).  Each game
 * fills one of these in its own src/engine/games/<game>/tm-<game>-score.c
 * and hands it over through its module (tm-game-module.h); tm_init()
 * registers it. */

struct _TmScoreRules
{
  const char   *game_id;
  /* The decks whose cards the scoring reads (NULL-terminated, or NULL). */
  const char * const *decks;

  /* Hands in a round for a table of @n_players; 0 means one. */
  guint       (*hands_per_round) (guint      n_players);
  /* Who deals after @n_hands hands dealt by @dealers (n_hands > 0), at a
   * table of @n_players; NULL passes the deal to the left of the last
   * dealer. */
  guint       (*next_dealer) (TmScorer    *scorer,
                              const guint *dealers,
                              guint        n_hands,
                              guint        n_players);
  /* Rounds a game lasts unless the table agrees otherwise; 0: open. */
  guint         default_rounds;

  /* The fields of a player's entry and of the hand's outcome, ending with
   * one whose id is NULL (or NULL for none).  They are the whole of the
   * breakdown: the form a person fills in is built from them, and files
   * and the tool are read by them. */
  const TmScoreField *entry_fields;
  const TmScoreField *outcome_fields;

  /* The most a count field can be for one player at this table, from the
   * deck data (may be NULL, or return 0, for the field's own max). */
  gint64      (*field_max) (TmScorer    *scorer,
                            gpointer     data,
                            const char  *field_id);
  /* What a field is worth, when the deck data says it (may be NULL, or
   * return NULL, for the field's own description). */
  char       *(*describe_field) (TmScorer    *scorer,
                                 gpointer     data,
                                 const char  *field_id);

  /* Reads limits from the catalogue once per scorer (may be NULL). */
  gpointer    (*prepare)  (TmScorer  *scorer,
                           GError   **error);
  void        (*free_data) (gpointer  data);

  /* NULL means TM_SCORE_ORDER_HIGHEST. */
  TmScoreOrder (*order)   (TmScorer  *scorer);

  /* Checks a hand and scores it into @score, which starts with every
   * player known at 0.  An entry that is NULL is a blank player: mark it
   * (and anyone whose points depend on it) unknown, and still check the
   * entries given. */
  gboolean    (*score)    (TmScorer                  *scorer,
                           gpointer                   data,
                           const TmScoreValue        *outcome,
                           const TmScoreValue * const *entries,
                           TmHandScore               *score,
                           GError                   **error);

  /* Whether the game is over, given the totals after the complete hands
   * so far; NULL ends it after the agreed rounds.  May also settle the
   * winners (for a play-off); it then returns TRUE with @standings'
   * winners set. */
  gboolean    (*is_over)  (TmScorer           *scorer,
                           TmHandScore * const *hands,
                           guint               n_hands,
                           const guint        *side_of,
                           TmStandings        *standings);
};

void        _tm_score_register        (const TmScoreRules *rules);
/* The scoring registered for @game_id, or NULL; it may be asked from any
 * thread once the engine has started. */
const TmScoreRules *_tm_score_lookup_rules (const char *game_id);

/* tm_scorer_score_hand() for breakdowns that hold only the game's
 * fields, each of its kind's type (@entries not NULL): built by the
 * fields, or checked. */
TmHandScore *_tm_scorer_score_checked (TmScorer            *self,
                                       TmBreakdown         *outcome,
                                       TmBreakdown * const *entries,
                                       GError             **error);
TmCatalogue *_tm_scorer_get_catalogue (TmScorer   *self);
const TmScoreRules *_tm_scorer_get_rules (TmScorer *self);
gpointer    _tm_scorer_get_data       (TmScorer   *self);
gboolean    _tm_scorer_option_enabled (TmScorer   *self,
                                       const char *option_id);
gint64      _tm_scorer_option_number  (TmScorer   *self,
                                       const char *option_id);
TmScoreOrder _tm_scorer_get_order     (TmScorer   *self);

gboolean    _tm_score_get_player      (TmScorer    *scorer,
                                       const TmScoreValue *object,
                                       const char  *member,
                                       const char  *who,
                                       int         *out,
                                       GError     **error);
gboolean    _tm_score_check_total     (gint64       total,
                                       gint64       limit,
                                       const char  *what,
                                       GError     **error);

/* The cards kept in a card-points field (@field_id), listed by card id
 * (of the field's deck) or as points: appends each one's points and line
 * label to @points and @labels, and counts card ids into @used (id ->
 * count). */
gboolean    _tm_score_read_card_points (TmScorer    *scorer,
                                        const TmScoreValue *entry,
                                        const char  *field_id,
                                        const char  *who,
                                        GHashTable  *used,
                                        GArray      *points,
                                        GPtrArray   *labels,
                                        GError     **error);
/* One item of a card-points list (@field, whose cards are of @deck):
 * its points, its line's label (interned, or the card's name) and the
 * card it names, or %NULL for points given as a number. */
gboolean    _tm_score_card_points_item (const TmScoreField  *field,
                                        TmDeck              *deck,
                                        const TmScoreValue  *item,
                                        gsize                index,
                                        const char          *who,
                                        gint64              *points,
                                        const char         **label,
                                        TmCard             **card,
                                        GError             **error);
/* Counts @card into @used (id -> count). */
void        _tm_score_count_card       (GHashTable          *used,
                                        TmCard              *card);
gboolean    _tm_score_check_card_counts (TmScorer    *scorer,
                                         const char  *deck_id,
                                         GHashTable  *used,
                                         GError     **error);

/* The default rule: the game is over after the agreed rounds. */
gboolean    _tm_score_over_after_rounds (TmScorer *scorer,
                                         guint     n_hands);

G_END_DECLS
