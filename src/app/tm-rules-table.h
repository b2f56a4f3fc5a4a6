/* tm-rules-table.h: a table of the rules, as a grid that fits any width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_RULES_TABLE (tm_rules_table_get_type ())

G_DECLARE_FINAL_TYPE (TmRulesTable, tm_rules_table, TM, RULES_TABLE, GtkWidget)

GtkWidget  *tm_rules_table_new          (TmRulesBlock *block);
gboolean    tm_rules_table_get_compact  (TmRulesTable *self);
GtkWidget  *tm_rules_table_get_cell     (TmRulesTable *self,
                                         int           row,
                                         guint         column);
GtkWidget  *tm_rules_table_get_row      (TmRulesTable *self,
                                         int           row);

G_END_DECLS
