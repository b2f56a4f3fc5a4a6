/* fuzz-play-stats.c: play statistics (tm_play_stats_load_bytes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init (FALSE);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GBytes) bytes = fuzz_bytes (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayStats) stats = tm_play_stats_new ();
  g_autoptr(TmPlayStats) again = tm_play_stats_new ();
  g_autoptr(GBytes) first = NULL, second = NULL;

  if (!tm_play_stats_load_bytes (stats, bytes, FUZZ_FILENAME, &error))
    {
      fuzz_check_refusal (error, TRUE);
      return 0;
    }

  /* A finished game counts without passing a limit. */
  tm_play_stats_record (stats, "freeo", size % 2 == 0);
  first = tm_play_stats_to_bytes (stats);
  tm_play_stats_load_bytes (again, first, FUZZ_FILENAME, &error);
  fuzz_check_loads_again ("the play statistics", error);
  second = tm_play_stats_to_bytes (again);
  fuzz_check_same ("the play statistics", first, second);
  return 0;
}
