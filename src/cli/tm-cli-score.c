/* tm-cli-score.c: score, ledger
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tm-cli.h"

/* The hand's text, from @path or standard input, parsed as the engine
 * parses its own files (tm_play_state_parse_json()); every error starts
 * with where the text came from. */
static JsonNode *
read_json (const char  *path,
           GError     **error)
{
  g_autofree char *contents = NULL;
  const char *where = path == NULL || g_str_equal (path, "-") ? _("standard input") : path;
  JsonNode *root;
  gsize len = 0;

  if (path == NULL || g_str_equal (path, "-"))
    {
      GString *text = g_string_new (NULL);
      char buffer[4096];
      size_t n;

      while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
        g_string_append_len (text, buffer, n);
      len = text->len;
      contents = g_string_free (text, FALSE);
    }
  else if (!g_file_get_contents (path, &contents, &len, error))
    return NULL;

  if (strspn (contents, " \t\r\n") == len)
    {
      g_set_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_PARSE,
                   _("%s: there is no hand to score: the input is empty"), where);
      return NULL;
    }
  root = tm_play_state_parse_json (contents, len, error);
  if (root == NULL)
    g_prefix_error (error, "%s: ", where);
  return root;
}

static void
variant_unref0 (gpointer value)
{
  if (value != NULL)
    g_variant_unref (value);
}

/* A hand as the tool reads it: see docs/score-json.md. */
static TmHandScore *
score_hand (TmCatalogue  *catalogue,
            const char   *game_id,
            JsonNode     *root,
            TmScorer    **scorer_out,
            GError      **error)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;
  g_autoptr(TmScorer) scorer = NULL;
  g_autoptr(GVariant) values = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GVariant) outcome = NULL;
  JsonNode *outcome_node = NULL;
  TmGame *game;
  JsonObject *object, *options = NULL;
  JsonArray *players, *array = NULL;
  TmHandScore *score;
  guint n;

  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      !json_object_has_member (object = json_node_get_object (root), "players") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "players")))
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   _("the hand must be an object with a “players” list of names"));
      return NULL;
    }

  players = json_object_get_array_member (object, "players");
  n = json_array_get_length (players);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *name = json_array_get_element (players, i);

      if (!JSON_NODE_HOLDS_VALUE (name) || json_node_get_value_type (name) != G_TYPE_STRING)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       _("player %u: a name must be a string"), i + 1);
          return NULL;
        }
      g_strv_builder_add (names, json_node_get_string (name));
    }
  list = g_strv_builder_end (names);

  if (json_object_has_member (object, "options"))
    {
      JsonNode *node = json_object_get_member (object, "options");

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       _("field “options”: must be an object"));
          return NULL;
        }
      options = json_node_get_object (node);
    }

  if (json_object_has_member (object, "outcome") &&
      !JSON_NODE_HOLDS_NULL (json_object_get_member (object, "outcome")))
    {
      JsonNode *node = json_object_get_member (object, "outcome");

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       _("field “outcome”: must be an object"));
          return NULL;
        }
      outcome_node = node;
    }

  if (json_object_has_member (object, "entries"))
    {
      JsonNode *node = json_object_get_member (object, "entries");

      array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      if (array == NULL || json_array_get_length (array) != n)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_PLAYERS,
                       _("field “entries”: must list one entry (or null) for each of the %u players"), n);
          return NULL;
        }
    }

  game = tm_scorer_lookup_game (game_id);
  if (game != NULL && !(values = tm_game_parse_options (game, options, error)))
    return NULL;
  scorer = tm_scorer_new (catalogue, game_id, (const char * const *) list, values, error);
  if (scorer == NULL)
    return NULL;

  /* Read by the game's fields; a blank is null. */
  entries = g_ptr_array_new_with_free_func (variant_unref0);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *entry = array != NULL ? json_array_get_element (array, i) : NULL;
      GVariant *typed = NULL;

      if (entry != NULL && !JSON_NODE_HOLDS_OBJECT (entry) && !JSON_NODE_HOLDS_NULL (entry))
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       _("entry %u: must be an object, or null for a blank"), i + 1);
          return NULL;
        }
      if (entry != NULL && JSON_NODE_HOLDS_OBJECT (entry) &&
          !(typed = tm_scorer_entry_from_json (scorer, entry, i, error)))
        return NULL;
      g_ptr_array_add (entries, typed);
    }
  if (outcome_node != NULL && !(outcome = tm_scorer_outcome_from_json (scorer, outcome_node, error)))
    return NULL;

  score = tm_scorer_score_hand (scorer, outcome, (GVariant * const *) entries->pdata, error);
  if (score != NULL && scorer_out != NULL)
    *scorer_out = g_steal_pointer (&scorer);
  return score;
}

static void
print_score_json (TmScorer    *scorer,
                  TmHandScore *score)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "complete");
  json_builder_add_boolean_value (builder, tm_hand_score_is_complete (score));
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < tm_hand_score_get_n_players (score); p++)
    {
      GPtrArray *lines = tm_hand_score_get_lines (score, p);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, tm_scorer_get_player_name (scorer, p));
      json_builder_set_member_name (builder, "points");
      if (tm_hand_score_is_known (score, p))
        json_builder_add_int_value (builder, tm_hand_score_get_points (score, p));
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "lines");
      json_builder_begin_array (builder);
      for (guint i = 0; i < lines->len; i++)
        {
          TmScoreLine *line = g_ptr_array_index (lines, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "label");
          json_builder_add_string_value (builder, tm_score_line_get_label (line));
          json_builder_set_member_name (builder, "points");
          json_builder_add_int_value (builder, tm_score_line_get_points (line));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  tm_cli_print_json (root);
}

int
tm_cli_score (TmCatalogue *catalogue,
              int          argc,
              char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TmScorer) scorer = NULL;
  g_autoptr(TmHandScore) score = NULL;

  if (!tm_cli_parse_options (_("GAME [FILE]"),
                             _("Score one hand: read its breakdown as JSON from FILE (or standard "
                               "input) and print each player's points, item by item. The format "
                               "is described in docs/score-json.md."),
                             NULL, &argc, &argv))
    return EXIT_FAILURE;

  if (argc < 2 || argc > 3)
    {
      g_printerr ("tablemate-cli score: %s\n", _("name a game, such as “gitmo”, and perhaps a file"));
      return EXIT_FAILURE;
    }

  root = read_json (argc == 3 ? argv[2] : NULL, &error);
  if (root == NULL)
    {
      g_printerr ("tablemate-cli score: %s\n", error->message);
      return EXIT_FAILURE;
    }

  score = score_hand (catalogue, argv[1], root, &scorer, &error);
  if (score == NULL)
    {
      /* Named as the parser names it, so that every refusal says where. */
      g_printerr ("tablemate-cli score: %s: %s\n",
                  argc == 3 && !g_str_equal (argv[2], "-") ? argv[2] : _("standard input"),
                  error->message);
      return EXIT_FAILURE;
    }

  if (tm_cli_json)
    {
      print_score_json (scorer, score);
      return EXIT_SUCCESS;
    }

  for (guint p = 0; p < tm_hand_score_get_n_players (score); p++)
    {
      GPtrArray *lines = tm_hand_score_get_lines (score, p);

      if (!tm_hand_score_is_known (score, p))
        {
          g_print ("%-16s %s\n", tm_scorer_get_player_name (scorer, p), _("(not known: blank entry)"));
          continue;
        }

      g_print ("%-16s %5" G_GINT64_FORMAT "\n", tm_scorer_get_player_name (scorer, p),
               tm_hand_score_get_points (score, p));
      for (guint i = 0; i < lines->len; i++)
        {
          TmScoreLine *line = g_ptr_array_index (lines, i);

          g_print ("    %+5" G_GINT64_FORMAT "  %s\n", tm_score_line_get_points (line),
                   tm_score_line_get_label (line));
        }
    }

  if (!tm_hand_score_is_complete (score))
    g_print ("%s\n", _("The hand is incomplete: fill in every blank entry for it to count."));

  return EXIT_SUCCESS;
}

static void
print_ledger (TmLedger *ledger)
{
  TmStandings *standings = tm_ledger_get_standings (ledger);
  TmGame *game = tm_catalogue_lookup_game (tm_ledger_get_catalogue (ledger),
                                           tm_ledger_get_game_id (ledger));
  guint n_players = tm_ledger_get_n_players (ledger);
  guint n_hands = tm_ledger_get_n_hands (ledger);

  g_print ("%s", game != NULL ? tm_game_get_name (game) : _("Custom game"));
  if (tm_ledger_get_title (ledger)[0] != '\0')
    g_print (" — %s", tm_ledger_get_title (ledger));
  g_print ("\n");
  if (tm_ledger_get_rounds (ledger) > 0)
    g_print (_("Hands: %u; rounds agreed: %u\n"), n_hands, tm_ledger_get_rounds (ledger));
  else
    g_print (_("Hands: %u\n"), n_hands);
  g_print ("\n");

  g_print ("%5s %5s  %-10s", _("Hand"), _("Round"), _("Dealer"));
  for (guint p = 0; p < n_players; p++)
    g_print (" %10.10s", tm_ledger_player_get_name (tm_ledger_get_player (ledger, p)));
  g_print ("\n");

  for (guint i = 0; i < n_hands; i++)
    {
      TmLedgerHand *hand = tm_ledger_get_hand (ledger, i);
      TmHandScore *score = tm_ledger_hand_get_score (hand);
      const char *problem = tm_ledger_hand_get_problem (hand);

      g_print ("%5u %5u  %-10.10s", tm_ledger_hand_get_number (hand), tm_ledger_hand_get_round (hand),
               tm_ledger_player_get_name (tm_ledger_get_player (ledger, tm_ledger_hand_get_dealer (hand))));
      for (guint p = 0; p < n_players; p++)
        {
          if (score != NULL && tm_hand_score_is_known (score, p))
            g_print (" %10" G_GINT64_FORMAT, tm_hand_score_get_points (score, p));
          else
            g_print (" %10s", "-");
        }
      if (problem != NULL)
        g_print ("  %s %s", _("not scored:"), problem);
      else if (!tm_ledger_hand_get_complete (hand))
        g_print ("  %s", _("incomplete"));
      if (tm_ledger_hand_get_note (hand)[0] != '\0')
        g_print ("  (%s)", tm_ledger_hand_get_note (hand));
      g_print ("\n");
    }

  g_print ("\n");
  for (guint s = 0; s < tm_standings_get_n_sides (standings); s++)
    {
      g_autofree char *name = tm_ledger_dup_side_name (ledger, s);

      g_print ("%2u. %-24s %6" G_GINT64_FORMAT "%s%s\n", tm_standings_get_rank (standings, s), name,
               tm_standings_get_total (standings, s),
               tm_standings_is_winner (standings, s) ? _("  winner") : "",
               tm_standings_in_playoff (standings, s) ? _("  in a play-off") : "");
    }

  if (tm_ledger_get_incomplete_hands (ledger) > 0)
    g_print (_("Incomplete hands, not counted: %u\n"), tm_ledger_get_incomplete_hands (ledger));
  g_print ("%s\n", tm_ledger_get_finished (ledger) ? _("The game is over.")
                                                   : _("The game is not over yet."));
  if (!tm_ledger_get_finished (ledger))
    g_print (_("Next to deal: %s\n"),
             tm_ledger_player_get_name (tm_ledger_get_player (ledger, tm_ledger_get_next_dealer (ledger))));
}

int
tm_cli_ledger (TmCatalogue *catalogue,
               int          argc,
               char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TmLedger) ledger = NULL;
  g_autofree char *format = NULL;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
      N_("For export: csv (the default) or bgstats"), N_("FORMAT") },
    { NULL }
  };

  if (!tm_cli_parse_options (_("show|export FILE"),
                             _("Print a score sheet, or export it as CSV or as a BG Stats play"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 3 || (!g_str_equal (argv[1], "show") && !g_str_equal (argv[1], "export")))
    {
      g_printerr ("tablemate-cli ledger: %s\n", _("say “show FILE” or “export FILE”"));
      return EXIT_FAILURE;
    }

  file = g_file_new_for_commandline_arg (argv[2]);
  ledger = tm_ledger_load (catalogue, file, NULL, &error);
  if (ledger == NULL)
    {
      g_printerr ("tablemate-cli ledger: %s\n", error->message);
      return EXIT_FAILURE;
    }

  if (g_str_equal (argv[1], "show"))
    {
      if (tm_cli_json)
        {
          g_autoptr(JsonNode) root = tm_ledger_to_json (ledger);

          tm_cli_print_json (root);
        }
      else
        print_ledger (ledger);
      return EXIT_SUCCESS;
    }

  if (format == NULL || g_str_equal (format, "csv"))
    {
      g_autofree char *csv = tm_ledger_export_csv (ledger);

      fputs (csv, stdout);
    }
  else if (g_str_equal (format, "bgstats"))
    {
      g_autoptr(JsonNode) play = tm_ledger_export_bgstats (ledger);

      tm_cli_print_json (play);
    }
  else
    {
      g_printerr ("tablemate-cli ledger: %s\n", _("the export formats are csv and bgstats"));
      return EXIT_FAILURE;
    }

  return EXIT_SUCCESS;
}
