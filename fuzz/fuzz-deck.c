/* fuzz-deck.c: deck files (tm_deck_new_from_bytes), which have no
 * writer: a deck loads or is refused with the file named.
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
  g_autoptr(TmDeck) deck = NULL;

  deck = tm_deck_new_from_bytes (bytes, FUZZ_FILENAME, tm_catalogue_get_effects (fuzz_catalogue),
                                 &error);
  if (deck == NULL)
    fuzz_check_refusal (error, TRUE);
  return 0;
}
