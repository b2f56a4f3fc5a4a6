/* tm-search-row.h: one search hit in a list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_SEARCH_ROW (tm_search_row_get_type ())

G_DECLARE_FINAL_TYPE (TmSearchRow, tm_search_row, TM, SEARCH_ROW, GtkListBoxRow)

GtkWidget      *tm_search_row_new        (TmSearchResult *result,
                                          TmCatalogue    *catalogue,
                                          gboolean        show_game);
TmSearchResult *tm_search_row_get_result (TmSearchRow    *self);

void            tm_search_row_show_count (GtkLabel       *label,
                                          GtkWidget      *announcer,
                                          guint           n_results);

G_END_DECLS
