/* tm-game-tile.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-game-tile.h"

/* One game in the library: its picture, name, player range and summary. */

struct _TmGameTile
{
  GtkFlowBoxChild  parent_instance;

  TmGame          *game;

  GtkImage        *image;
  GtkLabel        *name_label;
  GtkLabel        *players_label;
  GtkLabel        *summary_label;
};

G_DEFINE_FINAL_TYPE (TmGameTile, tm_game_tile, GTK_TYPE_FLOW_BOX_CHILD)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TmGameTile *
tm_game_tile_new (TmGame *game)
{
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  return g_object_new (TM_TYPE_GAME_TILE, "game", game, NULL);
}

TmGame *
tm_game_tile_get_game (TmGameTile *self)
{
  g_return_val_if_fail (TM_IS_GAME_TILE (self), NULL);

  return self->game;
}

static void
tm_game_tile_constructed (GObject *object)
{
  TmGameTile *self = (TmGameTile *)object;
  g_autofree char *players = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GIcon) illustration = NULL;

  G_OBJECT_CLASS (tm_game_tile_parent_class)->constructed (object);

  g_assert (TM_IS_GAME (self->game));

  players = tm_game_dup_players_label (self->game);
  uri = g_strdup_printf ("resource://" RESOURCE_PATH "/games/%s/illustration.svg",
                         tm_game_get_id (self->game));
  file = g_file_new_for_uri (uri);
  illustration = g_file_icon_new (file);

  /* As an icon, the picture is drawn at the size and scale shown, and
   * GTK reads it on a thread of its own once the tile is styled, instead
   * of here as the library is built. */
  gtk_image_set_from_gicon (self->image, illustration);
  gtk_label_set_label (self->name_label, tm_game_get_name (self->game));
  gtk_label_set_label (self->players_label, players);
  gtk_label_set_label (self->summary_label, tm_game_get_summary (self->game));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tm_game_get_name (self->game),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tm_game_get_summary (self->game),
                                  -1);
}

static void
tm_game_tile_dispose (GObject *object)
{
  TmGameTile *self = (TmGameTile *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_GAME_TILE);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_game_tile_parent_class)->dispose (object);
}

static void
tm_game_tile_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TmGameTile *self = TM_GAME_TILE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_game_tile_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TmGameTile *self = TM_GAME_TILE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Screen readers list a widget's actions: this one opens the game. */
static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gtk_widget_activate (widget);
}

static void
tm_game_tile_class_init (TmGameTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tm_game_tile_constructed;
  object_class->dispose = tm_game_tile_dispose;
  object_class->get_property = tm_game_tile_get_property;
  object_class->set_property = tm_game_tile_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TM_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-game-tile.ui");
  gtk_widget_class_bind_template_child (widget_class, TmGameTile, image);
  gtk_widget_class_bind_template_child (widget_class, TmGameTile, name_label);
  gtk_widget_class_bind_template_child (widget_class, TmGameTile, players_label);
  gtk_widget_class_bind_template_child (widget_class, TmGameTile, summary_label);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_widget_class_install_action (widget_class, "tile.open", NULL, open_action);
}

static void
tm_game_tile_init (TmGameTile *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
