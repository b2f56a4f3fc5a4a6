/* tm-table-session-undo.c: recording events, taking them back and again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-table-session-private.h"

/* Writes the change just made, or takes it back if the file cannot be
 * written, so that what the session holds is what its file holds. */
static gboolean
commit (TmTableSession  *self,
        GArray          *saved_events,
        GArray          *saved_redo,
        GError         **error)
{
  gboolean could_undo = saved_events->len > 0;
  gboolean could_redo = saved_redo->len > 0;

  if (self->file != NULL && !tm_table_session_save (self, error))
    {
      g_array_set_size (self->events, 0);
      g_array_append_vals (self->events, saved_events->data, saved_events->len);
      g_array_set_size (self->redo, 0);
      g_array_append_vals (self->redo, saved_redo->data, saved_redo->len);
      _tm_table_session_replay (self, NULL, NULL);
      return FALSE;
    }
  _tm_table_session_changed (self, could_undo, could_redo);
  return TRUE;
}

static GArray *
copy_events (GArray *events)
{
  GArray *copy = g_array_sized_new (FALSE, TRUE, sizeof (TmTableEvent), events->len);

  g_array_append_vals (copy, events->data, events->len);
  return copy;
}

/**
 * tm_table_session_record:
 * @self: a #TmTableSession
 * @event: what happened; its kind and card are copied, and a seat of
 *   %TM_TABLE_NOBODY is taken to be the player who has to act now
 * @error: return location for a #GError
 *
 * Records a public event at the table, after the rules have checked it,
 * and writes the session to its file.  Whatever had been taken back can
 * no longer be recorded again.  An event the rules refuse fails with
 * %TM_TABLE_ERROR_EVENT, saying why and naming the rules section (and
 * ruling); a file that cannot be written fails with its %G_IO_ERROR, and
 * the event is then not kept.
 *
 * Returns: %TRUE if the event was recorded
 */
gboolean
tm_table_session_record (TmTableSession      *self,
                         const TmTableEvent  *event,
                         GError             **error)
{
  g_autoptr(GArray) saved_events = NULL;
  g_autoptr(GArray) saved_redo = NULL;
  TmTableEvent copy;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  copy = *event;
  copy.kind = g_intern_string (event->kind);
  copy.card = event->card != NULL ? g_intern_string (event->card) : NULL;
  copy.on = event->on != NULL ? g_intern_string (event->on) : NULL;

  if (self->table.phase == TM_TABLE_PHASE_GAME_OVER)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT, _("%s: the game is over"),
                   copy.kind);
      return FALSE;
    }
  if (!_tm_table_session_step (self, &copy, error))
    {
      _tm_table_session_replay (self, NULL, NULL);   /* a refused step leaves nothing behind */
      return FALSE;
    }

  saved_events = copy_events (self->events);
  saved_redo = copy_events (self->redo);
  g_array_append_val (self->events, copy);
  g_array_set_size (self->redo, 0);
  return commit (self, saved_events, saved_redo, error);
}

/**
 * tm_table_session_undo:
 * @self: a #TmTableSession
 * @error: return location for a #GError
 *
 * Takes back the last event, keeping it to be recorded again with
 * tm_table_session_redo(), and writes the session to its file.
 *
 * Returns: %TRUE on success; %FALSE with %TM_TABLE_ERROR_NOTHING when no
 *   event is left, or a %G_IO_ERROR when the file cannot be written
 */
gboolean
tm_table_session_undo (TmTableSession  *self,
                       GError         **error)
{
  g_autoptr(GArray) saved_events = NULL;
  g_autoptr(GArray) saved_redo = NULL;
  TmTableEvent last;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);

  if (self->events->len == 0)
    {
      g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_NOTHING,
                           _("there is nothing to undo"));
      return FALSE;
    }

  saved_events = copy_events (self->events);
  saved_redo = copy_events (self->redo);
  last = g_array_index (self->events, TmTableEvent, self->events->len - 1);
  g_array_set_size (self->events, self->events->len - 1);
  g_array_append_val (self->redo, last);
  _tm_table_session_replay (self, NULL, NULL);
  return commit (self, saved_events, saved_redo, error);
}

/**
 * tm_table_session_redo:
 * @self: a #TmTableSession
 * @error: return location for a #GError
 *
 * Records again the last event taken back, and writes the session to its
 * file.
 *
 * Returns: %TRUE on success; %FALSE with %TM_TABLE_ERROR_NOTHING when
 *   nothing was taken back, or a %G_IO_ERROR when the file cannot be
 *   written
 */
gboolean
tm_table_session_redo (TmTableSession  *self,
                       GError         **error)
{
  g_autoptr(GArray) saved_events = NULL;
  g_autoptr(GArray) saved_redo = NULL;
  TmTableEvent next;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);

  if (self->redo->len == 0)
    {
      g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_NOTHING,
                           _("there is nothing to redo"));
      return FALSE;
    }

  saved_events = copy_events (self->events);
  saved_redo = copy_events (self->redo);
  next = g_array_index (self->redo, TmTableEvent, self->redo->len - 1);
  if (!_tm_table_session_step (self, &next, error))
    {
      _tm_table_session_replay (self, NULL, NULL);
      return FALSE;
    }
  g_array_set_size (self->redo, self->redo->len - 1);
  g_array_append_val (self->events, next);
  return commit (self, saved_events, saved_redo, error);
}
