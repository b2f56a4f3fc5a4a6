/* tm-table-session-io.c: a table session's file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-file-private.h"
#include "tm-json-private.h"

#include "tm-table-session-private.h"

#define FORMAT_VERSION 1

static JsonObject *
event_to_json (TmTableSession     *self,
               const TmTableEvent *event)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "event", event->kind);
  if (event->seat >= 0)
    json_object_set_int_member (o, "seat", event->seat);
  if (event->target >= 0)
    json_object_set_int_member (o, "target", event->target);
  if (event->card != NULL)
    json_object_set_string_member (o, "card", event->card);
  if (event->on != NULL)
    json_object_set_string_member (o, "on", event->on);
  if (event->has_number)
    json_object_set_int_member (o, "number", event->number);
  if (event->right)
    json_object_set_boolean_member (o, "right", TRUE);
  if (g_str_equal (event->kind, "score"))
    {
      JsonArray *points = json_array_new ();

      for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
        json_array_add_int_element (points, event->points[p]);
      json_object_set_array_member (o, "points", points);
    }
  return o;
}

static gboolean
event_from_json (TmTableSession  *self,
                 JsonNode        *node,
                 TmTableEvent    *event,
                 GError         **error)
{
  static const char *fields[] = { "event", "seat", "target", "card", "on", "number", "right",
                                  "points", NULL };
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;
  JsonObject *o;
  guint n_seats = _tm_table_session_n_seats (self);
  gint64 number;

  memset (event, 0, sizeof *event);
  event->seat = TM_TABLE_NOBODY;
  event->target = TM_TABLE_NOBODY;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("must be an object")), FALSE;
  o = json_node_get_object (node);
  json_object_iter_init (&iter, o);
  while (json_object_iter_next (&iter, &member, &value))
    if (!g_strv_contains (fields, member))
      return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                          _("field “%s”: not a field of an event"), member), FALSE;

  if (tm_json_member_string (o, "event") == NULL)
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("field “event”: a string is required")), FALSE;
  event->kind = g_intern_string (tm_json_member_string (o, "event"));

  if (json_object_has_member (o, "seat"))
    {
      if (!tm_json_member_int (o, "seat", &number) || number < 0 || number >= n_seats)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “seat”: a seat is required")), FALSE;
      event->seat = number;
    }
  if (json_object_has_member (o, "target"))
    {
      if (!tm_json_member_int (o, "target", &number) || number < 0 || number >= n_seats)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “target”: a seat is required")), FALSE;
      event->target = number;
    }
  if (json_object_has_member (o, "card"))
    {
      if (tm_json_member_string (o, "card") == NULL)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “card”: a card id is required")), FALSE;
      event->card = g_intern_string (tm_json_member_string (o, "card"));
    }
  if (json_object_has_member (o, "on"))
    {
      if (tm_json_member_string (o, "on") == NULL)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “on”: a card id is required")), FALSE;
      event->on = g_intern_string (tm_json_member_string (o, "on"));
    }
  if (json_object_has_member (o, "number"))
    {
      if (!tm_json_member_int (o, "number", &number) || ABS (number) > 100000)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “number”: a whole number is required")), FALSE;
      event->number = number;
      event->has_number = TRUE;
    }
  if (json_object_has_member (o, "right") && !tm_json_member_boolean (o, "right", &event->right))
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("field “right”: true or false is required")), FALSE;
  if (json_object_has_member (o, "points"))
    {
      JsonArray *points = tm_json_member_array (o, "points");

      if (points == NULL || json_array_get_length (points) != _tm_table_session_n_seats (self))
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “points”: a number per seat is required")), FALSE;
      for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
        {
          JsonNode *element = json_array_get_element (points, p);

          if (!JSON_NODE_HOLDS_VALUE (element) ||
              json_node_get_value_type (element) != G_TYPE_INT64 ||
              ABS (json_node_get_int (element)) > 1000000)
            return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                        _("field “points”: a number per seat is required")),
                   FALSE;
          event->points[p] = json_node_get_int (element);
        }
    }
  else if (g_str_equal (event->kind, "score"))
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("field “points”: a score needs a number per seat")), FALSE;
  return TRUE;
}

/**
 * tm_table_session_to_bytes:
 * @self: a #TmTableSession
 *
 * Writes the session in its file format (docs/table-format.md): the
 * game, players, options, first dealer, the events and those taken back.
 *
 * Returns: (transfer full): the file's contents
 */
GBytes *
tm_table_session_to_bytes (TmTableSession *self)
{
  g_autoptr(JsonObject) o = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonArray *players = json_array_new ();
  GArray *lists[] = { self->events, self->redo };
  const char *names[] = { "events", "redo" };
  char *text;
  gsize len;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);

  json_object_set_int_member (o, "version", FORMAT_VERSION);
  json_object_set_string_member (o, "game", tm_game_get_id (self->game));
  for (guint p = 0; self->names[p]; p++)
    json_array_add_string_element (players, self->names[p]);
  json_object_set_array_member (o, "players", players);
  json_object_set_object_member (o, "options", tm_game_options_to_json (self->game,
                                                                        self->options));
  if (self->first_dealer >= 0)
    json_object_set_int_member (o, "dealer", self->first_dealer);
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      JsonArray *array = json_array_new ();

      for (guint i = 0; i < lists[l]->len; i++)
        json_array_add_object_element (array,
                                       event_to_json (self, &g_array_index (lists[l],
                                                                            TmTableEvent, i)));
      json_object_set_array_member (o, names[l], array);
    }

  json_node_set_object (root, o);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &len);
  return g_bytes_new_take (text, len);
}

static gboolean
session_error (GError     **error,
               const char  *name,
               const char  *format,
               ...) G_GNUC_PRINTF (3, 4);

static gboolean
session_error (GError     **error,
               const char  *name,
               const char  *format,
               ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
               _("%s: %s; the file is kept as it is"), name, message);
  return FALSE;
}

/**
 * tm_table_session_new_from_file:
 * @catalogue: the catalogue
 * @file: a session file
 * @error: return location for a #GError
 *
 * Picks up a session where it was left, with @file as its file.  Every
 * event is checked again by the game's rules.  A file that is not a
 * session, comes from a newer Tablemate (%TM_TABLE_ERROR_VERSION) or
 * holds an event the rules refuse is refused with a message naming the
 * file and what is wrong, and is not touched.
 *
 * Returns: (transfer full) (nullable): the session, or %NULL with @error
 *   set
 */
TmTableSession *
tm_table_session_new_from_file (TmCatalogue  *catalogue,
                                GFile        *file,
                                GError      **error)
{
  g_autoptr(TmTableSession) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GVariant) options = NULL;
  g_auto(GStrv) players = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  JsonObject *root, *options_object;
  JsonArray *array;
  const char *game_id;
  gint64 version = 0, dealer = -1;
  gsize len;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  if (!g_file_load_contents (file, NULL, &contents, &len, NULL, error))
    return NULL;

  if (!(root_node = tm_json_parse (contents, len, &local_error)))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PARSE,
                   _("%s: not a table session (%s); the file is kept as it is"), name,
                   local_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return session_error (error, name, _("the top level must be an object")), NULL;
  root = json_node_get_object (root_node);

  if (!tm_json_member_int (root, "version", &version))
    return session_error (error, name, _("field “version” is missing")), NULL;
  if (version != FORMAT_VERSION)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_VERSION,
                   _("%s: version %" G_GINT64_FORMAT " of the table session format is not "
                     "understood; the file may come from a newer Tablemate and is kept as "
                     "it is"), name, version);
      return NULL;
    }

  if ((game_id = tm_json_member_string (root, "game")) == NULL)
    return session_error (error, name, _("field “game”: a game id is required")), NULL;
  if ((array = tm_json_member_array (root, "players")) == NULL)
    return session_error (error, name, _("field “players”: a list of names is required")), NULL;
  for (guint p = 0; p < json_array_get_length (array); p++)
    {
      JsonNode *node = json_array_get_element (array, p);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return session_error (error, name, _("field “players”: player %u has no name"),
                              p + 1), NULL;
      g_strv_builder_add (builder, json_node_get_string (node));
    }
  players = g_strv_builder_end (builder);

  if ((options_object = tm_json_member_object (root, "options")) == NULL)
    return session_error (error, name, _("field “options”: an object is required")), NULL;
  if (json_object_has_member (root, "dealer") && !tm_json_member_int (root, "dealer", &dealer))
    return session_error (error, name, _("field “dealer”: a seat is required")), NULL;

  {
    TmGame *game = tm_catalogue_get_game (catalogue, game_id, &local_error);

    if (game == NULL ||
        (options = tm_game_parse_options (game, options_object, &local_error)) == NULL ||
        (self = _tm_table_session_new (catalogue, game_id, (const char * const *) players, options,
                             (int) dealer, &local_error)) == NULL)
      return session_error (error, name, "%s", local_error->message), NULL;
  }

  {
    const char *lists[] = { "events", "redo" };
    GArray *into[] = { self->events, self->redo };

    for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
      {
        if ((array = tm_json_member_array (root, lists[l])) == NULL)
          return session_error (error, name, _("field “%s”: a list of events is required"),
                                lists[l]), NULL;
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            TmTableEvent event;

            if (!event_from_json (self, json_array_get_element (array, i), &event,
                                  &local_error))
              return session_error (error, name, _("%s %u: %s"), lists[l], i + 1,
                                    local_error->message), NULL;
            g_array_append_val (into[l], event);
          }
      }
  }

  {
    guint failed = 0;

    if (!_tm_table_session_replay (self, &failed, &local_error))
      return session_error (error, name, _("event %u: %s"), failed + 1,
                            local_error->message), NULL;
  }

  self->file = g_object_ref (file);
  return g_steal_pointer (&self);
}

/**
 * tm_table_session_get_file:
 * @self: a #TmTableSession
 *
 * Gets the file the session is written to after every change.
 *
 * Returns: (transfer none) (nullable): the file
 */
GFile *
tm_table_session_get_file (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->file;
}

/**
 * tm_table_session_set_file:
 * @self: a #TmTableSession
 * @file: (nullable): where to keep the session, or %NULL for nowhere
 *
 * Sets the file the session is written to after every change.  Nothing
 * is written until the next change or tm_table_session_save().
 */
void
tm_table_session_set_file (TmTableSession *self,
                           GFile          *file)
{
  g_return_if_fail (TM_IS_TABLE_SESSION (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->file, file);
}

/**
 * tm_table_session_save:
 * @self: a #TmTableSession
 * @error: return location for a #GError
 *
 * Writes the session to its file, atomically: the old contents stay
 * whole until the new ones are safely on disk.
 *
 * Returns: %TRUE on success, or %FALSE with @error set (a %G_IO_ERROR)
 */
gboolean
tm_table_session_save (TmTableSession  *self,
                       GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (self->file != NULL, FALSE);

  bytes = tm_table_session_to_bytes (self);
  return _tm_file_write_atomic (self->file, bytes, TM_FILE_WRITE_NONE, NULL, error);
}

/**
 * tm_table_session_save_async:
 * @self: a #TmTableSession
 * @file: where to write
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the session is written
 * @user_data: data for @callback
 *
 * Writes the session as it is now to @file, atomically, on a thread, for
 * a caller that must not block (the app): keep the session without a
 * file of its own, and call this after every change, one write after the
 * other.
 */
void
tm_table_session_save_async (TmTableSession      *self,
                             GFile               *file,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (TM_IS_TABLE_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_table_session_save_async);
  bytes = tm_table_session_to_bytes (self);
  _tm_file_write_in_thread (task, file, bytes, TM_FILE_WRITE_NONE);
}

/**
 * tm_table_session_save_finish:
 * @self: a #TmTableSession
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes writing the session.
 *
 * Returns: %TRUE on success, or %FALSE with @error set (a %G_IO_ERROR)
 */
gboolean
tm_table_session_save_finish (TmTableSession  *self,
                              GAsyncResult    *result,
                              GError         **error)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
