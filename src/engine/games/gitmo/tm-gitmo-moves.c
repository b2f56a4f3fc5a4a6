/* tm-gitmo-moves.c: Gitmo's moves: the legal ones and applying them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A new game, the legal moves of each stage and applying a move.  A turn
 * is a sequence of moves by the player whose turn it is, each in two
 * stages: pick what to move (a run, the bottom card of a run, the deck's
 * top card, a card set aside, a card laid on a run), then put it where it
 * goes; `end` ends the turn.  Other seats decide when they lay a card
 * they were dealt, when a card makes them swap runs, and with the option
 * help-opponents when they point out a missed move.  The rulings of
 * data/games/gitmo/rules.json are named where they decide a point.
 */

#include "config.h"

#include <string.h>

#include "tm-gitmo-play-private.h"

#define NONE TM_GITMO_NONE

/* The options play reads, by their ids in data/games/gitmo/game.json, in
 * the order of the TM_GITMO_OPT_ indices. */
const char * const tm_gitmo_options[TM_GITMO_N_OPTIONS] = {
  "take-bottom-card",
  "clearing-card-any-run",
  "single-side-runs",
  "card-laid-is-played",
  "help-opponents",
  "use-deck-while-it-fits",
  "last-card-final-turn",
  "last-card-ends-hand",
  "fewer-draw-cards",
  "partners",
  "rounds",
  "one-hand",
};

/* Cards dealt to each seat, by the number of players (setup section). */
static guint
spots_for (guint n_players)
{
  return n_players <= 3 ? 4 : n_players == 4 ? 3 : 2;
}

void
tm_gitmo_init (void               *state,
               const TmPlayConfig *config)
{
  GitmoState *s = state;
  const int *o = config->options;

  memset (s, 0, sizeof *s);
  tm_rng_init (&s->rng, config->seed);
  tm_gitmo_cards_setup (s, config->setup);

  s->n_players = config->n_players;
  s->spots = spots_for (config->n_players);
  s->observer = NONE;
  s->take_bottom = o[TM_GITMO_OPT_TAKE_BOTTOM] != 0;
  s->clear_any_run = o[TM_GITMO_OPT_CLEAR_ANY_RUN] != 0;
  s->single_side = o[TM_GITMO_OPT_SINGLE_SIDE] != 0;
  s->laid_is_played = o[TM_GITMO_OPT_LAID_IS_PLAYED] != 0;
  s->help = o[TM_GITMO_OPT_HELP] != 0;
  s->deck_fits = o[TM_GITMO_OPT_DECK_FITS] != 0;
  s->final_turn_rule = o[TM_GITMO_OPT_FINAL_TURN] != 0;
  s->ends_hand = o[TM_GITMO_OPT_ENDS_HAND] != 0;
  s->fewer_draws = o[TM_GITMO_OPT_FEWER_DRAWS] != 0;
  /* Ruling partners: teams need four or six players. */
  s->partners = o[TM_GITMO_OPT_PARTNERS] != 0 && (s->n_players == 4 || s->n_players == 6);
  s->rounds = CLAMP (o[TM_GITMO_OPT_ROUNDS], 1, 10);
  s->one_hand = o[TM_GITMO_OPT_ONE_HAND] != 0;

  s->hand_number = 1;
  s->dealer = s->n_players - 1;   /* so that seat 0 plays first */
  s->decider = NONE;
  s->last_dealer = NONE;
  for (guint g = 0; g < TM_GITMO_MAX_SPOTS; g++)
    s->last_placed[g] = NONE;
  tm_gitmo_deal_hand (s);
}

static guint
spot_moves (guint16   mask,
            guint     spots,
            guint8    kind,
            guint8    card,
            TmMove   *moves)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    {
      guint g = (guint) __builtin_ctz (mask);

      moves[n++] = (TmMove) { kind, card, g / spots, g % spots };
    }
  return n;
}

guint
tm_gitmo_legal_moves (const void *state,
                      TmMove     *moves)
{
  const GitmoState *s = state;
  guint n = 0;

  if (s->game_over)
    return 0;

  switch (s->phase)
    {
    case TM_GITMO_PHASE_PICK:
      if (tm_gitmo_pick_allowed_end (s))
        moves[n++] = (TmMove) { TM_GITMO_MOVE_END, 0, TM_MOVE_NO_TARGET, 0 };
      n += tm_gitmo_list_picks (s, s->turn, TM_GITMO_MOVE_PICK, moves + n);
      break;

    case TM_GITMO_PHASE_PUT:
      {
        GitmoView v;
        GitmoDests d;

        tm_gitmo_view (s, s->turn, &v);
        tm_gitmo_dests (s, &v, s->picked_source, s->picked_seat, s->picked_slot, &d);
        n += spot_moves (d.top, s->spots, TM_GITMO_MOVE_PUT, TM_GITMO_END_TOP, moves + n);
        n += spot_moves (d.bottom, s->spots, TM_GITMO_MOVE_PUT, TM_GITMO_END_BOTTOM, moves + n);
        n += spot_moves (d.spot, s->spots, TM_GITMO_MOVE_PUT, TM_GITMO_END_SPOT, moves + n);
        n += spot_moves (d.on, s->spots, TM_GITMO_MOVE_PUT, TM_GITMO_END_ON, moves + n);
      }
      break;

    case TM_GITMO_PHASE_LAY:
      {
        guint16 targets;

        tm_gitmo_lay_targets (s, s->decider, s->lay_card, &targets);
        n += spot_moves (targets, s->spots, TM_GITMO_MOVE_LAY, 0, moves + n);
      }
      break;

    case TM_GITMO_PHASE_SWAP:
      for (guint16 mask = tm_gitmo_swappable (s, s->decider, FALSE); mask != 0; mask &= mask - 1)
        moves[n++] = (TmMove) { TM_GITMO_MOVE_SWAP, 0, TM_MOVE_NO_TARGET,
                                (guint) __builtin_ctz (mask) % s->spots };
      break;

    case TM_GITMO_PHASE_SWAP_WITH:
      n += spot_moves (tm_gitmo_swappable (s, s->decider, TRUE), s->spots,
                       TM_GITMO_MOVE_SWAP_WITH, 0, moves + n);
      break;

    case TM_GITMO_PHASE_HELP:
      moves[n++] = (TmMove) { TM_GITMO_MOVE_PASS, 0, TM_MOVE_NO_TARGET, 0 };
      n += tm_gitmo_list_picks (s, s->turn, TM_GITMO_MOVE_POINT, moves + n);
      break;

    case TM_GITMO_PHASE_ANSWER:
      moves[n++] = (TmMove) { TM_GITMO_MOVE_ACCEPT, 0, TM_MOVE_NO_TARGET, 0 };
      moves[n++] = (TmMove) { TM_GITMO_MOVE_DECLINE, 0, TM_MOVE_NO_TARGET, 0 };
      break;

    default:
      break;
    }

  return n;
}

gboolean
tm_gitmo_is_legal (const GitmoState *s,
                   TmMove            move)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = tm_gitmo_legal_moves (s, moves);

  for (guint i = 0; i < n; i++)
    if (tm_move_equal (&moves[i], &move))
      return TRUE;
  return FALSE;
}

/* The next seat that may point out a missed move, after @helper; NONE
 * when the round of helpers is over. */
static guint
next_helper (const GitmoState *s,
             guint             helper)
{
  guint p = tm_gitmo_next_seat (s, helper);

  return p == s->turn ? NONE : p;
}

/* Has the turn owner a move left, for someone to point out? */
static gboolean
has_picks (const GitmoState *s)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];

  return tm_gitmo_list_picks (s, s->turn, TM_GITMO_MOVE_POINT, moves) > 0;
}

static void
swap_spots (GitmoState *s,
            guint       a,
            guint       b)
{
  guint8 run[TM_GITMO_MAX_RUN];
  guint8 n = s->run_n[a], base = s->run_base[a], placed = s->run_placed[a], sides = s->run_sides[a];

  memcpy (run, s->run[a], sizeof run);
  memcpy (s->run[a], s->run[b], sizeof run);
  memcpy (s->run[b], run, sizeof run);
  s->run_n[a] = s->run_n[b];
  s->run_base[a] = s->run_base[b];
  s->run_placed[a] = s->run_placed[b];
  s->run_sides[a] = s->run_sides[b];
  s->run_n[b] = n;
  s->run_base[b] = base;
  s->run_placed[b] = placed;
  s->run_sides[b] = sides;
}

static void
end_turn_and_settle (GitmoState *s)
{
  tm_gitmo_end_turn (s);
  tm_gitmo_settle (s);
}

void
tm_gitmo_apply_move (void   *state,
                     TmMove  m)
{
  GitmoState *s = state;
  guint dest = m.target != TM_MOVE_NO_TARGET ? m.target * s->spots + m.slot : NONE;

  g_assert (!s->game_over);

  switch (m.kind)
    {
    case TM_GITMO_MOVE_END:
      if (s->help && next_helper (s, s->turn) != NONE && has_picks (s))
        {
          /* Option help-opponents: the others may point out a move. */
          s->phase = TM_GITMO_PHASE_HELP;
          s->helper = s->decider = next_helper (s, s->turn);
          return;
        }
      end_turn_and_settle (s);
      return;

    case TM_GITMO_MOVE_PICK:
      s->picked_source = m.card;
      s->picked_seat = m.target;
      s->picked_slot = m.slot;
      s->phase = TM_GITMO_PHASE_PUT;
      return;

    case TM_GITMO_MOVE_PUT:
      {
        guint source = s->picked_source, seat = s->picked_seat, slot = s->picked_slot;
        guint from = source == TM_GITMO_SOURCE_RUN ? seat * s->spots + slot : NONE;

        tm_gitmo_move_piece (s, source, seat, slot, m.card, dest);
        s->picked_source = 0;
        s->picked_seat = s->picked_slot = NONE;
        s->actions++;
        s->slides = 0;
        /* Your own spot emptied is filled at once from the deck (turn
         * section); a partner's waits for the dealer (ruling partners). */
        if (from != NONE && seat == s->turn && s->run_n[from] == 0)
          tm_gitmo_fill_spot (s, from);
        s->phase = TM_GITMO_PHASE_PICK;
        tm_gitmo_settle (s);
      }
      return;

    case TM_GITMO_MOVE_LAY:
      s->run_placed[dest] = s->lay_card;
      s->lay_card = NONE;
      s->phase = TM_GITMO_PHASE_PICK;
      tm_gitmo_settle (s);
      return;

    case TM_GITMO_MOVE_SWAP:
      s->swap_spot = s->decider * s->spots + m.slot;
      s->phase = TM_GITMO_PHASE_SWAP_WITH;
      return;

    case TM_GITMO_MOVE_SWAP_WITH:
      swap_spots (s, s->swap_spot, dest);
      s->swap_spot = NONE;
      s->swap_pending = 0;
      s->phase = TM_GITMO_PHASE_PICK;
      tm_gitmo_settle (s);
      return;

    case TM_GITMO_MOVE_POINT:
      s->pointed_source = m.card;
      s->pointed_seat = m.target;
      s->pointed_slot = m.slot;
      s->helper = NONE;
      s->phase = TM_GITMO_PHASE_ANSWER;
      s->decider = s->turn;
      return;

    case TM_GITMO_MOVE_PASS:
      s->helper = next_helper (s, s->helper);
      if (s->helper == NONE)
        {
          s->decider = s->turn;
          end_turn_and_settle (s);
          return;
        }
      s->decider = s->helper;
      return;

    case TM_GITMO_MOVE_ACCEPT:
      s->picked_source = s->pointed_source;
      s->picked_seat = s->pointed_seat;
      s->picked_slot = s->pointed_slot;
      s->pointed_source = 0;
      s->pointed_seat = s->pointed_slot = NONE;
      s->phase = TM_GITMO_PHASE_PUT;
      return;

    case TM_GITMO_MOVE_DECLINE:
      end_turn_and_settle (s);
      return;

    default:
      g_assert_not_reached ();
    }
}
