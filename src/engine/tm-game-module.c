/* tm-game-module.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"

/* _tm_game_registry is written by the build from the list of games in
 * meson.build (tm-game-registry.c.in): every game's module, then NULL.
 * The app, the tool and each test link a registry of their own, so that
 * the test build can add its fixture games. */

/**
 * tm_game_modules_get:
 *
 * Lists the modules of every game this program knows, in the order of the
 * game library.
 *
 * Returns: (transfer none) (array zero-terminated=1): the modules
 */
const TmGameModule * const *
tm_game_modules_get (void)
{
  return _tm_game_registry;
}

/**
 * tm_game_module_lookup:
 * @game_id: a game id
 *
 * Finds the module of a game.
 *
 * Returns: (transfer none) (nullable): the module, or %NULL when no game
 *   has the id
 */
const TmGameModule *
tm_game_module_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; _tm_game_registry[i] != NULL; i++)
    if (g_str_equal (_tm_game_registry[i]->id, game_id))
      return _tm_game_registry[i];

  return NULL;
}

/**
 * tm_game_module_dup_resource_path:
 * @module: a game's module
 * @name: (nullable): a file of the game's data folder, such as `rules.json`
 *
 * Gets where a file of the game's data folder is found among the
 * registered resources.
 *
 * Returns: (transfer full): the resource path (of the folder itself when
 *   @name is %NULL)
 */
char *
tm_game_module_dup_resource_path (const TmGameModule *module,
                                  const char         *name)
{
  g_return_val_if_fail (module != NULL, NULL);

  return g_strconcat (TM_GAMES_RESOURCE_PATH "/", module->id, name ? "/" : NULL, name, NULL);
}
