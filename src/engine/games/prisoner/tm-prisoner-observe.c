/* tm-prisoner-observe.c: what one seat may see of a Prisoner game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Observations for the views and the agents, and full states invented
 * from an observation for search (ruling what-you-have-seen).
 */

#include "config.h"

#include <string.h>

#include "tm-play-private.h"

#include "tm-prisoner-play-private.h"

#define BIT PRISONER_BIT
#define NOBODY TM_PRISONER_NOBODY

/* Hidden from @player: the cards of other hands it has not seen (its
 * observation keeps what it knows of them, ruling what-you-have-seen),
 * what others know of hands other than its own, the order and contents
 * of the Free Information pile and the Village deck, cards seen through
 * Surveillance by someone else, and the generator. */
void
tm_prisoner_observe (const void *state,
                  guint       player,
                  void       *observation)
{
  const TmPrisonerState *s = state;
  TmPrisonerState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  for (guint q = 0; q < TM_PRISONER_MAX_PLAYERS; q++)
    {
      if (q == player)
        continue;
      memcpy (o->hand[q], s->known[player][q], TM_PRISONER_N_TYPES);
      for (guint v = 0; v < TM_PRISONER_MAX_PLAYERS; v++)
        if (v != player)
          memset (o->known[v][q], 0, TM_PRISONER_N_TYPES);
    }
  memset (o->draw, TM_PRISONER_UNKNOWN, o->n_draw);
  memset (o->village, TM_PRISONER_UNKNOWN, o->n_village);
  if (s->n_seen > 0 && player != s->surveil_by && player != s->surveil_on && player != s->turn)
    memset (o->seen, TM_PRISONER_UNKNOWN, s->n_seen);
  memset (&o->rng, 0, sizeof o->rng);
}

void
tm_prisoner_sample (const void *observation,
                 TmRng      *rng,
                 void       *state)
{
  const TmPrisonerState *o = observation;
  TmPrisonerState *s = state;
  guint8 unknown[TM_PRISONER_MAX_CARDS];
  guint8 places[TM_PRISONER_N_PLACES];
  guint n = 0, k = 0, x = o->observer;

  memcpy (s, o, sizeof *s);
  if (x == NOBODY)
    return;

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    {
      int left = tm_prisoner_deck.counts[c] - o->discard[c];

      for (guint q = 0; q < o->n_players; q++)
        left -= o->hand[q][c];
      if (c == TM_PRISONER_NUMBER_TWO && o->number_two != NOBODY)
        left--;
      if (c == TM_PRISONER_NUMBER_SIX && o->number_six != NOBODY)
        left--;
      if (tm_prisoner_is_escape (c) && o->escape_owner[c - TM_PRISONER_FIRST_ESCAPE] != NOBODY)
        left--;
      if (tm_prisoner_is_plot (c) && o->plot_owner[c - TM_PRISONER_FIRST_PLOT] != NOBODY)
        left--;
      g_assert (left >= 0);
      for (int i = 0; i < left; i++)
        unknown[n++] = c;
    }
  tm_play_shuffle_bytes (rng, unknown, n);

  for (guint q = 0; q < o->n_players; q++)
    {
      guint have = 0;

      if (q == x)
        continue;
      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        have += o->hand[q][c];
      g_assert (have <= o->hand_size[q]);
      for (guint i = have; i < o->hand_size[q]; i++)
        s->hand[q][unknown[k++]]++;
    }
  g_assert (n - k == o->n_draw);
  memcpy (s->draw, unknown + k, o->n_draw);

  n = 0;
  for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
    if ((o->village_up & BIT (v)) == 0 && v != o->placing)
      places[n++] = v;
  g_assert (n == o->n_village);
  tm_play_shuffle_bytes (rng, places, n);
  memcpy (s->village, places, n);

  if (o->n_seen > 0 && o->seen[0] == TM_PRISONER_UNKNOWN)
    {
      guint8 cards[TM_PRISONER_MAX_CARDS], picked[TM_PRISONER_N_TYPES] = { 0 };
      guint m = 0, j = 0;

      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        for (guint i = 0; i < s->hand[o->surveil_on][c]; i++)
          cards[m++] = c;
      g_assert (m >= o->n_seen);
      tm_play_shuffle_bytes (rng, cards, m);
      for (guint i = 0; i < o->n_seen; i++)
        picked[cards[i]]++;
      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        for (guint i = 0; i < picked[c]; i++)
          s->seen[j++] = c;
    }

  tm_rng_init (&s->rng, tm_rng_next (rng));
  s->observer = NOBODY;
}
