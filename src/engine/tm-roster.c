/* tm-roster.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-file-private.h"
#include "tm-json-private.h"
#include "tm-roster-private.h"

/**
 * TmRoster:
 *
 * The players a household plays with: one roster shared by every game, a
 * list model of [class@Tm.RosterPlayer].
 *
 * The roster file (`tablemate/roster.json` in the user's data folder, see
 * `docs/roster-format.md`) keeps only who the players are: an id, a name
 * and when they last played.  Their records (games played and won, and
 * the average total, per game) are never stored: tm_roster_refresh()
 * works them out again from the saved score sheets, so no edit of a
 * ledger can leave a stale record.
 *
 * When a refresh changes a player's records, the roster reports the
 * player's row as changed (#GListModel::items-changed, one removed and
 * one added at the same position), so views show the new numbers.
 *
 * A ledger's players point at the roster by id
 * (tm_ledger_player_get_roster_id()), so renaming a roster player renames
 * them wherever the roster is used to show a ledger
 * (tm_roster_get_display_name()); the ledger files keep the id.
 */

G_DEFINE_QUARK (tm-roster-error-quark, tm_roster_error)

/* ------------------------------------------------------------------------
 * TmRoster
 */

static void tm_roster_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmRoster, tm_roster, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tm_roster_list_model_init))

enum {
  PROP_0,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
tm_roster_get_item_type (GListModel *model)
{
  return TM_TYPE_ROSTER_PLAYER;
}

static guint
tm_roster_get_n_items (GListModel *model)
{
  return TM_ROSTER (model)->players->len;
}

static gpointer
tm_roster_get_item (GListModel *model,
                    guint       position)
{
  TmRoster *self = TM_ROSTER (model);

  if (position >= self->players->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->players, position));
}

static void
tm_roster_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tm_roster_get_item_type;
  iface->get_n_items = tm_roster_get_n_items;
  iface->get_item = tm_roster_get_item;
}

static void
tm_roster_dispose (GObject *object)
{
  TmRoster *self = (TmRoster *)object;

  g_ptr_array_set_size (self->players, 0);

  G_OBJECT_CLASS (tm_roster_parent_class)->dispose (object);
}

static void
tm_roster_finalize (GObject *object)
{
  TmRoster *self = (TmRoster *)object;

  g_clear_object (&self->file);
  g_clear_pointer (&self->players, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_roster_parent_class)->finalize (object);
}

static void
tm_roster_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TmRoster *self = TM_ROSTER (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_roster_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TmRoster *self = TM_ROSTER (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_set_object (&self->file, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_roster_constructed (GObject *object)
{
  TmRoster *self = (TmRoster *)object;

  G_OBJECT_CLASS (tm_roster_parent_class)->constructed (object);

  if (self->file == NULL)
    self->file = tm_roster_get_default_file ();
}

static void
tm_roster_class_init (TmRosterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_roster_dispose;
  object_class->finalize = tm_roster_finalize;
  object_class->get_property = tm_roster_get_property;
  object_class->set_property = tm_roster_set_property;
  object_class->constructed = tm_roster_constructed;

  /**
   * TmRoster:file:
   *
   * The roster file.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_roster_init (TmRoster *self)
{
  self->players = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * tm_roster_new:
 * @file: (nullable): the roster file, or %NULL for the default one
 *   (tm_roster_get_default_file())
 *
 * Creates an empty roster for @file.  Read the file with tm_roster_load()
 * or tm_roster_load_async() before changing and saving it.
 *
 * Returns: (transfer full): the roster
 */
TmRoster *
tm_roster_new (GFile *file)
{
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  return g_object_new (TM_TYPE_ROSTER, "file", file, NULL);
}

/**
 * tm_roster_get_default_file:
 *
 * Gets where the app keeps the roster: `tablemate/roster.json` in the
 * user's data folder (g_get_user_data_dir()).
 *
 * Returns: (transfer full): the file
 */
GFile *
tm_roster_get_default_file (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tablemate", "roster.json", NULL);
}

/**
 * tm_roster_get_file:
 * @self: a #TmRoster
 *
 * Gets the roster's file.
 *
 * Returns: (transfer none): the file
 */
GFile *
tm_roster_get_file (TmRoster *self)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  return self->file;
}

/* ------------------------------------------------------------------------
 * Reading and writing
 */

static GPtrArray *
parse_players (GBytes      *bytes,
               const char  *filename,
               GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) keys = g_hash_table_new (g_str_hash, g_str_equal);
  JsonObject *object;
  JsonArray *array;
  gint64 version;
  gsize len;
  gconstpointer data = g_bytes_get_data (bytes, &len);

  if ((root = tm_json_parse (data, len, &local_error)) == NULL)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_CORRUPT,
                   "%s is damaged (%s); it is left as it is, and the roster is not saved "
                   "until it is moved away", filename,
                   local_error->message);
      return NULL;
    }

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_CORRUPT,
                   "%s is not a Tablemate roster: the top level must be an object; "
                   "it is left as it is", filename);
      return NULL;
    }
  object = json_node_get_object (root);

  if (!tm_json_member_int (object, "version", &version) || version < 1)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                   "%s: field “version”: a format version (a number from 1) is required; "
                   "the file is left as it is", filename);
      return NULL;
    }
  if (version > TM_ROSTER_FORMAT_VERSION)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_VERSION,
                   "%s was written by a newer Tablemate (format version %" G_GINT64_FORMAT
                   "; this one reads up to %d); it is left as it is", filename, version,
                   TM_ROSTER_FORMAT_VERSION);
      return NULL;
    }

  array = tm_json_member_array (object, "players");
  if (array == NULL)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                   "%s: field “players”: a list is required; the file is left as it is",
                   filename);
      return NULL;
    }

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = entry != NULL ? tm_json_member_string (entry, "id") : NULL;
      const char *name = entry != NULL ? tm_json_member_string (entry, "name") : NULL;
      const char *used = entry != NULL ? tm_json_member_string (entry, "last_used") : NULL;
      g_autoptr(GDateTime) last_used = NULL;
      g_autofree char *stripped = name != NULL ? g_strstrip (g_strdup (name)) : NULL;
      TmRosterPlayer *player;
      gboolean new_id, new_name;

      if (id == NULL || id[0] == '\0' || stripped == NULL || stripped[0] == '\0')
        {
          g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                       "%s: player %u: fields “id” and “name” are required strings; "
                       "the file is left as it is", filename, i + 1);
          return NULL;
        }

      if (used != NULL && (last_used = g_date_time_new_from_iso8601 (used, NULL)) == NULL)
        {
          g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                       "%s: player %u: field “last_used”: must be an ISO 8601 time; "
                       "the file is left as it is", filename, i + 1);
          return NULL;
        }

      player = _tm_roster_player_new (id, name, last_used);
      g_ptr_array_add (players, player);

      new_id = g_hash_table_add (ids, player->id);
      new_name = g_hash_table_add (keys, player->key);
      if (!new_id || !new_name)
        {
          g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                       "%s: player %u (“%s”): another player has the same %s; "
                       "the file is left as it is", filename, i + 1, name,
                       new_name ? "id" : "name");
          return NULL;
        }
    }

  return g_steal_pointer (&players);
}

static void
take_players (TmRoster  *self,
              GPtrArray *players)
{
  guint removed = self->players->len;

  g_ptr_array_set_size (self->players, 0);
  g_ptr_array_extend_and_steal (self->players, players);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->players->len);
}

/**
 * tm_roster_load_bytes:
 * @self: a #TmRoster
 * @bytes: the contents of a roster file
 * @filename: the file's name, for error messages
 * @error: return location for a #GError in %TM_ROSTER_ERROR
 *
 * Replaces the roster's players with those of a roster file's contents.
 * On error the roster is left as it was.  Records are not read (they are
 * not stored): call tm_roster_refresh() after.
 *
 * Returns: %TRUE if the contents were read
 */
gboolean
tm_roster_load_bytes (TmRoster    *self,
                      GBytes      *bytes,
                      const char  *filename,
                      GError     **error)
{
  GPtrArray *players;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  players = parse_players (bytes, filename, error);
  if (players == NULL)
    return FALSE;

  take_players (self, players);
  return TRUE;
}

/* In a thread for the async variant: NULL with @error set, or the players
 * (an empty list when there is no file yet). */
static GPtrArray *
read_players (GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = g_file_get_parse_name (file);

  bytes = _tm_file_load_bytes (file, cancellable, &local_error);
  if (bytes == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_ptr_array_new_with_free_func (g_object_unref);

      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  return parse_players (bytes, name, error);
}

static gboolean
finish_load (TmRoster   *self,
             GPtrArray  *players,
             GError     *error,
             GError    **out_error)
{
  if (players == NULL)
    {
      /* A file that exists and cannot be read is never saved over; a
       * cancelled or failed read leaves the state as it was. */
      if (error->domain == TM_ROSTER_ERROR)
        self->file_state = FILE_PROTECTED;
      g_propagate_error (out_error, error);
      return FALSE;
    }

  self->file_state = FILE_READ;
  take_players (self, players);
  return TRUE;
}

/**
 * tm_roster_load:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads the roster's file, replacing its players.  A missing file is an
 * empty roster.  A damaged file fails with %TM_ROSTER_ERROR_CORRUPT (or
 * %TM_ROSTER_ERROR_INVALID), one from a newer Tablemate with
 * %TM_ROSTER_ERROR_VERSION; the file is then left as it is and
 * tm_roster_save() refuses to write over it.  Blocks; the app uses
 * tm_roster_load_async().
 *
 * Returns: %TRUE if the roster was read
 */
gboolean
tm_roster_load (TmRoster      *self,
                GCancellable  *cancellable,
                GError       **error)
{
  GError *local_error = NULL;
  GPtrArray *players;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  players = read_players (self->file, cancellable, &local_error);
  return finish_load (self, players, local_error, error);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *players = read_players (task_data, cancellable, &error);

  if (players == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, players, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * tm_roster_load_async:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the roster is read
 * @user_data: data for @callback
 *
 * Reads the roster's file in a thread, as tm_roster_load() does.  The
 * players are replaced when the callback runs.
 */
void
tm_roster_load_async (TmRoster            *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TM_IS_ROSTER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_roster_load_async);
  g_task_set_task_data (task, g_object_ref (self->file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

/**
 * tm_roster_load_finish:
 * @self: a #TmRoster
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_roster_load_async().
 *
 * Returns: %TRUE if the roster was read
 */
gboolean
tm_roster_load_finish (TmRoster      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  GError *local_error = NULL;
  GPtrArray *players;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  players = g_task_propagate_pointer (G_TASK (result), &local_error);
  return finish_load (self, players, local_error, error);
}

/**
 * tm_roster_to_bytes:
 * @self: a #TmRoster
 *
 * Writes the roster's file contents, as documented in
 * `docs/roster-format.md`: the players, without their records.
 *
 * Returns: (transfer full): the contents
 */
GBytes *
tm_roster_to_bytes (TmRoster *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  gsize len;
  char *text;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TM_ROSTER_FORMAT_VERSION);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, player->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      if (player->last_used != NULL)
        {
          g_autoptr(GDateTime) utc = g_date_time_to_utc (player->last_used);
          /* Four digits for every year: `%Y` drops a leading zero, and
           * ISO 8601 (the loader) wants it. */
          g_autofree char *when =
            g_strdup_printf ("%04d-%02d-%02dT%02d:%02d:%02dZ",
                             g_date_time_get_year (utc), g_date_time_get_month (utc),
                             g_date_time_get_day_of_month (utc), g_date_time_get_hour (utc),
                             g_date_time_get_minute (utc), g_date_time_get_second (utc));

          json_builder_set_member_name (builder, "last_used");
          json_builder_add_string_value (builder, when);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, &len);
  return g_bytes_new_take (text, len);
}

typedef struct
{
  GFile    *file;
  GBytes   *bytes;
  gboolean  file_known;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->file);
  g_clear_pointer (&save->bytes, g_bytes_unref);
  g_free (save);
}

static SaveData *
prepare_save (TmRoster  *self,
              GError   **error)
{
  SaveData *save;

  if (self->file_state == FILE_PROTECTED)
    {
      g_autofree char *name = g_file_get_parse_name (self->file);

      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_PROTECTED,
                   "%s could not be read, so the roster is not saved over it; "
                   "move the file away to start a new roster", name);
      return NULL;
    }

  save = g_new0 (SaveData, 1);
  save->file = g_object_ref (self->file);
  save->bytes = tm_roster_to_bytes (self);
  save->file_known = self->file_state == FILE_READ;
  return save;
}

static gboolean
save_now (SaveData      *save,
          GCancellable  *cancellable,
          GError       **error)
{
  if (!save->file_known && g_file_query_exists (save->file, cancellable))
    {
      g_autofree char *name = g_file_get_parse_name (save->file);

      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_PROTECTED,
                   "%s exists and has not been read, so the roster is not saved over it",
                   name);
      return FALSE;
    }

  return _tm_file_write_atomic (save->file, save->bytes, TM_FILE_WRITE_KEEP_BACKUP,
                                cancellable, error);
}

/**
 * tm_roster_save:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Saves the roster to its file atomically (a temporary file, flushed to
 * disk, renamed over the old one, which is kept as FILE.bak), making the
 * folder if needed.  Fails with %TM_ROSTER_ERROR_PROTECTED rather than
 * write over a file that could not be read or was never read.  Blocks;
 * the app uses tm_roster_save_async().
 *
 * Returns: %TRUE if the roster was saved
 */
gboolean
tm_roster_save (TmRoster      *self,
                GCancellable  *cancellable,
                GError       **error)
{
  SaveData *save;
  gboolean ok;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  save = prepare_save (self, error);
  if (save == NULL)
    return FALSE;

  ok = save_now (save, cancellable, error);
  if (ok)
    self->file_state = FILE_READ;
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

/**
 * tm_roster_save_async:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the save is done
 * @user_data: data for @callback
 *
 * Saves the roster as tm_roster_save() does, without blocking: the
 * contents are taken at once and written in a thread.  Start the next
 * save only once this one is done.
 */
void
tm_roster_save_async (TmRoster            *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  SaveData *save;

  g_return_if_fail (TM_IS_ROSTER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_roster_save_async);

  save = prepare_save (self, &error);
  if (save == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  g_task_set_task_data (task, save, save_data_free);
  g_task_run_in_thread (task, save_thread);
}

/**
 * tm_roster_save_finish:
 * @self: a #TmRoster
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_roster_save_async().
 *
 * Returns: %TRUE if the roster was saved
 */
gboolean
tm_roster_save_finish (TmRoster      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  self->file_state = FILE_READ;
  return TRUE;
}

/* ------------------------------------------------------------------------
 * Players
 */

/**
 * tm_roster_lookup:
 * @self: a #TmRoster
 * @id: a roster id
 *
 * Finds a player by id.
 *
 * Returns: (transfer none) (nullable): the player, or %NULL
 */
TmRosterPlayer *
tm_roster_lookup (TmRoster   *self,
                  const char *id)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);

      if (g_str_equal (player->id, id))
        return player;
    }

  return NULL;
}

/**
 * tm_roster_find_by_name:
 * @self: a #TmRoster
 * @name: a name
 *
 * Finds a player by name, ignoring case and spaces around it.
 *
 * Returns: (transfer none) (nullable): the player, or %NULL
 */
TmRosterPlayer *
tm_roster_find_by_name (TmRoster   *self,
                        const char *name)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  key = _tm_roster_name_key (name);
  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);

      if (g_str_equal (player->key, key))
        return player;
    }

  return NULL;
}

/**
 * tm_roster_find_or_add:
 * @self: a #TmRoster
 * @name: a name, not empty
 *
 * Finds a player by name as tm_roster_find_by_name() does, or adds one
 * with a new id, and marks them used now (so they come first in
 * tm_roster_dup_names()).  Call it when a name is picked for a score
 * sheet, and keep the player's id as the sheet's roster id.
 *
 * Returns: (transfer none): the player
 */
TmRosterPlayer *
tm_roster_find_or_add (TmRoster   *self,
                       const char *name)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *stripped = NULL;
  TmRosterPlayer *player;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  stripped = g_strstrip (g_strdup (name));
  g_return_val_if_fail (stripped[0] != '\0', NULL);

  now = g_date_time_new_now_utc ();
  player = tm_roster_find_by_name (self, stripped);
  if (player == NULL)
    {
      g_autofree char *id = g_uuid_string_random ();

      player = _tm_roster_player_new (id, stripped, now);
      g_ptr_array_add (self->players, player);
      g_list_model_items_changed (G_LIST_MODEL (self), self->players->len - 1, 0, 1);
    }
  else
    _tm_roster_player_set_last_used (player, now);

  return player;
}

/**
 * tm_roster_rename:
 * @self: a #TmRoster
 * @player: a player of @self
 * @name: the new name
 * @error: return location for a #GError in %TM_ROSTER_ERROR
 *
 * Renames a player.  Score sheets keep the player's id, so wherever they
 * are shown through tm_roster_get_display_name() the new name appears.
 * Fails with %TM_ROSTER_ERROR_NAME if @name is empty or another player
 * has it (ignoring case).
 *
 * Returns: %TRUE if the player was renamed
 */
gboolean
tm_roster_rename (TmRoster        *self,
                  TmRosterPlayer  *player,
                  const char      *name,
                  GError         **error)
{
  g_autofree char *stripped = NULL;
  TmRosterPlayer *other;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (player), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  stripped = g_strstrip (g_strdup (name));
  if (stripped[0] == '\0')
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME, "A player needs a name");
      return FALSE;
    }

  other = tm_roster_find_by_name (self, stripped);
  if (other != NULL && other != player)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME,
                   "Another player is already called “%s”", other->name);
      return FALSE;
    }

  _tm_roster_player_set_name (player, stripped);
  return TRUE;
}

/**
 * tm_roster_remove:
 * @self: a #TmRoster
 * @player: a player of @self
 *
 * Removes a player from the roster.  Score sheets that name them keep
 * their id and the name written in the sheet.
 */
void
tm_roster_remove (TmRoster       *self,
                  TmRosterPlayer *player)
{
  guint position;

  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_ROSTER_PLAYER (player));

  if (!g_ptr_array_find (self->players, player, &position))
    g_return_if_reached ();

  g_ptr_array_remove_index (self->players, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  TmRosterPlayer *pa = *(TmRosterPlayer **) a;
  TmRosterPlayer *pb = *(TmRosterPlayer **) b;

  if (pa->last_used != NULL && pb->last_used != NULL)
    {
      int order = g_date_time_compare (pb->last_used, pa->last_used);

      if (order != 0)
        return order;
    }
  else if (pa->last_used != NULL || pb->last_used != NULL)
    return pa->last_used != NULL ? -1 : 1;

  return g_utf8_collate (pa->name, pb->name);
}

/**
 * tm_roster_dup_names:
 * @self: a #TmRoster
 *
 * Lists the players' names for completing a name as it is typed: the most
 * recently used first, then those never used, by name.
 *
 * Returns: (transfer full) (array zero-terminated=1): the names
 */
char **
tm_roster_dup_names (TmRoster *self)
{
  g_autoptr(GPtrArray) sorted = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);

  sorted = g_ptr_array_sized_new (self->players->len);
  for (guint i = 0; i < self->players->len; i++)
    g_ptr_array_add (sorted, g_ptr_array_index (self->players, i));
  g_ptr_array_sort (sorted, compare_recent);
  for (guint i = 0; i < sorted->len; i++)
    g_strv_builder_add (builder, ((TmRosterPlayer *) g_ptr_array_index (sorted, i))->name);

  return g_strv_builder_end (builder);
}

/**
 * tm_roster_lookup_player:
 * @self: a #TmRoster
 * @player: a player of a score sheet
 *
 * Finds the roster player a score sheet's player is: by roster id, or by
 * name (ignoring case) when the sheet's player has no roster id or one
 * this roster does not know.
 *
 * Returns: (transfer none) (nullable): the roster player, or %NULL
 */
TmRosterPlayer *
tm_roster_lookup_player (TmRoster       *self,
                         TmLedgerPlayer *player)
{
  const char *id;
  TmRosterPlayer *found = NULL;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (player), NULL);

  id = tm_ledger_player_get_roster_id (player);
  if (id != NULL)
    found = tm_roster_lookup (self, id);
  if (found == NULL)
    found = tm_roster_find_by_name (self, tm_ledger_player_get_name (player));

  return found;
}

/**
 * tm_roster_get_display_name:
 * @self: a #TmRoster
 * @player: a player of a score sheet
 *
 * Gets the name to show for a score sheet's player: the roster's name
 * for the player's roster id, so that renaming a roster player renames
 * them on every sheet, or the name written in the sheet.
 *
 * Returns: the name
 */
const char *
tm_roster_get_display_name (TmRoster       *self,
                            TmLedgerPlayer *player)
{
  const char *id;
  TmRosterPlayer *found;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (player), NULL);

  id = tm_ledger_player_get_roster_id (player);
  found = id != NULL ? tm_roster_lookup (self, id) : NULL;

  return found != NULL ? found->name : tm_ledger_player_get_name (player);
}

/**
 * tm_roster_link_ledger:
 * @self: a #TmRoster
 * @ledger: a score sheet
 *
 * Gives each player of @ledger without a known roster id the id of the
 * roster player of that name, adding players to the roster as needed
 * (tm_roster_find_or_add()).  The change to the ledger can be undone.
 */
void
tm_roster_link_ledger (TmRoster *self,
                       TmLedger *ledger)
{
  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_LEDGER (ledger));

  tm_ledger_begin_group (ledger);
  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    {
      TmLedgerPlayer *player = tm_ledger_get_player (ledger, p);
      const char *id = tm_ledger_player_get_roster_id (player);
      g_autofree char *key = _tm_roster_name_key (tm_ledger_player_get_name (player));
      TmRosterPlayer *found;

      if ((id != NULL && tm_roster_lookup (self, id) != NULL) || key[0] == '\0')
        continue;

      found = tm_roster_find_or_add (self, tm_ledger_player_get_name (player));
      if (found != NULL)
        tm_ledger_set_player_roster_id (ledger, p, found->id);
    }
  tm_ledger_end_group (ledger);
}
