/* tm-test-prisoner.h: positions of Prisoner built by hand, for its tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions are built on the flat state: deal from a seed, then move
 * cards between the piles and hands (so that every card stays somewhere
 * exactly once) and set the roles.  Moves are given in their text form
 * (docs/play-format.md).  test-play-prisoner and test-play-prisoner-cards
 * share these.
 */

#pragma once

#include "tablemate.h"
#include "tm-test-games.h"
#include "tm-game-module.h"
#include "games/prisoner/tm-prisoner-play.h"
#include "games/prisoner/tm-prisoner-play-private.h"

G_BEGIN_DECLS

typedef TmPrisonerState State;

#define NOBODY TM_PRISONER_NOBODY

extern const TmPlayRules *rules;
extern guint              protected_seats;   /* hands set by set_hand(), never taken from */

guint     card              (const char *id);
guint     place             (const char *id);
State    *new_state         (guint       n_players,
                             const char *options);
void      take              (State *s,
                             guint  c,
                             guint  keep);
void      to_bottom_of_draw (State *s,
                             guint  c);
void      set_hand          (State      *s,
                             guint       p,
                             const char *cards);
void      clear_village     (State *s);
void      no_placing        (State *s,
                             guint  phase);
void      on_top_of_draw    (State      *s,
                             const char *id);
void      turn_up           (State      *s,
                             const char *id);
void      lay               (State      *s,
                             const char *id,
                             int         x,
                             int         y);
guint     cell_at           (int x,
                             int y);
void      set_two           (State *s,
                             guint  p);
void      set_six           (State *s,
                             guint  p);
void      in_play           (State      *s,
                             const char *id,
                             guint       owner);
void      apply             (State      *s,
                             const char *text);
void      refuse            (const State *s,
                             const char  *text,
                             const char  *section,
                             const char  *ruling);
gboolean  is_legal          (const State *s,
                             const char  *text);
guint     n_legal           (const State *s);
void      pass_turn         (State      *s,
                             const char *id);
guint     known_total       (const State *s,
                             guint        viewer,
                             guint        owner);

G_END_DECLS
