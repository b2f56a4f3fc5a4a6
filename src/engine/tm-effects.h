/* tm-effects.h: the vocabulary of card effects the engine can execute
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TmEffectNameFunc:
 * @id: a card id found in an effect's parameter
 * @user_data: the data given with the function
 *
 * Names the card with id @id, for effect descriptions.
 *
 * Returns: (nullable): the card's name, or %NULL if unknown
 */
typedef const char *(*TmEffectNameFunc) (const char *id,
                                         gpointer    user_data);

#define TM_TYPE_EFFECT_VOCABULARY (tm_effect_vocabulary_get_type ())

G_DECLARE_FINAL_TYPE (TmEffectVocabulary, tm_effect_vocabulary, TM, EFFECT_VOCABULARY, GObject)

TmEffectVocabulary *tm_effect_vocabulary_new_from_bytes (GBytes              *bytes,
                                                         const char          *filename,
                                                         GError             **error);
gboolean            tm_effect_vocabulary_has_op         (TmEffectVocabulary  *self,
                                                         const char          *op);
const char         *tm_effect_vocabulary_get_description (TmEffectVocabulary *self,
                                                          const char         *op);
char              **tm_effect_vocabulary_list_ops       (TmEffectVocabulary  *self);
gboolean            tm_effect_vocabulary_validate       (TmEffectVocabulary  *self,
                                                         JsonNode            *effect,
                                                         GError             **error);
char               *tm_effect_vocabulary_describe       (TmEffectVocabulary  *self,
                                                         JsonArray           *effect);
char               *tm_effect_vocabulary_describe_full  (TmEffectVocabulary  *self,
                                                         JsonArray           *effect,
                                                         TmEffectNameFunc     name_func,
                                                         gpointer             user_data);

G_END_DECLS
