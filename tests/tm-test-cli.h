/* tm-test-cli.h: running the built tablemate-cli from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

char *tm_test_run_cli (const char  *data_home,
                       const char  *input,
                       int         *status,
                       char       **err,
                       const char  *first_arg,
                       ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
