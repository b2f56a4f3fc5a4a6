/* tm-ledger-private.h: what tm-ledger-io.c shares with tm-ledger.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-ledger.h"

G_BEGIN_DECLS

/* Reading in two steps, so that the parse can run in a thread: a
 * TmLedgerDoc is a file's facts, every field checked, before the game's
 * scorer reads the hands (which uses the doc up). */
typedef struct _TmLedgerDoc TmLedgerDoc;

TmLedgerDoc *_tm_ledger_parse         (GBytes       *bytes,
                                       const char   *filename,
                                       GError      **error);
void      _tm_ledger_doc_free         (TmLedgerDoc  *doc);
TmLedger *_tm_ledger_new_from_doc     (TmCatalogue  *catalogue,
                                       TmLedgerDoc  *doc,
                                       const char   *filename,
                                       GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmLedgerDoc, _tm_ledger_doc_free)

/* Every change bumps the serial; a save records the serial it wrote. */
guint64   _tm_ledger_get_serial       (TmLedger     *self);
void      _tm_ledger_set_saved_serial (TmLedger     *self,
                                       guint64       serial);
gboolean  _tm_ledger_get_file_known   (TmLedger     *self);
void      _tm_ledger_set_file_known   (TmLedger     *self,
                                       gboolean      known);
void      _tm_ledger_set_saving       (TmLedger     *self,
                                       gboolean      saving);
gboolean  _tm_ledger_take_save_pending (TmLedger    *self);
void      _tm_ledger_set_save_pending (TmLedger     *self);
void      _tm_ledger_emit_save_failed (TmLedger     *self,
                                       const GError *error);
/* Called after every change when autosave is on (tm-ledger-io.c). */
void      _tm_ledger_autosave         (TmLedger     *self);

G_END_DECLS
