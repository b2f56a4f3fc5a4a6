/* test-play-captured.c: every rule and card of Captured, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions are built by hand on the flat state: deal from a seed, then
 * move cards between the ring, the Board deck and the stashes so that
 * every card stays somewhere exactly once.  Moves are given in their
 * text form (docs/play-format.md).  The generic tests (test-games) add
 * random play with invariants, blindness and the scorer's agreement over
 * 1,000 games.
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-test-games.h"
#include "games/captured/tm-captured-play.h"

typedef TmCapturedState State;

static const TmPlayRules *rules;

static guint
card (const char *id)
{
  const TmCapturedCards *t = tm_captured_cards ();

  for (guint c = 0; c < t->n_cards; c++)
    if (g_str_equal (t->ids[c], id))
      return c;
  g_error ("no card %s", id);
}

static void
play (State      *s,
      const char *text)
{
  tm_test_play_apply (rules, s, text);
}

/* A move is refused, naming @section (and @ruling). */
static void
refused (State      *s,
         const char *text,
         const char *section,
         const char *ruling)
{
  tm_test_play_refused (rules, s, text, section, ruling);
}

/* A new game, dealt, before the identities (or after them, each seat
 * taking the first Patriot left). */
static State *
new_state (guint       n_players,
           const char *options,
           gboolean    identities)
{
  State *s = tm_test_play_new_state (rules, n_players, options, NULL);

  for (guint p = 0; identities && p < n_players; p++)
    {
      TmMove moves[TM_MOVE_MAX_LEGAL];

      g_assert_cmpuint (rules->legal_moves (s, moves), >, 0);
      rules->apply_move (s, moves[0]);
    }
  return s;
}

/* Where card @c is: its space on the ring, or -1; its place in the Board
 * deck, or -1. */
static int
ring_space (const State *s,
            guint        c)
{
  for (guint i = 0; i < s->board.n_spaces; i++)
    if (s->ring[i] == c)
      return i;
  return -1;
}

static int
deck_index (const State *s,
            guint        c)
{
  for (guint i = 0; i < s->board.n_deck; i++)
    if (s->deck[i] == c)
      return i;
  return -1;
}

/* Lays @id on @space, the card there taking its old place. */
static void
lay (State      *s,
     guint       space,
     const char *id)
{
  guint c = card (id);
  int i;

  g_assert_cmpint (s->holder[c], ==, TM_CAPTURED_NONE);
  if ((i = ring_space (s, c)) >= 0)
    s->ring[i] = s->ring[space];
  else
    s->deck[deck_index (s, c)] = s->ring[space];
  s->ring[space] = c;
  tm_test_play_assert_sane (rules, s);
}

/* Puts @id on top of the Board deck. */
static void
deck_top (State      *s,
          const char *id)
{
  guint c = card (id);
  guint top = s->board.n_deck - 1;
  int i;

  if ((i = ring_space (s, c)) >= 0)
    s->ring[i] = s->deck[top];
  else
    s->deck[deck_index (s, c)] = s->deck[top];
  s->deck[top] = c;
  tm_test_play_assert_sane (rules, s);
}

/* Puts @id into @seat's stash, out of the Board deck (or off the ring,
 * which the deck's top card refills). */
static void
give (State      *s,
      guint       seat,
      const char *id)
{
  guint c = card (id);
  int i;

  if (s->holder[c] == TM_CAPTURED_NONE && ring_space (s, c) >= 0)
    deck_top (s, id);
  if (s->holder[c] == TM_CAPTURED_NONE)
    {
      i = deck_index (s, c);
      memmove (s->deck + i, s->deck + i + 1, s->board.n_deck - i - 1);
      s->deck[--s->board.n_deck] = TM_CAPTURED_NONE;
    }
  s->holder[c] = seat;
  tm_test_play_assert_sane (rules, s);
}

/* Turns up a Patriot card of @number next. */
static void
next_number (State *s,
             guint  number)
{
  const TmCapturedCards *t = tm_captured_cards ();
  guint top = s->n_patriot_deck - 1;

  for (guint i = 0; i < s->n_patriot_deck; i++)
    if (t->patriot_number[s->patriot_deck[i]] == number)
      {
        guint8 k = s->patriot_deck[i];

        s->patriot_deck[i] = s->patriot_deck[top];
        s->patriot_deck[top] = k;
        return;
      }
  g_error ("no Patriot card numbered %u in the deck", number);
}

/* Empties the Board deck into seat @seat's stash. */
static void
empty_deck (State *s,
            guint  seat)
{
  while (s->board.n_deck > 0)
    {
      s->holder[s->deck[s->board.n_deck - 1]] = seat;
      s->deck[--s->board.n_deck] = TM_CAPTURED_NONE;
    }
  tm_test_play_assert_sane (rules, s);
}

/* Setup section and ruling board-deck-contents: the ring, the Board deck
 * without the cards that only mean something in Gitmo, and the Patriot
 * deck. */
static void
test_setup (void)
{
  g_autofree State *s = new_state (3, NULL, FALSE);
  g_autofree State *t = new_state (3, "{\"keep-trump\": true}", FALSE);
  const TmCapturedCards *cards = tm_captured_cards ();
  static const char * const out[] = {
    "gitmo", "alliance", "draw-a-card", "jesus-saves", "justice", "tribunal", "grand-jury",
    "scotus", "truth", "deep-state", "false-flag", "conspiracy",
  };

  g_assert_cmpuint (s->board.n_spaces, ==, 20);
  g_assert_cmpuint (s->n_cards, ==, 57);
  g_assert_cmpuint (s->board.n_deck, ==, 37);
  g_assert_cmpuint (t->n_cards, ==, 58);
  g_assert_cmpuint (t->board.n_deck, ==, 38);
  g_assert_cmpuint (s->n_patriot_deck, ==, 24);
  g_assert_cmpuint (tm_captured_board_n_left (&s->board), ==, 20);
  for (guint i = 0; i < G_N_ELEMENTS (out); i++)
    for (guint c = 0; c < cards->n_cards; c++)
      g_assert_cmpstr (cards->card_ids[c], !=, out[i]);
  /* The Trump is the option's only card, and comes last. */
  g_assert_cmpstr (cards->card_ids[57], ==, "trump");
  g_assert_true (cards->trump[57]);
  g_assert_true (cards->whistleblower[card ("whistleblower")]);
  g_assert_cmpint (cards->points[card ("whistleblower")], ==, 10);
  g_assert_cmpint (cards->points[card ("blown-cover#2")], ==, -5);
  g_assert_cmpint (cards->type[card ("blown-cover#2")], ==, card ("blown-cover"));
  g_assert_cmpstr (rules->stage (s), ==, "identity");
  g_assert_cmpint (rules->current_player (s), ==, 0);
}

/* Setup section: each player picks a Patriot as identity, which leaves
 * the Patriot deck; one already taken cannot be picked again; play starts
 * once everyone has one, with the first seat. */
static void
test_identity (void)
{
  g_autofree State *s = new_state (3, NULL, FALSE);
  const TmCapturedCards *cards = tm_captured_cards ();
  TmMove moves[TM_MOVE_MAX_LEGAL];
  g_autofree char *taken = g_strdup_printf ("identity:%s", cards->patriot_ids[5]);

  g_assert_cmpuint (rules->legal_moves (s, moves), ==, 24);
  refused (s, "turn", "setup", NULL);
  play (s, taken);
  g_assert_cmpuint (s->identity[0], ==, 5);
  g_assert_cmpuint (s->n_patriot_deck, ==, 23);
  g_assert_cmpint (rules->current_player (s), ==, 1);
  refused (s, taken, "setup", NULL);
  g_assert_cmpuint (rules->legal_moves (s, moves), ==, 23);
  g_clear_pointer (&taken, g_free);
  taken = g_strdup_printf ("identity:%s", cards->patriot_ids[6]);
  play (s, taken);
  g_clear_pointer (&taken, g_free);
  taken = g_strdup_printf ("identity:%s", cards->patriot_ids[7]);
  play (s, taken);
  g_assert_cmpstr (rules->stage (s), ==, "move");
  g_assert_cmpint (rules->current_player (s), ==, 0);
  refused (s, taken, "setup", NULL);
  g_assert_cmpuint (rules->legal_moves (s, moves), ==, 1);
}

/* Turn section and ruling counting-spaces: count from the Start card,
 * the first card after it is 1; the card goes to the stash and the deck's
 * top card refills the space; the turned Patriot card goes under the
 * Patriot deck; play passes to the left. */
static void
test_turn (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);
  guint deck = s->board.n_deck;
  guint8 top;

  lay (s, 7, "traitor-3a");
  deck_top (s, "commendation");
  next_number (s, 7);
  top = s->patriot_deck[s->n_patriot_deck - 1];
  play (s, "turn");
  g_assert_cmpuint (s->landed, ==, 7);
  g_assert_cmpuint (s->board.marker[0], ==, 7);
  g_assert_cmpuint (s->holder[card ("traitor-3a")], ==, 0);
  g_assert_cmpuint (s->ring[7], ==, card ("commendation"));
  g_assert_cmpuint (s->board.n_deck, ==, deck - 1);
  g_assert_cmpuint (s->patriot_deck[0], ==, top);
  g_assert_cmpuint (s->patriot_known, ==, 1);
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpint (tm_captured_stash_points (s, 0), ==, 101);
}

/* The rules' example (turn section): Eli sits on the seventh space, now
 * refilled with a Traitor; Dana draws a 7, takes the Traitor, and Eli
 * takes her Commendation.  Only Eli may choose, and only a card Dana has. */
static void
test_same_space_example (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n;

  /* Eli is seat 0, Dana seat 1. */
  give (s, 1, "commendation");
  give (s, 1, "lost-files");
  lay (s, 7, "traitor-5a");
  deck_top (s, "traitor-9b");
  next_number (s, 7);
  play (s, "turn");
  g_assert_cmpuint (s->ring[7], ==, card ("traitor-9b"));
  next_number (s, 7);
  play (s, "turn");
  g_assert_cmpuint (s->holder[card ("traitor-9b")], ==, 1);
  g_assert_cmpstr (rules->stage (s), ==, "steal");
  g_assert_cmpint (rules->current_player (s), ==, 0);
  g_assert_cmpint (rules->turn_owner (s), ==, 1);
  n = rules->legal_moves (s, moves);
  g_assert_cmpuint (n, ==, 4);   /* three cards and the pass */
  refused (s, "turn", "turn", NULL);
  refused (s, "steal:traitor-5a", "turn", NULL);
  play (s, "steal:commendation");
  g_assert_cmpuint (s->holder[card ("commendation")], ==, 0);
  g_assert_cmpint (rules->current_player (s), ==, 0);
  g_assert_cmpstr (rules->stage (s), ==, "move");
}

/* The player who was there first may also take nothing. */
static void
test_same_space_pass (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);

  lay (s, 3, "traitor-1a");
  deck_top (s, "traitor-1b");
  next_number (s, 3);
  play (s, "turn");
  next_number (s, 3);
  play (s, "turn");
  g_assert_cmpstr (rules->stage (s), ==, "steal");
  play (s, "pass");
  g_assert_cmpuint (tm_captured_stash_traitors (s, 0) + tm_captured_stash_traitors (s, 1), <=, 2);
  g_assert_cmpint (s->stolen, ==, TM_CAPTURED_NONE);
  g_assert_cmpint (rules->current_player (s), ==, 0);
}

/* Ruling identity-order: identities are picked in playing order, from
 * the player left of the Start card (seat 0); each leaves the Patriot
 * deck, so it is never turned for a move. */
static void
test_ruling_identity_order (void)
{
  g_autofree State *s = new_state (4, NULL, FALSE);
  TmMove moves[TM_MOVE_MAX_LEGAL];

  for (guint p = 0; p < 4; p++)
    {
      guint n = rules->legal_moves (s, moves);
      guint picked = moves[n - 1].card;

      g_assert_cmpstr (rules->stage (s), ==, "identity");
      g_assert_cmpint (rules->current_player (s), ==, p);
      g_assert_cmpuint (n, ==, 24 - p);
      rules->apply_move (s, moves[n - 1]);
      tm_test_play_assert_sane (rules, s);
      g_assert_cmpuint (s->identity[p], ==, picked);
      for (guint i = 0; i < s->n_patriot_deck; i++)
        g_assert_cmpuint (s->patriot_deck[i], !=, picked);
    }
  g_assert_cmpuint (s->n_patriot_deck, ==, 20);
  g_assert_cmpstr (rules->stage (s), ==, "move");
  g_assert_cmpint (rules->current_player (s), ==, 0);
}

/* Ruling steal-optional: the player who was there first may take
 * nothing, even from a stash that holds cards; the heuristic does when
 * every card there costs points. */
static void
test_ruling_steal_optional (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);
  g_autofree State *o = g_new0 (State, 1);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  TmRng rng;
  guint n;
  TmMove m;

  give (s, 1, "blown-cover");
  lay (s, 4, "traitor-1a");
  deck_top (s, "blown-cover#2");
  next_number (s, 4);
  play (s, "turn");                      /* seat 0 takes the Traitor */
  next_number (s, 4);
  play (s, "turn");                      /* seat 1 takes the second Blown Cover */
  g_assert_cmpstr (rules->stage (s), ==, "steal");
  n = rules->legal_moves (s, moves);
  g_assert_cmpuint (n, ==, 2);           /* a Blown Cover, or nothing */
  g_assert_cmpuint (moves[n - 1].kind, ==, TM_CAPTURED_MOVE_PASS);
  tm_rng_init (&rng, 3);
  rules->observe (s, 0, o);
  m = rules->heuristic (o, &rng);
  g_assert_cmpuint (m.kind, ==, TM_CAPTURED_MOVE_PASS);
  play (s, "pass");
  g_assert_cmpuint (s->holder[card ("blown-cover")], ==, 1);
  g_assert_cmpuint (s->holder[card ("blown-cover#2")], ==, 1);
  g_assert_cmpint (tm_captured_stash_points (s, 0), ==, 101);
}

/* Ruling draw-before-refill: Backup Arrives takes the Board deck's top
 * card before the space is refilled, so the refill is the card under it;
 * when that was the deck's last card, the space is not refilled and
 * drops out of the ring. */
static void
test_ruling_draw_before_refill (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);
  guint below;

  lay (s, 5, "backup-arrives");
  deck_top (s, "traitor-2b");
  below = s->deck[s->board.n_deck - 2];
  next_number (s, 5);
  play (s, "turn");
  g_assert_cmpuint (s->holder[card ("traitor-2b")], ==, 0);
  g_assert_cmpuint (s->ring[5], ==, below);

  g_free (s);
  s = new_state (2, NULL, TRUE);
  lay (s, 5, "backup-arrives");
  deck_top (s, "traitor-2b");
  while (s->board.n_deck > 1)
    {
      s->holder[s->deck[0]] = 1;
      memmove (s->deck, s->deck + 1, s->board.n_deck - 1);
      s->deck[--s->board.n_deck] = TM_CAPTURED_NONE;
    }
  tm_test_play_assert_sane (rules, s);
  next_number (s, 5);
  play (s, "turn");
  g_assert_cmpuint (s->holder[card ("traitor-2b")], ==, 0);
  g_assert_cmpuint (s->board.n_deck, ==, 0);
  g_assert_cmpuint (s->ring[5], ==, TM_CAPTURED_NONE);
  g_assert_cmpuint (tm_captured_board_n_left (&s->board), ==, 19);
}

/* Ruling skipping-identity-cards (with counting-spaces): only the ring's
 * cards count.  While the Board deck lasts, a space with someone's
 * identity card on its refilled card counts, and landing there is a
 * shared space; once the deck is empty, an identity card left on a
 * cleared place is passed over with the place, while one still on a
 * card is landed on as before. */
static void
test_ruling_skipping_identity_cards (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);

  next_number (s, 3);
  play (s, "turn");                      /* seat 0 on space 3, refilled */
  next_number (s, 3);
  play (s, "turn");                      /* seat 1 counts 1, 2, 3: shares it */
  g_assert_cmpuint (s->landed, ==, 3);
  g_assert_cmpstr (rules->stage (s), ==, "steal");
  play (s, "pass");
  next_number (s, 2);
  play (s, "turn");                      /* seat 2 on space 2, refilled */

  empty_deck (s, 0);
  next_number (s, 3);
  play (s, "turn");                      /* seat 0: space 3 again, seat 1's */
  g_assert_cmpuint (s->landed, ==, 3);
  g_assert_cmpstr (rules->stage (s), ==, "steal");
  play (s, "pass");
  g_assert_cmpuint (s->ring[3], ==, TM_CAPTURED_NONE);
  g_assert_cmpuint (s->board.marker[0], ==, 3);
  g_assert_cmpuint (s->board.marker[1], ==, 3);
  next_number (s, 3);
  play (s, "turn");                      /* seat 1: 1, 2, then 4; 3 and both identity
                                            cards on it are passed over */
  g_assert_cmpuint (s->landed, ==, 4);
  g_assert_cmpstr (rules->stage (s), ==, "move");
  next_number (s, 2);
  play (s, "turn");                      /* seat 2: its own space 2 again */
  g_assert_cmpuint (s->landed, ==, 2);
  next_number (s, 1);
  play (s, "turn");                      /* seat 0: space 1 */
  g_assert_cmpuint (s->landed, ==, 1);
  next_number (s, 1);
  play (s, "turn");                      /* seat 1: 2 is cleared, 3 too: space 5 */
  g_assert_cmpuint (s->landed, ==, 5);
}

/* Ruling stash-private: a seat that did not take part does not see which
 * card a steal took; the thief and the newcomer do. */
static void
test_steal_hidden (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);
  g_autofree State *o = g_new0 (State, 1);
  guint c = card ("field-honors");

  give (s, 1, "field-honors");
  give (s, 1, "setback");
  lay (s, 4, "traitor-1a");
  deck_top (s, "traitor-1b");
  next_number (s, 4);
  play (s, "turn");              /* seat 0 on space 4 */
  next_number (s, 4);
  play (s, "turn");              /* seat 1 lands there too */
  play (s, "steal:field-honors");
  g_assert_cmpuint (s->holder[c], ==, 0);

  rules->observe (s, 2, o);
  g_assert_cmpuint (o->stolen, ==, TM_CAPTURED_UNKNOWN);
  g_assert_cmpuint (o->unsure[2][c], !=, 0);
  g_assert_cmpuint (o->unsure[2][card ("setback")], ==, o->unsure[2][c]);
  rules->observe (s, 0, o);
  g_assert_cmpuint (o->stolen, ==, c);
  rules->observe (s, 1, o);
  g_assert_cmpuint (o->stolen, ==, c);
  g_assert_cmpuint (o->holder[c], ==, 0);
}

/* Cards section: Stand Down costs the taker their next turn. */
static void
test_lose_turn (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);

  lay (s, 2, "stand-down");
  lay (s, 3, "traitor-1a");
  lay (s, 4, "traitor-2a");
  next_number (s, 2);
  play (s, "turn");
  g_assert_cmpuint (s->board.misses[0], ==, 1);
  next_number (s, 3);
  play (s, "turn");
  next_number (s, 4);
  play (s, "turn");
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_true (s->board.skipped & 1);
}

/* Cards section: Roadblock makes the next player miss a turn. */
static void
test_skip_next (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);

  lay (s, 2, "roadblock");
  next_number (s, 2);
  play (s, "turn");
  g_assert_cmpint (rules->current_player (s), ==, 2);
  g_assert_true (s->board.skipped & 2);
}

/* Cards section: Rapid Response gives another turn at once. */
static void
test_extra_turn (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);

  lay (s, 2, "rapid-response");
  next_number (s, 2);
  play (s, "turn");
  g_assert_cmpint (rules->current_player (s), ==, 0);
  g_assert_true (rules->check_move (s, (TmMove) { TM_CAPTURED_MOVE_TURN, 0,
                                                  TM_MOVE_NO_TARGET, 0 }, NULL));
}

/* Cards section: Backup Arrives brings the Board deck's top card into the
 * stash, before the space is refilled. */
static void
test_backup_arrives (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);
  guint deck;

  lay (s, 5, "backup-arrives");
  deck_top (s, "traitor-2b");
  deck = s->board.n_deck;
  next_number (s, 5);
  play (s, "turn");
  g_assert_cmpuint (s->holder[card ("traitor-2b")], ==, 0);
  g_assert_cmpuint (s->n_got, ==, 2);
  g_assert_cmpuint (s->board.n_deck, ==, deck - 2);
  g_assert_cmpuint (s->ring[5], !=, TM_CAPTURED_NONE);
  g_assert_cmpuint (s->ring[5], !=, card ("traitor-2b"));
}

/* Turn section ("When the Board deck runs out") and ruling
 * counting-spaces: cleared spaces drop out of the ring and are skipped,
 * with any marker left on them. */
static void
test_shrinking_ring (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);

  empty_deck (s, 1);
  next_number (s, 3);
  play (s, "turn");                      /* seat 0 clears space 3 */
  g_assert_cmpuint (s->ring[3], ==, TM_CAPTURED_NONE);
  g_assert_cmpuint (tm_captured_board_n_left (&s->board), ==, 19);
  next_number (s, 4);
  play (s, "turn");                      /* 1, 2, 4, 5: space 3 is skipped */
  g_assert_cmpuint (s->landed, ==, 5);
  g_assert_cmpstr (rules->stage (s), ==, "move");
}

/* End section: the last card goes to whoever moves, whatever the number,
 * and the game is over; the hand goes to the score sheet. */
static void
test_last_card (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);
  g_autofree State *before = g_new0 (State, 1);
  TmPlayHandRecord hand = { 0, };
  TmMove turn = { TM_CAPTURED_MOVE_TURN, 0, TM_MOVE_NO_TARGET, 0 };
  guint last = card ("traitor-12a");

  lay (s, 13, "traitor-12a");
  empty_deck (s, 1);
  for (guint i = 0; i < s->board.n_spaces; i++)
    if (i != 13)
      {
        s->holder[s->ring[i]] = i % 2;
        s->ring[i] = TM_CAPTURED_NONE;
        s->board.filled &= ~(1u << i);
      }
  tm_test_play_assert_sane (rules, s);
  next_number (s, 11);
  memcpy (before, s, sizeof *s);
  rules->apply_move (s, turn);
  tm_test_play_assert_sane (rules, s);
  g_assert_cmpuint (s->holder[last], ==, 0);
  g_assert_cmpint (rules->current_player (s), ==, TM_PLAYER_TERMINAL);
  g_assert_true (rules->finished_hand (before, turn, s, &hand));
  g_assert_cmpuint (hand.number, ==, 1);
  g_assert_cmpint (hand.dealer, ==, -1);
  for (guint p = 0; p < 2; p++)
    {
      gint64 traitors;

      g_assert_true (g_variant_lookup (hand.entries[p], "traitors", "x", &traitors));
      g_assert_cmpint (traitors, ==, tm_captured_stash_traitors (s, p));
      g_assert_cmpint (hand.points[p], ==, tm_captured_stash_points (s, p));
      g_variant_unref (hand.entries[p]);
    }
  refused (s, "turn", "end", NULL);
}

/* The rules' scoring example: Dana 9 Traitors, a Commendation and a Blown
 * Cover: 109; Eli 7 Traitors and a Lost Files: 4; Fay 6 Traitors and the
 * Whistleblower: 16. */
static void
test_scoring_example (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);
  static const char * const traitors[] = {
    "traitor-1a", "traitor-2a", "traitor-3a", "traitor-4a", "traitor-5a", "traitor-6a",
    "traitor-7a", "traitor-8a", "traitor-9a", "traitor-10a", "traitor-11a", "traitor-12a",
    "traitor-1b", "traitor-2b", "traitor-3b", "traitor-4b", "traitor-5b", "traitor-6b",
    "traitor-7b", "traitor-8b", "traitor-9b", "traitor-10b",
  };

  for (guint i = 0; i < G_N_ELEMENTS (traitors); i++)
    give (s, i < 9 ? 0 : i < 16 ? 1 : 2, traitors[i]);
  give (s, 0, "commendation");
  give (s, 0, "blown-cover");
  give (s, 1, "lost-files");
  give (s, 2, "whistleblower");
  g_assert_cmpint (tm_captured_stash_points (s, 0), ==, 109);
  g_assert_cmpint (tm_captured_stash_points (s, 1), ==, 4);
  g_assert_cmpint (tm_captured_stash_points (s, 2), ==, 16);
}

/* Ruling most-traitors-tie: players tied for the most all get the bonus;
 * ruling smaller-bonus: the option's number instead of 100. */
static void
test_bonus (void)
{
  g_autofree State *s = new_state (3, "{\"smaller-bonus\": 50}", TRUE);

  give (s, 0, "traitor-1a");
  give (s, 1, "traitor-1b");
  g_assert_cmpint (tm_captured_stash_points (s, 0), ==, 51);
  g_assert_cmpint (tm_captured_stash_points (s, 1), ==, 51);
  g_assert_cmpint (tm_captured_stash_points (s, 2), ==, 0);
  give (s, 2, "sharp-eyes");
  give (s, 2, "sharp-eyes#2");
  g_assert_cmpint (tm_captured_stash_points (s, 2), ==, 4);
}

/* Ruling keep-trump: with the option, the Trump's holder counts none of
 * their negative cards; without it the Trump is out of the game. */
static void
test_trump (void)
{
  g_autofree State *s = new_state (2, "{\"keep-trump\": true}", TRUE);
  g_autofree State *plain = new_state (2, NULL, TRUE);

  give (s, 0, "botched-operation");
  give (s, 0, "inside-tip");
  g_assert_cmpint (tm_captured_stash_points (s, 0), ==, -6);
  give (s, 0, "trump");
  g_assert_cmpint (tm_captured_stash_points (s, 0), ==, 4);
  g_assert_cmpuint (plain->n_cards, ==, 57);
  for (guint c = 0; c < plain->n_cards; c++)
    g_assert_false (tm_captured_cards ()->trump[c]);
}

/* Ruling move-from-start, option move-from-marker: later moves count
 * from the player's own identity card. */
static void
test_move_from_marker (void)
{
  g_autofree State *s = new_state (2, "{\"move-from-marker\": true}", TRUE);
  g_autofree State *t = new_state (2, NULL, TRUE);

  lay (s, 5, "traitor-1a");
  lay (s, 2, "traitor-2a");
  lay (t, 5, "traitor-1a");
  lay (t, 2, "traitor-2a");
  next_number (s, 5);
  play (s, "turn");
  next_number (s, 2);
  play (s, "turn");
  next_number (s, 6);
  play (s, "turn");
  g_assert_cmpuint (s->landed, ==, 11);

  next_number (t, 5);
  play (t, "turn");
  next_number (t, 2);
  play (t, "turn");
  next_number (t, 6);
  play (t, "turn");
  g_assert_cmpuint (t->landed, ==, 6);
}

/* Moves out of turn or out of place are refused, each naming its rule. */
static void
test_forbidden (void)
{
  g_autofree State *s = new_state (2, NULL, TRUE);
  TmPlayViolation v = { NULL, };

  refused (s, "pass", "turn", NULL);
  refused (s, "steal:commendation", "turn", NULL);
  refused (s, "identity:patriot-3a", "setup", NULL);
  g_assert_false (rules->check_move (s, (TmMove) { TM_CAPTURED_MOVE_TURN, 1,
                                                   TM_MOVE_NO_TARGET, 0 }, &v));
  g_assert_cmpstr (v.section, ==, "turn");
  g_assert_false (rules->check_move (s, (TmMove) { TM_CAPTURED_MOVE_TURN, 0, 0, 0 }, &v));
  g_assert_cmpstr (v.section, ==, "turn");
}

/* A position written by hand reads back, and one with a card twice is
 * refused. */
static void
test_json (void)
{
  g_autofree State *s = new_state (3, NULL, TRUE);
  g_autofree State *back = g_new0 (State, 1);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  TmPlayConfig config = { 3, 42, { 0 }, NULL };
  JsonArray *ring;

  give (s, 1, "citation");
  next_number (s, 1);
  play (s, "turn");
  node = rules->to_json (s);
  g_assert_true (rules->from_json (back, &config, json_node_get_object (node), &error));
  g_assert_no_error (error);
  g_assert_cmpmem (back, sizeof *back, s, sizeof *s);

  ring = json_object_get_array_member (json_node_get_object (node), "ring");
  json_array_remove_element (ring, 0);
  json_array_add_string_element (ring, "citation");
  g_assert_false (rules->from_json (back, &config, json_node_get_object (node), &error));
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
}

/* The table assistant at a real table (tm-captured-assistant.c) and
 * virtual play count, skip, refill and steal alike: random games played
 * here are told to a table session as its events (the number turned, the
 * cards taken, the steals), and after every turn the ring, the Board
 * deck, the markers, the missed turns and every stash are the same; at
 * the end, so are the totals. */
static void
test_table_agrees (void)
{
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (NULL);
  const TmCapturedCards *cards = tm_captured_cards ();
  guint turns = 0, steals = 0, draws = 0;
  TmRng rng;

  tm_rng_init (&rng, 2024);
  for (guint game = 0; game < 60; game++)
    {
      guint n = 2 + game % 5;
      static const char * const all_names[] = { "A", "B", "C", "D", "E", "F" };
      g_autofree char **names = g_new0 (char *, n + 1);
      g_autoptr(GVariant) options = NULL;
      g_autoptr(TmTableSession) table = NULL;
      g_autoptr(TmPlayState) state = NULL;
      g_autoptr(GError) error = NULL;
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
      TmTableEvent event = { "dealt", TM_TABLE_NOBODY, TM_TABLE_NOBODY, };

      for (guint p = 0; p < n; p++)
        names[p] = (char *) all_names[p];
      g_variant_dict_insert (&dict, "keep-trump", "b", game % 2 == 1);
      g_variant_dict_insert (&dict, "move-from-marker", "b", game % 3 == 2);
      options = g_variant_ref_sink (g_variant_dict_end (&dict));
      state = tm_play_state_new ("captured", n, 700 + game, options, &error);
      g_assert_no_error (error);
      table = tm_table_session_new (catalogue, "captured", (const char * const *) names, options,
                                    TM_TABLE_NOBODY, &error);
      g_assert_no_error (error);
      g_assert_true (tm_table_session_record (table, &event, &error));

      while (!tm_play_state_get_is_terminal (state))
        {
          const State *s = tm_play_state_peek_data (state);
          TmMove moves[TM_MOVE_MAX_LEGAL];
          guint n_moves = tm_play_state_get_legal_moves (state, moves, TM_MOVE_MAX_LEGAL);
          TmMove m = moves[tm_rng_below (&rng, n_moves)];
          int mover = tm_play_state_get_current_player (state);

          g_assert_true (tm_play_state_apply_move (state, &m, &error));
          s = tm_play_state_peek_data (state);
          memset (&event, 0, sizeof event);
          event.seat = mover;
          event.target = TM_TABLE_NOBODY;
          if (m.kind == TM_CAPTURED_MOVE_TURN)
            {
              event.kind = "move";
              event.number = s->number;
              event.has_number = TRUE;
              if (!tm_table_session_record (table, &event, &error))
                g_error ("game %u: move: %s", game, error->message);
              for (guint i = 0; i < s->n_got; i++)
                {
                  event.kind = "take";
                  event.card = cards->card_ids[s->got[i]];
                  if (!tm_table_session_record (table, &event, &error))
                    g_error ("game %u: take %s: %s", game, event.card, error->message);
                }
              draws += s->n_got - 1;
              turns++;
            }
          else if (m.kind == TM_CAPTURED_MOVE_STEAL || m.kind == TM_CAPTURED_MOVE_PASS)
            {
              event.kind = m.kind == TM_CAPTURED_MOVE_STEAL ? "steal" : "no-steal";
              event.card = m.kind == TM_CAPTURED_MOVE_STEAL ? cards->card_ids[m.card] : NULL;
              if (!tm_table_session_record (table, &event, &error))
                g_error ("game %u: %s: %s", game, event.kind, error->message);
              steals++;
            }
          else
            continue;
          if (s->stage == TM_CAPTURED_STAGE_STEAL)
            continue;

          /* The same table, turn by turn. */
          {
            g_autoptr(JsonNode) node = tm_table_session_dup_facts (table);
            JsonObject *facts = json_object_get_object_member (json_node_get_object (node),
                                                               "facts");
            JsonArray *spaces = json_object_get_array_member (facts, "spaces");
            JsonArray *players = json_object_get_array_member (facts, "players");

            g_assert_cmpint (json_object_get_int_member (facts, "board_deck"), ==,
                             s->board.n_deck);
            g_assert_cmpuint (json_array_get_length (spaces), ==, s->board.n_spaces);
            for (guint i = 0; i < s->board.n_spaces; i++)
              g_assert_cmpint (json_object_get_boolean_member (json_array_get_object_element (spaces, i),
                                                               "card"),
                               ==, s->ring[i] != TM_CAPTURED_NONE);
            for (guint p = 0; p < n; p++)
              {
                JsonObject *player = json_array_get_object_element (players, p);
                JsonArray *stash = json_object_get_array_member (player, "cards");
                guint held = 0;

                g_assert_cmpint (json_object_get_int_member_with_default (player, "marker", 255),
                                 ==, s->board.marker[p]);
                g_assert_cmpint (json_object_get_int_member (player, "misses"), ==,
                                 s->board.misses[p]);
                for (guint c = 0; c < s->n_cards; c++)
                  held += s->holder[c] == p;
                g_assert_cmpuint (json_array_get_length (stash), ==, held);
                g_assert_cmpint (json_object_get_int_member (player, "traitors"), ==,
                                 tm_captured_stash_traitors (s, p));
              }
            if (!tm_play_state_get_is_terminal (state))
              g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "seat"),
                               ==, tm_play_state_get_current_player (state));
          }
        }

      /* The hand the table hands the score sheet scores as play does. */
      {
        const State *s = tm_play_state_peek_data (state);
        g_autoptr(TmTableHand) hand = tm_table_session_get_finished_hand (table);
        g_autoptr(TmScorer) scorer = NULL;
        g_autoptr(TmHandScore) score = NULL;
        g_autofree GVariant **entries = g_new0 (GVariant *, n);

        g_assert_nonnull (hand);
        scorer = tm_scorer_new (catalogue, "captured", (const char * const *) names, options,
                                &error);
        g_assert_no_error (error);
        for (guint p = 0; p < n; p++)
          entries[p] = tm_table_hand_get_entry (hand, p);
        score = tm_scorer_score_hand (scorer, tm_table_hand_get_outcome (hand), entries, &error);
        g_assert_no_error (error);
        for (guint p = 0; p < n; p++)
          g_assert_cmpint (tm_hand_score_get_points (score, p), ==,
                           tm_captured_stash_points (s, p));
      }
    }
  g_test_message ("%u turns, %u steals, %u cards drawn by a card", turns, steals, draws);
  g_assert_cmpuint (draws, >, 0);
  g_assert_cmpuint (steals, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();
  rules = tm_play_rules_lookup ("captured");

  g_test_add_func ("/engine/captured/setup", test_setup);
  g_test_add_func ("/engine/captured/identity", test_identity);
  g_test_add_func ("/engine/captured/turn", test_turn);
  g_test_add_func ("/engine/captured/same-space/example", test_same_space_example);
  g_test_add_func ("/engine/captured/same-space/pass", test_same_space_pass);
  g_test_add_func ("/engine/captured/same-space/hidden", test_steal_hidden);
  g_test_add_func ("/engine/captured/ruling/identity-order", test_ruling_identity_order);
  g_test_add_func ("/engine/captured/ruling/steal-optional", test_ruling_steal_optional);
  g_test_add_func ("/engine/captured/ruling/draw-before-refill", test_ruling_draw_before_refill);
  g_test_add_func ("/engine/captured/ruling/skipping-identity-cards",
                   test_ruling_skipping_identity_cards);
  g_test_add_func ("/engine/captured/card/stand-down", test_lose_turn);
  g_test_add_func ("/engine/captured/card/roadblock", test_skip_next);
  g_test_add_func ("/engine/captured/card/rapid-response", test_extra_turn);
  g_test_add_func ("/engine/captured/card/backup-arrives", test_backup_arrives);
  g_test_add_func ("/engine/captured/shrinking-ring", test_shrinking_ring);
  g_test_add_func ("/engine/captured/last-card", test_last_card);
  g_test_add_func ("/engine/captured/scoring-example", test_scoring_example);
  g_test_add_func ("/engine/captured/bonus", test_bonus);
  g_test_add_func ("/engine/captured/keep-trump", test_trump);
  g_test_add_func ("/engine/captured/move-from-marker", test_move_from_marker);
  g_test_add_func ("/engine/captured/forbidden", test_forbidden);
  g_test_add_func ("/engine/captured/json", test_json);
  g_test_add_func ("/engine/captured/table-agrees", test_table_agrees);
  return g_test_run ();
}
