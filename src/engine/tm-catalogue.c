/* tm-catalogue.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-json-private.h"

#include <json-glib/json-glib.h>

#include "tm-card-edits.h"
#include "tm-card-private.h"
#include "tm-catalogue.h"
#include "tm-game-module.h"
#include "tm-rulebook.h"

/**
 * TmCatalogue:
 *
 * The games Tablemate knows, one for each game module (#TmGameModule),
 * each loaded from its definition (`data/games/<id>/game.json`), and the
 * decks and effect vocabulary they use.
 *
 * A catalogue is a #GListModel of #TmGame in display order.  Decks are
 * loaded on first use and kept.
 */

struct _TmCatalogue
{
  GObject             parent_instance;

  GPtrArray          *games;          /* TmGame */
  GHashTable         *deck_paths;     /* deck id -> resource path */
  GHashTable         *decks;          /* id -> TmDeck */
  GHashTable         *rulebooks;      /* game id -> TmRulebook */
  GHashTable         *procedures;     /* game id -> TmTableProcedure */
  TmCardEdits        *edits;
  gulong              edits_changed_id;
  TmEffectVocabulary *effects;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmCatalogue, tm_catalogue, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

G_DEFINE_QUARK (tm-catalogue-error-quark, tm_catalogue_error)

static GType
tm_catalogue_get_item_type (GListModel *model)
{
  return TM_TYPE_GAME;
}

static guint
tm_catalogue_get_n_items (GListModel *model)
{
  return TM_CATALOGUE (model)->games->len;
}

static gpointer
tm_catalogue_get_item (GListModel *model,
                       guint       position)
{
  TmCatalogue *self = TM_CATALOGUE (model);

  if (position >= self->games->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->games, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = tm_catalogue_get_item_type;
  iface->get_n_items = tm_catalogue_get_n_items;
  iface->get_item = tm_catalogue_get_item;
}

static void
tm_catalogue_dispose (GObject *object)
{
  TmCatalogue *self = (TmCatalogue *)object;

  g_clear_pointer (&self->decks, g_hash_table_unref);
  g_clear_pointer (&self->rulebooks, g_hash_table_unref);
  g_clear_pointer (&self->procedures, g_hash_table_unref);
  g_clear_signal_handler (&self->edits_changed_id, self->edits);
  g_clear_object (&self->edits);
  g_clear_object (&self->effects);
  if (self->games != NULL)
    g_ptr_array_set_size (self->games, 0);

  G_OBJECT_CLASS (tm_catalogue_parent_class)->dispose (object);
}

static void
tm_catalogue_finalize (GObject *object)
{
  TmCatalogue *self = (TmCatalogue *)object;

  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->deck_paths, g_hash_table_unref);

  G_OBJECT_CLASS (tm_catalogue_parent_class)->finalize (object);
}

static void
tm_catalogue_class_init (TmCatalogueClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_catalogue_dispose;
  object_class->finalize = tm_catalogue_finalize;
}

static void
tm_catalogue_init (TmCatalogue *self)
{
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  self->deck_paths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->decks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->rulebooks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->procedures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}

/* Card edits: checking one and laying the edits over the loaded decks */

static gboolean
check_edit (TmCatalogue  *self,
            TmCard       *card,
            const char   *name,
            const char   *text,
            JsonArray    *effect,
            GError      **error)
{
  if (name != NULL)
    {
      g_autofree char *stripped = g_strstrip (g_strdup (name));

      if (*stripped == '\0')
        {
          g_set_error (error, TM_CARD_EDITS_ERROR, TM_CARD_EDITS_ERROR_INVALID,
                       "a card's name cannot be empty");
          return FALSE;
        }
      if (g_utf8_strlen (name, -1) > 60)
        {
          g_set_error (error, TM_CARD_EDITS_ERROR, TM_CARD_EDITS_ERROR_INVALID,
                       "a card's name can be at most 60 characters long");
          return FALSE;
        }
    }

  if ((text != NULL && g_strcmp0 (text, tm_card_get_shipped_text (card)) != 0) ||
      effect != NULL)
    {
      if (!tm_card_get_text_editable (card))
        {
          g_set_error (error, TM_CARD_EDITS_ERROR, TM_CARD_EDITS_ERROR_NOT_EDITABLE,
                       "only the name of “%s” can be changed; texts and effects can be "
                       "edited on Special Ops and blank cards", tm_card_get_shipped_name (card));
          return FALSE;
        }
    }

  if (effect != NULL)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
      g_autoptr(GError) local_error = NULL;

      json_node_set_array (node, effect);
      if (!tm_effect_vocabulary_validate (self->effects, node, &local_error))
        {
          g_set_error (error, TM_CARD_EDITS_ERROR, TM_CARD_EDITS_ERROR_INVALID_EFFECT,
                       "effect: %s", local_error->message);
          return FALSE;
        }
    }

  return TRUE;
}

static void
apply_edit_to_card (TmCatalogue *self,
                    TmCard      *card)
{
  const char *name = NULL, *text = NULL;
  JsonArray *effect = NULL;

  if (!tm_card_edits_lookup (self->edits, tm_card_get_deck_id (card), tm_card_get_id (card),
                             &name, &text, &effect))
    {
      if (tm_card_get_edited (card))
        _tm_card_apply_edit (card, NULL, NULL, NULL);
      return;
    }

  /* Parts of an edit that no longer fit the card (after an upgrade) are
   * ignored, and tm_catalogue_list_ignored_edits() reports them. */
  if (name != NULL && !check_edit (self, card, name, NULL, NULL, NULL))
    name = NULL;
  if ((text != NULL || effect != NULL) && !check_edit (self, card, NULL, text, effect, NULL))
    text = NULL, effect = NULL;

  _tm_card_apply_edit (card, name, text, effect);
}

static void
apply_edits_to_deck (TmCatalogue *self,
                     TmDeck      *deck)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (deck));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);

      apply_edit_to_card (self, card);
    }
}

static void
edits_changed_cb (TmCatalogue *self,
                  const char  *deck_id,
                  const char  *card_id,
                  TmCardEdits *edits)
{
  GHashTableIter iter;
  gpointer deck;

  if (deck_id != NULL && card_id != NULL)
    {
      TmDeck *loaded = g_hash_table_lookup (self->decks, deck_id);
      TmCard *card = loaded ? tm_deck_lookup_card (loaded, card_id) : NULL;

      if (card != NULL)
        apply_edit_to_card (self, card);
      return;
    }

  g_hash_table_iter_init (&iter, self->decks);
  while (g_hash_table_iter_next (&iter, NULL, &deck))
    apply_edits_to_deck (self, deck);
}

/**
 * tm_catalogue_set_card_edits:
 * @self: a #TmCatalogue
 * @edits: the person's card edits
 *
 * Lays @edits over the catalogue's decks: over those already loaded at
 * once, over the others as they load, and again whenever @edits change.
 * A new catalogue has an empty set of edits of its own.
 */
void
tm_catalogue_set_card_edits (TmCatalogue *self,
                             TmCardEdits *edits)
{
  g_return_if_fail (TM_IS_CATALOGUE (self));
  g_return_if_fail (TM_IS_CARD_EDITS (edits));

  if (self->edits == edits)
    return;

  g_clear_signal_handler (&self->edits_changed_id, self->edits);
  g_set_object (&self->edits, edits);
  self->edits_changed_id = g_signal_connect_object (edits, "changed",
                                                    G_CALLBACK (edits_changed_cb), self,
                                                    G_CONNECT_SWAPPED);
  edits_changed_cb (self, NULL, NULL, edits);
}

/**
 * tm_catalogue_get_card_edits:
 * @self: a #TmCatalogue
 *
 * Gets the card edits laid over the catalogue's decks.
 *
 * Returns: (transfer none): the edits
 */
TmCardEdits *
tm_catalogue_get_card_edits (TmCatalogue *self)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);

  if (self->edits == NULL)
    {
      g_autoptr(TmCardEdits) edits = tm_card_edits_new ();

      tm_catalogue_set_card_edits (self, edits);
    }

  return self->edits;
}

/**
 * tm_catalogue_edit_card:
 * @self: a #TmCatalogue
 * @card: a card of one of the catalogue's decks
 * @name: (nullable): the card's new name, or %NULL for the shipped one
 * @text: (nullable): the new text, or %NULL for the shipped one
 * @effect: (nullable): the new effect, or %NULL for the shipped one
 * @error: return location for a #GError in %TM_CARD_EDITS_ERROR
 *
 * Edits a card: any card may be renamed; the text and effect only of
 * Special Ops and blank cards (tm_card_get_text_editable()).  The effect
 * must be one the engine can carry out.  Values equal to the shipped ones
 * are not recorded; when nothing differs, the card's edit is removed.
 *
 * Returns: %TRUE if the edit was made
 */
gboolean
tm_catalogue_edit_card (TmCatalogue  *self,
                        TmCard       *card,
                        const char   *name,
                        const char   *text,
                        JsonArray    *effect,
                        GError      **error)
{
  TmCardEdits *edits;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (TM_IS_CARD (card), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (name != NULL && g_str_equal (name, tm_card_get_shipped_name (card)))
    name = NULL;
  if (text != NULL && g_str_equal (text, tm_card_get_shipped_text (card)))
    text = NULL;
  if (effect != NULL)
    {
      g_autoptr(JsonNode) a = json_node_new (JSON_NODE_ARRAY);
      g_autoptr(JsonNode) b = json_node_new (JSON_NODE_ARRAY);

      json_node_set_array (a, effect);
      json_node_set_array (b, tm_card_get_shipped_effect (card));
      if (json_node_equal (a, b))
        effect = NULL;
    }

  if (!check_edit (self, card, name, text, effect, error))
    return FALSE;

  edits = tm_catalogue_get_card_edits (self);
  tm_card_edits_set (edits, tm_card_get_deck_id (card), tm_card_get_id (card),
                     name, text, effect);
  apply_edit_to_card (self, card);
  return TRUE;
}

/**
 * tm_catalogue_reset_card:
 * @self: a #TmCatalogue
 * @card: a card
 *
 * Removes the person's edit of @card, so it is as shipped again.
 */
void
tm_catalogue_reset_card (TmCatalogue *self,
                         TmCard      *card)
{
  g_return_if_fail (TM_IS_CATALOGUE (self));
  g_return_if_fail (TM_IS_CARD (card));

  tm_card_edits_remove (tm_catalogue_get_card_edits (self),
                        tm_card_get_deck_id (card), tm_card_get_id (card));
  apply_edit_to_card (self, card);
}

/**
 * tm_catalogue_reset_all_cards:
 * @self: a #TmCatalogue
 *
 * Removes every card edit, including those for cards that no longer exist.
 */
void
tm_catalogue_reset_all_cards (TmCatalogue *self)
{
  g_return_if_fail (TM_IS_CATALOGUE (self));

  tm_card_edits_clear (tm_catalogue_get_card_edits (self));
}

/**
 * tm_catalogue_list_ignored_edits:
 * @self: a #TmCatalogue
 *
 * Lists the card edits that are kept but not used, each as
 * `DECK/CARD: why`: edits of cards or decks that no longer exist, and
 * edits that no longer fit their card (an effect the engine does not know
 * any more).
 *
 * Returns: (transfer full) (array zero-terminated=1): the ignored edits
 */
char **
tm_catalogue_list_ignored_edits (TmCatalogue *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) keys = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);

  keys = tm_card_edits_list_keys (tm_catalogue_get_card_edits (self));
  for (guint i = 0; keys[i]; i++)
    {
      g_autofree char *deck_id = g_strdup (keys[i]);
      char *card_id = strchr (deck_id, '/');
      g_autoptr(GError) error = NULL;
      g_autofree char *line = NULL;
      const char *name, *text;
      JsonArray *effect;
      TmDeck *deck;
      TmCard *card;

      *card_id++ = '\0';
      tm_card_edits_lookup (self->edits, deck_id, card_id, &name, &text, &effect);

      if ((deck = tm_catalogue_get_deck (self, deck_id, NULL)) == NULL)
        line = g_strdup_printf ("%s: there is no deck “%s” any more", keys[i], deck_id);
      else if ((card = tm_deck_lookup_card (deck, card_id)) == NULL)
        line = g_strdup_printf ("%s: the deck has no card “%s” any more", keys[i], card_id);
      else if (!check_edit (self, card, name, NULL, NULL, &error) ||
               !check_edit (self, card, NULL, text, effect, &error))
        line = g_strdup_printf ("%s: %s", keys[i], error->message);

      if (line != NULL)
        g_strv_builder_add (builder, line);
    }

  return g_strv_builder_end (builder);
}

/* Notes where each deck file is: the decks a game owns are in its data
 * folder, decks/<deck>.json, and any game may play them. */
static gboolean
index_decks (TmCatalogue         *self,
             const TmGameModule  *module,
             GError             **error)
{
  g_autofree char *dir = tm_game_module_dup_resource_path (module, "decks/");
  g_auto(GStrv) names = g_resources_enumerate_children (dir, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      g_autofree char *deck_id = NULL;
      const char *owner;

      if (!g_str_has_suffix (names[i], ".json"))
        continue;
      deck_id = g_strndup (names[i], strlen (names[i]) - strlen (".json"));
      owner = g_hash_table_lookup (self->deck_paths, deck_id);
      if (owner != NULL)
        {
          g_set_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_INVALID,
                       "games/%s/decks/%s: another game's folder already has a deck “%s” (%s)",
                       module->id, names[i], deck_id, owner);
          return FALSE;
        }
      g_hash_table_insert (self->deck_paths, g_steal_pointer (&deck_id),
                           g_strconcat (dir, names[i], NULL));
    }

  return TRUE;
}

/**
 * tm_catalogue_new:
 * @error: return location for a #GError
 *
 * Loads the catalogue of the games this program knows: one for each game
 * module (see #TmGameModule), read from the game's definition
 * (`data/games/<id>/game.json`).  Call tm_init() first.
 *
 * Returns: (transfer full) (nullable): the catalogue, or %NULL with @error set
 */
TmCatalogue *
tm_catalogue_new (GError **error)
{
  g_autoptr(TmCatalogue) self = NULL;
  g_autoptr(GBytes) effects = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (TM_TYPE_CATALOGUE, NULL);

  effects = g_resources_lookup_data (TM_ENGINE_RESOURCE_PATH "/effects.json",
                                     G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (effects == NULL)
    return NULL;
  if (!(self->effects = tm_effect_vocabulary_new_from_bytes (effects, "effects.json", error)))
    return NULL;

  for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
    {
      TmGame *game;

      if (!(game = tm_game_module_get_game (*m, error)))
        return NULL;
      g_ptr_array_add (self->games, g_object_ref (game));
      if (!index_decks (self, *m, error))
        return NULL;
    }

  return g_steal_pointer (&self);
}

/**
 * tm_catalogue_lookup_game:
 * @self: a #TmCatalogue
 * @game_id: a game id
 *
 * Finds a game by its id.
 *
 * Returns: (transfer none) (nullable): the game, or %NULL
 */
TmGame *
tm_catalogue_lookup_game (TmCatalogue *self,
                          const char  *game_id)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; i < self->games->len; i++)
    {
      TmGame *game = g_ptr_array_index (self->games, i);

      if (g_str_equal (tm_game_get_id (game), game_id))
        return game;
    }

  return NULL;
}

/**
 * tm_catalogue_list_game_ids:
 * @self: a #TmCatalogue
 *
 * Lists the ids of all games in display order.
 *
 * Returns: (transfer full) (array zero-terminated=1): the ids
 */
char **
tm_catalogue_list_game_ids (TmCatalogue *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);

  for (guint i = 0; i < self->games->len; i++)
    g_strv_builder_add (builder, tm_game_get_id (g_ptr_array_index (self->games, i)));

  return g_strv_builder_end (builder);
}

/**
 * tm_catalogue_get_game:
 * @self: a #TmCatalogue
 * @game_id: a game id, perhaps typed by a person
 * @error: return location for a #GError
 *
 * Finds a game by its id, with an error that lists the valid ids when
 * there is none.
 *
 * Returns: (transfer none) (nullable): the game, or %NULL with @error set
 */
TmGame *
tm_catalogue_get_game (TmCatalogue  *self,
                       const char   *game_id,
                       GError      **error)
{
  TmGame *game;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  game = tm_catalogue_lookup_game (self, game_id);
  if (game == NULL)
    {
      g_auto(GStrv) ids = tm_catalogue_list_game_ids (self);
      g_autofree char *list = g_strjoinv (", ", ids);

      g_set_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_UNKNOWN_GAME,
                   "“%s” is not a game Tablemate knows; the games are: %s", game_id, list);
    }

  return game;
}

/**
 * tm_catalogue_get_deck:
 * @self: a #TmCatalogue
 * @deck_id: a deck id
 * @error: return location for a #GError
 *
 * Gets a deck, loading and checking it on first use.
 *
 * Returns: (transfer none) (nullable): the deck, or %NULL with @error set
 */
TmDeck *
tm_catalogue_get_deck (TmCatalogue  *self,
                       const char   *deck_id,
                       GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  const char *path;
  TmDeck *deck;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (deck_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((deck = g_hash_table_lookup (self->decks, deck_id)))
    return deck;

  path = g_hash_table_lookup (self->deck_paths, deck_id);
  name = g_strdup_printf ("decks/%s.json", deck_id);
  bytes = path ? g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL) : NULL;
  if (bytes == NULL)
    {
      g_set_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_UNKNOWN_DECK,
                   "there is no deck named “%s”", deck_id);
      return NULL;
    }

  deck = tm_deck_new_from_bytes (bytes, name, self->effects, error);
  if (deck == NULL)
    return NULL;

  if (g_strcmp0 (tm_deck_get_id (deck), deck_id) != 0)
    {
      g_set_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_INVALID,
                   "%s: field “id”: says “%s” but the file is named for “%s”",
                   name, tm_deck_get_id (deck), deck_id);
      g_object_unref (deck);
      return NULL;
    }

  g_hash_table_insert (self->decks, g_strdup (deck_id), deck);
  if (self->edits != NULL)
    apply_edits_to_deck (self, deck);
  return deck;
}

/**
 * tm_catalogue_get_effects:
 * @self: a #TmCatalogue
 *
 * Gets the effect vocabulary every deck is checked against.
 *
 * Returns: (transfer none): the vocabulary
 */
TmEffectVocabulary *
tm_catalogue_get_effects (TmCatalogue *self)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  return self->effects;
}

/* Names a card an effect refers to (an Escape, a Village card, ...),
 * looking through the decks of every game. */
static const char *
card_name_cb (const char *id,
              gpointer    user_data)
{
  TmCatalogue *self = user_data;

  for (guint i = 0; i < self->games->len; i++)
    {
      TmGame *game = g_ptr_array_index (self->games, i);
      const char * const *deck_ids = tm_game_get_deck_ids (game);

      for (guint j = 0; deck_ids != NULL && deck_ids[j] != NULL; j++)
        {
          TmDeck *deck = tm_catalogue_get_deck (self, deck_ids[j], NULL);
          TmCard *card = deck ? tm_deck_lookup_card (deck, id) : NULL;

          if (card != NULL)
            return tm_card_get_name (card);
        }
    }

  return NULL;
}

/**
 * tm_catalogue_describe_effect:
 * @self: a #TmCatalogue
 * @effect: a card's effect, a list of operations
 *
 * Describes @effect in words, naming the cards it refers to by their
 * names in the catalogue's decks (with the person's card edits).
 *
 * Returns: (transfer full): the words
 */
char *
tm_catalogue_describe_effect (TmCatalogue *self,
                              JsonArray   *effect)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (effect != NULL, NULL);

  return tm_effect_vocabulary_describe_full (self->effects, effect, card_name_cb, self);
}

/**
 * tm_catalogue_get_rulebook:
 * @self: a #TmCatalogue
 * @game_id: a game id
 * @error: return location for a #GError
 *
 * Gets a game's rules reference (`data/games/<game>/rules.json`), loading and
 * checking it on first use.  Problems in the file are reported in
 * %TM_RULES_ERROR, naming the file, section and block; an unknown game in
 * %TM_CATALOGUE_ERROR.
 *
 * Returns: (transfer none) (nullable): the rulebook, or %NULL with @error set
 */
TmRulebook *
tm_catalogue_get_rulebook (TmCatalogue  *self,
                           const char   *game_id,
                           GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) procedure_error = NULL;
  TmTableProcedure *procedure;
  TmRulebook *rulebook;
  TmGame *game;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((rulebook = g_hash_table_lookup (self->rulebooks, game_id)))
    return rulebook;

  if ((game = tm_catalogue_get_game (self, game_id, error)) == NULL)
    return NULL;

  name = g_strdup_printf ("data/games/%s/rules.json", game_id);
  path = g_strconcat (TM_GAMES_RESOURCE_PATH "/", game_id, "/rules.json", NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_INVALID,
                   "%s: the game has no rules file", name);
      return NULL;
    }

  if ((procedure = tm_catalogue_get_table_procedure (self, game_id, &procedure_error)) == NULL &&
      !g_error_matches (procedure_error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&procedure_error));
      return NULL;
    }

  rulebook = tm_rulebook_new_with_procedure (bytes, name, game, procedure, error);
  if (rulebook == NULL)
    return NULL;

  g_hash_table_insert (self->rulebooks, g_strdup (game_id), rulebook);
  return rulebook;
}

/**
 * tm_catalogue_get_table_procedure:
 * @self: a #TmCatalogue
 * @game_id: a game id
 * @error: return location for a #GError
 *
 * Gets how a game is set up and run at a real table
 * (`data/games/<game>/table.json`), loading and checking it against the
 * game's definition and decks on first use.  Problems in the file are
 * reported in %TM_TABLE_ERROR, naming the file and field; an unknown game,
 * or a game without a procedure (%TM_CATALOGUE_ERROR_NOT_FOUND), in
 * %TM_CATALOGUE_ERROR.
 *
 * Returns: (transfer none) (nullable): the procedure, or %NULL with @error
 *   set
 */
TmTableProcedure *
tm_catalogue_get_table_procedure (TmCatalogue  *self,
                                  const char   *game_id,
                                  GError      **error)
{
  g_autoptr(GPtrArray) decks = g_ptr_array_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  const char * const *deck_ids;
  TmTableProcedure *procedure;
  TmGame *game;

  g_return_val_if_fail (TM_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((procedure = g_hash_table_lookup (self->procedures, game_id)))
    return procedure;

  if ((game = tm_catalogue_get_game (self, game_id, error)) == NULL)
    return NULL;

  name = g_strdup_printf ("data/games/%s/table.json", game_id);
  path = g_strconcat (TM_GAMES_RESOURCE_PATH "/", game_id, "/table.json", NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_NOT_FOUND,
                   "%s: the game has no table procedure", name);
      return NULL;
    }

  deck_ids = tm_game_get_deck_ids (game);
  for (guint i = 0; deck_ids[i]; i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (self, deck_ids[i], error);

      if (deck == NULL)
        return NULL;
      g_ptr_array_add (decks, deck);
    }
  g_ptr_array_add (decks, NULL);

  procedure = tm_table_procedure_new_from_bytes (bytes, name, game,
                                                 (TmDeck * const *) decks->pdata, error);
  if (procedure == NULL)
    return NULL;

  g_hash_table_insert (self->procedures, g_strdup (game_id), procedure);
  return procedure;
}
