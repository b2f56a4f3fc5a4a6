/* tm-roster-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-roster-player-private.h"

/**
 * TmRosterPlayer:
 *
 * A player in the [class@Tm.Roster], with their record in each game.
 * Change a player through the roster (tm_roster_rename()).
 */

G_DEFINE_FINAL_TYPE (TmRosterPlayer, tm_roster_player, G_TYPE_OBJECT)

enum {
  PLAYER_PROP_0,
  PLAYER_PROP_ID,
  PLAYER_PROP_NAME,
  PLAYER_PROP_LAST_USED,
  PLAYER_PROP_PLAYED,
  PLAYER_PROP_WON,
  PLAYER_N_PROPS
};

static GParamSpec *player_properties[PLAYER_N_PROPS];

/* Names are matched without regard to case, accents written either way,
 * or spaces around them. */
char *
_tm_roster_name_key (const char *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));
  g_autofree char *normal = g_utf8_normalize (stripped, -1, G_NORMALIZE_DEFAULT);

  return normal != NULL ? g_utf8_casefold (normal, -1) : g_strdup ("");
}

static void
tm_roster_player_finalize (GObject *object)
{
  TmRosterPlayer *self = (TmRosterPlayer *)object;

  g_free (self->id);
  g_free (self->name);
  g_free (self->key);
  g_clear_pointer (&self->last_used, g_date_time_unref);
  g_clear_pointer (&self->records, g_hash_table_unref);

  G_OBJECT_CLASS (tm_roster_player_parent_class)->finalize (object);
}

static void
tm_roster_player_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TmRosterPlayer *self = TM_ROSTER_PLAYER (object);

  switch (prop_id)
    {
    case PLAYER_PROP_ID:
      g_value_set_string (value, self->id);
      break;

    case PLAYER_PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PLAYER_PROP_LAST_USED:
      g_value_set_boxed (value, self->last_used);
      break;

    case PLAYER_PROP_PLAYED:
      g_value_set_uint (value, tm_roster_player_get_played (self, NULL));
      break;

    case PLAYER_PROP_WON:
      g_value_set_uint (value, tm_roster_player_get_won (self, NULL));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_roster_player_class_init (TmRosterPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_roster_player_finalize;
  object_class->get_property = tm_roster_player_get_property;

  /**
   * TmRosterPlayer:id:
   *
   * The player's id, a random UUID that ledgers refer to.
   */
  player_properties[PLAYER_PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TmRosterPlayer:name:
   *
   * The player's name, as shown everywhere.
   */
  player_properties[PLAYER_PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TmRosterPlayer:last-used:
   *
   * When the player was last picked for a game or last played, or %NULL.
   */
  player_properties[PLAYER_PROP_LAST_USED] =
    g_param_spec_boxed ("last-used", NULL, NULL, G_TYPE_DATE_TIME,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TmRosterPlayer:played:
   *
   * Finished games played, in all games together.
   */
  player_properties[PLAYER_PROP_PLAYED] =
    g_param_spec_uint ("played", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * TmRosterPlayer:won:
   *
   * Games won (alone or sharing the win), in all games together.
   */
  player_properties[PLAYER_PROP_WON] =
    g_param_spec_uint ("won", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, PLAYER_N_PROPS, player_properties);
}

static void
tm_roster_player_init (TmRosterPlayer *self)
{
  self->records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

TmRosterPlayer *
_tm_roster_player_new (const char *id,
                       const char *name,
                       GDateTime  *last_used)
{
  TmRosterPlayer *self = g_object_new (TM_TYPE_ROSTER_PLAYER, NULL);

  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->key = _tm_roster_name_key (name);
  self->last_used = last_used != NULL ? g_date_time_ref (last_used) : NULL;
  return self;
}

/* Moves the player's last use forward to @when (never back). */
void
_tm_roster_player_set_last_used (TmRosterPlayer *self,
                                 GDateTime      *when)
{
  if (when == NULL ||
      (self->last_used != NULL && g_date_time_compare (self->last_used, when) >= 0))
    return;

  g_clear_pointer (&self->last_used, g_date_time_unref);
  self->last_used = g_date_time_ref (when);
  g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_LAST_USED]);
}

static gboolean
records_equal (GHashTable *a,
               GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;

  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      TmRosterRecord *other = g_hash_table_lookup (b, key);

      if (other == NULL || memcmp (value, other, sizeof (TmRosterRecord)) != 0)
        return FALSE;
    }

  return TRUE;
}

/* Takes @records (game id -> TmRosterRecord) as the player's records;
 * returns whether they changed. */
gboolean
_tm_roster_player_take_records (TmRosterPlayer *self,
                                GHashTable     *records)
{
  guint played = tm_roster_player_get_played (self, NULL);
  guint won = tm_roster_player_get_won (self, NULL);

  if (records_equal (self->records, records))
    {
      g_hash_table_unref (records);
      return FALSE;
    }

  g_hash_table_unref (self->records);
  self->records = records;

  if (played != tm_roster_player_get_played (self, NULL))
    g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_PLAYED]);
  if (won != tm_roster_player_get_won (self, NULL))
    g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_WON]);
  return TRUE;
}

/**
 * tm_roster_player_get_id:
 * @self: a #TmRosterPlayer
 *
 * Gets the player's id, which ledgers keep as the player's roster id.
 *
 * Returns: the id
 */
const char *
tm_roster_player_get_id (TmRosterPlayer *self)
{
  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (self), NULL);
  return self->id;
}

/**
 * tm_roster_player_get_name:
 * @self: a #TmRosterPlayer
 *
 * Gets the player's name.
 *
 * Returns: the name
 */
const char *
tm_roster_player_get_name (TmRosterPlayer *self)
{
  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (self), NULL);
  return self->name;
}

/**
 * tm_roster_player_get_last_used:
 * @self: a #TmRosterPlayer
 *
 * Gets when the player was last picked for a score sheet
 * (tm_roster_find_or_add()) or, after tm_roster_refresh(), when the
 * latest score sheet they are on was started.
 *
 * Returns: (nullable) (transfer none): the time, or %NULL if never
 */
GDateTime *
tm_roster_player_get_last_used (TmRosterPlayer *self)
{
  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (self), NULL);
  return self->last_used;
}

static TmRosterRecord
sum_records (TmRosterPlayer *self,
             const char     *game_id)
{
  TmRosterRecord sum = { 0, 0, 0 };
  GHashTableIter iter;
  gpointer key, value;

  if (game_id != NULL)
    {
      TmRosterRecord *record = g_hash_table_lookup (self->records, game_id);

      return record != NULL ? *record : sum;
    }

  g_hash_table_iter_init (&iter, self->records);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      TmRosterRecord *record = value;

      sum.played += record->played;
      sum.won += record->won;
      sum.points += record->points;
    }

  return sum;
}

/**
 * tm_roster_player_get_played:
 * @self: a #TmRosterPlayer
 * @game_id: (nullable): a game id, or %NULL for all games together
 *
 * Gets how many finished score sheets of the game the player is on.
 * A score sheet counts once it is over; one still being played does not.
 *
 * Returns: the number of games played
 */
guint
tm_roster_player_get_played (TmRosterPlayer *self,
                             const char     *game_id)
{
  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (self), 0);
  return sum_records (self, game_id).played;
}

/**
 * tm_roster_player_get_won:
 * @self: a #TmRosterPlayer
 * @game_id: (nullable): a game id, or %NULL for all games together
 *
 * Gets how many of the player's finished games they won, alone, with a
 * partner or sharing a tie.
 *
 * Returns: the number of games won
 */
guint
tm_roster_player_get_won (TmRosterPlayer *self,
                          const char     *game_id)
{
  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (self), 0);
  return sum_records (self, game_id).won;
}

/**
 * tm_roster_player_get_average:
 * @self: a #TmRosterPlayer
 * @game_id: a game id
 *
 * Gets the player's average final total in a game: the mean, over their
 * finished games, of the total shown for them at the end (their
 * partnership's total when they played in a team).
 *
 * Returns: the average, or 0 when they have not finished a game of it
 */
double
tm_roster_player_get_average (TmRosterPlayer *self,
                              const char     *game_id)
{
  TmRosterRecord record;

  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (self), 0);
  g_return_val_if_fail (game_id != NULL, 0);

  record = sum_records (self, game_id);
  return record.played > 0 ? (double) record.points / record.played : 0;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * tm_roster_player_dup_games:
 * @self: a #TmRosterPlayer
 *
 * Lists the games the player has finished at least once, by id, sorted.
 *
 * Returns: (transfer full) (array zero-terminated=1): the game ids
 */
char **
tm_roster_player_dup_games (TmRosterPlayer *self)
{
  g_autofree const char **keys = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n;

  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (self), NULL);

  keys = (const char **) g_hash_table_get_keys_as_array (self->records, &n);
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (builder, keys[i]);

  {
    char **games = g_strv_builder_end (builder);

    g_qsort_with_data (games, n, sizeof (char *), compare_strings, NULL);
    return games;
  }
}

/* Renames the player; the roster has checked the name. */
void
_tm_roster_player_set_name (TmRosterPlayer *self,
                            const char     *name)
{
  if (g_strcmp0 (self->name, name) == 0)
    return;

  g_free (self->name);
  self->name = g_strdup (name);
  g_free (self->key);
  self->key = _tm_roster_name_key (self->name);
  g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_NAME]);
}
