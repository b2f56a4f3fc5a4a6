/* tm-game-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-services.h"

G_BEGIN_DECLS

#define TM_TYPE_GAME_PAGE (tm_game_page_get_type ())

G_DECLARE_FINAL_TYPE (TmGamePage, tm_game_page, TM, GAME_PAGE, AdwNavigationPage)

TmServices *tm_game_page_get_services (TmGamePage *self);
void        tm_game_page_set_services (TmGamePage *self,
                                       TmServices *services);
TmGame     *tm_game_page_get_game     (TmGamePage *self);
void        tm_game_page_set_game     (TmGamePage *self,
                                       TmGame     *game);
gboolean    tm_game_page_get_narrow   (TmGamePage *self);
void        tm_game_page_set_narrow   (TmGamePage *self,
                                       gboolean    narrow);
void        tm_game_page_show_section (TmGamePage *self,
                                       const char *section);
GtkWidget  *tm_game_page_get_section  (TmGamePage *self,
                                       const char *section);

G_END_DECLS
