/* tm-gitmo-play-private.h: what the parts of Gitmo's play rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are split by responsibility: tm-gitmo-cards.c (the cards of
 * the game, compiled from the decks' data, and their ids),
 * tm-gitmo-table.c (runs, spots and where a card may go),
 * tm-gitmo-flow.c (dealing, filling spots, carrying out cards, turns,
 * the end of a hand and of the game), tm-gitmo-moves.c (a new game,
 * legal moves, applying them), tm-gitmo-play-check.c (why a
 * move is refused), tm-gitmo-observe.c (observations and sampling),
 * tm-gitmo-play-json.c (moves as text, states as JSON),
 * tm-gitmo-heuristic.c (the rule of thumb and the evaluation both agents
 * use) and tm-gitmo-rules.c (the table of functions that gathers them and
 * the bridge to the scorer).
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-gitmo-play.h"

G_BEGIN_DECLS

typedef TmGitmoState GitmoState;

/* The options play reads, in the order of TM_GITMO_OPT_. */
extern const char * const tm_gitmo_options[TM_GITMO_N_OPTIONS];

static inline guint
tm_gitmo_next_value (guint value)
{
  return value == 12 ? 1 : value + 1;
}

static inline guint
tm_gitmo_prev_value (guint value)
{
  return value == 1 ? 12 : value - 1;
}

/* The number of the card @steps above the bottom of a run. */
static inline guint
tm_gitmo_value_at (guint base,
                   guint steps)
{
  return (base - 1 + steps) % 12 + 1;
}

static inline guint
tm_gitmo_top_value (const GitmoState *s,
                    guint             spot)
{
  return tm_gitmo_value_at (s->run_base[spot], s->run_n[spot] - 1);
}

/* Takes the top card of the basic deck. */
static inline guint
tm_gitmo_deck_pop (GitmoState *s)
{
  guint card = s->deck[--s->n_deck];

  s->deck[s->n_deck] = 0;
  if (s->n_known_bottom > s->n_deck)
    s->n_known_bottom = s->n_deck;
  if (s->n_seen_top > 0)
    s->n_seen_top--;
  return card;
}

static inline const TmGitmoEffect *
tm_gitmo_effect_of (const GitmoState *s,
                    guint             card)
{
  return &s->effect[card - TM_GITMO_FIRST_SPECIAL];
}

static inline guint
tm_gitmo_next_seat (const GitmoState *s,
                    guint             p)
{
  return p + 1 == s->n_players ? 0 : p + 1;
}

static inline guint
tm_gitmo_partner (const GitmoState *s,
                  guint             p)
{
  return s->partners ? (p + s->n_players / 2) % s->n_players : p;
}

static inline gboolean
tm_gitmo_same_team (const GitmoState *s,
                    guint             a,
                    guint             b)
{
  return a == b || (s->partners && tm_gitmo_partner (s, a) == b);
}

/* The spots of one seat, as bits over the table's spots. */
static inline guint16
tm_gitmo_seat_spots (const GitmoState *s,
                     guint             p)
{
  return (guint16) (((1u << s->spots) - 1) << (p * s->spots));
}

static inline guint16
tm_gitmo_team_spots (const GitmoState *s,
                     guint             p)
{
  return tm_gitmo_seat_spots (s, p) | tm_gitmo_seat_spots (s, tm_gitmo_partner (s, p));
}

static inline guint
tm_gitmo_lowest (guint64 bits)
{
  return (guint) __builtin_ctzll (bits);
}

/* Where things may go, seen by the seat moving (tm-gitmo-table.c).  All
 * masks are over the table's spots. */
typedef struct
{
  guint16 occupied;
  guint16 own;                    /* the mover's own spots */
  guint16 team;                   /* with the partner's */
  guint16 protected;              /* a card on it stops others taking or adding */
  guint16 protected_open;         /* a card on it stops others taking */
  guint16 clearing;               /* a card on it clears its Traitors */
  guint16 placed;                 /* any card laid on it */
  guint16 with_patriots;
  guint16 with_traitors;
  guint16 top_accepts[13];        /* runs a card of this number fits on top of */
  guint16 bottom_accepts[13];     /* runs a card of this number fits under */
  guint8  mover;
} GitmoView;

typedef struct
{
  guint16 top;
  guint16 bottom;
  guint16 spot;
  guint16 on;
} GitmoDests;

/* tm-gitmo-cards.c */
gboolean  tm_gitmo_cards_prepare       (TmGame              *game,
                                        TmDeck * const      *decks,
                                        GError             **error);
void      tm_gitmo_cards_setup         (GitmoState          *s,
                                        GBytes              *setup);
JsonNode *tm_gitmo_setup_to_json       (const void          *state);
GBytes   *tm_gitmo_setup_from_json     (JsonNode            *node,
                                        GError             **error);
gboolean  tm_gitmo_effect_from_json    (JsonArray           *ops,
                                        TmGitmoEffect       *effect);
JsonArray *tm_gitmo_effect_to_json     (const TmGitmoEffect *effect);
gboolean  tm_gitmo_effect_equal        (const TmGitmoEffect *a,
                                        const TmGitmoEffect *b);
const char *tm_gitmo_card_deck_id      (guint                card);
gboolean  tm_gitmo_card_deck_points    (guint                card,
                                        int                 *points);

/* tm-gitmo-table.c */
void      tm_gitmo_view                (const GitmoState    *s,
                                        guint                mover,
                                        GitmoView           *v);
gboolean  tm_gitmo_dests               (const GitmoState    *s,
                                        const GitmoView     *v,
                                        guint                source,
                                        guint                seat,
                                        guint                slot,
                                        GitmoDests          *d);
guint     tm_gitmo_list_picks          (const GitmoState    *s,
                                        guint                mover,
                                        guint8               kind,
                                        TmMove              *moves);
gboolean  tm_gitmo_aside_listed        (const GitmoState    *s,
                                        guint                mover,
                                        guint                slot);
gboolean  tm_gitmo_lay_targets         (const GitmoState    *s,
                                        guint                seat,
                                        guint                card,
                                        guint16             *targets);
guint16   tm_gitmo_swappable           (const GitmoState    *s,
                                        guint                seat,
                                        gboolean             theirs);
guint8    tm_gitmo_card_sides          (const GitmoState    *s,
                                        guint                card);
void      tm_gitmo_recount_sides       (GitmoState          *s,
                                        guint                spot);
void      tm_gitmo_clear_spot          (GitmoState          *s,
                                        guint                spot);
void      tm_gitmo_spot_scores         (const GitmoState    *s,
                                        guint                spot,
                                        int                 *patriots,
                                        int                 *traitors,
                                        int                 *cleared,
                                        int                 *points);
void      tm_gitmo_move_piece          (GitmoState          *s,
                                        guint                source,
                                        guint                seat,
                                        guint                slot,
                                        guint                end,
                                        guint                dest);

/* tm-gitmo-flow.c */
void      tm_gitmo_deal_hand           (GitmoState          *s);
void      tm_gitmo_settle              (GitmoState          *s);
void      tm_gitmo_end_turn            (GitmoState          *s);
void      tm_gitmo_fill_spot           (GitmoState          *s,
                                        guint                spot);
void      tm_gitmo_end_hand            (GitmoState          *s);
gboolean  tm_gitmo_pick_allowed_end    (const GitmoState    *s);

/* tm-gitmo-moves.c */
void      tm_gitmo_init                (void                *state,
                                        const TmPlayConfig  *config);
guint     tm_gitmo_legal_moves         (const void          *state,
                                        TmMove              *moves);
void      tm_gitmo_apply_move          (void                *state,
                                        TmMove               move);
gboolean  tm_gitmo_is_legal            (const GitmoState    *s,
                                        TmMove               move);

/* tm-gitmo-play-check.c */
gboolean  tm_gitmo_check_move          (const void          *state,
                                        TmMove               move,
                                        TmPlayViolation     *violation);

/* tm-gitmo-observe.c */
void      tm_gitmo_observe             (const void          *state,
                                        guint                player,
                                        void                *observation);
void      tm_gitmo_keep_seen           (void                *state,
                                        const void          *later);
void      tm_gitmo_sample              (const void          *observation,
                                        TmRng               *rng,
                                        void                *state);

/* tm-gitmo-play-json.c */
gsize     tm_gitmo_move_to_string      (const void          *state,
                                        TmMove               move,
                                        char                *buf,
                                        gsize                len);
gboolean  tm_gitmo_move_from_string    (const void          *state,
                                        const char          *text,
                                        TmMove              *move);
JsonNode *tm_gitmo_to_json             (const void          *state);
gboolean  tm_gitmo_from_json           (void                *state,
                                        const TmPlayConfig  *config,
                                        JsonObject          *object,
                                        GError             **error);
gboolean  tm_gitmo_check_invariants    (const void          *state,
                                        GString             *problems);

/* tm-gitmo-heuristic.c */
double    tm_gitmo_evaluate            (const GitmoState    *s,
                                        guint                seat);
void      tm_gitmo_leads               (const GitmoState    *s,
                                        double              *leads);
void      tm_gitmo_returns             (const void          *state,
                                        double              *values);
TmMove    tm_gitmo_heuristic           (const void          *observation,
                                        TmRng               *rng);
TmMove    tm_gitmo_playout_move        (const void          *state,
                                        TmRng               *rng);
guint     tm_gitmo_search_moves        (const void          *observation,
                                        TmMove              *moves);

G_END_DECLS
