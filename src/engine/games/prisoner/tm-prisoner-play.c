/* tm-prisoner-play.c: the rules of Prisoner for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here works on TmPrisonerState, a flat struct of about 1.2 kB:
 * no pointers, no allocation while playing.  A turn is up to three
 * decisions by its owner (with the Movement rules: where the new Village
 * card goes, then whether the pawn steps; then the card played or
 * discarded), and a few decisions belong to someone else: Number 2 giving
 * away Number Six, the Pulsator's player choosing the target's play, the
 * Surveillance's player choosing a seen card to discard.  The rulings of
 * data/games/prisoner/rules.json are named where they decide a point.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-play-private.h"

#include "tm-prisoner-play-private.h"

#define BIT PRISONER_BIT
#define NOBODY TM_PRISONER_NOBODY
#define NONE TM_PRISONER_NONE
#define DECK tm_prisoner_deck

/* The options play reads, by their ids in data/games/prisoner/game.json. */
const char * const tm_prisoner_options[TM_PRISONER_N_OPTIONS] = {
  "movement",
  "shore-perimeter",
  "target-score",
  "reshuffle-free-information",
  "one-hand",
};

static inline TmMove
mv (guint8 kind,
    guint8 card,
    guint8 target,
    guint8 slot)
{
  TmMove m = { kind, card, target, slot };
  return m;
}

gboolean
tm_prisoner_is_escape (guint card)
{
  return card >= TM_PRISONER_FIRST_ESCAPE &&
         card < TM_PRISONER_FIRST_ESCAPE + TM_PRISONER_N_ESCAPES;
}

gboolean
tm_prisoner_is_plot (guint card)
{
  return card >= TM_PRISONER_FIRST_PLOT && card < TM_PRISONER_FIRST_PLOT + TM_PRISONER_N_PLOTS;
}

gboolean
tm_prisoner_is_perimeter (const TmPrisonerState *s,
                          guint                  place)
{
  guint32 set = DECK.perimeter | (s->shore_perimeter ? DECK.shore : 0);

  return place < TM_PRISONER_N_PLACES && (set & BIT (place)) != 0;
}

/* The seat that decides the next move, or -1 when nobody does. */
int
tm_prisoner_decider (const TmPrisonerState *s)
{
  if (s->game_over || s->phase == TM_PRISONER_PHASE_OVER)
    return -1;
  if (s->gift)
    return s->number_two;
  switch (s->phase)
    {
    case TM_PRISONER_PHASE_PLAY:
      return s->pulsator_on == s->turn ? s->pulsator_by : s->turn;
    case TM_PRISONER_PHASE_SURVEIL:
      return s->surveil_by;
    default:
      return s->turn;
    }
}

int
tm_prisoner_find_holder (const TmPrisonerState *s,
                         guint                  card)
{
  for (guint p = 0; p < s->n_players; p++)
    if (s->hand[p][card] > 0)
      return p;
  return -1;
}

/* Scoring (the scoring section and ruling missing-roles): the points of
 * the hand if it ended now with @result. */
static void
score_hand (const TmPrisonerState *s,
            guint                  result,
            guint                  winner,
            int                   *points)
{
  guint two = s->number_two, six = s->number_six;
  int one = tm_prisoner_find_holder (s, TM_PRISONER_NUMBER_ONE);

  for (guint p = 0; p < s->n_players; p++)
    {
      const guint8 *h = s->hand[p];
      int held = 0;

      if (p == two)
        for (guint c = TM_PRISONER_FIRST_PLOT; c < TM_PRISONER_FIRST_PLOT + TM_PRISONER_N_PLOTS; c++)
          held += h[c];
      else
        for (guint c = TM_PRISONER_FIRST_ESCAPE; c < TM_PRISONER_FIRST_ESCAPE + TM_PRISONER_N_ESCAPES; c++)
          held += h[c];
      points[p] = -held + (one == (int) p ? 1 : 0);
    }

  if (result == TM_PRISONER_RESULT_ESCAPE)
    {
      points[winner] += 2;
      if (two != NOBODY)
        points[two] -= winner == six ? 2 : 1;
    }
  else if (result == TM_PRISONER_RESULT_PLOT)
    {
      points[two] += 2;
      if (six != NOBODY)
        points[six] -= 2;
    }
}

/**
 * tm_prisoner_hand_score: (skip)
 * @state: a state
 * @points: (out caller-allocates): a number per seat
 *
 * What each seat would score if the hand ended now without a completed
 * Escape or Plot: Number One, and the Escapes and Plots still held.
 */
void
tm_prisoner_hand_score (const TmPrisonerState *state,
                        int                   *points)
{
  score_hand (state, TM_PRISONER_RESULT_NONE, NOBODY, points);
}

/* Hands and what is known of them */

static inline void
hand_add (TmPrisonerState *s,
          guint            p,
          guint            card)
{
  s->hand[p][card]++;
  s->hand_size[p]++;
}

/* A card leaves a hand face up: whoever knew of one such card there can
 * no longer be sure it is still there (ruling what-you-have-seen). */
static inline void
hand_remove (TmPrisonerState *s,
             guint            p,
             guint            card)
{
  g_assert (s->hand[p][card] > 0);
  s->hand[p][card]--;
  s->hand_size[p]--;
  for (guint v = 0; v < TM_PRISONER_MAX_PLAYERS; v++)
    if (s->known[v][p][card] > 0)
      s->known[v][p][card]--;
}

static inline gboolean
draw_card (TmPrisonerState *s,
           guint            p)
{
  guint8 card;

  if (s->n_draw == 0)
    return FALSE;
  card = s->draw[--s->n_draw];
  s->draw[s->n_draw] = 0;
  hand_add (s, p, card);
  return TRUE;
}

static void
full_reveal (TmPrisonerState *s,
             guint            viewers,
             guint            owner)
{
  for (guint v = 0; v < s->n_players; v++)
    if ((viewers & BIT (v)) && v != owner)
      memcpy (s->known[v][owner], s->hand[owner], TM_PRISONER_N_TYPES);
}

/* Shows up to @count cards picked blind from @owner's hand to @viewers;
 * writes them, sorted, into @shown (which may be NULL). */
static guint
reveal (TmPrisonerState *s,
        guint            viewers,
        guint            owner,
        guint            count,
        guint8          *shown)
{
  guint8 cards[TM_PRISONER_MAX_CARDS];
  guint8 picked[TM_PRISONER_N_TYPES] = { 0 };
  guint n = 0, k = 0;

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    for (guint i = 0; i < s->hand[owner][c]; i++)
      cards[n++] = c;
  count = MIN (count, n);
  for (guint i = 0; i < count; i++)
    {
      guint j = i + tm_play_rng_below_inline (&s->rng, n - i);
      guint8 tmp = cards[i];

      cards[i] = cards[j];
      cards[j] = tmp;
      picked[cards[i]]++;
    }

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    {
      for (guint v = 0; v < s->n_players; v++)
        if ((viewers & BIT (v)) && v != owner)
          s->known[v][owner][c] = MAX (s->known[v][owner][c], picked[c]);
      if (shown != NULL)
        for (guint i = 0; i < picked[c]; i++)
          shown[k++] = c;
    }
  return count;
}

/* Carnival and Speed Learn: the hand goes face up on the discard pile
 * and six new cards are drawn, as many as there are (ruling
 * redraw-short-pile). */
static void
redraw (TmPrisonerState *s,
        guint            p,
        guint            count)
{
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    s->discard[c] += s->hand[p][c];
  memset (s->hand[p], 0, TM_PRISONER_N_TYPES);
  s->hand_size[p] = 0;
  for (guint v = 0; v < TM_PRISONER_MAX_PLAYERS; v++)
    memset (s->known[v][p], 0, TM_PRISONER_N_TYPES);
  for (guint i = 0; i < count; i++)
    if (!draw_card (s, p))
      break;
}

/* Kosho: each of the two knows the hand they gave away; everyone else's
 * knowledge follows the cards (ruling what-you-have-seen). */
static void
swap_hands (TmPrisonerState *s,
            guint            a,
            guint            b)
{
  guint8 tmp[TM_PRISONER_N_TYPES];
  guint8 size = s->hand_size[a];

  for (guint v = 0; v < s->n_players; v++)
    if (v != a && v != b)
      {
        memcpy (tmp, s->known[v][a], TM_PRISONER_N_TYPES);
        memcpy (s->known[v][a], s->known[v][b], TM_PRISONER_N_TYPES);
        memcpy (s->known[v][b], tmp, TM_PRISONER_N_TYPES);
      }
  memcpy (tmp, s->hand[a], TM_PRISONER_N_TYPES);
  memcpy (s->hand[a], s->hand[b], TM_PRISONER_N_TYPES);
  memcpy (s->hand[b], tmp, TM_PRISONER_N_TYPES);
  s->hand_size[a] = s->hand_size[b];
  s->hand_size[b] = size;
  memcpy (s->known[a][b], s->hand[b], TM_PRISONER_N_TYPES);
  memcpy (s->known[b][a], s->hand[a], TM_PRISONER_N_TYPES);
}

/* Roles */

static void
move_pawn_to (TmPrisonerState *s,
              guint            p,
              guint            place)
{
  if (s->movement && place < TM_PRISONER_N_PLACES && s->cell_of[place] != NONE)
    s->pawn[p] = s->cell_of[place];
}

static void
become_six (TmPrisonerState *s,
            guint            p)
{
  s->number_six = p;
  move_pawn_to (s, p, DECK.pawn_to[TM_PRISONER_NUMBER_SIX]);
}

/* @moved: Professor Seltzman moved the card in play (ruling
 * new-number-two-by-seltzman) rather than a new one being laid. */
static void
become_two (TmPrisonerState *s,
            guint            p,
            gboolean         moved)
{
  if (!moved && s->number_two != NOBODY)
    s->discard[TM_PRISONER_NUMBER_TWO]++;
  s->number_two = p;
  for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
    if (s->plot_owner[i] != NOBODY)
      {
        s->plot_owner[i] = NOBODY;
        s->discard[TM_PRISONER_FIRST_PLOT + i]++;
      }
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
    if (s->escape_owner[i] == p)
      {
        s->escape_owner[i] = NOBODY;
        s->discard[TM_PRISONER_FIRST_ESCAPE + i]++;
      }
  move_pawn_to (s, p, DECK.pawn_to[TM_PRISONER_NUMBER_TWO]);
}

/* Dealing */

static void advance (TmPrisonerState *s);

static void
deal (TmPrisonerState *s)
{
  guint n = 0, p;

  memset (s->hand, 0, sizeof s->hand);
  memset (s->hand_size, 0, sizeof s->hand_size);
  memset (s->known, 0, sizeof s->known);
  memset (s->discard, 0, sizeof s->discard);
  memset (s->escape_owner, NOBODY, sizeof s->escape_owner);
  memset (s->plot_owner, NOBODY, sizeof s->plot_owner);
  memset (s->pawn, NONE, sizeof s->pawn);
  memset (s->map, NONE, sizeof s->map);
  memset (s->cell_of, NONE, sizeof s->cell_of);
  memset (s->seen, 0, sizeof s->seen);
  memset (s->village, 0, sizeof s->village);
  s->n_seen = 0;
  s->number_two = s->number_six = NOBODY;
  s->gift = 0;
  s->pulsator_by = s->pulsator_on = NOBODY;
  s->surveil_by = s->surveil_on = NOBODY;
  s->reshuffled = 0;
  s->placing = NONE;
  s->moves_in_hand = 0;

  memcpy (s->draw, DECK.sorted, DECK.deck_size);
  tm_play_shuffle_bytes (&s->rng, s->draw, DECK.deck_size);
  s->n_draw = DECK.deck_size;
  for (guint round = 0; round < TM_PRISONER_HAND_SIZE; round++)
    {
      p = s->dealer;
      do
        {
          p = tm_prisoner_next_seat (s, p);
          draw_card (s, p);
        }
      while (p != s->dealer);
    }

  /* With the Movement rules the Green Dome starts face up in the middle,
   * every pawn on it. */
  for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
    if (!s->movement || v != DECK.centre)
      s->village[n++] = v;
  tm_play_shuffle_bytes (&s->rng, s->village, n);
  s->n_village = n;
  s->village_up = 0;
  s->laid = s->laid_under = s->laid_access = 0;
  if (s->movement)
    {
      tm_prisoner_mark_laid (s, TM_PRISONER_MAP_CENTRE, DECK.centre);
      memset (s->pawn, TM_PRISONER_MAP_CENTRE, s->n_players);
    }

  s->turn = tm_prisoner_next_seat (s, s->dealer);
  s->phase = TM_PRISONER_PHASE_DRAW;
  advance (s);
}

void
tm_prisoner_init (void               *state,
                  const TmPlayConfig *config)
{
  TmPrisonerState *s = state;

  memset (s, 0, sizeof *s);
  tm_rng_init (&s->rng, config->seed);
  s->n_players = config->n_players;
  s->observer = NOBODY;
  s->movement = config->options[TM_PRISONER_OPT_MOVEMENT] != 0;
  s->shore_perimeter = config->options[TM_PRISONER_OPT_SHORE_PERIMETER] != 0;
  s->target_score = config->options[TM_PRISONER_OPT_TARGET_SCORE];
  s->reshuffle = config->options[TM_PRISONER_OPT_RESHUFFLE] != 0;
  s->one_hand = config->options[TM_PRISONER_OPT_ONE_HAND] != 0;
  s->hand_number = 1;
  s->dealer = s->n_players - 1;   /* so that seat 0 plays first */
  s->last_result = TM_PRISONER_RESULT_NONE;
  s->last_end = TM_PRISONER_END_BUTLER;
  s->last_winner = s->last_two = s->last_six = s->last_one = NOBODY;
  deal (s);
}

/* The end of a hand (sections end and scoring): score it, then deal the
 * next hand or end the game (ruling game-length). */
static void
end_hand (TmPrisonerState *s,
          guint            result,
          guint            winner,
          guint            how)
{
  int points[TM_PRISONER_MAX_PLAYERS] = { 0 };
  int one = tm_prisoner_find_holder (s, TM_PRISONER_NUMBER_ONE);
  gboolean reached = FALSE;
  int best = G_MININT;

  score_hand (s, result, winner, points);
  s->last_result = result;
  s->last_end = how;
  s->last_winner = winner;
  s->last_two = s->number_two;
  s->last_six = s->number_six;
  s->last_one = one < 0 ? NOBODY : one;
  for (guint p = 0; p < s->n_players; p++)
    {
      guint plots = 0, escapes = 0;

      for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
        plots += s->hand[p][TM_PRISONER_FIRST_PLOT + i];
      for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
        escapes += s->hand[p][TM_PRISONER_FIRST_ESCAPE + i];
      s->last_plots_held[p] = plots;
      s->last_escapes_held[p] = escapes;
      s->hand_points[p] = points[p];
      s->totals[p] += points[p];
      if (s->target_score > 0 && s->totals[p] >= s->target_score)
        reached = TRUE;
    }

  s->gift = 0;
  s->placing = NONE;
  s->n_seen = 0;
  memset (s->seen, 0, sizeof s->seen);
  s->surveil_by = s->surveil_on = NOBODY;

  /* Ruling game-length: a round of deals, or to the target, but never
   * more than five rounds. */
  if (s->one_hand || reached ||
      s->hand_number >= (s->target_score == 0 ? 1u : TM_PRISONER_MAX_ROUNDS) * s->n_players)
    {
      s->game_over = 1;
      s->phase = TM_PRISONER_PHASE_OVER;
      for (guint p = 0; p < s->n_players; p++)
        best = MAX (best, s->totals[p]);
      for (guint p = 0; p < s->n_players; p++)
        if (s->totals[p] == best)
          s->winners |= BIT (p);
      return;
    }

  /* Ruling who-deals-next: the deal passes to the left. */
  s->hand_number++;
  s->dealer = tm_prisoner_next_seat (s, s->dealer);
  if (s->stop_at_hand_end)
    {
      /* A search's copy: returns() reads the hand just scored. */
      s->phase = TM_PRISONER_PHASE_OVER;
      s->moves_in_hand = 0;
      return;
    }
  deal (s);
}

static void
reshuffle_discards (TmPrisonerState *s)
{
  guint n = 0;

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    {
      for (guint i = 0; i < s->discard[c]; i++)
        s->draw[n++] = c;
      s->discard[c] = 0;
    }
  tm_play_shuffle_bytes (&s->rng, s->draw, n);
  s->n_draw = n;
  s->reshuffled = 1;
}

static gboolean
pawn_can_move (const TmPrisonerState *s,
               guint                  p)
{
  return tm_prisoner_step_cells (s, s->pawn[p]) != 0;
}

/* Runs the automatic parts of a turn (drawing, turning up a Village card)
 * until someone has a decision to make or the hand ends. */
static void
advance (TmPrisonerState *s)
{
  for (;;)
    {
      if (s->game_over || s->phase == TM_PRISONER_PHASE_OVER)
        return;
      /* Ruling number-six-passed-on: whenever Number 2 holds Number Six,
       * they give it away before anything else happens. */
      if (s->number_two != NOBODY && s->hand[s->number_two][TM_PRISONER_NUMBER_SIX] > 0)
        {
          /* Everyone sees the card on its way to the table. */
          s->gift = 1;
          for (guint v = 0; v < s->n_players; v++)
            if (v != s->number_two)
              s->known[v][s->number_two][TM_PRISONER_NUMBER_SIX] = 1;
          return;
        }

      switch (s->phase)
        {
        case TM_PRISONER_PHASE_DRAW:
          /* Ruling play-cannot-continue. */
          if (s->n_draw == 0)
            {
              guint in_discard = 0;

              for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
                in_discard += s->discard[c];
              if (!s->reshuffle || s->reshuffled || in_discard == 0)
                {
                  end_hand (s, TM_PRISONER_RESULT_NONE, NOBODY, TM_PRISONER_END_EMPTY);
                  return;
                }
              reshuffle_discards (s);
            }
          draw_card (s, s->turn);
          s->phase = TM_PRISONER_PHASE_VILLAGE;
          break;

        case TM_PRISONER_PHASE_VILLAGE:
          if (s->n_village == 0)
            s->phase = s->movement ? TM_PRISONER_PHASE_STEP : TM_PRISONER_PHASE_PLAY;
          else
            {
              guint8 place = s->village[--s->n_village];

              s->village[s->n_village] = 0;
              if (s->movement)
                {
                  s->placing = place;
                  s->phase = TM_PRISONER_PHASE_PLACE;
                  return;
                }
              s->village_up |= BIT (place);
              s->phase = TM_PRISONER_PHASE_PLAY;
            }
          break;

        case TM_PRISONER_PHASE_STEP:
          if (pawn_can_move (s, s->turn))
            return;
          s->phase = TM_PRISONER_PHASE_PLAY;
          break;

        case TM_PRISONER_PHASE_PLAY:
          /* Ruling pulsator-choice: the Pulsator's player sees the hand. */
          if (s->pulsator_on == s->turn)
            full_reveal (s, BIT (s->pulsator_by), s->turn);
          return;

        default:
          return;
        }
    }
}

static void
end_turn (TmPrisonerState *s)
{
  s->turn = tm_prisoner_next_seat (s, s->turn);
  s->phase = TM_PRISONER_PHASE_DRAW;
  advance (s);
}

/* Legal moves */

/* The laid cells a pawn at @from may step to: between Underground and
 * not, only through an Underground Access place. */
guint64
tm_prisoner_step_cells (const TmPrisonerState *s,
                        guint                  from)
{
  guint64 here = tm_prisoner_cell_bit (from);
  guint64 around = tm_prisoner_cells_around (here) & ~here & s->laid;

  if (s->laid_under & here)
    return around & (s->laid_under | s->laid_access);
  if (s->laid_access & here)
    return around;
  return around & ~s->laid_under;
}

gboolean
tm_prisoner_can_step (const TmPrisonerState *s,
                      guint                  from,
                      guint                  to)
{
  return from < TM_PRISONER_MAP_CELLS && to < TM_PRISONER_MAP_CELLS &&
         (tm_prisoner_step_cells (s, from) & tm_prisoner_cell_bit (to)) != 0;
}

void
tm_prisoner_mark_laid (TmPrisonerState *s,
                       guint            cell,
                       guint            place)
{
  guint64 bit = tm_prisoner_cell_bit (cell);

  s->map[cell] = place;
  s->cell_of[place] = cell;
  s->village_up |= BIT (place);
  s->laid |= bit;
  if (tm_prisoner_is_underground (place))
    s->laid_under |= bit;
  if (tm_prisoner_is_access (place))
    s->laid_access |= bit;
}

/* Whether @seat may lay the Escape or Plot @card as far as the places go:
 * one of them face up and, with Movement, under the seat's pawn. */
gboolean
tm_prisoner_can_lay (const TmPrisonerState *s,
                     guint                  seat,
                     guint                  card)
{
  guint32 needs = DECK.requires[card];

  if (s->movement)
    return (needs & BIT (s->map[s->pawn[seat]])) != 0;
  return (needs & s->village_up) != 0;
}

/* Ruling village-placement: the spots where the place being laid may go. */
static guint64
place_cells (const TmPrisonerState *s)
{
  guint place = s->placing;
  guint64 cells = tm_prisoner_cells_around (s->laid) & ~s->laid, wanted;

  /* A place that is not Underground must touch one that is not; an
   * Underground place goes beside Underground or Underground Access if it
   * can.  Either way the spots are narrowed only if some spot allows it. */
  if (tm_prisoner_is_underground (place))
    wanted = cells & tm_prisoner_cells_around (s->laid_under | s->laid_access);
  else
    wanted = cells & tm_prisoner_cells_around (s->laid & ~s->laid_under);
  if (wanted)
    cells = wanted;

  /* A Perimeter place two steps or more from the Green Dome if it can;
   * otherwise every spot left is one step away, as far as it can go. */
  if (tm_prisoner_is_perimeter (s, place) && (cells & ~TM_PRISONER_CELLS_NEAR))
    cells &= ~TM_PRISONER_CELLS_NEAR;
  return cells;
}

/* What sort of card each type is, for the hot path. */
enum { K_SIX, K_BUTLER, K_TWO, K_ONE, K_ESCAPE, K_RECAPTURE, K_PLOT, K_FOIL, K_OTHER_SEAT,
       K_ANY_SEAT, K_PLAIN, K_DIVERSION, K_SELTZMAN };
static const guint8 card_kind[TM_PRISONER_N_TYPES] = {
  K_SIX, K_BUTLER, K_TWO, K_ONE,
  K_ESCAPE, K_ESCAPE, K_ESCAPE, K_ESCAPE, K_ESCAPE, K_ESCAPE, K_ESCAPE,
  K_RECAPTURE, K_RECAPTURE, K_RECAPTURE, K_RECAPTURE, K_RECAPTURE, K_RECAPTURE,
  K_PLOT, K_PLOT, K_PLOT, K_PLOT, K_PLOT, K_PLOT, K_PLOT,
  K_FOIL, K_FOIL, K_FOIL, K_FOIL, K_FOIL,
  K_DIVERSION, K_SELTZMAN, K_PLAIN, K_ANY_SEAT, K_PLAIN, K_OTHER_SEAT, K_OTHER_SEAT,
  K_OTHER_SEAT, K_OTHER_SEAT, K_OTHER_SEAT, K_PLAIN,
};

/* The card types present in a hand, a bit each: eight counts at a time,
 * without a branch per type (a random playout mispredicts them). */
static inline guint64
held_types (const guint8 *hand)
{
  guint64 held = 0;

  G_STATIC_ASSERT (TM_PRISONER_N_TYPES % 8 == 0);
  for (guint w = 0; w < TM_PRISONER_N_TYPES / 8; w++)
    {
      guint64 x, bytes;

      memcpy (&bytes, hand + 8 * w, 8);
      bytes = GUINT64_FROM_LE (bytes);
      x = (((bytes & G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) +
            G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) | bytes) &
          G_GUINT64_CONSTANT (0x8080808080808080);
      /* The high bit of each non-zero byte, gathered into one byte, the
       * first count as its lowest bit. */
      held |= (((x >> 7) * G_GUINT64_CONSTANT (0x0102040810204080)) >> 56) << (8 * w);
    }
  return held;
}

guint
tm_prisoner_play_moves (const TmPrisonerState *s,
            guint                  o,
            TmMove                *moves)
{
  const guint8 *h = s->hand[o];
  guint two = s->number_two, six = s->number_six;
  guint escapes = 0, plots = 0, mine = 0, n = 0;

  /* Ruling next-turn-meaning: a held Number Six, or a Number Two while
   * not already Number 2 or 6, is the card played. */
  if (h[TM_PRISONER_NUMBER_SIX])
    {
      moves[0] = mv (TM_PRISONER_MOVE_PLAY, TM_PRISONER_NUMBER_SIX, TM_MOVE_NO_TARGET, NONE);
      return 1;
    }
  if (h[TM_PRISONER_NUMBER_TWO] && o != two && o != six)
    {
      moves[0] = mv (TM_PRISONER_MOVE_PLAY, TM_PRISONER_NUMBER_TWO, TM_MOVE_NO_TARGET, NONE);
      return 1;
    }

  /* The Escapes and Plots in play, as bits of their card types. */
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
    if (s->escape_owner[i] != NOBODY)
      {
        escapes |= BIT (i);
        if (s->escape_owner[i] == o)
          mine |= BIT (i);
      }
  for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
    if (s->plot_owner[i] != NOBODY)
      {
        plots |= BIT (i);
        if (s->plot_owner[i] == o)
          mine |= BIT (TM_PRISONER_N_ESCAPES + i);
      }

  for (guint64 held = held_types (h); held; held &= held - 1)
    {
      guint c = (guint) __builtin_ctzll (held), before;

      moves[n++] = mv (TM_PRISONER_MOVE_DISCARD, c, TM_MOVE_NO_TARGET, NONE);
      before = n;

      switch (card_kind[c])
        {
        case K_BUTLER:
          /* Escapes come first in the card order, then Plots. */
          for (guint b = mine; b; b &= b - 1)
            {
              guint i = (guint) __builtin_ctz (b);

              moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET,
                               i < TM_PRISONER_N_ESCAPES ? TM_PRISONER_FIRST_ESCAPE + i
                                                         : TM_PRISONER_FIRST_PLOT + i -
                                                           TM_PRISONER_N_ESCAPES);
            }
          break;

        case K_ESCAPE:
          if (o != two && tm_prisoner_can_lay (s, o, c))
            moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET, NONE);
          break;

        case K_PLOT:
          if (o == two && tm_prisoner_can_lay (s, o, c))
            moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET, NONE);
          break;

        case K_RECAPTURE:
          if (o != six)
            for (guint b = escapes; b; b &= b - 1)
              {
                guint e = TM_PRISONER_FIRST_ESCAPE + (guint) __builtin_ctz (b);

                if (tm_prisoner_recapture_stops (c, e))
                  moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET, e);
              }
          break;

        case K_FOIL:
          if (o != two)
            for (guint b = plots; b; b &= b - 1)
              {
                guint p = TM_PRISONER_FIRST_PLOT + (guint) __builtin_ctz (b);

                if (tm_prisoner_foil_stops (c, p))
                  moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET, p);
              }
          break;

        case K_DIVERSION:
          /* Ruling diverted-escape. */
          for (guint b = escapes; b; b &= b - 1)
            {
              guint i = (guint) __builtin_ctz (b);

              for (guint q = 0; q < s->n_players; q++)
                if (q != s->escape_owner[i] && q != two)
                  moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, q, TM_PRISONER_FIRST_ESCAPE + i);
            }
          if (n == before)   /* ruling tally-ho-no-target */
            moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET, NONE);
          break;

        case K_SELTZMAN:
          /* Ruling new-number-two-by-seltzman. */
          if (two != NOBODY)
            for (guint q = 0; q < s->n_players; q++)
              if (q != two && q != six)
                moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, q, NONE);
          if (n == before)
            moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET, NONE);
          break;

        case K_ANY_SEAT:
          /* Carnival, ruling carnival-target. */
          for (guint q = 0; q < s->n_players; q++)
            moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, q, NONE);
          break;

        case K_OTHER_SEAT:
          for (guint q = 0; q < s->n_players; q++)
            if (q != o)
              moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, q, NONE);
          break;

        case K_PLAIN:
          moves[n++] = mv (TM_PRISONER_MOVE_PLAY, c, TM_MOVE_NO_TARGET, NONE);
          break;

        default:
          /* Number One is never played (ruling number-one-card); a
           * Number Two held by Number 2 or 6 is kept or discarded
           * (ruling number-two-kept). */
          break;
        }
    }

  g_assert (n <= TM_MOVE_MAX_LEGAL);
  return n;
}

guint
tm_prisoner_legal_moves (const void *state,
                         TmMove     *moves)
{
  const TmPrisonerState *s = state;
  guint n = 0;

  if (s->game_over || s->phase == TM_PRISONER_PHASE_OVER)
    return 0;

  if (s->gift)
    {
      for (guint q = 0; q < s->n_players; q++)
        if (q != s->number_two)
          moves[n++] = mv (TM_PRISONER_MOVE_GIVE_SIX, NONE, q, NONE);
      return n;
    }

  switch (s->phase)
    {
    case TM_PRISONER_PHASE_PLACE:
      for (guint64 cells = place_cells (s); cells; cells &= cells - 1)
        moves[n++] = mv (TM_PRISONER_MOVE_PLACE, tm_prisoner_first_cell (cells),
                         TM_MOVE_NO_TARGET, NONE);
      return n;

    case TM_PRISONER_PHASE_STEP:
      moves[n++] = mv (TM_PRISONER_MOVE_STAY, NONE, TM_MOVE_NO_TARGET, NONE);
      for (guint64 cells = tm_prisoner_step_cells (s, s->pawn[s->turn]); cells; cells &= cells - 1)
        moves[n++] = mv (TM_PRISONER_MOVE_STEP, tm_prisoner_first_cell (cells),
                         TM_MOVE_NO_TARGET, NONE);
      return n;

    case TM_PRISONER_PHASE_SURVEIL:
      moves[n++] = mv (TM_PRISONER_MOVE_KEEP, NONE, TM_MOVE_NO_TARGET, NONE);
      for (guint i = 0; i < s->n_seen; i++)
        if (i == 0 || s->seen[i] != s->seen[i - 1])
          moves[n++] = mv (TM_PRISONER_MOVE_SURVEIL, s->seen[i], TM_MOVE_NO_TARGET, NONE);
      return n;

    case TM_PRISONER_PHASE_PLAY:
      return tm_prisoner_play_moves (s, s->turn, moves);

    default:
      return 0;
    }
}

/* Applying moves */

static void
play_card (TmPrisonerState *s,
           TmMove           m)
{
  guint o = s->turn, c = m.card, decider = tm_prisoner_decider (s);
  guint viewers = BIT (o) | BIT (decider);

  /* Ruling pulsator-choice: this was the controlled play. */
  if (s->pulsator_on == o)
    s->pulsator_on = s->pulsator_by = NOBODY;

  hand_remove (s, o, c);
  if (m.kind == TM_PRISONER_MOVE_DISCARD)
    {
      s->discard[c]++;
      end_turn (s);
      return;
    }

  if (c == TM_PRISONER_NUMBER_SIX)
    become_six (s, o);
  else if (c == TM_PRISONER_NUMBER_TWO)
    become_two (s, o, FALSE);
  else if (c == TM_PRISONER_BUTLER)
    {
      s->discard[c]++;
      end_hand (s, tm_prisoner_is_escape (m.slot) ? TM_PRISONER_RESULT_ESCAPE
                                                  : TM_PRISONER_RESULT_PLOT,
                o, TM_PRISONER_END_BUTLER);
      return;
    }
  else if (tm_prisoner_is_escape (c))
    s->escape_owner[c - TM_PRISONER_FIRST_ESCAPE] = o;
  else if (tm_prisoner_is_plot (c))
    s->plot_owner[c - TM_PRISONER_FIRST_PLOT] = o;
  else if (tm_prisoner_is_recapture (c))
    {
      guint owner = s->escape_owner[m.slot - TM_PRISONER_FIRST_ESCAPE];

      s->escape_owner[m.slot - TM_PRISONER_FIRST_ESCAPE] = NOBODY;
      s->discard[m.slot]++;
      s->discard[c]++;
      if (DECK.pawn_to[c] != NONE)
        move_pawn_to (s, owner, DECK.pawn_to[c]);   /* ruling rover-card */
    }
  else if (tm_prisoner_is_foil (c))
    {
      s->plot_owner[m.slot - TM_PRISONER_FIRST_PLOT] = NOBODY;
      s->discard[m.slot]++;
      s->discard[c]++;
    }
  else
    {
      s->discard[c]++;
      switch (c)
        {
        case TM_PRISONER_DIVERSION:
          if (m.slot != NONE)
            s->escape_owner[m.slot - TM_PRISONER_FIRST_ESCAPE] = m.target;
          break;

        case TM_PRISONER_PROFESSOR_SELTZMAN:
          if (m.target != TM_MOVE_NO_TARGET)
            become_two (s, m.target, TRUE);
          break;

        case TM_PRISONER_APPRECIATION_DAY:
          if (s->number_two != NOBODY)
            for (guint q = 0; q < s->n_players; q++)
              if (q != s->number_two)
                reveal (s, BIT (s->number_two), q, DECK.amount[c], NULL);
          break;

        case TM_PRISONER_CARNIVAL:
          redraw (s, m.target, DECK.amount[c]);
          break;

        case TM_PRISONER_SPEED_LEARN:
          redraw (s, o, DECK.amount[c]);
          break;

        case TM_PRISONER_SURVEILLANCE:
          s->n_seen = reveal (s, viewers, m.target, DECK.amount[c], s->seen);
          if (s->n_seen > 0)
            {
              s->surveil_by = decider;
              s->surveil_on = m.target;
              s->phase = TM_PRISONER_PHASE_SURVEIL;
              return;
            }
          break;

        case TM_PRISONER_ALISON:
          reveal (s, viewers, m.target, DECK.amount[c], NULL);
          break;

        case TM_PRISONER_KOSHO:
          swap_hands (s, o, m.target);
          break;

        case TM_PRISONER_PULSATOR:
          s->pulsator_by = o;
          s->pulsator_on = m.target;
          break;

        case TM_PRISONER_THE_GENERAL:
          full_reveal (s, viewers, m.target);
          break;

        case TM_PRISONER_CURFEW:
          end_hand (s, TM_PRISONER_RESULT_NONE, NOBODY, TM_PRISONER_END_CURFEW);
          return;

        default:
          g_assert_not_reached ();
        }
    }

  end_turn (s);
}

void
tm_prisoner_apply_move (void   *state,
                     TmMove  m)
{
  TmPrisonerState *s = state;

  g_assert (!s->game_over && s->phase != TM_PRISONER_PHASE_OVER);
  s->moves_in_hand++;

  if (s->gift)
    {
      /* Ruling number-six-passed-on. */
      hand_remove (s, s->number_two, TM_PRISONER_NUMBER_SIX);
      become_six (s, m.target);
      s->gift = 0;
      advance (s);
      return;
    }

  switch (s->phase)
    {
    case TM_PRISONER_PHASE_PLACE:
      tm_prisoner_mark_laid (s, m.card, s->placing);
      s->placing = NONE;
      s->phase = TM_PRISONER_PHASE_STEP;
      advance (s);
      break;

    case TM_PRISONER_PHASE_STEP:
      if (m.kind == TM_PRISONER_MOVE_STEP)
        s->pawn[s->turn] = m.card;
      s->phase = TM_PRISONER_PHASE_PLAY;
      advance (s);
      break;

    case TM_PRISONER_PHASE_SURVEIL:
      if (m.kind == TM_PRISONER_MOVE_SURVEIL)
        {
          /* Ruling redraw-short-pile: a replacement only if there is one. */
          hand_remove (s, s->surveil_on, m.card);
          s->discard[m.card]++;
          draw_card (s, s->surveil_on);
        }
      s->n_seen = 0;
      memset (s->seen, 0, sizeof s->seen);
      s->surveil_by = s->surveil_on = NOBODY;
      end_turn (s);
      break;

    case TM_PRISONER_PHASE_PLAY:
      play_card (s, m);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* Values for search: see TmPlayRules.returns.  Mid-hand, what each seat
 * would score if the hand ended now, plus the threat of every Escape and
 * Plot in play, weighed by whether its owner holds a Butler. */
static void
relative_values (const TmPrisonerState *s,
                 const double          *points,
                 double                 scale,
                 double                *values)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      double others = 0;

      for (guint q = 0; q < s->n_players; q++)
        if (q != p)
          others += points[q];
      others /= s->n_players - 1;
      values[p] = CLAMP (0.5 + (points[p] - others) * scale, 0.0, 1.0);
    }
}

void
tm_prisoner_returns (const void *state,
                  double     *values)
{
  const TmPrisonerState *s = state;
  double points[TM_PRISONER_MAX_PLAYERS];
  int now[TM_PRISONER_MAX_PLAYERS];

  if (s->game_over)
    {
      int n = tm_play_popcount8 (s->winners);

      for (guint p = 0; p < s->n_players; p++)
        values[p] = (s->winners & BIT (p)) ? 1.0 / n : 0.0;
      return;
    }

  if (s->phase == TM_PRISONER_PHASE_OVER)
    {
      for (guint p = 0; p < s->n_players; p++)
        points[p] = s->hand_points[p];
      relative_values (s, points, 0.1, values);
      return;
    }

  score_hand (s, TM_PRISONER_RESULT_NONE, NOBODY, now);
  for (guint p = 0; p < s->n_players; p++)
    points[p] = now[p];
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
    {
      guint e = s->escape_owner[i];
      double chance;

      if (e == NOBODY)
        continue;
      chance = s->hand[e][TM_PRISONER_BUTLER] ? 0.7 : 0.3;
      points[e] += 2 * chance;
      if (s->number_two != NOBODY)
        points[s->number_two] -= (e == s->number_six ? 2 : 1) * chance;
    }
  for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
    {
      guint two = s->plot_owner[i];
      double chance;

      if (two == NOBODY)
        continue;
      chance = s->hand[two][TM_PRISONER_BUTLER] ? 0.7 : 0.3;
      points[two] += 2 * chance;
      if (s->number_six != NOBODY)
        points[s->number_six] -= 2 * chance;
    }
  relative_values (s, points, 0.08, values);
}
