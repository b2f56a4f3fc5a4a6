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
 * @update: shows one player's observation (a #TmPlayState whose
 *   [property@Tm.PlayState:observer] is that seat, read through the
 *   game's own engine header) and the names of the seats; @deciding says
 *   whether the person at the screen has a move to make in it, whose
 *   legal moves the table then offers (those of the observation)
 * @describe_move: a sentence for the log and screen readers saying what
 *   @player did, from the viewer's observations before and after the move
 * @show_hint: (nullable): marks the move a hint suggests (%NULL in a game
 *   without hints, #TmGameUi.no_hints)
 * @focus_first: moves the keyboard focus to the first playable card
 * @describe_hint: (nullable): a sentence telling the person what a hint
 *   suggests, such as “Hint: play your FREE-O Wild”, from the person's
 *   observation
 * @describe_start: (nullable): a line for the log when @observation is
 *   the start of a hand, such as the card turned up to start the discard
 *   pile; %NULL otherwise
 *
 * A game's table.  It is given observations only, never the full state,
 * and moves as #TmMove; it emits #TmPlayTable::move with the move the
 * person picks.  How a hand is scored and a game won is the engine's
 * (#TmPlayHand); a table only shows the game.
 */
struct _TmPlayTableInterface
{
  GTypeInterface parent_iface;

  void        (*update)         (TmPlayTable        *self,
                                 TmPlayState        *observation,
                                 const char * const *names,
                                 gboolean            deciding);
  char       *(*describe_move)  (TmPlayTable        *self,
                                 TmPlayState        *before,
                                 TmPlayState        *after,
                                 const char * const *names,
                                 int                 player,
                                 const TmMove       *move);
  void        (*show_hint)      (TmPlayTable        *self,
                                 const TmMove       *move);
  gboolean    (*focus_first)    (TmPlayTable        *self);
  char       *(*describe_hint)  (TmPlayTable        *self,
                                 TmPlayState        *observation,
                                 const char * const *names,
                                 const TmMove       *move);
  char       *(*describe_start) (TmPlayTable        *self,
                                 TmPlayState        *observation,
                                 const char * const *names);
};

typedef GtkWidget *(*TmPlayTableFactory) (TmCatalogue *catalogue);

TmPlayTableFactory  tm_play_table_lookup_factory  (const char            *game_id);
void                tm_play_table_prepare_play    (TmCatalogue           *catalogue,
                                                   const char            *game_id);
gboolean            tm_play_table_shares_screen   (const char            *game_id);
gboolean            tm_play_table_gives_hints     (const char            *game_id);

void                tm_play_table_update          (TmPlayTable           *self,
                                                   TmPlayState           *observation,
                                                   const char * const    *names,
                                                   gboolean               deciding);
char               *tm_play_table_describe_move   (TmPlayTable           *self,
                                                   TmPlayState           *before,
                                                   TmPlayState           *after,
                                                   const char * const    *names,
                                                   int                    player,
                                                   const TmMove          *move);
void                tm_play_table_show_hint       (TmPlayTable           *self,
                                                   const TmMove          *move);
gboolean            tm_play_table_focus_first     (TmPlayTable           *self);
char               *tm_play_table_describe_hint   (TmPlayTable           *self,
                                                   TmPlayState           *observation,
                                                   const char * const    *names,
                                                   const TmMove          *move);
char               *tm_play_table_describe_start  (TmPlayTable           *self,
                                                   TmPlayState           *observation,
                                                   const char * const    *names);
void                tm_play_table_set_seat_names  (TmPlayTable           *self,
                                                   const char * const    *names);
const char         *tm_play_table_get_seat_name   (TmPlayTable           *self,
                                                   int                    seat);
gboolean            tm_play_table_seat_is_you     (TmPlayTable           *self,
                                                   int                    seat);
TmCard             *tm_play_table_lookup_card     (TmDeck                *deck,
                                                   const char            *card_id);
void                tm_play_table_class_set_template (GtkWidgetClass     *widget_class,
                                                      const char         *resource_path);
void                tm_play_table_dispose_template (TmPlayTable          *self,
                                                    GType                 type);
void                tm_play_table_emit_move       (TmPlayTable           *self,
                                                   const TmMove          *move);
void                tm_play_table_emit_notes      (TmPlayTable           *self,
                                                   guint                  seat,
                                                   TmPlayNotes           *notes);
void                tm_play_table_refuse          (TmPlayTable           *self,
                                                   GtkWidget             *origin,
                                                   TmPlayState           *observation,
                                                   gboolean               deciding,
                                                   const TmMove          *attempt);
guint               tm_play_table_list_choices    (TmPlayState           *observation,
                                                   gboolean               deciding,
                                                   TmMove                *moves);
gboolean            tm_play_table_move_focus      (GPtrArray             *row,
                                                   guint                  keyval);
char               *tm_play_table_explain         (TmRulebook            *rulebook,
                                                   const char            *game_id,
                                                   const TmPlayViolation *violation);
char               *tm_play_table_say_refusal     (TmRulebook            *rulebook,
                                                   const TmPlayViolation *violation);
GtkWidget          *tm_play_table_new_popover     (void);

G_END_DECLS
