/* tm-gitmo-table.c: Gitmo's runs and spots, and where a card may go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A run lies in one spot, bottom card first; its bottom card's number is
 * run_base and each card above counts one more, 12 followed by 1 (section
 * turn, ruling run-wrap-and-length).  A wild card in a run keeps the
 * number of its place.  Where a piece (a whole run, a bottom card, the
 * deck's top card, a card set aside, a card laid on a run) may go is
 * worked out on bit masks over the table's spots, once per question.
 */

#include "config.h"

#include <string.h>

#include "tm-gitmo-play-private.h"

#define SPOT_BIT(g) ((guint16) (1u << (g)))

guint8
tm_gitmo_card_sides (const GitmoState *s,
                     guint             card)
{
  if (tm_gitmo_is_special (card))
    return 0;
  return (s->traitors & tm_gitmo_bit (card)) ? TM_GITMO_SIDE_TRAITOR : TM_GITMO_SIDE_PATRIOT;
}

void
tm_gitmo_recount_sides (GitmoState *s,
                        guint       spot)
{
  guint8 sides = 0;

  for (guint i = 0; i < s->run_n[spot]; i++)
    sides |= tm_gitmo_card_sides (s, s->run[spot][i]);
  s->run_sides[spot] = sides;
}

void
tm_gitmo_clear_spot (GitmoState *s,
                     guint       spot)
{
  memset (s->run[spot], 0, s->run_n[spot]);
  s->run_n[spot] = 0;
  s->run_base[spot] = 0;
  s->run_placed[spot] = TM_GITMO_NONE;
  s->run_sides[spot] = 0;
}

void
tm_gitmo_view (const GitmoState *s,
               guint             mover,
               GitmoView        *v)
{
  guint n_spots = s->n_players * s->spots;

  memset (v, 0, sizeof *v);
  v->mover = mover;
  v->own = tm_gitmo_seat_spots (s, mover);
  v->team = tm_gitmo_team_spots (s, mover);

  for (guint g = 0; g < n_spots; g++)
    {
      guint16 bit = SPOT_BIT (g);

      if (s->run_n[g] == 0)
        continue;
      v->occupied |= bit;
      if (s->run_sides[g] & TM_GITMO_SIDE_PATRIOT)
        v->with_patriots |= bit;
      if (s->run_sides[g] & TM_GITMO_SIDE_TRAITOR)
        v->with_traitors |= bit;
      if (s->run_placed[g] != TM_GITMO_NONE)
        {
          guint16 flags = tm_gitmo_effect_of (s, s->run_placed[g])->flags;

          v->placed |= bit;
          if (flags & TM_GITMO_EFFECT_PROTECT)
            v->protected |= bit;
          if (flags & TM_GITMO_EFFECT_PROTECT_OPEN)
            v->protected_open |= bit;
          if (flags & TM_GITMO_EFFECT_CLEAR)
            v->clearing |= bit;
        }
      v->top_accepts[tm_gitmo_next_value (tm_gitmo_top_value (s, g))] |= bit;
      v->bottom_accepts[tm_gitmo_prev_value (s->run_base[g])] |= bit;
    }
}

/* Runs a piece of these sides may join with single-side runs. */
static guint16
side_ok (const GitmoState *s,
         const GitmoView  *v,
         guint8            sides)
{
  if (!s->single_side)
    return 0xffff;
  if (sides == (TM_GITMO_SIDE_PATRIOT | TM_GITMO_SIDE_TRAITOR))
    return 0;
  if (sides == TM_GITMO_SIDE_PATRIOT)
    return (guint16) ~v->with_traitors;
  if (sides == TM_GITMO_SIDE_TRAITOR)
    return (guint16) ~v->with_patriots;
  return 0xffff;
}

/* Runs that still have room for @length more cards. */
static guint16
room_for (const GitmoState *s,
          guint16           mask,
          guint             length)
{
  guint16 out = mask;

  for (guint16 m = mask; m != 0; m &= m - 1)
    {
      guint g = (guint) __builtin_ctz (m);

      if (s->run_n[g] + length > TM_GITMO_MAX_RUN)
        out &= ~SPOT_BIT (g);
    }
  return out;
}

/* Where a clearing card (or any placed card) may be laid by @seat: on a
 * run of the team without a placed card, and with the option
 * clearing-card-any-run a clearing card on any such run (ruling
 * clearing-card-runs, one-placed-card-per-run). */
static guint16
lay_mask (const GitmoState *s,
          const GitmoView  *v,
          guint             card)
{
  guint16 mask = v->team & v->occupied & ~v->placed;

  if (s->clear_any_run && (tm_gitmo_effect_of (s, card)->flags & TM_GITMO_EFFECT_CLEAR))
    mask |= v->occupied & ~v->placed;
  return mask;
}

/* Where a piece may go, for the seat of @v: fills @d and returns whether
 * it may go anywhere.  @seat and @slot name a spot (seat-local) for runs,
 * bottom cards and placed cards, @slot a special card for ASIDE. */
gboolean
tm_gitmo_dests (const GitmoState *s,
                const GitmoView  *v,
                guint             source,
                guint             seat,
                guint             slot,
                GitmoDests       *d)
{
  guint16 opponents_open = v->occupied & ~v->team & ~v->protected;
  guint16 team_runs = v->team & v->occupied;
  guint g, card;

  memset (d, 0, sizeof *d);

  switch (source)
    {
    case TM_GITMO_SOURCE_RUN:
    case TM_GITMO_SOURCE_BOTTOM:
    case TM_GITMO_SOURCE_PLACED:
      if (seat >= s->n_players || slot >= s->spots)
        return FALSE;
      g = seat * s->spots + slot;
      if (s->run_n[g] == 0)
        return FALSE;
      break;
    case TM_GITMO_SOURCE_DECK:
      if (s->n_deck == 0 || tm_gitmo_is_special (s->deck[s->n_deck - 1]))
        return FALSE;
      card = s->deck[s->n_deck - 1];
      d->top = v->top_accepts[s->number[card]];
      d->bottom = v->bottom_accepts[s->number[card]];
      {
        guint16 cand = room_for (s, (team_runs | opponents_open) &
                                    side_ok (s, v, tm_gitmo_card_sides (s, card)), 1);

        d->top &= cand;
        d->bottom &= cand;
      }
      d->spot = v->own & ~v->occupied;   /* only your own vacant spots */
      return (d->top | d->bottom | d->spot) != 0;
    case TM_GITMO_SOURCE_ASIDE:
      if (slot >= s->n_special || (s->aside[v->mover] & tm_gitmo_bit (slot)) == 0)
        return FALSE;
      card = TM_GITMO_FIRST_SPECIAL + slot;
      {
        guint16 flags = tm_gitmo_effect_of (s, card)->flags;

        if (flags & TM_GITMO_EFFECT_PLACED)
          d->on = lay_mask (s, v, card);
        else if (flags & TM_GITMO_EFFECT_WILD)
          d->top = d->bottom = room_for (s, team_runs, 1);
      }
      return (d->top | d->bottom | d->on) != 0;
    default:
      return FALSE;
    }

  /* A run, its bottom card or its placed card, at spot g. */
  {
    guint16 bit = SPOT_BIT (g);
    gboolean ours = (v->team & bit) != 0;
    guint16 cand;

    if (source == TM_GITMO_SOURCE_PLACED)
      {
        guint placed = s->run_placed[g];

        if (!ours || placed == TM_GITMO_NONE)
          return FALSE;
        d->on = lay_mask (s, v, placed) & ~bit;
        return d->on != 0;
      }

    if (source == TM_GITMO_SOURCE_RUN)
      {
        guint8 sides = s->run_sides[g];
        guint base = s->run_base[g], top = tm_gitmo_top_value (s, g);

        if (ours)
          cand = (team_runs | opponents_open) & ~bit;
        else
          {
            /* Taking a whole run: never a protected one; a run with a
             * clearing card only while it holds two cards besides it. */
            if ((v->protected | v->protected_open) & bit)
              return FALSE;
            if ((v->clearing & bit) && s->run_n[g] < 2)
              return FALSE;
            cand = team_runs;
          }
        if (s->run_placed[g] != TM_GITMO_NONE)
          cand &= ~v->placed;
        cand = room_for (s, cand & side_ok (s, v, sides), s->run_n[g]);
        d->top = cand & v->top_accepts[base];
        d->bottom = cand & v->bottom_accepts[top];
        return (d->top | d->bottom) != 0;
      }

    /* The bottom card alone. */
    card = s->run[g][0];
    if (s->run_n[g] < 2 || tm_gitmo_is_special (card))
      return FALSE;   /* a wild card stays in its run */
    if (ours)
      cand = (team_runs | opponents_open) & ~bit;
    else
      {
        if (!s->take_bottom || ((v->protected | v->protected_open) & bit))
          return FALSE;
        cand = team_runs;
      }
    cand = room_for (s, cand & side_ok (s, v, tm_gitmo_card_sides (s, card)), 1);
    d->top = cand & v->top_accepts[s->number[card]];
    d->bottom = cand & v->bottom_accepts[s->number[card]];
    return (d->top | d->bottom) != 0;
  }
}

/* The cards set aside that @mover could play, one of each kind (cards
 * with the same effect are interchangeable). */
static guint64
distinct_aside (const GitmoState *s,
                guint             mover)
{
  guint64 left = s->aside[mover], kept = 0;

  while (left != 0)
    {
      guint i = tm_gitmo_lowest (left);
      const TmGitmoEffect *e = &s->effect[i];
      gboolean same = FALSE;

      left &= left - 1;
      if ((e->flags & (TM_GITMO_EFFECT_PLACED | TM_GITMO_EFFECT_WILD)) == 0)
        continue;
      for (guint64 k = kept; k != 0 && !same; k &= k - 1)
        {
          const TmGitmoEffect *o = &s->effect[tm_gitmo_lowest (k)];

          same = o->flags == e->flags && o->points == e->points && o->draws == e->draws &&
                 o->lose_turns == e->lose_turns && o->skip_next == e->skip_next &&
                 o->extra_turns == e->extra_turns;
        }
      if (!same)
        kept |= tm_gitmo_bit (i);
    }
  return kept;
}

#define MAX_ASIDE_PICKS 16

/* Lists what @mover may pick (moves of @kind, PICK or POINT), each with
 * at least one place to go. */
guint
tm_gitmo_list_picks (const GitmoState *s,
                     guint             mover,
                     guint8            kind,
                     TmMove           *moves)
{
  GitmoView v;
  GitmoDests d;
  guint n = 0, listed = 0;
  guint64 aside;

  tm_gitmo_view (s, mover, &v);

  for (guint seat = 0; seat < s->n_players; seat++)
    for (guint k = 0; k < s->spots; k++)
      {
        guint g = seat * s->spots + k;

        if (s->run_n[g] == 0)
          continue;
        if (tm_gitmo_dests (s, &v, TM_GITMO_SOURCE_RUN, seat, k, &d))
          moves[n++] = (TmMove) { kind, TM_GITMO_SOURCE_RUN, seat, k };
        if (s->run_n[g] > 1 && tm_gitmo_dests (s, &v, TM_GITMO_SOURCE_BOTTOM, seat, k, &d))
          moves[n++] = (TmMove) { kind, TM_GITMO_SOURCE_BOTTOM, seat, k };
        if (s->run_placed[g] != TM_GITMO_NONE &&
            tm_gitmo_dests (s, &v, TM_GITMO_SOURCE_PLACED, seat, k, &d))
          moves[n++] = (TmMove) { kind, TM_GITMO_SOURCE_PLACED, seat, k };
      }

  if (tm_gitmo_dests (s, &v, TM_GITMO_SOURCE_DECK, 0, 0, &d))
    moves[n++] = (TmMove) { kind, TM_GITMO_SOURCE_DECK, TM_MOVE_NO_TARGET, 0 };

  aside = distinct_aside (s, mover);
  for (; aside != 0 && listed < MAX_ASIDE_PICKS; aside &= aside - 1)
    {
      guint i = tm_gitmo_lowest (aside);

      if (tm_gitmo_dests (s, &v, TM_GITMO_SOURCE_ASIDE, 0, i, &d))
        {
          moves[n++] = (TmMove) { kind, TM_GITMO_SOURCE_ASIDE, TM_MOVE_NO_TARGET, i };
          listed++;
        }
    }

  return n;
}

/* Is @slot (a special card set aside) the one listed for its kind? */
gboolean
tm_gitmo_aside_listed (const GitmoState *s,
                       guint             mover,
                       guint             slot)
{
  return slot < TM_GITMO_MAX_SPECIAL && (distinct_aside (s, mover) & tm_gitmo_bit (slot)) != 0;
}

/* Where @seat may lay @card, just received. */
gboolean
tm_gitmo_lay_targets (const GitmoState *s,
                      guint             seat,
                      guint             card,
                      guint16          *targets)
{
  GitmoView v;

  tm_gitmo_view (s, seat, &v);
  *targets = lay_mask (s, &v, card);
  return *targets != 0;
}

/* Runs that may be swapped (swap_runs): @seat's own unprotected runs, or
 * with @theirs the opponents' (placed clearing cards go along). */
guint16
tm_gitmo_swappable (const GitmoState *s,
                    guint             seat,
                    gboolean          theirs)
{
  GitmoView v;

  tm_gitmo_view (s, seat, &v);
  return v.occupied & ~v.protected & ~v.protected_open & (theirs ? ~v.team : v.own);
}

/* What a run counts at the end of a hand: Patriots, Traitors that count,
 * Traitors cleared by a card on the run, and the points of the special
 * cards in it or on it. */
void
tm_gitmo_spot_scores (const GitmoState *s,
                      guint             spot,
                      int              *patriots,
                      int              *traitors,
                      int              *cleared,
                      int              *points)
{
  gboolean clears = FALSE;
  int t = 0;

  *patriots = *traitors = *cleared = *points = 0;
  if (s->run_placed[spot] != TM_GITMO_NONE)
    {
      const TmGitmoEffect *e = tm_gitmo_effect_of (s, s->run_placed[spot]);

      clears = (e->flags & TM_GITMO_EFFECT_CLEAR) != 0;
      *points += e->points;
    }
  for (guint i = 0; i < s->run_n[spot]; i++)
    {
      guint card = s->run[spot][i];

      if (tm_gitmo_is_special (card))
        *points += tm_gitmo_effect_of (s, card)->points;
      else if (s->traitors & tm_gitmo_bit (card))
        t++;
      else
        (*patriots)++;
    }
  if (clears)
    *cleared = t;
  else
    *traitors = t;
}

/**
 * tm_gitmo_run_value: (skip)
 * @state: a Gitmo state
 * @spot: a spot of the table
 *
 * Returns: what the run in @spot would score at the end of the hand
 */
int
tm_gitmo_run_value (const TmGitmoState *state,
                    guint               spot)
{
  int patriots, traitors, cleared, points;

  tm_gitmo_spot_scores (state, spot, &patriots, &traitors, &cleared, &points);
  return patriots - traitors + points;
}

/* Moves a piece, already checked, to spot @dest (END_TOP, END_BOTTOM,
 * END_SPOT or END_ON).  Sources: as in moves. */
void
tm_gitmo_move_piece (GitmoState *s,
                     guint       source,
                     guint       seat,
                     guint       slot,
                     guint       end,
                     guint       dest)
{
  guint8 piece[TM_GITMO_MAX_RUN];
  guint n = 0, base = 0, placed = TM_GITMO_NONE;

  switch (source)
    {
    case TM_GITMO_SOURCE_RUN:
      {
        guint g = seat * s->spots + slot;

        n = s->run_n[g];
        base = s->run_base[g];
        placed = s->run_placed[g];
        memcpy (piece, s->run[g], n);
        tm_gitmo_clear_spot (s, g);
      }
      break;
    case TM_GITMO_SOURCE_BOTTOM:
      {
        guint g = seat * s->spots + slot;

        piece[n++] = s->run[g][0];
        base = s->number[piece[0]];
        memmove (s->run[g], s->run[g] + 1, s->run_n[g] - 1);
        s->run[g][--s->run_n[g]] = 0;
        s->run_base[g] = tm_gitmo_next_value (s->run_base[g]);
        tm_gitmo_recount_sides (s, g);
      }
      break;
    case TM_GITMO_SOURCE_DECK:
      piece[n++] = tm_gitmo_deck_pop (s);
      base = s->number[piece[0]];
      break;
    case TM_GITMO_SOURCE_ASIDE:
      s->aside[s->decider] &= ~tm_gitmo_bit (slot);
      if (end == TM_GITMO_END_ON)
        placed = TM_GITMO_FIRST_SPECIAL + slot;
      else
        {
          piece[n++] = TM_GITMO_FIRST_SPECIAL + slot;   /* a wild card: its number is its place */
          base = end == TM_GITMO_END_TOP ? tm_gitmo_next_value (tm_gitmo_top_value (s, dest))
                                         : tm_gitmo_prev_value (s->run_base[dest]);
        }
      break;
    case TM_GITMO_SOURCE_PLACED:
      {
        guint g = seat * s->spots + slot;

        placed = s->run_placed[g];
        s->run_placed[g] = TM_GITMO_NONE;
      }
      break;
    default:
      g_assert_not_reached ();
    }

  if (placed != TM_GITMO_NONE)
    {
      g_assert (s->run_placed[dest] == TM_GITMO_NONE);
      s->run_placed[dest] = placed;
    }

  switch (end)
    {
    case TM_GITMO_END_TOP:
      memcpy (s->run[dest] + s->run_n[dest], piece, n);
      s->run_n[dest] += n;
      break;
    case TM_GITMO_END_BOTTOM:
      memmove (s->run[dest] + n, s->run[dest], s->run_n[dest]);
      memcpy (s->run[dest], piece, n);
      s->run_n[dest] += n;
      s->run_base[dest] = base;
      break;
    case TM_GITMO_END_SPOT:
      memcpy (s->run[dest], piece, n);
      s->run_n[dest] = n;
      s->run_base[dest] = base;
      break;
    case TM_GITMO_END_ON:
      break;
    default:
      g_assert_not_reached ();
    }

  for (guint i = 0; i < n; i++)
    s->run_sides[dest] |= tm_gitmo_card_sides (s, piece[i]);
}
