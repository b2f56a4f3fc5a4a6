/* test-ui-play-captured.c: Captured, played through its table
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

/* A Captured move by the person: turn the Patriot card, or take the
 * first choice offered (an identity, a card from a stash). */
static void
play_captured_one (TmPlayView *view)
{
  GtkWidget *table = tm_play_view_get_table (view);
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *button = tm_test_ui_play_find_button (table, "_Turn the Patriot Card");

  if (button != NULL && gtk_widget_get_visible (button))
    {
      g_signal_emit_by_name (button, "clicked");
      return;
    }
  tm_test_ui_collect (table, GTK_TYPE_FLOW_BOX, boxes);
  g_assert_cmpuint (boxes->len, ==, 1);
  tm_test_ui_collect (boxes->pdata[0], GTK_TYPE_BUTTON, buttons);
  g_assert_cmpuint (buttons->len, >, 0);
  g_signal_emit_by_name (buttons->pdata[0], "clicked");
}

/* A whole game of Captured against the computer: the ring fits the
 * window, identities and steals are offered as buttons, the log tells
 * each move, and the end reaches the summary and the statistics. */
static void
test_play_captured (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmPlayView *view = tm_test_ui_play_open (window, "captured");
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY },
                     { FALSE, TM_AGENT_DIFFICULTY_MEDIUM } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("captured", 3, 11, NULL, seats, NULL);
  guint moves = 0;
  gboolean shot = FALSE;
  TmPlayRecord record;

  tm_play_view_start (view, session);
  while (!tm_test_ui_play_summary_shown (view))
    {
      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_summary_shown (view))
        break;
      if (moves == 6 && !shot)
        {
          tm_test_ui_play_shoot_four (GTK_WIDGET (window), "captured");
          shot = TRUE;
        }
      play_captured_one (view);
      moves++;
      g_assert_cmpuint (moves, <, 200);
    }

  g_assert_true (shot);
  g_assert_true (tm_play_state_get_is_terminal (tm_play_session_get_state (session)));
  g_assert_true (tm_test_ui_log_contains (view, "as identity"));
  g_assert_true (tm_test_ui_log_contains (view, "landed on space"));
  adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  tm_play_view_get_record (view, &record);
  g_assert_cmpuint (record.played, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

int
main (int   argc,
      char *argv[])
{
  /* Before anything reads it: files go to a fresh folder. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-play-XXXXXX", &data_home);

  g_test_add_func ("/ui/play/captured", test_play_captured);

  return tm_test_ui_play_run (&app, &data_home);
}
