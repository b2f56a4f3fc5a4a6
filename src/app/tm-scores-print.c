/* tm-scores-print.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "tm-file-write.h"
#include "tm-score-chart.h"
#include "tm-scores-print.h"
#include "tm-scores-names.h"

/* The printable score sheet: a heading (the game, the title, the date and
 * the result), a table of the hands with each side's points and running
 * total, the totals, and the chart of running totals below when it fits
 * on the last page.  Drawn with cairo and Pango on the print context for
 * "Print…", and for "Export PDF…" on a PDF surface in a thread (the first
 * export of a session took 0.8 s on the main thread, mostly setting up
 * fonts), so both give the same pages. */

typedef struct
{
  TmLedger *ledger;
  char     *game_name;
  double    row_height;
  guint     rows_first;
  guint     rows_per_page;
  guint     n_pages;
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_object_unref (job->ledger);
  g_free (job->game_name);
  g_free (job);
}

#define HEADER_ROWS 4

static void
paginate (PrintJob *job,
          double    height)
{
  guint n_rows = tm_ledger_get_n_hands (job->ledger) + 2;   /* names, totals */
  guint pages;

  job->row_height = 18;
  job->rows_per_page = MAX ((guint) (height / job->row_height) - 1, 10);
  job->rows_first = job->rows_per_page - HEADER_ROWS;

  pages = 1;
  if (n_rows > job->rows_first)
    pages += (n_rows - job->rows_first + job->rows_per_page - 1) / job->rows_per_page;
  job->n_pages = pages;
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  paginate (job, gtk_print_context_get_height (context));
  gtk_print_operation_set_n_pages (operation, job->n_pages);
}

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       width,
           PangoAlignment align)
{
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, align);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_page (PrintJob    *job,
           cairo_t     *cr,
           PangoLayout *layout,
           int          page_nr,
           double       width,
           double       height)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans 10");
  g_autoptr(PangoFontDescription) bold = pango_font_description_from_string ("Sans Bold 10");
  g_autoptr(PangoFontDescription) title_font = pango_font_description_from_string ("Sans Bold 16");
  TmStandings *standings = tm_ledger_get_standings (job->ledger);
  guint n_sides = tm_ledger_get_n_sides (job->ledger);
  guint n_hands = tm_ledger_get_n_hands (job->ledger);
  g_autofree gint64 *running = g_new0 (gint64, n_sides);
  double first_w = 70, col_w = (width - first_w) / MAX (n_sides, 1);
  double y = 0;
  guint first_row, last_row;
  const GdkRGBA black = { 0, 0, 0, 1 };

  cairo_set_source_rgb (cr, 0, 0, 0);
  pango_layout_set_font_description (layout, font);

  if (page_nr == 0)
    {
      const char *title = tm_ledger_get_title (job->ledger);
      g_autofree char *date = g_date_time_format (tm_ledger_get_created (job->ledger), "%x");
      g_autofree char *heading = NULL;
      g_autofree char *result = tm_scores_dup_result (job->ledger);

      heading = title && title[0] && g_strcmp0 (title, job->game_name) != 0
                ? g_strdup_printf ("%s — %s", job->game_name, title)
                : g_strdup (job->game_name);
      pango_layout_set_font_description (layout, title_font);
      show_text (cr, layout, heading, 0, y, width, PANGO_ALIGN_LEFT);
      y += job->row_height * 1.8;
      pango_layout_set_font_description (layout, font);
      if (result != NULL)
        {
          g_autofree char *line = g_strdup_printf ("%s · %s", date, result);
          show_text (cr, layout, line, 0, y, width, PANGO_ALIGN_LEFT);
        }
      else
        show_text (cr, layout, date, 0, y, width, PANGO_ALIGN_LEFT);
      y += job->row_height * 2.2;
      first_row = 0;
      last_row = job->rows_first;
    }
  else
    {
      first_row = job->rows_first + (page_nr - 1) * job->rows_per_page;
      last_row = first_row + job->rows_per_page;
    }

  /* Running totals before this page's first hand */
  for (guint h = 0; first_row > 1 && h < first_row - 1 && h < n_hands; h++)
    {
      TmLedgerHand *hand = tm_ledger_get_hand (job->ledger, h);

      for (guint s = 0; s < n_sides && tm_ledger_hand_get_complete (hand); s++)
        {
          gint64 points;

          tm_scores_side_points (job->ledger, hand, s, &points);
          running[s] += points;
        }
    }

  /* Row 0 is the names, rows 1..n the hands, row n+1 the totals. */
  for (guint row = first_row; row < last_row && row <= n_hands + 1; row++)
    {
      if (row == 0 || row == n_hands + 1)
        {
          pango_layout_set_font_description (layout, bold);
          show_text (cr, layout, row == 0 ? _("Hand") : _("Total"), 0, y, first_w - 6,
                     PANGO_ALIGN_LEFT);
          for (guint s = 0; s < n_sides; s++)
            {
              g_autofree char *text = NULL;

              if (row == 0)
                text = tm_scores_dup_side_name (job->ledger, s);
              else
                text = g_strdup_printf ("%" G_GINT64_FORMAT "%s",
                                        tm_standings_get_total (standings, s),
                                        tm_standings_is_winner (standings, s) ? " ★" : "");
              show_text (cr, layout, text, first_w + s * col_w, y, col_w - 6, PANGO_ALIGN_RIGHT);
            }
          pango_layout_set_font_description (layout, font);
          cairo_set_line_width (cr, row == 0 ? 1 : 1.5);
          cairo_move_to (cr, 0, row == 0 ? y + job->row_height : y - 2);
          cairo_line_to (cr, width, row == 0 ? y + job->row_height : y - 2);
          cairo_stroke (cr);
        }
      else
        {
          TmLedgerHand *hand = tm_ledger_get_hand (job->ledger, row - 1);
          gboolean complete = tm_ledger_hand_get_complete (hand);
          g_autofree char *number = g_strdup_printf ("%u%s", row,
                                                     complete ? "" : _(" (incomplete)"));

          show_text (cr, layout, number, 0, y, first_w - 6, PANGO_ALIGN_LEFT);
          for (guint s = 0; s < n_sides; s++)
            {
              g_autofree char *text = NULL;
              gint64 points;

              if (tm_scores_side_points (job->ledger, hand, s, &points))
                {
                  if (complete)
                    running[s] += points;
                  text = g_strdup_printf ("%" G_GINT64_FORMAT "  (%" G_GINT64_FORMAT ")",
                                          points, running[s]);
                }
              else
                text = g_strdup ("–");
              show_text (cr, layout, text, first_w + s * col_w, y, col_w - 6, PANGO_ALIGN_RIGHT);
            }
        }
      y += job->row_height;
    }

  /* The chart, on the last page if there is room */
  if ((guint) page_nr + 1 == job->n_pages && height - y > 180 && n_hands > 0)
    {
      cairo_save (cr);
      cairo_translate (cr, 0, y + 24);
      tm_score_chart_draw (cr, layout, job->ledger, &black, FALSE, width,
                           MIN (height - y - 24, 320));
      cairo_restore (cr);
    }
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              PrintJob          *job)
{
  g_autoptr(PangoLayout) layout = gtk_print_context_create_pango_layout (context);

  draw_page (job, gtk_print_context_get_cairo_context (context), layout, page_nr,
             gtk_print_context_get_width (context), gtk_print_context_get_height (context));
}

/* PDF export in a thread of its own: the same pages as the print
 * operation's, on a cairo PDF surface with a Pango font map of the
 * thread's own (Pango's default one belongs to the main thread). */

typedef struct
{
  PrintJob *job;
  GFile    *file;
  double    paper_width;     /* points */
  double    paper_height;
  double    left, top, right, bottom;
} PdfData;

static void
pdf_data_free (gpointer data)
{
  PdfData *pdf = data;

  print_job_free (pdf->job);
  g_object_unref (pdf->file);
  g_free (pdf);
}

static cairo_status_t
write_bytes (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
write_pdf_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  PdfData *pdf = task_data;
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(PangoFontMap) font_map = pango_cairo_font_map_new ();
  g_autoptr(GObject) context = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  cairo_font_options_t *options;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double width = pdf->paper_width - pdf->left - pdf->right;
  double height = pdf->paper_height - pdf->top - pdf->bottom;
  GError *error = NULL;

  /* As GtkPrintContext sets it up: points, and no hinting of metrics. */
  pango_cairo_font_map_set_resolution (PANGO_CAIRO_FONT_MAP (font_map), 72);
  context = G_OBJECT (pango_font_map_create_context (font_map));
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (PANGO_CONTEXT (context), options);
  cairo_font_options_destroy (options);
  layout = pango_layout_new (PANGO_CONTEXT (context));

  surface = cairo_pdf_surface_create_for_stream (write_bytes, bytes, pdf->paper_width,
                                                 pdf->paper_height);
  cr = cairo_create (surface);
  paginate (pdf->job, height);
  for (guint page = 0; page < pdf->job->n_pages; page++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        break;
      cairo_save (cr);
      cairo_translate (cr, pdf->left, pdf->top);
      draw_page (pdf->job, cr, layout, (int) page, width, height);
      cairo_restore (cr);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _("Could not draw the PDF: %s"), cairo_status_to_string (status));
      return;
    }
  contents = g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
  if (!tm_file_write (pdf->file, contents, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * tm_scores_print_pdf_async:
 * @ledger: (transfer full): the score sheet, which nothing else may
 *   change until the PDF is written: a copy of its own
 * @game_name: the name of its game
 * @file: the PDF file to write
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is written
 * @user_data: data for @callback
 *
 * Draws the pages the print operation would print into a PDF in a
 * thread, on the default paper size and margins, and writes @file.
 */
void
tm_scores_print_pdf_async (TmLedger            *ledger,
                           const char          *game_name,
                           GFile               *file,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  PdfData *pdf;

  g_return_if_fail (TM_IS_LEDGER (ledger));
  g_return_if_fail (G_IS_FILE (file));

  pdf = g_new0 (PdfData, 1);
  pdf->job = g_new0 (PrintJob, 1);
  pdf->job->ledger = ledger;
  pdf->job->game_name = g_strdup (game_name);
  pdf->file = g_object_ref (file);
  pdf->paper_width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  pdf->paper_height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  pdf->left = gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS);
  pdf->top = gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS);
  pdf->right = gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS);
  pdf->bottom = gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_scores_print_pdf_async);
  g_task_set_task_data (task, pdf, pdf_data_free);
  g_task_run_in_thread (task, write_pdf_thread);
}

/**
 * tm_scores_print_pdf_finish:
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_scores_print_pdf_async().
 *
 * Returns: %TRUE if the PDF was written
 */
gboolean
tm_scores_print_pdf_finish (GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * tm_scores_print_operation_new:
 * @ledger: the score sheet
 * @game_name: the name of its game
 *
 * Creates a print operation that prints @ledger; run it to print, or to
 * export a PDF with gtk_print_operation_set_export_filename().
 *
 * Returns: (transfer full): the operation
 */
GtkPrintOperation *
tm_scores_print_operation_new (TmLedger   *ledger,
                               const char *game_name)
{
  GtkPrintOperation *operation;
  PrintJob *job;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);

  job = g_new0 (PrintJob, 1);
  job->ledger = g_object_ref (ledger);
  job->game_name = g_strdup (game_name);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, game_name);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_object_set_data_full (G_OBJECT (operation), "job", job, print_job_free);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);

  return operation;
}
