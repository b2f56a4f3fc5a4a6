/* tm-score-chart.h: each side's running total, hand by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_SCORE_CHART (tm_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (TmScoreChart, tm_score_chart, TM, SCORE_CHART, GtkWidget)

GtkWidget  *tm_score_chart_new            (void);
TmLedger   *tm_score_chart_get_ledger     (TmScoreChart *self);
void        tm_score_chart_set_ledger     (TmScoreChart *self,
                                           TmLedger     *ledger);
const char *tm_score_chart_get_summary    (TmScoreChart *self);

void        tm_score_chart_draw           (cairo_t      *cr,
                                           PangoLayout  *layout,
                                           TmLedger     *ledger,
                                           const GdkRGBA *foreground,
                                           gboolean      dark,
                                           double        width,
                                           double        height);

G_END_DECLS
