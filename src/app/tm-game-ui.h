/* tm-game-ui.h: what a game brings to the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

/**
 * TmGameUi:
 * @id: the game's id, the name of its folder `src/app/games/<id>/`
 * @register_resource: (nullable): registers the bundle of the game's own user
 *   interface files (its `app.gresource.xml`), found under
 *   `/io/github/tablemate/Tablemate/games/<id>/`
 * @new_play_table: (nullable): creates the game's table for virtual play
 *   (a widget implementing #TmPlayTable)
 * @prepare_play: (nullable): readies the game's play rules to deal a new
 *   game with the cards of @catalogue as the person edited them (Gitmo
 *   plays its cards' effects, and an owner may rewrite them); called just
 *   before each new game is dealt
 * @new_table_extra: (nullable): creates a widget of the game's own for the
 *   table assistant's turn screen, shown above the buttons that record
 *   events (Captured's ring of board cards, say); it follows @session,
 *   whose #TmTableSession:n-events changes with every event, undo and
 *   redo, and reads the public facts with tm_table_session_dup_facts().
 *   Without it the turn screen is the generic one
 * @shared_screen: the game's table shows nothing that one seat may not
 *   see, so that everyone watches one screen: no privacy screen is put up
 *   between human seats (the mixer's quiz)
 * @no_hints: the game offers no hints, where one could only give the
 *   answer away (the mixer's quiz)
 *
 * What the app has of its own for one game, filled in by the game's folder
 * (`src/app/games/<id>/tm-<id>-ui.c`) as a constant named `tm_<id>_game_ui`.
 * Games without such a folder are shown by the generic views alone.  The
 * build writes the registry (`tm-game-ui-registry.c`) from the list of
 * games in the top-level `meson.build`.
 */
typedef struct _TmGameUi TmGameUi;

struct _TmGameUi
{
  const char  *id;
  void       (*register_resource) (void);
  GtkWidget *(*new_play_table) (TmCatalogue *catalogue);
  void       (*prepare_play)   (TmCatalogue *catalogue);
  GtkWidget *(*new_table_extra) (TmCatalogue    *catalogue,
                                 TmTableSession *session);
  gboolean     shared_screen;
  gboolean     no_hints;
};

/* Written by the build (tm-game-ui-registry.c.in); use tm_game_ui_lookup(). */
extern const TmGameUi * const _tm_game_ui_registry[];

void            tm_game_ui_register_resources (void);
const TmGameUi *tm_game_ui_lookup             (const char *game_id);

G_END_DECLS
