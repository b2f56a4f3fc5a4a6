/* tm-ledger-stats-private.h: what a score sheet's facts add up to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-catalogue.h"
#include "tm-ledger-format-private.h"
#include "tm-score.h"

G_BEGIN_DECLS

/* The totals of a sheet, from its hands' scores. */
typedef struct
{
  TmStandings *standings;
  guint        incomplete;    /* hands that do not count */
  guint        next_dealer;
} TmLedgerTotals;

gboolean     _tm_ledger_stats_check_table  (TmCatalogue         *catalogue,
                                            const char          *game_id,
                                            guint                n_players,
                                            const char          *where,
                                            GError             **error);
TmScorer    *_tm_ledger_stats_new_scorer   (TmCatalogue         *catalogue,
                                            const char          *game_id,
                                            const TmLedgerMeta  *meta,
                                            GError             **error);
gboolean     _tm_ledger_stats_same_scoring (const TmLedgerMeta  *a,
                                            const TmLedgerMeta  *b);
void         _tm_ledger_stats_read_breakdowns (TmScorer         *scorer,
                                            TmLedgerHandData    *data);
/* The same for every hand of a file just parsed, then lets go of the
 * file's JSON: for tm_ledger_load_async()'s thread, which has no scorer,
 * so that the calling thread has only the scoring left to do. */
void         _tm_ledger_stats_read_doc_breakdowns (TmLedgerDoc *doc);
TmHandScore *_tm_ledger_stats_score_hand   (TmScorer            *scorer,
                                            TmLedgerHandData    *data,
                                            GError             **error);
void         _tm_ledger_stats_score_hands  (TmScorer            *scorer,
                                            TmLedgerHandData * const *hands,
                                            guint                n_hands,
                                            TmHandScore        **scores,
                                            char               **problems);
guint       *_tm_ledger_stats_sides        (const TmLedgerMeta  *meta,
                                            guint               *n_sides);
char        *_tm_ledger_stats_side_name    (const TmLedgerMeta  *meta,
                                            const guint         *side_of,
                                            guint                side);
void         _tm_ledger_stats_total        (TmScorer            *scorer,
                                            const TmLedgerMeta  *meta,
                                            TmLedgerHandData * const *hands,
                                            TmHandScore * const *scores,
                                            guint                n_hands,
                                            const guint         *side_of,
                                            guint                n_sides,
                                            TmLedgerTotals      *totals);

G_END_DECLS
