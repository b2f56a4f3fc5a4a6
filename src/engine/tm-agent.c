/* tm-agent.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-agent.h"

/**
 * TmAgent:
 *
 * A computer player.  An agent is asked for a move for the seat to move
 * and is given only that seat's observation (after forgetting, in games
 * where memory is the skill): it never sees a hidden card.
 *
 * [method@Tm.Agent.choose_move_async] thinks in a worker thread and can be
 * cancelled, so a window stays responsive while the computer plays.  The
 * choice depends only on the observation, the agent's
 * [property@Tm.Agent:seed] and [property@Tm.Agent:difficulty], and how
 * many moves have been made, so simulations are reproducible.
 *
 * Ask one agent for one move at a time; use one agent per seat.
 */

typedef struct
{
  TmAgentDifficulty difficulty;
  guint64           seed;
} TmAgentPrivate;

G_DEFINE_ENUM_TYPE (TmAgentDifficulty, tm_agent_difficulty,
                    G_DEFINE_ENUM_VALUE (TM_AGENT_DIFFICULTY_EASY, "easy"),
                    G_DEFINE_ENUM_VALUE (TM_AGENT_DIFFICULTY_MEDIUM, "medium"),
                    G_DEFINE_ENUM_VALUE (TM_AGENT_DIFFICULTY_HARD, "hard"),
                    G_DEFINE_ENUM_VALUE (TM_AGENT_DIFFICULTY_EXPERT, "expert"))

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TmAgent, tm_agent, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_DIFFICULTY,
  PROP_SEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* How much of what it has seen an agent remembers, per difficulty
 * (Meet the Patriots). */
static const double memory_by_difficulty[] = { 0.45, 0.7, 0.9, 1.0 };

static void
tm_agent_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TmAgent *self = TM_AGENT (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, tm_agent_get_name (self));
      break;
    case PROP_DIFFICULTY:
      g_value_set_enum (value, tm_agent_get_difficulty (self));
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, tm_agent_get_seed (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_agent_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  TmAgent *self = TM_AGENT (object);

  switch (prop_id)
    {
    case PROP_DIFFICULTY:
      tm_agent_set_difficulty (self, g_value_get_enum (value));
      break;
    case PROP_SEED:
      tm_agent_set_seed (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_agent_class_init (TmAgentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tm_agent_get_property;
  object_class->set_property = tm_agent_set_property;

  /**
   * TmAgent:name:
   *
   * The kind of agent: `random`, `heuristic` or `ismcts`.
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TmAgent:difficulty:
   *
   * How well the agent plays.
   */
  properties[PROP_DIFFICULTY] =
    g_param_spec_enum ("difficulty", NULL, NULL,
                       TM_TYPE_AGENT_DIFFICULTY, TM_AGENT_DIFFICULTY_MEDIUM,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS |
                       G_PARAM_EXPLICIT_NOTIFY);
  /**
   * TmAgent:seed:
   *
   * The seed of the agent's random choices.
   */
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_agent_init (TmAgent *self)
{
}

/**
 * tm_agent_get_name:
 * @self: an agent
 *
 * Gets the kind of agent.
 *
 * Returns: `random`, `heuristic` or `ismcts`
 */
const char *
tm_agent_get_name (TmAgent *self)
{
  const char *name;

  g_return_val_if_fail (TM_IS_AGENT (self), NULL);

  name = TM_AGENT_GET_CLASS (self)->name;
  return name != NULL ? name : G_OBJECT_TYPE_NAME (self);
}

/**
 * tm_agent_get_difficulty:
 * @self: an agent
 *
 * Gets how well the agent plays.
 *
 * Returns: the difficulty
 */
TmAgentDifficulty
tm_agent_get_difficulty (TmAgent *self)
{
  TmAgentPrivate *priv = tm_agent_get_instance_private (self);

  g_return_val_if_fail (TM_IS_AGENT (self), TM_AGENT_DIFFICULTY_MEDIUM);

  return priv->difficulty;
}

/**
 * tm_agent_set_difficulty:
 * @self: an agent
 * @difficulty: how well it should play
 *
 * Sets how well the agent plays, from its next move on.
 */
void
tm_agent_set_difficulty (TmAgent           *self,
                         TmAgentDifficulty  difficulty)
{
  TmAgentPrivate *priv = tm_agent_get_instance_private (self);

  g_return_if_fail (TM_IS_AGENT (self));
  g_return_if_fail (difficulty <= TM_AGENT_DIFFICULTY_EXPERT);

  if (priv->difficulty == difficulty)
    return;

  priv->difficulty = difficulty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIFFICULTY]);
}

/**
 * tm_agent_get_seed:
 * @self: an agent
 *
 * Gets the seed of the agent's random choices.
 *
 * Returns: the seed
 */
guint64
tm_agent_get_seed (TmAgent *self)
{
  TmAgentPrivate *priv = tm_agent_get_instance_private (self);

  g_return_val_if_fail (TM_IS_AGENT (self), 0);

  return priv->seed;
}

/**
 * tm_agent_set_seed:
 * @self: an agent
 * @seed: a seed
 *
 * Sets the seed of the agent's random choices.
 */
void
tm_agent_set_seed (TmAgent *self,
                   guint64  seed)
{
  TmAgentPrivate *priv = tm_agent_get_instance_private (self);

  g_return_if_fail (TM_IS_AGENT (self));

  if (priv->seed == seed)
    return;

  priv->seed = seed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
}

/**
 * tm_agent_get_memory:
 * @self: an agent
 *
 * Gets how much of what it has seen the agent remembers at its
 * difficulty, in games where memory is the skill (Meet the Patriots): 1
 * is perfect recall.  A card seen k rounds ago is remembered with
 * probability memory^k.
 *
 * Returns: the memory, between 0 and 1
 */
double
tm_agent_get_memory (TmAgent *self)
{
  g_return_val_if_fail (TM_IS_AGENT (self), 1.0);

  return memory_by_difficulty[tm_agent_get_difficulty (self)];
}

typedef struct
{
  TmAgentRequest  request;
  gpointer        observation;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_free (job->observation);
  g_free (job);
}

static Job *
job_new (TmAgent      *self,
         TmPlayState  *state,
         GError      **error)
{
  const TmPlayRules *rules = tm_play_state_get_rules (state);
  gconstpointer data = tm_play_state_peek_data (state);
  int player = tm_play_state_get_current_player (state);
  int observer = tm_play_state_get_observer (state);
  Job *job;

  if (player < 0)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_ILLEGAL_MOVE,
                   _("The game is over; no more moves can be made."));
      return NULL;
    }
  if (observer >= 0 && observer != player)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OBSERVATION,
                   _("an agent can play only the seat whose view it is given"));
      return NULL;
    }

  job = g_new0 (Job, 1);
  job->observation = g_malloc (rules->state_size);
  if (observer < 0)
    rules->observe (data, player, job->observation);
  else
    memcpy (job->observation, data, rules->state_size);

  job->request.rules = rules;
  job->request.observation = job->observation;
  job->request.player = player;
  job->request.difficulty = tm_agent_get_difficulty (self);
  job->request.seed = tm_agent_get_seed (self) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^
                      ((guint64) tm_play_state_get_n_moves (state) << 8) ^ (guint64) player;

  if (rules->forget != NULL)
    rules->forget (job->observation,
                   tm_agent_get_seed (self) ^ ((guint64) player << 56),
                   tm_agent_get_memory (self));
  return job;
}

static gboolean
think (TmAgent       *self,
       Job           *job,
       GCancellable  *cancellable,
       TmMove        *move,
       GError       **error)
{
  TmAgentClass *klass = TM_AGENT_GET_CLASS (self);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (!klass->think (self, &job->request, cancellable, move, error))
    return FALSE;
  g_assert (job->request.rules->check_move (job->observation, *move, NULL));
  return TRUE;
}

/**
 * tm_agent_choose_move:
 * @self: an agent
 * @state: a full state, or the observation of the seat to move
 * @cancellable: (nullable): a #GCancellable
 * @move: (out caller-allocates): the move chosen
 * @error: return location for a #GError
 *
 * Chooses a move for the seat to move, in the calling thread.  The agent
 * is given only that seat's observation of @state.
 *
 * Returns: %TRUE with @move set, or %FALSE with @error set (for example
 *   %G_IO_ERROR_CANCELLED)
 */
gboolean
tm_agent_choose_move (TmAgent       *self,
                      TmPlayState   *state,
                      GCancellable  *cancellable,
                      TmMove        *move,
                      GError       **error)
{
  Job *job;
  gboolean ok;

  g_return_val_if_fail (TM_IS_AGENT (self), FALSE);
  g_return_val_if_fail (TM_IS_PLAY_STATE (state), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  job = job_new (self, state, error);
  if (job == NULL)
    return FALSE;
  ok = think (self, job, cancellable, move, error);
  job_free (job);
  return ok;
}

static void
choose_move_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  GError *error = NULL;
  TmMove move;

  if (!think (source_object, task_data, cancellable, &move, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, tm_move_copy (&move), (GDestroyNotify) tm_move_free);
}

/**
 * tm_agent_choose_move_async:
 * @self: an agent
 * @state: a full state, or the observation of the seat to move
 * @cancellable: (nullable): a #GCancellable to stop the thinking
 * @callback: called in the calling thread's main context when done
 * @user_data: data for @callback
 *
 * Chooses a move for the seat to move in a worker thread.  The seat's
 * observation is copied at once, so @state may change meanwhile.
 */
void
tm_agent_choose_move_async (TmAgent             *self,
                            TmPlayState         *state,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  Job *job;

  g_return_if_fail (TM_IS_AGENT (self));
  g_return_if_fail (TM_IS_PLAY_STATE (state));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_agent_choose_move_async);
  g_task_set_return_on_cancel (task, FALSE);

  job = job_new (self, state, &error);
  if (job == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, choose_move_thread);
}

/**
 * tm_agent_choose_move_finish:
 * @self: an agent
 * @result: the result given to the callback
 * @move: (out caller-allocates): the move chosen
 * @error: return location for a #GError
 *
 * Finishes tm_agent_choose_move_async().
 *
 * Returns: %TRUE with @move set, or %FALSE with @error set
 */
gboolean
tm_agent_choose_move_finish (TmAgent       *self,
                             GAsyncResult  *result,
                             TmMove        *move,
                             GError       **error)
{
  g_autoptr(TmMove) chosen = NULL;

  g_return_val_if_fail (TM_IS_AGENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  chosen = g_task_propagate_pointer (G_TASK (result), error);
  if (chosen == NULL)
    return FALSE;
  *move = *chosen;
  return TRUE;
}
