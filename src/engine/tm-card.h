/* tm-card.h: one kind of card in a deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tm-types.h"

G_BEGIN_DECLS

#define TM_TYPE_CARD (tm_card_get_type ())

G_DECLARE_FINAL_TYPE (TmCard, tm_card, TM, CARD, GObject)

const char         *tm_card_get_id                 (TmCard *self);
const char         *tm_card_get_deck_id            (TmCard *self);
const char         *tm_card_get_kind               (TmCard *self);
const char         *tm_card_get_name               (TmCard *self);
const char         *tm_card_get_text               (TmCard *self);
guint               tm_card_get_count              (TmCard *self);
guint               tm_card_get_number             (TmCard *self);
TmSide              tm_card_get_side               (TmCard *self);
gboolean            tm_card_has_points             (TmCard *self);
int                 tm_card_get_points             (TmCard *self);
const char         *tm_card_get_place              (TmCard *self);
const char         *tm_card_get_colour             (TmCard *self);
const char         *tm_card_get_symbol             (TmCard *self);
const char         *tm_card_get_layout             (TmCard *self);
const char         *tm_card_get_quote              (TmCard *self);
gboolean            tm_card_get_reconstructed      (TmCard *self);
const char         *tm_card_get_uncertain          (TmCard *self);
gboolean            tm_card_get_perimeter          (TmCard *self);
gboolean            tm_card_get_underground        (TmCard *self);
gboolean            tm_card_get_underground_access (TmCard *self);
gboolean            tm_card_get_shore              (TmCard *self);
gboolean            tm_card_get_centre             (TmCard *self);
const char * const *tm_card_get_requires           (TmCard *self);
const char * const *tm_card_get_tags               (TmCard *self);
JsonArray          *tm_card_get_effect             (TmCard *self);
gboolean            tm_card_get_edited             (TmCard *self);
gboolean            tm_card_get_text_editable      (TmCard *self);
const char         *tm_card_get_shipped_name       (TmCard *self);
const char         *tm_card_get_shipped_text       (TmCard *self);
JsonArray          *tm_card_get_shipped_effect     (TmCard *self);

G_END_DECLS
