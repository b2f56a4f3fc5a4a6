/* tm-table-now.c: what happens now at a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-table-session-private.h"

G_DEFINE_BOXED_TYPE (TmTableNow, tm_table_now, tm_table_now_ref, tm_table_now_unref)

/**
 * tm_table_now_ref:
 * @self: a #TmTableNow
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableNow *
tm_table_now_ref (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_now_unref:
 * @self: (transfer full): a #TmTableNow
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_now_unref (TmTableNow *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->text);
  g_strfreev (self->kinds);
  g_free (self);
}

/**
 * tm_table_now_get_phase:
 * @self: a #TmTableNow
 *
 * Gets where the game stands: dealing, in a hand, between hands, or over.
 *
 * Returns: the phase
 */
TmTablePhase
tm_table_now_get_phase (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_PHASE_DEAL);
  return self->phase;
}

/**
 * tm_table_now_get_hand:
 * @self: a #TmTableNow
 *
 * Gets the number of the hand being dealt, played or scored.
 *
 * Returns: the hand's number, from 1
 */
guint
tm_table_now_get_hand (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->hand;
}

/**
 * tm_table_now_get_round:
 * @self: a #TmTableNow
 *
 * Gets the round the hand belongs to (in a round everyone deals once).
 *
 * Returns: the round's number, from 1
 */
guint
tm_table_now_get_round (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->round;
}

/**
 * tm_table_now_get_dealer:
 * @self: a #TmTableNow
 *
 * Gets who deals this hand.
 *
 * Returns: the dealer's seat, or %TM_TABLE_NOBODY in a game without one
 */
int
tm_table_now_get_dealer (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->dealer;
}

/**
 * tm_table_now_get_seat:
 * @self: a #TmTableNow
 *
 * Gets whose turn it is (while dealing: the dealer's).
 *
 * Returns: the seat, or %TM_TABLE_NOBODY
 */
int
tm_table_now_get_seat (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->seat;
}

/**
 * tm_table_now_get_actor:
 * @self: a #TmTableNow
 *
 * Gets who has to act now when it is not the player whose turn it is:
 * the player who answers, or who takes a card from a stash.
 *
 * Returns: the seat, or %TM_TABLE_NOBODY when the player whose turn it is
 *   acts
 */
int
tm_table_now_get_actor (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->actor;
}

/**
 * tm_table_now_get_text:
 * @self: a #TmTableNow
 *
 * Gets what happens now, in words for the table: whose turn it is, what
 * they owe and what they may do.
 *
 * Returns: the text, plain
 */
const char *
tm_table_now_get_text (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->text;
}

/**
 * tm_table_now_get_section:
 * @self: a #TmTableNow
 *
 * Gets the id of the rules section that applies, for a link
 * (`section:GAME/ID`).
 *
 * Returns: the section's id
 */
const char *
tm_table_now_get_section (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->section;
}

/**
 * tm_table_now_get_ruling:
 * @self: a #TmTableNow
 *
 * Gets the id of the ruling that applies, if one does.
 *
 * Returns: (nullable): the ruling's id
 */
const char *
tm_table_now_get_ruling (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->ruling;
}

/**
 * tm_table_now_get_kinds:
 * @self: a #TmTableNow
 *
 * Gets the kinds of event the table may record now.
 *
 * Returns: (array zero-terminated=1): the kinds
 */
const char * const *
tm_table_now_get_kinds (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return (const char * const *) self->kinds;
}

/**
 * tm_table_now_allows:
 * @self: a #TmTableNow
 * @kind: a kind of event
 *
 * Gets whether the table may record an event of @kind now (the rules may
 * still refuse its details).
 *
 * Returns: %TRUE if it may
 */
gboolean
tm_table_now_allows (TmTableNow *self,
                     const char *kind)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);

  return g_strv_contains ((const char * const *) self->kinds, kind);
}

/**
 * tm_table_now_is_winner:
 * @self: a #TmTableNow
 * @seat: a seat
 *
 * Gets whether the seat has won the game, once it is over.
 *
 * Returns: %TRUE for a winner
 */
gboolean
tm_table_now_is_winner (TmTableNow *self,
                        guint       seat)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return seat < TM_TABLE_MAX_SEATS && (self->winners & (1u << seat)) != 0;
}
