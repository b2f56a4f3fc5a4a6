/* tm-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tm-data-strings-private.h"
#include "tm-game-option-private.h"
#include "tm-game.h"
#include "tm-json-private.h"
#include "tm-rules-markup.h"

/**
 * TmGame:
 *
 * One game of the catalogue, as its definition (`data/games/<id>/game.json`)
 * states it: its id, name, player range, a one-line summary, the decks it
 * is played with, its rule options (#TmGameOption) and the facts about
 * winning that every part of Tablemate shares: whether the lowest total
 * wins, which option holds the target score and which makes teams.  These
 * facts are stated here and nowhere else.
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

  GPtrArray *options;          /* TmGameOption */
  gboolean   lowest_wins;
  gboolean   solo_lowest_wins;
  gboolean   counts_wins;
  char      *target_option;
  char      *teams_option;
  GArray    *teams_counts;      /* guint: player counts that may play in teams */
};


G_DEFINE_QUARK (tm-game-error-quark, tm_game_error)



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
  g_clear_pointer (&self->options, g_ptr_array_unref);
  g_free (self->target_option);
  g_free (self->teams_option);
  g_clear_pointer (&self->teams_counts, g_array_unref);

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
   * The game's id, the name of its folders.
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
  self->options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_game_option_unref);
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

/**
 * tm_game_get_lowest_wins:
 * @self: a #TmGame
 * @n_players: the number of players at the table
 *
 * Gets whether the lowest total wins (Free-O; a player alone at Meet the
 * Patriots, counting turns) rather than the highest.
 *
 * Returns: %TRUE if the lowest total wins
 */
gboolean
tm_game_get_lowest_wins (TmGame *self,
                         guint   n_players)
{
  g_return_val_if_fail (TM_IS_GAME (self), FALSE);

  return n_players == 1 ? self->solo_lowest_wins : self->lowest_wins;
}

/**
 * tm_game_get_counts_wins:
 * @self: a #TmGame
 *
 * Gets whether the game has no points of its own: a hand has a winner,
 * who scores one, and a score sheet is a tally of wins (Escaped).
 *
 * Returns: %TRUE if a score sheet counts wins
 */
gboolean
tm_game_get_counts_wins (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), FALSE);
  return self->counts_wins;
}

/**
 * tm_game_get_target_option:
 * @self: a #TmGame
 *
 * Gets the option that holds the target score: the game ends after the
 * hand in which a total reaches it.  Its number is the target; a game
 * whose option can be switched off then plays a number of rounds instead.
 *
 * Returns: (nullable): the option's id, or %NULL if the game has no target
 */
const char *
tm_game_get_target_option (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return self->target_option;
}

/**
 * tm_game_get_teams_option:
 * @self: a #TmGame
 *
 * Gets the option that seats the players as partners, whose points count
 * together.
 *
 * Returns: (nullable): the option's id, or %NULL if the game has no teams
 */
const char *
tm_game_get_teams_option (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return self->teams_option;
}

/**
 * tm_game_get_teams_possible:
 * @self: a #TmGame
 * @n_players: a number of players
 *
 * Gets whether @n_players may play in teams, with the game's teams option
 * (Gitmo: partners at four and six).
 *
 * Returns: %TRUE if they may
 */
gboolean
tm_game_get_teams_possible (TmGame *self,
                            guint   n_players)
{
  g_return_val_if_fail (TM_IS_GAME (self), FALSE);

  for (guint i = 0; self->teams_counts != NULL && i < self->teams_counts->len; i++)
    if (g_array_index (self->teams_counts, guint, i) == n_players)
      return TRUE;
  return FALSE;
}

/**
 * tm_game_get_n_options:
 * @self: a #TmGame
 *
 * Gets the number of rule options the game has.
 *
 * Returns: the number of options
 */
guint
tm_game_get_n_options (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), 0);
  return self->options->len;
}

/**
 * tm_game_get_option:
 * @self: a #TmGame
 * @index: an index below tm_game_get_n_options()
 *
 * Gets one of the game's options, in the order of its definition.
 *
 * Returns: (transfer none): the option
 */
TmGameOption *
tm_game_get_option (TmGame *self,
                    guint   index)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->options->len, NULL);
  return g_ptr_array_index (self->options, index);
}

/**
 * tm_game_lookup_option:
 * @self: a #TmGame
 * @option_id: an option id
 *
 * Finds one of the game's options by its id.
 *
 * Returns: (transfer none) (nullable): the option, or %NULL
 */
TmGameOption *
tm_game_lookup_option (TmGame     *self,
                       const char *option_id)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  g_return_val_if_fail (option_id != NULL, NULL);

  for (guint i = 0; i < self->options->len; i++)
    {
      TmGameOption *option = g_ptr_array_index (self->options, i);

      if (g_str_equal (option->id, option_id))
        return option;
    }

  return NULL;
}

/* Reading a definition.  Every error names the file and the field. */

static gboolean
invalid (GError     **error,
         const char  *where,
         const char  *field,
         const char  *problem)
{
  g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_INVALID,
               "%s: field “%s”: %s", where, field, problem);
  return FALSE;
}

#define check_fields(object, allowed, where, error) \
  _tm_json_check_fields (object, allowed, TM_GAME_ERROR, TM_GAME_ERROR_INVALID, where, error)

static gboolean
read_int (JsonObject  *object,
          const char  *member,
          const char  *where,
          int          min,
          int          max,
          int         *out,
          GError     **error)
{
  gint64 value;

  if (!tm_json_member_int (object, member, &value) || value < min || value > max)
    {
      g_autofree char *problem = g_strdup_printf ("a whole number from %d to %d is required",
                                                  min, max);
      return invalid (error, where, member, problem);
    }
  *out = (int) value;
  return TRUE;
}

static TmGameOption *
load_option (JsonObject  *object,
             const char  *where,
             GError     **error)
{
  static const char * const fields[] = {
    "id", "type", "name", "description", "default", "number", "min", "max", "affects", NULL
  };
  static const char * const kinds[] = { "switch", "number", "switch-number", NULL };
  static const char * const pillars[] = { "score", "play", "table", NULL };
  g_autoptr(TmGameOption) option = g_new0 (TmGameOption, 1);
  g_autoptr(GError) local_error = NULL;
  const char *id, *type, *name, *description;
  JsonArray *affects;

  g_ref_count_init (&option->ref_count);

  if (!check_fields (object, fields, where, error))
    return NULL;

  id = tm_json_member_string (object, "id");
  if (!_tm_json_is_valid_id (id))
    return invalid (error, where, "id", TM_JSON_ID_PROBLEM), NULL;
  option->id = g_strdup (id);

  type = tm_json_member_string (object, "type");
  if (type == NULL || !g_strv_contains (kinds, type))
    return invalid (error, where, "type",
                    "must be “switch”, “number” or “switch-number”"), NULL;
  for (guint k = 0; kinds[k] != NULL; k++)
    if (g_str_equal (kinds[k], type))
      option->kind = (TmGameOptionKind) k;

  name = tm_json_member_string (object, "name");
  if (name == NULL || *name == '\0')
    return invalid (error, where, "name", "a text is required"), NULL;
  option->name = g_strdup (name);

  description = tm_json_member_string (object, "description");
  if (description == NULL || *description == '\0')
    return invalid (error, where, "description", "a text is required"), NULL;
  if (!tm_rules_markup_validate (description, &local_error))
    return invalid (error, where, "description", local_error->message), NULL;
  option->description = g_strdup (description);

  if (option->kind == TM_GAME_OPTION_NUMBER)
    {
      option->default_on = TRUE;
      if (!read_int (object, "min", where, G_MININT, G_MAXINT, &option->min, error) ||
          !read_int (object, "max", where, option->min, G_MAXINT, &option->max, error) ||
          !read_int (object, "default", where, option->min, option->max,
                     &option->default_number, error))
        return NULL;
      if (json_object_has_member (object, "number"))
        return invalid (error, where, "number", "only an option that can be switched "
                        "off has a number apart from its default"), NULL;
    }
  else
    {
      if (!tm_json_member_boolean (object, "default", &option->default_on))
        return invalid (error, where, "default", "true or false is required"), NULL;
      if (option->kind == TM_GAME_OPTION_SWITCH_NUMBER)
        {
          if (!read_int (object, "min", where, G_MININT, G_MAXINT, &option->min, error) ||
              !read_int (object, "max", where, option->min, G_MAXINT, &option->max, error) ||
              !read_int (object, "number", where, option->min, option->max,
                         &option->default_number, error))
            return NULL;
        }
      else if (json_object_has_member (object, "number") ||
               json_object_has_member (object, "min") ||
               json_object_has_member (object, "max"))
        {
          return invalid (error, where, "type", "a switch has no number, min or max"), NULL;
        }
    }

  affects = tm_json_member_array (object, "affects");
  if (affects == NULL)
    return invalid (error, where, "affects", "a list of “score”, “play” and “table” "
                    "(or an empty list) is required"), NULL;
  for (guint i = 0; i < json_array_get_length (affects); i++)
    {
      JsonNode *node = json_array_get_element (affects, i);
      const char *pillar = JSON_NODE_HOLDS_VALUE (node) &&
                           json_node_get_value_type (node) == G_TYPE_STRING
                           ? json_node_get_string (node) : NULL;
      guint p;

      for (p = 0; pillars[p] != NULL; p++)
        if (pillar != NULL && g_str_equal (pillars[p], pillar))
          break;
      if (pillars[p] == NULL)
        return invalid (error, where, "affects", "may hold only “score”, “play” and “table”"),
               NULL;
      option->affects |= 1u << p;
    }

  return g_steal_pointer (&option);
}

static gboolean
load_options (TmGame      *self,
              JsonArray   *array,
              const char  *filename,
              GError     **error)
{
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s: option %u", filename, i + 1);
      JsonNode *node = json_array_get_element (array, i);
      TmGameOption *option;
      const char *id;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return invalid (error, filename, "options", "must hold objects");

      if ((id = tm_json_member_string (json_node_get_object (node), "id")) != NULL)
        {
          g_free (where);
          where = g_strdup_printf ("%s: option “%s”", filename, id);
        }

      if (!(option = load_option (json_node_get_object (node), where, error)))
        return FALSE;

      if (tm_game_lookup_option (self, option->id) != NULL)
        {
          tm_game_option_unref (option);
          return invalid (error, where, "id", "another option already uses it");
        }

      g_ptr_array_add (self->options, option);
    }

  return TRUE;
}

/* An optional member naming one of the game's options of the given kinds. */
static gboolean
read_option_ref (TmGame      *self,
                 JsonObject  *object,
                 const char  *member,
                 guint        kinds,
                 const char  *filename,
                 char       **out,
                 GError     **error)
{
  const char *id;
  TmGameOption *option;

  if (!json_object_has_member (object, member))
    return TRUE;

  id = tm_json_member_string (object, member);
  option = id ? tm_game_lookup_option (self, id) : NULL;
  if (option == NULL)
    return invalid (error, filename, member, "must be the id of one of the game's options");
  if ((kinds & (1u << option->kind)) == 0)
    return invalid (error, filename, member, "names an option of the wrong kind");

  *out = g_strdup (id);
  return TRUE;
}

/**
 * tm_game_new_from_bytes:
 * @bytes: the contents of a game's definition
 * @filename: the file's name, used in error messages
 * @error: return location for a #GError in %TM_GAME_ERROR
 *
 * Reads and checks a game's definition (`data/games/<id>/game.json`,
 * described in `docs/architecture.md`).  On failure the message names the
 * file, the option and the field that is wrong.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set
 */
TmGame *
tm_game_new_from_bytes (GBytes      *bytes,
                        const char  *filename,
                        GError     **error)
{
  static const char * const fields[] = {
    "version", "id", "name", "box", "summary", "min_players", "max_players", "decks",
    "options", "lowest_wins", "solo_lowest_wins", "counts_wins", "target_option",
    "teams_option", "teams_player_counts", NULL
  };
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GStrvBuilder) decks = g_strv_builder_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TmGame) self = NULL;
  g_auto(GStrv) deck_ids = NULL;
  const char *id, *name, *summary, *box;
  JsonObject *object;
  JsonArray *deck_array;
  gint64 version = 0;
  int min, max;
  gconstpointer data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (!(root_node = tm_json_parse (data, len, &local_error)))
    {
      g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_INVALID,
                   "%s: not valid JSON: %s", filename, local_error->message);
      return NULL;
    }
  _tm_data_strings_translate (root_node, "game");

  if (!JSON_NODE_HOLDS_OBJECT (root_node) ||
      (object = json_node_get_object (root_node)) == NULL ||
      !tm_json_member_int (object, "version", &version) || version != 1)
    {
      g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_INVALID,
                   "%s: expected an object with “version”: 1", filename);
      return NULL;
    }

  if (!check_fields (object, fields, filename, error))
    return NULL;

  id = tm_json_member_string (object, "id");
  name = tm_json_member_string (object, "name");
  summary = tm_json_member_string (object, "summary");
  box = tm_json_member_string (object, "box");
  deck_array = tm_json_member_array (object, "decks");

  if (!_tm_json_is_valid_id (id))
    return invalid (error, filename, "id", TM_JSON_ID_PROBLEM), NULL;
  if (name == NULL)
    return invalid (error, filename, "name", "is required"), NULL;
  if (summary == NULL)
    return invalid (error, filename, "summary", "is required"), NULL;
  if (box == NULL)
    return invalid (error, filename, "box", "is required"), NULL;
  if (!read_int (object, "min_players", filename, 1, 64, &min, error) ||
      !read_int (object, "max_players", filename, min, 64, &max, error))
    return NULL;
  if (deck_array == NULL)
    return invalid (error, filename, "decks", "an array of deck ids is required"), NULL;

  for (guint d = 0; d < json_array_get_length (deck_array); d++)
    {
      JsonNode *deck = json_array_get_element (deck_array, d);

      if (!JSON_NODE_HOLDS_VALUE (deck) || json_node_get_value_type (deck) != G_TYPE_STRING)
        return invalid (error, filename, "decks", "must hold strings"), NULL;
      g_strv_builder_add (decks, json_node_get_string (deck));
    }
  deck_ids = g_strv_builder_end (decks);

  self = g_object_new (TM_TYPE_GAME,
                       "id", id,
                       "name", name,
                       "summary", summary,
                       "box", box,
                       "min-players", (guint) min,
                       "max-players", (guint) max,
                       "deck-ids", deck_ids,
                       NULL);

  if (json_object_has_member (object, "options") &&
      tm_json_member_array (object, "options") == NULL)
    return invalid (error, filename, "options", "must be an array"), NULL;
  if (!load_options (self, tm_json_member_array (object, "options"), filename, error))
    return NULL;

  if (json_object_has_member (object, "lowest_wins") &&
      !tm_json_member_boolean (object, "lowest_wins", &self->lowest_wins))
    return invalid (error, filename, "lowest_wins", "true or false is required"), NULL;
  if (json_object_has_member (object, "counts_wins") &&
      !tm_json_member_boolean (object, "counts_wins", &self->counts_wins))
    return invalid (error, filename, "counts_wins", "true or false is required"), NULL;
  self->solo_lowest_wins = self->lowest_wins;
  if (json_object_has_member (object, "solo_lowest_wins") &&
      !tm_json_member_boolean (object, "solo_lowest_wins", &self->solo_lowest_wins))
    return invalid (error, filename, "solo_lowest_wins", "true or false is required"), NULL;

  if (!read_option_ref (self, object, "target_option",
                        1u << TM_GAME_OPTION_NUMBER | 1u << TM_GAME_OPTION_SWITCH_NUMBER,
                        filename, &self->target_option, error) ||
      !read_option_ref (self, object, "teams_option", 1u << TM_GAME_OPTION_SWITCH,
                        filename, &self->teams_option, error))
    return NULL;

  if (self->teams_option != NULL)
    {
      JsonArray *counts = tm_json_member_array (object, "teams_player_counts");

      self->teams_counts = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; counts != NULL && i < json_array_get_length (counts); i++)
        {
          JsonNode *node = json_array_get_element (counts, i);
          guint n;

          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
              json_node_get_int (node) < (gint64) self->min_players ||
              json_node_get_int (node) > (gint64) self->max_players)
            return invalid (error, filename, "teams_player_counts",
                            "must list numbers of players the game allows"), NULL;
          n = (guint) json_node_get_int (node);
          g_array_append_val (self->teams_counts, n);
        }
      if (self->teams_counts->len == 0)
        return invalid (error, filename, "teams_player_counts",
                        "must say at which numbers of players teams are possible"), NULL;
    }
  else if (json_object_has_member (object, "teams_player_counts"))
    return invalid (error, filename, "teams_player_counts", "needs a teams_option"), NULL;

  return g_steal_pointer (&self);
}
