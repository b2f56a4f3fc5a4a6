/* test-games-play.c: virtual play that every registered game must pass
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generic tests of a game module's play rules, run on every game of
 * the registry that has them, the test-only fixture games included, from
 * one loop (test-games.c tests the rest of a module).  Nothing here names
 * a game.
 *
 *  - deck: every card dealt at least as often as its deck says, and once
 *    more after its count is raised in a copy of the deck (or the copy
 *    refused with an error naming its file);
 *  - random: random games checked after every move (invariants, every
 *    legal move accepted and others refused with a rules section that
 *    exists, moves' text, the state's JSON, what each seat may see);
 *  - blind: agents that choose the same move in states that look the same
 *    to their seat;
 *  - hands: 1,000 random games, or one per combination where there are
 *    more (Gitmo's 4,096), with every combination of the play options,
 *    each finished hand turned into entries by the game's rules
 *    (#TmPlayRules.finished_hand) and scored by the game's scorer, which
 *    must find the engine's own points, totals and winners; some go
 *    through a ledger as the app's "add to score sheet" does.
 *
 * TM_TEST_GAMES=N plays N random games per configuration instead of the
 * default few, for a long run; TM_TEST_HAND_GAMES=N plays N games in the
 * hands test instead (fewer than a game's combinations play the rows of a
 * covering array over the options and the table size).
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-test-games.h"

static TmCatalogue *catalogue;

/* Games per configuration of the play tests: a few in CI, more on demand. */
static guint
n_random_games (guint fallback)
{
  const char *env = g_getenv ("TM_TEST_GAMES");

  return env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : fallback;
}

/* ------------------------------------------------------------------------
 * Virtual play
 */

typedef struct
{
  const TmGameModule *module;
  const TmPlayRules  *rules;
  TmRulebook         *rulebook;
  gpointer            scratch;
  gpointer            observation;
  gpointer            sample;
  gpointer            again;
  TmRng               rng;
  guint64             probes;
} Play;

static void
play_init (Play               *play,
           const TmGameModule *module)
{
  g_autoptr(GError) error = NULL;

  play->module = module;
  play->rules = tm_play_rules_load (module->id, &error);
  g_assert_no_error (error);
  g_assert_true (play->rules == module->get_play_rules ());
  play->rulebook = tm_catalogue_get_rulebook (catalogue, module->id, &error);
  g_assert_no_error (error);
  play->scratch = g_malloc (play->rules->state_size);
  play->observation = g_malloc (play->rules->state_size);
  play->sample = g_malloc (play->rules->state_size);
  play->again = g_malloc (play->rules->state_size);
  tm_rng_init (&play->rng, 20240601);
}

static void
play_clear (Play *play)
{
  g_free (play->scratch);
  g_free (play->observation);
  g_free (play->sample);
  g_free (play->again);
}

static gboolean
is_legal (const TmMove *legal,
          guint         n_legal,
          TmMove        move)
{
  for (guint i = 0; i < n_legal; i++)
    if (tm_move_equal (&legal[i], &move))
      return TRUE;
  return FALSE;
}

/* Why a move is refused names a rules section (and ruling) that exist. */
static void
check_refused (Play          *play,
               gconstpointer  state,
               TmMove         move)
{
  TmPlayViolation v = { NULL, NULL, NULL };

  if (play->rules->check_move (state, move, &v))
    g_error ("%s: move %u/%u/%u/%u is accepted but not listed as legal", play->module->id,
             move.kind, move.card, move.target, move.slot);
  g_assert_nonnull (v.section);
  g_assert_nonnull (v.message);
  if (tm_rulebook_lookup_section (play->rulebook, v.section) == NULL)
    g_error ("%s: a refusal names the rules section “%s”, which is not there",
             play->module->id, v.section);
  if (v.ruling != NULL && tm_rulebook_lookup_ruling (play->rulebook, v.ruling) == NULL)
    g_error ("%s: a refusal names the ruling “%s”, which is not there",
             play->module->id, v.ruling);
  play->probes++;
}

/* Every legal move is accepted, listed once and reads back from its text;
 * moves next to the legal ones (one field changed) and small made-up
 * moves are refused unless legal. */
static void
check_moves (Play          *play,
             gconstpointer  state,
             const TmMove  *legal,
             guint          n_legal)
{
  static const TmMove made_up[] = {
    { 0, 0, TM_MOVE_NO_TARGET, 0 }, { 1, 0, TM_MOVE_NO_TARGET, 0 }, { 1, 255, 0, 0 },
    { 2, 1, 0, 0 }, { 3, 2, 1, 0 }, { 4, 3, TM_MOVE_NO_TARGET, 1 }, { 255, 255, 255, 255 },
  };
  const TmPlayRules *rules = play->rules;

  for (guint i = 0; i < n_legal; i++)
    {
      char text[64];
      TmMove back;
      TmMove near[] = { legal[i], legal[i], legal[i], legal[i], legal[i], legal[i] };

      g_assert_true (rules->check_move (state, legal[i], NULL));
      for (guint j = 0; j < i; j++)
        g_assert_false (tm_move_equal (&legal[i], &legal[j]));

      rules->move_to_string (state, legal[i], text, sizeof text);
      g_assert_cmpuint (strlen (text), >, 0);
      g_assert_true (rules->move_from_string (state, text, &back));
      g_assert_true (tm_move_equal (&back, &legal[i]));

      near[0].kind++;
      near[1].card++;
      near[2].card--;
      near[3].target = near[3].target == TM_MOVE_NO_TARGET ? 0 : TM_MOVE_NO_TARGET;
      near[4].target++;
      near[5].slot++;
      for (guint k = 0; k < G_N_ELEMENTS (near); k++)
        if (!is_legal (legal, n_legal, near[k]))
          check_refused (play, state, near[k]);
    }

  for (guint k = 0; k < G_N_ELEMENTS (made_up); k++)
    if (!is_legal (legal, n_legal, made_up[k]))
      check_refused (play, state, made_up[k]);
}

/* The state written as JSON reads back as the same bytes. */
static void
check_json_round_trip (Play               *play,
                       const TmPlayConfig *config,
                       gconstpointer       state)
{
  g_autoptr(JsonNode) node = play->rules->to_json (state);
  g_autoptr(GError) error = NULL;

  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  memset (play->scratch, 0x5a, play->rules->state_size);
  if (!play->rules->from_json (play->scratch, config, json_node_get_object (node), &error))
    g_error ("%s: the state does not read back from its JSON: %s", play->module->id,
             error->message);
  g_assert_cmpmem (play->scratch, play->rules->state_size, state, play->rules->state_size);
}

static void
check_invariants (Play          *play,
                  gconstpointer  state,
                  const char    *what)
{
  g_autoptr(GString) problems = g_string_new (NULL);

  if (play->rules->check_invariants != NULL &&
      !play->rules->check_invariants (state, problems))
    g_error ("%s: %s: %s", play->module->id, what, problems->str);
}

/* What each seat may see: states sampled from its observation are full,
 * consistent states that give back exactly that observation, so nothing
 * that differs between them (the hidden cards) is in it; the seat to
 * move has the same moves in its observation as in the state. */
static void
check_observations (Play          *play,
                    gconstpointer  state,
                    guint          n_players)
{
  const TmPlayRules *rules = play->rules;
  int current = rules->current_player (state);

  for (guint p = 0; p < n_players; p++)
    {
      rules->observe (state, p, play->observation);
      g_assert_cmpint (rules->observer (play->observation), ==, p);

      for (guint k = 0; k < 2; k++)
        {
          rules->sample (play->observation, &play->rng, play->sample);
          g_assert_cmpint (rules->observer (play->sample), ==, -1);
          check_invariants (play, play->sample, "a sampled state");
          rules->observe (play->sample, p, play->again);
          g_assert_cmpmem (play->again, rules->state_size, play->observation, rules->state_size);
        }

      if (current == (int) p)
        {
          TmMove a[TM_MOVE_MAX_LEGAL], b[TM_MOVE_MAX_LEGAL];
          guint na = rules->legal_moves (state, a);
          guint nb = rules->legal_moves (play->observation, b);

          g_assert_cmpmem (a, na * sizeof (TmMove), b, nb * sizeof (TmMove));
        }
    }
}

/* Whose move and whose turn it is, and the stage of a move in stages. */
static void
check_turn (Play          *play,
            gconstpointer  state,
            guint          n_players)
{
  const TmPlayRules *rules = play->rules;
  int current = rules->current_player (state);

  g_assert_cmpint (current, >=, 0);
  g_assert_cmpint (current, <, n_players);
  if (rules->turn_owner != NULL)
    {
      int owner = rules->turn_owner (state);

      g_assert_cmpint (owner, >=, 0);
      g_assert_cmpint (owner, <, n_players);
    }
  if (rules->stage != NULL)
    {
      const char *stage = rules->stage (state);

      g_assert_true (stage == NULL || *stage != '\0');
    }
}

/* Random games with every check after every move, at every table size,
 * with the defaults and with each play option changed. */
static void
test_play_random (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_test_module_game (module);
  g_autoptr(GPtrArray) variants = tm_test_option_variants (game, TM_GAME_PILLAR_PLAY);
  guint n_games = n_random_games (3);
  guint64 total_moves = 0, games = 0;
  Play play = { NULL, };

  play_init (&play, module);
  g_assert_cmpuint (tm_game_get_max_players (game), <=, TM_PLAY_MAX_PLAYERS);
  g_assert_cmpuint (play.rules->n_options, <=, TM_PLAY_MAX_OPTIONS);
  for (guint i = 0; i < play.rules->n_options; i++)
    {
      TmGameOption *option = tm_game_lookup_option (game, play.rules->options[i]);

      g_assert_nonnull (option);
      g_assert_true (tm_game_option_affects (option, TM_GAME_PILLAR_PLAY));
    }

  for (guint v = 0; v < variants->len; v++)
    for (guint g = 0; g < n_games; g++)
      {
        GVariant *options = g_ptr_array_index (variants, v);
        guint range = tm_game_get_max_players (game) - tm_game_get_min_players (game) + 1;
        guint n_players = tm_game_get_min_players (game) + (g + v) % range;
        guint64 seed = 1000 * v + g;
        g_autoptr(GError) error = NULL;
        g_autoptr(TmPlayState) state = NULL;
        TmPlayConfig config = { 0, };
        gconstpointer raw;
        guint n_moves = 0;

        config.n_players = n_players;
        config.seed = seed;
        g_assert_true (tm_play_rules_set_options (play.rules, options, &config, &error));
        g_assert_no_error (error);
        state = tm_play_state_new (module->id, n_players, seed, options, &error);
        g_assert_no_error (error);
        raw = tm_play_state_peek_data (state);

        while (!tm_play_state_get_is_terminal (state))
          {
            TmMove moves[TM_MOVE_MAX_LEGAL];
            guint n;

            check_invariants (&play, raw, "during play");
            check_turn (&play, raw, n_players);
            n = tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves));
            g_assert_cmpuint (n, >, 0);
            g_assert_cmpuint (n, <=, TM_MOVE_MAX_LEGAL);
            check_moves (&play, raw, moves, n);
            check_json_round_trip (&play, &config, raw);
            check_observations (&play, raw, n_players);

            if (!tm_play_state_apply_move (state, &moves[tm_rng_below (&play.rng, n)], &error))
              g_error ("%s: a legal move is refused: %s", module->id, error->message);
            n_moves++;
            g_assert_cmpuint (n_moves, <, 100000);
            if (play.rules->max_moves > 0)
              g_assert_cmpuint (n_moves, <=, play.rules->max_moves);
          }

        /* The end: no moves, winners share 1, the state as JSON and as a
         * saved game that replays to the same state. */
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          double values[TM_PLAY_MAX_PLAYERS], sum = 0;
          g_autoptr(JsonNode) saved = NULL;
          g_autoptr(TmPlayState) replayed = NULL;

          check_invariants (&play, raw, "at the end");
          if (play.rules->turn_owner != NULL)
            g_assert_cmpint (play.rules->turn_owner (raw), ==, TM_PLAYER_TERMINAL);
          g_assert_cmpuint (tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves)),
                            ==, 0);
          tm_play_state_get_returns (state, values);
          for (guint p = 0; p < n_players; p++)
            {
              g_assert_cmpfloat (values[p], >=, 0);
              g_assert_cmpfloat (values[p], <=, 1);
              sum += values[p];
            }
          if (n_players > 1)
            g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
          check_json_round_trip (&play, &config, raw);

          saved = tm_play_state_save_game (state);
          replayed = tm_play_state_new_from_json (saved, &error);
          g_assert_no_error (error);
          g_assert_cmpmem (tm_play_state_peek_data (replayed), play.rules->state_size,
                           raw, play.rules->state_size);
        }
        total_moves += n_moves;
        games++;
      }

  g_test_message ("%s: %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " moves, "
                  "%" G_GUINT64_FORMAT " refused moves checked",
                  module->id, games, total_moves, play.probes);
  g_assert_cmpuint (play.probes, >, 0);
  play_clear (&play);
}

/* An entry or outcome holds only fields the scorer declares and asks
 * for at this table with these options. */
static void
check_declared (TmScorer   *scorer,
                GVariant   *breakdown,
                gboolean    outcome,
                const char *game_id)
{
  GVariantIter iter;
  const char *id;
  GVariant *value;

  g_assert_true (g_variant_is_of_type (breakdown, G_VARIANT_TYPE_VARDICT));
  g_variant_iter_init (&iter, breakdown);
  while (g_variant_iter_next (&iter, "{&sv}", &id, &value))
    {
      const TmScoreField *field = tm_scorer_lookup_field (scorer, id);
      gboolean found = FALSE;
      guint n = outcome ? tm_scorer_get_n_outcome_fields (scorer)
                        : tm_scorer_get_n_entry_fields (scorer);

      for (guint i = 0; i < n; i++)
        found |= (outcome ? tm_scorer_get_outcome_field (scorer, i)
                          : tm_scorer_get_entry_field (scorer, i)) == field;
      if (field == NULL || !found || !tm_scorer_field_applies (scorer, field))
        g_error ("%s: a finished hand gives “%s”, which is not a field the scorer asks for",
                 game_id, id);
      g_assert_true (g_variant_is_of_type (value, tm_score_field_get_value_type (field)));
      g_variant_unref (value);
    }
}

/* The sides a game on the computer is played in: with the game's teams
 * option on at a table that allows teams, partners sit so that the teams
 * alternate (seat p with seat p + n/2, teams of two), as play seats them;
 * otherwise every seat is a side of its own.  Returns the number of sides. */
static guint
play_sides (TmGame   *game,
            GVariant *options,
            guint     n_players,
            guint    *side_of)
{
  const char *teams = tm_game_get_teams_option (game);

  if (teams != NULL && n_players % 2 == 0 && tm_game_get_teams_possible (game, n_players) &&
      tm_game_options_get_on (game, options, teams))
    {
      for (guint p = 0; p < n_players; p++)
        side_of[p] = p % (n_players / 2);
      return n_players / 2;
    }
  for (guint p = 0; p < n_players; p++)
    side_of[p] = p;
  return n_players;
}

/* One finished hand, as the engine counted it, against the scorer: the
 * points of the hand, the totals, whether the game is over and who won. */
static gboolean
check_hand (const char              *game_id,
            TmScorer                *scorer,
            const TmPlayHandRecord  *record,
            GPtrArray               *hands,
            guint                    n_players,
            const guint             *side_of,
            guint                    n_sides,
            const int               *totals,
            gboolean                 over,
            const double            *returns)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmStandings) standings = NULL;
  TmHandScore *score;

  g_assert_cmpuint (record->number, ==, hands->len + 1);
  if (record->outcome != NULL)
    check_declared (scorer, record->outcome, TRUE, game_id);
  for (guint p = 0; p < n_players; p++)
    check_declared (scorer, record->entries[p], FALSE, game_id);

  score = tm_scorer_score_hand (scorer, record->outcome, record->entries, &error);
  if (score == NULL)
    g_error ("%s: hand %u: the scorer refuses the finished hand: %s", game_id, record->number,
             error->message);
  g_ptr_array_add (hands, score);
  g_assert_true (tm_hand_score_is_complete (score));
  for (guint p = 0; p < n_players; p++)
    if (tm_hand_score_get_points (score, p) != record->points[p])
      g_error ("%s: hand %u, seat %u: the scorer counts %" G_GINT64_FORMAT " points, "
               "play %d", game_id, record->number, p, tm_hand_score_get_points (score, p),
               record->points[p]);

  standings = tm_scorer_decide (scorer, (TmHandScore * const *) hands->pdata, hands->len,
                                side_of, n_sides);
  for (guint p = 0; p < n_players; p++)
    {
      int side_total = 0;

      for (guint q = 0; q < n_players; q++)
        if (side_of[q] == side_of[p])
          side_total += totals[q];
      if (tm_standings_get_total (standings, side_of[p]) != side_total)
        g_error ("%s: after hand %u, seat %u: the scorer's total is %" G_GINT64_FORMAT ", "
                 "play's %d", game_id, record->number, p,
                 tm_standings_get_total (standings, side_of[p]), side_total);
    }
  if (tm_standings_is_finished (standings) != over)
    g_error ("%s: after hand %u the scorer says the game is %s, play that it is %s", game_id,
             record->number, tm_standings_is_finished (standings) ? "over" : "not over",
             over ? "over" : "not over");
  for (guint p = 0; over && p < n_players; p++)
    if (tm_standings_is_winner (standings, side_of[p]) != (returns[p] > 0))
      g_error ("%s: after hand %u, seat %u %s by the scorer but %s by play", game_id,
               record->number, p,
               tm_standings_is_winner (standings, side_of[p]) ? "wins" : "loses",
               returns[p] > 0 ? "wins" : "loses");

  for (guint s = 0; s < n_sides; s++)
    if (tm_standings_in_playoff (standings, s))
      return TRUE;
  return FALSE;
}

static void
clear_record (TmPlayHandRecord *record)
{
  for (guint p = 0; p < TM_PLAY_MAX_PLAYERS; p++)
    g_clear_pointer (&record->entries[p], g_variant_unref);
  g_clear_pointer (&record->outcome, g_variant_unref);
}

/* The same game once more, through the app's path: each finished hand as
 * a #TmPlayHand, put in a score sheet (a #TmLedger), whose hands, dealers,
 * totals and winners must be the engine's. */
static void
check_ledger (const TmGameModule *module,
              guint               n_players,
              guint64             seed,
              GVariant           *options,
              TmRng              *rng)
{
  g_auto(GStrv) names = tm_test_player_names (n_players);
  g_autoptr(TmPlayState) state = tm_play_state_new (module->id, n_players, seed, options, NULL);
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(GError) error = NULL;
  guint side_of[TM_PLAY_MAX_PLAYERS];
  guint n_sides = play_sides (tm_test_module_game (module), options, n_players, side_of);
  guint n_hands = 0;

  ledger = tm_ledger_new (catalogue, module->id, (const char * const *) names, &error);
  g_assert_no_error (error);
  while (!tm_play_state_get_is_terminal (state))
    {
      g_autoptr(TmPlayState) before = tm_play_state_copy (state);
      g_autoptr(TmPlayHand) hand = NULL;
      TmMove moves[TM_MOVE_MAX_LEGAL];
      guint n = tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves));
      TmLedgerHand *row;
      TmStandings *standings;

      g_assert_true (tm_play_state_apply_move (state, &moves[tm_rng_below (rng, n)], NULL));
      hand = tm_play_hand_new_finished (before, state);
      if (hand == NULL)
        continue;

      g_assert_cmpstr (tm_play_hand_get_game_id (hand), ==, module->id);
      g_assert_cmpuint (tm_play_hand_get_n_players (hand), ==, n_players);
      g_assert_cmpuint (tm_play_hand_get_number (hand), ==, ++n_hands);
      g_assert_cmpint (tm_play_hand_get_game_over (hand), ==,
                       tm_play_state_get_is_terminal (state));
      if (n_hands == 1)
        {
          tm_ledger_set_options (ledger, tm_play_hand_get_options (hand));
          if (tm_play_hand_get_dealer (hand) >= 0)
            tm_ledger_set_first_dealer (ledger, tm_play_hand_get_dealer (hand));
          for (guint p = 0; n_sides < n_players && p < n_players; p++)
            tm_ledger_set_player_team (ledger, p, side_of[p]);
        }
      if (!tm_ledger_append_hand (ledger, tm_play_hand_get_outcome (hand),
                                  tm_play_hand_get_entries (hand), NULL, &error))
        g_error ("%s: the score sheet refuses hand %u: %s", module->id, n_hands, error->message);

      row = tm_ledger_get_hand (ledger, n_hands - 1);
      g_assert_true (tm_ledger_hand_get_complete (row));
      if (tm_play_hand_get_dealer (hand) >= 0)
        g_assert_cmpuint (tm_ledger_hand_get_dealer (row), ==, tm_play_hand_get_dealer (hand));
      standings = tm_ledger_get_standings (ledger);
      g_assert_cmpint (tm_ledger_get_finished (ledger), ==, tm_play_hand_get_game_over (hand));
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpint (tm_hand_score_get_points (tm_ledger_hand_get_score (row), p), ==,
                           tm_play_hand_get_points (hand, p));
          guint side = tm_ledger_get_side_of (ledger, p);
          gint64 side_total = 0;

          for (guint q = 0; q < n_players; q++)
            if (side_of[q] == side_of[p])
              side_total += tm_play_hand_get_total (hand, q);
          g_assert_cmpint (tm_standings_get_total (standings, side), ==, side_total);
          g_assert_cmpint (tm_standings_is_winner (standings, side), ==,
                           tm_play_hand_is_winner (hand, p));
        }
    }
  g_assert_cmpuint (n_hands, >, 0);
}

/* Every pair of factors takes every pair of their values together in
 * some row: checked by brute force, apart from how the rows were made. */
static void
check_pairs_covered (GArray      *rows,
                     const guint *radices,
                     guint        n_factors)
{
  guint n_rows = rows->len / n_factors;

  for (guint i = 0; i < n_factors; i++)
    for (guint j = i + 1; j < n_factors; j++)
      for (guint a = 0; a < radices[i]; a++)
        for (guint b = 0; b < radices[j]; b++)
          {
            gboolean found = FALSE;

            for (guint r = 0; r < n_rows && !found; r++)
              found = g_array_index (rows, guint, r * n_factors + i) == a &&
                      g_array_index (rows, guint, r * n_factors + j) == b;
            if (!found)
              g_error ("factors %u and %u never take values %u and %u together", i, j, a, b);
          }
}

/* Every combination is played, and every value of every option at every
 * table size: checked by brute force, apart from how the games were
 * chosen. */
static void
check_sizes_spread (GArray *combination,
                    GArray *players,
                    GArray *radices,
                    guint   min,
                    guint   range)
{
  guint n_factors = radices->len + 1;
  g_autoptr(GArray) all = g_array_copy (radices);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *played = NULL;
  guint n_combinations = 1;

  g_array_append_val (all, range);
  for (guint i = 0; i < radices->len; i++)
    n_combinations *= g_array_index (radices, guint, i);
  played = g_new0 (gboolean, n_combinations);
  for (guint g = 0; g < combination->len; g++)
    {
      guint rest = g_array_index (combination, guint, g);
      guint size = g_array_index (players, guint, g) - min;

      played[rest] = TRUE;
      for (guint i = 0; i < radices->len; i++)
        {
          guint value = rest % g_array_index (radices, guint, i);

          g_array_append_val (rows, value);
          rest /= g_array_index (radices, guint, i);
        }
      g_array_append_val (rows, size);
    }
  for (guint c = 0; c < n_combinations; c++)
    if (!played[c])
      g_error ("option combination %u is never played", c);
  check_pairs_covered (rows, (guint *) all->data, n_factors);
}

/* The games of the hands test: every combination of the options play
 * reads (at least one game each), or, when TM_TEST_HAND_GAMES asks for
 * fewer games than there are combinations, rows of a covering array over
 * the options and the table size, in which every three of them (and as
 * many more as the games allow) take every combination of their values
 * together.  A combination's table size is the sum of its options' values
 * plus the round (how many times every combination was played before),
 * modulo the number of table sizes: each table size meets each value of
 * every option, and in later rounds each combination meets every table
 * size.  @combination and @players get a game's options (an index into
 * @combinations) and table size. */
static guint
hands_games (TmGame    *game,
             GPtrArray *combinations,
             guint      n_games,
             GArray    *combination,
             GArray    *players)
{
  g_autoptr(GArray) radices = tm_test_option_radices (game, TM_GAME_PILLAR_PLAY);
  g_autoptr(GArray) rows = NULL;
  guint min = tm_game_get_min_players (game);
  guint range = tm_game_get_max_players (game) - min + 1;
  guint n_factors, strength;

  if (combinations->len <= n_games)
    {
      for (guint g = 0; g < n_games; g++)
        {
          guint c = g % combinations->len;
          guint sum = g / combinations->len, n;

          for (guint i = 0, rest = c; i < radices->len; i++)
            {
              sum += rest % g_array_index (radices, guint, i);
              rest /= g_array_index (radices, guint, i);
            }
          n = min + sum % range;

          g_array_append_val (combination, c);
          g_array_append_val (players, n);
        }
      check_sizes_spread (combination, players, radices, min, range);
      return 0;
    }

  g_array_append_val (radices, range);
  n_factors = radices->len;
  rows = tm_test_covering_rows ((guint *) radices->data, n_factors, n_games, 4242, &strength);
  g_assert_cmpuint (strength, >=, MIN (3, n_factors));
  check_pairs_covered (rows, (guint *) radices->data, n_factors);
  for (guint r = 0; r < rows->len / n_factors; r++)
    {
      const guint *row = &g_array_index (rows, guint, r * n_factors);
      guint c = 0, n = min + row[n_factors - 1];

      for (int i = (int) n_factors - 2; i >= 0; i--)
        c = c * g_array_index (radices, guint, i) + row[i];
      g_assert_cmpuint (c, <, combinations->len);
      g_array_append_val (combination, c);
      g_array_append_val (players, n);
    }
  return strength;
}

/* Random games with the options play reads (every combination, or when
 * TM_TEST_HAND_GAMES asks for fewer games every few of them together, see
 * hands_games()), at every table size: each finished hand's entries
 * through the scorer give the engine's points, totals and winners.  Played
 * on the rules' flat states for speed; twenty of the games also through
 * TmPlayHand and a ledger. */
static void
test_play_hands (gconstpointer data)
{
  const TmGameModule *module = data;
  const TmPlayRules *rules = tm_play_rules_lookup (module->id);
  TmGame *game = tm_test_module_game (module);
  g_autoptr(GPtrArray) combinations = tm_test_option_combinations (game, TM_GAME_PILLAR_PLAY);
  g_autoptr(GArray) combination = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) players = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *env = g_getenv ("TM_TEST_HAND_GAMES");
  guint n_games = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10)
                              : MAX (1000, combinations->len);
  g_autofree gpointer before = g_malloc (rules->state_size);
  g_autofree gpointer after = g_malloc (rules->state_size);
  guint64 total_hands = 0, total_moves = 0, playoffs = 0;
  g_autofree char *covered = NULL;
  guint ledger_every, strength;
  TmRng rng;

  g_assert_nonnull (rules->finished_hand);
  tm_rng_init (&rng, 4242);
  strength = hands_games (game, combinations, MAX (n_games, 1), combination, players);
  n_games = combination->len;
  ledger_every = MAX (n_games / 20, 1);
  for (guint g = 0; g < n_games; g++)
    {
      GVariant *options = g_ptr_array_index (combinations, g_array_index (combination, guint, g));
      guint n_players = g_array_index (players, guint, g);
      guint64 seed = 90000 + g;
      g_auto(GStrv) names = tm_test_player_names (n_players);
      g_autoptr(GPtrArray) hands = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_hand_score_unref);
      guint side_of[TM_PLAY_MAX_PLAYERS];
      guint n_sides = play_sides (game, options, n_players, side_of);
      g_autoptr(TmScorer) scorer = NULL;
      g_autoptr(GError) error = NULL;
      TmPlayConfig config = { 0, };
      gboolean ended = FALSE;

      config.n_players = n_players;
      config.seed = seed;
      g_assert_true (tm_play_rules_set_options (rules, options, &config, &error));
      scorer = tm_scorer_new (catalogue, module->id, (const char * const *) names,
                              options, &error);
      g_assert_no_error (error);

      rules->init (after, &config);
      while (rules->current_player (after) != TM_PLAYER_TERMINAL)
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          guint n = rules->legal_moves (after, moves);
          TmMove move = moves[tm_rng_below (&rng, n)];
          TmPlayHandRecord record = { 0, };

          memcpy (before, after, rules->state_size);
          rules->apply_move (after, move);
          total_moves++;
          ended = rules->finished_hand (before, move, after, &record);
          if (ended)
            {
              int totals[TM_PLAY_MAX_PLAYERS] = { 0, };
              double returns[TM_PLAY_MAX_PLAYERS] = { 0, };
              gboolean over = rules->current_player (after) == TM_PLAYER_TERMINAL;

              rules->scores (after, totals);
              rules->returns (after, returns);
              playoffs += check_hand (module->id, scorer, &record, hands, n_players, side_of,
                                      n_sides, totals, over, returns);
              clear_record (&record);
              total_hands++;
            }
        }
      /* The move that ends the game ends a hand. */
      g_assert_true (ended);

      if (g % ledger_every == 0)
        check_ledger (module, n_players, seed, options, &rng);
    }

  covered = strength > 0
            ? g_strdup_printf ("every combination of any %u of the options and the table size",
                              strength)
            : g_strdup ("each played");
  g_test_message ("%s: %u games, %u option combinations (%s), %" G_GUINT64_FORMAT
                  " hands (%" G_GUINT64_FORMAT " leaving a play-off), %" G_GUINT64_FORMAT " moves",
                  module->id, n_games, combinations->len, covered, total_hands, playoffs,
                  total_moves);
}

/* The proof that an agent never reads a hidden card: it chooses the same
 * move in the real state and in a state that differs in the hidden cards
 * but looks the same to its seat. */
static void
test_play_blind (gconstpointer data)
{
  static const char * const specs[] = { "random", "heuristic", "ismcts:easy" };
  const TmGameModule *module = data;
  const TmPlayRules *rules = tm_play_rules_lookup (module->id);
  TmGame *game = tm_test_module_game (module);
  guint min = tm_game_get_min_players (game), max = tm_game_get_max_players (game);
  guint positions = n_random_games (3);
  guint differed = 0, compared = 0;
  TmRng rng;

  tm_rng_init (&rng, 77);
  for (guint a = 0; a < G_N_ELEMENTS (specs); a++)
    {
      g_autoptr(TmAgent) agent = tm_agent_new (specs[a], NULL);

      g_assert_nonnull (agent);
      tm_agent_set_seed (agent, 5);
      if (TM_IS_AGENT_ISMCTS (agent))
        tm_agent_ismcts_set_iterations (TM_AGENT_ISMCTS (agent), 200);

      for (guint g = 0; g < positions; g++)
        {
          guint n_players = min + g % (max - min + 1);
          g_autoptr(TmPlayState) state = tm_play_state_new (module->id, n_players, 300 + g,
                                                            NULL, NULL);
          g_autofree gpointer observation = g_malloc (rules->state_size);
          g_autofree gpointer other = g_malloc (rules->state_size);
          guint n_moves = 1 + tm_rng_below (&rng, 12);

          for (guint i = 0; i < n_moves && !tm_play_state_get_is_terminal (state); i++)
            {
              TmMove moves[TM_MOVE_MAX_LEGAL];
              guint n = tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);

              g_assert_true (tm_play_state_apply_move (state, &moves[tm_rng_below (&rng, n)],
                                                       NULL));
            }
          if (tm_play_state_get_is_terminal (state))
            continue;

          rules->observe (tm_play_state_peek_data (state),
                          tm_play_state_get_current_player (state), observation);
          for (guint k = 0; k < 3; k++)
            {
              g_autoptr(TmPlayState) twin = tm_play_state_copy (state);
              g_autoptr(GError) error = NULL;
              TmMove mine, theirs;

              rules->sample (observation, &rng, other);
              memcpy ((gpointer) tm_play_state_peek_data (twin), other, rules->state_size);
              differed += memcmp (other, tm_play_state_peek_data (state), rules->state_size) != 0;

              g_assert_true (tm_agent_choose_move (agent, state, NULL, &mine, &error));
              g_assert_no_error (error);
              g_assert_true (tm_agent_choose_move (agent, twin, NULL, &theirs, &error));
              g_assert_no_error (error);
              if (!tm_move_equal (&mine, &theirs))
                g_error ("%s: %s chose another move in a state that looks the same to it",
                         module->id, specs[a]);
              compared++;
            }
        }
    }

  g_test_message ("%s: %u choices compared, %u in states with other hidden cards",
                  module->id, compared, differed);
  g_assert_cmpuint (compared, >, 0);
  g_assert_cmpuint (differed, >, 0);
}

/* ------------------------------------------------------------------------
 * The play rules' cards are the decks'
 */

/* Counts the strings of a JSON tree that are ids of the game's cards. */
static void
count_card_ids (JsonNode   *node,
                GHashTable *cards,
                GHashTable *counts)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, NULL, &member))
        count_card_ids (member, cards, counts);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        count_card_ids (json_array_get_element (array, i), cards, counts);
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_autofree char *text = g_strdup (json_node_get_string (node));
      char *copy = strchr (text, '#');
      gpointer id;

      /* The Nth copy of a card may be written `id#N` (Gitmo). */
      if (copy != NULL)
        *copy = '\0';
      /* Counted under the card's own id, which outlives the JSON. */
      if (g_hash_table_lookup_extended (cards, text, &id, NULL))
        g_hash_table_insert (counts, id,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, id)) + 1));
    }
}

/* How many times each card is dealt in a new game: the card ids in the
 * full state's JSON.  Keys are the ids of @cards. */
static GHashTable *
count_dealt (const TmGameModule *module,
             GHashTable         *cards)
{
  TmGame *game = tm_test_module_game (module);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = tm_play_state_new (module->id, tm_game_get_min_players (game),
                                                    1, NULL, &error);
  g_autoptr(JsonNode) json = NULL;
  GHashTable *counts = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_no_error (error);
  json = tm_play_state_to_json (state);
  count_card_ids (json, cards, counts);
  return counts;
}

/* A deck file's text with one card's count changed. */
static GBytes *
deck_with_count (TmDeck     *deck,
                 const char *card_id,
                 guint       count)
{
  g_autofree char *name = g_strdup_printf ("decks/%s.json", tm_deck_get_id (deck));
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  char *text;

  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL && bytes == NULL; m++)
    {
      g_autofree char *path = tm_game_module_dup_resource_path (*m, name);

      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
    }
  g_assert_nonnull (bytes);
  json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                              &error);
  g_assert_no_error (error);

  array = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "cards");
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *card = json_array_get_object_element (array, i);

      if (g_str_equal (json_object_get_string_member (card, "id"), card_id))
        json_object_set_int_member (card, "count", count);
    }
  text = json_to_string (json_parser_get_root (parser), FALSE);
  return g_bytes_new_take (text, strlen (text));
}

/* Every card that play deals is dealt at least as many times as its deck
 * says; and with a card's count raised by one in a copy of its deck, the
 * rules either deal one more of it or refuse the deck with an error that
 * names its file.  A card table written in C instead of read from the
 * deck fails here. */
static void
test_play_deck (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_test_module_game (module);
  const char * const *ids = tm_game_get_deck_ids (game);
  const TmPlayRules *rules = tm_play_rules_lookup (module->id);
  g_autoptr(GHashTable) cards = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) dealt = NULL;
  g_autoptr(GPtrArray) shipped = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;
  guint dealt_again = 0, refused = 0;

  for (guint d = 0; ids[d] != NULL; d++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, ids[d], NULL);

      g_ptr_array_add (shipped, deck);
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (deck)); i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);

          g_hash_table_insert (cards, (gpointer) tm_card_get_id (card), card);
        }
    }
  g_ptr_array_add (shipped, NULL);

  dealt = count_dealt (module, cards);
  g_assert_cmpuint (g_hash_table_size (dealt), >, 0);
  g_hash_table_iter_init (&iter, dealt);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      TmCard *card = g_hash_table_lookup (cards, key);

      /* At least: a state may name a card in other places too, such as
       * what ended the last hand. */
      g_test_message ("%s: named %u times", (char *) key, GPOINTER_TO_UINT (value));
      g_assert_cmpuint (GPOINTER_TO_UINT (value), >=, tm_card_get_count (card));
    }

  g_hash_table_iter_init (&iter, dealt);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      TmCard *card = g_hash_table_lookup (cards, key);
      guint count = tm_card_get_count (card) + 1;
      g_autoptr(GPtrArray) decks = g_ptr_array_new_null_terminated (0, g_object_unref, TRUE);
      g_autoptr(GError) error = NULL;
      const char *filename = NULL;

      for (guint d = 0; ids[d] != NULL; d++)
        {
          TmDeck *deck = g_ptr_array_index (shipped, d);

          if (g_str_equal (tm_deck_get_id (deck), tm_card_get_deck_id (card)))
            {
              g_autoptr(GBytes) bytes = deck_with_count (deck, key, count);

              filename = tm_deck_get_filename (deck);
              deck = tm_deck_new_from_bytes (bytes, filename, tm_catalogue_get_effects (catalogue),
                                             &error);
              g_assert_no_error (error);
            }
          else
            g_object_ref (deck);
          g_ptr_array_add (decks, deck);
        }

      if (tm_play_rules_prepare (rules, (TmDeck * const *) decks->pdata, &error))
        {
          g_autoptr(GHashTable) again = count_dealt (module, cards);

          /* One more of the card, all dealt. */
          g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (again, key)), ==,
                            GPOINTER_TO_UINT (g_hash_table_lookup (dealt, key)) + 1);
          dealt_again++;
        }
      else
        {
          g_test_message ("%s ×%u refused: %s", (char *) key, count, error->message);
          g_assert_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID);
          g_assert_true (g_str_has_prefix (error->message, filename));
          refused++;
        }
      g_clear_error (&error);
      g_assert_true (tm_play_rules_prepare (rules, (TmDeck * const *) shipped->pdata, &error));
      g_assert_no_error (error);
    }
  g_test_message ("%u cards dealt with a count changed, %u refused", dealt_again, refused);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tm_init ();

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);

  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
    {
      const TmGameModule *module = *m;

      if (module->get_play_rules != NULL)
        {
          g_autofree char *random = g_strdup_printf ("/games/%s/play/random", module->id);
          g_autofree char *blind = g_strdup_printf ("/games/%s/play/blind", module->id);
          g_autofree char *hands = g_strdup_printf ("/games/%s/play/hands", module->id);
          g_autofree char *deck = g_strdup_printf ("/games/%s/play/deck", module->id);

          g_test_add_data_func (deck, module, test_play_deck);
          g_test_add_data_func (random, module, test_play_random);
          g_test_add_data_func (blind, module, test_play_blind);
          g_test_add_data_func (hands, module, test_play_hands);
        }
    }

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
