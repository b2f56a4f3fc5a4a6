/* tm-types.h: forward declarations for the Tablemate engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TM_ENGINE_RESOURCE_PATH:
 *
 * Where the engine's data (the effect vocabulary, the definition of a
 * score sheet for any other game) lives in the
 * resource tree.
 */
#define TM_ENGINE_RESOURCE_PATH "/io/github/tablemate/Tablemate/engine"

typedef struct _TmCard               TmCard;
typedef struct _TmCardEdits          TmCardEdits;
typedef struct _TmCatalogue          TmCatalogue;
typedef struct _TmDeck               TmDeck;
typedef struct _TmEffectVocabulary   TmEffectVocabulary;
typedef struct _TmGame               TmGame;
typedef struct _TmPlayRules          TmPlayRules;
typedef struct _TmRng                TmRng;
typedef struct _TmRulebook           TmRulebook;
typedef struct _TmScoreRules         TmScoreRules;
typedef struct _TmTableProcedure     TmTableProcedure;
typedef struct _TmTableRules         TmTableRules;

/**
 * TmSide:
 * @TM_SIDE_NONE: the card belongs to neither side
 * @TM_SIDE_PATRIOT: a Patriot card
 * @TM_SIDE_TRAITOR: a Traitor card
 *
 * Which side a numbered Gitmo card is on.
 */
typedef enum
{
  TM_SIDE_NONE,
  TM_SIDE_PATRIOT,
  TM_SIDE_TRAITOR,
} TmSide;

G_END_DECLS
