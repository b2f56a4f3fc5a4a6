/* fuzz-rules.c: a game's rules text (tm_rulebook_new_with_procedure), read
 * for Free-O with its table procedure as the catalogue reads it; it has no
 * writer: it loads or is refused with the file named, and a loaded one
 * lists its links.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-common.h"

static TmGame *game;
static TmTableProcedure *procedure;

/* Free-O's rules file has a set-up table, which is built from the game's
 * table procedure: without it every input that kept that block, the seed
 * included, was refused there and the blocks after it went untried. */
int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;

  fuzz_init (TRUE);
  game = tm_catalogue_lookup_game (fuzz_catalogue, "freeo");
  procedure = tm_catalogue_get_table_procedure (fuzz_catalogue, "freeo", &error);
  if (game == NULL || procedure == NULL)
    g_error ("Free-O's table procedure did not load: %s", error ? error->message : "no game");
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GBytes) bytes = fuzz_bytes (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRulebook) rulebook = NULL;

  rulebook = tm_rulebook_new_with_procedure (bytes, FUZZ_FILENAME, game, procedure, &error);
  if (rulebook == NULL)
    fuzz_check_refusal (error, TRUE);
  else
    g_strfreev (tm_rulebook_list_links (rulebook));
  return 0;
}
