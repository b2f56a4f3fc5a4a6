/* fuzz-rules.c: a game's rules text (tm_rulebook_new_from_bytes), read
 * for Free-O, which has no writer: it loads or is refused with the file
 * named, and a loaded one can be searched.
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
  g_autoptr(TmRulebook) rulebook = NULL;
  TmGame *game = tm_catalogue_lookup_game (fuzz_catalogue, "freeo");

  rulebook = tm_rulebook_new_from_bytes (bytes, FUZZ_FILENAME, game, &error);
  if (rulebook == NULL)
    fuzz_check_refusal (error, TRUE);
  return 0;
}
