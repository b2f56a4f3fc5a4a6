/* tm-spin-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-spin-row.h"

/**
 * tm_spin_row_new:
 * @min: the lowest value
 * @max: the highest value
 * @step: the step of the arrows
 *
 * Creates an #AdwSpinRow of whole numbers, from @min, that screen readers
 * reach: with its own role (a text box that delegates its text) the row
 * and its spin button were left out of the accessibility tree, so the row
 * is a group, named by its title, holding the spin button (also named by
 * it).  Rows in templates set `accessible-role` to `group` for the same
 * reason.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
tm_spin_row_new (double min,
                 double max,
                 double step)
{
  GtkWidget *row;

  g_return_val_if_fail (min <= max, NULL);
  g_return_val_if_fail (step > 0, NULL);

  row = g_object_new (ADW_TYPE_SPIN_ROW,
                      "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                      NULL);
  adw_spin_row_configure (ADW_SPIN_ROW (row),
                          gtk_adjustment_new (min, min, max, step, 10 * step, 0),
                          step, 0);
  adw_spin_row_set_numeric (ADW_SPIN_ROW (row), TRUE);
  return row;
}
