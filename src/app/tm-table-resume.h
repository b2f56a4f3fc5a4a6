/* tm-table-resume.h: finding a game left at the table, to continue it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablemate.h"
#include "tm-ledger-store.h"

G_BEGIN_DECLS

TmTableSession *tm_table_resume_find     (TmLedgerStore  *store,
                                          TmCatalogue    *catalogue,
                                          TmGame         *game,
                                          TmLedger      **ledger,
                                          GFile         **file);
char           *tm_table_resume_describe (TmTableSession *found);

G_END_DECLS
