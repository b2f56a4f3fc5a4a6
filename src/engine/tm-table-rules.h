/* tm-table-rules.h: what a game's rules say about a real table's events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tm-play-rules.h"
#include "tm-table-procedure.h"
#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_TABLE_MAX_SEATS:
 *
 * The most players any game seats at a real table (the mixer's party).
 */
#define TM_TABLE_MAX_SEATS 24

/**
 * TM_TABLE_NOBODY:
 *
 * No seat.
 */
#define TM_TABLE_NOBODY (-1)

/**
 * TmTableEvent:
 * @kind: what happened, one of the kinds the session or the game's rules
 *   know (`dealt`, `play`, `draw`, `accuse`…)
 * @seat: who did it, or %TM_TABLE_NOBODY
 * @target: the other player it concerns, or %TM_TABLE_NOBODY
 * @card: (nullable): the id of the card it concerns, in one of the game's
 *   decks
 * @on: (nullable): the id of a card in play that @card acts on (the
 *   Escape a Recapture stops)
 * @number: a number it carries (a count, the number on a card)
 * @has_number: whether @number was given
 * @right: for a guess or an accusation, whether it was right
 * @points: for `score`, each seat's points on the hand
 *
 * One public event at the table, as recorded.  What each kind needs is
 * the game's (docs/table-format.md lists them).
 */
typedef struct
{
  const char *kind;
  int         seat;
  int         target;
  const char *card;
  const char *on;
  int         number;
  gboolean    has_number;
  gboolean    right;
  int         points[TM_TABLE_MAX_SEATS];
} TmTableEvent;

/**
 * TmTableKindInfo:
 * @kind: the event's kind
 * @summary: what it records, in English (translated with the `tablemate`
 *   domain when shown)
 * @fields: what it takes, as a short usage text such as `card=ID
 *   [target=SEAT]` (nullable when it takes nothing)
 *
 * One kind of event a game's table rules know.
 */
typedef struct
{
  const char *kind;
  const char *summary;
  const char *fields;
} TmTableKindInfo;

/**
 * TmTableContext:
 * @n_players: the number of seats
 * @names: the players' names, by seat
 * @dealer: the dealer of this hand, or %TM_TABLE_NOBODY
 * @first: the seat that plays first in this hand
 * @hand: the hand's number, from 1
 * @active: a bit per seat that takes part in this hand (all, except in a
 *   play-off)
 * @setup: the set-up at this table
 * @options: the options' values, checked (`a{sv}`)
 * @game: the game
 * @procedure: the game's table procedure
 * @catalogue: the catalogue the session was made with, the person's card
 *   edits laid over it (tm_catalogue_get_card_edits())
 *
 * What a game's table rules know of the table around them.
 */
typedef struct
{
  guint               n_players;
  const char * const *names;
  int                 dealer;
  int                 first;
  guint               hand;
  guint32             active;
  TmTableSetup       *setup;
  GVariant           *options;
  TmGame             *game;
  TmTableProcedure   *procedure;
  TmCatalogue        *catalogue;
} TmTableContext;

/**
 * TmTableNowInfo:
 * @seat: whose turn it is, or %TM_TABLE_NOBODY
 * @actor: who has to act now, when not @seat (a player answering, one
 *   taking a card from a stash), or %TM_TABLE_NOBODY
 * @section: the id of the rules section that applies
 * @ruling: (nullable): the id of the ruling that applies, if one does
 * @text: what happens now, in words, for the table (plain text)
 * @kinds: (element-type utf8): the kinds of event that may be recorded
 *   now (static strings)
 *
 * What a game's rules fill in about the present moment.
 */
typedef struct
{
  int         seat;
  int         actor;
  const char *section;
  const char *ruling;
  GString    *text;
  GPtrArray  *kinds;
} TmTableNowInfo;

/**
 * TmTableRules:
 * @game_id: the game's id
 * @state_size: the size of the rules' flat state, without pointers
 * @kinds: the kinds of event the rules record, ending with an entry whose
 *   @kind is %NULL
 * @prepare: (nullable): reads what the rules need from the game's decks
 *   (card ids, what each card does); called once, before any session
 * @init: sets up a new game in zeroed @state
 * @start_hand: a hand begins, its cards dealt: @dealt is the `dealt` event
 *   (its card: the card turned up, where the game turns one up)
 * @check: whether @event may be recorded now; if not, fills in why (the
 *   section and ruling that say so)
 * @apply: records a checked @event; returns %TRUE when it ends the hand
 * @now: fills in what happens now, during a hand
 * @finished_hand: fills in what the hand form needs of a hand that has
 *   ended: each seat's entry (`a{sv}` of the scorer's entry fields the
 *   table knows) and the outcome
 * @to_json: (nullable): the public facts of @state, for the app and the
 *   tool (hand sizes, a board, stashes…), as a JSON object
 *
 * A game's rules at a real table: from the public events people record,
 * what happens now.  Where the information is public the rules call the
 * same code as virtual play, so the two cannot disagree.  A game without
 * table rules still gets a session: turns pass to the left and a hand
 * ends when the table says so.
 */
struct _TmTableRules
{
  const char            *game_id;
  gsize                  state_size;
  const TmTableKindInfo *kinds;

  gboolean  (*prepare)       (TmTableProcedure     *procedure,
                              TmDeck * const       *decks,
                              GError              **error);
  void      (*init)          (void                 *state,
                              const TmTableContext *context);
  void      (*start_hand)    (void                 *state,
                              const TmTableContext *context,
                              const TmTableEvent   *dealt);
  gboolean  (*check)         (const void           *state,
                              const TmTableContext *context,
                              const TmTableEvent   *event,
                              TmPlayViolation      *violation);
  gboolean  (*apply)         (void                 *state,
                              const TmTableContext *context,
                              const TmTableEvent   *event);
  void      (*now)           (const void           *state,
                              const TmTableContext *context,
                              TmTableNowInfo       *now);
  void      (*finished_hand) (const void           *state,
                              const TmTableContext *context,
                              GVariant            **entries,
                              GVariant            **outcome);
  JsonNode *(*to_json)       (const void           *state,
                              const TmTableContext *context);
};

gboolean tm_table_violate (TmPlayViolation *violation,
                           const char      *section,
                           const char      *ruling,
                           const char      *message);

G_END_DECLS
