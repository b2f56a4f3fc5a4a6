/* tm-table-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-table-file.h"

/* A game at the table is written after every change
 * (tm_table_session_save_async) beside its score sheet, as SHEET.table.
 * One save runs at a time, so that the newest is written last; a file
 * to delete (a game that is over, or that nobody follows any more) is
 * deleted once no save of it is under way.  A save that fails emits
 * ::failed with the reason. */

#define SESSION_SUFFIX ".table"

struct _TmTableFile
{
  GObject         parent_instance;

  GCancellable   *cancellable;
  TmTableSession *session;         /* the newest asked for */
  GFile          *file;
  gboolean        saving;          /* a save is under way */
  gboolean        save_again;      /* changed since it began */
  GFile          *delete_after;    /* to delete once they are done */
};

G_DEFINE_FINAL_TYPE (TmTableFile, tm_table_file, G_TYPE_OBJECT)

enum {
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * tm_table_file_for_sheet:
 * @sheet: (nullable): a score sheet's file
 *
 * Gets the file a sheet's game at the table is kept in: SHEET.table
 * beside SHEET.json.
 *
 * Returns: (transfer full) (nullable): the file, or %NULL without a sheet
 */
GFile *
tm_table_file_for_sheet (GFile *sheet)
{
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFile) dir = NULL;

  if (sheet == NULL)
    return NULL;
  base = g_file_get_basename (sheet);
  if (g_str_has_suffix (base, ".json"))
    base[strlen (base) - strlen (".json")] = '\0';
  name = g_strconcat (base, SESSION_SUFFIX, NULL);
  dir = g_file_get_parent (sheet);
  return g_file_get_child (dir, name);
}

static void
deleted_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_delete_finish (G_FILE (object), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("Could not delete the table's record: %s", error->message);
}

static void save (TmTableFile *self);

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(TmTableFile) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_table_session_save_finish (TM_TABLE_SESSION (object), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_signal_emit (self, signals[FAILED], 0, error->message);

  g_assert (self->saving);
  self->saving = FALSE;
  if (self->save_again)
    {
      /* One save at a time, so that the newest is written last. */
      self->save_again = FALSE;
      save (self);
    }
  else if (self->delete_after != NULL)
    {
      g_file_delete_async (self->delete_after, G_PRIORITY_DEFAULT, NULL, deleted_cb, NULL);
      g_clear_object (&self->delete_after);
    }
}

static void
save (TmTableFile *self)
{
  if (self->session == NULL || self->file == NULL)
    return;
  if (self->delete_after != NULL && g_file_equal (self->delete_after, self->file))
    g_clear_object (&self->delete_after);
  if (self->saving)
    {
      self->save_again = TRUE;
      return;
    }
  self->saving = TRUE;
  tm_table_session_save_async (self->session, self->file, self->cancellable, saved_cb,
                               g_object_ref (self));
}

/**
 * tm_table_file_save:
 * @self: a #TmTableFile
 * @session: (nullable): the game at the table
 * @file: (nullable): where it is kept
 *
 * Writes @session to @file, after any save under way.
 */
void
tm_table_file_save (TmTableFile    *self,
                    TmTableSession *session,
                    GFile          *file)
{
  g_return_if_fail (TM_IS_TABLE_FILE (self));

  g_set_object (&self->session, session);
  g_set_object (&self->file, file);
  save (self);
}

/**
 * tm_table_file_discard:
 * @self: a #TmTableFile
 * @file: (nullable): a game's file
 *
 * Deletes @file once no save of it is under way: a game that is over,
 * or that nobody follows any more, is not offered again.
 */
void
tm_table_file_discard (TmTableFile *self,
                       GFile       *file)
{
  g_return_if_fail (TM_IS_TABLE_FILE (self));

  if (file == NULL)
    return;
  if (self->saving)
    {
      g_set_object (&self->delete_after, file);
      self->save_again = FALSE;
    }
  else
    g_file_delete_async (file, G_PRIORITY_DEFAULT, NULL, deleted_cb, NULL);
}

/**
 * tm_table_file_cancel:
 * @self: a #TmTableFile
 *
 * Stops a save under way.
 */
void
tm_table_file_cancel (TmTableFile *self)
{
  g_return_if_fail (TM_IS_TABLE_FILE (self));
  g_cancellable_cancel (self->cancellable);
}

static void
tm_table_file_dispose (GObject *object)
{
  TmTableFile *self = (TmTableFile *)object;

  g_clear_object (&self->session);
  g_clear_object (&self->file);
  g_clear_object (&self->delete_after);

  G_OBJECT_CLASS (tm_table_file_parent_class)->dispose (object);
}

static void
tm_table_file_finalize (GObject *object)
{
  TmTableFile *self = (TmTableFile *)object;

  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (tm_table_file_parent_class)->finalize (object);
}

static void
tm_table_file_class_init (TmTableFileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_table_file_dispose;
  object_class->finalize = tm_table_file_finalize;

  /**
   * TmTableFile::failed:
   * @self: a #TmTableFile
   * @message: why the game could not be written
   *
   * Emitted when a save fails.
   */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tm_table_file_init (TmTableFile *self)
{
  self->cancellable = g_cancellable_new ();
}

/**
 * tm_table_file_new:
 *
 * Creates what writes the games at a table to their files.
 *
 * Returns: (transfer full): a new #TmTableFile
 */
TmTableFile *
tm_table_file_new (void)
{
  return g_object_new (TM_TYPE_TABLE_FILE, NULL);
}
