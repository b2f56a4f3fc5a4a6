/* tm-test-games.h: what the generic game tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablemate.h"
#include "tm-game-module.h"

G_BEGIN_DECLS

/* A hand as a person might enter it: generated from a scorer's declared
 * fields, and scored. */
typedef struct
{
  GVariant     *outcome;      /* nullable */
  GVariant    **entries;      /* n_players, each nullable (a blank) */
  guint         n_players;
  TmHandScore  *score;
} TmTestHand;

TmGame     *tm_test_module_game         (const TmGameModule *module);
guint       tm_test_check_rules_links   (TmCatalogue   *catalogue,
                                         TmRulebook    *rulebook);
GPtrArray  *tm_test_option_variants     (TmGame        *game,
                                         TmGamePillars  pillar);
GPtrArray  *tm_test_option_combinations (TmGame        *game,
                                         TmGamePillars  pillar);
GArray     *tm_test_option_radices      (TmGame        *game,
                                         TmGamePillars  pillar);
GArray     *tm_test_covering_rows       (const guint   *radices,
                                         guint          n_factors,
                                         guint          max_rows,
                                         guint64        seed,
                                         guint         *strength);
char      **tm_test_player_names        (guint          n_players);
TmTestHand *tm_test_hand_new_scorable   (TmScorer      *scorer,
                                         TmCatalogue   *catalogue,
                                         TmRng         *rng,
                                         guint         *refused);
void        tm_test_hand_free           (TmTestHand    *hand);
JsonNode   *tm_test_hand_to_json        (TmTestHand    *hand,
                                         TmScorer      *scorer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmTestHand, tm_test_hand_free)

/* Adds a test for each entry of a table of cases whose entries start
 * with their name (`const char *name`), at PATH/NAME. */
void        tm_test_add_cases           (const char        *path,
                                         gconstpointer      cases,
                                         gsize              n_cases,
                                         gsize              case_size,
                                         GTestDataFunc      func);
#define TM_TEST_ADD_CASES(path, cases, func) \
  tm_test_add_cases ((path), (cases), G_N_ELEMENTS (cases), sizeof (cases)[0], (func))

/* A game's own move-by-move tests, on its play rules' raw state: moves
 * are given in their text form (docs/play-format.md). */
void        tm_test_play_assert_sane    (const TmPlayRules *rules,
                                         const void        *state);
void        tm_test_play_random_moves   (const TmPlayRules *rules,
                                         void              *state,
                                         TmRng             *rng,
                                         guint64           *moves,
                                         guint64            target,
                                         guint              game);
gpointer    tm_test_play_new_state      (const TmPlayRules *rules,
                                         guint              n_players,
                                         const char        *options,
                                         GBytes            *setup);
TmMove      tm_test_play_parse          (const TmPlayRules *rules,
                                         const void        *state,
                                         const char        *text);
void        tm_test_play_apply          (const TmPlayRules *rules,
                                         void              *state,
                                         const char        *text);
void        tm_test_play_refused        (const TmPlayRules *rules,
                                         const void        *state,
                                         const char        *text,
                                         const char        *section,
                                         const char        *ruling);

G_END_DECLS
