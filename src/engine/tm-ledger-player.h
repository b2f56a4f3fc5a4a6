/* tm-ledger-player.h: a player at a score sheet's table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TM_TYPE_LEDGER_PLAYER (tm_ledger_player_get_type ())

G_DECLARE_FINAL_TYPE (TmLedgerPlayer, tm_ledger_player, TM, LEDGER_PLAYER, GObject)

guint         tm_ledger_player_get_position  (TmLedgerPlayer *self);
const char   *tm_ledger_player_get_name      (TmLedgerPlayer *self);
int           tm_ledger_player_get_team      (TmLedgerPlayer *self);
const char   *tm_ledger_player_get_roster_id (TmLedgerPlayer *self);

G_END_DECLS
