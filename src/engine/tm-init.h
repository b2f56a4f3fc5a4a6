/* tm-init.h: start-up of the Tablemate engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tm_init (void);

G_END_DECLS
