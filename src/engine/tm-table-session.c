/* tm-table-session.c: one game at a real table, event by event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-file-private.h"
#include "tm-game-module.h"
#include "tm-json-private.h"

#include "tm-table-session.h"

/**
 * TmTableSession:
 *
 * One game played with the printed cards, as the table assistant follows
 * it: the seats, the options, the dealer, and the public events the table
 * records (a card played face up, a draw, an accusation, a number
 * turned…).  From the events it works out what happens now
 * ([method@Tm.TableSession.get_now]): whose turn it is, what they owe or
 * may do and which rules section applies, with the game's own rules
 * ([struct@Tm.TableRules], through its module).
 *
 * The session keeps only the events; everything else is worked out again
 * from them, so undo and redo are exact.  With a file
 * ([method@Tm.TableSession.set_file]) it is written after every change,
 * atomically (a temporary file, then a rename), and
 * [ctor@Tm.TableSession.new_from_file] picks it up after a restart.  A
 * file that cannot be read, or whose events the rules refuse, is refused
 * with a %TM_TABLE_ERROR naming it and left as it is.  The format is in
 * docs/table-format.md.
 */

#define FORMAT_VERSION 1

/* The kinds of event every session knows. */
static const TmTableKindInfo session_kinds[] = {
  { "dealt", N_("The cards are set up and dealt; the hand begins"), NULL },
  { "score", N_("The hand's points, one number per seat, as the score sheet counted them"),
    "points=N,N,…" },
  { "pass", N_("The turn is over; the next player's turn begins"), NULL },
  { "end-hand", N_("The hand is over"), NULL },
  { NULL }
};

/* Where the game stands, worked out from the events. */
typedef struct
{
  TmTablePhase phase;
  guint        hand;                         /* from 1 */
  guint        round;                        /* from 1 */
  int          dealer;
  int          first;
  int          current;                      /* without table rules */
  guint32      active;
  gboolean     playoff;
  guint32      winners;
  int          totals[TM_TABLE_MAX_SEATS];
  guint        n_scored;                     /* hands scored, play-off excluded */
} Table;

struct _TmTableSession
{
  GObject             parent_instance;

  TmCatalogue        *catalogue;
  TmTableProcedure   *procedure;
  const TmTableRules *rules;                 /* nullable */
  TmGame             *game;
  char              **names;
  GVariant           *options;               /* checked */
  TmTableSetup       *setup;
  int                 first_dealer;
  GArray             *events;                /* TmTableEvent, strings interned */
  GArray             *redo;
  GFile              *file;

  Table               table;
  gpointer            state;                 /* the rules' */
};

G_DEFINE_FINAL_TYPE (TmTableSession, tm_table_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_N_EVENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * tm_table_violate: (skip)
 * @violation: (nullable): where to say why
 * @section: the rules section that forbids the event
 * @ruling: (nullable): the ruling that decides the point
 * @message: why, in English
 *
 * Fills in why the rules refuse an event.
 *
 * Returns: %FALSE, for `return tm_table_violate (…);`
 */
gboolean
tm_table_violate (TmPlayViolation *violation,
                  const char      *section,
                  const char      *ruling,
                  const char      *message)
{
  if (violation != NULL)
    {
      violation->section = section;
      violation->ruling = ruling;
      violation->message = message;
    }
  return FALSE;
}

/* What happens now */

struct _TmTableNow
{
  grefcount     ref_count;
  TmTablePhase  phase;
  guint         hand;
  guint         round;
  int           dealer;
  int           seat;
  int           actor;
  char         *text;
  const char   *section;
  const char   *ruling;
  char        **kinds;
  guint32       winners;
};

G_DEFINE_BOXED_TYPE (TmTableNow, tm_table_now, tm_table_now_ref, tm_table_now_unref)

/**
 * tm_table_now_ref:
 * @self: a #TmTableNow
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableNow *
tm_table_now_ref (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_now_unref:
 * @self: (transfer full): a #TmTableNow
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_now_unref (TmTableNow *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->text);
  g_strfreev (self->kinds);
  g_free (self);
}

/**
 * tm_table_now_get_phase:
 * @self: a #TmTableNow
 *
 * Gets where the game stands: dealing, in a hand, between hands, or over.
 *
 * Returns: the phase
 */
TmTablePhase
tm_table_now_get_phase (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_PHASE_DEAL);
  return self->phase;
}

/**
 * tm_table_now_get_hand:
 * @self: a #TmTableNow
 *
 * Gets the number of the hand being dealt, played or scored.
 *
 * Returns: the hand's number, from 1
 */
guint
tm_table_now_get_hand (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->hand;
}

/**
 * tm_table_now_get_round:
 * @self: a #TmTableNow
 *
 * Gets the round the hand belongs to (in a round everyone deals once).
 *
 * Returns: the round's number, from 1
 */
guint
tm_table_now_get_round (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->round;
}

/**
 * tm_table_now_get_dealer:
 * @self: a #TmTableNow
 *
 * Gets who deals this hand.
 *
 * Returns: the dealer's seat, or %TM_TABLE_NOBODY in a game without one
 */
int
tm_table_now_get_dealer (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->dealer;
}

/**
 * tm_table_now_get_seat:
 * @self: a #TmTableNow
 *
 * Gets whose turn it is (while dealing: the dealer's).
 *
 * Returns: the seat, or %TM_TABLE_NOBODY
 */
int
tm_table_now_get_seat (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->seat;
}

/**
 * tm_table_now_get_actor:
 * @self: a #TmTableNow
 *
 * Gets who has to act now when it is not the player whose turn it is:
 * the player who answers, or who takes a card from a stash.
 *
 * Returns: the seat, or %TM_TABLE_NOBODY when the player whose turn it is
 *   acts
 */
int
tm_table_now_get_actor (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->actor;
}

/**
 * tm_table_now_get_text:
 * @self: a #TmTableNow
 *
 * Gets what happens now, in words for the table: whose turn it is, what
 * they owe and what they may do.
 *
 * Returns: the text, plain
 */
const char *
tm_table_now_get_text (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->text;
}

/**
 * tm_table_now_get_section:
 * @self: a #TmTableNow
 *
 * Gets the id of the rules section that applies, for a link
 * (`section:GAME/ID`).
 *
 * Returns: the section's id
 */
const char *
tm_table_now_get_section (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->section;
}

/**
 * tm_table_now_get_ruling:
 * @self: a #TmTableNow
 *
 * Gets the id of the ruling that applies, if one does.
 *
 * Returns: (nullable): the ruling's id
 */
const char *
tm_table_now_get_ruling (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->ruling;
}

/**
 * tm_table_now_get_kinds:
 * @self: a #TmTableNow
 *
 * Gets the kinds of event the table may record now.
 *
 * Returns: (array zero-terminated=1): the kinds
 */
const char * const *
tm_table_now_get_kinds (TmTableNow *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return (const char * const *) self->kinds;
}

/**
 * tm_table_now_allows:
 * @self: a #TmTableNow
 * @kind: a kind of event
 *
 * Gets whether the table may record an event of @kind now (the rules may
 * still refuse its details).
 *
 * Returns: %TRUE if it may
 */
gboolean
tm_table_now_allows (TmTableNow *self,
                     const char *kind)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);

  return g_strv_contains ((const char * const *) self->kinds, kind);
}

/**
 * tm_table_now_is_winner:
 * @self: a #TmTableNow
 * @seat: a seat
 *
 * Gets whether the seat has won the game, once it is over.
 *
 * Returns: %TRUE for a winner
 */
gboolean
tm_table_now_is_winner (TmTableNow *self,
                        guint       seat)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return seat < TM_TABLE_MAX_SEATS && (self->winners & (1u << seat)) != 0;
}

/* A finished hand */

struct _TmTableHand
{
  grefcount   ref_count;
  char       *game_id;
  guint       number;
  int         dealer;
  guint       n_players;
  char      **players;
  int        *teams;
  GVariant  **entries;
  GVariant   *outcome;
  GVariant   *options;
};

G_DEFINE_BOXED_TYPE (TmTableHand, tm_table_hand, tm_table_hand_ref, tm_table_hand_unref)

/**
 * tm_table_hand_ref:
 * @self: a #TmTableHand
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableHand *
tm_table_hand_ref (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_hand_unref:
 * @self: (transfer full): a #TmTableHand
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_hand_unref (TmTableHand *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->game_id);
  g_strfreev (self->players);
  g_free (self->teams);
  for (guint p = 0; p < self->n_players; p++)
    g_clear_pointer (&self->entries[p], g_variant_unref);
  g_free (self->entries);
  g_clear_pointer (&self->outcome, g_variant_unref);
  g_clear_pointer (&self->options, g_variant_unref);
  g_free (self);
}

/**
 * tm_table_hand_get_game_id:
 * @self: a #TmTableHand
 *
 * Gets the id of the game the hand was played in.
 *
 * Returns: the game's id
 */
const char *
tm_table_hand_get_game_id (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->game_id;
}

/**
 * tm_table_hand_get_number:
 * @self: a #TmTableHand
 *
 * Gets the hand's number in the game.
 *
 * Returns: the number, from 1
 */
guint
tm_table_hand_get_number (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->number;
}

/**
 * tm_table_hand_get_dealer:
 * @self: a #TmTableHand
 *
 * Gets who dealt the hand.
 *
 * Returns: the dealer's seat, or %TM_TABLE_NOBODY
 */
int
tm_table_hand_get_dealer (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_NOBODY);
  return self->dealer;
}

/**
 * tm_table_hand_get_n_players:
 * @self: a #TmTableHand
 *
 * Gets the number of seats at the table.
 *
 * Returns: the number of players
 */
guint
tm_table_hand_get_n_players (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_players;
}

/**
 * tm_table_hand_get_player:
 * @self: a #TmTableHand
 * @seat: a seat
 *
 * Gets the name of the player in a seat.
 *
 * Returns: the name
 */
const char *
tm_table_hand_get_player (TmTableHand *self,
                          guint        seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->players[seat];
}

/**
 * tm_table_hand_get_team:
 * @self: a #TmTableHand
 * @seat: a seat
 *
 * Gets the partnership of the player in a seat.
 *
 * Returns: the team from 0, or -1 when everyone plays alone
 */
int
tm_table_hand_get_team (TmTableHand *self,
                        guint        seat)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (seat < self->n_players, -1);
  return self->teams != NULL ? self->teams[seat] : -1;
}

/**
 * tm_table_hand_get_entry:
 * @self: a #TmTableHand
 * @seat: a seat
 *
 * Gets what the table recorded of a seat, as the game's scorer's entry
 * fields (`a{sv}`): only the fields the table knows (who went out, the
 * cards in a stash…); the hand form asks the rest.
 *
 * Returns: (transfer none): the entry
 */
GVariant *
tm_table_hand_get_entry (TmTableHand *self,
                         guint        seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->entries[seat];
}

/**
 * tm_table_hand_get_outcome:
 * @self: a #TmTableHand
 *
 * Gets what the table recorded of the hand as a whole, as the scorer's
 * outcome fields (`a{sv}`), for a game whose scorer has them.
 *
 * Returns: (transfer none) (nullable): the outcome
 */
GVariant *
tm_table_hand_get_outcome (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->outcome;
}

/**
 * tm_table_hand_get_options:
 * @self: a #TmTableHand
 *
 * Gets the options the hand was played with (`a{sv}`, checked).
 *
 * Returns: (transfer none): the options
 */
GVariant *
tm_table_hand_get_options (TmTableHand *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->options;
}

/**
 * tm_table_hand_to_json:
 * @self: a #TmTableHand
 *
 * Writes the hand as the tool's score input (docs/score-json.md): the
 * players, the dealer, the teams, each entry and the outcome.
 *
 * Returns: (transfer full): the JSON node
 */
JsonNode *
tm_table_hand_to_json (TmTableHand *self)
{
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *entries = json_array_new ();
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);

  json_object_set_string_member (o, "game", self->game_id);
  json_object_set_int_member (o, "hand", self->number);
  if (self->dealer >= 0)
    json_object_set_int_member (o, "dealer", self->dealer);
  for (guint p = 0; p < self->n_players; p++)
    {
      json_array_add_string_element (players, self->players[p]);
      json_array_add_element (entries, json_gvariant_serialize (self->entries[p]));
    }
  json_object_set_array_member (o, "players", players);
  if (self->teams != NULL)
    {
      JsonArray *teams = json_array_new ();

      for (guint p = 0; p < self->n_players; p++)
        json_array_add_int_element (teams, self->teams[p]);
      json_object_set_array_member (o, "teams", teams);
    }
  json_object_set_array_member (o, "entries", entries);
  if (self->outcome != NULL)
    json_object_set_member (o, "outcome", json_gvariant_serialize (self->outcome));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

/* The session */

static void
tm_table_session_finalize (GObject *object)
{
  TmTableSession *self = (TmTableSession *)object;

  g_clear_object (&self->catalogue);
  g_clear_object (&self->procedure);
  g_clear_object (&self->game);
  g_strfreev (self->names);
  g_clear_pointer (&self->options, g_variant_unref);
  g_clear_pointer (&self->setup, tm_table_setup_unref);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_object (&self->file);
  g_free (self->state);

  G_OBJECT_CLASS (tm_table_session_parent_class)->finalize (object);
}

static void
tm_table_session_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TmTableSession *self = TM_TABLE_SESSION (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tm_table_session_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tm_table_session_get_can_redo (self));
      break;
    case PROP_N_EVENTS:
      g_value_set_uint (value, tm_table_session_get_n_events (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_table_session_class_init (TmTableSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tm_table_session_finalize;
  object_class->get_property = tm_table_session_get_property;

  /**
   * TmTableSession:can-undo:
   *
   * Whether there is an event to take back.
   */
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);

  /**
   * TmTableSession:can-redo:
   *
   * Whether there is an event taken back that can be recorded again.
   */
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);

  /**
   * TmTableSession:n-events:
   *
   * How many events the session holds.
   */
  properties[PROP_N_EVENTS] = g_param_spec_uint ("n-events", NULL, NULL, 0, G_MAXUINT, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmTableSession::changed:
   * @self: the session
   *
   * Emitted after an event is recorded, taken back or recorded again: what
   * happens now has changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tm_table_session_init (TmTableSession *self)
{
  self->events = g_array_new (FALSE, TRUE, sizeof (TmTableEvent));
  self->redo = g_array_new (FALSE, TRUE, sizeof (TmTableEvent));
}

static TmTableContext
context (TmTableSession *self)
{
  TmTableContext ctx = {
    .n_players = g_strv_length (self->names),
    .names = (const char * const *) self->names,
    .dealer = self->table.dealer,
    .first = self->table.first,
    .hand = self->table.hand,
    .active = self->table.active,
    .setup = self->setup,
    .options = self->options,
    .game = self->game,
    .procedure = self->procedure,
  };

  return ctx;
}

static guint
n_seats (TmTableSession *self)
{
  return g_strv_length (self->names);
}

static int
next_seat (TmTableSession *self,
           int             seat)
{
  guint n = n_seats (self);

  do
    seat = (seat + 1) % n;
  while ((self->table.active & (1u << seat)) == 0);
  return seat;
}

/* A new hand, to be dealt: who deals, who plays first. */
static void
begin_hand (TmTableSession *self)
{
  guint n = n_seats (self);

  self->table.phase = TM_TABLE_PHASE_DEAL;
  if (tm_table_procedure_has_dealer (self->procedure))
    {
      int offset = tm_table_setup_get_first_offset (self->setup);

      self->table.first = (self->table.dealer + 1 + offset) % n;
      if ((self->table.active & (1u << self->table.first)) == 0)
        self->table.first = next_seat (self, self->table.first);
    }
  else
    self->table.first = 0;
  self->table.current = self->table.first;
}

static void
reset (TmTableSession *self)
{
  TmTableContext ctx;

  memset (&self->table, 0, sizeof self->table);
  self->table.hand = 1;
  self->table.round = 1;
  self->table.active = (guint32) ((1ull << n_seats (self)) - 1);
  self->table.dealer = tm_table_procedure_has_dealer (self->procedure) ? self->first_dealer
                                                                       : TM_TABLE_NOBODY;
  begin_hand (self);

  if (self->rules != NULL)
    {
      memset (self->state, 0, self->rules->state_size);
      ctx = context (self);
      self->rules->init (self->state, &ctx);
    }
}

/* Sides: a team, or a player alone. */
static int
side_of (TmTableSession *self,
         guint           seat)
{
  int team = tm_table_setup_get_team (self->setup, seat);

  return team >= 0 ? team : (int) (1000 + seat);
}

/* The seats whose side has the best of @values (added up per side), among
 * the seats in @among. */
static guint32
best_seats (TmTableSession *self,
            const int      *values,
            guint32         among)
{
  gboolean lowest = tm_game_get_lowest_wins (self->game, n_seats (self));
  int side_value[1000 + TM_TABLE_MAX_SEATS] = { 0 };
  int best = 0;
  gboolean any = FALSE;
  guint32 winners = 0;

  for (guint p = 0; p < n_seats (self); p++)
    if (among & (1u << p))
      side_value[side_of (self, p)] += values[p];

  for (guint p = 0; p < n_seats (self); p++)
    {
      int v;

      if ((among & (1u << p)) == 0)
        continue;
      v = side_value[side_of (self, p)];
      if (!any || (lowest ? v < best : v > best))
        {
          best = v;
          any = TRUE;
        }
    }
  for (guint p = 0; p < n_seats (self); p++)
    if ((among & (1u << p)) && side_value[side_of (self, p)] == best)
      winners |= 1u << p;
  return winners;
}

/* The hand's points are in: add them up and go on to the next hand, or
 * end the game (a play-off hand for a tie, where the options say so). */
static void
score_hand (TmTableSession     *self,
            const TmTableEvent *event)
{
  guint n = n_seats (self);
  int target = tm_table_procedure_get_target (self->procedure, self->options);
  guint rounds = tm_table_procedure_get_rounds (self->procedure, self->options);
  gboolean over = FALSE, reached = FALSE;
  guint32 all = (guint32) ((1ull << n) - 1);

  for (guint p = 0; p < n; p++)
    if (self->table.active & (1u << p))
      {
        self->table.totals[p] += event->points[p];
        if (target > 0 && self->table.totals[p] >= target)
          reached = TRUE;   /* reaching the target counts (Free-O's ruling passing-60) */
      }

  if (self->table.playoff)
    {
      /* The lowest (or highest) score on the play-off hand wins; a tie on
       * it stands. */
      self->table.winners = best_seats (self, event->points, self->table.active);
      self->table.phase = TM_TABLE_PHASE_GAME_OVER;
      return;
    }

  self->table.n_scored++;
  if (tm_table_procedure_get_hands (self->procedure) == 1 || reached)
    over = TRUE;
  else if (rounds > 0 && self->table.n_scored >= rounds * n)
    over = TRUE;

  if (over)
    {
      self->table.winners = best_seats (self, self->table.totals, all);
      if (tm_table_procedure_get_playoff (self->procedure, self->options) &&
          __builtin_popcount (self->table.winners) > 1 &&
          tm_table_setup_get_team (self->setup, 0) < 0)
        {
          self->table.playoff = TRUE;
          self->table.active = self->table.winners;
          self->table.winners = 0;
        }
      else
        {
          self->table.phase = TM_TABLE_PHASE_GAME_OVER;
          return;
        }
    }

  /* The next hand: the deal passes to the left. */
  self->table.hand++;
  self->table.round = self->table.n_scored / n + 1;
  if (tm_table_procedure_get_deal_passes (self->procedure) && self->table.dealer >= 0)
    self->table.dealer = (self->table.dealer + 1) % n;
  begin_hand (self);
}

static gboolean
fail_event (GError          **error,
            const char       *kind,
            TmPlayViolation  *v)
{
  g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT, "%s: %s%s%s%s%s (see section “%s”)",
               kind, _(v->message), v->ruling ? " (" : "", v->ruling ? _("ruling “") : "",
               v->ruling ? v->ruling : "", v->ruling ? "”)" : "", v->section);
  return FALSE;
}

static gboolean
known_kind (TmTableSession *self,
            const char     *kind)
{
  for (guint i = 0; session_kinds[i].kind; i++)
    if (g_str_equal (session_kinds[i].kind, kind))
      return TRUE;
  for (guint i = 0; self->rules != NULL && self->rules->kinds[i].kind; i++)
    if (g_str_equal (self->rules->kinds[i].kind, kind))
      return TRUE;
  return FALSE;
}

static void
fill_now (TmTableSession *self,
          TmTableNowInfo *info);

/* Checks @event and, with @apply, records its effect on the derived
 * state.  @event's seat may be filled in (with whose turn it is). */
static gboolean
step (TmTableSession  *self,
      TmTableEvent    *event,
      GError         **error)
{
  TmTableContext ctx = context (self);
  TmPlayViolation v = { 0 };
  TmTableNowInfo info = { 0 };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) kinds = g_ptr_array_new ();
  gboolean allowed;

  if (event->kind == NULL || !known_kind (self, event->kind))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                   _("“%s” is not an event of %s"), event->kind ? event->kind : "",
                   tm_game_get_name (self->game));
      return FALSE;
    }
  if (event->seat >= (int) n_seats (self) || event->target >= (int) n_seats (self))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                   _("%s: there are only %u seats, numbered from 0"), event->kind, n_seats (self));
      return FALSE;
    }

  info.text = text;
  info.kinds = kinds;
  fill_now (self, &info);
  g_ptr_array_add (kinds, NULL);
  allowed = g_strv_contains ((const char * const *) kinds->pdata, event->kind);
  if (!allowed)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                   _("%s: not now. %s"), event->kind, text->str);
      return FALSE;
    }
  if (event->seat < 0)
    event->seat = info.actor >= 0 ? info.actor : info.seat;

  switch (self->table.phase)
    {
    case TM_TABLE_PHASE_DEAL:
      if (self->rules != NULL && !self->rules->check (self->state, &ctx, event, &v))
        return fail_event (error, event->kind, &v);
      self->table.phase = TM_TABLE_PHASE_PLAY;
      ctx = context (self);
      if (self->rules != NULL)
        self->rules->start_hand (self->state, &ctx, event);
      return TRUE;

    case TM_TABLE_PHASE_HAND_OVER:
      score_hand (self, event);
      if (self->rules != NULL && self->table.phase == TM_TABLE_PHASE_DEAL)
        {
          ctx = context (self);
          self->rules->init (self->state, &ctx);
        }
      return TRUE;

    case TM_TABLE_PHASE_PLAY:
      if (self->rules == NULL)
        {
          if (g_str_equal (event->kind, "pass"))
            self->table.current = next_seat (self, self->table.current);
          else
            self->table.phase = TM_TABLE_PHASE_HAND_OVER;
          return TRUE;
        }
      if (!self->rules->check (self->state, &ctx, event, &v))
        return fail_event (error, event->kind, &v);
      if (self->rules->apply (self->state, &ctx, event))
        self->table.phase = TM_TABLE_PHASE_HAND_OVER;
      return TRUE;

    case TM_TABLE_PHASE_GAME_OVER:
    default:
      g_assert_not_reached ();
    }
}

/* Works the state out again from the first event.  On failure, @failed
 * is the index of the event the rules refused. */
static gboolean
replay (TmTableSession  *self,
        guint           *failed,
        GError         **error)
{
  reset (self);
  for (guint i = 0; i < self->events->len; i++)
    if (!step (self, &g_array_index (self->events, TmTableEvent, i), error))
      {
        if (failed != NULL)
          *failed = i;
        return FALSE;
      }
  return TRUE;
}

static void
fill_now (TmTableSession *self,
          TmTableNowInfo *info)
{
  TmTableContext ctx = context (self);
  int dealer = self->table.dealer;

  info->seat = TM_TABLE_NOBODY;
  info->actor = TM_TABLE_NOBODY;
  info->ruling = NULL;

  switch (self->table.phase)
    {
    case TM_TABLE_PHASE_DEAL:
      info->seat = dealer;
      info->section = "setup";
      if (self->table.playoff)
        g_string_append (info->text, _("Play-off: only the players tied for the win play this "
                                       "hand. "));
      if (dealer >= 0)
        g_string_append_printf (info->text, _("Hand %u: %s deals. "), self->table.hand,
                                self->names[dealer]);
      g_string_append_printf (info->text, _("Set up the cards (%u steps); %s plays first. "
                                            "Record “dealt” when the cards are out."),
                              tm_table_setup_get_n_steps (self->setup),
                              self->names[self->table.first]);
      g_ptr_array_add (info->kinds, (gpointer) "dealt");
      return;

    case TM_TABLE_PHASE_HAND_OVER:
      info->section = "scoring";
      g_string_append_printf (info->text, _("Hand %u is over. Score it: the hand form holds "
                                            "what the table recorded. Record “score” with "
                                            "each seat's points."), self->table.hand);
      g_ptr_array_add (info->kinds, (gpointer) "score");
      return;

    case TM_TABLE_PHASE_GAME_OVER:
      info->section = "end";
      g_string_append (info->text, _("The game is over."));
      if (self->table.winners != 0)
        {
          gboolean first = TRUE;

          g_string_append (info->text, " ");
          g_string_append (info->text, _("Winner:"));
          for (guint p = 0; p < n_seats (self); p++)
            if (self->table.winners & (1u << p))
              {
                g_string_append_printf (info->text, "%s %s", first ? "" : ",", self->names[p]);
                first = FALSE;
              }
          g_string_append (info->text, ".");
        }
      return;

    case TM_TABLE_PHASE_PLAY:
    default:
      break;
    }

  if (self->rules == NULL)
    {
      info->seat = self->table.current;
      info->section = "turn";
      g_string_append_printf (info->text, _("%s's turn. Record “pass” when the turn is over, "
                                            "or “end-hand” when the hand ends."),
                              self->names[self->table.current]);
      g_ptr_array_add (info->kinds, (gpointer) "pass");
      g_ptr_array_add (info->kinds, (gpointer) "end-hand");
      return;
    }

  info->section = "turn";
  self->rules->now (self->state, &ctx, info);
}

static gboolean
load_rules (TmTableSession  *self,
            GError         **error)
{
  const TmGameModule *module = tm_game_module_lookup (tm_game_get_id (self->game));

  self->rules = module != NULL && module->get_table_rules != NULL ? module->get_table_rules ()
                                                                  : NULL;
  if (self->rules == NULL)
    return TRUE;

  if (self->rules->prepare != NULL)
    {
      g_autoptr(GPtrArray) decks = g_ptr_array_new ();
      const char * const *ids = tm_game_get_deck_ids (self->game);

      for (guint i = 0; ids[i]; i++)
        {
          TmDeck *deck = tm_catalogue_get_deck (self->catalogue, ids[i], error);

          if (deck == NULL)
            return FALSE;
          g_ptr_array_add (decks, deck);
        }
      g_ptr_array_add (decks, NULL);
      if (!self->rules->prepare (self->procedure, (TmDeck * const *) decks->pdata, error))
        return FALSE;
    }

  self->state = g_malloc0 (self->rules->state_size);
  return TRUE;
}

static TmTableSession *
session_new (TmCatalogue         *catalogue,
             const char          *game_id,
             const char * const  *players,
             GVariant            *options,
             int                  dealer,
             GError             **error)
{
  g_autoptr(TmTableSession) self = NULL;
  g_autoptr(GError) local_error = NULL;
  guint n = players != NULL ? g_strv_length ((char **) players) : 0;

  self = g_object_new (TM_TYPE_TABLE_SESSION, NULL);
  self->catalogue = g_object_ref (catalogue);
  if ((self->procedure = tm_catalogue_get_table_procedure (catalogue, game_id, error)) == NULL)
    return NULL;
  g_object_ref (self->procedure);
  self->game = g_object_ref (tm_table_procedure_get_game (self->procedure));

  for (guint p = 0; p < n; p++)
    if (players[p][0] == '\0' || !g_utf8_validate (players[p], -1, NULL))
      {
        g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PLAYERS,
                     _("player %u has no name"), p + 1);
        return NULL;
      }
  self->names = g_strdupv ((char **) players);

  if ((self->options = tm_game_check_options (self->game, options, &local_error)) == NULL)
    {
      g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_OPTION, local_error->message);
      return NULL;
    }
  if ((self->setup = tm_table_procedure_get_setup (self->procedure, n, self->options,
                                                   error)) == NULL)
    return NULL;

  if (tm_table_procedure_has_dealer (self->procedure) && (dealer < 0 || dealer >= (int) n))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PLAYERS,
                   _("the first dealer must be a seat from 0 to %u"), n - 1);
      return NULL;
    }
  self->first_dealer = tm_table_procedure_has_dealer (self->procedure) ? dealer : TM_TABLE_NOBODY;

  if (!load_rules (self, error))
    return NULL;
  reset (self);
  return g_steal_pointer (&self);
}

/**
 * tm_table_session_new:
 * @catalogue: the catalogue, with the game's decks and procedure
 * @game_id: the game's id
 * @players: (array zero-terminated=1): the players' names, in the order
 *   they sit, clockwise (in a game without a dealer, the order they play)
 * @options: (nullable): the options' values (`a{sv}`), or %NULL for the
 *   defaults
 * @dealer: the seat that deals first (ignored in a game without a dealer)
 * @error: return location for a #GError
 *
 * Starts a session at the first hand's deal.  It has no file until
 * tm_table_session_set_file() gives it one.
 *
 * Returns: (transfer full) (nullable): the session, or %NULL with @error
 *   set (%TM_TABLE_ERROR_PLAYERS, %TM_TABLE_ERROR_OPTION, or the
 *   catalogue's errors for an unknown game)
 */
TmTableSession *
tm_table_session_new (TmCatalogue         *catalogue,
                      const char          *game_id,
                      const char * const  *players,
                      GVariant            *options,
                      int                  dealer,
                      GError             **error)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return session_new (catalogue, game_id, players, options, dealer, error);
}

/* Files */

static JsonObject *
event_to_json (TmTableSession     *self,
               const TmTableEvent *event)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "event", event->kind);
  if (event->seat >= 0)
    json_object_set_int_member (o, "seat", event->seat);
  if (event->target >= 0)
    json_object_set_int_member (o, "target", event->target);
  if (event->card != NULL)
    json_object_set_string_member (o, "card", event->card);
  if (event->on != NULL)
    json_object_set_string_member (o, "on", event->on);
  if (event->has_number)
    json_object_set_int_member (o, "number", event->number);
  if (event->right)
    json_object_set_boolean_member (o, "right", TRUE);
  if (g_str_equal (event->kind, "score"))
    {
      JsonArray *points = json_array_new ();

      for (guint p = 0; p < n_seats (self); p++)
        json_array_add_int_element (points, event->points[p]);
      json_object_set_array_member (o, "points", points);
    }
  return o;
}

static gboolean
event_from_json (TmTableSession  *self,
                 JsonNode        *node,
                 TmTableEvent    *event,
                 GError         **error)
{
  static const char *fields[] = { "event", "seat", "target", "card", "on", "number", "right",
                                  "points", NULL };
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;
  JsonObject *o;
  gint64 number;

  memset (event, 0, sizeof *event);
  event->seat = TM_TABLE_NOBODY;
  event->target = TM_TABLE_NOBODY;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("must be an object")), FALSE;
  o = json_node_get_object (node);
  json_object_iter_init (&iter, o);
  while (json_object_iter_next (&iter, &member, &value))
    if (!g_strv_contains (fields, member))
      return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                          _("field “%s”: not a field of an event"), member), FALSE;

  if (tm_json_member_string (o, "event") == NULL)
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("field “event”: a string is required")), FALSE;
  event->kind = g_intern_string (tm_json_member_string (o, "event"));

  if (json_object_has_member (o, "seat"))
    {
      if (!tm_json_member_int (o, "seat", &number) || number < 0 || number >= n_seats (self))
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “seat”: a seat is required")), FALSE;
      event->seat = number;
    }
  if (json_object_has_member (o, "target"))
    {
      if (!tm_json_member_int (o, "target", &number) || number < 0 || number >= n_seats (self))
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “target”: a seat is required")), FALSE;
      event->target = number;
    }
  if (json_object_has_member (o, "card"))
    {
      if (tm_json_member_string (o, "card") == NULL)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “card”: a card id is required")), FALSE;
      event->card = g_intern_string (tm_json_member_string (o, "card"));
    }
  if (json_object_has_member (o, "on"))
    {
      if (tm_json_member_string (o, "on") == NULL)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “on”: a card id is required")), FALSE;
      event->on = g_intern_string (tm_json_member_string (o, "on"));
    }
  if (json_object_has_member (o, "number"))
    {
      if (!tm_json_member_int (o, "number", &number) || ABS (number) > 100000)
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “number”: a whole number is required")), FALSE;
      event->number = number;
      event->has_number = TRUE;
    }
  if (json_object_has_member (o, "right") && !tm_json_member_boolean (o, "right", &event->right))
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("field “right”: true or false is required")), FALSE;
  if (json_object_has_member (o, "points"))
    {
      JsonArray *points = tm_json_member_array (o, "points");

      if (points == NULL || json_array_get_length (points) != n_seats (self))
        return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                    _("field “points”: a number per seat is required")), FALSE;
      for (guint p = 0; p < n_seats (self); p++)
        {
          JsonNode *element = json_array_get_element (points, p);

          if (!JSON_NODE_HOLDS_VALUE (element) ||
              json_node_get_value_type (element) != G_TYPE_INT64 ||
              ABS (json_node_get_int (element)) > 1000000)
            return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                        _("field “points”: a number per seat is required")),
                   FALSE;
          event->points[p] = json_node_get_int (element);
        }
    }
  else if (g_str_equal (event->kind, "score"))
    return g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                                _("field “points”: a score needs a number per seat")), FALSE;
  return TRUE;
}

/**
 * tm_table_session_to_bytes:
 * @self: a #TmTableSession
 *
 * Writes the session in its file format (docs/table-format.md): the
 * game, players, options, first dealer, the events and those taken back.
 *
 * Returns: (transfer full): the file's contents
 */
GBytes *
tm_table_session_to_bytes (TmTableSession *self)
{
  g_autoptr(JsonObject) o = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonArray *players = json_array_new ();
  GArray *lists[] = { self->events, self->redo };
  const char *names[] = { "events", "redo" };
  char *text;
  gsize len;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);

  json_object_set_int_member (o, "version", FORMAT_VERSION);
  json_object_set_string_member (o, "game", tm_game_get_id (self->game));
  for (guint p = 0; self->names[p]; p++)
    json_array_add_string_element (players, self->names[p]);
  json_object_set_array_member (o, "players", players);
  json_object_set_object_member (o, "options", tm_game_options_to_json (self->game,
                                                                        self->options));
  if (self->first_dealer >= 0)
    json_object_set_int_member (o, "dealer", self->first_dealer);
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      JsonArray *array = json_array_new ();

      for (guint i = 0; i < lists[l]->len; i++)
        json_array_add_object_element (array,
                                       event_to_json (self, &g_array_index (lists[l],
                                                                            TmTableEvent, i)));
      json_object_set_array_member (o, names[l], array);
    }

  json_node_set_object (root, o);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &len);
  return g_bytes_new_take (text, len);
}

static gboolean
session_error (GError     **error,
               const char  *name,
               const char  *format,
               ...) G_GNUC_PRINTF (3, 4);

static gboolean
session_error (GError     **error,
               const char  *name,
               const char  *format,
               ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
               _("%s: %s; the file is kept as it is"), name, message);
  return FALSE;
}

/**
 * tm_table_session_new_from_file:
 * @catalogue: the catalogue
 * @file: a session file
 * @error: return location for a #GError
 *
 * Picks up a session where it was left, with @file as its file.  Every
 * event is checked again by the game's rules.  A file that is not a
 * session, comes from a newer Tablemate (%TM_TABLE_ERROR_VERSION) or
 * holds an event the rules refuse is refused with a message naming the
 * file and what is wrong, and is not touched.
 *
 * Returns: (transfer full) (nullable): the session, or %NULL with @error
 *   set
 */
TmTableSession *
tm_table_session_new_from_file (TmCatalogue  *catalogue,
                                GFile        *file,
                                GError      **error)
{
  g_autoptr(TmTableSession) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GVariant) options = NULL;
  g_auto(GStrv) players = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  JsonObject *root, *options_object;
  JsonArray *array;
  const char *game_id;
  gint64 version = 0, dealer = -1;
  gsize len;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  if (!g_file_load_contents (file, NULL, &contents, &len, NULL, error))
    return NULL;

  if (!(root_node = tm_json_parse (contents, len, &local_error)))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PARSE,
                   _("%s: not a table session (%s); the file is kept as it is"), name,
                   local_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return session_error (error, name, _("the top level must be an object")), NULL;
  root = json_node_get_object (root_node);

  if (!tm_json_member_int (root, "version", &version))
    return session_error (error, name, _("field “version” is missing")), NULL;
  if (version != FORMAT_VERSION)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_VERSION,
                   _("%s: version %" G_GINT64_FORMAT " of the table session format is not "
                     "understood; the file may come from a newer Tablemate and is kept as "
                     "it is"), name, version);
      return NULL;
    }

  if ((game_id = tm_json_member_string (root, "game")) == NULL)
    return session_error (error, name, _("field “game”: a game id is required")), NULL;
  if ((array = tm_json_member_array (root, "players")) == NULL)
    return session_error (error, name, _("field “players”: a list of names is required")), NULL;
  for (guint p = 0; p < json_array_get_length (array); p++)
    {
      JsonNode *node = json_array_get_element (array, p);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return session_error (error, name, _("field “players”: player %u has no name"),
                              p + 1), NULL;
      g_strv_builder_add (builder, json_node_get_string (node));
    }
  players = g_strv_builder_end (builder);

  if ((options_object = tm_json_member_object (root, "options")) == NULL)
    return session_error (error, name, _("field “options”: an object is required")), NULL;
  if (json_object_has_member (root, "dealer") && !tm_json_member_int (root, "dealer", &dealer))
    return session_error (error, name, _("field “dealer”: a seat is required")), NULL;

  {
    TmGame *game = tm_catalogue_get_game (catalogue, game_id, &local_error);

    if (game == NULL ||
        (options = tm_game_parse_options (game, options_object, &local_error)) == NULL ||
        (self = session_new (catalogue, game_id, (const char * const *) players, options,
                             (int) dealer, &local_error)) == NULL)
      return session_error (error, name, "%s", local_error->message), NULL;
  }

  {
    const char *lists[] = { "events", "redo" };
    GArray *into[] = { self->events, self->redo };

    for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
      {
        if ((array = tm_json_member_array (root, lists[l])) == NULL)
          return session_error (error, name, _("field “%s”: a list of events is required"),
                                lists[l]), NULL;
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            TmTableEvent event;

            if (!event_from_json (self, json_array_get_element (array, i), &event,
                                  &local_error))
              return session_error (error, name, _("%s %u: %s"), lists[l], i + 1,
                                    local_error->message), NULL;
            g_array_append_val (into[l], event);
          }
      }
  }

  {
    guint failed = 0;

    if (!replay (self, &failed, &local_error))
      return session_error (error, name, _("event %u: %s"), failed + 1,
                            local_error->message), NULL;
  }

  self->file = g_object_ref (file);
  return g_steal_pointer (&self);
}

/**
 * tm_table_session_get_file:
 * @self: a #TmTableSession
 *
 * Gets the file the session is written to after every change.
 *
 * Returns: (transfer none) (nullable): the file
 */
GFile *
tm_table_session_get_file (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->file;
}

/**
 * tm_table_session_set_file:
 * @self: a #TmTableSession
 * @file: (nullable): where to keep the session, or %NULL for nowhere
 *
 * Sets the file the session is written to after every change.  Nothing
 * is written until the next change or tm_table_session_save().
 */
void
tm_table_session_set_file (TmTableSession *self,
                           GFile          *file)
{
  g_return_if_fail (TM_IS_TABLE_SESSION (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->file, file);
}

/**
 * tm_table_session_save:
 * @self: a #TmTableSession
 * @error: return location for a #GError
 *
 * Writes the session to its file, atomically: the old contents stay
 * whole until the new ones are safely on disk.
 *
 * Returns: %TRUE on success, or %FALSE with @error set (a %G_IO_ERROR)
 */
gboolean
tm_table_session_save (TmTableSession  *self,
                       GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (self->file != NULL, FALSE);

  bytes = tm_table_session_to_bytes (self);
  return _tm_file_write_atomic (self->file, bytes, TM_FILE_WRITE_NONE, NULL, error);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GFile *file = g_object_get_data (G_OBJECT (task), "file");
  GError *error = NULL;

  if (_tm_file_write_atomic (file, task_data, TM_FILE_WRITE_NONE, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * tm_table_session_save_async:
 * @self: a #TmTableSession
 * @file: where to write
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the session is written
 * @user_data: data for @callback
 *
 * Writes the session as it is now to @file, atomically, on a thread, for
 * a caller that must not block (the app): keep the session without a
 * file of its own, and call this after every change, one write after the
 * other.
 */
void
tm_table_session_save_async (TmTableSession      *self,
                             GFile               *file,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TM_IS_TABLE_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_table_session_save_async);
  g_object_set_data_full (G_OBJECT (task), "file", g_object_ref (file), g_object_unref);
  g_task_set_task_data (task, tm_table_session_to_bytes (self), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, save_thread);
}

/**
 * tm_table_session_save_finish:
 * @self: a #TmTableSession
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes writing the session.
 *
 * Returns: %TRUE on success, or %FALSE with @error set (a %G_IO_ERROR)
 */
gboolean
tm_table_session_save_finish (TmTableSession  *self,
                              GAsyncResult    *result,
                              GError         **error)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Changes */

static void
changed (TmTableSession *self,
         gboolean        could_undo,
         gboolean        could_redo)
{
  if (could_undo != tm_table_session_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != tm_table_session_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVENTS]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Writes the change just made, or takes it back if the file cannot be
 * written, so that what the session holds is what its file holds. */
static gboolean
commit (TmTableSession  *self,
        GArray          *saved_events,
        GArray          *saved_redo,
        GError         **error)
{
  gboolean could_undo = saved_events->len > 0;
  gboolean could_redo = saved_redo->len > 0;

  if (self->file != NULL && !tm_table_session_save (self, error))
    {
      g_array_set_size (self->events, 0);
      g_array_append_vals (self->events, saved_events->data, saved_events->len);
      g_array_set_size (self->redo, 0);
      g_array_append_vals (self->redo, saved_redo->data, saved_redo->len);
      replay (self, NULL, NULL);
      return FALSE;
    }
  changed (self, could_undo, could_redo);
  return TRUE;
}

static GArray *
copy_events (GArray *events)
{
  GArray *copy = g_array_sized_new (FALSE, TRUE, sizeof (TmTableEvent), events->len);

  g_array_append_vals (copy, events->data, events->len);
  return copy;
}

/**
 * tm_table_session_record:
 * @self: a #TmTableSession
 * @event: what happened; its kind and card are copied, and a seat of
 *   %TM_TABLE_NOBODY is taken to be the player who has to act now
 * @error: return location for a #GError
 *
 * Records a public event at the table, after the rules have checked it,
 * and writes the session to its file.  Whatever had been taken back can
 * no longer be recorded again.  An event the rules refuse fails with
 * %TM_TABLE_ERROR_EVENT, saying why and naming the rules section (and
 * ruling); a file that cannot be written fails with its %G_IO_ERROR, and
 * the event is then not kept.
 *
 * Returns: %TRUE if the event was recorded
 */
gboolean
tm_table_session_record (TmTableSession      *self,
                         const TmTableEvent  *event,
                         GError             **error)
{
  g_autoptr(GArray) saved_events = NULL;
  g_autoptr(GArray) saved_redo = NULL;
  TmTableEvent copy;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  copy = *event;
  copy.kind = g_intern_string (event->kind);
  copy.card = event->card != NULL ? g_intern_string (event->card) : NULL;
  copy.on = event->on != NULL ? g_intern_string (event->on) : NULL;

  if (self->table.phase == TM_TABLE_PHASE_GAME_OVER)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT, _("%s: the game is over"),
                   copy.kind);
      return FALSE;
    }
  if (!step (self, &copy, error))
    {
      replay (self, NULL, NULL);   /* a refused step leaves nothing behind */
      return FALSE;
    }

  saved_events = copy_events (self->events);
  saved_redo = copy_events (self->redo);
  g_array_append_val (self->events, copy);
  g_array_set_size (self->redo, 0);
  return commit (self, saved_events, saved_redo, error);
}

/**
 * tm_table_session_undo:
 * @self: a #TmTableSession
 * @error: return location for a #GError
 *
 * Takes back the last event, keeping it to be recorded again with
 * tm_table_session_redo(), and writes the session to its file.
 *
 * Returns: %TRUE on success; %FALSE with %TM_TABLE_ERROR_NOTHING when no
 *   event is left, or a %G_IO_ERROR when the file cannot be written
 */
gboolean
tm_table_session_undo (TmTableSession  *self,
                       GError         **error)
{
  g_autoptr(GArray) saved_events = NULL;
  g_autoptr(GArray) saved_redo = NULL;
  TmTableEvent last;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);

  if (self->events->len == 0)
    {
      g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_NOTHING,
                           _("there is nothing to undo"));
      return FALSE;
    }

  saved_events = copy_events (self->events);
  saved_redo = copy_events (self->redo);
  last = g_array_index (self->events, TmTableEvent, self->events->len - 1);
  g_array_set_size (self->events, self->events->len - 1);
  g_array_append_val (self->redo, last);
  replay (self, NULL, NULL);
  return commit (self, saved_events, saved_redo, error);
}

/**
 * tm_table_session_redo:
 * @self: a #TmTableSession
 * @error: return location for a #GError
 *
 * Records again the last event taken back, and writes the session to its
 * file.
 *
 * Returns: %TRUE on success; %FALSE with %TM_TABLE_ERROR_NOTHING when
 *   nothing was taken back, or a %G_IO_ERROR when the file cannot be
 *   written
 */
gboolean
tm_table_session_redo (TmTableSession  *self,
                       GError         **error)
{
  g_autoptr(GArray) saved_events = NULL;
  g_autoptr(GArray) saved_redo = NULL;
  TmTableEvent next;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);

  if (self->redo->len == 0)
    {
      g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_NOTHING,
                           _("there is nothing to redo"));
      return FALSE;
    }

  saved_events = copy_events (self->events);
  saved_redo = copy_events (self->redo);
  next = g_array_index (self->redo, TmTableEvent, self->redo->len - 1);
  if (!step (self, &next, error))
    {
      replay (self, NULL, NULL);
      return FALSE;
    }
  g_array_set_size (self->redo, self->redo->len - 1);
  g_array_append_val (self->events, next);
  return commit (self, saved_events, saved_redo, error);
}

/**
 * tm_table_session_get_can_undo:
 * @self: a #TmTableSession
 *
 * Gets whether there is an event to take back.
 *
 * Returns: %TRUE if there is
 */
gboolean
tm_table_session_get_can_undo (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  return self->events->len > 0;
}

/**
 * tm_table_session_get_can_redo:
 * @self: a #TmTableSession
 *
 * Gets whether there is an event taken back that can be recorded again.
 *
 * Returns: %TRUE if there is
 */
gboolean
tm_table_session_get_can_redo (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  return self->redo->len > 0;
}

/**
 * tm_table_session_get_n_events:
 * @self: a #TmTableSession
 *
 * Gets how many events the session holds.
 *
 * Returns: the number of events
 */
guint
tm_table_session_get_n_events (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), 0);
  return self->events->len;
}

/**
 * tm_table_session_describe_event:
 * @self: a #TmTableSession
 * @index: an event's position
 *
 * Describes a recorded event in a line: who, what, and its details.
 *
 * Returns: (transfer full): the text
 */
char *
tm_table_session_describe_event (TmTableSession *self,
                                 guint           index)
{
  const TmTableEvent *event;
  GString *out;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  event = &g_array_index (self->events, TmTableEvent, index);
  out = g_string_new (NULL);
  if (event->seat >= 0)
    g_string_append_printf (out, "%s: ", self->names[event->seat]);
  g_string_append (out, event->kind);
  if (event->card != NULL)
    g_string_append_printf (out, " card=%s", event->card);
  if (event->on != NULL)
    g_string_append_printf (out, " on=%s", event->on);
  if (event->target >= 0)
    g_string_append_printf (out, " target=%s", self->names[event->target]);
  if (event->has_number)
    g_string_append_printf (out, " number=%d", event->number);
  if (event->right)
    g_string_append (out, " right");
  if (g_str_equal (event->kind, "score"))
    for (guint p = 0; p < n_seats (self); p++)
      g_string_append_printf (out, "%s%d", p ? "," : " points=", event->points[p]);
  return g_string_free (out, FALSE);
}

/* Reading */

/**
 * tm_table_session_get_game_id:
 * @self: a #TmTableSession
 *
 * Gets the id of the game being played.
 *
 * Returns: the game's id
 */
const char *
tm_table_session_get_game_id (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return tm_game_get_id (self->game);
}

/**
 * tm_table_session_get_n_players:
 * @self: a #TmTableSession
 *
 * Gets the number of seats.
 *
 * Returns: the number of players
 */
guint
tm_table_session_get_n_players (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), 0);
  return n_seats (self);
}

/**
 * tm_table_session_get_player:
 * @self: a #TmTableSession
 * @seat: a seat
 *
 * Gets the name of the player in a seat.
 *
 * Returns: the name
 */
const char *
tm_table_session_get_player (TmTableSession *self,
                             guint           seat)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  g_return_val_if_fail (seat < n_seats (self), NULL);
  return self->names[seat];
}

/**
 * tm_table_session_get_options:
 * @self: a #TmTableSession
 *
 * Gets the options the game is played with, checked and complete.
 *
 * Returns: (transfer none): the options (`a{sv}`)
 */
GVariant *
tm_table_session_get_options (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->options;
}

/**
 * tm_table_session_get_setup:
 * @self: a #TmTableSession
 *
 * Gets the set-up at this table, the checklist to deal from.
 *
 * Returns: (transfer none): the set-up
 */
TmTableSetup *
tm_table_session_get_setup (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->setup;
}

/**
 * tm_table_session_get_team:
 * @self: a #TmTableSession
 * @seat: a seat
 *
 * Gets a seat's partnership.
 *
 * Returns: the team from 0, or -1 when everyone plays alone
 */
int
tm_table_session_get_team (TmTableSession *self,
                           guint           seat)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), -1);
  g_return_val_if_fail (seat < n_seats (self), -1);
  return tm_table_setup_get_team (self->setup, seat);
}

/**
 * tm_table_session_get_total:
 * @self: a #TmTableSession
 * @seat: a seat
 *
 * Gets a seat's points over the hands scored so far.
 *
 * Returns: the total
 */
int
tm_table_session_get_total (TmTableSession *self,
                            guint           seat)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), 0);
  g_return_val_if_fail (seat < n_seats (self), 0);
  return self->table.totals[seat];
}

/**
 * tm_table_session_get_kinds:
 * @self: a #TmTableSession
 *
 * Gets the kinds of event the game records, with what each takes: the
 * game's own, or without table rules `pass` and `end-hand`.  `dealt` and
 * `score` are every game's.
 *
 * Returns: (array zero-terminated=1): the kinds, ending with an entry
 *   whose kind is %NULL
 */
const TmTableKindInfo *
tm_table_session_get_kinds (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->rules != NULL ? self->rules->kinds : session_kinds;
}

/**
 * tm_table_session_get_now:
 * @self: a #TmTableSession
 *
 * Works out what happens now: the phase, the hand and round, the dealer,
 * whose turn it is and who must act, what they owe or may do in words,
 * the rules section (and ruling) that applies, the kinds of event that
 * may be recorded, and once the game is over, the winners.
 *
 * Returns: (transfer full): what happens now
 */
TmTableNow *
tm_table_session_get_now (TmTableSession *self)
{
  TmTableNowInfo info = { 0 };
  TmTableNow *now;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);

  info.text = g_string_new (NULL);
  info.kinds = g_ptr_array_new ();
  fill_now (self, &info);
  g_ptr_array_add (info.kinds, NULL);

  now = g_new0 (TmTableNow, 1);
  g_ref_count_init (&now->ref_count);
  now->phase = self->table.phase;
  now->hand = self->table.hand;
  now->round = self->table.round;
  now->dealer = self->table.dealer;
  now->seat = info.seat;
  now->actor = info.actor;
  now->section = info.section;
  now->ruling = info.ruling;
  now->text = g_string_free (info.text, FALSE);
  now->kinds = g_strdupv ((char **) info.kinds->pdata);
  now->winners = self->table.winners;
  g_ptr_array_unref (info.kinds);
  return now;
}

/**
 * tm_table_session_get_finished_hand:
 * @self: a #TmTableSession
 *
 * Gets what the score sheet's hand form needs of the hand that has just
 * ended: the players, the dealer, the partners and what the table
 * recorded, as the game's scorer's fields.
 *
 * Returns: (transfer full) (nullable): the hand, or %NULL while no hand
 *   has ended and waits for its score
 */
TmTableHand *
tm_table_session_get_finished_hand (TmTableSession *self)
{
  TmTableContext ctx;
  TmTableHand *hand;
  guint n;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);

  if (self->table.phase != TM_TABLE_PHASE_HAND_OVER)
    return NULL;

  n = n_seats (self);
  ctx = context (self);
  hand = g_new0 (TmTableHand, 1);
  g_ref_count_init (&hand->ref_count);
  hand->game_id = g_strdup (tm_game_get_id (self->game));
  hand->number = self->table.hand;
  hand->dealer = self->table.dealer;
  hand->n_players = n;
  hand->players = g_strdupv (self->names);
  hand->entries = g_new0 (GVariant *, n);
  hand->options = g_variant_ref (self->options);
  if (tm_table_setup_get_team (self->setup, 0) >= 0)
    {
      hand->teams = g_new0 (int, n);
      for (guint p = 0; p < n; p++)
        hand->teams[p] = tm_table_setup_get_team (self->setup, p);
    }

  if (self->rules != NULL)
    self->rules->finished_hand (self->state, &ctx, hand->entries, &hand->outcome);
  for (guint p = 0; p < n; p++)
    {
      if (hand->entries[p] == NULL)
        hand->entries[p] = g_variant_new ("a{sv}", NULL);
      g_variant_ref_sink (hand->entries[p]);
    }
  if (hand->outcome != NULL)
    g_variant_ref_sink (hand->outcome);
  return hand;
}

/**
 * tm_table_session_dup_facts:
 * @self: a #TmTableSession
 *
 * Writes what the table assistant knows as a JSON object: the phase,
 * hand, round, dealer, totals, and the game's public facts (`game`: hand
 * sizes, a board, stashes…; docs/table-format.md).
 *
 * Returns: (transfer full): the JSON node
 */
JsonNode *
tm_table_session_dup_facts (TmTableSession *self)
{
  static const char *phases[] = { "deal", "play", "hand-over", "game-over" };
  g_autoptr(JsonObject) o = json_object_new ();
  g_autoptr(TmTableNow) now = NULL;
  JsonArray *totals = json_array_new ();
  JsonArray *kinds = json_array_new ();
  TmTableContext ctx;
  JsonNode *node;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);

  now = tm_table_session_get_now (self);
  json_object_set_string_member (o, "game", tm_game_get_id (self->game));
  json_object_set_string_member (o, "phase", phases[now->phase]);
  json_object_set_int_member (o, "hand", now->hand);
  json_object_set_int_member (o, "round", now->round);
  json_object_set_int_member (o, "dealer", now->dealer);
  json_object_set_int_member (o, "seat", now->seat);
  json_object_set_int_member (o, "actor", now->actor);
  json_object_set_string_member (o, "text", now->text);
  json_object_set_string_member (o, "section", now->section);
  if (now->ruling != NULL)
    json_object_set_string_member (o, "ruling", now->ruling);
  for (guint i = 0; now->kinds[i]; i++)
    json_array_add_string_element (kinds, now->kinds[i]);
  json_object_set_array_member (o, "may_record", kinds);
  for (guint p = 0; p < n_seats (self); p++)
    json_array_add_int_element (totals, self->table.totals[p]);
  json_object_set_array_member (o, "totals", totals);
  if (now->phase == TM_TABLE_PHASE_GAME_OVER)
    {
      JsonArray *winners = json_array_new ();

      for (guint p = 0; p < n_seats (self); p++)
        if (now->winners & (1u << p))
          json_array_add_int_element (winners, p);
      json_object_set_array_member (o, "winners", winners);
    }
  if (self->rules != NULL && self->rules->to_json != NULL &&
      now->phase != TM_TABLE_PHASE_DEAL)
    {
      ctx = context (self);
      json_object_set_member (o, "facts", self->rules->to_json (self->state, &ctx));
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

/**
 * tm_table_event_parse:
 * @event: (out caller-allocates): the event to fill in
 * @kind: the event's kind
 * @fields: (array zero-terminated=1) (nullable): its details as
 *   `NAME=VALUE`: `seat=N`, `target=N` (seats from 0), `card=ID`, `on=ID`,
 *   `number=N`, `right=true|false` (or `right`, `wrong`), `points=N,N,…`
 * @error: return location for a #GError
 *
 * Reads an event from the words a person types, as the tool does.
 *
 * Returns: %TRUE on success, or %FALSE with %TM_TABLE_ERROR_EVENT
 */
gboolean
tm_table_event_parse (TmTableEvent        *event,
                      const char          *kind,
                      const char * const  *fields,
                      GError             **error)
{
  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);

  memset (event, 0, sizeof *event);
  event->kind = g_intern_string (kind);
  event->seat = TM_TABLE_NOBODY;
  event->target = TM_TABLE_NOBODY;

  for (guint i = 0; fields != NULL && fields[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (fields[i], "=", 2);
      gint64 number;

      if (g_str_equal (kv[0], "right") && kv[1] == NULL)
        event->right = TRUE;
      else if (g_str_equal (kv[0], "wrong") && kv[1] == NULL)
        event->right = FALSE;
      else if (kv[1] == NULL)
        return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                            _("“%s”: give details as NAME=VALUE"), fields[i]), FALSE;
      else if (g_str_equal (kv[0], "card"))
        event->card = g_intern_string (kv[1]);
      else if (g_str_equal (kv[0], "on"))
        event->on = g_intern_string (kv[1]);
      else if (g_str_equal (kv[0], "right"))
        {
          if (!g_str_equal (kv[1], "true") && !g_str_equal (kv[1], "false"))
            return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                _("“%s”: true or false"), fields[i]), FALSE;
          event->right = g_str_equal (kv[1], "true");
        }
      else if (g_str_equal (kv[0], "points"))
        {
          g_auto(GStrv) values = g_strsplit (kv[1], ",", -1);

          if (g_strv_length (values) > TM_TABLE_MAX_SEATS)
            return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                _("“%s”: too many numbers"), fields[i]), FALSE;
          for (guint p = 0; values[p]; p++)
            {
              if (!g_ascii_string_to_signed (values[p], 10, -1000000, 1000000, &number, NULL))
                return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                    _("“%s”: whole numbers separated by commas"), fields[i]),
                       FALSE;
              event->points[p] = number;
            }
        }
      else if (g_str_equal (kv[0], "seat") || g_str_equal (kv[0], "target") ||
               g_str_equal (kv[0], "number"))
        {
          gboolean is_seat = !g_str_equal (kv[0], "number");

          if (!g_ascii_string_to_signed (kv[1], 10, is_seat ? 0 : -100000,
                                         is_seat ? TM_TABLE_MAX_SEATS - 1 : 100000, &number,
                                         NULL))
            return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                _("“%s”: a whole number is required"), fields[i]), FALSE;
          if (g_str_equal (kv[0], "seat"))
            event->seat = number;
          else if (g_str_equal (kv[0], "target"))
            event->target = number;
          else
            {
              event->number = number;
              event->has_number = TRUE;
            }
        }
      else
        return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                            _("“%s”: not a detail of an event (seat, target, card, on, "
                              "number, right, points)"), kv[0]), FALSE;
    }
  return TRUE;
}
