/* tm-captured-rules.c: the rules of Captured for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A ring of face-up cards, a face-down Board deck that refills it, and a
 * face-up Patriot deck whose top card says how far the player to move
 * goes.  The ring, the markers and the turn order are
 * tm-captured-board.c's, as at a real table (tm-captured-assistant.c);
 * what is in the Board deck and how big the ring is come from the game's
 * table procedure (data/games/captured/table.json), what each card does
 * from its effect.  The only choices are each player's identity and,
 * after a same-space landing, which card the first player there takes.
 *
 * Hidden: the Board deck's order, the Patriot deck's order under its top
 * card (but for the cards put back at its bottom in everyone's sight),
 * and which card a steal took, from the seats that did not take part
 * (ruling stash-private): each seat remembers those stashed cards as
 * groups whose holders it cannot tell apart.
 *
 * The rules are split by responsibility (tm-captured-play-private.h):
 * tm-captured-moves.c deals, lists and carries out moves,
 * tm-captured-cards.c reads the cards from the decks and the table
 * procedure, tm-captured-observe.c hides what a seat does not see and
 * holds the rule of thumb, tm-captured-play-json.c writes and reads
 * moves and states; this file scores the end and gathers them all in
 * the table of functions.
 */

#include "config.h"

#include "tm-play-util.h"

#include "tm-captured-play-private.h"

/* The options play reads, by their ids in data/games/captured/game.json,
 * in the order of the TM_CAPTURED_OPT_ indices. */
static const char * const captured_options[TM_CAPTURED_N_OPTIONS] = {
  "keep-trump",
  "smaller-bonus",
  "move-from-marker",
};

/* ------------------------------------------------------------------------
 * Results
 */

static void
captured_scores (const void *state,
                 int        *scores)
{
  const TmCapturedState *s = state;

  for (guint p = 0; p < s->board.n_players; p++)
    scores[p] = tm_captured_stash_points (s, p);
}

static void
captured_returns (const void *state,
                  double     *values)
{
  const TmCapturedState *s = state;
  int scores[TM_PLAY_MAX_PLAYERS];
  int best = G_MININT, worst = G_MAXINT;
  guint n_best = 0;
  double sum = 0;

  captured_scores (s, scores);
  for (guint p = 0; p < s->board.n_players; p++)
    {
      best = MAX (best, scores[p]);
      worst = MIN (worst, scores[p]);
    }
  for (guint p = 0; p < s->board.n_players; p++)
    n_best += scores[p] == best;

  if (s->stage == TM_CAPTURED_STAGE_OVER)
    {
      for (guint p = 0; p < s->board.n_players; p++)
        values[p] = scores[p] == best ? 1.0 / n_best : 0.0;
      return;
    }
  /* Before the end: a share by the points as they stand. */
  for (guint p = 0; p < s->board.n_players; p++)
    sum += scores[p] - worst + 1;
  for (guint p = 0; p < s->board.n_players; p++)
    values[p] = (scores[p] - worst + 1) / sum;
}

/* The game is one hand: at its end, each stash in the terms of the
 * game's scorer (tm-captured-score.c), as the table assistant gives it. */
static gboolean
captured_finished_hand (const void       *before,
                        TmMove            m,
                        const void       *after,
                        TmPlayHandRecord *hand)
{
  const TmCapturedState *b = before, *a = after;

  if (b->stage == TM_CAPTURED_STAGE_OVER || a->stage != TM_CAPTURED_STAGE_OVER)
    return FALSE;

  captured_scores (a, hand->points);
  tm_play_hand_one_of_one (hand, a->board.n_players);

  for (guint p = 0; p < a->board.n_players; p++)
    {
      g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);
      g_auto(GVariantBuilder) special = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("av"));
      gboolean whistleblower = FALSE, trump = FALSE;

      for (guint c = 0; c < a->n_cards; c++)
        if (a->holder[c] == p)
          {
            whistleblower |= cards.whistleblower[c];
            trump |= cards.trump[c];
            if (cards.special_ops[c])
              g_variant_builder_add (&special, "v", g_variant_new_string (cards.card_ids[c]));
          }
      g_variant_dict_insert (&entry, "traitors", "x", (gint64) tm_captured_stash_traitors (a, p));
      g_variant_dict_insert_value (&entry, "special_ops", g_variant_builder_end (&special));
      g_variant_dict_insert (&entry, "whistleblower", "b", whistleblower);
      if (a->keep_trump)
        g_variant_dict_insert (&entry, "trump", "b", trump);
      hand->entries[p] = g_variant_ref_sink (g_variant_dict_end (&entry));
    }
  return TRUE;
}

static guint
captured_episode (const void *state)
{
  return 0;
}

static const TmPlayRules captured_rules = {
  .game_id = "captured",
  .state_size = sizeof (TmCapturedState),
  .options = captured_options,
  .n_options = TM_CAPTURED_N_OPTIONS,
  .prepare = tm_captured_cards_prepare,
  .init = tm_captured_init,
  .current_player = tm_captured_current_player,
  .legal_moves = tm_captured_legal_moves,
  .check_move = tm_captured_check_move,
  .apply_move = tm_captured_apply_move,
  .returns = captured_returns,
  .scores = captured_scores,
  .episode = captured_episode,
  .observe = tm_captured_observe,
  .sample = tm_captured_sample,
  .heuristic = tm_captured_heuristic,
  .move_to_string = tm_captured_move_to_string,
  .move_from_string = tm_captured_move_from_string,
  .to_json = tm_captured_to_json,
  .from_json = tm_captured_from_json,
  .check_invariants = tm_captured_check_invariants,
  .observer = tm_captured_observer,
  .turn_owner = tm_captured_turn_owner,
  .stage = tm_captured_stage,
  /* Every turn takes a card for good; a turn is a move and maybe a
   * steal, after an identity each. */
  .max_moves = 2 * TM_CAPTURED_MAX_CARDS + TM_PLAY_MAX_PLAYERS,
  .finished_hand = captured_finished_hand,
};

/**
 * tm_captured_play_rules: (skip)
 *
 * Returns: the rules of Captured
 */
const TmPlayRules *
tm_captured_play_rules (void)
{
  return &captured_rules;
}
