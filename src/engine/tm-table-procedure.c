/* tm-table-procedure.c: how a game is set up and run at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-table-procedure-private.h"

/**
 * TmTableProcedure:
 *
 * How a game is played at a real table with the printed cards, loaded and
 * checked from `data/games/<game>/table.json` (see docs/table-format.md).
 *
 * The procedure names the game's stocks (the cards it plays with, chosen
 * from the game's decks), the steps of its set-up (what is left out,
 * taken out, set aside, dealt, laid out and piled up, with counts that
 * may depend on the number of players and on the options), who deals and
 * who starts, whether partners sit opposite, and how long a game lasts.
 * Card counts are never written in the file: they come from the decks.
 *
 * [method@Tm.TableProcedure.get_setup] resolves the steps for a number of
 * players and a choice of options into a [struct@Tm.TableSetup]; the
 * rules text's set-up table is built from the same resolution
 * ([method@Tm.TableProcedure.dup_table]), so the two cannot disagree.
 */

G_DEFINE_QUARK (tm-table-error-quark, tm_table_error)

G_DEFINE_FINAL_TYPE (TmTableProcedure, tm_table_procedure, G_TYPE_OBJECT)

const char * const _tm_table_end_names[] = { "hand", "round", "game", NULL };

void
_tm_table_selector_free (gpointer data)
{
  Selector *selector = data;

  g_free (selector->kind);
  g_free (selector->card);
  g_strfreev (selector->except);
  g_free (selector->option);
  g_free (selector->without);
  g_free (selector);
}

static void
stock_free (gpointer data)
{
  Stock *stock = data;

  g_free (stock->id);
  g_free (stock->name);
  g_clear_pointer (&stock->selectors, g_ptr_array_unref);
  g_free (stock);
}

static void
step_def_free (gpointer data)
{
  StepDef *step = data;

  g_free (step->card);
  g_free (step->by_players);
  g_free (step->name);
  g_free (step->text);
  g_free (step->column);
  g_free (step->layout);
  g_free (step->option);
  g_free (step->without);
  g_free (step);
}

int
_tm_table_procedure_lookup_stock (TmTableProcedure *self,
              const char       *id)
{
  for (guint i = 0; i < self->stocks->len; i++)
    if (g_str_equal (((Stock *) g_ptr_array_index (self->stocks, i))->id, id))
      return i;
  return -1;
}

static void
tm_table_procedure_finalize (GObject *object)
{
  TmTableProcedure *self = (TmTableProcedure *)object;

  g_free (self->game_id);
  g_clear_object (&self->game);
  g_clear_pointer (&self->decks, g_ptr_array_unref);
  g_clear_pointer (&self->stocks, g_ptr_array_unref);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_free (self->rounds_option);
  g_free (self->target_option);
  g_free (self->playoff_option);
  for (guint i = 0; i < G_N_ELEMENTS (self->ends); i++)
    g_free (self->ends[i]);
  g_clear_pointer (&self->labels, g_hash_table_unref);

  G_OBJECT_CLASS (tm_table_procedure_parent_class)->finalize (object);
}

static void
tm_table_procedure_class_init (TmTableProcedureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_table_procedure_finalize;
}

static void
tm_table_procedure_init (TmTableProcedure *self)
{
  self->decks = g_ptr_array_new_with_free_func (g_object_unref);
  self->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->stocks = g_ptr_array_new_with_free_func (stock_free);
  self->steps = g_ptr_array_new_with_free_func (step_def_free);
}

/**
 * tm_table_procedure_get_game_id:
 * @self: a #TmTableProcedure
 *
 * Gets the id of the game the procedure is for.
 *
 * Returns: the game's id
 */
const char *
tm_table_procedure_get_game_id (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  return self->game_id;
}

/**
 * tm_table_procedure_get_game:
 * @self: a #TmTableProcedure
 *
 * Gets the game the procedure is for, whose options it reads.
 *
 * Returns: (transfer none): the game
 */
TmGame *
tm_table_procedure_get_game (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  return self->game;
}

/**
 * tm_table_procedure_has_dealer:
 * @self: a #TmTableProcedure
 *
 * Gets whether someone deals (or lays out) the cards.  Without a dealer
 * the seats are listed in the order they play.
 *
 * Returns: %TRUE if the game has a dealer
 */
gboolean
tm_table_procedure_has_dealer (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);
  return self->dealer;
}

/**
 * tm_table_procedure_get_deal_passes:
 * @self: a #TmTableProcedure
 *
 * Gets whether the deal passes to the left after every hand.
 *
 * Returns: %TRUE if it does
 */
gboolean
tm_table_procedure_get_deal_passes (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);
  return self->deal_passes;
}

/**
 * tm_table_procedure_get_start:
 * @self: a #TmTableProcedure
 *
 * Gets the rule for who plays first in a hand; the set-up
 * (tm_table_setup_get_first_offset()) applies it to a table.
 *
 * Returns: the rule
 */
TmTableStart
tm_table_procedure_get_start (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), TM_TABLE_START_DEALER_LEFT);
  return self->start;
}

/**
 * tm_table_procedure_get_partners:
 * @self: a #TmTableProcedure
 * @n_players: the number of players
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets whether partners play at this table: the game seats partners
 * opposite each other, its teams option is on, and its definition allows
 * teams at this number of players.
 *
 * Returns: %TRUE if partners play
 */
gboolean
tm_table_procedure_get_partners (TmTableProcedure *self,
                                 guint             n_players,
                                 GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);

  return self->partners && tm_game_get_teams_possible (self->game, n_players) &&
         tm_game_options_get_on (self->game, options, tm_game_get_teams_option (self->game));
}

/**
 * tm_table_procedure_get_hands:
 * @self: a #TmTableProcedure
 *
 * Gets whether a game is a single hand.
 *
 * Returns: 1 for a game of one hand, 0 when hands follow one another
 */
guint
tm_table_procedure_get_hands (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), 0);
  return self->hands;
}

/**
 * tm_table_procedure_get_rounds:
 * @self: a #TmTableProcedure
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets after how many rounds (every player dealing once) the game ends.
 * With a target that is on, this is the most rounds a game may last.
 *
 * Returns: the number of rounds, or 0 when rounds do not end the game
 */
guint
tm_table_procedure_get_rounds (TmTableProcedure *self,
                               GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), 0);

  if (tm_table_procedure_get_target (self, options) > 0)
    return self->target_rounds;
  if (self->rounds_option != NULL)
    return tm_game_options_get_number (self->game, options, self->rounds_option);
  return self->rounds;
}

/**
 * tm_table_procedure_get_target:
 * @self: a #TmTableProcedure
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets the total that ends the game after the hand in which a player
 * reaches it.
 *
 * Returns: the target, or 0 when the game has none (or it is off)
 */
int
tm_table_procedure_get_target (TmTableProcedure *self,
                               GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), 0);

  if (self->target_option == NULL ||
      !tm_game_options_get_on (self->game, options, self->target_option))
    return 0;
  return tm_game_options_get_number (self->game, options, self->target_option);
}

/**
 * tm_table_procedure_get_playoff:
 * @self: a #TmTableProcedure
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets whether players tied for the win at the end play one more hand
 * among themselves.
 *
 * Returns: %TRUE if they do
 */
gboolean
tm_table_procedure_get_playoff (TmTableProcedure *self,
                                GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);

  return self->playoff_option != NULL &&
         tm_game_options_get_on (self->game, options, self->playoff_option);
}

/**
 * tm_table_procedure_get_ends:
 * @self: a #TmTableProcedure
 * @what: `hand`, `round` or `game`
 *
 * Gets what ends a hand, a round or the game, in the rules format's
 * inline markup.
 *
 * Returns: (nullable): the text, or %NULL where the file says nothing
 */
const char *
tm_table_procedure_get_ends (TmTableProcedure *self,
                             const char       *what)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  g_return_val_if_fail (what != NULL, NULL);

  for (guint i = 0; _tm_table_end_names[i]; i++)
    if (g_str_equal (what, _tm_table_end_names[i]))
      return self->ends[i];
  g_return_val_if_reached (NULL);
}

/**
 * tm_table_procedure_get_event_label:
 * @self: a #TmTableProcedure
 * @kind: a kind of event the game's table rules record
 *
 * Gets the short label of the button that records @kind at the table
 * (the file's `events`), in English as the data gives it.
 *
 * Returns: (nullable): the label, or %NULL when the file gives none
 */
const char *
tm_table_procedure_get_event_label (TmTableProcedure *self,
                                    const char       *kind)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  return g_hash_table_lookup (self->labels, kind);
}

/**
 * tm_table_procedure_dup_event_kinds:
 * @self: a #TmTableProcedure
 *
 * Gets the kinds of event the file labels (its `events`).
 *
 * Returns: (transfer full): the kinds, in no particular order
 */
GStrv
tm_table_procedure_dup_event_kinds (TmTableProcedure *self)
{
  g_autofree const char **keys = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n = 0;

  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);

  keys = (const char **) g_hash_table_get_keys_as_array (self->labels, &n);
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (builder, keys[i]);
  return g_strv_builder_end (builder);
}
