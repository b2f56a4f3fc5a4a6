/* tm-play-session.h: a game being played in the app: seats, computer
 * players, undo and saving
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablemate.h"

G_BEGIN_DECLS

/**
 * TmSeat:
 * @human: whether a person plays the seat (else the computer)
 * @difficulty: the computer's difficulty
 *
 * Who plays one seat.
 */
typedef struct
{
  gboolean          human;
  TmAgentDifficulty difficulty;
} TmSeat;

#define TM_TYPE_PLAY_SESSION (tm_play_session_get_type ())

G_DECLARE_FINAL_TYPE (TmPlaySession, tm_play_session, TM, PLAY_SESSION, GObject)

TmPlaySession *tm_play_session_new               (const char     *game_id,
                                                  guint           n_players,
                                                  guint64         seed,
                                                  GVariant       *options,
                                                  const TmSeat   *seats,
                                                  GError        **error);
TmPlaySession *tm_play_session_new_from_json     (JsonNode       *node,
                                                  GError        **error);
JsonNode      *tm_play_session_to_json           (TmPlaySession  *self);

TmPlayState   *tm_play_session_get_state         (TmPlaySession  *self);
TmPlayState   *tm_play_session_get_previous      (TmPlaySession  *self);
guint          tm_play_session_get_n_players     (TmPlaySession  *self);
const TmSeat  *tm_play_session_get_seat          (TmPlaySession  *self,
                                                  guint           seat);
guint          tm_play_session_get_n_humans      (TmPlaySession  *self);
int            tm_play_session_get_first_human   (TmPlaySession  *self);
char         **tm_play_session_dup_names         (TmPlaySession  *self);
gboolean       tm_play_session_get_thinking      (TmPlaySession  *self);
guint          tm_play_session_get_ai_delay      (TmPlaySession  *self);
void           tm_play_session_set_ai_delay      (TmPlaySession  *self,
                                                  guint           delay_ms);
const char    *tm_play_session_get_ledger_path   (TmPlaySession  *self);
void           tm_play_session_set_ledger_path   (TmPlaySession  *self,
                                                  const char     *path);
guint          tm_play_session_get_hands_recorded (TmPlaySession *self);
void           tm_play_session_set_hands_recorded (TmPlaySession *self,
                                                   guint          hands);

gboolean       tm_play_session_play              (TmPlaySession  *self,
                                                  const TmMove   *move,
                                                  GError        **error);
void           tm_play_session_resume            (TmPlaySession  *self);
void           tm_play_session_stop              (TmPlaySession  *self);
gboolean       tm_play_session_get_can_undo      (TmPlaySession  *self);
gboolean       tm_play_session_undo              (TmPlaySession  *self);

void           tm_play_session_hint_async        (TmPlaySession       *self,
                                                  guint                seat,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean       tm_play_session_hint_finish       (TmPlaySession  *self,
                                                  GAsyncResult   *result,
                                                  TmMove         *move,
                                                  GError        **error);

GFile         *tm_play_session_get_save_file     (const char     *game_id);
gboolean       tm_play_session_write_file        (GFile          *file,
                                                  GBytes         *bytes,
                                                  GCancellable   *cancellable,
                                                  GError        **error);

G_END_DECLS
