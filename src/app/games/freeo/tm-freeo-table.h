/* tm-freeo-table.h: the Free-O table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-play-table.h"

G_BEGIN_DECLS

#define TM_TYPE_FREEO_TABLE (tm_freeo_table_get_type ())

G_DECLARE_FINAL_TYPE (TmFreeoTable, tm_freeo_table, TM, FREEO_TABLE, GtkWidget)

GtkWidget *tm_freeo_table_new (TmCatalogue *catalogue);

G_END_DECLS
