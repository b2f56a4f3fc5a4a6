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
 * TM_DECK_ERROR:
 *
 * The error domain for problems in deck and effect files.  It is declared
 * here, with the vocabulary of effects, the part of card data that every
 * other part uses, so that cards, effects and decks report in one domain
 * without depending on each other in a circle.
 */
#define TM_DECK_ERROR (tm_deck_error_quark ())

/**
 * TmDeckError:
 * @TM_DECK_ERROR_PARSE: the file is not valid JSON
 * @TM_DECK_ERROR_VERSION: the file's format version is not understood
 * @TM_DECK_ERROR_INVALID: a field is missing or has the wrong type or value
 * @TM_DECK_ERROR_UNKNOWN_FIELD: a field that the format does not have
 * @TM_DECK_ERROR_DUPLICATE_ID: two cards or kinds share an id
 * @TM_DECK_ERROR_UNKNOWN_KIND: a card names a kind the deck does not declare
 * @TM_DECK_ERROR_UNKNOWN_EFFECT: an effect the engine does not know
 *
 * Errors from loading a deck file.
 */
typedef enum
{
  TM_DECK_ERROR_PARSE,
  TM_DECK_ERROR_VERSION,
  TM_DECK_ERROR_INVALID,
  TM_DECK_ERROR_UNKNOWN_FIELD,
  TM_DECK_ERROR_DUPLICATE_ID,
  TM_DECK_ERROR_UNKNOWN_KIND,
  TM_DECK_ERROR_UNKNOWN_EFFECT,
} TmDeckError;

/**
 * TmEffectParamType:
 * @TM_EFFECT_PARAM_INT: a whole number (`int`)
 * @TM_EFFECT_PARAM_STRING: a word, such as a card's or a place's id (`string`)
 * @TM_EFFECT_PARAM_BOOL: yes or no (`bool`)
 * @TM_EFFECT_PARAM_STRINGS: a list of words (`strings`)
 *
 * The type of a parameter of an effect operation.
 */
typedef enum
{
  TM_EFFECT_PARAM_INT,
  TM_EFFECT_PARAM_STRING,
  TM_EFFECT_PARAM_BOOL,
  TM_EFFECT_PARAM_STRINGS,
} TmEffectParamType;

GQuark              tm_deck_error_quark                 (void);

gboolean            tm_effect_param_type_holds          (TmEffectParamType    type,
                                                         JsonNode            *node);


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
char              **tm_effect_vocabulary_list_params    (TmEffectVocabulary  *self,
                                                         const char          *op);
gboolean            tm_effect_vocabulary_get_param_type (TmEffectVocabulary  *self,
                                                         const char          *op,
                                                         const char          *param,
                                                         TmEffectParamType   *type);
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
