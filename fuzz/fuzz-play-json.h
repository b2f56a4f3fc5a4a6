/* fuzz-play-json.h: reading a saved game's JSON as the app and the tool do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fuzz-common.h"

/* The input's root node, or NULL when it is not JSON (the tool and the
 * app name the file in front of the parser's message). */
static inline JsonNode *
fuzz_parse_json (const guint8 *data,
                 size_t        size)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = g_memdup2 (data, size);

  if (size == 0 || !json_parser_load_from_data (parser, copy, (gssize) size, &error))
    return NULL;
  return json_parser_steal_root (parser);
}

static inline JsonNode *
fuzz_parse_bytes (GBytes *bytes)
{
  gsize size;
  gconstpointer data = g_bytes_get_data (bytes, &size);

  return fuzz_parse_json (data, size);
}
