/* tm-play-stats.c: how each game against the computer has gone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file (play-stats.json, docs/play-format.md):
 *
 *   { "version": 1,
 *     "games": { "<game id>": { "played": 3, "won": 1, "streak": 0,
 *                           "best_streak": 1 }, … } }
 *
 * A file that cannot be read is reported and never saved over; a count
 * that would pass G_MAXINT stays there.
 */

#include "config.h"

#include <string.h>

#include "tm-file-private.h"
#include "tm-json-private.h"
#include "tm-play-stats.h"

#define STATS_FORMAT_VERSION 1

struct _TmPlayStats
{
  GObject     parent_instance;

  GHashTable *games;        /* game id → TmPlayRecord */
  char       *load_failure;
};

G_DEFINE_FINAL_TYPE (TmPlayStats, tm_play_stats, G_TYPE_OBJECT)

G_DEFINE_QUARK (tm-play-stats-error-quark, tm_play_stats_error)

static void
tm_play_stats_finalize (GObject *object)
{
  TmPlayStats *self = TM_PLAY_STATS (object);

  g_clear_pointer (&self->games, g_hash_table_unref);
  g_clear_pointer (&self->load_failure, g_free);

  G_OBJECT_CLASS (tm_play_stats_parent_class)->finalize (object);
}

static void
tm_play_stats_class_init (TmPlayStatsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tm_play_stats_finalize;
}

static void
tm_play_stats_init (TmPlayStats *self)
{
  self->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/**
 * tm_play_stats_new:
 *
 * Makes empty statistics.
 *
 * Returns: (transfer full): the statistics
 */
TmPlayStats *
tm_play_stats_new (void)
{
  return g_object_new (TM_TYPE_PLAY_STATS, NULL);
}

/**
 * tm_play_stats_get_default_file:
 *
 * The statistics file in the user's data folder,
 * `$XDG_DATA_HOME/tablemate/play-stats.json`.
 *
 * Returns: (transfer full): the file
 */
GFile *
tm_play_stats_get_default_file (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tablemate", "play-stats.json", NULL);
}

static gboolean
read_count (JsonObject  *record,
            const char  *member,
            guint       *out,
            const char  *filename,
            const char  *game_id,
            GError     **error)
{
  gint64 value = 0;

  if (json_object_has_member (record, member) &&
      (!tm_json_member_int (record, member, &value) || value < 0 || value > G_MAXINT))
    {
      g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_INVALID,
                   "%s: game “%s”: field “%s”: must be a whole number from 0 to %d; "
                   "the file is left as it is", filename, game_id, member, G_MAXINT);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

static gboolean
parse (GHashTable  *games,
       GBytes      *bytes,
       const char  *filename,
       GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObjectIter iter;
  JsonObject *object, *list;
  const char *game_id;
  JsonNode *node;
  gint64 version;
  gsize len;
  gconstpointer data = g_bytes_get_data (bytes, &len);

  if ((root = tm_json_parse (data, len, &local_error)) == NULL)
    {
      g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_CORRUPT,
                   "%s is damaged (%s); it is left as it is", filename, local_error->message);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_CORRUPT,
                   "%s: the top level must be an object; it is left as it is", filename);
      return FALSE;
    }
  object = json_node_get_object (root);

  if (!tm_json_member_int (object, "version", &version) || version < 1)
    {
      g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_INVALID,
                   "%s: field “version”: a format version (a number from 1) is required; "
                   "the file is left as it is", filename);
      return FALSE;
    }
  if (version > STATS_FORMAT_VERSION)
    {
      g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_VERSION,
                   "%s was written by a newer Tablemate (format version %" G_GINT64_FORMAT
                   "; this one reads up to %d); it is left as it is", filename, version,
                   STATS_FORMAT_VERSION);
      return FALSE;
    }

  /* Statistics written before any game was finished have no games. */
  if (!json_object_has_member (object, "games"))
    return TRUE;
  if ((list = tm_json_member_object (object, "games")) == NULL)
    {
      g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_INVALID,
                   "%s: field “games”: an object is required; the file is left as it is",
                   filename);
      return FALSE;
    }

  json_object_iter_init (&iter, list);
  while (json_object_iter_next (&iter, &game_id, &node))
    {
      TmPlayRecord record;
      JsonObject *member = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (member == NULL)
        {
          g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_INVALID,
                       "%s: game “%s”: an object is required; the file is left as it is",
                       filename, game_id);
          return FALSE;
        }
      if (!read_count (member, "played", &record.played, filename, game_id, error) ||
          !read_count (member, "won", &record.won, filename, game_id, error) ||
          !read_count (member, "streak", &record.streak, filename, game_id, error) ||
          !read_count (member, "best_streak", &record.best_streak, filename, game_id, error))
        return FALSE;
      if (record.won > record.played)
        {
          g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_INVALID,
                       "%s: game “%s”: more games won (%u) than played (%u); "
                       "the file is left as it is", filename, game_id, record.won, record.played);
          return FALSE;
        }
      g_hash_table_replace (games, g_strdup (game_id), g_memdup2 (&record, sizeof record));
    }

  return TRUE;
}

/**
 * tm_play_stats_load_bytes:
 * @self: a #TmPlayStats
 * @bytes: a statistics file's contents
 * @filename: the file's name, for messages
 * @error: return location for a #GError in %TM_PLAY_STATS_ERROR
 *
 * Replaces the statistics with those in @bytes.  On failure nothing
 * changes except that saving is refused from then on
 * (%TM_PLAY_STATS_ERROR_PROTECTED), so the file is never overwritten.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_play_stats_load_bytes (TmPlayStats  *self,
                          GBytes       *bytes,
                          const char   *filename,
                          GError      **error)
{
  g_autoptr(GHashTable) games = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TM_IS_PLAY_STATS (self), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (!parse (games, bytes, filename, &local_error))
    {
      g_free (self->load_failure);
      self->load_failure = g_strdup (local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  g_clear_pointer (&self->load_failure, g_free);
  g_hash_table_unref (self->games);
  self->games = g_steal_pointer (&games);
  return TRUE;
}

/**
 * tm_play_stats_load:
 * @self: a #TmPlayStats
 * @file: the statistics file
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads @file, blocking: call it in a thread.  A file that does not exist
 * yet is no games played.  One that cannot be read (nor parsed) fails,
 * and saving is refused from then on.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_play_stats_load (TmPlayStats   *self,
                    GFile         *file,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (TM_IS_PLAY_STATS (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  _tm_file_remove_leftovers (file);
  name = g_file_get_parse_name (file);
  bytes = _tm_file_load_bytes (file, cancellable, &local_error);
  if (bytes == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_clear_pointer (&self->load_failure, g_free);
          g_hash_table_remove_all (self->games);
          return TRUE;
        }
      g_free (self->load_failure);
      self->load_failure = g_strdup_printf ("%s could not be read (%s); it is left as it is",
                                            name, local_error->message);
      g_set_error_literal (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_PROTECTED,
                           self->load_failure);
      return FALSE;
    }

  return tm_play_stats_load_bytes (self, bytes, name, error);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * tm_play_stats_to_bytes:
 * @self: a #TmPlayStats
 *
 * Writes the statistics file's contents, games in the order of their ids.
 *
 * Returns: (transfer full): the contents, UTF-8 JSON
 */
GBytes *
tm_play_stats_to_bytes (TmPlayStats *self)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree const char **ids = NULL;
  guint n;

  g_return_val_if_fail (TM_IS_PLAY_STATS (self), NULL);

  ids = (const char **) g_hash_table_get_keys_as_array (self->games, &n);
  g_qsort_with_data (ids, n, sizeof *ids, compare_ids, NULL);
  g_string_append_printf (out, "{\n  \"version\" : %d,\n  \"games\" : {", STATS_FORMAT_VERSION);
  for (guint i = 0; i < n; i++)
    {
      const TmPlayRecord *record = g_hash_table_lookup (self->games, ids[i]);
      g_autoptr(JsonNode) id = json_node_init_string (json_node_alloc (), ids[i]);
      g_autofree char *quoted = json_to_string (id, FALSE);

      g_string_append_printf (out, "%s\n    %s : {\n"
                              "      \"played\" : %u,\n      \"won\" : %u,\n"
                              "      \"streak\" : %u,\n      \"best_streak\" : %u\n    }",
                              i > 0 ? "," : "", quoted, record->played, record->won,
                              record->streak, record->best_streak);
    }
  g_string_append_printf (out, "%s}\n}\n", n > 0 ? "\n  " : "");
  return g_string_free_to_bytes (g_steal_pointer (&out));
}

/**
 * tm_play_stats_save:
 * @self: a #TmPlayStats
 * @file: where to save
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Saves the statistics atomically, blocking: call it in a thread, on
 * statistics no other thread changes meanwhile.  Fails with
 * %TM_PLAY_STATS_ERROR_PROTECTED if the last load failed.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_play_stats_save (TmPlayStats   *self,
                    GFile         *file,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TM_IS_PLAY_STATS (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->load_failure != NULL)
    {
      g_set_error (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_PROTECTED,
                   "The statistics are not saved: %s", self->load_failure);
      return FALSE;
    }

  bytes = tm_play_stats_to_bytes (self);
  return _tm_file_write_atomic (file, bytes, TM_FILE_WRITE_NONE, cancellable, error);
}

/**
 * tm_play_stats_save_async:
 * @self: a #TmPlayStats
 * @file: where to save
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is written
 * @user_data: data for @callback
 *
 * Saves the statistics as they are now in a thread, as
 * tm_play_stats_save() does; later changes do not reach this save.
 */
void
tm_play_stats_save_async (TmPlayStats         *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (TM_IS_PLAY_STATS (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_play_stats_save_async);
  if (self->load_failure != NULL)
    {
      g_task_return_new_error (task, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_PROTECTED,
                               "The statistics are not saved: %s", self->load_failure);
      return;
    }
  bytes = tm_play_stats_to_bytes (self);
  _tm_file_write_in_thread (task, file, bytes, TM_FILE_WRITE_NONE);
}

/**
 * tm_play_stats_save_finish:
 * @self: a #TmPlayStats
 * @result: the result given to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_play_stats_save_async().
 *
 * Returns: %TRUE on success
 */
gboolean
tm_play_stats_save_finish (TmPlayStats   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * tm_play_stats_get_load_failure:
 * @self: a #TmPlayStats
 *
 * Why the last load failed, if it did; saving is refused until a load
 * succeeds.
 *
 * Returns: (nullable): the message, or %NULL
 */
const char *
tm_play_stats_get_load_failure (TmPlayStats *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATS (self), NULL);
  return self->load_failure;
}

/**
 * tm_play_stats_get_record:
 * @self: a #TmPlayStats
 * @game_id: a game id
 * @record: (out caller-allocates): the game's record, all zero if none
 *
 * Looks up one game's record.
 */
void
tm_play_stats_get_record (TmPlayStats  *self,
                          const char   *game_id,
                          TmPlayRecord *record)
{
  const TmPlayRecord *found;

  g_return_if_fail (TM_IS_PLAY_STATS (self));
  g_return_if_fail (game_id != NULL);
  g_return_if_fail (record != NULL);

  found = g_hash_table_lookup (self->games, game_id);
  *record = found != NULL ? *found : (TmPlayRecord) { 0 };
}

static guint
add_one (guint count)
{
  return count < G_MAXINT ? count + 1 : count;
}

/**
 * tm_play_stats_record:
 * @self: a #TmPlayStats
 * @game_id: a game id
 * @won: whether the person won
 *
 * Counts one finished game.
 */
void
tm_play_stats_record (TmPlayStats *self,
                      const char  *game_id,
                      gboolean     won)
{
  TmPlayRecord *record;

  g_return_if_fail (TM_IS_PLAY_STATS (self));
  g_return_if_fail (game_id != NULL);

  record = g_hash_table_lookup (self->games, game_id);
  if (record == NULL)
    {
      record = g_new0 (TmPlayRecord, 1);
      g_hash_table_insert (self->games, g_strdup (game_id), record);
    }
  record->played = add_one (record->played);
  record->won = won ? add_one (record->won) : record->won;
  record->streak = won ? add_one (record->streak) : 0;
  record->best_streak = MAX (record->best_streak, record->streak);
}
