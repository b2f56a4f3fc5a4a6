/* tm-highcard-play.h: the rules of High Card for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: reached through tm_play_rules_lookup ("highcard").
 */

#pragma once

#include "tm-play-rules.h"

G_BEGIN_DECLS

/* Cards are numbered 0, 1, … in the order of the deck file
 * (data/decks/highcard.json), which gives each its number; the rules'
 * prepare() reads them.  A state has room for TM_HIGHCARD_MAX_CARDS. */
#define TM_HIGHCARD_MAX_CARDS    32
#define TM_HIGHCARD_MAX_PLAYERS  4
#define TM_HIGHCARD_NONE         0xff

/* Where a card is, besides in a seat's hand (0..3). */
enum
{
  TM_HIGHCARD_SET_ASIDE = 0xf0,   /* not dealt */
  TM_HIGHCARD_ON_TABLE  = 0xf1,   /* played in this round */
  TM_HIGHCARD_TAKEN     = 0xf2,   /* in a round already taken */
  TM_HIGHCARD_UNKNOWN   = 0xff,   /* in an observation: another's, or set aside */
};

enum
{
  TM_HIGHCARD_MOVE_PLAY = 1,      /* card: the card played */
};

enum
{
  TM_HIGHCARD_OPT_LAST_ROUND_DOUBLE,
  TM_HIGHCARD_N_OPTIONS
};

typedef struct
{
  guint8 n_players;
  guint8 observer;                            /* TM_HIGHCARD_NONE: full state */
  guint8 last_round_double;
  guint8 hand_size;                           /* cards each, and rounds a hand */
  guint8 round;                               /* rounds taken so far */
  guint8 leader;                              /* who leads this round */
  guint8 current;
  guint8 n_table;                             /* cards played this round */
  guint8 table[TM_HIGHCARD_MAX_PLAYERS];      /* in the order played */
  guint8 last_taker;                          /* of the last round taken, or NONE */
  guint8 game_over;
  guint8 held[TM_HIGHCARD_MAX_PLAYERS];       /* cards in each hand */
  guint8 taken[TM_HIGHCARD_MAX_PLAYERS];      /* rounds each seat took */
  guint8 where[TM_HIGHCARD_MAX_CARDS];        /* a seat, or one of the places above */
} TmHighcardState;

/* The deck as play knows it. */
typedef struct
{
  guint8  n_cards;
  guint8  numbers[TM_HIGHCARD_MAX_CARDS];
  char   *ids[TM_HIGHCARD_MAX_CARDS];
} TmHighcardCards;

const TmPlayRules     *tm_highcard_play_rules (void);
const TmHighcardCards *tm_highcard_cards      (void);

G_END_DECLS
