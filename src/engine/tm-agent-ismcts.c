/* tm-agent-ismcts.c: Information Set Monte Carlo Tree Search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012), written
 * from the published description.  Each iteration invents a full state
 * consistent with the agent's observation (rules->sample), walks one
 * shared tree of moves with UCB1 counted over the times a move was
 * available, adds one node, plays random moves (or the game's playout
 * policy's) to the end of the episode (a Free-O hand; in Gitmo, a round
 * of turns from the one under way) or a depth limit, and backs up each seat's value.  It stops early once the
 * most visited move can no longer be overtaken.  For rules that name the
 * few moves worth weighing (search_moves), the tree is those moves alone,
 * each judged by the game's playouts.  The
 * tree lives in one array allocated per decision; nothing is allocated
 * per iteration.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tm-agent-ismcts.h"
#include "tm-play-private.h"

#define NO_NODE          0
#define MAX_DEPTH        256
#define ROLLOUT_LIMIT    80
#define EXPLORATION      0.7   /* unless the rules say otherwise */
/* A safety net so that the strongest agent answers within 300 ms even on
 * a slow machine; it is not reached on the benchmark machine, and when it
 * is, the move no longer depends only on the seed. */
#define MAX_THINK_US     (280 * G_TIME_SPAN_MILLISECOND)

/**
 * TmAgentIsmcts:
 *
 * The strongest agent: it searches a tree of moves over many states
 * invented to fit what it has seen, so it never uses a card it could not
 * see.  Its [property@Tm.Agent:difficulty] sets the number of iterations
 * (see tm_agent_ismcts_budget()).
 */
struct _TmAgentIsmcts
{
  TmAgent parent_instance;

  guint    iterations;    /* 0: follow the difficulty */
  gboolean unlimited;     /* no thinking-time limit */
};

G_DEFINE_FINAL_TYPE (TmAgentIsmcts, tm_agent_ismcts, TM_TYPE_AGENT)

typedef struct
{
  guint32 first_child;
  guint32 next_sibling;
  guint32 visits;
  guint32 available;
  double  reward;
  guint32 move;          /* tm_move_to_code() */
  guint8  player;        /* who chose the move leading here */
} Node;

static const guint budgets[] = { 100, 1500, 12000, 25000 };

/**
 * tm_agent_ismcts_budget:
 * @difficulty: a difficulty
 *
 * Gets the number of search iterations per move at a difficulty.
 *
 * Returns: the iterations
 */
guint
tm_agent_ismcts_budget (TmAgentDifficulty difficulty)
{
  g_return_val_if_fail (difficulty <= TM_AGENT_DIFFICULTY_EXPERT, 0);

  return budgets[difficulty];
}

/**
 * tm_agent_ismcts_rules_budget:
 * @rules: a game's rules
 * @difficulty: a difficulty
 *
 * Gets the number of search iterations per move at a difficulty in a
 * game: the game's own (#TmPlayRules.search_budgets) or the engine's.
 *
 * Returns: the iterations
 */
guint
tm_agent_ismcts_rules_budget (const TmPlayRules *rules,
                              TmAgentDifficulty  difficulty)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (difficulty <= TM_AGENT_DIFFICULTY_EXPERT, 0);

  return rules->search_budgets != NULL ? rules->search_budgets[difficulty] : budgets[difficulty];
}

/* The tree never needs more nodes than iterations, and the thinking-time
 * cutoff ends long searches anyway; the cap keeps a huge fixed iteration
 * count (or a cancelled "think forever") from asking for gigabytes. */
#define MAX_NODES (1u << 18)

/* Whether the most visited move at the root is so far ahead that the
 * @left iterations still to come could not make another move the most
 * visited (nor tie with it): the search may stop, with the same choice. */
static gboolean
choice_settled (const Node *nodes,
                guint       left)
{
  guint32 first = 0, second = 0;

  for (guint c = nodes[0].first_child; c != NO_NODE; c = nodes[c].next_sibling)
    if (nodes[c].visits > first)
      {
        second = first;
        first = nodes[c].visits;
      }
    else if (nodes[c].visits > second)
      second = nodes[c].visits;
  return first > (guint64) second + left;
}

static gboolean
search (const TmAgentRequest  *request,
        guint                  iterations,
        gboolean               may_slip,
        gboolean               unlimited,
        GCancellable          *cancellable,
        TmMove                *best_move,
        GError               **error)
{
  const TmPlayRules *rules = request->rules;
  g_autofree Node *nodes = NULL;
  g_autofree gpointer det = NULL;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  TmMove untried[TM_MOVE_MAX_LEGAL];
  guint32 path[MAX_DEPTH];
  double values[TM_PLAY_MAX_PLAYERS];
  guint capacity = MIN (iterations, MAX_NODES - 1) + 1, n_nodes = 1;
  guint episode, n, best = NO_NODE;
  gint64 deadline = g_get_monotonic_time () + MAX_THINK_US;
  double exploration = rules->exploration > 0 ? rules->exploration : EXPLORATION;
  gboolean flat = rules->search_moves != NULL && rules->playout_move != NULL;
  TmMove root[TM_MOVE_MAX_LEGAL];
  guint n_root = 0;
  TmRng rng;

  n = rules->legal_moves (request->observation, moves);
  g_assert (n > 0);
  if (flat && n > 1)
    {
      n_root = rules->search_moves (request->observation, root);
      g_assert (n_root > 0);
      memcpy (moves, root, n_root * sizeof *root);
      n = n_root;
    }
  if (n == 1)
    {
      *best_move = moves[0];
      return TRUE;
    }

  tm_rng_init (&rng, request->seed);
  /* A low level's slip: one of the moves worth weighing, unweighed (a
   * level that never slips draws nothing for it). */
  if (may_slip && n_root > 1 && rules->search_slips != NULL &&
      rules->search_slips[request->difficulty] > 0 &&
      tm_play_rng_below_inline (&rng, 1000) < rules->search_slips[request->difficulty])
    {
      *best_move = root[tm_play_rng_below_inline (&rng, n_root)];
      return TRUE;
    }
  nodes = g_new0 (Node, capacity);
  det = g_malloc (rules->state_size);
  episode = rules->episode (request->observation);

  for (guint it = 0; it < iterations; it++)
    {
      guint node = 0, depth = 0, steps = 0;

      if ((it & 255) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          if (it > 0 && !unlimited && g_get_monotonic_time () > deadline)
            break;
          if (it > 0 && choice_settled (nodes, iterations - it))
            break;
        }

      rules->sample (request->observation, &rng, det);
      if (rules->stop_at_episode_end != NULL)
        rules->stop_at_episode_end (det);   /* nothing past the episode is read */

      /* Selection and expansion. */
      while (depth < MAX_DEPTH)
        {
          gboolean has_child[TM_MOVE_MAX_LEGAL] = { FALSE };
          guint n_untried = 0, chosen = NO_NODE;
          double best_ucb = -1.0;
          int player = rules->current_player (det);

          if (player < 0 || rules->episode (det) != episode || (flat && depth > 0))
            break;
          if (flat)
            memcpy (moves, root, (n = n_root) * sizeof *root);
          else
            n = rules->legal_moves (det, moves);

          for (guint c = nodes[node].first_child; c != NO_NODE; c = nodes[c].next_sibling)
            for (guint i = 0; i < n; i++)
              if (!has_child[i] && tm_move_to_code (&moves[i]) == nodes[c].move)
                {
                  double ucb;

                  has_child[i] = TRUE;
                  nodes[c].available++;
                  ucb = nodes[c].reward / nodes[c].visits +
                        exploration * sqrt (log ((double) nodes[c].available) / nodes[c].visits);
                  if (ucb > best_ucb)
                    {
                      best_ucb = ucb;
                      chosen = c;
                    }
                  break;
                }

          for (guint i = 0; i < n; i++)
            if (!has_child[i])
              untried[n_untried++] = moves[i];

          if (n_untried > 0)
            {
              TmMove m = untried[tm_play_rng_below_inline (&rng, n_untried)];

              if (n_nodes < capacity)
                {
                  Node *child = &nodes[n_nodes];

                  child->move = tm_move_to_code (&m);
                  child->player = (guint8) player;
                  child->available = 1;
                  child->next_sibling = nodes[node].first_child;
                  nodes[node].first_child = n_nodes;
                  path[depth++] = n_nodes++;
                }
              rules->apply_move (det, m);
              break;
            }

          rules->apply_move (det, tm_move_from_code (nodes[chosen].move));
          path[depth++] = chosen;
          node = chosen;
        }

      /* Playout: random moves, or the game's own playout policy. */
      if (rules->playout_move != NULL)
        while (steps++ < ROLLOUT_LIMIT && rules->current_player (det) >= 0 &&
               rules->episode (det) == episode)
          rules->apply_move (det, rules->playout_move (det, &rng));
      else
        while (steps++ < ROLLOUT_LIMIT && rules->current_player (det) >= 0 &&
               rules->episode (det) == episode)
          {
            n = rules->legal_moves (det, moves);
            rules->apply_move (det, moves[tm_play_rng_below_inline (&rng, n)]);
          }

      /* Backup. */
      rules->returns (det, values);
      for (guint d = 0; d < depth; d++)
        {
          Node *p = &nodes[path[d]];

          p->visits++;
          p->reward += values[p->player];
        }
    }

  for (guint c = nodes[0].first_child; c != NO_NODE; c = nodes[c].next_sibling)
    if (best == NO_NODE || nodes[c].visits > nodes[best].visits)
      best = c;
  g_assert (best != NO_NODE);
  *best_move = tm_move_from_code (nodes[best].move);
  return TRUE;
}

static gboolean
tm_agent_ismcts_think (TmAgent               *agent,
                       const TmAgentRequest  *request,
                       GCancellable          *cancellable,
                       TmMove                *move,
                       GError               **error)
{
  TmAgentIsmcts *self = TM_AGENT_ISMCTS (agent);
  guint iterations = self->iterations ? self->iterations :
                     tm_agent_ismcts_rules_budget (request->rules, request->difficulty);

  /* A fixed budget (an experiment's) searches every move. */
  return search (request, iterations, self->iterations == 0, self->unlimited, cancellable,
                 move, error);
}

static void
tm_agent_ismcts_class_init (TmAgentIsmctsClass *klass)
{
  TM_AGENT_CLASS (klass)->name = "ismcts";
  TM_AGENT_CLASS (klass)->think = tm_agent_ismcts_think;
}

static void
tm_agent_ismcts_init (TmAgentIsmcts *self)
{
}

/**
 * tm_agent_ismcts_new:
 * @difficulty: how well to play
 *
 * Makes a searching agent.
 *
 * Returns: (transfer full): the agent
 */
TmAgent *
tm_agent_ismcts_new (TmAgentDifficulty difficulty)
{
  return g_object_new (TM_TYPE_AGENT_ISMCTS, "difficulty", difficulty, NULL);
}

/**
 * tm_agent_ismcts_get_iterations:
 * @self: a searching agent
 *
 * Gets the fixed number of iterations set with
 * tm_agent_ismcts_set_iterations().
 *
 * Returns: the iterations per move, or 0 when the difficulty decides
 */
guint
tm_agent_ismcts_get_iterations (TmAgentIsmcts *self)
{
  g_return_val_if_fail (TM_IS_AGENT_ISMCTS (self), 0);

  return self->iterations;
}

/**
 * tm_agent_ismcts_set_iterations:
 * @self: a searching agent
 * @iterations: iterations per move, or 0 to follow the difficulty
 *
 * Overrides the search budget, for benchmarks and experiments.
 */
void
tm_agent_ismcts_set_iterations (TmAgentIsmcts *self,
                                guint          iterations)
{
  g_return_if_fail (TM_IS_AGENT_ISMCTS (self));

  self->iterations = iterations;
}

/**
 * tm_agent_ismcts_get_time_limited:
 * @self: a searching agent
 *
 * Gets whether a search stops after about 280 ms even before its
 * iterations are done (see tm_agent_ismcts_set_time_limited()).
 *
 * Returns: %TRUE when thinking time is limited (the default)
 */
gboolean
tm_agent_ismcts_get_time_limited (TmAgentIsmcts *self)
{
  g_return_val_if_fail (TM_IS_AGENT_ISMCTS (self), TRUE);

  return !self->unlimited;
}

/**
 * tm_agent_ismcts_set_time_limited:
 * @self: a searching agent
 * @limited: whether to stop a search after about 280 ms
 *
 * Sets whether a search stops after about 280 ms, so that the agent
 * answers promptly on a slow or busy machine.  Measurements of strength
 * turn the limit off, so that what they find depends on the seed alone
 * and not on how busy the machine was.
 */
void
tm_agent_ismcts_set_time_limited (TmAgentIsmcts *self,
                                  gboolean       limited)
{
  g_return_if_fail (TM_IS_AGENT_ISMCTS (self));

  self->unlimited = !limited;
}
