/* tablemate.h: the Tablemate engine library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#define TABLEMATE_INSIDE

#include "tm-card.h"
#include "tm-card-edits.h"
#include "tm-catalogue.h"
#include "tm-deck.h"
#include "tm-effects.h"
#include "tm-enums.h"
#include "tm-game.h"
#include "tm-init.h"
#include "tm-move.h"
#include "tm-play-hand.h"
#include "tm-play-notes.h"
#include "tm-play-rules.h"
#include "tm-play-state.h"
#include "tm-play-stats.h"
#include "tm-agent.h"
#include "tm-agent-heuristic.h"
#include "tm-agent-ismcts.h"
#include "tm-agent-random.h"
#include "tm-ledger.h"
#include "tm-rng.h"
#include "tm-roster.h"
#include "tm-score.h"
#include "tm-rulebook.h"
#include "tm-search.h"
#include "tm-table-procedure.h"
#include "tm-table-rules.h"
#include "tm-table-session.h"
#include "tm-types.h"

#undef TABLEMATE_INSIDE
