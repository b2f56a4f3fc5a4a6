/* fuzz-ledger.c: score sheets (tm_ledger_new_from_bytes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init (TRUE);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GBytes) bytes = fuzz_bytes (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(TmLedger) again = NULL;
  g_autoptr(GBytes) first = NULL, second = NULL;

  ledger = tm_ledger_new_from_bytes (fuzz_catalogue, bytes, FUZZ_FILENAME, &error);
  if (ledger == NULL)
    {
      fuzz_check_refusal (error, TRUE);
      return 0;
    }

  first = tm_ledger_to_bytes (ledger);
  again = tm_ledger_new_from_bytes (fuzz_catalogue, first, FUZZ_FILENAME, &error);
  fuzz_check_loads_again ("a score sheet", error);
  second = tm_ledger_to_bytes (again);
  fuzz_check_same ("a score sheet", first, second);
  return 0;
}
