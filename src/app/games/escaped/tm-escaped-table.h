/* tm-escaped-table.h: the Escaped table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-play-table.h"

G_BEGIN_DECLS

#define TM_TYPE_ESCAPED_TABLE (tm_escaped_table_get_type ())

G_DECLARE_FINAL_TYPE (TmEscapedTable, tm_escaped_table, TM, ESCAPED_TABLE, GtkWidget)

GtkWidget *tm_escaped_table_new (TmCatalogue *catalogue);

G_END_DECLS
