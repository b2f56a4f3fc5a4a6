/* test-deck.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablemate.h"

static TmEffectVocabulary *
make_vocabulary (void)
{
  static const char *json =
    "{ \"version\": 1, \"ops\": ["
    "  { \"op\": \"add_points\", \"params\": { \"points\": \"int\" }, \"description\": \"\" },"
    "  { \"op\": \"recapture\", \"params\": { \"only_against\": \"strings\" }, \"description\": \"\" },"
    "  { \"op\": \"extra_turn\", \"params\": {}, \"description\": \"\" }"
    "] }";
  g_autoptr(GBytes) bytes = g_bytes_new_static (json, strlen (json));
  g_autoptr(GError) error = NULL;
  TmEffectVocabulary *vocabulary;

  vocabulary = tm_effect_vocabulary_new_from_bytes (bytes, "effects.json", &error);
  g_assert_no_error (error);
  return vocabulary;
}

static TmDeck *
load_test_file (const char          *name,
                TmEffectVocabulary  *vocabulary,
                GError             **error)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return tm_deck_new_from_file (file, vocabulary, error);
}

static void
test_deck_load (void)
{
  g_autoptr(TmEffectVocabulary) vocabulary = make_vocabulary ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TmDeck) deck = NULL;
  g_autoptr(TmCard) first = NULL;
  g_auto(GStrv) kinds = NULL;
  TmCard *card;

  deck = load_test_file ("deck-valid.json", vocabulary, &error);
  g_assert_no_error (error);
  g_assert_nonnull (deck);

  g_assert_cmpstr (tm_deck_get_id (deck), ==, "sample");
  g_assert_cmpstr (tm_deck_get_name (deck), ==, "Sample deck");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (deck)), ==, 4);
  g_assert_cmpuint (tm_deck_get_size (deck), ==, 10);
  g_assert_cmpuint (tm_deck_count_kind (deck, "numbered"), ==, 3);
  g_assert_cmpuint (tm_deck_count_kind (deck, "bonus"), ==, 7);
  g_assert_cmpuint (tm_deck_count_kind (deck, "nothing"), ==, 0);

  kinds = tm_deck_list_kinds (deck);
  g_assert_cmpstrv (kinds, ((const char *[]) { "numbered", "bonus", NULL }));
  g_assert_cmpstr (tm_deck_get_kind_name (deck, "bonus"), ==, "Bonus");

  first = g_list_model_get_item (G_LIST_MODEL (deck), 0);
  g_assert_cmpstr (tm_card_get_id (first), ==, "patriot-3");
  g_assert_cmpuint (tm_card_get_number (first), ==, 3);
  g_assert_cmpint (tm_card_get_side (first), ==, TM_SIDE_PATRIOT);
  g_assert_cmpstr (tm_card_get_deck_id (first), ==, "sample");

  card = tm_deck_lookup_card (deck, "lucky");
  g_assert_nonnull (card);
  g_assert_cmpuint (tm_card_get_count (card), ==, 5);
  g_assert_true (tm_card_has_points (card));
  g_assert_cmpint (tm_card_get_points (card), ==, 5);
  g_assert_true (tm_card_get_reconstructed (card));
  g_assert_cmpuint (json_array_get_length (tm_card_get_effect (card)), ==, 1);

  g_assert_cmpstr (tm_card_get_layout (first), ==, "number");   /* from its number */
  g_assert_cmpstr (tm_card_get_layout (card), ==, "banner");    /* from its kind */

  card = tm_deck_lookup_card (deck, "cave");
  g_assert_true (tm_card_get_perimeter (card));
  g_assert_false (tm_card_get_underground (card));
  g_assert_true (tm_card_get_underground_access (card));
  g_assert_true (tm_card_get_shore (card));
  g_assert_false (tm_card_get_centre (card));
  g_assert_cmpstr (tm_card_get_uncertain (card), ==, "The sheet is smudged.");
  g_assert_cmpstrv (tm_card_get_requires (card), ((const char *[]) { "beach", NULL }));

  g_assert_null (tm_deck_lookup_card (deck, "no-such-card"));

  g_clear_object (&first);
  g_assert_finalize_object (g_steal_pointer (&deck));
}

typedef struct
{
  const char *name;
  const char *cards;       /* the "cards" array of an otherwise valid deck */
  int         code;
  const char *message;     /* must appear in the error message */
} BadDeck;

static const BadDeck bad_decks[] = {
  { "unknown-field", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"colour\":\"red\",\"flavour\":1}]",
    TM_DECK_ERROR_UNKNOWN_FIELD, "card “a” (number 1): field “flavour”: not a card field" },
  { "missing-name", "[{\"id\":\"a\",\"kind\":\"k\",\"text\":\"\"}]",
    TM_DECK_ERROR_INVALID, "card “a” (number 1): field “name”: is required" },
  { "count-not-number", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"count\":\"two\"}]",
    TM_DECK_ERROR_INVALID, "field “count”: must be a whole number" },
  { "count-zero", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"count\":0}]",
    TM_DECK_ERROR_INVALID, "field “count”: 0 is out of range" },
  { "number-13", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\"},"
                 "{\"id\":\"b\",\"kind\":\"k\",\"name\":\"B\",\"text\":\"\",\"number\":13}]",
    TM_DECK_ERROR_INVALID, "card “b” (number 2): field “number”: 13 is out of range (1 to 12)" },
  { "bad-side", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"side\":\"neutral\"}]",
    TM_DECK_ERROR_INVALID, "field “side”" },
  { "bad-id", "[{\"id\":\"Big Card\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\"}]",
    TM_DECK_ERROR_INVALID, "field “id”: must use only" },
  { "duplicate-id", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\"},"
                    "{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A again\",\"text\":\"\"}]",
    TM_DECK_ERROR_DUPLICATE_ID, "card “a” (number 2): field “id”: another card already uses it" },
  { "unknown-kind", "[{\"id\":\"a\",\"kind\":\"joker\",\"name\":\"A\",\"text\":\"\"}]",
    TM_DECK_ERROR_UNKNOWN_KIND, "field “kind”: “joker” is not one of the deck's kinds" },
  { "unknown-effect", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"effect\":[{\"op\":\"teleport\"}]}]",
    TM_DECK_ERROR_UNKNOWN_EFFECT, "field “effect”: operation 1: “teleport” is not an effect the engine knows" },
  { "effect-param-type", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"effect\":[{\"op\":\"add_points\",\"points\":\"5\"}]}]",
    TM_DECK_ERROR_INVALID, "parameter “points” must be of type int" },
  { "effect-param-missing", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"effect\":[{\"op\":\"extra_turn\"},{\"op\":\"add_points\"}]}]",
    TM_DECK_ERROR_INVALID, "operation 2 (“add_points”): parameter “points” is missing" },
  { "effect-extra-param", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"effect\":[{\"op\":\"extra_turn\",\"twice\":true}]}]",
    TM_DECK_ERROR_UNKNOWN_EFFECT, "“twice” is not one of its parameters" },
  { "effect-strings", "[{\"id\":\"a\",\"kind\":\"k\",\"name\":\"A\",\"text\":\"\",\"effect\":[{\"op\":\"recapture\",\"only_against\":[1]}]}]",
    TM_DECK_ERROR_INVALID, "parameter “only_against” must be of type strings" },
  { "card-not-object", "[42]",
    TM_DECK_ERROR_INVALID, "card 1: must be an object" },
};

static void
test_deck_bad (gconstpointer data)
{
  const BadDeck *bad = data;
  g_autoptr(TmEffectVocabulary) vocabulary = make_vocabulary ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TmDeck) deck = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *json = NULL;

  json = g_strdup_printf ("{\"version\":1,\"id\":\"bad\",\"name\":\"Bad\","
                          "\"kinds\":[{\"id\":\"k\",\"name\":\"K\"}],\"cards\":%s}",
                          bad->cards);
  bytes = g_bytes_new (json, strlen (json));

  deck = tm_deck_new_from_bytes (bytes, "bad.json", vocabulary, &error);
  g_assert_null (deck);
  g_assert_error (error, TM_DECK_ERROR, bad->code);
  g_assert_true (g_str_has_prefix (error->message, "bad.json: "));
  if (strstr (error->message, bad->message) == NULL)
    g_error ("expected “%s” in “%s”", bad->message, error->message);
}

/* A kind's layout must be one the app knows. */
static void
test_deck_bad_layout (void)
{
  static const char json[] = "{\"version\":1,\"id\":\"bad\",\"name\":\"Bad\","
                             "\"kinds\":[{\"id\":\"k\",\"name\":\"K\",\"layout\":\"poster\"}],"
                             "\"cards\":[]}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (json, strlen (json));
  g_autoptr(GError) error = NULL;

  g_assert_null (tm_deck_new_from_bytes (bytes, "bad.json", NULL, &error));
  g_assert_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "bad.json: kind “k”: field “layout”: must be “banner”, "
                   "“emblem”, “number” or “title”");
}

static void
test_deck_bad_file (void)
{
  g_autoptr(TmEffectVocabulary) vocabulary = make_vocabulary ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TmDeck) deck = NULL;

  deck = load_test_file ("deck-truncated.json", vocabulary, &error);
  g_assert_null (deck);
  g_assert_error (error, TM_DECK_ERROR, TM_DECK_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "deck-truncated.json: not valid JSON"));
  g_clear_error (&error);

  deck = load_test_file ("deck-newer-version.json", vocabulary, &error);
  g_assert_null (deck);
  g_assert_error (error, TM_DECK_ERROR, TM_DECK_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "newer Tablemate"));
  g_clear_error (&error);

  deck = load_test_file ("no-such-deck.json", vocabulary, &error);
  g_assert_null (deck);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static void
test_deck_shuffle (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmDeck) deck = NULL;
  g_autofree guint *a = NULL;
  g_autofree guint *b = NULL;
  g_autofree guint *c = NULL;
  guint counts[4] = { 0 };
  guint na, nb, nc;
  gboolean differs = FALSE;

  deck = load_test_file ("deck-valid.json", NULL, &error);
  g_assert_no_error (error);

  a = tm_deck_shuffle (deck, 12345, &na);
  b = tm_deck_shuffle (deck, 12345, &nb);
  c = tm_deck_shuffle (deck, 54321, &nc);
  g_assert_cmpuint (na, ==, 10);
  g_assert_cmpmem (a, na * sizeof (guint), b, nb * sizeof (guint));

  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (a[i], <, 4);
      counts[a[i]]++;
      differs |= a[i] != c[i];
    }
  g_assert_true (differs);

  /* Each card appears exactly as often as its count. */
  g_assert_cmpuint (counts[0], ==, 1);
  g_assert_cmpuint (counts[1], ==, 2);
  g_assert_cmpuint (counts[2], ==, 5);
  g_assert_cmpuint (counts[3], ==, 2);
}

static void
test_vocabulary (void)
{
  g_autoptr(TmEffectVocabulary) vocabulary = make_vocabulary ();
  g_auto(GStrv) ops = tm_effect_vocabulary_list_ops (vocabulary);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TmEffectVocabulary) bad = NULL;
  const char *bad_json = "{ \"version\": 1, \"ops\": [ { \"op\": \"x\", \"params\": { \"n\": \"float\" } } ] }";

  g_assert_cmpstrv (ops, ((const char *[]) { "add_points", "extra_turn", "recapture", NULL }));
  g_assert_true (tm_effect_vocabulary_has_op (vocabulary, "extra_turn"));
  g_assert_false (tm_effect_vocabulary_has_op (vocabulary, "fly"));

  /* Each operation's parameters, in order, with their types. */
  {
    g_auto(GStrv) points = tm_effect_vocabulary_list_params (vocabulary, "add_points");
    g_auto(GStrv) none = tm_effect_vocabulary_list_params (vocabulary, "extra_turn");
    g_auto(GStrv) unknown = tm_effect_vocabulary_list_params (vocabulary, "fly");
    TmEffectParamType type = TM_EFFECT_PARAM_BOOL;

    g_assert_cmpstrv (points, ((const char *[]) { "points", NULL }));
    g_assert_cmpstrv (none, ((const char *[]) { NULL }));
    g_assert_null (unknown);
    g_assert_true (tm_effect_vocabulary_get_param_type (vocabulary, "add_points", "points", &type));
    g_assert_cmpint (type, ==, TM_EFFECT_PARAM_INT);
    g_assert_true (tm_effect_vocabulary_get_param_type (vocabulary, "recapture", "only_against",
                                                        &type));
    g_assert_cmpint (type, ==, TM_EFFECT_PARAM_STRINGS);
    g_assert_false (tm_effect_vocabulary_get_param_type (vocabulary, "add_points", "count", &type));
    g_assert_false (tm_effect_vocabulary_get_param_type (vocabulary, "fly", "points", &type));
  }

  /* Which values fit which type. */
  {
    g_autoptr(JsonNode) number = json_from_string ("3", NULL);
    g_autoptr(JsonNode) word = json_from_string ("\"house\"", NULL);
    g_autoptr(JsonNode) words = json_from_string ("[\"a\", \"b\"]", NULL);
    g_autoptr(JsonNode) mixed = json_from_string ("[\"a\", 2]", NULL);
    g_autoptr(JsonNode) yes = json_from_string ("true", NULL);

    g_assert_true (tm_effect_param_type_holds (TM_EFFECT_PARAM_INT, number));
    g_assert_false (tm_effect_param_type_holds (TM_EFFECT_PARAM_INT, word));
    g_assert_true (tm_effect_param_type_holds (TM_EFFECT_PARAM_STRING, word));
    g_assert_true (tm_effect_param_type_holds (TM_EFFECT_PARAM_BOOL, yes));
    g_assert_false (tm_effect_param_type_holds (TM_EFFECT_PARAM_BOOL, number));
    g_assert_true (tm_effect_param_type_holds (TM_EFFECT_PARAM_STRINGS, words));
    g_assert_false (tm_effect_param_type_holds (TM_EFFECT_PARAM_STRINGS, mixed));
    g_assert_false (tm_effect_param_type_holds (TM_EFFECT_PARAM_STRINGS, word));
  }

  /* The shipped vocabulary keeps the declared order: who, count, optional. */
  {
    g_autoptr(GBytes) shipped = g_resources_lookup_data (TM_ENGINE_RESOURCE_PATH "/effects.json",
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
    g_autoptr(TmEffectVocabulary) effects = NULL;
    g_auto(GStrv) params = NULL;

    g_assert_no_error (error);
    effects = tm_effect_vocabulary_new_from_bytes (shipped, "effects.json", &error);
    g_assert_no_error (error);
    params = tm_effect_vocabulary_list_params (effects, "discard_and_redraw");
    g_assert_cmpstrv (params, ((const char *[]) { "who", "count", "optional", NULL }));
  }

  bytes = g_bytes_new_static (bad_json, strlen (bad_json));
  bad = tm_effect_vocabulary_new_from_bytes (bytes, "effects.json", &error);
  g_assert_null (bad);
  g_assert_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "operation “x”: parameter “n”"));
}

/* Malformed files that json-glib lets through, or that hold nothing, are
 * refused with an error naming the file, never an abort or a critical. */
static void
test_deck_malformed (void)
{
  static const struct {
    const char *text;
    int         code;
    const char *message;
  } cases[] = {
    { "1{}", TM_DECK_ERROR_INVALID, "odd.json: the top level must be an object" },
    { "null{\"version\": 1}", TM_DECK_ERROR_INVALID, "odd.json: the top level must be an object" },
    { "", TM_DECK_ERROR_PARSE, "odd.json: not valid JSON: the file is empty" },
    { " \n ", TM_DECK_ERROR_PARSE, "odd.json: not valid JSON: the file holds nothing but spaces" },
    { "{\"version\": 1,\n \"id\": \"od\\u0000d\"}", TM_DECK_ERROR_PARSE,
      "odd.json: not valid JSON: <data>:2:11: Parse error: "
        "a \\u0000 escape (a NUL character) cannot be kept in a string" },
  };
  g_autoptr(TmEffectVocabulary) vocabulary = make_vocabulary ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (cases[i].text, strlen (cases[i].text));
      g_autoptr(GError) error = NULL;
      g_autoptr(TmDeck) deck = tm_deck_new_from_bytes (bytes, "odd.json", vocabulary, &error);

      g_assert_null (deck);
      g_assert_error (error, TM_DECK_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/deck/bad/malformed", test_deck_malformed);
  tm_init ();

  g_test_add_func ("/engine/deck/load", test_deck_load);
  g_test_add_func ("/engine/deck/bad-file", test_deck_bad_file);
  g_test_add_func ("/engine/deck/bad/layout", test_deck_bad_layout);
  g_test_add_func ("/engine/deck/shuffle", test_deck_shuffle);
  g_test_add_func ("/engine/deck/vocabulary", test_vocabulary);

  for (guint i = 0; i < G_N_ELEMENTS (bad_decks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/deck/bad/%s", bad_decks[i].name);

      g_test_add_data_func (path, &bad_decks[i], test_deck_bad);
    }

  return g_test_run ();
}
