/* tm-captured-mirror.h: Captured's ring at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

GtkWidget *tm_captured_mirror_new (TmCatalogue    *catalogue,
                                   TmTableSession *session);

G_END_DECLS
