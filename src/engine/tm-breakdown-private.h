/* tm-breakdown-private.h: a hand's entry or outcome as plain values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a value of a breakdown is.  A breakdown is a group of members
 * (its fields); a runs field is a list of groups, a card-points field a
 * list of numbers and texts, a players field a list of numbers. */
typedef enum
{
  TM_SCORE_VALUE_OTHER,       /* of a type no field takes */
  TM_SCORE_VALUE_NUMBER,
  TM_SCORE_VALUE_FLAG,
  TM_SCORE_VALUE_TEXT,
  TM_SCORE_VALUE_LIST,
  TM_SCORE_VALUE_GROUP,
} TmScoreValueType;

typedef struct _TmScoreValue TmScoreValue;

struct _TmScoreValue
{
  const char          *member;   /* a group's member: its name; else NULL */
  TmScoreValueType     type;
  guint                n;        /* LIST, GROUP: how many items */
  union
  {
    gint64              number;  /* NUMBER; FLAG: 0 or 1 */
    const char         *text;    /* TEXT */
    const TmScoreValue *items;   /* LIST, GROUP */
  };
};

/* A breakdown (an entry or an outcome): immutable, reference counted, one
 * block of memory however many values it holds, safe to read from any
 * thread.  The scorers read its values directly; the public API's
 * `a{sv}` GVariant is made from them only when asked for.  A breakdown
 * given as a GVariant keeps it: @root is then NULL when the GVariant is
 * not a dictionary. */
typedef struct
{
  const TmScoreValue *root;      /* a GROUP, or NULL */
  /* What it was read by (a TmScoreField array), or NULL. */
  const struct _TmScoreField *fields;
  GVariant           *variant;   /* made when first asked for */
  gboolean            has_other; /* holds a value of type OTHER */
  /* Built by the game's fields (each member one of them, of its type),
   * so that scoring need not check it; FALSE for one given as a
   * GVariant. */
  gboolean            checked;
} TmBreakdown;

TmBreakdown *_tm_breakdown_ref          (TmBreakdown         *self);
void         _tm_breakdown_unref        (TmBreakdown         *self);
/* From an `a{sv}` (any GVariant: _tm_score_check_breakdown() says what
 * is wrong with it), which it keeps, sinking a floating one.  The other
 * way is _tm_score_breakdown_dup_variant(). */
TmBreakdown *_tm_breakdown_new_from_variant (GVariant        *variant);
/* A group's member, or NULL; the same when it is a number (into @out,
 * TRUE) or a text. */
const TmScoreValue *_tm_breakdown_lookup (const TmScoreValue *group,
                                          const char         *member);
gboolean     _tm_breakdown_lookup_number (const TmScoreValue *group,
                                          const char         *member,
                                          gint64             *out);
const char  *_tm_breakdown_lookup_text  (const TmScoreValue *group,
                                          const char         *member);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmBreakdown, _tm_breakdown_unref)

/* Building one, item by item, depth first: a group or a list is opened,
 * its items added, then closed.  One builder makes many breakdowns,
 * reusing its memory. */
typedef struct _TmBreakdownBuilder TmBreakdownBuilder;

TmBreakdownBuilder *_tm_breakdown_builder_new   (void);
void         _tm_breakdown_builder_free  (TmBreakdownBuilder  *self);
/* Starts a breakdown read by @fields (a group). */
void         _tm_breakdown_builder_begin (TmBreakdownBuilder  *self,
                                          const struct _TmScoreField *fields);
/* @member is the member's name in a group, NULL in a list; it and @text
 * are copied. */
void         _tm_breakdown_builder_add   (TmBreakdownBuilder  *self,
                                          const char          *member,
                                          TmScoreValueType     type,
                                          gint64               number,
                                          const char          *text,
                                          gsize                text_len);
void         _tm_breakdown_builder_open  (TmBreakdownBuilder  *self,
                                          const char          *member,
                                          TmScoreValueType     type);
void         _tm_breakdown_builder_close (TmBreakdownBuilder  *self);
TmBreakdown *_tm_breakdown_builder_end   (TmBreakdownBuilder  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmBreakdownBuilder, _tm_breakdown_builder_free)

G_END_DECLS
