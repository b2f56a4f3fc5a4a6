/* tm-freeo-score.h: the scoring of Free-O
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tm_freeo_score_register (void);

G_END_DECLS
