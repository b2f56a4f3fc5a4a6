/* tm-card-widget.h: one playing card, drawn as vectors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_CARD_WIDGET (tm_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (TmCardWidget, tm_card_widget, TM, CARD_WIDGET, GtkWidget)

GtkWidget  *tm_card_widget_new           (void);
TmCard     *tm_card_widget_get_card      (TmCardWidget *self);
const char *tm_card_widget_get_card_id   (TmCardWidget *self);
void        tm_card_widget_set_card      (TmCardWidget *self,
                                          TmCard       *card,
                                          gboolean      face_up);
gboolean    tm_card_widget_get_face_up   (TmCardWidget *self);
void        tm_card_widget_set_face_up   (TmCardWidget *self,
                                          gboolean      face_up);
gboolean    tm_card_widget_get_playable  (TmCardWidget *self);
void        tm_card_widget_set_playable  (TmCardWidget *self,
                                          gboolean      playable);
gboolean    tm_card_widget_get_hinted    (TmCardWidget *self);
void        tm_card_widget_set_hinted    (TmCardWidget *self,
                                          gboolean      hinted);
gboolean    tm_card_widget_get_dimmed    (TmCardWidget *self);
void        tm_card_widget_set_dimmed    (TmCardWidget *self,
                                          gboolean      dimmed);
double      tm_card_widget_get_entrance  (TmCardWidget *self);
void        tm_card_widget_set_entrance  (TmCardWidget *self,
                                          double        entrance);
void        tm_card_widget_animate_in    (TmCardWidget *self);
void        tm_card_widget_shake         (TmCardWidget *self);
gboolean    tm_card_widget_can_draw      (TmCard       *card,
                                          char        **problem);

G_END_DECLS
