/* tm-effects.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-data-strings-private.h"
#include "tm-json-private.h"

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

typedef TmEffectParamType ParamType;

#define PARAM_INT     TM_EFFECT_PARAM_INT
#define PARAM_STRING  TM_EFFECT_PARAM_STRING
#define PARAM_BOOL    TM_EFFECT_PARAM_BOOL
#define PARAM_STRINGS TM_EFFECT_PARAM_STRINGS

typedef struct
{
  char       *description;
  GHashTable *params;          /* name -> GINT_TO_POINTER (ParamType + 1) */
  GPtrArray  *param_names;     /* char *, in the file's order */
  /* When the description picks words by a number ({count:one|many}):
   * that parameter, and the description with every such choice made
   * each way, which are translated with ngettext. */
  char       *plural_param;
  char       *singular;
  char       *plural;
} OpInfo;

struct _TmEffectVocabulary
{
  GObject     parent_instance;

  GHashTable *ops;             /* op name -> OpInfo */
};

G_DEFINE_FINAL_TYPE (TmEffectVocabulary, tm_effect_vocabulary, G_TYPE_OBJECT)

G_DEFINE_QUARK (tm-deck-error-quark, tm_deck_error)

static const char *param_type_names[] = { "int", "string", "bool", "strings" };

static void
op_info_free (gpointer data)
{
  OpInfo *info = data;

  g_free (info->description);
  g_free (info->plural_param);
  g_free (info->singular);
  g_free (info->plural);
  g_hash_table_unref (info->params);
  g_ptr_array_unref (info->param_names);
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

static gboolean check_templates (TmEffectVocabulary  *self,
                                 const char          *filename,
                                 GError             **error);

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
  g_autoptr(JsonNode) root_node = NULL;
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
  if (!(root_node = tm_json_parse (data, size, &local_error)))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_PARSE,
                   "%s: not valid JSON: %s", filename, local_error->message);
      return NULL;
    }
  _tm_data_strings_translate (root_node, "effects");

  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "%s: the top level must be an object", filename);
      return NULL;
    }
  root = json_node_get_object (root_node);

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
      info->param_names = g_ptr_array_new_with_free_func (g_free);
      g_hash_table_insert (self->ops, g_strdup (name), info);

      params = tm_json_member_object (entry, "params");
      if (params == NULL)
        continue;

      {
        /* In the file's order, which is the order a form shows them in. */
        g_autoptr(GList) members = json_object_get_members (params);

        for (GList *l = members; l != NULL; l = l->next)
          {
            const char *param = l->data;
            JsonNode *type_node = json_object_get_member (params, param);
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
            g_ptr_array_add (info->param_names, g_strdup (param));
          }
      }
    }

  if (!check_templates (self, filename, error))
    return NULL;

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
 * Gets the description template of @op, with its parameters in braces
 * (see tm_effect_vocabulary_describe_full()).
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

/**
 * tm_effect_vocabulary_list_params:
 * @self: a #TmEffectVocabulary
 * @op: an operation name
 *
 * Lists the parameters @op takes, in the order the vocabulary declares
 * them.
 *
 * Returns: (transfer full) (array zero-terminated=1) (nullable): the
 *   parameters' names, empty for an operation without any, or %NULL if
 *   @op is unknown
 */
char **
tm_effect_vocabulary_list_params (TmEffectVocabulary *self,
                                  const char         *op)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  OpInfo *info;

  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), NULL);
  g_return_val_if_fail (op != NULL, NULL);

  if ((info = g_hash_table_lookup (self->ops, op)) == NULL)
    return NULL;

  builder = g_strv_builder_new ();
  for (guint i = 0; i < info->param_names->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (info->param_names, i));
  return g_strv_builder_end (builder);
}

/**
 * tm_effect_vocabulary_get_param_type:
 * @self: a #TmEffectVocabulary
 * @op: an operation name
 * @param: one of its parameters
 * @type: (out): return location for the parameter's type
 *
 * Gets the type of one parameter of @op.
 *
 * Returns: %TRUE if @op is known and takes @param
 */
gboolean
tm_effect_vocabulary_get_param_type (TmEffectVocabulary *self,
                                     const char         *op,
                                     const char         *param,
                                     TmEffectParamType  *type)
{
  OpInfo *info;
  gpointer declared;

  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), FALSE);
  g_return_val_if_fail (op != NULL, FALSE);
  g_return_val_if_fail (param != NULL, FALSE);
  g_return_val_if_fail (type != NULL, FALSE);

  if ((info = g_hash_table_lookup (self->ops, op)) == NULL ||
      (declared = g_hash_table_lookup (info->params, param)) == NULL)
    return FALSE;

  *type = (TmEffectParamType) (GPOINTER_TO_INT (declared) - 1);
  return TRUE;
}

/**
 * tm_effect_param_type_holds:
 * @type: a parameter type
 * @node: a value
 *
 * Checks whether @node is a value of @type: a whole number, a string, a
 * boolean, or an array of strings.
 *
 * Returns: %TRUE if @node fits @type
 */
gboolean
tm_effect_param_type_holds (TmEffectParamType  type,
                            JsonNode          *node)
{
  g_return_val_if_fail (node != NULL, FALSE);

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

          if (!tm_effect_param_type_holds ((ParamType) (GPOINTER_TO_INT (declared) - 1), value))
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

/* Templates.  An op's description is a sentence with placeholders in
 * braces (see docs/card-data.md):
 *
 *   {name}           the parameter's value (a whole number without its sign)
 *   {name:one|many}  "one" when the number's size is 1, else "many"
 *   {name?yes|no}    "yes" when the value is set: true, not zero, not empty
 *   {name=V?yes|no}  "yes" when the value equals V (a number or a string)
 *   {name<0?yes|no}  "yes" when the number is negative
 *
 * The branches may hold placeholders themselves.  With @object NULL the
 * template is only checked: every placeholder must name one of @info's
 * parameters and every brace must be closed. */

typedef struct
{
  OpInfo           *info;
  JsonObject       *object;      /* NULL: only check */
  TmEffectNameFunc  name_func;
  gpointer          user_data;
  const char       *op;
} Expand;

static void
append_name (GString      *out,
             const Expand *ctx,
             const char   *id)
{
  const char *name = ctx->name_func ? ctx->name_func (id, ctx->user_data) : NULL;

  if (name != NULL)
    {
      g_string_append (out, name);
    }
  else
    {
      g_autofree char *plain = g_strdelimit (g_strdup (id), "-_", ' ');

      g_string_append (out, plain);
    }
}

static void
append_value (GString      *out,
              const Expand *ctx,
              JsonNode     *value)
{
  if (JSON_NODE_HOLDS_ARRAY (value))
    {
      JsonArray *array = json_node_get_array (value);
      guint n = json_array_get_length (array);
      g_autofree char *list = NULL;

      /* Joined a pair at a time, by patterns each language words its
       * own way: "A, B", then "A, B or C". */
      for (guint i = 0; i < n; i++)
        {
          JsonNode *item = json_array_get_element (array, i);
          g_autoptr(GString) name = g_string_new (NULL);
          char *joined;

          if (JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING)
            append_name (name, ctx, json_node_get_string (item));
          if (i == 0)
            {
              list = g_string_free (g_steal_pointer (&name), FALSE);
              continue;
            }
          if (i + 1 == n)
            /* Translators: in a card effect's text, joins the last of a
             * list of choices to the ones before it: “the Car or the
             * Tree”, “the Car, the Tree or the House”. */
            joined = g_strdup_printf (C_("effect list", "%s or %s"), list, name->str);
          else
            /* Translators: in a card effect's text, joins a choice to the
             * ones before it, before the last: “the Car, the Tree” in
             * “the Car, the Tree or the House”. */
            joined = g_strdup_printf (C_("effect list", "%s, %s"), list, name->str);
          g_free (list);
          list = joined;
        }
      if (list != NULL)
        g_string_append (out, list);
    }
  else if (JSON_NODE_HOLDS_VALUE (value))
    {
      GType type = json_node_get_value_type (value);

      if (type == G_TYPE_STRING)
        append_name (out, ctx, json_node_get_string (value));
      else if (type == G_TYPE_INT64)
        g_string_append_printf (out, "%" G_GINT64_FORMAT, ABS (json_node_get_int (value)));
      else if (type == G_TYPE_BOOLEAN)
        g_string_append (out, json_node_get_boolean (value) ? C_("effect value", "yes")
                                                            : C_("effect value", "no"));
    }
}

static gboolean
value_is_set (JsonNode *value)
{
  if (JSON_NODE_HOLDS_ARRAY (value))
    return json_array_get_length (json_node_get_array (value)) > 0;
  if (!JSON_NODE_HOLDS_VALUE (value))
    return FALSE;
  switch (json_node_get_value_type (value))
    {
    case G_TYPE_INT64:
      return json_node_get_int (value) != 0;
    case G_TYPE_BOOLEAN:
      return json_node_get_boolean (value);
    case G_TYPE_STRING:
      return json_node_get_string (value)[0] != '\0';
    default:
      return FALSE;
    }
}

static gboolean
value_equals (JsonNode   *value,
              const char *expected)
{
  if (!JSON_NODE_HOLDS_VALUE (value))
    return FALSE;
  if (json_node_get_value_type (value) == G_TYPE_STRING)
    return g_strcmp0 (json_node_get_string (value), expected) == 0;
  if (json_node_get_value_type (value) == G_TYPE_INT64)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (value));

      return g_strcmp0 (text, expected) == 0;
    }
  return FALSE;
}

static gboolean
int_value (JsonNode *value,
           gint64   *out)
{
  if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (value);
  return TRUE;
}

/* Finds the end of the placeholder opened at @p (just after its "{"),
 * returning the position of its "}" and the top-level "|" (or NULL). */
static const char *
find_close (const char  *p,
            const char  *end,
            const char **bar)
{
  int depth = 0;

  *bar = NULL;
  for (; p < end; p++)
    {
      if (*p == '{')
        depth++;
      else if (*p == '}' && depth-- == 0)
        return p;
      else if (*p == '|' && depth == 0 && *bar == NULL)
        *bar = p;
    }

  return NULL;
}

static gboolean expand (const Expand  *ctx,
                        const char    *p,
                        const char    *end,
                        GString       *out,
                        GError       **error);

static gboolean
expand_placeholder (const Expand  *ctx,
                    const char    *p,
                    const char    *close,
                    const char    *bar,
                    GString       *out,
                    GError       **error)
{
  const char *name_end = p;
  g_autofree char *name = NULL;
  g_autofree char *test_value = NULL;
  const char *body;
  JsonNode *value = NULL;
  gboolean choice;
  char test;

  while (name_end < close && (g_ascii_islower (*name_end) || *name_end == '_'))
    name_end++;
  name = g_strndup (p, name_end - p);

  if (!g_hash_table_contains (ctx->info->params, name))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "operation “%s”: the description names “{%s}”, which is not one of its "
                   "parameters", ctx->op, name);
      return FALSE;
    }

  test = *name_end;
  body = name_end + 1;
  if (test == '=' || test == '<')
    {
      const char *q = memchr (body, '?', close - body);

      if (q == NULL || (test == '<' && (q - body != 1 || *body != '0')))
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "operation “%s”: placeholder “{%s%c…}” needs “=VALUE?” or “<0?”",
                       ctx->op, name, test);
          return FALSE;
        }
      test_value = g_strndup (body, q - body);
      body = q + 1;
    }
  else if (test == '}')
    {
      body = close;
    }
  else if (test != ':' && test != '?')
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "operation “%s”: placeholder “{%s”: unexpected “%c”", ctx->op, name, test);
      return FALSE;
    }

  choice = test != '}';
  if (choice && (bar == NULL || bar < body))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "operation “%s”: placeholder “{%s”: a choice needs two branches "
                   "split by “|”", ctx->op, name);
      return FALSE;
    }

  if (ctx->object == NULL)
    {
      /* Only checking: both branches must be good. */
      return !choice || (expand (ctx, body, bar, out, error) &&
                         expand (ctx, bar + 1, close, out, error));
    }

  value = json_object_get_member (ctx->object, name);
  if (value == NULL)
    return TRUE;

  if (!choice)
    {
      append_value (out, ctx, value);
      return TRUE;
    }
  else
    {
      gboolean yes = FALSE;
      gint64 number = 0;

      switch (test)
        {
        case ':':
          yes = int_value (value, &number) && ABS (number) == 1;
          break;
        case '?':
          yes = value_is_set (value);
          break;
        case '=':
          yes = value_equals (value, test_value);
          break;
        case '<':
          yes = int_value (value, &number) && number < 0;
          break;
        default:
          g_assert_not_reached ();
        }

      return yes ? expand (ctx, body, bar, out, error)
                 : expand (ctx, bar + 1, close, out, error);
    }
}

static gboolean
expand (const Expand  *ctx,
        const char    *p,
        const char    *end,
        GString       *out,
        GError       **error)
{
  while (p < end)
    {
      const char *open = memchr (p, '{', end - p);
      const char *close, *bar;

      if (open == NULL)
        {
          g_string_append_len (out, p, end - p);
          break;
        }

      g_string_append_len (out, p, open - p);
      close = find_close (open + 1, end, &bar);
      if (close == NULL)
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "operation “%s”: a “{” in the description is never closed", ctx->op);
          return FALSE;
        }

      if (!expand_placeholder (ctx, open + 1, close, bar, out, error))
        return FALSE;
      p = close + 1;
    }

  return TRUE;
}

/* An operation's sentence.  One whose words depend on a number is
 * translated for that number (ngettext); a translation that is not a good
 * template (a placeholder that names no parameter, a brace left open)
 * gives way to the English text. */
static void
describe_op (const Expand *ctx,
             GString      *sentence)
{
  const OpInfo *info = ctx->info;
  const char *english = info->description;
  const char *text = english;

  if (info->plural_param != NULL)
    {
      JsonNode *value = json_object_get_member (ctx->object, info->plural_param);
      gint64 number = 0;
      guint64 n;

      /* Not a number: the plural, as {count:one|many} reads it. */
      if (value == NULL || !int_value (value, &number))
        number = 0;
      n = number < 0 ? (guint64) 0 - (guint64) number : (guint64) number;
      english = n == 1 ? info->singular : info->plural;
      text = _tm_data_strings_translate_plural (NULL, info->singular, info->plural, n);
    }

  if (text != english)
    {
      g_autoptr(GError) error = NULL;

      if (expand (ctx, text, text + strlen (text), sentence, &error))
        return;
      g_string_truncate (sentence, 0);
    }
  if (!expand (ctx, english, english + strlen (english), sentence, NULL))
    g_assert_not_reached ();  /* checked when the vocabulary was loaded */
}

/**
 * tm_effect_vocabulary_describe:
 * @self: a #TmEffectVocabulary
 * @effect: a card's effect: an array of operation objects
 *
 * Describes an effect in words.  This is
 * tm_effect_vocabulary_describe_full() without a way to name cards, so a
 * card id in a parameter is written as the id with its dashes made spaces.
 *
 * Returns: (transfer full): the description, empty for an empty effect
 */
char *
tm_effect_vocabulary_describe (TmEffectVocabulary *self,
                               JsonArray          *effect)
{
  return tm_effect_vocabulary_describe_full (self, effect, NULL, NULL);
}

/**
 * tm_effect_vocabulary_describe_full:
 * @self: a #TmEffectVocabulary
 * @effect: a card's effect: an array of operation objects
 * @name_func: (nullable) (scope call): turns a card id in a string
 *   parameter into the card's name
 * @user_data: data for @name_func
 *
 * Describes an effect in words, one sentence or more per operation, from
 * the operations' description templates: each parameter's value is put in
 * its place, and the template picks between singular and plural, or
 * between other wordings, by the values (see docs/card-data.md).  String
 * parameters are card ids; @name_func gives their names (returning %NULL
 * keeps the id, with its dashes made spaces).  Operations are separated by
 * a space.
 *
 * Returns: (transfer full): the description, empty for an empty effect
 */
char *
tm_effect_vocabulary_describe_full (TmEffectVocabulary *self,
                                    JsonArray          *effect,
                                    TmEffectNameFunc    name_func,
                                    gpointer            user_data)
{
  GString *out;

  g_return_val_if_fail (TM_IS_EFFECT_VOCABULARY (self), NULL);
  g_return_val_if_fail (effect != NULL, NULL);

  out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (effect); i++)
    {
      JsonNode *node = json_array_get_element (effect, i);
      g_autoptr(GString) sentence = g_string_new (NULL);
      Expand ctx = { NULL, NULL, name_func, user_data, NULL };

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          (ctx.op = tm_json_member_string (json_node_get_object (node), "op")) == NULL)
        continue;
      ctx.object = json_node_get_object (node);
      ctx.info = g_hash_table_lookup (self->ops, ctx.op);

      if (ctx.info == NULL || ctx.info->description == NULL)
        g_string_append (sentence, ctx.op);
      else
        describe_op (&ctx, sentence);

      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, sentence->str);
    }

  return g_string_free (out, FALSE);
}

/* Copies @p to @end into @out with every {name:one|many} choice made:
 * its one branch when @one, else its many branch, at any depth.  *@param
 * is the choices' parameter; FALSE when two choices name different
 * parameters (one message cannot translate both). */
static gboolean
make_plural_choices (const char  *p,
                     const char  *end,
                     gboolean     one,
                     GString     *out,
                     char       **param)
{
  while (p < end)
    {
      const char *open = memchr (p, '{', end - p);
      const char *close, *bar, *name_end;

      if (open == NULL)
        {
          g_string_append_len (out, p, end - p);
          break;
        }
      g_string_append_len (out, p, open - p);
      close = find_close (open + 1, end, &bar);
      g_assert (close != NULL);  /* checked before */

      name_end = open + 1;
      while (name_end < close && (g_ascii_islower (*name_end) || *name_end == '_'))
        name_end++;
      if (*name_end == ':' && bar != NULL)
        {
          g_autofree char *name = g_strndup (open + 1, name_end - (open + 1));

          if (*param == NULL)
            *param = g_strdup (name);
          else if (!g_str_equal (*param, name))
            return FALSE;
          if (!(one ? make_plural_choices (name_end + 1, bar, one, out, param)
                    : make_plural_choices (bar + 1, close, one, out, param)))
            return FALSE;
        }
      else
        {
          g_string_append_c (out, '{');
          if (!make_plural_choices (open + 1, close, one, out, param))
            return FALSE;
          g_string_append_c (out, '}');
        }
      p = close + 1;
    }

  return TRUE;
}

static gboolean
check_templates (TmEffectVocabulary  *self,
                 const char          *filename,
                 GError             **error)
{
  g_autoptr(GString) scratch = g_string_new (NULL);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->ops);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      OpInfo *info = value;
      Expand ctx = { info, NULL, NULL, NULL, key };
      g_autoptr(GError) local_error = NULL;

      if (info->description == NULL)
        continue;
      if (!expand (&ctx, info->description, info->description + strlen (info->description),
                   scratch, &local_error))
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "%s: %s", filename, local_error->message);
          return FALSE;
        }

      {
        const char *end = info->description + strlen (info->description);
        g_autoptr(GString) singular = g_string_new (NULL);
        g_autoptr(GString) plural = g_string_new (NULL);
        g_autofree char *param = NULL;

        if (!make_plural_choices (info->description, end, TRUE, singular, &param) ||
            !make_plural_choices (info->description, end, FALSE, plural, &param))
          {
            g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                         "%s: operation “%s”: the description picks singular or plural "
                         "words by two parameters; it may by one only", filename,
                         (const char *) key);
            return FALSE;
          }
        if (param != NULL)
          {
            info->plural_param = g_steal_pointer (&param);
            info->singular = g_string_free (g_steal_pointer (&singular), FALSE);
            info->plural = g_string_free (g_steal_pointer (&plural), FALSE);
          }
      }
    }

  return TRUE;
}
