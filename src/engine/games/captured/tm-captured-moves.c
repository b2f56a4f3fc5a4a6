/* tm-captured-moves.c: Captured's deal, moves and stashes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Dealing, whose turn and what it decides, the legal moves and why others
 * are refused, carrying a move out, what each seat does not know of the
 * stashes after a steal, and the points of a stash.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-play-private.h"
#include "tm-play-util.h"

#include "tm-captured-play-private.h"

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
void
tm_captured_tidy_unsure (TmCapturedState *s,
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
      /* Labels are 1 + a card (tm_captured_tidy_unsure()), so only those are cleared. */
      memset (merge, 0, s->n_cards + 1);
      for (guint c = 0; c < s->n_cards; c++)
        if ((c == card || s->holder[c] == victim) && u[c] != 0)
          merge[u[c]] = TRUE;
      for (guint c = 0; c < s->n_cards; c++)
        if (c == card || s->holder[c] == victim || (u[c] != 0 && merge[u[c]]))
          u[c] = card + 1;
      tm_captured_tidy_unsure (s, q);
    }
}

/* ------------------------------------------------------------------------
 * Dealing and playing
 */

void
tm_captured_init (void               *state,
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
  tm_play_shuffle_bytes (&rng, s->deck, s->n_cards);
  for (guint i = 0; i < n_ring; i++)
    s->ring[i] = s->deck[s->n_cards - 1 - i];
  for (guint i = s->n_cards - n_ring; i < s->n_cards; i++)
    s->deck[i] = NONE;
  s->n_patriot_deck = cards.n_patriots;
  for (guint k = 0; k < cards.n_patriots; k++)
    s->patriot_deck[k] = k;
  tm_play_shuffle_bytes (&rng, s->patriot_deck, cards.n_patriots);

  tm_captured_board_init (&s->board, n_ring, s->n_cards - n_ring, config->n_players,
                          o[TM_CAPTURED_OPT_FROM_MARKER] != 0);
}

int
tm_captured_current_player (const void *state)
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

int
tm_captured_turn_owner (const void *state)
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

const char *
tm_captured_stage (const void *state)
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
int
tm_captured_stash_copy (const TmCapturedState *s,
                        guint                  player,
                        guint                  t)
{
  for (guint c = t; c < s->n_cards && cards.type[c] == t; c++)
    if (s->holder[c] == player)
      return c;
  return -1;
}

guint
tm_captured_legal_moves (const void *state,
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
        if (cards.type[t] == t && tm_captured_stash_copy (s, s->board.current, t) >= 0)
          moves[n++] = (TmMove) { TM_CAPTURED_MOVE_STEAL, t, TM_MOVE_NO_TARGET, 0 };
      moves[n++] = (TmMove) { TM_CAPTURED_MOVE_PASS, 0, TM_MOVE_NO_TARGET, 0 };
      return n;

    default:
      return 0;
    }
}

gboolean
tm_captured_check_move (const void      *state,
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
           tm_captured_stash_copy (s, s->board.current, m.card) < 0))
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

void
tm_captured_apply_move (void   *state,
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
              tm_captured_tidy_unsure (s, first);
            s->stage = TM_CAPTURED_STAGE_STEAL;
            return;
          }
        end_turn (s);
        return;
      }

    case TM_CAPTURED_MOVE_STEAL:
      {
        guint victim = s->board.current;
        guint card = tm_captured_stash_copy (s, victim, m.card);

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
