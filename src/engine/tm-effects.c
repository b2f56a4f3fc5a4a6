/* tm-effects.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-json-private.h"

#include "tm-deck.h"
#include "tm-effects.h"

/**
 * TmEffectVocabulary:
 *
 * The list of effect operations a card may carry (data/effects.json).
 *
 * Each operation has typed parameters.  Deck loading checks every card's
 * `effect` against the vocabulary, so a card can never carry an effect the
 * engine does not know.
 */

typedef enum
{
  PARAM_INT,
  PARAM_STRING,
  PARAM_BOOL,
  PARAM_STRINGS,
} ParamType;

typedef struct
{
  char       *description;
  GHashTable *params;          /* name -> GINT_TO_POINTER (ParamType + 1) */
} OpInfo;

struct _TmEffectVocabulary
{
  GObject     parent_instance;

  GHashTable *ops;             /* op name -> OpInfo */
};

G_DEFINE_FINAL_TYPE (TmEffectVocabulary, tm_effect_vocabulary, G_TYPE_OBJECT)

static const char *param_type_names[] = { "int", "string", "bool", "strings" };

static void
op_info_free (gpointer data)
{
  OpInfo *info = data;

  g_free (info->description);
  g_hash_table_unref (info->params);
  g_free (info);
}

static void
tm_effect_vocabulary_finalize (GObject *object)
{
  TmEffectVocabulary *self = (TmEffectVocabulary *)object;

  g_clear_pointer (&self->ops, g_hash_table_unref);

  G_OBJECT_CLASS (tm_effect_vocabulary_parent_class)->finalize (object);
}

static void
tm_effect_vocabulary_class_init (TmEffectVocabularyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_effect_vocabulary_finalize;
}

static void
tm_effect_vocabulary_init (TmEffectVocabulary *self)
{
  self->ops = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, op_info_free);
}

static gboolean
parse_param_type (const char *name,
                  ParamType  *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (param_type_names); i++)
    {
      if (g_strcmp0 (name, param_type_names[i]) == 0)
        {
          *out = (ParamType) i;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * tm_effect_vocabulary_new_from_bytes:
 * @bytes: the contents of an effects file
 * @filename: the file's name, used in error messages
 * @error: return location for a #GError in %TM_DECK_ERROR
 *
 * Loads an effect vocabulary.
 *
 * Returns: (transfer full) (nullable): the vocabulary, or %NULL with @error set
 */
TmEffectVocabulary *
tm_effect_vocabulary_new_from_bytes (GBytes      *bytes,
                                     const char  *filename,
                                     GError     **error)
{
  g_autoptr(TmEffectVocabulary) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonArray *ops;
  gint64 version = 0;
  gconstpointer data;
  gsize size;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) size, &local_error))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_PARSE,
                   "%s: not valid JSON: %s", filename, local_error->message);
      return NULL;
    }

  if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "%s: the top level must be an object", filename);
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));

  if (!tm_json_member_int (root, "version", &version) || version != 1)
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_VERSION,
                   "%s: field “version”: only version 1 is understood", filename);
      return NULL;
    }

  ops = tm_json_member_array (root, "ops");
  if (ops == NULL)
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "%s: field “ops”: an array of operations is required", filename);
      return NULL;
    }

  self = g_object_new (TM_TYPE_EFFECT_VOCABULARY, NULL);

  for (guint i = 0; i < json_array_get_length (ops); i++)
    {
      JsonNode *node = json_array_get_element (ops, i);
      JsonObject *entry;
      JsonObject *params;
      const char *name;
      OpInfo *info;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          (entry = json_node_get_object (node)) == NULL ||
          (name = tm_json_member_string (entry, "op")) == NULL)
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "%s: operation %u: field “op”: a name is required", filename, i);
          return NULL;
        }

      if (g_hash_table_contains (self->ops, name))
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_DUPLICATE_ID,
                       "%s: operation “%s” is declared twice", filename, name);
          return NULL;
        }

      info = g_new0 (OpInfo, 1);
      info->description = g_strdup (tm_json_member_string (entry, "description"));
      info->params = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_insert (self->ops, g_strdup (name), info);

      params = tm_json_member_object (entry, "params");
      if (params == NULL)
        continue;

      {
        JsonObjectIter iter;
        const char *param;
        JsonNode *type_node;

        json_object_iter_init (&iter, params);
        while (json_object_iter_next (&iter, &param, &type_node))
          {
            ParamType type;

            if (!JSON_NODE_HOLDS_VALUE (type_node) ||
                json_node_get_value_type (type_node) != G_TYPE_STRING ||
                !parse_param_type (json_node_get_string (type_node), &type))
              {
                g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                             "%s: operation “%s”: parameter “%s”: the type must be "
                             "int, string, bool or strings", filename, name, param);
                return NULL;
              }

            g_hash_table_insert (info->params, g_strdup (param), GINT_TO_POINTER (type + 1));
          }
      }
    }

  return g_steal_pointer (&self);
}

/**
 * tm_effect_vocabulary_has_op:
 * @self: a #TmEffectVocabulary
 * @op: an operation name
 *
 * Checks whether @op is part of the vocabulary.
 *
 * Returns: %TRUE if the engine knows @op
 */
gboolean
tm_effect_vocabulary_has_op (TmEffectVocabulary *self,
                             const char         *op)
{
  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), FALSE);
  g_return_val_if_fail (op != NULL, FALSE);

  return g_hash_table_contains (self->ops, op);
}

/**
 * tm_effect_vocabulary_get_description:
 * @self: a #TmEffectVocabulary
 * @op: an operation name
 *
 * Gets the one-line description of @op.
 *
 * Returns: (nullable): the description, or %NULL if @op is unknown
 */
const char *
tm_effect_vocabulary_get_description (TmEffectVocabulary *self,
                                      const char         *op)
{
  OpInfo *info;

  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), NULL);
  g_return_val_if_fail (op != NULL, NULL);

  info = g_hash_table_lookup (self->ops, op);
  return info ? info->description : NULL;
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * tm_effect_vocabulary_list_ops:
 * @self: a #TmEffectVocabulary
 *
 * Lists every operation name, sorted.
 *
 * Returns: (transfer full) (array zero-terminated=1): the names
 */
char **
tm_effect_vocabulary_list_ops (TmEffectVocabulary *self)
{
  g_autofree const char **keys = NULL;
  guint n;

  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), NULL);

  keys = (const char **) g_hash_table_get_keys_as_array (self->ops, &n);
  qsort (keys, n, sizeof (char *), compare_strings);
  return g_strdupv ((char **) keys);
}

static gboolean
value_has_type (JsonNode  *node,
                ParamType  type)
{
  switch (type)
    {
    case PARAM_INT:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
    case PARAM_STRING:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
    case PARAM_BOOL:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN;
    case PARAM_STRINGS:
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
        {
          JsonNode *item = json_array_get_element (json_node_get_array (node), i);

          if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
            return FALSE;
        }
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

/**
 * tm_effect_vocabulary_validate:
 * @self: a #TmEffectVocabulary
 * @effect: a card's `effect`: an array of operation objects
 * @error: return location for a #GError in %TM_DECK_ERROR
 *
 * Checks that every operation in @effect is known and carries exactly the
 * parameters the vocabulary declares, with the declared types.  The error
 * message names the operation and the parameter at fault.
 *
 * Returns: %TRUE if @effect is valid
 */
gboolean
tm_effect_vocabulary_validate (TmEffectVocabulary  *self,
                               JsonNode            *effect,
                               GError             **error)
{
  JsonArray *array;

  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), FALSE);
  g_return_val_if_fail (effect != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!JSON_NODE_HOLDS_ARRAY (effect))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "must be an array of operations");
      return FALSE;
    }

  array = json_node_get_array (effect);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *object;
      JsonObjectIter iter;
      GHashTableIter param_iter;
      const char *op;
      const char *member;
      JsonNode *value;
      gpointer key, type;
      OpInfo *info;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          (op = tm_json_member_string (json_node_get_object (node), "op")) == NULL)
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "operation %u: an object with an “op” name is required", i + 1);
          return FALSE;
        }
      object = json_node_get_object (node);

      info = g_hash_table_lookup (self->ops, op);
      if (info == NULL)
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_UNKNOWN_EFFECT,
                       "operation %u: “%s” is not an effect the engine knows", i + 1, op);
          return FALSE;
        }

      json_object_iter_init (&iter, object);
      while (json_object_iter_next (&iter, &member, &value))
        {
          gpointer declared;

          if (g_str_equal (member, "op"))
            continue;

          declared = g_hash_table_lookup (info->params, member);
          if (declared == NULL)
            {
              g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_UNKNOWN_EFFECT,
                           "operation %u (“%s”): “%s” is not one of its parameters",
                           i + 1, op, member);
              return FALSE;
            }

          if (!value_has_type (value, (ParamType) (GPOINTER_TO_INT (declared) - 1)))
            {
              g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                           "operation %u (“%s”): parameter “%s” must be of type %s",
                           i + 1, op, member,
                           param_type_names[GPOINTER_TO_INT (declared) - 1]);
              return FALSE;
            }
        }

      g_hash_table_iter_init (&param_iter, info->params);
      while (g_hash_table_iter_next (&param_iter, &key, &type))
        {
          if (!json_object_has_member (object, key))
            {
              g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                           "operation %u (“%s”): parameter “%s” is missing",
                           i + 1, op, (const char *) key);
              return FALSE;
            }
        }
    }

  return TRUE;
}

static void
append_value (GString  *out,
              JsonNode *value)
{
  if (JSON_NODE_HOLDS_ARRAY (value))
    {
      JsonArray *array = json_node_get_array (value);

      if (json_array_get_length (array) == 0)
        g_string_append (out, "any");
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *item = json_array_get_element (array, i);

          if (i > 0)
            g_string_append (out, ", ");
          if (JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING)
            g_string_append (out, json_node_get_string (item));
        }
    }
  else if (JSON_NODE_HOLDS_VALUE (value))
    {
      GType type = json_node_get_value_type (value);

      if (type == G_TYPE_STRING)
        g_string_append (out, json_node_get_string (value));
      else if (type == G_TYPE_INT64)
        g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (value));
      else if (type == G_TYPE_BOOLEAN)
        g_string_append (out, json_node_get_boolean (value) ? "yes" : "no");
    }
}

/**
 * tm_effect_vocabulary_describe:
 * @self: a #TmEffectVocabulary
 * @effect: a card's effect: an array of operation objects
 *
 * Describes an effect in words, from the operations' descriptions.  Whole
 * numbers are put in place of their parameter's name (“draws COUNT cards”
 * becomes “draws 2 cards”); other parameters follow the sentence in
 * brackets.  Operations are separated by a space, each ending its own
 * sentence.
 *
 * Returns: (transfer full): the description, empty for an empty effect
 */
char *
tm_effect_vocabulary_describe (TmEffectVocabulary *self,
                               JsonArray          *effect)
{
  GString *out;

  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), NULL);
  g_return_val_if_fail (effect != NULL, NULL);

  out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (effect); i++)
    {
      JsonNode *node = json_array_get_element (effect, i);
      g_autoptr(GString) sentence = NULL;
      g_autoptr(GString) extra = g_string_new (NULL);
      JsonObjectIter iter;
      JsonObject *object;
      const char *member;
      JsonNode *value;
      const char *op;
      OpInfo *info;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          (op = tm_json_member_string (json_node_get_object (node), "op")) == NULL)
        continue;
      object = json_node_get_object (node);

      info = g_hash_table_lookup (self->ops, op);
      sentence = g_string_new (info && info->description ? info->description : op);

      json_object_iter_init (&iter, object);
      while (json_object_iter_next (&iter, &member, &value))
        {
          g_autofree char *upper = NULL;
          g_autoptr(GString) text = g_string_new (NULL);

          if (g_str_equal (member, "op"))
            continue;

          upper = g_ascii_strup (member, -1);
          append_value (text, value);

          if (JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_INT64 &&
              strstr (sentence->str, upper) != NULL)
            {
              g_string_replace (sentence, upper, text->str, 0);
            }
          else
            {
              g_autofree char *name = g_strdelimit (g_strdup (member), "_", ' ');

              g_string_append_printf (extra, "%s%s: %s", extra->len ? "; " : "", name, text->str);
            }
        }

      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, sentence->str);
      if (extra->len > 0)
        g_string_append_printf (out, " (%s)", extra->str);
    }

  return g_string_free (out, FALSE);
}
