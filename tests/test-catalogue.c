/* test-catalogue.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablemate.h"
#include "tm-game-module.h"

static void
test_catalogue_games (void)
{
  static const struct {
    const char *id;
    guint min, max;
  } expected[] = {
    { "gitmo", 2, 6 },
    { "escaped", 3, 8 },
    { "captured", 2, 6 },
    { "patriots", 1, 6 },
    { "mixer", 2, 24 },
    { "freeo", 2, 8 },
    { "prisoner", 2, 4 },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);

  const TmGameModule * const *modules = tm_game_modules_get ();
  guint n_modules = 0;

  g_assert_no_error (error);
  while (modules[n_modules] != NULL)
    n_modules++;
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalogue)), ==, n_modules);
  g_assert_cmpuint (n_modules, >=, G_N_ELEMENTS (expected));

  /* The shipped games, in the library's order; a game added later may
   * come anywhere among them. */
  for (guint i = 0, position = 0; i < G_N_ELEMENTS (expected); i++, position++)
    {
      g_autoptr(TmGame) game = NULL;

      while (position < n_modules && !g_str_equal (modules[position]->id, expected[i].id))
        position++;
      g_assert_cmpuint (position, <, n_modules);
      game = g_list_model_get_item (G_LIST_MODEL (catalogue), position);

      g_assert_cmpstr (tm_game_get_id (game), ==, expected[i].id);
      g_assert_cmpuint (tm_game_get_min_players (game), ==, expected[i].min);
      g_assert_cmpuint (tm_game_get_max_players (game), ==, expected[i].max);
      g_assert_true (tm_catalogue_lookup_game (catalogue, expected[i].id) == game);
      g_assert_cmpuint (strlen (tm_game_get_summary (game)), >, 20);
      g_assert_cmpuint (g_strv_length ((GStrv) tm_game_get_deck_ids (game)), >, 0);
    }

  g_assert_finalize_object (g_steal_pointer (&catalogue));
}

static void
test_catalogue_unknown_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);

  g_assert_no_error (error);
  g_assert_null (tm_catalogue_get_game (catalogue, "chess", &error));
  g_assert_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_UNKNOWN_GAME);
  {
    g_auto(GStrv) ids = tm_catalogue_list_game_ids (catalogue);
    g_autofree char *list = g_strjoinv (", ", ids);
    g_autofree char *message = g_strconcat ("“chess” is not a game Tablemate knows; "
                                            "the games are: ", list, NULL);

    g_assert_cmpstr (error->message, ==, message);
  }
  g_clear_error (&error);

  g_assert_null (tm_catalogue_get_deck (catalogue, "tarot", &error));
  g_assert_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_UNKNOWN_DECK);
}

/* Every deck every game names loads and passes every check, including the
 * effect vocabulary. */
static void
test_catalogue_decks_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalogue));

  g_assert_no_error (error);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmGame) game = g_list_model_get_item (G_LIST_MODEL (catalogue), i);
      const char * const *decks = tm_game_get_deck_ids (game);

      for (guint d = 0; decks[d]; d++)
        {
          TmDeck *deck = tm_catalogue_get_deck (catalogue, decks[d], &error);

          g_assert_no_error (error);
          g_assert_cmpstr (tm_deck_get_id (deck), ==, decks[d]);
          g_assert_true (tm_catalogue_get_deck (catalogue, decks[d], NULL) == deck);
        }
    }
}

static void
test_catalogue_counts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  TmDeck *basic, *special, *blank, *freeo;
  guint patriots[13] = { 0 }, traitors[13] = { 0 };
  guint n;

  g_assert_no_error (error);

  basic = tm_catalogue_get_deck (catalogue, "gitmo-basic", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_deck_get_size (basic), ==, 58);

  n = g_list_model_get_n_items (G_LIST_MODEL (basic));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (basic), i);

      if (tm_card_get_side (card) == TM_SIDE_PATRIOT)
        patriots[tm_card_get_number (card)] += tm_card_get_count (card);
      else if (tm_card_get_side (card) == TM_SIDE_TRAITOR)
        traitors[tm_card_get_number (card)] += tm_card_get_count (card);
    }
  g_assert_cmpuint (patriots[0], ==, 0);
  g_assert_cmpuint (traitors[0], ==, 0);
  for (guint number = 1; number <= 12; number++)
    {
      g_assert_cmpuint (patriots[number], ==, 2);
      g_assert_cmpuint (traitors[number], ==, 2);
    }

  special = tm_catalogue_get_deck (catalogue, "gitmo-specialops", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_deck_get_size (special), ==, 41);

  blank = tm_catalogue_get_deck (catalogue, "gitmo-blank", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_deck_get_size (blank), ==, 5);

  freeo = tm_catalogue_get_deck (catalogue, "freeo", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_deck_get_size (freeo), ==, 90);
}

/* The documented make-up of every deck, kind by kind: the rules reference
 * and docs/card-data.md quote these numbers. */
static void
test_catalogue_kind_counts (void)
{
  static const struct {
    const char *deck;
    guint       size;
    const char *kinds;     /* "kind=count ..." in the deck's order of kinds */
  } expected[] = {
    { "gitmo-basic", 58, "patriot=24 traitor=24 bonus=4 draw=6" },
    { "gitmo-specialops", 41, "special-ops=41" },
    { "gitmo-blank", 5, "blank=5" },
    { "freeo", 90, "seek=66 captured=6 draw=6 wild=12" },
    { "prisoner-info", 57, "person=16 escape=7 recapture=6 plot=7 foil=10 tally-ho=11" },
    { "prisoner-village", 27, "village=27" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);

  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, expected[i].deck, &error);
      g_auto(GStrv) kinds = NULL;
      g_autoptr(GString) found = g_string_new (NULL);
      guint total = 0;

      g_assert_no_error (error);
      kinds = tm_deck_list_kinds (deck);
      for (guint k = 0; kinds[k]; k++)
        {
          guint count = tm_deck_count_kind (deck, kinds[k]);

          g_string_append_printf (found, "%s%s=%u", k ? " " : "", kinds[k], count);
          total += count;
        }

      g_assert_cmpstr (found->str, ==, expected[i].kinds);
      g_assert_cmpuint (total, ==, expected[i].size);
      g_assert_cmpuint (tm_deck_get_size (deck), ==, expected[i].size);
    }
}

/* Every effect of every card in every deck is one the engine knows, with
 * the parameters it declares (deck loading checks this; this test says so
 * explicitly and counts what it saw). */
static void
test_catalogue_effects_known (void)
{
  static const char *decks[] = {
    "gitmo-basic", "gitmo-specialops", "gitmo-blank", "freeo", "prisoner-info", "prisoner-village",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  TmEffectVocabulary *vocabulary;
  guint ops = 0;

  g_assert_no_error (error);
  vocabulary = tm_catalogue_get_effects (catalogue);

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, decks[d], &error);
      guint n;

      g_assert_no_error (error);
      n = g_list_model_get_n_items (G_LIST_MODEL (deck));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);
          g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
          JsonArray *effect = tm_card_get_effect (card);

          json_node_set_array (node, effect);
          tm_effect_vocabulary_validate (vocabulary, node, &error);
          g_assert_no_error (error);

          for (guint e = 0; e < json_array_get_length (effect); e++)
            {
              JsonObject *op = json_array_get_object_element (effect, e);

              g_assert_true (tm_effect_vocabulary_has_op (vocabulary,
                                                          json_object_get_string_member (op, "op")));
              g_assert_nonnull (tm_effect_vocabulary_get_description (vocabulary,
                                                                      json_object_get_string_member (op, "op")));
              ops++;
            }
        }
    }

  g_assert_cmpuint (ops, >, 50);
}

/* The same seed gives the same deal on every machine: this pins the start of
 * the Free-O deck shuffled with seed 1. */
static void
test_catalogue_pinned_shuffle (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  g_autoptr(GString) ids = g_string_new (NULL);
  g_autofree guint *order = NULL;
  TmDeck *deck;
  guint n;

  g_assert_no_error (error);
  deck = tm_catalogue_get_deck (catalogue, "freeo", &error);
  g_assert_no_error (error);

  order = tm_deck_shuffle (deck, 1, &n);
  g_assert_cmpuint (n, ==, 90);
  for (guint i = 0; i < 8; i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), order[i]);

      g_string_append_printf (ids, "%s%s", i ? " " : "", tm_card_get_id (card));
    }

  g_assert_cmpstr (ids->str, ==, PINNED_FREEO_SEED_1);
}

/* The facts about winning are stated in the games' definitions. */
static void
test_catalogue_definitions (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  TmGame *freeo, *patriots, *gitmo, *escaped, *prisoner;

  g_assert_no_error (error);
  freeo = tm_catalogue_lookup_game (catalogue, "freeo");
  patriots = tm_catalogue_lookup_game (catalogue, "patriots");
  gitmo = tm_catalogue_lookup_game (catalogue, "gitmo");
  escaped = tm_catalogue_lookup_game (catalogue, "escaped");
  prisoner = tm_catalogue_lookup_game (catalogue, "prisoner");

  g_assert_true (tm_game_get_lowest_wins (freeo, 4));
  g_assert_false (tm_game_get_lowest_wins (gitmo, 4));
  g_assert_false (tm_game_get_lowest_wins (patriots, 3));
  g_assert_true (tm_game_get_lowest_wins (patriots, 1));
  g_assert_true (tm_game_get_counts_wins (escaped));
  g_assert_false (tm_game_get_counts_wins (freeo));
  g_assert_cmpstr (tm_game_get_teams_option (gitmo), ==, "partners");
  g_assert_null (tm_game_get_teams_option (freeo));
  g_assert_cmpstr (tm_game_get_target_option (freeo), ==, "target-score");
  g_assert_cmpint (tm_game_option_get_default_number (tm_game_lookup_option (freeo, "target-score")),
                   ==, 60);
  g_assert_cmpint (tm_game_option_get_kind (tm_game_lookup_option (prisoner, "target-score")),
                   ==, TM_GAME_OPTION_SWITCH_NUMBER);
  g_assert_false (tm_game_option_get_default (tm_game_lookup_option (prisoner, "target-score")));
  g_assert_true (tm_game_option_affects (tm_game_lookup_option (freeo, "playoff-hand"),
                                         TM_GAME_PILLAR_SCORE));
  g_assert_false (tm_game_option_affects (tm_game_lookup_option (freeo, "wild-anytime"),
                                          TM_GAME_PILLAR_SCORE));
  g_assert_true (tm_game_option_affects (tm_game_lookup_option (freeo, "wild-anytime"),
                                         TM_GAME_PILLAR_PLAY));

  /* The catalogue and the modules share one definition per game. */
  g_assert_true (tm_game_module_lookup_game ("freeo") == freeo);
  g_assert_null (tm_game_module_lookup_game ("chess"));
}

static GVariant *
parse (TmGame      *game,
       const char  *json,
       GError     **error)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return tm_game_parse_options (game, json_node_get_object (node), error);
}

/* Option values: read from JSON and checked against the definition,
 * complete with defaults, and written back. */
static void
test_catalogue_option_values (void)
{
  static const struct {
    const char *game;
    const char *json;
    int         code;        /* -1: valid */
    const char *message;
  } bad[] = {
    { "freeo", "{\"target-score\": true}", TM_GAME_ERROR_OPTION_VALUE,
      "option “target-score”: a whole number is required" },
    { "freeo", "{\"target-score\": 0}", TM_GAME_ERROR_OPTION_VALUE,
      "option “target-score”: 0 is out of range; a whole number from 1 to 1000 is required" },
    { "freeo", "{\"wild-anytime\": 1}", TM_GAME_ERROR_OPTION_VALUE,
      "option “wild-anytime”: true or false is required" },
    { "freeo", "{\"partners\": true}", TM_GAME_ERROR_UNKNOWN_OPTION,
      "“partners” is not an option of Free-O (its options are “every-player-draws-two”, "
      "“wild-anytime”, “target-score”, “turn-over-captured-start”, “playoff-hand”, “one-hand”)" },
    { "prisoner", "{\"target-score\": \"5\"}", TM_GAME_ERROR_OPTION_VALUE,
      "option “target-score”: true, false or a whole number is required" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  TmGame *freeo = tm_catalogue_lookup_game (catalogue, "freeo");
  TmGame *prisoner = tm_catalogue_lookup_game (catalogue, "prisoner");
  TmGame *captured = tm_catalogue_lookup_game (catalogue, "captured");
  g_autoptr(GVariant) none = NULL;
  g_autoptr(GVariant) some = NULL;
  g_autoptr(GVariant) target = NULL;
  g_autoptr(GVariant) bonus = NULL;
  g_autoptr(GVariant) checked = NULL;
  g_autoptr(JsonObject) written = NULL;

  /* Defaults fill in every option. */
  none = parse (freeo, "{}", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_variant_n_children (none), ==, tm_game_get_n_options (freeo));
  g_assert_cmpint (tm_game_options_get_number (freeo, none, "target-score"), ==, 60);
  g_assert_true (tm_game_options_get_on (freeo, none, "target-score"));
  g_assert_false (tm_game_options_get_on (freeo, none, "wild-anytime"));
  written = tm_game_options_to_json (freeo, none);
  g_assert_cmpuint (json_object_get_size (written), ==, 0);
  g_clear_pointer (&written, json_object_unref);

  some = parse (freeo, "{\"target-score\": 30, \"wild-anytime\": true}", &error);
  g_assert_no_error (error);
  g_assert_cmpint (tm_game_options_get_number (freeo, some, "target-score"), ==, 30);
  g_assert_true (tm_game_options_get_on (freeo, some, "wild-anytime"));
  written = tm_game_options_to_json (freeo, some);
  g_assert_cmpuint (json_object_get_size (written), ==, 2);
  g_assert_cmpint (json_object_get_int_member (written, "target-score"), ==, 30);
  g_assert_true (json_object_get_boolean_member (written, "wild-anytime"));
  g_clear_pointer (&written, json_object_unref);

  /* A switch with a number: true is on with its usual number. */
  target = parse (prisoner, "{\"target-score\": true}", &error);
  g_assert_no_error (error);
  g_assert_true (tm_game_options_get_on (prisoner, target, "target-score"));
  g_assert_cmpint (tm_game_options_get_number (prisoner, target, "target-score"), ==, 5);
  bonus = parse (captured, "{\"smaller-bonus\": 25}", &error);
  g_assert_no_error (error);
  g_assert_true (tm_game_options_get_on (captured, bonus, "smaller-bonus"));
  g_assert_cmpint (tm_game_options_get_number (captured, bonus, "smaller-bonus"), ==, 25);
  written = tm_game_options_to_json (captured, bonus);
  g_assert_cmpint (json_object_get_int_member (written, "smaller-bonus"), ==, 25);

  /* Typed values from the app are checked the same way. */
  checked = tm_game_check_options (freeo, g_variant_new_parsed ("{'target-score': <45>}"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (tm_game_options_get_number (freeo, checked, "target-score"), ==, 45);
  g_assert_null (tm_game_check_options (freeo, g_variant_new_parsed ("{'target-score': <true>}"),
                                        &error));
  g_assert_error (error, TM_GAME_ERROR, TM_GAME_ERROR_OPTION_VALUE);
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GVariant) values = parse (tm_catalogue_lookup_game (catalogue, bad[i].game),
                                          bad[i].json, &error);

      g_assert_null (values);
      g_assert_error (error, TM_GAME_ERROR, bad[i].code);
      g_assert_cmpstr (error->message, ==, bad[i].message);
      g_clear_error (&error);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  g_test_add_func ("/engine/catalogue/games", test_catalogue_games);
  g_test_add_func ("/engine/catalogue/definitions", test_catalogue_definitions);
  g_test_add_func ("/engine/catalogue/option-values", test_catalogue_option_values);
  g_test_add_func ("/engine/catalogue/unknown", test_catalogue_unknown_game);
  g_test_add_func ("/engine/catalogue/decks-load", test_catalogue_decks_load);
  g_test_add_func ("/engine/catalogue/counts", test_catalogue_counts);
  g_test_add_func ("/engine/catalogue/kind-counts", test_catalogue_kind_counts);
  g_test_add_func ("/engine/catalogue/effects-known", test_catalogue_effects_known);
  g_test_add_func ("/engine/catalogue/pinned-shuffle", test_catalogue_pinned_shuffle);

  return g_test_run ();
}
