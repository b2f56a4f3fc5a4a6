/* tm-hand-editor.h: entering or correcting one hand of a score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_HAND_EDITOR (tm_hand_editor_get_type ())

G_DECLARE_FINAL_TYPE (TmHandEditor, tm_hand_editor, TM, HAND_EDITOR, AdwDialog)

TmHandEditor *tm_hand_editor_new          (TmLedger     *ledger,
                                           TmLedgerHand *hand);
TmHandEditor *tm_hand_editor_new_filled   (TmLedger         *ledger,
                                           int               dealer,
                                           GVariant         *outcome,
                                           GVariant * const *entries);
TmLedger     *tm_hand_editor_get_ledger   (TmHandEditor *self);
TmLedgerHand *tm_hand_editor_get_hand     (TmHandEditor *self);
GtkWidget    *tm_hand_editor_get_field    (TmHandEditor *self,
                                           guint         player,
                                           const char   *field_id);
GtkWidget    *tm_hand_editor_get_card_row (TmHandEditor *self,
                                           guint         player,
                                           const char   *card_id);
GtkWidget    *tm_hand_editor_get_outcome_field (TmHandEditor *self,
                                           const char   *field_id);
void          tm_hand_editor_clear_player (TmHandEditor *self,
                                           guint         player);
gboolean      tm_hand_editor_get_valid    (TmHandEditor *self);
const char   *tm_hand_editor_get_problem  (TmHandEditor *self);
char         *tm_hand_editor_dup_points_text (TmHandEditor *self,
                                           guint         player);
gboolean      tm_hand_editor_save         (TmHandEditor *self,
                                           GError      **error);
guint         tm_hand_editor_add_run      (TmHandEditor *self,
                                           guint         player);
GtkWidget    *tm_hand_editor_get_run_field (TmHandEditor *self,
                                           guint         player,
                                           guint         run,
                                           const char   *field_id);

G_END_DECLS
