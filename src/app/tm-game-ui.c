/* tm-game-ui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-ui.h"

/**
 * tm_game_ui_register_resources:
 *
 * Registers the user interface files of every game that has its own.
 * tm_game_ui_lookup() does it the first time it is called, so a game's
 * views find their templates; calling it again does nothing.
 */
void
tm_game_ui_register_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      for (guint i = 0; _tm_game_ui_registry[i] != NULL; i++)
        if (_tm_game_ui_registry[i]->register_resource != NULL)
          _tm_game_ui_registry[i]->register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

/**
 * tm_game_ui_lookup:
 * @game_id: a game id
 *
 * Finds what the app has of its own for a game.
 *
 * Returns: (transfer none) (nullable): the game's app part, or %NULL when
 *   the generic views show the game alone
 */
const TmGameUi *
tm_game_ui_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  tm_game_ui_register_resources ();
  for (guint i = 0; _tm_game_ui_registry[i] != NULL; i++)
    if (g_str_equal (_tm_game_ui_registry[i]->id, game_id))
      return _tm_game_ui_registry[i];

  return NULL;
}
