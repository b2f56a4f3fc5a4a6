/* tm-card-edit-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-card-edit-dialog.h"
#include "tm-effect-editor.h"

/* Lets the owner of a physical box make a card match their printed one:
 * any card's name, and for Special Ops and blank cards its text and its
 * effect (a form of the engine's operations, checked before saving); and
 * for a card whose name is a disguise, the answer from the box's list,
 * which the mixer's quiz reveals.  Edits are
 * saved, without blocking, to the user's card-edits.json. */

struct _TmCardEditDialog
{
  AdwDialog         parent_instance;

  TmCatalogue      *catalogue;
  TmCard           *card;

  /* Template widgets */
  GtkLabel         *intro_label;
  AdwEntryRow      *name_row;
  AdwEntryRow      *answer_row;
  AdwPreferencesGroup *text_group;
  GtkTextView      *text_view;
  AdwPreferencesGroup *effect_group;
  GtkWidget        *effect_editor;
  GtkLabel         *error_label;
  GtkButton        *reset_button;
};

G_DEFINE_FINAL_TYPE (TmCardEditDialog, tm_card_edit_dialog, ADW_TYPE_DIALOG)

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
show_error (TmCardEditDialog *self,
            const char       *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  if (message != NULL)
    gtk_accessible_announce (GTK_ACCESSIBLE (self), message,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!tm_card_edits_save_file_finish (TM_CARD_EDITS (object), result, &error))
    g_warning ("Card edits were not saved: %s", error->message);
}

static void
save_edits (TmCardEditDialog *self)
{
  g_autoptr(GFile) file = tm_card_edits_get_default_file ();

  tm_card_edits_save_file_async (tm_catalogue_get_card_edits (self->catalogue), file,
                                 NULL, saved_cb, NULL);
}

static void
fill (TmCardEditDialog *self)
{
  g_autofree char *intro = NULL;
  gboolean editable = tm_card_get_text_editable (self->card);
  const char * const *tags;
  const char *answer;

  if (editable)
    intro = g_strdup_printf (_("Make “%s” match the card in your box. Your changes are kept "
                               "when Tablemate is updated, and can be undone at any time."),
                             tm_card_get_shipped_name (self->card));
  else
    intro = g_strdup_printf (_("Give “%s” the name printed on the card in your box. Only "
                               "Special Ops and blank cards can have their text changed."),
                             tm_card_get_shipped_name (self->card));

  gtk_label_set_label (self->intro_label, intro);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), tm_card_get_name (self->card));
  answer = tm_card_edits_get_answer (tm_catalogue_get_card_edits (self->catalogue),
                                     tm_card_get_deck_id (self->card),
                                     tm_card_get_id (self->card));
  gtk_editable_set_text (GTK_EDITABLE (self->answer_row), answer != NULL ? answer : "");
  tags = tm_card_get_tags (self->card);
  gtk_widget_set_visible (GTK_WIDGET (self->answer_row),
                          tags != NULL && g_strv_contains (tags, "placeholder-name"));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view),
                            tm_card_get_text (self->card), -1);
  if (self->effect_editor == NULL)
    {
      self->effect_editor = tm_effect_editor_new (self->catalogue);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->effect_editor),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Effect in play"),
                                      -1);
      adw_preferences_group_add (self->effect_group, self->effect_editor);
    }
  tm_effect_editor_set_effect (TM_EFFECT_EDITOR (self->effect_editor),
                               tm_card_get_effect (self->card));
  gtk_widget_set_visible (GTK_WIDGET (self->text_group), editable);
  gtk_widget_set_visible (GTK_WIDGET (self->effect_group), editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->reset_button),
                            tm_card_get_edited (self->card) || answer != NULL);
}

/**
 * tm_card_edit_dialog_save:
 * @self: a #TmCardEditDialog
 *
 * Checks and applies what the dialog holds, saves the edits and closes
 * the dialog, or shows what is wrong and stays open.
 *
 * Returns: %TRUE if the edit was made
 */
gboolean
tm_card_edit_dialog_save (TmCardEditDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) effect = NULL;
  g_autofree char *text = NULL;
  const char *name;

  g_return_val_if_fail (TM_IS_CARD_EDIT_DIALOG (self), FALSE);

  name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));

  if (tm_card_get_text_editable (self->card))
    {
      text = buffer_text (self->text_view);
      effect = tm_effect_editor_dup_effect (TM_EFFECT_EDITOR (self->effect_editor), &error);
      if (effect == NULL)
        {
          /* The form shows what is wrong beside the operation. */
          show_error (self, _("The effect is not finished yet: see above what it still needs."));
          return FALSE;
        }
    }

  if (!tm_catalogue_edit_card (self->catalogue, self->card, name, text, effect, &error))
    {
      /* Translators: %s says what is wrong with an edited card */
      g_autofree char *message = g_strdup_printf (_("This cannot be saved: %s"), error->message);

      show_error (self, message);
      return FALSE;
    }

  if (gtk_widget_get_visible (GTK_WIDGET (self->answer_row)))
    tm_card_edits_set_answer (tm_catalogue_get_card_edits (self->catalogue),
                              tm_card_get_deck_id (self->card), tm_card_get_id (self->card),
                              gtk_editable_get_text (GTK_EDITABLE (self->answer_row)));
  save_edits (self);
  adw_dialog_close (ADW_DIALOG (self));
  return TRUE;
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tm_card_edit_dialog_save (TM_CARD_EDIT_DIALOG (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  adw_dialog_close (ADW_DIALOG (widget));
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TmCardEditDialog *self = TM_CARD_EDIT_DIALOG (widget);

  tm_catalogue_reset_card (self->catalogue, self->card);
  save_edits (self);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
name_activated_cb (TmCardEditDialog *self,
                   AdwEntryRow      *row)
{
  tm_card_edit_dialog_save (self);
}

static void
tm_card_edit_dialog_dispose (GObject *object)
{
  TmCardEditDialog *self = (TmCardEditDialog *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_CARD_EDIT_DIALOG);
  g_clear_object (&self->card);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_card_edit_dialog_parent_class)->dispose (object);
}

static void
tm_card_edit_dialog_class_init (TmCardEditDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_card_edit_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/tm-card-edit-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, intro_label);
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, answer_row);
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, text_group);
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, effect_group);
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, TmCardEditDialog, reset_button);
  gtk_widget_class_bind_template_callback (widget_class, name_activated_cb);

  gtk_widget_class_install_action (widget_class, "edit.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "edit.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "edit.reset", NULL, reset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "edit.save", NULL);
}

static void
tm_card_edit_dialog_init (TmCardEditDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * tm_card_edit_dialog_new:
 * @catalogue: the catalogue the card belongs to
 * @card: the card to edit
 *
 * Creates a dialog to rename @card and, for Special Ops and blank cards,
 * edit its text and effect.
 *
 * Returns: (transfer floating): the dialog
 */
AdwDialog *
tm_card_edit_dialog_new (TmCatalogue *catalogue,
                         TmCard      *card)
{
  TmCardEditDialog *self;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_CARD (card), NULL);

  self = g_object_new (TM_TYPE_CARD_EDIT_DIALOG, NULL);
  self->catalogue = g_object_ref (catalogue);
  self->card = g_object_ref (card);
  fill (self);

  return ADW_DIALOG (self);
}
