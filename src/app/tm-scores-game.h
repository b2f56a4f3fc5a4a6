/* tm-scores-game.h: what each game's score sheet asks for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How one value of a hand is entered. */
typedef enum
{
  TM_SCORES_FIELD_COUNT,        /* a whole number from 0 */
  TM_SCORES_FIELD_POINTS,       /* any whole number */
  TM_SCORES_FIELD_FLAG,         /* yes or no */
  TM_SCORES_FIELD_CARD_POINTS,  /* a card's printed points, stored as [n] */
  TM_SCORES_FIELD_PLAYER,       /* a player, or nobody */
  TM_SCORES_FIELD_PLAYERS,      /* a set of players */
  TM_SCORES_FIELD_CHOICE,       /* one of a few strings */
  TM_SCORES_FIELD_RUNS,         /* Gitmo's runs: [{patriots, traitors, card}] */
} TmScoresFieldKind;

/* Whether a field depends on the number of players. */
typedef enum
{
  TM_SCORES_TABLE_ANY,          /* always shown */
  TM_SCORES_TABLE_SOLO,         /* only for a player alone */
  TM_SCORES_TABLE_GROUP,        /* only with two players or more */
} TmScoresTable;

typedef struct
{
  const char        *id;            /* the member of the hand's JSON */
  TmScoresFieldKind  kind;
  const char        *label;         /* with a mnemonic, untranslated */
  const char        *subtitle;      /* untranslated, or NULL */
  int                max;           /* for counts; 0: no limit */
  const char        *option;        /* shown only with this option, or NULL */
  const char        *without;       /* shown only without this option */
  const char * const *choices;      /* CHOICE, RUNS: ids, then labels */
  TmScoresTable       table;
  const char         *deck;         /* CARD_POINTS: the deck to pick from */
} TmScoresField;

/* An option of the game's rules that changes how it is scored. */
typedef struct
{
  const char *id;
  gboolean    has_number;           /* a number instead of just on */
  int         number;               /* its usual value */
  int         min;
  int         max;
  const char *number_label;         /* untranslated */
  const char *name;                 /* untranslated; for games without */
  const char *description;          /*   a rulebook, which names the rest */
} TmScoresOption;

typedef struct
{
  const char           *game_id;
  const TmScoresField  *entry_fields;    /* NULL-terminated by id */
  const TmScoresField  *outcome_fields;  /* NULL-terminated by id */
  const TmScoresOption *options;         /* NULL-terminated by id */
  gboolean              has_partners;    /* the "partners" option makes teams */
  gboolean              has_rounds;      /* the table agrees a number of rounds */
} TmScoresGame;

const TmScoresGame *tm_scores_game_lookup (const char *game_id);

G_END_DECLS
