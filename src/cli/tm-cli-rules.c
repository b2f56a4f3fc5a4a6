/* tm-cli-rules.c: rules, rulings, cards, search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-cli.h"

#define WIDTH 78

/* Prints @text word-wrapped to WIDTH columns, the first line after
 * @first_indent and the others after @indent. */
static void
print_wrapped (const char *text,
               const char *first_indent,
               const char *indent)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \n", -1);
  g_autoptr(GString) line = g_string_new (first_indent);
  glong line_len = g_utf8_strlen (first_indent, -1);
  glong indent_len = g_utf8_strlen (indent, -1);
  gboolean line_empty = TRUE;

  for (guint i = 0; words[i]; i++)
    {
      glong word_len = g_utf8_strlen (words[i], -1);

      if (word_len == 0)
        continue;

      if (!line_empty && line_len + 1 + word_len > WIDTH)
        {
          g_print ("%s\n", line->str);
          g_string_assign (line, indent);
          line_len = indent_len;
          line_empty = TRUE;
        }

      if (!line_empty)
        {
          g_string_append_c (line, ' ');
          line_len++;
        }
      g_string_append (line, words[i]);
      line_len += word_len;
      line_empty = FALSE;
    }

  g_print ("%s\n", line->str);
}

static void
print_markup_wrapped (const char *markup,
                      const char *first_indent,
                      const char *indent)
{
  g_autofree char *plain = tm_rules_markup_to_plain_text (markup);

  print_wrapped (plain, first_indent, indent);
}

static void
print_underlined (const char *text,
                  const char *rule)
{
  glong len = g_utf8_strlen (text, -1);

  g_print ("%s\n", text);
  for (glong i = 0; i < len; i++)
    g_print ("%s", rule);
  g_print ("\n");
}

/* Prints a table in aligned columns if it fits in WIDTH; returns %FALSE,
 * printing nothing, when it does not. */
static gboolean
print_table_columns (TmRulesBlock *block)
{
  const char * const *header = tm_rules_block_get_header (block);
  guint n_columns = g_strv_length ((GStrv) header);
  guint n_rows = tm_rules_block_get_n_rows (block);
  g_autofree glong *widths = g_new0 (glong, n_columns);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  glong total = 2;

  for (guint r = 0; r <= n_rows; r++)
    {
      const char * const *row = r == 0 ? header : tm_rules_block_get_row (block, r - 1);

      for (guint c = 0; c < n_columns; c++)
        {
          char *plain = tm_rules_markup_to_plain_text (row[c]);

          widths[c] = MAX (widths[c], g_utf8_strlen (plain, -1));
          g_ptr_array_add (cells, plain);
        }
    }

  for (guint c = 0; c < n_columns; c++)
    total += widths[c] + (c > 0 ? 2 : 0);
  if (total > WIDTH)
    return FALSE;

  for (guint r = 0; r <= n_rows; r++)
    {
      g_autoptr(GString) line = g_string_new ("  ");

      for (guint c = 0; c < n_columns; c++)
        {
          const char *cell = g_ptr_array_index (cells, r * n_columns + c);

          if (c > 0)
            g_string_append (line, "  ");
          g_string_append (line, cell);
          if (c + 1 < n_columns)
            for (glong pad = g_utf8_strlen (cell, -1); pad < widths[c]; pad++)
              g_string_append_c (line, ' ');
        }
      g_print ("%s\n", line->str);

      if (r == 0)
        {
          g_string_assign (line, "  ");
          for (glong i = 2; i < total; i++)
            g_string_append (line, "─");
          g_print ("%s\n", line->str);
        }
    }

  return TRUE;
}

static void
print_block (TmRulesBlock *block)
{
  const char * const *items;

  switch (tm_rules_block_get_kind (block))
    {
    case TM_RULES_BLOCK_HEADING:
      {
        g_autofree char *plain = tm_rules_markup_to_plain_text (tm_rules_block_get_text (block));

        print_underlined (plain, "-");
      }
      break;

    case TM_RULES_BLOCK_PARAGRAPH:
      print_markup_wrapped (tm_rules_block_get_text (block), "", "");
      break;

    case TM_RULES_BLOCK_EXAMPLE:
      print_markup_wrapped (tm_rules_block_get_text (block), _("  Example: "), "  ");
      break;

    case TM_RULES_BLOCK_NOTE:
      print_markup_wrapped (tm_rules_block_get_text (block), _("  Note: "), "  ");
      break;

    case TM_RULES_BLOCK_LIST:
      items = tm_rules_block_get_items (block);
      for (guint i = 0; items[i]; i++)
        print_markup_wrapped (items[i], "  • ", "    ");
      break;

    case TM_RULES_BLOCK_STEPS:
      items = tm_rules_block_get_items (block);
      for (guint i = 0; items[i]; i++)
        {
          g_autofree char *number = g_strdup_printf ("%3u. ", i + 1);

          print_markup_wrapped (items[i], number, "     ");
        }
      break;

    case TM_RULES_BLOCK_TABLE:
      {
        const char * const *header = tm_rules_block_get_header (block);

        if (tm_rules_block_get_caption (block) != NULL)
          print_markup_wrapped (tm_rules_block_get_caption (block), "", "");

        if (print_table_columns (block))
          break;

        /* One row per paragraph, each cell named by its column, so that a
         * table reads at any terminal width. */
        for (guint r = 0; r < tm_rules_block_get_n_rows (block); r++)
          {
            const char * const *cells = tm_rules_block_get_row (block, r);

            for (guint c = 0; cells[c]; c++)
              {
                g_autofree char *name = tm_rules_markup_to_plain_text (header[c]);
                g_autofree char *first = g_strdup_printf ("  %s %s: ", c == 0 ? "•" : " ", name);

                print_markup_wrapped (cells[c], first, "      ");
              }
          }
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
print_rulings (TmRulebook *rulebook)
{
  for (guint i = 0; i < tm_rulebook_get_n_rulings (rulebook); i++)
    {
      TmRuling *ruling = tm_rulebook_get_ruling (rulebook, i);
      const char *option_id = tm_ruling_get_option_id (ruling);

      g_print ("\n");
      print_markup_wrapped (tm_ruling_get_question (ruling), "Q. ", "   ");
      print_markup_wrapped (tm_ruling_get_ruling (ruling), _("   Ruling: "), "   ");
      print_markup_wrapped (tm_ruling_get_reason (ruling), _("   Why: "), "   ");
      if (option_id != NULL)
        {
          TmGameOption *option = tm_rulebook_lookup_option (rulebook, option_id);
          g_autofree char *text = g_strdup_printf (_("Option “%s” (%s): %s"),
                                                   tm_game_option_get_name (option), option_id,
                                                   tm_game_option_get_description (option));

          print_markup_wrapped (text, "   ", "   ");
        }
    }
}

static void
print_section (TmRulebook     *rulebook,
               TmRulesSection *section)
{
  print_underlined (tm_rules_section_get_title (section), "=");

  for (guint i = 0; i < tm_rules_section_get_n_blocks (section); i++)
    {
      if (i > 0)
        g_print ("\n");
      print_block (tm_rules_section_get_block (section, i));
    }

  if (g_str_equal (tm_rules_section_get_id (section), "rulings"))
    print_rulings (rulebook);
}

static void
add_string_member (JsonBuilder *builder,
                   const char  *name,
                   const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_markup_strings (JsonBuilder        *builder,
                    const char         *name,
                    const char * const *values)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; values[i]; i++)
    json_builder_add_string_value (builder, values[i]);
  json_builder_end_array (builder);
}

static void
build_section_json (JsonBuilder    *builder,
                    TmRulesSection *section)
{
  static const char *kinds[] = { "h", "p", "list", "steps", "table", "example", "note" };

  json_builder_begin_object (builder);
  add_string_member (builder, "id", tm_rules_section_get_id (section));
  add_string_member (builder, "title", tm_rules_section_get_title (section));
  json_builder_set_member_name (builder, "blocks");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tm_rules_section_get_n_blocks (section); i++)
    {
      TmRulesBlock *block = tm_rules_section_get_block (section, i);
      g_autofree char *plain = tm_rules_block_to_plain_text (block);
      TmRulesBlockKind kind = tm_rules_block_get_kind (block);

      json_builder_begin_object (builder);
      add_string_member (builder, "kind", kinds[kind]);
      if (tm_rules_block_get_text (block) != NULL)
        add_string_member (builder, "markup", tm_rules_block_get_text (block));
      if (tm_rules_block_get_items (block) != NULL)
        add_markup_strings (builder, "items", tm_rules_block_get_items (block));
      if (kind == TM_RULES_BLOCK_TABLE)
        {
          add_string_member (builder, "caption", tm_rules_block_get_caption (block));
          add_markup_strings (builder, "header", tm_rules_block_get_header (block));
          json_builder_set_member_name (builder, "rows");
          json_builder_begin_array (builder);
          for (guint r = 0; r < tm_rules_block_get_n_rows (block); r++)
            {
              json_builder_begin_array (builder);
              for (const char * const *cell = tm_rules_block_get_row (block, r); *cell; cell++)
                json_builder_add_string_value (builder, *cell);
              json_builder_end_array (builder);
            }
          json_builder_end_array (builder);
        }
      add_string_member (builder, "text", plain);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
build_rulings_json (JsonBuilder *builder,
                    TmRulebook  *rulebook)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < tm_rulebook_get_n_rulings (rulebook); i++)
    {
      TmRuling *ruling = tm_rulebook_get_ruling (rulebook, i);

      json_builder_begin_object (builder);
      add_string_member (builder, "id", tm_ruling_get_id (ruling));
      add_string_member (builder, "question", tm_ruling_get_question (ruling));
      add_string_member (builder, "ruling", tm_ruling_get_ruling (ruling));
      add_string_member (builder, "reason", tm_ruling_get_reason (ruling));
      add_string_member (builder, "option", tm_ruling_get_option_id (ruling));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
build_options_json (JsonBuilder *builder,
                    TmRulebook  *rulebook)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < tm_rulebook_get_n_options (rulebook); i++)
    {
      TmGameOption *option = tm_rulebook_get_option (rulebook, i);

      json_builder_begin_object (builder);
      add_string_member (builder, "id", tm_game_option_get_id (option));
      add_string_member (builder, "name", tm_game_option_get_name (option));
      add_string_member (builder, "description", tm_game_option_get_description (option));
      json_builder_set_member_name (builder, "default");
      json_builder_add_boolean_value (builder, tm_game_option_get_default (option));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static TmRulebook *
get_rulebook (TmCatalogue *catalogue,
              const char  *command,
              const char  *game_id)
{
  g_autoptr(GError) error = NULL;
  TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, game_id, &error);

  if (rulebook == NULL)
    g_printerr ("tablemate-cli %s: %s\n", command, error->message);

  return rulebook;
}

int
tm_cli_rules (TmCatalogue *catalogue,
              int          argc,
              char       **argv)
{
  TmRulebook *rulebook;
  TmRulesSection *only = NULL;
  TmGame *game;

  if (!tm_cli_parse_options (_("GAME [SECTION]"),
                             _("Print a game's rules reference, or one section of it"),
                             NULL, &argc, &argv))
    return EXIT_FAILURE;

  if (argc < 2 || argc > 3)
    {
      g_printerr ("tablemate-cli rules: %s\n", _("name one game, such as “freeo”, and "
                                                 "perhaps a section, such as “setup”"));
      return EXIT_FAILURE;
    }

  if ((rulebook = get_rulebook (catalogue, "rules", argv[1])) == NULL)
    return EXIT_FAILURE;
  game = tm_catalogue_lookup_game (catalogue, argv[1]);

  if (argc == 3 && (only = tm_rulebook_lookup_section (rulebook, argv[2])) == NULL)
    {
      g_autofree char *ids = g_strjoinv (", ", (char **) tm_rulebook_get_section_ids ());

      g_printerr ("tablemate-cli rules: ");
      g_printerr (_("“%s” is not a section; the sections are: %s\n"), argv[2], ids);
      return EXIT_FAILURE;
    }

  if (tm_cli_json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      if (only != NULL)
        {
          build_section_json (builder, only);
        }
      else
        {
          json_builder_begin_object (builder);
          add_string_member (builder, "game", tm_rulebook_get_game_id (rulebook));
          add_string_member (builder, "name", tm_game_get_name (game));
          json_builder_set_member_name (builder, "sections");
          json_builder_begin_array (builder);
          for (guint i = 0; i < tm_rulebook_get_n_sections (rulebook); i++)
            build_section_json (builder, tm_rulebook_get_section (rulebook, i));
          json_builder_end_array (builder);
          json_builder_set_member_name (builder, "rulings");
          build_rulings_json (builder, rulebook);
          json_builder_set_member_name (builder, "options");
          build_options_json (builder, rulebook);
          json_builder_end_object (builder);
        }

      root = json_builder_get_root (builder);
      tm_cli_print_json (root);
      return EXIT_SUCCESS;
    }

  if (only != NULL)
    {
      print_section (rulebook, only);
      return EXIT_SUCCESS;
    }

  {
    g_autofree char *title = g_strdup_printf (_("%s: the rules"), tm_game_get_name (game));

    print_underlined (title, "#");
  }

  for (guint i = 0; i < tm_rulebook_get_n_sections (rulebook); i++)
    {
      g_print ("\n");
      print_section (rulebook, tm_rulebook_get_section (rulebook, i));
    }

  return EXIT_SUCCESS;
}

/* Rulings as Markdown, for docs/rulings.md: the same text the app shows. */
static void
print_markdown_text (const char *label,
                     const char *markup)
{
  g_autofree char *plain = tm_rules_markup_to_plain_text (markup);
  g_autoptr(GString) escaped = g_string_new (NULL);

  for (const char *p = plain; *p; p++)
    {
      if (strchr ("*_`[]<>\\", *p) != NULL)
        g_string_append_c (escaped, '\\');
      g_string_append_c (escaped, *p);
    }

  if (label != NULL)
    g_print ("%s %s\n\n", label, escaped->str);
  else
    g_print ("%s\n\n", escaped->str);
}

static void
print_rulings_markdown (TmCatalogue *catalogue)
{
  g_auto(GStrv) games = tm_catalogue_list_game_ids (catalogue);

  g_print ("# Rulings\n\n");
  g_print ("<!-- Generated by `tablemate-cli rulings --markdown`; a test fails when this "
           "file and the tool differ. Edit data/games/<game>/rules.json, then regenerate. -->\n\n");
  g_print ("The published rules of the games leave some situations open. These are the "
           "answers Tablemate uses, in the app, in the tool and in play, with the reason "
           "for each. Where another reading is just as fair, it is offered as an option "
           "that players can switch on.\n\n");

  for (guint g = 0; games[g]; g++)
    {
      TmGame *game = tm_catalogue_lookup_game (catalogue, games[g]);
      TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, games[g], NULL);

      g_print ("## %s\n\n", tm_game_get_name (game));

      for (guint i = 0; i < tm_rulebook_get_n_rulings (rulebook); i++)
        {
          TmRuling *ruling = tm_rulebook_get_ruling (rulebook, i);
          const char *option_id = tm_ruling_get_option_id (ruling);
          g_autofree char *question = tm_rules_markup_to_plain_text (tm_ruling_get_question (ruling));

          g_print ("### %s\n\n", question);
          print_markdown_text ("**Ruling:**", tm_ruling_get_ruling (ruling));
          print_markdown_text ("**Why:**", tm_ruling_get_reason (ruling));
          if (option_id != NULL)
            {
              TmGameOption *option = tm_rulebook_lookup_option (rulebook, option_id);
              g_autofree char *label = g_strdup_printf ("**Option “%s”** (`%s`):",
                                                        tm_game_option_get_name (option),
                                                        option_id);

              print_markdown_text (label, tm_game_option_get_description (option));
            }
        }
    }
}

int
tm_cli_rulings (TmCatalogue *catalogue,
                int          argc,
                char       **argv)
{
  gboolean markdown = FALSE;
  g_auto(GStrv) games = NULL;
  GOptionEntry entries[] = {
    { "markdown", 0, 0, G_OPTION_ARG_NONE, &markdown, N_("Print Markdown (docs/rulings.md)"), NULL },
    { NULL }
  };

  if (!tm_cli_parse_options (_("[GAME]"), _("Print the rulings of every game, or of one"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc > 2)
    {
      g_printerr ("tablemate-cli rulings: %s\n", _("name at most one game"));
      return EXIT_FAILURE;
    }

  if (argc == 2)
    {
      if (get_rulebook (catalogue, "rulings", argv[1]) == NULL)
        return EXIT_FAILURE;
      games = g_strdupv ((char *[]) { argv[1], NULL });
    }
  else
    {
      games = tm_catalogue_list_game_ids (catalogue);
      for (guint g = 0; games[g]; g++)
        if (get_rulebook (catalogue, "rulings", games[g]) == NULL)
          return EXIT_FAILURE;
    }

  if (markdown && argc == 1)
    {
      print_rulings_markdown (catalogue);
      return EXIT_SUCCESS;
    }
  else if (markdown)
    {
      g_printerr ("tablemate-cli rulings: %s\n", _("--markdown prints every game's rulings"));
      return EXIT_FAILURE;
    }

  if (tm_cli_json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      for (guint g = 0; games[g]; g++)
        {
          json_builder_set_member_name (builder, games[g]);
          build_rulings_json (builder, tm_catalogue_get_rulebook (catalogue, games[g], NULL));
        }
      json_builder_end_object (builder);

      root = json_builder_get_root (builder);
      tm_cli_print_json (root);
      return EXIT_SUCCESS;
    }

  for (guint g = 0; games[g]; g++)
    {
      TmGame *game = tm_catalogue_lookup_game (catalogue, games[g]);

      if (g > 0)
        g_print ("\n");
      print_underlined (tm_game_get_name (game), "=");
      print_rulings (tm_catalogue_get_rulebook (catalogue, games[g], NULL));
    }

  return EXIT_SUCCESS;
}

static char *
describe_effect (TmCatalogue *catalogue,
                 TmCard      *card)
{
  return tm_catalogue_describe_effect (catalogue, tm_card_get_effect (card));
}

static void
build_card_json (JsonBuilder *builder,
                 TmCard      *card,
                 TmCatalogue *catalogue)
{
  g_autofree char *effect_text = describe_effect (catalogue, card);
  g_autoptr(JsonNode) effect = json_node_new (JSON_NODE_ARRAY);

  json_node_set_array (effect, tm_card_get_effect (card));

  json_builder_begin_object (builder);
  add_string_member (builder, "id", tm_card_get_id (card));
  add_string_member (builder, "deck", tm_card_get_deck_id (card));
  add_string_member (builder, "kind", tm_card_get_kind (card));
  add_string_member (builder, "name", tm_card_get_name (card));
  json_builder_set_member_name (builder, "count");
  json_builder_add_int_value (builder, tm_card_get_count (card));
  add_string_member (builder, "text", tm_card_get_text (card));
  json_builder_set_member_name (builder, "effect");
  json_builder_add_value (builder, g_steal_pointer (&effect));
  add_string_member (builder, "effect_text", effect_text);
  if (tm_card_get_number (card) > 0)
    {
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, tm_card_get_number (card));
    }
  if (tm_card_has_points (card))
    {
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, tm_card_get_points (card));
    }
  json_builder_set_member_name (builder, "reconstructed");
  json_builder_add_boolean_value (builder, tm_card_get_reconstructed (card));
  add_string_member (builder, "uncertain", tm_card_get_uncertain (card));
  json_builder_end_object (builder);
}

static void
print_card (TmDeck      *deck,
            TmCard      *card,
            TmCatalogue *catalogue)
{
  g_autofree char *effect = describe_effect (catalogue, card);
  g_autoptr(GString) head = g_string_new (NULL);

  g_string_append_printf (head, "%3u × %s  [%s", tm_card_get_count (card), tm_card_get_name (card),
                          tm_deck_get_kind_name (deck, tm_card_get_kind (card)));
  if (tm_card_get_number (card) > 0)
    g_string_append_printf (head, " %u", tm_card_get_number (card));
  g_string_append_printf (head, ", %s]", tm_card_get_id (card));
  if (tm_card_get_reconstructed (card))
    g_string_append (head, _("  Reconstructed"));
  if (tm_card_get_uncertain (card) != NULL)
    g_string_append (head, _("  Uncertain"));

  g_print ("%s\n", head->str);
  if (*tm_card_get_text (card) != '\0')
    print_wrapped (tm_card_get_text (card), "      ", "      ");
  if (*effect != '\0')
    {
      g_autofree char *line = g_strdup_printf (_("Effect: %s"), effect);

      print_wrapped (line, "      ", "        ");
    }
  if (tm_card_get_uncertain (card) != NULL)
    {
      g_autofree char *line = g_strdup_printf (_("Uncertain: %s"), tm_card_get_uncertain (card));

      print_wrapped (line, "      ", "        ");
    }
}

int
tm_cli_cards (TmCatalogue *catalogue,
              int          argc,
              char       **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *kind = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const char * const *deck_ids;
  gboolean kind_found = FALSE;
  TmGame *game;
  GOptionEntry entries[] = {
    { "kind", 'k', 0, G_OPTION_ARG_STRING, &kind, N_("Only cards of this kind"), N_("KIND") },
    { NULL }
  };

  if (!tm_cli_parse_options (_("GAME"), _("List the cards a game uses, with what they do"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc != 2)
    {
      g_printerr ("tablemate-cli cards: %s\n", _("name one game, such as “freeo”"));
      return EXIT_FAILURE;
    }

  if ((game = tm_catalogue_get_game (catalogue, argv[1], &error)) == NULL)
    {
      g_printerr ("tablemate-cli cards: %s\n", error->message);
      return EXIT_FAILURE;
    }

  deck_ids = tm_game_get_deck_ids (game);
  for (guint d = 0; deck_ids[d]; d++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, deck_ids[d], &error);

      if (deck == NULL)
        {
          g_printerr ("tablemate-cli cards: %s\n", error->message);
          return EXIT_FAILURE;
        }
      if (kind == NULL || tm_deck_get_kind_name (deck, kind) != NULL)
        kind_found = TRUE;
    }

  if (!kind_found)
    {
      g_autoptr(GString) kinds = g_string_new (NULL);

      for (guint d = 0; deck_ids[d]; d++)
        {
          g_auto(GStrv) ids = tm_deck_list_kinds (tm_catalogue_get_deck (catalogue, deck_ids[d], NULL));

          for (guint k = 0; ids[k]; k++)
            g_string_append_printf (kinds, "%s%s", kinds->len ? ", " : "", ids[k]);
        }

      g_printerr ("tablemate-cli cards: ");
      g_printerr (_("“%s” is not a kind of card in %s; the kinds are: %s\n"),
                  kind, tm_game_get_name (game), kinds->str);
      return EXIT_FAILURE;
    }

  json_builder_begin_array (builder);

  for (guint d = 0; deck_ids[d]; d++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, deck_ids[d], NULL);
      guint n = g_list_model_get_n_items (G_LIST_MODEL (deck));
      gboolean header = FALSE;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);

          if (kind != NULL && !g_str_equal (tm_card_get_kind (card), kind))
            continue;

          if (tm_cli_json)
            {
              build_card_json (builder, card, catalogue);
              continue;
            }

          if (!header)
            {
              g_autofree char *title = g_strdup_printf ("%s (%s)", tm_deck_get_name (deck),
                                                        tm_deck_get_id (deck));

              if (d > 0)
                g_print ("\n");
              print_underlined (title, "=");
              header = TRUE;
            }
          print_card (deck, card, catalogue);
        }
    }

  json_builder_end_array (builder);

  if (tm_cli_json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (builder);

      tm_cli_print_json (root);
    }

  return EXIT_SUCCESS;
}

int
tm_cli_search (TmCatalogue *catalogue,
               int          argc,
               char       **argv)
{
  static const char *kind_names[] = { "section", "ruling", "card" };
  g_autoptr(GError) error = NULL;
  g_autoptr(TmSearch) search = NULL;
  g_autoptr(GListModel) results = NULL;
  g_autofree char *game = NULL;
  g_autofree char *words = NULL;
  guint n;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("Search only this game"), N_("GAME") },
    { NULL }
  };

  if (!tm_cli_parse_options (_("WORDS…"), _("Search every game's rules, rulings and cards"),
                             entries, &argc, &argv))
    return EXIT_FAILURE;

  if (argc < 2)
    {
      g_printerr ("tablemate-cli search: %s\n", _("give one or more words to look for"));
      return EXIT_FAILURE;
    }

  if (game != NULL && tm_catalogue_get_game (catalogue, game, &error) == NULL)
    {
      g_printerr ("tablemate-cli search: %s\n", error->message);
      return EXIT_FAILURE;
    }

  if ((search = tm_search_new (catalogue, &error)) == NULL)
    {
      g_printerr ("tablemate-cli search: %s\n", error->message);
      return EXIT_FAILURE;
    }

  words = g_strjoinv (" ", argv + 1);
  results = tm_search_query (search, words, game);
  n = g_list_model_get_n_items (results);

  if (tm_cli_json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TmSearchResult) result = g_list_model_get_item (results, i);
          g_autofree char *uri = tm_search_result_dup_uri (result);

          json_builder_begin_object (builder);
          add_string_member (builder, "kind", kind_names[tm_search_result_get_kind (result)]);
          add_string_member (builder, "game", tm_search_result_get_game_id (result));
          add_string_member (builder, "section", tm_search_result_get_section_id (result));
          add_string_member (builder, "ruling", tm_search_result_get_ruling_id (result));
          add_string_member (builder, "deck", tm_search_result_get_deck_id (result));
          add_string_member (builder, "card", tm_search_result_get_card_id (result));
          add_string_member (builder, "uri", uri);
          add_string_member (builder, "title", tm_search_result_get_title (result));
          add_string_member (builder, "snippet", tm_search_result_get_snippet (result));
          json_builder_set_member_name (builder, "score");
          json_builder_add_int_value (builder, tm_search_result_get_score (result));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);

      root = json_builder_get_root (builder);
      tm_cli_print_json (root);
      return EXIT_SUCCESS;
    }

  if (n == 0)
    {
      g_printerr (_("Nothing found for “%s”\n"), words);
      return EXIT_FAILURE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmSearchResult) result = g_list_model_get_item (results, i);
      g_autofree char *uri = tm_search_result_dup_uri (result);

      if (i > 0)
        g_print ("\n");
      g_print ("%s  (%s, %s)\n", tm_search_result_get_title (result),
               tm_search_result_get_game_id (result), uri);
      if (*tm_search_result_get_snippet (result) != '\0')
        print_wrapped (tm_search_result_get_snippet (result), "    ", "    ");
    }

  return EXIT_SUCCESS;
}
