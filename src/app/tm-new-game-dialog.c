/* tm-new-game-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-new-game-dialog.h"
#include "tm-options-group.h"

/* Starting a game: how many play, who sits where (a person, or the
 * computer at a difficulty), the rule options that change play (from the
 * game's definition, with their names and descriptions), and a seed for a
 * deal that can be played again.  Emits “start”. */

struct _TmNewGameDialog
{
  AdwDialog            parent_instance;

  const TmPlayRules   *rules;
  AdwPreferencesGroup *players_group;
  TmOptionsGroup      *options_group;
  AdwSpinRow          *players_row;
  AdwComboRow         *seat_rows[TM_PLAY_MAX_PLAYERS];
  AdwEntryRow         *seed_row;
};

G_DEFINE_FINAL_TYPE (TmNewGameDialog, tm_new_game_dialog, ADW_TYPE_DIALOG)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
players_changed_cb (TmNewGameDialog *self)
{
  guint n = tm_new_game_dialog_get_n_players (self);

  for (guint i = 0; i < TM_PLAY_MAX_PLAYERS; i++)
    if (self->seat_rows[i] != NULL)
      gtk_widget_set_visible (GTK_WIDGET (self->seat_rows[i]), i < n);
}

/* A seat's list: each choice named for screen readers (the list item
 * itself, which is what takes the focus), with the check mark on the one
 * chosen that AdwComboRow's own list shows. */
static void
seat_item_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                               "xalign", 0.f,
                                               "hexpand", TRUE,
                                               NULL));
  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_IMAGE,
                                               "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                               "icon-name", "object-select-symbolic",
                                               NULL));
  gtk_list_item_set_child (item, box);
}

static void
seat_item_selected_cb (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_widget_set_opacity (gtk_widget_get_last_child (box),
                          gtk_list_item_get_selected (item) ? 1.0 : 0.0);
}

static void
seat_item_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)), text);
  gtk_list_item_set_accessible_label (item, text);
  g_signal_connect (item, "notify::selected", G_CALLBACK (seat_item_selected_cb), NULL);
  seat_item_selected_cb (item);
}

static void
seat_item_unbind_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item)
{
  g_signal_handlers_disconnect_by_func (item, seat_item_selected_cb, NULL);
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = G_TYPE_CHECK_INSTANCE_TYPE (child, type) ? child
                                                                 : find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A seat's list opens on the choice made, not on its first: the
 * keyboard focus (and so what a screen reader says) starts there. */
static void
seat_popover_map_cb (GtkWidget   *popover,
                     AdwComboRow *row)
{
  GtkWidget *list = find_descendant (popover, GTK_TYPE_LIST_VIEW);
  guint selected = adw_combo_row_get_selected (row);

  if (list != NULL && selected != GTK_INVALID_LIST_POSITION)
    gtk_list_view_scroll_to (GTK_LIST_VIEW (list), selected, GTK_LIST_SCROLL_FOCUS, NULL);
}

static AdwComboRow *
new_seat_row (guint       seat,
              GListModel *choices)
{
  g_autofree char *title = g_strdup_printf (_("Seat %u"), seat + 1);
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *popover;

  g_signal_connect (factory, "setup", G_CALLBACK (seat_item_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (seat_item_bind_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (seat_item_unbind_cb), NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (row, choices);
  adw_combo_row_set_list_factory (row, factory);
  popover = find_descendant (GTK_WIDGET (row), GTK_TYPE_POPOVER);
  if (popover != NULL)
    g_signal_connect_object (popover, "map", G_CALLBACK (seat_popover_map_cb), row,
                             G_CONNECT_AFTER);
  return row;
}

static void
tm_new_game_dialog_dispose (GObject *object)
{
  TmNewGameDialog *self = TM_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (tm_new_game_dialog_parent_class)->dispose (object);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  tm_new_game_dialog_start (TM_NEW_GAME_DIALOG (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  adw_dialog_close (ADW_DIALOG (widget));
}

static void
tm_new_game_dialog_class_init (TmNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_new_game_dialog_dispose;

  /**
   * TmNewGameDialog::start:
   *
   * Emitted when the person starts the game.
   */
  signals[START] = g_signal_new ("start",
                                 G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);

  g_type_ensure (TM_TYPE_OPTIONS_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/tm-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, TmNewGameDialog, seed_row);
  gtk_widget_class_bind_template_callback (widget_class, players_changed_cb);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "new-game.cancel", NULL, cancel_action);
}

static void
tm_new_game_dialog_init (TmNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * tm_new_game_dialog_new:
 * @catalogue: the catalogue, for the game's rule options
 * @game: a game the engine plays
 *
 * Creates the dialog.
 *
 * Returns: (transfer floating): the dialog
 */
TmNewGameDialog *
tm_new_game_dialog_new (TmCatalogue *catalogue,
                        TmGame      *game)
{
  TmNewGameDialog *self = g_object_new (TM_TYPE_NEW_GAME_DIALOG, NULL);
  GtkStringList *choices;
  guint min, max;

  self->rules = tm_play_rules_lookup (tm_game_get_id (game));
  g_return_val_if_fail (self->rules != NULL, self);

  /* Seats, as the game's definition allows */
  min = tm_game_get_min_players (game);
  max = MIN (tm_game_get_max_players (game), TM_PLAY_MAX_PLAYERS);
  adw_spin_row_set_range (self->players_row, min, max);
  adw_spin_row_set_value (self->players_row, CLAMP (3, min, max));

  choices = gtk_string_list_new ((const char *[]) {
                                   _("Person"),
                                   _("Computer, easy"),
                                   _("Computer, medium"),
                                   _("Computer, hard"),
                                   _("Computer, expert"),
                                   NULL });
  for (guint i = 0; i < max; i++)
    {
      self->seat_rows[i] = new_seat_row (i, G_LIST_MODEL (choices));
      adw_combo_row_set_selected (self->seat_rows[i], i == 0 ? 0 : 2);
      adw_preferences_group_add (self->players_group, GTK_WIDGET (self->seat_rows[i]));
    }
  g_object_unref (choices);

  /* The rule options that change play */
  tm_options_group_set_game (self->options_group, game);

  players_changed_cb (self);
  return self;
}

guint
tm_new_game_dialog_get_n_players (TmNewGameDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), 0);
  return (guint) adw_spin_row_get_value (self->players_row);
}

void
tm_new_game_dialog_set_n_players (TmNewGameDialog *self,
                                  guint            n_players)
{
  g_return_if_fail (TM_IS_NEW_GAME_DIALOG (self));
  adw_spin_row_set_value (self->players_row, n_players);
}

/**
 * tm_new_game_dialog_get_seats:
 * @self: the dialog
 * @seats: (out caller-allocates) (array fixed-size=8): who plays each seat
 *
 * Gets the seats as chosen.
 */
void
tm_new_game_dialog_get_seats (TmNewGameDialog *self,
                              TmSeat          *seats)
{
  g_return_if_fail (TM_IS_NEW_GAME_DIALOG (self));

  for (guint i = 0; i < TM_PLAY_MAX_PLAYERS; i++)
    {
      guint choice = self->seat_rows[i] ? adw_combo_row_get_selected (self->seat_rows[i]) : 0;

      seats[i].human = choice == 0;
      seats[i].difficulty = choice == 0 ? TM_AGENT_DIFFICULTY_MEDIUM
                                        : (TmAgentDifficulty) (choice - 1);
    }
}

void
tm_new_game_dialog_set_seat (TmNewGameDialog *self,
                             guint            seat,
                             const TmSeat    *value)
{
  g_return_if_fail (TM_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < TM_PLAY_MAX_PLAYERS && self->seat_rows[seat] != NULL);

  adw_combo_row_set_selected (self->seat_rows[seat],
                              value->human ? 0 : (guint) value->difficulty + 1);
}

/**
 * tm_new_game_dialog_dup_options:
 * @self: the dialog
 *
 * Gets the rule options as chosen.
 *
 * Returns: (transfer full): complete option values (`a{sv}`)
 */
GVariant *
tm_new_game_dialog_dup_options (TmNewGameDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), NULL);

  return tm_options_group_dup_values (self->options_group);
}

/**
 * tm_new_game_dialog_get_options_group:
 * @self: the dialog
 *
 * Gets the rows of the rule options, to set one as a person would.
 *
 * Returns: (transfer none): the group
 */
TmOptionsGroup *
tm_new_game_dialog_get_options_group (TmNewGameDialog *self)
{
  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), NULL);

  return self->options_group;
}

/**
 * tm_new_game_dialog_get_seed:
 * @self: the dialog
 *
 * Gets the seed: the number typed, a number made from any other text, or
 * a random one when the field is empty.
 *
 * Returns: the seed
 */
guint64
tm_new_game_dialog_get_seed (TmNewGameDialog *self)
{
  g_autofree char *text = NULL;
  guint64 seed;

  g_return_val_if_fail (TM_IS_NEW_GAME_DIALOG (self), 0);

  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_row))));
  if (*text == '\0')
    return ((guint64) g_random_int () << 31) ^ g_random_int ();
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT64, &seed, NULL))
    return seed;
  return g_str_hash (text);
}

void
tm_new_game_dialog_set_seed_text (TmNewGameDialog *self,
                                  const char      *text)
{
  g_return_if_fail (TM_IS_NEW_GAME_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

/**
 * tm_new_game_dialog_start:
 * @self: the dialog
 *
 * Starts the game as chosen (what the Start button does) and closes.
 */
void
tm_new_game_dialog_start (TmNewGameDialog *self)
{
  g_return_if_fail (TM_IS_NEW_GAME_DIALOG (self));

  g_signal_emit (self, signals[START], 0);
  adw_dialog_close (ADW_DIALOG (self));
}
