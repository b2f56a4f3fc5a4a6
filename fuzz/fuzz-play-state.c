/* fuzz-play-state.c: saved states and saved games of the play engine
 * (tm_play_state_new_from_json), as `tablemate-cli legal --state` reads
 * them.  What loads is saved both ways, whole and as its moves, and each
 * loads again to the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-play-json.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init (FALSE);
  return 0;
}

static void
check_round_trip (const char *what,
                  JsonNode   *saved)
{
  g_autoptr(GBytes) first = fuzz_node_bytes (saved);
  g_autoptr(JsonNode) node = fuzz_parse_bytes (first);
  g_autoptr(TmPlayState) again = NULL;
  g_autoptr(JsonNode) resaved = NULL;
  g_autoptr(GBytes) second = NULL;
  g_autoptr(GError) error = NULL;

  if (node == NULL)
    {
      fprintf (stderr, "fuzz: %s is not JSON\n", what);
      abort ();
    }
  again = tm_play_state_new_from_json (node, &error);
  fuzz_check_loads_again (what, error);
  resaved = json_object_has_member (json_node_get_object (saved), "state")
            ? tm_play_state_to_json (again) : tm_play_state_save_game (again);
  second = fuzz_node_bytes (resaved);
  fuzz_check_same (what, first, second);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(JsonNode) node = fuzz_parse_json (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(JsonNode) whole = NULL;
  g_autoptr(JsonNode) game = NULL;

  if (node == NULL)
    return 0;
  state = tm_play_state_new_from_json (node, &error);
  if (state == NULL)
    {
      fuzz_check_refusal (error, FALSE);
      return 0;
    }

  whole = tm_play_state_to_json (state);
  check_round_trip ("a saved state", whole);
  game = tm_play_state_save_game (state);
  check_round_trip ("a saved game", game);
  return 0;
}
