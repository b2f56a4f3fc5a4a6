/* tm-file-write.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-file-write.h"

/**
 * tm_file_write:
 * @file: the file to write
 * @bytes: its new contents
 * @cancellable: (nullable): a #GCancellable, for a file with no local path
 * @error: return location for a #GError in %G_IO_ERROR
 *
 * Replaces @file's contents with @bytes, blocking (call it in a thread).
 * A local file is written atomically: a temporary file beside it, flushed
 * to disk and renamed over the old one, and dropped if a write to it
 * fails, so that a save cut short by a kill or a full disk leaves the old
 * file whole and nothing beside it.  g_file_replace_contents() renames
 * its temporary file over the old one even when a write failed (a full
 * disk left a truncated file), so it is used only for a file with no
 * local path.  A new file gets the usual permissions (0666 less the
 * umask).  The engine writes its own files (score sheets, the roster…)
 * the same way, with a backup where the format keeps one.
 *
 * Returns: %TRUE if @file now holds @bytes
 */
gboolean
tm_file_write (GFile         *file,
               GBytes        *bytes,
               GCancellable  *cancellable,
               GError       **error)
{
  GError *local_error = NULL;
  gconstpointer data;
  gsize size;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = g_bytes_get_data (bytes, &size);
  if (g_file_peek_path (file) == NULL)
    return g_file_replace_contents (file, data, size, NULL, FALSE,
                                    G_FILE_CREATE_REPLACE_DESTINATION, NULL, cancellable, error);

  if (!g_file_set_contents_full (g_file_peek_path (file), data != NULL ? data : "", (gssize) size,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0666, &local_error))
    {
      g_set_error_literal (error, G_IO_ERROR, g_io_error_from_file_error (local_error->code),
                           local_error->message);
      g_clear_error (&local_error);
      return FALSE;
    }
  return TRUE;
}
