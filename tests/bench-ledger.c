/* bench-ledger.c: how long a 10,000-hand ledger takes to open, score and save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints times; asserts nothing about them.  Run with `meson test
 * --benchmark -C BUILDDIR bench-ledger -v`, or `BUILDDIR/tests/bench-ledger
 * [RUNS [HANDS [distinct]]]` (a smaller sheet, for a profiler; with
 * "distinct", every entry also lists a number of points of its own, so
 * that no two entries are written alike, as they often are: the engine
 * shares those).  Numbers are kept in docs/performance-ledger.md.
 *
 * Each step is timed RUNS times (7 unless given) and the median printed,
 * with the fastest run beside it, in wall time, in this thread's CPU
 * time and in the whole process's (the engine scores a long sheet on two
 * threads): on a machine shared with other builds the wall time includes
 * waiting for a core, the CPU time does not.  Only public API is used, so
 * the same file measures an older engine too.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <time.h>

#include "tablemate.h"

#define N_PLAYERS 4

static guint n_hands = 10000;
static gboolean distinct;           /* the third argument */   /* or the second argument */

static GBytes *
make_ledger_file (void)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  g_string_append (s, "{\"version\": 1, \"game\": \"gitmo\", \"title\": \"Benchmark\",\n"
                      " \"options\": {\"partners\": true}, \"rounds\": 2500, \"first_dealer\": 0,\n"
                      " \"players\": [{\"name\": \"Ana\", \"team\": 0}, {\"name\": \"Ben\", \"team\": 1},"
                      " {\"name\": \"Cai\", \"team\": 0}, {\"name\": \"Dev\", \"team\": 1}],\n"
                      " \"hands\": [\n");
  for (guint h = 0; h < n_hands; h++)
    {
      /* As format 3 keeps it: when the hand was added (earlier formats
       * leave it out, and read past it). */
      g_string_append_printf (s, "  {\"dealer\": %u, \"time\": \"2025-03-%02uT%02u:%02u:%02uZ\", "
                              "%s\"entries\": [", h % N_PLAYERS, 1 + h / 1000, h / 60 % 24,
                              h % 60, (h * 7) % 60,
                              h % 10 == 0 ? "\"note\": \"a long hand\", " : "");
      for (guint p = 0; p < N_PLAYERS; p++)
        {
          g_autofree char *own = distinct ? g_strdup_printf (", %u", 2000 + h * N_PLAYERS + p)
                                          : g_strdup ("");

          g_string_append_printf (s, "%s{\"patriots\": %d, \"traitors\": %d, "
                                  "\"runs\": [{\"patriots\": %d, \"traitors\": %d, "
                                  "\"card\": %s}], \"special_ops\": [%d%s]}",
                                  p ? ", " : "",
                                  g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 3),
                                  g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 3),
                                  p == 0 ? "\"gitmo\"" : "null", g_rand_int_range (rand, -5, 6),
                                  own);
        }
      g_string_append (s, h + 1 < n_hands ? "]},\n" : "]}\n");
    }
  g_string_append (s, " ]\n}\n");

  return g_string_free_to_bytes (s);
}

/* Wall time, this thread's CPU time and the process's. */
typedef struct
{
  gint64 wall;
  gint64 cpu;
  gint64 all;
} Stamp;

typedef struct
{
  const char *what;
  GArray     *wall;   /* double, ms */
  GArray     *cpu;
  GArray     *all;
} Step;

static gint64
cpu_now (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static Stamp
stamp (void)
{
  return (Stamp) { g_get_monotonic_time (), cpu_now (CLOCK_THREAD_CPUTIME_ID),
                   cpu_now (CLOCK_PROCESS_CPUTIME_ID) };
}

static void
step_init (Step       *step,
           const char *what)
{
  step->what = what;
  step->wall = g_array_new (FALSE, FALSE, sizeof (double));
  step->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  step->all = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
step_add (Step  *step,
          Stamp  start)
{
  double wall = (g_get_monotonic_time () - start.wall) / 1000.0;
  double cpu = (cpu_now (CLOCK_THREAD_CPUTIME_ID) - start.cpu) / 1000.0;
  double all = (cpu_now (CLOCK_PROCESS_CPUTIME_ID) - start.all) / 1000.0;

  g_array_append_val (step->wall, wall);
  g_array_append_val (step->cpu, cpu);
  g_array_append_val (step->all, all);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *values,
        double *fastest)
{
  guint n = values->len;

  g_array_sort (values, compare_doubles);
  *fastest = g_array_index (values, double, 0);
  if (n % 2 == 1)
    return g_array_index (values, double, n / 2);
  return (g_array_index (values, double, n / 2 - 1) + g_array_index (values, double, n / 2)) / 2;
}

static void
step_print (Step *step)
{
  double wall_min, cpu_min, all_min;
  double wall = median (step->wall, &wall_min);
  double cpu = median (step->cpu, &cpu_min);
  double all = median (step->all, &all_min);

  g_print ("  %-40s %8.1f %8.1f %8.1f %8.1f %8.1f\n", step->what, wall, cpu, all, wall_min,
           cpu_min);
  g_array_unref (step->wall);
  g_array_unref (step->cpu);
  g_array_unref (step->all);
}

typedef struct
{
  GMainLoop *loop;
  TmLedger  *ledger;
} Loading;

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Loading *loading = user_data;
  g_autoptr(GError) error = NULL;

  loading->ledger = tm_ledger_load_finish (result, &error);
  g_assert_no_error (error);
  g_main_loop_quit (loading->loop);
}

/* Every hand's points and the totals, as the score sheet shows them. */
static gint64
score_everything (TmLedger *ledger)
{
  TmStandings *standings;
  gint64 sum = 0;

  for (guint i = 0; i < tm_ledger_get_n_hands (ledger); i++)
    {
      TmHandScore *score = tm_ledger_hand_get_score (tm_ledger_get_hand (ledger, i));

      g_assert_nonnull (score);
      sum += tm_hand_score_get_points (score, 0);
    }

  standings = tm_ledger_get_standings (ledger);
  g_assert_cmpuint (tm_standings_get_n_sides (standings), ==, 2);
  return sum + tm_standings_get_total (standings, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) v1_bytes = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autoptr(GFile) file = NULL;
  guint n_runs = argc > 1 ? (guint) atoi (argv[1]) : 7;
  gint64 expected = 0;
  Step parse, open_v1, open, open_async, total, rescore, serialize, save;

  g_assert_cmpuint (n_runs, >, 0);
  if (argc > 2)
    n_hands = (guint) atoi (argv[2]);
  distinct = argc > 3 && g_str_equal (argv[3], "distinct");
  g_assert_cmpuint (n_hands, >, 0);
  tm_init ();
  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  g_assert_nonnull (tm_catalogue_get_deck (catalogue, "gitmo-basic", NULL));
  g_assert_nonnull (tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL));

  v1_bytes = make_ledger_file ();
  dir = g_dir_make_tmp ("tm-bench-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "big.json", NULL);
  backup = g_build_filename (dir, "big.json.bak", NULL);
  file = g_file_new_for_path (path);

  /* Time the file as this Tablemate writes it. */
  {
    g_autoptr(TmLedger) ledger = tm_ledger_new_from_bytes (catalogue, v1_bytes, "big-v1.json",
                                                           &error);

    g_assert_no_error (error);
    expected = score_everything (ledger);
    bytes = tm_ledger_to_bytes (ledger);
    g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                        g_bytes_get_size (bytes), NULL));
  }

  step_init (&parse, "json-glib parse of the file alone");
  step_init (&open_v1, "open and score version 1 (from memory)");
  step_init (&open, "open and score (read, parse, score, total)");
  step_init (&open_async, "the same in the background: caller's share");
  step_init (&total, "totals after an edit");
  step_init (&rescore, "rescore after an option change");
  step_init (&serialize, "serialize");
  step_init (&save, "save (serialize, write, fsync, rename)");

  for (guint run = 0; run < n_runs; run++)
    {
      g_autoptr(TmLedger) ledger = NULL;
      g_autoptr(GBytes) out = NULL;
      g_autoptr(GVariant) yes = g_variant_ref_sink (g_variant_new_boolean (TRUE));
      Stamp start;

      /* The JSON parse alone, for scale. */
      {
        g_autoptr(JsonParser) parser = json_parser_new_immutable ();

        start = stamp ();
        g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                                   g_bytes_get_size (bytes), NULL));
        step_add (&parse, start);
      }

      /* As the app opens a sheet (tm_ledger_load_async()): the CPU time
       * is the calling thread's alone, what the main loop waits for. */
      {
        g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
        Loading loading = { loop, NULL };

        start = stamp ();
        tm_ledger_load_async (catalogue, file, NULL, loaded_cb, &loading);
        g_main_loop_run (loop);
        g_assert_cmpint (score_everything (loading.ledger), ==, expected);
        step_add (&open_async, start);
        g_object_unref (loading.ledger);
      }

      /* A sheet saved by the first release. */
      {
        g_autoptr(TmLedger) old = NULL;

        start = stamp ();
        old = tm_ledger_new_from_bytes (catalogue, v1_bytes, "big-v1.json", &error);
        g_assert_no_error (error);
        g_assert_cmpint (score_everything (old), ==, expected);
        step_add (&open_v1, start);
      }

      /* Open: read the file, every hand's points and the totals. */
      start = stamp ();
      ledger = tm_ledger_load (catalogue, file, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (score_everything (ledger), ==, expected);
      step_add (&open, start);
      g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, n_hands);
      g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 0);

      /* An edit: the totals are worked out again from the hands. */
      start = stamp ();
      tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, n_hands - 1), "edited");
      step_add (&total, start);

      /* An option change: every hand is scored again. */
      start = stamp ();
      tm_ledger_set_option (ledger, "help-opponents", yes);
      score_everything (ledger);
      step_add (&rescore, start);

      start = stamp ();
      out = tm_ledger_to_bytes (ledger);
      step_add (&serialize, start);

      /* Save: serialize, write, fsync, keep the backup, rename. */
      start = stamp ();
      g_assert_true (tm_ledger_save (ledger, NULL, &error));
      g_assert_no_error (error);
      step_add (&save, start);

      /* Put the file back as it was for the next run. */
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                          g_bytes_get_size (bytes), NULL));
    }

  g_print ("ledger of %u hands, %u players, %.1f MB as saved (%.1f MB in version 1); "
           "median and fastest of %u runs, in ms:\n",
           n_hands, N_PLAYERS, g_bytes_get_size (bytes) / 1e6, g_bytes_get_size (v1_bytes) / 1e6,
           n_runs);
  g_print ("  %-40s %8s %8s %8s %8s %8s\n", "", "wall", "CPU", "CPU, all", "wall min",
           "CPU min");
  step_print (&parse);
  step_print (&open_v1);
  step_print (&open);
  step_print (&open_async);
  step_print (&total);
  step_print (&rescore);
  step_print (&serialize);
  step_print (&save);

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
  return 0;
}
