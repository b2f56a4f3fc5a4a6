/* tm-play-rules.h: the rules of a game, as a table of functions on flat states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tm-move.h"
#include "tm-rng.h"
#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TM_PLAY_ERROR:
 *
 * The error domain of virtual play: unknown games, bad options, illegal
 * moves, unreadable moves and unreadable saved states.
 */
#define TM_PLAY_ERROR (tm_play_error_quark ())

/**
 * TmPlayError:
 * @TM_PLAY_ERROR_UNKNOWN_GAME: no rules are registered for the game id
 * @TM_PLAY_ERROR_PLAYERS: the number of players is outside the game's range
 * @TM_PLAY_ERROR_OPTION: an option is unknown or has a value of the wrong
 *   type or range
 * @TM_PLAY_ERROR_ILLEGAL_MOVE: the rules forbid the move; the message names
 *   the rules section (and ruling) that forbids it
 * @TM_PLAY_ERROR_MOVE_TEXT: the text is not a move of this game
 * @TM_PLAY_ERROR_STATE: a saved state or game is malformed or inconsistent
 * @TM_PLAY_ERROR_VERSION: a saved state has a format version we do not know
 * @TM_PLAY_ERROR_OBSERVATION: the operation needs the full state, but the
 *   state is one player's observation
 * @TM_PLAY_ERROR_CANCELLED: unused; cancelled thinking reports
 *   %G_IO_ERROR_CANCELLED
 *
 * Errors from virtual play.
 */
typedef enum
{
  TM_PLAY_ERROR_UNKNOWN_GAME,
  TM_PLAY_ERROR_PLAYERS,
  TM_PLAY_ERROR_OPTION,
  TM_PLAY_ERROR_ILLEGAL_MOVE,
  TM_PLAY_ERROR_MOVE_TEXT,
  TM_PLAY_ERROR_STATE,
  TM_PLAY_ERROR_VERSION,
  TM_PLAY_ERROR_OBSERVATION,
  TM_PLAY_ERROR_CANCELLED,
} TmPlayError;

/**
 * TM_PLAYER_TERMINAL:
 *
 * What [method@Tm.PlayState.get_current_player] returns once the game is
 * over.
 */
#define TM_PLAYER_TERMINAL (-1)

/**
 * TM_PLAY_MAX_PLAYERS:
 *
 * The most seats any game has: the mixer's 24 guests.  A game whose state
 * keeps room for fewer says so in its #TmPlayRules.prepare.
 */
#define TM_PLAY_MAX_PLAYERS 24

/**
 * TM_PLAY_MAX_OPTIONS:
 *
 * The most options any game's play rules read.
 */
#define TM_PLAY_MAX_OPTIONS 16

/**
 * TmPlayConfig:
 * @n_players: the number of seats
 * @seed: the seed every random event of the game derives from
 * @options: the value of each of the options the rules read, in the order
 *   of #TmPlayRules.options: 0 or 1 for a switch, the number for a number,
 *   and for a switch with a number its number when on, 0 when off
 * @setup: (nullable): the game's own starting data that neither the seed
 *   nor the options give, as #TmPlayRules.setup_from_json read it from a
 *   saved game (Gitmo: what its cards do, with an owner's edits); %NULL
 *   for the rules' current data.  Owned by whoever owns the configuration
 *
 * What a new game starts from.  The same configuration and the same moves
 * give the same game on every machine.
 */
typedef struct
{
  guint   n_players;
  guint64 seed;
  int     options[TM_PLAY_MAX_OPTIONS];
  GBytes *setup;
} TmPlayConfig;

/**
 * TmPlayViolation:
 * @section: the id of the rules section that forbids the move, such as
 *   `turn` or `cards` (the `sections[].id` of `data/games/<game>/rules.json`)
 * @ruling: (nullable): the id of the ruling, if one decides the point
 * @message: why the move is not allowed, in English; translated with the
 *   `tablemate` domain when shown
 *
 * Why the rules forbid a move.  All strings are static.
 */
typedef struct
{
  const char *section;
  const char *ruling;
  const char *message;
} TmPlayViolation;

/**
 * TmPlayHandRecord:
 * @number: the hand's number, from 1
 * @dealer: the seat that dealt it, or -1 in a game without a dealer
 * @points: each seat's points on the hand, as play counted them
 * @took_hand: a bit per seat that won the hand (went out, escaped…); none
 *   for a hand nobody won
 * @outcome: (nullable): the hand's outcome for the game's scorer, an
 *   `a{sv}` of the scorer's outcome fields (#TmScoreField), or %NULL for
 *   a game whose scorer has none
 * @entries: each seat's entry for the game's scorer, an `a{sv}` of the
 *   scorer's entry fields that apply at this table and with these options
 *
 * What a game's rules say of a hand that has just ended, in the terms of
 * the game's scorer: the values tm_ledger_append_hand() takes.  The
 * #GVariant<!-- -->s are full references, which the caller owns.
 */
typedef struct
{
  guint     number;
  int       dealer;
  int       points[TM_PLAY_MAX_PLAYERS];
  guint     took_hand;
  GVariant *outcome;
  GVariant *entries[TM_PLAY_MAX_PLAYERS];
} TmPlayHandRecord;

/**
 * TmPlayRules:
 * @game_id: the game's id, as in `data/games/<game>/game.json`
 * @state_size: the size in bytes of the game's flat state struct; states
 *   are copied with memcpy() and hold no pointers
 * @options: the ids of the game's options (#TmGameOption, in its
 *   definition) that play reads, in the order of #TmPlayConfig.options;
 *   what each is, its default and range are the definition's
 * @n_options: the length of @options
 * @prepare: (nullable): builds the rules' card tables from the game's
 *   decks (@decks, in the order of the definition's `decks`): the cards,
 *   how many of each, what each is worth and does, all read from the deck
 *   files; and checks that the definition's player range fits the state.
 *   Fails with a %TM_DECK_ERROR naming the file, card and field it cannot
 *   use.  Called by tm_play_rules_prepare() before any state is dealt;
 *   the tables are read-only afterwards
 * @init: deals a new game from a configuration into zeroed memory
 * @current_player: the seat to move, or %TM_PLAYER_TERMINAL
 * @legal_moves: writes the legal moves into a caller's buffer of
 *   %TM_MOVE_MAX_LEGAL moves and returns how many (it may use the rest
 *   of the buffer as scratch); never allocates
 * @check_move: whether a move is legal; if not, fills in why
 * @apply_move: plays a legal move; never allocates
 * @returns: writes a value in [0, 1] per seat: at the end of the game its
 *   result (winners share 1); before that, the search's estimate of how
 *   well each seat is doing
 * @scores: writes the game points per seat (what a score sheet shows)
 * @episode: a counter that changes when a natural stopping point is passed
 *   (a hand in Free-O), where a search's playout may stop and evaluate
 * @observe: copies what @player may see of a state into @observation,
 *   itself a state of the same size with hidden cards replaced by
 *   unknowns
 * @sample: fills in the unknowns of an observation at random, consistently
 *   with what its observer saw, giving a full state (for search)
 * @forget: (nullable): makes an observation forget some of the cards its
 *   observer has seen, for games where memory is the skill; @memory is in
 *   [0, 1], 1 meaning perfect recall
 * @heuristic: picks a good move for the observer of an observation by a
 *   rule of thumb
 * @move_to_string: writes a move's text form into @buf
 * @move_from_string: reads a move's text form
 * @to_json: writes a state (or an observation, leaving out what is hidden)
 *   as a JSON object
 * @from_json: reads a full state written by @to_json, checking that it is
 *   consistent (every card exactly once)
 * @observer: the seat whose observation a state is, or -1 for a full state
 * @check_invariants: (nullable): for tests: appends to @problems anything
 *   inconsistent about a state, such as a card lost or duplicated
 * @stop_at_episode_end: (nullable): makes a full state a search's scratch
 *   copy: the move that ends its episode (a Free-O hand) still scores it,
 *   so @returns and @episode are right, but sets up nothing after it (no
 *   new deal), and the state is good for nothing else after that.  Saves
 *   a search work whose result it never looks at
 * @turn_owner: (nullable): the seat whose turn it is, which may differ from
 *   the seat to move (@current_player) when someone else has a decision
 *   to make during that turn: a player dealt a card that needs placing,
 *   an opponent answering, a partner helping; %TM_PLAYER_TERMINAL once
 *   the game is over.  %NULL: always the seat to move
 * @stage: (nullable): for games whose moves are chosen in stages (a card,
 *   then where it goes), a short id of the choice the seat to move is
 *   making now, such as `pick` or `put`, or %NULL for a whole move;
 *   @legal_moves lists the choices of that stage only.  Each stage is a
 *   move of its own in the history, so saving, replaying and searching
 *   need nothing else; every choice of one stage leaves at least one
 *   legal choice in the next.  %NULL: every move is whole
 * @max_moves: the most moves a game of these rules can take; the rules
 *   end every game by then, whatever the players do (0: not stated)
 * @playout_move: (nullable): picks the next move of a search's playout
 *   in a full state (a sampled one, marked by @stop_at_episode_end), for
 *   a game whose random playouts say little (in Gitmo a turn of random
 *   moves is mostly harm, so every seat plays its rule of thumb through
 *   the round, and the search judges a move by what the others did with
 *   what it left them); %NULL: a legal move at random.  It must not
 *   allocate
 * @exploration: how much a search tries moves it knows little about
 *   against the ones that did well (the UCB1 constant), for the spread of
 *   the game's values in @returns; 0 for the engine's default, 0.7
 * @setup_to_json: (nullable): the game's own starting data a state was
 *   dealt with that neither the seed nor the options give (Gitmo: what its
 *   cards do, where an owner's edits make them differ from the shipped
 *   decks), saved with the game so that it replays exactly; %NULL when
 *   there is nothing to record
 * @setup_from_json: (nullable): reads what @setup_to_json wrote, for
 *   #TmPlayConfig.setup
 * @finished_hand: whether @move, played in the full state @before, ended
 *   a hand (or the game), giving @after; if so, fills in @hand with what
 *   the game's scorer needs to score it, and returns %TRUE.  Called only
 *   outside the hot path (at the end of a move in the app, in tests), so
 *   it may allocate.  How a game is won is the rules' own: @returns and
 *   @scores say it at the end
 * @reveals: (nullable): whether @move shows the seat that makes it
 *   something hidden that taking the move back would not hide again (in
 *   Escaped, the card taken, or the card set aside); the app's undo never
 *   goes back past such a move of the person's, so undo cannot be used to
 *   peek.  %NULL: no move reveals anything to its mover alone
 * @keep_seen: (nullable): after moves are taken back, keeps in the full
 *   @state what every seat saw turned up in @later, a full state that
 *   one of those moves led to from @state (called for each in turn): the
 *   cards stay known where they lie, so observations of @state still
 *   hide only what nobody saw, and an undo makes nobody forget.  %NULL:
 *   taking moves back hides nothing anybody saw
 * @search_moves: (nullable): for a game where most legal moves are alike
 *   or plainly bad (in Escaped, two dozen accusations, of which the
 *   sensible few are all equally likely to be right), writes the moves a
 *   search weighs in an observation, a few of its legal moves that are
 *   legal in every state sampled from it, and returns how many (at least
 *   one).  The search then judges each by playouts of @playout_move alone
 *   and builds no tree below them, whose other seats' choices would be
 *   made as if they saw the sampled cards.  %NULL: every legal move, with
 *   a tree
 * @search_budgets: (nullable): the iterations a search makes per move at
 *   each #TmAgentDifficulty, for a game whose iterations cost far more
 *   than most (Gitmo's playouts play whole turns by rule of thumb); %NULL
 *   for the engine's (tm_agent_ismcts_budget())
 * @search_slips: (nullable): for rules with @search_moves, the chance in
 *   a thousand, at each #TmAgentDifficulty, that a search plays one of
 *   the moves it would weigh taken at random instead of searching, so
 *   that a low level makes the plausible but not best moves a beginner
 *   makes (drawn from the decision's seed, so still repeatable); %NULL:
 *   never
 *
 * The rules of one game.  Each game fills in one static, constant table;
 * [func@Tm.play_rules_register] makes it known by its id.  What a game's
 * cards are comes from its decks (@prepare), and its player range from
 * its definition (#TmGame), never from the table.  The functions
 * work on flat structs without pointers, so that cloning is a copy and
 * the playing hot path needs no heap.
 *
 * Chance is part of the state: the deck's order is dealt from the seed
 * and any later shuffle draws from a generator kept inside the state, so
 * applying a move is deterministic and a saved game replays exactly.
 * Hidden information (hands, the order of the draw pile, the generator)
 * is blanked by @observe and invented again by @sample.
 */
struct _TmPlayRules
{
  const char          *game_id;
  gsize                state_size;
  const char * const  *options;
  guint                n_options;

  gboolean  (*prepare)           (TmGame             *game,
                                  TmDeck * const     *decks,
                                  GError            **error);

  void      (*init)              (void               *state,
                                  const TmPlayConfig *config);
  int       (*current_player)    (const void         *state);
  guint     (*legal_moves)       (const void         *state,
                                  TmMove             *moves);
  gboolean  (*check_move)        (const void         *state,
                                  TmMove              move,
                                  TmPlayViolation    *violation);
  void      (*apply_move)        (void               *state,
                                  TmMove              move);
  void      (*returns)           (const void         *state,
                                  double             *values);
  void      (*scores)            (const void         *state,
                                  int                *scores);
  guint     (*episode)           (const void         *state);
  void      (*observe)           (const void         *state,
                                  guint               player,
                                  void               *observation);
  void      (*sample)            (const void         *observation,
                                  TmRng              *rng,
                                  void               *state);
  void      (*forget)            (void               *observation,
                                  guint64             memory_seed,
                                  double              memory);
  TmMove    (*heuristic)         (const void         *observation,
                                  TmRng              *rng);
  gsize     (*move_to_string)    (const void         *state,
                                  TmMove              move,
                                  char               *buf,
                                  gsize               len);
  gboolean  (*move_from_string)  (const void         *state,
                                  const char         *text,
                                  TmMove             *move);
  JsonNode *(*to_json)           (const void         *state);
  gboolean  (*from_json)         (void               *state,
                                  const TmPlayConfig *config,
                                  JsonObject         *object,
                                  GError            **error);
  gboolean  (*check_invariants)  (const void         *state,
                                  GString            *problems);
  int       (*observer)          (const void         *state);
  void      (*stop_at_episode_end) (void             *state);
  int       (*turn_owner)        (const void         *state);
  const char *(*stage)           (const void         *state);
  guint       max_moves;
  TmMove    (*playout_move)      (const void         *state,
                                  TmRng              *rng);
  double      exploration;
  JsonNode *(*setup_to_json)     (const void         *state);
  GBytes   *(*setup_from_json)   (JsonNode           *node,
                                  GError            **error);
  gboolean  (*finished_hand)     (const void         *before,
                                  TmMove              move,
                                  const void         *after,
                                  TmPlayHandRecord   *hand);
  gboolean  (*reveals)           (TmMove              move);
  void      (*keep_seen)         (void               *state,
                                  const void         *later);
  guint     (*search_moves)      (const void         *observation,
                                  TmMove             *moves);
  const guint *search_budgets;
  const guint *search_slips;
};

GQuark              tm_play_error_quark               (void);

void                tm_play_rules_register            (const TmPlayRules *rules);
gboolean            tm_play_rules_prepare             (const TmPlayRules *rules,
                                                       TmDeck * const    *decks,
                                                       GError           **error);
const TmPlayRules  *tm_play_rules_load                (const char        *game_id,
                                                       GError           **error);
const TmPlayRules  *tm_play_rules_lookup              (const char        *game_id);
char              **tm_play_rules_list_game_ids       (void);
gboolean            tm_play_rules_parse_options       (const TmPlayRules *rules,
                                                       JsonObject        *options,
                                                       TmPlayConfig      *config,
                                                       GError           **error);
gboolean            tm_play_rules_set_options         (const TmPlayRules *rules,
                                                       GVariant          *values,
                                                       TmPlayConfig      *config,
                                                       GError           **error);
GVariant           *tm_play_rules_dup_options         (const TmPlayRules  *rules,
                                                       const TmPlayConfig *config);
JsonNode           *tm_play_rules_options_to_json     (const TmPlayRules  *rules,
                                                       const TmPlayConfig *config);
int                 tm_play_rules_find_option         (const TmPlayRules *rules,
                                                       const char        *id);

G_END_DECLS
