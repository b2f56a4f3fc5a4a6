/* tm-play-view.h: a game's Play section
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-play-session.h"
#include "tm-services.h"

G_BEGIN_DECLS

#define TM_TYPE_PLAY_VIEW (tm_play_view_get_type ())

/* The pause before showing a computer move, in milliseconds, and at most
 * that with the desktop's animations off (tm_play_view_set_ai_delay()). */
#define TM_PLAY_VIEW_AI_DELAY        700
#define TM_PLAY_VIEW_STILL_AI_DELAY  50

G_DECLARE_FINAL_TYPE (TmPlayView, tm_play_view, TM, PLAY_VIEW, GtkWidget)

GtkWidget     *tm_play_view_new_for_game    (TmServices    *services,
                                             TmGame        *game);
GtkWidget     *tm_play_view_new             (TmCatalogue   *catalogue,
                                             TmGame        *game);
TmPlaySession *tm_play_view_get_session     (TmPlayView    *self);
void           tm_play_view_start           (TmPlayView    *self,
                                             TmPlaySession *session);
GtkWidget     *tm_play_view_get_table       (TmPlayView    *self);
int            tm_play_view_get_viewer      (TmPlayView    *self);
const char    *tm_play_view_get_page        (TmPlayView    *self);
gboolean       tm_play_view_get_busy        (TmPlayView    *self);
GListModel    *tm_play_view_get_log         (TmPlayView    *self);
TmLedger      *tm_play_view_get_ledger      (TmPlayView    *self);
void           tm_play_view_get_record      (TmPlayView    *self,
                                             TmPlayRecord  *record);
gboolean       tm_play_view_get_has_saved_game (TmPlayView *self);
const char    *tm_play_view_get_last_announcement (TmPlayView *self);
void           tm_play_view_set_ai_delay    (TmPlayView    *self,
                                             guint          delay_ms);

G_END_DECLS
