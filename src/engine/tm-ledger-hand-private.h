/* tm-ledger-hand-private.h: what the ledger keeps in and changes of a hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-ledger-format-private.h"
#include "tm-ledger-hand.h"

G_BEGIN_DECLS

struct _TmLedgerHand
{
  GObject           parent_instance;

  gpointer          ledger;    /* the TmLedger it is in, unowned; NULL once removed */
  TmLedgerHandData *data;
  guint             index;
  guint             round;

  /* Worked out by the ledger from @data whenever it or the scoring
   * changes (_tm_ledger_hand_set_score()). */
  TmHandScore      *score;
  char             *problem;
};

TmLedgerHand *_tm_ledger_hand_new          (TmLedgerHandData *data);
void          _tm_ledger_hand_set_data     (TmLedgerHand     *self,
                                            TmLedgerHandData *data);
void          _tm_ledger_hand_set_score    (TmLedgerHand     *self,
                                            TmHandScore      *score,
                                            char             *problem,
                                            gboolean          notify);
void          _tm_ledger_hand_set_position (TmLedgerHand     *self,
                                            guint             index,
                                            guint             round,
                                            gboolean          notify);

G_END_DECLS
