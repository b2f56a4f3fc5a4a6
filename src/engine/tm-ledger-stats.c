/* tm-ledger-stats.c: what a score sheet's facts add up to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's scorer is the one source of every number on a sheet: here
 * it reads each hand's breakdowns, scores the hands, and works out the
 * sides, totals, standings and whose deal is next.  Nothing is kept: the
 * ledger (tm-ledger.c) asks again whenever its facts change.
 */

#include "config.h"

#include "tm-ledger-stats-private.h"
#include "tm-score-private.h"

/* Whether @game_id can be scored at a table of @n_players; the error
 * starts with @where. */
gboolean
_tm_ledger_stats_check_table (TmCatalogue  *catalogue,
                              const char   *game_id,
                              guint         n_players,
                              const char   *where,
                              GError      **error)
{
  TmGame *game;

  if (!tm_score_has_game (game_id))
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_INVALID,
                   "%s“%s” is not a game Tablemate can score", where, game_id);
      return FALSE;
    }

  game = tm_catalogue_lookup_game (catalogue, game_id);
  if (n_players == 0)
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_PLAYERS,
                   "%sa score sheet needs at least one player", where);
      return FALSE;
    }
  if (game != NULL && n_players > tm_game_get_max_players (game))
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_PLAYERS,
                   "%s%s is played by up to %u players, not %u", where,
                   tm_game_get_name (game), tm_game_get_max_players (game), n_players);
      return FALSE;
    }

  return TRUE;
}

/* The scorer for the players and options of @meta. */
TmScorer *
_tm_ledger_stats_new_scorer (TmCatalogue         *catalogue,
                             const char          *game_id,
                             const TmLedgerMeta  *meta,
                             GError             **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GVariant) options = NULL;
  TmScorer *scorer;

  for (guint p = 0; p < meta->n_players; p++)
    g_strv_builder_add (builder, meta->players[p].name);
  names = g_strv_builder_end (builder);

  options = tm_game_parse_options (tm_scorer_lookup_game (game_id), meta->options, error);
  if (options == NULL)
    return NULL;

  scorer = tm_scorer_new (catalogue, game_id, (const char * const *) names, options, error);
  if (scorer != NULL)
    tm_scorer_set_rounds (scorer, meta->rounds);
  return scorer;
}

/* Whether two sets of facts about the table score every hand the same:
 * the same players' names (which the scorer's messages use) and options.
 * Titles, teams, rounds and dealers give no hand other points. */
gboolean
_tm_ledger_stats_same_scoring (const TmLedgerMeta *a,
                               const TmLedgerMeta *b)
{
  g_autoptr(JsonNode) options_a = NULL;
  g_autoptr(JsonNode) options_b = NULL;

  if (a->n_players != b->n_players)
    return FALSE;
  for (guint p = 0; p < a->n_players; p++)
    if (g_strcmp0 (a->players[p].name, b->players[p].name) != 0)
      return FALSE;

  options_a = json_node_init_object (json_node_alloc (), a->options);
  options_b = json_node_init_object (json_node_alloc (), b->options);
  return json_node_equal (options_a, options_b);
}

/* Reads a file's hand by the game's fields, before the hand is shared.
 * What the scorer cannot read stays as the file had it, and the hand
 * says why (_tm_ledger_stats_score_hand()).  Errors are not kept, so no
 * player needs naming. */
static void
read_breakdowns (const TmScoreRules *rules,
                 TmLedgerHandData   *data)
{
  if (data->raw == NULL)
    return;

  for (guint i = 0; i <= data->n_players; i++)
    {
      g_autoptr(GVariant) typed = NULL;

      if (data->raw[i] == NULL)
        continue;

      typed = _tm_score_breakdown_from_json (i < data->n_players ? rules->entry_fields
                                                                 : rules->outcome_fields,
                                             data->raw[i], "", NULL);
      if (typed == NULL)
        {
          if (data->unread == NULL)
            data->unread = g_new0 (char *, data->n_players + 1);
          data->unread[i] = json_to_string (data->raw[i], FALSE);
        }
      else
        {
          TmBreakdown *breakdown = _tm_breakdown_new_from_variant (typed);

          /* Read by the fields: it needs no checking. */
          breakdown->checked = TRUE;
          if (i < data->n_players)
            data->entries[i] = breakdown;
          else
            data->outcome = breakdown;
        }
      g_clear_pointer (&data->raw[i], json_node_unref);
    }

  g_clear_pointer (&data->raw, g_free);
  data->checked = TRUE;
}

void
_tm_ledger_stats_read_breakdowns (TmScorer         *scorer,
                                  TmLedgerHandData *data)
{
  read_breakdowns (_tm_scorer_get_rules (scorer), data);
}

void
_tm_ledger_stats_read_doc_breakdowns (TmLedgerDoc *doc)
{
  const TmScoreRules *rules = _tm_score_lookup_rules (doc->game_id);

  if (rules == NULL)
    return;

  for (guint i = 0; i < doc->hands->len; i++)
    read_breakdowns (rules, g_ptr_array_index (doc->hands, i));
  g_clear_pointer (&doc->root, json_node_unref);
}

/* Fails with why the scorer cannot read a breakdown kept as the file's
 * JSON. */
static gboolean
check_unread (TmScorer          *scorer,
              TmLedgerHandData  *data,
              GError           **error)
{
  for (guint i = 0; data->unread != NULL && i <= data->n_players; i++)
    {
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GVariant) typed = NULL;

      if (data->unread[i] == NULL)
        continue;

      node = json_from_string (data->unread[i], error);
      if (node == NULL)
        return FALSE;
      typed = i < data->n_players
              ? tm_scorer_entry_from_json (scorer, node, i, error)
              : tm_scorer_outcome_from_json (scorer, node, error);
      if (typed == NULL)
        return FALSE;
    }

  return TRUE;
}

/* Checks a breakdown given as a GVariant (one read by the game's fields
 * needs no checking). */
static gboolean
check_given (const TmScoreField  *fields,
             TmBreakdown         *breakdown,
             const char          *who,
             GError             **error)
{
  return breakdown == NULL || breakdown->checked ||
         _tm_score_check_breakdown (fields, breakdown->variant, who, error);
}

/* Scores a hand from its entries, which are the facts. */
TmHandScore *
_tm_ledger_stats_score_hand (TmScorer          *scorer,
                             TmLedgerHandData  *data,
                             GError           **error)
{
  if (!check_unread (scorer, data, error))
    return NULL;

  if (!data->checked)
    {
      const TmScoreRules *rules = _tm_scorer_get_rules (scorer);

      if (!check_given (rules->outcome_fields, data->outcome, "the hand", error))
        return NULL;
      for (guint p = 0; p < data->n_players; p++)
        if (!check_given (rules->entry_fields, data->entries[p],
                          tm_scorer_get_player_name (scorer, p), error))
          return NULL;
    }
  return _tm_scorer_score_checked (scorer, data->outcome, data->entries, error);
}

/* Hands scored together: [from, to) of them. */
typedef struct
{
  TmScorer                 *scorer;
  TmLedgerHandData * const *hands;
  TmHandScore             **scores;
  char                    **problems;
  guint                     from;
  guint                     to;
} ScoreRange;

static gpointer
score_range (gpointer data)
{
  ScoreRange *range = data;

  for (guint i = range->from; i < range->to; i++)
    {
      g_autoptr(GError) error = NULL;

      range->scores[i] = _tm_ledger_stats_score_hand (range->scorer, range->hands[i], &error);
      range->problems[i] = range->scores[i] == NULL ? g_strdup (error->message) : NULL;
    }

  return NULL;
}

/* Below this, a second thread costs more than it saves. */
#define SCORE_IN_TWO_THREADS 1000

/* Scores @n_hands hands into @scores, or for one that cannot be scored,
 * NULL and why into @problems.  A long sheet is scored on two threads:
 * scoring reads only the scorer, the hands' immutable facts and the
 * catalogue's decks, which are loaded first (with the first hand
 * scored alone), so that the threads only look things up. */
void
_tm_ledger_stats_score_hands (TmScorer                 *scorer,
                              TmLedgerHandData * const *hands,
                              guint                     n_hands,
                              TmHandScore             **scores,
                              char                    **problems)
{
  const TmScoreRules *rules = _tm_scorer_get_rules (scorer);
  ScoreRange first = { scorer, hands, scores, problems, 0, MIN (n_hands, 1) };
  ScoreRange half, rest;
  GThread *thread;

  if (n_hands < SCORE_IN_TWO_THREADS || g_get_num_processors () < 2)
    {
      first.to = n_hands;
      score_range (&first);
      return;
    }

  for (guint i = 0; rules->decks != NULL && rules->decks[i] != NULL; i++)
    tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), rules->decks[i], NULL);
  score_range (&first);

  half = rest = first;
  half.from = 1;
  half.to = rest.from = 1 + (n_hands - 1) / 2;
  rest.to = n_hands;
  thread = g_thread_try_new ("tm-score-hands", score_range, &rest, NULL);
  score_range (&half);
  if (thread != NULL)
    g_thread_join (thread);
  else
    score_range (&rest);
}

/* The side each player scores for: a team, in order of its first player,
 * or a lone player. */
guint *
_tm_ledger_stats_sides (const TmLedgerMeta *meta,
                        guint              *n_sides)
{
  guint *side_of = g_new0 (guint, MAX (meta->n_players, 1));

  *n_sides = 0;
  for (guint p = 0; p < meta->n_players; p++)
    {
      int team = meta->players[p].team;
      gboolean found = FALSE;

      if (team >= 0)
        for (guint q = 0; q < p; q++)
          if (meta->players[q].team == team)
            {
              side_of[p] = side_of[q];
              found = TRUE;
              break;
            }

      if (!found)
        side_of[p] = (*n_sides)++;
    }

  return side_of;
}

/* A side's name: the player's, or the partners' joined by “&”. */
char *
_tm_ledger_stats_side_name (const TmLedgerMeta *meta,
                            const guint        *side_of,
                            guint               side)
{
  GString *name = g_string_new (NULL);

  for (guint p = 0; p < meta->n_players; p++)
    if (side_of[p] == side)
      {
        if (name->len > 0)
          g_string_append (name, " & ");
        g_string_append (name, meta->players[p].name);
      }

  return g_string_free (name, FALSE);
}

/* The totals, the winner and the next dealer, from the hands' scores (a
 * score NULL for a hand that cannot be scored). */
void
_tm_ledger_stats_total (TmScorer                 *scorer,
                        const TmLedgerMeta       *meta,
                        TmLedgerHandData * const *hands,
                        TmHandScore * const      *scores,
                        guint                     n_hands,
                        const guint              *side_of,
                        guint                     n_sides,
                        TmLedgerTotals           *totals)
{
  g_autoptr(GPtrArray) scored = g_ptr_array_sized_new (n_hands);
  g_autofree guint *dealers = g_new (guint, MAX (n_hands, 1));

  totals->incomplete = 0;
  for (guint i = 0; i < n_hands; i++)
    {
      if (scores[i] != NULL)
        g_ptr_array_add (scored, scores[i]);
      if (scores[i] == NULL || !tm_hand_score_is_complete (scores[i]))
        totals->incomplete++;
      dealers[i] = hands[i]->dealer;
    }

  totals->standings = tm_scorer_decide (scorer, (TmHandScore **) scored->pdata, scored->len,
                                        side_of, n_sides);
  totals->next_dealer = tm_scorer_next_dealer_after (scorer, dealers, n_hands,
                                                     meta->first_dealer);
}
