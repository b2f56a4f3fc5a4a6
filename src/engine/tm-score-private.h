/* tm-score-private.h: what each game's scoring file shares with tm-score.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-score.h"

G_BEGIN_DECLS

/* One game's scoring (TmScoreRules, declared in tm-types.h).  Each game
 * fills one of these in its own src/engine/games/<game>/tm-<game>-score.c
 * and hands it over through its module (tm-game-module.h); tm_init()
 * registers it. */

/* The revision of the scoring code as a whole.  Bump it (or a game's own
 * `revision`) whenever a change to the scoring could give a hand other
 * points, or make a hand scorable that was not or the other way round:
 * ledger files cache each hand's points under a stamp that includes it
 * (_tm_scorer_get_stamp()), and a new revision makes them be worked out
 * again. */
#define TM_SCORE_REVISION 1

struct _TmScoreRules
{
  const char   *game_id;
  /* Bump when this game's scoring changes its points (see
   * TM_SCORE_REVISION). */
  guint         revision;
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
  gboolean    (*score)    (TmScorer           *scorer,
                           gpointer            data,
                           GVariant           *outcome,
                           GVariant * const   *entries,
                           TmHandScore        *score,
                           GError            **error);

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

/* A field as a game declares it (a static constant).  Labels and
 * descriptions are marked with N_() and translated when asked for. */
struct _TmScoreField
{
  const char          *id;
  TmScoreFieldKind     kind;
  const char          *label;          /* with a mnemonic */
  const char          *description;    /* or NULL */
  gint64               max;            /* counts: 0 for no limit but the deck's */
  const char          *option;         /* asked only with this option on, or NULL */
  const char          *without;        /* asked only with this option off, or NULL */
  TmScoreFieldTable    table;
  const char          *deck;           /* CARD_POINTS: the deck its cards are of */
  const char * const  *choices;        /* CHOICE: ids, then labels (N_(), or "" for a card) */
  const char * const  *choice_decks;   /* CHOICE: the deck of each card choice ("" for none) */
  const TmScoreField  *parts;          /* RUNS: the parts of a group (counts, a choice) */
};

struct _TmStandings
{
  gatomicrefcount  ref_count;
  guint            n_sides;
  guint            n_hands;
  gboolean         finished;
  gboolean         winners_set;
  gint64          *totals;
  guint           *ranks;
  gboolean        *winners;
  gboolean        *playoff;
};

void        _tm_score_register        (const TmScoreRules *rules);

TmCatalogue *_tm_scorer_get_catalogue (TmScorer   *self);
const TmScoreRules *_tm_scorer_get_rules (TmScorer *self);
gpointer    _tm_scorer_get_data       (TmScorer   *self);
gboolean    _tm_scorer_option_enabled (TmScorer   *self,
                                       const char *option_id);
gint64      _tm_scorer_option_number  (TmScorer   *self,
                                       const char *option_id);
TmScoreOrder _tm_scorer_get_order     (TmScorer   *self);
const char *_tm_scorer_get_stamp      (TmScorer   *self);
void        _tm_scorer_set_stamp_options (TmScorer   *self,
                                          JsonObject *options);

TmHandScore *_tm_hand_score_new_points (guint           n_players,
                                        const gboolean *known,
                                        const gint64   *points);
gboolean    _tm_hand_score_same_points (TmHandScore    *a,
                                        TmHandScore    *b);
void        _tm_hand_score_add        (TmHandScore *self,
                                       guint        player,
                                       gint64       points,
                                       const char  *format,
                                       ...) G_GNUC_PRINTF (4, 5);
void        _tm_hand_score_set_unknown (TmHandScore *self,
                                        guint        player);
void        _tm_hand_score_set_all_unknown (TmHandScore *self);

/* Reading a breakdown (an a{sv} dictionary whose members have the types
 * of the declared fields, which tm_scorer_score_hand() has checked).
 * Each names the player (or "the hand") and the field in its error. */
gboolean    _tm_score_check_fields    (GVariant           *object,
                                       const char * const *allowed,
                                       const char         *who,
                                       GError            **error);
gboolean    _tm_score_get_count       (GVariant    *object,
                                       const char  *member,
                                       gint64       max,
                                       const char  *who,
                                       gint64      *out,
                                       GError     **error);
gboolean    _tm_score_get_bool        (GVariant    *object,
                                       const char  *member,
                                       const char  *who,
                                       gboolean    *out,
                                       GError     **error);
gboolean    _tm_score_get_player      (TmScorer    *scorer,
                                       GVariant    *object,
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
                                        GVariant    *entry,
                                        const char  *field_id,
                                        const char  *who,
                                        GHashTable  *used,
                                        GArray      *points,
                                        GPtrArray   *labels,
                                        GError     **error);
gboolean    _tm_score_check_breakdown (const TmScoreField  *fields,
                                       GVariant            *breakdown,
                                       const char          *who,
                                       GError             **error);
gboolean    _tm_score_check_card_counts (TmScorer    *scorer,
                                         const char  *deck_id,
                                         GHashTable  *used,
                                         GError     **error);

/* The default rule: the game is over after the agreed rounds. */
gboolean    _tm_score_over_after_rounds (TmScorer *scorer,
                                         guint     n_hands);
/* The first complete hand after which some side's running total has
 * reached @target, or -1. */
int         _tm_score_first_reaching  (TmHandScore * const *hands,
                                       guint               n_hands,
                                       const guint        *side_of,
                                       guint               n_sides,
                                       gint64              target);

G_END_DECLS
