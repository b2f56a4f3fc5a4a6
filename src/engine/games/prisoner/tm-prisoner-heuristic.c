/* tm-prisoner-heuristic.c: Prisoner's rule of thumb, for the heuristic agent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It knows the roles: an escaper lays Escapes where it can and keeps
 * Butlers to complete them, Number 2 recaptures Escapes (Number 6's above
 * all) and lays Plots, Number 6 foils Plots.  It reads only an
 * observation: its own hand, and of other hands just the cards it has
 * seen.  Under Pulsator it chooses the worst play for the player it
 * controls.
 */

#include "config.h"

#include "tm-prisoner-play-private.h"

#define BIT PRISONER_BIT
#define NOBODY TM_PRISONER_NOBODY

static gboolean
has_in_play (const TmPrisonerState *s,
             guint                  q)
{
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
    if (s->escape_owner[i] == q)
      return TRUE;
  for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
    if (s->plot_owner[i] == q)
      return TRUE;
  return FALSE;
}

/* The places @q's Escapes (or, as Number 2, Plots) in hand need. */
static guint32
wanted_places (const TmPrisonerState *s,
               guint                  q)
{
  guint32 places = 0;

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    if (s->hand[q][c] &&
        (q == s->number_two ? tm_prisoner_is_plot (c) : tm_prisoner_is_escape (c)))
      places |= tm_prisoner_deck.requires[c];
  return places;
}

static int
keep_value (const TmPrisonerState *s,
            guint                  o,
            guint                  c)
{
  if (c == TM_PRISONER_BUTLER)
    return 60 + (has_in_play (s, o) ? 30 : 0);
  if (c == TM_PRISONER_NUMBER_ONE)
    return 70;
  if (c == TM_PRISONER_NUMBER_SIX)
    return 100;
  if (c == TM_PRISONER_NUMBER_TWO)
    return 0;
  if (tm_prisoner_is_escape (c))
    return o == s->number_two ? 10 : (tm_prisoner_deck.requires[c] & s->village_up) ? 45 : 25;
  if (tm_prisoner_is_plot (c))
    return o != s->number_two ? 15 : (tm_prisoner_deck.requires[c] & s->village_up) ? 45 : 25;
  if (tm_prisoner_is_recapture (c))
    return o == s->number_six ? 5 : 40;
  if (tm_prisoner_is_foil (c))
    return o == s->number_two ? 5 : 35;
  return c == TM_PRISONER_CURFEW ? 40 : 30;
}

static gboolean
junk_hand (const TmPrisonerState *s,
           guint                  o)
{
  guint junk = 0;

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    if (keep_value (s, o, c) < 30)
      junk += s->hand[o][c];
  return junk >= 3;
}

static gboolean
threatened (const TmPrisonerState *s,
            guint                  o)
{
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
    if (s->escape_owner[i] != NOBODY && s->escape_owner[i] != o)
      return TRUE;
  for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
    if (s->plot_owner[i] != NOBODY && s->plot_owner[i] != o)
      return TRUE;
  return FALSE;
}

/* How good a play or discard is for @o, the player whose card it is. */
static int
card_score (const TmPrisonerState *s,
            guint                  o,
            TmMove                 m)
{
  guint c = m.card, q = m.target;
  int butler = s->hand[o][TM_PRISONER_BUTLER] > 0;

  if (m.kind == TM_PRISONER_MOVE_DISCARD)
    return 50 - keep_value (s, o, c);

  if (c == TM_PRISONER_BUTLER)
    return 1000;
  if (tm_prisoner_is_escape (c) || tm_prisoner_is_plot (c))
    return 200 + 60 * butler;
  if (tm_prisoner_is_recapture (c))
    {
      guint owner = s->escape_owner[m.slot - TM_PRISONER_FIRST_ESCAPE];

      if (owner == o)
        return -200;
      return 120 + (o == s->number_two ? 60 : 0) +
             (owner == s->number_six && o == s->number_two ? 30 : 0) +
             (s->hand[owner][TM_PRISONER_BUTLER] ? 30 : 0);
    }
  if (tm_prisoner_is_foil (c))
    return 120 + (o == s->number_six ? 60 : 0);

  switch (c)
    {
    case TM_PRISONER_DIVERSION:
      if (q == TM_MOVE_NO_TARGET)
        return 5;
      return q == o ? 150 + 80 * butler : 40;

    case TM_PRISONER_PROFESSOR_SELTZMAN:
      if (q == TM_MOVE_NO_TARGET)
        return 5;
      if (o == s->number_two)
        return has_in_play (s, q) ? 140 : 0;
      if (q == o)
        return 60 * butler + 20 * (wanted_places (s, o) != 0) - (has_in_play (s, o) ? 100 : 0);
      return has_in_play (s, q) ? 100 : 10;

    case TM_PRISONER_APPRECIATION_DAY:
      return o == s->number_two ? 35 : 5;

    case TM_PRISONER_CARNIVAL:
      if (q == o)
        return junk_hand (s, o) ? 45 : -20;
      return has_in_play (s, q) ? 110 : 25;

    case TM_PRISONER_SPEED_LEARN:
      return junk_hand (s, o) ? 50 : 0;

    case TM_PRISONER_SURVEILLANCE:
      return 50 + (has_in_play (s, q) ? 40 : 0);

    case TM_PRISONER_ALISON:
      return 30 + (has_in_play (s, q) ? 10 : 0);

    case TM_PRISONER_THE_GENERAL:
      return 35 + (has_in_play (s, q) ? 10 : 0);

    case TM_PRISONER_KOSHO:
      return 20 + (junk_hand (s, o) ? 40 : 0) - (butler && has_in_play (s, o) ? 60 : 0);

    case TM_PRISONER_PULSATOR:
      return 60 + (has_in_play (s, q) ? 50 : 0);

    case TM_PRISONER_CURFEW:
      if (threatened (s, o))
        return 130;
      return has_in_play (s, o) ? -100 : 5;

    default:
      return 0;   /* a forced Number Six or Number Two */
    }
}

static int
move_score (const TmPrisonerState *s,
            guint                  me,
            TmMove                 m)
{
  guint32 wanted = wanted_places (s, me);

  switch (m.kind)
    {
    case TM_PRISONER_MOVE_GIVE_SIX:
      /* Number 2 hands Number 6 to the leader, unless they could escape. */
      return 10 * s->totals[m.target] - (has_in_play (s, m.target) ? 50 : 0);

    case TM_PRISONER_MOVE_PLACE:
      if (wanted & BIT (s->placing))
        return 100 - 10 * (int) tm_prisoner_cell_distance (m.card, s->pawn[me]);
      {
        guint nearest = TM_PRISONER_MAP_SIDE;

        for (guint q = 0; q < s->n_players; q++)
          if (q != me)
            nearest = MIN (nearest, tm_prisoner_cell_distance (m.card, s->pawn[q]));
        return 10 * (int) nearest;
      }

    case TM_PRISONER_MOVE_STAY:
    case TM_PRISONER_MOVE_STEP:
      {
        guint at = m.kind == TM_PRISONER_MOVE_STEP ? m.card : s->pawn[me];
        guint best = TM_PRISONER_MAP_SIDE;

        for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
          if ((wanted & BIT (v)) && s->cell_of[v] != TM_PRISONER_NONE)
            best = MIN (best, tm_prisoner_cell_distance (at, s->cell_of[v]));
        if (best == TM_PRISONER_MAP_SIDE)
          return m.kind == TM_PRISONER_MOVE_STAY ? 10 : 0;
        return 100 - 10 * (int) best;
      }

    case TM_PRISONER_MOVE_KEEP:
      return 0;

    case TM_PRISONER_MOVE_SURVEIL:
      {
        guint q = s->surveil_on, c = m.card;

        if (c == TM_PRISONER_BUTLER)
          return has_in_play (s, q) ? 90 : 50;
        if (c == TM_PRISONER_NUMBER_ONE)
          return 40;
        if ((tm_prisoner_is_escape (c) && q != s->number_two) ||
            (tm_prisoner_is_plot (c) && q == s->number_two))
          return -20;   /* left in hand, it costs its holder a point */
        if (tm_prisoner_is_recapture (c) || tm_prisoner_is_foil (c))
          return has_in_play (s, me) ? 30 : 15;
        return 10;
      }

    default:
      /* Under Pulsator, the worst play for the player controlled. */
      if (s->turn != me)
        return -card_score (s, s->turn, m);
      return card_score (s, me, m);
    }
}

TmMove
tm_prisoner_heuristic (const void *observation,
                       TmRng      *rng)
{
  const TmPrisonerState *s = observation;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = tm_prisoner_legal_moves (s, moves);
  int me = tm_prisoner_decider (s);
  TmMove best = moves[0];
  int best_score = G_MININT;

  g_assert (n > 0 && me >= 0);
  if (n == 1)
    return moves[0];

  for (guint i = 0; i < n; i++)
    {
      int score = move_score (s, me, moves[i]) * 4 + (int) tm_rng_below (rng, 4);

      if (score > best_score)
        {
          best_score = score;
          best = moves[i];
        }
    }
  return best;
}
