/* tm-scores-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-scores-row.h"

/* A row of the score sheet: a first column of fixed width (the hand and
 * its dealer, a round, "Total"), then one cell per side, all of the same
 * width, so that a sheet for six fits a phone and every row's cells line
 * up under the names whatever they hold.  A cell is a number with a small
 * caption beneath (a running total, "Winner"), shortened with an ellipsis
 * when there is no room.
 *
 * The row draws its texts itself, with a Pango layout each, in the
 * widget's font and colour and the looks of libadwaita's style classes
 * (TmScoresStyle; the accent, error and warning colours come from the
 * sheet).  The sheet's list view keeps some two hundred rows ready around
 * the ones on screen and measures them all at every layout: a row of
 * labels would be twenty widgets to style, shape and measure, where this
 * is one, of a height worked out from the font alone, whose texts are
 * shaped only when the row is drawn.  Screen readers read the row's label,
 * which the sheet sets. */

#define FIRST_WIDTH 80
#define FIRST_WIDTH_COMPACT 56
#define DIM_OPACITY 0.55       /* libadwaita's .dim-label */
#define CAPTION_SCALE 0.82     /* .caption */
#define LARGE_SCALE 1.18       /* .title-4 */

typedef struct
{
  char          *text;
  char          *caption;
  char          *tooltip;
  TmScoresStyle  style;
  TmScoresStyle  caption_style;
  PangoLayout   *layout;           /* made when first drawn */
  PangoLayout   *caption_layout;
} Cell;

struct _TmScoresRow
{
  GtkWidget      parent_instance;

  Cell           first;
  GArray        *cells;            /* of Cell */
  const GdkRGBA *palette;          /* TM_SCORES_N_COLORS, the sheet's */
  char          *tooltip;
  gboolean       compact;

  /* Line heights in the widget's font, or 0 until measured */
  PangoFontDescription *font;
  int            line;
  int            large_line;
  int            caption_line;
  int            digit;
};

G_DEFINE_FINAL_TYPE (TmScoresRow, tm_scores_row, GTK_TYPE_WIDGET)

static void
cell_clear_layouts (Cell *cell)
{
  g_clear_object (&cell->layout);
  g_clear_object (&cell->caption_layout);
}

static void
cell_clear (gpointer data)
{
  Cell *cell = data;

  g_clear_pointer (&cell->text, g_free);
  g_clear_pointer (&cell->caption, g_free);
  g_clear_pointer (&cell->tooltip, g_free);
  cell_clear_layouts (cell);
}

static Cell *
get_cell (TmScoresRow *self,
          guint        i)
{
  return &g_array_index (self->cells, Cell, i);
}

static PangoAttrList *
attributes_for (TmScoresStyle style,
                gboolean      caption)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  /* Figures of one width, as the "numeric" style class */
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  if (style & (TM_SCORES_STYLE_BOLD | TM_SCORES_STYLE_LARGE))
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  if (style & TM_SCORES_STYLE_LARGE)
    pango_attr_list_insert (attrs, pango_attr_scale_new (LARGE_SCALE));
  if (caption)
    pango_attr_list_insert (attrs, pango_attr_scale_new (CAPTION_SCALE));
  return attrs;
}

static PangoLayout *
layout_new (TmScoresRow   *self,
            const char    *text,
            TmScoresStyle  style,
            gboolean       caption)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  g_autoptr(PangoAttrList) attrs = attributes_for (style, caption);

  pango_layout_set_attributes (layout, attrs);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_single_paragraph_mode (layout, TRUE);
  return layout;
}

/* The heights of a line of each kind: the same for every row in a font,
 * so they are worked out once per font. */
static void
ensure_metrics (TmScoresRow *self)
{
  static PangoFontDescription *cached_font;
  static int cached[4];
  const PangoFontDescription *font;
  int *out[4] = { &self->line, &self->large_line, &self->caption_line, &self->digit };

  if (self->line > 0)
    return;

  font = pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  if (cached_font == NULL || !pango_font_description_equal (cached_font, font))
    {
      g_autoptr(PangoLayout) normal = layout_new (self, "0", TM_SCORES_STYLE_NORMAL, FALSE);
      g_autoptr(PangoLayout) large = layout_new (self, "0", TM_SCORES_STYLE_LARGE, FALSE);
      g_autoptr(PangoLayout) caption = layout_new (self, "0", TM_SCORES_STYLE_NORMAL, TRUE);

      pango_layout_get_pixel_size (normal, &cached[3], &cached[0]);
      pango_layout_get_pixel_size (large, NULL, &cached[1]);
      pango_layout_get_pixel_size (caption, NULL, &cached[2]);
      g_clear_pointer (&cached_font, pango_font_description_free);
      cached_font = pango_font_description_copy (font);
    }

  for (guint i = 0; i < G_N_ELEMENTS (out); i++)
    *out[i] = MAX (cached[i], 1);
}

static int
first_width (TmScoresRow *self)
{
  return self->compact ? FIRST_WIDTH_COMPACT : FIRST_WIDTH;
}

static int
spacing (TmScoresRow *self)
{
  return self->compact ? 2 : 6;
}

static int
cell_height (TmScoresRow *self,
             Cell        *cell)
{
  int height = (cell->style & TM_SCORES_STYLE_LARGE) ? self->large_line : self->line;

  if (cell->caption != NULL)
    height += self->caption_line;
  return height;
}

static void
tm_scores_row_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TmScoresRow *self = TM_SCORES_ROW (widget);
  guint n = self->cells->len;

  ensure_metrics (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Room for two figures a cell; names are shortened to fit. */
      *minimum = first_width (self) + n * (2 * self->digit + spacing (self));
      *natural = *minimum;
    }
  else
    {
      int height = cell_height (self, &self->first);

      for (guint i = 0; i < n; i++)
        height = MAX (height, cell_height (self, get_cell (self, i)));
      *minimum = *natural = height;
    }
}

static void
text_color (TmScoresRow   *self,
            TmScoresStyle  style,
            const GdkRGBA *fg,
            GdkRGBA       *color)
{
  *color = *fg;
  if (self->palette != NULL)
    {
      if (style & TM_SCORES_STYLE_ACCENT)
        *color = self->palette[TM_SCORES_COLOR_ACCENT];
      else if (style & TM_SCORES_STYLE_ERROR)
        *color = self->palette[TM_SCORES_COLOR_ERROR];
      else if (style & TM_SCORES_STYLE_WARNING)
        *color = self->palette[TM_SCORES_COLOR_WARNING];
    }
  if (style & TM_SCORES_STYLE_DIM)
    color->alpha *= DIM_OPACITY;
}

static void
draw_text (TmScoresRow    *self,
           GtkSnapshot    *snapshot,
           PangoLayout    *layout,
           TmScoresStyle   style,
           const GdkRGBA  *fg,
           double          x,
           double          y,
           double          width,
           PangoAlignment  alignment)
{
  GdkRGBA color;

  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_alignment (layout, alignment);
  text_color (self, style, fg, &color);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
}

static void
draw_cell (TmScoresRow    *self,
           GtkSnapshot    *snapshot,
           Cell           *cell,
           const GdkRGBA  *fg,
           double          x,
           double          width,
           PangoAlignment  alignment)
{
  int line = (cell->style & TM_SCORES_STYLE_LARGE) ? self->large_line : self->line;

  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) - x - width;
      if (alignment == PANGO_ALIGN_LEFT)
        alignment = PANGO_ALIGN_RIGHT;
    }

  if (cell->text != NULL)
    {
      if (cell->layout == NULL)
        cell->layout = layout_new (self, cell->text, cell->style, FALSE);
      draw_text (self, snapshot, cell->layout, cell->style, fg, x, 0, width, alignment);
    }
  if (cell->caption != NULL)
    {
      if (cell->caption_layout == NULL)
        cell->caption_layout = layout_new (self, cell->caption, cell->caption_style, TRUE);
      draw_text (self, snapshot, cell->caption_layout, cell->caption_style, fg, x, line, width,
                 alignment);
    }
}

/* Where each cell is: the first column, then equal shares of the rest */
static double
cell_width (TmScoresRow *self)
{
  int n = self->cells->len;
  int rest = gtk_widget_get_width (GTK_WIDGET (self)) - first_width (self) - spacing (self);

  return n > 0 ? MAX (rest - (n - 1) * spacing (self), 0) / (double) n : 0;
}

static double
cell_x (TmScoresRow *self,
        guint        i)
{
  return first_width (self) + spacing (self) + i * (cell_width (self) + spacing (self));
}

static void
tm_scores_row_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TmScoresRow *self = TM_SCORES_ROW (widget);
  GdkRGBA fg;

  ensure_metrics (self);
  gtk_widget_get_color (widget, &fg);

  draw_cell (self, snapshot, &self->first, &fg, 0, first_width (self), PANGO_ALIGN_LEFT);
  for (guint i = 0; i < self->cells->len; i++)
    draw_cell (self, snapshot, get_cell (self, i), &fg, cell_x (self, i), cell_width (self),
               PANGO_ALIGN_CENTER);
}

static gboolean
tm_scores_row_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard,
                             GtkTooltip *tooltip)
{
  TmScoresRow *self = TM_SCORES_ROW (widget);

  if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    x = gtk_widget_get_width (widget) - x;

  for (guint i = 0; !keyboard && i < self->cells->len; i++)
    {
      Cell *cell = get_cell (self, i);

      if (cell->tooltip != NULL && x >= cell_x (self, i) && x < cell_x (self, i) + cell_width (self))
        {
          gtk_tooltip_set_text (tooltip, cell->tooltip);
          return TRUE;
        }
    }

  if (self->tooltip == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, self->tooltip);
  return TRUE;
}

/* Another font: other line heights.  The layouts follow their context,
 * the widget's, by themselves. */
static void
tm_scores_row_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  TmScoresRow *self = TM_SCORES_ROW (widget);
  const PangoFontDescription *font;

  GTK_WIDGET_CLASS (tm_scores_row_parent_class)->css_changed (widget, change);

  font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  if (self->font == NULL || !pango_font_description_equal (self->font, font))
    {
      g_clear_pointer (&self->font, pango_font_description_free);
      self->font = pango_font_description_copy (font);
      self->line = 0;
      gtk_widget_queue_resize (widget);
    }
  gtk_widget_queue_draw (widget);
}

static void
tm_scores_row_direction_changed (GtkWidget        *widget,
                                 GtkTextDirection  previous)
{
  gtk_widget_queue_draw (widget);
}

static void
tm_scores_row_finalize (GObject *object)
{
  TmScoresRow *self = (TmScoresRow *)object;

  cell_clear (&self->first);
  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->tooltip, g_free);
  g_clear_pointer (&self->font, pango_font_description_free);

  G_OBJECT_CLASS (tm_scores_row_parent_class)->finalize (object);
}

static void
tm_scores_row_class_init (TmScoresRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tm_scores_row_finalize;

  widget_class->measure = tm_scores_row_measure;
  widget_class->snapshot = tm_scores_row_snapshot;
  widget_class->query_tooltip = tm_scores_row_query_tooltip;
  widget_class->css_changed = tm_scores_row_css_changed;
  widget_class->direction_changed = tm_scores_row_direction_changed;

  gtk_widget_class_set_css_name (widget_class, "scoresrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_scores_row_init (TmScoresRow *self)
{
  self->cells = g_array_new (FALSE, TRUE, sizeof (Cell));
  g_array_set_clear_func (self->cells, cell_clear);
  self->first.style = TM_SCORES_STYLE_BOLD;
  /* Tooltips are the row's own (tm_scores_row_set_tooltip()): a widget's
   * tooltip text is more work to change, for rows that change often. */
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
}

/**
 * tm_scores_row_new:
 *
 * Creates an empty row.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
tm_scores_row_new (void)
{
  return g_object_new (TM_TYPE_SCORES_ROW, NULL);
}

/**
 * tm_scores_row_set_palette:
 * @self: a #TmScoresRow
 * @palette: (array fixed-size=3) (nullable): the accent, error and
 *   warning colours, kept by the caller for the row's life
 *
 * Gives the row the colours of the style classes it draws after.
 */
void
tm_scores_row_set_palette (TmScoresRow   *self,
                           const GdkRGBA *palette)
{
  g_return_if_fail (TM_IS_SCORES_ROW (self));

  self->palette = palette;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tm_scores_row_set_compact:
 * @self: a #TmScoresRow
 * @compact: whether to save room
 *
 * Lays the row out with less space around its cells.
 */
void
tm_scores_row_set_compact (TmScoresRow *self,
                           gboolean     compact)
{
  g_return_if_fail (TM_IS_SCORES_ROW (self));

  if (self->compact == !!compact)
    return;

  self->compact = !!compact;
  gtk_widget_set_margin_start (GTK_WIDGET (self), compact ? 6 : 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), compact ? 6 : 12);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * tm_scores_row_get_n_cells:
 * @self: a #TmScoresRow
 *
 * Gets the number of cells after the first column.
 *
 * Returns: the cells
 */
guint
tm_scores_row_get_n_cells (TmScoresRow *self)
{
  g_return_val_if_fail (TM_IS_SCORES_ROW (self), 0);
  return self->cells->len;
}

/**
 * tm_scores_row_set_n_cells:
 * @self: a #TmScoresRow
 * @n_cells: the number of sides
 *
 * Gives the row a cell per side.
 */
void
tm_scores_row_set_n_cells (TmScoresRow *self,
                           guint        n_cells)
{
  g_return_if_fail (TM_IS_SCORES_ROW (self));

  if (self->cells->len == n_cells)
    return;

  g_array_set_size (self->cells, n_cells);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Sets a text, keeping its layout when it does not change. */
static gboolean
set_text (char        **field,
          PangoLayout  *layout,
          const char   *text)
{
  if (g_strcmp0 (*field, text) == 0)
    return FALSE;

  g_free (*field);
  *field = g_strdup (text);
  if (layout != NULL && text != NULL)
    pango_layout_set_text (layout, text, -1);
  return TRUE;
}

static void
set_cell (TmScoresRow   *self,
          Cell          *cell,
          const char    *text,
          const char    *caption,
          TmScoresStyle  style,
          TmScoresStyle  caption_style)
{
  gboolean had_caption = cell->caption != NULL;
  gboolean was_large = (cell->style & TM_SCORES_STYLE_LARGE) != 0;
  gboolean changed = FALSE;

  if (cell->style != style)
    {
      g_clear_object (&cell->layout);
      cell->style = style;
      changed = TRUE;
    }
  if (cell->caption_style != caption_style)
    {
      g_clear_object (&cell->caption_layout);
      cell->caption_style = caption_style;
      changed = TRUE;
    }
  changed |= set_text (&cell->text, cell->layout, text);
  changed |= set_text (&cell->caption, cell->caption_layout, caption);
  if (!changed)
    return;

  /* A line more or less, or a larger one, changes the row's height. */
  if (had_caption != (caption != NULL) || was_large != ((style & TM_SCORES_STYLE_LARGE) != 0))
    gtk_widget_queue_resize (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tm_scores_row_set_first:
 * @self: a #TmScoresRow
 * @text: the first column's heading
 * @caption: (nullable): a line beneath it
 * @caption_style: how the line looks, besides faint and small
 *
 * Sets the first column: a hand's number and its dealer, for example.
 */
void
tm_scores_row_set_first (TmScoresRow   *self,
                         const char    *text,
                         const char    *caption,
                         TmScoresStyle  caption_style)
{
  g_return_if_fail (TM_IS_SCORES_ROW (self));

  set_cell (self, &self->first, text, caption, TM_SCORES_STYLE_BOLD,
            caption_style | TM_SCORES_STYLE_DIM);
}

/**
 * tm_scores_row_set_cell:
 * @self: a #TmScoresRow
 * @cell: the side's cell
 * @text: the number, or a sign such as "–"
 * @caption: (nullable): a line beneath it, faint and small, such as the
 *   running total
 * @style: how the number looks
 *
 * Sets a side's cell.
 */
void
tm_scores_row_set_cell (TmScoresRow   *self,
                        guint          cell,
                        const char    *text,
                        const char    *caption,
                        TmScoresStyle  style)
{
  g_return_if_fail (TM_IS_SCORES_ROW (self));
  g_return_if_fail (cell < self->cells->len);

  set_cell (self, get_cell (self, cell), text, caption, style, TM_SCORES_STYLE_DIM);
}

/**
 * tm_scores_row_set_cell_tooltip:
 * @self: a #TmScoresRow
 * @cell: a side's cell
 * @tooltip: (nullable): what the cell's tooltip says, such as a name
 *   the cell had to shorten
 *
 * Gives a cell a tooltip of its own; elsewhere the row's shows.
 */
void
tm_scores_row_set_cell_tooltip (TmScoresRow *self,
                                guint        cell,
                                const char  *tooltip)
{
  g_return_if_fail (TM_IS_SCORES_ROW (self));
  g_return_if_fail (cell < self->cells->len);

  g_free (get_cell (self, cell)->tooltip);
  get_cell (self, cell)->tooltip = g_strdup (tooltip);
}

/**
 * tm_scores_row_set_tooltip:
 * @self: a #TmScoresRow
 * @tooltip: (nullable): what the row's tooltip says
 *
 * Gives the row a tooltip, shown wherever its cells have none.
 */
void
tm_scores_row_set_tooltip (TmScoresRow *self,
                           const char  *tooltip)
{
  g_return_if_fail (TM_IS_SCORES_ROW (self));

  if (g_strcmp0 (self->tooltip, tooltip) == 0)
    return;

  g_free (self->tooltip);
  self->tooltip = g_strdup (tooltip);
}

/**
 * tm_scores_row_get_cell_text:
 * @self: a #TmScoresRow
 * @cell: a side's cell
 *
 * Gets the number a side's cell shows.
 *
 * Returns: (nullable): the text
 */
const char *
tm_scores_row_get_cell_text (TmScoresRow *self,
                             guint        cell)
{
  g_return_val_if_fail (TM_IS_SCORES_ROW (self), NULL);
  g_return_val_if_fail (cell < self->cells->len, NULL);

  return get_cell (self, cell)->text;
}
