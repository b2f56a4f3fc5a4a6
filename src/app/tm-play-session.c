/* tm-play-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-file-write.h"
#include "tm-play-session.h"

/* A game as the app plays it: the engine's full state (which only this
 * object and the end-of-hand scoring read; views are given observations),
 * who sits in each seat, a computer player per computer seat thinking in a
 * worker thread, and undo.
 *
 * Undo goes back to the person's previous decision by replaying the saved
 * game's moves from the seed: the hidden order of the deck lives in the
 * seed, so nothing is revealed that the person had not already seen, as
 * long as the view shows only the person's observation.
 */

#define SESSION_FORMAT_VERSION 1

struct _TmPlaySession
{
  GObject        parent_instance;

  TmPlayState   *state;
  TmPlayState   *previous;
  TmSeat         seats[TM_PLAY_MAX_PLAYERS];
  TmAgent       *agents[TM_PLAY_MAX_PLAYERS];
  GArray        *movers;          /* int: who made each move */
  GCancellable  *cancellable;
  guint          ai_source;
  guint          ai_delay;
  gboolean       thinking;
  guint          generation;      /* bumped when thinking is abandoned */
  char          *ledger_path;
  guint          hands_recorded;
};

G_DEFINE_FINAL_TYPE (TmPlaySession, tm_play_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINKING,
  PROP_CAN_UNDO,
  N_PROPS
};

enum {
  MOVE_PLAYED,
  RESET,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule_ai (TmPlaySession *self);

static void
set_thinking (TmPlaySession *self,
              gboolean       thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
apply (TmPlaySession *self,
       int            player,
       const TmMove  *move)
{
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->previous);
  self->previous = tm_play_state_copy (self->state);
  if (!tm_play_state_apply_move (self->state, move, &error))
    {
      g_critical ("A checked move was refused: %s", error->message);
      return;
    }
  g_array_append_val (self->movers, player);

  g_signal_emit (self, signals[MOVE_PLAYED], 0, player, move);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  schedule_ai (self);
}

static void
ai_move_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TmPlaySession) self = user_data;
  g_autoptr(GError) error = NULL;
  guint generation = GPOINTER_TO_UINT (g_object_get_data (object, "generation"));
  TmMove move;
  int player;

  if (!tm_agent_choose_move_finish (TM_AGENT (object), result, &move, &error) ||
      generation != self->generation)
    {
      if (error == NULL)
        return;   /* the game went on without this move (undo, closed) */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_warning ("The computer player could not choose a move: %s", error->message);
          set_thinking (self, FALSE);
        }
      return;
    }

  set_thinking (self, FALSE);
  player = tm_play_state_get_current_player (self->state);
  if (player < 0 || self->seats[player].human)
    return;
  apply (self, player, &move);
}

static gboolean
ai_turn_cb (gpointer data)
{
  TmPlaySession *self = data;
  int player = tm_play_state_get_current_player (self->state);

  self->ai_source = 0;
  if (player < 0 || self->seats[player].human)
    return G_SOURCE_REMOVE;

  set_thinking (self, TRUE);
  g_object_set_data (G_OBJECT (self->agents[player]), "generation",
                     GUINT_TO_POINTER (self->generation));
  tm_agent_choose_move_async (self->agents[player], self->state, self->cancellable,
                              ai_move_cb, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static void
schedule_ai (TmPlaySession *self)
{
  int player = tm_play_state_get_current_player (self->state);

  if (player < 0 || self->seats[player].human || self->ai_source != 0 || self->thinking)
    return;
  if (self->cancellable == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;
  self->ai_source = g_timeout_add (self->ai_delay, ai_turn_cb, self);
}

static void
tm_play_session_dispose (GObject *object)
{
  TmPlaySession *self = TM_PLAY_SESSION (object);

  tm_play_session_stop (self);
  g_clear_object (&self->cancellable);
  for (guint i = 0; i < TM_PLAY_MAX_PLAYERS; i++)
    g_clear_object (&self->agents[i]);
  g_clear_object (&self->state);
  g_clear_object (&self->previous);

  G_OBJECT_CLASS (tm_play_session_parent_class)->dispose (object);
}

static void
tm_play_session_finalize (GObject *object)
{
  TmPlaySession *self = TM_PLAY_SESSION (object);

  g_array_unref (self->movers);
  g_free (self->ledger_path);

  G_OBJECT_CLASS (tm_play_session_parent_class)->finalize (object);
}

static void
tm_play_session_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TmPlaySession *self = TM_PLAY_SESSION (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tm_play_session_get_can_undo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_play_session_class_init (TmPlaySessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_play_session_dispose;
  object_class->finalize = tm_play_session_finalize;
  object_class->get_property = tm_play_session_get_property;

  /**
   * TmPlaySession:thinking:
   *
   * Whether a computer player is choosing a move.
   */
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TmPlaySession:can-undo:
   *
   * Whether the person can take back their last decision.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmPlaySession::move-played:
   * @self: the session
   * @player: the seat that moved
   * @move: the move
   *
   * Emitted after each move, by a person or the computer.  The state
   * before it is [method@Tm.PlaySession.get_previous].
   */
  signals[MOVE_PLAYED] = g_signal_new ("move-played",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 2, G_TYPE_INT,
                                       TM_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * TmPlaySession::reset:
   * @self: the session
   *
   * Emitted when the game went back (undo): the moves after
   * [method@Tm.PlayState.get_n_moves] are gone.
   */
  signals[RESET] = g_signal_new ("reset",
                                 G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
}

static void
tm_play_session_init (TmPlaySession *self)
{
  self->movers = g_array_new (FALSE, FALSE, sizeof (int));
  self->ai_delay = 700;
}

static gboolean
setup_seats (TmPlaySession  *self,
             const TmSeat   *seats,
             GError        **error)
{
  guint n = tm_play_state_get_n_players (self->state);
  guint64 seed = tm_play_state_get_seed (self->state);

  for (guint i = 0; i < n; i++)
    {
      self->seats[i] = seats[i];
      if (!seats[i].human)
        {
          g_autofree char *spec = g_strdup_printf ("ismcts:%s",
                                                   (const char *[]) { "easy", "medium", "hard", "expert" }
                                                   [CLAMP (seats[i].difficulty, 0, 3)]);

          self->agents[i] = tm_agent_new (spec, error);
          if (self->agents[i] == NULL)
            return FALSE;
          tm_agent_set_seed (self->agents[i], seed * 31 + i + 1);
        }
    }
  self->cancellable = g_cancellable_new ();
  return TRUE;
}

/* A fresh deal from the same seed and options. */
static TmPlayState *
deal_again (TmPlayState  *state,
            GError      **error)
{
  g_autoptr(GVariant) options = tm_play_state_dup_options (state);

  return tm_play_state_new (tm_play_state_get_game_id (state),
                            tm_play_state_get_n_players (state),
                            tm_play_state_get_seed (state),
                            options, error);
}

/* Replays the first @n_moves of @moves, noting who made each. */
static TmPlayState *
replay (TmPlayState   *from,
        const TmMove  *moves,
        guint          n_moves,
        GArray        *movers,
        GError       **error)
{
  g_autoptr(TmPlayState) state = deal_again (from, error);

  if (state == NULL)
    return NULL;
  /* The seats' notes are not moves: they stay as they are. */
  for (guint p = 0; p < tm_play_state_get_n_players (from); p++)
    tm_play_state_set_notes (state, p, tm_play_state_get_notes (from, p));
  g_array_set_size (movers, 0);
  for (guint i = 0; i < n_moves; i++)
    {
      int player = tm_play_state_get_current_player (state);

      if (!tm_play_state_apply_move (state, &moves[i], error))
        return NULL;
      g_array_append_val (movers, player);
    }
  return g_steal_pointer (&state);
}

/**
 * tm_play_session_new:
 * @game_id: the game
 * @n_players: the number of seats
 * @seed: the seed of the deal
 * @options: (nullable): rule options (`a{sv}`); %NULL for the defaults
 * @seats: (array length=n_players): who plays each seat
 * @error: return location for a #GError
 *
 * Deals a new game.
 *
 * Returns: (transfer full) (nullable): the session
 */
TmPlaySession *
tm_play_session_new (const char    *game_id,
                     guint          n_players,
                     guint64        seed,
                     GVariant      *options,
                     const TmSeat  *seats,
                     GError       **error)
{
  g_autoptr(TmPlaySession) self = g_object_new (TM_TYPE_PLAY_SESSION, NULL);

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (seats != NULL, NULL);

  self->state = tm_play_state_new (game_id, n_players, seed, options, error);
  if (self->state == NULL || !setup_seats (self, seats, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* The type of a member's value, or G_TYPE_INVALID when it is missing or
 * not a plain value. */
static GType
member_type (JsonObject *object,
             const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node)
                                                       : G_TYPE_INVALID;
}

/**
 * tm_play_session_new_from_json:
 * @node: a session saved with tm_play_session_to_json()
 * @error: return location for a #GError
 *
 * Restores a saved session; the game is replayed from its moves.
 *
 * Returns: (transfer full) (nullable): the session
 */
TmPlaySession *
tm_play_session_new_from_json (JsonNode  *node,
                               GError   **error)
{
  g_autoptr(TmPlaySession) self = g_object_new (TM_TYPE_PLAY_SESSION, NULL);
  g_autoptr(GEnumClass) difficulties = g_type_class_ref (TM_TYPE_AGENT_DIFFICULTY);
  g_autoptr(TmPlayState) loaded = NULL;
  TmSeat seats[TM_PLAY_MAX_PLAYERS] = { { 0 } };
  JsonObject *root;
  JsonArray *seat_array;
  JsonNode *game;
  const TmMove *history;
  guint n_moves, n;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("The saved game is not a JSON object"));
      return NULL;
    }
  root = json_node_get_object (node);
  if (member_type (root, "version") != G_TYPE_INT64 ||
      json_object_get_int_member (root, "version") != SESSION_FORMAT_VERSION)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_VERSION,
                   _("Field “version”: only version 1 is understood"));
      return NULL;
    }
  game = json_object_get_member (root, "game");
  if (game == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE, _("Field “game” is missing"));
      return NULL;
    }
  loaded = tm_play_state_new_from_json (game, error);
  if (loaded == NULL)
    return NULL;

  n = tm_play_state_get_n_players (loaded);
  seat_array = json_object_has_member (root, "seats") &&
               JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, "seats"))
               ? json_object_get_array_member (root, "seats") : NULL;
  if (seat_array == NULL || json_array_get_length (seat_array) != n)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("Field “seats”: one entry per player is required"));
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *item = json_array_get_element (seat_array, i);
      JsonObject *seat = JSON_NODE_HOLDS_OBJECT (item) ? json_node_get_object (item) : NULL;
      const char *difficulty;
      GEnumValue *value;

      if (seat == NULL)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                       _("Field “seats”: seat %u is not an object"), i + 1);
          return NULL;
        }
      if ((json_object_has_member (seat, "human") &&
           member_type (seat, "human") != G_TYPE_BOOLEAN) ||
          (json_object_has_member (seat, "difficulty") &&
           member_type (seat, "difficulty") != G_TYPE_STRING))
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                       _("Field “seats”: seat %u: “human” must be true or false and "
                         "“difficulty” a text"), i + 1);
          return NULL;
        }
      seats[i].human = json_object_get_boolean_member_with_default (seat, "human", TRUE);
      difficulty = json_object_get_string_member_with_default (seat, "difficulty", "medium");
      value = g_enum_get_value_by_nick (difficulties, difficulty);
      seats[i].difficulty = value ? value->value : TM_AGENT_DIFFICULTY_MEDIUM;
    }

  history = tm_play_state_get_history (loaded, &n_moves);
  self->state = replay (loaded, history, n_moves, self->movers, error);
  if (self->state == NULL || !setup_seats (self, seats, error))
    return NULL;

  if ((json_object_has_member (root, "ledger") && member_type (root, "ledger") != G_TYPE_STRING) ||
      (json_object_has_member (root, "hands_recorded") &&
       (member_type (root, "hands_recorded") != G_TYPE_INT64 ||
        json_object_get_int_member (root, "hands_recorded") < 0 ||
        json_object_get_int_member (root, "hands_recorded") > G_MAXINT)))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("Fields “ledger” and “hands_recorded”: a file name and a count are required"));
      return NULL;
    }
  self->ledger_path = g_strdup (json_object_get_string_member_with_default (root, "ledger", NULL));
  self->hands_recorded = json_object_get_int_member_with_default (root, "hands_recorded", 0);
  return g_steal_pointer (&self);
}

/**
 * tm_play_session_to_json:
 * @self: a session
 *
 * Saves the session: the game as its seed, options and moves, and the
 * seats.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
tm_play_session_to_json (TmPlaySession *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GEnumClass) difficulties = g_type_class_ref (TM_TYPE_AGENT_DIFFICULTY);
  guint n;

  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), NULL);

  n = tm_play_state_get_n_players (self->state);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, SESSION_FORMAT_VERSION);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, "session");
  json_builder_set_member_name (builder, "game");
  json_builder_add_value (builder, tm_play_state_save_game (self->state));
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      GEnumValue *value = g_enum_get_value (difficulties, self->seats[i].difficulty);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "human");
      json_builder_add_boolean_value (builder, self->seats[i].human);
      if (!self->seats[i].human && value != NULL)
        {
          json_builder_set_member_name (builder, "difficulty");
          json_builder_add_string_value (builder, value->value_nick);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (self->ledger_path != NULL)
    {
      json_builder_set_member_name (builder, "ledger");
      json_builder_add_string_value (builder, self->ledger_path);
    }
  json_builder_set_member_name (builder, "hands_recorded");
  json_builder_add_int_value (builder, self->hands_recorded);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * tm_play_session_get_state:
 * @self: a session
 *
 * Gets the full state.  Views must show only an observation of it.
 *
 * Returns: (transfer none): the state
 */
TmPlayState *
tm_play_session_get_state (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), NULL);
  return self->state;
}

/**
 * tm_play_session_get_previous:
 * @self: a session
 *
 * Gets the full state before the last move, for end-of-hand scoring.
 *
 * Returns: (transfer none) (nullable): the state
 */
TmPlayState *
tm_play_session_get_previous (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), NULL);
  return self->previous;
}

guint
tm_play_session_get_n_players (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), 0);
  return tm_play_state_get_n_players (self->state);
}

const TmSeat *
tm_play_session_get_seat (TmPlaySession *self,
                          guint          seat)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (seat < tm_play_session_get_n_players (self), NULL);
  return &self->seats[seat];
}

guint
tm_play_session_get_n_humans (TmPlaySession *self)
{
  guint n = 0;

  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), 0);
  for (guint i = 0; i < tm_play_session_get_n_players (self); i++)
    n += self->seats[i].human ? 1 : 0;
  return n;
}

int
tm_play_session_get_first_human (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), -1);
  for (guint i = 0; i < tm_play_session_get_n_players (self); i++)
    if (self->seats[i].human)
      return (int) i;
  return -1;
}

/**
 * tm_play_session_dup_names:
 * @self: a session
 *
 * Gets a name per seat: “You” when one person plays against the
 * computer, “Player N” for each person otherwise, “Computer N” for the
 * computer's seats.
 *
 * Returns: (transfer full): the names
 */
char **
tm_play_session_dup_names (TmPlaySession *self)
{
  guint n = tm_play_session_get_n_players (self);
  guint humans = tm_play_session_get_n_humans (self);
  GStrvBuilder *builder = g_strv_builder_new ();
  guint computers = 0;
  char **names;

  for (guint i = 0; i < n; i++)
    {
      if (self->seats[i].human && humans == 1)
        g_strv_builder_add (builder, _("You"));
      else if (self->seats[i].human)
        g_strv_builder_take (builder, g_strdup_printf (_("Player %u"), i + 1));
      else
        g_strv_builder_take (builder, g_strdup_printf (_("Computer %u"), ++computers));
    }
  names = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return names;
}

gboolean
tm_play_session_get_thinking (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), FALSE);
  return self->thinking;
}

guint
tm_play_session_get_ai_delay (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), 0);
  return self->ai_delay;
}

/**
 * tm_play_session_set_ai_delay:
 * @self: a session
 * @delay_ms: the pause before each computer move, so people can follow
 *
 * Sets how long the computer waits before it moves.
 */
void
tm_play_session_set_ai_delay (TmPlaySession *self,
                              guint          delay_ms)
{
  g_return_if_fail (TM_IS_PLAY_SESSION (self));
  self->ai_delay = delay_ms;
}

const char *
tm_play_session_get_ledger_path (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), NULL);
  return self->ledger_path;
}

void
tm_play_session_set_ledger_path (TmPlaySession *self,
                                 const char    *path)
{
  g_return_if_fail (TM_IS_PLAY_SESSION (self));
  g_set_str (&self->ledger_path, path);
}

guint
tm_play_session_get_hands_recorded (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), 0);
  return self->hands_recorded;
}

void
tm_play_session_set_hands_recorded (TmPlaySession *self,
                                    guint          hands)
{
  g_return_if_fail (TM_IS_PLAY_SESSION (self));
  self->hands_recorded = hands;
}

/**
 * tm_play_session_play:
 * @self: a session
 * @move: a move
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Plays a person's move.  It must be a person's turn.
 *
 * Returns: %TRUE if the move was played
 */
gboolean
tm_play_session_play (TmPlaySession  *self,
                      const TmMove   *move,
                      GError        **error)
{
  int player;

  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  player = tm_play_state_get_current_player (self->state);
  if (player < 0 || !self->seats[player].human)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  if (!tm_play_state_check_move (self->state, move, NULL, error))
    return FALSE;

  apply (self, player, move);
  return TRUE;
}

/**
 * tm_play_session_resume:
 * @self: a session
 *
 * Lets the computer players play again (after tm_play_session_stop(), or
 * at the start).
 */
void
tm_play_session_resume (TmPlaySession *self)
{
  g_return_if_fail (TM_IS_PLAY_SESSION (self));

  if (self->cancellable == NULL || g_cancellable_is_cancelled (self->cancellable))
    {
      g_clear_object (&self->cancellable);
      self->cancellable = g_cancellable_new ();
    }
  schedule_ai (self);
}

/**
 * tm_play_session_stop:
 * @self: a session
 *
 * Stops the computer players: any thinking is cancelled.
 */
void
tm_play_session_stop (TmPlaySession *self)
{
  g_return_if_fail (TM_IS_PLAY_SESSION (self));

  g_clear_handle_id (&self->ai_source, g_source_remove);
  self->generation++;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  set_thinking (self, FALSE);
}

static int
undo_point (TmPlaySession *self)
{
  if (tm_play_session_get_n_humans (self) != 1 || tm_play_state_get_is_terminal (self->state))
    return -1;
  const TmPlayRules *rules = tm_play_state_get_rules (self->state);
  const TmMove *history = NULL;
  guint n_moves = 0;

  if (rules->reveals != NULL)
    history = tm_play_state_get_history (self->state, &n_moves);
  for (int i = (int) self->movers->len - 1; i >= 0; i--)
    if (self->seats[g_array_index (self->movers, int, i)].human)
      {
        /* What the move showed the person stays seen: no taking it back. */
        if (history != NULL && (guint) i < n_moves && rules->reveals (history[i]))
          return -1;
        return i;
      }
  return -1;
}

gboolean
tm_play_session_get_can_undo (TmPlaySession *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), FALSE);
  return undo_point (self) >= 0;
}

/**
 * tm_play_session_undo:
 * @self: a session
 *
 * Takes back the person's last decision and everything after it, by
 * replaying the game from its seed up to that decision.  Only against
 * computer players (one person at the table).
 *
 * Returns: %TRUE if a move was taken back
 */
gboolean
tm_play_session_undo (TmPlaySession *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmPlayState) state = NULL;
  const TmMove *history;
  guint n_moves;
  int point;

  g_return_val_if_fail (TM_IS_PLAY_SESSION (self), FALSE);

  point = undo_point (self);
  if (point < 0)
    return FALSE;

  tm_play_session_stop (self);
  history = tm_play_state_get_history (self->state, &n_moves);
  state = replay (self->state, history, (guint) point, self->movers, &error);
  if (state == NULL)
    {
      g_critical ("The game could not be replayed: %s", error->message);
      return FALSE;
    }
  /* Cards the moves taken back turned up stay seen. */
  tm_play_state_keep_seen (state, self->state);
  g_set_object (&self->state, state);
  g_clear_object (&self->previous);

  g_signal_emit (self, signals[RESET], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  tm_play_session_resume (self);
  return TRUE;
}

static void
hint_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  TmMove move;

  if (!tm_agent_choose_move_finish (TM_AGENT (object), result, &move, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, tm_move_copy (&move), (GDestroyNotify) tm_move_free);
}

/**
 * tm_play_session_hint_async:
 * @self: a session
 * @seat: the person's seat; it must be their turn
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the hint is ready
 * @user_data: data for @callback
 *
 * Asks the strongest computer player what it would play, given only what
 * @seat sees.
 */
void
tm_play_session_hint_async (TmPlaySession       *self,
                            guint                seat,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(TmAgent) agent = NULL;
  g_autoptr(GError) error = NULL;
  GTask *task;
  TmPlayState *observation;

  g_return_if_fail (TM_IS_PLAY_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_play_session_hint_async);
  if (tm_play_state_get_current_player (self->state) != (int) seat)
    {
      g_task_return_new_error (task, TM_PLAY_ERROR, TM_PLAY_ERROR_ILLEGAL_MOVE,
                               _("It is not your turn"));
      g_object_unref (task);
      return;
    }

  observation = tm_play_state_observe (self->state, seat);
  g_task_set_task_data (task, observation, g_object_unref);
  agent = tm_agent_new ("ismcts:expert", &error);
  g_assert_no_error (error);
  tm_agent_set_seed (agent, tm_play_state_get_seed (self->state) ^ 0x5eed);
  tm_agent_choose_move_async (agent, observation, cancellable, hint_cb, task);
}

/**
 * tm_play_session_hint_finish:
 * @self: a session
 * @result: the result
 * @move: (out caller-allocates): where to put the suggested move
 * @error: return location for a #GError
 *
 * Finishes tm_play_session_hint_async().
 *
 * Returns: %TRUE if a move was suggested
 */
gboolean
tm_play_session_hint_finish (TmPlaySession  *self,
                             GAsyncResult   *result,
                             TmMove         *move,
                             GError        **error)
{
  g_autoptr(TmMove) hint = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  hint = g_task_propagate_pointer (G_TASK (result), error);
  if (hint == NULL)
    return FALSE;
  *move = *hint;
  return TRUE;
}

/**
 * tm_play_session_get_save_file:
 * @game_id: a game id
 *
 * Gets where a game in progress is kept:
 * `$XDG_DATA_HOME/tablemate/games/GAME.json`.
 *
 * Returns: (transfer full): the file
 */
GFile *
tm_play_session_get_save_file (const char *game_id)
{
  g_autofree char *name = g_strdup_printf ("%s.json", game_id);

  return g_file_new_build_filename (g_get_user_data_dir (), "tablemate", "games", name, NULL);
}

/**
 * tm_play_session_write_file:
 * @file: where a game in progress is kept (tm_play_session_get_save_file())
 * @bytes: (nullable): the saved session's JSON, or %NULL to delete @file
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Writes @bytes to @file, blocking (call it in a thread), making its
 * folder if needed.  The write is atomic: a temporary file, flushed to
 * disk and renamed over the old one, so that a save cut short, by a kill
 * or a full disk, leaves the old file whole.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_play_session_write_file (GFile         *file,
                            GBytes        *bytes,
                            GCancellable  *cancellable,
                            GError       **error)
{
  g_autoptr(GFile) dir = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_file_get_parent (file);
  if (!g_file_make_directory_with_parents (dir, cancellable, &local_error))
    {
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, local_error);
          return FALSE;
        }
      g_clear_error (&local_error);
    }

  if (bytes == NULL)
    {
      if (!g_file_delete (file, cancellable, &local_error) &&
          !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_propagate_error (error, local_error);
          return FALSE;
        }
      g_clear_error (&local_error);
      return TRUE;
    }

  return tm_file_write (file, bytes, cancellable, error);
}
