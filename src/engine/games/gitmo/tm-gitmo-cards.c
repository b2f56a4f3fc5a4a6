/* tm-gitmo-cards.c: the cards of a Gitmo game, from the decks' data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gitmo's play rules name no card.  When the rules are prepared
 * (TmPlayRules.prepare) they read the decks the game's definition lists
 * (data/games/gitmo/game.json): the deck holding numbered cards is the
 * basic deck, its Patriots and Traitors are numbered cards, and every
 * other card, of any deck, is a special card whose effect (the vocabulary
 * of data/effects.json) is compiled into a TmGitmoEffect.  Special cards
 * from the other decks make up the Special Ops pile; a card whose effect
 * is empty (an unfilled blank card) stays out of play.
 *
 * The cards' ids and numbering are the shipped decks'.  Their effects are
 * the decks' as last prepared, or as a catalogue given to
 * tm_gitmo_play_use_catalogue() has them: the app gives its own, with the
 * owner's card edits laid over it, so that owners play their own cards.
 * A new game copies the effects into its flat state
 * (tm_gitmo_cards_setup()), so a game never changes under its players
 * when cards are edited and a search needs nothing outside the state; a
 * saved game records the effects that differ from the shipped decks
 * (TmPlayRules.setup_to_json, the `setup` of docs/play-format.md) and
 * replays with them, whatever the cards say by then.
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-play-deck-private.h"

#include "tm-gitmo-play-private.h"

typedef struct
{
  guint          n_numbered;
  guint          n_special;
  guint8         number[TM_GITMO_MAX_NUMBERED];
  guint64        patriots;
  guint64        traitors;
  char          *numbered_id[TM_GITMO_MAX_NUMBERED];
  char          *special_id[TM_GITMO_MAX_SPECIAL];
  char          *special_deck[TM_GITMO_MAX_SPECIAL];
  int            special_points[TM_GITMO_MAX_SPECIAL];   /* the card's printed points */
  gboolean       special_has_points[TM_GITMO_MAX_SPECIAL];
  TmGitmoEffect  effect[TM_GITMO_MAX_SPECIAL];
} GitmoCards;

/* The cards (ids and numbering, replaced only by decks with other cards),
 * their effects as the decks were prepared (the shipped ones, which saved
 * games name differences from) and the effects new games copy. */
static GitmoCards *cards;
static TmGitmoEffect shipped_effects[TM_GITMO_MAX_SPECIAL];
static TmGitmoEffect current_effects[TM_GITMO_MAX_SPECIAL];
static GMutex cards_lock;

/* Compiles an effect: returns FALSE for an op outside the vocabulary's
 * Gitmo meaning only in the sense that it is skipped (ruling
 * edited-cards-in-play); never fails on a valid effect. */
gboolean
tm_gitmo_effect_from_json (JsonArray     *ops,
                           TmGitmoEffect *effect)
{
  int points = effect->points, draws = effect->draws;
  guint n = ops != NULL ? json_array_get_length (ops) : 0;

  if (n > 0)
    effect->flags |= TM_GITMO_EFFECT_IN_PLAY;

  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (ops, i);
      JsonObject *op = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = op != NULL && json_object_has_member (op, "op")
                         ? json_object_get_string_member_with_default (op, "op", "") : "";

      if (g_str_equal (name, "add_points"))
        points += (int) json_object_get_int_member_with_default (op, "points", 0);
      else if (g_str_equal (name, "draw_special_ops"))
        draws += (int) json_object_get_int_member_with_default (op, "count", 1);
      else if (g_str_equal (name, "lose_turn"))
        effect->lose_turns = MIN (effect->lose_turns + 1, 9);
      else if (g_str_equal (name, "skip_next_player"))
        effect->skip_next = MIN (effect->skip_next + 1, 9);
      else if (g_str_equal (name, "extra_turn"))
        effect->extra_turns = MIN (effect->extra_turns + 1, 9);
      else if (g_str_equal (name, "protect_run"))
        effect->flags |= TM_GITMO_EFFECT_PROTECT;
      else if (g_str_equal (name, "protect_run_open"))
        effect->flags |= TM_GITMO_EFFECT_PROTECT_OPEN;
      else if (g_str_equal (name, "send_run_traitors_to_gitmo"))
        effect->flags |= TM_GITMO_EFFECT_CLEAR;
      else if (g_str_equal (name, "wild"))
        effect->flags |= TM_GITMO_EFFECT_WILD;
      else if (g_str_equal (name, "set_aside_for_bonus"))
        effect->flags |= TM_GITMO_EFFECT_ASIDE;
      else if (g_str_equal (name, "swap_runs"))
        effect->flags |= TM_GITMO_EFFECT_SWAP;
      else if (g_str_equal (name, "end_hand"))
        effect->flags |= TM_GITMO_EFFECT_END_HAND;
      /* Any other op means nothing in Gitmo: ruling edited-cards-in-play. */
    }

  effect->points = (gint8) CLAMP (points, -100, 100);
  effect->draws = (guint8) CLAMP (draws, 0, 9);
  return TRUE;
}

static void
add_op (JsonArray  *array,
        const char *op,
        const char *param,
        int         value)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "op", op);
  if (param != NULL)
    json_object_set_int_member (object, param, value);
  json_array_add_object_element (array, object);
}

/* The compiled effect as vocabulary ops again; compiling the result gives
 * the same effect back. */
JsonArray *
tm_gitmo_effect_to_json (const TmGitmoEffect *e)
{
  static const struct { guint flag; const char *op; } flags[] = {
    { TM_GITMO_EFFECT_PROTECT, "protect_run" },
    { TM_GITMO_EFFECT_PROTECT_OPEN, "protect_run_open" },
    { TM_GITMO_EFFECT_CLEAR, "send_run_traitors_to_gitmo" },
    { TM_GITMO_EFFECT_WILD, "wild" },
    { TM_GITMO_EFFECT_ASIDE, "set_aside_for_bonus" },
    { TM_GITMO_EFFECT_SWAP, "swap_runs" },
    { TM_GITMO_EFFECT_END_HAND, "end_hand" },
  };
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (e->flags & flags[i].flag)
      add_op (array, flags[i].op, NULL, 0);
  if (e->points != 0)
    add_op (array, "add_points", "points", e->points);
  if (e->draws != 0)
    add_op (array, "draw_special_ops", "count", e->draws);
  for (guint i = 0; i < e->lose_turns; i++)
    add_op (array, "lose_turn", NULL, 0);
  for (guint i = 0; i < e->skip_next; i++)
    add_op (array, "skip_next_player", NULL, 0);
  for (guint i = 0; i < e->extra_turns; i++)
    add_op (array, "extra_turn", NULL, 0);
  return array;
}

gboolean
tm_gitmo_effect_equal (const TmGitmoEffect *a,
                       const TmGitmoEffect *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

static void
cards_free (GitmoCards *table)
{
  for (guint i = 0; i < TM_GITMO_MAX_NUMBERED; i++)
    g_free (table->numbered_id[i]);
  for (guint i = 0; i < TM_GITMO_MAX_SPECIAL; i++)
    {
      g_free (table->special_id[i]);
      g_free (table->special_deck[i]);
    }
  g_free (table);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GitmoCards, cards_free)

static gboolean
deck_has_numbers (TmDeck *deck)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (deck)); i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);

      if (tm_card_get_number (card) > 0 && tm_card_get_side (card) != TM_SIDE_NONE)
        return TRUE;
    }
  return FALSE;
}

/* Reads every card of every deck of the game (@decks, in the order of the
 * definition's decks), each deck's cards in order, copy by copy. */
static GitmoCards *
cards_build (TmDeck * const  *decks,
             GError         **error)
{
  g_autoptr(GitmoCards) table = g_new0 (GitmoCards, 1);

  for (guint d = 0; decks[d] != NULL; d++)
    {
      TmDeck *deck = decks[d];
      gboolean basic = deck_has_numbers (deck);

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (deck)); i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);
          guint number = tm_card_get_number (card);
          TmSide side = tm_card_get_side (card);

          for (guint copy = 0; copy < tm_card_get_count (card); copy++)
            {
              if (number >= 1 && number <= 12 && side != TM_SIDE_NONE)
                {
                  guint c = table->n_numbered;

                  if (c >= TM_GITMO_MAX_NUMBERED)
                    {
                      tm_play_deck_fail (error, deck, card, "count",
                                         "Gitmo has room for %u Patriots and Traitors",
                                         TM_GITMO_MAX_NUMBERED);
                      return NULL;
                    }
                  table->number[c] = number;
                  if (side == TM_SIDE_TRAITOR)
                    table->traitors |= tm_gitmo_bit (c);
                  else
                    table->patriots |= tm_gitmo_bit (c);
                  table->numbered_id[c] = copy == 0 ? g_strdup (tm_card_get_id (card))
                                                    : g_strdup_printf ("%s#%u",
                                                                       tm_card_get_id (card),
                                                                       copy + 1);
                  table->n_numbered++;
                }
              else
                {
                  guint c = table->n_special;
                  TmGitmoEffect *e = &table->effect[c];

                  if (c >= TM_GITMO_MAX_SPECIAL)
                    {
                      tm_play_deck_fail (error, deck, card, "count",
                                         "Gitmo has room for %u cards besides Patriots and "
                                         "Traitors", TM_GITMO_MAX_SPECIAL);
                      return NULL;
                    }
                  table->special_id[c] = g_strdup (tm_card_get_id (card));
                  table->special_deck[c] = g_strdup (tm_deck_get_id (deck));
                  table->special_has_points[c] = tm_card_has_points (card);
                  table->special_points[c] = tm_card_get_points (card);
                  e->copy = copy;
                  tm_gitmo_effect_from_json (tm_card_get_effect (card), e);
                  if (!basic)
                    e->flags |= TM_GITMO_EFFECT_SPECIAL_OPS;
                  else if (e->draws > 0 && (e->flags & (TM_GITMO_EFFECT_PLACED |
                                                        TM_GITMO_EFFECT_WILD |
                                                        TM_GITMO_EFFECT_ASIDE)) == 0)
                    e->flags |= TM_GITMO_EFFECT_DRAW_CARD;
                  table->n_special++;
                }
            }
        }
    }

  return g_steal_pointer (&table);
}

static gboolean
same_cards (const GitmoCards *a,
            const GitmoCards *b)
{
  if (a->n_numbered != b->n_numbered || a->n_special != b->n_special ||
      a->patriots != b->patriots || a->traitors != b->traitors ||
      memcmp (a->number, b->number, sizeof a->number) != 0)
    return FALSE;
  for (guint i = 0; i < a->n_numbered; i++)
    if (!g_str_equal (a->numbered_id[i], b->numbered_id[i]))
      return FALSE;
  for (guint i = 0; i < a->n_special; i++)
    if (!g_str_equal (a->special_id[i], b->special_id[i]) ||
        a->effect[i].copy != b->effect[i].copy)
      return FALSE;
  return TRUE;
}

/* Makes @table's effects the ones new games copy; its cards replace the
 * current ones only if they differ (decks of a test's own). */
static void
install (GitmoCards *table)
{
  GitmoCards *old = NULL;

  g_mutex_lock (&cards_lock);
  memcpy (shipped_effects, table->effect, sizeof shipped_effects);
  memcpy (current_effects, table->effect, sizeof current_effects);
  if (cards == NULL || !same_cards (cards, table))
    {
      old = cards;
      cards = table;
      table = NULL;
    }
  g_mutex_unlock (&cards_lock);

  g_clear_pointer (&old, cards_free);
  g_clear_pointer (&table, cards_free);
}

/* TmPlayRules.prepare: the game's cards from its decks. */
gboolean
tm_gitmo_cards_prepare (TmGame         *game,
                        TmDeck * const *decks,
                        GError        **error)
{
  GitmoCards *table;

  if (!tm_play_game_fits (game, TM_GITMO_MAX_PLAYERS, error))
    return FALSE;
  table = cards_build (decks, error);
  if (table == NULL)
    return FALSE;
  install (table);
  return TRUE;
}

/* The cards, prepared from the shipped decks if nothing else was. */
static void
ensure_cards (void)
{
  if (g_atomic_pointer_get (&cards) == NULL)
    tm_play_rules_lookup ("gitmo");
  g_assert (cards != NULL);
}

/**
 * tm_gitmo_play_use_catalogue: (skip)
 * @catalogue: a catalogue, with the owner's card edits laid over it
 * @error: return location for a #GError
 *
 * Makes new Gitmo games play the cards' effects as @catalogue has them,
 * edits included.  Games already dealt keep the effects they were dealt
 * with.  The app calls this once its card edits are loaded, and again
 * after each edit.
 *
 * Returns: %TRUE, or %FALSE with @error set when the decks cannot be read
 *   or no longer match the shipped ones card for card
 */
gboolean
tm_gitmo_play_use_catalogue (TmCatalogue  *catalogue,
                             GError      **error)
{
  g_autoptr(GPtrArray) decks = g_ptr_array_new ();
  g_autoptr(GitmoCards) table = NULL;
  const char * const *ids;
  TmGame *game;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), FALSE);

  ensure_cards ();
  if (!(game = tm_catalogue_get_game (catalogue, "gitmo", error)))
    return FALSE;
  ids = tm_game_get_deck_ids (game);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, ids[i], error);

      if (deck == NULL)
        return FALSE;
      g_ptr_array_add (decks, deck);
    }
  g_ptr_array_add (decks, NULL);

  table = cards_build ((TmDeck * const *) decks->pdata, error);
  if (table == NULL)
    return FALSE;

  g_mutex_lock (&cards_lock);
  if (!same_cards (cards, table))
    {
      g_mutex_unlock (&cards_lock);
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   "Gitmo: the catalogue's decks do not hold the cards play knows");
      return FALSE;
    }
  memcpy (current_effects, table->effect, sizeof current_effects);
  g_mutex_unlock (&cards_lock);
  return TRUE;
}

/* Copies the game's cards into a new state: their effects from @setup (a
 * saved game's, see tm_gitmo_setup_from_json()) or the current ones. */
void
tm_gitmo_cards_setup (GitmoState *s,
                      GBytes     *setup)
{
  ensure_cards ();

  g_mutex_lock (&cards_lock);
  s->n_numbered = cards->n_numbered;
  s->n_special = cards->n_special;
  s->patriots = cards->patriots;
  s->traitors = cards->traitors;
  memcpy (s->number, cards->number, sizeof s->number);
  if (setup != NULL && g_bytes_get_size (setup) == sizeof s->effect)
    memcpy (s->effect, g_bytes_get_data (setup, NULL), sizeof s->effect);
  else
    memcpy (s->effect, current_effects, sizeof s->effect);
  g_mutex_unlock (&cards_lock);
}

/* TmPlayRules.setup_to_json: the cards whose effect in @state differs from
 * the shipped decks' (an owner's edits), as `[{"card": id, "effect": [ops]}]`
 * (with `"in_play": true` for an effect of ops that mean nothing in Gitmo),
 * or NULL when none does. */
JsonNode *
tm_gitmo_setup_to_json (const void *state)
{
  const GitmoState *s = state;
  JsonArray *effects = NULL;
  JsonNode *node;
  TmGitmoEffect shipped[TM_GITMO_MAX_SPECIAL];

  ensure_cards ();
  g_mutex_lock (&cards_lock);
  memcpy (shipped, shipped_effects, sizeof shipped);
  g_mutex_unlock (&cards_lock);

  for (guint i = 0; i < s->n_special; i++)
    if (!tm_gitmo_effect_equal (&s->effect[i], &shipped[i]))
      {
        JsonObject *entry = json_object_new ();
        JsonArray *ops = tm_gitmo_effect_to_json (&s->effect[i]);
        char id[64];

        tm_gitmo_card_to_id (TM_GITMO_FIRST_SPECIAL + i, id, sizeof id);
        json_object_set_string_member (entry, "card", id);
        if ((s->effect[i].flags & TM_GITMO_EFFECT_IN_PLAY) && json_array_get_length (ops) == 0)
          json_object_set_boolean_member (entry, "in_play", TRUE);
        json_object_set_array_member (entry, "effect", ops);
        if (effects == NULL)
          effects = json_array_new ();
        json_array_add_object_element (effects, entry);
      }

  if (effects == NULL)
    return NULL;
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, effects);
  return node;
}

/* TmPlayRules.setup_from_json: the shipped effects with the differences
 * a saved game lists. */
GBytes *
tm_gitmo_setup_from_json (JsonNode  *node,
                          GError   **error)
{
  TmGitmoEffect effects[TM_GITMO_MAX_SPECIAL];
  JsonArray *list = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  ensure_cards ();
  g_mutex_lock (&cards_lock);
  memcpy (effects, shipped_effects, sizeof effects);
  g_mutex_unlock (&cards_lock);

  if (list == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   "field “setup”: an array of cards and their effects is required");
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *item = json_array_get_element (list, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (item) ? json_node_get_object (item) : NULL;
      const char *id = NULL;
      JsonArray *ops = NULL;
      TmGitmoEffect *e;
      gboolean in_play = FALSE;
      int card;

      if (entry != NULL && json_object_has_member (entry, "card") &&
          JSON_NODE_HOLDS_VALUE (json_object_get_member (entry, "card")))
        id = json_object_get_string_member (entry, "card");
      if (entry != NULL && json_object_has_member (entry, "effect") &&
          JSON_NODE_HOLDS_ARRAY (json_object_get_member (entry, "effect")))
        ops = json_object_get_array_member (entry, "effect");
      card = tm_gitmo_card_from_id (id);
      if (!tm_gitmo_is_special (card) || card - TM_GITMO_FIRST_SPECIAL >= (int) cards->n_special ||
          ops == NULL)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                       "field “setup”: entry %u needs the “card” of a special card and its "
                       "“effect”", i + 1);
          return NULL;
        }
      e = &effects[card - TM_GITMO_FIRST_SPECIAL];
      e->flags &= TM_GITMO_EFFECT_SPECIAL_OPS | TM_GITMO_EFFECT_DRAW_CARD;
      e->points = e->draws = e->lose_turns = e->skip_next = e->extra_turns = 0;
      tm_gitmo_effect_from_json (ops, e);
      if (json_object_has_member (entry, "in_play") &&
          JSON_NODE_HOLDS_VALUE (json_object_get_member (entry, "in_play")))
        in_play = json_object_get_boolean_member (entry, "in_play");
      if (in_play)
        e->flags |= TM_GITMO_EFFECT_IN_PLAY;
    }

  return g_bytes_new (effects, sizeof effects);
}

/**
 * tm_gitmo_card_to_id: (skip)
 * @card: a card's number in a Gitmo state
 * @buf: where to write the id
 * @len: the size of @buf
 *
 * Writes a card's id: its deck's id, with `#N` after it for the Nth copy
 * of a card the deck holds more than once (`draw-a-card#3`).
 *
 * Returns: the length of the id, or 0 for no card
 */
gsize
tm_gitmo_card_to_id (guint  card,
                     char  *buf,
                     gsize  len)
{
  ensure_cards ();

  if (card < cards->n_numbered)
    return g_strlcpy (buf, cards->numbered_id[card], len);
  if (tm_gitmo_is_special (card) && card - TM_GITMO_FIRST_SPECIAL < cards->n_special)
    {
      guint i = card - TM_GITMO_FIRST_SPECIAL;

      if (cards->effect[i].copy == 0)
        return g_strlcpy (buf, cards->special_id[i], len);
      return (gsize) g_snprintf (buf, len, "%s#%u", cards->special_id[i],
                                 cards->effect[i].copy + 1);
    }
  if (len > 0)
    buf[0] = '\0';
  return 0;
}

/**
 * tm_gitmo_card_from_id: (skip)
 * @id: a card id, maybe with `#N` for its Nth copy
 *
 * Finds a card by its id; a plain id is the card's first copy.
 *
 * Returns: the card's number, or -1
 */
int
tm_gitmo_card_from_id (const char *id)
{
  const char *hash;
  g_autofree char *base = NULL;
  guint64 copy = 1;

  ensure_cards ();

  if (id == NULL)
    return -1;
  for (guint c = 0; c < cards->n_numbered; c++)
    if (g_str_equal (cards->numbered_id[c], id))
      return (int) c;

  hash = strchr (id, '#');
  if (hash != NULL)
    {
      if (!g_ascii_string_to_unsigned (hash + 1, 10, 1, TM_GITMO_MAX_SPECIAL, &copy, NULL))
        return -1;
      base = g_strndup (id, hash - id);
    }
  else
    base = g_strdup (id);

  for (guint i = 0; i < cards->n_special; i++)
    if (g_str_equal (cards->special_id[i], base) && cards->effect[i].copy == copy - 1)
      return (int) (TM_GITMO_FIRST_SPECIAL + i);
  return -1;
}

/* The id of the deck a special card comes from. */
const char *
tm_gitmo_card_deck_id (guint card)
{
  ensure_cards ();
  g_assert (tm_gitmo_is_special (card));
  return cards->special_deck[card - TM_GITMO_FIRST_SPECIAL];
}

/* The points printed on a special card (its `points`), if it has them. */
gboolean
tm_gitmo_card_deck_points (guint  card,
                           int   *points)
{
  guint i = card - TM_GITMO_FIRST_SPECIAL;

  ensure_cards ();
  g_assert (tm_gitmo_is_special (card));
  *points = cards->special_points[i];
  return cards->special_has_points[i];
}
