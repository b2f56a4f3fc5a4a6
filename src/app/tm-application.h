/* tm-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-services.h"
#include "tm-window.h"

G_BEGIN_DECLS

#define TM_TYPE_APPLICATION (tm_application_get_type ())

G_DECLARE_FINAL_TYPE (TmApplication, tm_application, TM, APPLICATION, AdwApplication)

TmApplication *tm_application_new           (const char        *application_id,
                                             GApplicationFlags  flags);
TmWindow      *tm_application_new_window    (TmApplication     *self);
TmServices    *tm_application_get_services  (TmApplication     *self);
TmCatalogue   *tm_application_get_catalogue (TmApplication     *self);
TmLedgerStore *tm_application_get_ledger_store (TmApplication  *self);

G_END_DECLS
