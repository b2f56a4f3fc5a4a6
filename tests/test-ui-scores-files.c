/* test-ui-scores-files.c: score sheets and the roster on disk, through the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-game-page.h"
#include "tm-hand-editor.h"
#include "tm-ledger-store.h"
#include "tm-new-game-dialog.h"
#include "tm-new-ledger-dialog.h"
#include "tm-options-group.h"
#include "tm-score-chart.h"
#include "tm-scores-export.h"
#include "tm-scores-players.h"
#include "tm-scores-settings.h"
#include "tm-scores-sheet.h"
#include "tm-scores-view.h"
#include "tm-screenshot.h"
#include "tm-table-file.h"
#include "tm-test-ui-scores.h"
#include "tm-test-ui.h"
#include "tm-window.h"

/* The roster and its records, a sheet deleted while it is being saved, a
 * damaged file, renaming a player, a long sheet printed and shown (run by
 * test-ui-scores.c's main()). */

static TmScoresPlayers *
players_of (TmScoresView *view)
{
  return TM_SCORES_PLAYERS (tm_scores_view_get_players (view));
}

static gboolean
not_refreshing (gpointer data)
{
  return !tm_scores_players_get_refreshing (players_of (data));
}

static gboolean
roster_file_exists (gpointer data)
{
  TmLedgerStore *store = data;
  g_autoptr(GFile) file = tm_roster_get_default_file ();

  return !tm_ledger_store_get_roster_saving (store) && g_file_query_exists (file, NULL);
}

/* After the Free-O game: names come from the roster, narrowed as they are
 * typed, and the Players page shows what everyone did. */
void
test_scores_roster (void)
{
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "freeo");
  TmLedgerStore *store = tm_application_get_ledger_store (app);
  g_autoptr(TmRoster) reread = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) suggestions = NULL;
  g_autofree char *record = NULL;
  TmNewLedgerDialog *dialog;
  GtkWidget *entry;

  /* The roster was saved with the players of the first sheet. */
  wait_until (roster_file_exists, store);
  reread = tm_roster_new (NULL);
  g_assert_true (tm_roster_load (reread, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (tm_roster_find_by_name (reread, "Ana"));
  g_assert_nonnull (tm_roster_find_by_name (reread, "Cai"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.new", NULL));
  dialog = TM_NEW_LEDGER_DIALOG (find_dialog (window, TM_TYPE_NEW_LEDGER_DIALOG));
  suggestions = tm_new_ledger_dialog_dup_suggestions (dialog);
  g_assert_true (g_strv_contains ((const char * const *) suggestions, "Ana"));
  g_assert_true (g_strv_contains ((const char * const *) suggestions, "Ben"));
  g_assert_true (g_strv_contains ((const char * const *) suggestions, "Cai"));
  g_clear_pointer (&suggestions, g_strfreev);

  /* Typing narrows the names; Enter on the one match seats it as the
   * roster spells it. */
  entry = tm_test_ui_find (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW);
  gtk_editable_set_text (GTK_EDITABLE (entry), "be");
  suggestions = tm_new_ledger_dialog_dup_suggestions (dialog);
  g_assert_cmpuint (g_strv_length (suggestions), ==, 1);
  g_assert_cmpstr (suggestions[0], ==, "Ben");
  g_clear_pointer (&suggestions, g_strfreev);
  g_signal_emit_by_name (entry, "entry-activated");
  g_assert_cmpuint (tm_new_ledger_dialog_get_n_players (dialog), ==, 1);
  suggestions = tm_new_ledger_dialog_dup_suggestions (dialog);
  g_assert_false (g_strv_contains ((const char * const *) suggestions, "Ben"));
  g_clear_pointer (&suggestions, g_strfreev);
  adw_dialog_force_close (ADW_DIALOG (dialog));
  tm_test_ui_wait_ms (50);

  /* The records are worked out again from the saved sheets. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.players", NULL));
  wait_until (not_refreshing, view);
  record = tm_scores_players_dup_record (players_of (view), "Ana");
  g_assert_cmpstr (record, ==, "1 game · 1 won · average 0.0");
  g_clear_pointer (&record, g_free);
  record = tm_scores_players_dup_record (players_of (view), "Ben");
  g_assert_cmpstr (record, ==, "1 game · 0 won · average 75.0");
  g_clear_pointer (&record, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.back", NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

static gboolean
store_idle (gpointer data)
{
  return !tm_ledger_store_get_busy (data);
}

static gboolean
not_saving (gpointer data)
{
  return !tm_ledger_get_saving (data);
}

static gboolean
sheet_written (gpointer data)
{
  return g_file_query_exists (data, NULL);
}

/* A sheet deleted while it is being written must not come back. */
void
test_scores_delete_while_saving (void)
{
  const char *names[] = { "Ana", "Ben", NULL };
  g_autoptr(GFile) dir = g_file_new_build_filename (data_dir, "race", NULL);
  g_autoptr(TmLedgerStore) store = tm_ledger_store_new (tm_application_get_catalogue (app), dir);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_make_directory_with_parents (dir, NULL, NULL));
  tm_ledger_store_load (store);
  wait_until (store_loaded, store);

  /* While the store's first save runs */
  {
    g_autoptr(TmLedger) ledger = tm_ledger_new (tm_application_get_catalogue (app), "patriots",
                                                names, &error);
    TmLedgerRecord *record;
    GFile *file;

    g_assert_no_error (error);
    record = tm_ledger_store_add (store, ledger);
    file = g_object_ref (tm_ledger_record_get_file (record));
    g_object_ref (record);
    tm_ledger_store_remove (store, record);
    g_assert_true (tm_ledger_store_get_busy (store));
    wait_until (store_idle, store);
    tm_test_ui_wait_ms (100);
    g_assert_false (g_file_query_exists (file, NULL));

    /* Undoing the delete writes it back. */
    tm_ledger_store_restore (store, record);
    wait_until (ledger_saved, ledger);
    tm_test_ui_wait_ms (100);
    g_assert_true (g_file_query_exists (file, NULL));
    g_object_unref (record);
    g_object_unref (file);
  }

  /* While an autosave runs */
  {
    g_autoptr(GFile) table = NULL;
    g_autoptr(TmLedgerRecord) record = g_list_model_get_item (tm_ledger_store_get_records (store), 0);
    TmLedger *ledger = tm_ledger_record_get_ledger (record);
    GFile *file = tm_ledger_record_get_file (record);
    g_autofree char *backup = g_strconcat (g_file_peek_path (file), ".bak", NULL);
    g_autoptr(GVariant) entry = g_variant_ref_sink (g_variant_new_parsed ("{'pairs': <int64 3>}"));
    GVariant *entries[2] = { entry, entry };

    g_assert_true (tm_ledger_get_autosave (ledger));
    g_assert_true (tm_ledger_append_hand (ledger, NULL, entries, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (tm_ledger_get_saving (ledger));
    /* A second change while the first is written queues another save. */
    g_assert_true (tm_ledger_append_hand (ledger, NULL, entries, NULL, &error));
    /* A game at the table scored in this sheet, kept beside it. */
    table = tm_table_file_for_sheet (file);
    g_assert_true (g_file_set_contents (g_file_peek_path (table), "{}", -1, NULL));
    tm_ledger_store_remove (store, record);
    wait_until (store_idle, store);
    wait_until (not_saving, ledger);
    tm_test_ui_wait_ms (100);
    g_assert_false (g_file_query_exists (file, NULL));
    g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_query_exists (table, NULL));
  }

  /* A game at the table whose sheet is gone is deleted when the folder
   * is next read; one whose sheet is there stays. */
  {
    g_autoptr(TmLedgerStore) again = tm_ledger_store_new (tm_application_get_catalogue (app), dir);
    g_autoptr(TmLedger) ledger = tm_ledger_new (tm_application_get_catalogue (app), "patriots",
                                                names, &error);
    TmLedgerRecord *record = tm_ledger_store_add (store, ledger);
    g_autoptr(GFile) orphan = g_file_get_child (dir, "gone.table");
    g_autoptr(GFile) kept = tm_table_file_for_sheet (tm_ledger_record_get_file (record));

    wait_until (ledger_saved, ledger);
    wait_until (sheet_written, tm_ledger_record_get_file (record));
    g_assert_true (g_file_set_contents (g_file_peek_path (orphan), "{}", -1, NULL));
    g_assert_true (g_file_set_contents (g_file_peek_path (kept), "{}", -1, NULL));
    tm_ledger_store_load (again);
    wait_until (store_loaded, again);
    tm_test_ui_wait_ms (100);
    g_assert_false (g_file_query_exists (orphan, NULL));
    g_assert_true (g_file_query_exists (kept, NULL));
  }
}

static void
discarded_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  GError **error = user_data;

  if (!tm_ledger_store_discard_finish (TM_LEDGER_STORE (object), result, error))
    g_assert_nonnull (*error);
  else
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "done");
}

static gboolean
error_set (gpointer data)
{
  return *(GError **) data != NULL;
}

void
test_scores_damaged_file (void)
{
  g_autoptr(GFile) dir = tm_ledger_get_default_dir ();
  g_autofree char *path = g_build_filename (g_file_peek_path (dir), "damaged.json", NULL);
  g_autofree char *newer_path = g_build_filename (g_file_peek_path (dir), "newer.json", NULL);
  const char *damaged = "{\"version\": 1, \"game\": \"freeo\", \"players\": [";
  const char *newer = "{\"version\": 99, \"game\": \"freeo\", \"players\": [], \"hands\": []}";
  g_autoptr(TmLedgerStore) store = tm_ledger_store_new (tm_application_get_catalogue (app), NULL);
  g_autofree char *after = NULL;
  guint errors = 0;

  g_mkdir_with_parents (g_file_peek_path (dir), 0700);
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));
  g_assert_true (g_file_set_contents (newer_path, newer, -1, NULL));

  tm_ledger_store_load (store);
  wait_until (store_loaded, store);
  tm_test_ui_wait_ms (100);
  for (guint i = 0; i < g_list_model_get_n_items (tm_ledger_store_get_records (store)); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (tm_ledger_store_get_records (store), i);
      const GError *error = tm_ledger_record_get_error (record);

      if (error == NULL)
        continue;
      errors++;
      g_assert_null (tm_ledger_record_get_ledger (record));
      if (g_str_has_suffix (g_file_peek_path (tm_ledger_record_get_file (record)), "newer.json"))
        g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_VERSION);
      else
        g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT);
      g_assert_cmpstr (tm_ledger_record_get_game_id (record), ==,
                       g_str_has_suffix (g_file_peek_path (tm_ledger_record_get_file (record)),
                                         "newer.json") ? "freeo" : NULL);
    }
  g_assert_cmpuint (errors, ==, 2);

  /* Left exactly as they were */
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, damaged);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (newer_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, newer);

  /* Removed only when asked: into the trash, or deleted where there is
   * none.  The record goes with the file. */
  for (guint i = 0; i < g_list_model_get_n_items (tm_ledger_store_get_records (store)); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (tm_ledger_store_get_records (store), i);
      g_autoptr(GError) result = NULL;
      guint before;

      if (tm_ledger_record_get_error (record) == NULL)
        continue;

      before = g_list_model_get_n_items (tm_ledger_store_get_records (store));
      tm_ledger_store_discard_async (store, record, TRUE, NULL, discarded_cb, &result);
      wait_until (error_set, &result);
      if (g_error_matches (result, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
        {
          g_test_message ("No trash here: %s", result->message);
          g_clear_error (&result);
          tm_ledger_store_discard_async (store, record, FALSE, NULL, discarded_cb, &result);
          wait_until (error_set, &result);
        }
      g_assert_error (result, G_IO_ERROR, G_IO_ERROR_EXISTS);
      g_assert_false (g_file_query_exists (tm_ledger_record_get_file (record), NULL));
      g_assert_cmpuint (g_list_model_get_n_items (tm_ledger_store_get_records (store)), ==,
                        before - 1);
      i--;
    }
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (newer_path, G_FILE_TEST_EXISTS));
}

/* The Rename button of a player's row on the Players page */
static GtkWidget *
find_rename_button (GtkWidget  *root,
                    const char *name)
{
  if (GTK_IS_BUTTON (root) &&
      g_strcmp0 (gtk_widget_get_tooltip_text (root), "Rename…") == 0 &&
      g_strcmp0 (g_object_get_data (G_OBJECT (root), "name"), name) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_rename_button (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct
{
  TmScoresView *view;
  TmRoster     *roster;
  const char   *from;
  const char   *typed;
  GtkWidget    *dialog;
  guint         toasts;
} RenameDone;

static void
rename_toast_cb (TmScoresPlayers *players,
                 const char      *message,
                 RenameDone      *done)
{
  done->toasts++;
}

/* The player goes by the typed name, or the page said why not; and the
 * dialog has left the window, so the next one looked for is new. */
static gboolean
rename_done (gpointer data)
{
  RenameDone *done = data;
  TmRosterPlayer *player = tm_roster_find_by_name (done->roster, done->from);

  return (done->toasts > 0 ||
          (player == NULL && tm_roster_find_by_name (done->roster, done->typed) != NULL)) &&
         gtk_widget_get_root (done->dialog) == NULL &&
         not_refreshing (done->view);
}

/* Renaming a player in the roster shows on the sheets they played, the
 * chart and the exports; removing them leaves the written name. */
void
test_scores_rename (void)
{
  const char *names[] = { "Ana", "Ben", "Cai", NULL };
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "mixer");
  const char *csv_name;
  g_autofree char *csv = NULL;
  g_autoptr(GError) error = NULL;
  TmHandEditor *editor;
  TmLedger *ledger;

  ledger = start_ledger (window, view, names, NULL, 0);
  editor = open_editor (window, view, -1);
  set_count (editor, 0, "correct", 3);
  set_count (editor, 1, "correct", 5);
  set_count (editor, 2, "correct", 1);
  press_enter (editor, tm_hand_editor_get_field (editor, 2, "correct"));
  assert_cell (view, -2, 1, "Ben");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.players", NULL));
  wait_until (not_refreshing, view);

  /* The roster refuses an empty name and one another player has. */
  g_assert_false (tm_scores_players_rename (players_of (view), "Ben", "  ", &error));
  g_assert_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME);
  g_clear_error (&error);
  g_assert_false (tm_scores_players_rename (players_of (view), "Ben", "ana", &error));
  g_assert_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME);
  g_assert_nonnull (strstr (error->message, "Ana"));
  g_clear_error (&error);

  g_assert_true (tm_scores_players_rename (players_of (view), "Ben", "Benedict", &error));
  g_assert_no_error (error);
  {
    g_autofree char *record = tm_scores_players_dup_record (players_of (view), "Benedict");

    g_assert_nonnull (record);
  }
  screenshot_window (window, view, "players", NULL);

  /* Through the page: the pencil asks for the name; the roster refuses
   * a name taken, and takes a new one. */
  {
    static const struct { const char *typed; const char *kept; } cases[] = {
      { "Ana", "Cai" },
      { "Cy", "Cy" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        GtkWidget *button = NULL;
        GtkWidget *dialog;
        TmRoster *roster = tm_ledger_store_get_roster (tm_application_get_ledger_store (app));
        RenameDone done = { view, roster, "Cai", cases[i].typed, NULL, 0 };
        gulong toast_id;

        button = find_rename_button (GTK_WIDGET (view), "Cai");
        g_assert_nonnull (button);
        g_signal_emit_by_name (button, "clicked");
        dialog = find_dialog (window, ADW_TYPE_ALERT_DIALOG);
        gtk_editable_set_text (GTK_EDITABLE (adw_alert_dialog_get_extra_child (ADW_ALERT_DIALOG (dialog))),
                               cases[i].typed);
        done.dialog = g_object_ref (dialog);
        toast_id = g_signal_connect (players_of (view), "toast",
                                     G_CALLBACK (rename_toast_cb), &done);
        g_signal_emit_by_name (dialog, "response", "rename");
        /* Gone before the next one is looked for */
        adw_dialog_force_close (ADW_DIALOG (dialog));
        /* The dialog answers through a GTask, in an idle of its own:
         * under load that comes later than any fixed wait. */
        g_assert_true (tm_test_ui_wait_for (rename_done, &done));
        g_signal_handler_disconnect (players_of (view), toast_id);
        g_clear_object (&done.dialog);
        g_assert_nonnull (tm_roster_find_by_name (roster, cases[i].kept));
        g_assert_true (tm_roster_find_by_name (roster, "Ana") !=
                       tm_roster_find_by_name (roster, cases[i].kept));
      }
  }

  /* The existing sheet shows the new name; the file keeps the old. */
  tm_scores_view_open_ledger (view, ledger);
  assert_cell (view, -2, 1, "Benedict");
  g_assert_cmpstr (tm_ledger_player_get_name (tm_ledger_get_player (ledger, 1)), ==, "Ben");
  g_assert_cmpstr (tm_scores_view_get_result (view), ==, "Benedict wins with 5");
  g_assert_nonnull (strstr (tm_score_chart_get_summary (TM_SCORE_CHART (tm_scores_view_get_chart (view))),
                            "Benedict 5"));
  csv = export_csv (view);
  g_assert_nonnull (strstr (csv, "Benedict"));
  g_clear_pointer (&csv, g_free);

  /* Removed from the roster, they go by the name on the sheet. */
  tm_scores_view_show_players (view);
  wait_until (not_refreshing, view);
  tm_scores_players_remove (players_of (view), "Benedict");
  g_assert_null (tm_roster_find_by_name (tm_ledger_store_get_roster (tm_application_get_ledger_store (app)),
                                         "Benedict"));
  tm_scores_view_open_ledger (view, ledger);
  assert_cell (view, -2, 1, "Ben");
  csv = export_csv (view);
  csv_name = strstr (csv, "Ben");
  g_assert_nonnull (csv_name);
  g_assert_null (strstr (csv, "Benedict"));

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* A long evening: how long the PDF of a 200-hand sheet takes to draw
 * (printed, not asserted), and that every page is there. */
void
test_scores_pdf_long (void)
{
  const char *names[] = { "Ana", "Ben", "Cai", "Dee", NULL };
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "freeo");
  TmApplication *application = app;
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (data_dir, "long.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *pdf = NULL;
  gsize length;
  guint streams = 0;
  gint64 start, best = G_MAXINT64;

  ledger = tm_ledger_new (tm_application_get_catalogue (application), "custom", names, &error);
  g_assert_no_error (error);
  for (guint h = 0; h < 200; h++)
    {
      GVariant *entries[4];

      for (guint p = 0; p < 4; p++)
        entries[p] = g_variant_ref_sink (g_variant_new_parsed ("{'points': <%x>}",
                                                               (gint64) ((h * 7 + p * 3) % 23)));
      g_assert_true (tm_ledger_append_hand (ledger, NULL, entries, NULL, &error));
      g_assert_no_error (error);
      for (guint p = 0; p < 4; p++)
        g_variant_unref (entries[p]);
    }
  tm_scores_view_open_ledger (view, ledger);

  /* In a thread: the main thread only copies the sheet and starts it. */
  for (guint run = 0; run < 5; run++)
    {
      g_autoptr(GAsyncResult) result = NULL;
      gint64 blocked, took;

      start = g_get_monotonic_time ();
      tm_scores_export_file_async (tm_scores_view_get_ledger (view),
                                   tm_application_get_catalogue (app), TM_SCORES_EXPORT_PDF, file,
                                   store_result_cb, &result);
      blocked = g_get_monotonic_time () - start;
      while (result == NULL)
        g_main_context_iteration (NULL, TRUE);
      took = g_get_monotonic_time () - start;
      g_assert_true (tm_scores_export_file_finish (result, &error));
      g_assert_no_error (error);
      g_test_message ("PDF of 200 hands in a thread, run %u: main thread %.1f ms, done in %.1f ms",
                      run + 1, blocked / 1000.0, took / 1000.0);
    }

  /* The print operation, on the main thread, for comparison */
  for (guint run = 0; run < 5; run++)
    {
      gint64 took;
      g_autofree char *sync_path = g_build_filename (data_dir, "long-sync.pdf", NULL);
      g_autoptr(GFile) sync_file = g_file_new_for_path (sync_path);

      start = g_get_monotonic_time ();
      g_assert_true (tm_scores_export_pdf (tm_scores_view_get_ledger (view),
                                           tm_application_get_catalogue (app), sync_file, &error));
      g_assert_no_error (error);
      took = g_get_monotonic_time () - start;
      if (run == 0)
        g_test_message ("PDF of 200 hands on the main thread: first %.1f ms", took / 1000.0);
      best = MIN (best, took);
    }
  g_test_message ("PDF of 200 hands on the main thread: best of 5 %.1f ms", best / 1000.0);

  g_assert_true (g_file_get_contents (path, &pdf, &length, &error));
  g_assert_no_error (error);
  /* cairo compresses the page tree; each page's contents are a stream
   * of their own, so there are at least as many streams as pages. */
  g_assert_true (g_str_has_prefix (pdf, "%PDF-"));
  for (gsize i = 0; i + 9 <= length; i++)
    if (memcmp (pdf + i, "endstream", 9) == 0)
      streams++;
  g_test_message ("PDF of 200 hands: %" G_GSIZE_FORMAT " bytes, %u streams", length, streams);
  /* The heading, 200 hands and the totals take several pages. */
  g_assert_cmpuint (streams, >=, 4);

  tm_scores_view_open_ledger (view, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* A sheet of 2,000 hands makes widgets for the rows on screen only, at
 * the top as at the bottom, and shows the same numbers a short one would:
 * each hand's points, the running totals and the totals. */
void
test_scores_long_sheet (void)
{
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "gitmo");
  g_autoptr(TmLedger) ledger = make_sheet ("gitmo", 2000);
  TmScoresSheet *sheet = TM_SCORES_SHEET (tm_scores_view_get_sheet (view));
  TmStandings *standings = tm_ledger_get_standings (ledger);
  GtkWidget *list, *scroller;
  GtkAdjustment *adjustment;
  guint made, activated = 0;

  tm_scores_view_open_ledger (view, ledger);
  tm_test_ui_wait_ms (300);

  /* Of its 2,500 rows, a dozen are on screen at 800 pixels; the list
   * view keeps up to 200 more around them, ready for scrolling. */
  made = tm_scores_sheet_get_n_rows_made (sheet);
  g_test_message ("rows made for 2,000 hands and 500 subtotals: %u; widgets in the sheet: %u",
                  made, tm_test_ui_count (GTK_WIDGET (sheet)));
  g_assert_cmpuint (made, >=, 8);
  g_assert_cmpuint (made, <=, 250);
  g_assert_cmpuint (tm_test_ui_count (GTK_WIDGET (sheet)), <=, 5000);

  /* Hand 1: Ana 0 Patriots, 0 Traitors; Ben 5 and 1: 4.  Hand 2000's
   * (index 1999) Ben: (5997 + 5) % 9 = 8 Patriots, 2000 % 3 = 2 Traitors. */
  assert_cell (view, 0, 0, "0");
  assert_cell (view, 0, 1, "4");
  assert_cell (view, 1999, 1, "6");
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *total = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                tm_standings_get_total (standings, s));

      assert_cell (view, -1, s, total);
    }

  /* Scrolled to the end, as many rows as at the top. */
  scroller = tm_test_ui_find (GTK_WIDGET (sheet), GTK_TYPE_SCROLLED_WINDOW);
  list = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  tm_test_ui_wait_ms (300);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  tm_test_ui_wait_ms (300);
  g_assert_cmpuint (tm_scores_sheet_get_n_rows_made (sheet), <=, 250);
  g_assert_cmpuint (tm_test_ui_count (GTK_WIDGET (sheet)), <=, 5000);
  assert_cell (view, 1999, 1, "6");

  /* Activating a hand's row (a click, Enter) corrects that hand; a
   * round's subtotal is not a hand.  Rows 0-3 are hands, row 4 the first
   * subtotal. */
  g_signal_connect_swapped (sheet, "hand-activated", G_CALLBACK (count_cb), &activated);
  g_assert_true (gtk_widget_activate_action (list, "list.activate-item", "u", 4));
  g_assert_cmpuint (activated, ==, 0);
  g_assert_true (gtk_widget_activate_action (list, "list.activate-item", "u", 5));
  g_assert_cmpuint (activated, ==, 1);
  adw_dialog_force_close (ADW_DIALOG (find_dialog (window, TM_TYPE_HAND_EDITOR)));
  g_signal_handlers_disconnect_by_data (sheet, &activated);

  /* Delete on a hand's row takes it away, and Undo brings it back. */
  g_signal_emit_by_name (sheet, "hand-delete", tm_ledger_get_hand (ledger, 1999));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1999);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.undo", NULL));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 2000);
  tm_test_ui_wait_ms (200);
  assert_cell (view, 1999, 1, "6");

  tm_scores_view_open_ledger (view, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}
