/* tm-scores-settings.h: the settings of an open score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

AdwDialog  *tm_scores_settings_dialog_new  (TmLedger      *ledger);
void        tm_scores_set_partners         (TmLedger      *ledger,
                                            gboolean       partners);

G_END_DECLS
