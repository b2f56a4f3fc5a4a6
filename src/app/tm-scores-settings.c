/* tm-scores-settings.c: the settings of an open score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-options-group.h"
#include "tm-spin-row.h"
#include "tm-scores-settings.h"

/* The sheet's settings (title, agreed rounds, scoring options) can be
 * changed after it has started; each change is one undoable step, and
 * hands the new options do not allow show the engine's problem. */

/* The options as the rows show them become the sheet's: one step for
 * Undo, and none when nothing changed.  Switching the option that makes
 * teams seats the players too. */
static void
options_changed_cb (TmOptionsGroup *group,
                    GParamSpec     *pspec,
                    TmLedger       *ledger)
{
  TmGame *game = tm_options_group_get_game (group);
  const char *teams = tm_game_get_teams_option (game);
  g_autoptr(GVariant) values = tm_options_group_dup_values (group);
  g_autoptr(GVariant) current = tm_ledger_dup_options (ledger);

  if (g_variant_equal (values, current))
    return;

  if (teams != NULL &&
      tm_game_options_get_on (game, values, teams) != tm_game_options_get_on (game, current, teams))
    {
      tm_scores_set_partners (ledger, tm_game_options_get_on (game, values, teams));
      return;
    }

  tm_ledger_set_options (ledger, g_steal_pointer (&values));
}

/**
 * tm_scores_set_partners:
 * @ledger: a score sheet of a game with teams (Gitmo), for a number of
 *   players that may play in teams
 * @partners: whether partners play as teams
 *
 * Seats the players in teams of two sitting opposite each other (with
 * four, seats 1 and 3 against 2 and 4), or each alone, and sets the
 * game's teams option to match; one step for Undo.
 */
void
tm_scores_set_partners (TmLedger *ledger,
                        gboolean  partners)
{
  TmGame *game;
  const char *teams;
  guint n;

  g_return_if_fail (TM_IS_LEDGER (ledger));

  game = tm_scorer_get_game (tm_ledger_get_scorer (ledger));
  teams = tm_game_get_teams_option (game);
  n = tm_ledger_get_n_players (ledger);
  g_return_if_fail (teams != NULL);
  g_return_if_fail (!partners || tm_game_get_teams_possible (game, n));

  tm_ledger_begin_group (ledger);
  tm_ledger_set_option (ledger, teams, g_variant_new_boolean (partners));
  for (guint p = 0; p < n; p++)
    tm_ledger_set_player_team (ledger, p, partners ? (int) (p % (n / 2)) : -1);
  tm_ledger_end_group (ledger);
}

static void
rounds_changed_cb (AdwSpinRow *row,
                   GParamSpec *pspec,
                   TmLedger   *ledger)
{
  guint rounds = (guint) adw_spin_row_get_value (row);

  if (rounds != tm_ledger_get_rounds (ledger))
    tm_ledger_set_rounds (ledger, rounds);
}

static void
title_changed_cb (AdwEntryRow *row,
                  TmLedger    *ledger)
{
  const char *title = gtk_editable_get_text (GTK_EDITABLE (row));

  if (g_strcmp0 (title, tm_ledger_get_title (ledger) ? tm_ledger_get_title (ledger) : "") != 0)
    tm_ledger_set_title (ledger, title);
}

/**
 * tm_scores_settings_dialog_new:
 * @ledger: an open score sheet
 *
 * Creates the dialog of a sheet's settings: its title, the agreed rounds
 * and the game's scoring options, each applied to @ledger as it is
 * changed.
 *
 * Returns: (transfer floating): the dialog, to present
 */
AdwDialog *
tm_scores_settings_dialog_new (TmLedger *ledger)
{
  TmGame *game;
  const char *target, *teams;
  AdwDialog *dialog;
  GtkWidget *view, *header, *page, *group, *row;
  g_autoptr(GVariant) values = NULL;
  TmOptionsGroup *options;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);

  game = tm_scorer_get_game (tm_ledger_get_scorer (ledger));
  target = tm_game_get_target_option (game);
  teams = tm_game_get_teams_option (game);
  values = tm_ledger_dup_options (ledger);

  dialog = adw_dialog_new ();
  adw_dialog_set_title (dialog, _("Score Sheet Settings"));
  adw_dialog_set_content_width (dialog, 460);
  view = adw_toolbar_view_new ();
  header = adw_header_bar_new ();
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header);
  page = adw_preferences_page_new ();
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), page);
  adw_dialog_set_child (dialog, view);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Changes apply at once, and Undo takes each back."));
  row = adw_entry_row_new ();
  /* Any other game is named by its sheet's title. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 g_str_equal (tm_ledger_get_game_id (ledger), TM_SCORE_CUSTOM_GAME)
                                 ? _("_Name of the game") : _("T_itle"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), tm_ledger_get_title (ledger)
                                              ? tm_ledger_get_title (ledger) : "");
  g_signal_connect_object (row, "apply", G_CALLBACK (title_changed_cb), ledger, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  /* A game to a target score has no agreed rounds; a tally of wins has
   * the games it counts (ruling escaped/evening). */
  if (tm_game_get_counts_wins (game) ||
      target == NULL || tm_game_option_get_kind (tm_game_lookup_option (game, target)) != TM_GAME_OPTION_NUMBER)
    {
      row = tm_spin_row_new (0, 50, 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tm_game_get_counts_wins (game)
                                                                ? _("_Games") : _("_Rounds"));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("0 for no end"));
      adw_spin_row_set_value (ADW_SPIN_ROW (row), tm_ledger_get_rounds (ledger));
      g_signal_connect_object (row, "notify::value", G_CALLBACK (rounds_changed_cb),
                               ledger, 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  options = TM_OPTIONS_GROUP (tm_options_group_new (game, TM_GAME_PILLAR_SCORE));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (options), _("Scoring Options"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (options),
                                         _("Every hand is scored again; a hand the new options "
                                           "do not allow is marked with its problem."));
  tm_options_group_set_values (options, values);
  /* Teams are for some numbers of players only. */
  if (teams != NULL && !tm_game_get_teams_possible (game, tm_ledger_get_n_players (ledger)) &&
      tm_options_group_get_row (options, teams) != NULL)
    gtk_widget_set_visible (tm_options_group_get_row (options, teams), FALSE);
  g_signal_connect_object (options, "notify::values", G_CALLBACK (options_changed_cb),
                           ledger, 0);
  if (tm_options_group_get_n_options (options) > 0)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (options));
  else
    g_object_ref_sink (options), g_object_unref (options);

  return dialog;
}
