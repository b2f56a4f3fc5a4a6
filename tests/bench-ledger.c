/* bench-ledger.c: how long a 10,000-hand ledger takes to open, total and save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints times; asserts nothing about them.  Run with `meson test
 * --benchmark -C BUILDDIR bench-ledger -v`.  Numbers are kept in
 * docs/performance-ledger.md.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <time.h>

#include "tablemate.h"

#define N_HANDS 10000
#define N_RUNS 5

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
  for (guint h = 0; h < N_HANDS; h++)
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
      g_string_append (s, h + 1 < N_HANDS ? "]},\n" : "]}\n");
    }
  g_string_append (s, " ]\n}\n");

  return g_string_free_to_bytes (s);
}

/* Wall time and this thread's CPU time: on a busy machine the wall time
 * includes waiting for a core, and the CPU time does not. */
typedef struct
{
  gint64 wall;
  gint64 cpu;
} Stamp;

typedef struct
{
  double wall;
  double cpu;
} Best;

static gint64
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static Stamp
stamp (void)
{
  return (Stamp) { g_get_monotonic_time (), cpu_now () };
}

static void
keep_best (Best  *best,
           Stamp  start)
{
  best->wall = MIN (best->wall, (g_get_monotonic_time () - start.wall) / 1000.0);
  best->cpu = MIN (best->cpu, (cpu_now () - start.cpu) / 1000.0);
}

static void
print_best (const char *what,
            Best        best)
{
  g_print ("  %-34s %8.1f ms %8.1f ms\n", what, best.wall, best.cpu);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autoptr(GFile) file = NULL;
  const Best none = { G_MAXDOUBLE, G_MAXDOUBLE };
  Best best_open = none, best_total = none, best_rescore = none;
  Best best_save = none, best_serialize = none, best_parse = none;
  Best best_open_v1 = none, best_score_all = none;
  g_autoptr(GBytes) v1_bytes = NULL;

  tm_init ();
  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  g_assert_nonnull (tm_catalogue_get_deck (catalogue, "gitmo-basic", NULL));
  g_assert_nonnull (tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL));

  bytes = make_ledger_file ();
  dir = g_dir_make_tmp ("tm-bench-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "big.json", NULL);
  backup = g_build_filename (dir, "big.json.bak", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                      g_bytes_get_size (bytes), NULL));

  /* Time the file as Tablemate writes it. */
  {
    g_autoptr(TmLedger) ledger = tm_ledger_load (catalogue, file, NULL, &error);

    g_assert_no_error (error);
    v1_bytes = g_steal_pointer (&bytes);
    bytes = tm_ledger_to_bytes (ledger);
    g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                        g_bytes_get_size (bytes), NULL));
  }

  for (guint run = 0; run < N_RUNS; run++)
    {
      g_autoptr(TmLedger) ledger = NULL;
      g_autoptr(GBytes) out = NULL;
      g_autoptr(GVariant) yes = g_variant_ref_sink (g_variant_new_boolean (TRUE));
      Stamp start;

      /* The JSON parse alone, for comparison. */
      {
        g_autoptr(JsonParser) parser = json_parser_new_immutable ();

        start = stamp ();
        g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                                   g_bytes_get_size (bytes), NULL));
        keep_best (&best_parse, start);
      }

      /* The same ledger in format version 1: parsed by json-glib, every
       * hand scored. */
      {
        g_autoptr(TmLedger) old = NULL;

        start = stamp ();
        old = tm_ledger_new_from_bytes (catalogue, v1_bytes, "big-v1.json", &error);
        g_assert_no_error (error);
        keep_best (&best_open_v1, start);
      }

      /* Open: read, check the syntax, total from the cached points. */
      start = stamp ();
      ledger = tm_ledger_load (catalogue, file, NULL, &error);
      g_assert_no_error (error);
      keep_best (&best_open, start);
      g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, N_HANDS);
      g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 0);

      /* Every hand looked at: its entries parsed and scored. */
      {
        g_autoptr(TmLedger) again = tm_ledger_load (catalogue, file, NULL, &error);

        g_assert_no_error (error);
        start = stamp ();
        for (guint i = 0; i < N_HANDS; i++)
          g_assert_nonnull (tm_ledger_hand_get_score (tm_ledger_get_hand (again, i)));
        keep_best (&best_score_all, start);
      }

      /* An edit: the totals are worked out again from the hands. */
      start = stamp ();
      tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, N_HANDS - 1), "edited");
      keep_best (&best_total, start);

      /* An option change: every hand is scored again. */
      start = stamp ();
      tm_ledger_set_option (ledger, "help-opponents", yes);
      keep_best (&best_rescore, start);

      start = stamp ();
      out = tm_ledger_to_bytes (ledger);
      keep_best (&best_serialize, start);

      /* Save: serialize, write, fsync, keep the backup, rename. */
      start = stamp ();
      g_assert_true (tm_ledger_save (ledger, NULL, &error));
      g_assert_no_error (error);
      keep_best (&best_save, start);

      /* Put the file back as it was for the next run. */
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                          g_bytes_get_size (bytes), NULL));
    }

  g_print ("ledger of %u hands, 4 players, %.1f MB; best of %u runs:\n", N_HANDS,
           g_bytes_get_size (bytes) / 1e6, N_RUNS);
  g_print ("  %-34s %11s %11s\n", "", "wall", "CPU");
  print_best ("json-glib parse of the file alone", best_parse);
  print_best ("open version 1 (from memory)", best_open_v1);
  print_best ("open (read, check, total)", best_open);
  print_best ("then every hand scored", best_score_all);
  print_best ("totals after an edit", best_total);
  print_best ("rescore after an option change", best_rescore);
  print_best ("serialize", best_serialize);
  print_best ("save (serialize, write, fsync)", best_save);

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
  return 0;
}
