/* tm-game-option.h: one rule option of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * TmGameOptionKind:
 * @TM_GAME_OPTION_SWITCH: on or off
 * @TM_GAME_OPTION_NUMBER: a whole number within a range, such as Free-O's
 *   target score
 * @TM_GAME_OPTION_SWITCH_NUMBER: off, or on with a number the table agrees
 *   on, such as Prisoner's "play to a target score"
 *
 * What kind of value a rule option has.
 */
typedef enum
{
  TM_GAME_OPTION_SWITCH,
  TM_GAME_OPTION_NUMBER,
  TM_GAME_OPTION_SWITCH_NUMBER,
} TmGameOptionKind;

/**
 * TmGamePillars:
 * @TM_GAME_PILLAR_NONE: only the rules text tells of it
 * @TM_GAME_PILLAR_SCORE: it changes how hands are scored or the game ends
 *   (the score sheet asks for it)
 * @TM_GAME_PILLAR_PLAY: it changes virtual play (a new game asks for it)
 * @TM_GAME_PILLAR_TABLE: it changes what the table assistant says
 *
 * Which parts of Tablemate an option changes.  Every option is described
 * in the rules text.
 */
typedef enum /*< flags >*/
{
  TM_GAME_PILLAR_NONE  = 0,
  TM_GAME_PILLAR_SCORE = 1 << 0,
  TM_GAME_PILLAR_PLAY  = 1 << 1,
  TM_GAME_PILLAR_TABLE = 1 << 2,
} TmGamePillars;

typedef struct _TmGameOption TmGameOption;

#define TM_TYPE_GAME_OPTION (tm_game_option_get_type ())

GType             tm_game_option_get_type           (void) G_GNUC_CONST;
TmGameOption     *tm_game_option_ref                (TmGameOption  *self);
void              tm_game_option_unref              (TmGameOption  *self);
const char       *tm_game_option_get_id             (TmGameOption  *self);
TmGameOptionKind  tm_game_option_get_kind           (TmGameOption  *self);
const char       *tm_game_option_get_name           (TmGameOption  *self);
const char       *tm_game_option_get_description    (TmGameOption  *self);
gboolean          tm_game_option_get_default        (TmGameOption  *self);
int               tm_game_option_get_default_number (TmGameOption  *self);
int               tm_game_option_get_min            (TmGameOption  *self);
int               tm_game_option_get_max            (TmGameOption  *self);
TmGamePillars     tm_game_option_get_affects        (TmGameOption  *self);
gboolean          tm_game_option_affects            (TmGameOption  *self,
                                                     TmGamePillars  pillar);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmGameOption, tm_game_option_unref)

G_END_DECLS
