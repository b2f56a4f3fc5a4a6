/* test-table-session.c: following a game at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "tablemate.h"
#include "tm-test-table.h"
#include "tm-game-module.h"
#include "games/freeo/tm-freeo-play.h"

static TmCatalogue *catalogue;

static char *
now_text (TmTableSession *session)
{
  g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

  return g_strdup (tm_table_now_get_text (now));
}

static const char *
now_ruling (TmTableSession *session)
{
  g_autoptr(TmTableNow) now = tm_table_session_get_now (session);

  return tm_table_now_get_ruling (now);
}

static char *
facts_string (TmTableSession *session,
              const char     *member)
{
  g_autoptr(JsonNode) node = tm_table_session_dup_facts (session);
  JsonObject *facts = json_object_get_object_member (json_node_get_object (node), "facts");

  return g_strdup (json_object_get_string_member_with_default (facts, member, ""));
}

static int
hand_size (TmTableSession *session,
           guint           seat)
{
  g_autoptr(JsonNode) node = tm_table_session_dup_facts (session);
  JsonObject *facts = json_object_get_object_member (json_node_get_object (node), "facts");

  return json_array_get_int_element (json_object_get_array_member (facts, "hand_sizes"), seat);
}

/* Every registered game: a session starts at the deal at every number of
 * players, saves and reads back the same. */
static void
test_session_generic (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_catalogue_get_game (catalogue, module->id, NULL);
  TmTableProcedure *procedure = tm_catalogue_get_table_procedure (catalogue, module->id, NULL);

  for (guint n = tm_game_get_min_players (game); n <= tm_game_get_max_players (game); n++)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) names = NULL;
      g_autoptr(TmTableSession) session = NULL;
      g_autoptr(TmTableNow) now = NULL;
      g_autoptr(GError) error = NULL;

      for (guint p = 0; p < n; p++)
        {
          g_autofree char *name = g_strdup_printf ("P%u", p);

          g_strv_builder_add (builder, name);
        }
      names = g_strv_builder_end (builder);
      session = tm_table_session_new (catalogue, module->id, (const char * const *) names,
                                      NULL, n - 1, &error);
      g_assert_no_error (error);
      now = tm_table_session_get_now (session);
      g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_DEAL);
      g_assert_true (tm_table_now_allows (now, "dealt"));
      g_assert_cmpstr (tm_table_now_get_section (now), ==, "setup");
      g_assert_cmpint (tm_table_now_get_dealer (now), ==,
                       tm_table_procedure_has_dealer (procedure) ? (int) n - 1 : -1);
      g_assert_null (tm_table_session_get_finished_hand (session));
      g_assert_false (tm_table_session_get_can_undo (session));
      g_assert_nonnull (tm_table_session_get_kinds (session)[0].kind);
    }

  /* Too many players, or no dealer in a game that has one. */
  {
    g_autoptr(GError) error = NULL;
    const char *one[] = { "Ann", NULL };

    if (tm_game_get_min_players (game) > 1)
      {
        g_assert_null (tm_table_session_new (catalogue, module->id, one, NULL, 0, &error));
        g_assert_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PLAYERS);
      }
  }
}

/* A game without table rules: turns pass to the left, the table ends the
 * hand, the score comes in and the game (one hand) is over. */
static void
test_session_plain (void)
{
  g_autoptr(TmTableSession) session = new_session (catalogue, "highcard", "Ann,Ben,Cat", NULL, 2);
  g_autoptr(TmTableHand) hand = NULL;
  g_autoptr(TmTableNow) now = NULL;

  /* Cat deals, Ann leads. */
  g_assert_cmpint (now_seat (session), ==, 2);
  refuse (session, "pass", NULL);
  record (session, "dealt");
  g_assert_cmpint (now_phase (session), ==, TM_TABLE_PHASE_PLAY);
  g_assert_cmpint (now_seat (session), ==, 0);
  record (session, "pass");
  g_assert_cmpint (now_seat (session), ==, 1);
  record (session, "pass");
  record (session, "pass");
  g_assert_cmpint (now_seat (session), ==, 0);
  refuse (session, "score points=1,2,3", NULL);
  refuse (session, "accuse", NULL);
  record (session, "end-hand");

  g_assert_cmpint (now_phase (session), ==, TM_TABLE_PHASE_HAND_OVER);
  hand = tm_table_session_get_finished_hand (session);
  g_assert_nonnull (hand);
  g_assert_cmpuint (tm_table_hand_get_number (hand), ==, 1);
  g_assert_cmpint (tm_table_hand_get_dealer (hand), ==, 2);
  g_assert_cmpuint (tm_table_hand_get_n_players (hand), ==, 3);
  g_assert_cmpstr (tm_table_hand_get_player (hand, 1), ==, "Ben");
  g_assert_cmpuint (g_variant_n_children (tm_table_hand_get_entry (hand, 0)), ==, 0);

  record (session, "score points=3,5,2");
  now = tm_table_session_get_now (session);
  g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_GAME_OVER);
  g_assert_true (tm_table_now_is_winner (now, 1));
  g_assert_false (tm_table_now_is_winner (now, 0));
  g_assert_nonnull (strstr (tm_table_now_get_text (now), "Ben"));
  g_assert_cmpint (tm_table_session_get_total (session, 1), ==, 5);
  refuse (session, "pass", NULL);
}

static void
count_cb (TmTableSession *session,
          guint          *count)
{
  (*count)++;
}

/* Undo takes back the last event and redo puts it back; a new event
 * forgets what was taken back. */
static void
test_session_undo (void)
{
  g_autoptr(TmTableSession) session = new_session (catalogue, "freeo", "Ann,Ben,Cat", NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  guint changes = 0;

  g_signal_connect (session, "changed", G_CALLBACK (count_cb), &changes);
  g_assert_false (tm_table_session_undo (session, &error));
  g_assert_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_NOTHING);
  g_clear_error (&error);

  record (session, "dealt card=seek-house");
  before = now_text (session);
  record (session, "play card=seek-house");
  record (session, "play card=seek-car");
  g_assert_cmpuint (changes, ==, 3);
  after = now_text (session);
  g_assert_true (tm_table_session_get_can_undo (session));
  g_assert_false (tm_table_session_get_can_redo (session));

  g_assert_true (tm_table_session_undo (session, &error));
  g_assert_true (tm_table_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_table_session_get_n_events (session), ==, 1);
  {
    g_autofree char *text = now_text (session);

    g_assert_cmpstr (text, ==, before);
  }
  g_assert_cmpint (now_seat (session), ==, 1);
  g_assert_true (tm_table_session_get_can_redo (session));

  g_assert_true (tm_table_session_redo (session, &error));
  g_assert_true (tm_table_session_redo (session, &error));
  {
    g_autofree char *text = now_text (session);

    g_assert_cmpstr (text, ==, after);
  }
  g_assert_false (tm_table_session_redo (session, &error));
  g_assert_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_NOTHING);
  g_clear_error (&error);

  /* A new event after an undo drops the redo. */
  g_assert_true (tm_table_session_undo (session, NULL));
  record (session, "play card=captured");
  g_assert_false (tm_table_session_get_can_redo (session));
  g_assert_cmpuint (changes, ==, 9);
}

/* A session is written after every event and picks up where it was after
 * a restart, undo and redo included. */
static void
test_session_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tablemate-table-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night", "freeo.table.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  {
    g_autoptr(TmTableSession) session = new_session (catalogue, "freeo", "Ann,Ben,Cat,Dev", NULL, 3);

    tm_table_session_set_file (session, file);
    record (session, "dealt card=seek-fence");
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    record (session, "play card=wild");
    record (session, "play card=draw-a-card target=2");
    record (session, "draw");
    g_assert_true (tm_table_session_undo (session, &error));
    g_assert_no_error (error);
    text = now_text (session);
    bytes = tm_table_session_to_bytes (session);
    /* No save() here: the file was written by the events themselves. */
  }

  {
    g_autoptr(TmTableSession) again = tm_table_session_new_from_file (catalogue, file, &error);
    g_autoptr(GBytes) again_bytes = NULL;
    g_autofree char *again_text = NULL;

    g_assert_no_error (error);
    again_text = now_text (again);
    g_assert_cmpstr (again_text, ==, text);
    again_bytes = tm_table_session_to_bytes (again);
    g_assert_true (g_bytes_equal (again_bytes, bytes));
    g_assert_true (tm_table_session_get_can_redo (again));
    g_assert_cmpuint (tm_table_session_get_n_events (again), ==, 3);
    g_assert_cmpint (hand_size (again, 2), ==, 7);
    g_assert_true (tm_table_session_redo (again, &error));
    g_assert_no_error (error);
    g_assert_true (tm_table_session_get_file (again) == file ||
                   g_file_equal (tm_table_session_get_file (again), file));
  }

  {
    g_autoptr(TmTableSession) third = tm_table_session_new_from_file (catalogue, file, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (tm_table_session_get_n_events (third), ==, 4);
    g_assert_false (tm_table_session_get_can_redo (third));
  }

  g_assert_no_errno (g_remove (path));
  {
    g_autofree char *night = g_path_get_dirname (path);

    g_assert_no_errno (g_rmdir (night));
  }
  g_assert_no_errno (g_rmdir (dir));
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_table_session_save_finish (TM_TABLE_SESSION (source), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

/* Saving without blocking, as the app does: the file read back is the
 * session. */
static void
test_session_save_async (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tablemate-table-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "async.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmTableSession) session = new_session (catalogue, "freeo", "Ann,Ben", NULL, 0);
  g_autoptr(TmTableSession) again = NULL;
  g_autoptr(GError) error = NULL;
  gboolean done = FALSE;

  record (session, "dealt card=seek-tree");
  record (session, "play card=captured");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));   /* no file of its own */
  tm_table_session_save_async (session, file, NULL, saved_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);

  again = tm_table_session_new_from_file (catalogue, file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_table_session_get_n_events (again), ==, 2);
  g_assert_cmpint (now_seat (again), ==, 0);
  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
}

/* A file that is not a session, comes from a newer Tablemate, or holds an
 * event the rules refuse is refused, naming the file, and kept as it is. */
static void
test_session_corrupt (void)
{
  static const struct {
    const char *contents;
    int         code;
    const char *message;
  } cases[] = {
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": [\"A\", \"B\"", TM_TABLE_ERROR_PARSE,
      "not a table session" },
    { "", TM_TABLE_ERROR_PARSE, "not a table session" },
    { "[1, 2]", TM_TABLE_ERROR_INVALID, "the top level must be an object" },
    { "{\"version\": 7, \"game\": \"freeo\"}", TM_TABLE_ERROR_VERSION, "newer Tablemate" },
    { "{\"version\": 1, \"game\": \"chess\", \"players\": [\"A\", \"B\"], \"options\": {}, "
      "\"events\": [], \"redo\": []}", TM_TABLE_ERROR_INVALID, "chess" },
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": [\"A\", \"B\"], \"options\": {}, "
      "\"dealer\": 0, \"events\": [{\"event\": \"play\", \"card\": \"wild\"}], \"redo\": []}",
      TM_TABLE_ERROR_INVALID, "event 1: play: not now" },
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": [\"A\", \"B\"], \"options\": {}, "
      "\"dealer\": 0, \"events\": [{\"event\": \"dealt\", \"card\": \"seek-car\"}, "
      "{\"event\": \"play\", \"card\": \"seek-tree\"}], \"redo\": []}",
      TM_TABLE_ERROR_INVALID, "event 2: play: A search is waiting" },
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": [\"A\", \"B\"], \"options\": {}, "
      "\"dealer\": 0, \"events\": [{\"event\": \"dealt\", \"seat\": 9}], \"redo\": []}",
      TM_TABLE_ERROR_INVALID, "events 1: field “seat”" },
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": [\"A\", \"B\"], "
      "\"options\": {\"target-score\": 0}, \"dealer\": 0, \"events\": [], \"redo\": []}",
      TM_TABLE_ERROR_INVALID, "target-score" },
    /* json-glib cut the player's name short at the NUL without a word. */
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": [\"A\\u0000nn\", \"B\"], "
      "\"options\": {}, \"dealer\": 0, \"events\": [], \"redo\": []}",
      TM_TABLE_ERROR_PARSE, "<data>:1:47: Parse error: "
        "a \\u0000 escape (a NUL character) cannot be kept in a string" },
  };
  g_autofree char *dir = g_dir_make_tmp ("tablemate-table-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TmTableSession) session = NULL;
      g_autofree char *kept = NULL;

      g_assert_true (g_file_set_contents (path, cases[i].contents, -1, NULL));
      session = tm_table_session_new_from_file (catalogue, file, &error);
      g_assert_null (session);
      g_assert_error (error, TM_TABLE_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message) == NULL ||
          strstr (error->message, "broken.json") == NULL ||
          strstr (error->message, "kept") == NULL)
        g_error ("case %u: “%s”", i, error->message);
      g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, cases[i].contents);
    }

  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
}

/* When the file cannot be written, the event is not kept either.  (Its
 * folder is a plain file, which stops root as well as anyone.) */
static void
test_session_write_fails (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tablemate-table-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "s.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmTableSession) session = new_session (catalogue, "highcard", "Ann,Ben", NULL, 0);
  g_autoptr(GError) error = NULL;
  TmTableEvent event;

  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  tm_table_session_set_file (session, file);
  g_assert_true (tm_table_event_parse (&event, "dealt", NULL, NULL));
  g_assert_false (tm_table_session_record (session, &event, &error));
  g_assert_true (error->domain == G_IO_ERROR);
  g_assert_cmpuint (tm_table_session_get_n_events (session), ==, 0);
  g_assert_cmpint (now_phase (session), ==, TM_TABLE_PHASE_DEAL);
  g_clear_error (&error);

  g_assert_no_errno (g_remove (blocker));
  g_assert_true (tm_table_session_record (session, &event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tm_table_session_get_n_events (session), ==, 1);
  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (blocker));
  g_assert_no_errno (g_rmdir (dir));
}

/* Free-O: what the next player owes after every kind of card, with the
 * wild restrictions and the rulings that decide them. */
static void
test_freeo_obligations (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "freeo", "Ann,Ben,Cat,Dev", NULL, 0);

  /* The rules' own example: the house search turned up; Ben answers. */
  refuse (s, "dealt card=wild", NULL);
  refuse (s, "dealt", NULL);
  record (s, "dealt card=seek-house");
  g_assert_cmpint (now_seat (s), ==, 1);
  g_assert_cmpstr (now_ruling (s), ==, "what-is-a-match");
  {
    g_autofree char *owed = facts_string (s, "owed_place");

    g_assert_cmpstr (owed, ==, "house");
  }
  refuse (s, "play card=seek-car", "what-is-a-match");
  refuse (s, "play card=draw-a-card target=2", "draw-a-card-target");
  refuse (s, "play card=seek-house seat=2", NULL);

  /* A wild matches and gives another turn, which owes nothing. */
  record (s, "play card=wild");
  g_assert_cmpint (now_seat (s), ==, 1);
  g_assert_cmpstr (now_ruling (s), ==, "extra-turn-after-wild");
  refuse (s, "play card=wild", "extra-turn-after-wild");
  record (s, "play card=seek-fence");

  /* Cat cancels the fence with a capture; Dev has no wild and draws 2. */
  g_assert_cmpint (now_seat (s), ==, 2);
  record (s, "play card=captured");
  g_assert_cmpint (now_seat (s), ==, 3);
  {
    g_autofree char *owed = facts_string (s, "owed");

    g_assert_cmpstr (owed, ==, "capture");
  }
  refuse (s, "play card=seek-fence", NULL);
  refuse (s, "play card=captured", NULL);
  refuse (s, "draw number=3", "empty-piles");
  record (s, "draw");
  g_assert_cmpint (hand_size (s, 3), ==, 8);

  /* Ann owes nothing; a wild is not allowed then (ruling); she pays Cat
   * back with a Draw A Card, who draws 1. */
  g_assert_cmpint (now_seat (s), ==, 0);
  g_assert_cmpstr (now_ruling (s), ==, "wild-when-nothing-owed");
  refuse (s, "play card=wild", "wild-when-nothing-owed");
  refuse (s, "play card=draw-a-card", "draw-a-card-target");
  refuse (s, "play card=draw-a-card target=0", "draw-a-card-target");
  refuse (s, "play card=seek-car target=2", NULL);
  record (s, "play card=draw-a-card target=2");
  g_assert_cmpint (hand_size (s, 2), ==, 6);
  g_assert_cmpint (now_seat (s), ==, 1);

  /* A match ends the search: the next player is free. */
  record (s, "play card=seek-tree");
  record (s, "play card=seek-tree");
  g_assert_cmpint (now_seat (s), ==, 3);
  {
    g_autofree char *owed = facts_string (s, "owed");

    g_assert_cmpstr (owed, ==, "nothing");
  }

  /* A capture answered with a wild: no extra turn, the next plays
   * freely (ruling after-cancelled-capture). */
  record (s, "play card=captured");
  record (s, "play card=wild");
  g_assert_cmpint (now_seat (s), ==, 1);
  {
    g_autofree char *owed = facts_string (s, "owed");

    g_assert_cmpstr (owed, ==, "nothing");
  }
}

/* Free-O: a wild is never the last card; a player who goes out ends the
 * hand (after a capture they laid last is answered); the deal passes. */
static void
test_freeo_going_out (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "freeo", "Ann,Ben", NULL, 1);
  g_autoptr(TmTableHand) hand = NULL;
  gboolean went_out = FALSE;

  record (s, "dealt card=seek-car");
  /* Ann plays five cards while Ben draws; then Ben starts a search that
   * Ann owes with her last card. */
  record (s, "play card=seek-car");
  record (s, "draw");
  record (s, "play card=seek-house");
  record (s, "draw");
  record (s, "play card=seek-house");
  record (s, "draw");
  record (s, "play card=seek-tree");
  record (s, "draw");
  record (s, "play card=seek-tree");
  record (s, "play card=seek-barrel");
  g_assert_cmpint (hand_size (s, 0), ==, 1);
  g_assert_cmpstr (now_ruling (s), ==, "wild-as-only-card");
  refuse (s, "play card=wild", "wild-as-only-card");
  {
    g_autofree char *text = now_text (s);

    g_assert_nonnull (strstr (text, "last card"));
  }
  /* Her last card is a capture: Ben must still answer it. */
  record (s, "play card=captured");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_PLAY);
  g_assert_cmpint (now_seat (s), ==, 1);
  g_assert_cmpstr (now_ruling (s), ==, "last-card-captured");
  record (s, "draw");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);

  hand = tm_table_session_get_finished_hand (s);
  g_assert_cmpint (tm_table_hand_get_dealer (hand), ==, 1);
  g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, 0), "went_out", "b",
                                   &went_out));
  g_assert_true (went_out);
  g_assert_cmpuint (g_variant_n_children (tm_table_hand_get_entry (hand, 1)), ==, 0);

  /* Scored: the deal passes to Ann, so Ben plays first. */
  record (s, "score points=0,31");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_DEAL);
  {
    g_autoptr(TmTableNow) now = tm_table_session_get_now (s);

    g_assert_cmpint (tm_table_now_get_dealer (now), ==, 0);
    g_assert_cmpuint (tm_table_now_get_hand (now), ==, 2);
  }
  record (s, "dealt card=captured");
  g_assert_cmpint (now_seat (s), ==, 1);
  g_assert_cmpstr (now_ruling (s), ==, NULL);
}

/* Free-O: the game ends after the hand that reaches the target, and the
 * lowest total wins; with the play-off option the tied players play one
 * more hand, alone. */
static void
test_freeo_game_end (void)
{
  g_autoptr(TmTableSession) plain = new_session (catalogue, "freeo", "Ann,Ben,Cat", "{\"target-score\": 20}", 0);
  g_autoptr(TmTableSession) s = new_session (catalogue, "freeo", "Ann,Ben,Cat",
                                             "{\"target-score\": 20, \"playoff-hand\": true}", 0);
  TmTableSession *both[] = { plain, s };

  for (guint i = 0; i < G_N_ELEMENTS (both); i++)
    {
      /* Ben answers the car; then searches alternate with matches until
       * Ben lays his last card. */
      record (both[i], "dealt card=seek-car");
      record (both[i], "play card=seek-car");
      for (guint k = 0; k < 30 && now_phase (both[i]) == TM_TABLE_PHASE_PLAY; k++)
        record (both[i], "play card=seek-tree");
      g_assert_cmpint (now_phase (both[i]), ==, TM_TABLE_PHASE_HAND_OVER);
      g_assert_cmpint (hand_size (both[i], 1), ==, 0);
      record (both[i], "score points=20,0,20");
    }

  /* Ben has the lowest total, alone: no play-off. */
  for (guint i = 0; i < G_N_ELEMENTS (both); i++)
    {
      g_autoptr(TmTableNow) now = tm_table_session_get_now (both[i]);

      g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_GAME_OVER);
      g_assert_true (tm_table_now_is_winner (now, 1));
      g_assert_false (tm_table_now_is_winner (now, 0));
    }
}

static void
test_freeo_playoff (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "freeo", "Ann,Ben,Cat",
                                             "{\"target-score\": 20, \"playoff-hand\": true}", 0);

  record (s, "dealt card=seek-car");
  record (s, "play card=seek-car");
  for (guint k = 0; k < 30 && now_phase (s) == TM_TABLE_PHASE_PLAY; k++)
    record (s, "play card=seek-tree");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);
  record (s, "score points=25,5,5");

  /* Ben and Cat tie on 5: they alone play a hand; Ann deals no more but
   * the deal passes to Ben, so Cat plays first. */
  {
    g_autoptr(TmTableNow) now = tm_table_session_get_now (s);

    g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_DEAL);
    g_assert_nonnull (strstr (tm_table_now_get_text (now), "Play-off"));
  }
  record (s, "dealt card=seek-barrel");
  g_assert_cmpint (now_seat (s), ==, 2);
  record (s, "play card=seek-barrel");
  g_assert_cmpint (now_seat (s), ==, 1);
  refuse (s, "play card=draw-a-card target=0", "draw-a-card-target");
  for (guint k = 0; k < 30 && now_phase (s) == TM_TABLE_PHASE_PLAY; k++)
    record (s, "play card=seek-house");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);
  g_assert_cmpint (hand_size (s, 2), ==, 0);
  record (s, "score points=0,7,0");
  {
    g_autoptr(TmTableNow) now = tm_table_session_get_now (s);

    g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_GAME_OVER);
    g_assert_true (tm_table_now_is_winner (now, 2));
    g_assert_false (tm_table_now_is_winner (now, 1));
    g_assert_false (tm_table_now_is_winner (now, 0));
    g_assert_cmpint (tm_table_session_get_total (s, 0), ==, 25);
  }
}

/* Free-O at the table and in virtual play are the same rules: random
 * games of virtual play, told to a table session move by move as a real
 * table would see them (the cards laid, the draws, the start card, the
 * scores), must agree on whose turn it is, what is owed and how many
 * cards everyone holds, all the way to the winners. */
static void
test_freeo_same_as_play (void)
{
  static const char *variants[] = {
    "{\"target-score\": 25}",
    "{\"target-score\": 25, \"every-player-draws-two\": true}",
    "{\"target-score\": 25, \"wild-anytime\": true, \"playoff-hand\": true}",
    "{\"target-score\": 25, \"turn-over-captured-start\": true}",
  };
  const TmFreeoCards *cards = tm_freeo_cards ();
  TmRng rng;

  tm_rng_init (&rng, 4242);
  for (guint game = 0; game < 12; game++)
    {
      const char *options_json = variants[game % G_N_ELEMENTS (variants)];
      guint n = 2 + game % 5;
      g_autoptr(JsonNode) node = json_from_string (options_json, NULL);
      TmGame *freeo = tm_catalogue_get_game (catalogue, "freeo", NULL);
      g_autoptr(GVariant) options = tm_game_parse_options (freeo, json_node_get_object (node),
                                                           NULL);
      g_autoptr(TmPlayState) state = NULL;
      g_autoptr(TmTableSession) table = NULL;
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) names = NULL;
      g_autoptr(GError) error = NULL;
      const TmFreeoState *s;
      guint moves = 0;

      state = tm_play_state_new ("freeo", n, 100 + game, options, &error);
      g_assert_no_error (error);
      for (guint p = 0; p < n; p++)
        {
          g_autofree char *name = g_strdup_printf ("P%u", p);

          g_strv_builder_add (builder, name);
        }
      names = g_strv_builder_end (builder);
      s = tm_play_state_peek_data (state);
      table = tm_table_session_new (catalogue, "freeo", (const char * const *) names, options,
                                    s->dealer, &error);
      g_assert_no_error (error);

      while (!tm_play_state_get_is_terminal (state))
        {
          TmMove legal[TM_MOVE_MAX_LEGAL];
          guint n_legal, hand_before;
          TmMove m;
          TmTableEvent event;
          guint p;

          s = tm_play_state_peek_data (state);
          if (now_phase (table) == TM_TABLE_PHASE_DEAL)
            {
              g_autofree char *words = g_strdup_printf ("dealt card=%s", cards->ids[s->top]);

              record (table, words);
            }

          /* The two agree on the position. */
          p = s->turn.current;
          g_assert_cmpint (now_seat (table), ==, p);
          {
            static const char *owed_names[] = { "nothing", "match", "capture" };
            g_autofree char *owed = facts_string (table, "owed");

            g_assert_cmpstr (owed, ==, owed_names[s->turn.owed]);
          }
          for (guint q = 0; q < n; q++)
            g_assert_cmpint (hand_size (table, q), ==, s->hand_size[q]);

          n_legal = tm_play_state_get_legal_moves (state, legal, G_N_ELEMENTS (legal));
          m = legal[tm_rng_below (&rng, n_legal)];
          hand_before = s->hand_number;

          /* What the table sees. */
          memset (&event, 0, sizeof event);
          event.seat = p;
          event.target = TM_TABLE_NOBODY;
          if (m.kind == TM_FREEO_MOVE_DRAW)
            {
              guint size = s->hand_size[p];
              TmFreeoState after;

              event.kind = "draw";
              memcpy (&after, s, sizeof after);
              after.stop_at_hand_end = 1;
              tm_play_state_get_rules (state)->apply_move (&after, m);
              event.number = after.hand_size[p] - size;
              event.has_number = TRUE;
            }
          else
            {
              event.kind = "play";
              event.card = cards->ids[m.card];
              if (m.card == cards->draw_a_card)
                event.target = m.target;
            }
          if (!tm_table_session_record (table, &event, &error))
            g_error ("game %u move %u: %s", game, moves, error->message);

          g_assert_true (tm_play_state_apply_move (state, &m, &error));
          g_assert_no_error (error);
          moves++;
          s = tm_play_state_peek_data (state);

          if (s->game_over || s->hand_number != hand_before)
            {
              GString *words = g_string_new ("score points=");

              g_assert_cmpint (now_phase (table), ==, TM_TABLE_PHASE_HAND_OVER);
              for (guint q = 0; q < n; q++)
                g_string_append_printf (words, "%s%d", q ? "," : "", s->hand_points[q]);
              record (table, words->str);
              g_string_free (words, TRUE);
            }
        }

      {
        g_autoptr(TmTableNow) now = tm_table_session_get_now (table);

        g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_GAME_OVER);
        for (guint q = 0; q < n; q++)
          {
            g_assert_cmpint (tm_table_now_is_winner (now, q), ==, (s->winners >> q) & 1);
            g_assert_cmpint (tm_table_session_get_total (table, q), ==, s->totals[q]);
          }
      }
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tm_init ();

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  g_assert_nonnull (tm_play_rules_load ("freeo", &error));

  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
    {
      g_autofree char *path = g_strdup_printf ("/table/%s/session", (*m)->id);

      g_test_add_data_func (path, *m, test_session_generic);
    }
  g_test_add_func ("/table/session/plain", test_session_plain);
  g_test_add_func ("/table/session/undo-redo", test_session_undo);
  g_test_add_func ("/table/session/restart", test_session_restart);
  g_test_add_func ("/table/session/save-async", test_session_save_async);
  g_test_add_func ("/table/session/corrupt", test_session_corrupt);
  g_test_add_func ("/table/session/write-fails", test_session_write_fails);
  g_test_add_func ("/table/freeo/obligations", test_freeo_obligations);
  g_test_add_func ("/table/freeo/going-out", test_freeo_going_out);
  g_test_add_func ("/table/freeo/game-end", test_freeo_game_end);
  g_test_add_func ("/table/freeo/playoff", test_freeo_playoff);
  g_test_add_func ("/table/freeo/same-as-play", test_freeo_same_as_play);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
