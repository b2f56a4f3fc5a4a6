/* tm-scores-view-private.h: what the Scores section's pages share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-score-chart.h"
#include "tm-scores-sheet.h"
#include "tm-scores-view.h"

G_BEGIN_DECLS

/* The view is split along its pages: tm-scores-view.c (the open sheet,
 * its hands and the view's life cycle), tm-scores-history.c (the list of
 * sheets), tm-scores-players.c (the roster's players and records),
 * tm-scores-settings.c (a sheet's settings) and tm-scores-export.c
 * (printing and exporting). */

struct _TmScoresView
{
  AdwBin              parent_instance;

  TmLedgerStore      *store;
  TmCatalogue        *catalogue;
  TmGame             *game;
  GtkFilterListModel *history;
  TmLedger           *ledger;
  gboolean            finished;
  char               *result;
  char               *announcement;
  AdwToast           *toast;          /* weak: the last one shown */
  GCancellable       *refresh_cancellable;
  gboolean            refreshing;
  gboolean            chart_shown;

  /* Template widgets */
  AdwToastOverlay    *toast_overlay;
  AdwBreakpointBin   *breakpoint_bin;
  GtkStack           *stack;
  GtkStack           *history_stack;
  AdwStatusPage      *empty_page;
  GtkNoSelection     *history_selection;
  GPtrArray          *history_bound;  /* GtkListItem, the rows on screen */
  GtkLabel           *title_label;
  GtkWidget          *chart_button;
  AdwBanner          *result_banner;
  GtkLabel           *status_label;
  GtkWidget          *sheet_column;
  TmScoresSheet      *sheet;
  GtkWidget          *chart_column;
  TmScoreChart       *chart;
  GtkStack           *players_stack;
  GtkListBox         *players_list;
  GtkSpinner         *players_spinner;
  GtkLabel           *players_description;
};

/* tm-scores-view.c */
void  _tm_scores_view_show_toast         (TmScoresView   *self,
                                          const char     *message);
void  _tm_scores_view_show_undo_toast    (TmScoresView   *self,
                                          const char     *message,
                                          TmLedger       *ledger,
                                          TmLedgerRecord *record);
void  _tm_scores_view_update_actions     (TmScoresView   *self);
char *_tm_scores_dup_ledger_title        (TmLedger       *ledger);

/* tm-scores-history.c */
void  _tm_scores_view_class_init_history (GtkWidgetClass *widget_class);
void  _tm_scores_view_init_history       (TmScoresView   *self);
void  _tm_scores_view_update_history     (TmScoresView   *self);
void  _tm_scores_view_delete_record      (TmScoresView   *self,
                                          TmLedgerRecord *record);

/* tm-scores-players.c */
void  _tm_scores_view_class_init_players (GtkWidgetClass *widget_class);
void  _tm_scores_view_rebuild_players    (TmScoresView   *self);
void  _tm_scores_view_set_refreshing     (TmScoresView   *self,
                                          gboolean        refreshing);

/* tm-scores-settings.c */
void  _tm_scores_view_class_init_settings (GtkWidgetClass *widget_class);

/* tm-scores-export.c */
void  _tm_scores_view_class_init_export  (GtkWidgetClass *widget_class);

G_END_DECLS
