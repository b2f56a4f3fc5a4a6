/* tm-scores-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-sheet.h"

/* The score sheet as a table: a row per hand with each side's points and
 * running total beneath, a subtotal row after each round in games whose
 * round is a deal by everyone, and the totals with the leader marked.
 * Every column has the same width, so a sheet for six fits a phone;
 * names are shortened with an ellipsis and spelled out for screen readers.
 * Activating a hand's row emits ::hand-activated, to correct it.
 *
 * The sheet is rebuilt from the ledger on each change: nothing derived is
 * kept here, as in the ledger itself. */

struct _TmScoresSheet
{
  AdwBin      parent_instance;

  TmLedger   *ledger;
  gboolean    compact;
  GtkListBox *list;
  GPtrArray  *hand_rows;      /* GtkListBoxRow per hand */
  GtkWidget  *total_row;
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
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
cell_new (const char *text,
          const char *caption,
          const char *css_class)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 2);
  gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);

  if (caption != NULL)
    {
      GtkWidget *small = gtk_label_new (caption);

      gtk_label_set_ellipsize (GTK_LABEL (small), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (small), 2);
      gtk_widget_add_css_class (small, "caption");
      gtk_widget_add_css_class (small, "numeric");
      gtk_widget_add_css_class (small, "dim-label");
      gtk_box_append (GTK_BOX (box), small);
    }

  return box;
}

/* A row: a first column of fixed width, then one equal cell per side. */
static GtkWidget *
row_new (TmScoresSheet *self,
         GtkWidget     *first,
         GtkWidget    **cells,
         const char    *accessible_label)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, self->compact ? 2 : 6);
  GtkWidget *grid = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, self->compact ? 2 : 6);
  guint n_sides = tm_ledger_get_n_sides (self->ledger);

  gtk_widget_set_margin_start (box, self->compact ? 6 : 12);
  gtk_widget_set_margin_end (box, self->compact ? 6 : 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  /* A fixed first column keeps every row's cells under the names. */
  gtk_widget_set_size_request (first, self->compact ? 56 : 80, -1);
  gtk_box_append (GTK_BOX (box), first);

  gtk_box_set_homogeneous (GTK_BOX (grid), TRUE);
  gtk_widget_set_hexpand (grid, TRUE);
  for (guint s = 0; s < n_sides; s++)
    gtk_box_append (GTK_BOX (grid), cells[s]);
  gtk_box_append (GTK_BOX (box), grid);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  if (accessible_label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    accessible_label, -1);
  return row;
}

static GtkWidget *
first_cell_new (const char *text,
                const char *caption)
{
  GtkWidget *cell = cell_new (text, caption, "heading");

  for (GtkWidget *child = gtk_widget_get_first_child (cell); child; child = gtk_widget_get_next_sibling (child))
    {
      gtk_label_set_xalign (GTK_LABEL (child), 0);
      gtk_label_set_max_width_chars (GTK_LABEL (child), 1);
    }
  return cell;
}

static void
rebuild (TmScoresSheet *self)
{
  TmStandings *standings;
  TmScorer *scorer;
  g_autofree GtkWidget **cells = NULL;
  g_autofree gint64 *running = NULL;
  g_autoptr(GString) a11y = g_string_new (NULL);
  GtkWidget *child;
  guint n_sides, n_hands, per_round;
  gboolean finished;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->hand_rows, 0);
  self->total_row = NULL;

  if (self->ledger == NULL)
    return;

  standings = tm_ledger_get_standings (self->ledger);
  scorer = tm_ledger_get_scorer (self->ledger);
  n_sides = tm_ledger_get_n_sides (self->ledger);
  n_hands = tm_ledger_get_n_hands (self->ledger);
  per_round = MAX (tm_scorer_get_hands_per_round (scorer), 1);
  finished = tm_ledger_get_finished (self->ledger);
  cells = g_new0 (GtkWidget *, n_sides);
  running = g_new0 (gint64, n_sides);

  /* The names */
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);

      cells[s] = cell_new (name, NULL, "heading");
      gtk_widget_set_tooltip_text (cells[s], name);
    }
  child = row_new (self, first_cell_new (_("Hand"), NULL), cells, NULL);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (child), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (child), FALSE);
  gtk_widget_set_focusable (child, FALSE);
  gtk_list_box_append (self->list, child);

  for (guint h = 0; h < n_hands; h++)
    {
      TmLedgerHand *hand = tm_ledger_get_hand (self->ledger, h);
      const char *dealer = tm_scores_get_player_name (self->ledger,
                                                      tm_ledger_hand_get_dealer (hand));
      gboolean complete = tm_ledger_hand_get_complete (hand);
      const char *problem = tm_ledger_hand_get_problem (hand);
      g_autofree char *number = g_strdup_printf ("%u", tm_ledger_hand_get_number (hand));
      GtkWidget *first;

      g_string_printf (a11y, _("Hand %u, dealt by %s"), tm_ledger_hand_get_number (hand),
                       dealer);

      for (guint s = 0; s < n_sides; s++)
        {
          g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);
          gint64 points;
          gboolean known = tm_scores_side_points (self->ledger, hand, s, &points);

          if (complete)
            running[s] += points;

          if (problem != NULL)
            cells[s] = cell_new ("!", NULL, "error");
          else if (known)
            {
              g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, points);
              g_autofree char *total = g_strdup_printf ("%" G_GINT64_FORMAT, running[s]);

              cells[s] = cell_new (text, complete ? total : NULL, NULL);
              g_string_append_printf (a11y, ", %s %s", name, text);
            }
          else
            {
              /* Never 0: a blank is a blank. */
              cells[s] = cell_new ("–", NULL, "dim-label");
              g_string_append_printf (a11y, _(", %s not filled in"), name);
            }
        }

      if (problem != NULL)
        {
          first = first_cell_new (number, _("Error"));
          gtk_widget_set_tooltip_text (first, problem);
          g_string_append_printf (a11y, ". %s", problem);
        }
      else if (!complete)
        {
          first = first_cell_new (number, _("Incomplete"));
          gtk_widget_add_css_class (gtk_widget_get_last_child (first), "warning");
          g_string_append (a11y, _(". Incomplete: it does not count yet"));
        }
      else
        first = first_cell_new (number, dealer);

      child = row_new (self, first, cells, a11y->str);
      if (problem != NULL)
        gtk_widget_set_tooltip_text (child, problem);
      else
        gtk_widget_set_tooltip_text (child, _("Correct or delete this hand"));
      g_object_set_data (G_OBJECT (child), "hand", hand);
      g_ptr_array_add (self->hand_rows, child);
      gtk_list_box_append (self->list, child);

      /* A subtotal after each round of several deals */
      if (per_round > 1 && (h + 1) % per_round == 0)
        {
          /* Translators: a short “Round %u”, for narrow windows */
          g_autofree char *round = g_strdup_printf (self->compact ? _("Rd. %u") : _("Round %u"),
                                                    (h + 1) / per_round);

          for (guint s = 0; s < n_sides; s++)
            {
              g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, running[s]);
              cells[s] = cell_new (text, NULL, "heading");
            }
          child = row_new (self, first_cell_new (round, NULL), cells, NULL);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (child), FALSE);
          gtk_widget_set_focusable (child, FALSE);
          gtk_widget_add_css_class (child, "round-total");
          gtk_list_box_append (self->list, child);
        }
    }

  /* The totals, and the leader or the winners */
  g_string_assign (a11y, _("Totals"));
  for (guint s = 0; s < n_sides; s++)
    {
      g_autofree char *name = tm_scores_dup_side_name (self->ledger, s);
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT,
                                               tm_standings_get_total (standings, s));
      gboolean first = n_hands > 0 && tm_standings_get_n_hands (standings) > 0 &&
                       (finished ? tm_standings_is_winner (standings, s)
                                 : tm_standings_get_rank (standings, s) == 1);
      const char *mark = NULL;

      if (first)
        mark = finished ? _("Winner") : _("Leader");
      else if (tm_standings_in_playoff (standings, s))
        mark = _("Play-off");

      cells[s] = cell_new (text, mark, first ? "accent" : NULL);
      gtk_widget_add_css_class (gtk_widget_get_first_child (cells[s]), "title-4");
      g_string_append_printf (a11y, ", %s %s%s%s", name, text, mark ? " " : "", mark ? mark : "");
    }
  child = row_new (self, first_cell_new (_("Total"), NULL), cells, a11y->str);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (child), FALSE);
  self->total_row = child;
  gtk_list_box_append (self->list, child);
}

static void
row_activated_cb (TmScoresSheet *self,
                  GtkListBoxRow *row)
{
  TmLedgerHand *hand = g_object_get_data (G_OBJECT (row), "hand");

  if (hand != NULL)
    g_signal_emit (self, signals[HAND_ACTIVATED], 0, hand);
}

static void
tm_scores_sheet_dispose (GObject *object)
{
  TmScoresSheet *self = (TmScoresSheet *)object;

  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  g_clear_object (&self->ledger);
  g_clear_pointer (&self->hand_rows, g_ptr_array_unref);

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

  gtk_widget_class_set_css_name (widget_class, "scoresheet");
}

static void
tm_scores_sheet_init (TmScoresSheet *self)
{
  self->hand_rows = g_ptr_array_new ();
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Score sheet"), -1);
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->list));
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
 * Shows @ledger, and follows its changes.
 */
void
tm_scores_sheet_set_ledger (TmScoresSheet *self,
                            TmLedger      *ledger)
{
  g_return_if_fail (TM_IS_SCORES_SHEET (self));
  g_return_if_fail (ledger == NULL || TM_IS_LEDGER (ledger));

  if (self->ledger == ledger)
    return;

  if (self->ledger != NULL)
    g_signal_handlers_disconnect_by_data (self->ledger, self);
  g_set_object (&self->ledger, ledger);
  if (ledger != NULL)
    g_signal_connect_object (ledger, "changed", G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);

  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEDGER]);
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
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

/**
 * tm_scores_sheet_dup_cell:
 * @self: a #TmScoresSheet
 * @row: a hand's index, -1 for the totals, or -2 for the names
 * @side: a side
 *
 * Gets the text of a cell: a hand's points for the side, its total, or
 * its name.
 *
 * Returns: (transfer full) (nullable): the text
 */
char *
tm_scores_sheet_dup_cell (TmScoresSheet *self,
                          int            row,
                          guint          side)
{
  GtkWidget *widget, *box, *cell;

  g_return_val_if_fail (TM_IS_SCORES_SHEET (self), NULL);

  widget = row == -2 ? GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, 0))
         : row < 0 ? self->total_row
                   : (guint) row < self->hand_rows->len ? g_ptr_array_index (self->hand_rows, row)
                                                        : NULL;
  if (widget == NULL)
    return NULL;

  box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (widget));
  cell = gtk_widget_get_first_child (gtk_widget_get_last_child (box));
  for (guint s = 0; cell != NULL && s < side; s++)
    cell = gtk_widget_get_next_sibling (cell);
  if (cell == NULL)
    return NULL;

  return g_strdup (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (cell))));
}
