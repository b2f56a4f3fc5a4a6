/* tm-ledger-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-ledger-player-private.h"

/**
 * TmLedgerPlayer:
 *
 * A player at the table of a [class@Tm.Ledger].  Change a player through
 * the ledger (tm_ledger_set_player_name()) so that the change can be
 * undone.
 */

struct _TmLedgerPlayer
{
  GObject  parent_instance;

  guint    position;
  char    *name;
  int      team;
  char    *roster_id;
};

G_DEFINE_FINAL_TYPE (TmLedgerPlayer, tm_ledger_player, G_TYPE_OBJECT)

enum {
  PLAYER_PROP_0,
  PLAYER_PROP_POSITION,
  PLAYER_PROP_NAME,
  PLAYER_PROP_TEAM,
  PLAYER_PROP_ROSTER_ID,
  PLAYER_N_PROPS
};

static GParamSpec *player_properties[PLAYER_N_PROPS];

static void
tm_ledger_player_finalize (GObject *object)
{
  TmLedgerPlayer *self = (TmLedgerPlayer *)object;

  g_free (self->name);
  g_free (self->roster_id);

  G_OBJECT_CLASS (tm_ledger_player_parent_class)->finalize (object);
}

static void
tm_ledger_player_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TmLedgerPlayer *self = TM_LEDGER_PLAYER (object);

  switch (prop_id)
    {
    case PLAYER_PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PLAYER_PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PLAYER_PROP_TEAM:
      g_value_set_int (value, self->team);
      break;
    case PLAYER_PROP_ROSTER_ID:
      g_value_set_string (value, self->roster_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_ledger_player_class_init (TmLedgerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tm_ledger_player_finalize;
  object_class->get_property = tm_ledger_player_get_property;

  /**
   * TmLedgerPlayer:position:
   *
   * The player's seat, from 0, in seating order.
   */
  player_properties[PLAYER_PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TmLedgerPlayer:name:
   *
   * The player's name.
   */
  player_properties[PLAYER_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TmLedgerPlayer:team:
   *
   * The player's team (partnership), from 0, or -1 for none.
   */
  player_properties[PLAYER_PROP_TEAM] = g_param_spec_int ("team", NULL, NULL, -1, G_MAXINT, -1, flags);
  /**
   * TmLedgerPlayer:roster-id:
   *
   * The id of the player in the shared roster, if linked.
   */
  player_properties[PLAYER_PROP_ROSTER_ID] =
    g_param_spec_string ("roster-id", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, PLAYER_N_PROPS, player_properties);
}

static void
tm_ledger_player_init (TmLedgerPlayer *self)
{
  self->team = -1;
}

TmLedgerPlayer *
_tm_ledger_player_new (guint position)
{
  TmLedgerPlayer *self = g_object_new (TM_TYPE_LEDGER_PLAYER, NULL);

  self->position = position;
  return self;
}

/* Takes the name, team and roster id a ledger's facts give the player. */
void
_tm_ledger_player_update (TmLedgerPlayer *self,
                          const char     *name,
                          int             team,
                          const char     *roster_id)
{
  if (g_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_NAME]);
  if (self->team != team)
    {
      self->team = team;
      g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_TEAM]);
    }
  if (g_set_str (&self->roster_id, roster_id))
    g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_ROSTER_ID]);
}

/**
 * tm_ledger_player_get_position:
 * @self: a #TmLedgerPlayer
 *
 * Gets the player's seat in seating order.
 *
 * Returns: the position, from 0
 */
guint
tm_ledger_player_get_position (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), 0);
  return self->position;
}

/**
 * tm_ledger_player_get_name:
 * @self: a #TmLedgerPlayer
 *
 * Gets the player's name.
 *
 * Returns: the name
 */
const char *
tm_ledger_player_get_name (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), NULL);
  return self->name;
}

/**
 * tm_ledger_player_get_team:
 * @self: a #TmLedgerPlayer
 *
 * Gets the player's team.
 *
 * Returns: the team from 0, or -1 when the player plays alone
 */
int
tm_ledger_player_get_team (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), -1);
  return self->team;
}

/**
 * tm_ledger_player_get_roster_id:
 * @self: a #TmLedgerPlayer
 *
 * Gets the id of the player in the shared roster.
 *
 * Returns: (nullable): the roster id, or %NULL if not linked
 */
const char *
tm_ledger_player_get_roster_id (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), NULL);
  return self->roster_id;
}

