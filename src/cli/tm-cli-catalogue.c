/* tm-cli-catalogue.c: games, deck, check-deck, shuffle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-cli.h"

int
tm_cli_games (TmCatalogue *catalogue,
           int          argc,
           char       **argv)
{
  guint n;

  if (!tm_cli_parse_options ("", _("List the games Tablemate knows"), NULL, &argc, &argv))
    return EXIT_FAILURE;

  n = g_list_model_get_n_items (G_LIST_MODEL (catalogue));

  if (tm_cli_json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TmGame) game = g_list_model_get_item (G_LIST_MODEL (catalogue), i);
          const char * const *decks = tm_game_get_deck_ids (game);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, tm_game_get_id (game));
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, tm_game_get_name (game));
          json_builder_set_member_name (builder, "min_players");
          json_builder_add_int_value (builder, tm_game_get_min_players (game));
          json_builder_set_member_name (builder, "max_players");
          json_builder_add_int_value (builder, tm_game_get_max_players (game));
          json_builder_set_member_name (builder, "summary");
          json_builder_add_string_value (builder, tm_game_get_summary (game));
          json_builder_set_member_name (builder, "decks");
          json_builder_begin_array (builder);
          for (guint d = 0; decks && decks[d]; d++)
            json_builder_add_string_value (builder, decks[d]);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);

      root = json_builder_get_root (builder);
      tm_cli_print_json (root);
      return EXIT_SUCCESS;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmGame) game = g_list_model_get_item (G_LIST_MODEL (catalogue), i);
      g_autofree char *players = tm_game_dup_players_label (game);

      g_print ("%-9s %-18s %s%*s %s\n",
               tm_game_get_id (game), tm_game_get_name (game), players,
               (int) (12 - MIN (12, g_utf8_strlen (players, -1))), "",
               tm_game_get_summary (game));
    }

  return EXIT_SUCCESS;
}

static void
print_deck (TmDeck *deck)
{
  g_auto(GStrv) kinds = tm_deck_list_kinds (deck);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (deck));

  g_print ("%s (%s): %u cards\n", tm_deck_get_name (deck), tm_deck_get_id (deck),
           tm_deck_get_size (deck));
  for (guint k = 0; kinds[k]; k++)
    g_print ("  %-24s %u\n", tm_deck_get_kind_name (deck, kinds[k]),
             tm_deck_count_kind (deck, kinds[k]));
  g_print ("\n");

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);

      g_print ("%3u × %-28s %-20s%s\n", tm_card_get_count (card), tm_card_get_name (card),
               tm_card_get_id (card),
               tm_card_get_reconstructed (card) ? _("  (reconstructed)") : "");
    }
}

int
tm_cli_deck (TmCatalogue *catalogue,
          int          argc,
          char       **argv)
{
  g_autoptr(GError) error = NULL;
  TmDeck *deck;

  if (!tm_cli_parse_options (_("DECK"), _("Show a deck: its kinds, counts and cards"),
                      NULL, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 2)
    {
      g_printerr ("tablemate-cli deck: %s\n", _("name one deck, such as “freeo”"));
      return EXIT_FAILURE;
    }

  deck = tm_catalogue_get_deck (catalogue, argv[1], &error);
  if (deck == NULL)
    {
      g_printerr ("tablemate-cli deck: %s\n", error->message);
      return EXIT_FAILURE;
    }

  print_deck (deck);
  return EXIT_SUCCESS;
}

int
tm_cli_check_deck (TmCatalogue *catalogue,
                int          argc,
                char       **argv)
{
  int status = EXIT_SUCCESS;

  if (!tm_cli_parse_options (_("FILE…"), _("Check deck files and report what is wrong"),
                      NULL, &argc, &argv))
    return EXIT_FAILURE;

  if (argc < 2)
    {
      g_printerr ("tablemate-cli check-deck: %s\n", _("name at least one deck file"));
      return EXIT_FAILURE;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmDeck) deck = NULL;

      deck = tm_deck_new_from_file (file, tm_catalogue_get_effects (catalogue), &error);
      if (deck == NULL)
        {
          g_printerr ("%s\n", error->message);
          status = EXIT_FAILURE;
          continue;
        }

      g_print (_("%s: a valid deck of %u cards\n"), argv[i], tm_deck_get_size (deck));
    }

  return status;
}

int
tm_cli_shuffle (TmCatalogue *catalogue,
             int          argc,
             char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint *order = NULL;
  gint64 seed = 0;
  guint n = 0;
  TmDeck *deck;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed of the shuffle"), N_("SEED") },
    { NULL }
  };

  if (!tm_cli_parse_options (_("DECK"), _("Shuffle a deck from a seed and print the order"),
                      entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 2)
    {
      g_printerr ("tablemate-cli shuffle: %s\n", _("name one deck, such as “freeo”"));
      return EXIT_FAILURE;
    }

  deck = tm_catalogue_get_deck (catalogue, argv[1], &error);
  if (deck == NULL)
    {
      g_printerr ("tablemate-cli shuffle: %s\n", error->message);
      return EXIT_FAILURE;
    }

  order = tm_deck_shuffle (deck, (guint64) seed, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), order[i]);

      g_print ("%s\n", tm_card_get_id (card));
    }

  return EXIT_SUCCESS;
}

