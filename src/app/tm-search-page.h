/* tm-search-page.h: searching every game from the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_SEARCH_PAGE (tm_search_page_get_type ())

G_DECLARE_FINAL_TYPE (TmSearchPage, tm_search_page, TM, SEARCH_PAGE, AdwNavigationPage)

void        tm_search_page_set_catalogue  (TmSearchPage *self,
                                           TmCatalogue  *catalogue);
void        tm_search_page_set_text       (TmSearchPage *self,
                                           const char   *words);
guint       tm_search_page_get_n_results  (TmSearchPage *self);
const char *tm_search_page_get_count_text (TmSearchPage *self);
void        tm_search_page_focus_entry    (TmSearchPage *self);

G_END_DECLS
