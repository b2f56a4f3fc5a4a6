/* tm-freeo-turn.h: whose turn it is in Free-O and what the pile asks of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal.  Everything here is public at a real table: which seat
 * is to play, what the card on top of the pile asks of them, whether they
 * have played a wild this turn and who has gone out.  Virtual play keeps a
 * TmFreeoTurn inside its state (tm-freeo-play.c) and the table assistant
 * keeps one built from what the table records (tm-freeo-assistant.c); both
 * change it only through these functions, so the two cannot disagree on a
 * rule.  The sections and rulings of data/games/freeo/rules.json are named
 * where they decide a point.
 */

#pragma once

#include "tm-play-rules.h"

G_BEGIN_DECLS

#define TM_FREEO_NOBODY 0xff

/* What the pile asks of the player to move. */
typedef enum
{
  TM_FREEO_OWE_NOTHING,
  TM_FREEO_OWE_MATCH,
  TM_FREEO_OWE_CAPTURE,
} TmFreeoOwed;

/* The kinds of Free-O card, as the rules treat them.  Which card types
 * are which comes from the deck (TmFreeoCards in tm-freeo-play.h). */
typedef enum
{
  TM_FREEO_KIND_SEEK,
  TM_FREEO_KIND_CAPTURED,
  TM_FREEO_KIND_DRAW_A_CARD,
  TM_FREEO_KIND_WILD,
} TmFreeoKind;

/* What a play or a draw led to. */
typedef enum
{
  TM_FREEO_NEXT,          /* the turn has passed on (current is the next seat) */
  TM_FREEO_AGAIN,         /* a wild matched: the same seat plays again */
  TM_FREEO_HAND_OVER,     /* the hand is over: count the cards left */
} TmFreeoAfter;

typedef struct
{
  guint8 n_players;
  guint8 active;          /* bit mask of the seats in the hand */
  guint8 current;
  guint8 owed;            /* TmFreeoOwed */
  guint8 owed_place;      /* the Seek card type to match, when a match is owed */
  guint8 capturer;        /* who laid the capture owed */
  guint8 wild_this_turn;
  guint8 extra_turn;
  guint8 out_player;      /* went out; the hand ends once a capture is answered */
  guint8 everyone_pays;   /* option every-player-draws-two */
  guint8 wild_anytime;    /* option wild-anytime */
} TmFreeoTurn;

static inline guint
tm_freeo_turn_next_seat (const TmFreeoTurn *t,
                         guint              p)
{
  do
    p = p + 1 == t->n_players ? 0 : p + 1;
  while ((t->active & (1u << p)) == 0);
  return p;
}

static inline guint
tm_freeo_turn_prev_seat (const TmFreeoTurn *t,
                         guint              p)
{
  do
    p = (p == 0 ? t->n_players : p) - 1;
  while ((t->active & (1u << p)) == 0);
  return p;
}

/* Whether a card turned up to start the discard pile is covered by the
 * next one (setup section; option turn-over-captured-start). */
static inline gboolean
tm_freeo_turn_covers_start_card (TmFreeoKind kind,
                                 gboolean    turn_over_captured)
{
  return kind == TM_FREEO_KIND_WILD || kind == TM_FREEO_KIND_DRAW_A_CARD ||
         (kind == TM_FREEO_KIND_CAPTURED && turn_over_captured);
}

/* A hand begins: @first plays first, against the start card @top of
 * @kind (ruling captured-as-start-card: a capture turned up stands, laid
 * as if by the seat before the first player). */
static inline void
tm_freeo_turn_start (TmFreeoTurn *t,
                     guint        first,
                     TmFreeoKind  kind,
                     guint8       top)
{
  t->owed = TM_FREEO_OWE_NOTHING;
  t->owed_place = 0;
  t->capturer = TM_FREEO_NOBODY;
  if (kind == TM_FREEO_KIND_SEEK)
    {
      t->owed = TM_FREEO_OWE_MATCH;
      t->owed_place = top;
    }
  else if (kind == TM_FREEO_KIND_CAPTURED)
    {
      t->owed = TM_FREEO_OWE_CAPTURE;
      t->capturer = tm_freeo_turn_prev_seat (t, first);
    }
  t->current = first;
  t->wild_this_turn = 0;
  t->extra_turn = 0;
  t->out_player = TM_FREEO_NOBODY;
}

/* Whether the seat to move, holding @hand_size cards of which one is a
 * wild, may lay it: never two wilds in a turn (ruling
 * extra-turn-after-wild), never as the last card (ruling
 * wild-as-only-card), and only when something is owed unless the option
 * wild-anytime says otherwise (ruling wild-when-nothing-owed). */
static inline gboolean
tm_freeo_turn_may_wild (const TmFreeoTurn *t,
                        guint              hand_size)
{
  return hand_size > 1 && !t->wild_this_turn &&
         (t->owed != TM_FREEO_OWE_NOTHING || t->wild_anytime);
}

/* Whether the seat to move, holding @hand_size cards, may lay a card of
 * @kind (a Seek card of type @card; a Draw A Card naming @target); if not,
 * fills in why.  Whether they hold the card is the caller's question. */
gboolean tm_freeo_turn_check_play (const TmFreeoTurn *t,
                                  TmFreeoKind        kind,
                                  guint8             card,
                                  guint              target,
                                  guint              hand_size,
                                  TmPlayViolation   *v);

/* The turn passes to the next seat in the hand. */
static inline void
tm_freeo_turn_pass (TmFreeoTurn *t)
{
  t->current = tm_freeo_turn_next_seat (t, t->current);
  t->wild_this_turn = 0;
  t->extra_turn = 0;
}

/* The seat to move has laid a checked card of @kind (type @card) and
 * holds @hand_size cards after it.  A Draw A Card's target draws at once;
 * that is the caller's part. */
static inline TmFreeoAfter
tm_freeo_turn_play (TmFreeoTurn *t,
                    TmFreeoKind  kind,
                    guint8       card,
                    guint        hand_size)
{
  switch (kind)
    {
    case TM_FREEO_KIND_SEEK:
      /* A match ends the search; otherwise a new search starts. */
      if (t->owed == TM_FREEO_OWE_MATCH)
        t->owed = TM_FREEO_OWE_NOTHING;
      else
        {
          t->owed = TM_FREEO_OWE_MATCH;
          t->owed_place = card;
        }
      break;

    case TM_FREEO_KIND_WILD:
      if (t->owed == TM_FREEO_OWE_CAPTURE)
        {
          /* Answering a capture earns no extra turn. */
          t->owed = TM_FREEO_OWE_NOTHING;
          if (t->out_player != TM_FREEO_NOBODY)
            return TM_FREEO_HAND_OVER;
          tm_freeo_turn_pass (t);
          return TM_FREEO_NEXT;
        }
      /* The match, and another turn at once; a wild is never the last
       * card, so the hand goes on (ruling extra-turn-after-wild). */
      t->owed = TM_FREEO_OWE_NOTHING;
      t->wild_this_turn = 1;
      t->extra_turn = 1;
      return TM_FREEO_AGAIN;

    case TM_FREEO_KIND_CAPTURED:
      t->owed = TM_FREEO_OWE_CAPTURE;
      t->capturer = t->current;
      break;

    case TM_FREEO_KIND_DRAW_A_CARD:
    default:
      t->owed = TM_FREEO_OWE_NOTHING;
      break;
    }

  if (hand_size == 0)
    {
      t->out_player = t->current;
      if (kind == TM_FREEO_KIND_CAPTURED)
        {
          /* Ruling last-card-captured: it still bites. */
          tm_freeo_turn_pass (t);
          return TM_FREEO_NEXT;
        }
      return TM_FREEO_HAND_OVER;   /* ruling last-card-draw: the draw already happened */
    }

  tm_freeo_turn_pass (t);
  return TM_FREEO_NEXT;
}

/* How many cards the seat to move takes when it cannot or does not play:
 * two for an unanswered capture, else one (turn section). */
static inline guint
tm_freeo_turn_draws_owed (const TmFreeoTurn *t,
                          guint              capture_draws)
{
  return t->owed == TM_FREEO_OWE_CAPTURE ? capture_draws : 1;
}

/* The seat to move has drawn instead of playing.  Returns whether the hand
 * is over (someone went out and the capture they left is answered);
 * otherwise the caller passes the turn with tm_freeo_turn_pass(), unless
 * the hand ends for another reason. */
static inline gboolean
tm_freeo_turn_draw (TmFreeoTurn *t)
{
  if (t->owed == TM_FREEO_OWE_CAPTURE)
    {
      /* The penalty is paid; the player after plays freely, unless
       * everyone pays and the capture has not come round yet (ruling
       * everyone-pays-variant). */
      guint next = tm_freeo_turn_next_seat (t, t->current);

      if (!t->everyone_pays || next == t->capturer)
        t->owed = TM_FREEO_OWE_NOTHING;
    }
  /* An unmatched search stays on top and is owed by the next player. */

  return t->out_player != TM_FREEO_NOBODY && t->owed != TM_FREEO_OWE_CAPTURE;
}

G_END_DECLS
