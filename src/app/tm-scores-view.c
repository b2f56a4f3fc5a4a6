/* tm-scores-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-application.h"
#include "tm-hand-editor.h"
#include "tm-new-ledger-dialog.h"
#include "tm-score-chart.h"
#include "tm-scores-game.h"
#include "tm-scores-print.h"
#include "tm-scores-sheet.h"
#include "tm-scores-view.h"

/* A game's Scores section: the history of its score sheets (from the
 * application's TmLedgerStore, read in the background), and one open
 * sheet with its table, its chart, the result, and actions to add, correct
 * and undo hands and to export.  Every change is saved by the ledger
 * itself (autosave), so nothing here needs saving.
 *
 * The Players page lists the household's roster (owned by the store) with
 * each player's record in this game and the others, worked out again from
 * the saved sheets in the background each time it is shown.
 *
 * A file in the history that cannot be read is never opened or written;
 * it can be moved to the trash (or, where there is no trash, deleted)
 * after the person confirms it.
 *
 * The sheet's settings (title, agreed rounds, scoring options) can be
 * changed after it has started; each change is one undoable step, and
 * hands the new options do not allow show the engine's problem.
 *
 * Actions (group "scores"): new, add-hand, undo, redo, back, delete,
 * settings, players, print, export-pdf, export-csv, export-bgstats. */

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

  /* Template widgets */
  AdwToastOverlay    *toast_overlay;
  GtkStack           *stack;
  GtkStack           *history_stack;
  AdwStatusPage      *empty_page;
  GtkListBox         *history_list;
  GtkLabel           *title_label;
  AdwBanner          *result_banner;
  GtkLabel           *status_label;
  TmScoresSheet      *sheet;
  TmScoreChart       *chart;
  GtkStack           *players_stack;
  GtkListBox         *players_list;
  GtkSpinner         *players_spinner;
  GtkLabel           *players_description;
};

G_DEFINE_FINAL_TYPE (TmScoresView, tm_scores_view, ADW_TYPE_BIN)

static void set_refreshing (TmScoresView *self,
                            gboolean      refreshing);

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

static char *
dup_ledger_title (TmLedger *ledger)
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

  title = dup_ledger_title (self->ledger);
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
          g_signal_connect_object (ledger, "notify::can-undo", G_CALLBACK (update_actions), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (ledger, "notify::can-redo", G_CALLBACK (update_actions), self,
                                   G_CONNECT_SWAPPED);
          self->finished = tm_ledger_get_finished (ledger);
        }
      tm_scores_sheet_set_ledger (self->sheet, ledger);
      tm_score_chart_set_ledger (self->chart, ledger);
      ledger_changed_cb (self);
    }

  gtk_stack_set_visible_child_name (self->stack, ledger ? "ledger" : "history");
  if (ledger == NULL && self->refresh_cancellable != NULL)
    {
      g_cancellable_cancel (self->refresh_cancellable);
      g_clear_object (&self->refresh_cancellable);
      set_refreshing (self, FALSE);
    }
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

/* The history */

static void
record_row_update (GtkWidget *row)
{
  TmLedgerRecord *record = g_object_get_data (G_OBJECT (row), "record");
  TmLedger *ledger = tm_ledger_record_get_ledger (record);
  g_autoptr(GString) subtitle = g_string_new (NULL);
  g_autofree char *title = dup_ledger_title (ledger);
  g_autofree char *result = tm_scores_dup_result (ledger);
  guint n_hands = tm_ledger_get_n_hands (ledger);

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    g_string_append_printf (subtitle, "%s%s", p ? ", " : "",
                            tm_scores_get_player_name (ledger, p));
  g_string_append (subtitle, " · ");
  g_string_append_printf (subtitle, ngettext ("%u hand", "%u hands", n_hands), n_hands);
  if (result != NULL)
    g_string_append_printf (subtitle, " · %s", result);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
}

static void
record_activated_cb (AdwActionRow *row,
                     TmScoresView *self)
{
  TmLedgerRecord *record = g_object_get_data (G_OBJECT (row), "record");

  tm_scores_view_open_ledger (self, tm_ledger_record_get_ledger (record));
}

static void
delete_record (TmScoresView   *self,
               TmLedgerRecord *record)
{
  g_autofree char *title = dup_ledger_title (tm_ledger_record_get_ledger (record));
  g_autofree char *message = g_strdup_printf (_("“%s” deleted"), title);

  if (tm_ledger_record_get_ledger (record) == self->ledger)
    tm_scores_view_open_ledger (self, NULL);
  g_object_ref (record);
  tm_ledger_store_remove (self->store, record);
  show_undo_toast (self, message, NULL, record);
  g_object_unref (record);
}

static void
record_delete_clicked_cb (GtkButton    *button,
                          TmScoresView *self)
{
  delete_record (self, g_object_get_data (G_OBJECT (button), "record"));
}

/* Files that cannot be read: only ever removed when asked, and into the
 * trash where there is one. */

static void discard_chosen_cb (AdwAlertDialog *dialog,
                               GAsyncResult   *result,
                               TmScoresView   *self);

static void
confirm_discard (TmScoresView   *self,
                 TmLedgerRecord *record,
                 gboolean        trash)
{
  g_autofree char *name = g_file_get_basename (tm_ledger_record_get_file (record));
  AdwDialog *dialog;

  if (trash)
    {
      dialog = adw_alert_dialog_new (_("Move File to the Trash?"), NULL);
      adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                    _("“%s” cannot be opened by this version of "
                                      "Tablemate. It can still be restored from the trash."),
                                    name);
      adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                      "cancel", _("_Cancel"),
                                      "discard", _("_Move to Trash"),
                                      NULL);
    }
  else
    {
      dialog = adw_alert_dialog_new (_("Delete File Permanently?"), NULL);
      adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                    _("There is no trash here, so “%s” would be gone for good."),
                                    name);
      adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                      "cancel", _("_Cancel"),
                                      "discard", _("_Delete"),
                                      NULL);
    }
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "discard",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "record", g_object_ref (record), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "trash", GINT_TO_POINTER (trash));
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           (GAsyncReadyCallback) discard_chosen_cb, g_object_ref (self));
}

static void
discarded_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TmScoresView *self = g_task_get_source_object (task);
  TmLedgerRecord *record = g_task_get_task_data (task);
  gboolean trash = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (task), "trash"));
  g_autoptr(GError) error = NULL;

  if (tm_ledger_store_discard_finish (TM_LEDGER_STORE (object), result, &error))
    {
      show_toast (self, trash ? _("Moved to the trash") : _("Deleted"));
      g_task_return_boolean (task, TRUE);
      return;
    }

  /* No trash on this file system: offer to delete, again only if asked. */
  if (trash && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    confirm_discard (self, record, FALSE);
  else
    show_toast (self, error->message);
  g_task_return_error (task, g_steal_pointer (&error));
}

/**
 * tm_scores_view_discard_record:
 * @self: a #TmScoresView
 * @record: a history record whose file could not be read
 * @trash: %TRUE to move it to the trash, %FALSE to delete it
 * @callback: (nullable): called when done
 * @user_data: data for @callback
 *
 * Removes an unreadable file as confirming the dialog does, without
 * asking.
 */
void
tm_scores_view_discard_record (TmScoresView        *self,
                               TmLedgerRecord      *record,
                               gboolean             trash,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (TM_IS_SCORES_VIEW (self));
  g_return_if_fail (TM_IS_LEDGER_RECORD (record));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_task_data (task, g_object_ref (record), g_object_unref);
  g_object_set_data (G_OBJECT (task), "trash", GINT_TO_POINTER (trash));
  tm_ledger_store_discard_async (self->store, record, trash, NULL, discarded_cb, task);
}

static void
discard_chosen_cb (AdwAlertDialog *dialog,
                   GAsyncResult   *result,
                   TmScoresView   *self)
{
  const char *response = adw_alert_dialog_choose_finish (dialog, result);

  if (g_str_equal (response, "discard") && self->store != NULL)
    tm_scores_view_discard_record (self, g_object_get_data (G_OBJECT (dialog), "record"),
                                   GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "trash")),
                                   NULL, NULL);
  g_object_unref (self);
}

static void
record_discard_clicked_cb (GtkButton    *button,
                          TmScoresView *self)
{
  confirm_discard (self, g_object_get_data (G_OBJECT (button), "record"), TRUE);
}

static GtkWidget *
create_record_row (gpointer item,
                   gpointer user_data)
{
  TmScoresView *self = user_data;
  TmLedgerRecord *record = item;
  TmLedger *ledger = tm_ledger_record_get_ledger (record);
  GtkWidget *row = adw_action_row_new ();

  g_object_set_data_full (G_OBJECT (row), "record", g_object_ref (record), g_object_unref);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);

  if (ledger == NULL)
    {
      const GError *error = tm_ledger_record_get_error (record);
      g_autofree char *name = g_file_get_basename (tm_ledger_record_get_file (record));
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      /* Shown, never opened or written: the file stays as it is. */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     g_error_matches (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_VERSION)
                                     ? _("Score sheet from a newer Tablemate")
                                     : _("Damaged score sheet"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), error ? error->message : name);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (icon, "warning");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_widget_set_tooltip_text (row, g_file_peek_path (tm_ledger_record_get_file (record)));

      {
        GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_set_tooltip_text (button, _("Remove File…"));
        g_object_set_data (G_OBJECT (button), "record", record);
        g_signal_connect (button, "clicked", G_CALLBACK (record_discard_clicked_cb), self);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      }
      return row;
    }

  {
    GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

    gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class (button, "flat");
    gtk_widget_set_tooltip_text (button, _("Delete Score Sheet"));
    g_object_set_data (G_OBJECT (button), "record", record);
    g_signal_connect (button, "clicked", G_CALLBACK (record_delete_clicked_cb), self);
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  }

  tm_scores_set_roster (ledger, tm_ledger_store_get_roster (self->store));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect (row, "activated", G_CALLBACK (record_activated_cb), self);
  g_signal_connect_object (ledger, "changed", G_CALLBACK (record_row_update), row,
                           G_CONNECT_SWAPPED);
  record_row_update (row);

  return row;
}

static gboolean
record_matches (gpointer item,
                gpointer user_data)
{
  TmScoresView *self = user_data;
  const char *game_id = tm_ledger_record_get_game_id (item);

  /* A file whose game cannot be told shows in every game's history, and
   * so do the sheets of any other game, which no game page has. */
  return game_id == NULL || g_str_equal (game_id, "custom") ||
         g_str_equal (game_id, tm_game_get_id (self->game));
}

static void
history_changed_cb (TmScoresView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->history));

  gtk_stack_set_visible_child_name (self->history_stack, n > 0 ? "list" : "empty");
}

/* Settings of the open sheet */

static gboolean
option_active (TmLedger   *ledger,
               const char *option_id,
               gint64     *number)
{
  JsonObject *options = tm_ledger_get_options (ledger);
  JsonNode *node = options ? json_object_get_member (options, option_id) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    return json_node_get_boolean (node);
  if (number != NULL)
    *number = json_node_get_int (node);
  return TRUE;
}

static void
apply_option (GtkWidget *row)
{
  TmLedger *ledger = g_object_get_data (G_OBJECT (row), "ledger");
  const char *id = g_object_get_data (G_OBJECT (row), "option-id");
  AdwSpinRow *number_row = g_object_get_data (G_OBJECT (row), "number-row");
  gboolean active = adw_switch_row_get_active (ADW_SWITCH_ROW (row));
  g_autoptr(JsonNode) value = NULL;
  gint64 current = 0;
  gboolean was_active = option_active (ledger, id, &current);

  if (active)
    {
      value = json_node_new (JSON_NODE_VALUE);
      if (number_row != NULL)
        json_node_set_int (value, (gint64) adw_spin_row_get_value (number_row));
      else
        json_node_set_boolean (value, TRUE);
    }

  /* Nothing changed: no step to undo. */
  if (active == was_active &&
      (!active || number_row == NULL || current == (gint64) adw_spin_row_get_value (number_row)))
    return;

  tm_ledger_set_option (ledger, id, value);
}

static void
option_row_changed_cb (GtkWidget  *row,
                       GParamSpec *pspec,
                       gpointer    user_data)
{
  apply_option (row);
}

static void
option_number_changed_cb (AdwSpinRow *number_row,
                          GParamSpec *pspec,
                          GtkWidget  *row)
{
  apply_option (row);
}

/**
 * tm_scores_set_partners:
 * @ledger: a Gitmo score sheet for four or six
 * @partners: whether partners play as teams
 *
 * Seats the players in teams of two sitting opposite each other (with
 * four, seats 1 and 3 against 2 and 4), or each alone, and sets the
 * "partners" option to match; one step for Undo.
 */
void
tm_scores_set_partners (TmLedger *ledger,
                        gboolean  partners)
{
  guint n;
  g_autoptr(JsonNode) value = NULL;

  g_return_if_fail (TM_IS_LEDGER (ledger));

  n = tm_ledger_get_n_players (ledger);
  g_return_if_fail (!partners || n == 4 || n == 6);

  if (partners)
    {
      value = json_node_new (JSON_NODE_VALUE);
      json_node_set_boolean (value, TRUE);
    }

  tm_ledger_begin_group (ledger);
  tm_ledger_set_option (ledger, "partners", value);
  for (guint p = 0; p < n; p++)
    tm_ledger_set_player_team (ledger, p, partners ? (int) (p % (n / 2)) : -1);
  tm_ledger_end_group (ledger);
}

static void
partners_changed_cb (GtkWidget  *row,
                     GParamSpec *pspec,
                     gpointer    user_data)
{
  TmLedger *ledger = g_object_get_data (G_OBJECT (row), "ledger");
  gboolean active = adw_switch_row_get_active (ADW_SWITCH_ROW (row));

  if (active != (tm_ledger_get_n_sides (ledger) < tm_ledger_get_n_players (ledger)))
    tm_scores_set_partners (ledger, active);
}

static void
rounds_changed_cb (AdwSpinRow *row,
                   GParamSpec *pspec,
                   TmLedger   *ledger)
{
  guint rounds = (guint) adw_spin_row_get_value (row);

  if (rounds != tm_ledger_get_rounds (ledger))
    tm_ledger_set_rounds (ledger, rounds);
}

static void
title_changed_cb (AdwEntryRow *row,
                  TmLedger    *ledger)
{
  const char *title = gtk_editable_get_text (GTK_EDITABLE (row));

  if (g_strcmp0 (title, tm_ledger_get_title (ledger) ? tm_ledger_get_title (ledger) : "") != 0)
    tm_ledger_set_title (ledger, title);
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
  const TmScoresGame *info;
  TmRulebook *rulebook;
  AdwDialog *dialog;
  GtkWidget *view, *header, *page, *group, *row;
  g_autoptr(GError) error = NULL;
  guint shown = 0;

  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  g_return_val_if_fail (self->ledger != NULL, NULL);

  info = tm_scores_game_lookup (tm_ledger_get_game_id (self->ledger));
  rulebook = tm_catalogue_get_rulebook (self->catalogue, tm_ledger_get_game_id (self->ledger), NULL);

  dialog = adw_dialog_new ();
  adw_dialog_set_title (dialog, _("Score Sheet Settings"));
  adw_dialog_set_content_width (dialog, 460);
  view = adw_toolbar_view_new ();
  header = adw_header_bar_new ();
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header);
  page = adw_preferences_page_new ();
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), page);
  adw_dialog_set_child (dialog, view);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Changes apply at once, and Undo takes each back."));
  row = adw_entry_row_new ();
  /* Any other game is named by its sheet's title. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 g_str_equal (tm_ledger_get_game_id (self->ledger), "custom")
                                 ? _("_Name of the game") : _("T_itle"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), tm_ledger_get_title (self->ledger)
                                              ? tm_ledger_get_title (self->ledger) : "");
  g_signal_connect_object (row, "apply", G_CALLBACK (title_changed_cb), self->ledger, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  if (info->has_rounds)
    {
      row = adw_spin_row_new_with_range (0, 50, 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Rounds"));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("0 for no end"));
      adw_spin_row_set_value (ADW_SPIN_ROW (row), tm_ledger_get_rounds (self->ledger));
      g_signal_connect_object (row, "notify::value", G_CALLBACK (rounds_changed_cb),
                               self->ledger, 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Scoring Options"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Every hand is scored again; a hand the new options "
                                           "do not allow is marked with its problem."));
  for (const TmScoresOption *option = info->options; option->id != NULL; option++)
    {
      TmGameOption *rules_option = rulebook ? tm_rulebook_lookup_option (rulebook, option->id)
                                             : NULL;
      gint64 number = option->number;
      gboolean active;

      if (rules_option == NULL && option->name == NULL)
        continue;

      /* Partners seat the players in teams: one step of its own. */
      if (g_str_equal (option->id, "partners"))
        {
          guint n = tm_ledger_get_n_players (self->ledger);

          if (!info->has_partners || (n != 4 && n != 6))
            continue;
          row = adw_switch_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         tm_game_option_get_name (rules_option));
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                       _("Partners sit opposite each other; every hand "
                                         "is added up again by team"));
          adw_switch_row_set_active (ADW_SWITCH_ROW (row),
                                     tm_ledger_get_n_sides (self->ledger) < n);
          g_object_set_data_full (G_OBJECT (row), "ledger", g_object_ref (self->ledger),
                                  g_object_unref);
          g_object_set_data_full (G_OBJECT (row), "option-id", g_strdup (option->id), g_free);
          g_signal_connect (row, "notify::active", G_CALLBACK (partners_changed_cb), NULL);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          shown++;
          continue;
        }

      active = option_active (self->ledger, option->id, &number);
      row = adw_switch_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     rules_option ? tm_game_option_get_name (rules_option)
                                                  : _(option->name));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   rules_option ? tm_game_option_get_description (rules_option)
                                                : _(option->description));
      adw_switch_row_set_active (ADW_SWITCH_ROW (row), active);
      g_object_set_data_full (G_OBJECT (row), "ledger", g_object_ref (self->ledger), g_object_unref);
      g_object_set_data_full (G_OBJECT (row), "option-id", g_strdup (option->id), g_free);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

      if (option->has_number)
        {
          GtkWidget *number_row = adw_spin_row_new_with_range (option->min, option->max, 1);

          adw_spin_row_set_value (ADW_SPIN_ROW (number_row), (double) number);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (number_row), _(option->number_label));
          adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (number_row), TRUE);
          g_object_bind_property (row, "active", number_row, "visible", G_BINDING_SYNC_CREATE);
          g_object_set_data (G_OBJECT (row), "number-row", number_row);
          g_signal_connect (number_row, "notify::value", G_CALLBACK (option_number_changed_cb), row);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), number_row);
        }
      g_signal_connect (row, "notify::active", G_CALLBACK (option_row_changed_cb), NULL);
      shown++;
    }
  if (shown > 0)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  else
    g_object_ref_sink (group), g_object_unref (group);

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

/* Players */

static char *
dup_record_text (TmRosterPlayer *player,
                 const char     *game_id)
{
  guint played = tm_roster_player_get_played (player, game_id);
  guint won = tm_roster_player_get_won (player, game_id);
  g_autofree char *average = NULL;
  g_autofree char *played_text = NULL;

  if (played == 0)
    return g_strdup (_("No finished games yet"));

  average = g_strdup_printf ("%.1f", tm_roster_player_get_average (player, game_id));
  played_text = g_strdup_printf (ngettext ("%u game", "%u games", played), played);
  /* Translators: a player's record in a game: “3 games · 1 won · average 42.5” */
  return g_strdup_printf (_("%s · %u won · average %s"), played_text, won, average);
}

static int
compare_players (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  TmRosterPlayer *pa = *(TmRosterPlayer **) a;
  TmRosterPlayer *pb = *(TmRosterPlayer **) b;
  const char *game_id = user_data;
  guint played_a = tm_roster_player_get_played (pa, game_id);
  guint played_b = tm_roster_player_get_played (pb, game_id);

  /* Those who play this game most first, then by name. */
  if (played_a != played_b)
    return played_a > played_b ? -1 : 1;
  return g_utf8_collate (tm_roster_player_get_name (pa), tm_roster_player_get_name (pb));
}

static void rename_clicked_cb (GtkButton    *button,
                               TmScoresView *self);
static void remove_clicked_cb (GtkButton    *button,
                               TmScoresView *self);

static void
rebuild_players (TmScoresView *self)
{
  TmRoster *roster = tm_ledger_store_get_roster (self->store);
  const char *game_id = tm_game_get_id (self->game);
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *description = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (roster));

  gtk_list_box_remove_all (self->players_list);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (players, g_list_model_get_item (G_LIST_MODEL (roster), i));
  g_ptr_array_sort_with_data (players, compare_players, (gpointer) game_id);

  for (guint i = 0; i < players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (players, i);
      g_auto(GStrv) games = tm_roster_player_dup_games (player);
      g_autofree char *record = dup_record_text (player, game_id);
      GtkWidget *row;

      row = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tm_roster_player_get_name (player));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), record);
      g_object_set_data_full (G_OBJECT (row), "record", g_steal_pointer (&record), g_free);

      /* Every game they have finished, this one included. */
      for (guint g = 0; games[g] != NULL; g++)
        {
          TmGame *game = tm_catalogue_lookup_game (self->catalogue, games[g]);
          g_autofree char *text = dup_record_text (player, games[g]);
          GtkWidget *game_row = adw_action_row_new ();

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (game_row),
                                         game ? tm_game_get_name (game) : games[g]);
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (game_row), FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (game_row), text);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), game_row);
        }
      {
        GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

        /* Suffixes are shown last added first: Rename, then Remove. */
        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_set_tooltip_text (button, _("Remove…"));
        g_object_set_data_full (G_OBJECT (button), "name",
                                g_strdup (tm_roster_player_get_name (player)), g_free);
        g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
        adw_expander_row_add_suffix (ADW_EXPANDER_ROW (row), button);

        button = gtk_button_new_from_icon_name ("document-edit-symbolic");
        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_set_tooltip_text (button, _("Rename…"));
        g_object_set_data_full (G_OBJECT (button), "name",
                                g_strdup (tm_roster_player_get_name (player)), g_free);
        g_signal_connect (button, "clicked", G_CALLBACK (rename_clicked_cb), self);
        adw_expander_row_add_suffix (ADW_EXPANDER_ROW (row), button);
      }
      gtk_widget_set_sensitive (row, TRUE);
      adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), games[0] != NULL);
      gtk_list_box_append (self->players_list, row);
    }

  description = g_strdup_printf (_("Finished games of %s first; open a player for every game."),
                                 tm_game_get_name (self->game));
  gtk_label_set_text (self->players_description, description);
  gtk_stack_set_visible_child_name (self->players_stack, players->len > 0 ? "list" : "empty");
}

/* After a player is renamed or removed, here or on another game's page,
 * the open sheet and the history show the roster's names again. */
static void
roster_changed_cb (TmScoresView *self)
{
  TmLedger *ledger = self->ledger;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->history_list)); row;
       row = gtk_widget_get_next_sibling (row))
    {
      TmLedgerRecord *record = g_object_get_data (G_OBJECT (row), "record");

      if (record != NULL && tm_ledger_record_get_ledger (record) != NULL)
        record_row_update (row);
    }

  if (ledger != NULL)
    {
      g_object_ref (ledger);
      tm_scores_sheet_set_ledger (self->sheet, NULL);
      tm_scores_sheet_set_ledger (self->sheet, ledger);
      tm_score_chart_set_ledger (self->chart, NULL);
      tm_score_chart_set_ledger (self->chart, ledger);
      ledger_changed_cb (self);
      g_object_unref (ledger);
    }

  rebuild_players (self);
}

/**
 * tm_scores_view_rename_player:
 * @self: a #TmScoresView
 * @name: a player's name in the roster
 * @new_name: the name to give them
 * @error: return location for a #GError
 *
 * Renames a player in the roster, as the Players page does; every sheet
 * they played shows the new name.  An empty name, or one another player
 * has, is refused with the roster's #TM_ROSTER_ERROR.
 *
 * Returns: %TRUE if renamed
 */
gboolean
tm_scores_view_rename_player (TmScoresView  *self,
                              const char    *name,
                              const char    *new_name,
                              GError       **error)
{
  TmRoster *roster;
  TmRosterPlayer *player;

  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (new_name != NULL, FALSE);

  roster = tm_ledger_store_get_roster (self->store);
  player = tm_roster_find_by_name (roster, name);
  g_return_val_if_fail (player != NULL, FALSE);

  if (!tm_roster_rename (roster, player, new_name, error))
    return FALSE;

  tm_ledger_store_roster_changed (self->store);
  return TRUE;
}

/**
 * tm_scores_view_remove_player:
 * @self: a #TmScoresView
 * @name: a player's name in the roster
 *
 * Removes a player from the roster, as the Players page does once it is
 * confirmed.  Their sheets keep the name written on them.
 */
void
tm_scores_view_remove_player (TmScoresView *self,
                              const char   *name)
{
  TmRoster *roster;
  TmRosterPlayer *player;

  g_return_if_fail (TM_IS_SCORES_VIEW (self));
  g_return_if_fail (name != NULL);

  roster = tm_ledger_store_get_roster (self->store);
  player = tm_roster_find_by_name (roster, name);
  g_return_if_fail (player != NULL);

  tm_roster_remove (roster, player);
  tm_ledger_store_roster_changed (self->store);
}

static void
rename_chosen_cb (AdwAlertDialog *dialog,
                  GAsyncResult   *result,
                  gpointer        user_data)
{
  g_autoptr(TmScoresView) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (dialog, result);
  GtkWidget *entry = adw_alert_dialog_get_extra_child (dialog);
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "rename") || self->store == NULL)
    return;

  if (!tm_scores_view_rename_player (self, name, gtk_editable_get_text (GTK_EDITABLE (entry)),
                                     &error))
    show_toast (self, error->message);
}

static void
rename_clicked_cb (GtkButton    *button,
                   TmScoresView *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "name");
  AdwDialog *dialog;
  GtkWidget *entry;

  dialog = adw_alert_dialog_new (_("Rename Player"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                _("Every score sheet %s played will show the new name."), name);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "rename", _("_Rename"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "rename",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "rename");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");

  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("New name"), -1);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), entry);
  g_object_set_data_full (G_OBJECT (dialog), "name", g_strdup (name), g_free);
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           (GAsyncReadyCallback) rename_chosen_cb, g_object_ref (self));
}

static void
remove_chosen_cb (AdwAlertDialog *dialog,
                  GAsyncResult   *result,
                  gpointer        user_data)
{
  g_autoptr(TmScoresView) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (dialog, result);
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");

  if (g_str_equal (response, "remove") && self->store != NULL &&
      tm_roster_find_by_name (tm_ledger_store_get_roster (self->store), name) != NULL)
    tm_scores_view_remove_player (self, name);
}

static void
remove_clicked_cb (GtkButton    *button,
                   TmScoresView *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "name");
  AdwDialog *dialog;

  dialog = adw_alert_dialog_new (_("Remove Player?"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                _("%s will no longer be offered when seating players. "
                                  "Their score sheets keep the name written on them."), name);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "remove", _("_Remove"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "remove",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "name", g_strdup (name), g_free);
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           (GAsyncReadyCallback) remove_chosen_cb, g_object_ref (self));
}

static void
set_refreshing (TmScoresView *self,
                gboolean      refreshing)
{
  self->refreshing = refreshing;
  gtk_spinner_set_spinning (self->players_spinner, refreshing);
  gtk_widget_set_visible (GTK_WIDGET (self->players_spinner), refreshing);
}

static void
roster_refreshed_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(TmScoresView) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_roster_refresh_finish (TM_ROSTER (object), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* No folder yet is no games yet. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        show_toast (self, error->message);
    }

  set_refreshing (self, FALSE);
  if (self->store != NULL)
    rebuild_players (self);
}

/**
 * tm_scores_view_show_players:
 * @self: a #TmScoresView
 *
 * Shows the roster's players with their records, and works the records
 * out again from the saved score sheets in the background
 * (tm_scores_view_get_refreshing() is %TRUE meanwhile).
 */
void
tm_scores_view_show_players (TmScoresView *self)
{
  g_return_if_fail (TM_IS_SCORES_VIEW (self));

  if (self->ledger != NULL)
    tm_scores_view_open_ledger (self, NULL);

  rebuild_players (self);
  gtk_stack_set_visible_child_name (self->stack, "players");
  update_actions (self);

  g_cancellable_cancel (self->refresh_cancellable);
  g_clear_object (&self->refresh_cancellable);
  self->refresh_cancellable = g_cancellable_new ();
  set_refreshing (self, TRUE);
  tm_roster_refresh_async (tm_ledger_store_get_roster (self->store), self->catalogue,
                           tm_ledger_store_get_dir (self->store), self->refresh_cancellable,
                           roster_refreshed_cb, g_object_ref (self));
}

/**
 * tm_scores_view_get_refreshing:
 * @self: a #TmScoresView
 *
 * Whether the players' records are being worked out.
 *
 * Returns: %TRUE while refreshing
 */
gboolean
tm_scores_view_get_refreshing (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), FALSE);
  return self->refreshing;
}

/**
 * tm_scores_view_dup_player_record:
 * @self: a #TmScoresView
 * @name: a player's name
 *
 * Gets the record the Players page shows for a player in this game.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL if the page
 *   does not list @name
 */
char *
tm_scores_view_dup_player_record (TmScoresView *self,
                                  const char   *name)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list)); row;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row) &&
        g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return g_strdup (g_object_get_data (G_OBJECT (row), "record"));

  return NULL;
}

static void
players_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  tm_scores_view_show_players (TM_SCORES_VIEW (widget));
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

/* The game's name; any other game is named by the sheet's title. */
static char *
dup_game_name (TmScoresView *self,
               TmLedger     *ledger)
{
  TmGame *game = tm_catalogue_lookup_game (self->catalogue, tm_ledger_get_game_id (ledger));
  const char *title = tm_ledger_get_title (ledger);

  if (game != NULL)
    return g_strdup (tm_game_get_name (game));
  if (title != NULL && title[0] != '\0')
    return g_strdup (title);
  return g_strdup (_("Other Game"));
}

static char *
dup_file_name (TmScoresView *self,
               const char   *extension)
{
  g_autofree char *title = dup_ledger_title (self->ledger);
  g_autofree char *game = dup_game_name (self, self->ledger);
  g_autofree char *name = NULL;

  if (g_str_equal (game, title))
    name = g_strdup_printf ("%s.%s", title, extension);
  else
    name = g_strdup_printf ("%s %s.%s", game, title, extension);

  g_strdelimit (name, "/\\:", '-');
  return g_steal_pointer (&name);
}

/**
 * tm_scores_view_export_pdf:
 * @self: a #TmScoresView
 * @file: the PDF file to write
 * @error: return location for a #GError
 *
 * Writes the open score sheet as a printable PDF.
 *
 * Returns: %TRUE if the file was written
 */
gboolean
tm_scores_view_export_pdf (TmScoresView  *self,
                           GFile         *file,
                           GError       **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(TmLedger) named = NULL;
  g_autofree char *path = NULL;
  g_autofree char *game = NULL;

  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), FALSE);
  g_return_val_if_fail (self->ledger != NULL, FALSE);

  named = tm_scores_dup_named_copy (self->ledger, error);
  if (named == NULL)
    return FALSE;
  path = g_file_get_path (file);
  game = dup_game_name (self, self->ledger);
  operation = tm_scores_print_operation_new (named, game);
  gtk_print_operation_set_export_filename (operation, path);
  return gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                  error) != GTK_PRINT_OPERATION_RESULT_ERROR;
}

typedef struct
{
  TmScoresView *view;
  TmLedger     *ledger;
  TmScoresExport kind;
} ExportData;

static void
export_data_free (ExportData *data)
{
  g_object_unref (data->view);
  g_object_unref (data->ledger);
  g_free (data);
}

static void
export_written_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (object), result, NULL, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
pdf_written_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!tm_scores_print_pdf_finish (result, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * tm_scores_view_export_file_async:
 * @self: a #TmScoresView
 * @kind: what to write
 * @file: the file chosen to write
 * @callback: called when the file is written
 * @user_data: data for @callback
 *
 * Writes the open score sheet to @file as the export dialog does once a
 * file is chosen: CSV and BG Stats contents are made at once and written
 * in the background; the PDF is drawn and written in a thread, from a
 * copy of the sheet (see docs/performance-ledger.md for why).
 */
void
tm_scores_view_export_file_async (TmScoresView        *self,
                                  TmScoresExport       kind,
                                  GFile               *file,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TmLedger) named = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TM_IS_SCORES_VIEW (self));
  g_return_if_fail (self->ledger != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, tm_scores_view_export_file_async);

  /* Players go by the roster's names now, as on the sheet. */
  named = tm_scores_dup_named_copy (self->ledger, &error);
  if (named == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  switch (kind)
    {
    case TM_SCORES_EXPORT_CSV:
      {
        char *csv = tm_ledger_export_csv (named);
        bytes = g_bytes_new_take (csv, strlen (csv));
      }
      break;

    case TM_SCORES_EXPORT_BGSTATS:
      {
        g_autoptr(JsonNode) node = tm_ledger_export_bgstats (named);
        char *json = json_to_string (node, TRUE);
        bytes = g_bytes_new_take (json, strlen (json));
      }
      break;

    case TM_SCORES_EXPORT_PDF:
    default:
      {
        g_autofree char *game = dup_game_name (self, self->ledger);

        /* Drawn in a thread, on the copy, which is the thread's own */
        tm_scores_print_pdf_async (g_steal_pointer (&named), game, file, NULL,
                                   pdf_written_cb, g_steal_pointer (&task));
      }
      return;
    }

  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, export_written_cb, g_steal_pointer (&task));
}

/**
 * tm_scores_view_export_file_finish:
 * @self: a #TmScoresView
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_scores_view_export_file_async().
 *
 * Returns: %TRUE if the file was written
 */
gboolean
tm_scores_view_export_file_finish (TmScoresView  *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
exported_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  TmScoresView *self = TM_SCORES_VIEW (object);
  g_autoptr(GError) error = NULL;

  if (!tm_scores_view_export_file_finish (self, result, &error))
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

  /* The sheet shown may have changed while the dialog was open: export
   * the one it was opened for. */
  if (file != NULL && data->view->ledger == data->ledger)
    tm_scores_view_export_file_async (data->view, data->kind, file, exported_cb, NULL);

  export_data_free (data);
}

static void
export (TmScoresView   *self,
        TmScoresExport  kind)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  static const char * const extensions[] = { "csv", "pdf", "json" };
  static const char * const types[] = { "text/csv", "application/pdf", "application/json" };
  g_autofree char *name = NULL;
  ExportData *data;

  if (self->ledger == NULL)
    return;

  name = dup_file_name (self, extensions[kind]);
  gtk_file_filter_add_mime_type (filter, types[kind]);
  gtk_file_filter_set_name (filter, kind == TM_SCORES_EXPORT_CSV ? _("Spreadsheet (CSV)")
                                    : kind == TM_SCORES_EXPORT_PDF ? _("PDF document")
                                    : _("BG Stats play (JSON)"));
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_initial_name (dialog, name);
  gtk_file_dialog_set_title (dialog, _("Export Score Sheet"));

  data = g_new0 (ExportData, 1);
  data->view = g_object_ref (self);
  data->ledger = g_object_ref (self->ledger);
  data->kind = kind;
  gtk_file_dialog_save (dialog, GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), NULL,
                        export_chosen_cb, data);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);

  if (g_str_equal (action_name, "scores.export-csv"))
    export (self, TM_SCORES_EXPORT_CSV);
  else if (g_str_equal (action_name, "scores.export-pdf"))
    export (self, TM_SCORES_EXPORT_PDF);
  else
    export (self, TM_SCORES_EXPORT_BGSTATS);
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
  g_autoptr(TmLedger) named = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *game = NULL;

  if (self->ledger == NULL)
    return;

  named = tm_scores_dup_named_copy (self->ledger, &error);
  if (named == NULL)
    {
      show_toast (self, error->message);
      return;
    }
  game = dup_game_name (self, self->ledger);
  operation = tm_scores_print_operation_new (named, game);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (gtk_widget_get_root (widget)), &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    show_toast (self, error->message);
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
  g_clear_object (&self->store);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_scores_view_parent_class)->dispose (object);
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

  g_type_ensure (TM_TYPE_SCORES_SHEET);
  g_type_ensure (TM_TYPE_SCORE_CHART);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-scores-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, history_stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, history_list);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, title_label);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, result_banner);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, sheet);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, chart);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_list);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_spinner);
  gtk_widget_class_bind_template_child (widget_class, TmScoresView, players_description);
  gtk_widget_class_bind_template_callback (widget_class, hand_activated_cb);

  gtk_widget_class_install_action (widget_class, "scores.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "scores.new-custom", NULL, new_custom_action);
  gtk_widget_class_install_action (widget_class, "scores.add-hand", NULL, add_hand_action);
  gtk_widget_class_install_action (widget_class, "scores.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "scores.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "scores.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "scores.players", NULL, players_action);
  gtk_widget_class_install_action (widget_class, "scores.settings", NULL, settings_action);
  gtk_widget_class_install_action (widget_class, "scores.delete", NULL, delete_action);
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
  GtkCustomFilter *filter;
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

  filter = gtk_custom_filter_new (record_matches, self, NULL);
  self->history = gtk_filter_list_model_new (g_object_ref (tm_ledger_store_get_records (store)),
                                             GTK_FILTER (filter));
  g_signal_connect_object (self->history, "items-changed", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_list_box_bind_model (self->history_list, G_LIST_MODEL (self->history),
                           create_record_row, self, NULL);
  history_changed_cb (self);

  tm_ledger_store_load (store);

  return GTK_WIDGET (self);
}

/**
 * tm_scores_view_new_for_game:
 * @game: the game
 *
 * Creates the Scores section with the application's store and catalogue;
 * the factory of the game page's Scores section.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_scores_view_new_for_game (TmGame *game)
{
  TmApplication *app = TM_APPLICATION (g_application_get_default ());

  g_return_val_if_fail (TM_IS_APPLICATION (app), NULL);

  return tm_scores_view_new (tm_application_get_ledger_store (app),
                             tm_application_get_catalogue (app), game);
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
