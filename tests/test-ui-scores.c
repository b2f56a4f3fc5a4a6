/* test-ui-scores.c: the Scores section, through its widgets
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

/* Score sheets of each kind of game through the Scores section: hands
 * typed into the hand form, the sheet's cells, its chart and exports,
 * pictures of an evening.  The sheets and roster on disk
 * (test-ui-scores-files.c), the settings (test-ui-scores-settings.c) and
 * typing by keyboard (test-ui-scores-typing.c) are in the same program,
 * which runs them all in one order (main() below). */

TmApplication *app;
char *data_dir;

void
test_scores_freeo (void)
{
  const char *names[] = { "Ana", "Ben", "Cai", NULL };
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "freeo");
  g_autoptr(TmLedgerStore) store = NULL;
  g_autofree char *ledger_id = NULL;
  g_autofree char *text = NULL;
  TmHandEditor *editor;
  TmLedger *ledger;
  GListModel *history;
  gboolean found = FALSE;

  ledger = start_ledger (window, view, names, NULL, 0);
  ledger_id = g_strdup (tm_ledger_get_id (ledger));
  g_assert_cmpstr (tm_ledger_get_game_id (ledger), ==, "freeo");
  g_assert_cmpuint (tm_ledger_get_n_players (ledger), ==, 3);
  /* Setting up the sheet is not a change to undo. */
  g_assert_false (tm_ledger_get_can_undo (ledger));
  /* Before the first hand there is no chart, even in a wide window. */
  g_assert_false (gtk_widget_get_mapped (tm_scores_view_get_chart (view)));
  g_assert_nonnull (find_button_with_action (GTK_WIDGET (view), "scores.add-hand"));

  /* Every player is linked to the roster, which now knows them. */
  for (guint p = 0; p < 3; p++)
    {
      TmRoster *roster = tm_ledger_store_get_roster (tm_application_get_ledger_store (app));
      TmLedgerPlayer *player = tm_ledger_get_player (ledger, p);
      TmRosterPlayer *known = tm_roster_lookup (roster, tm_ledger_player_get_roster_id (player));

      g_assert_nonnull (known);
      g_assert_cmpstr (tm_roster_player_get_name (known), ==, names[p]);
    }

  /* Hand 1: Ana goes out, Ben holds 2 Captured and 3 Draw (13), Cai 4
   * Seek and Match (8).  The points show as they are typed. */
  editor = open_editor (window, view, -1);
  text = tm_hand_editor_dup_points_text (editor, 1);
  g_assert_true (g_str_has_prefix (text, "Blank"));
  g_clear_pointer (&text, g_free);
  set_flag (editor, 0, "went_out", TRUE);
  set_count (editor, 1, "captured", 2);
  set_count (editor, 1, "draw", 3);
  set_count (editor, 2, "seek", 4);
  text = tm_hand_editor_dup_points_text (editor, 1);
  g_assert_true (g_str_has_prefix (text, "13 points"));
  g_clear_pointer (&text, g_free);

  /* More You Are Captured than the deck has is refused, by name. */
  set_count (editor, 2, "captured", 5);
  g_assert_false (tm_hand_editor_get_valid (editor));
  g_assert_nonnull (strstr (tm_hand_editor_get_problem (editor), "You Are Captured"));
  set_count (editor, 2, "captured", 0);
  press_enter (editor, tm_hand_editor_get_field (editor, 2, "seek"));

  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  assert_cell (view, 0, 1, "13");
  assert_cell (view, -1, 0, "0");
  assert_cell (view, -1, 1, "13");
  assert_cell (view, -1, 2, "8");
  /* The deal passes on from the first dealer, Ben, to Cai. */
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 2);
  /* The undo toast leaves Add Hand in the clear. */
  assert_toast_clear (window, view);
  assert_sheet_fits (window, view, 360, "scores-one-hand-narrow");
  assert_sheet_fits (window, view, 1280, "scores-one-hand-wide");

  /* Hand 2 with Cai left blank: incomplete, never 0. */
  editor = open_editor (window, view, -1);
  set_flag (editor, 1, "went_out", TRUE);
  set_count (editor, 0, "wild", 1);
  tm_hand_editor_clear_player (editor, 2);
  press_enter (editor, tm_hand_editor_get_field (editor, 0, "wild"));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 2);
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 1);
  assert_cell (view, 1, 2, "–");
  assert_cell (view, -1, 0, "0");

  /* Undo takes the hand away. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.undo", NULL));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.redo", NULL));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.undo", NULL));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);

  /* Correcting hand 1 changes the total: Ben had 5 Draw A Card. */
  editor = open_editor (window, view, 0);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (tm_hand_editor_get_field (editor, 1, "draw"))), ==, 3);
  set_count (editor, 1, "draw", 5);
  press_enter (editor, tm_hand_editor_get_field (editor, 1, "draw"));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  assert_cell (view, -1, 1, "15");
  g_assert_null (tm_scores_view_get_announcement (view));

  /* Two more hands with 6 You Are Captured each take Ben past 60: the
   * lowest total, Ana's, wins, and it is announced. */
  for (guint i = 0; i < 2; i++)
    {
      editor = open_editor (window, view, -1);
      set_flag (editor, 0, "went_out", TRUE);
      set_count (editor, 1, "captured", 6);
      set_count (editor, 2, "draw", 1);
      press_enter (editor, tm_hand_editor_get_field (editor, 2, "draw"));
    }
  assert_cell (view, -1, 1, "75");
  g_assert_true (tm_ledger_get_finished (ledger));
  g_assert_cmpstr (tm_scores_view_get_result (view), ==, "Ana wins with 0");
  g_assert_cmpstr (tm_scores_view_get_announcement (view), ==, "Game over: Ana wins with 0");
  g_assert_nonnull (strstr (tm_score_chart_get_summary (TM_SCORE_CHART (tm_scores_view_get_chart (view))),
                            "Ben 75"));
  /* A game that is over takes no more hands: Add Hand is gone. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (view), "scores.add-hand", NULL) &&
                  tm_ledger_get_n_hands (ledger) != 3);
  {
    GtkWidget *add = find_button_with_action (GTK_WIDGET (view), "scores.add-hand");

    g_assert_null (add);
  }

  take_screenshots (window, view, "freeo");

  /* The exports, through what the file dialog calls with the chosen
   * file: a PDF, a spreadsheet and a BG Stats play. */
  {
    static const struct {
      TmScoresExport kind;
      const char    *name;
    } exports[] = {
      { TM_SCORES_EXPORT_PDF, "sheet.pdf" },
      { TM_SCORES_EXPORT_CSV, "sheet.csv" },
      { TM_SCORES_EXPORT_BGSTATS, "sheet.json" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (exports); i++)
      {
        g_autofree char *export_path = g_build_filename (data_dir, exports[i].name, NULL);
        g_autoptr(GFile) export_file = g_file_new_for_path (export_path);
        g_autoptr(GAsyncResult) result = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *contents = NULL;
        gint64 started = g_get_monotonic_time ();

        tm_scores_export_file_async (tm_scores_view_get_ledger (view),
                                     tm_application_get_catalogue (app), exports[i].kind,
                                     export_file, store_result_cb, &result);
        /* Reported from the main loop, never before the call returns */
        g_assert_null (result);
        while (result == NULL)
          g_main_context_iteration (NULL, TRUE);
        g_test_message ("export %s: %.1f ms", exports[i].name,
                        (g_get_monotonic_time () - started) / 1000.0);
        g_assert_true (tm_scores_export_file_finish (result, &error));
        g_assert_no_error (error);
        g_assert_true (g_file_get_contents (export_path, &contents, NULL, NULL));

        switch (exports[i].kind)
          {
          case TM_SCORES_EXPORT_PDF:
            g_assert_true (g_str_has_prefix (contents, "%PDF"));
            break;

          case TM_SCORES_EXPORT_CSV:
            g_assert_true (g_str_has_prefix (contents, "Hand,Round,Dealer,Ana,Ben,Cai"));
            g_assert_nonnull (strstr (contents, "\r\nTotal,,,0,75,10"));
            break;

          case TM_SCORES_EXPORT_BGSTATS:
          default:
            {
              g_autoptr(JsonParser) parser = json_parser_new ();
              JsonObject *play;
              JsonArray *players;

              g_assert_true (json_parser_load_from_data (parser, contents, -1, NULL));
              play = json_node_get_object (json_parser_get_root (parser));
              players = json_object_get_array_member (play, "players");
              g_assert_cmpuint (json_array_get_length (players), ==, 3);
              g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1),
                                                           "score"), ==, 75);
              g_assert_true (json_object_get_boolean_member (json_array_get_object_element (players, 0),
                                                             "winner"));
            }
            break;
          }
      }
  }

  /* Back to the history: the sheet is there, and reopens. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.back", NULL));
  g_assert_null (tm_scores_view_get_ledger (view));
  history = tm_scores_view_get_history (view);
  g_assert_cmpuint (g_list_model_get_n_items (history), >=, 1);
  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (history, i);

      if (tm_ledger_record_get_ledger (record) == ledger)
        {
          tm_scores_view_open_ledger (view, ledger);
          found = TRUE;
        }
    }
  g_assert_true (found);
  g_assert_true (tm_scores_view_get_ledger (view) == ledger);

  /* Everything was saved: a store reading the folder afresh, as after a
   * restart, finds the sheet with its hands and winner. */
  wait_until (ledger_saved, ledger);
  store = tm_ledger_store_new (tm_application_get_catalogue (app), NULL);
  tm_ledger_store_load (store);
  wait_until (store_loaded, store);
  found = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (tm_ledger_store_get_records (store)); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (tm_ledger_store_get_records (store), i);
      TmLedger *reread = tm_ledger_record_get_ledger (record);

      if (reread != NULL && g_str_equal (tm_ledger_get_id (reread), ledger_id))
        {
          g_assert_cmpuint (tm_ledger_get_n_hands (reread), ==, 3);
          g_assert_cmpint (tm_standings_get_total (tm_ledger_get_standings (reread), 1), ==, 75);
          g_assert_true (tm_ledger_get_finished (reread));
          found = TRUE;
        }
    }
  g_assert_true (found);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

void
test_scores_gitmo_partners (void)
{
  const char *names[] = { "Ana", "Ben", "Cai", "Dee", NULL };
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "gitmo");
  g_autofree char *team = NULL;
  TmHandEditor *editor;
  TmLedger *ledger;

  ledger = start_ledger (window, view, names, "partners", 0);
  /* Partners sit opposite: Ana & Cai against Ben & Dee. */
  g_assert_cmpuint (tm_ledger_get_n_sides (ledger), ==, 2);
  team = tm_ledger_dup_side_name (ledger, 0);
  g_assert_cmpstr (team, ==, "Ana & Cai");

  /* One round, the game's usual length, is a deal by each of the four. */
  for (guint i = 0; i < 4; i++)
    {
      editor = open_editor (window, view, -1);
      for (guint p = 0; p < 4; p++)
        {
          set_count (editor, p, "patriots", (p + i) % 4 + 1);
          set_count (editor, p, "traitors", p % 2);
        }
      if (i == 1)
        set_flag (editor, 2, "whistleblower", TRUE);
      if (i == 3)
        set_count (editor, 1, "special_ops", -5);
      press_enter (editor, tm_hand_editor_get_field (editor, 3, "traitors"));
    }
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 4);
  /* Ana & Cai: Patriots (1+3)+(2+4)+(3+1)+(4+2) = 20, Whistleblower +10;
   * Ben & Dee: (2+4)+(3+1)+(4+2)+(1+3) = 20, a Traitor each a hand -8,
   * Special Ops -5. */
  assert_cell (view, -1, 0, "30");
  assert_cell (view, -1, 1, "7");
  g_assert_true (tm_ledger_get_finished (ledger));
  g_assert_cmpstr (tm_scores_view_get_result (view), ==, "Ana & Cai win with 30");

  take_screenshots (window, view, "gitmo");

  /* Deleting the sheet from the history can be undone. */
  {
    GListModel *history = tm_scores_view_get_history (view);
    guint before = g_list_model_get_n_items (history);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.delete", NULL));
    g_assert_null (tm_scores_view_get_ledger (view));
    g_assert_cmpuint (g_list_model_get_n_items (history), ==, before - 1);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* Gitmo's runs, each with its own count and card: the rules' worked
 * example gives Ben 9. */
void
test_scores_gitmo_runs (void)
{
  const char *names[] = { "Ana", "Ben", NULL };
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "gitmo");
  TmHandEditor *editor;
  TmLedger *ledger;
  guint run;

  ledger = start_ledger (window, view, names, NULL, 0);

  editor = open_editor (window, view, -1);
  set_count (editor, 0, "patriots", 3);
  set_count (editor, 1, "traitors", 1);
  run = tm_hand_editor_add_run (editor, 1);
  g_assert_cmpuint (run, ==, 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_hand_editor_get_run_field (editor, 1, 0, "patriots")), 6);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_hand_editor_get_run_field (editor, 1, 0, "traitors")), 2);
  run = tm_hand_editor_add_run (editor, 1);
  g_assert_cmpuint (run, ==, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_hand_editor_get_run_field (editor, 1, 1, "patriots")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_hand_editor_get_run_field (editor, 1, 1, "traitors")), 3);
  /* Without a card the three Traitors cost 3: 1 + 6 - 2 + 1 - 3 - 1 = 2 */
  set_flag (editor, 1, "whistleblower", TRUE);
  set_count (editor, 1, "special_ops", -5);
  {
    g_autofree char *text = tm_hand_editor_dup_points_text (editor, 1);
    g_assert_true (g_str_has_prefix (text, "6 points"));
  }
  /* Justice on the second run clears them (index 2 of the card list). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (tm_hand_editor_get_run_field (editor, 1, 1, "card")), 2);
  {
    g_autofree char *text = tm_hand_editor_dup_points_text (editor, 1);
    g_assert_true (g_str_has_prefix (text, "9 points"));
  }
  /* More Patriots in runs than the deck has is the engine's problem,
   * shown as it reports it. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_hand_editor_get_run_field (editor, 1, 0, "patriots")), 24);
  g_assert_false (tm_hand_editor_get_valid (editor));
  g_assert_nonnull (strstr (tm_hand_editor_get_problem (editor), "Patriots"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_hand_editor_get_run_field (editor, 1, 0, "patriots")), 6);
  press_enter (editor, tm_hand_editor_get_run_field (editor, 1, 1, "traitors"));

  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  assert_cell (view, -1, 0, "3");
  assert_cell (view, -1, 1, "9");

  /* The runs come back when the hand is corrected; one removed. */
  editor = open_editor (window, view, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (tm_hand_editor_get_run_field (editor, 1, 1, "card"))),
                    ==, 2);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (tm_hand_editor_get_run_field (editor, 1, 0, "patriots"))),
                     ==, 6);
  g_assert_null (tm_hand_editor_get_run_field (editor, 1, 2, "patriots"));
  screenshot_window (window, view, "gitmo-runs-form",
                     tm_hand_editor_get_run_field (editor, 1, 0, "patriots"));
  adw_dialog_force_close (ADW_DIALOG (editor));
  tm_test_ui_wait_ms (50);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* Meet the Patriots alone counts turns, never pairs. */
void
test_scores_patriots_solo (void)
{
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "patriots");
  TmNewLedgerDialog *dialog;
  TmHandEditor *editor;
  TmLedger *ledger;
  GtkWidget *turns;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.new", NULL));
  dialog = TM_NEW_LEDGER_DIALOG (find_dialog (window, TM_TYPE_NEW_LEDGER_DIALOG));
  tm_new_ledger_dialog_add_player (dialog, "Ana");
  g_assert_true (gtk_widget_get_sensitive (adw_dialog_get_default_widget (ADW_DIALOG (dialog))));
  g_signal_emit_by_name (adw_dialog_get_default_widget (ADW_DIALOG (dialog)), "clicked");
  tm_test_ui_wait_ms (100);
  ledger = tm_scores_view_get_ledger (view);
  g_assert_nonnull (ledger);
  g_assert_cmpuint (tm_ledger_get_n_players (ledger), ==, 1);

  editor = open_editor (window, view, -1);
  g_assert_null (tm_hand_editor_get_field (editor, 0, "pairs"));
  turns = tm_hand_editor_get_field (editor, 0, "turns");
  g_assert_true (GTK_IS_SPIN_BUTTON (turns));
  set_count (editor, 0, "turns", 20);
  g_assert_false (tm_hand_editor_get_valid (editor));
  g_assert_nonnull (strstr (tm_hand_editor_get_problem (editor), "23"));
  set_count (editor, 0, "turns", 31);
  press_enter (editor, turns);
  assert_cell (view, -1, 0, "31");

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* Any other game: a name, the players, and how it ends; hands are plain
 * points, and the lowest total wins once someone reaches the target. */
void
test_scores_custom (void)
{
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "freeo");
  const int first[] = { 40, 20, 60 };
  const int second[] = { 30, 10, 50 };
  g_autofree char *csv = NULL;
  TmNewLedgerDialog *dialog;
  TmHandEditor *editor;
  TmLedger *ledger;
  GtkWidget *start;
  GListModel *history;
  gboolean listed = FALSE;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.new-custom", NULL));
  dialog = TM_NEW_LEDGER_DIALOG (find_dialog (window, TM_TYPE_NEW_LEDGER_DIALOG));
  start = adw_dialog_get_default_widget (ADW_DIALOG (dialog));
  tm_new_ledger_dialog_set_title (dialog, "Rummy");
  tm_new_ledger_dialog_add_player (dialog, "Ana");
  tm_new_ledger_dialog_add_player (dialog, "Ben");
  tm_new_ledger_dialog_add_player (dialog, "Cai");
  tm_options_group_set_option (tm_new_ledger_dialog_get_options_group (dialog), "target-score", TRUE, 100);
  tm_options_group_set_option (tm_new_ledger_dialog_get_options_group (dialog), "lowest-wins", TRUE, 0);
  screenshot_window (window, view, "other-game-dialog", NULL);
  g_assert_true (gtk_widget_get_sensitive (start));
  g_signal_emit_by_name (start, "clicked");
  tm_test_ui_wait_ms (100);

  ledger = tm_scores_view_get_ledger (view);
  g_assert_nonnull (ledger);
  g_assert_cmpstr (tm_ledger_get_game_id (ledger), ==, "custom");
  g_assert_cmpstr (tm_ledger_get_title (ledger), ==, "Rummy");

  editor = open_editor (window, view, -1);
  set_points (editor, first, 3);
  g_assert_false (tm_ledger_get_finished (ledger));
  g_assert_cmpstr (tm_scores_view_get_result (view), ==, "Ben leads with 20");
  editor = open_editor (window, view, -1);
  set_points (editor, second, 3);

  /* Cai reaches 110: the game is over, and the lowest total wins. */
  assert_cell (view, 1, 2, "50");
  assert_cell (view, -1, 0, "70");
  assert_cell (view, -1, 1, "30");
  assert_cell (view, -1, 2, "110");
  g_assert_true (tm_ledger_get_finished (ledger));
  g_assert_cmpstr (tm_scores_view_get_result (view), ==, "Ben wins with 30");
  g_assert_nonnull (strstr (tm_score_chart_get_summary (TM_SCORE_CHART (tm_scores_view_get_chart (view))),
                            "Ben 30"));
  csv = export_csv (view);
  g_assert_nonnull (strstr (csv, "Ben"));
  g_assert_nonnull (strstr (csv, "110"));

  /* Other games' sheets are in every game's history. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.back", NULL));
  view = open_scores (window, "gitmo");
  history = tm_scores_view_get_history (view);
  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (history, i);

      if (tm_ledger_record_get_ledger (record) == ledger)
        listed = TRUE;
    }
  g_assert_true (listed);
  screenshot_window (window, view, "history", NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* A usual evening, 20 hands, in pictures: Gitmo for four with a subtotal
 * each round, and Free-O for five. */
void
test_scores_evening (void)
{
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "gitmo");
  g_autoptr(TmLedger) gitmo = make_sheet ("gitmo", 20);
  g_autoptr(TmLedger) freeo = NULL;

  tm_scores_view_open_ledger (view, gitmo);
  take_screenshots (window, view, "evening-gitmo");
  tm_scores_view_open_ledger (view, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);

  window = show_window (1280, 800);
  view = open_scores (window, "freeo");
  freeo = make_sheet ("freeo", 20);
  tm_scores_view_open_ledger (view, freeo);
  take_screenshots (window, view, "evening-freeo");
  tm_scores_view_open_ledger (view, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Never touch real score sheets. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-scores-XXXXXX", &data_dir);

  g_test_add_func ("/ui/scores/freeo", test_scores_freeo);
  g_test_add_func ("/ui/scores/roster", test_scores_roster);
  g_test_add_func ("/ui/scores/gitmo-partners", test_scores_gitmo_partners);
  g_test_add_func ("/ui/scores/gitmo-runs", test_scores_gitmo_runs);
  g_test_add_func ("/ui/scores/patriots-solo", test_scores_patriots_solo);
  g_test_add_func ("/ui/scores/settings", test_scores_settings);
  g_test_add_func ("/ui/scores/delete-while-saving", test_scores_delete_while_saving);
  g_test_add_func ("/ui/scores/damaged-file", test_scores_damaged_file);
  g_test_add_func ("/ui/scores/custom", test_scores_custom);
  g_test_add_func ("/ui/scores/partners-setting", test_scores_partners_setting);
  g_test_add_func ("/ui/scores/rename", test_scores_rename);
  g_test_add_func ("/ui/scores/pdf-long", test_scores_pdf_long);
  g_test_add_func ("/ui/scores/long-sheet", test_scores_long_sheet);
  g_test_add_func ("/ui/scores/evening", test_scores_evening);
  g_test_add_func ("/ui/scores/keystrokes", test_scores_keystrokes);
  g_test_add_func ("/ui/scores/freeo-paper", test_scores_freeo_paper);
  g_test_add_func ("/ui/scores/target-control", test_scores_target_control);

  status = g_test_run ();
  g_clear_object (&app);
  g_free (data_dir);
  return status;
}
