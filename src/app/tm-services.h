/* tm-services.h: what the application shares with its windows and views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablemate.h"
#include "tm-ledger-store.h"

G_BEGIN_DECLS

#define TM_TYPE_SERVICES (tm_services_get_type ())

G_DECLARE_FINAL_TYPE (TmServices, tm_services, TM, SERVICES, GObject)

TmServices    *tm_services_new              (TmCatalogue *catalogue);
TmCatalogue   *tm_services_get_catalogue    (TmServices  *self);
TmLedgerStore *tm_services_get_ledger_store (TmServices  *self);

G_END_DECLS
