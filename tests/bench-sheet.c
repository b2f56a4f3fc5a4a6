/* bench-sheet.c: how long a long score sheet takes to open in the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens a score sheet from a game's Scores history, as a click on it
 * does, in the app's own window, and prints:
 *
 * - the time from the click to the first frame that shows hands,
 * - how much the app's resident memory grew (2 s after that frame),
 * - the longest time the main loop did not get back to polling, from the
 *   click until 2 s after the first frame (a stall: no input, no frames),
 * - the widgets in the window then, for scale,
 *
 * for a five-player Free-O sheet and a four-player Gitmo sheet (a round
 * subtotal after every four hands), each of 10,000 and of 20 hands; the
 * median of three runs, each in a fresh process.  Prints numbers, asserts
 * nothing about them.  It needs a display:
 *
 *   build-aux/dev bench bench-sheet
 *
 * or, in a build directory, under Xvfb:
 *
 *   xvfb-run -a -s "-screen 0 1400x1000x24" dbus-run-session -- \
 *     meson test -C BUILDDIR --benchmark bench-sheet -v
 *
 * `bench-sheet --case freeo --hands 10000` runs one measurement.  The
 * figures are kept in docs/performance-sheet.md.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-game-page.h"
#include "tm-ledger-store.h"
#include "tm-scores-sheet.h"
#include "tm-scores-view.h"
#include "tm-test-ui.h"
#include "tm-window.h"

/* Under callgrind, each main-loop iteration from the click on is dumped
 * on its own (see docs/performance-sheet.md). */
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define RUNNING_ON_VALGRIND 0
#define CALLGRIND_DUMP_STATS_AT(name)
#define CALLGRIND_ZERO_STATS
#endif

#define N_RUNS 3
#define SETTLE_MS 2000

/* One measurement */

static gint64 last_wake;
static gint64 longest_stall;
static gboolean measuring;
static GPollFunc default_poll;

/* The time between the main loop waking up and its next poll is one
 * iteration's work: nothing else is handled meanwhile. */
static gint
timed_poll (GPollFD *fds,
            guint    n_fds,
            gint     timeout)
{
  gint64 now = g_get_monotonic_time ();
  gint result;

  if (measuring && last_wake > 0)
    longest_stall = MAX (longest_stall, now - last_wake);
  if (measuring && RUNNING_ON_VALGRIND)
    CALLGRIND_DUMP_STATS_AT ("iteration");
  result = default_poll (fds, n_fds, timeout);
  last_wake = g_get_monotonic_time ();
  return result;
}

static double
rss_mib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, "VmRSS:");
  if (line == NULL)
    return 0;
  return g_ascii_strtod (line + 6, NULL) / 1024.0;
}

/* Whether the sheet is on screen with rows of hands */
static gboolean
shows_hands (TmScoresView *view)
{
  GtkWidget *sheet = tm_scores_view_get_sheet (view);

  return gtk_widget_get_mapped (sheet) && gtk_widget_get_height (sheet) > 0 &&
         tm_scores_sheet_get_n_rows_made (TM_SCORES_SHEET (sheet)) > 0;
}

/* Version 1 of the file (every later Tablemate reads it), five players.
 * Four players hold cards in each hand, at most one Captured, Draw A Card
 * and Wild each: no hand asks for more of a kind than the deck has (six
 * Draw A Card), so every row shows points, not a problem. */
static char *
make_freeo (guint n_hands)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  g_string_append (s, "{\"version\": 1, \"id\": \"bench-freeo\", \"game\": \"freeo\","
                      " \"title\": \"Benchmark\", \"options\": {\"target-score\": 1000},"
                      " \"first_dealer\": 0, \"players\": [{\"name\": \"Ana\"},"
                      " {\"name\": \"Ben\"}, {\"name\": \"Cai\"}, {\"name\": \"Dee\"},"
                      " {\"name\": \"Eli\"}],\n \"hands\": [\n");
  for (guint h = 0; h < n_hands; h++)
    {
      guint out = (h + 1) % 5;

      g_string_append_printf (s, "  {\"dealer\": %u, \"entries\": [", h % 5);
      for (guint p = 0; p < 5; p++)
        {
          if (p == out)
            g_string_append_printf (s, "%s{\"went_out\": true}", p ? ", " : "");
          else
            g_string_append_printf (s, "%s{\"captured\": %d, \"seek\": %d, \"draw\": %d,"
                                    " \"wild\": %d}",
                                    p ? ", " : "",
                                    g_rand_int_range (rand, 0, 2), g_rand_int_range (rand, 0, 3),
                                    g_rand_int_range (rand, 0, 2), g_rand_int_range (rand, 0, 2));
        }
      g_string_append (s, h + 1 < n_hands ? "]},\n" : "]}\n");
    }
  g_string_append (s, " ]\n}\n");
  return g_string_free (s, FALSE);
}

/* Four players each on their own, a round of four deals */
static char *
make_gitmo (guint n_hands)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  g_string_append_printf (s, "{\"version\": 1, \"id\": \"bench-gitmo\", \"game\": \"gitmo\","
                          " \"title\": \"Benchmark\", \"rounds\": %u, \"first_dealer\": 0,"
                          " \"players\": [{\"name\": \"Ana\"}, {\"name\": \"Ben\"},"
                          " {\"name\": \"Cai\"}, {\"name\": \"Dee\"}],\n \"hands\": [\n",
                          n_hands / 4);
  for (guint h = 0; h < n_hands; h++)
    {
      g_string_append_printf (s, "  {\"dealer\": %u, %s\"entries\": [", h % 4,
                              h % 10 == 0 ? "\"note\": \"a long hand\", " : "");
      for (guint p = 0; p < 4; p++)
        g_string_append_printf (s, "%s{\"patriots\": %d, \"traitors\": %d, "
                                "\"runs\": [{\"patriots\": %d, \"traitors\": %d, \"card\": %s}], "
                                "\"special_ops\": [%d]}",
                                p ? ", " : "",
                                g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 3),
                                g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 3),
                                p == 0 ? "\"gitmo\"" : "null", g_rand_int_range (rand, -5, 6));
      g_string_append (s, h + 1 < n_hands ? "]},\n" : "]}\n");
    }
  g_string_append (s, " ]\n}\n");
  return g_string_free (s, FALSE);
}

/* Writes the sheet as Tablemate itself writes it, where the app looks. */
static void
write_sheet (const char *game_id,
             guint       n_hands)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) v1 = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TmLedger) ledger = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tablemate", "ledgers", NULL);
  g_autofree char *path = g_build_filename (dir, "bench.json", NULL);

  g_assert_no_error (error);
  text = g_str_equal (game_id, "freeo") ? make_freeo (n_hands) : make_gitmo (n_hands);
  v1 = g_bytes_new_take (g_steal_pointer (&text), strlen (text));
  ledger = tm_ledger_new_from_bytes (catalogue, v1, "bench.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, n_hands);
  bytes = tm_ledger_to_bytes (ledger);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                      g_bytes_get_size (bytes), &error));
  g_assert_no_error (error);
}

/* The process's own data folder, once done */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static gboolean
store_loaded (TmLedgerStore *store)
{
  return tm_ledger_store_get_loaded (store);
}

/* The history page: the view's pages are a stack's "history",
 * "players" and "ledger". */
static GtkWidget *
find_history (TmScoresView *view)
{
  GtkWidget *stack = tm_test_ui_find (GTK_WIDGET (view), GTK_TYPE_STACK);

  g_assert_nonnull (stack);
  g_assert_nonnull (gtk_stack_get_child_by_name (GTK_STACK (stack), "history"));
  return gtk_stack_get_child_by_name (GTK_STACK (stack), "history");
}

/* Activates the history's first sheet as a click (or Enter) does: a list
 * view's item, or a list box's row. */
static void
activate_first_record (GtkWidget *history)
{
  GtkWidget *list = tm_test_ui_find (history, GTK_TYPE_LIST_VIEW);

  if (list != NULL)
    {
      g_assert_true (gtk_widget_activate_action (list, "list.activate-item", "u", 0));
      return;
    }

  list = tm_test_ui_find (history, GTK_TYPE_LIST_BOX);
  g_assert_nonnull (list);
  g_signal_emit_by_name (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0), "activate");
}

typedef struct
{
  TmScoresView *view;
  GtkWidget    *history;
  gint64        clicked;
  gint64        painted;
} Run;

static void
after_paint_cb (GdkFrameClock *clock,
                Run           *run)
{
  if (run->painted == 0 && run->clicked > 0 && tm_scores_view_get_ledger (run->view) != NULL &&
      shows_hands (run->view))
    run->painted = g_get_monotonic_time ();
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
click_cb (gpointer data)
{
  Run *run = data;

  measuring = TRUE;
  run->clicked = g_get_monotonic_time ();
  activate_first_record (run->history);
  return G_SOURCE_REMOVE;
}

static int
measure (const char *game_id,
         guint       n_hands)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmApplication) app = NULL;
  g_autofree char *data_dir = NULL;
  AdwNavigationPage *page;
  TmWindow *window;
  GdkFrameClock *clock;
  Run run = { 0 };
  double rss_before, rss_after;
  gint64 end;
  guint widgets, tick;

  /* Never touch real score sheets. */
  data_dir = g_dir_make_tmp ("tablemate-bench-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);

  gtk_init ();
  adw_init ();
  tm_init ();
  write_sheet (game_id, n_hands);
  /* A tick now and then, so that a wait notices when its time is up. */
  tick = g_timeout_add (100, tick_cb, NULL);

  app = tm_application_new (APPLICATION_ID, G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  window = tm_application_new_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));

  g_assert_true (tm_window_show_game (window, game_id));
  tm_test_ui_wait_ms (300);
  page = adw_navigation_view_get_visible_page (
    ADW_NAVIGATION_VIEW (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))));
  tm_game_page_show_section (TM_GAME_PAGE (page), "scores");
  run.view = TM_SCORES_VIEW (tm_test_ui_find (GTK_WIDGET (page), TM_TYPE_SCORES_VIEW));
  g_assert_nonnull (run.view);
  end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!store_loaded (tm_application_get_ledger_store (app)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (store_loaded (tm_application_get_ledger_store (app)));
  g_assert_cmpuint (g_list_model_get_n_items (tm_scores_view_get_history (run.view)), ==, 1);
  run.history = find_history (run.view);

  /* Let everything settle: the history drawn, nothing pending. */
  tm_test_ui_wait_ms (1000);
  rss_before = rss_mib ();

  if (RUNNING_ON_VALGRIND)
    CALLGRIND_ZERO_STATS;
  default_poll = g_main_context_get_poll_func (NULL);
  g_main_context_set_poll_func (NULL, timed_poll);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &run);
  g_idle_add_full (G_PRIORITY_DEFAULT, click_cb, &run, NULL);

  end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  while (run.painted == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (run.painted, >, 0);

  end = run.painted + SETTLE_MS * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  measuring = FALSE;
  g_main_context_set_poll_func (NULL, default_poll);
  g_signal_handlers_disconnect_by_data (clock, &run);

  rss_after = rss_mib ();
  widgets = tm_test_ui_count (GTK_WIDGET (window));

  g_print ("RESULT %.1f %.1f %.1f %u\n", (run.painted - run.clicked) / 1000.0,
           rss_after - rss_before, longest_stall / 1000.0, widgets);

  tm_scores_view_open_ledger (run.view, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  remove_tree (data_dir);
  return 0;
}

/* The driver: every case N_RUNS times, each in a process of its own */

typedef struct
{
  const char *game_id;
  const char *name;
  guint       n_hands;
} Case;

static const Case cases[] = {
  { "freeo", "Free-O, 5 players", 10000 },
  { "gitmo", "Gitmo, 4 players, round subtotals", 10000 },
  { "freeo", "Free-O, 5 players", 20 },
  { "gitmo", "Gitmo, 4 players, round subtotals", 20 },
};

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return da < db ? -1 : da > db;
}

static double
median (double *values)
{
  qsort (values, N_RUNS, sizeof (double), compare_doubles);
  return values[N_RUNS / 2];
}

static int
drive (const char *self)
{
  g_print ("Score sheet opened from the history, 1280x800, median of %d runs\n", N_RUNS);
  g_print ("%-36s %6s %15s %12s %14s %8s\n", "sheet", "hands", "click to frame", "RSS growth",
           "longest stall", "widgets");

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      double click[N_RUNS], rss[N_RUNS], stall[N_RUNS], widgets[N_RUNS];
      g_autofree char *hands = g_strdup_printf ("%u", cases[c].n_hands);

      for (guint r = 0; r < N_RUNS; r++)
        {
          const char *argv[] = { self, "--case", cases[c].game_id, "--hands", hands, NULL };
          g_autofree char *out = NULL;
          g_autoptr(GError) error = NULL;
          const char *line;
          int status;

          g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL,
                        &status, &error);
          g_assert_no_error (error);
          g_assert_true (g_spawn_check_wait_status (status, NULL));
          line = strstr (out, "RESULT ");
          g_assert_nonnull (line);
          g_assert_cmpint (sscanf (line, "RESULT %lf %lf %lf %lf", &click[r], &rss[r], &stall[r],
                                   &widgets[r]), ==, 4);
          g_printerr ("  %s, %s hands, run %u: %.0f ms, %+.1f MiB, %.0f ms, %.0f widgets\n",
                      cases[c].game_id, hands, r + 1, click[r], rss[r], stall[r], widgets[r]);
        }

      g_print ("%-36s %6u %12.0f ms %+8.1f MiB %11.0f ms %8.0f\n", cases[c].name,
               cases[c].n_hands, median (click), median (rss), median (stall), median (widgets));
    }
  g_print ("Goals: click to frame < 300 ms, RSS growth < 60 MiB, longest stall < 50 ms\n");
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *game_id = NULL;
  int n_hands = 0;
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  const GOptionEntry entries[] = {
    { "case", 0, 0, G_OPTION_ARG_STRING, &game_id, "Measure one sheet of this game", "GAME" },
    { "hands", 0, 0, G_OPTION_ARG_INT, &n_hands, "Hands on the sheet", "N" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  if (game_id != NULL)
    return measure (game_id, n_hands > 0 ? (guint) n_hands : 10000);
  return drive (argv[0]);
}
