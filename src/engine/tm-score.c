/* tm-score.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-game-module.h"
#include "tm-score-private.h"

/**
 * TmScorer:
 *
 * One game's scoring for a table of players.
 *
 * A scorer turns a hand's breakdown (each player's entry in the game's own
 * terms, and for some games an outcome for the whole table) into points,
 * with a line per item so that a score sheet can show how each total came
 * about.  It checks the breakdown against what the cards allow and names
 * the player and field that cannot be right.  The scoring itself is a pure
 * function of the breakdown, the options and the deck counts.
 *
 * [method@Tm.Scorer.decide] adds up scored hands by side (a player, or a
 * partnership) and applies the game's end: how many rounds, a target score,
 * which way wins, and ties.
 *
 * The breakdown of each game is documented in `docs/score-json.md`.
 */

/* ------------------------------------------------------------------------
 * The registry
 */

static GPtrArray *registry; /* const TmScoreRules *, in registration order */

void
_tm_score_register (const TmScoreRules *rules)
{
  g_assert (rules != NULL && rules->game_id != NULL && rules->score != NULL);

  if (registry == NULL)
    registry = g_ptr_array_new ();

  for (guint i = 0; i < registry->len; i++)
    if (g_str_equal (((const TmScoreRules *) g_ptr_array_index (registry, i))->game_id,
                     rules->game_id))
      return;

  g_ptr_array_add (registry, (gpointer) rules);
}

static const TmScoreRules *
lookup_rules (const char *game_id)
{
  for (guint i = 0; registry != NULL && i < registry->len; i++)
    {
      const TmScoreRules *rules = g_ptr_array_index (registry, i);

      if (g_str_equal (rules->game_id, game_id))
        return rules;
    }

  return NULL;
}

/**
 * tm_score_list_games:
 *
 * Lists the game ids that have scoring: the seven games and `custom`, the
 * ledger for any other game.  tm_init() must have been called.
 *
 * Returns: (transfer full) (array zero-terminated=1): the game ids
 */
char **
tm_score_list_games (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; registry != NULL && i < registry->len; i++)
    g_strv_builder_add (builder, ((const TmScoreRules *) g_ptr_array_index (registry, i))->game_id);

  return g_strv_builder_end (builder);
}

const TmScoreRules *
_tm_score_lookup_rules (const char *game_id)
{
  return lookup_rules (game_id);
}

/**
 * tm_score_has_game:
 * @game_id: a game id
 *
 * Whether scoring is registered for @game_id.
 *
 * Returns: %TRUE if @game_id can be scored
 */
gboolean
tm_score_has_game (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, FALSE);
  return lookup_rules (game_id) != NULL;
}

/* ------------------------------------------------------------------------
 * TmScorer
 */

struct _TmScorer
{
  GObject             parent_instance;

  TmCatalogue        *catalogue;
  const TmScoreRules *rules;
  TmGame             *game;
  char              **names;
  guint               n_players;
  GVariant           *options;
  gpointer            data;
  guint               rounds;
};

G_DEFINE_FINAL_TYPE (TmScorer, tm_scorer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_N_PLAYERS,
  PROP_ROUNDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tm_scorer_dispose (GObject *object)
{
  TmScorer *self = (TmScorer *)object;

  g_clear_object (&self->catalogue);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_scorer_parent_class)->dispose (object);
}

static void
tm_scorer_finalize (GObject *object)
{
  TmScorer *self = (TmScorer *)object;

  if (self->data != NULL && self->rules->free_data != NULL)
    self->rules->free_data (self->data);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->options, g_variant_unref);

  G_OBJECT_CLASS (tm_scorer_parent_class)->finalize (object);
}

static void
tm_scorer_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TmScorer *self = TM_SCORER (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, self->rules->game_id);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;
    case PROP_ROUNDS:
      g_value_set_uint (value, self->rounds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_scorer_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TmScorer *self = TM_SCORER (object);

  switch (prop_id)
    {
    case PROP_ROUNDS:
      tm_scorer_set_rounds (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_scorer_class_init (TmScorerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tm_scorer_dispose;
  object_class->finalize = tm_scorer_finalize;
  object_class->get_property = tm_scorer_get_property;
  object_class->set_property = tm_scorer_set_property;

  /**
   * TmScorer:game-id:
   *
   * The id of the game scored.
   */
  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, ro);
  /**
   * TmScorer:n-players:
   *
   * The number of players at the table.
   */
  properties[PROP_N_PLAYERS] = g_param_spec_uint ("n-players", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * TmScorer:rounds:
   *
   * The agreed number of rounds, 0 for a game without a fixed length.
   */
  properties[PROP_ROUNDS] =
    g_param_spec_uint ("rounds", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_scorer_init (TmScorer *self)
{
}

/**
 * tm_scorer_new:
 * @catalogue: the catalogue, for deck counts and card points
 * @game_id: a game id, or `custom`
 * @player_names: (array zero-terminated=1): the players in seating order
 * @options: (nullable): the rule options (`a{sv}`), as
 *   tm_game_check_options() takes them; %NULL for the game's defaults
 * @error: return location for a #GError in %TM_SCORE_ERROR, or in
 *   %TM_GAME_ERROR for options that do not fit the game
 *
 * Creates the scoring of one game for a table of players.  The game's
 * definition (tm_scorer_lookup_game()) says which options it has, whether
 * the lowest total wins and what the target score is.
 *
 * Returns: (transfer full) (nullable): the scorer, or %NULL with @error set
 */
TmScorer *
tm_scorer_new (TmCatalogue         *catalogue,
               const char          *game_id,
               const char * const  *player_names,
               GVariant            *options,
               GError             **error)
{
  g_autoptr(TmScorer) self = NULL;
  const TmScoreRules *rules;
  TmGame *game;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (player_names != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  rules = lookup_rules (game_id);
  if (rules == NULL)
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_UNKNOWN_GAME,
                   "“%s” has no scoring; use a game id or “custom”", game_id);
      return NULL;
    }

  if (player_names[0] == NULL)
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_PLAYERS,
                   "a score sheet needs at least one player");
      return NULL;
    }

  game = tm_scorer_lookup_game (game_id);
  g_assert (game != NULL);

  self = g_object_new (TM_TYPE_SCORER, NULL);
  self->catalogue = g_object_ref (catalogue);
  self->game = g_object_ref (game);
  self->rules = rules;
  self->names = g_strdupv ((char **) player_names);
  self->n_players = g_strv_length (self->names);
  self->options = tm_game_check_options (game, options, error);
  if (self->options == NULL)
    return NULL;
  self->rounds = rules->default_rounds;

  if (rules->prepare != NULL)
    {
      self->data = rules->prepare (self, error);
      if (self->data == NULL)
        return NULL;
    }

  return g_steal_pointer (&self);
}

/**
 * tm_scorer_get_game_id:
 * @self: a #TmScorer
 *
 * Gets the id of the game scored.
 *
 * Returns: the game id
 */
const char *
tm_scorer_get_game_id (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  return self->rules->game_id;
}

/**
 * tm_scorer_get_n_players:
 * @self: a #TmScorer
 *
 * Gets the number of players.
 *
 * Returns: the number of players
 */
guint
tm_scorer_get_n_players (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), 0);
  return self->n_players;
}

/**
 * tm_scorer_get_player_name:
 * @self: a #TmScorer
 * @player: a player's position
 *
 * Gets a player's name, as used in error messages.
 *
 * Returns: the name
 */
const char *
tm_scorer_get_player_name (TmScorer *self,
                           guint     player)
{
  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  return self->names[player];
}

TmScoreOrder
_tm_scorer_get_order (TmScorer *self)
{
  if (self->rules->order != NULL)
    return self->rules->order (self);

  return tm_game_get_lowest_wins (self->game, self->n_players) ? TM_SCORE_ORDER_LOWEST
                                                               : TM_SCORE_ORDER_HIGHEST;
}

/**
 * tm_scorer_get_game:
 * @self: a #TmScorer
 *
 * Gets the definition of the game scored: its options, whether the lowest
 * total wins, its target score.
 *
 * Returns: (transfer none): the game
 */
TmGame *
tm_scorer_get_game (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  return self->game;
}

/**
 * tm_scorer_get_options:
 * @self: a #TmScorer
 *
 * Gets the rule options the game is scored with.
 *
 * Returns: (transfer none): complete option values (`a{sv}`)
 */
GVariant *
tm_scorer_get_options (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  return self->options;
}

/**
 * tm_scorer_lookup_game:
 * @game_id: a game id, or `custom`
 *
 * Finds the definition a score sheet of @game_id is scored by: the game's
 * own (see #TmGameModule), or for `custom` that of a sheet for any other
 * game (`data/custom-game.json`: a target score or a number of rounds,
 * highest or lowest total wins).  Use it to read option values from JSON
 * (tm_game_parse_options()) before making a scorer.
 *
 * Returns: (transfer none) (nullable): the game, or %NULL when @game_id has
 *   no scoring
 */
TmGame *
tm_scorer_lookup_game (const char *game_id)
{
  static TmGame *custom;

  g_return_val_if_fail (game_id != NULL, NULL);

  if (g_str_equal (game_id, TM_SCORE_CUSTOM_GAME))
    {
      if (g_once_init_enter_pointer (&custom))
        {
          g_autoptr(GBytes) bytes = NULL;
          g_autoptr(GError) error = NULL;
          TmGame *game;

          bytes = g_resources_lookup_data (TM_ENGINE_RESOURCE_PATH "/custom-game.json",
                                           G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
          g_assert_no_error (error);
          game = tm_game_new_from_bytes (bytes, "custom-game.json", &error);
          g_assert_no_error (error);
          g_once_init_leave_pointer (&custom, game);
        }
      return custom;
    }

  return tm_game_module_lookup_game (game_id);
}

/**
 * tm_scorer_get_order:
 * @self: a #TmScorer
 *
 * Gets which way the game's totals win.
 *
 * Returns: the order
 */
TmScoreOrder
tm_scorer_get_order (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), TM_SCORE_ORDER_HIGHEST);
  return _tm_scorer_get_order (self);
}

/**
 * tm_scorer_get_hands_per_round:
 * @self: a #TmScorer
 *
 * Gets how many hands make a round: one per player where everyone deals
 * once a round (Gitmo, Prisoner), otherwise one.
 *
 * Returns: the hands in a round, at least 1
 */
guint
tm_scorer_get_hands_per_round (TmScorer *self)
{
  guint n = 0;

  g_return_val_if_fail (TM_IS_SCORER (self), 1);

  if (self->rules->hands_per_round != NULL)
    n = self->rules->hands_per_round (self->n_players);

  return MAX (n, 1);
}

/**
 * tm_scorer_get_rounds:
 * @self: a #TmScorer
 *
 * Gets the agreed number of rounds.
 *
 * Returns: the rounds, or 0 when the game has no fixed length
 */
guint
tm_scorer_get_rounds (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), 0);
  return self->rounds;
}

/**
 * tm_scorer_set_rounds:
 * @self: a #TmScorer
 * @rounds: the agreed rounds, or 0 for no fixed length
 *
 * Sets the agreed number of rounds.  Games that end on a score (Free-O,
 * or an option such as Prisoner's target) ignore it.
 */
void
tm_scorer_set_rounds (TmScorer *self,
                      guint     rounds)
{
  g_return_if_fail (TM_IS_SCORER (self));

  if (self->rounds == rounds)
    return;

  self->rounds = rounds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS]);
}

/**
 * tm_scorer_get_default_rounds:
 * @self: a #TmScorer
 *
 * Gets the number of rounds the game lasts unless the table agrees
 * otherwise.
 *
 * Returns: the default rounds, 0 for an open-ended tally
 */
guint
tm_scorer_get_default_rounds (TmScorer *self)
{
  g_return_val_if_fail (TM_IS_SCORER (self), 0);
  return self->rules->default_rounds;
}

/**
 * tm_scorer_next_dealer:
 * @self: a #TmScorer
 * @last_dealer: the position of the last hand's dealer
 *
 * Gets who deals the hand after one dealt by @last_dealer, knowing
 * nothing of the hands before it: the player to the left, the next seat
 * in seating order, in every game of the family.  A ledger knows the
 * whole history and uses tm_scorer_next_dealer_after().
 *
 * Returns: the next dealer's position
 */
guint
tm_scorer_next_dealer (TmScorer *self,
                       guint     last_dealer)
{
  g_return_val_if_fail (TM_IS_SCORER (self), 0);

  last_dealer %= self->n_players;
  return tm_scorer_next_dealer_after (self, &last_dealer, 1, 0);
}

/**
 * tm_scorer_next_dealer_after:
 * @self: a #TmScorer
 * @dealers: (array length=n_hands) (nullable): who dealt each hand so far,
 *   in order
 * @n_hands: the number of hands so far
 * @first_dealer: who deals the first hand
 *
 * Gets who deals the next hand by the game's own rule, given who dealt
 * every hand so far (a dealer may have been corrected by hand).  The deal
 * passes to the left of the last dealer (Free-O's ruling `next-dealer`,
 * Prisoner's `who-deals-next`, and the other games, whose rules say no
 * more), except in Gitmo, where everyone deals once in a round: the deal
 * passes left to the next player who has not dealt in the round yet.
 *
 * Returns: the next dealer's position
 */
guint
tm_scorer_next_dealer_after (TmScorer    *self,
                             const guint *dealers,
                             guint        n_hands,
                             guint        first_dealer)
{
  guint next;

  g_return_val_if_fail (TM_IS_SCORER (self), 0);
  g_return_val_if_fail (n_hands == 0 || dealers != NULL, 0);
  g_return_val_if_fail (first_dealer < self->n_players, 0);

  if (n_hands == 0)
    return first_dealer;

  if (self->rules->next_dealer != NULL)
    next = self->rules->next_dealer (self, dealers, n_hands, self->n_players);
  else
    next = (dealers[n_hands - 1] + 1) % self->n_players;

  g_assert (next < self->n_players);
  return next;
}

/**
 * tm_scorer_score_hand:
 * @self: a #TmScorer
 * @outcome: (nullable): the hand's outcome for the whole table (`a{sv}` of
 *   the game's outcome fields), for games that have one
 * @entries: (array) (nullable): one entry per player in seating order
 *   (`a{sv}` of the game's entry fields), an element %NULL for a player
 *   left blank; %NULL if the game has none
 * @error: return location for a #GError in %TM_SCORE_ERROR
 *
 * Checks a hand's breakdown and scores it.  Every member of an entry or
 * the outcome must be one of the game's fields (see
 * tm_scorer_get_entry_field()) with a value of its kind's type.  Blank entries (and a missing
 * outcome) do not fail: they make the hand incomplete, see
 * tm_hand_score_is_complete().  Impossible entries, such as more of a card
 * than the deck holds, fail with an error naming the player and field.
 *
 * Returns: (transfer full) (nullable): the score, or %NULL with @error set
 */
TmHandScore *
tm_scorer_score_hand (TmScorer            *self,
                      GVariant            *outcome,
                      GVariant * const    *entries,
                      GError             **error)
{
  g_autoptr(TmBreakdown) typed_outcome = NULL;
  g_autofree TmBreakdown **typed = NULL;
  TmHandScore *score;

  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (outcome != NULL &&
      !_tm_score_check_breakdown (self->rules->outcome_fields, outcome, "the hand", error))
    return NULL;
  for (guint p = 0; entries != NULL && p < self->n_players; p++)
    if (entries[p] != NULL &&
        !_tm_score_check_breakdown (self->rules->entry_fields, entries[p], self->names[p], error))
      return NULL;

  typed_outcome = outcome != NULL ? _tm_breakdown_new_from_variant (outcome) : NULL;
  typed = g_new0 (TmBreakdown *, self->n_players);
  for (guint p = 0; entries != NULL && p < self->n_players; p++)
    typed[p] = entries[p] != NULL ? _tm_breakdown_new_from_variant (entries[p]) : NULL;

  score = _tm_scorer_score_checked (self, typed_outcome, typed, error);

  for (guint p = 0; p < self->n_players; p++)
    g_clear_pointer (&typed[p], _tm_breakdown_unref);
  return score;
}

/* What a score of points only keeps to make its lines when asked. */
typedef struct
{
  TmScorer     *scorer;
  TmBreakdown  *outcome;
  TmBreakdown  *entries[];
} Remake;

static void
remake_free (gpointer data)
{
  Remake *remake = data;

  for (guint p = 0; p < remake->scorer->n_players; p++)
    g_clear_pointer (&remake->entries[p], _tm_breakdown_unref);
  g_clear_pointer (&remake->outcome, _tm_breakdown_unref);
  g_object_unref (remake->scorer);
  g_free (remake);
}

/* The breakdowns' values, for the game's scoring. */
static gboolean
score_values (TmScorer            *self,
              TmBreakdown         *outcome,
              TmBreakdown * const *entries,
              TmHandScore         *score,
              GError             **error)
{
  const TmScoreValue **values = g_newa (const TmScoreValue *, self->n_players);

  for (guint p = 0; p < self->n_players; p++)
    values[p] = entries[p] != NULL ? entries[p]->root : NULL;
  return self->rules->score (self, self->data, outcome != NULL ? outcome->root : NULL, values,
                             score, error);
}

static TmHandScore *
remake_score (gpointer data)
{
  Remake *remake = data;
  TmHandScore *score = _tm_hand_score_new (remake->scorer->n_players);

  if (!score_values (remake->scorer, remake->outcome, remake->entries, score, NULL))
    g_clear_pointer (&score, tm_hand_score_unref);
  return score;
}

/* The same for breakdowns already known to hold only the game's fields,
 * each of its kind's type: those that the ledger's readers build.
 * Checking them again is a good part of scoring a long sheet. */
TmHandScore *
_tm_scorer_score_checked (TmScorer            *self,
                          TmBreakdown         *outcome,
                          TmBreakdown * const *entries,
                          GError             **error)
{
  g_autoptr(TmHandScore) score = NULL;
  Remake *remake = g_malloc (sizeof (Remake) + self->n_players * sizeof (TmBreakdown *));

  /* Points now; lines, which cost most of the scoring, when asked for. */
  remake->scorer = g_object_ref (self);
  remake->outcome = outcome != NULL ? _tm_breakdown_ref (outcome) : NULL;
  for (guint p = 0; p < self->n_players; p++)
    remake->entries[p] = entries[p] != NULL ? _tm_breakdown_ref (entries[p]) : NULL;
  score = _tm_hand_score_new_points_only (self->n_players, remake_score, remake, remake_free);

  if (!score_values (self, outcome, entries, score, error))
    return NULL;

  return g_steal_pointer (&score);
}

gboolean
_tm_score_over_after_rounds (TmScorer *scorer,
                             guint     n_hands)
{
  return scorer->rounds > 0 &&
         n_hands >= scorer->rounds * tm_scorer_get_hands_per_round (scorer);
}

/**
 * tm_scorer_decide:
 * @self: a #TmScorer
 * @hands: (array length=n_hands): the hands in order
 * @n_hands: the number of hands
 * @side_of: (array) (nullable): for each player, the side they score for
 *   (a partnership), numbered from 0; %NULL when every player is a side
 * @n_sides: the number of sides
 *
 * Adds up the complete hands by side and applies the game's end: whether
 * it is over, and who won.  Incomplete hands count for nothing until they
 * are filled in.
 *
 * Returns: (transfer full): the standings
 */
TmStandings *
tm_scorer_decide (TmScorer           *self,
                  TmHandScore * const *hands,
                  guint               n_hands,
                  const guint        *side_of,
                  guint               n_sides)
{
  g_autoptr(TmStandings) standings = NULL;
  g_autofree guint *own_sides = NULL;
  TmScoreOrder order;
  gboolean over;

  g_return_val_if_fail (TM_IS_SCORER (self), NULL);
  g_return_val_if_fail (hands != NULL || n_hands == 0, NULL);

  if (side_of == NULL)
    {
      own_sides = g_new (guint, self->n_players);
      for (guint p = 0; p < self->n_players; p++)
        own_sides[p] = p;
      side_of = own_sides;
      n_sides = self->n_players;
    }

  for (guint p = 0; p < self->n_players; p++)
    g_return_val_if_fail (side_of[p] < n_sides, NULL);

  standings = _tm_standings_new (n_sides);
  for (guint h = 0; h < n_hands; h++)
    {
      g_return_val_if_fail (hands[h]->n_players == self->n_players, NULL);

      if (!tm_hand_score_is_complete (hands[h]))
        continue;

      for (guint p = 0; p < self->n_players; p++)
        standings->totals[side_of[p]] += hands[h]->points[p];
      standings->n_hands++;
    }

  order = _tm_scorer_get_order (self);
  for (guint s = 0; s < n_sides; s++)
    {
      guint better = 0;

      for (guint o = 0; o < n_sides; o++)
        if (order == TM_SCORE_ORDER_HIGHEST ? standings->totals[o] > standings->totals[s]
                                            : standings->totals[o] < standings->totals[s])
          better++;

      standings->ranks[s] = better + 1;
    }

  if (self->rules->is_over != NULL)
    over = self->rules->is_over (self, hands, n_hands, side_of, standings);
  else
    over = _tm_score_over_after_rounds (self, standings->n_hands);

  standings->finished = over;
  if (over && !standings->winners_set)
    for (guint s = 0; s < n_sides; s++)
      standings->winners[s] = standings->ranks[s] == 1;

  return g_steal_pointer (&standings);
}

/* ------------------------------------------------------------------------
 * Helpers for the games
 */

TmCatalogue *
_tm_scorer_get_catalogue (TmScorer *self)
{
  return self->catalogue;
}

const TmScoreRules *
_tm_scorer_get_rules (TmScorer *self)
{
  return self->rules;
}

gpointer
_tm_scorer_get_data (TmScorer *self)
{
  return self->data;
}

gboolean
_tm_scorer_option_enabled (TmScorer   *self,
                           const char *option_id)
{
  return tm_game_options_get_on (self->game, self->options, option_id);
}

gint64
_tm_scorer_option_number (TmScorer   *self,
                          const char *option_id)
{
  return tm_game_options_get_number (self->game, self->options, option_id);
}

gboolean
_tm_score_check_total (gint64       total,
                       gint64       limit,
                       const char  *what,
                       GError     **error)
{
  if (total <= limit)
    return TRUE;

  g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_TOO_MANY,
               "the hand lists %" G_GINT64_FORMAT " %s across the table, "
               "but the deck has only %" G_GINT64_FORMAT,
               total, what, limit);
  return FALSE;
}

gboolean
_tm_score_check_card_counts (TmScorer    *scorer,
                             const char  *deck_id,
                             GHashTable  *used,
                             GError     **error)
{
  TmDeck *deck = tm_catalogue_get_deck (scorer->catalogue, deck_id, error);
  GHashTableIter iter;
  gpointer key, value;

  if (deck == NULL)
    return FALSE;

  g_hash_table_iter_init (&iter, used);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      TmCard *card = tm_deck_lookup_card (deck, key);
      guint n = GPOINTER_TO_UINT (value);

      if (card != NULL && n > tm_card_get_count (card))
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_TOO_MANY,
                       "the hand lists “%s” %u times, but the deck has %u",
                       tm_card_get_name (card), n, tm_card_get_count (card));
          return FALSE;
        }
    }

  return TRUE;
}
