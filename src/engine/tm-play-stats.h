/* tm-play-stats.h: how each game against the computer has gone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_PLAY_STATS_ERROR:
 *
 * The error domain for the play statistics file.
 */
#define TM_PLAY_STATS_ERROR (tm_play_stats_error_quark ())

/**
 * TmPlayStatsError:
 * @TM_PLAY_STATS_ERROR_CORRUPT: the file is not JSON, or not an object
 * @TM_PLAY_STATS_ERROR_VERSION: the file comes from a newer Tablemate
 * @TM_PLAY_STATS_ERROR_INVALID: a field is missing or out of range
 * @TM_PLAY_STATS_ERROR_PROTECTED: the file could not be read, so it is not overwritten
 *
 * Errors from reading and writing the play statistics.
 */
typedef enum
{
  TM_PLAY_STATS_ERROR_CORRUPT,
  TM_PLAY_STATS_ERROR_VERSION,
  TM_PLAY_STATS_ERROR_INVALID,
  TM_PLAY_STATS_ERROR_PROTECTED,
} TmPlayStatsError;

/**
 * TmPlayRecord:
 * @played: games finished
 * @won: games the person won
 * @streak: games won in a row, up to the last one
 * @best_streak: the longest such run
 *
 * One game's record.  Each count stops at %G_MAXINT.
 */
typedef struct
{
  guint played;
  guint won;
  guint streak;
  guint best_streak;
} TmPlayRecord;

#define TM_TYPE_PLAY_STATS (tm_play_stats_get_type ())

G_DECLARE_FINAL_TYPE (TmPlayStats, tm_play_stats, TM, PLAY_STATS, GObject)

GQuark        tm_play_stats_error_quark       (void);

TmPlayStats  *tm_play_stats_new               (void);
GFile        *tm_play_stats_get_default_file  (void);
gboolean      tm_play_stats_load_bytes        (TmPlayStats   *self,
                                               GBytes        *bytes,
                                               const char    *filename,
                                               GError       **error);
gboolean      tm_play_stats_load              (TmPlayStats   *self,
                                               GFile         *file,
                                               GCancellable  *cancellable,
                                               GError       **error);
GBytes       *tm_play_stats_to_bytes          (TmPlayStats   *self);
gboolean      tm_play_stats_save              (TmPlayStats   *self,
                                               GFile         *file,
                                               GCancellable  *cancellable,
                                               GError       **error);
void          tm_play_stats_save_async        (TmPlayStats          *self,
                                               GFile                *file,
                                               GCancellable         *cancellable,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
gboolean      tm_play_stats_save_finish       (TmPlayStats   *self,
                                               GAsyncResult  *result,
                                               GError       **error);
const char   *tm_play_stats_get_load_failure  (TmPlayStats   *self);
void          tm_play_stats_get_record        (TmPlayStats   *self,
                                               const char    *game_id,
                                               TmPlayRecord  *record);
void          tm_play_stats_record            (TmPlayStats   *self,
                                               const char    *game_id,
                                               gboolean       won);

G_END_DECLS
