/* test-roster.c: the shared roster of players and their records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tablemate.h"

static TmCatalogue *catalogue;

static TmLedger *
new_ledger (const char *game,
            const char *names,
            guint       rounds)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) list = g_strsplit (names, ",", -1);
  TmLedger *ledger = tm_ledger_new (catalogue, game, (const char * const *) list, &error);

  g_assert_no_error (error);
  tm_ledger_set_rounds (ledger, rounds);
  return ledger;
}

/* Appends a hand given as one JSON entry per player. */
static void
append (TmLedger   *ledger,
        const char *entries_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (entries_json, &error);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    g_ptr_array_add (entries,
                     tm_scorer_entry_from_json (tm_ledger_get_scorer (ledger),
                                                json_array_get_element (array, i), i, &error));
  g_assert_no_error (error);

  g_assert_true (tm_ledger_append_hand (ledger, NULL, (GVariant * const *) entries->pdata, NULL,
                                        &error));
  g_assert_no_error (error);
}

static void
save_ledger (TmLedger   *ledger,
             const char *name)
{
  g_autoptr(GFile) dir = tm_ledger_get_default_dir ();
  g_autoptr(GFile) file = g_file_get_child (dir, name);
  g_autoptr(GError) error = NULL;

  tm_ledger_set_file (ledger, file);
  g_assert_true (tm_ledger_save (ledger, NULL, &error));
  g_assert_no_error (error);
}

static void
write_file (GFile      *file,
            const char *text)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (g_file_peek_path (parent), 0700);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

static char *
read_file (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* Four sheets in the data folder of this test (G_TEST_OPTION_ISOLATE_DIRS):
 * - custom, Ana (by roster id) 10, Ben (by id) 5, Cai 7: Ana wins;
 * - custom over two hands, "ana" (no id: by name) 5, Ben 8: Ben wins;
 * - custom, not over yet: counts for nothing;
 * - Gitmo, Ana 3 and Ben 3 over two hands: both share the win;
 * and a damaged file, which is skipped. */
static TmRoster *
roster_with_ledgers (void)
{
  g_autoptr(TmLedger) first = new_ledger ("custom", "Ana,Ben,Cai", 1);
  g_autoptr(TmLedger) second = new_ledger ("custom", "ana,Ben", 2);
  g_autoptr(TmLedger) unfinished = new_ledger ("custom", "Ana,Ben", 3);
  g_autoptr(TmLedger) gitmo = new_ledger ("gitmo", "Ana,Ben", 1);
  g_autoptr(GFile) dir = tm_ledger_get_default_dir ();
  g_autoptr(GFile) damaged = g_file_get_child (dir, "damaged.json");
  TmRoster *roster = tm_roster_new (NULL);
  TmRosterPlayer *ana, *ben;

  g_assert_true (tm_roster_load (roster, NULL, NULL));
  ana = tm_roster_find_or_add (roster, "Ana");
  ben = tm_roster_find_or_add (roster, "Ben");
  tm_roster_find_or_add (roster, "Cai");
  tm_roster_find_or_add (roster, "Dev");

  tm_ledger_set_player_roster_id (first, 0, tm_roster_player_get_id (ana));
  tm_ledger_set_player_roster_id (first, 1, tm_roster_player_get_id (ben));
  append (first, "[{\"points\": 10}, {\"points\": 5}, {\"points\": 7}]");
  g_assert_true (tm_ledger_get_finished (first));
  save_ledger (first, "first.json");

  append (second, "[{\"points\": 3}, {\"points\": 4}]");
  append (second, "[{\"points\": 2}, {\"points\": 4}]");
  g_assert_true (tm_ledger_get_finished (second));
  save_ledger (second, "second.json");

  append (unfinished, "[{\"points\": 50}, {\"points\": 1}]");
  g_assert_false (tm_ledger_get_finished (unfinished));
  save_ledger (unfinished, "unfinished.json");

  tm_roster_link_ledger (roster, gitmo);
  append (gitmo, "[{\"patriots\": 3}, {\"patriots\": 1}]");
  append (gitmo, "[{\"patriots\": 0}, {\"patriots\": 2}]");
  g_assert_true (tm_ledger_get_finished (gitmo));
  save_ledger (gitmo, "gitmo.json");

  write_file (damaged, "{\"version\": 1, \"game\": ");
  return roster;
}

static void
rows_changed_cb (GListModel *model,
                 guint       position,
                 guint       removed,
                 guint       added,
                 gpointer    user_data)
{
  g_assert_cmpuint (removed, ==, 1);
  g_assert_cmpuint (added, ==, 1);
  (*(guint *) user_data)++;
}

static void
test_records (void)
{
  g_autoptr(TmRoster) roster = roster_with_ledgers ();
  guint rows_changed = 0;
  g_autoptr(GError) error = NULL;
  TmRosterPlayer *ana, *ben, *cai, *dev;
  g_auto(GStrv) games = NULL;
  const struct {
    const char *name;
    const char *game;
    guint       played;
    guint       won;
    double      average;
  } cases[] = {
    { "Ana", "custom", 2, 1, 7.5 },
    { "Ana", "gitmo", 1, 1, 3 },
    { "Ana", NULL, 3, 2, 0 },
    { "Ben", "custom", 2, 1, 6.5 },
    { "Ben", "gitmo", 1, 1, 3 },
    { "Cai", "custom", 1, 0, 7 },
    { "Cai", "gitmo", 0, 0, 0 },
    { "Dev", NULL, 0, 0, 0 },
  };

  g_signal_connect (roster, "items-changed", G_CALLBACK (rows_changed_cb), &rows_changed);
  g_assert_true (tm_roster_refresh (roster, catalogue, NULL, NULL, &error));
  g_assert_no_error (error);
  /* Ana, Ben and Cai have new records; Dev has none. */
  g_assert_cmpuint (rows_changed, ==, 3);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TmRosterPlayer *player = tm_roster_find_by_name (roster, cases[i].name);

      g_test_message ("%s in %s", cases[i].name, cases[i].game ? cases[i].game : "all games");
      g_assert_nonnull (player);
      g_assert_cmpuint (tm_roster_player_get_played (player, cases[i].game), ==, cases[i].played);
      g_assert_cmpuint (tm_roster_player_get_won (player, cases[i].game), ==, cases[i].won);
      if (cases[i].game != NULL)
        g_assert_cmpfloat_with_epsilon (tm_roster_player_get_average (player, cases[i].game),
                                        cases[i].average, 1e-9);
    }

  ana = tm_roster_find_by_name (roster, "Ana");
  ben = tm_roster_find_by_name (roster, "Ben");
  cai = tm_roster_find_by_name (roster, "Cai");
  dev = tm_roster_find_by_name (roster, "Dev");
  games = tm_roster_player_dup_games (ana);
  g_assert_cmpstrv (games, ((const char * const []) { "custom", "gitmo", NULL }));
  g_clear_pointer (&games, g_strfreev);
  games = tm_roster_player_dup_games (dev);
  g_assert_cmpuint (g_strv_length (games), ==, 0);

  /* The properties say the same. */
  {
    guint played = 0, won = 0;

    g_object_get (ben, "played", &played, "won", &won, NULL);
    g_assert_cmpuint (played, ==, 3);
    g_assert_cmpuint (won, ==, 2);
  }

  /* A refresh does not count anything twice, and changes no row. */
  g_assert_true (tm_roster_refresh (roster, catalogue, NULL, NULL, &error));
  g_assert_cmpuint (rows_changed, ==, 3);
  g_assert_cmpuint (tm_roster_player_get_played (cai, NULL), ==, 1);

  tm_roster_clear_records (roster);
  g_assert_cmpuint (rows_changed, ==, 6);
  g_assert_cmpuint (tm_roster_player_get_played (ana, NULL), ==, 0);
}

static void
refreshed_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_roster_refresh_finish (TM_ROSTER (object), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
test_records_async (void)
{
  g_autoptr(TmRoster) roster = roster_with_ledgers ();
  gboolean done = FALSE;

  tm_roster_refresh_async (roster, catalogue, NULL, NULL, refreshed_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpuint (tm_roster_player_get_played (tm_roster_find_by_name (roster, "ana"),
                                                 "custom"), ==, 2);
}

/* No score sheets yet: every record is empty, and that is not an error. */
static void
test_records_no_folder (void)
{
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);
  g_autoptr(GError) error = NULL;
  TmRosterPlayer *ana = tm_roster_find_or_add (roster, "Ana");

  g_assert_true (tm_roster_refresh (roster, catalogue, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_roster_player_get_played (ana, NULL), ==, 0);
  g_assert_cmpfloat (tm_roster_player_get_average (ana, "gitmo"), ==, 0);
}

static const char *names_file =
  "{\"version\": 1, \"players\": ["
  "{\"id\": \"a\", \"name\": \"Ana\", \"last_used\": \"2025-03-01T20:00:00Z\"},"
  "{\"id\": \"b\", \"name\": \"Ben\", \"last_used\": \"2025-03-14T20:00:00Z\"},"
  "{\"id\": \"c\", \"name\": \"Cai\"},"
  "{\"id\": \"d\", \"name\": \"Álvaro\", \"last_used\": \"2025-03-07T20:00:00Z\"}]}";

static void
test_names (void)
{
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);
  g_autoptr(GBytes) bytes = g_bytes_new_static (names_file, strlen (names_file));
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  TmRosterPlayer *ana;

  g_assert_true (tm_roster_load_bytes (roster, bytes, "roster.json", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 4);

  /* Most recently used first, then those never used. */
  names = tm_roster_dup_names (roster);
  g_assert_cmpstrv (names, ((const char * const []) { "Ben", "Álvaro", "Ana", "Cai", NULL }));
  g_clear_pointer (&names, g_strfreev);

  ana = tm_roster_lookup (roster, "a");
  g_assert_true (tm_roster_find_by_name (roster, "ana") == ana);
  g_assert_true (tm_roster_find_by_name (roster, "  ANA ") == ana);
  g_assert_true (tm_roster_find_by_name (roster, "ÁLVARO") == tm_roster_lookup (roster, "d"));
  g_assert_null (tm_roster_find_by_name (roster, "Anna"));
  g_assert_null (tm_roster_lookup (roster, "z"));

  /* Found again, not added, and now the most recent. */
  g_assert_true (tm_roster_find_or_add (roster, "cai ") == tm_roster_lookup (roster, "c"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 4);
  names = tm_roster_dup_names (roster);
  g_assert_cmpstr (names[0], ==, "Cai");
  g_clear_pointer (&names, g_strfreev);

  /* Added with the name as typed, trimmed. */
  {
    TmRosterPlayer *eve = tm_roster_find_or_add (roster, " Eve");

    g_assert_cmpstr (tm_roster_player_get_name (eve), ==, "Eve");
    g_assert_cmpuint (strlen (tm_roster_player_get_id (eve)), ==, 36);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 5);
    g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (roster)) == TM_TYPE_ROSTER_PLAYER);
  }
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static void
test_rename (void)
{
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);
  g_autoptr(GBytes) bytes = g_bytes_new_static (names_file, strlen (names_file));
  g_autoptr(TmLedger) ledger = new_ledger ("custom", "Ana,Ben,Someone", 1);
  g_autoptr(GError) error = NULL;
  TmRosterPlayer *ana;
  guint notified = 0;

  g_assert_true (tm_roster_load_bytes (roster, bytes, "roster.json", &error));
  ana = tm_roster_lookup (roster, "a");
  tm_roster_link_ledger (roster, ledger);
  g_assert_cmpstr (tm_ledger_player_get_roster_id (tm_ledger_get_player (ledger, 0)), ==, "a");
  g_assert_cmpstr (tm_ledger_player_get_roster_id (tm_ledger_get_player (ledger, 1)), ==, "b");
  g_assert_nonnull (tm_roster_find_by_name (roster, "Someone"));
  g_assert_true (tm_roster_lookup_player (roster, tm_ledger_get_player (ledger, 0)) == ana);

  g_signal_connect (ana, "notify::name", G_CALLBACK (count_cb), &notified);
  g_assert_true (tm_roster_rename (roster, ana, "Anna ", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (tm_roster_player_get_name (ana), ==, "Anna");
  g_assert_true (tm_roster_find_by_name (roster, "anna") == ana);
  g_assert_null (tm_roster_find_by_name (roster, "Ana"));

  /* The sheet keeps the id and its own copy of the name; it is shown with
   * the new one.  A player without an id shows the sheet's name. */
  g_assert_cmpstr (tm_ledger_player_get_roster_id (tm_ledger_get_player (ledger, 0)), ==, "a");
  g_assert_cmpstr (tm_ledger_player_get_name (tm_ledger_get_player (ledger, 0)), ==, "Ana");
  g_assert_cmpstr (tm_roster_get_display_name (roster, tm_ledger_get_player (ledger, 0)), ==,
                   "Anna");
  tm_ledger_set_player_roster_id (ledger, 1, NULL);
  tm_ledger_set_player_name (ledger, 1, "Benjamin");
  g_assert_cmpstr (tm_roster_get_display_name (roster, tm_ledger_get_player (ledger, 1)), ==,
                   "Benjamin");

  /* A change of case only is the same player; a name in use or an empty
   * one is refused and changes nothing. */
  g_assert_true (tm_roster_rename (roster, ana, "ANNA", &error));
  g_assert_cmpstr (tm_roster_player_get_name (ana), ==, "ANNA");
  g_assert_false (tm_roster_rename (roster, ana, "ben", &error));
  g_assert_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME);
  g_assert_nonnull (strstr (error->message, "“Ben”"));
  g_clear_error (&error);
  g_assert_false (tm_roster_rename (roster, ana, "  ", &error));
  g_assert_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME);
  g_clear_error (&error);
  g_assert_cmpstr (tm_roster_player_get_name (ana), ==, "ANNA");
  g_assert_cmpuint (notified, ==, 2);
}

/* Records follow the roster id through a rename. */
static void
test_rename_keeps_records (void)
{
  g_autoptr(TmRoster) roster = roster_with_ledgers ();
  g_autoptr(GError) error = NULL;
  TmRosterPlayer *ben = tm_roster_find_by_name (roster, "Ben");

  g_assert_true (tm_roster_rename (roster, ben, "Benedict", &error));
  g_assert_true (tm_roster_refresh (roster, catalogue, NULL, NULL, &error));
  g_assert_no_error (error);
  /* The first sheet and the Gitmo sheet name him by id; the second only
   * by his old name. */
  g_assert_cmpuint (tm_roster_player_get_played (ben, "custom"), ==, 1);
  g_assert_cmpuint (tm_roster_player_get_played (ben, "gitmo"), ==, 1);
}

static void
test_round_trip (void)
{
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);
  g_autoptr(TmRoster) again = NULL;
  g_autoptr(GFile) file = tm_roster_get_default_file ();
  g_autoptr(GFile) backup = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "tablemate",
                                                "roster.json", NULL);
  g_autofree char *backup_path = g_strconcat (expected, ".bak", NULL);
  g_autoptr(GBytes) first = NULL, second = NULL;
  TmRosterPlayer *ana, *loaded;

  g_assert_cmpstr (g_file_peek_path (tm_roster_get_file (roster)), ==, expected);

  /* No file yet: an empty roster. */
  g_assert_true (tm_roster_load (roster, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 0);

  ana = tm_roster_find_or_add (roster, "Ana");
  tm_roster_find_or_add (roster, "Ben");
  g_assert_true (tm_roster_save (roster, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (backup_path, G_FILE_TEST_EXISTS));
  tm_roster_find_or_add (roster, "Cai");
  g_assert_true (tm_roster_save (roster, NULL, &error));
  g_assert_true (g_file_test (backup_path, G_FILE_TEST_IS_REGULAR));

  again = tm_roster_new (file);
  g_assert_true (tm_roster_load (again, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 3);
  loaded = tm_roster_lookup (again, tm_roster_player_get_id (ana));
  g_assert_nonnull (loaded);
  g_assert_cmpstr (tm_roster_player_get_name (loaded), ==, "Ana");
  g_assert_nonnull (tm_roster_player_get_last_used (loaded));
  g_assert_cmpint (g_date_time_to_unix (tm_roster_player_get_last_used (loaded)), ==,
                   g_date_time_to_unix (tm_roster_player_get_last_used (ana)));

  first = tm_roster_to_bytes (roster);
  second = tm_roster_to_bytes (again);
  g_assert_true (g_bytes_equal (first, second));

  /* The backup is the version before the last save: two players. */
  backup = g_file_new_for_path (backup_path);
  {
    g_autoptr(TmRoster) old = tm_roster_new (backup);

    g_assert_true (tm_roster_load (old, NULL, &error));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (old)), ==, 2);
  }
}

typedef struct
{
  gboolean  done;
  GError   *error;
} Result;

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Result *out = user_data;

  out->done = tm_roster_load_finish (TM_ROSTER (object), result, &out->error) || TRUE;
}

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Result *out = user_data;

  out->done = tm_roster_save_finish (TM_ROSTER (object), result, &out->error) || TRUE;
}

static void
test_async (void)
{
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);
  g_autoptr(TmRoster) again = tm_roster_new (NULL);
  g_autoptr(GFile) file = tm_roster_get_default_file ();
  g_autoptr(GError) error = NULL;
  Result loaded = { FALSE, NULL }, saved = { FALSE, NULL };

  write_file (file, names_file);
  tm_roster_load_async (roster, NULL, loaded_cb, &loaded);
  while (!loaded.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (loaded.error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 4);

  tm_roster_find_or_add (roster, "Eve");
  tm_roster_save_async (roster, NULL, saved_cb, &saved);
  while (!saved.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (saved.error);

  g_assert_true (tm_roster_load (again, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (tm_roster_find_by_name (again, "eve"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 5);
}

/* A date from before the year 1000 is written with its leading zeros, so
 * that the roster it was saved in loads again. */
static void
test_early_date_round_trip (void)
{
  g_autoptr(GFile) file = tm_roster_get_default_file ();
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);
  g_autoptr(TmRoster) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) first = NULL, second = NULL;
  TmRosterPlayer *ana;

  write_file (file, "{\"version\": 1, \"players\": [{\"id\": \"a\", \"name\": \"Ana\", "
                    "\"last_used\": \"0999-03-01T20:00:00Z\"}]}");
  g_assert_true (tm_roster_load (roster, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tm_roster_save (roster, NULL, &error));
  g_assert_no_error (error);

  again = tm_roster_new (file);
  g_assert_true (tm_roster_load (again, NULL, &error));
  g_assert_no_error (error);
  ana = tm_roster_lookup (again, "a");
  g_assert_nonnull (ana);
  g_assert_cmpint (g_date_time_get_year (tm_roster_player_get_last_used (ana)), ==, 999);
  first = tm_roster_to_bytes (roster);
  second = tm_roster_to_bytes (again);
  g_assert_true (g_bytes_equal (first, second));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (first, NULL), g_bytes_get_size (first),
                                  "\"0999-03-01T20:00:00Z\""));
}

/* A damaged roster, or one from a newer Tablemate, is reported and never
 * saved over. */
static void
test_corrupt_file_kept (void)
{
  const struct {
    const char *contents;
    int         code;
    const char *message;
  } cases[] = {
    { "{\"version\": 1, \"players\": [{\"id\": \"a\", \"na", TM_ROSTER_ERROR_CORRUPT, "is damaged" },
    { "", TM_ROSTER_ERROR_CORRUPT, "is damaged" },
    { "[1, 2]", TM_ROSTER_ERROR_CORRUPT, "not a Tablemate roster" },
    /* json-glib's immutable parser aborted the process on these. */
    { "1{}", TM_ROSTER_ERROR_CORRUPT, "roster" },
    { "null{\"version\": 1}", TM_ROSTER_ERROR_CORRUPT, "roster" },
    { "{\"version\": 2, \"players\": []}", TM_ROSTER_ERROR_VERSION,
      "newer Tablemate (format version 2; this one reads up to 1)" },
    { "{\"players\": []}", TM_ROSTER_ERROR_INVALID, "field “version”" },
    { "{\"version\": 1}", TM_ROSTER_ERROR_INVALID, "field “players”" },
    { "{\"version\": 1, \"players\": [{\"id\": \"a\"}]}", TM_ROSTER_ERROR_INVALID,
      "player 1: fields “id” and “name”" },
    { "{\"version\": 1, \"players\": [{\"id\": \"a\", \"name\": \"Ana\"}, "
      "{\"id\": \"b\", \"name\": \"ANA\"}]}", TM_ROSTER_ERROR_INVALID,
      "player 2 (“ANA”): another player has the same name" },
    { "{\"version\": 1, \"players\": [{\"id\": \"a\", \"name\": \"Ana\", "
      "\"last_used\": \"Tuesday\"}]}", TM_ROSTER_ERROR_INVALID, "field “last_used”" },
    /* json-glib cut the name short at the NUL without a word. */
    { "{\"version\": 1, \"players\": [{\"id\": \"a\", \"name\": \"An\\u0000a\"}]}",
      TM_ROSTER_ERROR_CORRUPT, "<data>:1:51: Parse error: "
        "a \\u0000 escape (a NUL character) cannot be kept in a string" },
  };
  g_autoptr(GFile) file = tm_roster_get_default_file ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmRoster) roster = tm_roster_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_test_message ("case %u: %s", i, cases[i].contents);
      write_file (file, cases[i].contents);

      g_assert_false (tm_roster_load (roster, NULL, &error));
      g_assert_error (error, TM_ROSTER_ERROR, cases[i].code);
      g_assert_nonnull (strstr (error->message, cases[i].message));
      g_assert_nonnull (strstr (error->message, "roster.json"));
      g_clear_error (&error);

      tm_roster_find_or_add (roster, "Ana");
      g_assert_false (tm_roster_save (roster, NULL, &error));
      g_assert_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_PROTECTED);
      after = read_file (file);
      g_assert_cmpstr (after, ==, cases[i].contents);
    }

  /* Nor is a file that was never read. */
  {
    g_autoptr(TmRoster) roster = tm_roster_new (NULL);
    g_autoptr(GError) error = NULL;

    write_file (file, names_file);
    tm_roster_find_or_add (roster, "Ana");
    g_assert_false (tm_roster_save (roster, NULL, &error));
    g_assert_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_PROTECTED);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tm_init ();
  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);

  g_test_add_func ("/engine/roster/records", test_records);
  g_test_add_func ("/engine/roster/records-async", test_records_async);
  g_test_add_func ("/engine/roster/records-no-folder", test_records_no_folder);
  g_test_add_func ("/engine/roster/names", test_names);
  g_test_add_func ("/engine/roster/rename", test_rename);
  g_test_add_func ("/engine/roster/rename-keeps-records", test_rename_keeps_records);
  g_test_add_func ("/engine/roster/round-trip", test_round_trip);
  g_test_add_func ("/engine/roster/async", test_async);
  g_test_add_func ("/engine/roster/corrupt-file-kept", test_corrupt_file_kept);
  g_test_add_func ("/engine/roster/early-date-round-trip", test_early_date_round_trip);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
