/* tm-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-services.h"

G_BEGIN_DECLS

#define TM_TYPE_WINDOW (tm_window_get_type ())

G_DECLARE_FINAL_TYPE (TmWindow, tm_window, TM, WINDOW, AdwApplicationWindow)

TmWindow    *tm_window_new           (GtkApplication *application,
                                      TmServices     *services);
TmServices  *tm_window_get_services  (TmWindow       *self);
TmCatalogue *tm_window_get_catalogue (TmWindow       *self);
gboolean     tm_window_show_game     (TmWindow       *self,
                                      const char     *game_id);
void         tm_window_show_library  (TmWindow       *self);
gboolean     tm_window_show_uri      (TmWindow       *self,
                                      const char     *game_id,
                                      const char     *uri);
void         tm_window_show_search   (TmWindow       *self,
                                      const char     *words);

G_END_DECLS
