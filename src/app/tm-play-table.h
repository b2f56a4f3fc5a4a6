/* tm-play-table.h: what the Play section asks of a game's table view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_PLAY_TABLE (tm_play_table_get_type ())

G_DECLARE_INTERFACE (TmPlayTable, tm_play_table, TM, PLAY_TABLE, GtkWidget)

/**
 * TmPlayTableInterface:
 * @update: shows one player's observation (`state` of the observation
 *   JSON), the names of the seats and, when it is that player's turn, the
 *   legal moves (else %NULL)
 * @describe_move: a sentence for the log and screen readers saying what
 *   @player did, from the observation after the move
 * @show_hint: marks the move a hint suggests
 * @hand_result: (nullable): when @move ended a hand, what the hand
 *   summary and the score sheet need: `number`, `points`, `totals`,
 *   `entries` (the ledger entries), `game_over`; else %NULL.  @before and
 *   @after are full states: only what is public at the end of a hand may
 *   be read from them
 * @focus_first: moves the keyboard focus to the first playable card
 * @describe_hint: (nullable): a sentence telling the person what a hint
 *   suggests, such as “Hint: play your FREE-O Wild”, from the move's text
 *   form and the person's observation (`state`)
 * @describe_start: (nullable): a line for the log when @state (an
 *   observation) is the start of a hand, such as the card turned up to
 *   start the discard pile; %NULL otherwise
 * @set_observation: (nullable): hands the table the same observation as a
 *   #TmPlayState, just before each of the calls above that pass its JSON,
 *   so that a table can read it through its game's typed accessors
 *
 * A game's table.  The view emits #TmPlayTable::move with a move's text
 * when the person picks one.
 */
struct _TmPlayTableInterface
{
  GTypeInterface parent_iface;

  void        (*update)        (TmPlayTable        *self,
                                JsonObject         *state,
                                const char * const *names,
                                const char * const *legal);
  char       *(*describe_move) (TmPlayTable        *self,
                                JsonObject         *state,
                                const char * const *names,
                                int                 player,
                                const char         *move);
  void        (*show_hint)     (TmPlayTable        *self,
                                const char         *move);
  JsonObject *(*hand_result)   (TmPlayTable        *self,
                                TmPlayState        *before,
                                TmPlayState        *after);
  gboolean    (*focus_first)   (TmPlayTable        *self);
  char       *(*describe_hint) (TmPlayTable        *self,
                                JsonObject         *state,
                                const char * const *names,
                                const char         *move);
  char       *(*describe_start) (TmPlayTable       *self,
                                 JsonObject        *state,
                                 const char * const *names);
  void        (*set_observation) (TmPlayTable      *self,
                                  TmPlayState      *observation);
};

typedef GtkWidget *(*TmPlayTableFactory) (TmCatalogue *catalogue);

TmPlayTableFactory  tm_play_table_lookup_factory (const char         *game_id);

void        tm_play_table_update        (TmPlayTable        *self,
                                         JsonObject         *state,
                                         const char * const *names,
                                         const char * const *legal);
char       *tm_play_table_describe_move (TmPlayTable        *self,
                                         JsonObject         *state,
                                         const char * const *names,
                                         int                 player,
                                         const char         *move);
void        tm_play_table_show_hint     (TmPlayTable        *self,
                                         const char         *move);
JsonObject *tm_play_table_hand_result   (TmPlayTable        *self,
                                         TmPlayState        *before,
                                         TmPlayState        *after);
gboolean    tm_play_table_focus_first   (TmPlayTable        *self);
char       *tm_play_table_describe_hint (TmPlayTable        *self,
                                         JsonObject         *state,
                                         const char * const *names,
                                         const char         *move);
char       *tm_play_table_describe_start (TmPlayTable       *self,
                                          JsonObject        *state,
                                          const char * const *names);
JsonNode   *tm_play_table_observe       (TmPlayTable        *self,
                                         TmPlayState        *state,
                                         guint               observer);
void        tm_play_table_emit_move     (TmPlayTable        *self,
                                         const char         *move);

G_END_DECLS
