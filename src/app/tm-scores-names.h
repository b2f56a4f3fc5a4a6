/* tm-scores-names.h: names, points and results as every score view shows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablemate.h"

G_BEGIN_DECLS

gboolean    tm_scores_side_points        (TmLedger      *ledger,
                                          TmLedgerHand  *hand,
                                          guint          side,
                                          gint64        *points);
char       *tm_scores_dup_result         (TmLedger      *ledger);
void        tm_scores_set_roster         (TmLedger      *ledger,
                                          TmRoster      *roster);
const char *tm_scores_get_player_name    (TmLedger      *ledger,
                                          guint          position);
char       *tm_scores_dup_side_name      (TmLedger      *ledger,
                                          guint          side);
TmLedger   *tm_scores_dup_named_copy     (TmLedger      *ledger,
                                          GError       **error);
char       *tm_scores_dup_ledger_title   (TmLedger      *ledger);

G_END_DECLS
