/* tm-play-summary.h: the summary at the end of a hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_PLAY_SUMMARY (tm_play_summary_get_type ())

G_DECLARE_FINAL_TYPE (TmPlaySummary, tm_play_summary, TM, PLAY_SUMMARY, AdwAlertDialog)

AdwDialog  *tm_play_summary_new        (const char * const *names,
                                        TmPlayHand         *hand,
                                        TmScorer           *scorer);
TmPlayHand *tm_play_summary_get_hand   (TmPlaySummary      *self);

G_END_DECLS
