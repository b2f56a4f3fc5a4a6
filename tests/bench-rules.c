/* bench-rules.c: how long each game's Rules section takes to build and lay out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Builds every game's rules view in a window that is never shown, and
 * times its construction and its first measure at a phone's and at a
 * desktop's width.  The first round loads fonts and is not counted; the
 * median of the others is printed.  Needs a display (build-aux/dev bench
 * bench-rules).
 */

#include "config.h"

#include <adwaita.h>

#include "tablemate.h"
#include "tm-rules-view.h"

#define ROUNDS 5

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return values[n / 2];
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = NULL;
  g_auto(GStrv) game_ids = NULL;
  static const int widths[] = { 328, 688 };

  gtk_init ();
  adw_init ();
  tm_init ();

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  game_ids = tm_catalogue_list_game_ids (catalogue);

  g_print ("%-10s %10s %14s %14s\n", "game", "build ms", "layout 328 ms", "layout 688 ms");
  for (guint g = 0; game_ids[g] != NULL; g++)
    {
      TmGame *game = tm_catalogue_lookup_game (catalogue, game_ids[g]);
      double build[ROUNDS], layout[G_N_ELEMENTS (widths)][ROUNDS];

      for (guint round = 0; round <= ROUNDS; round++)
        for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
          {
            GtkWidget *window = gtk_window_new ();
            gint64 start = g_get_monotonic_time ();
            GtkWidget *view = tm_rules_view_new (catalogue, game);
            gint64 built;
            int height;

            gtk_window_set_child (GTK_WINDOW (window), view);
            built = g_get_monotonic_time ();
            gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, widths[w], &height,
                                NULL, NULL, NULL);
            if (round > 0)
              {
                if (w == 0)
                  build[round - 1] = (built - start) / 1000.0;
                layout[w][round - 1] = (g_get_monotonic_time () - built) / 1000.0;
              }
            gtk_window_destroy (GTK_WINDOW (window));
          }

      g_print ("%-10s %10.1f %14.1f %14.1f\n", game_ids[g], median (build, ROUNDS),
               median (layout[0], ROUNDS), median (layout[1], ROUNDS));
    }

  return 0;
}
