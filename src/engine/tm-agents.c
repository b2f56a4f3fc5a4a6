/* tm-agents.c: the computer players there are, made by name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-agent-heuristic.h"
#include "tm-agent-ismcts.h"
#include "tm-agent-random.h"

/* The one place that knows every kind of agent, so that TmAgent itself
 * does not depend on its subclasses (which depend on it). */

/**
 * tm_agent_new:
 * @spec: the agent wanted: `random`, `heuristic` or `ismcts`, optionally
 *   followed by `:` and a difficulty (`easy`, `medium`, `hard`, `expert`)
 * @error: return location for a #GError in %TM_PLAY_ERROR
 *
 * Makes an agent from a short text, as `tablemate-cli simulate --agents`
 * takes them.
 *
 * Returns: (transfer full) (nullable): the agent, or %NULL with @error set
 */
TmAgent *
tm_agent_new (const char  *spec,
              GError     **error)
{
  g_auto(GStrv) parts = NULL;
  TmAgentDifficulty difficulty = TM_AGENT_DIFFICULTY_MEDIUM;
  TmAgent *agent;

  g_return_val_if_fail (spec != NULL, NULL);

  parts = g_strsplit (spec, ":", 2);
  if (parts[0] != NULL && parts[1] != NULL)
    {
      g_autoptr(GEnumClass) klass = g_type_class_ref (TM_TYPE_AGENT_DIFFICULTY);
      GEnumValue *value = g_enum_get_value_by_nick (klass, parts[1]);

      if (value == NULL)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION,
                       _("“%s” is not a difficulty: use easy, medium, hard or expert"),
                       parts[1]);
          return NULL;
        }
      difficulty = value->value;
    }

  if (g_strcmp0 (parts[0], "random") == 0)
    agent = tm_agent_random_new ();
  else if (g_strcmp0 (parts[0], "heuristic") == 0)
    agent = tm_agent_heuristic_new ();
  else if (g_strcmp0 (parts[0], "ismcts") == 0)
    agent = tm_agent_ismcts_new (difficulty);
  else
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_OPTION,
                   _("“%s” is not an agent: use random, heuristic or ismcts"), spec);
      return NULL;
    }

  tm_agent_set_difficulty (agent, difficulty);
  return agent;
}
