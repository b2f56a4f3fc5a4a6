/* tm-score-custom.h: a score sheet for any other game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tm_custom_score_register (void);

G_END_DECLS
