/* test-ui-smoke.c: the app starts, opens every game's page, and is pictured
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under a virtual display (build-aux/dev test provides one).  Every GLib
 * warning or critical is fatal here.  The screenshots land in the build
 * directory's screenshots/ folder, at 360×720 and 1280×800, light and dark.
 */

#include "config.h"

#include <adwaita.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-card-edit-dialog.h"
#include "tm-card-gallery.h"
#include "tm-game-page.h"
#include "tm-rules-text.h"
#include "tm-rules-view.h"
#include "tm-search-page.h"
#include "tm-screenshot.h"
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
static char *shots_dir;

static void
shoot (GtkWidget  *window,
       const char *what,
       const Size *size,
       gboolean    dark)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("%s-%s-%s.png", what, size->name,
                                           dark ? "dark" : "light");
  g_autofree char *path = g_build_filename (shots_dir, name, NULL);
  gboolean saved;

  tm_test_ui_wait_ms (350);   /* let navigation transitions finish */
  /* A long page (a game's rules) may need a few frames to be laid out
   * before it can be pictured. */
  for (guint attempt = 0; attempt < 50; attempt++)
    {
      g_clear_error (&error);
      saved = tm_screenshot_save (window, path, &error);
      if (saved)
        break;
      tm_test_ui_wait_ms (100);
    }
  g_assert_no_error (error);
  g_assert_true (saved);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_test_message ("wrote %s", path);
}

static void
test_every_page (gconstpointer data)
{
  const Size *size = data;
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint dark = 0; dark < 2; dark++)
    {
      TmWindow *window;
      guint n = g_list_model_get_n_items (G_LIST_MODEL (catalogue));

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);

      window = tm_application_new_window (app);
      gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
      gtk_window_present (GTK_WINDOW (window));
      tm_test_ui_wait_until_mapped (GTK_WIDGET (window));

      g_test_message ("window is %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
                      gtk_widget_get_height (GTK_WIDGET (window)));
      shoot (GTK_WIDGET (window), "library", size, dark);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TmGame) game = g_list_model_get_item (G_LIST_MODEL (catalogue), i);

          g_assert_true (tm_window_show_game (window, tm_game_get_id (game)));
          shoot (GTK_WIDGET (window), tm_game_get_id (game), size, dark);
          tm_window_show_library (window);
          tm_test_ui_wait_ms (50);
        }

      g_assert_false (tm_window_show_game (window, "no-such-game"));
      gtk_window_destroy (GTK_WINDOW (window));
      tm_test_ui_wait_ms (50);
    }
}

static void
test_narrow_switches_layout (void)
{
  TmWindow *window = tm_application_new_window (app);
  AdwNavigationView *nav;
  TmGamePage *page;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));

  g_assert_true (tm_window_show_game (window, "freeo"));
  tm_test_ui_wait_ms (300);
  nav = ADW_NAVIGATION_VIEW (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)));
  page = TM_GAME_PAGE (adw_navigation_view_get_visible_page (nav));

  g_assert_true (TM_IS_GAME_PAGE (page));
  g_assert_cmpstr (tm_game_get_id (tm_game_page_get_game (page)), ==, "freeo");
  g_assert_true (tm_game_page_get_narrow (page));

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* After a card link, the gallery settles with the card's row focused and
 * its top inside the visible part of the gallery. */
static void
assert_card_in_view (TmCardGallery *gallery,
                     const char    *card_id)
{
  GtkWidget *scroller = tm_test_ui_find (GTK_WIDGET (gallery), GTK_TYPE_SCROLLED_WINDOW);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWidget *focus, *row;
  graphene_rect_t bounds;
  TmCard *card;

  while (tm_card_gallery_get_scrolling (gallery) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (tm_card_gallery_get_scrolling (gallery));
  tm_test_ui_wait_ms (100);

  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (gallery)));
  g_assert_nonnull (focus);
  row = GTK_IS_LIST_BOX_ROW (focus) ? focus : gtk_widget_get_ancestor (focus,
                                                                        GTK_TYPE_LIST_BOX_ROW);
  g_assert_nonnull (row);
  card = g_object_get_data (G_OBJECT (row), "card");
  g_assert_nonnull (card);
  g_assert_cmpstr (tm_card_get_id (card), ==, card_id);

  g_assert_true (gtk_widget_compute_bounds (row, scroller, &bounds));
  g_test_message ("card %s at y=%.0f in a gallery %d px high", card_id,
                  bounds.origin.y, gtk_widget_get_height (scroller));
  g_assert_cmpfloat (bounds.origin.y, >=, -1);
  g_assert_cmpfloat (bounds.origin.y + MIN (bounds.size.height, 40), <=,
                     gtk_widget_get_height (scroller));
}

/* The Rules section of a game: a link, the card gallery with its kind
 * filter, and the search within the game; then the search of every game
 * from the library, whose hit opens another game at a card. */
typedef struct
{
  const Size *size;
  gboolean    dark;
} Look;

static const Look looks[] = {
  { &sizes[0], FALSE },
  { &sizes[1], FALSE },
  { &sizes[0], TRUE },
  { &sizes[1], TRUE },
};

static void
test_rules_gallery_search (gconstpointer data)
{
  const Look *look = data;
  const Size *size = look->size;
  gboolean dark = look->dark;
  AdwStyleManager *style = adw_style_manager_get_default ();
  TmWindow *window;
  TmRulesView *rules;
  TmCardGallery *gallery;
  TmSearchPage *search;

  adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                  : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = tm_application_new_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));

  g_assert_true (tm_window_show_uri (window, "freeo", "section:freeo/setup"));
  rules = TM_RULES_VIEW (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_RULES_VIEW));
  g_assert_nonnull (rules);
  g_assert_cmpstr (tm_game_get_id (tm_rules_view_get_game (rules)), ==, "freeo");
  g_assert_cmpstr (tm_rules_view_get_page (rules), ==, "rules");
  {
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (tm_rules_view_get_scrolling (rules) && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (tm_rules_view_get_scrolling (rules));
  }
  shoot (GTK_WIDGET (window), "freeo-setup", size, dark);

  g_assert_true (tm_rules_view_go (rules, "ruling:freeo/wild-when-nothing-owed"));
  shoot (GTK_WIDGET (window), "freeo-ruling", size, dark);

  /* Another game's section is not here. */
  g_assert_false (tm_rules_view_go (rules, "section:gitmo/setup"));

  g_assert_true (tm_rules_view_go (rules, "card:freeo/wild"));
  g_assert_cmpstr (tm_rules_view_get_page (rules), ==, "cards");
  gallery = TM_CARD_GALLERY (tm_test_ui_find (GTK_WIDGET (rules), TM_TYPE_CARD_GALLERY));
  g_assert_nonnull (gallery);
  g_assert_cmpuint (tm_card_gallery_count_visible (gallery), ==, 90);
  tm_card_gallery_set_kind (gallery, "wild");
  g_assert_cmpuint (tm_card_gallery_count_visible (gallery), ==, 12);
  tm_card_gallery_set_kind (gallery, NULL);
  assert_card_in_view (gallery, "wild");
  shoot (GTK_WIDGET (window), "freeo-cards", size, dark);

  tm_window_show_search (window, "draw pile");
  tm_test_ui_wait_ms (100);
  g_assert_cmpstr (tm_rules_view_get_page (rules), ==, "search");
  shoot (GTK_WIDGET (window), "freeo-search", size, dark);

  /* The library's search of every game. */
  tm_window_show_library (window);
  tm_test_ui_wait_ms (300);
  tm_window_show_search (window, "trump");
  search = TM_SEARCH_PAGE (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_SEARCH_PAGE));
  g_assert_nonnull (search);
  g_assert_cmpuint (tm_search_page_get_n_results (search), >, 3);
  shoot (GTK_WIDGET (window), "search-all", size, dark);

  g_assert_true (tm_window_show_uri (window, "gitmo", "card:gitmo-basic/trump"));
  rules = TM_RULES_VIEW (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_RULES_VIEW));
  g_assert_cmpstr (tm_game_get_id (tm_rules_view_get_game (rules)), ==, "gitmo");
  g_assert_cmpstr (tm_rules_view_get_page (rules), ==, "cards");
  gallery = TM_CARD_GALLERY (tm_test_ui_find (GTK_WIDGET (rules), TM_TYPE_CARD_GALLERY));
  assert_card_in_view (gallery, "trump");
  shoot (GTK_WIDGET (window), "gitmo-card", size, dark);

  /* Rename a Special Ops card through its edit dialog; the edit is saved
   * to the (temporary) user data folder, then undone. */
  {
    TmDeck *deck = tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL);
    TmCard *justice = tm_deck_lookup_card (deck, "justice");
    g_autoptr(GFile) file = tm_card_edits_get_default_file ();
    AdwDialog *dialog;
    GtkWidget *name_row;
    gint64 end;

    gallery = TM_CARD_GALLERY (tm_test_ui_find (GTK_WIDGET (rules), TM_TYPE_CARD_GALLERY));
    dialog = tm_card_gallery_edit_card (gallery, "gitmo-specialops", "justice");
    g_assert_nonnull (dialog);
    tm_test_ui_wait_ms (300);
    shoot (GTK_WIDGET (window), "edit-dialog", size, dark);

    name_row = tm_test_ui_find (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW);
    g_assert_nonnull (name_row);
    gtk_editable_set_text (GTK_EDITABLE (name_row), "Fair Trial");
    g_assert_true (tm_card_edit_dialog_save (TM_CARD_EDIT_DIALOG (dialog)));
    g_assert_cmpstr (tm_card_get_name (justice), ==, "Fair Trial");
    g_assert_true (tm_card_get_edited (justice));

    end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
    while (!g_file_query_exists (file, NULL) && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
    g_assert_true (g_file_query_exists (file, NULL));
    g_assert_true (tm_window_show_uri (window, "gitmo", "card:gitmo-specialops/justice"));
    assert_card_in_view (gallery, "justice");
    shoot (GTK_WIDGET (window), "edited-card", size, dark);

    tm_catalogue_reset_card (catalogue, justice);
    g_assert_cmpstr (tm_card_get_name (justice), ==, "Justice");
    g_file_delete (file, NULL, NULL);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

static gboolean
rules_settled (gpointer data)
{
  return !tm_rules_view_get_scrolling (data);
}

typedef struct
{
  TmWindow    *window;
  TmRulesView *rules;
  GtkWidget   *link;
} FollowedLink;

/* The view scrolled to where a link goes and gave the focus to a heading
 * there. */
static gboolean
link_followed (gpointer data)
{
  FollowedLink *followed = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (followed->window));

  return !tm_rules_view_get_scrolling (followed->rules) && focus != NULL &&
         focus != followed->link &&
         gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (focus)) ==
           GTK_ACCESSIBLE_ROLE_HEADING;
}

/* The Rules section for someone using the keyboard or a screen reader:
 * headings have the heading role, a link is a widget of its own that
 * takes the focus and opens with the keyboard, and the contents are rows
 * that the keyboard can focus and activate.  (Checked through GTK's
 * accessible roles; tests/test-ui-rules.c checks the rest.) */
static void
test_rules_accessibility (void)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  g_autoptr(GPtrArray) lists = g_ptr_array_new ();
  TmRulesView *rules;
  TmWindow *window;
  GtkWidget *link = NULL, *toc = NULL, *last_row = NULL;
  const char *uri = NULL;
  guint headings = 0;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = tm_application_new_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));
  g_assert_true (tm_window_show_uri (window, "freeo", "section:freeo/setup"));
  rules = TM_RULES_VIEW (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_RULES_VIEW));
  /* The view scrolls to the section over a few frames, slow ones on a
   * loaded machine. */
  g_assert_true (tm_test_ui_wait_for (rules_settled, rules));

  tm_test_ui_collect (GTK_WIDGET (rules), GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    if (gtk_accessible_get_accessible_role (g_ptr_array_index (widgets, i)) ==
        GTK_ACCESSIBLE_ROLE_HEADING)
      headings++;
  g_test_message ("%u headings", headings);
  g_assert_cmpuint (headings, >=, 10);   /* the title and nine sections at least */

  tm_test_ui_collect (GTK_WIDGET (rules), TM_TYPE_RULES_TEXT, texts);
  for (guint i = 0; i < texts->len && link == NULL; i++)
    {
      TmRulesText *text = g_ptr_array_index (texts, i);

      for (guint l = 0; l < tm_rules_text_get_n_links (text) && link == NULL; l++)
        if (gtk_widget_get_mapped (GTK_WIDGET (text)) &&
            g_str_has_prefix (tm_rules_text_get_link_uri (text, l), "ruling:"))
          {
            link = tm_rules_text_get_link (text, l);
            uri = tm_rules_text_get_link_uri (text, l);
          }
    }

  /* A link: focusable, reached by Tab, opened by Enter. */
  g_assert_nonnull (link);
  g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (link)) ==
                 GTK_ACCESSIBLE_ROLE_LINK);
  g_assert_true (gtk_widget_get_focusable (link));
  g_assert_true (gtk_widget_grab_focus (link));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == link);
  /* Enter on a focused link activates it. */
  {
    g_assert_true (gtk_widget_activate (link));

    /* The keyboard focus follows the link: it lands on the ruling's
     * heading, which a screen reader then reads out. */
    if (g_str_has_prefix (uri, "ruling:freeo/"))
      {
        TmRulebook *rulebook;
        g_autoptr(GError) error = NULL;
        g_autofree char *question = NULL;
        TmRuling *ruling;
        GtkWidget *focus;

        rulebook = tm_catalogue_get_rulebook (catalogue, "freeo", &error);
        g_assert_no_error (error);
        ruling = tm_rulebook_lookup_ruling (rulebook, uri + strlen ("ruling:freeo/"));
        g_assert_nonnull (ruling);
        question = tm_rules_markup_to_plain_text (tm_ruling_get_question (ruling));

        /* The scroll settles over a few frames, then the focus moves. */
        tm_test_ui_wait_for (link_followed, &(FollowedLink) { window, rules, link });
        focus = gtk_root_get_focus (GTK_ROOT (window));
        g_assert_nonnull (focus);
        g_assert_true (focus != link);
        g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (focus)) ==
                       GTK_ACCESSIBLE_ROLE_HEADING);
        g_assert_true (GTK_IS_LABEL (gtk_widget_get_first_child (focus)));
        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (focus))), ==,
                         question);
        g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (rules)));
      }
    else
      g_test_message ("first link is %s, not a ruling of this game", uri);
  }

  /* The contents: focusable rows; activating the last opens the gallery. */
  tm_test_ui_collect (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX, lists);
  for (guint i = 0; i < lists->len && toc == NULL; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (lists, i), "navigation-sidebar"))
      toc = g_ptr_array_index (lists, i);
  g_assert_nonnull (toc);
  for (GtkWidget *row = gtk_widget_get_first_child (toc); row; row = gtk_widget_get_next_sibling (row))
    {
      g_assert_true (GTK_IS_LIST_BOX_ROW (row));
      g_assert_true (gtk_widget_get_focusable (row));
      last_row = row;
    }
  g_assert_nonnull (last_row);
  /* A row of the contents takes the focus when the contents are shown
   * (beside the text at this width). */
  g_assert_true (gtk_widget_get_mapped (toc));
  g_assert_true (gtk_widget_grab_focus (gtk_widget_get_first_child (toc)));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == gtk_widget_get_first_child (toc));
  g_assert_true (gtk_widget_activate (last_row));
  g_assert_cmpstr (tm_rules_view_get_page (rules), ==, "cards");

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

/* Card edits that cannot be used, or a file that cannot be read, are
 * shown in the gallery; Reset All Card Edits clears them after asking. */
static void
test_card_edits_notice (void)
{
  static const char bad[] = "{ \"version\": 1, \"cards\": [ ";
  static const char stale[] =
    "{ \"version\": 1, \"cards\": [ "
    "{ \"deck\": \"gitmo-basic\", \"card\": \"no-such-card\", \"name\": \"Ghost\" }, "
    "{ \"deck\": \"gitmo-basic\", \"card\": \"trump\", \"name\": \"Veto\" } ] }";
  TmCardEdits *edits = tm_catalogue_get_card_edits (catalogue);
  g_autoptr(GBytes) bad_bytes = g_bytes_new_static (bad, sizeof bad - 1);
  g_autoptr(GBytes) stale_bytes = g_bytes_new_static (stale, sizeof stale - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = tm_card_edits_get_default_file ();
  TmCard *trump = tm_deck_lookup_card (tm_catalogue_get_deck (catalogue, "gitmo-basic", NULL),
                                       "trump");
  TmCardGallery *gallery;
  TmWindow *window;
  AdwDialog *dialog;
  const char *notice;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = tm_application_new_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));
  g_assert_true (tm_window_show_uri (window, "gitmo", "cards:gitmo"));
  gallery = TM_CARD_GALLERY (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_CARD_GALLERY));
  g_assert_nonnull (gallery);
  g_assert_null (tm_card_gallery_get_notice (gallery));

  g_assert_false (tm_card_edits_load_bytes (edits, bad_bytes, "card-edits.json", &error));
  g_clear_error (&error);
  notice = tm_card_gallery_get_notice (gallery);
  g_assert_nonnull (notice);
  g_assert_cmpstr (notice, ==, "Your card edits could not be read");
  shoot (GTK_WIDGET (window), "edits-unreadable", &sizes[0], FALSE);

  g_assert_true (tm_card_edits_load_bytes (edits, stale_bytes, "card-edits.json", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tm_card_get_name (trump), ==, "Veto");
  g_assert_cmpstr (tm_card_gallery_get_notice (gallery), ==,
                   "1 card edit is not used");
  shoot (GTK_WIDGET (window), "edits-ignored", &sizes[0], FALSE);

  dialog = tm_card_gallery_reset_all (gallery);
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  tm_test_ui_wait_ms (300);
  shoot (GTK_WIDGET (window), "edits-reset", &sizes[0], FALSE);
  g_signal_emit_by_name (dialog, "response", "reset");
  adw_dialog_force_close (dialog);
  g_assert_cmpuint (tm_card_edits_get_n_edits (edits), ==, 0);
  g_assert_cmpstr (tm_card_get_name (trump), ==, "Trump");
  g_assert_null (tm_card_gallery_get_notice (gallery));

  tm_test_ui_wait_ms (300);
  g_file_delete (file, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (50);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  /* Card edits, score sheets and the roster are saved under the user's
   * data folder: never the real one, always a fresh one; start-up (the
   * catalogue, style sheet, icons, shortcuts window) runs as it does for
   * people. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-ui-XXXXXX", &data_home);
  catalogue = g_object_ref (tm_application_get_catalogue (app));

  shots_dir = g_build_filename (g_getenv ("MESON_BUILD_ROOT") ? g_getenv ("MESON_BUILD_ROOT") : ".",
                                "screenshots", NULL);
  g_mkdir_with_parents (shots_dir, 0755);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/smoke/every-page/%s", sizes[i].name);

      g_test_add_data_func (path, &sizes[i], test_every_page);
    }
  g_test_add_func ("/ui/smoke/narrow-layout", test_narrow_switches_layout);
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/smoke/rules/%s-%s", looks[i].size->name,
                                               looks[i].dark ? "dark" : "light");

      g_test_add_data_func (path, &looks[i], test_rules_gallery_search);
    }
  g_test_add_func ("/ui/smoke/card-edits-notice", test_card_edits_notice);
  g_test_add_func ("/ui/smoke/rules-accessibility", test_rules_accessibility);

  status = g_test_run ();

  g_clear_object (&catalogue);
  g_clear_object (&app);
  g_free (shots_dir);
  return status;
}
