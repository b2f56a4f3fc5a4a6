/* tm-freeo-score.c: the scoring of Free-O
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player who went out scores 0; everyone else counts the cards left
 * in hand at the points the deck prints (read from its data in
 * prepare()), or a table that scores on paper writes a player's points
 * as one number (`points`) instead of the cards.  The game ends after the hand
 * in which a total reaches the target (the target-score option's number),
 * and the lowest total wins (ruling passing-60).  Tied lowest totals share
 * the win, or with the playoff-hand option play one more hand between
 * them: it counts in the totals like any hand, the lowest score on it
 * takes the game, and a tie on it stands.  With the one-hand option the
 * game is a single hand, whose lowest score wins.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-score-private.h"

#include "tm-freeo-score.h"


static const char * const kinds[] = { "captured", "seek", "draw", "wild" };

typedef struct
{
  gint64  count[G_N_ELEMENTS (kinds)];
  gint64  points[G_N_ELEMENTS (kinds)];
  char   *name[G_N_ELEMENTS (kinds)];
} FreeoDeck;

static const char * const entry_fields[] = {
  "went_out", "points", "captured", "seek", "draw", "wild", NULL
};

/* The cards a player still holds, by the deck's kinds; what each is worth
 * and how many the deck has come from the deck data. */
static const TmScoreField freeo_entry[] = {
  { "went_out", TM_SCORE_FIELD_FLAG, N_("Went _out"), N_("Scores 0"),
    .scores_nothing = TRUE },
  { "points", TM_SCORE_FIELD_POINTS, N_("_Points on paper"),
    N_("Instead of the cards left in hand"), .total = TRUE },
  { "captured", TM_SCORE_FIELD_COUNT, N_("_Captured") },
  { "seek", TM_SCORE_FIELD_COUNT, N_("_Seek and Match") },
  { "draw", TM_SCORE_FIELD_COUNT, N_("_Draw A Card") },
  { "wild", TM_SCORE_FIELD_COUNT, N_("_Wild") },
  { NULL }
};

static void
freeo_deck_free (gpointer data)
{
  FreeoDeck *deck = data;

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    g_free (deck->name[k]);
  g_free (deck);
}

static gpointer
freeo_prepare (TmScorer  *scorer,
               GError   **error)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), "freeo", error);
  FreeoDeck *data;
  guint n;

  if (deck == NULL)
    return NULL;

  data = g_new0 (FreeoDeck, 1);
  n = g_list_model_get_n_items (G_LIST_MODEL (deck));
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      data->count[k] = tm_deck_count_kind (deck, kinds[k]);
      data->name[k] = g_strdup (tm_deck_get_kind_name (deck, kinds[k]));

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);

          if (g_str_equal (tm_card_get_kind (card), kinds[k]) && tm_card_has_points (card))
            {
              data->points[k] = tm_card_get_points (card);
              break;
            }
        }
    }

  return data;
}

static int
kind_index (const char *field_id)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (g_str_equal (kinds[k], field_id))
      return (int) k;
  return -1;
}

static gint64
freeo_field_max (TmScorer   *scorer,
                 gpointer    data,
                 const char *field_id)
{
  FreeoDeck *deck = data;
  int k = kind_index (field_id);

  return k >= 0 ? deck->count[k] : 0;
}

static char *
freeo_describe_field (TmScorer   *scorer,
                      gpointer    data,
                      const char *field_id)
{
  FreeoDeck *deck = data;
  int k = kind_index (field_id);

  if (k < 0)
    return NULL;
  /* Translators: a kind of card and what each left in hand costs, such as
   * “You Are Captured, +5 each” */
  return g_strdup_printf (_("%s, %+" G_GINT64_FORMAT " each"), deck->name[k], deck->points[k]);
}

static gboolean
freeo_score (TmScorer                   *scorer,
             gpointer                    data,
             const TmScoreValue         *outcome,
             const TmScoreValue * const *entries,
             TmHandScore                *score,
             GError                    **error)
{
  FreeoDeck *deck = data;
  gint64 table[G_N_ELEMENTS (kinds)] = { 0, };
  guint n = tm_scorer_get_n_players (scorer);
  int went_out = -1;

  for (guint p = 0; p < n; p++)
    {
      const char *who = tm_scorer_get_player_name (scorer, p);
      gboolean out;
      gint64 held[G_N_ELEMENTS (kinds)];
      gint64 n_held = 0;
      gint64 written = 0;
      gboolean on_paper;

      if (entries[p] == NULL)
        {
          _tm_hand_score_set_unknown (score, p);
          continue;
        }

      if (!_tm_score_check_fields (entries[p], entry_fields, who, error) ||
          !_tm_score_get_bool (entries[p], "went_out", who, &out, error))
        return FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          if (!_tm_score_get_count (entries[p], kinds[k], deck->count[k], who, &held[k], error))
            return FALSE;
          table[k] += held[k];
          n_held += held[k];
        }

      on_paper = _tm_breakdown_lookup_number (entries[p], "points", &written);
      if (on_paper && n_held > 0)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: give either the points written down or the cards left in hand, not both",
                       who);
          return FALSE;
        }

      if (out)
        {
          if (went_out >= 0)
            {
              g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                           "%s: only one player can go out in a hand, and %s already did",
                           who, tm_scorer_get_player_name (scorer, went_out));
              return FALSE;
            }
          if (n_held > 0 || written != 0)
            {
              g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                           "%s: went out, so holds no cards; leave the card counts and points at 0", who);
              return FALSE;
            }

          went_out = (int) p;
          _tm_hand_score_add (score, p, 0, "Went out");
          continue;
        }

      if (on_paper)
        {
          _tm_hand_score_add (score, p, written, "On paper");
          continue;
        }

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        if (held[k] > 0)
          _tm_hand_score_add (score, p, held[k] * deck->points[k],
                              "%" G_GINT64_FORMAT " × %s", held[k], deck->name[k]);
    }

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (!_tm_score_check_total (table[k], deck->count[k], deck->name[k], error))
      return FALSE;

  return TRUE;
}

static gint64
side_points (TmHandScore  *hand,
             const guint  *side_of,
             guint         side)
{
  gint64 sum = 0;

  for (guint p = 0; p < tm_hand_score_get_n_players (hand); p++)
    if (side_of[p] == side)
      sum += tm_hand_score_get_points (hand, p);

  return sum;
}

static gboolean
freeo_is_over (TmScorer           *scorer,
               TmHandScore * const *hands,
               guint               n_hands,
               const guint        *side_of,
               TmStandings        *standings)
{
  gint64 target = _tm_scorer_option_number (scorer, "target-score");
  g_autofree gint64 *totals = NULL;
  g_autofree gboolean *tied = NULL;
  gint64 lowest = G_MAXINT64;
  guint n_tied = 0;
  int end = -1;

  if (_tm_scorer_option_enabled (scorer, "one-hand"))
    {
      /* The first complete hand is the game: the lowest total wins. */
      for (guint h = 0; h < n_hands && end < 0; h++)
        if (tm_hand_score_is_complete (hands[h]))
          end = (int) h;
      return end >= 0;
    }

  end = _tm_score_first_reaching (hands, n_hands, side_of, standings->n_sides, target);
  if (end < 0)
    return FALSE;

  /* Winners are decided on the totals when the target was reached. */
  totals = g_new0 (gint64, standings->n_sides);
  for (int h = 0; h <= end; h++)
    if (tm_hand_score_is_complete (hands[h]))
      for (guint s = 0; s < standings->n_sides; s++)
        totals[s] += side_points (hands[h], side_of, s);

  for (guint s = 0; s < standings->n_sides; s++)
    lowest = MIN (lowest, totals[s]);

  tied = g_new0 (gboolean, standings->n_sides);
  for (guint s = 0; s < standings->n_sides; s++)
    if (totals[s] == lowest)
      {
        tied[s] = TRUE;
        n_tied++;
      }

  if (n_tied > 1 && _tm_scorer_option_enabled (scorer, "playoff-hand"))
    {
      int playoff = -1;
      gint64 best = G_MAXINT64;

      /* The next complete hand is the play-off between the tied sides:
       * the lowest score on it wins, and a tie on it stands. */
      for (guint h = end + 1; h < n_hands && playoff < 0; h++)
        if (tm_hand_score_is_complete (hands[h]))
          playoff = (int) h;

      if (playoff < 0)
        {
          memcpy (standings->playoff, tied, sizeof (gboolean) * standings->n_sides);
          return FALSE;
        }

      for (guint s = 0; s < standings->n_sides; s++)
        if (tied[s])
          best = MIN (best, side_points (hands[playoff], side_of, s));
      for (guint s = 0; s < standings->n_sides; s++)
        tied[s] = tied[s] && side_points (hands[playoff], side_of, s) == best;
    }

  memcpy (standings->winners, tied, sizeof (gboolean) * standings->n_sides);
  standings->winners_set = TRUE;
  return TRUE;
}

static const TmScoreRules freeo_rules = {
  .game_id = "freeo",
  .decks = (const char * const[]) { "freeo", NULL },
  .default_rounds = 0,
  .entry_fields = freeo_entry,
  .field_max = freeo_field_max,
  .describe_field = freeo_describe_field,
  .prepare = freeo_prepare,
  .free_data = freeo_deck_free,
  .score = freeo_score,
  .is_over = freeo_is_over,
};

/**
 * tm_freeo_score_get_rules:
 *
 * Gets the scoring of Free-O, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_freeo_score_get_rules (void)
{
  return &freeo_rules;
}
