/* tm-captured-score.c: the scoring of Captured
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each player's stash: Traitors +1, Special Ops cards as printed,
 * Whistleblower +10, and the Trump (keep-trump option) cancels its
 * holder's negative cards.  The player with the most Traitors gets 100,
 * or 50 with the smaller-bonus option (or the number the table agreed);
 * players tied for the most all get the full bonus (ruling
 * most-traitors-tie).  Nobody gets it when nobody has a Traitor.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-score-private.h"

#include "tm-captured-score.h"

#define BONUS 100

/* Taken out of the Special Ops deck before play (see the components). */
static const char * const removed[] = {
  "tribunal", "justice", "false-flag", "deep-state", "jesus-saves", "truth",
  "scotus", "conspiracy", "grand-jury", NULL
};

static const char * const entry_fields[] = {
  "traitors", "special_ops", "whistleblower", "trump", NULL
};

static const TmScoreField captured_entry[] = {
  { "traitors", TM_SCORE_FIELD_COUNT, N_("_Traitors"), N_("+1 each") },
  { "special_ops", TM_SCORE_FIELD_CARD_POINTS, N_("_Special Ops points"),
    N_("The printed points of the Special Ops cards kept"), .deck = "gitmo-specialops" },
  { "whistleblower", TM_SCORE_FIELD_FLAG, N_("_Whistleblower"), N_("+10") },
  { "trump", TM_SCORE_FIELD_FLAG, N_("T_rump"), N_("Negative cards count 0"), 0, "keep-trump" },
  { NULL }
};

typedef struct
{
  gint64 traitors;
} CapturedDeck;

static gpointer
captured_prepare (TmScorer  *scorer,
                  GError   **error)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), "gitmo-basic", error);
  CapturedDeck *data;

  if (deck == NULL)
    return NULL;

  data = g_new0 (CapturedDeck, 1);
  data->traitors = tm_deck_count_kind (deck, "traitor");
  return data;
}

static gint64
captured_field_max (TmScorer   *scorer,
                    gpointer    data,
                    const char *field_id)
{
  return g_str_equal (field_id, "traitors") ? ((CapturedDeck *) data)->traitors : 0;
}

static gboolean
captured_score (TmScorer                   *scorer,
                gpointer                    data,
                const TmScoreValue         *outcome,
                const TmScoreValue * const *entries,
                TmHandScore                *score,
                GError                    **error)
{
  CapturedDeck *deck = data;
  g_autoptr(GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree gint64 *traitors = NULL;
  gboolean keep_trump = _tm_scorer_option_enabled (scorer, "keep-trump");
  gint64 bonus = _tm_scorer_option_enabled (scorer, "smaller-bonus")
                 ? _tm_scorer_option_number (scorer, "smaller-bonus") : BONUS;
  guint n = tm_scorer_get_n_players (scorer);
  gint64 table_traitors = 0, most = 0;
  int whistleblower = -1, trump = -1;
  gboolean blank = FALSE;

  traitors = g_new0 (gint64, n);
  for (guint p = 0; p < n; p++)
    {
      const char *who = tm_scorer_get_player_name (scorer, p);
      g_autoptr(GArray) ops = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
      gboolean has_whistleblower, has_trump;

      if (entries[p] == NULL)
        {
          blank = TRUE;
          continue;
        }

      if (!_tm_score_check_fields (entries[p], entry_fields, who, error) ||
          !_tm_score_get_count (entries[p], "traitors", deck->traitors, who, &traitors[p], error) ||
          !_tm_score_get_bool (entries[p], "whistleblower", who, &has_whistleblower, error) ||
          !_tm_score_get_bool (entries[p], "trump", who, &has_trump, error) ||
          !_tm_score_read_card_points (scorer, entries[p], "special_ops", who, used, ops, labels,
                                       error))
        return FALSE;

      for (guint r = 0; removed[r] != NULL; r++)
        if (g_hash_table_contains (used, removed[r]))
          {
            g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                         "%s: field “special_ops”: “%s” is taken out of the deck for Captured",
                         who, removed[r]);
            return FALSE;
          }

      if (has_trump && !keep_trump)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “trump”: the Trump card is out of the game "
                       "unless the keep-trump option is on", who);
          return FALSE;
        }

      if ((has_whistleblower && whistleblower >= 0) || (has_trump && trump >= 0))
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_TOO_MANY,
                       "%s: the deck has one %s, and %s already holds it",
                       who, has_trump && trump >= 0 ? "Trump" : "Whistleblower",
                       tm_scorer_get_player_name (scorer, has_trump && trump >= 0 ? trump : whistleblower));
          return FALSE;
        }
      if (has_whistleblower)
        whistleblower = (int) p;
      if (has_trump)
        trump = (int) p;

      table_traitors += traitors[p];
      most = MAX (most, traitors[p]);

      if (traitors[p] > 0)
        _tm_hand_score_add (score, p, traitors[p], "%" G_GINT64_FORMAT " %s",
                            traitors[p], traitors[p] == 1 ? "Traitor" : "Traitors");
      for (guint i = 0; i < ops->len; i++)
        {
          gint64 points = g_array_index (ops, gint64, i);
          const char *label = g_ptr_array_index (labels, i);

          if (has_trump && points < 0)
            _tm_hand_score_add (score, p, 0, "%s (cancelled by the Trump)", label);
          else
            _tm_hand_score_add (score, p, points, "%s", label);
        }
      if (has_whistleblower)
        _tm_hand_score_add (score, p, 10, "Whistleblower");
      if (has_trump)
        _tm_hand_score_add (score, p, 0, "Trump");
    }

  if (!_tm_score_check_total (table_traitors, deck->traitors, "Traitors", error) ||
      !_tm_score_check_card_counts (scorer, "gitmo-specialops", used, error))
    return FALSE;

  /* The bonus depends on every stash. */
  if (blank)
    {
      _tm_hand_score_set_all_unknown (score);
      return TRUE;
    }

  if (most > 0)
    for (guint p = 0; p < n; p++)
      if (traitors[p] == most)
        _tm_hand_score_add (score, p, bonus, "Most Traitors");

  return TRUE;
}

static const TmScoreRules captured_rules = {
  .game_id = "captured",
  .decks = (const char * const[]) { "gitmo-basic", "gitmo-specialops", NULL },
  .default_rounds = 1,
  .entry_fields = captured_entry,
  .field_max = captured_field_max,
  .prepare = captured_prepare,
  .free_data = g_free,
  .score = captured_score,
};

/**
 * tm_captured_score_get_rules:
 *
 * Gets the scoring of Captured, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_captured_score_get_rules (void)
{
  return &captured_rules;
}
