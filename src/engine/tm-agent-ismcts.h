/* tm-agent-ismcts.h: an agent that searches with ISMCTS
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-agent.h"

G_BEGIN_DECLS

#define TM_TYPE_AGENT_ISMCTS (tm_agent_ismcts_get_type ())

G_DECLARE_FINAL_TYPE (TmAgentIsmcts, tm_agent_ismcts, TM, AGENT_ISMCTS, TmAgent)

TmAgent *tm_agent_ismcts_new              (TmAgentDifficulty  difficulty);
guint    tm_agent_ismcts_get_iterations   (TmAgentIsmcts     *self);
void     tm_agent_ismcts_set_iterations   (TmAgentIsmcts     *self,
                                           guint              iterations);
gboolean tm_agent_ismcts_get_time_limited (TmAgentIsmcts     *self);
void     tm_agent_ismcts_set_time_limited (TmAgentIsmcts     *self,
                                           gboolean           limited);
guint    tm_agent_ismcts_budget           (TmAgentDifficulty  difficulty);
guint    tm_agent_ismcts_rules_budget     (const TmPlayRules *rules,
                                           TmAgentDifficulty  difficulty);

G_END_DECLS
