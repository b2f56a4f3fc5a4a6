/* tm-highcard-play.c: the rules of High Card for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Twenty cards are dealt out evenly (those left over set aside unseen);
 * each round every seat plays one card, the highest number takes the
 * round (the first played of equal numbers), and its taker leads the
 * next.  The hand, which is the game, ends when the cards are played.
 * A seat sees its own hand, every card played and how many cards each
 * hand holds; the other hands and the cards set aside are hidden.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-game.h"
#include "tm-json-private.h"
#include "tm-play-deck-private.h"
#include "tm-play-util.h"

#include "tm-highcard-play.h"

#define GAME "High Card"

/* The options play reads, by their ids in data/game.json, in the order of
 * the TM_HIGHCARD_OPT_ indices. */
static const char * const highcard_options[TM_HIGHCARD_N_OPTIONS] = {
  "last-round-double",
};

#define IN_HAND(w) ((w) < TM_HIGHCARD_MAX_PLAYERS)

/* The deck, read by highcard_prepare(). */
static TmHighcardCards cards;

/**
 * tm_highcard_cards: (skip)
 *
 * Gets the deck as play knows it, read from the deck's data when the
 * rules were prepared.
 *
 * Returns: the card tables
 */
const TmHighcardCards *
tm_highcard_cards (void)
{
  return &cards;
}

static guint
number (guint8 card)
{
  return cards.numbers[card];
}

static int
card_from_id (const char *id)
{
  for (int c = 0; c < cards.n_cards; c++)
    if (g_strcmp0 (id, cards.ids[c]) == 0)
      return c;
  return -1;
}

/* The seat that played the @i-th card of the round. */
static guint
seat_of (const TmHighcardState *s,
         guint                  i)
{
  return (s->leader + i) % s->n_players;
}

static guint
points (const TmHighcardState *s,
        guint                  seat)
{
  return s->taken[seat] + (s->last_round_double && s->game_over && s->last_taker == seat);
}

static void
highcard_init (void               *state,
               const TmPlayConfig *config)
{
  TmHighcardState *s = state;
  guint8 order[TM_HIGHCARD_MAX_CARDS];
  TmRng rng;

  memset (s, 0, sizeof *s);
  g_assert (cards.n_cards > 0);   /* prepared */
  for (guint i = 0; i < cards.n_cards; i++)
    order[i] = i;
  tm_rng_init (&rng, config->seed);
  for (guint i = cards.n_cards; i > 1; i--)
    {
      guint j = tm_rng_below (&rng, i);
      guint8 tmp = order[i - 1];

      order[i - 1] = order[j];
      order[j] = tmp;
    }

  s->n_players = config->n_players;
  s->observer = TM_HIGHCARD_NONE;
  s->last_round_double = config->options[TM_HIGHCARD_OPT_LAST_ROUND_DOUBLE] != 0;
  s->hand_size = cards.n_cards / s->n_players;
  s->last_taker = TM_HIGHCARD_NONE;
  memset (s->table, TM_HIGHCARD_NONE, sizeof s->table);
  memset (s->where, TM_HIGHCARD_SET_ASIDE, sizeof s->where);

  /* One card at a time, starting left of the dealer (the last seat). */
  for (guint i = 0; i < (guint) s->hand_size * s->n_players; i++)
    {
      s->where[order[i]] = i % s->n_players;
      s->held[i % s->n_players]++;
    }
}

static int
highcard_current_player (const void *state)
{
  const TmHighcardState *s = state;

  return s->game_over ? TM_PLAYER_TERMINAL : s->current;
}

static guint
highcard_legal_moves (const void *state,
                      TmMove     *moves)
{
  const TmHighcardState *s = state;
  guint n = 0;

  if (s->game_over)
    return 0;

  for (guint c = 0; c < cards.n_cards; c++)
    if (s->where[c] == s->current)
      {
        TmMove play = { TM_HIGHCARD_MOVE_PLAY, c, TM_MOVE_NO_TARGET, 0 };

        moves[n++] = play;
      }
  return n;
}

static gboolean
highcard_check_move (const void      *state,
                     TmMove           m,
                     TmPlayViolation *v)
{
  const TmHighcardState *s = state;

  if (s->game_over)
    return tm_play_violate (v, "end", NULL, N_("The hand is over; no more cards can be played."));
  if (m.kind != TM_HIGHCARD_MOVE_PLAY || m.target != TM_MOVE_NO_TARGET || m.slot != 0)
    return tm_play_violate (v, "turn", NULL, N_("That is not a High Card move: play one card."));
  if (m.card >= cards.n_cards || s->where[m.card] != s->current)
    return tm_play_violate (v, "turn", NULL, N_("You can only play a card from your own hand."));
  return TRUE;
}

/* The highest number takes the round; of equal numbers, the first. */
static guint
round_taker (const TmHighcardState *s)
{
  guint best = 0;

  for (guint i = 1; i < s->n_table; i++)
    if (number (s->table[i]) > number (s->table[best]))
      best = i;
  return seat_of (s, best);
}

static void
highcard_apply_move (void   *state,
                     TmMove  m)
{
  TmHighcardState *s = state;
  guint taker;

  g_assert (!s->game_over);

  s->where[m.card] = TM_HIGHCARD_ON_TABLE;
  s->held[s->current]--;
  s->table[s->n_table++] = m.card;
  s->current = (s->current + 1) % s->n_players;
  if (s->n_table < s->n_players)
    return;

  taker = round_taker (s);
  for (guint i = 0; i < s->n_table; i++)
    s->where[s->table[i]] = TM_HIGHCARD_TAKEN;
  memset (s->table, TM_HIGHCARD_NONE, sizeof s->table);
  s->n_table = 0;
  s->taken[taker]++;
  s->last_taker = taker;
  s->round++;
  s->leader = s->current = taker;
  if (s->round == s->hand_size)
    {
      s->game_over = 1;
      s->leader = s->current = 0;
    }
}

static void
highcard_scores (const void *state,
                 int        *scores)
{
  const TmHighcardState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = points (s, p);
}

static void
highcard_returns (const void *state,
                  double     *values)
{
  const TmHighcardState *s = state;
  int scores[TM_PLAY_MAX_PLAYERS];

  highcard_scores (s, scores);
  tm_play_share_returns (scores, s->n_players, s->game_over, values);
}

/* The game is one hand: at its end, in the terms of the scorer
 * (tm-highcard-score.c), the rounds each player took and, with the
 * option, who took the last one. */
static gboolean
highcard_finished_hand (const void       *before,
                        TmMove            m,
                        const void       *after,
                        TmPlayHandRecord *hand)
{
  const TmHighcardState *b = before, *a = after;

  if (b->game_over || !a->game_over)
    return FALSE;

  hand->number = 1;
  hand->dealer = a->n_players - 1;
  hand->outcome = NULL;
  hand->took_hand = 1u << a->last_taker;
  for (guint p = 0; p < a->n_players; p++)
    {
      g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);

      g_variant_dict_insert (&entry, "rounds", "x", (gint64) a->taken[p]);
      if (a->last_round_double && a->last_taker == p)
        g_variant_dict_insert (&entry, "last_round", "b", TRUE);
      hand->entries[p] = g_variant_ref_sink (g_variant_dict_end (&entry));
      hand->points[p] = points (a, p);
    }
  return TRUE;
}

static guint
highcard_episode (const void *state)
{
  return 0;
}

static int
highcard_observer (const void *state)
{
  const TmHighcardState *s = state;

  return s->observer == TM_HIGHCARD_NONE ? -1 : s->observer;
}

static void
highcard_observe (const void *state,
                  guint       player,
                  void       *observation)
{
  const TmHighcardState *s = state;
  TmHighcardState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  for (guint c = 0; c < cards.n_cards; c++)
    if ((IN_HAND (o->where[c]) && o->where[c] != player) || o->where[c] == TM_HIGHCARD_SET_ASIDE)
      o->where[c] = TM_HIGHCARD_UNKNOWN;
}

/* The hidden cards dealt again at random: each other hand gets as many
 * as it holds, and the rest are set aside. */
static void
highcard_sample (const void *observation,
                 TmRng      *rng,
                 void       *state)
{
  const TmHighcardState *o = observation;
  TmHighcardState *s = state;
  guint8 unknown[TM_HIGHCARD_MAX_CARDS];
  guint n = 0, k = 0;

  memcpy (s, o, sizeof *s);
  if (o->observer == TM_HIGHCARD_NONE)
    return;

  for (guint c = 0; c < cards.n_cards; c++)
    if (o->where[c] == TM_HIGHCARD_UNKNOWN)
      unknown[n++] = c;
  for (guint i = n; i > 1; i--)
    {
      guint j = tm_rng_below (rng, i);
      guint8 tmp = unknown[i - 1];

      unknown[i - 1] = unknown[j];
      unknown[j] = tmp;
    }

  for (guint p = 0; p < s->n_players; p++)
    for (guint i = 0; p != o->observer && i < s->held[p]; i++)
      s->where[unknown[k++]] = p;
  while (k < n)
    s->where[unknown[k++]] = TM_HIGHCARD_SET_ASIDE;
  s->observer = TM_HIGHCARD_NONE;
}

/* Leading: the highest card.  Following: the lowest card that beats the
 * table, or else the lowest card. */
static TmMove
highcard_heuristic (const void *observation,
                    TmRng      *rng)
{
  const TmHighcardState *s = observation;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = highcard_legal_moves (s, moves);
  guint best_on_table = 0, pick = 0;
  int beater = -1;

  g_assert (n > 0);
  for (guint i = 0; i < s->n_table; i++)
    best_on_table = MAX (best_on_table, number (s->table[i]));

  for (guint i = 1; i < n; i++)
    {
      if (s->n_table == 0 ? number (moves[i].card) > number (moves[pick].card)
                          : number (moves[i].card) < number (moves[pick].card))
        pick = i;
    }
  if (s->n_table == 0)
    return moves[pick];

  for (guint i = 0; i < n; i++)
    if (number (moves[i].card) > best_on_table &&
        (beater < 0 || number (moves[i].card) < number (moves[beater].card)))
      beater = i;
  return moves[beater >= 0 ? (guint) beater : pick];
}

static gsize
highcard_move_to_string (const void *state,
                         TmMove      m,
                         char       *buf,
                         gsize       len)
{
  if (m.kind != TM_HIGHCARD_MOVE_PLAY || m.card >= cards.n_cards)
    return g_strlcpy (buf, "?", len);
  return g_strlcpy (buf, cards.ids[m.card], len);
}

static gboolean
highcard_move_from_string (const void *state,
                           const char *text,
                           TmMove     *m)
{
  int card = card_from_id (text);
  TmMove move = { TM_HIGHCARD_MOVE_PLAY, 0, TM_MOVE_NO_TARGET, 0 };

  if (card < 0)
    return FALSE;
  move.card = card;
  *m = move;
  return TRUE;
}

static void
add_card (JsonArray *array,
          guint8     card)
{
  json_array_add_string_element (array, cards.ids[card]);
}

/* The cards at one place, in the deck's order. */
static JsonArray *
cards_at (const TmHighcardState *s,
          guint8                 place)
{
  JsonArray *array = json_array_new ();

  for (guint c = 0; c < cards.n_cards; c++)
    if (s->where[c] == place)
      add_card (array, c);
  return array;
}

static JsonNode *
highcard_to_json (const void *state)
{
  const TmHighcardState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *table = json_array_new ();
  JsonArray *taken = json_array_new ();
  gboolean full = s->observer == TM_HIGHCARD_NONE;
  JsonNode *node;

  if (!full)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_int_member (o, "round", s->round);
  json_object_set_int_member (o, "rounds", s->hand_size);
  json_object_set_int_member (o, "leader", s->game_over ? -1 : s->leader);
  json_object_set_int_member (o, "current", s->game_over ? -1 : s->current);
  for (guint p = 0; p < s->n_players; p++)
    {
      if (full || p == s->observer)
        json_array_add_array_element (hands, cards_at (s, p));
      else
        {
          JsonArray *hidden = json_array_new ();

          for (guint i = 0; i < s->held[p]; i++)
            json_array_add_string_element (hidden, "?");
          json_array_add_array_element (hands, hidden);
        }
      json_array_add_int_element (taken, s->taken[p]);
    }
  json_object_set_array_member (o, "hands", hands);
  for (guint i = 0; i < s->n_table; i++)
    add_card (table, s->table[i]);
  json_object_set_array_member (o, "table", table);
  json_object_set_array_member (o, "taken", taken);
  json_object_set_array_member (o, "taken_cards", cards_at (s, TM_HIGHCARD_TAKEN));
  if (full)
    json_object_set_array_member (o, "set_aside", cards_at (s, TM_HIGHCARD_SET_ASIDE));
  json_object_set_int_member (o, "last_taker", s->last_taker == TM_HIGHCARD_NONE ? -1
                                                                               : s->last_taker);
  json_object_set_boolean_member (o, "game_over", s->game_over);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

/* Puts the cards of a JSON array at @place, each card once. */
static gboolean
read_cards (JsonArray   *array,
            const char  *field,
            guint8       place,
            guint8      *where,
            guint       *n_out,
            guint8      *order,
            GError     **error)
{
  if (array == NULL)
    return tm_play_state_error (error, GAME, field, _("an array of card ids is required"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      int card = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                 ? card_from_id (json_node_get_string (node)) : -1;

      if (card < 0)
        return tm_play_state_error (error, GAME, field, _("an element is not a High Card card"));
      if (where[card] != TM_HIGHCARD_NONE)
        return tm_play_state_error (error, GAME, field,
                                    _("every card must be in one place exactly once"));
      where[card] = place;
      if (order != NULL)
        order[i] = card;
    }
  *n_out = json_array_get_length (array);
  return TRUE;
}

static gboolean
highcard_from_json (void               *state,
                    const TmPlayConfig *config,
                    JsonObject         *o,
                    GError            **error)
{
  TmHighcardState *s = state;
  JsonArray *hands, *taken;
  guint n, total = 0;
  int value;

  highcard_init (s, config);
  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  memset (s->where, TM_HIGHCARD_NONE, cards.n_cards);   /* the rest as dealt */
  memset (s->held, 0, sizeof s->held);
  memset (s->taken, 0, sizeof s->taken);

  if (!tm_play_read_int (o, GAME, "rounds", s->hand_size, s->hand_size, &value, error) ||
      !tm_play_read_int (o, GAME, "round", 0, s->hand_size, &value, error))
    return FALSE;
  s->round = value;
  s->game_over = s->round == s->hand_size;
  if (json_object_get_boolean_member_with_default (o, "game_over", FALSE) != s->game_over)
    return tm_play_state_error (error, GAME, "game_over",
                                _("the hand is over exactly when every round is taken"));
  if (!tm_play_read_int (o, GAME, "leader", s->game_over ? -1 : 0,
                         s->game_over ? -1 : s->n_players - 1, &value, error))
    return FALSE;
  s->leader = s->game_over ? 0 : value;

  hands = tm_json_member_array (o, "hands");
  if (hands == NULL || json_array_get_length (hands) != s->n_players)
    return tm_play_state_error (error, GAME, "hands", _("an array of cards per seat is required"));
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *node = json_array_get_element (hands, p);

      if (!read_cards (JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL,
                       "hands", p, s->where, &n, NULL, error))
        return FALSE;
      s->held[p] = n;
    }
  if (!read_cards (tm_json_member_array (o, "table"), "table", TM_HIGHCARD_ON_TABLE,
                   s->where, &n, s->table, error))
    return FALSE;
  if (n >= s->n_players || (s->game_over && n > 0))
    return tm_play_state_error (error, GAME, "table", _("a round holds one card from each seat"));
  s->n_table = n;
  if (!read_cards (tm_json_member_array (o, "taken_cards"), "taken_cards", TM_HIGHCARD_TAKEN,
                   s->where, &n, NULL, error))
    return FALSE;
  if (n != (guint) s->round * s->n_players)
    return tm_play_state_error (error, GAME, "taken_cards",
                                _("each round taken holds one card from each seat"));
  if (!read_cards (tm_json_member_array (o, "set_aside"), "set_aside", TM_HIGHCARD_SET_ASIDE,
                   s->where, &n, NULL, error))
    return FALSE;
  if (n != cards.n_cards - (guint) s->hand_size * s->n_players)
    return tm_play_state_error (error, GAME, "set_aside",
                                _("only the cards left over from the deal are set aside"));
  for (guint c = 0; c < cards.n_cards; c++)
    if (s->where[c] == TM_HIGHCARD_NONE)
      return tm_play_state_error (error, GAME, "hands",
                                  _("every card must be in one place exactly once"));

  s->current = s->game_over ? 0 : (s->leader + s->n_table) % s->n_players;
  if (!tm_play_read_int (o, GAME, "current", s->game_over ? -1 : s->current,
                         s->game_over ? -1 : s->current, &value, error))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    {
      guint played = !s->game_over && (p + s->n_players - s->leader) % s->n_players < s->n_table;

      if (s->held[p] != s->hand_size - s->round - played)
        return tm_play_state_error (error, GAME, "hands", _("every seat plays one card a round"));
    }

  taken = tm_json_member_array (o, "taken");
  if (taken == NULL || json_array_get_length (taken) != s->n_players)
    return tm_play_state_error (error, GAME, "taken", _("a number of rounds per seat is required"));
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *node = json_array_get_element (taken, p);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > s->round)
        return tm_play_state_error (error, GAME, "taken", _("an element is out of range"));
      s->taken[p] = json_node_get_int (node);
      total += s->taken[p];
    }
  if (total != s->round)
    return tm_play_state_error (error, GAME, "taken",
                                _("the rounds taken must add up to the rounds played"));

  if (!tm_play_read_int (o, GAME, "last_taker", s->round == 0 ? -1 : 0,
                         s->round == 0 ? -1 : s->n_players - 1, &value, error))
    return FALSE;
  s->last_taker = value < 0 ? TM_HIGHCARD_NONE : value;
  if (s->last_taker != TM_HIGHCARD_NONE && s->taken[s->last_taker] == 0)
    return tm_play_state_error (error, GAME, "last_taker",
                                _("the last round's taker must have taken a round"));
  if (!s->game_over && s->round > 0 && s->leader != s->last_taker)
    return tm_play_state_error (error, GAME, "leader",
                                _("whoever took the last round leads the next"));

  return TRUE;
}

static gboolean
highcard_check_invariants (const void *state,
                           GString    *problems)
{
  const TmHighcardState *s = state;
  guint held[TM_HIGHCARD_MAX_PLAYERS] = { 0 };
  guint on_table = 0, taken_cards = 0, set_aside = 0, rounds = 0;
  gboolean ok = TRUE;

  for (guint c = 0; c < cards.n_cards; c++)
    {
      guint8 w = s->where[c];

      if (IN_HAND (w) && w < s->n_players)
        held[w]++;
      else if (w == TM_HIGHCARD_ON_TABLE)
        on_table++;
      else if (w == TM_HIGHCARD_TAKEN)
        taken_cards++;
      else if (w == TM_HIGHCARD_SET_ASIDE)
        set_aside++;
      else
        {
          g_string_append_printf (problems, "card %u is nowhere (%u)\n", c, w);
          ok = FALSE;
        }
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      if (held[p] != s->held[p])
        {
          g_string_append_printf (problems, "seat %u holds %u cards but counts %u\n",
                                  p, held[p], s->held[p]);
          ok = FALSE;
        }
      rounds += s->taken[p];
    }
  for (guint i = 0; i < s->n_table; i++)
    if (s->where[s->table[i]] != TM_HIGHCARD_ON_TABLE)
      {
        g_string_append_printf (problems, "card %u is on the table but not there\n", s->table[i]);
        ok = FALSE;
      }
  if (on_table != s->n_table || taken_cards != (guint) s->round * s->n_players ||
      set_aside != cards.n_cards - (guint) s->hand_size * s->n_players)
    {
      g_string_append (problems, "the table, the rounds taken and the cards set aside "
                                 "do not add up\n");
      ok = FALSE;
    }
  if (rounds != s->round || s->round > s->hand_size || s->game_over != (s->round == s->hand_size))
    {
      g_string_append (problems, "the rounds taken do not add up to the rounds played\n");
      ok = FALSE;
    }
  if (!s->game_over && s->current != (s->leader + s->n_table) % s->n_players)
    {
      g_string_append (problems, "the seat to play is not the next after the leader\n");
      ok = FALSE;
    }
  return ok;
}

/* Reads the deck: every card once, each with a number. */
static gboolean
highcard_prepare (TmGame         *game,
                  TmDeck * const *decks,
                  GError        **error)
{
  TmDeck *deck = decks[0];
  GListModel *model = G_LIST_MODEL (deck);
  guint n = g_list_model_get_n_items (model);

  if (!tm_play_game_fits (game, TM_HIGHCARD_MAX_PLAYERS, error))
    return FALSE;
  if (n < tm_game_get_max_players (game) || n > TM_HIGHCARD_MAX_CARDS)
    return tm_play_deck_fail (error, deck, NULL, "cards",
                              "High Card needs from %u to %u cards, not %u",
                              tm_game_get_max_players (game), TM_HIGHCARD_MAX_CARDS, n);
  for (guint c = 0; c < n; c++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (model, c);

      if (tm_card_get_number (card) == 0)
        return tm_play_deck_fail (error, deck, card, "number",
                                  "High Card compares the cards' numbers");
      if (tm_card_get_count (card) != 1)
        return tm_play_deck_fail (error, deck, card, "count",
                                  "High Card needs each card once");
    }

  for (guint c = 0; c < TM_HIGHCARD_MAX_CARDS; c++)
    g_clear_pointer (&cards.ids[c], g_free);
  cards.n_cards = n;
  for (guint c = 0; c < n; c++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (model, c);

      cards.numbers[c] = tm_card_get_number (card);
      cards.ids[c] = g_strdup (tm_card_get_id (card));
    }
  return TRUE;
}

static const TmPlayRules highcard_rules = {
  .game_id = "highcard",
  .state_size = sizeof (TmHighcardState),
  .options = highcard_options,
  .n_options = TM_HIGHCARD_N_OPTIONS,
  .prepare = highcard_prepare,
  .init = highcard_init,
  .current_player = highcard_current_player,
  .legal_moves = highcard_legal_moves,
  .check_move = highcard_check_move,
  .apply_move = highcard_apply_move,
  .returns = highcard_returns,
  .scores = highcard_scores,
  .episode = highcard_episode,
  .observe = highcard_observe,
  .sample = highcard_sample,
  .heuristic = highcard_heuristic,
  .move_to_string = highcard_move_to_string,
  .move_from_string = highcard_move_from_string,
  .to_json = highcard_to_json,
  .from_json = highcard_from_json,
  .check_invariants = highcard_check_invariants,
  .observer = highcard_observer,
  .max_moves = TM_HIGHCARD_MAX_CARDS,
  .finished_hand = highcard_finished_hand,
};

/**
 * tm_highcard_play_rules: (skip)
 *
 * Returns: the rules of High Card
 */
const TmPlayRules *
tm_highcard_play_rules (void)
{
  return &highcard_rules;
}
