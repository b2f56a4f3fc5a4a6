/* tm-table-session.h: one game at a real table, event by event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tm-catalogue.h"
#include "tm-table-procedure.h"
#include "tm-table-rules.h"

G_BEGIN_DECLS

/**
 * TmTablePhase:
 * @TM_TABLE_PHASE_DEAL: the cards are to be set up and dealt
 * @TM_TABLE_PHASE_PLAY: a hand is being played
 * @TM_TABLE_PHASE_HAND_OVER: the hand has ended and waits for its score
 * @TM_TABLE_PHASE_GAME_OVER: the game is over
 *
 * Where a table session stands.
 */
typedef enum
{
  TM_TABLE_PHASE_DEAL,
  TM_TABLE_PHASE_PLAY,
  TM_TABLE_PHASE_HAND_OVER,
  TM_TABLE_PHASE_GAME_OVER,
} TmTablePhase;

typedef struct _TmTableNow TmTableNow;
typedef struct _TmTableHand TmTableHand;

#define TM_TYPE_TABLE_NOW (tm_table_now_get_type ())
#define TM_TYPE_TABLE_HAND (tm_table_hand_get_type ())
#define TM_TYPE_TABLE_SESSION (tm_table_session_get_type ())

G_DECLARE_FINAL_TYPE (TmTableSession, tm_table_session, TM, TABLE_SESSION, GObject)

GType               tm_table_now_get_type            (void) G_GNUC_CONST;
TmTableNow         *tm_table_now_ref                 (TmTableNow     *self);
void                tm_table_now_unref               (TmTableNow     *self);
TmTablePhase        tm_table_now_get_phase           (TmTableNow     *self);
guint               tm_table_now_get_hand            (TmTableNow     *self);
guint               tm_table_now_get_round           (TmTableNow     *self);
int                 tm_table_now_get_dealer          (TmTableNow     *self);
int                 tm_table_now_get_seat            (TmTableNow     *self);
int                 tm_table_now_get_actor           (TmTableNow     *self);
const char         *tm_table_now_get_text            (TmTableNow     *self);
const char         *tm_table_now_get_section         (TmTableNow     *self);
const char         *tm_table_now_get_ruling          (TmTableNow     *self);
const char * const *tm_table_now_get_kinds           (TmTableNow     *self);
gboolean            tm_table_now_allows              (TmTableNow     *self,
                                                      const char     *kind);
gboolean            tm_table_now_is_winner           (TmTableNow     *self,
                                                      guint           seat);

GType               tm_table_hand_get_type           (void) G_GNUC_CONST;
TmTableHand        *tm_table_hand_ref                (TmTableHand    *self);
void                tm_table_hand_unref              (TmTableHand    *self);
const char         *tm_table_hand_get_game_id        (TmTableHand    *self);
guint               tm_table_hand_get_number         (TmTableHand    *self);
int                 tm_table_hand_get_dealer         (TmTableHand    *self);
guint               tm_table_hand_get_n_players      (TmTableHand    *self);
const char         *tm_table_hand_get_player         (TmTableHand    *self,
                                                      guint           seat);
int                 tm_table_hand_get_team           (TmTableHand    *self,
                                                      guint           seat);
GVariant           *tm_table_hand_get_entry          (TmTableHand    *self,
                                                      guint           seat);
GVariant           *tm_table_hand_get_outcome        (TmTableHand    *self);
GVariant           *tm_table_hand_get_options        (TmTableHand    *self);
JsonNode           *tm_table_hand_to_json            (TmTableHand    *self);

TmTableSession     *tm_table_session_new             (TmCatalogue        *catalogue,
                                                      const char         *game_id,
                                                      const char * const *players,
                                                      GVariant           *options,
                                                      int                 dealer,
                                                      GError            **error);
TmTableSession     *tm_table_session_new_from_file   (TmCatalogue        *catalogue,
                                                      GFile              *file,
                                                      GError            **error);
GFile              *tm_table_session_get_file        (TmTableSession     *self);
void                tm_table_session_set_file        (TmTableSession     *self,
                                                      GFile              *file);
gboolean            tm_table_session_save            (TmTableSession     *self,
                                                      GError            **error);
GBytes             *tm_table_session_to_bytes        (TmTableSession     *self);
void                tm_table_session_save_async      (TmTableSession     *self,
                                                      GFile              *file,
                                                      GCancellable       *cancellable,
                                                      GAsyncReadyCallback callback,
                                                      gpointer            user_data);
gboolean            tm_table_session_save_finish     (TmTableSession     *self,
                                                      GAsyncResult       *result,
                                                      GError            **error);

const char         *tm_table_session_get_game_id     (TmTableSession     *self);
guint               tm_table_session_get_n_players   (TmTableSession     *self);
const char         *tm_table_session_get_player      (TmTableSession     *self,
                                                      guint               seat);
GVariant           *tm_table_session_get_options     (TmTableSession     *self);
TmTableSetup       *tm_table_session_get_setup       (TmTableSession     *self);
int                 tm_table_session_get_team        (TmTableSession     *self,
                                                      guint               seat);
int                 tm_table_session_get_total       (TmTableSession     *self,
                                                      guint               seat);
const TmTableKindInfo *tm_table_session_get_kinds    (TmTableSession     *self);

gboolean            tm_table_session_record          (TmTableSession     *self,
                                                      const TmTableEvent *event,
                                                      GError            **error);
gboolean            tm_table_session_undo            (TmTableSession     *self,
                                                      GError            **error);
gboolean            tm_table_session_redo            (TmTableSession     *self,
                                                      GError            **error);
gboolean            tm_table_session_get_can_undo    (TmTableSession     *self);
gboolean            tm_table_session_get_can_redo    (TmTableSession     *self);
guint               tm_table_session_get_n_events    (TmTableSession     *self);
char               *tm_table_session_describe_event  (TmTableSession     *self,
                                                      guint               index);

TmTableNow         *tm_table_session_get_now         (TmTableSession     *self);
TmTableHand        *tm_table_session_get_finished_hand (TmTableSession   *self);
JsonNode           *tm_table_session_dup_facts       (TmTableSession     *self);

gboolean            tm_table_event_parse             (TmTableEvent       *event,
                                                      const char         *kind,
                                                      const char * const *fields,
                                                      GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmTableNow, tm_table_now_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmTableHand, tm_table_hand_unref)

G_END_DECLS
