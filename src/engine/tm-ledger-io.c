/* tm-ledger-io.c: keeping ledgers safely on disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save never leaves a broken file behind (_tm_file_write_atomic() in
 * tm-file-private.c): whatever moment the program is killed at, the file
 * holds either the old version or the new one, and the old version is
 * kept whole as FILE.bak.
 *
 * A file that cannot be read (damaged, or from a newer Tablemate) is
 * never written over: loading fails with an error that says so, and a
 * ledger only saves over a file it was read from or saved to itself.
 */

#include "config.h"

#include "tm-file-private.h"
#include "tm-ledger-private.h"

/**
 * tm_ledger_get_default_dir:
 *
 * Gets the folder where the app keeps score sheets:
 * `tablemate/ledgers` in the user's data directory
 * (g_get_user_data_dir()).
 *
 * Returns: (transfer full): the folder
 */
GFile *
tm_ledger_get_default_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tablemate", "ledgers", NULL);
}

static void
add_backup_hint (GFile   *file,
                 GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = NULL;

  if (path == NULL || error == NULL || *error == NULL)
    return;

  backup = g_strconcat (path, ".bak", NULL);
  if (g_file_test (backup, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *message = g_strdup_printf ("%s. The version before the last save is "
                                                  "kept in %s.", (*error)->message, backup);

      g_free ((*error)->message);
      (*error)->message = g_steal_pointer (&message);
    }
}

static TmLedgerDoc *
read_and_parse (GFile         *file,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  TmLedgerDoc *root;

  bytes = _tm_file_load_bytes (file, cancellable, error);
  if (bytes == NULL)
    return NULL;

  root = _tm_ledger_doc_parse (bytes, name, error);
  if (root == NULL)
    add_backup_hint (file, error);
  else
    _tm_file_remove_leftovers (file);

  return root;
}

static TmLedger *
finish_load (TmCatalogue  *catalogue,
             GFile        *file,
             TmLedgerDoc  *root,
             GError      **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  TmLedger *self;

  self = _tm_ledger_new_from_doc (catalogue, root, name, error);
  if (self == NULL)
    {
      add_backup_hint (file, error);
      return NULL;
    }

  _tm_ledger_set_file (self, file);
  _tm_ledger_set_saved_serial (self, self->serial);
  return self;
}

/**
 * tm_ledger_load:
 * @catalogue: the catalogue
 * @file: a ledger file
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads a ledger from @file, which becomes its [property@Tm.Ledger:file].
 * Blocks; the app uses tm_ledger_load_async().  A file that cannot be read
 * fails with an error in %TM_LEDGER_ERROR (or %G_IO_ERROR) saying what is
 * wrong, and is left untouched.
 *
 * Returns: (transfer full) (nullable): the ledger, or %NULL with @error set
 */
TmLedger *
tm_ledger_load (TmCatalogue   *catalogue,
                GFile         *file,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(TmLedgerDoc) root = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = read_and_parse (file, cancellable, error);
  if (root == NULL)
    return NULL;

  return finish_load (catalogue, file, root, error);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  TmLedgerDoc *root = read_and_parse (task_data, cancellable, &error);

  if (root == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  /* Reading the breakdowns and freeing json-glib's tree of the file are
   * a third of opening a long sheet: done here, off the main loop. */
  _tm_ledger_stats_read_doc_breakdowns (root);
  g_task_return_pointer (task, root, (GDestroyNotify) _tm_ledger_doc_free);
}

static void
load_parsed_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(TmLedgerDoc) root = NULL;
  GError *error = NULL;
  TmLedger *self;

  root = g_task_propagate_pointer (G_TASK (result), &error);
  if (root == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  self = finish_load (g_task_get_source_object (task), g_task_get_task_data (task), root, &error);
  if (self == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, self, g_object_unref);
}

/**
 * tm_ledger_load_async:
 * @catalogue: the catalogue
 * @file: a ledger file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the ledger is read
 * @user_data: data for @callback
 *
 * Reads a ledger without blocking: the file is read and parsed in a
 * thread, and the ledger is built in the calling thread's main context.
 * See tm_ledger_load().
 */
void
tm_ledger_load_async (TmCatalogue         *catalogue,
                      GFile               *file,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) parse = NULL;

  g_return_if_fail (TM_IS_CATALOGUE (catalogue));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (catalogue, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_ledger_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);

  parse = g_task_new (NULL, cancellable, load_parsed_cb, g_steal_pointer (&task));
  g_task_set_task_data (parse, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (parse, load_thread);
}

/**
 * tm_ledger_load_finish:
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_ledger_load_async().
 *
 * Returns: (transfer full) (nullable): the ledger, or %NULL with @error set
 */
TmLedger *
tm_ledger_load_finish (GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tm_ledger_load_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* A save, taken from the ledger at once: the sheet's facts and its
 * header, whose hands save_now() writes out, in a thread for
 * tm_ledger_save_async(). */
typedef struct
{
  GFile       *file;
  TmLedgerDoc *doc;
  GString     *head;
  guint64      serial;
  gboolean     file_known;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->file);
  g_clear_pointer (&save->doc, _tm_ledger_doc_free);
  if (save->head != NULL)
    g_string_free (save->head, TRUE);
  g_free (save);
}

static gboolean
save_now (SaveData      *save,
          GCancellable  *cancellable,
          GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;

  if (!save->file_known && g_file_query_exists (save->file, cancellable))
    {
      g_autofree char *name = g_file_get_parse_name (save->file);

      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_EXISTS,
                   "%s already exists and is not this score sheet; it is left as it is", name);
      return FALSE;
    }

  _tm_ledger_doc_write_hands (save->doc, save->head);
  bytes = g_string_free_to_bytes (g_steal_pointer (&save->head));
  return _tm_file_write_atomic (save->file, bytes, TM_FILE_WRITE_KEEP_BACKUP,
                                cancellable, error);
}

static SaveData *
prepare_save (TmLedger  *self,
              GError   **error)
{
  SaveData *save;

  if (tm_ledger_get_file (self) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   "The score sheet has no file to be saved to");
      return NULL;
    }

  save = g_new0 (SaveData, 1);
  save->file = g_object_ref (tm_ledger_get_file (self));
  save->doc = _tm_ledger_dup_doc (self);
  save->head = _tm_ledger_doc_write_head (save->doc, TM_LEDGER_FORMAT_VERSION);
  save->serial = self->serial;
  save->file_known = self->file_known;
  return save;
}

/**
 * tm_ledger_save:
 * @self: a #TmLedger
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Saves the ledger to its [property@Tm.Ledger:file] at once, atomically,
 * keeping the previous version as FILE.bak.  Blocks; the app uses
 * tm_ledger_save_async() or [property@Tm.Ledger:autosave].  Fails with
 * %TM_LEDGER_ERROR_EXISTS rather than replace a file the ledger was not
 * read from, and with a %G_IO_ERROR when the disk refuses.
 *
 * Returns: %TRUE if the ledger was saved
 */
gboolean
tm_ledger_save (TmLedger      *self,
                GCancellable  *cancellable,
                GError       **error)
{
  SaveData *save;
  gboolean ok;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  save = prepare_save (self, error);
  if (save == NULL)
    return FALSE;

  ok = save_now (save, cancellable, error);
  if (ok)
    _tm_ledger_set_saved_serial (self, save->serial);

  save_data_free (save);
  return ok;
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;

  if (save_now (task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TmLedger *self = g_task_get_source_object (task);
  SaveData *save = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      _tm_ledger_set_saved_serial (self, save->serial);
      g_task_return_boolean (task, TRUE);
    }
  else
    g_task_return_error (task, error);
}

/**
 * tm_ledger_save_async:
 * @self: a #TmLedger
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the save is done
 * @user_data: data for @callback
 *
 * Saves the ledger as tm_ledger_save() does, without blocking: the
 * contents are taken at once, and written in a thread.  Start the next
 * save only once this one is done ([property@Tm.Ledger:autosave] does so).
 */
void
tm_ledger_save_async (TmLedger            *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) write = NULL;
  GError *error = NULL;
  SaveData *save;

  g_return_if_fail (TM_IS_LEDGER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_ledger_save_async);

  save = prepare_save (self, &error);
  if (save == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  write = g_task_new (NULL, cancellable, saved_cb, g_steal_pointer (&task));
  g_task_set_task_data (write, save, save_data_free);
  g_task_run_in_thread (write, save_thread);
}

/**
 * tm_ledger_save_finish:
 * @self: a #TmLedger
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_ledger_save_async().
 *
 * Returns: %TRUE if the ledger was saved
 */
gboolean
tm_ledger_save_finish (TmLedger      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
autosaved_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  TmLedger *self = TM_LEDGER (object);
  g_autoptr(GError) error = NULL;

  if (!tm_ledger_save_finish (self, result, &error))
    {
      g_debug ("Saving a score sheet failed: %s", error->message);
      _tm_ledger_emit_save_failed (self, error);
    }

  if (self->save_pending && tm_ledger_get_unsaved (self) && self->file != NULL)
    tm_ledger_save_async (self, NULL, autosaved_cb, NULL);
  else
    _tm_ledger_set_saving (self, FALSE);
  self->save_pending = FALSE;
}

/* Saves in the background, or once the save under way is done. */
static void
save_in_background (TmLedger *self)
{
  if (self->saving)
    {
      self->save_pending = TRUE;
      return;
    }

  _tm_ledger_set_saving (self, TRUE);
  tm_ledger_save_async (self, NULL, autosaved_cb, NULL);
}

static void
changed_cb (TmLedger *self,
            gpointer  user_data)
{
  if (self->autosave && self->file != NULL)
    save_in_background (self);
}

/* ------------------------------------------------------------------------
 * The file and saving after every change
 */

/**
 * tm_ledger_get_file:
 * @self: a #TmLedger
 *
 * Gets the file the ledger is kept in.
 *
 * Returns: (transfer none) (nullable): the file
 */
GFile *
tm_ledger_get_file (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->file;
}

/**
 * tm_ledger_set_file:
 * @self: a #TmLedger
 * @file: (nullable): the file to keep the ledger in
 *
 * Sets the file the ledger is saved to.  Saving refuses to replace an
 * existing file that the ledger was not read from.
 */
void
tm_ledger_set_file (TmLedger *self,
                    GFile    *file)
{
  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  _tm_ledger_set_file (self, file);
}

/**
 * tm_ledger_get_autosave:
 * @self: a #TmLedger
 *
 * Whether every change is saved at once.
 *
 * Returns: %TRUE if autosave is on
 */
gboolean
tm_ledger_get_autosave (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->autosave;
}

/**
 * tm_ledger_set_autosave:
 * @self: a #TmLedger
 * @autosave: whether to save every change at once
 *
 * Turns saving after every change on or off.  Saves run in the
 * background (tm_ledger_save_async()); turning it on saves any unsaved
 * changes.
 */
void
tm_ledger_set_autosave (TmLedger *self,
                        gboolean  autosave)
{
  g_return_if_fail (TM_IS_LEDGER (self));

  autosave = !!autosave;
  if (self->autosave == autosave)
    return;

  _tm_ledger_set_autosave (self, autosave);
  if (autosave && self->autosave_id == 0)
    self->autosave_id = g_signal_connect (self, "changed", G_CALLBACK (changed_cb), NULL);

  if (autosave && self->file != NULL && tm_ledger_get_unsaved (self))
    save_in_background (self);
}

/**
 * tm_ledger_get_saving:
 * @self: a #TmLedger
 *
 * Whether a save is under way.
 *
 * Returns: %TRUE while saving
 */
gboolean
tm_ledger_get_saving (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->saving;
}

/**
 * tm_ledger_get_unsaved:
 * @self: a #TmLedger
 *
 * Whether some change has not been written to the file yet.
 *
 * Returns: %TRUE if there are unsaved changes
 */
gboolean
tm_ledger_get_unsaved (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->serial != self->saved_serial;
}
