/* tm-cli-table.c: table, the table assistant on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `table GAME --players N` prints how to set up a game at a real table;
 * see docs/table-format.md.
 */

#include "config.h"

#include <string.h>

#include "tm-cli.h"

static void
print_wrapped (const char *prefix,
               const char *markup)
{
  g_autofree char *plain = tm_rules_markup_to_plain_text (markup);
  g_auto(GStrv) words = g_strsplit (plain, " ", -1);
  guint column = 0;

  g_print ("%s", prefix);
  column = g_utf8_strlen (prefix, -1);
  for (guint i = 0; words[i]; i++)
    {
      guint len = g_utf8_strlen (words[i], -1);

      if (column + len + 1 > 78 && column > strlen (prefix))
        {
          g_print ("\n%*s", (int) strlen (prefix), "");
          column = strlen (prefix);
        }
      else if (i > 0)
        {
          g_print (" ");
          column++;
        }
      g_print ("%s", words[i]);
      column += len;
    }
  g_print ("\n");
}

static const char *
start_text (TmTableProcedure *procedure)
{
  switch (tm_table_procedure_get_start (procedure))
    {
    case TM_TABLE_START_FEWEST_CARDS:
      return _("the one player dealt fewer cards than the others; otherwise the player on "
               "the dealer's left");
    case TM_TABLE_START_FIRST_SEAT:
      return _("the first player of the seating order");
    case TM_TABLE_START_DEALER_LEFT:
    default:
      return _("the player on the dealer's left");
    }
}

static JsonNode *
setup_to_json (TmTableProcedure *procedure,
               TmTableSetup     *setup,
               GVariant         *options)
{
  JsonNode *node = tm_table_setup_to_json (setup);
  JsonObject *o = json_node_get_object (node);

  json_object_set_string_member (o, "game", tm_table_procedure_get_game_id (procedure));
  json_object_set_boolean_member (o, "dealer", tm_table_procedure_has_dealer (procedure));
  json_object_set_boolean_member (o, "deal_passes", tm_table_procedure_get_deal_passes (procedure));
  json_object_set_int_member (o, "hands", tm_table_procedure_get_hands (procedure));
  json_object_set_int_member (o, "rounds", tm_table_procedure_get_rounds (procedure, options));
  json_object_set_int_member (o, "target", tm_table_procedure_get_target (procedure, options));
  json_object_set_boolean_member (o, "playoff", tm_table_procedure_get_playoff (procedure, options));
  return node;
}

static void
print_setup (TmTableProcedure *procedure,
             TmTableSetup     *setup,
             GVariant         *options)
{
  TmGame *game = tm_table_procedure_get_game (procedure);
  guint n = tm_table_setup_get_n_players (setup);
  const char *ends;

  g_print (_("%s for %u players"), tm_game_get_name (game), n);
  g_print ("\n\n");

  if (tm_table_procedure_has_dealer (procedure))
    g_print ("%s\n", tm_table_procedure_get_deal_passes (procedure)
             ? _("Dealer: choose one for the first hand; the deal then passes to the left.")
             : _("Dealer: choose one."));
  {
    g_autofree char *first = g_strdup_printf (_("First to play: %s. Play passes to the left."),
                                              start_text (procedure));

    print_wrapped ("", first);
  }
  if (tm_table_setup_get_team (setup, 0) >= 0)
    {
      g_autoptr(GString) pairs = g_string_new (_("Partners sit opposite each other:"));

      for (guint p = 0; p < n / 2; p++)
        g_string_append_printf (pairs, _(" seats %u and %u%s"), p + 1, p + 1 + n / 2,
                                p + 1 < n / 2 ? "," : ".");
      print_wrapped ("", pairs->str);
    }

  g_print ("\n%s\n", _("Set-up:"));
  for (guint i = 0; i < tm_table_setup_get_n_steps (setup); i++)
    {
      TmTableStep *step = tm_table_setup_get_step (setup, i);
      g_autofree char *prefix = g_strdup_printf ("  %2u. ", i + 1);

      print_wrapped (prefix, tm_table_step_get_text (step));
    }

  g_print ("\n");
  if ((ends = tm_table_procedure_get_ends (procedure, "hand")) != NULL)
    print_wrapped (tm_table_procedure_get_hands (procedure) == 1 ? _("End: ")
                                                                  : _("End of a hand: "), ends);
  if ((ends = tm_table_procedure_get_ends (procedure, "round")) != NULL)
    print_wrapped (_("End of a round: "), ends);
  if ((ends = tm_table_procedure_get_ends (procedure, "game")) != NULL)
    print_wrapped (_("End of the game: "), ends);
  if (tm_table_procedure_get_target (procedure, options) > 0)
    g_print (_("Target: %d."), tm_table_procedure_get_target (procedure, options));
  if (tm_table_procedure_get_rounds (procedure, options) > 0)
    {
      if (tm_table_procedure_get_target (procedure, options) > 0)
        g_print (" ");
      g_print (_("Rounds: %u (everyone deals once a round)."),
               tm_table_procedure_get_rounds (procedure, options));
    }
  if (tm_table_procedure_get_target (procedure, options) > 0 ||
      tm_table_procedure_get_rounds (procedure, options) > 0)
    g_print ("\n");
}

/* table GAME --players N [--option ID=VALUE…] */
static int
table_setup (TmCatalogue  *catalogue,
             const char   *game_id,
             int           players,
             char        **option_args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) options = NULL;
  g_autoptr(TmTableSetup) setup = NULL;
  TmTableProcedure *procedure;

  if (!tm_cli_game_options (game_id, option_args, &options, &error) ||
      (procedure = tm_catalogue_get_table_procedure (catalogue, game_id, &error)) == NULL ||
      (setup = tm_table_procedure_get_setup (procedure, (guint) MAX (players, 0), options,
                                             &error)) == NULL)
    {
      g_printerr ("tablemate-cli table: %s\n", error->message);
      return EXIT_FAILURE;
    }

  if (tm_cli_json)
    {
      g_autoptr(JsonNode) node = setup_to_json (procedure, setup, options);

      tm_cli_print_json (node);
    }
  else
    print_setup (procedure, setup, options);
  return EXIT_SUCCESS;
}

/* Sessions */

static TmTableSession *
open_session (TmCatalogue  *catalogue,
              const char   *path,
              GError      **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  return tm_table_session_new_from_file (catalogue, file, error);
}

static void
print_now (TmTableSession *session)
{
  g_autoptr(TmTableNow) now = tm_table_session_get_now (session);
  const char * const *kinds = tm_table_now_get_kinds (now);
  if (tm_cli_json)
    {
      g_autoptr(JsonNode) node = tm_table_session_dup_facts (session);

      tm_cli_print_json (node);
      return;
    }

  g_print (_("Hand %u, round %u"), tm_table_now_get_hand (now), tm_table_now_get_round (now));
  if (tm_table_now_get_dealer (now) >= 0)
    g_print (_(", dealer %s"), tm_table_session_get_player (session,
                                                           tm_table_now_get_dealer (now)));
  g_print ("\n");
  print_wrapped (_("Now: "), tm_table_now_get_text (now));
  g_print (_("Rules: section:%s/%s"), tm_table_session_get_game_id (session),
           tm_table_now_get_section (now));
  if (tm_table_now_get_ruling (now) != NULL)
    g_print (_(", ruling:%s/%s"), tm_table_session_get_game_id (session),
             tm_table_now_get_ruling (now));
  g_print ("\n");
  if (kinds[0] != NULL)
    {
      g_autofree char *list = g_strjoinv (", ", (char **) kinds);

      g_print (_("May record: %s"), list);
      g_print ("\n");
    }
}

static char **
player_names (const char *players)
{
  guint64 n;

  if (g_ascii_string_to_unsigned (players, 10, 1, TM_TABLE_MAX_SEATS, &n, NULL))
    {
      GStrvBuilder *builder = g_strv_builder_new ();
      char **names;

      for (guint p = 0; p < n; p++)
        {
          g_autofree char *name = g_strdup_printf (_("Player %u"), p + 1);

          g_strv_builder_add (builder, name);
        }
      names = g_strv_builder_end (builder);
      g_strv_builder_unref (builder);
      return names;
    }
  return g_strsplit (players, ",", -1);
}

/* table start FILE GAME --players A,B,C [--dealer N] [--option …] */
static int
table_start (TmCatalogue  *catalogue,
             int           argc,
             char        **argv,
             const char   *players,
             int           dealer,
             char        **option_args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) options = NULL;
  g_autoptr(TmTableSession) session = NULL;
  g_autoptr(GFile) file = NULL;
  g_auto(GStrv) names = NULL;

  if (argc != 4 || players == NULL)
    {
      g_printerr ("tablemate-cli table start: %s\n",
                  _("give a new file, a game and --players NAME,NAME,…"));
      return EXIT_FAILURE;
    }

  file = g_file_new_for_commandline_arg (argv[2]);
  if (g_file_query_exists (file, NULL))
    {
      g_printerr ("tablemate-cli table start: %s: %s\n", argv[2],
                  _("the file exists; a session is never started over another file"));
      return EXIT_FAILURE;
    }

  names = player_names (players);
  if (!tm_cli_game_options (argv[3], option_args, &options, &error) ||
      (session = tm_table_session_new (catalogue, argv[3], (const char * const *) names,
                                       options, dealer, &error)) == NULL)
    {
      g_printerr ("tablemate-cli table start: %s\n", error->message);
      return EXIT_FAILURE;
    }
  tm_table_session_set_file (session, file);
  if (!tm_table_session_save (session, &error))
    {
      g_printerr ("tablemate-cli table start: %s\n", error->message);
      return EXIT_FAILURE;
    }
  print_now (session);
  return EXIT_SUCCESS;
}

/* table now|record|undo|redo|events|hand FILE … */
static int
table_session (TmCatalogue  *catalogue,
               int           argc,
               char        **argv)
{
  const char *command = argv[1];
  g_autoptr(GError) error = NULL;
  g_autoptr(TmTableSession) session = NULL;
  gboolean ok = TRUE;

  if (argc < 3)
    {
      g_printerr ("tablemate-cli table %s: %s\n", command, _("name the session file"));
      return EXIT_FAILURE;
    }
  if ((session = open_session (catalogue, argv[2], &error)) == NULL)
    {
      g_printerr ("tablemate-cli table %s: %s\n", command, error->message);
      return EXIT_FAILURE;
    }

  if (g_str_equal (command, "record"))
    {
      TmTableEvent event;

      if (argc < 4)
        {
          g_printerr ("tablemate-cli table record: %s\n",
                      _("say what happened: KIND [NAME=VALUE…]"));
          return EXIT_FAILURE;
        }
      ok = tm_table_event_parse (&event, argv[3], (const char * const *) argv + 4, &error) &&
           tm_table_session_record (session, &event, &error);
    }
  else if (g_str_equal (command, "undo"))
    ok = tm_table_session_undo (session, &error);
  else if (g_str_equal (command, "redo"))
    ok = tm_table_session_redo (session, &error);
  else if (g_str_equal (command, "events"))
    {
      for (guint i = 0; i < tm_table_session_get_n_events (session); i++)
        {
          g_autofree char *line = tm_table_session_describe_event (session, i);

          g_print ("%3u  %s\n", i + 1, line);
        }
      return EXIT_SUCCESS;
    }
  else if (g_str_equal (command, "hand"))
    {
      g_autoptr(TmTableHand) hand = tm_table_session_get_finished_hand (session);
      g_autoptr(JsonNode) node = NULL;

      if (hand == NULL)
        {
          g_printerr ("tablemate-cli table hand: %s\n", _("no hand is waiting for its score"));
          return EXIT_FAILURE;
        }
      node = tm_table_hand_to_json (hand);
      tm_cli_print_json (node);
      return EXIT_SUCCESS;
    }

  if (!ok)
    {
      g_printerr ("tablemate-cli table %s: %s\n", command, error->message);
      return EXIT_FAILURE;
    }
  if (argc > 3 && !g_str_equal (command, "record"))
    {
      g_printerr ("tablemate-cli table %s: %s\n", command, _("too many arguments"));
      return EXIT_FAILURE;
    }
  print_now (session);
  return EXIT_SUCCESS;
}

int
tm_cli_table (TmCatalogue *catalogue,
              int          argc,
              char       **argv)
{
  static const char *session_commands[] = {
    "now", "record", "undo", "redo", "events", "hand", NULL
  };
  g_auto(GStrv) option_args = NULL;
  g_autofree char *players = NULL;
  guint64 n = 0;
  int dealer = 0;
  GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players,
      N_("The number of players, or (to start a session) their names: A,B,C"), N_("N|NAMES") },
    { "dealer", 'd', 0, G_OPTION_ARG_INT, &dealer,
      N_("The seat that deals first, from 0 (to start a session)"), N_("SEAT") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_args,
      N_("A rule option, as ID or ID=VALUE (repeatable)"), N_("OPTION") },
    { NULL }
  };

  if (!tm_cli_parse_options (_("GAME | start FILE GAME | now|record|undo|redo|events|hand FILE"),
                             _("Print how to set up a game at a real table, or follow one "
                               "in a session file (docs/table-format.md)"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc >= 2 && g_str_equal (argv[1], "start"))
    return table_start (catalogue, argc, argv, players, dealer, option_args);
  if (argc >= 2 && g_strv_contains (session_commands, argv[1]))
    return table_session (catalogue, argc, argv);

  if (argc != 2)
    {
      g_printerr ("tablemate-cli table: %s\n", _("name one game, such as “freeo”"));
      return EXIT_FAILURE;
    }
  if (players != NULL &&
      !g_ascii_string_to_unsigned (players, 10, 0, G_MAXUINT, &n, NULL))
    {
      g_printerr ("tablemate-cli table: %s\n", _("--players: give a number of players"));
      return EXIT_FAILURE;
    }

  return table_setup (catalogue, argv[1], (int) n, option_args);
}
