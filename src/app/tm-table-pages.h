/* tm-table-pages.h: what the Table section's deal, turn and end pages say
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

const char *tm_table_pages_seat_name      (TmTableSession      *session,
                                           int                  seat);
void        tm_table_pages_show_deal      (TmTableSession      *session,
                                           TmTableNow          *now,
                                           GtkLabel            *title_label,
                                           AdwPreferencesGroup *setup_group,
                                           AdwPreferencesGroup *deal_group,
                                           GPtrArray           *step_checks,
                                           GCallback            step_toggled,
                                           gpointer             user_data);
void        tm_table_pages_show_turn      (TmTableSession      *session,
                                           TmTableNow          *now,
                                           const char          *game_id,
                                           GtkLabel            *seat_label,
                                           GtkLabel            *text_label,
                                           GtkWidget           *rules_button);
void        tm_table_pages_show_over      (TmTableSession      *session,
                                           TmTableNow          *now,
                                           AdwStatusPage       *page,
                                           GtkWidget           *score_button,
                                           GtkWidget           *again_button);

G_END_DECLS
