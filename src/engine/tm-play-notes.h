/* tm-play-notes.h: what a person at a virtual table notes for themselves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _TmPlayNotes TmPlayNotes;

#define TM_TYPE_PLAY_NOTES (tm_play_notes_get_type ())

GType                tm_play_notes_get_type      (void) G_GNUC_CONST;
TmPlayNotes         *tm_play_notes_new           (const char * const *ticked,
                                                  gboolean            tick_seen);
TmPlayNotes         *tm_play_notes_ref           (TmPlayNotes        *self);
void                 tm_play_notes_unref         (TmPlayNotes        *self);
const char * const  *tm_play_notes_get_ticked    (TmPlayNotes        *self);
gboolean             tm_play_notes_get_tick_seen (TmPlayNotes        *self);
gboolean             tm_play_notes_equal         (TmPlayNotes        *a,
                                                  TmPlayNotes        *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmPlayNotes, tm_play_notes_unref)

G_END_DECLS
