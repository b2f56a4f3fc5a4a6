/* tm-hand-score-private.h: what scoring fills in of a hand and the standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-hand-score.h"

G_BEGIN_DECLS

/* Makes a hand's score again, lines and all (see
 * _tm_hand_score_new_points_only()). */
typedef TmHandScore *(*TmHandScoreRemake) (gpointer data);

struct _TmHandScore
{
  gatomicrefcount   ref_count;
  guint             n_players;
  gboolean         *known;
  gint64           *points;
  /* NULL, in a score of points only, until a player's lines are asked
   * for: then @remake makes them. */
  GPtrArray       **lines;
  TmHandScoreRemake remake;
  gpointer          remake_data;
  GDestroyNotify    remake_destroy;
};

struct _TmStandings
{
  gatomicrefcount  ref_count;
  guint            n_sides;
  guint            n_hands;
  gboolean         finished;
  gboolean         winners_set;
  gint64          *totals;
  guint           *ranks;
  gboolean        *winners;
  gboolean        *playoff;
};

TmHandScore *_tm_hand_score_new        (guint           n_players);
/* A score that adds up points without making lines, which are most of
 * the cost of scoring a hand: a long sheet shows every hand's points but
 * the lines of few.  Its lines are made when first asked for, by
 * @remake (called with @data, in whatever thread asks), which must give
 * the same points; @destroy frees @data with the score. */
TmHandScore *_tm_hand_score_new_points_only (guint             n_players,
                                             TmHandScoreRemake remake,
                                             gpointer          data,
                                             GDestroyNotify    destroy);
void        _tm_hand_score_add        (TmHandScore *self,
                                       guint        player,
                                       gint64       points,
                                       const char  *format,
                                       ...) G_GNUC_PRINTF (4, 5);
/* The same with a label that needs no formatting (a card's name). */
void        _tm_hand_score_add_label  (TmHandScore *self,
                                       guint        player,
                                       gint64       points,
                                       const char  *label);
void        _tm_hand_score_set_unknown (TmHandScore *self,
                                        guint        player);
void        _tm_hand_score_set_all_unknown (TmHandScore *self);

TmStandings *_tm_standings_new         (guint           n_sides);

/* The first complete hand after which some side's running total has
 * reached @target, or -1. */
int         _tm_score_first_reaching  (TmHandScore * const *hands,
                                       guint               n_hands,
                                       const guint        *side_of,
                                       guint               n_sides,
                                       gint64              target);

G_END_DECLS
