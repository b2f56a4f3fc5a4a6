/* tm-highcard-play.h: the rules of High Card for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: reached through tm_play_rules_lookup ("highcard").
 */

#pragma once

#include "tm-play-rules.h"

G_BEGIN_DECLS

/* Cards are numbered 0..19 in the order of the deck file
 * (data/decks/highcard.json): red 1 to 10, then blue 1 to 10, so a card's
 * number is card % 10 + 1. */
#define TM_HIGHCARD_N_CARDS      20
#define TM_HIGHCARD_N_NUMBERS    10
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
  guint8 where[TM_HIGHCARD_N_CARDS];          /* a seat, or one of the places above */
} TmHighcardState;

const TmPlayRules *tm_highcard_play_rules (void);

G_END_DECLS
