/* tm-scores-rows.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-scores-names.h"
#include "tm-scores-rows.h"

/* The rows of a score sheet as a list model: the ledger's hands in order,
 * and in games whose round is a deal by everyone, a subtotal after each
 * full round.  Rows are worked out from their position, so the model
 * holds nothing per hand but the running totals it has been asked for:
 * a list view that shows rows 9,980 to 10,000 makes it add up 10,000
 * hands' points once, and a view of the first rows adds up only those.
 * Items are made when asked for (a list view keeps the few it shows).
 *
 * The model follows the ledger's hands (a hand added, removed or undone
 * changes the rows from its round on) and its ::changed signal (points,
 * players or options: every running total is added up again); it emits
 * ::changed after it has forgotten its totals, for the views to show the
 * rows they have again. */

/* TmScoresLine */

struct _TmScoresLine
{
  GObject       parent_instance;

  TmLedgerHand *hand;    /* NULL for a subtotal */
  guint         index;   /* the hand's, or the round's last hand's */
  guint         round;   /* from 1: the hand's round, or the round it ends */
};

G_DEFINE_FINAL_TYPE (TmScoresLine, tm_scores_line, G_TYPE_OBJECT)

static void
tm_scores_line_dispose (GObject *object)
{
  TmScoresLine *self = (TmScoresLine *)object;

  g_clear_object (&self->hand);

  G_OBJECT_CLASS (tm_scores_line_parent_class)->dispose (object);
}

static void
tm_scores_line_class_init (TmScoresLineClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tm_scores_line_dispose;
}

static void
tm_scores_line_init (TmScoresLine *self)
{
}

/**
 * tm_scores_line_get_hand:
 * @self: a #TmScoresLine
 *
 * Gets the hand of a hand's row.
 *
 * Returns: (transfer none) (nullable): the hand, or %NULL for a round's
 *   subtotal
 */
TmLedgerHand *
tm_scores_line_get_hand (TmScoresLine *self)
{
  g_return_val_if_fail (TM_IS_SCORES_LINE (self), NULL);
  return self->hand;
}

/**
 * tm_scores_line_get_index:
 * @self: a #TmScoresLine
 *
 * Gets the index of the row's hand in the ledger, or for a subtotal, of
 * the last hand of its round.
 *
 * Returns: the index
 */
guint
tm_scores_line_get_index (TmScoresLine *self)
{
  g_return_val_if_fail (TM_IS_SCORES_LINE (self), 0);
  return self->index;
}

/**
 * tm_scores_line_get_round:
 * @self: a #TmScoresLine
 *
 * Gets the round of the row's hand, or the round a subtotal ends, from 1.
 *
 * Returns: the round
 */
guint
tm_scores_line_get_round (TmScoresLine *self)
{
  g_return_val_if_fail (TM_IS_SCORES_LINE (self), 0);
  return self->round;
}

/* TmScoresRows */

struct _TmScoresRows
{
  GObject   parent_instance;

  TmLedger *ledger;
  guint     per_round;   /* hands in a round with a subtotal; 1: none */
  guint     n_hands;
  guint     n_sides;

  gint64   *running;     /* n_sides per hand, for the first n_summed hands */
  guint     n_running;   /* hands there is room for */
  guint     n_summed;
};

static void tm_scores_rows_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmScoresRows, tm_scores_rows, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tm_scores_rows_list_model_init))

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_rows_for (guint n_hands,
            guint per_round)
{
  return per_round > 1 ? n_hands + n_hands / per_round : n_hands;
}

static guint
per_round_of (TmLedger *ledger)
{
  return MAX (tm_scorer_get_hands_per_round (tm_ledger_get_scorer (ledger)), 1);
}

static GType
tm_scores_rows_get_item_type (GListModel *model)
{
  return TM_TYPE_SCORES_LINE;
}

static guint
tm_scores_rows_get_n_items (GListModel *model)
{
  TmScoresRows *self = TM_SCORES_ROWS (model);

  return n_rows_for (self->n_hands, self->per_round);
}

static gpointer
tm_scores_rows_get_item (GListModel *model,
                         guint       position)
{
  TmScoresRows *self = TM_SCORES_ROWS (model);
  TmScoresLine *line;
  guint block, offset;

  if (position >= n_rows_for (self->n_hands, self->per_round))
    return NULL;

  line = g_object_new (TM_TYPE_SCORES_LINE, NULL);
  if (self->per_round <= 1)
    {
      line->index = position;
      line->round = position + 1;
      line->hand = g_object_ref (tm_ledger_get_hand (self->ledger, position));
      return line;
    }

  /* Each round is its hands, then its subtotal. */
  block = position / (self->per_round + 1);
  offset = position % (self->per_round + 1);
  line->round = block + 1;
  if (offset < self->per_round)
    {
      line->index = block * self->per_round + offset;
      line->hand = g_object_ref (tm_ledger_get_hand (self->ledger, line->index));
    }
  else
    line->index = (block + 1) * self->per_round - 1;

  return line;
}

static void
tm_scores_rows_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tm_scores_rows_get_item_type;
  iface->get_n_items = tm_scores_rows_get_n_items;
  iface->get_item = tm_scores_rows_get_item;
}

/* A hand came or went at @position: every row from there on may be
 * another, and every running total from there on is another. */
static void
hands_changed_cb (TmScoresRows *self,
                  guint         position,
                  guint         removed,
                  guint         added,
                  GListModel   *hands)
{
  guint old_rows = n_rows_for (self->n_hands, self->per_round);
  guint new_rows, first;

  self->n_hands = g_list_model_get_n_items (hands);
  self->n_summed = MIN (self->n_summed, position);
  new_rows = n_rows_for (self->n_hands, self->per_round);

  /* The rows before the hand's stay: its hands before it, and the
   * subtotals of the rounds before. */
  first = self->per_round > 1 ? position + position / self->per_round : position;
  if (first < old_rows || first < new_rows)
    g_list_model_items_changed (G_LIST_MODEL (self), first, old_rows - first, new_rows - first);
}

/* Anything else changed: points, names, options, teams, even the number
 * of players (and with it the hands in a round). */
static void
ledger_changed_cb (TmScoresRows *self)
{
  guint per_round = per_round_of (self->ledger);

  self->n_summed = 0;
  if (self->n_sides != tm_ledger_get_n_sides (self->ledger))
    {
      /* Partners were seated or parted: room for another number of sides. */
      self->n_sides = tm_ledger_get_n_sides (self->ledger);
      self->n_running = 0;
    }

  if (per_round != self->per_round)
    {
      guint old_rows = n_rows_for (self->n_hands, self->per_round);

      self->per_round = per_round;
      g_list_model_items_changed (G_LIST_MODEL (self), 0, old_rows,
                                  n_rows_for (self->n_hands, self->per_round));
    }

  g_signal_emit (self, signals[CHANGED], 0);
}

static void
tm_scores_rows_dispose (GObject *object)
{
  TmScoresRows *self = (TmScoresRows *)object;

  if (self->ledger != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->ledger, self);
      g_signal_handlers_disconnect_by_data (tm_ledger_get_hands (self->ledger), self);
    }
  g_clear_object (&self->ledger);

  G_OBJECT_CLASS (tm_scores_rows_parent_class)->dispose (object);
}

static void
tm_scores_rows_finalize (GObject *object)
{
  TmScoresRows *self = (TmScoresRows *)object;

  g_free (self->running);

  G_OBJECT_CLASS (tm_scores_rows_parent_class)->finalize (object);
}

static void
tm_scores_rows_class_init (TmScoresRowsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_scores_rows_dispose;
  object_class->finalize = tm_scores_rows_finalize;

  /**
   * TmScoresRows::changed:
   *
   * Emitted after the ledger changed in a way that changes rows without
   * adding or removing any: points, running totals, names.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tm_scores_rows_init (TmScoresRows *self)
{
}

/**
 * tm_scores_rows_new:
 * @ledger: a #TmLedger
 *
 * Creates the rows of @ledger's sheet, which follow its changes.
 *
 * Returns: (transfer full): the model
 */
TmScoresRows *
tm_scores_rows_new (TmLedger *ledger)
{
  TmScoresRows *self;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);

  self = g_object_new (TM_TYPE_SCORES_ROWS, NULL);
  self->ledger = g_object_ref (ledger);
  self->per_round = per_round_of (ledger);
  self->n_hands = tm_ledger_get_n_hands (ledger);
  self->n_sides = tm_ledger_get_n_sides (ledger);

  g_signal_connect_object (tm_ledger_get_hands (ledger), "items-changed",
                           G_CALLBACK (hands_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (ledger, "changed", G_CALLBACK (ledger_changed_cb), self,
                           G_CONNECT_SWAPPED);

  return self;
}

/**
 * tm_scores_rows_get_ledger:
 * @self: a #TmScoresRows
 *
 * Gets the ledger.
 *
 * Returns: (transfer none): the ledger
 */
TmLedger *
tm_scores_rows_get_ledger (TmScoresRows *self)
{
  g_return_val_if_fail (TM_IS_SCORES_ROWS (self), NULL);
  return self->ledger;
}

/**
 * tm_scores_rows_get_per_round:
 * @self: a #TmScoresRows
 *
 * Gets how many hands make a round that ends with a subtotal.
 *
 * Returns: the hands in a round, or 1 when there are no subtotals
 */
guint
tm_scores_rows_get_per_round (TmScoresRows *self)
{
  g_return_val_if_fail (TM_IS_SCORES_ROWS (self), 1);
  return self->per_round;
}

/**
 * tm_scores_rows_get_position:
 * @self: a #TmScoresRows
 * @index: a hand's index in the ledger
 *
 * Gets the row of a hand.
 *
 * Returns: the hand's position in the model
 */
guint
tm_scores_rows_get_position (TmScoresRows *self,
                             guint         index)
{
  g_return_val_if_fail (TM_IS_SCORES_ROWS (self), 0);
  return self->per_round > 1 ? index + index / self->per_round : index;
}

/**
 * tm_scores_rows_get_running:
 * @self: a #TmScoresRows
 * @index: a hand's index in the ledger
 * @side: a side, as numbered in the standings
 *
 * Gets a side's running total after a hand: the points of every complete
 * hand up to it.  Totals are added up as far as they are asked for, and
 * kept until the ledger changes.
 *
 * Returns: the total
 */
gint64
tm_scores_rows_get_running (TmScoresRows *self,
                            guint         index,
                            guint         side)
{
  g_return_val_if_fail (TM_IS_SCORES_ROWS (self), 0);
  g_return_val_if_fail (index < self->n_hands, 0);
  g_return_val_if_fail (side < self->n_sides, 0);

  if (index >= self->n_running)
    {
      self->n_running = MAX (self->n_hands, 16);
      self->running = g_renew (gint64, self->running, (gsize) self->n_running * self->n_sides);
    }

  for (; self->n_summed <= index; self->n_summed++)
    {
      guint h = self->n_summed;
      TmLedgerHand *hand = tm_ledger_get_hand (self->ledger, h);
      gboolean complete = tm_ledger_hand_get_complete (hand);

      for (guint s = 0; s < self->n_sides; s++)
        {
          gint64 points = 0;
          gint64 before = h > 0 ? self->running[(gsize) (h - 1) * self->n_sides + s] : 0;

          if (complete)
            tm_scores_side_points (self->ledger, hand, s, &points);
          self->running[(gsize) h * self->n_sides + s] = before + points;
        }
    }

  return self->running[(gsize) index * self->n_sides + side];
}
