/* tm-test-gitmo.h: positions of Gitmo written by hand, for its tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions are written by hand in the state's JSON (docs/play-format.md),
 * from a short notation: seats separated by `/`, spots by `|`, cards by
 * spaces (`P9` a Patriot 9, `T3` a Traitor 3, other cards by id, `+trump`
 * a card laid on the run), and after a `;` the cards a seat has set aside
 * (`aside: whistleblower`).  Decks are given top card first; Patriots and
 * Traitors named nowhere go under the deck.  Moves are given in their text
 * form, and refusals must name the rules section (and ruling) they break.
 * test-play-gitmo and test-play-gitmo-cards share these.
 */

#pragma once

#include "tablemate.h"
#include "tm-test-games.h"
#include "tm-game-module.h"
#include "games/gitmo/tm-gitmo-play.h"
#include "games/gitmo/tm-gitmo-play-private.h"

G_BEGIN_DECLS

#define NONE TM_GITMO_NONE

extern const TmPlayRules *rules;

TmPlayState      *position    (guint       n_players,
                               const char *options,
                               const char *table,
                               const char *deck,
                               const char *special_ops,
                               const char *extra);
const GitmoState *S           (TmPlayState *state);
void              assert_sane (TmPlayState *state);
void              play        (TmPlayState *state,
                               const char  *moves);
void              refuse      (TmPlayState *state,
                               const char  *move,
                               const char  *section,
                               const char  *ruling);
gboolean          is_legal    (TmPlayState *state,
                               const char  *move);
char             *spot_text   (const GitmoState *s,
                               guint             seat,
                               guint             k);
void              assert_spot (TmPlayState *state,
                               guint        seat,
                               guint        k,
                               const char  *expected);
guint             card        (const char *id);
gboolean          aside_has   (TmPlayState *state,
                               guint        seat,
                               const char  *id);
int               hand_score  (TmPlayState *state,
                               guint        seat);
guint             deck_top    (TmPlayState *state);

G_END_DECLS
