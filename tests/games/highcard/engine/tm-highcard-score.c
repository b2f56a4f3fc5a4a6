/* tm-highcard-score.c: the scoring of High Card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A point for each round taken; with the option “Last round counts
 * double”, a point more for the last round.  The most points win.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-score-private.h"

#include "tm-highcard-score.h"

static const char * const entry_fields[] = { "rounds", "last_round", NULL };

static const TmScoreField highcard_entry[] = {
  { "rounds", TM_SCORE_FIELD_COUNT, N_("_Rounds taken"), N_("+1 each") },
  { "last_round", TM_SCORE_FIELD_FLAG, N_("Took the _last round"), N_("+1 more"),
    .option = "last-round-double" },
  { NULL }
};

typedef struct
{
  gint64 cards;
} HighcardDeck;

static gpointer
highcard_prepare (TmScorer  *scorer,
                  GError   **error)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), "highcard", error);
  HighcardDeck *data;

  if (deck == NULL)
    return NULL;

  data = g_new0 (HighcardDeck, 1);
  data->cards = tm_deck_count_kind (deck, "number");
  return data;
}

/* The cards each player is dealt, which is the rounds of a hand. */
static gint64
hand_size (TmScorer     *scorer,
           HighcardDeck *deck)
{
  return deck->cards / tm_scorer_get_n_players (scorer);
}

static gint64
highcard_field_max (TmScorer   *scorer,
                    gpointer    data,
                    const char *field_id)
{
  return g_str_equal (field_id, "rounds") ? hand_size (scorer, data) : 0;
}

static gboolean
highcard_score (TmScorer                   *scorer,
                gpointer                    data,
                const TmScoreValue         *outcome,
                const TmScoreValue * const *entries,
                TmHandScore                *score,
                GError                    **error)
{
  gint64 rounds_each = hand_size (scorer, data);
  gboolean double_last = _tm_scorer_option_enabled (scorer, "last-round-double");
  guint n = tm_scorer_get_n_players (scorer);
  gint64 table = 0;
  guint last_takers = 0;

  for (guint p = 0; p < n; p++)
    {
      const char *who = tm_scorer_get_player_name (scorer, p);
      gboolean last = FALSE;
      gint64 rounds;

      if (entries[p] == NULL)
        {
          _tm_hand_score_set_unknown (score, p);
          continue;
        }

      if (!_tm_score_check_fields (entries[p], entry_fields, who, error) ||
          !_tm_score_get_count (entries[p], "rounds", rounds_each, who, &rounds, error) ||
          !_tm_score_get_bool (entries[p], "last_round", who, &last, error))
        return FALSE;

      if (last && !double_last)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “last_round”: counts only with the option "
                       "“last-round-double”", who);
          return FALSE;
        }
      if (last && rounds == 0)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “last_round”: the last round is one of the rounds "
                       "taken, and none are given", who);
          return FALSE;
        }

      table += rounds;
      last_takers += last;
      if (rounds > 0)
        _tm_hand_score_add (score, p, rounds, "%" G_GINT64_FORMAT " %s", rounds,
                            rounds == 1 ? "round taken" : "rounds taken");
      if (last)
        _tm_hand_score_add (score, p, 1, "the last round again");
    }

  if (last_takers > 1)
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "the hand has one last round, but %u players took it", last_takers);
      return FALSE;
    }

  /* A hand has as many rounds as cards each. */
  if (table > rounds_each)
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_TOO_MANY,
                   "the table took %" G_GINT64_FORMAT " rounds, but a hand at %u players "
                   "has %" G_GINT64_FORMAT, table, n, rounds_each);
      return FALSE;
    }
  return TRUE;
}

static const TmScoreRules highcard_rules = {
  .game_id = "highcard",
  .decks = (const char * const[]) { "highcard", NULL },
  .default_rounds = 1,
  .entry_fields = highcard_entry,
  .field_max = highcard_field_max,
  .prepare = highcard_prepare,
  .free_data = g_free,
  .score = highcard_score,
};

/**
 * tm_highcard_score_get_rules:
 *
 * Gets the scoring of High Card, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_highcard_score_get_rules (void)
{
  return &highcard_rules;
}
