/* fuzz-play-session.c: the app's game in progress, games/GAME.json
 * (tm_play_session_new_from_json): seats and the saved game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-play-json.h"
#include "tm-play-session.h"

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
  g_autoptr(JsonNode) node = fuzz_parse_json (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlaySession) session = NULL;
  g_autoptr(TmPlaySession) again = NULL;
  g_autoptr(JsonNode) saved = NULL;
  g_autoptr(JsonNode) reparsed = NULL;
  g_autoptr(JsonNode) resaved = NULL;
  g_autoptr(GBytes) first = NULL, second = NULL;

  if (node == NULL)
    return 0;
  session = tm_play_session_new_from_json (node, &error);
  if (session == NULL)
    {
      fuzz_check_refusal (error, FALSE);
      return 0;
    }

  saved = tm_play_session_to_json (session);
  first = fuzz_node_bytes (saved);
  reparsed = fuzz_parse_bytes (first);
  again = tm_play_session_new_from_json (reparsed, &error);
  fuzz_check_loads_again ("a game in progress", error);
  resaved = tm_play_session_to_json (again);
  second = fuzz_node_bytes (resaved);
  fuzz_check_same ("a game in progress", first, second);
  return 0;
}
