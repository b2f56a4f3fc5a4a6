/* tm-game-options.c: a game's rule options and their values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>

#include "tm-game-option-private.h"
#include "tm-game.h"

/* Option values.  A table's choice of options is a GVariant dictionary
 * (`a{sv}`) from option id to value: `b` for a switch, `i` for a number,
 * `mi` for a switch with a number (nothing when off).  Checked values are
 * complete: every option of the game has its value, defaults filled in. */

static const GVariantType *
option_value_type (TmGameOption *option)
{
  switch (option->kind)
    {
    case TM_GAME_OPTION_SWITCH:
      return G_VARIANT_TYPE_BOOLEAN;
    case TM_GAME_OPTION_NUMBER:
      return G_VARIANT_TYPE_INT32;
    case TM_GAME_OPTION_SWITCH_NUMBER:
    default:
      return G_VARIANT_TYPE ("mi");
    }
}

static GVariant *
option_default_value (TmGameOption *option)
{
  switch (option->kind)
    {
    case TM_GAME_OPTION_SWITCH:
      return g_variant_new_boolean (option->default_on);
    case TM_GAME_OPTION_NUMBER:
      return g_variant_new_int32 (option->default_number);
    case TM_GAME_OPTION_SWITCH_NUMBER:
    default:
      return g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                  option->default_on
                                  ? g_variant_new_int32 (option->default_number) : NULL);
    }
}

static gboolean
unknown_option (TmGame      *self,
                const char  *option_id,
                GError     **error)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < tm_game_get_n_options (self); i++)
    g_string_append_printf (list, "%s“%s”", i ? ", " : "",
                            tm_game_get_option (self, i)->id);

  if (tm_game_get_n_options (self) == 0)
    g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_UNKNOWN_OPTION,
                 "“%s” is not an option of %s, which has none", option_id, tm_game_get_name (self));
  else
    g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_UNKNOWN_OPTION,
                 "“%s” is not an option of %s (its options are %s)",
                 option_id, tm_game_get_name (self), list->str);
  return FALSE;
}

static gboolean
check_number (TmGameOption  *option,
              gint64         number,
              GError       **error)
{
  if (number < option->min || number > option->max)
    {
      g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_OPTION_VALUE,
                   "option “%s”: %" G_GINT64_FORMAT " is out of range; "
                   "a whole number from %d to %d is required",
                   option->id, number, option->min, option->max);
      return FALSE;
    }
  return TRUE;
}

static gboolean
wrong_type (TmGameOption  *option,
            GError       **error)
{
  static const char * const wanted[] = {
    "true or false",
    "a whole number",
    "true, false or a whole number",
  };

  g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_OPTION_VALUE,
               "option “%s”: %s is required", option->id, wanted[option->kind]);
  return FALSE;
}

static GVariant *
complete_options (TmGame     *self,
                  GHashTable *given)      /* id -> GVariant (floating or not) */
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

  for (guint i = 0; i < tm_game_get_n_options (self); i++)
    {
      TmGameOption *option = tm_game_get_option (self, i);
      GVariant *value = g_hash_table_lookup (given, option->id);

      g_variant_builder_add (&builder, "{sv}", option->id,
                             value != NULL ? value : option_default_value (option));
    }

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/**
 * tm_game_check_options:
 * @self: a #TmGame
 * @values: (nullable): option values (`a{sv}`), some or all of the game's
 *   options; %NULL for none.  A floating reference is consumed
 * @error: return location for a #GError in %TM_GAME_ERROR
 *
 * Checks option values against the game's options: every id must be one
 * of the game's, of the right type and within its range.
 *
 * Returns: (transfer full) (nullable): the complete values, every option
 *   with its value and the defaults filled in, or %NULL with @error set
 */
GVariant *
tm_game_check_options (TmGame    *self,
                       GVariant  *values,
                       GError   **error)
{
  g_autoptr(GHashTable) given = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                       (GDestroyNotify) g_variant_unref);
  g_autoptr(GVariant) owned = values != NULL ? g_variant_ref_sink (values) : NULL;
  GVariantIter iter;
  const char *id;
  GVariant *value;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  g_return_val_if_fail (values == NULL ||
                        g_variant_is_of_type (values, G_VARIANT_TYPE_VARDICT), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (values != NULL)
    {
      g_variant_iter_init (&iter, values);
      while (g_variant_iter_next (&iter, "{&sv}", &id, &value))
        {
          TmGameOption *option = tm_game_lookup_option (self, id);

          if (option == NULL)
            {
              g_variant_unref (value);
              return unknown_option (self, id, error), NULL;
            }
          if (!g_variant_is_of_type (value, option_value_type (option)))
            {
              g_variant_unref (value);
              return wrong_type (option, error), NULL;
            }
          if (option->kind == TM_GAME_OPTION_NUMBER &&
              !check_number (option, g_variant_get_int32 (value), error))
            {
              g_variant_unref (value);
              return NULL;
            }
          if (option->kind == TM_GAME_OPTION_SWITCH_NUMBER)
            {
              g_autoptr(GVariant) number = g_variant_get_maybe (value);

              if (number != NULL && !check_number (option, g_variant_get_int32 (number), error))
                {
                  g_variant_unref (value);
                  return NULL;
                }
            }
          g_hash_table_replace (given, (gpointer) tm_game_option_get_id (option), value);
        }
    }

  return complete_options (self, given);
}

/**
 * tm_game_parse_options:
 * @self: a #TmGame
 * @object: (nullable): option values as a JSON object, as files and the
 *   command-line tool write them: `true`/`false` for a switch, a number
 *   for a number, and for a switch with a number `false`, `true` (on with
 *   its usual number) or the number agreed
 * @error: return location for a #GError in %TM_GAME_ERROR
 *
 * Reads option values from JSON, checking them as
 * tm_game_check_options() does.
 *
 * Returns: (transfer full) (nullable): the complete values, or %NULL with
 *   @error set
 */
GVariant *
tm_game_parse_options (TmGame      *self,
                       JsonObject  *object,
                       GError     **error)
{
  g_autoptr(GHashTable) given = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                       (GDestroyNotify) g_variant_unref);
  JsonObjectIter iter;
  const char *id;
  JsonNode *node;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (object != NULL)
    {
      json_object_iter_init (&iter, object);
      while (json_object_iter_next (&iter, &id, &node))
        {
          TmGameOption *option = tm_game_lookup_option (self, id);
          GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node)
                                                    : G_TYPE_INVALID;
          GVariant *value = NULL;

          if (option == NULL)
            return unknown_option (self, id, error), NULL;

          switch (option->kind)
            {
            case TM_GAME_OPTION_SWITCH:
              if (type == G_TYPE_BOOLEAN)
                value = g_variant_new_boolean (json_node_get_boolean (node));
              break;
            case TM_GAME_OPTION_NUMBER:
              if (type == G_TYPE_INT64)
                {
                  if (!check_number (option, json_node_get_int (node), error))
                    return NULL;
                  value = g_variant_new_int32 ((gint32) json_node_get_int (node));
                }
              break;
            case TM_GAME_OPTION_SWITCH_NUMBER:
            default:
              if (type == G_TYPE_BOOLEAN)
                value = g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                             json_node_get_boolean (node)
                                             ? g_variant_new_int32 (option->default_number)
                                             : NULL);
              else if (type == G_TYPE_INT64)
                {
                  if (!check_number (option, json_node_get_int (node), error))
                    return NULL;
                  value = g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                               g_variant_new_int32 ((gint32) json_node_get_int (node)));
                }
              break;
            }

          if (value == NULL)
            return wrong_type (option, error), NULL;
          g_hash_table_replace (given, (gpointer) tm_game_option_get_id (option),
                                g_variant_ref_sink (value));
        }
    }

  return complete_options (self, given);
}

/**
 * tm_game_options_to_json:
 * @self: a #TmGame
 * @values: complete option values, from tm_game_check_options() or
 *   tm_game_parse_options()
 *
 * Writes option values as JSON, as tm_game_parse_options() reads them.
 * Options at their default are left out, so that a file stays short and a
 * later change of a default is noticed.
 *
 * Returns: (transfer full): a JSON object
 */
JsonObject *
tm_game_options_to_json (TmGame   *self,
                         GVariant *values)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (TM_IS_GAME (self), object);
  g_return_val_if_fail (values != NULL, object);

  for (guint i = 0; i < tm_game_get_n_options (self); i++)
    {
      TmGameOption *option = tm_game_get_option (self, i);
      g_autoptr(GVariant) value = g_variant_lookup_value (values, option->id,
                                                          option_value_type (option));
      g_autoptr(GVariant) fallback = g_variant_ref_sink (option_default_value (option));
      g_autoptr(GVariant) number = NULL;

      if (value == NULL || g_variant_equal (value, fallback))
        continue;

      switch (option->kind)
        {
        case TM_GAME_OPTION_SWITCH:
          json_object_set_boolean_member (object, option->id, g_variant_get_boolean (value));
          break;
        case TM_GAME_OPTION_NUMBER:
          json_object_set_int_member (object, option->id, g_variant_get_int32 (value));
          break;
        case TM_GAME_OPTION_SWITCH_NUMBER:
        default:
          number = g_variant_get_maybe (value);
          if (number == NULL)
            json_object_set_boolean_member (object, option->id, FALSE);
          else
            json_object_set_int_member (object, option->id, g_variant_get_int32 (number));
          break;
        }
    }

  return object;
}

/**
 * tm_game_options_get_on:
 * @self: a #TmGame
 * @values: complete option values
 * @option_id: one of the game's options
 *
 * Gets whether an option is on: a switch that is on, a switch with a
 * number that is on, or any option with a number that cannot be switched
 * off.
 *
 * Returns: %TRUE if the option is on
 */
gboolean
tm_game_options_get_on (TmGame     *self,
                        GVariant   *values,
                        const char *option_id)
{
  TmGameOption *option;
  g_autoptr(GVariant) value = NULL;

  g_return_val_if_fail (TM_IS_GAME (self), FALSE);
  g_return_val_if_fail (option_id != NULL, FALSE);

  option = tm_game_lookup_option (self, option_id);
  g_return_val_if_fail (option != NULL, FALSE);

  value = values ? g_variant_lookup_value (values, option_id, option_value_type (option)) : NULL;
  if (value == NULL)
    value = g_variant_ref_sink (option_default_value (option));

  switch (option->kind)
    {
    case TM_GAME_OPTION_SWITCH:
      return g_variant_get_boolean (value);
    case TM_GAME_OPTION_NUMBER:
      return TRUE;
    case TM_GAME_OPTION_SWITCH_NUMBER:
    default:
      return g_variant_n_children (value) > 0;
    }
}

/**
 * tm_game_options_get_number:
 * @self: a #TmGame
 * @values: complete option values
 * @option_id: one of the game's options with a number
 *
 * Gets an option's number: the number chosen, or for a switch with a
 * number that is off, the number it would have.
 *
 * Returns: the number
 */
int
tm_game_options_get_number (TmGame     *self,
                            GVariant   *values,
                            const char *option_id)
{
  TmGameOption *option;
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariant) number = NULL;

  g_return_val_if_fail (TM_IS_GAME (self), 0);
  g_return_val_if_fail (option_id != NULL, 0);

  option = tm_game_lookup_option (self, option_id);
  g_return_val_if_fail (option != NULL && option->kind != TM_GAME_OPTION_SWITCH, 0);

  value = values ? g_variant_lookup_value (values, option_id, option_value_type (option)) : NULL;
  if (value == NULL)
    return option->default_number;
  if (option->kind == TM_GAME_OPTION_NUMBER)
    return g_variant_get_int32 (value);

  number = g_variant_get_maybe (value);
  return number != NULL ? g_variant_get_int32 (number) : option->default_number;
}
