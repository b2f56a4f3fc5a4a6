/* tm-table-session-private.h: what the parts of TmTableSession share
 *
 * The object and its plain getters are in tm-table-session.c; where the
 * game stands is worked out from the events in tm-table-session-derive.c
 * (which also builds a session and says what happens now); its file is
 * read and written in tm-table-session-io.c; events are recorded, taken
 * back and recorded again in tm-table-session-undo.c; what it hands out
 * lives in tm-table-now.c and tm-table-hand.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-table-session.h"

G_BEGIN_DECLS

/* Where the game stands, worked out from the events. */
typedef struct
{
  TmTablePhase phase;
  guint        hand;                         /* from 1 */
  guint        round;                        /* from 1 */
  int          dealer;
  int          first;
  int          current;                      /* without table rules */
  guint32      active;
  gboolean     playoff;
  guint32      winners;
  int          totals[TM_TABLE_MAX_SEATS];
  guint        n_scored;                     /* hands scored, play-off excluded */
} Table;

struct _TmTableSession
{
  GObject             parent_instance;

  TmCatalogue        *catalogue;
  TmTableProcedure   *procedure;
  const TmTableRules *rules;                 /* nullable */
  TmGame             *game;
  char              **names;
  GVariant           *options;               /* checked */
  TmTableSetup       *setup;
  int                 first_dealer;
  GArray             *events;                /* TmTableEvent, strings interned */
  GArray             *redo;
  GFile              *file;

  Table               table;
  gpointer            state;                 /* the rules' */
};

struct _TmTableNow
{
  grefcount     ref_count;
  TmTablePhase  phase;
  guint         hand;
  guint         round;
  int           dealer;
  int           seat;
  int           actor;
  char         *text;
  const char   *section;
  const char   *ruling;
  char        **kinds;
  guint32       winners;
};

struct _TmTableHand
{
  grefcount   ref_count;
  char       *game_id;
  guint       number;
  int         dealer;
  guint       n_players;
  char      **players;
  int        *teams;
  GVariant  **entries;
  GVariant   *outcome;
  GVariant   *options;
};

/* The kinds of event every session knows. */
extern const TmTableKindInfo _tm_table_session_kinds[];

static inline guint
_tm_table_session_n_seats (TmTableSession *self)
{
  return g_strv_length (self->names);
}

/* Emits the notifications and ::changed after the events changed. */
void            _tm_table_session_changed (TmTableSession      *self,
                                           gboolean             could_undo,
                                           gboolean             could_redo);

/* tm-table-session-derive.c: starts a session at the first hand's deal
 * (tm_table_session_new() without its argument checks). */
TmTableSession *_tm_table_session_new     (TmCatalogue         *catalogue,
                                           const char          *game_id,
                                           const char * const  *players,
                                           GVariant            *options,
                                           int                  dealer,
                                           GError             **error);

TmTableContext  _tm_table_session_context (TmTableSession      *self);
/* Back to the first hand's deal, with the rules' state cleared. */
void            _tm_table_session_reset   (TmTableSession      *self);
/* Checks @event and records its effect on the derived state.  @event's
 * seat may be filled in (with whose turn it is). */
gboolean        _tm_table_session_step    (TmTableSession      *self,
                                           TmTableEvent        *event,
                                           GError             **error);
/* Works the state out again from the first event.  On failure, @failed
 * is the index of the event the rules refused. */
gboolean        _tm_table_session_replay  (TmTableSession      *self,
                                           guint               *failed,
                                           GError             **error);
void            _tm_table_session_fill_now (TmTableSession     *self,
                                            TmTableNowInfo     *info);

G_END_DECLS
