/* tm-data-strings.c: translating the shown strings of the data
 *
 * data/translatable.json lists, for each kind of data file (a game's
 * definition, a deck, rules, a table procedure, the effect vocabulary),
 * the fields a person sees, with the msgctxt each is extracted under
 * (build-aux/data-strings.py writes them into the .pot).  Each loader
 * hands the tree it parsed to _tm_data_strings_translate() before it
 * reads it, so every shown string is translated once, in one place, when
 * the data loads: widgets, search and the command line all see the
 * translated text.  Card edits are their own files and never come here,
 * so what an owner typed stays as typed.  A text that depends on a
 * number (an effect's description) is the exception: its singular and
 * plural are extracted as one message, and translated when the number is
 * known, through _tm_data_strings_translate_plural().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-data-strings-private.h"
#include "tm-json-private.h"
#include "tm-rules-markup.h"
#include "tm-types.h"

typedef struct
{
  char **tokens;   /* "options[].name" as "options", "[]", "name" */
  char  *context;  /* (nullable) */
} Field;

static void
field_free (Field *field)
{
  g_strfreev (field->tokens);
  g_free (field->context);
  g_free (field);
}

/* "sections[].blocks[].table.rows[][]" → sections [] blocks [] table rows [] [] */
static char **
path_tokens (const char *path)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *brackets = strstr (parts[i], "[]");
      gsize name_len = brackets != NULL ? (gsize) (brackets - parts[i]) : strlen (parts[i]);

      if (name_len > 0)
        g_strv_builder_take (builder, g_strndup (parts[i], name_len));
      for (; brackets != NULL && g_str_has_prefix (brackets, "[]"); brackets += 2)
        g_strv_builder_add (builder, "[]");
    }
  return g_strv_builder_end (builder);
}

/* The list, read once: kind → GPtrArray of Field.  Empty when the
 * engine's resources are not registered (tm_init() was not called). */
static GHashTable *
get_fields (void)
{
  static GHashTable *fields = NULL;

  if (g_once_init_enter_pointer (&fields))
    {
      GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                 (GDestroyNotify) g_ptr_array_unref);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(JsonNode) root = NULL;
      JsonArray *files = NULL;
      gconstpointer data;
      gsize len;

      bytes = g_resources_lookup_data (TM_ENGINE_RESOURCE_PATH "/translatable.json",
                                       G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      if (bytes != NULL)
        {
          data = g_bytes_get_data (bytes, &len);
          root = tm_json_parse (data, len, NULL);
        }
      if (root != NULL && JSON_NODE_HOLDS_OBJECT (root))
        files = tm_json_member_array (json_node_get_object (root), "files");

      for (guint i = 0; files != NULL && i < json_array_get_length (files); i++)
        {
          JsonObject *file = json_array_get_object_element (files, i);
          JsonArray *shown = tm_json_member_array (file, "shown");
          GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);

          for (guint s = 0; s < json_array_get_length (shown); s++)
            {
              JsonObject *entry = json_array_get_object_element (shown, s);
              Field *field = g_new0 (Field, 1);

              field->tokens = path_tokens (tm_json_member_string (entry, "path"));
              field->context = g_strdup (tm_json_member_string (entry, "context"));
              g_ptr_array_add (list, field);
            }
          g_hash_table_insert (table, g_strdup (tm_json_member_string (file, "kind")), list);
        }

      g_once_init_leave_pointer (&fields, table);
    }
  return fields;
}

static void
translate_value (JsonNode   *node,
                 const char *context)
{
  const char *msgid, *msgstr;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return;
  msgid = json_node_get_string (node);
  if (*msgid == '\0')
    return;  /* gettext ("") is the catalogue's header */

  msgstr = context != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, context, msgid)
                           : g_dgettext (GETTEXT_PACKAGE, msgid);
  if (msgstr == msgid || g_str_equal (msgstr, msgid))
    return;

  /* A translation that breaks the markup of a text that has some would
   * stop the whole file from loading: the English text is better. */
  if (strchr (msgid, '<') != NULL && !tm_rules_markup_validate (msgstr, NULL))
    return;

  json_node_set_string (node, msgstr);
}

/* Translates a text of the data that comes in a singular and a plural
 * form, for the number @n, with ngettext: each language has the forms it
 * needs, chosen by the real number.  Untranslated, @singular when @n is
 * 1, else @plural.  The result lives as long as the catalogue (or is one
 * of the arguments). */
const char *
_tm_data_strings_translate_plural (const char *context,
                                   const char *singular,
                                   const char *plural,
                                   guint64     n)
{
  g_autofree char *key = NULL;
  gulong count = (gulong) MIN (n, (guint64) G_MAXULONG);
  const char *msgstr;

  if (context == NULL)
    return g_dngettext (GETTEXT_PACKAGE, singular, plural, count);

  /* As g_dpgettext2() looks a message up under its msgctxt. */
  key = g_strconcat (context, "\004", singular, NULL);
  msgstr = g_dngettext (GETTEXT_PACKAGE, key, plural, count);
  if (msgstr == key)
    return singular;
  return msgstr;
}

static void
translate_path (JsonNode    *node,
                char       **tokens,
                const char  *context)
{
  if (*tokens == NULL)
    {
      translate_value (node, context);
    }
  else if (g_str_equal (*tokens, "[]"))
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return;
      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        translate_path (json_array_get_element (array, i), tokens + 1, context);
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      JsonObjectIter iter;
      const char *member;
      JsonNode *child;

      if (!g_str_equal (*tokens, "*"))
        {
          if ((child = json_object_get_member (object, *tokens)) != NULL)
            translate_path (child, tokens + 1, context);
          return;
        }
      json_object_iter_init (&iter, object);
      while (json_object_iter_next (&iter, &member, &child))
        translate_path (child, tokens + 1, context);
    }
}

/*
 * _tm_data_strings_translate:
 * @root: the tree of a data file, as parsed and not yet read
 * @kind: the kind of file, as data/translatable.json names it
 *   ("game", "deck", "rules", "table" or "effects")
 *
 * Replaces every shown string of @root by its translation (in the
 * GETTEXT_PACKAGE domain, under the field's msgctxt).  A string without a
 * translation, and anything not listed as shown (ids, keys), stays as it
 * is.  The loader then checks the translated text as it checks the
 * English.
 */
void
_tm_data_strings_translate (JsonNode   *root,
                            const char *kind)
{
  GHashTable *fields = get_fields ();
  GPtrArray *list;

  g_assert (kind != NULL);

  if (root == NULL || g_hash_table_size (fields) == 0)
    return;
  list = g_hash_table_lookup (fields, kind);
  g_assert (list != NULL);

  for (guint i = 0; i < list->len; i++)
    {
      Field *field = g_ptr_array_index (list, i);

      translate_path (root, field->tokens, field->context);
    }
}
