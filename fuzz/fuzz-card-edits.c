/* fuzz-card-edits.c: a person's card edits (tm_card_edits_load_bytes)
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
  g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
  g_autoptr(TmCardEdits) again = tm_card_edits_new ();
  g_autoptr(GBytes) first = NULL, second = NULL;

  if (!tm_card_edits_load_bytes (edits, bytes, FUZZ_FILENAME, &error))
    {
      fuzz_check_refusal (error, TRUE);
      return 0;
    }

  first = tm_card_edits_to_bytes (edits);
  tm_card_edits_load_bytes (again, first, FUZZ_FILENAME, &error);
  fuzz_check_loads_again ("the card edits", error);
  second = tm_card_edits_to_bytes (again);
  fuzz_check_same ("the card edits", first, second);
  return 0;
}
