/* tm-card.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-card-private.h"
#include "tm-enums.h"
#include "tm-json-private.h"

/**
 * TmCard:
 *
 * One kind of card in a deck, as the deck file describes it.
 *
 * A card kind may stand for several identical cards (#TmCard:count).
 * Cards are as the deck file describes them, except that a person's card
 * edits (see [class@Tm.CardEdits]) may change a card's name, and the text
 * and effect of Special Ops and blank cards; #TmCard:edited says so, and
 * the shipped values stay available.
 */

struct _TmCard
{
  GObject     parent_instance;

  char       *id;
  char       *deck_id;
  char       *kind;
  char       *name;
  char       *text;
  char       *place;
  char       *colour;
  char       *symbol;
  char       *layout;
  char       *quote;
  char       *uncertain;
  char      **requires;
  char      **tags;
  JsonArray  *effect;
  char       *shipped_name;     /* NULL unless edited */
  char       *shipped_text;     /* NULL unless edited */
  JsonArray  *shipped_effect;   /* NULL unless edited */
  guint       count;
  guint       number;
  int         points;
  TmSide      side;
  guint       has_points : 1;
  guint       reconstructed : 1;
  guint       perimeter : 1;
  guint       underground : 1;
  guint       underground_access : 1;
  guint       shore : 1;
  guint       centre : 1;
  guint       edited : 1;
};

G_DEFINE_FINAL_TYPE (TmCard, tm_card, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_DECK_ID,
  PROP_KIND,
  PROP_NAME,
  PROP_TEXT,
  PROP_COUNT,
  PROP_NUMBER,
  PROP_SIDE,
  PROP_POINTS,
  PROP_PLACE,
  PROP_COLOUR,
  PROP_SYMBOL,
  PROP_RECONSTRUCTED,
  PROP_UNCERTAIN,
  PROP_EFFECT,
  PROP_EDITED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tm_card_finalize (GObject *object)
{
  TmCard *self = (TmCard *)object;

  g_free (self->id);
  g_free (self->deck_id);
  g_free (self->kind);
  g_free (self->name);
  g_free (self->text);
  g_free (self->place);
  g_free (self->colour);
  g_free (self->symbol);
  g_free (self->layout);
  g_free (self->quote);
  g_free (self->uncertain);
  g_strfreev (self->requires);
  g_strfreev (self->tags);
  g_clear_pointer (&self->effect, json_array_unref);
  g_free (self->shipped_name);
  g_free (self->shipped_text);
  g_clear_pointer (&self->shipped_effect, json_array_unref);

  G_OBJECT_CLASS (tm_card_parent_class)->finalize (object);
}

static void
tm_card_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TmCard *self = TM_CARD (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_DECK_ID:
      g_value_set_string (value, self->deck_id);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_SIDE:
      g_value_set_enum (value, self->side);
      break;
    case PROP_POINTS:
      g_value_set_int (value, self->points);
      break;
    case PROP_PLACE:
      g_value_set_string (value, self->place);
      break;
    case PROP_COLOUR:
      g_value_set_string (value, self->colour);
      break;
    case PROP_SYMBOL:
      g_value_set_string (value, self->symbol);
      break;
    case PROP_RECONSTRUCTED:
      g_value_set_boolean (value, self->reconstructed);
      break;
    case PROP_UNCERTAIN:
      g_value_set_string (value, self->uncertain);
      break;
    case PROP_EFFECT:
      g_value_set_boxed (value, self->effect);
      break;
    case PROP_EDITED:
      g_value_set_boolean (value, self->edited);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_card_class_init (TmCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tm_card_finalize;
  object_class->get_property = tm_card_get_property;

  /**
   * TmCard:id:
   *
   * The card's id, unique within its deck.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * TmCard:deck-id:
   *
   * The id of the deck the card belongs to.
   */
  properties[PROP_DECK_ID] = g_param_spec_string ("deck-id", NULL, NULL, NULL, flags);
  /**
   * TmCard:kind:
   *
   * The id of the card's kind, one of its deck's kinds.
   */
  properties[PROP_KIND] = g_param_spec_string ("kind", NULL, NULL, NULL, flags);
  /**
   * TmCard:name:
   *
   * The name shown on the card.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL,
                                               flags | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * TmCard:text:
   *
   * What the card does, in words.
   */
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               flags | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * TmCard:count:
   *
   * How many identical copies of the card the deck holds.
   */
  properties[PROP_COUNT] = g_param_spec_uint ("count", NULL, NULL, 1, G_MAXUINT, 1, flags);
  /**
   * TmCard:number:
   *
   * The card's number from 1 to 12, or 0 when it has none.
   */
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, 12, 0, flags);
  /**
   * TmCard:side:
   *
   * Whether the card is a Patriot or a Traitor, if either.
   */
  properties[PROP_SIDE] = g_param_spec_enum ("side", NULL, NULL, TM_TYPE_SIDE, TM_SIDE_NONE, flags);
  /**
   * TmCard:points:
   *
   * The points the card carries, 0 when it has none.
   */
  properties[PROP_POINTS] = g_param_spec_int ("points", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  /**
   * TmCard:place:
   *
   * The place a Free-O Seek and Match card shows, or %NULL.
   */
  properties[PROP_PLACE] = g_param_spec_string ("place", NULL, NULL, NULL, flags);
  /**
   * TmCard:colour:
   *
   * The colour the card is printed in, or %NULL.
   */
  properties[PROP_COLOUR] = g_param_spec_string ("colour", NULL, NULL, NULL, flags);
  /**
   * TmCard:symbol:
   *
   * The name of the symbol drawn on the card, or %NULL.
   */
  properties[PROP_SYMBOL] = g_param_spec_string ("symbol", NULL, NULL, NULL, flags);
  /**
   * TmCard:reconstructed:
   *
   * Whether the card was made up by Tablemate to complete a deck that the
   * published rules only partly list: the sources never name it.
   */
  properties[PROP_RECONSTRUCTED] = g_param_spec_boolean ("reconstructed", NULL, NULL, FALSE, flags);
  /**
   * TmCard:uncertain:
   *
   * A note on which part of the card's reading is uncertain, or %NULL.
   */
  properties[PROP_UNCERTAIN] = g_param_spec_string ("uncertain", NULL, NULL, NULL, flags);
  /**
   * TmCard:effect:
   *
   * The card's effect, an array of operations (see tm_card_get_effect()).
   */
  properties[PROP_EFFECT] = g_param_spec_boxed ("effect", NULL, NULL, JSON_TYPE_ARRAY,
                                                flags | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * TmCard:edited:
   *
   * Whether the person's card edits change this card.
   */
  properties[PROP_EDITED] = g_param_spec_boolean ("edited", NULL, NULL, FALSE,
                                                  flags | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_card_init (TmCard *self)
{
  self->count = 1;
}

static const char *known_fields[] = {
  "id", "kind", "name", "count", "text", "effect", "number", "side", "place",
  "colour", "symbol", "points", "quote", "village", "requires", "reconstructed",
  "uncertain", "tags",
};

static gboolean
field_error (GError     **error,
             const char  *field,
             const char  *problem)
{
  g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
               "field “%s”: %s", field, problem);
  return FALSE;
}

static gboolean
read_string (JsonObject  *object,
             const char  *field,
             gboolean     required,
             char       **out,
             GError     **error)
{
  const char *value;

  if (!json_object_has_member (object, field))
    {
      if (required)
        return field_error (error, field, "is required");
      return TRUE;
    }

  value = tm_json_member_string (object, field);
  if (value == NULL)
    return field_error (error, field, "must be a string");

  *out = g_strdup (value);
  return TRUE;
}

static gboolean
read_int (JsonObject  *object,
          const char  *field,
          gint64       min,
          gint64       max,
          gboolean    *present,
          gint64      *out,
          GError     **error)
{
  *present = json_object_has_member (object, field);
  if (!*present)
    return TRUE;

  if (!tm_json_member_int (object, field, out))
    return field_error (error, field, "must be a whole number");

  if (*out < min || *out > max)
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "field “%s”: %" G_GINT64_FORMAT " is out of range (%" G_GINT64_FORMAT
                   " to %" G_GINT64_FORMAT ")", field, *out, min, max);
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_bool (JsonObject  *object,
           const char  *field,
           gboolean    *out,
           GError     **error)
{
  if (!json_object_has_member (object, field))
    return TRUE;

  if (!tm_json_member_boolean (object, field, out))
    return field_error (error, field, "must be true or false");

  return TRUE;
}

static gboolean
read_strings (JsonObject   *object,
              const char   *field,
              char       ***out,
              GError      **error)
{
  JsonNode *node = json_object_get_member (object, field);
  g_autoptr(GStrvBuilder) builder = NULL;
  JsonArray *array;

  if (node == NULL)
    return TRUE;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return field_error (error, field, "must be an array of strings");

  builder = g_strv_builder_new ();
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
        return field_error (error, field, "must be an array of strings");
      g_strv_builder_add (builder, json_node_get_string (item));
    }

  *out = g_strv_builder_end (builder);
  return TRUE;
}

TmCard *
_tm_card_new_from_json (const char          *deck_id,
                        JsonObject          *object,
                        GHashTable          *kinds,
                        TmEffectVocabulary  *vocabulary,
                        GError             **error)
{
  g_autoptr(TmCard) self = g_object_new (TM_TYPE_CARD, NULL);
  g_autofree char *side = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;
  gboolean present;
  gboolean reconstructed = FALSE;
  gint64 value = 0;

  g_assert (deck_id != NULL);
  g_assert (object != NULL);

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &node))
    {
      gboolean known = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (known_fields) && !known; i++)
        known = g_str_equal (member, known_fields[i]);

      if (!known)
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_UNKNOWN_FIELD,
                       "field “%s”: not a card field", member);
          return NULL;
        }
    }

  self->deck_id = g_strdup (deck_id);

  if (!read_string (object, "id", TRUE, &self->id, error))
    return NULL;
  if (!_tm_json_is_valid_id (self->id))
    return field_error (error, "id", TM_JSON_ID_PROBLEM), NULL;

  if (!read_string (object, "kind", TRUE, &self->kind, error) ||
      !read_string (object, "name", TRUE, &self->name, error) ||
      !read_string (object, "text", TRUE, &self->text, error) ||
      !read_string (object, "place", FALSE, &self->place, error) ||
      !read_string (object, "colour", FALSE, &self->colour, error) ||
      !read_string (object, "symbol", FALSE, &self->symbol, error) ||
      !read_string (object, "quote", FALSE, &self->quote, error) ||
      !read_string (object, "uncertain", FALSE, &self->uncertain, error) ||
      !read_string (object, "side", FALSE, &side, error) ||
      !read_strings (object, "requires", &self->requires, error) ||
      !read_strings (object, "tags", &self->tags, error) ||
      !read_bool (object, "reconstructed", &reconstructed, error))
    return NULL;

  self->reconstructed = !!reconstructed;

  if (kinds != NULL)
    self->layout = g_strdup (g_hash_table_lookup (kinds, self->kind));
  if (kinds != NULL && !g_hash_table_contains (kinds, self->kind))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_UNKNOWN_KIND,
                   "field “kind”: “%s” is not one of the deck's kinds", self->kind);
      return NULL;
    }

  if (!read_int (object, "count", 1, 1000, &present, &value, error))
    return NULL;
  self->count = present ? (guint) value : 1;

  if (!read_int (object, "number", 1, 12, &present, &value, error))
    return NULL;
  self->number = present ? (guint) value : 0;

  if (!read_int (object, "points", -1000, 1000, &present, &value, error))
    return NULL;
  self->has_points = !!present;
  self->points = present ? (int) value : 0;

  if (side == NULL)
    self->side = TM_SIDE_NONE;
  else if (g_str_equal (side, "patriot"))
    self->side = TM_SIDE_PATRIOT;
  else if (g_str_equal (side, "traitor"))
    self->side = TM_SIDE_TRAITOR;
  else
    return field_error (error, "side", "must be “patriot” or “traitor”"), NULL;

  if ((node = json_object_get_member (object, "village")) != NULL)
    {
      JsonObject *village;
      gboolean perimeter = FALSE, underground = FALSE, access = FALSE;
      gboolean shore = FALSE, centre = FALSE;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return field_error (error, "village", "must be an object"), NULL;

      village = json_node_get_object (node);
      json_object_iter_init (&iter, village);
      while (json_object_iter_next (&iter, &member, &node))
        {
          if (!g_str_equal (member, "perimeter") &&
              !g_str_equal (member, "underground") &&
              !g_str_equal (member, "underground_access") &&
              !g_str_equal (member, "shore") &&
              !g_str_equal (member, "centre"))
            {
              g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_UNKNOWN_FIELD,
                           "field “village”: “%s” is not a Village attribute", member);
              return NULL;
            }
        }

      if (!read_bool (village, "perimeter", &perimeter, error) ||
          !read_bool (village, "underground", &underground, error) ||
          !read_bool (village, "underground_access", &access, error) ||
          !read_bool (village, "shore", &shore, error) ||
          !read_bool (village, "centre", &centre, error))
        return NULL;

      self->perimeter = !!perimeter;
      self->underground = !!underground;
      self->underground_access = !!access;
      self->shore = !!shore;
      self->centre = !!centre;
    }

  if ((node = json_object_get_member (object, "effect")) != NULL)
    {
      if (vocabulary != NULL && !tm_effect_vocabulary_validate (vocabulary, node, &local_error))
        {
          g_set_error (error, local_error->domain, local_error->code,
                       "field “effect”: %s", local_error->message);
          return NULL;
        }

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return field_error (error, "effect", "must be an array of operations"), NULL;

      self->effect = json_array_ref (json_node_get_array (node));
    }
  else
    {
      self->effect = json_array_new ();
    }

  return g_steal_pointer (&self);
}

/**
 * tm_card_get_id:
 * @self: a #TmCard
 *
 * Gets the card's id, unique within its deck.
 *
 * Returns: the id
 */
const char *
tm_card_get_id (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->id;
}

/**
 * tm_card_get_deck_id:
 * @self: a #TmCard
 *
 * Gets the id of the deck the card belongs to.
 *
 * Returns: the deck's id
 */
const char *
tm_card_get_deck_id (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->deck_id;
}

/**
 * tm_card_get_kind:
 * @self: a #TmCard
 *
 * Gets the id of the card's kind.
 *
 * Returns: the kind's id
 */
const char *
tm_card_get_kind (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->kind;
}

/**
 * tm_card_get_name:
 * @self: a #TmCard
 *
 * Gets the name shown on the card.
 *
 * Returns: the name
 */
const char *
tm_card_get_name (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->name;
}

/**
 * tm_card_get_text:
 * @self: a #TmCard
 *
 * Gets what the card does, in words.
 *
 * Returns: the text, possibly empty
 */
const char *
tm_card_get_text (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->text;
}

/**
 * tm_card_get_count:
 * @self: a #TmCard
 *
 * Gets how many identical copies of the card the deck holds.
 *
 * Returns: the count, at least 1
 */
guint
tm_card_get_count (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), 0);
  return self->count;
}

/**
 * tm_card_get_number:
 * @self: a #TmCard
 *
 * Gets the card's number.
 *
 * Returns: the number from 1 to 12, or 0 when the card has none
 */
guint
tm_card_get_number (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), 0);
  return self->number;
}

/**
 * tm_card_get_side:
 * @self: a #TmCard
 *
 * Gets the side the card is on.
 *
 * Returns: the side, %TM_SIDE_NONE for cards on neither
 */
TmSide
tm_card_get_side (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), TM_SIDE_NONE);
  return self->side;
}

/**
 * tm_card_has_points:
 * @self: a #TmCard
 *
 * Checks whether the card file gives the card a points value.
 *
 * Returns: %TRUE if the card carries points
 */
gboolean
tm_card_has_points (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->has_points;
}

/**
 * tm_card_get_points:
 * @self: a #TmCard
 *
 * Gets the points the card carries.
 *
 * Returns: the points, 0 when it has none
 */
int
tm_card_get_points (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), 0);
  return self->points;
}

/**
 * tm_card_get_place:
 * @self: a #TmCard
 *
 * Gets the place a Seek and Match card shows.
 *
 * Returns: (nullable): the place
 */
const char *
tm_card_get_place (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->place;
}

/**
 * tm_card_get_colour:
 * @self: a #TmCard
 *
 * Gets the colour the card is printed in.
 *
 * Returns: (nullable): the colour's name
 */
const char *
tm_card_get_colour (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->colour;
}

/**
 * tm_card_get_layout:
 * @self: a #TmCard
 *
 * Gets how the card is laid out on screen, as the deck says for its kind:
 * `banner` (a band of the card's colour naming its symbol, the symbol, the
 * name), `emblem` (the symbol large, the name), `number` (the number
 * large, the name) or `title` (the name large).  Where the deck says
 * nothing, the card's fields decide: `number` for a card with a number,
 * `emblem` for one with a symbol, else `title`.
 *
 * Returns: the layout's name
 */
const char *
tm_card_get_layout (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);

  if (self->layout != NULL)
    return self->layout;
  if (self->number > 0)
    return "number";
  return self->symbol != NULL ? "emblem" : "title";
}

/**
 * tm_card_get_symbol:
 * @self: a #TmCard
 *
 * Gets the name of the symbol drawn on the card.
 *
 * Returns: (nullable): the symbol's name
 */
const char *
tm_card_get_symbol (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->symbol;
}

/**
 * tm_card_get_quote:
 * @self: a #TmCard
 *
 * Gets the card's flavour line.
 *
 * Returns: (nullable): the flavour line
 */
const char *
tm_card_get_quote (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->quote;
}

/**
 * tm_card_get_reconstructed:
 * @self: a #TmCard
 *
 * Checks whether Tablemate made the card up to complete its deck (the
 * sources never name it).
 *
 * Returns: %TRUE for a reconstructed card
 */
gboolean
tm_card_get_reconstructed (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->reconstructed;
}

/**
 * tm_card_get_uncertain:
 * @self: a #TmCard
 *
 * Gets the note on what is uncertain about the card's reading.
 *
 * Returns: (nullable): the note
 */
const char *
tm_card_get_uncertain (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->uncertain;
}

/**
 * tm_card_get_perimeter:
 * @self: a #TmCard
 *
 * Checks whether a Village card is on the perimeter.
 *
 * Returns: %TRUE for a Perimeter card
 */
gboolean
tm_card_get_perimeter (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->perimeter;
}

/**
 * tm_card_get_underground:
 * @self: a #TmCard
 *
 * Checks whether a Village card is underground.
 *
 * Returns: %TRUE for an Underground card
 */
gboolean
tm_card_get_underground (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->underground;
}

/**
 * tm_card_get_underground_access:
 * @self: a #TmCard
 *
 * Checks whether a Village card gives access to the underground.
 *
 * Returns: %TRUE for an Underground Access card
 */
gboolean
tm_card_get_underground_access (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->underground_access;
}

/**
 * tm_card_get_shore:
 * @self: a #TmCard
 *
 * Checks whether a Village card lies on the shore, a Perimeter place when
 * the game's option says so.
 *
 * Returns: %TRUE for a shore card
 */
gboolean
tm_card_get_shore (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->shore;
}

/**
 * tm_card_get_centre:
 * @self: a #TmCard
 *
 * Checks whether a Village card is the centre of the Village, laid first
 * when the game's map is built.
 *
 * Returns: %TRUE for the centre card
 */
gboolean
tm_card_get_centre (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->centre;
}

/**
 * tm_card_get_requires:
 * @self: a #TmCard
 *
 * Gets the ids of the Village cards an Escape or Plot needs.
 *
 * Returns: (nullable) (array zero-terminated=1): the ids
 */
const char * const *
tm_card_get_requires (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return (const char * const *) self->requires;
}

/**
 * tm_card_get_tags:
 * @self: a #TmCard
 *
 * Gets the card's free-form tags.
 *
 * Returns: (nullable) (array zero-terminated=1): the tags
 */
const char * const *
tm_card_get_tags (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return (const char * const *) self->tags;
}

/**
 * tm_card_get_effect:
 * @self: a #TmCard
 *
 * Gets the card's effect: an array of operations from the effect
 * vocabulary, empty for a card without one.
 *
 * Returns: (transfer none): the effect
 */
JsonArray *
tm_card_get_effect (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->effect;
}

/**
 * tm_card_get_edited:
 * @self: a #TmCard
 *
 * Checks whether the person's card edits change this card.
 *
 * Returns: %TRUE for an edited card
 */
gboolean
tm_card_get_edited (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);
  return self->edited;
}

/**
 * tm_card_get_text_editable:
 * @self: a #TmCard
 *
 * Checks whether a person may edit the card's text and effect, not only
 * its name: true for Special Ops cards and for cards tagged `editable`
 * (the blank cards).
 *
 * Returns: %TRUE if the text and effect may be edited
 */
gboolean
tm_card_get_text_editable (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), FALSE);

  return g_strcmp0 (self->kind, "special-ops") == 0 ||
         (self->tags != NULL && g_strv_contains ((const char * const *) self->tags, "editable"));
}

/**
 * tm_card_get_shipped_name:
 * @self: a #TmCard
 *
 * Gets the card's name as Tablemate ships it, whatever the edits say.
 *
 * Returns: the shipped name
 */
const char *
tm_card_get_shipped_name (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->shipped_name ? self->shipped_name : self->name;
}

/**
 * tm_card_get_shipped_text:
 * @self: a #TmCard
 *
 * Gets the card's text as Tablemate ships it, whatever the edits say.
 *
 * Returns: the shipped text
 */
const char *
tm_card_get_shipped_text (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->shipped_text ? self->shipped_text : self->text;
}

/**
 * tm_card_get_shipped_effect:
 * @self: a #TmCard
 *
 * Gets the card's effect as Tablemate ships it, whatever the edits say.
 *
 * Returns: (transfer none): the shipped effect
 */
JsonArray *
tm_card_get_shipped_effect (TmCard *self)
{
  g_return_val_if_fail (TM_IS_CARD (self), NULL);
  return self->shipped_effect ? self->shipped_effect : self->effect;
}

static gboolean
effects_equal (JsonArray *a,
               JsonArray *b)
{
  g_autoptr(JsonNode) na = json_node_new (JSON_NODE_ARRAY);
  g_autoptr(JsonNode) nb = json_node_new (JSON_NODE_ARRAY);

  json_node_set_array (na, a);
  json_node_set_array (nb, b);
  return json_node_equal (na, nb);
}

/* Sets the card's name, text and effect from an edit; NULL means the
 * shipped value.  The caller has checked the values. */
void
_tm_card_apply_edit (TmCard     *self,
                     const char *name,
                     const char *text,
                     JsonArray  *effect)
{
  const char *new_name, *new_text;
  JsonArray *new_effect;
  gboolean edited;

  g_assert (TM_IS_CARD (self));

  /* Keep the shipped values the first time the card is edited. */
  if (self->shipped_name == NULL)
    {
      self->shipped_name = g_strdup (self->name);
      self->shipped_text = g_strdup (self->text);
      self->shipped_effect = json_array_ref (self->effect);
    }

  new_name = name ? name : self->shipped_name;
  new_text = text ? text : self->shipped_text;
  new_effect = effect ? effect : self->shipped_effect;
  edited = g_strcmp0 (new_name, self->shipped_name) != 0 ||
           g_strcmp0 (new_text, self->shipped_text) != 0 ||
           !effects_equal (new_effect, self->shipped_effect);

  g_object_freeze_notify (G_OBJECT (self));

  if (g_strcmp0 (new_name, self->name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (new_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }

  if (g_strcmp0 (new_text, self->text) != 0)
    {
      g_free (self->text);
      self->text = g_strdup (new_text);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
    }

  if (new_effect != self->effect && !effects_equal (new_effect, self->effect))
    {
      JsonArray *old = self->effect;

      self->effect = json_array_ref (new_effect);
      json_array_unref (old);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EFFECT]);
    }

  if (self->edited != edited)
    {
      self->edited = edited;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITED]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}
