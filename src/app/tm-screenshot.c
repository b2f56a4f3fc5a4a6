/* tm-screenshot.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-screenshot.h"

/* Renders a widget the way it is on screen into a PNG, with the widget's own
 * renderer.  Used by `tablemate --screenshot` and by the UI tests, so that a
 * picture needs no screen-grabbing tool and works on a virtual display.
 */

#define SETTLE_MS 600

/**
 * tm_screenshot_save:
 * @widget: a mapped widget
 * @path: where to write the PNG
 * @error: return location for a #GError
 *
 * Renders @widget as it is now and writes it to @path as a PNG.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_screenshot_save (GtkWidget   *widget,
                    const char  *path,
                    GError     **error)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  int width, height;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!gtk_widget_get_mapped (widget))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The window is not on screen, so it cannot be pictured"));
      return FALSE;
    }

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The window drew nothing"));
      return FALSE;
    }

  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not write the picture to %s"), path);
      return FALSE;
    }

  return TRUE;
}

static gboolean
settled_cb (gpointer data)
{
  GTask *task = data;
  GtkWidget *widget = g_task_get_source_object (task);
  const char *path = g_task_get_task_data (task);
  GError *error = NULL;

  if (tm_screenshot_save (widget, path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);

  return G_SOURCE_REMOVE;
}

static void
widget_mapped_cb (GtkWidget *widget,
                  GTask     *task)
{
  g_signal_handlers_disconnect_by_func (widget, widget_mapped_cb, task);
  g_timeout_add_full (G_PRIORITY_DEFAULT, SETTLE_MS, settled_cb, task, g_object_unref);
}

/**
 * tm_screenshot_save_async:
 * @widget: a widget about to be shown
 * @path: where to write the PNG
 * @callback: called when the picture is written
 * @user_data: data for @callback
 *
 * Waits until @widget is on screen and has settled (animations and the
 * first layout), then writes it to @path as a PNG.
 */
void
tm_screenshot_save_async (GtkWidget           *widget,
                          const char          *path,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (path != NULL);

  task = g_task_new (widget, NULL, callback, user_data);
  g_task_set_source_tag (task, tm_screenshot_save_async);
  g_task_set_task_data (task, g_strdup (path), g_free);

  if (gtk_widget_get_mapped (widget))
    widget_mapped_cb (widget, task);
  else
    g_signal_connect (widget, "map", G_CALLBACK (widget_mapped_cb), task);
}

/**
 * tm_screenshot_save_finish:
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_screenshot_save_async().
 *
 * Returns: %TRUE if the picture was written
 */
gboolean
tm_screenshot_save_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tm_screenshot_save_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
