/* tm-test-prisoner.c: positions of Prisoner built by hand, for its tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-test-prisoner.h"

const TmPlayRules *rules;
guint protected_seats;

guint
card (const char *id)
{
  int c = tm_prisoner_card_from_id (id);

  if (c < 0)
    g_error ("no card %s", id);
  return c;
}

guint
place (const char *id)
{
  int v = tm_prisoner_place_from_id (id);

  if (v < 0)
    g_error ("no place %s", id);
  return v;
}

/* A new game, dealt, at seat 0's first decision. */
State *
new_state (guint       n_players,
           const char *options)
{
  State *s = tm_test_play_new_state (rules, n_players, options, NULL);

  g_assert_cmpint (s->turn, ==, 0);
  protected_seats = 0;
  return s;
}

/* Takes one card of @c from wherever it is not wanted: the draw pile,
 * the discard pile, or a hand other than @keep's. */
void
take (State *s,
      guint  c,
      guint  keep)
{
  for (guint i = 0; i < s->n_draw; i++)
    if (s->draw[i] == c)
      {
        memmove (s->draw + i, s->draw + i + 1, s->n_draw - i - 1);
        s->draw[--s->n_draw] = 0;
        return;
      }
  if (s->discard[c] > 0)
    {
      s->discard[c]--;
      return;
    }
  for (guint p = 0; p < s->n_players; p++)
    if (p != keep && (protected_seats & (1u << p)) == 0 && s->hand[p][c] > 0)
      {
        s->hand[p][c]--;
        s->hand_size[p]--;
        return;
      }
  g_error ("no %s left to take", tm_prisoner_cards ()->ids[c]);
}

void
to_bottom_of_draw (State *s,
                   guint  c)
{
  memmove (s->draw + 1, s->draw, s->n_draw);
  s->draw[0] = c;
  s->n_draw++;
}

/* Gives seat @p exactly the cards listed (its old ones go under the draw
 * pile).  Nobody knows anything about any hand afterwards. */
void
set_hand (State      *s,
          guint       p,
          const char *cards)
{
  g_auto(GStrv) ids = g_strsplit (cards, " ", -1);

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    while (s->hand[p][c] > 0)
      {
        s->hand[p][c]--;
        s->hand_size[p]--;
        to_bottom_of_draw (s, c);
      }
  for (guint i = 0; ids[i]; i++)
    {
      guint c;

      if (ids[i][0] == '\0')
        continue;
      c = card (ids[i]);
      take (s, c, p);
      s->hand[p][c]++;
      s->hand_size[p]++;
    }
  memset (s->known, 0, sizeof s->known);
  protected_seats |= 1u << p;
}

/* Puts face-up places back into the Village deck. */
void
clear_village (State *s)
{
  for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
    if (s->village_up & (1u << v))
      s->village[s->n_village++] = v;
  s->village_up = 0;
}

/* With Movement: puts the place being laid back into the Village deck
 * and moves on to @phase. */
void
no_placing (State *s,
            guint  phase)
{
  if (s->placing != TM_PRISONER_NONE)
    s->village[s->n_village++] = s->placing;
  s->placing = TM_PRISONER_NONE;
  s->phase = phase;
}

void
on_top_of_draw (State      *s,
                const char *id)
{
  guint c = card (id);

  take (s, c, NOBODY);
  s->draw[s->n_draw++] = c;
}

/* Without Movement: turns @id face up (from the Village deck). */
void
turn_up (State      *s,
         const char *id)
{
  guint v = place (id);

  if (s->village_up & (1u << v))
    return;
  for (guint i = 0; i < s->n_village; i++)
    if (s->village[i] == v)
      {
        memmove (s->village + i, s->village + i + 1, s->n_village - i - 1);
        s->village[--s->n_village] = 0;
        break;
      }
  s->village_up |= 1u << v;
}

/* With Movement: lays @id at column @x, row @y from the Green Dome. */
void
lay (State      *s,
     const char *id,
     int         x,
     int         y)
{
  guint v = place (id);
  guint cell = (y + 3) * TM_PRISONER_MAP_SIDE + x + 3;

  for (guint i = 0; i < s->n_village; i++)
    if (s->village[i] == v)
      {
        memmove (s->village + i, s->village + i + 1, s->n_village - i - 1);
        s->village[--s->n_village] = 0;
        break;
      }
  g_assert_cmpuint (s->placing, !=, v);
  g_assert_cmpuint (s->cell_of[v], ==, TM_PRISONER_NONE);
  tm_prisoner_mark_laid (s, cell, v);
}

guint
cell_at (int x,
         int y)
{
  return (y + 3) * TM_PRISONER_MAP_SIDE + x + 3;
}

void
set_two (State *s,
         guint  p)
{
  take (s, TM_PRISONER_NUMBER_TWO, NOBODY);
  s->number_two = p;
}

void
set_six (State *s,
         guint  p)
{
  take (s, TM_PRISONER_NUMBER_SIX, NOBODY);
  s->number_six = p;
}

void
in_play (State      *s,
         const char *id,
         guint       owner)
{
  guint c = card (id);

  take (s, c, NOBODY);
  if (tm_prisoner_is_escape (c))
    s->escape_owner[c - TM_PRISONER_FIRST_ESCAPE] = owner;
  else
    s->plot_owner[c - TM_PRISONER_FIRST_PLOT] = owner;
}

void
apply (State      *s,
       const char *text)
{
  tm_test_play_apply (rules, s, text);
}

void
refuse (const State *s,
        const char  *text,
        const char  *section,
        const char  *ruling)
{
  tm_test_play_refused (rules, s, text, section, ruling);
}

gboolean
is_legal (const State *s,
          const char  *text)
{
  return rules->check_move (s, tm_test_play_parse (rules, s, text), NULL);
}

guint
n_legal (const State *s)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];

  return rules->legal_moves (s, moves);
}

/* The seat to move discards @id (which it must hold). */
void
pass_turn (State      *s,
           const char *id)
{
  g_autofree char *text = g_strdup_printf ("discard:%s", id);

  apply (s, text);
}

guint
known_total (const State *s,
             guint        viewer,
             guint        owner)
{
  guint n = 0;

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    n += s->known[viewer][owner][c];
  return n;
}
