/* tm-gitmo-play-json.c: Gitmo's moves as text and its states as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The formats are described in docs/play-format.md.  Cards are named by
 * their ids (tm_gitmo_card_to_id()); seats and spots are numbers from 0,
 * spots counted per seat.  A state read back from its JSON is the same
 * state, byte for byte; a position written by hand may leave most
 * counters out, and is checked card by card.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-json-private.h"
#include "tm-play-util.h"

#include "tm-gitmo-play-private.h"

/* The name a saved state's errors give it */
#define GAME "Gitmo"

#define NONE TM_GITMO_NONE

static const char * const phase_names[TM_GITMO_N_PHASES] = {
  "pick", "put", "lay", "swap", "swap-with", "help", "answer", "over",
};
static const char * const source_names[] = {
  NULL, "run", "bottom", "deck", "aside", "placed",
};
static const char * const end_names[] = {
  NULL, "top", "bottom", "spot", "on",
};

/* ------------------------------------------------------------------------
 * Moves as text
 */

static gsize
source_to_string (guint  source,
                  guint  seat,
                  guint  slot,
                  char  *buf,
                  gsize  len)
{
  char id[64];

  switch (source)
    {
    case TM_GITMO_SOURCE_RUN:
    case TM_GITMO_SOURCE_BOTTOM:
    case TM_GITMO_SOURCE_PLACED:
      return (gsize) g_snprintf (buf, len, "%s:%u:%u", source_names[source], seat, slot);
    case TM_GITMO_SOURCE_DECK:
      return g_strlcpy (buf, "deck", len);
    case TM_GITMO_SOURCE_ASIDE:
      tm_gitmo_card_to_id (TM_GITMO_FIRST_SPECIAL + slot, id, sizeof id);
      return (gsize) g_snprintf (buf, len, "aside:%s", id);
    default:
      return g_strlcpy (buf, "?", len);
    }
}

gsize
tm_gitmo_move_to_string (const void *state,
                         TmMove      m,
                         char       *buf,
                         gsize       len)
{
  switch (m.kind)
    {
    case TM_GITMO_MOVE_END:
      return g_strlcpy (buf, "end", len);
    case TM_GITMO_MOVE_PICK:
      return source_to_string (m.card, m.target, m.slot, buf, len);
    case TM_GITMO_MOVE_POINT:
      {
        char source[64];

        source_to_string (m.card, m.target, m.slot, source, sizeof source);
        return (gsize) g_snprintf (buf, len, "point:%s", source);
      }
    case TM_GITMO_MOVE_PUT:
      if (m.card >= 1 && m.card < G_N_ELEMENTS (end_names))
        return (gsize) g_snprintf (buf, len, "to:%u:%u:%s", m.target, m.slot, end_names[m.card]);
      break;
    case TM_GITMO_MOVE_LAY:
      return (gsize) g_snprintf (buf, len, "lay:%u:%u", m.target, m.slot);
    case TM_GITMO_MOVE_SWAP:
      return (gsize) g_snprintf (buf, len, "swap:%u", m.slot);
    case TM_GITMO_MOVE_SWAP_WITH:
      return (gsize) g_snprintf (buf, len, "swap-with:%u:%u", m.target, m.slot);
    case TM_GITMO_MOVE_PASS:
      return g_strlcpy (buf, "pass", len);
    case TM_GITMO_MOVE_ACCEPT:
      return g_strlcpy (buf, "accept", len);
    case TM_GITMO_MOVE_DECLINE:
      return g_strlcpy (buf, "decline", len);
    default:
      break;
    }
  return g_strlcpy (buf, "?", len);
}

static gboolean
parse_number (const char *text,
              guint       max,
              guint8     *out)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &value, NULL))
    return FALSE;
  *out = (guint8) value;
  return TRUE;
}

/* "S:K" */
static gboolean
parse_spot (const char *text,
            guint8     *seat,
            guint8     *slot)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", -1);

  return g_strv_length (parts) == 2 &&
         parse_number (parts[0], TM_GITMO_MAX_PLAYERS - 1, seat) &&
         parse_number (parts[1], TM_GITMO_MAX_SPOTS - 1, slot);
}

static gboolean
parse_source (const char *text,
              guint8      kind,
              TmMove     *m)
{
  const char *colon = strchr (text, ':');

  m->kind = kind;
  if (g_str_equal (text, "deck"))
    {
      *m = (TmMove) { kind, TM_GITMO_SOURCE_DECK, TM_MOVE_NO_TARGET, 0 };
      return TRUE;
    }
  if (colon == NULL)
    return FALSE;
  if (g_str_has_prefix (text, "aside:"))
    {
      int card = tm_gitmo_card_from_id (colon + 1);

      if (!tm_gitmo_is_special (card))
        return FALSE;
      *m = (TmMove) { kind, TM_GITMO_SOURCE_ASIDE, TM_MOVE_NO_TARGET,
                      card - TM_GITMO_FIRST_SPECIAL };
      return TRUE;
    }
  for (guint s = 1; s < G_N_ELEMENTS (source_names); s++)
    if (source_names[s] != NULL && strlen (source_names[s]) == (gsize) (colon - text) &&
        strncmp (text, source_names[s], colon - text) == 0 &&
        s != TM_GITMO_SOURCE_DECK && s != TM_GITMO_SOURCE_ASIDE)
      {
        m->card = s;
        return parse_spot (colon + 1, &m->target, &m->slot);
      }
  return FALSE;
}

gboolean
tm_gitmo_move_from_string (const void *state,
                           const char *text,
                           TmMove     *m)
{
  static const struct { const char *text; guint8 kind; } plain[] = {
    { "end", TM_GITMO_MOVE_END }, { "pass", TM_GITMO_MOVE_PASS },
    { "accept", TM_GITMO_MOVE_ACCEPT }, { "decline", TM_GITMO_MOVE_DECLINE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    if (g_str_equal (text, plain[i].text))
      {
        *m = (TmMove) { plain[i].kind, 0, TM_MOVE_NO_TARGET, 0 };
        return TRUE;
      }

  if (g_str_has_prefix (text, "point:"))
    return parse_source (text + strlen ("point:"), TM_GITMO_MOVE_POINT, m);

  if (g_str_has_prefix (text, "to:"))
    {
      g_auto(GStrv) parts = g_strsplit (text + strlen ("to:"), ":", -1);

      if (g_strv_length (parts) != 3)
        return FALSE;
      *m = (TmMove) { TM_GITMO_MOVE_PUT, 0, 0, 0 };
      for (guint e = 1; e < G_N_ELEMENTS (end_names); e++)
        if (g_str_equal (parts[2], end_names[e]))
          m->card = e;
      return m->card != 0 && parse_number (parts[0], TM_GITMO_MAX_PLAYERS - 1, &m->target) &&
             parse_number (parts[1], TM_GITMO_MAX_SPOTS - 1, &m->slot);
    }

  if (g_str_has_prefix (text, "lay:"))
    {
      *m = (TmMove) { TM_GITMO_MOVE_LAY, 0, 0, 0 };
      return parse_spot (text + strlen ("lay:"), &m->target, &m->slot);
    }

  if (g_str_has_prefix (text, "swap-with:"))
    {
      *m = (TmMove) { TM_GITMO_MOVE_SWAP_WITH, 0, 0, 0 };
      return parse_spot (text + strlen ("swap-with:"), &m->target, &m->slot);
    }

  if (g_str_has_prefix (text, "swap:"))
    {
      *m = (TmMove) { TM_GITMO_MOVE_SWAP, 0, TM_MOVE_NO_TARGET, 0 };
      return parse_number (text + strlen ("swap:"), TM_GITMO_MAX_SPOTS - 1, &m->slot);
    }

  return parse_source (text, TM_GITMO_MOVE_PICK, m);
}

/* ------------------------------------------------------------------------
 * States as JSON
 */

static JsonNode *
card_node (guint card)
{
  char id[64];

  if (card == NONE)
    return json_node_new (JSON_NODE_NULL);
  tm_gitmo_card_to_id (card, id, sizeof id);
  return json_node_init_string (json_node_alloc (), id);
}

static JsonArray *
cards_array (const guint8 *cards,
             guint         n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_element (array, card_node (cards[i]));
  return array;
}

static JsonArray *
special_set (guint64 set)
{
  JsonArray *array = json_array_new ();

  for (; set != 0; set &= set - 1)
    json_array_add_element (array, card_node (TM_GITMO_FIRST_SPECIAL + tm_gitmo_lowest (set)));
  return array;
}

static JsonArray *
seat_numbers (const GitmoState *s,
              const guint8     *values)
{
  JsonArray *array = json_array_new ();

  for (guint p = 0; p < s->n_players; p++)
    json_array_add_int_element (array, values[p]);
  return array;
}

static JsonArray *
seat_scores (const GitmoState *s,
             const gint16     *values)
{
  JsonArray *array = json_array_new ();

  for (guint p = 0; p < s->n_players; p++)
    json_array_add_int_element (array, values[p]);
  return array;
}

static int
seat_or_minus (guint8 value)
{
  return value == NONE ? -1 : value;
}

static gboolean
base_is_derived (const GitmoState *s,
                 guint             g)
{
  for (guint i = 0; i < s->run_n[g]; i++)
    if (!tm_gitmo_is_special (s->run[g][i]))
      return TRUE;
  return FALSE;
}

static JsonObject *
spot_object (const GitmoState *s,
             guint             g)
{
  JsonObject *spot = json_object_new ();

  json_object_set_array_member (spot, "cards", cards_array (s->run[g], s->run_n[g]));
  if (s->run_n[g] > 0 && !base_is_derived (s, g))
    json_object_set_int_member (spot, "base", s->run_base[g]);
  if (s->run_placed[g] != NONE)
    json_object_set_member (spot, "placed", card_node (s->run_placed[g]));
  return spot;
}

JsonNode *
tm_gitmo_to_json (const void *state)
{
  const GitmoState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  gboolean full = s->observer == NONE;
  JsonArray *seats = json_array_new ();
  JsonNode *node;

  if (!full)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_int_member (o, "hand_number", s->hand_number);
  json_object_set_int_member (o, "dealer", s->dealer);
  json_object_set_int_member (o, "turn", s->turn);
  json_object_set_int_member (o, "next_turn", s->next_turn);
  json_object_set_string_member (o, "context", s->context == TM_GITMO_CONTEXT_TURN ? "turn" : "fill");
  json_object_set_string_member (o, "phase", phase_names[s->phase]);
  json_object_set_int_member (o, "decider", seat_or_minus (s->decider));
  json_object_set_int_member (o, "handler", s->handler);

  for (guint p = 0; p < s->n_players; p++)
    {
      JsonObject *seat = json_object_new ();
      JsonArray *spots = json_array_new ();

      for (guint k = 0; k < s->spots; k++)
        json_array_add_object_element (spots, spot_object (s, p * s->spots + k));
      json_object_set_array_member (seat, "spots", spots);
      json_object_set_array_member (seat, "aside", special_set (s->aside[p]));
      json_object_set_array_member (seat, "incoming", special_set (s->incoming[p]));
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (o, "seats", seats);
  json_object_set_array_member (o, "extra_turns", seat_numbers (s, s->extra_turns));
  json_object_set_array_member (o, "skip_turns", seat_numbers (s, s->skip_turns));

  json_object_set_int_member (o, "deck_count", s->n_deck);
  json_object_set_int_member (o, "special_ops_count", s->n_so);
  if (full)
    {
      json_object_set_array_member (o, "deck", cards_array (s->deck, s->n_deck));
      json_object_set_int_member (o, "deck_known_bottom", s->n_known_bottom);
      if (s->n_seen_top > 0)
        json_object_set_int_member (o, "deck_seen_top", s->n_seen_top);
      json_object_set_array_member (o, "special_ops", cards_array (s->so_pile, s->n_so));
      if (s->n_so_seen > 0)
        json_object_set_int_member (o, "special_ops_seen_top", s->n_so_seen);
      json_object_set_array_member (o, "rng", tm_play_rng_to_json (&s->rng));
    }
  else
    {
      /* What a seat sees of the deck: its top card, and the cards slid
       * under it. */
      json_object_set_member (o, "deck_top",
                              card_node (s->n_deck > 0 ? s->deck[s->n_deck - 1] : NONE));
      json_object_set_array_member (o, "deck_bottom", cards_array (s->deck, s->n_known_bottom));
      /* Cards the table saw turned up before moves were taken back. */
      if (s->n_seen_top > 1)
        json_object_set_array_member (o, "deck_seen",
                                      cards_array (s->deck + s->n_deck - s->n_seen_top,
                                                   s->n_seen_top));
      if (s->n_so_seen > 0)
        json_object_set_array_member (o, "special_ops_seen",
                                      cards_array (s->so_pile + s->n_so - s->n_so_seen,
                                                   s->n_so_seen));
    }
  json_object_set_array_member (o, "special_ops_used", special_set (s->so_used));
  json_object_set_array_member (o, "gone", special_set (s->gone));
  json_object_set_array_member (o, "out", special_set (s->out));

  json_object_set_member (o, "lay_card", card_node (s->lay_card));
  json_object_set_boolean_member (o, "swap_pending", s->swap_pending);
  json_object_set_int_member (o, "swap_spot", s->swap_spot == NONE ? -1 : s->swap_spot % s->spots);
  json_object_set_int_member (o, "draws_pending", s->draws_pending);
  if (s->phase == TM_GITMO_PHASE_PUT)
    {
      char text[64];

      source_to_string (s->picked_source, s->picked_seat, s->picked_slot, text, sizeof text);
      json_object_set_string_member (o, "picked", text);
    }
  json_object_set_int_member (o, "helper", seat_or_minus (s->helper));
  if (s->phase == TM_GITMO_PHASE_ANSWER)
    {
      char text[64];

      source_to_string (s->pointed_source, s->pointed_seat, s->pointed_slot, text, sizeof text);
      json_object_set_string_member (o, "pointed", text);
    }

  json_object_set_int_member (o, "actions", s->actions);
  json_object_set_int_member (o, "idle_turns", s->idle_turns);
  json_object_set_int_member (o, "slides", s->slides);
  json_object_set_int_member (o, "turns_in_hand", s->turns_in_hand);
  json_object_set_int_member (o, "turn_count", s->turn_count);
  json_object_set_int_member (o, "special_ops_draws", s->so_draws);
  json_object_set_boolean_member (o, "final_turn", s->final_turn);
  json_object_set_boolean_member (o, "hand_ending", s->hand_ending);

  json_object_set_array_member (o, "totals", seat_scores (s, s->totals));
  json_object_set_array_member (o, "hand_points", seat_scores (s, s->hand_points));
  if (s->last_dealer != NONE)
    {
      JsonObject *last = json_object_new ();
      JsonArray *runs = json_array_new ();
      JsonArray *aside = json_array_new ();

      json_object_set_int_member (last, "dealer", s->last_dealer);
      for (guint g = 0; g < (guint) s->n_players * s->spots; g++)
        {
          JsonObject *run = json_object_new ();

          json_object_set_int_member (run, "patriots", s->last_patriots[g]);
          json_object_set_int_member (run, "traitors", s->last_traitors[g]);
          json_object_set_member (run, "placed", card_node (s->last_placed[g]));
          json_object_set_int_member (run, "wild_points", s->last_wild_points[g]);
          json_array_add_object_element (runs, run);
        }
      for (guint p = 0; p < s->n_players; p++)
        json_array_add_array_element (aside, special_set (s->last_aside[p]));
      json_object_set_array_member (last, "runs", runs);
      json_object_set_array_member (last, "aside", aside);
      json_object_set_object_member (o, "last_hand", last);
    }
  json_object_set_boolean_member (o, "game_over", s->game_over);
  {
    JsonArray *winners = json_array_new ();

    for (guint p = 0; p < s->n_players; p++)
      if (s->winners & (1u << p))
        json_array_add_int_element (winners, p);
    json_object_set_array_member (o, "winners", winners);
  }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

/* ------------------------------------------------------------------------
 * Reading a state
 */

typedef struct
{
  GitmoState *s;
  guint8      seen[TM_GITMO_MAX_CARDS];
  GError    **error;
} Reader;

/* A card named once in the whole state; a plain id of a card with copies
 * is its first copy not named yet. */
static gboolean
read_card (Reader     *r,
           JsonNode   *node,
           const char *field,
           guint8     *out)
{
  const char *id = NULL;
  int card;

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
      json_node_get_value_type (node) == G_TYPE_STRING)
    id = json_node_get_string (node);
  card = tm_gitmo_card_from_id (id);
  if (card < 0 || (card < TM_GITMO_FIRST_SPECIAL && card >= r->s->n_numbered) ||
      (tm_gitmo_is_special (card) && card - TM_GITMO_FIRST_SPECIAL >= r->s->n_special))
    return tm_play_state_error (r->error, GAME, field, _("an element is not a Gitmo card id"));
  if (strchr (id, '#') == NULL && tm_gitmo_is_special (card))
    {
      char other[64];

      /* The next copy of the same card, while this one is taken. */
      while (r->seen[card] && card + 1 < TM_GITMO_FIRST_SPECIAL + r->s->n_special &&
             r->s->effect[card + 1 - TM_GITMO_FIRST_SPECIAL].copy > 0)
        {
          tm_gitmo_card_to_id (card + 1, other, sizeof other);
          if (!g_str_has_prefix (other, id) || other[strlen (id)] != '#')
            break;
          card++;
        }
    }
  if (r->seen[card])
    return tm_play_state_error (r->error, GAME, field, _("a card is named twice"));
  r->seen[card] = 1;
  *out = card;
  return TRUE;
}

static gboolean
read_optional_card (Reader     *r,
                    JsonObject *o,
                    const char *field,
                    guint8     *out)
{
  JsonNode *node = json_object_get_member (o, field);

  *out = NONE;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  return read_card (r, node, field, out);
}

static gboolean
read_cards (Reader      *r,
            JsonArray   *array,
            const char  *field,
            guint        max,
            guint8      *cards,
            guint8      *n)
{
  if (array == NULL || json_array_get_length (array) > max)
    return tm_play_state_error (r->error, GAME, field, _("an array of card ids is required"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!read_card (r, json_array_get_element (array, i), field, &cards[i]))
      return FALSE;
  *n = json_array_get_length (array);
  return TRUE;
}

static gboolean
read_special_set (Reader      *r,
                  JsonObject  *o,
                  const char  *field,
                  gboolean     required,
                  guint64     *set)
{
  JsonArray *array = tm_json_member_array (o, field);
  guint8 cards[TM_GITMO_MAX_CARDS];
  guint8 n;

  *set = 0;
  if (array == NULL && !required && !json_object_has_member (o, field))
    return TRUE;
  if (!read_cards (r, array, field, TM_GITMO_MAX_CARDS, cards, &n))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (!tm_gitmo_is_special (cards[i]))
        return tm_play_state_error (r->error, GAME, field,
                                    _("only cards other than Patriots and Traitors can be here"));
      *set |= tm_gitmo_bit (cards[i] - TM_GITMO_FIRST_SPECIAL);
    }
  return TRUE;
}

/* A number per seat, or none at all (each 0). */
static gboolean
read_seat_numbers (JsonObject  *o,
                   const char  *field,
                   guint        n,
                   int          min,
                   int          max,
                   gint64      *out,
                   GError     **error)
{
  if (!json_object_has_member (o, field))
    {
      memset (out, 0, n * sizeof *out);
      return TRUE;
    }
  return tm_play_read_seat_numbers (o, GAME, field, n, min, max, out, error);
}

/* A run as written: its cards in order from the bottom, each numbered
 * card one more than the card below it (12 before 1). */
static gboolean
read_spot (Reader     *r,
           JsonObject *spot,
           guint       g)
{
  GitmoState *s = r->s;
  guint8 n;
  int base = 0;

  if (spot == NULL || tm_json_member_array (spot, "cards") == NULL)
    return tm_play_state_error (r->error, GAME, "seats", _("each spot needs its “cards”"));
  if (!read_cards (r, tm_json_member_array (spot, "cards"), "seats", TM_GITMO_MAX_RUN,
                   s->run[g], &n))
    return FALSE;
  s->run_n[g] = n;
  if (!read_optional_card (r, spot, "placed", &s->run_placed[g]))
    return FALSE;
  if (n == 0)
    {
      if (s->run_placed[g] != NONE)
        return tm_play_state_error (r->error, GAME, "seats", _("a card is laid on an empty spot"));
      return TRUE;
    }
  if (s->run_placed[g] != NONE &&
      (tm_gitmo_effect_of (s, s->run_placed[g])->flags & TM_GITMO_EFFECT_PLACED) == 0)
    return tm_play_state_error (r->error, GAME, "seats", _("that card is not laid on runs"));

  for (guint i = 0; i < n && base == 0; i++)
    if (!tm_gitmo_is_special (s->run[g][i]))
      base = (int) tm_gitmo_value_at (s->number[s->run[g][i]], 12 - i % 12);
  if (base == 0 && !tm_play_read_optional_int (spot, GAME, "base", 1, 12, 0, &base, r->error))
    return FALSE;
  if (base == 0)
    return tm_play_state_error (r->error, GAME, "seats", _("a run of wild cards needs its “base”"));
  s->run_base[g] = base;

  for (guint i = 0; i < n; i++)
    {
      guint card = s->run[g][i];

      if (tm_gitmo_is_special (card))
        {
          if ((tm_gitmo_effect_of (s, card)->flags & TM_GITMO_EFFECT_WILD) == 0)
            return tm_play_state_error (r->error, GAME, "seats", _("only wild cards join runs"));
        }
      else if (s->number[card] != tm_gitmo_value_at (base, i))
        return tm_play_state_error (r->error, GAME, "seats",
                                    _("the cards of a run must count up by one"));
    }
  tm_gitmo_recount_sides (s, g);
  return TRUE;
}

static gboolean
read_source (const char *text,
             guint8     *source,
             guint8     *seat,
             guint8     *slot)
{
  TmMove m;

  if (text == NULL || !tm_gitmo_move_from_string (NULL, text, &m) || m.kind != TM_GITMO_MOVE_PICK)
    return FALSE;
  *source = m.card;
  *seat = m.target == TM_MOVE_NO_TARGET ? NONE : m.target;
  *slot = m.card == TM_GITMO_SOURCE_DECK ? 0 : m.slot;
  return TRUE;
}

static int
phase_from_name (const char *name)
{
  for (guint i = 0; i < TM_GITMO_N_PHASES; i++)
    if (g_strcmp0 (name, phase_names[i]) == 0)
      return (int) i;
  return -1;
}

gboolean
tm_gitmo_from_json (void               *state,
                    const TmPlayConfig *config,
                    JsonObject         *o,
                    GError            **error)
{
  GitmoState *s = state;
  g_autofree Reader *r = g_new0 (Reader, 1);
  JsonArray *seats;
  gint64 numbers[TM_GITMO_MAX_PLAYERS];
  const char *text;
  guint n_players, n_spots;
  int value;

  tm_gitmo_init (s, config);
  r->s = s;
  r->error = error;
  n_players = s->n_players;
  n_spots = n_players * s->spots;

  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  /* Forget the deal: everything below comes from the JSON. */
  for (guint g = 0; g < TM_GITMO_MAX_SPOTS; g++)
    tm_gitmo_clear_spot (s, g);
  memset (s->deck, 0, sizeof s->deck);
  memset (s->so_pile, 0, sizeof s->so_pile);
  s->n_deck = s->n_so = s->n_known_bottom = 0;

  if (!tm_play_read_optional_int (o, GAME, "hand_number", 1, (int) s->rounds * n_players, 1, &value,
                                  error))
    return FALSE;
  s->hand_number = value;
  if (!tm_play_read_optional_int (o, GAME, "dealer", 0, n_players - 1, n_players - 1, &value,
                                  error))
    return FALSE;
  s->dealer = value;
  if (!tm_play_read_optional_int (o, GAME, "turn", 0, n_players - 1,
                                  tm_gitmo_next_seat (s, s->dealer), &value, error))
    return FALSE;
  s->turn = value;
  if (!tm_play_read_optional_int (o, GAME, "next_turn", 0, n_players - 1, s->turn, &value, error))
    return FALSE;
  s->next_turn = value;
  if (!tm_play_read_optional_int (o, GAME, "handler", 0, n_players - 1, s->turn, &value, error))
    return FALSE;
  s->handler = value;

  text = tm_json_member_string (o, "context");
  if (text == NULL && !json_object_has_member (o, "context"))
    text = "turn";
  if (g_strcmp0 (text, "turn") != 0 && g_strcmp0 (text, "fill") != 0)
    return tm_play_state_error (error, GAME, "context", _("must be “turn” or “fill”"));
  s->context = g_str_equal (text, "turn") ? TM_GITMO_CONTEXT_TURN : TM_GITMO_CONTEXT_FILL;

  value = json_object_has_member (o, "phase") ? phase_from_name (tm_json_member_string (o, "phase"))
                                              : TM_GITMO_PHASE_PICK;
  if (value < 0)
    return tm_play_state_error (error, GAME, "phase", _("an unknown phase"));
  s->phase = value;
  if (!tm_play_read_optional_int (o, GAME, "decider", -1, n_players - 1, s->turn, &value, error))
    return FALSE;
  s->decider = value < 0 ? NONE : value;

  seats = tm_json_member_array (o, "seats");
  if (seats == NULL || json_array_get_length (seats) != n_players)
    return tm_play_state_error (error, GAME, "seats",
                                _("an array with an entry per seat is required"));
  for (guint p = 0; p < n_players; p++)
    {
      JsonNode *node = json_array_get_element (seats, p);
      JsonObject *seat = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonArray *spots = seat != NULL ? tm_json_member_array (seat, "spots") : NULL;

      if (spots == NULL || json_array_get_length (spots) != s->spots)
        {
          g_autofree char *problem =
            g_strdup_printf (_("each seat needs “spots”, %u of them with %u players"),
                             s->spots, n_players);
          return tm_play_state_error (error, GAME, "seats", problem);
        }
      for (guint k = 0; k < s->spots; k++)
        {
          JsonNode *spot = json_array_get_element (spots, k);

          if (!read_spot (r, JSON_NODE_HOLDS_OBJECT (spot) ? json_node_get_object (spot) : NULL,
                          p * s->spots + k))
            return FALSE;
        }
      if (!read_special_set (r, seat, "aside", FALSE, &s->aside[p]) ||
          !read_special_set (r, seat, "incoming", FALSE, &s->incoming[p]))
        return FALSE;
    }

  if (!read_seat_numbers (o, "extra_turns", n_players, 0, 99, numbers, error))
    return FALSE;
  for (guint p = 0; p < n_players; p++)
    s->extra_turns[p] = numbers[p];
  if (!read_seat_numbers (o, "skip_turns", n_players, 0, 99, numbers, error))
    return FALSE;
  for (guint p = 0; p < n_players; p++)
    s->skip_turns[p] = numbers[p];

  if (!read_special_set (r, o, "special_ops_used", FALSE, &s->so_used) ||
      !read_special_set (r, o, "gone", FALSE, &s->gone) ||
      !read_special_set (r, o, "out", FALSE, &s->out) ||
      !read_optional_card (r, o, "lay_card", &s->lay_card))
    return FALSE;

  /* The deck, bottom first; left out, it is every bonus card and then
   * every Patriot and Traitor not named elsewhere, in the decks' order.
   * Patriots and Traitors named nowhere always end up in it. */
  if (json_object_has_member (o, "deck"))
    {
      guint8 under[TM_GITMO_MAX_NUMBERED];
      guint n_under = 0;

      if (!read_cards (r, tm_json_member_array (o, "deck"), "deck", TM_GITMO_MAX_DECK, s->deck,
                       &s->n_deck))
        return FALSE;
      /* Patriots and Traitors named nowhere go under the cards listed. */
      for (guint c = 0; c < s->n_numbered; c++)
        if (!r->seen[c])
          {
            r->seen[c] = 1;
            under[n_under++] = c;
          }
      if (s->n_deck + n_under > TM_GITMO_MAX_DECK)
        return tm_play_state_error (error, GAME, "deck", _("the deck holds too many cards"));
      memmove (s->deck + n_under, s->deck, s->n_deck);
      memcpy (s->deck, under, n_under);
      s->n_deck += n_under;
    }
  else
    {
      /* With two or three players two Draw-A-Cards stay out, as in a deal
       * (ruling fewer-draw-cards). */
      guint left_out = s->fewer_draws && n_players <= 3 ? 2 : 0;

      for (int i = s->n_special - 1; i >= 0 && left_out > 0; i--)
        if ((s->effect[i].flags & TM_GITMO_EFFECT_DRAW_CARD) &&
            !r->seen[TM_GITMO_FIRST_SPECIAL + i])
          {
            r->seen[TM_GITMO_FIRST_SPECIAL + i] = 1;
            s->out |= tm_gitmo_bit (i);
            left_out--;
          }
    }
  /* (The bonus cards go at the bottom, so that a Patriot or Traitor is on
   * top.) */
  if (!json_object_has_member (o, "deck"))
    for (guint k = 0; k < TM_GITMO_MAX_CARDS; k++)
      {
        guint c = (k + TM_GITMO_FIRST_SPECIAL) % TM_GITMO_MAX_CARDS;
        gboolean basic = c < s->n_numbered ||
                         (tm_gitmo_is_special (c) && c - TM_GITMO_FIRST_SPECIAL < s->n_special &&
                          (tm_gitmo_effect_of (s, c)->flags & (TM_GITMO_EFFECT_SPECIAL_OPS |
                                                               TM_GITMO_EFFECT_IN_PLAY)) ==
                          TM_GITMO_EFFECT_IN_PLAY);

        if (basic && !r->seen[c] && s->n_deck < TM_GITMO_MAX_DECK)
          {
            r->seen[c] = 1;
            s->deck[s->n_deck++] = c;
          }
      }
  if (!tm_play_read_optional_int (o, GAME, "deck_count", s->n_deck, s->n_deck, s->n_deck, &value,
                                  error))
    return FALSE;
  if (!tm_play_read_optional_int (o, GAME, "deck_known_bottom", 0, s->n_deck, 0, &value, error))
    return FALSE;
  s->n_known_bottom = value;
  for (guint i = 0; i < s->n_deck; i++)
    if (tm_gitmo_is_special (s->deck[i]) &&
        (tm_gitmo_effect_of (s, s->deck[i])->flags & TM_GITMO_EFFECT_SPECIAL_OPS))
      return tm_play_state_error (error, GAME, "deck",
                                  _("Special Ops cards are not in the basic deck"));
  if (json_object_has_member (o, "deck_bottom"))
    {
      JsonArray *bottom = tm_json_member_array (o, "deck_bottom");

      if (bottom == NULL || json_array_get_length (bottom) > s->n_deck)
        return tm_play_state_error (error, GAME, "deck_bottom",
                                    _("an array of card ids is required"));
      s->n_known_bottom = json_array_get_length (bottom);
      for (guint i = 0; i < s->n_known_bottom; i++)
        {
          JsonNode *node = json_array_get_element (bottom, i);
          char id[64];

          tm_gitmo_card_to_id (s->deck[i], id, sizeof id);
          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
              tm_gitmo_card_from_id (json_node_get_string (node)) != s->deck[i])
            return tm_play_state_error (error, GAME, "deck_bottom",
                                        _("must be the bottom cards of the deck"));
        }
    }

  /* The Special Ops pile, bottom first; left out, every Special Ops card
   * in play not named elsewhere. */
  if (json_object_has_member (o, "special_ops"))
    {
      if (!read_cards (r, tm_json_member_array (o, "special_ops"), "special_ops",
                       TM_GITMO_MAX_SPECIAL, s->so_pile, &s->n_so))
        return FALSE;
    }
  else
    for (guint i = 0; i < s->n_special; i++)
      {
        guint c = TM_GITMO_FIRST_SPECIAL + i;
        guint16 flags = s->effect[i].flags;

        if ((flags & TM_GITMO_EFFECT_SPECIAL_OPS) && (flags & TM_GITMO_EFFECT_IN_PLAY) &&
            !r->seen[c])
          {
            r->seen[c] = 1;
            s->so_pile[s->n_so++] = c;
          }
      }
  if (!tm_play_read_optional_int (o, GAME, "special_ops_count", s->n_so, s->n_so, s->n_so, &value,
                                  error))
    return FALSE;
  if (!tm_play_read_optional_int (o, GAME, "deck_seen_top", 0, s->n_deck, 0, &value, error))
    return FALSE;
  s->n_seen_top = value;
  if (!tm_play_read_optional_int (o, GAME, "special_ops_seen_top", 0, s->n_so, 0, &value, error))
    return FALSE;
  s->n_so_seen = value;
  for (guint i = 0; i < s->n_so; i++)
    if (!tm_gitmo_is_special (s->so_pile[i]) ||
        (tm_gitmo_effect_of (s, s->so_pile[i])->flags & TM_GITMO_EFFECT_SPECIAL_OPS) == 0)
      return tm_play_state_error (error, GAME, "special_ops",
                                  _("only Special Ops cards are in that pile"));

  /* Without one, the generator stays as the seed left it. */
  if (json_object_has_member (o, "rng") && !tm_play_read_rng (o, GAME, &s->rng, error))
    return FALSE;

  if (!tm_play_read_optional_bool (o, GAME, "swap_pending", &s->swap_pending, error))
    return FALSE;
  if (!tm_play_read_optional_int (o, GAME, "swap_spot", -1, s->spots - 1, -1, &value, error))
    return FALSE;
  s->swap_spot = value < 0 ? NONE : s->decider * s->spots + value;
  if (!tm_play_read_optional_int (o, GAME, "draws_pending", 0, TM_GITMO_HAND_DRAWS, 0, &value,
                                  error))
    return FALSE;
  s->draws_pending = value;
  s->picked_seat = s->picked_slot = s->pointed_seat = s->pointed_slot = NONE;
  if (s->phase == TM_GITMO_PHASE_PUT &&
      !read_source (tm_json_member_string (o, "picked"), &s->picked_source, &s->picked_seat,
                    &s->picked_slot))
    return tm_play_state_error (error, GAME, "picked",
                                _("what was picked is required, as a move's text"));
  if (!tm_play_read_optional_int (o, GAME, "helper", -1, n_players - 1, -1, &value, error))
    return FALSE;
  s->helper = value < 0 ? NONE : value;
  if (s->phase == TM_GITMO_PHASE_ANSWER &&
      !read_source (tm_json_member_string (o, "pointed"), &s->pointed_source, &s->pointed_seat,
                    &s->pointed_slot))
    return tm_play_state_error (error, GAME, "pointed",
                                _("the move pointed out is required, as a move's text"));

  if (!tm_play_read_optional_int (o, GAME, "actions", 0, TM_GITMO_TURN_ACTIONS, 0, &value, error))
    return FALSE;
  s->actions = value;
  if (!tm_play_read_optional_int (o, GAME, "idle_turns", 0, 200, 0, &value, error))
    return FALSE;
  s->idle_turns = value;
  if (!tm_play_read_optional_int (o, GAME, "slides", 0, TM_GITMO_MAX_DECK, 0, &value, error))
    return FALSE;
  s->slides = value;
  if (!tm_play_read_optional_int (o, GAME, "turns_in_hand", 0, TM_GITMO_HAND_TURNS + 1, 1, &value,
                                  error))
    return FALSE;
  s->turns_in_hand = value;
  if (!tm_play_read_optional_int (o, GAME, "turn_count", 0, G_MAXUINT16, 0, &value, error))
    return FALSE;
  s->turn_count = value;
  if (!tm_play_read_optional_int (o, GAME, "special_ops_draws", 0, TM_GITMO_HAND_DRAWS, 0, &value,
                                  error))
    return FALSE;
  s->so_draws = value;
  if (!tm_play_read_optional_bool (o, GAME, "final_turn", &s->final_turn, error) ||
      !tm_play_read_optional_bool (o, GAME, "hand_ending", &s->hand_ending, error) ||
      !tm_play_read_optional_bool (o, GAME, "game_over", &s->game_over, error))
    return FALSE;

  if (!read_seat_numbers (o, "totals", n_players, -30000, 30000, numbers, error))
    return FALSE;
  for (guint p = 0; p < n_players; p++)
    s->totals[p] = numbers[p];
  if (!read_seat_numbers (o, "hand_points", n_players, -30000, 30000, numbers, error))
    return FALSE;
  for (guint p = 0; p < n_players; p++)
    s->hand_points[p] = numbers[p];

  {
    JsonObject *last = tm_json_member_object (o, "last_hand");

    if (last != NULL)
      {
        JsonArray *runs = tm_json_member_array (last, "runs");
        JsonArray *aside = tm_json_member_array (last, "aside");
        Reader scratch = { s, { 0 }, error };

        if (!tm_play_read_optional_int (last, GAME, "dealer", 0, n_players - 1, 0, &value, error))
          return FALSE;
        s->last_dealer = value;
        if (runs == NULL || json_array_get_length (runs) != n_spots ||
            aside == NULL || json_array_get_length (aside) != n_players)
          return tm_play_state_error (error, GAME, "last_hand",
                                      _("a run per spot and a list per seat are required"));
        for (guint g = 0; g < n_spots; g++)
          {
            JsonNode *node = json_array_get_element (runs, g);
            JsonObject *run = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

            if (run == NULL)
              return tm_play_state_error (error, GAME, "last_hand",
                                          _("a run per spot is required"));
            if (!tm_play_read_optional_int (run, GAME, "patriots", 0, 64, 0, &value, error))
              return FALSE;
            s->last_patriots[g] = value;
            if (!tm_play_read_optional_int (run, GAME, "traitors", 0, 64, 0, &value, error))
              return FALSE;
            s->last_traitors[g] = value;
            if (!tm_play_read_optional_int (run, GAME, "wild_points", -100, 100, 0, &value, error))
              return FALSE;
            s->last_wild_points[g] = value;
            memset (scratch.seen, 0, sizeof scratch.seen);
            if (!read_optional_card (&scratch, run, "placed", &s->last_placed[g]))
              return FALSE;
          }
        for (guint p = 0; p < n_players; p++)
          {
            JsonNode *node = json_array_get_element (aside, p);
            g_autoptr(JsonObject) holder = json_object_new ();

            memset (scratch.seen, 0, sizeof scratch.seen);
            json_object_set_member (holder, "cards", json_node_copy (node));
            if (!read_special_set (&scratch, holder, "cards", TRUE, &s->last_aside[p]))
              return FALSE;
          }
      }
  }

  {
    JsonArray *winners = tm_json_member_array (o, "winners");

    s->winners = 0;
    for (guint i = 0; winners != NULL && i < json_array_get_length (winners); i++)
      {
        JsonNode *node = json_array_get_element (winners, i);

        if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
            json_node_get_int (node) < 0 || json_node_get_int (node) >= n_players)
          return tm_play_state_error (error, GAME, "winners", _("an element is not a seat"));
        s->winners |= 1u << json_node_get_int (node);
      }
  }

  /* Every card exactly once: what is not named anywhere is out of play. */
  for (guint c = 0; c < s->n_numbered; c++)
    if (!r->seen[c])
      {
        char id[64];
        g_autofree char *problem = NULL;

        tm_gitmo_card_to_id (c, id, sizeof id);
        problem = g_strdup_printf (_("the card “%s” is nowhere"), id);
        return tm_play_state_error (error, GAME, "seats", problem);
      }
  for (guint i = 0; i < s->n_special; i++)
    if (!r->seen[TM_GITMO_FIRST_SPECIAL + i])
      s->out |= tm_gitmo_bit (i);

  if (s->game_over)
    {
      s->phase = TM_GITMO_PHASE_OVER;
      s->decider = NONE;
    }

  {
    g_autoptr(GString) problems = g_string_new (NULL);

    if (!tm_gitmo_check_invariants (s, problems))
      {
        g_strchomp (problems->str);
        return tm_play_state_error (error, GAME, "phase", problems->str);
      }
  }
  return TRUE;
}

/* ------------------------------------------------------------------------
 * Consistency, for tests and for reading
 */

gboolean
tm_gitmo_check_invariants (const void *state,
                           GString    *problems)
{
  const GitmoState *s = state;
  guint8 seen[TM_GITMO_MAX_CARDS] = { 0 };
  guint n_spots = (guint) s->n_players * s->spots;
  gboolean ok = TRUE;

#define PROBLEM(...) G_STMT_START { g_string_append_printf (problems, __VA_ARGS__); \
                                    g_string_append_c (problems, '\n'); ok = FALSE; } G_STMT_END
#define SEE(card, where) G_STMT_START { guint c_ = (card); \
    if (c_ >= TM_GITMO_MAX_CARDS) PROBLEM ("%s: no card %u", where, c_); \
    else if (seen[c_]++) PROBLEM ("%s: card %u is in two places", where, c_); } G_STMT_END

  for (guint i = 0; i < s->n_deck; i++)
    SEE (s->deck[i], "deck");
  for (guint i = s->n_deck; i < TM_GITMO_MAX_DECK; i++)
    if (s->deck[i] != 0)
      PROBLEM ("stale deck entry %u", i);
  for (guint i = 0; i < s->n_so; i++)
    SEE (s->so_pile[i], "special ops pile");
  for (guint i = s->n_so; i < TM_GITMO_MAX_SPECIAL; i++)
    if (s->so_pile[i] != 0)
      PROBLEM ("stale special ops entry %u", i);
  for (guint g = 0; g < TM_GITMO_MAX_SPOTS; g++)
    {
      if (g >= n_spots && (s->run_n[g] != 0 || s->run_placed[g] != NONE))
        PROBLEM ("spot %u is not on the table but holds cards", g);
      for (guint i = 0; i < s->run_n[g]; i++)
        {
          guint card = s->run[g][i];

          SEE (card, "run");
          if (tm_gitmo_is_special (card))
            {
              if ((tm_gitmo_effect_of (s, card)->flags & TM_GITMO_EFFECT_WILD) == 0)
                PROBLEM ("spot %u holds special card %u, which is not wild", g, card);
            }
          else if (s->number[card] != tm_gitmo_value_at (s->run_base[g], i))
            PROBLEM ("spot %u: card %u is out of order", g, card);
        }
      for (guint i = s->run_n[g]; i < TM_GITMO_MAX_RUN; i++)
        if (s->run[g][i] != 0)
          PROBLEM ("stale run entry %u:%u", g, i);
      if (s->run_n[g] == 0 && (s->run_base[g] != 0 || s->run_sides[g] != 0 ||
                               s->run_placed[g] != NONE))
        PROBLEM ("empty spot %u is not clean", g);
      if (s->run_placed[g] != NONE)
        {
          SEE (s->run_placed[g], "placed");
          if (!tm_gitmo_is_special (s->run_placed[g]) ||
              (tm_gitmo_effect_of (s, s->run_placed[g])->flags & TM_GITMO_EFFECT_PLACED) == 0)
            PROBLEM ("spot %u carries a card that is not laid on runs", g);
        }
      {
        guint8 sides = 0;

        for (guint i = 0; i < s->run_n[g]; i++)
          sides |= tm_gitmo_card_sides (s, s->run[g][i]);
        if (sides != s->run_sides[g])
          PROBLEM ("spot %u: wrong sides", g);
      }
    }
  {
    guint64 specials[] = { s->so_used, s->gone, s->out };
    guint64 all = 0;

    for (guint p = 0; p < TM_GITMO_MAX_PLAYERS; p++)
      {
        if (p >= s->n_players && (s->aside[p] | s->incoming[p]) != 0)
          PROBLEM ("seat %u is not at the table but holds cards", p);
        for (guint64 b = s->aside[p]; b != 0; b &= b - 1)
          SEE (TM_GITMO_FIRST_SPECIAL + tm_gitmo_lowest (b), "aside");
        for (guint64 b = s->incoming[p]; b != 0; b &= b - 1)
          SEE (TM_GITMO_FIRST_SPECIAL + tm_gitmo_lowest (b), "incoming");
      }
    for (guint k = 0; k < G_N_ELEMENTS (specials); k++)
      for (guint64 b = specials[k]; b != 0; b &= b - 1)
        SEE (TM_GITMO_FIRST_SPECIAL + tm_gitmo_lowest (b), "used, gone or out");
    (void) all;
  }
  if (s->lay_card != NONE)
    SEE (s->lay_card, "being laid");

  for (guint c = 0; c < TM_GITMO_MAX_CARDS; c++)
    {
      gboolean in_game = c < s->n_numbered ||
                         (tm_gitmo_is_special (c) && c - TM_GITMO_FIRST_SPECIAL < s->n_special);

      if (in_game && seen[c] != 1)
        PROBLEM ("card %u is in %u places", c, seen[c]);
      if (!in_game && seen[c] != 0)
        PROBLEM ("card %u is not in the game", c);
    }

  if (s->game_over)
    {
      if (s->phase != TM_GITMO_PHASE_OVER)
        PROBLEM ("the game is over but play goes on");
    }
  else if (s->phase != TM_GITMO_PHASE_OVER)
    {
      if (s->decider >= s->n_players)
        PROBLEM ("nobody decides");
      switch (s->phase)
        {
        case TM_GITMO_PHASE_PICK:
        case TM_GITMO_PHASE_PUT:
          if (s->context != TM_GITMO_CONTEXT_TURN || s->decider != s->turn)
            PROBLEM ("only the player whose turn it is picks and puts");
          if (s->n_deck > 0 && tm_gitmo_is_special (s->deck[s->n_deck - 1]))
            PROBLEM ("a special card on top of the deck has not been dealt with");
          for (guint p = 0; p < s->n_players; p++)
            if (s->incoming[p] != 0)
              PROBLEM ("seat %u has cards to deal with", p);
          if (s->lay_card != NONE || s->swap_pending || s->draws_pending)
            PROBLEM ("a card has not been carried out");
          if (s->phase == TM_GITMO_PHASE_PUT)
            {
              GitmoView v;
              GitmoDests d;

              tm_gitmo_view (s, s->turn, &v);
              if (!tm_gitmo_dests (s, &v, s->picked_source, s->picked_seat, s->picked_slot, &d))
                PROBLEM ("what was picked cannot go anywhere");
            }
          break;
        case TM_GITMO_PHASE_LAY:
          if (s->lay_card == NONE || s->decider != s->handler)
            PROBLEM ("nothing to lay");
          else
            {
              guint16 targets;

              if (!tm_gitmo_lay_targets (s, s->decider, s->lay_card, &targets))
                PROBLEM ("nowhere to lay the card");
            }
          break;
        case TM_GITMO_PHASE_SWAP:
        case TM_GITMO_PHASE_SWAP_WITH:
          if (!s->swap_pending || s->decider != s->handler)
            PROBLEM ("no swap is owed");
          if (s->phase == TM_GITMO_PHASE_SWAP_WITH &&
              (s->swap_spot == NONE || s->swap_spot / s->spots != s->decider))
            PROBLEM ("the swap has no run of the chooser");
          break;
        case TM_GITMO_PHASE_HELP:
          if (!s->help || s->helper != s->decider || s->helper == s->turn)
            PROBLEM ("nobody helps");
          break;
        case TM_GITMO_PHASE_ANSWER:
          if (!s->help || s->decider != s->turn)
            PROBLEM ("nobody answers");
          break;
        default:
          break;
        }
    }
  if (s->n_known_bottom > s->n_deck)
    PROBLEM ("more cards known under the deck than it holds");
  if (s->n_seen_top > s->n_deck || s->n_so_seen > s->n_so)
    PROBLEM ("more cards seen at the top of a pile than it holds");

#undef SEE
#undef PROBLEM
  return ok;
}
