/* tm-ledger-format.h: a score sheet's file format, its version and errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TM_LEDGER_ERROR:
 *
 * The error domain for score sheets and their files.
 */
#define TM_LEDGER_ERROR (tm_ledger_error_quark ())

/**
 * TmLedgerError:
 * @TM_LEDGER_ERROR_CORRUPT: the file is damaged: not JSON, or cut short
 * @TM_LEDGER_ERROR_VERSION: the file comes from a newer Tablemate
 * @TM_LEDGER_ERROR_INVALID: a field is missing or has the wrong type or value
 * @TM_LEDGER_ERROR_EXISTS: saving would replace a file the ledger was not
 *   read from
 * @TM_LEDGER_ERROR_PLAYERS: the change does not fit the table of players
 *
 * Errors from ledgers and their files.  Whatever the error, a file that
 * could not be read is left exactly as it was.
 */
typedef enum
{
  TM_LEDGER_ERROR_CORRUPT,
  TM_LEDGER_ERROR_VERSION,
  TM_LEDGER_ERROR_INVALID,
  TM_LEDGER_ERROR_EXISTS,
  TM_LEDGER_ERROR_PLAYERS,
} TmLedgerError;

/**
 * TM_LEDGER_FORMAT_VERSION:
 *
 * The version of the ledger file format this engine writes, and the
 * newest it reads (it reads every earlier one too).
 */
#define TM_LEDGER_FORMAT_VERSION 3

GQuark        tm_ledger_error_quark          (void);

G_END_DECLS
