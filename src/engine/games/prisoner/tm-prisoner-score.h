/* tm-prisoner-score.h: the scoring of Prisoner
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tm_prisoner_score_register (void);

G_END_DECLS
