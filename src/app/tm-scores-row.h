/* tm-scores-row.h: one row of a score sheet, laid out in its columns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TM_TYPE_SCORES_ROW (tm_scores_row_get_type ())

G_DECLARE_FINAL_TYPE (TmScoresRow, tm_scores_row, TM, SCORES_ROW, GtkWidget)

/**
 * TmScoresStyle:
 * @TM_SCORES_STYLE_NORMAL: the text as it is
 * @TM_SCORES_STYLE_BOLD: bold, as the "heading" style class
 * @TM_SCORES_STYLE_LARGE: larger and bold, as "title-4"
 * @TM_SCORES_STYLE_DIM: faint, as "dim-label"
 * @TM_SCORES_STYLE_ACCENT: in the accent colour
 * @TM_SCORES_STYLE_ERROR: in the error colour
 * @TM_SCORES_STYLE_WARNING: in the warning colour
 *
 * How a text in a row looks, after libadwaita's style classes.
 */
typedef enum
{
  TM_SCORES_STYLE_NORMAL  = 0,
  TM_SCORES_STYLE_BOLD    = 1 << 0,
  TM_SCORES_STYLE_LARGE   = 1 << 1,
  TM_SCORES_STYLE_DIM     = 1 << 2,
  TM_SCORES_STYLE_ACCENT  = 1 << 3,
  TM_SCORES_STYLE_ERROR   = 1 << 4,
  TM_SCORES_STYLE_WARNING = 1 << 5,
} TmScoresStyle;

/**
 * TmScoresColor:
 * @TM_SCORES_COLOR_ACCENT: the accent colour
 * @TM_SCORES_COLOR_ERROR: the error colour
 * @TM_SCORES_COLOR_WARNING: the warning colour
 * @TM_SCORES_N_COLORS: how many there are
 *
 * The colours a row takes from its sheet (tm_scores_row_set_palette()).
 */
typedef enum
{
  TM_SCORES_COLOR_ACCENT,
  TM_SCORES_COLOR_ERROR,
  TM_SCORES_COLOR_WARNING,
  TM_SCORES_N_COLORS
} TmScoresColor;

GtkWidget  *tm_scores_row_new              (void);
void        tm_scores_row_set_palette      (TmScoresRow   *self,
                                            const GdkRGBA *palette);
void        tm_scores_row_set_compact      (TmScoresRow   *self,
                                            gboolean       compact);
guint       tm_scores_row_get_n_cells      (TmScoresRow   *self);
void        tm_scores_row_set_n_cells      (TmScoresRow   *self,
                                            guint          n_cells);
void        tm_scores_row_set_first        (TmScoresRow   *self,
                                            const char    *text,
                                            const char    *caption,
                                            TmScoresStyle  caption_style);
void        tm_scores_row_set_cell         (TmScoresRow   *self,
                                            guint          cell,
                                            const char    *text,
                                            const char    *caption,
                                            TmScoresStyle  style);
void        tm_scores_row_set_tooltip      (TmScoresRow   *self,
                                            const char    *tooltip);
void        tm_scores_row_set_cell_tooltip (TmScoresRow   *self,
                                            guint          cell,
                                            const char    *tooltip);
const char *tm_scores_row_get_cell_text    (TmScoresRow   *self,
                                            guint          cell);

G_END_DECLS
