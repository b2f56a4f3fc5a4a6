/* test-cli.c: tablemate-cli, run as a person would run it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-test-cli.h"

#include <gio/gio.h>
#include <glib/gstdio.h>

/* When set, the tool runs with this as its XDG_DATA_HOME, where it finds
 * the roster and the score sheets. */
static const char *cli_data_home;

#define run_cli(status, err, ...) \
  tm_test_run_cli (cli_data_home, NULL, status, err, __VA_ARGS__)

static void
test_cli_games (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  const TmGameModule * const *modules = tm_game_modules_get ();
  int status;
  guint n;

  out = run_cli (&status, &err, "games", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strchomp (out), "\n", -1);

  /* One line per game of the registry, in its order. */
  for (n = 0; modules[n] != NULL; n++)
    {
      g_autofree char *prefix = g_strconcat (modules[n]->id, " ", NULL);

      g_assert_nonnull (lines[n]);
      g_assert_true (g_str_has_prefix (lines[n], prefix));
    }
  g_assert_cmpuint (g_strv_length (lines), ==, n);
  g_assert_cmpuint (n, >=, 7);
  g_assert_true (g_str_has_prefix (lines[0], "gitmo "));
  g_assert_nonnull (strstr (lines[0], "2–6 players"));
  g_assert_true (g_str_has_prefix (lines[5], "freeo "));
  g_assert_true (g_str_has_prefix (lines[6], "prisoner "));
}

static void
test_cli_games_json (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  out = run_cli (&status, &err, "games", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"id\" : \"patriots\""));
  g_assert_nonnull (strstr (out, "\"min_players\" : 1"));
}

static void
test_cli_errors (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  out = run_cli (&status, &err, "deck", "tarot", NULL);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "there is no deck named “tarot”"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "juggle", NULL);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "“juggle” is not a command"));
}

static void
test_cli_check_deck (void)
{
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "data", "deck-valid.json", NULL);
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "data", "deck-truncated.json", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  /* The sample deck uses effects the shipped vocabulary lacks, so check the
   * truncated file's report and a shipped-style pass separately. */
  out = run_cli (&status, &err, "check-deck", bad, NULL);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "deck-truncated.json: not valid JSON"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "check-deck", good, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "a valid deck of 10 cards"));
}

static void
test_cli_deck_and_shuffle (void)
{
  g_autofree char *out = NULL;
  g_autofree char *again = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  out = run_cli (&status, &err, "deck", "freeo", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "90 cards"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "shuffle", "freeo", "--seed", "7", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strchomp (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 90);
  g_clear_pointer (&err, g_free);

  again = run_cli (&status, &err, "shuffle", "freeo", "--seed", "7", NULL);
  g_assert_cmpstr (g_strchomp (again), ==, out);
}

/* Test files in a folder of their own, removed afterwards. */
typedef struct
{
  char      *dir;
  GPtrArray *files;
} Scratch;

static void
scratch_init (Scratch *scratch)
{
  g_autoptr(GError) error = NULL;

  scratch->dir = g_dir_make_tmp ("tm-test-cli-XXXXXX", &error);
  g_assert_no_error (error);
  scratch->files = g_ptr_array_new_with_free_func (g_free);
}

static char *
scratch_write (Scratch    *scratch,
               const char *name,
               const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (scratch->dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  g_ptr_array_add (scratch->files, g_strdup (path));
  return path;
}

static void
scratch_clear (Scratch *scratch)
{
  /* Files first, then the folders they were written into, deepest first. */
  for (guint i = 0; i < scratch->files->len; i++)
    g_unlink (g_ptr_array_index (scratch->files, i));
  for (guint i = scratch->files->len; i > 0; i--)
    {
      g_autofree char *parent = g_path_get_dirname (g_ptr_array_index (scratch->files, i - 1));

      while (g_str_has_prefix (parent, scratch->dir) && g_rmdir (parent) == 0)
        {
          char *up = g_path_get_dirname (parent);

          g_free (parent);
          parent = up;
        }
    }
  g_rmdir (scratch->dir);
  g_clear_pointer (&scratch->dir, g_free);
  g_clear_pointer (&scratch->files, g_ptr_array_unref);
}

/* The worked example in docs/score-json.md. */
static const char *gitmo_example =
  "{\"players\": [\"Ben\"], \"entries\": [{\"traitors\": 1,\n"
  "  \"runs\": [{\"patriots\": 6, \"traitors\": 2}, {\"patriots\": 1, \"traitors\": 3, "
  "\"card\": \"justice\"}],\n"
  "  \"whistleblower\": true, \"special_ops\": [-5]}]}\n";

static void
test_cli_score (void)
{
  Scratch scratch;
  g_autofree char *example = NULL;
  g_autofree char *blank = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *not_hand = NULL;
  g_autofree char *not_utf8 = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  scratch_init (&scratch);
  example = scratch_write (&scratch, "gitmo.json", gitmo_example);
  blank = scratch_write (&scratch, "blank.json",
                         "{\"players\": [\"Ana\", \"Ben\"], \"entries\": [{\"patriots\": 4}, null]}");
  bad = scratch_write (&scratch, "bad.json",
                       "{\"players\": [\"Ana\"], \"entries\": [{\"patriots\": 2, \"aces\": 1}]}");
  not_hand = scratch_write (&scratch, "not-a-hand.json", "{\"players\": 5}");
  not_utf8 = scratch_write (&scratch, "not-utf8.json",
                            "{\"players\": [\"Ana\"], \"entries\": [{\"p\377atriots\": 4}]}");

  out = run_cli (&status, &err, "score", "gitmo", example, NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "Ben                  9");
  g_assert_cmpstr (g_strstrip (lines[5]), ==, "+0  3 Traitors in run 2 with Justice");
  g_assert_cmpstr (g_strstrip (lines[6]), ==, "+10  Whistleblower");
  g_assert_cmpstr (g_strstrip (lines[7]), ==, "-5  Other Special Ops points");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "score", "gitmo", example, "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"complete\" : true"));
  g_assert_nonnull (strstr (out, "\"name\" : \"Ben\",\n      \"points\" : 9,"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A blank entry is unknown, not 0, and the hand is incomplete. */
  out = run_cli (&status, &err, "score", "gitmo", blank, "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"complete\" : false"));
  g_assert_nonnull (strstr (out, "\"name\" : \"Ana\",\n      \"points\" : 4,"));
  g_assert_nonnull (strstr (out, "\"name\" : \"Ben\",\n      \"points\" : null,"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "score", "gitmo", bad, NULL);
  g_assert_cmpint (status, ==, 1);
  expected = g_strdup_printf ("tablemate-cli score: %s: Ana: “aces” is not a field", bad);
  g_assert_true (g_str_has_prefix (err, expected));
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Text that is not UTF-8 too (found by fuzz-score). */
  out = run_cli (&status, &err, "score", "gitmo", not_utf8, NULL);
  g_assert_cmpint (status, ==, 1);
  expected = g_strdup_printf ("tablemate-cli score: %s: ", not_utf8);
  g_assert_true (g_str_has_prefix (err, expected));
  g_assert_nonnull (strstr (err, "UTF-8"));
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A hand that is JSON but not a hand is refused naming the file too. */
  out = run_cli (&status, &err, "score", "gitmo", not_hand, NULL);
  g_assert_cmpint (status, ==, 1);
  expected = g_strdup_printf ("tablemate-cli score: %s: the hand must be an object", not_hand);
  g_assert_true (g_str_has_prefix (err, expected));
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "score", "chess", example, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "chess"));

  scratch_clear (&scratch);
}

/* A Free-O night to 10 points: Ana goes out first, Ben second; Cai passes
 * 10, so the game is over and Ana, the lowest, wins. */
static const char *freeo_ledger =
  "{\"version\": 1, \"id\": \"11111111-2222-3333-4444-555555555555\", \"game\": \"freeo\",\n"
  " \"title\": \"Friday\", \"created\": \"2025-03-14T19:30:00Z\",\n"
  " \"options\": {\"target-score\": 10}, \"first_dealer\": 1,\n"
  " \"players\": [{\"name\": \"Ana\", \"roster_id\": \"r-ana\"}, {\"name\": \"Ben\"},"
  " {\"name\": \"Cai, Jr.\"}],\n"
  " \"hands\": [\n"
  "  {\"dealer\": 1, \"entries\": [{\"went_out\": true}, {\"captured\": 1, \"seek\": 1},"
  " {\"draw\": 2, \"wild\": 1}]},\n"
  "  {\"dealer\": 2, \"note\": \"close one\", \"entries\": [{\"seek\": 2}, {\"went_out\": true},"
  " {\"captured\": 2}]}\n"
  " ]}\n";

/* The same players, still playing. */
static const char *unfinished_ledger =
  "{\"version\": 1, \"game\": \"freeo\", \"players\": [{\"name\": \"Ana\"}, {\"name\": \"Ben\"}],\n"
  " \"hands\": [{\"dealer\": 0, \"entries\": [{\"went_out\": true}, {\"seek\": 1}]}]}\n";

static void
test_cli_ledger_show (void)
{
  Scratch scratch;
  g_autofree char *ledger = NULL;
  g_autofree char *unfinished = NULL;
  g_autofree char *damaged = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  scratch_init (&scratch);
  ledger = scratch_write (&scratch, "friday.json", freeo_ledger);
  unfinished = scratch_write (&scratch, "unfinished.json", unfinished_ledger);
  damaged = scratch_write (&scratch, "damaged.json", "{\"version\": 1, \"game\": \"fre");

  out = run_cli (&status, &err, "ledger", "show", ledger, NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "Free-O — Friday");
  g_assert_cmpstr (lines[1], ==, "Hands: 2");
  g_assert_cmpstr (lines[4], ==, "    1     1  Ben                 0          7          1");
  g_assert_cmpstr (lines[5], ==, "    2     2  Cai, Jr.            4          0         10  (close one)");
  g_assert_cmpstr (lines[7], ==, " 1. Ana                           4  winner");
  g_assert_cmpstr (lines[8], ==, " 2. Ben                           7");
  g_assert_cmpstr (lines[9], ==, " 3. Cai, Jr.                     11");
  g_assert_cmpstr (lines[10], ==, "The game is over.");
  g_clear_pointer (&lines, g_strfreev);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Not over: who deals next is shown (Ana dealt, so Ben). */
  out = run_cli (&status, &err, "ledger", "show", unfinished, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "The game is not over yet.\nNext to deal: Ben\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "ledger", "show", ledger, "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"version\" : 1"));
  g_assert_nonnull (strstr (out, "\"roster_id\" : \"r-ana\""));
  g_assert_nonnull (strstr (out, "\"note\" : \"close one\""));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A damaged file is named, and left as it is. */
  out = run_cli (&status, &err, "ledger", "show", damaged, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "damaged.json is damaged"));
  g_assert_nonnull (strstr (err, "it is left as it is"));
  {
    g_autofree char *after = NULL;

    g_assert_true (g_file_get_contents (damaged, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, "{\"version\": 1, \"game\": \"fre");
  }

  scratch_clear (&scratch);
}

static void
test_cli_ledger_export (void)
{
  Scratch scratch;
  g_autofree char *ledger = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  scratch_init (&scratch);
  ledger = scratch_write (&scratch, "friday.json", freeo_ledger);

  /* RFC 4180: CRLF, and the name with a comma quoted. */
  out = run_cli (&status, &err, "ledger", "export", ledger, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==,
                   "Hand,Round,Dealer,Ana,Ben,\"Cai, Jr.\",Note\r\n"
                   "1,1,Ben,0,7,1,\r\n"
                   "2,2,\"Cai, Jr.\",4,0,10,close one\r\n"
                   "Total,,,4,7,11,Final\r\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "ledger", "export", "--format", "csv", ledger, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_suffix (out, "Total,,,4,7,11,Final\r\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "ledger", "export", "--format", "bgstats", ledger, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"sourcePlayId\" : \"11111111-2222-3333-4444-555555555555\""));
  g_assert_nonnull (strstr (out, "\"playDate\" : \"2025-03-14 19:30:00\""));
  g_assert_nonnull (strstr (out, "\"comments\" : \"Friday\""));
  g_assert_nonnull (strstr (out, "\"highestWins\" : false"));
  g_assert_nonnull (strstr (out,
                            "\"name\" : \"Ana\",\n"
                            "      \"sourcePlayerId\" : \"r-ana\",\n"
                            "      \"score\" : 4,\n"
                            "      \"rank\" : 1,\n"
                            "      \"winner\" : true,"));
  g_assert_nonnull (strstr (out,
                            "\"name\" : \"Cai, Jr.\",\n"
                            "      \"sourcePlayerId\" : \"seat-2\",\n"
                            "      \"score\" : 11,\n"
                            "      \"rank\" : 3,\n"
                            "      \"winner\" : false,"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "ledger", "export", "--format", "pdf", ledger, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "csv and bgstats"));

  scratch_clear (&scratch);
}

static const char *roster_file =
  "{\"version\": 1, \"players\": ["
  "{\"id\": \"r-ana\", \"name\": \"Anabel\"}, {\"id\": \"r-ben\", \"name\": \"Ben\"},"
  "{\"id\": \"r-dev\", \"name\": \"Dev\"}]}";

static void
test_cli_roster (void)
{
  Scratch scratch;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *roster = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  scratch_init (&scratch);
  cli_data_home = scratch.dir;

  /* No roster yet. */
  out = run_cli (&status, &err, "roster", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "The roster is empty"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Ana is on the finished sheet by roster id (and renamed Anabel since),
   * Ben by name; the unfinished sheet and the damaged file count for
   * nothing; Cai is not in the roster. */
  roster = scratch_write (&scratch, "tablemate/roster.json", roster_file);
  g_free (scratch_write (&scratch, "tablemate/ledgers/friday.json", freeo_ledger));
  g_free (scratch_write (&scratch, "tablemate/ledgers/now.json", unfinished_ledger));
  g_free (scratch_write (&scratch, "tablemate/ledgers/damaged.json", "{\"versi"));

  out = run_cli (&status, &err, "roster", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "Player               Played    Won   Average");
  g_assert_cmpstr (lines[1], ==, "Anabel                    1      1");
  g_assert_cmpstr (lines[2], ==, "  Free-O                  1      1       4.0");
  g_assert_cmpstr (lines[3], ==, "Ben                       1      0");
  g_assert_cmpstr (lines[4], ==, "  Free-O                  1      0       7.0");
  g_assert_cmpstr (lines[5], ==, "Dev                       0      0");
  g_assert_cmpstr (lines[6], ==, "");
  g_clear_pointer (&lines, g_strfreev);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "roster", "--game", "gitmo", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "Gitmo\n\n"));
  g_assert_nonnull (strstr (out, "\nAnabel                    0      0         -\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "roster", "--game", "freeo", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out,
                            "\"id\" : \"r-ben\",\n"
                            "      \"name\" : \"Ben\",\n"
                            "      \"last_used\" : \"2025-03-14T19:30:00Z\",\n"
                            "      \"played\" : 1,\n"
                            "      \"won\" : 0,\n"
                            "      \"games\" : {\n"
                            "        \"freeo\" : {\n"
                            "          \"played\" : 1,\n"
                            "          \"won\" : 0,\n"
                            "          \"average\" : 7.0\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "roster", "--game", "chess", NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "“chess” is not a game"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A roster from a newer Tablemate is reported and left alone. */
  g_assert_true (g_file_set_contents (roster, "{\"version\": 9, \"players\": []}", -1, NULL));
  out = run_cli (&status, &err, "roster", NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "roster.json was written by a newer Tablemate"));

  cli_data_home = NULL;
  scratch_clear (&scratch);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("TABLEMATE_CLI") == NULL)
    g_error ("TABLEMATE_CLI must name the tablemate-cli binary");

  g_test_add_func ("/cli/games", test_cli_games);
  g_test_add_func ("/cli/games-json", test_cli_games_json);
  g_test_add_func ("/cli/errors", test_cli_errors);
  g_test_add_func ("/cli/check-deck", test_cli_check_deck);
  g_test_add_func ("/cli/deck-and-shuffle", test_cli_deck_and_shuffle);
  g_test_add_func ("/cli/score", test_cli_score);
  g_test_add_func ("/cli/ledger-show", test_cli_ledger_show);
  g_test_add_func ("/cli/ledger-export", test_cli_ledger_export);
  g_test_add_func ("/cli/roster", test_cli_roster);

  return g_test_run ();
}
