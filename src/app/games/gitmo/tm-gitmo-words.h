/* tm-gitmo-words.h: the Gitmo table in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "games/gitmo/tm-gitmo-play.h"
#include "tm-play-table.h"

G_BEGIN_DECLS

/* What the words are drawn from: the table (seat names, and which seat
 * is the person's) and the game's decks (TmDeck, the cards as the person
 * edited them).  Both belong to the table view. */
typedef struct
{
  TmPlayTable *table;
  GPtrArray   *decks;
} TmGitmoWords;

guint                tm_gitmo_words_number_at        (guint               base,
                                                      guint               steps);
guint                tm_gitmo_words_spot_index       (const TmGitmoState *s,
                                                      guint               seat,
                                                      guint               slot);
gboolean             tm_gitmo_words_is_traitor       (const TmGitmoState *s,
                                                      guint               card);
const TmGitmoEffect *tm_gitmo_words_effect           (const TmGitmoState *s,
                                                      guint               card);
TmCard              *tm_gitmo_words_card             (TmGitmoWords       *words,
                                                      guint               card);
const char          *tm_gitmo_words_card_name        (TmGitmoWords       *words,
                                                      guint               card);
char                *tm_gitmo_words_card_short       (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      guint               card);
char                *tm_gitmo_words_card_long        (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      guint               card);
char                *tm_gitmo_words_card_with_points (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      guint               card);
char                *tm_gitmo_words_spot             (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      guint               g,
                                                      int                 mover);
char                *tm_gitmo_words_piece            (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      guint               source,
                                                      guint               seat,
                                                      guint               slot,
                                                      int                 mover);
char                *tm_gitmo_words_destination      (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      TmMove              m,
                                                      int                 mover);
char                *tm_gitmo_words_choice           (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      TmMove              m);
char                *tm_gitmo_words_turn             (TmGitmoWords       *words,
                                                      const TmGitmoState *s);
char                *tm_gitmo_words_prompt           (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      gboolean            deciding,
                                                      gboolean            only_end);
char                *tm_gitmo_words_describe_move    (TmGitmoWords       *words,
                                                      const TmGitmoState *before,
                                                      const TmGitmoState *after,
                                                      int                 player,
                                                      const TmMove       *move);
char                *tm_gitmo_words_describe_hint    (TmGitmoWords       *words,
                                                      const TmGitmoState *s,
                                                      const TmMove       *move);
char                *tm_gitmo_words_describe_start   (TmGitmoWords       *words,
                                                      const TmGitmoState *s);

G_END_DECLS
