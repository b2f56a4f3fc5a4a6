/* tm-card-edit-dialog.h: renaming a card, editing its text and effect
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_CARD_EDIT_DIALOG (tm_card_edit_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TmCardEditDialog, tm_card_edit_dialog, TM, CARD_EDIT_DIALOG, AdwDialog)

AdwDialog *tm_card_edit_dialog_new    (TmCatalogue      *catalogue,
                                       TmCard           *card);
gboolean   tm_card_edit_dialog_save   (TmCardEditDialog *self);

G_END_DECLS
