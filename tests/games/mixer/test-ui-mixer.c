/* test-ui-mixer.c: the mixer's quiz, played through its table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A quiz for three people and two computer guests, half the cards with an
 * answer typed into the card edits (made-up answers, as an owner would
 * type theirs), played to the end through the table's widgets: no privacy
 * screen between the people, no hint, every move announced, the answers
 * revealed, the prize winner in the summary; pictures at a phone's and a
 * desktop's width, light and dark (screenshots/play-mixer-*.png).
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-game-page.h"
#include "tm-new-game-dialog.h"
#include "games/mixer/tm-mixer-play.h"
#include "tm-play-table.h"
#include "tm-play-view.h"
#include "tm-test-ui-play.h"
#include "tm-test-ui.h"
#include "tm-window.h"

static TmApplication *app;

static gboolean
my_turn (gpointer data)
{
  TmPlayView *view = data;
  TmPlaySession *session = tm_play_view_get_session (view);
  TmPlayState *state = tm_play_session_get_state (session);
  int current = tm_play_state_get_current_player (state);

  if (tm_test_ui_play_summary_shown (view))
    return TRUE;
  return current < 0 || (tm_play_session_get_seat (session, current)->human &&
                          !tm_play_session_get_thinking (session));
}

/* The visible widget of a type whose label (or placeholder) is @label. */
static GtkWidget *
find_visible (GtkWidget  *root,
              GType       type,
              const char *label)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  tm_test_ui_collect (root, type, found);
  for (guint i = 0; i < found->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (found, i);

      if (!gtk_widget_is_visible (widget))
        continue;
      if (label == NULL ||
          (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0))
        return widget;
    }
  return NULL;
}

/* The table offers the person the move the state asks for: the next
 * card, an answer from the list, or the host's judgement. */
static gboolean
controls_shown (gpointer data)
{
  TmPlayView *view = data;
  GtkWidget *table = tm_play_view_get_table (view);
  const TmMixerState *s = tm_play_state_peek_data (tm_play_session_get_state (tm_play_view_get_session (view)));
  GtkWidget *control;

  if (s->reading == TM_MIXER_NONE)
    control = find_visible (table, GTK_TYPE_BUTTON, "_Read the Next Card");
  else if (tm_mixer_has_answer (s, s->reading))
    control = find_visible (table, GTK_TYPE_SEARCH_ENTRY, NULL);
  else
    control = find_visible (table, GTK_TYPE_BUTTON, "_Wrong");
  return control != NULL && gtk_widget_is_sensitive (control);
}

/* The answer list offered for a card, wide and light, narrow and dark. */
static void
shoot_answers (GtkWidget *window)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  tm_test_ui_shoot (window, "play-mixer-answers-1280x800-light");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  tm_test_ui_wait_ms (500);
  tm_test_ui_shoot (window, "play-mixer-answers-360x720-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tm_test_ui_wait_ms (300);
}

static void
shoot_four (GtkWidget *window)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tm_test_ui_wait_ms (500);
  tm_test_ui_shoot (window, "play-mixer-1280x800-light");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  tm_test_ui_shoot (window, "play-mixer-1280x800-dark");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  tm_test_ui_wait_ms (500);
  tm_test_ui_shoot (window, "play-mixer-360x720-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  tm_test_ui_shoot (window, "play-mixer-360x720-light");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tm_test_ui_wait_ms (300);
}

/* Plays the people's moves through the table until the summary shows:
 * the next card; a card answered aloud judged wrong and right in turns;
 * for a card with an answer, its start typed and Enter, the right answer
 * every third time.  Takes the pictures once an answer has been revealed. */
static void
play_through (TmPlayView  *view,
              TmCardEdits *edits,
              guint       *judged_out,
              guint       *named_out,
              gboolean    *shot_out)
{
  TmPlaySession *session = tm_play_view_get_session (view);
  GtkWidget *table = tm_play_view_get_table (view);
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (table));
  const TmMixerCards *cards = tm_mixer_cards ();
  guint moves = 0, judged = 0, named = 0;
  gboolean shot = shot_out == NULL, listed = FALSE;
  const TmMixerState *s;

  while (!tm_test_ui_play_summary_shown (view))
    {
      GtkWidget *widget;

      g_assert_true (tm_test_ui_wait_for (my_turn, view));
      if (tm_test_ui_play_summary_shown (view))
        break;
      g_assert_true (tm_test_ui_wait_for (controls_shown, view));
      /* Everyone watches the one screen: it is never covered. */
      g_assert_cmpstr (tm_play_view_get_page (view), ==, "table");
      s = tm_play_state_peek_data (tm_play_session_get_state (session));

      /* Keyboard first: each decision has the focus on its control. */
      {
        GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
        GtkWidget *control = s->reading == TM_MIXER_NONE
                             ? find_visible (table, GTK_TYPE_BUTTON, "_Read the Next Card")
                             : tm_mixer_has_answer (s, s->reading)
                             ? find_visible (table, GTK_TYPE_SEARCH_ENTRY, NULL)
                             : find_visible (table, GTK_TYPE_BUTTON, "_Right");

        g_assert_nonnull (focus);
        g_assert_true (focus == control || gtk_widget_is_ancestor (focus, control));
      }

      if (!shot && s->n_read >= 3 && s->reading == TM_MIXER_NONE &&
          tm_mixer_has_answer (s, s->read_order[s->n_read - 1]))
        {
          shoot_four (window);
          shot = TRUE;
          /* Resizing moved the focus to the header; back to the table. */
          tm_play_table_focus_first (TM_PLAY_TABLE (table));
        }

      if ((widget = find_visible (table, GTK_TYPE_BUTTON, "_Read the Next Card")) != NULL)
        g_signal_emit_by_name (widget, "clicked");
      else if ((widget = find_visible (table, GTK_TYPE_SEARCH_ENTRY, NULL)) != NULL)
        {
          /* Type the start of an answer and press Enter: the first guest
           * names the right one, the others a wrong one. */
          guint card = s->reading;
          const char *right = tm_card_edits_get_answer (edits, cards->deck_id, cards->ids[card]);
          guint other = (card + 2) % cards->n_cards;
          const char *wrong = tm_card_edits_get_answer (edits, cards->deck_id, cards->ids[other]);

          g_assert_true (tm_mixer_has_answer (s, card));
          if (!listed && shot_out != NULL && s->n_read >= 4)
            {
              shoot_answers (window);
              listed = TRUE;
              tm_play_table_focus_first (TM_PLAY_TABLE (table));
            }
          gtk_editable_set_text (GTK_EDITABLE (widget), named % 3 == 0 ? right : wrong);
          tm_test_ui_wait_ms (20);
          g_signal_emit_by_name (widget, "activate");
          named++;
        }
      else
        {
          g_assert_false (tm_mixer_has_answer (s, s->reading));
          widget = find_visible (table, GTK_TYPE_BUTTON, judged % 2 ? "_Right" : "_Wrong");
          g_assert_nonnull (widget);
          g_signal_emit_by_name (widget, "clicked");
          judged++;
        }
      tm_test_ui_wait_ms (20);
      moves++;
      g_assert_cmpuint (moves, <, 200);
    }

  *judged_out += judged;
  *named_out += named;
  if (shot_out != NULL)
    *shot_out = shot;
}

static void
test_quiz (void)
{
  TmCatalogue *catalogue = tm_application_get_catalogue (app);
  TmCardEdits *edits = tm_catalogue_get_card_edits (catalogue);
  TmWindow *window = tm_application_new_window (app);
  const TmMixerCards *cards;
  TmSeat seats[] = {
    { TRUE, 0 }, { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EASY },
    { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_EXPERT },
  };
  g_autoptr(TmPlaySession) session = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *hint;
  TmPlayView *view;
  guint judged = 0, named = 0;
  gboolean shot = FALSE;
  const TmMixerState *s;
  TmPlayRecord record;

  g_assert_nonnull (tm_play_rules_load ("mixer", &error));
  cards = tm_mixer_cards ();
  for (guint c = 0; c < cards->n_cards; c += 2)
    {
      g_autofree char *answer = g_strdup_printf ("Answer %c%u", 'A' + c % 26, c);

      tm_card_edits_set_answer (edits, cards->deck_id, cards->ids[c], answer);
    }

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  tm_test_ui_wait_until_mapped (GTK_WIDGET (window));
  view = tm_test_ui_play_open (window, "mixer");

  /* As the New Game dialog does: the answers the edits hold now. */
  tm_play_table_prepare_play (catalogue, "mixer");
  session = tm_play_session_new ("mixer", G_N_ELEMENTS (seats), 11, NULL, seats, &error);
  g_assert_no_error (error);
  s = tm_play_state_peek_data (tm_play_session_get_state (session));
  g_assert_cmpuint (s->answered, ==, 0x555555);
  tm_play_view_start (view, session);

  /* Ruling quiz-screen: no hint to ask for. */
  hint = find_visible (GTK_WIDGET (view), GTK_TYPE_BUTTON, "_Hint");
  g_assert_null (hint);

  play_through (view, edits, &judged, &named, &shot);
  g_assert_true (shot);
  g_assert_cmpuint (judged, >, 0);
  g_assert_cmpuint (named, >, 0);
  g_assert_true (tm_play_state_get_is_terminal (tm_play_session_get_state (session)));
  g_assert_true (tm_test_ui_log_contains (view, " reads “"));
  g_assert_true (tm_test_ui_log_contains (view, "The answer: Answer "));
  g_assert_true (tm_test_ui_log_contains (view, "wins the card"));
  g_assert_nonnull (tm_play_view_get_last_announcement (view));

  adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));

  /* Statistics are one person's: a quiz of one person and a computer
   * guest counts, with the written guesses. */
  {
    TmSeat solo[] = { { TRUE, 0 }, { FALSE, TM_AGENT_DIFFICULTY_MEDIUM } };
    g_autoptr(GVariant) options = NULL;
    g_autoptr(TmPlaySession) second = NULL;
    GVariantDict dict;

    g_variant_dict_init (&dict, NULL);
    g_variant_dict_insert (&dict, "written-guesses", "b", TRUE);
    options = g_variant_ref_sink (g_variant_dict_end (&dict));
    second = tm_play_session_new ("mixer", 2, 3, options, solo, &error);
    g_assert_no_error (error);
    tm_play_view_start (view, second);
    play_through (view, edits, &judged, &named, NULL);
    adw_dialog_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
    g_assert_true (tm_test_ui_wait_for (tm_test_ui_play_not_busy, view));
  }
  tm_play_view_get_record (view, &record);
  g_assert_cmpuint (record.played, ==, 1);
  tm_card_edits_clear (edits);
  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

static gboolean
no_dialog (gpointer data)
{
  return !tm_test_ui_play_has_dialog (data);
}

typedef struct
{
  GtkWidget *window;
  GtkWidget *control;
} Focus;

static gboolean
focus_on (gpointer data)
{
  Focus *f = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && (focus == f->control || gtk_widget_is_ancestor (focus, f->control));
}

static void
refused_cb (TmPlayTable *table,
            const char  *message,
            const char  *section,
            const char  *ruling,
            char       **out)
{
  g_free (*out);
  *out = g_strdup_printf ("%s|%s", message, section != NULL ? section : "");
}

/* A key pressed on the table, as its key handler gets it. */
static gboolean
press_key (GtkWidget *table,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (table);
  gboolean handled = FALSE;

  for (guint k = 0; k < g_list_model_get_n_items (controllers); k++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, k);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

/* By keyboard alone from the New Game dialog: once it closes the focus is
 * on the table's first choice (not left in the header); R before a card
 * is read is refused with its rule, never in silence; R and W judge an
 * answer given aloud. */
static void
test_keys (void)
{
  TmWindow *window = tm_test_ui_play_show_window (app, 1280, 800);
  TmSeat computer = { FALSE, TM_AGENT_DIFFICULTY_EASY };
  g_autofree char *refused = NULL;
  TmPlayView *view = tm_test_ui_play_open (window, "mixer");
  GtkWidget *table;
  AdwDialog *dialog;
  Focus focus;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (TM_IS_NEW_GAME_DIALOG (dialog));
  tm_new_game_dialog_set_n_players (TM_NEW_GAME_DIALOG (dialog), 2);
  tm_new_game_dialog_set_seat (TM_NEW_GAME_DIALOG (dialog), 1, &computer);
  tm_new_game_dialog_set_seed_text (TM_NEW_GAME_DIALOG (dialog), "5");
  tm_new_game_dialog_start (TM_NEW_GAME_DIALOG (dialog));
  g_assert_true (tm_test_ui_wait_for (no_dialog, window));

  /* Seat 1 reads first: the focus is on the card to read. */
  table = tm_play_view_get_table (view);
  focus = (Focus) { GTK_WIDGET (window), find_visible (table, GTK_TYPE_BUTTON, "_Read the Next Card") };
  g_assert_nonnull (focus.control);
  g_assert_true (tm_test_ui_wait_for (focus_on, &focus));

  g_signal_connect (table, "refused", G_CALLBACK (refused_cb), &refused);
  g_assert_true (press_key (table, GDK_KEY_r));
  g_assert_cmpstr (refused, ==, "No card is being read yet: the reader reads one first.|turn");
  g_assert_nonnull (strstr (tm_play_view_get_last_announcement (view), "See the rules: "));
  g_clear_pointer (&refused, g_free);

  /* The person reads; the computer answers and reads; the person answers
   * aloud and judges it with W. */
  g_signal_emit_by_name (focus.control, "clicked");
  g_assert_true (tm_test_ui_wait_for (my_turn, view));
  focus.control = find_visible (table, GTK_TYPE_BUTTON, "_Right");
  g_assert_nonnull (focus.control);
  g_assert_true (tm_test_ui_wait_for (focus_on, &focus));
  g_assert_true (press_key (table, GDK_KEY_w));
  g_assert_true (tm_test_ui_log_contains (view, "You: wrong"));
  g_assert_null (refused);
  g_assert_true (tm_test_ui_log_contains (view, "You read “"));

  gtk_window_destroy (GTK_WINDOW (window));
  tm_test_ui_wait_ms (100);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;

  /* Before anything reads it: files go to a fresh folder. */
  app = tm_test_ui_start (&argc, &argv, "tablemate-mixer-XXXXXX", &data_home);

  g_test_add_func ("/ui/play/mixer", test_quiz);
  g_test_add_func ("/ui/play/mixer-keys", test_keys);

  return g_test_run ();
}
