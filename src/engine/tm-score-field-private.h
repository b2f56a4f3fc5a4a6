/* tm-score-field-private.h: what a field is made of, and reading breakdowns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-breakdown-private.h"
#include "tm-score-field.h"

G_BEGIN_DECLS

/* A field as a game declares it (a static constant).  Labels and
 * descriptions are marked with N_() and translated when asked for. */
struct _TmScoreField
{
  const char          *id;
  TmScoreFieldKind     kind;
  const char          *label;          /* with a mnemonic */
  const char          *description;    /* or NULL */
  gint64               max;            /* counts: 0 for no limit but the deck's */
  const char          *option;         /* asked only with this option on, or NULL */
  const char          *without;        /* asked only with this option off, or NULL */
  TmScoreFieldTable    table;
  const char          *deck;           /* CARD_POINTS: the deck its cards are of */
  const char * const  *choices;        /* CHOICE: ids, then labels (N_(), or "" for a card) */
  const char * const  *choice_decks;   /* CHOICE: the deck of each card choice ("" for none) */
  const TmScoreField  *parts;          /* RUNS: the parts of a group (counts, a choice) */
  gboolean             scores_nothing; /* FLAG: on, the player scores 0 and the other fields stay empty */
  gboolean             total;          /* POINTS: the player's points as one number, instead of the others */
};

const TmScoreField *_tm_score_field_find (const TmScoreField  *fields,
                                          const char          *id);
GVariant   *_tm_score_breakdown_from_json (const TmScoreField  *fields,
                                           JsonNode            *node,
                                           const char          *who,
                                           GError             **error);
/* For readers that build breakdowns as _tm_score_breakdown_from_json()
 * does (tm-ledger-read.c): the member {@member: @value} of an a{sv}
 * (floating), and the shared one of a small scalar (borrowed, or NULL
 * when such a scalar is not shared; with @member NULL, the scalar boxed
 * in a variant).  @type is G_TYPE_INT64 or G_TYPE_BOOLEAN (@number) or
 * G_TYPE_STRING (@text). */
GVariant   *_tm_score_dict_entry      (const char          *member,
                                       GVariant            *value);
GVariant   *_tm_score_shared_scalar   (const char          *member,
                                       GType                type,
                                       gint64               number,
                                       const char          *text);
/* The `a{sv}` of a breakdown kept as values (made once, then shared), as
 * _tm_score_breakdown_from_json() makes it: (transfer full). */
GVariant   *_tm_score_breakdown_dup_variant (TmBreakdown     *breakdown);
gboolean    _tm_score_check_breakdown (const TmScoreField  *fields,
                                       GVariant            *breakdown,
                                       const char          *who,
                                       GError             **error);

/* Reading a breakdown's values (tm-breakdown-private.h), which
 * tm_scorer_score_hand() has checked against the declared fields.  Each
 * names the player (or "the hand") and the field in its error. */
gboolean    _tm_score_check_fields    (const TmScoreValue  *object,
                                       const char * const  *allowed,
                                       const char          *who,
                                       GError             **error);
/* Reads @object's members in one pass: refuses a member not in @allowed
 * as _tm_score_check_fields() does, and sets @values[i] (as many as
 * @allowed has) to the value of @allowed[i], or NULL when it is absent. */
gboolean    _tm_score_read_fields     (const TmScoreValue  *object,
                                       const char * const  *allowed,
                                       const char          *who,
                                       const TmScoreValue **values,
                                       GError             **error);
/* A value read by _tm_score_read_fields() (NULL when absent), checked as
 * _tm_score_get_count() and _tm_score_get_bool() check theirs. */
gboolean    _tm_score_count_value     (const TmScoreValue  *value,
                                       const char          *member,
                                       gint64               max,
                                       const char          *who,
                                       gint64              *out,
                                       GError             **error);
gboolean    _tm_score_bool_value      (const TmScoreValue  *value,
                                       const char          *member,
                                       const char          *who,
                                       gboolean            *out,
                                       GError             **error);
gboolean    _tm_score_get_count       (const TmScoreValue  *object,
                                       const char          *member,
                                       gint64               max,
                                       const char          *who,
                                       gint64              *out,
                                       GError             **error);
gboolean    _tm_score_get_bool        (const TmScoreValue  *object,
                                       const char          *member,
                                       const char          *who,
                                       gboolean            *out,
                                       GError             **error);

G_END_DECLS
