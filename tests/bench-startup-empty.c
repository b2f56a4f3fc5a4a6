/* bench-startup-empty.c: the reference for the start-up benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An empty AdwApplicationWindow, started the way Tablemate starts: an
 * AdwApplication that may open files, registered on the session bus, whose
 * activate presents a window of Tablemate's default size.  The start-up
 * benchmark (tests/bench-startup.py) times this against the app.
 */

#include <adwaita.h>

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  gtk_window_set_title (GTK_WINDOW (window), "Empty");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
}

static void
open_cb (GApplication  *app,
         GFile        **files,
         int            n_files,
         const char    *hint)
{
  activate_cb (app);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  app = adw_application_new ("io.github.tablemate.StartupReference",
                             G_APPLICATION_HANDLES_OPEN);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  g_signal_connect (app, "open", G_CALLBACK (open_cb), NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
