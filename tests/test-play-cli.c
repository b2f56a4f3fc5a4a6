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

  g_free (out);
  g_free (err);
  out = run_cli (&status, &err, NULL, "simulate", "freeo", "--agents", "genius", NULL);
  g_assert_cmpint (status, !=, 0);
  g_assert_nonnull (strstr (err, "genius"));
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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/play/new-legal-apply", test_new_legal_apply);
  g_test_add_func ("/cli/play/illegal-move", test_illegal_move);
  g_test_add_func ("/cli/play/simulate", test_simulate);
  g_test_add_func ("/cli/play/empty-state", test_empty_state);

  return g_test_run ();
}
