/* tm-play-hand.h: a hand of virtual play that has just ended
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tm-play-state.h"
#include "tm-types.h"

G_BEGIN_DECLS

typedef struct _TmPlayHand TmPlayHand;

#define TM_TYPE_PLAY_HAND (tm_play_hand_get_type ())

GType             tm_play_hand_get_type        (void) G_GNUC_CONST;
TmPlayHand       *tm_play_hand_new_finished    (TmPlayState *before,
                                                TmPlayState *after);
TmPlayHand       *tm_play_hand_ref             (TmPlayHand  *self);
void              tm_play_hand_unref           (TmPlayHand  *self);

const char       *tm_play_hand_get_game_id     (TmPlayHand  *self);
guint             tm_play_hand_get_n_players   (TmPlayHand  *self);
guint             tm_play_hand_get_number      (TmPlayHand  *self);
int               tm_play_hand_get_dealer      (TmPlayHand  *self);
int               tm_play_hand_get_team        (TmPlayHand  *self,
                                                guint        seat);
gboolean          tm_play_hand_get_game_over   (TmPlayHand  *self);
int               tm_play_hand_get_points      (TmPlayHand  *self,
                                                guint        seat);
int               tm_play_hand_get_total       (TmPlayHand  *self,
                                                guint        seat);
gboolean          tm_play_hand_took_hand       (TmPlayHand  *self,
                                                guint        seat);
gboolean          tm_play_hand_is_winner       (TmPlayHand  *self,
                                                guint        seat);
GVariant         *tm_play_hand_get_outcome     (TmPlayHand  *self);
GVariant         *tm_play_hand_get_entry       (TmPlayHand  *self,
                                                guint        seat);
GVariant * const *tm_play_hand_get_entries     (TmPlayHand  *self);
GVariant         *tm_play_hand_get_options     (TmPlayHand  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmPlayHand, tm_play_hand_unref)

G_END_DECLS
