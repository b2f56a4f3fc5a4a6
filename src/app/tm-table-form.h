/* tm-table-form.h: the form that records one kind of event at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

typedef struct _TmTableForm TmTableForm;

TmTableForm *tm_table_form_new               (TmTableSession *session,
                                              TmTableNow     *now,
                                              GPtrArray      *cards,
                                              TmCardEdits    *edits,
                                              const char     *kind,
                                              const char     *label,
                                              guint           key,
                                              gboolean        main);
void         tm_table_form_free              (TmTableForm    *form);
GtkWidget   *tm_table_form_get_widget        (TmTableForm    *form);
const char  *tm_table_form_get_kind          (TmTableForm    *form);
guint        tm_table_form_get_n_buttons     (TmTableForm    *form);
GtkWidget   *tm_table_form_get_button        (TmTableForm    *form,
                                              guint           index);
GtkWidget   *tm_table_form_get_choice_button (TmTableForm    *form,
                                              const char     *choice);
GtkWidget   *tm_table_form_get_field         (TmTableForm    *form,
                                              const char     *field);
GStrv        tm_table_form_collect           (TmTableForm    *form,
                                              GtkWidget      *button);
GPtrArray   *tm_table_form_list_cards        (TmCatalogue    *catalogue,
                                              TmGame         *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmTableForm, tm_table_form_free)

G_END_DECLS
