/* tm-cli-roster.c: roster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-cli.h"

static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  TmRosterPlayer *pa = *(TmRosterPlayer **) a;
  TmRosterPlayer *pb = *(TmRosterPlayer **) b;

  return g_utf8_collate (tm_roster_player_get_name (pa), tm_roster_player_get_name (pb));
}

static const char *
game_name (TmCatalogue *catalogue,
           const char  *game_id)
{
  TmGame *game = tm_catalogue_lookup_game (catalogue, game_id);

  return game != NULL ? tm_game_get_name (game) : _("Custom game");
}

static void
add_record_json (JsonBuilder    *builder,
                 TmRosterPlayer *player,
                 const char     *game_id)
{
  json_builder_set_member_name (builder, game_id);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "played");
  json_builder_add_int_value (builder, tm_roster_player_get_played (player, game_id));
  json_builder_set_member_name (builder, "won");
  json_builder_add_int_value (builder, tm_roster_player_get_won (player, game_id));
  json_builder_set_member_name (builder, "average");
  if (tm_roster_player_get_played (player, game_id) > 0)
    json_builder_add_double_value (builder, tm_roster_player_get_average (player, game_id));
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

static void
print_json (GPtrArray  *players,
            const char *only_game)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (players, i);
      GDateTime *last_used = tm_roster_player_get_last_used (player);
      g_auto(GStrv) games = tm_roster_player_dup_games (player);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, tm_roster_player_get_id (player));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, tm_roster_player_get_name (player));
      json_builder_set_member_name (builder, "last_used");
      if (last_used != NULL)
        {
          g_autoptr(GDateTime) utc = g_date_time_to_utc (last_used);
          g_autofree char *when = g_date_time_format (utc, "%FT%TZ");

          json_builder_add_string_value (builder, when);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "played");
      json_builder_add_int_value (builder, tm_roster_player_get_played (player, only_game));
      json_builder_set_member_name (builder, "won");
      json_builder_add_int_value (builder, tm_roster_player_get_won (player, only_game));
      json_builder_set_member_name (builder, "games");
      json_builder_begin_object (builder);
      if (only_game != NULL)
        add_record_json (builder, player, only_game);
      else
        for (guint g = 0; games[g] != NULL; g++)
          add_record_json (builder, player, games[g]);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  tm_cli_print_json (root);
}

static void
print_record (const char     *label,
              TmRosterPlayer *player,
              const char     *game_id)
{
  guint played = tm_roster_player_get_played (player, game_id);

  g_print ("%-20s %6u %6u", label, played, tm_roster_player_get_won (player, game_id));
  if (played > 0)
    g_print (" %9.1f\n", tm_roster_player_get_average (player, game_id));
  else
    g_print (" %9s\n", "-");
}

int
tm_cli_roster (TmCatalogue *catalogue,
               int          argc,
               char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRoster) roster = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autofree char *game = NULL;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game,
      N_("Show the records in one game only, such as “gitmo”"), N_("GAME") },
    { NULL }
  };

  if (!tm_cli_parse_options ("",
                             _("List the players of the shared roster with their records in "
                               "each game: finished games played and won, and the average "
                               "final total. Records are worked out from the saved score "
                               "sheets."),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 1)
    {
      g_printerr ("tablemate-cli roster: %s\n", _("the roster command takes no arguments"));
      return EXIT_FAILURE;
    }

  if (game != NULL && !tm_score_has_game (game))
    {
      g_printerr ("tablemate-cli roster: ");
      g_printerr (_("“%s” is not a game Tablemate can score"), game);
      g_printerr ("\n");
      return EXIT_FAILURE;
    }

  roster = tm_roster_new (NULL);
  if (!tm_roster_load (roster, NULL, &error) ||
      !tm_roster_refresh (roster, catalogue, NULL, NULL, &error))
    {
      g_printerr ("tablemate-cli roster: %s\n", error->message);
      return EXIT_FAILURE;
    }

  players = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (roster)); i++)
    g_ptr_array_add (players, g_list_model_get_item (G_LIST_MODEL (roster), i));
  g_ptr_array_sort (players, compare_players);

  if (tm_cli_json)
    {
      print_json (players, game);
      return EXIT_SUCCESS;
    }

  if (players->len == 0)
    {
      g_print ("%s\n", _("The roster is empty: players are added as they are picked for "
                         "score sheets in Tablemate."));
      return EXIT_SUCCESS;
    }

  if (game != NULL)
    g_print ("%s\n\n", game_name (catalogue, game));
  g_print ("%-20s %6s %6s %9s\n", _("Player"), _("Played"), _("Won"), _("Average"));

  for (guint i = 0; i < players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (players, i);
      g_auto(GStrv) games = NULL;

      if (game != NULL)
        {
          print_record (tm_roster_player_get_name (player), player, game);
          continue;
        }

      g_print ("%-20s %6u %6u\n", tm_roster_player_get_name (player),
               tm_roster_player_get_played (player, NULL),
               tm_roster_player_get_won (player, NULL));
      games = tm_roster_player_dup_games (player);
      for (guint g = 0; games[g] != NULL; g++)
        {
          g_autofree char *label = g_strdup_printf ("  %s", game_name (catalogue, games[g]));

          print_record (label, player, games[g]);
        }
    }

  return EXIT_SUCCESS;
}
