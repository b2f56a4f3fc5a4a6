/* tm-gitmo-flow.c: dealing, filling spots, carrying out cards, turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything that happens without a choice: the deal and the dealer
 * filling vacant spots (setup and turn sections), a special card
 * received being carried out from its compiled effect (cards section),
 * turns passing (turn section), and the end of a hand and of the game
 * (end and scoring sections).  tm_gitmo_settle() runs these until a seat
 * has a choice to make and leaves the state there.
 */

#include "config.h"

#include <string.h>

#include "tm-play-private.h"

#include "tm-gitmo-play-private.h"

#define NONE TM_GITMO_NONE

static inline guint
special_index (guint card)
{
  return card - TM_GITMO_FIRST_SPECIAL;
}

/* Turns up the next Special Ops card; an empty pile is made again from
 * the used cards (ruling used-special-ops).  NONE when there is none, or
 * when the hand has had its fill of draws (ruling endless-hand). */
static guint
draw_special_ops (GitmoState *s)
{
  guint card;

  if (s->so_draws >= TM_GITMO_HAND_DRAWS)
    return NONE;

  if (s->n_so == 0)
    {
      for (guint64 used = s->so_used; used != 0; used &= used - 1)
        s->so_pile[s->n_so++] = TM_GITMO_FIRST_SPECIAL + tm_gitmo_lowest (used);
      s->so_used = 0;
      s->n_so_seen = 0;
      tm_play_shuffle_bytes (&s->rng, s->so_pile, s->n_so);
    }
  if (s->n_so == 0)
    return NONE;

  s->so_draws++;
  card = s->so_pile[--s->n_so];
  s->so_pile[s->n_so] = 0;
  if (s->n_so_seen > 0)
    s->n_so_seen--;
  return card;
}

/* Carries out a special card @p has just received (cards section, ruling
 * bonus-card-in-refill, edited-cards-in-play): its turn effects at once;
 * then, by settle(), the swap, laying it on a run and further draws.  The
 * card ends up laid, set aside (wild cards, cards set aside, cards with
 * points) or used. */
static void
execute (GitmoState *s,
         guint       card,
         guint       p)
{
  const TmGitmoEffect *e = tm_gitmo_effect_of (s, card);
  guint64 bit = tm_gitmo_bit (special_index (card));

  g_assert (s->lay_card == NONE && !s->swap_pending);

  s->handler = p;
  s->extra_turns[p] = MIN (s->extra_turns[p] + e->extra_turns, 99);
  s->skip_turns[p] = MIN (s->skip_turns[p] + e->lose_turns, 99);
  s->skip_turns[tm_gitmo_next_seat (s, p)] = MIN (s->skip_turns[tm_gitmo_next_seat (s, p)] +
                                                  e->skip_next, 99);
  if (e->flags & TM_GITMO_EFFECT_END_HAND)
    s->hand_ending = 1;
  if (e->flags & TM_GITMO_EFFECT_SWAP)
    s->swap_pending = 1;
  s->draws_pending = MIN (s->draws_pending + e->draws, TM_GITMO_HAND_DRAWS);

  if (e->flags & TM_GITMO_EFFECT_PLACED)
    s->lay_card = card;
  else if ((e->flags & (TM_GITMO_EFFECT_WILD | TM_GITMO_EFFECT_ASIDE)) || e->points != 0)
    s->aside[p] |= bit;
  else if (e->flags & TM_GITMO_EFFECT_SPECIAL_OPS)
    s->so_used |= bit;
  else
    s->gone |= bit;   /* a used Draw-A-Card leaves play for the hand */
}

/* Fills a vacant spot from the deck.  A special card turned up goes to the
 * spot's owner to deal with, and the next card fills the spot. */
void
tm_gitmo_fill_spot (GitmoState *s,
                    guint       spot)
{
  guint owner = spot / s->spots;

  while (s->run_n[spot] == 0 && s->n_deck > 0)
    {
      guint card = tm_gitmo_deck_pop (s);

      if (tm_gitmo_is_special (card))
        {
          s->incoming[owner] |= tm_gitmo_bit (special_index (card));
          continue;
        }
      s->run[spot][0] = card;
      s->run_n[spot] = 1;
      s->run_base[spot] = s->number[card];
      s->run_sides[spot] = tm_gitmo_card_sides (s, card);
    }
}

/* One card to each seat with a vacant spot, from the dealer's left
 * (ruling refill-order). */
static void
fill_pass (GitmoState *s)
{
  guint p = tm_gitmo_next_seat (s, s->dealer);

  for (guint k = 0; k < s->n_players && s->n_deck > 0; k++, p = tm_gitmo_next_seat (s, p))
    for (guint j = 0; j < s->spots; j++)
      {
        guint g = p * s->spots + j;

        if (s->run_n[g] == 0)
          {
            tm_gitmo_fill_spot (s, g);
            break;
          }
      }
}

static gboolean
any_vacant (const GitmoState *s)
{
  for (guint g = 0; g < (guint) s->n_players * s->spots; g++)
    if (s->run_n[g] == 0)
      return TRUE;
  return FALSE;
}

static void
clear_choice (GitmoState *s)
{
  s->picked_source = 0;
  s->picked_seat = NONE;
  s->picked_slot = NONE;
  s->helper = NONE;
  s->pointed_source = 0;
  s->pointed_seat = NONE;
  s->pointed_slot = NONE;
  s->swap_spot = NONE;
}

/* A seat's turn begins; seats that must miss a turn are passed over. */
static void
start_turn (GitmoState *s,
            guint       p)
{
  guint guard = 0;

  while (s->skip_turns[p] > 0 && guard++ < 100 * TM_GITMO_MAX_PLAYERS)
    {
      s->skip_turns[p]--;
      p = tm_gitmo_next_seat (s, p);
    }
  s->turn = p;
  s->actions = 0;
  s->context = TM_GITMO_CONTEXT_TURN;
  s->turns_in_hand++;
}

/* Ends the hand when @s->hand_ending or the turn limit says so. */
static gboolean
hand_over_by_limit (GitmoState *s)
{
  return s->turns_in_hand > TM_GITMO_HAND_TURNS;
}

/* Runs everything that happens without a choice, until a seat must
 * choose (the phase and decider say who and what) or the game is over. */
void
tm_gitmo_settle (GitmoState *s)
{
  for (;;)
    {
      guint h = s->handler;
      guint16 targets;

      if (s->game_over || s->phase == TM_GITMO_PHASE_OVER)
        return;

      if (s->swap_pending)
        {
          if (tm_gitmo_swappable (s, h, FALSE) && tm_gitmo_swappable (s, h, TRUE))
            {
              s->phase = TM_GITMO_PHASE_SWAP;
              s->decider = h;
              return;
            }
          s->swap_pending = 0;
        }

      if (s->lay_card != NONE)
        {
          if (tm_gitmo_lay_targets (s, h, s->lay_card, &targets))
            {
              s->phase = TM_GITMO_PHASE_LAY;
              s->decider = h;
              return;
            }
          /* No run to lay it on: it waits beside the spots. */
          s->aside[h] |= tm_gitmo_bit (special_index (s->lay_card));
          s->lay_card = NONE;
        }

      if (s->draws_pending > 0)
        {
          guint card;

          s->draws_pending--;
          card = draw_special_ops (s);
          if (card != NONE)
            execute (s, card, h);
          continue;
        }

      if (s->hand_ending)
        {
          tm_gitmo_end_hand (s);
          return;
        }

      /* Cards received and not yet dealt with, from the dealer's left. */
      {
        guint p = tm_gitmo_next_seat (s, s->dealer);
        gboolean found = FALSE;

        for (guint k = 0; k < s->n_players && !found; k++, p = tm_gitmo_next_seat (s, p))
          if (s->incoming[p] != 0)
            {
              guint i = tm_gitmo_lowest (s->incoming[p]);

              s->incoming[p] &= ~tm_gitmo_bit (i);
              execute (s, TM_GITMO_FIRST_SPECIAL + i, p);
              found = TRUE;
            }
        if (found)
          continue;
      }

      if (s->context == TM_GITMO_CONTEXT_TURN)
        {
          if (hand_over_by_limit (s))
            {
              tm_gitmo_end_hand (s);
              return;
            }
          /* A special card on top of the deck belongs to the player. */
          if (s->n_deck > 0 && tm_gitmo_is_special (s->deck[s->n_deck - 1]))
            {
              guint card = tm_gitmo_deck_pop (s);

              s->incoming[s->turn] |= tm_gitmo_bit (special_index (card));
              continue;
            }
          /* Option last-card-ends-hand (ruling after-last-card). */
          if (s->n_deck == 0 && s->ends_hand && !s->final_turn)
            {
              tm_gitmo_end_hand (s);
              return;
            }
          if (s->actions >= TM_GITMO_TURN_ACTIONS)
            {
              tm_gitmo_end_turn (s);
              continue;
            }
          s->phase = TM_GITMO_PHASE_PICK;
          s->decider = s->turn;
          s->handler = s->turn;
          return;
        }

      /* The dealer fills vacant spots. */
      if (s->n_deck > 0 && any_vacant (s))
        {
          fill_pass (s);
          continue;
        }

      if (s->n_deck == 0)
        {
          /* The dealer used the last card (end section, ruling
           * last-card-final-turn). */
          if (s->final_turn_rule && !s->ends_hand && !s->final_turn && s->turns_in_hand > 0)
            {
              s->final_turn = 1;
              start_turn (s, s->next_turn);
              continue;
            }
          tm_gitmo_end_hand (s);
          return;
        }
      start_turn (s, s->next_turn);
    }
}

/* The turn owner ends the turn (turn section). */
void
tm_gitmo_end_turn (GitmoState *s)
{
  guint next;

  s->turn_count++;
  s->idle_turns = s->actions == 0 ? MIN (s->idle_turns + 1, 200) : 0;
  s->phase = TM_GITMO_PHASE_PICK;
  clear_choice (s);

  /* The deck is used up: the hand is over, nobody refills anything
   * (ruling after-last-card). */
  if (s->final_turn || s->n_deck == 0)
    {
      tm_gitmo_end_hand (s);
      return;
    }
  if (s->stop_at_turn_end && --s->search_turns == 0)
    {
      s->phase = TM_GITMO_PHASE_OVER;
      return;
    }

  if (s->extra_turns[s->turn] > 0)
    {
      s->extra_turns[s->turn]--;
      next = s->turn;
    }
  else
    next = tm_gitmo_next_seat (s, s->turn);

  /* Nobody moved for a whole round: the top card goes under the deck; once
   * every card has gone under with no move, the hand ends (turn section,
   * ruling stalled-deck). */
  if (s->idle_turns >= s->n_players)
    {
      s->idle_turns = 0;
      if (s->slides >= s->n_deck)
        {
          tm_gitmo_end_hand (s);
          return;
        }
      {
        guint8 top = s->deck[s->n_deck - 1];

        memmove (s->deck + 1, s->deck, s->n_deck - 1);
        s->deck[0] = top;
        s->n_known_bottom = MIN (s->n_known_bottom + 1, s->n_deck);
        if (s->n_seen_top > 0)
          s->n_seen_top--;
        s->slides++;
      }
    }

  s->next_turn = next;
  s->context = TM_GITMO_CONTEXT_FILL;
}

/**
 * tm_gitmo_hand_scores: (skip)
 * @state: a Gitmo state
 * @points: (out caller-allocates): a score per seat
 *
 * What each seat would score if the hand ended now (scoring section):
 * Patriots +1, Traitors -1 unless a card on their run clears them, and
 * the points of the special cards in and on its runs and set aside.
 */
void
tm_gitmo_hand_scores (const TmGitmoState *state,
                      int                *points)
{
  const GitmoState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    {
      int total = 0;

      for (guint k = 0; k < s->spots; k++)
        total += tm_gitmo_run_value (s, p * s->spots + k);
      for (guint64 aside = s->aside[p] | s->incoming[p]; aside != 0; aside &= aside - 1)
        total += s->effect[tm_gitmo_lowest (aside)].points;
      points[p] = total;
    }
}

static guint8
winners_of (const GitmoState *s)
{
  int best = G_MININT;
  guint8 mask = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      int total = s->totals[p];

      if (s->partners)
        total += s->totals[tm_gitmo_partner (s, p)];
      if (total > best)
        {
          best = total;
          mask = 0;
        }
      if (total == best)
        mask |= 1u << p;
    }
  return mask;   /* ruling tied-game: tied players share the win */
}

/* The hand is over: score it, keep what the scorer needs, and deal the
 * next hand or end the game (end and scoring sections). */
void
tm_gitmo_end_hand (GitmoState *s)
{
  int points[TM_GITMO_MAX_PLAYERS];

  /* A card still being laid waits beside its holder's spots, and so do
   * cards received and not yet dealt with: both score for the holder. */
  if (s->lay_card != NONE)
    s->aside[s->handler] |= tm_gitmo_bit (special_index (s->lay_card));
  for (guint p = 0; p < s->n_players; p++)
    {
      s->aside[p] |= s->incoming[p];
      s->incoming[p] = 0;
    }
  s->lay_card = NONE;
  s->swap_pending = 0;
  s->draws_pending = 0;
  s->hand_ending = 0;
  clear_choice (s);

  tm_gitmo_hand_scores (s, points);
  for (guint p = 0; p < s->n_players; p++)
    {
      s->hand_points[p] = (gint16) points[p];
      s->totals[p] = (gint16) CLAMP (s->totals[p] + points[p], -30000, 30000);
      s->last_aside[p] = s->aside[p];
    }
  for (guint g = 0; g < TM_GITMO_MAX_SPOTS; g++)
    {
      int patriots = 0, traitors = 0, cleared = 0, wild_points = 0;

      if (g < (guint) s->n_players * s->spots)
        {
          tm_gitmo_spot_scores (s, g, &patriots, &traitors, &cleared, &wild_points);
          if (s->run_placed[g] != NONE)
            wild_points -= tm_gitmo_effect_of (s, s->run_placed[g])->points;
        }
      s->last_patriots[g] = patriots;
      s->last_traitors[g] = traitors + cleared;
      s->last_placed[g] = s->run_placed[g];
      s->last_wild_points[g] = (gint8) CLAMP (wild_points, -100, 100);
    }
  s->last_dealer = s->dealer;
  s->turn_count++;

  if (s->one_hand || s->hand_number >= (guint) s->rounds * s->n_players)
    {
      s->game_over = 1;
      s->winners = winners_of (s);
      s->phase = TM_GITMO_PHASE_OVER;
      s->decider = NONE;
      return;
    }

  s->hand_number++;
  s->dealer = tm_gitmo_next_seat (s, s->dealer);
  if (s->stop_at_turn_end)
    {
      /* A search's copy: the hand is scored; nothing is dealt. */
      s->phase = TM_GITMO_PHASE_OVER;
      s->decider = NONE;
      return;
    }
  tm_gitmo_deal_hand (s);
}

/* Deals a hand (setup section): the basic deck shuffled, the Special Ops
 * pile shuffled, cards dealt one at a time from the dealer's left, then
 * special cards dealt with and spots filled until play can begin. */
void
tm_gitmo_deal_hand (GitmoState *s)
{
  guint n_players = s->n_players;
  guint draw_cards = 0;

  for (guint g = 0; g < TM_GITMO_MAX_SPOTS; g++)
    tm_gitmo_clear_spot (s, g);
  memset (s->aside, 0, sizeof s->aside);
  memset (s->incoming, 0, sizeof s->incoming);
  memset (s->extra_turns, 0, sizeof s->extra_turns);
  memset (s->skip_turns, 0, sizeof s->skip_turns);
  memset (s->deck, 0, sizeof s->deck);
  memset (s->so_pile, 0, sizeof s->so_pile);
  s->so_used = s->gone = s->out = 0;
  s->n_deck = s->n_so = s->n_known_bottom = s->n_seen_top = s->n_so_seen = 0;
  s->turns_in_hand = s->so_draws = 0;
  s->actions = s->idle_turns = s->slides = 0;
  s->final_turn = s->hand_ending = s->swap_pending = s->draws_pending = 0;
  s->lay_card = NONE;
  clear_choice (s);

  for (guint c = 0; c < s->n_numbered; c++)
    s->deck[s->n_deck++] = c;

  /* With two or three players, two Draw-A-Cards stay out (ruling
   * fewer-draw-cards). */
  if (s->fewer_draws && n_players <= 3)
    draw_cards = 2;
  for (int i = s->n_special - 1; i >= 0; i--)
    {
      const TmGitmoEffect *e = &s->effect[i];

      if ((e->flags & TM_GITMO_EFFECT_IN_PLAY) == 0 ||
          (draw_cards > 0 && (e->flags & TM_GITMO_EFFECT_DRAW_CARD)))
        {
          if (e->flags & TM_GITMO_EFFECT_DRAW_CARD)
            draw_cards--;
          s->out |= tm_gitmo_bit (i);
        }
    }
  for (guint i = 0; i < s->n_special; i++)
    {
      const TmGitmoEffect *e = &s->effect[i];

      if (s->out & tm_gitmo_bit (i))
        continue;
      if (e->flags & TM_GITMO_EFFECT_SPECIAL_OPS)
        s->so_pile[s->n_so++] = TM_GITMO_FIRST_SPECIAL + i;
      else
        s->deck[s->n_deck++] = TM_GITMO_FIRST_SPECIAL + i;
    }
  tm_play_shuffle_bytes (&s->rng, s->deck, s->n_deck);
  tm_play_shuffle_bytes (&s->rng, s->so_pile, s->n_so);

  /* One card at a time, from the dealer's left. */
  for (guint k = 0; k < s->spots; k++)
    {
      guint p = tm_gitmo_next_seat (s, s->dealer);

      for (guint i = 0; i < n_players && s->n_deck > 0; i++, p = tm_gitmo_next_seat (s, p))
        {
          guint g = p * s->spots + k;
          guint card = tm_gitmo_deck_pop (s);

          if (tm_gitmo_is_special (card))
            s->incoming[p] |= tm_gitmo_bit (special_index (card));
          else
            {
              s->run[g][0] = card;
              s->run_n[g] = 1;
              s->run_base[g] = s->number[card];
              s->run_sides[g] = tm_gitmo_card_sides (s, card);
            }
        }
    }

  s->context = TM_GITMO_CONTEXT_FILL;
  s->phase = TM_GITMO_PHASE_PICK;
  s->turn = tm_gitmo_next_seat (s, s->dealer);
  s->next_turn = s->turn;
  s->handler = s->turn;
  tm_gitmo_settle (s);
}

/* May the turn owner end the turn now?  Not while the deck's top card
 * fits somewhere, with the option use-deck-while-it-fits (ruling
 * stopping-early). */
gboolean
tm_gitmo_pick_allowed_end (const GitmoState *s)
{
  GitmoView v;
  GitmoDests d;

  if (!s->deck_fits)
    return TRUE;
  tm_gitmo_view (s, s->turn, &v);
  return !tm_gitmo_dests (s, &v, TM_GITMO_SOURCE_DECK, 0, 0, &d);
}
