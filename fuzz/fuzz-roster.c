/* fuzz-roster.c: the roster of players (tm_roster_load_bytes)
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
  g_autoptr(TmRoster) roster = tm_roster_new (NULL);
  g_autoptr(TmRoster) again = tm_roster_new (NULL);
  g_autoptr(GBytes) first = NULL, second = NULL;

  if (!tm_roster_load_bytes (roster, bytes, FUZZ_FILENAME, &error))
    {
      fuzz_check_refusal (error, TRUE);
      return 0;
    }

  first = tm_roster_to_bytes (roster);
  tm_roster_load_bytes (again, first, FUZZ_FILENAME, &error);
  fuzz_check_loads_again ("the roster", error);
  second = tm_roster_to_bytes (again);
  fuzz_check_same ("the roster", first, second);
  return 0;
}
