/* tm-score-field.h: the fields of a hand's breakdown, as a game declares them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * TM_SCORE_ERROR:
 *
 * The error domain for hand breakdowns that cannot be scored.
 */
#define TM_SCORE_ERROR (tm_score_error_quark ())

/**
 * TmScoreError:
 * @TM_SCORE_ERROR_INVALID: a field has the wrong type or an impossible value
 * @TM_SCORE_ERROR_UNKNOWN_FIELD: a field the game's breakdown does not have
 * @TM_SCORE_ERROR_TOO_MANY: the table holds more of a card than the deck has
 * @TM_SCORE_ERROR_UNKNOWN_GAME: no scoring is registered for the game id
 * @TM_SCORE_ERROR_PLAYERS: the number of players or entries does not fit
 *
 * Errors from scoring a hand.
 */
typedef enum
{
  TM_SCORE_ERROR_INVALID,
  TM_SCORE_ERROR_UNKNOWN_FIELD,
  TM_SCORE_ERROR_TOO_MANY,
  TM_SCORE_ERROR_UNKNOWN_GAME,
  TM_SCORE_ERROR_PLAYERS,
} TmScoreError;

/**
 * TmScoreFieldKind:
 * @TM_SCORE_FIELD_COUNT: a whole number from 0 (a count of cards); `x`
 * @TM_SCORE_FIELD_POINTS: any whole number; `x`
 * @TM_SCORE_FIELD_FLAG: yes or no; `b`
 * @TM_SCORE_FIELD_CARD_POINTS: cards kept, each a card id (`s`) of the
 *   field's deck or a number of printed points (`x`); `av`
 * @TM_SCORE_FIELD_PLAYER: a player's position, or absent for nobody; `x`
 * @TM_SCORE_FIELD_PLAYERS: a set of players' positions; `ax`
 * @TM_SCORE_FIELD_CHOICE: one of the field's choices; `s`
 * @TM_SCORE_FIELD_RUNS: groups of cards, each of the field's parts (counts
 *   and a choice); `aa{sv}`
 *
 * What kind of value a field of a hand's breakdown holds, and its
 * #GVariant type.
 */
typedef enum
{
  TM_SCORE_FIELD_COUNT,
  TM_SCORE_FIELD_POINTS,
  TM_SCORE_FIELD_FLAG,
  TM_SCORE_FIELD_CARD_POINTS,
  TM_SCORE_FIELD_PLAYER,
  TM_SCORE_FIELD_PLAYERS,
  TM_SCORE_FIELD_CHOICE,
  TM_SCORE_FIELD_RUNS,
} TmScoreFieldKind;

/**
 * TmScoreFieldTable:
 * @TM_SCORE_FIELD_ANY_TABLE: asked at any table
 * @TM_SCORE_FIELD_SOLO: asked only of a player alone
 * @TM_SCORE_FIELD_GROUP: asked only with two players or more
 *
 * Which tables a field is asked at.
 */
typedef enum
{
  TM_SCORE_FIELD_ANY_TABLE,
  TM_SCORE_FIELD_SOLO,
  TM_SCORE_FIELD_GROUP,
} TmScoreFieldTable;

GQuark              tm_score_error_quark           (void);

/* TmScoreField: one field of a hand's breakdown, as a game declares it */

typedef struct _TmScoreField TmScoreField;

#define TM_TYPE_SCORE_FIELD (tm_score_field_get_type ())

GType               tm_score_field_get_type        (void) G_GNUC_CONST;
const char         *tm_score_field_get_id          (const TmScoreField *self);
TmScoreFieldKind    tm_score_field_get_kind        (const TmScoreField *self);
const char         *tm_score_field_get_label       (const TmScoreField *self);
const char         *tm_score_field_get_description (const TmScoreField *self);
gint64              tm_score_field_get_max         (const TmScoreField *self);
const char         *tm_score_field_get_option      (const TmScoreField *self);
const char         *tm_score_field_get_without_option (const TmScoreField *self);
TmScoreFieldTable   tm_score_field_get_table       (const TmScoreField *self);
const char         *tm_score_field_get_deck        (const TmScoreField *self);
guint               tm_score_field_get_n_choices   (const TmScoreField *self);
const char         *tm_score_field_get_choice_id   (const TmScoreField *self,
                                                    guint               index);
const char         *tm_score_field_get_choice_label (const TmScoreField *self,
                                                     guint               index);
const char         *tm_score_field_get_choice_deck (const TmScoreField *self,
                                                    guint               index);
guint               tm_score_field_get_n_parts     (const TmScoreField *self);
const TmScoreField *tm_score_field_get_part        (const TmScoreField *self,
                                                    guint               index);
const GVariantType *tm_score_field_get_value_type  (const TmScoreField *self);
gboolean            tm_score_field_get_scores_nothing (const TmScoreField *self);
gboolean            tm_score_field_get_is_total    (const TmScoreField *self);

JsonNode           *tm_score_breakdown_to_json     (GVariant           *breakdown);

G_END_DECLS
