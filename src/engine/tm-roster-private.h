/* tm-roster-private.h: what the roster's store and records share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The roster is its store (tm-roster.c: the players, their file, finding
 * and renaming them) and, on top of it, the records worked out from the
 * score sheets (tm-roster-records.c); each player is a TmRosterPlayer
 * (tm-roster-player.c).
 */

#pragma once

#include "tm-roster.h"
#include "tm-roster-player-private.h"

G_BEGIN_DECLS

typedef enum
{
  FILE_UNREAD,    /* saving is safe only if there is no file yet */
  FILE_READ,      /* read, or written by us: ours to save over */
  FILE_PROTECTED, /* could not be read: never saved over */
} FileState;

struct _TmRoster
{
  GObject    parent_instance;

  GFile     *file;
  GPtrArray *players;      /* TmRosterPlayer */
  FileState  file_state;
};

G_END_DECLS
