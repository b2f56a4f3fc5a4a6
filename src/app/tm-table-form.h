/* tm-table-form.h: the form that records one kind of event at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

typedef struct _TmTableForm TmTableForm;

TmTableForm *tm_table_form_new        (TmTableSession *session,
                                       TmTableNow     *now,
                                       GPtrArray      *cards,
                                       const char     *kind,
                                       guint           key,
                                       gboolean        main);
void         tm_table_form_free       (TmTableForm    *form);
GtkWidget   *tm_table_form_get_widget (TmTableForm    *form);
const char  *tm_table_form_get_kind   (TmTableForm    *form);
GtkWidget   *tm_table_form_get_button (TmTableForm    *form);
GtkWidget   *tm_table_form_get_field  (TmTableForm    *form,
                                       const char     *field);
GStrv        tm_table_form_collect    (TmTableForm    *form);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmTableForm, tm_table_form_free)

G_END_DECLS
