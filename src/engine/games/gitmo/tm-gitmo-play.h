/* tm-gitmo-play.h: the rules of Gitmo for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: the tool reaches Gitmo through tm_play_rules_lookup
 * ("gitmo") and TmPlayState.  The game's own app folder and the tests
 * include this header to read a state and to build positions by hand.
 */

#pragma once

#include "tm-play-rules.h"

G_BEGIN_DECLS

#define TM_GITMO_MAX_PLAYERS    6
#define TM_GITMO_MAX_SPOTS      12    /* on the whole table: 4 x 3, 4 x 3, 6 x 2 */
#define TM_GITMO_MAX_RUN        64    /* cards in one run, wild cards included */
#define TM_GITMO_MAX_NUMBERED   64    /* Patriots and Traitors: cards 0 to 63 */
#define TM_GITMO_MAX_SPECIAL    64    /* other cards: 64 to 127 */
#define TM_GITMO_FIRST_SPECIAL  TM_GITMO_MAX_NUMBERED
#define TM_GITMO_MAX_CARDS      (TM_GITMO_MAX_NUMBERED + TM_GITMO_MAX_SPECIAL)
#define TM_GITMO_MAX_DECK       64    /* the basic deck */
#define TM_GITMO_NONE           0xff  /* no card, no seat, no spot */
#define TM_GITMO_TURN_ACTIONS   60    /* ruling endless-hand */
#define TM_GITMO_HAND_TURNS     600   /* ruling endless-hand */
#define TM_GITMO_HAND_DRAWS     64    /* Special Ops draws in a hand, ruling endless-hand */

/* What a card other than a Patriot or Traitor does, compiled from its
 * effect (data/effects.json's vocabulary) when a game starts.  The ops are
 * carried out in a fixed order: turns, points, the swap, laying the card
 * on a run, further draws (see tm-gitmo-cards.c). */
typedef enum
{
  TM_GITMO_EFFECT_PROTECT      = 1 << 0,   /* protect_run */
  TM_GITMO_EFFECT_PROTECT_OPEN = 1 << 1,   /* protect_run_open */
  TM_GITMO_EFFECT_CLEAR        = 1 << 2,   /* send_run_traitors_to_gitmo */
  TM_GITMO_EFFECT_WILD         = 1 << 3,   /* wild */
  TM_GITMO_EFFECT_ASIDE        = 1 << 4,   /* set_aside_for_bonus */
  TM_GITMO_EFFECT_SWAP         = 1 << 5,   /* swap_runs */
  TM_GITMO_EFFECT_END_HAND     = 1 << 6,   /* end_hand */
  TM_GITMO_EFFECT_SPECIAL_OPS  = 1 << 7,   /* lives in the Special Ops pile */
  TM_GITMO_EFFECT_IN_PLAY      = 1 << 8,   /* has an effect (a blank card may not) */
  TM_GITMO_EFFECT_DRAW_CARD    = 1 << 9,   /* a Draw-A-Card of the basic deck */
} TmGitmoEffectFlags;

#define TM_GITMO_EFFECT_PLACED \
  (TM_GITMO_EFFECT_PROTECT | TM_GITMO_EFFECT_PROTECT_OPEN | TM_GITMO_EFFECT_CLEAR)

typedef struct
{
  guint16 flags;          /* TmGitmoEffectFlags */
  gint8   points;         /* add_points, summed */
  guint8  draws;          /* draw_special_ops, summed */
  guint8  lose_turns;     /* lose_turn */
  guint8  skip_next;      /* skip_next_player */
  guint8  extra_turns;    /* extra_turn */
  guint8  copy;           /* which copy of its card id, from 0 */
} TmGitmoEffect;

/* Move kinds.  PICK and POINT: card = the source (TmGitmoSource), target =
 * the seat and slot = its spot (seat-local) for a run, its bottom card or
 * its placed card; target = TM_MOVE_NO_TARGET and slot = the special
 * card's index (card - TM_GITMO_FIRST_SPECIAL) for a card set aside; both
 * 0/none for the deck.  PUT: card = where (TmGitmoEnd), target and slot =
 * the seat and spot.  LAY, SWAP_WITH: target and slot.  SWAP: slot = one
 * of the chooser's own spots. */
enum
{
  TM_GITMO_MOVE_END = 1,     /* end the turn */
  TM_GITMO_MOVE_PICK,        /* choose what to move */
  TM_GITMO_MOVE_PUT,         /* choose where it goes */
  TM_GITMO_MOVE_LAY,         /* lay a card just received on a run */
  TM_GITMO_MOVE_SWAP,        /* Conspiracy and the like: your run */
  TM_GITMO_MOVE_SWAP_WITH,   /*   and the opponent's run */
  TM_GITMO_MOVE_POINT,       /* helping: point out a move to the player */
  TM_GITMO_MOVE_PASS,        /* helping: say nothing */
  TM_GITMO_MOVE_ACCEPT,      /* make the move pointed out */
  TM_GITMO_MOVE_DECLINE,     /* do not; the turn ends */
};

typedef enum
{
  TM_GITMO_SOURCE_RUN = 1,   /* a whole run, or a card lying on its own */
  TM_GITMO_SOURCE_BOTTOM,    /* the bottom card of a run */
  TM_GITMO_SOURCE_DECK,      /* the top card of the deck */
  TM_GITMO_SOURCE_ASIDE,     /* a wild or placed card set aside */
  TM_GITMO_SOURCE_PLACED,    /* the card laid on a run */
} TmGitmoSource;

typedef enum
{
  TM_GITMO_END_TOP = 1,      /* on top of a run */
  TM_GITMO_END_BOTTOM,       /* under a run */
  TM_GITMO_END_SPOT,         /* into a vacant spot */
  TM_GITMO_END_ON,           /* laid on a run (a placed card) */
} TmGitmoEnd;

/* Who decides now. */
typedef enum
{
  TM_GITMO_PHASE_PICK,
  TM_GITMO_PHASE_PUT,
  TM_GITMO_PHASE_LAY,
  TM_GITMO_PHASE_SWAP,
  TM_GITMO_PHASE_SWAP_WITH,
  TM_GITMO_PHASE_HELP,
  TM_GITMO_PHASE_ANSWER,
  TM_GITMO_PHASE_OVER,       /* a search's copy whose turn or hand is over */
  TM_GITMO_N_PHASES
} TmGitmoPhase;

/* What the table is doing: a player's turn, or the dealer dealing and
 * filling vacant spots. */
typedef enum
{
  TM_GITMO_CONTEXT_TURN,
  TM_GITMO_CONTEXT_FILL,
} TmGitmoContext;

/* Options, in the order of the rules table. */
enum
{
  TM_GITMO_OPT_TAKE_BOTTOM,
  TM_GITMO_OPT_CLEAR_ANY_RUN,
  TM_GITMO_OPT_SINGLE_SIDE,
  TM_GITMO_OPT_LAID_IS_PLAYED,
  TM_GITMO_OPT_HELP,
  TM_GITMO_OPT_DECK_FITS,
  TM_GITMO_OPT_FINAL_TURN,
  TM_GITMO_OPT_ENDS_HAND,
  TM_GITMO_OPT_FEWER_DRAWS,
  TM_GITMO_OPT_PARTNERS,
  TM_GITMO_OPT_ROUNDS,
  TM_GITMO_OPT_ONE_HAND,
  TM_GITMO_N_OPTIONS
};

/* Side bits of a run (TmGitmoState.run_sides). */
#define TM_GITMO_SIDE_PATRIOT 1
#define TM_GITMO_SIDE_TRAITOR 2

/* The whole game, hand after hand.  Cards are numbered once for the game:
 * Patriots and Traitors from 0 (their number and side in number[] and
 * traitors), every other card from TM_GITMO_FIRST_SPECIAL (its compiled
 * effect in effect[]).  Each card in play is in exactly one place: the
 * deck (bottom first, top last), a run (bottom first) or laid on one,
 * set aside by a seat, received and not yet dealt with (incoming), the
 * card being laid, the Special Ops pile (bottom first) or its used pile,
 * gone for the hand (a used Draw-A-Card) or out of play.  Spots are
 * numbered over the table: seat p's spot k is p * spots + k. */
typedef struct
{
  TmRng         rng;
  guint64       patriots;                         /* numbered cards in the game, a bit each */
  guint64       traitors;
  guint64       aside[TM_GITMO_MAX_PLAYERS];      /* special cards, a bit each */
  guint64       incoming[TM_GITMO_MAX_PLAYERS];
  guint64       so_used;
  guint64       gone;
  guint64       out;
  guint64       last_aside[TM_GITMO_MAX_PLAYERS]; /* the last hand scored */
  TmGitmoEffect effect[TM_GITMO_MAX_SPECIAL];
  gint16        totals[TM_GITMO_MAX_PLAYERS];
  gint16        hand_points[TM_GITMO_MAX_PLAYERS];
  float         search_lead[TM_GITMO_MAX_PLAYERS]; /* a search's copy: each seat's lead at its start */
  guint16       hand_number;                      /* from 1 */
  guint16       turns_in_hand;
  guint16       turn_count;                       /* turns ended in the game: the episode */
  guint16       so_draws;                         /* in this hand */
  guint8        n_players;
  guint8        spots;                            /* per seat */
  guint8        observer;                         /* TM_GITMO_NONE: a full state */
  guint8        take_bottom;                      /* the options */
  guint8        clear_any_run;
  guint8        single_side;
  guint8        laid_is_played;
  guint8        help;
  guint8        deck_fits;
  guint8        final_turn_rule;
  guint8        ends_hand;
  guint8        fewer_draws;
  guint8        partners;                         /* 1 when teams are in play */
  guint8        rounds;
  guint8        one_hand;
  guint8        dealer;
  guint8        turn;                             /* whose turn it is */
  guint8        next_turn;                        /* after the dealer fills the spots */
  guint8        decider;                          /* who chooses the next move */
  guint8        phase;                            /* TmGitmoPhase */
  guint8        context;                          /* TmGitmoContext */
  guint8        handler;                          /* who carries out the cards received */
  guint8        lay_card;                         /* the card being laid, or NONE */
  guint8        swap_pending;
  guint8        swap_spot;                        /* the chooser's spot, in SWAP_WITH */
  guint8        draws_pending;
  guint8        picked_source;                    /* PUT: what was picked (TmGitmoSource) */
  guint8        picked_seat;
  guint8        picked_slot;
  guint8        helper;                           /* HELP: who may point out a move */
  guint8        pointed_source;                   /* ANSWER: the move pointed out */
  guint8        pointed_seat;
  guint8        pointed_slot;
  guint8        actions;                          /* in this turn */
  guint8        idle_turns;                       /* turns in a row without a move */
  guint8        slides;                           /* cards slid under the deck since a move */
  guint8        final_turn;                       /* this turn is the last of the hand */
  guint8        hand_ending;                      /* an end_hand card was played */
  guint8        stop_at_turn_end;                 /* a search's copy: stops after search_turns
                                                   * more turns, or the hand */
  guint8        search_turns;
  guint8        search_seat;                      /* a search's copy: the seat searching */
  guint16       search_episode;                   /* a search's copy: turn_count at its start */
  guint16       search_hand;                      /*   and hand_number */
  guint8        game_over;
  guint8        winners;                          /* bit mask, once game_over */
  guint8        n_numbered;
  guint8        n_special;
  guint8        n_deck;
  guint8        n_known_bottom;                   /* deck cards slid under it, in known order */
  guint8        n_seen_top;                       /* deck cards at its top, the face-up one
                                                   * included, whose order every seat saw
                                                   * before moves were taken back */
  guint8        n_so_seen;                        /* the same, at the top of the Special Ops pile */
  guint8        n_so;
  guint8        last_dealer;
  guint8        extra_turns[TM_GITMO_MAX_PLAYERS];
  guint8        skip_turns[TM_GITMO_MAX_PLAYERS];
  guint8        number[TM_GITMO_MAX_NUMBERED];   /* 1 to 12 */
  guint8        deck[TM_GITMO_MAX_DECK];
  guint8        so_pile[TM_GITMO_MAX_SPECIAL];
  guint8        run_n[TM_GITMO_MAX_SPOTS];
  guint8        run_base[TM_GITMO_MAX_SPOTS];     /* the bottom card's number */
  guint8        run_placed[TM_GITMO_MAX_SPOTS];
  guint8        run_sides[TM_GITMO_MAX_SPOTS];    /* TM_GITMO_SIDE_ bits */
  guint8        last_patriots[TM_GITMO_MAX_SPOTS];  /* per run of the last hand scored */
  guint8        last_traitors[TM_GITMO_MAX_SPOTS];
  guint8        last_placed[TM_GITMO_MAX_SPOTS];
  gint8         last_wild_points[TM_GITMO_MAX_SPOTS];
  guint8        run[TM_GITMO_MAX_SPOTS][TM_GITMO_MAX_RUN];
} TmGitmoState;

static inline gboolean
tm_gitmo_is_special (guint card)
{
  return card >= TM_GITMO_FIRST_SPECIAL && card < TM_GITMO_MAX_CARDS;
}

static inline guint64
tm_gitmo_bit (guint index)
{
  return G_GUINT64_CONSTANT (1) << index;
}

const TmPlayRules  *tm_gitmo_play_rules         (void);
gboolean            tm_gitmo_play_use_catalogue (TmCatalogue        *catalogue,
                                                 GError            **error);
int                 tm_gitmo_card_from_id       (const char         *id);
gsize               tm_gitmo_card_to_id         (guint               card,
                                                 char               *buf,
                                                 gsize               len);
int                 tm_gitmo_run_value          (const TmGitmoState *state,
                                                 guint               spot);
void                tm_gitmo_hand_scores        (const TmGitmoState *state,
                                                 int                *points);
guint               tm_gitmo_finished_hand      (const void         *state,
                                                 GVariant          **outcome,
                                                 GVariant          **entries,
                                                 int                *points,
                                                 int                *dealer);

G_END_DECLS
