/* test-play-alloc.c: the hot path of play never touches the heap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This executable is linked with `-Wl,--wrap=SYMBOL` for GLib's and libc's
 * allocators (see tests/meson.build), so that every call to them from the
 * test or from the engine's static library goes through a __wrap_
 * function below, which counts it and forwards it to the real one.  (Calls
 * made inside GLib or json-glib themselves are not seen; the engine's own
 * calls are.)  The tests then play thousands of moves of every playable
 * game through the plain-struct rules API, the way searches and playouts
 * do, and assert that nothing was allocated.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tablemate.h"

/* Counting is switched on only around the code under test, so that the
 * test framework's own allocations do not count. */
static volatile gint counting;
static volatile gint n_allocations;

static inline void
count (void)
{
  if (g_atomic_int_get (&counting))
    g_atomic_int_inc (&n_allocations);
}

#define WRAP1(ret, name, t1)                                          \
  ret __real_##name (t1 a);                                           \
  ret __wrap_##name (t1 a);                                           \
  ret __wrap_##name (t1 a) { count (); return __real_##name (a); }
#define WRAP2(ret, name, t1, t2)                                      \
  ret __real_##name (t1 a, t2 b);                                     \
  ret __wrap_##name (t1 a, t2 b);                                     \
  ret __wrap_##name (t1 a, t2 b) { count (); return __real_##name (a, b); }
#define WRAP3(ret, name, t1, t2, t3)                                  \
  ret __real_##name (t1 a, t2 b, t3 c);                               \
  ret __wrap_##name (t1 a, t2 b, t3 c);                               \
  ret __wrap_##name (t1 a, t2 b, t3 c) { count (); return __real_##name (a, b, c); }

WRAP1 (gpointer, g_malloc, gsize)
WRAP1 (gpointer, g_malloc0, gsize)
WRAP2 (gpointer, g_realloc, gpointer, gsize)
WRAP1 (gpointer, g_try_malloc, gsize)
WRAP1 (gpointer, g_try_malloc0, gsize)
WRAP2 (gpointer, g_malloc_n, gsize, gsize)
WRAP2 (gpointer, g_malloc0_n, gsize, gsize)
WRAP3 (gpointer, g_realloc_n, gpointer, gsize, gsize)
WRAP1 (gpointer, g_slice_alloc, gsize)
WRAP1 (gpointer, g_slice_alloc0, gsize)
WRAP1 (void *, malloc, size_t)
WRAP2 (void *, calloc, size_t, size_t)
WRAP2 (void *, realloc, void *, size_t)

static void
start_counting (void)
{
  g_atomic_int_set (&n_allocations, 0);
  g_atomic_int_set (&counting, 1);
}

static guint
stop_counting (void)
{
  g_atomic_int_set (&counting, 0);
  return (guint) g_atomic_int_get (&n_allocations);
}

/* The wrapping reaches the engine's static library: tm_move_new() there
 * allocates with g_new(), and that is counted. */
static void
test_wrapping_works (void)
{
  TmMove *move;
  gpointer mem;
  guint n;

  start_counting ();
  move = tm_move_new (1, 2, 3, 4);
  n = stop_counting ();
  tm_move_free (move);
  g_assert_cmpuint (n, ==, 1);

  start_counting ();
  mem = g_malloc (16);
  mem = g_realloc (mem, 32);
  n = stop_counting ();
  g_free (mem);
  g_assert_cmpuint (n, ==, 2);
}

typedef struct
{
  const char *game_id;
  const char *options;
  guint       min_players;
  guint       max_players;
  guint       n_games;
} Config;

static const Config configs[] = {
  { "freeo", NULL, 2, 8, 40 },
  { "freeo", "{\"every-player-draws-two\": true, \"wild-anytime\": true, \"one-hand\": true}",
    2, 8, 80 },
  { "freeo", "{\"turn-over-captured-start\": true, \"playoff-hand\": true, \"target-score\": 25}",
    2, 8, 40 },
  { "patriots", NULL, 1, 6, 120 },
  { "patriots", "{\"always-two-cards\": true}", 1, 6, 60 },
  { "prisoner", NULL, 2, 4, 150 },
  { "prisoner", "{\"movement\": true, \"reshuffle-free-information\": true}", 2, 4, 100 },
  { "gitmo", "{\"one-hand\": true}", 2, 6, 60 },
  { "gitmo", "{\"partners\": true, \"help-opponents\": true, \"single-side-runs\": true, "
    "\"use-deck-while-it-fits\": true, \"one-hand\": true}", 2, 6, 30 },
  { "captured", NULL, 2, 6, 100 },
  { "captured", "{\"keep-trump\": true, \"move-from-marker\": true}", 2, 6, 100 },
  { "escaped", NULL, 3, 8, 200 },
  { "escaped", "{\"accuse-aloud\": true, \"last-player-must-name\": true}", 3, 8, 200 },
};

/* Every game from the deal to its end, as a search plays it: legal moves
 * into a stack buffer, a clone by copying the struct, the rule check, the
 * move applied to the clone; between moves the observation of the seat
 * to move, a state sampled from it, the game's rule of thumb on it, the
 * returns and the episode counter. */
static void
test_no_allocation (gconstpointer user_data)
{
  const Config *c = user_data;
  const TmPlayRules *rules = tm_play_rules_lookup (c->game_id);
  g_autoptr(JsonNode) options = c->options ? json_from_string (c->options, NULL) : NULL;
  g_autofree gpointer state = NULL;
  g_autofree gpointer clone = NULL;
  g_autofree gpointer observation = NULL;
  g_autofree gpointer sample = NULL;
  TmPlayConfig config = { 0 };
  guint64 n_moves = 0;
  guint n;
  TmRng rng;

  g_assert_nonnull (rules);
  state = g_malloc0 (rules->state_size);
  clone = g_malloc0 (rules->state_size);
  observation = g_malloc0 (rules->state_size);
  sample = g_malloc0 (rules->state_size);
  g_assert_true (tm_play_rules_parse_options (rules, options ? json_node_get_object (options) : NULL,
                                              &config, NULL));
  tm_rng_init (&rng, 99);

  /* A game reads its cards' data once, on its first deal (Gitmo). */
  config.n_players = c->min_players;
  rules->init (state, &config);

  start_counting ();
  for (guint g = 0; g < c->n_games; g++)
    {
      config.n_players = c->min_players + g % (c->max_players - c->min_players + 1);
      config.seed = 500 + g;
      memset (state, 0, rules->state_size);
      rules->init (state, &config);

      while (rules->current_player (state) >= 0)
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          double values[TM_PLAY_MAX_PLAYERS];
          TmPlayViolation violation;
          guint player = (guint) rules->current_player (state);
          TmMove move, hint;

          n = rules->legal_moves (state, moves);
          g_assert_cmpuint (n, >, 0);
          move = moves[tm_rng_below (&rng, n)];

          rules->observe (state, player, observation);
          if (rules->forget != NULL)
            rules->forget (observation, n_moves, 0.5);
          rules->sample (observation, &rng, sample);
          hint = rules->heuristic (observation, &rng);
          g_assert_true (rules->check_move (observation, hint, &violation));
          rules->returns (sample, values);
          (void) rules->episode (sample);

          memcpy (clone, state, rules->state_size);
          g_assert_true (rules->check_move (clone, move, &violation));
          rules->apply_move (clone, move);
          memcpy (state, clone, rules->state_size);
          n_moves++;
        }
      rules->returns (state, (double[TM_PLAY_MAX_PLAYERS]) { 0 });
    }
  n = stop_counting ();

  g_test_message ("%s: %u games, %" G_GUINT64_FORMAT " moves, %u allocations",
                  c->game_id, c->n_games, n_moves, n);
  g_assert_cmpuint (n_moves, >, 1000);
  g_assert_cmpuint (n, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  g_test_add_func ("/engine/play/alloc/wrapping-works", test_wrapping_works);
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/play/alloc/%s/%u", configs[i].game_id, i);

      g_test_add_data_func (path, &configs[i], test_no_allocation);
    }

  return g_test_run ();
}
