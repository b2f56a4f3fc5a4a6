/* tm-ledger.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-ledger-private.h"

/**
 * TmLedger:
 *
 * One game night's score sheet: the game and its options, the players in
 * seating order (with teams where the game has partners), and the hands.
 *
 * Hands are the facts.  Each holds every player's entry in the game's own
 * terms (see `docs/score-json.md`), an outcome for games that have one,
 * the dealer, when it was added and a note.  Points, totals, standings
 * and the winner are worked out from the hands by the game's
 * [class@Tm.Scorer], when the sheet is opened and after every change, so
 * no edit can leave a stale total.  A file keeps only the facts (see
 * `docs/ledger-format.md`).  A hand with a blank entry is incomplete: it
 * is shown, and counts for nothing until it is filled in.
 *
 * Its properties are read-only: a sheet is changed through its functions
 * (tm_ledger_set_title(), tm_ledger_set_entry() and the like), which check
 * the change and record it, so that every change can be undone and redone
 * ([property@Tm.Ledger:can-undo], [property@Tm.Ledger:can-redo]).  Each
 * emits [signal@Tm.Ledger::changed], and with
 * [property@Tm.Ledger:autosave] on, is saved at once.  Players and hands
 * are list models for the UI.
 */

G_DEFINE_FINAL_TYPE (TmLedger, tm_ledger, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_TITLE,
  PROP_ROUNDS,
  PROP_FIRST_DEALER,
  PROP_NEXT_DEALER,
  PROP_N_PLAYERS,
  PROP_N_HANDS,
  PROP_STANDINGS,
  PROP_FINISHED,
  PROP_INCOMPLETE_HANDS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_FILE,
  PROP_AUTOSAVE,
  PROP_SAVING,
  PROP_UNSAVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  SAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tm_ledger_dispose (GObject *object)
{
  TmLedger *self = (TmLedger *)object;

  if (self->hand_array != NULL)
    for (guint i = 0; i < self->hand_array->len; i++)
      ((TmLedgerHand *) g_ptr_array_index (self->hand_array, i))->ledger = NULL;

  /* The history holds hands, which point back here. */
  g_clear_pointer (&self->undo_stack, g_ptr_array_unref);
  g_clear_pointer (&self->redo_stack, g_ptr_array_unref);
  g_clear_pointer (&self->group, g_ptr_array_unref);
  g_clear_pointer (&self->hand_array, g_ptr_array_unref);
  g_clear_object (&self->hands);
  g_clear_object (&self->players);
  g_clear_object (&self->scorer);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (tm_ledger_parent_class)->dispose (object);
}

static void
tm_ledger_finalize (GObject *object)
{
  TmLedger *self = (TmLedger *)object;

  g_free (self->id);
  g_free (self->game_id);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_clear_pointer (&self->meta, _tm_ledger_meta_release);
  g_clear_pointer (&self->standings, tm_standings_unref);
  g_free (self->side_of);

  G_OBJECT_CLASS (tm_ledger_parent_class)->finalize (object);
}

static void
tm_ledger_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TmLedger *self = TM_LEDGER (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, self->game_id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, tm_ledger_get_title (self));
      break;
    case PROP_ROUNDS:
      g_value_set_uint (value, self->meta->rounds);
      break;
    case PROP_FIRST_DEALER:
      g_value_set_uint (value, self->meta->first_dealer);
      break;
    case PROP_NEXT_DEALER:
      g_value_set_uint (value, self->next_dealer);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->meta->n_players);
      break;
    case PROP_N_HANDS:
      g_value_set_uint (value, self->hand_array->len);
      break;
    case PROP_STANDINGS:
      g_value_set_boxed (value, self->standings);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished);
      break;
    case PROP_INCOMPLETE_HANDS:
      g_value_set_uint (value, self->incomplete);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->undo_stack->len > 0);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->redo_stack->len > 0);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_AUTOSAVE:
      g_value_set_boolean (value, self->autosave);
      break;
    case PROP_SAVING:
      g_value_set_boolean (value, self->saving);
      break;
    case PROP_UNSAVED:
      g_value_set_boolean (value, self->serial != self->saved_serial);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_ledger_class_init (TmLedgerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = tm_ledger_dispose;
  object_class->finalize = tm_ledger_finalize;
  object_class->get_property = tm_ledger_get_property;

  /**
   * TmLedger:game-id:
   *
   * The game the ledger scores, or `custom`.
   */
  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, ro);
  /**
   * TmLedger:title:
   *
   * A title for the evening, perhaps empty (tm_ledger_set_title()).
   */
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, "", ro);
  /**
   * TmLedger:rounds:
   *
   * The agreed number of rounds, 0 for no fixed length
   * (tm_ledger_set_rounds()).
   */
  properties[PROP_ROUNDS] = g_param_spec_uint ("rounds", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * TmLedger:first-dealer:
   *
   * The position of the player who dealt the first hand
   * (tm_ledger_set_first_dealer()).
   */
  properties[PROP_FIRST_DEALER] = g_param_spec_uint ("first-dealer", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * TmLedger:next-dealer:
   *
   * Whose deal is next, by the game's rule.
   */
  properties[PROP_NEXT_DEALER] = g_param_spec_uint ("next-dealer", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * TmLedger:n-players:
   *
   * The number of players.
   */
  properties[PROP_N_PLAYERS] = g_param_spec_uint ("n-players", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * TmLedger:n-hands:
   *
   * The number of hands.
   */
  properties[PROP_N_HANDS] = g_param_spec_uint ("n-hands", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * TmLedger:standings:
   *
   * The totals by side, worked out again after every change.
   */
  properties[PROP_STANDINGS] = g_param_spec_boxed ("standings", NULL, NULL, TM_TYPE_STANDINGS, ro);
  /**
   * TmLedger:finished:
   *
   * Whether the game is over by its own rule.
   */
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, ro);
  /**
   * TmLedger:incomplete-hands:
   *
   * How many hands have a blank entry or cannot be scored.
   */
  properties[PROP_INCOMPLETE_HANDS] =
    g_param_spec_uint ("incomplete-hands", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * TmLedger:can-undo:
   *
   * Whether there is a change to undo.
   */
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  /**
   * TmLedger:can-redo:
   *
   * Whether there is an undone change to redo.
   */
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  /**
   * TmLedger:file:
   *
   * The file the ledger is kept in, if any (tm_ledger_set_file()).
   */
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, ro);
  /**
   * TmLedger:autosave:
   *
   * Whether every change is saved to [property@Tm.Ledger:file] at once,
   * in the background (tm_ledger_set_autosave()).  Failures are reported
   * by [signal@Tm.Ledger::save-failed].
   */
  properties[PROP_AUTOSAVE] = g_param_spec_boolean ("autosave", NULL, NULL, FALSE, ro);
  /**
   * TmLedger:saving:
   *
   * Whether a save is under way.
   */
  properties[PROP_SAVING] = g_param_spec_boolean ("saving", NULL, NULL, FALSE, ro);
  /**
   * TmLedger:unsaved:
   *
   * Whether there are changes not yet written to the file.
   */
  properties[PROP_UNSAVED] = g_param_spec_boolean ("unsaved", NULL, NULL, FALSE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmLedger::changed:
   *
   * Emitted after every change to the ledger, including undo and redo,
   * once the standings have been worked out again.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TmLedger::save-failed:
   * @error: what went wrong
   *
   * Emitted when saving in the background fails.  The change stays in
   * the ledger and the next change tries again.
   */
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
tm_ledger_init (TmLedger *self)
{
  self->players = g_list_store_new (TM_TYPE_LEDGER_PLAYER);
  self->hands = g_list_store_new (TM_TYPE_LEDGER_HAND);
  self->hand_array = g_ptr_array_new_with_free_func (g_object_unref);
  self->undo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  self->redo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
}

/* ------------------------------------------------------------------------
 * Working things out again
 */

/* Scores the hand again, and tells whoever shows it. */
static void
score_hand (TmLedger     *self,
            TmLedgerHand *hand,
            gboolean      notify)
{
  g_autoptr(GError) error = NULL;
  TmHandScore *score = _tm_ledger_stats_score_hand (self->scorer, hand->data, &error);

  _tm_ledger_hand_set_score (hand, score, score == NULL ? g_strdup (error->message) : NULL,
                             notify);
}

/* Scores every hand again (on two threads for a long sheet), and tells
 * whoever shows them. */
static void
score_all_hands (TmLedger *self)
{
  guint n = self->hand_array->len;
  g_autofree TmLedgerHandData **data = g_new (TmLedgerHandData *, MAX (n, 1));
  g_autofree TmHandScore **scores = g_new (TmHandScore *, MAX (n, 1));
  g_autofree char **problems = g_new (char *, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    data[i] = ((TmLedgerHand *) g_ptr_array_index (self->hand_array, i))->data;
  _tm_ledger_stats_score_hands (self->scorer, data, n, scores, problems);
  for (guint i = 0; i < n; i++)
    _tm_ledger_hand_set_score (g_ptr_array_index (self->hand_array, i), scores[i], problems[i],
                               TRUE);
}

static void
renumber_from (TmLedger *self,
               guint     from,
               gboolean  notify)
{
  guint per_round = tm_scorer_get_hands_per_round (self->scorer);

  for (guint i = from; i < self->hand_array->len; i++)
    _tm_ledger_hand_set_position (g_ptr_array_index (self->hand_array, i), i, i / per_round + 1,
                                  notify);
}

static void
rebuild_sides (TmLedger *self)
{
  g_free (self->side_of);
  self->side_of = _tm_ledger_stats_sides (self->meta, &self->n_sides);
}

/* Works out the totals, the winner and the next dealer from the hands'
 * scores. */
static void
recompute (TmLedger *self)
{
  guint n = self->hand_array->len;
  g_autofree TmLedgerHandData **hands = g_new (TmLedgerHandData *, MAX (n, 1));
  g_autofree TmHandScore **scores = g_new (TmHandScore *, MAX (n, 1));
  TmLedgerTotals totals;

  for (guint i = 0; i < n; i++)
    {
      TmLedgerHand *hand = g_ptr_array_index (self->hand_array, i);

      hands[i] = hand->data;
      scores[i] = hand->score;
    }
  _tm_ledger_stats_total (self->scorer, self->meta, hands, scores, n, self->side_of,
                          self->n_sides, &totals);

  g_clear_pointer (&self->standings, tm_standings_unref);
  self->standings = totals.standings;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STANDINGS]);
  if (self->finished != tm_standings_is_finished (self->standings))
    {
      self->finished = tm_standings_is_finished (self->standings);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
    }
  if (self->incomplete != totals.incomplete)
    {
      self->incomplete = totals.incomplete;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INCOMPLETE_HANDS]);
    }
  if (self->next_dealer != totals.next_dealer)
    {
      self->next_dealer = totals.next_dealer;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NEXT_DEALER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* ------------------------------------------------------------------------
 * Applying changes (recorded for undo by tm-ledger-undo.c)
 */

void
_tm_ledger_set_hand_data (TmLedger         *self,
                          TmLedgerHand     *hand,
                          TmLedgerHandData *data)
{
  _tm_ledger_hand_set_data (hand, data);
  score_hand (self, hand, TRUE);
}

void
_tm_ledger_insert_hand (TmLedger     *self,
                        TmLedgerHand *hand,
                        guint         position)
{
  g_assert (position <= self->hand_array->len);

  hand->ledger = self;
  score_hand (self, hand, TRUE);
  g_ptr_array_insert (self->hand_array, position, g_object_ref (hand));
  renumber_from (self, position, TRUE);
  g_list_store_insert (self->hands, position, hand);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_HANDS]);
}

void
_tm_ledger_remove_hand_at (TmLedger *self,
                           guint     position)
{
  g_autoptr(TmLedgerHand) hand = g_object_ref (g_ptr_array_index (self->hand_array, position));

  g_ptr_array_remove_index (self->hand_array, position);
  hand->ledger = NULL;
  renumber_from (self, position, TRUE);
  g_list_store_remove (self->hands, position);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_HANDS]);
}

void
_tm_ledger_set_meta (TmLedger     *self,
                     TmLedgerMeta *meta)
{
  g_autoptr(TmLedgerMeta) old = self->meta;
  gboolean rescore = !_tm_ledger_stats_same_scoring (old, meta);

  self->meta = g_rc_box_acquire (meta);
  if (rescore)
    {
      g_autoptr(GError) error = NULL;
      TmScorer *scorer = _tm_ledger_stats_new_scorer (self->catalogue, self->game_id, meta, &error);

      /* The options were checked when they were set. */
      if (scorer == NULL)
        g_critical ("Cannot score the ledger's game: %s", error->message);
      else
        g_set_object (&self->scorer, scorer);
      g_clear_object (&scorer);
    }
  tm_scorer_set_rounds (self->scorer, meta->rounds);
  rebuild_sides (self);

  if (old->n_players != meta->n_players)
    {
      /* Players are only added or removed while there are no hands. */
      g_assert (self->hand_array->len == 0);

      for (guint p = old->n_players; p < meta->n_players; p++)
        {
          g_autoptr(TmLedgerPlayer) player = _tm_ledger_player_new (p);

          g_list_store_append (self->players, player);
        }
      if (meta->n_players < old->n_players)
        g_list_store_splice (self->players, meta->n_players, old->n_players - meta->n_players,
                             NULL, 0);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
    }

  for (guint p = 0; p < meta->n_players; p++)
    {
      g_autoptr(TmLedgerPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), p);

      _tm_ledger_player_update (player, meta->players[p].name, meta->players[p].team,
                                meta->players[p].roster_id);
    }

  if (g_strcmp0 (old->title, meta->title) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  if (old->rounds != meta->rounds)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS]);
  if (old->first_dealer != meta->first_dealer)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_DEALER]);

  /* Points may change with the options and names. */
  if (rescore)
    score_all_hands (self);
  renumber_from (self, 0, TRUE);
}

void
_tm_ledger_notify_history (TmLedger *self,
                           gboolean  could_undo,
                           gboolean  could_redo)
{
  if (could_undo != (self->undo_stack->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != (self->redo_stack->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

void
_tm_ledger_changed (TmLedger *self,
                    gboolean  could_undo,
                    gboolean  could_redo)
{
  gboolean was_unsaved = self->serial != self->saved_serial;

  self->serial++;
  recompute (self);

  _tm_ledger_notify_history (self, could_undo, could_redo);
  if (!was_unsaved)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED]);

  g_signal_emit (self, signals[CHANGED], 0);
}

/* ------------------------------------------------------------------------
 * Creating
 */

static TmLedger *
ledger_new (TmCatalogue   *catalogue,
            const char    *game_id,
            TmLedgerMeta  *meta,
            GError       **error)
{
  g_autoptr(TmLedger) self = g_object_new (TM_TYPE_LEDGER, NULL);

  self->catalogue = g_object_ref (catalogue);
  self->game_id = g_strdup (game_id);
  self->meta = g_rc_box_acquire (meta);
  self->scorer = _tm_ledger_stats_new_scorer (catalogue, game_id, meta, error);
  if (self->scorer == NULL)
    return NULL;
  rebuild_sides (self);

  for (guint p = 0; p < meta->n_players; p++)
    {
      g_autoptr(TmLedgerPlayer) player = _tm_ledger_player_new (p);

      _tm_ledger_player_update (player, meta->players[p].name, meta->players[p].team,
                                meta->players[p].roster_id);
      g_list_store_append (self->players, player);
    }

  return g_steal_pointer (&self);
}

/**
 * tm_ledger_new:
 * @catalogue: the catalogue
 * @game_id: the game to score, or `custom` for any other game
 * @player_names: (array zero-terminated=1): the players in seating order
 * @error: return location for a #GError in %TM_LEDGER_ERROR
 *
 * Creates an empty ledger.  The first player deals first; the game's
 * options are off until set with tm_ledger_set_option().
 *
 * Returns: (transfer full) (nullable): the ledger, or %NULL with @error set
 */
TmLedger *
tm_ledger_new (TmCatalogue         *catalogue,
               const char          *game_id,
               const char * const  *player_names,
               GError             **error)
{
  g_autoptr(TmLedgerMeta) meta = NULL;
  TmLedger *self;
  guint n;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (player_names != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n = g_strv_length ((char **) player_names);
  if (!_tm_ledger_stats_check_table (catalogue, game_id, n, "", error))
    return NULL;

  meta = _tm_ledger_meta_new (n);
  meta->title = g_strdup ("");
  for (guint p = 0; p < n; p++)
    {
      meta->players[p].name = g_strdup (player_names[p]);
      meta->players[p].team = -1;
    }

  self = ledger_new (catalogue, game_id, meta, error);
  if (self == NULL)
    return NULL;
  self->meta->rounds = tm_scorer_get_default_rounds (self->scorer);
  tm_scorer_set_rounds (self->scorer, self->meta->rounds);
  self->id = g_uuid_string_random ();
  self->created = g_date_time_new_now_utc ();
  recompute (self);
  return self;
}

/* ------------------------------------------------------------------------
 * Reading and writing
 */

TmLedger *
_tm_ledger_new_from_doc (TmCatalogue  *catalogue,
                         TmLedgerDoc  *doc,
                         const char   *filename,
                         GError      **error)
{
  g_autoptr(TmLedger) self = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *where = g_strdup_printf ("%s: ", filename);
  g_autofree TmHandScore **scores = NULL;
  g_autofree char **problems = NULL;

  if (!_tm_ledger_stats_check_table (catalogue, doc->game_id, doc->meta->n_players, where, error))
    return NULL;

  self = ledger_new (catalogue, doc->game_id, doc->meta, &local_error);
  if (self == NULL)
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_INVALID,
                   "%sfield “options”: %s", where, local_error->message);
      return NULL;
    }
  if (!doc->has_rounds)
    {
      self->meta->rounds = tm_scorer_get_default_rounds (self->scorer);
      tm_scorer_set_rounds (self->scorer, self->meta->rounds);
    }

  self->id = doc->id != NULL ? g_strdup (doc->id) : g_uuid_string_random ();
  self->created = doc->created != NULL ? g_date_time_ref (doc->created)
                                        : g_date_time_new_now_utc ();

  /* The doc is used up: its hands are read in place, before anything
   * shares them. */
  for (guint i = 0; i < doc->hands->len; i++)
    _tm_ledger_stats_read_breakdowns (self->scorer, g_ptr_array_index (doc->hands, i));
  scores = g_new (TmHandScore *, MAX (doc->hands->len, 1));
  problems = g_new (char *, MAX (doc->hands->len, 1));
  _tm_ledger_stats_score_hands (self->scorer, (TmLedgerHandData * const *) doc->hands->pdata,
                                doc->hands->len, scores, problems);

  hands = g_ptr_array_new_full (doc->hands->len, g_object_unref);
  for (guint i = 0; i < doc->hands->len; i++)
    {
      TmLedgerHand *hand = _tm_ledger_hand_new (g_ptr_array_index (doc->hands, i));

      hand->ledger = self;
      _tm_ledger_hand_set_score (hand, scores[i], problems[i], FALSE);
      g_ptr_array_add (hands, hand);
      g_ptr_array_add (self->hand_array, g_object_ref (hand));
    }
  g_ptr_array_set_size (doc->hands, 0);

  renumber_from (self, 0, FALSE);
  g_list_store_splice (self->hands, 0, 0, hands->pdata, hands->len);
  recompute (self);
  return g_steal_pointer (&self);
}

/**
 * tm_ledger_new_from_bytes:
 * @catalogue: the catalogue
 * @bytes: the contents of a ledger file
 * @filename: the file's name, used in error messages
 * @error: return location for a #GError in %TM_LEDGER_ERROR
 *
 * Reads a ledger, of any format version up to %TM_LEDGER_FORMAT_VERSION,
 * and scores every hand.  A file that is not JSON or is cut short fails
 * with %TM_LEDGER_ERROR_CORRUPT, one written by a newer Tablemate with
 * %TM_LEDGER_ERROR_VERSION, and a wrong field with
 * %TM_LEDGER_ERROR_INVALID naming the hand and field.  Entries that cannot
 * be scored do not fail: their hands report a problem.
 *
 * Returns: (transfer full) (nullable): the ledger, or %NULL with @error set
 */
TmLedger *
tm_ledger_new_from_bytes (TmCatalogue  *catalogue,
                          GBytes       *bytes,
                          const char   *filename,
                          GError      **error)
{
  g_autoptr(TmLedgerDoc) doc = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = _tm_ledger_doc_parse (bytes, filename, error);
  if (doc == NULL)
    return NULL;

  return _tm_ledger_new_from_doc (catalogue, doc, filename, error);
}

TmLedgerDoc *
_tm_ledger_dup_doc (TmLedger *self)
{
  TmLedgerDoc *doc = _tm_ledger_doc_new ();

  doc->id = g_strdup (self->id);
  doc->game_id = g_strdup (self->game_id);
  doc->created = g_date_time_ref (self->created);
  doc->meta = g_rc_box_acquire (self->meta);
  doc->has_rounds = TRUE;
  for (guint i = 0; i < self->hand_array->len; i++)
    {
      TmLedgerHand *hand = g_ptr_array_index (self->hand_array, i);

      g_ptr_array_add (doc->hands, g_rc_box_acquire (hand->data));
    }
  return doc;
}

/**
 * tm_ledger_to_json:
 * @self: a #TmLedger
 *
 * Builds the ledger as a JSON tree in the layout of file format version 1
 * (`docs/ledger-format.md`), which every Tablemate reads: named fields and
 * nothing worked out.  Files are written by tm_ledger_to_bytes(), in the
 * same layout under the newest version number.
 *
 * Returns: (transfer full): the root node
 */
JsonNode *
tm_ledger_to_json (TmLedger *self)
{
  g_autoptr(TmLedgerDoc) doc = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  doc = _tm_ledger_dup_doc (self);
  text = _tm_ledger_doc_write (doc, 1);
  root = json_from_string (text->str, &error);
  g_assert_no_error (error);
  return root;
}

/**
 * tm_ledger_to_bytes:
 * @self: a #TmLedger
 *
 * Writes the ledger's file contents: UTF-8 JSON, as documented in
 * `docs/ledger-format.md` (always the newest format version), compact so
 * that a long sheet opens and saves fast.
 *
 * Returns: (transfer full): the contents
 */
GBytes *
tm_ledger_to_bytes (TmLedger *self)
{
  g_autoptr(TmLedgerDoc) doc = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  doc = _tm_ledger_dup_doc (self);
  return g_string_free_to_bytes (_tm_ledger_doc_write (doc, TM_LEDGER_FORMAT_VERSION));
}

/* ------------------------------------------------------------------------
 * Getters
 */

/**
 * tm_ledger_get_id:
 * @self: a #TmLedger
 *
 * Gets the ledger's id, a random UUID given when it was created.
 *
 * Returns: the id
 */
const char *
tm_ledger_get_id (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->id;
}

/**
 * tm_ledger_get_game_id:
 * @self: a #TmLedger
 *
 * Gets the game the ledger scores.
 *
 * Returns: the game id, or `custom`
 */
const char *
tm_ledger_get_game_id (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->game_id;
}

/**
 * tm_ledger_get_catalogue:
 * @self: a #TmLedger
 *
 * Gets the catalogue the ledger reads deck counts from.
 *
 * Returns: (transfer none): the catalogue
 */
TmCatalogue *
tm_ledger_get_catalogue (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->catalogue;
}

/**
 * tm_ledger_get_scorer:
 * @self: a #TmLedger
 *
 * Gets the scorer the ledger uses, for its game, players and options.  It
 * is replaced when the players or options change.
 *
 * Returns: (transfer none): the scorer
 */
TmScorer *
tm_ledger_get_scorer (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->scorer;
}

/**
 * tm_ledger_get_title:
 * @self: a #TmLedger
 *
 * Gets the title of the evening.
 *
 * Returns: the title, perhaps empty
 */
const char *
tm_ledger_get_title (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->meta->title != NULL ? self->meta->title : "";
}

/**
 * tm_ledger_get_created:
 * @self: a #TmLedger
 *
 * Gets when the ledger was created.
 *
 * Returns: (transfer none): the time, in UTC
 */
GDateTime *
tm_ledger_get_created (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->created;
}

/**
 * tm_ledger_dup_options:
 * @self: a #TmLedger
 *
 * Gets the rule options the sheet is scored with.
 *
 * Returns: (transfer full): complete option values (`a{sv}`, see
 *   tm_game_check_options())
 */
GVariant *
tm_ledger_dup_options (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  if (self->scorer != NULL)
    return g_variant_ref (tm_scorer_get_options (self->scorer));
  return tm_game_parse_options (tm_scorer_lookup_game (self->game_id), NULL, NULL);
}

/**
 * tm_ledger_get_rounds:
 * @self: a #TmLedger
 *
 * Gets the agreed number of rounds.
 *
 * Returns: the rounds, 0 for no fixed length
 */
guint
tm_ledger_get_rounds (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  return self->meta->rounds;
}

/**
 * tm_ledger_get_first_dealer:
 * @self: a #TmLedger
 *
 * Gets who dealt, or deals, the first hand.
 *
 * Returns: the first dealer's position
 */
guint
tm_ledger_get_first_dealer (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  return self->meta->first_dealer;
}

/**
 * tm_ledger_get_next_dealer:
 * @self: a #TmLedger
 *
 * Gets whose deal is next, by the game's rule
 * (tm_scorer_next_dealer_after()): the first dealer, then in most games
 * the player to the left of the last hand's dealer; in Gitmo the next
 * player to the left who has not dealt in the round yet.
 *
 * Returns: the next dealer's position
 */
guint
tm_ledger_get_next_dealer (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  return self->next_dealer;
}

/**
 * tm_ledger_get_n_players:
 * @self: a #TmLedger
 *
 * Gets the number of players.
 *
 * Returns: the number of players
 */
guint
tm_ledger_get_n_players (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  return self->meta->n_players;
}

/**
 * tm_ledger_get_players:
 * @self: a #TmLedger
 *
 * Gets the players in seating order.
 *
 * Returns: (transfer none): a #GListModel of #TmLedgerPlayer
 */
GListModel *
tm_ledger_get_players (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return G_LIST_MODEL (self->players);
}

/**
 * tm_ledger_get_player:
 * @self: a #TmLedger
 * @position: a player's position
 *
 * Gets one player.
 *
 * Returns: (transfer none): the player
 */
TmLedgerPlayer *
tm_ledger_get_player (TmLedger *self,
                      guint     position)
{
  g_autoptr(TmLedgerPlayer) player = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  g_return_val_if_fail (position < self->meta->n_players, NULL);

  /* The store keeps its own reference. */
  player = g_list_model_get_item (G_LIST_MODEL (self->players), position);
  return player;
}

/**
 * tm_ledger_get_n_sides:
 * @self: a #TmLedger
 *
 * Gets the number of sides: teams, and players without a team.
 *
 * Returns: the number of sides
 */
guint
tm_ledger_get_n_sides (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  return self->n_sides;
}

/**
 * tm_ledger_get_side_of:
 * @self: a #TmLedger
 * @player: a player's position
 *
 * Gets the side a player scores for, as numbered in the standings.
 *
 * Returns: the side
 */
guint
tm_ledger_get_side_of (TmLedger *self,
                       guint     player)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  g_return_val_if_fail (player < self->meta->n_players, 0);
  return self->side_of[player];
}

/**
 * tm_ledger_dup_side_name:
 * @self: a #TmLedger
 * @side: a side
 *
 * Names a side: the player's name, or the partners' names joined by “&”.
 *
 * Returns: (transfer full): the name
 */
char *
tm_ledger_dup_side_name (TmLedger *self,
                         guint     side)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  g_return_val_if_fail (side < self->n_sides, NULL);

  return _tm_ledger_stats_side_name (self->meta, self->side_of, side);
}

/**
 * tm_ledger_get_hands:
 * @self: a #TmLedger
 *
 * Gets the hands in the order they were played.
 *
 * Returns: (transfer none): a #GListModel of #TmLedgerHand
 */
GListModel *
tm_ledger_get_hands (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return G_LIST_MODEL (self->hands);
}

/**
 * tm_ledger_get_n_hands:
 * @self: a #TmLedger
 *
 * Gets the number of hands.
 *
 * Returns: the number of hands
 */
guint
tm_ledger_get_n_hands (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  return self->hand_array->len;
}

/**
 * tm_ledger_get_hand:
 * @self: a #TmLedger
 * @index: the hand's index, from 0
 *
 * Gets one hand.
 *
 * Returns: (transfer none): the hand
 */
TmLedgerHand *
tm_ledger_get_hand (TmLedger *self,
                    guint     index)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  g_return_val_if_fail (index < self->hand_array->len, NULL);
  return g_ptr_array_index (self->hand_array, index);
}

/**
 * tm_ledger_get_standings:
 * @self: a #TmLedger
 *
 * Gets the totals by side, worked out from the complete hands.
 *
 * Returns: (transfer none): the standings
 */
TmStandings *
tm_ledger_get_standings (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->standings;
}

/**
 * tm_ledger_get_finished:
 * @self: a #TmLedger
 *
 * Whether the game is over by its own rule.
 *
 * Returns: %TRUE if the game is over
 */
gboolean
tm_ledger_get_finished (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->finished;
}

/**
 * tm_ledger_get_incomplete_hands:
 * @self: a #TmLedger
 *
 * Counts the hands with a blank entry or that cannot be scored.
 *
 * Returns: the number of incomplete hands
 */
guint
tm_ledger_get_incomplete_hands (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), 0);
  return self->incomplete;
}

/* ------------------------------------------------------------------------
 * The state of its file, kept by tm-ledger-io.c
 */

void
_tm_ledger_set_file (TmLedger *self,
                     GFile    *file)
{
  if (self->file == file || (self->file && file && g_file_equal (self->file, file)))
    return;

  g_set_object (&self->file, file);
  self->file_known = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

void
_tm_ledger_set_autosave (TmLedger *self,
                         gboolean  autosave)
{
  if (self->autosave == autosave)
    return;

  self->autosave = autosave;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE]);
}

void
_tm_ledger_set_saving (TmLedger *self,
                       gboolean  saving)
{
  if (self->saving == saving)
    return;

  self->saving = saving;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

void
_tm_ledger_set_saved_serial (TmLedger *self,
                             guint64   serial)
{
  gboolean was_unsaved = self->serial != self->saved_serial;

  self->saved_serial = serial;
  self->file_known = TRUE;
  if (was_unsaved != (self->serial != self->saved_serial))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED]);
}

void
_tm_ledger_emit_save_failed (TmLedger     *self,
                             const GError *error)
{
  g_signal_emit (self, signals[SAVE_FAILED], 0, error);
}
