/* tm-data-strings-private.h: translating the shown strings of the data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

void        _tm_data_strings_translate        (JsonNode   *root,
                                               const char *kind);
const char *_tm_data_strings_translate_plural (const char *context,
                                               const char *singular,
                                               const char *plural,
                                               guint64     n);

G_END_DECLS
