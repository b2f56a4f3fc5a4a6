/* tm-game-option-private.h: what a game option is made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-game-option.h"

G_BEGIN_DECLS

struct _TmGameOption
{
  grefcount         ref_count;
  char             *id;
  TmGameOptionKind  kind;
  char             *name;
  char             *description;
  gboolean          default_on;
  int               default_number;
  int               min;
  int               max;
  TmGamePillars     affects;
};

G_END_DECLS
