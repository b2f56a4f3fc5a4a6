/* tm-game-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-game-page.h"
#include "tm-play-view.h"
#include "tm-rules-view.h"
#include "tm-scores-view.h"
#include "tm-table-view.h"

/* A game's page: its four sections (Rules, Scores, Table, Play) in a view
 * stack, with a view switcher in the header bar on wide windows and at the
 * bottom on narrow ones.
 *
 * Each section is built by a factory in the table below, the first time
 * it is shown: until then the stack holds an empty bin for it, so that
 * opening a game builds only the section on screen.  A game without
 * virtual play (its factory declines) is sent to the Table section, the
 * assistant for playing it with the printed cards. */

typedef GtkWidget *(*SectionFactory) (TmServices *services,
                                      TmGame     *game);

typedef struct
{
  const char     *id;
  const char     *title;
  const char     *icon_name;
  SectionFactory  factory;
} Section;

static const Section sections[] = {
  { "rules", N_("Rules"), "tm-rules-symbolic", tm_rules_view_new_for_game },
  { "scores", N_("Scores"), "tm-scores-symbolic", tm_scores_view_new_for_game },
  { "table", N_("Table"), "tm-table-symbolic", tm_table_view_new_for_game },
  { "play", N_("Play"), "tm-play-symbolic", tm_play_view_new_for_game },
};

struct _TmGamePage
{
  AdwNavigationPage  parent_instance;

  TmServices        *services;
  TmGame            *game;
  gboolean           narrow;
  gboolean           rebuilding;

  /* Template widgets */
  AdwHeaderBar      *header_bar;
  AdwViewSwitcher   *view_switcher;
  AdwViewSwitcherBar *switcher_bar;
  AdwViewStack      *stack;
  GtkLabel          *title_label;
  GtkBox            *section_header;
};

G_DEFINE_FINAL_TYPE (TmGamePage, tm_game_page, ADW_TYPE_NAVIGATION_PAGE)

/* The bin that holds a section in the view stack.  A stack page tells
 * screen readers that the section is its one child, but a widget's next
 * accessible sibling is its next widget, so each page also listed the
 * sections after its own, and a section's content was exposed once under
 * every page before it.  A section has no accessible sibling. */
#define TM_TYPE_SECTION_BIN (tm_section_bin_get_type ())
G_DECLARE_FINAL_TYPE (TmSectionBin, tm_section_bin, TM, SECTION_BIN, AdwBin)

struct _TmSectionBin
{
  AdwBin parent_instance;
};

static GtkAccessible *
tm_section_bin_get_next_accessible_sibling (GtkAccessible *accessible)
{
  return NULL;
}

static void
tm_section_bin_accessible_init (GtkAccessibleInterface *iface)
{
  /* The rest is the parent's, copied into this table. */
  iface->get_next_accessible_sibling = tm_section_bin_get_next_accessible_sibling;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TmSectionBin, tm_section_bin, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ACCESSIBLE,
                                                      tm_section_bin_accessible_init))

static void
tm_section_bin_class_init (TmSectionBinClass *klass)
{
}

static void
tm_section_bin_init (TmSectionBin *self)
{
}

enum {
  PROP_0,
  PROP_SERVICES,
  PROP_GAME,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What a game the computer does not play shows in the Play section. */
static GtkWidget *
create_table_only (TmGame *game)
{
  g_autofree char *description = NULL;
  GtkWidget *page;
  GtkWidget *button;

  /* Translators: %s is a game's name */
  description = g_strdup_printf (_("Tablemate does not play %s on the computer. Play it with "
                                   "the printed cards: the Table section seats the players and "
                                   "follows the game turn by turn."),
                                 tm_game_get_name (game));
  button = gtk_button_new_with_mnemonic (_("_Play at the Table"));
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "game.show-section");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", "table");
  page = g_object_new (ADW_TYPE_STATUS_PAGE,
                       "icon-name", "tm-table-symbolic",
                       "title", _("Played with the Printed Cards"),
                       "description", description,
                       "child", button,
                       NULL);
  return page;
}

/* Builds a section's content into its bin, unless it is built already. */
static GtkWidget *
ensure_section (TmGamePage *self,
                const char *id)
{
  GtkWidget *bin = adw_view_stack_get_child_by_name (self->stack, id);
  const Section *section = NULL;
  GtkWidget *widget;

  if (bin == NULL)
    return NULL;
  if ((widget = adw_bin_get_child (ADW_BIN (bin))) != NULL)
    return widget;

  for (guint i = 0; i < G_N_ELEMENTS (sections) && section == NULL; i++)
    if (g_str_equal (sections[i].id, id))
      section = &sections[i];
  g_assert (section != NULL);

  /* Only Play declines a game: one the computer does not play. */
  widget = section->factory (self->services, self->game);
  if (widget == NULL)
    widget = create_table_only (self->game);
  adw_bin_set_child (ADW_BIN (bin), widget);

  return widget;
}

/* A section may have buttons for the header bar (its “header-widget”
 * property, such as Play's New Game, Hint and Undo): they show while it
 * is the visible section. */
static void
update_section_header (TmGamePage *self,
                       GtkWidget  *section)
{
  g_autoptr(GtkWidget) header = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->section_header))) != NULL)
    gtk_box_remove (self->section_header, child);

  if (section != NULL &&
      g_object_class_find_property (G_OBJECT_GET_CLASS (section), "header-widget") != NULL)
    g_object_get (section, "header-widget", &header, NULL);
  if (header != NULL)
    {
      if (gtk_widget_get_parent (header) != NULL)
        gtk_widget_unparent (header);
      gtk_box_append (self->section_header, header);
    }
}

static void
visible_section_changed_cb (TmGamePage *self)
{
  const char *visible = adw_view_stack_get_visible_child_name (self->stack);

  if (!self->rebuilding)
    update_section_header (self, visible != NULL ? ensure_section (self, visible) : NULL);
}

static void
rebuild_sections (TmGamePage *self)
{
  g_autofree char *visible = g_strdup (adw_view_stack_get_visible_child_name (self->stack));
  GtkWidget *child;

  self->rebuilding = TRUE;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stack))) != NULL)
    adw_view_stack_remove (self->stack, child);

  if (self->game != NULL && self->services != NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
        adw_view_stack_add_titled_with_icon (self->stack, g_object_new (TM_TYPE_SECTION_BIN, NULL),
                                             sections[i].id,
                                             _(sections[i].title), sections[i].icon_name);

      if (visible != NULL)
        adw_view_stack_set_visible_child_name (self->stack, visible);
    }

  self->rebuilding = FALSE;
  visible_section_changed_cb (self);
}

/**
 * tm_game_page_get_services:
 * @self: a #TmGamePage
 *
 * Gets what the page's sections share with the rest of the application.
 *
 * Returns: (transfer none) (nullable): the services
 */
TmServices *
tm_game_page_get_services (TmGamePage *self)
{
  g_return_val_if_fail (TM_IS_GAME_PAGE (self), NULL);

  return self->services;
}

/**
 * tm_game_page_set_services:
 * @self: a #TmGamePage
 * @services: what the sections share with the rest of the application
 *
 * Sets the catalogue and score sheets the sections show.
 */
void
tm_game_page_set_services (TmGamePage *self,
                           TmServices *services)
{
  g_return_if_fail (TM_IS_GAME_PAGE (self));
  g_return_if_fail (services == NULL || TM_IS_SERVICES (services));

  if (!g_set_object (&self->services, services))
    return;

  rebuild_sections (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SERVICES]);
}

/**
 * tm_game_page_get_game:
 * @self: a #TmGamePage
 *
 * Gets the game the page shows.
 *
 * Returns: (transfer none) (nullable): the game
 */
TmGame *
tm_game_page_get_game (TmGamePage *self)
{
  g_return_val_if_fail (TM_IS_GAME_PAGE (self), NULL);

  return self->game;
}

/**
 * tm_game_page_set_game:
 * @self: a #TmGamePage
 * @game: (nullable): the game to show
 *
 * Shows @game's sections.
 */
void
tm_game_page_set_game (TmGamePage *self,
                       TmGame     *game)
{
  g_return_if_fail (TM_IS_GAME_PAGE (self));
  g_return_if_fail (game == NULL || TM_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;

  adw_navigation_page_set_title (ADW_NAVIGATION_PAGE (self),
                                 game ? tm_game_get_name (game) : "");
  gtk_label_set_label (self->title_label, game ? tm_game_get_name (game) : "");
  rebuild_sections (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * tm_game_page_get_narrow:
 * @self: a #TmGamePage
 *
 * Gets whether the page is laid out for a narrow window.
 *
 * Returns: %TRUE when narrow
 */
gboolean
tm_game_page_get_narrow (TmGamePage *self)
{
  g_return_val_if_fail (TM_IS_GAME_PAGE (self), FALSE);

  return self->narrow;
}

/**
 * tm_game_page_set_narrow:
 * @self: a #TmGamePage
 * @narrow: whether the window is narrow
 *
 * Lays the page out for a narrow window: the section switcher moves from
 * the header bar to the bottom, and the header's title becomes the game's
 * name (which a wide header shows beside the back button).
 */
void
tm_game_page_set_narrow (TmGamePage *self,
                         gboolean    narrow)
{
  g_return_if_fail (TM_IS_GAME_PAGE (self));

  narrow = !!narrow;
  if (self->narrow == narrow)
    return;

  self->narrow = narrow;

  adw_header_bar_set_title_widget (self->header_bar,
                                   narrow ? NULL : GTK_WIDGET (self->view_switcher));
  adw_view_switcher_bar_set_reveal (self->switcher_bar, narrow);
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), !narrow);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

/**
 * tm_game_page_show_section:
 * @self: a #TmGamePage
 * @section: `rules`, `scores`, `table` or `play`
 *
 * Switches to one of the game's sections.
 */
void
tm_game_page_show_section (TmGamePage *self,
                           const char *section)
{
  g_return_if_fail (TM_IS_GAME_PAGE (self));
  g_return_if_fail (section != NULL);

  adw_view_stack_set_visible_child_name (self->stack, section);
}

/**
 * tm_game_page_get_section:
 * @self: a #TmGamePage
 * @section: `rules`, `scores`, `table` or `play`
 *
 * Gets the content of one of the game's sections, building it if it has
 * not been shown yet: the section's view, or for Play in a game the
 * computer does not play, a page that leads to the Table section.
 *
 * Returns: (transfer none) (nullable): the section's content, or %NULL
 *   when the page shows no game
 */
GtkWidget *
tm_game_page_get_section (TmGamePage *self,
                          const char *section)
{
  g_return_val_if_fail (TM_IS_GAME_PAGE (self), NULL);
  g_return_val_if_fail (section != NULL, NULL);

  return ensure_section (self, section);
}

static void
show_section_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  tm_game_page_show_section (TM_GAME_PAGE (widget), g_variant_get_string (parameter, NULL));
}

static void
tm_game_page_dispose (GObject *object)
{
  TmGamePage *self = (TmGamePage *)object;

  /* The switcher is held while it is out of the header bar (narrow). */
  g_clear_object (&self->view_switcher);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_GAME_PAGE);
  g_clear_object (&self->game);
  g_clear_object (&self->services);

  G_OBJECT_CLASS (tm_game_page_parent_class)->dispose (object);
}

static void
tm_game_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TmGamePage *self = TM_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SERVICES:
      g_value_set_object (value, self->services);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_game_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TmGamePage *self = TM_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SERVICES:
      tm_game_page_set_services (self, g_value_get_object (value));
      break;
    case PROP_GAME:
      tm_game_page_set_game (self, g_value_get_object (value));
      break;
    case PROP_NARROW:
      tm_game_page_set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_game_page_class_init (TmGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_game_page_dispose;
  object_class->get_property = tm_game_page_get_property;
  object_class->set_property = tm_game_page_set_property;

  /**
   * TmGamePage:services:
   *
   * What the page's sections share with the rest of the application.
   */
  properties[PROP_SERVICES] =
    g_param_spec_object ("services", NULL, NULL,
                         TM_TYPE_SERVICES,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * TmGamePage:game:
   *
   * The game the page shows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TM_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * TmGamePage:narrow:
   *
   * Whether the page is laid out for a narrow window.
   */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TmGamePage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TmGamePage, view_switcher);
  gtk_widget_class_bind_template_child (widget_class, TmGamePage, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, TmGamePage, stack);
  gtk_widget_class_bind_template_child (widget_class, TmGamePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TmGamePage, section_header);
  gtk_widget_class_bind_template_callback (widget_class, visible_section_changed_cb);

  gtk_widget_class_install_action (widget_class, "game.show-section", "s", show_section_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK,
                                       "game.show-section", "s", "rules");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK,
                                       "game.show-section", "s", "scores");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK,
                                       "game.show-section", "s", "table");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_ALT_MASK,
                                       "game.show-section", "s", "play");
}

static void
tm_game_page_init (TmGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Keep the switcher alive while the narrow layout takes it out. */
  g_object_ref (self->view_switcher);
}
