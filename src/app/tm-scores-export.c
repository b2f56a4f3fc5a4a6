/* tm-scores-export.c: printing and exporting a score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-file-write.h"
#include "tm-scores-export.h"
#include "tm-scores-names.h"
#include "tm-scores-print.h"

/* Print… and Export (a PDF, a spreadsheet, a BG Stats play) of a sheet,
 * with the players' names from the roster as the sheet shows them.  What
 * to do with the results (a toast, an error) is the caller's. */

/* The game's name; any other game is named by the sheet's title. */
static char *
dup_game_name (TmLedger    *ledger,
               TmCatalogue *catalogue)
{
  TmGame *game = tm_catalogue_lookup_game (catalogue, tm_ledger_get_game_id (ledger));
  const char *title = tm_ledger_get_title (ledger);

  if (game != NULL)
    return g_strdup (tm_game_get_name (game));
  if (title != NULL && title[0] != '\0')
    return g_strdup (title);
  return g_strdup (_("Other Game"));
}

static char *
dup_file_name (TmLedger    *ledger,
               TmCatalogue *catalogue,
               const char  *extension)
{
  g_autofree char *title = tm_scores_dup_ledger_title (ledger);
  g_autofree char *game = dup_game_name (ledger, catalogue);
  g_autofree char *name = NULL;

  if (g_str_equal (game, title))
    name = g_strdup_printf ("%s.%s", title, extension);
  else
    name = g_strdup_printf ("%s %s.%s", game, title, extension);

  g_strdelimit (name, "/\\:", '-');
  return g_steal_pointer (&name);
}

/**
 * tm_scores_export_dialog_new:
 * @ledger: a score sheet
 * @catalogue: the catalogue, for the game's name
 * @kind: what to write
 *
 * Creates the dialog that asks where to save an export of @ledger, with
 * the file's type and a name from the game and the sheet's title.
 *
 * Returns: (transfer full): the dialog, to open with gtk_file_dialog_save()
 */
GtkFileDialog *
tm_scores_export_dialog_new (TmLedger       *ledger,
                             TmCatalogue    *catalogue,
                             TmScoresExport  kind)
{
  static const char * const extensions[] = { "csv", "pdf", "json" };
  static const char * const types[] = { "text/csv", "application/pdf", "application/json" };
  GtkFileDialog *dialog;
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autoptr(GListStore) filters = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (kind <= TM_SCORES_EXPORT_BGSTATS, NULL);

  dialog = gtk_file_dialog_new ();
  filter = gtk_file_filter_new ();
  filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  name = dup_file_name (ledger, catalogue, extensions[kind]);
  gtk_file_filter_add_mime_type (filter, types[kind]);
  gtk_file_filter_set_name (filter, kind == TM_SCORES_EXPORT_CSV ? _("Spreadsheet (CSV)")
                                    : kind == TM_SCORES_EXPORT_PDF ? _("PDF document")
                                    : _("BG Stats play (JSON)"));
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_initial_name (dialog, name);
  gtk_file_dialog_set_title (dialog, _("Export Score Sheet"));
  return dialog;
}

/**
 * tm_scores_export_print_operation_new:
 * @ledger: a score sheet
 * @catalogue: the catalogue, for the game's name
 * @error: return location for a #GError
 *
 * Creates the operation that prints @ledger, as it stands now and with
 * the roster's names.
 *
 * Returns: (transfer full) (nullable): the operation, or %NULL with
 *   @error set
 */
GtkPrintOperation *
tm_scores_export_print_operation_new (TmLedger     *ledger,
                                      TmCatalogue  *catalogue,
                                      GError      **error)
{
  g_autoptr(TmLedger) named = NULL;
  g_autofree char *game = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);

  named = tm_scores_dup_named_copy (ledger, error);
  if (named == NULL)
    return NULL;
  game = dup_game_name (ledger, catalogue);
  return tm_scores_print_operation_new (named, game);
}

/**
 * tm_scores_export_pdf:
 * @ledger: a score sheet
 * @catalogue: the catalogue, for the game's name
 * @file: the PDF file to write
 * @error: return location for a #GError
 *
 * Writes a score sheet as a printable PDF, on the main thread.
 *
 * Returns: %TRUE if the file was written
 */
gboolean
tm_scores_export_pdf (TmLedger     *ledger,
                      TmCatalogue  *catalogue,
                      GFile        *file,
                      GError      **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  operation = tm_scores_export_print_operation_new (ledger, catalogue, error);
  if (operation == NULL)
    return FALSE;
  path = g_file_get_path (file);
  gtk_print_operation_set_export_filename (operation, path);
  return gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                  error) != GTK_PRINT_OPERATION_RESULT_ERROR;
}

/* Writes the task's bytes to its file, whole or not at all: an export
 * over an earlier one that fails part-way, on a full disk, keeps it. */
static void
export_write_thread (GTask        *task,
                     gpointer      source,
                     gpointer      data,
                     GCancellable *cancellable)
{
  GFile *file = g_object_get_data (G_OBJECT (task), "file");
  GError *error = NULL;

  if (tm_file_write (file, data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
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
 * tm_scores_export_file_async:
 * @ledger: a score sheet
 * @catalogue: the catalogue, for the game's name
 * @kind: what to write
 * @file: the file chosen to write
 * @callback: called when the file is written
 * @user_data: data for @callback
 *
 * Writes a score sheet to @file as the export dialog does once a file is
 * chosen: CSV and BG Stats contents are made at once and written in the
 * background; the PDF is drawn and written in a thread, from a copy of
 * the sheet (see docs/performance-ledger.md for why).
 */
void
tm_scores_export_file_async (TmLedger            *ledger,
                             TmCatalogue         *catalogue,
                             TmScoresExport       kind,
                             GFile               *file,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TmLedger) named = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TM_IS_LEDGER (ledger));
  g_return_if_fail (TM_IS_CATALOGUE (catalogue));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, NULL, callback, user_data);
  g_task_set_source_tag (task, tm_scores_export_file_async);

  /* Players go by the roster's names now, as on the sheet. */
  named = tm_scores_dup_named_copy (ledger, &error);
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
        g_autofree char *game = dup_game_name (ledger, catalogue);

        /* Drawn in a thread, on the copy, which is the thread's own */
        tm_scores_print_pdf_async (g_steal_pointer (&named), game, file, NULL,
                                   pdf_written_cb, g_steal_pointer (&task));
      }
      return;
    }

  g_object_set_data_full (G_OBJECT (task), "file", g_object_ref (file), g_object_unref);
  g_task_set_task_data (task, g_steal_pointer (&bytes), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, export_write_thread);
}

/**
 * tm_scores_export_file_finish:
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_scores_export_file_async().
 *
 * Returns: %TRUE if the file was written
 */
gboolean
tm_scores_export_file_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tm_scores_export_file_async,
                        FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
