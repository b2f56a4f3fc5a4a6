/* test-ui-table.c: the Table section, a game at a real table through its widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The players are seated with the score sheet's dialog (dragged, moved
 * down and removed), one Free-O hand is played through the assistant (the deal's
 * card picker and buttons, undo and redo, a refused card) into the score
 * sheet's hand form, filled in from the table, and into the sheet; a
 * second view finds the session on disk and resumes it.  A whole Captured
 * game is played the same way, numbers typed into the turn's spin button,
 * to its end.  Pictures of the deal and turn pages at 360 px and desktop
 * width, light and dark, land in the build directory's screenshots/.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-game-module.h"
#include "tm-game-page.h"
#include "tm-hand-editor.h"
#include "tm-new-ledger-dialog.h"
#include "tm-options-group.h"
#include "tm-table-view.h"
#include "tm-test-ui.h"
#include "tm-window.h"

static TmApplication *app;
static char *data_home;

static TmWindow *
show_window (int width,
             int height)
{
  TmWindow *window = tm_application_new_window (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));
  return window;
}

static gboolean
store_loaded (TmServices *services)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  TmLedgerStore *store = tm_services_get_ledger_store (services);

  while (!tm_ledger_store_get_loaded (store) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  return tm_ledger_store_get_loaded (store);
}

static TmTableView *
open_table (TmWindow   *window,
            const char *game)
{
  GtkWidget *content;
  AdwNavigationPage *page;
  GtkWidget *view;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-game", "s", game));
  tm_test_ui_wait_ms (300);
  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (content));
  g_assert_true (TM_IS_GAME_PAGE (page));
  tm_game_page_show_section (TM_GAME_PAGE (page), "table");
  view = tm_game_page_get_section (TM_GAME_PAGE (page), "table");
  g_assert_true (TM_IS_TABLE_VIEW (view));
  g_assert_true (store_loaded (tm_window_get_services (window)));
  tm_test_ui_wait_ms (200);
  return TM_TABLE_VIEW (view);
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  tm_test_ui_wait_ms (20);
}

/* Chooses @card_id in a card picker, found by the card's name. */
static void
pick_card (GtkWidget  *drop_down,
           const char *deck_id,
           const char *card_id)
{
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  TmDeck *deck = tm_catalogue_get_deck (catalogue, deck_id, NULL);
  TmCard *card = tm_deck_lookup_card (deck, card_id);
  GListModel *model;

  g_assert_nonnull (card);
  g_assert_true (GTK_IS_DROP_DOWN (drop_down));
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), tm_card_get_name (card)))
        {
          gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), i);
          return;
        }
    }
  g_assert_not_reached ();
}

/* Records “KIND NAME=VALUE …” as the view does, which must be accepted. */
static void
view_record (TmTableView *view,
             const char  *words)
{
  g_auto(GStrv) parts = g_strsplit (words, " ", -1);
  g_autoptr(GError) error = NULL;

  if (!tm_table_view_record (view, parts[0], (const char * const *) parts + 1, &error))
    g_error ("“%s” refused: %s", words, error->message);
}

static int
now_seat (TmTableView *view)
{
  g_autoptr(TmTableNow) now = tm_table_session_get_now (tm_table_view_get_session (view));

  return tm_table_now_get_seat (now);
}

/* The seat-moving buttons of the seating dialog, by tooltip and seat. */
static GtkWidget *
seat_button (GtkWidget  *dialog,
             const char *tooltip,
             guint       seat)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint found = 0;

  tm_test_ui_collect (dialog, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), tooltip) == 0 &&
        found++ == seat)
      return buttons->pdata[i];
  return NULL;
}

/* The seating dialog's seat rows, in order. */
static GPtrArray *
seat_rows (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GPtrArray *seats = g_ptr_array_new ();

  tm_test_ui_collect (dialog, ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      GListModel *controllers = gtk_widget_observe_controllers (rows->pdata[i]);
      gboolean droppable = FALSE;

      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

          droppable |= GTK_IS_DROP_TARGET (controller);
        }
      g_object_unref (controllers);
      if (droppable)
        g_ptr_array_add (seats, rows->pdata[i]);
    }
  return seats;
}

/* Drops seat @from's row on seat @to's, as a drag does. */
static void
drop_seat (GtkWidget *dialog,
           guint      from,
           guint      to)
{
  g_autoptr(GPtrArray) seats = seat_rows (dialog);
  GListModel *controllers;
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean dropped = FALSE;

  g_assert_cmpuint (to, <, seats->len);
  g_value_init (&value, G_TYPE_UINT);
  g_value_set_uint (&value, from);
  controllers = gtk_widget_observe_controllers (seats->pdata[to]);
  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

      if (GTK_IS_DROP_TARGET (controller))
        g_signal_emit_by_name (controller, "drop", &value, 0.0, 0.0, &dropped);
    }
  g_object_unref (controllers);
  g_assert_true (dropped);
  tm_test_ui_wait_ms (20);
}

static const char *
seat_name (GtkWidget *dialog,
           guint      seat)
{
  g_autoptr(GPtrArray) seats = seat_rows (dialog);

  g_assert_cmpuint (seat, <, seats->len);
  return adw_preferences_row_get_title (seats->pdata[seat]);
}

/* Waits until the session on disk has all the view's events. */
static void
wait_saved (TmTableView *view)
{
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  GFile *file = tm_table_view_get_session_file (view);
  guint n = tm_table_session_get_n_events (tm_table_view_get_session (view));
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  gboolean saved = FALSE;

  g_assert_nonnull (file);
  while (!saved && g_get_monotonic_time () < end)
    {
      g_autoptr(TmTableSession) read = tm_table_session_new_from_file (catalogue, file, NULL);

      saved = read != NULL && tm_table_session_get_n_events (read) == n;
      if (!saved)
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_true (saved);
}

static TmLedger *
seat_players (TmTableView        *view,
              const char * const *names,
              guint               dealer)
{
  AdwDialog *dialog = tm_table_view_present_seating (view);
  g_autoptr(GError) error = NULL;
  TmLedger *ledger;

  g_assert_true (TM_IS_NEW_LEDGER_DIALOG (dialog));
  tm_test_ui_wait_ms (200);
  for (guint i = 0; names[i] != NULL; i++)
    tm_new_ledger_dialog_add_player (TM_NEW_LEDGER_DIALOG (dialog), names[i]);
  tm_new_ledger_dialog_set_first_dealer (TM_NEW_LEDGER_DIALOG (dialog), dealer);
  ledger = tm_new_ledger_dialog_start (TM_NEW_LEDGER_DIALOG (dialog), &error);
  g_assert_no_error (error);
  adw_dialog_force_close (dialog);
  tm_test_ui_wait_ms (100);
  return ledger;
}

/* Free-O: seating, the deal, a hand with undo, redo and a refused card,
 * the hand form filled in from the table, the sheet, and resuming. */
static void
test_table_freeo (void)
{
  TmWindow *window = show_window (1280, 800);
  TmTableView *view = open_table (window, "freeo");
  TmTableSession *session;
  AdwDialog *dialog;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmTableView) again = NULL;
  TmLedger *ledger;
  GtkWidget *went_out;
  guint n;

  g_assert_cmpstr (tm_table_view_get_page (view), ==, "start");
  g_assert_false (tm_table_view_get_can_resume (view));
  g_assert_false (tm_table_view_get_inhibiting (view));

  /* Seating: Cat moves down a seat, then leaves the table. */
  dialog = tm_table_view_present_seating (view);
  tm_test_ui_wait_ms (200);
  tm_new_ledger_dialog_add_player (TM_NEW_LEDGER_DIALOG (dialog), "Ann");
  tm_new_ledger_dialog_add_player (TM_NEW_LEDGER_DIALOG (dialog), "Cat");
  tm_new_ledger_dialog_add_player (TM_NEW_LEDGER_DIALOG (dialog), "Ben");
  /* Ben is dragged to the first seat and back to the last. */
  drop_seat (GTK_WIDGET (dialog), 2, 0);
  g_assert_cmpstr (seat_name (GTK_WIDGET (dialog), 0), ==, "Ben");
  g_assert_cmpstr (seat_name (GTK_WIDGET (dialog), 1), ==, "Ann");
  g_assert_cmpstr (seat_name (GTK_WIDGET (dialog), 2), ==, "Cat");
  drop_seat (GTK_WIDGET (dialog), 0, 2);
  g_assert_cmpstr (seat_name (GTK_WIDGET (dialog), 0), ==, "Ann");
  g_assert_cmpstr (seat_name (GTK_WIDGET (dialog), 2), ==, "Ben");
  tm_test_ui_shoot (GTK_WIDGET (window), "table-seating-wide-light");
  g_assert_false (gtk_widget_is_sensitive (seat_button (GTK_WIDGET (dialog), "Move down", 2)));
  click (seat_button (GTK_WIDGET (dialog), "Move down", 1));
  click (seat_button (GTK_WIDGET (dialog), "Remove", 2));
  tm_new_ledger_dialog_set_first_dealer (TM_NEW_LEDGER_DIALOG (dialog), 1);
  ledger = tm_new_ledger_dialog_start (TM_NEW_LEDGER_DIALOG (dialog), &error);
  g_assert_no_error (error);
  adw_dialog_force_close (dialog);
  tm_test_ui_wait_ms (100);

  session = tm_table_view_get_session (view);
  g_assert_nonnull (session);
  g_assert_true (tm_table_view_get_ledger (view) == ledger);
  g_assert_cmpuint (tm_table_session_get_n_players (session), ==, 2);
  g_assert_cmpstr (tm_table_session_get_player (session, 0), ==, "Ann");
  g_assert_cmpstr (tm_table_session_get_player (session, 1), ==, "Ben");
  g_assert_true (tm_table_view_get_inhibiting (view));

  /* The deal: the set-up checklist for two, Ben deals. */
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "deal");
  g_assert_cmpuint (tm_table_view_get_n_setup_steps (view), ==,
                    tm_table_setup_get_n_steps (tm_table_session_get_setup (session)));
  g_assert_cmpuint (tm_table_view_get_n_setup_steps (view), >, 0);
  pick_card (tm_table_view_get_field (view, "dealt", "card"), "freeo", "seek-car");
  click (tm_table_view_get_kind_button (view, "dealt"));
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "turn");
  g_assert_cmpint (now_seat (view), ==, 0);
  g_assert_nonnull (strstr (tm_table_view_get_announcement (view), "Ann"));
  /* Scored on the score sheet's form, not with a button. */
  g_assert_null (tm_table_view_get_kind_button (view, "score"));

  /* Ann matches the car with the card picker and the Play button. */
  pick_card (tm_table_view_get_field (view, "play", "card"), "freeo", "seek-car");
  click (tm_table_view_get_kind_button (view, "play"));
  g_assert_cmpint (now_seat (view), ==, 1);
  click (tm_table_view_get_kind_button (view, "draw"));
  g_assert_cmpint (now_seat (view), ==, 0);

  /* Undo takes Ben's draw back, redo puts it back. */
  n = tm_table_session_get_n_events (session);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "table.undo", NULL));
  g_assert_cmpuint (tm_table_session_get_n_events (session), ==, n - 1);
  g_assert_cmpint (now_seat (view), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "table.redo", NULL));
  g_assert_cmpuint (tm_table_session_get_n_events (session), ==, n);
  g_assert_cmpint (now_seat (view), ==, 0);

  view_record (view, "play card=seek-house");
  view_record (view, "draw");
  view_record (view, "play card=seek-house");
  view_record (view, "draw");
  view_record (view, "play card=seek-tree");
  view_record (view, "draw");
  view_record (view, "play card=seek-tree");
  view_record (view, "play card=seek-barrel");
  /* A wild may not be Ann's last card: refused, with the rules' reason. */
  g_assert_false (tm_table_view_record (view, "play",
                                        (const char * const []) { "card=wild", NULL }, &error));
  g_assert_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT);
  g_clear_error (&error);
  view_record (view, "play card=captured");
  view_record (view, "draw");
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "over");
  tm_test_ui_shoot (GTK_WIDGET (window), "table-freeo-over-wide-light");

  /* A second view finds the game on disk and resumes it where it is. */
  wait_saved (view);
  again = g_object_ref_sink (TM_TABLE_VIEW (tm_table_view_new_for_game (tm_window_get_services (window),
                                                                      tm_catalogue_lookup_game (tm_application_get_catalogue (app),
                                                                                                "freeo"))));
  g_assert_true (tm_table_view_get_can_resume (again));
  tm_table_view_resume (again);
  g_assert_cmpuint (tm_table_session_get_n_events (tm_table_view_get_session (again)), ==,
                    tm_table_session_get_n_events (session));
  g_assert_cmpstr (tm_table_view_get_page (again), ==, "over");
  g_assert_true (tm_table_view_get_ledger (again) == ledger);
  g_clear_object (&again);

  /* The hand form: Ann went out, as the table saw; Ben kept a capture. */
  dialog = tm_table_view_present_score (view);
  g_assert_true (TM_IS_HAND_EDITOR (dialog));
  tm_test_ui_wait_ms (200);
  tm_test_ui_shoot (GTK_WIDGET (window), "table-freeo-hand-form-wide-light");
  went_out = tm_hand_editor_get_field (TM_HAND_EDITOR (dialog), 0, "went_out");
  g_assert_true (ADW_IS_SWITCH_ROW (went_out));
  g_assert_true (adw_switch_row_get_active (ADW_SWITCH_ROW (went_out)));
  g_assert_false (adw_switch_row_get_active (ADW_SWITCH_ROW (tm_hand_editor_get_field (TM_HAND_EDITOR (dialog),
                                                                                       1, "went_out"))));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tm_hand_editor_get_field (TM_HAND_EDITOR (dialog),
                                                                        1, "captured")), 1);
  g_assert_true (tm_hand_editor_save (TM_HAND_EDITOR (dialog), &error));
  g_assert_no_error (error);
  adw_dialog_force_close (dialog);
  tm_test_ui_wait_ms (100);

  /* Into the same sheet as every other hand, and on to hand 2. */
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  g_assert_cmpuint (tm_ledger_hand_get_dealer (tm_ledger_get_hand (ledger, 0)), ==, 1);
  g_assert_cmpint (tm_table_session_get_total (session, 0), ==, 0);
  g_assert_cmpint (tm_table_session_get_total (session, 1), >, 0);
  g_assert_cmpint (tm_table_session_get_total (session, 1), ==,
                   tm_hand_score_get_points (tm_ledger_hand_get_score (tm_ledger_get_hand (ledger, 0)), 1));
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "deal");
  g_assert_true (tm_table_view_get_inhibiting (view));
  wait_saved (view);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* Captured: a whole game, each number typed into the turn's spin button,
 * through to the stashes on the hand form and the game's end. */
static void
test_table_captured (void)
{
  static const char * const names[] = { "Dana", "Eli", "Fay", NULL };
  TmWindow *window = show_window (1280, 800);
  TmTableView *view = open_table (window, "captured");
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  g_autoptr(GPtrArray) board = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  TmTableSession *session;
  TmLedger *ledger;
  AdwDialog *dialog;
  guint next_card = 0, turns = 0;
  GFile *file;
  TmRng rng;

  board = tm_table_procedure_list_stock (tm_catalogue_get_table_procedure (catalogue, "captured",
                                                                           NULL),
                                         "board", NULL);
  for (guint i = 0; i < board->len; i++)
    for (guint k = 0; k < tm_card_get_count (g_ptr_array_index (board, i)); k++)
      g_ptr_array_add (ids, g_strdup (tm_card_get_id (g_ptr_array_index (board, i))));

  ledger = seat_players (view, names, 0);
  session = tm_table_view_get_session (view);
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "deal");
  click (tm_table_view_get_kind_button (view, "dealt"));
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "turn");

  tm_rng_init (&rng, 11);
  while (g_str_equal (tm_table_view_get_page (view), "turn"))
    {
      g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

      g_assert_cmpuint (turns++, <, 1000);
      if (tm_table_now_allows (now, "move"))
        {
          GtkWidget *spin = tm_table_view_get_field (view, "move", "number");

          g_assert_true (GTK_IS_SPIN_BUTTON (spin));
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 1 + tm_rng_below (&rng, 12));
          click (tm_table_view_get_kind_button (view, "move"));
        }
      else if (tm_table_now_allows (now, "take"))
        {
          g_autofree char *take = NULL;

          g_assert_cmpuint (next_card, <, ids->len);
          take = g_strdup_printf ("take card=%s", (char *) ids->pdata[next_card++]);
          view_record (view, take);
        }
      else if (tm_table_now_allows (now, "no-steal"))
        click (tm_table_view_get_kind_button (view, "no-steal"));
      else
        g_error ("nothing to record: %s", tm_table_now_get_text (now));
    }
  g_assert_cmpuint (next_card, ==, ids->len);
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "over");

  /* The stashes go to the form as the table counted them. */
  dialog = tm_table_view_present_score (view);
  g_assert_true (TM_IS_HAND_EDITOR (dialog));
  {
    g_autoptr(TmTableHand) hand = tm_table_session_get_finished_hand (session);

    for (guint p = 0; p < 3; p++)
      {
        gint64 traitors = -1;
        GtkWidget *spin = tm_hand_editor_get_field (TM_HAND_EDITOR (dialog), p, "traitors");

        g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, p), "traitors", "x",
                                         &traitors));
        g_assert_true (GTK_IS_SPIN_BUTTON (spin));
        g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, traitors);
      }
  }
  g_assert_true (tm_hand_editor_get_valid (TM_HAND_EDITOR (dialog)));
  g_assert_true (tm_hand_editor_save (TM_HAND_EDITOR (dialog), &error));
  g_assert_no_error (error);
  adw_dialog_force_close (dialog);
  tm_test_ui_wait_ms (100);

  /* One hand is the game: over, the screen may sleep, the record goes. */
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  g_assert_cmpstr (tm_table_view_get_page (view), ==, "over");
  {
    g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

    g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_GAME_OVER);
  }
  g_assert_false (tm_table_view_get_inhibiting (view));
  file = tm_table_view_get_session_file (view);
  {
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (g_file_query_exists (file, NULL) && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
    g_assert_false (g_file_query_exists (file, NULL));
  }
  tm_test_ui_shoot (GTK_WIDGET (window), "table-captured-over-wide-light");

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* Every game, at a phone's size: seated with as few players as it takes,
 * dealt with the deal's fields as they start, a turn screen with a button
 * per kind of event the rules allow; undone back to the deal, and the
 * table stopped through the confirmation. */
static void
test_table_every_game (void)
{
  static const char * const names[] = { "Ann", "Ben", "Cat", "Dev", "Eve", "Fay", NULL };
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  const TmGameModule * const *modules = tm_game_modules_get ();
  TmWindow *window = show_window (360, 720);

  for (guint m = 0; modules[m] != NULL; m++)
    {
      const char *id = modules[m]->id;
      TmGame *game = tm_catalogue_lookup_game (catalogue, id);
      guint n = MAX (tm_game_get_min_players (game), 2);
      g_auto(GStrv) seated = g_strdupv ((char **) names);
      g_autofree char *shot = g_strdup_printf ("table-%s-turn-narrow", id);
      TmTableView *view = open_table (window, id);
      g_autoptr(TmTableNow) now = NULL;
      TmTableSession *session;
      AdwDialog *alert;
      guint buttons = 0;

      g_test_message ("%s with %u players", id, n);
      g_assert_cmpstr (tm_table_view_get_page (view), ==, "start");
      g_clear_pointer (&seated[n], g_free);
      seat_players (view, (const char * const *) seated, 0);
      session = tm_table_view_get_session (view);
      g_assert_nonnull (session);
      g_assert_cmpuint (tm_table_session_get_n_players (session), ==, n);
      g_assert_cmpstr (tm_table_view_get_page (view), ==, "deal");
      g_assert_cmpuint (tm_table_view_get_n_setup_steps (view), ==,
                        tm_table_setup_get_n_steps (tm_table_session_get_setup (session)));

      click (tm_table_view_get_kind_button (view, "dealt"));
      g_assert_cmpstr (tm_table_view_get_page (view), ==, "turn");
      now = tm_table_session_get_now (session);
      for (guint k = 0; tm_table_now_get_kinds (now)[k] != NULL; k++)
        if (tm_table_view_get_kind_button (view, tm_table_now_get_kinds (now)[k]) != NULL)
          buttons++;
      g_assert_cmpuint (buttons, >, 0);
      g_assert_cmpstr (tm_table_view_get_announcement (view), !=, NULL);
      tm_test_ui_shoot (GTK_WIDGET (window), shot);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "table.undo", NULL));
      g_assert_cmpstr (tm_table_view_get_page (view), ==, "deal");

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "table.end", NULL));
      tm_test_ui_wait_ms (200);
      alert = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
      g_assert_true (ADW_IS_ALERT_DIALOG (alert));
      g_signal_emit_by_name (alert, "response", "stop");
      adw_dialog_force_close (alert);
      g_assert_cmpstr (tm_table_view_get_page (view), ==, "start");
      g_assert_null (tm_table_view_get_session (view));
      g_assert_false (tm_table_view_get_inhibiting (view));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

static void
record_and_wait (TmTableView *view,
                 const char  *words)
{
  view_record (view, words);
  wait_saved (view);
}

static const char *
button_label (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  return gtk_button_get_label (GTK_BUTTON (button));
}

/* The mixer: buttons labelled from the game's data; a card whose answer
 * the owner entered is answered by picking that answer, which the table
 * checks; a guess marked Wrong is one tap. */
static void
test_table_mixer (void)
{
  static const char * const names[] = { "Ann", "Ben", "Cat", NULL };
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  TmCardEdits *edits = tm_catalogue_get_card_edits (catalogue);
  g_autoptr(GPtrArray) traitors = NULL;
  TmWindow *window = show_window (360, 720);
  TmTableView *view = open_table (window, "mixer");
  TmTableSession *session;
  GtkWidget *picker;
  GListModel *answers;
  GtkWidget *wrong;
  TmCard *card0, *card1;

  traitors = tm_table_procedure_list_stock (tm_catalogue_get_table_procedure (catalogue, "mixer",
                                                                              NULL),
                                            "traitors", NULL);
  card0 = g_ptr_array_index (traitors, 0);
  card1 = g_ptr_array_index (traitors, 1);
  tm_card_edits_set_answer (edits, tm_card_get_deck_id (card0), tm_card_get_id (card0),
                            "Answer Zero");
  tm_card_edits_set_answer (edits, tm_card_get_deck_id (card1), tm_card_get_id (card1),
                            "Answer One");

  seat_players (view, names, 0);
  session = tm_table_view_get_session (view);
  view_record (view, "dealt");
  g_assert_cmpstr (button_label (tm_table_view_get_kind_button (view, "read")), ==,
                   "1  Read a Card");
  click (tm_table_view_get_kind_button (view, "read"));      /* Ann reads card 0 */

  /* Its answer is the owner's: picked from their list, checked. */
  g_assert_cmpstr (button_label (tm_table_view_get_kind_button (view, "answer")), ==,
                   "1  Answer");
  /* Its card, with fields before its button, is headed by its label. */
  {
    GtkWidget *card = gtk_widget_get_ancestor (tm_table_view_get_kind_button (view, "answer"),
                                               GTK_TYPE_BOX);

    while (card != NULL && !gtk_widget_has_css_class (card, "tm-table-kind"))
      card = gtk_widget_get_ancestor (gtk_widget_get_parent (card), GTK_TYPE_BOX);
    g_assert_nonnull (card);
    g_assert_true (GTK_IS_LABEL (gtk_widget_get_first_child (card)));
    g_assert_true (gtk_widget_has_css_class (gtk_widget_get_first_child (card), "heading"));
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (card))), ==,
                     "Answer");
  }
  picker = tm_table_view_get_field (view, "answer", "card");
  g_assert_true (GTK_IS_DROP_DOWN (picker));
  answers = gtk_drop_down_get_model (GTK_DROP_DOWN (picker));
  g_assert_cmpuint (g_list_model_get_n_items (answers), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (answers, i);

      if (g_str_equal (gtk_string_object_get_string (item), "Answer One"))
        gtk_drop_down_set_selected (GTK_DROP_DOWN (picker), i);
    }
  click (tm_table_view_get_kind_button (view, "answer"));    /* Ben: the other card's */
  {
    g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

    g_assert_cmpint (tm_table_now_get_actor (now), ==, 2);
  }

  /* Wrong in one tap, on its own key. */
  wrong = tm_table_view_get_choice_button (view, "guess", "wrong");
  g_assert_cmpstr (button_label (wrong), ==, "3  Wrong");
  g_assert_cmpstr (button_label (tm_table_view_get_choice_button (view, "guess", "right")), ==,
                   "2  Right");
  click (wrong);                                             /* Cat: set aside */
  {
    g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

    g_assert_cmpint (tm_table_now_get_seat (now), ==, 1);
    g_assert_null (tm_table_view_get_kind_button (view, "guess"));
  }
  {
    g_autoptr(JsonNode) node = tm_table_session_dup_facts (session);
    JsonObject *facts = json_object_get_object_member (json_node_get_object (node), "facts");
    JsonArray *guests = json_object_get_array_member (facts, "guests");

    for (guint p = 0; p < 3; p++)
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (guests, p),
                                                   "correct"), ==, 0);
  }

  record_and_wait (view, "read");                            /* Ben reads card 1 */
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);

  /* The answer and the Right and Wrong buttons at a phone's size and a
   * laptop's, light and dark, from the game left on disk. */
  for (guint i = 0; i < 4; i++)
    {
      gboolean dark = i % 2 == 1;
      gboolean wide = i >= 2;
      g_autofree char *shot = g_strdup_printf ("table-mixer-%s-%s", wide ? "wide" : "narrow",
                                               dark ? "dark" : "light");

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = show_window (wide ? 1280 : 360, wide ? 800 : 720);
      view = open_table (window, "mixer");
      g_assert_true (tm_table_view_get_can_resume (view));
      tm_table_view_resume (view);
      g_assert_nonnull (tm_table_view_get_choice_button (view, "guess", "wrong"));
      g_assert_nonnull (tm_table_view_get_kind_button (view, "answer"));
      tm_test_ui_wait_ms (600);   /* the start page fades out */
      tm_test_ui_shoot (GTK_WIDGET (window), shot);
      if (i == 0)
        {
          AdwDialog *dialog = tm_table_view_present_seating (view);

          tm_test_ui_wait_ms (200);
          for (guint p = 0; names[p] != NULL; p++)
            tm_new_ledger_dialog_add_player (TM_NEW_LEDGER_DIALOG (dialog), names[p]);
          tm_test_ui_shoot (GTK_WIDGET (window), "table-seating-narrow-light");
          adw_dialog_force_close (dialog);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      tm_test_ui_wait_ms (100);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  tm_card_edits_remove (edits, tm_card_get_deck_id (card0), tm_card_get_id (card0));
  tm_card_edits_remove (edits, tm_card_get_deck_id (card1), tm_card_get_id (card1));
}

/* The deal and the turn at a phone's size and a laptop's, light and dark,
 * and the large type; from the Free-O game the first test left. */
static void
test_table_screenshots (void)
{
  static const struct { int width, height; const char *size; gboolean dark; } sizes[] = {
    { 360, 720, "narrow", FALSE },
    { 360, 720, "narrow", TRUE },
    { 1280, 800, "wide", FALSE },
    { 1280, 800, "wide", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      const char *scheme = sizes[i].dark ? "dark" : "light";
      TmWindow *window;
      TmTableView *view;
      g_autofree char *deal = g_strdup_printf ("table-deal-%s-%s", sizes[i].size, scheme);
      g_autofree char *turn = g_strdup_printf ("table-turn-%s-%s", sizes[i].size, scheme);

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          sizes[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = show_window (sizes[i].width, sizes[i].height);
      view = open_table (window, "freeo");
      g_assert_true (tm_table_view_get_can_resume (view));
      tm_test_ui_shoot (GTK_WIDGET (window), sizes[i].dark ? "table-start-dark"
                                                           : "table-start-light");
      tm_table_view_resume (view);
      g_assert_cmpstr (tm_table_view_get_page (view), ==, "deal");
      tm_test_ui_shoot (GTK_WIDGET (window), deal);

      view_record (view, "dealt card=seek-house");
      g_object_set (view, "timer", TRUE, NULL);
      tm_test_ui_shoot (GTK_WIDGET (window), turn);
      if (i == G_N_ELEMENTS (sizes) - 1)
        {
          tm_table_view_set_large_type (view, TRUE);
          tm_test_ui_shoot (GTK_WIDGET (window), "table-large-type-dark");
          tm_table_view_set_large_type (view, FALSE);
        }
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "table.undo", NULL));
      wait_saved (view);

      gtk_window_destroy (GTK_WINDOW (window));
      tm_test_ui_wait_ms (100);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* Prisoner with the Movement rules: the turn screen offers Move Pawn, with
 * the place the pawn steps onto, and says where the pawn stands; at a
 * phone's size and a laptop's, light and dark. */
static void
test_table_prisoner_movement (void)
{
  static const char * const names[] = { "Ann", "Ben", NULL };

  for (guint i = 0; i < 4; i++)
    {
      gboolean dark = i % 2 == 1;
      gboolean wide = i >= 2;
      g_autofree char *shot = g_strdup_printf ("table-prisoner-movement-%s-%s",
                                               wide ? "wide" : "narrow", dark ? "dark" : "light");
      TmWindow *window = show_window (wide ? 1280 : 360, wide ? 800 : 720);
      TmTableView *view = open_table (window, "prisoner");
      AdwDialog *dialog = tm_table_view_present_seating (view);
      g_autoptr(GPtrArray) groups = g_ptr_array_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TmTableNow) now = NULL;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      tm_test_ui_wait_ms (200);
      for (guint p = 0; names[p] != NULL; p++)
        tm_new_ledger_dialog_add_player (TM_NEW_LEDGER_DIALOG (dialog), names[p]);
      tm_test_ui_collect (GTK_WIDGET (dialog), TM_TYPE_OPTIONS_GROUP, groups);
      g_assert_cmpuint (groups->len, ==, 1);
      tm_options_group_set_values (groups->pdata[0], g_variant_new_parsed ("{'movement': <true>}"));
      g_assert_nonnull (tm_new_ledger_dialog_start (TM_NEW_LEDGER_DIALOG (dialog), &error));
      g_assert_no_error (error);
      adw_dialog_force_close (dialog);
      tm_test_ui_wait_ms (100);

      view_record (view, "dealt");
      view_record (view, "draw");
      view_record (view, "village card=beach");
      tm_test_ui_wait_ms (300);
      now = tm_table_session_get_now (tm_table_view_get_session (view));
      g_assert_true (tm_table_now_allows (now, "step"));
      g_assert_nonnull (strstr (tm_table_now_get_text (now), "(it stands on: Green Dome)"));
      g_assert_true (g_str_has_suffix (button_label (tm_table_view_get_kind_button (view, "step")),
                                       "Move Pawn"));
      g_assert_true (GTK_IS_DROP_DOWN (tm_table_view_get_field (view, "step", "card")));
      tm_test_ui_wait_ms (600);   /* the deal page fades out */
      tm_test_ui_shoot (GTK_WIDGET (window), shot);

      gtk_window_destroy (GTK_WINDOW (window));
      tm_test_ui_wait_ms (100);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* Before anything reads it: files go to a fresh folder. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-table-XXXXXX", &data_home);

  g_test_add_func ("/ui/table/freeo", test_table_freeo);
  g_test_add_func ("/ui/table/captured", test_table_captured);
  g_test_add_func ("/ui/table/mixer", test_table_mixer);
  g_test_add_func ("/ui/table/screenshots", test_table_screenshots);
  g_test_add_func ("/ui/table/every-game", test_table_every_game);
  g_test_add_func ("/ui/table/prisoner-movement", test_table_prisoner_movement);

  status = g_test_run ();
  g_clear_object (&app);
  g_free (data_home);
  return status;
}
