/* tm-gitmo-observe.c: what a seat may see of a Gitmo game, and states
 * invented to fit it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card lies face up (overview section), so the only hidden things
 * are the order of the basic deck under its top card (except cards the
 * dealer slid under it, whose order everyone saw), the order of the
 * face-down Special Ops pile, and the generator that will shuffle the
 * next deal.  An observation keeps which cards those are, sorted, and
 * forgets their order; a sample shuffles them again.  Cards every seat
 * saw turned up before the moves that turned them up were taken back
 * (tm_gitmo_keep_seen()) stay in their places: an undo makes nobody
 * forget them.
 */

#include "config.h"

#include <string.h>

#include "tm-play-private.h"

#include "tm-gitmo-play-private.h"

/* Sorts a few cards (each below TM_GITMO_MAX_CARDS) in place. */
static void
sort_cards (guint8 *cards,
            guint   n)
{
  guint64 low = 0, high = 0;
  guint k = 0;

  for (guint i = 0; i < n; i++)
    {
      if (cards[i] < 64)
        low |= tm_gitmo_bit (cards[i]);
      else
        high |= tm_gitmo_bit (cards[i] - 64);
    }
  for (; low != 0; low &= low - 1)
    cards[k++] = tm_gitmo_lowest (low);
  for (; high != 0; high &= high - 1)
    cards[k++] = 64 + tm_gitmo_lowest (high);
  g_assert (k == n);
}

/* The part of the deck whose order is hidden: above the cards slid under
 * it, below the top card and the cards seen under it. */
static guint
hidden_deck (const GitmoState *s,
             guint            *start)
{
  guint known_top = MAX (s->n_seen_top, 1);

  *start = s->n_known_bottom;
  return s->n_deck > s->n_known_bottom + known_top ? s->n_deck - known_top - s->n_known_bottom : 0;
}

/* The part of the Special Ops pile whose order is hidden: below the cards
 * seen at its top. */
static guint
hidden_special_ops (const GitmoState *s)
{
  return s->n_so > s->n_so_seen ? s->n_so - s->n_so_seen : 0;
}

void
tm_gitmo_observe (const void *state,
                  guint       player,
                  void       *observation)
{
  const GitmoState *s = state;
  GitmoState *o = observation;
  guint start, n;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  n = hidden_deck (o, &start);
  sort_cards (o->deck + start, n);
  sort_cards (o->so_pile, hidden_special_ops (o));
  memset (&o->rng, 0, sizeof o->rng);
}

void
tm_gitmo_sample (const void *observation,
                 TmRng      *rng,
                 void       *state)
{
  const GitmoState *o = observation;
  GitmoState *s = state;
  guint start, n;

  memcpy (s, o, sizeof *s);
  if (o->observer == TM_GITMO_NONE)
    return;

  n = hidden_deck (s, &start);
  tm_play_shuffle_bytes (rng, s->deck + start, n);
  tm_play_shuffle_bytes (rng, s->so_pile, hidden_special_ops (s));
  tm_rng_init (&s->rng, tm_rng_next (rng));
  s->observer = TM_GITMO_NONE;
}

/* TmPlayRules.keep_seen: the cards at the top of the deck and of the
 * Special Ops pile of @state that @later no longer hides were turned up
 * (or slid under the deck) in front of every seat.  A later hand's deal
 * says nothing about this hand's deck. */
void
tm_gitmo_keep_seen (void       *state,
                    const void *later)
{
  GitmoState *s = state;
  const GitmoState *l = later;
  gboolean hidden[256] = { FALSE };
  guint start, n, k;

  if (s->observer != TM_GITMO_NONE || l->observer != TM_GITMO_NONE ||
      l->hand_number != s->hand_number)
    return;

  n = hidden_deck (l, &start);
  for (guint i = start; i < start + n; i++)
    hidden[l->deck[i]] = TRUE;
  for (guint i = 0; i < hidden_special_ops (l); i++)
    hidden[l->so_pile[i]] = TRUE;

  for (k = 0; k < s->n_deck && !hidden[s->deck[s->n_deck - 1 - k]]; k++)
    ;
  s->n_seen_top = MAX (s->n_seen_top, k);
  for (k = 0; k < s->n_so && !hidden[s->so_pile[s->n_so - 1 - k]]; k++)
    ;
  s->n_so_seen = MAX (s->n_so_seen, k);
}
