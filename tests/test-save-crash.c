/* test-save-crash.c: every file Tablemate writes survives a kill mid-save
 * and a full disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each kind of file (the roster, card edits, play statistics, table
 * sessions, the app's game in progress, an exported sheet; score sheets
 * have test-ledger-crash.c in the suite, and here the full disk, and the
 * kills in the soak): a child process saves it over and over, each
 * version writing its number and a text whose length follows from it,
 * and the parent kills it with SIGKILL at a random moment, then reads the
 * file.  It must always
 * load and hold one whole version, never going back.  Every fourth time
 * the parent first waits for one whole save, so the file moves on.
 * TM_CRASH_ROUNDS sets the kills per kind (default 100; the soak
 * benchmark "soak-save-crash" runs 1,000).
 *
 * The full disk is a file size limit (RLIMIT_FSIZE), which makes a write
 * fail part-way as a full disk does, with no privilege needed: the save
 * must fail with an error, and leave the file byte for byte as it was and
 * no temporary file behind.
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tablemate.h"
#include "tm-file-write.h"
#include "tm-play-session.h"

#define TEXT_LENGTH(v) (1 + ((v) * 37) % 300)

static TmCatalogue *catalogue;

typedef struct
{
  const char  *name;
  /* A new object for @file whose contents are @version. */
  gpointer   (*make)    (GFile *file, guint version);
  gboolean   (*save)    (gpointer object, GFile *file, GError **error);
  /* The version @file holds, checked whole. */
  guint      (*version) (GFile *file);
} Kind;

static char *
version_text (guint version)
{
  return g_strdup_printf ("version %u", version);
}

static guint
parse_version (const char *text)
{
  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, "version "));
  return (guint) g_ascii_strtoull (text + strlen ("version "), NULL, 10);
}

/* The roster: a player named for the version, another whose name's
 * length follows from it. */

static gpointer
roster_make (GFile *file,
             guint  version)
{
  TmRoster *roster = tm_roster_new (file);
  g_autofree char *name = version_text (version);
  g_autofree char *other = g_strnfill (TEXT_LENGTH (version), 'x');
  g_autoptr(GError) error = NULL;

  tm_roster_load (roster, NULL, &error);
  g_assert_no_error (error);
  while (g_list_model_get_n_items (G_LIST_MODEL (roster)) > 0)
    {
      g_autoptr(TmRosterPlayer) player = g_list_model_get_item (G_LIST_MODEL (roster), 0);

      tm_roster_remove (roster, player);
    }
  tm_roster_find_or_add (roster, name);
  tm_roster_find_or_add (roster, other);
  return roster;
}

static gboolean
roster_save (gpointer   object,
             GFile     *file,
             GError   **error)
{
  return tm_roster_save (object, NULL, error);
}

static guint
roster_version (GFile *file)
{
  g_autoptr(TmRoster) roster = tm_roster_new (file);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  guint version = 0;
  gboolean found_other = FALSE;

  g_assert_true (tm_roster_load (roster, NULL, &error));
  g_assert_no_error (error);
  names = tm_roster_dup_names (roster);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_has_prefix (names[i], "version "))
        version = parse_version (names[i]);
      else
        found_other = TRUE;
    }
  g_assert_true (found_other);
  for (guint i = 0; names[i] != NULL; i++)
    if (!g_str_has_prefix (names[i], "version "))
      g_assert_cmpuint (strlen (names[i]), ==, TEXT_LENGTH (version));
  return version;
}

/* Card edits: a card renamed for the version, another card's text of a
 * length that follows from it. */

static gpointer
edits_make (GFile *file,
            guint  version)
{
  TmCardEdits *edits = tm_card_edits_new ();
  g_autofree char *name = version_text (version);
  g_autofree char *text = g_strnfill (TEXT_LENGTH (version), 'x');

  tm_card_edits_set (edits, "gitmo-basic", "trump", name, NULL, NULL);
  tm_card_edits_set (edits, "gitmo-specialops", "justice", NULL, text, NULL);
  return edits;
}

static gboolean
edits_save (gpointer   object,
            GFile     *file,
            GError   **error)
{
  return tm_card_edits_save_file (object, file, error);
}

static guint
edits_version (GFile *file)
{
  g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
  g_autoptr(GError) error = NULL;
  const char *name = NULL, *text = NULL;
  guint version;

  g_assert_true (tm_card_edits_load_file (edits, file, &error));
  g_assert_no_error (error);
  g_assert_true (tm_card_edits_lookup (edits, "gitmo-basic", "trump", &name, NULL, NULL));
  version = parse_version (name);
  g_assert_true (tm_card_edits_lookup (edits, "gitmo-specialops", "justice", NULL, &text, NULL));
  g_assert_cmpuint (strlen (text), ==, TEXT_LENGTH (version));
  return version;
}

/* Play statistics: version N is N games, the even ones won, under a game
 * id whose length follows from N. */

static char *
stats_id (guint version)
{
  g_autofree char *tail = g_strnfill (TEXT_LENGTH (version), 'x');

  return g_strconcat ("g", tail, NULL);
}

static gpointer
stats_make (GFile *file,
            guint  version)
{
  TmPlayStats *stats = tm_play_stats_new ();
  g_autofree char *id = stats_id (version);

  for (guint v = 1; v <= version; v++)
    tm_play_stats_record (stats, "freeo", v % 2 == 0);
  tm_play_stats_record (stats, id, TRUE);
  return stats;
}

static gboolean
stats_save (gpointer   object,
            GFile     *file,
            GError   **error)
{
  return tm_play_stats_save (object, file, NULL, error);
}

static guint
stats_version (GFile *file)
{
  g_autoptr(TmPlayStats) stats = tm_play_stats_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  TmPlayRecord record;
  guint version;

  g_assert_true (tm_play_stats_load (stats, file, NULL, &error));
  g_assert_no_error (error);
  tm_play_stats_get_record (stats, "freeo", &record);
  version = record.played;
  g_assert_cmpuint (record.won, ==, version / 2);
  id = stats_id (version);
  tm_play_stats_get_record (stats, id, &record);
  g_assert_cmpuint (record.played, ==, 1);
  return version;
}

/* A table session: its first player named for the version, the second
 * with a name whose length follows from it. */

static gpointer
table_make (GFile *file,
            guint  version)
{
  g_autofree char *name = version_text (version);
  g_autofree char *other = g_strnfill (TEXT_LENGTH (version), 'x');
  const char *players[] = { name, other, "Cai", NULL };
  g_autoptr(GError) error = NULL;
  TmTableSession *session;

  session = tm_table_session_new (catalogue, "freeo", players, NULL, 0, &error);
  g_assert_no_error (error);
  tm_table_session_set_file (session, file);
  return session;
}

static gboolean
table_save (gpointer   object,
            GFile     *file,
            GError   **error)
{
  return tm_table_session_save (object, error);
}

static guint
table_version (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmTableSession) session = tm_table_session_new_from_file (catalogue, file, &error);
  guint version;

  g_assert_no_error (error);
  version = parse_version (tm_table_session_get_player (session, 0));
  g_assert_cmpuint (strlen (tm_table_session_get_player (session, 1)), ==,
                    TEXT_LENGTH (version));
  return version;
}

/* The app's game in progress: a Free-O game whose seed is the version,
 * and the score sheet it goes to, a path whose length follows from it. */

static gpointer
session_make (GFile *file,
              guint  version)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 2, version, NULL, NULL);
  g_autoptr(JsonNode) game = tm_play_state_save_game (state);
  g_autofree char *game_text = json_to_string (game, FALSE);
  g_autofree char *ledger = g_strnfill (TEXT_LENGTH (version), 'x');
  g_autofree char *text = g_strdup_printf ("{\"version\": 1, \"kind\": \"session\", "
                                           "\"game\": %s, \"seats\": [{\"human\": true}, "
                                           "{\"human\": false}], \"ledger\": \"%s\"}",
                                           game_text, ledger);
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  g_autoptr(GError) error = NULL;
  TmPlaySession *session = tm_play_session_new_from_json (node, &error);

  g_assert_no_error (error);
  return session;
}

static gboolean
session_save (gpointer   object,
              GFile     *file,
              GError   **error)
{
  g_autoptr(JsonNode) node = tm_play_session_to_json (object);
  char *text = json_to_string (node, TRUE);
  g_autoptr(GBytes) bytes = g_bytes_new_take (text, strlen (text));

  return tm_play_session_write_file (file, bytes, NULL, error);
}

static guint
session_version (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TmPlaySession) session = NULL;
  g_autofree char *contents = NULL;
  gsize len;
  guint version;

  g_assert_true (g_file_load_contents (file, NULL, &contents, &len, NULL, &error));
  g_assert_true (json_parser_load_from_data (parser, contents, (gssize) len, &error));
  session = tm_play_session_new_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  version = (guint) tm_play_state_get_seed (tm_play_session_get_state (session));
  g_assert_cmpuint (strlen (tm_play_session_get_ledger_path (session)), ==,
                    TEXT_LENGTH (version));
  return version;
}

/* A score sheet (the full disk only), its title for the version and
 * its one hand's note of a length that follows from it. */

static gpointer
ledger_make (GFile *file,
             guint  version)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = version_text (version);
  g_autofree char *note = g_strnfill (TEXT_LENGTH (version), 'x');
  TmLedger *ledger;

  /* The next version of the same sheet: a ledger saves over no other. */
  if (g_file_query_exists (file, NULL))
    ledger = tm_ledger_load (catalogue, file, NULL, &error);
  else
    {
      ledger = tm_ledger_new (catalogue, "custom", (const char *[]) { "Ana", "Ben", NULL },
                              &error);
      tm_ledger_add_hand (ledger);
      tm_ledger_set_file (ledger, file);
    }
  g_assert_no_error (error);
  tm_ledger_set_title (ledger, title);
  tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, 0), note);
  return ledger;
}

static gboolean
ledger_save (gpointer   object,
             GFile     *file,
             GError   **error)
{
  return tm_ledger_save (object, NULL, error);
}

static guint
ledger_version (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmLedger) ledger = tm_ledger_load (catalogue, file, NULL, &error);
  guint version;

  g_assert_no_error (error);
  version = parse_version (tm_ledger_get_title (ledger));
  g_assert_cmpuint (strlen (tm_ledger_hand_get_note (tm_ledger_get_hand (ledger, 0))), ==,
                    TEXT_LENGTH (version));
  return version;
}

/* An export (CSV here; BG Stats and PDF are written the same way, by
 * tm_file_write()): the first player is named for the version, the one
 * hand's note has a length that follows from it, and the file must be
 * exactly the export of one version. */

static gpointer
export_make (GFile *file,
             guint  version)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = version_text (version);
  g_autofree char *note = g_strnfill (TEXT_LENGTH (version), 'x');
  TmLedger *ledger = tm_ledger_new (catalogue, "custom", (const char *[]) { name, "Ben", NULL },
                                    &error);

  g_assert_no_error (error);
  tm_ledger_add_hand (ledger);
  tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, 0), note);
  return ledger;
}

static gboolean
export_save (gpointer   object,
             GFile     *file,
             GError   **error)
{
  char *csv = tm_ledger_export_csv (object);
  g_autoptr(GBytes) bytes = g_bytes_new_take (csv, strlen (csv));

  return tm_file_write (file, bytes, NULL, error);
}

static guint
export_version (GFile *file)
{
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(TmLedger) ledger = NULL;
  const char *header = "Hand,Round,Dealer,";
  gsize len;
  guint version;

  g_assert_true (g_file_load_contents (file, NULL, &contents, &len, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, header));
  version = parse_version (contents + strlen (header));
  ledger = export_make (file, version);
  expected = tm_ledger_export_csv (ledger);
  g_assert_cmpstr (contents, ==, expected);
  return version;
}

static const Kind kinds[] = {
  { "roster.json", roster_make, roster_save, roster_version },
  { "card-edits.json", edits_make, edits_save, edits_version },
  { "play-stats.json", stats_make, stats_save, stats_version },
  { "table.json", table_make, table_save, table_version },
  { "freeo.json", session_make, session_save, session_version },
  { "night.json", ledger_make, ledger_save, ledger_version },
  { "night.csv", export_make, export_save, export_version },
};

static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);

  for (const char *name; (name = g_dir_read_name (listing)) != NULL; )
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

G_GNUC_NORETURN static void
save_forever (const Kind *kind,
              GFile      *file,
              guint       version,
              int         ready_fd)
{
  signal (SIGPIPE, SIG_IGN);
  if (write (ready_fd, "r", 1) != 1)
    _exit (4);

  for (;;)
    {
      gpointer object = kind->make (file, ++version);

      if (!kind->save (object, file, NULL))
        _exit (3);
      g_object_unref (object);

      /* Tell the parent one save is done, if it is listening. */
      if (ready_fd >= 0)
        {
          G_GNUC_UNUSED gssize ignored = write (ready_fd, "s", 1);

          close (ready_fd);
          ready_fd = -1;
        }
    }
}

static guint
n_rounds (void)
{
  const char *text = g_getenv ("TM_CRASH_ROUNDS");

  return text != NULL ? (guint) g_ascii_strtoull (text, NULL, 10) : 100;
}

static void
test_kill_mid_save (gconstpointer data)
{
  const Kind *kind = data;
  g_autofree char *dir = g_dir_make_tmp ("tm-crash-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, kind->name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20251127);
  g_autoptr(GError) error = NULL;
  guint last = 0, advanced = 0, rounds = n_rounds ();

  {
    g_autoptr(GObject) first = kind->make (file, 0);

    g_assert_true (kind->save (first, file, &error));
    g_assert_no_error (error);
  }

  for (guint round = 0; round < rounds; round++)
    {
      int status = 0;
      int fds[2];
      char byte;
      guint now;
      pid_t pid;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          save_forever (kind, file, last, fds[1]);
        }

      close (fds[1]);
      g_assert_cmpint (read (fds[0], &byte, 1), ==, 1);
      if (round % 4 == 0)
        g_assert_cmpint (read (fds[0], &byte, 1), ==, 1);
      close (fds[0]);
      g_usleep (g_rand_int_range (rand, 0, 3000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      /* The child died by the signal, not by a failed save. */
      g_assert_true (WIFSIGNALED (status));

      now = kind->version (file);
      g_assert_cmpuint (now, >=, last);
      if (now > last)
        advanced++;
      last = now;
    }

  g_test_message ("%s: %u kills, the file moved on in %u of them, last version %u",
                  kind->name, rounds, advanced, last);
  g_assert_cmpuint (advanced, >=, rounds / 4);
  remove_folder (dir);
}

static void
test_full_disk (gconstpointer data)
{
  const Kind *kind = data;
  g_autofree char *dir = g_dir_make_tmp ("tm-full-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, kind->name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) first = kind->make (file, 1);
  g_autoptr(GObject) second = NULL;
  g_autofree char *before = NULL, *after = NULL;
  g_autoptr(GDir) listing = NULL;
  struct rlimit old, small;
  gsize before_len, after_len;
  gboolean saved;

  g_assert_true (kind->save (first, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));
  second = kind->make (file, 2);

  /* Writes past 16 bytes fail (EFBIG, with SIGXFSZ ignored), as on a
   * full disk. */
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old), ==, 0);
  small = old;
  small.rlim_cur = 16;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
  saved = kind->save (second, file, &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old), ==, 0);
  signal (SIGXFSZ, SIG_DFL);

  g_assert_false (saved);
  g_assert_nonnull (error);
  g_test_message ("%s: %s", kind->name, error->message);
  g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
  g_assert_cmpmem (before, before_len, after, after_len);
  g_assert_cmpuint (kind->version (file), ==, 1);

  /* Nothing half-written is left beside it (a backup is whole). */
  listing = g_dir_open (dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (listing)) != NULL; )
    if (!g_str_equal (name, kind->name) && !g_str_has_suffix (name, ".bak"))
      g_error ("%s was left behind", name);
  remove_folder (dir);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  tm_init ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  /* Load the decks before forking, as the children use them. */
  g_assert_nonnull (tm_catalogue_get_deck (catalogue, "gitmo-basic", &error));

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *kill_path = g_strdup_printf ("/engine/save/kill-mid-save/%s",
                                                    kinds[i].name);
      g_autofree char *full_path = g_strdup_printf ("/engine/save/full-disk/%s", kinds[i].name);

      /* Score sheets' kills are test-ledger-crash's in the suite; the
       * soak (TM_CRASH_ROUNDS) kills them here as often as the others. */
      if (kinds[i].make != ledger_make || g_getenv ("TM_CRASH_ROUNDS") != NULL)
        g_test_add_data_func (kill_path, &kinds[i], test_kill_mid_save);
      g_test_add_data_func (full_path, &kinds[i], test_full_disk);
    }

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
