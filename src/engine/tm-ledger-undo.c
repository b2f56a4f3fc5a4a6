/* tm-ledger-undo.c: every change to a score sheet, and undoing it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each edit checks itself, then becomes a change: a hand's facts or the
 * sheet's replaced by a new snapshot, or a hand put in or taken out.  The
 * ledger applies it (tm-ledger.c) and it is kept, with what it replaced,
 * so that it can be undone and redone.
 */

#include "config.h"

#include "tm-ledger-private.h"

/* ------------------------------------------------------------------------
 * Changes and the undo history
 */

typedef enum
{
  CHANGE_HAND,
  CHANGE_INSERT,
  CHANGE_REMOVE,
  CHANGE_META,
} ChangeKind;

typedef struct
{
  ChangeKind        kind;
  TmLedgerHand     *hand;
  guint             position;
  TmLedgerHandData *old_data;
  TmLedgerHandData *new_data;
  TmLedgerMeta     *old_meta;
  TmLedgerMeta     *new_meta;
} Change;

static void
change_free (gpointer data)
{
  Change *change = data;

  g_clear_object (&change->hand);
  g_clear_pointer (&change->old_data, _tm_ledger_hand_data_release);
  g_clear_pointer (&change->new_data, _tm_ledger_hand_data_release);
  g_clear_pointer (&change->old_meta, _tm_ledger_meta_release);
  g_clear_pointer (&change->new_meta, _tm_ledger_meta_release);
  g_free (change);
}

static void
apply (TmLedger *self,
       Change   *change,
       gboolean  forward)
{
  switch (change->kind)
    {
    case CHANGE_HAND:
      _tm_ledger_set_hand_data (self, change->hand, forward ? change->new_data : change->old_data);
      break;
    case CHANGE_INSERT:
      if (forward)
        _tm_ledger_insert_hand (self, change->hand, change->position);
      else
        _tm_ledger_remove_hand_at (self, change->position);
      break;
    case CHANGE_REMOVE:
      if (forward)
        _tm_ledger_remove_hand_at (self, change->position);
      else
        _tm_ledger_insert_hand (self, change->hand, change->position);
      break;
    case CHANGE_META:
      _tm_ledger_set_meta (self, forward ? change->new_meta : change->old_meta);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Applies a new change and records it for undo. */
static void
perform (TmLedger *self,
         Change   *change)
{
  gboolean could_undo = tm_ledger_get_can_undo (self);
  gboolean could_redo = tm_ledger_get_can_redo (self);

  apply (self, change, TRUE);

  if (self->group != NULL)
    g_ptr_array_add (self->group, change);
  else
    {
      GPtrArray *step = g_ptr_array_new_with_free_func (change_free);

      g_ptr_array_add (step, change);
      g_ptr_array_add (self->undo_stack, step);
    }

  g_ptr_array_set_size (self->redo_stack, 0);
  _tm_ledger_changed (self, could_undo, could_redo);
}

static void
perform_hand (TmLedger         *self,
              TmLedgerHand     *hand,
              TmLedgerHandData *data)
{
  Change *change = g_new0 (Change, 1);

  change->kind = CHANGE_HAND;
  change->hand = g_object_ref (hand);
  change->old_data = g_rc_box_acquire (hand->data);
  change->new_data = data;
  perform (self, change);
}

static void
perform_meta (TmLedger     *self,
              TmLedgerMeta *meta)
{
  Change *change = g_new0 (Change, 1);

  change->kind = CHANGE_META;
  change->old_meta = g_rc_box_acquire (self->meta);
  change->new_meta = meta;
  perform (self, change);
}

/**
 * tm_ledger_undo:
 * @self: a #TmLedger
 *
 * Undoes the last change (or group of changes).
 *
 * Returns: %TRUE if a change was undone
 */
gboolean
tm_ledger_undo (TmLedger *self)
{
  GPtrArray *step;
  gboolean could_redo;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (self->group == NULL, FALSE);

  if (self->undo_stack->len == 0)
    return FALSE;

  could_redo = tm_ledger_get_can_redo (self);
  step = g_ptr_array_steal_index (self->undo_stack, self->undo_stack->len - 1);
  for (guint i = step->len; i > 0; i--)
    apply (self, g_ptr_array_index (step, i - 1), FALSE);
  g_ptr_array_add (self->redo_stack, step);

  _tm_ledger_changed (self, TRUE, could_redo);
  return TRUE;
}

/**
 * tm_ledger_redo:
 * @self: a #TmLedger
 *
 * Redoes the last undone change.
 *
 * Returns: %TRUE if a change was redone
 */
gboolean
tm_ledger_redo (TmLedger *self)
{
  GPtrArray *step;
  gboolean could_undo;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (self->group == NULL, FALSE);

  if (self->redo_stack->len == 0)
    return FALSE;

  could_undo = tm_ledger_get_can_undo (self);
  step = g_ptr_array_steal_index (self->redo_stack, self->redo_stack->len - 1);
  for (guint i = 0; i < step->len; i++)
    apply (self, g_ptr_array_index (step, i), TRUE);
  g_ptr_array_add (self->undo_stack, step);

  _tm_ledger_changed (self, could_undo, TRUE);
  return TRUE;
}

/**
 * tm_ledger_get_can_undo:
 * @self: a #TmLedger
 *
 * Whether there is a change to undo.
 *
 * Returns: %TRUE if tm_ledger_undo() would undo something
 */
gboolean
tm_ledger_get_can_undo (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->undo_stack->len > 0;
}

/**
 * tm_ledger_get_can_redo:
 * @self: a #TmLedger
 *
 * Whether there is an undone change to redo.
 *
 * Returns: %TRUE if tm_ledger_redo() would redo something
 */
gboolean
tm_ledger_get_can_redo (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->redo_stack->len > 0;
}

/**
 * tm_ledger_begin_group:
 * @self: a #TmLedger
 *
 * Starts a group of changes that undo and redo as one, such as filling in
 * a whole hand.  Groups nest; end each with tm_ledger_end_group().
 */
void
tm_ledger_begin_group (TmLedger *self)
{
  g_return_if_fail (TM_IS_LEDGER (self));

  if (self->group_depth++ == 0)
    self->group = g_ptr_array_new_with_free_func (change_free);
}

/**
 * tm_ledger_end_group:
 * @self: a #TmLedger
 *
 * Ends a group started by tm_ledger_begin_group().
 */
void
tm_ledger_end_group (TmLedger *self)
{
  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (self->group_depth > 0);

  if (--self->group_depth > 0)
    return;

  if (self->group->len > 0)
    {
      gboolean could_undo = tm_ledger_get_can_undo (self);

      g_ptr_array_add (self->undo_stack, g_steal_pointer (&self->group));
      _tm_ledger_notify_history (self, could_undo, tm_ledger_get_can_redo (self));
    }
  else
    g_clear_pointer (&self->group, g_ptr_array_unref);
}

/* ------------------------------------------------------------------------
 * Edits
 */

/**
 * tm_ledger_set_title:
 * @self: a #TmLedger
 * @title: the title
 *
 * Sets the title of the evening.  Undoable.
 */
void
tm_ledger_set_title (TmLedger   *self,
                     const char *title)
{
  TmLedgerMeta *meta;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (title != NULL);

  if (g_strcmp0 (self->meta->title, title) == 0)
    return;

  meta = _tm_ledger_meta_copy (self->meta);
  g_free (meta->title);
  meta->title = g_strdup (title);
  perform_meta (self, meta);
}

/**
 * tm_ledger_set_options:
 * @self: a #TmLedger
 * @values: option values (`a{sv}`) of the sheet's game; those it leaves
 *   out keep their value.  A floating reference is consumed
 *
 * Sets the game's rule options.  Every hand is scored again; a hand that
 * the new options do not allow reports a problem.  One step for Undo.
 * Values that do not fit the game's options are refused with a critical.
 */
void
tm_ledger_set_options (TmLedger *self,
                       GVariant *values)
{
  g_autoptr(GVariant) owned = values != NULL ? g_variant_ref_sink (values) : NULL;
  g_autoptr(GVariant) current = NULL;
  g_autoptr(GVariant) checked = NULL;
  g_auto(GVariantDict) merged = G_VARIANT_DICT_INIT (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  TmGame *game;
  GVariantIter iter;
  const char *id;
  GVariant *value;
  TmLedgerMeta *meta;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (values != NULL);

  game = tm_scorer_lookup_game (self->game_id);
  current = tm_ledger_dup_options (self);
  g_variant_dict_init (&merged, current);
  g_variant_iter_init (&iter, owned);
  while (g_variant_iter_next (&iter, "{&sv}", &id, &value))
    {
      g_variant_dict_insert_value (&merged, id, value);
      g_variant_unref (value);
    }

  checked = tm_game_check_options (game, g_variant_dict_end (&merged), &error);
  if (checked == NULL)
    {
      g_critical ("%s", error->message);
      return;
    }

  options = tm_game_options_to_json (game, checked);
  before = json_node_init_object (json_node_alloc (), self->meta->options);
  after = json_node_init_object (json_node_alloc (), options);
  if (json_node_equal (before, after))
    return;

  meta = _tm_ledger_meta_copy (self->meta);
  json_object_unref (meta->options);
  meta->options = g_steal_pointer (&options);
  perform_meta (self, meta);
}

/**
 * tm_ledger_set_option:
 * @self: a #TmLedger
 * @option_id: one of the game's options, such as `keep-trump`
 * @value: (nullable): its value (`b`, `i` or `mi` as the option's kind
 *   takes), or %NULL for its default.  A floating reference is consumed
 *
 * Sets one of the game's options, as tm_ledger_set_options() does.
 */
void
tm_ledger_set_option (TmLedger   *self,
                      const char *option_id,
                      GVariant   *value)
{
  g_autoptr(GVariant) owned = value != NULL ? g_variant_ref_sink (value) : NULL;
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  TmGame *game;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (option_id != NULL);

  game = tm_scorer_lookup_game (self->game_id);
  if (owned == NULL)
    {
      g_autoptr(GVariant) defaults = tm_game_check_options (game, NULL, NULL);
      g_autoptr(GVariant) fallback = g_variant_lookup_value (defaults, option_id, NULL);

      g_return_if_fail (fallback != NULL);
      g_variant_builder_add (&builder, "{sv}", option_id, fallback);
    }
  else
    g_variant_builder_add (&builder, "{sv}", option_id, owned);

  tm_ledger_set_options (self, g_variant_builder_end (&builder));
}

/**
 * tm_ledger_set_rounds:
 * @self: a #TmLedger
 * @rounds: the agreed rounds, 0 for no fixed length
 *
 * Sets the agreed number of rounds.  Undoable.
 */
void
tm_ledger_set_rounds (TmLedger *self,
                      guint     rounds)
{
  TmLedgerMeta *meta;

  g_return_if_fail (TM_IS_LEDGER (self));

  if (self->meta->rounds == rounds)
    return;

  meta = _tm_ledger_meta_copy (self->meta);
  meta->rounds = rounds;
  perform_meta (self, meta);
}

/**
 * tm_ledger_set_first_dealer:
 * @self: a #TmLedger
 * @dealer: a player's position
 *
 * Sets who deals the first hand.  Undoable.
 */
void
tm_ledger_set_first_dealer (TmLedger *self,
                            guint     dealer)
{
  TmLedgerMeta *meta;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (dealer < self->meta->n_players);

  if (self->meta->first_dealer == dealer)
    return;

  meta = _tm_ledger_meta_copy (self->meta);
  meta->first_dealer = dealer;
  perform_meta (self, meta);
}

static void
change_player (TmLedger   *self,
               guint       position,
               const char *name,
               const int  *team,
               const char *roster_id,
               gboolean    set_roster_id)
{
  TmLedgerPlayerData *current;
  TmLedgerMeta *meta;

  g_assert (position < self->meta->n_players);

  current = &self->meta->players[position];
  if ((name == NULL || g_strcmp0 (current->name, name) == 0) &&
      (team == NULL || current->team == *team) &&
      (!set_roster_id || g_strcmp0 (current->roster_id, roster_id) == 0))
    return;

  meta = _tm_ledger_meta_copy (self->meta);
  if (name != NULL)
    g_set_str (&meta->players[position].name, name);
  if (team != NULL)
    meta->players[position].team = *team;
  if (set_roster_id)
    g_set_str (&meta->players[position].roster_id, roster_id);
  perform_meta (self, meta);
}

/**
 * tm_ledger_set_player_name:
 * @self: a #TmLedger
 * @position: a player's position
 * @name: the new name
 *
 * Renames a player.  Undoable.
 */
void
tm_ledger_set_player_name (TmLedger   *self,
                           guint       position,
                           const char *name)
{
  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (position < self->meta->n_players);
  g_return_if_fail (name != NULL);

  change_player (self, position, name, NULL, NULL, FALSE);
}

/**
 * tm_ledger_set_player_team:
 * @self: a #TmLedger
 * @position: a player's position
 * @team: a team number from 0, or -1 to play alone
 *
 * Puts a player in a team.  Partners' points are added together in the
 * standings.  Undoable.
 */
void
tm_ledger_set_player_team (TmLedger *self,
                           guint     position,
                           int       team)
{
  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (position < self->meta->n_players);
  g_return_if_fail (team >= -1);

  change_player (self, position, NULL, &team, NULL, FALSE);
}

/**
 * tm_ledger_set_player_roster_id:
 * @self: a #TmLedger
 * @position: a player's position
 * @roster_id: (nullable): the id of a player in the roster, or %NULL
 *
 * Links a player to the shared roster, so that their record counts this
 * game.  Undoable.
 */
void
tm_ledger_set_player_roster_id (TmLedger   *self,
                                guint       position,
                                const char *roster_id)
{
  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (position < self->meta->n_players);

  change_player (self, position, NULL, NULL, roster_id, TRUE);
}

/**
 * tm_ledger_add_player:
 * @self: a #TmLedger
 * @name: the new player's name
 * @error: return location for a #GError in %TM_LEDGER_ERROR
 *
 * Adds a player at the end of the seating order.  Only possible before
 * the first hand.  Undoable.
 *
 * Returns: %TRUE if the player was added
 */
gboolean
tm_ledger_add_player (TmLedger    *self,
                      const char  *name,
                      GError     **error)
{
  TmLedgerMeta *meta;
  guint n;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->hand_array->len > 0)
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_PLAYERS,
                   "players can only be added before the first hand; start a new score sheet");
      return FALSE;
    }

  n = self->meta->n_players + 1;
  if (!_tm_ledger_stats_check_table (self->catalogue, self->game_id, n, "", error))
    return FALSE;

  meta = _tm_ledger_meta_copy (self->meta);
  meta->players = g_renew (TmLedgerPlayerData, meta->players, n);
  meta->players[n - 1].name = g_strdup (name);
  meta->players[n - 1].team = -1;
  meta->players[n - 1].roster_id = NULL;
  meta->n_players = n;
  perform_meta (self, meta);
  return TRUE;
}

static gboolean
check_hand (TmLedger          *self,
            TmLedgerHandData  *data,
            GError           **error)
{
  g_autoptr(TmHandScore) score = _tm_ledger_stats_score_hand (self->scorer, data, error);

  return score != NULL;
}

static void
perform_insert (TmLedger     *self,
                TmLedgerHand *hand)
{
  Change *change = g_new0 (Change, 1);

  change->kind = CHANGE_INSERT;
  change->hand = g_object_ref (hand);
  change->position = self->hand_array->len;
  perform (self, change);
}

/* The time a hand is added, as files keep it. */
static char *
now_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  return g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
}

/**
 * tm_ledger_add_hand:
 * @self: a #TmLedger
 *
 * Adds an empty hand at the end, dealt by the next dealer.  Its entries
 * are blank, so it is incomplete until they are filled in.  Undoable.
 *
 * Returns: (transfer none): the new hand
 */
TmLedgerHand *
tm_ledger_add_hand (TmLedger *self)
{
  g_autoptr(TmLedgerHandData) data = NULL;
  g_autoptr(TmLedgerHand) hand = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  data = _tm_ledger_hand_data_new (self->meta->n_players);
  data->dealer = self->next_dealer;
  data->time = now_text ();
  hand = _tm_ledger_hand_new (data);
  perform_insert (self, hand);
  return hand;
}

/**
 * tm_ledger_append_hand:
 * @self: a #TmLedger
 * @outcome: (nullable): the hand's outcome (`a{sv}`), for games that have
 *   one
 * @entries: (array) (nullable): one entry (`a{sv}`) per player, an element
 *   %NULL for a blank; %NULL if the game has no entries
 * @note: (nullable): a note
 * @error: return location for a #GError in %TM_SCORE_ERROR
 *
 * Adds a filled-in hand at the end, dealt by the next dealer, after
 * checking it against what the cards allow.  Undoable in one step.
 *
 * Returns: %TRUE if the hand was added
 */
gboolean
tm_ledger_append_hand (TmLedger          *self,
                       GVariant          *outcome,
                       GVariant * const  *entries,
                       const char        *note,
                       GError           **error)
{
  g_autoptr(TmLedgerHandData) data = NULL;
  g_autoptr(TmLedgerHand) hand = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = _tm_ledger_hand_data_new (self->meta->n_players);
  data->dealer = self->next_dealer;
  data->time = now_text ();
  data->note = g_strdup (note);
  _tm_ledger_hand_data_set_breakdown (data, self->meta->n_players, outcome);
  for (guint p = 0; entries != NULL && p < self->meta->n_players; p++)
    _tm_ledger_hand_data_set_breakdown (data, p, entries[p]);

  if (!check_hand (self, data, error))
    return FALSE;

  hand = _tm_ledger_hand_new (data);
  perform_insert (self, hand);
  return TRUE;
}

/**
 * tm_ledger_remove_hand:
 * @self: a #TmLedger
 * @hand: one of the ledger's hands
 *
 * Removes a hand.  Undoable: undo puts the same hand back in its place.
 */
void
tm_ledger_remove_hand (TmLedger     *self,
                       TmLedgerHand *hand)
{
  Change *change;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (TM_IS_LEDGER_HAND (hand));
  g_return_if_fail (hand->ledger == self);

  change = g_new0 (Change, 1);
  change->kind = CHANGE_REMOVE;
  change->hand = g_object_ref (hand);
  change->position = hand->index;
  perform (self, change);
}

/**
 * tm_ledger_set_entry:
 * @self: a #TmLedger
 * @hand: one of the ledger's hands
 * @player: a player's position
 * @entry: (nullable): the player's breakdown (`a{sv}`), or %NULL to leave
 *   it blank
 * @error: return location for a #GError in %TM_SCORE_ERROR
 *
 * Sets a player's entry after checking the hand against what the cards
 * allow; nothing changes if the check fails.  Undoable.
 *
 * Returns: %TRUE if the entry was set
 */
gboolean
tm_ledger_set_entry (TmLedger      *self,
                     TmLedgerHand  *hand,
                     guint          player,
                     GVariant      *entry,
                     GError       **error)
{
  g_autoptr(TmLedgerHandData) data = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (TM_IS_LEDGER_HAND (hand), FALSE);
  g_return_val_if_fail (hand->ledger == self, FALSE);
  g_return_val_if_fail (player < self->meta->n_players, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = _tm_ledger_hand_data_copy (hand->data);
  _tm_ledger_hand_data_set_breakdown (data, player, entry);

  if (!check_hand (self, data, error))
    return FALSE;

  perform_hand (self, hand, g_steal_pointer (&data));
  return TRUE;
}

/**
 * tm_ledger_set_outcome:
 * @self: a #TmLedger
 * @hand: one of the ledger's hands
 * @outcome: (nullable): the hand's outcome (`a{sv}`), or %NULL to leave it
 *   blank
 * @error: return location for a #GError in %TM_SCORE_ERROR
 *
 * Sets the hand's outcome, for games that have one, after checking it.
 * Undoable.
 *
 * Returns: %TRUE if the outcome was set
 */
gboolean
tm_ledger_set_outcome (TmLedger      *self,
                       TmLedgerHand  *hand,
                       GVariant      *outcome,
                       GError       **error)
{
  g_autoptr(TmLedgerHandData) data = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (TM_IS_LEDGER_HAND (hand), FALSE);
  g_return_val_if_fail (hand->ledger == self, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = _tm_ledger_hand_data_copy (hand->data);
  _tm_ledger_hand_data_set_breakdown (data, data->n_players, outcome);

  if (!check_hand (self, data, error))
    return FALSE;

  perform_hand (self, hand, g_steal_pointer (&data));
  return TRUE;
}

/**
 * tm_ledger_set_note:
 * @self: a #TmLedger
 * @hand: one of the ledger's hands
 * @note: the note, perhaps empty
 *
 * Sets the note about a hand.  Undoable.
 */
void
tm_ledger_set_note (TmLedger     *self,
                    TmLedgerHand *hand,
                    const char   *note)
{
  TmLedgerHandData *data;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (TM_IS_LEDGER_HAND (hand));
  g_return_if_fail (hand->ledger == self);
  g_return_if_fail (note != NULL);

  if (g_strcmp0 (tm_ledger_hand_get_note (hand), note) == 0)
    return;

  data = _tm_ledger_hand_data_copy (hand->data);
  g_set_str (&data->note, note);
  perform_hand (self, hand, data);
}

/**
 * tm_ledger_set_dealer:
 * @self: a #TmLedger
 * @hand: one of the ledger's hands
 * @dealer: a player's position
 *
 * Corrects who dealt a hand.  Later hands keep their dealers; the next
 * dealer follows the last hand's.  Undoable.
 */
void
tm_ledger_set_dealer (TmLedger     *self,
                      TmLedgerHand *hand,
                      guint         dealer)
{
  TmLedgerHandData *data;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (TM_IS_LEDGER_HAND (hand));
  g_return_if_fail (hand->ledger == self);
  g_return_if_fail (dealer < self->meta->n_players);

  if (hand->data->dealer == dealer)
    return;

  data = _tm_ledger_hand_data_copy (hand->data);
  data->dealer = dealer;
  perform_hand (self, hand, data);
}

