/* tm-ledger-format-private.h: a score sheet's facts, and their files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-breakdown-private.h"
#include "tm-ledger-format.h"

G_BEGIN_DECLS

/* One hand as people entered it: an immutable snapshot (in a GRcBox),
 * shared by the hand, the undo history and saves in a thread, so it holds
 * nothing but strings and breakdowns (immutable too).  A breakdown the game's scorer cannot
 * read (a file edited by hand, say) is kept as the file's JSON text in
 * @unread, so that it is written back as it was, and the hand reports the
 * problem until someone enters that breakdown again.  A file's
 * breakdowns are in @raw, json-glib's nodes, until the scorer reads them
 * (_tm_ledger_stats_read_breakdowns()), before the hand is shared. */
typedef struct
{
  guint        n_players;
  guint        dealer;
  char        *note;
  char        *time;       /* when the hand was added, ISO 8601 UTC; or NULL */
  TmBreakdown **entries;   /* NULL for a blank */
  TmBreakdown  *outcome;   /* or NULL */
  char       **unread;     /* NULL, or n_players + 1 (the last the outcome) */
  JsonNode   **raw;        /* the same, of a hand being read from a file */
  /* Whether every breakdown was built by the game's fields (read from a
   * file), so that scoring need not check them. */
  gboolean     checked;

  /* The hand as files write it, made when first saved (the rest never
   * changes): a long sheet saves again after an edit at the cost of the
   * hands edited. */
  char        *json;
} TmLedgerHandData;

typedef struct
{
  char *name;
  int   team;
  char *roster_id;
} TmLedgerPlayerData;

/* Everything about a sheet but its hands that a person can change: an
 * immutable snapshot too. */
typedef struct
{
  char               *title;
  JsonObject         *options;
  guint               n_players;
  TmLedgerPlayerData *players;
  guint               first_dealer;
  guint               rounds;
} TmLedgerMeta;

TmLedgerHandData *_tm_ledger_hand_data_new      (guint                   n_players);
TmLedgerHandData *_tm_ledger_hand_data_copy     (const TmLedgerHandData *other);
void              _tm_ledger_hand_data_release  (TmLedgerHandData       *hand);
/* Replaces a breakdown (player @index, or the outcome at n_players),
 * taking a floating reference, of a hand not shared yet; it is checked
 * when the hand is scored. */
void              _tm_ledger_hand_data_set_breakdown (TmLedgerHandData *hand,
                                                      guint             index,
                                                      GVariant         *breakdown);

TmLedgerMeta     *_tm_ledger_meta_new           (guint                   n_players);
TmLedgerMeta     *_tm_ledger_meta_copy          (const TmLedgerMeta     *other);
void              _tm_ledger_meta_release       (TmLedgerMeta           *meta);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmLedgerHandData, _tm_ledger_hand_data_release)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmLedgerMeta, _tm_ledger_meta_release)

/* A whole sheet's facts: read from a file (in a thread, then used up by
 * _tm_ledger_new_from_doc()), or taken from a ledger to be written. */
typedef struct
{
  char         *id;
  char         *game_id;
  GDateTime    *created;
  TmLedgerMeta *meta;
  gboolean      has_rounds;   /* read: FALSE for the game's default */
  GPtrArray    *hands;        /* TmLedgerHandData */
  JsonNode     *root;         /* read: the file, which @hands point into */
} TmLedgerDoc;

TmLedgerDoc *_tm_ledger_doc_new       (void);
void         _tm_ledger_doc_free      (TmLedgerDoc  *doc);
/* Reads a file: in tm-ledger-read.c, which reads a long sheet's hands
 * in one pass and the rest with _tm_ledger_doc_parse_json(). */
TmLedgerDoc *_tm_ledger_doc_parse     (GBytes       *bytes,
                                       const char   *filename,
                                       GError      **error);
TmLedgerDoc *_tm_ledger_doc_parse_json (const char  *data,
                                        gsize        len,
                                        const char  *filename,
                                        gint64      *out_version,
                                        GError     **error);
GString     *_tm_ledger_doc_write     (TmLedgerDoc  *doc,
                                       int           version);
/* The same in two steps: the header (through json-glib: in the thread
 * that owns the ledger), then the hands (in any thread). */
GString     *_tm_ledger_doc_write_head  (TmLedgerDoc  *doc,
                                         int           version);
void         _tm_ledger_doc_write_hands (TmLedgerDoc  *doc,
                                         GString      *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmLedgerDoc, _tm_ledger_doc_free)

G_END_DECLS
