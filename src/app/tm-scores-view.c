/* tm-scores-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-hand-editor.h"
#include "tm-new-ledger-dialog.h"
#include "tm-scores-view-private.h"

/* A game's Scores section: the history of its score sheets (from the
 * application's TmLedgerStore, read in the background), and one open
 * sheet with its table, its chart, the result, and actions to add, correct
 * and undo hands and to export.  Every change is saved by the ledger
 * itself (autosave), so nothing here needs saving.
 *
 * The Players page (tm-scores-players.c) lists the household's roster;
 * the history is in tm-scores-history.c, a sheet's settings in
 * tm-scores-settings.c, printing and exports in tm-scores-export.c.
 *
 * Actions (group "scores"): new, add-hand, undo, redo, back, delete,
 * settings, players, print, export-pdf, export-csv, export-bgstats. */

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

void
_tm_scores_view_show_undo_toast (TmScoresView   *self,
                                 const char     *message,
                                 TmLedger       *ledger,
                                 TmLedgerRecord *record)
{
  AdwToast *toast = adw_toast_new (message);
  UndoData *undo = g_new0 (UndoData, 1);

  undo->view = self;
  undo->ledger = ledger ? g_object_ref (ledger) : NULL;
  undo->record = record ? g_object_ref (record) : NULL;
  adw_toast_set_button_label (toast, _("_Undo"));
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

void
_tm_scores_view_show_toast (TmScoresView *self,
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

void
_tm_scores_view_update_actions (TmScoresView *self)
{
  gboolean open = self->ledger != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.undo",
                                 open && tm_ledger_get_can_undo (self->ledger));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.redo",
                                 open && tm_ledger_get_can_redo (self->ledger));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.add-hand", open);
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

char *
_tm_scores_dup_ledger_title (TmLedger *ledger)
{
  const char *title = tm_ledger_get_title (ledger);
  g_autoptr(GDateTime) local = NULL;

  if (title != NULL && title[0] != '\0')
    return g_strdup (title);

  local = g_date_time_to_local (tm_ledger_get_created (ledger));
  /* Translators: a score sheet without a title is named after when it
   * was started; see g_date_time_format() */
  return g_date_time_format (local, _("%e %b %Y, %H:%M"));
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

  title = _tm_scores_dup_ledger_title (self->ledger);
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

  _tm_scores_view_update_actions (self);
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
                                   G_CALLBACK (_tm_scores_view_update_actions), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (ledger, "notify::can-redo",
                                   G_CALLBACK (_tm_scores_view_update_actions), self,
                                   G_CONNECT_SWAPPED);
          self->finished = tm_ledger_get_finished (ledger);
        }
      tm_scores_sheet_set_ledger (self->sheet, ledger);
      tm_score_chart_set_ledger (self->chart, ledger);
      tm_scores_view_set_chart_shown (self, FALSE);
      ledger_changed_cb (self);
    }

  gtk_stack_set_visible_child_name (self->stack, ledger ? "ledger" : "history");
  if (ledger == NULL && self->refresh_cancellable != NULL)
    {
      g_cancellable_cancel (self->refresh_cancellable);
      g_clear_object (&self->refresh_cancellable);
      _tm_scores_view_set_refreshing (self, FALSE);
    }
  _tm_scores_view_update_actions (self);
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
 * the open sheet and the history show the roster's names again. */
static void
roster_changed_cb (TmScoresView *self)
{
  TmLedger *ledger = self->ledger;

  _tm_scores_view_update_history (self);

  if (ledger != NULL)
    {
      g_object_ref (ledger);
      tm_scores_sheet_refresh (self->sheet);
      tm_score_chart_set_ledger (self->chart, NULL);
      tm_score_chart_set_ledger (self->chart, ledger);
      ledger_changed_cb (self);
      g_object_unref (ledger);
    }

  _tm_scores_view_rebuild_players (self);
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
  _tm_scores_view_show_undo_toast (self, message, tm_hand_editor_get_ledger (editor), NULL);
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
  _tm_scores_view_show_undo_toast (self, message, self->ledger, NULL);
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
    _tm_scores_view_show_toast (self, _("Undone"));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);

  if (self->ledger != NULL && tm_ledger_redo (self->ledger))
    _tm_scores_view_show_toast (self, _("Redone"));
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
          _tm_scores_view_delete_record (self, record);
          return;
        }
    }
}

/* The chart beside the sheet, or in narrow windows in its place */

static void
layout_changed_cb (TmScoresView *self)
{
  gboolean narrow = adw_breakpoint_bin_get_current_breakpoint (self->breakpoint_bin) != NULL;

  /* The breakpoints hide the chart; asked for, it takes the sheet's
   * place.  A wide window shows both, and goes back to that when it is
   * made narrow again. */
  if (!narrow && self->chart_shown)
    {
      self->chart_shown = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHART_SHOWN]);
    }
  gtk_widget_set_visible (self->sheet_column, !self->chart_shown);
  if (narrow)
    gtk_widget_set_visible (self->chart_column, self->chart_shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.chart", narrow);
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
  g_cancellable_cancel (self->refresh_cancellable);
  g_clear_object (&self->refresh_cancellable);

  /* The template's child is the bin's: let go of it once, here. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_SCORES_VIEW);

  g_clear_object (&self->history);
  g_clear_pointer (&self->history_bound, g_ptr_array_unref);
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
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, history_stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, history_selection);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, title_label);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, result_banner);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, sheet);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, chart);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_list);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_spinner);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_description);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, breakpoint_bin);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, chart_button);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, sheet_column);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, chart_column);
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
  _tm_scores_view_class_init_history (widget_class);
  _tm_scores_view_class_init_players (widget_class);
  _tm_scores_view_class_init_settings (widget_class);
  _tm_scores_view_class_init_export (widget_class);

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
  self->history_bound = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  _tm_scores_view_update_actions (self);
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
  g_autofree char *description = NULL;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (store), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  self = g_object_new (TM_TYPE_SCORES_VIEW, NULL);
  self->store = g_object_ref (store);
  self->catalogue = g_object_ref (catalogue);
  self->game = g_object_ref (game);

  description = g_strdup_printf (_("Keep the score of a game of %s: the sheet adds up every "
                                   "hand, knows whose deal is next and who has won."),
                                 tm_game_get_name (game));
  adw_status_page_set_description (self->empty_page, description);

  g_signal_connect_object (store, "roster-changed", G_CALLBACK (roster_changed_cb), self,
                           G_CONNECT_SWAPPED);

  _tm_scores_view_init_history (self);

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
  return G_LIST_MODEL (self->history);
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
