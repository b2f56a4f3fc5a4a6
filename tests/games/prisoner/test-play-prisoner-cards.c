/* test-play-prisoner-cards.c: every card of Prisoner, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What each card does when played, and the moves the rules forbid, each
 * refused with the rules section (and ruling) it breaks.  Positions are
 * built by hand (tm-test-prisoner.h).
 */

#include "config.h"

#include <string.h>

#include "tm-test-prisoner.h"

/* The people */

static void
test_card_number_six (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "number-six butler boat");
  g_assert_cmpuint (n_legal (s), ==, 1);
  apply (s, "number-six");
  g_assert_cmpuint (s->number_six, ==, 0);
  g_assert_cmpuint (s->hand[0][TM_PRISONER_NUMBER_SIX], ==, 0);

  /* Dealt both, Number Six is the card played. */
  {
    g_autofree State *t = new_state (3, NULL);

    set_hand (t, 0, "number-six number-two");
    refuse (t, "number-two", "turn", "next-turn-meaning");
    apply (t, "number-six");
    g_assert_cmpuint (t->hand[0][TM_PRISONER_NUMBER_TWO], ==, 1);
  }
}

static void
test_card_number_two (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "number-two boat butler");
  turn_up (s, "beach");
  set_two (s, 1);
  in_play (s, "election", 1);
  in_play (s, "raft", 0);
  in_play (s, "swimming", 2);
  refuse (s, "boat", "turn", "next-turn-meaning");
  refuse (s, "discard:butler", "turn", "next-turn-meaning");
  apply (s, "number-two");

  /* The old Number Two card and every Plot go; so do the new Number 2's
   * own Escapes, but not other players'. */
  g_assert_cmpuint (s->number_two, ==, 0);
  g_assert_cmpuint (s->discard[TM_PRISONER_NUMBER_TWO], ==, 1);
  g_assert_cmpuint (s->discard[card ("election")], ==, 1);
  g_assert_cmpuint (s->plot_owner[card ("election") - TM_PRISONER_FIRST_PLOT], ==, NOBODY);
  g_assert_cmpuint (s->escape_owner[card ("raft") - TM_PRISONER_FIRST_ESCAPE], ==, NOBODY);
  g_assert_cmpuint (s->discard[card ("raft")], ==, 1);
  g_assert_cmpuint (s->escape_owner[card ("swimming") - TM_PRISONER_FIRST_ESCAPE], ==, 2);
}

static void
test_card_number_two_kept (void)
{
  for (guint role = 0; role < 2; role++)
    {
      g_autofree State *s = new_state (3, NULL);

      set_hand (s, 0, "number-two butler");
      if (role == 0)
        set_two (s, 0);
      else
        set_six (s, 0);
      refuse (s, "number-two", "turn", "number-two-kept");
      g_assert_true (is_legal (s, "discard:butler"));
      apply (s, "discard:number-two");
    }
}

static void
test_card_number_one (void)
{
  g_autofree State *s = new_state (2, NULL);

  set_hand (s, 0, "number-one butler");
  refuse (s, "number-one", "turn", "number-one-card");
  g_assert_true (is_legal (s, "discard:number-one"));
}

static void
test_card_butler (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "butler guard");
  refuse (s, "butler", "turn", NULL);
  refuse (s, "butler:boat", "turn", NULL);
  in_play (s, "boat", 1);
  refuse (s, "butler:boat", "turn", NULL);   /* not the player's own */
  in_play (s, "raft", 0);
  in_play (s, "taxi", 0);
  refuse (s, "butler:boat", "turn", "one-success-only");
  g_assert_true (is_legal (s, "butler:taxi"));
  apply (s, "butler:raft");
  g_assert_cmpint (s->last_result, ==, TM_PRISONER_RESULT_ESCAPE);
  g_assert_cmpint (s->last_end, ==, TM_PRISONER_END_BUTLER);
  g_assert_cmpint (s->last_winner, ==, 0);
  /* Only one Escape counts; the one left in play costs nothing. */
  g_assert_cmpint (s->hand_points[0], ==, 2);
  g_assert_cmpuint (s->hand_number, ==, 2);
}

/* Escapes and Plots, each with the places it needs */

static void
test_cards_escapes_and_plots (void)
{
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    {
      gboolean escape = tm_prisoner_is_escape (c);
      const char *id = tm_prisoner_cards ()->ids[c];

      if (!escape && !tm_prisoner_is_plot (c))
        continue;

      for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
        {
          g_autofree State *s = new_state (3, NULL);
          gboolean needed = (tm_prisoner_cards ()->requires[c] & (1u << v)) != 0;
          g_autofree char *hand = g_strdup_printf ("%s butler", id);

          /* Only this place face up. */
          clear_village (s);
          set_hand (s, 0, hand);
          turn_up (s, tm_prisoner_cards ()->place_ids[v]);
          if (!escape)
            set_two (s, 0);

          if (needed)
            {
              apply (s, id);
              if (escape)
                g_assert_cmpuint (s->escape_owner[c - TM_PRISONER_FIRST_ESCAPE], ==, 0);
              else
                g_assert_cmpuint (s->plot_owner[c - TM_PRISONER_FIRST_PLOT], ==, 0);
            }
          else
            refuse (s, id, "turn", NULL);
        }

      /* The wrong role. */
      {
        g_autofree State *s = new_state (3, NULL);
        g_autofree char *hand = g_strdup_printf ("%s butler", id);

        set_hand (s, 0, hand);
        for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
          turn_up (s, tm_prisoner_cards ()->place_ids[v]);
        if (escape)
          set_two (s, 0);
        refuse (s, id, "turn", NULL);
        if (escape)
          {
            /* Number 6 may escape. */
            s->number_two = 1;
            set_six (s, 0);
            apply (s, id);
          }
      }
    }
}

/* Recaptures and Foils, with the limits on their cards: each counter
 * card played on each card of the kind it stops (an Escape or a Plot of
 * seat 1), and a counter refused to the role that may not play it. */

typedef struct
{
  guint       first, end;               /* the counter cards */
  guint       first_target, end_target; /* the cards they stop */
  gboolean    plots;                    /* Plots (of a Number 2), not Escapes */
  gboolean    (*stops) (guint counter,
                        guint target);
  /* A counter that stops one target only, and a target only one counter
   * stops: { counter, target } pairs. */
  const char *stops_only[3][2];
  const char *only_stopped_by[2][2];
  /* The role that cannot play them, and a move it tries. */
  const char *wrong_hand;
  const char *wrong_move;
} Counters;

static const Counters recaptures = {
  TM_PRISONER_FIRST_RECAPTURE, TM_PRISONER_FIRST_PLOT,
  TM_PRISONER_FIRST_ESCAPE, TM_PRISONER_FIRST_RECAPTURE,
  FALSE, tm_prisoner_recapture_stops,
  { { "control-boat", "boat" }, { "control-taxi", "taxi" },
    { "control-helicopter", "helicopter" } },
  { { NULL, NULL } },
  /* Number 6 cannot recapture. */
  "guard butler", "guard:boat",
};

static const Counters foils = {
  TM_PRISONER_FIRST_FOIL, TM_PRISONER_FIRST_TALLY_HO,
  TM_PRISONER_FIRST_PLOT, TM_PRISONER_FIRST_FOIL,
  TRUE, tm_prisoner_foil_stops,
  { { NULL, NULL } },
  { { "hypnotism", "social-conversion" }, { "willpower", "degree-absolute" } },
  /* Number 2 cannot foil. */
  "traitor butler", "traitor:election",
};

/* Whether @counter stops @target by the limits @c lists. */
static gboolean
expected_stops (const Counters *c,
                guint           counter,
                guint           target)
{
  for (guint i = 0; i < G_N_ELEMENTS (c->stops_only) && c->stops_only[i][0] != NULL; i++)
    if (counter == card (c->stops_only[i][0]) && target != card (c->stops_only[i][1]))
      return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (c->only_stopped_by) && c->only_stopped_by[i][0] != NULL;
       i++)
    if (target == card (c->only_stopped_by[i][1]) && counter != card (c->only_stopped_by[i][0]))
      return FALSE;
  return TRUE;
}

static void
test_cards_counters (gconstpointer data)
{
  const Counters *c = data;
  const TmPrisonerCards *cards = tm_prisoner_cards ();

  for (guint k = c->first; k < c->end; k++)
    for (guint t = c->first_target; t < c->end_target; t++)
      {
        g_autofree State *s = new_state (3, NULL);
        g_autofree char *hand = g_strdup_printf ("%s butler", cards->ids[k]);
        g_autofree char *move = g_strdup_printf ("%s:%s", cards->ids[k], cards->ids[t]);
        gboolean stops = c->stops (k, t);

        g_assert_cmpint (stops, ==, expected_stops (c, k, t));
        set_hand (s, 0, hand);
        refuse (s, move, "cards", NULL);   /* nothing in play yet */
        if (c->plots)
          set_two (s, 1);
        in_play (s, cards->ids[t], 1);
        if (!stops)
          {
            refuse (s, move, "cards", NULL);
            continue;
          }
        apply (s, move);
        if (c->plots)
          g_assert_cmpuint (s->plot_owner[t - TM_PRISONER_FIRST_PLOT], ==, NOBODY);
        else
          g_assert_cmpuint (s->escape_owner[t - TM_PRISONER_FIRST_ESCAPE], ==, NOBODY);
        g_assert_cmpuint (s->discard[t], ==, 1);
        g_assert_cmpuint (s->discard[k], ==, 1);
      }

  {
    g_autofree State *s = new_state (3, NULL);
    g_auto(GStrv) move = g_strsplit (c->wrong_move, ":", 2);

    set_hand (s, 0, c->wrong_hand);
    if (c->plots)
      set_two (s, 0);
    else
      set_six (s, 0);
    in_play (s, move[1], c->plots ? 0 : 1);
    refuse (s, c->wrong_move, "turn", NULL);
  }
}

/* Tally Ho */

static void
test_card_diversion (void)
{
  g_autofree State *s = new_state (4, NULL);

  set_hand (s, 0, "diversion butler");
  g_assert_true (is_legal (s, "diversion"));   /* ruling tally-ho-no-target */
  set_two (s, 2);
  in_play (s, "boat", 1);
  refuse (s, "diversion", "cards", "diverted-escape");
  refuse (s, "diversion:boat:2", "cards", "diverted-escape");
  refuse (s, "diversion:boat:1", "cards", "diverted-escape");
  g_assert_true (is_legal (s, "diversion:boat:3"));
  apply (s, "diversion:boat:0");
  g_assert_cmpuint (s->escape_owner[0], ==, 0);
  g_assert_cmpuint (s->discard[TM_PRISONER_DIVERSION], ==, 1);

  /* The new owner completes it on their next turn. */
  for (guint p = 1; p < 4; p++)
    {
      set_hand (s, s->turn, "guard");
      pass_turn (s, "guard");
    }
  set_hand (s, 0, "butler");
  apply (s, "butler:boat");
  g_assert_cmpint (s->last_winner, ==, 0);
  g_assert_cmpint (s->hand_points[0], ==, 2);
  g_assert_cmpint (s->hand_points[2], ==, -1);
}

static void
test_card_seltzman (void)
{
  g_autofree State *s = new_state (4, NULL);

  set_hand (s, 0, "professor-seltzman butler");
  g_assert_true (is_legal (s, "professor-seltzman"));   /* no Number 2 */
  set_two (s, 1);
  set_six (s, 2);
  in_play (s, "election", 1);
  in_play (s, "boat", 3);
  in_play (s, "raft", 2);
  refuse (s, "professor-seltzman", "cards", "new-number-two-by-seltzman");
  refuse (s, "professor-seltzman:1", "cards", "new-number-two-by-seltzman");
  refuse (s, "professor-seltzman:2", "cards", "new-number-two-by-seltzman");
  g_assert_true (is_legal (s, "professor-seltzman:0"));
  apply (s, "professor-seltzman:3");

  /* The card itself moves; Plots and the receiver's Escapes go. */
  g_assert_cmpuint (s->number_two, ==, 3);
  g_assert_cmpuint (s->discard[TM_PRISONER_NUMBER_TWO], ==, 0);
  g_assert_cmpuint (s->discard[card ("election")], ==, 1);
  g_assert_cmpuint (s->escape_owner[card ("boat") - TM_PRISONER_FIRST_ESCAPE], ==, NOBODY);
  g_assert_cmpuint (s->escape_owner[card ("raft") - TM_PRISONER_FIRST_ESCAPE], ==, 2);
}

static void
test_card_appreciation_day (void)
{
  g_autofree State *s = new_state (4, NULL);

  set_hand (s, 0, "appreciation-day boat raft swimming");
  set_two (s, 2);
  apply (s, "appreciation-day");
  /* Everyone but Number 2 showed two cards to Number 2, nobody else saw. */
  for (guint p = 0; p < 4; p++)
    {
      if (p == 2)
        continue;
      g_assert_cmpuint (known_total (s, 2, p), ==, MIN (2, s->hand_size[p]));
      for (guint v = 0; v < 4; v++)
        if (v != 2)
          g_assert_cmpuint (known_total (s, v, p), ==, 0);
    }
  /* Seat 0 showed two of its three Escapes. */
  g_assert_cmpuint (s->known[2][0][card ("boat")] + s->known[2][0][card ("raft")] +
                    s->known[2][0][card ("swimming")], ==, 2);

  {
    /* Without a Number 2 it does nothing. */
    g_autofree State *t = new_state (3, NULL);

    set_hand (t, 0, "appreciation-day");
    apply (t, "appreciation-day");
    for (guint v = 0; v < 3; v++)
      for (guint p = 0; p < 3; p++)
        g_assert_cmpuint (known_total (t, v, p), ==, 0);
  }
}

static void
test_card_carnival (void)
{
  for (guint target = 0; target < 3; target++)
    {
      g_autofree State *s = new_state (3, NULL);
      g_autofree char *move = g_strdup_printf ("carnival:%u", target);
      guint discarded;

      set_hand (s, 0, "carnival boat raft");
      set_hand (s, 1, "butler butler guard taxi number-one helicopter");
      set_hand (s, 2, "truck on-foot curfew alison kosho the-general");
      discarded = target == 0 ? 2 : 6;
      apply (s, move);
      /* Seat 1 has drawn for its turn as well. */
      g_assert_cmpuint (s->hand_size[target], ==, target == 1 ? 7 : 6);
      {
        guint in_discard = 0;

        for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
          in_discard += s->discard[c];
        g_assert_cmpuint (in_discard, ==, discarded + 1);
      }
    }

  for (guint reshuffle = 0; reshuffle < 2; reshuffle++)
    {
      /* Ruling redraw-short-pile: only what is there. */
      g_autofree State *s = new_state (2, reshuffle ? "{\"reshuffle-free-information\": true}"
                                                   : NULL);

      set_hand (s, 0, "carnival");
      while (s->n_draw > 2)
        {
          guint c = s->draw[s->n_draw - 1];

          s->draw[--s->n_draw] = 0;
          s->discard[c]++;
        }
      apply (s, "carnival:1");
      if (reshuffle)
        {
          /* Seat 1 took two, then the discards became a new pile and it
           * drew its card for the turn. */
          g_assert_true (s->reshuffled);
          g_assert_cmpuint (s->hand_size[1], ==, 3);
        }
      else
        {
          /* Seat 1 begins a turn with the pile empty: the hand is over. */
          g_assert_cmpint (s->last_end, ==, TM_PRISONER_END_EMPTY);
          g_assert_cmpuint (s->hand_number, ==, 2);
        }
    }
}

static void
test_card_speed_learn (void)
{
  g_autofree State *s = new_state (2, NULL);

  set_hand (s, 0, "speed-learn boat raft swimming number-two");
  set_two (s, 0);
  apply (s, "speed-learn");
  g_assert_cmpuint (s->hand_size[0], ==, 6);
  g_assert_cmpuint (s->discard[card ("boat")], ==, 1);
  g_assert_cmpuint (s->discard[TM_PRISONER_SPEED_LEARN], ==, 1);
}

static void
test_card_surveillance (void)
{
  g_autofree State *s = new_state (3, NULL);
  g_autofree State *seen_by_2 = g_new0 (State, 1);
  guint draw_before;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n;

  set_hand (s, 0, "surveillance");
  set_hand (s, 1, "butler butler butler number-one guard helicopter");
  apply (s, "surveillance:1");
  g_assert_cmpint (s->phase, ==, TM_PRISONER_PHASE_SURVEIL);
  g_assert_cmpint (rules->current_player (s), ==, 0);
  g_assert_cmpuint (s->n_seen, ==, 3);
  g_assert_cmpuint (known_total (s, 0, 1), ==, 3);
  g_assert_cmpuint (known_total (s, 2, 1), ==, 0);

  /* Seat 2 does not see which cards they were. */
  rules->observe (s, 2, seen_by_2);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (seen_by_2->seen[i], ==, TM_PRISONER_UNKNOWN);

  /* Keep them all, or discard one of the kinds seen. */
  n = rules->legal_moves (s, moves);
  g_assert_cmpuint (moves[0].kind, ==, TM_PRISONER_MOVE_KEEP);
  for (guint i = 1; i < n; i++)
    g_assert_cmpuint (s->hand[1][moves[i].card], >, 0);
  refuse (s, "discard-seen:curfew", "cards", NULL);

  draw_before = s->n_draw;
  {
    char text[64];

    rules->move_to_string (s, moves[1], text, sizeof text);
    apply (s, text);
  }
  /* Its owner drew a replacement, unseen. */
  g_assert_cmpuint (s->hand_size[1], ==, 7);   /* seat 1 has drawn for its turn too */
  g_assert_cmpuint (s->n_draw, ==, draw_before - 2);
  g_assert_cmpuint (known_total (s, 0, 1), ==, 2);
  g_assert_cmpuint (s->turn, ==, 1);
}

static void
test_card_alison_and_general (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "alison boat");
  set_hand (s, 1, "butler butler butler number-one guard helicopter");
  set_hand (s, 2, "taxi truck curfew kosho raft swimming");
  apply (s, "alison:1");
  g_assert_cmpuint (known_total (s, 0, 1), ==, 4);
  g_assert_cmpuint (known_total (s, 2, 1), ==, 0);
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    g_assert_cmpuint (s->known[0][1][c], <=, s->hand[1][c]);

  /* Seat 1 plays a Butler it was seen to hold: one fewer is known. */
  {
    guint butlers = s->known[0][1][TM_PRISONER_BUTLER];

    set_hand (s, 1, "butler butler butler number-one guard helicopter gas-gun");
    s->known[0][1][TM_PRISONER_BUTLER] = butlers;
    pass_turn (s, "butler");
    g_assert_cmpuint (s->known[0][1][TM_PRISONER_BUTLER], ==, butlers ? butlers - 1 : 0);
  }

  /* The General shows a whole hand. */
  set_hand (s, 2, "the-general taxi truck curfew kosho raft swimming");
  g_assert_cmpuint (s->turn, ==, 2);
  {
    guint8 before[TM_PRISONER_N_TYPES];

    memcpy (before, s->hand[0], sizeof before);
    apply (s, "the-general:0");
    /* (Seat 0 has since drawn a card for its turn, unseen.) */
    g_assert_cmpmem (s->known[2][0], TM_PRISONER_N_TYPES, before, TM_PRISONER_N_TYPES);
  }
}

static void
test_card_kosho (void)
{
  g_autofree State *s = new_state (3, NULL);
  guint8 mine[TM_PRISONER_N_TYPES], theirs[TM_PRISONER_N_TYPES];

  set_hand (s, 0, "kosho boat raft");
  set_hand (s, 1, "butler butler number-one guard helicopter taxi");
  s->known[2][1][TM_PRISONER_NUMBER_ONE] = 1;
  memcpy (theirs, s->hand[1], sizeof theirs);
  apply (s, "kosho:1");
  memcpy (mine, s->hand[1], sizeof mine);
  g_assert_cmpuint (s->hand_size[0], ==, 6);
  g_assert_cmpuint (s->hand_size[1], >=, 2);
  g_assert_cmpuint (s->hand[0][TM_PRISONER_NUMBER_ONE], ==, 1);
  /* Each knows the hand they gave away; seat 2's knowledge followed the
   * cards. */
  g_assert_cmpuint (s->known[1][0][TM_PRISONER_NUMBER_ONE], ==, 1);
  g_assert_cmpuint (s->known[1][0][TM_PRISONER_BUTLER], ==, 2);
  g_assert_cmpuint (s->known[2][0][TM_PRISONER_NUMBER_ONE], ==, 1);
  g_assert_cmpuint (s->known[2][1][TM_PRISONER_NUMBER_ONE], ==, 0);
  (void) mine;
  (void) theirs;
}

static void
test_card_pulsator (void)
{
  g_autofree State *s = new_state (3, NULL);
  g_autofree State *view = g_new0 (State, 1);

  set_hand (s, 0, "pulsator");
  apply (s, "pulsator:1");
  g_assert_cmpuint (s->pulsator_by, ==, 0);
  g_assert_cmpuint (s->pulsator_on, ==, 1);

  /* Seat 1's turn: seat 0 decides its play, having seen its hand. */
  g_assert_cmpuint (s->turn, ==, 1);
  g_assert_cmpint (rules->current_player (s), ==, 0);
  g_assert_cmpint (rules->turn_owner (s), ==, 1);
  g_assert_cmpmem (s->known[0][1], TM_PRISONER_N_TYPES, s->hand[1], TM_PRISONER_N_TYPES);
  rules->observe (s, 0, view);
  g_assert_cmpmem (view->hand[1], TM_PRISONER_N_TYPES, s->hand[1], TM_PRISONER_N_TYPES);

  /* The choice stays within seat 1's own limits. */
  set_hand (s, 1, "number-two butler boat");
  s->known[0][1][TM_PRISONER_NUMBER_TWO] = 1;
  s->known[0][1][TM_PRISONER_BUTLER] = 1;
  s->known[0][1][card ("boat")] = 1;
  refuse (s, "discard:butler", "turn", "next-turn-meaning");
  apply (s, "number-two");
  g_assert_cmpuint (s->number_two, ==, 1);
  g_assert_cmpuint (s->pulsator_on, ==, NOBODY);
  g_assert_cmpint (rules->current_player (s), ==, 2);

  {
    /* An Escape chosen for the target is laid in front of the target. */
    g_autofree State *t = new_state (3, NULL);

    set_hand (t, 0, "pulsator");
    turn_up (t, "beach");
    apply (t, "pulsator:1");
    set_hand (t, 1, "boat guard");
    memcpy (t->known[0][1], t->hand[1], TM_PRISONER_N_TYPES);
    apply (t, "boat");
    g_assert_cmpuint (t->escape_owner[0], ==, 1);
  }
}

static void
test_card_curfew (void)
{
  g_autofree State *s = new_state (3, NULL);

  set_hand (s, 0, "curfew boat raft number-one");
  set_two (s, 2);
  set_hand (s, 2, "election mock-trial");
  in_play (s, "taxi", 1);
  apply (s, "curfew");
  g_assert_cmpint (s->last_end, ==, TM_PRISONER_END_CURFEW);
  g_assert_cmpint (s->last_result, ==, TM_PRISONER_RESULT_NONE);
  /* Nothing completes: held cards and Number One score. */
  g_assert_cmpint (s->hand_points[0], ==, -2 + 1);
  g_assert_cmpint (s->hand_points[1], ==, 0 - (gint) s->last_escapes_held[1]);
  g_assert_cmpint (s->hand_points[2], ==, -2);
}

/* Forbidden moves, each naming the rule that forbids it */

typedef struct
{
  const char *name;
  const char *hand;
  const char *up;
  int         two;
  int         six;
  const char *escape;       /* an Escape in play in front of seat 1 */
  const char *plot;         /* a Plot in play in front of Number 2 */
  const char *move;
  const char *section;
  const char *ruling;
} Forbidden;

static const Forbidden forbidden[] = {
  { "not-held", "butler", NULL, -1, -1, NULL, NULL, "discard:boat", "turn", NULL },
  { "not-a-play-move", "butler", NULL, -1, -1, NULL, NULL, "stay", "turn", NULL },
  { "number-one", "number-one butler", NULL, -1, -1, NULL, NULL, "number-one", "turn",
    "number-one-card" },
  { "six-first", "number-six boat", NULL, -1, -1, NULL, NULL, "discard:boat", "turn",
    "next-turn-meaning" },
  { "six-before-two", "number-six number-two", NULL, -1, -1, NULL, NULL, "number-two", "turn",
    "next-turn-meaning" },
  { "two-first", "number-two boat", "beach", -1, -1, NULL, NULL, "boat", "turn",
    "next-turn-meaning" },
  { "two-kept-by-two", "number-two boat", NULL, 0, -1, NULL, NULL, "number-two", "turn",
    "number-two-kept" },
  { "two-kept-by-six", "number-two boat", NULL, -1, 0, NULL, NULL, "number-two", "turn",
    "number-two-kept" },
  { "escape-without-place", "boat butler", "town-hall", -1, -1, NULL, NULL, "boat", "turn", NULL },
  { "escape-by-two", "boat butler", "beach", 0, -1, NULL, NULL, "boat", "turn", NULL },
  { "plot-not-two", "election butler", "town-hall", -1, -1, NULL, NULL, "election", "turn", NULL },
  { "plot-without-place", "election butler", "beach", 0, -1, NULL, NULL, "election", "turn", NULL },
  { "butler-alone", "butler guard", NULL, -1, -1, NULL, NULL, "butler", "turn", NULL },
  { "butler-on-theirs", "butler guard", NULL, -1, -1, "boat", NULL, "butler:boat", "turn", NULL },
  { "recapture-by-six", "guard butler", NULL, -1, 0, "boat", NULL, "guard:boat", "turn", NULL },
  { "recapture-nothing", "guard butler", NULL, -1, -1, NULL, NULL, "guard:boat", "cards", NULL },
  { "control-boat-on-raft", "control-boat butler", NULL, -1, -1, "raft", NULL, "control-boat:raft",
    "cards", NULL },
  { "control-taxi-on-truck", "control-taxi butler", NULL, -1, -1, "truck", NULL, "control-taxi:truck",
    "cards", NULL },
  { "control-helicopter-on-boat", "control-helicopter butler", NULL, -1, -1, "boat", NULL,
    "control-helicopter:boat", "cards", NULL },
  { "foil-by-two", "traitor butler", NULL, 0, -1, NULL, "election", "traitor:election", "turn",
    NULL },
  { "traitor-on-social-conversion", "traitor butler", NULL, 1, -1, NULL, "social-conversion",
    "traitor:social-conversion", "cards", NULL },
  { "jamming-on-degree-absolute", "jamming butler", NULL, 1, -1, NULL, "degree-absolute",
    "jamming:degree-absolute", "cards", NULL },
  { "diversion-to-two", "diversion butler", NULL, 2, -1, "boat", NULL, "diversion:boat:2", "cards",
    "diverted-escape" },
  { "diversion-to-owner", "diversion butler", NULL, -1, -1, "boat", NULL, "diversion:boat:1",
    "cards", "diverted-escape" },
  { "seltzman-to-six", "professor-seltzman butler", NULL, 1, 2, NULL, NULL, "professor-seltzman:2",
    "cards", "new-number-two-by-seltzman" },
  { "kosho-self", "kosho butler", NULL, -1, -1, NULL, NULL, "kosho:0", "cards", NULL },
  { "pulsator-self", "pulsator butler", NULL, -1, -1, NULL, NULL, "pulsator:0", "cards", NULL },
  { "alison-nobody", "alison butler", NULL, -1, -1, NULL, NULL, "alison", "cards", NULL },
  { "carnival-nobody", "carnival butler", NULL, -1, -1, NULL, NULL, "carnival", "cards",
    "carnival-target" },
  { "curfew-at-someone", "curfew butler", NULL, -1, -1, NULL, NULL, "curfew:1", "turn", NULL },
};

static void
test_forbidden (gconstpointer data)
{
  const Forbidden *f = data;
  g_autofree State *s = new_state (3, NULL);

  clear_village (s);
  set_hand (s, 0, f->hand);
  if (f->up)
    turn_up (s, f->up);
  if (f->two >= 0)
    set_two (s, f->two);
  if (f->six >= 0)
    set_six (s, f->six);
  if (f->escape)
    in_play (s, f->escape, 1);
  if (f->plot)
    in_play (s, f->plot, f->two);
  tm_test_play_assert_sane (rules, s);
  refuse (s, f->move, f->section, f->ruling);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tm_init ();
  rules = tm_play_rules_lookup ("prisoner");

  g_test_add_func ("/engine/prisoner/card/number-six", test_card_number_six);
  g_test_add_func ("/engine/prisoner/card/number-two", test_card_number_two);
  g_test_add_func ("/engine/prisoner/card/number-two-kept", test_card_number_two_kept);
  g_test_add_func ("/engine/prisoner/card/number-one", test_card_number_one);
  g_test_add_func ("/engine/prisoner/card/butler", test_card_butler);
  g_test_add_func ("/engine/prisoner/card/escapes-and-plots", test_cards_escapes_and_plots);
  g_test_add_data_func ("/engine/prisoner/card/recaptures", &recaptures, test_cards_counters);
  g_test_add_data_func ("/engine/prisoner/card/foils", &foils, test_cards_counters);
  g_test_add_func ("/engine/prisoner/card/diversion", test_card_diversion);
  g_test_add_func ("/engine/prisoner/card/professor-seltzman", test_card_seltzman);
  g_test_add_func ("/engine/prisoner/card/appreciation-day", test_card_appreciation_day);
  g_test_add_func ("/engine/prisoner/card/carnival", test_card_carnival);
  g_test_add_func ("/engine/prisoner/card/speed-learn", test_card_speed_learn);
  g_test_add_func ("/engine/prisoner/card/surveillance", test_card_surveillance);
  g_test_add_func ("/engine/prisoner/card/alison-and-the-general", test_card_alison_and_general);
  g_test_add_func ("/engine/prisoner/card/kosho", test_card_kosho);
  g_test_add_func ("/engine/prisoner/card/pulsator", test_card_pulsator);
  g_test_add_func ("/engine/prisoner/card/curfew", test_card_curfew);
  TM_TEST_ADD_CASES ("/engine/prisoner/forbidden", forbidden, test_forbidden);

  return g_test_run ();
}
