/* tm-agent-heuristic.h: an agent that plays each game's rule of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-agent.h"

G_BEGIN_DECLS

#define TM_TYPE_AGENT_HEURISTIC (tm_agent_heuristic_get_type ())

G_DECLARE_FINAL_TYPE (TmAgentHeuristic, tm_agent_heuristic, TM, AGENT_HEURISTIC, TmAgent)

TmAgent *tm_agent_heuristic_new (void);

G_END_DECLS
