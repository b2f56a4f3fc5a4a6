/* tm-freeo-play.h: the rules of Free-O for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: the app and the tool reach Free-O through
 * tm_play_rules_lookup ("freeo") and TmPlayState.  Tests include this
 * header to build positions by hand.
 */

#pragma once

#include "tm-play-rules.h"
#include "tm-freeo-turn.h"

G_BEGIN_DECLS

/* Card types.  Which cards there are, how many of each and what each is
 * worth come from the deck (data/games/freeo/decks/freeo.json), read once
 * by the rules' prepare(); each card's part in the rules is found by its
 * effect.  Types are numbered: the Seek and Match cards first, in the
 * deck's order (one for each hiding place), then the capture card, the
 * pay-back card and the wild (TmFreeoCards says which numbers those are).
 * A state has room for TM_FREEO_MAX_TYPES types, TM_FREEO_MAX_CARDS
 * cards and TM_FREEO_MAX_PLAYERS seats. */
#define TM_FREEO_MAX_TYPES   12
#define TM_FREEO_MAX_CARDS   120
#define TM_FREEO_MAX_PLAYERS 8
#define TM_FREEO_HAND_SIZE  6
#define TM_FREEO_UNKNOWN    0xff

/* The deck as play knows it. */
typedef struct
{
  guint8  n_types;
  guint8  n_places;                           /* types 0 .. n_places - 1 */
  guint8  captured;                           /* You Are Captured: n_places */
  guint8  draw_a_card;                        /* Draw A Card: n_places + 1 */
  guint8  wild;                               /* the wild: n_places + 2 */
  guint8  capture_draws;                      /* taken for an unanswered capture */
  guint8  pay_back_draws;                     /* taken by a Draw A Card's target */
  guint8  deck_size;
  guint8  counts[TM_FREEO_MAX_TYPES];
  int     points[TM_FREEO_MAX_TYPES];         /* each left in hand at the end */
  char   *ids[TM_FREEO_MAX_TYPES];            /* the deck's card ids */
  char   *places[TM_FREEO_MAX_TYPES];         /* the Seek cards' places */
  guint8  sorted[TM_FREEO_MAX_CARDS];         /* every card, in type order */
} TmFreeoCards;

/* Move kinds: play a card (target: who draws, for Draw A Card), or draw
 * because nothing can be played. */
enum
{
  TM_FREEO_MOVE_PLAY = 1,
  TM_FREEO_MOVE_DRAW = 2,
};

/* Options, in the order of the rules table. */
enum
{
  TM_FREEO_OPT_EVERYONE_PAYS,
  TM_FREEO_OPT_WILD_ANYTIME,
  TM_FREEO_OPT_TARGET_SCORE,
  TM_FREEO_OPT_TURN_OVER_CAPTURED,
  TM_FREEO_OPT_PLAYOFF,
  TM_FREEO_OPT_ONE_HAND,
  TM_FREEO_N_OPTIONS
};

/* The whole game, from the first deal to the end: hands follow each other
 * inside one state until someone's total reaches the target.  Hands are
 * counts per card type (cards of one type are interchangeable); the draw
 * pile is in order, its top at draw[n_draw - 1]. */
typedef struct
{
  TmRng   rng;
  gint16  totals[TM_FREEO_MAX_PLAYERS];
  gint16  hand_points[TM_FREEO_MAX_PLAYERS];   /* of the last hand scored */
  gint16  target_score;
  guint16 hand_number;                       /* from 1 */
  guint16 moves_in_hand;
  TmFreeoTurn turn;                          /* whose turn, what is owed */
  guint8  observer;                          /* TM_FREEO_NOBODY: full state */
  guint8  turn_over_captured;
  guint8  playoff;
  guint8  one_hand;
  guint8  dealer;
  guint8  stuck;                             /* turns in a row with nothing to do */
  guint8  game_over;
  guint8  in_playoff;
  guint8  winners;                           /* bit mask, once game_over */
  guint8  stop_at_hand_end;                  /* a search's copy: deal no next hand */
  guint8  hand_winner;                       /* of the last hand scored */
  guint8  top;
  guint8  n_draw;
  guint8  hand_size[TM_FREEO_MAX_PLAYERS];
  guint8  hand[TM_FREEO_MAX_PLAYERS][TM_FREEO_MAX_TYPES];
  guint8  discard[TM_FREEO_MAX_TYPES];       /* under the top card */
  guint8  draw[TM_FREEO_MAX_CARDS];
} TmFreeoState;

const TmPlayRules  *tm_freeo_play_rules   (void);
const TmFreeoCards *tm_freeo_cards        (void);
int                 tm_freeo_card_from_id (const char         *id);
TmFreeoKind         tm_freeo_card_kind    (guint8              card);
int                 tm_freeo_hand_points  (const TmFreeoState *state,
                                           guint               player);

G_END_DECLS
