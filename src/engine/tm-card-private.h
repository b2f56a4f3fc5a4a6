/* tm-card-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-card.h"
#include "tm-effects.h"

G_BEGIN_DECLS

TmCard *_tm_card_new_from_json (const char          *deck_id,
                                JsonObject          *object,
                                GHashTable          *kinds,
                                TmEffectVocabulary  *vocabulary,
                                GError             **error);
void    _tm_card_apply_edit    (TmCard              *self,
                                const char          *name,
                                const char          *text,
                                JsonArray           *effect);

G_END_DECLS
