/* tm-font-warmup.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _TmFontWarmup TmFontWarmup;

TmFontWarmup *tm_font_warmup_start     (GListModel   *games);
GPtrArray    *tm_font_warmup_get_fonts (TmFontWarmup *warmup);
void          tm_font_warmup_finish    (TmFontWarmup *warmup);

G_END_DECLS
