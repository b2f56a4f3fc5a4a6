/* tm-mixer-score.h: the scoring of the traitor-name mixer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tm_mixer_score_register (void);

G_END_DECLS
