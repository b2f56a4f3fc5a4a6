/* tm-card-edits.h: a person's own names, texts and effects for cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_CARD_EDITS_ERROR:
 *
 * The error domain for card edits and the file that keeps them.
 */
#define TM_CARD_EDITS_ERROR (tm_card_edits_error_quark ())

/**
 * TmCardEditsError:
 * @TM_CARD_EDITS_ERROR_PARSE: the edits file is not valid JSON
 * @TM_CARD_EDITS_ERROR_VERSION: the edits file has a version this Tablemate does not understand
 * @TM_CARD_EDITS_ERROR_INVALID: the edits file, or an edit, is malformed
 * @TM_CARD_EDITS_ERROR_NOT_EDITABLE: the card's text and effect cannot be edited
 * @TM_CARD_EDITS_ERROR_INVALID_EFFECT: an edited effect is not one the engine can carry out
 * @TM_CARD_EDITS_ERROR_PROTECTED: the edits file could not be read, so it is not overwritten
 *
 * Errors from editing cards and from the edits file.
 */
typedef enum
{
  TM_CARD_EDITS_ERROR_PARSE,
  TM_CARD_EDITS_ERROR_VERSION,
  TM_CARD_EDITS_ERROR_INVALID,
  TM_CARD_EDITS_ERROR_NOT_EDITABLE,
  TM_CARD_EDITS_ERROR_INVALID_EFFECT,
  TM_CARD_EDITS_ERROR_PROTECTED,
} TmCardEditsError;

#define TM_TYPE_CARD_EDITS (tm_card_edits_get_type ())

G_DECLARE_FINAL_TYPE (TmCardEdits, tm_card_edits, TM, CARD_EDITS, GObject)

GQuark        tm_card_edits_error_quark        (void);

TmCardEdits  *tm_card_edits_new                (void);
GFile        *tm_card_edits_get_default_file   (void);
gboolean      tm_card_edits_load_bytes         (TmCardEdits          *self,
                                                GBytes               *bytes,
                                                const char           *filename,
                                                GError              **error);
gboolean      tm_card_edits_load_file          (TmCardEdits          *self,
                                                GFile                *file,
                                                GError              **error);
void          tm_card_edits_load_file_async    (TmCardEdits          *self,
                                                GFile                *file,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean      tm_card_edits_load_file_finish   (TmCardEdits          *self,
                                                GAsyncResult         *result,
                                                GError              **error);
const char   *tm_card_edits_get_load_failure   (TmCardEdits          *self);
GBytes       *tm_card_edits_to_bytes           (TmCardEdits          *self);
gboolean      tm_card_edits_save_file          (TmCardEdits          *self,
                                                GFile                *file,
                                                GError              **error);
void          tm_card_edits_save_file_async    (TmCardEdits          *self,
                                                GFile                *file,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gboolean      tm_card_edits_save_file_finish   (TmCardEdits          *self,
                                                GAsyncResult         *result,
                                                GError              **error);
guint         tm_card_edits_get_n_edits        (TmCardEdits          *self);
char        **tm_card_edits_list_keys          (TmCardEdits          *self);
gboolean      tm_card_edits_lookup             (TmCardEdits          *self,
                                                const char           *deck_id,
                                                const char           *card_id,
                                                const char          **name,
                                                const char          **text,
                                                JsonArray           **effect);
void          tm_card_edits_set                (TmCardEdits          *self,
                                                const char           *deck_id,
                                                const char           *card_id,
                                                const char           *name,
                                                const char           *text,
                                                JsonArray            *effect);
const char   *tm_card_edits_get_answer         (TmCardEdits          *self,
                                                const char           *deck_id,
                                                const char           *card_id);
void          tm_card_edits_set_answer         (TmCardEdits          *self,
                                                const char           *deck_id,
                                                const char           *card_id,
                                                const char           *answer);
void          tm_card_edits_remove             (TmCardEdits          *self,
                                                const char           *deck_id,
                                                const char           *card_id);
void          tm_card_edits_clear              (TmCardEdits          *self);

G_END_DECLS
