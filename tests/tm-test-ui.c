/* tm-test-ui.c: what the tests of the app's views share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-play-view.h"
#include "tm-screenshot.h"
#include "tm-test-ui.h"

/* Starts a test of the app: the files it saves go to a fresh folder made
 * from @tmp_template (returned in @data_home, to free) before anything
 * reads where they go; then GTK, libadwaita and the engine, and the real
 * application object, registered, so that start-up runs as it does for
 * people. */
TmApplication *
tm_test_ui_start (int          *argc,
                  char       ***argv,
                  const char   *tmp_template,
                  char        **data_home)
{
  g_autoptr(GError) error = NULL;
  TmApplication *app;

  *data_home = g_dir_make_tmp (tmp_template, &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", *data_home, TRUE);

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  tm_init ();

  app = tm_application_new (APPLICATION_ID, G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  return app;
}

/* Runs the main loop for @ms milliseconds. */
void
tm_test_ui_wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Runs the main loop until @condition holds, for at most a minute (a
 * fixed wait is too short on a loaded machine); returns whether it holds.
 * The caller asserts what it waited for, so that a failure says what. */
gboolean
tm_test_ui_wait_for (TmTestUiCondition condition,
                     gpointer          data)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!condition (data) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);   /* nothing ready: leave the processor to the others */
  return condition (data);
}

/* Runs the main loop until @widget is on screen and laid out. */
void
tm_test_ui_wait_until_mapped (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!gtk_widget_get_mapped (widget) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_assert_true (gtk_widget_get_mapped (widget));
  tm_test_ui_wait_ms (400);   /* the first layout, icons, breakpoints */
}

/* The first widget of @type in @widget's tree, depth first. */
GtkWidget *
tm_test_ui_find (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tm_test_ui_find (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* How many widgets @widget's tree holds, @widget included. */
guint
tm_test_ui_count (GtkWidget *widget)
{
  guint n = 1;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += tm_test_ui_count (child);
  return n;
}

/* Adds every widget of @type in @widget's tree to @out, in order. */
void
tm_test_ui_collect (GtkWidget *widget,
                    GType      type,
                    GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tm_test_ui_collect (child, type, out);
}

/* Saves a picture of @window as NAME.png in the build directory's
 * screenshots folder. */
void
tm_test_ui_shoot (GtkWidget  *window,
                  const char *name)
{
  const char *root = g_getenv ("MESON_BUILD_ROOT");
  g_autofree char *dir = g_build_filename (root ? root : ".", "screenshots", NULL);
  g_autofree char *file = g_strdup_printf ("%s.png", name);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr(GError) error = NULL;
  gboolean saved = FALSE;

  g_mkdir_with_parents (dir, 0755);
  tm_test_ui_wait_ms (350);   /* let transitions finish */
  for (guint attempt = 0; attempt < 50 && !saved; attempt++)
    {
      g_clear_error (&error);
      if (!(saved = tm_screenshot_save (window, path, &error)))
        tm_test_ui_wait_ms (100);
    }
  g_assert_no_error (error);
  g_test_message ("wrote %s", path);
}

/* Whether a line of the Play section's log says @text. */
gboolean
tm_test_ui_log_contains (TmPlayView *view,
                         const char *text)
{
  GListModel *log = tm_play_view_get_log (view);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (log, i);

      if (strstr (gtk_string_object_get_string (item), text) != NULL)
        return TRUE;
    }
  return FALSE;
}
