/* tm-table-file.h: where the game at a table is kept, and writing it there
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_TABLE_FILE (tm_table_file_get_type ())

G_DECLARE_FINAL_TYPE (TmTableFile, tm_table_file, TM, TABLE_FILE, GObject)

GFile       *tm_table_file_for_sheet (GFile          *sheet);
TmTableFile *tm_table_file_new       (void);
void         tm_table_file_save      (TmTableFile    *self,
                                      TmTableSession *session,
                                      GFile          *file);
void         tm_table_file_discard   (TmTableFile    *self,
                                      GFile          *file);
void         tm_table_file_cancel    (TmTableFile    *self);

G_END_DECLS
