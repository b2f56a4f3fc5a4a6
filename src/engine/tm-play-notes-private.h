/* tm-play-notes-private.h: a seat's notes in a saved game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-play-notes.h"

G_BEGIN_DECLS

JsonNode    *_tm_play_notes_to_json       (TmPlayNotes *self);
TmPlayNotes *_tm_play_notes_new_from_json (JsonNode    *node);

G_END_DECLS
