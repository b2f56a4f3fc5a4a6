/* tm-score-custom.c: a score sheet for any other game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each entry is just a number of points.  The options, in the sheet's own
 * definition (data/custom-game.json), say how the game ends:
 * "target-score" (when on, the game ends after the hand in which a total
 * reaches its number), "lowest-wins" (the lowest total wins), and
 * otherwise the agreed number of rounds, of one hand each.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-json-private.h"
#include "tm-score-custom.h"
#include "tm-score-private.h"

static const char * const entry_fields[] = { "points", NULL };

static const TmScoreField custom_entry[] = {
  { "points", TM_SCORE_FIELD_POINTS, N_("_Points") },
  { NULL }
};

static TmScoreOrder
custom_order (TmScorer *scorer)
{
  return _tm_scorer_option_enabled (scorer, "lowest-wins") ? TM_SCORE_ORDER_LOWEST
                                                           : TM_SCORE_ORDER_HIGHEST;
}

static gboolean
custom_score (TmScorer                   *scorer,
              gpointer                    data,
              const TmScoreValue         *outcome,
              const TmScoreValue * const *entries,
              TmHandScore                *score,
              GError                    **error)
{
  guint n = tm_scorer_get_n_players (scorer);

  for (guint p = 0; p < n; p++)
    {
      const char *who = tm_scorer_get_player_name (scorer, p);
      gint64 points = 0;

      if (entries[p] == NULL || !_tm_breakdown_lookup_number (entries[p], "points", &points))
        {
          if (entries[p] != NULL && !_tm_score_check_fields (entries[p], entry_fields, who, error))
            return FALSE;
          _tm_hand_score_set_unknown (score, p);
          continue;
        }

      if (!_tm_score_check_fields (entries[p], entry_fields, who, error))
        return FALSE;

      if (points < -TM_SCORE_POINTS_LIMIT || points > TM_SCORE_POINTS_LIMIT)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “points”: must be a whole number", who);
          return FALSE;
        }

      _tm_hand_score_add (score, p, points, "Points");
    }

  return TRUE;
}

static gboolean
custom_is_over (TmScorer           *scorer,
                TmHandScore * const *hands,
                guint               n_hands,
                const guint        *side_of,
                TmStandings        *standings)
{
  gint64 target;

  if (_tm_scorer_option_enabled (scorer, "target-score"))
    {
      target = _tm_scorer_option_number (scorer, "target-score");
      return _tm_score_first_reaching (hands, n_hands, side_of, standings->n_sides, target) >= 0;
    }

  return _tm_score_over_after_rounds (scorer, standings->n_hands);
}

static const TmScoreRules custom_rules = {
  .game_id = TM_SCORE_CUSTOM_GAME,
  .default_rounds = 0,
  .entry_fields = custom_entry,
  .order = custom_order,
  .score = custom_score,
  .is_over = custom_is_over,
};

/**
 * tm_custom_score_register:
 *
 * Registers the custom score sheet, for games Tablemate does not know.
 * Called by tm_init().
 */
void
tm_custom_score_register (void)
{
  _tm_score_register (&custom_rules);
}
