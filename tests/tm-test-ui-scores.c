/* tm-test-ui-scores.c: what the tests of the Scores section share
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

/* A window with a game's Scores section open, sheets started and hands
 * typed into the hand form, the sheet's cells read back, pictures of it:
 * used by tests/test-ui-scores*.c, one test program. */

void
wait_until (gboolean (*done) (gpointer),
            gpointer   data)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (done (data));
}

TmWindow *
show_window (int width,
             int height)
{
  TmWindow *window = tm_application_new_window (app);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  tm_test_ui_wait_ms (100);

  return window;
}

gboolean
store_loaded (gpointer data)
{
  return tm_ledger_store_get_loaded (data);
}

TmScoresView *
open_scores (TmWindow   *window,
             const char *game_id)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  AdwNavigationPage *page;
  TmScoresView *view;

  g_assert_true (tm_window_show_game (window, game_id));
  tm_test_ui_wait_ms (300);
  page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (content));
  g_assert_true (TM_IS_GAME_PAGE (page));
  tm_game_page_show_section (TM_GAME_PAGE (page), "scores");
  tm_test_ui_wait_ms (100);

  view = TM_SCORES_VIEW (tm_test_ui_find (GTK_WIDGET (page), TM_TYPE_SCORES_VIEW));
  g_assert_nonnull (view);
  wait_until (store_loaded, tm_application_get_ledger_store (app));
  return view;
}

/* The dialog presented last on @window */
/* The button on screen that runs @action, if any. */
GtkWidget *
find_button_with_action (GtkWidget  *root,
                         const char *action)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_is_visible (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_action (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
find_dialog (TmWindow *window,
             GType     type)
{
  GtkWidget *dialog;

  tm_test_ui_wait_ms (50);
  dialog = tm_test_ui_find (GTK_WIDGET (window), type);
  g_assert_nonnull (dialog);
  return dialog;
}

TmLedger *
start_ledger (TmWindow           *window,
              TmScoresView       *view,
              const char * const *names,
              const char         *option,
              int                 number)
{
  TmNewLedgerDialog *dialog;
  GtkWidget *start;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.new", NULL));
  dialog = TM_NEW_LEDGER_DIALOG (find_dialog (window, TM_TYPE_NEW_LEDGER_DIALOG));

  start = adw_dialog_get_default_widget (ADW_DIALOG (dialog));
  for (guint i = 0; names[i] != NULL; i++)
    {
      /* Nobody seated yet: Start is off. */
      if (i == 0)
        g_assert_false (gtk_widget_get_sensitive (start));
      tm_new_ledger_dialog_add_player (dialog, names[i]);
    }
  /* The same name twice is refused. */
  tm_new_ledger_dialog_add_player (dialog, names[0]);
  g_assert_cmpuint (tm_new_ledger_dialog_get_n_players (dialog), ==, g_strv_length ((char **) names));

  if (option != NULL)
    tm_options_group_set_option (tm_new_ledger_dialog_get_options_group (dialog), option, TRUE, number);
  tm_new_ledger_dialog_set_first_dealer (dialog, 1);

  g_assert_true (gtk_widget_get_sensitive (start));
  g_signal_emit_by_name (start, "clicked");
  tm_test_ui_wait_ms (100);

  g_assert_nonnull (tm_scores_view_get_ledger (view));
  g_assert_cmpuint (tm_ledger_get_first_dealer (tm_scores_view_get_ledger (view)), ==, 1);
  return tm_scores_view_get_ledger (view);
}

void
set_count (TmHandEditor *editor,
           guint         player,
           const char   *field,
           double        value)
{
  GtkWidget *widget = tm_hand_editor_get_field (editor, player, field);

  g_assert_true (GTK_IS_SPIN_BUTTON (widget));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
}

void
set_flag (TmHandEditor *editor,
          guint         player,
          const char   *field,
          gboolean      value)
{
  GtkWidget *widget = tm_hand_editor_get_field (editor, player, field);

  g_assert_true (ADW_IS_SWITCH_ROW (widget));
  adw_switch_row_set_active (ADW_SWITCH_ROW (widget), value);
}

TmHandEditor *
open_editor (TmWindow     *window,
             TmScoresView *view,
             int           hand)
{
  if (hand < 0)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.add-hand", NULL));
  else
    g_signal_emit_by_name (tm_scores_view_get_sheet (view), "hand-activated",
                           tm_ledger_get_hand (tm_scores_view_get_ledger (view), hand));
  return TM_HAND_EDITOR (find_dialog (window, TM_TYPE_HAND_EDITOR));
}

/* Enter in a field saves, as the keyboard would. */
void
press_enter (TmHandEditor *editor,
             GtkWidget    *field)
{
  GtkWidget *text = tm_test_ui_find (field, GTK_TYPE_TEXT);

  g_assert_true (tm_hand_editor_get_valid (editor));
  g_assert_nonnull (text);
  g_signal_emit_by_name (text, "activate");
  tm_test_ui_wait_ms (100);
}

char *
cell (TmScoresView *view,
      int           row,
      guint         side)
{
  return tm_scores_sheet_dup_cell (TM_SCORES_SHEET (tm_scores_view_get_sheet (view)), row, side);
}

void
assert_cell (TmScoresView *view,
             int           row,
             guint         side,
             const char   *expected)
{
  g_autofree char *text = cell (view, row, side);

  g_assert_cmpstr (text, ==, expected);
}

void
store_result_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

gboolean
ledger_saved (gpointer data)
{
  return !tm_ledger_get_unsaved (data) && !tm_ledger_get_saving (data);
}

void
screenshot (TmWindow     *window,
            TmScoresView *view,
            const char   *name,
            int           width,
            int           height,
            gboolean      dark)
{
  const char *root = g_getenv ("MESON_BUILD_ROOT");
  g_autofree char *dir = g_build_filename (root ? root : ".", "screenshots", NULL);
  g_autofree char *path = NULL;
  g_autofree char *chart_path = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *scroller;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  tm_scores_view_dismiss_toast (view);
  tm_test_ui_wait_ms (600);
  /* The window manager may take a little off for decorations. */
  g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width), <=, 24);

  /* Nothing scrolls sideways, even at 360 pixels: the sheet fits the
   * window, and its hands their scrolled window. */
  scroller = tm_test_ui_find (tm_scores_view_get_sheet (view), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  g_assert_cmpint (gtk_widget_get_width (tm_scores_view_get_sheet (view)), <=,
                   gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_width (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))),
                   <=, gtk_widget_get_width (scroller));

  g_mkdir_with_parents (dir, 0755);
  path = g_strdup_printf ("%s/scores-%s-%dx%d-%s.png", dir, name, width, height,
                          dark ? "dark" : "light");
  g_assert_true (tm_screenshot_save (GTK_WIDGET (window), path, &error));
  g_assert_no_error (error);

  /* The chart: beside the sheet, or in a narrow window in its place,
   * asked for from the toolbar or the menu. */
  g_assert_true (gtk_widget_get_mapped (tm_scores_view_get_sheet (view)));
  g_assert_true (gtk_widget_get_mapped (tm_scores_view_get_chart (view)) == (width >= 1000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.chart", NULL));
  /* …where the window has no room for both: wide, the action is off. */
  g_assert_true (tm_scores_view_get_chart_shown (view) == (width < 1000));
  tm_test_ui_wait_ms (200);
  g_assert_true (gtk_widget_get_mapped (tm_scores_view_get_chart (view)));
  g_assert_true (gtk_widget_get_mapped (tm_scores_view_get_sheet (view)) == (width >= 1000));
  chart_path = g_strdup_printf ("%s/scores-%s-chart-%dx%d-%s.png", dir, name, width, height,
                                dark ? "dark" : "light");
  g_assert_true (tm_screenshot_save (GTK_WIDGET (window), chart_path, &error));
  g_assert_no_error (error);
  tm_scores_view_set_chart_shown (view, FALSE);
  tm_test_ui_wait_ms (100);
  g_assert_true (gtk_widget_get_mapped (tm_scores_view_get_sheet (view)));

  g_test_message ("screenshots: %s %s", path, chart_path);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The whole window as it is, e.g. with a dialog over it */
/* Scrolls @widget's scrolled window so that @widget is near the top. */
void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_point_t point;

  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_point (widget, scroller, &GRAPHENE_POINT_INIT (0, 0), &point));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + point.y - 120);
  tm_test_ui_wait_ms (200);
}

void
screenshot_window (TmWindow     *window,
                   TmScoresView *view,
                   const char   *name,
                   GtkWidget    *show)
{
  static const struct { int width, height; gboolean dark; } sizes[] = {
    { 1280, 800, FALSE }, { 1280, 800, TRUE }, { 360, 720, FALSE }, { 360, 720, TRUE },
  };
  const char *root = g_getenv ("MESON_BUILD_ROOT");
  g_autofree char *dir = g_build_filename (root ? root : ".", "screenshots", NULL);

  g_mkdir_with_parents (dir, 0755);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          sizes[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      /* GTK warns of a text's blinking cursor when a dialog reflows
       * around it: nothing has the focus for the pictures. */
      gtk_window_set_focus (GTK_WINDOW (window), NULL);
      tm_scores_view_dismiss_toast (view);
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
      tm_test_ui_wait_ms (600);
      if (show != NULL)
        scroll_to (show);
      path = g_strdup_printf ("%s/scores-%s-%dx%d-%s.png", dir, name, sizes[i].width,
                              sizes[i].height, sizes[i].dark ? "dark" : "light");
      g_assert_true (tm_screenshot_save (GTK_WIDGET (window), path, &error));
      g_assert_no_error (error);
      g_test_message ("screenshot: %s", path);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tm_test_ui_wait_ms (200);
}

void
take_screenshots (TmWindow     *window,
                  TmScoresView *view,
                  const char   *name)
{
  screenshot (window, view, name, 1280, 800, FALSE);
  screenshot (window, view, name, 1280, 800, TRUE);
  screenshot (window, view, name, 360, 720, FALSE);
  screenshot (window, view, name, 360, 720, TRUE);
}

GtkWidget *
find_css (GtkWidget  *root,
          const char *name)
{
  if (g_str_equal (gtk_widget_get_css_name (root), name) && gtk_widget_is_drawable (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The sheet's hands are as tall as they need, at @width: its scrolled
 * window was never shorter than its scrollbar (58 px), so a sheet of one
 * hand (46 px) showed an empty band between the hand and the totals. */
void
assert_sheet_fits (TmWindow     *window,
                   TmScoresView *view,
                   int           width,
                   const char   *name)
{
  GtkWidget *list = find_css (tm_scores_view_get_sheet (view), "listview");
  g_autofree char *light = g_strdup_printf ("%s-light", name);
  g_autofree char *dark = g_strdup_printf ("%s-dark", name);
  int natural;

  gtk_window_set_default_size (GTK_WINDOW (window), width, width < 600 ? 720 : 800);
  tm_test_ui_wait_ms (400);
  g_assert_nonnull (list);
  gtk_widget_measure (list, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (list),
                      NULL, &natural, NULL, NULL);
  g_assert_cmpint (natural, >, 0);
  g_assert_cmpint (gtk_widget_get_height (list), ==, natural);
  tm_test_ui_shoot (GTK_WIDGET (window), light);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  tm_test_ui_shoot (GTK_WIDGET (window), dark);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The toast shown after a change does not cover the Add Hand button. */
void
assert_toast_clear (TmWindow     *window,
                    TmScoresView *view)
{
  GtkWidget *add = find_button_with_action (GTK_WIDGET (view), "scores.add-hand");
  GtkWidget *toast = NULL;
  graphene_rect_t a, t;

  for (guint i = 0; i < 100 && toast == NULL; i++)
    {
      tm_test_ui_wait_ms (20);
      toast = find_css (GTK_WIDGET (window), "toast");
    }
  g_assert_nonnull (toast);
  g_assert_nonnull (add);
  tm_test_ui_wait_ms (400);   /* the toast slides in */
  g_assert_true (gtk_widget_compute_bounds (add, GTK_WIDGET (window), &a));
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &t));
  g_assert_false (graphene_rect_intersection (&a, &t, NULL));
  tm_test_ui_shoot (GTK_WIDGET (window), "scores-toast-wide-light");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  tm_test_ui_shoot (GTK_WIDGET (window), "scores-toast-wide-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

void
set_points (TmHandEditor *editor,
            const int    *points,
            guint         n)
{
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *widget = tm_hand_editor_get_field (editor, p, "points");

      g_assert_true (GTK_IS_SPIN_BUTTON (widget));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), points[p]);
    }
  press_enter (editor, tm_hand_editor_get_field (editor, n - 1, "points"));
}

char *
export_csv (TmScoresView *view)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (data_dir, "export.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  char *contents = NULL;

  tm_scores_export_file_async (tm_scores_view_get_ledger (view),
                               tm_application_get_catalogue (app), TM_SCORES_EXPORT_CSV, file,
                               store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (tm_scores_export_file_finish (result, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  return contents;
}

/* A sheet as a file from an earlier Tablemate would have it (version 1,
 * which every later version reads): Gitmo for four, each on their own,
 * or Free-O for five, with made-up hands. */
TmLedger *
make_sheet (const char *game_id,
            guint       n_hands)
{
  gboolean gitmo = g_str_equal (game_id, "gitmo");
  guint n_players = gitmo ? 4 : 5;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Ana", "Ben", "Cai", "Dee", "Eli" };
  TmLedger *ledger;

  g_string_append_printf (text, "{\"version\": 1, \"game\": \"%s\", \"title\": \"Friday\","
                          " \"rounds\": %u, \"players\": [", game_id, gitmo ? n_hands / 4 : 0);
  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (text, "%s{\"name\": \"%s\"}", p ? ", " : "", names[p]);
  g_string_append (text, "], \"hands\": [");
  for (guint h = 0; h < n_hands; h++)
    {
      g_string_append_printf (text, "%s{\"dealer\": %u, \"entries\": [", h ? ", " : "",
                              h % n_players);
      for (guint p = 0; p < n_players; p++)
        {
          if (p > 0)
            g_string_append (text, ", ");
          if (gitmo)
            g_string_append_printf (text, "{\"patriots\": %u, \"traitors\": %u}",
                                    (h * 3 + p * 5) % 9, (h + p) % 3);
          else if (p == (h + 1) % n_players)
            g_string_append (text, "{\"went_out\": true}");
          else
            g_string_append_printf (text, "{\"seek\": %u, \"draw\": %u}",
                                    (h + p) % 2, (h * 7 + p) % 3);
        }
      g_string_append (text, "]}");
    }
  g_string_append (text, "]}");

  bytes = g_string_free_to_bytes (g_steal_pointer (&text));
  ledger = tm_ledger_new_from_bytes (tm_application_get_catalogue (app), bytes, "made.json",
                                     &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, n_hands);
  return ledger;
}
