/* tm-play-state.h: a game in progress, for the app and the tool
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tm-move.h"
#include "tm-play-notes.h"
#include "tm-play-rules.h"
#include "tm-types.h"

G_BEGIN_DECLS

#define TM_TYPE_PLAY_STATE (tm_play_state_get_type ())

G_DECLARE_FINAL_TYPE (TmPlayState, tm_play_state, TM, PLAY_STATE, GObject)

TmPlayState        *tm_play_state_new                  (const char          *game_id,
                                                        guint                n_players,
                                                        guint64              seed,
                                                        GVariant            *options,
                                                        GError             **error);
TmPlayState        *tm_play_state_new_from_json        (JsonNode            *node,
                                                        GError             **error);
JsonNode           *tm_play_state_parse_json           (const char          *data,
                                                        gsize                len,
                                                        GError             **error);
TmPlayState        *tm_play_state_copy                 (TmPlayState         *self);
void                tm_play_state_keep_seen            (TmPlayState         *self,
                                                        TmPlayState         *later);
TmPlayState        *tm_play_state_observe              (TmPlayState         *self,
                                                        guint                player);

const char         *tm_play_state_get_game_id          (TmPlayState         *self);
guint               tm_play_state_get_n_players        (TmPlayState         *self);
guint64             tm_play_state_get_seed             (TmPlayState         *self);
int                 tm_play_state_get_current_player   (TmPlayState         *self);
int                 tm_play_state_get_turn_owner       (TmPlayState         *self);
const char         *tm_play_state_get_stage            (TmPlayState         *self);
gboolean            tm_play_state_get_is_terminal      (TmPlayState         *self);
guint               tm_play_state_get_n_moves          (TmPlayState         *self);
int                 tm_play_state_get_observer         (TmPlayState         *self);
GVariant           *tm_play_state_dup_options          (TmPlayState         *self);
const TmPlayRules  *tm_play_state_get_rules            (TmPlayState         *self);
gconstpointer       tm_play_state_peek_data            (TmPlayState         *self);

guint               tm_play_state_get_legal_moves      (TmPlayState         *self,
                                                        TmMove              *moves,
                                                        guint                n_moves);
TmMove             *tm_play_state_dup_legal_moves      (TmPlayState         *self,
                                                        guint               *n_moves);
gboolean            tm_play_state_check_move           (TmPlayState         *self,
                                                        const TmMove        *move,
                                                        const char         **section,
                                                        GError             **error);
gboolean            tm_play_state_apply_move           (TmPlayState         *self,
                                                        const TmMove        *move,
                                                        GError             **error);
gboolean            tm_play_state_apply_move_text      (TmPlayState         *self,
                                                        const char          *text,
                                                        GError             **error);
char               *tm_play_state_move_to_string       (TmPlayState         *self,
                                                        const TmMove        *move);
gboolean            tm_play_state_parse_move           (TmPlayState         *self,
                                                        const char          *text,
                                                        TmMove              *move,
                                                        GError             **error);
const TmMove       *tm_play_state_get_history          (TmPlayState         *self,
                                                        guint               *n_moves);

void                tm_play_state_get_returns          (TmPlayState         *self,
                                                        double              *values);
void                tm_play_state_get_scores           (TmPlayState         *self,
                                                        int                 *scores);

JsonNode           *tm_play_state_to_json              (TmPlayState         *self);
JsonNode           *tm_play_state_save_game            (TmPlayState         *self);
JsonNode           *tm_play_state_observation_to_json  (TmPlayState         *self,
                                                        guint                player);

void                tm_play_state_set_notes            (TmPlayState         *self,
                                                        guint                seat,
                                                        TmPlayNotes         *notes);
TmPlayNotes        *tm_play_state_get_notes            (TmPlayState         *self,
                                                        guint                seat);

G_END_DECLS
