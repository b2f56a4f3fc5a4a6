/* tm-patriots-play.c: the rules of Meet the Patriots for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The 24 Patriot cards of the Gitmo basic deck: a 3 × 4 board, a draw
 * pile of 12, and a memory.  Every card shown is shown to everyone, so an
 * observation knows every card seen so far; how well a player (or an AI)
 * remembers them is modelled by forget(), not by the rules.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tm-game.h"
#include "tm-json-private.h"
#include "tm-play-deck-private.h"
#include "tm-play-private.h"
#include "tm-play-util.h"

#include "tm-patriots-play.h"

/* The name a saved state's errors give it */
#define GAME "Meet the Patriots"

/* The options play reads, by their ids in data/games/patriots/game.json,
 * in the order of the TM_PATRIOTS_OPT_ indices. */
static const char * const patriots_options[TM_PATRIOTS_N_OPTIONS] = {
  "always-two-cards",
};

#define HIDDEN(c) ((c) == TM_PATRIOTS_UNKNOWN)
#define ON_BOARD(c) ((c) != TM_PATRIOTS_GAP)

/* The deck's Patriot cards, read by patriots_prepare(). */
static TmPatriotsCards cards;

/**
 * tm_patriots_cards: (skip)
 *
 * Gets the Patriot cards as play knows them, read from the deck's data
 * when the rules were prepared.
 *
 * Returns: the card tables
 */
const TmPatriotsCards *
tm_patriots_cards (void)
{
  return &cards;
}

static int
card_from_id (const char *id)
{
  for (int c = 0; c < cards.n_cards; c++)
    if (g_strcmp0 (id, cards.ids[c]) == 0)
      return c;
  return -1;
}

static guint
board_count (const TmPatriotsState *s)
{
  guint n = 0;

  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    n += ON_BOARD (s->board[i]);
  return n;
}

static void
patriots_init (void               *state,
               const TmPlayConfig *config)
{
  TmPatriotsState *s = state;
  guint8 order[TM_PATRIOTS_MAX_CARDS];
  TmRng rng;

  g_assert (cards.n_cards > 0);   /* prepared */
  memset (s, 0, sizeof *s);
  for (guint i = 0; i < cards.n_cards; i++)
    order[i] = i;
  tm_rng_init (&rng, config->seed);
  tm_play_shuffle_bytes (&rng, order, cards.n_cards);

  s->n_players = config->n_players;
  s->observer = TM_PATRIOTS_NONE;
  s->always_two = config->options[TM_PATRIOTS_OPT_ALWAYS_TWO];
  s->turn = 1;
  s->first = TM_PATRIOTS_NONE;
  memset (s->blocked, TM_PATRIOTS_NONE, sizeof s->blocked);
  memset (s->shown, TM_PATRIOTS_NONE, sizeof s->shown);
  memset (s->shown_cards, TM_PATRIOTS_NONE, sizeof s->shown_cards);
  memset (s->owner, TM_PATRIOTS_NONE, sizeof s->owner);
  memcpy (s->board, order, TM_PATRIOTS_N_SLOTS);
  s->n_draw = cards.n_cards - TM_PATRIOTS_N_SLOTS;
  memcpy (s->draw, order + TM_PATRIOTS_N_SLOTS, s->n_draw);
}

static int
patriots_current_player (const void *state)
{
  const TmPatriotsState *s = state;

  return s->game_over ? TM_PLAYER_TERMINAL : s->current;
}

static inline gboolean
blocked (const TmPatriotsState *s,
         guint                  pos)
{
  return s->blocked[0] == pos || s->blocked[1] == pos;
}

static inline gboolean
last_two (const TmPatriotsState *s)
{
  return s->first == TM_PATRIOTS_NONE && s->n_draw == 0 && board_count (s) == 2;
}

#define TURN(p) { TM_PATRIOTS_MOVE_TURN, p, TM_MOVE_NO_TARGET, 0 }
static const TmMove turn_moves[TM_PATRIOTS_N_SLOTS] = {
  TURN (0), TURN (1), TURN (2), TURN (3), TURN (4), TURN (5),
  TURN (6), TURN (7), TURN (8), TURN (9), TURN (10), TURN (11),
};
#undef TURN

static guint
patriots_legal_moves (const void *state,
                      TmMove     *moves)
{
  const TmPatriotsState *s = state;
  guint n = 0;

  if (s->game_over)
    return 0;

  if (last_two (s))
    {
      TmMove take = { TM_PATRIOTS_MOVE_TAKE, 0, TM_MOVE_NO_TARGET, 0 };

      moves[n++] = take;
      return n;
    }

  {
    /* The first card of a turn may not be one the previous turn put
     * back; the second may not be the first again.  Written without
     * branches on the board (a random playout mispredicts them): each
     * candidate is stored, and kept by counting it only if it is legal. */
    guint skip_a = s->first == TM_PATRIOTS_NONE ? s->blocked[0] : s->first;
    guint skip_b = s->first == TM_PATRIOTS_NONE ? s->blocked[1] : s->first;

    for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
      {
        moves[n] = turn_moves[i];
        n += ON_BOARD (s->board[i]) & (i != skip_a) & (i != skip_b);
      }
  }

  if (s->first != TM_PATRIOTS_NONE && !s->always_two)
    {
      TmMove stop = { TM_PATRIOTS_MOVE_STOP, 0, TM_MOVE_NO_TARGET, 0 };

      moves[n++] = stop;
    }

  return n;
}

static gboolean
patriots_check_move (const void      *state,
                     TmMove           m,
                     TmPlayViolation *v)
{
  const TmPatriotsState *s = state;

  if (s->game_over)
    return tm_play_violate (v, "end", NULL, N_("The game is over; no more moves can be made."));

  if (m.target != TM_MOVE_NO_TARGET || m.slot != 0 ||
      (m.kind != TM_PATRIOTS_MOVE_TURN && m.card != 0) ||
      m.kind < TM_PATRIOTS_MOVE_TURN || m.kind > TM_PATRIOTS_MOVE_TAKE)
    return tm_play_violate (v, "turn", NULL, N_("That is not a Meet the Patriots move."));

  if (last_two (s) && m.kind != TM_PATRIOTS_MOVE_TAKE)
    return tm_play_violate (v, "end", NULL,
                            N_("Only two cards are left: you take them both, and the game ends."));

  switch (m.kind)
    {
    case TM_PATRIOTS_MOVE_TAKE:
      if (!last_two (s))
        return tm_play_violate (v, "end", NULL,
                                N_("You may take cards without turning them only when the last "
                                   "two are left."));
      return TRUE;

    case TM_PATRIOTS_MOVE_STOP:
      if (s->first == TM_PATRIOTS_NONE)
        return tm_play_violate (v, "turn", NULL, N_("Turn over a card first."));
      if (s->always_two)
        return tm_play_violate (v, "turn", "second-card",
                                N_("With “Always turn two cards” you must turn a second card."));
      return TRUE;

    default:
      if (m.card >= TM_PATRIOTS_N_SLOTS || !ON_BOARD (s->board[m.card]))
        return tm_play_violate (v, "turn", NULL,
                                N_("There is no card at that place on the board."));
      if (s->first == TM_PATRIOTS_NONE && blocked (s, m.card))
        return tm_play_violate (v, "turn", "different-card",
                                N_("You may not turn over the card the previous player just put "
                                   "back."));
      if (m.card == s->first)
        return tm_play_violate (v, "turn", NULL,
                                N_("That card is already face up; turn a different one."));
      return TRUE;
    }
}

static void
end_turn (TmPatriotsState *s)
{
  s->turns[s->current]++;
  s->turn++;
  s->first = TM_PATRIOTS_NONE;
  s->current = (s->current + 1) % s->n_players;
}

static void
refill (TmPatriotsState *s,
        guint            pos)
{
  if (s->n_draw > 0)
    {
      s->board[pos] = s->draw[--s->n_draw];
      s->draw[s->n_draw] = 0;
    }
  else
    s->board[pos] = TM_PATRIOTS_GAP;
  s->seen[pos] = 0;
}

static void
claim (TmPatriotsState *s,
       guint            a,
       guint            b)
{
  s->owner[s->board[a]] = s->current;
  s->owner[s->board[b]] = s->current;
  s->pairs[s->current]++;
  /* The dealer (or a solo player, ruling solo-dealer) fills the gaps. */
  refill (s, a);
  refill (s, b);
}

/* A board with no pair on it, every card of it already seen, while the
 * draw pile still has cards, can never be cleared: the published rules do
 * not say what then.  Ruling dead-board (data/games/patriots/rules.json): the
 * card just put back goes under the draw pile and the top card of the
 * pile takes its place. */
static gboolean
dead_board (const TmPatriotsState *s)
{
  if (s->n_draw == 0)
    return FALSE;
  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    {
      if (!ON_BOARD (s->board[i]) || s->seen[i] == 0)
        return FALSE;
      for (guint j = i + 1; j < TM_PATRIOTS_N_SLOTS; j++)
        if (s->board[j] == (s->board[i] ^ 1))
          return FALSE;
    }
  return TRUE;
}

static void
renew_dead_board (TmPatriotsState *s,
                  guint            pos)
{
  guint8 card;

  if (!dead_board (s))
    return;
  card = s->board[pos];
  s->board[pos] = s->draw[s->n_draw - 1];
  memmove (s->draw + 1, s->draw, s->n_draw - 1);
  s->draw[0] = card;
  s->seen[pos] = 0;
}

static void
patriots_apply_move (void   *state,
                     TmMove  m)
{
  TmPatriotsState *s = state;
  guint pos = m.card;

  g_assert (!s->game_over);

  if (m.kind == TM_PATRIOTS_MOVE_TAKE)
    {
      guint a = TM_PATRIOTS_NONE, b = TM_PATRIOTS_NONE;

      for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
        if (ON_BOARD (s->board[i]))
          {
            if (a == TM_PATRIOTS_NONE)
              a = i;
            else
              b = i;
          }
      s->shown[0] = a;
      s->shown[1] = b;
      s->shown_cards[0] = s->board[a];
      s->shown_cards[1] = s->board[b];
      claim (s, a, b);
      memset (s->blocked, TM_PATRIOTS_NONE, sizeof s->blocked);
      end_turn (s);
      s->game_over = 1;
      s->current = 0;
      return;
    }

  if (m.kind == TM_PATRIOTS_MOVE_STOP)
    {
      s->blocked[0] = s->first;
      s->blocked[1] = TM_PATRIOTS_NONE;
      renew_dead_board (s, s->first);
      end_turn (s);
      return;
    }

  if (s->first == TM_PATRIOTS_NONE)
    {
      guint8 card = s->board[pos];
      gboolean partner_seen = FALSE;

      for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
        if (i != pos && s->board[i] == (card ^ 1) && s->seen[i] > 0)
          partner_seen = TRUE;

      s->shown[0] = pos;
      s->shown[1] = TM_PATRIOTS_NONE;
      s->shown_cards[0] = card;
      s->shown_cards[1] = TM_PATRIOTS_NONE;
      s->seen[pos] = s->turn;

      /* Ruling second-card: a second card only for a number seen before. */
      if (s->always_two || partner_seen)
        {
          s->first = pos;
          return;
        }
      s->blocked[0] = pos;
      s->blocked[1] = TM_PATRIOTS_NONE;
      renew_dead_board (s, pos);
      end_turn (s);
      return;
    }

  s->shown[1] = pos;
  s->shown_cards[1] = s->board[pos];
  s->seen[pos] = s->turn;
  if (s->board[pos] == (s->board[s->first] ^ 1))
    {
      claim (s, s->first, pos);
      memset (s->blocked, TM_PATRIOTS_NONE, sizeof s->blocked);
    }
  else
    {
      s->blocked[0] = s->first;
      s->blocked[1] = pos;
      renew_dead_board (s, s->first);
    }
  end_turn (s);
  if (board_count (s) == 0)
    {
      s->game_over = 1;
      s->current = 0;
    }
}

static void
patriots_scores (const void *state,
                 int        *scores)
{
  const TmPatriotsState *s = state;

  /* Ruling solo-goal: a player alone counts turns. */
  if (s->n_players == 1)
    scores[0] = s->turns[0];
  else
    for (guint p = 0; p < s->n_players; p++)
      scores[p] = s->pairs[p];
}

static void
patriots_returns (const void *state,
                  double     *values)
{
  const TmPatriotsState *s = state;
  int scores[TM_PLAY_MAX_PLAYERS];

  if (s->n_players == 1)
    {
      /* Ruling solo-goal: as few turns as possible; two a pair but one
       * for the last is perfect.  Before the end, count two more turns
       * per pair still to find. */
      guint left = cards.n_cards / 2 - s->pairs[0];
      double turns = s->turns[0] + (s->game_over ? 0 : 2.0 * left);

      values[0] = MIN (1.0, (cards.n_cards - 1.0) / MAX (turns, 1.0));
      return;
    }

  patriots_scores (s, scores);
  tm_play_share_returns (scores, s->n_players, s->game_over, values);
}

/* The game is one hand: at its end, in the terms of the game's scorer
 * (tm-patriots-score.c), each player's pairs, or the turns of a player
 * alone. */
static gboolean
patriots_finished_hand (const void       *before,
                        TmMove            m,
                        const void       *after,
                        TmPlayHandRecord *hand)
{
  const TmPatriotsState *b = before, *a = after;

  if (b->game_over || !a->game_over)
    return FALSE;

  patriots_scores (a, hand->points);
  /* The most pairs take it; a player alone always does. */
  tm_play_hand_one_of_one (hand, a->n_players);
  for (guint p = 0; p < a->n_players; p++)
    hand->entries[p] = a->n_players == 1 ? tm_play_entry_int ("turns", a->turns[p])
                                         : tm_play_entry_int ("pairs", a->pairs[p]);
  return TRUE;
}

static guint
patriots_episode (const void *state)
{
  return 0;
}

static int
patriots_observer (const void *state)
{
  const TmPatriotsState *s = state;

  return s->observer == TM_PATRIOTS_NONE ? -1 : s->observer;
}

/* Everyone sees every card that is turned over; face-down cards never
 * shown, and the draw pile, are hidden. */
static void
patriots_observe (const void *state,
                  guint       player,
                  void       *observation)
{
  const TmPatriotsState *s = state;
  TmPatriotsState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    if (ON_BOARD (o->board[i]) && o->seen[i] == 0)
      o->board[i] = TM_PATRIOTS_UNKNOWN;
  memset (o->draw, 0, sizeof o->draw);
  memset (o->draw, TM_PATRIOTS_UNKNOWN, o->n_draw);
}

/* A card last seen k rounds ago is remembered with probability memory^k;
 * the draw from memory_seed is fixed per card sighting, so a player's
 * memory does not flicker from one move to the next. */
static void
patriots_forget (void    *observation,
                 guint64  memory_seed,
                 double   memory)
{
  TmPatriotsState *o = observation;

  if (memory >= 1.0)
    return;

  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    {
      double rounds, keep;

      if (!ON_BOARD (o->board[i]) || HIDDEN (o->board[i]) || o->seen[i] == 0 ||
          i == o->first)
        continue;
      rounds = (double) (o->turn - o->seen[i]) / o->n_players;
      keep = pow (memory, MAX (rounds, 1.0));
      if (tm_play_fixed_draw (memory_seed, i, o->seen[i]) >= keep)
        {
          o->board[i] = TM_PATRIOTS_UNKNOWN;
          o->seen[i] = 0;
        }
    }
}

static void
patriots_sample (const void *observation,
                 TmRng      *rng,
                 void       *state)
{
  const TmPatriotsState *o = observation;
  TmPatriotsState *s = state;
  gboolean placed[TM_PATRIOTS_MAX_CARDS] = { FALSE };
  guint8 unknown[TM_PATRIOTS_MAX_CARDS];
  guint n = 0, k = 0;

  memcpy (s, o, sizeof *s);
  if (o->observer == TM_PATRIOTS_NONE)
    return;

  for (guint c = 0; c < cards.n_cards; c++)
    if (o->owner[c] != TM_PATRIOTS_NONE)
      placed[c] = TRUE;
  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    if (ON_BOARD (o->board[i]) && !HIDDEN (o->board[i]))
      placed[o->board[i]] = TRUE;
  for (guint c = 0; c < cards.n_cards; c++)
    if (!placed[c])
      unknown[n++] = c;

  tm_play_shuffle_bytes (rng, unknown, n);

  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    if (HIDDEN (s->board[i]))
      s->board[i] = unknown[k++];
  for (guint i = 0; i < s->n_draw; i++)
    s->draw[i] = unknown[k++];
  g_assert (k == n);
  s->observer = TM_PATRIOTS_NONE;
}

static TmMove
patriots_heuristic (const void *observation,
                    TmRng      *rng)
{
  const TmPatriotsState *s = observation;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = patriots_legal_moves (s, moves);
  guint unknown[TM_PATRIOTS_N_SLOTS], n_unknown = 0;
  TmMove turn = { TM_PATRIOTS_MOVE_TURN, 0, TM_MOVE_NO_TARGET, 0 };

  g_assert (n > 0);
  if (n == 1)
    return moves[0];

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == TM_PATRIOTS_MOVE_TURN && HIDDEN (s->board[moves[i].card]))
      unknown[n_unknown++] = moves[i].card;

  if (s->first == TM_PATRIOTS_NONE)
    {
      /* A pair we remember: turn one half of it. */
      for (guint i = 0; i < n; i++)
        {
          guint8 card = s->board[moves[i].card];

          if (HIDDEN (card))
            continue;
          for (guint j = 0; j < TM_PATRIOTS_N_SLOTS; j++)
            if (j != moves[i].card && s->board[j] == (card ^ 1))
              return moves[i];
        }
      /* Otherwise learn something new. */
      if (n_unknown > 0)
        {
          turn.card = unknown[tm_rng_below (rng, n_unknown)];
          return turn;
        }
      return moves[tm_rng_below (rng, n)];
    }

  /* The second card: the partner if we remember where it is. */
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == TM_PATRIOTS_MOVE_TURN &&
        s->board[moves[i].card] == (s->board[s->first] ^ 1))
      return moves[i];

  if (!s->always_two && (n_unknown == 0 || n_unknown > 3))
    {
      TmMove stop = { TM_PATRIOTS_MOVE_STOP, 0, TM_MOVE_NO_TARGET, 0 };

      return stop;
    }
  if (n_unknown > 0)
    {
      turn.card = unknown[tm_rng_below (rng, n_unknown)];
      return turn;
    }
  return moves[tm_rng_below (rng, n)];
}

static gsize
patriots_move_to_string (const void *state,
                         TmMove      m,
                         char       *buf,
                         gsize       len)
{
  switch (m.kind)
    {
    case TM_PATRIOTS_MOVE_TURN:
      return (gsize) g_snprintf (buf, len, "turn:%u", m.card);
    case TM_PATRIOTS_MOVE_STOP:
      return g_strlcpy (buf, "stop", len);
    case TM_PATRIOTS_MOVE_TAKE:
      return g_strlcpy (buf, "take", len);
    default:
      return g_strlcpy (buf, "?", len);
    }
}

static gboolean
patriots_move_from_string (const void *state,
                           const char *text,
                           TmMove     *m)
{
  TmMove move = { 0, 0, TM_MOVE_NO_TARGET, 0 };
  guint64 pos;

  if (g_str_equal (text, "stop"))
    move.kind = TM_PATRIOTS_MOVE_STOP;
  else if (g_str_equal (text, "take"))
    move.kind = TM_PATRIOTS_MOVE_TAKE;
  else if (g_str_has_prefix (text, "turn:") &&
           g_ascii_string_to_unsigned (text + 5, 10, 0, TM_PATRIOTS_N_SLOTS - 1, &pos, NULL))
    {
      move.kind = TM_PATRIOTS_MOVE_TURN;
      move.card = (guint8) pos;
    }
  else
    return FALSE;

  *m = move;
  return TRUE;
}

static void
add_card (JsonArray *array,
          guint8     card)
{
  if (card == TM_PATRIOTS_GAP || card == TM_PATRIOTS_NONE)
    json_array_add_null_element (array);
  else
    json_array_add_string_element (array, cards.ids[card]);
}

static JsonArray *
positions (const guint8 *pos,
           guint         n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    if (pos[i] != TM_PATRIOTS_NONE)
      json_array_add_int_element (array, pos[i]);
  return array;
}

static JsonNode *
patriots_to_json (const void *state)
{
  const TmPatriotsState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *board = json_array_new ();
  JsonArray *seen = json_array_new ();
  JsonArray *shown = json_array_new ();
  JsonArray *pairs = json_array_new ();
  JsonArray *turns = json_array_new ();
  JsonArray *claimed = json_array_new ();
  gboolean full = s->observer == TM_PATRIOTS_NONE;
  JsonNode *node;

  if (!full)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_int_member (o, "turn", s->turn);
  json_object_set_int_member (o, "current", s->game_over ? -1 : s->current);
  json_object_set_int_member (o, "first", s->first == TM_PATRIOTS_NONE ? -1 : s->first);
  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    {
      if (HIDDEN (s->board[i]))
        json_array_add_string_element (board, "?");
      else
        add_card (board, s->board[i]);
      json_array_add_int_element (seen, s->seen[i]);
    }
  json_object_set_array_member (o, "board", board);
  json_object_set_array_member (o, "seen", seen);
  json_object_set_array_member (o, "blocked", positions (s->blocked, 2));
  json_object_set_array_member (o, "shown", positions (s->shown, 2));
  for (guint i = 0; i < 2; i++)
    if (s->shown[i] != TM_PATRIOTS_NONE)
      add_card (shown, s->shown_cards[i]);
  json_object_set_array_member (o, "shown_cards", shown);
  json_object_set_int_member (o, "draw_count", s->n_draw);
  if (full)
    {
      JsonArray *draw = json_array_new ();

      for (guint i = 0; i < s->n_draw; i++)
        add_card (draw, s->draw[i]);
      json_object_set_array_member (o, "draw", draw);
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonArray *mine = json_array_new ();

      for (guint c = 0; c < cards.n_cards; c++)
        if (s->owner[c] == p)
          add_card (mine, c);
      json_array_add_array_element (claimed, mine);
      json_array_add_int_element (pairs, s->pairs[p]);
      json_array_add_int_element (turns, s->turns[p]);
    }
  json_object_set_array_member (o, "claimed", claimed);
  json_object_set_array_member (o, "pairs", pairs);
  json_object_set_array_member (o, "turns", turns);
  json_object_set_boolean_member (o, "game_over", s->game_over);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

static int
read_card (JsonNode *node,
           gboolean  allow_gap)
{
  if (JSON_NODE_HOLDS_NULL (node))
    return allow_gap ? TM_PATRIOTS_GAP : -1;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return card_from_id (json_node_get_string (node));
  return -1;
}

static gboolean
patriots_from_json (void               *state,
                    const TmPlayConfig *config,
                    JsonObject         *o,
                    GError            **error)
{
  TmPatriotsState *s = state;
  guint8 count[TM_PATRIOTS_MAX_CARDS] = { 0 };
  JsonArray *board, *draw, *claimed, *shown_cards;
  int value;

  patriots_init (s, config);
  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  if (!tm_play_read_int (o, GAME, "turn", 1, G_MAXUINT16, &value, error))
    return FALSE;
  s->turn = value;
  s->game_over = json_object_get_boolean_member_with_default (o, "game_over", FALSE);
  if (!tm_play_read_int (o, GAME, "current", s->game_over ? -1 : 0,
                         s->game_over ? -1 : s->n_players - 1, &value, error))
    return FALSE;
  s->current = s->game_over ? 0 : value;
  if (!tm_play_read_int (o, GAME, "first", -1, TM_PATRIOTS_N_SLOTS - 1, &value, error))
    return FALSE;
  s->first = value < 0 ? TM_PATRIOTS_NONE : value;

  board = tm_json_member_array (o, "board");
  if (board == NULL || json_array_get_length (board) != TM_PATRIOTS_N_SLOTS)
    return tm_play_state_error (error, GAME, "board", _("an array of 12 places is required"));
  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    {
      if ((value = read_card (json_array_get_element (board, i), TRUE)) < 0)
        return tm_play_state_error (error, GAME, "board",
                                    _("a place holds neither a Patriot card nor null"));
      s->board[i] = value;
      if (value != TM_PATRIOTS_GAP)
        count[value]++;
    }
  if (s->first != TM_PATRIOTS_NONE && !ON_BOARD (s->board[s->first]))
    return tm_play_state_error (error, GAME, "first", _("no card lies at that place"));

  memset (s->seen, 0, sizeof s->seen);
  memset (s->blocked, TM_PATRIOTS_NONE, sizeof s->blocked);
  memset (s->shown, TM_PATRIOTS_NONE, sizeof s->shown);
  memset (s->shown_cards, TM_PATRIOTS_NONE, sizeof s->shown_cards);
  if (!tm_play_read_int_array (tm_json_member_array (o, "seen"), GAME, "seen", TM_PATRIOTS_N_SLOTS,
                               s->turn, NULL, s->seen, NULL, error) ||
      !tm_play_read_int_array (tm_json_member_array (o, "blocked"), GAME, "blocked", 2,
                               TM_PATRIOTS_N_SLOTS - 1, s->blocked, NULL, NULL, error) ||
      !tm_play_read_int_array (tm_json_member_array (o, "shown"), GAME, "shown", 2,
                               TM_PATRIOTS_N_SLOTS - 1, s->shown, NULL, NULL, error))
    return FALSE;
  shown_cards = tm_json_member_array (o, "shown_cards");
  if (shown_cards == NULL ||
      json_array_get_length (shown_cards) !=
      (guint) (s->shown[0] != TM_PATRIOTS_NONE) + (s->shown[1] != TM_PATRIOTS_NONE))
    return tm_play_state_error (error, GAME, "shown_cards",
                                _("a card is required for each place shown"));
  for (guint i = 0; i < json_array_get_length (shown_cards); i++)
    {
      if ((value = read_card (json_array_get_element (shown_cards, i), FALSE)) < 0)
        return tm_play_state_error (error, GAME, "shown_cards",
                                    _("an element is not a Patriot card"));
      s->shown_cards[i] = value;
    }

  draw = tm_json_member_array (o, "draw");
  if (draw == NULL || json_array_get_length (draw) > (guint) cards.n_cards - TM_PATRIOTS_N_SLOTS)
    return tm_play_state_error (error, GAME, "draw",
                                _("an array of the cards not dealt is required"));
  memset (s->draw, 0, sizeof s->draw);
  s->n_draw = json_array_get_length (draw);
  for (guint i = 0; i < s->n_draw; i++)
    {
      if ((value = read_card (json_array_get_element (draw, i), FALSE)) < 0)
        return tm_play_state_error (error, GAME, "draw", _("an element is not a Patriot card"));
      s->draw[i] = value;
      count[value]++;
    }
  if (!tm_play_read_int (o, GAME, "draw_count", s->n_draw, s->n_draw, &value, error))
    return FALSE;

  claimed = tm_json_member_array (o, "claimed");
  if (claimed == NULL || json_array_get_length (claimed) != s->n_players)
    return tm_play_state_error (error, GAME, "claimed",
                                _("an array of cards per seat is required"));
  memset (s->owner, TM_PATRIOTS_NONE, sizeof s->owner);
  memset (s->pairs, 0, sizeof s->pairs);
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *node = json_array_get_element (claimed, p);
      JsonArray *mine = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (mine == NULL)
        return tm_play_state_error (error, GAME, "claimed",
                                    _("an array of cards per seat is required"));
      for (guint i = 0; i < json_array_get_length (mine); i++)
        {
          if ((value = read_card (json_array_get_element (mine, i), FALSE)) < 0)
            return tm_play_state_error (error, GAME, "claimed",
                                        _("an element is not a Patriot card"));
          s->owner[value] = p;
          count[value]++;
        }
    }
  for (guint c = 0; c < cards.n_cards; c++)
    {
      if (count[c] != 1)
        return tm_play_state_error (error, GAME, "board",
                                    _("every Patriot card must be somewhere exactly once"));
      if (s->owner[c] != TM_PATRIOTS_NONE && s->owner[c ^ 1] != s->owner[c])
        return tm_play_state_error (error, GAME, "claimed", _("claimed cards must come in pairs"));
      if (s->owner[c] != TM_PATRIOTS_NONE && !(c & 1))
        s->pairs[s->owner[c]]++;
    }

  memset (s->turns, 0, sizeof s->turns);
  if (!tm_play_read_int_array (tm_json_member_array (o, "turns"), GAME, "turns", s->n_players,
                               G_MAXUINT16, NULL, s->turns, NULL, error))
    return FALSE;
  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    if (!ON_BOARD (s->board[i]) && s->seen[i] != 0)
      return tm_play_state_error (error, GAME, "seen", _("a gap cannot have been seen"));

  return TRUE;
}

static gboolean
patriots_check_invariants (const void *state,
                           GString    *problems)
{
  const TmPatriotsState *s = state;
  guint count[TM_PATRIOTS_MAX_CARDS] = { 0 };
  guint pairs = 0;
  gboolean ok = TRUE;

  for (guint i = 0; i < TM_PATRIOTS_N_SLOTS; i++)
    if (ON_BOARD (s->board[i]))
      count[s->board[i]]++;
  for (guint i = 0; i < s->n_draw; i++)
    count[s->draw[i]]++;
  for (guint c = 0; c < cards.n_cards; c++)
    if (s->owner[c] != TM_PATRIOTS_NONE)
      count[c]++;
  for (guint c = 0; c < cards.n_cards; c++)
    if (count[c] != 1)
      {
        g_string_append_printf (problems, "card %u is held %u times\n", c, count[c]);
        ok = FALSE;
      }
  for (guint p = 0; p < s->n_players; p++)
    pairs += s->pairs[p];
  if (pairs * 2 + board_count (s) + s->n_draw != cards.n_cards)
    {
      g_string_append_printf (problems, "pairs, board and draw pile do not add up to %u\n",
                              cards.n_cards);
      ok = FALSE;
    }
  if (s->n_draw > 0 && board_count (s) != TM_PATRIOTS_N_SLOTS)
    {
      g_string_append (problems, "a gap was left while the draw pile had cards\n");
      ok = FALSE;
    }
  return ok;
}

static int
by_number (gconstpointer a,
           gconstpointer b)
{
  return (int) tm_card_get_number ((TmCard *) a) - (int) tm_card_get_number ((TmCard *) b);
}

/* Reads the Patriot cards of the deck (their side is `patriot`), which
 * must come in pairs of the same number. */
static gboolean
patriots_prepare (TmGame         *game,
                  TmDeck * const *decks,
                  GError        **error)
{
  TmDeck *deck = decks[0];
  GListModel *model = G_LIST_MODEL (deck);
  g_autoptr(GPtrArray) patriots = g_ptr_array_new_with_free_func (g_object_unref);

  if (!tm_play_game_fits (game, TM_PATRIOTS_MAX_PLAYERS, error))
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (model, i);

      if (tm_card_get_side (card) != TM_SIDE_PATRIOT)
        continue;
      if (tm_card_get_count (card) != 1 || tm_card_get_number (card) == 0)
        return tm_play_deck_fail (error, deck, card, tm_card_get_number (card) ? "count" : "number",
                                  "Meet the Patriots needs each Patriot card once, with a number");
      g_ptr_array_add (patriots, g_steal_pointer (&card));
    }
  if (patriots->len < TM_PATRIOTS_N_SLOTS || patriots->len > TM_PATRIOTS_MAX_CARDS)
    return tm_play_deck_fail (error, deck, NULL, "cards",
                              "Meet the Patriots needs from %u to %u Patriot cards, not %u",
                              TM_PATRIOTS_N_SLOTS, TM_PATRIOTS_MAX_CARDS, patriots->len);

  /* Pairs side by side (a stable sort keeps the deck's order in each). */
  g_ptr_array_sort_values (patriots, by_number);
  for (guint c = 0; c < patriots->len; c++)
    {
      TmCard *card = g_ptr_array_index (patriots, c);
      guint partner = c ^ 1;

      if (partner >= patriots->len ||
          tm_card_get_number (g_ptr_array_index (patriots, partner)) != tm_card_get_number (card) ||
          (c >= 2 && tm_card_get_number (g_ptr_array_index (patriots, c - 2)) == tm_card_get_number (card)))
        return tm_play_deck_fail (error, deck, card, "number",
                                  "Meet the Patriots needs exactly two Patriot cards of each number");
    }

  for (guint c = 0; c < TM_PATRIOTS_MAX_CARDS; c++)
    g_clear_pointer (&cards.ids[c], g_free);
  cards.n_cards = patriots->len;
  for (guint c = 0; c < patriots->len; c++)
    {
      cards.numbers[c] = tm_card_get_number (g_ptr_array_index (patriots, c));
      cards.ids[c] = g_strdup (tm_card_get_id (g_ptr_array_index (patriots, c)));
    }
  return TRUE;
}

static const TmPlayRules patriots_rules = {
  .game_id = "patriots",
  .state_size = sizeof (TmPatriotsState),
  .options = patriots_options,
  .n_options = TM_PATRIOTS_N_OPTIONS,
  .prepare = patriots_prepare,
  .init = patriots_init,
  .current_player = patriots_current_player,
  .legal_moves = patriots_legal_moves,
  .check_move = patriots_check_move,
  .apply_move = patriots_apply_move,
  .returns = patriots_returns,
  .scores = patriots_scores,
  .episode = patriots_episode,
  .observe = patriots_observe,
  .sample = patriots_sample,
  .forget = patriots_forget,
  .heuristic = patriots_heuristic,
  .move_to_string = patriots_move_to_string,
  .move_from_string = patriots_move_from_string,
  .to_json = patriots_to_json,
  .from_json = patriots_from_json,
  .check_invariants = patriots_check_invariants,
  .observer = patriots_observer,
  .finished_hand = patriots_finished_hand,
};

/**
 * tm_patriots_play_rules: (skip)
 *
 * Returns: the rules of Meet the Patriots
 */
const TmPlayRules *
tm_patriots_play_rules (void)
{
  return &patriots_rules;
}
