/* test-search.c: searching rules and cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablemate.h"

static TmCatalogue *catalogue;
static TmSearch *search;

static TmSearchResult *
find_result (GListModel         *results,
             TmSearchResultKind  kind,
             const char         *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (results); i++)
    {
      g_autoptr(TmSearchResult) result = g_list_model_get_item (results, i);
      const char *result_id = NULL;

      if (tm_search_result_get_kind (result) != kind)
        continue;

      switch (kind)
        {
        case TM_SEARCH_RESULT_SECTION:
          result_id = tm_search_result_get_section_id (result);
          break;
        case TM_SEARCH_RESULT_RULING:
          result_id = tm_search_result_get_ruling_id (result);
          break;
        case TM_SEARCH_RESULT_CARD:
          result_id = tm_search_result_get_card_id (result);
          break;
        default:
          g_assert_not_reached ();
        }

      if (g_strcmp0 (result_id, id) == 0)
        return result;
    }

  return NULL;
}

static void
test_search_fold (void)
{
  static const struct {
    const char *text;
    const char *folded;
  } cases[] = {
    { "Wild", "wild" },
    { "Café ÉTÉ", "cafe ete" },
    { "FREE-O", "free-o" },
    { "ﬁnal", "final" },
    { "naïve Ångström", "naive angstrom" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *folded = tm_search_fold (cases[i].text);

      g_assert_cmpstr (folded, ==, cases[i].folded);
    }
}

/* Known words find known places, case and accents ignored, the best first. */
static void
test_search_known_words (void)
{
  static const struct {
    const char         *words;
    const char         *game;       /* NULL: every game */
    TmSearchResultKind  kind;
    const char         *id;
    const char         *result_game;
    gboolean            first;      /* must be the top hit */
  } cases[] = {
    { "wild", "freeo", TM_SEARCH_RESULT_CARD, "wild", "freeo", TRUE },
    { "WÏLD", "freeo", TM_SEARCH_RESULT_CARD, "wild", "freeo", TRUE },
    { "trump", NULL, TM_SEARCH_RESULT_CARD, "trump", "gitmo", TRUE },
    { "trump", "escaped", TM_SEARCH_RESULT_CARD, "trump", "escaped", TRUE },
    { "draw pile", "freeo", TM_SEARCH_RESULT_SECTION, "setup", "freeo", FALSE },
    { "hiding places colours", NULL, TM_SEARCH_RESULT_RULING, "seek-places", "freeo", FALSE },
    { "number 6", "prisoner", TM_SEARCH_RESULT_SECTION, "overview", "prisoner", FALSE },
    { "schoolteach", NULL, TM_SEARCH_RESULT_CARD, "patriot-1a", "gitmo", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GListModel) results = tm_search_query (search, cases[i].words, cases[i].game);
      TmSearchResult *hit;

      g_test_message ("“%s” in %s: %u hits", cases[i].words,
                      cases[i].game ? cases[i].game : "all games",
                      g_list_model_get_n_items (results));
      g_assert_cmpuint (g_list_model_get_n_items (results), >, 0);

      if (cases[i].first)
        {
          g_autoptr(TmSearchResult) top = g_list_model_get_item (results, 0);

          g_assert_cmpint (tm_search_result_get_kind (top), ==, cases[i].kind);
        }

      hit = find_result (results, cases[i].kind, cases[i].id);
      if (hit == NULL && cases[i].kind == TM_SEARCH_RESULT_CARD)
        {
          /* Card ids of numbered cards are not fixed by the format; find it by name. */
          for (guint r = 0; r < g_list_model_get_n_items (results) && hit == NULL; r++)
            {
              g_autoptr(TmSearchResult) result = g_list_model_get_item (results, r);

              if (tm_search_result_get_kind (result) == TM_SEARCH_RESULT_CARD &&
                  strstr (tm_search_result_get_title (result), "Schoolteacher"))
                hit = result;
            }
        }
      g_assert_nonnull (hit);
      g_assert_cmpstr (tm_search_result_get_game_id (hit), ==, cases[i].result_game);
      g_assert_cmpuint (tm_search_result_get_score (hit), >, 0);
      g_assert_nonnull (tm_search_result_get_title (hit));
      g_assert_nonnull (tm_search_result_get_snippet (hit));

      if (cases[i].first)
        {
          g_autoptr(TmSearchResult) top = g_list_model_get_item (results, 0);

          g_assert_true (top == hit);
        }
    }
}

static void
test_search_no_hits (void)
{
  static const struct {
    const char *words;
    const char *game;
  } cases[] = {
    { "", NULL },
    { "  ,.!  ", NULL },
    { "xyzzy", NULL },
    { "wild xyzzy", "freeo" },   /* every word must match */
    { "trump", "freeo" },        /* Free-O has no Trump */
    { "wild", "no-such-game" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GListModel) results = tm_search_query (search, cases[i].words, cases[i].game);

      g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);
    }
}

static void
test_search_snippet_and_uri (void)
{
  g_autoptr(GListModel) results = tm_search_query (search, "draw pile", "freeo");
  TmSearchResult *setup = find_result (results, TM_SEARCH_RESULT_SECTION, "setup");
  g_autofree char *uri = NULL;
  g_autofree char *folded = NULL;

  g_assert_nonnull (setup);
  g_assert_cmpstr (tm_search_result_get_title (setup), ==, "Setup");
  folded = tm_search_fold (tm_search_result_get_snippet (setup));
  g_assert_nonnull (strstr (folded, "draw pile"));
  g_assert_null (strstr (tm_search_result_get_snippet (setup), "<a"));
  g_assert_null (strchr (tm_search_result_get_snippet (setup), '\n'));
  uri = tm_search_result_dup_uri (setup);
  g_assert_cmpstr (uri, ==, "section:freeo/setup");

  /* Results are ordered best first. */
  for (guint i = 1; i < g_list_model_get_n_items (results); i++)
    {
      g_autoptr(TmSearchResult) a = g_list_model_get_item (results, i - 1);
      g_autoptr(TmSearchResult) b = g_list_model_get_item (results, i);

      g_assert_cmpuint (tm_search_result_get_score (a), >=, tm_search_result_get_score (b));
    }
}

/* Snippets are plain text to read: a table in a section is found by its
 * cells and shown as “heading: value” pairs, never as markup or as the
 * cells' separators. */
static void
assert_plain_snippet (const char *snippet)
{
  g_assert_null (strchr (snippet, '|'));
  g_assert_null (strchr (snippet, '<'));
  g_assert_null (strchr (snippet, '>'));
  g_assert_null (strstr (snippet, "&lt;"));
  g_assert_null (strstr (snippet, "&amp;"));
  g_assert_null (strstr (snippet, "href"));
  g_assert_null (strchr (snippet, '\n'));
}

static void
test_search_table_snippets (void)
{
  g_auto(GStrv) game_ids = tm_catalogue_list_game_ids (catalogue);
  guint checked = 0;

  {
    g_autoptr(GListModel) results = tm_search_query (search, "draw pile 77", "freeo");
    TmSearchResult *setup = find_result (results, TM_SEARCH_RESULT_SECTION, "setup");

    g_assert_nonnull (setup);
    g_test_message ("snippet: %s", tm_search_result_get_snippet (setup));
    g_assert_nonnull (strstr (tm_search_result_get_snippet (setup), "Draw pile: 77"));
    assert_plain_snippet (tm_search_result_get_snippet (setup));
  }

  /* Every table row of every game, found by its first two cells. */
  for (guint g = 0; game_ids[g] != NULL; g++)
    {
      TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, game_ids[g], NULL);

      for (guint i = 0; rulebook && i < tm_rulebook_get_n_sections (rulebook); i++)
        {
          TmRulesSection *section = tm_rulebook_get_section (rulebook, i);

          for (guint b = 0; b < tm_rules_section_get_n_blocks (section); b++)
            {
              TmRulesBlock *block = tm_rules_section_get_block (section, b);

              if (tm_rules_block_get_kind (block) != TM_RULES_BLOCK_TABLE)
                continue;

              for (guint r = 0; r < tm_rules_block_get_n_rows (block); r++)
                {
                  const char * const *cells = tm_rules_block_get_row (block, r);
                  g_autofree char *first = tm_rules_markup_to_plain_text (cells[0]);
                  g_autofree char *second = tm_rules_markup_to_plain_text (cells[1]);
                  g_autofree char *words = g_strdup_printf ("%s %s", first, second);
                  g_autoptr(GListModel) results = tm_search_query (search, words, game_ids[g]);
                  TmSearchResult *hit = find_result (results, TM_SEARCH_RESULT_SECTION,
                                                     tm_rules_section_get_id (section));

                  g_assert_nonnull (hit);
                  assert_plain_snippet (tm_search_result_get_snippet (hit));
                  checked++;
                }
            }
        }
    }

  g_test_message ("%u table rows found, with plain snippets", checked);
  g_assert_cmpuint (checked, >=, 100);
}

/* A Gitmo-deck card shows up once across all games, but in each game that
 * uses its deck when searching that game. */
static void
test_search_cards_per_game (void)
{
  g_autoptr(GListModel) all = tm_search_query (search, "alliance", NULL);
  g_autoptr(GListModel) captured = tm_search_query (search, "alliance", "captured");
  guint cards = 0;

  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(TmSearchResult) result = g_list_model_get_item (all, i);

      if (tm_search_result_get_kind (result) == TM_SEARCH_RESULT_CARD &&
          g_strcmp0 (tm_search_result_get_card_id (result), "alliance") == 0)
        {
          cards++;
          g_assert_cmpstr (tm_search_result_get_deck_id (result), ==, "gitmo-basic");
          g_assert_cmpstr (tm_search_result_get_game_id (result), ==, "gitmo");
        }
    }
  g_assert_cmpuint (cards, ==, 1);

  g_assert_nonnull (find_result (captured, TM_SEARCH_RESULT_CARD, "alliance"));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tm_init ();

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  search = tm_search_new (catalogue, &error);
  g_assert_no_error (error);

  g_test_add_func ("/engine/search/fold", test_search_fold);
  g_test_add_func ("/engine/search/known-words", test_search_known_words);
  g_test_add_func ("/engine/search/no-hits", test_search_no_hits);
  g_test_add_func ("/engine/search/snippet-and-uri", test_search_snippet_and_uri);
  g_test_add_func ("/engine/search/cards-per-game", test_search_cards_per_game);
  g_test_add_func ("/engine/search/table-snippets", test_search_table_snippets);

  status = g_test_run ();

  g_assert_finalize_object (g_steal_pointer (&search));
  g_assert_finalize_object (g_steal_pointer (&catalogue));
  return status;
}
