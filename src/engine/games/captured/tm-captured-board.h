/* tm-captured-board.h: Captured's ring of cards and the markers on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal.  How far a player moves and where they land, which
 * spaces drop out once the Board deck is empty, and whose turn comes next
 * with missed and extra turns: the table assistant (tm-captured-assistant.c)
 * and virtual play of Captured (tm-captured-moves.c) use these.
 * The rulings of data/games/captured/rules.json are named where they
 * decide a point.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TM_CAPTURED_MAX_SPACES  32
#define TM_CAPTURED_MAX_PLAYERS 8
#define TM_CAPTURED_NOWHERE     0xff

/* The ring, as a flat struct without pointers.  Spaces are numbered
 * clockwise from the Start card (space 0). */
typedef struct
{
  guint8  n_spaces;                           /* laid out at the start */
  guint8  n_players;
  guint8  from_marker;                        /* option move-from-marker */
  guint8  current;                            /* whose turn it is */
  guint8  extra;                              /* the current player goes again */
  guint16 n_deck;                             /* cards left in the Board deck */
  guint32 filled;                             /* a bit per space holding a card */
  guint8  marker[TM_CAPTURED_MAX_PLAYERS];    /* each identity card's space */
  guint8  misses[TM_CAPTURED_MAX_PLAYERS];    /* turns each player will miss */
  guint8  skipped;                            /* a bit per player who just missed one */
} TmCapturedBoard;

void     tm_captured_board_init        (TmCapturedBoard       *board,
                                        guint                  n_spaces,
                                        guint                  n_deck,
                                        guint                  n_players,
                                        gboolean               from_marker);
guint    tm_captured_board_n_left      (const TmCapturedBoard *board);
gboolean tm_captured_board_is_over     (const TmCapturedBoard *board);
int      tm_captured_board_land        (const TmCapturedBoard *board,
                                        guint                  player,
                                        guint                  number);
int      tm_captured_board_first_there (const TmCapturedBoard *board,
                                        guint                  space,
                                        guint                  player);
void     tm_captured_board_take        (TmCapturedBoard       *board,
                                        guint                  player,
                                        guint                  space);
gboolean tm_captured_board_draw        (TmCapturedBoard       *board);
void     tm_captured_board_lose_turn   (TmCapturedBoard       *board,
                                        guint                  player);
void     tm_captured_board_extra_turn  (TmCapturedBoard       *board);
void     tm_captured_board_next_turn   (TmCapturedBoard       *board);

G_END_DECLS
