/* tm-escaped-play.h: the rules of Escaped for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: reached through tm_play_rules_lookup ("escaped"); the
 * app's table reads observations through this header.
 */

#pragma once

#include "tm-play-rules.h"

G_BEGIN_DECLS

/* The cards are the Traitor cards of the game's deck (gitmo-basic.json),
 * read by the rules' prepare(), each copy a card of its own.  A state has
 * room for TM_ESCAPED_MAX_CARDS.
 *
 * Each physical card is a token: token 0 is the card set aside (the
 * escaped prisoner), the others are dealt.  Where every token lies is
 * public, and so is which tokens each seat has looked at; which card a
 * token is, only its viewers know. */
#define TM_ESCAPED_MAX_CARDS 32
#define TM_ESCAPED_MAX_SEATS 8      /* Escaped's own range; `out` has a bit each */
#define TM_ESCAPED_ROWS      2
#define TM_ESCAPED_MIDDLE    0
#define TM_ESCAPED_UNKNOWN   0xfe
#define TM_ESCAPED_NONE      0xff

/* A seat may take this many cards in a game; then it must accuse (ruling
 * endless-game).  Twice the cards dealt: no careful game comes near. */
#define TM_ESCAPED_TAKE_LIMIT 46

enum
{
  TM_ESCAPED_MOVE_TAKE = 1,     /* target: the seat; slot: its row; card: the place in it */
  TM_ESCAPED_MOVE_ACCUSE = 2,   /* card: the card named; target: the accuser */
};

enum
{
  TM_ESCAPED_OPT_LAST_MUST_NAME,
  TM_ESCAPED_OPT_ACCUSE_ALOUD,
  TM_ESCAPED_N_OPTIONS
};

typedef struct
{
  guint16 turn;                                            /* turns played so far */
  guint16 seen_turn[TM_ESCAPED_MAX_SEATS][TM_ESCAPED_MAX_CARDS]; /* per token, the turn
                                                              it was last in the seat's sight */
  guint32 seen[TM_ESCAPED_MAX_SEATS];                       /* tokens each seat has looked at */
  guint32 cleared;                                         /* cards named aloud wrongly */
  guint8  n_players;
  guint8  n_cards;
  guint8  observer;                                        /* TM_ESCAPED_NONE: full state */
  guint8  must_name;
  guint8  aloud;
  guint8  current;
  guint8  first;                                           /* the seat that started */
  guint8  game_over;
  guint8  winner;                                          /* TM_ESCAPED_NONE: nobody */
  guint8  out;                                             /* a bit per seat out */
  guint8  risk;                                            /* an agent's daring, 0..100
                                                              (set by forget) */
  guint8  takes[TM_ESCAPED_MAX_SEATS];
  guint8  accused[TM_ESCAPED_MAX_SEATS];                    /* card named, NONE, or UNKNOWN */
  guint8  card_of[TM_ESCAPED_MAX_CARDS];                   /* per token: card or UNKNOWN */
  guint8  n_row[TM_ESCAPED_MAX_SEATS][TM_ESCAPED_ROWS];
  guint8  rows[TM_ESCAPED_MAX_SEATS][TM_ESCAPED_ROWS][TM_ESCAPED_MAX_CARDS]; /* tokens */
  guint8  took[TM_ESCAPED_MAX_SEATS];                       /* each seat's last take: token,
                                                              or NONE */
  guint8  last_taker;                                      /* the last take, for views */
  guint8  last_token;
  guint8  last_from;
} TmEscapedState;

/* The Traitor cards as play knows them. */
typedef struct
{
  guint8  n_cards;
  char   *ids[TM_ESCAPED_MAX_CARDS];      /* the deck's id, with #N for the Nth copy */
  char   *deck_ids[TM_ESCAPED_MAX_CARDS]; /* the deck's id alone */
} TmEscapedCards;

const TmPlayRules    *tm_escaped_play_rules       (void);
const TmEscapedCards *tm_escaped_cards            (void);
guint32               tm_escaped_play_candidates  (const TmEscapedState *state,
                                                   guint                 seat);
int                   tm_escaped_play_find_token  (const TmEscapedState *state,
                                                   guint                 token,
                                                   guint                *seat,
                                                   guint                *row,
                                                   guint                *place);

G_END_DECLS
