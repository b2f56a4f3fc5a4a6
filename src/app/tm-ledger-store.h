/* tm-ledger-store.h: the score sheets kept on disk, and their history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_LEDGER_RECORD (tm_ledger_record_get_type ())
#define TM_TYPE_LEDGER_STORE (tm_ledger_store_get_type ())

G_DECLARE_FINAL_TYPE (TmLedgerRecord, tm_ledger_record, TM, LEDGER_RECORD, GObject)
G_DECLARE_FINAL_TYPE (TmLedgerStore, tm_ledger_store, TM, LEDGER_STORE, GObject)

GFile          *tm_ledger_record_get_file     (TmLedgerRecord  *self);
TmLedger       *tm_ledger_record_get_ledger   (TmLedgerRecord  *self);
const GError   *tm_ledger_record_get_error    (TmLedgerRecord  *self);
const char     *tm_ledger_record_get_game_id  (TmLedgerRecord  *self);
GDateTime      *tm_ledger_record_get_time     (TmLedgerRecord  *self);

TmLedgerStore  *tm_ledger_store_new           (TmCatalogue     *catalogue,
                                               GFile           *dir);
GFile          *tm_ledger_store_get_dir       (TmLedgerStore   *self);
GListModel     *tm_ledger_store_get_records   (TmLedgerStore   *self);
gboolean        tm_ledger_store_get_loaded    (TmLedgerStore   *self);
void            tm_ledger_store_load          (TmLedgerStore   *self);
TmLedgerRecord *tm_ledger_store_add           (TmLedgerStore   *self,
                                               TmLedger        *ledger);
void            tm_ledger_store_remove        (TmLedgerStore   *self,
                                               TmLedgerRecord  *record);
void            tm_ledger_store_restore       (TmLedgerStore   *self,
                                               TmLedgerRecord  *record);
gboolean        tm_ledger_store_get_busy      (TmLedgerStore   *self);
void            tm_ledger_store_discard_async (TmLedgerStore       *self,
                                               TmLedgerRecord      *record,
                                               gboolean             trash,
                                               GCancellable        *cancellable,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
gboolean        tm_ledger_store_discard_finish (TmLedgerStore  *self,
                                               GAsyncResult    *result,
                                               GError         **error);
char          **tm_ledger_store_dup_names     (TmLedgerStore   *self);

TmRoster       *tm_ledger_store_get_roster    (TmLedgerStore   *self);
const GError   *tm_ledger_store_get_roster_error (TmLedgerStore *self);
gboolean        tm_ledger_store_get_roster_saving (TmLedgerStore *self);
void            tm_ledger_store_roster_changed (TmLedgerStore  *self);
void            tm_ledger_store_link_players  (TmLedgerStore   *self,
                                               TmLedger        *ledger);

G_END_DECLS
