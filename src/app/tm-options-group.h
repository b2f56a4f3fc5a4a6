/* tm-options-group.h: a game's rule options as preference rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_OPTIONS_GROUP (tm_options_group_get_type ())

G_DECLARE_FINAL_TYPE (TmOptionsGroup, tm_options_group, TM, OPTIONS_GROUP, AdwPreferencesGroup)

GtkWidget     *tm_options_group_new         (TmGame         *game,
                                             TmGamePillars   pillar);
TmGame        *tm_options_group_get_game    (TmOptionsGroup *self);
void           tm_options_group_set_game    (TmOptionsGroup *self,
                                             TmGame         *game);
TmGamePillars  tm_options_group_get_pillar  (TmOptionsGroup *self);
void           tm_options_group_set_pillar  (TmOptionsGroup *self,
                                             TmGamePillars   pillar);
guint          tm_options_group_get_n_options (TmOptionsGroup *self);
GVariant      *tm_options_group_dup_values  (TmOptionsGroup *self);
void           tm_options_group_set_values  (TmOptionsGroup *self,
                                             GVariant       *values);
GtkWidget     *tm_options_group_get_row     (TmOptionsGroup *self,
                                             const char     *option_id);
void           tm_options_group_set_option  (TmOptionsGroup *self,
                                             const char     *option_id,
                                             gboolean        on,
                                             int             number);

G_END_DECLS
