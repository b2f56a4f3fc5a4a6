/* tm-game-module.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game.h"
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

/**
 * tm_game_module_get_game:
 * @module: a game's module
 * @error: return location for a #GError in %TM_GAME_ERROR
 *
 * Gets the game's definition (`data/games/<id>/game.json`), reading it the
 * first time.  A definition never changes, so every part of the engine
 * shares the one object: the catalogue, the scorer and the play rules.
 *
 * Returns: (transfer none) (nullable): the game, or %NULL with @error set
 *   when the definition cannot be read
 */
TmGame *
tm_game_module_get_game (const TmGameModule  *module,
                         GError             **error)
{
  static GMutex lock;
  static GHashTable *games;   /* const TmGameModule * -> TmGame */
  g_autofree char *path = NULL;
  g_autofree char *filename = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GMutexLocker) locker = NULL;
  TmGame *known;

  g_return_val_if_fail (module != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  locker = g_mutex_locker_new (&lock);
  if (games == NULL)
    games = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  if ((known = g_hash_table_lookup (games, module)) != NULL)
    return known;

  path = tm_game_module_dup_resource_path (module, "game.json");
  filename = g_strdup_printf ("data/games/%s/game.json", module->id);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
  if (bytes == NULL)
    {
      g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_INVALID,
                   "%s: the game has no definition: %s", filename, local_error->message);
      return NULL;
    }

  if (!(game = tm_game_new_from_bytes (bytes, filename, error)))
    return NULL;

  if (!g_str_equal (tm_game_get_id (game), module->id))
    {
      g_set_error (error, TM_GAME_ERROR, TM_GAME_ERROR_INVALID,
                   "%s: field “id”: says “%s” but the game's folder is “%s”",
                   filename, tm_game_get_id (game), module->id);
      return NULL;
    }

  known = game;
  g_hash_table_insert (games, (gpointer) module, g_steal_pointer (&game));
  return known;
}

/**
 * tm_game_module_lookup_game:
 * @game_id: a game id
 *
 * Finds a game's definition by its id (see tm_game_module_get_game()).
 *
 * Returns: (transfer none) (nullable): the game, or %NULL when no game has
 *   the id or its definition cannot be read
 */
TmGame *
tm_game_module_lookup_game (const char *game_id)
{
  const TmGameModule *module;

  g_return_val_if_fail (game_id != NULL, NULL);

  module = tm_game_module_lookup (game_id);
  return module != NULL ? tm_game_module_get_game (module, NULL) : NULL;
}
