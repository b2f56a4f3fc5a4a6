/* tm-gitmo-play-check.c: why Gitmo refuses a move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move is legal exactly when it is among the legal moves of the state;
 * otherwise the first rule it breaks is named: its section of
 * data/games/gitmo/rules.json and, where one decides the point, its
 * ruling.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-play-util.h"

#include "tm-gitmo-play-private.h"

#define NONE TM_GITMO_NONE
#define SPOT_BIT(g) ((guint16) (1u << (g)))

static gboolean
not_a_move (TmPlayViolation *v)
{
  return tm_play_violate (v, "turn", NULL, N_("That is not a Gitmo move."));
}

/* Does a piece of these sides fit a run, numbers only, ignoring who owns
 * what? */
static gboolean
numbers_fit (const GitmoState *s,
             guint             base,
             guint             top,
             guint             end,
             guint             dest)
{
  if (end == TM_GITMO_END_TOP)
    return tm_gitmo_next_value (tm_gitmo_top_value (s, dest)) == base;
  return tm_gitmo_next_value (top) == s->run_base[dest];
}

/* Why @mover may not pick this. */
static gboolean
explain_pick (const GitmoState *s,
              guint             mover,
              guint             source,
              guint             seat,
              guint             slot,
              TmPlayViolation  *v)
{
  GitmoView view;
  guint g;
  guint16 bit;

  tm_gitmo_view (s, mover, &view);

  switch (source)
    {
    case TM_GITMO_SOURCE_DECK:
      if (seat != TM_MOVE_NO_TARGET || slot != 0)
        return not_a_move (v);
      if (s->n_deck == 0)
        return tm_play_violate (v, "end", "after-last-card", N_("The deck is used up."));
      return tm_play_violate (v, "turn", NULL,
                              N_("The top card of the deck fits nowhere: not in one of your vacant "
                                 "spots, not on a run."));

    case TM_GITMO_SOURCE_ASIDE:
      {
        guint16 flags;

        if (seat != TM_MOVE_NO_TARGET || slot >= s->n_special)
          return not_a_move (v);
        if ((s->aside[mover] & tm_gitmo_bit (slot)) == 0)
          return tm_play_violate (v, "cards", NULL, N_("You have no such card set aside."));
        flags = s->effect[slot].flags;
        if ((flags & (TM_GITMO_EFFECT_PLACED | TM_GITMO_EFFECT_WILD)) == 0)
          return tm_play_violate (v, "cards", "used-special-ops",
                                  N_("That card stays beside your spots until the hand is "
                                     "scored."));
        if (!tm_gitmo_aside_listed (s, mover, slot))
          return tm_play_violate (v, "cards", NULL,
                                  N_("Pick the first of the cards you set aside that are alike."));
        if (flags & TM_GITMO_EFFECT_PLACED)
          return tm_play_violate (v, "cards", "one-placed-card-per-run",
                                  N_("None of your runs is free of a card laid on it."));
        return tm_play_violate (v, "cards", NULL, N_("A wild card goes into one of your own runs, "
                                                    "and you have none."));
      }

    case TM_GITMO_SOURCE_RUN:
    case TM_GITMO_SOURCE_BOTTOM:
    case TM_GITMO_SOURCE_PLACED:
      if (seat >= s->n_players || slot >= s->spots)
        return not_a_move (v);
      break;

    default:
      return not_a_move (v);
    }

  g = seat * s->spots + slot;
  bit = SPOT_BIT (g);
  if (s->run_n[g] == 0)
    return tm_play_violate (v, "turn", NULL, N_("That spot is vacant."));

  if (source == TM_GITMO_SOURCE_PLACED)
    {
      if (s->run_placed[g] == NONE)
        return tm_play_violate (v, "cards", NULL, N_("No card is laid on that run."));
      if ((view.team & bit) == 0)
        return tm_play_violate (v, "cards", "which-bonus-cards-move",
                                N_("A card laid on an opponent's run moves only with its run."));
      return tm_play_violate (v, "cards", "one-placed-card-per-run",
                              N_("None of your other runs is free of a card laid on it."));
    }

  if ((view.team & bit) == 0)
    {
      if (view.protected & bit)
        return tm_play_violate (v, "cards", NULL,
                                N_("Nobody but its owner may take a run protected by a Trump or a "
                                   "card "
                                   "like it, or any card of it."));
      if (view.protected_open & bit)
        return tm_play_violate (v, "cards", NULL,
                                N_("A run under Jesus Saves or a card like it cannot be taken, nor "
                                   "any "
                                   "card out of it."));
      if (source == TM_GITMO_SOURCE_RUN && (view.clearing & bit) && s->run_n[g] < 2)
        return tm_play_violate (v, "cards", NULL,
                                N_("A run with a Gitmo, Justice or Tribunal card can be taken only "
                                   "while it holds at least two other cards."));
      if (source == TM_GITMO_SOURCE_BOTTOM && !s->take_bottom)
        return tm_play_violate (v, "turn", "take-bottom-card",
                                N_("With the older reading you may take a card lying on its own or "
                                   "a "
                                   "whole run from an opponent, never the bottom card alone."));
    }

  if (source == TM_GITMO_SOURCE_BOTTOM)
    {
      if (s->run_n[g] < 2)
        return tm_play_violate (v, "turn", NULL,
                                N_("A card lying on its own is moved as it is, not as a bottom "
                                   "card."));
      if (tm_gitmo_is_special (s->run[g][0]))
        return tm_play_violate (v, "cards", NULL, N_("A wild card stays in its run for good."));
    }

  /* It fits somewhere by its numbers, but not by its kind of cards. */
  if (s->single_side)
    {
      guint base = s->run_base[g];
      guint top = source == TM_GITMO_SOURCE_RUN ? tm_gitmo_top_value (s, g) : base;
      guint16 runs = (view.team & bit) ? view.occupied & ~view.protected & ~bit
                                       : view.team & view.occupied;

      if (runs & (view.top_accepts[base] | view.bottom_accepts[top]))
        return tm_play_violate (v, "turn", "single-side-runs",
                                N_("With this option a run holds only Patriots or only Traitors."));
    }
  if ((view.team & bit) == 0)
    return tm_play_violate (v, "turn", NULL,
                            N_("You may take from an opponent only what fits straight onto one of "
                               "your runs."));
  return tm_play_violate (v, "turn", NULL,
                          N_("It fits on no run: a card goes on top of a run one number higher, or "
                             "under it one number lower, with 1 after 12."));
}

/* Why the piece picked may not go there. */
static gboolean
explain_put (const GitmoState *s,
             TmMove            m,
             TmPlayViolation  *v)
{
  GitmoView view;
  guint source = s->picked_source, dest, from = NONE;
  guint16 bit;
  gboolean from_opponent;

  if (m.card < TM_GITMO_END_TOP || m.card > TM_GITMO_END_ON ||
      m.target >= s->n_players || m.slot >= s->spots)
    return not_a_move (v);

  tm_gitmo_view (s, s->turn, &view);
  dest = m.target * s->spots + m.slot;
  bit = SPOT_BIT (dest);
  if (source == TM_GITMO_SOURCE_RUN || source == TM_GITMO_SOURCE_BOTTOM ||
      source == TM_GITMO_SOURCE_PLACED)
    from = s->picked_seat * s->spots + s->picked_slot;
  from_opponent = from != NONE && (view.team & SPOT_BIT (from)) == 0;

  if (from == dest)
    return tm_play_violate (v, "turn", NULL, N_("That is where it is already."));

  if (m.card == TM_GITMO_END_SPOT)
    {
      if (source != TM_GITMO_SOURCE_DECK)
        return tm_play_violate (v, "turn", NULL,
                                N_("Only the top card of the deck may fill a vacant spot."));
      if (s->run_n[dest] != 0)
        return tm_play_violate (v, "turn", NULL, N_("That spot is not vacant."));
      return tm_play_violate (v, "turn", "partners", N_("You fill only your own vacant spots."));
    }

  if (s->run_n[dest] == 0)
    return tm_play_violate (v, "turn", NULL, N_("There is no run in that spot."));

  if (from_opponent && (view.team & bit) == 0)
    return tm_play_violate (v, "turn", NULL,
                            N_("You may not move cards from one opponent's spots to another's."));

  if ((source == TM_GITMO_SOURCE_ASIDE &&
       (s->effect[s->picked_slot].flags & TM_GITMO_EFFECT_WILD) &&
       !(s->effect[s->picked_slot].flags & TM_GITMO_EFFECT_PLACED)) && (view.team & bit) == 0)
    return tm_play_violate (v, "cards", NULL, N_("A wild card goes into one of your own runs."));

  if (m.card == TM_GITMO_END_ON ||
      source == TM_GITMO_SOURCE_PLACED ||
      (source == TM_GITMO_SOURCE_ASIDE &&
       (s->effect[s->picked_slot].flags & TM_GITMO_EFFECT_PLACED)))
    {
      if (m.card != TM_GITMO_END_ON)
        return tm_play_violate (v, "cards", NULL,
                                N_("That card is laid on a run, not added to it."));
      if (source != TM_GITMO_SOURCE_PLACED && source != TM_GITMO_SOURCE_ASIDE)
        return tm_play_violate (v, "turn", NULL,
                                N_("Cards are added on top of a run or under it."));
      if (s->run_placed[dest] != NONE)
        return tm_play_violate (v, "cards", "one-placed-card-per-run",
                                N_("A run carries only one laid card."));
      return tm_play_violate (v, "cards", "clearing-card-runs",
                              N_("Lay it on one of your own runs (or your partner's)."));
    }

  if ((view.team & bit) == 0 && (view.protected & bit))
    return tm_play_violate (v, "cards", NULL,
                            N_("Nobody but its owner may add to a run protected by a Trump or a "
                               "card "
                               "like it."));
  if (from_opponent && (view.team & bit) == 0)
    return tm_play_violate (v, "turn", NULL, N_("A card you take goes onto one of your own runs."));
  if (source == TM_GITMO_SOURCE_RUN && s->run_placed[from] != NONE && s->run_placed[dest] != NONE)
    return tm_play_violate (v, "cards", "one-placed-card-per-run",
                            N_("A run carries only one laid card."));

  {
    guint base, top;
    guint8 sides;

    switch (source)
      {
      case TM_GITMO_SOURCE_RUN:
        base = s->run_base[from];
        top = tm_gitmo_top_value (s, from);
        sides = s->run_sides[from];
        break;
      case TM_GITMO_SOURCE_BOTTOM:
        base = top = s->run_base[from];
        sides = tm_gitmo_card_sides (s, s->run[from][0]);
        break;
      case TM_GITMO_SOURCE_DECK:
        base = top = s->number[s->deck[s->n_deck - 1]];
        sides = tm_gitmo_card_sides (s, s->deck[s->n_deck - 1]);
        break;
      default:
        return tm_play_violate (v, "cards", NULL, N_("There is no room left in that run."));
      }
    if (m.card == TM_GITMO_END_ON)
      return tm_play_violate (v, "turn", NULL, N_("Cards are added on top of a run or under it."));
    if (!numbers_fit (s, base, top, m.card, dest))
      return tm_play_violate (v, "turn", NULL,
                              m.card == TM_GITMO_END_TOP
                                ? N_("It does not fit on top: the card on top of a run is one "
                                     "number "
                                     "higher than the card under it, with 1 after 12.")
                                : N_("It does not fit underneath: the card under a run is one "
                                     "number "
                                     "lower than the bottom card, with 12 before 1."));
    if (s->single_side && (sides | s->run_sides[dest]) == (TM_GITMO_SIDE_PATRIOT |
                                                          TM_GITMO_SIDE_TRAITOR))
      return tm_play_violate (v, "turn", "single-side-runs",
                              N_("With this option a run holds only Patriots or only Traitors."));
  }
  return tm_play_violate (v, "turn", "run-wrap-and-length",
                          N_("There is no room left in that run."));
}

gboolean
tm_gitmo_check_move (const void      *state,
                     TmMove           m,
                     TmPlayViolation *v)
{
  const GitmoState *s = state;

  if (s->game_over)
    return tm_play_violate (v, "end", NULL, N_("The game is over; no more moves can be made."));
  if (tm_gitmo_is_legal (s, m))
    return TRUE;

  switch (s->phase)
    {
    case TM_GITMO_PHASE_PICK:
      if (m.kind == TM_GITMO_MOVE_END)
        {
          if (m.card != 0 || m.target != TM_MOVE_NO_TARGET || m.slot != 0)
            return not_a_move (v);
          return tm_play_violate (v, "turn", "stopping-early",
                                  N_("The top card of the deck fits somewhere: with this option "
                                     "you "
                                     "use it before you end your turn."));
        }
      if (m.kind == TM_GITMO_MOVE_PICK)
        return explain_pick (s, s->turn, m.card, m.target, m.slot, v);
      return tm_play_violate (v, "turn", NULL,
                              N_("Pick a card or run to move, or end your turn."));

    case TM_GITMO_PHASE_PUT:
      if (m.kind != TM_GITMO_MOVE_PUT)
        return tm_play_violate (v, "turn", NULL,
                                N_("Choose where the card or run you picked goes."));
      return explain_put (s, m, v);

    case TM_GITMO_PHASE_LAY:
      if (m.kind != TM_GITMO_MOVE_LAY)
        return tm_play_violate (v, "cards", NULL,
                                N_("First lay the card you received on one of your runs."));
      if (m.card != 0 || m.target >= s->n_players || m.slot >= s->spots)
        return not_a_move (v);
      {
        guint dest = m.target * s->spots + m.slot;

        if (s->run_n[dest] == 0)
          return tm_play_violate (v, "turn", NULL, N_("There is no run in that spot."));
        if (s->run_placed[dest] != NONE)
          return tm_play_violate (v, "cards", "one-placed-card-per-run",
                                  N_("A run carries only one laid card."));
      }
      return tm_play_violate (v, "cards", "clearing-card-runs",
                              N_("Lay it on one of your own runs (or your partner's)."));

    case TM_GITMO_PHASE_SWAP:
    case TM_GITMO_PHASE_SWAP_WITH:
      if (m.kind != (s->phase == TM_GITMO_PHASE_SWAP ? TM_GITMO_MOVE_SWAP
                                                     : TM_GITMO_MOVE_SWAP_WITH))
        return tm_play_violate (v, "cards", NULL,
                                s->phase == TM_GITMO_PHASE_SWAP
                                  ? N_("First choose which of your runs to swap.")
                                  : N_("Choose the opponent's run to swap with."));
      if (m.card != 0 || m.slot >= s->spots ||
          (s->phase == TM_GITMO_PHASE_SWAP ? m.target != TM_MOVE_NO_TARGET
                                           : m.target >= s->n_players))
        return not_a_move (v);
      return tm_play_violate (v, "cards", "named-special-ops",
                              s->phase == TM_GITMO_PHASE_SWAP
                                ? N_("Swap one of your own runs that carries no protecting "
                                     "card.")
                                : N_("Swap with an opponent's run that carries no protecting "
                                     "card."));

    case TM_GITMO_PHASE_HELP:
      if (m.kind != TM_GITMO_MOVE_PASS && m.kind != TM_GITMO_MOVE_POINT)
        return tm_play_violate (v, "options", "help-opponents",
                                N_("Point out a move the player could still make, or pass."));
      if (m.kind == TM_GITMO_MOVE_PASS)
        return not_a_move (v);
      return explain_pick (s, s->turn, m.card, m.target, m.slot, v);

    case TM_GITMO_PHASE_ANSWER:
      if (m.kind != TM_GITMO_MOVE_ACCEPT && m.kind != TM_GITMO_MOVE_DECLINE)
        return tm_play_violate (v, "options", "help-opponents",
                                N_("Make the move pointed out to you, or decline it."));
      return not_a_move (v);

    default:
      return tm_play_violate (v, "end", NULL, N_("The hand is over."));
    }
}
