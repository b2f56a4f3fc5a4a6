/* tm-scores-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-game.h"

/* The forms of the score sheet, one table per game: which values a hand
 * has (the breakdown of docs/score-json.md) and which of the game's
 * options change its scoring.  The scoring itself, and every check of
 * what the cards allow, is the engine's (TmScorer). */

/* The cards that may sit on a Gitmo run, then the deck of each (their
 * names come from the decks); "" is no card, and Gitmo to Scotus clear
 * the run's Traitors. */
static const char * const gitmo_run_cards[] = {
  "", "gitmo", "justice", "tribunal", "grand-jury", "scotus",
  "trump", "jesus-saves", "truth", "deep-state",
  "", "gitmo-basic", "gitmo-specialops", "gitmo-specialops", "gitmo-specialops",
  "gitmo-specialops", "gitmo-basic", "gitmo-specialops", "gitmo-specialops", "gitmo-specialops",
  NULL
};

static const TmScoresField gitmo_entry[] = {
  { "patriots", TM_SCORES_FIELD_COUNT, N_("_Patriots"), N_("Not in a run below: +1 each"), 24 },
  { "traitors", TM_SCORES_FIELD_COUNT, N_("_Traitors"), N_("Not in a run below: −1 each"), 0 },
  { "cleared_traitors", TM_SCORES_FIELD_COUNT, N_("_Cleared Traitors"),
    N_("A shortcut for runs with a clearing card: 0"), 0 },
  { "runs", TM_SCORES_FIELD_RUNS, N_("_Add Run"),
    N_("Each run's Patriots and Traitors, and the card it holds; Gitmo, Justice, "
       "Tribunal, Grand Jury and Scotus clear its Traitors"), 24, NULL, NULL,
    gitmo_run_cards },
  { "whistleblower", TM_SCORES_FIELD_FLAG, N_("_Whistleblower"), N_("+10") },
  { "jesus_saves", TM_SCORES_FIELD_FLAG, N_("_Jesus Saves"), N_("+12") },
  { "special_ops", TM_SCORES_FIELD_CARD_POINTS, N_("Other _Special Ops points"),
    N_("Cards kept that are not picked below, as their printed points"),
    .deck = "gitmo-specialops" },
  { NULL }
};

static const TmScoresOption gitmo_options[] = {
  { "partners" },
  { NULL }
};

static const TmScoresField freeo_entry[] = {
  { "went_out", TM_SCORES_FIELD_FLAG, N_("Went _out"), N_("Scores 0") },
  { "captured", TM_SCORES_FIELD_COUNT, N_("_Captured"), N_("You Are Captured, +5 each"), 6 },
  { "seek", TM_SCORES_FIELD_COUNT, N_("_Seek and Match"), N_("+2 each"), 0 },
  { "draw", TM_SCORES_FIELD_COUNT, N_("_Draw A Card"), N_("+1 each"), 0 },
  { "wild", TM_SCORES_FIELD_COUNT, N_("_Wild"), N_("FREE-O Wild, −1 each"), 0 },
  { NULL }
};

static const TmScoresOption freeo_options[] = {
  { "target-score", TRUE, 60, 10, 500, N_("_Target score") },
  { "playoff-hand" },
  { NULL }
};

static const TmScoresField captured_entry[] = {
  { "traitors", TM_SCORES_FIELD_COUNT, N_("_Traitors"), N_("+1 each"), 0 },
  { "special_ops", TM_SCORES_FIELD_CARD_POINTS, N_("_Special Ops points"),
    N_("The printed points of the Special Ops cards kept") },
  { "whistleblower", TM_SCORES_FIELD_FLAG, N_("_Whistleblower"), N_("+10") },
  { "trump", TM_SCORES_FIELD_FLAG, N_("T_rump"), N_("Negative cards count 0"), 0, "keep-trump" },
  { NULL }
};

static const TmScoresOption captured_options[] = {
  { "keep-trump" },
  { "smaller-bonus", TRUE, 50, 1, 1000, N_("_Bonus for most Traitors") },
  { NULL }
};

static const char * const prisoner_results[] = {
  "none", "escape", "plot",
  N_("Nobody escaped, no plot"), N_("An escape"), N_("A plot"),
  NULL
};

static const TmScoresField prisoner_outcome[] = {
  { "number_two", TM_SCORES_FIELD_PLAYER, N_("Number _2"), NULL },
  { "number_six", TM_SCORES_FIELD_PLAYER, N_("Number _6"), NULL },
  { "number_one", TM_SCORES_FIELD_PLAYER, N_("Number _1"), NULL },
  { "result", TM_SCORES_FIELD_CHOICE, N_("_Result"), NULL, 0, NULL, NULL, prisoner_results },
  { "escapee", TM_SCORES_FIELD_PLAYER, N_("_Escapee"), N_("Who escaped, for an escape") },
  { NULL }
};

static const TmScoresField prisoner_entry[] = {
  { "plots_held", TM_SCORES_FIELD_COUNT, N_("_Plots held"), N_("Unplayed, in hand"), 0 },
  { "escapes_held", TM_SCORES_FIELD_COUNT, N_("_Escapes held"), N_("Unplayed, in hand"), 0 },
  { NULL }
};

static const TmScoresOption prisoner_options[] = {
  { "target-score", TRUE, 5, 1, 100, N_("_Target score") },
  { NULL }
};

static const TmScoresField patriots_entry[] = {
  { "pairs", TM_SCORES_FIELD_COUNT, N_("_Pairs"), N_("+1 each"), 12,
    NULL, NULL, NULL, TM_SCORES_TABLE_GROUP },
  { "turns", TM_SCORES_FIELD_COUNT, N_("_Turns"), N_("To clear the board; fewer is better"), 10000,
    NULL, NULL, NULL, TM_SCORES_TABLE_SOLO },
  { NULL }
};

static const TmScoresField escaped_outcome[] = {
  { "named_by", TM_SCORES_FIELD_PLAYER, N_("_Named the prisoner"), NULL },
  { "out", TM_SCORES_FIELD_PLAYERS, N_("Out"), N_("Accused wrongly") },
  { NULL }
};

static const TmScoresOption escaped_options[] = {
  { "last-player-must-name" },
  { NULL }
};

static const TmScoresField mixer_entry[] = {
  { "correct", TM_SCORES_FIELD_COUNT, N_("_Correct"), N_("Cards won, or correct guesses"), 24 },
  { NULL }
};

static const TmScoresOption mixer_options[] = {
  { "written-guesses" },
  { NULL }
};

static const TmScoresField custom_entry[] = {
  { "points", TM_SCORES_FIELD_POINTS, N_("_Points"), NULL },
  { NULL }
};

static const TmScoresOption custom_options[] = {
  { "target-score", TRUE, 100, 1, 1000000, N_("_Target score"),
    N_("Play to a Target Score"),
    N_("The game ends after the hand in which a total reaches the target") },
  { "lowest-wins", FALSE, 0, 0, 0, NULL,
    N_("Lowest Total Wins"), N_("Otherwise the highest total wins") },
  { NULL }
};

static const TmScoresField no_fields[] = {
  { NULL }
};

static const TmScoresOption no_options[] = {
  { NULL }
};

static const TmScoresGame games[] = {
  { "gitmo", gitmo_entry, no_fields, gitmo_options, TRUE, TRUE },
  { "freeo", freeo_entry, no_fields, freeo_options, FALSE, FALSE },
  { "captured", captured_entry, no_fields, captured_options, FALSE, TRUE },
  { "prisoner", prisoner_entry, prisoner_outcome, prisoner_options, FALSE, TRUE },
  { "patriots", patriots_entry, no_fields, no_options, FALSE, TRUE },
  { "escaped", no_fields, escaped_outcome, escaped_options, FALSE, FALSE },
  { "mixer", mixer_entry, no_fields, mixer_options, FALSE, TRUE },
  { "custom", custom_entry, no_fields, custom_options, FALSE, TRUE },
};

/**
 * tm_scores_game_lookup:
 * @game_id: a game id, or `custom`
 *
 * Finds the forms of a game's score sheet.  A game without its own falls
 * back to plain points.
 *
 * Returns: (transfer none): the description
 */
const TmScoresGame *
tm_scores_game_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i].game_id, game_id))
      return &games[i];

  return &games[G_N_ELEMENTS (games) - 1];
}
