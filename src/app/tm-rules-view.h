/* tm-rules-view.h: a game's rules reference, rulings and cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-services.h"

G_BEGIN_DECLS

#define TM_TYPE_RULES_VIEW (tm_rules_view_get_type ())

G_DECLARE_FINAL_TYPE (TmRulesView, tm_rules_view, TM, RULES_VIEW, GtkWidget)

GtkWidget   *tm_rules_view_new          (TmCatalogue *catalogue,
                                         TmGame      *game);
GtkWidget   *tm_rules_view_new_for_game (TmServices  *services,
                                         TmGame      *game);
TmGame      *tm_rules_view_get_game     (TmRulesView *self);
gboolean     tm_rules_view_go           (TmRulesView *self,
                                         const char  *uri);
void         tm_rules_view_start_search (TmRulesView *self,
                                         const char  *words);
const char  *tm_rules_view_get_page     (TmRulesView *self);
gboolean     tm_rules_view_get_scrolling (TmRulesView *self);

G_END_DECLS
