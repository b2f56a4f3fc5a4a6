/* tm-captured-play.c: the rules of Captured for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A ring of face-up cards, a face-down Board deck that refills it, and a
 * face-up Patriot deck whose top card says how far the player to move
 * goes.  The ring, the markers and the turn order are
 * tm-captured-board.c's, as at a real table (tm-captured-assistant.c);
 * what is in the Board deck and how big the ring is come from the game's
 * table procedure (data/games/captured/table.json), what each card does
 * from its effect.  The only choices are each player's identity and,
 * after a same-space landing, which card the first player there takes.
 *
 * Hidden: the Board deck's order, the Patriot deck's order under its top
 * card (but for the cards put back at its bottom in everyone's sight),
 * and which card a steal took, from the seats that did not take part
 * (ruling stash-private): each seat remembers those stashed cards as
 * groups whose holders it cannot tell apart.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-game.h"
#include "tm-game-module.h"
#include "tm-json-private.h"
#include "tm-play-deck-private.h"
#include "tm-play-util.h"
#include "tm-table-procedure.h"

#include "tm-captured-play.h"

#define NONE    TM_CAPTURED_NONE
#define UNKNOWN TM_CAPTURED_UNKNOWN

/* The options play reads, by their ids in data/games/captured/game.json,
 * in the order of the TM_CAPTURED_OPT_ indices. */
static const char * const captured_options[TM_CAPTURED_N_OPTIONS] = {
  "keep-trump",
  "smaller-bonus",
  "move-from-marker",
};

static TmCapturedCards cards;

/**
 * tm_captured_cards: (skip)
 *
 * Gets the cards as play knows them, read from the decks and the table
 * procedure when the rules were prepared.
 *
 * Returns: the card tables
 */
const TmCapturedCards *
tm_captured_cards (void)
{
  return &cards;
}

/* ------------------------------------------------------------------------
 * Stashes and points
 */

/**
 * tm_captured_stash_traitors: (skip)
 * @s: a state
 * @player: a seat
 *
 * Counts the Traitors in @player's stash.
 *
 * Returns: the count
 */
guint
tm_captured_stash_traitors (const TmCapturedState *s,
                            guint                  player)
{
  guint n = 0;

  for (guint c = 0; c < s->n_cards; c++)
    n += s->holder[c] == player && cards.traitor[c];
  return n;
}

static guint
most_traitors (const TmCapturedState *s)
{
  guint most = 0;

  for (guint p = 0; p < s->board.n_players; p++)
    most = MAX (most, tm_captured_stash_traitors (s, p));
  return most;
}

/* The points of a stash without the bonus: Traitors 1, other cards as
 * printed, negative ones nothing for the Trump's holder. */
static int
stash_points (const TmCapturedState *s,
              guint                  player)
{
  gboolean trump = FALSE;
  int points = 0;

  for (guint c = 0; c < s->n_cards; c++)
    trump |= s->holder[c] == player && cards.trump[c];
  for (guint c = 0; c < s->n_cards; c++)
    if (s->holder[c] == player)
      {
        int value = cards.traitor[c] ? 1 : cards.points[c];

        if (value > 0 || !trump)
          points += value;
      }
  return points;
}

/**
 * tm_captured_stash_points: (skip)
 * @s: a state
 * @player: a seat
 *
 * Counts @player's points as the stash stands, with the bonus for the
 * most Traitors (every player tied for the most gets it, ruling
 * most-traitors-tie; nobody while nobody has one).
 *
 * Returns: the points
 */
int
tm_captured_stash_points (const TmCapturedState *s,
                          guint                  player)
{
  guint most = most_traitors (s);
  int points = stash_points (s, player);

  if (most > 0 && tm_captured_stash_traitors (s, player) == most)
    points += s->bonus;
  return points;
}

/* ------------------------------------------------------------------------
 * What each seat does not know
 */

/* Gives each group of @seat's unsure cards the label 1 + its lowest
 * card, and forgets the groups whose holders are certain after all: a
 * group of one card, cards in the seat's own stash, a group all in one
 * stash. */
static void
tidy_unsure (TmCapturedState *s,
             guint            seat)
{
  guint8 *u = s->unsure[seat];
  guint8 map[TM_CAPTURED_MAX_CARDS + 1];
  guint8 size[TM_CAPTURED_MAX_CARDS + 1];
  guint8 first_holder[TM_CAPTURED_MAX_CARDS + 1];
  guint8 mixed[TM_CAPTURED_MAX_CARDS + 1];

  /* Every label is 1 + a card of its group, so at most n_cards. */
  memset (map, 0, s->n_cards + 1);
  memset (size, 0, s->n_cards + 1);
  memset (mixed, 0, s->n_cards + 1);

  for (guint c = 0; c < s->n_cards; c++)
    if (u[c] != 0 && s->holder[c] == seat)
      u[c] = 0;
  for (guint c = 0; c < s->n_cards; c++)
    if (u[c] != 0)
      {
        if (map[u[c]] == 0)
          {
            map[u[c]] = c + 1;
            first_holder[c + 1] = s->holder[c];
          }
        u[c] = map[u[c]];
        size[u[c]]++;
        mixed[u[c]] |= s->holder[c] != first_holder[u[c]];
      }
  for (guint c = 0; c < s->n_cards; c++)
    if (u[c] != 0 && (size[u[c]] < 2 || !mixed[u[c]]))
      u[c] = 0;
}

/* @thief took @card from @victim's stash: every other seat knows only
 * that one of the victim's cards moved, so the card and what is left of
 * the stash form one group for it, joined with any group they were in
 * (labelled 1 + @card until tidied: a group already labelled so holds
 * @card, and is joined anyway). */
static void
note_steal (TmCapturedState *s,
            guint            thief,
            guint            victim,
            guint            card)
{
  for (guint q = 0; q < s->board.n_players; q++)
    {
      guint8 *u = s->unsure[q];
      guint8 merge[256];

      if (q == thief || q == victim)
        continue;
      /* Labels are 1 + a card (tidy_unsure()), so only those are cleared. */
      memset (merge, 0, s->n_cards + 1);
      for (guint c = 0; c < s->n_cards; c++)
        if ((c == card || s->holder[c] == victim) && u[c] != 0)
          merge[u[c]] = TRUE;
      for (guint c = 0; c < s->n_cards; c++)
        if (c == card || s->holder[c] == victim || (u[c] != 0 && merge[u[c]]))
          u[c] = card + 1;
      tidy_unsure (s, q);
    }
}

/* ------------------------------------------------------------------------
 * Dealing and playing
 */

static void
shuffle (guint8 *a,
         guint   n,
         TmRng  *rng)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = tm_rng_below (rng, i);
      guint8 tmp = a[i - 1];

      a[i - 1] = a[j];
      a[j] = tmp;
    }
}

static void
captured_init (void               *state,
               const TmPlayConfig *config)
{
  TmCapturedState *s = state;
  const int *o = config->options;
  guint n_ring = cards.ring_size[config->n_players];
  TmRng rng;

  g_assert (cards.n_cards > 0);   /* prepared */
  memset (s, 0, sizeof *s);
  s->observer = NONE;
  s->keep_trump = o[TM_CAPTURED_OPT_KEEP_TRUMP] != 0;
  s->n_cards = s->keep_trump ? cards.n_cards : cards.n_base;
  /* Ruling smaller-bonus: the option's number, 100 without it. */
  s->bonus = o[TM_CAPTURED_OPT_SMALLER_BONUS] != 0 ? o[TM_CAPTURED_OPT_SMALLER_BONUS] : 100;
  s->stage = TM_CAPTURED_STAGE_IDENTITY;
  s->landed = NONE;
  s->mover = NONE;
  s->first_there = NONE;
  s->victim = NONE;
  s->stolen = NONE;
  memset (s->ring, NONE, sizeof s->ring);
  memset (s->deck, NONE, sizeof s->deck);
  memset (s->holder, NONE, sizeof s->holder);
  memset (s->patriot_deck, NONE, sizeof s->patriot_deck);
  memset (s->identity, NONE, sizeof s->identity);
  memset (s->got, NONE, sizeof s->got);

  /* Both decks shuffled; the ring is the Board deck's top cards, laid
   * clockwise from the Start card (space 0). */
  tm_rng_init (&rng, config->seed);
  for (guint c = 0; c < s->n_cards; c++)
    s->deck[c] = c;
  shuffle (s->deck, s->n_cards, &rng);
  for (guint i = 0; i < n_ring; i++)
    s->ring[i] = s->deck[s->n_cards - 1 - i];
  for (guint i = s->n_cards - n_ring; i < s->n_cards; i++)
    s->deck[i] = NONE;
  s->n_patriot_deck = cards.n_patriots;
  for (guint k = 0; k < cards.n_patriots; k++)
    s->patriot_deck[k] = k;
  shuffle (s->patriot_deck, cards.n_patriots, &rng);

  tm_captured_board_init (&s->board, n_ring, s->n_cards - n_ring, config->n_players,
                          o[TM_CAPTURED_OPT_FROM_MARKER] != 0);
}

static int
captured_current_player (const void *state)
{
  const TmCapturedState *s = state;

  switch (s->stage)
    {
    case TM_CAPTURED_STAGE_IDENTITY:
      return s->chooser;
    case TM_CAPTURED_STAGE_MOVE:
      return s->board.current;
    case TM_CAPTURED_STAGE_STEAL:
      return s->first_there;
    default:
      return TM_PLAYER_TERMINAL;
    }
}

static int
captured_turn_owner (const void *state)
{
  const TmCapturedState *s = state;

  switch (s->stage)
    {
    case TM_CAPTURED_STAGE_IDENTITY:
      return s->chooser;
    case TM_CAPTURED_STAGE_MOVE:
    case TM_CAPTURED_STAGE_STEAL:
      return s->board.current;
    default:
      return TM_PLAYER_TERMINAL;
    }
}

static const char *
captured_stage (const void *state)
{
  static const char * const names[] = { "identity", "move", "steal", NULL };
  const TmCapturedState *s = state;

  return names[MIN (s->stage, TM_CAPTURED_STAGE_OVER)];
}

static gboolean
identity_taken (const TmCapturedState *s,
                guint                  k)
{
  for (guint p = 0; p < s->board.n_players; p++)
    if (s->identity[p] == k)
      return TRUE;
  return FALSE;
}

/* Whether the newcomer's stash holds a copy of card type @t. */
static int
stash_copy (const TmCapturedState *s,
            guint                  player,
            guint                  t)
{
  for (guint c = t; c < s->n_cards && cards.type[c] == t; c++)
    if (s->holder[c] == player)
      return c;
  return -1;
}

static guint
captured_legal_moves (const void *state,
                      TmMove     *moves)
{
  const TmCapturedState *s = state;
  guint n = 0;

  switch (s->stage)
    {
    case TM_CAPTURED_STAGE_IDENTITY:
      for (guint k = 0; k < cards.n_patriots; k++)
        if (!identity_taken (s, k))
          moves[n++] = (TmMove) { TM_CAPTURED_MOVE_IDENTITY, k, TM_MOVE_NO_TARGET, 0 };
      return n;

    case TM_CAPTURED_STAGE_MOVE:
      moves[n++] = (TmMove) { TM_CAPTURED_MOVE_TURN, 0, TM_MOVE_NO_TARGET, 0 };
      return n;

    case TM_CAPTURED_STAGE_STEAL:
      for (guint t = 0; t < s->n_cards; t++)
        if (cards.type[t] == t && stash_copy (s, s->board.current, t) >= 0)
          moves[n++] = (TmMove) { TM_CAPTURED_MOVE_STEAL, t, TM_MOVE_NO_TARGET, 0 };
      moves[n++] = (TmMove) { TM_CAPTURED_MOVE_PASS, 0, TM_MOVE_NO_TARGET, 0 };
      return n;

    default:
      return 0;
    }
}

static gboolean
captured_check_move (const void      *state,
                     TmMove           m,
                     TmPlayViolation *v)
{
  const TmCapturedState *s = state;

  if (s->stage == TM_CAPTURED_STAGE_OVER)
    return tm_play_violate (v, "end", NULL, N_("The game is over; no more moves can be made."));

  if (m.target != TM_MOVE_NO_TARGET || m.slot != 0 ||
      m.kind < TM_CAPTURED_MOVE_IDENTITY || m.kind > TM_CAPTURED_MOVE_PASS ||
      ((m.kind == TM_CAPTURED_MOVE_TURN || m.kind == TM_CAPTURED_MOVE_PASS) && m.card != 0))
    return tm_play_violate (v, "turn", NULL, N_("That is not a Captured move."));

  switch (s->stage)
    {
    case TM_CAPTURED_STAGE_IDENTITY:
      if (m.kind != TM_CAPTURED_MOVE_IDENTITY)
        return tm_play_violate (v, "setup", NULL,
                        N_("First every player picks a Patriot card as their identity."));
      if (m.card >= cards.n_patriots)
        return tm_play_violate (v, "setup", NULL, N_("That is not one of the Patriot cards."));
      if (identity_taken (s, m.card))
        return tm_play_violate (v, "setup", NULL,
                        N_("Another player has already taken that Patriot as their identity."));
      return TRUE;

    case TM_CAPTURED_STAGE_MOVE:
      if (m.kind == TM_CAPTURED_MOVE_IDENTITY)
        return tm_play_violate (v, "setup", NULL, N_("Every player already has an identity."));
      if (m.kind != TM_CAPTURED_MOVE_TURN)
        return tm_play_violate (v, "turn", NULL,
                        N_("Only the player who was on a space first may take a card from a "
                           "stash, just after someone lands there too."));
      return TRUE;

    case TM_CAPTURED_STAGE_STEAL:
    default:
      if (m.kind == TM_CAPTURED_MOVE_IDENTITY)
        return tm_play_violate (v, "setup", NULL, N_("Every player already has an identity."));
      if (m.kind == TM_CAPTURED_MOVE_TURN)
        return tm_play_violate (v, "turn", NULL,
                        N_("Wait: the player who was on this space first is choosing a card "
                           "from the newcomer's stash."));
      if (m.kind == TM_CAPTURED_MOVE_STEAL &&
          (m.card >= s->n_cards || cards.type[m.card] != m.card ||
           stash_copy (s, s->board.current, m.card) < 0))
        return tm_play_violate (v, "turn", NULL,
                        N_("Take a card that is in the newcomer's stash, or none."));
      return TRUE;
    }
}

static void
end_turn (TmCapturedState *s)
{
  s->turns++;
  if (tm_captured_board_is_over (&s->board))
    {
      /* The last card of the ring is taken (end section). */
      s->stage = TM_CAPTURED_STAGE_OVER;
      return;
    }
  s->stage = TM_CAPTURED_STAGE_MOVE;
  tm_captured_board_next_turn (&s->board);
}

/* The card now in @player's stash does what applies in Captured (cards
 * section; ruling run-effects): turns lost or gained, Board deck cards
 * drawn.  Points wait for the end. */
static void
carry_out (TmCapturedState *s,
           guint            player,
           guint            card)
{
  if (cards.lose_turn[card])
    tm_captured_board_lose_turn (&s->board, player);
  if (cards.skip_next[card])
    tm_captured_board_lose_turn (&s->board, (player + 1) % s->board.n_players);
  if (cards.extra_turn[card])
    tm_captured_board_extra_turn (&s->board);
  for (guint k = 0; k < cards.draw[card] && s->n_got < TM_CAPTURED_MAX_GOT; k++)
    {
      guint drawn;

      if (!tm_captured_board_draw (&s->board))
        break;
      drawn = s->deck[s->board.n_deck];
      s->deck[s->board.n_deck] = NONE;
      s->holder[drawn] = player;
      s->got[s->n_got++] = drawn;
      carry_out (s, player, drawn);
    }
}

static void
captured_apply_move (void   *state,
                     TmMove  m)
{
  TmCapturedState *s = state;

  g_assert (s->stage != TM_CAPTURED_STAGE_OVER);

  switch (m.kind)
    {
    case TM_CAPTURED_MOVE_IDENTITY:
      {
        guint i = 0;

        s->identity[s->chooser] = m.card;
        while (s->patriot_deck[i] != m.card)
          i++;
        memmove (s->patriot_deck + i, s->patriot_deck + i + 1, s->n_patriot_deck - i - 1);
        s->patriot_deck[--s->n_patriot_deck] = NONE;
        if (i < s->patriot_known)
          s->patriot_known--;
        /* Setup section: the player left of the Start card begins. */
        if (++s->chooser == s->board.n_players)
          {
            s->chooser = 0;
            s->stage = TM_CAPTURED_STAGE_MOVE;
          }
        return;
      }

    case TM_CAPTURED_MOVE_TURN:
      {
        guint p = s->board.current;
        guint8 top = s->patriot_deck[s->n_patriot_deck - 1];
        int first, space;
        guint card;

        /* The turned card goes under the deck, where everyone sees it go. */
        memmove (s->patriot_deck + 1, s->patriot_deck, s->n_patriot_deck - 1);
        s->patriot_deck[0] = top;
        s->patriot_known = MIN (s->patriot_known + 1, s->n_patriot_deck);

        s->number = cards.patriot_number[top];
        s->mover = p;
        s->victim = NONE;
        s->stolen = NONE;
        space = tm_captured_board_land (&s->board, p, s->number);
        g_assert (space >= 0);
        first = tm_captured_board_first_there (&s->board, space, p);
        s->landed = space;
        s->first_there = first < 0 ? NONE : first;

        card = s->ring[space];
        memset (s->got, NONE, sizeof s->got);
        s->n_got = 0;
        s->holder[card] = p;
        s->got[s->n_got++] = card;
        /* The card is read and done before the space is refilled. */
        carry_out (s, p, card);
        if (s->board.n_deck > 0)
          {
            s->ring[space] = s->deck[s->board.n_deck - 1];
            s->deck[s->board.n_deck - 1] = NONE;
          }
        else
          s->ring[space] = NONE;
        tm_captured_board_take (&s->board, p, space);

        if (first >= 0)
          {
            gboolean learnt = FALSE;

            /* Whoever was there first looks through the newcomer's stash. */
            for (guint c = 0; c < s->n_cards; c++)
              if (s->holder[c] == p && s->unsure[first][c] != 0)
                {
                  s->unsure[first][c] = 0;
                  learnt = TRUE;
                }
            if (learnt)
              tidy_unsure (s, first);
            s->stage = TM_CAPTURED_STAGE_STEAL;
            return;
          }
        end_turn (s);
        return;
      }

    case TM_CAPTURED_MOVE_STEAL:
      {
        guint victim = s->board.current;
        guint card = stash_copy (s, victim, m.card);

        s->holder[card] = s->first_there;
        s->victim = victim;
        s->stolen = card;
        note_steal (s, s->first_there, victim, card);
        end_turn (s);
        return;
      }

    case TM_CAPTURED_MOVE_PASS:
    default:
      s->victim = s->board.current;
      s->stolen = NONE;
      end_turn (s);
      return;
    }
}

/* ------------------------------------------------------------------------
 * Results
 */

static void
captured_scores (const void *state,
                 int        *scores)
{
  const TmCapturedState *s = state;

  for (guint p = 0; p < s->board.n_players; p++)
    scores[p] = tm_captured_stash_points (s, p);
}

static void
captured_returns (const void *state,
                  double     *values)
{
  const TmCapturedState *s = state;
  int scores[TM_PLAY_MAX_PLAYERS];
  int best = G_MININT, worst = G_MAXINT;
  guint n_best = 0;
  double sum = 0;

  captured_scores (s, scores);
  for (guint p = 0; p < s->board.n_players; p++)
    {
      best = MAX (best, scores[p]);
      worst = MIN (worst, scores[p]);
    }
  for (guint p = 0; p < s->board.n_players; p++)
    n_best += scores[p] == best;

  if (s->stage == TM_CAPTURED_STAGE_OVER)
    {
      for (guint p = 0; p < s->board.n_players; p++)
        values[p] = scores[p] == best ? 1.0 / n_best : 0.0;
      return;
    }
  /* Before the end: a share by the points as they stand. */
  for (guint p = 0; p < s->board.n_players; p++)
    sum += scores[p] - worst + 1;
  for (guint p = 0; p < s->board.n_players; p++)
    values[p] = (scores[p] - worst + 1) / sum;
}

/* The game is one hand: at its end, each stash in the terms of the
 * game's scorer (tm-captured-score.c), as the table assistant gives it. */
static gboolean
captured_finished_hand (const void       *before,
                        TmMove            m,
                        const void       *after,
                        TmPlayHandRecord *hand)
{
  const TmCapturedState *b = before, *a = after;

  if (b->stage == TM_CAPTURED_STAGE_OVER || a->stage != TM_CAPTURED_STAGE_OVER)
    return FALSE;

  captured_scores (a, hand->points);
  tm_play_hand_one_of_one (hand, a->board.n_players);

  for (guint p = 0; p < a->board.n_players; p++)
    {
      g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);
      g_auto(GVariantBuilder) special = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("av"));
      gboolean whistleblower = FALSE, trump = FALSE;

      for (guint c = 0; c < a->n_cards; c++)
        if (a->holder[c] == p)
          {
            whistleblower |= cards.whistleblower[c];
            trump |= cards.trump[c];
            if (cards.special_ops[c])
              g_variant_builder_add (&special, "v", g_variant_new_string (cards.card_ids[c]));
          }
      g_variant_dict_insert (&entry, "traitors", "x", (gint64) tm_captured_stash_traitors (a, p));
      g_variant_dict_insert_value (&entry, "special_ops", g_variant_builder_end (&special));
      g_variant_dict_insert (&entry, "whistleblower", "b", whistleblower);
      if (a->keep_trump)
        g_variant_dict_insert (&entry, "trump", "b", trump);
      hand->entries[p] = g_variant_ref_sink (g_variant_dict_end (&entry));
    }
  return TRUE;
}

static guint
captured_episode (const void *state)
{
  return 0;
}

/* ------------------------------------------------------------------------
 * Observations
 */

static int
captured_observer (const void *state)
{
  const TmCapturedState *s = state;

  return s->observer == NONE ? -1 : s->observer;
}

/* The cards of each of @o's unsure groups are given the group's holders
 * in order, so that an observation says only how many each stash holds. */
static void
canonical_holders (TmCapturedState *o,
                   guint            seat)
{
  const guint8 *u = o->unsure[seat];

  for (guint c = 0; c < o->n_cards; c++)
    {
      guint8 holders[TM_CAPTURED_MAX_CARDS];
      guint n = 0, k = 0;

      if (u[c] != c + 1)
        continue;
      for (guint d = c; d < o->n_cards; d++)
        if (u[d] == u[c])
          holders[n++] = o->holder[d];
      /* Sorted: a small insertion sort. */
      for (guint i = 1; i < n; i++)
        for (guint j = i; j > 0 && holders[j - 1] > holders[j]; j--)
          {
            guint8 tmp = holders[j];

            holders[j] = holders[j - 1];
            holders[j - 1] = tmp;
          }
      for (guint d = c; d < o->n_cards; d++)
        if (u[d] == u[c])
          o->holder[d] = holders[k++];
    }
}

static void
captured_observe (const void *state,
                  guint       player,
                  void       *observation)
{
  const TmCapturedState *s = state;
  TmCapturedState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  for (guint i = 0; i < o->board.n_deck; i++)
    o->deck[i] = UNKNOWN;
  /* The Patriot deck's top card shows, and the cards put back under it. */
  for (guint i = o->patriot_known; i + 1 < o->n_patriot_deck; i++)
    o->patriot_deck[i] = UNKNOWN;
  for (guint q = 0; q < o->board.n_players; q++)
    if (q != player)
      memset (o->unsure[q], 0, sizeof o->unsure[q]);
  canonical_holders (o, player);
  if (o->stolen != NONE && o->unsure[player][o->stolen] != 0)
    o->stolen = UNKNOWN;
}

static void
captured_sample (const void *observation,
                 TmRng      *rng,
                 void       *state)
{
  const TmCapturedState *o = observation;
  TmCapturedState *s = state;
  gboolean placed[TM_CAPTURED_MAX_CARDS] = { FALSE };
  guint8 pool[TM_CAPTURED_MAX_CARDS];
  guint n = 0, k = 0;
  guint seat = o->observer;

  memcpy (s, o, sizeof *s);
  if (o->observer == NONE)
    return;
  s->observer = NONE;

  /* The Board deck: every card not on the ring or in a stash. */
  for (guint i = 0; i < o->board.n_spaces; i++)
    if (o->ring[i] != NONE)
      placed[o->ring[i]] = TRUE;
  for (guint c = 0; c < o->n_cards; c++)
    if (o->holder[c] != NONE)
      placed[c] = TRUE;
  for (guint c = 0; c < o->n_cards; c++)
    if (!placed[c])
      pool[n++] = c;
  g_assert (n == o->board.n_deck);
  shuffle (pool, n, rng);
  memcpy (s->deck, pool, n);

  /* The Patriot deck's unseen part. */
  memset (placed, 0, sizeof placed);
  n = 0;
  for (guint i = 0; i < o->n_patriot_deck; i++)
    if (o->patriot_deck[i] != UNKNOWN)
      placed[o->patriot_deck[i]] = TRUE;
  for (guint p = 0; p < o->board.n_players; p++)
    if (o->identity[p] != NONE)
      placed[o->identity[p]] = TRUE;
  for (guint c = 0; c < cards.n_patriots; c++)
    if (!placed[c])
      pool[n++] = c;
  shuffle (pool, n, rng);
  for (guint i = 0; i < o->n_patriot_deck; i++)
    if (o->patriot_deck[i] == UNKNOWN)
      s->patriot_deck[i] = pool[k++];
  g_assert (k == n);

  /* Each unsure group's holders, shuffled among its cards. */
  for (guint c = 0; c < o->n_cards; c++)
    {
      guint8 members[TM_CAPTURED_MAX_CARDS], holders[TM_CAPTURED_MAX_CARDS];
      guint m = 0;

      if (o->unsure[seat][c] != c + 1)
        continue;
      for (guint d = c; d < o->n_cards; d++)
        if (o->unsure[seat][d] == c + 1)
          {
            members[m] = d;
            holders[m++] = o->holder[d];
          }
      shuffle (holders, m, rng);
      for (guint i = 0; i < m; i++)
        s->holder[members[i]] = holders[i];
    }

  /* What the steal took: one of the thief's cards the seat is unsure of. */
  if (o->stolen == UNKNOWN)
    {
      s->stolen = NONE;
      for (guint c = 0; c < o->n_cards && s->stolen == NONE; c++)
        if (s->holder[c] == o->first_there && o->unsure[seat][c] != 0)
          s->stolen = c;
      g_assert (s->stolen != NONE);
    }
}

/* ------------------------------------------------------------------------
 * The rule of thumb
 */

/* How far @seat leads the best of the others. */
static int
margin (const TmCapturedState *s,
        guint                  seat)
{
  int best_other = G_MININT;

  for (guint p = 0; p < s->board.n_players; p++)
    if (p != seat)
      best_other = MAX (best_other, tm_captured_stash_points (s, p));
  return tm_captured_stash_points (s, seat) - best_other;
}

static TmMove
captured_heuristic (const void *observation,
                    TmRng      *rng)
{
  const TmCapturedState *s = observation;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = captured_legal_moves (s, moves);
  TmCapturedState trial;
  guint best = n - 1;
  int best_margin;

  g_assert (n > 0);
  if (s->stage == TM_CAPTURED_STAGE_IDENTITY)
    return moves[tm_rng_below (rng, n)];
  if (s->stage != TM_CAPTURED_STAGE_STEAL)
    return moves[0];

  /* Take the card that most raises the lead over the best of the
   * others, counting the bonus as it stands; nothing if every card
   * would hurt (the last move is the pass). */
  best_margin = margin (s, s->first_there);
  for (guint i = 0; i + 1 < n; i++)
    {
      int value;

      memcpy (&trial, s, sizeof trial);
      trial.holder[stash_copy (s, s->board.current, moves[i].card)] = s->first_there;
      value = margin (&trial, s->first_there);
      if (value > best_margin)
        {
          best_margin = value;
          best = i;
        }
    }
  return moves[best];
}

/* ------------------------------------------------------------------------
 * Text and JSON
 */

static gsize
captured_move_to_string (const void *state,
                         TmMove      m,
                         char       *buf,
                         gsize       len)
{
  switch (m.kind)
    {
    case TM_CAPTURED_MOVE_IDENTITY:
      return (gsize) g_snprintf (buf, len, "identity:%s",
                                 m.card < cards.n_patriots ? cards.patriot_ids[m.card] : "?");
    case TM_CAPTURED_MOVE_TURN:
      return g_strlcpy (buf, "turn", len);
    case TM_CAPTURED_MOVE_STEAL:
      return (gsize) g_snprintf (buf, len, "steal:%s",
                                 m.card < cards.n_cards ? cards.card_ids[m.card] : "?");
    case TM_CAPTURED_MOVE_PASS:
      return g_strlcpy (buf, "pass", len);
    default:
      return g_strlcpy (buf, "?", len);
    }
}

static int
card_from_id (const char *id)
{
  for (guint c = 0; id != NULL && c < cards.n_cards; c++)
    if (g_str_equal (cards.ids[c], id))
      return c;
  return -1;
}

static int
patriot_from_id (const char *id)
{
  for (guint k = 0; id != NULL && k < cards.n_patriots; k++)
    if (g_str_equal (cards.patriot_ids[k], id))
      return k;
  return -1;
}

static gboolean
captured_move_from_string (const void *state,
                           const char *text,
                           TmMove     *m)
{
  TmMove move = { 0, 0, TM_MOVE_NO_TARGET, 0 };
  int c;

  if (g_str_equal (text, "turn"))
    move.kind = TM_CAPTURED_MOVE_TURN;
  else if (g_str_equal (text, "pass"))
    move.kind = TM_CAPTURED_MOVE_PASS;
  else if (g_str_has_prefix (text, "identity:") && (c = patriot_from_id (text + 9)) >= 0)
    {
      move.kind = TM_CAPTURED_MOVE_IDENTITY;
      move.card = c;
    }
  else if (g_str_has_prefix (text, "steal:") && (c = card_from_id (text + 6)) >= 0 &&
           cards.type[c] == c)
    {
      move.kind = TM_CAPTURED_MOVE_STEAL;
      move.card = c;
    }
  else
    return FALSE;

  *m = move;
  return TRUE;
}

static const char * const stage_names[] = { "identity", "move", "steal", "over" };

static void
add_card (JsonArray *array,
          guint8     card)
{
  if (card == NONE)
    json_array_add_null_element (array);
  else if (card == UNKNOWN)
    json_array_add_string_element (array, "?");
  else
    json_array_add_string_element (array, cards.ids[card]);
}

static void
add_patriot (JsonArray *array,
             guint8     card)
{
  if (card == UNKNOWN)
    json_array_add_string_element (array, "?");
  else
    json_array_add_string_element (array, cards.patriot_ids[card]);
}

static void
set_seat (JsonObject *o,
          const char *member,
          guint8      seat)
{
  json_object_set_int_member (o, member, seat == NONE ? -1 : seat);
}

/* A seat's unsure groups, each a list of cards. */
static JsonArray *
unsure_groups (const TmCapturedState *s,
               guint                  seat)
{
  JsonArray *groups = json_array_new ();

  for (guint c = 0; c < s->n_cards; c++)
    if (s->unsure[seat][c] == c + 1)
      {
        JsonArray *group = json_array_new ();

        for (guint d = c; d < s->n_cards; d++)
          if (s->unsure[seat][d] == c + 1)
            add_card (group, d);
        json_array_add_array_element (groups, group);
      }
  return groups;
}

static JsonNode *
captured_to_json (const void *state)
{
  const TmCapturedState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  gboolean full = s->observer == NONE;
  JsonArray *ring = json_array_new ();
  JsonArray *patriots = json_array_new ();
  JsonArray *players = json_array_new ();
  JsonArray *got = json_array_new ();
  JsonArray *skipped = json_array_new ();
  JsonNode *node;

  if (!full)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_string_member (o, "stage", stage_names[s->stage]);
  json_object_set_int_member (o, "chooser", s->chooser);
  json_object_set_int_member (o, "current", s->board.current);
  json_object_set_boolean_member (o, "extra_turn", s->board.extra);
  for (guint p = 0; p < s->board.n_players; p++)
    if (s->board.skipped & (1u << p))
      json_array_add_int_element (skipped, p);
  json_object_set_array_member (o, "skipped", skipped);
  json_object_set_int_member (o, "turns", s->turns);

  for (guint i = 0; i < s->board.n_spaces; i++)
    add_card (ring, s->ring[i]);
  json_object_set_array_member (o, "ring", ring);
  json_object_set_int_member (o, "board_deck_count", s->board.n_deck);
  if (full)
    {
      JsonArray *deck = json_array_new ();

      for (guint i = 0; i < s->board.n_deck; i++)
        add_card (deck, s->deck[i]);
      json_object_set_array_member (o, "board_deck", deck);
    }
  for (guint i = 0; i < s->n_patriot_deck; i++)
    add_patriot (patriots, s->patriot_deck[i]);
  json_object_set_array_member (o, "patriot_deck", patriots);
  json_object_set_int_member (o, "patriot_known", s->patriot_known);

  for (guint p = 0; p < s->board.n_players; p++)
    {
      JsonObject *player = json_object_new ();
      JsonArray *stash = json_array_new ();
      guint unknown = 0;

      if (s->identity[p] == NONE)
        json_object_set_null_member (player, "identity");
      else
        json_object_set_string_member (player, "identity", cards.patriot_ids[s->identity[p]]);
      set_seat (player, "marker", s->board.marker[p]);
      json_object_set_int_member (player, "misses", s->board.misses[p]);
      for (guint c = 0; c < s->n_cards; c++)
        if (s->holder[c] == p)
          {
            if (!full && s->unsure[s->observer][c] != 0)
              unknown++;
            else
              add_card (stash, c);
          }
      json_object_set_array_member (player, "stash", stash);
      if (!full)
        json_object_set_int_member (player, "unknown", unknown);
      else
        json_object_set_array_member (player, "unsure", unsure_groups (s, p));
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (o, "players", players);
  if (!full)
    json_object_set_array_member (o, "unsure", unsure_groups (s, s->observer));

  set_seat (o, "mover", s->mover);
  set_seat (o, "landed", s->landed);
  json_object_set_int_member (o, "number", s->number);
  for (guint i = 0; i < s->n_got; i++)
    add_card (got, s->got[i]);
  json_object_set_array_member (o, "got", got);
  set_seat (o, "first_there", s->first_there);
  set_seat (o, "victim", s->victim);
  if (s->stolen == NONE)
    json_object_set_null_member (o, "stolen");
  else
    json_object_set_string_member (o, "stolen", s->stolen == UNKNOWN ? "?" : cards.ids[s->stolen]);
  json_object_set_boolean_member (o, "game_over", s->stage == TM_CAPTURED_STAGE_OVER);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

static gboolean
state_error (GError     **error,
             const char  *field,
             const char  *problem)
{
  return tm_play_state_error (error, "Captured", field, problem);
}

static gboolean
read_int (JsonObject  *o,
          const char  *field,
          int          min,
          int          max,
          int          fallback,
          int         *out,
          GError     **error)
{
  return tm_play_read_optional_int (o, "Captured", field, min, max, fallback, out, error);
}

/* A seat, or -1 for none (the default). */
static gboolean
read_seat (JsonObject  *o,
           const char  *field,
           guint        n,
           guint8      *out,
           GError     **error)
{
  int value;

  if (!read_int (o, field, -1, (int) n - 1, -1, &value, error))
    return FALSE;
  *out = value < 0 ? NONE : value;
  return TRUE;
}

static int
read_card (JsonNode *node)
{
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return card_from_id (json_node_get_string (node));
  return -1;
}

/* The cards of a JSON array, each counted in @count. */
static gboolean
read_cards (JsonArray   *array,
            const char  *field,
            guint        n_max,
            guint8      *out,
            guint8      *count,
            guint        n_cards,
            GError     **error)
{
  if (array == NULL || json_array_get_length (array) > n_max)
    return state_error (error, field, _("an array of cards is required"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      int c = read_card (json_array_get_element (array, i));

      if (c < 0 || (guint) c >= n_cards)
        return state_error (error, field, _("an element is not a card in this game"));
      out[i] = c;
      count[c]++;
    }
  return TRUE;
}

static gboolean
read_players (TmCapturedState  *s,
              JsonObject       *o,
              guint8           *count,
              guint8           *patriot_count,
              GError          **error)
{
  JsonArray *players = tm_json_member_array (o, "players");

  if (players == NULL || json_array_get_length (players) != s->board.n_players)
    return state_error (error, "players", _("an object per seat is required"));
  for (guint p = 0; p < s->board.n_players; p++)
    {
      JsonNode *node = json_array_get_element (players, p);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonArray *stash, *groups;
      guint8 list[TM_CAPTURED_MAX_CARDS];
      int value;

      if (player == NULL)
        return state_error (error, "players", _("an object per seat is required"));
      if (tm_json_member_string (player, "identity") != NULL)
        {
          if ((value = patriot_from_id (tm_json_member_string (player, "identity"))) < 0)
            return state_error (error, "identity", _("that is not a Patriot card"));
          s->identity[p] = value;
          patriot_count[value]++;
        }
      if (!read_seat (player, "marker", s->board.n_spaces, &s->board.marker[p], error) ||
          !read_int (player, "misses", 0, G_MAXUINT8, 0, &value, error))
        return FALSE;
      s->board.misses[p] = value;

      stash = tm_json_member_array (player, "stash");
      if (!read_cards (stash, "stash", s->n_cards, list, count, s->n_cards, error))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (stash); i++)
        s->holder[list[i]] = p;

      groups = json_object_has_member (player, "unsure")
               ? tm_json_member_array (player, "unsure") : NULL;
      if (json_object_has_member (player, "unsure") &&
          (groups == NULL || json_array_get_length (groups) > TM_CAPTURED_MAX_CARDS / 2))
        return state_error (error, "unsure", _("an array of groups of cards is required"));
      for (guint g = 0; groups != NULL && g < json_array_get_length (groups); g++)
        {
          JsonNode *member = json_array_get_element (groups, g);
          guint8 none[TM_CAPTURED_MAX_CARDS] = { 0 };

          if (!JSON_NODE_HOLDS_ARRAY (member) ||
              !read_cards (json_node_get_array (member), "unsure", s->n_cards, list, none,
                           s->n_cards, error))
            return state_error (error, "unsure", _("an array of groups of cards is required"));
          /* Labelled by its first card until tidied; groups do not share
           * cards, so neither do their labels. */
          for (guint i = 0; i < json_array_get_length (json_node_get_array (member)); i++)
            if (s->unsure[p][list[i]] != 0 || list[0] >= s->n_cards)
              return state_error (error, "unsure", _("a card is in two groups"));
            else
              s->unsure[p][list[i]] = list[0] + 1;
        }
    }
  return TRUE;
}

static gboolean
captured_check_invariants (const void *state,
                           GString    *problems);

static gboolean
captured_from_json (void               *state,
                    const TmPlayConfig *config,
                    JsonObject         *o,
                    GError            **error)
{
  TmCapturedState *s = state;
  guint8 count[TM_CAPTURED_MAX_CARDS] = { 0 };
  guint8 patriot_count[TM_CAPTURED_MAX_PATRIOTS] = { 0 };
  JsonArray *ring, *deck, *patriots, *got, *skipped;
  g_autoptr(GString) problems = g_string_new (NULL);
  const char *text;
  gboolean has_identities = TRUE;
  int value, stage = -1;

  captured_init (s, config);
  if (json_object_has_member (o, "observer"))
    return state_error (error, "observer",
                        _("this is one player's view, which cannot be restored as a game"));

  ring = tm_json_member_array (o, "ring");
  if (ring == NULL || json_array_get_length (ring) != s->board.n_spaces)
    return state_error (error, "ring", _("an array of a card or null per space is required"));
  s->board.filled = 0;
  memset (s->ring, NONE, sizeof s->ring);
  for (guint i = 0; i < s->board.n_spaces; i++)
    {
      JsonNode *node = json_array_get_element (ring, i);
      int c;

      if (JSON_NODE_HOLDS_NULL (node))
        continue;
      if ((c = read_card (node)) < 0 || (guint) c >= s->n_cards)
        return state_error (error, "ring", _("an element is not a card in this game"));
      s->ring[i] = c;
      s->board.filled |= 1u << i;
      count[c]++;
    }

  memset (s->deck, NONE, sizeof s->deck);
  deck = tm_json_member_array (o, "board_deck");
  if (!read_cards (deck, "board_deck", s->n_cards, s->deck, count, s->n_cards, error))
    return FALSE;
  s->board.n_deck = json_array_get_length (deck);
  if (!read_int (o, "board_deck_count", s->board.n_deck, s->board.n_deck, s->board.n_deck,
                 &value, error))
    return FALSE;

  memset (s->patriot_deck, NONE, sizeof s->patriot_deck);
  patriots = tm_json_member_array (o, "patriot_deck");
  if (patriots == NULL || json_array_get_length (patriots) > cards.n_patriots)
    return state_error (error, "patriot_deck", _("an array of Patriot cards is required"));
  s->n_patriot_deck = json_array_get_length (patriots);
  for (guint i = 0; i < s->n_patriot_deck; i++)
    {
      JsonNode *node = json_array_get_element (patriots, i);
      int k = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
              ? patriot_from_id (json_node_get_string (node)) : -1;

      if (k < 0)
        return state_error (error, "patriot_deck", _("an element is not a Patriot card"));
      s->patriot_deck[i] = k;
      patriot_count[k]++;
    }
  if (!read_int (o, "patriot_known", 0, s->n_patriot_deck, 0, &value, error))
    return FALSE;
  s->patriot_known = value;

  memset (s->identity, NONE, sizeof s->identity);
  memset (s->board.marker, TM_CAPTURED_NOWHERE, sizeof s->board.marker);
  if (!read_players (s, o, count, patriot_count, error))
    return FALSE;
  for (guint c = 0; c < s->n_cards; c++)
    if (count[c] != 1)
      return state_error (error, "ring",
                          _("every card of the Board deck must be on the ring, in the deck or "
                            "in a stash exactly once"));
  for (guint k = 0; k < cards.n_patriots; k++)
    if (patriot_count[k] != 1)
      return state_error (error, "patriot_deck",
                          _("every Patriot card must be in the Patriot deck or someone's "
                            "identity exactly once"));
  for (guint p = 0; p < s->board.n_players; p++)
    {
      has_identities &= s->identity[p] != NONE;
      tidy_unsure (s, p);
    }

  text = tm_json_member_string (o, "stage");
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (stage_names); i++)
    if (g_str_equal (text, stage_names[i]))
      stage = i;
  if (json_object_has_member (o, "stage") && stage < 0)
    return state_error (error, "stage", _("the stage is not one of identity, move, steal, over"));
  if (stage < 0)
    stage = !has_identities ? TM_CAPTURED_STAGE_IDENTITY
            : s->board.filled == 0 ? TM_CAPTURED_STAGE_OVER : TM_CAPTURED_STAGE_MOVE;
  s->stage = stage;

  if (!read_int (o, "chooser", 0, s->board.n_players - 1, 0, &value, error))
    return FALSE;
  s->chooser = value;
  if (!read_int (o, "current", 0, s->board.n_players - 1, 0, &value, error))
    return FALSE;
  s->board.current = value;
  s->board.extra = json_object_get_boolean_member_with_default (o, "extra_turn", FALSE);
  skipped = json_object_has_member (o, "skipped") ? tm_json_member_array (o, "skipped") : NULL;
  for (guint i = 0; skipped != NULL && i < json_array_get_length (skipped); i++)
    {
      gint64 p = json_array_get_int_element (skipped, i);

      if (p < 0 || p >= s->board.n_players)
        return state_error (error, "skipped", _("an element is not a seat"));
      s->board.skipped |= 1u << p;
    }
  if (!read_int (o, "turns", 0, G_MAXUINT16, 0, &value, error))
    return FALSE;
  s->turns = value;

  if (!read_seat (o, "mover", s->board.n_players, &s->mover, error) ||
      !read_seat (o, "landed", s->board.n_spaces, &s->landed, error) ||
      !read_seat (o, "first_there", s->board.n_players, &s->first_there, error) ||
      !read_seat (o, "victim", s->board.n_players, &s->victim, error) ||
      !read_int (o, "number", 0, G_MAXUINT8, 0, &value, error))
    return FALSE;
  s->number = value;
  got = json_object_has_member (o, "got") ? tm_json_member_array (o, "got") : NULL;
  if (got != NULL)
    {
      guint8 none[TM_CAPTURED_MAX_CARDS] = { 0 };

      if (!read_cards (got, "got", TM_CAPTURED_MAX_GOT, s->got, none, s->n_cards, error))
        return FALSE;
      s->n_got = json_array_get_length (got);
    }
  if ((text = tm_json_member_string (o, "stolen")) != NULL)
    {
      if ((value = card_from_id (text)) < 0 || (guint) value >= s->n_cards)
        return state_error (error, "stolen", _("that is not a card in this game"));
      s->stolen = value;
    }

  if (s->stage == TM_CAPTURED_STAGE_STEAL &&
      (s->first_there == NONE || s->first_there == s->board.current))
    return state_error (error, "first_there",
                        _("a steal needs the seat that was on the space first"));
  if (s->stage == TM_CAPTURED_STAGE_IDENTITY && s->identity[s->chooser] != NONE)
    return state_error (error, "chooser", _("that seat already has an identity"));
  if (s->stage != TM_CAPTURED_STAGE_IDENTITY && !has_identities)
    return state_error (error, "identity", _("every seat needs an identity once play begins"));
  if (!captured_check_invariants (s, problems))
    return state_error (error, "ring", problems->str);
  return TRUE;
}

static gboolean
captured_check_invariants (const void *state,
                           GString    *problems)
{
  const TmCapturedState *s = state;
  guint8 count[TM_CAPTURED_MAX_CARDS] = { 0 };
  guint8 patriot_count[TM_CAPTURED_MAX_PATRIOTS] = { 0 };
  gboolean ok = TRUE;

#define PROBLEM(...) G_STMT_START { g_string_append_printf (problems, __VA_ARGS__); \
                                    ok = FALSE; } G_STMT_END

  for (guint i = 0; i < s->board.n_spaces; i++)
    {
      gboolean filled = (s->board.filled >> i) & 1;

      if (filled != (s->ring[i] != NONE))
        PROBLEM ("space %u: the board says %s\n", i, filled ? "filled" : "cleared");
      if (s->ring[i] != NONE && s->ring[i] < s->n_cards)
        count[s->ring[i]]++;
      else if (s->ring[i] != NONE)
        PROBLEM ("space %u holds a card out of the game\n", i);
      if (!filled && s->board.n_deck > 0)
        PROBLEM ("space %u was cleared while the Board deck had cards\n", i);
    }
  for (guint i = 0; i < s->board.n_deck; i++)
    if (s->observer == NONE)
      {
        if (s->deck[i] >= s->n_cards)
          PROBLEM ("the Board deck holds a card out of the game\n");
        else
          count[s->deck[i]]++;
      }
  for (guint c = 0; c < s->n_cards; c++)
    if (s->holder[c] != NONE)
      {
        count[c]++;
        if (s->holder[c] >= s->board.n_players)
          PROBLEM ("card %s is held by seat %u\n", cards.ids[c], s->holder[c]);
      }
  for (guint c = 0; s->observer == NONE && c < s->n_cards; c++)
    if (count[c] != 1)
      PROBLEM ("card %s is in play %u times\n", cards.ids[c], count[c]);
  for (guint c = s->n_cards; c < TM_CAPTURED_MAX_CARDS; c++)
    if (s->holder[c] != NONE)
      PROBLEM ("card %u is out of the game but in a stash\n", c);

  for (guint i = 0; i < s->n_patriot_deck; i++)
    if (s->patriot_deck[i] < cards.n_patriots)
      patriot_count[s->patriot_deck[i]]++;
  for (guint p = 0; p < s->board.n_players; p++)
    {
      if (s->identity[p] != NONE)
        patriot_count[s->identity[p]]++;
      if (s->board.marker[p] != TM_CAPTURED_NOWHERE && s->board.marker[p] >= s->board.n_spaces)
        PROBLEM ("seat %u's marker is off the ring\n", p);
      for (guint c = 0; c < s->n_cards; c++)
        {
          guint8 label = s->unsure[p][c];

          if (label == 0)
            continue;
          if (s->holder[c] == p || s->holder[c] == NONE)
            PROBLEM ("seat %u is unsure where %s is\n", p, cards.ids[c]);
          if (label > c + 1 || s->unsure[p][label - 1] != label)
            PROBLEM ("seat %u's groups are not labelled by their first card\n", p);
        }
    }
  for (guint k = 0; s->observer == NONE && k < cards.n_patriots; k++)
    if (patriot_count[k] != 1)
      PROBLEM ("Patriot %s is in play %u times\n", cards.patriot_ids[k], patriot_count[k]);
  if ((s->stage == TM_CAPTURED_STAGE_OVER) != tm_captured_board_is_over (&s->board) &&
      s->stage != TM_CAPTURED_STAGE_STEAL)
    PROBLEM ("the game is %s with %u cards on the ring\n",
             s->stage == TM_CAPTURED_STAGE_OVER ? "over" : "on",
             tm_captured_board_n_left (&s->board));
  if (s->stolen < s->n_cards && s->holder[s->stolen] != s->first_there)
    PROBLEM ("the card just stolen is not with its taker\n");
#undef PROBLEM
  return ok;
}

/* ------------------------------------------------------------------------
 * The cards, from the decks and the table procedure
 */

static gboolean
add_type (TmCapturedCards  *t,
          TmCard           *card,
          TmDeck * const   *decks,
          gboolean          option_only,
          GError          **error)
{
  TmDeck *deck = NULL;
  gint64 draw = 0;
  guint first = t->n_cards;

  for (guint d = 0; decks[d] != NULL; d++)
    if (g_str_equal (tm_deck_get_id (decks[d]), tm_card_get_deck_id (card)))
      deck = decks[d];
  g_assert (deck != NULL);
  if (t->n_cards + tm_card_get_count (card) > TM_CAPTURED_MAX_CARDS)
    return tm_play_deck_fail (error, deck, card, "count",
                              "Captured's Board deck has room for %u cards",
                              TM_CAPTURED_MAX_CARDS);

  for (guint k = 0; k < tm_card_get_count (card); k++)
    {
      guint c = t->n_cards++;

      t->ids[c] = k == 0 ? g_strdup (tm_card_get_id (card))
                         : g_strdup_printf ("%s#%u", tm_card_get_id (card), k + 1);
      t->card_ids[c] = g_strdup (tm_card_get_id (card));
      t->type[c] = first;
      t->points[c] = CLAMP (tm_card_get_points (card), G_MININT8, G_MAXINT8);
      t->traitor[c] = tm_card_get_side (card) == TM_SIDE_TRAITOR;
      /* What the scorer counts apart: the Whistleblower (a basic card
       * set aside for its points) and, with the option, the Trump. */
      t->whistleblower[c] = deck == decks[0] && !t->traitor[c] &&
                            tm_play_card_find_op (card, "set_aside_for_bonus") != NULL;
      t->trump[c] = deck == decks[0] && option_only &&
                    tm_play_card_find_op (card, "protect_run") != NULL;
      t->special_ops[c] = deck != decks[0];
      t->lose_turn[c] = tm_play_card_find_op (card, "lose_turn") != NULL;
      t->skip_next[c] = tm_play_card_find_op (card, "skip_next_player") != NULL;
      t->extra_turn[c] = tm_play_card_find_op (card, "extra_turn") != NULL;
      if (tm_play_card_get_op_int (card, "draw_special_ops", "count", &draw))
        t->draw[c] = CLAMP (draw, 0, TM_CAPTURED_MAX_GOT);
    }

  if (deck == decks[0] && !t->traitor[first] && !t->whistleblower[first] && !t->trump[first])
    return tm_play_deck_fail (error, deck, card, "effect",
                              "Captured's scoring knows no such basic card in the Board deck");
  if ((t->whistleblower[first] || t->trump[first]) && tm_card_get_count (card) != 1)
    return tm_play_deck_fail (error, deck, card, "count",
                              "Captured's scoring counts one %s",
                              t->trump[first] ? "Trump" : "Whistleblower");
  return TRUE;
}

static void
clear_cards (TmCapturedCards *t)
{
  for (guint c = 0; c < TM_CAPTURED_MAX_CARDS; c++)
    {
      g_clear_pointer (&t->ids[c], g_free);
      g_clear_pointer (&t->card_ids[c], g_free);
    }
  for (guint k = 0; k < TM_CAPTURED_MAX_PATRIOTS; k++)
    g_clear_pointer (&t->patriot_ids[k], g_free);
}

static GVariant *
trump_option (gboolean on)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert (&dict, "keep-trump", "b", on);
  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

static gboolean
in_list (GPtrArray *list,
         TmCard    *card)
{
  for (guint i = 0; i < list->len; i++)
    if (g_ptr_array_index (list, i) == card)
      return TRUE;
  return FALSE;
}

/* The Board deck and the Patriot deck are the table procedure's stocks,
 * and the ring's size its set-up, so play deals what the rules text and
 * the table assistant describe. */
static gboolean
captured_prepare (TmGame         *game,
                  TmDeck * const *decks,
                  GError        **error)
{
  g_autofree char *path = tm_game_module_dup_resource_path (tm_game_module_lookup ("captured"),
                                                            "table.json");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TmTableProcedure) procedure = NULL;
  g_autoptr(GVariant) without = trump_option (FALSE);
  g_autoptr(GVariant) with = trump_option (TRUE);
  g_autoptr(GPtrArray) base = NULL, all = NULL, patriots = NULL;
  TmCapturedCards t = { 0 };
  TmDeck *basic = decks[0];
  guint types = 0;

  if (!tm_play_game_fits (game, TM_CAPTURED_MAX_PLAYERS, error))
    return FALSE;
  if ((bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error)) == NULL ||
      (procedure = tm_table_procedure_new_from_bytes (bytes, "data/games/captured/table.json",
                                                      game, decks, error)) == NULL)
    return FALSE;
  base = tm_table_procedure_list_stock (procedure, "board", without);
  all = tm_table_procedure_list_stock (procedure, "board", with);
  patriots = tm_table_procedure_list_stock (procedure, "patriots", without);
  g_assert (base != NULL && all != NULL && patriots != NULL);

  for (guint i = 0; i < base->len; i++)
    if (!add_type (&t, g_ptr_array_index (base, i), decks, FALSE, error))
      goto fail;
  t.n_base = t.n_cards;
  for (guint i = 0; i < all->len; i++)
    if (!in_list (base, g_ptr_array_index (all, i)) &&
        !add_type (&t, g_ptr_array_index (all, i), decks, TRUE, error))
      goto fail;
  for (guint c = 0; c < t.n_cards; c++)
    types += t.type[c] == c;
  if (types >= TM_MOVE_MAX_LEGAL)
    {
      tm_play_deck_fail (error, basic, NULL, "cards",
                         "Captured has room for %u different Board cards", TM_MOVE_MAX_LEGAL - 1);
      goto fail;
    }

  for (guint i = 0; i < patriots->len; i++)
    {
      TmCard *card = g_ptr_array_index (patriots, i);

      if (tm_card_get_number (card) == 0 ||
          t.n_patriots + tm_card_get_count (card) > TM_CAPTURED_MAX_PATRIOTS)
        {
          tm_play_deck_fail (error, basic, card, tm_card_get_number (card) ? "count" : "number",
                             "Captured needs numbered Patriot cards, %u at most",
                             TM_CAPTURED_MAX_PATRIOTS);
          goto fail;
        }
      for (guint k = 0; k < tm_card_get_count (card); k++)
        {
          t.patriot_ids[t.n_patriots] = k == 0 ? g_strdup (tm_card_get_id (card))
                                               : g_strdup_printf ("%s#%u", tm_card_get_id (card),
                                                                  k + 1);
          t.patriot_number[t.n_patriots++] = tm_card_get_number (card);
        }
    }
  if (t.n_patriots <= tm_game_get_max_players (game))
    {
      tm_play_deck_fail (error, basic, NULL, "cards",
                         "Captured needs more Patriot cards than players");
      goto fail;
    }

  for (guint n = tm_game_get_min_players (game); n <= tm_game_get_max_players (game); n++)
    {
      g_autoptr(TmTableSetup) setup = tm_table_procedure_get_setup (procedure, n, without, error);
      TmTableStep *ring = setup != NULL ? tm_table_setup_lookup_step (setup, "board") : NULL;

      if (setup == NULL)
        goto fail;
      if (ring == NULL || tm_table_step_get_count (ring) == 0 ||
          tm_table_step_get_count (ring) > TM_CAPTURED_MAX_SPACES ||
          tm_table_step_get_count (ring) >= t.n_base)
        {
          tm_play_deck_fail (error, basic, NULL, "cards",
                             "Captured's ring needs from 1 to %u spaces and a Board deck "
                             "bigger than it", TM_CAPTURED_MAX_SPACES);
          goto fail;
        }
      t.ring_size[n] = tm_table_step_get_count (ring);
    }

  clear_cards (&cards);
  cards = t;
  return TRUE;

fail:
  clear_cards (&t);
  return FALSE;
}

static const TmPlayRules captured_rules = {
  .game_id = "captured",
  .state_size = sizeof (TmCapturedState),
  .options = captured_options,
  .n_options = TM_CAPTURED_N_OPTIONS,
  .prepare = captured_prepare,
  .init = captured_init,
  .current_player = captured_current_player,
  .legal_moves = captured_legal_moves,
  .check_move = captured_check_move,
  .apply_move = captured_apply_move,
  .returns = captured_returns,
  .scores = captured_scores,
  .episode = captured_episode,
  .observe = captured_observe,
  .sample = captured_sample,
  .heuristic = captured_heuristic,
  .move_to_string = captured_move_to_string,
  .move_from_string = captured_move_from_string,
  .to_json = captured_to_json,
  .from_json = captured_from_json,
  .check_invariants = captured_check_invariants,
  .observer = captured_observer,
  .turn_owner = captured_turn_owner,
  .stage = captured_stage,
  /* Every turn takes a card for good; a turn is a move and maybe a
   * steal, after an identity each. */
  .max_moves = 2 * TM_CAPTURED_MAX_CARDS + TM_PLAY_MAX_PLAYERS,
  .finished_hand = captured_finished_hand,
};

/**
 * tm_captured_play_rules: (skip)
 *
 * Returns: the rules of Captured
 */
const TmPlayRules *
tm_captured_play_rules (void)
{
  return &captured_rules;
}
