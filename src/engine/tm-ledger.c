/* tm-ledger.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tm-json-private.h"
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
 * Every change can be undone and redone ([property@Tm.Ledger:can-undo],
 * [property@Tm.Ledger:can-redo]).  Each emits [signal@Tm.Ledger::changed],
 * and with [property@Tm.Ledger:autosave] on, is saved at once (see
 * tm-ledger-io.c).  Players and hands are list models for the UI.
 */

/**
 * TmLedgerPlayer:
 *
 * A player at the table of a [class@Tm.Ledger].  Change a player through
 * the ledger (tm_ledger_set_player_name()) so that the change can be
 * undone.
 */

/**
 * TmLedgerHand:
 *
 * One hand of a [class@Tm.Ledger].  Change a hand through the ledger
 * (tm_ledger_set_entry() and the like) so that the change can be checked
 * and undone.
 */

G_DEFINE_QUARK (tm-ledger-error-quark, tm_ledger_error)

/* ------------------------------------------------------------------------
 * Immutable snapshots, shared between the ledger and its undo history
 */

/* One hand as people entered it.  A breakdown the game's scorer cannot
 * read (a file edited by hand, say) is kept as the file's JSON in
 * @unread, so that it is written back as it was, and the hand reports
 * the problem until someone enters that breakdown again. */
typedef struct
{
  guint        n_players;
  guint        dealer;
  char        *note;
  char        *time;       /* when the hand was added, ISO 8601 UTC; or NULL */
  GVariant   **entries;    /* a{sv} each, NULL for a blank */
  GVariant    *outcome;    /* a{sv}, or NULL */
  JsonNode   **unread;     /* NULL, or n_players + 1 (the last the outcome) */

  /* The hand as files write it, made when first saved (the rest never
   * changes): a long sheet saves again after an edit at the cost of the
   * hands edited. */
  char        *json;
} HandData;

typedef struct
{
  char *name;
  int   team;
  char *roster_id;
} PlayerData;

typedef struct
{
  char       *title;
  JsonObject *options;
  guint       n_players;
  PlayerData *players;
  guint       first_dealer;
  guint       rounds;
} Meta;

static void
hand_data_clear (gpointer data)
{
  HandData *hand = data;

  for (guint i = 0; i < hand->n_players; i++)
    g_clear_pointer (&hand->entries[i], g_variant_unref);
  g_free (hand->entries);
  g_clear_pointer (&hand->outcome, g_variant_unref);
  if (hand->unread != NULL)
    for (guint i = 0; i <= hand->n_players; i++)
      g_clear_pointer (&hand->unread[i], json_node_unref);
  g_free (hand->unread);
  g_free (hand->note);
  g_free (hand->time);
  g_free (hand->json);
}

static HandData *
hand_data_new (guint n_players)
{
  HandData *hand = g_rc_box_new0 (HandData);

  hand->n_players = n_players;
  hand->entries = g_new0 (GVariant *, n_players);
  return hand;
}

static HandData *
hand_data_copy (const HandData *other)
{
  HandData *hand = hand_data_new (other->n_players);

  for (guint i = 0; i < other->n_players; i++)
    hand->entries[i] = other->entries[i] ? g_variant_ref (other->entries[i]) : NULL;
  hand->outcome = other->outcome ? g_variant_ref (other->outcome) : NULL;
  if (other->unread != NULL)
    {
      hand->unread = g_new0 (JsonNode *, other->n_players + 1);
      for (guint i = 0; i <= other->n_players; i++)
        hand->unread[i] = other->unread[i] ? json_node_ref (other->unread[i]) : NULL;
    }
  hand->note = g_strdup (other->note);
  hand->time = g_strdup (other->time);
  hand->dealer = other->dealer;
  return hand;
}

static void
hand_data_release (HandData *hand)
{
  g_rc_box_release_full (hand, hand_data_clear);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HandData, hand_data_release)

/* Replaces a breakdown (player @index, or the outcome at n_players), and
 * forgets the file's text of it, if it was kept unread. */
static void
hand_data_set_breakdown (HandData *hand,
                         guint     index,
                         GVariant *breakdown)
{
  GVariant **slot = index < hand->n_players ? &hand->entries[index] : &hand->outcome;

  g_clear_pointer (slot, g_variant_unref);
  *slot = breakdown != NULL ? g_variant_ref_sink (breakdown) : NULL;
  if (hand->unread != NULL)
    g_clear_pointer (&hand->unread[index], json_node_unref);
}

static void
meta_clear (gpointer data)
{
  Meta *meta = data;

  g_free (meta->title);
  g_clear_pointer (&meta->options, json_object_unref);
  for (guint i = 0; i < meta->n_players; i++)
    {
      g_free (meta->players[i].name);
      g_free (meta->players[i].roster_id);
    }
  g_free (meta->players);
}

static Meta *
meta_new (guint n_players)
{
  Meta *meta = g_rc_box_new0 (Meta);

  meta->n_players = n_players;
  meta->players = g_new0 (PlayerData, n_players);
  meta->options = json_object_new ();
  return meta;
}

static JsonNode *deep_copy_node (JsonNode *node);

static JsonObject *
deep_copy_object (JsonObject *object)
{
  JsonObject *copy = json_object_new ();
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &node))
    json_object_set_member (copy, member, deep_copy_node (node));

  return copy;
}

static JsonNode *
deep_copy_node (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonNode *copy = json_node_new (JSON_NODE_OBJECT);

      json_node_take_object (copy, deep_copy_object (json_node_get_object (node)));
      return copy;
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      JsonArray *copy_array = json_array_sized_new (json_array_get_length (array));
      JsonNode *copy = json_node_new (JSON_NODE_ARRAY);

      for (guint i = 0; i < json_array_get_length (array); i++)
        json_array_add_element (copy_array, deep_copy_node (json_array_get_element (array, i)));
      json_node_take_array (copy, copy_array);
      return copy;
    }

  return json_node_copy (node);
}

static Meta *
meta_copy (const Meta *other)
{
  Meta *meta = g_rc_box_new0 (Meta);

  meta->title = g_strdup (other->title);
  meta->options = deep_copy_object (other->options);
  meta->n_players = other->n_players;
  meta->players = g_new0 (PlayerData, other->n_players);
  for (guint i = 0; i < other->n_players; i++)
    {
      meta->players[i].name = g_strdup (other->players[i].name);
      meta->players[i].team = other->players[i].team;
      meta->players[i].roster_id = g_strdup (other->players[i].roster_id);
    }
  meta->first_dealer = other->first_dealer;
  meta->rounds = other->rounds;
  return meta;
}

static void
meta_release (Meta *meta)
{
  g_rc_box_release_full (meta, meta_clear);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Meta, meta_release)

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
  ChangeKind    kind;
  TmLedgerHand *hand;
  guint         position;
  HandData     *old_data;
  HandData     *new_data;
  Meta         *old_meta;
  Meta         *new_meta;
} Change;

static void
change_free (gpointer data)
{
  Change *change = data;

  g_clear_object (&change->hand);
  g_clear_pointer (&change->old_data, hand_data_release);
  g_clear_pointer (&change->new_data, hand_data_release);
  g_clear_pointer (&change->old_meta, meta_release);
  g_clear_pointer (&change->new_meta, meta_release);
  g_free (change);
}

/* ------------------------------------------------------------------------
 * TmLedgerPlayer
 */

struct _TmLedgerPlayer
{
  GObject  parent_instance;

  guint    position;
  char    *name;
  int      team;
  char    *roster_id;
};

G_DEFINE_FINAL_TYPE (TmLedgerPlayer, tm_ledger_player, G_TYPE_OBJECT)

enum {
  PLAYER_PROP_0,
  PLAYER_PROP_POSITION,
  PLAYER_PROP_NAME,
  PLAYER_PROP_TEAM,
  PLAYER_PROP_ROSTER_ID,
  PLAYER_N_PROPS
};

static GParamSpec *player_properties[PLAYER_N_PROPS];

static void
tm_ledger_player_finalize (GObject *object)
{
  TmLedgerPlayer *self = (TmLedgerPlayer *)object;

  g_free (self->name);
  g_free (self->roster_id);

  G_OBJECT_CLASS (tm_ledger_player_parent_class)->finalize (object);
}

static void
tm_ledger_player_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TmLedgerPlayer *self = TM_LEDGER_PLAYER (object);

  switch (prop_id)
    {
    case PLAYER_PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PLAYER_PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PLAYER_PROP_TEAM:
      g_value_set_int (value, self->team);
      break;
    case PLAYER_PROP_ROSTER_ID:
      g_value_set_string (value, self->roster_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_ledger_player_class_init (TmLedgerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tm_ledger_player_finalize;
  object_class->get_property = tm_ledger_player_get_property;

  /**
   * TmLedgerPlayer:position:
   *
   * The player's seat, from 0, in seating order.
   */
  player_properties[PLAYER_PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TmLedgerPlayer:name:
   *
   * The player's name.
   */
  player_properties[PLAYER_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TmLedgerPlayer:team:
   *
   * The player's team (partnership), from 0, or -1 for none.
   */
  player_properties[PLAYER_PROP_TEAM] = g_param_spec_int ("team", NULL, NULL, -1, G_MAXINT, -1, flags);
  /**
   * TmLedgerPlayer:roster-id:
   *
   * The id of the player in the shared roster, if linked.
   */
  player_properties[PLAYER_PROP_ROSTER_ID] =
    g_param_spec_string ("roster-id", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, PLAYER_N_PROPS, player_properties);
}

static void
tm_ledger_player_init (TmLedgerPlayer *self)
{
  self->team = -1;
}

static void
player_update (TmLedgerPlayer   *self,
               const PlayerData *data)
{
  if (g_set_str (&self->name, data->name))
    g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_NAME]);
  if (self->team != data->team)
    {
      self->team = data->team;
      g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_TEAM]);
    }
  if (g_set_str (&self->roster_id, data->roster_id))
    g_object_notify_by_pspec (G_OBJECT (self), player_properties[PLAYER_PROP_ROSTER_ID]);
}

/**
 * tm_ledger_player_get_position:
 * @self: a #TmLedgerPlayer
 *
 * Gets the player's seat in seating order.
 *
 * Returns: the position, from 0
 */
guint
tm_ledger_player_get_position (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), 0);
  return self->position;
}

/**
 * tm_ledger_player_get_name:
 * @self: a #TmLedgerPlayer
 *
 * Gets the player's name.
 *
 * Returns: the name
 */
const char *
tm_ledger_player_get_name (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), NULL);
  return self->name;
}

/**
 * tm_ledger_player_get_team:
 * @self: a #TmLedgerPlayer
 *
 * Gets the player's team.
 *
 * Returns: the team from 0, or -1 when the player plays alone
 */
int
tm_ledger_player_get_team (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), -1);
  return self->team;
}

/**
 * tm_ledger_player_get_roster_id:
 * @self: a #TmLedgerPlayer
 *
 * Gets the id of the player in the shared roster.
 *
 * Returns: (nullable): the roster id, or %NULL if not linked
 */
const char *
tm_ledger_player_get_roster_id (TmLedgerPlayer *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_PLAYER (self), NULL);
  return self->roster_id;
}

/* ------------------------------------------------------------------------
 * TmLedgerHand
 */

struct _TmLedgerHand
{
  GObject      parent_instance;

  TmLedger    *ledger;       /* unowned; NULL once removed */
  HandData    *data;
  guint        index;
  guint        round;

  /* Worked out by the ledger from @data whenever it or the scoring
   * changes (score_hand()). */
  TmHandScore *score;
  char        *problem;
};

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

  g_clear_pointer (&self->data, hand_data_release);
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

static TmLedgerHand *
hand_new (TmLedger *ledger,
          HandData *data)
{
  TmLedgerHand *self = g_object_new (TM_TYPE_LEDGER_HAND, NULL);

  self->ledger = ledger;
  self->data = g_rc_box_acquire (data);
  return self;
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

  return self->data->entries[player] != NULL ? g_variant_ref (self->data->entries[player]) : NULL;
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

  return self->data->outcome != NULL ? g_variant_ref (self->data->outcome) : NULL;
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

/* ------------------------------------------------------------------------
 * TmLedger
 */

struct _TmLedger
{
  GObject       parent_instance;

  TmCatalogue  *catalogue;
  char         *id;
  char         *game_id;
  GDateTime    *created;
  Meta         *meta;
  TmScorer     *scorer;
  guint        *side_of;
  guint         n_sides;

  GListStore   *players;       /* TmLedgerPlayer */
  GListStore   *hands;         /* TmLedgerHand */
  GPtrArray    *hand_array;    /* the same hands, for quick access */

  TmStandings  *standings;
  gboolean      finished;
  guint         incomplete;
  guint         next_dealer;

  GPtrArray    *undo_stack;    /* GPtrArray of Change */
  GPtrArray    *redo_stack;
  GPtrArray    *group;
  guint         group_depth;

  GFile        *file;
  gboolean      file_known;
  gboolean      autosave;
  gboolean      saving;
  gboolean      save_pending;
  guint64       serial;
  guint64       saved_serial;
};

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
  g_clear_pointer (&self->meta, meta_release);
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
      g_value_set_boxed (value, tm_ledger_get_standings (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, tm_ledger_get_finished (self));
      break;
    case PROP_INCOMPLETE_HANDS:
      g_value_set_uint (value, tm_ledger_get_incomplete_hands (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tm_ledger_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tm_ledger_get_can_redo (self));
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
      g_value_set_boolean (value, tm_ledger_get_unsaved (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_ledger_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TmLedger *self = TM_LEDGER (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      tm_ledger_set_title (self, g_value_get_string (value));
      break;
    case PROP_ROUNDS:
      tm_ledger_set_rounds (self, g_value_get_uint (value));
      break;
    case PROP_FIRST_DEALER:
      tm_ledger_set_first_dealer (self, g_value_get_uint (value));
      break;
    case PROP_FILE:
      tm_ledger_set_file (self, g_value_get_object (value));
      break;
    case PROP_AUTOSAVE:
      tm_ledger_set_autosave (self, g_value_get_boolean (value));
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
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = tm_ledger_dispose;
  object_class->finalize = tm_ledger_finalize;
  object_class->get_property = tm_ledger_get_property;
  object_class->set_property = tm_ledger_set_property;

  /**
   * TmLedger:game-id:
   *
   * The game the ledger scores, or `custom`.
   */
  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, ro);
  /**
   * TmLedger:title:
   *
   * A title for the evening, perhaps empty.
   */
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, "", rw);
  /**
   * TmLedger:rounds:
   *
   * The agreed number of rounds, 0 for no fixed length.
   */
  properties[PROP_ROUNDS] = g_param_spec_uint ("rounds", NULL, NULL, 0, G_MAXUINT, 0, rw);
  /**
   * TmLedger:first-dealer:
   *
   * The position of the player who dealt the first hand.
   */
  properties[PROP_FIRST_DEALER] = g_param_spec_uint ("first-dealer", NULL, NULL, 0, G_MAXUINT, 0, rw);
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
   * The file the ledger is kept in, if any.
   */
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, rw);
  /**
   * TmLedger:autosave:
   *
   * Whether every change is saved to [property@Tm.Ledger:file] at once,
   * in the background.  Failures are reported by
   * [signal@Tm.Ledger::save-failed].
   */
  properties[PROP_AUTOSAVE] = g_param_spec_boolean ("autosave", NULL, NULL, FALSE, rw);
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

/* Fails with why the scorer cannot read a breakdown kept as the file's
 * JSON. */
static gboolean
check_unread (TmScorer  *scorer,
              HandData  *data,
              GError   **error)
{
  for (guint i = 0; data->unread != NULL && i <= data->n_players; i++)
    {
      g_autoptr(GVariant) typed = NULL;

      if (data->unread[i] == NULL)
        continue;

      typed = i < data->n_players
              ? tm_scorer_entry_from_json (scorer, data->unread[i], i, error)
              : tm_scorer_outcome_from_json (scorer, data->unread[i], error);
      if (typed == NULL)
        return FALSE;
    }

  return TRUE;
}

/* Scores a hand from its entries, which are the facts. */
static TmHandScore *
score_hand_data (TmScorer  *scorer,
                 HandData  *data,
                 GError   **error)
{
  if (!check_unread (scorer, data, error))
    return NULL;

  return tm_scorer_score_hand (scorer, data->outcome, data->entries, error);
}

/* Scores the hand again, and tells whoever shows it. */
static void
score_hand (TmLedger     *self,
            TmLedgerHand *hand,
            gboolean      notify)
{
  gboolean was_complete = tm_ledger_hand_get_complete (hand);
  g_autofree char *old_problem = g_steal_pointer (&hand->problem);
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&hand->score, tm_hand_score_unref);
  hand->score = score_hand_data (self->scorer, hand->data, &error);
  if (hand->score == NULL)
    hand->problem = g_strdup (error->message);

  if (!notify)
    return;
  if (was_complete != tm_ledger_hand_get_complete (hand))
    g_object_notify_by_pspec (G_OBJECT (hand), hand_properties[HAND_PROP_COMPLETE]);
  if (g_strcmp0 (old_problem, hand->problem) != 0)
    g_object_notify_by_pspec (G_OBJECT (hand), hand_properties[HAND_PROP_PROBLEM]);
}

static void
rebuild_sides (TmLedger *self)
{
  guint n = self->meta->n_players;

  g_free (self->side_of);
  self->side_of = g_new0 (guint, n);
  self->n_sides = 0;

  /* A side is a team, in order of its first player, or a lone player. */
  for (guint p = 0; p < n; p++)
    {
      int team = self->meta->players[p].team;
      gboolean found = FALSE;

      if (team >= 0)
        for (guint q = 0; q < p; q++)
          if (self->meta->players[q].team == team)
            {
              self->side_of[p] = self->side_of[q];
              found = TRUE;
              break;
            }

      if (!found)
        self->side_of[p] = self->n_sides++;
    }
}

/* Whether two sets of facts about the table score every hand the same:
 * the same players' names (which the scorer's messages use) and options.
 * Titles, teams, rounds and dealers give no hand other points. */
static gboolean
same_scoring (const Meta *a,
              const Meta *b)
{
  g_autoptr(JsonNode) options_a = NULL;
  g_autoptr(JsonNode) options_b = NULL;

  if (a->n_players != b->n_players)
    return FALSE;
  for (guint p = 0; p < a->n_players; p++)
    if (g_strcmp0 (a->players[p].name, b->players[p].name) != 0)
      return FALSE;

  options_a = json_node_init_object (json_node_alloc (), a->options);
  options_b = json_node_init_object (json_node_alloc (), b->options);
  return json_node_equal (options_a, options_b);
}

/* Makes the scorer for the players and options of self->meta. */
static gboolean
rebuild_scorer (TmLedger  *self,
                GError   **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GVariant) options = NULL;
  TmScorer *scorer;

  for (guint p = 0; p < self->meta->n_players; p++)
    g_strv_builder_add (builder, self->meta->players[p].name);
  names = g_strv_builder_end (builder);

  options = tm_game_parse_options (tm_scorer_lookup_game (self->game_id),
                                   self->meta->options, error);
  scorer = options == NULL ? NULL
           : tm_scorer_new (self->catalogue, self->game_id, (const char * const *) names,
                            options, error);
  if (scorer == NULL)
    return FALSE;

  g_clear_object (&self->scorer);
  self->scorer = scorer;
  tm_scorer_set_rounds (self->scorer, self->meta->rounds);
  return TRUE;
}

static void
renumber_from (TmLedger *self,
               guint     from,
               gboolean  notify)
{
  guint per_round = tm_scorer_get_hands_per_round (self->scorer);

  for (guint i = from; i < self->hand_array->len; i++)
    {
      TmLedgerHand *hand = g_ptr_array_index (self->hand_array, i);
      guint round = i / per_round + 1;
      gboolean number_changed = hand->index != i;
      gboolean round_changed = hand->round != round;

      hand->index = i;
      hand->round = round;
      if (notify && number_changed)
        g_object_notify_by_pspec (G_OBJECT (hand), hand_properties[HAND_PROP_NUMBER]);
      if (notify && round_changed)
        g_object_notify_by_pspec (G_OBJECT (hand), hand_properties[HAND_PROP_ROUND]);
    }
}

/* Works out the totals, the winner and the next dealer from the hands'
 * scores. */
static void
recompute (TmLedger *self)
{
  g_autoptr(GPtrArray) scores = g_ptr_array_sized_new (self->hand_array->len);
  g_autofree guint *dealers = g_new (guint, MAX (self->hand_array->len, 1));
  guint incomplete = 0;
  guint next_dealer;

  for (guint i = 0; i < self->hand_array->len; i++)
    {
      TmLedgerHand *hand = g_ptr_array_index (self->hand_array, i);

      if (hand->score != NULL)
        g_ptr_array_add (scores, hand->score);
      if (!tm_ledger_hand_get_complete (hand))
        incomplete++;
      dealers[i] = hand->data->dealer;
    }

  g_clear_pointer (&self->standings, tm_standings_unref);
  self->standings = tm_scorer_decide (self->scorer, (TmHandScore **) scores->pdata, scores->len,
                                      self->side_of, self->n_sides);
  next_dealer = tm_scorer_next_dealer_after (self->scorer, dealers, self->hand_array->len,
                                             self->meta->first_dealer);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STANDINGS]);
  if (self->finished != tm_standings_is_finished (self->standings))
    {
      self->finished = tm_standings_is_finished (self->standings);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
    }
  if (self->incomplete != incomplete)
    {
      self->incomplete = incomplete;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INCOMPLETE_HANDS]);
    }
  if (self->next_dealer != next_dealer)
    {
      self->next_dealer = next_dealer;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NEXT_DEALER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* ------------------------------------------------------------------------
 * Applying changes
 */

static void
set_hand_data (TmLedger     *self,
               TmLedgerHand *hand,
               HandData     *data)
{
  g_autoptr(HandData) old = hand->data;

  hand->data = g_rc_box_acquire (data);
  score_hand (self, hand, TRUE);

  if (old->dealer != data->dealer)
    g_object_notify_by_pspec (G_OBJECT (hand), hand_properties[HAND_PROP_DEALER]);
  if (g_strcmp0 (old->note, data->note) != 0)
    g_object_notify_by_pspec (G_OBJECT (hand), hand_properties[HAND_PROP_NOTE]);
}

static void
insert_hand (TmLedger     *self,
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

static void
remove_hand_at (TmLedger *self,
                guint     position)
{
  g_autoptr(TmLedgerHand) hand = g_object_ref (g_ptr_array_index (self->hand_array, position));

  g_ptr_array_remove_index (self->hand_array, position);
  hand->ledger = NULL;
  renumber_from (self, position, TRUE);
  g_list_store_remove (self->hands, position);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_HANDS]);
}

static void
set_meta (TmLedger *self,
          Meta     *meta)
{
  g_autoptr(Meta) old = self->meta;
  gboolean rescore = !same_scoring (old, meta);

  self->meta = g_rc_box_acquire (meta);
  if (rescore)
    {
      g_autoptr(GError) error = NULL;

      /* The options were checked when they were set. */
      if (!rebuild_scorer (self, &error))
        g_critical ("Cannot score the ledger's game: %s", error->message);
    }
  else
    tm_scorer_set_rounds (self->scorer, meta->rounds);
  rebuild_sides (self);

  if (old->n_players != meta->n_players)
    {
      /* Players are only added or removed while there are no hands. */
      g_assert (self->hand_array->len == 0);

      for (guint p = old->n_players; p < meta->n_players; p++)
        {
          g_autoptr(TmLedgerPlayer) player = g_object_new (TM_TYPE_LEDGER_PLAYER, NULL);

          player->position = p;
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

      player_update (player, &meta->players[p]);
    }

  if (g_strcmp0 (old->title, meta->title) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  if (old->rounds != meta->rounds)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS]);
  if (old->first_dealer != meta->first_dealer)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_DEALER]);

  /* Points may change with the options and names. */
  if (rescore)
    for (guint i = 0; i < self->hand_array->len; i++)
      score_hand (self, g_ptr_array_index (self->hand_array, i), TRUE);
  renumber_from (self, 0, TRUE);
}

static void
apply (TmLedger *self,
       Change   *change,
       gboolean  forward)
{
  switch (change->kind)
    {
    case CHANGE_HAND:
      set_hand_data (self, change->hand, forward ? change->new_data : change->old_data);
      break;
    case CHANGE_INSERT:
      if (forward)
        insert_hand (self, change->hand, change->position);
      else
        remove_hand_at (self, change->position);
      break;
    case CHANGE_REMOVE:
      if (forward)
        remove_hand_at (self, change->position);
      else
        insert_hand (self, change->hand, change->position);
      break;
    case CHANGE_META:
      set_meta (self, forward ? change->new_meta : change->old_meta);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Called after every change, with whether undo and redo were possible
 * before it. */
static void
changed (TmLedger *self,
         gboolean  could_undo,
         gboolean  could_redo)
{
  gboolean was_unsaved = tm_ledger_get_unsaved (self);

  self->serial++;
  recompute (self);

  if (could_undo != tm_ledger_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != tm_ledger_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (was_unsaved != tm_ledger_get_unsaved (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED]);

  g_signal_emit (self, signals[CHANGED], 0);

  if (self->autosave && self->file != NULL)
    _tm_ledger_autosave (self);
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
  changed (self, could_undo, could_redo);
}

static void
perform_hand (TmLedger     *self,
              TmLedgerHand *hand,
              HandData     *data)
{
  Change *change = g_new0 (Change, 1);

  change->kind = CHANGE_HAND;
  change->hand = g_object_ref (hand);
  change->old_data = g_rc_box_acquire (hand->data);
  change->new_data = data;
  perform (self, change);
}

static void
perform_meta (TmLedger *self,
              Meta     *meta)
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

  changed (self, TRUE, could_redo);
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

  changed (self, could_undo, TRUE);
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
      if (!could_undo)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  else
    g_clear_pointer (&self->group, g_ptr_array_unref);
}

/* ------------------------------------------------------------------------
 * Creating
 */

static TmLedger *
ledger_new (TmCatalogue  *catalogue,
            const char   *game_id,
            Meta         *meta,
            GError      **error)
{
  g_autoptr(TmLedger) self = g_object_new (TM_TYPE_LEDGER, NULL);

  self->catalogue = g_object_ref (catalogue);
  self->game_id = g_strdup (game_id);
  self->meta = g_rc_box_acquire (meta);
  if (!rebuild_scorer (self, error))
    return NULL;
  rebuild_sides (self);

  for (guint p = 0; p < meta->n_players; p++)
    {
      g_autoptr(TmLedgerPlayer) player = g_object_new (TM_TYPE_LEDGER_PLAYER, NULL);

      player->position = p;
      player_update (player, &meta->players[p]);
      g_list_store_append (self->players, player);
    }

  return g_steal_pointer (&self);
}

static gboolean
check_game_and_players (TmCatalogue  *catalogue,
                        const char   *game_id,
                        guint         n_players,
                        const char   *where,
                        GError      **error)
{
  TmGame *game;

  if (!tm_score_has_game (game_id))
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_INVALID,
                   "%s“%s” is not a game Tablemate can score", where, game_id);
      return FALSE;
    }

  game = tm_catalogue_lookup_game (catalogue, game_id);
  if (n_players == 0 ||
      (game != NULL && n_players > tm_game_get_max_players (game)))
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_PLAYERS,
                   "%s%s is played by up to %u players, not %u", where,
                   game != NULL ? tm_game_get_name (game) : game_id,
                   game != NULL ? tm_game_get_max_players (game) : G_MAXUINT, n_players);
      return FALSE;
    }

  return TRUE;
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
  g_autoptr(Meta) meta = NULL;
  TmLedger *self;
  guint n;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (player_names != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n = g_strv_length ((char **) player_names);
  if (!check_game_and_players (catalogue, game_id, n, "", error))
    return NULL;

  meta = meta_new (n);
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
 * Reading and writing JSON
 */

static void
append_string (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      switch (*c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if ((guchar) *c < 0x20)
            g_string_append_printf (out, "\\u%04x", (guchar) *c);
          else
            g_string_append_c (out, *c);
        }
    }
  g_string_append_c (out, '"');
}

/* A breakdown's value as JSON: numbers, flags, texts, lists and
 * dictionaries (tm_score_breakdown_to_json() writes the same, through a
 * tree of nodes that a long sheet cannot afford). */
static void
append_variant (GString  *out,
                GVariant *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr(GVariant) inner = g_variant_get_variant (value);

      append_variant (out, inner);
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    g_string_append_printf (out, "%" G_GINT64_FORMAT, g_variant_get_int64 (value));
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    g_string_append (out, g_variant_get_boolean (value) ? "true" : "false");
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    append_string (out, g_variant_get_string (value, NULL));
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT))
    {
      GVariantIter iter;
      const char *member;
      GVariant *child;
      gboolean first = TRUE;

      g_string_append_c (out, '{');
      g_variant_iter_init (&iter, value);
      while (g_variant_iter_next (&iter, "{&sv}", &member, &child))
        {
          if (!first)
            g_string_append_c (out, ',');
          first = FALSE;
          append_string (out, member);
          g_string_append_c (out, ':');
          append_variant (out, child);
          g_variant_unref (child);
        }
      g_string_append_c (out, '}');
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_ARRAY))
    {
      gsize n = g_variant_n_children (value);

      g_string_append_c (out, '[');
      for (gsize i = 0; i < n; i++)
        {
          g_autoptr(GVariant) child = g_variant_get_child_value (value, i);

          if (i > 0)
            g_string_append_c (out, ',');
          append_variant (out, child);
        }
      g_string_append_c (out, ']');
    }
  else
    {
      g_critical ("a breakdown cannot hold a value of type %s", g_variant_get_type_string (value));
      g_string_append (out, "null");
    }
}

static void
append_node (GString  *out,
             JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  g_string_append (out, text);
}

/* A hand's breakdown (player @index, or the outcome at n_players) as the
 * file gives it. */
static void
append_breakdown (GString  *out,
                  HandData *data,
                  guint     index)
{
  GVariant *typed = index < data->n_players ? data->entries[index] : data->outcome;

  if (data->unread != NULL && data->unread[index] != NULL)
    append_node (out, data->unread[index]);
  else if (typed != NULL)
    append_variant (out, typed);
  else
    g_string_append (out, "null");
}

static gboolean
has_outcome (HandData *data)
{
  return data->outcome != NULL || (data->unread != NULL && data->unread[data->n_players] != NULL);
}

/* One hand: {"dealer", "time", "note", "outcome", "entries"}, leaving out
 * what it does not have. */
static const char *
hand_json (HandData *data)
{
  GString *out;
  char *json;

  json = g_atomic_pointer_get (&data->json);
  if (json != NULL)
    return json;

  out = g_string_sized_new (128);
  g_string_append_printf (out, "{\"dealer\":%u", data->dealer);
  if (data->time != NULL)
    {
      g_string_append (out, ",\"time\":");
      append_string (out, data->time);
    }
  if (data->note != NULL && data->note[0] != '\0')
    {
      g_string_append (out, ",\"note\":");
      append_string (out, data->note);
    }
  if (has_outcome (data))
    {
      g_string_append (out, ",\"outcome\":");
      append_breakdown (out, data, data->n_players);
    }
  g_string_append (out, ",\"entries\":[");
  for (guint p = 0; p < data->n_players; p++)
    {
      if (p > 0)
        g_string_append_c (out, ',');
      append_breakdown (out, data, p);
    }
  g_string_append (out, "]}");

  json = g_string_free (out, FALSE);
  if (!g_atomic_pointer_compare_and_exchange (&data->json, NULL, json))
    {
      g_free (json);
      json = g_atomic_pointer_get (&data->json);
    }
  return json;
}

/* The sheet but its hands, as files of @version (1 or 3: the same
 * layout) hold it. */
static JsonObject *
header_to_json (TmLedger *self,
                int       version)
{
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_sized_new (self->meta->n_players);
  g_autofree char *created = g_date_time_format_iso8601 (self->created);

  json_object_set_int_member (root, "version", version);
  json_object_set_string_member (root, "id", self->id);
  json_object_set_string_member (root, "game", self->game_id);
  json_object_set_string_member (root, "title", tm_ledger_get_title (self));
  json_object_set_string_member (root, "created", created);
  json_object_set_object_member (root, "options", json_object_ref (self->meta->options));
  json_object_set_int_member (root, "rounds", self->meta->rounds);
  json_object_set_int_member (root, "first_dealer", self->meta->first_dealer);

  for (guint p = 0; p < self->meta->n_players; p++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", self->meta->players[p].name);
      if (self->meta->players[p].team >= 0)
        json_object_set_int_member (player, "team", self->meta->players[p].team);
      if (self->meta->players[p].roster_id != NULL)
        json_object_set_string_member (player, "roster_id", self->meta->players[p].roster_id);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (root, "players", players);
  return root;
}

/* The whole sheet: the header through json-glib, without its closing
 * brace, then the hands. */
static GString *
ledger_to_text (TmLedger *self,
                int       version)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) header = NULL;
  GString *out = g_string_sized_new (256 + 256 * self->hand_array->len);

  header = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (header, header_to_json (self, version));
  json_generator_set_root (generator, header);
  json_generator_to_gstring (generator, out);
  g_assert (out->len > 0 && out->str[out->len - 1] == '}');
  g_string_truncate (out, out->len - 1);

  g_string_append (out, ",\"hands\":[");
  for (guint i = 0; i < self->hand_array->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, hand_json (((TmLedgerHand *) g_ptr_array_index (self->hand_array, i))->data));
    }
  g_string_append (out, "]}");
  return out;
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
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  text = ledger_to_text (self, 1);
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
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  return g_string_free_to_bytes (ledger_to_text (self, TM_LEDGER_FORMAT_VERSION));
}

struct _TmLedgerDoc
{
  JsonNode   *root;
  char       *id;
  char       *game_id;
  GDateTime  *created;
  Meta       *meta;
  gboolean    has_rounds;
  GPtrArray  *hands;     /* HandData, every breakdown still in @unread */
};

void
_tm_ledger_doc_free (TmLedgerDoc *doc)
{
  g_clear_pointer (&doc->root, json_node_unref);
  g_free (doc->id);
  g_free (doc->game_id);
  g_clear_pointer (&doc->created, g_date_time_unref);
  g_clear_pointer (&doc->meta, meta_release);
  g_clear_pointer (&doc->hands, g_ptr_array_unref);
  g_free (doc);
}

static gboolean
invalid (GError     **error,
         const char  *filename,
         const char  *format,
         ...) G_GNUC_PRINTF (3, 4);

static gboolean
invalid (GError     **error,
         const char  *filename,
         const char  *format,
         ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_INVALID, "%s: %s", filename, what);
  return FALSE;
}

static gboolean
read_player (JsonNode    *node,
             PlayerData  *player,
             const char  *filename,
             guint        position,
             GError     **error)
{
  JsonObject *object;
  const char *name;
  gint64 team = -1;

  if (!JSON_NODE_HOLDS_OBJECT (node) ||
      (name = tm_json_member_string (object = json_node_get_object (node), "name")) == NULL)
    return invalid (error, filename, "player %u: field “name” is a required string",
                    position + 1);

  if (json_object_has_member (object, "team") &&
      (!tm_json_member_int (object, "team", &team) || team < 0 || team > 1000))
    return invalid (error, filename, "player %u: field “team”: must be a team number from 0",
                    position + 1);

  player->name = g_strdup (name);
  player->team = (int) team;
  player->roster_id = g_strdup (tm_json_member_string (object, "roster_id"));
  return TRUE;
}

/* The parts of a hand, wherever the file's version keeps them. */
typedef struct
{
  JsonNode *dealer;
  JsonNode *time;
  JsonNode *note;
  JsonNode *outcome;
  JsonNode *entries;
} HandParts;

static gboolean
read_hand_parts (HandParts   *parts,
                 HandData    *data,
                 const char  *filename,
                 guint        number,
                 GError     **error)
{
  guint n_players = data->n_players;
  gint64 dealer = -1;
  JsonArray *entries;

  if (parts->dealer != NULL && JSON_NODE_HOLDS_VALUE (parts->dealer) &&
      json_node_get_value_type (parts->dealer) == G_TYPE_INT64)
    dealer = json_node_get_int (parts->dealer);
  if (dealer < 0 || dealer >= n_players)
    return invalid (error, filename,
                    "hand %u: field “dealer”: must be a player's position from 0 to %u",
                    number, n_players - 1);
  data->dealer = (guint) dealer;

  if (parts->note != NULL && !JSON_NODE_HOLDS_NULL (parts->note))
    {
      if (!JSON_NODE_HOLDS_VALUE (parts->note) ||
          json_node_get_value_type (parts->note) != G_TYPE_STRING)
        return invalid (error, filename, "hand %u: field “note”: must be a string", number);
      data->note = g_strdup (json_node_get_string (parts->note));
    }

  if (parts->time != NULL)
    {
      g_autoptr(GDateTime) time = NULL;

      if (JSON_NODE_HOLDS_VALUE (parts->time) &&
          json_node_get_value_type (parts->time) == G_TYPE_STRING)
        time = g_date_time_new_from_iso8601 (json_node_get_string (parts->time), NULL);
      if (time == NULL)
        return invalid (error, filename, "hand %u: field “time”: must be a date and time "
                        "(ISO 8601)", number);
      data->time = g_strdup (json_node_get_string (parts->time));
    }

  data->unread = g_new0 (JsonNode *, n_players + 1);
  if (parts->outcome != NULL && !JSON_NODE_HOLDS_NULL (parts->outcome))
    {
      if (!JSON_NODE_HOLDS_OBJECT (parts->outcome))
        return invalid (error, filename, "hand %u: field “outcome”: must be an object or null",
                        number);
      data->unread[n_players] = json_node_ref (parts->outcome);
    }

  entries = parts->entries != NULL && JSON_NODE_HOLDS_ARRAY (parts->entries)
            ? json_node_get_array (parts->entries) : NULL;
  if (entries == NULL || json_array_get_length (entries) != n_players)
    return invalid (error, filename,
                    "hand %u: field “entries”: must list one entry (or null) for each of "
                    "the %u players", number, n_players);

  for (guint p = 0; p < n_players; p++)
    {
      JsonNode *entry = json_array_get_element (entries, p);

      if (JSON_NODE_HOLDS_OBJECT (entry))
        data->unread[p] = json_node_ref (entry);
      else if (!JSON_NODE_HOLDS_NULL (entry))
        return invalid (error, filename,
                        "hand %u: entry %u: must be an object, or null for a blank",
                        number, p + 1);
    }

  return TRUE;
}

/* A hand of version 1 or 3: {"dealer", "time", "note", "outcome",
 * "entries"}. */
static gboolean
read_hand (JsonNode    *node,
           HandData    *data,
           const char  *filename,
           guint        number,
           GError     **error)
{
  JsonObject *object;
  HandParts parts;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, filename, "hand %u: must be an object", number);

  object = json_node_get_object (node);
  parts = (HandParts) {
    .dealer = json_object_get_member (object, "dealer"),
    .time = json_object_get_member (object, "time"),
    .note = json_object_get_member (object, "note"),
    .outcome = json_object_get_member (object, "outcome"),
    .entries = json_object_get_member (object, "entries"),
  };
  return read_hand_parts (&parts, data, filename, number, error);
}

/* A hand of version 2: [dealer, points, check, entries, outcome, note].
 * The points and the check were a cache of what the entries add up to:
 * they are not read, whatever they say. */
static gboolean
read_hand_v2 (JsonNode    *node,
              HandData    *data,
              const char  *filename,
              guint        number,
              GError     **error)
{
  JsonArray *array;
  guint n;
  HandParts parts;

  if (!JSON_NODE_HOLDS_ARRAY (node) || (n = json_array_get_length (array = json_node_get_array (node))) < 4)
    return invalid (error, filename,
                    "hand %u: must be a list: [dealer, points, check, entries, outcome, note]",
                    number);
  if (n > 6)
    return invalid (error, filename,
                    "hand %u: has more than dealer, points, check, entries, outcome and note",
                    number);

  parts = (HandParts) {
    .dealer = json_array_get_element (array, 0),
    .entries = json_array_get_element (array, 3),
    .outcome = n > 4 ? json_array_get_element (array, 4) : NULL,
    .note = n > 5 ? json_array_get_element (array, 5) : NULL,
  };
  return read_hand_parts (&parts, data, filename, number, error);
}

/* json-glib says "<data>:LINE:COLUMN: Parse error: WHAT"; files say "line
 * LINE, column COLUMN: WHAT". */
static char *
describe_parse_error (const char *message)
{
  guint line, column;
  int end = 0;

  if (sscanf (message, "<data>:%u:%u: %n", &line, &column, &end) == 2 && end > 0)
    {
      const char *what = message + end;

      if (g_str_has_prefix (what, "Parse error: "))
        what += strlen ("Parse error: ");
      return g_strdup_printf ("line %u, column %u: %s", line, column, what);
    }

  return g_strdup (message);
}

/* Reads a file's contents into its facts, checking every field: the
 * part of opening a sheet that needs no scorer, so that it can run in a
 * thread. */
TmLedgerDoc *
_tm_ledger_parse (GBytes      *bytes,
                  const char  *filename,
                  GError     **error)
{
  g_autoptr(TmLedgerDoc) doc = g_new0 (TmLedgerDoc, 1);
  g_autoptr(GError) local_error = NULL;
  JsonObject *root, *options;
  JsonArray *players, *hands;
  const char *created;
  gint64 version = 0, value;
  gsize len;
  gconstpointer data = g_bytes_get_data (bytes, &len);

  doc->root = tm_json_parse (data, len, &local_error);
  if (doc->root == NULL)
    {
      g_autofree char *what = describe_parse_error (local_error->message);

      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT,
                   "%s is damaged (%s); it is left as it is", filename, what);
      return NULL;
    }

  if (!JSON_NODE_HOLDS_OBJECT (doc->root))
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT,
                   "%s is not a Tablemate score sheet: the top level must be an object; "
                   "it is left as it is", filename);
      return NULL;
    }
  root = json_node_get_object (doc->root);

  if (!tm_json_member_int (root, "version", &version) || version < 1)
    return invalid (error, filename,
                    "field “version”: a format version (a number from 1) is required"), NULL;
  if (version > TM_LEDGER_FORMAT_VERSION)
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_VERSION,
                   "%s was written by a newer Tablemate (format version %" G_GINT64_FORMAT
                   "; this one reads up to %d); it is left as it is", filename, version,
                   TM_LEDGER_FORMAT_VERSION);
      return NULL;
    }

  doc->game_id = g_strdup (tm_json_member_string (root, "game"));
  players = tm_json_member_array (root, "players");
  hands = tm_json_member_array (root, "hands");
  if (doc->game_id == NULL || players == NULL || hands == NULL)
    return invalid (error, filename, "field “%s” is required",
                    doc->game_id == NULL ? "game" : players == NULL ? "players" : "hands"), NULL;
  if (!tm_score_has_game (doc->game_id))
    return invalid (error, filename, "“%s” is not a game Tablemate can score", doc->game_id),
           NULL;
  doc->meta = meta_new (json_array_get_length (players));
  for (guint p = 0; p < doc->meta->n_players; p++)
    if (!read_player (json_array_get_element (players, p), &doc->meta->players[p], filename, p,
                      error))
      return NULL;

  doc->meta->title = g_strdup (tm_json_member_string (root, "title"));
  if (doc->meta->title == NULL)
    doc->meta->title = g_strdup ("");

  if (json_object_has_member (root, "options"))
    {
      options = tm_json_member_object (root, "options");
      if (options == NULL)
        return invalid (error, filename, "field “options”: must be an object"), NULL;
      json_object_unref (doc->meta->options);
      doc->meta->options = json_object_ref (options);
    }

  if (tm_json_member_int (root, "first_dealer", &value))
    {
      if (value < 0 || value >= doc->meta->n_players)
        return invalid (error, filename, "field “first_dealer”: must be a player's position"),
               NULL;
      doc->meta->first_dealer = (guint) value;
    }

  if (tm_json_member_int (root, "rounds", &value) && value >= 0 && value <= G_MAXINT)
    {
      doc->meta->rounds = (guint) value;
      doc->has_rounds = TRUE;
    }

  doc->id = g_strdup (tm_json_member_string (root, "id"));
  created = tm_json_member_string (root, "created");
  if (created != NULL)
    doc->created = g_date_time_new_from_iso8601 (created, NULL);

  /* A table of nobody is refused by _tm_ledger_new_from_doc(), which
   * knows how many the game takes. */
  doc->hands = g_ptr_array_new_full (json_array_get_length (hands),
                                     (GDestroyNotify) hand_data_release);
  for (guint i = 0; doc->meta->n_players > 0 && i < json_array_get_length (hands); i++)
    {
      JsonNode *node = json_array_get_element (hands, i);
      g_autoptr(HandData) hand = hand_data_new (doc->meta->n_players);
      gboolean ok = version == 2 ? read_hand_v2 (node, hand, filename, i + 1, error)
                                 : read_hand (node, hand, filename, i + 1, error);

      if (!ok)
        return NULL;
      g_ptr_array_add (doc->hands, g_steal_pointer (&hand));
    }

  return g_steal_pointer (&doc);
}

/* Reads a hand's breakdowns by the scorer's fields.  What it cannot read
 * stays as the file had it, and the hand says why (score_hand_data()). */
static void
read_breakdowns (TmScorer *scorer,
                 HandData *data)
{
  gboolean all_read = TRUE;

  for (guint i = 0; i <= data->n_players; i++)
    {
      GVariant *typed;

      if (data->unread[i] == NULL)
        continue;

      typed = i < data->n_players ? tm_scorer_entry_from_json (scorer, data->unread[i], i, NULL)
                                  : tm_scorer_outcome_from_json (scorer, data->unread[i], NULL);
      if (typed == NULL)
        {
          all_read = FALSE;
          continue;
        }

      if (i < data->n_players)
        data->entries[i] = typed;
      else
        data->outcome = typed;
      g_clear_pointer (&data->unread[i], json_node_unref);
    }

  if (all_read)
    g_clear_pointer (&data->unread, g_free);
}

TmLedger *
_tm_ledger_new_from_doc (TmCatalogue  *catalogue,
                         TmLedgerDoc  *doc,
                         const char   *filename,
                         GError      **error)
{
  g_autoptr(TmLedger) self = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GError) local_error = NULL;

  {
    g_autofree char *where = g_strdup_printf ("%s: ", filename);

    if (!check_game_and_players (catalogue, doc->game_id, doc->meta->n_players, where, error))
      return NULL;
  }

  self = ledger_new (catalogue, doc->game_id, doc->meta, &local_error);
  if (self == NULL)
    return invalid (error, filename, "field “options”: %s", local_error->message), NULL;
  if (!doc->has_rounds)
    {
      self->meta->rounds = tm_scorer_get_default_rounds (self->scorer);
      tm_scorer_set_rounds (self->scorer, self->meta->rounds);
    }

  self->id = doc->id != NULL ? g_strdup (doc->id) : g_uuid_string_random ();
  self->created = doc->created != NULL ? g_date_time_ref (doc->created)
                                       : g_date_time_new_now_utc ();

  hands = g_ptr_array_new_full (doc->hands->len, g_object_unref);
  for (guint i = 0; i < doc->hands->len; i++)
    {
      HandData *data = g_ptr_array_index (doc->hands, i);
      TmLedgerHand *hand;

      /* The doc is used up: its hands are read in place. */
      read_breakdowns (self->scorer, data);
      hand = hand_new (self, data);
      score_hand (self, hand, FALSE);
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

  doc = _tm_ledger_parse (bytes, filename, error);
  if (doc == NULL)
    return NULL;

  return _tm_ledger_new_from_doc (catalogue, doc, filename, error);
}

/* ------------------------------------------------------------------------
 * Getters and changes
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
  Meta *meta;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (title != NULL);

  if (g_strcmp0 (self->meta->title, title) == 0)
    return;

  meta = meta_copy (self->meta);
  g_free (meta->title);
  meta->title = g_strdup (title);
  perform_meta (self, meta);
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
  Meta *meta;

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

  meta = meta_copy (self->meta);
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
  Meta *meta;

  g_return_if_fail (TM_IS_LEDGER (self));

  if (self->meta->rounds == rounds)
    return;

  meta = meta_copy (self->meta);
  meta->rounds = rounds;
  perform_meta (self, meta);
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
  Meta *meta;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (dealer < self->meta->n_players);

  if (self->meta->first_dealer == dealer)
    return;

  meta = meta_copy (self->meta);
  meta->first_dealer = dealer;
  perform_meta (self, meta);
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

static void
change_player (TmLedger   *self,
               guint       position,
               const char *name,
               const int  *team,
               const char *roster_id,
               gboolean    set_roster_id)
{
  PlayerData *current;
  Meta *meta;

  g_assert (position < self->meta->n_players);

  current = &self->meta->players[position];
  if ((name == NULL || g_strcmp0 (current->name, name) == 0) &&
      (team == NULL || current->team == *team) &&
      (!set_roster_id || g_strcmp0 (current->roster_id, roster_id) == 0))
    return;

  meta = meta_copy (self->meta);
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
  Meta *meta;
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
  if (!check_game_and_players (self->catalogue, self->game_id, n, "", error))
    return FALSE;

  meta = meta_copy (self->meta);
  meta->players = g_renew (PlayerData, meta->players, n);
  meta->players[n - 1].name = g_strdup (name);
  meta->players[n - 1].team = -1;
  meta->players[n - 1].roster_id = NULL;
  meta->n_players = n;
  perform_meta (self, meta);
  return TRUE;
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
  GString *name = g_string_new (NULL);

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  g_return_val_if_fail (side < self->n_sides, NULL);

  for (guint p = 0; p < self->meta->n_players; p++)
    if (self->side_of[p] == side)
      {
        if (name->len > 0)
          g_string_append (name, " & ");
        g_string_append (name, self->meta->players[p].name);
      }

  return g_string_free (name, FALSE);
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

static gboolean
check_hand (TmLedger  *self,
            HandData  *data,
            GError   **error)
{
  g_autoptr(TmHandScore) score = score_hand_data (self->scorer, data, error);

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
  g_autoptr(HandData) data = NULL;
  g_autoptr(TmLedgerHand) hand = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  data = hand_data_new (self->meta->n_players);
  data->dealer = self->next_dealer;
  data->time = now_text ();
  hand = hand_new (self, data);
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
tm_ledger_append_hand (TmLedger            *self,
                       GVariant            *outcome,
                       GVariant * const    *entries,
                       const char          *note,
                       GError             **error)
{
  g_autoptr(HandData) data = NULL;
  g_autoptr(TmLedgerHand) hand = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = hand_data_new (self->meta->n_players);
  data->dealer = self->next_dealer;
  data->time = now_text ();
  data->note = g_strdup (note);
  hand_data_set_breakdown (data, self->meta->n_players, outcome);
  for (guint p = 0; entries != NULL && p < self->meta->n_players; p++)
    hand_data_set_breakdown (data, p, entries[p]);

  if (!check_hand (self, data, error))
    return FALSE;

  hand = hand_new (self, data);
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
  g_autoptr(HandData) data = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (TM_IS_LEDGER_HAND (hand), FALSE);
  g_return_val_if_fail (hand->ledger == self, FALSE);
  g_return_val_if_fail (player < self->meta->n_players, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = hand_data_copy (hand->data);
  hand_data_set_breakdown (data, player, entry);

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
  g_autoptr(HandData) data = NULL;

  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  g_return_val_if_fail (TM_IS_LEDGER_HAND (hand), FALSE);
  g_return_val_if_fail (hand->ledger == self, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = hand_data_copy (hand->data);
  hand_data_set_breakdown (data, data->n_players, outcome);

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
  HandData *data;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (TM_IS_LEDGER_HAND (hand));
  g_return_if_fail (hand->ledger == self);
  g_return_if_fail (note != NULL);

  if (g_strcmp0 (tm_ledger_hand_get_note (hand), note) == 0)
    return;

  data = hand_data_copy (hand->data);
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
  HandData *data;

  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (TM_IS_LEDGER_HAND (hand));
  g_return_if_fail (hand->ledger == self);
  g_return_if_fail (dealer < self->meta->n_players);

  if (hand->data->dealer == dealer)
    return;

  data = hand_data_copy (hand->data);
  data->dealer = dealer;
  perform_hand (self, hand, data);
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
 * State shared with tm-ledger-io.c
 */

/**
 * tm_ledger_get_file:
 * @self: a #TmLedger
 *
 * Gets the file the ledger is kept in.
 *
 * Returns: (transfer none) (nullable): the file
 */
GFile *
tm_ledger_get_file (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);
  return self->file;
}

/**
 * tm_ledger_set_file:
 * @self: a #TmLedger
 * @file: (nullable): the file to keep the ledger in
 *
 * Sets the file the ledger is saved to.  Saving refuses to replace an
 * existing file that the ledger was not read from.
 */
void
tm_ledger_set_file (TmLedger *self,
                    GFile    *file)
{
  g_return_if_fail (TM_IS_LEDGER (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (self->file == file || (self->file && file && g_file_equal (self->file, file)))
    return;

  g_set_object (&self->file, file);
  self->file_known = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/**
 * tm_ledger_get_autosave:
 * @self: a #TmLedger
 *
 * Whether every change is saved at once.
 *
 * Returns: %TRUE if autosave is on
 */
gboolean
tm_ledger_get_autosave (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->autosave;
}

/**
 * tm_ledger_set_autosave:
 * @self: a #TmLedger
 * @autosave: whether to save every change at once
 *
 * Turns saving after every change on or off.  Saves run in the
 * background (tm_ledger_save_async()); turning it on saves any unsaved
 * changes.
 */
void
tm_ledger_set_autosave (TmLedger *self,
                        gboolean  autosave)
{
  g_return_if_fail (TM_IS_LEDGER (self));

  autosave = !!autosave;
  if (self->autosave == autosave)
    return;

  self->autosave = autosave;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE]);

  if (autosave && self->file != NULL && tm_ledger_get_unsaved (self))
    _tm_ledger_autosave (self);
}

/**
 * tm_ledger_get_saving:
 * @self: a #TmLedger
 *
 * Whether a save is under way.
 *
 * Returns: %TRUE while saving
 */
gboolean
tm_ledger_get_saving (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->saving;
}

/**
 * tm_ledger_get_unsaved:
 * @self: a #TmLedger
 *
 * Whether some change has not been written to the file yet.
 *
 * Returns: %TRUE if there are unsaved changes
 */
gboolean
tm_ledger_get_unsaved (TmLedger *self)
{
  g_return_val_if_fail (TM_IS_LEDGER (self), FALSE);
  return self->serial != self->saved_serial;
}

guint64
_tm_ledger_get_serial (TmLedger *self)
{
  return self->serial;
}

void
_tm_ledger_set_saved_serial (TmLedger *self,
                             guint64   serial)
{
  gboolean was_unsaved = tm_ledger_get_unsaved (self);

  self->saved_serial = serial;
  self->file_known = TRUE;
  if (was_unsaved != tm_ledger_get_unsaved (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED]);
}

gboolean
_tm_ledger_get_file_known (TmLedger *self)
{
  return self->file_known;
}

void
_tm_ledger_set_file_known (TmLedger *self,
                           gboolean  known)
{
  self->file_known = known;
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

gboolean
_tm_ledger_take_save_pending (TmLedger *self)
{
  gboolean pending = self->save_pending;

  self->save_pending = FALSE;
  return pending;
}

void
_tm_ledger_set_save_pending (TmLedger *self)
{
  self->save_pending = TRUE;
}

void
_tm_ledger_emit_save_failed (TmLedger     *self,
                             const GError *error)
{
  g_signal_emit (self, signals[SAVE_FAILED], 0, error);
}

