/* tm-game.h: one game of the catalogue, as its definition states it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tm-game-option.h"
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

G_END_DECLS
