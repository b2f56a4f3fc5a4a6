/* test-data-translation.c: the data's shown strings come out translated
 *
 * Loads the catalogue with a pseudo-translation (tests/data/i18n/xx.po,
 * compiled by the test build only) and checks that a game's name, a rules
 * heading and paragraph and a card's name are translated when they load,
 * that an effect's text takes the plural form for its number,
 * that search finds the translated words, that an owner's card edit is
 * kept as typed, that a translation breaking the markup is not used, and
 * that a language without a catalogue shows the English text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "tablemate.h"

#define OVERVIEW_EN "Cards still held when a hand ends count against their owner. " \
  "Hands go on until somebody's running total reaches 60, and then the <b>lowest</b> " \
  "total wins the game."
#define PLAYERS_EN "Free-O is for 2 to 8 players (see " \
  "<a href=\"ruling:freeo/player-count\">the ruling</a>)."

static char *locale_dir;

static TmCatalogue *
load_catalogue (const char *language)
{
  g_autoptr(TmCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;

  g_autofree char *locale = g_strdup (setlocale (LC_ALL, NULL));

  /* Changing the locale and back makes glibc forget the translations it
   * found under the language before. */
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C");
  g_assert_nonnull (setlocale (LC_ALL, locale));
  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);
  return g_steal_pointer (&catalogue);
}

static const char *
block_text (TmCatalogue *catalogue,
            const char  *section_id,
            guint        index)
{
  g_autoptr(GError) error = NULL;
  TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, "freeo", &error);
  TmRulesSection *section;

  g_assert_no_error (error);
  section = tm_rulebook_lookup_section (rulebook, section_id);
  g_assert_nonnull (section);
  return tm_rules_block_get_text (tm_rules_section_get_block (section, index));
}

static TmCard *
house_card (TmCatalogue *catalogue)
{
  g_autoptr(GError) error = NULL;
  TmDeck *deck = tm_catalogue_get_deck (catalogue, "freeo", &error);

  g_assert_no_error (error);
  return tm_deck_lookup_card (deck, "seek-house");
}

static void
test_translated (void)
{
  g_autoptr(TmCatalogue) catalogue = load_catalogue ("xx");
  g_autoptr(GError) error = NULL;
  TmRulebook *rulebook;

  g_assert_cmpstr (tm_game_get_name (tm_catalogue_lookup_game (catalogue, "freeo")), ==,
                   "[Ƒŕēē-Ō]");
  /* Other games have no translation in the test catalogue. */
  g_assert_cmpstr (tm_game_get_name (tm_catalogue_lookup_game (catalogue, "gitmo")), ==,
                   "Gitmo");

  rulebook = tm_catalogue_get_rulebook (catalogue, "freeo", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tm_rules_section_get_title (tm_rulebook_lookup_section (rulebook, "overview")),
                   ==, "[Ōvēŕvīēw]");
  g_assert_true (g_str_has_prefix (block_text (catalogue, "overview", 1), "[Çàŕđś śţīľľ ħēľđ"));
  g_assert_nonnull (strstr (block_text (catalogue, "overview", 1), "<b>ľōŵēśţ</b>"));

  /* The translation of this paragraph leaves its link open: kept in English. */
  g_assert_cmpstr (block_text (catalogue, "setup", 0), ==, PLAYERS_EN);

  g_assert_cmpstr (tm_card_get_name (house_card (catalogue)), ==, "[Ɓēħīńđ ţħē ħōūśē]");
}

static char *
describe (TmCatalogue *catalogue,
          const char  *effect_json)
{
  g_autoptr(JsonNode) effect = json_from_string (effect_json, NULL);

  g_assert_nonnull (effect);
  return tm_catalogue_describe_effect (catalogue, json_node_get_array (effect));
}

/* An effect's text that depends on a number is translated with ngettext
 * by the real number, into as many forms as the language has (three in
 * the test language, a dual among them); a list of choices is joined by
 * the language's own patterns; a translation that is not a good template
 * gives way to the English text. */
static void
test_effect_plurals (void)
{
  g_autoptr(TmCatalogue) catalogue = load_catalogue ("xx");
  static const struct {
    const char *effect;
    const char *text;
  } cases[] = {
    { "[{\"op\": \"target_player_draws\", \"count\": 1}]", "[Śōmēōńē đŕàŵś ōńē çàŕđ.]" },
    { "[{\"op\": \"target_player_draws\", \"count\": 2}]",
      "[Śōmēōńē đŕàŵś 2 çàŕđś, ţħē đūàľ.]" },
    { "[{\"op\": \"target_player_draws\", \"count\": 5}]", "[Śōmēōńē đŕàŵś 5 çàŕđś.]" },
    { "[{\"op\": \"target_player_draws\", \"count\": -2}]",
      "[Śōmēōńē đŕàŵś 2 çàŕđś, ţħē đūàľ.]" },
    { "[{\"op\": \"next_player_wild_or_draw\", \"count\": 2}]",
      "The next player must answer with a wild card or draw 2 cards; the player after "
      "them then plays freely." },
    { "[{\"op\": \"recapture\", \"only_against\": [\"the-car\", \"the-tree\", \"the-house\"]}]",
      "Discards a the car; the tree ōŕ the house Escape in play together with this card." },
    { "[{\"op\": \"recapture\", \"only_against\": [\"the-car\", \"the-tree\"]}]",
      "Discards a the car ōŕ the tree Escape in play together with this card." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = describe (catalogue, cases[i].effect);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_search (void)
{
  g_autoptr(TmCatalogue) english = load_catalogue ("yy");
  g_autoptr(TmCatalogue) pseudo = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmSearch) search_en = tm_search_new (english, &error);
  g_autoptr(TmSearch) search_xx = NULL;
  g_autoptr(GListModel) hits_en = NULL;
  g_autoptr(GListModel) hits_xx = NULL;
  g_autoptr(TmSearchResult) hit = NULL;

  /* The catalogue loads rules as search first reads them: each search
   * is done while its language is the one chosen. */
  g_assert_no_error (error);
  hits_en = tm_search_query (search_en, "zyzzogeton", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (hits_en), ==, 0);

  pseudo = load_catalogue ("xx");
  search_xx = tm_search_new (pseudo, &error);
  g_assert_no_error (error);
  hits_xx = tm_search_query (search_xx, "zyzzogeton", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (hits_xx), ==, 1);
  hit = g_list_model_get_item (hits_xx, 0);
  g_assert_cmpint (tm_search_result_get_kind (hit), ==, TM_SEARCH_RESULT_SECTION);
  g_assert_cmpstr (tm_search_result_get_game_id (hit), ==, "freeo");
  g_assert_cmpstr (tm_search_result_get_section_id (hit), ==, "overview");
}

static void
test_card_edit_as_typed (void)
{
  g_autoptr(TmCatalogue) catalogue = load_catalogue ("xx");
  g_autoptr(GError) error = NULL;
  TmCard *card = house_card (catalogue);

  /* The owner typed the English name, which has a translation: it stays
   * as typed, and the shipped name is the translated one. */
  g_assert_true (tm_catalogue_edit_card (catalogue, card, "Behind the house", NULL, NULL,
                                         &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tm_card_get_name (card), ==, "Behind the house");
  g_assert_cmpstr (tm_card_get_shipped_name (card), ==, "[Ɓēħīńđ ţħē ħōūśē]");
}

static void
test_untranslated_language (void)
{
  g_autoptr(TmCatalogue) catalogue = load_catalogue ("yy");

  /* Games load once a process (the language of a process does not
   * change), so only what each catalogue loads is checked here. */
  g_assert_cmpstr (block_text (catalogue, "overview", 1), ==, OVERVIEW_EN);
  g_assert_cmpstr (tm_card_get_name (house_card (catalogue)), ==, "Behind the house");
}

/* The catalogue is found at DIR/xx/LC_MESSAGES/tablemate.mo. */
static void
install_catalogue (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *messages = NULL;
  g_autofree char *target = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *mo = g_test_build_filename (G_TEST_BUILT, "tablemate-test-xx.mo", NULL);
  gsize len;

  locale_dir = g_dir_make_tmp ("tablemate-i18n-XXXXXX", &error);
  g_assert_no_error (error);
  messages = g_build_filename (locale_dir, "xx", "LC_MESSAGES", NULL);
  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_file_get_contents (mo, &contents, &len, &error);
  g_assert_no_error (error);
  target = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_file_set_contents (target, contents, (gssize) len, &error);
  g_assert_no_error (error);
}

/* glibc reads no catalogue in the C locales, whatever LANGUAGE says, and
 * a build root has no other locale: the test names C.UTF-8's files
 * xx_XX.UTF-8 (through LOCPATH).  Elsewhere, a common installed locale. */
static gboolean
set_test_locale (void)
{
  g_autofree char *link = g_build_filename (locale_dir, "xx_XX.UTF-8", NULL);

  if (symlink ("/usr/lib/locale/C.utf8", link) == 0)
    {
      g_setenv ("LOCPATH", locale_dir, TRUE);
      if (setlocale (LC_ALL, "xx_XX.UTF-8") != NULL)
        return TRUE;
      g_unsetenv ("LOCPATH");
    }
  return setlocale (LC_ALL, "en_US.UTF-8") != NULL || setlocale (LC_ALL, "en_GB.UTF-8") != NULL;
}

static void
test_no_locale (void)
{
  g_test_skip ("no locale but C to read a catalogue in");
}

static void
remove_catalogue (void)
{
  g_autofree char *messages = g_build_filename (locale_dir, "xx", "LC_MESSAGES", NULL);
  g_autofree char *language = g_build_filename (locale_dir, "xx", NULL);
  g_autofree char *target = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *link = g_build_filename (locale_dir, "xx_XX.UTF-8", NULL);

  g_remove (link);
  g_remove (target);
  g_rmdir (messages);
  g_rmdir (language);
  g_rmdir (locale_dir);
  g_clear_pointer (&locale_dir, g_free);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  install_catalogue ();
  if (!set_test_locale ())
    {
      g_test_add_func ("/engine/data-translation/no-locale", test_no_locale);
      status = g_test_run ();
      remove_catalogue ();
      return status;
    }
  tm_init ();
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);

  g_test_add_func ("/engine/data-translation/translated", test_translated);
  g_test_add_func ("/engine/data-translation/effect-plurals", test_effect_plurals);
  g_test_add_func ("/engine/data-translation/search", test_search);
  g_test_add_func ("/engine/data-translation/card-edit-as-typed", test_card_edit_as_typed);
  g_test_add_func ("/engine/data-translation/untranslated-language", test_untranslated_language);

  status = g_test_run ();
  remove_catalogue ();
  return status;
}
