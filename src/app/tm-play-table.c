/* tm-play-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-game-ui.h"
#include "tm-play-table.h"

G_DEFINE_INTERFACE (TmPlayTable, tm_play_table, GTK_TYPE_WIDGET)

enum {
  MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tm_play_table_default_init (TmPlayTableInterface *iface)
{
  /**
   * TmPlayTable::move:
   * @self: the table
   * @move: the move
   *
   * Emitted when the person picks a move on the table.
   */
  signals[MOVE] = g_signal_new ("move",
                                G_TYPE_FROM_INTERFACE (iface),
                                G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, TM_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
}

/**
 * tm_play_table_lookup_factory:
 * @game_id: a game id
 *
 * Finds the table view of a game the app can play.
 *
 * Returns: (nullable): the factory, or %NULL when the app has no table
 *   for the game (or the engine no rules)
 */
TmPlayTableFactory
tm_play_table_lookup_factory (const char *game_id)
{
  const TmGameUi *ui;

  g_return_val_if_fail (game_id != NULL, NULL);

  if (tm_play_rules_lookup (game_id) == NULL)
    return NULL;
  ui = tm_game_ui_lookup (game_id);
  return ui != NULL ? ui->new_play_table : NULL;
}

/**
 * tm_play_table_update:
 * @self: a table
 * @observation: the viewer's observation
 * @names: the seats' names
 * @deciding: whether the viewer has a move to make
 *
 * Shows @observation.
 */
void
tm_play_table_update (TmPlayTable        *self,
                      TmPlayState        *observation,
                      const char * const *names,
                      gboolean            deciding)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_return_if_fail (TM_IS_PLAY_STATE (observation));
  TM_PLAY_TABLE_GET_IFACE (self)->update (self, observation, names, deciding);
}

/**
 * tm_play_table_describe_move:
 * @self: a table
 * @before: the viewer's observation before the move
 * @after: the viewer's observation after it
 * @names: the seats' names
 * @player: the seat that moved
 * @move: the move
 *
 * Says what @player did, for the log and screen readers.
 *
 * Returns: (transfer full): the sentence
 */
char *
tm_play_table_describe_move (TmPlayTable        *self,
                             TmPlayState        *before,
                             TmPlayState        *after,
                             const char * const *names,
                             int                 player,
                             const TmMove       *move)
{
  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (before), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (after), NULL);
  g_return_val_if_fail (move != NULL, NULL);
  return TM_PLAY_TABLE_GET_IFACE (self)->describe_move (self, before, after, names, player, move);
}

void
tm_play_table_show_hint (TmPlayTable  *self,
                         const TmMove *move)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_return_if_fail (move != NULL);
  TM_PLAY_TABLE_GET_IFACE (self)->show_hint (self, move);
}

gboolean
tm_play_table_focus_first (TmPlayTable *self)
{
  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), FALSE);
  return TM_PLAY_TABLE_GET_IFACE (self)->focus_first (self);
}

/**
 * tm_play_table_describe_hint:
 * @self: a table
 * @observation: the person's observation
 * @names: the seats' names
 * @move: the move a hint suggests
 *
 * Says what a hint suggests, in words for the person.
 *
 * Returns: (transfer full): the sentence
 */
char *
tm_play_table_describe_hint (TmPlayTable        *self,
                             TmPlayState        *observation,
                             const char * const *names,
                             const TmMove       *move)
{
  TmPlayTableInterface *iface;
  g_autofree char *text = NULL;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (observation), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  iface = TM_PLAY_TABLE_GET_IFACE (self);
  if (iface->describe_hint != NULL)
    return iface->describe_hint (self, observation, names, move);
  text = tm_play_state_move_to_string (observation, move);
  /* Translators: %s is a move in the engine's text form */
  return g_strdup_printf (_("Hint: %s"), text);
}

/**
 * tm_play_table_describe_start:
 * @self: a table
 * @observation: an observation
 * @names: the seats' names
 *
 * Says how a hand starts, when @observation is the start of one.
 *
 * Returns: (transfer full) (nullable): a line for the log, or %NULL
 */
char *
tm_play_table_describe_start (TmPlayTable        *self,
                              TmPlayState        *observation,
                              const char * const *names)
{
  TmPlayTableInterface *iface;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (observation), NULL);

  iface = TM_PLAY_TABLE_GET_IFACE (self);
  return iface->describe_start ? iface->describe_start (self, observation, names) : NULL;
}

/**
 * tm_play_table_list_choices:
 * @observation: the viewer's observation
 * @deciding: whether the viewer has a move to make
 * @moves: (out caller-allocates) (array fixed-size=64): room for
 *   %TM_MOVE_MAX_LEGAL moves
 *
 * Lists what a table may offer the person: the legal moves of their
 * observation when they are deciding, else nothing.  Whatever a table
 * offers or prompts for comes from here, so it is always legal.
 *
 * Returns: the number of moves
 */
guint
tm_play_table_list_choices (TmPlayState *observation,
                            gboolean     deciding,
                            TmMove      *moves)
{
  g_return_val_if_fail (observation == NULL || TM_IS_PLAY_STATE (observation), 0);
  g_return_val_if_fail (moves != NULL, 0);

  if (!deciding || observation == NULL)
    return 0;
  return tm_play_state_get_legal_moves (observation, moves, TM_MOVE_MAX_LEGAL);
}

/**
 * tm_play_table_emit_move:
 * @self: a table
 * @move: the move the person picked
 *
 * Emits #TmPlayTable::move.
 */
void
tm_play_table_emit_move (TmPlayTable  *self,
                         const TmMove *move)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_return_if_fail (move != NULL);
  g_signal_emit (self, signals[MOVE], 0, move);
}
