/* test-play-escaped.c: every rule of Escaped, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games are dealt from a seed and played by their moves' text form
 * (docs/play-format.md); the card set aside is read from the full state,
 * as only a test may.
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-test-games.h"
#include "games/escaped/tm-escaped-play.h"

typedef TmEscapedState State;

static const TmPlayRules *rules;

static State *
new_state (guint       n_players,
           const char *options)
{
  return tm_test_play_new_state (rules, n_players, options, NULL);
}

static void
play (State      *s,
      const char *text)
{
  tm_test_play_apply (rules, s, text);
}

/* The move is refused by the rules section (and ruling) named. */
static void
refused (const State *s,
         const char  *text,
         const char  *section,
         const char  *ruling)
{
  tm_test_play_refused (rules, s, text, section, ruling);
}

static const char *
id (guint card)
{
  return tm_escaped_cards ()->ids[card];
}

static char *
accuse_text (guint card)
{
  return g_strdup_printf ("accuse:%s", id (card));
}

/* A card that is not the one set aside. */
static guint
wrong_card (const State *s)
{
  return (s->card_of[TM_ESCAPED_MIDDLE] + 1) % s->n_cards;
}

/* The current seat takes the first card of @from's rows. */
static void
take_from (State *s,
           guint  from)
{
  g_autofree char *text = g_strdup_printf ("take:%u:%u:0", from, s->n_row[from][0] > 0 ? 0 : 1);

  play (s, text);
}

static guint
held (const State *s,
      guint        p)
{
  return s->n_row[p][0] + s->n_row[p][1];
}

/* Setup: one card aside, the rest dealt from the dealer's left (the last
 * seat deals) into two rows; everyone has seen their own cards only; a
 * single player short of a card starts (ruling who-starts). */
static void
test_deal (void)
{
  static const guint first[] = { [3] = 2, [4] = 3, [5] = 0, [6] = 5, [7] = 0, [8] = 7 };

  for (guint n = 3; n <= 8; n++)
    {
      g_autofree State *s = new_state (n, NULL);
      guint total = 0;

      g_assert_cmpuint (s->n_cards, ==, 24);
      for (guint p = 0; p < n; p++)
        {
          guint expect = 23 / n + (p < 23 % n);

          g_assert_cmpuint (held (s, p), ==, expect);
          /* Two rows, dealt in turn. */
          g_assert_cmpuint (s->n_row[p][0], ==, (expect + 1) / 2);
          g_assert_cmpuint (s->n_row[p][1], ==, expect / 2);
          g_assert_cmpuint (__builtin_popcount (s->seen[p]), ==, expect);
          g_assert_false (s->seen[p] & 1u << TM_ESCAPED_MIDDLE);
          total += expect;
        }
      g_assert_cmpuint (total, ==, 23);
      g_assert_cmpint (rules->current_player (s), ==, first[n]);
    }
}

/* Who deals in the app (ruling app-dealer): the last seat, every game,
 * and the hand the score sheet is given says so; who starts follows from
 * that dealer by ruling who-starts (the single player short of a card, or
 * the dealer's left), whatever the seed. */
static void
test_app_dealer (void)
{
  for (guint n = 3; n <= 8; n++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(TmPlayState) state = tm_play_state_new ("escaped", n, seed, NULL, &error);
        g_autoptr(TmPlayHand) hand = NULL;
        const State *s;
        guint short_seats = 0, short_seat = 0, dealer = n - 1;

        g_assert_no_error (error);
        s = tm_play_state_peek_data (state);
        for (guint p = 0; p < n; p++)
          if (held (s, p) == 23 / n)
            short_seats++, short_seat = p;
        g_assert_cmpint (tm_play_state_get_current_player (state), ==,
                         short_seats == 1 ? short_seat : (dealer + 1) % n);

        /* To the end: the first legal move each time. */
        while (hand == NULL)
          {
            g_autoptr(TmPlayState) before = tm_play_state_copy (state);
            TmMove moves[TM_MOVE_MAX_LEGAL];

            g_assert_cmpuint (tm_play_state_get_legal_moves (state, moves, G_N_ELEMENTS (moves)),
                              >, 0);
            g_assert_true (tm_play_state_apply_move (state, &moves[0], &error));
            g_assert_no_error (error);
            hand = tm_play_hand_new_finished (before, state);
          }
        g_assert_cmpint (tm_play_hand_get_dealer (hand), ==, dealer);
      }
}

/* A turn: take any one card from another player's rows; it goes to the end
 * of the taker's shorter row and the row it left closes up (ruling
 * taken-card-place); the taker has seen it; play passes to the left. */
static void
test_take (void)
{
  g_autofree State *s = new_state (4, NULL);
  guint me = s->current;                       /* seat 3, one card short */
  guint token = s->rows[1][0][1];
  guint next = s->rows[1][0][2];
  guint before = s->n_row[1][0];

  g_assert_cmpuint (me, ==, 3);
  g_assert_false (s->seen[me] & 1u << token);
  play (s, "take:1:0:1");
  g_assert_cmpuint (s->n_row[1][0], ==, before - 1);
  g_assert_cmpuint (s->rows[1][0][1], ==, next);
  /* Seat 3 had 3 + 2 cards: the card joins the second row. */
  g_assert_cmpuint (s->n_row[me][1], ==, 3);
  g_assert_cmpuint (s->rows[me][1][2], ==, token);
  g_assert_true (s->seen[me] & 1u << token);
  g_assert_cmpuint (s->takes[me], ==, 1);
  g_assert_cmpint (rules->current_player (s), ==, 0);
  /* Seat 1 still remembers the card it lost, and where it went. */
  g_assert_true (s->seen[1] & 1u << token);
}

/* Each seat's last take is kept after every take, also once the card has
 * been taken from it again, and survives saving the state. */
static void
test_last_take (void)
{
  g_autofree State *s = new_state (4, NULL);
  g_autofree State *back = g_new0 (State, 1);
  g_autoptr(JsonNode) node = NULL;
  TmPlayConfig config = { .n_players = 4, .seed = 42 };
  guint token;

  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (s->took[p], ==, TM_ESCAPED_NONE);
  for (guint round = 0; round < 3; round++)
    for (guint p = 0; p < 4; p++)
      {
        guint me = s->current, from = (me + 1) % 4;

        token = s->rows[from][s->n_row[from][0] > 0 ? 0 : 1][0];
        take_from (s, from);
        g_assert_cmpuint (s->took[me], ==, token);
      }
  /* Seat 0 took from seat 1 last; seat 3 takes that card from seat 0. */
  token = s->took[0];
  {
    guint seat, row, place;
    g_autofree char *text = NULL;

    g_assert_cmpuint (s->current, ==, 3);
    g_assert_true (tm_escaped_play_find_token (s, token, &seat, &row, &place));
    g_assert_cmpuint (seat, ==, 0);
    text = g_strdup_printf ("take:0:%u:%u", row, place);
    play (s, text);
  }
  g_assert_cmpuint (s->took[0], ==, token);
  g_assert_cmpuint (s->took[3], ==, token);

  node = rules->to_json (s);
  g_assert_true (rules->from_json (back, &config, json_node_get_object (node), NULL));
  g_assert_cmpmem (s->took, sizeof s->took, back->took, sizeof back->took);
  /* Saved before seats kept it: worked out from what each seat saw last. */
  for (guint p = 0; p < 4; p++)
    json_object_remove_member (json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (node), "seats"), p), "took");
  g_assert_true (rules->from_json (back, &config, json_node_get_object (node), NULL));
  g_assert_cmpuint (back->took[3], ==, token);
}

/* The first right accusation wins, and shows the card to everyone. */
static void
test_accuse_right (void)
{
  g_autofree State *s = new_state (5, NULL);
  g_autofree char *text = accuse_text (s->card_of[TM_ESCAPED_MIDDLE]);
  g_autofree State *before = g_memdup2 (s, sizeof *s);
  g_autofree State *seen = g_new0 (State, 1);
  TmPlayHandRecord record = { 0 };
  double values[TM_PLAY_MAX_PLAYERS];
  gint64 named;

  play (s, text);
  g_assert_cmpint (rules->current_player (s), ==, TM_PLAYER_TERMINAL);
  g_assert_cmpuint (s->winner, ==, 0);
  rules->returns (s, values);
  g_assert_cmpfloat (values[0], ==, 1.0);
  g_assert_cmpfloat (values[1], ==, 0.0);
  rules->observe (s, 3, seen);
  g_assert_cmpuint (seen->card_of[TM_ESCAPED_MIDDLE], ==, s->card_of[TM_ESCAPED_MIDDLE]);

  g_assert_true (rules->finished_hand (before, tm_test_play_parse (rules, before, text), s,
                                       &record));
  g_assert_true (g_variant_lookup (record.outcome, "named_by", "x", &named));
  g_assert_cmpint (named, ==, 0);
  g_assert_cmpint (record.points[0], ==, 1);
  g_assert_cmpuint (record.took_hand, ==, 1);
  g_variant_unref (record.outcome);
  for (guint p = 0; p < 5; p++)
    g_variant_unref (record.entries[p]);
}

/* A wrong accusation puts the accuser out without showing the card: the
 * others see neither name (ruling accuse-privately), the accuser takes no
 * more turns, and their cards stay to be taken (ruling out-players-cards). */
static void
test_accuse_wrong (void)
{
  g_autofree State *s = new_state (5, NULL);
  g_autofree State *seen = g_new0 (State, 1);
  guint wrong = wrong_card (s);
  g_autofree char *text = accuse_text (wrong);
  char buf[64];

  play (s, text);
  g_assert_true (s->out & 1u);
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpuint (s->cleared, ==, 0);

  rules->observe (s, 1, seen);
  g_assert_cmpuint (seen->card_of[TM_ESCAPED_MIDDLE], ==, TM_ESCAPED_UNKNOWN);
  g_assert_cmpuint (seen->accused[0], ==, TM_ESCAPED_UNKNOWN);
  g_assert_true (tm_escaped_play_candidates (seen, 1) & 1u << wrong);
  rules->move_to_string (seen, (TmMove) { TM_ESCAPED_MOVE_ACCUSE, wrong, 0, 0 }, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "accuse:?");
  /* The accuser has seen the card set aside. */
  rules->observe (s, 0, seen);
  g_assert_cmpuint (seen->card_of[TM_ESCAPED_MIDDLE], ==, s->card_of[TM_ESCAPED_MIDDLE]);
  rules->move_to_string (seen, (TmMove) { TM_ESCAPED_MOVE_ACCUSE, wrong, 0, 0 }, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, text);

  /* Seat 1 may take seat 0's cards; seat 0 is skipped. */
  for (guint p = 1; p < 5; p++)
    take_from (s, 0);
  g_assert_cmpint (rules->current_player (s), ==, 1);
}

/* With accuse-aloud, a wrong name is public: everyone may tick it off. */
static void
test_accuse_aloud (void)
{
  g_autofree State *s = new_state (4, "{\"accuse-aloud\": true}");
  g_autofree State *seen = g_new0 (State, 1);
  guint me = s->current;
  guint wrong = wrong_card (s);
  g_autofree char *text = accuse_text (wrong);
  char buf[64];

  play (s, text);
  g_assert_cmpuint (s->cleared, ==, 1u << wrong);
  rules->observe (s, (me + 1) % 4, seen);
  g_assert_cmpuint (seen->accused[me], ==, wrong);
  g_assert_false (tm_escaped_play_candidates (seen, (me + 1) % 4) & 1u << wrong);
  rules->move_to_string (seen, (TmMove) { TM_ESCAPED_MOVE_ACCUSE, wrong, me, 0 }, buf,
                         sizeof buf);
  g_assert_cmpstr (buf, ==, text);
}

static void
everyone_but_last_wrong (State *s)
{
  while (s->n_players - __builtin_popcount (s->out) > 1)
    {
      g_autofree char *text = accuse_text (wrong_card (s));

      play (s, text);
    }
}

/* Ruling last-player-left: when all but one have accused wrongly, the last
 * player wins at once; with last-player-must-name they play on and must
 * name the prisoner, and if they are wrong nobody wins. */
static void
test_last_player_left (void)
{
  g_autofree State *s = new_state (3, NULL);
  g_autofree State *t = new_state (3, "{\"last-player-must-name\": true}");
  g_autofree State *before = NULL;
  TmPlayHandRecord record = { 0 };
  double values[TM_PLAY_MAX_PLAYERS];
  g_autofree char *wrong = NULL;
  guint last;

  everyone_but_last_wrong (s);
  g_assert_cmpint (rules->current_player (s), ==, TM_PLAYER_TERMINAL);
  last = s->winner;
  g_assert_cmpuint (last, !=, TM_ESCAPED_NONE);
  g_assert_false (s->out & 1u << last);

  everyone_but_last_wrong (t);
  g_assert_cmpint (rules->current_player (t), !=, TM_PLAYER_TERMINAL);
  last = rules->current_player (t);
  play (t, "take:0:0:0");
  g_assert_cmpint (rules->current_player (t), ==, last);
  before = g_memdup2 (t, sizeof *t);
  wrong = accuse_text (wrong_card (t));
  play (t, wrong);
  g_assert_cmpint (rules->current_player (t), ==, TM_PLAYER_TERMINAL);
  g_assert_cmpuint (t->winner, ==, TM_ESCAPED_NONE);
  rules->returns (t, values);
  g_assert_cmpfloat_with_epsilon (values[0], 1.0 / 3, 1e-9);

  /* The scorer gives nobody the win. */
  g_assert_true (rules->finished_hand (before, tm_test_play_parse (rules, before, wrong), t,
                                       &record));
  g_assert_false (g_variant_lookup (record.outcome, "named_by", "x", NULL));
  g_assert_cmpuint (record.took_hand, ==, 0);
  g_variant_unref (record.outcome);
  for (guint p = 0; p < 3; p++)
    g_variant_unref (record.entries[p]);
}

/* Ruling endless-game: a seat that has taken its limit must accuse. */
static void
test_take_limit (void)
{
  g_autofree State *s = new_state (3, NULL);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n;

  while (s->takes[s->current] < TM_ESCAPED_TAKE_LIMIT)
    take_from (s, (s->current + 1) % 3);
  refused (s, "take:0:0:0", "turn", "endless-game");
  n = rules->legal_moves (s, moves);
  g_assert_cmpuint (n, ==, 24);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (moves[i].kind, ==, TM_ESCAPED_MOVE_ACCUSE);
}

/* Every forbidden move, and the rule that forbids it. */
static void
test_forbidden (void)
{
  g_autofree State *s = new_state (4, NULL);
  g_autofree char *right = accuse_text (s->card_of[TM_ESCAPED_MIDDLE]);
  TmPlayViolation v = { 0 };

  /* Seat 3 to move. */
  refused (s, "take:3:0:0", "turn", NULL);           /* one's own card */
  refused (s, "take:1:0:9", "turn", NULL);           /* no card there */
  refused (s, "take:1:2:0", "turn", NULL);           /* a third row */
  refused (s, "take:9:0:0", "turn", NULL);           /* no such seat */
  g_assert_false (rules->check_move (s, (TmMove) { TM_ESCAPED_MOVE_ACCUSE, 0, 1, 0 }, &v));
  g_assert_cmpstr (v.ruling, ==, "accuse-instead");  /* out of turn */
  g_assert_false (rules->check_move (s, (TmMove) { TM_ESCAPED_MOVE_ACCUSE, 40, 3, 0 }, &v));
  g_assert_cmpstr (v.section, ==, "turn");           /* not a Traitor */
  g_assert_false (rules->check_move (s, (TmMove) { 9, 0, 0, 0 }, &v));
  g_assert_cmpstr (v.section, ==, "turn");

  play (s, right);
  refused (s, "take:1:0:0", "end", NULL);            /* after the end */
}

/* The computer reasons by elimination: certain, it accuses the one name
 * left; otherwise it looks at a card it has not seen. */
static void
test_heuristic (void)
{
  g_autofree State *s = new_state (3, NULL);
  g_autofree State *o = g_new0 (State, 1);
  TmRng rng;

  tm_rng_init (&rng, 1);
  for (guint i = 0; i < 20; i++)
    {
      TmMove m;

      rules->observe (s, s->current, o);
      m = rules->heuristic (o, &rng);
      g_assert_cmpuint (m.kind, ==, TM_ESCAPED_MOVE_TAKE);
      g_assert_false (o->seen[s->current] & 1u << s->rows[m.target][m.slot][m.card]);
      rules->apply_move (s, m);
    }

  /* Seat 0 has looked at every card but the prisoner. */
  g_free (s);
  s = new_state (3, NULL);
  s->current = 0;
  s->seen[0] = ~1u & ((1u << 24) - 1);
  rules->observe (s, 0, o);
  g_assert_cmpuint (tm_escaped_play_candidates (o, 0), ==, 1u << s->card_of[TM_ESCAPED_MIDDLE]);
  {
    TmMove m = rules->heuristic (o, &rng);

    g_assert_cmpuint (m.kind, ==, TM_ESCAPED_MOVE_ACCUSE);
    g_assert_cmpuint (m.card, ==, s->card_of[TM_ESCAPED_MIDDLE]);
  }
}

/* The search weighs only what is worth weighing: the plain cases are
 * settled before it (one name left: accuse; three or more with no rival
 * close: look), the close ones leave accusing and one take per seat. */
static void
test_search_moves (void)
{
  g_autofree State *s = new_state (4, NULL);
  g_autofree State *o = g_new0 (State, 1);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n, me = s->current;

  rules->observe (s, me, o);
  n = rules->search_moves (o, moves);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (moves[0].kind, ==, TM_ESCAPED_MOVE_TAKE);

  /* Down to one name: accuse it. */
  s->seen[me] = ~1u & ((1u << s->n_cards) - 1);
  rules->observe (s, me, o);
  n = rules->search_moves (o, moves);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (moves[0].kind, ==, TM_ESCAPED_MOVE_ACCUSE);
  g_assert_cmpuint (moves[0].card, ==, s->card_of[TM_ESCAPED_MIDDLE]);

  /* Two names left: a choice between accusing and looking in each of
   * the three other seats' rows, every one of them legal. */
  s->seen[me] &= ~(1u << s->rows[(me + 1) % 4][0][0]);
  rules->observe (s, me, o);
  n = rules->search_moves (o, moves);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (moves[0].kind, ==, TM_ESCAPED_MOVE_ACCUSE);
  g_assert_true (tm_escaped_play_candidates (o, me) & 1u << moves[0].card);
  g_assert_cmpuint (moves[1].kind, ==, TM_ESCAPED_MOVE_TAKE);
  g_assert_cmpuint (moves[1].target, ==, (me + 1) % 4);
  for (guint i = 0; i < n; i++)
    g_assert_true (rules->check_move (s, moves[i], NULL));
}

/* The expert search beats the expert heuristic, which reasons from the
 * same cards by fixed rules: one search seat against three heuristic
 * seats, rotated, wins more than its share (docs/performance.md has the
 * measured rates). */
static void
test_search_beats_heuristic (void)
{
  guint search_wins = 0, games = 200;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("escaped", 4, 900 + g, NULL, NULL);
      TmAgent *agents[4];
      const State *end;

      for (guint p = 0; p < 4; p++)
        {
          agents[p] = tm_agent_new (p == g % 4 ? "ismcts:expert" : "heuristic:expert", NULL);
          tm_agent_set_seed (agents[p], g * 4 + p);
          if (TM_IS_AGENT_ISMCTS (agents[p]))
            tm_agent_ismcts_set_time_limited (TM_AGENT_ISMCTS (agents[p]), FALSE);
        }
      while (!tm_play_state_get_is_terminal (state))
        {
          TmMove m;

          g_assert_true (tm_agent_choose_move (agents[tm_play_state_get_current_player (state)],
                                               state, NULL, &m, NULL));
          g_assert_true (tm_play_state_apply_move (state, &m, NULL));
        }
      end = tm_play_state_peek_data (state);
      search_wins += end->winner == g % 4;
      for (guint p = 0; p < 4; p++)
        g_object_unref (agents[p]);
    }
  g_test_message ("the search won %u of %u games", search_wins, games);
  /* A quarter is 50; 60 is beyond chance at this sample (p < 0.05). */
  g_assert_cmpuint (search_wins, >, 60);
}

/* Weaker players forget cards that left their rows, never the ones they
 * hold, and dare more. */
static void
test_forget (void)
{
  g_autofree State *s = new_state (3, NULL);
  g_autofree State *o = g_new0 (State, 1);
  guint lost = 0;

  for (guint i = 0; i < 30; i++)
    take_from (s, s->current == 0 ? 1 : held (s, 0) > 0 ? 0 : 3 - s->current);
  rules->observe (s, 0, o);
  rules->forget (o, 7, 1.0);
  g_assert_cmpuint (o->risk, ==, 0);
  g_assert_cmpuint (o->seen[0], ==, s->seen[0]);

  rules->observe (s, 0, o);
  rules->forget (o, 7, 0.45);
  g_assert_cmpuint (o->risk, ==, 55);
  for (guint t = 1; t < s->n_cards; t++)
    if ((s->seen[0] & 1u << t) && !(o->seen[0] & 1u << t))
      {
        guint p, r, i;

        lost++;
        g_assert_cmpuint (o->card_of[t], ==, TM_ESCAPED_UNKNOWN);
        g_assert_true (tm_escaped_play_find_token (s, t, &p, &r, &i));
        g_assert_cmpuint (p, !=, 0);
      }
  g_assert_cmpuint (lost, >, 0);
}

/* The tool's text forms: what `legal` lists, `apply` reads. */
static void
test_move_text (void)
{
  g_autofree State *s = new_state (3, NULL);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = rules->legal_moves (s, moves);

  g_assert_cmpuint (n, ==, 24 + 16);   /* seat 2 holds 7 of 23, the others 16 */
  for (guint i = 0; i < n; i++)
    {
      char buf[64];
      TmMove back;

      rules->move_to_string (s, moves[i], buf, sizeof buf);
      g_assert_true (rules->move_from_string (s, buf, &back));
      g_assert_true (tm_move_equal (&back, &moves[i]));
    }
  g_assert_false (rules->move_from_string (s, "accuse:patriot-1a", &moves[0]));
  g_assert_false (rules->move_from_string (s, "take:1:0", &moves[0]));
}

/* Whole games between computer players at every strength and table size:
 * the invariants hold after every move, each game ends within the rules'
 * bound, and the heuristic agent's choice depends on its observation only
 * (the same in two states sampled from it). */
static void
test_agents_play (void)
{
  guint expert_games = 0, expert_named = 0;

  for (guint g = 0; g < 60; g++)
    {
      guint n = 3 + g % 6;
      g_autoptr(GVariantBuilder) b = g_variant_builder_new (G_VARIANT_TYPE ("a{sv}"));
      g_autoptr(GVariant) options = NULL;
      g_autoptr(TmPlayState) state = NULL;
      g_autoptr(TmAgent) agent = tm_agent_new (g % 10 == 1 ? "ismcts:easy" : "heuristic", NULL);
      g_autoptr(GError) error = NULL;
      guint moves = 0;

      g_variant_builder_add (b, "{sv}", "accuse-aloud", g_variant_new_boolean (g % 3 == 0));
      options = g_variant_ref_sink (g_variant_builder_end (b));
      state = tm_play_state_new ("escaped", n, 500 + g, options, &error);
      g_assert_no_error (error);
      if (g % 10 != 1)
        tm_agent_set_difficulty (agent, g % 4);
      tm_agent_set_seed (agent, g);
      while (!tm_play_state_get_is_terminal (state))
        {
          const State *raw = tm_play_state_peek_data (state);
          g_autofree State *o = g_new0 (State, 1);
          g_autofree State *a = g_new0 (State, 1);
          g_autofree State *b2 = g_new0 (State, 1);
          TmMove m, ma, mb;
          TmRng rng;

          rules->observe (raw, raw->current, o);
          tm_rng_init (&rng, g);
          rules->sample (o, &rng, a);
          rules->sample (o, &rng, b2);
          rules->observe (a, raw->current, a);
          rules->observe (b2, raw->current, b2);
          tm_rng_init (&rng, moves);
          ma = rules->heuristic (a, &rng);
          tm_rng_init (&rng, moves);
          mb = rules->heuristic (b2, &rng);
          g_assert_true (tm_move_equal (&ma, &mb));

          g_assert_true (tm_agent_choose_move (agent, state, NULL, &m, &error));
          g_assert_no_error (error);
          g_assert_true (tm_play_state_apply_move (state, &m, &error));
          tm_test_play_assert_sane (rules, tm_play_state_peek_data (state));
          moves++;
          g_assert_cmpuint (moves, <=, rules->max_moves);
        }
      {
        const State *end = tm_play_state_peek_data (state);

        if (tm_agent_get_difficulty (agent) == TM_AGENT_DIFFICULTY_EXPERT && g % 10 != 1)
          {
            expert_games++;
            expert_named += end->winner != TM_ESCAPED_NONE &&
                            end->accused[end->winner] == end->card_of[TM_ESCAPED_MIDDLE];
          }
      }
    }
  /* Careful players mostly win by naming the prisoner. */
  g_test_message ("expert games: %u, won by naming the prisoner: %u", expert_games,
                  expert_named);
  g_assert_cmpuint (expert_named * 4, >, expert_games * 3);
}

/* The four strengths are in order: over 200 games, seats rotated, the
 * heuristic that forgets less and dares less wins more. */
static void
test_strengths (void)
{
  guint wins[4] = { 0 };

  for (guint g = 0; g < 200; g++)
    {
      g_autoptr(TmPlayState) state = tm_play_state_new ("escaped", 4, 700 + g, NULL, NULL);
      TmAgent *agents[4];
      const State *end;

      for (guint d = 0; d < 4; d++)
        {
          agents[(d + g) % 4] = tm_agent_new ("heuristic", NULL);
          tm_agent_set_difficulty (agents[(d + g) % 4], d);
          tm_agent_set_seed (agents[(d + g) % 4], g * 4 + d);
        }
      while (!tm_play_state_get_is_terminal (state))
        {
          TmMove m;

          g_assert_true (tm_agent_choose_move (agents[tm_play_state_get_current_player (state)],
                                               state, NULL, &m, NULL));
          g_assert_true (tm_play_state_apply_move (state, &m, NULL));
        }
      end = tm_play_state_peek_data (state);
      if (end->winner != TM_ESCAPED_NONE)
        wins[tm_agent_get_difficulty (agents[end->winner])]++;
      for (guint p = 0; p < 4; p++)
        g_object_unref (agents[p]);
    }
  g_test_message ("wins by strength: %u %u %u %u", wins[0], wins[1], wins[2], wins[3]);
  g_assert_cmpuint (wins[0], <, wins[1]);
  g_assert_cmpuint (wins[1], <, wins[2]);
  g_assert_cmpuint (wins[2], <, wins[3]);
}

/* Notes as every saved game has written them (docs/play-format.md) read
 * back as typed notes and are written again as they were: a seat's list
 * of ids, the object of one who switched "Tick cards I see" off, null for
 * a seat without; what is not a list or an object, and what is not a
 * string in a list, are no notes (they never change play, so the game
 * still opens). */
static void
test_notes_saved (void)
{
  g_autoptr(TmPlayState) state = tm_play_state_new ("escaped", 4, 11, NULL, NULL);
  g_autoptr(JsonNode) game = NULL;
  g_autoptr(JsonNode) written = NULL;
  g_autoptr(JsonNode) expected = NULL;
  g_autoptr(TmPlayState) back = NULL;
  g_autoptr(GError) error = NULL;
  const char * const *ids;
  TmPlayNotes *notes;

  game = tm_play_state_save_game (state);
  json_object_set_member (json_node_get_object (game), "notes",
                          json_from_string ("[[\"traitor-1a\", 7, \"traitor-2b#2\"],"
                                            " {\"ticked\": [\"traitor-3a\"], \"tick_seen\": false},"
                                            " null, 12]", NULL));
  back = tm_play_state_new_from_json (game, &error);
  g_assert_no_error (error);

  notes = tm_play_state_get_notes (back, 0);
  g_assert_nonnull (notes);
  ids = tm_play_notes_get_ticked (notes);
  g_assert_cmpuint (g_strv_length ((char **) ids), ==, 2);
  g_assert_cmpstr (ids[0], ==, "traitor-1a");
  g_assert_cmpstr (ids[1], ==, "traitor-2b#2");
  g_assert_true (tm_play_notes_get_tick_seen (notes));

  notes = tm_play_state_get_notes (back, 1);
  g_assert_nonnull (notes);
  ids = tm_play_notes_get_ticked (notes);
  g_assert_cmpuint (g_strv_length ((char **) ids), ==, 1);
  g_assert_cmpstr (ids[0], ==, "traitor-3a");
  g_assert_false (tm_play_notes_get_tick_seen (notes));

  g_assert_null (tm_play_state_get_notes (back, 2));
  g_assert_null (tm_play_state_get_notes (back, 3));

  written = tm_play_state_save_game (back);
  expected = json_from_string ("[[\"traitor-1a\", \"traitor-2b#2\"],"
                               " {\"ticked\": [\"traitor-3a\"], \"tick_seen\": false},"
                               " null, null]", NULL);
  g_assert_true (json_node_equal (json_object_get_member (json_node_get_object (written), "notes"),
                                  expected));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();
  rules = tm_play_rules_load ("escaped", NULL);
  g_assert_nonnull (rules);

  g_test_add_func ("/engine/escaped/deal", test_deal);
  g_test_add_func ("/engine/escaped/app-dealer", test_app_dealer);
  g_test_add_func ("/engine/escaped/take", test_take);
  g_test_add_func ("/engine/escaped/last-take", test_last_take);
  g_test_add_func ("/engine/escaped/accuse-right", test_accuse_right);
  g_test_add_func ("/engine/escaped/accuse-wrong", test_accuse_wrong);
  g_test_add_func ("/engine/escaped/accuse-aloud", test_accuse_aloud);
  g_test_add_func ("/engine/escaped/last-player-left", test_last_player_left);
  g_test_add_func ("/engine/escaped/forbidden/endless-game", test_take_limit);
  g_test_add_func ("/engine/escaped/forbidden/turn", test_forbidden);
  g_test_add_func ("/engine/escaped/agents/elimination", test_heuristic);
  g_test_add_func ("/engine/escaped/agents/forget", test_forget);
  g_test_add_func ("/engine/escaped/agents/search-moves", test_search_moves);
  g_test_add_func ("/engine/escaped/agents/search-beats-heuristic",
                   test_search_beats_heuristic);
  g_test_add_func ("/engine/escaped/move-text", test_move_text);
  g_test_add_func ("/engine/escaped/notes-saved", test_notes_saved);
  g_test_add_func ("/engine/escaped/agents/play", test_agents_play);
  g_test_add_func ("/engine/escaped/agents/strengths", test_strengths);
  return g_test_run ();
}
