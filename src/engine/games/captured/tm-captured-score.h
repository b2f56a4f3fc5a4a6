/* tm-captured-score.h: the scoring of Captured
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tm_captured_score_register (void);

G_END_DECLS
