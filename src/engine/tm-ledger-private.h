/* tm-ledger-private.h: what the parts of TmLedger share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TmLedger is split by what each part does, each using only those before
 * it: its facts and their files (tm-ledger-format.c), what they add up to
 * (tm-ledger-stats.c), its hands and players (tm-ledger-hand.c,
 * tm-ledger-player.c), the ledger itself (tm-ledger.c), and on top of it
 * the changes and their undo history (tm-ledger-undo.c), reading and
 * saving files (tm-ledger-io.c) and exports (tm-ledger-export.c).
 */

#pragma once

#include "tm-ledger.h"
#include "tm-ledger-format-private.h"
#include "tm-ledger-hand-private.h"
#include "tm-ledger-player-private.h"
#include "tm-ledger-stats-private.h"

G_BEGIN_DECLS

struct _TmLedger
{
  GObject       parent_instance;

  TmCatalogue  *catalogue;
  char         *id;
  char         *game_id;
  GDateTime    *created;
  TmLedgerMeta *meta;
  TmScorer     *scorer;
  guint        *side_of;
  guint         n_sides;

  GListStore   *players;       /* TmLedgerPlayer */
  GListStore   *hands;         /* TmLedgerHand */
  GPtrArray    *hand_array;    /* the same hands, for quick access */

  TmStandings  *standings;
  gboolean      finished;
  guint         incomplete;
  guint         next_dealer;

  /* tm-ledger-undo.c: each step a GPtrArray of its changes */
  GPtrArray    *undo_stack;
  GPtrArray    *redo_stack;
  GPtrArray    *group;
  guint         group_depth;

  /* tm-ledger-io.c */
  GFile        *file;
  gboolean      file_known;    /* the file is the one read or saved */
  gboolean      autosave;
  gulong        autosave_id;   /* the handler of ::changed that saves */
  gboolean      saving;
  gboolean      save_pending;
  guint64       serial;        /* bumped by every change */
  guint64       saved_serial;  /* the serial the file holds */
};

/* Building a ledger from a file's facts, which it uses up. */
TmLedger    *_tm_ledger_new_from_doc     (TmCatalogue      *catalogue,
                                          TmLedgerDoc      *doc,
                                          const char       *filename,
                                          GError          **error);
/* The facts as they stand, to be written (in a thread if need be). */
TmLedgerDoc *_tm_ledger_dup_doc          (TmLedger         *self);

/* Applying a change to the facts; the caller then calls
 * _tm_ledger_changed() once. */
void         _tm_ledger_set_hand_data    (TmLedger         *self,
                                          TmLedgerHand     *hand,
                                          TmLedgerHandData *data);
void         _tm_ledger_insert_hand      (TmLedger         *self,
                                          TmLedgerHand     *hand,
                                          guint             position);
void         _tm_ledger_remove_hand_at   (TmLedger         *self,
                                          guint             position);
void         _tm_ledger_set_meta         (TmLedger         *self,
                                          TmLedgerMeta     *meta);
/* Works out the totals again, tells whoever shows them (emitting
 * ::changed, which saves with autosave on) and whether undo and redo
 * were possible before. */
void         _tm_ledger_changed          (TmLedger         *self,
                                          gboolean          could_undo,
                                          gboolean          could_redo);
void         _tm_ledger_notify_history   (TmLedger         *self,
                                          gboolean          could_undo,
                                          gboolean          could_redo);

/* The state of its file, with the notifications. */
void         _tm_ledger_set_file         (TmLedger         *self,
                                          GFile            *file);
void         _tm_ledger_set_autosave     (TmLedger         *self,
                                          gboolean          autosave);
void         _tm_ledger_set_saving       (TmLedger         *self,
                                          gboolean          saving);
void         _tm_ledger_set_saved_serial (TmLedger         *self,
                                          guint64           serial);
void         _tm_ledger_emit_save_failed (TmLedger         *self,
                                          const GError     *error);

G_END_DECLS
