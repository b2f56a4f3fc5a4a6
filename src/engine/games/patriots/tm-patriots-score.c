/* tm-patriots-score.c: the scoring of Meet the Patriots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each pair kept is a point and the most pairs win.  A player alone
 * counts turns instead, and fewer is better; 23 is a perfect game (ruling
 * solo-goal).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-score-private.h"

#include "tm-patriots-score.h"

#define PERFECT_SOLO_GAME 23

static const char * const entry_fields[] = { "pairs", NULL };
static const char * const solo_fields[] = { "turns", NULL };

static const TmScoreField patriots_entry[] = {
  { "pairs", TM_SCORE_FIELD_COUNT, N_("_Pairs"), N_("+1 each"), 0, NULL, NULL,
    TM_SCORE_FIELD_GROUP },
  { "turns", TM_SCORE_FIELD_COUNT, N_("_Turns"), N_("To clear the board; fewer is better"), 10000,
    NULL, NULL, TM_SCORE_FIELD_SOLO },
  { NULL }
};

typedef struct
{
  gint64 pairs;
} PatriotsDeck;

static gpointer
patriots_prepare (TmScorer  *scorer,
                  GError   **error)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), "gitmo-basic", error);
  PatriotsDeck *data;

  if (deck == NULL)
    return NULL;

  data = g_new0 (PatriotsDeck, 1);
  data->pairs = tm_deck_count_kind (deck, "patriot") / 2;
  return data;
}

static gint64
patriots_field_max (TmScorer   *scorer,
                    gpointer    data,
                    const char *field_id)
{
  return g_str_equal (field_id, "pairs") ? ((PatriotsDeck *) data)->pairs : 0;
}

static gboolean
patriots_score (TmScorer                   *scorer,
                gpointer                    data,
                const TmScoreValue         *outcome,
                const TmScoreValue * const *entries,
                TmHandScore                *score,
                GError                    **error)
{
  PatriotsDeck *deck = data;
  guint n = tm_scorer_get_n_players (scorer);
  gint64 table = 0;

  if (n == 1)
    {
      const char *who = tm_scorer_get_player_name (scorer, 0);
      gint64 turns;

      if (entries[0] == NULL)
        {
          _tm_hand_score_set_unknown (score, 0);
          return TRUE;
        }

      if (!_tm_score_check_fields (entries[0], solo_fields, who, error) ||
          !_tm_score_get_count (entries[0], "turns", 10000, who, &turns, error))
        return FALSE;

      if (turns < PERFECT_SOLO_GAME)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “turns”: clearing the board takes at least %d turns",
                       who, PERFECT_SOLO_GAME);
          return FALSE;
        }

      _tm_hand_score_add (score, 0, turns, "%" G_GINT64_FORMAT " turns", turns);
      return TRUE;
    }

  for (guint p = 0; p < n; p++)
    {
      const char *who = tm_scorer_get_player_name (scorer, p);
      gint64 pairs;

      if (entries[p] == NULL)
        {
          _tm_hand_score_set_unknown (score, p);
          continue;
        }

      if (!_tm_score_check_fields (entries[p], entry_fields, who, error) ||
          !_tm_score_get_count (entries[p], "pairs", deck->pairs, who, &pairs, error))
        return FALSE;

      table += pairs;
      if (pairs > 0)
        _tm_hand_score_add (score, p, pairs, "%" G_GINT64_FORMAT " %s",
                            pairs, pairs == 1 ? "pair" : "pairs");
    }

  return _tm_score_check_total (table, deck->pairs, "pairs", error);
}

static const TmScoreRules patriots_rules = {
  .game_id = "patriots",
  .decks = (const char * const[]) { "gitmo-basic", NULL },
  .default_rounds = 1,
  .entry_fields = patriots_entry,
  .field_max = patriots_field_max,
  .prepare = patriots_prepare,
  .free_data = g_free,
  .score = patriots_score,
};

/**
 * tm_patriots_score_get_rules:
 *
 * Gets the scoring of Meet the Patriots, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_patriots_score_get_rules (void)
{
  return &patriots_rules;
}
