/* test-ledger-crash.c: killing a process mid-save never breaks the file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child process saves a ledger over and over; the parent kills it with
 * SIGKILL at a random moment, then reads the file.  Every fourth time the
 * parent first waits for one whole save, so the file is sure to move on.  It must always load,
 * and hold exactly one whole version: each version writes its number in
 * the title and a note of a length derived from it, so a mix of two
 * versions would not match.  The numbers never go backwards.
 */

#include "config.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tablemate.h"

#define ROUNDS 200
#define NOTE_LENGTH(v) (((v) * 37) % 900)

static TmCatalogue *catalogue;

/* Reads the version a file holds, checking that it is whole. */
static guint
version_of (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmLedger) ledger = tm_ledger_load (catalogue, file, NULL, &error);
  const char *title;
  guint version;

  g_assert_no_error (error);
  title = tm_ledger_get_title (ledger);
  g_assert_true (g_str_has_prefix (title, "version "));
  version = (guint) g_ascii_strtoull (title + strlen ("version "), NULL, 10);
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  g_assert_cmpuint (strlen (tm_ledger_hand_get_note (tm_ledger_get_hand (ledger, 0))), ==,
                    NOTE_LENGTH (version));
  return version;
}

G_GNUC_NORETURN static void
save_forever (GFile *file,
              int    ready_fd)
{
  g_autoptr(TmLedger) ledger = tm_ledger_load (catalogue, file, NULL, NULL);
  guint version;

  if (ledger == NULL)
    _exit (2);

  signal (SIGPIPE, SIG_IGN);
  if (write (ready_fd, "r", 1) != 1)
    _exit (4);

  version = (guint) g_ascii_strtoull (tm_ledger_get_title (ledger) + strlen ("version "), NULL, 10);
  for (;;)
    {
      g_autofree char *title = g_strdup_printf ("version %u", ++version);
      g_autofree char *note = g_strnfill (NOTE_LENGTH (version), 'x');

      tm_ledger_set_title (ledger, title);
      tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, 0), note);
      if (!tm_ledger_save (ledger, NULL, NULL))
        _exit (3);

      /* Tell the parent one save is done, if it is listening. */
      if (ready_fd >= 0)
        {
          G_GNUC_UNUSED gssize ignored = write (ready_fd, "s", 1);

          close (ready_fd);
          ready_fd = -1;
        }
    }
}

static void
test_kill_mid_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tm-crash-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.json", NULL);
  g_autofree char *backup = g_build_filename (dir, "night.json.bak", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) backup_file = g_file_new_for_path (backup);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20250314);
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  guint last = 0, advanced = 0;

  ledger = tm_ledger_new (catalogue, "custom", (const char *[]) { "Ana", "Ben", NULL }, &error);
  g_assert_no_error (error);
  tm_ledger_set_title (ledger, "version 0");
  tm_ledger_add_hand (ledger);
  tm_ledger_set_file (ledger, file);
  g_assert_true (tm_ledger_save (ledger, NULL, &error));
  g_assert_no_error (error);

  for (guint round = 0; round < ROUNDS; round++)
    {
      int status = 0;
      int fds[2];
      char byte;
      guint now;
      pid_t pid;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          save_forever (file, fds[1]);
        }

      close (fds[1]);
      g_assert_cmpint (read (fds[0], &byte, 1), ==, 1);
      if (round % 4 == 0)
        g_assert_cmpint (read (fds[0], &byte, 1), ==, 1);
      close (fds[0]);
      g_usleep (g_rand_int_range (rand, 0, 4000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      /* The child died by the signal, not by a failed save. */
      g_assert_true (WIFSIGNALED (status));

      now = version_of (file);
      g_assert_cmpuint (now, >=, last);
      if (now > last)
        advanced++;
      last = now;

      if (g_file_test (backup, G_FILE_TEST_EXISTS))
        g_assert_cmpuint (version_of (backup_file), <=, now);
    }

  g_test_message ("%u kills, the file moved on in %u of them, last version %u",
                  ROUNDS, advanced, last);
  /* At least the children waited for did finish a save. */
  g_assert_cmpuint (advanced, >=, ROUNDS / 4);

  listing = g_dir_open (dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (listing)) != NULL; )
    {
      g_autofree char *leftover = g_build_filename (dir, name, NULL);

      g_unlink (leftover);
    }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  tm_init ();
  g_test_init (&argc, &argv, NULL);

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  /* Load the decks before forking, as the children use them. */
  g_assert_nonnull (tm_catalogue_get_deck (catalogue, "gitmo-basic", &error));

  g_test_add_func ("/engine/ledger/crash/kill-mid-save", test_kill_mid_save);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
