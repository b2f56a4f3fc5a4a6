/* tm-scores-print.h: a score sheet on paper or as a PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablemate.h"

G_BEGIN_DECLS

GtkPrintOperation *tm_scores_print_operation_new (TmLedger   *ledger,
                                                  const char *game_name);

G_END_DECLS
