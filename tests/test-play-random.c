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
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"

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
      g_autoptr(TmPlayState) state =
        tm_play_state_new (c->game_id, n_players, 1000 + g,
                           options ? json_node_get_object (options) : NULL, &error);
      TmPlayConfig config;
      gconstpointer data;
      guint n_moves = 0;

      g_assert_no_error (error);
      data = tm_play_state_peek_data (state);
      memset (&config, 0, sizeof config);
      config.n_players = n_players;
      config.seed = 1000 + g;
      g_assert_true (tm_play_rules_parse_options (rules, options ? json_node_get_object (options) : NULL,
                                                  &config, NULL));

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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/play/random/%s/%u", configs[i].game_id, i);

      g_test_add_data_func (path, &configs[i], test_random_games);
    }

  return g_test_run ();
}
