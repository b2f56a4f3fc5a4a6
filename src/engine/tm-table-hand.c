/* tm-table-hand.c: a hand finished at a table, for the score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-table-session-private.h"

G_DEFINE_BOXED_TYPE (TmTableHand, tm_table_hand, tm_table_hand_ref, tm_table_hand_unref)

/**
 * tm_table_hand_ref:
 * @self: a #TmTableHand
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableHand *
tm_table_hand_ref (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_hand_unref:
 * @self: (transfer full): a #TmTableHand
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_hand_unref (TmTableHand *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->game_id);
  g_strfreev (self->players);
  g_free (self->teams);
  for (guint p = 0; p < self->n_players; p++)
    g_clear_pointer (&self->entries[p], g_variant_unref);
  g_free (self->entries);
  g_clear_pointer (&self->outcome, g_variant_unref);
  g_clear_pointer (&self->options, g_variant_unref);
  g_free (self);
}

/**
 * tm_table_hand_get_game_id:
 * @self: a #TmTableHand
 *
 * Gets the id of the game the hand was played in.
 *
 * Returns: the game's id
 */
const char *
tm_table_hand_get_game_id (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->game_id;
}

/**
 * tm_table_hand_get_number:
 * @self: a #TmTableHand
 *
 * Gets the hand's number in the game.
 *
 * Returns: the number, from 1
 */
guint
tm_table_hand_get_number (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->number;
}

/**
 * tm_table_hand_get_dealer:
 * @self: a #TmTableHand
 *
 * Gets who dealt the hand.
 *
 * Returns: the dealer's seat, or %TM_TABLE_NOBODY
 */
int
tm_table_hand_get_dealer (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->dealer;
}

/**
 * tm_table_hand_get_n_players:
 * @self: a #TmTableHand
 *
 * Gets the number of seats at the table.
 *
 * Returns: the number of players
 */
guint
tm_table_hand_get_n_players (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_players;
}

/**
 * tm_table_hand_get_player:
 * @self: a #TmTableHand
 * @seat: a seat
 *
 * Gets the name of the player in a seat.
 *
 * Returns: the name
 */
const char *
tm_table_hand_get_player (TmTableHand *self,
                          guint        seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->players[seat];
}

/**
 * tm_table_hand_get_team:
 * @self: a #TmTableHand
 * @seat: a seat
 *
 * Gets the partnership of the player in a seat.
 *
 * Returns: the team from 0, or -1 when everyone plays alone
 */
int
tm_table_hand_get_team (TmTableHand *self,
                        guint        seat)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (seat < self->n_players, -1);
  return self->teams != NULL ? self->teams[seat] : -1;
}

/**
 * tm_table_hand_get_entry:
 * @self: a #TmTableHand
 * @seat: a seat
 *
 * Gets what the table recorded of a seat, as the game's scorer's entry
 * fields (`a{sv}`): only the fields the table knows (who went out, the
 * cards in a stash…); the hand form asks the rest.
 *
 * Returns: (transfer none): the entry
 */
GVariant *
tm_table_hand_get_entry (TmTableHand *self,
                         guint        seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->entries[seat];
}

/**
 * tm_table_hand_get_outcome:
 * @self: a #TmTableHand
 *
 * Gets what the table recorded of the hand as a whole, as the scorer's
 * outcome fields (`a{sv}`), for a game whose scorer has them.
 *
 * Returns: (transfer none) (nullable): the outcome
 */
GVariant *
tm_table_hand_get_outcome (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->outcome;
}

/**
 * tm_table_hand_get_options:
 * @self: a #TmTableHand
 *
 * Gets the options the hand was played with (`a{sv}`, checked).
 *
 * Returns: (transfer none): the options
 */
GVariant *
tm_table_hand_get_options (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->options;
}

/**
 * tm_table_hand_to_json:
 * @self: a #TmTableHand
 *
 * Writes the hand as the tool's score input (docs/score-json.md): the
 * players, the dealer, the teams, each entry and the outcome.
 *
 * Returns: (transfer full): the JSON node
 */
JsonNode *
tm_table_hand_to_json (TmTableHand *self)
{
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *entries = json_array_new ();
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);

  json_object_set_string_member (o, "game", self->game_id);
  json_object_set_int_member (o, "hand", self->number);
  if (self->dealer >= 0)
    json_object_set_int_member (o, "dealer", self->dealer);
  for (guint p = 0; p < self->n_players; p++)
    {
      json_array_add_string_element (players, self->players[p]);
      json_array_add_element (entries, json_gvariant_serialize (self->entries[p]));
    }
  json_object_set_array_member (o, "players", players);
  if (self->teams != NULL)
    {
      JsonArray *teams = json_array_new ();

      for (guint p = 0; p < self->n_players; p++)
        json_array_add_int_element (teams, self->teams[p]);
      json_object_set_array_member (o, "teams", teams);
    }
  json_object_set_array_member (o, "entries", entries);
  if (self->outcome != NULL)
    json_object_set_member (o, "outcome", json_gvariant_serialize (self->outcome));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}
