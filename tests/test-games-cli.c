/* test-games-cli.c: the command-line tool on every registered game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs tablemate-cli-test (the tool built with the fixture games; see
 * tests/meson.build) on every game of the registry, from one loop:
 * `games` lists them; `score` gives the scorer's points for hands made
 * from each game's declared fields; and for games with play rules `new`,
 * `legal`, `apply` and `simulate` agree with the engine, move by move,
 * with the defaults and with each play option changed.
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-test-cli.h"
#include "tm-test-games.h"

static TmCatalogue *catalogue;

/* Runs the tool with @argv, up to 19 arguments ending with %NULL (and
 * @input on its standard input); returns what it printed, asserting the
 * exit status. */
static char *
run (const char         *input,
     int                 expected_status,
     char              **err_out,
     const char * const *argv)
{
  const char *a[20] = { NULL, };
  g_autofree char *err = NULL;
  char *out;
  int status;

  for (guint i = 0; argv[i] != NULL; i++)
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (a) - 1);
      a[i] = argv[i];
    }
  g_assert_nonnull (a[0]);
  out = tm_test_run_cli (NULL, input, &status, &err,
                         a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10],
                         a[11], a[12], a[13], a[14], a[15], a[16], a[17], a[18], a[19], NULL);
  if ((expected_status == 0) != (status == 0))
    g_error ("tablemate-cli %s: exit status %d\n%s", a[0], status, err);
  if (err_out != NULL)
    *err_out = g_steal_pointer (&err);
  return out;
}

/* An argument list of up to 19 arguments, ending with %NULL. */
typedef struct
{
  const char *argv[20];
  guint       n;
  GPtrArray  *owned;
} Args;

static void
args_init (Args *args)
{
  memset (args, 0, sizeof *args);
  args->owned = g_ptr_array_new_with_free_func (g_free);
}

static void
args_clear (Args *args)
{
  g_ptr_array_unref (args->owned);
}

static void
args_add (Args       *args,
          const char *arg)
{
  g_assert_cmpuint (args->n, <, G_N_ELEMENTS (args->argv) - 1);
  args->argv[args->n++] = arg;
}

static void
args_take (Args *args,
           char *arg)
{
  g_ptr_array_add (args->owned, arg);
  args_add (args, arg);
}

/* Option values as the tool takes them: `--option ID=VALUE` for each one
 * away from its default. */
static void
args_add_options (Args     *args,
                  TmGame   *game,
                  GVariant *values)
{
  g_autoptr(JsonObject) object = tm_game_options_to_json (game, values);
  JsonObjectIter iter;
  const char *id;
  JsonNode *node;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &id, &node))
    {
      args_add (args, "--option");
      if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        args_take (args, g_strdup_printf ("%s=%s", id,
                                          json_node_get_boolean (node) ? "true" : "false"));
      else
        args_take (args, g_strdup_printf ("%s=%" G_GINT64_FORMAT, id, json_node_get_int (node)));
    }
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static char *
to_text (JsonNode *node)
{
  return json_to_string (node, TRUE);
}

static void
assert_same_json (const char *text,
                  JsonNode   *expected)
{
  g_autoptr(JsonNode) node = parse (text);

  if (!json_node_equal (node, expected))
    {
      g_autofree char *wanted = to_text (expected);

      g_error ("the tool printed\n%s\nbut the engine says\n%s", text, wanted);
    }
}

/* ------------------------------------------------------------------------
 * The list of games
 */

static void
test_games (void)
{
  const char * const argv[] = { "games", "--json", NULL };
  g_autofree char *out = run (NULL, 0, NULL, argv);
  g_autoptr(JsonNode) node = parse (out);
  JsonArray *games = json_node_get_array (node);
  const TmGameModule * const *modules = tm_game_modules_get ();
  guint n = 0;

  for (; modules[n] != NULL; n++)
    {
      JsonObject *game = json_array_get_object_element (games, n);
      TmGame *known = tm_game_module_lookup_game (modules[n]->id);

      g_assert_cmpstr (json_object_get_string_member (game, "id"), ==, modules[n]->id);
      g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, tm_game_get_name (known));
      g_assert_cmpint (json_object_get_int_member (game, "min_players"), ==,
                       tm_game_get_min_players (known));
      g_assert_cmpint (json_object_get_int_member (game, "max_players"), ==,
                       tm_game_get_max_players (known));
    }
  g_assert_cmpuint (json_array_get_length (games), ==, n);
}

/* ------------------------------------------------------------------------
 * Scoring
 */

/* The tool's points (as JSON, and with @plain as text too) are the
 * engine's. */
static void
check_score (const TmGameModule *module,
             TmScorer           *scorer,
             TmTestHand         *hand,
             gboolean            plain)
{
  g_autoptr(JsonNode) input = tm_test_hand_to_json (hand, scorer);
  g_autofree char *text = to_text (input);
  const char * const json[] = { "score", module->id, "--json", NULL };
  const char * const text_argv[] = { "score", module->id, NULL };
  g_autofree char *out = run (text, 0, NULL, json);
  g_autofree char *out_plain = plain ? run (text, 0, NULL, text_argv) : NULL;
  g_autoptr(JsonNode) node = parse (out);
  JsonObject *result = json_node_get_object (node);
  JsonArray *players = json_object_get_array_member (result, "players");

  g_assert_true (json_object_get_boolean_member (result, "complete"));
  g_assert_cmpuint (json_array_get_length (players), ==, hand->n_players);
  for (guint p = 0; p < hand->n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==,
                       tm_scorer_get_player_name (scorer, p));
      g_assert_cmpint (json_object_get_int_member (player, "points"), ==,
                       tm_hand_score_get_points (hand->score, p));
      if (out_plain != NULL)
        g_assert_nonnull (strstr (out_plain, tm_scorer_get_player_name (scorer, p)));
    }
}

/* A field the game does not have is refused, and named. */
static void
check_unknown_field (const TmGameModule *module,
                     TmScorer           *scorer,
                     TmTestHand         *hand)
{
  g_autoptr(JsonNode) input = tm_test_hand_to_json (hand, scorer);
  JsonObject *object = json_node_get_object (input);
  const char * const argv[] = { "score", module->id, NULL };
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (tm_scorer_uses_entries (scorer))
    json_object_set_int_member (json_array_get_object_element (
                                  json_object_get_array_member (object, "entries"), 0),
                                "no_such_field", 1);
  else
    {
      if (!json_object_has_member (object, "outcome"))
        json_object_set_object_member (object, "outcome", json_object_new ());
      json_object_set_int_member (json_object_get_object_member (object, "outcome"),
                                  "no_such_field", 1);
    }
  text = to_text (input);
  out = run (text, 1, &err, argv);
  g_assert_nonnull (strstr (err, "no_such_field"));
}

/* Hands made from the declared fields score the same in the tool as in
 * the engine, at the smallest and largest table, with each scoring
 * option changed. */
static void
test_score (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_game_module_lookup_game (module->id);
  g_autoptr(GPtrArray) variants = tm_test_option_variants (game, TM_GAME_PILLAR_SCORE);
  guint tables[] = { tm_game_get_min_players (game),
                     MIN (tm_game_get_max_players (game), TM_PLAY_MAX_PLAYERS) };
  guint refused = 0, checked = 0;
  TmRng rng;

  tm_rng_init (&rng, 1312);
  for (guint v = 0; v < variants->len; v++)
    for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
      {
        g_auto(GStrv) names = tm_test_player_names (tables[t]);
        g_autoptr(GError) error = NULL;
        g_autoptr(TmScorer) scorer = NULL;
        g_autoptr(TmTestHand) hand = NULL;

        scorer = tm_scorer_new (catalogue, module->id, (const char * const *) names,
                                g_ptr_array_index (variants, v), &error);
        g_assert_no_error (error);
        hand = tm_test_hand_new_scorable (scorer, catalogue, &rng, &refused);
        g_assert_nonnull (hand);
        check_score (module, scorer, hand, v == 0 && t == 0);
        if (v == 0 && t == 0)
          check_unknown_field (module, scorer, hand);
        checked++;
      }

  g_test_message ("%s: %u hands scored by the tool", module->id, checked);
}

/* ------------------------------------------------------------------------
 * Virtual play
 */

/* `legal` lists the engine's moves, as text and as JSON. */
static void
check_legal (const TmGameModule *module,
             TmPlayState        *state,
             const char         *state_text)
{
  const char * const plain[] = { "legal", "--state", "-", NULL };
  const char * const json[] = { "legal", "--state", "-", "--json", NULL };
  g_autofree char *out = run (state_text, 0, NULL, plain);
  g_autofree char *out_json = run (state_text, 0, NULL, json);
  g_autofree char *heading = g_strdup_printf ("seat %d to move:",
                                              tm_play_state_get_current_player (state));
  g_autoptr(JsonNode) node = parse (out_json);
  JsonObject *object = json_node_get_object (node);
  JsonArray *listed = json_object_get_array_member (object, "moves");
  g_auto(GStrv) lines = g_strsplit (g_strchomp (out), "\n", -1);
  g_autofree TmMove *moves = NULL;
  guint n = 0;

  moves = tm_play_state_dup_legal_moves (state, &n);
  g_assert_cmpstr (lines[0], ==, heading);
  g_assert_cmpuint (g_strv_length (lines), ==, n + 1);
  g_assert_cmpint (json_object_get_int_member (object, "player"), ==,
                   tm_play_state_get_current_player (state));
  g_assert_cmpuint (json_array_get_length (listed), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tm_play_state_move_to_string (state, &moves[i]);

      g_assert_cmpstr (lines[i + 1], ==, text);
      g_assert_cmpstr (json_array_get_string_element (listed, i), ==, text);
    }
}

/* `legal --observe SEAT` prints what the seat may see, as the engine
 * writes it. */
static void
check_observe (TmPlayState *state,
               const char  *state_text,
               guint        seat)
{
  g_autofree char *seat_text = g_strdup_printf ("%u", seat);
  const char * const argv[] = { "legal", "--state", "-", "--observe", seat_text, NULL };
  g_autofree char *out = run (state_text, 0, NULL, argv);
  g_autoptr(JsonNode) expected = tm_play_state_observation_to_json (state, seat);

  assert_same_json (out, expected);
}

/* `new`, then @n_steps moves with `legal` and `apply`, each output the
 * same as the engine's; an illegal move refused; the last move of a game and
 * its final scores; and `simulate`. */
static void
check_play (const TmGameModule *module,
            GVariant           *options,
            guint               n_players,
            guint64             seed,
            guint               n_steps,
            TmRng              *rng)
{
  TmGame *game = tm_game_module_lookup_game (module->id);
  g_autofree char *players = g_strdup_printf ("%u", n_players);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(JsonNode) expected = NULL;
  g_autofree char *state_text = NULL;
  Args args;

  state = tm_play_state_new (module->id, n_players, seed, options, &error);
  g_assert_no_error (error);

  args_init (&args);
  args_add (&args, "new");
  args_add (&args, module->id);
  args_add (&args, "--players");
  args_add (&args, players);
  args_add (&args, "--seed");
  args_add (&args, seed_text);
  args_add_options (&args, game, options);
  state_text = run (NULL, 0, NULL, args.argv);
  args_clear (&args);
  expected = tm_play_state_to_json (state);
  assert_same_json (state_text, expected);

  for (guint i = 0; i < n_steps && !tm_play_state_get_is_terminal (state); i++)
    {
      g_autofree TmMove *moves = NULL;
      g_autofree char *move = NULL;
      g_autofree char *next = NULL;
      g_autoptr(JsonNode) after = NULL;
      guint n;

      check_legal (module, state, state_text);
      check_observe (state, state_text, i % n_players);

      moves = tm_play_state_dup_legal_moves (state, &n);
      move = tm_play_state_move_to_string (state, &moves[tm_rng_below (rng, n)]);
      {
        const char * const argv[] = { "apply", "--state", "-", "--move", move, NULL };

        next = run (state_text, 0, NULL, argv);
      }
      g_assert_true (tm_play_state_apply_move_text (state, move, &error));
      g_assert_no_error (error);
      after = tm_play_state_to_json (state);
      assert_same_json (next, after);
      g_free (state_text);
      state_text = g_steal_pointer (&next);
    }

  /* A move that is not one of the game's. */
  {
    const char * const argv[] = { "apply", "--state", "-", "--move", "no-such-move", NULL };
    g_autofree char *err = NULL;
    g_autofree char *out = run (state_text, 1, &err, argv);

    g_assert_nonnull (strstr (err, "no-such-move"));
  }

  /* The engine plays on to the last move; the tool plays that one and
   * reports the end with the engine's scores. */
  if (!tm_play_state_get_is_terminal (state))
    {
      g_autofree char *last = NULL;
      g_autofree char *before = NULL;
      g_autofree char *out = NULL;
      g_autoptr(JsonNode) final = NULL;
      int scores[TM_PLAY_MAX_PLAYERS];

      while (!tm_play_state_get_is_terminal (state))
        {
          g_autoptr(JsonNode) node = tm_play_state_to_json (state);
          g_autofree TmMove *moves = NULL;
          guint n;

          g_free (before);
          before = to_text (node);
          moves = tm_play_state_dup_legal_moves (state, &n);
          g_free (last);
          last = tm_play_state_move_to_string (state, &moves[tm_rng_below (rng, n)]);
          g_assert_true (tm_play_state_apply_move_text (state, last, &error));
          g_assert_no_error (error);
        }

      {
        const char * const argv[] = { "apply", "--state", "-", "--move", last, NULL };

        out = run (before, 0, NULL, argv);
      }
      final = tm_play_state_to_json (state);
      assert_same_json (out, final);

      {
        const char * const argv[] = { "legal", "--state", "-", NULL };
        g_autofree char *end = run (out, 0, NULL, argv);
        g_auto(GStrv) lines = g_strsplit (g_strchomp (end), "\n", -1);

        tm_play_state_get_scores (state, scores);
        g_assert_cmpstr (lines[0], ==, "The game is over.");
        g_assert_cmpuint (g_strv_length (lines), ==, n_players + 1);
        for (guint p = 0; p < n_players; p++)
          {
            g_autofree char *line = g_strdup_printf ("seat %u: %d", p, scores[p]);

            g_assert_cmpstr (lines[p + 1], ==, line);
          }
      }
    }

  /* Agents play whole games. */
  {
    g_autofree char *out = NULL;
    g_autoptr(JsonNode) node = NULL;
    JsonObject *result;
    JsonArray *agents;
    double wins = 0;

    args_init (&args);
    args_add (&args, "simulate");
    args_add (&args, module->id);
    args_add (&args, "--players");
    args_add (&args, players);
    args_add (&args, "--games");
    args_add (&args, "2");
    args_add (&args, "--seed");
    args_add (&args, seed_text);
    args_add (&args, "--agents");
    args_add (&args, "random,heuristic");
    args_add (&args, "--json");
    args_add_options (&args, game, options);
    out = run (NULL, 0, NULL, args.argv);
    args_clear (&args);

    node = parse (out);
    result = json_node_get_object (node);
    agents = json_object_get_array_member (result, "agents");
    g_assert_cmpstr (json_object_get_string_member (result, "game"), ==, module->id);
    g_assert_cmpint (json_object_get_int_member (result, "games"), ==, 2);
    g_assert_cmpuint (json_array_get_length (agents), ==, n_players);
    for (guint p = 0; p < n_players; p++)
      {
        JsonObject *agent = json_array_get_object_element (agents, p);

        g_assert_cmpstr (json_object_get_string_member (agent, "agent"), ==,
                         p % 2 == 0 ? "random" : "heuristic");
        wins += json_object_get_double_member (agent, "wins");
      }
    if (n_players > 1)
      g_assert_cmpfloat_with_epsilon (wins, 2.0, 1e-9);
  }
}

static void
test_play (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_game_module_lookup_game (module->id);
  g_autoptr(GPtrArray) variants = tm_test_option_variants (game, TM_GAME_PILLAR_PLAY);
  guint min = tm_game_get_min_players (game);
  guint range = tm_game_get_max_players (game) - min + 1;
  TmRng rng;

  tm_rng_init (&rng, 2718);
  for (guint v = 0; v < variants->len; v++)
    check_play (module, g_ptr_array_index (variants, v), min + v % range,
                7 + v, v == 0 ? 3 : 1, &rng);
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

  g_test_add_func ("/cli/games/list", test_games);
  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
    {
      const TmGameModule *module = *m;
      g_autofree char *score = g_strdup_printf ("/cli/games/%s/score", module->id);

      g_test_add_data_func (score, module, test_score);
      if (module->get_play_rules != NULL)
        {
          g_autofree char *play = g_strdup_printf ("/cli/games/%s/play", module->id);

          g_test_add_data_func (play, module, test_play);
        }
    }

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
