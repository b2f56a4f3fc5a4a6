/* test-play-stats.c: the statistics of games against the computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tablemate.h"

static void
write_file (GFile      *file,
            const char *contents)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (g_file_peek_path (dir), 0700);
  g_file_set_contents (g_file_peek_path (file), contents, -1, &error);
  g_assert_no_error (error);
}

static char *
read_file (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (g_file_peek_path (file), &contents, NULL, NULL));
  return contents;
}

/* No file is no games; a game counts, streaks run and break, and what is
 * saved reads back the same. */
static void
test_record_round_trip (void)
{
  g_autoptr(GFile) file = tm_play_stats_get_default_file ();
  g_autoptr(TmPlayStats) stats = tm_play_stats_new ();
  g_autoptr(TmPlayStats) again = tm_play_stats_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) first = NULL, second = NULL;
  TmPlayRecord record;

  g_assert_true (g_str_has_suffix (g_file_peek_path (file), "tablemate/play-stats.json"));
  g_assert_true (tm_play_stats_load (stats, file, NULL, &error));
  g_assert_no_error (error);
  tm_play_stats_get_record (stats, "freeo", &record);
  g_assert_cmpuint (record.played, ==, 0);

  tm_play_stats_record (stats, "freeo", TRUE);
  tm_play_stats_record (stats, "freeo", TRUE);
  tm_play_stats_record (stats, "freeo", FALSE);
  tm_play_stats_record (stats, "freeo", TRUE);
  tm_play_stats_record (stats, "gitmo", FALSE);
  tm_play_stats_get_record (stats, "freeo", &record);
  g_assert_cmpuint (record.played, ==, 4);
  g_assert_cmpuint (record.won, ==, 3);
  g_assert_cmpuint (record.streak, ==, 1);
  g_assert_cmpuint (record.best_streak, ==, 2);

  g_assert_true (tm_play_stats_save (stats, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tm_play_stats_load (again, file, NULL, &error));
  g_assert_no_error (error);
  tm_play_stats_get_record (again, "gitmo", &record);
  g_assert_cmpuint (record.played, ==, 1);
  g_assert_cmpuint (record.won, ==, 0);
  first = tm_play_stats_to_bytes (stats);
  second = tm_play_stats_to_bytes (again);
  g_assert_true (g_bytes_equal (first, second));
}

/* The file the app wrote before the statistics had a class of their own
 * still reads. */
static void
test_earlier_file (void)
{
  g_autoptr(GFile) file = tm_play_stats_get_default_file ();
  g_autoptr(TmPlayStats) stats = tm_play_stats_new ();
  g_autoptr(GError) error = NULL;
  TmPlayRecord record;

  write_file (file, "{\n  \"version\" : 1,\n  \"games\" : {\n    \"patriots\" : {\n"
                    "      \"played\" : 5,\n      \"won\" : 2,\n      \"streak\" : 1,\n"
                    "      \"best_streak\" : 2\n    }\n  }\n}");
  g_assert_true (tm_play_stats_load (stats, file, NULL, &error));
  g_assert_no_error (error);
  tm_play_stats_get_record (stats, "patriots", &record);
  g_assert_cmpuint (record.played, ==, 5);
  g_assert_cmpuint (record.won, ==, 2);
  g_assert_cmpuint (record.streak, ==, 1);
  g_assert_cmpuint (record.best_streak, ==, 2);
}

/* A count at its limit stays there rather than wrap around. */
static void
test_count_limit (void)
{
  g_autoptr(GFile) file = tm_play_stats_get_default_file ();
  g_autoptr(TmPlayStats) stats = tm_play_stats_new ();
  g_autoptr(GError) error = NULL;
  TmPlayRecord record;

  write_file (file, "{\"version\": 1, \"games\": {\"freeo\": {\"played\": 2147483647, "
                    "\"won\": 2147483647, \"streak\": 2147483647, \"best_streak\": 2147483647}}}");
  g_assert_true (tm_play_stats_load (stats, file, NULL, &error));
  g_assert_no_error (error);
  tm_play_stats_record (stats, "freeo", TRUE);
  tm_play_stats_get_record (stats, "freeo", &record);
  g_assert_cmpuint (record.played, ==, G_MAXINT);
  g_assert_cmpuint (record.won, ==, G_MAXINT);
  g_assert_cmpuint (record.streak, ==, G_MAXINT);
  g_assert_cmpuint (record.best_streak, ==, G_MAXINT);
}

/* A file that cannot be read says why, naming itself, and is never saved
 * over. */
static void
test_bad_file_kept (void)
{
  const struct {
    const char *contents;
    int         code;
    const char *message;
  } cases[] = {
    { "{\"version\": 1, \"games\": {", TM_PLAY_STATS_ERROR_CORRUPT, "is damaged" },
    { "", TM_PLAY_STATS_ERROR_CORRUPT, "is damaged (the file is empty)" },
    { "1{}", TM_PLAY_STATS_ERROR_CORRUPT, "the top level must be an object" },
    { "{\"games\": {}}", TM_PLAY_STATS_ERROR_INVALID, "field “version”" },
    { "{\"version\": 2, \"games\": {}}", TM_PLAY_STATS_ERROR_VERSION,
      "newer Tablemate (format version 2; this one reads up to 1)" },
    { "{\"version\": 1, \"games\": []}", TM_PLAY_STATS_ERROR_INVALID, "field “games”" },
    { "{\"version\": 1, \"games\": {\"freeo\": 3}}", TM_PLAY_STATS_ERROR_INVALID,
      "game “freeo”: an object is required" },
    { "{\"version\": 1, \"games\": {\"freeo\": {\"played\": 9223372036854775807}}}",
      TM_PLAY_STATS_ERROR_INVALID, "game “freeo”: field “played”: must be a whole number" },
    { "{\"version\": 1, \"games\": {\"freeo\": {\"played\": -1}}}",
      TM_PLAY_STATS_ERROR_INVALID, "field “played”" },
    { "{\"version\": 1, \"games\": {\"freeo\": {\"played\": 1.5}}}",
      TM_PLAY_STATS_ERROR_INVALID, "field “played”" },
    { "{\"version\": 1, \"games\": {\"freeo\": {\"played\": 1e400}}}",
      TM_PLAY_STATS_ERROR_CORRUPT, "a number is too large to keep, at games.freeo.played" },
    { "{\"version\": 1, \"games\": {\"fre\\u0000eo\": {\"played\": 1}}}",
      TM_PLAY_STATS_ERROR_CORRUPT, "<data>:1:30: Parse error: "
        "a \\u0000 escape (a NUL character) cannot be kept in a string" },
    { "{\"version\": 1, \"games\": {\"freeo\": {\"played\": 1, \"won\": 2}}}",
      TM_PLAY_STATS_ERROR_INVALID, "more games won (2) than played (1)" },
  };
  g_autoptr(GFile) file = tm_play_stats_get_default_file ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmPlayStats) stats = tm_play_stats_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_test_message ("case %u: %s", i, cases[i].contents);
      write_file (file, cases[i].contents);

      g_assert_false (tm_play_stats_load (stats, file, NULL, &error));
      g_assert_error (error, TM_PLAY_STATS_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, cases[i].message);
      g_assert_nonnull (strstr (error->message, "play-stats.json"));
      g_assert_cmpstr (tm_play_stats_get_load_failure (stats), ==, error->message);
      g_clear_error (&error);

      tm_play_stats_record (stats, "freeo", TRUE);
      g_assert_false (tm_play_stats_save (stats, file, NULL, &error));
      g_assert_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_PROTECTED);
      after = read_file (file);
      g_assert_cmpstr (after, ==, cases[i].contents);
    }
}

/* A file that cannot be opened at all (here a folder in its place) is
 * reported and left alone too. */
static void
test_unreadable_kept (void)
{
  g_autoptr(GFile) file = tm_play_stats_get_default_file ();
  g_autoptr(TmPlayStats) stats = tm_play_stats_new ();
  g_autoptr(GError) error = NULL;

  g_unlink (g_file_peek_path (file));
  g_assert_cmpint (g_mkdir_with_parents (g_file_peek_path (file), 0700), ==, 0);
  g_assert_false (tm_play_stats_load (stats, file, NULL, &error));
  g_assert_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_PROTECTED);
  g_assert_nonnull (strstr (error->message, "play-stats.json could not be read"));
  g_clear_error (&error);

  tm_play_stats_record (stats, "freeo", FALSE);
  g_assert_false (tm_play_stats_save (stats, file, NULL, &error));
  g_assert_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_PROTECTED);
  g_assert_true (g_file_test (g_file_peek_path (file), G_FILE_TEST_IS_DIR));
  g_rmdir (g_file_peek_path (file));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tm_init ();

  g_test_add_func ("/engine/play-stats/record-round-trip", test_record_round_trip);
  g_test_add_func ("/engine/play-stats/earlier-file", test_earlier_file);
  g_test_add_func ("/engine/play-stats/count-limit", test_count_limit);
  g_test_add_func ("/engine/play-stats/bad-file-kept", test_bad_file_kept);
  g_test_add_func ("/engine/play-stats/unreadable-kept", test_unreadable_kept);

  return g_test_run ();
}
