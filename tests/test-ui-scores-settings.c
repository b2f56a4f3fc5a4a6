/* test-ui-scores-settings.c: a score sheet's settings, through the app
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

/* A sheet's settings dialog, partners and the target (run by
 * test-ui-scores.c's main()). */

static GtkWidget *
find_option_row (GtkWidget  *root,
                 const char *option_id)
{
  if (TM_IS_OPTIONS_GROUP (root) && tm_options_group_get_row (TM_OPTIONS_GROUP (root), option_id))
    return tm_options_group_get_row (TM_OPTIONS_GROUP (root), option_id);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_option_row (child, option_id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Options and rounds change after the sheet has started: each change is
 * undoable, and a hand the new options refuse shows the engine's problem. */
void
test_scores_settings (void)
{
  const char *names[] = { "Ana", "Ben", NULL };
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "captured");
  TmHandEditor *editor;
  TmLedger *ledger;
  TmLedgerHand *hand;
  AdwDialog *dialog;
  GtkWidget *row;

  ledger = start_ledger (window, view, names, "keep-trump", 0);
  editor = open_editor (window, view, -1);
  set_count (editor, 0, "traitors", 3);
  set_flag (editor, 0, "trump", TRUE);
  set_count (editor, 0, "special_ops", -5);
  set_count (editor, 1, "traitors", 1);
  press_enter (editor, tm_hand_editor_get_field (editor, 1, "traitors"));
  assert_cell (view, -1, 0, "103");
  hand = tm_ledger_get_hand (ledger, 0);
  g_assert_null (tm_ledger_hand_get_problem (hand));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.settings", NULL));
  dialog = tm_scores_view_present_settings (view);
  tm_test_ui_wait_ms (50);

  /* Without keep-trump the Trump is out of the game: the hand says so. */
  row = find_option_row (GTK_WIDGET (dialog), "keep-trump");
  g_assert_nonnull (row);
  g_assert_true (adw_switch_row_get_active (ADW_SWITCH_ROW (row)));
  adw_switch_row_set_active (ADW_SWITCH_ROW (row), FALSE);
  g_assert_nonnull (tm_ledger_hand_get_problem (hand));
  g_assert_nonnull (strstr (tm_ledger_hand_get_problem (hand), "keep-trump"));
  g_assert_false (tm_ledger_hand_get_complete (hand));

  /* Three rounds instead of one */
  row = tm_test_ui_find (GTK_WIDGET (dialog), ADW_TYPE_SPIN_ROW);
  g_assert_nonnull (row);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), 3);
  g_assert_cmpuint (tm_ledger_get_rounds (ledger), ==, 3);
  adw_dialog_force_close (dialog);
  tm_test_ui_wait_ms (50);

  /* Undo takes back one change at a time. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.undo", NULL));
  g_assert_cmpuint (tm_ledger_get_rounds (ledger), ==, 1);
  g_assert_nonnull (tm_ledger_hand_get_problem (tm_ledger_get_hand (ledger, 0)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.undo", NULL));
  g_assert_null (tm_ledger_hand_get_problem (tm_ledger_get_hand (ledger, 0)));
  assert_cell (view, -1, 0, "103");

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* Partners can be switched on after the sheet has started, and back. */
void
test_scores_partners_setting (void)
{
  const char *names[] = { "Ana", "Ben", "Cai", "Dee", NULL };
  TmWindow *window = show_window (1280, 800);
  TmScoresView *view = open_scores (window, "gitmo");
  g_autofree char *team = NULL;
  TmLedger *ledger;
  AdwDialog *dialog;
  GtkWidget *row;

  ledger = start_ledger (window, view, names, NULL, 0);
  g_assert_cmpuint (tm_ledger_get_n_sides (ledger), ==, 4);

  dialog = tm_scores_view_present_settings (view);
  tm_test_ui_wait_ms (50);
  row = find_option_row (GTK_WIDGET (dialog), "partners");
  g_assert_nonnull (row);
  g_assert_false (adw_switch_row_get_active (ADW_SWITCH_ROW (row)));
  adw_switch_row_set_active (ADW_SWITCH_ROW (row), TRUE);
  adw_dialog_force_close (dialog);
  tm_test_ui_wait_ms (50);

  g_assert_cmpuint (tm_ledger_get_n_sides (ledger), ==, 2);
  team = tm_scores_dup_side_name (ledger, 1);
  g_assert_cmpstr (team, ==, "Ben & Dee");
  assert_cell (view, -2, 0, "Ana & Cai");

  /* Special Ops cards are picked by name beside plain points: Ana keeps
   * two Commendations and a Blown Cover, and 3 more points by hand. */
  {
    TmCatalogue *catalogue = tm_application_get_catalogue (app);
    TmCard *medal = tm_deck_lookup_card (tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL),
                                         "commendation");
    TmHandEditor *editor;
    GtkWidget *card;
    GVariant *entry;
    GVariant *cards;
    g_autoptr(GError) edit_error = NULL;

    /* The cards go by the names the household gave them. */
    g_assert_true (tm_catalogue_edit_card (catalogue, medal, "Medal", NULL, NULL, &edit_error));
    g_assert_no_error (edit_error);
    editor = open_editor (window, view, -1);
    card = tm_hand_editor_get_card_row (editor, 0, "commendation");
    g_assert_true (ADW_IS_SPIN_ROW (card));
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (card)), ==, "Medal");
    tm_catalogue_reset_card (catalogue, medal);
    /* Jesus Saves has its own switch; cards without points are not offered. */
    g_assert_null (tm_hand_editor_get_card_row (editor, 0, "jesus-saves"));
    g_assert_null (tm_hand_editor_get_card_row (editor, 0, "justice"));
    adw_spin_row_set_value (ADW_SPIN_ROW (card), 2);
    adw_spin_row_set_value (ADW_SPIN_ROW (tm_hand_editor_get_card_row (editor, 0, "blown-cover")), 1);
    set_count (editor, 0, "special_ops", 3);
    for (guint p = 0; p < 4; p++)
      set_count (editor, p, "patriots", 1);
    press_enter (editor, tm_hand_editor_get_field (editor, 3, "patriots"));

    entry = tm_ledger_hand_dup_entry (tm_ledger_get_hand (ledger, 0), 0);
    cards = g_variant_lookup_value (entry, "special_ops", G_VARIANT_TYPE ("av"));
    g_assert_cmpuint (g_variant_n_children (cards), ==, 4);
    g_assert_true (g_variant_equal (cards, g_variant_new_parsed ("[<'commendation'>, <'commendation'>, "
                                                                 "<'blown-cover'>, <int64 3>]")));
    g_clear_pointer (&cards, g_variant_unref);
    g_clear_pointer (&entry, g_variant_unref);
    /* Team Ana & Cai: 1 + 5 + 5 − 5 + 3, and Cai's Patriot */
    assert_cell (view, 0, 0, "10");

    /* Opened again, the form shows the cards kept. */
    editor = open_editor (window, view, 0);
    g_assert_cmpfloat (adw_spin_row_get_value (ADW_SPIN_ROW (tm_hand_editor_get_card_row (editor, 0, "commendation"))),
                       ==, 2);
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (tm_hand_editor_get_field (editor, 0, "special_ops"))),
                       ==, 3);
    adw_dialog_force_close (ADW_DIALOG (editor));
    tm_test_ui_wait_ms (50);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.undo", NULL));
  }

  /* One step for Undo, and Redo seats them in teams again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.undo", NULL));
  g_assert_cmpuint (tm_ledger_get_n_sides (ledger), ==, 4);
  assert_cell (view, -2, 0, "Ana");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.redo", NULL));
  g_assert_cmpuint (tm_ledger_get_n_sides (ledger), ==, 2);

  tm_scores_set_partners (ledger, FALSE);
  g_assert_cmpuint (tm_ledger_get_n_sides (ledger), ==, 4);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* The target score is the one control, from the one option type, in the
 * New Game and New Sheet dialogs: a number where the game always plays
 * to one (Free-O), a switch holding the number where it may (Prisoner). */
void
test_scores_target_control (void)
{
  static const char * const games[] = { "freeo", "prisoner" };
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  TmLedgerStore *store = tm_application_get_ledger_store (app);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      TmGame *game = tm_catalogue_get_game (catalogue, games[i], NULL);
      const char *target = tm_game_get_target_option (game);
      GtkWidget *play = g_object_ref_sink (GTK_WIDGET (tm_new_game_dialog_new (catalogue, game)));
      GtkWidget *sheet = g_object_ref_sink (GTK_WIDGET (tm_new_ledger_dialog_new (store, catalogue, game)));
      GtkWidget *play_row, *sheet_row;
      g_autoptr(GVariant) play_values = NULL;
      g_autoptr(GVariant) sheet_values = NULL;

      g_assert_nonnull (target);
      play_row = tm_options_group_get_row (tm_new_game_dialog_get_options_group (TM_NEW_GAME_DIALOG (play)),
                                           target);
      sheet_row = tm_options_group_get_row (tm_new_ledger_dialog_get_options_group (TM_NEW_LEDGER_DIALOG (sheet)),
                                            target);
      g_assert_nonnull (play_row);
      g_assert_nonnull (sheet_row);
      g_assert_true (G_OBJECT_TYPE (play_row) == G_OBJECT_TYPE (sheet_row));
      g_assert_true (i == 0 ? ADW_IS_SPIN_ROW (play_row) : ADW_IS_EXPANDER_ROW (play_row));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (play_row)), ==,
                       adw_preferences_row_get_title (ADW_PREFERENCES_ROW (sheet_row)));

      play_values = tm_new_game_dialog_dup_options (TM_NEW_GAME_DIALOG (play));
      sheet_values = tm_options_group_dup_values (tm_new_ledger_dialog_get_options_group (TM_NEW_LEDGER_DIALOG (sheet)));
      g_assert_cmpint (tm_game_options_get_on (game, play_values, target), ==,
                       tm_game_options_get_on (game, sheet_values, target));
      g_assert_cmpint (tm_game_options_get_number (game, play_values, target), ==,
                       tm_game_options_get_number (game, sheet_values, target));

      g_object_unref (play);
      g_object_unref (sheet);
    }
}
