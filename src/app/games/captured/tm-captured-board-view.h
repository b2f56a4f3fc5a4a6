/* tm-captured-board-view.h: Captured's ring of cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TM_TYPE_CAPTURED_BOARD_VIEW (tm_captured_board_view_get_type ())

G_DECLARE_FINAL_TYPE (TmCapturedBoardView, tm_captured_board_view, TM, CAPTURED_BOARD_VIEW,
                      GtkWidget)

/**
 * TmCapturedSpaceKind:
 * @TM_CAPTURED_SPACE_CLEARED: no card: the space has dropped out
 * @TM_CAPTURED_SPACE_CARD: a card whose face the view does not know
 * @TM_CAPTURED_SPACE_TRAITOR: a Traitor
 * @TM_CAPTURED_SPACE_GAIN: a card worth points
 * @TM_CAPTURED_SPACE_LOSS: a card that costs points
 * @TM_CAPTURED_SPACE_TURNS: a card that changes turns or draws
 *
 * What lies on a space, for its colour.
 */
typedef enum
{
  TM_CAPTURED_SPACE_CLEARED,
  TM_CAPTURED_SPACE_CARD,
  TM_CAPTURED_SPACE_TRAITOR,
  TM_CAPTURED_SPACE_GAIN,
  TM_CAPTURED_SPACE_LOSS,
  TM_CAPTURED_SPACE_TURNS,
} TmCapturedSpaceKind;

GtkWidget *tm_captured_board_view_new         (void);
void       tm_captured_board_view_set_n_spaces (TmCapturedBoardView *self,
                                                guint                n_spaces);
guint      tm_captured_board_view_get_n_spaces (TmCapturedBoardView *self);
void       tm_captured_board_view_set_space   (TmCapturedBoardView *self,
                                               guint                space,
                                               TmCapturedSpaceKind  kind,
                                               const char          *face,
                                               const char          *name);
void       tm_captured_board_view_set_markers (TmCapturedBoardView *self,
                                               guint                space,
                                               const char          *markers,
                                               const char          *who);
void       tm_captured_board_view_set_landed  (TmCapturedBoardView *self,
                                               int                  space);
void       tm_captured_board_view_set_centre  (TmCapturedBoardView *self,
                                               const char          *text);

G_END_DECLS
