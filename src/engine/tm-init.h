/* tm-init.h: start-up of the Tablemate engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TM_ENGINE_RESOURCE_PATH:
 *
 * Where the engine's data (games, decks, effects, rules) lives in the
 * resource tree.
 */
#define TM_ENGINE_RESOURCE_PATH "/io/github/tablemate/Tablemate/engine"

void tm_init (void);

G_END_DECLS
