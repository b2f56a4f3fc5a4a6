/* tm-file-write.h: writing a file the app keeps or exports, whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

gboolean tm_file_write (GFile         *file,
                        GBytes        *bytes,
                        GCancellable  *cancellable,
                        GError       **error);

G_END_DECLS
