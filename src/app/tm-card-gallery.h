/* tm-card-gallery.h: every card a game uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"

G_BEGIN_DECLS

#define TM_TYPE_CARD_GALLERY (tm_card_gallery_get_type ())

G_DECLARE_FINAL_TYPE (TmCardGallery, tm_card_gallery, TM, CARD_GALLERY, GtkWidget)

GtkWidget *tm_card_gallery_new       (TmCatalogue   *catalogue,
                                      TmGame        *game);
gboolean   tm_card_gallery_show_card (TmCardGallery *self,
                                      const char    *deck_id,
                                      const char    *card_id);
void       tm_card_gallery_set_kind  (TmCardGallery *self,
                                      const char    *kind);
guint      tm_card_gallery_count_visible (TmCardGallery *self);
gboolean   tm_card_gallery_get_scrolling (TmCardGallery *self);
AdwDialog *tm_card_gallery_edit_card (TmCardGallery *self,
                                      const char    *deck_id,
                                      const char    *card_id);
AdwDialog *tm_card_gallery_reset_all (TmCardGallery *self);
const char *tm_card_gallery_get_notice (TmCardGallery *self);

G_END_DECLS
