/* tm-move.h: one move of virtual play, as a small value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tm-types.h"

G_BEGIN_DECLS

typedef struct _TmMove TmMove;

/**
 * TmMove:
 * @kind: what sort of move this is; each game numbers its own kinds, and
 *   0 is never a valid move
 * @card: the card (or board position) the move is about, by the game's
 *   own numbering
 * @target: the seat the move is aimed at, or %TM_MOVE_NO_TARGET
 * @slot: a game-specific extra, such as a run on the table
 *
 * One move, four bytes, copied by value.  A move means something only
 * together with the game (and usually the state) it is played in; its
 * readable text form, such as `seek-house` or `draw-a-card:2`, comes from
 * [method@Tm.PlayState.move_to_string].  Moves compare equal when all four
 * fields are equal.
 */
struct _TmMove
{
  guint8 kind;
  guint8 card;
  guint8 target;
  guint8 slot;
};

/**
 * TM_MOVE_NO_TARGET:
 *
 * The value of #TmMove.target for a move not aimed at a seat.
 */
#define TM_MOVE_NO_TARGET 0xff

/**
 * TM_MOVE_MAX_LEGAL:
 *
 * An upper bound on the number of legal moves in any state of any game;
 * a buffer this long is always long enough for
 * [method@Tm.PlayState.get_legal_moves].
 */
#define TM_MOVE_MAX_LEGAL 64

#define TM_TYPE_MOVE (tm_move_get_type ())

GType     tm_move_get_type (void) G_GNUC_CONST;

TmMove   *tm_move_new      (guint8        kind,
                            guint8        card,
                            guint8        target,
                            guint8        slot);
TmMove   *tm_move_copy     (const TmMove *self);
void      tm_move_free     (TmMove       *self);
gboolean  tm_move_equal    (const TmMove *a,
                            const TmMove *b);
guint32   tm_move_to_code  (const TmMove *self);
TmMove    tm_move_from_code (guint32      code);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmMove, tm_move_free)

G_END_DECLS
