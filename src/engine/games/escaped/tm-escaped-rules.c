/* tm-escaped-rules.c: the table of Escaped's play rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gathers the rules (tm-escaped-play.c) and their text, JSON and record
 * for the scorer (tm-escaped-play-json.c) into one TmPlayRules.
 */

#include "config.h"

#include "tm-escaped-play-private.h"

/* The options play reads, by their ids in data/games/escaped/game.json,
 * in the order of the TM_ESCAPED_OPT_ indices. */
static const char * const escaped_options[TM_ESCAPED_N_OPTIONS] = {
  "last-player-must-name",
  "accuse-aloud",
};

/* Every move shows its mover a card: the one taken, or the one set aside
 * (undo must not let a person look and take it back). */
static gboolean
escaped_reveals (TmMove move)
{
  return TRUE;
}

static const TmPlayRules escaped_rules = {
  .game_id = "escaped",
  .state_size = sizeof (TmEscapedState),
  .options = escaped_options,
  .n_options = TM_ESCAPED_N_OPTIONS,
  .prepare = _tm_escaped_prepare,
  .init = _tm_escaped_init,
  .current_player = _tm_escaped_current_player,
  .legal_moves = _tm_escaped_legal_moves,
  .check_move = _tm_escaped_check_move,
  .apply_move = _tm_escaped_apply_move,
  .returns = _tm_escaped_returns,
  .scores = _tm_escaped_scores,
  .episode = _tm_escaped_episode,
  .observe = _tm_escaped_observe,
  .sample = _tm_escaped_sample,
  .forget = _tm_escaped_forget,
  .heuristic = _tm_escaped_heuristic,
  .move_to_string = _tm_escaped_move_to_string,
  .move_from_string = _tm_escaped_move_from_string,
  .to_json = _tm_escaped_to_json,
  .from_json = _tm_escaped_from_json,
  .check_invariants = _tm_escaped_check_invariants,
  .observer = _tm_escaped_observer,
  .max_moves = TM_ESCAPED_MAX_SEATS * (TM_ESCAPED_TAKE_LIMIT + 1),
  .playout_move = _tm_escaped_playout_move,
  .finished_hand = _tm_escaped_finished_hand,
  .reveals = escaped_reveals,
  .search_moves = _tm_escaped_search_moves,
};

/**
 * tm_escaped_play_rules: (skip)
 *
 * Returns: the rules of Escaped
 */
const TmPlayRules *
tm_escaped_play_rules (void)
{
  return &escaped_rules;
}
