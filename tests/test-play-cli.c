/* test-play-cli.c: tablemate-cli new, legal, apply and simulate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-test-cli.h"

#include <gio/gio.h>
#include <string.h>

#define run_cli(status, err, input, ...) \
  tm_test_run_cli (NULL, input, status, err, __VA_ARGS__)

static void
test_new_legal_apply (void)
{
  g_autofree char *state = NULL;
  g_autofree char *legal = NULL;
  g_autofree char *next = NULL;
  g_autofree char *err = NULL;
  g_autofree char *err2 = NULL;
  g_autofree char *err3 = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  state = run_cli (&status, &err, NULL, "new", "freeo", "--players", "3", "--seed", "7", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (state, "\"game\" : \"freeo\""));
  g_assert_nonnull (strstr (state, "\"seed\" : 7"));

  legal = run_cli (&status, &err2, state, "legal", "--state", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strchomp (legal), "\n", -1);
  g_assert_cmpstr (lines[0], ==, "seat 0 to move:");
  g_assert_nonnull (lines[1]);

  next = run_cli (&status, &err3, state, "apply", "--state", "-", "--move", lines[1], NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (next, lines[1]));
}

static void
test_illegal_move (void)
{
  g_autofree char *state = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *err2 = NULL;
  int status;

  /* Seed 7: whatever is on top, a Draw A Card on oneself is never allowed. */
  state = run_cli (&status, &err, NULL, "new", "freeo", "--players", "3", "--seed", "7", NULL);
  out = run_cli (&status, &err2, state, "apply", "--state", "-", "--move", "draw-a-card:0", NULL);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err2, "rules: “"));
}

static void
test_simulate (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  out = run_cli (&status, &err, NULL, "simulate", "patriots", "--players", "2", "--games", "10",
                 "--seed", "3", "--agents", "heuristic:expert,random", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"agent\" : \"heuristic:expert\""));
  g_assert_nonnull (strstr (out, "\"games\" : 10"));

  /* A search may be told to use its whole budget, however long. */
  g_free (out);
  g_free (err);
  out = run_cli (&status, &err, NULL, "simulate", "freeo", "--players", "2", "--games", "2",
                 "--option", "one-hand", "--agents", "ismcts:easy,heuristic", "--no-time-limit",
                 "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "\"agent\" : \"ismcts:easy\""));
  g_assert_nonnull (strstr (out, "\"games\" : 2"));

  g_free (out);
  g_free (err);
  out = run_cli (&status, &err, NULL, "simulate", "freeo", "--agents", "genius", NULL);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "genius"));
}

/* Prisoner through the tool: a game with the Movement rules from its
 * first decision, a refused move naming its rule, what one seat may see,
 * a simulation, and the hand's breakdown scored by the game's scorer. */
static void
test_prisoner (void)
{
  g_autofree char *state = NULL, *legal = NULL, *next = NULL, *view = NULL;
  g_autofree char *bad = NULL, *sim = NULL, *score = NULL;
  g_autofree char *err = NULL, *err2 = NULL, *err3 = NULL, *err4 = NULL, *err5 = NULL;
  g_autofree char *err6 = NULL, *err7 = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  state = run_cli (&status, &err, NULL, "new", "prisoner", "--players", "3", "--seed", "5",
                   "--option", "movement", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (state, "\"game\" : \"prisoner\""));
  g_assert_nonnull (strstr (state, "\"phase\" : \"place\""));

  /* Seat 0 first lays the Village card it turned up. */
  legal = run_cli (&status, &err2, state, "legal", "--state", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strchomp (legal), "\n", -1);
  g_assert_cmpstr (lines[0], ==, "seat 0 to move:");
  g_assert_true (g_str_has_prefix (lines[1], "place:"));

  bad = run_cli (&status, &err3, state, "apply", "--state", "-", "--move", "stay", NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err3, "village-placement"));

  next = run_cli (&status, &err4, state, "apply", "--state", "-", "--move", lines[1], NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (next, lines[1]));

  /* Seat 1 sees its own cards, not the piles' order or seat 0's hand. */
  view = run_cli (&status, &err5, next, "legal", "--state", "-", "--observe", "1", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (view, "\"observer\" : 1"));
  g_assert_null (strstr (view, "\"draw\" :"));
  g_assert_null (strstr (view, "\"village\" :"));
  g_assert_null (strstr (view, "\"rng\""));

  sim = run_cli (&status, &err6, NULL, "simulate", "prisoner", "--players", "4", "--games", "20",
                 "--seed", "2", "--agents", "heuristic,random", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (sim, "\"games\" : 20"));

  /* Number 6 (Ben) escapes; Number 2 (Ann) still holds a Plot. */
  score = run_cli (&status, &err7,
                   "{\"players\": [\"Ann\", \"Ben\", \"Cai\"],"
                   " \"outcome\": {\"number_two\": 0, \"number_six\": 1, \"result\": \"escape\","
                   " \"escapee\": 1},"
                   " \"entries\": [{\"plots_held\": 1}, {}, {\"escapes_held\": 2}]}",
                   "score", "prisoner", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (score, "\"points\" : -3"));
  g_assert_nonnull (strstr (score, "\"points\" : 2"));
  g_assert_nonnull (strstr (score, "\"points\" : -2"));
}

/* An empty state, from a file or standard input, is refused with a
 * message, not a crash. */
static void
test_empty_state (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *out2 = NULL;
  g_autofree char *err2 = NULL;
  int status;

  out = run_cli (&status, &err, "", "legal", "--state", "-", NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "standard input: the state is empty"));

  out2 = run_cli (&status, &err2, "", "apply", "--state", "-", "--move", "draw", NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err2, "standard input: the state is empty"));
}

/* A state that is not one, or whose kind is not a game's, is refused
 * with the input named and what is wrong with it. */
static void
test_bad_state (void)
{
  const struct {
    const char *input;
    const char *message;
  } cases[] = {
    /* json-glib reads the 1 and leaves the rest. */
    { "1{}", "standard input: a saved game must be a JSON object" },
    { "{\"version\": 1, \"kind\": \"observation\", \"game\": \"freeo\", "
      "\"players\": 2, \"seed\": 1, \"observer\": 0, \"state\": {}}",
      "standard input: field “kind”: one seat's observation cannot be restored" },
    { "{\"version\": 1, \"kind\": 7, \"game\": \"freeo\", \"players\": 2, "
      "\"seed\": 1, \"moves\": []}",
      "standard input: field “kind”: “game” or “state” is required" },
    { "{\"version\": 1, \"kind\": \"state\", \"game\": \"freeo\", \"players\": 2, "
      "\"seed\": 1, \"moves\": []}",
      "standard input: field “state”: a saved state (“kind”: “state”) needs it" },
    /* json-glib cut the game's id short at the NUL, to one that is not. */
    { "{\"version\": 1, \"kind\": \"game\", \"game\": \"freeo\\u0000x\", \"players\": 2, "
      "\"seed\": 1, \"moves\": []}",
      "standard input: <data>:1:46: Parse error: a \\u0000 escape (a NUL character) "
      "cannot be kept in a string" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status;

      out = run_cli (&status, &err, cases[i].input, "legal", "--state", "-", NULL);
      g_test_message ("%s -> %s", cases[i].input, err);
      g_assert_cmpint (status, ==, 1);
      g_assert_nonnull (strstr (err, cases[i].message));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/play/new-legal-apply", test_new_legal_apply);
  g_test_add_func ("/cli/play/illegal-move", test_illegal_move);
  g_test_add_func ("/cli/play/simulate", test_simulate);
  g_test_add_func ("/cli/play/empty-state", test_empty_state);
  g_test_add_func ("/cli/play/bad-state", test_bad_state);
  g_test_add_func ("/cli/play/prisoner", test_prisoner);

  return g_test_run ();
}
