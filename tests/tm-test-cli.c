/* tm-test-cli.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-test-cli.h"

/**
 * tm_test_run_cli:
 * @data_home: (nullable): the XDG_DATA_HOME the tool runs with, or %NULL for
 *   the test's own
 * @input: (nullable): text for the tool's standard input
 * @status: (out): the exit status
 * @err: (out): what the tool wrote to standard error
 * @first_arg: the first argument, then more, ending with %NULL
 *
 * Runs the tablemate-cli named by the TABLEMATE_CLI environment variable
 * (tests/meson.build sets it) and collects its output.
 *
 * Returns: (transfer full): what the tool wrote to standard output
 */
char *
tm_test_run_cli (const char  *data_home,
                 const char  *input,
                 int         *status,
                 char       **err,
                 const char  *first_arg,
                 ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  const char *arg;
  va_list args;

  g_assert_nonnull (g_getenv ("TABLEMATE_CLI"));

  g_ptr_array_add (argv, (char *) g_getenv ("TABLEMATE_CLI"));
  va_start (args, first_arg);
  for (arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (data_home != NULL)
    g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, err, &error);
  g_assert_no_error (error);
  *status = g_subprocess_get_exit_status (process);

  return out;
}
