/* tm-deck.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-data-strings-private.h"
#include "tm-json-private.h"

#include "tm-card-private.h"
#include "tm-deck.h"
#include "tm-rng.h"

/**
 * TmDeck:
 *
 * A deck of cards, loaded and checked from a deck file.
 *
 * A deck is a #GListModel of #TmCard, one item per kind of card; each card
 * says how many copies the deck holds.  Loading reports the file, the card
 * and the field at fault, so a person editing a deck file can fix it.
 *
 * [method@Tm.Deck.shuffle] gives the deck's cards in a shuffled order
 * decided only by the seed.
 */

typedef struct
{
  char *id;
  char *name;
  char *description;
  char *layout;
} Kind;

/* How a card of a kind may be laid out on screen (TmCard:layout). */
static const char * const layouts[] = { "banner", "emblem", "number", "title", NULL };

struct _TmDeck
{
  GObject     parent_instance;

  char       *id;
  char       *name;
  char       *description;
  char       *filename;
  GPtrArray  *cards;           /* TmCard */
  GPtrArray  *kinds;           /* Kind, in file order */
  GHashTable *cards_by_id;     /* id -> TmCard (unowned) */
  guint       size;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmDeck, tm_deck, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
kind_free (gpointer data)
{
  Kind *kind = data;

  g_free (kind->id);
  g_free (kind->name);
  g_free (kind->description);
  g_free (kind->layout);
  g_free (kind);
}

static GType
tm_deck_get_item_type (GListModel *model)
{
  return TM_TYPE_CARD;
}

static guint
tm_deck_get_n_items (GListModel *model)
{
  return TM_DECK (model)->cards->len;
}

static gpointer
tm_deck_get_item (GListModel *model,
                  guint       position)
{
  TmDeck *self = TM_DECK (model);

  if (position >= self->cards->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->cards, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = tm_deck_get_item_type;
  iface->get_n_items = tm_deck_get_n_items;
  iface->get_item = tm_deck_get_item;
}

static void
tm_deck_finalize (GObject *object)
{
  TmDeck *self = (TmDeck *)object;

  g_free (self->id);
  g_free (self->name);
  g_free (self->description);
  g_free (self->filename);
  g_clear_pointer (&self->cards_by_id, g_hash_table_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->kinds, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_deck_parent_class)->finalize (object);
}

static void
tm_deck_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TmDeck *self = TM_DECK (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_SIZE:
      g_value_set_uint (value, self->size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_deck_class_init (TmDeckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tm_deck_finalize;
  object_class->get_property = tm_deck_get_property;

  /**
   * TmDeck:id:
   *
   * The deck's id, such as `freeo` or `gitmo-basic`.
   */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * TmDeck:name:
   *
   * The deck's name for display.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TmDeck:description:
   *
   * One sentence about the deck.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /**
   * TmDeck:size:
   *
   * How many physical cards the deck holds (the sum of every card's count).
   */
  properties[PROP_SIZE] = g_param_spec_uint ("size", NULL, NULL, 0, G_MAXUINT, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_deck_init (TmDeck *self)
{
  self->cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->kinds = g_ptr_array_new_with_free_func (kind_free);
  self->cards_by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

static gboolean
load_kinds (TmDeck      *self,
            JsonObject  *root,
            const char  *filename,
            GHashTable  *kind_ids,
            GError     **error)
{
  JsonNode *node = json_object_get_member (root, "kinds");
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "%s: field “kinds”: an array of card kinds is required", filename);
      return FALSE;
    }

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *id, *name, *layout;
      Kind *kind;

      if (!JSON_NODE_HOLDS_OBJECT (item) ||
          (id = tm_json_member_string (json_node_get_object (item), "id")) == NULL ||
          (name = tm_json_member_string (json_node_get_object (item), "name")) == NULL)
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "%s: kind %u: fields “id” and “name” are required strings",
                       filename, i + 1);
          return FALSE;
        }

      if (g_hash_table_contains (kind_ids, id))
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_DUPLICATE_ID,
                       "%s: kind “%s” is declared twice", filename, id);
          return FALSE;
        }

      layout = tm_json_member_string (json_node_get_object (item), "layout");
      if (json_object_has_member (json_node_get_object (item), "layout") &&
          (layout == NULL || !g_strv_contains (layouts, layout)))
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "%s: kind “%s”: field “layout”: must be “banner”, “emblem”, “number” "
                       "or “title”", filename, id);
          return FALSE;
        }

      kind = g_new0 (Kind, 1);
      kind->id = g_strdup (id);
      kind->name = g_strdup (name);
      kind->description = g_strdup (tm_json_member_string (json_node_get_object (item), "description"));
      kind->layout = g_strdup (layout);
      g_ptr_array_add (self->kinds, kind);
      g_hash_table_insert (kind_ids, kind->id, kind->layout);
    }

  return TRUE;
}

/**
 * tm_deck_new_from_bytes:
 * @bytes: the contents of a deck file
 * @filename: the file's name, used in error messages
 * @vocabulary: (nullable): the effect vocabulary to check effects against
 * @error: return location for a #GError in %TM_DECK_ERROR
 *
 * Loads and checks a deck.  On failure the error message names the file,
 * the card (by id and position) and the field that is wrong.
 *
 * Returns: (transfer full) (nullable): the deck, or %NULL with @error set
 */
TmDeck *
tm_deck_new_from_bytes (GBytes              *bytes,
                        const char          *filename,
                        TmEffectVocabulary  *vocabulary,
                        GError             **error)
{
  g_autoptr(TmDeck) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GHashTable) kind_ids = NULL;
  JsonObject *root;
  JsonNode *cards;
  JsonArray *array;
  gint64 version = 0;
  gconstpointer data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (vocabulary == NULL || TM_IS_EFFECT_VOCABULARY (vocabulary), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (!(root_node = tm_json_parse (data, len, &local_error)))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_PARSE,
                   "%s: not valid JSON: %s", filename, local_error->message);
      return NULL;
    }
  _tm_data_strings_translate (root_node, "deck");

  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "%s: the top level must be an object", filename);
      return NULL;
    }
  root = json_node_get_object (root_node);

  if (!tm_json_member_int (root, "version", &version) || version != 1)
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_VERSION,
                   "%s: field “version”: only version 1 is understood; "
                   "the file may come from a newer Tablemate", filename);
      return NULL;
    }

  self = g_object_new (TM_TYPE_DECK, NULL);
  self->filename = g_strdup (filename);
  self->id = g_strdup (tm_json_member_string (root, "id"));
  self->name = g_strdup (tm_json_member_string (root, "name"));
  self->description = g_strdup (tm_json_member_string (root, "description"));

  if (self->id == NULL || self->name == NULL)
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "%s: fields “id” and “name” are required strings", filename);
      return NULL;
    }

  kind_ids = g_hash_table_new (g_str_hash, g_str_equal);
  if (!load_kinds (self, root, filename, kind_ids, error))
    return NULL;

  cards = json_object_get_member (root, "cards");
  if (cards == NULL || !JSON_NODE_HOLDS_ARRAY (cards))
    {
      g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                   "%s: field “cards”: an array of cards is required", filename);
      return NULL;
    }

  array = json_node_get_array (cards);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *card_id = NULL;
      TmCard *card;

      if (JSON_NODE_HOLDS_OBJECT (item))
        card_id = tm_json_member_string (json_node_get_object (item), "id");

      if (!JSON_NODE_HOLDS_OBJECT (item))
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                       "%s: card %u: must be an object", filename, i + 1);
          return NULL;
        }

      card = _tm_card_new_from_json (self->id, json_node_get_object (item),
                                     kind_ids, vocabulary, &local_error);
      if (card == NULL)
        {
          if (card_id != NULL)
            g_set_error (error, local_error->domain, local_error->code,
                         "%s: card “%s” (number %u): %s",
                         filename, card_id, i + 1, local_error->message);
          else
            g_set_error (error, local_error->domain, local_error->code,
                         "%s: card number %u: %s", filename, i + 1, local_error->message);
          return NULL;
        }

      if (g_hash_table_contains (self->cards_by_id, tm_card_get_id (card)))
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_DUPLICATE_ID,
                       "%s: card “%s” (number %u): field “id”: another card already uses it",
                       filename, tm_card_get_id (card), i + 1);
          g_object_unref (card);
          return NULL;
        }

      g_ptr_array_add (self->cards, card);
      g_hash_table_insert (self->cards_by_id, (gpointer) tm_card_get_id (card), card);
      self->size += tm_card_get_count (card);
    }

  return g_steal_pointer (&self);
}

/**
 * tm_deck_new_from_file:
 * @file: a deck file
 * @vocabulary: (nullable): the effect vocabulary to check effects against
 * @error: return location for a #GError
 *
 * Loads and checks a deck from @file.  See tm_deck_new_from_bytes().
 *
 * Returns: (transfer full) (nullable): the deck, or %NULL with @error set
 */
TmDeck *
tm_deck_new_from_file (GFile               *file,
                       TmEffectVocabulary  *vocabulary,
                       GError             **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = g_file_load_bytes (file, NULL, NULL, error);
  if (bytes == NULL)
    return NULL;

  name = g_file_get_parse_name (file);
  return tm_deck_new_from_bytes (bytes, name, vocabulary, error);
}

/**
 * tm_deck_get_id:
 * @self: a #TmDeck
 *
 * Gets the deck's id.
 *
 * Returns: the id
 */
const char *
tm_deck_get_id (TmDeck *self)
{
  g_return_val_if_fail (TM_IS_DECK (self), NULL);
  return self->id;
}

/**
 * tm_deck_get_filename:
 * @self: a #TmDeck
 *
 * Gets the name of the file the deck was read from, as its error messages
 * give it (such as `decks/freeo.json`), so that later checks of the cards
 * can name the file too.
 *
 * Returns: the file's name
 */
const char *
tm_deck_get_filename (TmDeck *self)
{
  g_return_val_if_fail (TM_IS_DECK (self), NULL);
  return self->filename;
}

/**
 * tm_deck_get_name:
 * @self: a #TmDeck
 *
 * Gets the deck's name for display.
 *
 * Returns: the name
 */
const char *
tm_deck_get_name (TmDeck *self)
{
  g_return_val_if_fail (TM_IS_DECK (self), NULL);
  return self->name;
}

/**
 * tm_deck_get_description:
 * @self: a #TmDeck
 *
 * Gets one sentence about the deck.
 *
 * Returns: (nullable): the description
 */
const char *
tm_deck_get_description (TmDeck *self)
{
  g_return_val_if_fail (TM_IS_DECK (self), NULL);
  return self->description;
}

/**
 * tm_deck_get_size:
 * @self: a #TmDeck
 *
 * Gets how many physical cards the deck holds.
 *
 * Returns: the sum of every card's count
 */
guint
tm_deck_get_size (TmDeck *self)
{
  g_return_val_if_fail (TM_IS_DECK (self), 0);
  return self->size;
}

/**
 * tm_deck_count_kind:
 * @self: a #TmDeck
 * @kind: a kind id
 *
 * Counts the physical cards of one kind.
 *
 * Returns: the number of cards of @kind
 */
guint
tm_deck_count_kind (TmDeck     *self,
                    const char *kind)
{
  guint n = 0;

  g_return_val_if_fail (TM_IS_DECK (self), 0);
  g_return_val_if_fail (kind != NULL, 0);

  for (guint i = 0; i < self->cards->len; i++)
    {
      TmCard *card = g_ptr_array_index (self->cards, i);

      if (g_str_equal (tm_card_get_kind (card), kind))
        n += tm_card_get_count (card);
    }

  return n;
}

/**
 * tm_deck_get_kind_name:
 * @self: a #TmDeck
 * @kind: a kind id
 *
 * Gets the display name of one of the deck's kinds.
 *
 * Returns: (nullable): the name, or %NULL if the deck has no such kind
 */
const char *
tm_deck_get_kind_name (TmDeck     *self,
                       const char *kind)
{
  g_return_val_if_fail (TM_IS_DECK (self), NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  for (guint i = 0; i < self->kinds->len; i++)
    {
      Kind *k = g_ptr_array_index (self->kinds, i);

      if (g_str_equal (k->id, kind))
        return k->name;
    }

  return NULL;
}

/**
 * tm_deck_list_kinds:
 * @self: a #TmDeck
 *
 * Lists the ids of the deck's kinds in file order.
 *
 * Returns: (transfer full) (array zero-terminated=1): the kind ids
 */
char **
tm_deck_list_kinds (TmDeck *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TM_IS_DECK (self), NULL);

  for (guint i = 0; i < self->kinds->len; i++)
    g_strv_builder_add (builder, ((Kind *) g_ptr_array_index (self->kinds, i))->id);

  return g_strv_builder_end (builder);
}

/**
 * tm_deck_lookup_card:
 * @self: a #TmDeck
 * @card_id: a card id
 *
 * Finds a card by its id.
 *
 * Returns: (transfer none) (nullable): the card, or %NULL
 */
TmCard *
tm_deck_lookup_card (TmDeck     *self,
                     const char *card_id)
{
  g_return_val_if_fail (TM_IS_DECK (self), NULL);
  g_return_val_if_fail (card_id != NULL, NULL);

  return g_hash_table_lookup (self->cards_by_id, card_id);
}

/**
 * tm_deck_shuffle:
 * @self: a #TmDeck
 * @seed: the seed of the shuffle
 * @n_cards: (out): the number of cards returned, equal to the deck's size
 *
 * Builds the deck, one entry per physical card, and shuffles it.  Each entry
 * is a position in the deck's list of cards, so the same card kind appears
 * as often as its count.  The order depends only on @seed and the deck file,
 * and is the same on every machine.
 *
 * Returns: (transfer full) (array length=n_cards): the shuffled card positions
 */
guint *
tm_deck_shuffle (TmDeck  *self,
                 guint64  seed,
                 guint   *n_cards)
{
  g_autofree guint *order = NULL;
  TmRng rng;
  guint n = 0;

  g_return_val_if_fail (TM_IS_DECK (self), NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);

  order = g_new (guint, MAX (self->size, 1));
  for (guint i = 0; i < self->cards->len; i++)
    {
      guint count = tm_card_get_count (g_ptr_array_index (self->cards, i));

      for (guint c = 0; c < count; c++)
        order[n++] = i;
    }
  g_assert (n == self->size);

  tm_rng_init (&rng, seed);
  tm_rng_shuffle_indices (&rng, order, n);

  *n_cards = n;
  return g_steal_pointer (&order);
}
