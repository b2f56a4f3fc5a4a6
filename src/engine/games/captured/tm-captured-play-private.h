/* tm-captured-play-private.h: what the parts of Captured's play rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are split by responsibility: tm-captured-moves.c (dealing,
 * legal moves, carrying them out, what each seat knows of the stashes,
 * the points of a stash), tm-captured-cards.c (the cards, from the decks
 * and the table procedure), tm-captured-observe.c (observations,
 * sampling and the rule of thumb), tm-captured-play-json.c (moves as
 * text, states as JSON and the invariants) and tm-captured-rules.c (the
 * scores, the finished hand and the table of functions that gathers
 * them).  Only these files include this header.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-captured-play.h"

G_BEGIN_DECLS

#define NONE    TM_CAPTURED_NONE
#define UNKNOWN TM_CAPTURED_UNKNOWN

/* The cards as play knows them, filled by tm_captured_cards_prepare();
 * the parts read it as `cards`. */
extern TmCapturedCards tm_captured_card_table;
#define cards tm_captured_card_table

/* tm-captured-cards.c */
gboolean  tm_captured_cards_prepare    (TmGame              *game,
                                        TmDeck * const      *decks,
                                        GError             **error);

/* tm-captured-moves.c */
void        tm_captured_tidy_unsure    (TmCapturedState       *s,
                                        guint                  seat);
int         tm_captured_stash_copy     (const TmCapturedState *s,
                                        guint                  player,
                                        guint                  t);
void        tm_captured_init           (void                  *state,
                                        const TmPlayConfig    *config);
int         tm_captured_current_player (const void            *state);
int         tm_captured_turn_owner     (const void            *state);
const char *tm_captured_stage          (const void            *state);
guint       tm_captured_legal_moves    (const void            *state,
                                        TmMove                *moves);
gboolean    tm_captured_check_move     (const void            *state,
                                        TmMove                 move,
                                        TmPlayViolation       *violation);
void        tm_captured_apply_move     (void                  *state,
                                        TmMove                 move);

/* tm-captured-observe.c */
int       tm_captured_observer         (const void          *state);
void      tm_captured_observe          (const void          *state,
                                        guint                player,
                                        void                *observation);
void      tm_captured_sample           (const void          *observation,
                                        TmRng               *rng,
                                        void                *state);
TmMove    tm_captured_heuristic        (const void          *observation,
                                        TmRng               *rng);

/* tm-captured-play-json.c */
gsize     tm_captured_move_to_string   (const void          *state,
                                        TmMove               move,
                                        char                *buf,
                                        gsize                len);
gboolean  tm_captured_move_from_string (const void          *state,
                                        const char          *text,
                                        TmMove              *move);
JsonNode *tm_captured_to_json          (const void          *state);
gboolean  tm_captured_from_json        (void                *state,
                                        const TmPlayConfig  *config,
                                        JsonObject          *object,
                                        GError             **error);
gboolean  tm_captured_check_invariants (const void          *state,
                                        GString             *problems);

G_END_DECLS
