/* tm-score-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tm-score-chart.h"
#include "tm-scores-names.h"

/* A line per side through its running total after each hand, drawn with
 * cairo into the snapshot.  Sides differ in three ways at once, so that
 * no one has to tell colours apart: the colour (libadwaita's palette, a
 * lighter shade on a dark background), the marker's shape and the line's
 * dashes.  A legend names them.  Axes and text use the widget's own
 * colour, so the chart follows the light or dark style.
 *
 * For screen readers the chart is an image whose description says each
 * side's total and who leads, updated with every change.
 *
 * A long sheet's running totals are added up a few milliseconds at a
 * time in the background, starting when the chart is first drawn, so
 * that opening a sheet of 10,000 hands never holds up the window; the
 * lines show once they are complete.  Where hands are closer together
 * than a few pixels the markers are left out, and each pixel column draws
 * the lowest and highest totals of its hands. */

#define MAX_STYLES 6
#define BUDGET_USEC 8000       /* of adding up, per main loop iteration */

/* Each side's running total after each hand, from 0 before the first */
typedef struct
{
  guint   n_sides;
  guint   n_hands;
  guint   n_done;              /* hands added up so far */
  gint64 *totals;              /* n_hands + 1 per side */
  gint64  lo;
  gint64  hi;
} Series;

struct _TmScoreChart
{
  GtkWidget  parent_instance;

  TmLedger  *ledger;
  char      *summary;
  Series     series;
  guint      series_id;
  GdkTexture *picture;         /* the chart as last drawn */
};

G_DEFINE_FINAL_TYPE (TmScoreChart, tm_score_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LEDGER,
  PROP_SUMMARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* libadwaita's palette: blue, orange, green, purple, red, brown/yellow */
static const char * const light_colors[MAX_STYLES] = {
  "#1c71d8", "#c64600", "#26a269", "#813d9c", "#c01c28", "#865e3c",
};
static const char * const dark_colors[MAX_STYLES] = {
  "#62a0ea", "#ffa348", "#57e389", "#dc8add", "#f66151", "#f8e45c",
};
static const double dashes[MAX_STYLES][4] = {
  { 0 }, { 7, 3 }, { 2, 3 }, { 8, 3, 2, 3 }, { 4, 4 }, { 1, 2 },
};
static const int n_dashes[MAX_STYLES] = { 0, 2, 2, 4, 2, 2 };

static void
draw_marker (cairo_t *cr,
             guint    style,
             double   x,
             double   y,
             double   r)
{
  switch (style % MAX_STYLES)
    {
    case 0: /* circle */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case 1: /* square */
      cairo_rectangle (cr, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      cairo_fill (cr);
      break;
    case 2: /* triangle */
      cairo_move_to (cr, x, y - r * 1.1);
      cairo_line_to (cr, x + r, y + r * 0.8);
      cairo_line_to (cr, x - r, y + r * 0.8);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case 3: /* diamond */
      cairo_move_to (cr, x, y - r * 1.2);
      cairo_line_to (cr, x + r * 1.2, y);
      cairo_line_to (cr, x, y + r * 1.2);
      cairo_line_to (cr, x - r * 1.2, y);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case 4: /* cross */
      cairo_save (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_width (cr, 2.5);
      cairo_move_to (cr, x - r, y - r);
      cairo_line_to (cr, x + r, y + r);
      cairo_move_to (cr, x + r, y - r);
      cairo_line_to (cr, x - r, y + r);
      cairo_stroke (cr);
      cairo_restore (cr);
      break;
    default: /* ring */
      cairo_save (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_width (cr, 2);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r * 0.9, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_restore (cr);
      break;
    }
}

static void
set_color (cairo_t       *cr,
           const GdkRGBA *rgba,
           double         alpha)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha);
}

/* A step for the value axis that gives about five lines. */
static gint64
nice_step (gint64 range)
{
  gint64 step = 1;

  while (range / step > 6)
    {
      if (range / (step * 2) <= 6)
        return step * 2;
      if (range / (step * 5) <= 6)
        return step * 5;
      step *= 10;
    }
  return step;
}

static void
series_reset (Series   *series,
              TmLedger *ledger)
{
  guint n_sides = ledger ? tm_ledger_get_n_sides (ledger) : 0;
  guint n_hands = ledger ? tm_ledger_get_n_hands (ledger) : 0;

  if (series->n_sides != n_sides || series->n_hands != n_hands || series->totals == NULL)
    {
      g_free (series->totals);
      series->totals = g_new0 (gint64, (gsize) n_sides * (n_hands + 1));
    }
  series->n_sides = n_sides;
  series->n_hands = n_hands;
  series->n_done = 0;
  series->lo = series->hi = 0;
}

static void
series_clear (Series *series)
{
  g_clear_pointer (&series->totals, g_free);
  series->n_sides = series->n_hands = series->n_done = 0;
}

static gboolean
series_complete (Series *series)
{
  return series->totals != NULL && series->n_done == series->n_hands;
}

static gint64
series_get (Series *series,
            guint   side,
            guint   hand)
{
  return series->totals[(gsize) side * (series->n_hands + 1) + hand];
}

/* Adds up hands, until they are all done or, with a deadline, until it
 * passes.  An incomplete hand changes nothing. */
static void
series_add (Series   *series,
            TmLedger *ledger,
            gint64    deadline)
{
  for (; series->n_done < series->n_hands; series->n_done++)
    {
      guint h = series->n_done;
      TmLedgerHand *hand = tm_ledger_get_hand (ledger, h);
      gboolean complete = tm_ledger_hand_get_complete (hand);

      for (guint s = 0; s < series->n_sides; s++)
        {
          gint64 *row = series->totals + (gsize) s * (series->n_hands + 1);
          gint64 points = 0;

          if (complete)
            tm_scores_side_points (ledger, hand, s, &points);
          row[h + 1] = row[h] + points;
          series->lo = MIN (series->lo, row[h + 1]);
          series->hi = MAX (series->hi, row[h + 1]);
        }

      if (deadline > 0 && (h & 15) == 15 && g_get_monotonic_time () > deadline)
        {
          series->n_done++;
          return;
        }
    }
}

/* A line through a side's totals; where hands are closer together than
 * a pixel, through the lowest and highest of each pixel column. */
static void
series_path (Series  *series,
             cairo_t *cr,
             guint    side,
             double   left,
             double   bottom,
             double   plot_w,
             double   plot_h,
             gint64   lo,
             gint64   hi)
{
  guint n = series->n_hands;
  int column = -1;
  gint64 min = 0, max = 0;
  guint min_at = 0, max_at = 0;

#define X(h) (left + (double) (h) / n * plot_w)
#define Y(v) (bottom - (double) ((v) - lo) / (hi - lo) * plot_h)

  cairo_move_to (cr, X (0), Y (series_get (series, side, 0)));
  for (guint h = 1; h <= n; h++)
    {
      gint64 v = series_get (series, side, h);
      int c = (int) floor (X (h));

      if (n <= plot_w)
        {
          cairo_line_to (cr, X (h), Y (v));
          continue;
        }
      if (c != column && column >= 0)
        {
          cairo_line_to (cr, X (min_at < max_at ? min_at : max_at),
                         Y (min_at < max_at ? min : max));
          cairo_line_to (cr, X (min_at < max_at ? max_at : min_at),
                         Y (min_at < max_at ? max : min));
        }
      if (c != column)
        {
          column = c;
          min = max = v;
          min_at = max_at = h;
        }
      if (v < min)
        min = v, min_at = h;
      if (v > max)
        max = v, max_at = h;
    }
  if (n > plot_w && column >= 0)
    {
      cairo_line_to (cr, X (min_at < max_at ? min_at : max_at), Y (min_at < max_at ? min : max));
      cairo_line_to (cr, X (min_at < max_at ? max_at : min_at), Y (min_at < max_at ? max : min));
    }

#undef X
#undef Y
}

static void draw_series (cairo_t       *cr,
                         PangoLayout   *layout,
                         TmLedger      *ledger,
                         Series        *series,
                         const GdkRGBA *foreground,
                         gboolean       dark,
                         double         width,
                         double         height);

/* 1, 2, 5, 10, 20, 50…: how many hands between labels */
static guint
next_nice_step (guint step)
{
  guint power = 1;

  while (power * 10 <= step)
    power *= 10;
  if (step / power == 1)
    return 2 * power;
  if (step / power == 2)
    return 5 * power;
  return 10 * power;
}

/**
 * tm_score_chart_draw:
 * @cr: where to draw
 * @layout: a layout for text in the right font
 * @ledger: the ledger
 * @foreground: the colour of text and axes
 * @dark: whether the background is dark
 * @width: the width to fill
 * @height: the height to fill
 *
 * Draws the chart of running totals; the widget and the printout share it.
 */
void
tm_score_chart_draw (cairo_t       *cr,
                     PangoLayout   *layout,
                     TmLedger      *ledger,
                     const GdkRGBA *foreground,
                     gboolean       dark,
                     double         width,
                     double         height)
{
  Series series = { 0 };

  series_reset (&series, ledger);
  series_add (&series, ledger, 0);
  draw_series (cr, layout, ledger, &series, foreground, dark, width, height);
  series_clear (&series);
}

static void
draw_series (cairo_t       *cr,
             PangoLayout   *layout,
             TmLedger      *ledger,
             Series        *series,
             const GdkRGBA *foreground,
             gboolean       dark,
             double         width,
             double         height)
{
  guint n_sides = series->n_sides;
  guint n_hands = series->n_hands;
  gint64 lo = series->lo, hi = series->hi, step;
  double legend_x = 0, legend_y = 0, row_height = 0;
  double left, right = 12, top, bottom, plot_w, plot_h;
  int text_w, text_h;

  if (hi == lo)
    hi = lo + 10;

  /* The legend, wrapping as the width allows */
  pango_layout_set_width (layout, -1);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = tm_scores_dup_side_name (ledger, s);
      GdkRGBA color;
      double entry_w;

      pango_layout_set_text (layout, name, -1);
      pango_layout_get_pixel_size (layout, &text_w, &text_h);
      row_height = MAX (row_height, text_h + 6);
      entry_w = 34 + MIN (text_w, width - 40) + 16;
      if (legend_x > 0 && legend_x + entry_w > width)
        {
          legend_x = 0;
          legend_y += row_height;
        }

      gdk_rgba_parse (&color, dark ? dark_colors[s % MAX_STYLES] : light_colors[s % MAX_STYLES]);
      set_color (cr, &color, 1);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, dashes[s % MAX_STYLES], n_dashes[s % MAX_STYLES], 0);
      cairo_move_to (cr, legend_x + 2, legend_y + text_h / 2.0);
      cairo_line_to (cr, legend_x + 28, legend_y + text_h / 2.0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      draw_marker (cr, s, legend_x + 15, legend_y + text_h / 2.0, 4);

      set_color (cr, foreground, 1);
      cairo_move_to (cr, legend_x + 34, legend_y);
      pango_layout_set_width (layout, (int) (MAX (width - legend_x - 40, 10) * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_cairo_show_layout (cr, layout);
      pango_layout_set_width (layout, -1);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
      legend_x += entry_w;
    }
  top = legend_y + row_height + 12;

  /* The value axis */
  step = nice_step (hi - lo);
  lo = (gint64) floor ((double) lo / step) * step;
  hi = (gint64) ceil ((double) hi / step) * step;
  {
    g_autofree char *widest = g_strdup_printf ("%" G_GINT64_FORMAT, ABS (lo) > hi ? lo : hi);

    pango_layout_set_text (layout, widest, -1);
    pango_layout_get_pixel_size (layout, &text_w, &text_h);
  }
  left = text_w + 10;
  bottom = text_h + 8;
  plot_w = MAX (width - left - right, 10);
  plot_h = MAX (height - top - bottom, 10);

  cairo_set_line_width (cr, 1);
  for (gint64 v = lo; v <= hi; v += step)
    {
      g_autofree char *label = g_strdup_printf ("%" G_GINT64_FORMAT, v);
      double y = top + plot_h - (double) (v - lo) / (hi - lo) * plot_h;

      set_color (cr, foreground, v == 0 ? 0.45 : 0.15);
      cairo_move_to (cr, left, round (y) + 0.5);
      cairo_line_to (cr, left + plot_w, round (y) + 0.5);
      cairo_stroke (cr);

      pango_layout_set_text (layout, label, -1);
      pango_layout_get_pixel_size (layout, &text_w, &text_h);
      set_color (cr, foreground, 0.7);
      cairo_move_to (cr, left - 6 - text_w, y - text_h / 2.0);
      pango_cairo_show_layout (cr, layout);
    }

  /* The hands axis: every hand while they fit, then fewer labels */
  {
    guint every = 1;

    while (n_hands > 0 && plot_w / ((double) n_hands / every) < 24)
      every = next_nice_step (every);
    for (guint h = 0; h <= n_hands; h += every)
      {
        g_autofree char *label = g_strdup_printf ("%u", h);
        double x = left + (n_hands ? (double) h / n_hands * plot_w : 0);

        pango_layout_set_text (layout, label, -1);
        pango_layout_get_pixel_size (layout, &text_w, &text_h);
        set_color (cr, foreground, 0.7);
        cairo_move_to (cr, x - text_w / 2.0, top + plot_h + 4);
        pango_cairo_show_layout (cr, layout);
      }
  }

  if (n_hands == 0)
    return;

  /* The lines, then the markers on top */
  for (guint s = 0; s < n_sides; s++)
    {
      GdkRGBA color;

      gdk_rgba_parse (&color, dark ? dark_colors[s % MAX_STYLES] : light_colors[s % MAX_STYLES]);
      set_color (cr, &color, 1);
      cairo_set_line_width (cr, 2.5);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_dash (cr, dashes[s % MAX_STYLES], n_dashes[s % MAX_STYLES], 0);
      series_path (series, cr, s, left, top + plot_h, plot_w, plot_h, lo, hi);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);

      /* Markers while they stand apart; the dashes tell the lines apart
       * after that. */
      for (guint h = 1; plot_w / n_hands >= 6 && h <= n_hands; h++)
        {
          double x = left + (double) h / n_hands * plot_w;
          double y = top + plot_h - (double) (series_get (series, s, h) - lo) / (hi - lo) * plot_h;

          draw_marker (cr, s, x, y, n_hands > 30 ? 2.5 : 4);
        }
    }
}

static void
update_summary (TmScoreChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->ledger != NULL)
    {
      TmStandings *standings = tm_ledger_get_standings (self->ledger);
      g_autofree char *result = tm_scores_dup_result (self->ledger);
      guint n = tm_standings_get_n_hands (standings);

      g_string_append_printf (text, ngettext ("Running totals after %u hand",
                                              "Running totals after %u hands", n), n);
      for (guint s = 0; s < tm_standings_get_n_sides (standings); s++)
        {
          g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);

          g_string_append_printf (text, "%s %s %" G_GINT64_FORMAT, s == 0 ? ":" : ",",
                                  name, tm_standings_get_total (standings, s));
        }
      g_string_append_c (text, '.');
      if (result != NULL)
        g_string_append_printf (text, " %s.", result);
    }

  if (g_strcmp0 (self->summary, text->str) == 0)
    return;

  g_free (self->summary);
  self->summary = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->summary, -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

static gboolean
add_up_cb (gpointer data)
{
  TmScoreChart *self = data;

  series_add (&self->series, self->ledger, g_get_monotonic_time () + BUDGET_USEC);
  if (!series_complete (&self->series))
    return G_SOURCE_CONTINUE;

  self->series_id = 0;
  g_clear_object (&self->picture);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
ledger_changed_cb (TmScoreChart *self)
{
  g_clear_object (&self->picture);
  g_clear_handle_id (&self->series_id, g_source_remove);
  series_reset (&self->series, self->ledger);
  update_summary (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tm_score_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TmScoreChart *self = TM_SCORE_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  g_autoptr(PangoLayout) layout = NULL;
  cairo_t *cr;
  GdkRGBA fg;
  gboolean dark;

  if (self->ledger == NULL || width <= 0 || height <= 0)
    return;

  /* What can be added up within the budget is drawn at once; the rest is
   * added up in the background, and drawn when it is done. */
  if (!series_complete (&self->series) && self->series_id == 0)
    {
      series_add (&self->series, self->ledger, g_get_monotonic_time () + BUDGET_USEC);
      if (!series_complete (&self->series))
        self->series_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, add_up_cb, self, NULL);
    }
  if (!series_complete (&self->series))
    return;

  /* Drawn once into a picture, which each frame then shows as it is: a
   * chart of thousands of hands is many dashed segments to stroke. */
  if (self->picture == NULL || gdk_texture_get_width (self->picture) != width * scale ||
      gdk_texture_get_height (self->picture) != height * scale)
    {
      cairo_surface_t *surface;
      g_autoptr(GBytes) bytes = NULL;

      gtk_widget_get_color (widget, &fg);
      /* Light text means a dark background. */
      dark = (0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue) > 0.5;

      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      cairo_surface_set_device_scale (surface, scale, scale);
      cr = cairo_create (surface);
      layout = gtk_widget_create_pango_layout (widget, NULL);
      draw_series (cr, layout, self->ledger, &self->series, &fg, dark, width, height);
      cairo_destroy (cr);
      cairo_surface_flush (surface);

      /* Cairo's ARGB32 is premultiplied B, G, R, A in memory on little
       * endian machines, GDK_MEMORY_DEFAULT. */
      bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                          (gsize) cairo_image_surface_get_stride (surface) *
                                          height * scale,
                                          (GDestroyNotify) cairo_surface_destroy, surface);
      g_clear_object (&self->picture);
      self->picture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT,
                                              bytes, cairo_image_surface_get_stride (surface));
    }

  gtk_snapshot_append_texture (snapshot, self->picture,
                               &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static void
tm_score_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 600;
    }
  else
    {
      *minimum = 220;
      *natural = 280;
    }
}

static void
tm_score_chart_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tm_score_chart_parent_class)->css_changed (widget, change);
  g_clear_object (&TM_SCORE_CHART (widget)->picture);
  gtk_widget_queue_draw (widget);
}

static void
tm_score_chart_dispose (GObject *object)
{
  TmScoreChart *self = (TmScoreChart *)object;

  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  g_clear_object (&self->ledger);
  g_clear_handle_id (&self->series_id, g_source_remove);
  g_clear_object (&self->picture);

  G_OBJECT_CLASS (tm_score_chart_parent_class)->dispose (object);
}

static void
tm_score_chart_finalize (GObject *object)
{
  TmScoreChart *self = (TmScoreChart *)object;

  g_free (self->summary);
  series_clear (&self->series);

  G_OBJECT_CLASS (tm_score_chart_parent_class)->finalize (object);
}

static void
tm_score_chart_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TmScoreChart *self = TM_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_LEDGER:
      g_value_set_object (value, self->ledger);
      break;

    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_score_chart_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TmScoreChart *self = TM_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_LEDGER:
      tm_score_chart_set_ledger (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_score_chart_class_init (TmScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_score_chart_dispose;
  object_class->finalize = tm_score_chart_finalize;
  object_class->get_property = tm_score_chart_get_property;
  object_class->set_property = tm_score_chart_set_property;

  widget_class->snapshot = tm_score_chart_snapshot;
  widget_class->measure = tm_score_chart_measure;
  widget_class->css_changed = tm_score_chart_css_changed;

  properties[PROP_LEDGER] =
    g_param_spec_object ("ledger", NULL, NULL, TM_TYPE_LEDGER,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * TmScoreChart:summary:
   *
   * The chart in words: each side's total and who leads.
   */
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tm_score_chart_init (TmScoreChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chart of running totals"), -1);
}

/**
 * tm_score_chart_new:
 *
 * Creates a chart of running totals.
 *
 * Returns: (transfer floating): the chart
 */
GtkWidget *
tm_score_chart_new (void)
{
  return g_object_new (TM_TYPE_SCORE_CHART, NULL);
}

/**
 * tm_score_chart_get_ledger:
 * @self: a #TmScoreChart
 *
 * Gets the ledger charted.
 *
 * Returns: (transfer none) (nullable): the ledger
 */
TmLedger *
tm_score_chart_get_ledger (TmScoreChart *self)
{
  g_return_val_if_fail (TM_IS_SCORE_CHART (self), NULL);
  return self->ledger;
}

/**
 * tm_score_chart_set_ledger:
 * @self: a #TmScoreChart
 * @ledger: (nullable): the ledger to chart
 *
 * Charts @ledger, and follows its changes.
 */
void
tm_score_chart_set_ledger (TmScoreChart *self,
                           TmLedger     *ledger)
{
  g_return_if_fail (TM_IS_SCORE_CHART (self));
  g_return_if_fail (ledger == NULL || TM_IS_LEDGER (ledger));

  if (self->ledger == ledger)
    return;

  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  g_set_object (&self->ledger, ledger);
  if (ledger != NULL)
    g_signal_connect_object (ledger, "changed", G_CALLBACK (ledger_changed_cb), self,
                             G_CONNECT_SWAPPED);

  ledger_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEDGER]);
}

/**
 * tm_score_chart_get_summary:
 * @self: a #TmScoreChart
 *
 * Gets the chart in words, as screen readers are told it.
 *
 * Returns: (nullable): the summary
 */
const char *
tm_score_chart_get_summary (TmScoreChart *self)
{
  g_return_val_if_fail (TM_IS_SCORE_CHART (self), NULL);
  return self->summary;
}
