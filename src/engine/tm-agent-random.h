/* tm-agent-random.h: an agent that plays any legal move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-agent.h"

G_BEGIN_DECLS

#define TM_TYPE_AGENT_RANDOM (tm_agent_random_get_type ())

G_DECLARE_FINAL_TYPE (TmAgentRandom, tm_agent_random, TM, AGENT_RANDOM, TmAgent)

TmAgent *tm_agent_random_new (void);

G_END_DECLS
