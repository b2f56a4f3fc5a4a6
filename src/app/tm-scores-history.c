/* tm-scores-history.c: the Scores section's list of score sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-view-private.h"

/* The game's score sheets, newest first, from the application's
 * TmLedgerStore (read in the background).  A file in the history that
 * cannot be read is never opened or written; it can be moved to the trash
 * (or, where there is no trash, deleted) after the person confirms it. */

static void
record_row_update (GtkWidget *row)
{
  TmLedgerRecord *record = g_object_get_data (G_OBJECT (row), "record");
  TmLedger *ledger = tm_ledger_record_get_ledger (record);
  g_autoptr(GString) subtitle = g_string_new (NULL);
  g_autofree char *title = _tm_scores_dup_ledger_title (ledger);
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

void
_tm_scores_view_delete_record (TmScoresView   *self,
                               TmLedgerRecord *record)
{
  g_autofree char *title = _tm_scores_dup_ledger_title (tm_ledger_record_get_ledger (record));
  g_autofree char *message = g_strdup_printf (_("“%s” deleted"), title);

  if (tm_ledger_record_get_ledger (record) == self->ledger)
    tm_scores_view_open_ledger (self, NULL);
  g_object_ref (record);
  tm_ledger_store_remove (self->store, record);
  _tm_scores_view_show_undo_toast (self, message, NULL, record);
  g_object_unref (record);
}

static void
record_delete_clicked_cb (GtkButton    *button,
                          TmScoresView *self)
{
  _tm_scores_view_delete_record (self, g_object_get_data (G_OBJECT (button), "record"));
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
      _tm_scores_view_show_toast (self, trash ? _("Moved to the trash") : _("Deleted"));
      g_task_return_boolean (task, TRUE);
      return;
    }

  /* No trash on this file system: offer to delete, again only if asked. */
  if (trash && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    confirm_discard (self, record, FALSE);
  else
    _tm_scores_view_show_toast (self, error->message);
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

/* After a player is renamed or removed, the history shows the roster's
 * names again. */
void
_tm_scores_view_update_history (TmScoresView *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->history_list)); row;
       row = gtk_widget_get_next_sibling (row))
    {
      TmLedgerRecord *record = g_object_get_data (G_OBJECT (row), "record");

      if (record != NULL && tm_ledger_record_get_ledger (record) != NULL)
        record_row_update (row);
    }
}

void
_tm_scores_view_init_history (TmScoresView *self)
{
  GtkCustomFilter *filter;

  filter = gtk_custom_filter_new (record_matches, self, NULL);
  self->history = gtk_filter_list_model_new (g_object_ref (tm_ledger_store_get_records (self->store)),
                                             GTK_FILTER (filter));
  g_signal_connect_object (self->history, "items-changed", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_list_box_bind_model (self->history_list, G_LIST_MODEL (self->history),
                           create_record_row, self, NULL);
  history_changed_cb (self);
}
