/* tm-test-ui.h: what the tests of the app's views share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tm-application.h"
#include "tm-play-view.h"

G_BEGIN_DECLS

typedef gboolean (*TmTestUiCondition) (gpointer data);

TmApplication *tm_test_ui_start          (int          *argc,
                                          char       ***argv,
                                          const char   *tmp_template,
                                          char        **data_home);

void        tm_test_ui_wait_ms           (guint        ms);
gboolean    tm_test_ui_wait_for          (TmTestUiCondition condition,
                                          gpointer     data);
void        tm_test_ui_wait_until_mapped (GtkWidget   *widget);
GtkWidget  *tm_test_ui_find              (GtkWidget   *widget,
                                          GType        type);
guint       tm_test_ui_count             (GtkWidget   *widget);
void        tm_test_ui_collect           (GtkWidget   *widget,
                                          GType        type,
                                          GPtrArray   *out);
void        tm_test_ui_shoot             (GtkWidget   *window,
                                          const char  *name);
gboolean    tm_test_ui_log_contains      (TmPlayView  *view,
                                          const char  *text);

G_END_DECLS
