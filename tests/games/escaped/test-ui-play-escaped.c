/* test-ui-play-escaped.c: Escaped, played through its table
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
#include "games/escaped/tm-escaped-play.h"
#include "tm-new-game-dialog.h"
#include "tm-options-group.h"
#include "tm-play-table.h"
#include "tm-play-summary.h"
#include "tm-play-view.h"
#include "tm-test-ui-play.h"
#include "tm-test-ui.h"
#include "tm-window.h"

static TmApplication *app;
static char *data_home;

/* Legality is in the cards' names and state, as in the other games: a
 * card the person may take says “, playable”, the others do not, and the
 * person's own cards (never to be taken) are dimmed, their state
 * unavailable.  Returns how many cards said they were playable. */
static guint
check_legality_told (GPtrArray *cards)
{
  guint playable = 0;

  for (guint i = 0; i < cards->len; i++)
    {
      TmCardWidget *card = cards->pdata[i];
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (card), GTK_TYPE_FLOW_BOX);
      GPtrArray *row_cards = g_object_get_data (G_OBJECT (row), "cards");
      guint place;

      g_assert_true (g_ptr_array_find (row_cards, card, &place));
      if (tm_card_widget_get_face_up (card))
        {
          g_autofree char *problem =
            gtk_test_accessible_check_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_DISABLED,
                                             TRUE);

          g_assert_false (tm_card_widget_get_playable (card));
          g_assert_true (tm_card_widget_get_dimmed (card));
          g_assert_null (problem);
        }
      else if (gtk_widget_get_tooltip_text (GTK_WIDGET (card)) == NULL)
        {
          /* A card not seen yet: its name is its place. */
          g_autofree char *name = g_strdup_printf ("Card %u, face down, not seen yet%s", place + 1,
                                                   tm_card_widget_get_playable (card)
                                                   ? ", playable" : "");
          g_autofree char *problem =
            gtk_test_accessible_check_property (GTK_ACCESSIBLE (card),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL, name);
          g_autofree char *enabled =
            gtk_test_accessible_check_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_DISABLED,
                                             !tm_card_widget_get_playable (card));

          g_assert_null (problem);
          g_assert_null (enabled);
          playable += tm_card_widget_get_playable (card);
        }
    }
  return playable;
}

/* Escaped through its table: only the viewer's own cards are face up,
 * the checklist ticks what the seat has seen (and keeps the person's own
 * ticks), and an accusation is made from the suspect list. */
static void
test_play_escaped (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmPlayView *view = tm_test_ui_play_open (window, "escaped");
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY },
                     { FALSE, TM_AGENT_DIFFICULTY_MEDIUM } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("escaped", 3, 11, NULL, seats, NULL);
  guint moves = 0;
  int ticked_by_hand = -1;
  gboolean shot = FALSE;
  TmPlayRecord record;

  tm_play_view_start (view, session);
  while (!tm_test_ui_play_summary_shown (view))
    {
      GtkWidget *table;
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      g_autoptr(GPtrArray) checks = g_ptr_array_new ();
      g_autoptr(TmPlayState) seen = NULL;
      const TmEscapedState *o;
      guint face_up = 0, held, app_ticked = 0;

      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_summary_shown (view))
        break;
      table = tm_play_view_get_table (view);
      seen = tm_play_state_observe (tm_play_session_get_state (session), 0);
      o = tm_play_state_peek_data (seen);
      held = o->n_row[0][0] + o->n_row[0][1];

      /* Face up: exactly the seat's own cards. */
      tm_test_ui_collect (table, TM_TYPE_CARD_WIDGET, cards);
      for (guint i = 0; i < cards->len; i++)
        face_up += tm_card_widget_get_face_up (cards->pdata[i]) ? 1 : 0;
      g_assert_cmpuint (face_up, ==, held);
      if (moves == 0)
        g_assert_cmpuint (check_legality_told (cards), >, 0);
      else
        check_legality_told (cards);

      /* The app ticks every card the seat has seen, and leaves the rest. */
      tm_test_ui_collect (table, GTK_TYPE_CHECK_BUTTON, checks);
      g_assert_cmpuint (checks->len, ==, o->n_cards + 1);  /* and "Tick cards I see" */
      for (guint i = 1; i < checks->len; i++)
        if (!gtk_widget_get_sensitive (checks->pdata[i]))
          {
            g_assert_true (gtk_check_button_get_active (checks->pdata[i]));
            app_ticked++;
          }
      g_assert_cmpuint (app_ticked, ==,
                        o->n_cards - __builtin_popcount (tm_escaped_play_candidates (o, 0)));

      /* A name ticked by hand stays ticked while the game goes on. */
      if (ticked_by_hand < 0)
        for (guint i = 1; i < checks->len && ticked_by_hand < 0; i++)
          if (!gtk_check_button_get_active (checks->pdata[i]))
            {
              gtk_check_button_set_active (checks->pdata[i], TRUE);
              ticked_by_hand = i;
            }
      g_assert_true (gtk_check_button_get_active (checks->pdata[ticked_by_hand]));

      /* After every take the seat is told which card it took last. */
      if (o->took[0] != TM_ESCAPED_NONE)
        {
          g_autoptr(GPtrArray) labels = g_ptr_array_new ();
          TmCard *taken = tm_deck_lookup_card (
            tm_catalogue_get_deck (tm_window_get_catalogue (window), "gitmo-basic", NULL),
            tm_escaped_cards ()->deck_ids[o->card_of[o->took[0]]]);
          gboolean told = FALSE;

          tm_test_ui_collect (table, GTK_TYPE_LABEL, labels);
          for (guint i = 0; i < labels->len; i++)
            {
              const char *text = gtk_label_get_label (labels->pdata[i]);

              told |= g_str_has_prefix (text, "You last took ") &&
                      strstr (text, tm_card_get_name (taken)) != NULL;
            }
          g_assert_true (told);
        }

      if (moves == 2 && !shot)
        {
          tm_test_ui_play_shoot_four (GTK_WIDGET (window), "escaped");
          shot = TRUE;
        }

      if (moves == 1)
        {
          guint n = tm_play_state_get_n_moves (tm_play_session_get_state (session));

          /* The card taken has been seen: undo cannot take it back. */
          g_assert_false (tm_play_session_get_can_undo (session));
          gtk_widget_activate_action (GTK_WIDGET (view), "play.undo", NULL);
          g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (session)), ==, n);
        }
      if (moves == 1)
        {
          /* A hint says what to do, marks it and takes the focus there;
           * Enter (the card's activation) plays it: keyboard alone. */
          g_autoptr(GPtrArray) hinted = g_ptr_array_new ();
          GtkWidget *focus;

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.hint", NULL));
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
          g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "Hint: "));
          tm_test_ui_collect (table, TM_TYPE_CARD_WIDGET, hinted);
          for (guint i = 0; i < hinted->len; i++)
            if (!tm_card_widget_get_hinted (hinted->pdata[i]))
              g_ptr_array_remove_index (hinted, i--);
          focus = gtk_root_get_focus (GTK_ROOT (window));
          g_assert_nonnull (focus);
          if (hinted->len == 1)
            g_assert_true (focus == hinted->pdata[0]);
          else
            g_assert_true (gtk_widget_is_ancestor (focus, table));
          g_assert_true (gtk_widget_activate (focus));
        }
      else if (moves == 3)
        {
          /* Saved after every move: a fresh Play section resumes it. */
          g_autoptr(GFile) save = tm_play_session_get_save_file ("escaped");
          TmPlaySession *restored;
          GtkWidget *second;

          /* "Tick cards I see" switched off is the person's choice too. */
          gtk_check_button_set_active (checks->pdata[0], FALSE);
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
          g_assert_true (g_file_query_exists (save, NULL));
          second = tm_play_view_new (tm_window_get_catalogue (window),
                                     tm_catalogue_lookup_game (tm_window_get_catalogue (window),
                                                               "escaped"));
          g_object_ref_sink (second);
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, second));
          g_assert_true (tm_play_view_get_has_saved_game (TM_PLAY_VIEW (second)));
          g_assert_true (gtk_widget_activate_action (second, "play.resume", NULL));
          restored = tm_play_view_get_session (TM_PLAY_VIEW (second));
          tm_play_session_stop (restored);
          g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (restored)),
                            ==, tm_play_state_get_n_moves (tm_play_session_get_state (session)));
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, second));
          /* The name ticked by hand was saved as the seat's own notes and
           * is ticked again; no other seat has any. */
          {
            g_autoptr(GPtrArray) again = g_ptr_array_new ();
            TmPlayState *state = tm_play_session_get_state (restored);

            tm_test_ui_collect (tm_play_view_get_table (TM_PLAY_VIEW (second)), GTK_TYPE_CHECK_BUTTON,
                                again);
            g_assert_cmpuint (again->len, ==, checks->len);
            g_assert_true (gtk_check_button_get_active (again->pdata[ticked_by_hand]));
            g_assert_false (gtk_check_button_get_active (again->pdata[0]));
            g_assert_nonnull (tm_play_state_get_notes (state, 0));
            g_assert_null (tm_play_state_get_notes (state, 1));
            g_assert_null (tm_play_state_get_notes (state, 2));
          }
          g_object_unref (second);
          gtk_check_button_set_active (checks->pdata[0], TRUE);
          tm_test_ui_play_one (view);
        }
      else if (moves < 5)
        tm_test_ui_play_one (view);
      else
        {
          /* Accuse the first name the seat can still suspect. */
          guint32 left = tm_escaped_play_candidates (o, 0);
          GtkDropDown *suspects = NULL;
          g_autoptr(GPtrArray) drops = g_ptr_array_new ();

          tm_test_ui_collect (table, GTK_TYPE_DROP_DOWN, drops);
          g_assert_cmpuint (drops->len, ==, 1);
          suspects = drops->pdata[0];
          gtk_drop_down_set_selected (suspects, __builtin_ctz (left));
          g_signal_emit_by_name (tm_test_ui_play_find_button (table, "_Accuse"), "clicked");
        }
      moves++;
      g_assert_cmpuint (moves, <, 60);
    }

  g_assert_true (tm_play_state_get_is_terminal (tm_play_session_get_state (session)));
  g_assert_true (tm_test_ui_log_contains (view, "took"));
  adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  tm_play_view_get_record (view, &record);
  g_assert_cmpuint (record.played, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* Ruling evening: a sheet made from a game on the computer counts that
 * game; set to count three, the next games at the same table go on it
 * until it is finished, and the one after starts a new sheet. */
static void
test_play_escaped_evening (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1000, 700);
  TmPlayView *view = tm_test_ui_play_open (window, "escaped");
  TmSeat person = { TRUE, 0 };
  g_autoptr(GFile) file = NULL;

  for (guint game = 0; game < 4; game++)
    {
      AdwDialog *dialog;
      g_autofree char *seed = g_strdup_printf ("%u", 20 + game);
      TmPlaySession *session;
      TmLedger *ledger;
      int dealer;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_has_dialog, window));
      dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
      g_assert_true (TM_IS_NEW_GAME_DIALOG (dialog));
      tm_new_game_dialog_set_n_players (TM_NEW_GAME_DIALOG (dialog), 3);
      for (guint p = 0; p < 3; p++)
        tm_new_game_dialog_set_seat (TM_NEW_GAME_DIALOG (dialog), p, &person);
      tm_new_game_dialog_set_seed_text (TM_NEW_GAME_DIALOG (dialog), seed);
      tm_new_game_dialog_start (TM_NEW_GAME_DIALOG (dialog));
      tm_test_ui_wait_ms (300);

      /* A short game: two players accuse wrongly, the last one left wins. */
      session = tm_play_view_get_session (view);
      for (guint k = 0; k < 2; k++)
        {
          TmPlayState *state = tm_play_session_get_state (session);
          const TmEscapedState *s = tm_play_state_peek_data (state);
          TmMove wrong = { TM_ESCAPED_MOVE_ACCUSE, (s->card_of[TM_ESCAPED_MIDDLE] + 1) % s->n_cards,
                           tm_play_state_get_current_player (state), 0 };

          g_assert_true (tm_play_session_play (session, &wrong, NULL));
        }
      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_summary_shown, view));
      dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
      dealer = tm_play_hand_get_dealer (tm_play_summary_get_hand (TM_PLAY_SUMMARY (dialog)));
      g_signal_emit_by_name (dialog, "response", "ledger");
      adw_dialog_close (dialog);
      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));

      ledger = tm_play_view_get_ledger (view);
      g_assert_nonnull (ledger);
      /* The sheet records who dealt the game played, on a sheet it goes
       * on as on a new one (once, always the last seat). */
      g_test_message ("game %u: dealer %d", game, dealer);
      g_assert_cmpint (dealer, >=, 0);
      g_assert_cmpint (tm_ledger_hand_get_dealer (tm_ledger_get_hand (ledger,
                                                                      tm_ledger_get_n_hands (ledger) - 1)),
                       ==, dealer);
      if (game == 0)
        {
          /* One game, until the table sets three in the sheet's settings. */
          g_assert_true (tm_ledger_get_finished (ledger));
          file = g_object_ref (tm_ledger_get_file (ledger));
          tm_ledger_set_rounds (ledger, 3);
        }
      if (game < 3)
        {
          g_assert_true (g_file_equal (tm_ledger_get_file (ledger), file));
          g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, game + 1);
          g_assert_cmpint (tm_ledger_get_finished (ledger), ==, game == 2);
        }
      else
        {
          g_assert_false (g_file_equal (tm_ledger_get_file (ledger), file));
          g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* Escaped passed from hand to hand: each person's checklist is their own
 * and the other's ticks are not shown to them. */
static void
test_play_escaped_pass_and_play (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1000, 700);
  TmPlayView *view = tm_test_ui_play_open (window, "escaped");
  TmSeat seats[] = { { TRUE, 0 }, { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("escaped", 3, 4, NULL, seats, NULL);
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  guint last = 0;

  tm_play_view_start (view, session);
  /* Seat 2 is one card short and starts; then seat 0. */
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
  g_assert_cmpint (tm_play_view_get_viewer (view), ==, 0);
  tm_test_ui_collect (tm_play_view_get_table (view), GTK_TYPE_CHECK_BUTTON, checks);
  for (guint i = checks->len - 1; i > 0 && last == 0; i--)
    if (!gtk_check_button_get_active (checks->pdata[i]))
      last = i;
  gtk_check_button_set_active (checks->pdata[last], TRUE);
  tm_test_ui_play_one (view);

  g_assert_cmpstr (tm_play_view_get_page (view), ==, "privacy");
  /* The log, which the next person reads too, names no card taken. */
  g_assert_true (tm_test_ui_log_contains (view, "took a card from row"));
  g_assert_false (tm_test_ui_log_contains (view, "took The"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.reveal", NULL));
  g_assert_cmpint (tm_play_view_get_viewer (view), ==, 1);
  g_ptr_array_set_size (checks, 0);
  tm_test_ui_collect (tm_play_view_get_table (view), GTK_TYPE_CHECK_BUTTON, checks);
  {
    g_autoptr(TmPlayState) seen = tm_play_state_observe (tm_play_session_get_state (session), 1);
    const TmEscapedState *o = tm_play_state_peek_data (seen);

    /* Seat 1's list knows nothing of seat 0's tick. */
    g_assert_cmpint (gtk_check_button_get_active (checks->pdata[last]), ==,
                     (tm_escaped_play_candidates (o, 1) & (1u << (last - 1))) == 0);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

static GtkWidget *
focused (TmPlayView *view)
{
  return gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (view)));
}

static guint
n_moves (TmPlayView *view)
{
  return tm_play_state_get_n_moves (tm_play_session_get_state (tm_play_view_get_session (view)));
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
test_play_escaped_keys (void)
{
  TmPlayView *view = tm_test_ui_play_open (tm_test_ui_play_show_window (app, 1280, 800), "escaped");
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

      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_summary_shown (view) || tm_play_state_get_is_terminal (tm_play_session_get_state (session)))
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

      tm_test_ui_play_ask_hint (view);
      focus = focused (view);
      g_assert_true (TM_IS_CARD_WIDGET (focus) || GTK_IS_BUTTON (focus));
      tm_test_ui_play_press_enter_to_play (view, focus);
      g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "You ") ||
                     tm_test_ui_play_summary_shown (view));
      turns++;
    }
  g_assert_true (refused);
  g_assert_cmpuint (turns, >=, 3);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (view))));
  tm_test_ui_wait_ms (100);
}

int
main (int   argc,
      char *argv[])
{
  /* Before anything reads it: files go to a fresh folder. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-play-XXXXXX", &data_home);

  g_test_add_func ("/ui/play/escaped", test_play_escaped);
  g_test_add_func ("/ui/play/escaped-keys", test_play_escaped_keys);
  g_test_add_func ("/ui/play/escaped-pass-and-play", test_play_escaped_pass_and_play);
  g_test_add_func ("/ui/play/escaped-evening", test_play_escaped_evening);

  return tm_test_ui_play_run (&app, &data_home);
}
