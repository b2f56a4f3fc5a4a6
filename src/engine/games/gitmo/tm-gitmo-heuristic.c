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

/* What each team may expect from the hand as it stands, per seat (a
 * seat's value is its team's). */
static void
estimates (const GitmoState *s,
           double           *out)
{
  int points[TM_GITMO_MAX_PLAYERS];
  double mine[TM_GITMO_MAX_PLAYERS];
  GitmoView v;
  guint n_spots = (guint) s->n_players * s->spots;

  tm_gitmo_hand_scores (s, points);
  tm_gitmo_view (s, 0, &v);   /* the masks used here do not depend on the seat */

  for (guint p = 0; p < s->n_players; p++)
    mine[p] = points[p];

  /* Cards waiting to be played: a wild card fills a gap later. */
  for (guint p = 0; p < s->n_players; p++)
    for (guint64 aside = s->aside[p]; aside != 0; aside &= aside - 1)
      if (s->effect[tm_gitmo_lowest (aside)].flags & (TM_GITMO_EFFECT_WILD | TM_GITMO_EFFECT_PLACED))
        mine[p] += WAITING;

  /* With the deck used up, nobody moves again this hand. */
  for (guint g = 0; g < n_spots && s->n_deck > 0; g++)
    {
      guint16 bit = (guint16) (1u << g);
      guint owner = g / s->spots;
      guint16 takers;
      int value;

      if (s->run_n[g] == 0 || ((v.protected | v.protected_open) & bit))
        continue;
      if ((v.clearing & bit) && s->run_n[g] < 2)
        continue;
      value = tm_gitmo_run_value (s, g);
      if (value <= 0)
        continue;
      takers = (v.top_accepts[s->run_base[g]] | v.bottom_accepts[tm_gitmo_top_value (s, g)]) &
               v.occupied & ~tm_gitmo_team_spots (s, owner);
      if (takers != 0)
        mine[owner] -= EXPOSURE * value;
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

  if (s->phase == TM_GITMO_PHASE_OVER && s->turns_in_hand == 0)
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
 * winners share 1.  Before that, a seat's value grows with what its
 * team's lead in the hand under way (tm_gitmo_leads()) gained since the
 * search began: the lead itself, tens of points late in a hand and twice
 * that with partners, would push every value towards 0 or 1, where a
 * search can no longer tell moves apart, and so would the totals of
 * earlier hands, which are the same whatever is played now. */
void
tm_gitmo_returns (const void *state,
                  double     *values)
{
  const GitmoState *s = state;
  double leads[TM_GITMO_MAX_PLAYERS];

  if (s->game_over)
    {
      int n = __builtin_popcount (s->winners);

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

TmMove
tm_gitmo_heuristic (const void *observation,
                    TmRng      *rng)
{
  GitmoState work[3];
  GitmoState *det = &work[0], *scratch = &work[1], *scratch2 = &work[2];
  TmMove moves[TM_MOVE_MAX_LEGAL];
  TmMove best_move;
  double best = -G_MAXDOUBLE, base;
  guint seat, n;

  /* One state that fits what the seat sees, so that the cards a move
   * turns up are a fair guess rather than the observation's sorted
   * placeholders. */
  tm_gitmo_sample (observation, rng, det);
  seat = det->decider;
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

/* TmPlayRules.playout_move: a search's playout ends the turn as soon as it
 * may, so that a line of moves is judged by the table it leaves rather
 * than by what random moves after it would spoil; other choices (where a
 * card goes, a card to lay) are random, and nobody points out a move. */
TmMove
tm_gitmo_playout_move (const void *state,
                       TmRng      *rng)
{
  const GitmoState *s = state;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = tm_gitmo_legal_moves (s, moves);

  g_assert (n > 0);
  if (moves[0].kind == TM_GITMO_MOVE_END || moves[0].kind == TM_GITMO_MOVE_PASS)
    return moves[0];
  if (s->phase == TM_GITMO_PHASE_ANSWER)
    return moves[1];   /* decline */
  return moves[tm_play_rng_below_inline (rng, n)];
}
