/* bench-ledger.c: how long a 10,000-hand ledger takes to open, score and save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints times; asserts nothing about them.  Run with `meson test
 * --benchmark -C BUILDDIR bench-ledger -v`, or `BUILDDIR/tests/bench-ledger
 * [RUNS [HANDS [distinct|alike|both [SHAPE]]]]` (a smaller sheet, one case
 * or one shape, for a profiler).  Numbers are kept in
 * docs/performance-ledger.md.
 *
 * The sheets, each of HANDS hands (10,000 unless given), as the score
 * sheet benchmark (bench-sheet.c) has them, and one more:
 *
 *  - freeo: five players, one out in each hand, the others' cards left in
 *    hand by kind;
 *  - gitmo: four players each on their own, a round subtotal after every
 *    four hands; loose cards, a run and a Special Ops card in each entry;
 *  - gitmo-teams: the same in two partnerships (the sheet this file has
 *    always measured).
 *
 * Each in two cases: "distinct", where no two entries are written alike
 * (a Free-O table writes each player's points on paper, a Gitmo entry
 * lists a Special Ops card of points of its own), as on a real evening;
 * and "alike", where entries repeat from hand to hand, as random card
 * counts do, and the engine shares them.  Distinct is the honest case and
 * comes first.
 *
 * Each step is timed RUNS times (7 unless given) and the median printed,
 * with the fastest run beside it, in wall time, in this thread's CPU
 * time and in the whole process's (the engine scores a long sheet on two
 * threads): on a machine shared with other builds the wall time includes
 * waiting for a core, the CPU time does not.  "x parse" is the step's
 * CPU time (all threads) over that of json-glib parsing the same file in
 * the same run: a reference that a loaded machine slows down alike.  Only
 * public API is used, so the same file measures an older engine too.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <time.h>

#include "tablemate.h"

typedef struct
{
  const char *id;
  const char *title;
  guint       n_players;
  guint       n_sides;
  const char *option;     /* a switch that changes the scoring, to rescore */
} Shape;

static const Shape shapes[] = {
  { "freeo", "Free-O, 5 players", 5, 5, "playoff-hand" },
  { "gitmo", "Gitmo, 4 players, round subtotals", 4, 4, "help-opponents" },
  { "gitmo-teams", "Gitmo, 4 players in 2 partnerships", 4, 2, "help-opponents" },
};

static guint n_hands = 10000;

/* Version 1 of the file, which every later Tablemate reads. */
static GBytes *
make_ledger_file (const Shape *shape,
                  gboolean     distinct)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  gboolean freeo = g_str_equal (shape->id, "freeo");

  if (freeo)
    g_string_append (s, "{\"version\": 1, \"game\": \"freeo\", \"title\": \"Benchmark\",\n"
                        " \"options\": {\"target-score\": 1000}, \"first_dealer\": 0,\n"
                        " \"players\": [{\"name\": \"Ana\"}, {\"name\": \"Ben\"},"
                        " {\"name\": \"Cai\"}, {\"name\": \"Dee\"}, {\"name\": \"Eli\"}],\n"
                        " \"hands\": [\n");
  else if (g_str_equal (shape->id, "gitmo"))
    g_string_append_printf (s, "{\"version\": 1, \"game\": \"gitmo\", \"title\": \"Benchmark\",\n"
                            " \"rounds\": %u, \"first_dealer\": 0,\n"
                            " \"players\": [{\"name\": \"Ana\"}, {\"name\": \"Ben\"},"
                            " {\"name\": \"Cai\"}, {\"name\": \"Dev\"}],\n"
                            " \"hands\": [\n", MAX (n_hands / 4, 1));
  else
    g_string_append (s, "{\"version\": 1, \"game\": \"gitmo\", \"title\": \"Benchmark\",\n"
                        " \"options\": {\"partners\": true}, \"rounds\": 2500, \"first_dealer\": 0,\n"
                        " \"players\": [{\"name\": \"Ana\", \"team\": 0}, {\"name\": \"Ben\", \"team\": 1},"
                        " {\"name\": \"Cai\", \"team\": 0}, {\"name\": \"Dev\", \"team\": 1}],\n"
                        " \"hands\": [\n");

  for (guint h = 0; h < n_hands; h++)
    {
      guint n = shape->n_players;

      /* As format 3 keeps it: when the hand was added (earlier formats
       * leave it out, and read past it). */
      g_string_append_printf (s, "  {\"dealer\": %u, \"time\": \"2025-03-%02uT%02u:%02u:%02uZ\", "
                              "%s\"entries\": [", h % n, 1 + h / 1000 % 28, h / 60 % 24,
                              h % 60, (h * 7) % 60,
                              h % 10 == 0 ? "\"note\": \"a long hand\", " : "");
      for (guint p = 0; p < n; p++)
        {
          const char *comma = p ? ", " : "";

          if (freeo && p == (h + 1) % n)
            g_string_append_printf (s, "%s{\"went_out\": true}", comma);
          else if (freeo && distinct)
            g_string_append_printf (s, "%s{\"points\": %u}", comma, 2000 + h * n + p);
          else if (freeo)
            g_string_append_printf (s, "%s{\"captured\": %d, \"seek\": %d, \"draw\": %d, "
                                    "\"wild\": %d}", comma,
                                    g_rand_int_range (rand, 0, 2), g_rand_int_range (rand, 0, 4),
                                    g_rand_int_range (rand, 0, 2), g_rand_int_range (rand, 0, 3));
          else
            {
              g_autofree char *own = distinct ? g_strdup_printf (", %u", 2000 + h * n + p)
                                              : g_strdup ("");

              g_string_append_printf (s, "%s{\"patriots\": %d, \"traitors\": %d, "
                                      "\"runs\": [{\"patriots\": %d, \"traitors\": %d, "
                                      "\"card\": %s}], \"special_ops\": [%d%s]}", comma,
                                      g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 3),
                                      g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 3),
                                      p == 0 ? "\"gitmo\"" : "null", g_rand_int_range (rand, -5, 6),
                                      own);
            }
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

/* Prints the step's medians; returns its median CPU time, all threads. */
static double
step_print (Step   *step,
            double  reference)
{
  double wall_min, cpu_min, all_min;
  double wall = median (step->wall, &wall_min);
  double cpu = median (step->cpu, &cpu_min);
  double all = median (step->all, &all_min);

  g_print ("  %-44s %8.1f %8.1f %8.1f %8.1f %8.1f %8.2f\n", step->what, wall, cpu, all, wall_min,
           cpu_min, reference > 0 ? all / reference : 1.0);
  g_array_unref (step->wall);
  g_array_unref (step->cpu);
  g_array_unref (step->all);
  return all;
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
score_everything (TmLedger *ledger,
                  guint     n_sides)
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
  g_assert_cmpuint (tm_standings_get_n_sides (standings), ==, n_sides);
  return sum + tm_standings_get_total (standings, 0);
}

typedef struct
{
  double open;          /* open and score, CPU of all threads, median */
  double parse;         /* json-glib's parse of the same file */
} Result;

/* Times every step on one sheet, RUNS times, and prints them. */
static Result
bench_sheet (TmCatalogue *catalogue,
             const Shape *shape,
             gboolean     distinct,
             guint        n_runs)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) v1_bytes = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autoptr(GFile) file = NULL;
  gint64 expected = 0;
  Step parse, open_v1, open, open_async, total, rescore, serialize, save;
  Result result;

  v1_bytes = make_ledger_file (shape, distinct);
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
    g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 0);
    expected = score_everything (ledger, shape->n_sides);
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
        g_assert_cmpint (score_everything (loading.ledger, shape->n_sides), ==, expected);
        step_add (&open_async, start);
        g_object_unref (loading.ledger);
      }

      /* A sheet saved by the first release. */
      {
        g_autoptr(TmLedger) old = NULL;

        start = stamp ();
        old = tm_ledger_new_from_bytes (catalogue, v1_bytes, "big-v1.json", &error);
        g_assert_no_error (error);
        g_assert_cmpint (score_everything (old, shape->n_sides), ==, expected);
        step_add (&open_v1, start);
      }

      /* Open: read the file, every hand's points and the totals. */
      start = stamp ();
      ledger = tm_ledger_load (catalogue, file, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (score_everything (ledger, shape->n_sides), ==, expected);
      step_add (&open, start);
      g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, n_hands);
      g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 0);

      /* An edit: the totals are worked out again from the hands. */
      start = stamp ();
      tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, n_hands - 1), "edited");
      step_add (&total, start);

      /* An option change: every hand is scored again. */
      start = stamp ();
      tm_ledger_set_option (ledger, shape->option, yes);
      score_everything (ledger, shape->n_sides);
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

  g_print ("\n%s, %u hands, entries %s; %.1f MB as saved (%.1f MB in version 1); "
           "median and fastest of %u runs, in ms:\n",
           shape->title, n_hands, distinct ? "all distinct" : "alike", g_bytes_get_size (bytes) / 1e6,
           g_bytes_get_size (v1_bytes) / 1e6, n_runs);
  g_print ("  %-44s %8s %8s %8s %8s %8s %8s\n", "", "wall", "CPU", "CPU, all", "wall min",
           "CPU min", "x parse");
  result.parse = step_print (&parse, 0);
  step_print (&open_v1, result.parse);
  result.open = step_print (&open, result.parse);
  step_print (&open_async, result.parse);
  step_print (&total, result.parse);
  step_print (&rescore, result.parse);
  step_print (&serialize, result.parse);
  step_print (&save, result.parse);

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
  return result;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = NULL;
  guint n_runs = argc > 1 ? (guint) atoi (argv[1]) : 7;
  const char *cases = argc > 3 ? argv[3] : "both";
  const char *only = argc > 4 ? argv[4] : NULL;
  Result distinct[G_N_ELEMENTS (shapes)] = { { 0, } }, alike[G_N_ELEMENTS (shapes)] = { { 0, } };
  gboolean run_distinct = !g_str_equal (cases, "alike");
  gboolean run_alike = !g_str_equal (cases, "distinct");

  g_assert_cmpuint (n_runs, >, 0);
  if (argc > 2)
    n_hands = (guint) atoi (argv[2]);
  g_assert_cmpuint (n_hands, >, 0);
  g_assert_true (g_strv_contains ((const char * const[]) { "distinct", "alike", "both", NULL },
                                  cases));
  tm_init ();
  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      if (only != NULL && !g_str_equal (only, shapes[i].id))
        continue;
      if (run_distinct)
        distinct[i] = bench_sheet (catalogue, &shapes[i], TRUE, n_runs);
      if (run_alike)
        alike[i] = bench_sheet (catalogue, &shapes[i], FALSE, n_runs);
    }

  g_print ("\nopen and score %u hands, median CPU ms of all threads (aim: under 150):\n",
           n_hands);
  g_print ("  %-44s %8s %8s %8s %8s\n", "", "distinct", "x parse", "alike", "ratio");
  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      if (only != NULL && !g_str_equal (only, shapes[i].id))
        continue;
      g_print ("  %-44s %8.1f %8.2f %8.1f %8.2f\n", shapes[i].title, distinct[i].open,
               distinct[i].parse > 0 ? distinct[i].open / distinct[i].parse : 0.0,
               alike[i].open, alike[i].open > 0 ? distinct[i].open / alike[i].open : 0.0);
    }

  return 0;
}
