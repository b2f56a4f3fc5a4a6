/* test-games.c: what every registered game must pass
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generic tests of a game module, run on every game of the registry
 * (tm_game_modules_get()) from one loop, the test-only fixture games
 * included, as OpenSpiel's basic tests run on every registered game.
 * Nothing here names a game: a new game passes these or is not done.
 * Virtual play is test-games-play.c's.
 *
 *  - definition: the game's definition loads, is the catalogue's, and its
 *    decks and options are sound;
 *  - rules: its rules text loads with the nine sections, every link in it
 *    resolves and every option a ruling names is one of the game's;
 *  - score: hands generated from the scorer's declared fields, at the
 *    smallest and largest tables and with each scoring option changed,
 *    are scored, appended to a ledger, saved and read back with the same
 *    points, totals and winners.
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-test-games.h"

static TmCatalogue *catalogue;

/* ------------------------------------------------------------------------
 * The registry
 */

/* The catalogue is the registry, in its order; each game's scoring and
 * play rules are the ones its module hands over. */
static void
test_registry (void)
{
  const TmGameModule * const *modules = tm_game_modules_get ();
  g_auto(GStrv) ids = tm_catalogue_list_game_ids (catalogue);
  guint n = 0;

  for (; modules[n] != NULL; n++)
    {
      const TmGameModule *module = modules[n];
      const TmPlayRules *play = module->get_play_rules ? module->get_play_rules () : NULL;

      g_assert_nonnull (ids[n]);
      g_assert_cmpstr (ids[n], ==, module->id);
      g_assert_true (tm_game_module_lookup (module->id) == module);
      g_assert_true (tm_score_has_game (module->id));
      g_assert_true (module->get_score_rules () != NULL);
      g_assert_true (tm_play_rules_lookup (module->id) == play);
      if (play != NULL)
        g_assert_cmpstr (play->game_id, ==, module->id);
      for (guint o = 0; o < n; o++)
        g_assert_cmpstr (modules[o]->id, !=, module->id);
    }
  g_assert_null (ids[n]);
  g_assert_cmpuint (n, >, 0);
}

/* ------------------------------------------------------------------------
 * The definition
 */

static void
test_definition (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_test_module_game (module);
  const char * const *decks = tm_game_get_deck_ids (game);
  g_autofree char *picture = tm_game_module_dup_resource_path (module, "illustration.svg");
  g_autoptr(GBytes) svg = NULL;
  g_autoptr(GVariant) defaults = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (tm_game_get_id (game), ==, module->id);
  g_assert_true (tm_catalogue_lookup_game (catalogue, module->id) == game);
  g_assert_cmpuint (strlen (tm_game_get_name (game)), >, 0);
  g_assert_cmpuint (strlen (tm_game_get_summary (game)), >, 0);
  g_assert_cmpuint (tm_game_get_min_players (game), >=, 1);
  g_assert_cmpuint (tm_game_get_max_players (game), >=, tm_game_get_min_players (game));

  /* The library's picture. */
  svg = g_resources_lookup_data (picture, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (svg), >, 0);

  /* Every deck it is played with loads, wherever it lives. */
  for (guint d = 0; decks[d] != NULL; d++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, decks[d], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (deck)), >, 0);
    }

  /* Options: each described, its default within its range; the defaults
   * as a whole check, and survive JSON. */
  for (guint i = 0; i < tm_game_get_n_options (game); i++)
    {
      TmGameOption *option = tm_game_get_option (game, i);

      g_assert_true (tm_game_lookup_option (game, tm_game_option_get_id (option)) == option);
      g_assert_cmpuint (strlen (tm_game_option_get_name (option)), >, 0);
      g_assert_cmpuint (strlen (tm_game_option_get_description (option)), >, 0);
      if (tm_game_option_get_kind (option) != TM_GAME_OPTION_SWITCH)
        {
          g_assert_cmpint (tm_game_option_get_default_number (option), >=,
                           tm_game_option_get_min (option));
          g_assert_cmpint (tm_game_option_get_default_number (option), <=,
                           tm_game_option_get_max (option));
        }
    }
  if (tm_game_get_target_option (game) != NULL)
    g_assert_nonnull (tm_game_lookup_option (game, tm_game_get_target_option (game)));
  if (tm_game_get_teams_option (game) != NULL)
    g_assert_nonnull (tm_game_lookup_option (game, tm_game_get_teams_option (game)));

  defaults = tm_game_check_options (game, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_variant_n_children (defaults), ==, tm_game_get_n_options (game));

  {
    g_autoptr(GPtrArray) variants = tm_test_option_variants (game, TM_GAME_PILLAR_SCORE |
                                                                   TM_GAME_PILLAR_PLAY |
                                                                   TM_GAME_PILLAR_TABLE);

    for (guint v = 0; v < variants->len; v++)
      {
        GVariant *values = g_ptr_array_index (variants, v);
        g_autoptr(JsonObject) json = tm_game_options_to_json (game, values);
        g_autoptr(GVariant) back = tm_game_parse_options (game, json, &error);

        g_assert_no_error (error);
        g_assert_true (g_variant_equal (back, values));
      }
  }

  /* An option the game does not have is refused, naming it. */
  {
    g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

    g_variant_builder_add (&builder, "{sv}", "no-such-option", g_variant_new_boolean (TRUE));
    g_assert_null (tm_game_check_options (game, g_variant_builder_end (&builder), &error));
    g_assert_error (error, TM_GAME_ERROR, TM_GAME_ERROR_UNKNOWN_OPTION);
    g_assert_nonnull (strstr (error->message, "no-such-option"));
  }
}

/* ------------------------------------------------------------------------
 * The rules text
 */

static void
test_rules (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_test_module_game (module);
  const char * const *ids = tm_rulebook_get_section_ids ();
  g_autoptr(GError) error = NULL;
  TmRulebook *rulebook;

  rulebook = tm_catalogue_get_rulebook (catalogue, module->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tm_rulebook_get_game_id (rulebook), ==, module->id);
  g_assert_true (tm_rulebook_get_game (rulebook) == game);

  /* The nine sections, in order, none empty. */
  g_assert_cmpuint (tm_rulebook_get_n_sections (rulebook), ==, g_strv_length ((GStrv) ids));
  for (guint s = 0; ids[s] != NULL; s++)
    {
      TmRulesSection *section = tm_rulebook_get_section (rulebook, s);

      g_assert_cmpstr (tm_rules_section_get_id (section), ==, ids[s]);
      g_assert_cmpuint (strlen (tm_rules_section_get_title (section)), >, 0);
      g_assert_cmpuint (tm_rules_section_get_n_blocks (section), >, 0);
      g_assert_true (tm_rulebook_lookup_section (rulebook, ids[s]) == section);
    }

  /* Every link points at something that exists. */
  tm_test_check_rules_links (catalogue, rulebook);

  /* Every ruling is answered and any option it names is the game's. */
  for (guint r = 0; r < tm_rulebook_get_n_rulings (rulebook); r++)
    {
      TmRuling *ruling = tm_rulebook_get_ruling (rulebook, r);
      const char *option = tm_ruling_get_option_id (ruling);

      g_assert_true (tm_rulebook_lookup_ruling (rulebook, tm_ruling_get_id (ruling)) == ruling);
      g_assert_cmpuint (strlen (tm_ruling_get_question (ruling)), >, 0);
      g_assert_cmpuint (strlen (tm_ruling_get_ruling (ruling)), >, 0);
      g_assert_cmpuint (strlen (tm_ruling_get_reason (ruling)), >, 0);
      if (option != NULL)
        g_assert_nonnull (tm_game_lookup_option (game, option));
    }

  /* The rulebook's options are the definition's. */
  g_assert_cmpuint (tm_rulebook_get_n_options (rulebook), ==, tm_game_get_n_options (game));
  for (guint i = 0; i < tm_game_get_n_options (game); i++)
    g_assert_true (tm_rulebook_get_option (rulebook, i) == tm_game_get_option (game, i));
}

/* ------------------------------------------------------------------------
 * Scoring and the ledger
 */

/* Which declared fields some scored hand gave a value other than nothing
 * or zero, over every table and option tried. */
typedef struct
{
  GHashTable *applies;    /* field ids asked at some table */
  GHashTable *used;       /* field ids given a value that counts */
} Coverage;

static gboolean
value_counts (GVariant *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    return g_variant_get_int64 (value) != 0;
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    return g_variant_get_boolean (value);
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return TRUE;
  return g_variant_n_children (value) > 0;
}

static void
note_used (Coverage *coverage,
           GVariant *breakdown)
{
  GVariantIter iter;
  const char *id;
  GVariant *value;

  if (breakdown == NULL)
    return;
  g_variant_iter_init (&iter, breakdown);
  while (g_variant_iter_next (&iter, "{&sv}", &id, &value))
    {
      if (value_counts (value))
        g_hash_table_add (coverage->used, g_strdup (id));
      g_variant_unref (value);
    }
}

/* Notes the fields asked at this table, checking that each is its
 * scorer's and has a label and a definite type. */
static void
note_field (Coverage           *coverage,
            TmScorer           *scorer,
            const TmScoreField *field)
{
  g_assert_true (tm_scorer_lookup_field (scorer, tm_score_field_get_id (field)) == field);
  g_assert_true (g_variant_type_is_definite (tm_score_field_get_value_type (field)));
  g_assert_cmpuint (strlen (tm_score_field_get_label (field)), >, 0);
  if (tm_scorer_field_applies (scorer, field))
    g_hash_table_add (coverage->applies, g_strdup (tm_score_field_get_id (field)));
}

static void
note_applies (Coverage *coverage,
              TmScorer *scorer)
{
  for (guint i = 0; i < tm_scorer_get_n_entry_fields (scorer); i++)
    note_field (coverage, scorer, tm_scorer_get_entry_field (scorer, i));
  for (guint i = 0; i < tm_scorer_get_n_outcome_fields (scorer); i++)
    note_field (coverage, scorer, tm_scorer_get_outcome_field (scorer, i));
}

static void
assert_same_score (TmHandScore *a,
                   TmHandScore *b)
{
  g_assert_cmpuint (tm_hand_score_get_n_players (a), ==, tm_hand_score_get_n_players (b));
  g_assert_cmpint (tm_hand_score_is_complete (a), ==, tm_hand_score_is_complete (b));
  for (guint p = 0; p < tm_hand_score_get_n_players (a); p++)
    {
      g_assert_cmpint (tm_hand_score_is_known (a, p), ==, tm_hand_score_is_known (b, p));
      if (tm_hand_score_is_known (a, p))
        g_assert_cmpint (tm_hand_score_get_points (a, p), ==, tm_hand_score_get_points (b, p));
    }
}

static void
assert_same_standings (TmStandings *a,
                       TmStandings *b)
{
  g_assert_cmpuint (tm_standings_get_n_sides (a), ==, tm_standings_get_n_sides (b));
  g_assert_cmpuint (tm_standings_get_n_hands (a), ==, tm_standings_get_n_hands (b));
  g_assert_cmpint (tm_standings_is_finished (a), ==, tm_standings_is_finished (b));
  for (guint s = 0; s < tm_standings_get_n_sides (a); s++)
    {
      g_assert_cmpint (tm_standings_get_total (a, s), ==, tm_standings_get_total (b, s));
      g_assert_cmpuint (tm_standings_get_rank (a, s), ==, tm_standings_get_rank (b, s));
      g_assert_cmpint (tm_standings_is_winner (a, s), ==, tm_standings_is_winner (b, s));
      g_assert_cmpint (tm_standings_in_playoff (a, s), ==, tm_standings_in_playoff (b, s));
    }
}

/* A ledger of @hands: each hand's points are the scorer's, and the sheet
 * saved and read back has the same hands, points, totals and winners. */
static void
check_ledger_round_trip (TmGame             *game,
                         const char * const *names,
                         GVariant           *options,
                         GPtrArray          *hands)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(TmLedger) copy = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  guint per_round, n_blank = 0;

  ledger = tm_ledger_new (catalogue, tm_game_get_id (game), names, &error);
  g_assert_no_error (error);
  tm_ledger_set_options (ledger, options);
  per_round = MAX (1, tm_scorer_get_hands_per_round (tm_ledger_get_scorer (ledger)));
  tm_ledger_set_rounds (ledger, MAX (1, hands->len / per_round));

  for (guint h = 0; h < hands->len; h++)
    {
      TmTestHand *hand = g_ptr_array_index (hands, h);
      TmLedgerHand *row;

      tm_ledger_append_hand (ledger, hand->outcome, hand->entries, NULL, &error);
      g_assert_no_error (error);
      row = tm_ledger_get_hand (ledger, h);
      g_assert_null (tm_ledger_hand_get_problem (row));
      assert_same_score (tm_ledger_hand_get_score (row), hand->score);
    }

  /* A hand with a blank is kept, and counts for nothing until it is
   * filled in. */
  if (tm_scorer_uses_entries (tm_ledger_get_scorer (ledger)))
    {
      TmTestHand *first = g_ptr_array_index (hands, 0);
      g_autofree GVariant **entries = g_memdup2 (first->entries,
                                                 first->n_players * sizeof (GVariant *));

      entries[0] = NULL;
      tm_ledger_append_hand (ledger, first->outcome, entries, "a blank", &error);
      g_assert_no_error (error);
      g_assert_false (tm_ledger_hand_get_complete (tm_ledger_get_hand (ledger, hands->len)));
      n_blank = 1;
    }

  bytes = tm_ledger_to_bytes (ledger);
  copy = tm_ledger_new_from_bytes (catalogue, bytes, "round-trip.json", &error);
  g_assert_no_error (error);

  g_assert_cmpstr (tm_ledger_get_game_id (copy), ==, tm_game_get_id (game));
  g_assert_cmpuint (tm_ledger_get_n_players (copy), ==, g_strv_length ((GStrv) names));
  g_assert_cmpuint (tm_ledger_get_n_hands (copy), ==, hands->len + n_blank);
  if (n_blank > 0)
    g_assert_false (tm_ledger_hand_get_complete (tm_ledger_get_hand (copy, hands->len)));
  {
    g_autoptr(GVariant) mine = tm_ledger_dup_options (ledger);
    g_autoptr(GVariant) theirs = tm_ledger_dup_options (copy);

    g_assert_true (g_variant_equal (mine, theirs));
  }
  for (guint h = 0; h < hands->len; h++)
    {
      TmTestHand *hand = g_ptr_array_index (hands, h);
      TmLedgerHand *row = tm_ledger_get_hand (copy, h);

      g_assert_null (tm_ledger_hand_get_problem (row));
      g_assert_cmpint (tm_ledger_hand_get_complete (row), ==,
                       tm_hand_score_is_complete (hand->score));
      assert_same_score (tm_ledger_hand_get_score (row), hand->score);
    }
  assert_same_standings (tm_ledger_get_standings (copy), tm_ledger_get_standings (ledger));
  g_assert_cmpint (tm_ledger_get_finished (copy), ==, tm_ledger_get_finished (ledger));
  if (tm_ledger_get_finished (copy))
    {
      TmStandings *standings = tm_ledger_get_standings (copy);
      guint winners = 0;

      for (guint s = 0; s < tm_standings_get_n_sides (standings); s++)
        winners += tm_standings_is_winner (standings, s);
      g_assert_cmpuint (winners, >, 0);
    }

  /* Written again, the same file. */
  again = tm_ledger_to_bytes (copy);
  g_assert_cmpmem (g_bytes_get_data (again, NULL), g_bytes_get_size (again),
                   g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Hands generated from the scorer's declared fields, scored and kept in
 * a ledger, at the smallest, a middling and the largest table, with the
 * defaults and with each scoring option changed. */
static void
test_score (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_test_module_game (module);
  g_autoptr(GPtrArray) variants = tm_test_option_variants (game, TM_GAME_PILLAR_SCORE);
  guint min = tm_game_get_min_players (game);
  guint max = MIN (tm_game_get_max_players (game), TM_PLAY_MAX_PLAYERS);
  guint tables[] = { min, (min + max) / 2, max };
  Coverage coverage = {
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
  };
  guint scored = 0, refused = 0, scoring_points = 0;
  GHashTableIter iter;
  gpointer id;
  TmRng rng;

  tm_rng_init (&rng, 4711);

  for (guint v = 0; v < variants->len; v++)
    for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
      {
        GVariant *options = g_ptr_array_index (variants, v);
        g_autoptr(GPtrArray) hands =
          g_ptr_array_new_with_free_func ((GDestroyNotify) tm_test_hand_free);
        g_autofree char *described = g_variant_print (options, FALSE);
        g_auto(GStrv) names = tm_test_player_names (tables[t]);
        g_autoptr(GError) error = NULL;
        g_autoptr(TmScorer) scorer = NULL;
        guint n_hands;

        if (t > 0 && tables[t] == tables[t - 1])
          continue;
        scorer = tm_scorer_new (catalogue, module->id, (const char * const *) names,
                                options, &error);
        g_assert_no_error (error);
        g_test_message ("%s, %u players, %s", module->id, tables[t], described);
        note_applies (&coverage, scorer);

        n_hands = 2 * MAX (1, tm_scorer_get_hands_per_round (scorer));
        for (guint h = 0; h < n_hands; h++)
          {
            TmTestHand *hand = tm_test_hand_new_scorable (scorer, catalogue, &rng, &refused);

            if (hand == NULL)
              g_error ("%s, %u players, %s: no random hand could be scored",
                       module->id, tables[t], described);
            note_used (&coverage, hand->outcome);
            for (guint p = 0; p < hand->n_players; p++)
              {
                note_used (&coverage, hand->entries[p]);
                scoring_points += tm_hand_score_get_points (hand->score, p) != 0;
              }
            g_ptr_array_add (hands, hand);
            scored++;
          }

        check_ledger_round_trip (game, (const char * const *) names, options, hands);
      }

  g_test_message ("%s: %u hands scored, %u refused", module->id, scored, refused);

  /* Hands that score something, and every field asked somewhere was
   * given a value in a hand the scorer took. */
  g_assert_cmpuint (scoring_points, >, 0);
  g_assert_cmpuint (g_hash_table_size (coverage.applies), >, 0);
  g_hash_table_iter_init (&iter, coverage.applies);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    if (!g_hash_table_contains (coverage.used, id))
      g_error ("%s: no scorable hand gave field “%s” a value", module->id, (char *) id);

  g_hash_table_unref (coverage.applies);
  g_hash_table_unref (coverage.used);
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

  g_test_add_func ("/games/registry", test_registry);
  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
    {
      const TmGameModule *module = *m;
      g_autofree char *definition = g_strdup_printf ("/games/%s/definition", module->id);
      g_autofree char *rules = g_strdup_printf ("/games/%s/rules", module->id);
      g_autofree char *score = g_strdup_printf ("/games/%s/score", module->id);

      g_test_add_data_func (definition, module, test_definition);
      g_test_add_data_func (rules, module, test_rules);
      g_test_add_data_func (score, module, test_score);
    }

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
