/* test-play-gitmo.c: the rules of Gitmo, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal, runs, the rules text's examples, the options, the end of a
 * hand, partners, what a seat sees, the scorer, rounds and saved states;
 * every card's own rules and the forbidden moves are
 * test-play-gitmo-cards.c's.  Positions are written in a short notation
 * (tm-test-gitmo.h).
 *
 * TM_GITMO_SOAK_MOVES=N makes /engine/gitmo/soak play N random moves
 * instead of the default, checking that every card is in one place after
 * each, for a long run under the sanitizers.
 */

#include "config.h"

#include <string.h>

#include "tm-test-gitmo.h"

/* ------------------------------------------------------------------------
 * Dealing
 */

static void
test_deal (void)
{
  static const guint spots[] = { 0, 0, 4, 4, 3, 2, 2 };

  for (guint n = 2; n <= 6; n++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        g_autoptr(TmPlayState) state = tm_play_state_new ("gitmo", n, seed, NULL, NULL);
        const GitmoState *s = S (state);
        guint out_draws = 0, in_play = 0;

        assert_sane (state);
        g_assert_cmpuint (s->spots, ==, spots[n]);
        g_assert_cmpuint (s->dealer, ==, n - 1);
        for (guint i = 0; i < s->n_special; i++)
          if ((s->out & tm_gitmo_bit (i)) && (s->effect[i].flags & TM_GITMO_EFFECT_DRAW_CARD))
            out_draws++;
        /* Ruling fewer-draw-cards: two of six out at a small table. */
        g_assert_cmpuint (out_draws, ==, n <= 3 ? 2 : 0);
        for (guint i = 0; i < s->n_special; i++)
          if ((s->effect[i].flags & TM_GITMO_EFFECT_SPECIAL_OPS) == 0 &&
              (s->out & tm_gitmo_bit (i)) == 0)
            in_play++;
        g_assert_cmpuint (s->n_numbered + in_play, ==, n <= 3 ? 56 : 58);

        /* Play starts at the dealer's left once every spot holds a plain
         * card; a seat dealt a Trump or Gitmo lays it first, during the
         * dealer's deal (the dealer's turn, another seat's decision). */
        if (s->phase == TM_GITMO_PHASE_PICK)
          {
            /* Seat 0 goes first, unless a card dealt makes it miss a turn. */
            g_assert_cmpint (tm_play_state_get_current_player (state), ==,
                             tm_play_state_get_turn_owner (state));
            if (s->turn != 0)
              g_assert_cmpuint (s->so_draws, >, 0);
            for (guint g = 0; g < n * s->spots; g++)
              {
                g_assert_cmpuint (s->run_n[g], ==, 1);
                g_assert_false (tm_gitmo_is_special (s->run[g][0]));
              }
          }
        else
          {
            /* Laying a dealt Trump, or a swap a dealt Draw-A-Card brought. */
            g_assert_true (s->phase == TM_GITMO_PHASE_LAY || s->phase == TM_GITMO_PHASE_SWAP);
            g_assert_cmpint (tm_play_state_get_current_player (state), ==, s->handler);
            if (s->context == TM_GITMO_CONTEXT_FILL)
              g_assert_cmpint (tm_play_state_get_turn_owner (state), ==, n - 1);
            else
              g_assert_cmpint (tm_play_state_get_turn_owner (state), ==, s->handler);
          }
      }
}

static void
test_deal_fewer_draws_off (void)
{
  g_autoptr(GVariant) options = NULL;
  g_autoptr(JsonNode) node = json_from_string ("{\"fewer-draw-cards\": false}", NULL);
  g_autoptr(TmPlayState) state = NULL;
  const GitmoState *s;

  options = tm_game_parse_options (tm_game_module_lookup_game ("gitmo"),
                                   json_node_get_object (node), NULL);
  state = tm_play_state_new ("gitmo", 2, 3, options, NULL);
  s = S (state);
  for (guint i = 0; i < s->n_special; i++)
    if (s->effect[i].flags & TM_GITMO_EFFECT_DRAW_CARD)
      g_assert_false (s->out & tm_gitmo_bit (i));
}

/* ------------------------------------------------------------------------
 * Runs (turn section)
 */

static void
test_runs_either_end (void)
{
  g_autoptr(TmPlayState) state = position (4, NULL, "P12 | P9 | T3 / P1 | T11 | P5 / T7 | T6 | P4 / P2 | P3 | T4",
                                           "P6", NULL, NULL);

  /* A 1 goes on top of a 12, an 11 under it (ruling run-wrap-and-length). */
  play (state, "run:1:0 to:0:0:top run:1:1 to:0:0:bottom");
  assert_spot (state, 0, 0, "T11 P12 P1");
  /* Under or on top: the 9 fits neither. */
  refuse (state, "run:0:1", "turn", NULL);
  /* The 2 and 3 of seat 3 go on top, one after the other. */
  play (state, "run:3:0 to:0:0:top run:3:1 to:0:0:top");
  assert_spot (state, 0, 0, "T11 P12 P1 P2 P3");
  g_assert_cmpuint (tm_gitmo_top_value (S (state), 0), ==, 3);
}

static void
test_runs_past_twelve (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P1 P2 P3 T4 P5 P6 P7 P8 P9 P10 P11 P12 / P1 | T2", "P4", NULL, NULL);

  /* Ruling run-wrap-and-length: a run keeps going round the numbers. */
  play (state, "run:1:0 to:0:0:top run:1:1 to:0:0:top");
  assert_spot (state, 0, 0, "P1 P2 P3 T4 P5 P6 P7 P8 P9 P10 P11 P12 P1 T2");
  g_assert_cmpuint (S (state)->run_n[0], ==, 14);
  g_assert_cmpint (hand_score (state, 0), ==, 10);
}

/* ------------------------------------------------------------------------
 * The examples of the sources and of the rules text
 */

/* The sources' own example: a 9 and a 10 dealt, the 9 goes under the 10
 * and the spot it leaves is filled from the deck, a 12 turns up, and an
 * 11 goes under the 12 and a 1 on top of it. */
static void
test_example_nine_and_ten (void)
{
  g_autoptr(TmPlayState) state = position (3, NULL, "P9 | P10 | T3 / P1 | T6 / T8", "P12 P11", NULL,
                                           NULL);

  play (state, "run:0:0 to:0:1:bottom");
  assert_spot (state, 0, 1, "P9 P10");
  assert_spot (state, 0, 0, "P12");   /* filled at once from the deck */
  g_assert_cmpuint (deck_top (state), ==, card ("patriot-11a"));
  play (state, "deck to:0:0:bottom run:1:0 to:0:0:top");
  assert_spot (state, 0, 0, "P11 P12 P1");
  /* Then the run 9, 10 goes under the 11. */
  play (state, "run:0:1 to:0:0:bottom");
  assert_spot (state, 0, 0, "P9 P10 P11 P12 P1");
}

/* The sources: to play on a 12, look for an 11 or a 1 or a run ending in
 * 11 or starting with 1 in the opponents' hands; never a card from the
 * middle of a run. */
static void
test_example_taking (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P12 | T3 / P9 P10 P11 | P1 P2 | T5 P6 P7", "T9", NULL, NULL);

  g_assert_true (is_legal (state, "run:1:0"));     /* 9, 10, 11 goes under the 12 */
  g_assert_true (is_legal (state, "run:1:1"));     /* 1, 2 goes on top */
  refuse (state, "bottom:1:0", "turn", NULL);       /* the 9 alone fits nowhere */
  refuse (state, "run:1:2", "turn", NULL);
  play (state, "run:1:0 to:0:0:bottom run:1:1 to:0:0:top");
  assert_spot (state, 0, 0, "P9 P10 P11 P12 P1 P2");
  /* The spots taken from wait for the dealer. */
  g_assert_cmpuint (S (state)->run_n[4], ==, 0);
}

/* The worked turn of the rules text (section turn). */
static void
test_example_worked_turn (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P9 | P10 | T3 | T5 / P6 P7 | P5 | T10 | T12 / T9 | T2 | P3 | T6",
              "P12 T4 P11 P8 T1 P4", NULL, NULL);

  play (state, "run:0:0 to:0:1:bottom");
  assert_spot (state, 0, 0, "P12");
  play (state, "deck to:1:1:bottom");               /* the Traitor 4 under Ben's 5 */
  assert_spot (state, 1, 1, "T4 P5");
  play (state, "deck to:0:1:top run:0:0 to:0:1:top");
  assert_spot (state, 0, 1, "P9 P10 P11 P12");
  assert_spot (state, 0, 0, "P8");
  play (state, "run:1:0 to:0:0:bottom run:0:0 to:0:1:bottom");
  assert_spot (state, 0, 1, "P6 P7 P8 P9 P10 P11 P12");
  assert_spot (state, 0, 0, "T1");
  g_assert_cmpuint (S (state)->run_n[4], ==, 0);    /* Ben's emptied spot */
  play (state, "end");
  /* The dealer filled Ben's spot, and it is Ben's turn. */
  assert_spot (state, 1, 0, "P4");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
}

/* The scoring examples of the rules text. */
static void
test_example_scores (void)
{
  g_autoptr(TmPlayState) cai = position (3, NULL, "/ / P2 T3 T4 P5 +gitmo | T9", "P1", NULL,
                                         NULL);
  g_autoptr(TmPlayState) ben =
    position (3, NULL,
              "/ P3 P4 T5 P6 P7 T8 P9 P10 | T11 T12 T1 P2 +justice | T6 ; aside: whistleblower "
              "blown-cover", "P1", NULL, NULL);

  g_assert_cmpint (hand_score (cai, 2), ==, 1);
  g_assert_cmpint (hand_score (ben, 1), ==, 9);
}

/* The Alliance example: 1, 2, 3 and no 4 anywhere; the Alliance stands in
 * for it and a 5 follows. */
static void
test_example_alliance (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P1 P2 P3 ; aside: alliance / P5 | T9", "T7", NULL, NULL);

  play (state, "aside:alliance to:0:0:top run:1:0 to:0:0:top");
  assert_spot (state, 0, 0, "P1 P2 P3 alliance P5");
  g_assert_false (aside_has (state, 0, "alliance"));
  /* It stays in the run for good: not the bottom card, not alone. */
  refuse (state, "placed:0:0", "cards", NULL);
}

/* ------------------------------------------------------------------------
 * Options
 */

static void
test_option_take_bottom (void)
{
  g_autoptr(TmPlayState) state = position (3, NULL, "P10 / P11 P12 P1 / T5", "T7", NULL, NULL);

  play (state, "bottom:1:0 to:0:0:top");
  assert_spot (state, 0, 0, "P10 P11");
  assert_spot (state, 1, 0, "P12 P1");
  g_assert_cmpuint (S (state)->run_base[4], ==, 12);
}

static void
test_option_clear_any_run (void)
{
  g_autoptr(TmPlayState) state =
    position (3, "{\"clearing-card-any-run\": true}", "P5 +trump ; aside: gitmo / T8 T9", "T5",
              NULL, NULL);

  play (state, "aside:gitmo to:1:0:on");
  assert_spot (state, 1, 0, "T8 T9 +gitmo");
  g_assert_cmpint (hand_score (state, 1), ==, 0);
}

static void
test_option_single_side (void)
{
  g_autoptr(TmPlayState) state =
    position (3, "{\"single-side-runs\": true}", "P10 | T4 ; aside: alliance / T11 | T5", "P2",
              NULL, NULL);

  play (state, "run:1:1 to:0:1:top");
  refuse (state, "run:1:0", "turn", "single-side-runs");
  refuse (state, "bottom:0:0", "turn", NULL);
  /* A wild card fits either kind. */
  play (state, "aside:alliance to:0:1:top");
  assert_spot (state, 0, 1, "T4 T5 alliance");
}

static void
test_option_help (void)
{
  g_autoptr(TmPlayState) state =
    position (3, "{\"help-opponents\": true}", "P10 / P11 | T4 / P3", "T9", NULL, NULL);

  /* Ending with a move left: the others may point it out, in turn. */
  play (state, "end");
  g_assert_cmpstr (tm_play_state_get_stage (state), ==, "help");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
  g_assert_cmpint (tm_play_state_get_turn_owner (state), ==, 0);
  play (state, "pass");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 2);
  play (state, "point:run:1:0");
  g_assert_cmpstr (tm_play_state_get_stage (state), ==, "answer");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);
  play (state, "accept to:0:0:top");
  assert_spot (state, 0, 0, "P10 P11");
  /* Pointed out again, and declined: the turn ends. */
  play (state, "end pass point:deck");
  g_assert_true (is_legal (state, "decline"));
  play (state, "decline");
  g_assert_cmpint (tm_play_state_get_turn_owner (state), ==, 1);
  /* Nothing left to point out: the turn simply ends. */
}

static void
test_option_deck_fits (void)
{
  g_autoptr(TmPlayState) state =
    position (3, "{\"use-deck-while-it-fits\": true}",
              "P5 | P9 | T1 | T3 / P10 | T10 | P2 | P4 / T5 | P1 | P12 | T12", "T7 P4", NULL, NULL);

  /* The Traitor 7 fits nowhere: ending is allowed. */
  g_assert_true (is_legal (state, "end"));
  g_assert_cmpuint (deck_top (state), ==, card ("traitor-7a"));
}

/* Every card on the table but the last of the deck: seat 0 has a vacant
 * spot. */
#define LAST_CARD_TABLE \
  "P11 | P10 | P9 | / P12 | T12 | T11 | T10 / P1 P2 P3 P4 P5 P6 P7 P8 | " \
  "P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12 | T1 T2 T3 T4 T5 T6 T7 T8 T9 | " \
  "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"

/* Ruling after-last-card: the player who uses the last card finishes the
 * turn without the deck; the hand then ends, nothing refilled. */
static void
test_end_last_card (void)
{
  g_autoptr(TmPlayState) state = position (3, "{\"one-hand\": true}", LAST_CARD_TABLE, "T12",
                                           NULL, NULL);

  play (state, "deck to:0:3:spot");
  g_assert_cmpuint (S (state)->n_deck, ==, 0);
  g_assert_false (tm_play_state_get_is_terminal (state));
  refuse (state, "deck", "end", "after-last-card");
  play (state, "run:0:3 to:2:3:top");
  play (state, "end");
  g_assert_true (tm_play_state_get_is_terminal (state));
  g_assert_cmpuint (S (state)->run_n[3], ==, 0);      /* nothing refilled */
  refuse (state, "end", "end", NULL);
}

/* Option last-card-ends-hand: the moment the last card is used. */
static void
test_end_last_card_ends_hand (void)
{
  g_autoptr(TmPlayState) state =
    position (3, "{\"one-hand\": true, \"last-card-ends-hand\": true}", LAST_CARD_TABLE, "T12",
              NULL, NULL);

  play (state, "deck to:0:3:spot");
  g_assert_true (tm_play_state_get_is_terminal (state));
}

/* The dealer fills a spot with the last card: the hand ends, or with the
 * option last-card-final-turn the next player has one more turn. */
static void
test_end_dealer_last_card (void)
{
  g_autoptr(TmPlayState) plain = position (3, "{\"one-hand\": true}", LAST_CARD_TABLE, "T12",
                                           NULL, NULL);
  g_autoptr(TmPlayState) final =
    position (3, "{\"one-hand\": true, \"last-card-final-turn\": true}", LAST_CARD_TABLE, "T12",
              NULL, NULL);

  play (plain, "end");
  g_assert_true (tm_play_state_get_is_terminal (plain));
  assert_spot (plain, 0, 3, "T12");

  play (final, "end");
  g_assert_false (tm_play_state_get_is_terminal (final));
  g_assert_true (S (final)->final_turn);
  g_assert_cmpint (tm_play_state_get_current_player (final), ==, 1);
  play (final, "run:1:0 to:0:0:top end");
  g_assert_true (tm_play_state_get_is_terminal (final));
  assert_spot (final, 0, 0, "P11 P12");
}

/* Ruling endless-hand: a turn ends after 60 moves. */
static void
test_end_turn_limit (void)
{
  g_autoptr(TmPlayState) state = position (3, NULL, "P12 / P11 / P1", "T5", NULL,
                                           "\"actions\": 59");

  play (state, "run:1:0 to:0:0:bottom");
  g_assert_cmpint (tm_play_state_get_turn_owner (state), ==, 1);
}

static void
test_end_of_hand (void)
{
  /* The deck is the whole rest of the cards; play one hand out with
   * everyone ending their turn at once: the dealer slides the top card
   * under the deck each round, and once every card has gone under with
   * no move the hand ends (ruling stalled-deck). */
  g_autoptr(TmPlayState) state =
    position (3, "{\"one-hand\": true}", "P1 | P2 | P4 | P6 / P3 | T1 | T2 | T4 / P5 | T5 | T6 | T9",
              "P7", NULL, NULL);
  guint n_deck = S (state)->n_deck, rounds = 0;

  while (!tm_play_state_get_is_terminal (state) && rounds < 1000)
    {
      g_assert_cmpuint (S (state)->n_deck, ==, n_deck);
      play (state, "end");
      rounds++;
      if (S (state)->idle_turns == 0 && !tm_play_state_get_is_terminal (state))
        g_assert_cmpuint (S (state)->n_known_bottom, ==, MIN (S (state)->slides, n_deck));
    }
  g_assert_true (tm_play_state_get_is_terminal (state));
  g_assert_cmpuint (rounds, ==, 3 * (n_deck + 1));
}

/* ------------------------------------------------------------------------
 * Partners
 */

static void
test_partners (void)
{
  g_autoptr(TmPlayState) state =
    position (4, "{\"partners\": true}", "P5 | P9 / T2 / P6 P7 | P10 / P11", "T12 P8", NULL, NULL);
  const GitmoState *s = S (state);

  g_assert_true (s->partners);
  g_assert_cmpuint (tm_gitmo_partner (s, 0), ==, 2);
  /* A partner's run is yours to build with: 6, 7 under your... onto your 5. */
  play (state, "run:2:0 to:0:0:top");
  assert_spot (state, 0, 0, "P5 P6 P7");
  /* The partner's emptied spot waits for the dealer (ruling partners). */
  g_assert_cmpuint (s->run_n[6], ==, 0);
  /* Your own run onto the partner's run. */
  play (state, "run:0:1 to:2:1:bottom");
  assert_spot (state, 2, 1, "P9 P10");
  assert_spot (state, 0, 1, "T12");   /* your own spot is filled at once */
}

/* ------------------------------------------------------------------------
 * Hidden information
 */

static void
test_observation (void)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("gitmo", 4, 11, NULL, NULL);
  g_autoptr(TmPlayState) view = NULL;
  g_autoptr(JsonNode) json = NULL;
  const GitmoState *s, *o;
  GitmoState sample, again;
  TmRng rng;

  while (S (state)->phase != TM_GITMO_PHASE_PICK)
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];

      tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);
      tm_play_state_apply_move (state, &moves[0], NULL);
    }
  view = tm_play_state_observe (state, 2);
  s = S (state);
  o = S (view);

  /* Everything lies face up but the order of the decks. */
  g_assert_cmpmem (o->run, sizeof o->run, s->run, sizeof s->run);
  g_assert_cmpmem (o->aside, sizeof o->aside, s->aside, sizeof s->aside);
  g_assert_cmpuint (o->deck[o->n_deck - 1], ==, s->deck[s->n_deck - 1]);
  for (guint i = 1; i + 1 < o->n_deck; i++)
    g_assert_cmpuint (o->deck[i - 1], <, o->deck[i]);
  for (guint i = 1; i < o->n_so; i++)
    g_assert_cmpuint (o->so_pile[i - 1], <, o->so_pile[i]);

  tm_rng_init (&rng, 3);
  rules->sample (o, &rng, &sample);
  rules->observe (&sample, 2, &again);
  g_assert_cmpmem (&again, sizeof again, o, sizeof *o);

  json = tm_play_state_observation_to_json (state, 2);
  {
    JsonObject *root = json_node_get_object (json);
    JsonObject *st = json_object_get_object_member (root, "state");

    g_assert_false (json_object_has_member (st, "deck"));
    g_assert_false (json_object_has_member (st, "special_ops"));
    g_assert_false (json_object_has_member (st, "rng"));
    g_assert_true (json_object_has_member (st, "deck_top"));
    g_assert_cmpstr (json_object_get_string_member (root, "stage"), ==, "pick");
  }
}

/* Cards the dealer slid under the deck stay where everyone saw them go. */
static void
test_observation_known_bottom (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P1 | P2 | P4 | P6 / P3 | T1 | T2 | T4 / P5 | T5 | T6 | T9", "P7 T8", NULL,
              NULL);
  GitmoState view, sample, again;
  guint slid;
  TmRng rng;

  play (state, "end end end");
  g_assert_cmpuint (S (state)->n_known_bottom, ==, 1);
  slid = S (state)->deck[0];
  g_assert_cmpuint (slid, ==, card ("patriot-7a"));
  rules->observe (S (state), 0, &view);
  g_assert_cmpuint (view.deck[0], ==, slid);
  tm_rng_init (&rng, 9);
  for (guint k = 0; k < 5; k++)
    {
      rules->sample (&view, &rng, &sample);
      g_assert_cmpuint (sample.deck[0], ==, slid);
      g_assert_cmpuint (sample.deck[sample.n_deck - 1], ==, card ("traitor-8a"));
      rules->observe (&sample, 0, &again);
      g_assert_cmpmem (&again, sizeof again, &view, sizeof view);
    }
}

/* Undo cannot make anyone forget: a deck card turned up by a move that is
 * taken back stays known where it lies, to every seat, and nothing under
 * it becomes known. */
static void
test_observation_seen_after_undo (void)
{
  g_autoptr(TmPlayState) before =
    position (3, NULL, "P5 | T1 | T2 | T4 / P3 | T6 | T7 | P8 / P6 | T5 | P9 | T10",
              "P4 T9 P11", NULL, NULL);
  g_autoptr(TmPlayState) forgot = tm_play_state_copy (before);
  g_autoptr(TmPlayState) after = tm_play_state_copy (before);
  g_autoptr(TmPlayState) resumed = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(JsonNode) seen_json = NULL;
  g_autoptr(GError) error = NULL;
  GitmoState view, sample, again;
  gboolean varied = FALSE;
  guint top, second;
  TmRng rng;

  top = S (before)->deck[S (before)->n_deck - 1];
  second = S (before)->deck[S (before)->n_deck - 2];
  g_assert_cmpuint (top, ==, card ("patriot-4a"));
  g_assert_cmpuint (second, ==, card ("traitor-9a"));

  /* The 4 goes under the 5: the Traitor 9 turns up, then is taken back. */
  play (after, "deck to:0:0:bottom");
  g_assert_cmpuint (deck_top (after), ==, second);
  tm_play_state_keep_seen (before, after);
  g_assert_cmpuint (S (before)->n_seen_top, ==, 2);
  assert_sane (before);

  tm_rng_init (&rng, 5);
  rules->observe (S (before), 1, &view);
  g_assert_cmpuint (view.deck[view.n_deck - 2], ==, second);
  for (guint k = 0; k < 20; k++)
    {
      rules->sample (&view, &rng, &sample);
      g_assert_cmpuint (sample.deck[sample.n_deck - 1], ==, top);
      g_assert_cmpuint (sample.deck[sample.n_deck - 2], ==, second);
      rules->observe (&sample, 1, &again);
      g_assert_cmpmem (&again, sizeof again, &view, sizeof view);
    }

  /* Without the undo's record the card under the top one is a guess, and
   * so is the card under the seen ones even with it. */
  rules->observe (S (forgot), 1, &view);
  for (guint k = 0; k < 20; k++)
    {
      rules->sample (&view, &rng, &sample);
      varied |= sample.deck[sample.n_deck - 2] != second;
    }
  g_assert_true (varied);
  rules->observe (S (before), 1, &view);
  varied = FALSE;
  for (guint k = 0; k < 20; k++)
    {
      rules->sample (&view, &rng, &sample);
      varied |= sample.deck[sample.n_deck - 3] != S (before)->deck[S (before)->n_deck - 3];
    }
  g_assert_true (varied);

  /* Taking the top card leaves the Traitor 9 on top, seen. */
  play (before, "deck to:0:0:bottom");
  g_assert_cmpuint (S (before)->n_seen_top, ==, 1);

  /* The record is written with the state and read back. */
  tm_play_state_keep_seen (forgot, after);
  json = tm_play_state_to_json (forgot);
  resumed = tm_play_state_new_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (S (resumed)->n_seen_top, ==, 2);
  seen_json = tm_play_state_observation_to_json (forgot, 2);
  {
    JsonObject *st = json_object_get_object_member (json_node_get_object (seen_json), "state");
    JsonArray *seen = json_object_get_array_member (st, "deck_seen");

    g_assert_nonnull (seen);
    g_assert_cmpuint (json_array_get_length (seen), ==, 2);
    g_assert_cmpstr (json_array_get_string_element (seen, 0), ==, "traitor-9a");
  }
}

/* ------------------------------------------------------------------------
 * Scoring by the scorer
 */

static void
test_scorer_agrees (void)
{
  g_autoptr(TmPlayState) state =
    position (3, "{\"one-hand\": true}",
              "P1 P2 P3 +jesus-saves | T4 ; aside: whistleblower commendation / "
              "P6 T7 T8 +gitmo | P9 alliance P11 / T10 T11 +justice | P12 ; aside: false-flag",
              "T12", NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = g_strsplit ("Ana,Ben,Cai", ",", -1);
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (NULL);
  g_autoptr(TmScorer) scorer = tm_scorer_new (catalogue, "gitmo", (const char * const *) names,
                                              NULL, &error);
  GitmoState s;
  TmPlayHandRecord hand = { 0 };
  g_autoptr(TmHandScore) score = NULL;
  GVariant *outcome = NULL;

  g_assert_no_error (error);
  memcpy (&s, S (state), sizeof s);
  tm_gitmo_end_hand (&s);
  g_assert_true (s.game_over);
  g_assert_cmpint (s.hand_points[0], ==, 3 + 12 - 1 + 10 + 5);
  g_assert_cmpint (s.hand_points[1], ==, 1 + 2);
  g_assert_cmpint (s.hand_points[2], ==, 1);
  tm_gitmo_finished_hand (&s, &outcome, hand.entries, hand.points, &hand.dealer);
  score = tm_scorer_score_hand (scorer, NULL, hand.entries, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpint (tm_hand_score_get_points (score, p), ==, s.hand_points[p]);
      g_variant_unref (hand.entries[p]);
    }
  g_clear_pointer (&outcome, g_variant_unref);
}

/* ------------------------------------------------------------------------
 * Rounds and the end of the game
 */

static void
test_rounds (void)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"rounds\": 2}", NULL);
  g_autoptr(GVariant) options = tm_game_parse_options (tm_game_module_lookup_game ("gitmo"),
                                                       json_node_get_object (node), NULL);
  g_autoptr(TmPlayState) state = tm_play_state_new ("gitmo", 3, 4, options, NULL);
  guint hands = 1, dealer = S (state)->dealer;
  TmRng rng;

  tm_rng_init (&rng, 5);
  while (!tm_play_state_get_is_terminal (state))
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];
      guint n = tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);

      g_assert_true (tm_play_state_apply_move (state, &moves[tm_rng_below (&rng, n)], NULL));
      if (S (state)->hand_number != hands && !S (state)->game_over)
        {
          hands = S (state)->hand_number;
          /* The deal passes to the left. */
          g_assert_cmpuint (S (state)->dealer, ==, (dealer + hands - 1) % 3);
        }
    }
  g_assert_cmpuint (S (state)->hand_number, ==, 6);
}

/* ------------------------------------------------------------------------
 * JSON
 */

static void
test_json_round_trip (void)
{
  g_autoptr(TmPlayState) state =
    position (4, "{\"partners\": true}", "P5 P6 +trump | T9 ; aside: whistleblower / "
              "alliance P2 | T3 / P11 / T1", "P9 T12", "jesus-saves commendation",
              "\"turns_in_hand\": 3, \"totals\": [4, -2, 0, 7]");
  g_autoptr(JsonNode) node = tm_play_state_to_json (state);
  g_autoptr(TmPlayState) back = NULL;
  g_autoptr(GError) error = NULL;

  json_object_remove_member (json_node_get_object (node), "moves");
  back = tm_play_state_new_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (S (back), sizeof (GitmoState), S (state), sizeof (GitmoState));
  assert_spot (back, 1, 0, "alliance P2");
  g_assert_cmpuint (S (back)->run_base[3], ==, 1);
}

static void
test_json_refused (void)
{
  static const char * const bad[] = {
    "{\"cards\": [\"patriot-5a\", \"patriot-7a\"]}",   /* not in order */
    "{\"cards\": [\"patriot-5a\", \"patriot-5a\"]}",   /* a card twice */
    "{\"cards\": [\"trump\"]}",                          /* not a wild card */
    "{\"cards\": [], \"placed\": \"trump\"}",            /* laid on nothing */
    "{\"cards\": [\"patriot-5a\"], \"placed\": \"alliance\"}",  /* not a laid card */
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text =
        g_strdup_printf ("{\"version\": 1, \"kind\": \"state\", \"game\": \"gitmo\", "
                         "\"players\": 2, \"seed\": 1, \"state\": {\"seats\": ["
                         "{\"spots\": [%s, {\"cards\": []}, {\"cards\": []}, {\"cards\": []}]}, "
                         "{\"spots\": [{\"cards\": []}, {\"cards\": []}, {\"cards\": []}, "
                         "{\"cards\": []}]}]}}", bad[i]);
      g_autoptr(JsonNode) node = json_from_string (text, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlayState) state = tm_play_state_new_from_json (node, &error);

      g_assert_null (state);
      g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
    }

  /* The same with nothing wrong reads, the deck made of the rest. */
  {
    g_autoptr(JsonNode) node =
      json_from_string ("{\"version\": 1, \"kind\": \"state\", \"game\": \"gitmo\", "
                        "\"players\": 2, \"seed\": 1, \"state\": {\"seats\": ["
                        "{\"spots\": [{\"cards\": [\"patriot-5a\", \"patriot-6a\"]}, "
                        "{\"cards\": []}, {\"cards\": []}, {\"cards\": []}]}, "
                        "{\"spots\": [{\"cards\": [\"traitor-1a\"]}, {\"cards\": []}, "
                        "{\"cards\": []}, {\"cards\": []}]}]}}", NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(TmPlayState) state = tm_play_state_new_from_json (node, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (S (state)->n_deck, ==, 45 + 8);   /* with the bonus cards */
    assert_sane (state);
  }
}

/* A state saved by an earlier version (tests/data/play-state-gitmo.json:
 * three players in their second hand, the deck reshuffled) opens with the
 * generator it was saved with and writes back the same state; one saved
 * without a generator has the one its seed's deal leaves, and a generator
 * that is not four hexadecimal numbers is refused. */
static void
test_json_saved_state (void)
{
  static const guint64 saved_rng[] = {
    G_GUINT64_CONSTANT (0x37b49e21add6084d), G_GUINT64_CONSTANT (0xf6251b30eae63e95),
    G_GUINT64_CONSTANT (0x2a9b52cf5d38628b), G_GUINT64_CONSTANT (0x6ee3cc74dfc4b5e7),
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "play-state-gitmo.json",
                                                 NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(TmPlayState) unseeded = NULL;
  g_autoptr(TmPlayState) dealt = tm_play_state_new ("gitmo", 3, 2026, NULL, NULL);
  g_autoptr(TmPlayState) refused = NULL;
  g_autoptr(JsonNode) back = NULL;
  g_autoptr(JsonNode) copy = NULL;
  JsonNode *saved;
  JsonObject *saved_state;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  saved = json_parser_get_root (parser);
  state = tm_play_state_new_from_json (saved, &error);
  g_assert_no_error (error);
  assert_sane (state);
  g_assert_cmpuint (S (state)->hand_number, ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (saved_rng); i++)
    g_assert_cmpuint (S (state)->rng.s[i], ==, saved_rng[i]);
  back = tm_play_state_to_json (state);
  g_assert_true (json_node_equal (json_object_get_member (json_node_get_object (back), "state"),
                                  json_object_get_member (json_node_get_object (saved), "state")));

  copy = json_node_copy (saved);
  saved_state = json_object_get_object_member (json_node_get_object (copy), "state");
  json_object_remove_member (saved_state, "rng");
  unseeded = tm_play_state_new_from_json (copy, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (&S (unseeded)->rng, sizeof (TmRng), &S (dealt)->rng, sizeof (TmRng));
  g_assert_cmpuint (S (unseeded)->rng.s[0], !=, saved_rng[0]);

  json_object_set_array_member (saved_state, "rng", json_array_new ());
  refused = tm_play_state_new_from_json (copy, &error);
  g_assert_null (refused);
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "rng"));
}

/* ------------------------------------------------------------------------
 * A long random run
 */

static void
test_soak (void)
{
  const char *env = g_getenv ("TM_GITMO_SOAK_MOVES");
  guint64 target = env ? g_ascii_strtoull (env, NULL, 10) : 30000, moves = 0;
  g_autofree GitmoState *s = g_new0 (GitmoState, 1);
  guint games = 0;
  TmRng rng;

  tm_rng_init (&rng, 2026);
  while (moves < target)
    {
      TmPlayConfig config = { 0 };

      config.n_players = 2 + games % 5;
      config.seed = games;
      config.options[TM_GITMO_OPT_TAKE_BOTTOM] = (games / 5) % 2 == 0;
      config.options[TM_GITMO_OPT_CLEAR_ANY_RUN] = (games / 10) % 2;
      config.options[TM_GITMO_OPT_SINGLE_SIDE] = (games / 20) % 2;
      config.options[TM_GITMO_OPT_HELP] = (games / 40) % 2;
      config.options[TM_GITMO_OPT_DECK_FITS] = (games / 80) % 2;
      config.options[TM_GITMO_OPT_FINAL_TURN] = (games / 7) % 2;
      config.options[TM_GITMO_OPT_ENDS_HAND] = (games / 14) % 2;
      config.options[TM_GITMO_OPT_FEWER_DRAWS] = (games / 3) % 2;
      config.options[TM_GITMO_OPT_PARTNERS] = (games / 2) % 2;
      config.options[TM_GITMO_OPT_ROUNDS] = 1;
      rules->init (s, &config);
      games++;
      tm_test_play_random_moves (rules, s, &rng, &moves, target, games);
    }
  g_test_message ("%" G_GUINT64_FORMAT " moves in %u games, every card accounted for after each",
                  moves, games);
  if (env != NULL)
    g_print ("soak: %" G_GUINT64_FORMAT " moves in %u games\n", moves, games);
}

/* ------------------------------------------------------------------------
 * Computer players
 */

/* The search, playing each move out through the other seats' turns,
 * beats the rule of thumb it plays them with: seeded one-hand games of
 * four, the search, a heuristic, a random player and a heuristic, seats
 * rotated.  The medium budget keeps the test short; docs/performance.md
 * has the expert's runs of a thousand games. */
/* Plays game @g of a series to its end: a seeded game of four with
 * @options, agent k of @specs at seat (g + k) mod 4, so that a series
 * rotates them, each search with its whole budget, or @iterations
 * playouts a move when not 0. */
static TmPlayState *
play_rotated (GVariant           *options,
              guint64             seed,
              guint               g,
              const char * const *specs,
              guint               iterations)
{
  TmPlayState *state = tm_play_state_new ("gitmo", 4, seed, options, NULL);
  TmAgent *agents[4];

  for (guint k = 0; k < 4; k++)
    {
      guint p = (g + k) % 4;

      agents[p] = tm_agent_new (specs[k], NULL);
      tm_agent_set_seed (agents[p], g * 4 + p);
      if (TM_IS_AGENT_ISMCTS (agents[p]))
        {
          tm_agent_ismcts_set_time_limited (TM_AGENT_ISMCTS (agents[p]), FALSE);
          tm_agent_ismcts_set_iterations (TM_AGENT_ISMCTS (agents[p]), iterations);
        }
    }
  while (!tm_play_state_get_is_terminal (state))
    {
      TmMove m;

      g_assert_true (tm_agent_choose_move (agents[tm_play_state_get_current_player (state)],
                                           state, NULL, &m, NULL));
      g_assert_true (tm_play_state_apply_move (state, &m, NULL));
    }
  for (guint p = 0; p < 4; p++)
    g_object_unref (agents[p]);
  return state;
}

/* Plays @games seeded one-hand games of four, @first and a heuristic, a
 * random player and a heuristic, rotated, and adds up @first's wins and
 * points and the two heuristics'. */
static void
play_against_heuristics (const char *first,
                         guint       games,
                         guint64     first_seed,
                         guint      *wins,
                         int        *points,
                         guint      *heuristic_wins,
                         int        *heuristic_points)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"one-hand\": true}", NULL);
  g_autoptr(GVariant) options = NULL;
  const char * const specs[] = { first, "heuristic", "random", "heuristic" };

  options = tm_game_parse_options (tm_game_module_lookup_game ("gitmo"),
                                   json_node_get_object (node), NULL);
  for (guint g = 0; g < games; g++)
    {
      g_autoptr(TmPlayState) state = play_rotated (options, first_seed + g, g, specs, 0);
      const GitmoState *end = tm_play_state_peek_data (state);

      *wins += (end->winners >> (g % 4)) & 1;
      *heuristic_wins += ((end->winners >> ((g + 1) % 4)) & 1) + ((end->winners >> ((g + 3) % 4)) & 1);
      *points += end->totals[g % 4];
      *heuristic_points += end->totals[(g + 1) % 4] + end->totals[(g + 3) % 4];
    }
}

static void
test_search_beats_heuristic (void)
{
  guint games = 8, search_wins = 0, heuristic_wins = 0;
  int search_points = 0, heuristic_points = 0;

  play_against_heuristics ("ismcts:medium", games, 1200, &search_wins, &search_points,
                           &heuristic_wins, &heuristic_points);
  g_test_message ("the search won %u of %u games and scored %d; the two heuristics won %u "
                  "and scored %d", search_wins, games, search_points, heuristic_wins,
                  heuristic_points);
  g_assert_cmpuint (search_wins, >, heuristic_wins);
  g_assert_cmpint (search_points, >, heuristic_points);
}

/* The easy level slips on purpose (TmPlayRules.search_slips): it must
 * score less than a heuristic player on average, and win less than the
 * two together.  (Without its slips, 20 playouts won 53.8% of such
 * games, docs/performance.md.) */
static void
test_easy_below_heuristic (void)
{
  guint games = 40, easy_wins = 0, heuristic_wins = 0;
  int easy_points = 0, heuristic_points = 0;

  play_against_heuristics ("ismcts:easy", games, 1, &easy_wins, &easy_points,
                           &heuristic_wins, &heuristic_points);
  g_test_message ("easy won %u of %u games and scored %d; the two heuristics won %u "
                  "and scored %d", easy_wins, games, easy_points, heuristic_wins,
                  heuristic_points);
  g_assert_cmpuint (easy_wins, <, heuristic_wins);
  g_assert_cmpint (2 * easy_points, <, heuristic_points);
}

/* With partners, a search counts a won game as a whole win for the
 * seat's team (at the table the two winners share it), and does not
 * count on its partner: in its playouts the partner ends its own turn
 * at once, whoever plays that seat. */
static void
test_search_values_partners (void)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"one-hand\": true, \"partners\": true}", NULL);
  g_autoptr(GVariant) options = NULL;
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(TmAgent) agent = tm_agent_new ("heuristic", NULL);
  g_autoptr(TmPlayState) pick =
    position (4, "{\"partners\": true}", "P5 | P9 / T2 / P6 P7 | P10 / P11", "T12 P8", NULL, NULL);
  GitmoState copy;
  double values[TM_GITMO_MAX_PLAYERS];
  TmRng rng;
  TmMove m;

  options = tm_game_parse_options (tm_game_module_lookup_game ("gitmo"),
                                   json_node_get_object (node), NULL);
  for (guint64 seed = 1; seed < 40; seed++)
    {
      g_clear_pointer (&state, g_object_unref);
      state = tm_play_state_new ("gitmo", 4, seed, options, NULL);
      while (!tm_play_state_get_is_terminal (state))
        {
          g_assert_true (tm_agent_choose_move (agent, state, NULL, &m, NULL));
          g_assert_true (tm_play_state_apply_move (state, &m, NULL));
        }
      if (__builtin_popcount (S (state)->winners) == 2)
        break;
    }
  g_assert_cmpint (__builtin_popcount (S (state)->winners), ==, 2);

  /* At the table the team's two seats share the win... */
  rules->returns (S (state), values);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpfloat (values[p], ==, (S (state)->winners >> p) & 1 ? 0.5 : 0.0);
  /* ...and a search counts it as the team's. */
  copy = *S (state);
  rules->stop_at_episode_end (&copy);
  rules->returns (&copy, values);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpfloat (values[p], ==, (S (state)->winners >> p) & 1 ? 1.0 : 0.0);

  /* Seat 0 could build a run of its partner's cards onto its own (the
   * rule of thumb does), and may end its turn. */
  g_assert_true (is_legal (pick, "end"));
  copy = *S (pick);
  rules->stop_at_episode_end (&copy);
  tm_rng_init (&rng, 7);
  m = rules->playout_move (&copy, &rng);
  g_assert_cmpuint (m.kind, !=, TM_GITMO_MOVE_END);
  /* Searching for seat 2, its partner, the playout ends seat 0's turn;
   * searching for seat 1, an opponent, it plays seat 0 by rule of thumb. */
  copy.search_seat = 2;
  m = rules->playout_move (&copy, &rng);
  g_assert_cmpuint (m.kind, ==, TM_GITMO_MOVE_END);
  copy.search_seat = 1;
  m = rules->playout_move (&copy, &rng);
  g_assert_cmpuint (m.kind, !=, TM_GITMO_MOVE_END);
}

/* The search's team against the heuristic's, each with a random partner:
 * the search must win more one-hand games and score more.  (Before the
 * search stopped counting on its partner and counted a team's win whole,
 * the same games went 4 to 4, 73 points to 134.) */
static void
test_search_beats_heuristic_partners (void)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"one-hand\": true, \"partners\": true}", NULL);
  g_autoptr(GVariant) options = NULL;
  static const char * const specs[] = { "ismcts:medium", "heuristic", "random", "random" };
  guint games = 8, search_wins = 0, heuristic_wins = 0;
  int search_points = 0, heuristic_points = 0;

  options = tm_game_parse_options (tm_game_module_lookup_game ("gitmo"),
                                   json_node_get_object (node), NULL);
  for (guint g = 0; g < games; g++)
    {
      /* Half the medium level's playouts, which is enough. */
      g_autoptr(TmPlayState) state = play_rotated (options, 1300 + g, g, specs, 50);
      const GitmoState *end = tm_play_state_peek_data (state);
      guint me = g % 4, other = (g + 1) % 4;

      /* Seats p and p + 2 are partners: the search's is random, and so
       * is the heuristic's. */
      search_wins += (end->winners >> me) & 1;
      heuristic_wins += (end->winners >> other) & 1;
      search_points += end->totals[me] + end->totals[(me + 2) % 4];
      heuristic_points += end->totals[other] + end->totals[(other + 2) % 4];
    }
  g_test_message ("the search's team won %u of %u games and scored %d; the heuristic's won %u "
                  "and scored %d", search_wins, games, search_points, heuristic_wins,
                  heuristic_points);
  g_assert_cmpuint (search_wins, >, heuristic_wins);
  g_assert_cmpint (search_points, >, heuristic_points);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();
  rules = tm_play_rules_lookup ("gitmo");
  g_assert_nonnull (rules);

  g_test_add_func ("/engine/gitmo/deal", test_deal);
  g_test_add_func ("/engine/gitmo/deal/fewer-draw-cards-off", test_deal_fewer_draws_off);
  g_test_add_func ("/engine/gitmo/runs/either-end", test_runs_either_end);
  g_test_add_func ("/engine/gitmo/runs/past-twelve", test_runs_past_twelve);
  g_test_add_func ("/engine/gitmo/example/nine-and-ten", test_example_nine_and_ten);
  g_test_add_func ("/engine/gitmo/example/taking", test_example_taking);
  g_test_add_func ("/engine/gitmo/example/worked-turn", test_example_worked_turn);
  g_test_add_func ("/engine/gitmo/example/scores", test_example_scores);
  g_test_add_func ("/engine/gitmo/example/alliance", test_example_alliance);
  g_test_add_func ("/engine/gitmo/option/take-bottom-card", test_option_take_bottom);
  g_test_add_func ("/engine/gitmo/option/clearing-card-any-run", test_option_clear_any_run);
  g_test_add_func ("/engine/gitmo/option/single-side-runs", test_option_single_side);
  g_test_add_func ("/engine/gitmo/option/help-opponents", test_option_help);
  g_test_add_func ("/engine/gitmo/option/use-deck-while-it-fits", test_option_deck_fits);
  g_test_add_func ("/engine/gitmo/option/partners", test_partners);
  g_test_add_func ("/engine/gitmo/end/last-card", test_end_last_card);
  g_test_add_func ("/engine/gitmo/end/last-card-ends-hand", test_end_last_card_ends_hand);
  g_test_add_func ("/engine/gitmo/end/dealer-last-card", test_end_dealer_last_card);
  g_test_add_func ("/engine/gitmo/end/turn-limit", test_end_turn_limit);
  g_test_add_func ("/engine/gitmo/end/stalled-deck", test_end_of_hand);
  g_test_add_func ("/engine/gitmo/end/rounds", test_rounds);
  g_test_add_func ("/engine/gitmo/observation", test_observation);
  g_test_add_func ("/engine/gitmo/observation/known-bottom", test_observation_known_bottom);
  g_test_add_func ("/engine/gitmo/observation/seen-after-undo", test_observation_seen_after_undo);
  g_test_add_func ("/engine/gitmo/scorer-agrees", test_scorer_agrees);
  g_test_add_func ("/engine/gitmo/json/round-trip", test_json_round_trip);
  g_test_add_func ("/engine/gitmo/json/refused", test_json_refused);
  g_test_add_func ("/engine/gitmo/json/saved-state", test_json_saved_state);
  g_test_add_func ("/engine/gitmo/soak", test_soak);
  g_test_add_func ("/engine/gitmo/agents/search-beats-heuristic", test_search_beats_heuristic);
  g_test_add_func ("/engine/gitmo/agents/easy-below-heuristic", test_easy_below_heuristic);
  g_test_add_func ("/engine/gitmo/agents/search-values-partners", test_search_values_partners);
  g_test_add_func ("/engine/gitmo/agents/search-beats-heuristic/partners",
                   test_search_beats_heuristic_partners);

  return g_test_run ();
}
