/* tm-play-util.h: helpers every game's play code shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the engine (not part of tablemate.h).  A game's play rules
 * (src/engine/games/<id>/) use these rather than helpers of their own:
 *
 * - tm_play_violate(): fills in a #TmPlayViolation and returns %FALSE,
 *   for `return tm_play_violate (v, "turn", NULL, N_("…"));` in
 *   check_move;
 * - tm_play_state_error(): the %TM_PLAY_ERROR_STATE error of a saved
 *   state that cannot be read, “GAME state: field “FIELD”: PROBLEM”;
 * - tm_play_read_int(), tm_play_read_optional_int(), tm_play_read_bool()
 *   and tm_play_read_optional_bool(): a member of a saved state's JSON
 *   object, checked, failing with tm_play_state_error().
 *
 * @game is the game's name as the messages show it (“Free-O”).
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-play-rules.h"

G_BEGIN_DECLS

gboolean tm_play_violate            (TmPlayViolation  *v,
                                     const char       *section,
                                     const char       *ruling,
                                     const char       *message);

gboolean tm_play_state_error        (GError          **error,
                                     const char       *game,
                                     const char       *field,
                                     const char       *problem);

/* A whole number in [@min, @max]. */
gboolean tm_play_read_int           (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     int               min,
                                     int               max,
                                     int              *out,
                                     GError          **error);
/* The same, or @fallback when the member is absent. */
gboolean tm_play_read_optional_int  (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     int               min,
                                     int               max,
                                     int               fallback,
                                     int              *out,
                                     GError          **error);
/* true or false. */
gboolean tm_play_read_bool          (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     guint8           *out,
                                     GError          **error);
/* The same, or false when the member is absent. */
gboolean tm_play_read_optional_bool (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     guint8           *out,
                                     GError          **error);

G_END_DECLS
