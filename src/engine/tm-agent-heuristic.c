/* tm-agent-heuristic.c: an agent that plays each game's rule of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-agent-heuristic.h"

/**
 * TmAgentHeuristic:
 *
 * An agent that plays by the game's own rule of thumb
 * (#TmPlayRules.heuristic): quick, sensible and beatable.  In Meet the
 * Patriots its memory follows its difficulty.
 */
struct _TmAgentHeuristic
{
  TmAgent parent_instance;
};

G_DEFINE_FINAL_TYPE (TmAgentHeuristic, tm_agent_heuristic, TM_TYPE_AGENT)

static gboolean
tm_agent_heuristic_think (TmAgent               *agent,
                          const TmAgentRequest  *request,
                          GCancellable          *cancellable,
                          TmMove                *move,
                          GError               **error)
{
  TmRng rng;

  tm_rng_init (&rng, request->seed);
  *move = request->rules->heuristic (request->observation, &rng);
  return TRUE;
}

static void
tm_agent_heuristic_class_init (TmAgentHeuristicClass *klass)
{
  TM_AGENT_CLASS (klass)->name = "heuristic";
  TM_AGENT_CLASS (klass)->think = tm_agent_heuristic_think;
}

static void
tm_agent_heuristic_init (TmAgentHeuristic *self)
{
}

/**
 * tm_agent_heuristic_new:
 *
 * Makes an agent that plays the game's rule of thumb.
 *
 * Returns: (transfer full): the agent
 */
TmAgent *
tm_agent_heuristic_new (void)
{
  return g_object_new (TM_TYPE_AGENT_HEURISTIC, NULL);
}
