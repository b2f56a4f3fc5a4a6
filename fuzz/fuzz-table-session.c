/* fuzz-table-session.c: a game followed at a real table
 * (tm_table_session_new_from_file), read from a file in a folder of its
 * own as the app and `tablemate-cli table` read it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <unistd.h>

#include <glib/gstdio.h>

#include "fuzz-common.h"

static char *folder;

/* libFuzzer ends with exit(): the folder goes with the process. */
static void
remove_folder (void)
{
  g_autofree char *path = g_build_filename (folder, FUZZ_FILENAME, NULL);

  g_unlink (path);
  g_rmdir (folder);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init (TRUE);
  /* In memory where there is a tmpfs: the file is written for every
   * input, and a disk's metadata updates cost more than the loader. */
  if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && access ("/dev/shm", W_OK) == 0)
    folder = g_mkdtemp (g_strdup ("/dev/shm/tm-fuzz-table-XXXXXX"));
  else
    folder = g_dir_make_tmp ("tm-fuzz-table-XXXXXX", NULL);
  if (folder == NULL)
    g_error ("no temporary folder");
  atexit (remove_folder);
  return 0;
}

static TmTableSession *
load (GBytes  *bytes,
      GError **error)
{
  g_autofree char *path = g_build_filename (folder, FUZZ_FILENAME, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gsize size = g_bytes_get_size (bytes);
  FILE *out;

  /* A new file written plainly, not with g_file_set_contents(): its
   * fsync(), or ext4's flush of a file cut short and written again, made
   * the disk, not the loader, set the pace (50 inputs a second). */
  g_unlink (path);
  out = fopen (path, "wb");
  if (out == NULL ||
      (size > 0 && fwrite (g_bytes_get_data (bytes, NULL), size, 1, out) != 1) ||
      fclose (out) != 0)
    g_error ("cannot write %s", path);
  return tm_table_session_new_from_file (fuzz_catalogue, file, error);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GBytes) bytes = fuzz_bytes (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmTableSession) session = NULL;
  g_autoptr(TmTableSession) again = NULL;
  g_autoptr(GBytes) first = NULL, second = NULL;

  session = load (bytes, &error);
  if (session == NULL)
    {
      fuzz_check_refusal (error, TRUE);
      return 0;
    }

  first = tm_table_session_to_bytes (session);
  again = load (first, &error);
  fuzz_check_loads_again ("a table session", error);
  second = tm_table_session_to_bytes (again);
  fuzz_check_same ("a table session", first, second);
  return 0;
}
