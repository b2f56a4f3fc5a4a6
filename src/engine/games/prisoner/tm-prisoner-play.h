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

G_BEGIN_DECLS

/* Free Information card types, in the order of
 * data/games/prisoner/decks/prisoner-info.json.  The six Number Two cards
 * differ only in their flavour line and are one type here. */
typedef enum
{
  TM_PRISONER_NUMBER_SIX,
  TM_PRISONER_BUTLER,
  TM_PRISONER_NUMBER_TWO,
  TM_PRISONER_NUMBER_ONE,
  TM_PRISONER_BOAT,                 /* the seven Escapes */
  TM_PRISONER_RAFT,
  TM_PRISONER_SWIMMING,
  TM_PRISONER_HELICOPTER,
  TM_PRISONER_ON_FOOT,
  TM_PRISONER_TAXI,
  TM_PRISONER_TRUCK,
  TM_PRISONER_GUARD,                /* the six Recaptures */
  TM_PRISONER_GAS_GUN,
  TM_PRISONER_CONTROL_BOAT,
  TM_PRISONER_CONTROL_TAXI,
  TM_PRISONER_CONTROL_HELICOPTER,
  TM_PRISONER_ROVER,
  TM_PRISONER_ELECTION,             /* the seven Plots */
  TM_PRISONER_MOCK_TRIAL,
  TM_PRISONER_SHOCK_TREATMENT,
  TM_PRISONER_FALSE_MEMORIES,
  TM_PRISONER_FRIEND_IN_NEED,
  TM_PRISONER_SOCIAL_CONVERSION,
  TM_PRISONER_DEGREE_ABSOLUTE,
  TM_PRISONER_TRAITOR,              /* the five Foils */
  TM_PRISONER_JAMMING,
  TM_PRISONER_PARANOIA,
  TM_PRISONER_HYPNOTISM,
  TM_PRISONER_WILLPOWER,
  TM_PRISONER_DIVERSION,            /* the eleven Tally Ho cards */
  TM_PRISONER_PROFESSOR_SELTZMAN,
  TM_PRISONER_APPRECIATION_DAY,
  TM_PRISONER_CARNIVAL,
  TM_PRISONER_SPEED_LEARN,
  TM_PRISONER_SURVEILLANCE,
  TM_PRISONER_ALISON,
  TM_PRISONER_KOSHO,
  TM_PRISONER_PULSATOR,
  TM_PRISONER_THE_GENERAL,
  TM_PRISONER_CURFEW,
  TM_PRISONER_N_TYPES
} TmPrisonerCard;

#define TM_PRISONER_FIRST_ESCAPE    TM_PRISONER_BOAT
#define TM_PRISONER_N_ESCAPES       7
#define TM_PRISONER_FIRST_RECAPTURE TM_PRISONER_GUARD
#define TM_PRISONER_FIRST_PLOT      TM_PRISONER_ELECTION
#define TM_PRISONER_N_PLOTS         7
#define TM_PRISONER_FIRST_FOIL      TM_PRISONER_TRAITOR
#define TM_PRISONER_FIRST_TALLY_HO  TM_PRISONER_DIVERSION

/* Village places, in the order of prisoner-village.json. */
typedef enum
{
  TM_PRISONER_LABOUR_EXCHANGE,
  TM_PRISONER_CAVES,
  TM_PRISONER_HOSPITAL,
  TM_PRISONER_GENERAL_STORE,
  TM_PRISONER_CAFE,
  TM_PRISONER_CHESS_LAWN,
  TM_PRISONER_STONE_BOAT,
  TM_PRISONER_CONTROL_ROOM,
  TM_PRISONER_TOWN_HALL,
  TM_PRISONER_BEACH,
  TM_PRISONER_WOODS,
  TM_PRISONER_GRAVEYARD,
  TM_PRISONER_COTTAGE,
  TM_PRISONER_BANDSTAND,
  TM_PRISONER_FREE_SEA,
  TM_PRISONER_ADDRESS_PLATFORM,
  TM_PRISONER_ASSEMBLY_HALL,
  TM_PRISONER_CITIZENS_ADVICE_BUREAU,
  TM_PRISONER_TV_STUDIO,
  TM_PRISONER_COMPUTER_ROOM,
  TM_PRISONER_RECREATION_HALL,
  TM_PRISONER_SHOP,
  TM_PRISONER_BELL_TOWER,
  TM_PRISONER_OLD_PEOPLES_HOME,
  TM_PRISONER_PALACE_OF_FUN,
  TM_PRISONER_EMBRYO_ROOM,
  TM_PRISONER_GREEN_DOME,
  TM_PRISONER_N_PLACES
} TmPrisonerPlace;

#define TM_PRISONER_MAX_PLAYERS  4
#define TM_PRISONER_MAX_ROUNDS   5     /* with a target (ruling game-length) */
#define TM_PRISONER_DECK_SIZE    57
#define TM_PRISONER_HAND_SIZE    6
#define TM_PRISONER_MAP_SIDE     7     /* ruling village-placement */
#define TM_PRISONER_MAP_CELLS    49
#define TM_PRISONER_MAP_CENTRE   24    /* the Green Dome's cell */
#define TM_PRISONER_NOBODY       0xff
#define TM_PRISONER_NONE         0xff  /* no card, no place, no cell */
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
  guint8  seen[3];
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
  guint8  draw[TM_PRISONER_DECK_SIZE];
  guint8  village[TM_PRISONER_N_PLACES];
} TmPrisonerState;

extern const guint8  tm_prisoner_deck_counts[TM_PRISONER_N_TYPES];
extern const char   *tm_prisoner_card_ids[TM_PRISONER_N_TYPES];
extern const char   *tm_prisoner_place_ids[TM_PRISONER_N_PLACES];
extern const guint32 tm_prisoner_requires[TM_PRISONER_N_TYPES];

const TmPlayRules *tm_prisoner_play_rules        (void);
int                tm_prisoner_card_from_id      (const char            *id);
int                tm_prisoner_place_from_id     (const char            *id);
gboolean           tm_prisoner_is_escape         (guint                  card);
gboolean           tm_prisoner_is_plot           (guint                  card);
gboolean           tm_prisoner_is_perimeter      (const TmPrisonerState *state,
                                                  guint                  place);
gboolean           tm_prisoner_is_underground    (guint                  place);
gboolean           tm_prisoner_is_access         (guint                  place);
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
