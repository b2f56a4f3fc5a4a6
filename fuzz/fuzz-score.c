/* fuzz-score.c: the hand `tablemate-cli score GAME FILE` reads
 * (docs/score-json.md), through the tool's own command.  The first byte
 * picks a game (and whether to print --json), the rest is the file.  The
 * command prints the hand's points or refuses it, naming the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <unistd.h>

#include <glib/gstdio.h>

#include "fuzz-common.h"
#include "tm-cli.h"

static GStrv games;
static char *folder;
static char *path;
static GString *printed_error;

static void
remove_folder (void)
{
  g_unlink (path);
  g_rmdir (folder);
}

static void
discard (const char *text)
{
}

static void
keep_error (const char *text)
{
  g_string_append (printed_error, text);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init (TRUE);
  games = tm_catalogue_list_game_ids (fuzz_catalogue);
  if (games == NULL || games[0] == NULL)
    g_error ("no game");
  /* A file, as the tool reads one by name; in memory where there is a
   * tmpfs (see fuzz-table-session.c). */
  if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && access ("/dev/shm", W_OK) == 0)
    folder = g_mkdtemp (g_strdup ("/dev/shm/tm-fuzz-score-XXXXXX"));
  else
    folder = g_dir_make_tmp ("tm-fuzz-score-XXXXXX", NULL);
  if (folder == NULL)
    g_error ("no temporary folder");
  path = g_build_filename (folder, FUZZ_FILENAME, NULL);
  atexit (remove_folder);
  printed_error = g_string_new (NULL);
  g_set_print_handler (discard);
  g_set_printerr_handler (keep_error);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  guint n_games = g_strv_length (games);
  char *args[] = { "score", NULL, path, NULL, NULL };
  char **argv = args;
  int argc = 3;
  FILE *out;

  if (size == 0)
    return 0;
  args[1] = games[data[0] % n_games];
  if ((data[0] / n_games) % 2 == 1)
    args[argc++] = "--json";
  data++, size--;

  g_unlink (path);
  out = fopen (path, "wb");
  if (out == NULL || (size > 0 && fwrite (data, size, 1, out) != 1) || fclose (out) != 0)
    g_error ("cannot write %s", path);

  g_string_truncate (printed_error, 0);
  tm_cli_json = FALSE;
  if (tm_cli_score (fuzz_catalogue, argc, argv) != EXIT_SUCCESS &&
      strstr (printed_error->str, FUZZ_FILENAME) == NULL)
    {
      fprintf (stderr, "fuzz: the refusal does not name the file: %s\n", printed_error->str);
      abort ();
    }
  return 0;
}
