/* tm-scores-sheet.h: a score sheet's hands and totals as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-scores-names.h"

G_BEGIN_DECLS

#define TM_TYPE_SCORES_SHEET (tm_scores_sheet_get_type ())

G_DECLARE_FINAL_TYPE (TmScoresSheet, tm_scores_sheet, TM, SCORES_SHEET, AdwBin)

GtkWidget  *tm_scores_sheet_new          (void);
TmLedger   *tm_scores_sheet_get_ledger   (TmScoresSheet *self);
void        tm_scores_sheet_set_ledger   (TmScoresSheet *self,
                                          TmLedger      *ledger);
gboolean    tm_scores_sheet_get_compact  (TmScoresSheet *self);
void        tm_scores_sheet_set_compact  (TmScoresSheet *self,
                                          gboolean       compact);
void        tm_scores_sheet_refresh      (TmScoresSheet *self);
char       *tm_scores_sheet_dup_cell     (TmScoresSheet *self,
                                          int            row,
                                          guint          side);
guint       tm_scores_sheet_get_n_rows_made (TmScoresSheet *self);

G_END_DECLS
