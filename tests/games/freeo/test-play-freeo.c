/* test-play-freeo.c: every rule of Free-O, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-test-games.h"
#include "games/freeo/tm-freeo-play.h"

/* The deck as play read it (the rules are prepared in main()). */
#define CARDS (tm_freeo_cards ())

/* A card's type, by its id in the deck. */
static guint8
card (const char *id)
{
  int c = tm_freeo_card_from_id (id);

  g_assert_cmpint (c, >=, 0);
  return (guint8) c;
}

/* A position built by hand: the hands, the top card and what is owed.
 * Every other card goes to the discard pile, except n_draw cards (the
 * first that are left, then draw_top, whose last card is drawn first). */
typedef struct
{
  guint       n_players;
  const char *hands[8];
  const char *top;
  const char *owed;          /* "nothing", "match" or "capture" */
  int         current;
  int         n_draw;
  const char *draw_top;
  const char *options;       /* JSON object text, or NULL */
  int         totals[8];
  int         capturer;      /* -1: the seat before current */
} Setup;

static void
add_cards (JsonBuilder *builder,
           const char  *cards,
           guint8      *left)
{
  g_auto(GStrv) ids = g_strsplit (cards ? cards : "", " ", -1);

  for (guint i = 0; ids[i]; i++)
    {
      int card;

      if (ids[i][0] == '\0')
        continue;
      card = tm_freeo_card_from_id (ids[i]);
      g_assert_cmpint (card, >=, 0);
      g_assert_cmpint (left[card], >, 0);
      left[card]--;
      json_builder_add_string_value (builder, ids[i]);
    }
}

static TmPlayState *
setup_state (const Setup *setup)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  guint8 left[TM_FREEO_MAX_TYPES];
  guint8 draw_left[TM_FREEO_MAX_TYPES];
  guint n = setup->n_players;
  int top = tm_freeo_card_from_id (setup->top);
  int n_draw = setup->n_draw;
  TmPlayState *state;

  memcpy (left, CARDS->counts, sizeof left);
  g_assert_cmpint (top, >=, 0);
  left[top]--;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "freeo");
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, n);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, 1);
  if (setup->options)
    {
      json_builder_set_member_name (b, "options");
      json_builder_add_value (b, json_from_string (setup->options, NULL));
    }
  json_builder_set_member_name (b, "state");
  json_builder_begin_object (b);

  json_builder_set_member_name (b, "hands");
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    {
      g_auto(GStrv) ids = g_strsplit (setup->hands[p] ? setup->hands[p] : "", " ", -1);
      guint count = 0;

      for (guint i = 0; ids[i]; i++)
        count += ids[i][0] != '\0';
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "count");
      json_builder_add_int_value (b, count);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      add_cards (b, setup->hands[p], left);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  /* The draw pile: plain cards first, then draw_top. */
  {
    g_auto(GStrv) tops = g_strsplit (setup->draw_top ? setup->draw_top : "", " ", -1);
    guint n_tops = 0;
    guint8 scratch[TM_FREEO_MAX_TYPES];

    for (guint i = 0; tops[i]; i++)
      n_tops += tops[i][0] != '\0';
    memcpy (scratch, left, sizeof scratch);
    for (guint i = 0; tops[i]; i++)
      if (tops[i][0])
        scratch[tm_freeo_card_from_id (tops[i])]--;
    if (n_draw < 0)
      n_draw = 40;

    json_builder_set_member_name (b, "draw");
    json_builder_begin_array (b);
    memset (draw_left, 0, sizeof draw_left);
    for (guint c = 0, k = 0; c < CARDS->n_types && k + n_tops < (guint) n_draw; c++)
      for (; scratch[c] > 0 && k + n_tops < (guint) n_draw; k++)
        {
          scratch[c]--;
          left[c]--;
          json_builder_add_string_value (b, CARDS->ids[c]);
        }
    add_cards (b, setup->draw_top, left);
    json_builder_end_array (b);
    json_builder_set_member_name (b, "draw_count");
    json_builder_add_int_value (b, n_draw);
  }

  json_builder_set_member_name (b, "discard");
  json_builder_begin_array (b);
  for (guint c = 0; c < CARDS->n_types; c++)
    for (guint k = 0; k < left[c]; k++)
      json_builder_add_string_value (b, CARDS->ids[c]);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "top");
  json_builder_add_string_value (b, setup->top);
  json_builder_set_member_name (b, "owed");
  json_builder_add_string_value (b, setup->owed);
  if (g_str_equal (setup->owed, "match"))
    {
      json_builder_set_member_name (b, "owed_place");
      json_builder_add_string_value (b, setup->top + 5);
    }
  if (g_str_equal (setup->owed, "capture"))
    {
      json_builder_set_member_name (b, "capturer");
      json_builder_add_int_value (b, setup->capturer > 0 ? setup->capturer
                                     : (int) ((setup->current + n - 1) % n));
    }
  json_builder_set_member_name (b, "hand_number");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "dealer");
  json_builder_add_int_value (b, (setup->current + n - 1) % n);
  json_builder_set_member_name (b, "current");
  json_builder_add_int_value (b, setup->current);
  json_builder_set_member_name (b, "active");
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (b, p);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "wild_played");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_set_member_name (b, "extra_turn");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_set_member_name (b, "went_out");
  json_builder_add_int_value (b, -1);
  json_builder_set_member_name (b, "stuck");
  json_builder_add_int_value (b, 0);
  json_builder_set_member_name (b, "moves_in_hand");
  json_builder_add_int_value (b, 0);
  json_builder_set_member_name (b, "rng");
  json_builder_begin_array (b);
  for (guint i = 0; i < 4; i++)
    json_builder_add_string_value (b, "0123456789abcdef");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "totals");
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (b, setup->totals[p]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "hand_points");
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (b, 0);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "hand_winner");
  json_builder_add_int_value (b, -1);
  json_builder_set_member_name (b, "in_playoff");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_set_member_name (b, "game_over");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  json_builder_end_array (b);

  json_builder_end_object (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  state = tm_play_state_new_from_json (root, &error);
  g_assert_no_error (error);
  return state;
}

static const TmFreeoState *
raw (TmPlayState *state)
{
  return tm_play_state_peek_data (state);
}

static char *
legal_string (TmPlayState *state)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tm_play_state_move_to_string (state, &moves[i]);

      g_string_append_printf (out, "%s%s", i ? " " : "", text);
    }
  return g_string_free (out, FALSE);
}

static void
apply (TmPlayState *state,
       const char  *move)
{
  g_autoptr(GError) error = NULL;

  tm_play_state_apply_move_text (state, move, &error);
  g_assert_no_error (error);
}

static void
test_deck_matches_data (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  TmDeck *deck;

  g_assert_no_error (error);
  deck = tm_catalogue_get_deck (catalogue, "freeo", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_deck_get_size (deck), ==, CARDS->deck_size);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (deck)), ==, CARDS->n_types);
  for (guint c = 0; c < CARDS->n_types; c++)
    {
      TmCard *data = tm_deck_lookup_card (deck, CARDS->ids[c]);

      g_assert_nonnull (data);
      g_assert_cmpuint (tm_card_get_count (data), ==, CARDS->counts[c]);
      g_assert_cmpint (tm_card_get_points (data), ==, CARDS->points[c]);
    }
}

/* The Free-O deck with one card's field changed (@json_value NULL: taken
 * out), read as a deck. */
static TmDeck *
changed_deck (TmCatalogue *catalogue,
              const char  *card_id,
              const char  *json_member,
              const char  *json_value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data ("/io/github/tablemate/Tablemate/games/freeo/decks/freeo.json",
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(JsonNode) root = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
  g_autoptr(GBytes) changed = NULL;
  JsonArray *cards = json_object_get_array_member (json_node_get_object (root), "cards");
  TmDeck *deck;
  char *text;

  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      JsonObject *card = json_array_get_object_element (cards, i);

      if (!g_str_equal (json_object_get_string_member (card, "id"), card_id))
        continue;
      if (json_value == NULL)
        json_object_remove_member (card, json_member);
      else
        json_object_set_member (card, json_member, json_from_string (json_value, NULL));
    }
  text = json_to_string (root, FALSE);
  changed = g_bytes_new_take (text, strlen (text));
  deck = tm_deck_new_from_bytes (changed, "decks/freeo.json", tm_catalogue_get_effects (catalogue),
                                 &error);
  g_assert_no_error (error);
  return deck;
}

/* Back to the shipped deck, for the other tests. */
static void
prepare_shipped (TmCatalogue *catalogue)
{
  g_autoptr(GError) error = NULL;
  TmDeck *decks[2] = { tm_catalogue_get_deck (catalogue, "freeo", NULL), NULL };

  g_assert_true (tm_play_rules_prepare (tm_play_rules_lookup ("freeo"), decks, &error));
  g_assert_no_error (error);
}

/* A deck play cannot use is refused, naming the file, card and field; a
 * deck it can use is played as it says. */
static void
test_deck_from_data (void)
{
  static const struct
  {
    const char *card;
    const char *member;
    const char *value;
    const char *message;
  } cases[] = {
    { "wild", "points", NULL,
      "decks/freeo.json: card “wild”: field “points”: Free-O's play counts what each card "
      "left in hand is worth" },
    { "captured", "effect", "[{\"op\": \"match_any\"}]",
      "decks/freeo.json: card “wild”: field “effect”: “match_any” is already what card "
      "“captured” does; Free-O's play needs one card for it" },
    { "draw-a-card", "effect", "[{\"op\": \"extra_turn\"}]",
      "decks/freeo.json: card “draw-a-card”: field “effect”: Free-O's play needs each card to "
      "demand a match at a place or to do one of: next_player_wild_or_draw, "
      "target_player_draws, match_any" },
    { "seek-car", "effect", "[{\"op\": \"demand_match\", \"place\": \"house\"}]",
      "decks/freeo.json: card “seek-car”: field “effect”: card “seek-house” already searches "
      "the house" },
    { "captured", "effect", "[{\"op\": \"next_player_wild_or_draw\", \"count\": 20}]",
      "decks/freeo.json: card “captured”: field “effect”: “next_player_wild_or_draw” must draw "
      "from 1 to 10 cards for Free-O's play" },
    { "wild", "count", "60",
      "decks/freeo.json: card “wild”: field “count”: Free-O's play has room for 120 cards in all" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  const TmPlayRules *rules = tm_play_rules_lookup ("freeo");

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TmDeck) deck = changed_deck (catalogue, cases[i].card, cases[i].member,
                                             cases[i].value);
      TmDeck *decks[2] = { deck, NULL };

      g_assert_false (tm_play_rules_prepare (rules, decks, &error));
      g_assert_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_clear_error (&error);
    }

  /* A capture that costs three cards and a wild worth -3: played so. */
  {
    g_autoptr(TmDeck) deck = changed_deck (catalogue, "captured", "effect",
                                           "[{\"op\": \"cancel_previous\"}, "
                                           "{\"op\": \"next_player_wild_or_draw\", \"count\": 3}]");
    TmDeck *decks[2] = { deck, NULL };
    Setup setup = { 3, { "captured seek-car", "seek-tree seek-shed", "seek-tree" }, "seek-house", "match", 0, 20 };
    g_autoptr(TmPlayState) state = NULL;

    g_assert_true (tm_play_rules_prepare (rules, decks, &error));
    g_assert_no_error (error);
    state = setup_state (&setup);
    apply (state, "captured");
    apply (state, "draw");
    g_assert_cmpuint (raw (state)->hand_size[1], ==, 2 + 3);
  }
  {
    g_autoptr(TmDeck) deck = changed_deck (catalogue, "wild", "points", "-3");
    TmDeck *decks[2] = { deck, NULL };

    g_assert_true (tm_play_rules_prepare (rules, decks, &error));
    g_assert_cmpint (CARDS->points[card ("wild")], ==, -3);
  }
  prepare_shipped (catalogue);
  g_assert_cmpint (CARDS->points[card ("wild")], ==, -1);
}

static void
test_deal (void)
{
  for (guint n = 2; n <= 8; n++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", n, 42 + n, NULL, &error);
      const TmFreeoState *s;
      guint discard = 0;

      g_assert_no_error (error);
      s = raw (state);
      for (guint p = 0; p < n; p++)
        g_assert_cmpuint (s->hand_size[p], ==, 6);
      for (guint c = 0; c < CARDS->n_types; c++)
        discard += s->discard[c];
      /* Setup table: 90 - 6n - the start card - cards turned over. */
      g_assert_cmpuint (CARDS->deck_size, ==, 90);
      g_assert_cmpuint (s->n_draw, ==, 90 - 6 * n - 1 - discard);
      g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);
      g_assert_cmpuint (s->dealer, ==, n - 1);
      g_assert_cmpint (s->top, !=, card ("wild"));
      g_assert_cmpint (s->top, !=, card ("draw-a-card"));
    }
}

static void
test_players_range (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) one = tm_play_state_new ("freeo", 1, 1, NULL, &error);

  g_assert_null (one);
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_PLAYERS);
  g_clear_error (&error);
  g_assert_null (tm_play_state_new ("freeo", 9, 1, NULL, &error));
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_PLAYERS);
  g_clear_error (&error);
  g_assert_null (tm_play_state_new ("tarot", 2, 1, NULL, &error));
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_UNKNOWN_GAME);
}

static void
test_bad_options (void)
{
  const char *cases[][2] = {
    { "{\"no-such-option\": true}", "no-such-option" },
    { "{\"wild-anytime\": 3}", "wild-anytime" },
    { "{\"target-score\": 0}", "target-score" },
    { "{\"target-score\": true}", "target-score" },
  };
  const char *typed[][2] = {
    { "{'no-such-option': <true>}", "no-such-option" },
    { "{'wild-anytime': <3>}", "wild-anytime" },
    { "{'target-score': <0>}", "target-score" },
    { "{'target-score': <true>}", "target-score" },
  };

  /* As a saved game gives them... */
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *saved = g_strdup_printf ("{\"version\": 1, \"kind\": \"game\", "
                                                "\"game\": \"freeo\", \"players\": 3, "
                                                "\"seed\": 1, \"options\": %s, \"moves\": []}",
                                                cases[i][0]);
      g_autoptr(JsonNode) node = json_from_string (saved, NULL);
      g_autoptr(TmPlayState) state = tm_play_state_new_from_json (node, &error);

      g_assert_null (state);
      g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION);
      g_assert_nonnull (strstr (error->message, cases[i][1]));
    }

  /* ... and as typed values. */
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlayState) state =
        tm_play_state_new ("freeo", 3, 1, g_variant_new_parsed (typed[i][0]), &error);

      g_assert_null (state);
      g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION);
      g_assert_nonnull (strstr (error->message, typed[i][1]));
    }
}

/* The start card: wilds and Draw A Card are covered; a capture stands
 * unless the option turns it over too. */
static void
test_start_card (void)
{
  gboolean saw_turned = FALSE, saw_capture = FALSE;
  g_autoptr(GVariant) opt = g_variant_ref_sink (g_variant_new_parsed ("{'turn-over-captured-start': <true>}"));

  for (guint64 seed = 0; seed < 3000; seed++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 4, seed, NULL, NULL);
      g_autoptr(TmPlayState) other =
        tm_play_state_new ("freeo", 4, seed, opt, NULL);
      const TmFreeoState *s = raw (state);
      const TmFreeoState *o = raw (other);
      guint turned = 0;

      for (guint c = 0; c < CARDS->n_types; c++)
        turned += s->discard[c];
      g_assert_cmpuint (turned, ==, s->discard[card ("wild")] + s->discard[card ("draw-a-card")]);
      saw_turned |= turned > 0;

      g_assert_cmpint (o->top, !=, card ("captured"));
      g_assert_cmpuint (o->discard[card ("seek-house")], ==, 0);
      if (s->top == card ("captured"))
        {
          /* Ruling captured-as-start-card: seat 0 must answer it. */
          g_autofree char *legal = legal_string (state);

          saw_capture = TRUE;
          g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_CAPTURE);
          g_assert_true (g_str_equal (legal, "wild") || g_str_equal (legal, "draw"));
          g_assert_cmpuint (o->discard[card ("captured")], >=, 1);
        }
      else if (s->top < CARDS->n_places)
        {
          g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_MATCH);
          g_assert_cmpint (s->turn.owed_place, ==, s->top);
        }
    }
  g_assert_true (saw_turned);
  g_assert_true (saw_capture);
}

/* The worked example of the rules, move by move (turn section). */
static void
test_worked_example (void)
{
  Setup setup = {
    .n_players = 4,
    .hands = {
      "seek-fence seek-tree wild",
      "captured seek-car seek-car",
      "seek-shed seek-barrel seek-barrel",
      "draw-a-card seek-tree seek-tree",
    },
    .top = "seek-house",
    .owed = "match",
    .current = 0,
    .n_draw = 30,
  };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);
  char *legal;

  /* A house search is owed; no house card, so a wild (or a capture). */
  legal = legal_string (state);
  g_assert_cmpstr (legal, ==, "wild");
  g_free (legal);
  apply (state, "wild");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);   /* extra turn */
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_NOTHING);
  legal = legal_string (state);
  g_assert_cmpstr (legal, ==, "seek-tree seek-fence");
  g_free (legal);
  apply (state, "seek-fence");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_MATCH);
  g_assert_cmpint (s->turn.owed_place, ==, card ("seek-fence"));

  /* Cat captures: the fence search is cancelled and Dev is caught. */
  legal = legal_string (state);
  g_assert_cmpstr (legal, ==, "captured");
  g_free (legal);
  apply (state, "captured");
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_CAPTURE);
  legal = legal_string (state);
  g_assert_cmpstr (legal, ==, "draw");
  g_free (legal);
  apply (state, "draw");
  g_assert_cmpuint (s->hand_size[2], ==, 5);

  /* Ann owes nothing and pays Cat back. */
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 3);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_NOTHING);
  apply (state, "draw-a-card:1");
  g_assert_cmpuint (s->hand_size[1], ==, 3);
  g_assert_cmpuint (s->hand_size[3], ==, 2);

  /* Back to Ben, who may start anything. */
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_NOTHING);
  g_assert_cmpuint (s->hand_size[0], ==, 1);
  g_assert_cmpuint (tm_play_state_get_n_moves (state), ==, 5);
}

typedef struct
{
  const char *name;
  Setup       setup;
  const char *before;        /* moves to play first, space-separated */
  const char *move;
  const char *section;       /* NULL: the move is legal */
  const char *ruling;
} MoveCase;

static const MoveCase move_cases[] = {
  { "match-same-place", { 3, { "seek-house seek-car", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20 },
    NULL, "seek-house", NULL, NULL },
  { "match-other-place", { 3, { "seek-house seek-car", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20 },
    NULL, "seek-car", "turn", "what-is-a-match" },
  { "captured-on-search", { 3, { "captured seek-car", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20 },
    NULL, "captured", NULL, NULL },
  { "draw-a-card-when-match-owed", { 3, { "draw-a-card seek-car", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20 },
    NULL, "draw-a-card:1", "cards", "draw-a-card-target" },
  { "draw-a-card-on-self", { 3, { "draw-a-card seek-car", "seek-tree", "seek-tree" }, "captured", "nothing", 0, 20 },
    NULL, "draw-a-card:0", "cards", "draw-a-card-target" },
  { "draw-a-card-on-empty-seat", { 3, { "draw-a-card seek-car", "seek-tree", "seek-tree" }, "captured", "nothing", 0, 20 },
    NULL, "draw-a-card:5", "cards", "draw-a-card-target" },
  { "draw-a-card-on-anyone", { 3, { "draw-a-card seek-car", "seek-tree", "seek-tree" }, "captured", "nothing", 0, 20 },
    NULL, "draw-a-card:2", NULL, NULL },
  { "wild-when-nothing-owed", { 3, { "wild seek-car", "seek-tree", "seek-tree" }, "captured", "nothing", 0, 20 },
    NULL, "wild", "turn", "wild-when-nothing-owed" },
  { "wild-anytime-option", { 3, { "wild seek-car", "seek-tree", "seek-tree" }, "captured", "nothing", 0, 20, NULL, "{\"wild-anytime\": true}" },
    NULL, "wild", NULL, NULL },
  { "wild-as-last-card", { 3, { "wild", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20 },
    NULL, "wild", "turn", "wild-as-only-card" },
  { "wild-as-last-card-against-capture", { 3, { "wild", "seek-tree", "seek-tree" }, "captured", "capture", 0, 20 },
    NULL, "wild", "turn", "wild-as-only-card" },
  { "second-wild-in-a-turn", { 3, { "wild wild seek-car", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20, NULL, "{\"wild-anytime\": true}" },
    "wild", "wild", "turn", "extra-turn-after-wild" },
  { "only-wild-answers-capture", { 3, { "seek-house captured wild", "seek-tree", "seek-tree" }, "captured", "capture", 0, 20 },
    NULL, "seek-house", "cards", NULL },
  { "capture-on-capture", { 3, { "seek-house captured wild", "seek-tree", "seek-tree" }, "captured", "capture", 0, 20 },
    NULL, "captured", "cards", NULL },
  { "draw-a-card-against-capture", { 3, { "draw-a-card wild seek-car", "seek-tree", "seek-tree" }, "captured", "capture", 0, 20 },
    NULL, "draw-a-card:1", "cards", NULL },
  { "draw-while-able-to-play", { 3, { "seek-house seek-car", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20 },
    NULL, "draw", "turn", NULL },
  { "card-not-held", { 3, { "seek-house seek-car", "seek-tree", "seek-tree" }, "captured", "nothing", 0, 20 },
    NULL, "seek-barrel", "turn", NULL },
  { "draw-when-stuck", { 3, { "seek-car seek-car", "seek-tree", "seek-tree" }, "seek-house", "match", 0, 20 },
    NULL, "draw", NULL, NULL },
};

static void
test_move_case (gconstpointer data)
{
  const MoveCase *c = data;
  g_autoptr(TmPlayState) state = setup_state (&c->setup);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) before = g_strsplit (c->before ? c->before : "", " ", -1);
  const char *section = NULL;
  guint n_before = 0;
  TmMove move;
  gboolean ok;

  for (guint i = 0; before[i]; i++)
    if (before[i][0])
      {
        apply (state, before[i]);
        n_before++;
      }

  g_assert_true (tm_play_state_parse_move (state, c->move, &move, NULL));
  ok = tm_play_state_check_move (state, &move, &section, &error);
  if (c->section == NULL)
    {
      g_assert_no_error (error);
      g_assert_true (ok);
      g_assert_true (tm_play_state_apply_move (state, &move, NULL));
      return;
    }

  g_assert_false (ok);
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (section, ==, c->section);
  g_assert_nonnull (strstr (error->message, c->section));
  if (c->ruling)
    g_assert_nonnull (strstr (error->message, c->ruling));
  g_clear_error (&error);

  /* Applying it fails the same way and changes nothing. */
  g_assert_false (tm_play_state_apply_move (state, &move, &error));
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (tm_play_state_get_n_moves (state), ==, n_before);
}

static void
test_bad_move_text (void)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 3, 5, NULL, NULL);
  const char *texts[] = { "", "seek", "draw-a-card", "draw-a-card:x", "draw-a-card:9", "wild ", "turn:1" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (tm_play_state_apply_move_text (state, texts[i], &error));
      g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_MOVE_TEXT);
    }
}

/* A wild answering a capture earns no extra turn; the next plays freely. */
static void
test_wild_answers_capture (void)
{
  Setup setup = { 3, { "wild seek-car", "seek-tree", "seek-tree" }, "captured", "capture", 0, 20 };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);

  apply (state, "wild");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_NOTHING);
  g_assert_cmpuint (s->hand_size[0], ==, 1);
}

/* Drawing two for a capture; the player after plays freely. */
static void
test_capture_penalty (void)
{
  Setup setup = { 3, { "seek-car seek-car", "seek-tree", "seek-tree" }, "captured", "capture", 0, 20 };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);

  apply (state, "draw");
  g_assert_cmpuint (s->hand_size[0], ==, 4);
  g_assert_cmpuint (s->n_draw, ==, 18);
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_NOTHING);
}

/* Unable to match: draw one, the turn ends, the search is still owed. */
static void
test_unmatched_search_stays (void)
{
  Setup setup = { 3, { "seek-car", "seek-house seek-tree", "seek-tree" }, "seek-house", "match", 0, 20, "seek-house" };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);
  g_autofree char *legal = NULL;

  apply (state, "draw");
  /* The card drawn (a house) may not be played: the turn is over. */
  g_assert_cmpuint (s->hand[0][card ("seek-house")], ==, 1);
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_MATCH);
  legal = legal_string (state);
  g_assert_cmpstr (legal, ==, "seek-house");
}

/* The everyone-pays variant: the capture goes round until a wild or
 * until it comes back to whoever laid it. */
static void
test_everyone_pays (void)
{
  Setup setup = { 4, { "captured seek-car", "seek-tree seek-tree", "seek-shed seek-shed", "seek-car seek-car" },
                  "seek-house", "match", 0, 30, NULL, "{\"every-player-draws-two\": true}" };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);

  apply (state, "captured");
  apply (state, "draw");
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_CAPTURE);
  apply (state, "draw");
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_CAPTURE);
  apply (state, "draw");
  g_assert_cmpuint (s->hand_size[1], ==, 4);
  g_assert_cmpuint (s->hand_size[2], ==, 4);
  g_assert_cmpuint (s->hand_size[3], ==, 4);
  /* Back to the capturer, who plays freely. */
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 0);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_NOTHING);
}

static void
test_everyone_pays_wild_stops (void)
{
  Setup setup = { 4, { "captured seek-car", "seek-tree seek-tree", "wild seek-shed", "seek-car seek-car" },
                  "seek-house", "match", 0, 30, NULL, "{\"every-player-draws-two\": true}" };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);

  apply (state, "captured");
  apply (state, "draw");
  apply (state, "wild");
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 3);
  g_assert_cmpint (s->turn.owed, ==, TM_FREEO_OWE_NOTHING);
  g_assert_cmpuint (s->hand_size[3], ==, 2);
}

/* The draw pile runs out: the discard pile but its top is shuffled. */
static void
test_reshuffle (void)
{
  Setup setup = { 3, { "seek-car", "seek-tree seek-tree", "seek-tree" }, "captured", "capture", 0, 1 };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);
  guint discard = 0;
  GString *problems = g_string_new (NULL);

  for (guint c = 0; c < CARDS->n_types; c++)
    discard += s->discard[c];
  apply (state, "draw");
  g_assert_cmpuint (s->hand_size[0], ==, 3);
  g_assert_cmpint (s->top, ==, card ("captured"));
  g_assert_cmpuint (s->n_draw, ==, discard - 1);
  for (guint c = 0; c < CARDS->n_types; c++)
    g_assert_cmpuint (s->discard[c], ==, 0);
  g_assert_true (tm_play_state_get_rules (state)->check_invariants (s, problems));
  g_string_free (problems, TRUE);
}

/* Going out on a capture: the next player answers before scoring. */
static void
test_last_card_captured (void)
{
  Setup setup = { 3, { "captured", "seek-tree seek-car", "seek-tree wild captured" }, "seek-house", "match", 0, 20 };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);

  apply (state, "captured");
  g_assert_cmpuint (s->hand_number, ==, 1);
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
  apply (state, "draw");
  /* Scored: seat 1 holds four seek cards (8), seat 2 2 + 5 - 1 = 6. */
  g_assert_cmpuint (s->hand_number, ==, 2);
  g_assert_cmpint (s->hand_points[0], ==, 0);
  g_assert_cmpint (s->hand_points[1], ==, 8);
  g_assert_cmpint (s->hand_points[2], ==, 6);
  g_assert_cmpint (s->totals[1], ==, 8);
  g_assert_cmpint (s->hand_winner, ==, 0);
  /* The next hand is dealt by the next dealer. */
  g_assert_cmpuint (s->dealer, ==, 0);
  g_assert_cmpint (tm_play_state_get_current_player (state), ==, 1);
}

/* Going out on a Draw A Card: the named player draws before scoring. */
static void
test_last_card_draw (void)
{
  Setup setup = { 3, { "draw-a-card", "seek-tree", "draw-a-card" }, "captured", "nothing", 0, 20 };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);

  apply (state, "draw-a-card:2");
  g_assert_cmpuint (s->hand_number, ==, 2);
  g_assert_cmpint (s->hand_points[1], ==, 2);
  g_assert_cmpint (s->hand_points[2], ==, 1 + 2);   /* the card drawn is a seek */
}

/* Scoring: +5, +2, +1, -1; the game ends at 60 and the lowest wins. */
static void
test_scoring_and_game_end (void)
{
  Setup setup = { 3, { "seek-house", "captured seek-tree seek-tree wild", "wild wild" },
                  "seek-house", "match", 0, 20, NULL, NULL, { 10, 52, 20 } };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  const TmFreeoState *s = raw (state);
  int scores[8];
  double values[8];

  apply (state, "seek-house");
  g_assert_true (tm_play_state_get_is_terminal (state));
  g_assert_cmpint (s->hand_points[1], ==, 8);
  g_assert_cmpint (s->hand_points[2], ==, -2);
  tm_play_state_get_scores (state, scores);
  g_assert_cmpint (scores[0], ==, 10);
  g_assert_cmpint (scores[1], ==, 60);   /* reaching 60 exactly counts */
  g_assert_cmpint (scores[2], ==, 18);
  tm_play_state_get_returns (state, values);
  g_assert_cmpfloat (values[0], ==, 1.0);
  g_assert_cmpfloat (values[1], ==, 0.0);
}

static void
test_target_score_option (void)
{
  Setup setup = { 2, { "seek-house", "seek-tree" }, "seek-house", "match", 0, 20,
                  NULL, "{\"target-score\": 2}", { 0, 0 } };
  g_autoptr(TmPlayState) state = setup_state (&setup);

  apply (state, "seek-house");
  g_assert_true (tm_play_state_get_is_terminal (state));
}

static void
test_tie_shared_and_playoff (void)
{
  Setup shared = { 3, { "seek-house", "seek-tree", "captured" },
                   "seek-house", "match", 0, 20, NULL, NULL, { 2, 56, 0 } };
  Setup playoff = { 3, { "seek-house", "seek-tree", "captured" },
                    "seek-house", "match", 0, 20, NULL, "{\"playoff-hand\": true}", { 2, 56, 0 } };
  g_autoptr(TmPlayState) a = setup_state (&shared);
  g_autoptr(TmPlayState) b = setup_state (&playoff);
  const TmFreeoState *s;
  double values[8];

  /* Seat 0 goes out at 2, seat 2 ends at 5 + 0... make a tie at 2 and 2. */
  apply (a, "seek-house");
  s = raw (a);
  g_assert_cmpint (s->totals[1], ==, 58);
  g_assert_cmpint (s->totals[2], ==, 5);
  g_assert_false (tm_play_state_get_is_terminal (a));   /* nobody reached 60 */

  apply (b, "seek-house");
  s = raw (b);
  g_assert_false (s->in_playoff);

  {
    Setup tie = { 3, { "seek-house", "seek-tree seek-tree seek-tree", "seek-car" },
                  "seek-house", "match", 0, 20, NULL, NULL, { 2, 55, 0 } };
    Setup tie_off = tie;
    g_autoptr(TmPlayState) c = NULL;
    g_autoptr(TmPlayState) d = NULL;

    tie_off.options = "{\"playoff-hand\": true}";
    c = setup_state (&tie);
    d = setup_state (&tie_off);
    apply (c, "seek-house");
    g_assert_true (tm_play_state_get_is_terminal (c));
    tm_play_state_get_returns (c, values);
    g_assert_cmpfloat (values[0], ==, 0.5);   /* 2 and 2: a shared win */
    g_assert_cmpfloat (values[2], ==, 0.5);

    apply (d, "seek-house");
    s = raw (d);
    g_assert_false (tm_play_state_get_is_terminal (d));
    g_assert_true (s->in_playoff);
    g_assert_cmpuint (s->turn.active, ==, 0x5);   /* seats 0 and 2 only */
    g_assert_cmpuint (s->hand_size[1], ==, 0);
  }
}

static void
test_one_hand_option (void)
{
  Setup setup = { 3, { "seek-house", "seek-tree", "captured" },
                  "seek-house", "match", 0, 20, NULL, "{\"one-hand\": true}" };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  double values[8];

  apply (state, "seek-house");
  g_assert_true (tm_play_state_get_is_terminal (state));
  tm_play_state_get_returns (state, values);
  g_assert_cmpfloat (values[0], ==, 1.0);
}

static void
test_json_errors (void)
{
  const char *cases[][2] = {
    { "[]", "JSON object" },
    { "{\"version\": 2, \"game\": \"freeo\", \"players\": 2, \"seed\": 1, \"moves\": []}", "version" },
    { "{\"version\": 1, \"players\": 2, \"seed\": 1, \"moves\": []}", "game" },
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": 2, \"seed\": 1, \"moves\": [\"fly\"]}", "move 1" },
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": 2, \"seed\": 1}", "state" },
    { "{\"version\": 1, \"game\": \"freeo\", \"players\": 2, \"seed\": 1, \"state\": {}}", "Free-O state" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = json_from_string (cases[i][0], NULL);
      g_autoptr(TmPlayState) state = tm_play_state_new_from_json (node, &error);

      g_assert_null (state);
      g_assert_true (error->domain == TM_PLAY_ERROR);
      if (strstr (error->message, cases[i][1]) == NULL)
        g_error ("“%s” does not mention “%s”", error->message, cases[i][1]);
    }
}

/* A card too many in a saved state is caught and named. */
static void
test_json_lost_card (void)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 2, 3, NULL, NULL);
  g_autoptr(JsonNode) node = tm_play_state_to_json (state);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) back = NULL;
  JsonObject *inner = json_object_get_object_member (json_node_get_object (node), "state");
  JsonArray *discard = json_object_get_array_member (inner, "discard");

  json_object_remove_member (json_node_get_object (node), "moves");
  json_array_add_string_element (discard, "wild");
  back = tm_play_state_new_from_json (node, &error);
  g_assert_null (back);
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "wild"));
}

/* A bad card id in a hand is reported once (a second report over the first
 * was a GLib warning), and a list longer than the deck is refused before
 * its counts could wrap around. */
static void
test_json_bad_hand_card (void)
{
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 2, 3, NULL, NULL);
      g_autoptr(JsonNode) node = tm_play_state_to_json (state);
      g_autoptr(GError) error = NULL;
      g_autoptr(TmPlayState) back = NULL;
      JsonObject *inner = json_object_get_object_member (json_node_get_object (node), "state");
      JsonArray *hands = json_object_get_array_member (inner, "hands");
      JsonArray *cards = json_object_get_array_member (json_array_get_object_element (hands, 0),
                                                       "cards");

      json_object_remove_member (json_node_get_object (node), "moves");
      if (round == 0)
        json_array_add_string_element (cards, "no-such-card");
      else
        for (guint i = 0; i < 256; i++)
          json_array_add_string_element (cards, "wild");
      back = tm_play_state_new_from_json (node, &error);
      g_assert_null (back);
      g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
      g_assert_cmpstr (error->message, ==,
                       round == 0
                       ? "Free-O state: field “hands”: an element is not a Free-O card id"
                       : "Free-O state: field “hands”: an array of card ids is required");
    }
}

/* The same seed and moves replay the same game, and a saved state whose
 * moves do not lead to it is refused. */
static void
test_replay (void)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("freeo", 4, 99, NULL, NULL);
  g_autoptr(JsonNode) game = NULL;
  g_autoptr(JsonNode) saved = NULL;
  g_autoptr(TmPlayState) replayed = NULL;
  g_autoptr(TmPlayState) restored = NULL;
  g_autoptr(GError) error = NULL;
  TmRng rng;

  tm_rng_init (&rng, 5);
  for (guint i = 0; i < 40 && !tm_play_state_get_is_terminal (state); i++)
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];
      guint n = tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves));

      g_assert_true (tm_play_state_apply_move (state, &moves[tm_rng_below (&rng, n)], NULL));
    }

  game = tm_play_state_save_game (state);
  g_assert_false (json_object_has_member (json_node_get_object (game), "state"));
  replayed = tm_play_state_new_from_json (game, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (tm_play_state_peek_data (replayed), sizeof (TmFreeoState),
                   tm_play_state_peek_data (state), sizeof (TmFreeoState));
  g_assert_cmpuint (tm_play_state_get_n_moves (replayed), ==, 40);

  saved = tm_play_state_to_json (state);
  restored = tm_play_state_new_from_json (saved, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (tm_play_state_peek_data (restored), sizeof (TmFreeoState),
                   tm_play_state_peek_data (state), sizeof (TmFreeoState));
  g_clear_object (&restored);

  json_array_remove_element (json_object_get_array_member (json_node_get_object (saved), "moves"), 39);
  restored = tm_play_state_new_from_json (saved, &error);
  g_assert_null (restored);
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
}

/* Nothing hidden reaches an observation's JSON. */
static void
test_observation_hides (void)
{
  Setup setup = { 3, { "seek-house wild", "captured captured", "seek-barrel" }, "seek-tree", "match", 0, 20 };
  g_autoptr(TmPlayState) state = setup_state (&setup);
  g_autoptr(JsonNode) node = tm_play_state_observation_to_json (state, 0);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(TmPlayState) observation = tm_play_state_observe (state, 0);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  TmMove draw;

  JsonObject *root = json_node_get_object (node);
  JsonObject *inner = json_object_get_object_member (root, "state");
  JsonArray *hands = json_object_get_array_member (inner, "hands");

  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_assert_true (json_object_has_member (json_array_get_object_element (hands, 0), "cards"));
  g_assert_false (json_object_has_member (json_array_get_object_element (hands, 1), "cards"));
  g_assert_false (json_object_has_member (json_array_get_object_element (hands, 2), "cards"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hands, 1), "count"), ==, 2);
  g_assert_false (json_object_has_member (inner, "draw"));
  g_assert_cmpint (json_object_get_int_member (inner, "draw_count"), ==, 20);
  g_assert_null (strstr (text, "\"rng\""));
  g_assert_null (strstr (text, "\"seed\""));
  g_assert_nonnull (strstr (text, "\"legal\":[\"wild\"]"));

  g_assert_cmpint (tm_play_state_get_observer (observation), ==, 0);
  tm_play_state_parse_move (observation, "draw", &draw, NULL);
  g_assert_false (tm_play_state_apply_move (observation, &draw, &error));
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OBSERVATION);
}

static void
move_applied_cb (TmPlayState  *state,
                 const TmMove *move,
                 int           player,
                 gpointer      user_data)
{
  guint *count = user_data;

  g_assert_cmpint (player, ==, 0);
  g_assert_cmpuint (move->kind, ==, TM_FREEO_MOVE_PLAY);
  (*count)++;
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           gpointer    user_data)
{
  guint *count = user_data;

  (*count)++;
}

static void
test_signals (void)
{
  Setup setup = { 3, { "seek-house wild", "captured captured", "seek-barrel" }, "seek-tree", "match", 0, 20 };
  TmPlayState *state = setup_state (&setup);
  guint applied = 0, notified = 0;

  g_signal_connect (state, "move-applied", G_CALLBACK (move_applied_cb), &applied);
  g_signal_connect (state, "notify::current-player", G_CALLBACK (notify_cb), &notified);
  apply (state, "wild");
  g_assert_cmpuint (applied, ==, 1);
  g_assert_cmpuint (notified, ==, 0);   /* the extra turn: same seat */
  apply (state, "seek-house");
  g_assert_cmpuint (applied, ==, 2);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_finalize_object (state);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();
  g_assert_nonnull (tm_play_rules_lookup ("freeo"));

  g_test_add_func ("/engine/freeo/deck-matches-data", test_deck_matches_data);
  g_test_add_func ("/engine/freeo/deck-from-data", test_deck_from_data);
  g_test_add_func ("/engine/freeo/deal", test_deal);
  g_test_add_func ("/engine/freeo/players-range", test_players_range);
  g_test_add_func ("/engine/freeo/bad-options", test_bad_options);
  g_test_add_func ("/engine/freeo/start-card", test_start_card);
  g_test_add_func ("/engine/freeo/worked-example", test_worked_example);
  TM_TEST_ADD_CASES ("/engine/freeo/move", move_cases, test_move_case);
  g_test_add_func ("/engine/freeo/bad-move-text", test_bad_move_text);
  g_test_add_func ("/engine/freeo/wild-answers-capture", test_wild_answers_capture);
  g_test_add_func ("/engine/freeo/capture-penalty", test_capture_penalty);
  g_test_add_func ("/engine/freeo/unmatched-search-stays", test_unmatched_search_stays);
  g_test_add_func ("/engine/freeo/everyone-pays", test_everyone_pays);
  g_test_add_func ("/engine/freeo/everyone-pays-wild-stops", test_everyone_pays_wild_stops);
  g_test_add_func ("/engine/freeo/reshuffle", test_reshuffle);
  g_test_add_func ("/engine/freeo/last-card-captured", test_last_card_captured);
  g_test_add_func ("/engine/freeo/last-card-draw", test_last_card_draw);
  g_test_add_func ("/engine/freeo/scoring-and-game-end", test_scoring_and_game_end);
  g_test_add_func ("/engine/freeo/target-score", test_target_score_option);
  g_test_add_func ("/engine/freeo/tie-and-playoff", test_tie_shared_and_playoff);
  g_test_add_func ("/engine/freeo/one-hand", test_one_hand_option);
  g_test_add_func ("/engine/freeo/json-errors", test_json_errors);
  g_test_add_func ("/engine/freeo/json-lost-card", test_json_lost_card);
  g_test_add_func ("/engine/freeo/json-bad-hand-card", test_json_bad_hand_card);
  g_test_add_func ("/engine/freeo/replay", test_replay);
  g_test_add_func ("/engine/freeo/observation-hides", test_observation_hides);
  g_test_add_func ("/engine/freeo/signals", test_signals);

  return g_test_run ();
}
