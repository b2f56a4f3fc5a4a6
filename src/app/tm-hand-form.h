/* tm-hand-form.h: the rows of a hand's form, from the game's fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_HAND_FORM (tm_hand_form_get_type ())

G_DECLARE_FINAL_TYPE (TmHandForm, tm_hand_form, TM, HAND_FORM, GObject)

TmHandForm *tm_hand_form_new               (TmLedger           *ledger,
                                            TmLedgerHand       *hand,
                                            AdwPreferencesPage *page);
TmHandForm *tm_hand_form_new_filled        (TmLedger           *ledger,
                                            GVariant           *outcome,
                                            GVariant * const   *entries,
                                            AdwPreferencesPage *page);
GVariant   *tm_hand_form_dup_outcome       (TmHandForm         *self);
GPtrArray  *tm_hand_form_dup_entries       (TmHandForm         *self);
void        tm_hand_form_show_points       (TmHandForm         *self,
                                            TmHandScore        *score);
char       *tm_hand_form_dup_points_text   (TmHandForm         *self,
                                            guint               player);
GtkWidget  *tm_hand_form_get_first_field   (TmHandForm         *self);
GtkWidget  *tm_hand_form_get_field         (TmHandForm         *self,
                                            guint               player,
                                            const char         *field_id);
GtkWidget  *tm_hand_form_get_card_row      (TmHandForm         *self,
                                            guint               player,
                                            const char         *card_id);
GtkWidget  *tm_hand_form_get_outcome_field (TmHandForm         *self,
                                            const char         *field_id);
void        tm_hand_form_clear_player      (TmHandForm         *self,
                                            guint               player);
guint       tm_hand_form_add_run           (TmHandForm         *self,
                                            guint               player);
GtkWidget  *tm_hand_form_get_run_field     (TmHandForm         *self,
                                            guint               player,
                                            guint               run,
                                            const char         *field_id);

G_END_DECLS
