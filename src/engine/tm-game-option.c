/* tm-game-option.c: one rule option of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-option-private.h"

/**
 * TmGameOption:
 *
 * A rule option of a game: a house rule or the other reading of a ruling,
 * that the table may choose.  One option serves the rules text, the
 * scoring, virtual play, the table assistant and the dialogs that start a
 * score sheet or a game.
 */

G_DEFINE_BOXED_TYPE (TmGameOption, tm_game_option, tm_game_option_ref, tm_game_option_unref)

/**
 * tm_game_option_ref:
 * @self: a #TmGameOption
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmGameOption *
tm_game_option_ref (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_game_option_unref:
 * @self: (transfer full): a #TmGameOption
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_game_option_unref (TmGameOption *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->id);
  g_free (self->name);
  g_free (self->description);
  g_free (self);
}

/**
 * tm_game_option_get_id:
 * @self: a #TmGameOption
 *
 * Gets the option's id, which rulings, score sheets, saved games and the
 * command-line tool refer to.
 *
 * Returns: the id
 */
const char *
tm_game_option_get_id (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->id;
}

/**
 * tm_game_option_get_kind:
 * @self: a #TmGameOption
 *
 * Gets what kind of value the option has.
 *
 * Returns: the kind
 */
TmGameOptionKind
tm_game_option_get_kind (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, TM_GAME_OPTION_SWITCH);
  return self->kind;
}

/**
 * tm_game_option_get_name:
 * @self: a #TmGameOption
 *
 * Gets the option's short name.
 *
 * Returns: the name
 */
const char *
tm_game_option_get_name (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

/**
 * tm_game_option_get_description:
 * @self: a #TmGameOption
 *
 * Gets what the option changes, in the inline markup of rules text.
 *
 * Returns: the description
 */
const char *
tm_game_option_get_description (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->description;
}

/**
 * tm_game_option_get_default:
 * @self: a #TmGameOption
 *
 * Gets whether the option is on unless the players turn it off.  An
 * option with a number that cannot be switched off is always on.
 *
 * Returns: the default
 */
gboolean
tm_game_option_get_default (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->default_on;
}

/**
 * tm_game_option_get_default_number:
 * @self: a #TmGameOption
 *
 * Gets the option's number unless the players agree another, such as 60
 * for Free-O's target score.
 *
 * Returns: the number, or 0 for an option without one
 */
int
tm_game_option_get_default_number (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->default_number;
}

/**
 * tm_game_option_get_min:
 * @self: a #TmGameOption
 *
 * Gets the smallest number the option allows.
 *
 * Returns: the smallest number, or 0 for an option without one
 */
int
tm_game_option_get_min (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->min;
}

/**
 * tm_game_option_get_max:
 * @self: a #TmGameOption
 *
 * Gets the largest number the option allows.
 *
 * Returns: the largest number, or 0 for an option without one
 */
int
tm_game_option_get_max (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->max;
}

/**
 * tm_game_option_get_affects:
 * @self: a #TmGameOption
 *
 * Gets which parts of Tablemate the option changes.
 *
 * Returns: the parts
 */
TmGamePillars
tm_game_option_get_affects (TmGameOption *self)
{
  g_return_val_if_fail (self != NULL, TM_GAME_PILLAR_NONE);
  return self->affects;
}

/**
 * tm_game_option_affects:
 * @self: a #TmGameOption
 * @pillar: a part of Tablemate
 *
 * Gets whether the option changes @pillar, so that the part asks for it.
 *
 * Returns: %TRUE if it does
 */
gboolean
tm_game_option_affects (TmGameOption  *self,
                        TmGamePillars  pillar)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return (self->affects & pillar) != 0;
}
