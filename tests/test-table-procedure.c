/* test-table-procedure.c: how every game is set up at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"

static TmCatalogue *catalogue;

static TmTableSetup *
setup_for (const char *game_id,
           guint       n_players,
           const char *options_json)
{
  TmTableProcedure *procedure = tm_catalogue_get_table_procedure (catalogue, game_id, NULL);
  g_autoptr(GVariant) options = NULL;
  g_autoptr(GError) error = NULL;
  TmTableSetup *setup;

  g_assert_nonnull (procedure);
  if (options_json != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (options_json, &error);

      g_assert_no_error (error);
      options = tm_game_parse_options (tm_table_procedure_get_game (procedure),
                                       json_node_get_object (node), &error);
      g_assert_no_error (error);
    }
  setup = tm_table_procedure_get_setup (procedure, n_players, options, &error);
  g_assert_no_error (error);
  return setup;
}

static TmTableStep *
step_named (TmTableSetup *setup,
            const char   *name)
{
  TmTableStep *step = tm_table_setup_lookup_step (setup, name);

  if (step == NULL)
    g_error ("no step “%s”", name);
  return step;
}

/* Every registered game, the fixtures included: a procedure that loads,
 * resolves at every number of players it allows, uses up each stock it
 * starts (every card is dealt, laid out, piled or set aside), deals
 * everyone their cards, fills in every count, and seats partners so that
 * teams alternate.  The rules text's set-up tables agree with it. */
static void
test_procedure_generic (gconstpointer data)
{
  const TmGameModule *module = data;
  g_autoptr(GError) error = NULL;
  TmTableProcedure *procedure = tm_catalogue_get_table_procedure (catalogue, module->id, &error);
  TmRulebook *rulebook;
  TmGame *game;

  g_assert_no_error (error);
  g_assert_cmpstr (tm_table_procedure_get_game_id (procedure), ==, module->id);
  game = tm_table_procedure_get_game (procedure);
  g_assert_nonnull (tm_table_procedure_get_ends (procedure, "hand"));
  g_assert_true (tm_table_procedure_get_hands (procedure) == 1 ||
                 tm_table_procedure_get_rounds (procedure, NULL) > 0 ||
                 tm_table_procedure_get_target (procedure, NULL) > 0);

  for (guint n = tm_game_get_min_players (game); n <= tm_game_get_max_players (game); n++)
    {
      g_autoptr(TmTableSetup) setup = tm_table_procedure_get_setup (procedure, n, NULL, &error);
      g_autoptr(GHashTable) left = g_hash_table_new (g_str_hash, g_str_equal);
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      g_assert_cmpuint (tm_table_setup_get_n_players (setup), ==, n);
      g_assert_cmpuint (tm_table_setup_get_first_offset (setup), <, n);
      g_assert_cmpuint (tm_table_setup_get_n_steps (setup), >, 0);

      for (guint i = 0; i < tm_table_setup_get_n_steps (setup); i++)
        {
          TmTableStep *step = tm_table_setup_get_step (setup, i);
          const char *stock = tm_table_step_get_stock (step);

          g_assert_null (strchr (tm_table_step_get_text (step), '{'));
          g_assert_true (tm_rules_markup_validate (tm_table_step_get_text (step), NULL));
          if (stock == NULL)
            continue;

          /* A stock's steps follow on: each starts with what the one
           * before left. */
          if (g_hash_table_contains (left, stock))
            g_assert_cmpuint (tm_table_step_get_total (step), ==,
                              GPOINTER_TO_UINT (g_hash_table_lookup (left, stock)));
          g_assert_cmpuint (tm_table_step_get_count (step), <=, tm_table_step_get_total (step));
          g_hash_table_insert (left, (gpointer) stock,
                               GUINT_TO_POINTER (tm_table_step_get_total (step) -
                                                 tm_table_step_get_count (step)));

          if (tm_table_step_get_kind (step) == TM_TABLE_STEP_DEAL)
            {
              guint sum = 0;

              for (guint k = 0; k < n; k++)
                sum += tm_table_step_get_each (step, k);
              g_assert_cmpuint (sum, ==, tm_table_step_get_count (step));
              g_assert_cmpuint (tm_table_step_get_each (step, n), ==, 0);
            }
        }

      /* Nothing forgotten in a stock. */
      {
        GHashTableIter iter;
        gpointer key, value;

        g_hash_table_iter_init (&iter, left);
        while (g_hash_table_iter_next (&iter, &key, &value))
          if (GPOINTER_TO_UINT (value) != 0)
            g_error ("%s at %u players: %u cards of stock “%s” go nowhere", module->id, n,
                     GPOINTER_TO_UINT (value), (char *) key);
      }

      text = tm_table_setup_to_plain_text (setup);
      g_assert_true (g_str_has_prefix (text, "1. "));

      for (guint p = 0; p < n; p++)
        g_assert_cmpint (tm_table_setup_get_team (setup, p), ==, -1);
    }

  /* With the teams option on, partners sit so that teams alternate. */
  if (tm_game_get_teams_option (game) != NULL)
    for (guint n = tm_game_get_min_players (game); n <= tm_game_get_max_players (game); n++)
      {
        g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
        g_autoptr(GVariant) options = NULL;
        g_autoptr(TmTableSetup) setup = NULL;

        g_variant_dict_insert (&dict, tm_game_get_teams_option (game), "b", TRUE);
        options = g_variant_ref_sink (g_variant_dict_end (&dict));
        setup = tm_table_procedure_get_setup (procedure, n, options, &error);
        g_assert_no_error (error);
        if (!tm_game_get_teams_possible (game, n))
          {
            g_assert_cmpint (tm_table_setup_get_team (setup, 0), ==, -1);
            continue;
          }
        for (guint p = 0; p < n; p++)
          {
            g_assert_cmpint (tm_table_setup_get_team (setup, p), >=, 0);
            g_assert_cmpint (tm_table_setup_get_team (setup, p), !=,
                             tm_table_setup_get_team (setup, (p + 1) % n));
            g_assert_cmpint (tm_table_setup_get_team (setup, p), ==,
                             tm_table_setup_get_team (setup, (p + n / 2) % n));
          }
      }

  /* A number of players outside the range is refused. */
  g_assert_null (tm_table_procedure_get_setup (procedure, tm_game_get_max_players (game) + 1,
                                               NULL, &error));
  g_assert_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PLAYERS);
  g_clear_error (&error);

  /* Every set-up table of the rules text says what the procedure says, for
   * every number of players in each row. */
  rulebook = tm_catalogue_get_rulebook (catalogue, module->id, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
    g_auto(GStrv) header = tm_table_procedure_dup_table (procedure, rows);
    TmRulesSection *section = tm_rulebook_lookup_section (rulebook, "setup");
    gboolean found = FALSE;

    for (guint b = 0; header != NULL && b < tm_rules_section_get_n_blocks (section); b++)
      {
        TmRulesBlock *block = tm_rules_section_get_block (section, b);

        if (tm_rules_block_get_kind (block) != TM_RULES_BLOCK_TABLE ||
            !g_strv_equal (tm_rules_block_get_header (block), (const char * const *) header))
          continue;
        found = TRUE;
        g_assert_cmpuint (tm_rules_block_get_n_rows (block), ==, rows->len);
        for (guint r = 0; r < rows->len; r++)
          {
            const char * const *cells = tm_rules_block_get_row (block, r);
            g_auto(GStrv) range = g_strsplit (cells[0], "-", 2);
            guint lo = atoi (range[0]), hi = range[1] ? (guint) atoi (range[1]) : lo;

            g_assert_true (g_strv_equal (cells, g_ptr_array_index (rows, r)));
            g_assert_cmpuint (lo, >=, tm_game_get_min_players (game));
            g_assert_cmpuint (hi, <=, tm_game_get_max_players (game));
            for (guint n = lo; n <= hi; n++)
              {
                g_autoptr(TmTableSetup) setup = tm_table_procedure_get_setup (procedure, n, NULL,
                                                                              &error);

                g_assert_no_error (error);
                for (guint c = 1; header[c]; c++)
                  {
                    const char *cell = "0";

                    for (guint i = 0; i < tm_table_setup_get_n_steps (setup); i++)
                      {
                        TmTableStep *step = tm_table_setup_get_step (setup, i);

                        if (g_strcmp0 (tm_table_step_get_column (step), header[c]) == 0)
                          cell = tm_table_step_get_cell (step);
                      }
                    g_assert_cmpstr (cells[c], ==, cell);
                  }
              }
          }
      }
    if (header != NULL)
      g_assert_true (found);
  }
}

/* The numbers of each game's set-up, from the published rules (and our
 * rulings where they are silent). */
static void
test_freeo (void)
{
  for (guint n = 2; n <= 8; n++)
    {
      g_autoptr(TmTableSetup) setup = setup_for ("freeo", n, NULL);
      TmTableStep *deal = step_named (setup, "hand");

      /* 90 cards, 6 each, one turned up to start the discard pile. */
      g_assert_cmpuint (tm_table_step_get_total (deal), ==, 90);
      for (guint k = 0; k < n; k++)
        g_assert_cmpuint (tm_table_step_get_each (deal, k), ==, 6);
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "discard pile")), ==, 1);
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "draw pile")), ==,
                        90 - 6 * n - 1);
      g_assert_false (tm_table_step_get_face_up (deal));
      g_assert_true (tm_table_step_get_face_up (step_named (setup, "discard pile")));
      g_assert_cmpuint (tm_table_setup_get_first_offset (setup), ==, 0);
    }
  {
    TmTableProcedure *procedure = tm_catalogue_get_table_procedure (catalogue, "freeo", NULL);

    g_assert_true (tm_table_procedure_has_dealer (procedure));
    g_assert_true (tm_table_procedure_get_deal_passes (procedure));
    g_assert_cmpint (tm_table_procedure_get_target (procedure, NULL), ==, 60);
    g_assert_false (tm_table_procedure_get_playoff (procedure, NULL));
    g_assert_cmpuint (tm_table_procedure_get_hands (procedure), ==, 0);
  }
}

static void
test_gitmo (void)
{
  static const guint each[] = { 0, 0, 4, 4, 3, 2, 2 };

  for (guint n = 2; n <= 6; n++)
    {
      g_autoptr(TmTableSetup) setup = setup_for ("gitmo", n, NULL);
      g_autoptr(TmTableSetup) all_draws = setup_for ("gitmo", n, "{\"fewer-draw-cards\": false}");
      TmTableStep *deal = step_named (setup, "spots");
      TmTableStep *removed = tm_table_setup_lookup_step (setup, "removed");
      guint basic = n <= 3 ? 58 - 2 : 58;

      /* 58 basic cards (24 + 24 + 10), 41 Special Ops; two Draw-A-Cards
       * out at two or three players, by default. */
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "Special Ops deck")), ==, 41);
      g_assert_cmpuint (tm_table_step_get_total (deal), ==, basic);
      if (n <= 3)
        g_assert_cmpuint (tm_table_step_get_count (removed), ==, 2);
      else
        g_assert_null (removed);
      g_assert_null (tm_table_setup_lookup_step (all_draws, "removed"));
      g_assert_cmpuint (tm_table_step_get_total (step_named (all_draws, "spots")), ==, 58);

      for (guint k = 0; k < n; k++)
        g_assert_cmpuint (tm_table_step_get_each (deal, k), ==, each[n]);
      g_assert_true (tm_table_step_get_face_up (deal));
      g_assert_true (tm_table_step_get_face_up (step_named (setup, "deck")));
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "deck")), ==,
                        basic - n * each[n]);
    }

  {
    TmTableProcedure *procedure = tm_catalogue_get_table_procedure (catalogue, "gitmo", NULL);
    g_autoptr(TmTableSetup) four = setup_for ("gitmo", 4, "{\"partners\": true}");
    g_autoptr(TmTableSetup) six = setup_for ("gitmo", 6, "{\"partners\": true}");

    g_assert_cmpuint (tm_table_procedure_get_rounds (procedure, NULL), ==, 1);
    g_assert_cmpint (tm_table_procedure_get_target (procedure, NULL), ==, 0);
    /* Partners opposite: 0 and 2, 1 and 3; with six, 0 and 3. */
    g_assert_cmpint (tm_table_setup_get_team (four, 0), ==, tm_table_setup_get_team (four, 2));
    g_assert_cmpint (tm_table_setup_get_team (six, 1), ==, tm_table_setup_get_team (six, 4));
    g_assert_true (tm_table_procedure_get_partners (procedure, 6, NULL) == FALSE);
  }
}

static void
test_escaped (void)
{
  /* 24 Traitors: one in the middle, 23 dealt; the one short player starts
   * (4 players: 6, 6, 6, 5, the dealer short), else the dealer's left. */
  static const struct { guint n; guint first; } starts[] = {
    { 3, 2 }, { 4, 3 }, { 5, 0 }, { 6, 5 }, { 7, 0 }, { 8, 7 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    {
      g_autoptr(TmTableSetup) setup = setup_for ("escaped", starts[i].n, NULL);
      TmTableStep *prisoner = step_named (setup, "escaped prisoner");
      TmTableStep *deal = step_named (setup, "cards");

      g_assert_cmpuint (tm_table_step_get_total (prisoner), ==, 24);
      g_assert_cmpuint (tm_table_step_get_count (prisoner), ==, 1);
      g_assert_false (tm_table_step_get_face_up (prisoner));
      g_assert_cmpuint (tm_table_step_get_count (deal), ==, 23);
      g_assert_cmpuint (tm_table_setup_get_first_offset (setup), ==, starts[i].first);
    }
}

static void
test_captured (void)
{
  for (guint n = 2; n <= 6; n++)
    {
      g_autoptr(TmTableSetup) setup = setup_for ("captured", n, NULL);
      g_autoptr(TmTableSetup) trump = setup_for ("captured", n, "{\"keep-trump\": true}");
      TmTableStep *board = step_named (setup, "board");
      TmTableStep *left_out = step_named (setup, "left out");

      /* 24 Traitors + 32 Special Ops + the Whistleblower (+ Trump); 20 in
       * the ring; 24 Patriots, one each as an identity. */
      g_assert_cmpuint (tm_table_step_get_total (board), ==, 57);
      g_assert_cmpuint (tm_table_step_get_total (step_named (trump, "board")), ==, 58);
      g_assert_cmpuint (tm_table_step_get_count (board), ==, 20);
      g_assert_cmpstr (tm_table_step_get_layout (board), ==, "ring");
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "Board deck")), ==, 37);
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "identity")), ==, n);
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "Patriot deck")), ==, 24 - n);
      /* Left out: 6 Draw-A-Cards, Trump, Gitmo, Alliance and nine
       * Special Ops cards. */
      g_assert_cmpuint (tm_table_step_get_count (left_out), ==, 18);
      g_assert_cmpuint (tm_table_step_get_count (step_named (trump, "left out")), ==, 17);
      g_assert_nonnull (strstr (tm_table_step_get_text (left_out), "6 × Draw-A-Card"));
      g_assert_cmpuint (tm_table_setup_get_first_offset (setup), ==, 0);
    }
  g_assert_false (tm_table_procedure_has_dealer (tm_catalogue_get_table_procedure (catalogue,
                                                                                   "captured",
                                                                                   NULL)));
}

static void
test_patriots (void)
{
  for (guint n = 1; n <= 6; n++)
    {
      g_autoptr(TmTableSetup) setup = setup_for ("patriots", n, NULL);
      TmTableStep *board = step_named (setup, "board");

      g_assert_cmpuint (tm_table_step_get_total (board), ==, 24);
      g_assert_cmpuint (tm_table_step_get_rows (board), ==, 3);
      g_assert_cmpuint (tm_table_step_get_columns (board), ==, 4);
      g_assert_false (tm_table_step_get_face_up (board));
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "draw pile")), ==, 12);
    }
}

static void
test_mixer (void)
{
  TmGame *game = tm_catalogue_get_game (catalogue, "mixer", NULL);

  /* A party of up to 24 guests, one or more cards each. */
  g_assert_cmpuint (tm_game_get_max_players (game), ==, 24);
  for (guint n = 2; n <= 24; n++)
    {
      g_autoptr(TmTableSetup) setup = setup_for ("mixer", n, NULL);
      TmTableStep *deal = step_named (setup, "cards");

      g_assert_cmpuint (tm_table_step_get_count (deal), ==, 24);
      for (guint k = 0; k < n; k++)
        {
          g_assert_cmpuint (tm_table_step_get_each (deal, k), >=, 24 / n);
          g_assert_cmpuint (tm_table_step_get_each (deal, k), <=, (24 + n - 1) / n);
        }
    }
}

static void
test_prisoner (void)
{
  TmTableProcedure *procedure = tm_catalogue_get_table_procedure (catalogue, "prisoner", NULL);

  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(TmTableSetup) setup = setup_for ("prisoner", n, NULL);
      g_autoptr(TmTableSetup) movement = setup_for ("prisoner", n, "{\"movement\": true}");

      g_assert_cmpuint (tm_table_step_get_total (step_named (setup, "hand")), ==, 57);
      g_assert_cmpuint (tm_table_step_get_each (step_named (setup, "hand"), n - 1), ==, 6);
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "Free Information pile")), ==,
                        57 - 6 * n);
      g_assert_null (tm_table_setup_lookup_step (setup, "Green Dome"));
      g_assert_cmpuint (tm_table_step_get_count (step_named (setup, "Village deck")), ==, 27);
      g_assert_cmpuint (tm_table_step_get_count (step_named (movement, "Green Dome")), ==, 1);
      g_assert_cmpuint (tm_table_step_get_count (step_named (movement, "Village deck")), ==, 26);
    }

  /* Everyone deals once; with a target, five rounds at most. */
  g_assert_cmpuint (tm_table_procedure_get_rounds (procedure, NULL), ==, 1);
  {
    g_autoptr(JsonNode) node = json_from_string ("{\"target-score\": 7}", NULL);
    g_autoptr(GVariant) options = tm_game_parse_options (tm_table_procedure_get_game (procedure),
                                                         json_node_get_object (node), NULL);

    g_assert_cmpint (tm_table_procedure_get_target (procedure, options), ==, 7);
    g_assert_cmpuint (tm_table_procedure_get_rounds (procedure, options), ==, 5);
  }
}

/* A broken procedure is refused with the file and the field named. */
static void
test_bad_files (void)
{
  static const struct {
    const char *patch;          /* replaces the first match of @find */
    const char *find;
    const char *message;
  } cases[] = {
    { "\"colour\": 1, \"game\"", "\"game\"", "field “colour”: not a field" },
    { "\"stock\": \"nope\"", "\"stock\": \"deck\"", "setup step 1: field “stock”: “nope”" },
    { "\"count\": 60", "\"count\": 6", "setup step 1: 120 cards are needed from stock “deck”, which holds 90 at 2 players" },
    { "\"count\": {\"2-7\": 6}", "\"count\": 6", "field “count”: no count for 8 players" },
    { "\"option\": \"one-hand\", \"face\"", "\"face\"", "does not list “table”" },
    { "\"face\": \"sideways\"", "\"face\": \"down\"", "field “face”: “up” or “down”" },
    { "\"version\": 2", "\"version\": 1", "only version 1" },
    { "\"target\": \"wild-anytime\"", "\"target\": \"target-score\"", "has no number" },
    { "\"deck\": \"gitmo-basic\"", "\"deck\": \"freeo\"", "not one of the game's decks" },
  };
  g_autoptr(GBytes) shipped = g_resources_lookup_data (TM_GAMES_RESOURCE_PATH "/freeo/table.json",
                                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  TmGame *game = tm_catalogue_get_game (catalogue, "freeo", NULL);
  TmDeck *decks[] = { tm_catalogue_get_deck (catalogue, "freeo", NULL), NULL };

  g_assert_nonnull (shipped);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = g_string_new_len (g_bytes_get_data (shipped, NULL),
                                                  g_bytes_get_size (shipped));
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TmTableProcedure) procedure = NULL;

      g_assert_cmpuint (g_string_replace (text, cases[i].find, cases[i].patch, 1), ==, 1);
      bytes = g_bytes_new (text->str, text->len);
      procedure = tm_table_procedure_new_from_bytes (bytes, "broken.json", game, decks, &error);
      g_assert_null (procedure);
      g_assert_error (error, TM_TABLE_ERROR,
                      (int) (i == 6 ? TM_TABLE_ERROR_VERSION : TM_TABLE_ERROR_INVALID));
      if (strstr (error->message, cases[i].message) == NULL ||
          !g_str_has_prefix (error->message, "broken.json: "))
        g_error ("case %u: “%s”", i, error->message);
    }
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

  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
    {
      g_autofree char *path = g_strdup_printf ("/table/%s/procedure", (*m)->id);

      g_test_add_data_func (path, *m, test_procedure_generic);
    }
  g_test_add_func ("/table/freeo/setup", test_freeo);
  g_test_add_func ("/table/gitmo/setup", test_gitmo);
  g_test_add_func ("/table/escaped/setup", test_escaped);
  g_test_add_func ("/table/captured/setup", test_captured);
  g_test_add_func ("/table/patriots/setup", test_patriots);
  g_test_add_func ("/table/mixer/setup", test_mixer);
  g_test_add_func ("/table/prisoner/setup", test_prisoner);
  g_test_add_func ("/table/procedure/bad-files", test_bad_files);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
