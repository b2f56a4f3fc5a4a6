/* test-ui-window.c: the main window's behaviour
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-font-warmup.h"
#include "tm-test-ui.h"
#include "tm-game-page.h"
#include "tm-window.h"
#include "tm-test-ui.h"

static TmApplication *app;

static void
wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static TmWindow *
show_window (int width,
             int height)
{
  TmWindow *window = tm_application_new_window (app);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  wait_ms (200);

  return window;
}

static AdwNavigationPage *
visible_page (TmWindow *window)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));

  return adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (content));
}

static void
test_window_size_remembered (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  TmWindow *window;
  int width, height;

  window = show_window (777, 555);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_ms (50);

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 777);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 555);

  /* A new window opens at the size the last one closed with. */
  window = tm_application_new_window (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 777);
  g_assert_cmpint (height, ==, 555);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_ms (50);
}

static void
test_window_library_and_navigation (void)
{
  TmWindow *window = show_window (1000, 700);
  AdwNavigationPage *page;
  GtkWidget *box;
  guint tiles = 0;

  g_assert_cmpstr (adw_navigation_page_get_tag (visible_page (window)), ==, "library");

  /* The library shows one tile per game of the catalogue. */
  box = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TM_TYPE_WINDOW, "games_box"));
  for (GtkWidget *child = gtk_widget_get_first_child (box); child; child = gtk_widget_get_next_sibling (child))
    tiles++;
  g_assert_cmpuint (tiles, ==, g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_catalogue (window))));
  g_assert_cmpuint (tiles, >=, 7);

  /* win.show-game opens a game's page; win.library goes back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-game", "s", "prisoner"));
  wait_ms (400);
  page = visible_page (window);
  g_assert_true (TM_IS_GAME_PAGE (page));
  g_assert_cmpstr (adw_navigation_page_get_title (page), ==, "Prisoner");
  g_assert_cmpstr (tm_game_get_id (tm_game_page_get_game (TM_GAME_PAGE (page))), ==, "prisoner");
  g_assert_false (tm_game_page_get_narrow (TM_GAME_PAGE (page)));

  /* Switching sections by action, as Alt+1…4 do. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.show-section", "s", "play"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  wait_ms (400);
  g_assert_cmpstr (adw_navigation_page_get_tag (visible_page (window)), ==, "library");

  gtk_window_destroy (GTK_WINDOW (window));
  wait_ms (50);
}

static void
check_fonts_loaded (GtkWidget *widget,
                    GPtrArray *fonts,
                    guint     *n_labels)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      const PangoFontDescription *font =
        pango_context_get_font_description (gtk_widget_get_pango_context (widget));
      gboolean loaded = FALSE;

      for (guint i = 0; i < fonts->len && !loaded; i++)
        loaded = pango_font_description_equal (g_ptr_array_index (fonts, i), font);
      if (!loaded)
        {
          g_autofree char *name = pango_font_description_to_string (font);

          g_error ("“%s” is shown in %s, which the fonts loaded ahead do not include",
                   gtk_label_get_label (GTK_LABEL (widget)), name);
        }
      (*n_labels)++;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_fonts_loaded (child, fonts, n_labels);
}

/* The library's fonts are loaded on a thread while the window is built
 * (tm-font-warmup.c): every label it shows is in one of them, and the
 * window then lays its text out with that font map. */
static void
test_window_fonts_loaded_ahead (void)
{
  TmWindow *window = show_window (1000, 700);
  TmFontWarmup *warmup = tm_font_warmup_start (G_LIST_MODEL (tm_window_get_catalogue (window)));
  g_autoptr(PangoFontMap) before = g_object_ref (pango_cairo_font_map_get_default ());
  guint n_labels = 0;

  check_fonts_loaded (GTK_WIDGET (window), tm_font_warmup_get_fonts (warmup), &n_labels);
  /* The title, the heading, and three labels a game */
  g_assert_cmpuint (n_labels, >=, 2 + 3 * 7);

  tm_font_warmup_finish (warmup);
  g_assert_true (pango_cairo_font_map_get_default () != before);

  gtk_window_destroy (GTK_WINDOW (window));
  wait_ms (50);
}

/* The main menu's popover is made when the menu first opens. */
static void
test_window_main_menu (void)
{
  TmWindow *window = show_window (1000, 700);
  GtkMenuButton *button = GTK_MENU_BUTTON (tm_test_ui_find (GTK_WIDGET (window),
                                                           GTK_TYPE_MENU_BUTTON));
  GMenuModel *menu;

  g_assert_nonnull (button);
  g_assert_true (gtk_menu_button_get_primary (button));
  g_assert_null (gtk_menu_button_get_popover (button));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));

  gtk_menu_button_popup (button);
  wait_ms (200);
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 1);
  g_assert_cmpint (g_menu_model_get_n_items (g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION)),
                   ==, 2);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));

  /* Opened again, it keeps its popover. */
  {
    GtkPopover *popover = gtk_menu_button_get_popover (button);

    gtk_menu_button_popdown (button);
    wait_ms (200);
    gtk_menu_button_popup (button);
    wait_ms (200);
    g_assert_true (gtk_menu_button_get_popover (button) == popover);
    gtk_menu_button_popdown (button);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  wait_ms (50);
}

/* Every shortcut has a title and accelerators GTK parses (alternatives
 * split by spaces, a range by “...”): one it cannot parse, or too many
 * alternatives for the column, lays a label out at a negative width.
 * The Table's keys are there. */
static void
check_shortcuts (GtkWidget *overlay)
{
  gboolean table_keys = FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL; )
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (child))
        {
          g_autofree char *title = NULL;
          g_autofree char *accelerator = NULL;
          g_autofree char *action = NULL;
          g_auto(GStrv) alternatives = NULL;

          g_object_get (child, "title", &title, "accelerator", &accelerator,
                        "action-name", &action, NULL);
          g_assert_nonnull (title);
          g_assert_cmpstr (title, !=, "");
          if (action == NULL)
            {
              g_assert_nonnull (accelerator);
              alternatives = g_strsplit (accelerator, " ", -1);
              g_assert_cmpuint (g_strv_length (alternatives), <=, 4);
              for (guint i = 0; alternatives[i] != NULL; i++)
                {
                  g_auto(GStrv) range = g_strsplit (alternatives[i], "...", 2);

                  for (guint r = 0; range[r] != NULL; r++)
                    {
                      guint key = 0;
                      GdkModifierType mods = 0;

                      if (!gtk_accelerator_parse (range[r], &key, &mods) || key == 0)
                        g_error ("“%s”: GTK cannot parse “%s”", title, range[r]);
                    }
                }
              table_keys |= g_str_equal (accelerator, "1...9");
            }
        }
      /* Depth first through the window's widgets. */
      if (gtk_widget_get_first_child (child) != NULL)
        child = gtk_widget_get_first_child (child);
      else
        {
          while (child != overlay && gtk_widget_get_next_sibling (child) == NULL)
            child = gtk_widget_get_parent (child);
          child = child == overlay ? NULL : gtk_widget_get_next_sibling (child);
        }
    }
  g_assert_true (table_keys);
}

static void
test_window_app_actions (void)
{
  TmWindow *window = show_window (1000, 700);
  GtkShortcutsWindow *overlay;

  /* The shortcuts window is loaded from the resources when first asked
   * for, as Ctrl+? does, and shown. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (overlay)) == GTK_WINDOW (window));
  check_shortcuts (GTK_WIDGET (overlay));
  /* Laid out without a warning (every warning is fatal here), a dialog
   * named for screen readers, its pages too rather than “_1” and “_2”. */
  tm_test_ui_wait_until_mapped (GTK_WIDGET (overlay));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (overlay)), ==,
                   GTK_ACCESSIBLE_ROLE_DIALOG);
  {
    g_autofree char *problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (overlay),
                                                                   GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                   "Keyboard Shortcuts");

    g_assert_null (problem);
  }
  {
    g_autoptr(GPtrArray) stacks = g_ptr_array_new ();
    guint n_pages = 0;

    tm_test_ui_collect (GTK_WIDGET (overlay), GTK_TYPE_STACK, stacks);
    for (guint s = 0; s < stacks->len; s++)
      {
        g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (g_ptr_array_index (stacks, s)));

        for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
          {
            g_autoptr(GtkStackPage) page = g_list_model_get_item (pages, i);
            const char *title = gtk_stack_page_get_title (page);

            if (title != NULL && title[0] == '_')
              {
                g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (page),
                                                                 GTK_ACCESSIBLE_PROPERTY_LABEL));
                n_pages++;
              }
          }
      }
    g_assert_cmpuint (n_pages, >=, 1);
  }
  tm_test_ui_shoot (GTK_WIDGET (overlay), "shortcuts");
  gtk_window_set_default_size (GTK_WINDOW (overlay), 360, 640);
  tm_test_ui_wait_ms (400);
  tm_test_ui_shoot (GTK_WIDGET (overlay), "shortcuts-narrow");
  /* Searching lays out the results' labels too. */
  {
    GtkWidget *entry = tm_test_ui_find (GTK_WIDGET (overlay), GTK_TYPE_SEARCH_ENTRY);
    GtkWidget *bar = tm_test_ui_find (GTK_WIDGET (overlay), GTK_TYPE_SEARCH_BAR);

    g_assert_nonnull (entry);
    gtk_search_bar_set_search_mode (GTK_SEARCH_BAR (bar), TRUE);
    gtk_editable_set_text (GTK_EDITABLE (entry), "Play");
    tm_test_ui_wait_ms (600);
    tm_test_ui_shoot (GTK_WIDGET (overlay), "shortcuts-search");
  }
  gtk_window_close (GTK_WINDOW (overlay));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                  "win.show-help-overlay");
    g_assert_cmpstr (accels[0], ==, "<Control>question");
  }

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  wait_ms (300);
  g_assert_nonnull (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  wait_ms (50);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  /* Never read or write the real user's score sheets, roster or edits. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-window-XXXXXX", &data_home);

  g_test_add_func ("/ui/window/size-remembered", test_window_size_remembered);
  g_test_add_func ("/ui/window/library-and-navigation", test_window_library_and_navigation);
  g_test_add_func ("/ui/window/app-actions", test_window_app_actions);
  g_test_add_func ("/ui/window/fonts-loaded-ahead", test_window_fonts_loaded_ahead);
  g_test_add_func ("/ui/window/main-menu", test_window_main_menu);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
