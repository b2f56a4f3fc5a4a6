/* tm-test-ui-play.h: what the tests of the Play section share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tm-application.h"
#include "tm-play-view.h"
#include "tm-window.h"

G_BEGIN_DECLS

gboolean    tm_test_ui_play_not_busy                   (gpointer       data);
gboolean    tm_test_ui_play_my_turn                    (gpointer       data);
gboolean    tm_test_ui_play_summary_shown              (gpointer       data);
gboolean    tm_test_ui_play_has_dialog                 (gpointer       data);
GtkWidget  *tm_test_ui_play_find_button                (GtkWidget     *root,
                                                        const char    *label);
TmWindow   *tm_test_ui_play_show_window                (TmApplication *app,
                                                        int            width,
                                                        int            height);
TmPlayView *tm_test_ui_play_open                       (TmWindow      *window,
                                                        const char    *game);
void        tm_test_ui_play_shoot                      (GtkWidget     *window,
                                                        const char    *name);
void        tm_test_ui_play_resize                     (GtkWidget     *window,
                                                        int            width,
                                                        int            height);
void        tm_test_ui_play_shoot_styles               (GtkWidget     *window,
                                                        const char    *prefix,
                                                        const char    *wide,
                                                        const char    *narrow);
void        tm_test_ui_play_shoot_four                 (GtkWidget     *window,
                                                        const char    *name);
void        tm_test_ui_play_check_nothing_hidden_shown (TmPlayView    *view);
const char *tm_test_ui_play_last_log_line              (TmPlayView    *view);
void        tm_test_ui_play_one                        (TmPlayView    *view);
void        tm_test_ui_play_announced_cb               (TmPlayView    *view,
                                                        GParamSpec    *pspec,
                                                        guint         *announced);
void        tm_test_ui_play_move_announced_cb          (TmPlaySession *session,
                                                        int            player,
                                                        const TmMove  *move,
                                                        guint         *announced);
gboolean    tm_test_ui_play_check_refusal              (TmPlayView    *view,
                                                        const char    *rules_title);
void        tm_test_ui_play_add_to_ledger              (TmWindow      *window,
                                                        TmPlayView    *view);
GtkWidget  *tm_test_ui_play_open_popover               (GtkWidget     *table);
GtkWidget  *tm_test_ui_play_ask_hint                   (TmPlayView    *view);
void        tm_test_ui_play_press_enter_to_play        (TmPlayView    *view,
                                                        GtkWidget     *widget);
int         tm_test_ui_play_run                        (TmApplication **app,
                                                        char          **data_home);

G_END_DECLS
