/* tm-table-procedure.h: how a game is set up and run at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_TABLE_ERROR:
 *
 * The error domain of the table assistant: table procedure files, table
 * sessions and the events recorded in them.
 */
#define TM_TABLE_ERROR (tm_table_error_quark ())

/**
 * TmTableError:
 * @TM_TABLE_ERROR_PARSE: a file is not valid JSON
 * @TM_TABLE_ERROR_INVALID: a file is valid JSON but breaks its format; the
 *   message names the file and the field
 * @TM_TABLE_ERROR_VERSION: a file has a format version we do not know
 * @TM_TABLE_ERROR_PLAYERS: the number of players is outside the game's
 *   range
 * @TM_TABLE_ERROR_OPTION: an option is unknown or has a bad value
 * @TM_TABLE_ERROR_EVENT: the rules forbid the event now, or it is not an
 *   event of this game; the message says why
 * @TM_TABLE_ERROR_NOTHING: there is nothing to undo or redo
 *
 * Errors from the table assistant.
 */
typedef enum
{
  TM_TABLE_ERROR_PARSE,
  TM_TABLE_ERROR_INVALID,
  TM_TABLE_ERROR_VERSION,
  TM_TABLE_ERROR_PLAYERS,
  TM_TABLE_ERROR_OPTION,
  TM_TABLE_ERROR_EVENT,
  TM_TABLE_ERROR_NOTHING,
} TmTableError;

/**
 * TmTableStepKind:
 * @TM_TABLE_STEP_LEAVE_OUT: cards of the game's decks this game does not
 *   use stay in the box
 * @TM_TABLE_STEP_REMOVE: some cards are taken out before shuffling
 * @TM_TABLE_STEP_SET_ASIDE: cards are put aside, perhaps unseen
 * @TM_TABLE_STEP_DEAL: cards are dealt (or chosen) to every player
 * @TM_TABLE_STEP_LAY_OUT: cards are laid out on the table, in a pile,
 *   a grid or a ring
 * @TM_TABLE_STEP_PILE: the rest of a stock makes a pile
 *
 * What one step of a set-up does.
 */
typedef enum
{
  TM_TABLE_STEP_LEAVE_OUT,
  TM_TABLE_STEP_REMOVE,
  TM_TABLE_STEP_SET_ASIDE,
  TM_TABLE_STEP_DEAL,
  TM_TABLE_STEP_LAY_OUT,
  TM_TABLE_STEP_PILE,
} TmTableStepKind;

/**
 * TmTableStart:
 * @TM_TABLE_START_DEALER_LEFT: the player on the dealer's left starts
 * @TM_TABLE_START_FEWEST_CARDS: the one player dealt fewer cards than the
 *   others starts; otherwise the player on the dealer's left
 * @TM_TABLE_START_FIRST_SEAT: the first seat starts (a game without a
 *   dealer: the seats are given in the order they play)
 *
 * Who plays first in a hand.
 */
typedef enum
{
  TM_TABLE_START_DEALER_LEFT,
  TM_TABLE_START_FEWEST_CARDS,
  TM_TABLE_START_FIRST_SEAT,
} TmTableStart;

typedef struct _TmTableStep TmTableStep;
typedef struct _TmTableSetup TmTableSetup;

#define TM_TYPE_TABLE_STEP (tm_table_step_get_type ())
#define TM_TYPE_TABLE_SETUP (tm_table_setup_get_type ())
#define TM_TYPE_TABLE_PROCEDURE (tm_table_procedure_get_type ())

G_DECLARE_FINAL_TYPE (TmTableProcedure, tm_table_procedure, TM, TABLE_PROCEDURE, GObject)

GQuark            tm_table_error_quark              (void);

GType             tm_table_step_get_type            (void) G_GNUC_CONST;
TmTableStep      *tm_table_step_ref                 (TmTableStep  *self);
void              tm_table_step_unref               (TmTableStep  *self);
TmTableStepKind   tm_table_step_get_kind            (TmTableStep  *self);
const char       *tm_table_step_get_stock           (TmTableStep  *self);
const char       *tm_table_step_get_name            (TmTableStep  *self);
const char       *tm_table_step_get_text            (TmTableStep  *self);
guint             tm_table_step_get_count           (TmTableStep  *self);
guint             tm_table_step_get_total           (TmTableStep  *self);
const char       *tm_table_step_get_column          (TmTableStep  *self);
const char       *tm_table_step_get_cell            (TmTableStep  *self);
guint             tm_table_step_get_each            (TmTableStep  *self,
                                                     guint         offset);
gboolean          tm_table_step_get_face_up         (TmTableStep  *self);
const char       *tm_table_step_get_layout          (TmTableStep  *self);
guint             tm_table_step_get_rows            (TmTableStep  *self);
guint             tm_table_step_get_columns         (TmTableStep  *self);

GType             tm_table_setup_get_type           (void) G_GNUC_CONST;
TmTableSetup     *tm_table_setup_ref                (TmTableSetup *self);
void              tm_table_setup_unref              (TmTableSetup *self);
guint             tm_table_setup_get_n_players      (TmTableSetup *self);
guint             tm_table_setup_get_n_steps        (TmTableSetup *self);
TmTableStep      *tm_table_setup_get_step           (TmTableSetup *self,
                                                     guint         index);
TmTableStep      *tm_table_setup_lookup_step        (TmTableSetup *self,
                                                     const char   *name);
guint             tm_table_setup_get_dealt          (TmTableSetup *self,
                                                     guint         offset);
guint             tm_table_setup_get_first_offset   (TmTableSetup *self);
int               tm_table_setup_get_team           (TmTableSetup *self,
                                                     guint         seat);
char             *tm_table_setup_to_plain_text      (TmTableSetup *self);
JsonNode         *tm_table_setup_to_json            (TmTableSetup *self);

TmTableProcedure *tm_table_procedure_new_from_bytes (GBytes        *bytes,
                                                     const char    *filename,
                                                     TmGame        *game,
                                                     TmDeck * const *decks,
                                                     GError       **error);
const char       *tm_table_procedure_get_game_id    (TmTableProcedure *self);
TmGame           *tm_table_procedure_get_game       (TmTableProcedure *self);
TmTableSetup     *tm_table_procedure_get_setup      (TmTableProcedure *self,
                                                     guint             n_players,
                                                     GVariant         *options,
                                                     GError          **error);
gboolean          tm_table_procedure_has_dealer     (TmTableProcedure *self);
gboolean          tm_table_procedure_get_deal_passes (TmTableProcedure *self);
TmTableStart      tm_table_procedure_get_start      (TmTableProcedure *self);
gboolean          tm_table_procedure_get_partners   (TmTableProcedure *self,
                                                     guint             n_players,
                                                     GVariant         *options);
guint             tm_table_procedure_get_hands      (TmTableProcedure *self);
guint             tm_table_procedure_get_rounds     (TmTableProcedure *self,
                                                     GVariant         *options);
int               tm_table_procedure_get_target     (TmTableProcedure *self,
                                                     GVariant         *options);
gboolean          tm_table_procedure_get_playoff    (TmTableProcedure *self,
                                                     GVariant         *options);
const char       *tm_table_procedure_get_event_label (TmTableProcedure *self,
                                                     const char       *kind);
GStrv             tm_table_procedure_dup_event_kinds (TmTableProcedure *self);
const char       *tm_table_procedure_get_ends       (TmTableProcedure *self,
                                                     const char       *what);
char            **tm_table_procedure_dup_table      (TmTableProcedure *self,
                                                     GPtrArray        *rows);
GPtrArray        *tm_table_procedure_list_stock     (TmTableProcedure *self,
                                                     const char       *stock,
                                                     GVariant         *options);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmTableStep, tm_table_step_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmTableSetup, tm_table_setup_unref)

G_END_DECLS
