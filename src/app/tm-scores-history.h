/* tm-scores-history.h: the Scores section's list of score sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-ledger-store.h"

G_BEGIN_DECLS

#define TM_TYPE_SCORES_HISTORY (tm_scores_history_get_type ())

G_DECLARE_FINAL_TYPE (TmScoresHistory, tm_scores_history, TM, SCORES_HISTORY, AdwBin)

GtkWidget  *tm_scores_history_new            (TmLedgerStore       *store,
                                              TmGame              *game);
GListModel *tm_scores_history_get_model      (TmScoresHistory     *self);
void        tm_scores_history_discard_record (TmScoresHistory     *self,
                                              TmLedgerRecord      *record,
                                              gboolean             trash,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);

G_END_DECLS
