/* bench-play.c: how fast the play engine and its agents are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with `meson test -C BUILDDIR --benchmark bench-play -v` (one core).
 * Prints random playouts and moves per second per game on the flat
 * states, then, per difficulty, the ISMCTS agent's iterations per second
 * and time per move, and Gitmo's against Free-O's from the same run.
 * `bench-play agents [GAME]` runs only the searches, of Free-O (the
 * reference) and GAME if named.  Record the numbers in
 * docs/performance.md.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-play-private.h"

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

/* The processor time the benchmark has had (the search's worker thread
 * included): what a search costs, however busy the machine is with other
 * work. */
static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static const char *only_game;
static gboolean freeo_reference;   /* Free-O's searches run whatever the game */

/* Random playouts, deal included: legal_moves() into a stack buffer, a
 * move picked with the inlined tm_rng_below() (as the ISMCTS agent's
 * playouts do), apply_move(). */
static double
bench_playouts (const char *game_id,
                guint       n_players,
                const char *options,
                guint       n_playouts)
{
  const TmPlayRules *rules = tm_play_rules_lookup (game_id);
  g_autoptr(JsonNode) opts = options ? json_from_string (options, NULL) : NULL;
  g_autofree gpointer state = g_malloc (rules->state_size);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  TmPlayConfig config = { 0 };
  guint64 n_moves = 0;
  double start, elapsed;
  TmRng rng;

  if (only_game != NULL && !g_str_equal (only_game, game_id))
    return 0;

  config.n_players = n_players;
  tm_play_rules_parse_options (rules, opts ? json_node_get_object (opts) : NULL, &config, NULL);
  tm_rng_init (&rng, 1);

  start = now ();
  for (guint g = 0; g < n_playouts; g++)
    {
      config.seed = g;
      rules->init (state, &config);
      while (rules->current_player (state) >= 0)
        {
          guint n = rules->legal_moves (state, moves);

          rules->apply_move (state, moves[tm_play_rng_below_inline (&rng, n)]);
          n_moves++;
        }
    }
  elapsed = now () - start;

  g_print ("%-9s %u players %-22s %9.0f playouts/s %11.0f moves/s %7.1f ns/move\n",
           game_id, n_players, options ? options : "", n_playouts / elapsed, n_moves / elapsed,
           elapsed * 1e9 / n_moves);
  return elapsed * 1e9 / n_moves;
}

static double
bench_agent (const char        *game_id,
             guint              n_players,
             const char        *options,
             const char        *label,
             TmAgentDifficulty  difficulty,
             guint              n_positions)
{
  g_autoptr(JsonNode) opts = options ? json_from_string (options, NULL) : NULL;
  g_autoptr(GVariant) values = tm_game_parse_options (tm_game_module_lookup_game (game_id),
                                                      opts ? json_node_get_object (opts) : NULL,
                                                      NULL);
  g_autoptr(TmAgent) agent = tm_agent_ismcts_new (difficulty);
  g_autoptr(GEnumClass) klass = g_type_class_ref (TM_TYPE_AGENT_DIFFICULTY);
  guint iterations = tm_agent_ismcts_rules_budget (tm_play_rules_lookup (game_id), difficulty);
  double total = 0, worst = 0, cpu = 0, cpu_worst = 0;
  guint measured = 0;
  TmRng rng;

  /* The whole budget, even on a busy machine (the app stops a search
   * after 280 ms). */
  tm_agent_ismcts_set_time_limited (TM_AGENT_ISMCTS (agent), FALSE);
  if (only_game != NULL && !g_str_equal (only_game, game_id) &&
      !(freeo_reference && g_str_equal (game_id, "freeo")))
    return 0;

  tm_rng_init (&rng, 3);
  for (guint g = 0; measured < n_positions; g++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new (game_id, n_players, 50 + g, values, NULL);
      guint skip = 5 + tm_rng_below (&rng, 25);
      TmMove moves[TM_MOVE_MAX_LEGAL];
      double start, elapsed, cpu_start, cpu_elapsed;
      TmMove move;

      for (guint i = 0; i < skip && !tm_play_state_get_is_terminal (state); i++)
        {
          guint n = tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);

          tm_play_state_apply_move (state, &moves[tm_rng_below (&rng, n)], NULL);
        }
      if (tm_play_state_get_is_terminal (state) ||
          tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL) < 2)
        continue;

      start = now ();
      cpu_start = cpu_now ();
      tm_agent_choose_move (agent, state, NULL, &move, NULL);
      cpu_elapsed = cpu_now () - cpu_start;
      elapsed = now () - start;
      total += elapsed;
      worst = MAX (worst, elapsed);
      cpu += cpu_elapsed;
      cpu_worst = MAX (cpu_worst, cpu_elapsed);
      measured++;
    }

  /* At most: a search stops early once its choice is settled. */
  g_print ("%-9s %u players %-10s ismcts:%-7s %6u iterations/move %10.0f iterations/s (CPU) "
           "%8.2f ms/move (slowest %.2f ms), CPU %.2f ms (slowest %.2f ms)\n",
           game_id, n_players, options ? label : "",
           g_enum_get_value (klass, difficulty)->value_nick, iterations,
           iterations * measured / cpu, total * 1000 / measured, worst * 1000,
           cpu * 1000 / measured, cpu_worst * 1000);
  return iterations * measured / cpu;
}

int
main (int    argc,
      char **argv)
{
  /* `bench-play playouts [SCALE [GAME]]` runs only the playouts, SCALE
   * times fewer of them, of one game if named (for profiling);
   * `bench-play all SCALE GAME` runs one game's playouts and agents. */
  gboolean playouts_only = argc > 1 && g_str_equal (argv[1], "playouts");
  gboolean agents_only = argc > 1 && g_str_equal (argv[1], "agents");
  guint scale = !agents_only && argc > 2 ? (guint) MAX (1, atoi (argv[2])) : 1;
  double freeo_ns = 0, gitmo_ns = 0, freeo_its = 0, gitmo_its = 0, mixer_ns = 0, mixer_its = 0;

  if (agents_only)
    only_game = argc > 2 ? argv[2] : NULL;
  else
    only_game = argc > 3 ? argv[3] : NULL;
  freeo_reference = agents_only;

  tm_init ();
  if (agents_only)
    goto agents;

  g_print ("Random playouts on the flat state, deal included (one core):\n");
  bench_playouts ("freeo", 4, "{\"one-hand\": true}", 200000 / scale);
  freeo_ns = bench_playouts ("freeo", 4, NULL, 20000 / scale);
  bench_playouts ("freeo", 2, NULL, 20000 / scale);
  bench_playouts ("freeo", 8, NULL, 5000 / scale);
  bench_playouts ("patriots", 2, NULL, 50000 / scale);
  bench_playouts ("patriots", 6, NULL, 50000 / scale);
  bench_playouts ("prisoner", 4, "{\"one-hand\": true}", 100000 / scale);
  bench_playouts ("prisoner", 2, NULL, 20000 / scale);
  bench_playouts ("prisoner", 4, NULL, 20000 / scale);
  bench_playouts ("prisoner", 4, "{\"movement\": true}", 20000 / scale);
  bench_playouts ("escaped", 4, NULL, 100000 / scale);
  bench_playouts ("escaped", 8, NULL, 50000 / scale);
  bench_playouts ("captured", 2, NULL, 50000 / scale);
  bench_playouts ("captured", 4, NULL, 50000 / scale);
  bench_playouts ("captured", 6, NULL, 50000 / scale);
  bench_playouts ("gitmo", 4, "{\"one-hand\": true}", 20000 / scale);
  gitmo_ns = bench_playouts ("gitmo", 4, NULL, 5000 / scale);
  bench_playouts ("gitmo", 4, "{\"partners\": true}", 5000 / scale);
  bench_playouts ("gitmo", 2, NULL, 5000 / scale);
  bench_playouts ("gitmo", 6, NULL, 5000 / scale);
  if (freeo_ns > 0 && gitmo_ns > 0)
    g_print ("gitmo, 4 players, whole game: %.2f times Free-O's time per move (4 players)\n",
             gitmo_ns / freeo_ns);
  mixer_ns = bench_playouts ("mixer", 6, NULL, 50000 / scale);
  bench_playouts ("mixer", 24, NULL, 20000 / scale);
  bench_playouts ("mixer", 6, "{\"written-guesses\": true}", 50000 / scale);
  bench_playouts ("mixer", 6, "{\"group-guessing\": true}", 50000 / scale);
  if (freeo_ns > 0 && mixer_ns > 0)
    g_print ("mixer, 6 guests: %.2f times Free-O's time per move (4 players)\n",
             mixer_ns / freeo_ns);
  if (playouts_only)
    return 0;

agents:
  g_print ("\nISMCTS, per decision with more than one legal move:\n");
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    freeo_its = bench_agent ("freeo", 4, NULL, NULL, d, d == TM_AGENT_DIFFICULTY_EXPERT ? 20 : 40);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    bench_agent ("patriots", 2, NULL, NULL, d, d == TM_AGENT_DIFFICULTY_EXPERT ? 10 : 20);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    bench_agent ("prisoner", 4, NULL, NULL, d, d == TM_AGENT_DIFFICULTY_EXPERT ? 20 : 40);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    bench_agent ("prisoner", 4, "{\"movement\": true}", "movement", d,
                 d == TM_AGENT_DIFFICULTY_EXPERT ? 20 : 40);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    bench_agent ("escaped", 4, NULL, NULL, d, d == TM_AGENT_DIFFICULTY_EXPERT ? 20 : 40);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    bench_agent ("captured", 4, NULL, NULL, d, d == TM_AGENT_DIFFICULTY_EXPERT ? 10 : 20);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    gitmo_its = bench_agent ("gitmo", 4, NULL, NULL, d, d == TM_AGENT_DIFFICULTY_EXPERT ? 20 : 40);
  if (freeo_its > 0 && gitmo_its > 0)
    g_print ("gitmo, 4 players, expert: %.2f times Free-O's iterations per second (4 players)\n",
             gitmo_its / freeo_its);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    bench_agent ("gitmo", 4, "{\"partners\": true}", "partners", d,
                 d == TM_AGENT_DIFFICULTY_EXPERT ? 20 : 40);
  for (TmAgentDifficulty d = TM_AGENT_DIFFICULTY_EASY; d <= TM_AGENT_DIFFICULTY_EXPERT; d++)
    mixer_its = bench_agent ("mixer", 6, NULL, NULL, d, d == TM_AGENT_DIFFICULTY_EXPERT ? 20 : 40);
  if (freeo_its > 0 && mixer_its > 0)
    g_print ("mixer, 6 guests, expert: %.2f times Free-O's iterations per second (4 players)\n",
             mixer_its / freeo_its);

  return 0;
}
