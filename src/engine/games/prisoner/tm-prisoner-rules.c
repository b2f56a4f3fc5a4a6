/* tm-prisoner-rules.c: Prisoner's play rules, as the engine sees them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table of functions that makes Prisoner playable, gathered from its
 * parts (tm-prisoner-play-private.h says which does what), with the small
 * questions the engine asks of a state and the bridge from a finished
 * hand to the game's scorer.  Nothing else in the game calls into this
 * file, so the parts never call each other in a circle.
 */

#include "config.h"

#include "tm-prisoner-play-private.h"

#define NOBODY TM_PRISONER_NOBODY

static int
prisoner_current_player (const void *state)
{
  return tm_prisoner_decider (state);
}

/* Whose turn it is, which differs from who decides when Number 2 gives
 * Number Six away, under Pulsator, and after Surveillance under Pulsator. */
static int
prisoner_turn_owner (const void *state)
{
  const TmPrisonerState *s = state;

  if (s->game_over || s->phase == TM_PRISONER_PHASE_OVER)
    return TM_PLAYER_TERMINAL;
  return s->turn;
}

static const char *
prisoner_stage (const void *state)
{
  const TmPrisonerState *s = state;

  if (s->gift)
    return "give-six";
  switch (s->phase)
    {
    case TM_PRISONER_PHASE_PLACE:
      return "place";
    case TM_PRISONER_PHASE_STEP:
      return "step";
    case TM_PRISONER_PHASE_SURVEIL:
      return "surveil";
    default:
      return "play";
    }
}

static void
prisoner_scores (const void *state,
                 int        *scores)
{
  const TmPrisonerState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->totals[p];
}

static guint
prisoner_episode (const void *state)
{
  const TmPrisonerState *s = state;

  return s->hand_number;
}

static void
prisoner_stop_at_episode_end (void *state)
{
  TmPrisonerState *s = state;

  s->stop_at_hand_end = 1;
}

/**
 * tm_prisoner_finished_hand: (skip)
 * @state: a state in which a hand has just ended
 * @outcome: (out) (transfer full): the hand's outcome, `a{sv}` of the
 *   scorer's outcome fields
 * @entries: (out caller-allocates): a player's entry per seat, `a{sv}` of
 *   the scorer's entry fields
 * @points: (out caller-allocates): each seat's points on the hand as play
 *   counted them
 * @dealer: (out): the seat that dealt the hand
 *
 * The hand just scored, in the terms of Prisoner's scorer
 * (tm-prisoner-score.c): Number 2, 6 and 1, how the hand ended and who
 * escaped; per player, the Plots and Escapes left in hand.
 *
 * Returns: the hand's number, from 1
 */
guint
tm_prisoner_finished_hand (const void  *state,
                           GVariant   **outcome,
                           GVariant   **entries,
                           int         *points,
                           int         *dealer)
{
  static const char * const results[] = { "none", "escape", "plot" };
  const TmPrisonerState *s = state;
  g_auto(GVariantDict) hand = G_VARIANT_DICT_INIT (NULL);

  if (s->last_two != NOBODY)
    g_variant_dict_insert (&hand, "number_two", "x", (gint64) s->last_two);
  if (s->last_six != NOBODY)
    g_variant_dict_insert (&hand, "number_six", "x", (gint64) s->last_six);
  if (s->last_one != NOBODY)
    g_variant_dict_insert (&hand, "number_one", "x", (gint64) s->last_one);
  g_variant_dict_insert (&hand, "result", "s", results[s->last_result]);
  if (s->last_result == TM_PRISONER_RESULT_ESCAPE)
    g_variant_dict_insert (&hand, "escapee", "x", (gint64) s->last_winner);
  *outcome = g_variant_ref_sink (g_variant_dict_end (&hand));

  for (guint p = 0; p < s->n_players; p++)
    {
      g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);

      if (s->last_plots_held[p] > 0)
        g_variant_dict_insert (&entry, "plots_held", "x", (gint64) s->last_plots_held[p]);
      if (s->last_escapes_held[p] > 0)
        g_variant_dict_insert (&entry, "escapes_held", "x", (gint64) s->last_escapes_held[p]);
      entries[p] = g_variant_ref_sink (g_variant_dict_end (&entry));
      points[p] = s->hand_points[p];
    }

  /* The hand scored is the one before the deal, unless the game ended. */
  *dealer = s->game_over ? s->dealer : (s->dealer + s->n_players - 1) % s->n_players;
  return s->game_over ? s->hand_number : s->hand_number - 1;
}

/* The engine's side of the same: whether the move ended a hand, and what
 * the hand was. */
static gboolean
prisoner_finished_hand (const void       *before,
                        TmMove            m,
                        const void       *after,
                        TmPlayHandRecord *hand)
{
  const TmPrisonerState *b = before, *a = after;

  if (!a->game_over && a->hand_number == b->hand_number)
    return FALSE;

  hand->number = tm_prisoner_finished_hand (a, &hand->outcome, hand->entries, hand->points,
                                            &hand->dealer);
  hand->took_hand = a->last_winner == NOBODY ? 0 : 1u << a->last_winner;
  return TRUE;
}

static int
prisoner_observer (const void *state)
{
  const TmPrisonerState *s = state;

  return s->observer == NOBODY ? -1 : s->observer;
}

static const TmPlayRules prisoner_rules = {
  .game_id = "prisoner",
  .state_size = sizeof (TmPrisonerState),
  .options = tm_prisoner_options,
  .n_options = TM_PRISONER_N_OPTIONS,
  .prepare = tm_prisoner_prepare,
  .init = tm_prisoner_init,
  .current_player = prisoner_current_player,
  .legal_moves = tm_prisoner_legal_moves,
  .check_move = tm_prisoner_check_move,
  .apply_move = tm_prisoner_apply_move,
  .returns = tm_prisoner_returns,
  .scores = prisoner_scores,
  .episode = prisoner_episode,
  .observe = tm_prisoner_observe,
  .sample = tm_prisoner_sample,
  .forget = NULL,
  .heuristic = tm_prisoner_heuristic,
  .move_to_string = tm_prisoner_move_to_string,
  .move_from_string = tm_prisoner_move_from_string,
  .to_json = tm_prisoner_to_json,
  .from_json = tm_prisoner_from_json,
  .check_invariants = tm_prisoner_check_invariants,
  .observer = prisoner_observer,
  .stop_at_episode_end = prisoner_stop_at_episode_end,
  .turn_owner = prisoner_turn_owner,
  .stage = prisoner_stage,
  .finished_hand = prisoner_finished_hand,
  /* At most five rounds of four hands; a hand draws at most 45 cards, and
   * 57 more after a reshuffle, each turn being at most six decisions
   * (Number Six given away twice, a place laid, a step, a card, a card
   * seen discarded). */
  .max_moves = TM_PRISONER_MAX_ROUNDS * TM_PRISONER_MAX_PLAYERS * (45 + 57 + 1) * 6,
};

/**
 * tm_prisoner_play_rules: (skip)
 *
 * Returns: the rules of Prisoner
 */
const TmPlayRules *
tm_prisoner_play_rules (void)
{
  return &prisoner_rules;
}
