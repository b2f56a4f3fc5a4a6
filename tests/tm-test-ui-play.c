/* tm-test-ui-play.c: what the tests of the Play section share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tm-card-widget.h"
#include "tm-game-page.h"
#include "tm-screenshot.h"
#include "tm-test-ui-play.h"
#include "tm-test-ui.h"

/* A window with a game's Play section open, its moves played through the
 * table's widgets, what its log and announcements say, and pictures of it:
 * used by tests/test-ui-play.c and by each game's
 * tests/games/<id>/test-ui-play-<id>.c. */

gboolean
tm_test_ui_play_not_busy (gpointer data)
{
  return !tm_play_view_get_busy (data);
}

GtkWidget *
tm_test_ui_play_find_button (GtkWidget  *root,
                             const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  tm_test_ui_collect (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

TmWindow *
tm_test_ui_play_show_window (TmApplication *app,
                             int            width,
                             int            height)
{
  TmWindow *window = tm_application_new_window (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  tm_test_ui_wait_ms (200);
  return window;
}

TmPlayView *
tm_test_ui_play_open (TmWindow   *window,
                      const char *game)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();
  GtkWidget *content;
  AdwNavigationPage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-game", "s", game));
  tm_test_ui_wait_ms (300);
  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (content));
  g_assert_true (TM_IS_GAME_PAGE (page));
  tm_game_page_show_section (TM_GAME_PAGE (page), "play");
  tm_test_ui_wait_ms (200);
  tm_test_ui_collect (GTK_WIDGET (page), TM_TYPE_PLAY_VIEW, views);
  g_assert_cmpuint (views->len, ==, 1);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, views->pdata[0]));
  tm_play_view_set_ai_delay (views->pdata[0], 0);
  return views->pdata[0];
}

void
tm_test_ui_play_shoot (GtkWidget  *window,
                       const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("MESON_BUILD_ROOT") ? g_getenv ("MESON_BUILD_ROOT") : ".",
                                           "screenshots", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (dir, 0755);
  tm_test_ui_wait_ms (600);
  tm_screenshot_save (window, path, &error);
  g_assert_no_error (error);
  g_test_message ("screenshot: %s", path);
}

void
tm_test_ui_play_resize (GtkWidget *window,
                        int        width,
                        int        height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  tm_test_ui_wait_ms (500);
}

gboolean
tm_test_ui_play_my_turn (gpointer data)
{
  TmPlayView *view = data;
  TmPlaySession *session = tm_play_view_get_session (view);
  TmPlayState *state = tm_play_session_get_state (session);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));
  int current = tm_play_state_get_current_player (state);

  if (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (root)) != NULL)
    return TRUE;
  return current < 0 || (tm_play_session_get_seat (session, current)->human &&
                          !tm_play_session_get_thinking (session) &&
                          g_strcmp0 (tm_play_view_get_page (view), "table") == 0);
}

/* Every card drawn face up is the player's own or the top of the
 * discard pile; the player's own are exactly the seat's hand. */
void
tm_test_ui_play_check_nothing_hidden_shown (TmPlayView *view)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  TmPlayState *state = tm_play_session_get_state (tm_play_view_get_session (view));
  int viewer = tm_play_view_get_viewer (view);
  g_autoptr(JsonNode) node = tm_play_state_observation_to_json (state, viewer);
  JsonObject *obs = json_object_get_object_member (json_node_get_object (node), "state");
  JsonObject *mine = json_array_get_object_element (json_object_get_array_member (obs, "hands"), viewer);
  guint hand = 0, other = 0;

  tm_test_ui_collect (tm_play_view_get_table (view), TM_TYPE_CARD_WIDGET, cards);
  for (guint i = 0; i < cards->len; i++)
    {
      TmCardWidget *card = cards->pdata[i];

      if (!tm_card_widget_get_face_up (card))
        continue;
      if (gtk_widget_get_ancestor (GTK_WIDGET (card), GTK_TYPE_FLOW_BOX) != NULL)
        hand++;
      else
        other++;
    }
  g_assert_cmpuint (hand, ==, json_object_get_int_member (mine, "count"));
  g_assert_cmpuint (other, <=, 1);
}

const char *
tm_test_ui_play_last_log_line (TmPlayView *view)
{
  GListModel *log = tm_play_view_get_log (view);
  g_autoptr(GtkStringObject) item = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);

  return gtk_string_object_get_string (item);
}

/* Plays one move for the person through the table's widgets. */
void
tm_test_ui_play_one (TmPlayView *view)
{
  GtkWidget *table = tm_play_view_get_table (view);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  TmCardWidget *chosen = NULL;
  GtkWidget *button;

  tm_test_ui_collect (table, TM_TYPE_CARD_WIDGET, cards);
  for (guint i = 0; i < cards->len; i++)
    {
      TmCardWidget *card = cards->pdata[i];

      if (!tm_card_widget_get_playable (card) || !gtk_widget_get_focusable (GTK_WIDGET (card)))
        continue;
      if (chosen == NULL || g_strcmp0 (tm_card_widget_get_card_id (chosen), "draw-a-card") == 0)
        chosen = card;
    }

  if (chosen != NULL)
    {
      /* Playing rebuilds the hand, so look at the card first. */
      gboolean target = g_strcmp0 (tm_card_widget_get_card_id (chosen), "draw-a-card") == 0;

      g_object_ref (chosen);
      g_signal_emit_by_name (chosen, "activate");
      if (target)
        {
          g_autoptr(GPtrArray) popovers = g_ptr_array_new ();
          g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

          tm_test_ui_collect (GTK_WIDGET (chosen), GTK_TYPE_POPOVER, popovers);
          g_assert_cmpuint (popovers->len, ==, 1);
          tm_test_ui_collect (popovers->pdata[0], GTK_TYPE_BUTTON, buttons);
          g_assert_cmpuint (buttons->len, >, 0);
          g_signal_emit_by_name (buttons->pdata[0], "clicked");
        }
      g_object_unref (chosen);
      return;
    }

  button = tm_test_ui_play_find_button (table, "_Draw");
  if (button == NULL || !gtk_widget_is_sensitive (button))
    button = tm_test_ui_play_find_button (table, "_Take the Last Two");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

gboolean
tm_test_ui_play_summary_shown (gpointer data)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (data));

  return ADW_IS_ALERT_DIALOG (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (root)));
}

gboolean
tm_test_ui_play_has_dialog (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (data)) != NULL;
}

/* Every move is announced: counts the view's announcements since the
 * last move, and checks there was one when the next move comes (the
 * view's own handler runs first, having been connected first). */
void
tm_test_ui_play_announced_cb (TmPlayView *view,
                              GParamSpec *pspec,
                              guint      *announced)
{
  g_assert_nonnull (tm_play_view_get_last_announcement (view));
  (*announced)++;
}

void
tm_test_ui_play_move_announced_cb (TmPlaySession *session,
                                   int            player,
                                   const TmMove  *move,
                                   guint         *announced)
{
  g_assert_cmpuint (*announced, >, 0);
  *announced = 0;
}

/* Picking a card that cannot be played is never silent: the card is
 * dimmed (a state, not only a look), and picking it says which rule
 * forbids it, naming the rules' section.  Returns whether the table had
 * such a card to pick. */
gboolean
tm_test_ui_play_check_refusal (TmPlayView *view,
                               const char *rules_title)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  TmPlaySession *session = tm_play_view_get_session (view);
  guint moves = tm_play_state_get_n_moves (tm_play_session_get_state (session));
  TmCardWidget *dimmed = NULL;
  const char *said;

  tm_test_ui_collect (tm_play_view_get_table (view), TM_TYPE_CARD_WIDGET, cards);
  for (guint i = 0; i < cards->len; i++)
    {
      TmCardWidget *card = cards->pdata[i];

      /* Dimmed and playable never go together. */
      g_assert_false (tm_card_widget_get_dimmed (card) && tm_card_widget_get_playable (card));
      if (tm_card_widget_get_dimmed (card) && gtk_widget_get_can_target (GTK_WIDGET (card)))
        dimmed = card;
    }
  if (dimmed == NULL)
    return FALSE;

  g_signal_emit_by_name (dimmed, "activate");
  said = tm_play_view_get_last_announcement (view);
  g_test_message ("refused: %s", said);
  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said, "See the rules: "));
  if (rules_title != NULL)
    g_assert_nonnull (strstr (said, rules_title));
  /* Nothing was played. */
  g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (session)), ==, moves);
  return TRUE;
}

/* Light and dark, wide and narrow: PREFIX-WIDE-light.png and so on. */
void
tm_test_ui_play_shoot_styles (GtkWidget  *window,
                              const char *prefix,
                              const char *wide,
                              const char *narrow)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  int width, height;
  char path[256];

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  tm_test_ui_play_resize (window, 1280, 800);
  g_snprintf (path, sizeof path, "%s-%s-light.png", prefix, wide);
  tm_test_ui_play_shoot (window, path);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_snprintf (path, sizeof path, "%s-%s-dark.png", prefix, wide);
  tm_test_ui_play_shoot (window, path);
  tm_test_ui_play_resize (window, 360, 720);
  g_snprintf (path, sizeof path, "%s-%s-dark.png", prefix, narrow);
  tm_test_ui_play_shoot (window, path);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_snprintf (path, sizeof path, "%s-%s-light.png", prefix, narrow);
  tm_test_ui_play_shoot (window, path);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  tm_test_ui_play_resize (window, width, height);
}

void
tm_test_ui_play_shoot_four (GtkWidget  *window,
                            const char *name)
{
  g_autofree char *prefix = g_strdup_printf ("play-%s", name);

  tm_test_ui_play_shoot_styles (window, prefix, "1280x800", "360x720");
}

/* The summary of a game of one hand puts it in a score sheet, whose
 * scorer finds the totals play counted. */
void
tm_test_ui_play_add_to_ledger (TmWindow   *window,
                               TmPlayView *view)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  TmPlayState *state = tm_play_session_get_state (tm_play_view_get_session (view));
  int scores[TM_PLAY_MAX_PLAYERS];
  TmStandings *standings;
  TmLedger *ledger;

  g_signal_emit_by_name (dialog, "response", "ledger");
  adw_dialog_close (dialog);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  ledger = tm_play_view_get_ledger (view);
  g_assert_nonnull (ledger);
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  g_assert_true (tm_ledger_hand_get_complete (tm_ledger_get_hand (ledger, 0)));
  standings = tm_ledger_get_standings (ledger);
  tm_play_state_get_scores (state, scores);
  /* A side of the sheet is a seat, or with partners a team: its total is
   * what play counted for the seats on it. */
  for (guint s = 0; s < tm_ledger_get_n_sides (ledger); s++)
    {
      gint64 total = 0;

      for (guint p = 0; p < tm_play_state_get_n_players (state); p++)
        if (tm_ledger_get_side_of (ledger, p) == s)
          total += scores[p];
      g_assert_cmpint (tm_standings_get_total (standings, s), ==, total);
    }
}

/* Runs the tests added, then lets go of the application and the name of
 * the folder its files went to (tm_test_ui_start()). */
/* The popover open in @table, or NULL. */
GtkWidget *
tm_test_ui_play_open_popover (GtkWidget *table)
{
  g_autoptr(GPtrArray) popovers = g_ptr_array_new ();

  tm_test_ui_collect (table, GTK_TYPE_POPOVER, popovers);
  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_visible (popovers->pdata[i]))
      return popovers->pdata[i];
  return NULL;
}

/* Playing by keys: Alt+H and Enter, as the focus reaches them. */

static GtkWidget *
focused (TmPlayView *view)
{
  return gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (view)));
}

/* Alt+H, as the focus reaches it (the view's shortcut is only seen by a
 * focus inside the view): asks for a hint and waits for it; returns the
 * widget the hint gave the focus to. */
GtkWidget *
tm_test_ui_play_ask_hint (TmPlayView *view)
{
  GtkWidget *focus = focused (view);

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (view)));
  g_assert_true (gtk_widget_activate_action (focus, "play.hint", NULL));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "Hint: "));
  return focused (view);
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

/* Enter on @widget, which must play one move: a button clicks a moment
 * after Enter, once it has shown itself pressed. */
void
tm_test_ui_play_press_enter_to_play (TmPlayView *view,
                                     GtkWidget  *widget)
{
  Played p = { view, n_moves (view) };

  g_assert_true (gtk_widget_activate (widget));
  g_assert_true (tm_test_ui_wait_for (played, &p));
  g_assert_cmpuint (n_moves (view), ==, p.moves + 1);
}

int
tm_test_ui_play_run (TmApplication **app,
                     char          **data_home)
{
  int status = g_test_run ();

  g_clear_object (app);
  g_clear_pointer (data_home, g_free);
  return status;
}
