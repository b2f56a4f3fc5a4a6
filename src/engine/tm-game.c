/* tm-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-game.h"

/**
 * TmGame:
 *
 * One game of the catalogue: its id, name, player range, a one-line summary
 * and the decks it is played with.
 *
 * The id is the same everywhere: in the app, the command-line tool's
 * arguments and saved files.
 */

struct _TmGame
{
  GObject   parent_instance;

  char     *id;
  char     *name;
  char     *summary;
  char     *box;
  char    **deck_ids;
  guint     min_players;
  guint     max_players;
};

G_DEFINE_FINAL_TYPE (TmGame, tm_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_SUMMARY,
  PROP_BOX,
  PROP_MIN_PLAYERS,
  PROP_MAX_PLAYERS,
  PROP_DECK_IDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tm_game_finalize (GObject *object)
{
  TmGame *self = (TmGame *)object;

  g_free (self->id);
  g_free (self->name);
  g_free (self->summary);
  g_free (self->box);
  g_strfreev (self->deck_ids);

  G_OBJECT_CLASS (tm_game_parent_class)->finalize (object);
}

static void
tm_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TmGame *self = TM_GAME (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;
    case PROP_BOX:
      g_value_set_string (value, self->box);
      break;
    case PROP_MIN_PLAYERS:
      g_value_set_uint (value, self->min_players);
      break;
    case PROP_MAX_PLAYERS:
      g_value_set_uint (value, self->max_players);
      break;
    case PROP_DECK_IDS:
      g_value_set_boxed (value, self->deck_ids);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  TmGame *self = TM_GAME (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_NAME:
      self->name = g_value_dup_string (value);
      break;
    case PROP_SUMMARY:
      self->summary = g_value_dup_string (value);
      break;
    case PROP_BOX:
      self->box = g_value_dup_string (value);
      break;
    case PROP_MIN_PLAYERS:
      self->min_players = g_value_get_uint (value);
      break;
    case PROP_MAX_PLAYERS:
      self->max_players = g_value_get_uint (value);
      break;
    case PROP_DECK_IDS:
      self->deck_ids = g_value_dup_boxed (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_game_class_init (TmGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tm_game_finalize;
  object_class->get_property = tm_game_get_property;
  object_class->set_property = tm_game_set_property;

  /**
   * TmGame:id:
   *
   * The game's id: `gitmo`, `escaped`, `captured`, `patriots`, `mixer`,
   * `freeo` or `prisoner`.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * TmGame:name:
   *
   * The game's name for display.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TmGame:summary:
   *
   * A one-line description of the game.
   */
  properties[PROP_SUMMARY] = g_param_spec_string ("summary", NULL, NULL, NULL, flags);
  /**
   * TmGame:box:
   *
   * The id of the boxed set the game is played with; games played with
   * the same box share its decks.
   */
  properties[PROP_BOX] = g_param_spec_string ("box", NULL, NULL, NULL, flags);
  /**
   * TmGame:min-players:
   *
   * The fewest players the game allows.
   */
  properties[PROP_MIN_PLAYERS] = g_param_spec_uint ("min-players", NULL, NULL, 1, 64, 1, flags);
  /**
   * TmGame:max-players:
   *
   * The most players the game allows.
   */
  properties[PROP_MAX_PLAYERS] = g_param_spec_uint ("max-players", NULL, NULL, 1, 64, 1, flags);
  /**
   * TmGame:deck-ids:
   *
   * The ids of the decks the game uses.
   */
  properties[PROP_DECK_IDS] = g_param_spec_boxed ("deck-ids", NULL, NULL, G_TYPE_STRV, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_game_init (TmGame *self)
{
}

/**
 * tm_game_get_id:
 * @self: a #TmGame
 *
 * Gets the game's id.
 *
 * Returns: the id
 */
const char *
tm_game_get_id (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return self->id;
}

/**
 * tm_game_get_name:
 * @self: a #TmGame
 *
 * Gets the game's name for display.
 *
 * Returns: the name
 */
const char *
tm_game_get_name (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return self->name;
}

/**
 * tm_game_get_summary:
 * @self: a #TmGame
 *
 * Gets the game's one-line description.
 *
 * Returns: the summary
 */
const char *
tm_game_get_summary (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return self->summary;
}

/**
 * tm_game_get_box:
 * @self: a #TmGame
 *
 * Gets the id of the boxed set the game is played with.
 *
 * Returns: the box id
 */
const char *
tm_game_get_box (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return self->box;
}

/**
 * tm_game_get_min_players:
 * @self: a #TmGame
 *
 * Gets the fewest players the game allows.
 *
 * Returns: the minimum number of players
 */
guint
tm_game_get_min_players (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), 0);
  return self->min_players;
}

/**
 * tm_game_get_max_players:
 * @self: a #TmGame
 *
 * Gets the most players the game allows.
 *
 * Returns: the maximum number of players
 */
guint
tm_game_get_max_players (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), 0);
  return self->max_players;
}

/**
 * tm_game_get_deck_ids:
 * @self: a #TmGame
 *
 * Gets the ids of the decks the game uses.
 *
 * Returns: (array zero-terminated=1): the deck ids
 */
const char * const *
tm_game_get_deck_ids (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return (const char * const *) self->deck_ids;
}

/**
 * tm_game_dup_players_label:
 * @self: a #TmGame
 *
 * Describes the player range for display, such as “2–6 players”.
 *
 * Returns: (transfer full): a translated label
 */
char *
tm_game_dup_players_label (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  if (self->min_players == self->max_players)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players",
                                         self->max_players),
                            self->max_players);

  /* Translators: a range of players, such as “2–6 players” */
  return g_strdup_printf (_("%u–%u players"), self->min_players, self->max_players);
}
