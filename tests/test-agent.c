/* test-agent.c: computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "games/prisoner/tm-prisoner-play.h"

static void
test_spec (void)
{
  const char *good[][2] = {
    { "random", "random" }, { "heuristic", "heuristic" },
    { "ismcts", "ismcts" }, { "ismcts:expert", "ismcts" },
  };
  const char *bad[] = { "genius", "ismcts:godlike", "" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      TmAgent *agent = tm_agent_new (good[i][0], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (tm_agent_get_name (agent), ==, good[i][1]);
      g_assert_finalize_object (agent);
    }
  {
    g_autoptr(TmAgent) agent = tm_agent_new ("ismcts:expert", NULL);

    g_assert_cmpint (tm_agent_get_difficulty (agent), ==, TM_AGENT_DIFFICULTY_EXPERT);
    g_assert_cmpfloat (tm_agent_get_memory (agent), ==, 1.0);
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (tm_agent_new (bad[i], &error));
      g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION);
    }
}

/* Option values as a saved game's JSON gives them. */
static GVariant *
parse_options (const char *game_id,
               const char *json)
{
  g_autoptr(JsonNode) node = json ? json_from_string (json, NULL) : NULL;
  g_autoptr(GError) error = NULL;
  GVariant *values;

  values = tm_game_parse_options (tm_game_module_lookup_game (game_id),
                                  node ? json_node_get_object (node) : NULL, &error);
  g_assert_no_error (error);
  return values;
}

/* Plays a game with the agents, checking each move is legal; returns
 * the final state. */
static TmPlayState *
play_game (const char  *game_id,
           guint        n_players,
           guint64      seed,
           const char  *options,
           TmAgent    **agents)
{
  g_autoptr(GVariant) values = parse_options (game_id, options);
  TmPlayState *state = tm_play_state_new (game_id, n_players, seed, values, NULL);

  while (!tm_play_state_get_is_terminal (state))
    {
      g_autoptr(GError) error = NULL;
      int seat = tm_play_state_get_current_player (state);
      TmMove move;

      g_assert_true (tm_agent_choose_move (agents[seat], state, NULL, &move, &error));
      g_assert_no_error (error);
      g_assert_true (tm_play_state_apply_move (state, &move, &error));
      g_assert_no_error (error);
    }
  return state;
}

static void
test_legal_games (void)
{
  const char *specs[] = { "random", "heuristic", "ismcts:easy" };

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      TmAgent *agents[4];

      for (guint p = 0; p < 4; p++)
        {
          agents[p] = tm_agent_new (specs[(i + p) % G_N_ELEMENTS (specs)], NULL);
          tm_agent_set_seed (agents[p], p);
        }
      for (guint g = 0; g < 3; g++)
        {
          g_autoptr(TmPlayState) a = play_game ("freeo", 2 + g, 10 + g, "{\"one-hand\": true}", agents);
          g_autoptr(TmPlayState) b = play_game ("patriots", 1 + g, 10 + g, NULL, agents);
          g_autoptr(TmPlayState) c = play_game ("prisoner", 2 + g, 10 + g, "{\"one-hand\": true}",
                                                agents);
          g_autoptr(TmPlayState) d = play_game ("prisoner", 2 + g, 20 + g,
                                                "{\"one-hand\": true, \"movement\": true}", agents);
        }
      for (guint p = 0; p < 4; p++)
        g_object_unref (agents[p]);
    }
}

/* The proof that an agent never reads a hidden card: it chooses the same
 * move in the real state and in a state that differs in every hidden
 * card but looks the same to its seat. */
static void
check_blind (const char *game_id,
             guint       n_players,
             const char *spec)
{
  g_autoptr(TmAgent) agent = tm_agent_new (spec, NULL);
  guint differed = 0;
  TmRng rng;

  tm_rng_init (&rng, 77);
  tm_agent_set_seed (agent, 5);

  for (guint g = 0; g < 6; g++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new (game_id, n_players, 300 + g, NULL, NULL);
      const TmPlayRules *rules = tm_play_state_get_rules (state);
      g_autofree gpointer observation = g_malloc (rules->state_size);
      g_autofree gpointer other = g_malloc (rules->state_size);
      guint n_moves = 10 + 7 * g;

      for (guint i = 0; i < n_moves && !tm_play_state_get_is_terminal (state); i++)
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          guint n = tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);

          tm_play_state_apply_move (state, &moves[tm_rng_below (&rng, n)], NULL);
        }
      if (tm_play_state_get_is_terminal (state))
        continue;

      rules->observe (tm_play_state_peek_data (state),
                      tm_play_state_get_current_player (state), observation);
      for (guint k = 0; k < 4; k++)
        {
          g_autoptr(TmPlayState) twin = tm_play_state_copy (state);
          TmMove a, b;

          /* Swap the hidden cards for others that fit the observation. */
          rules->sample (observation, &rng, other);
          memcpy ((gpointer) tm_play_state_peek_data (twin), other, rules->state_size);
          if (memcmp (other, tm_play_state_peek_data (state), rules->state_size) != 0)
            differed++;

          g_assert_true (tm_agent_choose_move (agent, state, NULL, &a, NULL));
          g_assert_true (tm_agent_choose_move (agent, twin, NULL, &b, NULL));
          g_assert_cmpuint (tm_move_to_code (&a), ==, tm_move_to_code (&b));
        }
    }
  g_assert_cmpuint (differed, >, 10);
}

static void
test_never_reads_hidden (void)
{
  check_blind ("freeo", 4, "random");
  check_blind ("freeo", 4, "heuristic");
  check_blind ("freeo", 4, "ismcts:medium");
  check_blind ("patriots", 3, "heuristic:hard");
  check_blind ("patriots", 3, "ismcts:easy");
  check_blind ("prisoner", 4, "random");
  check_blind ("prisoner", 4, "heuristic");
  check_blind ("prisoner", 3, "ismcts:easy");
}

/* Prisoner's Tally Ho cards show parts of hands to some players.  Where a
 * seat has seen some but not all of another hand, or decides another's
 * play under Pulsator, or discards a card it saw with Surveillance, its
 * agents choose the same in every state that looks the same to it: what
 * it saw stays in those states, everything else is swapped. */
static gboolean
reveals (guint card)
{
  return card == TM_PRISONER_ALISON || card == TM_PRISONER_SURVEILLANCE ||
         card == TM_PRISONER_APPRECIATION_DAY || card == TM_PRISONER_THE_GENERAL ||
         card == TM_PRISONER_KOSHO || card == TM_PRISONER_PULSATOR;
}

static gboolean
partly_seen (const TmPrisonerState *s,
             guint                  viewer)
{
  if (s->pulsator_by == viewer && s->pulsator_on == s->turn)
    return TRUE;
  if (s->phase == TM_PRISONER_PHASE_SURVEIL)
    return TRUE;
  for (guint o = 0; o < s->n_players; o++)
    {
      guint n = 0;

      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        n += s->known[viewer][o][c];
      if (o != viewer && n > 0 && n < s->hand_size[o])
        return TRUE;
    }
  return FALSE;
}

static void
test_prisoner_blind_to_reveals (void)
{
  const char *specs[] = { "heuristic", "ismcts:easy" };
  TmAgent *agents[G_N_ELEMENTS (specs)];
  const TmPlayRules *rules = tm_play_rules_lookup ("prisoner");
  g_autofree TmPrisonerState *observation = g_new0 (TmPrisonerState, 1);
  g_autofree TmPrisonerState *other = g_new0 (TmPrisonerState, 1);
  guint checked = 0, differed = 0;
  TmRng rng;

  tm_rng_init (&rng, 91);
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      agents[i] = tm_agent_new (specs[i], NULL);
      tm_agent_set_seed (agents[i], 8 + i);
    }

  for (guint g = 0; g < 40 && checked < 60; g++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("prisoner", 3 + g % 2, 700 + g, NULL, NULL);
      const TmPrisonerState *s = tm_play_state_peek_data (state);

      while (!tm_play_state_get_is_terminal (state))
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          guint n = tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);
          int seat = tm_play_state_get_current_player (state);
          guint pick = tm_rng_below (&rng, n);

          if (n > 1 && partly_seen (s, seat))
            {
              rules->observe (s, seat, observation);
              for (guint k = 0; k < 3; k++)
                {
                  g_autoptr(TmPlayState) twin = tm_play_state_copy (state);

                  rules->sample (observation, &rng, other);
                  for (guint o = 0; o < s->n_players; o++)
                    for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
                      g_assert_cmpuint (other->hand[o][c], >=, s->known[seat][o][c]);
                  memcpy ((gpointer) tm_play_state_peek_data (twin), other, rules->state_size);
                  differed += memcmp (other, s, rules->state_size) != 0;

                  for (guint i = 0; i < G_N_ELEMENTS (agents); i++)
                    {
                      TmMove a, b;

                      g_assert_true (tm_agent_choose_move (agents[i], state, NULL, &a, NULL));
                      g_assert_true (tm_agent_choose_move (agents[i], twin, NULL, &b, NULL));
                      g_assert_cmpuint (tm_move_to_code (&a), ==, tm_move_to_code (&b));
                    }
                }
              checked++;
            }

          /* Play the cards that show hands whenever there is one. */
          for (guint i = 0; i < n; i++)
            if (moves[i].kind == TM_PRISONER_MOVE_PLAY && reveals (moves[i].card))
              pick = i;
          g_assert_true (tm_play_state_apply_move (state, &moves[pick], NULL));
        }
    }

  g_test_message ("%u positions with hands partly seen, %u twins differed", checked, differed);
  g_assert_cmpuint (checked, >=, 30);
  g_assert_cmpuint (differed, >, checked);
  for (guint i = 0; i < G_N_ELEMENTS (agents); i++)
    g_object_unref (agents[i]);
}

static void
choose_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  GError **error_out = user_data;
  TmMove move = { 0 };

  if (tm_agent_choose_move_finish (TM_AGENT (object), result, &move, error_out))
    g_assert_cmpuint (move.kind, !=, 0);
  else
    g_assert_nonnull (*error_out);
  g_object_set_data (object, "done", GINT_TO_POINTER (1));
}

static void
wait_done (TmAgent *agent)
{
  while (g_object_get_data (G_OBJECT (agent), "done") == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_object_set_data (G_OBJECT (agent), "done", NULL);
}

static gboolean
cancel_cb (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

static void
test_async_and_cancel (void)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 4, 12, NULL, NULL);
  g_autoptr(TmAgent) agent = tm_agent_ismcts_new (TM_AGENT_DIFFICULTY_EASY);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GError *error = NULL;
  TmMove moves[TM_MOVE_MAX_LEGAL];

  /* Find a position with a real choice. */
  while (tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL) < 2)
    tm_play_state_apply_move (state, &moves[0], NULL);

  tm_agent_choose_move_async (agent, state, NULL, choose_cb, &error);
  wait_done (agent);
  g_assert_no_error (error);

  /* Cancelled before it starts. */
  g_cancellable_cancel (cancellable);
  tm_agent_choose_move_async (agent, state, cancellable, choose_cb, &error);
  wait_done (agent);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  /* Cancelled while it thinks: a search that would take hours. */
  g_cancellable_reset (cancellable);
  tm_agent_ismcts_set_iterations (TM_AGENT_ISMCTS (agent), G_MAXUINT / 2);
  tm_agent_choose_move_async (agent, state, cancellable, choose_cb, &error);
  g_idle_add (cancel_cb, cancellable);
  wait_done (agent);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
}

/* Meet the Patriots: difficulty is memory. */
static void
test_patriots_memory (void)
{
  TmAgent *agents[2];
  int total[2] = { 0, 0 };

  agents[0] = tm_agent_new ("heuristic:expert", NULL);
  agents[1] = tm_agent_new ("heuristic:easy", NULL);
  for (guint g = 0; g < 20; g++)
    {
      g_autoptr(TmPlayState) state = NULL;
      int scores[TM_PLAY_MAX_PLAYERS];

      tm_agent_set_seed (agents[0], g);
      tm_agent_set_seed (agents[1], g + 100);
      state = play_game ("patriots", 2, 500 + g, NULL, agents);
      tm_play_state_get_scores (state, scores);
      g_assert_cmpint (scores[0] + scores[1], ==, 12);
      total[0] += scores[0];
      total[1] += scores[1];
    }
  g_assert_cmpint (total[0], >, 2 * total[1]);
  g_object_unref (agents[0]);
  g_object_unref (agents[1]);
}

/* The search wins more than its share against random play. */
static void
test_ismcts_beats_random (void)
{
  TmAgent *agents[4];
  double wins = 0;

  agents[0] = tm_agent_new ("ismcts:easy", NULL);
  for (guint p = 1; p < 4; p++)
    agents[p] = tm_agent_new ("random", NULL);
  for (guint g = 0; g < 60; g++)
    {
      g_autoptr(TmPlayState) state = play_game ("freeo", 4, 900 + g, "{\"target-score\": 30}", agents);
      double values[TM_PLAY_MAX_PLAYERS];

      tm_play_state_get_returns (state, values);
      wins += values[0];
    }
  g_test_message ("ismcts:easy won %.1f of 60 against three random players", wins);
  g_assert_cmpfloat (wins, >, 60 * 0.25 * 1.15);
  for (guint p = 0; p < 4; p++)
    g_object_unref (agents[p]);
}

/* The agents' choices depend on their seed alone, and must not change
 * when the engine is made faster: these digests of whole seeded games
 * (every move and its seat) were taken before the hot path was optimised.
 * A fixed iteration count, and no time limit, make the choices depend on
 * the seeds alone however busy the machine is. */
static void
test_pinned_choices (void)
{
  static const struct
  {
    const char *game_id;
    guint       n_players;
    const char *options;
    const char *specs[4];
    guint       iterations;
    guint64     digest;
  } cases[] = {
    { "freeo", 4, "{\"target-score\": 40}", { "ismcts", "heuristic", "random", "ismcts" }, 200,
      G_GUINT64_CONSTANT (0x77925a5ca1a4b25f) },
    { "freeo", 3, "{\"one-hand\": true}", { "ismcts", "ismcts", "ismcts" }, 500,
      G_GUINT64_CONSTANT (0xb186406acb305dcf) },
    { "patriots", 2, NULL, { "ismcts:hard", "heuristic:medium" }, 200,
      G_GUINT64_CONSTANT (0x999ea13b84bd8785) },
    /* Searches long enough to stop early once their choice is settled:
     * taken before they could, they prove that stopping changes nothing.
     * (Gitmo's, taken again when its search began to play out the other
     * seats' turns, with stopping early turned off.) */
    { "freeo", 3, "{\"one-hand\": true}", { "ismcts", "heuristic", "ismcts" }, 4000,
      G_GUINT64_CONSTANT (0x49549bcd36fb3487) },
    { "gitmo", 2, "{\"one-hand\": true}", { "ismcts", "heuristic" }, 300,
      G_GUINT64_CONSTANT (0xe22ce3ee0f56b302) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GVariant) values = parse_options (cases[i].game_id, cases[i].options);
      g_autoptr(TmPlayState) state =
        tm_play_state_new (cases[i].game_id, cases[i].n_players, 31 + i, values, NULL);
      TmAgent *agents[4] = { NULL, };
      guint64 digest = G_GUINT64_CONSTANT (14695981039346656037);
      guint n_moves = 0;

      for (guint p = 0; p < cases[i].n_players; p++)
        {
          agents[p] = tm_agent_new (cases[i].specs[p], NULL);
          tm_agent_set_seed (agents[p], 100 + p);
          if (TM_IS_AGENT_ISMCTS (agents[p]))
            {
              tm_agent_ismcts_set_iterations (TM_AGENT_ISMCTS (agents[p]), cases[i].iterations);
              tm_agent_ismcts_set_time_limited (TM_AGENT_ISMCTS (agents[p]), FALSE);
            }
        }

      while (!tm_play_state_get_is_terminal (state))
        {
          g_autoptr(GError) error = NULL;
          int seat = tm_play_state_get_current_player (state);
          TmMove move;

          g_assert_true (tm_agent_choose_move (agents[seat], state, NULL, &move, &error));
          g_assert_true (tm_play_state_apply_move (state, &move, &error));
          g_assert_no_error (error);
          digest = (digest ^ ((guint64) seat << 32 | tm_move_to_code (&move))) *
                   G_GUINT64_CONSTANT (1099511628211);
          n_moves++;
        }

      g_test_message ("%s: %u moves, digest 0x%016" G_GINT64_MODIFIER "x",
                      cases[i].game_id, n_moves, digest);
      g_assert_cmpuint (digest, ==, cases[i].digest);
      for (guint p = 0; p < cases[i].n_players; p++)
        g_object_unref (agents[p]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  g_test_add_func ("/engine/agent/spec", test_spec);
  g_test_add_func ("/engine/agent/legal-games", test_legal_games);
  g_test_add_func ("/engine/agent/never-reads-hidden", test_never_reads_hidden);
  g_test_add_func ("/engine/agent/prisoner-blind-to-reveals", test_prisoner_blind_to_reveals);
  g_test_add_func ("/engine/agent/async-and-cancel", test_async_and_cancel);
  g_test_add_func ("/engine/agent/patriots-memory", test_patriots_memory);
  g_test_add_func ("/engine/agent/ismcts-beats-random", test_ismcts_beats_random);
  g_test_add_func ("/engine/agent/pinned-choices", test_pinned_choices);

  return g_test_run ();
}
