/* tm-score-fields.c: a scorer's fields, and reading hands for the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-score-private.h"

/* The part of TmScorer that speaks of the game's fields at this table:
 * which are asked, their limits from the deck, a hand's breakdown read
 * from JSON, and reading the players and cards of a breakdown for the
 * games' scoring. */

static guint
count_fields (const TmScoreField *fields)
{
  guint n = 0;

  while (fields != NULL && fields[n].id != NULL)
    n++;
  return n;
}

/**
 * tm_scorer_get_n_entry_fields:
 * @self: a #TmScorer
 *
 * Gets how many fields a player's entry has in this game (whether or not
 * they are asked at this table: see tm_scorer_field_applies()).
 *
 * Returns: the number of fields, 0 for a game without entries
 */
guint
tm_scorer_get_n_entry_fields (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), 0);
  return count_fields (_tm_scorer_get_rules (self)->entry_fields);
}

/**
 * tm_scorer_get_entry_field:
 * @self: a #TmScorer
 * @index: a field's position
 *
 * Gets one field of a player's entry, in the order a form shows them.
 *
 * Returns: (transfer none): the field
 */
const TmScoreField *
tm_scorer_get_entry_field (TmScorer *self,
                           guint     index)
{
  g_return_val_if_fail (index < tm_scorer_get_n_entry_fields (self), NULL);
  return &_tm_scorer_get_rules (self)->entry_fields[index];
}

/**
 * tm_scorer_get_n_outcome_fields:
 * @self: a #TmScorer
 *
 * Gets how many fields a hand's outcome for the whole table has.
 *
 * Returns: the number of fields, 0 for a game without an outcome
 */
guint
tm_scorer_get_n_outcome_fields (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), 0);
  return count_fields (_tm_scorer_get_rules (self)->outcome_fields);
}

/**
 * tm_scorer_get_outcome_field:
 * @self: a #TmScorer
 * @index: a field's position
 *
 * Gets one field of a hand's outcome.
 *
 * Returns: (transfer none): the field
 */
const TmScoreField *
tm_scorer_get_outcome_field (TmScorer *self,
                             guint     index)
{
  g_return_val_if_fail (index < tm_scorer_get_n_outcome_fields (self), NULL);
  return &_tm_scorer_get_rules (self)->outcome_fields[index];
}

/**
 * tm_scorer_lookup_field:
 * @self: a #TmScorer
 * @field_id: a field's id
 *
 * Finds a field of an entry or of the outcome by its id.
 *
 * Returns: (transfer none) (nullable): the field, or %NULL
 */
const TmScoreField *
tm_scorer_lookup_field (TmScorer   *self,
                        const char *field_id)
{
  const TmScoreRules *rules;
  const TmScoreField *field;

  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  g_return_val_if_fail (field_id != NULL, NULL);

  rules = _tm_scorer_get_rules (self);
  field = _tm_score_field_find (rules->entry_fields, field_id);
  return field != NULL ? field : _tm_score_field_find (rules->outcome_fields, field_id);
}

/**
 * tm_scorer_field_applies:
 * @self: a #TmScorer
 * @field: one of its fields
 *
 * Gets whether a field is asked at this table, with its number of players
 * and rule options.
 *
 * Returns: %TRUE if a form shows it
 */
gboolean
tm_scorer_field_applies (TmScorer           *self,
                         const TmScoreField *field)
{
  guint n;

  g_return_val_if_fail (TM_IS_SCORER (self), FALSE);
  g_return_val_if_fail (field != NULL, FALSE);

  n = tm_scorer_get_n_players (self);
  if (field->table == TM_SCORE_FIELD_SOLO && n != 1)
    return FALSE;
  if (field->table == TM_SCORE_FIELD_GROUP && n == 1)
    return FALSE;
  if (field->option != NULL && !_tm_scorer_option_enabled (self, field->option))
    return FALSE;
  if (field->without != NULL && _tm_scorer_option_enabled (self, field->without))
    return FALSE;
  return TRUE;
}

/**
 * tm_scorer_get_field_max:
 * @self: a #TmScorer
 * @field: one of its count fields
 *
 * Gets the largest count one player may enter in a field: the cards of
 * that kind in the deck, or the field's own limit.
 *
 * Returns: the largest count, or 0 for no limit
 */
gint64
tm_scorer_get_field_max (TmScorer           *self,
                         const TmScoreField *field)
{
  const TmScoreRules *rules;
  gint64 max = 0;

  g_return_val_if_fail (TM_IS_SCORER (self), 0);
  g_return_val_if_fail (field != NULL, 0);

  rules = _tm_scorer_get_rules (self);
  if (rules->field_max != NULL)
    max = rules->field_max (self, _tm_scorer_get_data (self), field->id);
  return max > 0 ? max : field->max;
}

/**
 * tm_scorer_dup_field_description:
 * @self: a #TmScorer
 * @field: one of its fields
 *
 * Describes what a field is worth, for a form's subtitle: from the deck
 * data where the points are the cards' own (“You Are Captured, +5 each”),
 * or the field's description.
 *
 * Returns: (transfer full) (nullable): the description, translated
 */
char *
tm_scorer_dup_field_description (TmScorer           *self,
                                 const TmScoreField *field)
{
  const TmScoreRules *rules;
  char *text = NULL;

  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  g_return_val_if_fail (field != NULL, NULL);

  rules = _tm_scorer_get_rules (self);
  if (rules->describe_field != NULL)
    text = rules->describe_field (self, _tm_scorer_get_data (self), field->id);
  return text != NULL ? text : g_strdup (tm_score_field_get_description (field));
}

/**
 * tm_scorer_uses_outcome:
 * @self: a #TmScorer
 *
 * Whether a hand of this game has an outcome for the whole table (such as
 * Prisoner's roles, or who named the prisoner in Escaped).
 *
 * Returns: %TRUE if hands have an outcome
 */
gboolean
tm_scorer_uses_outcome (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), FALSE);
  return tm_scorer_get_n_outcome_fields (self) > 0;
}

/**
 * tm_scorer_uses_entries:
 * @self: a #TmScorer
 *
 * Whether a hand of this game has an entry for each player.
 *
 * Returns: %TRUE if hands have entries
 */
gboolean
tm_scorer_uses_entries (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), FALSE);
  return tm_scorer_get_n_entry_fields (self) > 0;
}

/* ------------------------------------------------------------------------
 * Breakdowns from JSON: the ledger's files and the tool
 */

/**
 * tm_scorer_entry_from_json:
 * @self: a #TmScorer
 * @node: (nullable): a player's entry as JSON (see `docs/score-json.md`);
 *   %NULL or a JSON null for a player left blank
 * @player: the player's position, for error messages
 * @error: return location for a #GError in %TM_SCORE_ERROR
 *
 * Reads a player's entry from a file or the tool, checking that every
 * member is one of the game's entry fields with a value of its kind.
 *
 * Returns: (transfer full) (nullable): the entry (`a{sv}`), or %NULL for a
 *   blank player or with @error set
 */
GVariant *
tm_scorer_entry_from_json (TmScorer  *self,
                           JsonNode  *node,
                           guint      player,
                           GError   **error)
{
  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  g_return_val_if_fail (player < tm_scorer_get_n_players (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;

  return _tm_score_breakdown_from_json (_tm_scorer_get_rules (self)->entry_fields, node,
                              tm_scorer_get_player_name (self, player), error);
}

/**
 * tm_scorer_outcome_from_json:
 * @self: a #TmScorer
 * @node: (nullable): a hand's outcome as JSON; %NULL or null for none
 * @error: return location for a #GError in %TM_SCORE_ERROR
 *
 * Reads a hand's outcome from a file or the tool, as
 * tm_scorer_entry_from_json() reads an entry.
 *
 * Returns: (transfer full) (nullable): the outcome (`a{sv}`), or %NULL for
 *   none or with @error set
 */
GVariant *
tm_scorer_outcome_from_json (TmScorer  *self,
                             JsonNode  *node,
                             GError   **error)
{
  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;

  return _tm_score_breakdown_from_json (_tm_scorer_get_rules (self)->outcome_fields, node, "the hand",
                              error);
}

/* ------------------------------------------------------------------------
 * Reading a checked breakdown, for the games
 */

gboolean
_tm_score_get_player (TmScorer           *scorer,
                      const TmScoreValue *object,
                      const char         *member,
                      const char         *who,
                      int                *out,
                      GError            **error)
{
  const TmScoreValue *value = _tm_breakdown_lookup (object, member);
  guint n = tm_scorer_get_n_players (scorer);
  gint64 position;

  *out = -1;
  if (value == NULL)
    return TRUE;

  position = value->type == TM_SCORE_VALUE_NUMBER ? value->number : -1;
  if (position < 0 || position >= n)
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "%s: field “%s”: must be a player's position from 0 to %u, or null",
                   who, member, n - 1);
      return FALSE;
    }

  *out = (int) position;
  return TRUE;
}

/* A line for points given as a number: the field's label without its
 * mnemonic, such as “Other Special Ops points” (interned). */
static const char *
plain_label (const TmScoreField *field)
{
  g_autoptr(GString) long_label = NULL;
  const char *mnemonic = strchr (field->label, '_');
  char label[128];

  if (mnemonic == NULL)
    return g_intern_string (field->label);
  if (strlen (field->label) >= sizeof label)
    {
      long_label = g_string_new (field->label);
      g_string_replace (long_label, "_", "", 1);
      return g_intern_string (long_label->str);
    }

  /* Without the first underscore, on the stack: a long sheet asks often. */
  memcpy (label, field->label, mnemonic - field->label);
  strcpy (label + (mnemonic - field->label), mnemonic + 1);
  return g_intern_string (label);
}

gboolean
_tm_score_card_points_item (const TmScoreField  *field,
                            TmDeck              *deck,
                            const TmScoreValue  *item,
                            gsize                index,
                            const char          *who,
                            gint64              *points,
                            const char         **label,
                            TmCard             **card,
                            GError             **error)
{
  *card = NULL;
  if (item->type == TM_SCORE_VALUE_NUMBER)
    {
      *points = item->number;
      if (*points < -TM_SCORE_POINTS_LIMIT || *points > TM_SCORE_POINTS_LIMIT)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “%s”: item %" G_GSIZE_FORMAT " is more than %" G_GINT64_FORMAT
                       " points either way",
                       who, field->id, index + 1, TM_SCORE_POINTS_LIMIT);
          return FALSE;
        }
      *label = plain_label (field);
      return TRUE;
    }

  if (item->type == TM_SCORE_VALUE_TEXT)
    {
      const char *id = item->text;

      *card = tm_deck_lookup_card (deck, id);
      if (*card == NULL)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “%s”: “%s” is not a card of the deck “%s”",
                       who, field->id, id, field->deck);
          return FALSE;
        }
      *points = tm_card_has_points (*card) ? tm_card_get_points (*card) : 0;
      *label = tm_card_get_name (*card);
      return TRUE;
    }

  g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
               "%s: field “%s”: item %" G_GSIZE_FORMAT " must be a card id or a number of points",
               who, field->id, index + 1);
  return FALSE;
}

void
_tm_score_count_card (GHashTable *used,
                      TmCard     *card)
{
  const char *id = tm_card_get_id (card);

  g_hash_table_insert (used, (gpointer) id,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (used, id)) + 1));
}

gboolean
_tm_score_read_card_points (TmScorer           *scorer,
                            const TmScoreValue *entry,
                            const char         *field_id,
                            const char         *who,
                            GHashTable         *used,
                            GArray             *points,
                            GPtrArray          *labels,
                            GError            **error)
{
  const TmScoreValue *list = _tm_breakdown_lookup (entry, field_id);
  const TmScoreField *field = tm_scorer_lookup_field (scorer, field_id);
  TmDeck *deck;

  g_assert (field != NULL && field->deck != NULL);

  if (list == NULL || list->type != TM_SCORE_VALUE_LIST)
    return TRUE;

  deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), field->deck, error);
  if (deck == NULL)
    return FALSE;

  for (gsize i = 0; i < list->n; i++)
    {
      const char *label;
      TmCard *card;
      gint64 value;

      if (!_tm_score_card_points_item (field, deck, &list->items[i], i, who, &value, &label,
                                       &card, error))
        return FALSE;
      g_array_append_val (points, value);
      g_ptr_array_add (labels, g_strdup (label));
      if (card != NULL)
        _tm_score_count_card (used, card);
    }

  return TRUE;
}
