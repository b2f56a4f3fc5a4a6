/* test-rulebook-cli.c: tablemate-cli rules, rulings, cards and search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-test-cli.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#define run_cli(status, err, ...) \
  tm_test_run_cli (NULL, NULL, status, err, __VA_ARGS__)

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
test_cli_rules_section (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  out = run_cli (&status, &err, "rules", "freeo", "setup", NULL);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "Setup");
  g_assert_cmpstr (lines[1], ==, "=====");
  g_assert_nonnull (strstr (out, "  1. Pick a dealer and shuffle all 90 cards.\n"));
  /* A narrow table prints as columns, links as their text. */
  g_assert_nonnull (strstr (out, "  Players  Cards each  Draw pile\n"));
  g_assert_nonnull (strstr (out, "  2        6           77\n"));
  g_assert_nonnull (strstr (out, "If it is a FREE-O Wild or a Draw A Card"));
  g_assert_null (strstr (out, "<a"));

  /* Nothing wider than 78 columns. */
  for (guint i = 0; lines[i]; i++)
    g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, 78);
}

static void
test_cli_rules_whole (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  out = run_cli (&status, &err, "rules", "prisoner", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "Prisoner: the rules\n"));
  g_assert_nonnull (strstr (out, "\nOverview\n========\n"));
  g_assert_nonnull (strstr (out, "\nRulings\n=======\n"));
  /* The rulings section is followed by the rulings themselves. */
  g_assert_nonnull (strstr (strstr (out, "\nRulings\n"), "\nQ. "));
  g_assert_nonnull (strstr (out, "   Ruling: "));
}

static void
test_cli_rules_json (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *sections;
  JsonObject *setup;
  int status;

  out = run_cli (&status, &err, "rules", "freeo", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  root = parse (out);
  object = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "freeo");
  sections = json_object_get_array_member (object, "sections");
  g_assert_cmpuint (json_array_get_length (sections), ==, 9);
  setup = json_array_get_object_element (sections, 2);
  g_assert_cmpstr (json_object_get_string_member (setup, "id"), ==, "setup");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "rulings")), ==, 18);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "options")), ==, 6);
}

static void
test_cli_rules_errors (void)
{
  static const struct {
    const char *args[4];
    const char *message;
  } cases[] = {
    { { "rules", NULL }, "name one game" },
    { { "rules", "chess", NULL }, "“chess” is not a game Tablemate knows" },
    { { "rules", "freeo", "endgame", NULL }, "“endgame” is not a section; the sections are: overview," },
    { { "cards", "freeo", "--kind", "joker" }, "“joker” is not a kind of card in Free-O; the kinds are: seek, captured, draw, wild" },
    { { "cards", NULL }, "name one game" },
    { { "search", NULL }, "give one or more words" },
    { { "search", "xyzzy", NULL }, "Nothing found for “xyzzy”" },
    { { "search", "--game", "chess", "wild" }, "“chess” is not a game Tablemate knows" },
    { { "rulings", "freeo", "--markdown", NULL }, "--markdown prints every game's rulings" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status;

      out = run_cli (&status, &err, cases[i].args[0], cases[i].args[1], cases[i].args[2],
                     cases[i].args[3], NULL);
      g_assert_cmpint (status, !=, 0);
      if (strstr (err, cases[i].message) == NULL)
        g_error ("“%s” does not contain “%s”", err, cases[i].message);
    }
}

static void
test_cli_cards (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *cards;
  JsonObject *wild;
  int status;

  out = run_cli (&status, &err, "cards", "freeo", "--kind", "wild", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "Free-O deck (freeo)\n"));
  g_assert_nonnull (strstr (out, " 12 × FREE-O Wild  [FREE-O Wild, wild]"));
  g_assert_nonnull (strstr (out, "Effect: "));
  g_assert_null (strstr (out, "seek-house"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "cards", "freeo", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  root = parse (out);
  cards = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (cards), ==, 9);
  wild = json_array_get_object_element (cards, 8);
  g_assert_cmpstr (json_object_get_string_member (wild, "id"), ==, "wild");
  g_assert_cmpint (json_object_get_int_member (wild, "count"), ==, 12);
  g_assert_cmpuint (strlen (json_object_get_string_member (wild, "effect_text")), >, 10);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cards, 0),
                                                  "effect_text"), ==,
                   "The next player must match it with another house card, a wild or a "
                   "capture card, or else draw a card.");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (wild, "effect")), >, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Escaped uses only the Gitmo basic deck. */
  out = run_cli (&status, &err, "cards", "escaped", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "Gitmo basic deck (gitmo-basic)\n"));
  g_assert_null (strstr (out, "(gitmo-specialops)"));
}

static void
test_cli_search (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *top;
  int status;

  out = run_cli (&status, &err, "search", "wild", "card", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "FREE-O Wild  (freeo, card:freeo/wild)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "search", "--json", "--game", "escaped", "TRUMP", NULL);
  g_assert_cmpint (status, ==, 0);
  root = parse (out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), ==, 1);
  top = json_array_get_object_element (json_node_get_array (root), 0);
  g_assert_cmpstr (json_object_get_string_member (top, "kind"), ==, "card");
  g_assert_cmpstr (json_object_get_string_member (top, "game"), ==, "escaped");
  g_assert_cmpstr (json_object_get_string_member (top, "uri"), ==, "card:gitmo-basic/trump");
}

static void
test_cli_rulings (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  int status;

  out = run_cli (&status, &err, "rulings", "--markdown", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "# Rulings\n"));
  g_assert_nonnull (strstr (out, "\n## Free-O\n"));
  g_assert_nonnull (strstr (out, "\n## Prisoner\n"));
  g_assert_nonnull (strstr (out, "**Option “Wilds any time”** (`wild-anytime`):"));
  g_assert_null (strstr (out, "<a "));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  out = run_cli (&status, &err, "rulings", "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  root = parse (out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (root),
                                                                         "gitmo")), ==, 29);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("TABLEMATE_CLI") == NULL)
    g_error ("TABLEMATE_CLI must name the tablemate-cli binary");

  g_test_add_func ("/cli/rules/section", test_cli_rules_section);
  g_test_add_func ("/cli/rules/whole", test_cli_rules_whole);
  g_test_add_func ("/cli/rules/json", test_cli_rules_json);
  g_test_add_func ("/cli/rules/errors", test_cli_rules_errors);
  g_test_add_func ("/cli/cards", test_cli_cards);
  g_test_add_func ("/cli/search", test_cli_search);
  g_test_add_func ("/cli/rulings", test_cli_rulings);

  return g_test_run ();
}
