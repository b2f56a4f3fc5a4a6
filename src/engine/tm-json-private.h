/* tm-json-private.h: parsing files and strict lookups of JSON members
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Parses a file's contents into its root node, or fails with @error (in
 * JSON_PARSER_ERROR) when they are not JSON or hold nothing at all.  The
 * parser is not an immutable one: json-glib aborts the process on some
 * malformed input (such as `1{}`) when asked for an immutable parser's
 * root.  The caller checks the root's type. */
static inline JsonNode *
tm_json_parse (gconstpointer   data,
               gsize           len,
               GError        **error)
{
  g_autoptr(JsonParser) parser = NULL;
  JsonNode *root;

  if (data == NULL || len == 0)
    {
      g_set_error_literal (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_PARSE,
                           "the file is empty");
      return NULL;
    }

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, (gssize) len, error))
    return NULL;

  root = json_parser_steal_root (parser);
  if (root == NULL)
    g_set_error_literal (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_PARSE,
                         "the file holds nothing but spaces");
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

G_END_DECLS
