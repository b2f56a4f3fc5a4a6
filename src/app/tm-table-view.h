/* tm-table-view.h: a game's Table section, for play with the printed cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-services.h"

G_BEGIN_DECLS

#define TM_TYPE_TABLE_VIEW (tm_table_view_get_type ())

G_DECLARE_FINAL_TYPE (TmTableView, tm_table_view, TM, TABLE_VIEW, AdwBin)

GtkWidget      *tm_table_view_new_for_game      (TmServices     *services,
                                                 TmGame         *game);
TmTableSession *tm_table_view_get_session       (TmTableView    *self);
TmLedger       *tm_table_view_get_ledger        (TmTableView    *self);
GFile          *tm_table_view_get_session_file  (TmTableView    *self);
gboolean        tm_table_view_get_can_resume    (TmTableView    *self);
void            tm_table_view_resume            (TmTableView    *self);
AdwDialog      *tm_table_view_present_seating   (TmTableView    *self);
AdwDialog      *tm_table_view_present_score     (TmTableView    *self);
gboolean        tm_table_view_record            (TmTableView    *self,
                                                 const char     *kind,
                                                 const char * const *fields,
                                                 GError        **error);
GtkWidget      *tm_table_view_get_kind_button   (TmTableView    *self,
                                                 const char     *kind);
GtkWidget      *tm_table_view_get_choice_button (TmTableView    *self,
                                                 const char     *kind,
                                                 const char     *choice);
GtkWidget      *tm_table_view_get_field         (TmTableView    *self,
                                                 const char     *kind,
                                                 const char     *field);
guint           tm_table_view_get_n_setup_steps (TmTableView    *self);
const char     *tm_table_view_get_page          (TmTableView    *self);
const char     *tm_table_view_get_announcement  (TmTableView    *self);
gboolean        tm_table_view_get_inhibiting    (TmTableView    *self);
gboolean        tm_table_view_get_large_type    (TmTableView    *self);
void            tm_table_view_set_large_type    (TmTableView    *self,
                                                 gboolean        large_type);

G_END_DECLS
