/* tm-roster-player-private.h: what the roster keeps in and changes of a player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-roster-player.h"

G_BEGIN_DECLS

/* A player's record in one game. */
typedef struct
{
  guint  played;
  guint  won;
  gint64 points;
} TmRosterRecord;

struct _TmRosterPlayer
{
  GObject     parent_instance;

  char       *id;
  char       *name;
  char       *key;         /* _tm_roster_name_key() of the name */
  GDateTime  *last_used;
  GHashTable *records;     /* game id -> TmRosterRecord */
};

char           *_tm_roster_name_key              (const char     *name);
TmRosterPlayer *_tm_roster_player_new            (const char     *id,
                                                  const char     *name,
                                                  GDateTime      *last_used);
void            _tm_roster_player_set_name       (TmRosterPlayer *self,
                                                  const char     *name);
void            _tm_roster_player_set_last_used  (TmRosterPlayer *self,
                                                  GDateTime      *when);
gboolean        _tm_roster_player_take_records   (TmRosterPlayer *self,
                                                  GHashTable     *records);

G_END_DECLS
