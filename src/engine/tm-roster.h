/* tm-roster.h: the players a household plays with, across every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-catalogue.h"
#include "tm-ledger.h"
#include "tm-roster-player.h"
#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_ROSTER_ERROR:
 *
 * The error domain for the roster and its file.
 */
#define TM_ROSTER_ERROR (tm_roster_error_quark ())

/**
 * TmRosterError:
 * @TM_ROSTER_ERROR_CORRUPT: the roster file is damaged: not JSON, or cut short
 * @TM_ROSTER_ERROR_VERSION: the roster file comes from a newer Tablemate
 * @TM_ROSTER_ERROR_INVALID: a field of the roster file is missing or wrong
 * @TM_ROSTER_ERROR_PROTECTED: the roster file could not be read, so it is
 *   not saved over
 * @TM_ROSTER_ERROR_NAME: a name is empty, or another player has it
 *
 * Errors from the roster and its file.  A file that could not be read is
 * left exactly as it was.
 */
typedef enum
{
  TM_ROSTER_ERROR_CORRUPT,
  TM_ROSTER_ERROR_VERSION,
  TM_ROSTER_ERROR_INVALID,
  TM_ROSTER_ERROR_PROTECTED,
  TM_ROSTER_ERROR_NAME,
} TmRosterError;

/**
 * TM_ROSTER_FORMAT_VERSION:
 *
 * The version of the roster file format this engine writes and reads.
 */
#define TM_ROSTER_FORMAT_VERSION 1

#define TM_TYPE_ROSTER (tm_roster_get_type ())

G_DECLARE_FINAL_TYPE (TmRoster, tm_roster, TM, ROSTER, GObject)

GQuark          tm_roster_error_quark        (void);

/* TmRoster */
TmRoster       *tm_roster_new                (GFile               *file);
GFile          *tm_roster_get_default_file   (void);
GFile          *tm_roster_get_file           (TmRoster            *self);

gboolean        tm_roster_load               (TmRoster            *self,
                                              GCancellable        *cancellable,
                                              GError             **error);
void            tm_roster_load_async         (TmRoster            *self,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean        tm_roster_load_finish        (TmRoster            *self,
                                              GAsyncResult        *result,
                                              GError             **error);
gboolean        tm_roster_load_bytes         (TmRoster            *self,
                                              GBytes              *bytes,
                                              const char          *filename,
                                              GError             **error);
GBytes         *tm_roster_to_bytes           (TmRoster            *self);
gboolean        tm_roster_save               (TmRoster            *self,
                                              GCancellable        *cancellable,
                                              GError             **error);
void            tm_roster_save_async         (TmRoster            *self,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean        tm_roster_save_finish        (TmRoster            *self,
                                              GAsyncResult        *result,
                                              GError             **error);

gboolean        tm_roster_refresh            (TmRoster            *self,
                                              TmCatalogue         *catalogue,
                                              GFile               *dir,
                                              GCancellable        *cancellable,
                                              GError             **error);
void            tm_roster_refresh_async      (TmRoster            *self,
                                              TmCatalogue         *catalogue,
                                              GFile               *dir,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean        tm_roster_refresh_finish     (TmRoster            *self,
                                              GAsyncResult        *result,
                                              GError             **error);
void            tm_roster_add_ledger         (TmRoster            *self,
                                              TmLedger            *ledger);
void            tm_roster_clear_records      (TmRoster            *self);

TmRosterPlayer *tm_roster_lookup             (TmRoster            *self,
                                              const char          *id);
TmRosterPlayer *tm_roster_find_by_name       (TmRoster            *self,
                                              const char          *name);
TmRosterPlayer *tm_roster_find_or_add        (TmRoster            *self,
                                              const char          *name);
gboolean        tm_roster_rename             (TmRoster            *self,
                                              TmRosterPlayer      *player,
                                              const char          *name,
                                              GError             **error);
void            tm_roster_remove             (TmRoster            *self,
                                              TmRosterPlayer      *player);
char          **tm_roster_dup_names          (TmRoster            *self);
TmRosterPlayer *tm_roster_lookup_player      (TmRoster            *self,
                                              TmLedgerPlayer      *player);
const char     *tm_roster_get_display_name   (TmRoster            *self,
                                              TmLedgerPlayer      *player);
void            tm_roster_link_ledger        (TmRoster            *self,
                                              TmLedger            *ledger);

G_END_DECLS
