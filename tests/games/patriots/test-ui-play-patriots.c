/* test-ui-play-patriots.c: Meet the Patriots, played through its table
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

static void
test_play_patriots (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmPlayView *view = tm_test_ui_play_open (window, "patriots");
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("patriots", 2, 5, NULL, seats, NULL);
  guint moves = 0;
  gboolean shot = FALSE, refused = FALSE;
  TmPlayRecord record;

  tm_play_view_start (view, session);
  while (!tm_test_ui_play_summary_shown (view))
    {
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      guint face_up = 0;

      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_summary_shown (view))
        break;

      /* Never more than the two cards of a turn face up. */
      tm_test_ui_collect (tm_play_view_get_table (view), TM_TYPE_CARD_WIDGET, cards);
      g_assert_cmpuint (cards->len, ==, 12);
      for (guint i = 0; i < cards->len; i++)
        face_up += tm_card_widget_get_face_up (cards->pdata[i]) ? 1 : 0;
      g_assert_cmpuint (face_up, <=, 2);

      if (moves == 6 && !shot)
        {
          tm_test_ui_play_shoot_four (GTK_WIDGET (window), "patriots");
          shot = TRUE;
        }
      if (!refused)
        refused = tm_test_ui_play_check_refusal (view, NULL);
      tm_test_ui_play_one (view);
      moves++;
      g_assert_cmpuint (moves, <, 400);
    }

  g_assert_true (tm_play_state_get_is_terminal (tm_play_session_get_state (session)));
  g_assert_true (refused);
  g_assert_true (tm_test_ui_log_contains (view, "The game is over"));
  g_assert_true (tm_test_ui_log_contains (view, "turned over"));
  adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));

  /* A finished game counts once and is not kept for resuming. */
  tm_play_view_get_record (view, &record);
  g_assert_cmpuint (record.played, ==, 1);
  {
    g_autoptr(GFile) save = tm_play_session_get_save_file ("patriots");
    g_autoptr(GFile) file = g_file_new_build_filename (data_home, "tablemate", "play-stats.json", NULL);

    g_assert_false (g_file_query_exists (save, NULL));
    g_assert_true (g_file_query_exists (file, NULL));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* Meet the Patriots alone, at a phone's size: the game a player alone
 * plays was once reported to log a GLib critical (every warning is fatal
 * here).  Sixty moves, or to the end, then left to be saved. */
static void
test_play_patriots_alone (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 360, 720);
  TmPlayView *view = tm_test_ui_play_open (window, "patriots");
  TmSeat seats[] = { { TRUE, 0 } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("patriots", 1, 7, NULL, seats, NULL);
  guint moves = 0;

  tm_play_view_start (view, session);
  while (!tm_test_ui_play_summary_shown (view) && moves < 60)
    {
      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_summary_shown (view))
        break;
      tm_test_ui_play_one (view);
      moves++;
    }
  g_assert_cmpuint (moves, >, 0);
  tm_test_ui_play_shoot_four (GTK_WIDGET (window), "patriots-alone");
  if (tm_test_ui_play_summary_shown (view))
    adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
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

  g_test_add_func ("/ui/play/patriots", test_play_patriots);
  g_test_add_func ("/ui/play/patriots-alone", test_play_patriots_alone);

  return tm_test_ui_play_run (&app, &data_home);
}
