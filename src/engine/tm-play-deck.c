/* tm-play-deck.c: what play rules read from their decks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-effects.h"
#include "tm-json-private.h"
#include "tm-play-deck-private.h"
#include "tm-play-rules.h"

/**
 * tm_play_card_find_op: (skip)
 * @card: a card
 * @op: an op of the effect vocabulary, such as `match_any`
 *
 * Finds an operation of the card's effect as Tablemate ships it (a
 * person's card edits change what the app shows, never the rules).
 *
 * Returns: (nullable) (transfer none): the operation's object, or %NULL
 *   when the card's effect has no such op
 */
JsonObject *
tm_play_card_find_op (TmCard     *card,
                      const char *op)
{
  JsonArray *effect;

  g_return_val_if_fail (TM_IS_CARD (card), NULL);
  g_return_val_if_fail (op != NULL, NULL);

  effect = tm_card_get_shipped_effect (card);
  for (guint i = 0; effect != NULL && i < json_array_get_length (effect); i++)
    {
      JsonNode *node = json_array_get_element (effect, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (object != NULL && g_strcmp0 (tm_json_member_string (object, "op"), op) == 0)
        return object;
    }

  return NULL;
}

/**
 * tm_play_card_get_op_int: (skip)
 * @card: a card
 * @op: an op of the effect vocabulary
 * @param: one of the op's whole-number parameters
 * @value: (out): the parameter's value
 *
 * Reads a whole-number parameter of an op of the card's shipped effect.
 *
 * Returns: %TRUE if the card's effect has the op with that parameter
 */
gboolean
tm_play_card_get_op_int (TmCard     *card,
                         const char *op,
                         const char *param,
                         gint64     *value)
{
  JsonObject *object = tm_play_card_find_op (card, op);

  return object != NULL && tm_json_member_int (object, param, value);
}

/**
 * tm_play_card_get_op_string: (skip)
 * @card: a card
 * @op: an op of the effect vocabulary
 * @param: one of the op's string parameters
 *
 * Reads a string parameter of an op of the card's shipped effect.
 *
 * Returns: (nullable): the value, or %NULL if the card's effect has no
 *   such op or parameter
 */
const char *
tm_play_card_get_op_string (TmCard     *card,
                            const char *op,
                            const char *param)
{
  JsonObject *object = tm_play_card_find_op (card, op);

  return object != NULL ? tm_json_member_string (object, param) : NULL;
}

/**
 * tm_play_game_fits: (skip)
 * @game: a game's definition
 * @max_seats: the most seats the game's play state has room for
 * @error: return location for a #GError
 *
 * Checks that the game's definition seats no more players than its play
 * state has room for.
 *
 * Returns: %TRUE if it fits, or %FALSE with a %TM_PLAY_ERROR_PLAYERS
 */
gboolean
tm_play_game_fits (TmGame  *game,
                   guint    max_seats,
                   GError **error)
{
  if (tm_game_get_max_players (game) <= max_seats)
    return TRUE;
  g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_PLAYERS,
               "%s's definition: field “max_players”: play has seats for %u at most",
               tm_game_get_name (game), max_seats);
  return FALSE;
}

/**
 * tm_play_deck_fail: (skip)
 * @error: return location for a #GError
 * @deck: the deck at fault
 * @card: (nullable): the card at fault, if one is
 * @field: (nullable): the card's field at fault, if one is
 * @format: what is wrong, a printf() format
 * @...: its arguments
 *
 * Reports that play rules cannot use a deck, as a %TM_DECK_ERROR_INVALID
 * naming the deck's file, the card and the field, like the errors of
 * loading a deck.
 *
 * Returns: %FALSE
 */
gboolean
tm_play_deck_fail (GError     **error,
                   TmDeck      *deck,
                   TmCard      *card,
                   const char  *field,
                   const char  *format,
                   ...)
{
  g_autoptr(GString) where = g_string_new (tm_deck_get_filename (deck));
  g_autofree char *problem = NULL;
  va_list args;

  va_start (args, format);
  problem = g_strdup_vprintf (format, args);
  va_end (args);

  if (card != NULL)
    g_string_append_printf (where, ": card “%s”", tm_card_get_id (card));
  if (field != NULL)
    g_string_append_printf (where, ": field “%s”", field);
  g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID, "%s: %s", where->str, problem);
  return FALSE;
}
