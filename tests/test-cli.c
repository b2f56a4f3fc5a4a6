/* test-cli.c: tablemate-cli, run as a person would run it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

static char *
run_cli (int          *status,
         char        **err,
         const char   *first_arg,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("TABLEMATE_CLI"));
  va_start (args, first_arg);
  for (arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, err, &error);
  g_assert_no_error (error);
  *status = g_subprocess_get_exit_status (process);
  return out;
}

static void
test_cli_games (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  out = run_cli (&status, &err, "games", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strchomp (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
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

  return g_test_run ();
}
