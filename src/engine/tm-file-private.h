/* tm-file-private.h: reading a user's file, and writing it safely
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  TM_FILE_WRITE_NONE        = 0,
  TM_FILE_WRITE_KEEP_BACKUP = 1 << 0, /* keep the old version as FILE.bak */
} TmFileWriteFlags;

gboolean  _tm_file_write_atomic      (GFile             *file,
                                      GBytes            *bytes,
                                      TmFileWriteFlags   flags,
                                      GCancellable      *cancellable,
                                      GError           **error);
void      _tm_file_write_in_thread   (GTask             *task,
                                      GFile             *file,
                                      GBytes            *bytes,
                                      TmFileWriteFlags   flags);
void      _tm_file_remove_leftovers  (GFile             *file);
GBytes   *_tm_file_load_bytes        (GFile             *file,
                                      GCancellable      *cancellable,
                                      GError           **error);

G_END_DECLS
