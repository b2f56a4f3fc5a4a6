/* tm-table-timer.h: the turn timer of a game at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_TABLE_TIMER (tm_table_timer_get_type ())

G_DECLARE_FINAL_TYPE (TmTableTimer, tm_table_timer, TM, TABLE_TIMER, GObject)

TmTableTimer *tm_table_timer_new         (GtkLabel      *label,
                                          GtkWidget     *pause_button,
                                          GtkSpinButton *slow_spin);
void          tm_table_timer_restart     (TmTableTimer  *self);
void          tm_table_timer_set_running (TmTableTimer  *self,
                                          gboolean       running);
gboolean      tm_table_timer_get_paused  (TmTableTimer  *self);
void          tm_table_timer_set_paused  (TmTableTimer  *self,
                                          gboolean       paused);

G_END_DECLS
