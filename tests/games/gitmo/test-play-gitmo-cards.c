/* test-play-gitmo-cards.c: every card of Gitmo, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What each bonus and Special Ops card does, card edits in play, and the
 * moves the rules forbid, each refused with the rules section (and
 * ruling) it breaks.  Positions are written in a short notation
 * (tm-test-gitmo.h).
 */

#include "config.h"

#include <string.h>

#include "tm-test-gitmo.h"

/* ------------------------------------------------------------------------
 * The bonus cards of the basic deck (cards section)
 */

static void
test_card_trump (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P12 | P4 / P10 P11 +deep-state | T9", "T11 trump P7", NULL, NULL);

  /* Nobody else takes, takes from or adds to a Trump run (Deep State
   * protects as the Trump does, ruling named-special-ops). */
  refuse (state, "run:1:0", "cards", NULL);
  refuse (state, "bottom:1:0", "cards", NULL);
  play (state, "deck");
  refuse (state, "to:1:0:top", "cards", NULL);
  play (state, "to:0:0:bottom");
  /* The Trump turned up on the deck is the player's: it is laid at once. */
  g_assert_cmpstr (tm_play_state_get_stage (state), ==, "lay");
  play (state, "lay:0:0");
  assert_spot (state, 0, 0, "T11 P12 +trump");
  /* Its owner moves it between runs. */
  play (state, "placed:0:0 to:0:1:on");
  assert_spot (state, 0, 1, "P4 +trump");
  assert_spot (state, 0, 0, "T11 P12");
}

static void
test_card_gitmo (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P5 | P9 | T1 | T4 / P6 T7 T8 +gitmo | P10 +justice | T2 | P3 / "
              "P1 | P2 | P4 | T5", "T12 T9", NULL, NULL);

  g_assert_cmpint (hand_score (state, 1), ==, 1 + 1 - 1 + 1);
  /* A run with a clearing card can be taken with at least two other
   * cards, and the card goes with it. */
  refuse (state, "run:1:1", "cards", NULL);
  g_assert_cmpint (hand_score (state, 0), ==, 0);
  play (state, "run:1:0 to:0:0:top");
  assert_spot (state, 0, 0, "P5 P6 T7 T8 +gitmo");
  g_assert_cmpint (hand_score (state, 0), ==, 2 + 1 - 2);
  /* Others may add to it: seat 1 gives it the Traitor 9 from the deck. */
  play (state, "end");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
  play (state, "deck to:0:0:top");
  assert_spot (state, 0, 0, "P5 P6 T7 T8 T9 +gitmo");
  g_assert_cmpint (hand_score (state, 0), ==, 1);
}

static void
test_card_whistleblower (void)
{
  g_autoptr(TmPlayState) state = position (3, NULL, "P5 | P9 / P6 / P1", "P4 whistleblower T3", NULL,
                                           NULL);

  play (state, "deck to:0:0:bottom");
  g_assert_true (aside_has (state, 0, "whistleblower"));
  g_assert_cmpuint (deck_top (state), ==, card ("traitor-3a"));
  g_assert_cmpint (hand_score (state, 0), ==, 3 + 10);
  refuse (state, "aside:whistleblower", "cards", "used-special-ops");
}

static void
test_card_draw_a_card (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P5 | P9 / P6 / P1", "P4 draw-a-card T3", "commendation field-honors", NULL);

  play (state, "deck to:0:0:bottom");
  g_assert_true (aside_has (state, 0, "commendation"));
  g_assert_true (S (state)->gone & tm_gitmo_bit (card ("draw-a-card") - TM_GITMO_FIRST_SPECIAL));
  g_assert_cmpint (hand_score (state, 0), ==, 3 + 5);
  g_assert_cmpuint (S (state)->n_so, ==, 1);
}

/* A dealt bonus card: a Trump is laid by its seat while the dealer deals
 * (the dealer's turn), an Alliance and a Whistleblower set aside, and the
 * emptied spots filled again. */
static void
test_card_dealt (void)
{
  for (guint64 seed = 1; seed < 400; seed++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("gitmo", 4, seed, NULL, NULL);
      const GitmoState *s = S (state);

      if (s->phase != TM_GITMO_PHASE_LAY)
        continue;
      g_assert_cmpuint (s->context, ==, TM_GITMO_CONTEXT_FILL);
      g_assert_cmpint (tm_play_state_get_turn_owner (state), ==, 3);
      while (S (state)->phase == TM_GITMO_PHASE_LAY)
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          guint laid = S (state)->lay_card;
          int seat = tm_play_state_get_current_player (state);
          gboolean found = FALSE;

          g_assert_cmpuint (tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL), >, 0);
          g_assert_true (tm_play_state_apply_move (state, &moves[0], NULL));
          for (guint k = 0; k < S (state)->spots; k++)
            found |= S (state)->run_placed[seat * S (state)->spots + k] == laid;
          g_assert_true (found);
        }
      assert_sane (state);
      g_assert_cmpuint (S (state)->phase, ==, TM_GITMO_PHASE_PICK);
      g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);
      return;
    }
  g_error ("no seed deals a Trump or Gitmo card");
}

/* ------------------------------------------------------------------------
 * The Special Ops cards, each from its data (cards section)
 */

typedef enum
{
  LAY_PROTECT,
  LAY_OPEN,
  LAY_CLEAR,
  WILD,
  POINTS,
  LOSE_TURN,
  SKIP_NEXT,
  EXTRA_TURN,
  DRAW_MORE,
  SWAP,
} Outcome;

typedef struct
{
  const char *id;
  Outcome     outcome;
  int         points;
} SpecialOps;

static const SpecialOps special_ops[] = {
  { "jesus-saves", LAY_OPEN, 12 },
  { "justice", LAY_CLEAR, 0 },
  { "tribunal", LAY_CLEAR, 0 },
  { "grand-jury", LAY_CLEAR, 0 },
  { "scotus", LAY_CLEAR, 0 },
  { "truth", LAY_OPEN, 0 },
  { "deep-state", LAY_PROTECT, 0 },
  { "false-flag", WILD, 0 },
  { "conspiracy", SWAP, 0 },
  { "commendation", POINTS, 5 },
  { "field-honors", POINTS, 10 },
  { "heros-welcome", POINTS, 8 },
  { "citation", POINTS, 6 },
  { "inside-tip", POINTS, 4 },
  { "safe-return", POINTS, 3 },
  { "sharp-eyes", POINTS, 2 },
  { "paper-trail", POINTS, 1 },
  { "botched-operation", POINTS, -10 },
  { "setback", POINTS, -6 },
  { "blown-cover", POINTS, -5 },
  { "red-tape", POINTS, -4 },
  { "lost-files", POINTS, -3 },
  { "leaked-memo", POINTS, -2 },
  { "false-alarm", POINTS, -1 },
  { "stand-down", LOSE_TURN, 0 },
  { "grounded", LOSE_TURN, 0 },
  { "roadblock", SKIP_NEXT, 0 },
  { "rapid-response", EXTRA_TURN, 0 },
  { "backup-arrives", DRAW_MORE, 0 },
};

/* Seat 0 puts the deck's Patriot 11 on its 10; a Draw-A-Card turns up and
 * brings the card under test. */
static void
test_special_ops (gconstpointer data)
{
  const SpecialOps *c = data;
  g_autofree char *pile = g_strdup_printf ("%s commendation", c->id);
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P10 | T3 | P6 / P1 | P2 +trump | T7 / P4", "P11 draw-a-card P12 T5",
              pile, NULL);
  guint so = card (c->id);
  int before;

  before = hand_score (state, 0);
  play (state, "deck to:0:0:top");
  g_assert_true (S (state)->gone & tm_gitmo_bit (card ("draw-a-card") - TM_GITMO_FIRST_SPECIAL));

  switch (c->outcome)
    {
    case LAY_PROTECT:
    case LAY_OPEN:
    case LAY_CLEAR:
      g_assert_cmpstr (tm_play_state_get_stage (state), ==, "lay");
      g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);
      /* Ruling clearing-card-runs: on one of your own runs. */
      refuse (state, "lay:1:0", "cards", "clearing-card-runs");
      play (state, "lay:0:1");
      g_assert_cmpuint (S (state)->run_placed[1], ==, so);
      g_assert_cmpint (hand_score (state, 0), ==, before + 1 + c->points +
                                                  (c->outcome == LAY_CLEAR ? 1 : 0));
      play (state, "end");
      /* What it stops seat 1 doing to that run (turn of seat 1). */
      if (c->outcome == LAY_CLEAR)
        {
          g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
          refuse (state, "run:0:1", "cards", NULL);   /* one card besides it */
        }
      else
        {
          g_assert_true (is_legal (state, "run:1:0"));
          refuse (state, "run:0:1", "cards", NULL);
        }
      break;

    case WILD:
      g_assert_true (aside_has (state, 0, c->id));
      play (state, "end");
      /* Laid as a wild card on the holder's next turn only. */
      break;

    case POINTS:
      g_assert_true (aside_has (state, 0, c->id));
      g_assert_cmpint (hand_score (state, 0), ==, before + 1 + c->points);
      break;

    case LOSE_TURN:
      g_assert_cmpuint (S (state)->skip_turns[0], ==, 1);
      play (state, "end");      /* seat 1 */
      play (state, "end");      /* seat 2 */
      play (state, "end");      /* seat 0 is passed over */
      g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
      break;

    case SKIP_NEXT:
      g_assert_cmpuint (S (state)->skip_turns[1], ==, 1);
      play (state, "end");
      g_assert_cmpint (tm_play_state_get_current_player (state), ==, 2);
      break;

    case EXTRA_TURN:
      g_assert_cmpuint (S (state)->extra_turns[0], ==, 1);
      play (state, "end");
      g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);
      play (state, "end");
      g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
      break;

    case DRAW_MORE:
      g_assert_true (S (state)->so_used & tm_gitmo_bit (so - TM_GITMO_FIRST_SPECIAL));
      g_assert_true (aside_has (state, 0, "commendation"));
      break;

    case SWAP:
      g_assert_cmpstr (tm_play_state_get_stage (state), ==, "swap");
      /* Never a protected run. */
      play (state, "swap:1");
      refuse (state, "swap-with:1:1", "cards", "named-special-ops");
      play (state, "swap-with:1:0");
      assert_spot (state, 0, 1, "P1");
      assert_spot (state, 1, 0, "T3");
      break;

    default:
      g_assert_not_reached ();
    }
  assert_sane (state);
}

/* Every Special Ops card of the data has its test above. */
static void
test_special_ops_covered (void)
{
  const GitmoState *s;
  g_autoptr(TmPlayState) state = tm_play_state_new ("gitmo", 3, 1, NULL, NULL);

  s = S (state);
  for (guint i = 0; i < s->n_special; i++)
    {
      char id[64];
      gboolean found = FALSE;

      if ((s->effect[i].flags & TM_GITMO_EFFECT_SPECIAL_OPS) == 0 ||
          (s->effect[i].flags & TM_GITMO_EFFECT_IN_PLAY) == 0)
        continue;
      tm_gitmo_card_to_id (TM_GITMO_FIRST_SPECIAL + i, id, sizeof id);
      if (strchr (id, '#') != NULL)
        *strchr (id, '#') = '\0';
      for (guint k = 0; k < G_N_ELEMENTS (special_ops); k++)
        found |= g_str_equal (special_ops[k].id, id);
      if (!found)
        g_error ("the Special Ops card %s has no test", id);
    }
}

/* The false flag and other wild cards from the Special Ops deck are laid
 * on the holder's own runs, at either end. */
static void
test_card_wild_from_special_ops (void)
{
  g_autoptr(TmPlayState) state =
    position (3, NULL, "P10 | T3 ; aside: false-flag / P1 / P4", "T6", NULL, NULL);

  play (state, "aside:false-flag");
  refuse (state, "to:1:0:top", "cards", NULL);
  play (state, "to:0:1:bottom");
  assert_spot (state, 0, 1, "false-flag T3");
  g_assert_cmpuint (S (state)->run_base[1], ==, 2);
}

/* ------------------------------------------------------------------------
 * Edited and blank cards (ruling edited-cards-in-play)
 */

static void
test_edits_apply (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  g_autoptr(JsonNode) points = json_from_string ("[{\"op\": \"add_points\", \"points\": 6}]", NULL);
  g_autoptr(JsonNode) ends = json_from_string ("[{\"op\": \"end_hand\"}]", NULL);
  g_autoptr(JsonNode) nothing = json_from_string ("[{\"op\": \"demand_match\", \"place\": \"house\"}]",
                                                  NULL);
  g_autoptr(TmPlayState) before = tm_play_state_new ("gitmo", 3, 1, NULL, NULL);
  g_autoptr(TmPlayState) after = NULL;
  g_autoptr(JsonNode) saved = NULL;
  TmDeck *so, *blank;
  guint commendation = card ("commendation"), blank1 = card ("blank-1");

  g_assert_no_error (error);
  so = tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL);
  blank = tm_catalogue_get_deck (catalogue, "gitmo-blank", NULL);
  g_assert_true (tm_catalogue_edit_card (catalogue, tm_deck_lookup_card (so, "commendation"),
                                         NULL, NULL, json_node_get_array (points), &error));
  g_assert_true (tm_catalogue_edit_card (catalogue, tm_deck_lookup_card (blank, "blank-1"),
                                         "Curtain", "The hand ends.", json_node_get_array (ends),
                                         &error));
  g_assert_true (tm_catalogue_edit_card (catalogue, tm_deck_lookup_card (blank, "blank-2"),
                                         "House", "Nothing here.", json_node_get_array (nothing),
                                         &error));
  g_assert_no_error (error);

  g_assert_true (tm_gitmo_play_use_catalogue (catalogue, &error));
  g_assert_no_error (error);
  after = tm_play_state_new ("gitmo", 3, 1, NULL, NULL);

  /* A game already dealt keeps its cards; a new one plays the edits. */
  g_assert_cmpint (tm_gitmo_effect_of (S (before), commendation)->points, ==, 5);
  g_assert_cmpint (tm_gitmo_effect_of (S (after), commendation)->points, ==, 6);
  g_assert_false (S (before)->effect[blank1 - TM_GITMO_FIRST_SPECIAL].flags &
                  TM_GITMO_EFFECT_IN_PLAY);
  g_assert_true (S (after)->effect[blank1 - TM_GITMO_FIRST_SPECIAL].flags &
                 TM_GITMO_EFFECT_END_HAND);
  /* A blank card with an effect joins the Special Ops pile. */
  g_assert_false (S (after)->out & tm_gitmo_bit (blank1 - TM_GITMO_FIRST_SPECIAL));
  g_assert_true (S (before)->out & tm_gitmo_bit (blank1 - TM_GITMO_FIRST_SPECIAL));

  /* A saved game records what its cards did, and replays exactly once the
   * cards are edited back; so does a saved state. */
  {
    g_autoptr(TmCatalogue) shipped = tm_catalogue_new (NULL);
    g_autoptr(JsonNode) state_json = NULL;
    g_autoptr(TmPlayState) back = NULL;
    g_autoptr(TmPlayState) back_state = NULL;
    TmMove moves[TM_MOVE_MAX_LEGAL];

    for (guint i = 0; i < 30 && !tm_play_state_get_is_terminal (after); i++)
      {
        tm_play_state_get_legal_moves (after, moves, TM_MOVE_MAX_LEGAL);
        g_assert_true (tm_play_state_apply_move (after, &moves[0], NULL));
      }
    saved = tm_play_state_save_game (after);
    state_json = tm_play_state_to_json (after);
    g_assert_true (json_object_has_member (json_node_get_object (saved), "setup"));
    g_assert_true (tm_gitmo_play_use_catalogue (shipped, &error));
    back = tm_play_state_new_from_json (saved, &error);
    g_assert_no_error (error);
    g_assert_cmpmem (S (back), sizeof (GitmoState), S (after), sizeof (GitmoState));
    back_state = tm_play_state_new_from_json (state_json, &error);
    g_assert_no_error (error);
    g_assert_cmpmem (S (back_state), sizeof (GitmoState), S (after), sizeof (GitmoState));
    /* With the shipped cards, nothing is recorded. */
    {
      g_autoptr(JsonNode) plain = tm_play_state_save_game (before);

      g_assert_false (json_object_has_member (json_node_get_object (plain), "setup"));
    }
  }

  /* The edited blank cards, drawn: one ends the hand, one does nothing. */
  {
    /* The game's setup follows its options in the saved game's header. */
    g_autoptr(TmPlayState) state =
      position (3, "{\"one-hand\": true}, \"setup\": [{\"card\": \"blank-1\", \"effect\": "
                "[{\"op\": \"end_hand\"}]}, {\"card\": \"blank-2\", \"effect\": [], "
                "\"in_play\": true}]", "P10 / P1 / P4", "P11 draw-a-card draw-a-card P12",
                "blank-2 blank-1", NULL);

    play (state, "deck to:0:0:top");
    /* blank-2 was drawn first (top), did nothing and was used; then the
     * second Draw-A-Card brought blank-1, which ended the hand. */
    g_assert_true (S (state)->so_used & tm_gitmo_bit (card ("blank-2") - TM_GITMO_FIRST_SPECIAL));
    g_assert_true (tm_play_state_get_is_terminal (state));
  }
}

/* ------------------------------------------------------------------------
 * Forbidden moves, each with the rule it breaks
 */

typedef struct
{
  const char *name;
  guint       n_players;
  const char *options;
  const char *table;
  const char *deck;
  const char *before;
  const char *move;
  const char *section;
  const char *ruling;
} Forbidden;

static const Forbidden forbidden[] = {
  { "take-trump-run", 3, NULL, "P12 / P11 +trump", "T5", NULL, "run:1:0", "cards", NULL },
  { "take-from-trump-run", 3, NULL, "P9 / P10 P11 +trump", "T5", NULL, "bottom:1:0", "cards", NULL },
  { "add-to-trump-run", 3, NULL, "P3 | / P10 P11 +trump", "T12", "deck", "to:1:0:top", "cards", NULL },
  { "take-jesus-saves-run", 3, NULL, "P12 / P10 P11 +jesus-saves", "T5", NULL, "run:1:0", "cards",
    NULL },
  { "take-short-gitmo-run", 3, NULL, "P12 / P11 +gitmo", "T5", NULL, "run:1:0", "cards", NULL },
  { "bottom-card-older-reading", 3, "{\"take-bottom-card\": false}", "P10 / P11 P12", "T5", NULL,
    "bottom:1:0", "turn", "take-bottom-card" },
  { "wild-card-out-of-run", 3, NULL, "P10 / alliance P12", "T5", NULL, "bottom:1:0", "cards",
    NULL },
  { "middle-card-not-a-move", 3, NULL, "P10 / P11 P12", "T5", NULL, "middle:1:0", "turn", NULL },
  { "taken-card-to-vacant-spot", 3, NULL, "P12 | / P11", "T5", "run:1:0", "to:0:1:spot", "turn",
    NULL },
  { "opponent-to-opponent", 3, NULL, "P10 / P11 / P12", "T5", "run:1:0", "to:2:0:bottom", "turn",
    NULL },
  { "fits-nowhere", 3, NULL, "P12 | P5 / T8", "T5", NULL, "run:0:1", "turn", NULL },
  { "does-not-fit-there", 3, NULL, "P12 | P5 / P11", "T5", "run:1:0", "to:0:1:top", "turn", NULL },
  { "two-laid-cards", 3, NULL, "P10 P11 +trump | P12 +gitmo | P9", "T5", "run:0:0", "to:0:1:bottom",
    "cards", "one-placed-card-per-run" },
  { "gitmo-on-opponent-run", 3, NULL, "P5 ; aside: gitmo / P8", "T5", "aside:gitmo", "to:1:0:on",
    "cards", "clearing-card-runs" },
  { "end-while-deck-fits", 3, "{\"use-deck-while-it-fits\": true}", "P5 | / P8", "T2", NULL, "end",
    "turn", "stopping-early" },
  { "single-side-run", 3, "{\"single-side-runs\": true}", "P10 | / P8", "T11", "deck", "to:0:0:top",
    "turn", "single-side-runs" },
  { "fill-partners-spot", 4, "{\"partners\": true}", "P5 / T8 / P2 | ", "T11", "deck",
    "to:2:1:spot", "turn", "partners" },
  { "move-opponents-laid-card", 3, NULL, "P5 | P7 / P8 +gitmo", "T11", NULL, "placed:1:0", "cards",
    "which-bonus-cards-move" },
  { "whistleblower-stays-aside", 3, NULL, "P5 ; aside: whistleblower / P8", "T11", NULL,
    "aside:whistleblower", "cards", "used-special-ops" },
  { "end-while-putting", 3, NULL, "P12 / P11", "T5", "run:1:0", "end", "turn", NULL },
  { "empty-spot", 3, NULL, "P12 | / P11", "T5", NULL, "run:0:1", "turn", NULL },
  { "partner-aside-not-yours", 4, "{\"partners\": true}", "P5 / T8 / P2 ; aside: alliance", "T11",
    NULL, "aside:alliance", "cards", NULL },
};

static void
test_forbidden (gconstpointer data)
{
  const Forbidden *f = data;
  g_autoptr(TmPlayState) state = position (f->n_players, f->options, f->table, f->deck, NULL,
                                           NULL);

  if (f->before != NULL)
    play (state, f->before);
  if (g_str_equal (f->move, "middle:1:0"))
    {
      TmMove m;

      /* Nothing in the move's language takes a card from the middle of a
       * run: no such move can even be written. */
      g_assert_false (rules->move_from_string (S (state), f->move, &m));
      return;
    }
  refuse (state, f->move, f->section, f->ruling);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();
  rules = tm_play_rules_lookup ("gitmo");
  g_assert_nonnull (rules);

  g_test_add_func ("/engine/gitmo/card/trump", test_card_trump);
  g_test_add_func ("/engine/gitmo/card/gitmo", test_card_gitmo);
  g_test_add_func ("/engine/gitmo/card/whistleblower", test_card_whistleblower);
  g_test_add_func ("/engine/gitmo/card/draw-a-card", test_card_draw_a_card);
  g_test_add_func ("/engine/gitmo/card/dealt", test_card_dealt);
  g_test_add_func ("/engine/gitmo/card/wild-from-special-ops", test_card_wild_from_special_ops);
  TM_TEST_ADD_CASES ("/engine/gitmo/special-ops", special_ops, test_special_ops);
  g_test_add_func ("/engine/gitmo/special-ops-covered", test_special_ops_covered);
  g_test_add_func ("/engine/gitmo/edits", test_edits_apply);
  TM_TEST_ADD_CASES ("/engine/gitmo/forbidden", forbidden, test_forbidden);

  return g_test_run ();
}
