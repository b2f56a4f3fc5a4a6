/* tm-new-ledger-dialog.h: starting a score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-options-group.h"
#include "tm-ledger-store.h"

G_BEGIN_DECLS

#define TM_TYPE_NEW_LEDGER_DIALOG (tm_new_ledger_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TmNewLedgerDialog, tm_new_ledger_dialog, TM, NEW_LEDGER_DIALOG, AdwDialog)

TmNewLedgerDialog *tm_new_ledger_dialog_new         (TmLedgerStore     *store,
                                                     TmCatalogue       *catalogue,
                                                     TmGame            *game);
TmNewLedgerDialog *tm_new_ledger_dialog_new_custom  (TmLedgerStore     *store,
                                                     TmCatalogue       *catalogue);
void               tm_new_ledger_dialog_set_title   (TmNewLedgerDialog *self,
                                                     const char        *title);
void               tm_new_ledger_dialog_set_rounds  (TmNewLedgerDialog *self,
                                                     guint              rounds);
void               tm_new_ledger_dialog_add_player  (TmNewLedgerDialog *self,
                                                     const char        *name);
guint              tm_new_ledger_dialog_get_n_players (TmNewLedgerDialog *self);
TmOptionsGroup    *tm_new_ledger_dialog_get_options_group (TmNewLedgerDialog *self);
void               tm_new_ledger_dialog_set_first_dealer (TmNewLedgerDialog *self,
                                                     guint              dealer);
char             **tm_new_ledger_dialog_dup_suggestions (TmNewLedgerDialog *self);
TmLedger          *tm_new_ledger_dialog_start       (TmNewLedgerDialog *self,
                                                     GError           **error);

G_END_DECLS
