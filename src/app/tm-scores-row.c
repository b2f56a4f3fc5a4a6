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
 * The sheet's list view reuses a few of these rows for every hand it
 * shows, so everything can be set again: the texts, the captions (hidden
 * when there are none) and the number's style classes. */

#define FIRST_WIDTH 80
#define FIRST_WIDTH_COMPACT 56

struct _TmScoresRow
{
  GtkWidget  parent_instance;

  GtkWidget *first;
  GtkWidget *grid;
  GPtrArray *cells;      /* GtkBox of two labels, per side */
  gboolean   compact;
};

G_DEFINE_FINAL_TYPE (TmScoresRow, tm_scores_row, GTK_TYPE_WIDGET)

static const char * const number_classes[] = { "numeric", NULL };
static const char * const caption_classes[] = { "caption", "numeric", "dim-label", NULL };

static GtkWidget *
label_new (const char * const *classes)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 2);
  gtk_widget_set_css_classes (label, (const char **) classes);
  return label;
}

/* A number above its caption */
static GtkWidget *
cell_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *caption = label_new (caption_classes);

  gtk_box_append (GTK_BOX (box), label_new (number_classes));
  gtk_widget_set_visible (caption, FALSE);
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

static void
set_label (GtkWidget  *label,
           const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text ? text : "");
  gtk_widget_set_visible (label, text != NULL);
}

static void
update_spacing (TmScoresRow *self)
{
  int spacing = self->compact ? 2 : 6;

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              spacing);
  gtk_box_set_spacing (GTK_BOX (self->grid), spacing);
  gtk_widget_set_margin_start (GTK_WIDGET (self), self->compact ? 6 : 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), self->compact ? 6 : 12);
  /* A fixed first column keeps every row's cells under the names. */
  gtk_widget_set_size_request (self->first, self->compact ? FIRST_WIDTH_COMPACT : FIRST_WIDTH, -1);
}

static void
tm_scores_row_dispose (GObject *object)
{
  TmScoresRow *self = (TmScoresRow *)object;

  g_clear_pointer (&self->first, gtk_widget_unparent);
  g_clear_pointer (&self->grid, gtk_widget_unparent);
  g_clear_pointer (&self->cells, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_scores_row_parent_class)->dispose (object);
}

static void
tm_scores_row_class_init (TmScoresRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_scores_row_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scoresrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_scores_row_init (TmScoresRow *self)
{
  self->cells = g_ptr_array_new ();

  self->first = cell_new ();
  for (GtkWidget *label = gtk_widget_get_first_child (self->first); label;
       label = gtk_widget_get_next_sibling (label))
    {
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 1);
    }
  gtk_widget_add_css_class (gtk_widget_get_first_child (self->first), "heading");
  gtk_widget_set_parent (self->first, GTK_WIDGET (self));

  self->grid = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (self->grid), TRUE);
  gtk_widget_set_hexpand (self->grid, TRUE);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));

  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  update_spacing (self);
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
  update_spacing (self);
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

  while (self->cells->len < n_cells)
    {
      GtkWidget *cell = cell_new ();

      gtk_box_append (GTK_BOX (self->grid), cell);
      g_ptr_array_add (self->cells, cell);
    }
  while (self->cells->len > n_cells)
    {
      gtk_box_remove (GTK_BOX (self->grid), g_ptr_array_index (self->cells, self->cells->len - 1));
      g_ptr_array_set_size (self->cells, self->cells->len - 1);
    }
}

/**
 * tm_scores_row_set_first:
 * @self: a #TmScoresRow
 * @text: the first column's heading
 * @caption: (nullable): a line beneath it
 * @caption_class: (nullable): a style class for the line, such as
 *   "warning"
 *
 * Sets the first column: a hand's number and its dealer, for example.
 */
void
tm_scores_row_set_first (TmScoresRow *self,
                         const char  *text,
                         const char  *caption,
                         const char  *caption_class)
{
  GtkWidget *label, *small;

  g_return_if_fail (TM_IS_SCORES_ROW (self));

  label = gtk_widget_get_first_child (self->first);
  small = gtk_widget_get_last_child (self->first);
  gtk_label_set_text (GTK_LABEL (label), text);
  set_label (small, caption);
  if (caption_class != NULL)
    {
      const char *classes[] = { "caption", "numeric", caption_class, NULL };

      gtk_widget_set_css_classes (small, classes);
    }
  else
    gtk_widget_set_css_classes (small, (const char **) caption_classes);
}

/**
 * tm_scores_row_set_cell:
 * @self: a #TmScoresRow
 * @cell: the side's cell
 * @text: the number, or a sign such as "–"
 * @caption: (nullable): a line beneath it, such as the running total
 * @classes: (nullable) (array zero-terminated=1): style classes for the
 *   number besides "numeric", such as "heading" or "accent"
 *
 * Sets a side's cell.
 */
void
tm_scores_row_set_cell (TmScoresRow        *self,
                        guint               cell,
                        const char         *text,
                        const char         *caption,
                        const char * const *classes)
{
  const char *all[8] = { "numeric", NULL };
  GtkWidget *box, *label;
  guint n = 1;

  g_return_if_fail (TM_IS_SCORES_ROW (self));
  g_return_if_fail (cell < self->cells->len);

  box = g_ptr_array_index (self->cells, cell);
  label = gtk_widget_get_first_child (box);
  gtk_label_set_text (GTK_LABEL (label), text);
  for (guint i = 0; classes != NULL && classes[i] != NULL && n + 1 < G_N_ELEMENTS (all); i++)
    all[n++] = classes[i];
  all[n] = NULL;
  gtk_widget_set_css_classes (label, all);
  set_label (gtk_widget_get_last_child (box), caption);
}

/**
 * tm_scores_row_get_cell:
 * @self: a #TmScoresRow
 * @cell: a side's cell
 *
 * Gets a side's cell, for its tooltip.
 *
 * Returns: (transfer none): the cell
 */
GtkWidget *
tm_scores_row_get_cell (TmScoresRow *self,
                        guint        cell)
{
  g_return_val_if_fail (TM_IS_SCORES_ROW (self), NULL);
  g_return_val_if_fail (cell < self->cells->len, NULL);

  return g_ptr_array_index (self->cells, cell);
}

/**
 * tm_scores_row_get_cell_text:
 * @self: a #TmScoresRow
 * @cell: a side's cell
 *
 * Gets the number a side's cell shows.
 *
 * Returns: the text
 */
const char *
tm_scores_row_get_cell_text (TmScoresRow *self,
                             guint        cell)
{
  g_return_val_if_fail (TM_IS_SCORES_ROW (self), NULL);
  g_return_val_if_fail (cell < self->cells->len, NULL);

  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (g_ptr_array_index (self->cells,
                                                                                       cell))));
}
