/* tm-mixer-score.c: the scoring of the traitor-name mixer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A point for each card won, or with the written-guesses option for each
 * correct written guess.  The most points win.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-score-private.h"

#include "tm-mixer-score.h"

static const char * const entry_fields[] = { "correct", NULL };

static const TmScoreField mixer_entry[] = {
  { "correct", TM_SCORE_FIELD_COUNT, N_("_Correct"), N_("Cards won, or correct guesses") },
  { NULL }
};

typedef struct
{
  gint64 cards;
} MixerDeck;

static gpointer
mixer_prepare (TmScorer  *scorer,
               GError   **error)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), "gitmo-basic", error);
  MixerDeck *data;

  if (deck == NULL)
    return NULL;

  data = g_new0 (MixerDeck, 1);
  data->cards = tm_deck_count_kind (deck, "traitor");
  return data;
}

static gint64
mixer_field_max (TmScorer   *scorer,
                 gpointer    data,
                 const char *field_id)
{
  return ((MixerDeck *) data)->cards;
}

static gboolean
mixer_score (TmScorer                   *scorer,
             gpointer                    data,
             const TmScoreValue         *outcome,
             const TmScoreValue * const *entries,
             TmHandScore                *score,
             GError                    **error)
{
  MixerDeck *deck = data;
  gboolean written = _tm_scorer_option_enabled (scorer, "written-guesses");
  guint n = tm_scorer_get_n_players (scorer);
  gint64 table = 0;

  for (guint p = 0; p < n; p++)
    {
      const char *who = tm_scorer_get_player_name (scorer, p);
      gint64 correct;

      if (entries[p] == NULL)
        {
          _tm_hand_score_set_unknown (score, p);
          continue;
        }

      if (!_tm_score_check_fields (entries[p], entry_fields, who, error) ||
          !_tm_score_get_count (entries[p], "correct", deck->cards, who, &correct, error))
        return FALSE;

      table += correct;
      if (correct > 0)
        _tm_hand_score_add (score, p, correct, "%" G_GINT64_FORMAT " %s", correct,
                            written ? (correct == 1 ? "correct guess" : "correct guesses")
                                    : (correct == 1 ? "card won" : "cards won"));
    }

  /* Each card is won once; written guesses can all be right. */
  return written || _tm_score_check_total (table, deck->cards, "cards won", error);
}

static const TmScoreRules mixer_rules = {
  .game_id = "mixer",
  .decks = (const char * const[]) { "gitmo-basic", NULL },
  .default_rounds = 1,
  .entry_fields = mixer_entry,
  .field_max = mixer_field_max,
  .prepare = mixer_prepare,
  .free_data = g_free,
  .score = mixer_score,
};

/**
 * tm_mixer_score_get_rules:
 *
 * Gets the scoring of the traitor-name mixer, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_mixer_score_get_rules (void)
{
  return &mixer_rules;
}
