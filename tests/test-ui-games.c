/* test-ui-games.c: every game's page, section by section
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app built with the fixture games (libtablemate_app_test_dep) opens
 * the page of every game in its catalogue, from one loop, and shows each
 * of its four sections at a phone's size and a desktop's; in the Scores
 * section it starts a sheet and opens the hand form, which is built from
 * the game's declared fields.  Every GLib warning or critical is fatal.
 * Every card of its decks is drawn from its data.  The pictures land in
 * the build directory's screenshots/games/ folder.
 */

#include "config.h"

#include <adwaita.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-test-ui.h"
#include "tm-card-widget.h"
#include "tm-game-page.h"
#include "tm-hand-editor.h"
#include "tm-ledger-store.h"
#include "tm-new-ledger-dialog.h"
#include "tm-play-table.h"
#include "tm-play-view.h"
#include "tm-rules-view.h"
#include "tm-scores-view.h"
#include "tm-screenshot.h"
#include "tm-table-view.h"
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

static const char * const sections[] = { "rules", "scores", "table", "play", NULL };

static TmApplication *app;
static char *shots_dir;

static void
wait_until (gboolean (*done) (gpointer),
            gpointer   data)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (done (data));
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
store_loaded (gpointer store)
{
  return tm_ledger_store_get_loaded (store);
}

static void
shoot (GtkWidget  *window,
       const char *game_id,
       const char *what,
       const Size *size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("%s-%s-%s.png", game_id, what, size->name);
  g_autofree char *path = g_build_filename (shots_dir, name, NULL);
  gboolean saved = FALSE;

  tm_test_ui_wait_ms (300);   /* let transitions finish */
  for (guint attempt = 0; attempt < 50 && !saved; attempt++)
    {
      g_clear_error (&error);
      if (!(saved = tm_screenshot_save (window, path, &error)))
        tm_test_ui_wait_ms (100);
    }
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

/* A sheet for the smallest table the game allows, and the form of its
 * first hand, built from the scorer's fields. */
static void
check_hand_form (TmWindow     *window,
                 TmScoresView *view,
                 TmGame       *game,
                 const Size   *size)
{
  TmNewLedgerDialog *dialog;
  TmHandEditor *editor;
  TmLedger *ledger;
  GtkWidget *start;

  wait_until (store_loaded, tm_application_get_ledger_store (app));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.new", NULL));
  tm_test_ui_wait_ms (50);
  dialog = TM_NEW_LEDGER_DIALOG (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_NEW_LEDGER_DIALOG));
  g_assert_nonnull (dialog);
  for (guint p = 0; p < tm_game_get_min_players (game); p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);

      tm_new_ledger_dialog_add_player (dialog, name);
    }
  g_assert_cmpuint (tm_new_ledger_dialog_get_n_players (dialog), ==,
                    tm_game_get_min_players (game));
  shoot (GTK_WIDGET (window), tm_game_get_id (game), "new-sheet", size);
  /* A tally of wins asks how many games it counts (ruling
   * escaped/evening). */
  if (tm_game_get_counts_wins (game))
    tm_new_ledger_dialog_set_rounds (dialog, 3);

  start = adw_dialog_get_default_widget (ADW_DIALOG (dialog));
  g_assert_true (gtk_widget_get_sensitive (start));
  g_signal_emit_by_name (start, "clicked");
  tm_test_ui_wait_ms (100);
  ledger = tm_scores_view_get_ledger (view);
  g_assert_nonnull (ledger);
  g_assert_cmpstr (tm_ledger_get_game_id (ledger), ==, tm_game_get_id (game));
  if (tm_game_get_counts_wins (game))
    g_assert_cmpuint (tm_ledger_get_rounds (ledger), ==, 3);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "scores.add-hand", NULL));
  tm_test_ui_wait_ms (50);
  editor = TM_HAND_EDITOR (tm_test_ui_find (GTK_WIDGET (window), TM_TYPE_HAND_EDITOR));
  g_assert_nonnull (editor);
  shoot (GTK_WIDGET (window), tm_game_get_id (game), "hand-form", size);
  adw_dialog_force_close (ADW_DIALOG (editor));
  tm_test_ui_wait_ms (50);
}

/* The section shown is the one asked for, built by the generic view for
 * it where there is one. */
static void
check_section (TmWindow   *window,
               TmGamePage *page,
               TmGame     *game,
               const char *section,
               const Size *size)
{
  AdwViewStack *stack = ADW_VIEW_STACK (tm_test_ui_find (GTK_WIDGET (page), ADW_TYPE_VIEW_STACK));
  const char *id = tm_game_get_id (game);
  GtkWidget *child;

  tm_game_page_show_section (page, section);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, section);
  /* Built when first shown, into the stack's page for the section */
  child = tm_game_page_get_section (page, section);
  g_assert_nonnull (child);
  g_assert_true (gtk_widget_get_parent (child) == adw_view_stack_get_visible_child (stack));
  wait_until (mapped, child);

  if (g_str_equal (section, "rules"))
    {
      g_assert_true (TM_IS_RULES_VIEW (child));
      g_assert_true (tm_rules_view_get_game (TM_RULES_VIEW (child)) == game);
    }
  else if (g_str_equal (section, "scores"))
    g_assert_true (TM_IS_SCORES_VIEW (child));
  else if (g_str_equal (section, "table"))
    {
      g_assert_true (TM_IS_TABLE_VIEW (child));
      g_assert_cmpstr (tm_table_view_get_page (TM_TABLE_VIEW (child)), ==, "start");
    }
  else if (g_str_equal (section, "play"))
    g_assert_cmpint (TM_IS_PLAY_VIEW (child), ==, tm_play_table_lookup_factory (id) != NULL);

  shoot (GTK_WIDGET (window), id, section, size);

  if (g_str_equal (section, "scores") && size == &sizes[G_N_ELEMENTS (sizes) - 1])
    check_hand_form (window, TM_SCORES_VIEW (child), game, size);
}

static void
test_game_page (gconstpointer data)
{
  const char *game_id = data;
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  TmGame *game = tm_catalogue_lookup_game (catalogue, game_id);

  g_assert_nonnull (game);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      TmWindow *window = tm_application_new_window (app);
      GtkWidget *content;
      AdwNavigationPage *page;

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[s].width, sizes[s].height);
      gtk_window_present (GTK_WINDOW (window));
      wait_until (mapped, window);

      g_assert_true (tm_window_show_game (window, game_id));
      tm_test_ui_wait_ms (300);
      content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
      page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (content));
      g_assert_true (TM_IS_GAME_PAGE (page));
      g_assert_true (tm_game_page_get_game (TM_GAME_PAGE (page)) == game);

      /* Opening the game builds only the section on screen. */
      {
        AdwViewStack *stack = ADW_VIEW_STACK (tm_test_ui_find (GTK_WIDGET (page),
                                                           ADW_TYPE_VIEW_STACK));
        const char *visible = adw_view_stack_get_visible_child_name (stack);

        for (guint i = 0; sections[i] != NULL; i++)
          {
            GtkWidget *bin = adw_view_stack_get_child_by_name (stack, sections[i]);

            g_assert_nonnull (bin);
            g_assert_cmpint (adw_bin_get_child (ADW_BIN (bin)) != NULL, ==,
                             g_str_equal (sections[i], visible));
          }
      }

      for (guint i = 0; sections[i] != NULL; i++)
        check_section (window, TM_GAME_PAGE (page), game, sections[i], &sizes[s]);

      gtk_window_destroy (GTK_WINDOW (window));
      tm_test_ui_wait_ms (50);
    }
}

/* Every card of the game's decks can be drawn from its data (a drawing
 * for its symbol, a colour for its colour's name), and is: one of each,
 * face up, light and dark, in screenshots/games/<game>-cards-*.png. */
static void
test_game_cards (gconstpointer data)
{
  const char *game_id = data;
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  TmGame *game = tm_catalogue_lookup_game (catalogue, game_id);
  const char * const *decks = tm_game_get_deck_ids (game);
  static const struct { AdwColorScheme scheme; Size size; } looks[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, { 1280, 800, "light" } },
    { ADW_COLOR_SCHEME_FORCE_DARK, { 1280, 800, "dark" } },
  };

  for (guint l = 0; l < G_N_ELEMENTS (looks); l++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *scroller = gtk_scrolled_window_new ();
      GtkWidget *box = gtk_flow_box_new ();
      guint shown = 0;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), looks[l].scheme);
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 12);
      for (guint d = 0; decks[d] != NULL; d++)
        {
          g_autoptr(GError) error = NULL;
          TmDeck *deck = tm_catalogue_get_deck (catalogue, decks[d], &error);

          g_assert_no_error (error);
          for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (deck)); i++)
            {
              g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);
              g_autofree char *problem = NULL;
              GtkWidget *widget;

              if (!tm_card_widget_can_draw (card, &problem))
                g_error ("%s: card “%s”: %s", decks[d], tm_card_get_id (card), problem);
              if (shown++ >= 48)
                continue;
              widget = tm_card_widget_new ();
              tm_card_widget_set_card (TM_CARD_WIDGET (widget), card, TRUE);
              gtk_widget_set_size_request (widget, 96, 96 * 7 / 5 + 6);
              gtk_flow_box_append (GTK_FLOW_BOX (box), widget);
            }
        }

      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
      gtk_window_set_child (GTK_WINDOW (window), scroller);
      gtk_window_set_default_size (GTK_WINDOW (window), looks[l].size.width,
                                   looks[l].size.height);
      gtk_window_present (GTK_WINDOW (window));
      wait_until (mapped, window);
      shoot (window, game_id, "cards", &looks[l].size);
      gtk_window_destroy (GTK_WINDOW (window));
      tm_test_ui_wait_ms (50);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  g_auto(GStrv) ids = NULL;
  int status;

  /* Score sheets are saved under the user's data folder: never the real
   * one, always a fresh one. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-ui-games-XXXXXX", &data_home);

  shots_dir = g_build_filename (g_getenv ("MESON_BUILD_ROOT") ? g_getenv ("MESON_BUILD_ROOT") : ".",
                                "screenshots", "games", NULL);
  g_mkdir_with_parents (shots_dir, 0755);

  ids = tm_catalogue_list_game_ids (tm_application_get_catalogue (app));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/games/%s", ids[i]);
      g_autofree char *cards = g_strdup_printf ("/ui/games/%s/cards", ids[i]);

      g_test_add_data_func (path, ids[i], test_game_page);
      g_test_add_data_func (cards, ids[i], test_game_cards);
    }

  status = g_test_run ();

  g_clear_object (&app);
  g_free (shots_dir);
  return status;
}
