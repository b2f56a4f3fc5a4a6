/* tm-gitmo-heuristic.c: how good a Gitmo position is, and a rule of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The evaluation counts what each seat would score if the hand ended now
 * and takes off part of the value of runs an opponent could take on their
 * turn (a run fits onto one of theirs and nothing on it stops them).  The
 * search's values (returns) compare those estimates between teams; the
 * heuristic agent tries every move of the stage it is at (in a pick, every
 * pick with every place it could go) on a state invented to fit what it
 * sees, and makes the one that raises the evaluation most: it builds long
 * runs of Patriots, takes valuable runs, gets rid of Traitors, lays
 * protection where the most is at stake, and ends its turn once nothing
 * helps.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tm-play-private.h"

#include "tm-gitmo-play-private.h"

#define NONE TM_GITMO_NONE
#define EXPOSURE 0.6     /* how much of a run an opponent could take is lost */
#define WAITING  0.5     /* what a wild or laid card set aside may yet bring */
#define SEARCH_CANDIDATES 4   /* moves a search weighs, besides ending the turn */

/* What each team may expect from the hand as it stands, per seat (a
 * seat's value is its team's). */
static void
estimates (const GitmoState *s,
           double           *out)
{
  int values[TM_GITMO_MAX_SPOTS];
  double mine[TM_GITMO_MAX_PLAYERS] = { 0 };
  GitmoView v;
  guint n_spots = (guint) s->n_players * s->spots;

  tm_gitmo_view (s, 0, &v);   /* the masks used here do not depend on the seat */

  /* What each would score if the hand ended now (tm_gitmo_hand_scores()),
   * each run counted once. */
  for (guint g = 0; g < n_spots; g++)
    {
      values[g] = s->run_n[g] > 0 ? tm_gitmo_run_value (s, g) : 0;
      mine[g / s->spots] += values[g];
    }
  for (guint p = 0; p < s->n_players; p++)
    for (guint64 held = s->aside[p] | s->incoming[p]; held != 0; held &= held - 1)
      {
        const TmGitmoEffect *e = &s->effect[tm_gitmo_lowest (held)];

        mine[p] += e->points;
        /* Cards waiting to be played: a wild card fills a gap later. */
        if ((s->aside[p] & (held & -held)) &&
            (e->flags & (TM_GITMO_EFFECT_WILD | TM_GITMO_EFFECT_PLACED)))
          mine[p] += WAITING;
      }

  /* With the deck used up, nobody moves again this hand. */
  for (guint g = 0; g < n_spots && s->n_deck > 0; g++)
    {
      guint16 bit = (guint16) (1u << g);
      guint owner = g / s->spots;
      guint16 takers;

      if (s->run_n[g] == 0 || ((v.protected | v.protected_open) & bit))
        continue;
      if ((v.clearing & bit) && s->run_n[g] < 2)
        continue;
      if (values[g] <= 0)
        continue;
      takers = (v.top_accepts[s->run_base[g]] | v.bottom_accepts[tm_gitmo_top_value (s, g)]) &
               v.occupied & ~tm_gitmo_team_spots (s, owner);
      if (takers != 0)
        mine[owner] -= EXPOSURE * values[g];
    }

  for (guint p = 0; p < s->n_players; p++)
    out[p] = mine[p] + (s->partners ? mine[tm_gitmo_partner (s, p)] : 0);
}

/* How well @seat's team stands in the hand: its estimate against the best
 * other team's. */
double
tm_gitmo_evaluate (const GitmoState *s,
                   guint             seat)
{
  double est[TM_GITMO_MAX_PLAYERS];
  double best = -G_MAXDOUBLE;

  estimates (s, est);
  for (guint p = 0; p < s->n_players; p++)
    if (!tm_gitmo_same_team (s, p, seat))
      best = MAX (best, est[p]);
  return est[seat] - best;
}

/* Each seat's team's lead in the hand under way (or the hand just
 * scored) over the best other team, as the hand stands. */
void
tm_gitmo_leads (const GitmoState *s,
                double           *leads)
{
  double standing[TM_GITMO_MAX_PLAYERS];

  if ((s->phase == TM_GITMO_PHASE_OVER && s->turns_in_hand == 0) ||
      (s->stop_at_turn_end && s->hand_number != s->search_hand))
    for (guint p = 0; p < s->n_players; p++)
      standing[p] = s->hand_points[p] +
                    (s->partners ? s->hand_points[tm_gitmo_partner (s, p)] : 0);
  else
    estimates (s, standing);

  for (guint p = 0; p < s->n_players; p++)
    {
      double best = -G_MAXDOUBLE;

      for (guint q = 0; q < s->n_players; q++)
        if (!tm_gitmo_same_team (s, p, q))
          best = MAX (best, standing[q]);
      leads[p] = standing[p] - best;
    }
}

/* Values for search (TmPlayRules.returns).  At the end of the game, the
 * winners share 1 (in a search's copy, the winning teams do).  Before
 * that, a seat's value grows with what its team's lead in the hand under
 * way (tm_gitmo_leads()) gained since the search began: the lead
 * itself, tens of points late in a hand and twice that with partners,
 * would push every value towards 0 or 1, where a search can no longer
 * tell moves apart, and so would the totals of earlier hands, which are
 * the same whatever is played now. */
void
tm_gitmo_returns (const void *state,
                  double     *values)
{
  const GitmoState *s = state;
  double leads[TM_GITMO_MAX_PLAYERS];

  if (s->game_over)
    {
      int n = __builtin_popcount (s->winners);

      /* A search's copy counts a won game as its team's: with partners
       * the two winners share 1 at the table, and half a win would be
       * worth no more than a turn that gains nothing. */
      if (s->stop_at_turn_end && s->partners)
        n = (n + 1) / 2;
      for (guint p = 0; p < s->n_players; p++)
        values[p] = (s->winners & (1u << p)) ? 1.0 / n : 0.0;
      return;
    }

  tm_gitmo_leads (s, leads);
  for (guint p = 0; p < s->n_players; p++)
    {
      double gained = leads[p] - (s->stop_at_turn_end ? s->search_lead[p] : 0.0);

      values[p] = 0.5 + 0.5 * tanh (gained / 8.0);
    }
}

/* The evaluation for the seat deciding after @move, on a copy. */
static double
after (const GitmoState *s,
       TmMove            move,
       guint             seat,
       GitmoState       *scratch)
{
  memcpy (scratch, s, sizeof *scratch);
  tm_gitmo_apply_move (scratch, move);
  if (scratch->game_over)
    {
      double values[TM_GITMO_MAX_PLAYERS];

      tm_gitmo_returns (scratch, values);
      return values[seat] * 1000.0;
    }
  return tm_gitmo_evaluate (scratch, seat);
}

/* The best value reachable by one more move of the same seat in the
 * stage after @move (a pick's best place, a swap's best partner run). */
static double
after_stage (const GitmoState *s,
             TmMove            move,
             guint             seat,
             GitmoState       *scratch,
             GitmoState       *scratch2)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];
  double best = -G_MAXDOUBLE;
  guint n;

  memcpy (scratch, s, sizeof *scratch);
  tm_gitmo_apply_move (scratch, move);
  if (scratch->game_over || scratch->decider != seat ||
      (scratch->phase != TM_GITMO_PHASE_PUT && scratch->phase != TM_GITMO_PHASE_SWAP_WITH))
    return tm_gitmo_evaluate (scratch, seat);

  n = tm_gitmo_legal_moves (scratch, moves);
  for (guint i = 0; i < n; i++)
    best = MAX (best, after (scratch, moves[i], seat, scratch2));
  return best;
}

/* The rule of thumb's move in the full state @det, for its decider. */
static TmMove
choose (const GitmoState *det,
        TmRng            *rng,
        GitmoState       *scratch,
        GitmoState       *scratch2)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];
  TmMove best_move;
  double best = -G_MAXDOUBLE, base;
  guint seat = det->decider, n;

  n = tm_gitmo_legal_moves (det, moves);
  g_assert (n > 0);
  best_move = moves[0];
  if (n == 1)
    return moves[0];

  switch (det->phase)
    {
    case TM_GITMO_PHASE_HELP:
      /* Nobody is made to help. */
      return (TmMove) { TM_GITMO_MOVE_PASS, 0, TM_MOVE_NO_TARGET, 0 };

    case TM_GITMO_PHASE_ANSWER:
      {
        TmMove accept = { TM_GITMO_MOVE_ACCEPT, 0, TM_MOVE_NO_TARGET, 0 };
        TmMove decline = { TM_GITMO_MOVE_DECLINE, 0, TM_MOVE_NO_TARGET, 0 };

        base = tm_gitmo_evaluate (det, seat);
        return after_stage (det, accept, seat, scratch, scratch2) > base + 0.01 ? accept : decline;
      }

    default:
      break;
    }

  base = tm_gitmo_evaluate (det, seat);
  for (guint i = 0; i < n; i++)
    {
      double value;

      if (moves[i].kind == TM_GITMO_MOVE_END)
        continue;
      value = after_stage (det, moves[i], seat, scratch, scratch2);
      /* Ties go to a random one, by a small nudge. */
      value += tm_rng_below (rng, 1000) * 1e-6;
      if (value > best)
        {
          best = value;
          best_move = moves[i];
        }
    }

  /* End the turn once no move helps. */
  if (det->phase == TM_GITMO_PHASE_PICK && moves[0].kind == TM_GITMO_MOVE_END &&
      best <= base + 0.01)
    return moves[0];
  return best_move;
}

TmMove
tm_gitmo_heuristic (const void *observation,
                    TmRng      *rng)
{
  GitmoState work[3];

  /* One state that fits what the seat sees, so that the cards a move
   * turns up are a fair guess rather than the observation's sorted
   * placeholders. */
  tm_gitmo_sample (observation, rng, &work[0]);
  return choose (&work[0], rng, &work[1], &work[2]);
}

/* TmPlayRules.playout_move: every seat plays as the rule of thumb would,
 * in the sampled state, through the rest of the turn and the other seats'
 * turns up to where the search's copy stops (see
 * gitmo_stop_at_episode_end()), except the searching seat's partner.  A
 * search that let its partner play by rule of thumb counted on the
 * partner to take back what the next opponent took and to build on what
 * it left, and with a partner who does not (a beginner, a random player)
 * its team did no better than the heuristic's (docs/performance.md). */
TmMove
tm_gitmo_playout_move (const void *state,
                       TmRng      *rng)
{
  const GitmoState *s = state;
  GitmoState work[2];

  /* The searching seat's partner is not counted on: on its own turn it
   * does nothing. */
  if (s->partners && s->phase == TM_GITMO_PHASE_PICK && s->decider == s->turn &&
      s->turn != s->search_seat && tm_gitmo_same_team (s, s->turn, s->search_seat))
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];

      if (tm_gitmo_legal_moves (s, moves) > 0 && moves[0].kind == TM_GITMO_MOVE_END)
        return moves[0];
    }
  return choose (state, rng, &work[0], &work[1]);
}

/* TmPlayRules.search_moves: the moves a search weighs are the few the
 * rule of thumb rates best at this stage (on one state invented to fit
 * the observation, from a seed of its own, so the real deck's order is
 * never read), and ending the turn where that is allowed.  The search
 * then tells them apart by what the other seats do next. */
guint
tm_gitmo_search_moves (const void *observation,
                       TmMove     *moves)
{
  const GitmoState *o = observation;
  GitmoState work[3];
  TmMove legal[TM_MOVE_MAX_LEGAL];
  double value[TM_MOVE_MAX_LEGAL];
  guint n, n_out = 0, seat;
  TmRng rng;

  n = tm_gitmo_legal_moves (o, legal);
  g_assert (n > 0);
  if (n == 1 || o->phase == TM_GITMO_PHASE_HELP)
    {
      moves[0] = legal[0];   /* the only move, or saying nothing */
      return 1;
    }
  if (o->phase == TM_GITMO_PHASE_ANSWER)
    {
      memcpy (moves, legal, n * sizeof *legal);
      return n;
    }

  tm_rng_init (&rng, G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^ o->turn_count);
  tm_gitmo_sample (o, &rng, &work[0]);
  seat = work[0].decider;
  for (guint i = 0; i < n; i++)
    value[i] = legal[i].kind == TM_GITMO_MOVE_END ? -G_MAXDOUBLE :
               after_stage (&work[0], legal[i], seat, &work[1], &work[2]);

  if (legal[0].kind == TM_GITMO_MOVE_END)
    moves[n_out++] = legal[0];
  for (guint k = 0; k < SEARCH_CANDIDATES; k++)
    {
      guint best = n;

      for (guint i = 0; i < n; i++)
        if (value[i] > -G_MAXDOUBLE && (best == n || value[i] > value[best]))
          best = i;
      if (best == n)
        break;
      moves[n_out++] = legal[best];
      value[best] = -G_MAXDOUBLE;
    }
  return n_out;
}
