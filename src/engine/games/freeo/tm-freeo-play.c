/* tm-freeo-play.c: the rules of Free-O for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here works on TmFreeoState, a flat struct of about 250 bytes:
 * no pointers, no allocation while playing.  The rulings of
 * data/games/freeo/rules.json are named where they decide a point.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-game.h"
#include "tm-json-private.h"
#include "tm-play-util.h"
#include "tm-play-deck-private.h"
#include "tm-play-private.h"

#include "tm-freeo-play.h"

/* The name a saved state's errors give it */
#define GAME "Free-O"

/* The deck, read by freeo_prepare() before any game is dealt. */
static TmFreeoCards cards;

static const char *owed_names[] = { "nothing", "match", "capture" };

/* The options play reads, by their ids in data/games/freeo/game.json, in
 * the order of the TM_FREEO_OPT_ indices. */
static const char * const freeo_options[TM_FREEO_N_OPTIONS] = {
  "every-player-draws-two",
  "wild-anytime",
  "target-score",
  "turn-over-captured-start",
  "playoff-hand",
  "one-hand",
};

#define IS_SEEK(c) ((c) < cards.n_places)
#define BIT(p) (1u << (p))

/**
 * tm_freeo_cards: (skip)
 *
 * Gets the deck as play knows it, read from the deck's data when the
 * rules were prepared.
 *
 * Returns: the card tables
 */
const TmFreeoCards *
tm_freeo_cards (void)
{
  return &cards;
}

int
tm_freeo_card_from_id (const char *id)
{
  for (int i = 0; i < cards.n_types; i++)
    if (g_strcmp0 (id, cards.ids[i]) == 0)
      return i;
  return -1;
}

int
tm_freeo_hand_points (const TmFreeoState *state,
                      guint               player)
{
  int points = 0;

  for (guint c = 0; c < cards.n_types; c++)
    points += state->hand[player][c] * cards.points[c];
  return points;
}

/* What part a card type plays in the rules (the order of the types is
 * TmFreeoCards'). */
static inline TmFreeoKind
kind_of (guint8 c)
{
  if (IS_SEEK (c))
    return TM_FREEO_KIND_SEEK;
  if (c == cards.captured)
    return TM_FREEO_KIND_CAPTURED;
  if (c == cards.draw_a_card)
    return TM_FREEO_KIND_DRAW_A_CARD;
  return TM_FREEO_KIND_WILD;
}

/**
 * tm_freeo_card_kind: (skip)
 * @card: a card type
 *
 * Gets what part a card type plays in the rules.
 *
 * Returns: the kind
 */
TmFreeoKind
tm_freeo_card_kind (guint8 card)
{
  g_return_val_if_fail (card < cards.n_types, TM_FREEO_KIND_SEEK);
  return kind_of (card);
}

static inline guint
next_active (const TmFreeoState *s,
             guint               p)
{
  return tm_freeo_turn_next_seat (&s->turn, p);
}

static inline void
shuffle_cards (TmRng  *rng,
               guint8 *pile,
               guint   n)
{
  tm_play_shuffle_bytes (rng, pile, n);
}

static inline guint8
pop_draw (TmFreeoState *s)
{
  guint8 card = s->draw[--s->n_draw];

  s->draw[s->n_draw] = 0;
  return card;
}

/* The draw pile is empty: the discard pile but its top card becomes the
 * new draw pile (setup section). */
static void
reshuffle (TmFreeoState *s)
{
  guint n = 0;

  for (guint c = 0; c < cards.n_types; c++)
    {
      for (guint k = 0; k < s->discard[c]; k++)
        s->draw[n++] = c;
      s->discard[c] = 0;
    }
  shuffle_cards (&s->rng, s->draw, n);
  s->n_draw = n;
}

static guint
draw_cards (TmFreeoState *s,
            guint         player,
            guint         count)
{
  guint got = 0;

  for (; got < count; got++)
    {
      guint8 card;

      if (s->n_draw == 0)
        reshuffle (s);
      if (s->n_draw == 0)
        break;   /* ruling empty-piles: take what is there */
      card = pop_draw (s);
      s->hand[player][card]++;
      s->hand_size[player]++;
    }

  return got;
}


static void
deal (TmFreeoState *s)
{
  guint first;

  memset (s->hand, 0, sizeof s->hand);
  memset (s->hand_size, 0, sizeof s->hand_size);
  memset (s->discard, 0, sizeof s->discard);
  /* The whole table, a constant size (what lies past the deck is 0, as
   * the unused end of the draw pile must be). */
  G_STATIC_ASSERT (sizeof cards.sorted == sizeof s->draw);
  memcpy (s->draw, cards.sorted, sizeof s->draw);
  shuffle_cards (&s->rng, s->draw, cards.deck_size);
  s->n_draw = cards.deck_size;

  /* One card at a time to each seat in the hand, from the dealer's left. */
  first = next_active (s, s->dealer);
  {
    guint8 order[TM_FREEO_MAX_PLAYERS];
    guint n_seats = 0, n = s->n_draw, p = first;

    do
      {
        order[n_seats++] = p;
        s->hand_size[p] = TM_FREEO_HAND_SIZE;
        p = next_active (s, p);
      }
    while (p != first);
    for (guint round = 0; round < TM_FREEO_HAND_SIZE; round++)
      for (guint k = 0; k < n_seats; k++)
        s->hand[order[k]][s->draw[--n]]++;
    memset (s->draw + n, 0, s->n_draw - n);
    s->n_draw = n;
  }

  /* The start card: a wild or Draw A Card (and, with the option, a
   * capture) is covered by the next card turned up. */
  s->top = pop_draw (s);
  while (tm_freeo_turn_covers_start_card (kind_of (s->top), s->turn_over_captured))
    {
      s->discard[s->top]++;
      s->top = pop_draw (s);
    }

  tm_freeo_turn_start (&s->turn, first, kind_of (s->top), s->top);
  s->stuck = 0;
  s->moves_in_hand = 0;
}

static void
freeo_init (void               *state,
            const TmPlayConfig *config)
{
  TmFreeoState *s = state;

  g_assert (cards.n_types > 0);   /* prepared */
  memset (s, 0, sizeof *s);
  tm_rng_init (&s->rng, config->seed);
  s->turn.n_players = config->n_players;
  s->observer = TM_FREEO_NOBODY;
  s->turn.everyone_pays = config->options[TM_FREEO_OPT_EVERYONE_PAYS];
  s->turn.wild_anytime = config->options[TM_FREEO_OPT_WILD_ANYTIME];
  s->target_score = config->options[TM_FREEO_OPT_TARGET_SCORE];
  s->turn_over_captured = config->options[TM_FREEO_OPT_TURN_OVER_CAPTURED];
  s->playoff = config->options[TM_FREEO_OPT_PLAYOFF];
  s->one_hand = config->options[TM_FREEO_OPT_ONE_HAND];
  s->turn.active = (1u << s->turn.n_players) - 1;
  s->hand_number = 1;
  s->hand_winner = TM_FREEO_NOBODY;
  s->dealer = s->turn.n_players - 1;   /* so that seat 0 plays first */
  deal (s);
}

static int
freeo_current_player (const void *state)
{
  const TmFreeoState *s = state;

  return s->game_over ? TM_PLAYER_TERMINAL : s->turn.current;
}

static inline gboolean
can_wild (const TmFreeoState *s,
          guint               p)
{
  return s->hand[p][cards.wild] > 0 && tm_freeo_turn_may_wild (&s->turn, s->hand_size[p]);
}

static inline TmMove
play (guint8 card,
      guint8 target)
{
  TmMove move = { TM_FREEO_MOVE_PLAY, card, target, 0 };
  return move;
}

/* Every move playing a card without a target, and the Draw A Card moves
 * by target: constant tables, filled in by freeo_prepare(). */
static TmMove plain_moves[TM_FREEO_MAX_TYPES];
static TmMove draw_a_card_moves[TM_FREEO_MAX_PLAYERS];

static guint
freeo_legal_moves (const void *state,
                   TmMove     *moves)
{
  const TmFreeoState *s = state;
  const guint8 *h;
  guint p, n = 0;

  if (s->game_over)
    return 0;

  p = s->turn.current;
  h = s->hand[p];

  switch (s->turn.owed)
    {
    case TM_FREEO_OWE_CAPTURE:
      if (can_wild (s, p))
        moves[n++] = play (cards.wild, TM_MOVE_NO_TARGET);
      break;

    case TM_FREEO_OWE_MATCH:
      if (h[s->turn.owed_place])
        moves[n++] = play (s->turn.owed_place, TM_MOVE_NO_TARGET);
      if (h[cards.captured])
        moves[n++] = play (cards.captured, TM_MOVE_NO_TARGET);
      if (can_wild (s, p))
        moves[n++] = play (cards.wild, TM_MOVE_NO_TARGET);
      break;

    default:
      /* Written without branches on the cards held (a random playout
       * mispredicts them): each candidate is stored, and kept by
       * counting it only if it is legal. */
#pragma GCC unroll 12
      for (guint c = 0, last = cards.captured; c <= last; c++)
        {
          moves[n] = plain_moves[c];
          n += h[c] != 0;
        }
      if (h[cards.draw_a_card])
        {
          guint targets = s->turn.active & ~BIT (p);

          for (guint q = 0; q < s->turn.n_players; q++)
            {
              moves[n] = draw_a_card_moves[q];
              n += (targets >> q) & 1;
            }
        }
      if (can_wild (s, p))
        moves[n++] = play (cards.wild, TM_MOVE_NO_TARGET);
      break;
    }

  if (n == 0)
    {
      TmMove draw = { TM_FREEO_MOVE_DRAW, 0, TM_MOVE_NO_TARGET, 0 };

      moves[n++] = draw;
    }

  return n;
}

static gboolean
freeo_check_move (const void      *state,
                  TmMove           m,
                  TmPlayViolation *v)
{
  const TmFreeoState *s = state;
  guint p = s->turn.current;
  guint8 c = m.card;

  if (s->game_over)
    return tm_play_violate (v, "end", NULL, N_("The game is over; no more moves can be made."));

  if (m.kind == TM_FREEO_MOVE_DRAW)
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];

      if (m.card != 0 || m.target != TM_MOVE_NO_TARGET || m.slot != 0)
        return tm_play_violate (v, "turn", NULL, N_("That is not a Free-O move."));
      if (freeo_legal_moves (s, moves) > 1 || moves[0].kind != TM_FREEO_MOVE_DRAW)
        return tm_play_violate (v, "turn", NULL,
                                N_("You have a card you may play, so you may not draw "
                                   "instead."));
      return TRUE;
    }

  if (m.kind != TM_FREEO_MOVE_PLAY || c >= cards.n_types || m.slot != 0 ||
      (c != cards.draw_a_card && m.target != TM_MOVE_NO_TARGET))
    return tm_play_violate (v, "turn", NULL, N_("That is not a Free-O move."));

  if (s->hand[p][c] == 0)
    return tm_play_violate (v, "turn", NULL, N_("You do not hold that card."));

  return tm_freeo_turn_check_play (&s->turn, kind_of (c), c, m.target, s->hand_size[p], v);
}

static guint
count_active (const TmFreeoState *s)
{
  return tm_play_popcount8 (s->turn.active);
}

static guint8
lowest (const TmFreeoState *s,
        const gint16       *values)
{
  int best = G_MAXINT;
  guint8 mask = 0;

  for (guint p = 0; p < s->turn.n_players; p++)
    {
      if ((s->turn.active & BIT (p)) == 0)
        continue;
      if (values[p] < best)
        {
          best = values[p];
          mask = BIT (p);
        }
      else if (values[p] == best)
        mask |= BIT (p);
    }
  return mask;
}

/* The hand is over (scoring and end sections): count the cards left, add
 * them up, and either deal again or end the game. */
static void
end_hand (TmFreeoState *s)
{
  guint winner = s->turn.out_player;
  gboolean reached = FALSE;

  for (guint p = 0; p < s->turn.n_players; p++)
    {
      int points = 0;

      if ((s->turn.active & BIT (p)) && p != winner)
        points = tm_freeo_hand_points (s, p);   /* ruling winner-scores-zero */
      s->hand_points[p] = points;
      s->totals[p] += points;   /* a play-off hand too, like any hand */
      if (s->totals[p] >= s->target_score)
        reached = TRUE;   /* ruling passing-60: reaching it counts */
    }
  s->hand_winner = winner;
  s->turn.owed = TM_FREEO_OWE_NOTHING;

  /* Ruling passing-60 and the playoff-hand option: one play-off hand
   * between the tied, whose lowest score on it wins; a tie stands. */
  if (s->in_playoff || s->one_hand)
    {
      s->winners = lowest (s, s->hand_points);
      s->game_over = 1;
    }
  else if (reached)
    {
      s->turn.active = (1u << s->turn.n_players) - 1;
      s->winners = lowest (s, s->totals);
      if (s->playoff && tm_play_popcount8 (s->winners) > 1)
        {
          s->in_playoff = 1;
          s->turn.active = s->winners;
          s->winners = 0;
        }
      else
        s->game_over = 1;
    }

  if (s->game_over)
    {
      s->turn.current = TM_FREEO_NOBODY;
      return;
    }

  /* Ruling next-dealer: the deal passes to the left. */
  s->hand_number++;
  s->dealer = (s->dealer + 1) % s->turn.n_players;
  if (s->stop_at_hand_end)
    {
      /* A search's copy, which looks no further than this hand: the
       * hand is scored (returns() reads it) and the deal is saved. */
      s->moves_in_hand = 0;
      return;
    }
  deal (s);
}

static void
apply_move (TmFreeoState *s,
            TmMove        m);

/* Fields that mean nothing in the current situation are kept at one value,
 * so that equal positions are equal bytes (and survive a JSON round trip
 * unchanged). */
static void
freeo_apply_move (void   *state,
                  TmMove  m)
{
  TmFreeoState *s = state;

  apply_move (s, m);
  if (s->turn.owed != TM_FREEO_OWE_MATCH)
    s->turn.owed_place = 0;
  if (s->turn.owed != TM_FREEO_OWE_CAPTURE)
    s->turn.capturer = TM_FREEO_NOBODY;
}

/* The hand @m ended, in the terms of Free-O's scorer (tm-freeo-score.c):
 * the player who went out, and by kind what everyone else still holds.
 * The state after the move is already dealt again, so the hands are read
 * by playing the move on a copy that deals no next hand. */
static gboolean
freeo_finished_hand (const void       *before,
                     TmMove            m,
                     const void       *after,
                     TmPlayHandRecord *hand)
{
  const TmFreeoState *b = before, *a = after;
  TmFreeoState end;

  if (!a->game_over && a->hand_number == b->hand_number)
    return FALSE;

  end = *b;
  end.stop_at_hand_end = 1;
  freeo_apply_move (&end, m);

  hand->number = b->hand_number;
  hand->dealer = b->dealer;
  hand->took_hand = a->hand_winner == TM_FREEO_NOBODY ? 0 : BIT (a->hand_winner);
  hand->outcome = NULL;
  for (guint p = 0; p < a->turn.n_players; p++)
    {
      g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);
      gint64 captured = end.hand[p][cards.captured];
      gint64 draw = end.hand[p][cards.draw_a_card];
      gint64 wild = end.hand[p][cards.wild];
      gint64 seek = 0;

      for (guint c = 0; c < cards.n_types; c++)
        if (IS_SEEK (c))
          seek += end.hand[p][c];

      if (p == a->hand_winner)
        g_variant_dict_insert (&entry, "went_out", "b", TRUE);
      else
        {
          g_variant_dict_insert (&entry, "captured", "x", captured);
          g_variant_dict_insert (&entry, "seek", "x", seek);
          g_variant_dict_insert (&entry, "draw", "x", draw);
          g_variant_dict_insert (&entry, "wild", "x", wild);
        }
      hand->entries[p] = g_variant_ref_sink (g_variant_dict_end (&entry));
      hand->points[p] = a->hand_points[p];
    }
  return TRUE;
}

static void
apply_move (TmFreeoState *s,
            TmMove        m)
{
  guint p = s->turn.current;
  guint8 c = m.card;

  g_assert (!s->game_over);
  s->moves_in_hand++;

  if (m.kind == TM_FREEO_MOVE_DRAW)
    {
      guint got = draw_cards (s, p, tm_freeo_turn_draws_owed (&s->turn, cards.capture_draws));

      s->stuck = got == 0 ? s->stuck + 1 : 0;
      if (tm_freeo_turn_draw (&s->turn))
        end_hand (s);   /* ruling last-card-captured */
      else if (s->stuck >= count_active (s))
        end_hand (s);   /* ruling empty-piles */
      else
        tm_freeo_turn_pass (&s->turn);
      return;
    }

  s->hand[p][c]--;
  s->hand_size[p]--;
  s->discard[s->top]++;
  s->top = c;
  s->stuck = 0;

  if (c == cards.draw_a_card)
    draw_cards (s, m.target, cards.pay_back_draws);
  if (tm_freeo_turn_play (&s->turn, kind_of (c), c, s->hand_size[p]) == TM_FREEO_HAND_OVER)
    end_hand (s);
}

/* Values for search: see TmPlayRules.returns. */
static void
hand_values (const TmFreeoState *s,
             const int          *badness,
             guint               winner,
             double              top_value,
             double             *values)
{
  int best = G_MAXINT, worst = G_MININT;

  for (guint p = 0; p < s->turn.n_players; p++)
    {
      if ((s->turn.active & BIT (p)) == 0 || p == winner)
        continue;
      best = MIN (best, badness[p]);
      worst = MAX (worst, badness[p]);
    }

  for (guint p = 0; p < s->turn.n_players; p++)
    {
      if (p == winner)
        values[p] = 1.0;
      else if ((s->turn.active & BIT (p)) == 0)
        values[p] = 0.0;
      else if (worst == best)
        values[p] = top_value / 2;
      else
        values[p] = top_value * (worst - badness[p]) / (double) (worst - best);
    }
}

static void
freeo_returns (const void *state,
               double     *values)
{
  const TmFreeoState *s = state;
  int badness[TM_FREEO_MAX_PLAYERS] = { 0 };

  if (s->game_over)
    {
      int n = tm_play_popcount8 (s->winners);

      for (guint p = 0; p < s->turn.n_players; p++)
        values[p] = (s->winners & BIT (p)) ? 1.0 / n : 0.0;
      return;
    }

  if (s->moves_in_hand == 0 && s->hand_number > 1)
    {
      /* A hand has just been scored. */
      for (guint p = 0; p < s->turn.n_players; p++)
        badness[p] = s->hand_points[p];
      hand_values (s, badness, s->hand_winner, 0.6, values);
      return;
    }

  /* In the middle of a hand: fewer cards and fewer points are better. */
  for (guint p = 0; p < s->turn.n_players; p++)
    badness[p] = tm_freeo_hand_points (s, p) + 2 * s->hand_size[p];
  hand_values (s, badness, TM_FREEO_NOBODY, 0.8, values);
}

static void
freeo_scores (const void *state,
              int        *scores)
{
  const TmFreeoState *s = state;

  for (guint p = 0; p < s->turn.n_players; p++)
    scores[p] = s->totals[p];
}

static guint
freeo_episode (const void *state)
{
  const TmFreeoState *s = state;

  return s->hand_number;
}

static void
freeo_stop_at_episode_end (void *state)
{
  TmFreeoState *s = state;

  s->stop_at_hand_end = 1;
}

static int
freeo_observer (const void *state)
{
  const TmFreeoState *s = state;

  return s->observer == TM_FREEO_NOBODY ? -1 : s->observer;
}

/* Hidden: other hands, the draw pile's order and contents, and the
 * generator that will shuffle the next draw pile.  Public: hand sizes,
 * the discard pile (every card in it was laid face up) and the rest. */
static void
freeo_observe (const void *state,
               guint       player,
               void       *observation)
{
  const TmFreeoState *s = state;
  TmFreeoState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  for (guint q = 0; q < TM_FREEO_MAX_PLAYERS; q++)
    if (q != player)
      memset (o->hand[q], 0, sizeof o->hand[q]);
  memset (o->draw, 0, sizeof o->draw);
  memset (o->draw, TM_FREEO_UNKNOWN, o->n_draw);
  memset (&o->rng, 0, sizeof o->rng);
}

static void
freeo_sample (const void *observation,
              TmRng      *rng,
              void       *state)
{
  const TmFreeoState *o = observation;
  TmFreeoState *s = state;
  guint8 unknown[TM_FREEO_MAX_CARDS];
  guint n = 0, k = 0;

  memcpy (s, o, sizeof *s);
  if (o->observer == TM_FREEO_NOBODY)
    return;

  for (guint c = 0; c < cards.n_types; c++)
    {
      int left = cards.counts[c] - o->hand[o->observer][c] - o->discard[c] -
                 (o->top == c ? 1 : 0);

      for (int i = 0; i < left; i++)
        unknown[n++] = c;
    }
  shuffle_cards (rng, unknown, n);

  for (guint q = 0; q < s->turn.n_players; q++)
    {
      if (q == o->observer)
        continue;
      for (guint i = 0; i < s->hand_size[q]; i++)
        s->hand[q][unknown[k++]]++;
    }
  g_assert (n - k == s->n_draw);
  memcpy (s->draw, unknown + k, s->n_draw);
  tm_rng_init (&s->rng, tm_rng_next (rng));
  s->observer = TM_FREEO_NOBODY;
}

static guint
best_seek (const TmFreeoState *s,
           guint               p)
{
  guint best = cards.n_places;
  int best_score = -1;

  /* Start a search where the fewest cards of that place are unseen: the
   * next player is then least likely to hold a match. */
  for (guint c = 0; c < cards.n_places; c++)
    {
      int score;

      if (s->hand[p][c] == 0)
        continue;
      score = s->hand[p][c] + s->discard[c] + (s->top == c);
      if (score > best_score)
        {
          best_score = score;
          best = c;
        }
    }
  return best;
}

static TmMove
freeo_heuristic (const void *observation,
                 TmRng      *rng)
{
  const TmFreeoState *s = observation;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = freeo_legal_moves (s, moves);
  guint p = s->turn.current;
  guint next = next_active (s, p);
  guint smallest = TM_FREEO_NOBODY;
  TmMove best = moves[0];
  int best_score = G_MININT;

  g_assert (n > 0);
  if (n == 1)
    return moves[0];

  for (guint q = 0; q < s->turn.n_players; q++)
    if (q != p && (s->turn.active & BIT (q)) &&
        (smallest == TM_FREEO_NOBODY || s->hand_size[q] < s->hand_size[smallest]))
      smallest = q;

  for (guint i = 0; i < n; i++)
    {
      TmMove m = moves[i];
      int score = 0;

      if (m.card == cards.wild)
        /* Save wilds for captures; in hand they are a bonus. */
        score = s->turn.owed == TM_FREEO_OWE_CAPTURE ? 100 : 10;
      else if (m.card == cards.captured)
        score = (s->turn.owed == TM_FREEO_OWE_MATCH ? 40 : 30) + (s->hand_size[next] <= 3 ? 30 : 0);
      else if (m.card == cards.draw_a_card)
        score = m.target == smallest ? 25 + (s->hand_size[smallest] <= 2 ? 50 : 0) : 5;
      else if (s->turn.owed == TM_FREEO_OWE_MATCH)
        score = 60;
      else
        score = m.card == best_seek (s, p) ? 35 : 20;
      score = score * 4 + (int) tm_rng_below (rng, 4);
      if (score > best_score)
        {
          best_score = score;
          best = m;
        }
    }

  return best;
}

static gsize
freeo_move_to_string (const void *state,
                      TmMove      m,
                      char       *buf,
                      gsize       len)
{
  if (m.kind == TM_FREEO_MOVE_DRAW)
    return g_strlcpy (buf, "draw", len);
  if (m.kind != TM_FREEO_MOVE_PLAY || m.card >= cards.n_types)
    return g_strlcpy (buf, "?", len);
  if (m.card == cards.draw_a_card)
    return (gsize) g_snprintf (buf, len, "%s:%u", cards.ids[m.card], m.target);
  return g_strlcpy (buf, cards.ids[m.card], len);
}

static gboolean
freeo_move_from_string (const void *state,
                        const char *text,
                        TmMove     *m)
{
  const char *colon = strchr (text, ':');
  g_autofree char *id = g_strndup (text, colon ? (gsize) (colon - text) : strlen (text));
  int card;

  if (g_str_equal (text, "draw"))
    {
      TmMove draw = { TM_FREEO_MOVE_DRAW, 0, TM_MOVE_NO_TARGET, 0 };

      *m = draw;
      return TRUE;
    }

  /* A card's id, and for the pay-back card a colon and its target. */
  card = tm_freeo_card_from_id (id);
  if (card < 0 || (card == cards.draw_a_card) != (colon != NULL))
    return FALSE;
  if (colon != NULL)
    {
      guint64 target;

      if (!g_ascii_string_to_unsigned (colon + 1, 10, 0, TM_FREEO_MAX_PLAYERS - 1, &target, NULL))
        return FALSE;
      *m = play ((guint8) card, (guint8) target);
      return TRUE;
    }
  *m = play ((guint8) card, TM_MOVE_NO_TARGET);
  return TRUE;
}

/* JSON */

static JsonArray *
cards_to_array (const guint8 *counts)
{
  JsonArray *array = json_array_new ();

  for (guint c = 0; c < cards.n_types; c++)
    for (guint k = 0; k < counts[c]; k++)
      json_array_add_string_element (array, cards.ids[c]);
  return array;
}

static JsonArray *
seats_to_array (guint8 mask,
                guint  n_players)
{
  JsonArray *array = json_array_new ();

  for (guint p = 0; p < n_players; p++)
    if (mask & BIT (p))
      json_array_add_int_element (array, p);
  return array;
}

static JsonNode *
freeo_to_json (const void *state)
{
  const TmFreeoState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *totals = json_array_new ();
  JsonArray *hand_points = json_array_new ();
  gboolean full = s->observer == TM_FREEO_NOBODY;
  JsonNode *node;

  if (!full)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_int_member (o, "hand_number", s->hand_number);
  json_object_set_int_member (o, "dealer", s->dealer);
  json_object_set_int_member (o, "current", s->game_over ? -1 : s->turn.current);
  json_object_set_array_member (o, "active", seats_to_array (s->turn.active, s->turn.n_players));
  json_object_set_string_member (o, "owed", owed_names[s->turn.owed]);
  if (s->turn.owed == TM_FREEO_OWE_MATCH)
    json_object_set_string_member (o, "owed_place", cards.places[s->turn.owed_place]);
  if (s->turn.owed == TM_FREEO_OWE_CAPTURE)
    json_object_set_int_member (o, "capturer", s->turn.capturer);
  json_object_set_boolean_member (o, "wild_played", s->turn.wild_this_turn);
  json_object_set_boolean_member (o, "extra_turn", s->turn.extra_turn);
  json_object_set_int_member (o, "went_out", s->turn.out_player == TM_FREEO_NOBODY ? -1 : s->turn.out_player);
  json_object_set_int_member (o, "stuck", s->stuck);
  json_object_set_int_member (o, "moves_in_hand", s->moves_in_hand);
  json_object_set_string_member (o, "top", cards.ids[s->top]);
  json_object_set_array_member (o, "discard", cards_to_array (s->discard));
  json_object_set_int_member (o, "draw_count", s->n_draw);
  if (full)
    {
      JsonArray *draw = json_array_new ();

      for (guint i = 0; i < s->n_draw; i++)
        json_array_add_string_element (draw, cards.ids[s->draw[i]]);
      json_object_set_array_member (o, "draw", draw);
      json_object_set_array_member (o, "rng", tm_play_rng_to_json (&s->rng));
    }

  for (guint p = 0; p < s->turn.n_players; p++)
    {
      JsonObject *hand = json_object_new ();

      json_object_set_int_member (hand, "count", s->hand_size[p]);
      if (full || p == s->observer)
        json_object_set_array_member (hand, "cards", cards_to_array (s->hand[p]));
      json_array_add_object_element (hands, hand);
      json_array_add_int_element (totals, s->totals[p]);
      json_array_add_int_element (hand_points, s->hand_points[p]);
    }
  json_object_set_array_member (o, "hands", hands);
  json_object_set_array_member (o, "totals", totals);
  json_object_set_array_member (o, "hand_points", hand_points);
  json_object_set_int_member (o, "hand_winner",
                              s->hand_winner == TM_FREEO_NOBODY ? -1 : s->hand_winner);
  json_object_set_boolean_member (o, "in_playoff", s->in_playoff);
  json_object_set_boolean_member (o, "game_over", s->game_over);
  json_object_set_array_member (o, "winners", seats_to_array (s->winners, s->turn.n_players));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

static gboolean
read_cards (JsonArray   *array,
            const char  *field,
            guint8      *counts,
            GError     **error)
{
  /* More than the deck would wrap a count around. */
  if (array == NULL || json_array_get_length (array) > cards.deck_size)
    return tm_play_state_error (error, GAME, field, _("an array of card ids is required"));

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      int card = -1;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        card = tm_freeo_card_from_id (json_node_get_string (node));
      if (card < 0)
        return tm_play_state_error (error, GAME, field, _("an element is not a Free-O card id"));
      counts[card]++;
    }
  return TRUE;
}

static gboolean
read_seats (JsonObject  *o,
            const char  *field,
            guint        n_players,
            guint8      *mask,
            GError     **error)
{
  JsonArray *array = tm_json_member_array (o, field);

  *mask = 0;
  if (array == NULL)
    return tm_play_state_error (error, GAME, field, _("an array of seats is required"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 seat;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (seat = json_node_get_int (node)) < 0 || seat >= n_players)
        return tm_play_state_error (error, GAME, field, _("an element is not a seat"));
      *mask |= BIT (seat);
    }
  return TRUE;
}

static gboolean
freeo_from_json (void               *state,
                 const TmPlayConfig *config,
                 JsonObject         *o,
                 GError            **error)
{
  TmFreeoState *s = state;
  guint8 total[TM_FREEO_MAX_TYPES] = { 0 };
  JsonArray *hands, *draw;
  const char *text;
  int value, n;

  freeo_init (s, config);
  n = s->turn.n_players;

  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  if (!tm_play_read_int (o, GAME, "hand_number", 1, G_MAXUINT16, &value, error))
    return FALSE;
  s->hand_number = value;
  if (!tm_play_read_int (o, GAME, "dealer", 0, n - 1, &value, error))
    return FALSE;
  s->dealer = value;
  if (!tm_play_read_bool (o, GAME, "game_over", &s->game_over, error) ||
      !tm_play_read_bool (o, GAME, "in_playoff", &s->in_playoff, error) ||
      !tm_play_read_bool (o, GAME, "wild_played", &s->turn.wild_this_turn, error) ||
      !tm_play_read_bool (o, GAME, "extra_turn", &s->turn.extra_turn, error))
    return FALSE;
  if (!read_seats (o, "active", n, &s->turn.active, error) ||
      !read_seats (o, "winners", n, &s->winners, error))
    return FALSE;
  if (s->turn.active == 0)
    return tm_play_state_error (error, GAME, "active", _("at least one seat must be in the hand"));
  if (!tm_play_read_int (o, GAME, "current", s->game_over ? -1 : 0, s->game_over ? -1 : n - 1,
                         &value, error))
    return FALSE;
  s->turn.current = s->game_over ? TM_FREEO_NOBODY : value;
  if (!s->game_over && (s->turn.active & BIT (s->turn.current)) == 0)
    return tm_play_state_error (error, GAME, "current", _("the seat to move is not in the hand"));

  text = tm_json_member_string (o, "owed");
  for (s->turn.owed = 0; s->turn.owed < G_N_ELEMENTS (owed_names); s->turn.owed++)
    if (g_strcmp0 (text, owed_names[s->turn.owed]) == 0)
      break;
  if (s->turn.owed == G_N_ELEMENTS (owed_names))
    return tm_play_state_error (error, GAME, "owed", _("must be “nothing”, “match” or “capture”"));

  if (!tm_play_read_int (o, GAME, "went_out", -1, n - 1, &value, error))
    return FALSE;
  s->turn.out_player = value < 0 ? TM_FREEO_NOBODY : value;
  if (!tm_play_read_int (o, GAME, "stuck", 0, n, &value, error))
    return FALSE;
  s->stuck = value;
  if (!tm_play_read_int (o, GAME, "moves_in_hand", 0, G_MAXUINT16, &value, error))
    return FALSE;
  s->moves_in_hand = value;
  if (!tm_play_read_int (o, GAME, "hand_winner", -1, n - 1, &value, error))
    return FALSE;
  s->hand_winner = value < 0 ? TM_FREEO_NOBODY : value;

  if ((value = tm_freeo_card_from_id (tm_json_member_string (o, "top"))) < 0)
    return tm_play_state_error (error, GAME, "top", _("a Free-O card id is required"));
  s->top = value;
  total[s->top]++;

  s->turn.owed_place = 0;
  s->turn.capturer = TM_FREEO_NOBODY;
  if (s->turn.owed == TM_FREEO_OWE_MATCH)
    {
      const char *place = tm_json_member_string (o, "owed_place");

      for (value = 0; value < cards.n_places; value++)
        if (g_strcmp0 (place, cards.places[value]) == 0)
          break;
      if (value == cards.n_places)
        return tm_play_state_error (error, GAME, "owed_place", _("a hiding place is required"));
      if (value != s->top)
        return tm_play_state_error (error, GAME, "owed_place",
                                    _("the search owed must be the top card"));
      s->turn.owed_place = value;
    }
  if (s->turn.owed == TM_FREEO_OWE_CAPTURE)
    {
      if (!tm_play_read_int (o, GAME, "capturer", 0, n - 1, &value, error))
        return FALSE;
      s->turn.capturer = value;
    }

  memset (s->discard, 0, sizeof s->discard);
  if (!read_cards (tm_json_member_array (o, "discard"), "discard", s->discard, error))
    return FALSE;

  draw = tm_json_member_array (o, "draw");
  if (draw == NULL || json_array_get_length (draw) > cards.deck_size)
    return tm_play_state_error (error, GAME, "draw", _("an array of card ids is required"));
  memset (s->draw, 0, sizeof s->draw);
  s->n_draw = json_array_get_length (draw);
  for (guint i = 0; i < s->n_draw; i++)
    {
      const char *id = NULL;
      JsonNode *node = json_array_get_element (draw, i);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        id = json_node_get_string (node);
      if ((value = tm_freeo_card_from_id (id)) < 0)
        return tm_play_state_error (error, GAME, "draw", _("an element is not a Free-O card id"));
      s->draw[i] = value;
      total[value]++;
    }
  if (!tm_play_read_int (o, GAME, "draw_count", s->n_draw, s->n_draw, &value, error))
    return FALSE;

  if (!tm_play_read_rng (o, GAME, &s->rng, error))
    return FALSE;

  hands = tm_json_member_array (o, "hands");
  if (hands == NULL || json_array_get_length (hands) != (guint) n)
    return tm_play_state_error (error, GAME, "hands",
                                _("an array with a hand per seat is required"));
  memset (s->hand, 0, sizeof s->hand);
  for (guint p = 0; p < (guint) n; p++)
    {
      JsonNode *node = json_array_get_element (hands, p);
      JsonObject *hand = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (hand == NULL)
        return tm_play_state_error (error, GAME, "hands", _("each hand needs its “cards”"));
      if (!read_cards (tm_json_member_array (hand, "cards"), "hands", s->hand[p], error))
        return FALSE;
      s->hand_size[p] = 0;
      for (guint c = 0; c < cards.n_types; c++)
        {
          s->hand_size[p] += s->hand[p][c];
          total[c] += s->hand[p][c];
        }
      if (!tm_play_read_int (hand, GAME, "count", s->hand_size[p], s->hand_size[p], &value, error))
        return FALSE;
    }

  for (guint c = 0; c < cards.n_types; c++)
    {
      total[c] += s->discard[c];
      if (total[c] != cards.counts[c])
        {
          g_autofree char *problem =
            g_strdup_printf (_("the deck has %u of card “%s” but the state holds %u"),
                             cards.counts[c], cards.ids[c], total[c]);
          return tm_play_state_error (error, GAME, "hands", problem);
        }
    }

  if (!tm_play_read_points (o, GAME, "totals", n, s->totals, error) ||
      !tm_play_read_points (o, GAME, "hand_points", n, s->hand_points, error))
    return FALSE;

  if (!s->game_over && s->turn.owed == TM_FREEO_OWE_NOTHING && s->turn.out_player != TM_FREEO_NOBODY)
    return tm_play_state_error (error, GAME, "went_out",
                                _("a finished hand must be answering a capture"));

  return TRUE;
}

static gboolean
freeo_check_invariants (const void *state,
                        GString    *problems)
{
  const TmFreeoState *s = state;
  guint total[TM_FREEO_MAX_TYPES] = { 0 };
  gboolean ok = TRUE;

  total[s->top]++;
  for (guint c = 0; c < cards.n_types; c++)
    total[c] += s->discard[c];
  for (guint i = 0; i < TM_FREEO_MAX_CARDS; i++)
    {
      if (i < s->n_draw)
        total[s->draw[i]]++;
      else if (s->draw[i] != 0)
        {
          g_string_append_printf (problems, "stale draw pile entry %u\n", i);
          ok = FALSE;
        }
    }
  for (guint p = 0; p < TM_FREEO_MAX_PLAYERS; p++)
    {
      guint size = 0;

      for (guint c = 0; c < cards.n_types; c++)
        {
          size += s->hand[p][c];
          total[c] += s->hand[p][c];
        }
      if (size != s->hand_size[p])
        {
          g_string_append_printf (problems, "seat %u holds %u cards, not %u\n",
                                  p, size, s->hand_size[p]);
          ok = FALSE;
        }
      if (p >= s->turn.n_players && size != 0)
        {
          g_string_append_printf (problems, "empty seat %u holds cards\n", p);
          ok = FALSE;
        }
    }
  for (guint c = 0; c < cards.n_types; c++)
    if (total[c] != cards.counts[c])
      {
        g_string_append_printf (problems, "%u of %s instead of %u\n",
                                total[c], cards.ids[c], cards.counts[c]);
        ok = FALSE;
      }
  if (!s->game_over && (s->turn.active & BIT (s->turn.current)) == 0)
    {
      g_string_append (problems, "the seat to move is not in the hand\n");
      ok = FALSE;
    }
  if (s->turn.owed == TM_FREEO_OWE_MATCH && s->top != s->turn.owed_place)
    {
      g_string_append (problems, "a match is owed for a card that is not on top\n");
      ok = FALSE;
    }
  return ok;
}

/* The deck */

/* The cards with a part of their own, by the op of their effect that
 * gives it, in the order of their types after the places. */
static const char * const role_ops[] = {
  "next_player_wild_or_draw",   /* You Are Captured */
  "target_player_draws",        /* Draw A Card */
  "match_any",                  /* the wild */
};

static gboolean
read_draws (TmDeck      *deck,
            TmCard      *card,
            const char  *op,
            guint8      *draws,
            GError     **error)
{
  gint64 count;

  if (!tm_play_card_get_op_int (card, op, "count", &count) || count < 1 || count > 10)
    return tm_play_deck_fail (error, deck, card, "effect",
                              "“%s” must draw from 1 to 10 cards for Free-O's play", op);
  *draws = (guint8) count;
  return TRUE;
}

/* Reads the deck: a Seek and Match card (its effect demands a match at a
 * place) for each hiding place, and one card for each of the parts in
 * role_ops; how many of each and their points are the deck's. */
static gboolean
freeo_prepare (TmGame         *game,
               TmDeck * const *decks,
               GError        **error)
{
  TmDeck *deck = decks[0];
  GListModel *model = G_LIST_MODEL (deck);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  TmCard *roles[G_N_ELEMENTS (role_ops)] = { NULL, };
  guint n_places = 0;
  TmFreeoCards t = { 0, };
  guint size = 0, turn_over = 0;

  if (!tm_play_game_fits (game, TM_FREEO_MAX_PLAYERS, error))
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      TmCard *card = g_list_model_get_item (model, i);
      int role = -1;

      g_ptr_array_add (all, card);
      for (guint r = 0; r < G_N_ELEMENTS (role_ops); r++)
        if (tm_play_card_find_op (card, role_ops[r]) != NULL)
          role = (int) r;

      if (tm_play_card_find_op (card, "demand_match") != NULL && role < 0)
        g_ptr_array_insert (order, n_places++, card);
      else if (role < 0 || tm_play_card_find_op (card, "demand_match") != NULL)
        return tm_play_deck_fail (error, deck, card, "effect",
                                  "Free-O's play needs each card to demand a match at a place "
                                  "or to do one of: %s, %s, %s",
                                  role_ops[0], role_ops[1], role_ops[2]);
      else if (roles[role] != NULL)
        return tm_play_deck_fail (error, deck, card, "effect",
                                  "“%s” is already what card “%s” does; Free-O's play needs "
                                  "one card for it", role_ops[role], tm_card_get_id (roles[role]));
      else
        roles[role] = card;
    }

  for (guint r = 0; r < G_N_ELEMENTS (role_ops); r++)
    if (roles[r] == NULL)
      return tm_play_deck_fail (error, deck, NULL, "cards",
                                "Free-O's play needs a card whose effect has “%s”", role_ops[r]);
  if (n_places == 0 || n_places + G_N_ELEMENTS (role_ops) > TM_FREEO_MAX_TYPES)
    return tm_play_deck_fail (error, deck, NULL, "cards",
                              "Free-O's play needs from 1 to %u Seek and Match cards, not %u",
                              (guint) (TM_FREEO_MAX_TYPES - G_N_ELEMENTS (role_ops)), n_places);

  for (guint r = 0; r < G_N_ELEMENTS (role_ops); r++)
    g_ptr_array_add (order, roles[r]);

  t.n_types = order->len;
  t.n_places = n_places;
  t.captured = t.n_places;
  t.draw_a_card = t.n_places + 1;
  t.wild = t.n_places + 2;
  for (guint c = 0; c < order->len; c++)
    {
      TmCard *card = g_ptr_array_index (order, c);
      guint count = tm_card_get_count (card);

      if (!tm_card_has_points (card))
        return tm_play_deck_fail (error, deck, card, "points",
                                  "Free-O's play counts what each card left in hand is worth");
      if (size + count > TM_FREEO_MAX_CARDS)
        return tm_play_deck_fail (error, deck, card, "count",
                                  "Free-O's play has room for %u cards in all",
                                  TM_FREEO_MAX_CARDS);
      t.counts[c] = (guint8) count;
      t.points[c] = tm_card_get_points (card);
      memset (t.sorted + size, c, count);
      size += count;
      if (c >= t.n_places)
        continue;

      t.places[c] = (char *) tm_play_card_get_op_string (card, "demand_match", "place");
      if (t.places[c] == NULL)
        return tm_play_deck_fail (error, deck, card, "effect",
                                  "“demand_match” must name its place");
      for (guint d = 0; d < c; d++)
        if (g_str_equal (t.places[c], t.places[d]))
          return tm_play_deck_fail (error, deck, card, "effect",
                                    "card “%s” already searches the %s",
                                    tm_card_get_id (g_ptr_array_index (order, d)), t.places[c]);
    }
  t.deck_size = (guint8) size;

  /* Enough cards to deal the most hands and still turn up a start card. */
  for (guint r = 0; r < G_N_ELEMENTS (role_ops); r++)
    turn_over += t.counts[t.n_places + r];
  if (size <= TM_FREEO_HAND_SIZE * tm_game_get_max_players (game) + turn_over)
    return tm_play_deck_fail (error, deck, NULL, "cards",
                              "%u cards are too few to deal %u hands of %u and turn up a "
                              "Seek and Match card", size, tm_game_get_max_players (game),
                              TM_FREEO_HAND_SIZE);

  if (!read_draws (deck, roles[0], role_ops[0], &t.capture_draws, error) ||
      !read_draws (deck, roles[1], role_ops[1], &t.pay_back_draws, error))
    return FALSE;

  /* All is well: the new tables replace the old. */
  for (guint c = 0; c < TM_FREEO_MAX_TYPES; c++)
    {
      g_free (cards.ids[c]);
      g_free (cards.places[c]);
    }
  for (guint c = 0; c < t.n_types; c++)
    {
      t.ids[c] = g_strdup (tm_card_get_id (g_ptr_array_index (order, c)));
      t.places[c] = g_strdup (t.places[c]);
    }
  cards = t;

  for (guint c = 0; c < TM_FREEO_MAX_TYPES; c++)
    plain_moves[c] = play (c, TM_MOVE_NO_TARGET);
  for (guint p = 0; p < TM_FREEO_MAX_PLAYERS; p++)
    draw_a_card_moves[p] = play (cards.draw_a_card, p);
  return TRUE;
}

static const TmPlayRules freeo_rules = {
  .game_id = "freeo",
  .state_size = sizeof (TmFreeoState),
  .options = freeo_options,
  .n_options = TM_FREEO_N_OPTIONS,
  .prepare = freeo_prepare,
  .init = freeo_init,
  .current_player = freeo_current_player,
  .legal_moves = freeo_legal_moves,
  .check_move = freeo_check_move,
  .apply_move = freeo_apply_move,
  .returns = freeo_returns,
  .scores = freeo_scores,
  .episode = freeo_episode,
  .observe = freeo_observe,
  .sample = freeo_sample,
  .forget = NULL,
  .heuristic = freeo_heuristic,
  .move_to_string = freeo_move_to_string,
  .move_from_string = freeo_move_from_string,
  .to_json = freeo_to_json,
  .from_json = freeo_from_json,
  .check_invariants = freeo_check_invariants,
  .observer = freeo_observer,
  .stop_at_episode_end = freeo_stop_at_episode_end,
  .finished_hand = freeo_finished_hand,
};

/**
 * tm_freeo_play_rules: (skip)
 *
 * Returns: the rules of Free-O
 */
const TmPlayRules *
tm_freeo_play_rules (void)
{
  return &freeo_rules;
}
