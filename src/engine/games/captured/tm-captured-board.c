/* tm-captured-board.c: Captured's ring of cards and the markers on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-captured-board.h"

#define BIT(s) (1u << (s))

/**
 * tm_captured_board_init: (skip)
 * @board: the board to set up
 * @n_spaces: the cards laid out in the ring (the procedure's `board`)
 * @n_deck: the cards left in the Board deck after that
 * @n_players: the players, in the order they play from the Start card's
 *   left
 * @from_marker: the option move-from-marker
 *
 * Lays out a full ring with every identity card still in hand.
 */
void
tm_captured_board_init (TmCapturedBoard *board,
                        guint            n_spaces,
                        guint            n_deck,
                        guint            n_players,
                        gboolean         from_marker)
{
  g_assert (n_spaces > 0 && n_spaces <= TM_CAPTURED_MAX_SPACES);
  g_assert (n_players > 0 && n_players <= TM_CAPTURED_MAX_PLAYERS);

  memset (board, 0, sizeof *board);
  board->n_spaces = n_spaces;
  board->n_players = n_players;
  board->from_marker = from_marker;
  board->n_deck = n_deck;
  board->filled = n_spaces == 32 ? G_MAXUINT32 : BIT (n_spaces) - 1;
  memset (board->marker, TM_CAPTURED_NOWHERE, sizeof board->marker);
}

/**
 * tm_captured_board_n_left: (skip)
 * @board: a board
 *
 * Gets how many spaces still hold a card.
 *
 * Returns: the number of cards on the ring
 */
guint
tm_captured_board_n_left (const TmCapturedBoard *board)
{
  return __builtin_popcount (board->filled);
}

/**
 * tm_captured_board_is_over: (skip)
 * @board: a board
 *
 * Gets whether the last card of the ring has been taken, which ends the
 * game.
 *
 * Returns: %TRUE when the ring is empty
 */
gboolean
tm_captured_board_is_over (const TmCapturedBoard *board)
{
  return board->filled == 0;
}

/**
 * tm_captured_board_land: (skip)
 * @board: a board
 * @player: who moves
 * @number: the number on the Patriot card they turned
 *
 * Counts @number spaces clockwise and says where @player lands.  The
 * count starts at the Start card (ruling move-from-start), or with the
 * option at the player's own identity card once it is on the ring; the
 * first space after the starting point is 1, and the Start card's place
 * stays the starting point whether it holds a card or not (ruling
 * start-card-taken).  While the Board deck lasts every space is refilled,
 * so every space counts, those with identity cards included; once the
 * deck is empty, a cleared space drops out of the ring and is skipped,
 * with any identity card left on it (ruling counting-spaces).  The last
 * card is therefore reached by any number.
 *
 * Returns: the space, or -1 when no card is left
 */
int
tm_captured_board_land (const TmCapturedBoard *board,
                        guint                  player,
                        guint                  number)
{
  guint space = 0;

  g_assert (player < board->n_players);
  if (board->filled == 0 || number == 0)
    return -1;

  if (board->from_marker && board->marker[player] != TM_CAPTURED_NOWHERE)
    space = board->marker[player];

  while (number > 0)
    {
      space = (space + 1) % board->n_spaces;
      if (board->filled & BIT (space))
        number--;
    }
  return space;
}

/**
 * tm_captured_board_first_there: (skip)
 * @board: a board
 * @space: where @player has landed
 * @player: who landed
 *
 * Finds another player whose identity card already sits on @space: they
 * were there first, and may take a card from @player's stash.
 *
 * Returns: that player, or -1
 */
int
tm_captured_board_first_there (const TmCapturedBoard *board,
                               guint                  space,
                               guint                  player)
{
  for (guint p = 0; p < board->n_players; p++)
    if (p != player && board->marker[p] == space)
      return p;
  return -1;
}

/**
 * tm_captured_board_take: (skip)
 * @board: a board
 * @player: who landed
 * @space: where
 *
 * @player's identity card moves to @space and they pick up its card.  The
 * space is refilled from the Board deck while it lasts; after that it is
 * left empty and drops out of the ring.
 */
void
tm_captured_board_take (TmCapturedBoard *board,
                        guint            player,
                        guint            space)
{
  g_assert (space < board->n_spaces && (board->filled & BIT (space)));

  board->marker[player] = space;
  if (board->n_deck > 0)
    board->n_deck--;
  else
    board->filled &= ~BIT (space);
}

/**
 * tm_captured_board_draw: (skip)
 * @board: a board
 *
 * A card such as Backup Arrives brings the Board deck's top card into the
 * stash of the player who took it, if the deck has one.
 *
 * Returns: whether a card was drawn
 */
gboolean
tm_captured_board_draw (TmCapturedBoard *board)
{
  if (board->n_deck == 0)
    return FALSE;
  board->n_deck--;
  return TRUE;
}

/**
 * tm_captured_board_lose_turn: (skip)
 * @board: a board
 * @player: who misses their next turn
 *
 * Makes @player miss their next turn (a card such as Stand Down; for one
 * that stops the next player, pass the player after the holder).
 */
void
tm_captured_board_lose_turn (TmCapturedBoard *board,
                             guint            player)
{
  g_assert (player < board->n_players);
  board->misses[player]++;
}

/**
 * tm_captured_board_extra_turn: (skip)
 * @board: a board
 *
 * The current player takes another turn straight after this one.
 */
void
tm_captured_board_extra_turn (TmCapturedBoard *board)
{
  board->extra = 1;
}

/**
 * tm_captured_board_next_turn: (skip)
 * @board: a board
 *
 * Passes the turn to the left, or keeps it for an extra turn; a player who
 * is to miss a turn is passed over (and noted in @board's `skipped`).
 */
void
tm_captured_board_next_turn (TmCapturedBoard *board)
{
  guint p = board->current;

  board->skipped = 0;
  if (board->extra)
    {
      board->extra = 0;
      return;
    }

  for (;;)
    {
      p = (p + 1) % board->n_players;
      if (board->misses[p] == 0)
        break;
      board->misses[p]--;
      board->skipped |= BIT (p);
    }
  board->current = p;
}
