/* tm-captured-play.h: the rules of Captured for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: reached through tm_play_rules_lookup ("captured").  The
 * game's own app folder and the tests include this header to read a state
 * and to build positions by hand.  The ring, the markers and the turn
 * order are tm-captured-board.c's, which the table assistant uses too.
 */

#pragma once

#include "tm-play-rules.h"

#include "tm-captured-board.h"

G_BEGIN_DECLS

/* Room in a state: the Board deck's cards (each copy its own number) and
 * the Patriot cards, both read from the decks by the rules' prepare(). */
#define TM_CAPTURED_MAX_CARDS    64
#define TM_CAPTURED_MAX_PATRIOTS 32
#define TM_CAPTURED_MAX_GOT      4     /* cards one turn may bring in */
#define TM_CAPTURED_NONE         0xff
#define TM_CAPTURED_UNKNOWN      0xfe  /* a hidden card in an observation */

/* Move kinds.  IDENTITY: card = the Patriot card chosen.  TURN: turn the
 * Patriot deck's top card and move.  STEAL: card = the card type taken
 * from the newcomer's stash.  PASS: take nothing from it. */
enum
{
  TM_CAPTURED_MOVE_IDENTITY = 1,
  TM_CAPTURED_MOVE_TURN,
  TM_CAPTURED_MOVE_STEAL,
  TM_CAPTURED_MOVE_PASS,
};

/* What the seat to move is deciding. */
typedef enum
{
  TM_CAPTURED_STAGE_IDENTITY,   /* each seat in turn picks its Patriot */
  TM_CAPTURED_STAGE_MOVE,       /* the current player turns a Patriot card */
  TM_CAPTURED_STAGE_STEAL,      /* who was there first takes a card, or not */
  TM_CAPTURED_STAGE_OVER,
} TmCapturedStage;

enum
{
  TM_CAPTURED_OPT_KEEP_TRUMP,
  TM_CAPTURED_OPT_SMALLER_BONUS,
  TM_CAPTURED_OPT_FROM_MARKER,
  TM_CAPTURED_N_OPTIONS
};

typedef struct
{
  TmCapturedBoard board;                        /* ring, markers, turn order */
  guint8  observer;                             /* TM_CAPTURED_NONE: a full state */
  guint8  stage;                                /* TmCapturedStage */
  guint8  chooser;                              /* who picks an identity now */
  guint8  n_cards;                              /* Board deck cards in this game */
  guint8  keep_trump;
  guint8  n_patriot_deck;
  guint8  patriot_known;                        /* cards at its bottom put there in sight */
  guint8  landed;                               /* the space of the last move, or NONE */
  guint8  number;                               /* the number that moved it, or 0 */
  guint8  mover;                                /* who made the last move, or NONE */
  guint8  n_got;
  guint8  got[TM_CAPTURED_MAX_GOT];             /* cards the last move brought in */
  guint8  first_there;                          /* may steal, or NONE */
  guint8  victim;                               /* the last steal's newcomer, or NONE */
  guint8  stolen;                               /* what was taken, NONE, or UNKNOWN */
  guint16 bonus;                                /* for the most Traitors */
  guint16 turns;                                /* turns played */
  guint8  ring[TM_CAPTURED_MAX_SPACES];         /* card on each space, or NONE */
  guint8  deck[TM_CAPTURED_MAX_CARDS];          /* Board deck, top last; UNKNOWN when hidden */
  guint8  holder[TM_CAPTURED_MAX_CARDS];        /* whose stash holds it, or NONE */
  guint8  patriot_deck[TM_CAPTURED_MAX_PATRIOTS]; /* top last; UNKNOWN when hidden */
  guint8  identity[TM_PLAY_MAX_PLAYERS];        /* each seat's Patriot, or NONE */
  /* Per seat, the stashed cards whose holder it does not know (a steal
   * it did not watch), in groups: 0 known, else 1 + the group's lowest
   * card.  An observation keeps only its own seat's. */
  guint8  unsure[TM_PLAY_MAX_PLAYERS][TM_CAPTURED_MAX_CARDS];
} TmCapturedState;

/* The cards as play knows them, read from the game's decks and its table
 * procedure (the Board deck's contents, the ring's size). */
typedef struct
{
  guint8  n_cards;                              /* with the option-only cards */
  guint8  n_base;                               /* without them (they come last) */
  guint8  n_patriots;
  guint8  ring_size[TM_PLAY_MAX_PLAYERS + 1];   /* by number of players */
  char   *ids[TM_CAPTURED_MAX_CARDS];           /* with #N for later copies */
  char   *card_ids[TM_CAPTURED_MAX_CARDS];      /* the deck's id */
  guint8  type[TM_CAPTURED_MAX_CARDS];          /* the first copy of the same card */
  gint8   points[TM_CAPTURED_MAX_CARDS];
  guint8  traitor[TM_CAPTURED_MAX_CARDS];
  guint8  special_ops[TM_CAPTURED_MAX_CARDS];   /* from the Special Ops deck */
  guint8  whistleblower[TM_CAPTURED_MAX_CARDS];
  guint8  trump[TM_CAPTURED_MAX_CARDS];
  guint8  lose_turn[TM_CAPTURED_MAX_CARDS];
  guint8  skip_next[TM_CAPTURED_MAX_CARDS];
  guint8  extra_turn[TM_CAPTURED_MAX_CARDS];
  guint8  draw[TM_CAPTURED_MAX_CARDS];          /* Board deck cards it brings in */
  char   *patriot_ids[TM_CAPTURED_MAX_PATRIOTS];
  guint8  patriot_number[TM_CAPTURED_MAX_PATRIOTS];
} TmCapturedCards;

const TmPlayRules     *tm_captured_play_rules      (void);
const TmCapturedCards *tm_captured_cards           (void);
int                    tm_captured_stash_points    (const TmCapturedState *s,
                                                    guint                  player);
guint                  tm_captured_stash_traitors  (const TmCapturedState *s,
                                                    guint                  player);

G_END_DECLS
