/* tm-card-gallery.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-card-edit-dialog.h"
#include "tm-card-gallery.h"
#include "tm-card-widget.h"

/* How wide a card is drawn beside its words. */
#define CARD_PICTURE_WIDTH 64

/* Every card a game uses, deck by deck: the card as it is drawn in play,
 * its name, how many copies, what it does in words and as the engine
 * carries it out, and badges for cards Tablemate reconstructed or reads
 * with some doubt.  A drop-down filters by kind. */

struct _TmCardGallery
{
  GtkWidget       parent_instance;

  TmCatalogue    *catalogue;
  TmGame         *game;
  GPtrArray      *kind_ids;      /* NULL for “all”, then kind ids */
  GHashTable     *rows;          /* "deck/card" -> GtkListBoxRow (unowned) */
  guint           focus_tick;
  guint           focus_frames;
  guint           focus_settled;
  gboolean        focus_given;

  /* Template widgets */
  AdwBanner      *banner;
  GtkScrolledWindow *scroller;
  GtkLabel       *count_label;
  GtkDropDown    *kind_dropdown;
  GtkListBox     *cards_list;
};

G_DEFINE_FINAL_TYPE (TmCardGallery, tm_card_gallery, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CATALOGUE,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
make_label (const char *text,
            const char *first_class,
            ...)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", text,
                                   "xalign", 0.0f,
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   NULL);
  va_list args;

  va_start (args, first_class);
  for (const char *css = first_class; css != NULL; css = va_arg (args, const char *))
    gtk_widget_add_css_class (label, css);
  va_end (args);

  return label;
}

static TmDeck *
card_deck (TmCardGallery *self,
           TmCard        *card)
{
  return tm_catalogue_get_deck (self->catalogue, tm_card_get_deck_id (card), NULL);
}

/* (Re)fills a row from its card; called again when the card is edited. */
static void
fill_row (TmCardGallery *self,
          GtkListBoxRow *row)
{
  TmCard *card = g_object_get_data (G_OBJECT (row), "card");
  TmDeck *deck = card_deck (self, card);
  g_autofree char *effect = tm_catalogue_describe_effect (self->catalogue,
                                                          tm_card_get_effect (card));
  g_autofree char *count = g_strdup_printf ("× %u", tm_card_get_count (card));
  g_autoptr(GString) meta = g_string_new (tm_deck_get_kind_name (deck, tm_card_get_kind (card)));
  g_autoptr(GString) accessible = g_string_new (tm_card_get_name (card));
  GtkWidget *row_box, *box, *top, *name, *badges;

  row_box = g_object_new (GTK_TYPE_BOX,
                          "orientation", GTK_ORIENTATION_HORIZONTAL,
                          "spacing", 14,
                          "margin-top", 12,
                          "margin-bottom", 12,
                          "margin-start", 14,
                          "margin-end", 14,
                          NULL);
  box = g_object_new (GTK_TYPE_BOX,
                      "orientation", GTK_ORIENTATION_VERTICAL,
                      "spacing", 6,
                      "hexpand", TRUE,
                      NULL);

  /* The card as it is drawn in play.  The row says all it shows, so the
   * picture is neither a Tab stop nor a button to screen readers. */
  if (tm_card_widget_can_draw (card, NULL))
    {
      GtkWidget *picture = g_object_new (TM_TYPE_CARD_WIDGET,
                                         "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                         "width-request", CARD_PICTURE_WIDTH,
                                         "valign", GTK_ALIGN_START,
                                         "focusable", FALSE,
                                         "can-target", FALSE,
                                         NULL);

      tm_card_widget_set_card (TM_CARD_WIDGET (picture), card, TRUE);
      gtk_box_append (GTK_BOX (row_box), picture);
    }
  gtk_box_append (GTK_BOX (row_box), box);

  top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  name = make_label (tm_card_get_name (card), "heading", NULL);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (top), name);
  gtk_box_append (GTK_BOX (top), g_object_new (GTK_TYPE_LABEL,
                                               "label", count,
                                               "valign", GTK_ALIGN_START,
                                               "css-classes", (const char *[]) { "numeric", "dim-label", NULL },
                                               NULL));
  {
    g_autofree char *tooltip = g_strdup_printf (_("Edit “%s”"), tm_card_get_name (card));
    GtkWidget *edit = g_object_new (GTK_TYPE_BUTTON,
                                    "icon-name", "document-edit-symbolic",
                                    "tooltip-text", tooltip,
                                    "valign", GTK_ALIGN_START,
                                    "action-name", "gallery.edit",
                                    "action-target", g_variant_new ("(ss)", tm_card_get_deck_id (card),
                                                                    tm_card_get_id (card)),
                                    "css-classes", (const char *[]) { "flat", NULL },
                                    NULL);

    gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    tooltip, -1);
    gtk_box_append (GTK_BOX (top), edit);
  }
  gtk_box_append (GTK_BOX (box), top);

  if (tm_card_get_number (card) > 0)
    g_string_append_printf (meta, " · %u", tm_card_get_number (card));
  if (tm_card_has_points (card))
    g_string_append_printf (meta, g_dngettext (NULL, " · %d point", " · %d points",
                                               ABS (tm_card_get_points (card))),
                            tm_card_get_points (card));
  g_string_append_printf (meta, " · %s", tm_deck_get_name (deck));
  gtk_box_append (GTK_BOX (box), make_label (meta->str, "caption", "dim-label", NULL));

  badges = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  if (tm_card_get_reconstructed (card))
    {
      gtk_box_append (GTK_BOX (badges), make_label (_("Reconstructed"), "caption-heading", "accent", NULL));
      g_string_append_printf (accessible, ", %s", _("reconstructed"));
    }
  if (tm_card_get_uncertain (card) != NULL)
    {
      gtk_box_append (GTK_BOX (badges), make_label (_("Uncertain"), "caption-heading", "warning", NULL));
      g_string_append_printf (accessible, ", %s", _("uncertain"));
    }
  if (tm_card_get_edited (card))
    {
      gtk_box_append (GTK_BOX (badges), make_label (_("Edited"), "caption-heading", "success", NULL));
      g_string_append_printf (accessible, ", %s", _("edited by you"));
    }
  gtk_widget_set_visible (badges, gtk_widget_get_first_child (badges) != NULL);
  gtk_box_append (GTK_BOX (box), badges);

  if (*tm_card_get_text (card) != '\0')
    gtk_box_append (GTK_BOX (box), make_label (tm_card_get_text (card), NULL));

  if (*effect != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (effect, -1);
      g_autofree char *markup = g_strdup_printf ("<b>%s</b> %s", _("In play:"), escaped);
      GtkWidget *label = make_label (markup, "caption", NULL);

      gtk_label_set_use_markup (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (box), label);
    }

  if (tm_card_get_uncertain (card) != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (tm_card_get_uncertain (card), -1);
      g_autofree char *markup = g_strdup_printf ("<b>%s</b> %s", _("Why uncertain:"), escaped);
      GtkWidget *label = make_label (markup, "caption", "dim-label", NULL);

      gtk_label_set_use_markup (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (box), label);
    }

  gtk_list_box_row_set_child (row, row_box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible->str,
                                  -1);
}

static void
card_notify_cb (GtkListBoxRow *row,
                GParamSpec    *pspec,
                TmCard        *card)
{
  TmCardGallery *self = TM_CARD_GALLERY (gtk_widget_get_ancestor (GTK_WIDGET (row),
                                                                  TM_TYPE_CARD_GALLERY));

  if (self != NULL)
    fill_row (self, row);
}

static guint
count_cards (TmCardGallery *self,
             gboolean       only_visible)
{
  guint total = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->cards_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      TmCard *card = g_object_get_data (G_OBJECT (row), "card");

      if (card != NULL && (!only_visible || gtk_widget_get_child_visible (row)))
        total += tm_card_get_count (card);
    }

  return total;
}

static void
update_count (TmCardGallery *self)
{
  guint all = count_cards (self, FALSE);
  guint shown = count_cards (self, TRUE);
  g_autofree char *text = NULL;

  if (shown == all)
    text = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards", all), all);
  else
    /* Translators: “12 of 90 cards” */
    text = g_strdup_printf (g_dngettext (NULL, "%u of %u card", "%u of %u cards", all), shown, all);

  gtk_label_set_label (self->count_label, text);
}

static gboolean
filter_func (GtkListBoxRow *row,
             gpointer       user_data)
{
  TmCardGallery *self = user_data;
  guint selected = gtk_drop_down_get_selected (self->kind_dropdown);
  const char *kind;
  TmCard *card;

  if (selected == GTK_INVALID_LIST_POSITION || selected >= self->kind_ids->len)
    return TRUE;

  kind = g_ptr_array_index (self->kind_ids, selected);
  card = g_object_get_data (G_OBJECT (row), "card");

  return kind == NULL || g_strcmp0 (tm_card_get_kind (card), kind) == 0;
}

static void
kind_selected_cb (TmCardGallery *self,
                  GParamSpec    *pspec,
                  GtkDropDown   *dropdown)
{
  gtk_list_box_invalidate_filter (self->cards_list);
  update_count (self);
}

/* Card edits: the banner that says when some are not used, and resetting
 * them all. */

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
update_edits_state (TmCardGallery *self)
{
  TmCardEdits *edits = tm_catalogue_get_card_edits (self->catalogue);
  const char *failure = edits ? tm_card_edits_get_load_failure (edits) : NULL;
  g_auto(GStrv) ignored = tm_catalogue_list_ignored_edits (self->catalogue);
  guint n_ignored = g_strv_length (ignored);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "gallery.reset-all",
                                 edits != NULL && tm_card_edits_get_n_edits (edits) > 0);

  if (failure != NULL)
    {
      adw_banner_set_title (self->banner, _("Your card edits could not be read"));
      adw_banner_set_revealed (self->banner, TRUE);
    }
  else if (n_ignored > 0)
    {
      g_autofree char *title = NULL;

      title = g_strdup_printf (g_dngettext (NULL,
                                            "%u card edit is not used",
                                            "%u card edits are not used",
                                            n_ignored),
                               n_ignored);
      adw_banner_set_title (self->banner, title);
      adw_banner_set_revealed (self->banner, TRUE);
    }
  else
    {
      adw_banner_set_revealed (self->banner, FALSE);
    }
}

static void
edits_changed_cb (TmCardGallery *self,
                  const char    *deck_id,
                  const char    *card_id,
                  TmCardEdits   *edits)
{
  update_edits_state (self);
}

static void
banner_details_cb (TmCardGallery *self,
                   AdwBanner     *banner)
{
  TmCardEdits *edits = tm_catalogue_get_card_edits (self->catalogue);
  const char *failure = edits ? tm_card_edits_get_load_failure (edits) : NULL;
  g_autoptr(GFile) file = tm_card_edits_get_default_file ();
  g_autofree char *path = g_file_get_parse_name (file);
  g_autoptr(GString) body = g_string_new (NULL);
  AdwDialog *dialog;

  if (failure != NULL)
    {
      g_string_append_printf (body, _("Tablemate could not read %s:"), path);
      g_string_append_printf (body, "\n\n%s\n\n", failure);
      g_string_append (body, _("The file is kept exactly as it is and nothing is written to it. "
                               "Fix it, or move it away to start again with the shipped cards, "
                               "then restart Tablemate."));
    }
  else
    {
      g_auto(GStrv) ignored = tm_catalogue_list_ignored_edits (self->catalogue);

      g_string_append_printf (body, _("These edits in %s are kept but not used, because their card no longer exists "
                                       "or the edit no longer fits it:"), path);
      g_string_append (body, "\n");
      for (guint i = 0; ignored[i] != NULL; i++)
        g_string_append_printf (body, "\n• %s", ignored[i]);
      g_string_append (body, "\n\n");
      g_string_append (body, _("Reset All Card Edits removes them."));
    }

  dialog = adw_alert_dialog_new (failure ? _("Card Edits Not Read") : _("Card Edits Not Used"),
                                 body->str);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
reset_all_response_cb (TmCardGallery  *self,
                       const char     *response,
                       AdwAlertDialog *dialog)
{
  g_autoptr(GFile) file = NULL;

  if (!g_str_equal (response, "reset"))
    return;

  tm_catalogue_reset_all_cards (self->catalogue);
  file = tm_card_edits_get_default_file ();
  tm_card_edits_save_file_async (tm_catalogue_get_card_edits (self->catalogue), file,
                                 NULL, saved_cb, NULL);
}

/**
 * tm_card_gallery_reset_all:
 * @self: a #TmCardGallery
 *
 * Asks whether to undo every card edit, and does so if the person agrees.
 *
 * Returns: (transfer none): the question, an #AdwAlertDialog
 */
AdwDialog *
tm_card_gallery_reset_all (TmCardGallery *self)
{
  AdwDialog *dialog;

  g_return_val_if_fail (TM_IS_CARD_GALLERY (self), NULL);

  dialog = adw_alert_dialog_new (_("Reset All Card Edits?"),
                                 _("Every card you renamed or changed, in every game, goes "
                                   "back to how Tablemate ships it. Edits that are not used "
                                   "are removed too. This cannot be undone."));
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "reset", _("_Reset All"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "reset",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_all_response_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));

  return dialog;
}

static void
reset_all_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  tm_card_gallery_reset_all (TM_CARD_GALLERY (widget));
}

/**
 * tm_card_gallery_get_notice:
 * @self: a #TmCardGallery
 *
 * Gets what the gallery's banner says about the card edits.
 *
 * Returns: (nullable): the banner's text, or %NULL when it is hidden
 */
const char *
tm_card_gallery_get_notice (TmCardGallery *self)
{
  g_return_val_if_fail (TM_IS_CARD_GALLERY (self), NULL);

  return adw_banner_get_revealed (self->banner) ? adw_banner_get_title (self->banner) : NULL;
}

static void
build (TmCardGallery *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const char * const *deck_ids = tm_game_get_deck_ids (self->game);

  g_ptr_array_add (self->kind_ids, NULL);
  gtk_string_list_append (names, _("All Kinds"));

  for (guint d = 0; deck_ids && deck_ids[d]; d++)
    {
      g_autoptr(GError) error = NULL;
      TmDeck *deck = tm_catalogue_get_deck (self->catalogue, deck_ids[d], &error);
      g_auto(GStrv) kinds = NULL;
      guint n;

      if (deck == NULL)
        {
          g_warning ("%s", error->message);
          continue;
        }

      kinds = tm_deck_list_kinds (deck);
      for (guint k = 0; kinds[k]; k++)
        {
          g_ptr_array_add (self->kind_ids, g_strdup (kinds[k]));
          gtk_string_list_append (names, tm_deck_get_kind_name (deck, kinds[k]));
        }

      n = g_list_model_get_n_items (G_LIST_MODEL (deck));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);
          GtkWidget *row = g_object_new (GTK_TYPE_LIST_BOX_ROW,
                                         "activatable", FALSE,
                                         NULL);

          g_object_set_data_full (G_OBJECT (row), "card", g_object_ref (card), g_object_unref);
          fill_row (self, GTK_LIST_BOX_ROW (row));
          g_signal_connect_object (card, "notify", G_CALLBACK (card_notify_cb), row,
                                   G_CONNECT_SWAPPED);
          gtk_list_box_append (self->cards_list, row);
          g_hash_table_insert (self->rows,
                               g_strdup_printf ("%s/%s", deck_ids[d], tm_card_get_id (card)),
                               row);
        }
    }

  gtk_drop_down_set_model (self->kind_dropdown, G_LIST_MODEL (names));
  gtk_list_box_set_filter_func (self->cards_list, filter_func, self, NULL);
  update_count (self);

  if (tm_catalogue_get_card_edits (self->catalogue) != NULL)
    g_signal_connect_object (tm_catalogue_get_card_edits (self->catalogue), "changed",
                             G_CALLBACK (edits_changed_cb), self, G_CONNECT_SWAPPED);
  update_edits_state (self);
}

/**
 * tm_card_gallery_set_kind:
 * @self: a #TmCardGallery
 * @kind: (nullable): a kind id, or %NULL for every kind
 *
 * Shows only the cards of one kind.
 */
void
tm_card_gallery_set_kind (TmCardGallery *self,
                          const char    *kind)
{
  g_return_if_fail (TM_IS_CARD_GALLERY (self));

  for (guint i = 0; i < self->kind_ids->len; i++)
    {
      if (g_strcmp0 (g_ptr_array_index (self->kind_ids, i), kind) == 0)
        {
          gtk_drop_down_set_selected (self->kind_dropdown, i);
          return;
        }
    }
}

/**
 * tm_card_gallery_count_visible:
 * @self: a #TmCardGallery
 *
 * Counts the physical cards the filter lets through.
 *
 * Returns: the number of cards shown
 */
guint
tm_card_gallery_count_visible (TmCardGallery *self)
{
  g_return_val_if_fail (TM_IS_CARD_GALLERY (self), 0);

  return count_cards (self, TRUE);
}

/* Scrolling to a card.  The card's place is known only once the gallery
 * has been laid out at its final width: a page sliding in, a breakpoint
 * that shows the sidebar, a filter cleared or a card edited all change
 * the rows' heights for a frame or two after the request.  So the place
 * is measured again on every frame until it has stayed put for a few
 * frames in a row (or, at worst, for a second). */

#define SETTLE_FRAMES 3
#define MAX_FRAMES 60

static gboolean
focus_tick_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  TmCardGallery *self = TM_CARD_GALLERY (widget);
  GtkWidget *row = user_data;
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scroller);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_point_t point;
  double target, value;

  self->focus_frames++;
  if (!gtk_widget_get_mapped (row) ||
      !gtk_widget_compute_point (row, gtk_viewport_get_child (GTK_VIEWPORT (viewport)),
                                 &GRAPHENE_POINT_INIT (0, 0), &point))
    return self->focus_frames < MAX_FRAMES * 5 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;

  if (!self->focus_given)
    {
      /* Focus first: the viewport scrolls a newly focused row into view,
       * which must not undo the scrolling below. */
      gtk_widget_grab_focus (row);
      self->focus_given = TRUE;
    }

  target = CLAMP (point.y - 6, gtk_adjustment_get_lower (adjustment),
                  gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  value = gtk_adjustment_get_value (adjustment);
  if (G_APPROX_VALUE (value, target, 0.5))
    self->focus_settled++;
  else
    {
      self->focus_settled = 0;
      gtk_adjustment_set_value (adjustment, target);
    }

  if (self->focus_settled < SETTLE_FRAMES && self->focus_frames < MAX_FRAMES)
    return G_SOURCE_CONTINUE;

  self->focus_tick = 0;
  return G_SOURCE_REMOVE;
}

/**
 * tm_card_gallery_show_card:
 * @self: a #TmCardGallery
 * @deck_id: the card's deck
 * @card_id: the card's id
 *
 * Scrolls to a card and gives it the keyboard focus, clearing the kind
 * filter if it hides the card.
 *
 * Returns: %TRUE if the gallery holds the card
 */
gboolean
tm_card_gallery_show_card (TmCardGallery *self,
                           const char    *deck_id,
                           const char    *card_id)
{
  g_autofree char *key = NULL;
  GtkWidget *row;

  g_return_val_if_fail (TM_IS_CARD_GALLERY (self), FALSE);
  g_return_val_if_fail (deck_id != NULL && card_id != NULL, FALSE);

  key = g_strdup_printf ("%s/%s", deck_id, card_id);
  row = g_hash_table_lookup (self->rows, key);
  if (row == NULL)
    return FALSE;

  if (!filter_func (GTK_LIST_BOX_ROW (row), self))
    gtk_drop_down_set_selected (self->kind_dropdown, 0);

  if (self->focus_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->focus_tick);
  self->focus_frames = 0;
  self->focus_settled = 0;
  self->focus_given = FALSE;
  self->focus_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), focus_tick_cb, row, NULL);

  return TRUE;
}

/**
 * tm_card_gallery_get_scrolling:
 * @self: a #TmCardGallery
 *
 * Tells whether the gallery is still settling on the card asked for by
 * tm_card_gallery_show_card().
 *
 * Returns: %TRUE while scrolling to a card
 */
gboolean
tm_card_gallery_get_scrolling (TmCardGallery *self)
{
  g_return_val_if_fail (TM_IS_CARD_GALLERY (self), FALSE);

  return self->focus_tick != 0;
}

/**
 * tm_card_gallery_edit_card:
 * @self: a #TmCardGallery
 * @deck_id: the card's deck
 * @card_id: the card's id
 *
 * Opens the dialog that edits a card.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL if the gallery
 *   has no such card
 */
AdwDialog *
tm_card_gallery_edit_card (TmCardGallery *self,
                           const char    *deck_id,
                           const char    *card_id)
{
  g_autofree char *key = NULL;
  GtkWidget *row;
  AdwDialog *dialog;

  g_return_val_if_fail (TM_IS_CARD_GALLERY (self), NULL);
  g_return_val_if_fail (deck_id != NULL && card_id != NULL, NULL);

  key = g_strdup_printf ("%s/%s", deck_id, card_id);
  if ((row = g_hash_table_lookup (self->rows, key)) == NULL)
    return NULL;

  dialog = tm_card_edit_dialog_new (self->catalogue, g_object_get_data (G_OBJECT (row), "card"));
  adw_dialog_present (dialog, GTK_WIDGET (self));
  return dialog;
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  const char *deck_id, *card_id;

  g_variant_get (parameter, "(&s&s)", &deck_id, &card_id);
  tm_card_gallery_edit_card (TM_CARD_GALLERY (widget), deck_id, card_id);
}

static void
tm_card_gallery_constructed (GObject *object)
{
  TmCardGallery *self = (TmCardGallery *)object;

  G_OBJECT_CLASS (tm_card_gallery_parent_class)->constructed (object);

  build (self);
}

static void
tm_card_gallery_dispose (GObject *object)
{
  TmCardGallery *self = (TmCardGallery *)object;

  if (self->focus_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->focus_tick);
      self->focus_tick = 0;
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_CARD_GALLERY);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  g_clear_pointer (&self->rows, g_hash_table_unref);
  g_clear_pointer (&self->kind_ids, g_ptr_array_unref);
  g_clear_object (&self->game);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_card_gallery_parent_class)->dispose (object);
}

static void
tm_card_gallery_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TmCardGallery *self = TM_CARD_GALLERY (object);

  switch (prop_id)
    {
    case PROP_CATALOGUE:
      g_value_set_object (value, self->catalogue);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_card_gallery_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TmCardGallery *self = TM_CARD_GALLERY (object);

  switch (prop_id)
    {
    case PROP_CATALOGUE:
      self->catalogue = g_value_dup_object (value);
      break;
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_card_gallery_class_init (TmCardGalleryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tm_card_gallery_constructed;
  object_class->dispose = tm_card_gallery_dispose;
  object_class->get_property = tm_card_gallery_get_property;
  object_class->set_property = tm_card_gallery_set_property;

  /**
   * TmCardGallery:catalogue:
   *
   * The catalogue the cards come from.
   */
  properties[PROP_CATALOGUE] =
    g_param_spec_object ("catalogue", NULL, NULL,
                         TM_TYPE_CATALOGUE,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  /**
   * TmCardGallery:game:
   *
   * The game whose decks the gallery shows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TM_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-card-gallery.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCardGallery, banner);
  gtk_widget_class_bind_template_child (widget_class, TmCardGallery, scroller);
  gtk_widget_class_bind_template_child (widget_class, TmCardGallery, count_label);
  gtk_widget_class_bind_template_child (widget_class, TmCardGallery, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TmCardGallery, cards_list);
  gtk_widget_class_bind_template_callback (widget_class, kind_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, banner_details_cb);

  gtk_widget_class_install_action (widget_class, "gallery.edit", "(ss)", edit_action);
  gtk_widget_class_install_action (widget_class, "gallery.reset-all", NULL, reset_all_action);
}

static void
tm_card_gallery_init (TmCardGallery *self)
{
  self->kind_ids = g_ptr_array_new_with_free_func (g_free);
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * tm_card_gallery_new:
 * @catalogue: the catalogue
 * @game: the game whose cards to show
 *
 * Creates a gallery of the cards in @game's decks.
 *
 * Returns: (transfer floating): the gallery
 */
GtkWidget *
tm_card_gallery_new (TmCatalogue *catalogue,
                     TmGame      *game)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  return g_object_new (TM_TYPE_CARD_GALLERY,
                       "catalogue", catalogue,
                       "game", game,
                       NULL);
}
