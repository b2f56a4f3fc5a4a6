/* test-play-mixer.c: every rule of the mixer's quiz, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games are dealt from a seed with some cards given an answer (as an
 * owner's card edits would), and moves are given in their text form
 * (docs/play-format.md).  Each forbidden move is checked for the section
 * and ruling of the rules its refusal names.
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"
#include "tm-test-games.h"
#include "tm-game-module.h"
#include "games/mixer/tm-mixer-play.h"

typedef TmMixerState State;

static const TmPlayRules *rules;

static guint
card (const char *id)
{
  int c = tm_mixer_card_from_id (id);

  if (c < 0)
    g_error ("no card %s", id);
  return c;
}

/* A new game at the first reader's turn; @answered is a mask of the cards
 * with an answer in the owner's list. */
static State *
new_state (guint       n_players,
           const char *options,
           guint32     answered)
{
  g_autoptr(GBytes) setup = g_bytes_new (&answered, sizeof answered);

  return tm_test_play_new_state (rules, n_players, options, setup);
}

static void
apply (State      *s,
       const char *text)
{
  tm_test_play_apply (rules, s, text);
}

static void
refuse (const State *s,
        const char  *text,
        const char  *section,
        const char  *ruling)
{
  tm_test_play_refused (rules, s, text, section, ruling);
}

static void
answer_text (const State *s,
             guint        c,
             char        *buf)
{
  g_snprintf (buf, 64, "answer:%s", tm_mixer_cards ()->ids[c]);
}

/* Setup: the cards dealt as evenly as they go, one at a time from the
 * host's left, each exactly once. */
static void
test_deal (void)
{
  for (guint n = 2; n <= 24; n++)
    {
      g_autofree State *s = new_state (n, NULL, 0);
      guint total = 0;

      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpuint (s->n_hand[p], ==, 24 / n + (p < 24 % n));
          total += s->n_hand[p];
        }
      g_assert_cmpuint (total, ==, 24);
      g_assert_cmpint (rules->current_player (s), ==, 0);
      g_assert_cmpstr (rules->stage (s), ==, "read");
    }
}

/* Turn: the reader reads, the others answer from the reader's left; the
 * first right answer wins the card (ruling who-wins-a-card) and the next
 * guest to the left reads. */
static void
test_first_right_wins (void)
{
  g_autofree State *s = new_state (4, NULL, 0);
  guint c;

  apply (s, "read:0");
  c = s->reading;
  g_assert_cmpuint (s->holder[c], ==, 0);
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpint (rules->turn_owner (s), ==, 0);
  g_assert_cmpstr (rules->stage (s), ==, "answer");
  apply (s, "wrong");
  g_assert_cmpint (rules->current_player (s), ==, 2);
  apply (s, "right");
  g_assert_cmpuint (s->status[c], ==, TM_MIXER_WON);
  g_assert_cmpuint (s->winner[c], ==, 2);
  g_assert_cmpuint (s->right[2], ==, 1);
  g_assert_cmpuint (s->answers[c][1], ==, TM_MIXER_ANSWER_WRONG);
  g_assert_cmpuint (s->answers[c][3], ==, TM_MIXER_NO_ANSWER);
  /* The next reader is the first reader's left neighbour. */
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpstr (rules->stage (s), ==, "read");
  g_assert_cmpuint (s->n_hand[0], ==, 5);
}

/* Turn: nobody right, so the card is set aside and nobody scores. */
static void
test_nobody_right (void)
{
  g_autofree State *s = new_state (3, NULL, 0);
  guint c;

  apply (s, "read:2");
  c = s->reading;
  apply (s, "wrong");
  apply (s, "wrong");
  g_assert_cmpuint (s->status[c], ==, TM_MIXER_SET_ASIDE);
  g_assert_cmpuint (s->winner[c], ==, TM_MIXER_NONE);
  g_assert_cmpuint (s->right[1] + s->right[2], ==, 0);
  g_assert_cmpint (rules->current_player (s), ==, 1);
}

/* Ruling reader-guess: the reader never answers their own card, and no
 * card is read while one is being answered. */
static void
test_reader_does_not_answer (void)
{
  g_autofree State *s = new_state (2, NULL, 0);

  apply (s, "read:0");
  refuse (s, "read:0", "turn", "reader-guess");
  g_assert_cmpint (rules->current_player (s), ==, 1);
  apply (s, "wrong");
  /* Two guests: after the only other guest, the card is set aside and the
   * turn to read passes on, never back to the reader's own answer. */
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpstr (rules->stage (s), ==, "read");
}

/* Ruling names-and-answers: a card with an answer in the owner's list is
 * answered from the list and judged by it; the host's right and wrong are
 * for cards without one. */
static void
test_answer_list (void)
{
  g_autofree State *s = NULL;
  char text[64];
  guint c, other = TM_MIXER_NONE;

  s = new_state (3, NULL, 0);
  apply (s, "read:0");
  c = s->reading;
  refuse (s, "pass", "turn", "names-and-answers");
  answer_text (s, c, text);
  refuse (s, text, "turn", "names-and-answers");
  g_clear_pointer (&s, g_free);

  s = new_state (3, NULL, 0xffffff);
  apply (s, "read:0");
  c = s->reading;
  refuse (s, "right", "turn", "names-and-answers");
  refuse (s, "wrong", "turn", "names-and-answers");
  for (guint x = 0; x < 24 && other == TM_MIXER_NONE; x++)
    if (x != c)
      other = x;
  answer_text (s, other, text);
  apply (s, text);
  g_assert_cmpuint (s->answers[c][1], ==, other);
  answer_text (s, c, text);
  apply (s, text);
  g_assert_cmpuint (s->winner[c], ==, 2);
  g_assert_cmpuint (s->answers[c][2], ==, c);
  g_clear_pointer (&s, g_free);

  /* Only the cards the list holds are answers. */
  s = new_state (3, NULL, 0);
  c = s->hand[0][0];
  other = s->hand[1][0];
  g_clear_pointer (&s, g_free);
  s = new_state (3, NULL, 1u << c);
  apply (s, "read:0");
  g_assert_cmpuint (s->reading, ==, c);
  answer_text (s, other, text);
  refuse (s, text, "turn", "names-and-answers");
  apply (s, "pass");
  g_assert_cmpuint (s->answers[c][1], ==, TM_MIXER_ANSWER_PASS);
  answer_text (s, c, text);
  apply (s, text);
  g_assert_cmpuint (s->winner[c], ==, 2);
}

/* Option written-guesses: every other guest answers every card, each right
 * answer scores, and the card stays with its reader. */
static void
test_written (void)
{
  g_autofree State *s = new_state (4, "{\"written-guesses\": true}", 0);
  guint c;

  apply (s, "read:0");
  c = s->reading;
  apply (s, "right");
  g_assert_cmpint (rules->current_player (s), ==, 2);
  apply (s, "wrong");
  apply (s, "right");
  g_assert_cmpuint (s->status[c], ==, TM_MIXER_DONE);
  g_assert_cmpuint (s->winner[c], ==, TM_MIXER_NONE);
  g_assert_cmpuint (s->right[1], ==, 1);
  g_assert_cmpuint (s->right[2], ==, 0);
  g_assert_cmpuint (s->right[3], ==, 1);
  g_assert_cmpint (rules->current_player (s), ==, 1);
}

/* Option group-guessing: one answer for the whole group, from the reader's
 * left, and no scores. */
static void
test_group (void)
{
  g_autofree State *s = new_state (5, "{\"group-guessing\": true}", 0);
  int scores[TM_PLAY_MAX_PLAYERS];

  apply (s, "read:0");
  g_assert_cmpint (rules->current_player (s), ==, 1);
  apply (s, "right");
  g_assert_cmpuint (s->group_right, ==, 1);
  g_assert_cmpint (rules->current_player (s), ==, 1);
  g_assert_cmpstr (rules->stage (s), ==, "read");
  rules->scores (s, scores);
  for (guint p = 0; p < 5; p++)
    g_assert_cmpint (scores[p], ==, 0);
}

/* End: the game ends once every card is read, and the most cards won take
 * the prize, which the hand for the score sheet says (the scoring
 * section's example: 5, 7, 4 and 3 cards won, 5 set aside). */
static void
test_end_and_hand (void)
{
  static const guint won[] = { 5, 7, 4, 3 };
  g_autofree State *s = new_state (4, NULL, 0);
  g_autofree State *before = g_new0 (State, 1);
  guint to_win[4];
  TmPlayHandRecord hand = { 0 };
  double values[TM_PLAY_MAX_PLAYERS];
  gboolean ended = FALSE;

  memcpy (to_win, won, sizeof to_win);
  while (rules->current_player (s) != TM_PLAYER_TERMINAL)
    {
      TmMove m;

      if (s->reading == TM_MIXER_NONE)
        m = tm_test_play_parse (rules, s, "read:0");
      else
        {
          /* The guest answering wins the card while it still has some to win. */
          m = tm_test_play_parse (rules, s, to_win[s->current] > 0 ? "right" : "wrong");
          if (to_win[s->current] > 0)
            to_win[s->current]--;
        }
      memcpy (before, s, sizeof *s);
      g_assert_true (rules->check_move (s, m, NULL));
      rules->apply_move (s, m);
      tm_test_play_assert_sane (rules, s);
      g_assert_false (ended);
      ended = rules->finished_hand (before, m, s, &hand);
    }
  g_assert_true (ended);
  for (guint p = 0; p < 4; p++)
    {
      gint64 correct;

      g_assert_cmpuint (s->right[p], ==, won[p]);
      g_assert_true (g_variant_lookup (hand.entries[p], "correct", "x", &correct));
      g_assert_cmpint (correct, ==, won[p]);
      g_assert_cmpint (hand.points[p], ==, won[p]);
      g_clear_pointer (&hand.entries[p], g_variant_unref);
    }
  g_assert_cmpuint (hand.took_hand, ==, 1u << 1);
  rules->returns (s, values);
  g_assert_cmpfloat (values[1], ==, 1.0);
  g_assert_cmpfloat (values[0], ==, 0.0);
  refuse (s, "read:0", "end", NULL);
}

/* A computer guest knows an answer with a chance that grows with its
 * strength; without the knowledge, the right answer is not among the
 * moves its view allows, so no agent can find it. */
static void
test_knowledge (void)
{
  static const double memories[] = { 0.45, 0.7, 0.9, 1.0 };
  double rates[G_N_ELEMENTS (memories)];

  for (guint i = 0; i < G_N_ELEMENTS (memories); i++)
    {
      guint known = 0, tries = 4000;

      for (guint t = 0; t < tries; t++)
        {
          g_autofree State *s = new_state (3, NULL, t % 2 ? 0xffffff : 0);
          g_autofree State *o = g_new0 (State, 1);
          TmMove moves[TM_MOVE_MAX_LEGAL];
          TmRng rng;
          TmMove m;
          gboolean has_right = FALSE;
          guint n;

          apply (s, "read:0");
          rules->observe (s, 1, o);
          rules->forget (o, 1000 + t, memories[i]);
          n = rules->legal_moves (o, moves);
          for (guint k = 0; k < n; k++)
            has_right |= moves[k].kind == TM_MIXER_MOVE_RIGHT ||
                         (moves[k].kind == TM_MIXER_MOVE_ANSWER && moves[k].card == s->reading);
          tm_rng_init (&rng, t);
          m = rules->heuristic (o, &rng);
          g_assert_true (rules->check_move (o, m, NULL));
          g_assert_true (rules->check_move (s, m, NULL));
          g_assert_cmpint (has_right, ==, m.kind == TM_MIXER_MOVE_RIGHT ||
                           (m.kind == TM_MIXER_MOVE_ANSWER && m.card == s->reading));
          if (!has_right)
            {
              char text[64] = "right";

              if (t % 2)
                answer_text (s, s->reading, text);
              refuse (o, text, "turn", NULL);
            }
          known += has_right;
        }
      rates[i] = (double) known / tries;
      g_test_message ("memory %.2f: knows %.3f", memories[i], rates[i]);
      g_assert_cmpfloat_with_epsilon (rates[i], 0.15 + 0.7 * memories[i], 0.03);
      if (i > 0)
        g_assert_cmpfloat (rates[i], >, rates[i - 1]);
    }
}

/* The answers the owner had when the game was dealt are kept with it, so
 * that it replays the same after their list changes. */
static void
test_setup_saved (void)
{
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(TmPlayState) back = NULL;
  g_autoptr(TmPlayState) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) saved = NULL;
  g_autoptr(JsonNode) resaved = NULL;
  g_autoptr(JsonNode) list = json_from_string ("[\"traitor-1a\", \"traitor-6a\"]", NULL);
  g_autoptr(JsonNode) bad = json_from_string ("[\"trump\"]", NULL);
  guint32 both = (1u << card ("traitor-1a")) | (1u << card ("traitor-6a"));
  g_autoptr(GBytes) setup = NULL;

  state = tm_play_state_new ("mixer", 3, 7, NULL, &error);
  g_assert_no_error (error);
  saved = tm_play_state_save_game (state);
  json_object_set_member (json_node_get_object (saved), "setup", json_node_copy (list));
  back = tm_play_state_new_from_json (saved, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((const State *) tm_play_state_peek_data (back))->answered, ==, both);
  g_assert_true (tm_play_state_apply_move_text (back, "read:0", &error));
  g_assert_no_error (error);

  resaved = tm_play_state_save_game (back);
  g_assert_true (json_object_has_member (json_node_get_object (resaved), "setup"));
  again = tm_play_state_new_from_json (resaved, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (tm_play_state_peek_data (again), sizeof (State),
                   tm_play_state_peek_data (back), sizeof (State));

  setup = rules->setup_from_json (bad, &error);
  g_assert_null (setup);
  g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
}

/* The owner's answers come from their card edits: a card gets one, and
 * games dealt afterwards answer it from the list. */
static void
test_answers_from_edits (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmCatalogue) catalogue = tm_catalogue_new (&error);
  g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
  g_autoptr(TmCardEdits) loaded = tm_card_edits_new ();
  g_autoptr(TmPlayState) state = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *name = NULL;

  g_assert_no_error (error);
  tm_catalogue_set_card_edits (catalogue, edits);
  tm_card_edits_set_answer (edits, "gitmo-basic", "traitor-6a", "  Somebody  ");
  g_assert_cmpstr (tm_card_edits_get_answer (edits, "gitmo-basic", "traitor-6a"), ==, "Somebody");
  g_assert_true (tm_mixer_play_use_catalogue (catalogue, &error));
  g_assert_no_error (error);
  state = tm_play_state_new ("mixer", 3, 7, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((const State *) tm_play_state_peek_data (state))->answered, ==,
                    1u << card ("traitor-6a"));

  /* A new name keeps the answer, and both go through the file. */
  tm_card_edits_set (edits, "gitmo-basic", "traitor-6a", "The Till", NULL, NULL);
  bytes = tm_card_edits_to_bytes (edits);
  g_assert_true (tm_card_edits_load_bytes (loaded, bytes, "card-edits.json", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tm_card_edits_get_answer (loaded, "gitmo-basic", "traitor-6a"), ==, "Somebody");
  g_assert_true (tm_card_edits_lookup (loaded, "gitmo-basic", "traitor-6a", &name, NULL, NULL));
  g_assert_cmpstr (name, ==, "The Till");

  /* Without a name and an answer, nothing is left of the edit. */
  tm_card_edits_set (edits, "gitmo-basic", "traitor-6a", NULL, NULL, NULL);
  g_assert_cmpuint (tm_card_edits_get_n_edits (edits), ==, 1);
  tm_card_edits_set_answer (edits, "gitmo-basic", "traitor-6a", " ");
  g_assert_cmpuint (tm_card_edits_get_n_edits (edits), ==, 0);
  g_assert_true (tm_mixer_play_use_catalogue (catalogue, &error));
}

/* A saved state that breaks a rule is refused, naming the field. */
static void
test_from_json_checks (void)
{
  const TmPlayConfig config = { .n_players = 3, .seed = 1 };
  g_autofree State *s = g_new0 (State, 1);
  g_autofree State *back = g_new0 (State, 1);
  static const char * const broken[][2] = {
    { "\"winner\":2", "\"winner\":1" },
    { "\"right\":[0,0,1]", "\"right\":[0,1,1]" },
    { "\"reader\":0,\"status\"", "\"reader\":1,\"status\"" },
  };

  rules->init (s, &config);
  apply (s, "read:0");
  apply (s, "wrong");
  apply (s, "right");
  apply (s, "read:1");

  for (guint i = 0; i <= G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(JsonNode) node = rules->to_json (s);
      g_autofree char *text = json_to_string (node, FALSE);
      g_autoptr(JsonNode) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) edited = g_string_new (text);

      if (i < G_N_ELEMENTS (broken))
        g_assert_cmpuint (g_string_replace (edited, broken[i][0], broken[i][1], 1), ==, 1);
      again = json_from_string (edited->str, NULL);
      if (i == G_N_ELEMENTS (broken))
        {
          g_assert_true (rules->from_json (back, &config, json_node_get_object (again), &error));
          g_assert_no_error (error);
          g_assert_cmpmem (back, sizeof *back, s, sizeof *s);
        }
      else
        {
          g_assert_false (rules->from_json (back, &config, json_node_get_object (again), &error));
          g_assert_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  tm_init ();
  rules = tm_play_rules_load ("mixer", &error);
  g_assert_no_error (error);

  g_test_add_func ("/engine/mixer/deal", test_deal);
  g_test_add_func ("/engine/mixer/first-right-wins", test_first_right_wins);
  g_test_add_func ("/engine/mixer/nobody-right", test_nobody_right);
  g_test_add_func ("/engine/mixer/reader-does-not-answer", test_reader_does_not_answer);
  g_test_add_func ("/engine/mixer/answer-list", test_answer_list);
  g_test_add_func ("/engine/mixer/written-guesses", test_written);
  g_test_add_func ("/engine/mixer/group-guessing", test_group);
  g_test_add_func ("/engine/mixer/end-and-hand", test_end_and_hand);
  g_test_add_func ("/engine/mixer/knowledge", test_knowledge);
  g_test_add_func ("/engine/mixer/setup-saved", test_setup_saved);
  g_test_add_func ("/engine/mixer/answers-from-edits", test_answers_from_edits);
  g_test_add_func ("/engine/mixer/from-json-checks", test_from_json_checks);

  return g_test_run ();
}
