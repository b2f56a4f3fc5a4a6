/* tm-spin-row.h: a number row that screen readers can reach
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWidget *tm_spin_row_new (double min,
                            double max,
                            double step);

G_END_DECLS
