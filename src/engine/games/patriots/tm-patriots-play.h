/* tm-patriots-play.h: the rules of Meet the Patriots for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: reached through tm_play_rules_lookup ("patriots").
 */

#pragma once

#include "tm-play-rules.h"

G_BEGIN_DECLS

/* The cards are the Patriot cards of the game's deck (gitmo-basic.json),
 * read by the rules' prepare(): two of each number, numbered 0, 1, … by
 * their number and then the deck's order, so that a card's partner is
 * card ^ 1.  A state has room for TM_PATRIOTS_MAX_CARDS cards and
 * TM_PATRIOTS_MAX_PLAYERS seats. */
#define TM_PATRIOTS_MAX_CARDS 24
#define TM_PATRIOTS_MAX_PLAYERS 8
#define TM_PATRIOTS_N_SLOTS   12
#define TM_PATRIOTS_ROWS      3
#define TM_PATRIOTS_COLUMNS   4
#define TM_PATRIOTS_GAP       0xfe
#define TM_PATRIOTS_UNKNOWN   0xff
#define TM_PATRIOTS_NONE      0xff

enum
{
  TM_PATRIOTS_MOVE_TURN = 1,   /* card: the board position 0..11 */
  TM_PATRIOTS_MOVE_STOP = 2,   /* put the first card back without a second */
  TM_PATRIOTS_MOVE_TAKE = 3,   /* take the last two cards */
};

enum
{
  TM_PATRIOTS_OPT_ALWAYS_TWO,
  TM_PATRIOTS_N_OPTIONS
};

typedef struct
{
  guint16 turn;                                  /* from 1 */
  guint16 turns[TM_PATRIOTS_MAX_PLAYERS];            /* turns each seat has taken */
  guint16 seen[TM_PATRIOTS_N_SLOTS];             /* turn the card there was last shown, or 0 */
  guint8  n_players;
  guint8  observer;                              /* TM_PATRIOTS_NONE: full state */
  guint8  always_two;
  guint8  current;
  guint8  game_over;
  guint8  first;                                 /* position turned first this turn */
  guint8  blocked[2];                            /* put back by the previous turn */
  guint8  shown[2];                              /* positions shown in the last turn */
  guint8  shown_cards[2];
  guint8  n_draw;
  guint8  board[TM_PATRIOTS_N_SLOTS];            /* card, GAP or UNKNOWN */
  guint8  draw[TM_PATRIOTS_MAX_CARDS];           /* top at draw[n_draw - 1] */
  guint8  owner[TM_PATRIOTS_MAX_CARDS];          /* who claimed it, or NONE */
  guint8  pairs[TM_PATRIOTS_MAX_PLAYERS];
} TmPatriotsState;

/* The Patriot cards as play knows them. */
typedef struct
{
  guint8  n_cards;
  guint8  numbers[TM_PATRIOTS_MAX_CARDS];
  char   *ids[TM_PATRIOTS_MAX_CARDS];
} TmPatriotsCards;

const TmPlayRules     *tm_patriots_play_rules (void);
const TmPatriotsCards *tm_patriots_cards      (void);

G_END_DECLS
