/* test-play-session.c: reading the app's game in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tm-play-session.h"

/* A saved session with @seats, @extra members added at the top. */
static JsonNode *
session_json (const char *seats,
              const char *extra)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 2, 7, NULL, NULL);
  g_autoptr(JsonNode) game = tm_play_state_save_game (state);
  g_autofree char *game_text = json_to_string (game, FALSE);
  g_autofree char *text = g_strdup_printf ("{\"version\": 1, \"kind\": \"session\", "
                                           "\"game\": %s, \"seats\": %s%s}",
                                           game_text, seats, extra);
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  return node;
}

/* What the app wrote reads back; fields of the wrong type are refused
 * with the field named (they were criticals), before the difficulty's
 * enum class was ever used (peeking at it then was a critical too). */
static void
test_fields_checked (void)
{
  const struct {
    const char *seats;
    const char *extra;
    const char *message;
  } cases[] = {
    { "[{\"human\": true}, {\"human\": false, \"difficulty\": \"hard\"}]", "", NULL },
    { "[{\"human\": []}, {\"human\": false}]", "", "seat 1: “human” must be true or false" },
    { "[{\"human\": true}, {\"difficulty\": 3}]", "", "seat 2:" },
    { "[{\"human\": true}, {\"human\": false}]", ", \"ledger\": {}", "Fields “ledger” and" },
    { "[{\"human\": true}, {\"human\": false}]", ", \"hands_recorded\": -1", "“hands_recorded”" },
    { "[{\"human\": true}, {\"human\": false}]", ", \"version\": \"1\"", "version" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = session_json (cases[i].seats, cases[i].extra);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlaySession) session = tm_play_session_new_from_json (node, &error);

      g_test_message ("%s%s", cases[i].seats, cases[i].extra);
      if (cases[i].message == NULL)
        {
          g_autoptr(JsonNode) saved = NULL;
          g_autofree char *text = NULL;

          g_assert_no_error (error);
          saved = tm_play_session_to_json (session);
          text = json_to_string (saved, FALSE);
          g_assert_nonnull (strstr (text, "\"difficulty\":\"hard\""));
          continue;
        }
      g_assert_null (session);
      g_assert_error (error, TM_PLAY_ERROR, error->code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, cases[i].message);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  g_test_add_func ("/app/play-session/fields-checked", test_fields_checked);

  return g_test_run ();
}
