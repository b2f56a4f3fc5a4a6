/* tm-ledger-private.h: what tm-ledger-io.c shares with tm-ledger.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-ledger.h"

G_BEGIN_DECLS

/* Reading in two steps, so that the parse can run in a thread: a
 * TmLedgerDoc is a file whose syntax has been checked, before its fields
 * are. */
typedef struct _TmLedgerDoc TmLedgerDoc;

TmLedgerDoc *_tm_ledger_parse         (GBytes       *bytes,
                                       const char   *filename,
                                       GError      **error);
void      _tm_ledger_doc_free         (TmLedgerDoc  *doc);
TmLedger *_tm_ledger_new_from_doc     (TmCatalogue  *catalogue,
                                       TmLedgerDoc  *doc,
                                       const char   *filename,
                                       GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmLedgerDoc, _tm_ledger_doc_free)

/* The check of a hand's cached points in a version 2 file: a 64-bit hash
 * of the stamp and the hand's texts, as 16 hex digits.  Writes 17 bytes
 * (with the NUL) to @out. */
void      _tm_ledger_hand_check       (const char   *stamp,
                                       const char   *points,
                                       gsize         points_len,
                                       const char   *entries,
                                       gsize         entries_len,
                                       const char   *outcome,
                                       gsize         outcome_len,
                                       char          out[17]);

/* A JSON scanner (tm-ledger-io.c): checks syntax, builds nothing. */
typedef enum
{
  TM_JSON_NULL,
  TM_JSON_BOOLEAN,
  TM_JSON_NUMBER,
  TM_JSON_STRING,
  TM_JSON_ARRAY,
  TM_JSON_OBJECT,
} TmJsonKind;

typedef enum
{
  TM_JSON_NEXT_ERROR,
  TM_JSON_NEXT_ITEM,
  TM_JSON_NEXT_END,
} TmJsonNext;

typedef struct
{
  const char *text;
  gsize       len;
  gsize       pos;
  guint       depth;
  const char *filename;
} TmJsonScanner;

void       _tm_json_scanner_init      (TmJsonScanner  *self,
                                       GBytes         *bytes,
                                       const char     *filename);
/* The kind of the next value, without moving past it. */
gboolean   _tm_json_scanner_peek      (TmJsonScanner  *self,
                                       TmJsonKind     *kind,
                                       GError        **error);
/* Moves past the next value, checking it; its bytes are [start, end). */
gboolean   _tm_json_scanner_skip      (TmJsonScanner  *self,
                                       gsize          *start,
                                       gsize          *end,
                                       GError        **error);
/* Moves into the list or object that must come next. */
gboolean   _tm_json_scanner_enter     (TmJsonScanner  *self,
                                       TmJsonKind      kind,
                                       GError        **error);
/* Moves to the next element or member (with its name in @key) of the
 * list or object entered; TM_JSON_NEXT_END past its end.  Set *first to
 * TRUE before the first call. */
TmJsonNext _tm_json_scanner_next      (TmJsonScanner  *self,
                                       TmJsonKind      kind,
                                       gboolean       *first,
                                       char          **key,
                                       GError        **error);
/* Reads an integer: FALSE without @error set when the (well-formed)
 * value is not one. */
gboolean   _tm_json_scanner_read_int  (TmJsonScanner  *self,
                                       gint64         *out,
                                       GError        **error);
/* Reads a string, decoded: *out is NULL when the (well-formed) value is
 * not one. */
gboolean   _tm_json_scanner_read_string (TmJsonScanner *self,
                                         char         **out,
                                         GError       **error);
/* Checks that nothing but white space follows. */
gboolean   _tm_json_scanner_finish    (TmJsonScanner  *self,
                                       GError        **error);

/* Every change bumps the serial; a save records the serial it wrote. */
guint64   _tm_ledger_get_serial       (TmLedger     *self);
void      _tm_ledger_set_saved_serial (TmLedger     *self,
                                       guint64       serial);
gboolean  _tm_ledger_get_file_known   (TmLedger     *self);
void      _tm_ledger_set_file_known   (TmLedger     *self,
                                       gboolean      known);
void      _tm_ledger_set_saving       (TmLedger     *self,
                                       gboolean      saving);
gboolean  _tm_ledger_take_save_pending (TmLedger    *self);
void      _tm_ledger_set_save_pending (TmLedger     *self);
void      _tm_ledger_emit_save_failed (TmLedger     *self,
                                       const GError *error);
/* Called after every change when autosave is on (tm-ledger-io.c). */
void      _tm_ledger_autosave         (TmLedger     *self);

G_END_DECLS
