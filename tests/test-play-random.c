/* test-play-random.c: many random games of every playable game, checked
 * after every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After each move: no card is lost or duplicated, every legal move passes
 * the rules' check and no other move does, the state survives a JSON round
 * trip unchanged, and every player's observation hides what it should:
 * states sampled from an observation give back exactly that observation,
 * so nothing that differs between them (the hidden cards) can be in it.
 *
 * TM_PLAY_RANDOM_GAMES=N plays N games per configuration instead of the
 * default, for a long run.
 *
 * /engine/play/soak/GAME plays random moves in every playable game, with
 * each number of players in turn, and checks after every move that every
 * card is in exactly one place (the rules' check_invariants()).
 * TM_PLAY_SOAK_MOVES=N plays N moves a game instead of a short run and
 * prints the count reached (docs/performance.md, "Soaks").
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-play-private.h"

typedef struct
{
  const char *game_id;
  const char *options;
  guint       min_players;
  guint       max_players;
  guint       n_games;
} Config;

static const Config configs[] = {
  { "freeo", NULL, 2, 8, 60 },
  { "freeo", "{\"one-hand\": true}", 2, 8, 100 },
  { "freeo", "{\"every-player-draws-two\": true, \"wild-anytime\": true, \"one-hand\": true}", 2, 8, 60 },
  { "freeo", "{\"turn-over-captured-start\": true, \"playoff-hand\": true, \"target-score\": 25}", 2, 8, 60 },
  { "patriots", NULL, 1, 6, 150 },
  { "patriots", "{\"always-two-cards\": true}", 1, 6, 60 },
  { "prisoner", NULL, 2, 4, 60 },
  { "prisoner", "{\"movement\": true}", 2, 4, 60 },
  { "prisoner", "{\"movement\": true, \"shore-perimeter\": true, \"reshuffle-free-information\": true}", 2, 4, 40 },
  { "prisoner", "{\"one-hand\": true, \"reshuffle-free-information\": true}", 2, 4, 100 },
};

static void
check_moves (const TmPlayRules *rules,
             gconstpointer      data,
             const TmMove      *legal,
             guint              n_legal)
{
  /* Every legal move is accepted; every other small move is refused. */
  for (guint i = 0; i < n_legal; i++)
    g_assert_true (rules->check_move (data, legal[i], NULL));

  for (guint kind = 0; kind < 5; kind++)
    for (guint card = 0; card < 14; card++)
      for (guint target = 0; target <= 9; target++)
        {
          TmMove m = { kind, card, target == 9 ? TM_MOVE_NO_TARGET : target, 0 };
          gboolean is_legal = FALSE;
          TmPlayViolation v = { NULL, NULL, NULL };

          for (guint i = 0; i < n_legal; i++)
            is_legal |= tm_move_to_code (&m) == tm_move_to_code (&legal[i]);
          if (is_legal)
            continue;
          g_assert_false (rules->check_move (data, m, &v));
          g_assert_nonnull (v.section);
          g_assert_nonnull (v.message);
        }
}

static void
check_round_trip (const TmPlayRules *rules,
                  TmPlayConfig      *config,
                  gconstpointer      data,
                  gpointer           scratch)
{
  g_autoptr(JsonNode) node = rules->to_json (data);
  g_autoptr(GError) error = NULL;

  memset (scratch, 0x5a, rules->state_size);
  if (!rules->from_json (scratch, config, json_node_get_object (node), &error))
    g_error ("round trip: %s", error->message);
  g_assert_cmpmem (scratch, rules->state_size, data, rules->state_size);
}

static void
check_observations (const TmPlayRules *rules,
                    gconstpointer      data,
                    guint              n_players,
                    TmRng             *rng,
                    gpointer           observation,
                    gpointer           sample,
                    gpointer           again)
{
  int current = rules->current_player (data);

  for (guint p = 0; p < n_players; p++)
    {
      rules->observe (data, p, observation);
      g_assert_cmpint (rules->observer (observation), ==, p);

      for (guint k = 0; k < 2; k++)
        {
          GString *problems = g_string_new (NULL);

          rules->sample (observation, rng, sample);
          g_assert_cmpint (rules->observer (sample), ==, -1);
          if (!rules->check_invariants (sample, problems))
            g_error ("sample: %s", problems->str);
          g_string_free (problems, TRUE);
          rules->observe (sample, p, again);
          g_assert_cmpmem (again, rules->state_size, observation, rules->state_size);
        }

      if (current == (int) p)
        {
          TmMove a[TM_MOVE_MAX_LEGAL], b[TM_MOVE_MAX_LEGAL];
          guint na = rules->legal_moves (data, a);
          guint nb = rules->legal_moves (observation, b);

          g_assert_cmpmem (a, na * sizeof (TmMove), b, nb * sizeof (TmMove));
        }
    }
}

static void
test_random_games (gconstpointer user_data)
{
  const Config *c = user_data;
  const TmPlayRules *rules = tm_play_rules_lookup (c->game_id);
  const char *env = g_getenv ("TM_PLAY_RANDOM_GAMES");
  guint n_games = env ? (guint) g_ascii_strtoull (env, NULL, 10) : c->n_games;
  g_autoptr(JsonNode) options = c->options ? json_from_string (c->options, NULL) : NULL;
  GVariant *option_values = NULL;
  g_autofree gpointer scratch = NULL;
  g_autofree gpointer observation = NULL;
  g_autofree gpointer sample = NULL;
  g_autofree gpointer again = NULL;
  guint64 total_moves = 0;
  TmRng rng;

  g_assert_nonnull (rules);
  scratch = g_malloc (rules->state_size);
  observation = g_malloc (rules->state_size);
  sample = g_malloc (rules->state_size);
  again = g_malloc (rules->state_size);
  tm_rng_init (&rng, 20240601);

  for (guint g = 0; g < n_games; g++)
    {
      guint n_players = c->min_players + g % (c->max_players - c->min_players + 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlayState) state = NULL;
      TmPlayConfig config;
      gconstpointer data;
      guint n_moves = 0;

      memset (&config, 0, sizeof config);
      config.n_players = n_players;
      config.seed = 1000 + g;
      g_assert_true (tm_play_rules_parse_options (rules, options ? json_node_get_object (options) : NULL,
                                                  &config, NULL));
      option_values = tm_play_rules_dup_options (rules, &config);
      state = tm_play_state_new (c->game_id, n_players, 1000 + g, option_values, &error);
      g_clear_pointer (&option_values, g_variant_unref);
      g_assert_no_error (error);
      data = tm_play_state_peek_data (state);

      while (!tm_play_state_get_is_terminal (state))
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          GString *problems = g_string_new (NULL);
          guint n;

          if (!rules->check_invariants (data, problems))
            g_error ("%s game %u move %u: %s", c->game_id, g, n_moves, problems->str);
          g_string_free (problems, TRUE);

          n = tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves));
          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (n, <=, TM_MOVE_MAX_LEGAL);
          check_moves (rules, data, moves, n);
          check_round_trip (rules, &config, data, scratch);
          check_observations (rules, data, n_players, &rng, observation, sample, again);

          for (guint i = 0; i < n; i++)
            {
              char text[64];
              TmMove back;

              rules->move_to_string (data, moves[i], text, sizeof text);
              g_assert_true (rules->move_from_string (data, text, &back));
              g_assert_cmpuint (tm_move_to_code (&back), ==, tm_move_to_code (&moves[i]));
            }

          if (!tm_play_state_apply_move (state, &moves[tm_rng_below (&rng, n)], &error))
            g_error ("%s: %s", c->game_id, error->message);
          n_moves++;
          g_assert_cmpuint (n_moves, <, 100000);
        }

      {
        double values[TM_PLAY_MAX_PLAYERS], sum = 0;

        tm_play_state_get_returns (state, values);
        for (guint p = 0; p < n_players; p++)
          sum += values[p];
        if (n_players > 1)
          g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);   /* the winners share 1 */
        else
          g_assert_true (sum > 0 && sum <= 1.0);              /* solo: 23 turns is 1 */
        check_round_trip (rules, &config, data, scratch);
      }

      /* The whole game replays from its seed and moves. */
      if (g % 10 == 0)
        {
          g_autoptr(JsonNode) saved = tm_play_state_save_game (state);
          g_autoptr(TmPlayState) replayed = tm_play_state_new_from_json (saved, &error);

          g_assert_no_error (error);
          g_assert_cmpmem (tm_play_state_peek_data (replayed), rules->state_size,
                           data, rules->state_size);
        }
      total_moves += n_moves;
    }

  g_test_message ("%s: %u games, %" G_GUINT64_FORMAT " moves", c->game_id, n_games, total_moves);
}

/* The inlined generator of the hot path gives exactly tm_rng_below()'s
 * numbers, including bounds where the rejection step is taken often. */
static void
test_rng_inline (void)
{
  static const guint32 bounds[] = {
    1, 2, 3, 7, 64, 89, 90, 1000, 0x7fffffff, 0x80000001, 0xc0000000, 0xfffffffe,
  };

  for (guint b = 0; b < G_N_ELEMENTS (bounds); b++)
    {
      TmRng slow, fast;

      tm_rng_init (&slow, 77 + b);
      tm_rng_init (&fast, 77 + b);
      for (guint i = 0; i < 10000; i++)
        g_assert_cmpuint (tm_play_rng_below_inline (&fast, bounds[b]), ==,
                          tm_rng_below (&slow, bounds[b]));
      g_assert_cmpmem (&fast, sizeof fast, &slow, sizeof slow);
    }

  for (guint n = 0; n < 100; n++)
    {
      guint indices[100];
      guint8 bytes[100];
      TmRng slow, fast;

      for (guint i = 0; i < n; i++)
        indices[i] = bytes[i] = i;
      tm_rng_init (&slow, n);
      tm_rng_init (&fast, n);
      tm_rng_shuffle_indices (&slow, indices, n);
      tm_play_shuffle_bytes (&fast, bytes, n);
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (bytes[i], ==, indices[i]);
      g_assert_cmpmem (&fast, sizeof fast, &slow, sizeof slow);
    }

  for (guint x = 0; x < 256; x++)
    g_assert_cmpuint (tm_play_popcount8 (x), ==, __builtin_popcount (x));
}

typedef struct
{
  const char *game_id;
  const char *options;
  guint       n_players;
  guint       n_games;
  guint64     moves;     /* all games' moves */
  guint64     digest;    /* of every final state's JSON */
} Pinned;

/* Random playouts through the plain rules API must stay the same games
 * while the engine is made faster: these digests were taken before the
 * hot path was optimised, and every optimisation must keep them. */
static const Pinned pinned[] = {
  { "freeo", NULL, 4, 200,
    57156, G_GUINT64_CONSTANT (0x390d2fd65b17921e) },
  { "freeo", NULL, 2, 100,
    32802, G_GUINT64_CONSTANT (0x455f94596416e37b) },
  { "freeo", NULL, 8, 50,
    17264, G_GUINT64_CONSTANT (0x7c7193a0913a52d1) },
  { "freeo", "{\"one-hand\": true, \"every-player-draws-two\": true, \"wild-anytime\": true}", 5, 300,
    13221, G_GUINT64_CONSTANT (0xf64dad7e4f1d9db8) },
  { "freeo", "{\"turn-over-captured-start\": true, \"playoff-hand\": true, \"target-score\": 25}", 3, 100,
    /* The same games; since the play-off hand counts in the totals, as
     * the scorer counts it, their final totals differ. */
    11147, G_GUINT64_CONSTANT (0x984e82cf2e27804b) },
  { "patriots", NULL, 2, 300,
    94468, G_GUINT64_CONSTANT (0x405863aec2ea47ca) },
  { "patriots", "{\"always-two-cards\": true}", 5, 300,
    93240, G_GUINT64_CONSTANT (0xf309fac048a1521d) },
};

static void
test_pinned_playouts (gconstpointer user_data)
{
  const Pinned *c = user_data;
  const TmPlayRules *rules = tm_play_rules_lookup (c->game_id);
  g_autoptr(JsonNode) options = c->options ? json_from_string (c->options, NULL) : NULL;
  g_autofree gpointer state = g_malloc0 (rules->state_size);
  TmPlayConfig config = { 0 };
  guint64 digest = G_GUINT64_CONSTANT (14695981039346656037);
  guint64 moves = 0;
  TmRng rng;

  config.n_players = c->n_players;
  g_assert_true (tm_play_rules_parse_options (rules, options ? json_node_get_object (options) : NULL,
                                              &config, NULL));
  tm_rng_init (&rng, 4242);

  for (guint g = 0; g < c->n_games; g++)
    {
      g_autoptr(JsonNode) json = NULL;
      g_autofree char *text = NULL;

      config.seed = 7000 + g;
      rules->init (state, &config);
      while (rules->current_player (state) >= 0)
        {
          TmMove legal[TM_MOVE_MAX_LEGAL];
          guint n = rules->legal_moves (state, legal);

          rules->apply_move (state, legal[tm_rng_below (&rng, n)]);
          moves++;
        }

      json = rules->to_json (state);
      text = json_to_string (json, FALSE);
      for (const char *t = text; *t; t++)
        digest = (digest ^ (guchar) *t) * G_GUINT64_CONSTANT (1099511628211);
    }

  g_test_message ("%s %s %u players: %" G_GUINT64_FORMAT " moves, digest 0x%016" G_GINT64_MODIFIER "x",
                  c->game_id, c->options ? c->options : "", c->n_players, moves, digest);
  g_assert_cmpuint (moves, ==, c->moves);
  g_assert_cmpuint (digest, ==, c->digest);
}

static void
test_soak (gconstpointer user_data)
{
  const char *game_id = user_data;
  const TmPlayRules *rules = tm_play_rules_lookup (game_id);
  TmGame *game = tm_game_module_lookup_game (game_id);
  const char *env = g_getenv ("TM_PLAY_SOAK_MOVES");
  guint64 target = env ? g_ascii_strtoull (env, NULL, 10) : 20000, moves = 0;
  guint min_players, n_sizes, games = 0;
  g_autoptr(GString) problems = g_string_new (NULL);
  gint64 start = g_get_monotonic_time ();
  TmRng rng;

  g_assert_nonnull (rules);
  g_assert_nonnull (rules->check_invariants);
  g_assert_nonnull (game);
  min_players = tm_game_get_min_players (game);
  n_sizes = tm_game_get_max_players (game) - min_players + 1;
  tm_rng_init (&rng, 2027);

  while (moves < target)
    {
      guint n_players = min_players + games % n_sizes;
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlayState) state = tm_play_state_new (game_id, n_players, 5000 + games, NULL,
                                                         &error);
      gconstpointer data;

      g_assert_no_error (error);
      data = tm_play_state_peek_data (state);
      games++;
      while (!tm_play_state_get_is_terminal (state) && moves < target)
        {
          TmMove legal[TM_MOVE_MAX_LEGAL];
          guint n = rules->legal_moves (data, legal);

          g_assert_cmpuint (n, >, 0);
          if (!tm_play_state_apply_move (state, &legal[tm_rng_below (&rng, n)], &error))
            g_error ("%s game %u: %s", game_id, games, error->message);
          moves++;
          if (!rules->check_invariants (data, problems))
            g_error ("%s game %u, move %" G_GUINT64_FORMAT ": %s", game_id, games, moves,
                     problems->str);
        }
    }

  g_test_message ("%s: %" G_GUINT64_FORMAT " moves in %u games, every card accounted for after "
                  "each", game_id, moves, games);
  if (env != NULL)
    g_print ("soak: %s: %" G_GUINT64_FORMAT " moves in %u games in %.0f s\n", game_id, moves,
             games, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
}

int
main (int    argc,
      char **argv)
{
  g_auto(GStrv) playable = NULL;

  g_test_init (&argc, &argv, NULL);
  tm_init ();

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/play/random/%s/%u", configs[i].game_id, i);

      g_test_add_data_func (path, &configs[i], test_random_games);
    }
  for (guint i = 0; i < G_N_ELEMENTS (pinned); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/play/pinned/%s/%u", pinned[i].game_id, i);

      g_test_add_data_func (path, &pinned[i], test_pinned_playouts);
    }
  playable = tm_play_rules_list_game_ids ();
  for (guint i = 0; playable[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/play/soak/%s", playable[i]);

      g_test_add_data_func (path, g_intern_string (playable[i]), test_soak);
    }
  g_test_add_func ("/engine/play/rng-inline", test_rng_inline);

  return g_test_run ();
}
