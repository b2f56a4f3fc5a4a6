/* tm-prisoner-table.h: the Prisoner table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-play-table.h"

G_BEGIN_DECLS

#define TM_TYPE_PRISONER_TABLE (tm_prisoner_table_get_type ())

G_DECLARE_FINAL_TYPE (TmPrisonerTable, tm_prisoner_table, TM, PRISONER_TABLE, GtkWidget)

GtkWidget *tm_prisoner_table_new (TmCatalogue *catalogue);

G_END_DECLS
