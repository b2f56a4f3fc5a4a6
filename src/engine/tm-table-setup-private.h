/* tm-table-setup-private.h: a set-up's steps, as
 * tm-table-procedure-resolve.c fills them in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-table-procedure.h"

G_BEGIN_DECLS

struct _TmTableStep
{
  grefcount        ref_count;
  TmTableStepKind  kind;
  char            *stock;       /* nullable: leave-out */
  char            *name;
  char            *text;        /* markup, counts filled in */
  char            *layout;      /* nullable */
  guint            rows;
  guint            columns;
  guint            count;
  guint            total;       /* in the stock before the step */
  guint            n_each;
  guint           *each;        /* deal: per seat from the dealer's left */
  gboolean         face_up;
  gboolean         choose;      /* deal: each player picks their cards */
  char            *column;      /* the rules' table's heading, or NULL */
  char            *cell;        /* what the rules' table shows there */
};

struct _TmTableSetup
{
  grefcount  ref_count;
  guint      n_players;
  GPtrArray *steps;             /* TmTableStep */
  guint      first_offset;
  int       *teams;             /* nullable: no partners */
};

/* The names of TmTableStepKind's values, as the file writes them */
extern const char * const _tm_table_step_kind_names[];

G_END_DECLS
