/* tm-scores-view.h: a game's Scores section
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-ledger-store.h"
#include "tm-services.h"

G_BEGIN_DECLS

#define TM_TYPE_SCORES_VIEW (tm_scores_view_get_type ())

G_DECLARE_FINAL_TYPE (TmScoresView, tm_scores_view, TM, SCORES_VIEW, AdwBin)

GtkWidget  *tm_scores_view_new             (TmLedgerStore *store,
                                            TmCatalogue   *catalogue,
                                            TmGame        *game);
GtkWidget  *tm_scores_view_new_for_game    (TmServices    *services,
                                            TmGame        *game);
TmGame     *tm_scores_view_get_game        (TmScoresView  *self);
TmLedger   *tm_scores_view_get_ledger      (TmScoresView  *self);
void        tm_scores_view_open_ledger     (TmScoresView  *self,
                                            TmLedger      *ledger);
void        tm_scores_view_show_history    (TmScoresView  *self);
void        tm_scores_view_show_players    (TmScoresView  *self);
AdwDialog  *tm_scores_view_present_settings (TmScoresView *self);
GListModel *tm_scores_view_get_history     (TmScoresView  *self);
GtkWidget  *tm_scores_view_get_players     (TmScoresView  *self);
GtkWidget  *tm_scores_view_get_sheet       (TmScoresView  *self);
GtkWidget  *tm_scores_view_get_chart       (TmScoresView  *self);
gboolean    tm_scores_view_get_chart_shown (TmScoresView  *self);
void        tm_scores_view_set_chart_shown (TmScoresView  *self,
                                            gboolean       chart_shown);
const char *tm_scores_view_get_result      (TmScoresView  *self);
const char *tm_scores_view_get_announcement (TmScoresView *self);
void        tm_scores_view_dismiss_toast   (TmScoresView  *self);

G_END_DECLS
