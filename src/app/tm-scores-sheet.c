/* tm-scores-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-row.h"
#include "tm-scores-rows.h"
#include "tm-scores-sheet.h"

/* The score sheet as a table on a card: the names at the top, then a row
 * per hand with each side's points and running total beneath, a subtotal
 * row after each round in games whose round is a deal by everyone, and at
 * the bottom the totals with the leader marked.  The names and the totals
 * stay in place while the hands scroll between them.  Every column has
 * the same width (TmScoresRow), so a sheet for six fits a phone; names
 * are shortened with an ellipsis and spelled out for screen readers.
 *
 * The hands are a GtkListView over TmScoresRows, which makes the rows
 * from the ledger's hands as they are asked for: the list makes widgets
 * for the rows on screen and reuses them as it scrolls, so a sheet of
 * 10,000 hands costs what a screenful does.  A list view keeps some two
 * hundred rows ready around the ones on screen, and makes them all as
 * soon as it gets its model (35 M instructions in one main-loop iteration
 * for a long sheet): a sheet opens with a screenful of rows (a
 * GtkSliceListModel over the rows), and the slice grows to the whole
 * sheet a few dozen rows at a time in idle time once it is drawn.
 * Activating a hand's row (a click, or Enter) emits ::hand-activated, to
 * correct it; Delete on a hand's row emits ::hand-delete.
 *
 * Nothing derived is kept here, as in the ledger itself: on each change
 * the rows on screen are filled in again from the ledger. */

struct _TmScoresSheet
{
  AdwBin          parent_instance;

  TmLedger       *ledger;
  TmScoresRows   *rows;
  GtkSliceListModel *slice;       /* of rows, while it grows */
  guint           grow_id;
  gboolean        compact;
  GPtrArray      *bound;          /* GtkListItem, the rows on screen */
  guint           scroll_id;
  GdkRGBA         palette[TM_SCORES_N_COLORS];

  /* Template widgets */
  GtkWidget      *probes[TM_SCORES_N_COLORS];
  TmScoresRow    *names;
  GtkListView    *list;
  GtkNoSelection *selection;
  TmScoresRow    *totals;
};

G_DEFINE_FINAL_TYPE (TmScoresSheet, tm_scores_sheet, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_LEDGER,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  HAND_ACTIVATED,
  HAND_DELETE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What a hand's cell shows: its points, or "!" for a hand that cannot be
 * scored, or "–" for a blank (never 0: a blank is a blank), with the
 * running total beneath once the hand counts. */
static char *
dup_hand_cell (TmScoresSheet  *self,
               guint           index,
               guint           side,
               char          **caption,
               TmScoresStyle  *style)
{
  TmLedgerHand *hand = tm_ledger_get_hand (self->ledger, index);
  gint64 points;

  *caption = NULL;
  *style = TM_SCORES_STYLE_NORMAL;
  if (tm_ledger_hand_get_problem (hand) != NULL)
    {
      *style = TM_SCORES_STYLE_ERROR;
      return g_strdup ("!");
    }
  if (!tm_scores_side_points (self->ledger, hand, side, &points))
    {
      *style = TM_SCORES_STYLE_DIM;
      return g_strdup ("–");
    }

  if (tm_ledger_hand_get_complete (hand))
    *caption = g_strdup_printf ("%" G_GINT64_FORMAT,
                                tm_scores_rows_get_running (self->rows, index, side));
  return g_strdup_printf ("%" G_GINT64_FORMAT, points);
}

static void
show_hand (TmScoresSheet *self,
           TmScoresRow   *row,
           GtkListItem   *item,
           TmLedgerHand  *hand,
           guint          index)
{
  guint n_sides = tm_ledger_get_n_sides (self->ledger);
  const char *dealer = tm_scores_get_player_name (self->ledger, tm_ledger_hand_get_dealer (hand));
  const char *problem = tm_ledger_hand_get_problem (hand);
  guint number = tm_ledger_hand_get_number (hand);
  g_autofree char *text = g_strdup_printf ("%u", number);
  g_autoptr(GString) a11y = g_string_new (NULL);

  g_string_printf (a11y, _("Hand %u, dealt by %s"), number, dealer);
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);
      g_autofree char *caption = NULL;
      TmScoresStyle style;
      g_autofree char *points = dup_hand_cell (self, index, s, &caption, &style);

      tm_scores_row_set_cell (row, s, points, caption, style);
      if (problem != NULL)
        continue;
      if (style == TM_SCORES_STYLE_DIM)
        g_string_append_printf (a11y, _(", %s not filled in"), name);
      else
        g_string_append_printf (a11y, ", %s %s", name, points);
    }

  if (problem != NULL)
    {
      tm_scores_row_set_first (row, text, _("Error"), TM_SCORES_STYLE_NORMAL);
      g_string_append_printf (a11y, ". %s", problem);
    }
  else if (!tm_ledger_hand_get_complete (hand))
    {
      tm_scores_row_set_first (row, text, _("Incomplete"), TM_SCORES_STYLE_WARNING);
      g_string_append (a11y, _(". Incomplete: it does not count yet"));
    }
  else
    tm_scores_row_set_first (row, text, dealer, TM_SCORES_STYLE_NORMAL);

  tm_scores_row_set_tooltip (row, problem ? problem : _("Correct or delete this hand"));
  gtk_list_item_set_activatable (item, TRUE);
  gtk_list_item_set_accessible_label (item, a11y->str);
}

/* A subtotal after each round of several deals */
static void
show_round (TmScoresSheet *self,
            TmScoresRow   *row,
            GtkListItem   *item,
            guint          round,
            guint          index)
{
  guint n_sides = tm_ledger_get_n_sides (self->ledger);
  /* Translators: a short “Round %u”, for narrow windows */
  g_autofree char *text = g_strdup_printf (self->compact ? _("Rd. %u") : _("Round %u"), round);
  g_autoptr(GString) a11y = g_string_new (NULL);

  g_string_printf (a11y, _("Round %u"), round);
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);
      g_autofree char *total = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                tm_scores_rows_get_running (self->rows, index, s));

      tm_scores_row_set_cell (row, s, total, NULL, TM_SCORES_STYLE_BOLD);
      g_string_append_printf (a11y, ", %s %s", name, total);
    }

  tm_scores_row_set_first (row, text, NULL, TM_SCORES_STYLE_NORMAL);
  tm_scores_row_set_tooltip (row, NULL);
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_accessible_label (item, a11y->str);
}

static void
show_item (TmScoresSheet *self,
           GtkListItem   *item)
{
  TmScoresRow *row = TM_SCORES_ROW (gtk_list_item_get_child (item));
  TmScoresLine *line = gtk_list_item_get_item (item);
  TmLedgerHand *hand = tm_scores_line_get_hand (line);

  tm_scores_row_set_compact (row, self->compact);
  tm_scores_row_set_n_cells (row, tm_ledger_get_n_sides (self->ledger));
  if (hand != NULL)
    show_hand (self, row, item, hand, tm_scores_line_get_index (line));
  else
    show_round (self, row, item, tm_scores_line_get_round (line), tm_scores_line_get_index (line));
}

static void
setup_row_cb (TmScoresSheet *self,
              GtkListItem   *item)
{
  GtkWidget *row = tm_scores_row_new ();

  tm_scores_row_set_palette (TM_SCORES_ROW (row), self->palette);
  gtk_list_item_set_child (item, row);
  gtk_list_item_set_selectable (item, FALSE);
}

static void
bind_row_cb (TmScoresSheet *self,
             GtkListItem   *item)
{
  g_ptr_array_add (self->bound, item);
  show_item (self, item);
}

static void
unbind_row_cb (TmScoresSheet *self,
               GtkListItem   *item)
{
  g_ptr_array_remove_fast (self->bound, item);
}

/* The names, and the totals with the leader or the winners */
static void
show_ends (TmScoresSheet *self)
{
  TmStandings *standings;
  g_autoptr(GString) a11y = g_string_new (NULL);
  guint n_sides;
  gboolean finished;

  if (self->ledger == NULL)
    {
      tm_scores_row_set_n_cells (self->names, 0);
      tm_scores_row_set_n_cells (self->totals, 0);
      return;
    }

  standings = tm_ledger_get_standings (self->ledger);
  n_sides = tm_ledger_get_n_sides (self->ledger);
  finished = tm_ledger_get_finished (self->ledger);

  tm_scores_row_set_compact (self->names, self->compact);
  tm_scores_row_set_n_cells (self->names, n_sides);
  tm_scores_row_set_first (self->names, _("Hand"), NULL, TM_SCORES_STYLE_NORMAL);
  g_string_assign (a11y, _("Hand"));
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);

      tm_scores_row_set_cell (self->names, s, name, NULL, TM_SCORES_STYLE_BOLD);
      tm_scores_row_set_cell_tooltip (self->names, s, name);
      g_string_append_printf (a11y, ", %s", name);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->names), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  a11y->str, -1);

  g_string_assign (a11y, _("Totals"));
  tm_scores_row_set_compact (self->totals, self->compact);
  tm_scores_row_set_n_cells (self->totals, n_sides);
  tm_scores_row_set_first (self->totals, _("Total"), NULL, TM_SCORES_STYLE_NORMAL);
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT,
                                               tm_standings_get_total (standings, s));
      gboolean first = tm_ledger_get_n_hands (self->ledger) > 0 &&
                       tm_standings_get_n_hands (standings) > 0 &&
                       (finished ? tm_standings_is_winner (standings, s)
                                 : tm_standings_get_rank (standings, s) == 1);
      const char *mark = NULL;

      if (first)
        mark = finished ? _("Winner") : _("Leader");
      else if (tm_standings_in_playoff (standings, s))
        mark = _("Play-off");

      tm_scores_row_set_cell (self->totals, s, text, mark,
                              TM_SCORES_STYLE_LARGE | (first ? TM_SCORES_STYLE_ACCENT : 0));
      g_string_append_printf (a11y, ", %s %s%s%s", name, text, mark ? " " : "", mark ? mark : "");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->totals), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  a11y->str, -1);
}

/* The rows draw their texts in the colours of the style classes, which
 * the hidden probes in the template have. */
static void
update_palette (TmScoresSheet *self)
{
  for (guint i = 0; i < TM_SCORES_N_COLORS; i++)
    gtk_widget_get_color (self->probes[i], &self->palette[i]);

  gtk_widget_queue_draw (GTK_WIDGET (self->names));
  gtk_widget_queue_draw (GTK_WIDGET (self->totals));
  for (guint i = 0; i < self->bound->len; i++)
    gtk_widget_queue_draw (gtk_list_item_get_child (g_ptr_array_index (self->bound, i)));
}

static void
tm_scores_sheet_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tm_scores_sheet_parent_class)->css_changed (widget, change);
  update_palette (TM_SCORES_SHEET (widget));
}

/* Everything on screen, again */
static void
refresh (TmScoresSheet *self)
{
  show_ends (self);
  for (guint i = 0; i < self->bound->len; i++)
    show_item (self, g_ptr_array_index (self->bound, i));
}

/* Rows the first frame of a sheet may show: a window's height of the
 * smallest rows (a line and a caption), and the list's spare rows. */
#define MIN_ROW_HEIGHT 32
#define GROW_STEP 32

static guint
screenful (TmScoresSheet *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int height = root ? gtk_widget_get_height (GTK_WIDGET (root)) : 0;

  return MAX (height, 800) / MIN_ROW_HEIGHT + 4;
}

static void
stop_growing (TmScoresSheet *self)
{
  g_clear_handle_id (&self->grow_id, g_source_remove);
  gtk_slice_list_model_set_size (self->slice, G_MAXUINT);
}

static gboolean
grow_cb (gpointer data)
{
  TmScoresSheet *self = data;
  guint size = gtk_slice_list_model_get_size (self->slice);

  /* Past the rows the list keeps ready, the rest costs nothing. */
  if (size >= 224 || size >= g_list_model_get_n_items (G_LIST_MODEL (self->rows)))
    {
      self->grow_id = 0;
      gtk_slice_list_model_set_size (self->slice, G_MAXUINT);
      return G_SOURCE_REMOVE;
    }

  gtk_slice_list_model_set_size (self->slice, size + GROW_STEP);
  return G_SOURCE_CONTINUE;
}

static gboolean
scroll_to_last_cb (gpointer data)
{
  TmScoresSheet *self = data;
  guint n = self->rows ? g_list_model_get_n_items (G_LIST_MODEL (self->rows)) : 0;

  self->scroll_id = 0;
  stop_growing (self);
  if (n > 0)
    gtk_list_view_scroll_to (self->list, n - 1, GTK_LIST_SCROLL_NONE, NULL);
  return G_SOURCE_REMOVE;
}

/* A hand added at the end, or brought back there, comes into view. */
static void
rows_changed_cb (TmScoresSheet *self,
                 guint          position,
                 guint          removed,
                 guint          added)
{
  if (added > removed &&
      position + added == g_list_model_get_n_items (G_LIST_MODEL (self->rows)) &&
      self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_last_cb, self);
}

static void
row_activated_cb (TmScoresSheet *self,
                  guint          position)
{
  g_autoptr(TmScoresLine) line = g_list_model_get_item (G_LIST_MODEL (self->rows), position);

  if (line != NULL && tm_scores_line_get_hand (line) != NULL)
    g_signal_emit (self, signals[HAND_ACTIVATED], 0, tm_scores_line_get_hand (line));
}

/* The hand of the row with the keyboard focus */
static TmLedgerHand *
get_focus_hand (TmScoresSheet *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list)))
    return NULL;

  for (guint i = 0; i < self->bound->len; i++)
    {
      GtkListItem *item = g_ptr_array_index (self->bound, i);
      GtkWidget *row = gtk_list_item_get_child (item);

      if (focus == gtk_widget_get_parent (row) || gtk_widget_is_ancestor (focus, row))
        return tm_scores_line_get_hand (gtk_list_item_get_item (item));
    }
  return NULL;
}

static gboolean
delete_pressed_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  TmScoresSheet *self = TM_SCORES_SHEET (user_data);
  TmLedgerHand *hand = get_focus_hand (self);

  if (hand == NULL)
    return FALSE;

  g_signal_emit (self, signals[HAND_DELETE], 0, hand);
  return TRUE;
}

static void
tm_scores_sheet_dispose (GObject *object)
{
  TmScoresSheet *self = (TmScoresSheet *)object;

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  g_clear_handle_id (&self->grow_id, g_source_remove);
  if (self->rows != NULL)
    g_signal_handlers_disconnect_by_data (self->rows, self);
  if (self->selection != NULL)
    gtk_no_selection_set_model (self->selection, NULL);
  g_clear_object (&self->slice);
  g_clear_object (&self->rows);
  g_clear_object (&self->ledger);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_SCORES_SHEET);
  g_clear_pointer (&self->bound, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_scores_sheet_parent_class)->dispose (object);
}

static void
tm_scores_sheet_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TmScoresSheet *self = TM_SCORES_SHEET (object);

  switch (prop_id)
    {
    case PROP_LEDGER:
      g_value_set_object (value, self->ledger);
      break;

    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_scores_sheet_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TmScoresSheet *self = TM_SCORES_SHEET (object);

  switch (prop_id)
    {
    case PROP_LEDGER:
      tm_scores_sheet_set_ledger (self, g_value_get_object (value));
      break;

    case PROP_COMPACT:
      tm_scores_sheet_set_compact (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_scores_sheet_class_init (TmScoresSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_scores_sheet_dispose;
  object_class->get_property = tm_scores_sheet_get_property;
  object_class->set_property = tm_scores_sheet_set_property;
  widget_class->css_changed = tm_scores_sheet_css_changed;

  properties[PROP_LEDGER] =
    g_param_spec_object ("ledger", NULL, NULL, TM_TYPE_LEDGER,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmScoresSheet::hand-activated:
   * @hand: the hand
   *
   * Emitted when a hand's row is activated.
   */
  signals[HAND_ACTIVATED] = g_signal_new ("hand-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, TM_TYPE_LEDGER_HAND);

  /**
   * TmScoresSheet::hand-delete:
   * @hand: the hand
   *
   * Emitted when Delete is pressed on a hand's row.
   */
  signals[HAND_DELETE] = g_signal_new ("hand-delete", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, TM_TYPE_LEDGER_HAND);

  g_type_ensure (TM_TYPE_SCORES_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-scores-sheet.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "accent_probe", FALSE,
                                             G_STRUCT_OFFSET (TmScoresSheet,
                                                              probes[TM_SCORES_COLOR_ACCENT]));
  gtk_widget_class_bind_template_child_full (widget_class, "error_probe", FALSE,
                                             G_STRUCT_OFFSET (TmScoresSheet,
                                                              probes[TM_SCORES_COLOR_ERROR]));
  gtk_widget_class_bind_template_child_full (widget_class, "warning_probe", FALSE,
                                             G_STRUCT_OFFSET (TmScoresSheet,
                                                              probes[TM_SCORES_COLOR_WARNING]));
  gtk_widget_class_bind_template_child (widget_class, TmScoresSheet, names);
  gtk_widget_class_bind_template_child (widget_class, TmScoresSheet, list);
  gtk_widget_class_bind_template_child (widget_class, TmScoresSheet, selection);
  gtk_widget_class_bind_template_child (widget_class, TmScoresSheet, totals);
  gtk_widget_class_bind_template_callback (widget_class, setup_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, unbind_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "scoresheet");
}

static void
tm_scores_sheet_init (TmScoresSheet *self)
{
  GtkEventController *shortcuts;

  self->bound = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->slice = gtk_slice_list_model_new (NULL, 0, G_MAXUINT);
  gtk_no_selection_set_model (self->selection, G_LIST_MODEL (self->slice));
  tm_scores_row_set_palette (self->names, self->palette);
  tm_scores_row_set_palette (self->totals, self->palette);

  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                                                   gtk_keyval_trigger_new (GDK_KEY_KP_Delete, 0)),
                      gtk_callback_action_new (delete_pressed_cb, self, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self->list), shortcuts);
}

/**
 * tm_scores_sheet_new:
 *
 * Creates an empty score sheet table.
 *
 * Returns: (transfer floating): the sheet
 */
GtkWidget *
tm_scores_sheet_new (void)
{
  return g_object_new (TM_TYPE_SCORES_SHEET, NULL);
}

/**
 * tm_scores_sheet_get_ledger:
 * @self: a #TmScoresSheet
 *
 * Gets the ledger shown.
 *
 * Returns: (transfer none) (nullable): the ledger
 */
TmLedger *
tm_scores_sheet_get_ledger (TmScoresSheet *self)
{
  g_return_val_if_fail (TM_IS_SCORES_SHEET (self), NULL);
  return self->ledger;
}

/**
 * tm_scores_sheet_set_ledger:
 * @self: a #TmScoresSheet
 * @ledger: (nullable): the ledger to show
 *
 * Shows @ledger from its first hand, and follows its changes.
 */
void
tm_scores_sheet_set_ledger (TmScoresSheet *self,
                            TmLedger      *ledger)
{
  g_return_if_fail (TM_IS_SCORES_SHEET (self));
  g_return_if_fail (ledger == NULL || TM_IS_LEDGER (ledger));

  if (self->ledger == ledger)
    return;

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  g_clear_handle_id (&self->grow_id, g_source_remove);
  if (self->rows != NULL)
    g_signal_handlers_disconnect_by_data (self->rows, self);
  gtk_slice_list_model_set_model (self->slice, NULL);
  g_clear_object (&self->rows);
  g_set_object (&self->ledger, ledger);

  if (ledger != NULL)
    {
      self->rows = tm_scores_rows_new (ledger);
      g_signal_connect_object (self->rows, "changed", G_CALLBACK (refresh), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->rows, "items-changed", G_CALLBACK (rows_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_slice_list_model_set_size (self->slice, screenful (self));
  gtk_slice_list_model_set_model (self->slice, G_LIST_MODEL (self->rows));
  if (self->rows != NULL && g_list_model_get_n_items (G_LIST_MODEL (self->rows)) > 0)
    {
      gtk_list_view_scroll_to (self->list, 0, GTK_LIST_SCROLL_NONE, NULL);
      self->grow_id = g_idle_add (grow_cb, self);
    }

  show_ends (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEDGER]);
}

/**
 * tm_scores_sheet_refresh:
 * @self: a #TmScoresSheet
 *
 * Shows the sheet again, for a change the ledger cannot tell: a player
 * renamed in the roster.
 */
void
tm_scores_sheet_refresh (TmScoresSheet *self)
{
  g_return_if_fail (TM_IS_SCORES_SHEET (self));

  if (self->ledger != NULL)
    refresh (self);
}

/**
 * tm_scores_sheet_get_compact:
 * @self: a #TmScoresSheet
 *
 * Whether the sheet is laid out for a narrow window.
 *
 * Returns: %TRUE if compact
 */
gboolean
tm_scores_sheet_get_compact (TmScoresSheet *self)
{
  g_return_val_if_fail (TM_IS_SCORES_SHEET (self), FALSE);
  return self->compact;
}

/**
 * tm_scores_sheet_set_compact:
 * @self: a #TmScoresSheet
 * @compact: whether to save room
 *
 * Lays the sheet out with less space around its cells.
 */
void
tm_scores_sheet_set_compact (TmScoresSheet *self,
                             gboolean       compact)
{
  g_return_if_fail (TM_IS_SCORES_SHEET (self));

  compact = !!compact;
  if (self->compact == compact)
    return;

  self->compact = compact;
  tm_scores_row_set_compact (self->names, compact);
  tm_scores_row_set_compact (self->totals, compact);
  if (self->ledger != NULL)
    refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

/**
 * tm_scores_sheet_dup_cell:
 * @self: a #TmScoresSheet
 * @row: a hand's index, -1 for the totals, or -2 for the names
 * @side: a side
 *
 * Gets the text of a cell: a hand's points for the side, its total, or
 * its name.  A hand's row shows it when it is on screen; otherwise it is
 * what the row would show.
 *
 * Returns: (transfer full) (nullable): the text
 */
char *
tm_scores_sheet_dup_cell (TmScoresSheet *self,
                          int            row,
                          guint          side)
{
  g_autofree char *caption = NULL;
  TmScoresStyle style;

  g_return_val_if_fail (TM_IS_SCORES_SHEET (self), NULL);

  if (self->ledger == NULL || side >= tm_ledger_get_n_sides (self->ledger))
    return NULL;
  if (row == -2)
    return g_strdup (tm_scores_row_get_cell_text (self->names, side));
  if (row == -1)
    return g_strdup (tm_scores_row_get_cell_text (self->totals, side));
  if (row < 0 || (guint) row >= tm_ledger_get_n_hands (self->ledger))
    return NULL;

  for (guint i = 0; i < self->bound->len; i++)
    {
      GtkListItem *item = g_ptr_array_index (self->bound, i);
      TmScoresLine *line = gtk_list_item_get_item (item);
      TmScoresRow *shown = TM_SCORES_ROW (gtk_list_item_get_child (item));

      if (tm_scores_line_get_hand (line) != NULL && tm_scores_line_get_index (line) == (guint) row)
        return g_strdup (tm_scores_row_get_cell_text (shown, side));
    }

  return dup_hand_cell (self, row, side, &caption, &style);
}

/**
 * tm_scores_sheet_get_n_rows_made:
 * @self: a #TmScoresSheet
 *
 * Gets how many hand and subtotal rows the sheet has made widgets for:
 * about a screenful, however long the sheet.
 *
 * Returns: the rows with widgets
 */
guint
tm_scores_sheet_get_n_rows_made (TmScoresSheet *self)
{
  guint n = 0;

  g_return_val_if_fail (TM_IS_SCORES_SHEET (self), 0);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child;
       child = gtk_widget_get_next_sibling (child))
    if (TM_IS_SCORES_ROW (gtk_widget_get_first_child (child)))
      n++;
  return n;
}
