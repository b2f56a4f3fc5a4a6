/* tm-prisoner-play.h: the rules of Prisoner for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: the tool reaches Prisoner through
 * tm_play_rules_lookup ("prisoner") and TmPlayState.  The game's own app
 * folder and the tests include this header to read a state and to build
 * positions by hand.
 */

#pragma once

#include "tm-play-rules.h"

#include "tm-prisoner-deck.h"

G_BEGIN_DECLS

#define TM_PRISONER_MAX_ROUNDS   5     /* with a target (ruling game-length) */
#define TM_PRISONER_MAP_SIDE     7     /* ruling village-placement */
#define TM_PRISONER_MAP_CELLS    49
#define TM_PRISONER_MAP_CENTRE   24    /* the centre place's cell */
#define TM_PRISONER_UNKNOWN      0xfe  /* a hidden card in an observation */

/* Move kinds.  PLAY: card = the card type, target = the seat it names
 * (or TM_MOVE_NO_TARGET), slot = the Escape or Plot it acts on (or
 * TM_PRISONER_NONE).  DISCARD: card.  GIVE_SIX: target.  PLACE, STEP:
 * card = the map cell.  SURVEIL: card = the seen card to discard. */
enum
{
  TM_PRISONER_MOVE_PLAY = 1,
  TM_PRISONER_MOVE_DISCARD,
  TM_PRISONER_MOVE_GIVE_SIX,
  TM_PRISONER_MOVE_PLACE,
  TM_PRISONER_MOVE_STEP,
  TM_PRISONER_MOVE_STAY,
  TM_PRISONER_MOVE_SURVEIL,
  TM_PRISONER_MOVE_KEEP,
};

/* What the player to move is deciding. */
typedef enum
{
  TM_PRISONER_PHASE_DRAW,       /* automatic: take a card or end the hand */
  TM_PRISONER_PHASE_VILLAGE,    /* automatic: turn up a Village card */
  TM_PRISONER_PHASE_PLACE,      /* Movement: where the new place goes */
  TM_PRISONER_PHASE_STEP,       /* Movement: step the pawn or stay */
  TM_PRISONER_PHASE_PLAY,       /* play or discard a card */
  TM_PRISONER_PHASE_SURVEIL,    /* Surveillance: discard a seen card or not */
  TM_PRISONER_PHASE_OVER,       /* the hand is scored (a search's copy) */
} TmPrisonerPhase;

/* How the last hand ended, and what it gave. */
typedef enum
{
  TM_PRISONER_RESULT_NONE,
  TM_PRISONER_RESULT_ESCAPE,
  TM_PRISONER_RESULT_PLOT,
} TmPrisonerResult;

typedef enum
{
  TM_PRISONER_END_BUTLER,
  TM_PRISONER_END_CURFEW,
  TM_PRISONER_END_EMPTY,
} TmPrisonerEnd;

/* Options, in the order of the rules table. */
enum
{
  TM_PRISONER_OPT_MOVEMENT,
  TM_PRISONER_OPT_SHORE_PERIMETER,
  TM_PRISONER_OPT_TARGET_SCORE,
  TM_PRISONER_OPT_RESHUFFLE,
  TM_PRISONER_OPT_ONE_HAND,
  TM_PRISONER_N_OPTIONS
};

/* The whole game, hand after hand.  Hands are counts per card type; the
 * Free Information pile and the Village deck are in order, their tops
 * at the end.  known[v][o][t] is how many cards of type t that seat v
 * knows to be in seat o's hand (a lower bound: ruling what-you-have-seen).
 * Escapes and Plots in play are recorded by owner; the Number Two card in
 * play is the one in front of number_two, the Number Six card the one in
 * front of number_six. */
typedef struct
{
  TmRng   rng;
  guint64 laid;                                  /* the map's occupied cells, a bit */
  guint64 laid_under;                            /*   each (8 bits a row): all, the */
  guint64 laid_access;                           /*   Underground, the Access ones */
  gint16  totals[TM_PRISONER_MAX_PLAYERS];
  gint16  hand_points[TM_PRISONER_MAX_PLAYERS];  /* of the last hand scored */
  gint16  target_score;                          /* 0: a round of deals */
  guint16 hand_number;                           /* from 1 */
  guint16 moves_in_hand;
  guint32 village_up;                            /* face-up places, a bit each */
  guint8  n_players;
  guint8  observer;                              /* TM_PRISONER_NOBODY: full state */
  guint8  movement;
  guint8  shore_perimeter;
  guint8  reshuffle;
  guint8  one_hand;
  guint8  dealer;
  guint8  turn;                                  /* whose turn it is */
  guint8  phase;                                 /* TmPrisonerPhase */
  guint8  number_two;
  guint8  number_six;
  guint8  gift;                                  /* Number 2 must give Number Six away */
  guint8  pulsator_by;                           /* who decides pulsator_on's next play */
  guint8  pulsator_on;
  guint8  reshuffled;                            /* the discards were reshuffled this hand */
  guint8  placing;                               /* the place being laid (PHASE_PLACE) */
  guint8  surveil_by;                            /* PHASE_SURVEIL: who decides */
  guint8  surveil_on;                            /* whose cards were seen */
  guint8  n_seen;
  guint8  seen[TM_PRISONER_MAX_SEEN];
  guint8  game_over;
  guint8  winners;                               /* bit mask, once game_over */
  guint8  stop_at_hand_end;                      /* a search's copy: deal no next hand */
  guint8  last_result;                           /* TmPrisonerResult, of the last hand */
  guint8  last_end;                              /* TmPrisonerEnd */
  guint8  last_winner;                           /* the escapee, or Number 2 for a Plot */
  guint8  last_two;
  guint8  last_six;
  guint8  last_one;
  guint8  last_plots_held[TM_PRISONER_MAX_PLAYERS];
  guint8  last_escapes_held[TM_PRISONER_MAX_PLAYERS];
  guint8  n_draw;
  guint8  n_village;
  guint8  hand_size[TM_PRISONER_MAX_PLAYERS];
  guint8  hand[TM_PRISONER_MAX_PLAYERS][TM_PRISONER_N_TYPES];
  guint8  known[TM_PRISONER_MAX_PLAYERS][TM_PRISONER_MAX_PLAYERS][TM_PRISONER_N_TYPES];
  guint8  discard[TM_PRISONER_N_TYPES];
  guint8  escape_owner[TM_PRISONER_N_ESCAPES];  /* in play in front of, or NOBODY */
  guint8  plot_owner[TM_PRISONER_N_PLOTS];
  guint8  pawn[TM_PRISONER_MAX_PLAYERS];         /* cell, or NONE without Movement */
  guint8  map[TM_PRISONER_MAP_CELLS];            /* place at each cell, or NONE */
  guint8  cell_of[TM_PRISONER_N_PLACES];         /* cell of each place, or NONE */
  guint8  draw[TM_PRISONER_MAX_CARDS];
  guint8  village[TM_PRISONER_N_PLACES];
} TmPrisonerState;

const TmPlayRules *tm_prisoner_play_rules        (void);
gboolean           tm_prisoner_is_escape         (guint                  card);
gboolean           tm_prisoner_is_plot           (guint                  card);
gboolean           tm_prisoner_is_perimeter      (const TmPrisonerState *state,
                                                  guint                  place);
int                tm_prisoner_decider           (const TmPrisonerState *state);
void               tm_prisoner_hand_score        (const TmPrisonerState *state,
                                                  int                   *points);
gboolean           tm_prisoner_explain_card      (const TmPrisonerState *state,
                                                  guint                  seat,
                                                  guint                  card,
                                                  TmPlayViolation       *violation);
guint              tm_prisoner_finished_hand     (const void            *state,
                                                  GVariant             **outcome,
                                                  GVariant             **entries,
                                                  int                   *points,
                                                  int                   *dealer);

G_END_DECLS
