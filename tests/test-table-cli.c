/* test-table-cli.c: the table assistant on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs tablemate-cli-test (the tool with the fixture games): `table GAME
 * --players N` for every registered game at every number of players, and
 * a session driven from the tool: start, record, refuse, undo, redo,
 * events, hand, now, a restart between every command (each is its own
 * process), and a broken session file refused and kept.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-test-cli.h"

#define RUN(status, err, ...) tm_test_run_cli (NULL, NULL, status, err, __VA_ARGS__, NULL)

/* Every registered game, every number of players: the set-up in words
 * and in JSON, whose counts are the procedure's. */
static void
test_cli_setup (gconstpointer data)
{
  const TmGameModule *module = data;
  TmGame *game = tm_game_module_lookup_game (module->id);
  g_autofree char *too_many = g_strdup_printf ("%u", tm_game_get_max_players (game) + 1);

  for (guint n = tm_game_get_min_players (game); n <= tm_game_get_max_players (game); n++)
    {
      g_autofree char *count = g_strdup_printf ("%u", n);
      g_autofree char *text = NULL, *json = NULL, *err = NULL;
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GError) error = NULL;
      JsonObject *o;
      int status = -1;

      text = RUN (&status, &err, "table", module->id, "--players", count);
      g_assert_cmpint (status, ==, 0);
      g_assert_true (g_str_has_prefix (text, tm_game_get_name (game)));
      g_assert_nonnull (strstr (text, "Set-up:"));
      g_assert_nonnull (strstr (text, "  1. "));
      g_clear_pointer (&err, g_free);

      json = RUN (&status, &err, "table", module->id, "--players", count, "--json");
      g_assert_cmpint (status, ==, 0);
      node = json_from_string (json, &error);
      g_assert_no_error (error);
      o = json_node_get_object (node);
      g_assert_cmpint (json_object_get_int_member (o, "players"), ==, n);
      g_assert_cmpstr (json_object_get_string_member (o, "game"), ==, module->id);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "steps")), >, 0);
    }

  {
    g_autofree char *out = NULL, *err = NULL;
    int status = 0;

    out = RUN (&status, &err, "table", module->id, "--players", too_many);
    g_assert_cmpint (status, !=, 0);
    g_assert_nonnull (strstr (err, "players"));
  }
}

static char *
run_ok (const char *first,
        ...)
{
  const char *a[16] = { NULL, };
  g_autofree char *err = NULL;
  va_list args;
  char *out;
  int status = -1;
  guint n = 0;

  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    a[n++] = arg;
  va_end (args);
  out = RUN (&status, &err, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10],
             a[11], a[12], a[13], a[14]);
  if (status != 0)
    g_error ("tablemate-cli %s %s: %s", a[0], a[1], err);
  return out;
}

/* A Free-O session from the tool; every command is a new process, so the
 * session is read back from its file each time. */
static void
test_cli_session (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tablemate-table-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.json", NULL);
  g_autofree char *out = NULL, *err = NULL, *kept = NULL;
  int status = -1;

  out = run_ok ("table", "start", path, "freeo", "--players", "Ann,Ben,Cat,Dev", "--dealer",
                "0", NULL);
  g_assert_nonnull (strstr (out, "Ann deals"));
  g_assert_nonnull (strstr (out, "section:freeo/setup"));
  g_clear_pointer (&out, g_free);

  /* Never over an existing file. */
  out = RUN (&status, &err, "table", "start", path, "freeo", "--players", "A,B");
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "exists"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_ok ("table", "record", path, "dealt", "card=seek-house", NULL);
  g_assert_nonnull (strstr (out, "Ben owes a match for the house search"));
  g_assert_nonnull (strstr (out, "ruling:freeo/what-is-a-match"));
  g_clear_pointer (&out, g_free);

  /* A refused event: the reason, the section and the ruling; nothing
   * changes. */
  out = RUN (&status, &err, "table", "record", path, "play", "card=seek-car");
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "A search is waiting"));
  g_assert_nonnull (strstr (err, "what-is-a-match"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_ok ("table", "record", path, "play", "card=wild", NULL);
  g_assert_nonnull (strstr (out, "Ben plays again after the wild"));
  g_clear_pointer (&out, g_free);
  out = run_ok ("table", "record", path, "play", "card=captured", NULL);
  g_assert_nonnull (strstr (out, "Cat is captured by Ben"));
  g_clear_pointer (&out, g_free);

  out = run_ok ("table", "undo", path, NULL);
  g_assert_nonnull (strstr (out, "Ben plays again"));
  g_clear_pointer (&out, g_free);
  out = run_ok ("table", "redo", path, NULL);
  g_assert_nonnull (strstr (out, "Cat is captured"));
  g_clear_pointer (&out, g_free);
  out = RUN (&status, &err, "table", "redo", path);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "nothing to redo"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_ok ("table", "record", path, "draw", NULL);
  g_clear_pointer (&out, g_free);
  out = run_ok ("table", "events", path, NULL);
  g_assert_nonnull (strstr (out, "  1  Ann: dealt card=seek-house"));
  g_assert_nonnull (strstr (out, "  4  Cat: draw"));
  g_clear_pointer (&out, g_free);

  {
    g_autoptr(JsonNode) node = NULL;
    JsonObject *facts;

    out = run_ok ("table", "now", path, "--json", NULL);
    node = json_from_string (out, NULL);
    g_assert_nonnull (node);
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "phase"), ==,
                     "play");
    g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "seat"), ==, 3);
    facts = json_object_get_object_member (json_node_get_object (node), "facts");
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (facts,
                                                                              "hand_sizes"),
                                                 2), ==, 8);
    g_clear_pointer (&out, g_free);
  }

  out = RUN (&status, &err, "table", "hand", path);
  g_assert_cmpint (status, !=, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A broken file is refused, named, and kept. */
  g_assert_true (g_file_set_contents (path, "{\"version\": 1, \"game\": \"freeo\"", -1, NULL));
  out = RUN (&status, &err, "table", "now", path);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "night.json"));
  g_assert_nonnull (strstr (err, "kept"));
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "{\"version\": 1, \"game\": \"freeo\"");

  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
}

/* A game without table rules (the fixture) through to its score, and the
 * finished hand as the score command's input. */
static void
test_cli_plain_hand (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tablemate-table-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "hc.json", NULL);
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_free (run_ok ("table", "start", path, "highcard", "--players", "3", NULL));
  g_free (run_ok ("table", "record", path, "dealt", NULL));
  g_free (run_ok ("table", "record", path, "pass", NULL));
  out = run_ok ("table", "record", path, "end-hand", NULL);
  g_assert_nonnull (strstr (out, "Hand 1 is over"));
  g_clear_pointer (&out, g_free);

  out = run_ok ("table", "hand", path, NULL);
  node = json_from_string (out, NULL);
  g_assert_nonnull (node);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "game"), ==,
                   "highcard");
  g_assert_cmpstr (json_array_get_string_element (
                     json_object_get_array_member (json_node_get_object (node), "players"), 2),
                   ==, "Player 3");
  g_clear_pointer (&out, g_free);

  out = run_ok ("table", "record", path, "score", "points=1,4,2", NULL);
  g_assert_nonnull (strstr (out, "The game is over. Winner: Player 2."));

  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/table/%s/setup", (*m)->id);

      g_test_add_data_func (path, *m, test_cli_setup);
    }
  g_test_add_func ("/cli/table/session", test_cli_session);
  g_test_add_func ("/cli/table/plain-hand", test_cli_plain_hand);

  return g_test_run ();
}
