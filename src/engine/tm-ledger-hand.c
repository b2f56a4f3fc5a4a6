/* tm-ledger-hand.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-ledger-hand-private.h"
#include "tm-score-field-private.h"

/**
 * TmLedgerHand:
 *
 * One hand of a [class@Tm.Ledger].  Change a hand through the ledger
 * (tm_ledger_set_entry() and the like) so that the change can be checked
 * and undone.
 */

G_DEFINE_FINAL_TYPE (TmLedgerHand, tm_ledger_hand, G_TYPE_OBJECT)

enum {
  HAND_PROP_0,
  HAND_PROP_NUMBER,
  HAND_PROP_ROUND,
  HAND_PROP_DEALER,
  HAND_PROP_NOTE,
  HAND_PROP_COMPLETE,
  HAND_PROP_PROBLEM,
  HAND_N_PROPS
};

static GParamSpec *hand_properties[HAND_N_PROPS];

static void
tm_ledger_hand_finalize (GObject *object)
{
  TmLedgerHand *self = (TmLedgerHand *)object;

  g_clear_pointer (&self->data, _tm_ledger_hand_data_release);
  g_clear_pointer (&self->score, tm_hand_score_unref);
  g_free (self->problem);

  G_OBJECT_CLASS (tm_ledger_hand_parent_class)->finalize (object);
}

static void
tm_ledger_hand_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TmLedgerHand *self = TM_LEDGER_HAND (object);

  switch (prop_id)
    {
    case HAND_PROP_NUMBER:
      g_value_set_uint (value, tm_ledger_hand_get_number (self));
      break;
    case HAND_PROP_ROUND:
      g_value_set_uint (value, tm_ledger_hand_get_round (self));
      break;
    case HAND_PROP_DEALER:
      g_value_set_uint (value, self->data->dealer);
      break;
    case HAND_PROP_NOTE:
      g_value_set_string (value, tm_ledger_hand_get_note (self));
      break;
    case HAND_PROP_COMPLETE:
      g_value_set_boolean (value, tm_ledger_hand_get_complete (self));
      break;
    case HAND_PROP_PROBLEM:
      g_value_set_string (value, tm_ledger_hand_get_problem (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_ledger_hand_class_init (TmLedgerHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tm_ledger_hand_finalize;
  object_class->get_property = tm_ledger_hand_get_property;

  /**
   * TmLedgerHand:number:
   *
   * The hand's number in the ledger, from 1.
   */
  hand_properties[HAND_PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TmLedgerHand:round:
   *
   * The round the hand belongs to, from 1.
   */
  hand_properties[HAND_PROP_ROUND] = g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TmLedgerHand:dealer:
   *
   * The position of the player who dealt the hand.
   */
  hand_properties[HAND_PROP_DEALER] = g_param_spec_uint ("dealer", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TmLedgerHand:note:
   *
   * A note about the hand, perhaps empty.
   */
  hand_properties[HAND_PROP_NOTE] = g_param_spec_string ("note", NULL, NULL, "", flags);
  /**
   * TmLedgerHand:complete:
   *
   * Whether every entry is filled in and the hand can be scored.
   */
  hand_properties[HAND_PROP_COMPLETE] = g_param_spec_boolean ("complete", NULL, NULL, FALSE, flags);
  /**
   * TmLedgerHand:problem:
   *
   * Why the hand cannot be scored, if it cannot (for example after an
   * option changed, or in a file edited by hand); %NULL otherwise.
   */
  hand_properties[HAND_PROP_PROBLEM] = g_param_spec_string ("problem", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, HAND_N_PROPS, hand_properties);
}

static void
tm_ledger_hand_init (TmLedgerHand *self)
{
}

TmLedgerHand *
_tm_ledger_hand_new (TmLedgerHandData *data)
{
  TmLedgerHand *self = g_object_new (TM_TYPE_LEDGER_HAND, NULL);

  self->data = g_rc_box_acquire (data);
  return self;
}

/* Gives the hand other facts.  Its score is the ledger's to set. */
void
_tm_ledger_hand_set_data (TmLedgerHand     *self,
                          TmLedgerHandData *data)
{
  g_autoptr(TmLedgerHandData) old = self->data;

  self->data = g_rc_box_acquire (data);
  if (old->dealer != data->dealer)
    g_object_notify_by_pspec (G_OBJECT (self), hand_properties[HAND_PROP_DEALER]);
  if (g_strcmp0 (old->note, data->note) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), hand_properties[HAND_PROP_NOTE]);
}

/* Takes the hand's score, or why it has none, worked out by the ledger
 * (_tm_ledger_stats_score_hand()). */
void
_tm_ledger_hand_set_score (TmLedgerHand *self,
                           TmHandScore  *score,
                           char         *problem,
                           gboolean      notify)
{
  gboolean was_complete = tm_ledger_hand_get_complete (self);
  g_autofree char *old_problem = g_steal_pointer (&self->problem);

  g_clear_pointer (&self->score, tm_hand_score_unref);
  self->score = score;
  self->problem = problem;

  if (!notify)
    return;
  if (was_complete != tm_ledger_hand_get_complete (self))
    g_object_notify_by_pspec (G_OBJECT (self), hand_properties[HAND_PROP_COMPLETE]);
  if (g_strcmp0 (old_problem, self->problem) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), hand_properties[HAND_PROP_PROBLEM]);
}

/* Puts the hand in its place in the ledger. */
void
_tm_ledger_hand_set_position (TmLedgerHand *self,
                              guint         index,
                              guint         round,
                              gboolean      notify)
{
  gboolean number_changed = self->index != index;
  gboolean round_changed = self->round != round;

  self->index = index;
  self->round = round;
  if (notify && number_changed)
    g_object_notify_by_pspec (G_OBJECT (self), hand_properties[HAND_PROP_NUMBER]);
  if (notify && round_changed)
    g_object_notify_by_pspec (G_OBJECT (self), hand_properties[HAND_PROP_ROUND]);
}

/**
 * tm_ledger_hand_get_number:
 * @self: a #TmLedgerHand
 *
 * Gets the hand's number in its ledger.
 *
 * Returns: the number from 1, or 0 for a hand no longer in a ledger
 */
guint
tm_ledger_hand_get_number (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), 0);
  return self->ledger != NULL ? self->index + 1 : 0;
}

/**
 * tm_ledger_hand_get_round:
 * @self: a #TmLedgerHand
 *
 * Gets the round the hand belongs to.  Rounds follow from the hands'
 * order: in Gitmo and Prisoner a round is one deal by each player, in the
 * other games one hand.
 *
 * Returns: the round from 1, or 0 for a hand no longer in a ledger
 */
guint
tm_ledger_hand_get_round (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), 0);
  return self->ledger != NULL ? self->round : 0;
}

/**
 * tm_ledger_hand_get_dealer:
 * @self: a #TmLedgerHand
 *
 * Gets who dealt the hand.
 *
 * Returns: the dealer's position
 */
guint
tm_ledger_hand_get_dealer (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), 0);
  return self->data->dealer;
}

/**
 * tm_ledger_hand_get_note:
 * @self: a #TmLedgerHand
 *
 * Gets the note about the hand.
 *
 * Returns: the note, perhaps empty
 */
const char *
tm_ledger_hand_get_note (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), NULL);
  return self->data->note != NULL ? self->data->note : "";
}

/**
 * tm_ledger_hand_dup_time:
 * @self: a #TmLedgerHand
 *
 * Gets when the hand was added to the score sheet.  Sheets saved before
 * format version 3 do not say.
 *
 * Returns: (transfer full) (nullable): the time, in UTC, or %NULL when
 *   it is not known
 */
GDateTime *
tm_ledger_hand_dup_time (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), NULL);

  if (self->data->time == NULL)
    return NULL;
  return g_date_time_new_from_iso8601 (self->data->time, NULL);
}

/**
 * tm_ledger_hand_dup_entry:
 * @self: a #TmLedgerHand
 * @player: a player's position
 *
 * Gets a player's breakdown of the hand, in the game's entry fields (see
 * tm_scorer_get_entry_field()).
 *
 * Returns: (transfer full) (nullable): the entry (`a{sv}`), or %NULL if
 *   the player is blank, or their entry could not be read (see
 *   tm_ledger_hand_get_problem())
 */
GVariant *
tm_ledger_hand_dup_entry (TmLedgerHand *self,
                          guint         player)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), NULL);
  g_return_val_if_fail (player < self->data->n_players, NULL);

  return self->data->entries[player] != NULL
         ? _tm_score_breakdown_dup_variant (self->data->entries[player]) : NULL;
}

/**
 * tm_ledger_hand_dup_outcome:
 * @self: a #TmLedgerHand
 *
 * Gets the hand's outcome for the whole table, for games that have one.
 *
 * Returns: (transfer full) (nullable): the outcome (`a{sv}`), or %NULL
 */
GVariant *
tm_ledger_hand_dup_outcome (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), NULL);

  return self->data->outcome != NULL ? _tm_score_breakdown_dup_variant (self->data->outcome) : NULL;
}

/**
 * tm_ledger_hand_get_complete:
 * @self: a #TmLedgerHand
 *
 * Whether the hand is filled in and scored, so that it counts.
 *
 * Returns: %TRUE if the hand counts towards the totals
 */
gboolean
tm_ledger_hand_get_complete (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), FALSE);

  return self->score != NULL && tm_hand_score_is_complete (self->score);
}

/**
 * tm_ledger_hand_get_problem:
 * @self: a #TmLedgerHand
 *
 * Gets why the hand cannot be scored.
 *
 * Returns: (nullable): the reason, or %NULL when the hand can be scored
 */
const char *
tm_ledger_hand_get_problem (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), NULL);

  return self->problem;
}

/**
 * tm_ledger_hand_get_score:
 * @self: a #TmLedgerHand
 *
 * Gets the hand's points, worked out from its entries.
 *
 * Returns: (transfer none) (nullable): the score, or %NULL when the hand
 *   cannot be scored (see tm_ledger_hand_get_problem())
 */
TmHandScore *
tm_ledger_hand_get_score (TmLedgerHand *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_HAND (self), NULL);

  return self->score;
}

