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

/* A seat's own notes (Escaped's checklist) are kept with the game: saved
 * and read back, kept through undo, and shown to that seat alone. */
static void
test_notes (void)
{
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY },
                     { FALSE, TM_AGENT_DIFFICULTY_EASY } };
  g_autoptr(TmPlaySession) session = tm_play_session_new ("escaped", 3, 11, NULL, seats, NULL);
  g_autoptr(TmPlaySession) restored = NULL;
  const char *ticked[] = { "traitor-1a", "traitor-2b", NULL };
  g_autoptr(TmPlayNotes) notes = tm_play_notes_new (ticked, TRUE);
  g_autoptr(JsonNode) saved = NULL;
  g_autoptr(TmPlayState) mine = NULL;
  g_autoptr(TmPlayState) theirs = NULL;
  g_autoptr(GError) error = NULL;
  TmPlayState *state = tm_play_session_get_state (session);
  TmMove moves[TM_MOVE_MAX_LEGAL];

  tm_play_session_stop (session);
  tm_play_state_set_notes (state, 0, notes);
  saved = tm_play_session_to_json (session);
  restored = tm_play_session_new_from_json (saved, &error);
  g_assert_no_error (error);
  tm_play_session_stop (restored);
  g_assert_true (tm_play_notes_equal (tm_play_state_get_notes (tm_play_session_get_state (restored),
                                                               0),
                                      notes));
  g_assert_null (tm_play_state_get_notes (tm_play_session_get_state (restored), 1));

  /* Only the seat's own observation carries them. */
  mine = tm_play_state_observe (state, 0);
  theirs = tm_play_state_observe (state, 1);
  g_assert_true (tm_play_notes_equal (tm_play_state_get_notes (mine, 0), notes));
  g_assert_null (tm_play_state_get_notes (theirs, 0));

  /* A move and its undo leave them as they were (in Free-O, where a
   * move can be taken back). */
  {
    TmSeat two[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY } };
    g_autoptr(TmPlaySession) freeo = tm_play_session_new ("freeo", 2, 7, NULL, two, NULL);
    TmPlayState *now = tm_play_session_get_state (freeo);

    tm_play_session_stop (freeo);
    tm_play_state_set_notes (now, 0, notes);
    g_assert_cmpint (tm_play_state_get_current_player (now), ==, 0);
    g_assert_cmpuint (tm_play_state_get_legal_moves (now, moves, TM_MOVE_MAX_LEGAL), >, 0);
    g_assert_true (tm_play_session_play (freeo, &moves[0], NULL));
    tm_play_session_stop (freeo);
    g_assert_true (tm_play_session_undo (freeo));
    tm_play_session_stop (freeo);
    now = tm_play_session_get_state (freeo);
    g_assert_cmpuint (tm_play_state_get_n_moves (now), ==, 0);
    g_assert_true (tm_play_notes_equal (tm_play_state_get_notes (now, 0), notes));
  }

  /* A malformed list is refused with the field named. */
  {
    g_autoptr(JsonNode) game = tm_play_state_save_game (state);
    g_autoptr(TmPlayState) bad = NULL;

    json_object_set_array_member (json_node_get_object (game), "notes", json_array_new ());
    bad = tm_play_state_new_from_json (game, &error);
    g_assert_null (bad);
    g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
    g_assert_nonnull (strstr (error->message, "notes"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  g_test_add_func ("/app/play-session/fields-checked", test_fields_checked);
  g_test_add_func ("/app/play-session/notes", test_notes);

  return g_test_run ();
}
