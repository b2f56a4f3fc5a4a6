/* tm-effect-editor.h: a form for a card's effect, built from the vocabulary
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_EFFECT_EDITOR (tm_effect_editor_get_type ())

G_DECLARE_FINAL_TYPE (TmEffectEditor, tm_effect_editor, TM, EFFECT_EDITOR, GtkWidget)

GtkWidget  *tm_effect_editor_new             (TmCatalogue    *catalogue);
void        tm_effect_editor_set_effect      (TmEffectEditor *self,
                                              JsonArray      *effect);
JsonArray  *tm_effect_editor_dup_effect      (TmEffectEditor *self,
                                              GError        **error);
guint       tm_effect_editor_get_n_ops       (TmEffectEditor *self);
void        tm_effect_editor_add_op          (TmEffectEditor *self,
                                              const char     *op);
void        tm_effect_editor_remove_op       (TmEffectEditor *self,
                                              guint           index);
void        tm_effect_editor_move_op         (TmEffectEditor *self,
                                              guint           from,
                                              guint           to);
const char *tm_effect_editor_get_description (TmEffectEditor *self);
const char *tm_effect_editor_get_problem     (TmEffectEditor *self);

G_END_DECLS
