/* tm-move.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-move.h"

G_DEFINE_BOXED_TYPE (TmMove, tm_move, tm_move_copy, tm_move_free)

/**
 * tm_move_new:
 * @kind: the game's kind of move
 * @card: the card or position
 * @target: the seat aimed at, or %TM_MOVE_NO_TARGET
 * @slot: a game-specific extra
 *
 * Makes a move on the heap, for language bindings and signal arguments;
 * C code usually keeps a #TmMove on the stack.
 *
 * Returns: (transfer full): a new move
 */
TmMove *
tm_move_new (guint8 kind,
             guint8 card,
             guint8 target,
             guint8 slot)
{
  TmMove *self = g_new (TmMove, 1);

  self->kind = kind;
  self->card = card;
  self->target = target;
  self->slot = slot;
  return self;
}

/**
 * tm_move_copy:
 * @self: a move
 *
 * Copies a move onto the heap.
 *
 * Returns: (transfer full): a copy of @self
 */
TmMove *
tm_move_copy (const TmMove *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

/**
 * tm_move_free:
 * @self: (nullable): a move from tm_move_new() or tm_move_copy()
 *
 * Frees a move on the heap.
 */
void
tm_move_free (TmMove *self)
{
  g_free (self);
}

/**
 * tm_move_equal:
 * @a: a move
 * @b: another move
 *
 * Compares two moves field by field.
 *
 * Returns: whether @a and @b are the same move
 */
gboolean
tm_move_equal (const TmMove *a,
               const TmMove *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return tm_move_to_code (a) == tm_move_to_code (b);
}

/**
 * tm_move_to_code:
 * @self: a move
 *
 * Packs a move into 32 bits, the same on every machine: kind in the top
 * byte, then card, target and slot.
 *
 * Returns: the packed move
 */
guint32
tm_move_to_code (const TmMove *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return ((guint32) self->kind << 24) | ((guint32) self->card << 16) |
         ((guint32) self->target << 8) | self->slot;
}

/**
 * tm_move_from_code:
 * @code: a value from tm_move_to_code()
 *
 * Unpacks a move.
 *
 * Returns: the move
 */
TmMove
tm_move_from_code (guint32 code)
{
  TmMove move = { code >> 24, (code >> 16) & 0xff, (code >> 8) & 0xff, code & 0xff };

  return move;
}
