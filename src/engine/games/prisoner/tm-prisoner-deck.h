/* tm-prisoner-deck.h: Prisoner's cards, as play reads them from the decks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: the layout of the cards in Prisoner's play state and
 * the tables read into it from the game's decks (tm-prisoner-deck.c).
 */

#pragma once

#include "tm-types.h"

G_BEGIN_DECLS

/* Free Information card types.  The rules lay the types out in groups of
 * a fixed size, in the order of data/games/prisoner/decks/prisoner-info.json;
 * which card is which, how many of each there are, what Village places
 * each needs and which cards stop which all come from the deck, read by
 * the rules' prepare(), which finds each card's part by its effect and
 * refuses a deck whose groups do not fit (TmPrisonerCards).  The six
 * Number Two cards differ only in their flavour line and are one type. */
#define TM_PRISONER_N_ESCAPES     7
#define TM_PRISONER_N_RECAPTURES  6
#define TM_PRISONER_N_PLOTS       7
#define TM_PRISONER_N_FOILS       5

typedef enum
{
  TM_PRISONER_NUMBER_SIX,
  TM_PRISONER_BUTLER,
  TM_PRISONER_NUMBER_TWO,
  TM_PRISONER_NUMBER_ONE,
  TM_PRISONER_FIRST_ESCAPE,
  TM_PRISONER_FIRST_RECAPTURE = TM_PRISONER_FIRST_ESCAPE + TM_PRISONER_N_ESCAPES,
  TM_PRISONER_FIRST_PLOT = TM_PRISONER_FIRST_RECAPTURE + TM_PRISONER_N_RECAPTURES,
  TM_PRISONER_FIRST_FOIL = TM_PRISONER_FIRST_PLOT + TM_PRISONER_N_PLOTS,
  TM_PRISONER_DIVERSION = TM_PRISONER_FIRST_FOIL + TM_PRISONER_N_FOILS,   /* the Tally Ho cards */
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

#define TM_PRISONER_FIRST_TALLY_HO TM_PRISONER_DIVERSION

/* Village places are numbered in the order of prisoner-village.json; the
 * rules have room for TM_PRISONER_N_PLACES of them, a bit each. */
#define TM_PRISONER_N_PLACES     27

#define TM_PRISONER_MAX_PLAYERS  4
#define TM_PRISONER_MAX_CARDS    64    /* room in the Free Information pile */
#define TM_PRISONER_MAX_SEEN     3     /* cards Surveillance may look at */
#define TM_PRISONER_HAND_SIZE    6
#define TM_PRISONER_NOBODY       0xff
#define TM_PRISONER_NONE         0xff  /* no card, no place, no cell */

/* The decks as play knows them, read by the rules' prepare(). */
typedef struct
{
  char    *ids[TM_PRISONER_N_TYPES];       /* the card's id; for cards that are one
                                            * type, the start their ids share */
  char    *faces[TM_PRISONER_N_TYPES];     /* the id of a card of the type, to show */
  guint8   counts[TM_PRISONER_N_TYPES];
  guint32  requires[TM_PRISONER_N_TYPES];  /* Escapes and Plots: places, a bit each */
  guint64  allows[TM_PRISONER_N_TYPES];    /* the types it may act on or be stopped
                                            * by, a bit each (only_against, …) */
  guint8   pawn_to[TM_PRISONER_N_TYPES];   /* where it moves a pawn, or NONE */
  guint8   amount[TM_PRISONER_N_TYPES];    /* cards it shows, looks at or redraws */
  guint8   deck_size;
  guint8   sorted[TM_PRISONER_MAX_CARDS];  /* every card, in type order */
  char    *place_ids[TM_PRISONER_N_PLACES];
  guint32  perimeter;                      /* places, a bit each */
  guint32  shore;
  guint32  underground;
  guint32  access;
  guint8   centre;                         /* where the Movement rules start */
} TmPrisonerCards;

/* Read by tm_prisoner_prepare() before any game is dealt; read-only
 * afterwards. */
extern TmPrisonerCards tm_prisoner_deck;

const TmPrisonerCards *tm_prisoner_cards           (void);
gboolean               tm_prisoner_prepare         (TmGame          *game,
                                                    TmDeck * const  *decks,
                                                    GError         **error);
int                    tm_prisoner_card_from_id    (const char      *id);
int                    tm_prisoner_place_from_id   (const char      *id);
gboolean               tm_prisoner_is_underground  (guint            place);
gboolean               tm_prisoner_is_access       (guint            place);
gboolean               tm_prisoner_recapture_stops (guint            recapture,
                                                    guint            escape);
gboolean               tm_prisoner_foil_stops      (guint            foil,
                                                    guint            plot);

G_END_DECLS
