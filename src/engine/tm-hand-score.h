/* tm-hand-score.h: a scored hand, its lines, and the standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _TmScoreLine  TmScoreLine;
typedef struct _TmHandScore  TmHandScore;
typedef struct _TmStandings  TmStandings;

/* TmScoreLine: one line of a player's breakdown */

#define TM_TYPE_SCORE_LINE (tm_score_line_get_type ())

GType         tm_score_line_get_type       (void) G_GNUC_CONST;
TmScoreLine  *tm_score_line_new            (const char        *label,
                                            gint64             points);
TmScoreLine  *tm_score_line_copy           (const TmScoreLine *self);
void          tm_score_line_free           (TmScoreLine       *self);
const char   *tm_score_line_get_label      (const TmScoreLine *self);
gint64        tm_score_line_get_points     (const TmScoreLine *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmScoreLine, tm_score_line_free)

/* TmHandScore: a scored hand */

#define TM_TYPE_HAND_SCORE (tm_hand_score_get_type ())

GType         tm_hand_score_get_type       (void) G_GNUC_CONST;
TmHandScore  *tm_hand_score_ref            (TmHandScore       *self);
void          tm_hand_score_unref          (TmHandScore       *self);
guint         tm_hand_score_get_n_players  (TmHandScore       *self);
gboolean      tm_hand_score_is_complete    (TmHandScore       *self);
gboolean      tm_hand_score_is_known       (TmHandScore       *self,
                                            guint              player);
gint64        tm_hand_score_get_points     (TmHandScore       *self,
                                            guint              player);
GPtrArray    *tm_hand_score_get_lines      (TmHandScore       *self,
                                            guint              player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmHandScore, tm_hand_score_unref)

/* TmStandings: totals by side, and whether and by whom the game is won */

#define TM_TYPE_STANDINGS (tm_standings_get_type ())

GType         tm_standings_get_type        (void) G_GNUC_CONST;
TmStandings  *tm_standings_ref             (TmStandings       *self);
void          tm_standings_unref           (TmStandings       *self);
guint         tm_standings_get_n_sides     (TmStandings       *self);
guint         tm_standings_get_n_hands     (TmStandings       *self);
gint64        tm_standings_get_total       (TmStandings       *self,
                                            guint              side);
guint         tm_standings_get_rank        (TmStandings       *self,
                                            guint              side);
gboolean      tm_standings_is_finished     (TmStandings       *self);
gboolean      tm_standings_is_winner       (TmStandings       *self,
                                            guint              side);
gboolean      tm_standings_in_playoff      (TmStandings       *self,
                                            guint              side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmStandings, tm_standings_unref)

G_END_DECLS
