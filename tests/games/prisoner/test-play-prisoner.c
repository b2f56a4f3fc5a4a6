/* test-play-prisoner.c: the rules of Prisoner, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal and the turn, the roles changing hands, the end of a hand and
 * of the game, scoring, movement, what a seat sees, the deck's data and
 * saved states; every card's own rules are test-play-prisoner-cards.c's.
 * Positions are built by hand (tm-test-prisoner.h).
 *
 * TM_PRISONER_SOAK_MOVES=N makes /engine/prisoner/soak play N random
 * moves instead of the default, for a long run under the sanitizers.
 */

#include "config.h"

#include <string.h>

#include "tm-test-prisoner.h"

/* The deal and the turn */

static void
test_deal (void)
{
  static const guint left[] = { 0, 0, 45, 39, 33 };

  for (guint n = 2; n <= 4; n++)
    {
      g_autofree State *s = new_state (n, NULL);

      /* Seat 0 has drawn its seventh card and turned up a Village card. */
      g_assert_cmpuint (s->hand_size[0], ==, 7);
      for (guint p = 1; p < n; p++)
        g_assert_cmpuint (s->hand_size[p], ==, 6);
      g_assert_cmpuint (s->n_draw, ==, left[n] - 1);
      g_assert_cmpuint (__builtin_popcount (s->village_up), ==, 1);
      g_assert_cmpuint (s->n_village, ==, 26);
      g_assert_cmpint (s->number_two, ==, NOBODY);
      g_assert_cmpint (s->number_six, ==, NOBODY);
      g_assert_cmpint (s->phase, ==, TM_PRISONER_PHASE_PLAY);
    }

  {
    /* With the Movement rules the Green Dome starts in the middle. */
    g_autofree State *s = new_state (3, "{\"movement\": true}");

    g_assert_cmpuint (s->map[TM_PRISONER_MAP_CENTRE], ==, place ("green-dome"));
    for (guint p = 0; p < 3; p++)
      g_assert_cmpuint (s->pawn[p], ==, TM_PRISONER_MAP_CENTRE);
    g_assert_cmpint (s->phase, ==, TM_PRISONER_PHASE_PLACE);
    g_assert_cmpuint (s->n_village, ==, 25);
  }
}

static void
test_turn_order (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "boat butler");
  on_top_of_draw (s, "curfew");
  pass_turn (s, "boat");
  /* Seat 1 drew the Curfew and a Village card went face up. */
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpuint (s->hand[1][TM_PRISONER_CURFEW], ==, 1);
  g_assert_cmpuint (s->hand_size[1], ==, 7);
  g_assert_cmpuint (s->discard[card ("boat")], ==, 1);
  g_assert_cmpuint (s->n_village, ==, 25);
}

/* The roles change hands */

static void
test_roles_six_drawn_by_two (void)
{
  g_autofree State *s = new_state (3, NULL);
  g_autofree State *view = g_new0 (State, 1);
  guint before;

  set_hand (s, 0, "boat butler");
  set_two (s, 1);
  on_top_of_draw (s, "number-six");
  before = s->n_village;
  pass_turn (s, "boat");

  /* Number 2 drew Number Six: before anything else, it goes to another
   * player (ruling number-six-passed-on), and everyone sees it go. */
  g_assert_true (s->gift);
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpstr (rules->stage (s), ==, "give-six");
  g_assert_cmpuint (s->n_village, ==, before);
  refuse (s, "discard:butler", "turn", "number-six-passed-on");
  refuse (s, "give-six:1", "turn", "number-six-passed-on");
  rules->observe (s, 2, view);
  g_assert_cmpuint (view->hand[1][TM_PRISONER_NUMBER_SIX], ==, 1);
  apply (s, "give-six:2");
  g_assert_cmpuint (s->number_six, ==, 2);
  g_assert_false (s->gift);
  /* Seat 1 carries on: a Village card, then its own play. */
  g_assert_cmpuint (s->n_village, ==, before - 1);
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpuint (s->hand_size[1], ==, 6);
}

static void
test_roles_six_by_kosho (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "kosho boat");
  set_hand (s, 2, "number-six butler");
  set_two (s, 0);
  apply (s, "kosho:2");
  g_assert_true (s->gift);
  g_assert_cmpint (rules->current_player (s), ==, 0);
  apply (s, "give-six:1");
  g_assert_cmpuint (s->number_six, ==, 1);
  g_assert_cmpuint (s->turn, ==, 1);
}

static void
test_roles_seltzman_onto_six (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "professor-seltzman boat");
  set_hand (s, 2, "number-six butler");
  set_two (s, 1);
  apply (s, "professor-seltzman:2");
  g_assert_cmpuint (s->number_two, ==, 2);
  g_assert_true (s->gift);
  g_assert_cmpint (rules->current_player (s), ==, 2);
  apply (s, "give-six:0");
  g_assert_cmpuint (s->number_six, ==, 0);
}

static void
test_roles_two_over_two (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "number-two");
  set_two (s, 2);
  in_play (s, "shock-treatment", 2);
  apply (s, "number-two");
  g_assert_cmpuint (s->number_two, ==, 0);
  g_assert_cmpuint (s->discard[TM_PRISONER_NUMBER_TWO], ==, 1);
  g_assert_cmpuint (s->discard[card ("shock-treatment")], ==, 1);
}

/* How a hand ends */

static void
test_end_empty_pile (void)
{
  g_autofree State *s = new_state (2, NULL);

  set_hand (s, 0, "boat butler");
  while (s->n_draw > 0)
    {
      guint c = s->draw[s->n_draw - 1];

      s->draw[--s->n_draw] = 0;
      s->discard[c]++;
    }
  pass_turn (s, "boat");
  g_assert_cmpint (s->last_end, ==, TM_PRISONER_END_EMPTY);
  g_assert_cmpuint (s->hand_number, ==, 2);
  g_assert_cmpuint (s->dealer, ==, 0);   /* the deal passed to the left */
  g_assert_cmpuint (s->turn, ==, 1);
}

static void
test_end_reshuffle_once (void)
{
  g_autofree State *s = new_state (2, "{\"reshuffle-free-information\": true}");
  guint discards;

  set_hand (s, 0, "boat butler");
  while (s->n_draw > 0)
    {
      guint c = s->draw[s->n_draw - 1];

      s->draw[--s->n_draw] = 0;
      s->discard[c]++;
    }
  discards = 0;
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    discards += s->discard[c];
  pass_turn (s, "boat");
  /* The discards (the Boat included) became the new pile; seat 1 drew. */
  g_assert_cmpuint (s->hand_number, ==, 1);
  g_assert_true (s->reshuffled);
  g_assert_cmpuint (s->n_draw, ==, discards + 1 - 1);

  /* The second time, the hand ends. */
  set_hand (s, 1, "raft");
  while (s->n_draw > 0)
    {
      guint c = s->draw[s->n_draw - 1];

      s->draw[--s->n_draw] = 0;
      s->discard[c]++;
    }
  pass_turn (s, "raft");
  g_assert_cmpint (s->last_end, ==, TM_PRISONER_END_EMPTY);
  g_assert_cmpuint (s->hand_number, ==, 2);
}

static void
test_end_village_deck_empty (void)
{
  g_autofree State *s = new_state (2, NULL);

  set_hand (s, 0, "boat");
  while (s->n_village > 0)
    turn_up (s, tm_prisoner_cards ()->place_ids[s->village[s->n_village - 1]]);
  pass_turn (s, "boat");
  /* Seat 1 drew and goes on without a Village card. */
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpuint (s->hand_number, ==, 1);
  g_assert_cmpint (s->phase, ==, TM_PRISONER_PHASE_PLAY);
}

static void
test_end_of_game (void)
{
  /* A game is one hand per player (ruling game-length). */
  g_autofree State *s = new_state (2, NULL);

  for (guint hand = 1; hand <= 2; hand++)
    {
      set_hand (s, s->turn, "curfew");
      apply (s, "curfew");
      protected_seats = 0;
    }
  g_assert_true (s->game_over);
  g_assert_cmpint (rules->current_player (s), ==, TM_PLAYER_TERMINAL);

  {
    g_autofree State *t = new_state (3, "{\"one-hand\": true}");

    set_hand (t, 0, "curfew number-one");
    apply (t, "curfew");
    g_assert_true (t->game_over);
    g_assert_cmpuint (t->winners, ==, 1u << 0);
  }

  {
    /* To a target: the game goes on until someone reaches it. */
    g_autofree State *t = new_state (2, "{\"target-score\": 2}");

    for (guint hand = 1; hand <= 3; hand++)
      {
        for (guint p = 0; p < 2; p++)
          set_hand (t, p, p == t->turn ? "curfew" : "");
        apply (t, "curfew");
        protected_seats = 0;
        g_assert_false (t->game_over);
      }
    for (guint p = 0; p < 2; p++)
      set_hand (t, p, p == t->turn ? "butler" : "");
    in_play (t, "boat", t->turn);
    apply (t, "butler:boat");
    g_assert_true (t->game_over);
  }

  {
    /* Nobody reaches it: five rounds of deals end the game. */
    g_autofree State *t = new_state (2, "{\"target-score\": 50}");

    for (guint hand = 1; hand <= 10; hand++)
      {
        g_assert_false (t->game_over);
        for (guint p = 0; p < 2; p++)
          set_hand (t, p, p == t->turn ? "curfew" : "");
        apply (t, "curfew");
        protected_seats = 0;
      }
    g_assert_true (t->game_over);
    g_assert_cmpuint (t->hand_number, ==, 10);
  }
}

/* Scoring, against every line of the table */

typedef struct
{
  const char *name;
  int         two;
  int         six;
  const char *hands[3];
  const char *completes;    /* seat 0 completes this, or NULL for Curfew */
  int         points[3];
} Scoring;

static const Scoring scoring[] = {
  /* Escape by Number 6: plus 2 to Number 6, minus 2 to Number 2. */
  { "escape-by-six", 1, 0, { "butler", "", "" }, "boat", { 2, -2, 0 } },
  /* Escape by someone else: plus 2 to the escapee, minus 1 to Number 2. */
  { "escape-by-other", 1, 2, { "butler", "", "" }, "boat", { 2, -1, 0 } },
  /* A successful Plot: plus 2 to Number 2, minus 2 to Number 6. */
  { "plot", 0, 1, { "butler", "", "" }, "election", { 2, -2, 0 } },
  /* Being Number 1: plus 1. */
  { "number-one", -1, -1, { "curfew", "number-one", "" }, NULL, { 0, 1, 0 } },
  /* Each unplayed Plot in Number 2's hand: minus 1. */
  { "plots-held", 1, -1, { "curfew", "election mock-trial", "friend-in-need" }, NULL, { 0, -2, 0 } },
  /* Each unplayed Escape held by a player other than Number 2: minus 1. */
  { "escapes-held", 1, -1, { "curfew raft", "truck", "taxi helicopter" }, NULL, { -1, 0, -2 } },
  /* Ruling missing-roles: nobody to lose or gain. */
  { "escape-no-two", -1, -1, { "butler", "", "" }, "boat", { 2, 0, 0 } },
  { "plot-no-six", 0, -1, { "butler", "", "" }, "election", { 2, 0, 0 } },
  /* Several lines at once. */
  { "all-together", 2, 0, { "butler raft number-one", "taxi", "election" }, "boat", { 2, -1, -3 } },
};

static State *
scored_hand (const Scoring *c)
{
  State *s = new_state (3, NULL);

  for (guint p = 0; p < 3; p++)
    set_hand (s, p, c->hands[p]);
  if (c->two >= 0)
    set_two (s, c->two);
  if (c->six >= 0)
    set_six (s, c->six);
  if (c->completes)
    {
      g_autofree char *move = g_strdup_printf ("butler:%s", c->completes);

      in_play (s, c->completes, 0);
      apply (s, move);
    }
  else
    apply (s, "curfew");
  return s;
}

static void
test_scoring (gconstpointer data)
{
  const Scoring *c = data;
  g_autofree State *s = scored_hand (c);

  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (s->hand_points[p], ==, c->points[p]);
}

/* The same hands, through the game's scorer. */
static void
check_scorer (TmScorer    *scorer,
              const State *s)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmHandScore) score = NULL;
  GVariant *entries[TM_PRISONER_MAX_PLAYERS] = { NULL };
  int points[TM_PRISONER_MAX_PLAYERS];
  int dealer;

  tm_prisoner_finished_hand (s, &outcome, entries, points, &dealer);
  score = tm_scorer_score_hand (scorer, outcome, entries, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < s->n_players; p++)
    {
      g_assert_cmpint (tm_hand_score_get_points (score, p), ==, points[p]);
      g_variant_unref (entries[p]);
    }
}

static TmScorer *
new_scorer (TmCatalogue *catalogue,
            guint        n_players)
{
  const char *names[] = { "Ann", "Ben", "Cat", "Dev", NULL };
  g_autofree char **list = g_new0 (char *, n_players + 1);
  g_autoptr(GError) error = NULL;
  TmScorer *scorer;

  for (guint p = 0; p < n_players; p++)
    list[p] = (char *) names[p];
  scorer = tm_scorer_new (catalogue, "prisoner", (const char * const *) list, NULL, &error);
  g_assert_no_error (error);
  return scorer;
}

static void
test_scoring_by_scorer (void)
{
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (NULL);
  g_autoptr(TmScorer) scorer = new_scorer (catalogue, 3);

  for (guint i = 0; i < G_N_ELEMENTS (scoring); i++)
    {
      g_autofree State *s = scored_hand (&scoring[i]);

      check_scorer (scorer, s);
    }
}

/* Engine and scorer agree on every hand of 1,000 seeded games. */
static void
test_scorer_agrees (void)
{
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (NULL);
  TmScorer *scorers[TM_PRISONER_MAX_PLAYERS + 1] = { NULL };
  g_autofree State *s = g_new0 (State, 1);
  guint hands = 0, escapes = 0, plots = 0;
  TmRng rng;

  for (guint n = 2; n <= 4; n++)
    scorers[n] = new_scorer (catalogue, n);
  tm_rng_init (&rng, 13);

  for (guint g = 0; g < 1000; g++)
    {
      TmPlayConfig config = { 0 };

      config.n_players = 2 + g % 3;
      config.seed = 7000 + g;
      config.options[TM_PRISONER_OPT_MOVEMENT] = g % 2;
      rules->init (s, &config);
      while (!s->game_over)
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          guint episode = s->hand_number;
          guint n = rules->legal_moves (s, moves);

          /* Heuristic play half of the time, so that hands get somewhere. */
          if (tm_rng_below (&rng, 2))
            rules->apply_move (s, moves[tm_rng_below (&rng, n)]);
          else
            {
              g_autofree State *view = g_new0 (State, 1);

              rules->observe (s, rules->current_player (s), view);
              rules->apply_move (s, rules->heuristic (view, &rng));
            }
          if (s->hand_number != episode || s->game_over)
            {
              check_scorer (scorers[s->n_players], s);
              hands++;
              escapes += s->last_result == TM_PRISONER_RESULT_ESCAPE;
              plots += s->last_result == TM_PRISONER_RESULT_PLOT;
            }
        }
    }

  g_test_message ("%u hands, %u escapes, %u plots", hands, escapes, plots);
  g_assert_cmpuint (escapes, >, 100);
  g_assert_cmpuint (plots, >, 20);
  for (guint n = 2; n <= 4; n++)
    g_object_unref (scorers[n]);
}

/* The Movement rules */

static void
test_movement_placement (void)
{
  g_autofree State *s = new_state (3, "{\"movement\": true}");
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n;

  /* A Perimeter place goes two steps or more from the Green Dome. */
  no_placing (s, TM_PRISONER_PHASE_PLACE);
  for (guint i = 0; i < s->n_village; i++)
    if (s->village[i] == place ("graveyard"))
      {
        s->village[i] = s->village[--s->n_village];
        s->village[s->n_village] = 0;
      }
  s->placing = place ("graveyard");
  tm_test_play_assert_sane (rules, s);
  /* Only the Green Dome is laid: every spot is one step away, so any
   * touching spot will do. */
  g_assert_cmpuint (n_legal (s), ==, 8);
  lay (s, "cafe", 1, 0);
  n = rules->legal_moves (s, moves);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (tm_prisoner_cell_distance (moves[i].card, TM_PRISONER_MAP_CENTRE), ==, 2);
  g_assert_cmpuint (n, ==, 3);
  refuse (s, "place:0,1", "options", "village-placement");
  refuse (s, "place:3,3", "options", "village-placement");
  apply (s, "place:2,1");
  g_assert_cmpuint (s->map[cell_at (2, 1)], ==, place ("graveyard"));
  g_assert_cmpint (s->phase, ==, TM_PRISONER_PHASE_STEP);
}

static void
test_movement_underground (void)
{
  g_autofree State *s = new_state (3, "{\"movement\": true}");

  /* Lay the card being placed out of the way, then an Underground place
   * next to a plain one. */
  no_placing (s, TM_PRISONER_PHASE_STEP);
  lay (s, "cafe", 1, 0);
  lay (s, "tv-studio", 2, 0);
  lay (s, "bandstand", 2, 1);
  tm_test_play_assert_sane (rules, s);

  /* From the Green Dome (Underground Access) into the TV Studio? Not
   * touching.  From the Cafe (plain) into it: no. */
  s->pawn[0] = cell_at (1, 0);
  refuse (s, "step:2,0", "options", NULL);
  g_assert_true (is_legal (s, "step:2,1"));
  /* From the Green Dome, next to it once the Control Room is laid. */
  lay (s, "control-room", 1, 1);
  s->pawn[0] = TM_PRISONER_MAP_CENTRE;
  g_assert_true (is_legal (s, "step:1,1"));
  apply (s, "step:1,1");
  /* Underground to Underground is fine. */
  g_assert_true (tm_prisoner_can_step (s, cell_at (1, 1), cell_at (2, 0)));
  g_assert_false (tm_prisoner_can_step (s, cell_at (1, 1), cell_at (2, 1)));
}

static void
test_movement_escape_needs_pawn (void)
{
  g_autofree State *s = new_state (3, "{\"movement\": true}");

  no_placing (s, TM_PRISONER_PHASE_PLAY);
  lay (s, "beach", 1, 1);
  set_hand (s, 0, "boat butler");
  refuse (s, "boat", "options", "movement-escape-location");
  s->pawn[0] = s->cell_of[place ("beach")];
  apply (s, "boat");
  g_assert_cmpuint (s->escape_owner[0], ==, 0);
}

static void
test_movement_role_moves (void)
{
  g_autofree State *s = new_state (3, "{\"movement\": true}");

  no_placing (s, TM_PRISONER_PHASE_PLAY);
  lay (s, "number-sixs-cottage", 0, 1);
  lay (s, "hospital", 0, -1);
  lay (s, "beach", 1, 1);

  /* Number 6 goes to the Cottage. */
  set_hand (s, 0, "number-six");
  apply (s, "number-six");
  g_assert_cmpuint (s->pawn[0], ==, s->cell_of[place ("number-sixs-cottage")]);

  /* Rover sends the recaptured player to the Hospital. */
  no_placing (s, TM_PRISONER_PHASE_PLAY);
  in_play (s, "boat", 0);
  s->pawn[0] = s->cell_of[place ("beach")];
  set_hand (s, 1, "rover");
  apply (s, "rover:boat");
  g_assert_cmpuint (s->pawn[0], ==, s->cell_of[place ("hospital")]);

  /* Number 2 goes to the Green Dome. */
  no_placing (s, TM_PRISONER_PHASE_PLAY);
  s->pawn[2] = s->cell_of[place ("beach")];
  set_hand (s, 2, "number-two");
  apply (s, "number-two");
  g_assert_cmpuint (s->pawn[2], ==, TM_PRISONER_MAP_CENTRE);
}

/* What each seat may see */

static void
test_observation (void)
{
  g_autofree State *s = new_state (3, NULL);
  g_autofree State *view = g_new0 (State, 1);
  g_autofree State *sample = g_new0 (State, 1);
  TmRng rng;

  set_hand (s, 0, "alison boat");
  set_hand (s, 1, "butler butler number-one guard helicopter taxi");
  apply (s, "alison:1");

  /* Seat 0 keeps the four cards it saw; seat 2 sees none of them. */
  rules->observe (s, 0, view);
  g_assert_cmpmem (view->hand[1], TM_PRISONER_N_TYPES, s->known[0][1], TM_PRISONER_N_TYPES);
  rules->observe (s, 2, view);
  g_assert_cmpuint (known_total (view, 0, 1), ==, 0);
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    g_assert_cmpuint (view->hand[1][c], ==, 0);

  /* A sample from seat 0's view has those four cards in seat 1's hand. */
  rules->observe (s, 0, view);
  tm_rng_init (&rng, 3);
  for (guint k = 0; k < 20; k++)
    {
      rules->sample (view, &rng, sample);
      tm_test_play_assert_sane (rules, sample);
      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        g_assert_cmpuint (sample->hand[1][c], >=, s->known[0][1][c]);
    }
}

/* The tables in the engine are the deck data's. */
static void
test_deck_data (void)
{
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (NULL);
  TmDeck *info = tm_catalogue_get_deck (catalogue, "prisoner-info", NULL);
  TmDeck *village = tm_catalogue_get_deck (catalogue, "prisoner-village", NULL);
  guint8 counts[TM_PRISONER_N_TYPES] = { 0 };
  guint n;

  g_assert_nonnull (info);
  g_assert_nonnull (village);
  n = g_list_model_get_n_items (G_LIST_MODEL (info));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmCard) item = g_list_model_get_item (G_LIST_MODEL (info), i);
      const char *id = tm_card_get_id (item);
      int c = g_str_has_prefix (id, "number-two-") ? TM_PRISONER_NUMBER_TWO
                                                   : tm_prisoner_card_from_id (id);
      const char * const *needs = tm_card_get_requires (item);
      guint32 places = 0;

      g_assert_cmpint (c, >=, 0);
      counts[c] += tm_card_get_count (item);
      for (guint k = 0; needs && needs[k]; k++)
        places |= 1u << place (needs[k]);
      g_assert_cmpuint (places, ==, tm_prisoner_cards ()->requires[c]);
      g_assert_cmpint (tm_prisoner_is_escape (c), ==, g_str_equal (tm_card_get_kind (item), "escape"));
      g_assert_cmpint (tm_prisoner_is_plot (c), ==, g_str_equal (tm_card_get_kind (item), "plot"));
      g_assert_cmpint (tm_prisoner_is_recapture (c), ==,
                       g_str_equal (tm_card_get_kind (item), "recapture"));
      g_assert_cmpint (tm_prisoner_is_foil (c), ==, g_str_equal (tm_card_get_kind (item), "foil"));
      g_assert_cmpint (tm_prisoner_is_tally_ho (c), ==,
                       g_str_equal (tm_card_get_kind (item), "tally-ho"));
    }
  g_assert_cmpmem (counts, sizeof counts, tm_prisoner_cards ()->counts, sizeof counts);

  n = g_list_model_get_n_items (G_LIST_MODEL (village));
  g_assert_cmpuint (n, ==, TM_PRISONER_N_PLACES);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmCard) item = g_list_model_get_item (G_LIST_MODEL (village), i);
      State plain = { 0 };

      g_assert_cmpstr (tm_card_get_id (item), ==, tm_prisoner_cards ()->place_ids[i]);
      g_assert_cmpint (tm_prisoner_is_perimeter (&plain, i), ==, tm_card_get_perimeter (item));
      g_assert_cmpint (tm_prisoner_is_underground (i), ==, tm_card_get_underground (item));
      g_assert_cmpint (tm_prisoner_is_access (i), ==, tm_card_get_underground_access (item));
    }
  {
    /* The option puts the Stone Boat and the Free Sea on the Perimeter. */
    State shore = { 0 };

    shore.shore_perimeter = 1;
    g_assert_true (tm_prisoner_is_perimeter (&shore, place ("stone-boat")));
    g_assert_true (tm_prisoner_is_perimeter (&shore, place ("free-sea")));
  }
}

/* Random play with every card accounted for after every move. */
static void
test_soak (void)
{
  const char *env = g_getenv ("TM_PRISONER_SOAK_MOVES");
  guint64 target = env ? g_ascii_strtoull (env, NULL, 10) : 20000, moves = 0;
  g_autofree State *s = g_new0 (State, 1);
  guint games = 0;
  TmRng rng;

  tm_rng_init (&rng, 2024);
  while (moves < target)
    {
      TmPlayConfig config = { 0 };

      config.n_players = 2 + games % 3;
      config.seed = games;
      config.options[TM_PRISONER_OPT_MOVEMENT] = (games / 3) % 2;
      config.options[TM_PRISONER_OPT_SHORE_PERIMETER] = (games / 6) % 2;
      config.options[TM_PRISONER_OPT_RESHUFFLE] = (games / 12) % 2;
      rules->init (s, &config);
      games++;
      tm_test_play_random_moves (rules, s, &rng, &moves, target, games);
    }
  g_test_message ("%" G_GUINT64_FORMAT " moves in %u games, every card accounted for after each",
                  moves, games);
  if (env != NULL)
    g_print ("soak: %" G_GUINT64_FORMAT " moves in %u games\n", moves, games);
}

/* A bad card id in a hand, or in what a seat knows of another, is
 * reported once: a second report over the first was a GLib warning. */
static void
test_json_bad_hand_card (void)
{
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("prisoner", 3, 5, NULL, NULL);
      g_autoptr(JsonNode) node = tm_play_state_to_json (state);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlayState) back = NULL;
      JsonObject *inner = json_object_get_object_member (json_node_get_object (node), "state");
      JsonArray *cards;

      if (round == 0)
        cards = json_object_get_array_member (
          json_array_get_object_element (json_object_get_array_member (inner, "hands"), 0),
          "cards");
      else
        cards = json_array_get_array_element (
          json_array_get_array_element (json_object_get_array_member (inner, "known"), 0), 1);
      json_object_remove_member (json_node_get_object (node), "moves");
      json_array_add_string_element (cards, "no-such-card");
      back = tm_play_state_new_from_json (node, &error);
      g_assert_null (back);
      g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "an element is not a card id of the game"));
      g_assert_nonnull (strstr (error->message, round == 0 ? "“hands”" : "“known”"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();
  rules = tm_play_rules_lookup ("prisoner");

  g_test_add_func ("/engine/prisoner/deal", test_deal);
  g_test_add_func ("/engine/prisoner/turn-order", test_turn_order);
  g_test_add_func ("/engine/prisoner/roles/six-drawn-by-two", test_roles_six_drawn_by_two);
  g_test_add_func ("/engine/prisoner/roles/six-by-kosho", test_roles_six_by_kosho);
  g_test_add_func ("/engine/prisoner/roles/seltzman-onto-six", test_roles_seltzman_onto_six);
  g_test_add_func ("/engine/prisoner/roles/two-over-two", test_roles_two_over_two);
  g_test_add_func ("/engine/prisoner/end/empty-pile", test_end_empty_pile);
  g_test_add_func ("/engine/prisoner/end/reshuffle-once", test_end_reshuffle_once);
  g_test_add_func ("/engine/prisoner/end/village-deck-empty", test_end_village_deck_empty);
  g_test_add_func ("/engine/prisoner/end/game", test_end_of_game);
  TM_TEST_ADD_CASES ("/engine/prisoner/scoring", scoring, test_scoring);
  g_test_add_func ("/engine/prisoner/scoring/by-scorer", test_scoring_by_scorer);
  g_test_add_func ("/engine/prisoner/scorer-agrees", test_scorer_agrees);
  g_test_add_func ("/engine/prisoner/movement/placement", test_movement_placement);
  g_test_add_func ("/engine/prisoner/movement/underground", test_movement_underground);
  g_test_add_func ("/engine/prisoner/movement/escape-needs-pawn", test_movement_escape_needs_pawn);
  g_test_add_func ("/engine/prisoner/movement/role-moves", test_movement_role_moves);
  g_test_add_func ("/engine/prisoner/observation", test_observation);
  g_test_add_func ("/engine/prisoner/deck-data", test_deck_data);
  g_test_add_func ("/engine/prisoner/json-bad-hand-card", test_json_bad_hand_card);
  g_test_add_func ("/engine/prisoner/soak", test_soak);

  return g_test_run ();
}
