/* tm-play-hand.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-play-hand.h"

#include "tm-game.h"
#include "tm-game-module.h"

/**
 * TmPlayHand:
 *
 * A hand of virtual play that has just ended, as the game's rules see it
 * (#TmPlayRules.finished_hand): its number and dealer, each seat's entry
 * and the hand's outcome in the terms of the game's scorer (what
 * tm_ledger_append_hand() takes), and the engine's own count: each seat's
 * points on the hand, the totals after it, who took the hand and, when the
 * hand ended the game, who won it.
 *
 * The scorer is the one source of a score sheet's points; a test plays
 * thousands of random games of every playable game and checks that the
 * scorer, given these entries, finds the engine's points, totals and
 * winners.  Nothing outside the game's rules needs to know how the game is
 * won.
 */

struct _TmPlayHand
{
  gatomicrefcount   ref_count;
  char             *game_id;
  guint             n_players;
  gboolean          game_over;
  guint             winners;
  gboolean          teams;
  int               totals[TM_PLAY_MAX_PLAYERS];
  GVariant         *options;
  TmPlayHandRecord  record;
};

G_DEFINE_BOXED_TYPE (TmPlayHand, tm_play_hand, tm_play_hand_ref, tm_play_hand_unref)

/* Whether the game's teams option (Gitmo's partners) is on at a table
 * that may play in teams. */
static gboolean
plays_in_teams (const char *game_id,
                guint       n_players,
                GVariant   *options)
{
  TmGame *game = tm_game_module_lookup_game (game_id);
  const char *teams = game != NULL ? tm_game_get_teams_option (game) : NULL;

  return teams != NULL && n_players % 2 == 0 && tm_game_get_teams_possible (game, n_players) &&
         tm_game_options_get_on (game, options, teams);
}

/**
 * tm_play_hand_new_finished:
 * @before: a full state
 * @after: @before with one more move played
 *
 * Asks the game's rules whether the move that led from @before to @after
 * ended a hand, and if so what the hand was.
 *
 * Returns: (transfer full) (nullable): the hand, or %NULL when the move
 *   did not end one
 */
TmPlayHand *
tm_play_hand_new_finished (TmPlayState *before,
                           TmPlayState *after)
{
  const TmPlayRules *rules;
  const TmMove *history;
  guint n_moves;
  TmPlayHand *self;
  double returns[TM_PLAY_MAX_PLAYERS] = { 0, };

  g_return_val_if_fail (TM_IS_PLAY_STATE (before), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (after), NULL);
  g_return_val_if_fail (tm_play_state_get_rules (before) == tm_play_state_get_rules (after), NULL);
  g_return_val_if_fail (tm_play_state_get_observer (before) < 0, NULL);
  g_return_val_if_fail (tm_play_state_get_observer (after) < 0, NULL);

  rules = tm_play_state_get_rules (after);
  g_return_val_if_fail (rules->finished_hand != NULL, NULL);
  history = tm_play_state_get_history (after, &n_moves);
  g_return_val_if_fail (n_moves == tm_play_state_get_n_moves (before) + 1, NULL);

  self = g_new0 (TmPlayHand, 1);
  g_atomic_ref_count_init (&self->ref_count);
  if (!rules->finished_hand (tm_play_state_peek_data (before), history[n_moves - 1],
                             tm_play_state_peek_data (after), &self->record))
    {
      g_free (self);
      return NULL;
    }

  self->game_id = g_strdup (rules->game_id);
  self->n_players = tm_play_state_get_n_players (after);
  self->game_over = tm_play_state_get_is_terminal (after);
  self->options = tm_play_state_dup_options (after);
  self->teams = plays_in_teams (self->game_id, self->n_players, self->options);
  tm_play_state_get_scores (after, self->totals);
  if (self->game_over)
    {
      /* At the end, the winners are the seats with a share of the result. */
      tm_play_state_get_returns (after, returns);
      for (guint p = 0; p < self->n_players; p++)
        if (returns[p] > 0)
          self->winners |= 1u << p;
    }

  for (guint p = 0; p < self->n_players; p++)
    g_assert (self->record.entries[p] != NULL);
  return self;
}

/**
 * tm_play_hand_ref:
 * @self: a hand
 *
 * Returns: (transfer full): @self
 */
TmPlayHand *
tm_play_hand_ref (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_play_hand_unref:
 * @self: (transfer full): a hand
 *
 * Drops a reference.
 */
void
tm_play_hand_unref (TmPlayHand *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  for (guint p = 0; p < TM_PLAY_MAX_PLAYERS; p++)
    g_clear_pointer (&self->record.entries[p], g_variant_unref);
  g_clear_pointer (&self->record.outcome, g_variant_unref);
  g_clear_pointer (&self->options, g_variant_unref);
  g_free (self->game_id);
  g_free (self);
}

/**
 * tm_play_hand_get_game_id:
 * @self: a hand
 *
 * Returns: the id of the game played
 */
const char *
tm_play_hand_get_game_id (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->game_id;
}

/**
 * tm_play_hand_get_n_players:
 * @self: a hand
 *
 * Returns: the number of seats
 */
guint
tm_play_hand_get_n_players (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_players;
}

/**
 * tm_play_hand_get_number:
 * @self: a hand
 *
 * Returns: the hand's number in the game, from 1
 */
guint
tm_play_hand_get_number (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->record.number;
}

/**
 * tm_play_hand_get_dealer:
 * @self: a hand
 *
 * Returns: the seat that dealt the hand, or -1 in a game without a dealer
 */
int
tm_play_hand_get_dealer (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, -1);
  return self->record.dealer;
}

/**
 * tm_play_hand_get_team:
 * @self: a hand
 * @seat: a seat
 *
 * Gets the team a seat plays in when the game's teams option seats the
 * players as partners (partners sit opposite each other: with four
 * players, seats 0 and 2 are team 0, seats 1 and 3 team 1), as a score
 * sheet's tm_ledger_set_player_team() takes it.
 *
 * Returns: the team, from 0, or -1 when every seat plays alone
 */
int
tm_play_hand_get_team (TmPlayHand *self,
                       guint       seat)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (seat < self->n_players, -1);

  return self->teams ? (int) (seat % (self->n_players / 2)) : -1;
}

/**
 * tm_play_hand_get_game_over:
 * @self: a hand
 *
 * Returns: whether the hand ended the game
 */
gboolean
tm_play_hand_get_game_over (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->game_over;
}

/**
 * tm_play_hand_get_points:
 * @self: a hand
 * @seat: a seat
 *
 * Returns: the seat's points on the hand, as play counted them
 */
int
tm_play_hand_get_points (TmPlayHand *self,
                         guint       seat)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (seat < self->n_players, 0);
  return self->record.points[seat];
}

/**
 * tm_play_hand_get_total:
 * @self: a hand
 * @seat: a seat
 *
 * Returns: the seat's game points after the hand (#TmPlayRules.scores)
 */
int
tm_play_hand_get_total (TmPlayHand *self,
                        guint       seat)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (seat < self->n_players, 0);
  return self->totals[seat];
}

/**
 * tm_play_hand_took_hand:
 * @self: a hand
 * @seat: a seat
 *
 * Whether the seat won the hand, in the game's terms (went out, escaped);
 * a hand may have no such winner.
 *
 * Returns: %TRUE if @seat took the hand
 */
gboolean
tm_play_hand_took_hand (TmPlayHand *self,
                        guint       seat)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (seat < self->n_players, FALSE);
  return (self->record.took_hand >> seat) & 1;
}

/**
 * tm_play_hand_is_winner:
 * @self: a hand
 * @seat: a seat
 *
 * Whether the seat won the game, when the hand ended it.  Winners of a
 * tied game share the win.
 *
 * Returns: %TRUE if the game is over and @seat won it
 */
gboolean
tm_play_hand_is_winner (TmPlayHand *self,
                        guint       seat)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (seat < self->n_players, FALSE);
  return (self->winners >> seat) & 1;
}

/**
 * tm_play_hand_get_outcome:
 * @self: a hand
 *
 * Gets the hand's outcome, for a game whose scorer has outcome fields.
 *
 * Returns: (transfer none) (nullable): an `a{sv}` of the scorer's outcome
 *   fields, or %NULL
 */
GVariant *
tm_play_hand_get_outcome (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->record.outcome;
}

/**
 * tm_play_hand_get_entry:
 * @self: a hand
 * @seat: a seat
 *
 * Gets what the seat's entry on a score sheet is.
 *
 * Returns: (transfer none): an `a{sv}` of the scorer's entry fields
 */
GVariant *
tm_play_hand_get_entry (TmPlayHand *self,
                        guint       seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->record.entries[seat];
}

/**
 * tm_play_hand_get_entries:
 * @self: a hand
 *
 * Gets every seat's entry, as tm_ledger_append_hand() and
 * tm_scorer_score_hand() take them.
 *
 * Returns: (transfer none) (array): an entry per seat
 */
GVariant * const *
tm_play_hand_get_entries (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->record.entries;
}

/**
 * tm_play_hand_get_options:
 * @self: a hand
 *
 * Gets the rule options the game is played with, which a score sheet of
 * it is scored with too.
 *
 * Returns: (transfer none): complete option values (`a{sv}`)
 */
GVariant *
tm_play_hand_get_options (TmPlayHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->options;
}
