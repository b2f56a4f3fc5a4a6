/* tm-gitmo-table-view.h: the Gitmo table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-play-table.h"

G_BEGIN_DECLS

#define TM_TYPE_GITMO_TABLE_VIEW (tm_gitmo_table_view_get_type ())

G_DECLARE_FINAL_TYPE (TmGitmoTableView, tm_gitmo_table_view, TM, GITMO_TABLE_VIEW, GtkWidget)

GtkWidget *tm_gitmo_table_view_new (TmCatalogue *catalogue);

G_END_DECLS
