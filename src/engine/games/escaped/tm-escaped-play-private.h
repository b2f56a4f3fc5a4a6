/* tm-escaped-play-private.h: what the files of Escaped's play rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-escaped-play.h"

G_BEGIN_DECLS

/* tm-escaped-play.c: the rules */
gboolean  _tm_escaped_prepare          (TmGame               *game,
                                        TmDeck * const       *decks,
                                        GError              **error);
void      _tm_escaped_init             (void                 *state,
                                        const TmPlayConfig   *config);
int       _tm_escaped_current_player   (const void           *state);
guint     _tm_escaped_legal_moves      (const void           *state,
                                        TmMove               *moves);
gboolean  _tm_escaped_check_move       (const void           *state,
                                        TmMove                move,
                                        TmPlayViolation      *violation);
void      _tm_escaped_apply_move       (void                 *state,
                                        TmMove                move);
void      _tm_escaped_returns          (const void           *state,
                                        double               *values);
void      _tm_escaped_scores           (const void           *state,
                                        int                  *scores);
guint     _tm_escaped_episode          (const void           *state);
int       _tm_escaped_observer         (const void           *state);
void      _tm_escaped_observe          (const void           *state,
                                        guint                 player,
                                        void                 *observation);
void      _tm_escaped_sample           (const void           *observation,
                                        TmRng                *rng,
                                        void                 *state);
void      _tm_escaped_forget           (void                 *observation,
                                        guint64               memory_seed,
                                        double                memory);
TmMove    _tm_escaped_heuristic        (const void           *observation,
                                        TmRng                *rng);
TmMove    _tm_escaped_playout_move     (const void           *state,
                                        TmRng                *rng);
guint     _tm_escaped_search_moves     (const void           *observation,
                                        TmMove               *moves);
gboolean  _tm_escaped_check_invariants (const void           *state,
                                        GString              *problems);
guint     _tm_escaped_n_in             (const TmEscapedState *s);
guint     _tm_escaped_n_held           (const TmEscapedState *s,
                                        guint                 seat);

/* tm-escaped-play-json.c: text, JSON and the scorer's record */
gsize     _tm_escaped_move_to_string   (const void           *state,
                                        TmMove                move,
                                        char                 *buf,
                                        gsize                 len);
gboolean  _tm_escaped_move_from_string (const void           *state,
                                        const char           *text,
                                        TmMove               *move);
JsonNode *_tm_escaped_to_json          (const void           *state);
gboolean  _tm_escaped_from_json        (void                 *state,
                                        const TmPlayConfig   *config,
                                        JsonObject           *object,
                                        GError              **error);
gboolean  _tm_escaped_finished_hand    (const void           *before,
                                        TmMove                move,
                                        const void           *after,
                                        TmPlayHandRecord     *hand);

G_END_DECLS
