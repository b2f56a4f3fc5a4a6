/* tm-scores-history.c: the Scores section's list of score sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-history.h"
#include "tm-scores-names.h"

/* The game's score sheets, newest first, from the application's
 * TmLedgerStore, which reads them in the background: a list view over the
 * store's records, filtered to the game, whose rows are made for the ones
 * on screen and reused as it scrolls.  A file in the history that cannot
 * be read is never opened or written; it can be moved to the trash (or,
 * where there is no trash, deleted) after the person confirms it.
 *
 * The page knows nothing of the view around it: it says which sheet to
 * open or delete (::record-activated, ::record-delete) and what to tell
 * the person (::toast), and its buttons activate the view's actions
 * (scores.new, scores.new-custom, scores.players). */

struct _TmScoresHistory
{
  AdwBin              parent_instance;

  TmLedgerStore      *store;
  TmGame             *game;
  GtkFilterListModel *records;
  GPtrArray          *bound;          /* GtkListItem, the rows on screen */

  /* Template widgets */
  GtkStack           *history_stack;
  AdwStatusPage      *empty_page;
  GtkNoSelection     *selection;
};

G_DEFINE_FINAL_TYPE (TmScoresHistory, tm_scores_history, ADW_TYPE_BIN)

enum {
  RECORD_ACTIVATED,
  RECORD_DELETE,
  TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Files that cannot be read: only ever removed when asked, and into the
 * trash where there is one. */

static void discard_chosen_cb (AdwAlertDialog *dialog,
                               GAsyncResult   *result,
                               TmScoresHistory   *self);

static void
confirm_discard (TmScoresHistory   *self,
                 TmLedgerRecord *record,
                 gboolean        trash)
{
  g_autofree char *name = g_file_get_basename (tm_ledger_record_get_file (record));
  AdwDialog *dialog;

  if (trash)
    {
      dialog = adw_alert_dialog_new (_("Move File to the Trash?"), NULL);
      adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                    _("“%s” cannot be opened by this version of "
                                      "Tablemate. It can still be restored from the trash."),
                                    name);
      adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                      "cancel", _("_Cancel"),
                                      "discard", _("_Move to Trash"),
                                      NULL);
    }
  else
    {
      dialog = adw_alert_dialog_new (_("Delete File Permanently?"), NULL);
      adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                    _("There is no trash here, so “%s” would be gone for good."),
                                    name);
      adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                      "cancel", _("_Cancel"),
                                      "discard", _("_Delete"),
                                      NULL);
    }
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "discard",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "record", g_object_ref (record), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "trash", GINT_TO_POINTER (trash));
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           (GAsyncReadyCallback) discard_chosen_cb, g_object_ref (self));
}

static void
discarded_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TmScoresHistory *self = g_task_get_source_object (task);
  TmLedgerRecord *record = g_task_get_task_data (task);
  gboolean trash = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (task), "trash"));
  g_autoptr(GError) error = NULL;

  if (tm_ledger_store_discard_finish (TM_LEDGER_STORE (object), result, &error))
    {
      g_signal_emit (self, signals[TOAST], 0, trash ? _("Moved to the trash") : _("Deleted"));
      g_task_return_boolean (task, TRUE);
      return;
    }

  /* No trash on this file system: offer to delete, again only if asked. */
  if (trash && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    confirm_discard (self, record, FALSE);
  else
    g_signal_emit (self, signals[TOAST], 0, error->message);
  g_task_return_error (task, g_steal_pointer (&error));
}

/**
 * tm_scores_history_discard_record:
 * @self: a #TmScoresHistory
 * @record: a record of the history whose file could not be read
 * @trash: %TRUE to move it to the trash, %FALSE to delete it
 * @callback: (nullable): called when done
 * @user_data: data for @callback
 *
 * Removes an unreadable file as confirming the dialog does, without
 * asking.
 */
void
tm_scores_history_discard_record (TmScoresHistory        *self,
                               TmLedgerRecord      *record,
                               gboolean             trash,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (TM_IS_SCORES_HISTORY (self));
  g_return_if_fail (TM_IS_LEDGER_RECORD (record));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_task_data (task, g_object_ref (record), g_object_unref);
  g_object_set_data (G_OBJECT (task), "trash", GINT_TO_POINTER (trash));
  tm_ledger_store_discard_async (self->store, record, trash, NULL, discarded_cb, task);
}

static void
discard_chosen_cb (AdwAlertDialog *dialog,
                   GAsyncResult   *result,
                   TmScoresHistory   *self)
{
  const char *response = adw_alert_dialog_choose_finish (dialog, result);

  if (g_str_equal (response, "discard") && self->store != NULL)
    tm_scores_history_discard_record (self, g_object_get_data (G_OBJECT (dialog), "record"),
                                   GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "trash")),
                                   NULL, NULL);
  g_object_unref (self);
}

/* The rows: a list view's, reused as it scrolls.  Each list item keeps
 * its row's parts, and while it shows a sheet, a handler of the sheet's
 * changes. */

typedef struct
{
  GtkWidget *icon;
  GtkWidget *title;
  GtkWidget *subtitle;
  GtkWidget *button;
  GtkWidget *chevron;
  TmLedger  *ledger;      /* the sheet shown, while bound */
  gulong     changed_id;
} RowParts;

static void
row_parts_free (gpointer data)
{
  RowParts *parts = data;

  if (parts->ledger != NULL)
    g_clear_signal_handler (&parts->changed_id, parts->ledger);
  g_free (parts);
}

static RowParts *
get_parts (GtkListItem *item)
{
  return g_object_get_data (G_OBJECT (item), "tm-parts");
}

/* The sheet's title, and its players, hands and result */
static void
show_record (GtkListItem *item)
{
  RowParts *parts = get_parts (item);
  TmLedger *ledger = parts->ledger;
  g_autoptr(GString) subtitle = g_string_new (NULL);
  g_autofree char *title = tm_scores_dup_ledger_title (ledger);
  g_autofree char *result = tm_scores_dup_result (ledger);
  guint n_hands = tm_ledger_get_n_hands (ledger);

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    g_string_append_printf (subtitle, "%s%s", p ? ", " : "",
                            tm_scores_get_player_name (ledger, p));
  g_string_append (subtitle, " · ");
  g_string_append_printf (subtitle, ngettext ("%u hand", "%u hands", n_hands), n_hands);
  if (result != NULL)
    g_string_append_printf (subtitle, " · %s", result);

  gtk_label_set_text (GTK_LABEL (parts->title), title);
  gtk_label_set_text (GTK_LABEL (parts->subtitle), subtitle->str);
  gtk_list_item_set_accessible_label (item, title);
  gtk_list_item_set_accessible_description (item, subtitle->str);
}

/* A file that cannot be read: shown, never opened or written. */
static void
show_unreadable (GtkListItem    *item,
                 TmLedgerRecord *record)
{
  RowParts *parts = get_parts (item);
  const GError *error = tm_ledger_record_get_error (record);
  g_autofree char *name = g_file_get_basename (tm_ledger_record_get_file (record));
  const char *title = g_error_matches (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_VERSION)
                      ? _("Score sheet from a newer Tablemate") : _("Damaged score sheet");

  gtk_label_set_text (GTK_LABEL (parts->title), title);
  gtk_label_set_text (GTK_LABEL (parts->subtitle), error ? error->message : name);
  gtk_list_item_set_accessible_label (item, title);
  gtk_list_item_set_accessible_description (item, error ? error->message : name);
}

static void
record_button_clicked_cb (GtkButton   *button,
                          GtkListItem *item)
{
  TmScoresHistory *self = TM_SCORES_HISTORY (gtk_widget_get_ancestor (GTK_WIDGET (button),
                                                                      TM_TYPE_SCORES_HISTORY));
  TmLedgerRecord *record = gtk_list_item_get_item (item);

  if (self == NULL || record == NULL)
    return;
  if (tm_ledger_record_get_ledger (record) != NULL)
    g_signal_emit (self, signals[RECORD_DELETE], 0, record);
  else
    confirm_discard (self, record, TRUE);
}

static GtkWidget *
icon_new (const char *icon_name)
{
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);

  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  return icon;
}

static void
setup_record_cb (TmScoresHistory *self,
                 GtkListItem  *item)
{
  RowParts *parts = g_new0 (RowParts, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);

  gtk_widget_add_css_class (box, "tm-record");
  parts->icon = icon_new ("dialog-warning-symbolic");
  gtk_widget_add_css_class (parts->icon, "warning");
  gtk_box_append (GTK_BOX (box), parts->icon);

  parts->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (parts->title), 0);
  gtk_label_set_wrap (GTK_LABEL (parts->title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (parts->title), PANGO_WRAP_WORD_CHAR);
  parts->subtitle = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (parts->subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (parts->subtitle), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (parts->subtitle), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (parts->subtitle, "subtitle");
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), parts->title);
  gtk_box_append (GTK_BOX (texts), parts->subtitle);
  gtk_box_append (GTK_BOX (box), texts);

  parts->button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (parts->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (parts->button, "flat");
  g_signal_connect (parts->button, "clicked", G_CALLBACK (record_button_clicked_cb), item);
  gtk_box_append (GTK_BOX (box), parts->button);

  parts->chevron = icon_new ("go-next-symbolic");
  gtk_box_append (GTK_BOX (box), parts->chevron);

  g_object_set_data_full (G_OBJECT (item), "tm-parts", parts, row_parts_free);
  gtk_list_item_set_child (item, box);
  gtk_list_item_set_selectable (item, FALSE);
}

static void
bind_record_cb (TmScoresHistory *self,
                GtkListItem  *item)
{
  RowParts *parts = get_parts (item);
  TmLedgerRecord *record = gtk_list_item_get_item (item);
  TmLedger *ledger = tm_ledger_record_get_ledger (record);
  gboolean readable = ledger != NULL;

  gtk_widget_set_visible (parts->icon, !readable);
  gtk_widget_set_visible (parts->chevron, readable);
  gtk_widget_set_tooltip_text (parts->button, readable ? _("Delete Score Sheet")
                                                       : _("Remove File…"));
  gtk_widget_set_tooltip_text (gtk_list_item_get_child (item),
                               readable ? NULL
                                        : g_file_peek_path (tm_ledger_record_get_file (record)));
  gtk_list_item_set_activatable (item, readable);

  if (!readable)
    {
      show_unreadable (item, record);
      return;
    }

  tm_scores_set_roster (ledger, tm_ledger_store_get_roster (self->store));
  parts->ledger = ledger;
  parts->changed_id = g_signal_connect_swapped (ledger, "changed", G_CALLBACK (show_record), item);
  show_record (item);
  g_ptr_array_add (self->bound, item);
}

static void
unbind_record_cb (TmScoresHistory *self,
                  GtkListItem  *item)
{
  RowParts *parts = get_parts (item);

  if (parts->ledger != NULL)
    {
      g_clear_signal_handler (&parts->changed_id, parts->ledger);
      parts->ledger = NULL;
      g_ptr_array_remove_fast (self->bound, item);
    }
}

static void
record_activated_cb (TmScoresHistory *self,
                     guint         position)
{
  g_autoptr(TmLedgerRecord) record = g_list_model_get_item (G_LIST_MODEL (self->records),
                                                            position);

  if (record != NULL && tm_ledger_record_get_ledger (record) != NULL)
    g_signal_emit (self, signals[RECORD_ACTIVATED], 0, record);
}

static gboolean
record_matches (gpointer item,
                gpointer user_data)
{
  TmScoresHistory *self = user_data;
  const char *game_id = tm_ledger_record_get_game_id (item);

  /* A file whose game cannot be told shows in every game's history, and
   * so do the sheets of any other game, which no game page has. */
  return game_id == NULL || g_str_equal (game_id, TM_SCORE_CUSTOM_GAME) ||
         g_str_equal (game_id, tm_game_get_id (self->game));
}

static void
history_changed_cb (TmScoresHistory *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->records));

  gtk_stack_set_visible_child_name (self->history_stack, n > 0 ? "list" : "empty");
}

/* After a player is renamed or removed, the history shows the roster's
 * names again. */

/* After a player is renamed or removed, here or on another game's page,
 * the rows show the roster's names again. */
static void
roster_changed_cb (TmScoresHistory *self)
{
  for (guint i = 0; i < self->bound->len; i++)
    show_record (g_ptr_array_index (self->bound, i));
}

static void
tm_scores_history_dispose (GObject *object)
{
  TmScoresHistory *self = (TmScoresHistory *)object;

  /* The template's child is the bin's: let go of it once, here. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_SCORES_HISTORY);

  g_clear_object (&self->records);
  g_clear_pointer (&self->bound, g_ptr_array_unref);
  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  g_clear_object (&self->store);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_scores_history_parent_class)->dispose (object);
}

static void
tm_scores_history_class_init (TmScoresHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_scores_history_dispose;

  /**
   * TmScoresHistory::record-activated:
   * @record: the record of a sheet that can be read
   *
   * Emitted when a sheet is chosen, to be opened.
   */
  signals[RECORD_ACTIVATED] = g_signal_new ("record-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, TM_TYPE_LEDGER_RECORD);

  /**
   * TmScoresHistory::record-delete:
   * @record: the record of a sheet that can be read
   *
   * Emitted when a sheet's Delete button is clicked.
   */
  signals[RECORD_DELETE] = g_signal_new ("record-delete", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, TM_TYPE_LEDGER_RECORD);

  /**
   * TmScoresHistory::toast:
   * @message: what to say
   *
   * Emitted when the page has something to tell, such as that a file was
   * moved to the trash.
   */
  signals[TOAST] = g_signal_new ("toast", G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/tm-scores-history.ui");
  gtk_widget_class_bind_template_child (widget_class, TmScoresHistory, history_stack);
  gtk_widget_class_bind_template_child (widget_class, TmScoresHistory, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TmScoresHistory, selection);
  gtk_widget_class_bind_template_callback (widget_class, setup_record_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_record_cb);
  gtk_widget_class_bind_template_callback (widget_class, unbind_record_cb);
  gtk_widget_class_bind_template_callback (widget_class, record_activated_cb);
}

static void
tm_scores_history_init (TmScoresHistory *self)
{
  self->bound = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * tm_scores_history_new:
 * @store: the application's score sheets
 * @game: the game
 *
 * Creates the list of @game's score sheets (and of those for any other
 * game, which no game page has), newest first.
 *
 * Returns: (transfer floating): the page
 */
GtkWidget *
tm_scores_history_new (TmLedgerStore *store,
                       TmGame        *game)
{
  TmScoresHistory *self;
  GtkCustomFilter *filter;
  g_autofree char *description = NULL;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (store), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  self = g_object_new (TM_TYPE_SCORES_HISTORY, NULL);
  self->store = g_object_ref (store);
  self->game = g_object_ref (game);

  description = g_strdup_printf (_("Keep the score of a game of %s: the sheet adds up every "
                                   "hand, knows whose deal is next and who has won."),
                                 tm_game_get_name (game));
  adw_status_page_set_description (self->empty_page, description);

  filter = gtk_custom_filter_new (record_matches, self, NULL);
  self->records = gtk_filter_list_model_new (g_object_ref (tm_ledger_store_get_records (store)),
                                             GTK_FILTER (filter));
  g_signal_connect_object (self->records, "items-changed", G_CALLBACK (history_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_no_selection_set_model (self->selection, G_LIST_MODEL (self->records));
  history_changed_cb (self);

  g_signal_connect_object (store, "roster-changed", G_CALLBACK (roster_changed_cb), self,
                           G_CONNECT_SWAPPED);

  return GTK_WIDGET (self);
}

/**
 * tm_scores_history_get_model:
 * @self: a #TmScoresHistory
 *
 * Gets the sheets the page lists, newest first.
 *
 * Returns: (transfer none): a #GListModel of #TmLedgerRecord
 */
GListModel *
tm_scores_history_get_model (TmScoresHistory *self)
{
  g_return_val_if_fail (TM_IS_SCORES_HISTORY (self), NULL);
  return G_LIST_MODEL (self->records);
}
