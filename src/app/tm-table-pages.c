/* tm-table-pages.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-rules-markup.h"
#include "tm-table-pages.h"

/* What the Table section's pages say, from the engine's table session
 * and what it says now (TmTableNow): the deal (the set-up checklist for
 * this number of players, who deals and how many cards each seat gets),
 * the top of a turn (whose turn, what now, the rules that apply), the end
 * of a hand or of the game.  They fill the widgets of the view's
 * template they are handed and name no game. */

/**
 * tm_table_pages_seat_name:
 * @session: the game at the table
 * @seat: a seat, or a negative number for nobody
 *
 * Gets the name of the player at @seat.
 *
 * Returns: the name, or an empty string for nobody
 */
const char *
tm_table_pages_seat_name (TmTableSession *session,
                          int             seat)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (session), "");

  if (seat < 0 || (guint) seat >= tm_table_session_get_n_players (session))
    return "";
  return tm_table_session_get_player (session, seat);
}

/* The rows a group shows, so that they can be taken out again. */
static GPtrArray *
clear_group (AdwPreferencesGroup *group)
{
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), "rows");

  if (rows == NULL)
    {
      rows = g_ptr_array_new ();
      g_object_set_data_full (G_OBJECT (group), "rows", rows, (GDestroyNotify) g_ptr_array_unref);
    }
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
  return rows;
}

/**
 * tm_table_pages_show_deal:
 * @session: the game at the table
 * @now: what it says now, at a deal
 * @title_label: the page's title: the hand and its dealer
 * @setup_group: the set-up checklist
 * @deal_group: how many cards each seat is dealt
 * @step_checks: (element-type GtkCheckButton): filled with the checklist's
 *   check buttons, in order
 * @step_toggled: the handler of their #GtkCheckButton::toggled
 * @user_data: its data
 *
 * Fills the deal page: the set-up steps for this number of players as a
 * checklist, and who gets how many cards, from the dealer's left.
 */
void
tm_table_pages_show_deal (TmTableSession      *session,
                          TmTableNow          *now,
                          GtkLabel            *title_label,
                          AdwPreferencesGroup *setup_group,
                          AdwPreferencesGroup *deal_group,
                          GPtrArray           *step_checks,
                          GCallback            step_toggled,
                          gpointer             user_data)
{
  TmTableSetup *setup = tm_table_session_get_setup (session);
  guint n = tm_table_session_get_n_players (session);
  int dealer = tm_table_now_get_dealer (now);
  GPtrArray *setup_rows = clear_group (setup_group);
  GPtrArray *rows = clear_group (deal_group);
  g_autofree char *title = NULL;
  g_autofree char *setup_title = NULL;
  gboolean dealt_shown = FALSE;

  g_ptr_array_set_size (step_checks, 0);

  if (dealer >= 0)
    /* Translators: %u is the hand's number, %s the dealer's name */
    title = g_strdup_printf (_("Hand %u: %s Deals"), tm_table_now_get_hand (now),
                             tm_table_pages_seat_name (session, dealer));
  else
    title = g_strdup_printf (_("Hand %u"), tm_table_now_get_hand (now));
  gtk_label_set_text (title_label, title);

  /* Translators: the heading of the set-up checklist */
  setup_title = g_strdup_printf (ngettext ("Set-Up for %u Player", "Set-Up for %u Players", n), n);
  adw_preferences_group_set_title (setup_group, setup_title);

  for (guint i = 0; i < tm_table_setup_get_n_steps (setup); i++)
    {
      TmTableStep *step = tm_table_setup_get_step (setup, i);
      g_autofree char *text = tm_rules_markup_to_plain_text (tm_table_step_get_text (step));
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_signal_connect (check, "toggled", step_toggled, user_data);
      adw_preferences_group_add (setup_group, row);
      g_ptr_array_add (setup_rows, row);
      g_ptr_array_add (step_checks, check);

      /* Who gets how many, from the dealer's left. */
      if (tm_table_step_get_kind (step) == TM_TABLE_STEP_DEAL && !dealt_shown)
        {
          int from = dealer >= 0 ? dealer + 1 : 0;

          dealt_shown = TRUE;
          for (guint offset = 0; offset < n; offset++)
            {
              int seat = (from + offset) % n;
              guint each = tm_table_step_get_each (step, offset);
              g_autofree char *count = g_strdup_printf (ngettext ("%u card", "%u cards", each),
                                                        each);
              GtkWidget *deal_row = adw_action_row_new ();

              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (deal_row),
                                             tm_table_pages_seat_name (session, seat));
              adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (deal_row), FALSE);
              adw_action_row_add_suffix (ADW_ACTION_ROW (deal_row), gtk_label_new (count));
              adw_preferences_group_add (deal_group, deal_row);
              g_ptr_array_add (rows, deal_row);
            }
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (deal_group), dealt_shown);
  if (dealer >= 0)
    {
      g_autofree char *who = g_strdup_printf (_("%s deals, starting on their left."),
                                              tm_table_pages_seat_name (session, dealer));

      adw_preferences_group_set_description (deal_group, who);
    }
  else
    adw_preferences_group_set_description (deal_group, NULL);
}

/**
 * tm_table_pages_show_turn:
 * @session: the game at the table
 * @now: what it says now, in a turn
 * @game_id: the game's id, for the link to its rules
 * @seat_label: the heading: whose turn, or who must act now
 * @text_label: what the table says now
 * @rules_button: the button that opens the rules that apply, shown when
 *   some do
 *
 * Fills the top of the turn page.
 */
void
tm_table_pages_show_turn (TmTableSession *session,
                          TmTableNow     *now,
                          const char     *game_id,
                          GtkLabel       *seat_label,
                          GtkLabel       *text_label,
                          GtkWidget      *rules_button)
{
  int seat = tm_table_now_get_seat (now);
  int actor = tm_table_now_get_actor (now);
  const char *section = tm_table_now_get_section (now);
  const char *ruling = tm_table_now_get_ruling (now);
  g_autofree char *whose = NULL;

  if (actor >= 0 && actor != seat)
    /* Translators: %s is the player who must act out of turn */
    whose = g_strdup_printf (_("%s, Now"), tm_table_pages_seat_name (session, actor));
  else if (seat >= 0)
    /* Translators: %s is a player's name */
    whose = g_strdup_printf (_("%s’s Turn"), tm_table_pages_seat_name (session, seat));
  else
    whose = g_strdup (_("The Table"));
  gtk_label_set_text (seat_label, whose);
  gtk_label_set_text (text_label, tm_table_now_get_text (now));

  gtk_widget_set_visible (rules_button, section != NULL || ruling != NULL);
  if (section != NULL || ruling != NULL)
    {
      g_autofree char *uri = ruling != NULL ? g_strdup_printf ("ruling:%s/%s", game_id, ruling)
                                            : g_strdup_printf ("section:%s/%s", game_id, section);

      gtk_actionable_set_action_target (GTK_ACTIONABLE (rules_button), "(ss)", game_id, uri);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (rules_button), "win.open-uri");
    }
}

/**
 * tm_table_pages_show_over:
 * @session: the game at the table
 * @now: what it says now, at the end of a hand or of the game
 * @page: the status page that says so
 * @score_button: the button that scores the hand, shown at a hand's end
 * @again_button: the button that starts again, shown at the game's end
 *
 * Fills the page shown when a hand or the game is over, naming the
 * winners of a game unless what the table says names them already.
 */
void
tm_table_pages_show_over (TmTableSession *session,
                          TmTableNow     *now,
                          AdwStatusPage  *page,
                          GtkWidget      *score_button,
                          GtkWidget      *again_button)
{
  TmTablePhase phase = tm_table_now_get_phase (now);
  g_autofree char *title = NULL;
  g_autoptr(GString) description = g_string_new (tm_table_now_get_text (now));

  if (phase == TM_TABLE_PHASE_GAME_OVER)
    {
      g_autoptr(GString) winners = g_string_new (NULL);

      for (guint p = 0; p < tm_table_session_get_n_players (session); p++)
        if (tm_table_now_is_winner (now, p))
          {
            if (winners->len > 0)
              g_string_append (winners, ", ");
            g_string_append (winners, tm_table_session_get_player (session, p));
          }
      title = g_strdup (_("The Game Is Over"));
      if (winners->len > 0 && strstr (description->str, winners->str) == NULL)
        {
          /* Translators: %s lists the winners' names */
          g_autofree char *won = g_strdup_printf (_("Won by %s."), winners->str);

          if (description->len > 0)
            g_string_append_c (description, ' ');
          g_string_append (description, won);
        }
    }
  else
    title = g_strdup_printf (_("Hand %u Is Over"), tm_table_now_get_hand (now));

  adw_status_page_set_title (page, title);
  adw_status_page_set_description (page, description->str);
  gtk_widget_set_visible (score_button, phase == TM_TABLE_PHASE_HAND_OVER);
  gtk_widget_set_visible (again_button, phase == TM_TABLE_PHASE_GAME_OVER);
}
