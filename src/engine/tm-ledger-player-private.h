/* tm-ledger-player-private.h: what the ledger changes in its players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-ledger-player.h"

G_BEGIN_DECLS

TmLedgerPlayer *_tm_ledger_player_new    (guint           position);
void            _tm_ledger_player_update (TmLedgerPlayer *self,
                                          const char     *name,
                                          int             team,
                                          const char     *roster_id);

G_END_DECLS
