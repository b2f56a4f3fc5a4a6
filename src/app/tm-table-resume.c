/* tm-table-resume.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-table-file.h"
#include "tm-table-resume.h"

/* A game left at the table, which the Table section's start page offers
 * to continue: the newest one of the game kept beside a sheet of the
 * store (TmTableFile says where), and how the page names it. */

/**
 * tm_table_resume_find:
 * @store: the score sheets kept on disk, loaded
 * @catalogue: the catalogue
 * @game: the game
 * @ledger: (out) (transfer full) (optional): the sheet of the game found
 * @file: (out) (transfer full) (optional): the file it was read from
 *
 * Finds the newest game of @game left at the table beside a sheet of
 * @store, to offer for continuing.  A file that cannot be read is not
 * offered.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL
 */
TmTableSession *
tm_table_resume_find (TmLedgerStore  *store,
                      TmCatalogue    *catalogue,
                      TmGame         *game,
                      TmLedger      **ledger,
                      GFile         **file)
{
  GListModel *records;
  g_autoptr(GDateTime) newest = NULL;
  g_autoptr(TmLedger) newest_ledger = NULL;
  g_autoptr(GFile) newest_file = NULL;
  g_autoptr(TmTableSession) found = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (store), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  records = tm_ledger_store_get_records (store);
  for (guint i = 0; i < g_list_model_get_n_items (records); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (records, i);
      TmLedger *sheet = tm_ledger_record_get_ledger (record);
      g_autoptr(GFile) candidate = NULL;

      if (sheet == NULL ||
          g_strcmp0 (tm_ledger_record_get_game_id (record), tm_game_get_id (game)) != 0 ||
          (candidate = tm_table_file_for_sheet (tm_ledger_get_file (sheet))) == NULL ||
          !g_file_query_exists (candidate, NULL))
        continue;
      if (newest != NULL && g_date_time_compare (tm_ledger_record_get_time (record), newest) <= 0)
        continue;
      g_clear_pointer (&newest, g_date_time_unref);
      newest = g_date_time_ref (tm_ledger_record_get_time (record));
      g_set_object (&newest_ledger, sheet);
      g_set_object (&newest_file, candidate);
    }

  if (newest_file == NULL)
    return NULL;

  found = tm_table_session_new_from_file (catalogue, newest_file, &error);
  if (found == NULL)
    {
      g_debug ("Not offering %s: %s", g_file_peek_path (newest_file), error->message);
      return NULL;
    }
  if (ledger != NULL)
    *ledger = g_steal_pointer (&newest_ledger);
  if (file != NULL)
    *file = g_steal_pointer (&newest_file);
  return g_steal_pointer (&found);
}

/**
 * tm_table_resume_describe:
 * @found: a game left at the table
 *
 * Describes a game left at the table for the start page that offers to
 * continue it: its hand and its players.
 *
 * Returns: (transfer full): the text
 */
char *
tm_table_resume_describe (TmTableSession *found)
{
  g_autoptr(TmTableNow) now = NULL;
  g_autoptr(GString) names = g_string_new (NULL);

  g_return_val_if_fail (TM_IS_TABLE_SESSION (found), NULL);

  now = tm_table_session_get_now (found);
  for (guint p = 0; p < tm_table_session_get_n_players (found); p++)
    {
      if (p > 0)
        g_string_append (names, ", ");
      g_string_append (names, tm_table_session_get_player (found, p));
    }
  /* Translators: %u is a hand's number, %s the players' names */
  return g_strdup_printf (_("Hand %u with %s"), tm_table_now_get_hand (now), names->str);
}
