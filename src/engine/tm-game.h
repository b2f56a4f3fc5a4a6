/* tm-game.h: one game of the catalogue, as its definition states it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_GAME_ERROR:
 *
 * The error domain for a game's definition (`data/games/<game>/game.json`)
 * and for option values that do not fit it.
 */
#define TM_GAME_ERROR (tm_game_error_quark ())

/**
 * TmGameError:
 * @TM_GAME_ERROR_INVALID: the definition is not valid JSON, or a field is
 *   missing or has the wrong type or value
 * @TM_GAME_ERROR_UNKNOWN_OPTION: an option id the game does not have
 * @TM_GAME_ERROR_OPTION_VALUE: an option's value has the wrong type or is
 *   out of its range
 *
 * Errors from reading a game's definition or checking option values.
 */
typedef enum
{
  TM_GAME_ERROR_INVALID,
  TM_GAME_ERROR_UNKNOWN_OPTION,
  TM_GAME_ERROR_OPTION_VALUE,
} TmGameError;

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

#define TM_TYPE_GAME (tm_game_get_type ())

G_DECLARE_FINAL_TYPE (TmGame, tm_game, TM, GAME, GObject)

GQuark              tm_game_error_quark     (void);

TmGame             *tm_game_new_from_bytes  (GBytes      *bytes,
                                             const char  *filename,
                                             GError     **error);
const char         *tm_game_get_id          (TmGame *self);
const char         *tm_game_get_name        (TmGame *self);
const char         *tm_game_get_summary     (TmGame *self);
const char         *tm_game_get_box         (TmGame *self);
guint               tm_game_get_min_players (TmGame *self);
guint               tm_game_get_max_players (TmGame *self);
const char * const *tm_game_get_deck_ids    (TmGame *self);
char               *tm_game_dup_players_label (TmGame *self);
gboolean            tm_game_get_lowest_wins (TmGame *self,
                                             guint   n_players);
gboolean            tm_game_get_counts_wins (TmGame *self);
const char         *tm_game_get_target_option (TmGame *self);
const char         *tm_game_get_teams_option  (TmGame *self);
gboolean            tm_game_get_teams_possible (TmGame *self,
                                              guint   n_players);
guint               tm_game_get_n_options   (TmGame *self);
TmGameOption       *tm_game_get_option      (TmGame *self,
                                             guint   index);
TmGameOption       *tm_game_lookup_option   (TmGame *self,
                                             const char *option_id);

GVariant           *tm_game_check_options   (TmGame      *self,
                                             GVariant    *values,
                                             GError     **error);
GVariant           *tm_game_parse_options   (TmGame      *self,
                                             JsonObject  *object,
                                             GError     **error);
JsonObject         *tm_game_options_to_json (TmGame      *self,
                                             GVariant    *values);
gboolean            tm_game_options_get_on  (TmGame      *self,
                                             GVariant    *values,
                                             const char  *option_id);
int                 tm_game_options_get_number (TmGame   *self,
                                             GVariant    *values,
                                             const char  *option_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmGameOption, tm_game_option_unref)

G_END_DECLS
