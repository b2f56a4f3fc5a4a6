/* tm-scores-row.h: one row of a score sheet, laid out in its columns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_SCORES_ROW (tm_scores_row_get_type ())

G_DECLARE_FINAL_TYPE (TmScoresRow, tm_scores_row, TM, SCORES_ROW, GtkWidget)

GtkWidget  *tm_scores_row_new           (void);
void        tm_scores_row_set_compact   (TmScoresRow        *self,
                                         gboolean            compact);
guint       tm_scores_row_get_n_cells   (TmScoresRow        *self);
void        tm_scores_row_set_n_cells   (TmScoresRow        *self,
                                         guint               n_cells);
void        tm_scores_row_set_first     (TmScoresRow        *self,
                                         const char         *text,
                                         const char         *caption,
                                         const char         *caption_class);
void        tm_scores_row_set_cell      (TmScoresRow        *self,
                                         guint               cell,
                                         const char         *text,
                                         const char         *caption,
                                         const char * const *classes);
GtkWidget  *tm_scores_row_get_cell      (TmScoresRow        *self,
                                         guint               cell);
const char *tm_scores_row_get_cell_text (TmScoresRow        *self,
                                         guint               cell);

G_END_DECLS
