/* tm-captured-play-json.c: Captured's moves as text and states as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text of a move is what tablemate-cli and saved games use; a state's
 * JSON is a saved state's, read back with every card of the game placed
 * exactly once and checked for the invariants play keeps.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-json-private.h"
#include "tm-play-util.h"

#include "tm-captured-play-private.h"

#define GAME "Captured"

/* ------------------------------------------------------------------------
 * Text and JSON
 */

gsize
tm_captured_move_to_string (const void *state,
                            TmMove      m,
                            char       *buf,
                            gsize       len)
{
  switch (m.kind)
    {
    case TM_CAPTURED_MOVE_IDENTITY:
      return (gsize) g_snprintf (buf, len, "identity:%s",
                                 m.card < cards.n_patriots ? cards.patriot_ids[m.card] : "?");
    case TM_CAPTURED_MOVE_TURN:
      return g_strlcpy (buf, "turn", len);
    case TM_CAPTURED_MOVE_STEAL:
      return (gsize) g_snprintf (buf, len, "steal:%s",
                                 m.card < cards.n_cards ? cards.card_ids[m.card] : "?");
    case TM_CAPTURED_MOVE_PASS:
      return g_strlcpy (buf, "pass", len);
    default:
      return g_strlcpy (buf, "?", len);
    }
}

static int
card_from_id (const char *id)
{
  for (guint c = 0; id != NULL && c < cards.n_cards; c++)
    if (g_str_equal (cards.ids[c], id))
      return c;
  return -1;
}

static int
patriot_from_id (const char *id)
{
  for (guint k = 0; id != NULL && k < cards.n_patriots; k++)
    if (g_str_equal (cards.patriot_ids[k], id))
      return k;
  return -1;
}

gboolean
tm_captured_move_from_string (const void *state,
                              const char *text,
                              TmMove     *m)
{
  TmMove move = { 0, 0, TM_MOVE_NO_TARGET, 0 };
  int c;

  if (g_str_equal (text, "turn"))
    move.kind = TM_CAPTURED_MOVE_TURN;
  else if (g_str_equal (text, "pass"))
    move.kind = TM_CAPTURED_MOVE_PASS;
  else if (g_str_has_prefix (text, "identity:") && (c = patriot_from_id (text + 9)) >= 0)
    {
      move.kind = TM_CAPTURED_MOVE_IDENTITY;
      move.card = c;
    }
  else if (g_str_has_prefix (text, "steal:") && (c = card_from_id (text + 6)) >= 0 &&
           cards.type[c] == c)
    {
      move.kind = TM_CAPTURED_MOVE_STEAL;
      move.card = c;
    }
  else
    return FALSE;

  *m = move;
  return TRUE;
}

static const char * const stage_names[] = { "identity", "move", "steal", "over" };

static void
add_card (JsonArray *array,
          guint8     card)
{
  if (card == NONE)
    json_array_add_null_element (array);
  else if (card == UNKNOWN)
    json_array_add_string_element (array, "?");
  else
    json_array_add_string_element (array, cards.ids[card]);
}

static void
add_patriot (JsonArray *array,
             guint8     card)
{
  if (card == UNKNOWN)
    json_array_add_string_element (array, "?");
  else
    json_array_add_string_element (array, cards.patriot_ids[card]);
}

static void
set_seat (JsonObject *o,
          const char *member,
          guint8      seat)
{
  json_object_set_int_member (o, member, seat == NONE ? -1 : seat);
}

/* A seat's unsure groups, each a list of cards. */
static JsonArray *
unsure_groups (const TmCapturedState *s,
               guint                  seat)
{
  JsonArray *groups = json_array_new ();

  for (guint c = 0; c < s->n_cards; c++)
    if (s->unsure[seat][c] == c + 1)
      {
        JsonArray *group = json_array_new ();

        for (guint d = c; d < s->n_cards; d++)
          if (s->unsure[seat][d] == c + 1)
            add_card (group, d);
        json_array_add_array_element (groups, group);
      }
  return groups;
}

JsonNode *
tm_captured_to_json (const void *state)
{
  const TmCapturedState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  gboolean full = s->observer == NONE;
  JsonArray *ring = json_array_new ();
  JsonArray *patriots = json_array_new ();
  JsonArray *players = json_array_new ();
  JsonArray *got = json_array_new ();
  JsonArray *skipped = json_array_new ();
  JsonNode *node;

  if (!full)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_string_member (o, "stage", stage_names[s->stage]);
  json_object_set_int_member (o, "chooser", s->chooser);
  json_object_set_int_member (o, "current", s->board.current);
  json_object_set_boolean_member (o, "extra_turn", s->board.extra);
  for (guint p = 0; p < s->board.n_players; p++)
    if (s->board.skipped & (1u << p))
      json_array_add_int_element (skipped, p);
  json_object_set_array_member (o, "skipped", skipped);
  json_object_set_int_member (o, "turns", s->turns);

  for (guint i = 0; i < s->board.n_spaces; i++)
    add_card (ring, s->ring[i]);
  json_object_set_array_member (o, "ring", ring);
  json_object_set_int_member (o, "board_deck_count", s->board.n_deck);
  if (full)
    {
      JsonArray *deck = json_array_new ();

      for (guint i = 0; i < s->board.n_deck; i++)
        add_card (deck, s->deck[i]);
      json_object_set_array_member (o, "board_deck", deck);
    }
  for (guint i = 0; i < s->n_patriot_deck; i++)
    add_patriot (patriots, s->patriot_deck[i]);
  json_object_set_array_member (o, "patriot_deck", patriots);
  json_object_set_int_member (o, "patriot_known", s->patriot_known);

  for (guint p = 0; p < s->board.n_players; p++)
    {
      JsonObject *player = json_object_new ();
      JsonArray *stash = json_array_new ();
      guint unknown = 0;

      if (s->identity[p] == NONE)
        json_object_set_null_member (player, "identity");
      else
        json_object_set_string_member (player, "identity", cards.patriot_ids[s->identity[p]]);
      set_seat (player, "marker", s->board.marker[p]);
      json_object_set_int_member (player, "misses", s->board.misses[p]);
      for (guint c = 0; c < s->n_cards; c++)
        if (s->holder[c] == p)
          {
            if (!full && s->unsure[s->observer][c] != 0)
              unknown++;
            else
              add_card (stash, c);
          }
      json_object_set_array_member (player, "stash", stash);
      if (!full)
        json_object_set_int_member (player, "unknown", unknown);
      else
        json_object_set_array_member (player, "unsure", unsure_groups (s, p));
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (o, "players", players);
  if (!full)
    json_object_set_array_member (o, "unsure", unsure_groups (s, s->observer));

  set_seat (o, "mover", s->mover);
  set_seat (o, "landed", s->landed);
  json_object_set_int_member (o, "number", s->number);
  for (guint i = 0; i < s->n_got; i++)
    add_card (got, s->got[i]);
  json_object_set_array_member (o, "got", got);
  set_seat (o, "first_there", s->first_there);
  set_seat (o, "victim", s->victim);
  if (s->stolen == NONE)
    json_object_set_null_member (o, "stolen");
  else
    json_object_set_string_member (o, "stolen", s->stolen == UNKNOWN ? "?" : cards.ids[s->stolen]);
  json_object_set_boolean_member (o, "game_over", s->stage == TM_CAPTURED_STAGE_OVER);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

/* A seat, or -1 for none (the default). */
static gboolean
read_seat (JsonObject  *o,
           const char  *field,
           guint        n,
           guint8      *out,
           GError     **error)
{
  int value;

  if (!tm_play_read_optional_int (o, GAME, field, -1, (int) n - 1, -1, &value, error))
    return FALSE;
  *out = value < 0 ? NONE : value;
  return TRUE;
}

static int
read_card (JsonNode *node)
{
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return card_from_id (json_node_get_string (node));
  return -1;
}

/* The cards of a JSON array, each counted in @count. */
static gboolean
read_cards (JsonArray   *array,
            const char  *field,
            guint        n_max,
            guint8      *out,
            guint8      *count,
            guint        n_cards,
            GError     **error)
{
  if (array == NULL || json_array_get_length (array) > n_max)
    return tm_play_state_error (error, GAME, field, _("an array of cards is required"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      int c = read_card (json_array_get_element (array, i));

      if (c < 0 || (guint) c >= n_cards)
        return tm_play_state_error (error, GAME, field, _("an element is not a card in this game"));
      out[i] = c;
      count[c]++;
    }
  return TRUE;
}

static gboolean
read_players (TmCapturedState  *s,
              JsonObject       *o,
              guint8           *count,
              guint8           *patriot_count,
              GError          **error)
{
  JsonArray *players = tm_json_member_array (o, "players");

  if (players == NULL || json_array_get_length (players) != s->board.n_players)
    return tm_play_state_error (error, GAME, "players", _("an object per seat is required"));
  for (guint p = 0; p < s->board.n_players; p++)
    {
      JsonNode *node = json_array_get_element (players, p);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonArray *stash, *groups;
      guint8 list[TM_CAPTURED_MAX_CARDS];
      int value;

      if (player == NULL)
        return tm_play_state_error (error, GAME, "players", _("an object per seat is required"));
      if (tm_json_member_string (player, "identity") != NULL)
        {
          if ((value = patriot_from_id (tm_json_member_string (player, "identity"))) < 0)
            return tm_play_state_error (error, GAME, "identity", _("that is not a Patriot card"));
          s->identity[p] = value;
          patriot_count[value]++;
        }
      if (!read_seat (player, "marker", s->board.n_spaces, &s->board.marker[p], error) ||
          !tm_play_read_optional_int (player, GAME, "misses", 0, G_MAXUINT8, 0, &value, error))
        return FALSE;
      s->board.misses[p] = value;

      stash = tm_json_member_array (player, "stash");
      if (!read_cards (stash, "stash", s->n_cards, list, count, s->n_cards, error))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (stash); i++)
        s->holder[list[i]] = p;

      groups = json_object_has_member (player, "unsure")
               ? tm_json_member_array (player, "unsure") : NULL;
      if (json_object_has_member (player, "unsure") &&
          (groups == NULL || json_array_get_length (groups) > TM_CAPTURED_MAX_CARDS / 2))
        return tm_play_state_error (error, GAME, "unsure",
                                    _("an array of groups of cards is required"));
      for (guint g = 0; groups != NULL && g < json_array_get_length (groups); g++)
        {
          JsonNode *member = json_array_get_element (groups, g);
          guint8 none[TM_CAPTURED_MAX_CARDS] = { 0 };

          if (!JSON_NODE_HOLDS_ARRAY (member) ||
              !read_cards (json_node_get_array (member), "unsure", s->n_cards, list, none,
                           s->n_cards, error))
            return tm_play_state_error (error, GAME, "unsure",
                                        _("an array of groups of cards is required"));
          /* Labelled by its first card until tidied; groups do not share
           * cards, so neither do their labels. */
          for (guint i = 0; i < json_array_get_length (json_node_get_array (member)); i++)
            if (s->unsure[p][list[i]] != 0 || list[0] >= s->n_cards)
              return tm_play_state_error (error, GAME, "unsure", _("a card is in two groups"));
            else
              s->unsure[p][list[i]] = list[0] + 1;
        }
    }
  return TRUE;
}

gboolean
tm_captured_from_json (void               *state,
                       const TmPlayConfig *config,
                       JsonObject         *o,
                       GError            **error)
{
  TmCapturedState *s = state;
  guint8 count[TM_CAPTURED_MAX_CARDS] = { 0 };
  guint8 patriot_count[TM_CAPTURED_MAX_PATRIOTS] = { 0 };
  JsonArray *ring, *deck, *patriots, *got, *skipped;
  g_autoptr(GString) problems = g_string_new (NULL);
  const char *text;
  gboolean has_identities = TRUE;
  int value, stage = -1;

  tm_captured_init (s, config);
  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  ring = tm_json_member_array (o, "ring");
  if (ring == NULL || json_array_get_length (ring) != s->board.n_spaces)
    return tm_play_state_error (error, GAME, "ring",
                                _("an array of a card or null per space is required"));
  s->board.filled = 0;
  memset (s->ring, NONE, sizeof s->ring);
  for (guint i = 0; i < s->board.n_spaces; i++)
    {
      JsonNode *node = json_array_get_element (ring, i);
      int c;

      if (JSON_NODE_HOLDS_NULL (node))
        continue;
      if ((c = read_card (node)) < 0 || (guint) c >= s->n_cards)
        return tm_play_state_error (error, GAME, "ring",
                                    _("an element is not a card in this game"));
      s->ring[i] = c;
      s->board.filled |= 1u << i;
      count[c]++;
    }

  memset (s->deck, NONE, sizeof s->deck);
  deck = tm_json_member_array (o, "board_deck");
  if (!read_cards (deck, "board_deck", s->n_cards, s->deck, count, s->n_cards, error))
    return FALSE;
  s->board.n_deck = json_array_get_length (deck);
  if (!tm_play_read_optional_int (o, GAME, "board_deck_count", s->board.n_deck, s->board.n_deck,
                                  s->board.n_deck,
                                  &value, error))
    return FALSE;

  memset (s->patriot_deck, NONE, sizeof s->patriot_deck);
  patriots = tm_json_member_array (o, "patriot_deck");
  if (patriots == NULL || json_array_get_length (patriots) > cards.n_patriots)
    return tm_play_state_error (error, GAME, "patriot_deck",
                                _("an array of Patriot cards is required"));
  s->n_patriot_deck = json_array_get_length (patriots);
  for (guint i = 0; i < s->n_patriot_deck; i++)
    {
      JsonNode *node = json_array_get_element (patriots, i);
      int k = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
              ? patriot_from_id (json_node_get_string (node)) : -1;

      if (k < 0)
        return tm_play_state_error (error, GAME, "patriot_deck",
                                    _("an element is not a Patriot card"));
      s->patriot_deck[i] = k;
      patriot_count[k]++;
    }
  if (!tm_play_read_optional_int (o, GAME, "patriot_known", 0, s->n_patriot_deck, 0, &value, error))
    return FALSE;
  s->patriot_known = value;

  memset (s->identity, NONE, sizeof s->identity);
  memset (s->board.marker, TM_CAPTURED_NOWHERE, sizeof s->board.marker);
  if (!read_players (s, o, count, patriot_count, error))
    return FALSE;
  for (guint c = 0; c < s->n_cards; c++)
    if (count[c] != 1)
      return tm_play_state_error (error, GAME, "ring",
                                  _("every card of the Board deck must be on the ring, in the "
                                    "deck or in a stash exactly once"));
  for (guint k = 0; k < cards.n_patriots; k++)
    if (patriot_count[k] != 1)
      return tm_play_state_error (error, GAME, "patriot_deck",
                                  _("every Patriot card must be in the Patriot deck or someone's "
                                    "identity exactly once"));
  for (guint p = 0; p < s->board.n_players; p++)
    {
      has_identities &= s->identity[p] != NONE;
      tm_captured_tidy_unsure (s, p);
    }

  text = tm_json_member_string (o, "stage");
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (stage_names); i++)
    if (g_str_equal (text, stage_names[i]))
      stage = i;
  if (json_object_has_member (o, "stage") && stage < 0)
    return tm_play_state_error (error, GAME, "stage",
                                _("the stage is not one of identity, move, steal, over"));
  if (stage < 0)
    stage = !has_identities ? TM_CAPTURED_STAGE_IDENTITY
            : s->board.filled == 0 ? TM_CAPTURED_STAGE_OVER : TM_CAPTURED_STAGE_MOVE;
  s->stage = stage;

  if (!tm_play_read_optional_int (o, GAME, "chooser", 0, s->board.n_players - 1, 0, &value, error))
    return FALSE;
  s->chooser = value;
  if (!tm_play_read_optional_int (o, GAME, "current", 0, s->board.n_players - 1, 0, &value, error))
    return FALSE;
  s->board.current = value;
  s->board.extra = json_object_get_boolean_member_with_default (o, "extra_turn", FALSE);
  skipped = json_object_has_member (o, "skipped") ? tm_json_member_array (o, "skipped") : NULL;
  for (guint i = 0; skipped != NULL && i < json_array_get_length (skipped); i++)
    {
      gint64 p = json_array_get_int_element (skipped, i);

      if (p < 0 || p >= s->board.n_players)
        return tm_play_state_error (error, GAME, "skipped", _("an element is not a seat"));
      s->board.skipped |= 1u << p;
    }
  if (!tm_play_read_optional_int (o, GAME, "turns", 0, G_MAXUINT16, 0, &value, error))
    return FALSE;
  s->turns = value;

  if (!read_seat (o, "mover", s->board.n_players, &s->mover, error) ||
      !read_seat (o, "landed", s->board.n_spaces, &s->landed, error) ||
      !read_seat (o, "first_there", s->board.n_players, &s->first_there, error) ||
      !read_seat (o, "victim", s->board.n_players, &s->victim, error) ||
      !tm_play_read_optional_int (o, GAME, "number", 0, G_MAXUINT8, 0, &value, error))
    return FALSE;
  s->number = value;
  got = json_object_has_member (o, "got") ? tm_json_member_array (o, "got") : NULL;
  if (got != NULL)
    {
      guint8 none[TM_CAPTURED_MAX_CARDS] = { 0 };

      if (!read_cards (got, "got", TM_CAPTURED_MAX_GOT, s->got, none, s->n_cards, error))
        return FALSE;
      s->n_got = json_array_get_length (got);
    }
  if ((text = tm_json_member_string (o, "stolen")) != NULL)
    {
      if ((value = card_from_id (text)) < 0 || (guint) value >= s->n_cards)
        return tm_play_state_error (error, GAME, "stolen", _("that is not a card in this game"));
      s->stolen = value;
    }

  if (s->stage == TM_CAPTURED_STAGE_STEAL &&
      (s->first_there == NONE || s->first_there == s->board.current))
    return tm_play_state_error (error, GAME, "first_there",
                                _("a steal needs the seat that was on the space first"));
  if (s->stage == TM_CAPTURED_STAGE_IDENTITY && s->identity[s->chooser] != NONE)
    return tm_play_state_error (error, GAME, "chooser", _("that seat already has an identity"));
  if (s->stage != TM_CAPTURED_STAGE_IDENTITY && !has_identities)
    return tm_play_state_error (error, GAME, "identity",
                                _("every seat needs an identity once play begins"));
  if (!tm_captured_check_invariants (s, problems))
    return tm_play_state_error (error, GAME, "ring", problems->str);
  return TRUE;
}

gboolean
tm_captured_check_invariants (const void *state,
                              GString    *problems)
{
  const TmCapturedState *s = state;
  guint8 count[TM_CAPTURED_MAX_CARDS] = { 0 };
  guint8 patriot_count[TM_CAPTURED_MAX_PATRIOTS] = { 0 };
  gboolean ok = TRUE;

#define PROBLEM(...) G_STMT_START { g_string_append_printf (problems, __VA_ARGS__); \
                                    ok = FALSE; } G_STMT_END

  for (guint i = 0; i < s->board.n_spaces; i++)
    {
      gboolean filled = (s->board.filled >> i) & 1;

      if (filled != (s->ring[i] != NONE))
        PROBLEM ("space %u: the board says %s\n", i, filled ? "filled" : "cleared");
      if (s->ring[i] != NONE && s->ring[i] < s->n_cards)
        count[s->ring[i]]++;
      else if (s->ring[i] != NONE)
        PROBLEM ("space %u holds a card out of the game\n", i);
      if (!filled && s->board.n_deck > 0)
        PROBLEM ("space %u was cleared while the Board deck had cards\n", i);
    }
  for (guint i = 0; i < s->board.n_deck; i++)
    if (s->observer == NONE)
      {
        if (s->deck[i] >= s->n_cards)
          PROBLEM ("the Board deck holds a card out of the game\n");
        else
          count[s->deck[i]]++;
      }
  for (guint c = 0; c < s->n_cards; c++)
    if (s->holder[c] != NONE)
      {
        count[c]++;
        if (s->holder[c] >= s->board.n_players)
          PROBLEM ("card %s is held by seat %u\n", cards.ids[c], s->holder[c]);
      }
  for (guint c = 0; s->observer == NONE && c < s->n_cards; c++)
    if (count[c] != 1)
      PROBLEM ("card %s is in play %u times\n", cards.ids[c], count[c]);
  for (guint c = s->n_cards; c < TM_CAPTURED_MAX_CARDS; c++)
    if (s->holder[c] != NONE)
      PROBLEM ("card %u is out of the game but in a stash\n", c);

  for (guint i = 0; i < s->n_patriot_deck; i++)
    if (s->patriot_deck[i] < cards.n_patriots)
      patriot_count[s->patriot_deck[i]]++;
  for (guint p = 0; p < s->board.n_players; p++)
    {
      if (s->identity[p] != NONE)
        patriot_count[s->identity[p]]++;
      if (s->board.marker[p] != TM_CAPTURED_NOWHERE && s->board.marker[p] >= s->board.n_spaces)
        PROBLEM ("seat %u's marker is off the ring\n", p);
      for (guint c = 0; c < s->n_cards; c++)
        {
          guint8 label = s->unsure[p][c];

          if (label == 0)
            continue;
          if (s->holder[c] == p || s->holder[c] == NONE)
            PROBLEM ("seat %u is unsure where %s is\n", p, cards.ids[c]);
          if (label > c + 1 || s->unsure[p][label - 1] != label)
            PROBLEM ("seat %u's groups are not labelled by their first card\n", p);
        }
    }
  for (guint k = 0; s->observer == NONE && k < cards.n_patriots; k++)
    if (patriot_count[k] != 1)
      PROBLEM ("Patriot %s is in play %u times\n", cards.patriot_ids[k], patriot_count[k]);
  if ((s->stage == TM_CAPTURED_STAGE_OVER) != tm_captured_board_is_over (&s->board) &&
      s->stage != TM_CAPTURED_STAGE_STEAL)
    PROBLEM ("the game is %s with %u cards on the ring\n",
             s->stage == TM_CAPTURED_STAGE_OVER ? "over" : "on",
             tm_captured_board_n_left (&s->board));
  if (s->stolen < s->n_cards && s->holder[s->stolen] != s->first_there)
    PROBLEM ("the card just stolen is not with its taker\n");
#undef PROBLEM
  return ok;
}
