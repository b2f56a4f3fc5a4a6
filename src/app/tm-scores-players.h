/* tm-scores-players.h: the Scores section's Players page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-ledger-store.h"

G_BEGIN_DECLS

#define TM_TYPE_SCORES_PLAYERS (tm_scores_players_get_type ())

G_DECLARE_FINAL_TYPE (TmScoresPlayers, tm_scores_players, TM, SCORES_PLAYERS, AdwBin)

GtkWidget  *tm_scores_players_new            (TmLedgerStore    *store,
                                              TmCatalogue      *catalogue,
                                              TmGame           *game);
void        tm_scores_players_refresh        (TmScoresPlayers  *self);
void        tm_scores_players_cancel_refresh (TmScoresPlayers  *self);
gboolean    tm_scores_players_get_refreshing (TmScoresPlayers  *self);
char       *tm_scores_players_dup_record     (TmScoresPlayers  *self,
                                              const char       *name);
gboolean    tm_scores_players_rename         (TmScoresPlayers  *self,
                                              const char       *name,
                                              const char       *new_name,
                                              GError          **error);
void        tm_scores_players_remove         (TmScoresPlayers  *self,
                                              const char       *name);

G_END_DECLS
