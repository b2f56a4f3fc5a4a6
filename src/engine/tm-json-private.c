/* tm-json-private.c: errors that name where in a file they happened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-json-private.h"

/* Sets @error to “WHERE: MESSAGE” in @domain with @code. */
gboolean
_tm_json_fail (GError     **error,
               GQuark       domain,
               int          code,
               const char  *where,
               const char  *format,
               ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, domain, code, "%s: %s", where, message);
  return FALSE;
}

gboolean
_tm_json_is_valid_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

/* Refuses the first member of @object that is not in @known, with
 * “WHERE: field “NAME”: not a field of this format”. */
gboolean
_tm_json_check_fields (JsonObject         *object,
                       const char * const *known,
                       GQuark              domain,
                       int                 code,
                       const char         *where,
                       GError            **error)
{
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &node))
    if (!g_strv_contains (known, member))
      return _tm_json_fail (error, domain, code, where,
                            "field “%s”: not a field of this format", member);
  return TRUE;
}
