/* tm-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-game-page.h"
#include "tm-game-tile.h"
#include "tm-rules-view.h"
#include "tm-search-page.h"
#include "tm-window.h"

struct _TmWindow
{
  AdwApplicationWindow  parent_instance;

  TmServices           *services;
  GSettings            *settings;
  gboolean              narrow;

  /* Made when first shown; the navigation view owns them. */
  TmGamePage           *game_page;
  TmSearchPage         *search_page;

  /* Template widgets */
  AdwNavigationView    *navigation_view;
  GtkFlowBox           *games_box;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;
};

G_DEFINE_FINAL_TYPE (TmWindow, tm_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SERVICES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * tm_window_new:
 * @application: the application
 * @services: what the application shares with its windows
 *
 * Creates a main window showing the catalogue of @services.
 *
 * Returns: (transfer full): a new #TmWindow
 */
TmWindow *
tm_window_new (GtkApplication *application,
               TmServices     *services)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (TM_IS_SERVICES (services), NULL);

  return g_object_new (TM_TYPE_WINDOW,
                       "application", application,
                       "services", services,
                       NULL);
}

/**
 * tm_window_get_services:
 * @self: a #TmWindow
 *
 * Gets what the window's views share with the rest of the application.
 *
 * Returns: (transfer none): the services
 */
TmServices *
tm_window_get_services (TmWindow *self)
{
  g_return_val_if_fail (TM_IS_WINDOW (self), NULL);

  return self->services;
}

/**
 * tm_window_get_catalogue:
 * @self: a #TmWindow
 *
 * Gets the catalogue the window shows.
 *
 * Returns: (transfer none): the catalogue
 */
TmCatalogue *
tm_window_get_catalogue (TmWindow *self)
{
  g_return_val_if_fail (TM_IS_WINDOW (self), NULL);

  return tm_services_get_catalogue (self->services);
}

/* The window opens on the library; a game's page and the search page are
 * made the first time they are shown, and kept. */
static TmGamePage *
ensure_game_page (TmWindow *self)
{
  if (self->game_page == NULL)
    {
      self->game_page = g_object_new (TM_TYPE_GAME_PAGE,
                                      "tag", "game",
                                      "services", self->services,
                                      "narrow", self->narrow,
                                      NULL);
      adw_navigation_view_add (self->navigation_view, ADW_NAVIGATION_PAGE (self->game_page));
    }

  return self->game_page;
}

static TmSearchPage *
ensure_search_page (TmWindow *self)
{
  if (self->search_page == NULL)
    {
      self->search_page = g_object_new (TM_TYPE_SEARCH_PAGE, "tag", "search", NULL);
      tm_search_page_set_catalogue (self->search_page,
                                    tm_services_get_catalogue (self->services));
      adw_navigation_view_add (self->navigation_view, ADW_NAVIGATION_PAGE (self->search_page));
    }

  return self->search_page;
}

static gboolean
is_visible_page (TmWindow *self,
                 gpointer  page)
{
  return page != NULL &&
         adw_navigation_view_get_visible_page (self->navigation_view) == page;
}

/**
 * tm_window_show_game:
 * @self: a #TmWindow
 * @game_id: the id of a game in the catalogue
 *
 * Opens the page of a game.
 *
 * Returns: %TRUE if the catalogue has the game
 */
gboolean
tm_window_show_game (TmWindow   *self,
                     const char *game_id)
{
  TmGame *game;

  g_return_val_if_fail (TM_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  game = tm_catalogue_lookup_game (tm_services_get_catalogue (self->services), game_id);
  if (game == NULL)
    {
      g_debug ("No game with id “%s”", game_id);
      return FALSE;
    }

  tm_game_page_set_game (ensure_game_page (self), game);

  if (!is_visible_page (self, self->game_page))
    adw_navigation_view_push_by_tag (self->navigation_view, "game");

  return TRUE;
}

/**
 * tm_window_show_library:
 * @self: a #TmWindow
 *
 * Goes back to the library of games.
 */
void
tm_window_show_library (TmWindow *self)
{
  g_return_if_fail (TM_IS_WINDOW (self));

  adw_navigation_view_pop_to_tag (self->navigation_view, "library");
}

/* The game page's Rules section, built if need be, when it has one */
static TmRulesView *
get_rules_view (TmWindow *self)
{
  GtkWidget *rules = tm_game_page_get_section (self->game_page, "rules");

  return TM_IS_RULES_VIEW (rules) ? TM_RULES_VIEW (rules) : NULL;
}

/**
 * tm_window_show_uri:
 * @self: a #TmWindow
 * @game_id: the game to open
 * @uri: a place in its rules: `section:GAME/ID`, `ruling:GAME/ID`,
 *   `card:DECK/ID` or `cards:GAME`
 *
 * Opens a game's page at a place in its Rules section.
 *
 * Returns: %TRUE if the game and the place exist
 */
gboolean
tm_window_show_uri (TmWindow   *self,
                    const char *game_id,
                    const char *uri)
{
  TmRulesView *rules;

  g_return_val_if_fail (TM_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (game_id != NULL && uri != NULL, FALSE);

  if (!tm_window_show_game (self, game_id))
    return FALSE;

  tm_game_page_show_section (self->game_page, "rules");
  rules = get_rules_view (self);

  return rules != NULL && tm_rules_view_go (rules, uri);
}

static void
open_uri_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  const char *game_id, *uri;

  g_variant_get (parameter, "(&s&s)", &game_id, &uri);
  tm_window_show_uri (TM_WINDOW (widget), game_id, uri);
}

/**
 * tm_window_show_search:
 * @self: a #TmWindow
 * @words: (nullable): words to search for, or %NULL
 *
 * Searches: within the game's rules and cards when a game's page is
 * showing, otherwise every game from the search page.
 */
void
tm_window_show_search (TmWindow   *self,
                       const char *words)
{
  TmSearchPage *search_page;

  g_return_if_fail (TM_IS_WINDOW (self));

  if (is_visible_page (self, self->game_page))
    {
      TmRulesView *rules = get_rules_view (self);

      if (rules != NULL)
        {
          tm_game_page_show_section (self->game_page, "rules");
          tm_rules_view_start_search (rules, words);
          return;
        }
    }

  search_page = ensure_search_page (self);
  if (!is_visible_page (self, search_page))
    adw_navigation_view_push_by_tag (self->navigation_view, "search");
  if (words != NULL)
    tm_search_page_set_text (search_page, words);
  tm_search_page_focus_entry (search_page);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  tm_window_show_search (TM_WINDOW (widget), NULL);
}

static GtkWidget *
create_tile_cb (gpointer item,
                gpointer user_data)
{
  return GTK_WIDGET (tm_game_tile_new (TM_GAME (item)));
}

static void
games_box_child_activated_cb (TmWindow        *self,
                              GtkFlowBoxChild *child,
                              GtkFlowBox      *box)
{
  TmGame *game = tm_game_tile_get_game (TM_GAME_TILE (child));

  tm_window_show_game (self, tm_game_get_id (game));
}

static void
show_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  tm_window_show_game (TM_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
library_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  tm_window_show_library (TM_WINDOW (widget));
}

/* The window's one breakpoint: a game's page lays itself out for a
 * narrow window. */
static void
set_narrow (TmWindow *self,
            gboolean  narrow)
{
  self->narrow = narrow;
  if (self->game_page != NULL)
    tm_game_page_set_narrow (self->game_page, narrow);
}

static void
narrow_apply_cb (TmWindow *self)
{
  set_narrow (self, TRUE);
}

static void
narrow_unapply_cb (TmWindow *self)
{
  set_narrow (self, FALSE);
}

/* GtkShortcutsWindow names the pages of a section after its page
 * switcher's mnemonics, which a screen reader reads as “_1”: they are
 * named after the window instead. */
static void
name_shortcut_pages (GtkWidget  *widget,
                     const char *title)
{
  if (GTK_IS_STACK (widget))
    {
      g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (widget)));
      guint n = g_list_model_get_n_items (pages);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GtkStackPage) page = g_list_model_get_item (pages, i);
          const char *page_title = gtk_stack_page_get_title (page);
          g_autofree char *name = NULL;

          if (page_title == NULL || page_title[0] != '_')
            continue;
          /* Translators: a page of the shortcuts window, for screen
           * readers, such as “Keyboard Shortcuts, page 2” */
          name = n > 1 ? g_strdup_printf (_("%s, page %u"), title, i + 1) : g_strdup (title);
          gtk_accessible_update_property (GTK_ACCESSIBLE (page),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_shortcut_pages (child, title);
}

static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  /* Built on first use rather than with every window, as GTK would do
   * for a gtk/help-overlay.ui in the resources. */
  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = NULL;

      builder = gtk_builder_new_from_resource (RESOURCE_PATH "/tm-help-overlay.ui");
      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (overlay),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      gtk_window_get_title (GTK_WINDOW (overlay)),
                                      -1);
      name_shortcut_pages (GTK_WIDGET (overlay), gtk_window_get_title (GTK_WINDOW (overlay)));
      gtk_application_window_set_help_overlay (window, overlay);
    }

  gtk_window_present (GTK_WINDOW (overlay));
}

/* The main menu's popover is made when it first opens, not with the
 * window. */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  TmWindow *self = user_data;

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
tm_window_constructed (GObject *object)
{
  TmWindow *self = (TmWindow *)object;
  TmCatalogue *catalogue;
  int width, height;

  G_OBJECT_CLASS (tm_window_parent_class)->constructed (object);

  g_assert (TM_IS_SERVICES (self->services));

  catalogue = tm_services_get_catalogue (self->services);
  gtk_flow_box_bind_model (self->games_box, G_LIST_MODEL (catalogue),
                           create_tile_cb, NULL, NULL);

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_get (self->settings, "window-width", "i", &width);
  g_settings_get (self->settings, "window-height", "i", &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
tm_window_unmap (GtkWidget *widget)
{
  TmWindow *self = (TmWindow *)widget;
  GtkWindow *window = GTK_WINDOW (widget);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set (self->settings, "window-width", "i", width);
  g_settings_set (self->settings, "window-height", "i", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_apply (self->settings);

  GTK_WIDGET_CLASS (tm_window_parent_class)->unmap (widget);
}

static void
tm_window_dispose (GObject *object)
{
  TmWindow *self = (TmWindow *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_WINDOW);
  self->game_page = NULL;
  self->search_page = NULL;

  g_clear_object (&self->settings);
  g_clear_object (&self->services);

  G_OBJECT_CLASS (tm_window_parent_class)->dispose (object);
}

static void
tm_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TmWindow *self = TM_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SERVICES:
      g_value_set_object (value, self->services);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TmWindow *self = TM_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SERVICES:
      self->services = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_window_class_init (TmWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tm_window_constructed;
  object_class->dispose = tm_window_dispose;
  object_class->get_property = tm_window_get_property;
  object_class->set_property = tm_window_set_property;

  widget_class->unmap = tm_window_unmap;

  /**
   * TmWindow:services:
   *
   * What the window's views share with the rest of the application: the
   * game catalogue the window shows, the score sheets.
   */
  properties[PROP_SERVICES] =
    g_param_spec_object ("services", NULL, NULL,
                         TM_TYPE_SERVICES,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TmWindow, navigation_view);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, games_box);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TmWindow, primary_menu);
  gtk_widget_class_bind_template_callback (widget_class, games_box_child_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, narrow_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, narrow_unapply_cb);

  gtk_widget_class_install_action (widget_class, "win.show-game", "s", show_game_action);
  gtk_widget_class_install_action (widget_class, "win.library", NULL, library_action);
  gtk_widget_class_install_action (widget_class, "win.open-uri", "(ss)", open_uri_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   show_help_overlay_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "win.search", NULL);
}

static void
tm_window_init (TmWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);

#if DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
}
