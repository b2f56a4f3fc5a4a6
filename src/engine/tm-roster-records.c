/* tm-roster-records.c: each player's records, from the score sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Records (games played and won, and the average total, per game) are
 * never stored: they are worked out again from the saved score sheets,
 * which the game's scorer totals, so no edit of a ledger can leave a
 * stale record.
 */

#include "config.h"

#include <string.h>

#include "tm-file-private.h"
#include "tm-ledger-private.h"
#include "tm-roster-private.h"

/* player -> (game id -> TmRosterRecord), for the players the ledgers name */
static GHashTable *
tally_new (void)
{
  return g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                (GDestroyNotify) g_hash_table_unref);
}

static void
tally_ledger (TmRoster   *self,
              GHashTable *tally,
              TmLedger   *ledger)
{
  TmStandings *standings = tm_ledger_get_standings (ledger);
  const char *game_id = tm_ledger_get_game_id (ledger);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  if (!tm_ledger_get_finished (ledger))
    return;

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    {
      TmRosterPlayer *player = tm_roster_lookup_player (self, tm_ledger_get_player (ledger, p));
      guint side = tm_ledger_get_side_of (ledger, p);
      GHashTable *records;
      TmRosterRecord *record;

      /* Someone on two seats of one sheet played one game. */
      if (player == NULL || !g_hash_table_add (seen, player))
        continue;

      records = g_hash_table_lookup (tally, player);
      if (records == NULL)
        {
          records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
          g_hash_table_insert (tally, player, records);
        }

      record = g_hash_table_lookup (records, game_id);
      if (record == NULL)
        {
          record = g_new0 (TmRosterRecord, 1);
          g_hash_table_insert (records, g_strdup (game_id), record);
        }

      record->played++;
      if (tm_standings_is_winner (standings, side))
        record->won++;
      record->points += tm_standings_get_total (standings, side);

      _tm_roster_player_set_last_used (player, tm_ledger_get_created (ledger));
    }
}

/* Gives every player their records from @tally; with @replace, players
 * the tally does not name are left with none, otherwise the tally is
 * added to what they have. */
static void
apply_tally (TmRoster   *self,
             GHashTable *tally,
             gboolean    replace)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);
      GHashTable *counted = g_hash_table_lookup (tally, player);
      GHashTable *records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      GHashTableIter iter;
      gpointer key, value;

      if (!replace)
        {
          g_hash_table_iter_init (&iter, player->records);
          while (g_hash_table_iter_next (&iter, &key, &value))
            g_hash_table_insert (records, g_strdup (key), g_memdup2 (value, sizeof (TmRosterRecord)));
        }

      if (counted != NULL)
        {
          g_hash_table_iter_init (&iter, counted);
          while (g_hash_table_iter_next (&iter, &key, &value))
            {
              TmRosterRecord *add = value;
              TmRosterRecord *record = g_hash_table_lookup (records, key);

              if (record == NULL)
                g_hash_table_insert (records, g_strdup (key), g_memdup2 (add, sizeof (TmRosterRecord)));
              else
                {
                  record->played += add->played;
                  record->won += add->won;
                  record->points += add->points;
                }
            }
        }

      /* A row showing a record in one game is told to show it again. */
      if (_tm_roster_player_take_records (player, records))
        g_list_model_items_changed (G_LIST_MODEL (self), i, 1, 1);
    }
}

/**
 * tm_roster_add_ledger:
 * @self: a #TmRoster
 * @ledger: a score sheet
 *
 * Adds a score sheet to its players' records, if the game is over.
 * tm_roster_refresh() does this for every saved score sheet, after
 * tm_roster_clear_records(); use it directly for sheets not on disk.
 *
 * Players are matched by roster id, or by name (ignoring case) where a
 * player has no roster id or one this roster does not know.
 */
void
tm_roster_add_ledger (TmRoster *self,
                      TmLedger *ledger)
{
  g_autoptr(GHashTable) tally = tally_new ();

  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_LEDGER (ledger));

  tally_ledger (self, tally, ledger);
  apply_tally (self, tally, FALSE);
}

/**
 * tm_roster_clear_records:
 * @self: a #TmRoster
 *
 * Forgets every player's records.
 */
void
tm_roster_clear_records (TmRoster *self)
{
  g_autoptr(GHashTable) tally = tally_new ();

  g_return_if_fail (TM_IS_ROSTER (self));

  apply_tally (self, tally, TRUE);
}

typedef struct
{
  char        *name;
  TmLedgerDoc *root;
} ParsedLedger;

static void
parsed_ledger_free (gpointer data)
{
  ParsedLedger *parsed = data;

  g_free (parsed->name);
  g_clear_pointer (&parsed->root, _tm_ledger_doc_free);
  g_free (parsed);
}

static int
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  return strcmp (a, b);
}

/* Reads and parses every score sheet in @dir; in a thread for the async
 * variant.  Files that cannot be read are skipped: they are not the
 * roster's to report. */
static GPtrArray *
read_ledgers (GFile         *dir,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GPtrArray) parsed = g_ptr_array_new_with_free_func (parsed_ledger_free);
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  enumerator = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                          G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                          G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (enumerator == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_steal_pointer (&parsed);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  for (;;)
    {
      GFileInfo *info;

      if (!g_file_enumerator_iterate (enumerator, &info, NULL, cancellable, error))
        return NULL;
      if (info == NULL)
        break;

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR &&
          g_str_has_suffix (g_file_info_get_name (info), ".json") &&
          g_file_info_get_name (info)[0] != '.')
        g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
    }

  /* In name order, so that a refresh does the same thing every time. */
  g_ptr_array_sort_values_with_data (names, compare_names, NULL);

  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(GFile) file = g_file_get_child (dir, g_ptr_array_index (names, i));
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) file_error = NULL;
      ParsedLedger *ledger;
      TmLedgerDoc *root;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;

      bytes = _tm_file_load_bytes (file, cancellable, &file_error);
      root = bytes != NULL ? _tm_ledger_doc_parse (bytes, g_ptr_array_index (names, i), &file_error)
                           : NULL;
      if (root == NULL)
        {
          g_debug ("Roster: skipping %s: %s", (char *) g_ptr_array_index (names, i),
                   file_error->message);
          continue;
        }

      ledger = g_new0 (ParsedLedger, 1);
      ledger->name = g_file_get_parse_name (file);
      ledger->root = root;
      g_ptr_array_add (parsed, ledger);
    }

  return g_steal_pointer (&parsed);
}

static void
finish_refresh (TmRoster    *self,
                TmCatalogue *catalogue,
                GPtrArray   *parsed)
{
  g_autoptr(GHashTable) tally = tally_new ();

  for (guint i = 0; i < parsed->len; i++)
    {
      ParsedLedger *item = g_ptr_array_index (parsed, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmLedger) ledger = _tm_ledger_new_from_doc (catalogue, item->root,
                                                             item->name, &error);

      if (ledger == NULL)
        {
          g_debug ("Roster: skipping %s", error->message);
          continue;
        }

      tally_ledger (self, tally, ledger);
    }

  apply_tally (self, tally, TRUE);
}

/**
 * tm_roster_refresh:
 * @self: a #TmRoster
 * @catalogue: the catalogue, to score the sheets
 * @dir: (nullable): the folder of score sheets, or %NULL for
 *   tm_ledger_get_default_dir()
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError in %G_IO_ERROR
 *
 * Works out every player's records again from the score sheets in @dir:
 * each finished sheet counts as a game played by each of its players,
 * won by those tm_ledger_get_standings() calls winners, and its final
 * totals make the averages.  Sheets that cannot be read are skipped.
 * A player's last-used time moves forward to the newest sheet they are
 * on.  Blocks; the app uses tm_roster_refresh_async().
 *
 * Returns: %TRUE unless the folder could not be listed
 */
gboolean
tm_roster_refresh (TmRoster      *self,
                   TmCatalogue   *catalogue,
                   GFile         *dir,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autoptr(GFile) default_dir = NULL;
  g_autoptr(GPtrArray) parsed = NULL;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), FALSE);
  g_return_val_if_fail (dir == NULL || G_IS_FILE (dir), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (dir == NULL)
    dir = default_dir = tm_ledger_get_default_dir ();

  parsed = read_ledgers (dir, cancellable, error);
  if (parsed == NULL)
    return FALSE;

  finish_refresh (self, catalogue, parsed);
  return TRUE;
}

static void
refresh_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *parsed = read_ledgers (task_data, cancellable, &error);

  if (parsed == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, parsed, (GDestroyNotify) g_ptr_array_unref);
}

static void
refresh_read_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GPtrArray) parsed = NULL;
  GError *error = NULL;

  parsed = g_task_propagate_pointer (G_TASK (result), &error);
  if (parsed == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  /* The catalogue loads decks on first use, so scoring stays in the
   * catalogue's thread. */
  finish_refresh (g_task_get_source_object (task), g_task_get_task_data (task), parsed);
  g_task_return_boolean (task, TRUE);
}

/**
 * tm_roster_refresh_async:
 * @self: a #TmRoster
 * @catalogue: the catalogue, to score the sheets
 * @dir: (nullable): the folder of score sheets, or %NULL for
 *   tm_ledger_get_default_dir()
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the records are worked out
 * @user_data: data for @callback
 *
 * Works out the records as tm_roster_refresh() does: the files are read
 * and parsed in a thread, and scored in the calling thread's main
 * context.
 */
void
tm_roster_refresh_async (TmRoster            *self,
                         TmCatalogue         *catalogue,
                         GFile               *dir,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) read = NULL;

  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_CATALOGUE (catalogue));
  g_return_if_fail (dir == NULL || G_IS_FILE (dir));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_roster_refresh_async);
  g_task_set_task_data (task, g_object_ref (catalogue), g_object_unref);

  read = g_task_new (NULL, cancellable, refresh_read_cb, g_steal_pointer (&task));
  g_task_set_task_data (read, dir != NULL ? g_object_ref (dir) : tm_ledger_get_default_dir (),
                        g_object_unref);
  g_task_run_in_thread (read, refresh_thread);
}

/**
 * tm_roster_refresh_finish:
 * @self: a #TmRoster
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_roster_refresh_async().
 *
 * Returns: %TRUE unless the folder could not be listed
 */
gboolean
tm_roster_refresh_finish (TmRoster      *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

