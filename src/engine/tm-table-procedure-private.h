/* tm-table-procedure-private.h: what the parts of TmTableProcedure share
 *
 * The procedure is kept and read in tm-table-procedure.c, loaded and
 * checked in tm-table-procedure-load.c and resolved for a table in
 * tm-table-procedure-resolve.c, whose results (TmTableStep, TmTableSetup,
 * tm-table-setup-private.h) live in tm-table-setup.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-card.h"
#include "tm-deck.h"
#include "tm-game.h"
#include "tm-table-procedure.h"

G_BEGIN_DECLS

/* The procedure as the file states it */

typedef struct
{
  guint   deck;                 /* index into decks */
  char   *kind;
  char   *card;
  char  **except;
  char   *option;               /* only when this option is on */
  char   *without;              /* only when this option is off */
} Selector;

typedef struct
{
  char      *id;
  char      *name;
  GPtrArray *selectors;         /* Selector */
} Stock;

typedef enum
{
  COUNT_FIXED,
  COUNT_BY_PLAYERS,
  COUNT_REST,
  COUNT_EVEN,
  COUNT_ALL,
} CountKind;

typedef struct
{
  TmTableStepKind  kind;
  int              stock;       /* -1: leave-out */
  char            *card;
  CountKind        count_kind;
  guint            count;
  guint           *by_players;  /* indexed by the number of players */
  gboolean         face_up;
  gboolean         choose;
  gboolean         uneven_list;
  char            *name;
  char            *text;
  char            *column;
  char            *layout;
  guint            rows;
  guint            columns;
  guint            min_players;
  guint            max_players;
  char            *option;
  char            *without;
} StepDef;

struct _TmTableProcedure
{
  GObject       parent_instance;

  char         *game_id;
  TmGame       *game;
  GPtrArray    *decks;          /* TmDeck, in the order of the definition */
  GPtrArray    *stocks;         /* Stock */
  GPtrArray    *steps;          /* StepDef */
  gboolean      dealer;
  gboolean      deal_passes;
  TmTableStart  start;
  gboolean      partners;
  guint         hands;
  guint         rounds;
  char         *rounds_option;
  char         *target_option;
  guint         target_rounds;
  char         *playoff_option;
  char         *ends[3];        /* hand, round, game; nullable */
  GHashTable   *labels;         /* event kind → its button's label */
};

/* The names of the `ends` texts: hand, round, game */
extern const char * const _tm_table_end_names[];

void          _tm_table_selector_free          (gpointer           data);
int           _tm_table_procedure_lookup_stock (TmTableProcedure  *self,
                                                const char        *id);
/* Resolves every step for @n_players and @options (checked, or NULL for
 * the defaults).  @where names the file for errors. */
TmTableSetup *_tm_table_procedure_resolve      (TmTableProcedure  *self,
                                                guint              n_players,
                                                GVariant          *options,
                                                const char        *where,
                                                GError           **error);

G_END_DECLS
