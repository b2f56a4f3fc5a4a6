/* tm-hand-score.c: a scored hand, its lines, and the standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdarg.h>

#include "tm-hand-score-private.h"

/* What scoring hands out: the lines and points of each player in one
 * hand (TmHandScore), and totals, places and winners over many
 * (TmStandings).  Values only: a #TmScorer makes them. */

/* ------------------------------------------------------------------------
 * TmScoreLine
 */

/* Labels repeat from hand to hand (“2 Patriots”), so each is interned:
 * a long score sheet keeps one copy of each, and a line costs one small
 * allocation. */
struct _TmScoreLine
{
  const char *label;            /* interned */
  gint64      points;
};

G_DEFINE_BOXED_TYPE (TmScoreLine, tm_score_line, tm_score_line_copy, tm_score_line_free)

/**
 * tm_score_line_new:
 * @label: what the line is for, such as “6 Patriots”
 * @points: the points it is worth
 *
 * Creates one line of a player's breakdown.
 *
 * Returns: (transfer full): a new line
 */
TmScoreLine *
tm_score_line_new (const char *label,
                   gint64      points)
{
  TmScoreLine *self;

  g_return_val_if_fail (label != NULL, NULL);

  self = g_new (TmScoreLine, 1);
  self->label = g_intern_string (label);
  self->points = points;
  return self;
}

/**
 * tm_score_line_copy:
 * @self: a #TmScoreLine
 *
 * Copies a line.
 *
 * Returns: (transfer full): the copy
 */
TmScoreLine *
tm_score_line_copy (const TmScoreLine *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_memdup2 (self, sizeof *self);
}

/**
 * tm_score_line_free:
 * @self: a #TmScoreLine
 *
 * Frees a line.
 */
void
tm_score_line_free (TmScoreLine *self)
{
  g_free (self);
}

/**
 * tm_score_line_get_label:
 * @self: a #TmScoreLine
 *
 * Gets what the line is for.
 *
 * Returns: the label
 */
const char *
tm_score_line_get_label (const TmScoreLine *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->label;
}

/**
 * tm_score_line_get_points:
 * @self: a #TmScoreLine
 *
 * Gets the points the line is worth.
 *
 * Returns: the points, perhaps negative
 */
gint64
tm_score_line_get_points (const TmScoreLine *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->points;
}

/* ------------------------------------------------------------------------
 * TmHandScore
 */

G_DEFINE_BOXED_TYPE (TmHandScore, tm_hand_score, tm_hand_score_ref, tm_hand_score_unref)

TmHandScore *
_tm_hand_score_new (guint n_players)
{
  TmHandScore *self = g_new0 (TmHandScore, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->n_players = n_players;
  self->known = g_new (gboolean, n_players);
  self->points = g_new0 (gint64, n_players);
  self->lines = g_new (GPtrArray *, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      self->known[i] = TRUE;
      self->lines[i] = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_score_line_free);
    }

  return self;
}

TmHandScore *
_tm_hand_score_new_points_only (guint             n_players,
                                TmHandScoreRemake remake,
                                gpointer          data,
                                GDestroyNotify    destroy)
{
  TmHandScore *self = g_new0 (TmHandScore, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->n_players = n_players;
  self->known = g_new (gboolean, n_players);
  self->points = g_new0 (gint64, n_players);
  for (guint i = 0; i < n_players; i++)
    self->known[i] = TRUE;
  self->remake = remake;
  self->remake_data = data;
  self->remake_destroy = destroy;
  return self;
}

/**
 * tm_hand_score_ref:
 * @self: a #TmHandScore
 *
 * Takes a reference.
 *
 * Returns: (transfer full): @self
 */
TmHandScore *
tm_hand_score_ref (TmHandScore *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_hand_score_unref:
 * @self: (transfer full): a #TmHandScore
 *
 * Drops a reference, freeing the score with the last one.
 */
void
tm_hand_score_unref (TmHandScore *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  if (self->lines != NULL)
    for (guint i = 0; i < self->n_players; i++)
      g_ptr_array_unref (self->lines[i]);
  g_free (self->lines);
  if (self->remake_destroy != NULL)
    self->remake_destroy (self->remake_data);
  g_free (self->known);
  g_free (self->points);
  g_free (self);
}

/**
 * tm_hand_score_get_n_players:
 * @self: a #TmHandScore
 *
 * Gets the number of players the hand was scored for.
 *
 * Returns: the number of players
 */
guint
tm_hand_score_get_n_players (TmHandScore *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_players;
}

/**
 * tm_hand_score_is_complete:
 * @self: a #TmHandScore
 *
 * Whether every player's points are known.  A hand with a blank entry is
 * incomplete: it is shown, but it does not count towards any total.
 *
 * Returns: %TRUE if every player's points are known
 */
gboolean
tm_hand_score_is_complete (TmHandScore *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  for (guint i = 0; i < self->n_players; i++)
    if (!self->known[i])
      return FALSE;

  return TRUE;
}

/**
 * tm_hand_score_is_known:
 * @self: a #TmHandScore
 * @player: a player's position at the table
 *
 * Whether @player's points are known: they are not when the player's entry
 * is blank, or when they depend on an entry that is.
 *
 * Returns: %TRUE if the points are known
 */
gboolean
tm_hand_score_is_known (TmHandScore *self,
                        guint        player)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);
  return self->known[player];
}

/**
 * tm_hand_score_get_points:
 * @self: a #TmHandScore
 * @player: a player's position at the table
 *
 * Gets a player's points for the hand; 0 when they are not known.
 *
 * Returns: the points
 */
gint64
tm_hand_score_get_points (TmHandScore *self,
                          guint        player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);
  return self->known[player] ? self->points[player] : 0;
}

/**
 * tm_hand_score_get_lines:
 * @self: a #TmHandScore
 * @player: a player's position at the table
 *
 * Gets the lines that make up a player's points, in the order of the
 * game's score table.  Empty when the points are not known.
 *
 * Returns: (transfer none) (element-type TmScoreLine): the lines
 */
GPtrArray *
tm_hand_score_get_lines (TmHandScore *self,
                         guint        player)
{
  GPtrArray **lines;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  lines = g_atomic_pointer_get (&self->lines);
  if (lines == NULL)
    {
      TmHandScore *full = self->remake (self->remake_data);

      /* The same scoring again cannot fail; should it, no lines. */
      if (full != NULL && full->n_players == self->n_players && full->lines != NULL)
        lines = g_steal_pointer (&full->lines);
      else
        {
          lines = g_new (GPtrArray *, self->n_players);
          for (guint i = 0; i < self->n_players; i++)
            lines[i] = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_score_line_free);
        }
      g_clear_pointer (&full, tm_hand_score_unref);

      /* Another thread may have made them first. */
      if (!g_atomic_pointer_compare_and_exchange (&self->lines, NULL, lines))
        {
          for (guint i = 0; i < self->n_players; i++)
            g_ptr_array_unref (lines[i]);
          g_free (lines);
          lines = g_atomic_pointer_get (&self->lines);
        }
    }

  return lines[player];
}

void
_tm_hand_score_add (TmHandScore *self,
                    guint        player,
                    gint64       points,
                    const char  *format,
                    ...)
{
  g_autofree char *long_label = NULL;
  char label[128];
  va_list args;
  int len;

  g_assert (self != NULL);
  g_assert (player < self->n_players);

  if (self->lines == NULL)
    {
      self->points[player] += points;
      return;
    }

  /* Scoring a long sheet makes hundreds of thousands of lines: the label
   * is written on the stack, and only a long one is allocated. */
  va_start (args, format);
  len = g_vsnprintf (label, sizeof label, format, args);
  va_end (args);
  if (len < 0 || (gsize) len >= sizeof label)
    {
      va_start (args, format);
      long_label = g_strdup_vprintf (format, args);
      va_end (args);
    }

  _tm_hand_score_add_label (self, player, points, long_label != NULL ? long_label : label);
}

void
_tm_hand_score_add_label (TmHandScore *self,
                          guint        player,
                          gint64       points,
                          const char  *label)
{
  TmScoreLine *line;

  g_assert (self != NULL);
  g_assert (player < self->n_players);

  self->points[player] += points;
  if (self->lines == NULL)
    return;

  line = g_new (TmScoreLine, 1);
  line->label = g_intern_string (label);
  line->points = points;
  g_ptr_array_add (self->lines[player], line);
}

void
_tm_hand_score_set_unknown (TmHandScore *self,
                            guint        player)
{
  g_assert (self != NULL);
  g_assert (player < self->n_players);

  self->known[player] = FALSE;
  self->points[player] = 0;
  if (self->lines != NULL)
    g_ptr_array_set_size (self->lines[player], 0);
}

void
_tm_hand_score_set_all_unknown (TmHandScore *self)
{
  for (guint i = 0; i < self->n_players; i++)
    _tm_hand_score_set_unknown (self, i);
}

/* ------------------------------------------------------------------------
 * TmStandings
 */

G_DEFINE_BOXED_TYPE (TmStandings, tm_standings, tm_standings_ref, tm_standings_unref)

TmStandings *
_tm_standings_new (guint n_sides)
{
  TmStandings *self = g_new0 (TmStandings, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->n_sides = n_sides;
  self->totals = g_new0 (gint64, n_sides);
  self->ranks = g_new0 (guint, n_sides);
  self->winners = g_new0 (gboolean, n_sides);
  self->playoff = g_new0 (gboolean, n_sides);
  return self;
}

/**
 * tm_standings_ref:
 * @self: a #TmStandings
 *
 * Takes a reference.
 *
 * Returns: (transfer full): @self
 */
TmStandings *
tm_standings_ref (TmStandings *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_standings_unref:
 * @self: (transfer full): a #TmStandings
 *
 * Drops a reference, freeing the standings with the last one.
 */
void
tm_standings_unref (TmStandings *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  g_free (self->totals);
  g_free (self->ranks);
  g_free (self->winners);
  g_free (self->playoff);
  g_free (self);
}

/**
 * tm_standings_get_n_sides:
 * @self: a #TmStandings
 *
 * Gets the number of sides: players, or partnerships where the game has
 * partners.
 *
 * Returns: the number of sides
 */
guint
tm_standings_get_n_sides (TmStandings *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_sides;
}

/**
 * tm_standings_get_n_hands:
 * @self: a #TmStandings
 *
 * Gets the number of complete hands the totals add up.
 *
 * Returns: the number of hands counted
 */
guint
tm_standings_get_n_hands (TmStandings *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_hands;
}

/**
 * tm_standings_get_total:
 * @self: a #TmStandings
 * @side: a side
 *
 * Gets a side's total over the complete hands.
 *
 * Returns: the total
 */
gint64
tm_standings_get_total (TmStandings *self,
                        guint        side)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (side < self->n_sides, 0);
  return self->totals[side];
}

/**
 * tm_standings_get_rank:
 * @self: a #TmStandings
 * @side: a side
 *
 * Gets a side's place by total, 1 for the lead.  Tied sides share a place
 * and the next place is skipped (1, 1, 3).
 *
 * Returns: the place, from 1
 */
guint
tm_standings_get_rank (TmStandings *self,
                       guint        side)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (side < self->n_sides, 0);
  return self->ranks[side];
}

/**
 * tm_standings_is_finished:
 * @self: a #TmStandings
 *
 * Whether the game is over by its own rule.
 *
 * Returns: %TRUE if the game is over
 */
gboolean
tm_standings_is_finished (TmStandings *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->finished;
}

/**
 * tm_standings_is_winner:
 * @self: a #TmStandings
 * @side: a side
 *
 * Whether @side won the game (tied winners share the win).  Always %FALSE
 * while the game is not over.
 *
 * Returns: %TRUE for a winner
 */
gboolean
tm_standings_is_winner (TmStandings *self,
                        guint        side)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (side < self->n_sides, FALSE);
  return self->finished && self->winners[side];
}

/**
 * tm_standings_in_playoff:
 * @self: a #TmStandings
 * @side: a side
 *
 * Whether @side must play a play-off hand to settle a tie.
 *
 * Returns: %TRUE if the side is in a play-off still to be played
 */
gboolean
tm_standings_in_playoff (TmStandings *self,
                         guint        side)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (side < self->n_sides, FALSE);
  return self->playoff[side];
}

int
_tm_score_first_reaching (TmHandScore * const *hands,
                          guint               n_hands,
                          const guint        *side_of,
                          guint               n_sides,
                          gint64              target)
{
  g_autofree gint64 *totals = g_new0 (gint64, n_sides);

  for (guint h = 0; h < n_hands; h++)
    {
      if (!tm_hand_score_is_complete (hands[h]))
        continue;

      for (guint p = 0; p < hands[h]->n_players; p++)
        totals[side_of[p]] += hands[h]->points[p];

      for (guint s = 0; s < n_sides; s++)
        if (totals[s] >= target)
          return (int) h;
    }

  return -1;
}
