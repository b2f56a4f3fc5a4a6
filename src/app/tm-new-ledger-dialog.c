/* tm-new-ledger-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-new-ledger-dialog.h"
#include "tm-options-group.h"

/* Starting a score sheet: the players in seating order, who deals first,
 * the agreed rounds and the game's options that change its scoring.
 * Names are offered from the household's roster (tm-roster), the most
 * recently used first, narrowed to those that match as a name is typed.
 * Start creates the ledger with its players linked to the roster, hands
 * it to the store (which saves it) and emits TmNewLedgerDialog::started. */

struct _TmNewLedgerDialog
{
  AdwDialog           parent_instance;

  TmLedgerStore      *store;
  TmCatalogue        *catalogue;
  TmGame             *game;
  TmGame             *definition;      /* the game's, or any other game's */
  GtkStringList      *names;

  /* Template widgets */
  GtkButton          *start_button;
  GtkListBox         *players_list;
  AdwEntryRow        *add_row;
  GtkFlowBox         *suggestions;
  GtkLabel           *players_hint;
  AdwEntryRow        *title_row;
  AdwComboRow        *dealer_row;
  AdwSpinRow         *rounds_row;
  TmOptionsGroup     *options_group;
};

G_DEFINE_FINAL_TYPE (TmNewLedgerDialog, tm_new_ledger_dialog, ADW_TYPE_DIALOG)

enum {
  STARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Any other game: as many as a table can seat. */
#define CUSTOM_MAX_PLAYERS 12

static void update (TmNewLedgerDialog *self);
static void rebuild_players (TmNewLedgerDialog *self);

static gboolean
has_name (TmNewLedgerDialog *self,
          const char        *name)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->names));
  g_autofree char *key = g_utf8_casefold (name, -1);

  /* As the roster does, "ana" is Ana. */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *seated = g_utf8_casefold (gtk_string_list_get_string (self->names, i), -1);

      if (g_utf8_collate (seated, key) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Whether the option that makes teams (Gitmo's partners) is on. */
static gboolean
partners_on (TmNewLedgerDialog *self)
{
  const char *teams = tm_game_get_teams_option (self->definition);
  g_autoptr(GVariant) values = NULL;

  if (teams == NULL)
    return FALSE;
  values = tm_options_group_dup_values (self->options_group);
  return tm_game_options_get_on (self->definition, values, teams);
}

/* Whether the table agrees a number of rounds: not when the game ends on
 * a target score.  For a tally of wins they are the games the sheet
 * counts (ruling escaped/evening). */
static gboolean
has_rounds (TmNewLedgerDialog *self)
{
  const char *target = tm_game_get_target_option (self->definition);
  g_autoptr(GVariant) values = tm_options_group_dup_values (self->options_group);

  if (tm_game_get_counts_wins (self->definition))
    return TRUE;
  return target == NULL || !tm_game_options_get_on (self->definition, values, target);
}

/* Partners sit opposite each other: with four players, seats 1 and 3
 * against 2 and 4; with six, three teams of two. */
static int
team_of (guint position,
         guint n_players)
{
  return (int) (position % (n_players / 2));
}

static void
update (TmNewLedgerDialog *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->names));
  guint min = self->game ? tm_game_get_min_players (self->game) : 1;
  guint max = self->game ? tm_game_get_max_players (self->game) : CUSTOM_MAX_PLAYERS;
  const char *game_name = self->game ? tm_game_get_name (self->game) : _("This game");
  g_autoptr(GString) hint = g_string_new (NULL);
  gboolean ok = TRUE;

  if (n < min)
    {
      g_string_append_printf (hint,
                              ngettext ("Add %u more player: %s needs at least %u.",
                                        "Add %u more players: %s needs at least %u.",
                                        min - n),
                              min - n, game_name, min);
      ok = FALSE;
    }
  else if (n > max)
    {
      g_string_append_printf (hint, _("%s is played by up to %u players."),
                              game_name, max);
      ok = FALSE;
    }
  else if (partners_on (self))
    {
      if (!tm_game_get_teams_possible (self->definition, n))
        {
          g_string_append_printf (hint, _("%s is not played in teams by %u players."),
                                  game_name, n);
          ok = FALSE;
        }
      else
        {
          g_string_append (hint, _("Partners sit opposite each other:"));
          for (guint t = 0; t < n / 2; t++)
            {
              g_autofree char *team = NULL;

              /* Translators: two partners in a team, e.g. “Ana & Cai” */
              team = g_strdup_printf (_("%s & %s"),
                                      gtk_string_list_get_string (self->names, t),
                                      gtk_string_list_get_string (self->names, t + n / 2));
              g_string_append_printf (hint, "%s %s", t == 0 ? "" : ",", team);
            }
          g_string_append_c (hint, '.');
        }
    }

  gtk_label_set_text (self->players_hint, hint->str);
  gtk_widget_set_visible (GTK_WIDGET (self->players_hint), hint->len > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), ok);
}

static void
remove_player_cb (GtkButton         *button,
                  TmNewLedgerDialog *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));

  gtk_string_list_splice (self->names, position, 1, NULL);
  rebuild_players (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->add_row));
}

/* Moves the player in seat @from to seat @to, the others closing up. */
static gboolean
move_seat (TmNewLedgerDialog *self,
           guint              from,
           guint              to)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->names));
  g_autofree char *name = NULL;
  const char *insert[2] = { NULL, NULL };

  if (from >= n || to >= n || from == to)
    return FALSE;

  name = g_strdup (gtk_string_list_get_string (self->names, from));
  insert[0] = name;
  gtk_string_list_splice (self->names, from, 1, NULL);
  gtk_string_list_splice (self->names, to, 0, insert);
  rebuild_players (self);
  return TRUE;
}

/* Swaps the seat of the button's player with the one before it (Move
 * up) or after it (Move down). */
static void
move_cb (GtkButton         *button,
         TmNewLedgerDialog *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));
  gboolean down = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "down"));

  if (!down && position == 0)
    return;
  move_seat (self, position, down ? position + 1 : position - 1);
}

/* Dragging a seat's row onto another's moves the player there. */

static GdkContentProvider *
seat_drag_prepare_cb (GtkDragSource     *source,
                      double             x,
                      double             y,
                      TmNewLedgerDialog *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  return gdk_content_provider_new_typed (G_TYPE_UINT,
                                         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row),
                                                                              "position")));
}

static void
seat_drag_begin_cb (GtkDragSource     *source,
                    GdkDrag           *drag,
                    TmNewLedgerDialog *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (row);

  gtk_drag_source_set_icon (source, icon, 0, 0);
}

static gboolean
seat_drop_cb (GtkDropTarget     *target,
              const GValue      *value,
              double             x,
              double             y,
              TmNewLedgerDialog *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  guint to = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "position"));

  if (!G_VALUE_HOLDS_UINT (value))
    return FALSE;
  return move_seat (self, g_value_get_uint (value), to);
}

static void
suggestion_clicked_cb (GtkButton         *button,
                       TmNewLedgerDialog *self)
{
  tm_new_ledger_dialog_add_player (self, gtk_button_get_label (button));
}

/* Whether @name matches what is typed: any word of it starts with it,
 * ignoring case. */
static gboolean
name_matches (const char *name,
              const char *typed)
{
  g_autofree char *key = NULL;
  g_autofree char *folded = NULL;
  g_auto(GStrv) words = NULL;

  if (typed[0] == '\0')
    return TRUE;

  key = g_utf8_casefold (typed, -1);
  folded = g_utf8_casefold (name, -1);
  if (g_str_has_prefix (folded, key))
    return TRUE;

  words = g_strsplit (folded, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_has_prefix (words[i], key))
      return TRUE;
  return FALSE;
}

static void
rebuild_suggestions (TmNewLedgerDialog *self)
{
  g_auto(GStrv) known = tm_roster_dup_names (tm_ledger_store_get_roster (self->store));
  g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->add_row))));
  guint shown = 0;

  gtk_flow_box_remove_all (self->suggestions);

  for (guint i = 0; known[i] != NULL && shown < 12; i++)
    {
      GtkWidget *button;

      if (has_name (self, known[i]) || !name_matches (known[i], typed))
        continue;

      button = gtk_button_new_with_label (known[i]);
      gtk_widget_add_css_class (button, "pill");
      gtk_widget_add_css_class (button, "small");
      gtk_widget_set_tooltip_text (button, _("Add this player"));
      g_signal_connect (button, "clicked", G_CALLBACK (suggestion_clicked_cb), self);
      gtk_flow_box_append (self->suggestions, button);
      shown++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->suggestions), shown > 0);
}

/* Names @button for screen readers, taking over @label. */
static void
set_button_name (GtkWidget *button,
                 char      *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_free (label);
}

static void
rebuild_players (TmNewLedgerDialog *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->names));
  guint dealer = adw_combo_row_get_selected (self->dealer_row);
  GtkWidget *child;

  /* Every row but the last, the row that adds a player. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) !=
         GTK_WIDGET (self->add_row))
    gtk_list_box_remove (self->players_list, child);

  for (guint i = 0; i < n; i++)
    {
      const char *name = gtk_string_list_get_string (self->names, i);
      g_autofree char *seat = g_strdup_printf (_("Seat %u"), i + 1);
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *button;

      GtkDragSource *source;
      GtkDropTarget *target;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (row, seat);
      g_object_set_data (G_OBJECT (row), "position", GUINT_TO_POINTER (i));

      /* Seats are dragged into order, or moved with the buttons. */
      adw_action_row_add_prefix (row, gtk_image_new_from_icon_name ("list-drag-handle-symbolic"));
      source = gtk_drag_source_new ();
      gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
      g_signal_connect (source, "prepare", G_CALLBACK (seat_drag_prepare_cb), self);
      g_signal_connect (source, "drag-begin", G_CALLBACK (seat_drag_begin_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (row), GTK_EVENT_CONTROLLER (source));
      target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);
      g_signal_connect (target, "drop", G_CALLBACK (seat_drop_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (row), GTK_EVENT_CONTROLLER (target));

      button = gtk_button_new_from_icon_name ("go-up-symbolic");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_sensitive (button, i > 0);
      gtk_widget_set_tooltip_text (button, _("Move up"));
      /* Said with the player's name: the row has one button of each. */
      /* Translators: a button's name for screen readers: move a player up */
      set_button_name (button, g_strdup_printf (_("Move %s up"), name));
      g_object_set_data (G_OBJECT (button), "position", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (move_cb), self);
      adw_action_row_add_suffix (row, button);

      button = gtk_button_new_from_icon_name ("go-down-symbolic");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_sensitive (button, i + 1 < n);
      gtk_widget_set_tooltip_text (button, _("Move down"));
      /* Translators: a button's name for screen readers: move a player down */
      set_button_name (button, g_strdup_printf (_("Move %s down"), name));
      g_object_set_data (G_OBJECT (button), "position", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (button), "down", GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "clicked", G_CALLBACK (move_cb), self);
      adw_action_row_add_suffix (row, button);

      button = gtk_button_new_from_icon_name ("list-remove-symbolic");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, _("Remove"));
      /* Translators: a button's name for screen readers: remove a player */
      set_button_name (button, g_strdup_printf (_("Remove %s"), name));
      g_object_set_data (G_OBJECT (button), "position", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (remove_player_cb), self);
      adw_action_row_add_suffix (row, button);

      gtk_list_box_insert (self->players_list, GTK_WIDGET (row), (int) i);
    }

  /* The dealer combo shows the names; keep the choice when possible. */
  adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (self->names));
  adw_combo_row_set_selected (self->dealer_row, dealer < n ? dealer : 0);

  rebuild_suggestions (self);
  update (self);
}

static void
add_row_changed_cb (TmNewLedgerDialog *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->add_row), "error");
  rebuild_suggestions (self);
}

/* Enter on a name that only one suggestion matches takes the
 * suggestion's spelling, so "an" and Enter seats Ana. */
static char *
dup_completion (TmNewLedgerDialog *self,
                const char        *typed)
{
  GtkFlowBoxChild *first = gtk_flow_box_get_child_at_index (self->suggestions, 0);
  GtkWidget *button;
  const char *label;

  if (first == NULL || gtk_flow_box_get_child_at_index (self->suggestions, 1) != NULL)
    return g_strdup (typed);

  button = gtk_flow_box_child_get_child (first);
  label = gtk_button_get_label (GTK_BUTTON (button));
  if (g_utf8_strlen (typed, -1) >= 2 && name_matches (label, typed))
    return g_strdup (label);

  return g_strdup (typed);
}

static void
add_row_apply_cb (TmNewLedgerDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->add_row))));
  g_autofree char *completed = NULL;

  if (name[0] == '\0')
    {
      /* Enter on an empty row starts, when everything is ready. */
      if (gtk_widget_get_sensitive (GTK_WIDGET (self->start_button)))
        gtk_widget_activate (GTK_WIDGET (self->start_button));
      return;
    }

  completed = dup_completion (self, name);
  tm_new_ledger_dialog_add_player (self, completed);
}

/**
 * tm_new_ledger_dialog_start:
 * @self: a #TmNewLedgerDialog
 * @error: return location for a #GError
 *
 * Creates the ledger as set up in the dialog, adds it to the store and
 * emits #TmNewLedgerDialog::started.  The dialog stays open.
 *
 * Returns: (transfer none) (nullable): the new ledger, or %NULL with
 *   @error set
 */
TmLedger *
tm_new_ledger_dialog_start (TmNewLedgerDialog  *self,
                            GError            **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(TmLedger) fresh = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *title;
  guint n;

  g_return_val_if_fail (TM_IS_NEW_LEDGER_DIALOG (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->names));
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (builder, gtk_string_list_get_string (self->names, i));
  names = g_strv_builder_end (builder);

  ledger = tm_ledger_new (self->catalogue, tm_game_get_id (self->definition),
                          (const char * const *) names, error);
  if (ledger == NULL)
    return NULL;

  tm_ledger_set_options (ledger, tm_options_group_dup_values (self->options_group));

  if (partners_on (self))
    for (guint i = 0; i < n; i++)
      tm_ledger_set_player_team (ledger, i, team_of (i, n));

  if (has_rounds (self))
    tm_ledger_set_rounds (ledger, (guint) adw_spin_row_get_value (self->rounds_row));

  tm_ledger_set_first_dealer (ledger, MIN (adw_combo_row_get_selected (self->dealer_row), n - 1));

  title = gtk_editable_get_text (GTK_EDITABLE (self->title_row));
  if (title[0] != '\0')
    tm_ledger_set_title (ledger, title);

  tm_ledger_store_link_players (self->store, ledger);

  /* The setting up is not a change that Undo should take back: start
   * from a copy without history. */
  bytes = tm_ledger_to_bytes (ledger);
  fresh = tm_ledger_new_from_bytes (self->catalogue, bytes, tm_ledger_get_id (ledger), error);
  if (fresh == NULL)
    return NULL;

  tm_ledger_store_add (self->store, fresh);
  g_signal_emit (self, signals[STARTED], 0, fresh);

  return fresh;
}

static void
start_clicked_cb (TmNewLedgerDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (tm_new_ledger_dialog_start (self, &error) == NULL)
    {
      gtk_label_set_text (self->players_hint, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->players_hint), TRUE);
      return;
    }

  adw_dialog_close (ADW_DIALOG (self));
}

static void
options_changed_cb (TmNewLedgerDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->rounds_row), has_rounds (self));
  update (self);
}

static void
tm_new_ledger_dialog_dispose (GObject *object)
{
  TmNewLedgerDialog *self = (TmNewLedgerDialog *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_NEW_LEDGER_DIALOG);

  g_clear_object (&self->names);
  g_clear_object (&self->store);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->game);
  g_clear_object (&self->definition);

  G_OBJECT_CLASS (tm_new_ledger_dialog_parent_class)->dispose (object);
}

static void
tm_new_ledger_dialog_class_init (TmNewLedgerDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_new_ledger_dialog_dispose;

  /**
   * TmNewLedgerDialog::started:
   * @ledger: the new ledger
   *
   * Emitted when a score sheet has been started and added to the store.
   */
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, TM_TYPE_LEDGER);

  g_type_ensure (TM_TYPE_OPTIONS_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/tm-new-ledger-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, players_list);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, add_row);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, suggestions);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, players_hint);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, rounds_row);
  gtk_widget_class_bind_template_child (widget_class, TmNewLedgerDialog, options_group);
  gtk_widget_class_bind_template_callback (widget_class, add_row_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_row_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, adw_dialog_close);
}

static void
tm_new_ledger_dialog_init (TmNewLedgerDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->names = gtk_string_list_new (NULL);
}

static TmNewLedgerDialog *
new_dialog (TmLedgerStore *store,
            TmCatalogue   *catalogue,
            TmGame        *game)
{
  TmNewLedgerDialog *self;
  const char *game_id = game ? tm_game_get_id (game) : TM_SCORE_CUSTOM_GAME;
  g_autoptr(TmScorer) scorer = NULL;

  self = g_object_new (TM_TYPE_NEW_LEDGER_DIALOG, NULL);
  self->store = g_object_ref (store);
  self->catalogue = g_object_ref (catalogue);
  self->game = game ? g_object_ref (game) : NULL;
  self->definition = g_object_ref (tm_scorer_lookup_game (game_id));

  tm_options_group_set_game (self->options_group, self->definition);
  g_signal_connect_object (self->options_group, "notify::values",
                           G_CALLBACK (options_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_widget_set_visible (GTK_WIDGET (self->rounds_row), has_rounds (self));
  {
    const char *names[] = { "A", "B", "C", "D", NULL };

    /* The game's own default length, from a scorer for a sample table. */
    scorer = tm_scorer_new (catalogue, game_id, names, NULL, NULL);
    adw_spin_row_set_value (self->rounds_row,
                            scorer != NULL ? tm_scorer_get_default_rounds (scorer) : 1);
  }
  if (tm_game_get_counts_wins (self->definition))
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rounds_row), _("_Games"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rounds_row),
                                   _("How many games to count wins over; 0 for no end"));
    }
  else
    {
      if (scorer != NULL && tm_scorer_get_hands_per_round (scorer) > 1)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rounds_row),
                                     _("A round is one deal by each player; 0 for no end"));
      else
        adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rounds_row),
                                     _("A round is one hand; 0 for no end"));
    }

  rebuild_players (self);

  return self;
}

/**
 * tm_new_ledger_dialog_new:
 * @store: the store the new ledger goes into
 * @catalogue: the catalogue
 * @game: the game to keep score of
 *
 * Creates the dialog that starts a score sheet for @game.
 *
 * Returns: (transfer floating): the dialog
 */
TmNewLedgerDialog *
tm_new_ledger_dialog_new (TmLedgerStore *store,
                          TmCatalogue   *catalogue,
                          TmGame        *game)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (store), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  return new_dialog (store, catalogue, game);
}

/**
 * tm_new_ledger_dialog_new_custom:
 * @store: the store the new ledger goes into
 * @catalogue: the catalogue
 *
 * Creates the dialog that starts a score sheet for any other game: its
 * name, the players, and how it ends (a target score, the lowest or the
 * highest total winning, or a number of rounds).  Each hand is plain
 * points.
 *
 * Returns: (transfer floating): the dialog
 */
TmNewLedgerDialog *
tm_new_ledger_dialog_new_custom (TmLedgerStore *store,
                                 TmCatalogue   *catalogue)
{
  TmNewLedgerDialog *self;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (store), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);

  self = new_dialog (store, catalogue, NULL);
  adw_dialog_set_title (ADW_DIALOG (self), _("Another Game"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->title_row), _("_Name of the game"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_row), _("Shown as the sheet's title"));

  return self;
}

/**
 * tm_new_ledger_dialog_set_title:
 * @self: a #TmNewLedgerDialog
 * @title: the sheet's title, or for any other game its name
 *
 * Sets the title as if typed in the dialog.
 */
void
tm_new_ledger_dialog_set_title (TmNewLedgerDialog *self,
                                const char        *title)
{
  g_return_if_fail (TM_IS_NEW_LEDGER_DIALOG (self));
  g_return_if_fail (title != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title);
}

/**
 * tm_new_ledger_dialog_set_rounds:
 * @self: a #TmNewLedgerDialog
 * @rounds: the agreed rounds, 0 for no end
 *
 * Sets the agreed rounds as if chosen in the dialog.
 */
void
tm_new_ledger_dialog_set_rounds (TmNewLedgerDialog *self,
                                 guint              rounds)
{
  g_return_if_fail (TM_IS_NEW_LEDGER_DIALOG (self));
  adw_spin_row_set_value (self->rounds_row, rounds);
}

/**
 * tm_new_ledger_dialog_add_player:
 * @self: a #TmNewLedgerDialog
 * @name: a name
 *
 * Seats a player at the end of the table, unless the name is empty or
 * already at the table.
 */
void
tm_new_ledger_dialog_add_player (TmNewLedgerDialog *self,
                                 const char        *name)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (TM_IS_NEW_LEDGER_DIALOG (self));
  g_return_if_fail (name != NULL);

  clean = g_strstrip (g_strdup (name));
  if (clean[0] == '\0' || has_name (self, clean))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->add_row), "error");
      return;
    }

  gtk_widget_remove_css_class (GTK_WIDGET (self->add_row), "error");
  gtk_string_list_append (self->names, clean);
  gtk_editable_set_text (GTK_EDITABLE (self->add_row), "");
  rebuild_players (self);
}

/**
 * tm_new_ledger_dialog_get_n_players:
 * @self: a #TmNewLedgerDialog
 *
 * Gets how many players are seated.
 *
 * Returns: the number of players
 */
guint
tm_new_ledger_dialog_get_n_players (TmNewLedgerDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_LEDGER_DIALOG (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->names));
}

/**
 * tm_new_ledger_dialog_get_options_group:
 * @self: a #TmNewLedgerDialog
 *
 * Gets the rows of the game's scoring options, to set one as a person
 * would.
 *
 * Returns: (transfer none): the group
 */
TmOptionsGroup *
tm_new_ledger_dialog_get_options_group (TmNewLedgerDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_LEDGER_DIALOG (self), NULL);
  return self->options_group;
}

/**
 * tm_new_ledger_dialog_set_first_dealer:
 * @self: a #TmNewLedgerDialog
 * @dealer: a seated player's position
 *
 * Chooses who deals first.
 */
void
tm_new_ledger_dialog_set_first_dealer (TmNewLedgerDialog *self,
                                       guint              dealer)
{
  g_return_if_fail (TM_IS_NEW_LEDGER_DIALOG (self));
  adw_combo_row_set_selected (self->dealer_row, dealer);
}

/**
 * tm_new_ledger_dialog_dup_suggestions:
 * @self: a #TmNewLedgerDialog
 *
 * Gets the names offered from the roster, as shown: the most recently
 * used first, without those seated, narrowed by what is typed.
 *
 * Returns: (transfer full): the names
 */
char **
tm_new_ledger_dialog_dup_suggestions (TmNewLedgerDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GtkFlowBoxChild *child;

  g_return_val_if_fail (TM_IS_NEW_LEDGER_DIALOG (self), NULL);

  for (int i = 0; (child = gtk_flow_box_get_child_at_index (self->suggestions, i)) != NULL; i++)
    g_strv_builder_add (builder,
                        gtk_button_get_label (GTK_BUTTON (gtk_flow_box_child_get_child (child))));

  return g_strv_builder_end (builder);
}
