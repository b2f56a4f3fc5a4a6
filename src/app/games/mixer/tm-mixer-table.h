/* tm-mixer-table.h: the mixer's quiz table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-play-table.h"

G_BEGIN_DECLS

#define TM_TYPE_MIXER_TABLE (tm_mixer_table_get_type ())

G_DECLARE_FINAL_TYPE (TmMixerTable, tm_mixer_table, TM, MIXER_TABLE, GtkWidget)

GtkWidget *tm_mixer_table_new (TmCatalogue *catalogue);

G_END_DECLS
