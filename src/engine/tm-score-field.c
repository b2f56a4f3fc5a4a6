/* tm-score-field.c: the fields of a hand's breakdown, and reading them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-score-field-private.h"

/**
 * TmScoreField:
 *
 * One field of a hand's breakdown, as the game's scoring declares it:
 * what a person enters for each player (an entry) or for the table as a
 * whole (the outcome).  The fields are the whole breakdown: the hand form
 * is built from them, a hand's values are a #GVariant dictionary (`a{sv}`)
 * of them, and files and the command-line tool are read and written by
 * them (see `docs/score-json.md`).
 *
 * Fields are constants of the game's scoring and are never freed.
 */

G_DEFINE_QUARK (tm-score-error-quark, tm_score_error)

static gpointer
field_copy (gpointer field)
{
  return field;
}

static void
field_free (gpointer field)
{
}

G_DEFINE_BOXED_TYPE (TmScoreField, tm_score_field, field_copy, field_free)

/**
 * tm_score_field_get_id:
 * @self: a field
 *
 * Gets the field's id, the member of a breakdown it is stored as.
 *
 * Returns: the id
 */
const char *
tm_score_field_get_id (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->id;
}

/**
 * tm_score_field_get_kind:
 * @self: a field
 *
 * Gets what kind of value the field holds.
 *
 * Returns: the kind
 */
TmScoreFieldKind
tm_score_field_get_kind (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, TM_SCORE_FIELD_COUNT);
  return self->kind;
}

/**
 * tm_score_field_get_label:
 * @self: a field
 *
 * Gets the field's label for a form, translated, with a mnemonic.
 *
 * Returns: the label
 */
const char *
tm_score_field_get_label (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return _(self->label);
}

/**
 * tm_score_field_get_description:
 * @self: a field
 *
 * Gets what the field is worth or means, translated, for a form's
 * subtitle.
 *
 * Returns: (nullable): the description
 */
const char *
tm_score_field_get_description (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->description ? _(self->description) : NULL;
}

/**
 * tm_score_field_get_max:
 * @self: a field
 *
 * Gets the largest count the field itself allows; the deck may allow
 * fewer (see tm_scorer_get_field_max()).
 *
 * Returns: the largest count, or 0 when only the deck limits it
 */
gint64
tm_score_field_get_max (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->max;
}

/**
 * tm_score_field_get_option:
 * @self: a field
 *
 * Gets the rule option the field is asked with.
 *
 * Returns: (nullable): the option's id, or %NULL when it is always asked
 */
const char *
tm_score_field_get_option (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->option;
}

/**
 * tm_score_field_get_without_option:
 * @self: a field
 *
 * Gets the rule option the field is asked without.
 *
 * Returns: (nullable): the option's id, or %NULL
 */
const char *
tm_score_field_get_without_option (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->without;
}

/**
 * tm_score_field_get_table:
 * @self: a field
 *
 * Gets which tables the field is asked at.
 *
 * Returns: the tables
 */
TmScoreFieldTable
tm_score_field_get_table (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, TM_SCORE_FIELD_ANY_TABLE);
  return self->table;
}

/**
 * tm_score_field_get_deck:
 * @self: a field of cards kept
 *
 * Gets the deck whose cards the field lists.
 *
 * Returns: (nullable): the deck's id
 */
const char *
tm_score_field_get_deck (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->deck;
}

/**
 * tm_score_field_get_n_choices:
 * @self: a field
 *
 * Gets how many choices the field offers (a choice, or the card of a run).
 *
 * Returns: the number of choices
 */
guint
tm_score_field_get_n_choices (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, 0);

  if (self->choices == NULL)
    return 0;
  return g_strv_length ((GStrv) self->choices) / 2;
}

/**
 * tm_score_field_get_choice_id:
 * @self: a field
 * @index: a choice's position
 *
 * Gets the value a choice is stored as (for a run's card, the card's id;
 * "" for no card).
 *
 * Returns: the id
 */
const char *
tm_score_field_get_choice_id (const TmScoreField *self,
                              guint               index)
{
  g_return_val_if_fail (index < tm_score_field_get_n_choices (self), NULL);
  return self->choices[index];
}

/**
 * tm_score_field_get_choice_label:
 * @self: a field
 * @index: a choice's position
 *
 * Gets a choice's label, translated.  A choice that is a card has the
 * card's name instead, which the deck holds (see
 * tm_score_field_get_choice_deck()).
 *
 * Returns: the label
 */
const char *
tm_score_field_get_choice_label (const TmScoreField *self,
                                 guint               index)
{
  guint n = tm_score_field_get_n_choices (self);

  g_return_val_if_fail (index < n, NULL);
  return self->choices[n + index][0] != '\0' ? _(self->choices[n + index]) : "";
}

/**
 * tm_score_field_get_choice_deck:
 * @self: a field
 * @index: a choice's position
 *
 * Gets the deck of a choice that is a card.
 *
 * Returns: (nullable): the deck's id, or %NULL when the choice is no card
 */
const char *
tm_score_field_get_choice_deck (const TmScoreField *self,
                                guint               index)
{
  g_return_val_if_fail (index < tm_score_field_get_n_choices (self), NULL);

  if (self->choice_decks == NULL || self->choice_decks[index][0] == '\0')
    return NULL;
  return self->choice_decks[index];
}

/**
 * tm_score_field_get_n_parts:
 * @self: a field
 *
 * Gets how many parts a group of a runs field has.
 *
 * Returns: the number of parts
 */
guint
tm_score_field_get_n_parts (const TmScoreField *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  while (self->parts != NULL && self->parts[n].id != NULL)
    n++;
  return n;
}

/**
 * tm_score_field_get_part:
 * @self: a field
 * @index: a part's position
 *
 * Gets one part of a group of a runs field, such as a run's Patriots.
 *
 * Returns: (transfer none): the part
 */
const TmScoreField *
tm_score_field_get_part (const TmScoreField *self,
                         guint               index)
{
  g_return_val_if_fail (index < tm_score_field_get_n_parts (self), NULL);
  return &self->parts[index];
}

/**
 * tm_score_field_get_scores_nothing:
 * @self: a field
 *
 * Whether the field is a flag that, when on, means the player scores
 * nothing on the hand (such as going out in Free-O): their other fields
 * then stay empty, and a form locks them.
 *
 * Returns: %TRUE for such a flag
 */
gboolean
tm_score_field_get_scores_nothing (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->kind == TM_SCORE_FIELD_FLAG && self->scores_nothing;
}

/**
 * tm_score_field_get_is_total:
 * @self: a field
 *
 * Whether the field is the player's points on the hand as one number,
 * for a table that scores on paper: when it is given, the player's other
 * fields stay empty, and a form locks them.
 *
 * Returns: %TRUE for a points total
 */
gboolean
tm_score_field_get_is_total (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->kind == TM_SCORE_FIELD_POINTS && self->total;
}

/**
 * tm_score_field_get_value_type:
 * @self: a field
 *
 * Gets the #GVariant type of the field's value in a breakdown.
 *
 * Returns: the type
 */
const GVariantType *
tm_score_field_get_value_type (const TmScoreField *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  switch (self->kind)
    {
    case TM_SCORE_FIELD_COUNT:
    case TM_SCORE_FIELD_POINTS:
    case TM_SCORE_FIELD_PLAYER:
      return G_VARIANT_TYPE_INT64;
    case TM_SCORE_FIELD_FLAG:
      return G_VARIANT_TYPE_BOOLEAN;
    /* Constant types, as GLib's own G_VARIANT_TYPE_INT64 is: checking a
     * breakdown asks for them for every member of every entry. */
    case TM_SCORE_FIELD_CARD_POINTS:
      return (const GVariantType *) "av";
    case TM_SCORE_FIELD_PLAYERS:
      return (const GVariantType *) "ax";
    case TM_SCORE_FIELD_CHOICE:
      return G_VARIANT_TYPE_STRING;
    case TM_SCORE_FIELD_RUNS:
    default:
      return (const GVariantType *) "aa{sv}";
    }
}

/* The field of @fields (ending with one whose id is NULL, or NULL) with
 * the id @id, or NULL. */
const TmScoreField *
_tm_score_field_find (const TmScoreField *fields,
            const char         *id)
{
  for (guint i = 0; fields != NULL && fields[i].id != NULL; i++)
    if (g_str_equal (fields[i].id, id))
      return &fields[i];
  return NULL;
}

/* ------------------------------------------------------------------------
 * Breakdowns from JSON and back: the ledger's files and the tool
 */

static gboolean
wrong_type (GError     **error,
            const char  *who,
            const char  *id,
            const char  *wanted)
{
  g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
               "%s: field “%s”: must be %s", who, id, wanted);
  return FALSE;
}

static GType
value_type (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
}

/* One member of an a{sv} dictionary.  Built from its parts rather than
 * with g_variant_builder_add() and a format string, which a long score
 * sheet feels: every hand's breakdowns are read when it opens. */
GVariant *
_tm_score_dict_entry (const char *member,
                      GVariant   *value)
{
  static GHashTable *keys;        /* member -> its key, made once */
  G_LOCK_DEFINE_STATIC (keys);
  GVariant *key;

  G_LOCK (keys);
  if (keys == NULL)
    keys = g_hash_table_new (g_str_hash, g_str_equal);
  key = g_hash_table_lookup (keys, member);
  if (key == NULL)
    {
      const char *interned = g_intern_string (member);

      key = g_variant_ref_sink (g_variant_new_string (interned));
      g_hash_table_insert (keys, (gpointer) interned, key);
    }
  G_UNLOCK (keys);

  return g_variant_new_dict_entry (key, g_variant_new_variant (value));
}

/* Scalars repeat from hand to hand (a count of 2, a card id), and
 * a GVariant is immutable: a dict entry of a member and a small scalar,
 * or a small scalar boxed in a variant (member NULL), is made once and
 * shared.  Whole numbers from -1000 to 1000, true and false, and texts
 * of up to 32 bytes are kept; anything else is made each time. */
typedef struct
{
  const char *member;           /* interned, or NULL for a boxed value */
  GType       type;
  gint64      number;
  const char *text;             /* interned, or NULL */
} ScalarKey;

static guint
scalar_key_hash (gconstpointer data)
{
  const ScalarKey *key = data;

  return (key->member != NULL ? g_str_hash (key->member) : 0) ^
         (key->text != NULL ? g_str_hash (key->text) * 31 : 0) ^
         (guint) (key->number * 2654435761u) ^ (guint) key->type;
}

static gboolean
scalar_key_equal (gconstpointer a,
                  gconstpointer b)
{
  const ScalarKey *x = a, *y = b;

  return x->type == y->type && x->number == y->number &&
         g_strcmp0 (x->member, y->member) == 0 && g_strcmp0 (x->text, y->text) == 0;
}

/* The shared dict entry {@member: a scalar} (or, with @member NULL, the
 * shared variant holding the scalar), borrowed; NULL when the scalar is
 * not one that is kept.  The scalar is of @type: G_TYPE_INT64 (@number),
 * G_TYPE_BOOLEAN (@number 0 or 1) or G_TYPE_STRING (@text). */
GVariant *
_tm_score_shared_scalar (const char *member,
                         GType       type,
                         gint64      number,
                         const char *text)
{
  static GHashTable *shared;      /* ScalarKey -> GVariant */
  G_LOCK_DEFINE_STATIC (shared);
  ScalarKey key = { member, type, number, text };
  GVariant *variant;

  if (type == G_TYPE_INT64)
    {
      if (number < -1000 || number > 1000)
        return NULL;
    }
  else if (type == G_TYPE_BOOLEAN)
    key.number = number != 0;
  else if (type == G_TYPE_STRING)
    {
      key.number = 0;
      if (strlen (text) > 32)
        return NULL;
    }
  else
    return NULL;
  if (type != G_TYPE_STRING)
    key.text = NULL;

  G_LOCK (shared);
  if (shared == NULL)
    shared = g_hash_table_new (scalar_key_hash, scalar_key_equal);
  variant = g_hash_table_lookup (shared, &key);
  if (variant == NULL)
    {
      ScalarKey *kept = g_new (ScalarKey, 1);
      GVariant *value;

      *kept = key;
      kept->member = member != NULL ? g_intern_string (member) : NULL;
      kept->text = key.text != NULL ? g_intern_string (key.text) : NULL;
      value = key.type == G_TYPE_INT64 ? g_variant_new_int64 (key.number)
              : key.type == G_TYPE_BOOLEAN ? g_variant_new_boolean (key.number)
              : g_variant_new_string (kept->text);
      variant = g_variant_ref_sink (member != NULL ? _tm_score_dict_entry (member, value)
                                                   : g_variant_new_variant (value));
      g_hash_table_insert (shared, kept, variant);
    }
  G_UNLOCK (shared);

  return variant;
}

/* The same for a JSON node. */
static GVariant *
shared_scalar (const char *member,
               JsonNode   *node)
{
  GType type;

  if (!JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    return _tm_score_shared_scalar (member, type, json_node_get_int (node), NULL);
  if (type == G_TYPE_BOOLEAN)
    return _tm_score_shared_scalar (member, type, json_node_get_boolean (node), NULL);
  if (type == G_TYPE_STRING)
    return _tm_score_shared_scalar (member, type, 0, json_node_get_string (node));
  return NULL;
}

/* A group of a runs field: its members as numbers, texts and flags, which
 * the game's scoring then checks.  Members keep the order written (here
 * and in breakdown_from_json()), so that a score sheet is saved as it was
 * read. */
static GVariant *
group_from_json (JsonNode    *node,
                 const char  *who,
                 const char  *id,
                 guint        index,
                 GError     **error)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "%s: field “%s”: item %u must be an object", who, id, index + 1);
      return NULL;
    }

  json_object_iter_init_ordered (&iter, json_node_get_object (node));
  while (json_object_iter_next_ordered (&iter, &member, &value))
    {
      GType type = value_type (value);
      GVariant *typed, *entry;

      if (JSON_NODE_HOLDS_NULL (value))
        continue;
      if ((entry = shared_scalar (member, value)) != NULL)
        {
          g_variant_builder_add_value (&builder, entry);
          continue;
        }
      if (type == G_TYPE_INT64)
        typed = g_variant_new_int64 (json_node_get_int (value));
      else if (type == G_TYPE_BOOLEAN)
        typed = g_variant_new_boolean (json_node_get_boolean (value));
      else if (type == G_TYPE_STRING)
        typed = g_variant_new_string (json_node_get_string (value));
      else
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “%s”: item %u: “%s” must be a number, a text or true/false",
                       who, id, index + 1, member);
          return NULL;
        }
      g_variant_builder_add_value (&builder, _tm_score_dict_entry (member, typed));
    }

  return g_variant_builder_end (&builder);
}

static GVariant *
value_from_json (const TmScoreField  *field,
                 JsonNode            *node,
                 const char          *who,
                 GError             **error)
{
  GType type = value_type (node);

  switch (field->kind)
    {
    case TM_SCORE_FIELD_COUNT:
    case TM_SCORE_FIELD_POINTS:
      if (type != G_TYPE_INT64)
        return wrong_type (error, who, field->id, "a whole number"), NULL;
      return g_variant_new_int64 (json_node_get_int (node));

    case TM_SCORE_FIELD_PLAYER:
      if (type != G_TYPE_INT64)
        return wrong_type (error, who, field->id, "a player's position, or null"), NULL;
      return g_variant_new_int64 (json_node_get_int (node));

    case TM_SCORE_FIELD_FLAG:
      if (type != G_TYPE_BOOLEAN)
        return wrong_type (error, who, field->id, "true or false"), NULL;
      return g_variant_new_boolean (json_node_get_boolean (node));

    case TM_SCORE_FIELD_CHOICE:
      if (type != G_TYPE_STRING)
        return wrong_type (error, who, field->id, "one of the choices, as text"), NULL;
      return g_variant_new_string (json_node_get_string (node));

    case TM_SCORE_FIELD_PLAYERS:
      {
        g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("ax"));
        JsonArray *array;

        if (!JSON_NODE_HOLDS_ARRAY (node))
          return wrong_type (error, who, field->id, "a list of players' positions"), NULL;
        array = json_node_get_array (node);
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            JsonNode *item = json_array_get_element (array, i);

            if (value_type (item) != G_TYPE_INT64)
              return wrong_type (error, who, field->id, "a list of players' positions"), NULL;
            g_variant_builder_add_value (&builder, g_variant_new_int64 (json_node_get_int (item)));
          }
        return g_variant_builder_end (&builder);
      }

    case TM_SCORE_FIELD_CARD_POINTS:
      {
        g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("av"));
        JsonArray *array;

        if (!JSON_NODE_HOLDS_ARRAY (node))
          return wrong_type (error, who, field->id, "a list of card ids or points"), NULL;
        array = json_node_get_array (node);
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            JsonNode *item = json_array_get_element (array, i);
            GType item_type = value_type (item);
            GVariant *card;

            if ((item_type == G_TYPE_INT64 || item_type == G_TYPE_STRING) &&
                (card = shared_scalar (NULL, item)) != NULL)
              {
                g_variant_builder_add_value (&builder, card);
                continue;
              }
            if (item_type == G_TYPE_INT64)
              card = g_variant_new_int64 (json_node_get_int (item));
            else if (item_type == G_TYPE_STRING)
              card = g_variant_new_string (json_node_get_string (item));
            else
              {
                g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                             "%s: field “%s”: item %u must be a card id or a number of points",
                             who, field->id, i + 1);
                return NULL;
              }
            g_variant_builder_add_value (&builder, g_variant_new_variant (card));
          }
        return g_variant_builder_end (&builder);
      }

    case TM_SCORE_FIELD_RUNS:
    default:
      {
        g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("aa{sv}"));
        JsonArray *array;

        if (!JSON_NODE_HOLDS_ARRAY (node))
          return wrong_type (error, who, field->id, "a list of runs"), NULL;
        array = json_node_get_array (node);
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            GVariant *group = group_from_json (json_array_get_element (array, i), who,
                                               field->id, i, error);

            if (group == NULL)
              return NULL;
            g_variant_builder_add_value (&builder, group);
          }
        return g_variant_builder_end (&builder);
      }
    }
}

/* Whether @node is a scalar of the type @field takes, which
 * value_from_json() would read without complaint. */
static gboolean
scalar_fits (const TmScoreField *field,
             JsonNode           *node)
{
  GType type = value_type (node);

  switch (field->kind)
    {
    case TM_SCORE_FIELD_COUNT:
    case TM_SCORE_FIELD_POINTS:
    case TM_SCORE_FIELD_PLAYER:
      return type == G_TYPE_INT64;
    case TM_SCORE_FIELD_FLAG:
      return type == G_TYPE_BOOLEAN;
    case TM_SCORE_FIELD_CHOICE:
      return type == G_TYPE_STRING;
    case TM_SCORE_FIELD_PLAYERS:
    case TM_SCORE_FIELD_CARD_POINTS:
    case TM_SCORE_FIELD_RUNS:
    default:
      return FALSE;
    }
}

GVariant *
_tm_score_breakdown_from_json (const TmScoreField  *fields,
                     JsonNode            *node,
                     const char          *who,
                     GError             **error)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "%s: must be an object of fields, or null", who);
      return NULL;
    }

  json_object_iter_init_ordered (&iter, json_node_get_object (node));
  while (json_object_iter_next_ordered (&iter, &member, &value))
    {
      const TmScoreField *field = _tm_score_field_find (fields, member);
      GVariant *typed, *entry;

      if (field == NULL)
        {
          g_autoptr(GString) list = g_string_new (NULL);

          for (guint i = 0; fields != NULL && fields[i].id != NULL; i++)
            g_string_append_printf (list, "%s“%s”", i ? ", " : "", fields[i].id);
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_UNKNOWN_FIELD,
                       "%s: “%s” is not a field of this game's breakdown (the fields are %s)",
                       who, member, list->len ? list->str : "none");
          return NULL;
        }

      /* null is the same as leaving the field out */
      if (JSON_NODE_HOLDS_NULL (value))
        continue;

      if (scalar_fits (field, value) && (entry = shared_scalar (member, value)) != NULL)
        {
          g_variant_builder_add_value (&builder, entry);
          continue;
        }
      if (!(typed = value_from_json (field, value, who, error)))
        return NULL;
      g_variant_builder_add_value (&builder, _tm_score_dict_entry (member, typed));
    }

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/* ------------------------------------------------------------------------
 * Breakdowns kept as plain values (tm-breakdown-private.h), as GVariants
 */

/* A scalar as _tm_score_breakdown_from_json() makes it: a dict entry of
 * @member (or, with @member NULL, the scalar boxed in a variant);
 * floating, or a shared one, borrowed. */
static GVariant *
scalar_variant (const char         *member,
                const TmScoreValue *value)
{
  GType type = value->type == TM_SCORE_VALUE_NUMBER ? G_TYPE_INT64
               : value->type == TM_SCORE_VALUE_FLAG ? G_TYPE_BOOLEAN : G_TYPE_STRING;
  GVariant *shared, *scalar;

  g_assert (value->type == TM_SCORE_VALUE_NUMBER || value->type == TM_SCORE_VALUE_FLAG ||
            value->type == TM_SCORE_VALUE_TEXT);
  shared = _tm_score_shared_scalar (member, type, value->number,
                                    type == G_TYPE_STRING ? value->text : NULL);
  if (shared != NULL)
    return shared;

  scalar = type == G_TYPE_INT64 ? g_variant_new_int64 (value->number)
           : type == G_TYPE_BOOLEAN ? g_variant_new_boolean (value->number)
           : g_variant_new_string (value->text);
  return member != NULL ? _tm_score_dict_entry (member, scalar) : g_variant_new_variant (scalar);
}

/* A list of @field's kind. */
static GVariant *
list_variant (const TmScoreField *field,
              const TmScoreValue *list)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (tm_score_field_get_value_type (field));

  for (guint i = 0; i < list->n; i++)
    {
      const TmScoreValue *item = &list->items[i];

      switch (field->kind)
        {
        case TM_SCORE_FIELD_PLAYERS:
          g_variant_builder_add_value (&builder, g_variant_new_int64 (item->number));
          break;

        case TM_SCORE_FIELD_CARD_POINTS:
          g_variant_builder_add_value (&builder, scalar_variant (NULL, item));
          break;

        case TM_SCORE_FIELD_RUNS:
        case TM_SCORE_FIELD_COUNT:
        case TM_SCORE_FIELD_POINTS:
        case TM_SCORE_FIELD_PLAYER:
        case TM_SCORE_FIELD_FLAG:
        case TM_SCORE_FIELD_CHOICE:
        default:
          {
            g_auto(GVariantBuilder) group = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

            for (guint m = 0; m < item->n; m++)
              g_variant_builder_add_value (&group, scalar_variant (item->items[m].member,
                                                                   &item->items[m]));
            g_variant_builder_add_value (&builder, g_variant_builder_end (&group));
          }
        }
    }

  return g_variant_builder_end (&builder);
}

/* The breakdown read by its fields (every value of its field's type). */
static GVariant *
make_variant (TmBreakdown *self)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

  g_assert (!self->has_other);
  for (guint i = 0; i < self->root->n; i++)
    {
      const TmScoreValue *value = &self->root->items[i];
      const TmScoreField *field = _tm_score_field_find (self->fields, value->member);

      g_assert (field != NULL);
      if (value->type == TM_SCORE_VALUE_LIST)
        g_variant_builder_add_value (&builder,
                                     _tm_score_dict_entry (field->id,
                                                           list_variant (field, value)));
      else
        g_variant_builder_add_value (&builder, scalar_variant (field->id, value));
    }

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

GVariant *
_tm_score_breakdown_dup_variant (TmBreakdown *self)
{
  GVariant *variant = g_atomic_pointer_get (&self->variant);

  if (variant == NULL)
    {
      variant = make_variant (self);
      if (!g_atomic_pointer_compare_and_exchange (&self->variant, NULL, variant))
        {
          g_variant_unref (variant);
          variant = g_atomic_pointer_get (&self->variant);
        }
    }

  return g_variant_ref (variant);
}

static JsonNode *
value_to_json (GVariant *value)
{
  JsonNode *node;

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr(GVariant) inner = g_variant_get_variant (value);

      return value_to_json (inner);
    }

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    {
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_int (node, g_variant_get_int64 (value));
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    {
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_boolean (node, g_variant_get_boolean (value));
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    {
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_string (node, g_variant_get_string (value, NULL));
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT))
    {
      node = tm_score_breakdown_to_json (value);
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_ARRAY))
    {
      JsonArray *array = json_array_new ();

      for (gsize i = 0; i < g_variant_n_children (value); i++)
        {
          g_autoptr(GVariant) child = g_variant_get_child_value (value, i);

          json_array_add_element (array, value_to_json (child));
        }
      node = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (node, array);
    }
  else
    {
      g_critical ("a breakdown cannot hold a value of type %s", g_variant_get_type_string (value));
      node = json_node_new (JSON_NODE_NULL);
    }

  return node;
}

/**
 * tm_score_breakdown_to_json:
 * @breakdown: a player's entry or a hand's outcome (`a{sv}`)
 *
 * Writes an entry or an outcome as JSON, as files and the tool keep them.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
tm_score_breakdown_to_json (GVariant *breakdown)
{
  g_autoptr(JsonObject) object = json_object_new ();
  GVariantIter iter;
  const char *member;
  GVariant *value;
  JsonNode *node;

  g_return_val_if_fail (breakdown != NULL, NULL);
  g_return_val_if_fail (g_variant_is_of_type (breakdown, G_VARIANT_TYPE_VARDICT), NULL);

  g_variant_iter_init (&iter, breakdown);
  while (g_variant_iter_next (&iter, "{&sv}", &member, &value))
    {
      json_object_set_member (object, member, value_to_json (value));
      g_variant_unref (value);
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  return node;
}

/* Checks that a breakdown given by the app holds only declared fields,
 * each of its kind's type, as one read from JSON does. */
gboolean
_tm_score_check_breakdown (const TmScoreField  *fields,
                           GVariant            *breakdown,
                           const char          *who,
                           GError             **error)
{
  gsize n;

  if (!g_variant_is_of_type (breakdown, G_VARIANT_TYPE_VARDICT))
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "%s: must be a dictionary of fields", who);
      return FALSE;
    }

  /* Child by child, without a format string, for speed (see
   * member_value()). */
  n = g_variant_n_children (breakdown);
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GVariant) entry = g_variant_get_child_value (breakdown, i);
      g_autoptr(GVariant) key = g_variant_get_child_value (entry, 0);
      g_autoptr(GVariant) boxed = g_variant_get_child_value (entry, 1);
      g_autoptr(GVariant) value = g_variant_get_variant (boxed);
      const char *member = g_variant_get_string (key, NULL);
      const TmScoreField *field = _tm_score_field_find (fields, member);
      /* The fields' types are definite: equal, rather than the slower
       * g_variant_is_of_type(), which allows for patterns. */
      gboolean ok = field != NULL &&
                    g_variant_type_equal (g_variant_get_type (value),
                                          tm_score_field_get_value_type (field));

      if (field == NULL)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_UNKNOWN_FIELD,
                       "%s: “%s” is not a field of this game's breakdown", who, member);
          return FALSE;
        }
      if (!ok)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “%s”: must be of type %s", who, member,
                       g_variant_type_peek_string (tm_score_field_get_value_type (field)));
          return FALSE;
        }
    }

  return TRUE;
}

/* ------------------------------------------------------------------------
 * Reading a checked breakdown, for the games
 */

gboolean
_tm_score_read_fields (const TmScoreValue  *object,
                       const char * const  *allowed,
                       const char          *who,
                       const TmScoreValue **values,
                       GError             **error)
{
  guint n_allowed = g_strv_length ((char **) allowed);

  if (values != NULL)
    memset (values, 0, n_allowed * sizeof *values);

  for (guint i = 0; i < object->n; i++)
    {
      const char *member = object->items[i].member;
      guint k;

      for (k = 0; k < n_allowed && !g_str_equal (allowed[k], member); k++)
        ;
      if (k == n_allowed)
        {
          g_autofree char *list = g_strjoinv ("”, “", (char **) allowed);

          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_UNKNOWN_FIELD,
                       "%s: “%s” is not a field of this game's breakdown (the fields are “%s”)",
                       who, member, list);
          return FALSE;
        }
      if (values != NULL && values[k] == NULL)
        values[k] = &object->items[i];
    }

  return TRUE;
}

gboolean
_tm_score_check_fields (const TmScoreValue *object,
                        const char * const *allowed,
                        const char         *who,
                        GError            **error)
{
  return _tm_score_read_fields (object, allowed, who, NULL, error);
}

gboolean
_tm_score_count_value (const TmScoreValue *value,
                       const char         *member,
                       gint64              max,
                       const char         *who,
                       gint64             *out,
                       GError            **error)
{
  gint64 count = 0;

  *out = 0;
  if (value == NULL)
    return TRUE;
  count = value->type == TM_SCORE_VALUE_NUMBER ? value->number : -1;

  if (count < 0 || count > max)
    {
      g_set_error (error, TM_SCORE_ERROR,
                   count > max ? TM_SCORE_ERROR_TOO_MANY : TM_SCORE_ERROR_INVALID,
                   "%s: field “%s”: must be a whole number from 0 to %" G_GINT64_FORMAT,
                   who, member, max);
      return FALSE;
    }

  *out = count;
  return TRUE;
}

gboolean
_tm_score_bool_value (const TmScoreValue *value,
                      const char         *member,
                      const char         *who,
                      gboolean           *out,
                      GError            **error)
{
  *out = FALSE;
  if (value == NULL)
    return TRUE;

  if (value->type != TM_SCORE_VALUE_FLAG)
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "%s: field “%s”: must be true or false", who, member);
      return FALSE;
    }

  *out = value->number != 0;
  return TRUE;
}

gboolean
_tm_score_get_count (const TmScoreValue *object,
                     const char         *member,
                     gint64              max,
                     const char         *who,
                     gint64             *out,
                     GError            **error)
{
  return _tm_score_count_value (_tm_breakdown_lookup (object, member), member, max, who, out,
                                error);
}

gboolean
_tm_score_get_bool (const TmScoreValue *object,
                    const char         *member,
                    const char         *who,
                    gboolean           *out,
                    GError            **error)
{
  return _tm_score_bool_value (_tm_breakdown_lookup (object, member), member, who, out, error);
}
