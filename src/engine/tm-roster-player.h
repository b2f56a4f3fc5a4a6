/* tm-roster-player.h: a player in the roster, with their records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TM_TYPE_ROSTER_PLAYER (tm_roster_player_get_type ())

G_DECLARE_FINAL_TYPE (TmRosterPlayer, tm_roster_player, TM, ROSTER_PLAYER, GObject)

const char     *tm_roster_player_get_id      (TmRosterPlayer      *self);
const char     *tm_roster_player_get_name    (TmRosterPlayer      *self);
GDateTime      *tm_roster_player_get_last_used (TmRosterPlayer    *self);
guint           tm_roster_player_get_played  (TmRosterPlayer      *self,
                                              const char          *game_id);
guint           tm_roster_player_get_won     (TmRosterPlayer      *self,
                                              const char          *game_id);
double          tm_roster_player_get_average (TmRosterPlayer      *self,
                                              const char          *game_id);
char          **tm_roster_player_dup_games   (TmRosterPlayer      *self);

G_END_DECLS
