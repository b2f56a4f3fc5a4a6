/* tm-gitmo-ui.c: what the app has of its own for Gitmo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "games/gitmo/tm-gitmo-play.h"
#include "tm-game-ui.h"
#include "tm-gitmo-app-resources.h"
#include "tm-gitmo-table-view.h"

/* New games play the cards' effects as the owner edited them (games
 * under way keep theirs, and a saved game records them). */
static void
prepare_play (TmCatalogue *catalogue)
{
  g_autoptr(GError) error = NULL;

  if (!tm_gitmo_play_use_catalogue (catalogue, &error))
    g_message ("Gitmo is dealt with its shipped cards: %s", error->message);
}

const TmGameUi tm_gitmo_game_ui = {
  .id = "gitmo",
  .register_resource = tm_gitmo_app_register_resource,
  .new_play_table = tm_gitmo_table_view_new,
  .prepare_play = prepare_play,
};
