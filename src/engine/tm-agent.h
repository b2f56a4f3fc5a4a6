/* tm-agent.h: a computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-move.h"
#include "tm-play-rules.h"
#include "tm-play-state.h"

G_BEGIN_DECLS

/**
 * TmAgentDifficulty:
 * @TM_AGENT_DIFFICULTY_EASY: plays loosely
 * @TM_AGENT_DIFFICULTY_MEDIUM: a fair opponent
 * @TM_AGENT_DIFFICULTY_HARD: a strong opponent
 * @TM_AGENT_DIFFICULTY_EXPERT: the strongest setting
 *
 * How well an agent plays.  For a searching agent it sets the search
 * budget; in Meet the Patriots it also sets how well the agent remembers
 * the cards it has seen.
 */
typedef enum
{
  TM_AGENT_DIFFICULTY_EASY,
  TM_AGENT_DIFFICULTY_MEDIUM,
  TM_AGENT_DIFFICULTY_HARD,
  TM_AGENT_DIFFICULTY_EXPERT,
} TmAgentDifficulty;

#define TM_TYPE_AGENT_DIFFICULTY (tm_agent_difficulty_get_type ())

GType tm_agent_difficulty_get_type (void) G_GNUC_CONST;

/**
 * TmAgentRequest:
 * @rules: the game's rules
 * @observation: the observation of the seat to move, after forgetting
 * @player: the seat to move
 * @seed: the seed for this decision's random choices
 * @difficulty: the difficulty at the time of the request
 *
 * What an agent is given to think about: never the full state.
 */
typedef struct
{
  const TmPlayRules *rules;
  gconstpointer      observation;
  guint              player;
  guint64            seed;
  TmAgentDifficulty  difficulty;
} TmAgentRequest;

#define TM_TYPE_AGENT (tm_agent_get_type ())

G_DECLARE_DERIVABLE_TYPE (TmAgent, tm_agent, TM, AGENT, GObject)

/**
 * TmAgentClass:
 * @parent_class: the parent class
 * @name: the kind of agent, as tm_agent_new() takes it (`random`, …)
 * @think: chooses a move for a request; called in a worker thread for
 *   the asynchronous API, so it must not touch the agent's mutable fields
 *
 * The class of agents.
 */
struct _TmAgentClass
{
  GObjectClass parent_class;

  const char *name;

  gboolean (*think) (TmAgent               *self,
                     const TmAgentRequest  *request,
                     GCancellable          *cancellable,
                     TmMove                *move,
                     GError               **error);

  /*< private >*/
  gpointer padding[7];
};

TmAgent            *tm_agent_new                (const char           *spec,
                                                 GError              **error);
const char         *tm_agent_get_name           (TmAgent              *self);
TmAgentDifficulty   tm_agent_get_difficulty     (TmAgent              *self);
void                tm_agent_set_difficulty     (TmAgent              *self,
                                                 TmAgentDifficulty     difficulty);
guint64             tm_agent_get_seed           (TmAgent              *self);
void                tm_agent_set_seed           (TmAgent              *self,
                                                 guint64               seed);
double              tm_agent_get_memory         (TmAgent              *self);
gboolean            tm_agent_choose_move        (TmAgent              *self,
                                                 TmPlayState          *state,
                                                 GCancellable         *cancellable,
                                                 TmMove               *move,
                                                 GError              **error);
void                tm_agent_choose_move_async  (TmAgent              *self,
                                                 TmPlayState          *state,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
gboolean            tm_agent_choose_move_finish (TmAgent              *self,
                                                 GAsyncResult         *result,
                                                 TmMove               *move,
                                                 GError              **error);

G_END_DECLS
