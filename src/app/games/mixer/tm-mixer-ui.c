/* tm-mixer-ui.c: what the app has of its own for the mixer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "games/mixer/tm-mixer-play.h"
#include "tm-game-ui.h"
#include "tm-mixer-app-resources.h"
#include "tm-mixer-table.h"

/* New games answer from the owner's answer list as it is in their card
 * edits now (games under way keep theirs, and a saved game records it). */
static void
prepare_play (TmCatalogue *catalogue)
{
  g_autoptr(GError) error = NULL;

  if (!tm_mixer_play_use_catalogue (catalogue, &error))
    g_message ("The mixer is dealt without the answer list: %s", error->message);
}

/* Rulings quiz-screen: everyone watches one screen, and a hint could only
 * give the answer away. */
const TmGameUi tm_mixer_game_ui = {
  .id = "mixer",
  .register_resource = tm_mixer_app_register_resource,
  .new_play_table = tm_mixer_table_new,
  .prepare_play = prepare_play,
  .shared_screen = TRUE,
  .no_hints = TRUE,
};
