/* tm-captured-table.h: the Captured table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-play-table.h"

G_BEGIN_DECLS

#define TM_TYPE_CAPTURED_TABLE (tm_captured_table_get_type ())

G_DECLARE_FINAL_TYPE (TmCapturedTable, tm_captured_table, TM, CAPTURED_TABLE, GtkWidget)

GtkWidget *tm_captured_table_new (TmCatalogue *catalogue);

G_END_DECLS
