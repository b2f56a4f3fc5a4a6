/* tm-scores-export.h: printing and exporting a score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablemate.h"

G_BEGIN_DECLS

/* The files "Export…" writes; the order of the file dialog's tables. */
typedef enum
{
  TM_SCORES_EXPORT_CSV,
  TM_SCORES_EXPORT_PDF,
  TM_SCORES_EXPORT_BGSTATS,
} TmScoresExport;

GtkFileDialog     *tm_scores_export_dialog_new          (TmLedger             *ledger,
                                                         TmCatalogue          *catalogue,
                                                         TmScoresExport        kind);
GtkPrintOperation *tm_scores_export_print_operation_new (TmLedger             *ledger,
                                                         TmCatalogue          *catalogue,
                                                         GError              **error);
gboolean           tm_scores_export_pdf                 (TmLedger             *ledger,
                                                         TmCatalogue          *catalogue,
                                                         GFile                *file,
                                                         GError              **error);
void               tm_scores_export_file_async          (TmLedger             *ledger,
                                                         TmCatalogue          *catalogue,
                                                         TmScoresExport        kind,
                                                         GFile                *file,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean           tm_scores_export_file_finish         (GAsyncResult         *result,
                                                         GError              **error);

G_END_DECLS
