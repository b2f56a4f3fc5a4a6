/* tm-escaped-play-json.c: Escaped's moves as text, states as JSON, and
 * the finished game for the scorer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-json-private.h"
#include "tm-play-util.h"

#include "tm-escaped-play-private.h"

#define BIT(i) (1u << (i))

#define GAME "Escaped"

static int
card_from_id (const char *id)
{
  const TmEscapedCards *cards = tm_escaped_cards ();

  for (int c = 0; c < cards->n_cards; c++)
    if (g_strcmp0 (id, cards->ids[c]) == 0)
      return c;
  return -1;
}

/* A wrong accusation made in private is shown to its accuser only; the
 * others' view of it is `accuse:?`. */
static gboolean
accusation_hidden (const TmEscapedState *s,
                   TmMove                m)
{
  return s->observer != TM_ESCAPED_NONE && !s->aloud && m.target != s->observer &&
         !(s->game_over && s->winner == m.target && s->accused[m.target] == m.card &&
           s->card_of[TM_ESCAPED_MIDDLE] == m.card);
}

gsize
_tm_escaped_move_to_string (const void *state,
                            TmMove      m,
                            char       *buf,
                            gsize       len)
{
  const TmEscapedState *s = state;
  const TmEscapedCards *cards = tm_escaped_cards ();

  switch (m.kind)
    {
    case TM_ESCAPED_MOVE_TAKE:
      return (gsize) g_snprintf (buf, len, "take:%u:%u:%u", m.target, m.slot, m.card);
    case TM_ESCAPED_MOVE_ACCUSE:
      if (accusation_hidden (s, m) || m.card >= cards->n_cards)
        return g_strlcpy (buf, "accuse:?", len);
      return (gsize) g_snprintf (buf, len, "accuse:%s", cards->ids[m.card]);
    default:
      return g_strlcpy (buf, "?", len);
    }
}

gboolean
_tm_escaped_move_from_string (const void *state,
                              const char *text,
                              TmMove     *m)
{
  const TmEscapedState *s = state;
  guint64 v[3];
  int card;

  if (g_str_has_prefix (text, "accuse:"))
    {
      if ((card = card_from_id (text + 7)) < 0)
        return FALSE;
      *m = (TmMove) { TM_ESCAPED_MOVE_ACCUSE, card, s->current, 0 };
      return TRUE;
    }
  if (g_str_has_prefix (text, "take:"))
    {
      g_auto(GStrv) parts = g_strsplit (text + 5, ":", -1);

      if (g_strv_length (parts) != 3)
        return FALSE;
      for (guint i = 0; i < 3; i++)
        if (!g_ascii_string_to_unsigned (parts[i], 10, 0, 254, &v[i], NULL))
          return FALSE;
      *m = (TmMove) { TM_ESCAPED_MOVE_TAKE, v[2], v[0], v[1] };
      return TRUE;
    }
  return FALSE;
}

static void
add_card (JsonArray *array,
          guint8     card)
{
  const TmEscapedCards *cards = tm_escaped_cards ();

  if (card == TM_ESCAPED_UNKNOWN)
    json_array_add_string_element (array, "?");
  else
    json_array_add_string_element (array, cards->ids[card]);
}

JsonNode *
_tm_escaped_to_json (const void *state)
{
  const TmEscapedState *s = state;
  const TmEscapedCards *cards = tm_escaped_cards ();
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *tokens = json_array_new ();
  JsonArray *seats = json_array_new ();
  JsonArray *cleared = json_array_new ();
  JsonNode *node;

  if (s->observer != TM_ESCAPED_NONE)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_int_member (o, "turn", s->turn);
  json_object_set_int_member (o, "current", s->game_over ? -1 : s->current);
  json_object_set_int_member (o, "first", s->first);
  for (guint t = 0; t < s->n_cards; t++)
    add_card (tokens, s->card_of[t]);
  json_object_set_array_member (o, "cards", tokens);

  for (guint p = 0; p < s->n_players; p++)
    {
      JsonObject *seat = json_object_new ();
      JsonArray *rows = json_array_new ();
      JsonArray *seen = json_array_new ();
      JsonArray *seen_turns = json_array_new ();

      for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
        {
          JsonArray *row = json_array_new ();

          for (guint i = 0; i < s->n_row[p][r]; i++)
            json_array_add_int_element (row, s->rows[p][r][i]);
          json_array_add_array_element (rows, row);
        }
      json_object_set_array_member (seat, "rows", rows);
      for (guint t = 0; t < s->n_cards; t++)
        {
          if (s->seen[p] & BIT (t))
            json_array_add_int_element (seen, t);
          json_array_add_int_element (seen_turns, s->seen_turn[p][t]);
        }
      json_object_set_array_member (seat, "seen", seen);
      json_object_set_array_member (seat, "seen_turns", seen_turns);
      json_object_set_int_member (seat, "takes", s->takes[p]);
      if (s->took[p] == TM_ESCAPED_NONE)
        json_object_set_null_member (seat, "took");
      else
        json_object_set_int_member (seat, "took", s->took[p]);
      json_object_set_boolean_member (seat, "out", (s->out & BIT (p)) != 0);
      if (s->accused[p] == TM_ESCAPED_NONE)
        json_object_set_null_member (seat, "accused");
      else if (s->accused[p] == TM_ESCAPED_UNKNOWN)
        json_object_set_string_member (seat, "accused", "?");
      else
        json_object_set_string_member (seat, "accused", cards->ids[s->accused[p]]);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (o, "seats", seats);

  for (guint c = 0; c < s->n_cards; c++)
    if (s->cleared & BIT (c))
      json_array_add_string_element (cleared, cards->ids[c]);
  json_object_set_array_member (o, "cleared", cleared);

  if (s->last_taker != TM_ESCAPED_NONE)
    {
      JsonObject *last = json_object_new ();

      json_object_set_int_member (last, "seat", s->last_taker);
      json_object_set_int_member (last, "from", s->last_from);
      json_object_set_int_member (last, "token", s->last_token);
      json_object_set_object_member (o, "last_take", last);
    }
  else
    json_object_set_null_member (o, "last_take");
  json_object_set_boolean_member (o, "game_over", s->game_over);
  json_object_set_int_member (o, "winner", s->winner == TM_ESCAPED_NONE ? -1 : s->winner);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

static gboolean
read_seat (TmEscapedState  *s,
           guint            p,
           JsonObject      *seat,
           GError         **error)
{
  JsonArray *rows = tm_json_member_array (seat, "rows");
  const char *accused;
  int takes = 0;

  if (rows == NULL || json_array_get_length (rows) != TM_ESCAPED_ROWS)
    return tm_play_state_error (error, GAME, "rows", _("two rows of cards are required"));
  for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
    {
      JsonNode *node = json_array_get_element (rows, r);
      guint n = 0;

      if (!tm_play_read_int_array (JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL,
                                   GAME, "rows", s->n_cards - 1, s->n_cards - 1, s->rows[p][r],
                                   NULL, &n, error))
        return FALSE;
      s->n_row[p][r] = n;
    }

  if (json_object_has_member (seat, "seen"))
    {
      guint8 seen[TM_ESCAPED_MAX_CARDS];
      guint n = 0;

      if (!tm_play_read_int_array (tm_json_member_array (seat, "seen"), GAME, "seen", s->n_cards,
                                   s->n_cards - 1, seen, NULL, &n, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        s->seen[p] |= BIT (seen[i]);
    }
  else
    for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
      for (guint i = 0; i < s->n_row[p][r]; i++)
        s->seen[p] |= BIT (s->rows[p][r][i]);
  if (json_object_has_member (seat, "seen_turns") &&
      !tm_play_read_int_array (tm_json_member_array (seat, "seen_turns"), GAME, "seen_turns",
                               s->n_cards, s->turn, NULL, s->seen_turn[p], NULL, error))
    return FALSE;

  if (!tm_play_read_optional_int (seat, GAME, "takes", 0, TM_ESCAPED_TAKE_LIMIT,
                                  takes, &takes, error))
    return FALSE;
  s->takes[p] = takes;
  if (!json_object_has_member (seat, "took"))
    {
      /* Saved before seats kept their last take: the card it looked at
       * last of those it was not dealt. */
      guint when = 0;

      for (guint t = 1; t < s->n_cards && takes > 0; t++)
        if ((s->seen[p] & BIT (t)) && (t - 1) % s->n_players != p && s->seen_turn[p][t] >= when)
          {
            when = s->seen_turn[p][t];
            s->took[p] = t;
          }
    }
  else if (!json_object_get_null_member (seat, "took"))
    {
      int token = -1;

      if (!tm_play_read_optional_int (seat, GAME, "took", 1, s->n_cards - 1, token, &token,
                                      error))
        return FALSE;
      s->took[p] = token;
    }
  if ((s->took[p] == TM_ESCAPED_NONE) != (takes == 0) ||
      (s->took[p] != TM_ESCAPED_NONE && (s->seen[p] & BIT (s->took[p])) == 0))
    return tm_play_state_error (error, GAME, "took",
                                _("the last card the seat took, or null if it took none, "
                                                 "is required"));
  if (json_object_get_boolean_member_with_default (seat, "out", FALSE))
    s->out |= BIT (p);

  accused = json_object_has_member (seat, "accused") &&
            !json_object_get_null_member (seat, "accused")
            ? tm_json_member_string (seat, "accused") : NULL;
  if (accused != NULL)
    {
      int card = card_from_id (accused);

      if (card < 0)
        return tm_play_state_error (error, GAME, "accused", _("a Traitor card's id is required"));
      s->accused[p] = card;
    }
  else if (json_object_has_member (seat, "accused") &&
           !json_object_get_null_member (seat, "accused"))
    return tm_play_state_error (error, GAME, "accused",
                                _("a Traitor card's id or null is required"));
  return TRUE;
}

gboolean
_tm_escaped_from_json (void               *state,
                       const TmPlayConfig *config,
                       JsonObject         *o,
                       GError            **error)
{
  TmEscapedState *s = state;
  g_autoptr(GString) problems = g_string_new (NULL);
  JsonArray *tokens, *seats, *cleared;
  guint32 cards_seen = 0;
  int value;

  _tm_escaped_init (s, config);
  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  value = 0;
  if (!tm_play_read_optional_int (o, GAME, "turn", 0, G_MAXUINT16,
                                  value, &value, error))
    return FALSE;
  s->turn = value;
  s->game_over = json_object_get_boolean_member_with_default (o, "game_over", FALSE);
  value = s->first;
  if (!tm_play_read_optional_int (o, GAME, "first", 0, s->n_players - 1,
                                  value, &value, error))
    return FALSE;
  s->first = value;
  value = s->game_over ? -1 : s->first;
  if (!tm_play_read_optional_int (o, GAME, "current", s->game_over ? -1 : 0,
                                  s->game_over ? -1 : s->n_players - 1, value, &value, error))
    return FALSE;
  s->current = s->game_over ? 0 : value;
  value = -1;
  if (!tm_play_read_optional_int (o, GAME, "winner", -1, s->n_players - 1,
                                  value, &value, error))
    return FALSE;
  s->winner = value < 0 ? TM_ESCAPED_NONE : value;

  tokens = tm_json_member_array (o, "cards");
  if (tokens == NULL || json_array_get_length (tokens) != s->n_cards)
    return tm_play_state_error (error, GAME, "cards",
                                _("a card is required for each card in play, the one "
                                                  "set aside first"));
  for (guint t = 0; t < s->n_cards; t++)
    {
      JsonNode *node = json_array_get_element (tokens, t);
      int card = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                 ? card_from_id (json_node_get_string (node)) : -1;

      if (card < 0 || (cards_seen & BIT (card)))
        return tm_play_state_error (error, GAME, "cards",
                                    _("every Traitor card must be named exactly once"));
      cards_seen |= BIT (card);
      s->card_of[t] = card;
    }

  seats = tm_json_member_array (o, "seats");
  if (seats == NULL || json_array_get_length (seats) != s->n_players)
    return tm_play_state_error (error, GAME, "seats", _("an object per seat is required"));
  memset (s->n_row, 0, sizeof s->n_row);
  memset (s->rows, 0, sizeof s->rows);
  memset (s->seen, 0, sizeof s->seen);
  memset (s->accused, TM_ESCAPED_NONE, sizeof s->accused);
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *node = json_array_get_element (seats, p);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return tm_play_state_error (error, GAME, "seats", _("an object per seat is required"));
      if (!read_seat (s, p, json_node_get_object (node), error))
        return FALSE;
    }

  cleared = tm_json_member_array (o, "cleared");
  if (cleared != NULL)
    for (guint i = 0; i < json_array_get_length (cleared); i++)
      {
        JsonNode *node = json_array_get_element (cleared, i);
        int card = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                   ? card_from_id (json_node_get_string (node)) : -1;

        if (card < 0)
          return tm_play_state_error (error, GAME, "cleared",
                                      _("an element is not a Traitor card"));
        s->cleared |= BIT (card);
      }

  if (json_object_has_member (o, "last_take") && !json_object_get_null_member (o, "last_take"))
    {
      JsonObject *last = tm_json_member_object (o, "last_take");
      int seat = -1, from = -1, token = -1;

      if (last == NULL ||
          !tm_play_read_optional_int (last, GAME, "seat", 0, s->n_players - 1,
                                      seat, &seat, error) ||
          !tm_play_read_optional_int (last, GAME, "from", 0, s->n_players - 1,
                                      from, &from, error) ||
          !tm_play_read_optional_int (last, GAME, "token", 1, s->n_cards - 1,
                                      token, &token, error) || seat < 0 || from < 0 ||
          token < 0)
        return tm_play_state_error (error, GAME, "last_take",
                                    _("the seat, the seat taken from and the card "
                                                          "are required"));
      s->last_taker = seat;
      s->last_from = from;
      s->last_token = token;
    }

  if (s->game_over && s->winner != TM_ESCAPED_NONE &&
      s->accused[s->winner] != s->card_of[TM_ESCAPED_MIDDLE] &&
      (s->must_name || _tm_escaped_n_in (s) != 1))
    return tm_play_state_error (error, GAME, "winner",
                                _("the winner neither named the prisoner nor is the "
                                                   "last player left"));
  if (!_tm_escaped_check_invariants (s, problems))
    {
      g_strchomp (problems->str);
      return tm_play_state_error (error, GAME, "seats", problems->str);
    }
  return TRUE;
}

/* The game is one hand: at its end, in the terms of the game's scorer
 * (tm-escaped-score.c), who named the prisoner and who is out. */
gboolean
_tm_escaped_finished_hand (const void       *before,
                           TmMove            m,
                           const void       *after,
                           TmPlayHandRecord *hand)
{
  const TmEscapedState *b = before, *a = after;
  g_auto(GVariantDict) outcome = G_VARIANT_DICT_INIT (NULL);
  g_auto(GVariantBuilder) out = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("ax"));

  if (b->game_over || !a->game_over)
    return FALSE;

  hand->number = 1;
  hand->dealer = a->n_players - 1;
  hand->took_hand = 0;
  if (a->winner != TM_ESCAPED_NONE)
    hand->took_hand = BIT (a->winner);
  _tm_escaped_scores (a, hand->points);

  if (a->winner != TM_ESCAPED_NONE && a->accused[a->winner] == a->card_of[TM_ESCAPED_MIDDLE])
    g_variant_dict_insert (&outcome, "named_by", "x", (gint64) a->winner);
  for (guint p = 0; p < a->n_players; p++)
    if (a->out & BIT (p))
      g_variant_builder_add (&out, "x", (gint64) p);
  g_variant_dict_insert_value (&outcome, "out", g_variant_builder_end (&out));
  hand->outcome = g_variant_ref_sink (g_variant_dict_end (&outcome));

  for (guint p = 0; p < a->n_players; p++)
    {
      g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);

      hand->entries[p] = g_variant_ref_sink (g_variant_dict_end (&entry));
    }
  return TRUE;
}
