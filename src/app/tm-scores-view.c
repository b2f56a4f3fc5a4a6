/* tm-scores-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-hand-editor.h"
#include "tm-new-ledger-dialog.h"
#include "tm-score-chart.h"
#include "tm-scores-export.h"
#include "tm-scores-history.h"
#include "tm-scores-players.h"
#include "tm-scores-settings.h"
#include "tm-scores-sheet.h"
#include "tm-scores-view.h"

/* A game's Scores section: the history of its score sheets (from the
 * application's TmLedgerStore, read in the background), and one open
 * sheet with its table, its chart, the result, and actions to add, correct
 * and undo hands and to export.  Every change is saved by the ledger
 * itself (autosave), so nothing here needs saving.
 *
 * The view makes its pages and tells them what to do; they know nothing
 * of it.  The history (TmScoresHistory) and the Players page
 * (TmScoresPlayers) say what they need through signals and activate the
 * view's actions from their buttons; a sheet's settings
 * (tm-scores-settings.c) and printing and exports (tm-scores-export.c)
 * are handed the sheet.
 *
 * Actions (group "scores"): new, add-hand, undo, redo, back, delete,
 * settings, players, print, export-pdf, export-csv, export-bgstats. */

struct _TmScoresView
{
  AdwBin              parent_instance;

  TmLedgerStore      *store;
  TmCatalogue        *catalogue;
  TmGame             *game;
  TmLedger           *ledger;
  gboolean            finished;
  char               *result;
  char               *announcement;
  AdwToast           *toast;          /* weak: the last one shown */
  gboolean            chart_shown;
  TmScoresHistory    *history;
  TmScoresPlayers    *players;

  /* Template widgets */
  AdwToastOverlay    *toast_overlay;
  AdwBreakpointBin   *breakpoint_bin;
  GtkStack           *stack;
  GtkLabel           *title_label;
  GtkWidget          *chart_button;
  AdwBanner          *result_banner;
  GtkLabel           *status_label;
  GtkWidget          *sheet_column;
  TmScoresSheet      *sheet;
  GtkWidget          *chart_column;
  GtkWidget          *add_button;
  GtkWidget          *add_icon_button;
  TmScoreChart       *chart;
};

G_DEFINE_FINAL_TYPE (TmScoresView, tm_scores_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_CHART_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Toasts */

typedef struct
{
  TmScoresView   *view;
  TmLedger       *ledger;
  TmLedgerRecord *record;
} UndoData;

static void layout_changed_cb (TmScoresView *self);

static void
undo_data_free (gpointer  data,
                GClosure *closure)
{
  UndoData *undo = data;

  g_clear_object (&undo->ledger);
  g_clear_object (&undo->record);
  g_free (undo);
}

static void
toast_undo_cb (AdwToast *toast,
               UndoData *undo)
{
  if (undo->record != NULL)
    tm_ledger_store_restore (undo->view->store, undo->record);
  else if (undo->ledger != NULL)
    tm_ledger_undo (undo->ledger);
}

static void
show_undo_toast (TmScoresView   *self,
                 const char     *message,
                 TmLedger       *ledger,
                 TmLedgerRecord *record)
{
  AdwToast *toast = adw_toast_new (message);
  UndoData *undo = g_new0 (UndoData, 1);

  undo->view = self;
  undo->ledger = ledger ? g_object_ref (ledger) : NULL;
  undo->record = record ? g_object_ref (record) : NULL;
  /* No mnemonic: a toast's button reads its underscore out. */
  adw_toast_set_button_label (toast, _("Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (toast_undo_cb), undo,
                         undo_data_free, 0);
  /* Only the latest change is offered for undoing here; Ctrl+Z goes on. */
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_set_weak_pointer (&self->toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/**
 * tm_scores_view_dismiss_toast:
 * @self: a #TmScoresView
 *
 * Dismisses the last toast offering to undo, if it still shows.
 */
void
tm_scores_view_dismiss_toast (TmScoresView *self)
{
  g_return_if_fail (TM_IS_SCORES_VIEW (self));

  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
}

static void
show_toast (TmScoresView *self,
            const char   *message)
{
  AdwToast *toast = adw_toast_new (message);

  /* One toast at a time, so that none is left over the Add Hand button
   * for long. */
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_set_weak_pointer (&self->toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
/* The open sheet */

static void
update_actions (TmScoresView *self)
{
  gboolean open = self->ledger != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.undo",
                                 open && tm_ledger_get_can_undo (self->ledger));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.redo",
                                 open && tm_ledger_get_can_redo (self->ledger));
  /* A game that is over takes no more hands (undoing the last one opens
   * it again). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.add-hand",
                                 open && !tm_ledger_get_finished (self->ledger));
  gtk_widget_set_visible (self->add_button, !open || !tm_ledger_get_finished (self->ledger));
  gtk_widget_set_visible (self->add_icon_button, !open || !tm_ledger_get_finished (self->ledger));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.back",
                                 open || g_strcmp0 (gtk_stack_get_visible_child_name (self->stack),
                                                    "players") == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.delete", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.settings", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.print", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.export-pdf", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.export-csv", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.export-bgstats", open);
}

static void
ledger_changed_cb (TmScoresView *self)
{
  g_autofree char *title = NULL;
  g_autoptr(GString) status = g_string_new (NULL);
  gboolean finished;
  guint incomplete;

  if (self->ledger == NULL)
    return;

  title = tm_scores_dup_ledger_title (self->ledger);
  gtk_label_set_text (self->title_label, title);

  g_free (self->result);
  self->result = tm_scores_dup_result (self->ledger);
  finished = tm_ledger_get_finished (self->ledger);

  incomplete = tm_ledger_get_incomplete_hands (self->ledger);
  if (!finished)
    {
      const char *dealer = tm_scores_get_player_name (self->ledger,
                                                      tm_ledger_get_next_dealer (self->ledger));

      g_string_append_printf (status, _("Next deal: %s"), dealer);
      if (self->result != NULL)
        g_string_append_printf (status, " · %s", self->result);
    }
  if (incomplete > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u hand is incomplete and does not count yet",
                                                         "%u hands are incomplete and do not count yet",
                                                         incomplete),
                                               incomplete);

      g_string_append_printf (status, "%s%s", status->len ? " · " : "", text);
    }
  gtk_label_set_text (self->status_label, status->str);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status->len > 0);

  if (finished && self->result != NULL)
    {
      g_autofree char *banner = g_strdup_printf (_("Game over: %s"), self->result);

      adw_banner_set_title (self->result_banner, banner);
      adw_banner_set_revealed (self->result_banner, TRUE);

      /* Say it once, when the game ends, not each time it is opened. */
      if (!self->finished)
        {
          g_free (self->announcement);
          self->announcement = g_steal_pointer (&banner);
          gtk_accessible_announce (GTK_ACCESSIBLE (self), self->announcement,
                                   GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH);
        }
    }
  else
    adw_banner_set_revealed (self->result_banner, FALSE);
  self->finished = finished;

  update_actions (self);
  layout_changed_cb (self);
}

/**
 * tm_scores_view_open_ledger:
 * @self: a #TmScoresView
 * @ledger: (nullable): a score sheet of the view's game
 *
 * Shows a score sheet, or the history for %NULL.
 */
void
tm_scores_view_open_ledger (TmScoresView *self,
                            TmLedger     *ledger)
{
  g_return_if_fail (TM_IS_SCORES_VIEW (self));
  g_return_if_fail (ledger == NULL || TM_IS_LEDGER (ledger));

  if (self->ledger != ledger)
    {
      if (self->ledger != NULL)
        g_signal_handlers_disconnect_by_data (self->ledger, self);
      g_set_object (&self->ledger, ledger);
      if (ledger != NULL)
        {
          tm_scores_set_roster (ledger, tm_ledger_store_get_roster (self->store));
          g_signal_connect_object (ledger, "changed", G_CALLBACK (ledger_changed_cb), self,
                                   G_CONNECT_SWAPPED);
          /* A group of changes becomes undoable only once it ends. */
          g_signal_connect_object (ledger, "notify::can-undo",
                                   G_CALLBACK (update_actions), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (ledger, "notify::can-redo",
                                   G_CALLBACK (update_actions), self,
                                   G_CONNECT_SWAPPED);
          self->finished = tm_ledger_get_finished (ledger);
        }
      tm_scores_sheet_set_ledger (self->sheet, ledger);
      tm_score_chart_set_ledger (self->chart, ledger);
      tm_scores_view_set_chart_shown (self, FALSE);
      ledger_changed_cb (self);
    }

  gtk_stack_set_visible_child_name (self->stack, ledger ? "ledger" : "history");
  if (ledger == NULL)
    tm_scores_players_cancel_refresh (self->players);
  update_actions (self);
}

/**
 * tm_scores_view_show_history:
 * @self: a #TmScoresView
 *
 * Goes back to the list of score sheets.
 */
void
tm_scores_view_show_history (TmScoresView *self)
{
  g_return_if_fail (TM_IS_SCORES_VIEW (self));
  tm_scores_view_open_ledger (self, NULL);
}
/* After a player is renamed or removed, here or on another game's page,
 * the open sheet shows the roster's names again (the pages see to their
 * own). */
static void
roster_changed_cb (TmScoresView *self)
{
  TmLedger *ledger = self->ledger;

  if (ledger != NULL)
    {
      g_object_ref (ledger);
      tm_scores_sheet_refresh (self->sheet);
      tm_score_chart_set_ledger (self->chart, NULL);
      tm_score_chart_set_ledger (self->chart, ledger);
      ledger_changed_cb (self);
      g_object_unref (ledger);
    }
}

/**
 * tm_scores_view_show_players:
 * @self: a #TmScoresView
 *
 * Shows the roster's players with their records, which the Players page
 * works out again from the saved score sheets in the background.
 */
void
tm_scores_view_show_players (TmScoresView *self)
{
  g_return_if_fail (TM_IS_SCORES_VIEW (self));

  if (self->ledger != NULL)
    tm_scores_view_open_ledger (self, NULL);

  gtk_stack_set_visible_child_name (self->stack, "players");
  update_actions (self);
  tm_scores_players_refresh (self->players);
}

/* What the pages ask for */

static void
page_toast_cb (TmScoresView *self,
               const char   *message)
{
  show_toast (self, message);
}

static void
record_activated_cb (TmScoresView   *self,
                     TmLedgerRecord *record)
{
  tm_scores_view_open_ledger (self, tm_ledger_record_get_ledger (record));
}

/* Deleting a sheet: gone at once, with a toast to bring it back */
static void
delete_record (TmScoresView   *self,
               TmLedgerRecord *record)
{
  g_autofree char *title = tm_scores_dup_ledger_title (tm_ledger_record_get_ledger (record));
  g_autofree char *message = g_strdup_printf (_("“%s” deleted"), title);

  if (tm_ledger_record_get_ledger (record) == self->ledger)
    tm_scores_view_open_ledger (self, NULL);
  g_object_ref (record);
  tm_ledger_store_remove (self->store, record);
  show_undo_toast (self, message, NULL, record);
  g_object_unref (record);
}

/* Actions */

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);
  TmNewLedgerDialog *dialog = tm_new_ledger_dialog_new (self->store, self->catalogue, self->game);

  g_signal_connect_object (dialog, "started", G_CALLBACK (tm_scores_view_open_ledger), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), widget);
}

static void
new_custom_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);
  TmNewLedgerDialog *dialog = tm_new_ledger_dialog_new_custom (self->store, self->catalogue);

  g_signal_connect_object (dialog, "started", G_CALLBACK (tm_scores_view_open_ledger), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), widget);
}

static void
hand_saved_cb (TmScoresView *self,
               const char   *message,
               TmHandEditor *editor)
{
  show_undo_toast (self, message, tm_hand_editor_get_ledger (editor), NULL);
}

/* The hand form closed: the focus goes on to Add Hand for the next hand
 * (or, once the game is over, to the sheet), not back to the top of the
 * window. */
static void
editor_closed_cb (TmScoresView *self,
                  AdwDialog    *editor)
{
  GtkWidget *next = gtk_widget_get_mapped (self->add_button) ? self->add_button
                    : gtk_widget_get_mapped (self->add_icon_button) ? self->add_icon_button
                    : GTK_WIDGET (self->sheet);

  gtk_widget_grab_focus (next);
}

static void
present_editor (TmScoresView *self,
                TmLedgerHand *hand)
{
  TmHandEditor *editor;

  if (self->ledger == NULL)
    return;

  editor = tm_hand_editor_new (self->ledger, hand);
  g_signal_connect_object (editor, "saved", G_CALLBACK (hand_saved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (editor, "closed", G_CALLBACK (editor_closed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  adw_dialog_present (ADW_DIALOG (editor), GTK_WIDGET (self));
}

static void
hand_activated_cb (TmScoresView *self,
                   TmLedgerHand *hand)
{
  present_editor (self, hand);
}

/* Delete on a hand's row: gone at once, with a toast to bring it back */
static void
hand_delete_cb (TmScoresView *self,
                TmLedgerHand *hand)
{
  g_autofree char *message = NULL;

  if (self->ledger == NULL)
    return;

  message = g_strdup_printf (_("Hand %u deleted"), tm_ledger_hand_get_number (hand));
  tm_ledger_remove_hand (self->ledger, hand);
  show_undo_toast (self, message, self->ledger, NULL);
}

static void
add_hand_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  present_editor (TM_SCORES_VIEW (widget), NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);

  if (self->ledger != NULL && tm_ledger_undo (self->ledger))
    show_toast (self, _("Undone"));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);

  if (self->ledger != NULL && tm_ledger_redo (self->ledger))
    show_toast (self, _("Redone"));
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tm_scores_view_show_history (TM_SCORES_VIEW (widget));
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);
  GListModel *records = tm_ledger_store_get_records (self->store);

  for (guint i = 0; self->ledger && i < g_list_model_get_n_items (records); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (records, i);

      if (tm_ledger_record_get_ledger (record) == self->ledger)
        {
          delete_record (self, record);
          return;
        }
    }
}

static void
players_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  tm_scores_view_show_players (TM_SCORES_VIEW (widget));
}

/**
 * tm_scores_view_present_settings:
 * @self: a #TmScoresView
 *
 * Presents the open sheet's settings: its title, the agreed rounds and
 * the game's scoring options, each applied as it is changed.
 *
 * Returns: (transfer none): the dialog
 */
AdwDialog *
tm_scores_view_present_settings (TmScoresView *self)
{
  AdwDialog *dialog;

  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  g_return_val_if_fail (self->ledger != NULL, NULL);

  dialog = tm_scores_settings_dialog_new (self->ledger);
  adw_dialog_present (dialog, GTK_WIDGET (self));
  return dialog;
}

static void
settings_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);

  if (self->ledger != NULL)
    tm_scores_view_present_settings (self);
}

/* Printing and exporting the open sheet, with a toast to say how it went */

typedef struct
{
  TmScoresView   *view;
  TmLedger       *ledger;
  TmScoresExport  kind;
} ExportData;

static void
export_data_free (ExportData *data)
{
  g_object_unref (data->view);
  g_object_unref (data->ledger);
  g_free (data);
}

static void
exported_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(TmScoresView) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_scores_export_file_finish (result, &error))
    show_toast (self, error->message);
  else
    show_toast (self, _("Exported"));
}

static void
export_chosen_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  ExportData *data = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (object), result, &error);

  /* Nothing is written if the view shows another sheet by now. */
  if (file != NULL && data->view->ledger == data->ledger)
    tm_scores_export_file_async (data->ledger, data->view->catalogue, data->kind, file,
                                 exported_cb, g_object_ref (data->view));

  export_data_free (data);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);
  g_autoptr(GtkFileDialog) dialog = NULL;
  ExportData *data;

  if (self->ledger == NULL)
    return;

  data = g_new0 (ExportData, 1);
  data->view = g_object_ref (self);
  data->ledger = g_object_ref (self->ledger);
  if (g_str_equal (action_name, "scores.export-csv"))
    data->kind = TM_SCORES_EXPORT_CSV;
  else if (g_str_equal (action_name, "scores.export-pdf"))
    data->kind = TM_SCORES_EXPORT_PDF;
  else
    data->kind = TM_SCORES_EXPORT_BGSTATS;

  dialog = tm_scores_export_dialog_new (self->ledger, self->catalogue, data->kind);
  gtk_file_dialog_save (dialog, GTK_WINDOW (gtk_widget_get_root (widget)), NULL,
                        export_chosen_cb, data);
}

static void
print_done_cb (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               TmScoresView            *self)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      show_toast (self, error->message);
    }
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  if (self->ledger == NULL)
    return;

  operation = tm_scores_export_print_operation_new (self->ledger, self->catalogue, &error);
  if (operation == NULL)
    {
      show_toast (self, error->message);
      return;
    }
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (gtk_widget_get_root (widget)), &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    show_toast (self, error->message);
}

/* The chart beside the sheet, or in narrow windows in its place */

static void
layout_changed_cb (TmScoresView *self)
{
  gboolean narrow = adw_breakpoint_bin_get_current_breakpoint (self->breakpoint_bin) != NULL;
  /* Before the first hand there is nothing to chart. */
  gboolean any = self->ledger != NULL && tm_ledger_get_n_hands (self->ledger) > 0;

  /* The breakpoints hide the chart; asked for, it takes the sheet's
   * place.  A wide window shows both, and goes back to that when it is
   * made narrow again. */
  if (!narrow && self->chart_shown)
    {
      self->chart_shown = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHART_SHOWN]);
    }
  gtk_widget_set_visible (self->sheet_column, !self->chart_shown);
  gtk_widget_set_visible (self->chart_column, narrow ? self->chart_shown : any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.chart", narrow && any);
  /* In the sheet's place, the chart takes its height too. */
  gtk_widget_set_vexpand (GTK_WIDGET (self->chart), narrow);
}

/**
 * tm_scores_view_get_chart_shown:
 * @self: a #TmScoresView
 *
 * Whether a narrow window shows the chart in place of the sheet.
 *
 * Returns: %TRUE if the chart is asked for
 */
gboolean
tm_scores_view_get_chart_shown (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), FALSE);
  return self->chart_shown;
}

/**
 * tm_scores_view_set_chart_shown:
 * @self: a #TmScoresView
 * @chart_shown: whether to show the chart
 *
 * Shows the chart of running totals in place of the sheet, where the
 * window is too narrow for both side by side (the scores.chart action).
 * A wider window shows both, and the chart is never shown instead.
 */
void
tm_scores_view_set_chart_shown (TmScoresView *self,
                                gboolean      chart_shown)
{
  g_return_if_fail (TM_IS_SCORES_VIEW (self));

  chart_shown = chart_shown &&
                adw_breakpoint_bin_get_current_breakpoint (self->breakpoint_bin) != NULL;
  if (self->chart_shown == chart_shown)
    return;

  self->chart_shown = chart_shown;
  layout_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHART_SHOWN]);
}

/* Life cycle */

static void
tm_scores_view_dispose (GObject *object)
{
  TmScoresView *self = (TmScoresView *)object;

  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  g_clear_object (&self->ledger);
  g_clear_weak_pointer (&self->toast);

  /* The template's child is the bin's: let go of it once, here. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_SCORES_VIEW);

  g_clear_object (&self->store);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_scores_view_parent_class)->dispose (object);
}

static void
tm_scores_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TmScoresView *self = TM_SCORES_VIEW (object);

  switch (prop_id)
    {
    case PROP_CHART_SHOWN:
      g_value_set_boolean (value, self->chart_shown);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_scores_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TmScoresView *self = TM_SCORES_VIEW (object);

  switch (prop_id)
    {
    case PROP_CHART_SHOWN:
      tm_scores_view_set_chart_shown (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_scores_view_finalize (GObject *object)
{
  TmScoresView *self = (TmScoresView *)object;

  g_free (self->result);
  g_free (self->announcement);

  G_OBJECT_CLASS (tm_scores_view_parent_class)->finalize (object);
}

static void
tm_scores_view_class_init (TmScoresViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_scores_view_dispose;
  object_class->finalize = tm_scores_view_finalize;
  object_class->get_property = tm_scores_view_get_property;
  object_class->set_property = tm_scores_view_set_property;

  /**
   * TmScoresView:chart-shown:
   *
   * Whether a narrow window shows the chart in place of the sheet.
   */
  properties[PROP_CHART_SHOWN] =
    g_param_spec_boolean ("chart-shown", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TM_TYPE_SCORES_SHEET);
  g_type_ensure (TM_TYPE_SCORE_CHART);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-scores-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, title_label);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, result_banner);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, sheet);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, chart);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, breakpoint_bin);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, chart_button);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, sheet_column);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, chart_column);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, add_button);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, add_icon_button);
  gtk_widget_class_bind_template_callback (widget_class, hand_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_delete_cb);
  gtk_widget_class_bind_template_callback (widget_class, layout_changed_cb);

  gtk_widget_class_install_action (widget_class, "scores.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "scores.new-custom", NULL, new_custom_action);
  gtk_widget_class_install_action (widget_class, "scores.add-hand", NULL, add_hand_action);
  gtk_widget_class_install_action (widget_class, "scores.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "scores.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "scores.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "scores.delete", NULL, delete_action);
  gtk_widget_class_install_property_action (widget_class, "scores.chart", "chart-shown");
  gtk_widget_class_install_action (widget_class, "scores.players", NULL, players_action);
  gtk_widget_class_install_action (widget_class, "scores.settings", NULL, settings_action);
  gtk_widget_class_install_action (widget_class, "scores.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "scores.export-pdf", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "scores.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "scores.export-bgstats", NULL, export_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "scores.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "scores.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "scores.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "scores.add-hand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "scores.print", NULL);
}

static void
tm_scores_view_init (TmScoresView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_actions (self);
  layout_changed_cb (self);
}

/**
 * tm_scores_view_new:
 * @store: the application's score sheets
 * @catalogue: the catalogue
 * @game: the game
 *
 * Creates the Scores section of @game's page.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_scores_view_new (TmLedgerStore *store,
                    TmCatalogue   *catalogue,
                    TmGame        *game)
{
  TmScoresView *self;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (store), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  self = g_object_new (TM_TYPE_SCORES_VIEW, NULL);
  self->store = g_object_ref (store);
  self->catalogue = g_object_ref (catalogue);
  self->game = g_object_ref (game);

  self->history = TM_SCORES_HISTORY (tm_scores_history_new (store, game));
  g_signal_connect_object (self->history, "record-activated", G_CALLBACK (record_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "record-delete", G_CALLBACK (delete_record), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "toast", G_CALLBACK (page_toast_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->history), "history");

  self->players = TM_SCORES_PLAYERS (tm_scores_players_new (store, catalogue, game));
  g_signal_connect_object (self->players, "toast", G_CALLBACK (page_toast_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->players), "players");

  gtk_stack_set_visible_child_name (self->stack, "history");

  g_signal_connect_object (store, "roster-changed", G_CALLBACK (roster_changed_cb), self,
                           G_CONNECT_SWAPPED);

  tm_ledger_store_load (store);

  return GTK_WIDGET (self);
}

/**
 * tm_scores_view_new_for_game:
 * @services: what the application shares with its views
 * @game: the game
 *
 * Creates the Scores section with the store and catalogue of @services;
 * the factory of the game page's Scores section.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_scores_view_new_for_game (TmServices *services,
                             TmGame     *game)
{
  g_return_val_if_fail (TM_IS_SERVICES (services), NULL);

  return tm_scores_view_new (tm_services_get_ledger_store (services),
                             tm_services_get_catalogue (services), game);
}

/**
 * tm_scores_view_get_game:
 * @self: a #TmScoresView
 *
 * Gets the game.
 *
 * Returns: (transfer none): the game
 */
TmGame *
tm_scores_view_get_game (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return self->game;
}

/**
 * tm_scores_view_get_ledger:
 * @self: a #TmScoresView
 *
 * Gets the open score sheet.
 *
 * Returns: (transfer none) (nullable): the ledger, or %NULL on the history
 */
TmLedger *
tm_scores_view_get_ledger (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return self->ledger;
}

/**
 * tm_scores_view_get_history:
 * @self: a #TmScoresView
 *
 * Gets the game's score sheets, newest first.
 *
 * Returns: (transfer none): a #GListModel of #TmLedgerRecord
 */
GListModel *
tm_scores_view_get_history (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return tm_scores_history_get_model (self->history);
}

/**
 * tm_scores_view_get_players:
 * @self: a #TmScoresView
 *
 * Gets the Players page.
 *
 * Returns: (transfer none): the #TmScoresPlayers
 */
GtkWidget *
tm_scores_view_get_players (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return GTK_WIDGET (self->players);
}

/**
 * tm_scores_view_get_sheet:
 * @self: a #TmScoresView
 *
 * Gets the table of the open sheet.
 *
 * Returns: (transfer none): the #TmScoresSheet
 */
GtkWidget *
tm_scores_view_get_sheet (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return GTK_WIDGET (self->sheet);
}

/**
 * tm_scores_view_get_chart:
 * @self: a #TmScoresView
 *
 * Gets the chart of the open sheet.
 *
 * Returns: (transfer none): the #TmScoreChart
 */
GtkWidget *
tm_scores_view_get_chart (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return GTK_WIDGET (self->chart);
}

/**
 * tm_scores_view_get_result:
 * @self: a #TmScoresView
 *
 * Gets who won or leads in the open sheet, in a sentence.
 *
 * Returns: (nullable): the sentence
 */
const char *
tm_scores_view_get_result (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return self->result;
}

/**
 * tm_scores_view_get_announcement:
 * @self: a #TmScoresView
 *
 * Gets the last end of a game announced to screen readers.
 *
 * Returns: (nullable): the announcement
 */
const char *
tm_scores_view_get_announcement (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  return self->announcement;
}
