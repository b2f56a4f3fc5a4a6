/* tm-ledger-hand.h: one hand of a score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tm-hand-score.h"

G_BEGIN_DECLS

#define TM_TYPE_LEDGER_HAND (tm_ledger_hand_get_type ())

G_DECLARE_FINAL_TYPE (TmLedgerHand, tm_ledger_hand, TM, LEDGER_HAND, GObject)

guint         tm_ledger_hand_get_number      (TmLedgerHand   *self);
guint         tm_ledger_hand_get_round       (TmLedgerHand   *self);
guint         tm_ledger_hand_get_dealer      (TmLedgerHand   *self);
const char   *tm_ledger_hand_get_note        (TmLedgerHand   *self);
GDateTime    *tm_ledger_hand_dup_time        (TmLedgerHand   *self);
GVariant     *tm_ledger_hand_dup_entry       (TmLedgerHand   *self,
                                              guint           player);
GVariant     *tm_ledger_hand_dup_outcome     (TmLedgerHand   *self);
gboolean      tm_ledger_hand_get_complete    (TmLedgerHand   *self);
const char   *tm_ledger_hand_get_problem     (TmLedgerHand   *self);
TmHandScore  *tm_ledger_hand_get_score       (TmLedgerHand   *self);

G_END_DECLS
