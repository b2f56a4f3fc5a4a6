/* fuzz-game.c: a game's definition (tm_game_new_from_bytes), which has
 * no writer: it loads or is refused with the file named.
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
  g_autoptr(TmGame) game = NULL;

  game = tm_game_new_from_bytes (bytes, FUZZ_FILENAME, &error);
  if (game == NULL)
    fuzz_check_refusal (error, TRUE);
  return 0;
}
