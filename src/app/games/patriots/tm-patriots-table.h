/* tm-patriots-table.h: the Meet the Patriots table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-play-table.h"

G_BEGIN_DECLS

#define TM_TYPE_PATRIOTS_TABLE (tm_patriots_table_get_type ())

G_DECLARE_FINAL_TYPE (TmPatriotsTable, tm_patriots_table, TM, PATRIOTS_TABLE, GtkWidget)

GtkWidget *tm_patriots_table_new (TmCatalogue *catalogue);

G_END_DECLS
