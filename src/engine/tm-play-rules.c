/* tm-play-rules.c: the registry of game rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-play-rules.h"

G_DEFINE_QUARK (tm-play-error-quark, tm_play_error)

static GMutex registry_lock;
static GHashTable *registry;   /* game id -> const TmPlayRules * */

/**
 * tm_play_rules_register:
 * @rules: a game's rules table, which must stay valid for ever
 *
 * Makes @rules known under its game id, replacing any earlier rules of
 * that id.  tm_init() registers the play rules of every game whose module
 * has them (#TmGameModule).
 */
void
tm_play_rules_register (const TmPlayRules *rules)
{
  g_return_if_fail (rules != NULL);
  g_return_if_fail (rules->game_id != NULL);
  g_return_if_fail (rules->max_players <= TM_PLAY_MAX_PLAYERS);
  g_return_if_fail (rules->n_options <= TM_PLAY_MAX_OPTIONS);

  g_mutex_lock (&registry_lock);
  if (registry == NULL)
    registry = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_replace (registry, (gpointer) rules->game_id, (gpointer) rules);
  g_mutex_unlock (&registry_lock);
}

/**
 * tm_play_rules_lookup:
 * @game_id: a game id, such as `freeo`
 *
 * Finds the rules registered for a game.
 *
 * Returns: (nullable) (transfer none): the rules, or %NULL if the game
 *   cannot be played yet
 */
const TmPlayRules *
tm_play_rules_lookup (const char *game_id)
{
  const TmPlayRules *rules = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);

  g_mutex_lock (&registry_lock);
  if (registry != NULL)
    rules = g_hash_table_lookup (registry, game_id);
  g_mutex_unlock (&registry_lock);

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
    if (g_str_equal (rules->options[i].id, id))
      return (int) i;

  return -1;
}

/**
 * tm_play_rules_parse_options:
 * @rules: a game's rules
 * @options: (nullable): a JSON object of option ids and values
 * @config: the configuration to fill in
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Sets every option of @config to its default, then to the value @options
 * gives it.  Bool options take `true` or `false`; int options a number in
 * their range, or `false` for the default.
 *
 * Returns: %TRUE, or %FALSE with @error naming the option at fault
 */
gboolean
tm_play_rules_parse_options (const TmPlayRules *rules,
                             JsonObject        *options,
                             TmPlayConfig      *config,
                             GError           **error)
{
  g_autoptr(GList) members = NULL;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (config != NULL, FALSE);

  for (guint i = 0; i < rules->n_options; i++)
    config->options[i] = rules->options[i].default_value;

  if (options == NULL)
    return TRUE;

  members = json_object_get_members (options);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *id = l->data;
      JsonNode *node = json_object_get_member (options, id);
      int index = tm_play_rules_find_option (rules, id);
      const TmPlayOption *option;
      GType type;

      if (index < 0)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION,
                       _("%s has no option “%s”"), rules->game_id, id);
          return FALSE;
        }

      option = &rules->options[index];
      type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;

      if (type == G_TYPE_BOOLEAN && option->type == TM_PLAY_OPTION_BOOL)
        {
          config->options[index] = json_node_get_boolean (node) ? 1 : 0;
        }
      else if (type == G_TYPE_BOOLEAN && !json_node_get_boolean (node))
        {
          config->options[index] = option->default_value;
        }
      else if (type == G_TYPE_INT64 && option->type == TM_PLAY_OPTION_INT)
        {
          gint64 value = json_node_get_int (node);

          if (value < option->min || value > option->max)
            {
              g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION,
                           _("option “%s” must be between %d and %d"),
                           id, option->min, option->max);
              return FALSE;
            }
          config->options[index] = (int) value;
        }
      else
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION,
                       option->type == TM_PLAY_OPTION_BOOL
                       ? _("option “%s” must be true or false")
                       : _("option “%s” must be a whole number"), id);
          return FALSE;
        }
    }

  return TRUE;
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
  g_autoptr(JsonObject) object = json_object_new ();
  JsonNode *node;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (config != NULL, NULL);

  for (guint i = 0; i < rules->n_options; i++)
    {
      if (config->options[i] == rules->options[i].default_value)
        continue;
      if (rules->options[i].type == TM_PLAY_OPTION_BOOL)
        json_object_set_boolean_member (object, rules->options[i].id, config->options[i] != 0);
      else
        json_object_set_int_member (object, rules->options[i].id, config->options[i]);
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  return node;
}
