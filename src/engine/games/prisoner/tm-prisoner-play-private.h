/* tm-prisoner-play-private.h: what the parts of Prisoner's play rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are split by responsibility: tm-prisoner-play.c (dealing,
 * legal moves, applying them, the values for search), tm-prisoner-play-check.c
 * (why a move is refused), tm-prisoner-observe.c (observations and
 * sampling for search), tm-prisoner-play-json.c (moves as text, states as
 * JSON), tm-prisoner-heuristic.c (the rule of thumb the heuristic agent
 * plays) and tm-prisoner-rules.c (the table of functions that gathers
 * them, which only the game's module reaches).
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-prisoner-play.h"

G_BEGIN_DECLS

#define PRISONER_BIT(p) (1u << (p))

/* The options play reads, in the order of TM_PRISONER_OPT_. */
extern const char * const tm_prisoner_options[TM_PRISONER_N_OPTIONS];

static inline gboolean
tm_prisoner_is_recapture (guint card)
{
  return card >= TM_PRISONER_FIRST_RECAPTURE && card < TM_PRISONER_FIRST_PLOT;
}

static inline gboolean
tm_prisoner_is_foil (guint card)
{
  return card >= TM_PRISONER_FIRST_FOIL && card < TM_PRISONER_FIRST_TALLY_HO;
}

static inline gboolean
tm_prisoner_is_tally_ho (guint card)
{
  return card >= TM_PRISONER_FIRST_TALLY_HO && card < TM_PRISONER_N_TYPES;
}

static inline guint
tm_prisoner_next_seat (const TmPrisonerState *s,
                       guint                  p)
{
  return p + 1 == s->n_players ? 0 : p + 1;
}

/* Steps between two cells, diagonals included (ruling village-placement). */
static inline guint
tm_prisoner_cell_distance (guint a,
                           guint b)
{
  int dx = (int) (a % TM_PRISONER_MAP_SIDE) - (int) (b % TM_PRISONER_MAP_SIDE);
  int dy = (int) (a / TM_PRISONER_MAP_SIDE) - (int) (b / TM_PRISONER_MAP_SIDE);

  return MAX (ABS (dx), ABS (dy));
}

/* Sets of map cells as bits of a guint64, eight bits a row (the eighth
 * always clear), so that the cells around a set are a few shifts away. */
#define TM_PRISONER_CELLS_VALID  G_GUINT64_CONSTANT (0x007f7f7f7f7f7f7f)
#define TM_PRISONER_CELLS_NEAR   G_GUINT64_CONSTANT (0x0000001c1c1c0000) /* the 3 x 3 middle */

static inline guint64
tm_prisoner_cell_bit (guint cell)
{
  return G_GUINT64_CONSTANT (1) << ((cell / TM_PRISONER_MAP_SIDE) * 8 + cell % TM_PRISONER_MAP_SIDE);
}

/* The lowest cell of a non-empty set. */
static inline guint
tm_prisoner_first_cell (guint64 cells)
{
  guint bit = (guint) __builtin_ctzll (cells);

  return (bit >> 3) * TM_PRISONER_MAP_SIDE + (bit & 7);
}

/* A set and every cell touching it, diagonals included. */
static inline guint64
tm_prisoner_cells_around (guint64 cells)
{
  guint64 row = cells | ((cells << 1) & TM_PRISONER_CELLS_VALID) |
                ((cells >> 1) & TM_PRISONER_CELLS_VALID);

  return (row | (row << 8) | (row >> 8)) & TM_PRISONER_CELLS_VALID;
}

gboolean  tm_prisoner_can_lay         (const TmPrisonerState *s,
                                       guint                  seat,
                                       guint                  card);
gboolean  tm_prisoner_can_step        (const TmPrisonerState *s,
                                       guint                  from,
                                       guint                  to);
guint64   tm_prisoner_step_cells      (const TmPrisonerState *s,
                                       guint                  from);
void      tm_prisoner_mark_laid       (TmPrisonerState       *s,
                                       guint                  cell,
                                       guint                  place);
guint     tm_prisoner_legal_moves     (const void            *state,
                                       TmMove                *moves);
void      tm_prisoner_apply_move      (void                  *state,
                                       TmMove                 move);
void      tm_prisoner_returns         (const void            *state,
                                       double                *values);
guint     tm_prisoner_play_moves      (const TmPrisonerState *s,
                                       guint                  seat,
                                       TmMove                *moves);
int       tm_prisoner_find_holder     (const TmPrisonerState *s,
                                       guint                  card);

/* tm-prisoner-play-check.c */
gboolean  tm_prisoner_check_move       (const void         *state,
                                        TmMove              move,
                                        TmPlayViolation    *violation);

/* tm-prisoner-observe.c */
void      tm_prisoner_observe          (const void         *state,
                                        guint               player,
                                        void               *observation);
void      tm_prisoner_sample           (const void         *observation,
                                        TmRng              *rng,
                                        void               *state);

/* tm-prisoner-play-json.c */
gsize     tm_prisoner_move_to_string   (const void         *state,
                                        TmMove              move,
                                        char               *buf,
                                        gsize               len);
gboolean  tm_prisoner_move_from_string (const void         *state,
                                        const char         *text,
                                        TmMove             *move);
JsonNode *tm_prisoner_to_json          (const void         *state);
gboolean  tm_prisoner_from_json        (void               *state,
                                        const TmPlayConfig *config,
                                        JsonObject         *object,
                                        GError            **error);
void      tm_prisoner_init             (void               *state,
                                        const TmPlayConfig *config);
gboolean  tm_prisoner_check_invariants (const void         *state,
                                        GString            *problems);

/* tm-prisoner-heuristic.c */
TmMove    tm_prisoner_heuristic        (const void         *observation,
                                        TmRng              *rng);

G_END_DECLS
