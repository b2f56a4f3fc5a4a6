/* tm-breakdown.c: a hand's entry or outcome as plain values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening a long score sheet scores every hand.  Kept as GVariant
 * dictionaries, its 40,000 entries cost a builder, a dict entry and a
 * boxed value per member to make, and a lock and a reference per child
 * to read back.  Here a breakdown is one block of plain values that the
 * scorers read directly; the `a{sv}` of the public API is made from it
 * when the app asks for it (_tm_score_breakdown_dup_variant(), with the
 * fields).
 */

#include "config.h"

#include <string.h>

#include "tm-breakdown-private.h"

/* While a breakdown is built, a value's pointers are offsets: @member
 * and @text into the texts (plus one for @member, 0 being NULL), @items
 * an index into the values. */
typedef struct
{
  gsize            start;      /* its first item in pending */
  gsize            member;
  TmScoreValueType type;
} Frame;

struct _TmBreakdownBuilder
{
  const struct _TmScoreField *fields;
  GArray             *values;   /* TmScoreValue: made, children before parents */
  GArray             *pending;  /* TmScoreValue: the open groups' and lists' items */
  GArray             *frames;   /* Frame */
  GString            *texts;
  gboolean            has_other;
};

TmBreakdownBuilder *
_tm_breakdown_builder_new (void)
{
  TmBreakdownBuilder *self = g_new0 (TmBreakdownBuilder, 1);

  self->values = g_array_sized_new (FALSE, FALSE, sizeof (TmScoreValue), 32);
  self->pending = g_array_sized_new (FALSE, FALSE, sizeof (TmScoreValue), 32);
  self->frames = g_array_sized_new (FALSE, FALSE, sizeof (Frame), 4);
  self->texts = g_string_sized_new (64);
  return self;
}

void
_tm_breakdown_builder_free (TmBreakdownBuilder *self)
{
  g_array_unref (self->values);
  g_array_unref (self->pending);
  g_array_unref (self->frames);
  g_string_free (self->texts, TRUE);
  g_free (self);
}

static gsize
add_text (TmBreakdownBuilder *self,
          const char         *text,
          gsize               len)
{
  gsize offset = self->texts->len;

  g_string_append_len (self->texts, text, len);
  g_string_append_c (self->texts, '\0');
  return offset;
}

static gsize
add_member (TmBreakdownBuilder *self,
            const char         *member)
{
  return member != NULL ? add_text (self, member, strlen (member)) + 1 : 0;
}

void
_tm_breakdown_builder_open (TmBreakdownBuilder *self,
                            const char         *member,
                            TmScoreValueType    type)
{
  Frame frame = { self->pending->len, add_member (self, member), type };

  g_assert (type == TM_SCORE_VALUE_LIST || type == TM_SCORE_VALUE_GROUP);
  g_array_append_val (self->frames, frame);
}

void
_tm_breakdown_builder_begin (TmBreakdownBuilder         *self,
                             const struct _TmScoreField *fields)
{
  g_array_set_size (self->values, 0);
  g_array_set_size (self->pending, 0);
  g_array_set_size (self->frames, 0);
  g_string_truncate (self->texts, 0);
  self->fields = fields;
  self->has_other = FALSE;
  _tm_breakdown_builder_open (self, NULL, TM_SCORE_VALUE_GROUP);
}

void
_tm_breakdown_builder_add (TmBreakdownBuilder *self,
                           const char         *member,
                           TmScoreValueType    type,
                           gint64              number,
                           const char         *text,
                           gsize               text_len)
{
  TmScoreValue value = { (const char *) add_member (self, member), type, 0, { 0 } };

  g_assert (type != TM_SCORE_VALUE_LIST && type != TM_SCORE_VALUE_GROUP);
  if (type == TM_SCORE_VALUE_TEXT)
    value.text = (const char *) add_text (self, text, text_len);
  else
    value.number = number;
  self->has_other |= type == TM_SCORE_VALUE_OTHER;
  g_array_append_val (self->pending, value);
}

void
_tm_breakdown_builder_close (TmBreakdownBuilder *self)
{
  Frame frame;
  TmScoreValue value;
  gsize n;

  g_assert (self->frames->len > 0);
  frame = g_array_index (self->frames, Frame, self->frames->len - 1);
  g_array_set_size (self->frames, self->frames->len - 1);

  n = self->pending->len - frame.start;
  value = (TmScoreValue) { (const char *) frame.member, frame.type, n, { 0 } };
  value.items = (const TmScoreValue *) (gsize) self->values->len;
  g_array_append_vals (self->values, &g_array_index (self->pending, TmScoreValue, frame.start),
                       n);
  g_array_set_size (self->pending, frame.start);
  g_array_append_val (self->pending, value);
}

static void
breakdown_clear (gpointer data)
{
  TmBreakdown *self = data;

  g_clear_pointer (&self->variant, g_variant_unref);
}

/* The block: the breakdown, its values, their texts. */
#define VALUES_OFFSET (((sizeof (TmBreakdown) + 15) / 16) * 16)

TmBreakdown *
_tm_breakdown_builder_end (TmBreakdownBuilder *self)
{
  TmBreakdown *breakdown;
  TmScoreValue *values;
  char *texts;
  gsize n;

  _tm_breakdown_builder_close (self);
  g_assert (self->frames->len == 0 && self->pending->len == 1);
  g_array_append_vals (self->values, self->pending->data, 1);
  n = self->values->len;

  breakdown = g_atomic_rc_box_alloc0 (VALUES_OFFSET + n * sizeof (TmScoreValue) +
                                      self->texts->len);
  values = (TmScoreValue *) ((char *) breakdown + VALUES_OFFSET);
  texts = (char *) (values + n);
  memcpy (values, self->values->data, n * sizeof (TmScoreValue));
  memcpy (texts, self->texts->str, self->texts->len);

  for (gsize i = 0; i < n; i++)
    {
      TmScoreValue *value = &values[i];

      if (value->member != NULL)
        value->member = texts + (gsize) value->member - 1;
      if (value->type == TM_SCORE_VALUE_TEXT)
        value->text = texts + (gsize) value->text;
      else if (value->type == TM_SCORE_VALUE_LIST || value->type == TM_SCORE_VALUE_GROUP)
        value->items = values + (gsize) value->items;
    }

  breakdown->root = &values[n - 1];
  breakdown->fields = self->fields;
  breakdown->has_other = self->has_other;
  breakdown->checked = TRUE;
  return breakdown;
}

TmBreakdown *
_tm_breakdown_ref (TmBreakdown *self)
{
  return g_atomic_rc_box_acquire (self);
}

void
_tm_breakdown_unref (TmBreakdown *self)
{
  g_atomic_rc_box_release_full (self, breakdown_clear);
}

/* A value of a GVariant, unboxed once where a member or an item is
 * boxed (@boxed). */
static void
add_variant (TmBreakdownBuilder *builder,
             const char         *member,
             GVariant           *value,
             gboolean            boxed)
{
  const GVariantType *type = g_variant_get_type (value);

  if (boxed && g_variant_type_equal (type, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr(GVariant) inner = g_variant_get_variant (value);

      add_variant (builder, member, inner, FALSE);
    }
  else if (g_variant_type_equal (type, G_VARIANT_TYPE_INT64))
    _tm_breakdown_builder_add (builder, member, TM_SCORE_VALUE_NUMBER,
                               g_variant_get_int64 (value), NULL, 0);
  else if (g_variant_type_equal (type, G_VARIANT_TYPE_BOOLEAN))
    _tm_breakdown_builder_add (builder, member, TM_SCORE_VALUE_FLAG,
                               g_variant_get_boolean (value), NULL, 0);
  else if (g_variant_type_equal (type, G_VARIANT_TYPE_STRING))
    {
      gsize len;
      const char *text = g_variant_get_string (value, &len);

      _tm_breakdown_builder_add (builder, member, TM_SCORE_VALUE_TEXT, 0, text, len);
    }
  else if (g_variant_type_equal (type, G_VARIANT_TYPE_VARDICT))
    {
      gsize n = g_variant_n_children (value);

      _tm_breakdown_builder_open (builder, member, TM_SCORE_VALUE_GROUP);
      for (gsize i = 0; i < n; i++)
        {
          g_autoptr(GVariant) entry = g_variant_get_child_value (value, i);
          g_autoptr(GVariant) key = g_variant_get_child_value (entry, 0);
          g_autoptr(GVariant) child = g_variant_get_child_value (entry, 1);

          add_variant (builder, g_variant_get_string (key, NULL), child, TRUE);
        }
      _tm_breakdown_builder_close (builder);
    }
  else if (g_variant_type_is_array (type) && !g_variant_type_is_dict_entry (
             g_variant_type_element (type)))
    {
      gsize n = g_variant_n_children (value);

      _tm_breakdown_builder_open (builder, member, TM_SCORE_VALUE_LIST);
      for (gsize i = 0; i < n; i++)
        {
          g_autoptr(GVariant) child = g_variant_get_child_value (value, i);

          add_variant (builder, NULL, child, TRUE);
        }
      _tm_breakdown_builder_close (builder);
    }
  else
    _tm_breakdown_builder_add (builder, member, TM_SCORE_VALUE_OTHER, 0, NULL, 0);
}

TmBreakdown *
_tm_breakdown_new_from_variant (GVariant *variant)
{
  TmBreakdown *breakdown;

  g_variant_ref_sink (variant);
  if (g_variant_is_of_type (variant, G_VARIANT_TYPE_VARDICT))
    {
      g_autoptr(TmBreakdownBuilder) builder = _tm_breakdown_builder_new ();
      gsize n = g_variant_n_children (variant);

      _tm_breakdown_builder_begin (builder, NULL);
      for (gsize i = 0; i < n; i++)
        {
          g_autoptr(GVariant) entry = g_variant_get_child_value (variant, i);
          g_autoptr(GVariant) key = g_variant_get_child_value (entry, 0);
          g_autoptr(GVariant) child = g_variant_get_child_value (entry, 1);

          add_variant (builder, g_variant_get_string (key, NULL), child, TRUE);
        }
      breakdown = _tm_breakdown_builder_end (builder);
    }
  else
    breakdown = g_atomic_rc_box_new0 (TmBreakdown);

  breakdown->variant = variant;
  return breakdown;
}

const TmScoreValue *
_tm_breakdown_lookup (const TmScoreValue *group,
                      const char         *member)
{
  for (guint i = 0; i < group->n; i++)
    if (g_str_equal (group->items[i].member, member))
      return &group->items[i];
  return NULL;
}

gboolean
_tm_breakdown_lookup_number (const TmScoreValue *group,
                             const char         *member,
                             gint64             *out)
{
  const TmScoreValue *value = _tm_breakdown_lookup (group, member);

  if (value == NULL || value->type != TM_SCORE_VALUE_NUMBER)
    return FALSE;
  *out = value->number;
  return TRUE;
}

const char *
_tm_breakdown_lookup_text (const TmScoreValue *group,
                           const char         *member)
{
  const TmScoreValue *value = _tm_breakdown_lookup (group, member);

  return value != NULL && value->type == TM_SCORE_VALUE_TEXT ? value->text : NULL;
}
