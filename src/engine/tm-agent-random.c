/* tm-agent-random.c: an agent that plays any legal move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-agent-random.h"

/**
 * TmAgentRandom:
 *
 * An agent that picks uniformly among the legal moves: the baseline.
 */
struct _TmAgentRandom
{
  TmAgent parent_instance;
};

G_DEFINE_FINAL_TYPE (TmAgentRandom, tm_agent_random, TM_TYPE_AGENT)

static gboolean
tm_agent_random_think (TmAgent               *agent,
                       const TmAgentRequest  *request,
                       GCancellable          *cancellable,
                       TmMove                *move,
                       GError               **error)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = request->rules->legal_moves (request->observation, moves);
  TmRng rng;

  g_assert (n > 0);
  tm_rng_init (&rng, request->seed);
  *move = moves[tm_rng_below (&rng, n)];
  return TRUE;
}

static void
tm_agent_random_class_init (TmAgentRandomClass *klass)
{
  TM_AGENT_CLASS (klass)->name = "random";
  TM_AGENT_CLASS (klass)->think = tm_agent_random_think;
}

static void
tm_agent_random_init (TmAgentRandom *self)
{
}

/**
 * tm_agent_random_new:
 *
 * Makes an agent that plays a random legal move.
 *
 * Returns: (transfer full): the agent
 */
TmAgent *
tm_agent_random_new (void)
{
  return g_object_new (TM_TYPE_AGENT_RANDOM, NULL);
}
