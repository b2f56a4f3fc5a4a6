/* tm-gitmo-score.h: the scoring of Gitmo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-types.h"

G_BEGIN_DECLS

const TmScoreRules *tm_gitmo_score_get_rules (void);

G_END_DECLS
