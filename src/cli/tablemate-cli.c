/* tablemate-cli.c: Tablemate's engine on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "tm-cli.h"

typedef int (*CommandFunc) (TmCatalogue *catalogue,
                            int          argc,
                            char       **argv);

typedef struct
{
  const char  *name;
  const char  *args;
  const char  *summary;
  CommandFunc  func;
} Command;

static const Command commands[] = {
  { "games", "", N_("List the games and their ids"), tm_cli_games },
  { "deck", N_("DECK"), N_("Show a deck's kinds, counts and cards"), tm_cli_deck },
  { "check-deck", N_("FILE…"), N_("Check deck files, naming what is wrong"), tm_cli_check_deck },
  { "shuffle", N_("DECK --seed S"), N_("Print a deck in the order a seed shuffles it"), tm_cli_shuffle },
  { "new", N_("GAME --players N --seed S"), N_("Deal a game and print its state as JSON"), tm_cli_play_new },
  { "legal", N_("--state FILE"), N_("List the moves the player to move may make"), tm_cli_play_legal },
  { "apply", N_("--state FILE --move M"), N_("Play a move and print the new state"), tm_cli_play_apply },
  { "simulate", N_("GAME --agents A,B…"), N_("Play agents against each other"), tm_cli_play_simulate },
  { "rules", N_("GAME [SECTION]"), N_("Print a game's rules reference"), tm_cli_rules },
  { "rulings", N_("[GAME] [--markdown]"), N_("Print the rulings Tablemate uses"), tm_cli_rulings },
  { "cards", N_("GAME [--kind K]"), N_("List a game's cards and what they do"), tm_cli_cards },
  { "search", N_("WORDS…"), N_("Search every game's rules and cards"), tm_cli_search },
  { "score", N_("GAME [FILE]"), N_("Score a hand from its breakdown in JSON"), tm_cli_score },
  { "ledger", N_("show|export FILE"), N_("Print a score sheet or export it as CSV"), tm_cli_ledger },
  { "roster", N_("[--game GAME]"), N_("List the players and their records"), tm_cli_roster },
  { "table", N_("GAME --players N | start|now|record|undo|redo FILE"),
    N_("Set up a real table, or follow a game at one"), tm_cli_table },
};

static void
usage (void)
{
  g_printerr ("%s\n\n", _("Usage: tablemate-cli COMMAND [OPTION…]"));
  g_printerr ("%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *left = g_strdup_printf ("%s %s", commands[i].name,
                                               commands[i].args[0] ? _(commands[i].args) : "");

      g_printerr ("  %-26s %s\n", left, _(commands[i].summary));
    }
  g_printerr ("\n%s\n", _("Run “tablemate-cli COMMAND --help” for a command's options."));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TmCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;

  setlocale (LC_ALL, "");
  tm_init ();
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      usage ();
      return argc < 2 ? EXIT_FAILURE : EXIT_SUCCESS;
    }

  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("tablemate-cli %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }

  catalogue = tm_catalogue_new (&error);
  if (catalogue == NULL)
    {
      g_printerr ("tablemate-cli: %s\n", error->message);
      return EXIT_FAILURE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (g_str_equal (argv[1], commands[i].name))
        {
          g_autofree char *prgname = g_strdup_printf ("tablemate-cli %s", commands[i].name);

          g_set_prgname (prgname);
          return commands[i].func (catalogue, argc - 1, argv + 1);
        }
    }

  g_printerr ("tablemate-cli: “%s” %s\n\n", argv[1], _("is not a command"));
  usage ();
  return EXIT_FAILURE;
}
