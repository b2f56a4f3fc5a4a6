/* tm-rules-text.h: a paragraph of rules text whose links are widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TM_TYPE_RULES_TEXT (tm_rules_text_get_type ())

G_DECLARE_FINAL_TYPE (TmRulesText, tm_rules_text, TM, RULES_TEXT, GtkWidget)

GtkWidget  *tm_rules_text_new             (const char  *markup);
const char *tm_rules_text_get_text        (TmRulesText *self);
guint       tm_rules_text_get_n_links     (TmRulesText *self);
GtkWidget  *tm_rules_text_get_link        (TmRulesText *self,
                                           guint        index);
const char *tm_rules_text_get_link_uri    (TmRulesText *self,
                                           guint        index);

G_END_DECLS
