/* tm-captured-observe.c: what a seat of Captured sees, and its rule of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An observation hides the Board deck's order, the Patriot deck under its
 * top card but for the cards put back in sight, and, for the seats that
 * did not take part in a steal, which card it took (ruling
 * stash-private); sampling deals a full state that agrees with it.
 */

#include "config.h"

#include <string.h>

#include "tm-play-private.h"

#include "tm-captured-play-private.h"

/* ------------------------------------------------------------------------
 * Observations
 */

int
tm_captured_observer (const void *state)
{
  const TmCapturedState *s = state;

  return s->observer == NONE ? -1 : s->observer;
}

/* The cards of each of @o's unsure groups are given the group's holders
 * in order, so that an observation says only how many each stash holds. */
static void
canonical_holders (TmCapturedState *o,
                   guint            seat)
{
  const guint8 *u = o->unsure[seat];

  for (guint c = 0; c < o->n_cards; c++)
    {
      guint8 holders[TM_CAPTURED_MAX_CARDS];
      guint n = 0, k = 0;

      if (u[c] != c + 1)
        continue;
      for (guint d = c; d < o->n_cards; d++)
        if (u[d] == u[c])
          holders[n++] = o->holder[d];
      /* Sorted: a small insertion sort. */
      for (guint i = 1; i < n; i++)
        for (guint j = i; j > 0 && holders[j - 1] > holders[j]; j--)
          {
            guint8 tmp = holders[j];

            holders[j] = holders[j - 1];
            holders[j - 1] = tmp;
          }
      for (guint d = c; d < o->n_cards; d++)
        if (u[d] == u[c])
          o->holder[d] = holders[k++];
    }
}

void
tm_captured_observe (const void *state,
                     guint       player,
                     void       *observation)
{
  const TmCapturedState *s = state;
  TmCapturedState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  for (guint i = 0; i < o->board.n_deck; i++)
    o->deck[i] = UNKNOWN;
  /* The Patriot deck's top card shows, and the cards put back under it. */
  for (guint i = o->patriot_known; i + 1 < o->n_patriot_deck; i++)
    o->patriot_deck[i] = UNKNOWN;
  for (guint q = 0; q < o->board.n_players; q++)
    if (q != player)
      memset (o->unsure[q], 0, sizeof o->unsure[q]);
  canonical_holders (o, player);
  if (o->stolen != NONE && o->unsure[player][o->stolen] != 0)
    o->stolen = UNKNOWN;
}

void
tm_captured_sample (const void *observation,
                    TmRng      *rng,
                    void       *state)
{
  const TmCapturedState *o = observation;
  TmCapturedState *s = state;
  gboolean placed[TM_CAPTURED_MAX_CARDS] = { FALSE };
  guint8 pool[TM_CAPTURED_MAX_CARDS];
  guint n = 0, k = 0;
  guint seat = o->observer;

  memcpy (s, o, sizeof *s);
  if (o->observer == NONE)
    return;
  s->observer = NONE;

  /* The Board deck: every card not on the ring or in a stash. */
  for (guint i = 0; i < o->board.n_spaces; i++)
    if (o->ring[i] != NONE)
      placed[o->ring[i]] = TRUE;
  for (guint c = 0; c < o->n_cards; c++)
    if (o->holder[c] != NONE)
      placed[c] = TRUE;
  for (guint c = 0; c < o->n_cards; c++)
    if (!placed[c])
      pool[n++] = c;
  g_assert (n == o->board.n_deck);
  tm_play_shuffle_bytes (rng, pool, n);
  memcpy (s->deck, pool, n);

  /* The Patriot deck's unseen part. */
  memset (placed, 0, sizeof placed);
  n = 0;
  for (guint i = 0; i < o->n_patriot_deck; i++)
    if (o->patriot_deck[i] != UNKNOWN)
      placed[o->patriot_deck[i]] = TRUE;
  for (guint p = 0; p < o->board.n_players; p++)
    if (o->identity[p] != NONE)
      placed[o->identity[p]] = TRUE;
  for (guint c = 0; c < cards.n_patriots; c++)
    if (!placed[c])
      pool[n++] = c;
  tm_play_shuffle_bytes (rng, pool, n);
  for (guint i = 0; i < o->n_patriot_deck; i++)
    if (o->patriot_deck[i] == UNKNOWN)
      s->patriot_deck[i] = pool[k++];
  g_assert (k == n);

  /* Each unsure group's holders, shuffled among its cards. */
  for (guint c = 0; c < o->n_cards; c++)
    {
      guint8 members[TM_CAPTURED_MAX_CARDS], holders[TM_CAPTURED_MAX_CARDS];
      guint m = 0;

      if (o->unsure[seat][c] != c + 1)
        continue;
      for (guint d = c; d < o->n_cards; d++)
        if (o->unsure[seat][d] == c + 1)
          {
            members[m] = d;
            holders[m++] = o->holder[d];
          }
      tm_play_shuffle_bytes (rng, holders, m);
      for (guint i = 0; i < m; i++)
        s->holder[members[i]] = holders[i];
    }

  /* What the steal took: one of the thief's cards the seat is unsure of. */
  if (o->stolen == UNKNOWN)
    {
      s->stolen = NONE;
      for (guint c = 0; c < o->n_cards && s->stolen == NONE; c++)
        if (s->holder[c] == o->first_there && o->unsure[seat][c] != 0)
          s->stolen = c;
      g_assert (s->stolen != NONE);
    }
}

/* ------------------------------------------------------------------------
 * The rule of thumb
 */

/* How far @seat leads the best of the others. */
static int
margin (const TmCapturedState *s,
        guint                  seat)
{
  int best_other = G_MININT;

  for (guint p = 0; p < s->board.n_players; p++)
    if (p != seat)
      best_other = MAX (best_other, tm_captured_stash_points (s, p));
  return tm_captured_stash_points (s, seat) - best_other;
}

TmMove
tm_captured_heuristic (const void *observation,
                       TmRng      *rng)
{
  const TmCapturedState *s = observation;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = tm_captured_legal_moves (s, moves);
  TmCapturedState trial;
  guint best = n - 1;
  int best_margin;

  g_assert (n > 0);
  if (s->stage == TM_CAPTURED_STAGE_IDENTITY)
    return moves[tm_rng_below (rng, n)];
  if (s->stage != TM_CAPTURED_STAGE_STEAL)
    return moves[0];

  /* Take the card that most raises the lead over the best of the
   * others, counting the bonus as it stands; nothing if every card
   * would hurt (the last move is the pass). */
  best_margin = margin (s, s->first_there);
  for (guint i = 0; i + 1 < n; i++)
    {
      int value;

      memcpy (&trial, s, sizeof trial);
      trial.holder[tm_captured_stash_copy (s, s->board.current, moves[i].card)] = s->first_there;
      value = margin (&trial, s->first_there);
      if (value > best_margin)
        {
          best_margin = value;
          best = i;
        }
    }
  return moves[best];
}
