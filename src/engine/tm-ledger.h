/* tm-ledger.h: one game night's score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tm-catalogue.h"
#include "tm-ledger-format.h"
#include "tm-ledger-hand.h"
#include "tm-ledger-player.h"
#include "tm-score.h"
#include "tm-types.h"

G_BEGIN_DECLS

#define TM_TYPE_LEDGER (tm_ledger_get_type ())

G_DECLARE_FINAL_TYPE (TmLedger, tm_ledger, TM, LEDGER, GObject)

TmLedger     *tm_ledger_new                  (TmCatalogue        *catalogue,
                                              const char         *game_id,
                                              const char * const *player_names,
                                              GError            **error);
TmLedger     *tm_ledger_new_from_bytes       (TmCatalogue        *catalogue,
                                              GBytes             *bytes,
                                              const char         *filename,
                                              GError            **error);
GBytes       *tm_ledger_to_bytes             (TmLedger           *self);
JsonNode     *tm_ledger_to_json              (TmLedger           *self);

const char   *tm_ledger_get_id               (TmLedger           *self);
const char   *tm_ledger_get_game_id          (TmLedger           *self);
TmCatalogue  *tm_ledger_get_catalogue        (TmLedger           *self);
TmScorer     *tm_ledger_get_scorer           (TmLedger           *self);
const char   *tm_ledger_get_title            (TmLedger           *self);
void          tm_ledger_set_title            (TmLedger           *self,
                                              const char         *title);
GDateTime    *tm_ledger_get_created          (TmLedger           *self);
GVariant     *tm_ledger_dup_options          (TmLedger           *self);
void          tm_ledger_set_options          (TmLedger           *self,
                                              GVariant           *values);
void          tm_ledger_set_option           (TmLedger           *self,
                                              const char         *option_id,
                                              GVariant           *value);
guint         tm_ledger_get_rounds           (TmLedger           *self);
void          tm_ledger_set_rounds           (TmLedger           *self,
                                              guint               rounds);
guint         tm_ledger_get_first_dealer     (TmLedger           *self);
void          tm_ledger_set_first_dealer     (TmLedger           *self,
                                              guint               dealer);
guint         tm_ledger_get_next_dealer      (TmLedger           *self);

guint         tm_ledger_get_n_players        (TmLedger           *self);
GListModel   *tm_ledger_get_players          (TmLedger           *self);
TmLedgerPlayer *tm_ledger_get_player         (TmLedger           *self,
                                              guint               position);
void          tm_ledger_set_player_name      (TmLedger           *self,
                                              guint               position,
                                              const char         *name);
void          tm_ledger_set_player_team      (TmLedger           *self,
                                              guint               position,
                                              int                 team);
void          tm_ledger_set_player_roster_id (TmLedger           *self,
                                              guint               position,
                                              const char         *roster_id);
gboolean      tm_ledger_add_player           (TmLedger           *self,
                                              const char         *name,
                                              GError            **error);
guint         tm_ledger_get_n_sides          (TmLedger           *self);
guint         tm_ledger_get_side_of          (TmLedger           *self,
                                              guint               player);
char         *tm_ledger_dup_side_name        (TmLedger           *self,
                                              guint               side);

GListModel   *tm_ledger_get_hands            (TmLedger           *self);
guint         tm_ledger_get_n_hands          (TmLedger           *self);
TmLedgerHand *tm_ledger_get_hand             (TmLedger           *self,
                                              guint               index);
TmLedgerHand *tm_ledger_add_hand             (TmLedger           *self);
gboolean      tm_ledger_append_hand          (TmLedger           *self,
                                              GVariant           *outcome,
                                              GVariant * const   *entries,
                                              const char         *note,
                                              GError            **error);
void          tm_ledger_remove_hand          (TmLedger           *self,
                                              TmLedgerHand       *hand);
gboolean      tm_ledger_set_entry            (TmLedger           *self,
                                              TmLedgerHand       *hand,
                                              guint               player,
                                              GVariant           *entry,
                                              GError            **error);
gboolean      tm_ledger_set_outcome          (TmLedger           *self,
                                              TmLedgerHand       *hand,
                                              GVariant           *outcome,
                                              GError            **error);
void          tm_ledger_set_note             (TmLedger           *self,
                                              TmLedgerHand       *hand,
                                              const char         *note);
void          tm_ledger_set_dealer           (TmLedger           *self,
                                              TmLedgerHand       *hand,
                                              guint               dealer);

TmStandings  *tm_ledger_get_standings        (TmLedger           *self);
gboolean      tm_ledger_get_finished         (TmLedger           *self);
guint         tm_ledger_get_incomplete_hands (TmLedger           *self);

gboolean      tm_ledger_get_can_undo         (TmLedger           *self);
gboolean      tm_ledger_get_can_redo         (TmLedger           *self);
gboolean      tm_ledger_undo                 (TmLedger           *self);
gboolean      tm_ledger_redo                 (TmLedger           *self);
void          tm_ledger_begin_group          (TmLedger           *self);
void          tm_ledger_end_group            (TmLedger           *self);

/* Files: tm-ledger-io.c */
GFile        *tm_ledger_get_default_dir      (void);
GFile        *tm_ledger_get_file             (TmLedger           *self);
void          tm_ledger_set_file             (TmLedger           *self,
                                              GFile              *file);
gboolean      tm_ledger_get_autosave         (TmLedger           *self);
void          tm_ledger_set_autosave         (TmLedger           *self,
                                              gboolean            autosave);
gboolean      tm_ledger_get_saving           (TmLedger           *self);
gboolean      tm_ledger_get_unsaved          (TmLedger           *self);
TmLedger     *tm_ledger_load                 (TmCatalogue        *catalogue,
                                              GFile              *file,
                                              GCancellable       *cancellable,
                                              GError            **error);
void          tm_ledger_load_async           (TmCatalogue        *catalogue,
                                              GFile              *file,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
TmLedger     *tm_ledger_load_finish          (GAsyncResult       *result,
                                              GError            **error);
gboolean      tm_ledger_save                 (TmLedger           *self,
                                              GCancellable       *cancellable,
                                              GError            **error);
void          tm_ledger_save_async           (TmLedger           *self,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
gboolean      tm_ledger_save_finish          (TmLedger           *self,
                                              GAsyncResult       *result,
                                              GError            **error);

/* Export: tm-ledger-export.c */
char         *tm_ledger_export_csv           (TmLedger           *self);
JsonNode     *tm_ledger_export_bgstats       (TmLedger           *self);

G_END_DECLS
