/* tm-prisoner-play-json.c: Prisoner's moves as text and states as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The formats are described in docs/play-format.md.  A map cell is
 * written as its column and row counted from the Green Dome, each from
 * -3 to 3, such as `place:1,-2`.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-json-private.h"
#include "tm-play-util.h"

#include "tm-prisoner-play-private.h"

/* The name a saved state's errors give it */
#define GAME "Prisoner"

#define BIT PRISONER_BIT
#define NOBODY TM_PRISONER_NOBODY
#define NONE TM_PRISONER_NONE
#define HALF (TM_PRISONER_MAP_SIDE / 2)

static const char *phase_names[] = {
  "draw", "village", "place", "step", "play", "surveil", "over",
};
static const char *result_names[] = { "none", "escape", "plot" };
static const char *end_names[] = { "butler", "curfew", "empty" };

/* Moves as text */

static gsize
cell_to_string (const char *verb,
                guint       cell,
                char       *buf,
                gsize       len)
{
  return (gsize) g_snprintf (buf, len, "%s:%d,%d", verb,
                             (int) (cell % TM_PRISONER_MAP_SIDE) - HALF,
                             (int) (cell / TM_PRISONER_MAP_SIDE) - HALF);
}

static gboolean
cell_from_string (const char *text,
                  guint8     *cell)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  gint64 x, y;

  if (g_strv_length (parts) != 2 ||
      !g_ascii_string_to_signed (parts[0], 10, -HALF, HALF, &x, NULL) ||
      !g_ascii_string_to_signed (parts[1], 10, -HALF, HALF, &y, NULL))
    return FALSE;
  *cell = (guint8) ((y + HALF) * TM_PRISONER_MAP_SIDE + x + HALF);
  return TRUE;
}

gsize
tm_prisoner_move_to_string (const void *state,
                            TmMove      m,
                            char       *buf,
                            gsize       len)
{
  switch (m.kind)
    {
    case TM_PRISONER_MOVE_PLACE:
      return cell_to_string ("place", m.card, buf, len);
    case TM_PRISONER_MOVE_STEP:
      return cell_to_string ("step", m.card, buf, len);
    case TM_PRISONER_MOVE_STAY:
      return g_strlcpy (buf, "stay", len);
    case TM_PRISONER_MOVE_KEEP:
      return g_strlcpy (buf, "keep-seen", len);
    case TM_PRISONER_MOVE_GIVE_SIX:
      return (gsize) g_snprintf (buf, len, "give-six:%u", m.target);
    case TM_PRISONER_MOVE_SURVEIL:
    case TM_PRISONER_MOVE_DISCARD:
      if (m.card >= TM_PRISONER_N_TYPES)
        break;
      return (gsize) g_snprintf (buf, len, "%s:%s",
                                 m.kind == TM_PRISONER_MOVE_SURVEIL ? "discard-seen" : "discard",
                                 tm_prisoner_deck.ids[m.card]);
    case TM_PRISONER_MOVE_PLAY:
      if (m.card >= TM_PRISONER_N_TYPES)
        break;
      {
        char seat[8] = "";

        if (m.target != TM_MOVE_NO_TARGET)
          g_snprintf (seat, sizeof seat, ":%u", m.target);
        return (gsize) g_snprintf (buf, len, "%s%s%s%s", tm_prisoner_deck.ids[m.card],
                                   m.slot < TM_PRISONER_N_TYPES ? ":" : "",
                                   m.slot < TM_PRISONER_N_TYPES ? tm_prisoner_deck.ids[m.slot] : "",
                                   seat);
      }
    default:
      break;
    }

  return g_strlcpy (buf, "?", len);
}

gboolean
tm_prisoner_move_from_string (const void *state,
                              const char *text,
                              TmMove     *m)
{
  g_auto(GStrv) parts = NULL;
  TmMove move = { 0, NONE, TM_MOVE_NO_TARGET, NONE };
  int card;
  guint64 seat;

  if (g_str_equal (text, "stay"))
    move.kind = TM_PRISONER_MOVE_STAY;
  else if (g_str_equal (text, "keep-seen"))
    move.kind = TM_PRISONER_MOVE_KEEP;
  else if (g_str_has_prefix (text, "place:") || g_str_has_prefix (text, "step:"))
    {
      move.kind = text[1] == 'l' ? TM_PRISONER_MOVE_PLACE : TM_PRISONER_MOVE_STEP;
      if (!cell_from_string (strchr (text, ':') + 1, &move.card))
        return FALSE;
    }
  else if (g_str_has_prefix (text, "give-six:"))
    {
      if (!g_ascii_string_to_unsigned (text + strlen ("give-six:"), 10, 0,
                                       TM_PRISONER_MAX_PLAYERS - 1, &seat, NULL))
        return FALSE;
      move.kind = TM_PRISONER_MOVE_GIVE_SIX;
      move.target = (guint8) seat;
    }
  else if (g_str_has_prefix (text, "discard:") || g_str_has_prefix (text, "discard-seen:"))
    {
      card = tm_prisoner_card_from_id (strchr (text, ':') + 1);
      if (card < 0)
        return FALSE;
      move.kind = text[7] == ':' ? TM_PRISONER_MOVE_DISCARD : TM_PRISONER_MOVE_SURVEIL;
      move.card = (guint8) card;
    }
  else
    {
      parts = g_strsplit (text, ":", -1);
      if (g_strv_length (parts) > 3 || (card = tm_prisoner_card_from_id (parts[0])) < 0)
        return FALSE;
      move.kind = TM_PRISONER_MOVE_PLAY;
      move.card = (guint8) card;
      for (guint i = 1; parts[i] != NULL; i++)
        {
          int slot = tm_prisoner_card_from_id (parts[i]);

          if (slot >= 0 && i == 1 && move.slot == NONE)
            move.slot = (guint8) slot;
          else if (g_ascii_string_to_unsigned (parts[i], 10, 0, TM_PRISONER_MAX_PLAYERS - 1,
                                               &seat, NULL) &&
                   move.target == TM_MOVE_NO_TARGET)
            move.target = (guint8) seat;
          else
            return FALSE;
        }
    }

  *m = move;
  return TRUE;
}

/* States as JSON */

static JsonArray *
cards_to_array (const guint8 *counts)
{
  JsonArray *array = json_array_new ();

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    for (guint k = 0; k < counts[c]; k++)
      json_array_add_string_element (array, tm_prisoner_deck.ids[c]);
  return array;
}

static JsonArray *
card_list_to_array (const guint8 *cards,
                    guint         n,
                    gboolean      places)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    {
      /* An empty map cell, or a card an observer did not see. */
      if (cards[i] == TM_PRISONER_UNKNOWN || cards[i] == NONE)
        json_array_add_null_element (array);
      else
        json_array_add_string_element (array, places ? tm_prisoner_deck.place_ids[cards[i]]
                                                     : tm_prisoner_deck.ids[cards[i]]);
    }
  return array;
}

static void
set_seat (JsonObject *o,
          const char *field,
          guint       seat)
{
  json_object_set_int_member (o, field, seat == NOBODY ? -1 : (gint64) seat);
}

static JsonArray *
seats_to_array (const guint8 *seats,
                guint         n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, seats[i] == NOBODY ? -1 : seats[i]);
  return array;
}

static JsonArray *
in_play_to_array (const guint8 *owners,
                  guint         first,
                  guint         n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    if (owners[i] != NOBODY)
      {
        JsonObject *entry = json_object_new ();

        json_object_set_string_member (entry, "card", tm_prisoner_deck.ids[first + i]);
        json_object_set_int_member (entry, "owner", owners[i]);
        json_array_add_object_element (array, entry);
      }
  return array;
}

JsonNode *
tm_prisoner_to_json (const void *state)
{
  const TmPrisonerState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *known = json_array_new ();
  JsonArray *village_up = json_array_new ();
  JsonObject *last = json_object_new ();
  gboolean full = s->observer == NOBODY;
  JsonArray *totals = json_array_new (), *points = json_array_new (), *winners = json_array_new ();
  JsonNode *node;

  if (!full)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_int_member (o, "hand_number", s->hand_number);
  json_object_set_int_member (o, "dealer", s->dealer);
  json_object_set_int_member (o, "turn", s->turn);
  json_object_set_string_member (o, "phase", phase_names[s->phase]);
  json_object_set_int_member (o, "current", tm_prisoner_decider (s));
  json_object_set_int_member (o, "moves_in_hand", s->moves_in_hand);
  set_seat (o, "number_two", s->number_two);
  set_seat (o, "number_six", s->number_six);
  json_object_set_boolean_member (o, "give_six", s->gift);
  set_seat (o, "pulsator_by", s->pulsator_by);
  set_seat (o, "pulsator_on", s->pulsator_on);
  json_object_set_boolean_member (o, "reshuffled", s->reshuffled);
  if (s->placing != NONE)
    json_object_set_string_member (o, "placing", tm_prisoner_deck.place_ids[s->placing]);
  else
    json_object_set_null_member (o, "placing");
  set_seat (o, "surveil_by", s->surveil_by);
  set_seat (o, "surveil_on", s->surveil_on);
  json_object_set_array_member (o, "seen", card_list_to_array (s->seen, s->n_seen, FALSE));

  for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
    if (s->village_up & BIT (v))
      json_array_add_string_element (village_up, tm_prisoner_deck.place_ids[v]);
  json_object_set_array_member (o, "village_up", village_up);
  json_object_set_int_member (o, "village_count", s->n_village);
  if (full)
    json_object_set_array_member (o, "village", card_list_to_array (s->village, s->n_village, TRUE));
  if (s->movement)
    {
      json_object_set_array_member (o, "map", card_list_to_array (s->map, TM_PRISONER_MAP_CELLS, TRUE));
      json_object_set_array_member (o, "pawns", seats_to_array (s->pawn, s->n_players));
    }

  json_object_set_int_member (o, "draw_count", s->n_draw);
  if (full)
    json_object_set_array_member (o, "draw", card_list_to_array (s->draw, s->n_draw, FALSE));
  json_object_set_array_member (o, "discard", cards_to_array (s->discard));
  json_object_set_array_member (o, "escapes_in_play",
                                in_play_to_array (s->escape_owner, TM_PRISONER_FIRST_ESCAPE,
                                                  TM_PRISONER_N_ESCAPES));
  json_object_set_array_member (o, "plots_in_play",
                                in_play_to_array (s->plot_owner, TM_PRISONER_FIRST_PLOT,
                                                  TM_PRISONER_N_PLOTS));

  for (guint p = 0; p < s->n_players; p++)
    {
      JsonObject *hand = json_object_new ();
      JsonArray *by = json_array_new ();

      json_object_set_int_member (hand, "count", s->hand_size[p]);
      if (full || p == s->observer)
        json_object_set_array_member (hand, "cards", cards_to_array (s->hand[p]));
      json_array_add_object_element (hands, hand);
      for (guint q = 0; q < s->n_players; q++)
        json_array_add_array_element (by, cards_to_array (s->known[p][q]));
      json_array_add_array_element (known, by);
      json_array_add_int_element (totals, s->totals[p]);
      json_array_add_int_element (points, s->hand_points[p]);
      if (s->winners & BIT (p))
        json_array_add_int_element (winners, p);
    }
  json_object_set_array_member (o, "hands", hands);
  json_object_set_array_member (o, "known", known);
  json_object_set_array_member (o, "totals", totals);
  json_object_set_array_member (o, "hand_points", points);

  json_object_set_string_member (last, "result", result_names[s->last_result]);
  json_object_set_string_member (last, "end", end_names[s->last_end]);
  set_seat (last, "winner", s->last_winner);
  set_seat (last, "number_two", s->last_two);
  set_seat (last, "number_six", s->last_six);
  set_seat (last, "number_one", s->last_one);
  json_object_set_array_member (last, "plots_held", seats_to_array (s->last_plots_held, s->n_players));
  json_object_set_array_member (last, "escapes_held",
                                seats_to_array (s->last_escapes_held, s->n_players));
  json_object_set_object_member (o, "last_hand", last);

  json_object_set_boolean_member (o, "game_over", s->game_over);
  json_object_set_array_member (o, "winners", winners);
  if (full)
    {
      json_object_set_array_member (o, "rng", tm_play_rng_to_json (&s->rng));
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

/* Reading a full state back */

static gboolean
read_seat (JsonObject  *o,
           const char  *field,
           guint        n_players,
           guint8      *out,
           GError     **error)
{
  int value;

  if (!tm_play_read_int (o, GAME, field, -1, n_players - 1, &value, error))
    return FALSE;
  *out = value < 0 ? NOBODY : value;
  return TRUE;
}

static gboolean
read_name (JsonObject   *o,
           const char   *field,
           const char  **names,
           guint         n_names,
           guint8       *out,
           GError      **error)
{
  const char *text = tm_json_member_string (o, field);

  for (guint i = 0; i < n_names; i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return tm_play_state_error (error, GAME, field, _("an unknown name"));
}

/* A list of ids (or nulls, if @nulls) into @out; returns the length or -1. */
static int
read_list (JsonArray   *array,
           const char  *field,
           gboolean     places,
           gboolean     nulls,
           guint8      *out,
           guint        max,
           GError     **error)
{
  guint n;

  if (array == NULL || (n = json_array_get_length (array)) > max)
    {
      tm_play_state_error (error, GAME, field, _("an array of card ids is required"));
      return -1;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      int id = -1;

      if (nulls && JSON_NODE_HOLDS_NULL (node))
        {
          out[i] = NONE;
          continue;
        }
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        id = places ? tm_prisoner_place_from_id (json_node_get_string (node))
                    : tm_prisoner_card_from_id (json_node_get_string (node));
      if (id < 0)
        {
          tm_play_state_error (error, GAME, field, _("an element is not a card id of the game"));
          return -1;
        }
      out[i] = id;
    }
  return n;
}

static gboolean
read_counts (JsonArray   *array,
             const char  *field,
             guint8      *counts,
             GError     **error)
{
  guint8 cards[TM_PRISONER_MAX_CARDS];
  int n = read_list (array, field, FALSE, FALSE, cards, TM_PRISONER_MAX_CARDS, error);

  if (n < 0)
    return FALSE;
  memset (counts, 0, TM_PRISONER_N_TYPES);
  for (int i = 0; i < n; i++)
    counts[cards[i]]++;
  return TRUE;
}

static gboolean
read_seats (JsonObject  *o,
            const char  *field,
            guint        n,
            int          min,
            int          max,
            guint8      *out,
            GError     **error)
{
  gint64 values[TM_PLAY_MAX_PLAYERS];

  g_assert (n <= TM_PLAY_MAX_PLAYERS);
  if (!tm_play_read_seat_numbers (o, GAME, field, n, min, max, values, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    out[i] = values[i] < 0 ? NOBODY : (guint8) values[i];
  return TRUE;
}

static gboolean
read_in_play (JsonObject  *o,
              const char  *field,
              guint        first,
              guint        n_cards,
              guint        n_players,
              guint8      *owners,
              GError     **error)
{
  JsonArray *array = tm_json_member_array (o, field);

  memset (owners, NOBODY, n_cards);
  if (array == NULL)
    return tm_play_state_error (error, GAME, field, _("an array is required"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      int card = entry ? tm_prisoner_card_from_id (tm_json_member_string (entry, "card")) : -1;
      guint8 owner;

      if (card < (int) first || card >= (int) (first + n_cards))
        return tm_play_state_error (error, GAME, field,
                                    _("each entry needs a “card” of the right kind"));
      if (!read_seat (entry, "owner", n_players, &owner, error))
        return FALSE;
      if (owner == NOBODY || owners[card - first] != NOBODY)
        return tm_play_state_error (error, GAME, field, _("each card needs one owner"));
      owners[card - first] = owner;
    }
  return TRUE;
}

gboolean
tm_prisoner_from_json (void               *state,
                       const TmPlayConfig *config,
                       JsonObject         *o,
                       GError            **error)
{
  TmPrisonerState *s = state;
  JsonArray *hands, *known, *array;
  JsonObject *last;
  GString *problems;
  guint8 list[TM_PRISONER_MAP_CELLS];
  int value, n, len;

  tm_prisoner_init (s, config);
  n = s->n_players;

  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  if (!tm_play_read_int (o, GAME, "hand_number", 1, G_MAXUINT16, &value, error))
    return FALSE;
  s->hand_number = value;
  if (!tm_play_read_int (o, GAME, "moves_in_hand", 0, G_MAXUINT16, &value, error))
    return FALSE;
  s->moves_in_hand = value;
  if (!tm_play_read_int (o, GAME, "dealer", 0, n - 1, &value, error))
    return FALSE;
  s->dealer = value;
  if (!tm_play_read_int (o, GAME, "turn", 0, n - 1, &value, error))
    return FALSE;
  s->turn = value;
  if (!read_name (o, "phase", phase_names, G_N_ELEMENTS (phase_names), &s->phase, error))
    return FALSE;
  if (!read_seat (o, "number_two", n, &s->number_two, error) ||
      !read_seat (o, "number_six", n, &s->number_six, error) ||
      !tm_play_read_bool (o, GAME, "give_six", &s->gift, error) ||
      !read_seat (o, "pulsator_by", n, &s->pulsator_by, error) ||
      !read_seat (o, "pulsator_on", n, &s->pulsator_on, error) ||
      !tm_play_read_bool (o, GAME, "reshuffled", &s->reshuffled, error) ||
      !read_seat (o, "surveil_by", n, &s->surveil_by, error) ||
      !read_seat (o, "surveil_on", n, &s->surveil_on, error) ||
      !tm_play_read_bool (o, GAME, "game_over", &s->game_over, error))
    return FALSE;

  s->placing = NONE;
  if (json_object_has_member (o, "placing") && tm_json_member_string (o, "placing") != NULL)
    {
      if ((value = tm_prisoner_place_from_id (tm_json_member_string (o, "placing"))) < 0)
        return tm_play_state_error (error, GAME, "placing", _("a place id or null is required"));
      s->placing = value;
    }

  memset (s->seen, 0, sizeof s->seen);
  if ((len = read_list (tm_json_member_array (o, "seen"), "seen", FALSE, FALSE, s->seen, 3,
                        error)) < 0)
    return FALSE;
  s->n_seen = len;

  s->village_up = 0;
  if ((len = read_list (tm_json_member_array (o, "village_up"), "village_up", TRUE, FALSE, list,
                        TM_PRISONER_N_PLACES, error)) < 0)
    return FALSE;
  for (int i = 0; i < len; i++)
    s->village_up |= BIT (list[i]);
  memset (s->village, 0, sizeof s->village);
  if ((len = read_list (tm_json_member_array (o, "village"), "village", TRUE, FALSE, s->village,
                        TM_PRISONER_N_PLACES, error)) < 0)
    return FALSE;
  s->n_village = len;
  if (!tm_play_read_int (o, GAME, "village_count", s->n_village, s->n_village, &value, error))
    return FALSE;

  memset (s->map, NONE, sizeof s->map);
  memset (s->cell_of, NONE, sizeof s->cell_of);
  memset (s->pawn, NONE, sizeof s->pawn);
  if (s->movement)
    {
      if ((len = read_list (tm_json_member_array (o, "map"), "map", TRUE, TRUE, s->map,
                            TM_PRISONER_MAP_CELLS, error)) < 0)
        return FALSE;
      if (len != TM_PRISONER_MAP_CELLS)
        return tm_play_state_error (error, GAME, "map", _("the map has 49 spots"));
      s->laid = s->laid_under = s->laid_access = 0;
      for (guint c = 0; c < TM_PRISONER_MAP_CELLS; c++)
        if (s->map[c] != NONE)
          {
            if (s->cell_of[s->map[c]] != NONE)
              return tm_play_state_error (error, GAME, "map", _("a place is on the map twice"));
            tm_prisoner_mark_laid (s, c, s->map[c]);
          }
      if (!read_seats (o, "pawns", n, 0, TM_PRISONER_MAP_CELLS - 1, s->pawn, error))
        return FALSE;
    }

  memset (s->draw, 0, sizeof s->draw);
  if ((len = read_list (tm_json_member_array (o, "draw"), "draw", FALSE, FALSE, s->draw,
                        tm_prisoner_deck.deck_size, error)) < 0)
    return FALSE;
  s->n_draw = len;
  if (!tm_play_read_int (o, GAME, "draw_count", s->n_draw, s->n_draw, &value, error))
    return FALSE;
  if (!read_counts (tm_json_member_array (o, "discard"), "discard", s->discard, error))
    return FALSE;
  if (!read_in_play (o, "escapes_in_play", TM_PRISONER_FIRST_ESCAPE, TM_PRISONER_N_ESCAPES, n,
                     s->escape_owner, error) ||
      !read_in_play (o, "plots_in_play", TM_PRISONER_FIRST_PLOT, TM_PRISONER_N_PLOTS, n,
                     s->plot_owner, error))
    return FALSE;

  hands = tm_json_member_array (o, "hands");
  known = tm_json_member_array (o, "known");
  if (hands == NULL || json_array_get_length (hands) != (guint) n)
    return tm_play_state_error (error, GAME, "hands",
                                _("an array with a hand per seat is required"));
  if (known == NULL || json_array_get_length (known) != (guint) n)
    return tm_play_state_error (error, GAME, "known",
                                _("an array with a list per seat is required"));
  memset (s->hand, 0, sizeof s->hand);
  memset (s->known, 0, sizeof s->known);
  for (guint p = 0; p < (guint) n; p++)
    {
      JsonNode *node = json_array_get_element (hands, p);
      JsonObject *hand = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonNode *by = json_array_get_element (known, p);

      if (hand == NULL)
        return tm_play_state_error (error, GAME, "hands", _("each hand needs its “cards”"));
      if (!read_counts (tm_json_member_array (hand, "cards"), "hands", s->hand[p], error))
        return FALSE;
      s->hand_size[p] = 0;
      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        s->hand_size[p] += s->hand[p][c];
      if (!tm_play_read_int (hand, GAME, "count", s->hand_size[p], s->hand_size[p], &value, error))
        return FALSE;

      if (!JSON_NODE_HOLDS_ARRAY (by) || json_array_get_length (json_node_get_array (by)) != (guint) n)
        return tm_play_state_error (error, GAME, "known",
                                    _("an array with a list per seat is required"));
      for (guint q = 0; q < (guint) n; q++)
        {
          JsonNode *cards = json_array_get_element (json_node_get_array (by), q);

          if (!JSON_NODE_HOLDS_ARRAY (cards))
            return tm_play_state_error (error, GAME, "known",
                                        _("each entry is a list of card ids"));
          if (!read_counts (json_node_get_array (cards), "known", s->known[p][q], error))
            return FALSE;
        }
    }

  if (!tm_play_read_points (o, GAME, "totals", n, s->totals, error) ||
      !tm_play_read_points (o, GAME, "hand_points", n, s->hand_points, error))
    return FALSE;

  last = tm_json_member_object (o, "last_hand");
  if (last == NULL)
    return tm_play_state_error (error, GAME, "last_hand", _("an object is required"));
  if (!read_name (last, "result", result_names, G_N_ELEMENTS (result_names), &s->last_result,
                  error) ||
      !read_name (last, "end", end_names, G_N_ELEMENTS (end_names), &s->last_end, error) ||
      !read_seat (last, "winner", n, &s->last_winner, error) ||
      !read_seat (last, "number_two", n, &s->last_two, error) ||
      !read_seat (last, "number_six", n, &s->last_six, error) ||
      !read_seat (last, "number_one", n, &s->last_one, error) ||
      !read_seats (last, "plots_held", n, 0, TM_PRISONER_N_PLOTS, s->last_plots_held, error) ||
      !read_seats (last, "escapes_held", n, 0, TM_PRISONER_N_ESCAPES, s->last_escapes_held,
                   error))
    return FALSE;

  array = tm_json_member_array (o, "winners");
  if (array == NULL)
    return tm_play_state_error (error, GAME, "winners", _("an array of seats is required"));
  s->winners = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) >= n)
        return tm_play_state_error (error, GAME, "winners", _("an element is not a seat"));
      s->winners |= BIT (json_node_get_int (node));
    }

  if (!tm_play_read_rng (o, GAME, &s->rng, error))
    return FALSE;

  /* Between the automatic steps of a turn only Number 2's gift of Number
   * Six can be waiting. */
  if (!s->gift && (s->phase == TM_PRISONER_PHASE_DRAW || s->phase == TM_PRISONER_PHASE_VILLAGE))
    return tm_play_state_error (error, GAME, "phase", _("a saved state waits for a decision"));
  if (s->game_over != (s->phase == TM_PRISONER_PHASE_OVER))
    return tm_play_state_error (error, GAME, "game_over",
                                _("only a finished game waits for nothing"));
  if (!tm_play_read_int (o, GAME, "current", -1, n - 1, &value, error))
    return FALSE;
  if (value != tm_prisoner_decider (s))
    return tm_play_state_error (error, GAME, "current", _("it is not that player's decision"));

  problems = g_string_new (NULL);
  if (!tm_prisoner_check_invariants (s, problems))
    {
      g_autofree char *text = g_string_free (problems, FALSE);

      g_strchomp (text);
      return tm_play_state_error (error, GAME, "hands", text);
    }
  g_string_free (problems, TRUE);
  return TRUE;
}

static void
problem (GString    *problems,
         gboolean   *ok,
         const char *format,
         ...) G_GNUC_PRINTF (3, 4);

static void
problem (GString    *problems,
         gboolean   *ok,
         const char *format,
         ...)
{
  va_list args;

  va_start (args, format);
  g_string_append_vprintf (problems, format, args);
  va_end (args);
  g_string_append_c (problems, '\n');
  *ok = FALSE;
}

gboolean
tm_prisoner_check_invariants (const void *state,
                              GString    *problems)
{
  const TmPrisonerState *s = state;
  guint total[TM_PRISONER_N_TYPES] = { 0 };
  guint32 places = 0;
  gboolean ok = TRUE;

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    total[c] += s->discard[c];
  for (guint i = 0; i < TM_PRISONER_MAX_CARDS; i++)
    {
      if (i < s->n_draw)
        {
          if (s->draw[i] >= TM_PRISONER_N_TYPES)
            problem (problems, &ok, "unknown card in the draw pile");
          else
            total[s->draw[i]]++;
        }
      else if (s->draw[i] != 0)
        problem (problems, &ok, "stale draw pile entry %u", i);
    }
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
    if (s->escape_owner[i] != NOBODY)
      {
        total[TM_PRISONER_FIRST_ESCAPE + i]++;
        if (s->escape_owner[i] >= s->n_players || s->escape_owner[i] == s->number_two)
          problem (problems, &ok, "escape %u in front of seat %u", i, s->escape_owner[i]);
      }
  for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
    if (s->plot_owner[i] != NOBODY)
      {
        total[TM_PRISONER_FIRST_PLOT + i]++;
        if (s->plot_owner[i] != s->number_two)
          problem (problems, &ok, "plot %u in front of seat %u, not Number 2", i, s->plot_owner[i]);
      }
  total[TM_PRISONER_NUMBER_TWO] += s->number_two != NOBODY;
  total[TM_PRISONER_NUMBER_SIX] += s->number_six != NOBODY;
  if (s->number_two != NOBODY && s->number_two == s->number_six)
    problem (problems, &ok, "seat %u is Number 2 and Number 6", s->number_two);

  for (guint p = 0; p < TM_PRISONER_MAX_PLAYERS; p++)
    {
      guint size = 0;

      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        {
          size += s->hand[p][c];
          total[c] += s->hand[p][c];
          for (guint v = 0; v < TM_PRISONER_MAX_PLAYERS; v++)
            if (s->known[v][p][c] > s->hand[p][c] || (v == p && s->known[v][p][c] > 0))
              problem (problems, &ok, "seat %u knows of %u %s in seat %u's hand of %u", v,
                       s->known[v][p][c], tm_prisoner_deck.ids[c], p, s->hand[p][c]);
        }
      if (size != s->hand_size[p])
        problem (problems, &ok, "seat %u holds %u cards, not %u", p, size, s->hand_size[p]);
      if (p >= s->n_players && size != 0)
        problem (problems, &ok, "empty seat %u holds cards", p);
      if (s->movement && p < s->n_players &&
          (s->pawn[p] >= TM_PRISONER_MAP_CELLS || s->map[s->pawn[p]] == NONE))
        problem (problems, &ok, "seat %u's pawn is not on a laid card", p);
    }
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    if (total[c] != tm_prisoner_deck.counts[c])
      problem (problems, &ok, "%u of %s instead of %u", total[c], tm_prisoner_deck.ids[c],
               tm_prisoner_deck.counts[c]);

  /* Every Village card is face down, being laid, or face up, once. */
  for (guint i = 0; i < TM_PRISONER_N_PLACES; i++)
    {
      if (i >= s->n_village)
        {
          if (s->village[i] != 0)
            problem (problems, &ok, "stale Village deck entry %u", i);
          continue;
        }
      if (s->village[i] >= TM_PRISONER_N_PLACES || (places & BIT (s->village[i])))
        problem (problems, &ok, "Village deck entry %u is wrong", i);
      else
        places |= BIT (s->village[i]);
    }
  if (s->placing != NONE)
    {
      if (s->placing >= TM_PRISONER_N_PLACES || (places & BIT (s->placing)) ||
          s->phase != TM_PRISONER_PHASE_PLACE)
        problem (problems, &ok, "the place being laid is wrong");
      else
        places |= BIT (s->placing);
    }
  else if (s->phase == TM_PRISONER_PHASE_PLACE && !s->gift)
    problem (problems, &ok, "nothing to lay");
  if (places & s->village_up)
    problem (problems, &ok, "a Village card is face up and face down");
  if ((places | s->village_up) != (1u << TM_PRISONER_N_PLACES) - 1)
    problem (problems, &ok, "a Village card is missing");
  if (s->movement)
    for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
      {
        gboolean up = (s->village_up & BIT (v)) != 0;

        if (up != (s->cell_of[v] != NONE) ||
            (s->cell_of[v] != NONE && s->map[s->cell_of[v]] != v))
          problem (problems, &ok, "%s is face up but not on the map, or the reverse",
                   tm_prisoner_deck.place_ids[v]);
      }

  {
    guint64 laid = 0, under = 0, access = 0;

    for (guint c = 0; c < TM_PRISONER_MAP_CELLS; c++)
      if (s->map[c] != NONE)
        {
          laid |= tm_prisoner_cell_bit (c);
          if (tm_prisoner_is_underground (s->map[c]))
            under |= tm_prisoner_cell_bit (c);
          if (tm_prisoner_is_access (s->map[c]))
            access |= tm_prisoner_cell_bit (c);
        }
    if (laid != s->laid || under != s->laid_under || access != s->laid_access)
      problem (problems, &ok, "the map's cell sets do not match the map");
  }

  if (s->n_seen > 0)
    {
      guint8 seen[TM_PRISONER_N_TYPES] = { 0 };

      if (s->phase != TM_PRISONER_PHASE_SURVEIL || s->surveil_on >= s->n_players)
        problem (problems, &ok, "cards seen outside Surveillance");
      else
        for (guint i = 0; i < s->n_seen; i++)
          if (s->seen[i] >= TM_PRISONER_N_TYPES ||
              ++seen[s->seen[i]] > s->hand[s->surveil_on][s->seen[i]] ||
              (i > 0 && s->seen[i] < s->seen[i - 1]))
            problem (problems, &ok, "seen card %u is not in the hand", i);
    }
  else if (s->phase == TM_PRISONER_PHASE_SURVEIL)
    problem (problems, &ok, "Surveillance saw nothing");

  if (s->gift && (s->number_two == NOBODY || s->hand[s->number_two][TM_PRISONER_NUMBER_SIX] == 0))
    problem (problems, &ok, "a gift of Number Six is pending without reason");
  if ((s->pulsator_on == NOBODY) != (s->pulsator_by == NOBODY) ||
      (s->pulsator_on != NOBODY && s->pulsator_on == s->pulsator_by))
    problem (problems, &ok, "the Pulsator is half set");
  return ok;
}
