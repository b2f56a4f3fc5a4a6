/* tm-cli-play.c: new, legal, apply, simulate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play engine on JSON states: see docs/play-format.md.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tm-cli.h"
#include "tm-game-module.h"

static TmPlayState *
load_state (const char  *path,
            GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *contents = NULL;
  TmPlayState *state;
  const char *where;
  gsize len = 0;

  if (path == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE, _("name a state file with --state"));
      return NULL;
    }

  if (g_str_equal (path, "-"))
    {
      GString *in = g_string_new (NULL);
      char buf[4096];
      gsize got;

      while ((got = fread (buf, 1, sizeof buf, stdin)) > 0)
        g_string_append_len (in, buf, got);
      len = in->len;
      contents = g_string_free (in, FALSE);
    }
  else if (!g_file_get_contents (path, &contents, &len, error))
    return NULL;

  where = g_str_equal (path, "-") ? _("standard input") : path;
  if (strspn (contents, " \t\r\n") == len)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE, _("%s: the state is empty"), where);
      return NULL;
    }
  root = tm_play_state_parse_json (contents, len, error);
  state = root != NULL ? tm_play_state_new_from_json (root, error) : NULL;
  if (state == NULL)
    g_prefix_error (error, "%s: ", where);
  return state;
}

static void
print_node (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

int
tm_cli_play_new (TmCatalogue *catalogue,
                 int          argc,
                 char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(GVariant) options = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_auto(GStrv) option_args = NULL;
  int players = 0;
  gint64 seed = 0;
  GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("The number of players"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed of the deal"), N_("S") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_args,
      N_("A rule option, as ID or ID=VALUE (repeatable)"), N_("OPTION") },
    { NULL }
  };

  if (!tm_cli_parse_options (_("GAME"), _("Deal a new game and print its state as JSON"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 2)
    {
      g_printerr ("tablemate-cli new: %s\n", _("name one game, such as “freeo”"));
      return EXIT_FAILURE;
    }

  if (!tm_cli_game_options (argv[1], option_args, &options, &error) ||
      (state = tm_play_state_new (argv[1], (guint) MAX (players, 0), (guint64) seed,
                                  options, &error)) == NULL)
    {
      g_printerr ("tablemate-cli new: %s\n", error->message);
      return EXIT_FAILURE;
    }

  node = tm_play_state_to_json (state);
  print_node (node);
  return EXIT_SUCCESS;
}

int
tm_cli_play_legal (TmCatalogue *catalogue,
                   int          argc,
                   char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = NULL;
  g_autofree char *path = NULL;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  int player = -1;
  guint n;
  GOptionEntry entries[] = {
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &path, N_("The state file (- for standard input)"), N_("FILE") },
    { "observe", 0, 0, G_OPTION_ARG_INT, &player,
      N_("Print what this seat may see instead"), N_("SEAT") },
    { NULL }
  };

  if (!tm_cli_parse_options ("", _("List the legal moves of the player to move"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  state = load_state (path, &error);
  if (state == NULL)
    {
      g_printerr ("tablemate-cli legal: %s\n", error->message);
      return EXIT_FAILURE;
    }

  if (player >= 0)
    {
      g_autoptr(JsonNode) node = NULL;

      if ((guint) player >= tm_play_state_get_n_players (state))
        {
          g_printerr ("tablemate-cli legal: %s\n", _("there is no such seat"));
          return EXIT_FAILURE;
        }
      node = tm_play_state_observation_to_json (state, (guint) player);
      print_node (node);
      return EXIT_SUCCESS;
    }

  n = tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves));
  if (tm_cli_json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, tm_play_state_get_current_player (state));
      json_builder_set_member_name (builder, "moves");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *text = tm_play_state_move_to_string (state, &moves[i]);

          json_builder_add_string_value (builder, text);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      tm_cli_print_json (root);
      return EXIT_SUCCESS;
    }

  if (tm_play_state_get_is_terminal (state))
    {
      int scores[TM_PLAY_MAX_PLAYERS];

      tm_play_state_get_scores (state, scores);
      g_print ("%s\n", _("The game is over."));
      for (guint p = 0; p < tm_play_state_get_n_players (state); p++)
        g_print (_("seat %u: %d\n"), p, scores[p]);
      return EXIT_SUCCESS;
    }

  g_print (_("seat %d to move:\n"), tm_play_state_get_current_player (state));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tm_play_state_move_to_string (state, &moves[i]);

      g_print ("%s\n", text);
    }
  return EXIT_SUCCESS;
}

int
tm_cli_play_apply (TmCatalogue *catalogue,
                   int          argc,
                   char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;
  g_auto(GStrv) move_args = NULL;
  GOptionEntry entries[] = {
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &path, N_("The state file (- for standard input)"), N_("FILE") },
    { "move", 'm', 0, G_OPTION_ARG_STRING_ARRAY, &move_args,
      N_("The move to play (repeat for several in turn)"), N_("MOVE") },
    { NULL }
  };

  if (!tm_cli_parse_options ("", _("Play moves on a state and print the new state"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  state = load_state (path, &error);
  if (state == NULL)
    {
      g_printerr ("tablemate-cli apply: %s\n", error->message);
      return EXIT_FAILURE;
    }
  if (move_args == NULL)
    {
      g_printerr ("tablemate-cli apply: %s\n", _("give a move with --move"));
      return EXIT_FAILURE;
    }

  for (guint i = 0; move_args[i]; i++)
    if (!tm_play_state_apply_move_text (state, move_args[i], &error))
      {
        g_printerr ("tablemate-cli apply: “%s”: %s\n", move_args[i], error->message);
        return EXIT_FAILURE;
      }

  node = tm_play_state_to_json (state);
  print_node (node);
  return EXIT_SUCCESS;
}

typedef struct
{
  char    *spec;
  double   wins;
  double   score;
  guint    games;
  guint64  moves;
  gint64   think_us;
} AgentStats;

int
tm_cli_play_simulate (TmCatalogue *catalogue,
                      int          argc,
                      char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) options = NULL;
  g_autoptr(GPtrArray) agents = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) option_args = NULL;
  g_auto(GStrv) specs = NULL;
  g_autofree char *agent_list = NULL;
  g_autofree AgentStats *stats = NULL;
  gboolean no_time_limit = FALSE;
  int players = 0, games = 100;
  gint64 seed = 0, start;
  guint64 total_moves = 0;
  double seconds;
  guint n_specs;
  GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("The number of players"), N_("N") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("How many games to play"), N_("K") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed of the first game"), N_("S") },
    { "agents", 'a', 0, G_OPTION_ARG_STRING, &agent_list,
      N_("Agents, one per seat, comma-separated (random, heuristic, ismcts[:LEVEL])"),
      N_("LIST") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_args,
      N_("A rule option, as ID or ID=VALUE (repeatable)"), N_("OPTION") },
    { "no-time-limit", 0, 0, G_OPTION_ARG_NONE, &no_time_limit,
      N_("Let searches use their whole budget however long it takes, so that results "
         "depend on the seed alone"), NULL },
    { NULL }
  };

  if (!tm_cli_parse_options (_("GAME"), _("Play agents against each other and report win rates"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 2)
    {
      g_printerr ("tablemate-cli simulate: %s\n", _("name one game, such as “freeo”"));
      return EXIT_FAILURE;
    }
  if (!tm_cli_game_options (argv[1], option_args, &options, &error))
    {
      g_printerr ("tablemate-cli simulate: %s\n", error->message);
      return EXIT_FAILURE;
    }

  specs = g_strsplit (agent_list ? agent_list : "random", ",", -1);
  n_specs = g_strv_length (specs);
  if (players <= 0)
    players = MAX (n_specs, 2);
  stats = g_new0 (AgentStats, players);
  for (int p = 0; p < players; p++)
    {
      TmAgent *agent = tm_agent_new (specs[p % n_specs], &error);

      if (agent == NULL)
        {
          g_printerr ("tablemate-cli simulate: %s\n", error->message);
          return EXIT_FAILURE;
        }
      tm_agent_set_seed (agent, (guint64) seed * 31 + p);
      if (no_time_limit && TM_IS_AGENT_ISMCTS (agent))
        tm_agent_ismcts_set_time_limited (TM_AGENT_ISMCTS (agent), FALSE);
      g_ptr_array_add (agents, agent);
      stats[p].spec = specs[p % n_specs];
    }

  start = g_get_monotonic_time ();
  for (int g = 0; g < games; g++)
    {
      g_autoptr(TmPlayState) state =
        tm_play_state_new (argv[1], (guint) players, (guint64) (seed + g), options, &error);
      double values[TM_PLAY_MAX_PLAYERS];
      int scores[TM_PLAY_MAX_PLAYERS];

      if (state == NULL)
        {
          g_printerr ("tablemate-cli simulate: %s\n", error->message);
          return EXIT_FAILURE;
        }

      /* Agent a sits at seat (a + g) mod players, so every agent plays
       * every seat equally often. */
      while (!tm_play_state_get_is_terminal (state))
        {
          int seat = tm_play_state_get_current_player (state);
          guint a = (guint) ((seat - g % players + players) % players);
          gint64 before = g_get_monotonic_time ();
          TmMove move;

          if (!tm_agent_choose_move (g_ptr_array_index (agents, a), state, NULL, &move, &error) ||
              !tm_play_state_apply_move (state, &move, &error))
            {
              g_printerr ("tablemate-cli simulate: %s\n", error->message);
              return EXIT_FAILURE;
            }
          stats[a].think_us += g_get_monotonic_time () - before;
          stats[a].moves++;
          total_moves++;
        }

      tm_play_state_get_returns (state, values);
      tm_play_state_get_scores (state, scores);
      for (int seat = 0; seat < players; seat++)
        {
          guint a = (guint) ((seat - g % players + players) % players);

          stats[a].wins += values[seat];
          stats[a].score += scores[seat];
          stats[a].games++;
        }
    }
  seconds = MAX ((g_get_monotonic_time () - start) / 1e6, 1e-6);

  if (tm_cli_json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "game");
      json_builder_add_string_value (b, argv[1]);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, games);
      json_builder_set_member_name (b, "mean_moves");
      json_builder_add_double_value (b, (double) total_moves / MAX (games, 1));
      json_builder_set_member_name (b, "moves_per_second");
      json_builder_add_double_value (b, total_moves / seconds);
      json_builder_set_member_name (b, "agents");
      json_builder_begin_array (b);
      for (int p = 0; p < players; p++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "agent");
          json_builder_add_string_value (b, stats[p].spec);
          json_builder_set_member_name (b, "wins");
          json_builder_add_double_value (b, stats[p].wins);
          json_builder_set_member_name (b, "win_rate");
          json_builder_add_double_value (b, stats[p].wins / MAX (games, 1));
          json_builder_set_member_name (b, "mean_score");
          json_builder_add_double_value (b, stats[p].score / MAX (games, 1));
          json_builder_set_member_name (b, "ms_per_move");
          json_builder_add_double_value (b, stats[p].think_us / 1000.0 / MAX (stats[p].moves, 1));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      tm_cli_print_json (root);
      return EXIT_SUCCESS;
    }

  g_print (_("%s, %d players, %d games from seed %" G_GINT64_FORMAT "\n"),
           argv[1], players, games, seed);
  g_print ("%-6s %-18s %9s %9s %8s %11s %12s\n", _("seat"), _("agent"), _("wins"),
           _("win rate"), _("share"), _("mean score"), _("ms per move"));
  for (int p = 0; p < players; p++)
    g_print ("%-6d %-18s %9.1f %8.1f%% %7.1f%% %11.2f %12.3f\n", p, stats[p].spec,
             stats[p].wins, 100.0 * stats[p].wins / MAX (games, 1), 100.0 / players,
             stats[p].score / MAX (games, 1),
             stats[p].think_us / 1000.0 / MAX (stats[p].moves, 1));
  g_print (_("mean game length: %.1f moves; %.0f moves per second (agents' thinking included)\n"),
           (double) total_moves / MAX (games, 1), total_moves / seconds);
  return EXIT_SUCCESS;
}
