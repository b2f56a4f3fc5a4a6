/* test-card-edits.c: a person's card edits over the shipped decks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tablemate.h"

typedef struct
{
  TmCatalogue *catalogue;
  TmDeck      *specialops;
  TmDeck      *basic;
  char        *dir;
  GFile       *file;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  fixture->catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  fixture->specialops = tm_catalogue_get_deck (fixture->catalogue, "gitmo-specialops", &error);
  g_assert_no_error (error);
  fixture->basic = tm_catalogue_get_deck (fixture->catalogue, "gitmo-basic", &error);
  g_assert_no_error (error);

  fixture->dir = g_dir_make_tmp ("tablemate-edits-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (fixture->dir, "sub", "card-edits.json", NULL);
  fixture->file = g_file_new_for_path (path);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *sub = g_build_filename (fixture->dir, "sub", NULL);
  g_autofree char *path = g_file_get_path (fixture->file);

  g_remove (path);
  g_rmdir (sub);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_clear_object (&fixture->file);
  g_assert_finalize_object (g_steal_pointer (&fixture->catalogue));
}

static JsonArray *
parse_effect (const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_array_ref (json_node_get_array (node));
}

static void
write_file (GFile      *file,
            const char *contents)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GError) error = NULL;

  g_file_make_directory_with_parents (parent, NULL, NULL);
  g_file_replace_contents (file, contents, strlen (contents), NULL, FALSE,
                           G_FILE_CREATE_NONE, NULL, NULL, &error);
  g_assert_no_error (error);
}

static char *
read_file (GFile *file)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_load_contents (file, NULL, &contents, NULL, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* Renaming a card changes it, says so, notifies, survives a save and a
 * fresh load, and resets. */
static void
test_edits_rename_and_reset (Fixture       *fixture,
                             gconstpointer  data)
{
  TmCard *trump = tm_deck_lookup_card (fixture->basic, "trump");
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) second = NULL;
  g_autoptr(TmCardEdits) loaded = tm_card_edits_new ();
  TmCard *trump_again;
  guint notified = 0;

  g_assert_cmpstr (tm_card_get_name (trump), ==, "Trump");
  g_assert_false (tm_card_get_edited (trump));
  g_assert_false (tm_card_get_text_editable (trump));
  g_signal_connect (trump, "notify::name", G_CALLBACK (count_notify_cb), &notified);

  g_assert_true (tm_catalogue_edit_card (fixture->catalogue, trump, "Veto", NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tm_card_get_name (trump), ==, "Veto");
  g_assert_cmpstr (tm_card_get_shipped_name (trump), ==, "Trump");
  g_assert_true (tm_card_get_edited (trump));
  g_assert_cmpuint (notified, ==, 1);

  /* Saved atomically into a folder that did not exist yet. */
  g_assert_true (tm_card_edits_save_file (tm_catalogue_get_card_edits (fixture->catalogue),
                                          fixture->file, &error));
  g_assert_no_error (error);

  /* A new catalogue with the saved edits sees the new name, even for a
   * deck loaded after the edits were set. */
  second = tm_catalogue_new (&error);
  g_assert_no_error (error);
  g_assert_true (tm_card_edits_load_file (loaded, fixture->file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_card_edits_get_n_edits (loaded), ==, 1);
  tm_catalogue_set_card_edits (second, loaded);
  trump_again = tm_deck_lookup_card (tm_catalogue_get_deck (second, "gitmo-basic", NULL), "trump");
  g_assert_cmpstr (tm_card_get_name (trump_again), ==, "Veto");

  /* Reset one card. */
  tm_catalogue_reset_card (fixture->catalogue, trump);
  g_assert_cmpstr (tm_card_get_name (trump), ==, "Trump");
  g_assert_false (tm_card_get_edited (trump));
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpuint (tm_card_edits_get_n_edits (tm_catalogue_get_card_edits (fixture->catalogue)), ==, 0);

  /* Renaming back to the shipped name records nothing. */
  g_assert_true (tm_catalogue_edit_card (fixture->catalogue, trump, "Trump", NULL, NULL, &error));
  g_assert_cmpuint (tm_card_edits_get_n_edits (tm_catalogue_get_card_edits (fixture->catalogue)), ==, 0);

  g_signal_handlers_disconnect_by_data (trump, &notified);
}

/* Special Ops texts and effects can be edited; the search finds the new
 * name; reset all brings everything back. */
static void
test_edits_special_ops (Fixture       *fixture,
                        gconstpointer  data)
{
  TmCard *card = tm_deck_lookup_card (fixture->specialops, "justice");
  g_autoptr(JsonArray) effect = parse_effect ("[ { \"op\": \"add_points\", \"points\": 7 } ]");
  g_autoptr(GError) error = NULL;
  g_autoptr(TmSearch) search = NULL;
  g_autoptr(GListModel) hits = NULL;
  g_autoptr(TmSearchResult) top = NULL;
  JsonObject *op;

  g_assert_nonnull (card);
  g_assert_true (tm_card_get_text_editable (card));

  g_assert_true (tm_catalogue_edit_card (fixture->catalogue, card, "Fair Trial",
                                         "Score seven points.", effect, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tm_card_get_text (card), ==, "Score seven points.");
  op = json_array_get_object_element (tm_card_get_effect (card), 0);
  g_assert_cmpstr (json_object_get_string_member (op, "op"), ==, "add_points");
  g_assert_cmpint (json_object_get_int_member (op, "points"), ==, 7);
  g_assert_cmpuint (json_array_get_length (tm_card_get_shipped_effect (card)), >, 0);

  search = tm_search_new (fixture->catalogue, &error);
  g_assert_no_error (error);
  hits = tm_search_query (search, "fair trial", "gitmo");
  g_assert_cmpuint (g_list_model_get_n_items (hits), >, 0);
  top = g_list_model_get_item (hits, 0);
  g_assert_cmpstr (tm_search_result_get_card_id (top), ==, "justice");

  tm_catalogue_reset_all_cards (fixture->catalogue);
  g_assert_cmpstr (tm_card_get_name (card), ==, "Justice");
  g_assert_cmpstr (tm_card_get_text (card), ==, tm_card_get_shipped_text (card));
  g_assert_false (tm_card_get_edited (card));
}

/* Edits that are not allowed are refused with a GError naming the problem,
 * and change nothing. */
static void
test_edits_rejected (Fixture       *fixture,
                     gconstpointer  data)
{
  static const struct {
    const char *deck;
    const char *card;
    const char *name;
    const char *text;
    const char *effect;
    int         code;
    const char *message;
  } cases[] = {
    { "gitmo-specialops", "justice", NULL, NULL, "[ { \"op\": \"teleport\" } ]",
      TM_CARD_EDITS_ERROR_INVALID_EFFECT, "effect: operation 1: “teleport” is not an effect the engine knows" },
    { "gitmo-specialops", "justice", NULL, NULL, "[ { \"op\": \"add_points\", \"points\": \"many\" } ]",
      TM_CARD_EDITS_ERROR_INVALID_EFFECT, "parameter “points” must be of type int" },
    { "gitmo-specialops", "justice", NULL, NULL, "[ { \"op\": \"add_points\" } ]",
      TM_CARD_EDITS_ERROR_INVALID_EFFECT, "parameter “points” is missing" },
    { "gitmo-basic", "trump", NULL, "Wins everything.", NULL,
      TM_CARD_EDITS_ERROR_NOT_EDITABLE, "only the name of “Trump” can be changed" },
    { "gitmo-basic", "trump", "   ", NULL, NULL,
      TM_CARD_EDITS_ERROR_INVALID, "a card's name cannot be empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (fixture->catalogue, cases[i].deck, NULL);
      TmCard *card = tm_deck_lookup_card (deck, cases[i].card);
      g_autoptr(JsonArray) effect = cases[i].effect ? parse_effect (cases[i].effect) : NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_strdup (tm_card_get_name (card));

      g_assert_false (tm_catalogue_edit_card (fixture->catalogue, card, cases[i].name,
                                              cases[i].text, effect, &error));
      g_assert_error (error, TM_CARD_EDITS_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, cases[i].message);
      g_assert_cmpstr (tm_card_get_name (card), ==, name);
      g_assert_false (tm_card_get_edited (card));
    }

  g_assert_cmpuint (tm_card_edits_get_n_edits (tm_catalogue_get_card_edits (fixture->catalogue)), ==, 0);
}

/* An edit for a card that no longer exists (or no longer fits) is kept in
 * the file, ignored, and reported. */
static void
test_edits_unknown_card_kept (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ignored = NULL;
  g_autofree char *saved = NULL;
  TmCard *trump = tm_deck_lookup_card (fixture->basic, "trump");
  TmCard *justice = tm_deck_lookup_card (fixture->specialops, "justice");

  write_file (fixture->file,
              "{ \"version\": 1, \"cards\": ["
              "  { \"deck\": \"gitmo-basic\", \"card\": \"trump\", \"name\": \"Veto\" },"
              "  { \"deck\": \"gitmo-basic\", \"card\": \"joker\", \"name\": \"Fool\" },"
              "  { \"deck\": \"tarot\", \"card\": \"tower\", \"name\": \"Tower\" },"
              "  { \"deck\": \"gitmo-specialops\", \"card\": \"justice\","
              "    \"effect\": [ { \"op\": \"teleport\" } ] }"
              "] }");

  g_assert_true (tm_card_edits_load_file (edits, fixture->file, &error));
  g_assert_no_error (error);
  tm_catalogue_set_card_edits (fixture->catalogue, edits);

  g_assert_cmpstr (tm_card_get_name (trump), ==, "Veto");
  g_assert_false (tm_card_get_edited (justice));

  ignored = tm_catalogue_list_ignored_edits (fixture->catalogue);
  g_assert_cmpuint (g_strv_length (ignored), ==, 3);
  g_assert_cmpstr (ignored[0], ==, "gitmo-basic/joker: the deck has no card “joker” any more");
  g_assert_cmpstr (ignored[1], ==, "tarot/tower: there is no deck “tarot” any more");
  g_assert_true (g_str_has_prefix (ignored[2], "gitmo-specialops/justice: effect: "));

  /* Saving keeps them. */
  g_assert_true (tm_card_edits_save_file (edits, fixture->file, &error));
  g_assert_no_error (error);
  saved = read_file (fixture->file);
  g_assert_nonnull (strstr (saved, "\"joker\""));
  g_assert_nonnull (strstr (saved, "\"tarot\""));
  g_assert_nonnull (strstr (saved, "\"teleport\""));
  g_assert_nonnull (strstr (saved, "\"version\" : 1"));
}

/* A file that cannot be read gives a clear error, and is not overwritten. */
static void
test_edits_corrupt_file (Fixture       *fixture,
                         gconstpointer  data)
{
  static const struct {
    const char *contents;
    int         code;
    const char *message;
  } cases[] = {
    { "{ \"version\": 1, \"cards\": [ ", TM_CARD_EDITS_ERROR_PARSE, "card-edits.json: not valid JSON" },
    { "{ \"version\": 2, \"cards\": [] }", TM_CARD_EDITS_ERROR_VERSION,
      "card-edits.json: field “version”: version 2 is not understood" },
    { "{ \"version\": 1, \"cards\": [ { \"deck\": \"freeo\" } ] }", TM_CARD_EDITS_ERROR_INVALID,
      "card-edits.json: edit 1: fields “deck” and “card” are required" },
    { "{ \"version\": 1, \"cards\": [ { \"deck\": \"freeo\", \"card\": \"wild\", \"colour\": \"red\" } ] }",
      TM_CARD_EDITS_ERROR_INVALID, "edit 1: field “colour”: not a field of card edits" },
    { "[]", TM_CARD_EDITS_ERROR_INVALID, "the top level must be an object" },
    { "", TM_CARD_EDITS_ERROR_PARSE, "card-edits.json: not valid JSON: the file is empty" },
    { "1{}", TM_CARD_EDITS_ERROR_INVALID, "card-edits.json: the top level must be an object" },
    /* Read as infinity, it was written back as `inf`, which no reader loads. */
    { "{ \"version\": 1, \"cards\": [ { \"deck\": \"gitmo-specialops\", \"card\": \"justice\", "
      "\"effect\": [ { \"op\": \"add_points\", \"points\": 1e400 } ] } ] }",
      TM_CARD_EDITS_ERROR_PARSE,
      "card-edits.json: not valid JSON: a number is too large to keep, at cards[0].effect[0].points" },
    /* json-glib cut the name short at the NUL without a word. */
    { "{ \"version\": 1, \"cards\": [ { \"deck\": \"gitmo-basic\", \"card\": \"trump\", "
      "\"name\": \"Ve\\u0000to\" } ] }", TM_CARD_EDITS_ERROR_PARSE,
      "card-edits.json: not valid JSON: <data>:1:81: Parse error: "
        "a \\u0000 escape (a NUL character) cannot be kept in a string" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      write_file (fixture->file, cases[i].contents);

      g_assert_false (tm_card_edits_load_file (edits, fixture->file, &error));
      g_assert_error (error, TM_CARD_EDITS_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, cases[i].message);
      /* The app shows why, from the edits themselves. */
      g_assert_cmpstr (tm_card_edits_get_load_failure (edits), ==, error->message);
      g_clear_error (&error);

      tm_card_edits_set (edits, "gitmo-basic", "trump", "Veto", NULL, NULL);
      g_assert_false (tm_card_edits_save_file (edits, fixture->file, &error));
      g_assert_error (error, TM_CARD_EDITS_ERROR, TM_CARD_EDITS_ERROR_PROTECTED);
      g_assert_nonnull (strstr (error->message, "move the file away"));

      after = read_file (fixture->file);
      g_assert_cmpstr (after, ==, cases[i].contents);
    }
}

/* No file yet is no edits, not an error. */
static void
test_edits_missing_file (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_card_edits_load_file (edits, fixture->file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_card_edits_get_n_edits (edits), ==, 0);
  g_assert_null (tm_card_edits_get_load_failure (edits));
}

static void
save_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_card_edits_save_file_finish (TM_CARD_EDITS (object), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_card_edits_load_file_finish (TM_CARD_EDITS (object), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
test_edits_async (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
  g_autoptr(TmCardEdits) loaded = tm_card_edits_new ();
  const char *name = NULL;
  gboolean done = FALSE;

  tm_card_edits_set (edits, "freeo", "wild", "Joker", NULL, NULL);
  tm_card_edits_save_file_async (edits, fixture->file, NULL, save_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);

  done = FALSE;
  tm_card_edits_load_file_async (loaded, fixture->file, NULL, load_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);

  g_assert_true (tm_card_edits_lookup (loaded, "freeo", "wild", &name, NULL, NULL));
  g_assert_cmpstr (name, ==, "Joker");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

#define ADD(path, func) \
  g_test_add ("/engine/card-edits/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("rename-and-reset", test_edits_rename_and_reset);
  ADD ("special-ops", test_edits_special_ops);
  ADD ("rejected", test_edits_rejected);
  ADD ("unknown-card-kept", test_edits_unknown_card_kept);
  ADD ("corrupt-file", test_edits_corrupt_file);
  ADD ("missing-file", test_edits_missing_file);
  ADD ("async", test_edits_async);

#undef ADD

  return g_test_run ();
}
