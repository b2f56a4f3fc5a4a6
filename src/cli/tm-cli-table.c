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

int
tm_cli_table (TmCatalogue *catalogue,
              int          argc,
              char       **argv)
{
  g_auto(GStrv) option_args = NULL;
  int players = 0;
  GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("The number of players"), N_("N") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_args,
      N_("A rule option, as ID or ID=VALUE (repeatable)"), N_("OPTION") },
    { NULL }
  };

  if (!tm_cli_parse_options (_("GAME"), _("Print how to set up a game at a real table"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 2)
    {
      g_printerr ("tablemate-cli table: %s\n", _("name one game, such as “freeo”"));
      return EXIT_FAILURE;
    }

  return table_setup (catalogue, argv[1], players, option_args);
}
