/* tm-scores-settings.c: the settings of an open score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-game.h"
#include "tm-scores-view-private.h"

/* The sheet's settings (title, agreed rounds, scoring options) can be
 * changed after it has started; each change is one undoable step, and
 * hands the new options do not allow show the engine's problem. */

static gboolean
option_active (TmLedger   *ledger,
               const char *option_id,
               gint64     *number)
{
  JsonObject *options = tm_ledger_get_options (ledger);
  JsonNode *node = options ? json_object_get_member (options, option_id) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    return json_node_get_boolean (node);
  if (number != NULL)
    *number = json_node_get_int (node);
  return TRUE;
}

static void
apply_option (GtkWidget *row)
{
  TmLedger *ledger = g_object_get_data (G_OBJECT (row), "ledger");
  const char *id = g_object_get_data (G_OBJECT (row), "option-id");
  AdwSpinRow *number_row = g_object_get_data (G_OBJECT (row), "number-row");
  gboolean active = adw_switch_row_get_active (ADW_SWITCH_ROW (row));
  g_autoptr(JsonNode) value = NULL;
  gint64 current = 0;
  gboolean was_active = option_active (ledger, id, &current);

  if (active)
    {
      value = json_node_new (JSON_NODE_VALUE);
      if (number_row != NULL)
        json_node_set_int (value, (gint64) adw_spin_row_get_value (number_row));
      else
        json_node_set_boolean (value, TRUE);
    }

  /* Nothing changed: no step to undo. */
  if (active == was_active &&
      (!active || number_row == NULL || current == (gint64) adw_spin_row_get_value (number_row)))
    return;

  tm_ledger_set_option (ledger, id, value);
}

static void
option_row_changed_cb (GtkWidget  *row,
                       GParamSpec *pspec,
                       gpointer    user_data)
{
  apply_option (row);
}

static void
option_number_changed_cb (AdwSpinRow *number_row,
                          GParamSpec *pspec,
                          GtkWidget  *row)
{
  apply_option (row);
}

/**
 * tm_scores_set_partners:
 * @ledger: a Gitmo score sheet for four or six
 * @partners: whether partners play as teams
 *
 * Seats the players in teams of two sitting opposite each other (with
 * four, seats 1 and 3 against 2 and 4), or each alone, and sets the
 * "partners" option to match; one step for Undo.
 */
void
tm_scores_set_partners (TmLedger *ledger,
                        gboolean  partners)
{
  guint n;
  g_autoptr(JsonNode) value = NULL;

  g_return_if_fail (TM_IS_LEDGER (ledger));

  n = tm_ledger_get_n_players (ledger);
  g_return_if_fail (!partners || n == 4 || n == 6);

  if (partners)
    {
      value = json_node_new (JSON_NODE_VALUE);
      json_node_set_boolean (value, TRUE);
    }

  tm_ledger_begin_group (ledger);
  tm_ledger_set_option (ledger, "partners", value);
  for (guint p = 0; p < n; p++)
    tm_ledger_set_player_team (ledger, p, partners ? (int) (p % (n / 2)) : -1);
  tm_ledger_end_group (ledger);
}

static void
partners_changed_cb (GtkWidget  *row,
                     GParamSpec *pspec,
                     gpointer    user_data)
{
  TmLedger *ledger = g_object_get_data (G_OBJECT (row), "ledger");
  gboolean active = adw_switch_row_get_active (ADW_SWITCH_ROW (row));

  if (active != (tm_ledger_get_n_sides (ledger) < tm_ledger_get_n_players (ledger)))
    tm_scores_set_partners (ledger, active);
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
 * tm_scores_view_present_settings:
 * @self: a #TmScoresView
 *
 * Presents the open sheet's settings: its title, the agreed rounds and
 * the game's scoring options, each applied as it is changed.
 *
 * Returns: (transfer none): the dialog
 */
AdwDialog *
tm_scores_view_present_settings (TmScoresView *self)
{
  const TmScoresGame *info;
  TmRulebook *rulebook;
  AdwDialog *dialog;
  GtkWidget *view, *header, *page, *group, *row;
  g_autoptr(GError) error = NULL;
  guint shown = 0;

  g_return_val_if_fail (TM_IS_SCORES_VIEW (self), NULL);
  g_return_val_if_fail (self->ledger != NULL, NULL);

  info = tm_scores_game_lookup (tm_ledger_get_game_id (self->ledger));
  rulebook = tm_catalogue_get_rulebook (self->catalogue, tm_ledger_get_game_id (self->ledger), NULL);

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
                                 g_str_equal (tm_ledger_get_game_id (self->ledger), "custom")
                                 ? _("_Name of the game") : _("T_itle"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), tm_ledger_get_title (self->ledger)
                                              ? tm_ledger_get_title (self->ledger) : "");
  g_signal_connect_object (row, "apply", G_CALLBACK (title_changed_cb), self->ledger, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  if (info->has_rounds)
    {
      row = adw_spin_row_new_with_range (0, 50, 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Rounds"));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("0 for no end"));
      adw_spin_row_set_value (ADW_SPIN_ROW (row), tm_ledger_get_rounds (self->ledger));
      g_signal_connect_object (row, "notify::value", G_CALLBACK (rounds_changed_cb),
                               self->ledger, 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Scoring Options"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Every hand is scored again; a hand the new options "
                                           "do not allow is marked with its problem."));
  for (const TmScoresOption *option = info->options; option->id != NULL; option++)
    {
      TmGameOption *rules_option = rulebook ? tm_rulebook_lookup_option (rulebook, option->id)
                                             : NULL;
      gint64 number = option->number;
      gboolean active;

      if (rules_option == NULL && option->name == NULL)
        continue;

      /* Partners seat the players in teams: one step of its own. */
      if (g_str_equal (option->id, "partners"))
        {
          guint n = tm_ledger_get_n_players (self->ledger);

          if (!info->has_partners || (n != 4 && n != 6))
            continue;
          row = adw_switch_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         tm_game_option_get_name (rules_option));
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                       _("Partners sit opposite each other; every hand "
                                         "is added up again by team"));
          adw_switch_row_set_active (ADW_SWITCH_ROW (row),
                                     tm_ledger_get_n_sides (self->ledger) < n);
          g_object_set_data_full (G_OBJECT (row), "ledger", g_object_ref (self->ledger),
                                  g_object_unref);
          g_object_set_data_full (G_OBJECT (row), "option-id", g_strdup (option->id), g_free);
          g_signal_connect (row, "notify::active", G_CALLBACK (partners_changed_cb), NULL);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          shown++;
          continue;
        }

      active = option_active (self->ledger, option->id, &number);
      row = adw_switch_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     rules_option ? tm_game_option_get_name (rules_option)
                                                  : _(option->name));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   rules_option ? tm_game_option_get_description (rules_option)
                                                : _(option->description));
      adw_switch_row_set_active (ADW_SWITCH_ROW (row), active);
      g_object_set_data_full (G_OBJECT (row), "ledger", g_object_ref (self->ledger), g_object_unref);
      g_object_set_data_full (G_OBJECT (row), "option-id", g_strdup (option->id), g_free);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

      if (option->has_number)
        {
          GtkWidget *number_row = adw_spin_row_new_with_range (option->min, option->max, 1);

          adw_spin_row_set_value (ADW_SPIN_ROW (number_row), (double) number);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (number_row), _(option->number_label));
          adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (number_row), TRUE);
          g_object_bind_property (row, "active", number_row, "visible", G_BINDING_SYNC_CREATE);
          g_object_set_data (G_OBJECT (row), "number-row", number_row);
          g_signal_connect (number_row, "notify::value", G_CALLBACK (option_number_changed_cb), row);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), number_row);
        }
      g_signal_connect (row, "notify::active", G_CALLBACK (option_row_changed_cb), NULL);
      shown++;
    }
  if (shown > 0)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  else
    g_object_ref_sink (group), g_object_unref (group);

  adw_dialog_present (dialog, GTK_WIDGET (self));
  return dialog;
}

static void
settings_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TmScoresView *self = TM_SCORES_VIEW (widget);

  if (self->ledger != NULL)
    tm_scores_view_present_settings (self);
}

void
_tm_scores_view_class_init_settings (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "scores.settings", NULL, settings_action);
}
