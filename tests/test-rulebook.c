/* test-rulebook.c: rules files, their links, rulings and options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablemate.h"
#include "tm-test-games.h"

static TmCatalogue *
new_catalogue (void)
{
  g_autoptr(GError) error = NULL;
  TmCatalogue *catalogue = tm_catalogue_new (&error);

  g_assert_no_error (error);
  return catalogue;
}

/* Every shipped rules file loads, with its nine sections in order and the
 * rulings and options it holds today. */
static void
test_rulebook_shipped (void)
{
  static const struct {
    const char *game;
    guint       rulings;
    guint       options;
  } expected[] = {
    { "gitmo", 29, 12 },
    { "escaped", 10, 2 },
    { "captured", 14, 3 },
    { "patriots", 7, 1 },
    { "mixer", 8, 2 },
    { "freeo", 18, 6 },
    { "prisoner", 28, 5 },
  };
  g_autoptr(TmCatalogue) catalogue = new_catalogue ();
  const char * const *ids = tm_rulebook_get_section_ids ();

  g_assert_cmpuint (g_strv_length ((GStrv) ids), ==, 9);

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(GError) error = NULL;
      TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, expected[i].game, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (tm_rulebook_get_game_id (rulebook), ==, expected[i].game);
      g_assert_cmpuint (tm_rulebook_get_n_sections (rulebook), ==, 9);
      for (guint s = 0; s < 9; s++)
        {
          TmRulesSection *section = tm_rulebook_get_section (rulebook, s);

          g_assert_cmpstr (tm_rules_section_get_id (section), ==, ids[s]);
          g_assert_cmpuint (tm_rules_section_get_n_blocks (section), >, 0);
          g_assert_true (tm_rulebook_lookup_section (rulebook, ids[s]) == section);
        }
      g_assert_cmpuint (tm_rulebook_get_n_rulings (rulebook), ==, expected[i].rulings);
      g_assert_cmpuint (tm_rulebook_get_n_options (rulebook), ==, expected[i].options);

      /* Loaded once and kept. */
      g_assert_true (tm_catalogue_get_rulebook (catalogue, expected[i].game, NULL) == rulebook);
    }
}

static void
test_rulebook_unknown_game (void)
{
  g_autoptr(TmCatalogue) catalogue = new_catalogue ();
  g_autoptr(GError) error = NULL;

  g_assert_null (tm_catalogue_get_rulebook (catalogue, "chess", &error));
  g_assert_error (error, TM_CATALOGUE_ERROR, TM_CATALOGUE_ERROR_UNKNOWN_GAME);
}

/* Every link in every rules file points at something that exists: a
 * section or ruling of a game, or a card of a deck. */
static void
test_rulebook_links_resolve (void)
{
  g_autoptr(TmCatalogue) catalogue = new_catalogue ();
  g_auto(GStrv) games = tm_catalogue_list_game_ids (catalogue);
  guint checked = 0;

  for (guint g = 0; games[g]; g++)
    {
      TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, games[g], NULL);

      checked += tm_test_check_rules_links (catalogue, rulebook);
    }

  /* The files hold about 260 links today; a loader that lost them would
   * find none. */
  g_assert_cmpuint (checked, >, 200);
}

/* Every ruling's option is one of its game's options. */
static void
test_rulebook_ruling_options (void)
{
  g_autoptr(TmCatalogue) catalogue = new_catalogue ();
  g_auto(GStrv) games = tm_catalogue_list_game_ids (catalogue);
  guint with_option = 0;

  for (guint g = 0; games[g]; g++)
    {
      TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, games[g], NULL);

      for (guint i = 0; i < tm_rulebook_get_n_rulings (rulebook); i++)
        {
          TmRuling *ruling = tm_rulebook_get_ruling (rulebook, i);
          const char *option = tm_ruling_get_option_id (ruling);

          g_assert_cmpuint (strlen (tm_ruling_get_question (ruling)), >, 0);
          g_assert_cmpuint (strlen (tm_ruling_get_ruling (ruling)), >, 0);
          g_assert_cmpuint (strlen (tm_ruling_get_reason (ruling)), >, 0);
          if (option == NULL)
            continue;

          g_assert_nonnull (tm_rulebook_lookup_option (rulebook, option));
          with_option++;
        }
    }

  g_assert_cmpuint (with_option, >, 0);

  {
    TmRulebook *freeo = tm_catalogue_get_rulebook (catalogue, "freeo", NULL);
    TmRuling *wild = tm_rulebook_lookup_ruling (freeo, "wild-when-nothing-owed");

    g_assert_nonnull (wild);
    g_assert_cmpstr (tm_ruling_get_option_id (wild), ==, "wild-anytime");
    g_assert_false (tm_game_option_get_default (tm_rulebook_lookup_option (freeo, "wild-anytime")));
  }

  /* The rulings issue 10 asked for, each with the other reading as an
   * option that is off by default. */
  {
    TmRulebook *gitmo = tm_catalogue_get_rulebook (catalogue, "gitmo", NULL);
    static const struct { const char *ruling, *option; } settled[] = {
      { "after-last-card", "last-card-ends-hand" },
      { "clearing-card-runs", "clearing-card-any-run" },
      { "stopping-early", "use-deck-while-it-fits" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (settled); i++)
      {
        TmRuling *ruling = tm_rulebook_lookup_ruling (gitmo, settled[i].ruling);

        g_assert_nonnull (ruling);
        g_assert_cmpstr (tm_ruling_get_option_id (ruling), ==, settled[i].option);
        g_assert_false (tm_game_option_get_default (tm_rulebook_lookup_option (gitmo,
                                                                             settled[i].option)));
      }
    /* The stopping-early ruling answers the sentence that points the other way. */
    g_assert_nonnull (strstr (tm_ruling_get_reason (tm_rulebook_lookup_ruling (gitmo, "stopping-early")),
                              "points the other way"));
  }
}

static void
test_rulebook_plain_text (void)
{
  static const struct {
    const char *markup;
    const char *plain;
  } cases[] = {
    { "plain", "plain" },
    { "the <b>lowest</b> total", "the lowest total" },
    { "a <a href=\"card:freeo/wild\">FREE-O Wild</a>.", "a FREE-O Wild." },
    { "salt &amp; pepper &lt;3", "salt & pepper <3" },
    { "<i>see <a href=\"section:gitmo/setup\">Setup</a></i>", "see Setup" },
    { "broken <b>markup", "broken <b>markup" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *plain = tm_rules_markup_to_plain_text (cases[i].markup);

      g_assert_cmpstr (plain, ==, cases[i].plain);
    }
}

static void
test_rulebook_block_text (void)
{
  g_autoptr(TmCatalogue) catalogue = new_catalogue ();
  TmRulebook *freeo = tm_catalogue_get_rulebook (catalogue, "freeo", NULL);
  TmRulesSection *setup = tm_rulebook_lookup_section (freeo, "setup");
  g_autofree char *text = tm_rules_section_to_plain_text (setup);
  TmRulesBlock *steps = NULL, *table = NULL;

  for (guint i = 0; i < tm_rules_section_get_n_blocks (setup); i++)
    {
      TmRulesBlock *block = tm_rules_section_get_block (setup, i);

      if (tm_rules_block_get_kind (block) == TM_RULES_BLOCK_STEPS && steps == NULL)
        steps = block;
      if (tm_rules_block_get_kind (block) == TM_RULES_BLOCK_TABLE && table == NULL)
        table = block;
    }

  g_assert_nonnull (steps);
  g_assert_nonnull (table);
  g_assert_cmpuint (tm_rules_block_get_n_rows (table), ==, 7);
  g_assert_cmpstr (tm_rules_block_get_row (table, 0)[2], ==, "77");
  g_assert_cmpuint (g_strv_length ((GStrv) tm_rules_block_get_header (table)), ==, 3);

  g_assert_nonnull (strstr (text, "1. Pick a dealer"));
  g_assert_nonnull (strstr (text, "Cards in the draw pile after the deal\n"
                                  "Players: 2, Cards each: 6, Draw pile: 77\n"
                                  "Players: 3, Cards each: 6, Draw pile: 71\n"));
  g_assert_null (strstr (text, " | "));
  {
    g_autofree char *row = tm_rules_block_dup_row_text (table, 6);

    g_assert_cmpstr (row, ==, "Players: 8, Cards each: 6, Draw pile: 41");
  }

  /* A cell under an empty heading is said alone (Patriots' board). */
  {
    TmRulebook *patriots = tm_catalogue_get_rulebook (catalogue, "patriots", NULL);
    TmRulesSection *board = tm_rulebook_lookup_section (patriots, "setup");
    g_autofree char *row = NULL;

    for (guint i = 0; i < tm_rules_section_get_n_blocks (board) && row == NULL; i++)
      {
        TmRulesBlock *block = tm_rules_section_get_block (board, i);

        if (tm_rules_block_get_kind (block) == TM_RULES_BLOCK_TABLE &&
            *tm_rules_block_get_header (block)[0] == '\0')
          row = tm_rules_block_dup_row_text (block, 0);
      }
    g_assert_cmpstr (row, ==, "Row 1, Column 1: card, Column 2: card, Column 3: card, "
                              "Column 4: card");
  }
  g_assert_nonnull (strstr (text, "If it is a FREE-O Wild or a Draw A Card"));
  g_assert_null (strstr (text, "<a"));
  g_assert_null (strstr (text, "href"));
}

static void
test_rulebook_link_parse (void)
{
  static const struct {
    const char      *uri;
    TmRulesLinkKind  kind;
    const char      *first;
    const char      *second;
  } cases[] = {
    { "card:freeo/wild", TM_RULES_LINK_CARD, "freeo", "wild" },
    { "section:gitmo/setup", TM_RULES_LINK_SECTION, "gitmo", "setup" },
    { "ruling:prisoner/number-one", TM_RULES_LINK_RULING, "prisoner", "number-one" },
    { "https://example.org/", TM_RULES_LINK_INVALID, NULL, NULL },
    { "card:freeo", TM_RULES_LINK_INVALID, NULL, NULL },
    { "card:/wild", TM_RULES_LINK_INVALID, NULL, NULL },
    { "card:freeo/", TM_RULES_LINK_INVALID, NULL, NULL },
    { "card:freeo/wild/x", TM_RULES_LINK_INVALID, NULL, NULL },
    { "card:Freeo/Wild", TM_RULES_LINK_INVALID, NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *first = NULL;
      g_autofree char *second = NULL;

      g_assert_cmpint (tm_rules_link_parse (cases[i].uri, &first, &second), ==, cases[i].kind);
      g_assert_cmpstr (first, ==, cases[i].first);
      g_assert_cmpstr (second, ==, cases[i].second);
    }
}

/* Effects in words, for the card gallery and the tool: values in place,
 * singular and plural, wordings picked by the values, cards named. */
static const char *
name_card_cb (const char *id,
              gpointer    user_data)
{
  TmDeck *deck = user_data;
  TmCard *card = tm_deck_lookup_card (deck, id);

  return card ? tm_card_get_name (card) : NULL;
}

static void
test_effect_describe (void)
{
  static const struct {
    const char *effect;
    const char *words;
  } cases[] = {
    { "[]", "" },
    { "[ { \"op\": \"add_points\", \"points\": 5 } ]",
      "Adds 5 points to the holder's score." },
    { "[ { \"op\": \"add_points\", \"points\": 1 } ]",
      "Adds 1 point to the holder's score." },
    { "[ { \"op\": \"add_points\", \"points\": -1 } ]",
      "Takes 1 point off the holder's score." },
    { "[ { \"op\": \"add_points\", \"points\": -10 } ]",
      "Takes 10 points off the holder's score." },
    { "[ { \"op\": \"lose_turn\" }, { \"op\": \"target_player_draws\", \"count\": 2 } ]",
      "The holder misses their next turn. The player picks someone, who draws 2 cards." },
    { "[ { \"op\": \"target_player_draws\", \"count\": 1 } ]",
      "The player picks someone, who draws a card." },
    { "[ { \"op\": \"draw_special_ops\", \"count\": 1 } ]",
      "The holder draws a Special Ops card, reads it aloud and carries it out." },
    { "[ { \"op\": \"draw_special_ops\", \"count\": 2 } ]",
      "The holder draws 2 Special Ops cards, reads each aloud and carries them out." },
    { "[ { \"op\": \"demand_match\", \"place\": \"house\" } ]",
      "The next player must match it with another house card, a wild or a capture card, "
      "or else draw a card." },
    { "[ { \"op\": \"look_at_hand\", \"count\": 0 } ]",
      "The player looks at a chosen player's whole hand." },
    { "[ { \"op\": \"look_at_hand\", \"count\": 3 }, "
      "{ \"op\": \"discard_seen_card\", \"count\": 1 } ]",
      "The player looks at 3 cards picked at random from a chosen player's hand. They may "
      "discard one of those cards, and its owner draws a replacement." },
    { "[ { \"op\": \"discard_and_redraw\", \"who\": \"self\", \"count\": 6, "
      "\"optional\": true } ]",
      "The player may discard their whole hand and draw 6 new cards." },
    { "[ { \"op\": \"discard_and_redraw\", \"who\": \"chosen\", \"count\": 6, "
      "\"optional\": false } ]",
      "A player they choose discards their whole hand and draws 6 new cards." },
    { "[ { \"op\": \"recapture\", \"only_against\": [] } ]",
      "Discards any one Escape in play together with this card." },
    /* Without the deck, a card id is written with its dashes made spaces. */
    { "[ { \"op\": \"recapture\", \"only_against\": [\"boat\", \"hot-air-balloon\"] } ]",
      "Discards a boat or hot air balloon Escape in play together with this card." },
    /* A list is joined pair by pair: "A, B", then "A, B or C". */
    { "[ { \"op\": \"recapture\", "
      "\"only_against\": [\"boat\", \"car\", \"hot-air-balloon\"] } ]",
      "Discards a boat, car or hot air balloon Escape in play together with this card." },
  };
  g_autoptr(TmCatalogue) catalogue = new_catalogue ();
  TmEffectVocabulary *vocabulary = tm_catalogue_get_effects (catalogue);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (cases[i].effect, NULL);
      g_autofree char *words = tm_effect_vocabulary_describe (vocabulary,
                                                              json_node_get_array (node));

      g_assert_cmpstr (words, ==, cases[i].words);
    }
}

/* Shipped cards, described as the gallery shows them. */
static void
test_effect_describe_cards (void)
{
  static const struct {
    const char *deck;
    const char *card;
    const char *words;
  } cases[] = {
    { "freeo", "seek-house",
      "The next player must match it with another house card, a wild or a capture card, "
      "or else draw a card." },
    { "gitmo-specialops", "backup-arrives",
      "The holder draws a Special Ops card, reads it aloud and carries it out." },
    { "prisoner-info", "control-boat",
      "Discards a Boat Escape in play together with this card." },
    { "prisoner-info", "degree-absolute",
      "Played face up as a Plot, by Number 2 only, while one of its Village cards is face up. "
      "Only Willpower can foil it." },
    { "prisoner-info", "election",
      "Played face up as a Plot, by Number 2 only, while one of its Village cards is face up." },
    { "prisoner-info", "alison",
      "The player looks at 4 cards picked at random from a chosen player's hand." },
  };
  g_autoptr(TmCatalogue) catalogue = new_catalogue ();
  TmEffectVocabulary *vocabulary = tm_catalogue_get_effects (catalogue);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, cases[i].deck, NULL);
      TmCard *card = tm_deck_lookup_card (deck, cases[i].card);
      g_autofree char *words = NULL;

      g_assert_nonnull (card);
      words = tm_effect_vocabulary_describe_full (vocabulary, tm_card_get_effect (card),
                                                  name_card_cb, deck);
      g_assert_cmpstr (words, ==, cases[i].words);
    }

  /* A Village card lives in another deck: the name function finds it. */
  {
    TmDeck *village = tm_catalogue_get_deck (catalogue, "prisoner-village", NULL);
    TmDeck *info = tm_catalogue_get_deck (catalogue, "prisoner-info", NULL);
    TmCard *rover = tm_deck_lookup_card (info, "rover");
    g_autofree char *words = tm_effect_vocabulary_describe_full (vocabulary,
                                                                 tm_card_get_effect (rover),
                                                                 name_card_cb, village);

    g_assert_cmpstr (words, ==,
                     "Discards any one Escape in play together with this card. With the "
                     "movement rules, the player's pawn moves at once to Hospital, if that "
                     "Village card is in play.");
  }
}

/* A description template that names an unknown parameter, leaves a brace
 * open or offers a choice without two branches is refused at load. */
static void
test_effect_bad_templates (void)
{
  static const struct {
    const char *description;
    const char *message;
  } cases[] = {
    { "Draw {cards}.", "which is not one of its parameters" },
    { "Draw {count.", "is never closed" },
    { "Draw {count:a card}.", "needs two branches" },
    { "Draw {count<1?x|y}.", "needs “=VALUE?” or “<0?”" },
    { "Draw {count!}.", "unexpected" },
    { "Draw {count:a card|{count} cards}.", NULL },
    /* One message in singular and plural translates it: by one number. */
    { "Draw {count:a card|{count} cards} {other:once|{other} times}.",
      "picks singular or plural words by two parameters" },
    { "Draw {count:a card|{count} cards}{count=2?, a pair|}, {count:it|them} face up.", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TmEffectVocabulary) vocabulary = NULL;
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autoptr(GBytes) bytes = NULL;
      gsize length;
      char *text;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "version");
      json_builder_add_int_value (builder, 1);
      json_builder_set_member_name (builder, "ops");
      json_builder_begin_array (builder);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "op");
      json_builder_add_string_value (builder, "draw");
      json_builder_set_member_name (builder, "params");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "count");
      json_builder_add_string_value (builder, "int");
      json_builder_set_member_name (builder, "other");
      json_builder_add_string_value (builder, "int");
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, cases[i].description);
      json_builder_end_object (builder);
      json_builder_end_array (builder);
      json_builder_end_object (builder);

      root = json_builder_get_root (builder);
      json_generator_set_root (generator, root);
      text = json_generator_to_data (generator, &length);
      bytes = g_bytes_new_take (text, length);

      vocabulary = tm_effect_vocabulary_new_from_bytes (bytes, "effects.json", &error);
      if (cases[i].message == NULL)
        {
          g_assert_no_error (error);
          g_assert_nonnull (vocabulary);
          continue;
        }
      g_assert_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID);
      g_assert_null (vocabulary);
      g_assert_true (g_str_has_prefix (error->message, "effects.json: operation “draw”: "));
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

/* Malformed files.  Each case builds a small rules file, and the game
 * definition it belongs to, from the pieces below, replacing one, and
 * expects an error code and a message that names where the problem is. */

#define GAME_ERROR(code) (1000 + (code))

#define SETUP_OK "[ { \"p\": \"Deal.\" } ]"
#define OPTIONS_OK "[ { \"id\": \"fast\", \"type\": \"switch\", \"name\": \"Fast\", " \
                   "\"description\": \"Quicker.\", \"default\": false, \"affects\": [] } ]"
#define RULINGS_OK "[ { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", " \
                   "\"reason\": \"W.\", \"option\": null } ]"

typedef struct
{
  const char *name;
  const char *top;         /* NULL: a valid start; else replaces "version" and "game" */
  const char *setup;       /* NULL: SETUP_OK */
  const char *rulings;     /* NULL: RULINGS_OK */
  const char *options;     /* NULL: OPTIONS_OK; the options of the game's definition */
  const char *sections;    /* NULL: the nine sections; else the whole array */
  int         code;
  const char *message;
} BadCase;

static const BadCase bad_cases[] = {
  { "valid", NULL, NULL, NULL, NULL, NULL, -1, NULL },
  { "not-json", "\"version\": 1, \"game\": ", NULL, NULL, NULL, NULL,
    TM_RULES_ERROR_PARSE, "test.json: not valid JSON" },
  { "version", "\"version\": 2, \"game\": \"freeo\"", NULL, NULL, NULL, NULL,
    TM_RULES_ERROR_VERSION, "test.json: field “version”: only version 1" },
  { "no-game", "\"version\": 1", NULL, NULL, NULL, NULL,
    TM_RULES_ERROR_INVALID, "test.json: field “game”: a game id is required" },
  { "unknown-root-field", "\"version\": 1, \"game\": \"freeo\", \"author\": \"me\"",
    NULL, NULL, NULL, NULL,
    TM_RULES_ERROR_UNKNOWN_FIELD, "test.json: field “author”: not a field" },
  { "unknown-block", NULL, "[ { \"p\": \"Deal.\" }, { \"quote\": \"Hm.\" } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_UNKNOWN_FIELD,
    "test.json: section “setup”: block 2 (quote): “quote” is not a kind of block" },
  { "two-member-block", NULL, "[ { \"p\": \"Deal.\", \"h\": \"Deal\" } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_INVALID, "test.json: section “setup”: block 1: a block must be an object" },
  { "paragraph-not-string", NULL, "[ { \"p\": 3 } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_INVALID, "test.json: section “setup”: block 1 (p): field “p”: a string" },
  { "empty-steps", NULL, "[ { \"steps\": [] } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_INVALID, "section “setup”: block 1 (steps): field “steps”: must not be empty" },
  { "bad-markup-tag", NULL, "[ { \"p\": \"<u>Deal</u>.\" } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_MARKUP, "section “setup”: block 1 (p): field “p”: markup: <u> is not allowed" },
  { "bad-markup-amp", NULL, "[ { \"list\": [ \"ok\", \"salt & pepper\" ] } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_MARKUP, "section “setup”: block 1 (list): field “list”: item 2: markup:" },
  { "bad-link", NULL, "[ { \"p\": \"<a href=\\\"http://x.org\\\">x</a>\" } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_MARKUP, "link “http://x.org” is not of the form" },
  { "unclosed-bold", NULL, "[ { \"note\": \"<b>careful\" } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_MARKUP, "section “setup”: block 1 (note): field “note”: markup:" },
  { "table-short-row", NULL,
    "[ { \"table\": { \"header\": [\"A\", \"B\"], \"rows\": [ [\"1\", \"2\"], [\"3\"] ] } } ]",
    NULL, NULL, NULL,
    TM_RULES_ERROR_INVALID,
    "section “setup”: block 1 (table): row 2: has 1 cells but the header has 2 columns" },
  { "table-unknown-field", NULL,
    "[ { \"table\": { \"header\": [\"A\"], \"rows\": [ [\"1\"] ], \"footer\": \"x\" } } ]",
    NULL, NULL, NULL,
    TM_RULES_ERROR_UNKNOWN_FIELD, "block 1 (table): field “footer”" },
  { "table-no-rows", NULL, "[ { \"table\": { \"header\": [\"A\"] } } ]", NULL, NULL, NULL,
    TM_RULES_ERROR_INVALID, "block 1 (table): field “rows”: an array of rows is required" },
  { "empty-section", NULL, "[]", NULL, NULL, NULL,
    TM_RULES_ERROR_INVALID, "section “setup”: field “blocks”: must hold at least one block" },
  { "missing-sections", NULL, NULL, NULL, NULL,
    "[ { \"id\": \"overview\", \"title\": \"Overview\", \"blocks\": [ { \"p\": \"x\" } ] } ]",
    TM_RULES_ERROR_INVALID, "section “components” is missing" },
  { "sections-out-of-order", NULL, NULL, NULL, NULL,
    "[ { \"id\": \"setup\", \"title\": \"Setup\", \"blocks\": [ { \"p\": \"x\" } ] } ]",
    TM_RULES_ERROR_INVALID, "section “setup”: field “id”: expected “overview” here" },
  { "section-unknown-field", NULL, NULL, NULL, NULL,
    "[ { \"id\": \"overview\", \"title\": \"O\", \"icon\": \"x\", \"blocks\": [ { \"p\": \"x\" } ] } ]",
    TM_RULES_ERROR_UNKNOWN_FIELD, "section “overview”: field “icon”" },
  { "ruling-option", NULL, NULL,
    "[ { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", \"reason\": \"W.\", "
    "\"option\": \"fast\" } ]",
    NULL, NULL, -1, NULL },
  { "ruling-unknown-option", NULL, NULL,
    "[ { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", \"reason\": \"W.\", "
    "\"option\": \"slow\" } ]",
    NULL, NULL,
    TM_RULES_ERROR_UNKNOWN_OPTION,
    "test.json: ruling “q”: field “option”: “slow” is not one of the game's options" },
  /* An option is stated once, in the game's definition; a ruling names it. */
  { "ruling-option-restated", NULL, NULL,
    "[ { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", \"reason\": \"W.\", "
    "\"option\": { \"id\": \"fast\", \"name\": \"Fast\", \"description\": \"Other.\", \"default\": false } } ]",
    NULL, NULL,
    TM_RULES_ERROR_INVALID, "ruling “q”: field “option”: must be the id of one of the game's options" },
  { "ruling-no-option-field", NULL,
    NULL, "[ { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", \"reason\": \"W.\" } ]",
    NULL, NULL,
    TM_RULES_ERROR_INVALID, "ruling “q”: field “option”: is required" },
  { "ruling-duplicate", NULL, NULL,
    "[ { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", \"reason\": \"W.\", \"option\": null },"
    "  { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", \"reason\": \"W.\", \"option\": null } ]",
    NULL, NULL,
    TM_RULES_ERROR_DUPLICATE_ID, "ruling “q”: field “id”: another ruling already uses it" },
  { "ruling-empty-reason", NULL, NULL,
    "[ { \"id\": \"q\", \"question\": \"Q?\", \"ruling\": \"R.\", \"reason\": \"\", \"option\": null } ]",
    NULL, NULL,
    TM_RULES_ERROR_INVALID, "ruling “q”: field “reason”: must not be empty" },
  /* Options are the game definition's: its errors are TM_GAME_ERROR's,
   * marked here by GAME_ERROR. */
  { "option-no-default", NULL, NULL, "[]",
    "[ { \"id\": \"fast\", \"type\": \"switch\", \"name\": \"Fast\", "
    "\"description\": \"Quicker.\", \"affects\": [] } ]", NULL,
    GAME_ERROR (TM_GAME_ERROR_INVALID), "option “fast”: field “default”: true or false is required" },
  { "option-bad-id", NULL, NULL, "[]",
    "[ { \"id\": \"Fast Play\", \"type\": \"switch\", \"name\": \"Fast\", "
    "\"description\": \"Q.\", \"default\": true, \"affects\": [] } ]",
    NULL,
    GAME_ERROR (TM_GAME_ERROR_INVALID), "option “Fast Play”: field “id”: must use only a-z" },
  { "option-bad-markup", NULL, NULL, "[]",
    "[ { \"id\": \"fast\", \"type\": \"switch\", \"name\": \"Fast\", "
    "\"description\": \"<u>Q</u>.\", \"default\": true, \"affects\": [] } ]",
    NULL,
    GAME_ERROR (TM_GAME_ERROR_INVALID), "option “fast”: field “description”: markup: <u> is not allowed" },
  { "option-number-out-of-range", NULL, NULL, "[]",
    "[ { \"id\": \"target\", \"type\": \"number\", \"name\": \"Target\", "
    "\"description\": \"Q.\", \"default\": 5, \"min\": 10, \"max\": 20, \"affects\": [\"score\"] } ]",
    NULL,
    GAME_ERROR (TM_GAME_ERROR_INVALID), "option “target”: field “default”: a whole number from 10 to 20" },
  { "option-unknown-pillar", NULL, NULL, "[]",
    "[ { \"id\": \"fast\", \"type\": \"switch\", \"name\": \"Fast\", "
    "\"description\": \"Q.\", \"default\": true, \"affects\": [\"scores\"] } ]",
    NULL,
    GAME_ERROR (TM_GAME_ERROR_INVALID), "option “fast”: field “affects”: may hold only" },
  { "option-unknown-field", NULL, NULL, "[]",
    "[ { \"id\": \"fast\", \"type\": \"switch\", \"name\": \"Fast\", \"colour\": \"red\", "
    "\"description\": \"Q.\", \"default\": true, \"affects\": [] } ]",
    NULL,
    GAME_ERROR (TM_GAME_ERROR_INVALID), "option “fast”: field “colour”: not a field of this format" },
};

static char *
build_rules (const BadCase *c)
{
  const char * const *ids = tm_rulebook_get_section_ids ();
  g_autoptr(GString) out = g_string_new ("{ ");

  g_string_append (out, c->top ? c->top : "\"version\": 1, \"game\": \"freeo\"");
  g_string_append (out, ", \"sections\": ");
  if (c->sections != NULL)
    {
      g_string_append (out, c->sections);
    }
  else
    {
      g_string_append (out, "[ ");
      for (guint i = 0; ids[i]; i++)
        g_string_append_printf (out, "%s{ \"id\": \"%s\", \"title\": \"T\", \"blocks\": %s }",
                                i ? ", " : "", ids[i],
                                g_str_equal (ids[i], "setup") && c->setup ? c->setup
                                : "[ { \"p\": \"Text.\" } ]");
      g_string_append (out, " ]");
    }
  g_string_append_printf (out, ", \"rulings\": %s }", c->rulings ? c->rulings : RULINGS_OK);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
build_game (const BadCase *c)
{
  return g_strdup_printf ("{ \"version\": 1, \"id\": \"freeo\", \"name\": \"F\", "
                          "\"box\": \"f\", \"summary\": \"S.\", \"min_players\": 2, "
                          "\"max_players\": 4, \"decks\": [], \"options\": %s }",
                          c->options ? c->options : OPTIONS_OK);
}

static void
test_rulebook_bad (gconstpointer data)
{
  const BadCase *c = data;
  g_autofree char *text = build_rules (c);
  g_autofree char *game_text = build_game (c);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GBytes) game_bytes = g_bytes_new (game_text, strlen (game_text));
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRulebook) rulebook = NULL;
  g_autoptr(TmGame) game = NULL;

  game = tm_game_new_from_bytes (game_bytes, "game.json", &error);
  if (c->code >= GAME_ERROR (0))
    {
      g_assert_null (game);
      g_assert_error (error, TM_GAME_ERROR, c->code - GAME_ERROR (0));
      g_test_message ("%s", error->message);
      if (strstr (error->message, c->message) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, c->message);
      return;
    }
  g_assert_no_error (error);

  rulebook = tm_rulebook_new_from_bytes (bytes, "test.json", game, &error);

  if (c->code < 0)
    {
      g_assert_no_error (error);
      g_assert_nonnull (rulebook);
      g_assert_cmpuint (tm_rulebook_get_n_sections (rulebook), ==, 9);
      return;
    }

  g_assert_null (rulebook);
  g_assert_error (error, TM_RULES_ERROR, c->code);
  g_test_message ("%s", error->message);
  if (strstr (error->message, c->message) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, c->message);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();

  g_test_add_func ("/engine/rulebook/shipped", test_rulebook_shipped);
  g_test_add_func ("/engine/rulebook/unknown-game", test_rulebook_unknown_game);
  g_test_add_func ("/engine/rulebook/links-resolve", test_rulebook_links_resolve);
  g_test_add_func ("/engine/rulebook/ruling-options", test_rulebook_ruling_options);
  g_test_add_func ("/engine/rulebook/plain-text", test_rulebook_plain_text);
  g_test_add_func ("/engine/rulebook/block-text", test_rulebook_block_text);
  g_test_add_func ("/engine/rulebook/link-parse", test_rulebook_link_parse);
  g_test_add_func ("/engine/effects/describe", test_effect_describe);
  g_test_add_func ("/engine/effects/describe-cards", test_effect_describe_cards);
  g_test_add_func ("/engine/effects/bad-templates", test_effect_bad_templates);

  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rulebook/bad/%s", bad_cases[i].name);

      g_test_add_data_func (path, &bad_cases[i], test_rulebook_bad);
    }

  return g_test_run ();
}
