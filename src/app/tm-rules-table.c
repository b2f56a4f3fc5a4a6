/* tm-rules-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-rules-table.h"
#include "tm-rules-text.h"

/* A table block of the rules (`table` in rules.json) as a grid: a row of
 * column headings, then a row per table row, the columns lined up.  When
 * the columns do not fit side by side (a narrow window, or many columns of
 * long text), each row is laid out on its own instead: its first cell as
 * a title, then each other cell beside its column's heading.  Nothing
 * ever scrolls sideways.
 *
 * The widgets are the same in both layouts, and carry table semantics for
 * screen readers: the table (named by its caption) holds rows, each named
 * by what it says in full (“Players: 4, Cards each: 6, Draw pile: 65”),
 * holding column headings, row headings (the first column) and cells,
 * each cell named with its column's heading. */

#define COLUMN_SPACING 12
#define LINE_SPACING   4
#define NAME_SHARE     0.4   /* of a row, at most, for the headings in the narrow layout */
#define COMFORT_CHARS  14    /* a column narrower than this many characters wraps too much */

typedef struct
{
  int       width;             /* the rows' content width this is for */
  gboolean  compact;
  int      *columns;           /* the grid's column widths */
  int       names;             /* the narrow layout's heading width */
} Layout;

struct _TmRulesTable
{
  GtkWidget  parent_instance;

  guint      n_columns;
  GPtrArray *rows;             /* TmRulesTableRow; the first holds the headings */
  Layout     layout;
};

G_DEFINE_FINAL_TYPE (TmRulesTable, tm_rules_table, GTK_TYPE_WIDGET)

enum {
  ACTIVATE_LINK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const Layout *get_layout (TmRulesTable *self,
                                 int           width);

/* A row: its cells, and (but for the headings) the headings shown beside
 * them in the narrow layout. */

#define TM_TYPE_RULES_TABLE_ROW (tm_rules_table_row_get_type ())

G_DECLARE_FINAL_TYPE (TmRulesTableRow, tm_rules_table_row, TM, RULES_TABLE_ROW, GtkWidget)

struct _TmRulesTableRow
{
  GtkWidget  parent_instance;

  GPtrArray *cells;            /* GtkWidget */
  GPtrArray *names;            /* GtkLabel, NULL for the first column; empty for the headings */
};

G_DEFINE_FINAL_TYPE (TmRulesTableRow, tm_rules_table_row, GTK_TYPE_WIDGET)

static TmRulesTable *
row_table (TmRulesTableRow *self)
{
  return TM_RULES_TABLE (gtk_widget_get_parent (GTK_WIDGET (self)));
}

static int
height_for (GtkWidget *widget,
            int        width)
{
  int height;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, MAX (width, 0), &height, NULL, NULL, NULL);
  return height;
}

static void
place (GtkWidget *widget,
       int        x,
       int        y,
       int        width,
       int        height)
{
  gtk_widget_allocate (widget, MAX (width, 0), MAX (height, 0), -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
}

static gboolean
cell_is_empty (GtkWidget *cell)
{
  return *tm_rules_text_get_text (TM_RULES_TEXT (cell)) == '\0';
}

/* Lays the row out at @width, allocating its children if @allocate, and
 * returns its height. */
static int
layout_row (TmRulesTableRow *self,
            int              width,
            gboolean         allocate)
{
  const Layout *layout = get_layout (row_table (self), width);
  int height = 0;

  if (!layout->compact)
    {
      int x = 0;

      for (guint c = 0; c < self->cells->len; c++)
        height = MAX (height, height_for (g_ptr_array_index (self->cells, c), layout->columns[c]));

      for (guint c = 0; c < self->cells->len && allocate; c++)
        gtk_widget_set_child_visible (g_ptr_array_index (self->cells, c), TRUE);

      for (guint c = 0; c < self->cells->len && allocate; c++)
        {
          place (g_ptr_array_index (self->cells, c), x, 0, layout->columns[c], height);
          x += layout->columns[c] + COLUMN_SPACING;
        }
      for (guint c = 1; c < self->names->len && allocate; c++)
        gtk_widget_set_child_visible (g_ptr_array_index (self->names, c), FALSE);

      return height;
    }

  /* The narrow layout: the first cell as a title, then a line per other
   * cell, beside its heading; the headings' own row is not shown. */
  if (self->names->len == 0)
    return 0;

  {
    GtkWidget *title = g_ptr_array_index (self->cells, 0);
    int value_x = layout->names + COLUMN_SPACING;

    height = height_for (title, width);
    if (allocate)
      place (title, 0, 0, width, height);

    for (guint c = 1; c < self->cells->len; c++)
      {
        GtkWidget *cell = g_ptr_array_index (self->cells, c);
        GtkWidget *name = g_ptr_array_index (self->names, c);
        gboolean shown = !cell_is_empty (cell);
        int line;

        if (allocate)
          {
            gtk_widget_set_child_visible (cell, shown);
            gtk_widget_set_child_visible (name, shown);
          }
        if (!shown)
          continue;

        height += LINE_SPACING;
        line = MAX (height_for (name, layout->names), height_for (cell, width - value_x));
        if (allocate)
          {
            place (name, 0, height, layout->names, line);
            place (cell, value_x, height, width - value_x, line);
          }
        height += line;
      }
  }

  return height;
}

static GtkSizeRequestMode
tm_rules_table_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void tm_rules_table_measure_width (TmRulesTable *self,
                                          int          *minimum,
                                          int          *natural);

static void
tm_rules_table_row_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  TmRulesTableRow *self = TM_RULES_TABLE_ROW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      tm_rules_table_measure_width (row_table (self), minimum, natural);
      return;
    }

  if (for_size < 0)
    tm_rules_table_measure_width (row_table (self), NULL, &for_size);
  *minimum = *natural = layout_row (self, for_size, FALSE);
}

static void
tm_rules_table_row_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  layout_row (TM_RULES_TABLE_ROW (widget), width, TRUE);
}

static void
tm_rules_table_row_dispose (GObject *object)
{
  TmRulesTableRow *self = TM_RULES_TABLE_ROW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->names, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_rules_table_row_parent_class)->dispose (object);
}

static void
tm_rules_table_row_class_init (TmRulesTableRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_rules_table_row_dispose;
  widget_class->get_request_mode = tm_rules_table_row_get_request_mode;
  widget_class->measure = tm_rules_table_row_measure;
  widget_class->size_allocate = tm_rules_table_row_size_allocate;

  gtk_widget_class_set_css_name (widget_class, "rulestablerow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_ROW);
}

static void
tm_rules_table_row_init (TmRulesTableRow *self)
{
  self->cells = g_ptr_array_new ();
  self->names = g_ptr_array_new ();
}

/* Building */

static gboolean
activate_link_cb (TmRulesTable *self,
                  const char   *uri,
                  TmRulesText  *text)
{
  gboolean handled = FALSE;

  g_signal_emit (self, signals[ACTIVATE_LINK], 0, uri, &handled);
  return handled;
}

static GtkWidget *
make_cell (TmRulesTable      *self,
           const char        *markup,
           GtkAccessibleRole  role)
{
  GtkWidget *cell = g_object_new (TM_TYPE_RULES_TEXT,
                                  "accessible-role", role,
                                  "markup", markup,
                                  "valign", GTK_ALIGN_START,
                                  NULL);

  g_signal_connect_object (cell, "activate-link", G_CALLBACK (activate_link_cb), self,
                           G_CONNECT_SWAPPED);
  return cell;
}

static void
build (TmRulesTable *self,
       TmRulesBlock *block)
{
  const char * const *header = tm_rules_block_get_header (block);
  guint n_rows = tm_rules_block_get_n_rows (block);
  g_autoptr(GString) headings = g_string_new (NULL);
  TmRulesTableRow *row;

  self->n_columns = g_strv_length ((GStrv) header);

  /* The headings */
  row = g_object_new (TM_TYPE_RULES_TABLE_ROW, "css-classes", (const char *[]) { "header", NULL },
                      NULL);
  for (guint c = 0; c < self->n_columns; c++)
    {
      GtkWidget *cell = make_cell (self, header[c], GTK_ACCESSIBLE_ROLE_COLUMN_HEADER);
      g_autofree char *plain = tm_rules_markup_to_plain_text (header[c]);

      gtk_widget_add_css_class (cell, "heading");
      gtk_widget_set_parent (cell, GTK_WIDGET (row));
      g_ptr_array_add (row->cells, cell);
      if (*plain != '\0')
        g_string_append_printf (headings, "%s%s", headings->len > 0 ? ", " : "", plain);
    }
  {
    /* Translators: the row of a table's column headings, read out as
     * “Column headings: Players, Cards each, Draw pile” */
    g_autofree char *name = g_strdup_printf (_("Column headings: %s"), headings->str);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
  gtk_widget_set_parent (GTK_WIDGET (row), GTK_WIDGET (self));
  g_ptr_array_add (self->rows, row);

  /* The rows */
  for (guint r = 0; r < n_rows; r++)
    {
      const char * const *cells = tm_rules_block_get_row (block, r);
      g_autofree char *name = tm_rules_block_dup_row_text (block, r);

      row = g_object_new (TM_TYPE_RULES_TABLE_ROW, NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_RELATION_ROW_INDEX, r + 2,
                                      -1);

      for (guint c = 0; c < self->n_columns; c++)
        {
          g_autofree char *heading = tm_rules_markup_to_plain_text (header[c]);
          g_autofree char *value = tm_rules_markup_to_plain_text (cells[c]);
          g_autofree char *cell_name = NULL;
          GtkWidget *cell;

          cell = make_cell (self, cells[c],
                            c == 0 ? GTK_ACCESSIBLE_ROLE_ROW_HEADER : GTK_ACCESSIBLE_ROLE_CELL);
          if (c == 0)
            gtk_widget_add_css_class (cell, "heading");

          /* Each cell is read with its column's heading. */
          if (*heading != '\0')
            /* Translators: a table cell read with its column's heading, “Cards each: 6” */
            cell_name = g_strdup_printf (_("%s: %s"), heading, value);
          else
            cell_name = g_strdup (value);
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, cell_name,
                                          -1);
          gtk_accessible_update_relation (GTK_ACCESSIBLE (cell),
                                          GTK_ACCESSIBLE_RELATION_COL_INDEX, c + 1,
                                          -1);
          gtk_widget_set_parent (cell, GTK_WIDGET (row));
          g_ptr_array_add (row->cells, cell);
        }

      /* The headings beside the cells in the narrow layout, which the
       * cells' names already say. */
      g_ptr_array_add (row->names, NULL);
      for (guint c = 1; c < self->n_columns; c++)
        {
          g_autofree char *heading = tm_rules_markup_to_plain_text (header[c]);
          GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                           "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                           "label", heading,
                                           "xalign", 0.0f,
                                           "yalign", 0.0f,
                                           "wrap", TRUE,
                                           "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                           "css-classes", (const char *[]) { "dim-label", "caption-heading", NULL },
                                           NULL);

          gtk_widget_set_parent (label, GTK_WIDGET (row));
          g_ptr_array_add (row->names, label);
        }

      gtk_widget_set_parent (GTK_WIDGET (row), GTK_WIDGET (self));
      g_ptr_array_add (self->rows, row);
    }

  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_ROW_COUNT, n_rows + 1,
                                  GTK_ACCESSIBLE_RELATION_COL_COUNT, self->n_columns,
                                  -1);
  if (tm_rules_block_get_caption (block) != NULL)
    {
      g_autofree char *caption = tm_rules_markup_to_plain_text (tm_rules_block_get_caption (block));

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, caption,
                                      -1);
    }

  self->layout.columns = g_new0 (int, self->n_columns);
  self->layout.width = -1;
}

/* Layout */

static TmRulesTableRow *
headings_row (TmRulesTable *self)
{
  return g_ptr_array_index (self->rows, 0);
}

static int
comfort_width (TmRulesTable *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int width = pango_font_metrics_get_approximate_char_width (metrics) * COMFORT_CHARS / PANGO_SCALE;

  pango_font_metrics_unref (metrics);
  return width;
}

/* Decides, for rows @width wide, between the grid and the narrow layout,
 * and sizes the grid's columns: each gets its natural width up to a
 * comfortable one first (at least its minimum), then what is left goes
 * to the columns that want more, then to all alike. */
static const Layout *
get_layout (TmRulesTable *self,
            int           width)
{
  Layout *layout = &self->layout;
  g_autofree GtkRequestedSize *sizes = g_new0 (GtkRequestedSize, self->n_columns);
  int comfort = comfort_width (self);
  int names = 0, wanted = COLUMN_SPACING * ((int) self->n_columns - 1), extra;

  if (layout->width == width)
    return layout;
  layout->width = width;

  for (guint c = 0; c < self->n_columns; c++)
    {
      int min_width = 0, nat_width = 0;

      for (guint r = 0; r < self->rows->len; r++)
        {
          TmRulesTableRow *row = g_ptr_array_index (self->rows, r);
          int min, nat;

          gtk_widget_measure (g_ptr_array_index (row->cells, c), GTK_ORIENTATION_HORIZONTAL, -1,
                              &min, &nat, NULL, NULL);
          min_width = MAX (min_width, min);
          nat_width = MAX (nat_width, nat);

          if (r > 0 && c > 0)
            {
              gtk_widget_measure (g_ptr_array_index (row->names, c), GTK_ORIENTATION_HORIZONTAL,
                                  -1, NULL, &nat, NULL, NULL);
              names = MAX (names, nat);
            }
        }

      sizes[c].minimum_size = MAX (min_width, MIN (nat_width, comfort));
      sizes[c].natural_size = nat_width;
      wanted += sizes[c].minimum_size;
    }

  layout->compact = width < wanted;
  layout->names = MIN (names, (int) (width * NAME_SHARE));
  if (layout->compact)
    return layout;

  extra = gtk_distribute_natural_allocation (width - wanted, self->n_columns, sizes);
  for (guint c = 0; c < self->n_columns; c++)
    layout->columns[c] = sizes[c].minimum_size + extra / (int) self->n_columns +
                         (c < (guint) extra % self->n_columns ? 1 : 0);

  return layout;
}

static void
tm_rules_table_measure_width (TmRulesTable *self,
                              int          *minimum,
                              int          *natural)
{
  int min = 0, nat = COLUMN_SPACING * ((int) self->n_columns - 1), names = 0, values = 0;

  for (guint c = 0; c < self->n_columns; c++)
    {
      int column = 0;

      for (guint r = 0; r < self->rows->len; r++)
        {
          TmRulesTableRow *row = g_ptr_array_index (self->rows, r);
          int cell_min, cell_nat;

          gtk_widget_measure (g_ptr_array_index (row->cells, c), GTK_ORIENTATION_HORIZONTAL, -1,
                              &cell_min, &cell_nat, NULL, NULL);
          column = MAX (column, cell_nat);
          if (c == 0)
            min = MAX (min, cell_min);
          else if (r > 0)
            {
              int name_min;

              gtk_widget_measure (g_ptr_array_index (row->names, c), GTK_ORIENTATION_HORIZONTAL,
                                  -1, &name_min, NULL, NULL, NULL);
              names = MAX (names, name_min);
              values = MAX (values, cell_min);
            }
        }
      nat += column;
    }

  /* The narrow layout's heading column is at most a share of the row. */
  min = MAX (min, MAX ((int) (names / NAME_SHARE), names + COLUMN_SPACING + values));

  if (minimum != NULL)
    *minimum = min;
  if (natural != NULL)
    *natural = MAX (min, nat);
}

static GtkSizeRequestMode
tm_rules_table_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tm_rules_table_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TmRulesTable *self = TM_RULES_TABLE (widget);
  gboolean compact;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      for (guint r = 0; r < self->rows->len; r++)
        {
          int min, nat;

          gtk_widget_measure (g_ptr_array_index (self->rows, r), orientation, -1,
                              &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
      return;
    }

  if (for_size < 0)
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &for_size, NULL, NULL);

  /* Measuring a row settles the layout for the rows' content width; the
   * headings' row is left out of the narrow one. */
  gtk_widget_measure (GTK_WIDGET (headings_row (self)), GTK_ORIENTATION_VERTICAL, for_size,
                      NULL, NULL, NULL, NULL);
  compact = self->layout.compact;

  *minimum = *natural = 0;
  for (guint r = compact ? 1 : 0; r < self->rows->len; r++)
    {
      int height;

      gtk_widget_measure (g_ptr_array_index (self->rows, r), GTK_ORIENTATION_VERTICAL, for_size,
                          &height, NULL, NULL, NULL);
      *minimum += height;
      *natural += height;
    }
}

static void
tm_rules_table_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  TmRulesTable *self = TM_RULES_TABLE (widget);
  GtkWidget *headings = GTK_WIDGET (headings_row (self));
  int y = 0;

  for (guint r = 0; r < self->rows->len; r++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, r);
      int row_height;

      /* Measuring a row settles the layout for its content width. */
      gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, width, &row_height, NULL, NULL, NULL);
      if (row == headings)
        {
          gtk_widget_set_child_visible (row, !self->layout.compact);
          if (self->layout.compact)
            continue;
        }

      place (row, 0, y, width, row_height);
      y += row_height;
    }
}

static void
tm_rules_table_dispose (GObject *object)
{
  TmRulesTable *self = (TmRulesTable *)object;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (self->rows != NULL)
    g_ptr_array_set_size (self->rows, 0);

  G_OBJECT_CLASS (tm_rules_table_parent_class)->dispose (object);
}

static void
tm_rules_table_finalize (GObject *object)
{
  TmRulesTable *self = (TmRulesTable *)object;

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_free (self->layout.columns);

  G_OBJECT_CLASS (tm_rules_table_parent_class)->finalize (object);
}

static void
tm_rules_table_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  TmRulesTable *self = TM_RULES_TABLE (widget);

  GTK_WIDGET_CLASS (tm_rules_table_parent_class)->css_changed (widget, change);

  /* Fonts change the cells' widths. */
  self->layout.width = -1;
}

static void
tm_rules_table_class_init (TmRulesTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_rules_table_dispose;
  object_class->finalize = tm_rules_table_finalize;
  widget_class->get_request_mode = tm_rules_table_get_request_mode;
  widget_class->measure = tm_rules_table_measure;
  widget_class->size_allocate = tm_rules_table_size_allocate;
  widget_class->css_changed = tm_rules_table_css_changed;

  /**
   * TmRulesTable::activate-link:
   * @self: the table
   * @uri: the link's address
   *
   * Emitted when a link in a cell is opened.
   *
   * Returns: %TRUE if the link was handled
   */
  signals[ACTIVATE_LINK] =
    g_signal_new ("activate-link",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  g_signal_accumulator_true_handled, NULL,
                  NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "rulestable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TABLE);
}

static void
tm_rules_table_init (TmRulesTable *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
}

/**
 * tm_rules_table_new:
 * @block: a table block of a game's rules
 *
 * Creates a grid showing @block's column headings and rows.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_rules_table_new (TmRulesBlock *block)
{
  TmRulesTable *self;

  g_return_val_if_fail (block != NULL, NULL);
  g_return_val_if_fail (tm_rules_block_get_kind (block) == TM_RULES_BLOCK_TABLE, NULL);

  self = g_object_new (TM_TYPE_RULES_TABLE, NULL);
  build (self, block);
  return GTK_WIDGET (self);
}

/**
 * tm_rules_table_get_compact:
 * @self: a #TmRulesTable
 *
 * Tells whether the table is laid out row by row, each cell beside its
 * heading, because its columns did not fit side by side at its width.
 *
 * Returns: %TRUE for the narrow layout, %FALSE for the grid
 */
gboolean
tm_rules_table_get_compact (TmRulesTable *self)
{
  g_return_val_if_fail (TM_IS_RULES_TABLE (self), FALSE);

  return self->layout.compact;
}

/**
 * tm_rules_table_get_row:
 * @self: a #TmRulesTable
 * @row: a row index, or -1 for the column headings
 *
 * Gets the widget of one row.
 *
 * Returns: (transfer none): the row
 */
GtkWidget *
tm_rules_table_get_row (TmRulesTable *self,
                        int           row)
{
  g_return_val_if_fail (TM_IS_RULES_TABLE (self), NULL);
  g_return_val_if_fail (row >= -1 && row + 1 < (int) self->rows->len, NULL);

  return g_ptr_array_index (self->rows, row + 1);
}

/**
 * tm_rules_table_get_cell:
 * @self: a #TmRulesTable
 * @row: a row index, or -1 for the column headings
 * @column: a column index
 *
 * Gets the widget of one cell, a #TmRulesText.
 *
 * Returns: (transfer none): the cell
 */
GtkWidget *
tm_rules_table_get_cell (TmRulesTable *self,
                         int           row,
                         guint         column)
{
  TmRulesTableRow *table_row;

  g_return_val_if_fail (TM_IS_RULES_TABLE (self), NULL);
  g_return_val_if_fail (column < self->n_columns, NULL);

  table_row = TM_RULES_TABLE_ROW (tm_rules_table_get_row (self, row));
  return table_row ? g_ptr_array_index (table_row->cells, column) : NULL;
}
