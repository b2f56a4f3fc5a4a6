/* test-ui-keys.c: playing by keyboard alone, the focus and what is said
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a keyboard or screen reader user relies on at the table, turn
 * after turn, checked through the widgets (test-a11y-app.py plays the
 * same over AT-SPI with real key presses):
 *
 * - Escaped: the keyboard focus is never lost when the table is drawn
 *   anew after a move, the computers' included, so that Alt+H (the view's
 *   shortcut, which only a focus inside the view reaches) keeps working;
 *   Enter on one of the person's own cards says which rule forbids taking
 *   it.
 * - Prisoner: after a hint, Enter on the hinted card opens its list of
 *   moves on the move suggested, so that Enter again plays it.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-card-widget.h"
#include "tm-game-module.h"
#include "tm-game-page.h"
#include "tm-play-table.h"
#include "tm-play-view.h"
#include "tm-test-ui.h"
#include "tm-window.h"

static TmApplication *app;

static gboolean
not_busy (gpointer data)
{
  return !tm_play_view_get_busy (data);
}

static gboolean
summary_shown (gpointer data)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (data));

  return ADW_IS_ALERT_DIALOG (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (root)));
}

/* The person's turn (the table drawn for it), or the end. */
static gboolean
my_turn (gpointer data)
{
  TmPlayView *view = data;
  TmPlaySession *session = tm_play_view_get_session (view);
  int current = tm_play_state_get_current_player (tm_play_session_get_state (session));

  if (summary_shown (view))
    return TRUE;
  return current < 0 || (tm_play_session_get_seat (session, current)->human &&
                          !tm_play_session_get_thinking (session) &&
                          g_strcmp0 (tm_play_view_get_page (view), "table") == 0);
}

static TmPlayView *
open_play (const char *game)
{
  TmWindow *window = tm_application_new_window (app);
  g_autoptr(GPtrArray) views = g_ptr_array_new ();
  AdwNavigationPage *page;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-game", "s", game));
  tm_test_ui_wait_ms (300);
  page = adw_navigation_view_get_visible_page (
    ADW_NAVIGATION_VIEW (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))));
  g_assert_true (TM_IS_GAME_PAGE (page));
  tm_game_page_show_section (TM_GAME_PAGE (page), "play");
  tm_test_ui_wait_ms (200);
  tm_test_ui_collect (GTK_WIDGET (page), TM_TYPE_PLAY_VIEW, views);
  g_assert_cmpuint (views->len, ==, 1);
  g_assert_true (tm_test_ui_wait_for (not_busy, views->pdata[0]));
  tm_play_view_set_ai_delay (views->pdata[0], 0);
  return views->pdata[0];
}

static void
close_play (TmPlayView *view)
{
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (view))));
  tm_test_ui_wait_ms (100);
}

static GtkWidget *
focused (TmPlayView *view)
{
  return gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (view)));
}

/* Alt+H, as the focus reaches it (the view's shortcut is only seen by a
 * focus inside the view): asks for a hint and waits for it. */
static void
ask_hint (TmPlayView *view)
{
  GtkWidget *focus = focused (view);

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (view)));
  g_assert_true (gtk_widget_activate_action (focus, "play.hint", NULL));
  g_assert_true (tm_test_ui_wait_for (not_busy, view));
  g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "Hint: "));
}

static guint
n_moves (TmPlayView *view)
{
  return tm_play_state_get_n_moves (tm_play_session_get_state (tm_play_view_get_session (view)));
}

typedef struct
{
  TmPlayView *view;
  guint       moves;
} Played;

static gboolean
played (gpointer data)
{
  Played *p = data;

  return n_moves (p->view) > p->moves;
}

/* Enter on @widget, which plays a move: a button clicks a moment after
 * Enter, once it has shown itself pressed. */
static void
press_enter_to_play (TmPlayView *view,
                     GtkWidget  *widget)
{
  Played p = { view, n_moves (view) };

  g_assert_true (gtk_widget_activate (widget));
  g_assert_true (tm_test_ui_wait_for (played, &p));
  g_assert_cmpuint (n_moves (view), ==, p.moves + 1);
}

/* The place among the table's cards of the one with the focus, or -1. */
static int
focused_card (TmPlayView *view)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  guint index;

  tm_test_ui_collect (tm_play_view_get_table (view), TM_TYPE_CARD_WIDGET, cards);
  return g_ptr_array_find (cards, focused (view), &index) ? (int) index : -1;
}

/* Escaped for three.  On each of the person's turns the focus is on the
 * first card they may take (tm_play_table_focus_first()), although the
 * computers' moves drew every card anew, and it stays on the card it is on
 * when the table is drawn anew once more (as it is after each move, for
 * undo); Alt+H from there takes it to the card to take, and Enter takes
 * it.  Once, Enter on one of the person's own cards is refused, with the
 * rule said. */
static void
test_keys_escaped (void)
{
  TmPlayView *view = open_play ("escaped");
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY },
                     { FALSE, TM_AGENT_DIFFICULTY_EASY } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("escaped", 3, 5, NULL, seats, NULL);
  gboolean refused = FALSE;
  guint turns = 0;

  tm_play_view_start (view, session);
  while (turns < 6)
    {
      GtkWidget *table = tm_play_view_get_table (view);
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      GtkWidget *focus, *last = NULL;
      int place;

      g_assert_true (tm_test_ui_wait_for (my_turn, view));
      if (summary_shown (view) || tm_play_state_get_is_terminal (tm_play_session_get_state (session)))
        break;
      tm_test_ui_wait_ms (50);   /* a focus lost is given a new one a frame later */
      focus = focused (view);
      g_assert_nonnull (focus);
      g_assert_true (TM_IS_CARD_WIDGET (focus));
      g_assert_true (gtk_widget_is_ancestor (focus, table));
      g_assert_true (tm_card_widget_get_playable (TM_CARD_WIDGET (focus)));

      /* On another card, the focus stays on it through a new drawing. */
      tm_test_ui_collect (table, TM_TYPE_CARD_WIDGET, cards);
      for (guint i = 0; i < cards->len; i++)
        if (tm_card_widget_get_playable (cards->pdata[i]))
          last = cards->pdata[i];
      g_assert_true (gtk_widget_grab_focus (last));
      place = focused_card (view);
      g_object_notify (G_OBJECT (session), "can-undo");
      tm_test_ui_wait_ms (50);
      g_assert_cmpint (focused_card (view), ==, place);

      if (!refused)
        {
          GtkWidget *own = NULL;
          const char *said;
          guint before;

          g_ptr_array_set_size (cards, 0);
          tm_test_ui_collect (table, TM_TYPE_CARD_WIDGET, cards);
          for (guint i = 0; i < cards->len && own == NULL; i++)
            if (tm_card_widget_get_face_up (cards->pdata[i]))
              own = cards->pdata[i];
          g_assert_nonnull (own);
          g_assert_true (gtk_widget_grab_focus (own));
          before = n_moves (view);
          g_assert_true (gtk_widget_activate (own));
          said = tm_play_view_get_last_announcement (view);
          g_test_message ("refused: %s", said);
          g_assert_nonnull (strstr (said, "never from your own"));
          g_assert_nonnull (strstr (said, "See the rules: "));
          g_assert_cmpuint (n_moves (view), ==, before);
          refused = TRUE;
        }

      ask_hint (view);
      focus = focused (view);
      g_assert_true (TM_IS_CARD_WIDGET (focus) || GTK_IS_BUTTON (focus));
      press_enter_to_play (view, focus);
      g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "You ") ||
                     summary_shown (view));
      turns++;
    }
  g_assert_true (refused);
  g_assert_cmpuint (turns, >=, 3);
  close_play (view);
}

static GtkWidget *
open_popover (GtkWidget *table)
{
  g_autoptr(GPtrArray) popovers = g_ptr_array_new ();

  tm_test_ui_collect (table, GTK_TYPE_POPOVER, popovers);
  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_visible (popovers->pdata[i]))
      return popovers->pdata[i];
  return NULL;
}

/* Prisoner, a hand for two: Alt+H, Enter on the hinted card, and Enter
 * again on what has the focus in the list it opens plays what the hint
 * said, whichever of the card's moves it is. */
static void
test_keys_prisoner (void)
{
  TmPlayView *view = open_play ("prisoner");
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY } };
  g_autoptr(GVariant) options =
    tm_game_check_options (tm_game_module_lookup_game ("prisoner"),
                           g_variant_new_parsed ("{'one-hand': <true>}"), NULL);
  g_autoptr(TmPlaySession) session = tm_play_session_new ("prisoner", 2, 7, options, seats, NULL);
  guint cards_played = 0, not_first = 0;

  g_assert_nonnull (session);
  tm_play_view_start (view, session);
  for (guint turn = 0; turn < 40 && cards_played < 8; turn++)
    {
      GtkWidget *table = tm_play_view_get_table (view);
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      g_autofree char *hint = NULL;
      GtkWidget *focus, *popover;

      g_assert_true (tm_test_ui_wait_for (my_turn, view));
      if (summary_shown (view))
        break;
      ask_hint (view);
      hint = g_strdup (tm_play_view_get_last_announcement (view) + strlen ("Hint: "));
      focus = focused (view);
      if (!TM_IS_CARD_WIDGET (focus))
        {
          /* A choice above the hand, or a spot on the map. */
          press_enter_to_play (view, focus);
          continue;
        }
      g_assert_true (gtk_widget_activate (focus));
      popover = open_popover (table);
      g_assert_nonnull (popover);
      focus = focused (view);
      g_assert_true (GTK_IS_BUTTON (focus));
      g_assert_true (gtk_widget_is_ancestor (focus, popover));
      g_test_message ("hint: %s; focus: %s", hint, gtk_button_get_label (GTK_BUTTON (focus)));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, hint);
      tm_test_ui_collect (popover, GTK_TYPE_BUTTON, buttons);
      if (buttons->pdata[0] != focus)
        not_first++;
      press_enter_to_play (view, focus);
      cards_played++;
    }
  g_test_message ("%u cards played by hint, %u not the list's first move", cards_played, not_first);
  g_assert_cmpuint (cards_played, >=, 4);
  close_play (view);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;

  app = tm_test_ui_start (&argc, &argv, "tablemate-keys-XXXXXX", &data_home);

  g_test_add_func ("/ui/keys/escaped", test_keys_escaped);
  g_test_add_func ("/ui/keys/prisoner", test_keys_prisoner);

  return g_test_run ();
}
