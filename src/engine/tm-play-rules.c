/* tm-play-rules.c: the registry of game rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-catalogue.h"
#include "tm-game.h"
#include "tm-game-module.h"
#include "tm-play-rules.h"

G_DEFINE_QUARK (tm-play-error-quark, tm_play_error)

/* A game's rules and whether their card tables are built yet. */
typedef struct
{
  const TmPlayRules *rules;
  gboolean           prepared;
  GError            *error;      /* why preparing failed, kept */
} Entry;

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_clear_error (&entry->error);
  g_free (entry);
}

static GMutex registry_lock;
static GHashTable *registry;     /* game id -> Entry */
static TmCatalogue *catalogue;   /* where the rules' decks are read from */

/**
 * tm_play_rules_register:
 * @rules: a game's rules table, which must stay valid for ever
 *
 * Makes @rules known under its game id, replacing any earlier rules of
 * that id.  tm_init() registers the play rules of every game whose module
 * has them (#TmGameModule).  Their card tables are built from the game's
 * decks the first time they are looked up (tm_play_rules_load()).
 */
void
tm_play_rules_register (const TmPlayRules *rules)
{
  Entry *entry;

  g_return_if_fail (rules != NULL);
  g_return_if_fail (rules->game_id != NULL);
  g_return_if_fail (rules->n_options <= TM_PLAY_MAX_OPTIONS);

  g_mutex_lock (&registry_lock);
  if (registry == NULL)
    registry = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, entry_free);
  entry = g_new0 (Entry, 1);
  entry->rules = rules;
  g_hash_table_replace (registry, (gpointer) rules->game_id, entry);
  g_mutex_unlock (&registry_lock);
}

/**
 * tm_play_rules_prepare:
 * @rules: a game's rules
 * @decks: (array zero-terminated=1): the game's decks, in the order of its
 *   definition's `decks`
 * @error: return location for a #GError in %TM_DECK_ERROR or
 *   %TM_PLAY_ERROR
 *
 * Builds the rules' card tables from @decks: which cards there are, how
 * many of each, what they are worth and what each does, all as the deck
 * files say.  tm_play_rules_load() does this once with the shipped decks;
 * tests call it with decks of their own, and again with the shipped ones
 * afterwards.  Also checks that the game's player range, in its
 * definition, fits the rules.
 *
 * Returns: %TRUE, or %FALSE with @error naming the file, card and field
 *   the rules cannot use
 */
gboolean
tm_play_rules_prepare (const TmPlayRules  *rules,
                       TmDeck * const     *decks,
                       GError            **error)
{
  TmGame *game;
  guint n_decks = 0;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (decks != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = tm_game_module_lookup_game (rules->game_id);
  g_return_val_if_fail (game != NULL, FALSE);
  while (decks[n_decks] != NULL)
    n_decks++;
  g_return_val_if_fail (n_decks == g_strv_length ((char **) tm_game_get_deck_ids (game)), FALSE);

  /* Each game's prepare() checks the room its state has; none has more. */
  if (tm_game_get_max_players (game) > TM_PLAY_MAX_PLAYERS)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_PLAYERS,
                   "%s's definition: field “max_players”: play has seats for %u at most",
                   tm_game_get_name (game), TM_PLAY_MAX_PLAYERS);
      return FALSE;
    }

  return rules->prepare == NULL || rules->prepare (game, decks, error);
}

/* Reads the game's decks from the data the engine ships and prepares the
 * rules with them; under registry_lock. */
static gboolean
prepare_shipped (const TmPlayRules  *rules,
                 GError            **error)
{
  g_autoptr(GPtrArray) decks = g_ptr_array_new ();
  const char * const *ids;
  TmGame *game;

  if (catalogue == NULL && !(catalogue = tm_catalogue_new (error)))
    return FALSE;
  if (!(game = tm_catalogue_get_game (catalogue, rules->game_id, error)))
    return FALSE;

  ids = tm_game_get_deck_ids (game);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, ids[i], error);

      if (deck == NULL)
        return FALSE;
      g_ptr_array_add (decks, deck);
    }
  g_ptr_array_add (decks, NULL);

  return tm_play_rules_prepare (rules, (TmDeck * const *) decks->pdata, error);
}

/**
 * tm_play_rules_load:
 * @game_id: a game id, such as `freeo`
 * @error: return location for a #GError
 *
 * Finds the rules registered for a game, ready to deal: the first time,
 * their card tables are built from the game's decks
 * (tm_play_rules_prepare()).
 *
 * Returns: (nullable) (transfer none): the rules, or %NULL with @error
 *   set: %TM_PLAY_ERROR_UNKNOWN_GAME when the game cannot be played yet,
 *   or why its decks do not suit its rules
 */
const TmPlayRules *
tm_play_rules_load (const char  *game_id,
                    GError     **error)
{
  g_autoptr(GMutexLocker) locker = NULL;
  Entry *entry = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  locker = g_mutex_locker_new (&registry_lock);
  if (registry != NULL)
    entry = g_hash_table_lookup (registry, game_id);
  if (entry == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_UNKNOWN_GAME,
                   _("“%s” cannot be played yet"), game_id);
      return NULL;
    }

  if (!entry->prepared && entry->error == NULL)
    entry->prepared = prepare_shipped (entry->rules, &entry->error);
  if (!entry->prepared)
    {
      g_propagate_error (error, g_error_copy (entry->error));
      return NULL;
    }

  return entry->rules;
}

/**
 * tm_play_rules_lookup:
 * @game_id: a game id, such as `freeo`
 *
 * Finds the rules registered for a game, ready to deal, as
 * tm_play_rules_load() does; a game whose decks do not suit its rules is
 * reported with a warning.
 *
 * Returns: (nullable) (transfer none): the rules, or %NULL if the game
 *   cannot be played yet
 */
const TmPlayRules *
tm_play_rules_lookup (const char *game_id)
{
  g_autoptr(GError) error = NULL;
  const TmPlayRules *rules;

  g_return_val_if_fail (game_id != NULL, NULL);

  rules = tm_play_rules_load (game_id, &error);
  if (rules == NULL && !g_error_matches (error, TM_PLAY_ERROR, TM_PLAY_ERROR_UNKNOWN_GAME))
    g_warning ("%s cannot be played: %s", game_id, error->message);
  return rules;
}

/**
 * tm_play_rules_list_game_ids:
 *
 * Lists the games that can be played, sorted by id.
 *
 * Returns: (transfer full): a %NULL-terminated array of game ids
 */
char **
tm_play_rules_list_game_ids (void)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  g_mutex_lock (&registry_lock);
  if (registry != NULL)
    {
      GHashTableIter iter;
      gpointer key;

      g_hash_table_iter_init (&iter, registry);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_ptr_array_add (ids, g_strdup (key));
    }
  g_mutex_unlock (&registry_lock);

  g_ptr_array_sort_values (ids, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
}

/**
 * tm_play_rules_find_option:
 * @rules: a game's rules
 * @id: an option id
 *
 * Finds an option by id.
 *
 * Returns: its index in @rules' options, or -1
 */
int
tm_play_rules_find_option (const TmPlayRules *rules,
                           const char        *id)
{
  g_return_val_if_fail (rules != NULL, -1);
  g_return_val_if_fail (id != NULL, -1);

  for (guint i = 0; i < rules->n_options; i++)
    if (g_str_equal (rules->options[i], id))
      return (int) i;

  return -1;
}

/* The game's definition, which says what each option is. */
static TmGame *
rules_game (const TmPlayRules *rules)
{
  TmGame *game = tm_game_module_lookup_game (rules->game_id);

  g_assert (game != NULL);
  return game;
}

/**
 * tm_play_rules_set_options:
 * @rules: a game's rules
 * @values: (nullable): option values (`a{sv}`) of the game, as
 *   tm_game_check_options() takes them; %NULL for the defaults
 * @config: the configuration to fill in
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Sets the options of @config that the rules read from @values, checked
 * against the game's definition, with the defaults where @values leaves
 * an option out.
 *
 * Returns: %TRUE, or %FALSE with @error naming the option at fault
 */
gboolean
tm_play_rules_set_options (const TmPlayRules *rules,
                           GVariant          *values,
                           TmPlayConfig      *config,
                           GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GVariant) checked = NULL;
  TmGame *game;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (config != NULL, FALSE);

  game = rules_game (rules);
  checked = tm_game_check_options (game, values, &local_error);
  if (checked == NULL)
    {
      g_set_error_literal (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION, local_error->message);
      return FALSE;
    }

  for (guint i = 0; i < rules->n_options; i++)
    {
      const char *id = rules->options[i];
      TmGameOption *option = tm_game_lookup_option (game, id);

      g_assert (option != NULL);
      switch (tm_game_option_get_kind (option))
        {
        case TM_GAME_OPTION_SWITCH:
          config->options[i] = tm_game_options_get_on (game, checked, id) ? 1 : 0;
          break;
        case TM_GAME_OPTION_NUMBER:
          config->options[i] = tm_game_options_get_number (game, checked, id);
          break;
        case TM_GAME_OPTION_SWITCH_NUMBER:
        default:
          config->options[i] = tm_game_options_get_on (game, checked, id)
                               ? tm_game_options_get_number (game, checked, id) : 0;
          break;
        }
    }

  return TRUE;
}

/**
 * tm_play_rules_parse_options:
 * @rules: a game's rules
 * @options: (nullable): a JSON object of option ids and values, as saved
 *   games and the command-line tool give them (see tm_game_parse_options())
 * @config: the configuration to fill in
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Sets the options of @config from JSON, as tm_play_rules_set_options()
 * does from typed values.
 *
 * Returns: %TRUE, or %FALSE with @error naming the option at fault
 */
gboolean
tm_play_rules_parse_options (const TmPlayRules *rules,
                             JsonObject        *options,
                             TmPlayConfig      *config,
                             GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GVariant) values = NULL;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (config != NULL, FALSE);

  values = tm_game_parse_options (rules_game (rules), options, &local_error);
  if (values == NULL)
    {
      g_set_error_literal (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION, local_error->message);
      return FALSE;
    }

  return tm_play_rules_set_options (rules, values, config, error);
}

/**
 * tm_play_rules_dup_options:
 * @rules: a game's rules
 * @config: a configuration for that game
 *
 * Gets the options of @config as option values of the game.
 *
 * Returns: (transfer full): complete option values (`a{sv}`)
 */
GVariant *
tm_play_rules_dup_options (const TmPlayRules  *rules,
                           const TmPlayConfig *config)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  TmGame *game;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (config != NULL, NULL);

  game = rules_game (rules);
  for (guint i = 0; i < rules->n_options; i++)
    {
      const char *id = rules->options[i];
      TmGameOption *option = tm_game_lookup_option (game, id);
      int value = config->options[i];

      switch (tm_game_option_get_kind (option))
        {
        case TM_GAME_OPTION_SWITCH:
          g_variant_builder_add (&builder, "{sv}", id, g_variant_new_boolean (value != 0));
          break;
        case TM_GAME_OPTION_NUMBER:
          g_variant_builder_add (&builder, "{sv}", id, g_variant_new_int32 (value));
          break;
        case TM_GAME_OPTION_SWITCH_NUMBER:
        default:
          g_variant_builder_add (&builder, "{sv}", id,
                                 g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                                      value ? g_variant_new_int32 (value) : NULL));
          break;
        }
    }

  return tm_game_check_options (game, g_variant_builder_end (&builder), NULL);
}

/**
 * tm_play_rules_options_to_json:
 * @rules: a game's rules
 * @config: a configuration for that game
 *
 * Writes the options of @config that differ from their defaults.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
tm_play_rules_options_to_json (const TmPlayRules  *rules,
                               const TmPlayConfig *config)
{
  g_autoptr(GVariant) values = NULL;
  JsonNode *node;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (config != NULL, NULL);

  values = tm_play_rules_dup_options (rules, config);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, tm_game_options_to_json (rules_game (rules), values));
  return node;
}
