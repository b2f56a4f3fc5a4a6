/* tm-prisoner-play-check.c: why Prisoner's rules refuse a move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move is legal exactly when tm_prisoner_legal_moves() lists it; the
 * rest of this file finds the rule (a section of
 * data/games/prisoner/rules.json, and a ruling where one decides) that a
 * refused move breaks, for the app and the tool to show.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-play-util.h"

#include "tm-prisoner-play-private.h"

#define NONE TM_PRISONER_NONE

/* Why a move is not allowed */

/**
 * tm_prisoner_explain_card: (skip)
 * @s: a state or an observation
 * @o: the seat whose hand holds the card
 * @card: a card type
 * @v: (out caller-allocates) (optional): why not
 *
 * Whether some play of @card from @o's hand is allowed now (discarding
 * aside), and if not, the rule that forbids it, for a table to show.
 *
 * Returns: %TRUE if the card can be played
 */
gboolean
tm_prisoner_explain_card (const TmPrisonerState *s,
                          guint                  o,
                          guint                  card,
                          TmPlayViolation       *v)
{
  const guint8 *h = s->hand[o];
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = tm_prisoner_play_moves (s, o, moves);

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == TM_PRISONER_MOVE_PLAY && moves[i].card == card)
      return TRUE;

  if (h[card] == 0)
    return tm_play_violate (v, "turn", NULL, N_("That card is not in the hand."));
  if (h[TM_PRISONER_NUMBER_SIX])
    return tm_play_violate (v, "turn", "next-turn-meaning",
                            N_("Number Six is in the hand, so it must be the card played this "
                               "turn."));
  if (h[TM_PRISONER_NUMBER_TWO] && o != s->number_two && o != s->number_six)
    return tm_play_violate (v, "turn", "next-turn-meaning",
                            N_("A Number Two card is in the hand, so it must be the card played "
                               "this turn."));

  if (card == TM_PRISONER_NUMBER_ONE)
    return tm_play_violate (v, "turn", "number-one-card",
                            N_("Number One is never played: keep it for its point, or discard "
                               "it."));
  if (card == TM_PRISONER_NUMBER_TWO)
    return tm_play_violate (v, "turn", "number-two-kept",
                            N_("Number 2 and Number 6 may keep or discard a Number Two card, "
                               "but not play it."));
  if (card == TM_PRISONER_BUTLER)
    return tm_play_violate (v, "turn", NULL,
                            N_("A Butler needs an Escape or a Plot of yours in play to complete."));
  if (tm_prisoner_is_escape (card))
    {
      if (o == s->number_two)
        return tm_play_violate (v, "turn", NULL, N_("Number 2 cannot lay an Escape."));
      if (s->movement && (tm_prisoner_deck.requires[card] & s->village_up) != 0)
        return tm_play_violate (v, "options", "movement-escape-location",
                                N_("With the Movement rules, your pawn must stand on one of the "
                                   "places this Escape needs."));
      return tm_play_violate (v, "turn", NULL,
                              N_("None of the places this Escape needs is face up yet."));
    }
  if (tm_prisoner_is_plot (card))
    {
      if (o != s->number_two)
        return tm_play_violate (v, "turn", NULL, N_("Only Number 2 can lay a Plot."));
      if (s->movement && (tm_prisoner_deck.requires[card] & s->village_up) != 0)
        return tm_play_violate (v, "options", "movement-escape-location",
                                N_("With the Movement rules, your pawn must stand on one of the "
                                   "places this Plot needs."));
      return tm_play_violate (v, "turn", NULL,
                              N_("None of the places this Plot needs is face up yet."));
    }
  if (tm_prisoner_is_recapture (card))
    {
      if (o == s->number_six)
        return tm_play_violate (v, "turn", NULL, N_("Number 6 cannot play a Recapture."));
      return tm_play_violate (v, "cards", NULL,
                              N_("There is no Escape in play that this Recapture can stop."));
    }
  if (tm_prisoner_is_foil (card))
    {
      if (o == s->number_two)
        return tm_play_violate (v, "turn", NULL, N_("Number 2 cannot play a Foil."));
      return tm_play_violate (v, "cards", NULL,
                              N_("There is no Plot in play that this Foil can stop."));
    }
  return tm_play_violate (v, "turn", NULL, N_("That card cannot be played now."));
}

gboolean
tm_prisoner_check_move (const void      *state,
                     TmMove           m,
                     TmPlayViolation *v)
{
  const TmPrisonerState *s = state;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = tm_prisoner_legal_moves (s, moves);
  guint32 code = tm_move_to_code (&m);
  guint o = s->turn;

  for (guint i = 0; i < n; i++)
    if (tm_move_to_code (&moves[i]) == code)
      return TRUE;

  if (n == 0)
    return tm_play_violate (v, "end", NULL, N_("The hand is over; no more moves can be made."));

  if (s->gift)
    {
      if (m.kind == TM_PRISONER_MOVE_GIVE_SIX)
        return tm_play_violate (v, "turn", "number-six-passed-on",
                                N_("Number Six must go to another player."));
      return tm_play_violate (v, "turn", "number-six-passed-on",
                              N_("Number 2 holds Number Six and must first lay it in front of "
                                 "another player."));
    }

  switch (s->phase)
    {
    case TM_PRISONER_PHASE_PLACE:
      if (m.kind != TM_PRISONER_MOVE_PLACE)
        return tm_play_violate (v, "options", "village-placement",
                                N_("First lay the Village card just turned up."));
      if (m.card >= TM_PRISONER_MAP_CELLS || m.target != TM_MOVE_NO_TARGET || m.slot != NONE)
        return tm_play_violate (v, "options", "village-placement",
                                N_("That spot is outside the map of seven by seven."));
      if (s->map[m.card] != NONE)
        return tm_play_violate (v, "options", "village-placement", N_("A place is already there."));
      return tm_play_violate (v, "options", "village-placement",
                              N_("The card must touch a laid card, a place that is not "
                                 "Underground must touch another that is not, and where a spot "
                                 "follows the Underground or Perimeter advice, one of those spots "
                                 "must be used."));

    case TM_PRISONER_PHASE_STEP:
      if (m.kind != TM_PRISONER_MOVE_STEP && m.kind != TM_PRISONER_MOVE_STAY)
        return tm_play_violate (v, "options", NULL,
                                N_("Step the pawn to a touching card, or stay where it is."));
      if (m.kind == TM_PRISONER_MOVE_STEP && m.card < TM_PRISONER_MAP_CELLS &&
          m.target == TM_MOVE_NO_TARGET && m.slot == NONE &&
          s->map[m.card] != NONE &&
          tm_prisoner_cell_distance (s->pawn[o], m.card) == 1)
        return tm_play_violate (v, "options", NULL,
                                N_("A pawn can only pass between an Underground place and one that "
                                   "is not through an Underground Access place."));
      return tm_play_violate (v, "options", NULL,
                              N_("A pawn moves one step, onto a touching card."));

    case TM_PRISONER_PHASE_SURVEIL:
      return tm_play_violate (v, "cards", NULL,
                              N_("Discard one of the cards seen, or keep them all."));

    case TM_PRISONER_PHASE_PLAY:
      break;

    default:
      return tm_play_violate (v, "turn", NULL, N_("That is not a move now."));
    }

  if ((m.kind != TM_PRISONER_MOVE_PLAY && m.kind != TM_PRISONER_MOVE_DISCARD) ||
      m.card >= TM_PRISONER_N_TYPES)
    return tm_play_violate (v, "turn", NULL, N_("Play or discard one card."));
  if (s->hand[o][m.card] == 0)
    return tm_play_violate (v, "turn", NULL, N_("That card is not in the hand."));

  if (m.kind == TM_PRISONER_MOVE_DISCARD)
    {
      if (m.target != TM_MOVE_NO_TARGET || m.slot != NONE)
        return tm_play_violate (v, "turn", NULL,
                                N_("A discard names no player and no card in play."));
      if (s->hand[o][TM_PRISONER_NUMBER_SIX])
        return tm_play_violate (v, "turn", "next-turn-meaning",
                                N_("Number Six is in the hand, so it must be the card played "
                                   "this turn."));
      return tm_play_violate (v, "turn", "next-turn-meaning",
                              N_("A Number Two card is in the hand, so it must be the card played "
                                 "this turn."));
    }

  if (!tm_prisoner_explain_card (s, o, m.card, v))
    return FALSE;

  /* Some play of the card is allowed, but not this one. */
  if (m.card == TM_PRISONER_BUTLER)
    return tm_play_violate (v, "turn", "one-success-only",
                            N_("A Butler completes an Escape or a Plot that you have in play."));
  if (tm_prisoner_is_recapture (m.card))
    return tm_play_violate (v, "cards", NULL,
                            N_("This Recapture cannot stop that: name an Escape in play that its "
                               "card allows."));
  if (tm_prisoner_is_foil (m.card))
    return tm_play_violate (v, "cards", NULL,
                            N_("This Foil cannot stop that: name a Plot in play that its card "
                               "allows."));
  switch (m.card)
    {
    case TM_PRISONER_DIVERSION:
      return tm_play_violate (v, "cards", "diverted-escape",
                              N_("Diversion moves an Escape in play to a player who is neither its "
                                 "owner nor Number 2."));
    case TM_PRISONER_PROFESSOR_SELTZMAN:
      return tm_play_violate (v, "cards", "new-number-two-by-seltzman",
                              N_("Professor Seltzman moves the Number Two card to a player who is "
                                 "neither Number 2 nor Number 6."));
    case TM_PRISONER_CARNIVAL:
      return tm_play_violate (v, "cards", "carnival-target", N_("Carnival names one player."));
    case TM_PRISONER_SURVEILLANCE:
    case TM_PRISONER_ALISON:
    case TM_PRISONER_KOSHO:
    case TM_PRISONER_PULSATOR:
    case TM_PRISONER_THE_GENERAL:
      return tm_play_violate (v, "cards", NULL, N_("This card names another player."));
    default:
      return tm_play_violate (v, "turn", NULL,
                              N_("This card names no player and no card in play."));
    }
}
