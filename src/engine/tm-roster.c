/* tm-roster.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-file-private.h"
#include "tm-json-private.h"
#include "tm-ledger-private.h"
#include "tm-roster.h"

/**
 * TmRoster:
 *
 * The players a household plays with: one roster shared by every game, a
 * list model of [class@Tm.RosterPlayer].
 *
 * The roster file (`tablemate/roster.json` in the user's data folder, see
 * `docs/roster-format.md`) keeps only who the players are: an id, a name
 * and when they last played.  Their records (games played and won, and
 * the average total, per game) are never stored: tm_roster_refresh()
 * works them out again from the saved score sheets, so no edit of a
 * ledger can leave a stale record.
 *
 * When a refresh changes a player's records, the roster reports the
 * player's row as changed (#GListModel::items-changed, one removed and
 * one added at the same position), so views show the new numbers.
 *
 * A ledger's players point at the roster by id
 * (tm_ledger_player_get_roster_id()), so renaming a roster player renames
 * them wherever the roster is used to show a ledger
 * (tm_roster_get_display_name()); the ledger files keep the id.
 */

/**
 * TmRosterPlayer:
 *
 * A player in the [class@Tm.Roster], with their record in each game.
 * Change a player through the roster (tm_roster_rename()).
 */

G_DEFINE_QUARK (tm-roster-error-quark, tm_roster_error)

typedef struct
{
  guint  played;
  guint  won;
  gint64 points;
} Record;

/* ------------------------------------------------------------------------
 * TmRosterPlayer
 */

struct _TmRosterPlayer
{
  GObject     parent_instance;

  char       *id;
  char       *name;
  char       *key;
  GDateTime  *last_used;
  GHashTable *records;   /* game id -> Record */
};

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
static char *
name_key (const char *name)
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

static TmRosterPlayer *
player_new (const char *id,
            const char *name,
            GDateTime  *last_used)
{
  TmRosterPlayer *self = g_object_new (TM_TYPE_ROSTER_PLAYER, NULL);

  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->key = name_key (name);
  self->last_used = last_used != NULL ? g_date_time_ref (last_used) : NULL;
  return self;
}

static void
player_set_last_used (TmRosterPlayer *self,
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
      Record *other = g_hash_table_lookup (b, key);

      if (other == NULL || memcmp (value, other, sizeof (Record)) != 0)
        return FALSE;
    }

  return TRUE;
}

/* Takes @records (game id -> Record) as the player's records; returns
 * whether they changed. */
static gboolean
player_take_records (TmRosterPlayer *self,
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

static Record
sum_records (TmRosterPlayer *self,
             const char     *game_id)
{
  Record sum = { 0, 0, 0 };
  GHashTableIter iter;
  gpointer key, value;

  if (game_id != NULL)
    {
      Record *record = g_hash_table_lookup (self->records, game_id);

      return record != NULL ? *record : sum;
    }

  g_hash_table_iter_init (&iter, self->records);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Record *record = value;

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
  Record record;

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

/* ------------------------------------------------------------------------
 * TmRoster
 */

typedef enum
{
  FILE_UNREAD,    /* saving is safe only if there is no file yet */
  FILE_READ,      /* read, or written by us: ours to save over */
  FILE_PROTECTED, /* could not be read: never saved over */
} FileState;

struct _TmRoster
{
  GObject    parent_instance;

  GFile     *file;
  GPtrArray *players;
  FileState  file_state;
};

static void tm_roster_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmRoster, tm_roster, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tm_roster_list_model_init))

enum {
  PROP_0,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
tm_roster_get_item_type (GListModel *model)
{
  return TM_TYPE_ROSTER_PLAYER;
}

static guint
tm_roster_get_n_items (GListModel *model)
{
  return TM_ROSTER (model)->players->len;
}

static gpointer
tm_roster_get_item (GListModel *model,
                    guint       position)
{
  TmRoster *self = TM_ROSTER (model);

  if (position >= self->players->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->players, position));
}

static void
tm_roster_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tm_roster_get_item_type;
  iface->get_n_items = tm_roster_get_n_items;
  iface->get_item = tm_roster_get_item;
}

static void
tm_roster_dispose (GObject *object)
{
  TmRoster *self = (TmRoster *)object;

  g_ptr_array_set_size (self->players, 0);

  G_OBJECT_CLASS (tm_roster_parent_class)->dispose (object);
}

static void
tm_roster_finalize (GObject *object)
{
  TmRoster *self = (TmRoster *)object;

  g_clear_object (&self->file);
  g_clear_pointer (&self->players, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_roster_parent_class)->finalize (object);
}

static void
tm_roster_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TmRoster *self = TM_ROSTER (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_roster_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TmRoster *self = TM_ROSTER (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_set_object (&self->file, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_roster_constructed (GObject *object)
{
  TmRoster *self = (TmRoster *)object;

  G_OBJECT_CLASS (tm_roster_parent_class)->constructed (object);

  if (self->file == NULL)
    self->file = tm_roster_get_default_file ();
}

static void
tm_roster_class_init (TmRosterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_roster_dispose;
  object_class->finalize = tm_roster_finalize;
  object_class->get_property = tm_roster_get_property;
  object_class->set_property = tm_roster_set_property;
  object_class->constructed = tm_roster_constructed;

  /**
   * TmRoster:file:
   *
   * The roster file.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_roster_init (TmRoster *self)
{
  self->players = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * tm_roster_new:
 * @file: (nullable): the roster file, or %NULL for the default one
 *   (tm_roster_get_default_file())
 *
 * Creates an empty roster for @file.  Read the file with tm_roster_load()
 * or tm_roster_load_async() before changing and saving it.
 *
 * Returns: (transfer full): the roster
 */
TmRoster *
tm_roster_new (GFile *file)
{
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  return g_object_new (TM_TYPE_ROSTER, "file", file, NULL);
}

/**
 * tm_roster_get_default_file:
 *
 * Gets where the app keeps the roster: `tablemate/roster.json` in the
 * user's data folder (g_get_user_data_dir()).
 *
 * Returns: (transfer full): the file
 */
GFile *
tm_roster_get_default_file (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tablemate", "roster.json", NULL);
}

/**
 * tm_roster_get_file:
 * @self: a #TmRoster
 *
 * Gets the roster's file.
 *
 * Returns: (transfer none): the file
 */
GFile *
tm_roster_get_file (TmRoster *self)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  return self->file;
}

/* ------------------------------------------------------------------------
 * Reading and writing
 */

static GPtrArray *
parse_players (GBytes      *bytes,
               const char  *filename,
               GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) keys = g_hash_table_new (g_str_hash, g_str_equal);
  JsonNode *root;
  JsonObject *object;
  JsonArray *array;
  gint64 version;
  gsize len;
  gconstpointer data = g_bytes_get_data (bytes, &len);

  if (len == 0 || !json_parser_load_from_data (parser, data, (gssize) len, &local_error))
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_CORRUPT,
                   "%s is damaged (%s); it is left as it is, and the roster is not saved "
                   "until it is moved away", filename,
                   local_error != NULL ? local_error->message : "empty");
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_CORRUPT,
                   "%s is not a Tablemate roster: the top level must be an object; "
                   "it is left as it is", filename);
      return NULL;
    }
  object = json_node_get_object (root);

  if (!tm_json_member_int (object, "version", &version) || version < 1)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                   "%s: field “version”: a format version (a number from 1) is required; "
                   "the file is left as it is", filename);
      return NULL;
    }
  if (version > TM_ROSTER_FORMAT_VERSION)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_VERSION,
                   "%s was written by a newer Tablemate (format version %" G_GINT64_FORMAT
                   "; this one reads up to %d); it is left as it is", filename, version,
                   TM_ROSTER_FORMAT_VERSION);
      return NULL;
    }

  array = tm_json_member_array (object, "players");
  if (array == NULL)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                   "%s: field “players”: a list is required; the file is left as it is",
                   filename);
      return NULL;
    }

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = entry != NULL ? tm_json_member_string (entry, "id") : NULL;
      const char *name = entry != NULL ? tm_json_member_string (entry, "name") : NULL;
      const char *used = entry != NULL ? tm_json_member_string (entry, "last_used") : NULL;
      g_autoptr(GDateTime) last_used = NULL;
      g_autofree char *stripped = name != NULL ? g_strstrip (g_strdup (name)) : NULL;
      TmRosterPlayer *player;
      gboolean new_id, new_name;

      if (id == NULL || id[0] == '\0' || stripped == NULL || stripped[0] == '\0')
        {
          g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                       "%s: player %u: fields “id” and “name” are required strings; "
                       "the file is left as it is", filename, i + 1);
          return NULL;
        }

      if (used != NULL && (last_used = g_date_time_new_from_iso8601 (used, NULL)) == NULL)
        {
          g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                       "%s: player %u: field “last_used”: must be an ISO 8601 time; "
                       "the file is left as it is", filename, i + 1);
          return NULL;
        }

      player = player_new (id, name, last_used);
      g_ptr_array_add (players, player);

      new_id = g_hash_table_add (ids, player->id);
      new_name = g_hash_table_add (keys, player->key);
      if (!new_id || !new_name)
        {
          g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_INVALID,
                       "%s: player %u (“%s”): another player has the same %s; "
                       "the file is left as it is", filename, i + 1, name,
                       new_name ? "id" : "name");
          return NULL;
        }
    }

  return g_steal_pointer (&players);
}

static void
take_players (TmRoster  *self,
              GPtrArray *players)
{
  guint removed = self->players->len;

  g_ptr_array_set_size (self->players, 0);
  g_ptr_array_extend_and_steal (self->players, players);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->players->len);
}

/**
 * tm_roster_load_bytes:
 * @self: a #TmRoster
 * @bytes: the contents of a roster file
 * @filename: the file's name, for error messages
 * @error: return location for a #GError in %TM_ROSTER_ERROR
 *
 * Replaces the roster's players with those of a roster file's contents.
 * On error the roster is left as it was.  Records are not read (they are
 * not stored): call tm_roster_refresh() after.
 *
 * Returns: %TRUE if the contents were read
 */
gboolean
tm_roster_load_bytes (TmRoster    *self,
                      GBytes      *bytes,
                      const char  *filename,
                      GError     **error)
{
  GPtrArray *players;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  players = parse_players (bytes, filename, error);
  if (players == NULL)
    return FALSE;

  take_players (self, players);
  return TRUE;
}

/* In a thread for the async variant: NULL with @error set, or the players
 * (an empty list when there is no file yet). */
static GPtrArray *
read_players (GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = g_file_get_parse_name (file);

  bytes = g_file_load_bytes (file, cancellable, NULL, &local_error);
  if (bytes == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_ptr_array_new_with_free_func (g_object_unref);

      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  return parse_players (bytes, name, error);
}

static gboolean
finish_load (TmRoster   *self,
             GPtrArray  *players,
             GError     *error,
             GError    **out_error)
{
  if (players == NULL)
    {
      /* A file that exists and cannot be read is never saved over; a
       * cancelled or failed read leaves the state as it was. */
      if (error->domain == TM_ROSTER_ERROR)
        self->file_state = FILE_PROTECTED;
      g_propagate_error (out_error, error);
      return FALSE;
    }

  self->file_state = FILE_READ;
  take_players (self, players);
  return TRUE;
}

/**
 * tm_roster_load:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Reads the roster's file, replacing its players.  A missing file is an
 * empty roster.  A damaged file fails with %TM_ROSTER_ERROR_CORRUPT (or
 * %TM_ROSTER_ERROR_INVALID), one from a newer Tablemate with
 * %TM_ROSTER_ERROR_VERSION; the file is then left as it is and
 * tm_roster_save() refuses to write over it.  Blocks; the app uses
 * tm_roster_load_async().
 *
 * Returns: %TRUE if the roster was read
 */
gboolean
tm_roster_load (TmRoster      *self,
                GCancellable  *cancellable,
                GError       **error)
{
  GError *local_error = NULL;
  GPtrArray *players;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  players = read_players (self->file, cancellable, &local_error);
  return finish_load (self, players, local_error, error);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *players = read_players (task_data, cancellable, &error);

  if (players == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, players, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * tm_roster_load_async:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the roster is read
 * @user_data: data for @callback
 *
 * Reads the roster's file in a thread, as tm_roster_load() does.  The
 * players are replaced when the callback runs.
 */
void
tm_roster_load_async (TmRoster            *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TM_IS_ROSTER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_roster_load_async);
  g_task_set_task_data (task, g_object_ref (self->file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

/**
 * tm_roster_load_finish:
 * @self: a #TmRoster
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_roster_load_async().
 *
 * Returns: %TRUE if the roster was read
 */
gboolean
tm_roster_load_finish (TmRoster      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  GError *local_error = NULL;
  GPtrArray *players;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  players = g_task_propagate_pointer (G_TASK (result), &local_error);
  return finish_load (self, players, local_error, error);
}

/**
 * tm_roster_to_bytes:
 * @self: a #TmRoster
 *
 * Writes the roster's file contents, as documented in
 * `docs/roster-format.md`: the players, without their records.
 *
 * Returns: (transfer full): the contents
 */
GBytes *
tm_roster_to_bytes (TmRoster *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  gsize len;
  char *text;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TM_ROSTER_FORMAT_VERSION);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, player->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      if (player->last_used != NULL)
        {
          g_autoptr(GDateTime) utc = g_date_time_to_utc (player->last_used);
          g_autofree char *when = g_date_time_format (utc, "%FT%TZ");

          json_builder_set_member_name (builder, "last_used");
          json_builder_add_string_value (builder, when);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, &len);
  return g_bytes_new_take (text, len);
}

typedef struct
{
  GFile    *file;
  GBytes   *bytes;
  gboolean  file_known;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->file);
  g_clear_pointer (&save->bytes, g_bytes_unref);
  g_free (save);
}

static SaveData *
prepare_save (TmRoster  *self,
              GError   **error)
{
  SaveData *save;

  if (self->file_state == FILE_PROTECTED)
    {
      g_autofree char *name = g_file_get_parse_name (self->file);

      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_PROTECTED,
                   "%s could not be read, so the roster is not saved over it; "
                   "move the file away to start a new roster", name);
      return NULL;
    }

  save = g_new0 (SaveData, 1);
  save->file = g_object_ref (self->file);
  save->bytes = tm_roster_to_bytes (self);
  save->file_known = self->file_state == FILE_READ;
  return save;
}

static gboolean
save_now (SaveData      *save,
          GCancellable  *cancellable,
          GError       **error)
{
  if (!save->file_known && g_file_query_exists (save->file, cancellable))
    {
      g_autofree char *name = g_file_get_parse_name (save->file);

      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_PROTECTED,
                   "%s exists and has not been read, so the roster is not saved over it",
                   name);
      return FALSE;
    }

  return _tm_file_write_atomic (save->file, save->bytes, TM_FILE_WRITE_KEEP_BACKUP,
                                cancellable, error);
}

/**
 * tm_roster_save:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Saves the roster to its file atomically (a temporary file, flushed to
 * disk, renamed over the old one, which is kept as FILE.bak), making the
 * folder if needed.  Fails with %TM_ROSTER_ERROR_PROTECTED rather than
 * write over a file that could not be read or was never read.  Blocks;
 * the app uses tm_roster_save_async().
 *
 * Returns: %TRUE if the roster was saved
 */
gboolean
tm_roster_save (TmRoster      *self,
                GCancellable  *cancellable,
                GError       **error)
{
  SaveData *save;
  gboolean ok;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  save = prepare_save (self, error);
  if (save == NULL)
    return FALSE;

  ok = save_now (save, cancellable, error);
  if (ok)
    self->file_state = FILE_READ;
  save_data_free (save);
  return ok;
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;

  if (save_now (task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * tm_roster_save_async:
 * @self: a #TmRoster
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the save is done
 * @user_data: data for @callback
 *
 * Saves the roster as tm_roster_save() does, without blocking: the
 * contents are taken at once and written in a thread.  Start the next
 * save only once this one is done.
 */
void
tm_roster_save_async (TmRoster            *self,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  SaveData *save;

  g_return_if_fail (TM_IS_ROSTER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_roster_save_async);

  save = prepare_save (self, &error);
  if (save == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  g_task_set_task_data (task, save, save_data_free);
  g_task_run_in_thread (task, save_thread);
}

/**
 * tm_roster_save_finish:
 * @self: a #TmRoster
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_roster_save_async().
 *
 * Returns: %TRUE if the roster was saved
 */
gboolean
tm_roster_save_finish (TmRoster      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  self->file_state = FILE_READ;
  return TRUE;
}

/* ------------------------------------------------------------------------
 * Records
 */

/* player -> (game id -> Record), for the players the ledgers name */
static GHashTable *
tally_new (void)
{
  return g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                (GDestroyNotify) g_hash_table_unref);
}

static void
tally_ledger (TmRoster   *self,
              GHashTable *tally,
              TmLedger   *ledger)
{
  TmStandings *standings = tm_ledger_get_standings (ledger);
  const char *game_id = tm_ledger_get_game_id (ledger);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  if (!tm_ledger_get_finished (ledger))
    return;

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    {
      TmRosterPlayer *player = tm_roster_lookup_player (self, tm_ledger_get_player (ledger, p));
      guint side = tm_ledger_get_side_of (ledger, p);
      GHashTable *records;
      Record *record;

      /* Someone on two seats of one sheet played one game. */
      if (player == NULL || !g_hash_table_add (seen, player))
        continue;

      records = g_hash_table_lookup (tally, player);
      if (records == NULL)
        {
          records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
          g_hash_table_insert (tally, player, records);
        }

      record = g_hash_table_lookup (records, game_id);
      if (record == NULL)
        {
          record = g_new0 (Record, 1);
          g_hash_table_insert (records, g_strdup (game_id), record);
        }

      record->played++;
      if (tm_standings_is_winner (standings, side))
        record->won++;
      record->points += tm_standings_get_total (standings, side);

      player_set_last_used (player, tm_ledger_get_created (ledger));
    }
}

/* Gives every player their records from @tally; with @replace, players
 * the tally does not name are left with none, otherwise the tally is
 * added to what they have. */
static void
apply_tally (TmRoster   *self,
             GHashTable *tally,
             gboolean    replace)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);
      GHashTable *counted = g_hash_table_lookup (tally, player);
      GHashTable *records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      GHashTableIter iter;
      gpointer key, value;

      if (!replace)
        {
          g_hash_table_iter_init (&iter, player->records);
          while (g_hash_table_iter_next (&iter, &key, &value))
            g_hash_table_insert (records, g_strdup (key), g_memdup2 (value, sizeof (Record)));
        }

      if (counted != NULL)
        {
          g_hash_table_iter_init (&iter, counted);
          while (g_hash_table_iter_next (&iter, &key, &value))
            {
              Record *add = value;
              Record *record = g_hash_table_lookup (records, key);

              if (record == NULL)
                g_hash_table_insert (records, g_strdup (key), g_memdup2 (add, sizeof (Record)));
              else
                {
                  record->played += add->played;
                  record->won += add->won;
                  record->points += add->points;
                }
            }
        }

      /* A row showing a record in one game is told to show it again. */
      if (player_take_records (player, records))
        g_list_model_items_changed (G_LIST_MODEL (self), i, 1, 1);
    }
}

/**
 * tm_roster_add_ledger:
 * @self: a #TmRoster
 * @ledger: a score sheet
 *
 * Adds a score sheet to its players' records, if the game is over.
 * tm_roster_refresh() does this for every saved score sheet, after
 * tm_roster_clear_records(); use it directly for sheets not on disk.
 *
 * Players are matched by roster id, or by name (ignoring case) where a
 * player has no roster id or one this roster does not know.
 */
void
tm_roster_add_ledger (TmRoster *self,
                      TmLedger *ledger)
{
  g_autoptr(GHashTable) tally = tally_new ();

  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_LEDGER (ledger));

  tally_ledger (self, tally, ledger);
  apply_tally (self, tally, FALSE);
}

/**
 * tm_roster_clear_records:
 * @self: a #TmRoster
 *
 * Forgets every player's records.
 */
void
tm_roster_clear_records (TmRoster *self)
{
  g_autoptr(GHashTable) tally = tally_new ();

  g_return_if_fail (TM_IS_ROSTER (self));

  apply_tally (self, tally, TRUE);
}

typedef struct
{
  char        *name;
  TmLedgerDoc *root;
} ParsedLedger;

static void
parsed_ledger_free (gpointer data)
{
  ParsedLedger *parsed = data;

  g_free (parsed->name);
  g_clear_pointer (&parsed->root, _tm_ledger_doc_free);
  g_free (parsed);
}

static int
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  return strcmp (a, b);
}

/* Reads and parses every score sheet in @dir; in a thread for the async
 * variant.  Files that cannot be read are skipped: they are not the
 * roster's to report. */
static GPtrArray *
read_ledgers (GFile         *dir,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GPtrArray) parsed = g_ptr_array_new_with_free_func (parsed_ledger_free);
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  enumerator = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                          G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                          G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (enumerator == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_steal_pointer (&parsed);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  for (;;)
    {
      GFileInfo *info;

      if (!g_file_enumerator_iterate (enumerator, &info, NULL, cancellable, error))
        return NULL;
      if (info == NULL)
        break;

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR &&
          g_str_has_suffix (g_file_info_get_name (info), ".json") &&
          g_file_info_get_name (info)[0] != '.')
        g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
    }

  /* In name order, so that a refresh does the same thing every time. */
  g_ptr_array_sort_values_with_data (names, compare_names, NULL);

  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(GFile) file = g_file_get_child (dir, g_ptr_array_index (names, i));
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) file_error = NULL;
      ParsedLedger *ledger;
      TmLedgerDoc *root;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;

      bytes = g_file_load_bytes (file, cancellable, NULL, &file_error);
      root = bytes != NULL ? _tm_ledger_doc_parse (bytes, g_ptr_array_index (names, i), &file_error)
                           : NULL;
      if (root == NULL)
        {
          g_debug ("Roster: skipping %s: %s", (char *) g_ptr_array_index (names, i),
                   file_error->message);
          continue;
        }

      ledger = g_new0 (ParsedLedger, 1);
      ledger->name = g_file_get_parse_name (file);
      ledger->root = root;
      g_ptr_array_add (parsed, ledger);
    }

  return g_steal_pointer (&parsed);
}

static void
finish_refresh (TmRoster    *self,
                TmCatalogue *catalogue,
                GPtrArray   *parsed)
{
  g_autoptr(GHashTable) tally = tally_new ();

  for (guint i = 0; i < parsed->len; i++)
    {
      ParsedLedger *item = g_ptr_array_index (parsed, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmLedger) ledger = _tm_ledger_new_from_doc (catalogue, item->root,
                                                             item->name, &error);

      if (ledger == NULL)
        {
          g_debug ("Roster: skipping %s", error->message);
          continue;
        }

      tally_ledger (self, tally, ledger);
    }

  apply_tally (self, tally, TRUE);
}

/**
 * tm_roster_refresh:
 * @self: a #TmRoster
 * @catalogue: the catalogue, to score the sheets
 * @dir: (nullable): the folder of score sheets, or %NULL for
 *   tm_ledger_get_default_dir()
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError in %G_IO_ERROR
 *
 * Works out every player's records again from the score sheets in @dir:
 * each finished sheet counts as a game played by each of its players,
 * won by those tm_ledger_get_standings() calls winners, and its final
 * totals make the averages.  Sheets that cannot be read are skipped.
 * A player's last-used time moves forward to the newest sheet they are
 * on.  Blocks; the app uses tm_roster_refresh_async().
 *
 * Returns: %TRUE unless the folder could not be listed
 */
gboolean
tm_roster_refresh (TmRoster      *self,
                   TmCatalogue   *catalogue,
                   GFile         *dir,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autoptr(GFile) default_dir = NULL;
  g_autoptr(GPtrArray) parsed = NULL;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), FALSE);
  g_return_val_if_fail (dir == NULL || G_IS_FILE (dir), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (dir == NULL)
    dir = default_dir = tm_ledger_get_default_dir ();

  parsed = read_ledgers (dir, cancellable, error);
  if (parsed == NULL)
    return FALSE;

  finish_refresh (self, catalogue, parsed);
  return TRUE;
}

static void
refresh_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *parsed = read_ledgers (task_data, cancellable, &error);

  if (parsed == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, parsed, (GDestroyNotify) g_ptr_array_unref);
}

static void
refresh_read_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GPtrArray) parsed = NULL;
  GError *error = NULL;

  parsed = g_task_propagate_pointer (G_TASK (result), &error);
  if (parsed == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  /* The catalogue loads decks on first use, so scoring stays in the
   * catalogue's thread. */
  finish_refresh (g_task_get_source_object (task), g_task_get_task_data (task), parsed);
  g_task_return_boolean (task, TRUE);
}

/**
 * tm_roster_refresh_async:
 * @self: a #TmRoster
 * @catalogue: the catalogue, to score the sheets
 * @dir: (nullable): the folder of score sheets, or %NULL for
 *   tm_ledger_get_default_dir()
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the records are worked out
 * @user_data: data for @callback
 *
 * Works out the records as tm_roster_refresh() does: the files are read
 * and parsed in a thread, and scored in the calling thread's main
 * context.
 */
void
tm_roster_refresh_async (TmRoster            *self,
                         TmCatalogue         *catalogue,
                         GFile               *dir,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) read = NULL;

  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_CATALOGUE (catalogue));
  g_return_if_fail (dir == NULL || G_IS_FILE (dir));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_roster_refresh_async);
  g_task_set_task_data (task, g_object_ref (catalogue), g_object_unref);

  read = g_task_new (NULL, cancellable, refresh_read_cb, g_steal_pointer (&task));
  g_task_set_task_data (read, dir != NULL ? g_object_ref (dir) : tm_ledger_get_default_dir (),
                        g_object_unref);
  g_task_run_in_thread (read, refresh_thread);
}

/**
 * tm_roster_refresh_finish:
 * @self: a #TmRoster
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_roster_refresh_async().
 *
 * Returns: %TRUE unless the folder could not be listed
 */
gboolean
tm_roster_refresh_finish (TmRoster      *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------------------
 * Players
 */

/**
 * tm_roster_lookup:
 * @self: a #TmRoster
 * @id: a roster id
 *
 * Finds a player by id.
 *
 * Returns: (transfer none) (nullable): the player, or %NULL
 */
TmRosterPlayer *
tm_roster_lookup (TmRoster   *self,
                  const char *id)
{
  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);

      if (g_str_equal (player->id, id))
        return player;
    }

  return NULL;
}

/**
 * tm_roster_find_by_name:
 * @self: a #TmRoster
 * @name: a name
 *
 * Finds a player by name, ignoring case and spaces around it.
 *
 * Returns: (transfer none) (nullable): the player, or %NULL
 */
TmRosterPlayer *
tm_roster_find_by_name (TmRoster   *self,
                        const char *name)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  key = name_key (name);
  for (guint i = 0; i < self->players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (self->players, i);

      if (g_str_equal (player->key, key))
        return player;
    }

  return NULL;
}

/**
 * tm_roster_find_or_add:
 * @self: a #TmRoster
 * @name: a name, not empty
 *
 * Finds a player by name as tm_roster_find_by_name() does, or adds one
 * with a new id, and marks them used now (so they come first in
 * tm_roster_dup_names()).  Call it when a name is picked for a score
 * sheet, and keep the player's id as the sheet's roster id.
 *
 * Returns: (transfer none): the player
 */
TmRosterPlayer *
tm_roster_find_or_add (TmRoster   *self,
                       const char *name)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *stripped = NULL;
  TmRosterPlayer *player;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  stripped = g_strstrip (g_strdup (name));
  g_return_val_if_fail (stripped[0] != '\0', NULL);

  now = g_date_time_new_now_utc ();
  player = tm_roster_find_by_name (self, stripped);
  if (player == NULL)
    {
      g_autofree char *id = g_uuid_string_random ();

      player = player_new (id, stripped, now);
      g_ptr_array_add (self->players, player);
      g_list_model_items_changed (G_LIST_MODEL (self), self->players->len - 1, 0, 1);
    }
  else
    player_set_last_used (player, now);

  return player;
}

/**
 * tm_roster_rename:
 * @self: a #TmRoster
 * @player: a player of @self
 * @name: the new name
 * @error: return location for a #GError in %TM_ROSTER_ERROR
 *
 * Renames a player.  Score sheets keep the player's id, so wherever they
 * are shown through tm_roster_get_display_name() the new name appears.
 * Fails with %TM_ROSTER_ERROR_NAME if @name is empty or another player
 * has it (ignoring case).
 *
 * Returns: %TRUE if the player was renamed
 */
gboolean
tm_roster_rename (TmRoster        *self,
                  TmRosterPlayer  *player,
                  const char      *name,
                  GError         **error)
{
  g_autofree char *stripped = NULL;
  TmRosterPlayer *other;

  g_return_val_if_fail (TM_IS_ROSTER (self), FALSE);
  g_return_val_if_fail (TM_IS_ROSTER_PLAYER (player), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  stripped = g_strstrip (g_strdup (name));
  if (stripped[0] == '\0')
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME, "A player needs a name");
      return FALSE;
    }

  other = tm_roster_find_by_name (self, stripped);
  if (other != NULL && other != player)
    {
      g_set_error (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_NAME,
                   "Another player is already called “%s”", other->name);
      return FALSE;
    }

  if (g_str_equal (player->name, stripped))
    return TRUE;

  g_free (player->name);
  player->name = g_steal_pointer (&stripped);
  g_free (player->key);
  player->key = name_key (player->name);
  g_object_notify_by_pspec (G_OBJECT (player), player_properties[PLAYER_PROP_NAME]);
  return TRUE;
}

/**
 * tm_roster_remove:
 * @self: a #TmRoster
 * @player: a player of @self
 *
 * Removes a player from the roster.  Score sheets that name them keep
 * their id and the name written in the sheet.
 */
void
tm_roster_remove (TmRoster       *self,
                  TmRosterPlayer *player)
{
  guint position;

  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_ROSTER_PLAYER (player));

  if (!g_ptr_array_find (self->players, player, &position))
    g_return_if_reached ();

  g_ptr_array_remove_index (self->players, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  TmRosterPlayer *pa = *(TmRosterPlayer **) a;
  TmRosterPlayer *pb = *(TmRosterPlayer **) b;

  if (pa->last_used != NULL && pb->last_used != NULL)
    {
      int order = g_date_time_compare (pb->last_used, pa->last_used);

      if (order != 0)
        return order;
    }
  else if (pa->last_used != NULL || pb->last_used != NULL)
    return pa->last_used != NULL ? -1 : 1;

  return g_utf8_collate (pa->name, pb->name);
}

/**
 * tm_roster_dup_names:
 * @self: a #TmRoster
 *
 * Lists the players' names for completing a name as it is typed: the most
 * recently used first, then those never used, by name.
 *
 * Returns: (transfer full) (array zero-terminated=1): the names
 */
char **
tm_roster_dup_names (TmRoster *self)
{
  g_autoptr(GPtrArray) sorted = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);

  sorted = g_ptr_array_sized_new (self->players->len);
  for (guint i = 0; i < self->players->len; i++)
    g_ptr_array_add (sorted, g_ptr_array_index (self->players, i));
  g_ptr_array_sort (sorted, compare_recent);
  for (guint i = 0; i < sorted->len; i++)
    g_strv_builder_add (builder, ((TmRosterPlayer *) g_ptr_array_index (sorted, i))->name);

  return g_strv_builder_end (builder);
}

/**
 * tm_roster_lookup_player:
 * @self: a #TmRoster
 * @player: a player of a score sheet
 *
 * Finds the roster player a score sheet's player is: by roster id, or by
 * name (ignoring case) when the sheet's player has no roster id or one
 * this roster does not know.
 *
 * Returns: (transfer none) (nullable): the roster player, or %NULL
 */
TmRosterPlayer *
tm_roster_lookup_player (TmRoster       *self,
                         TmLedgerPlayer *player)
{
  const char *id;
  TmRosterPlayer *found = NULL;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (player), NULL);

  id = tm_ledger_player_get_roster_id (player);
  if (id != NULL)
    found = tm_roster_lookup (self, id);
  if (found == NULL)
    found = tm_roster_find_by_name (self, tm_ledger_player_get_name (player));

  return found;
}

/**
 * tm_roster_get_display_name:
 * @self: a #TmRoster
 * @player: a player of a score sheet
 *
 * Gets the name to show for a score sheet's player: the roster's name
 * for the player's roster id, so that renaming a roster player renames
 * them on every sheet, or the name written in the sheet.
 *
 * Returns: the name
 */
const char *
tm_roster_get_display_name (TmRoster       *self,
                            TmLedgerPlayer *player)
{
  const char *id;
  TmRosterPlayer *found;

  g_return_val_if_fail (TM_IS_ROSTER (self), NULL);
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (player), NULL);

  id = tm_ledger_player_get_roster_id (player);
  found = id != NULL ? tm_roster_lookup (self, id) : NULL;

  return found != NULL ? found->name : tm_ledger_player_get_name (player);
}

/**
 * tm_roster_link_ledger:
 * @self: a #TmRoster
 * @ledger: a score sheet
 *
 * Gives each player of @ledger without a known roster id the id of the
 * roster player of that name, adding players to the roster as needed
 * (tm_roster_find_or_add()).  The change to the ledger can be undone.
 */
void
tm_roster_link_ledger (TmRoster *self,
                       TmLedger *ledger)
{
  g_return_if_fail (TM_IS_ROSTER (self));
  g_return_if_fail (TM_IS_LEDGER (ledger));

  tm_ledger_begin_group (ledger);
  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    {
      TmLedgerPlayer *player = tm_ledger_get_player (ledger, p);
      const char *id = tm_ledger_player_get_roster_id (player);
      g_autofree char *key = name_key (tm_ledger_player_get_name (player));
      TmRosterPlayer *found;

      if ((id != NULL && tm_roster_lookup (self, id) != NULL) || key[0] == '\0')
        continue;

      found = tm_roster_find_or_add (self, tm_ledger_player_get_name (player));
      if (found != NULL)
        tm_ledger_set_player_roster_id (ledger, p, found->id);
    }
  tm_ledger_end_group (ledger);
}
