/* test-ui-play.c: the Play section, played through its widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the Play section does for every game: a game it cannot play, cards
 * drawn from their data at any scale, passing the device from hand to hand,
 * a saved game that cannot be read.  Each game's own play through its
 * table is tested in tests/games/<id>/test-ui-play-<id>.c.
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

/* The card is drawn as vectors: at scale 2 its picture has twice the
 * pixels each way, and its edge stays one or two pixels sharp rather
 * than a blurred ramp. */
static void
test_play_card_hidpi (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *card = tm_card_widget_new ();
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (NULL);
  TmDeck *deck = tm_catalogue_get_deck (catalogue, "freeo", NULL);
  GskRenderer *renderer;
  int width, height, stride, row, ramp = 0;

  tm_card_widget_set_card (TM_CARD_WIDGET (card), tm_deck_lookup_card (deck, "seek-house"), TRUE);
  gtk_widget_set_size_request (card, 80, 118);
  gtk_widget_set_halign (card, GTK_ALIGN_START);
  gtk_widget_set_valign (card, GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (window), card);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (card) == 0)
    g_main_context_iteration (NULL, TRUE);
  tm_test_ui_wait_ms (100);
  width = gtk_widget_get_width (card);
  height = gtk_widget_get_height (card);
  g_assert_cmpint (width, ==, 80);

  paintable = gtk_widget_paintable_new (card);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width * 2, height * 2);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width * 2, height * 2));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width * 2);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height * 2);

  /* Across the middle of the card, from the left: transparent, then the
   * edge, then the paper.  Count the half-covered pixels between. */
  stride = width * 2 * 4;
  pixels = g_malloc (stride * height * 2);
  gdk_texture_download (texture, pixels, stride);
  row = height;
  for (int x = 0; x < width; x++)
    {
      guint alpha = pixels[row * stride + x * 4 + 3];

      if (alpha > 16 && alpha < 240)
        ramp++;
      if (alpha >= 240)
        break;
    }
  g_assert_cmpint (ramp, <=, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* A card shows its data: a renamed card (card edits) shows its new name
 * at once, and its look comes from its deck. */
static void
test_play_card_data (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  TmDeck *deck = tm_catalogue_get_deck (catalogue, "freeo", &error);
  TmCard *wild = tm_deck_lookup_card (deck, "wild");
  GtkWidget *card = g_object_ref_sink (tm_card_widget_new ());

  g_assert_no_error (error);
  tm_card_widget_set_card (TM_CARD_WIDGET (card), wild, TRUE);
  g_assert_true (tm_card_widget_get_card (TM_CARD_WIDGET (card)) == wild);
  g_assert_cmpstr (tm_card_widget_get_card_id (TM_CARD_WIDGET (card)), ==, "wild");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (card), ==, "FREE-O Wild");
  g_assert_cmpstr (tm_card_get_layout (wild), ==, "emblem");
  g_assert_true (tm_card_widget_can_draw (wild, NULL));

  g_assert_true (tm_catalogue_edit_card (catalogue, wild, "Joker", NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (card), ==, "Joker");

  tm_catalogue_reset_card (catalogue, wild);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (card), ==, "FREE-O Wild");

  tm_card_widget_set_card (TM_CARD_WIDGET (card), wild, FALSE);
  g_assert_null (gtk_widget_get_tooltip_text (card));
  g_object_unref (card);
}

static void
test_play_pass_and_play (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1000, 700);
  TmPlayView *view = tm_test_ui_play_open (window, "freeo");
  TmSeat seats[] = { { TRUE, 0 }, { TRUE, 0 } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("freeo", 2, 3, NULL, seats, NULL);

  tm_play_view_start (view, session);
  g_assert_cmpstr (tm_play_view_get_page (view), ==, "table");
  g_assert_cmpint (tm_play_view_get_viewer (view), ==, 0);

  /* Player 1 moves (a wild gives another turn: keep going until the turn passes). */
  while (tm_play_state_get_current_player (tm_play_session_get_state (session)) == 0)
    tm_test_ui_play_one (view);

  /* The table is covered until Player 2 says they have the device. */
  g_assert_cmpstr (tm_play_view_get_page (view), ==, "privacy");
  g_assert_cmpint (tm_play_view_get_viewer (view), ==, 0);
  g_assert_nonnull (tm_test_ui_play_find_button (GTK_WIDGET (view), "_I Am Player 2"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (view), "play.undo", NULL) &&
                  tm_play_state_get_n_moves (tm_play_session_get_state (session)) == 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.reveal", NULL));
  g_assert_cmpstr (tm_play_view_get_page (view), ==, "table");
  g_assert_cmpint (tm_play_view_get_viewer (view), ==, 1);
  tm_test_ui_play_check_nothing_hidden_shown (view);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

static void
test_play_corrupt_save (void)
{
  g_autoptr(GFile) save = tm_play_session_get_save_file ("patriots");
  g_autoptr(GFile) dir = g_file_get_parent (save);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileEnumerator) files = NULL;
  TmWindow *window;
  TmPlayView *view;
  GFileInfo *info;
  gboolean kept = FALSE;
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();

  g_file_make_directory_with_parents (dir, NULL, NULL);
  g_file_replace_contents (save, "{\"version\": 1, \"game\": [", 24, NULL, FALSE,
                           G_FILE_CREATE_NONE, NULL, NULL, &error);
  g_assert_no_error (error);

  window = tm_test_ui_play_show_window (app, 1000, 700);
  view = tm_test_ui_play_open (window, "patriots");
  g_assert_false (tm_play_view_get_has_saved_game (view));

  /* The start page says so, and the file is kept aside. */
  tm_test_ui_collect (GTK_WIDGET (view), ADW_TYPE_STATUS_PAGE, pages);
  g_assert_nonnull (strstr (adw_status_page_get_description (pages->pdata[0]),
                            "The saved game could not be read"));
  files = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME, 0, NULL, &error);
  g_assert_no_error (error);
  while ((info = g_file_enumerator_next_file (files, NULL, NULL)) != NULL)
    {
      if (g_str_has_prefix (g_file_info_get_name (info), "patriots-unreadable-"))
        kept = TRUE;
      g_object_unref (info);
    }
  g_assert_true (kept);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

static void
test_play_unsupported (void)
{
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (NULL);
  g_autoptr(TmServices) services = tm_services_new (catalogue);

  GListModel *games = G_LIST_MODEL (catalogue);

  /* Games the engine does not play have no Play view: the game page sends
   * them to the Table section.  Every shipped game is played today, so
   * each must have one, and a game without a table none. */
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TmGame) game = g_list_model_get_item (games, i);
      GtkWidget *view = tm_play_view_new_for_game (services, game);

      if (tm_play_table_lookup_factory (tm_game_get_id (game)) == NULL)
        g_assert_null (view);
      else
        {
          g_assert_nonnull (view);
          g_object_ref_sink (view);
          g_object_unref (view);
        }
    }
}

static void
said_cb (TmPlayView *view,
         GParamSpec *pspec,
         GPtrArray  *said)
{
  g_ptr_array_add (said, g_strdup (tm_play_view_get_last_announcement (view)));
}

static void
mover_cb (TmPlaySession *session,
          int            player,
          const TmMove  *move,
          int           *last)
{
  *last = player;
}

static guint
count_your_turn (GPtrArray *said,
                 guint      from)
{
  guint n = 0;

  for (guint i = from; i < said->len; i++)
    if (strstr (g_ptr_array_index (said, i), "Your turn.") != NULL)
      n++;
  return n;
}

/* In every game with computer seats, the turn coming back to the person
 * after the computer's moves is said once, with the computer's last move
 * (not as a second announcement that would cut it off), and never after
 * the person's own move in a turn of several steps. */
static void
test_play_your_turn (gconstpointer data)
{
  const char *game_id = data;
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  TmGame *game = tm_catalogue_lookup_game (catalogue, game_id);
  guint n_players = MAX (2, tm_game_get_min_players (game));
  TmSeat seats[TM_PLAY_MAX_PLAYERS] = { { TRUE, 0 } };
  TmWindow *window = tm_test_ui_play_show_window (app, 1000, 700);
  TmPlayView *view = tm_test_ui_play_open (window, game_id);
  g_autoptr(TmPlaySession) session = NULL;
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  guint came_back = 0, own_steps = 0;
  int last = -1;

  for (guint p = 1; p < n_players; p++)
    seats[p] = (TmSeat) { FALSE, TM_AGENT_DIFFICULTY_EASY };
  session = tm_play_session_new (game_id, n_players, 7, NULL, seats, &error);
  g_assert_no_error (error);
  g_signal_connect (view, "notify::last-announcement", G_CALLBACK (said_cb), said);
  tm_play_view_start (view, session);
  g_signal_connect (session, "move-played", G_CALLBACK (mover_cb), &last);

  /* Three times back to the person are enough (fewer computer moves to
   * wait for on a loaded machine). */
  for (guint turn = 0; turn < 12 && came_back < 3; turn++)
    {
      TmPlayState *state = tm_play_session_get_state (session);
      TmMove moves[TM_MOVE_MAX_LEGAL];
      guint heard;

      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_has_dialog (window) || tm_play_state_get_is_terminal (state))
        break;
      /* A computer moved last: it is said that the turn is back. */
      if (last > 0)
        {
          const char *line = said->len > 0 ? g_ptr_array_index (said, said->len - 1) : "";

          g_test_message ("%s: %s", game_id, line);
          g_assert_true (g_str_has_suffix (line, "Your turn."));
          g_assert_false (g_str_has_prefix (line, "You "));
          came_back++;
        }
      heard = said->len;
      g_assert_cmpuint (tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves)), >, 0);
      g_assert_true (tm_play_session_play (session, &moves[0], &error));
      g_assert_no_error (error);
      /* The person's own move is never followed by “your turn”. */
      if (tm_play_state_get_current_player (state) == 0)
        {
          own_steps++;
          g_assert_cmpuint (count_your_turn (said, heard), ==, 0);
        }
    }
  g_test_message ("%s: the turn came back %u times, %u moves of the person kept the turn",
                  game_id, came_back, own_steps);
  g_assert_cmpuint (came_back, >, 0);

  g_signal_handlers_disconnect_by_func (view, said_cb, said);
  g_signal_handlers_disconnect_by_func (session, mover_cb, &last);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* The pause before a computer move follows the desktop's animations: with
 * them off (reduced motion) there is hardly any, and it comes back when
 * they are on again. */
static void
test_play_still_pause (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1000, 700);
  TmPlayView *view = tm_test_ui_play_open (window, "patriots");
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (view));
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("patriots", 2, 3, NULL, seats, NULL);
  gboolean animations;

  g_object_get (settings, "gtk-enable-animations", &animations, NULL);
  tm_play_view_set_ai_delay (view, TM_PLAY_VIEW_AI_DELAY);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  tm_play_view_start (view, session);
  g_assert_cmpuint (tm_play_session_get_ai_delay (session), ==, TM_PLAY_VIEW_AI_DELAY);
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  g_assert_cmpuint (tm_play_session_get_ai_delay (session), ==, TM_PLAY_VIEW_STILL_AI_DELAY);
  g_assert_cmpuint (TM_PLAY_VIEW_STILL_AI_DELAY, <=, 100);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  g_assert_cmpuint (tm_play_session_get_ai_delay (session), ==, TM_PLAY_VIEW_AI_DELAY);
  /* A pause set shorter than the still one stays as short. */
  tm_play_view_set_ai_delay (view, 0);
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  g_assert_cmpuint (tm_play_session_get_ai_delay (session), ==, 0);

  g_object_set (settings, "gtk-enable-animations", animations, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  tm_test_ui_collect (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      return labels->pdata[i];
  return NULL;
}

/* A seat's list in the New Game dialog opens with the focus on the choice
 * the seat has (a computer seat's level, not “Person”), and each of its
 * choices is named for screen readers. */
static void
test_play_seat_list (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1000, 700);
  TmPlayView *view = tm_test_ui_play_open (window, "freeo");
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  AdwDialog *dialog;
  AdwComboRow *seat = NULL;
  GtkWidget *focus, *popover;
  TmSeat hard = { FALSE, TM_AGENT_DIFFICULTY_HARD };

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  tm_test_ui_wait_ms (300);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (TM_IS_NEW_GAME_DIALOG (dialog));
  tm_new_game_dialog_set_seat (TM_NEW_GAME_DIALOG (dialog), 1, &hard);
  tm_test_ui_collect (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), "Seat 2") == 0)
      seat = rows->pdata[i];
  g_assert_nonnull (seat);
  g_assert_cmpuint (adw_combo_row_get_selected (seat), ==, 3);

  g_assert_true (gtk_widget_activate (GTK_WIDGET (seat)));
  tm_test_ui_wait_ms (300);
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (seat)));
  g_assert_nonnull (focus);
  popover = gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_is_ancestor (popover, GTK_WIDGET (seat)));
  g_assert_nonnull (find_label (focus, "Computer, hard"));
  {
    g_autofree char *problem =
      gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          "Computer, hard");

    g_assert_null (problem);
  }
  /* The list as it opens: the choice ticked, as libadwaita's own list
   * shows it (play-seat-list.png in the build's screenshots/). */
  tm_test_ui_play_shoot (popover, "play-seat-list.png");
  gtk_popover_popdown (GTK_POPOVER (popover));
  adw_dialog_force_close (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

int
main (int   argc,
      char *argv[])
{
  /* Before anything reads it: files go to a fresh folder. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-play-XXXXXX", &data_home);

  g_test_add_func ("/ui/play/unsupported", test_play_unsupported);
  g_test_add_func ("/ui/play/card-hidpi", test_play_card_hidpi);
  g_test_add_func ("/ui/play/card-data", test_play_card_data);
  g_test_add_func ("/ui/play/pass-and-play", test_play_pass_and_play);
  g_test_add_func ("/ui/play/corrupt-save", test_play_corrupt_save);
  g_test_add_func ("/ui/play/still-pause", test_play_still_pause);
  g_test_add_func ("/ui/play/seat-list", test_play_seat_list);
  {
    TmCatalogue *catalogue = tm_application_get_catalogue (app);

    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalogue)); i++)
      {
        g_autoptr(TmGame) game = g_list_model_get_item (G_LIST_MODEL (catalogue), i);
        const char *id = tm_game_get_id (game);
        g_autofree char *path = g_strdup_printf ("/ui/play/your-turn/%s", id);

        if (tm_play_table_lookup_factory (id) != NULL)
          g_test_add_data_func_full (path, g_strdup (id), test_play_your_turn, g_free);
      }
  }

  return tm_test_ui_play_run (&app, &data_home);
}
