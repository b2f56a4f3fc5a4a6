/* tm-screenshot.h: saving a picture of a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean tm_screenshot_save        (GtkWidget            *widget,
                                    const char           *path,
                                    GError              **error);
void     tm_screenshot_save_async  (GtkWidget            *widget,
                                    const char           *path,
                                    GAsyncReadyCallback   callback,
                                    gpointer              user_data);
gboolean tm_screenshot_save_finish (GAsyncResult         *result,
                                    GError              **error);

G_END_DECLS
