/* tm-play-util.h: helpers every game's play code shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the engine (not part of tablemate.h).  A game's play rules
 * (src/engine/games/<id>/) use these rather than helpers of their own:
 *
 * - tm_play_violate(): fills in a #TmPlayViolation and returns %FALSE,
 *   for `return tm_play_violate (v, "turn", NULL, N_("…"));` in
 *   check_move;
 * - tm_play_state_error(): the %TM_PLAY_ERROR_STATE error of a saved
 *   state that cannot be read, “GAME state: field “FIELD”: PROBLEM”;
 * - tm_play_check_full_state(): refuses one seat's view (a state naming
 *   its “observer”), which from_json cannot restore as a game;
 * - tm_play_read_int(), tm_play_read_optional_int(), tm_play_read_bool()
 *   and tm_play_read_optional_bool(): a member of a saved state's JSON
 *   object, checked, failing with tm_play_state_error();
 *   tm_play_read_int_array(): an array of small whole numbers;
 * - tm_play_read_seat_numbers(): a number in a range per seat;
 * - tm_play_read_points(): a score per seat; tm_play_rng_to_json() and
 *   tm_play_read_rng(): a full state's random number generator;
 * - tm_play_fixed_draw(): a chance drawn once per thing remembered, for
 *   forget(), so that a player's memory does not flicker between looks;
 * - tm_play_share_returns() and tm_play_leaders(): returns and the seats
 *   that took a hand, in a game won by the most points;
 *   tm_play_hand_one_of_one() fills in the rest of such a game's only
 *   hand, and tm_play_entry_int() a seat's entry of one number.
 *
 * @game is the game's name as the messages show it (“Free-O”).
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-play-rules.h"

G_BEGIN_DECLS

gboolean tm_play_violate            (TmPlayViolation  *v,
                                     const char       *section,
                                     const char       *ruling,
                                     const char       *message);

gboolean tm_play_state_error        (GError          **error,
                                     const char       *game,
                                     const char       *field,
                                     const char       *problem);

/* %TRUE for a full state; %FALSE with an error for one seat's view. */
gboolean tm_play_check_full_state   (JsonObject       *o,
                                     const char       *game,
                                     GError          **error);

/* A whole number in [@min, @max]. */
gboolean tm_play_read_int           (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     int               min,
                                     int               max,
                                     int              *out,
                                     GError          **error);
/* The same, or @fallback when the member is absent. */
gboolean tm_play_read_optional_int  (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     int               min,
                                     int               max,
                                     int               fallback,
                                     int              *out,
                                     GError          **error);
/* true or false. */
gboolean tm_play_read_bool          (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     guint8           *out,
                                     GError          **error);
/* The same, or false when the member is absent. */
gboolean tm_play_read_optional_bool (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     guint8           *out,
                                     GError          **error);
/* An array (@array, %NULL when the member is not one) of at most
 * @max_len whole numbers in [0, @max], into @out8 or @out16 (either may
 * be %NULL), and its length into @n_out (may be %NULL). */
gboolean tm_play_read_int_array     (JsonArray        *array,
                                     const char       *game,
                                     const char       *field,
                                     guint             max_len,
                                     int               max,
                                     guint8           *out8,
                                     guint16          *out16,
                                     guint            *n_out,
                                     GError          **error);
/* An array of a score per seat, each at most 30000 either way. */
gboolean tm_play_read_seat_numbers  (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     guint             n,
                                     int               min,
                                     int               max,
                                     gint64           *out,
                                     GError          **error);
gboolean tm_play_read_points        (JsonObject       *o,
                                     const char       *game,
                                     const char       *field,
                                     guint             n,
                                     gint16           *out,
                                     GError          **error);
/* A generator's state as four hexadecimal numbers, and the member “rng”
 * read back. */
JsonArray *tm_play_rng_to_json      (const TmRng      *rng);
gboolean tm_play_read_rng           (JsonObject       *o,
                                     const char       *game,
                                     TmRng            *out,
                                     GError          **error);

/* A number in [0, 1), the same each time for the same arguments. */
double   tm_play_fixed_draw         (guint64           seed,
                                     guint64           a,
                                     guint64           b);

/* Returns for a game the most points win (@points at least 0): at the
 * end 1 shared by the leaders, before it each seat's share of the points
 * so far. */
void     tm_play_share_returns      (const int        *points,
                                     guint             n_players,
                                     gboolean          over,
                                     double           *values);
/* The seats with the most points, a bit each (TmPlayHandRecord.took_hand). */
guint32  tm_play_leaders            (const int        *points,
                                     guint             n_players);
/* A game of one hand, without a dealer or outcome fields, that the most
 * points win: @hand's number, dealer, outcome and took_hand from its
 * points. */
void     tm_play_hand_one_of_one    (TmPlayHandRecord *hand,
                                     guint             n_players);
/* A seat's entry holding one whole number (a full reference). */
GVariant *tm_play_entry_int         (const char       *field,
                                     gint64            value);

G_END_DECLS
