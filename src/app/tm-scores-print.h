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
void               tm_scores_print_pdf_async     (TmLedger            *ledger,
                                                  const char          *game_name,
                                                  GFile               *file,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean           tm_scores_print_pdf_finish    (GAsyncResult        *result,
                                                  GError             **error);

G_END_DECLS
