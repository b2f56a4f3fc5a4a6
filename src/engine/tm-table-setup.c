/* tm-table-setup.c: a game's set-up resolved for one table, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-rules-markup.h"

#include "tm-table-setup-private.h"

/* Steps */


G_DEFINE_BOXED_TYPE (TmTableStep, tm_table_step, tm_table_step_ref, tm_table_step_unref)

/**
 * tm_table_step_ref:
 * @self: a #TmTableStep
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableStep *
tm_table_step_ref (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_step_unref:
 * @self: (transfer full): a #TmTableStep
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_step_unref (TmTableStep *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->stock);
  g_free (self->name);
  g_free (self->text);
  g_free (self->layout);
  g_free (self->each);
  g_free (self->column);
  g_free (self->cell);
  g_free (self);
}

/**
 * tm_table_step_get_kind:
 * @self: a #TmTableStep
 *
 * Gets what the step does.
 *
 * Returns: the kind
 */
TmTableStepKind
tm_table_step_get_kind (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_STEP_PILE);
  return self->kind;
}

/**
 * tm_table_step_get_stock:
 * @self: a #TmTableStep
 *
 * Gets the id of the stock the step takes its cards from.
 *
 * Returns: (nullable): the stock's id, or %NULL for the cards left out
 */
const char *
tm_table_step_get_stock (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->stock;
}

/**
 * tm_table_step_get_name:
 * @self: a #TmTableStep
 *
 * Gets the name of what the step makes, such as `draw pile` or `hand`.
 *
 * Returns: the name, plain text
 */
const char *
tm_table_step_get_name (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

/**
 * tm_table_step_get_text:
 * @self: a #TmTableStep
 *
 * Gets what to do, in the rules format's inline markup, with the counts
 * filled in.
 *
 * Returns: the text
 */
const char *
tm_table_step_get_text (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->text;
}

/**
 * tm_table_step_get_count:
 * @self: a #TmTableStep
 *
 * Gets how many cards the step moves in all (for a deal, to all the
 * players together).
 *
 * Returns: the number of cards
 */
guint
tm_table_step_get_count (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->count;
}

/**
 * tm_table_step_get_column:
 * @self: a #TmTableStep
 *
 * Gets the heading of the column the rules text's set-up table gives the
 * step.
 *
 * Returns: (nullable): the heading, or %NULL when the table does not show
 *   the step
 */
const char *
tm_table_step_get_column (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->column;
}

/**
 * tm_table_step_get_cell:
 * @self: a #TmTableStep
 *
 * Gets what the rules text's set-up table shows for the step: the cards
 * each player is dealt (“6”, “8, 8, 7” or “4 or 5”), or the step's count.
 *
 * Returns: (nullable): the cell, or %NULL when the table does not show
 *   the step
 */
const char *
tm_table_step_get_cell (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->cell;
}

/**
 * tm_table_step_get_total:
 * @self: a #TmTableStep
 *
 * Gets how many cards the step's stock holds before the step (for the
 * cards left out, how many all the stocks hold).
 *
 * Returns: the number of cards
 */
guint
tm_table_step_get_total (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->total;
}

/**
 * tm_table_step_get_each:
 * @self: a #TmTableStep
 * @offset: a seat, counted from the dealer's left (0 is the seat on the
 *   dealer's left, the dealer is last)
 *
 * Gets how many cards a deal gives that seat.
 *
 * Returns: the number of cards, 0 for a step that is not a deal
 */
guint
tm_table_step_get_each (TmTableStep *self,
                        guint        offset)
{
  g_return_val_if_fail (self != NULL, 0);

  return offset < self->n_each ? self->each[offset] : 0;
}

/**
 * tm_table_step_get_face_up:
 * @self: a #TmTableStep
 *
 * Gets whether the cards lie face up.
 *
 * Returns: %TRUE for face up
 */
gboolean
tm_table_step_get_face_up (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->face_up;
}

/**
 * tm_table_step_get_layout:
 * @self: a #TmTableStep
 *
 * Gets how laid-out cards are arranged: `grid` (see
 * tm_table_step_get_rows()), `ring`, or %NULL for a pile.
 *
 * Returns: (nullable): the layout
 */
const char *
tm_table_step_get_layout (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->layout;
}

/**
 * tm_table_step_get_rows:
 * @self: a #TmTableStep
 *
 * Gets the rows of a grid.
 *
 * Returns: the number of rows, 0 if the step lays out no grid
 */
guint
tm_table_step_get_rows (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rows;
}

/**
 * tm_table_step_get_columns:
 * @self: a #TmTableStep
 *
 * Gets the columns of a grid.
 *
 * Returns: the number of columns, 0 if the step lays out no grid
 */
guint
tm_table_step_get_columns (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->columns;
}

/* A set-up */


G_DEFINE_BOXED_TYPE (TmTableSetup, tm_table_setup, tm_table_setup_ref, tm_table_setup_unref)

/**
 * tm_table_setup_ref:
 * @self: a #TmTableSetup
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableSetup *
tm_table_setup_ref (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_setup_unref:
 * @self: (transfer full): a #TmTableSetup
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_setup_unref (TmTableSetup *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_free (self->teams);
  g_free (self);
}

/**
 * tm_table_setup_get_n_players:
 * @self: a #TmTableSetup
 *
 * Gets the number of players the set-up is for.
 *
 * Returns: the number of players
 */
guint
tm_table_setup_get_n_players (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_players;
}

/**
 * tm_table_setup_get_n_steps:
 * @self: a #TmTableSetup
 *
 * Gets how many steps the set-up has at this table.
 *
 * Returns: the number of steps
 */
guint
tm_table_setup_get_n_steps (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->steps->len;
}

/**
 * tm_table_setup_get_step:
 * @self: a #TmTableSetup
 * @index: a step's position
 *
 * Gets one step of the set-up, in the order they are done.
 *
 * Returns: (transfer none): the step
 */
TmTableStep *
tm_table_setup_get_step (TmTableSetup *self,
                         guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  return g_ptr_array_index (self->steps, index);
}

/**
 * tm_table_setup_lookup_step:
 * @self: a #TmTableSetup
 * @name: the name of what a step makes, such as `draw pile`
 *
 * Finds the step that makes @name.
 *
 * Returns: (transfer none) (nullable): the step, or %NULL
 */
TmTableStep *
tm_table_setup_lookup_step (TmTableSetup *self,
                            const char   *name)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < self->steps->len; i++)
    {
      TmTableStep *step = g_ptr_array_index (self->steps, i);

      if (g_strcmp0 (step->name, name) == 0)
        return step;
    }
  return NULL;
}

/**
 * tm_table_setup_get_dealt:
 * @self: a #TmTableSetup
 * @offset: a seat, counted from the dealer's left
 *
 * Gets how many cards that seat is dealt in all the set-up's deals.
 *
 * Returns: the number of cards
 */
guint
tm_table_setup_get_dealt (TmTableSetup *self,
                          guint         offset)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->steps->len; i++)
    n += tm_table_step_get_each (g_ptr_array_index (self->steps, i), offset);
  return n;
}

/**
 * tm_table_setup_get_first_offset:
 * @self: a #TmTableSetup
 *
 * Gets who plays first, counted from the dealer's left (0: the player on
 * the dealer's left; in a game without a dealer, the first seat).
 *
 * Returns: the seat's offset
 */
guint
tm_table_setup_get_first_offset (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->first_offset;
}

/**
 * tm_table_setup_get_team:
 * @self: a #TmTableSetup
 * @seat: a seat, in the order the players sit
 *
 * Gets the partnership the seat belongs to, when partners play.
 *
 * Returns: the team from 0, or -1 when everyone plays alone
 */
int
tm_table_setup_get_team (TmTableSetup *self,
                         guint         seat)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (seat < self->n_players, -1);

  return self->teams != NULL ? self->teams[seat] : -1;
}

const char * const _tm_table_step_kind_names[] = {
  "leave-out", "remove", "set-aside", "deal", "lay-out", "pile", NULL,
};

/**
 * tm_table_setup_to_plain_text:
 * @self: a #TmTableSetup
 *
 * Renders the set-up as numbered plain-text steps, one per line.
 *
 * Returns: (transfer full): the text
 */
char *
tm_table_setup_to_plain_text (TmTableSetup *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < self->steps->len; i++)
    {
      TmTableStep *step = g_ptr_array_index (self->steps, i);
      g_autofree char *plain = tm_rules_markup_to_plain_text (step->text);

      g_string_append_printf (out, "%u. %s\n", i + 1, plain);
    }
  return g_string_free (out, FALSE);
}

/**
 * tm_table_setup_to_json:
 * @self: a #TmTableSetup
 *
 * Writes the set-up as a JSON object: the players, each step (what it
 * does, from which stock, its name, count, face, and for a deal the cards
 * of each seat from the dealer's left), who starts and the teams.
 *
 * Returns: (transfer full): the JSON node
 */
JsonNode *
tm_table_setup_to_json (TmTableSetup *self)
{
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *steps = json_array_new ();
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);

  json_object_set_int_member (o, "players", self->n_players);
  for (guint i = 0; i < self->steps->len; i++)
    {
      TmTableStep *step = g_ptr_array_index (self->steps, i);
      JsonObject *s = json_object_new ();
      g_autofree char *plain = tm_rules_markup_to_plain_text (step->text);

      json_object_set_string_member (s, "do", _tm_table_step_kind_names[step->kind]);
      if (step->stock != NULL)
        json_object_set_string_member (s, "stock", step->stock);
      json_object_set_string_member (s, "name", step->name);
      json_object_set_int_member (s, "count", step->count);
      json_object_set_string_member (s, "face", step->face_up ? "up" : "down");
      if (step->choose)
        json_object_set_string_member (s, "how", "choose");
      if (step->layout != NULL)
        json_object_set_string_member (s, "layout", step->layout);
      if (step->rows > 0)
        {
          json_object_set_int_member (s, "rows", step->rows);
          json_object_set_int_member (s, "columns", step->columns);
        }
      if (step->each != NULL)
        {
          JsonArray *each = json_array_new ();

          for (guint k = 0; k < step->n_each; k++)
            json_array_add_int_element (each, step->each[k]);
          json_object_set_array_member (s, "each", each);
        }
      json_object_set_string_member (s, "text", plain);
      json_array_add_object_element (steps, s);
    }
  json_object_set_array_member (o, "steps", steps);
  json_object_set_int_member (o, "first_offset", self->first_offset);
  if (self->teams != NULL)
    {
      JsonArray *teams = json_array_new ();

      for (guint p = 0; p < self->n_players; p++)
        json_array_add_int_element (teams, self->teams[p]);
      json_object_set_array_member (o, "teams", teams);
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}
