/* tm-gitmo-assistant.h: Gitmo at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: reached through the game's module and TmTableSession.
 */

#pragma once

#include "tm-table-rules.h"

G_BEGIN_DECLS

const TmTableRules *tm_gitmo_assistant_rules (void);

G_END_DECLS
