/* tm-scores-sheet.h: a score sheet's hands and totals as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

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
char       *tm_scores_sheet_dup_cell     (TmScoresSheet *self,
                                          int            row,
                                          guint          side);

/* Shared with the chart and the printout */
gboolean    tm_scores_side_points        (TmLedger      *ledger,
                                          TmLedgerHand  *hand,
                                          guint          side,
                                          gint64        *points);
char       *tm_scores_dup_result         (TmLedger      *ledger);
void        tm_scores_set_roster         (TmLedger      *ledger,
                                          TmRoster      *roster);
const char *tm_scores_get_player_name    (TmLedger      *ledger,
                                          guint          position);
char       *tm_scores_dup_side_name      (TmLedger      *ledger,
                                          guint          side);
TmLedger   *tm_scores_dup_named_copy     (TmLedger      *ledger,
                                          GError       **error);

G_END_DECLS
