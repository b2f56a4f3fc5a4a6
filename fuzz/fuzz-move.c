/* fuzz-move.c: the tool's move text (`tablemate-cli apply --move M`).
 * The first byte picks a game and a number of players, the second a
 * seed, and the rest is the move, read on the new deal.  A move that
 * reads is written back as the same move, and one that is legal plays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-common.h"

static GPtrArray *states;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_auto(GStrv) ids = NULL;

  fuzz_init (FALSE);
  ids = tm_play_rules_list_game_ids ();

  states = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; ids[i] != NULL; i++)
    for (guint players = 2; players <= 4; players++)
      {
        TmPlayState *state = tm_play_state_new (ids[i], players, players, NULL, NULL);

        if (state != NULL)
          g_ptr_array_add (states, state);
      }
  if (states->len == 0)
    g_error ("no playable game");
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;
  TmMove move, again;

  if (size < 1)
    return 0;
  state = tm_play_state_copy (g_ptr_array_index (states, data[0] % states->len));
  text = fuzz_text (data + 1, size - 1);

  if (!tm_play_state_parse_move (state, text, &move, &error))
    {
      fuzz_check_refusal (error, FALSE);
      return 0;
    }

  written = tm_play_state_move_to_string (state, &move);
  if (!tm_play_state_parse_move (state, written, &again, &error) ||
      memcmp (&move, &again, sizeof move) != 0)
    {
      fprintf (stderr, "fuzz: the move “%s” is written as “%s”, which reads otherwise\n",
               text, written);
      abort ();
    }
  if (tm_play_state_check_move (state, &move, NULL, NULL))
    {
      if (!tm_play_state_apply_move (state, &move, &error))
        {
          fprintf (stderr, "fuzz: a legal move did not play: %s\n", error->message);
          abort ();
        }
    }
  return 0;
}
