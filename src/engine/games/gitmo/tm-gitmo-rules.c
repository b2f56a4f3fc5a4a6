/* tm-gitmo-rules.c: Gitmo's play rules, as the engine sees them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table of functions that makes Gitmo playable, gathered from its
 * parts (tm-gitmo-play-private.h says which does what), with the small
 * questions the engine asks of a state and the bridge from a finished
 * hand to the game's scorer (tm-gitmo-score.c).  Nothing else in the game
 * calls into this file, so the parts never call each other in a circle.
 */

#include "config.h"

#include <string.h>

#include "tm-gitmo-play-private.h"

#define NONE TM_GITMO_NONE

static int
gitmo_current_player (const void *state)
{
  const GitmoState *s = state;

  if (s->game_over || s->phase == TM_GITMO_PHASE_OVER)
    return TM_PLAYER_TERMINAL;
  return s->decider;
}

/* Whose turn it is: the player moving, or the dealer while the dealer
 * deals and fills spots (a seat laying a card it was dealt decides
 * then). */
static int
gitmo_turn_owner (const void *state)
{
  const GitmoState *s = state;

  if (s->game_over || s->phase == TM_GITMO_PHASE_OVER)
    return TM_PLAYER_TERMINAL;
  return s->context == TM_GITMO_CONTEXT_TURN ? s->turn : s->dealer;
}

static const char *
gitmo_stage (const void *state)
{
  static const char * const names[TM_GITMO_N_PHASES] = {
    "pick", "put", "lay", "swap", "swap-with", "help", "answer", NULL,
  };
  const GitmoState *s = state;

  return names[s->phase];
}

static void
gitmo_scores (const void *state,
              int        *scores)
{
  const GitmoState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->totals[p];
}

/* A turn is the episode: a search's copy keeps the episode it began in
 * until it stops (see gitmo_stop_at_episode_end()). */
static guint
gitmo_episode (const void *state)
{
  const GitmoState *s = state;

  return s->stop_at_turn_end ? s->search_episode : s->turn_count;
}

/* A search's copy plays on to the end of the turn after the turn it is
 * in has gone round the table (each other seat has had a turn), or to
 * the end of the hand, and remembers each seat's lead as the search
 * began, so that its values measure what those turns gain (see
 * tm_gitmo_returns()): a move is judged by what the others do with what
 * it leaves them.  It also remembers the seat searching, whose partner
 * the playouts do not count on (tm_gitmo_playout_move()). */
static void
gitmo_stop_at_episode_end (void *state)
{
  GitmoState *s = state;
  double leads[TM_GITMO_MAX_PLAYERS];

  s->stop_at_turn_end = 1;
  s->search_turns = s->n_players;
  s->search_seat = s->decider;
  s->search_episode = s->turn_count;
  s->search_hand = s->hand_number;
  tm_gitmo_leads (s, leads);
  for (guint p = 0; p < s->n_players; p++)
    s->search_lead[p] = (float) leads[p];
}

static int
gitmo_observer (const void *state)
{
  const GitmoState *s = state;

  return s->observer == NONE ? -1 : s->observer;
}

/* The scorer's cards that may lie on a run (its `runs` field), and
 * whether it counts the run's Traitors; anything else is given to the
 * scorer as plain counts. */
static const struct
{
  const char *id;
  gboolean    clears;
  int         points;
} scorer_run_cards[] = {
  { "gitmo", TRUE, 0 }, { "justice", TRUE, 0 }, { "tribunal", TRUE, 0 },
  { "grand-jury", TRUE, 0 }, { "scotus", TRUE, 0 }, { "trump", FALSE, 0 },
  { "jesus-saves", FALSE, 12 }, { "truth", FALSE, 0 }, { "deep-state", FALSE, 0 },
};

/* A card's id without its copy number. */
static void
base_id (guint  card,
         char  *id,
         gsize  len)
{
  char *hash;

  tm_gitmo_card_to_id (card, id, len);
  hash = strchr (id, '#');
  if (hash != NULL)
    *hash = '\0';
}

static const char *
scorer_run_card (const GitmoState *s,
                 guint             card)
{
  char id[64];
  const TmGitmoEffect *e = tm_gitmo_effect_of (s, card);

  base_id (card, id, sizeof id);
  for (guint i = 0; i < G_N_ELEMENTS (scorer_run_cards); i++)
    if (g_str_equal (scorer_run_cards[i].id, id) &&
        scorer_run_cards[i].clears == ((e->flags & TM_GITMO_EFFECT_CLEAR) != 0) &&
        scorer_run_cards[i].points == e->points)
      return scorer_run_cards[i].id;
  return NULL;
}

/* A card with points set aside, for the scorer: by id when the scorer
 * would count it at what play counted (the Whistleblower's flag, a
 * Special Ops card's printed points), otherwise as a number. */
static void
add_points_card (const GitmoState *s,
                 guint             card,
                 GVariantDict     *entry,
                 GPtrArray        *special_ops,
                 int               extra)
{
  int points = tm_gitmo_effect_of (s, card)->points + extra, printed;
  char id[64];

  if (points == 0)
    return;
  base_id (card, id, sizeof id);
  if (g_str_equal (id, "whistleblower") && points == 10 &&
      !g_variant_dict_contains (entry, "whistleblower"))
    {
      g_variant_dict_insert (entry, "whistleblower", "b", TRUE);
      return;
    }
  if (g_str_equal (tm_gitmo_card_deck_id (card), "gitmo-specialops") &&
      !g_str_equal (id, "jesus-saves") &&
      tm_gitmo_card_deck_points (card, &printed) && printed == points)
    {
      g_ptr_array_add (special_ops, g_variant_new_variant (g_variant_new_string (id)));
      return;
    }
  g_ptr_array_add (special_ops, g_variant_new_variant (g_variant_new_int64 (points)));
}

/**
 * tm_gitmo_finished_hand: (skip)
 * @state: a state in which a hand has just ended
 * @outcome: (out) (transfer full): the hand's outcome (`a{sv}`, empty:
 *   Gitmo's scorer has no outcome fields)
 * @entries: (out caller-allocates): a player's entry per seat, `a{sv}` of
 *   the scorer's entry fields
 * @points: (out caller-allocates): each seat's points on the hand as play
 *   counted them
 * @dealer: (out): the seat that dealt the hand
 *
 * The hand just scored, in the terms of Gitmo's scorer (tm-gitmo-score.c):
 * per player, the Patriots and Traitors of runs without a card, each run
 * with a card the scorer knows, the Whistleblower, and the other cards'
 * points.  The scorer gives exactly @points for these entries.
 *
 * Returns: the hand's number, from 1
 */
guint
tm_gitmo_finished_hand (const void  *state,
                        GVariant   **outcome,
                        GVariant   **entries,
                        int         *points,
                        int         *dealer)
{
  const GitmoState *s = state;
  g_auto(GVariantDict) hand = G_VARIANT_DICT_INIT (NULL);

  *outcome = g_variant_ref_sink (g_variant_dict_end (&hand));

  for (guint p = 0; p < s->n_players; p++)
    {
      g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);
      g_autoptr(GPtrArray) special_ops = g_ptr_array_new ();
      g_autoptr(GPtrArray) runs = g_ptr_array_new ();
      gint64 patriots = 0, traitors = 0, cleared = 0;

      for (guint k = 0; k < s->spots; k++)
        {
          guint g = p * s->spots + k;
          guint placed = s->last_placed[g];
          gboolean clears = placed != NONE &&
                            (tm_gitmo_effect_of (s, placed)->flags & TM_GITMO_EFFECT_CLEAR);
          const char *card = placed != NONE ? scorer_run_card (s, placed) : NULL;

          if (card != NULL)
            {
              g_auto(GVariantDict) run = G_VARIANT_DICT_INIT (NULL);

              g_variant_dict_insert (&run, "patriots", "x", (gint64) s->last_patriots[g]);
              g_variant_dict_insert (&run, "traitors", "x", (gint64) s->last_traitors[g]);
              g_variant_dict_insert (&run, "card", "s", card);
              g_ptr_array_add (runs, g_variant_dict_end (&run));
            }
          else
            {
              patriots += s->last_patriots[g];
              if (clears)
                cleared += s->last_traitors[g];
              else
                traitors += s->last_traitors[g];
              if (placed != NONE)
                add_points_card (s, placed, &entry, special_ops, 0);
            }
          if (s->last_wild_points[g] != 0)
            g_ptr_array_add (special_ops, g_variant_new_variant (
                               g_variant_new_int64 (s->last_wild_points[g])));
        }
      for (guint64 aside = s->last_aside[p]; aside != 0; aside &= aside - 1)
        add_points_card (s, TM_GITMO_FIRST_SPECIAL + tm_gitmo_lowest (aside), &entry,
                         special_ops, 0);

      if (patriots > 0)
        g_variant_dict_insert (&entry, "patriots", "x", patriots);
      if (traitors > 0)
        g_variant_dict_insert (&entry, "traitors", "x", traitors);
      if (cleared > 0)
        g_variant_dict_insert (&entry, "cleared_traitors", "x", cleared);
      if (runs->len > 0)
        g_variant_dict_insert_value (&entry, "runs",
                                     g_variant_new_array (G_VARIANT_TYPE_VARDICT,
                                                          (GVariant **) runs->pdata, runs->len));
      if (special_ops->len > 0)
        g_variant_dict_insert_value (&entry, "special_ops",
                                     g_variant_new_array (G_VARIANT_TYPE_VARIANT,
                                                          (GVariant **) special_ops->pdata,
                                                          special_ops->len));
      entries[p] = g_variant_ref_sink (g_variant_dict_end (&entry));
      points[p] = s->hand_points[p];
    }

  *dealer = s->last_dealer;
  return s->game_over ? s->hand_number : s->hand_number - 1;
}

/* The engine's side of the same: whether the move ended a hand, and what
 * the hand was.  The hand is taken by the best score on it (the best
 * team's, with partners). */
static gboolean
gitmo_finished_hand (const void       *before,
                     TmMove            m,
                     const void       *after,
                     TmPlayHandRecord *hand)
{
  const GitmoState *b = before, *a = after;
  int best = G_MININT;

  if (!a->game_over && a->hand_number == b->hand_number)
    return FALSE;

  hand->number = tm_gitmo_finished_hand (a, &hand->outcome, hand->entries, hand->points,
                                         &hand->dealer);
  g_clear_pointer (&hand->outcome, g_variant_unref);   /* the scorer has no outcome fields */
  hand->took_hand = 0;
  for (guint p = 0; p < a->n_players; p++)
    {
      int points = a->hand_points[p] + (a->partners ? a->hand_points[tm_gitmo_partner (a, p)] : 0);

      if (points > best)
        {
          best = points;
          hand->took_hand = 0;
        }
      if (points == best)
        hand->took_hand |= 1u << p;
    }
  return TRUE;
}

/* A search's iteration plays a round of turns by rule of thumb, so far
 * fewer of them fit in a move's time than in other games: the expert's
 * 600 take 87 ms of processor time a move on average and 200 ms at most
 * (bench-play agents gitmo, docs/performance.md). */
static const guint search_budgets[] = { 20, 100, 300, 600 };

/* Even 20 playouts beat the heuristic (53.8% of 200 games at a table of
 * two heuristics and a random player): easy plays three moves in ten at
 * random among the moves it would weigh, a beginner's slips (it then won
 * 24.8% of those games, the heuristic in its seat 31.7%;
 * docs/performance.md). */
static const guint search_slips[] = { 300, 0, 0, 0 };

static const TmPlayRules gitmo_rules = {
  .game_id = "gitmo",
  .state_size = sizeof (TmGitmoState),
  .options = tm_gitmo_options,
  .n_options = TM_GITMO_N_OPTIONS,
  .prepare = tm_gitmo_cards_prepare,
  .init = tm_gitmo_init,
  .current_player = gitmo_current_player,
  .legal_moves = tm_gitmo_legal_moves,
  .check_move = tm_gitmo_check_move,
  .apply_move = tm_gitmo_apply_move,
  .returns = tm_gitmo_returns,
  .scores = gitmo_scores,
  .episode = gitmo_episode,
  .observe = tm_gitmo_observe,
  .sample = tm_gitmo_sample,
  .forget = NULL,
  .heuristic = tm_gitmo_heuristic,
  .move_to_string = tm_gitmo_move_to_string,
  .move_from_string = tm_gitmo_move_from_string,
  .to_json = tm_gitmo_to_json,
  .from_json = tm_gitmo_from_json,
  .check_invariants = tm_gitmo_check_invariants,
  .observer = gitmo_observer,
  .stop_at_episode_end = gitmo_stop_at_episode_end,
  .turn_owner = gitmo_turn_owner,
  .stage = gitmo_stage,
  /* Ruling endless-hand: at most ten rounds of six hands, each of at most
   * 600 turns.  A turn is at most 60 actions, each at most nine moves (an
   * end, five seats helping, a move pointed out, accepted and put), and
   * its end; a hand carries out at most 64 Special Ops draws and 16 other
   * special cards, each at most three choices (a lay, a swap in two
   * stages). */
  .max_moves = 10 * TM_GITMO_MAX_PLAYERS *
               ((TM_GITMO_HAND_TURNS + 1) * (TM_GITMO_TURN_ACTIONS * 9 + 8) +
                (TM_GITMO_HAND_DRAWS + 16) * 3),
  .playout_move = tm_gitmo_playout_move,
  /* Values differ by a few hundredths for a point of the hand, and a
   * turn's best line is often one of few among many: the default would
   * spread a search's visits almost evenly. */
  .exploration = 0.15,
  .setup_to_json = tm_gitmo_setup_to_json,
  .setup_from_json = tm_gitmo_setup_from_json,
  .finished_hand = gitmo_finished_hand,
  .keep_seen = tm_gitmo_keep_seen,
  .search_moves = tm_gitmo_search_moves,
  .search_budgets = search_budgets,
  .search_slips = search_slips,
};

/**
 * tm_gitmo_play_rules: (skip)
 *
 * Returns: the rules of Gitmo
 */
const TmPlayRules *
tm_gitmo_play_rules (void)
{
  return &gitmo_rules;
}
