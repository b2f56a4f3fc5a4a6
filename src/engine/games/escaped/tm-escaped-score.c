/* tm-escaped-score.c: the scoring of Escaped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Escaped has no points: each game has one winner, who scores a win in
 * the tally.  A hand's outcome says who named the prisoner and who is out
 * after a wrong accusation.  When all but one are out, the last player
 * wins, unless the last-player-must-name option asks them to name the
 * prisoner too (ruling last-player-left).
 *
 * A round is one game: a sheet counts one, as a game on the computer is,
 * or as many as the table sets, or with 0 every game played (ruling
 * evening).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-score-private.h"

#include "tm-escaped-score.h"

static const char * const outcome_fields[] = { "named_by", "out", NULL };

static const TmScoreField escaped_outcome[] = {
  { "named_by", TM_SCORE_FIELD_PLAYER, N_("_Named the prisoner") },
  { "out", TM_SCORE_FIELD_PLAYERS, N_("Out"), N_("Accused wrongly") },
  { NULL }
};

static gboolean
escaped_score (TmScorer                   *scorer,
               gpointer                    data,
               const TmScoreValue         *outcome,
               const TmScoreValue * const *entries,
               TmHandScore                *score,
               GError                    **error)
{
  guint n = tm_scorer_get_n_players (scorer);
  g_autofree gboolean *out = g_new0 (gboolean, n);
  gboolean must_name = _tm_scorer_option_enabled (scorer, "last-player-must-name");
  const TmScoreValue *out_list;
  guint n_out = 0;
  int named_by;

  if (outcome == NULL)
    {
      _tm_hand_score_set_all_unknown (score);
      return TRUE;
    }

  if (!_tm_score_check_fields (outcome, outcome_fields, "the hand", error) ||
      !_tm_score_get_player (scorer, outcome, "named_by", "the hand", &named_by, error))
    return FALSE;

  out_list = _tm_breakdown_lookup (outcome, "out");
  if (out_list != NULL && out_list->type == TM_SCORE_VALUE_LIST)
    {
      gboolean valid = TRUE;

      for (gsize i = 0; valid && i < out_list->n; i++)
        {
          gint64 p = out_list->items[i].number;

          valid = p >= 0 && p < n && !out[p];
          if (valid)
            {
              out[p] = TRUE;
              n_out++;
            }
        }

      if (!valid)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "the hand: field “out”: must list the positions of the players who "
                       "accused wrongly, each once");
          return FALSE;
        }
    }

  if (named_by >= 0 && out[named_by])
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "the hand: %s is out and cannot have named the prisoner",
                   tm_scorer_get_player_name (scorer, named_by));
      return FALSE;
    }

  if (named_by >= 0)
    {
      _tm_hand_score_add (score, named_by, 1, "Named the prisoner");
      return TRUE;
    }

  if (n_out + 1 == n && !must_name)
    {
      for (guint p = 0; p < n; p++)
        if (!out[p])
          _tm_hand_score_add (score, p, 1, "Last player left");
      return TRUE;
    }

  if (n_out == n && must_name)
    return TRUE; /* the last player named the wrong card: nobody wins */

  g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
               "the hand: the game is not over yet; say who named the prisoner in “named_by”%s",
               must_name ? "" : " or list everyone but the last player in “out”");
  return FALSE;
}

static const TmScoreRules escaped_rules = {
  .game_id = "escaped",
  .default_rounds = 1,
  .outcome_fields = escaped_outcome,
  .score = escaped_score,
};

/**
 * tm_escaped_score_get_rules:
 *
 * Gets the scoring of Escaped, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_escaped_score_get_rules (void)
{
  return &escaped_rules;
}
