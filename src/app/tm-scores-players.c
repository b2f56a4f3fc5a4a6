/* tm-scores-players.c: the Scores section's Players page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-view-private.h"

/* The household's roster (owned by the store) with each player's record
 * in this game and the others, worked out again from the saved sheets in
 * the background each time the page is shown.  Players can be renamed,
 * which every sheet they played shows, or removed. */

static char *
dup_record_text (TmRosterPlayer *player,
                 const char     *game_id)
{
  guint played = tm_roster_player_get_played (player, game_id);
  guint won = tm_roster_player_get_won (player, game_id);
  g_autofree char *average = NULL;
  g_autofree char *played_text = NULL;

  if (played == 0)
    return g_strdup (_("No finished games yet"));

  average = g_strdup_printf ("%.1f", tm_roster_player_get_average (player, game_id));
  played_text = g_strdup_printf (ngettext ("%u game", "%u games", played), played);
  /* Translators: a player's record in a game: “3 games · 1 won · average 42.5” */
  return g_strdup_printf (_("%s · %u won · average %s"), played_text, won, average);
}

static int
compare_players (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  TmRosterPlayer *pa = *(TmRosterPlayer **) a;
  TmRosterPlayer *pb = *(TmRosterPlayer **) b;
  const char *game_id = user_data;
  guint played_a = tm_roster_player_get_played (pa, game_id);
  guint played_b = tm_roster_player_get_played (pb, game_id);

  /* Those who play this game most first, then by name. */
  if (played_a != played_b)
    return played_a > played_b ? -1 : 1;
  return g_utf8_collate (tm_roster_player_get_name (pa), tm_roster_player_get_name (pb));
}

static void rename_clicked_cb (GtkButton    *button,
                               TmScoresView *self);
static void remove_clicked_cb (GtkButton    *button,
                               TmScoresView *self);

void
_tm_scores_view_rebuild_players (TmScoresView *self)
{
  TmRoster *roster = tm_ledger_store_get_roster (self->store);
  const char *game_id = tm_game_get_id (self->game);
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *description = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (roster));

  gtk_list_box_remove_all (self->players_list);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (players, g_list_model_get_item (G_LIST_MODEL (roster), i));
  g_ptr_array_sort_with_data (players, compare_players, (gpointer) game_id);

  for (guint i = 0; i < players->len; i++)
    {
      TmRosterPlayer *player = g_ptr_array_index (players, i);
      g_auto(GStrv) games = tm_roster_player_dup_games (player);
      g_autofree char *record = dup_record_text (player, game_id);
      GtkWidget *row;

      row = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tm_roster_player_get_name (player));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), record);
      g_object_set_data_full (G_OBJECT (row), "record", g_steal_pointer (&record), g_free);

      /* Every game they have finished, this one included. */
      for (guint g = 0; games[g] != NULL; g++)
        {
          TmGame *game = tm_catalogue_lookup_game (self->catalogue, games[g]);
          g_autofree char *text = dup_record_text (player, games[g]);
          GtkWidget *game_row = adw_action_row_new ();

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (game_row),
                                         game ? tm_game_get_name (game) : games[g]);
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (game_row), FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (game_row), text);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), game_row);
        }
      {
        GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

        /* Suffixes are shown last added first: Rename, then Remove. */
        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_set_tooltip_text (button, _("Remove…"));
        g_object_set_data_full (G_OBJECT (button), "name",
                                g_strdup (tm_roster_player_get_name (player)), g_free);
        g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
        adw_expander_row_add_suffix (ADW_EXPANDER_ROW (row), button);

        button = gtk_button_new_from_icon_name ("document-edit-symbolic");
        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_set_tooltip_text (button, _("Rename…"));
        g_object_set_data_full (G_OBJECT (button), "name",
                                g_strdup (tm_roster_player_get_name (player)), g_free);
        g_signal_connect (button, "clicked", G_CALLBACK (rename_clicked_cb), self);
        adw_expander_row_add_suffix (ADW_EXPANDER_ROW (row), button);
      }
      gtk_widget_set_sensitive (row, TRUE);
      adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), games[0] != NULL);
      gtk_list_box_append (self->players_list, row);
    }

  description = g_strdup_printf (_("Finished games of %s first; open a player for every game."),
                                 tm_game_get_name (self->game));
  gtk_label_set_text (self->players_description, description);
  gtk_stack_set_visible_child_name (self->players_stack, players->len > 0 ? "list" : "empty");
}

/**
 * tm_scores_view_rename_player:
 * @self: a #TmScoresView
 * @name: a player's name in the roster
 * @new_name: the name to give them
 * @error: return location for a #GError
 *
 * Renames a player in the roster, as the Players page does; every sheet
 * they played shows the new name.  An empty name, or one another player
 * has, is refused with the roster's #TM_ROSTER_ERROR.
 *
 * Returns: %TRUE if renamed
 */
gboolean
tm_scores_view_rename_player (TmScoresView  *self,
                              const char    *name,
                              const char    *new_name,
                              GError       **error)
{
  TmRoster *roster;
  TmRosterPlayer *player;

  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (new_name != NULL, FALSE);

  roster = tm_ledger_store_get_roster (self->store);
  player = tm_roster_find_by_name (roster, name);
  g_return_val_if_fail (player != NULL, FALSE);

  if (!tm_roster_rename (roster, player, new_name, error))
    return FALSE;

  tm_ledger_store_roster_changed (self->store);
  return TRUE;
}

/**
 * tm_scores_view_remove_player:
 * @self: a #TmScoresView
 * @name: a player's name in the roster
 *
 * Removes a player from the roster, as the Players page does once it is
 * confirmed.  Their sheets keep the name written on them.
 */
void
tm_scores_view_remove_player (TmScoresView *self,
                              const char   *name)
{
  TmRoster *roster;
  TmRosterPlayer *player;

  g_return_if_fail (TM_IS_SCORES_VIEW (self));
  g_return_if_fail (name != NULL);

  roster = tm_ledger_store_get_roster (self->store);
  player = tm_roster_find_by_name (roster, name);
  g_return_if_fail (player != NULL);

  tm_roster_remove (roster, player);
  tm_ledger_store_roster_changed (self->store);
}

static void
rename_chosen_cb (AdwAlertDialog *dialog,
                  GAsyncResult   *result,
                  gpointer        user_data)
{
  g_autoptr(TmScoresView) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (dialog, result);
  GtkWidget *entry = adw_alert_dialog_get_extra_child (dialog);
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "rename") || self->store == NULL)
    return;

  if (!tm_scores_view_rename_player (self, name, gtk_editable_get_text (GTK_EDITABLE (entry)),
                                     &error))
    _tm_scores_view_show_toast (self, error->message);
}

static void
rename_clicked_cb (GtkButton    *button,
                   TmScoresView *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "name");
  AdwDialog *dialog;
  GtkWidget *entry;

  dialog = adw_alert_dialog_new (_("Rename Player"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                _("Every score sheet %s played will show the new name."), name);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "rename", _("_Rename"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "rename",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "rename");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");

  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("New name"), -1);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), entry);
  g_object_set_data_full (G_OBJECT (dialog), "name", g_strdup (name), g_free);
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           (GAsyncReadyCallback) rename_chosen_cb, g_object_ref (self));
}

static void
remove_chosen_cb (AdwAlertDialog *dialog,
                  GAsyncResult   *result,
                  gpointer        user_data)
{
  g_autoptr(TmScoresView) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (dialog, result);
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");

  if (g_str_equal (response, "remove") && self->store != NULL &&
      tm_roster_find_by_name (tm_ledger_store_get_roster (self->store), name) != NULL)
    tm_scores_view_remove_player (self, name);
}

static void
remove_clicked_cb (GtkButton    *button,
                   TmScoresView *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "name");
  AdwDialog *dialog;

  dialog = adw_alert_dialog_new (_("Remove Player?"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                _("%s will no longer be offered when seating players. "
                                  "Their score sheets keep the name written on them."), name);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "remove", _("_Remove"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "remove",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "name", g_strdup (name), g_free);
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           (GAsyncReadyCallback) remove_chosen_cb, g_object_ref (self));
}

void
_tm_scores_view_set_refreshing (TmScoresView *self,
                                gboolean      refreshing)
{
  self->refreshing = refreshing;
  gtk_spinner_set_spinning (self->players_spinner, refreshing);
  gtk_widget_set_visible (GTK_WIDGET (self->players_spinner), refreshing);
}

static void
roster_refreshed_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(TmScoresView) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_roster_refresh_finish (TM_ROSTER (object), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* No folder yet is no games yet. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        _tm_scores_view_show_toast (self, error->message);
    }

  _tm_scores_view_set_refreshing (self, FALSE);
  if (self->store != NULL)
    _tm_scores_view_rebuild_players (self);
}

/**
 * tm_scores_view_show_players:
 * @self: a #TmScoresView
 *
 * Shows the roster's players with their records, and works the records
 * out again from the saved score sheets in the background
 * (tm_scores_view_get_refreshing() is %TRUE meanwhile).
 */
void
tm_scores_view_show_players (TmScoresView *self)
{
  g_return_if_fail (TM_IS_SCORES_VIEW (self));

  if (self->ledger != NULL)
    tm_scores_view_open_ledger (self, NULL);

  _tm_scores_view_rebuild_players (self);
  gtk_stack_set_visible_child_name (self->stack, "players");
  _tm_scores_view_update_actions (self);

  g_cancellable_cancel (self->refresh_cancellable);
  g_clear_object (&self->refresh_cancellable);
  self->refresh_cancellable = g_cancellable_new ();
  _tm_scores_view_set_refreshing (self, TRUE);
  tm_roster_refresh_async (tm_ledger_store_get_roster (self->store), self->catalogue,
                           tm_ledger_store_get_dir (self->store), self->refresh_cancellable,
                           roster_refreshed_cb, g_object_ref (self));
}

/**
 * tm_scores_view_get_refreshing:
 * @self: a #TmScoresView
 *
 * Whether the players' records are being worked out.
 *
 * Returns: %TRUE while refreshing
 */
gboolean
tm_scores_view_get_refreshing (TmScoresView *self)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), FALSE);
  return self->refreshing;
}

/**
 * tm_scores_view_dup_player_record:
 * @self: a #TmScoresView
 * @name: a player's name
 *
 * Gets the record the Players page shows for a player in this game.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL if the page
 *   does not list @name
 */
char *
tm_scores_view_dup_player_record (TmScoresView *self,
                                  const char   *name)
{
  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list)); row;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row) &&
        g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return g_strdup (g_object_get_data (G_OBJECT (row), "record"));

  return NULL;
}

static void
players_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  tm_scores_view_show_players (TM_SCORES_VIEW (widget));
}

void
_tm_scores_view_class_init_players (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "scores.players", NULL, players_action);
}
