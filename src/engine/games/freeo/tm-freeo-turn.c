/* tm-freeo-turn.c: what the pile allows the player to move in Free-O
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The part of tm-freeo-turn.h that has words for people: why a card may
 * not be laid.  Virtual play and the table assistant both ask here.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-play-util.h"

#include "tm-freeo-turn.h"

gboolean
tm_freeo_turn_check_play (const TmFreeoTurn *t,
                          TmFreeoKind        kind,
                          guint8             card,
                          guint              target,
                          guint              hand_size,
                          TmPlayViolation   *v)
{
  if (t->owed == TM_FREEO_OWE_CAPTURE && kind != TM_FREEO_KIND_WILD)
    return tm_play_violate (v, "cards", NULL,
                            N_("You have been captured: only a FREE-O Wild answers a "
                               "capture; without one, draw two cards."));

  switch (kind)
    {
    case TM_FREEO_KIND_WILD:
      if (t->wild_this_turn)
        return tm_play_violate (v, "turn", "extra-turn-after-wild",
                                N_("You may play only one wild in a turn, extra turn "
                                   "included."));
      if (hand_size == 1)
        return tm_play_violate (v, "turn", "wild-as-only-card",
                                N_("A wild may never be the last card in your hand."));
      if (t->owed == TM_FREEO_OWE_NOTHING && !t->wild_anytime)
        return tm_play_violate (v, "turn", "wild-when-nothing-owed",
                                N_("A wild may be played only on a search or to answer "
                                   "a capture, and nothing is owed now."));
      return TRUE;

    case TM_FREEO_KIND_DRAW_A_CARD:
      if (t->owed != TM_FREEO_OWE_NOTHING)
        return tm_play_violate (v, "cards", "draw-a-card-target",
                                N_("A Draw A Card may be played only when you owe "
                                   "nothing."));
      if (target >= t->n_players || target == t->current ||
          (t->active & (1u << target)) == 0)
        return tm_play_violate (v, "cards", "draw-a-card-target",
                                N_("A Draw A Card must name another player in the "
                                   "hand."));
      return TRUE;

    case TM_FREEO_KIND_SEEK:
      if (t->owed == TM_FREEO_OWE_MATCH && card != t->owed_place)
        return tm_play_violate (v, "turn", "what-is-a-match",
                                N_("A search is waiting: match it with a card of the "
                                   "same place, a wild or a You Are Captured, or "
                                   "draw."));
      return TRUE;

    case TM_FREEO_KIND_CAPTURED:
    default:
      return TRUE;
    }
}
