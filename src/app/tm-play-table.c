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
   * @move: the move's text form, such as `seek-house`
   *
   * Emitted when the person picks a move on the table.
   */
  signals[MOVE] = g_signal_new ("move",
                                G_TYPE_FROM_INTERFACE (iface),
                                G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, G_TYPE_STRING);
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

void
tm_play_table_update (TmPlayTable        *self,
                      JsonObject         *state,
                      const char * const *names,
                      const char * const *legal)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  TM_PLAY_TABLE_GET_IFACE (self)->update (self, state, names, legal);
}

char *
tm_play_table_describe_move (TmPlayTable        *self,
                             JsonObject         *state,
                             const char * const *names,
                             int                 player,
                             const char         *move)
{
  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  return TM_PLAY_TABLE_GET_IFACE (self)->describe_move (self, state, names, player, move);
}

void
tm_play_table_show_hint (TmPlayTable *self,
                         const char  *move)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  TM_PLAY_TABLE_GET_IFACE (self)->show_hint (self, move);
}

JsonObject *
tm_play_table_hand_result (TmPlayTable *self,
                           TmPlayState *before,
                           TmPlayState *after)
{
  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  return TM_PLAY_TABLE_GET_IFACE (self)->hand_result (self, before, after);
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
 * @state: the person's observation (its `state`)
 * @names: the seats' names
 * @move: the move a hint suggests, in its text form
 *
 * Says what a hint suggests, in words for the person.
 *
 * Returns: (transfer full): the sentence
 */
char *
tm_play_table_describe_hint (TmPlayTable        *self,
                             JsonObject         *state,
                             const char * const *names,
                             const char         *move)
{
  TmPlayTableInterface *iface;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  iface = TM_PLAY_TABLE_GET_IFACE (self);
  if (iface->describe_hint != NULL)
    return iface->describe_hint (self, state, names, move);
  /* Translators: %s is a move in the engine's text form */
  return g_strdup_printf (_("Hint: %s"), move);
}

/**
 * tm_play_table_describe_start:
 * @self: a table
 * @state: an observation (its `state`)
 * @names: the seats' names
 *
 * Says how a hand starts, when @state is the start of one.
 *
 * Returns: (transfer full) (nullable): a line for the log, or %NULL
 */
char *
tm_play_table_describe_start (TmPlayTable        *self,
                              JsonObject         *state,
                              const char * const *names)
{
  TmPlayTableInterface *iface;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);

  iface = TM_PLAY_TABLE_GET_IFACE (self);
  return iface->describe_start ? iface->describe_start (self, state, names) : NULL;
}

/**
 * tm_play_table_observe:
 * @self: a table
 * @state: the game
 * @observer: the seat whose view the table shows
 *
 * Makes @observer's observation of @state for the table's next call: hands
 * it to the table as a #TmPlayState (if the table asks for one) and
 * returns its JSON for the calls that take it.
 *
 * Returns: (transfer full): the observation as JSON
 */
JsonNode *
tm_play_table_observe (TmPlayTable *self,
                       TmPlayState *state,
                       guint        observer)
{
  TmPlayTableInterface *iface;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (state), NULL);

  iface = TM_PLAY_TABLE_GET_IFACE (self);
  if (iface->set_observation != NULL)
    {
      g_autoptr(TmPlayState) observation = tm_play_state_observe (state, observer);

      iface->set_observation (self, observation);
    }
  return tm_play_state_observation_to_json (state, observer);
}

void
tm_play_table_emit_move (TmPlayTable *self,
                         const char  *move)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_signal_emit (self, signals[MOVE], 0, move);
}
