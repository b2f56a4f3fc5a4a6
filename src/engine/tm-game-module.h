/* tm-game-module.h: what a game brings to the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_GAMES_RESOURCE_PATH:
 *
 * Where the games' data folders live in the resource tree, one folder per
 * game id.
 */
#define TM_GAMES_RESOURCE_PATH "/io/github/tablemate/Tablemate/games"

/**
 * TmGameModule:
 * @id: the game's id, the name of its folders (`data/games/<id>/`,
 *   `src/engine/games/<id>/`)
 * @register_resource: registers the bundle of the game's data folder: its
 *   definition (`game.json`), rules text (`rules.json`), the decks it owns
 *   (`decks/<deck>.json`) and its illustration (`illustration.svg`), found
 *   under `/io/github/tablemate/Tablemate/games/<id>/`
 * @get_score_rules: returns the game's scoring
 * @get_play_rules: (nullable): returns the game's rules for virtual play;
 *   %NULL while the game cannot be played on the computer
 * @get_table_rules: (nullable): returns the game's rules at a real table
 *   (#TmTableRules): what happens now after each public event; %NULL
 *   for a game whose table assistant only passes the turn
 *
 * Everything the engine needs to know about one game, filled in by the
 * game's own folder (`src/engine/games/<id>/tm-<id>-module.c`) as a
 * constant named `tm_<id>_game_module`.
 *
 * The games are listed once, in `tablemate_games` in the top-level
 * `meson.build`, from which the build writes the registry
 * (`tm-game-registry.c`); tm_init() registers every module in it.  Generic
 * code asks a game's module (or the objects it registers: the game's
 * #TmScorer, its #TmPlayRules) and never compares a game id.
 */
typedef struct _TmGameModule TmGameModule;

struct _TmGameModule
{
  const char          *id;
  void               (*register_resource) (void);
  const TmScoreRules *(*get_score_rules) (void);
  const TmPlayRules  *(*get_play_rules)  (void);
  const TmTableRules *(*get_table_rules) (void);
};

/* Written by the build (tm-game-registry.c.in); use tm_game_modules_get(). */
extern const TmGameModule * const _tm_game_registry[];

const TmGameModule * const *tm_game_modules_get    (void);
const TmGameModule         *tm_game_module_lookup  (const char *game_id);
char                       *tm_game_module_dup_resource_path (const TmGameModule *module,
                                                              const char         *name);
TmGame                     *tm_game_module_get_game (const TmGameModule  *module,
                                                     GError             **error);
TmGame                     *tm_game_module_lookup_game (const char *game_id);

G_END_DECLS
