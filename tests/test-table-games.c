/* test-table-games.c: each game's rules at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-test-table.h"
#include "games/captured/tm-captured-board.h"

static TmCatalogue *catalogue;

static TmTableNow *
now_of (TmTableSession *session)
{
  return tm_table_session_get_now (session);
}

static JsonObject *
facts (TmTableSession *session,
       JsonNode      **keep)
{
  *keep = tm_table_session_dup_facts (session);
  return json_object_get_object_member (json_node_get_object (*keep), "facts");
}

/* Scores a finished hand's entries with the game's own scorer, as the
 * hand form would once the table's entries are in. */
static gint64
score_of (TmTableSession *session,
          TmTableHand    *hand,
          guint           seat)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(TmScorer) scorer = NULL;
  g_autoptr(TmHandScore) score = NULL;

  for (guint p = 0; p < tm_table_hand_get_n_players (hand); p++)
    g_ptr_array_add (names, (gpointer) tm_table_hand_get_player (hand, p));
  g_ptr_array_add (names, NULL);
  scorer = tm_scorer_new (catalogue, tm_table_hand_get_game_id (hand),
                          (const char * const *) names->pdata, tm_table_hand_get_options (hand),
                          &error);
  g_assert_no_error (error);
  {
    g_autofree GVariant **entries = g_new0 (GVariant *, tm_table_hand_get_n_players (hand));

    for (guint p = 0; p < tm_table_hand_get_n_players (hand); p++)
      entries[p] = tm_table_hand_get_entry (hand, p);
    score = tm_scorer_score_hand (scorer, tm_table_hand_get_outcome (hand), entries, &error);
  }
  g_assert_no_error (error);
  return tm_hand_score_get_points (score, seat);
}

/* Captured: the ring's counting, spaces dropping out once the Board deck
 * is empty, identity cards skipped with them, and the last card. */
static void
test_captured_board (void)
{
  TmCapturedBoard b;

  /* Twenty spaces and no Board deck left: every card taken is gone. */
  tm_captured_board_init (&b, 20, 0, 3, FALSE);
  g_assert_cmpint (tm_captured_board_land (&b, 0, 3), ==, 3);
  tm_captured_board_take (&b, 0, 3);
  g_assert_cmpuint (tm_captured_board_n_left (&b), ==, 19);
  /* Space 3 has dropped out, Ann's identity card with it: 3 is now the
   * old space 4. */
  g_assert_cmpint (tm_captured_board_land (&b, 1, 3), ==, 4);
  g_assert_cmpint (tm_captured_board_first_there (&b, 4, 1), ==, -1);
  tm_captured_board_take (&b, 1, 4);
  g_assert_cmpint (tm_captured_board_land (&b, 2, 5), ==, 7);
  /* Counting from the Start card's place even once it is gone. */
  g_assert_cmpint (tm_captured_board_land (&b, 2, 20), ==, 2);
  tm_captured_board_take (&b, 2, tm_captured_board_land (&b, 2, 18));
  g_assert_cmpint (b.marker[2], ==, 0);
  g_assert_cmpint (tm_captured_board_land (&b, 0, 1), ==, 1);
  g_assert_cmpint (tm_captured_board_land (&b, 0, 17), ==, 19);
  g_assert_cmpint (tm_captured_board_land (&b, 0, 18), ==, 1);   /* round again */

  /* Down to one card: every number lands on it; then nothing is left. */
  for (guint s = 0; s < 20; s++)
    if (s != 11 && (b.filled & (1u << s)))
      tm_captured_board_take (&b, 1, s);
  g_assert_cmpuint (tm_captured_board_n_left (&b), ==, 1);
  for (guint n = 1; n <= 12; n++)
    g_assert_cmpint (tm_captured_board_land (&b, 0, n), ==, 11);
  tm_captured_board_take (&b, 0, 11);
  g_assert_true (tm_captured_board_is_over (&b));
  g_assert_cmpint (tm_captured_board_land (&b, 0, 4), ==, -1);

  /* While the Board deck lasts spaces are refilled: identity cards count
   * as spaces, and landing on one is landing with its owner. */
  tm_captured_board_init (&b, 20, 2, 2, FALSE);
  tm_captured_board_take (&b, 0, tm_captured_board_land (&b, 0, 5));
  g_assert_cmpuint (tm_captured_board_n_left (&b), ==, 20);
  g_assert_cmpuint (b.n_deck, ==, 1);
  g_assert_cmpint (tm_captured_board_land (&b, 1, 5), ==, 5);
  g_assert_cmpint (tm_captured_board_first_there (&b, 5, 1), ==, 0);
  g_assert_cmpint (tm_captured_board_land (&b, 1, 6), ==, 6);

  /* From your own marker, with the option; the first move from the
   * Start card. */
  tm_captured_board_init (&b, 20, 5, 2, TRUE);
  g_assert_cmpint (tm_captured_board_land (&b, 0, 12), ==, 12);
  tm_captured_board_take (&b, 0, 12);
  g_assert_cmpint (tm_captured_board_land (&b, 0, 12), ==, 4);
  g_assert_cmpint (tm_captured_board_land (&b, 1, 2), ==, 2);

  /* Missed and extra turns. */
  tm_captured_board_init (&b, 20, 5, 3, FALSE);
  tm_captured_board_lose_turn (&b, 1);
  tm_captured_board_next_turn (&b);
  g_assert_cmpuint (b.current, ==, 2);
  g_assert_cmpuint (b.skipped, ==, 1u << 1);
  tm_captured_board_extra_turn (&b);
  tm_captured_board_next_turn (&b);
  g_assert_cmpuint (b.current, ==, 2);
  tm_captured_board_next_turn (&b);
  g_assert_cmpuint (b.current, ==, 0);
  tm_captured_board_next_turn (&b);
  g_assert_cmpuint (b.current, ==, 1);
}

/* Captured, a whole game at the table: where each player lands (checked
 * against a plain model of the ring), same-space steals, a lost turn, the
 * game's end with the last card, and stashes counted for the score form. */
static void
test_captured_game (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "captured", "Dana,Eli,Fay", NULL, 0);
  g_autoptr(GPtrArray) board = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TmTableHand) hand = NULL;
  gboolean filled[20];
  int marker[3] = { -1, -1, -1 };
  guint deck = 37, next_card = 0, turns = 0, player = 0;
  guint misses[3] = { 0 };
  gboolean again = FALSE;
  int traitors[3] = { 0 }, points[3] = { 0 };
  TmRng rng;

  /* The Board deck's cards, one id per copy, in a fixed order. */
  board = tm_table_procedure_list_stock (tm_catalogue_get_table_procedure (catalogue, "captured",
                                                                           NULL),
                                         "board", NULL);
  for (guint i = 0; i < board->len; i++)
    for (guint k = 0; k < tm_card_get_count (g_ptr_array_index (board, i)); k++)
      g_ptr_array_add (ids, g_strdup (tm_card_get_id (g_ptr_array_index (board, i))));
  g_assert_cmpuint (ids->len, ==, 57);

  for (guint i = 0; i < 20; i++)
    filled[i] = TRUE;
  tm_rng_init (&rng, 77);
  record (s, "dealt");
  refuse (s, "take card=traitor-1a", NULL);
  refuse (s, "move number=13", NULL);
  refuse (s, "move number=0", NULL);

  while (now_phase (s) == TM_TABLE_PHASE_PLAY)
    {
      guint number = 1 + tm_rng_below (&rng, 12);
      g_autofree char *move = g_strdup_printf ("move number=%u", number);
      g_autofree char *take = NULL;
      guint at = 0, left = number;
      const char *id;
      int first = -1;

      g_assert_cmpint (now_seat (s), ==, player);
      /* The plain model: count filled spaces from the Start card. */
      while (left > 0)
        {
          at = (at + 1) % 20;
          if (filled[at])
            left--;
        }
      for (guint q = 0; q < 3; q++)
        if (q != player && marker[q] == (int) at)
          first = q;

      record (s, move);
      {
        g_autoptr(JsonNode) keep = NULL;

        g_assert_cmpint (json_object_get_int_member (facts (s, &keep), "landed"), ==, at);
      }

      /* The cards are taken in the order of the list. */
      g_assert_cmpuint (next_card, <, ids->len);
      id = g_ptr_array_index (ids, next_card++);
      take = g_strdup_printf ("take card=%s", id);
      record (s, take);
      marker[player] = at;
      if (deck > 0)
        deck--;
      else
        filled[at] = FALSE;
      if (g_str_has_prefix (id, "traitor-"))
        traitors[player]++;

      if (first >= 0 && now_actor (s) == first)
        {
          g_autofree char *steal = g_strdup_printf ("steal card=%s", id);

          /* The player there first takes the card just picked up. */
          record (s, steal);
          if (g_str_has_prefix (id, "traitor-"))
            {
              traitors[player]--;
              traitors[first]++;
            }
        }
      /* Turns lost and gained, as the cards say. */
      if (g_str_equal (id, "stand-down") || g_str_equal (id, "grounded"))
        misses[player]++;
      if (g_str_equal (id, "roadblock"))
        misses[(player + 1) % 3]++;
      again = g_str_equal (id, "rapid-response");
      turns++;
      if (!again)
        for (player = (player + 1) % 3; misses[player] > 0; player = (player + 1) % 3)
          misses[player]--;
    }

  g_assert_cmpuint (turns, ==, 57);
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);

  /* The stashes, for the score form: scored by Captured's own scorer. */
  hand = tm_table_session_get_finished_hand (s);
  for (guint p = 0; p < 3; p++)
    {
      gint64 count = -1;

      g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, p), "traitors", "x",
                                       &count));
      g_assert_cmpint (count, ==, traitors[p]);
      points[p] = score_of (s, hand, p);
    }
  /* The most Traitors earn 100 on top (each of them, if tied). */
  {
    int most = MAX (traitors[0], MAX (traitors[1], traitors[2]));

    for (guint p = 0; p < 3; p++)
      g_assert_cmpint (points[p] >= 100, ==, traitors[p] == most);
  }
}

/* Captured: a card that costs a turn, one that stops the next player, an
 * extra turn, and the name-slip penalty. */
static void
test_captured_turns (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "captured", "Dana,Eli,Fay", NULL, 0);

  record (s, "dealt");
  record (s, "move number=2");
  record (s, "take card=stand-down");           /* Dana misses her next turn */
  record (s, "move number=4");
  record (s, "take card=roadblock");            /* Fay misses hers */
  g_assert_cmpint (now_seat (s), ==, 1);        /* Fay and Dana are passed over */
  {
    g_autoptr(TmTableNow) now = now_of (s);

    g_assert_nonnull (strstr (tm_table_now_get_text (now), "Fay misses this turn"));
    g_assert_nonnull (strstr (tm_table_now_get_text (now), "Dana misses this turn"));
  }
  record (s, "move number=6");
  record (s, "take card=rapid-response");       /* Eli goes again */
  g_assert_cmpint (now_seat (s), ==, 1);
  record (s, "move number=8");
  record (s, "take card=traitor-2a");
  g_assert_cmpint (now_seat (s), ==, 2);

  /* Fay called Eli by his real name; Dana caught her... no, Eli caught
   * Fay: she has no stash, so nothing to take; Dana catches Eli. */
  refuse (s, "caught seat=1 target=2 card=traitor-2a", NULL);
  refuse (s, "take card=traitor-2a", NULL);
  record (s, "caught seat=0 target=1 card=traitor-2a");
  {
    g_autoptr(JsonNode) keep = NULL;
    JsonArray *players = json_object_get_array_member (facts (s, &keep), "players");

    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0),
                                                 "traitors"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1),
                                                 "traitors"), ==, 0);
  }
  /* Every copy of a card can be stashed only once. */
  record (s, "move number=1");
  refuse (s, "take card=traitor-2a", NULL);
  refuse (s, "take card=jesus-saves", NULL);
  record (s, "take card=traitor-3a");
}

/* Escaped: the one short player starts; cards travel; a wrong accusation
 * puts a player out (their cards stay to be taken), a right one wins; the
 * last player left wins unless the option makes them name the prisoner. */
static void
test_escaped (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "escaped", "Ana,Ben,Cai,Dee", NULL, 3);
  g_autoptr(TmTableHand) hand = NULL;
  JsonNode *keep = NULL;

  record (s, "dealt");
  /* Dee deals 6, 6, 6 and 5 to herself: she is the one short, and starts. */
  g_assert_cmpint (now_seat (s), ==, 3);
  refuse (s, "take target=3", NULL);
  refuse (s, "take", NULL);
  record (s, "take target=0");
  g_assert_cmpint (now_seat (s), ==, 0);
  {
    JsonArray *cards = json_object_get_array_member (facts (s, &keep), "cards");

    g_assert_cmpint (json_array_get_int_element (cards, 0), ==, 5);
    g_assert_cmpint (json_array_get_int_element (cards, 3), ==, 6);
    json_node_unref (keep);
  }
  record (s, "accuse wrong");                 /* Ana is out */
  g_assert_cmpint (now_seat (s), ==, 1);
  record (s, "take target=0");                /* her cards may still be taken */
  record (s, "take target=1");
  record (s, "accuse wrong");                 /* Dee is out */
  g_assert_cmpint (now_seat (s), ==, 1);      /* Ana and Dee are passed over */
  record (s, "accuse right");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);

  hand = tm_table_session_get_finished_hand (s);
  {
    gint64 named = -1;
    g_autoptr(GVariant) out = NULL;

    g_assert_true (g_variant_lookup (tm_table_hand_get_outcome (hand), "named_by", "x", &named));
    g_assert_cmpint (named, ==, 1);
    out = g_variant_lookup_value (tm_table_hand_get_outcome (hand), "out", G_VARIANT_TYPE ("ax"));
    g_assert_cmpuint (g_variant_n_children (out), ==, 2);
    g_assert_cmpint (score_of (s, hand, 1), >, score_of (s, hand, 0));
  }

  /* The last player left. */
  {
    g_autoptr(TmTableSession) last = new_session (catalogue, "escaped", "Ana,Ben,Cai", NULL, 0);
    g_autoptr(TmTableSession) must = new_session (catalogue, "escaped", "Ana,Ben,Cai",
                                                  "{\"last-player-must-name\": true}", 0);
    g_autoptr(TmTableHand) h = NULL;
    gint64 named = -1;

    record (last, "dealt");
    record (last, "accuse wrong");
    record (last, "accuse wrong");
    g_assert_cmpint (now_phase (last), ==, TM_TABLE_PHASE_HAND_OVER);
    h = tm_table_session_get_finished_hand (last);
    g_assert_true (g_variant_lookup (tm_table_hand_get_outcome (h), "named_by", "x", &named));
    g_assert_cmpint (named, ==, 2);   /* 8, 8, 7: Ana is short and started */

    record (must, "dealt");
    record (must, "accuse wrong");
    record (must, "accuse wrong");
    g_assert_cmpint (now_phase (must), ==, TM_TABLE_PHASE_PLAY);
    g_assert_cmpint (now_seat (must), ==, 2);
    record (must, "accuse wrong");
    g_assert_cmpint (now_phase (must), ==, TM_TABLE_PHASE_HAND_OVER);
    g_clear_pointer (&h, tm_table_hand_unref);
    h = tm_table_session_get_finished_hand (must);
    g_assert_false (g_variant_lookup (tm_table_hand_get_outcome (h), "named_by", "x", &named));
  }
}

/* Meet the Patriots: a pair is kept and, one pair a turn, the turn passes,
 * as after a miss; the board stays at 12 while the draw pile lasts; the
 * last two cards go to the next player; pairs go to the score form; a
 * solo player counts turns. */
static void
test_patriots (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "patriots", "Ana,Ben,Cai", NULL, 2);
  g_autoptr(TmTableHand) hand = NULL;
  JsonNode *keep = NULL;
  guint pairs = 0;

  record (s, "dealt");
  g_assert_cmpint (now_seat (s), ==, 0);
  record (s, "miss");
  g_assert_cmpint (now_seat (s), ==, 1);
  record (s, "pair");
  g_assert_cmpint (now_seat (s), ==, 2);
  {
    JsonObject *f = facts (s, &keep);

    g_assert_cmpint (json_object_get_int_member (f, "board"), ==, 12);
    g_assert_cmpint (json_object_get_int_member (f, "draw_pile"), ==, 10);
    json_node_unref (keep);
  }
  pairs = 1;
  /* Pairs until two cards are left: 12 pairs in all. */
  while (pairs < 11)
    {
      record (s, "pair");
      pairs++;
    }
  {
    JsonObject *f = facts (s, &keep);

    g_assert_cmpint (json_object_get_int_member (f, "board"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (f, "draw_pile"), ==, 0);
    json_node_unref (keep);
  }
  refuse (s, "miss", NULL);
  record (s, "pair");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);
  hand = tm_table_session_get_finished_hand (s);
  {
    gint64 p0 = 0, p1 = 0, p2 = 0;

    g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, 0), "pairs", "x", &p0));
    g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, 1), "pairs", "x", &p1));
    g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, 2), "pairs", "x", &p2));
    g_assert_cmpint (p0 + p1 + p2, ==, 12);
    g_assert_cmpint (p1, ==, 4);
    g_assert_cmpint (score_of (s, hand, 1), ==, 4);
  }

  /* Alone: every turn counts; a perfect game takes 23. */
  {
    g_autoptr(TmTableSession) solo = new_session (catalogue, "patriots", "Ana", NULL, 0);
    g_autoptr(TmTableHand) h = NULL;
    gint64 turns = 0;

    record (solo, "dealt");
    for (guint k = 0; k < 11; k++)
      {
        record (solo, "miss");
        record (solo, "pair");
      }
    {
      g_autoptr(TmTableNow) now = now_of (solo);

      g_assert_cmpstr (tm_table_now_get_section (now), ==, "end");
    }
    record (solo, "pair");
    h = tm_table_session_get_finished_hand (solo);
    g_assert_true (g_variant_lookup (tm_table_hand_get_entry (h, 0), "turns", "x", &turns));
    g_assert_cmpint (turns, ==, 23);
    g_assert_cmpint (score_of (solo, h, 0), ==, 23);
  }
}

/* The mixer: 24 cards handed out to a party of up to 24 from the host's
 * left (who holds which, from the deal's seed), read one by one; the first
 * right guess wins the card, a wrong one passes the guess on, nobody right
 * sets it aside; the tally and the prize winner. */
static void
test_mixer (void)
{
  g_autoptr(GString) names = g_string_new ("G0");
  g_autoptr(TmTableSession) party = NULL;
  g_autoptr(TmTableSession) s = new_session (catalogue, "mixer", "Ana,Ben,Cai", NULL, 0);
  g_autoptr(TmTableHand) hand = NULL;
  JsonNode *keep = NULL;

  for (guint p = 1; p < 24; p++)
    g_string_append_printf (names, ",G%u", p);
  party = new_session (catalogue, "mixer", names->str, NULL, 0);
  record (party, "dealt number=7");
  {
    JsonArray *guests = json_object_get_array_member (facts (party, &keep), "guests");

    g_assert_cmpuint (json_array_get_length (guests), ==, 24);
    for (guint p = 0; p < 24; p++)
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                          json_array_get_object_element (guests, p), "holds")), ==, 1);
    json_node_unref (keep);
  }

  /* Three guests, eight cards each. */
  record (s, "dealt number=3");
  g_assert_cmpint (now_seat (s), ==, 0);
  refuse (s, "guess right", NULL);
  record (s, "read");
  g_assert_cmpint (now_actor (s), ==, 1);
  refuse (s, "guess right seat=0", NULL);           /* the reader does not guess */
  record (s, "guess wrong");
  record (s, "guess right");                  /* Cai wins Ana's card */
  g_assert_cmpint (now_seat (s), ==, 1);
  record (s, "read");
  record (s, "guess wrong");
  record (s, "guess wrong");                  /* nobody: set aside */
  g_assert_cmpint (now_seat (s), ==, 2);
  for (guint k = 0; k < 22; k++)
    {
      record (s, "read");
      record (s, "guess right");              /* the next guest always knows */
    }
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);
  hand = tm_table_session_get_finished_hand (s);
  {
    gint64 total = 0;

    for (guint p = 0; p < 3; p++)
      {
        gint64 correct = 0;

        g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, p), "correct", "x",
                                         &correct));
        total += correct;
      }
    g_assert_cmpint (total, ==, 23);
  }
  record (s, "score points=7,8,8");
  {
    g_autoptr(TmTableNow) now = now_of (s);

    g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_GAME_OVER);
    g_assert_true (tm_table_now_is_winner (now, 1));
    g_assert_true (tm_table_now_is_winner (now, 2));
    g_assert_false (tm_table_now_is_winner (now, 0));
  }

  /* Written guesses: every guest's guess is marked, each right one
   * scores, and the card stays with its reader. */
  {
    g_autoptr(TmTableSession) w = new_session (catalogue, "mixer", "Ana,Ben,Cai",
                                               "{\"written-guesses\": true}", 0);

    record (w, "dealt");
    record (w, "read");
    record (w, "guess right");
    g_assert_cmpint (now_actor (w), ==, 2);
    record (w, "guess right");
    g_assert_cmpint (now_seat (w), ==, 1);
    {
      JsonArray *guests = json_object_get_array_member (facts (w, &keep), "guests");

      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (guests, 1),
                                                   "correct"), ==, 1);
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (guests, 2),
                                                   "correct"), ==, 1);
      json_node_unref (keep);
    }
  }
}

static gboolean
now_offers (TmTableSession *session,
            const char     *kind)
{
  g_autoptr(TmTableNow) now = now_of (session);

  return g_strv_contains (tm_table_now_get_kinds (now), kind);
}

/* The mixer with the owner's answers: a card whose answer is in their
 * card edits is answered by naming one from the list, and the table
 * judges it; a card without one is marked by the host. */
static void
test_mixer_answers (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) own = tm_catalogue_new (&error);
  g_autoptr(GPtrArray) traitors = NULL;
  g_autoptr(TmTableSession) s = NULL;
  g_autofree char *wrong = NULL;
  g_autofree char *right = NULL;
  JsonNode *keep = NULL;
  TmCard *card0, *card1;

  g_assert_no_error (error);
  traitors = tm_table_procedure_list_stock (tm_catalogue_get_table_procedure (own, "mixer", NULL),
                                            "traitors", NULL);
  g_assert_cmpuint (traitors->len, >, 3);
  card0 = g_ptr_array_index (traitors, 0);
  card1 = g_ptr_array_index (traitors, 1);
  /* The first two cards have answers; cards go round from the first
   * seat in the deck's order without a seed. */
  tm_card_edits_set_answer (tm_catalogue_get_card_edits (own), tm_card_get_deck_id (card0),
                            tm_card_get_id (card0), "The first answer");
  tm_card_edits_set_answer (tm_catalogue_get_card_edits (own), tm_card_get_deck_id (card1),
                            tm_card_get_id (card1), "The second answer");

  s = new_session (own, "mixer", "Ana,Ben,Cai", NULL, 0);
  record (s, "dealt");
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (facts (s, &keep),
                                                                        "answered")), ==, 2);
  json_node_unref (keep);
  g_assert_cmpint (now_seat (s), ==, 0);
  record (s, "read");                                   /* Ana reads card 0 */
  g_assert_true (now_offers (s, "answer"));
  refuse (s, "answer", "names-and-answers");            /* which answer? */
  wrong = g_strdup_printf ("answer card=%s", tm_card_get_id (card1));
  right = g_strdup_printf ("answer card=%s", tm_card_get_id (card0));
  record (s, wrong);                                    /* Ben names the other answer */
  g_assert_cmpint (now_actor (s), ==, 2);
  record (s, right);                                    /* Cai names the card's own */
  g_assert_cmpint (now_seat (s), ==, 1);
  {
    JsonArray *guests = json_object_get_array_member (facts (s, &keep), "guests");

    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (guests, 1),
                                                 "correct"), ==, 0);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (guests, 2),
                                                 "correct"), ==, 1);
    json_node_unref (keep);
  }

  record (s, "read");                                   /* Ben reads card 1 */
  g_assert_true (now_offers (s, "answer"));
  record (s, "guess wrong");                            /* nothing from the list */
  record (s, right);                                    /* Ana names card 0's: wrong */
  g_assert_cmpint (now_seat (s), ==, 2);
  record (s, "read");                                   /* Cai reads card 2: no answer */
  g_assert_false (now_offers (s, "answer"));
  g_assert_true (now_offers (s, "guess"));
  record (s, "guess right");
  {
    JsonArray *guests = json_object_get_array_member (facts (s, &keep), "guests");

    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (guests, 0),
                                                 "correct"), ==, 1);
    json_node_unref (keep);
  }
}

/* Prisoner: the rules' own example hand, move by move: the four steps of
 * a turn, Number 2, an Escape stopped, a Plot foiled, the Butler, and
 * what virtual play's rules refuse. */
static void
test_prisoner_example (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "prisoner", "Ann,Ben,Cat", NULL, 0);
  g_autoptr(TmTableHand) hand = NULL;
  gint64 two = -1, escapee = -1;
  const char *result = NULL;

  record (s, "dealt");
  g_assert_cmpint (now_seat (s), ==, 1);
  refuse (s, "play card=raft", NULL);                     /* step 1 first */
  record (s, "draw");
  refuse (s, "draw", NULL);
  record (s, "village card=beach");
  refuse (s, "play card=helicopter", NULL);               /* the Chess Lawn is not up */
  refuse (s, "play card=election", NULL);                 /* only Number 2 lays a Plot */
  refuse (s, "play card=butler on=raft", NULL);           /* no Escape in play */
  record (s, "play card=raft");

  record (s, "draw");
  refuse (s, "village card=beach", NULL);                 /* already face up */
  record (s, "village card=town-hall");
  record (s, "play card=number-two-3");             /* Cat is Number 2 */
  {
    g_autoptr(TmTableNow) now = now_of (s);

    g_assert_nonnull (strstr (tm_table_now_get_text (now), "Number 2: Cat"));
  }

  record (s, "draw");
  record (s, "village card=hospital");
  refuse (s, "play card=control-boat on=raft", NULL);     /* stops only a boat */
  record (s, "play card=guard on=raft");

  record (s, "draw");
  record (s, "village card=woods");
  refuse (s, "play card=butler on=raft", NULL);
  record (s, "play card=on-foot");

  record (s, "draw");
  record (s, "village card=graveyard");
  refuse (s, "play card=swimming", NULL);                 /* Number 2 lays no Escape */
  record (s, "play card=election");

  record (s, "draw");
  record (s, "village card=cafe");
  record (s, "play card=traitor on=election");

  record (s, "draw");
  record (s, "village card=caves");
  record (s, "play card=butler on=on-foot");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);

  hand = tm_table_session_get_finished_hand (s);
  g_assert_true (g_variant_lookup (tm_table_hand_get_outcome (hand), "number_two", "x", &two));
  g_assert_true (g_variant_lookup (tm_table_hand_get_outcome (hand), "result", "&s", &result));
  g_assert_true (g_variant_lookup (tm_table_hand_get_outcome (hand), "escapee", "x", &escapee));
  g_assert_cmpint (two, ==, 2);
  g_assert_cmpstr (result, ==, "escape");
  g_assert_cmpint (escapee, ==, 1);
  /* Ben escaped as someone other than Number 6: +2, and Number 2 -1. */
  g_assert_cmpint (score_of (s, hand, 1), ==, 2);
  g_assert_cmpint (score_of (s, hand, 2), ==, -1);
}

/* Prisoner: Number 2 passes on Number Six; the hand ends when a turn
 * begins with the Free Information pile empty, or with the option after
 * the discards are reshuffled once; Curfew ends it at once. */
static void
test_prisoner_end (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "prisoner", "Ann,Ben,Cat,Dee", NULL, 3);
  g_autoptr(TmTableSession) again = new_session (catalogue, "prisoner", "Ann,Ben,Cat,Dee",
                                                 "{\"reshuffle-free-information\": true}", 3);
  g_autoptr(TmTableSession) curfew = new_session (catalogue, "prisoner", "Ann,Ben", NULL, 0);
  TmDeck *village = tm_catalogue_get_deck (catalogue, "prisoner-village", NULL);
  GListModel *info = G_LIST_MODEL (tm_catalogue_get_deck (catalogue, "prisoner-info", NULL));
  g_autoptr(GPtrArray) discards = g_ptr_array_new_with_free_func (g_free);
  TmTableSession *both[] = { s, again };

  /* Every copy of the cards anyone may discard (Number Six, and Number
   * Two for anyone not Number 2 or 6, must be played). */
  for (guint i = 0; i < g_list_model_get_n_items (info); i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (info, i);

      if (g_str_has_prefix (tm_card_get_id (card), "number-two") ||
          g_str_equal (tm_card_get_id (card), "number-six"))
        continue;
      for (guint k = 0; k < tm_card_get_count (card); k++)
        g_ptr_array_add (discards, g_strdup_printf ("discard card=%s", tm_card_get_id (card)));
    }
  g_assert_cmpuint (discards->len, >=, 33);

  for (guint b = 0; b < G_N_ELEMENTS (both); b++)
    {
      guint turns = 0, placed = 0;

      record (both[b], "dealt");
      while (now_phase (both[b]) == TM_TABLE_PHASE_PLAY && turns < 200)
        {
          g_autoptr(TmTableNow) now = NULL;

          record (both[b], "draw");
          now = now_of (both[b]);
          if (tm_table_now_allows (now, "village"))
            {
              g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (village), placed++);
              g_autofree char *words = g_strdup_printf ("village card=%s",
                                                        tm_card_get_id (card));

              record (both[b], words);
            }
          record (both[b], g_ptr_array_index (discards, turns % 33));
          turns++;
        }
      /* 57 cards, 24 dealt: 33 turns; with the option, 33 more from the
       * 33 discards. */
      g_assert_cmpuint (placed, ==, 27);
      g_assert_cmpuint (turns, ==, b == 0 ? 33 : 66);
      g_assert_cmpint (now_phase (both[b]), ==, TM_TABLE_PHASE_HAND_OVER);
    }

  record (curfew, "dealt");
  record (curfew, "draw");
  record (curfew, "village card=beach");
  record (curfew, "play card=number-two-1");        /* Ben is Number 2 */
  record (curfew, "draw");
  record (curfew, "village card=woods");
  refuse (curfew, "give-six target=1", NULL);             /* Ann is not Number 2 */
  record (curfew, "discard card=butler");
  record (curfew, "draw");
  refuse (curfew, "give-six target=1", NULL);             /* to another player */
  record (curfew, "give-six target=0");             /* Ben drew Number Six */
  record (curfew, "village card=cafe");
  refuse (curfew, "play card=number-six", NULL);          /* it is face up already */
  refuse (curfew, "play card=number-two-2", NULL);        /* Number 2 keeps or discards it */
  record (curfew, "play card=curfew");
  g_assert_cmpint (now_phase (curfew), ==, TM_TABLE_PHASE_HAND_OVER);
  {
    g_autoptr(TmTableHand) h = tm_table_session_get_finished_hand (curfew);
    gint64 six = -1;

    g_assert_true (g_variant_lookup (tm_table_hand_get_outcome (h), "number_six", "x", &six));
    g_assert_cmpint (six, ==, 0);
  }
}

/* The pawns of seat 0 and 1, from the session's facts. */
static void
assert_pawns (TmTableSession *session,
              const char     *first,
              const char     *second)
{
  JsonNode *keep = NULL;
  JsonArray *pawns = json_object_get_array_member (facts (session, &keep), "pawns");

  g_assert_cmpuint (json_array_get_length (pawns), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (pawns, 0), ==, first);
  g_assert_cmpstr (json_array_get_string_element (pawns, 1), ==, second);
  json_node_unref (keep);
}

/* With the Movement rules the pawns are followed, by the place each
 * stands on: all start on the Green Dome; a pawn steps once a turn, after
 * the Village card, onto a place face up, and between Underground and
 * not only through an Underground Access place; an Escape is laid only
 * from one of its places; Number 2 goes to the Green Dome.  Without the
 * rules, pawns do not move. */
static void
test_prisoner_movement (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "prisoner", "Ann,Ben",
                                             "{\"movement\": true}", 0);
  g_autoptr(TmTableSession) plain = new_session (catalogue, "prisoner", "Ann,Ben", NULL, 0);

  record (s, "dealt");
  assert_pawns (s, "green-dome", "green-dome");
  record (s, "draw");                                     /* Ben */
  refuse (s, "step card=green-dome", NULL);               /* the Village card first */
  record (s, "village card=beach");
  {
    g_autoptr(TmTableNow) now = tm_table_session_get_now (s);

    g_assert_true (tm_table_now_allows (now, "step"));
    g_assert_nonnull (strstr (tm_table_now_get_text (now), "(it stands on: Green Dome)"));
  }
  refuse (s, "play card=boat", NULL);                     /* the pawn is not on the Beach */
  refuse (s, "step card=woods", NULL);                    /* not face up */
  refuse (s, "step card=green-dome", NULL);               /* it is there */
  record (s, "step card=beach");
  refuse (s, "step card=green-dome", NULL);               /* once a turn */
  record (s, "play card=boat");
  assert_pawns (s, "green-dome", "beach");

  record (s, "draw");                                     /* Ann */
  record (s, "village card=control-room");
  record (s, "step card=control-room");                   /* from an Access place */
  record (s, "discard card=butler");

  record (s, "draw");                                     /* Ben */
  record (s, "village card=chess-lawn");
  refuse (s, "step card=control-room", NULL);             /* the Beach is no Access place */
  record (s, "play card=number-two-1");
  assert_pawns (s, "control-room", "green-dome");

  record (s, "draw");                                     /* Ann */
  record (s, "village card=woods");
  refuse (s, "play card=helicopter", NULL);               /* not on the Chess Lawn */
  refuse (s, "step card=chess-lawn", NULL);               /* not from Underground */
  record (s, "step card=green-dome");
  record (s, "discard card=butler");

  record (plain, "dealt");
  record (plain, "draw");
  record (plain, "village card=beach");
  refuse (plain, "step card=beach", NULL);
  record (plain, "play card=boat");                       /* within reach */
}

/* Gitmo with partners: seats opposite, turns passing with missed and
 * extra turns from Special Ops cards (read with virtual play's effect
 * reader), the deck counting down to the end of the hand, points kept
 * for the score form, the deal passing on, and the round ending when
 * everyone has dealt once. */
static void
test_gitmo (void)
{
  g_autoptr(TmTableSession) s = new_session (catalogue, "gitmo", "Ana,Ben,Cai,Dee",
                                             "{\"partners\": true}", 3);
  g_autoptr(TmTableHand) hand = NULL;
  JsonNode *keep = NULL;

  g_assert_cmpint (tm_table_session_get_team (s, 0), ==, tm_table_session_get_team (s, 2));
  g_assert_cmpint (tm_table_session_get_team (s, 1), !=, tm_table_session_get_team (s, 2));

  /* 58 cards, 3 each to four: the deck holds 46, less 2 used clearing
   * the deal. */
  record (s, "dealt number=2");
  g_assert_cmpint (now_seat (s), ==, 0);
  g_assert_cmpint (json_object_get_int_member (facts (s, &keep), "deck"), ==, 44);
  json_node_unref (keep);

  refuse (s, "special-ops card=trump", NULL);
  refuse (s, "done seat=1", NULL);
  refuse (s, "bonus card=alliance", NULL);
  record (s, "special-ops card=backup-arrives");       /* one more to draw */
  refuse (s, "done", NULL);
  record (s, "special-ops card=stand-down");           /* Ana misses her next turn */
  record (s, "special-ops card=commendation");         /* +5, kept */
  record (s, "done number=5");
  g_assert_cmpint (now_seat (s), ==, 1);
  record (s, "bonus card=whistleblower");
  record (s, "special-ops card=rapid-response");       /* Ben goes again */
  record (s, "done number=3");
  g_assert_cmpint (now_seat (s), ==, 1);
  record (s, "done number=3");
  record (s, "special-ops card=roadblock");            /* Dee misses one */
  record (s, "done number=3");
  g_assert_cmpint (now_seat (s), ==, 1);               /* Dee and Ana passed over */
  {
    g_autoptr(TmTableNow) now = now_of (s);

    g_assert_nonnull (strstr (tm_table_now_get_text (now), "Dee misses this turn"));
    g_assert_nonnull (strstr (tm_table_now_get_text (now), "Ana misses this turn"));
  }
  refuse (s, "done number=31", NULL);
  record (s, "done number=30");
  g_assert_cmpint (now_phase (s), ==, TM_TABLE_PHASE_HAND_OVER);

  hand = tm_table_session_get_finished_hand (s);
  g_assert_cmpint (tm_table_hand_get_team (hand, 1), ==, tm_table_hand_get_team (hand, 3));
  {
    gboolean whistleblower = FALSE;
    g_autoptr(GVariant) special = NULL;

    g_assert_true (g_variant_lookup (tm_table_hand_get_entry (hand, 1), "whistleblower", "b",
                                     &whistleblower));
    g_assert_true (whistleblower);
    special = g_variant_lookup_value (tm_table_hand_get_entry (hand, 0), "special_ops",
                                      G_VARIANT_TYPE ("av"));
    g_assert_nonnull (special);
    g_assert_cmpuint (g_variant_n_children (special), ==, 1);
  }

  /* Everyone deals once: four hands, then the game (one round) is over;
   * partners add up. */
  record (s, "score points=5,10,0,-2");
  for (guint h = 2; h <= 4; h++)
    {
      g_autoptr(TmTableNow) now = now_of (s);

      g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_DEAL);
      g_assert_cmpint (tm_table_now_get_dealer (now), ==, (h + 2) % 4);
      record (s, "dealt");
      record (s, "end-hand");
      record (s, "score points=1,1,1,1");
    }
  {
    g_autoptr(TmTableNow) now = now_of (s);

    g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_GAME_OVER);
    g_assert_true (tm_table_now_is_winner (now, 1));
    g_assert_true (tm_table_now_is_winner (now, 3));
    g_assert_false (tm_table_now_is_winner (now, 0));
  }

  /* Two rounds among three: a round ends once each has dealt, the deal
   * going on round the table into the next. */
  {
    g_autoptr(TmTableSession) two = new_session (catalogue, "gitmo", "Ana,Ben,Cai",
                                                 "{\"rounds\": 2}", 0);

    for (guint h = 1; h <= 6; h++)
      {
        g_autoptr(TmTableNow) now = now_of (two);

        g_assert_cmpint (tm_table_now_get_phase (now), ==, TM_TABLE_PHASE_DEAL);
        g_assert_cmpuint (tm_table_now_get_hand (now), ==, h);
        g_assert_cmpuint (tm_table_now_get_round (now), ==, (h + 2) / 3);
        g_assert_cmpint (tm_table_now_get_dealer (now), ==, (h - 1) % 3);
        record (two, "dealt");
        record (two, "end-hand");
        record (two, "score points=1,0,0");
      }
    g_assert_cmpint (now_phase (two), ==, TM_TABLE_PHASE_GAME_OVER);
  }
}

/* Every kind of event a game's table rules record has a button label in
 * its table.json (but `dealt`, whose button says the cards are dealt,
 * and `score`, which the hand form records), and every label there
 * names one of them. */
static void
test_event_labels (void)
{
  const TmGameModule * const *modules = tm_game_modules_get ();
  guint checked = 0;

  for (guint m = 0; modules[m] != NULL; m++)
    {
      const TmTableRules *rules = modules[m]->get_table_rules != NULL
                                  ? modules[m]->get_table_rules () : NULL;
      TmTableProcedure *procedure;
      g_auto(GStrv) labelled = NULL;

      if (rules == NULL)
        continue;
      procedure = tm_catalogue_get_table_procedure (catalogue, modules[m]->id, NULL);
      g_assert_nonnull (procedure);
      for (const TmTableKindInfo *info = rules->kinds; info->kind != NULL; info++)
        {
          const char *label = tm_table_procedure_get_event_label (procedure, info->kind);

          if (g_str_equal (info->kind, "dealt") || g_str_equal (info->kind, "score"))
            continue;
          if (label == NULL)
            g_error ("%s: event “%s” has no label in table.json", modules[m]->id, info->kind);
          g_assert_cmpstr (label, !=, "");
          checked++;
        }
      labelled = tm_table_procedure_dup_event_kinds (procedure);
      for (guint k = 0; labelled[k] != NULL; k++)
        {
          gboolean known = FALSE;

          for (const TmTableKindInfo *info = rules->kinds; info->kind != NULL && !known; info++)
            known = g_str_equal (info->kind, labelled[k]);
          if (!known)
            g_error ("%s: table.json labels “%s”, which the rules do not record",
                     modules[m]->id, labelled[k]);
        }
    }
  g_assert_cmpuint (checked, >=, 20);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tm_init ();

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);

  g_test_add_func ("/table/captured/board", test_captured_board);
  g_test_add_func ("/table/captured/game", test_captured_game);
  g_test_add_func ("/table/captured/turns", test_captured_turns);
  g_test_add_func ("/table/escaped/game", test_escaped);
  g_test_add_func ("/table/patriots/game", test_patriots);
  g_test_add_func ("/table/mixer/game", test_mixer);
  g_test_add_func ("/table/mixer/answers", test_mixer_answers);
  g_test_add_func ("/table/prisoner/example", test_prisoner_example);
  g_test_add_func ("/table/prisoner/end", test_prisoner_end);
  g_test_add_func ("/table/prisoner/movement", test_prisoner_movement);
  g_test_add_func ("/table/gitmo/game", test_gitmo);
  g_test_add_func ("/table/every-game/event-labels", test_event_labels);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
