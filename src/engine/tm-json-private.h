/* tm-json-private.h: parsing files and strict lookups of JSON members
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <math.h>
#include <string.h>

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Whether every number under @node is finite: json-glib reads `1e400`
 * as infinity, which it would then write as `inf`, and no JSON reader
 * (this one included) loads that.  Otherwise @path gets where the first
 * other one is, such as `hands[2].entries[0].points`. */
static inline gboolean
tm_json_all_finite (JsonNode *node,
                    GString  *path)
{
  gsize len = path->len;

  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *member;
        JsonNode *child;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, &member, &child))
          {
            g_string_append_printf (path, "%s%s", len > 0 ? "." : "", member);
            if (!tm_json_all_finite (child, path))
              return FALSE;
            g_string_truncate (path, len);
          }
        return TRUE;
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            g_string_append_printf (path, "[%u]", i);
            if (!tm_json_all_finite (json_array_get_element (array, i), path))
              return FALSE;
            g_string_truncate (path, len);
          }
        return TRUE;
      }

    case JSON_NODE_VALUE:
      return json_node_get_value_type (node) != G_TYPE_DOUBLE ||
             isfinite (json_node_get_double (node));

    case JSON_NODE_NULL:
    default:
      return TRUE;
    }
}

/* Whether @data holds a `\u0000` escape: json-glib keeps strings as C
 * strings, so the one it reads is cut short there (a player's name, a
 * note) without a word.  If so, *@line and *@column (from 1, in bytes)
 * say where its backslash is.  A backslash is only ever in a string of a
 * file that parses, and each escape is two characters or more, so
 * stepping over every backslash's next character never mistakes an
 * escaped backslash (`\\u0000`) for the start of one. */
static inline gboolean
tm_json_find_nul_escape (const char *data,
                         gsize       len,
                         guint      *line,
                         guint      *column)
{
  const char *end = data + len;
  const char *p = data;

  while ((p = memchr (p, '\\', end - p)) != NULL)
    {
      if (end - p >= 6 && memcmp (p + 1, "u0000", 5) == 0)
        {
          const char *line_start = data;

          *line = 1;
          for (const char *q = data; q < p; q++)
            if (*q == '\n')
              {
                (*line)++;
                line_start = q + 1;
              }
          *column = (guint) (p - line_start) + 1;
          return TRUE;
        }
      if (end - p < 2)
        break;
      p += 2;
    }
  return FALSE;
}

/* Parses a file's contents into its root node, or fails with @error (in
 * JSON_PARSER_ERROR) when they are not JSON or hold nothing at all.  The
 * parser is not an immutable one: json-glib aborts the process on some
 * malformed input (such as `1{}`) when asked for an immutable parser's
 * root.  A number too large for a double is refused (see
 * tm_json_all_finite()), and so is a `\u0000` escape (see
 * tm_json_find_nul_escape()).  The caller checks the root's type. */
static inline JsonNode *
tm_json_parse (gconstpointer   data,
               gsize           len,
               GError        **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GString) path = NULL;
  JsonNode *root;
  guint line, column;

  if (data == NULL || len == 0)
    {
      g_set_error_literal (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_PARSE,
                           "the file is empty");
      return NULL;
    }

  if (tm_json_find_nul_escape (data, len, &line, &column))
    {
      /* As json-glib words its own errors, so that callers show it alike. */
      g_set_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA,
                   "<data>:%u:%u: Parse error: a \\u0000 escape (a NUL character) "
                   "cannot be kept in a string", line, column);
      return NULL;
    }

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, (gssize) len, error))
    return NULL;

  root = json_parser_steal_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_PARSE,
                           "the file holds nothing but spaces");
      return NULL;
    }

  path = g_string_new (NULL);
  if (!tm_json_all_finite (root, path))
    {
      g_set_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA,
                   "a number is too large to keep, at %s",
                   path->len > 0 ? path->str : "the top level");
      json_node_unref (root);
      return NULL;
    }
  return root;
}

/* Each returns NULL (or FALSE, leaving @out alone) when the member is
 * missing or of another type, so that a loader can report the field by
 * name rather than trip a critical. */

static inline const char *
tm_json_member_string (JsonObject *object,
                       const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

static inline JsonArray *
tm_json_member_array (JsonObject *object,
                      const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static inline JsonObject *
tm_json_member_object (JsonObject *object,
                       const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static inline gboolean
tm_json_member_int (JsonObject *object,
                    const char *member,
                    gint64     *out)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *out = json_node_get_int (node);
  return TRUE;
}

static inline gboolean
tm_json_member_boolean (JsonObject *object,
                        const char *member,
                        gboolean   *out)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return FALSE;

  *out = json_node_get_boolean (node);
  return TRUE;
}

/* Loaders' errors, prefixed with where they happened (“FILE: setup step
 * 3”); each returns %FALSE, for `return _tm_json_fail (…);`
 * (tm-json-private.c). */
gboolean _tm_json_fail         (GError             **error,
                                GQuark               domain,
                                int                  code,
                                const char          *where,
                                const char          *format,
                                ...) G_GNUC_PRINTF (5, 6);
gboolean _tm_json_check_fields (JsonObject          *object,
                                const char * const  *known,
                                GQuark               domain,
                                int                  code,
                                const char          *where,
                                GError             **error);

/* Whether @id may name something in the data files (a game, card, option
 * or ruling): a-z, 0-9 and “-”, not empty.  A loader refuses another with
 * TM_JSON_ID_PROBLEM. */
gboolean _tm_json_is_valid_id  (const char          *id);
#define TM_JSON_ID_PROBLEM "must use only a-z, 0-9 and “-”"

G_END_DECLS
