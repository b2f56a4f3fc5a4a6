/* test-ui-play-freeo.c: Free-O, played through its table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-card-widget.h"
#include "tm-game-module.h"
#include "tm-game-page.h"
#include "tm-new-game-dialog.h"
#include "tm-options-group.h"
#include "tm-play-table.h"
#include "tm-play-view.h"
#include "tm-test-ui-play.h"
#include "tm-test-ui.h"
#include "tm-window.h"

static TmApplication *app;
static char *data_home;

/* The Free-O table's prompt offers only what the rules allow: it names
 * the wild exactly when the person may play one (ruling
 * wild-when-nothing-owed: not when nothing is owed, unless the option says
 * so; never as the last card or a second time in a turn). */
static void
check_freeo_prompt (TmPlayView *view)
{
  TmPlayState *state = tm_play_session_get_state (tm_play_view_get_session (view));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree TmMove *moves = NULL;
  const char *prompt = NULL;
  gboolean wild = FALSE;
  guint n;

  tm_test_ui_collect (tm_play_view_get_table (view), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_label (labels->pdata[i]);

      if (g_str_has_prefix (text, "Nothing owed") || g_str_has_prefix (text, "To match") ||
          g_str_has_prefix (text, "Captured by"))
        prompt = text;
    }
  g_assert_nonnull (prompt);
  /* It is the person's decision: the prompt says what they may do. */
  g_assert_nonnull (strstr (prompt, " — "));

  moves = tm_play_state_dup_legal_moves (state, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tm_play_state_move_to_string (state, &moves[i]);

      wild |= g_str_equal (text, "wild");
    }
  g_assert_cmpint (strstr (prompt, "FREE-O Wild") != NULL, ==, wild);
}

static gboolean
capture_pending (TmPlayView *view)
{
  TmPlayState *state = tm_play_session_get_state (tm_play_view_get_session (view));
  g_autoptr(JsonNode) node = NULL;
  JsonObject *obs;

  if (tm_play_state_get_current_player (state) != tm_play_view_get_viewer (view))
    return FALSE;
  node = tm_play_state_observation_to_json (state, tm_play_view_get_viewer (view));
  obs = json_object_get_object_member (json_node_get_object (node), "state");
  return g_strcmp0 (json_object_get_string_member_with_default (obs, "owed", ""), "capture") == 0;
}

static void
test_play_freeo (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmPlayView *view = tm_test_ui_play_open (window, "freeo");
  AdwDialog *dialog;
  TmSeat ai = { FALSE, TM_AGENT_DIFFICULTY_EASY };
  TmPlaySession *session;
  g_autoptr(GFile) save = tm_play_session_get_save_file ("freeo");
  g_autoptr(GPtrArray) hinted = g_ptr_array_new ();
  guint human_moves = 0, moves_at_undo, announced = 0;
  gulong announced_id, move_id;
  gboolean undone = FALSE, refused = FALSE;
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *second;
  g_autoptr(GFile) ledger_file = NULL;
  TmPlayRecord record;

  g_assert_cmpstr (tm_play_view_get_page (view), ==, "start");

  /* The new-game dialog: three players, two computers, seed 7. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_has_dialog, window));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (TM_IS_NEW_GAME_DIALOG (dialog));
  tm_new_game_dialog_set_n_players (TM_NEW_GAME_DIALOG (dialog), 3);
  tm_new_game_dialog_set_seat (TM_NEW_GAME_DIALOG (dialog), 1, &ai);
  tm_new_game_dialog_set_seat (TM_NEW_GAME_DIALOG (dialog), 2, &ai);
  tm_new_game_dialog_set_seed_text (TM_NEW_GAME_DIALOG (dialog), "7");
  tm_new_game_dialog_start (TM_NEW_GAME_DIALOG (dialog));
  tm_test_ui_wait_ms (300);

  session = tm_play_view_get_session (view);
  g_assert_nonnull (session);
  g_assert_cmpuint (tm_play_session_get_n_players (session), ==, 3);
  g_assert_cmpuint (tm_play_state_get_seed (tm_play_session_get_state (session)), ==, 7);
  g_assert_cmpstr (tm_play_view_get_page (view), ==, "table");
  g_assert_true (tm_test_ui_log_contains (view, "New game of Free-O"));
  /* The card turned up to start the pile is in the log. */
  g_assert_true (tm_test_ui_log_contains (view, "The hand starts with "));
  g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "The hand starts with "));
  announced_id = g_signal_connect (view, "notify::last-announcement",
                                   G_CALLBACK (tm_test_ui_play_announced_cb), &announced);
  move_id = g_signal_connect (session, "move-played",
                              G_CALLBACK (tm_test_ui_play_move_announced_cb), &announced);

  while (!tm_test_ui_play_summary_shown (view))
    {
      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_summary_shown (view))
        break;
      tm_test_ui_play_check_nothing_hidden_shown (view);
      check_freeo_prompt (view);
      if (!refused && (refused = tm_test_ui_play_check_refusal (view, NULL)))
        {
          tm_test_ui_play_shoot_four (GTK_WIDGET (window), "freeo-refused");
          announced = 1;
        }

      if (human_moves == 1 && !undone)
        {
          /* A hint marks a card (or Draw) and says so. */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.hint", NULL));
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
          tm_test_ui_collect (tm_play_view_get_table (view), TM_TYPE_CARD_WIDGET, hinted);
          for (guint i = 0; i < hinted->len; i++)
            if (!tm_card_widget_get_hinted (hinted->pdata[i]))
              g_ptr_array_remove_index (hinted, i--);
          g_assert_cmpuint (hinted->len, ==, 1);
          /* … in plain words, said to screen readers too. */
          g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "Hint: "));
          g_assert_null (strstr (tm_play_view_get_last_announcement (view), "You played"));

          tm_test_ui_play_shoot (GTK_WIDGET (window), "play-freeo-1280x800-light.png");
          adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
          tm_test_ui_play_shoot (GTK_WIDGET (window), "play-freeo-1280x800-dark.png");
          tm_test_ui_play_resize (GTK_WIDGET (window), 360, 720);
          tm_test_ui_play_shoot (GTK_WIDGET (window), "play-freeo-360x720-dark.png");
          adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
          tm_test_ui_play_shoot (GTK_WIDGET (window), "play-freeo-360x720-light.png");
          adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
          tm_test_ui_play_resize (GTK_WIDGET (window), 1280, 800);

          /* Undo goes back to this decision, replayed from the seed. */
          moves_at_undo = tm_play_state_get_n_moves (tm_play_session_get_state (session));
          tm_test_ui_play_one (view);
          g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (session)), >, moves_at_undo);
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.undo", NULL));
          g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (session)), ==, moves_at_undo);
          g_assert_cmpstr (tm_test_ui_play_last_log_line (view), ==,
                           "You took back your last move");
          undone = TRUE;
          tm_test_ui_wait_ms (50);
          continue;
        }

      tm_test_ui_play_one (view);
      human_moves++;
      g_assert_cmpuint (human_moves, <, 200);
    }

  /* The hand is over: the log says so and the summary goes to a ledger. */
  g_assert_true (refused);
  g_signal_handler_disconnect (view, announced_id);
  g_signal_handler_disconnect (session, move_id);
  /* … then how the next hand starts. */
  g_assert_true (g_str_has_prefix (tm_test_ui_play_last_log_line (view), "The hand starts with "));
  g_assert_cmpstr (tm_play_view_get_last_announcement (view), ==,
                   tm_test_ui_play_last_log_line (view));
  tm_test_ui_play_shoot_four (GTK_WIDGET (window), "freeo-summary");
  g_assert_true (tm_test_ui_log_contains (view, "Hand 1 is over"));
  g_assert_true (tm_test_ui_log_contains (view, "You played"));
  g_assert_true (tm_test_ui_log_contains (view, "Computer 1"));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_signal_emit_by_name (dialog, "response", "ledger");
  adw_dialog_close (dialog);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  g_assert_nonnull (tm_play_view_get_ledger (view));
  g_assert_cmpuint (tm_ledger_get_n_hands (tm_play_view_get_ledger (view)), ==, 1);
  g_assert_true (tm_ledger_hand_get_complete (tm_ledger_get_hand (tm_play_view_get_ledger (view), 0)));
  ledger_file = g_object_ref (tm_ledger_get_file (tm_play_view_get_ledger (view)));
  g_assert_true (g_file_query_exists (ledger_file, NULL));
  g_assert_true (g_str_has_prefix (g_file_peek_path (ledger_file), data_home));

  /* Saved after every move; a fresh Play section offers to resume it. */
  tm_play_session_stop (session);
  tm_test_ui_wait_ms (100);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  g_assert_true (g_file_query_exists (save, NULL));
  second = tm_play_view_new (tm_window_get_catalogue (window),
                             tm_catalogue_lookup_game (tm_window_get_catalogue (window), "freeo"));
  g_object_ref_sink (second);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, second));
  g_assert_true (tm_play_view_get_has_saved_game (TM_PLAY_VIEW (second)));
  g_assert_true (gtk_widget_activate_action (second, "play.resume", NULL));
  tm_play_session_stop (tm_play_view_get_session (TM_PLAY_VIEW (second)));
  g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (tm_play_view_get_session (TM_PLAY_VIEW (second)))),
                    ==, tm_play_state_get_n_moves (tm_play_session_get_state (session)));
  g_assert_cmpstr (tm_play_session_get_ledger_path (tm_play_view_get_session (TM_PLAY_VIEW (second))),
                   ==, g_file_peek_path (ledger_file));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, second));
  g_object_unref (second);

  tm_play_view_get_record (view, &record);
  g_assert_cmpuint (record.played, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* A Free-O hand in which the computer captures the person: the table
 * says what is owed, and only a wild or drawing two is playable. */
static void
test_play_freeo_capture (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmPlayView *view = tm_test_ui_play_open (window, "freeo");
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_MEDIUM }, { FALSE, TM_AGENT_DIFFICULTY_MEDIUM } };
  gboolean found = FALSE;

  for (guint64 seed = 1; seed <= 40 && !found; seed++)
    {
      g_autoptr(TmPlaySession) session = tm_play_session_new ("freeo", 3, seed, NULL, seats, NULL);
      guint moves = 0;

      tm_play_view_start (view, session);
      while (moves++ < 60)
        {
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
          if (tm_test_ui_play_summary_shown (view) || tm_play_state_get_current_player (tm_play_session_get_state (session)) < 0)
            break;
          check_freeo_prompt (view);
          if (capture_pending (view))
            {
              found = TRUE;
              break;
            }
          tm_test_ui_play_one (view);
        }
      if (!found)
        {
          tm_play_session_stop (session);
          if (tm_test_ui_play_summary_shown (view))
            adw_dialog_force_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
        }
    }
  g_assert_true (found);
  g_assert_true (tm_test_ui_log_contains (view, "You Are Captured"));
  tm_test_ui_play_shoot_four (GTK_WIDGET (window), "freeo-capture");
  tm_play_session_stop (tm_play_view_get_session (view));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

int
main (int   argc,
      char *argv[])
{
  /* Before anything reads it: files go to a fresh folder. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-play-XXXXXX", &data_home);

  g_test_add_func ("/ui/play/freeo", test_play_freeo);
  g_test_add_func ("/ui/play/freeo-capture", test_play_freeo_capture);

  return tm_test_ui_play_run (&app, &data_home);
}
