/* test-ui-play-gitmo.c: Gitmo, played through its table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-card-widget.h"
#include "tm-game-module.h"
#include "tm-game-page.h"
#include "games/gitmo/tm-gitmo-play.h"
#include "tm-new-game-dialog.h"
#include "tm-options-group.h"
#include "tm-play-table.h"
#include "tm-play-view.h"
#include "tm-test-ui-play.h"
#include "tm-test-ui.h"
#include "tm-window.h"

static TmApplication *app;
static char *data_home;

/* Gitmo through its table, by keyboard alone: the focus goes to what may
 * be chosen (tm_play_table_focus_first(), or Tab to a button) and Enter
 * chooses it (gtk_widget_activate()); a spot with more than one choice
 * opens a popover whose first choice has the focus. */

static const TmGitmoState *
gitmo_state (TmPlayState *state)
{
  return tm_play_state_peek_data (state);
}

static GtkWidget *
focused (GtkWidget *widget)
{
  return gtk_root_get_focus (gtk_widget_get_root (widget));
}

static guint
count_class (GtkWidget  *root,
             const char *css)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  guint n = 0;

  tm_test_ui_collect (root, GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    if (gtk_widget_has_css_class (widgets->pdata[i], css) &&
        gtk_widget_get_mapped (widgets->pdata[i]))
      n++;
  return n;
}

static GtkWidget *
find_class (GtkWidget  *root,
            const char *css)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  tm_test_ui_collect (root, GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    if (gtk_widget_has_css_class (widgets->pdata[i], css))
      return widgets->pdata[i];
  return NULL;
}

/* Screen readers hear the dimmed choices as disabled, the raised ones as
 * enabled, and nothing disabled while someone else decides; returns how
 * many are dimmed. */
static guint
gitmo_check_disabled (GtkWidget *table)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  guint dimmed = 0;

  tm_test_ui_collect (table, GTK_TYPE_BUTTON, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkAccessible *widget = widgets->pdata[i];
      gboolean dim = gtk_widget_has_css_class (widgets->pdata[i], "tm-gitmo-dim");

      if (!dim && !gtk_widget_has_css_class (widgets->pdata[i], "tm-gitmo-legal") &&
          !gtk_widget_has_css_class (widgets->pdata[i], "tm-gitmo-spot") &&
          !gtk_widget_has_css_class (widgets->pdata[i], "tm-gitmo-aside"))
        continue;
      gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_DISABLED, dim);
      dimmed += dim;
    }
  return dimmed;
}

/* Enter on a button: it is clicked once it has shown itself pressed. */
static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* A button activated by the keyboard is drawn pressed (GTK 4.18 marks it
 * with a style class, earlier ones with the active state) until it
 * clicks. */
static gboolean
released (gpointer data)
{
  return !(gtk_widget_get_state_flags (data) & GTK_STATE_FLAG_ACTIVE) &&
         !gtk_widget_has_css_class (data, "keyboard-activating");
}

/* Enter on @widget.  A button only takes Enter once it is on screen (a
 * popover's, a few frames after it opens), shows itself pressed for a
 * moment and only then clicks: 250 ms on, later on a loaded machine, so
 * that a fixed wait went on before the click now and then. */
static void
press_enter (GtkWidget *widget)
{
  g_object_ref (widget);
  g_assert_true (tm_test_ui_wait_for (mapped, widget));
  g_assert_true (gtk_widget_activate (widget));
  g_assert_true (tm_test_ui_wait_for (released, widget));
  g_object_unref (widget);
}

/* Enter on the focused widget of the table; Enter again on the focused
 * choice of a popover it opens. */
static void
gitmo_press_enter (GtkWidget *table)
{
  GtkWidget *widget = focused (table);
  GtkWidget *popover;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_is_ancestor (widget, table));
  g_object_ref (table);
  press_enter (widget);
  popover = tm_test_ui_play_open_popover (table);
  if (popover != NULL)
    {
      widget = focused (table);
      g_assert_nonnull (widget);
      g_assert_true (gtk_widget_is_ancestor (widget, popover));
      g_assert_true (GTK_IS_BUTTON (widget));
      press_enter (widget);
    }
  g_object_unref (table);
}

/* A refused choice says why, with a link to its rule, in a popover on
 * what was chosen and under the prompt. */
static void
gitmo_check_refusal (GtkWidget  *table,
                     GtkWidget  *dimmed,
                     const char *shot)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *popover;
  gboolean linked = FALSE, why_shown = FALSE;

  g_assert_true (gtk_widget_grab_focus (dimmed));
  press_enter (dimmed);
  popover = tm_test_ui_play_open_popover (table);
  g_assert_nonnull (popover);
  tm_test_ui_collect (table, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];

      if (strstr (gtk_label_get_label (label), "href=\"section:gitmo/") == NULL)
        continue;
      if (gtk_widget_is_ancestor (GTK_WIDGET (label), popover))
        linked = TRUE;
      else if (gtk_widget_get_visible (GTK_WIDGET (label)))
        why_shown = TRUE;
    }
  g_assert_true (linked);
  g_assert_true (why_shown);
  if (shot != NULL)
    tm_test_ui_play_shoot (GTK_WIDGET (gtk_widget_get_root (table)), shot);
  gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
gitmo_move_cb (TmPlayTable  *table,
               const TmMove *move,
               TmMove       *out)
{
  *out = *move;
}

/* Plays random legal moves from @seed until seat 0 makes the choice of
 * @stage; NULL if it never comes. */
static TmPlayState *
gitmo_find_stage (const char *stage,
                  guint       n_players,
                  GVariant   *options)
{
  for (guint64 seed = 1; seed < 2000; seed++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("gitmo", n_players, seed, options, NULL);
      TmRng rng;

      tm_rng_init (&rng, seed);
      while (state != NULL && !tm_play_state_get_is_terminal (state))
        {
          TmMove moves[TM_MOVE_MAX_LEGAL];
          guint n;

          if (tm_play_state_get_current_player (state) == 0 &&
              g_strcmp0 (tm_play_state_get_stage (state), stage) == 0)
            return g_steal_pointer (&state);
          n = tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);
          g_assert_true (tm_play_state_apply_move (state, &moves[tm_rng_below (&rng, n)], NULL));
        }
    }
  return NULL;
}

/* Left and Right go from spot to spot, Home and End to the first and
 * the last. */
static gboolean
press_key (GtkWidget *table,
           guint      keyval)
{
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
  gboolean handled = FALSE;

  tm_test_ui_collect (table, GTK_TYPE_FLOW_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (boxes->pdata[i]);

      for (guint k = 0; k < g_list_model_get_n_items (controllers); k++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, k);

          if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
            {
              g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
              return handled;
            }
        }
    }
  g_assert_not_reached ();
}

static void
gitmo_check_arrows (GtkWidget *table)
{
  g_autoptr(GPtrArray) spots = g_ptr_array_new ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  tm_test_ui_collect (table, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (buttons->pdata[i], "tm-gitmo-spot") &&
        gtk_widget_get_ancestor (buttons->pdata[i], GTK_TYPE_FLOW_BOX) != NULL)
      g_ptr_array_add (spots, buttons->pdata[i]);
  g_assert_cmpuint (spots->len, >=, 8);

  g_assert_true (gtk_widget_grab_focus (spots->pdata[0]));
  g_assert_true (press_key (table, GDK_KEY_Right));
  g_assert_true (focused (table) == spots->pdata[1]);
  g_assert_true (press_key (table, GDK_KEY_Left));
  g_assert_true (focused (table) == spots->pdata[0]);
  g_assert_true (press_key (table, GDK_KEY_Left));
  g_assert_true (focused (table) == spots->pdata[spots->len - 1]);
  g_assert_true (press_key (table, GDK_KEY_Home));
  g_assert_true (focused (table) == spots->pdata[0]);
  g_assert_true (press_key (table, GDK_KEY_End));
  g_assert_true (focused (table) == spots->pdata[spots->len - 1]);
}

/* Every stage of a turn at the table: the legal choices are raised and
 * the rest dimmed, the keyboard makes a legal move of the stage, and a
 * dimmed one is refused with its rule. */
static void
test_play_gitmo_stages (void)
{
  const char * const stages[] = { "pick", "put", "lay", "swap", "swap-with", "help", "answer" };
  const char * const names[] = { "You", "Computer 1", "Computer 2", "Computer 3", NULL };
  g_autoptr(GVariant) options =
    g_variant_ref_sink (tm_game_check_options (tm_game_module_lookup_game ("gitmo"),
                                               g_variant_new_parsed ("{'help-opponents': <true>}"),
                                               NULL));
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  GtkWidget *table = tm_play_table_lookup_factory ("gitmo") (tm_window_get_catalogue (window));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  TmMove chosen;
  guint n_dimmed = 0;

  g_assert_nonnull (options);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), table);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), scroller);
  g_signal_connect (table, "move", G_CALLBACK (gitmo_move_cb), &chosen);

  for (guint i = 0; i < G_N_ELEMENTS (stages); i++)
    {
      g_autoptr(TmPlayState) state = gitmo_find_stage (stages[i], 4, options);
      g_autoptr(TmPlayState) observation = NULL;
      GtkWidget *dimmed;

      g_test_message ("stage %s", stages[i]);
      g_assert_nonnull (state);
      observation = tm_play_state_observe (state, 0);

      /* Nothing is raised or dimmed while someone else decides. */
      tm_play_table_update (TM_PLAY_TABLE (table), observation, names, FALSE);
      tm_test_ui_wait_ms (50);
      g_assert_cmpuint (count_class (table, "tm-gitmo-legal"), ==, 0);
      g_assert_cmpuint (count_class (table, "tm-gitmo-dim"), ==, 0);
      g_assert_cmpuint (gitmo_check_disabled (table), ==, 0);

      tm_play_table_update (TM_PLAY_TABLE (table), observation, names, TRUE);
      tm_test_ui_wait_ms (50);
      dimmed = find_class (table, "tm-gitmo-dim");
      n_dimmed += gitmo_check_disabled (table);
      if (dimmed != NULL && GTK_IS_BUTTON (dimmed) && g_strcmp0 (stages[i], "answer") != 0)
        gitmo_check_refusal (table, dimmed, NULL);

      if (i == 0)
        gitmo_check_arrows (table);

      chosen = (TmMove) { 0, 0, 0, 0 };
      g_assert_true (tm_play_table_focus_first (TM_PLAY_TABLE (table)));
      gitmo_press_enter (table);
      g_assert_cmpuint (chosen.kind, !=, 0);
      g_assert_true (tm_play_state_check_move (state, &chosen, NULL, NULL));
    }
  g_assert_cmpuint (n_dimmed, >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

typedef struct
{
  TmPlayView *view;
  guint       n_moves;
} Played;

static gboolean
played (gpointer data)
{
  Played *before = data;
  TmPlaySession *session = tm_play_view_get_session (before->view);

  return tm_play_state_get_n_moves (tm_play_session_get_state (session)) != before->n_moves;
}

/* The person's choice: what tm_play_table_focus_first() offers, except
 * that a turn ends after two moves (so that a hand ends soon) and a
 * chance to point out a move is passed.  Returns once it is played. */
static void
play_gitmo_one (TmPlayView *view)
{
  TmPlayState *state = tm_play_session_get_state (tm_play_view_get_session (view));
  GtkWidget *table = tm_play_view_get_table (view);
  const TmGitmoState *s = gitmo_state (state);
  GtkWidget *end = tm_test_ui_play_find_button (table, "_End Turn");
  GtkWidget *pass = tm_test_ui_play_find_button (table, "_Pass");
  Played before = { view, tm_play_state_get_n_moves (state) };

  if (s->phase == TM_GITMO_PHASE_PICK && s->actions >= 2 && gtk_widget_get_visible (end))
    g_assert_true (gtk_widget_grab_focus (end));
  else if (s->phase == TM_GITMO_PHASE_HELP)
    g_assert_true (gtk_widget_grab_focus (pass));
  else if (s->phase == TM_GITMO_PHASE_PUT && s->turn == 0)
    /* The pick took the focus on to where it may go. */
    g_assert_true (gtk_widget_has_css_class (focused (table), "tm-gitmo-legal"));
  else
    g_assert_true (tm_play_table_focus_first (TM_PLAY_TABLE (table)));
  gitmo_press_enter (table);
  g_assert_true (tm_test_ui_wait_for (played, &before));
}

/* The summary at the end of a Gitmo game: a row per seat, or with
 * partners a row per team named by both partners with their points added
 * up, and the winners named (by team with partners) as play found them. */
static void
check_gitmo_summary (AdwDialog   *dialog,
                     TmPlayState *state,
                     gboolean     partners)
{
  const char *body = adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog));
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint n = tm_play_state_get_n_players (state);
  double returns[TM_PLAY_MAX_PLAYERS];
  int scores[TM_PLAY_MAX_PLAYERS];

  tm_play_state_get_returns (state, returns);
  tm_play_state_get_scores (state, scores);
  tm_test_ui_collect (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, ==, partners ? n / 2 : n);
  g_assert_true (g_str_has_prefix (body, partners ? "Winning team" : "Winner"));
  for (guint r = 0; r < rows->len; r++)
    {
      const char *title = adw_preferences_row_get_title (rows->pdata[r]);
      const char *subtitle = adw_action_row_get_subtitle (rows->pdata[r]);
      g_autofree char *points = NULL;
      int total = scores[r] + (partners ? scores[r + n / 2] : 0);

      if (partners)
        {
          /* Seats r and r + n/2 are partners: “You and Computer 2”. */
          g_assert_nonnull (strstr (title, " and "));
          g_assert_true (returns[r] == returns[r + n / 2]);
        }
      points = g_strdup_printf ("%d in all", total);
      if (strstr (subtitle, "in all") != NULL)
        g_assert_nonnull (strstr (subtitle, points));
      /* The winners' row says so, and the body names them. */
      g_assert_cmpint (returns[r] > 0, ==, strstr (body, title) != NULL);
    }
}

static gboolean
choices_shown (gpointer data)
{
  return count_class (data, "tm-gitmo-legal") + count_class (data, "pill") > 0;
}

/* The table shows two teams (drawn a few frames after the hand starts). */
static gboolean
teams_shown (gpointer data)
{
  return count_class (tm_play_view_get_table (data), "tm-gitmo-team") == 2;
}

static gboolean
hand_started (gpointer data)
{
  return tm_play_view_get_session (data) != NULL && tm_test_ui_log_contains (data, "Hand 1: ");
}

/* A hand of Gitmo against the computer, from the New Game dialog to the
 * score sheet: every stage the person meets is played by keyboard, a
 * hint, a refused choice, undo (which shows nothing the person had not
 * seen), save and resume; with partners, the teams sit together and
 * the sheet adds up what play counted. */
static void
play_gitmo_game (TmWindow   *window,
                 TmPlayView *view,
                 guint       n_players,
                 gboolean    partners,
                 const char *shots)
{
  TmSeat ai = { FALSE, TM_AGENT_DIFFICULTY_EASY };
  AdwDialog *dialog;
  TmPlaySession *session;
  g_autoptr(GHashTable) stages = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GFile) save = tm_play_session_get_save_file ("gitmo");
  guint decisions = 0, announced = 0;
  TmPlayRecord record;
  guint played;
  gulong announced_id, move_id;
  gboolean hinted = FALSE, refused = FALSE, undone = FALSE, shot = FALSE, resumed = FALSE;
  TmCatalogue *catalogue = tm_window_get_catalogue (window);
  TmCard *commendation = tm_deck_lookup_card (tm_catalogue_get_deck (catalogue, "gitmo-specialops",
                                                                     NULL),
                                              "commendation");

  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  tm_play_view_get_record (view, &record);
  played = record.played;

  /* The New Game dialog offers Gitmo's options, from its definition. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_has_dialog, window));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (TM_IS_NEW_GAME_DIALOG (dialog));
  tm_new_game_dialog_set_n_players (TM_NEW_GAME_DIALOG (dialog), n_players);
  for (guint p = 1; p < n_players; p++)
    tm_new_game_dialog_set_seat (TM_NEW_GAME_DIALOG (dialog), p, &ai);
  tm_new_game_dialog_set_seed_text (TM_NEW_GAME_DIALOG (dialog), "11");
  {
    TmOptionsGroup *group = tm_new_game_dialog_get_options_group (TM_NEW_GAME_DIALOG (dialog));

    g_assert_nonnull (tm_options_group_get_row (group, "partners"));
    tm_options_group_set_option (group, "one-hand", TRUE, 0);
    tm_options_group_set_option (group, "partners", partners, 0);
  }
  if (shots != NULL)
    {
      /* All twelve options at 360 px: the top of the dialog, its end. */
      g_autoptr(GPtrArray) scrollers = g_ptr_array_new ();

      tm_test_ui_play_resize (GTK_WIDGET (window), 360, 720);
      tm_test_ui_play_shoot (GTK_WIDGET (window), "gitmo-new-game-narrow-light.png");
      tm_test_ui_collect (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW, scrollers);
      g_assert_cmpuint (scrollers->len, >, 0);
      {
        GtkAdjustment *adjustment =
          gtk_scrolled_window_get_vadjustment (scrollers->pdata[0]);

        gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
      }
      tm_test_ui_play_shoot (GTK_WIDGET (window), "gitmo-new-game-end-narrow-light.png");
      tm_test_ui_play_resize (GTK_WIDGET (window), 1280, 800);
    }
  if (!partners)
    {
      /* The owner made their Commendations worth 7: so are the game's. */
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;

      g_assert_true (json_parser_load_from_data (parser, "[{\"op\": \"add_points\", \"points\": 7}]",
                                                 -1, &error));
      g_assert_true (tm_catalogue_edit_card (catalogue, commendation, NULL, NULL,
                                             json_node_get_array (json_parser_get_root (parser)),
                                             &error));
      g_assert_no_error (error);
    }
  tm_new_game_dialog_start (TM_NEW_GAME_DIALOG (dialog));
  g_assert_true (tm_test_ui_wait_for (hand_started, view));

  session = tm_play_view_get_session (view);
  g_assert_nonnull (session);
  g_assert_cmpuint (tm_play_session_get_n_players (session), ==, n_players);
  g_assert_true (tm_test_ui_log_contains (view, "Hand 1: "));
  {
    int card = tm_gitmo_card_from_id ("commendation");
    const TmGitmoState *s = gitmo_state (tm_play_session_get_state (session));

    g_assert_cmpint (card, >=, TM_GITMO_FIRST_SPECIAL);
    g_assert_cmpint (s->effect[card - TM_GITMO_FIRST_SPECIAL].points, ==, (partners ? 5 : 7));
  }
  tm_catalogue_reset_card (catalogue, commendation);
  announced_id = g_signal_connect (view, "notify::last-announcement",
                                   G_CALLBACK (tm_test_ui_play_announced_cb), &announced);
  move_id = g_signal_connect (session, "move-played",
                              G_CALLBACK (tm_test_ui_play_move_announced_cb), &announced);

  if (partners)
    {
      /* Partners sit together, one box a team. */
      g_assert_true (gitmo_state (tm_play_session_get_state (session))->partners);
      g_assert_true (tm_test_ui_wait_for (teams_shown, view));
      g_assert_cmpuint (count_class (tm_play_view_get_table (view), "tm-gitmo-team"), ==, 2);
    }

  while (!tm_test_ui_play_summary_shown (view))
    {
      GtkWidget *table;
      TmPlayState *state;
      const TmGitmoState *s;

      g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
      if (tm_test_ui_play_summary_shown (view))
        break;
      table = tm_play_view_get_table (view);
      state = tm_play_session_get_state (session);
      s = gitmo_state (state);
      g_hash_table_add (stages, (gpointer) tm_play_state_get_stage (state));
      /* Something to choose is raised, or offered beside the table. */
      g_assert_true (tm_test_ui_wait_for (choices_shown, table));
      g_assert_cmpuint (count_class (table, "tm-gitmo-legal") +
                        count_class (table, "pill"), >, 0);

      if (!hinted && s->phase == TM_GITMO_PHASE_PICK)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.hint", NULL));
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
          g_assert_true (g_str_has_prefix (tm_play_view_get_last_announcement (view), "Hint: "));
          g_assert_cmpuint (count_class (table, "tm-gitmo-hinted"), ==, 1);
          g_assert_true (gtk_widget_has_css_class (focused (table), "tm-gitmo-hinted"));
          hinted = TRUE;
        }

      if (!refused && s->phase == TM_GITMO_PHASE_PICK)
        {
          GtkWidget *dimmed = find_class (table, "tm-gitmo-dim");

          if (dimmed != NULL && GTK_IS_BUTTON (dimmed))
            {
              g_autofree char *why = shots ? g_strdup_printf ("%s-why-wide-light.png", shots)
                                           : NULL;

              gitmo_check_refusal (table, dimmed, why);
              refused = TRUE;
            }
        }

      if (!undone && s->phase == TM_GITMO_PHASE_PUT && s->turn == 0)
        {
          /* Choose Again takes the pick back, and the table is as it was. */
          g_autoptr(JsonNode) now = tm_play_state_observation_to_json (state, 0);
          g_autoptr(JsonNode) back = NULL;
          g_autofree char *now_text = NULL;
          g_autofree char *back_text = NULL;
          GtkWidget *again = tm_test_ui_play_find_button (table, "_Choose Again");
          guint moves = tm_play_state_get_n_moves (state);

          g_assert_true (gtk_widget_get_visible (again));
          g_assert_true (gtk_widget_is_sensitive (again));
          g_assert_true (gtk_widget_grab_focus (again));
          press_enter (again);
          g_assert_cmpstr (tm_test_ui_play_last_log_line (view), ==,
                           "You took back your last move");
          g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (session)), ==,
                            moves - 1);
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
          g_assert_cmpstr (tm_play_state_get_stage (tm_play_session_get_state (session)),
                           ==, "pick");
          /* … with the same deck as before the pick: nothing more is shown. */
          play_gitmo_one (view);
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_my_turn, view));
          back = tm_play_state_observation_to_json (tm_play_session_get_state (session), 0);
          now_text = json_to_string (now, FALSE);
          back_text = json_to_string (back, FALSE);
          g_assert_cmpstr (back_text, ==, now_text);
          undone = TRUE;
          continue;
        }

      if (!shot && shots != NULL && s->phase == TM_GITMO_PHASE_PUT && decisions >= 2)
        {
          tm_test_ui_play_shoot_styles (GTK_WIDGET (window), shots, "wide", "narrow");
          /* The narrow layout took the focus away to its view switcher. */
          g_assert_true (tm_play_table_focus_first (TM_PLAY_TABLE (table)));
          shot = TRUE;
        }

      if (!resumed && decisions == 3)
        {
          /* Saved after every move: a fresh Play section resumes it. */
          TmPlaySession *restored;
          GtkWidget *second;

          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
          g_assert_true (g_file_query_exists (save, NULL));
          second = tm_play_view_new (catalogue, tm_catalogue_lookup_game (catalogue, "gitmo"));
          g_object_ref_sink (second);
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, second));
          g_assert_true (tm_play_view_get_has_saved_game (TM_PLAY_VIEW (second)));
          g_assert_true (gtk_widget_activate_action (second, "play.resume", NULL));
          restored = tm_play_view_get_session (TM_PLAY_VIEW (second));
          tm_play_session_stop (restored);
          g_assert_cmpuint (tm_play_state_get_n_moves (tm_play_session_get_state (restored)),
                            ==, tm_play_state_get_n_moves (state));
          g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, second));
          g_object_unref (second);
          resumed = TRUE;
        }

      play_gitmo_one (view);
      decisions++;
      g_assert_cmpuint (decisions, <, 600);
    }

  g_signal_handler_disconnect (view, announced_id);
  g_signal_handler_disconnect (session, move_id);
  g_assert_true (hinted);
  g_assert_true (refused);
  g_assert_true (undone);
  g_assert_true (resumed);
  g_assert_true (g_hash_table_contains (stages, "pick"));
  g_assert_true (g_hash_table_contains (stages, "put"));
  g_assert_true (tm_test_ui_log_contains (view, "You moved "));
  g_assert_true (tm_test_ui_log_contains (view, "The game is over"));
  /* A game against the computer counts in the statistics, which a Play
   * section opened later reads back. */
  tm_play_view_get_record (view, &record);
  g_assert_cmpuint (record.played, ==, played + 1);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  {
    TmGame *gitmo = tm_catalogue_lookup_game (catalogue, "gitmo");
    g_autoptr(GtkWidget) later = g_object_ref_sink (tm_play_view_new (catalogue, gitmo));
    g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, later));
    tm_play_view_get_record (TM_PLAY_VIEW (later), &record);
    g_assert_cmpuint (record.played, ==, played + 1);
  }

  /* The summary names the winners (with partners, the winning team, a
   * row a team); the hand goes to a score sheet whose totals are play's. */
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  check_gitmo_summary (dialog, tm_play_session_get_state (session), partners);
  if (shots != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-summary", shots);

      tm_test_ui_play_shoot_styles (GTK_WIDGET (window), name, "wide", "narrow");
    }
  tm_test_ui_play_add_to_ledger (window, view);
}

typedef struct
{
  guint       n_players;
  gboolean    partners;
  const char *shots;
} GitmoGame;

static const GitmoGame gitmo_three = { 3, FALSE, "gitmo-play" };
static const GitmoGame gitmo_partners = { 4, TRUE, "gitmo-partners" };

static void
test_play_gitmo (gconstpointer data)
{
  const GitmoGame *game = data;
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmPlayView *view = tm_test_ui_play_open (window, "gitmo");

  play_gitmo_game (window, view, game->n_players, game->partners, game->shots);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

/* Undo cannot un-see: the person takes the deck's top card, which turns
 * up the card under it; taking both decisions back shows the table as it
 * was before (the card under the top hidden again), but the deck's order
 * lives in the seed, so the card the person saw is still the one under
 * the top, and taking the deck again turns it up. */
static void
test_play_gitmo_undo_seen (void)
{
  TmSeat seats[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY } };
  gboolean checked = FALSE;

  for (guint64 seed = 1; seed < 40 && !checked; seed++)
    {
      g_autoptr(TmPlaySession) session = tm_play_session_new ("gitmo", 2, seed, NULL, seats, NULL);
      TmPlayState *state = tm_play_session_get_state (session);
      g_autoptr(JsonNode) before = NULL;
      g_autoptr(JsonNode) back = NULL;
      g_autofree char *before_text = NULL;
      g_autofree char *back_text = NULL;
      g_autoptr(GError) error = NULL;
      TmMove pick, put, moves[TM_MOVE_MAX_LEGAL];
      const TmGitmoState *s = gitmo_state (state);
      guint8 seen, top, n_deck;

      if (tm_play_state_get_current_player (state) != 0 ||
          g_strcmp0 (tm_play_state_get_stage (state), "pick") != 0 || s->n_deck < 3 ||
          !tm_play_state_parse_move (state, "deck", &pick, NULL) ||
          !tm_play_state_check_move (state, &pick, NULL, NULL))
        continue;

      before = tm_play_state_observation_to_json (state, 0);
      n_deck = s->n_deck;
      top = s->deck[n_deck - 1];
      g_assert_true (tm_play_session_play (session, &pick, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tm_play_state_get_legal_moves (tm_play_session_get_state (session),
                                                       moves, G_N_ELEMENTS (moves)), >, 0);
      put = moves[0];
      g_assert_true (tm_play_session_play (session, &put, &error));
      g_assert_no_error (error);
      s = gitmo_state (tm_play_session_get_state (session));
      if (s->n_deck != n_deck - 1)
        continue;   /* the put drew more cards: try a plainer deal */
      seen = s->deck[s->n_deck - 1];   /* face up now, for everyone */

      /* Back to the put, then to the pick. */
      g_assert_true (tm_play_session_undo (session));
      g_assert_cmpstr (tm_play_state_get_stage (tm_play_session_get_state (session)), ==, "put");
      g_assert_true (tm_play_session_undo (session));
      state = tm_play_session_get_state (session);
      g_assert_cmpuint (tm_play_state_get_n_moves (state), ==, 0);

      /* The table is as it was … */
      back = tm_play_state_observation_to_json (state, 0);
      before_text = json_to_string (before, FALSE);
      back_text = json_to_string (back, FALSE);
      g_assert_cmpstr (back_text, ==, before_text);
      /* … and the card seen is still next: undo turned nothing over again. */
      s = gitmo_state (state);
      g_assert_cmpuint (s->deck[s->n_deck - 1], ==, top);
      g_assert_cmpuint (s->deck[s->n_deck - 2], ==, seen);
      g_assert_true (tm_play_session_play (session, &pick, &error));
      g_assert_true (tm_play_session_play (session, &put, &error));
      g_assert_no_error (error);
      s = gitmo_state (tm_play_session_get_state (session));
      g_assert_cmpuint (s->deck[s->n_deck - 1], ==, seen);
      tm_play_session_stop (session);
      checked = TRUE;
    }
  g_assert_true (checked);
}

/* Plays random moves on a session's state, without the table looking,
 * until hand @hand of a Gitmo game has at most @deck_left cards in its
 * deck, never a move that would end that hand. */
static void
gitmo_fast_forward (TmPlaySession *session,
                    guint          hand,
                    guint          deck_left)
{
  TmPlayState *state = tm_play_session_get_state (session);
  TmRng rng;

  tm_rng_init (&rng, hand);
  while (gitmo_state (state)->hand_number < hand || gitmo_state (state)->n_deck > deck_left)
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];
      guint n = tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves));
      guint first = tm_rng_below (&rng, n), i;

      for (i = 0; i < n; i++)
        {
          g_autoptr(TmPlayState) copy = tm_play_state_copy (state);
          TmMove *move = &moves[(first + i) % n];

          g_assert_true (tm_play_state_apply_move (copy, move, NULL));
          if (!tm_play_state_get_is_terminal (copy) &&
              gitmo_state (copy)->hand_number <= hand &&
              (gitmo_state (copy)->hand_number == gitmo_state (state)->hand_number ||
               gitmo_state (state)->hand_number < hand))
            {
              g_assert_true (tm_play_state_apply_move (state, move, NULL));
              break;
            }
        }
      if (i == n)
        break;   /* every move ends the hand: near enough */
    }
  g_assert_cmpuint (gitmo_state (state)->hand_number, ==, hand);
  g_assert_false (tm_play_state_get_is_terminal (state));
}

/* Waits for the summary of a hand the computer plays out. */
static AdwDialog *
gitmo_wait_summary (TmWindow      *window,
                    TmPlayView    *view,
                    TmPlaySession *session)
{
  while (!tm_test_ui_play_summary_shown (view))
    {
      guint moves = tm_play_state_get_n_moves (tm_play_session_get_state (session));

      if (!tm_test_ui_wait_for (tm_test_ui_play_summary_shown, view) &&
          tm_play_state_get_n_moves (tm_play_session_get_state (session)) == moves)
        g_error ("no move for a minute: stage %s, seat %d to move",
                 tm_play_state_get_stage (tm_play_session_get_state (session)),
                 tm_play_state_get_current_player (tm_play_session_get_state (session)));
    }
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
}

/* A Gitmo game of two rounds with partners (eight hands), played by the
 * computer in every seat and brought quickly near the end of each round:
 * the end of the first round's last hand is summed up a row a team and
 * offers the next hand, which starts the second round; the last hand ends
 * the game, whose summary names the winning team with the totals play
 * counted; the hands go to one score sheet that seats the partners as
 * teams. */
static void
test_play_gitmo_rounds (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmPlayView *view = tm_test_ui_play_open (window, "gitmo");
  TmSeat seats[4];
  g_autoptr(GVariant) options =
    g_variant_ref_sink (tm_game_check_options (tm_game_module_lookup_game ("gitmo"),
                                               g_variant_new_parsed ("{'partners': <true>, "
                                                                     "'rounds': <2>}"),
                                               NULL));
  g_autoptr(TmPlaySession) session = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  TmPlayState *state;
  AdwDialog *dialog;
  TmLedger *ledger;

  for (guint p = 0; p < 4; p++)
    seats[p] = (TmSeat) { FALSE, TM_AGENT_DIFFICULTY_EASY };
  session = tm_play_session_new ("gitmo", 4, 5, options, seats, NULL);
  g_assert_nonnull (session);
  state = tm_play_session_get_state (session);
  g_assert_true (gitmo_state (state)->partners);
  g_assert_cmpuint (gitmo_state (state)->rounds, ==, 2);

  /* The last hand of the first round, near its end. */
  gitmo_fast_forward (session, 4, 3);
  tm_play_view_start (view, session);
  dialog = gitmo_wait_summary (window, view, session);
  g_assert_cmpuint (gitmo_state (state)->hand_number, ==, 5);
  g_assert_false (tm_play_state_get_is_terminal (state));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==, "Hand 4 Is Over");
  tm_test_ui_collect (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_nonnull (strstr (adw_preferences_row_get_title (rows->pdata[0]), " and "));
  g_signal_emit_by_name (dialog, "response", "ledger");
  adw_dialog_close (dialog);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  g_assert_true (tm_test_ui_log_contains (view, "Hand 5: "));
  ledger = tm_play_view_get_ledger (view);
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
  g_assert_cmpuint (tm_standings_get_n_sides (tm_ledger_get_standings (ledger)), ==, 2);

  /* The last hand of the second round ends the game. */
  tm_play_session_stop (session);
  gitmo_fast_forward (session, 8, 3);
  tm_play_session_resume (session);
  dialog = gitmo_wait_summary (window, view, session);
  g_assert_true (tm_play_state_get_is_terminal (state));
  g_assert_cmpuint (gitmo_state (state)->hand_number, ==, 8);
  g_assert_true (tm_test_ui_log_contains (view, "The game is over"));
  check_gitmo_summary (dialog, state, TRUE);
  g_signal_emit_by_name (dialog, "response", "ledger");
  adw_dialog_close (dialog);
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

int
main (int   argc,
      char *argv[])
{
  /* Before anything reads it: files go to a fresh folder. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-play-XXXXXX", &data_home);

  g_test_add_func ("/ui/play/gitmo-stages", test_play_gitmo_stages);
  g_test_add_data_func ("/ui/play/gitmo", &gitmo_three, test_play_gitmo);
  g_test_add_data_func ("/ui/play/gitmo-partners", &gitmo_partners, test_play_gitmo);
  g_test_add_func ("/ui/play/gitmo-rounds", test_play_gitmo_rounds);
  g_test_add_func ("/ui/play/gitmo-undo-seen", test_play_gitmo_undo_seen);

  return tm_test_ui_play_run (&app, &data_home);
}
