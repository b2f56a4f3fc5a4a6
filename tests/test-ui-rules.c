/* test-ui-rules.c: the Rules section for readers, keyboards and screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under a virtual display (build-aux/dev test provides one).  Every
 * GLib warning or critical is fatal here.  Accessible roles and names are
 * checked through GTK's own accessibility objects; the pictures land in the
 * build directory's screenshots/ folder, at 360×720 and 1280×800, light and
 * dark.
 */

#include "config.h"

#include <adwaita.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-card-edit-dialog.h"
#include "tm-card-gallery.h"
#include "tm-card-widget.h"
#include "tm-effect-editor.h"
#include "tm-rules-table.h"
#include "tm-rules-text.h"
#include "tm-rules-view.h"
#include "tm-search-page.h"
#include "tm-search-row.h"
#include "tm-test-ui.h"
#include "tm-window.h"

typedef struct
{
  int         width;
  int         height;
  const char *name;
} Size;

static const Size sizes[] = {
  { 360, 720, "narrow" },
  { 1280, 800, "wide" },
};

static TmApplication *app;
static TmCatalogue *catalogue;

static TmWindow *
open_window (const Size *size,
             gboolean    dark)
{
  TmWindow *window;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = tm_application_new_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));
  return window;
}

/* Pictures the window in the light style, then in the dark one. */
static void
shoot_both_styles (TmWindow   *window,
                   const char *what,
                   const Size *size)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s-%s", what, size->name,
                                               dark ? "dark" : "light");

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      tm_test_ui_shoot (GTK_WIDGET (window), name);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
close_window (TmWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

static void
wait_for_scrolling (TmRulesView *rules)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (tm_rules_view_get_scrolling (rules) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (tm_rules_view_get_scrolling (rules));
  tm_test_ui_wait_ms (100);
}

/* Opens @game_id's rules at its first section. */
static TmRulesView *
open_rules (TmWindow   *window,
            const char *game_id)
{
  TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, game_id, NULL);
  TmRulesSection *first = tm_rulebook_get_section (rulebook, 0);
  g_autofree char *uri = g_strdup_printf ("section:%s/%s", game_id,
                                          tm_rules_section_get_id (first));
  TmRulesView *rules;

  g_assert_true (tm_window_show_uri (window, game_id, uri));
  rules = TM_RULES_VIEW (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_RULES_VIEW));
  g_assert_nonnull (rules);
  wait_for_scrolling (rules);
  g_assert_cmpstr (tm_game_get_id (tm_rules_view_get_game (rules)), ==, game_id);
  return rules;
}

/* Scrolls the rules so that @widget is near the top. */
static void
scroll_to_widget (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (
                                                 GTK_SCROLLED_WINDOW (scroller))));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &point));
  gtk_adjustment_set_value (adjustment, point.y - 48);
  tm_test_ui_wait_ms (200);
}

/* Tables */

static GPtrArray *
table_blocks (const char *game_id)
{
  TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, game_id, NULL);
  GPtrArray *blocks = g_ptr_array_new ();

  for (guint i = 0; i < tm_rulebook_get_n_sections (rulebook); i++)
    {
      TmRulesSection *section = tm_rulebook_get_section (rulebook, i);

      for (guint b = 0; b < tm_rules_section_get_n_blocks (section); b++)
        if (tm_rules_block_get_kind (tm_rules_section_get_block (section, b)) ==
            TM_RULES_BLOCK_TABLE)
          g_ptr_array_add (blocks, tm_rules_section_get_block (section, b));
    }

  return blocks;
}

static double
x_in (GtkWidget *widget,
      GtkWidget *ancestor)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, ancestor, &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.x;
}

/* A table is a table to a screen reader, each row named by what it says
 * and each cell by its column's heading and value; it fits its view; and
 * as a grid, its columns line up. */
static void
check_table (TmRulesTable *table,
             TmRulesBlock *block,
             int           view_width)
{
  const char * const *header = tm_rules_block_get_header (block);
  guint n_columns = g_strv_length ((GStrv) header);
  const char *caption = tm_rules_block_get_caption (block);
  int min_width;

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_ROLE_TABLE);
  if (caption != NULL)
    {
      g_autofree char *plain = tm_rules_markup_to_plain_text (caption);

      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           plain);
    }

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (tm_rules_table_get_row (table, -1)),
                                   GTK_ACCESSIBLE_ROLE_ROW);
  for (guint c = 0; c < n_columns; c++)
    gtk_test_accessible_assert_role (GTK_ACCESSIBLE (tm_rules_table_get_cell (table, -1, c)),
                                     GTK_ACCESSIBLE_ROLE_COLUMN_HEADER);

  for (guint r = 0; r < tm_rules_block_get_n_rows (block); r++)
    {
      const char * const *cells = tm_rules_block_get_row (block, r);
      g_autofree char *row_text = tm_rules_block_dup_row_text (block, r);
      GtkWidget *row = tm_rules_table_get_row (table, r);

      gtk_test_accessible_assert_role (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_ROLE_ROW);
      g_assert_cmpstr (row_text, !=, "");
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           row_text);

      for (guint c = 0; c < n_columns; c++)
        {
          GtkWidget *cell = tm_rules_table_get_cell (table, r, c);
          g_autofree char *heading = tm_rules_markup_to_plain_text (header[c]);
          g_autofree char *value = tm_rules_markup_to_plain_text (cells[c]);
          g_autofree char *name = *heading ? g_strdup_printf ("%s: %s", heading, value)
                                           : g_strdup (value);

          gtk_test_accessible_assert_role (GTK_ACCESSIBLE (cell),
                                           c == 0 ? GTK_ACCESSIBLE_ROLE_ROW_HEADER
                                                  : GTK_ACCESSIBLE_ROLE_CELL);
          gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell),
                                               GTK_ACCESSIBLE_PROPERTY_LABEL, name);
          g_assert_cmpstr (tm_rules_text_get_text (TM_RULES_TEXT (cell)), ==, value);

          if (!tm_rules_table_get_compact (table))
            g_assert_cmpfloat_with_epsilon (x_in (cell, GTK_WIDGET (table)),
                                            x_in (tm_rules_table_get_cell (table, -1, c),
                                                  GTK_WIDGET (table)), 0.5);
        }
    }

  /* It fits: never wider than the view, never given less than it needs. */
  gtk_widget_measure (GTK_WIDGET (table), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table)), <=, view_width);
  g_assert_cmpint (min_width, <=, gtk_widget_get_width (GTK_WIDGET (table)));
}

static void
test_tables (gconstpointer data)
{
  const Size *size = data;
  g_auto(GStrv) game_ids = tm_catalogue_list_game_ids (catalogue);
  guint n_tables = 0, n_rows = 0;

  for (guint dark = 0; dark < 2; dark++)
    {
      TmWindow *window = open_window (size, dark);

      for (guint g = 0; game_ids[g] != NULL; g++)
        {
          g_autoptr(GPtrArray) blocks = table_blocks (game_ids[g]);
          g_autoptr(GPtrArray) tables = g_ptr_array_new ();
          TmRulesView *rules = open_rules (window, game_ids[g]);
          int view_width;

          tm_test_ui_collect (GTK_WIDGET (rules), TM_TYPE_RULES_TABLE, tables);
          g_assert_cmpuint (tables->len, ==, blocks->len);
          if (tables->len == 0)
            continue;

          view_width = gtk_widget_get_width (gtk_widget_get_ancestor (g_ptr_array_index (tables, 0),
                                                                      GTK_TYPE_SCROLLED_WINDOW));
          for (guint t = 0; t < tables->len; t++)
            {
              TmRulesTable *table = g_ptr_array_index (tables, t);
              TmRulesBlock *block = g_ptr_array_index (blocks, t);

              if (t == 0)
                {
                  g_autofree char *name = g_strdup_printf ("rules-table-%s-%s-%s", game_ids[g],
                                                           size->name, dark ? "dark" : "light");

                  scroll_to_widget (GTK_WIDGET (table));
                  tm_test_ui_shoot (GTK_WIDGET (window), name);
                }

              check_table (table, block, view_width);
              if (!dark)
                {
                  g_autofree char *caption = tm_rules_markup_to_plain_text (
                    tm_rules_block_get_caption (block) ? tm_rules_block_get_caption (block) : "");

                  g_test_message ("%s “%s”: %u×%u, %s, %d px high", game_ids[g], caption,
                                  tm_rules_block_get_n_rows (block),
                                  g_strv_length ((GStrv) tm_rules_block_get_header (block)),
                                  tm_rules_table_get_compact (table) ? "row by row" : "grid",
                                  gtk_widget_get_height (GTK_WIDGET (table)));
                  n_tables++;
                  n_rows += tm_rules_block_get_n_rows (block);
                }
            }
          tm_window_show_library (window);
          tm_test_ui_wait_ms (50);
        }

      close_window (window);
    }

  g_test_message ("%u tables, %u named rows", n_tables, n_rows);
  g_assert_cmpuint (n_rows, >=, 200);
}

/* Free-O's set-up table is a grid at both widths, and short; Gitmo's
 * five columns of long text are a grid at desktop width and row by row
 * at 360 px. */
static void
test_table_layouts (gconstpointer data)
{
  const Size *size = data;
  TmWindow *window = open_window (size, FALSE);
  TmRulesView *rules = open_rules (window, "freeo");
  g_autoptr(GPtrArray) tables = g_ptr_array_new ();
  TmRulesTable *setup = NULL, *glance = NULL;

  tm_test_ui_collect (GTK_WIDGET (rules), TM_TYPE_RULES_TABLE, tables);
  for (guint i = 0; i < tables->len && setup == NULL; i++)
    if (g_str_equal (tm_rules_text_get_text (TM_RULES_TEXT (
          tm_rules_table_get_cell (g_ptr_array_index (tables, i), -1, 2))), "Draw pile"))
      setup = g_ptr_array_index (tables, i);
  g_assert_nonnull (setup);
  g_assert_false (tm_rules_table_get_compact (setup));
  g_test_message ("Free-O set-up table: %d px high at %d px", gtk_widget_get_height (GTK_WIDGET (setup)),
                  size->width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (setup)), <, 320);
  {
    g_autofree char *name = g_strdup_printf ("rules-table-setup-%s", size->name);

    scroll_to_widget (GTK_WIDGET (setup));
    tm_test_ui_shoot (GTK_WIDGET (window), name);
  }

  rules = open_rules (window, "gitmo");
  g_ptr_array_set_size (tables, 0);
  tm_test_ui_collect (GTK_WIDGET (rules), TM_TYPE_RULES_TABLE, tables);
  {
    g_autoptr(GPtrArray) blocks = table_blocks ("gitmo");

    g_assert_cmpuint (tables->len, ==, blocks->len);
    for (guint i = 0; i < blocks->len && glance == NULL; i++)
      if (g_strv_length ((GStrv) tm_rules_block_get_header (g_ptr_array_index (blocks, i))) == 5)
        glance = g_ptr_array_index (tables, i);
  }
  g_assert_nonnull (glance);
  g_assert_true (tm_rules_table_get_compact (glance) == (size->width < 600));
  {
    g_autofree char *name = g_strdup_printf ("rules-table-glance-%s", size->name);

    scroll_to_widget (GTK_WIDGET (glance));
    tm_test_ui_shoot (GTK_WIDGET (window), name);
  }

  close_window (window);
}

/* Links */

static void
count_links (const char *markup,
             GPtrArray  *links)
{
  if (markup != NULL)
    tm_rules_markup_collect_links (markup, links);
}

/* Every link the rules text shows: in blocks, tables and rulings. */
static guint
links_in_rules (const char *game_id)
{
  TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, game_id, NULL);
  g_autoptr(GPtrArray) links = g_ptr_array_new_with_free_func (g_free);

  count_links (tm_game_get_summary (tm_catalogue_lookup_game (catalogue, game_id)), links);
  for (guint i = 0; i < tm_rulebook_get_n_sections (rulebook); i++)
    {
      TmRulesSection *section = tm_rulebook_get_section (rulebook, i);

      for (guint b = 0; b < tm_rules_section_get_n_blocks (section); b++)
        {
          TmRulesBlock *block = tm_rules_section_get_block (section, b);
          const char * const *items = tm_rules_block_get_items (block);

          if (tm_rules_block_get_kind (block) != TM_RULES_BLOCK_HEADING)
            count_links (tm_rules_block_get_text (block), links);
          for (guint j = 0; items != NULL && items[j] != NULL; j++)
            count_links (items[j], links);
          if (tm_rules_block_get_kind (block) != TM_RULES_BLOCK_TABLE)
            continue;
          count_links (tm_rules_block_get_caption (block), links);
          for (guint c = 0; tm_rules_block_get_header (block)[c] != NULL; c++)
            count_links (tm_rules_block_get_header (block)[c], links);
          for (guint r = 0; r < tm_rules_block_get_n_rows (block); r++)
            for (guint c = 0; tm_rules_block_get_row (block, r)[c] != NULL; c++)
              count_links (tm_rules_block_get_row (block, r)[c], links);
        }
    }

  for (guint i = 0; i < tm_rulebook_get_n_rulings (rulebook); i++)
    {
      TmRuling *ruling = tm_rulebook_get_ruling (rulebook, i);
      const char *option_id = tm_ruling_get_option_id (ruling);

      count_links (tm_ruling_get_ruling (ruling), links);
      count_links (tm_ruling_get_reason (ruling), links);
      if (option_id != NULL)
        count_links (tm_game_option_get_description (tm_rulebook_lookup_option (rulebook,
                                                                                option_id)),
                     links);
    }

  return links->len;
}

/* Every link of the rules is a widget with the link role, named by its
 * words, that takes the focus; the paragraphs do not take it. */
static void
test_links (void)
{
  g_auto(GStrv) game_ids = tm_catalogue_list_game_ids (catalogue);
  TmWindow *window = open_window (&sizes[1], FALSE);
  guint total = 0;

  for (guint g = 0; game_ids[g] != NULL; g++)
    {
      g_autoptr(GPtrArray) texts = g_ptr_array_new ();
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      TmRulesView *rules = open_rules (window, game_ids[g]);
      guint n_links = 0;

      tm_test_ui_collect (GTK_WIDGET (rules), TM_TYPE_RULES_TEXT, texts);
      for (guint i = 0; i < texts->len; i++)
        {
          TmRulesText *text = g_ptr_array_index (texts, i);

          for (guint l = 0; l < tm_rules_text_get_n_links (text); l++)
            {
              GtkWidget *link = tm_rules_text_get_link (text, l);
              const char *uri = tm_rules_text_get_link_uri (text, l);

              gtk_test_accessible_assert_role (GTK_ACCESSIBLE (link), GTK_ACCESSIBLE_ROLE_LINK);
              g_assert_true (gtk_widget_get_focusable (link));
              g_assert_true (gtk_widget_get_parent (link) == GTK_WIDGET (text));
              g_assert_true (tm_rules_link_parse (uri, NULL, NULL) != TM_RULES_LINK_INVALID);
              n_links++;
            }
        }

      /* No paragraph takes the focus as a whole, nor shows a text cursor. */
      tm_test_ui_collect (GTK_WIDGET (rules), GTK_TYPE_LABEL, labels);
      for (guint i = 0; i < labels->len; i++)
        {
          GtkLabel *label = g_ptr_array_index (labels, i);

          g_assert_false (gtk_label_get_selectable (label));
          g_assert_null (strstr (gtk_label_get_label (label), "href"));
        }

      g_test_message ("%s: %u links", game_ids[g], n_links);
      g_assert_cmpuint (n_links, ==, links_in_rules (game_ids[g]));
      total += n_links;
      tm_window_show_library (window);
      tm_test_ui_wait_ms (50);
    }

  g_test_message ("%u links in all", total);
  g_assert_cmpuint (total, >=, 250);
  close_window (window);
}

static TmRulesText *
find_text_with_links (TmRulesView *rules,
                      guint        n_links,
                      const char  *prefix)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();

  tm_test_ui_collect (GTK_WIDGET (rules), TM_TYPE_RULES_TEXT, texts);
  for (guint i = 0; i < texts->len; i++)
    {
      TmRulesText *text = g_ptr_array_index (texts, i);

      if (tm_rules_text_get_n_links (text) >= n_links &&
          g_str_has_prefix (tm_rules_text_get_link_uri (text, 0), prefix) &&
          gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (text)) == GTK_ACCESSIBLE_ROLE_GENERIC)
        return text;
    }

  return NULL;
}

/* Tab goes from link to link, once each; Enter on a link follows it, and
 * the focus lands on the heading it leads to, which shows no text cursor
 * and no selection, and which Tab leaves for the next link. */
static void
test_link_keyboard (gconstpointer data)
{
  const Size *size = data;
  TmWindow *window = open_window (size, FALSE);
  TmRulesView *rules = open_rules (window, "gitmo");
  TmRulesText *two, *to_section;
  GtkWidget *first, *focus;

  /* A paragraph with two links: two Tab stops, one per link. */
  two = find_text_with_links (rules, 2, "card:");
  g_assert_nonnull (two);
  first = tm_rules_text_get_link (two, 0);
  g_assert_true (gtk_widget_grab_focus (first));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == tm_rules_text_get_link (two, 1));
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  scroll_to_widget (GTK_WIDGET (two));
  shoot_both_styles (window, "rules-link-focus", size);

  /* Following a link to a section. */
  to_section = find_text_with_links (rules, 1, "section:gitmo/");
  g_assert_nonnull (to_section);
  {
    const char *uri = tm_rules_text_get_link_uri (to_section, 0);
    TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, "gitmo", NULL);
    TmRulesSection *section = tm_rulebook_lookup_section (rulebook, uri + strlen ("section:gitmo/"));
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    GtkWidget *heading_label;

    g_assert_nonnull (section);
    g_assert_true (gtk_widget_grab_focus (tm_rules_text_get_link (to_section, 0)));
    g_assert_true (gtk_widget_activate (tm_rules_text_get_link (to_section, 0)));
    wait_for_scrolling (rules);

    focus = gtk_root_get_focus (GTK_ROOT (window));
    g_assert_nonnull (focus);
    gtk_test_accessible_assert_role (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_ROLE_HEADING);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         tm_rules_section_get_title (section));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2);
    g_assert_false (GTK_IS_LABEL (focus));
    heading_label = gtk_widget_get_first_child (focus);
    g_assert_true (GTK_IS_LABEL (heading_label));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading_label)), ==,
                     tm_rules_section_get_title (section));

    /* Nothing anywhere in the rules is selected or shows a cursor. */
    tm_test_ui_collect (GTK_WIDGET (rules), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      {
        g_assert_false (gtk_label_get_selectable (g_ptr_array_index (labels, i)));
        g_assert_false (gtk_label_get_selection_bounds (g_ptr_array_index (labels, i), NULL, NULL));
      }

    shoot_both_styles (window, "rules-heading-focus", size);

    /* Tab leaves the heading for the next link, and the heading is no
     * Tab stop of its own afterwards. */
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) != focus);
    g_assert_false (gtk_widget_get_focusable (focus));
    gtk_test_accessible_assert_role (GTK_ACCESSIBLE (gtk_root_get_focus (GTK_ROOT (window))),
                                     GTK_ACCESSIBLE_ROLE_LINK);
  }

  close_window (window);
}

/* The contents */

static GtkListBox *
find_contents (TmRulesView *rules)
{
  g_autoptr(GPtrArray) lists = g_ptr_array_new ();

  tm_test_ui_collect (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX, lists);
  for (guint i = 0; i < lists->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (lists, i), "navigation-sidebar"))
      return g_ptr_array_index (lists, i);

  g_assert_not_reached ();
}

static const char *
selected_target (GtkListBox *contents)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (contents);

  return row ? g_object_get_data (G_OBJECT (row), "target") : NULL;
}

static GtkWidget *
find_section_heading (TmRulesView *rules,
                      const char  *title)
{
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

  tm_test_ui_collect (GTK_WIDGET (rules), GTK_TYPE_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    {
      GtkWidget *box = g_ptr_array_index (boxes, i);
      GtkWidget *label = gtk_widget_get_first_child (box);

      if (gtk_widget_has_css_class (box, "rules-heading") && GTK_IS_LABEL (label) &&
          g_str_equal (gtk_label_get_text (GTK_LABEL (label)), title) &&
          gtk_test_accessible_check_property (GTK_ACCESSIBLE (box),
                                              GTK_ACCESSIBLE_PROPERTY_LEVEL, 2) == NULL)
        return box;
    }

  return NULL;
}

typedef struct
{
  GtkListBox *contents;
  const char *target;
} Selection;

static gboolean
selects (gpointer data)
{
  Selection *selection = data;

  return g_strcmp0 (selected_target (selection->contents), selection->target) == 0;
}

/* As the reader scrolls, the contents select the section being read. */
static void
test_contents_follow_scroll (gconstpointer data)
{
  const Size *size = data;
  TmWindow *window = open_window (size, FALSE);
  TmRulesView *rules;
  TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue, "freeo", NULL);
  GtkListBox *contents;
  GtkWidget *first;
  GtkScrolledWindow *scroller;
  GtkAdjustment *adjustment;
  GtkWidget *content;
  guint checked = 0;

  /* Opened at the top, the contents select the first section. */
  g_assert_true (tm_window_show_game (window, "freeo"));
  rules = TM_RULES_VIEW (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_RULES_VIEW));
  g_assert_nonnull (rules);
  contents = find_contents (rules);
  tm_test_ui_wait_until_mapped (GTK_WIDGET (rules));
  /* Opening may scroll the view over a few frames (slow ones on a loaded
   * machine), and the contents keep still until it is done. */
  wait_for_scrolling (rules);
  tm_test_ui_wait_for (selects, &(Selection) { contents, "section:freeo/overview" });
  g_assert_cmpstr (selected_target (contents), ==, "section:freeo/overview");

  first = find_section_heading (rules, tm_rules_section_get_title (
                                   tm_rulebook_get_section (rulebook, 0)));
  scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (first, GTK_TYPE_SCROLLED_WINDOW));
  adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (scroller)));

  for (guint pass = 0; pass < 2; pass++)   /* down the page, then up it */
    for (guint k = 0; k < tm_rulebook_get_n_sections (rulebook); k++)
      {
        guint i = pass == 0 ? k : tm_rulebook_get_n_sections (rulebook) - 1 - k;
        TmRulesSection *section = tm_rulebook_get_section (rulebook, i);
        GtkWidget *heading = find_section_heading (rules, tm_rules_section_get_title (section));
        g_autofree char *target = g_strdup_printf ("section:freeo/%s",
                                                   tm_rules_section_get_id (section));
        double top = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);
        graphene_point_t point;

        g_assert_nonnull (heading);
        g_assert_true (gtk_widget_compute_point (heading, content, &GRAPHENE_POINT_INIT (0, 0),
                                                 &point));
        if (point.y - 10 > top)
          continue;   /* the page cannot scroll that far */

        gtk_adjustment_set_value (adjustment, point.y - 10);
        tm_test_ui_wait_for (selects, &(Selection) { contents, target });
        g_assert_cmpstr (selected_target (contents), ==, target);

        checked++;
      }

  g_test_message ("%u places checked", checked);
  g_assert_cmpuint (checked, >=, 2 * 6);

  gtk_adjustment_set_value (adjustment, 0);
  tm_test_ui_wait_for (selects, &(Selection) { contents, "section:freeo/overview" });
  g_assert_cmpstr (selected_target (contents), ==, "section:freeo/overview");

  /* A ruling reached by a link selects the Rulings section. */
  g_assert_true (tm_rules_view_go (rules, "ruling:freeo/wild-when-nothing-owed"));
  wait_for_scrolling (rules);
  g_assert_cmpstr (selected_target (contents), ==, "section:freeo/rulings");

  close_window (window);
}

/* Search */

/* The hits are plain text: the snippet label shows the hit's snippet as
 * it is, and the snippet has no markup and no table separators. */
static guint
check_hits (GtkWidget *where)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  tm_test_ui_collect (where, TM_TYPE_SEARCH_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      TmSearchResult *hit = tm_search_row_get_result (g_ptr_array_index (rows, i));
      const char *snippet = tm_search_result_get_snippet (hit);
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      gboolean shown = FALSE;

      g_assert_null (strchr (snippet, '<'));
      g_assert_null (strchr (snippet, '|'));
      g_assert_null (strstr (snippet, "&lt;"));
      tm_test_ui_collect (g_ptr_array_index (rows, i), GTK_TYPE_LABEL, labels);
      for (guint l = 0; l < labels->len; l++)
        {
          GtkLabel *label = g_ptr_array_index (labels, l);

          g_assert_false (gtk_label_get_use_markup (label));
          shown = shown || g_str_equal (gtk_label_get_label (label), snippet);
        }
      g_assert_true (shown || *snippet == '\0');
    }

  return rows->len;
}

static GtkWidget *
mapped_label_saying (GtkWidget  *where,
                     const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  tm_test_ui_collect (where, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (labels, i)) &&
        g_str_equal (gtk_label_get_label (g_ptr_array_index (labels, i)), text))
      return g_ptr_array_index (labels, i);

  return NULL;
}

/* Both search entries have a name; both searches say how many places
 * they found, on screen and to screen readers; hits of tables read as
 * text. */
static void
test_search (void)
{
  TmWindow *window = open_window (&sizes[0], FALSE);
  TmRulesView *rules = open_rules (window, "freeo");
  TmSearchPage *page;
  GtkWidget *entry;
  g_autofree char *count = NULL;
  guint n;

  /* Within a game */
  tm_window_show_search (window, "cards each");
  tm_test_ui_wait_ms (200);
  g_assert_cmpstr (tm_rules_view_get_page (rules), ==, "search");
  entry = tm_test_ui_find (GTK_WIDGET (rules), GTK_TYPE_SEARCH_ENTRY);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Search rules and cards");
  n = check_hits (GTK_WIDGET (rules));
  g_assert_cmpuint (n, >, 0);
  count = g_strdup_printf (n == 1 ? "%u result" : "%u results", n);
  g_assert_nonnull (mapped_label_saying (GTK_WIDGET (rules), count));
  shoot_both_styles (window, "rules-search-table", &sizes[0]);

  /* Every game */
  tm_window_show_library (window);
  tm_test_ui_wait_ms (300);
  tm_window_show_search (window, "cards each");
  tm_test_ui_wait_ms (200);
  page = TM_SEARCH_PAGE (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_SEARCH_PAGE));
  g_assert_nonnull (page);
  entry = tm_test_ui_find (GTK_WIDGET (page), GTK_TYPE_SEARCH_ENTRY);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Search every game");
  n = tm_search_page_get_n_results (page);
  g_assert_cmpuint (n, >, 3);
  g_assert_cmpuint (check_hits (GTK_WIDGET (page)), ==, n);
  g_clear_pointer (&count, g_free);
  count = g_strdup_printf ("%u results", n);
  g_assert_cmpstr (tm_search_page_get_count_text (page), ==, count);
  g_assert_nonnull (mapped_label_saying (GTK_WIDGET (page), count));
  shoot_both_styles (window, "search-all-table", &sizes[0]);

  tm_search_page_set_text (page, "zzzqqq");
  g_assert_cmpuint (tm_search_page_get_n_results (page), ==, 0);
  g_assert_cmpstr (tm_search_page_get_count_text (page), ==, "No results found");

  close_window (window);
}

/* The card gallery */

/* Every card of every game's gallery is shown as it is drawn in play,
 * beside its words; the picture is no Tab stop of its own. */
static void
test_gallery_pictures (gconstpointer data)
{
  const Size *size = data;
  g_auto(GStrv) game_ids = tm_catalogue_list_game_ids (catalogue);
  guint total = 0;

  for (guint dark = 0; dark < 2; dark++)
    {
      TmWindow *window = open_window (size, dark);

      for (guint g = 0; game_ids[g] != NULL; g++)
        {
          g_autofree char *uri = g_strdup_printf ("cards:%s", game_ids[g]);
          g_autoptr(GPtrArray) rows = g_ptr_array_new ();
          GtkWidget *gallery;
          guint pictures = 0;

          g_assert_true (tm_window_show_uri (window, game_ids[g], uri));
          gallery = tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_CARD_GALLERY);
          g_assert_nonnull (gallery);
          /* The first layout of a game's page can take a while; then the
           * rules fade out. */
          tm_test_ui_wait_until_mapped (gallery);
          tm_test_ui_wait_ms (300);

          tm_test_ui_collect (gallery, GTK_TYPE_LIST_BOX_ROW, rows);
          for (guint i = 0; i < rows->len; i++)
            {
              GtkWidget *row = g_ptr_array_index (rows, i);
              TmCard *card = g_object_get_data (G_OBJECT (row), "card");
              g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
              TmCardWidget *picture;

              if (card == NULL)
                continue;
              tm_test_ui_collect (row, TM_TYPE_CARD_WIDGET, widgets);
              g_assert_cmpuint (widgets->len, ==, 1);
              picture = g_ptr_array_index (widgets, 0);
              g_assert_true (tm_card_widget_get_card (picture) == card);
              g_assert_true (tm_card_widget_get_face_up (picture));
              g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (picture)));
              gtk_test_accessible_assert_role (GTK_ACCESSIBLE (picture),
                                               GTK_ACCESSIBLE_ROLE_PRESENTATION);
              pictures++;
            }

          if (!dark)
            {
              g_test_message ("%s: %u cards pictured", game_ids[g], pictures);
              total += pictures;
            }
          if (g_str_equal (game_ids[g], "freeo") || g_str_equal (game_ids[g], "gitmo") ||
              g_str_equal (game_ids[g], "prisoner"))
            {
              g_autofree char *name = g_strdup_printf ("gallery-%s-%s-%s", game_ids[g],
                                                       size->name, dark ? "dark" : "light");

              tm_test_ui_shoot (GTK_WIDGET (window), name);
            }

          tm_window_show_library (window);
          tm_test_ui_wait_ms (50);
        }

      close_window (window);
    }

  g_assert_cmpuint (total, >, 100);
}

/* The effect form */

static gboolean
same_effect (JsonArray *a,
             JsonArray *b)
{
  g_autoptr(JsonNode) x = json_node_init_array (json_node_alloc (), a);
  g_autoptr(JsonNode) y = json_node_init_array (json_node_alloc (), b);

  return json_node_equal (x, y);
}

/* Every card's effect, in every deck, goes into the form and comes out
 * the same, and the form says it in the gallery's words. */
static void
test_effect_form_round_trip (void)
{
  g_auto(GStrv) game_ids = tm_catalogue_list_game_ids (catalogue);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *editor = tm_effect_editor_new (catalogue);
  guint n_cards = 0, n_ops = 0;

  gtk_window_set_child (GTK_WINDOW (window), editor);
  for (guint g = 0; game_ids[g] != NULL; g++)
    {
      const char * const *decks = tm_game_get_deck_ids (tm_catalogue_lookup_game (catalogue,
                                                                                 game_ids[g]));

      for (guint d = 0; decks != NULL && decks[d] != NULL; d++)
        {
          TmDeck *deck = tm_catalogue_get_deck (catalogue, decks[d], NULL);

          if (!g_hash_table_add (seen, (gpointer) decks[d]))
            continue;
          for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (deck)); i++)
            {
              g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);
              JsonArray *effect = tm_card_get_effect (card);
              g_autoptr(GError) error = NULL;
              g_autoptr(JsonArray) back = NULL;
              g_autofree char *words = tm_catalogue_describe_effect (catalogue, effect);

              tm_effect_editor_set_effect (TM_EFFECT_EDITOR (editor), effect);
              g_assert_cmpuint (tm_effect_editor_get_n_ops (TM_EFFECT_EDITOR (editor)), ==,
                                json_array_get_length (effect));
              back = tm_effect_editor_dup_effect (TM_EFFECT_EDITOR (editor), &error);
              g_assert_no_error (error);
              g_assert_true (same_effect (back, effect));
              g_assert_null (tm_effect_editor_get_problem (TM_EFFECT_EDITOR (editor)));
              if (*words != '\0')
                g_assert_cmpstr (tm_effect_editor_get_description (TM_EFFECT_EDITOR (editor)), ==,
                                 words);
              n_cards++;
              n_ops += json_array_get_length (effect);
            }
        }
    }

  g_test_message ("%u cards, %u operations through the form", n_cards, n_ops);
  g_assert_cmpuint (n_ops, >, 100);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_row_titled (GtkWidget  *where,
                 GType       type,
                 const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  tm_test_ui_collect (where, type, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_str_equal (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), title))
      return g_ptr_array_index (rows, i);

  return NULL;
}

/* Editing a Special Ops card's effect by its form: a number, a new
 * operation with a word to give (shown as missing beside its row until it
 * is given), the order, then saving; the words follow every change. */
static void
test_effect_form_edit (gconstpointer data)
{
  const Size *size = data;
  TmWindow *window = open_window (size, FALSE);
  TmDeck *deck = tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL);
  TmCard *card = tm_deck_lookup_card (deck, "jesus-saves");
  g_autoptr(JsonArray) shipped = json_array_ref (tm_card_get_effect (card));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) effect = NULL;
  g_autoptr(GFile) file = tm_card_edits_get_default_file ();
  TmEffectEditor *editor;
  AdwDialog *dialog;
  GtkWidget *spin, *village;

  g_assert_true (tm_window_show_uri (window, "gitmo", "card:gitmo-specialops/jesus-saves"));
  tm_test_ui_wait_until_mapped (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_CARD_GALLERY));
  dialog = tm_card_gallery_edit_card (TM_CARD_GALLERY (tm_test_ui_find (GTK_WIDGET (window),
                                                                         TM_TYPE_CARD_GALLERY)),
                                      "gitmo-specialops", "jesus-saves");
  g_assert_nonnull (dialog);
  tm_test_ui_wait_ms (300);
  editor = TM_EFFECT_EDITOR (tm_test_ui_find (GTK_WIDGET (dialog), TM_TYPE_EFFECT_EDITOR));
  g_assert_nonnull (editor);
  g_assert_cmpuint (tm_effect_editor_get_n_ops (editor), ==, 2);
  g_assert_nonnull (strstr (tm_effect_editor_get_description (editor), "12 points"));

  /* The number, by its spin button. */
  spin = find_row_titled (GTK_WIDGET (editor), ADW_TYPE_SPIN_ROW, "Points");
  g_assert_nonnull (spin);
  adw_spin_row_set_value (ADW_SPIN_ROW (spin), 7);
  g_assert_nonnull (strstr (tm_effect_editor_get_description (editor), "Adds 7 points"));

  /* A new operation with a word to give. */
  tm_effect_editor_add_op (editor, "move_pawn_to");
  g_assert_cmpuint (tm_effect_editor_get_n_ops (editor), ==, 3);
  village = find_row_titled (GTK_WIDGET (editor), ADW_TYPE_ENTRY_ROW, "Village");
  g_assert_nonnull (village);
  g_assert_true (gtk_widget_has_css_class (village, "error"));
  g_assert_nonnull (tm_effect_editor_get_problem (editor));
  g_assert_nonnull (strstr (tm_effect_editor_get_problem (editor), "Operation 3"));
  g_assert_nonnull (strstr (tm_effect_editor_get_problem (editor), "Village"));
  g_assert_null (tm_effect_editor_dup_effect (editor, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  {
    GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (
                                                         GTK_WIDGET (editor), GTK_TYPE_SCROLLED_WINDOW));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

    tm_test_ui_wait_ms (100);
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  }
  shoot_both_styles (window, "edit-effect", size);
  g_assert_false (tm_card_edit_dialog_save (TM_CARD_EDIT_DIALOG (dialog)));
  g_assert_true (same_effect (tm_card_get_effect (card), shipped));

  gtk_editable_set_text (GTK_EDITABLE (village), "green-dome");
  g_assert_null (tm_effect_editor_get_problem (editor));
  g_assert_false (gtk_widget_has_css_class (village, "error"));
  {
    g_autofree char *words = g_utf8_strdown (tm_effect_editor_get_description (editor), -1);

    g_assert_nonnull (strstr (words, "moves at once to green dome"));
  }

  /* The order: the pawn first, then back; then it goes. */
  tm_effect_editor_move_op (editor, 2, 0);
  effect = tm_effect_editor_dup_effect (editor, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (effect, 0), "op"),
                   ==, "move_pawn_to");
  g_clear_pointer (&effect, json_array_unref);
  tm_effect_editor_remove_op (editor, 0);
  g_assert_cmpuint (tm_effect_editor_get_n_ops (editor), ==, 2);

  /* Saved: the card carries the edited effect, 7 points. */
  g_assert_true (tm_card_edit_dialog_save (TM_CARD_EDIT_DIALOG (dialog)));
  effect = json_array_ref (tm_card_get_effect (card));
  g_assert_cmpuint (json_array_get_length (effect), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (effect, 1), "points"),
                   ==, 7);
  g_assert_true (tm_card_get_edited (card));

  tm_catalogue_reset_card (catalogue, card);
  g_assert_true (same_effect (tm_card_get_effect (card), shipped));
  tm_test_ui_wait_ms (300);
  g_file_delete (file, NULL, NULL);
  close_window (window);
}

/* How long a game's rules take to build and to lay out the first time
 * (after a first round that loads the fonts): printed, not checked. */
static void
test_layout_time (void)
{
  g_auto(GStrv) game_ids = tm_catalogue_list_game_ids (catalogue);
  guint n_games = g_strv_length (game_ids);

  for (guint i = 0; i < 2 * n_games; i++)
    {
      guint g = i % n_games;
      TmGame *game = tm_catalogue_lookup_game (catalogue, game_ids[g]);
      GtkWidget *window = gtk_window_new ();
      gint64 start = g_get_monotonic_time ();
      GtkWidget *view = tm_rules_view_new (catalogue, game);
      gint64 built;
      int height;

      gtk_window_set_child (GTK_WINDOW (window), view);
      built = g_get_monotonic_time ();
      gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, 700, &height, NULL, NULL, NULL);
      if (i >= n_games)
        g_test_message ("%s: built in %.1f ms, measured in %.1f ms", game_ids[g],
                        (built - start) / 1000.0, (g_get_monotonic_time () - built) / 1000.0);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  app = tm_test_ui_start (&argc, &argv, "tablemate-ui-XXXXXX", &data_home);
  catalogue = g_object_ref (tm_application_get_catalogue (app));

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *tables = g_strdup_printf ("/ui/rules/tables/%s", sizes[i].name);
      g_autofree char *layouts = g_strdup_printf ("/ui/rules/table-layouts/%s", sizes[i].name);

      g_test_add_data_func (tables, &sizes[i], test_tables);
      g_test_add_data_func (layouts, &sizes[i], test_table_layouts);
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/rules/link-keyboard/%s", sizes[i].name);

      g_test_add_data_func (path, &sizes[i], test_link_keyboard);
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/rules/contents-follow-scroll/%s",
                                               sizes[i].name);

      g_test_add_data_func (path, &sizes[i], test_contents_follow_scroll);
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/rules/gallery-pictures/%s", sizes[i].name);

      g_test_add_data_func (path, &sizes[i], test_gallery_pictures);
    }
  g_test_add_func ("/ui/rules/links", test_links);
  g_test_add_func ("/ui/rules/effect-form/round-trip", test_effect_form_round_trip);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/rules/effect-form/edit/%s", sizes[i].name);

      g_test_add_data_func (path, &sizes[i], test_effect_form_edit);
    }
  g_test_add_func ("/ui/rules/search", test_search);
  g_test_add_func ("/ui/rules/layout-time", test_layout_time);

  status = g_test_run ();

  g_clear_object (&catalogue);
  g_clear_object (&app);
  return status;
}
