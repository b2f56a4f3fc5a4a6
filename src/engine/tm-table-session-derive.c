/* tm-table-session-derive.c: working out where a table game stands from its events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-game-module.h"

#include "tm-table-session-private.h"

TmTableContext
_tm_table_session_context (TmTableSession *self)
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
    .catalogue = self->catalogue,
  };

  return ctx;
}

static int
next_seat (TmTableSession *self,
           int             seat)
{
  guint n = _tm_table_session_n_seats (self);

  do
    seat = (seat + 1) % n;
  while ((self->table.active & (1u << seat)) == 0);
  return seat;
}

/* A new hand, to be dealt: who deals, who plays first. */
static void
begin_hand (TmTableSession *self)
{
  guint n = _tm_table_session_n_seats (self);

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

void
_tm_table_session_reset (TmTableSession *self)
{
  TmTableContext ctx;

  memset (&self->table, 0, sizeof self->table);
  self->table.hand = 1;
  self->table.round = 1;
  self->table.active = (guint32) ((1ull << _tm_table_session_n_seats (self)) - 1);
  self->table.dealer = tm_table_procedure_has_dealer (self->procedure) ? self->first_dealer
                                                                       : TM_TABLE_NOBODY;
  begin_hand (self);

  if (self->rules != NULL)
    {
      memset (self->state, 0, self->rules->state_size);
      ctx = _tm_table_session_context (self);
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
  gboolean lowest = tm_game_get_lowest_wins (self->game, _tm_table_session_n_seats (self));
  int side_value[1000 + TM_TABLE_MAX_SEATS] = { 0 };
  int best = 0;
  gboolean any = FALSE;
  guint32 winners = 0;

  for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
    if (among & (1u << p))
      side_value[side_of (self, p)] += values[p];

  for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
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
  for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
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
  guint n = _tm_table_session_n_seats (self);
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
  for (guint i = 0; _tm_table_session_kinds[i].kind; i++)
    if (g_str_equal (_tm_table_session_kinds[i].kind, kind))
      return TRUE;
  for (guint i = 0; self->rules != NULL && self->rules->kinds[i].kind; i++)
    if (g_str_equal (self->rules->kinds[i].kind, kind))
      return TRUE;
  return FALSE;
}

/* Checks @event and, with @apply, records its effect on the derived
 * state.  @event's seat may be filled in (with whose turn it is). */
gboolean
_tm_table_session_step (TmTableSession  *self,
      TmTableEvent    *event,
      GError         **error)
{
  TmTableContext ctx = _tm_table_session_context (self);
  TmPlayViolation v = { 0 };
  TmTableNowInfo info = { 0 };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) kinds = g_ptr_array_new ();
  guint n = _tm_table_session_n_seats (self);
  gboolean allowed;

  if (event->kind == NULL || !known_kind (self, event->kind))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                   _("“%s” is not an event of %s"), event->kind ? event->kind : "",
                   tm_game_get_name (self->game));
      return FALSE;
    }
  if (event->seat >= (int) n || event->target >= (int) n)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                   _("%s: there are only %u seats, numbered from 0"), event->kind, n);
      return FALSE;
    }

  info.text = text;
  info.kinds = kinds;
  _tm_table_session_fill_now (self, &info);
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
      ctx = _tm_table_session_context (self);
      if (self->rules != NULL)
        self->rules->start_hand (self->state, &ctx, event);
      return TRUE;

    case TM_TABLE_PHASE_HAND_OVER:
      score_hand (self, event);
      if (self->rules != NULL && self->table.phase == TM_TABLE_PHASE_DEAL)
        {
          ctx = _tm_table_session_context (self);
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
gboolean
_tm_table_session_replay (TmTableSession  *self,
        guint           *failed,
        GError         **error)
{
  _tm_table_session_reset (self);
  for (guint i = 0; i < self->events->len; i++)
    if (!_tm_table_session_step (self, &g_array_index (self->events, TmTableEvent, i), error))
      {
        if (failed != NULL)
          *failed = i;
        return FALSE;
      }
  return TRUE;
}

void
_tm_table_session_fill_now (TmTableSession *self,
          TmTableNowInfo *info)
{
  TmTableContext ctx = _tm_table_session_context (self);
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
          for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
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

TmTableSession *
_tm_table_session_new (TmCatalogue         *catalogue,
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
  _tm_table_session_reset (self);
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

  return _tm_table_session_new (catalogue, game_id, players, options, dealer, error);
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
  _tm_table_session_fill_now (self, &info);
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

  n = _tm_table_session_n_seats (self);
  ctx = _tm_table_session_context (self);
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
  for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
    json_array_add_int_element (totals, self->table.totals[p]);
  json_object_set_array_member (o, "totals", totals);
  if (now->phase == TM_TABLE_PHASE_GAME_OVER)
    {
      JsonArray *winners = json_array_new ();

      for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
        if (now->winners & (1u << p))
          json_array_add_int_element (winners, p);
      json_object_set_array_member (o, "winners", winners);
    }
  if (self->rules != NULL && self->rules->to_json != NULL &&
      now->phase != TM_TABLE_PHASE_DEAL)
    {
      ctx = _tm_table_session_context (self);
      json_object_set_member (o, "facts", self->rules->to_json (self->state, &ctx));
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}
