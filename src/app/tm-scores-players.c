/* tm-scores-players.c: the Scores section's Players page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-players.h"

/* The household's roster (owned by the store) with each player's record
 * in this game and the others, worked out again from the saved sheets in
 * the background each time the page is shown.  Players can be renamed,
 * which every sheet they played shows, or removed.
 *
 * The page knows nothing of the view around it: it is told when it is
 * shown and left (tm_scores_players_refresh(), _cancel_refresh()), says
 * what to tell the person through ::toast, and its Back button activates
 * the view's scores.back. */

struct _TmScoresPlayers
{
  AdwBin           parent_instance;

  TmLedgerStore   *store;
  TmCatalogue     *catalogue;
  TmGame          *game;
  GCancellable    *cancellable;
  gboolean         refreshing;

  /* Template widgets */
  GtkStack        *stack;
  GtkListBox      *list;
  GtkSpinner      *spinner;
  GtkLabel        *description;
};

G_DEFINE_FINAL_TYPE (TmScoresPlayers, tm_scores_players, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_REFRESHING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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

static void rename_clicked_cb (GtkButton       *button,
                               TmScoresPlayers *self);
static void remove_clicked_cb (GtkButton       *button,
                               TmScoresPlayers *self);

static void
rebuild (TmScoresPlayers *self)
{
  TmRoster *roster = tm_ledger_store_get_roster (self->store);
  const char *game_id = tm_game_get_id (self->game);
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *description = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (roster));

  gtk_list_box_remove_all (self->list);

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
        {
          /* Translators: a button's name for screen readers: remove a player */
          g_autofree char *label = g_strdup_printf (_("Remove %s…"),
                                                    tm_roster_player_get_name (player));

          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
        g_object_set_data_full (G_OBJECT (button), "name",
                                g_strdup (tm_roster_player_get_name (player)), g_free);
        g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
        adw_expander_row_add_suffix (ADW_EXPANDER_ROW (row), button);

        button = gtk_button_new_from_icon_name ("document-edit-symbolic");
        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_set_tooltip_text (button, _("Rename…"));
        {
          /* Translators: a button's name for screen readers: rename a player */
          g_autofree char *label = g_strdup_printf (_("Rename %s…"),
                                                    tm_roster_player_get_name (player));

          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
        g_object_set_data_full (G_OBJECT (button), "name",
                                g_strdup (tm_roster_player_get_name (player)), g_free);
        g_signal_connect (button, "clicked", G_CALLBACK (rename_clicked_cb), self);
        adw_expander_row_add_suffix (ADW_EXPANDER_ROW (row), button);
      }
      gtk_widget_set_sensitive (row, TRUE);
      adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), games[0] != NULL);
      gtk_list_box_append (self->list, row);
    }

  description = g_strdup_printf (_("Finished games of %s first; open a player for every game."),
                                 tm_game_get_name (self->game));
  gtk_label_set_text (self->description, description);
  gtk_stack_set_visible_child_name (self->stack, players->len > 0 ? "list" : "empty");
}

/**
 * tm_scores_players_rename:
 * @self: a #TmScoresPlayers
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
tm_scores_players_rename (TmScoresPlayers  *self,
                          const char       *name,
                          const char       *new_name,
                          GError          **error)
{
  TmRoster *roster;
  TmRosterPlayer *player;

  g_return_val_if_fail (TM_IS_SCORES_PLAYERS (self), FALSE);
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
 * tm_scores_players_remove:
 * @self: a #TmScoresPlayers
 * @name: a player's name in the roster
 *
 * Removes a player from the roster, as the Players page does once it is
 * confirmed.  Their sheets keep the name written on them.
 */
void
tm_scores_players_remove (TmScoresPlayers *self,
                          const char      *name)
{
  TmRoster *roster;
  TmRosterPlayer *player;

  g_return_if_fail (TM_IS_SCORES_PLAYERS (self));
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
  g_autoptr(TmScoresPlayers) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (dialog, result);
  GtkWidget *entry = adw_alert_dialog_get_extra_child (dialog);
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "rename") || self->store == NULL)
    return;

  if (!tm_scores_players_rename (self, name, gtk_editable_get_text (GTK_EDITABLE (entry)),
                                     &error))
    g_signal_emit (self, signals[TOAST], 0, error->message);
}

static void
rename_clicked_cb (GtkButton       *button,
                   TmScoresPlayers *self)
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
  g_autoptr(TmScoresPlayers) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (dialog, result);
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");

  if (g_str_equal (response, "remove") && self->store != NULL &&
      tm_roster_find_by_name (tm_ledger_store_get_roster (self->store), name) != NULL)
    tm_scores_players_remove (self, name);
}

static void
remove_clicked_cb (GtkButton       *button,
                   TmScoresPlayers *self)
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

static void
set_refreshing (TmScoresPlayers *self,
                gboolean         refreshing)
{
  gtk_spinner_set_spinning (self->spinner, refreshing);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), refreshing);
  if (self->refreshing == refreshing)
    return;
  self->refreshing = refreshing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REFRESHING]);
}

static void
roster_refreshed_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(TmScoresPlayers) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_roster_refresh_finish (TM_ROSTER (object), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* No folder yet is no games yet. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_signal_emit (self, signals[TOAST], 0, error->message);
    }

  set_refreshing (self, FALSE);
  if (self->store != NULL)
    rebuild (self);
}

/**
 * tm_scores_players_refresh:
 * @self: a #TmScoresPlayers
 *
 * Lists the roster's players with their records, and works the records
 * out again from the saved score sheets in the background
 * (#TmScoresPlayers:refreshing is %TRUE meanwhile), when the page is
 * shown.
 */
void
tm_scores_players_refresh (TmScoresPlayers *self)
{
  g_return_if_fail (TM_IS_SCORES_PLAYERS (self));

  rebuild (self);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  set_refreshing (self, TRUE);
  tm_roster_refresh_async (tm_ledger_store_get_roster (self->store), self->catalogue,
                           tm_ledger_store_get_dir (self->store), self->cancellable,
                           roster_refreshed_cb, g_object_ref (self));
}

/**
 * tm_scores_players_cancel_refresh:
 * @self: a #TmScoresPlayers
 *
 * Stops working out the records, when the page is left.
 */
void
tm_scores_players_cancel_refresh (TmScoresPlayers *self)
{
  g_return_if_fail (TM_IS_SCORES_PLAYERS (self));

  if (self->cancellable == NULL)
    return;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  set_refreshing (self, FALSE);
}

/**
 * tm_scores_players_get_refreshing:
 * @self: a #TmScoresPlayers
 *
 * Whether the players' records are being worked out.
 *
 * Returns: %TRUE while refreshing
 */
gboolean
tm_scores_players_get_refreshing (TmScoresPlayers *self)
{
  g_return_val_if_fail (TM_IS_SCORES_PLAYERS (self), FALSE);
  return self->refreshing;
}

/**
 * tm_scores_players_dup_record:
 * @self: a #TmScoresPlayers
 * @name: a player's name
 *
 * Gets the record the Players page shows for a player in this game.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL if the page
 *   does not list @name
 */
char *
tm_scores_players_dup_record (TmScoresPlayers *self,
                              const char      *name)
{
  g_return_val_if_fail (TM_IS_SCORES_PLAYERS (self), NULL);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row) &&
        g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return g_strdup (g_object_get_data (G_OBJECT (row), "record"));

  return NULL;
}

static void
tm_scores_players_dispose (GObject *object)
{
  TmScoresPlayers *self = (TmScoresPlayers *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  /* The template's child is the bin's: let go of it once, here. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_SCORES_PLAYERS);

  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  g_clear_object (&self->store);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_scores_players_parent_class)->dispose (object);
}

static void
tm_scores_players_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TmScoresPlayers *self = TM_SCORES_PLAYERS (object);

  switch (prop_id)
    {
    case PROP_REFRESHING:
      g_value_set_boolean (value, self->refreshing);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_scores_players_class_init (TmScoresPlayersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_scores_players_dispose;
  object_class->get_property = tm_scores_players_get_property;

  /**
   * TmScoresPlayers:refreshing:
   *
   * Whether the players' records are being worked out.
   */
  properties[PROP_REFRESHING] =
    g_param_spec_boolean ("refreshing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmScoresPlayers::toast:
   * @message: what to say
   *
   * Emitted when the page has something to tell, such as why a name was
   * refused.
   */
  signals[TOAST] = g_signal_new ("toast", G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/tm-scores-players.ui");
  gtk_widget_class_bind_template_child (widget_class, TmScoresPlayers, stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresPlayers, list);
  gtk_widget_class_bind_template_child (widget_class, TmScoresPlayers, spinner);
  gtk_widget_class_bind_template_child (widget_class, TmScoresPlayers, description);
}

static void
tm_scores_players_init (TmScoresPlayers *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * tm_scores_players_new:
 * @store: the application's score sheets and roster
 * @catalogue: the catalogue, for the names of the games
 * @game: the game whose records come first
 *
 * Creates the Players page of @game's Scores section.
 *
 * Returns: (transfer floating): the page
 */
GtkWidget *
tm_scores_players_new (TmLedgerStore *store,
                       TmCatalogue   *catalogue,
                       TmGame        *game)
{
  TmScoresPlayers *self;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (store), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  self = g_object_new (TM_TYPE_SCORES_PLAYERS, NULL);
  self->store = g_object_ref (store);
  self->catalogue = g_object_ref (catalogue);
  self->game = g_object_ref (game);

  /* After a player is renamed or removed, here or on another game's
   * page, the list shows the roster again. */
  g_signal_connect_object (store, "roster-changed", G_CALLBACK (rebuild), self,
                           G_CONNECT_SWAPPED);

  return GTK_WIDGET (self);
}
