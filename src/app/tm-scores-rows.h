/* tm-scores-rows.h: a score sheet's rows, hands and round subtotals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_SCORES_LINE (tm_scores_line_get_type ())
#define TM_TYPE_SCORES_ROWS (tm_scores_rows_get_type ())

G_DECLARE_FINAL_TYPE (TmScoresLine, tm_scores_line, TM, SCORES_LINE, GObject)
G_DECLARE_FINAL_TYPE (TmScoresRows, tm_scores_rows, TM, SCORES_ROWS, GObject)

TmLedgerHand *tm_scores_line_get_hand        (TmScoresLine *self);
guint         tm_scores_line_get_index       (TmScoresLine *self);
guint         tm_scores_line_get_round       (TmScoresLine *self);

TmScoresRows *tm_scores_rows_new             (TmLedger     *ledger);
TmLedger     *tm_scores_rows_get_ledger      (TmScoresRows *self);
guint         tm_scores_rows_get_per_round   (TmScoresRows *self);
guint         tm_scores_rows_get_position    (TmScoresRows *self,
                                              guint         index);
gint64        tm_scores_rows_get_running     (TmScoresRows *self,
                                              guint         index,
                                              guint         side);

G_END_DECLS
