/* tm-escaped-play.c: the rules of Escaped for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Traitor cards of the Gitmo basic deck: one set aside face down, the
 * rest dealt face down in two rows per player.  A turn takes one card from
 * another player's rows (the taker looks at it and keeps it) or accuses:
 * a wrong accusation puts the accuser out without showing the card, the
 * first right one wins.
 *
 * Every card is tracked as a token whose place everyone can follow, so
 * what a seat knows is which tokens it has looked at; an observation keeps
 * the cards of those tokens only.  The text forms, JSON and the scorer's
 * record live in tm-escaped-play-json.c.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tm-game.h"
#include "tm-play-deck-private.h"
#include "tm-play-private.h"
#include "tm-play-util.h"

#include "tm-escaped-play-private.h"

#define BIT(i) (1u << (i))

/* The deck's Traitor cards, read by _tm_escaped_prepare(). */
static TmEscapedCards cards;

/**
 * tm_escaped_cards: (skip)
 *
 * Gets the Traitor cards as play knows them, read from the deck's data
 * when the rules were prepared.
 *
 * Returns: the card tables
 */
const TmEscapedCards *
tm_escaped_cards (void)
{
  return &cards;
}

guint
_tm_escaped_n_in (const TmEscapedState *s)
{
  return s->n_players - __builtin_popcount (s->out);
}

guint
_tm_escaped_n_held (const TmEscapedState *s,
                    guint                 seat)
{
  return s->n_row[seat][0] + s->n_row[seat][1];
}

/**
 * tm_escaped_play_candidates: (skip)
 * @state: a full state or an observation
 * @seat: a seat
 *
 * Works out which cards @seat can still suspect: those it has not seen on
 * any card it looked at, nor heard named wrongly aloud.  In an
 * observation, only its observer's answer is meaningful.
 *
 * Returns: a bit per card
 */
guint32
tm_escaped_play_candidates (const TmEscapedState *s,
                            guint                 seat)
{
  guint32 all = s->n_cards >= 32 ? G_MAXUINT32 : BIT (s->n_cards) - 1;
  guint32 known = s->cleared;

  for (guint t = 0; t < s->n_cards; t++)
    if ((s->seen[seat] & BIT (t)) && s->card_of[t] != TM_ESCAPED_UNKNOWN &&
        !(t == TM_ESCAPED_MIDDLE && (s->out & BIT (seat)) == 0))
      known |= BIT (s->card_of[t]);
  return all & ~known;
}

/**
 * tm_escaped_play_find_token: (skip)
 * @state: a state
 * @token: a token
 * @seat: (out): the seat whose rows hold it
 * @row: (out): the row
 * @place: (out): its place in the row, from 0
 *
 * Finds where a dealt card lies.
 *
 * Returns: 1 if found, 0 for the card set aside
 */
int
tm_escaped_play_find_token (const TmEscapedState *s,
                            guint                 token,
                            guint                *seat,
                            guint                *row,
                            guint                *place)
{
  for (guint p = 0; p < s->n_players; p++)
    for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
      for (guint i = 0; i < s->n_row[p][r]; i++)
        if (s->rows[p][r][i] == token)
          {
            *seat = p;
            *row = r;
            *place = i;
            return 1;
          }
  return 0;
}

void
_tm_escaped_init (void               *state,
                  const TmPlayConfig *config)
{
  TmEscapedState *s = state;
  guint8 order[TM_ESCAPED_MAX_CARDS];
  guint least = G_MAXUINT, n_least = 0;
  TmRng rng;

  g_assert (cards.n_cards > 0);   /* prepared */
  memset (s, 0, sizeof *s);
  for (guint i = 0; i < cards.n_cards; i++)
    order[i] = i;
  tm_rng_init (&rng, config->seed);
  tm_play_shuffle_bytes (&rng, order, cards.n_cards);

  s->n_players = config->n_players;
  s->n_cards = cards.n_cards;
  s->observer = TM_ESCAPED_NONE;
  s->must_name = config->options[TM_ESCAPED_OPT_LAST_MUST_NAME] != 0;
  s->aloud = config->options[TM_ESCAPED_OPT_ACCUSE_ALOUD] != 0;
  s->winner = TM_ESCAPED_NONE;
  s->last_taker = s->last_token = s->last_from = TM_ESCAPED_NONE;
  memset (s->accused, TM_ESCAPED_NONE, sizeof s->accused);
  memset (s->took, TM_ESCAPED_NONE, sizeof s->took);
  memcpy (s->card_of, order, s->n_cards);

  /* Token 0 is set aside; the others are dealt one at a time from the
   * dealer's left (the dealer is the last seat, ruling app-dealer), each
   * seat's cards laid in its two rows in turn. */
  for (guint t = 1; t < s->n_cards; t++)
    {
      guint p = (t - 1) % s->n_players;
      guint r = _tm_escaped_n_held (s, p) % TM_ESCAPED_ROWS;

      s->rows[p][r][s->n_row[p][r]++] = t;
      s->seen[p] |= BIT (t);
    }

  /* Setup: a single player short of a card starts, otherwise the player
   * on the dealer's left (ruling who-starts). */
  for (guint p = 0; p < s->n_players; p++)
    {
      guint held = _tm_escaped_n_held (s, p);

      if (held < least)
        least = held, n_least = 0;
      if (held == least)
        n_least++;
    }
  s->first = 0;
  if (n_least == 1)
    for (guint p = 0; p < s->n_players; p++)
      if (_tm_escaped_n_held (s, p) == least)
        s->first = p;
  s->current = s->first;
}

int
_tm_escaped_current_player (const void *state)
{
  const TmEscapedState *s = state;

  return s->game_over ? TM_PLAYER_TERMINAL : s->current;
}

static gboolean
may_take (const TmEscapedState *s)
{
  return s->takes[s->current] < TM_ESCAPED_TAKE_LIMIT;
}

guint
_tm_escaped_legal_moves (const void *state,
                         TmMove     *moves)
{
  const TmEscapedState *s = state;
  guint n = 0;

  if (s->game_over)
    return 0;

  if (may_take (s))
    for (guint q = 0; q < s->n_players; q++)
      {
        if (q == s->current)
          continue;
        for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
          for (guint i = 0; i < s->n_row[q][r]; i++)
            moves[n++] = (TmMove) { TM_ESCAPED_MOVE_TAKE, i, q, r };
      }

  for (guint c = 0; c < s->n_cards; c++)
    moves[n++] = (TmMove) { TM_ESCAPED_MOVE_ACCUSE, c, s->current, 0 };
  return n;
}

gboolean
_tm_escaped_check_move (const void      *state,
                        TmMove           m,
                        TmPlayViolation *v)
{
  const TmEscapedState *s = state;

  if (s->game_over)
    return tm_play_violate (v, "end", NULL, N_("The game is over; no more moves can be made."));

  switch (m.kind)
    {
    case TM_ESCAPED_MOVE_TAKE:
      if (m.target == s->current)
        return tm_play_violate (v, "turn", NULL,
                        N_("You take a card from another player's rows, never from your own."));
      if (m.target >= s->n_players || m.slot >= TM_ESCAPED_ROWS ||
          m.card >= s->n_row[m.target][m.slot])
        return tm_play_violate (v, "turn", NULL, N_("There is no card at that place."));
      if (!may_take (s))
        return tm_play_violate (v, "turn", "endless-game",
                        N_("You have taken as many cards as a game allows; you must accuse now."));
      return TRUE;

    case TM_ESCAPED_MOVE_ACCUSE:
      if (m.target != s->current || m.slot != 0)
        return tm_play_violate (v, "turn", "accuse-instead",
                                N_("Only the player whose turn it is may accuse."));
      if (m.card >= s->n_cards)
        return tm_play_violate (v, "turn", NULL, N_("Name one of the Traitors on the checklist."));
      return TRUE;

    default:
      return tm_play_violate (v, "turn", NULL, N_("That is not an Escaped move."));
    }
}

static void
end_turn (TmEscapedState *s)
{
  s->turn++;
  if (s->game_over)
    {
      s->current = 0;
      return;
    }
  do
    s->current = (s->current + 1) % s->n_players;
  while (s->out & BIT (s->current));
}

static void
take (TmEscapedState *s,
      guint           from,
      guint           row,
      guint           place)
{
  guint me = s->current;
  guint token = s->rows[from][row][place];
  guint to = s->n_row[me][1] < s->n_row[me][0] ? 1 : 0;

  /* The rows close up (ruling taken-card-place); the card goes at the end
   * of the taker's shorter row, the first when they are even. */
  memmove (&s->rows[from][row][place], &s->rows[from][row][place + 1],
           s->n_row[from][row] - place - 1);
  s->rows[from][row][--s->n_row[from][row]] = 0;
  s->rows[me][to][s->n_row[me][to]++] = token;
  s->seen_turn[from][token] = s->turn;
  s->seen[me] |= BIT (token);
  s->seen_turn[me][token] = s->turn;
  s->takes[me]++;
  s->took[me] = token;
  s->last_taker = me;
  s->last_token = token;
  s->last_from = from;
}

static void
accuse (TmEscapedState *s,
        guint           card)
{
  guint me = s->current;

  s->accused[me] = card;
  s->seen[me] |= BIT (TM_ESCAPED_MIDDLE);
  s->seen_turn[me][TM_ESCAPED_MIDDLE] = s->turn;
  s->last_taker = s->last_token = s->last_from = TM_ESCAPED_NONE;
  if (card == s->card_of[TM_ESCAPED_MIDDLE])
    {
      s->winner = me;
      s->game_over = 1;
      return;
    }

  /* Wrong: out, the card goes back unseen by the others; named aloud, the
   * others may tick the name off (ruling accuse-privately). */
  s->out |= BIT (me);
  if (s->aloud)
    s->cleared |= BIT (card);

  /* Ruling last-player-left. */
  if (_tm_escaped_n_in (s) == 0)
    s->game_over = 1;
  else if (_tm_escaped_n_in (s) == 1 && !s->must_name)
    {
      for (guint p = 0; p < s->n_players; p++)
        if ((s->out & BIT (p)) == 0)
          s->winner = p;
      s->game_over = 1;
    }
}

void
_tm_escaped_apply_move (void   *state,
                        TmMove  m)
{
  TmEscapedState *s = state;

  g_assert (!s->game_over);
  if (m.kind == TM_ESCAPED_MOVE_TAKE)
    take (s, m.target, m.slot, m.card);
  else
    accuse (s, m.card);
  end_turn (s);
}

void
_tm_escaped_scores (const void *state,
                    int        *scores)
{
  const TmEscapedState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->winner == p;
}

/* At the end the winner takes all; when the last player named the wrong
 * card too, nobody beat anybody and the seats share the result, as a
 * score sheet's tie at nought does.  Before it, a seat's chances grow with the cards it has
 * seen. */
void
_tm_escaped_returns (const void *state,
                     double     *values)
{
  const TmEscapedState *s = state;
  double total = 0;

  if (s->game_over)
    {
      for (guint p = 0; p < s->n_players; p++)
        values[p] = s->winner == TM_ESCAPED_NONE ? 1.0 / s->n_players : s->winner == p;
      return;
    }

  for (guint p = 0; p < s->n_players; p++)
    {
      values[p] = (s->out & BIT (p)) ? 0.0 : 1.0 + __builtin_popcount (s->seen[p]);
      total += values[p];
    }
  for (guint p = 0; p < s->n_players; p++)
    values[p] /= total;
}

guint
_tm_escaped_episode (const void *state)
{
  return 0;
}

int
_tm_escaped_observer (const void *state)
{
  const TmEscapedState *s = state;

  return s->observer == TM_ESCAPED_NONE ? -1 : s->observer;
}

static gboolean
revealed (const TmEscapedState *s)
{
  return s->game_over && s->winner != TM_ESCAPED_NONE &&
         s->accused[s->winner] == s->card_of[TM_ESCAPED_MIDDLE];
}

/* A seat sees the cards of the tokens it has looked at; the card set aside
 * is shown only by a right accusation.  A wrong accusation's name stays
 * the accuser's own unless it was said aloud. */
void
_tm_escaped_observe (const void *state,
                     guint       player,
                     void       *observation)
{
  const TmEscapedState *s = state;
  TmEscapedState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  o->risk = 0;
  for (guint t = 0; t < s->n_cards; t++)
    if ((s->seen[player] & BIT (t)) == 0 && !(t == TM_ESCAPED_MIDDLE && revealed (s)))
      o->card_of[t] = TM_ESCAPED_UNKNOWN;
  for (guint p = 0; p < s->n_players; p++)
    if (p != player && !s->aloud && s->accused[p] != TM_ESCAPED_NONE &&
        !(p == s->winner && revealed (s)))
      o->accused[p] = TM_ESCAPED_UNKNOWN;
}

void
_tm_escaped_sample (const void *observation,
                    TmRng      *rng,
                    void       *state)
{
  const TmEscapedState *o = observation;
  TmEscapedState *s = state;
  guint8 unknown[TM_ESCAPED_MAX_CARDS];
  guint32 known = 0;
  guint n = 0, k = 0;

  memcpy (s, o, sizeof *s);
  if (o->observer == TM_ESCAPED_NONE)
    return;

  for (guint t = 0; t < o->n_cards; t++)
    if (o->card_of[t] != TM_ESCAPED_UNKNOWN)
      known |= BIT (o->card_of[t]);
  for (guint c = 0; c < o->n_cards; c++)
    if ((known & BIT (c)) == 0)
      unknown[n++] = c;
  tm_play_shuffle_bytes (rng, unknown, n);

  /* The card set aside is none of the names said aloud wrongly. */
  if (s->card_of[TM_ESCAPED_MIDDLE] == TM_ESCAPED_UNKNOWN)
    for (guint i = 0; i < n; i++)
      if ((o->cleared & BIT (unknown[i])) == 0)
        {
          guint8 tmp = unknown[0];

          unknown[0] = unknown[i];
          unknown[i] = tmp;
          break;
        }
  for (guint t = 0; t < o->n_cards; t++)
    if (s->card_of[t] == TM_ESCAPED_UNKNOWN)
      s->card_of[t] = unknown[k++];
  g_assert (k == n);

  /* Names accused wrongly in private: any but the one set aside. */
  for (guint p = 0; p < s->n_players; p++)
    if (s->accused[p] == TM_ESCAPED_UNKNOWN)
      s->accused[p] = (s->card_of[TM_ESCAPED_MIDDLE] + 1 + tm_rng_below (rng, s->n_cards - 1)) %
                      s->n_cards;
  s->observer = TM_ESCAPED_NONE;
}

static gboolean
holds (const TmEscapedState *s,
       guint                 seat,
       guint                 token)
{
  for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
    for (guint i = 0; i < s->n_row[seat][r]; i++)
      if (s->rows[seat][r][i] == token)
        return TRUE;
  return FALSE;
}

/* A weaker player forgets to tick: each card that has left its rows is
 * remembered with probability memory (the draw is fixed per sighting, so
 * the memory does not flicker from one move to the next), and it dares
 * more (risk).  A card it holds it can always look at again. */
void
_tm_escaped_forget (void    *observation,
                    guint64  memory_seed,
                    double   memory)
{
  TmEscapedState *o = observation;
  guint me = o->observer;

  o->risk = (guint8) CLAMP (lround ((1.0 - memory) * 100), 0, 100);
  if (memory >= 1.0 || me == TM_ESCAPED_NONE)
    return;

  for (guint t = 1; t < o->n_cards; t++)
    {
      if ((o->seen[me] & BIT (t)) == 0 || holds (o, me, t))
        continue;
      if (tm_play_fixed_draw (memory_seed, t, o->seen_turn[me][t]) >= memory)
        {
          o->card_of[t] = TM_ESCAPED_UNKNOWN;
          o->seen[me] &= ~BIT (t);
        }
    }
}

static guint
nth_bit (guint32 mask,
         guint   n)
{
  for (guint i = 0; i < 32; i++)
    if ((mask & BIT (i)) && n-- == 0)
      return i;
  g_assert_not_reached ();
}

static TmMove
accusation (const TmEscapedState *s,
            guint32               candidates,
            TmRng                *rng)
{
  guint k = __builtin_popcount (candidates);
  guint card = k > 0 ? nth_bit (candidates, tm_rng_below (rng, k)) : tm_rng_below (rng, s->n_cards);

  return (TmMove) { TM_ESCAPED_MOVE_ACCUSE, card, s->current, 0 };
}

/* A take of a card @seat has not looked at, at random; FALSE if there is
 * none. */
static gboolean
new_card (const TmEscapedState *s,
          guint                 seat,
          TmRng                *rng,
          TmMove               *move)
{
  guint n = 0, pick;

  for (guint q = 0; q < s->n_players; q++)
    for (guint r = 0; q != seat && r < TM_ESCAPED_ROWS; r++)
      for (guint i = 0; i < s->n_row[q][r]; i++)
        n += (s->seen[seat] & BIT (s->rows[q][r][i])) == 0;
  if (n == 0 || !may_take (s))
    return FALSE;

  pick = tm_rng_below (rng, n);
  for (guint q = 0; q < s->n_players; q++)
    for (guint r = 0; q != seat && r < TM_ESCAPED_ROWS; r++)
      for (guint i = 0; i < s->n_row[q][r]; i++)
        if ((s->seen[seat] & BIT (s->rows[q][r][i])) == 0 && pick-- == 0)
          {
            *move = (TmMove) { TM_ESCAPED_MOVE_TAKE, i, q, r };
            return TRUE;
          }
  g_assert_not_reached ();
}

/* How close the nearest rival still in is to certainty: how many more
 * cards they must look at (0: they know). */
static guint
rival_distance (const TmEscapedState *s,
                guint                 me)
{
  guint best = G_MAXUINT;

  for (guint q = 0; q < s->n_players; q++)
    if (q != me && (s->out & BIT (q)) == 0)
      {
        guint seen = __builtin_popcount (s->seen[q] & ~BIT (TM_ESCAPED_MIDDLE));
        guint need = s->n_cards - 1 - MIN (seen, s->n_cards - 1u);

        best = MIN (best, need);
      }
  return best;
}

/* Elimination from what the seat has seen: accuse once no more than
 * @daring names are left, or when a rival is about to know; otherwise look
 * at a card it has not seen. */
static TmMove
by_elimination (const TmEscapedState *s,
                guint                 daring,
                TmRng                *rng)
{
  guint me = s->current;
  guint32 candidates = tm_escaped_play_candidates (s, me);
  guint k = __builtin_popcount (candidates);
  guint rival = rival_distance (s, me);
  TmMove move;

  if (k <= daring || rival == 0 || (rival == 1 && k == 2))
    return accusation (s, candidates, rng);
  if (new_card (s, me, rng, &move))
    return move;
  return accusation (s, candidates, rng);
}

/* The heuristic dares as its seat's risk says: as soon as the odds are
 * as good as that. */
TmMove
_tm_escaped_heuristic (const void *observation,
                       TmRng      *rng)
{
  const TmEscapedState *s = observation;

  return by_elimination (s, 1 + s->risk * 6 / 100, rng);
}

/* A playout plays every seat as the most careful heuristic does, by
 * elimination from its own cards. */
TmMove
_tm_escaped_playout_move (const void *state,
                          TmRng      *rng)
{
  return by_elimination (state, 1, rng);
}

/* What a search weighs, in two steps.  First the plain cases: a seat
 * down to one name accuses, and one with three or more while every rival
 * still in needs two more cards to know looks at another card (its odds
 * only grow, and no careful rival guesses yet).  Otherwise it weighs
 * accusing (any name it still suspects, all equally likely, so the
 * first) against looking at one more card (the first it has not seen in
 * each other seat's rows, the rows of one seat being alike), and the
 * search decides by playouts, not by a tree of two dozen names each right
 * in a few of the samples. */
guint
_tm_escaped_search_moves (const void *observation,
                          TmMove     *moves)
{
  const TmEscapedState *s = observation;
  guint me = s->current;
  guint32 candidates = tm_escaped_play_candidates (s, me);
  guint k = __builtin_popcount (candidates);
  guint n = 0;

  moves[n++] = (TmMove) { TM_ESCAPED_MOVE_ACCUSE,
                          candidates != 0 ? __builtin_ctz (candidates) : 0, me, 0 };
  if (k <= 1)
    return n;
  for (guint q = 0; q < s->n_players && may_take (s); q++)
    {
      gboolean found = FALSE;

      for (guint r = 0; q != me && r < TM_ESCAPED_ROWS && !found; r++)
        for (guint i = 0; i < s->n_row[q][r] && !found; i++)
          if ((s->seen[me] & BIT (s->rows[q][r][i])) == 0)
            {
              moves[n++] = (TmMove) { TM_ESCAPED_MOVE_TAKE, i, q, r };
              found = TRUE;
            }
    }
  if (n > 1 && k >= 3 && rival_distance (s, me) >= 2)
    {
      moves[0] = moves[1];
      return 1;
    }
  return n;
}

gboolean
_tm_escaped_check_invariants (const void *state,
                              GString    *problems)
{
  const TmEscapedState *s = state;
  guint count[TM_ESCAPED_MAX_CARDS] = { 0 };
  gboolean ok = TRUE;
  guint placed = 0;

  for (guint p = 0; p < s->n_players; p++)
    for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
      for (guint i = 0; i < s->n_row[p][r]; i++)
        {
          guint t = s->rows[p][r][i];

          if (t == TM_ESCAPED_MIDDLE || t >= s->n_cards)
            {
              g_string_append_printf (problems, "seat %u row %u holds token %u\n", p, r, t);
              ok = FALSE;
              continue;
            }
          count[t]++;
          placed++;
          if ((s->seen[p] & BIT (t)) == 0)
            {
              g_string_append_printf (problems, "seat %u holds token %u it never saw\n", p, t);
              ok = FALSE;
            }
        }
  if (placed != s->n_cards - 1u)
    {
      g_string_append_printf (problems, "%u cards in the rows, not %u\n", placed, s->n_cards - 1);
      ok = FALSE;
    }
  for (guint t = 1; t < s->n_cards; t++)
    if (count[t] != 1)
      {
        g_string_append_printf (problems, "token %u lies %u times in the rows\n", t, count[t]);
        ok = FALSE;
      }

  if (s->observer == TM_ESCAPED_NONE)
    {
      guint32 cards_seen = 0;

      for (guint t = 0; t < s->n_cards; t++)
        {
          if (s->card_of[t] >= s->n_cards || (cards_seen & BIT (s->card_of[t])))
            {
              g_string_append_printf (problems, "token %u is card %u, twice or none\n", t,
                                      s->card_of[t]);
              ok = FALSE;
            }
          else
            cards_seen |= BIT (s->card_of[t]);
        }
      if (s->cleared & BIT (s->card_of[TM_ESCAPED_MIDDLE]))
        {
          g_string_append (problems, "the card set aside was named wrongly aloud\n");
          ok = FALSE;
        }
    }

  for (guint p = 0; p < s->n_players; p++)
    {
      gboolean is_out = (s->out & BIT (p)) != 0;

      if (is_out && s->accused[p] == TM_ESCAPED_NONE)
        {
          g_string_append_printf (problems, "seat %u is out without accusing\n", p);
          ok = FALSE;
        }
      if (s->observer == TM_ESCAPED_NONE && is_out &&
          s->accused[p] == s->card_of[TM_ESCAPED_MIDDLE])
        {
          g_string_append_printf (problems, "seat %u is out for naming the right card\n", p);
          ok = FALSE;
        }
      if (s->takes[p] > TM_ESCAPED_TAKE_LIMIT)
        {
          g_string_append_printf (problems, "seat %u took %u cards\n", p, s->takes[p]);
          ok = FALSE;
        }
    }
  if (!s->game_over && (s->out & BIT (s->current)))
    {
      g_string_append (problems, "a seat that is out is to move\n");
      ok = FALSE;
    }
  if (!s->game_over && _tm_escaped_n_in (s) < (s->must_name ? 1u : 2u))
    {
      g_string_append (problems, "the game goes on with too few players in\n");
      ok = FALSE;
    }
  if (s->game_over && s->winner != TM_ESCAPED_NONE && (s->out & BIT (s->winner)))
    {
      g_string_append (problems, "the winner is out\n");
      ok = FALSE;
    }
  return ok;
}

/* Reads the Traitor cards of the deck (their side is `traitor`), each
 * copy a card of its own. */
gboolean
_tm_escaped_prepare (TmGame         *game,
                     TmDeck * const *decks,
                     GError        **error)
{
  TmDeck *deck = decks[0];
  GListModel *model = G_LIST_MODEL (deck);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) deck_ids = g_ptr_array_new_with_free_func (g_free);

  if (!tm_play_game_fits (game, TM_ESCAPED_MAX_SEATS, error))
    return FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (model, i);
      guint count = tm_card_get_count (card);

      if (tm_card_get_side (card) != TM_SIDE_TRAITOR)
        continue;
      for (guint copy = 0; copy < count; copy++)
        {
          if (ids->len == TM_ESCAPED_MAX_CARDS)
            return tm_play_deck_fail (error, deck, card, "count",
                                      "Escaped plays with %u Traitor cards at most",
                                      TM_ESCAPED_MAX_CARDS);
          g_ptr_array_add (deck_ids, g_strdup (tm_card_get_id (card)));
          g_ptr_array_add (ids, copy == 0 ? g_strdup (tm_card_get_id (card))
                                          : g_strdup_printf ("%s#%u", tm_card_get_id (card),
                                                             copy + 1));
        }
    }
  if (ids->len < tm_game_get_max_players (game) + 1u)
    return tm_play_deck_fail (error, deck, NULL, "cards",
                              "Escaped needs a Traitor card for each of %u players and one "
                              "to set aside, not %u", tm_game_get_max_players (game), ids->len);

  for (guint c = 0; c < TM_ESCAPED_MAX_CARDS; c++)
    {
      g_clear_pointer (&cards.ids[c], g_free);
      g_clear_pointer (&cards.deck_ids[c], g_free);
    }
  cards.n_cards = ids->len;
  for (guint c = 0; c < ids->len; c++)
    {
      cards.ids[c] = g_strdup (g_ptr_array_index (ids, c));
      cards.deck_ids[c] = g_strdup (g_ptr_array_index (deck_ids, c));
    }
  return TRUE;
}
