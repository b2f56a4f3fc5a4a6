/* tm-test-table.h: recording events in a table session from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "tablemate.h"

G_BEGIN_DECLS

/* A session of @game_id for the comma-separated @names, with @options_json
 * (a JSON object of option values, or NULL for the defaults). */
static inline TmTableSession *
new_session (TmCatalogue *catalogue,
             const char  *game_id,
             const char  *names,
             const char  *options_json,
             int          dealer)
{
  g_auto(GStrv) players = g_strsplit (names, ",", -1);
  g_autoptr(GVariant) options = NULL;
  g_autoptr(GError) error = NULL;
  TmTableSession *session;

  if (options_json != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (options_json, &error);

      g_assert_no_error (error);
      options = tm_game_parse_options (tm_catalogue_get_game (catalogue, game_id, NULL),
                                       json_node_get_object (node), &error);
      g_assert_no_error (error);
    }
  session = tm_table_session_new (catalogue, game_id, (const char * const *) players, options,
                                  dealer, &error);
  g_assert_no_error (error);
  return session;
}

/* Records “KIND NAME=VALUE …”, which must be accepted. */
static inline void
record (TmTableSession *session,
        const char     *words)
{
  g_auto(GStrv) parts = g_strsplit (words, " ", -1);
  g_autoptr(GError) error = NULL;
  TmTableEvent event;

  g_assert_true (tm_table_event_parse (&event, parts[0], (const char * const *) parts + 1,
                                       &error));
  g_assert_no_error (error);
  if (!tm_table_session_record (session, &event, &error))
    g_error ("“%s” refused: %s", words, error->message);
}

/* Records “KIND …”, which the rules must refuse, naming @ruling if it is
 * not NULL; nothing is recorded. */
static inline void
refuse (TmTableSession *session,
        const char     *words,
        const char     *ruling)
{
  g_auto(GStrv) parts = g_strsplit (words, " ", -1);
  g_autoptr(GError) error = NULL;
  guint n = tm_table_session_get_n_events (session);
  TmTableEvent event;

  g_assert_true (tm_table_event_parse (&event, parts[0], (const char * const *) parts + 1,
                                       NULL));
  if (tm_table_session_record (session, &event, &error))
    g_error ("“%s” was accepted", words);
  g_assert_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT);
  if (ruling != NULL && strstr (error->message, ruling) == NULL)
    g_error ("“%s”: “%s” names no ruling %s", words, error->message, ruling);
  g_assert_cmpuint (tm_table_session_get_n_events (session), ==, n);
}

static inline int
now_seat (TmTableSession *session)
{
  g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

  return tm_table_now_get_seat (now);
}

static inline int
now_actor (TmTableSession *session)
{
  g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

  return tm_table_now_get_actor (now);
}

static inline TmTablePhase
now_phase (TmTableSession *session)
{
  g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

  return tm_table_now_get_phase (now);
}

G_END_DECLS
