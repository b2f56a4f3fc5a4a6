/* tm-scores-export.c: printing and exporting the open score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-print.h"
#include "tm-scores-view-private.h"

/* Print… and Export (a PDF, a spreadsheet, a BG Stats play) of the open
 * sheet, with the players' names from the roster as the sheet shows them. */

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
  g_autofree char *title = _tm_scores_dup_ledger_title (self->ledger);
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
    _tm_scores_view_show_toast (self, error->message);
  else
    _tm_scores_view_show_toast (self, _("Exported"));
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
      _tm_scores_view_show_toast (self, error->message);
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
      _tm_scores_view_show_toast (self, error->message);
      return;
    }
  game = dup_game_name (self, self->ledger);
  operation = tm_scores_print_operation_new (named, game);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (gtk_widget_get_root (widget)), &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    _tm_scores_view_show_toast (self, error->message);
}

void
_tm_scores_view_class_init_export (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "scores.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "scores.export-pdf", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "scores.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "scores.export-bgstats", NULL, export_action);
}
