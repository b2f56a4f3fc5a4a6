/* tm-prisoner-score.c: the scoring of Prisoner
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand's outcome names Number 2, Number 6 and Number 1 (each perhaps
 * nobody) and how the hand ended: an escape (by Number 6 or by another
 * player), Number 2's successful Plot, or neither.  Each player's entry
 * gives the Plots and Escapes still in their hand.  Points to or from a
 * role nobody holds are not scored (ruling missing-roles).  A game is one
 * deal by each player, or with the target-score option, until a total
 * reaches its number or five rounds of deals are over (ruling
 * game-length), or with the one-hand option a single hand; the highest
 * total wins.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-score-private.h"

#include "tm-prisoner-score.h"


typedef struct
{
  gint64 plots;
  gint64 escapes;
} PrisonerDeck;

static const char * const outcome_fields[] = {
  "number_two", "number_six", "number_one", "result", "escapee", NULL
};

static const char * const entry_fields[] = { "plots_held", "escapes_held", NULL };

static const char * const results[] = {
  "none", "escape", "plot",
  N_("Nobody escaped, no plot"), N_("An escape"), N_("A plot"),
  NULL
};

static const TmScoreField prisoner_outcome[] = {
  { "number_two", TM_SCORE_FIELD_PLAYER, N_("Number _2") },
  { "number_six", TM_SCORE_FIELD_PLAYER, N_("Number _6") },
  { "number_one", TM_SCORE_FIELD_PLAYER, N_("Number _1") },
  { "result", TM_SCORE_FIELD_CHOICE, N_("_Result"), .choices = results },
  { "escapee", TM_SCORE_FIELD_PLAYER, N_("_Escapee"), N_("Who escaped, for an escape") },
  { NULL }
};

static const TmScoreField prisoner_entry[] = {
  { "plots_held", TM_SCORE_FIELD_COUNT, N_("_Plots held"), N_("Unplayed, in hand") },
  { "escapes_held", TM_SCORE_FIELD_COUNT, N_("_Escapes held"), N_("Unplayed, in hand") },
  { NULL }
};

static guint
prisoner_hands_per_round (guint n_players)
{
  return n_players;
}

static gpointer
prisoner_prepare (TmScorer  *scorer,
                  GError   **error)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), "prisoner-info", error);
  PrisonerDeck *data;

  if (deck == NULL)
    return NULL;

  data = g_new0 (PrisonerDeck, 1);
  data->plots = tm_deck_count_kind (deck, "plot");
  data->escapes = tm_deck_count_kind (deck, "escape");
  return data;
}

static gint64
prisoner_field_max (TmScorer   *scorer,
                    gpointer    data,
                    const char *field_id)
{
  PrisonerDeck *deck = data;

  if (g_str_equal (field_id, "plots_held"))
    return deck->plots;
  if (g_str_equal (field_id, "escapes_held"))
    return deck->escapes;
  return 0;
}

static gboolean
prisoner_score (TmScorer                   *scorer,
                gpointer                    data,
                const TmScoreValue         *outcome,
                const TmScoreValue * const *entries,
                TmHandScore                *score,
                GError                    **error)
{
  PrisonerDeck *deck = data;
  guint n = tm_scorer_get_n_players (scorer);
  int two = -1, six = -1, one = -1, escapee = -1;
  const char *result = "none";
  gint64 plots = 0, escapes = 0;

  if (outcome != NULL)
    {
      if (!_tm_score_check_fields (outcome, outcome_fields, "the hand", error) ||
          !_tm_score_get_player (scorer, outcome, "number_two", "the hand", &two, error) ||
          !_tm_score_get_player (scorer, outcome, "number_six", "the hand", &six, error) ||
          !_tm_score_get_player (scorer, outcome, "number_one", "the hand", &one, error) ||
          !_tm_score_get_player (scorer, outcome, "escapee", "the hand", &escapee, error))
        return FALSE;

      if (_tm_breakdown_lookup_text (outcome, "result") != NULL)
        result = _tm_breakdown_lookup_text (outcome, "result");
      if (!g_strv_contains ((const char * const[]) { "none", "escape", "plot", NULL }, result))
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "the hand: field “result”: must be “none”, “escape” or “plot”");
          return FALSE;
        }

      if (two >= 0 && two == six)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "the hand: %s cannot be both Number 2 and Number 6",
                       tm_scorer_get_player_name (scorer, two));
          return FALSE;
        }

      if (g_str_equal (result, "escape") && escapee < 0)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "the hand: field “escapee”: an escape needs the player who escaped");
          return FALSE;
        }
      if (!g_str_equal (result, "escape") && escapee >= 0)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "the hand: field “escapee”: only an escape has one; "
                       "set “result” to “escape” or leave it out");
          return FALSE;
        }
      if (escapee >= 0 && escapee == two)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "the hand: %s is Number 2 and cannot escape",
                       tm_scorer_get_player_name (scorer, two));
          return FALSE;
        }
      if (g_str_equal (result, "plot") && two < 0)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "the hand: only Number 2 completes a Plot; name Number 2 in “number_two”");
          return FALSE;
        }
    }

  for (guint p = 0; p < n; p++)
    {
      const char *who = tm_scorer_get_player_name (scorer, p);
      gint64 held_plots, held_escapes;

      if (entries[p] == NULL)
        continue;

      if (!_tm_score_check_fields (entries[p], entry_fields, who, error) ||
          !_tm_score_get_count (entries[p], "plots_held", deck->plots, who, &held_plots, error) ||
          !_tm_score_get_count (entries[p], "escapes_held", deck->escapes, who, &held_escapes, error))
        return FALSE;

      plots += held_plots;
      escapes += held_escapes;

      if ((int) p == two && held_plots > 0)
        _tm_hand_score_add (score, p, -held_plots, "%" G_GINT64_FORMAT " %s still in hand",
                            held_plots, held_plots == 1 ? "Plot" : "Plots");
      if ((int) p != two && held_escapes > 0)
        _tm_hand_score_add (score, p, -held_escapes, "%" G_GINT64_FORMAT " %s still in hand",
                            held_escapes, held_escapes == 1 ? "Escape" : "Escapes");
    }

  /* The completed Escape or Plot is in play, not in a hand. */
  if (!_tm_score_check_total (plots + g_str_equal (result, "plot"), deck->plots, "Plots", error) ||
      !_tm_score_check_total (escapes + g_str_equal (result, "escape"), deck->escapes,
                              "Escapes", error))
    return FALSE;

  if (outcome == NULL)
    {
      _tm_hand_score_set_all_unknown (score);
      return TRUE;
    }

  if (g_str_equal (result, "escape") && escapee == six)
    {
      _tm_hand_score_add (score, escapee, 2, "Escaped as Number 6");
      if (two >= 0)
        _tm_hand_score_add (score, two, -2, "Number 6 escaped");
    }
  else if (g_str_equal (result, "escape"))
    {
      _tm_hand_score_add (score, escapee, 2, "Escaped");
      if (two >= 0)
        _tm_hand_score_add (score, two, -1, "%s escaped", tm_scorer_get_player_name (scorer, escapee));
    }
  else if (g_str_equal (result, "plot"))
    {
      _tm_hand_score_add (score, two, 2, "Plot succeeded");
      if (six >= 0)
        _tm_hand_score_add (score, six, -2, "Number 2's Plot succeeded");
    }

  if (one >= 0)
    _tm_hand_score_add (score, one, 1, "Held Number One");

  for (guint p = 0; p < n; p++)
    if (entries[p] == NULL)
      _tm_hand_score_set_unknown (score, p);

  return TRUE;
}

static gboolean
prisoner_is_over (TmScorer           *scorer,
                  TmHandScore * const *hands,
                  guint               n_hands,
                  const guint        *side_of,
                  TmStandings        *standings)
{
  if (_tm_scorer_option_enabled (scorer, "one-hand"))
    return standings->n_hands >= 1;

  if (_tm_scorer_option_enabled (scorer, "target-score"))
    {
      gint64 target = _tm_scorer_option_number (scorer, "target-score");

      /* Totals can fall as well as rise: five rounds at most. */
      return _tm_score_first_reaching (hands, n_hands, side_of, standings->n_sides, target) >= 0 ||
             standings->n_hands >= 5 * prisoner_hands_per_round (tm_scorer_get_n_players (scorer));
    }

  return _tm_score_over_after_rounds (scorer, standings->n_hands);
}

static const TmScoreRules prisoner_rules = {
  .game_id = "prisoner",
  .decks = (const char * const[]) { "prisoner-info", NULL },
  .hands_per_round = prisoner_hands_per_round,
  .default_rounds = 1,
  .entry_fields = prisoner_entry,
  .outcome_fields = prisoner_outcome,
  .field_max = prisoner_field_max,
  .prepare = prisoner_prepare,
  .free_data = g_free,
  .score = prisoner_score,
  .is_over = prisoner_is_over,
};

/**
 * tm_prisoner_score_get_rules:
 *
 * Gets the scoring of Prisoner, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_prisoner_score_get_rules (void)
{
  return &prisoner_rules;
}
