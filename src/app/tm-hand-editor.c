/* tm-hand-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-hand-editor.h"
#include "tm-hand-form.h"
#include "tm-scores-names.h"

/* The dialog that adds or corrects one hand of a score sheet.  Its form
 * (TmHandForm) holds the rows built from the game's fields; here the hand
 * as typed is scored by the engine at each change, its points shown
 * under each player's name with the lines they come from, and what the
 * cards cannot allow shown in a banner naming the problem, with Save off.
 * The dealer and a note close the form; a hand being corrected can also
 * be deleted.
 *
 * Tab goes through the fields in order, Enter saves. */

struct _TmHandEditor
{
  AdwDialog            parent_instance;

  TmLedger            *ledger;
  TmLedgerHand        *hand;
  TmScorer            *scorer;
  TmHandForm          *form;
  guint                n_entry_fields;
  guint                n_outcome_fields;
  guint                n_players;
  char                *problem;
  gboolean             done;
  GVariant            *filled_outcome;  /* a new hand's, as far as known */
  GPtrArray           *filled_entries;  /* GVariant per player, nullable */
  int                  filled_dealer;

  /* Template widgets */
  AdwPreferencesPage  *page;
  AdwPreferencesGroup *hand_group;
  AdwPreferencesGroup *delete_group;
  AdwComboRow         *dealer_row;
  AdwEntryRow         *note_row;
  AdwBanner           *problem_banner;
  GtkButton           *save_button;
};

G_DEFINE_FINAL_TYPE (TmHandEditor, tm_hand_editor, ADW_TYPE_DIALOG)

enum {
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void field_activated_cb (TmHandEditor *self);

static void
variant_unref0 (gpointer variant)
{
  if (variant != NULL)
    g_variant_unref (variant);
}

static void
update_preview (TmHandEditor *self)
{
  g_autoptr(GVariant) outcome = tm_hand_form_dup_outcome (self->form);
  g_autoptr(GPtrArray) entries = tm_hand_form_dup_entries (self->form);
  g_autoptr(TmHandScore) score = NULL;
  g_autoptr(GError) error = NULL;

  score = tm_scorer_score_hand (self->scorer, outcome,
                                self->n_entry_fields > 0 ? (GVariant * const *) entries->pdata : NULL,
                                &error);

  g_clear_pointer (&self->problem, g_free);
  if (score == NULL)
    self->problem = g_strdup (error->message);

  adw_banner_set_title (self->problem_banner, self->problem ? self->problem : "");
  adw_banner_set_revealed (self->problem_banner, self->problem != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), self->problem == NULL);

  tm_hand_form_show_points (self->form, score);
}

static void
build_form (TmHandEditor *self)
{
  g_autoptr(GListModel) dealers = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *title = NULL;
  GtkWidget *first;

  self->n_players = tm_ledger_get_n_players (self->ledger);
  self->scorer = tm_ledger_get_scorer (self->ledger);
  self->n_entry_fields = tm_scorer_get_n_entry_fields (self->scorer);
  self->n_outcome_fields = tm_scorer_get_n_outcome_fields (self->scorer);

  /* Groups go in form order, with the hand's dealer and note last. */
  g_object_ref (self->hand_group);
  g_object_ref (self->delete_group);
  adw_preferences_page_remove (self->page, self->hand_group);
  adw_preferences_page_remove (self->page, self->delete_group);

  if (self->filled_entries != NULL)
    self->form = tm_hand_form_new_filled (self->ledger, self->filled_outcome,
                                          (GVariant * const *) self->filled_entries->pdata,
                                          self->page);
  else
    self->form = tm_hand_form_new (self->ledger, self->hand, self->page);
  g_signal_connect_object (self->form, "changed", G_CALLBACK (update_preview), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->form, "activate", G_CALLBACK (field_activated_cb), self,
                           G_CONNECT_SWAPPED);

  adw_preferences_page_add (self->page, self->hand_group);
  adw_preferences_page_add (self->page, self->delete_group);
  g_object_unref (self->hand_group);
  g_object_unref (self->delete_group);

  for (guint p = 0; p < self->n_players; p++)
    gtk_string_list_append (names, tm_scores_get_player_name (self->ledger, p));
  adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (names));

  if (self->hand != NULL)
    {
      /* Translators: the title of the dialog that corrects a hand */
      title = g_strdup_printf (_("Hand %u"), tm_ledger_hand_get_number (self->hand));
      adw_combo_row_set_selected (self->dealer_row, tm_ledger_hand_get_dealer (self->hand));
      gtk_editable_set_text (GTK_EDITABLE (self->note_row), tm_ledger_hand_get_note (self->hand));
      gtk_widget_set_visible (GTK_WIDGET (self->delete_group), TRUE);
    }
  else
    {
      title = g_strdup_printf (_("Hand %u"), tm_ledger_get_n_hands (self->ledger) + 1);
      adw_combo_row_set_selected (self->dealer_row,
                                  self->filled_dealer >= 0 ? (guint) self->filled_dealer
                                                           : tm_ledger_get_next_dealer (self->ledger));
    }
  adw_dialog_set_title (ADW_DIALOG (self), title);

  /* Start typing in the first field. */
  if ((first = tm_hand_form_get_first_field (self->form)) != NULL)
    adw_dialog_set_focus (ADW_DIALOG (self), first);

  update_preview (self);
}

/**
 * tm_hand_editor_save:
 * @self: a #TmHandEditor
 * @error: return location for a #GError
 *
 * Puts the hand as entered into the ledger, as one change that undoes in
 * one step, and emits #TmHandEditor::saved.
 *
 * Returns: %TRUE if the hand was saved
 */
gboolean
tm_hand_editor_save (TmHandEditor  *self,
                     GError       **error)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *message = NULL;
  const char *note;
  guint dealer;
  gboolean ok = TRUE;

  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), FALSE);

  outcome = tm_hand_form_dup_outcome (self->form);
  entries = tm_hand_form_dup_entries (self->form);
  note = gtk_editable_get_text (GTK_EDITABLE (self->note_row));
  dealer = adw_combo_row_get_selected (self->dealer_row);

  tm_ledger_begin_group (self->ledger);
  if (self->hand == NULL)
    {
      ok = tm_ledger_append_hand (self->ledger, outcome,
                                  self->n_entry_fields > 0 ? (GVariant * const *) entries->pdata : NULL,
                                  note[0] ? note : NULL, error);
      if (ok)
        {
          TmLedgerHand *hand = tm_ledger_get_hand (self->ledger,
                                                   tm_ledger_get_n_hands (self->ledger) - 1);

          if (dealer < self->n_players && dealer != tm_ledger_hand_get_dealer (hand))
            tm_ledger_set_dealer (self->ledger, hand, dealer);
          message = g_strdup_printf (_("Hand %u added"), tm_ledger_hand_get_number (hand));
        }
    }
  else
    {
      /* Blank everyone first so that no step in between is refused (two
       * players out at once, say), then fill in. */
      if (self->n_outcome_fields > 0)
        ok = tm_ledger_set_outcome (self->ledger, self->hand, outcome, error);
      for (guint p = 0; ok && p < self->n_players && self->n_entry_fields > 0; p++)
        {
          g_autoptr(GVariant) old = tm_ledger_hand_dup_entry (self->hand, p);

          if (old != NULL)
            ok = tm_ledger_set_entry (self->ledger, self->hand, p, NULL, error);
        }
      for (guint p = 0; ok && p < self->n_players && self->n_entry_fields > 0; p++)
        if (g_ptr_array_index (entries, p) != NULL)
          ok = tm_ledger_set_entry (self->ledger, self->hand, p, g_ptr_array_index (entries, p), error);
      if (ok)
        {
          if (g_strcmp0 (note, tm_ledger_hand_get_note (self->hand)) != 0)
            tm_ledger_set_note (self->ledger, self->hand, note);
          if (dealer < self->n_players && dealer != tm_ledger_hand_get_dealer (self->hand))
            tm_ledger_set_dealer (self->ledger, self->hand, dealer);
          message = g_strdup_printf (_("Hand %u changed"), tm_ledger_hand_get_number (self->hand));
        }
    }
  tm_ledger_end_group (self->ledger);

  /* A refused step leaves nothing half done. */
  if (!ok && self->hand != NULL && tm_ledger_get_can_undo (self->ledger))
    tm_ledger_undo (self->ledger);

  if (ok)
    g_signal_emit (self, signals[SAVED], 0, message);

  return ok;
}

static void
save_clicked_cb (TmHandEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (self->problem != NULL || self->done)
    return;

  if (!tm_hand_editor_save (self, &error))
    {
      adw_banner_set_title (self->problem_banner, error->message);
      adw_banner_set_revealed (self->problem_banner, TRUE);
      return;
    }

  self->done = TRUE;
  adw_dialog_close (ADW_DIALOG (self));
}

/* Enter in any field saves the hand. */
static void
field_activated_cb (TmHandEditor *self)
{
  save_clicked_cb (self);
}

static void
delete_clicked_cb (TmHandEditor *self)
{
  g_autofree char *message = NULL;

  g_return_if_fail (self->hand != NULL);

  message = g_strdup_printf (_("Hand %u deleted"), tm_ledger_hand_get_number (self->hand));
  self->done = TRUE;
  tm_ledger_remove_hand (self->ledger, self->hand);
  g_signal_emit (self, signals[SAVED], 0, message);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
tm_hand_editor_dispose (GObject *object)
{
  TmHandEditor *self = (TmHandEditor *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_HAND_EDITOR);

  g_clear_object (&self->form);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->filled_outcome, g_variant_unref);
  g_clear_pointer (&self->filled_entries, g_ptr_array_unref);
  g_clear_object (&self->hand);
  g_clear_object (&self->ledger);

  G_OBJECT_CLASS (tm_hand_editor_parent_class)->dispose (object);
}

static void
tm_hand_editor_class_init (TmHandEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_hand_editor_dispose;

  /**
   * TmHandEditor::saved:
   * @message: what was done, for a toast
   *
   * Emitted after the hand was added, changed or deleted.
   */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-hand-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, page);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, hand_group);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, delete_group);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, note_row);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, problem_banner);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, save_button);
  gtk_widget_class_bind_template_callback (widget_class, save_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, field_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, delete_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, adw_dialog_close);
}

static void
tm_hand_editor_init (TmHandEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->filled_dealer = -1;
}

/**
 * tm_hand_editor_new:
 * @ledger: the score sheet
 * @hand: (nullable): the hand to correct, or %NULL to add one
 *
 * Creates the form for a hand of @ledger.
 *
 * Returns: (transfer floating): the editor
 */
TmHandEditor *
tm_hand_editor_new (TmLedger     *ledger,
                    TmLedgerHand *hand)
{
  TmHandEditor *self;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);
  g_return_val_if_fail (hand == NULL || TM_IS_LEDGER_HAND (hand), NULL);

  self = g_object_new (TM_TYPE_HAND_EDITOR, NULL);
  self->ledger = g_object_ref (ledger);
  self->hand = hand ? g_object_ref (hand) : NULL;
  build_form (self);

  return self;
}

/**
 * tm_hand_editor_new_filled:
 * @ledger: the score sheet
 * @dealer: the hand's dealer, or -1 for the sheet's next
 * @outcome: (nullable): the hand's outcome (`a{sv}`), as far as it is known
 * @entries: (array) (nullable): an entry (`a{sv}`, nullable) per player of
 *   @ledger, as far as it is known
 *
 * Creates the form for a new hand of @ledger, filled in with what is known
 * of it (what the table assistant recorded), for the person to complete.
 *
 * Returns: (transfer floating): the editor
 */
TmHandEditor *
tm_hand_editor_new_filled (TmLedger         *ledger,
                           int               dealer,
                           GVariant         *outcome,
                           GVariant * const *entries)
{
  TmHandEditor *self;
  guint n;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);

  n = tm_ledger_get_n_players (ledger);
  self = g_object_new (TM_TYPE_HAND_EDITOR, NULL);
  self->ledger = g_object_ref (ledger);
  self->filled_dealer = dealer < (int) n ? dealer : -1;
  self->filled_outcome = outcome ? g_variant_ref_sink (outcome) : NULL;
  self->filled_entries = g_ptr_array_new_with_free_func (variant_unref0);
  for (guint p = 0; p < n; p++)
    g_ptr_array_add (self->filled_entries,
                     entries != NULL && entries[p] != NULL ? g_variant_ref_sink (entries[p])
                                                           : NULL);
  build_form (self);

  return self;
}

/**
 * tm_hand_editor_get_ledger:
 * @self: a #TmHandEditor
 *
 * Gets the score sheet.
 *
 * Returns: (transfer none): the ledger
 */
TmLedger *
tm_hand_editor_get_ledger (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return self->ledger;
}

/**
 * tm_hand_editor_get_hand:
 * @self: a #TmHandEditor
 *
 * Gets the hand being corrected.
 *
 * Returns: (transfer none) (nullable): the hand, or %NULL for a new one
 */
TmLedgerHand *
tm_hand_editor_get_hand (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return self->hand;
}

/**
 * tm_hand_editor_get_field:
 * @self: a #TmHandEditor
 * @player: a player's position
 * @field_id: the id of one of the game's entry fields
 *
 * Gets the widget for one of a player's values: a #GtkSpinButton for
 * numbers, an #AdwSwitchRow for yes or no.
 *
 * Returns: (transfer none) (nullable): the widget, or %NULL if the form
 *   does not show the field
 */
GtkWidget *
tm_hand_editor_get_field (TmHandEditor *self,
                          guint         player,
                          const char   *field_id)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return tm_hand_form_get_field (self->form, player, field_id);
}

/**
 * tm_hand_editor_get_card_row:
 * @self: a #TmHandEditor
 * @player: a player's position
 * @card_id: a card of the deck the form picks cards from
 *
 * Gets the row that says how many of a card the player kept.
 *
 * Returns: (transfer none) (nullable): an #AdwSpinRow, or %NULL if the
 *   form does not offer the card
 */
GtkWidget *
tm_hand_editor_get_card_row (TmHandEditor *self,
                             guint         player,
                             const char   *card_id)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return tm_hand_form_get_card_row (self->form, player, card_id);
}

/**
 * tm_hand_editor_get_outcome_field:
 * @self: a #TmHandEditor
 * @field_id: the id of one of the game's outcome fields
 *
 * Gets the row for one of the values of the hand's outcome: an
 * #AdwComboRow, or an #AdwExpanderRow of switch rows for a set of players.
 *
 * Returns: (transfer none) (nullable): the row
 */
GtkWidget *
tm_hand_editor_get_outcome_field (TmHandEditor *self,
                                  const char   *field_id)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return tm_hand_form_get_outcome_field (self->form, field_id);
}

/**
 * tm_hand_editor_clear_player:
 * @self: a #TmHandEditor
 * @player: a player's position
 *
 * Leaves a player blank, as the “Leave Blank” button does.
 */
void
tm_hand_editor_clear_player (TmHandEditor *self,
                             guint         player)
{
  g_return_if_fail (TM_IS_HAND_EDITOR (self));
  tm_hand_form_clear_player (self->form, player);
}

/**
 * tm_hand_editor_get_valid:
 * @self: a #TmHandEditor
 *
 * Whether the cards allow the hand as entered, so that it can be saved.
 *
 * Returns: %TRUE if the hand can be saved
 */
gboolean
tm_hand_editor_get_valid (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), FALSE);
  return self->problem == NULL;
}

/**
 * tm_hand_editor_get_problem:
 * @self: a #TmHandEditor
 *
 * Gets what is wrong with the hand as entered.
 *
 * Returns: (nullable): the problem, or %NULL
 */
const char *
tm_hand_editor_get_problem (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return self->problem;
}

/**
 * tm_hand_editor_dup_points_text:
 * @self: a #TmHandEditor
 * @player: a player's position
 *
 * Gets the points shown for a player as the hand stands.
 *
 * Returns: (transfer full) (nullable): the text
 */
char *
tm_hand_editor_dup_points_text (TmHandEditor *self,
                                guint         player)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return tm_hand_form_dup_points_text (self->form, player);
}

/**
 * tm_hand_editor_add_run:
 * @self: a #TmHandEditor
 * @player: a player's position
 *
 * Adds a run to a player's hand, as “Add Run” does, in a game with runs.
 *
 * Returns: the run's index
 */
guint
tm_hand_editor_add_run (TmHandEditor *self,
                        guint         player)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), 0);
  return tm_hand_form_add_run (self->form, player);
}

/**
 * tm_hand_editor_get_run_field:
 * @self: a #TmHandEditor
 * @player: a player's position
 * @run: the index of one of the player's runs
 * @field_id: the id of a part of the game's runs field, such as
 *   `patriots` or `card` in Gitmo
 *
 * Gets the widget for a value of a run: a #GtkSpinButton for a count,
 * an #AdwComboRow for a choice.
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
tm_hand_editor_get_run_field (TmHandEditor *self,
                              guint         player,
                              guint         run,
                              const char   *field_id)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return tm_hand_form_get_run_field (self->form, player, run, field_id);
}
