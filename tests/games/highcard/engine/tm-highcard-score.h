/* tm-highcard-score.h: the scoring of High Card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-types.h"

G_BEGIN_DECLS

const TmScoreRules *tm_highcard_score_get_rules (void);

G_END_DECLS
