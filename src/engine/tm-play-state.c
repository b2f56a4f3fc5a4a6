/* tm-play-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-json-private.h"
#include "tm-play-notes-private.h"

#include "tm-game.h"
#include "tm-game-module.h"
#include "tm-play-state.h"

/**
 * TmPlayState:
 *
 * A game being played: the rules of one game, the configuration it
 * started from (players, seed, options), where it stands now and the
 * moves that led there.
 *
 * A state is either the full state, which knows every card, or one
 * player's observation from [method@Tm.PlayState.observe], in which
 * hidden cards are unknown; show a person (or give an AI) only the
 * observation of their own seat.  Every seat is played the same way, with
 * [method@Tm.PlayState.apply_move]; the state never knows whether a seat
 * is a person, a friend passing the device, or an agent.
 *
 * Applying a move emits [signal@Tm.PlayState::move-applied] and notifies
 * [property@Tm.PlayState:current-player],
 * [property@Tm.PlayState:is-terminal] and
 * [property@Tm.PlayState:n-moves], so a view can bind to them.
 *
 * The state's data is a flat struct owned by the game's rules
 * ([struct@Tm.PlayRules]); copying a state copies those bytes.
 */

struct _TmPlayState
{
  GObject             parent_instance;

  const TmPlayRules  *rules;
  TmPlayConfig        config;
  gpointer            data;
  GArray             *history;   /* TmMove */
  gboolean            replayable;
  TmPlayNotes        *notes[TM_PLAY_MAX_PLAYERS];  /* each seat's own, or NULL */
};

G_DEFINE_FINAL_TYPE (TmPlayState, tm_play_state, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_N_PLAYERS,
  PROP_SEED,
  PROP_CURRENT_PLAYER,
  PROP_IS_TERMINAL,
  PROP_N_MOVES,
  PROP_OBSERVER,
  N_PROPS
};

enum {
  MOVE_APPLIED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define STATE_FORMAT_VERSION 1

static void
tm_play_state_finalize (GObject *object)
{
  TmPlayState *self = (TmPlayState *)object;

  g_clear_pointer (&self->data, g_free);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->config.setup, g_bytes_unref);
  for (guint p = 0; p < TM_PLAY_MAX_PLAYERS; p++)
    g_clear_pointer (&self->notes[p], tm_play_notes_unref);

  G_OBJECT_CLASS (tm_play_state_parent_class)->finalize (object);
}

static void
tm_play_state_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TmPlayState *self = TM_PLAY_STATE (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, tm_play_state_get_game_id (self));
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, tm_play_state_get_n_players (self));
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, tm_play_state_get_seed (self));
      break;
    case PROP_CURRENT_PLAYER:
      g_value_set_int (value, tm_play_state_get_current_player (self));
      break;
    case PROP_IS_TERMINAL:
      g_value_set_boolean (value, tm_play_state_get_is_terminal (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, tm_play_state_get_n_moves (self));
      break;
    case PROP_OBSERVER:
      g_value_set_int (value, tm_play_state_get_observer (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_play_state_class_init (TmPlayStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tm_play_state_finalize;
  object_class->get_property = tm_play_state_get_property;

  /**
   * TmPlayState:game-id:
   *
   * The id of the game being played, such as `freeo`.
   */
  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, flags);
  /**
   * TmPlayState:n-players:
   *
   * The number of seats.
   */
  properties[PROP_N_PLAYERS] = g_param_spec_uint ("n-players", NULL, NULL,
                                                  0, TM_PLAY_MAX_PLAYERS, 0, flags);
  /**
   * TmPlayState:seed:
   *
   * The seed the game was dealt from.
   */
  properties[PROP_SEED] = g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  /**
   * TmPlayState:current-player:
   *
   * The seat to move, counted from 0, or %TM_PLAYER_TERMINAL (-1) once
   * the game is over.
   */
  properties[PROP_CURRENT_PLAYER] = g_param_spec_int ("current-player", NULL, NULL,
                                                      -1, TM_PLAY_MAX_PLAYERS - 1, 0, flags);
  /**
   * TmPlayState:is-terminal:
   *
   * Whether the game is over.
   */
  properties[PROP_IS_TERMINAL] = g_param_spec_boolean ("is-terminal", NULL, NULL, FALSE, flags);
  /**
   * TmPlayState:n-moves:
   *
   * How many moves have been applied since the deal.
   */
  properties[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TmPlayState:observer:
   *
   * The seat whose observation this is, or -1 for the full state.
   */
  properties[PROP_OBSERVER] = g_param_spec_int ("observer", NULL, NULL,
                                                -1, TM_PLAY_MAX_PLAYERS - 1, -1, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmPlayState::move-applied:
   * @self: the state
   * @move: the move just applied
   * @player: the seat that made it
   *
   * Emitted after a move has been applied.
   */
  signals[MOVE_APPLIED] =
    g_signal_new ("move-applied",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, TM_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_INT);
}

static void
tm_play_state_init (TmPlayState *self)
{
  self->history = g_array_new (FALSE, FALSE, sizeof (TmMove));
}

static TmPlayState *
state_new (const TmPlayRules  *rules,
           const TmPlayConfig *config)
{
  TmPlayState *self = g_object_new (TM_TYPE_PLAY_STATE, NULL);

  self->rules = rules;
  self->config = *config;
  if (config->setup != NULL)
    g_bytes_ref (config->setup);
  self->data = g_malloc0 (rules->state_size);
  self->replayable = TRUE;
  return self;
}

/* A configuration from typed option values (@values) or, for files and
 * the tool, from JSON (@json); both may be NULL for the defaults. */
static gboolean
make_config (const char          *game_id,
             guint                n_players,
             guint64              seed,
             GVariant            *values,
             JsonObject          *json,
             const TmPlayRules  **rules_out,
             TmPlayConfig        *config,
             GError             **error)
{
  const TmPlayRules *rules = tm_play_rules_load (game_id, error);
  TmGame *game;

  if (rules == NULL)
    return FALSE;

  game = tm_game_module_lookup_game (game_id);
  if (n_players < tm_game_get_min_players (game) || n_players > tm_game_get_max_players (game))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_PLAYERS,
                   _("%s is for %u to %u players, not %u"), game_id,
                   tm_game_get_min_players (game), tm_game_get_max_players (game), n_players);
      return FALSE;
    }

  memset (config, 0, sizeof *config);
  config->n_players = n_players;
  config->seed = seed;
  if (json != NULL ? !tm_play_rules_parse_options (rules, json, config, error)
                   : !tm_play_rules_set_options (rules, values, config, error))
    return FALSE;

  *rules_out = rules;
  return TRUE;
}

/**
 * tm_play_state_new:
 * @game_id: the game to play, such as `freeo`
 * @n_players: the number of seats
 * @seed: the seed every random event of the game derives from
 * @options: (nullable): rule options (`a{sv}`, see tm_game_check_options());
 *   %NULL for the game's defaults
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Deals a new game.  The same game, players, seed and options deal the
 * same game on every machine.
 *
 * Returns: (transfer full) (nullable): the new state, or %NULL with @error
 *   set
 */
TmPlayState *
tm_play_state_new (const char  *game_id,
                   guint        n_players,
                   guint64      seed,
                   GVariant    *options,
                   GError     **error)
{
  const TmPlayRules *rules = NULL;
  TmPlayConfig config;
  TmPlayState *self;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!make_config (game_id, n_players, seed, options, NULL, &rules, &config, error))
    return NULL;

  self = state_new (rules, &config);
  rules->init (self->data, &config);
  return self;
}

static gboolean
parse_move (TmPlayState  *self,
            const char   *text,
            TmMove       *move,
            GError      **error)
{
  if (text == NULL || !self->rules->move_from_string (self->data, text, move))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_MOVE_TEXT,
                   _("“%s” is not a move of %s"), text ? text : "", self->rules->game_id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_move (TmPlayState   *self,
            TmMove         move,
            const char   **section,
            GError       **error)
{
  TmPlayViolation violation = { NULL, NULL, NULL };

  if (self->rules->observer (self->data) >= 0)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OBSERVATION,
                   _("moves are played on the full state, not on a player's view"));
      return FALSE;
    }

  if (self->rules->check_move (self->data, move, &violation))
    return TRUE;

  if (section != NULL)
    *section = violation.section;
  if (violation.ruling != NULL)
    g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_ILLEGAL_MOVE,
                 _("%s (rules: “%s”, ruling “%s”)"),
                 _(violation.message), violation.section, violation.ruling);
  else
    g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_ILLEGAL_MOVE,
                 _("%s (rules: “%s”)"), _(violation.message), violation.section);
  return FALSE;
}

static void
apply_unchecked (TmPlayState *self,
                 TmMove       move)
{
  self->rules->apply_move (self->data, move);
  g_array_append_val (self->history, move);
}

static gboolean
read_header (JsonObject          *root,
             const TmPlayRules  **rules,
             TmPlayConfig        *config,
             GError             **error)
{
  const char *game_id = tm_json_member_string (root, "game");
  JsonObject *options = NULL;
  gint64 version = 0, players = 0, seed = 0;

  if (!tm_json_member_int (root, "version", &version) || version != STATE_FORMAT_VERSION)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_VERSION,
                   _("field “version”: only version 1 is understood; "
                     "the file may come from a newer Tablemate"));
      return FALSE;
    }
  if (game_id == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “game”: a game id is required"));
      return FALSE;
    }
  if (!tm_json_member_int (root, "players", &players) || players < 0 || players > G_MAXINT)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “players”: the number of seats is required"));
      return FALSE;
    }
  if (!tm_json_member_int (root, "seed", &seed))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “seed”: a whole number is required"));
      return FALSE;
    }
  if (json_object_has_member (root, "options") &&
      (options = tm_json_member_object (root, "options")) == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “options”: an object is required"));
      return FALSE;
    }

  if (!make_config (game_id, (guint) players, (guint64) seed, NULL, options, rules, config, error))
    return FALSE;

  /* The game's own starting data (TmPlayConfig.setup), owned by the
   * caller. */
  if (json_object_has_member (root, "setup"))
    {
      if ((*rules)->setup_from_json == NULL)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                       _("field “setup”: this game has none"));
          return FALSE;
        }
      config->setup = (*rules)->setup_from_json (json_object_get_member (root, "setup"), error);
      if (config->setup == NULL)
        return FALSE;
    }
  return TRUE;
}

static TmPlayState *
load_state (JsonNode  *node,
            GError   **error)
{
  g_autoptr(TmPlayState) self = NULL;
  g_autoptr(TmPlayState) replay = NULL;
  const TmPlayRules *rules = NULL;
  TmPlayConfig config;
  g_autoptr(GBytes) setup = NULL;
  JsonObject *root, *state;
  JsonArray *moves;
  const char *kind;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("a saved game must be a JSON object"));
      return NULL;
    }
  root = json_node_get_object (node);
  kind = tm_json_member_string (root, "kind");
  if (json_object_has_member (root, "kind") &&
      (kind == NULL || !(g_str_equal (kind, "game") || g_str_equal (kind, "state"))))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   kind != NULL && g_str_equal (kind, "observation")
                   ? _("field “kind”: one seat's observation cannot be restored as a game")
                   : _("field “kind”: “game” or “state” is required"));
      return NULL;
    }
  if (!read_header (root, &rules, &config, error))
    return NULL;
  setup = config.setup;

  moves = tm_json_member_array (root, "moves");
  if (json_object_has_member (root, "moves") && moves == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “moves”: an array of moves is required"));
      return NULL;
    }

  if (moves != NULL)
    {
      replay = state_new (rules, &config);
      rules->init (replay->data, &config);
      for (guint i = 0; i < json_array_get_length (moves); i++)
        {
          JsonNode *item = json_array_get_element (moves, i);
          const char *text = NULL;
          g_autoptr(GError) local_error = NULL;
          TmMove move;

          if (JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING)
            text = json_node_get_string (item);
          if (!parse_move (replay, text, &move, &local_error) ||
              !check_move (replay, move, NULL, &local_error))
            {
              g_set_error (error, TM_PLAY_ERROR, local_error->code,
                           _("move %u: %s"), i + 1, local_error->message);
              return NULL;
            }
          apply_unchecked (replay, move);
        }
    }

  state = tm_json_member_object (root, "state");
  if (kind != NULL && g_str_equal (kind, "game") && (state != NULL || replay == NULL))
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “kind”: a saved game has “moves” and no “state”"));
      return NULL;
    }
  if (kind != NULL && g_str_equal (kind, "state") && state == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “state”: a saved state (“kind”: “state”) needs it"));
      return NULL;
    }
  if (state == NULL)
    {
      if (json_object_has_member (root, "state") || replay == NULL)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                       _("field “state” or “moves” is required"));
          return NULL;
        }
      return g_steal_pointer (&replay);
    }

  self = state_new (rules, &config);
  if (!rules->from_json (self->data, &config, state, error))
    return NULL;

  if (replay != NULL)
    {
      if (memcmp (replay->data, self->data, rules->state_size) != 0)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                       _("field “state”: the moves do not lead to this state"));
          return NULL;
        }
      return g_steal_pointer (&replay);
    }

  self->replayable = FALSE;
  return g_steal_pointer (&self);
}

/* Reads the seats' notes (`"notes"`) into @self: an array with an
 * element per seat, null for a seat without (see
 * _tm_play_notes_new_from_json()). */
static gboolean
read_notes (TmPlayState  *self,
            JsonObject   *root,
            GError      **error)
{
  JsonArray *notes;

  if (!json_object_has_member (root, "notes"))
    return TRUE;
  notes = tm_json_member_array (root, "notes");
  if (notes == NULL || json_array_get_length (notes) != self->config.n_players)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   _("field “notes”: an element per player is required"));
      return FALSE;
    }
  for (guint p = 0; p < self->config.n_players; p++)
    self->notes[p] = _tm_play_notes_new_from_json (json_array_get_element (notes, p));
  return TRUE;
}

/**
 * tm_play_state_parse_json:
 * @data: (array length=len): the text of a saved state or saved game
 * @len: the length of @data in bytes
 * @error: return location for a #GError in %JSON_PARSER_ERROR
 *
 * Parses the text of a saved state or saved game for
 * tm_play_state_new_from_json(), as the engine reads every file of its
 * own: besides text that is not JSON, an empty text, a number too large
 * to keep and a `\u0000` escape (at which json-glib would cut a string
 * short without a word) are refused, with where they are.
 *
 * Returns: (transfer full) (nullable): the root node, or %NULL with
 *   @error set
 */
JsonNode *
tm_play_state_parse_json (const char  *data,
                          gsize        len,
                          GError     **error)
{
  g_return_val_if_fail (data != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return tm_json_parse (data, len, error);
}

/**
 * tm_play_state_new_from_json:
 * @node: a saved state from tm_play_state_to_json(), or a saved game from
 *   tm_play_state_save_game()
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Restores a game.  A saved game (seed, options and moves) is replayed
 * move by move.  A saved state is read as it stands and checked for
 * consistency (every card exactly once); if it also lists its moves, they
 * must replay from the seed to exactly that state.  Errors name the field
 * or move at fault.  See `docs/play-format.md`.
 *
 * Returns: (transfer full) (nullable): the state, or %NULL with @error set
 */
TmPlayState *
tm_play_state_new_from_json (JsonNode  *node,
                             GError   **error)
{
  g_autoptr(TmPlayState) self = NULL;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = load_state (node, error);
  if (self == NULL || !read_notes (self, json_node_get_object (node), error))
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * tm_play_state_copy:
 * @self: a state
 *
 * Copies a state, moves and all.  The copy is independent: moves applied
 * to one do not change the other.
 *
 * Returns: (transfer full): the copy
 */
TmPlayState *
tm_play_state_copy (TmPlayState *self)
{
  TmPlayState *copy;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);

  copy = state_new (self->rules, &self->config);
  memcpy (copy->data, self->data, self->rules->state_size);
  g_array_append_vals (copy->history, self->history->data, self->history->len);
  copy->replayable = self->replayable;
  for (guint p = 0; p < self->config.n_players; p++)
    tm_play_state_set_notes (copy, p, self->notes[p]);
  return copy;
}

/**
 * tm_play_state_keep_seen:
 * @self: a full state
 * @later: a full state of the same game that @self's moves and more led
 *   to, such as the game before an undo took moves back to @self
 *
 * Keeps in @self what the table saw turned up by the moves of @later that
 * @self does not have, so that taking moves back makes nobody forget a
 * card they saw (see #TmPlayRules.keep_seen); nothing still hidden from
 * everyone becomes known.  The record lives in @self's state only: a game
 * saved as its moves and replayed does not have it.
 */
void
tm_play_state_keep_seen (TmPlayState *self,
                         TmPlayState *later)
{
  g_autofree gpointer scratch = NULL;
  const TmMove *moves;

  g_return_if_fail (TM_IS_PLAY_STATE (self));
  g_return_if_fail (TM_IS_PLAY_STATE (later));
  g_return_if_fail (self->rules == later->rules);
  g_return_if_fail (later->history->len >= self->history->len);
  g_return_if_fail (self->rules->observer (self->data) < 0);

  if (self->rules->keep_seen == NULL)
    return;

  moves = (const TmMove *) later->history->data;
  scratch = g_memdup2 (self->data, self->rules->state_size);
  for (guint i = self->history->len; i < later->history->len; i++)
    {
      if (self->rules->current_player (scratch) < 0)
        break;
      self->rules->apply_move (scratch, moves[i]);
      self->rules->keep_seen (self->data, scratch);
    }
}

/**
 * tm_play_state_observe:
 * @self: a full state
 * @player: a seat
 *
 * Makes the observation of one seat: what that player may see, with every
 * card hidden from them unknown.  This is all a view of that seat, or an
 * agent playing it, should be given.
 *
 * Returns: (transfer full): the observation, itself a #TmPlayState whose
 *   [property@Tm.PlayState:observer] is @player
 */
TmPlayState *
tm_play_state_observe (TmPlayState *self,
                       guint        player)
{
  TmPlayState *observation;
  int observer;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);
  g_return_val_if_fail (player < self->config.n_players, NULL);

  observer = self->rules->observer (self->data);
  g_return_val_if_fail (observer < 0 || observer == (int) player, NULL);

  observation = state_new (self->rules, &self->config);
  self->rules->observe (self->data, player, observation->data);
  g_array_append_vals (observation->history, self->history->data, self->history->len);
  observation->replayable = FALSE;
  tm_play_state_set_notes (observation, player, self->notes[player]);
  return observation;
}

/**
 * tm_play_state_get_game_id:
 * @self: a state
 *
 * Gets the id of the game being played.
 *
 * Returns: the game id
 */
const char *
tm_play_state_get_game_id (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);

  return self->rules->game_id;
}

/**
 * tm_play_state_get_n_players:
 * @self: a state
 *
 * Gets the number of seats.
 *
 * Returns: the number of players
 */
guint
tm_play_state_get_n_players (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), 0);

  return self->config.n_players;
}

/**
 * tm_play_state_get_seed:
 * @self: a state
 *
 * Gets the seed the game was dealt from.
 *
 * Returns: the seed
 */
guint64
tm_play_state_get_seed (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), 0);

  return self->config.seed;
}

/**
 * tm_play_state_get_current_player:
 * @self: a state
 *
 * Gets the seat to move.
 *
 * Returns: the seat, from 0, or %TM_PLAYER_TERMINAL
 */
int
tm_play_state_get_current_player (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), TM_PLAYER_TERMINAL);

  return self->rules->current_player (self->data);
}

/**
 * tm_play_state_get_turn_owner:
 * @self: a state
 *
 * Gets the seat whose turn it is.  Usually the seat to move, but another
 * seat may have a decision to make during someone's turn (see
 * #TmPlayRules.turn_owner), and a view should still show whose turn it is.
 *
 * Returns: the seat, from 0, or %TM_PLAYER_TERMINAL
 */
int
tm_play_state_get_turn_owner (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), TM_PLAYER_TERMINAL);

  if (self->rules->turn_owner != NULL)
    return self->rules->turn_owner (self->data);
  return self->rules->current_player (self->data);
}

/**
 * tm_play_state_get_stage:
 * @self: a state
 *
 * Gets which stage of a move the seat to move is choosing, for games whose
 * moves are made in stages (see #TmPlayRules.stage): a short id such as
 * `pick` (a card or run) or `put` (where it goes).  The legal moves are
 * the choices of that stage.
 *
 * Returns: (nullable): the stage's id, or %NULL when moves are whole
 */
const char *
tm_play_state_get_stage (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);

  if (self->rules->stage == NULL || self->rules->current_player (self->data) < 0)
    return NULL;
  return self->rules->stage (self->data);
}

/**
 * tm_play_state_get_is_terminal:
 * @self: a state
 *
 * Gets whether the game is over.
 *
 * Returns: %TRUE once no more moves can be made
 */
gboolean
tm_play_state_get_is_terminal (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), TRUE);

  return self->rules->current_player (self->data) == TM_PLAYER_TERMINAL;
}

/**
 * tm_play_state_get_n_moves:
 * @self: a state
 *
 * Gets how many moves have been made since the deal (or since the state
 * was restored, for a state saved without its moves).
 *
 * Returns: the number of moves
 */
guint
tm_play_state_get_n_moves (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), 0);

  return self->history->len;
}

/**
 * tm_play_state_get_observer:
 * @self: a state
 *
 * Gets whose observation this is.
 *
 * Returns: the observing seat, or -1 for a full state
 */
int
tm_play_state_get_observer (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), -1);

  return self->rules->observer (self->data);
}

/**
 * tm_play_state_dup_options:
 * @self: a state
 *
 * Gets the rule options the game is played with.
 *
 * Returns: (transfer full): complete option values (`a{sv}`)
 */
GVariant *
tm_play_state_dup_options (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);

  return tm_play_rules_dup_options (self->rules, &self->config);
}

/**
 * tm_play_state_get_rules: (skip)
 * @self: a state
 *
 * Gets the rules the game is played by, for agents and tools that work on
 * the flat state directly.
 *
 * Returns: (transfer none): the rules
 */
const TmPlayRules *
tm_play_state_get_rules (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);

  return self->rules;
}

/**
 * tm_play_state_peek_data: (skip)
 * @self: a state
 *
 * Gets the flat state struct, #TmPlayRules.state_size bytes, for agents
 * and tools that work on it directly.  Do not change it.
 *
 * Returns: (transfer none): the game's state struct
 */
gconstpointer
tm_play_state_peek_data (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);

  return self->data;
}

/**
 * tm_play_state_get_legal_moves:
 * @self: a full state, or the observation of the seat to move
 * @moves: (out caller-allocates) (array length=n_moves): where to write
 *   the legal moves
 * @n_moves: the length of @moves; %TM_MOVE_MAX_LEGAL is always enough
 *
 * Writes the moves the seat to move may make into a caller's buffer,
 * without allocating.  An observation of that seat gives the same moves
 * as the full state.
 *
 * Returns: the number of legal moves (0 once the game is over); if more
 *   than @n_moves, only the first @n_moves were written
 */
guint
tm_play_state_get_legal_moves (TmPlayState *self,
                               TmMove      *moves,
                               guint        n_moves)
{
  TmMove all[TM_MOVE_MAX_LEGAL];
  int observer;
  guint n;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), 0);
  g_return_val_if_fail (moves != NULL || n_moves == 0, 0);

  observer = self->rules->observer (self->data);
  g_return_val_if_fail (observer < 0 ||
                        observer == self->rules->current_player (self->data) ||
                        self->rules->current_player (self->data) == TM_PLAYER_TERMINAL, 0);

  n = self->rules->legal_moves (self->data, all);
  memcpy (moves, all, MIN (n, n_moves) * sizeof (TmMove));
  return n;
}

/**
 * tm_play_state_dup_legal_moves:
 * @self: a full state, or the observation of the seat to move
 * @n_moves: (out): return location for the number of moves
 *
 * Lists the legal moves in a new array, for language bindings.
 *
 * Returns: (transfer full) (array length=n_moves): the legal moves
 */
TmMove *
tm_play_state_dup_legal_moves (TmPlayState *self,
                               guint       *n_moves)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);
  g_return_val_if_fail (n_moves != NULL, NULL);

  n = tm_play_state_get_legal_moves (self, moves, G_N_ELEMENTS (moves));
  *n_moves = n;
  return g_memdup2 (moves, n * sizeof (TmMove));
}

/**
 * tm_play_state_check_move:
 * @self: a full state
 * @move: a move
 * @section: (out) (optional) (transfer none): the id of the rules section
 *   that forbids the move, such as `turn`, for linking to the rules
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Checks whether the seat to move may make @move.  If not, the error
 * (%TM_PLAY_ERROR_ILLEGAL_MOVE) says which rule forbids it and names its
 * section of `data/games/<game>/rules.json`, and the ruling if one applies.
 *
 * Returns: %TRUE if the move is legal
 */
gboolean
tm_play_state_check_move (TmPlayState   *self,
                          const TmMove  *move,
                          const char   **section,
                          GError       **error)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return check_move (self, *move, section, error);
}

/**
 * tm_play_state_apply_move:
 * @self: a full state
 * @move: the move of the seat to move
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Plays a move if the rules allow it, as for
 * tm_play_state_check_move(), and records it in the history.
 *
 * Returns: %TRUE if the move was applied
 */
gboolean
tm_play_state_apply_move (TmPlayState   *self,
                          const TmMove  *move,
                          GError       **error)
{
  int player;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_move (self, *move, NULL, error))
    return FALSE;

  player = tm_play_state_get_current_player (self);
  apply_unchecked (self, *move);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  if (player != tm_play_state_get_current_player (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
  if (tm_play_state_get_is_terminal (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_TERMINAL]);
  g_signal_emit (self, signals[MOVE_APPLIED], 0, move, player);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * tm_play_state_apply_move_text:
 * @self: a full state
 * @text: a move in its text form, such as `seek-house`
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Reads a move and plays it, as tm_play_state_apply_move() does.
 *
 * Returns: %TRUE if the move was applied
 */
gboolean
tm_play_state_apply_move_text (TmPlayState  *self,
                               const char   *text,
                               GError      **error)
{
  TmMove move;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  return parse_move (self, text, &move, error) &&
         tm_play_state_apply_move (self, &move, error);
}

/**
 * tm_play_state_move_to_string:
 * @self: a state of the game the move belongs to
 * @move: a move
 *
 * Writes a move in its text form, the one `tablemate-cli` and saved games
 * use (see `docs/play-format.md`).
 *
 * Returns: (transfer full): the text
 */
char *
tm_play_state_move_to_string (TmPlayState  *self,
                              const TmMove *move)
{
  char buf[64];

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  self->rules->move_to_string (self->data, *move, buf, sizeof buf);
  return g_strdup (buf);
}

/**
 * tm_play_state_parse_move:
 * @self: a state
 * @text: a move's text form
 * @move: (out caller-allocates): the move read
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Reads a move's text form.  It does not check whether the move is legal.
 *
 * Returns: %TRUE if @text is a move of this game
 */
gboolean
tm_play_state_parse_move (TmPlayState  *self,
                          const char   *text,
                          TmMove       *move,
                          GError      **error)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  return parse_move (self, text, move, error);
}

/**
 * tm_play_state_get_history:
 * @self: a state
 * @n_moves: (out): return location for the number of moves
 *
 * Gets the moves made so far, oldest first.
 *
 * Returns: (transfer none) (array length=n_moves): the moves
 */
const TmMove *
tm_play_state_get_history (TmPlayState *self,
                           guint       *n_moves)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);
  g_return_val_if_fail (n_moves != NULL, NULL);

  *n_moves = self->history->len;
  return (const TmMove *) self->history->data;
}

/**
 * tm_play_state_get_returns:
 * @self: a state
 * @values: (out caller-allocates) (array fixed-size=8): a value per seat
 *
 * Gets each seat's result, between 0 and 1.  Once the game is over the
 * winners share 1 and the others get 0; before that the values are the
 * rules' estimate of how well each seat is doing.
 */
void
tm_play_state_get_returns (TmPlayState *self,
                           double      *values)
{
  g_return_if_fail (TM_IS_PLAY_STATE (self));
  g_return_if_fail (values != NULL);

  self->rules->returns (self->data, values);
}

/**
 * tm_play_state_get_scores:
 * @self: a state
 * @scores: (out caller-allocates) (array fixed-size=8): a score per seat
 *
 * Gets the game's points per seat, as a score sheet shows them (Free-O:
 * running totals, lowest wins; Meet the Patriots: pairs).
 */
void
tm_play_state_get_scores (TmPlayState *self,
                          int         *scores)
{
  g_return_if_fail (TM_IS_PLAY_STATE (self));
  g_return_if_fail (scores != NULL);

  self->rules->scores (self->data, scores);
}

/* Each seat's notes, when any seat has some: null for a seat without. */
static void
notes_to_json (TmPlayState *self,
               JsonObject  *root)
{
  JsonArray *notes = NULL;

  for (guint p = 0; p < self->config.n_players && notes == NULL; p++)
    if (self->notes[p] != NULL)
      notes = json_array_new ();
  for (guint p = 0; notes != NULL && p < self->config.n_players; p++)
    {
      if (self->notes[p] != NULL)
        json_array_add_element (notes, _tm_play_notes_to_json (self->notes[p]));
      else
        json_array_add_null_element (notes);
    }
  if (notes != NULL)
    json_object_set_array_member (root, "notes", notes);
}

static JsonObject *
header_to_json (TmPlayState *self,
                const char  *kind)
{
  JsonObject *root = json_object_new ();
  JsonArray *moves = json_array_new ();

  json_object_set_int_member (root, "version", STATE_FORMAT_VERSION);
  json_object_set_string_member (root, "kind", kind);
  json_object_set_string_member (root, "game", self->rules->game_id);
  json_object_set_int_member (root, "players", self->config.n_players);
  json_object_set_int_member (root, "seed", (gint64) self->config.seed);
  json_object_set_member (root, "options",
                          tm_play_rules_options_to_json (self->rules, &self->config));
  if (self->rules->setup_to_json != NULL)
    {
      JsonNode *setup = self->rules->setup_to_json (self->data);

      if (setup != NULL)
        json_object_set_member (root, "setup", setup);
    }
  for (guint i = 0; i < self->history->len; i++)
    {
      char buf[64];

      self->rules->move_to_string (self->data, g_array_index (self->history, TmMove, i),
                                   buf, sizeof buf);
      json_array_add_string_element (moves, buf);
    }
  json_object_set_array_member (root, "moves", moves);
  notes_to_json (self, root);
  return root;
}

static JsonNode *
object_node (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);
  return node;
}

/**
 * tm_play_state_to_json:
 * @self: a full state
 *
 * Saves the state: the game, players, seed and options, the moves so far
 * and the state itself.  tm_play_state_new_from_json() restores it.
 *
 * Returns: (transfer full): the saved state, a JSON object node
 */
JsonNode *
tm_play_state_to_json (TmPlayState *self)
{
  JsonObject *root;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);
  g_return_val_if_fail (tm_play_state_get_observer (self) < 0, NULL);

  root = header_to_json (self, "state");
  if (!self->replayable)
    json_object_remove_member (root, "moves");
  json_object_set_member (root, "state", self->rules->to_json (self->data));
  return object_node (root);
}

/**
 * tm_play_state_save_game:
 * @self: a full state that was dealt from its seed
 *
 * Saves the game as its seed, options and moves only: the smallest save,
 * which replays to the same state on any machine.  A state restored
 * without its moves has no such record and is saved whole instead.
 *
 * Returns: (transfer full): the saved game, a JSON object node
 */
JsonNode *
tm_play_state_save_game (TmPlayState *self)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);

  if (!self->replayable)
    return tm_play_state_to_json (self);

  return object_node (header_to_json (self, "game"));
}

/**
 * tm_play_state_observation_to_json:
 * @self: a full state, or the observation of @player
 * @player: a seat
 *
 * Writes what @player may see, the form a view or another program acting
 * for that seat should be given: nothing hidden from @player appears in
 * it.  When @player is to move, it lists the legal moves too.
 *
 * Returns: (transfer full): the observation, a JSON object node
 */
JsonNode *
tm_play_state_observation_to_json (TmPlayState *self,
                                   guint        player)
{
  g_autoptr(TmPlayState) observation = NULL;
  JsonObject *root;

  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);
  g_return_val_if_fail (player < self->config.n_players, NULL);

  observation = tm_play_state_observe (self, player);
  root = header_to_json (observation, "observation");
  json_object_remove_member (root, "seed");
  json_object_set_int_member (root, "observer", player);
  json_object_set_member (root, "state", self->rules->to_json (observation->data));
  if (self->rules->turn_owner != NULL)
    json_object_set_int_member (root, "turn_owner", tm_play_state_get_turn_owner (observation));
  if (tm_play_state_get_stage (observation) != NULL)
    json_object_set_string_member (root, "stage", tm_play_state_get_stage (observation));
  if (tm_play_state_get_current_player (observation) == (int) player)
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];
      guint n = self->rules->legal_moves (observation->data, moves);
      JsonArray *legal = json_array_new ();

      for (guint i = 0; i < n; i++)
        {
          char buf[64];

          self->rules->move_to_string (observation->data, moves[i], buf, sizeof buf);
          json_array_add_string_element (legal, buf);
        }
      json_object_set_array_member (root, "legal", legal);
    }
  return object_node (root);
}

/**
 * tm_play_state_set_notes:
 * @self: a state
 * @seat: a seat
 * @notes: (nullable): what the person at @seat noted for themselves
 *   (Escaped: the names they ticked on their suspect checklist), or %NULL
 *   for none
 *
 * Keeps a seat's private notes with the game: they are saved and restored
 * with it (tm_play_state_save_game()), copied with it, and given only to
 * that seat's own observation (tm_play_state_observe()).  They are never
 * part of the rules' state, so no agent and no other seat reads them,
 * and they change nothing in play.
 */
void
tm_play_state_set_notes (TmPlayState *self,
                         guint        seat,
                         TmPlayNotes *notes)
{
  g_return_if_fail (TM_IS_PLAY_STATE (self));
  g_return_if_fail (seat < self->config.n_players);

  if (notes == self->notes[seat])
    return;
  g_clear_pointer (&self->notes[seat], tm_play_notes_unref);
  if (notes != NULL)
    self->notes[seat] = tm_play_notes_ref (notes);
}

/**
 * tm_play_state_get_notes:
 * @self: a state, or the observation of @seat
 * @seat: a seat
 *
 * Gets a seat's private notes (see tm_play_state_set_notes()).  An
 * observation has its observer's notes only.
 *
 * Returns: (transfer none) (nullable): the notes, or %NULL for none
 */
TmPlayNotes *
tm_play_state_get_notes (TmPlayState *self,
                         guint        seat)
{
  g_return_val_if_fail (TM_IS_PLAY_STATE (self), NULL);
  g_return_val_if_fail (seat < self->config.n_players, NULL);

  return self->notes[seat];
}
