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

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
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
  double best_open = G_MAXDOUBLE, best_total = G_MAXDOUBLE, best_rescore = G_MAXDOUBLE;
  double best_save = G_MAXDOUBLE, best_serialize = G_MAXDOUBLE, best_parse = G_MAXDOUBLE;

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
    g_clear_pointer (&bytes, g_bytes_unref);
    bytes = tm_ledger_to_bytes (ledger);
    g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                        g_bytes_get_size (bytes), NULL));
  }

  for (guint run = 0; run < N_RUNS; run++)
    {
      g_autoptr(TmLedger) ledger = NULL;
      g_autoptr(GBytes) out = NULL;
      g_autoptr(JsonNode) yes = json_node_init_boolean (json_node_alloc (), TRUE);
      gint64 start;

      /* The JSON parse alone, for comparison. */
      {
        g_autoptr(JsonParser) parser = json_parser_new_immutable ();

        start = g_get_monotonic_time ();
        g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                                   g_bytes_get_size (bytes), NULL));
        best_parse = MIN (best_parse, ms_since (start));
      }

      /* Open: read, parse, check and score every hand, total. */
      start = g_get_monotonic_time ();
      ledger = tm_ledger_load (catalogue, file, NULL, &error);
      g_assert_no_error (error);
      best_open = MIN (best_open, ms_since (start));
      g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, N_HANDS);
      g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 0);

      /* An edit: the totals are worked out again from the hands. */
      start = g_get_monotonic_time ();
      tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, N_HANDS - 1), "edited");
      best_total = MIN (best_total, ms_since (start));

      /* An option change: every hand is scored again. */
      start = g_get_monotonic_time ();
      tm_ledger_set_option (ledger, "help-opponents", yes);
      best_rescore = MIN (best_rescore, ms_since (start));

      start = g_get_monotonic_time ();
      out = tm_ledger_to_bytes (ledger);
      best_serialize = MIN (best_serialize, ms_since (start));

      /* Save: serialize, write, fsync, keep the backup, rename. */
      start = g_get_monotonic_time ();
      g_assert_true (tm_ledger_save (ledger, NULL, &error));
      g_assert_no_error (error);
      best_save = MIN (best_save, ms_since (start));

      /* Put the file back as it was for the next run. */
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                          g_bytes_get_size (bytes), NULL));
    }

  g_print ("ledger of %u hands, 4 players, %.1f MB; best of %u runs:\n", N_HANDS,
           g_bytes_get_size (bytes) / 1e6, N_RUNS);
  g_print ("  JSON parse alone (json-glib)      %8.1f ms\n", best_parse);
  g_print ("  open (read, parse, score, total)  %8.1f ms\n", best_open);
  g_print ("  totals after an edit              %8.1f ms\n", best_total);
  g_print ("  rescore after an option change    %8.1f ms\n", best_rescore);
  g_print ("  serialize                         %8.1f ms\n", best_serialize);
  g_print ("  save (serialize, write, fsync)    %8.1f ms\n", best_save);

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
  return 0;
}
