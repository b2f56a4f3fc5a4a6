/* tm-prisoner-assistant.c: Prisoner at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The four steps of a turn, who is Number 2 and Number 6, the Escapes and
 * Plots in play and what ends the hand, from what the table lays face
 * up.  Whether a card may be played is asked of virtual play's own move
 * list (tm_prisoner_play_moves()) on a mirror of the public table, whose
 * only hand is the card just laid; so the assistant refuses exactly what
 * virtual play would.  With the Movement rules the assistant follows
 * each pawn by the place it stands on (`step` events, and the cards that
 * send a pawn somewhere); the layout of the Village is not recorded, so
 * a step onto a place face up is taken to be onto a touching card.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-catalogue.h"
#include "tm-deck.h"
#include "tm-game.h"

#include "tm-prisoner-assistant.h"
#include "tm-prisoner-play-private.h"

#define NOBODY TM_PRISONER_NOBODY
#define NONE TM_PRISONER_NONE
#define DECK tm_prisoner_deck

typedef enum
{
  STEP_DRAW,
  STEP_VILLAGE,
  STEP_PLAY,
} Step;

typedef struct
{
  TmPrisonerState mirror;                   /* the public part of a play state */
  guint8          step;
  guint8          pile;                     /* Free Information cards to draw */
  guint8          village_left;
  guint8          discards;
  guint8          reshuffle;                /* option reshuffle-free-information */
  guint8          reshuffled;
  guint8          shown[TM_PRISONER_N_TYPES];  /* copies face up: played, discarded */
  guint8          result;                   /* TmPrisonerResult, at the end */
  guint8          winner;                   /* the escapee, or Number 2 for a Plot */
  guint8          stepped;                  /* Movement: the pawn moved this turn */
} PrisonerTable;

static const TmTableKindInfo prisoner_kinds[] = {
  { "dealt", N_("Six Free Information cards each are dealt"), NULL },
  { "draw", N_("Step 1: the player takes the top Free Information card"), NULL },
  { "village", N_("Step 2: the player turns up the top Village card"), "card=ID" },
  { "give-six", N_("Number 2 drew Number Six and lays it in front of another player"),
    "target=SEAT" },
  { "play", N_("Step 4: the player plays a card face up"),
    "card=ID [target=SEAT] [on=ID of the card in play it acts on]" },
  { "discard", N_("Step 4: the player discards a card face up"), "card=ID" },
  { "step", N_("Step 3, with the Movement rules: the player moves their pawn one step, onto "
               "a touching place face up"), "card=ID" },
  { "score", N_("The hand's points, one number per seat"), "points=N,N,…" },
  { NULL }
};

static gboolean
prisoner_prepare (TmTableProcedure  *procedure,
                  TmDeck * const    *decks,
                  GError           **error)
{
  return tm_play_rules_load ("prisoner", error) != NULL;
}

/* A card type from a card id: the type's id, or for the types whose
 * cards share the start of their ids (the Number Two cards: the type is
 * `number-two`, the cards `number-two-1` …), that start, a dash and a
 * number. */
static int
card_type (const char *id)
{
  if (id == NULL)
    return -1;
  for (int t = 0; t < TM_PRISONER_N_TYPES; t++)
    {
      const char *rest;

      if (DECK.ids[t] == NULL || !g_str_has_prefix (id, DECK.ids[t]))
        continue;
      rest = id + strlen (DECK.ids[t]);
      if (*rest == '\0')
        return t;
      if (*rest == '-' && rest[1] != '\0' && strspn (rest + 1, "0123456789") == strlen (rest + 1))
        return t;
    }
  return -1;
}

/* With the Movement rules, the mirror has each place face up as a cell
 * of its own (cell = place), and a pawn at the cell of the place it
 * stands on: virtual play's tm_prisoner_can_lay() then asks that an
 * Escape or Plot be laid from one of its places. */
static void
lay_place (TmPrisonerState *m,
           guint            place)
{
  m->village_up |= 1u << place;
  if (m->movement)
    {
      m->map[place] = place;
      m->cell_of[place] = place;
    }
}

/* A card sends a pawn to a place, if that place is face up (as virtual
 * play's move_pawn_to()). */
static void
send_pawn (TmPrisonerState *m,
           guint            p,
           guint            place)
{
  if (m->movement && p < m->n_players && place < TM_PRISONER_N_PLACES &&
      m->cell_of[place] != NONE)
    m->pawn[p] = place;
}

static void
prisoner_init (void                 *state,
               const TmTableContext *ctx)
{
  PrisonerTable *s = state;
  TmPrisonerState *m = &s->mirror;

  memset (s, 0, sizeof *s);
  m->n_players = ctx->n_players;
  m->turn = ctx->first;
  m->number_two = NOBODY;
  m->number_six = NOBODY;
  m->pulsator_by = NOBODY;
  m->pulsator_on = NOBODY;
  memset (m->escape_owner, NOBODY, sizeof m->escape_owner);
  memset (m->plot_owner, NOBODY, sizeof m->plot_owner);
  memset (m->pawn, NONE, sizeof m->pawn);
  memset (m->map, NONE, sizeof m->map);
  memset (m->cell_of, NONE, sizeof m->cell_of);
  m->movement = tm_game_options_get_on (ctx->game, ctx->options, "movement");
  m->phase = TM_PRISONER_PHASE_PLAY;
  s->reshuffle = tm_game_options_get_on (ctx->game, ctx->options, "reshuffle-free-information");
  s->winner = NOBODY;
}

static void
prisoner_start_hand (void                 *state,
                     const TmTableContext *ctx,
                     const TmTableEvent   *dealt)
{
  PrisonerTable *s = state;

  prisoner_init (s, ctx);
  s->pile = tm_table_step_get_count (tm_table_setup_lookup_step (ctx->setup,
                                                                 "Free Information pile"));
  s->village_left = tm_table_step_get_count (tm_table_setup_lookup_step (ctx->setup,
                                                                         "Village deck"));
  for (guint p = 0; p < ctx->n_players; p++)
    s->mirror.hand_size[p] = tm_table_setup_get_dealt (ctx->setup, 0);
  if (tm_table_setup_lookup_step (ctx->setup, "Green Dome") != NULL)
    lay_place (&s->mirror, DECK.centre);
  /* Every pawn stands on the Green Dome. */
  if (s->mirror.movement)
    memset (s->mirror.pawn, DECK.centre, ctx->n_players);
}

/* The move virtual play would make for @event, in the mirror. */
static TmMove
event_move (const TmTableEvent *event)
{
  int on = event->on != NULL ? card_type (event->on) : -1;
  TmMove m = {
    g_str_equal (event->kind, "discard") ? TM_PRISONER_MOVE_DISCARD : TM_PRISONER_MOVE_PLAY,
    (guint8) card_type (event->card),
    event->target >= 0 ? (guint8) event->target : TM_MOVE_NO_TARGET,
    on >= 0 ? (guint8) on : NONE,
  };

  return m;
}

static gboolean
prisoner_check (const void           *state,
                const TmTableContext *ctx,
                const TmTableEvent   *event,
                TmPlayViolation      *v)
{
  const PrisonerTable *s = state;
  const TmPrisonerState *m = &s->mirror;

  if (g_str_equal (event->kind, "dealt"))
    return TRUE;
  if (event->seat != m->turn)
    return tm_table_violate (v, "turn", NULL, N_("It is not that player's turn."));

  if (g_str_equal (event->kind, "give-six"))
    {
      if (m->turn != m->number_two || m->number_six != NOBODY || s->step == STEP_DRAW)
        return tm_table_violate (v, "turn", "number-six-passed-on",
                                 N_("Only Number 2, having just drawn Number Six, lays it in "
                                    "front of another player."));
      if (event->target < 0 || event->target == event->seat)
        return tm_table_violate (v, "turn", "number-six-passed-on",
                                 N_("Number Six must go to another player (target=SEAT)."));
      if (s->shown[TM_PRISONER_NUMBER_SIX] >= DECK.counts[TM_PRISONER_NUMBER_SIX])
        return tm_table_violate (v, "components", "info-card-counts",
                                 N_("Number Six is already face up."));
      return TRUE;
    }

  if (g_str_equal (event->kind, "step"))
    {
      int place = tm_prisoner_place_from_id (event->card);
      int from = m->pawn[m->turn];

      if (!m->movement)
        return tm_table_violate (v, "options", NULL,
                                 N_("Pawns move only with the Movement rules."));
      if (s->step != STEP_PLAY || s->stepped)
        return tm_table_violate (v, "options", NULL,
                                 N_("A pawn moves once a turn, after the Village card is "
                                    "turned up and before the card is played."));
      if (place < 0 || !(m->village_up & (1u << place)) || place == from)
        return tm_table_violate (v, "options", NULL,
                                 N_("Name a place face up that the pawn is not on (card=ID)."));
      if (from != NONE &&
          tm_prisoner_is_underground (from) != tm_prisoner_is_underground (place) &&
          !tm_prisoner_is_access (tm_prisoner_is_underground (from) ? place : from))
        return tm_table_violate (v, "options", NULL,
                                 N_("A pawn steps between an Underground place and one that is "
                                    "not only through an Underground Access place."));
      return TRUE;
    }

  switch (s->step)
    {
    case STEP_DRAW:
      if (!g_str_equal (event->kind, "draw"))
        return tm_table_violate (v, "turn", NULL,
                                 N_("Step 1 first: take the top Free Information card."));
      return TRUE;

    case STEP_VILLAGE:
      {
        int place = tm_prisoner_place_from_id (event->card);

        if (!g_str_equal (event->kind, "village"))
          return tm_table_violate (v, "turn", NULL,
                                   N_("Step 2 first: turn up the top Village card."));
        if (place < 0 || (m->village_up & (1u << place)))
          return tm_table_violate (v, "turn", "village-stays",
                                   N_("Name a Village card not yet face up (card=ID)."));
        return TRUE;
      }

    case STEP_PLAY:
    default:
      {
        TmPrisonerState mirror = *m;
        TmMove want = event_move (event), moves[TM_MOVE_MAX_LEGAL];
        guint n;

        if (!g_str_equal (event->kind, "play") && !g_str_equal (event->kind, "discard"))
          return tm_table_violate (v, "turn", NULL, N_("Step 4: play or discard one card."));
        if (card_type (event->card) < 0)
          return tm_table_violate (v, "cards", NULL,
                                   N_("That is not a Free Information card (card=ID)."));
        if (s->shown[want.card] >= DECK.counts[want.card])
          return tm_table_violate (v, "components", "info-card-counts",
                                   N_("Every copy of that card is already face up."));

        /* Virtual play's own move list, for a hand of just this card. */
        memset (mirror.hand[m->turn], 0, sizeof mirror.hand[m->turn]);
        mirror.hand[m->turn][want.card] = 1;
        mirror.hand_size[m->turn] = 1;
        n = tm_prisoner_play_moves (&mirror, m->turn, moves);
        for (guint i = 0; i < n; i++)
          if (tm_move_to_code (&moves[i]) == tm_move_to_code (&want))
            return TRUE;
        if (want.kind == TM_PRISONER_MOVE_DISCARD)
          return tm_table_violate (v, "turn", NULL, N_("That card cannot be discarded now."));
        if (!tm_prisoner_explain_card (&mirror, m->turn, want.card, v))
          return FALSE;
        return tm_table_violate (v, "cards", NULL,
                                 N_("The card can be played now, but not on that: say which "
                                    "card in play it acts on (on=ID) and which player it "
                                    "names (target=SEAT), as the card says."));
      }
    }
}

static void
become_two (TmPrisonerState *m,
            guint            p)
{
  m->number_two = p;
  send_pawn (m, p, DECK.pawn_to[TM_PRISONER_NUMBER_TWO]);
  for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
    m->plot_owner[i] = NOBODY;
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
    if (m->escape_owner[i] == p)
      m->escape_owner[i] = NOBODY;
}

/* The turn is over; the next one begins, unless there is nothing to draw
 * (ruling play-cannot-continue; with the option the discards are
 * reshuffled once). */
static gboolean
end_turn (PrisonerTable *s)
{
  TmPrisonerState *m = &s->mirror;

  m->turn = tm_prisoner_next_seat (m, m->turn);
  s->step = STEP_DRAW;
  s->stepped = FALSE;
  if (s->pile == 0)
    {
      if (s->reshuffle && !s->reshuffled && s->discards > 0)
        {
          /* Only the cards in play stay face up. */
          s->pile = s->discards;
          s->discards = 0;
          s->reshuffled = 1;
          memset (s->shown, 0, sizeof s->shown);
          for (guint i = 0; i < TM_PRISONER_N_ESCAPES; i++)
            s->shown[TM_PRISONER_FIRST_ESCAPE + i] = m->escape_owner[i] != NOBODY;
          for (guint i = 0; i < TM_PRISONER_N_PLOTS; i++)
            s->shown[TM_PRISONER_FIRST_PLOT + i] = m->plot_owner[i] != NOBODY;
          s->shown[TM_PRISONER_NUMBER_TWO] = m->number_two != NOBODY;
          s->shown[TM_PRISONER_NUMBER_SIX] = m->number_six != NOBODY;
          return FALSE;
        }
      s->result = TM_PRISONER_RESULT_NONE;
      return TRUE;
    }
  return FALSE;
}

static gboolean
prisoner_apply (void                 *state,
                const TmTableContext *ctx,
                const TmTableEvent   *event)
{
  PrisonerTable *s = state;
  TmPrisonerState *m = &s->mirror;
  guint o = m->turn;
  TmMove mv;

  if (g_str_equal (event->kind, "draw"))
    {
      s->pile--;
      m->hand_size[o]++;
      s->step = s->village_left > 0 ? STEP_VILLAGE : STEP_PLAY;
      return FALSE;
    }
  if (g_str_equal (event->kind, "village"))
    {
      lay_place (m, tm_prisoner_place_from_id (event->card));
      s->village_left--;
      s->step = STEP_PLAY;
      return FALSE;
    }
  if (g_str_equal (event->kind, "step"))
    {
      m->pawn[o] = tm_prisoner_place_from_id (event->card);
      s->stepped = TRUE;
      return FALSE;
    }
  if (g_str_equal (event->kind, "give-six"))
    {
      m->number_six = event->target;
      send_pawn (m, event->target, DECK.pawn_to[TM_PRISONER_NUMBER_SIX]);
      m->hand_size[o]--;
      s->shown[TM_PRISONER_NUMBER_SIX]++;
      return FALSE;
    }

  mv = event_move (event);
  m->hand_size[o]--;
  s->shown[mv.card]++;
  if (mv.kind == TM_PRISONER_MOVE_DISCARD)
    {
      s->discards++;
      return end_turn (s);
    }

  /* The public effects of the card, as virtual play's play_card() has
   * them. */
  if (mv.card == TM_PRISONER_NUMBER_SIX)
    {
      m->number_six = o;
      send_pawn (m, o, DECK.pawn_to[TM_PRISONER_NUMBER_SIX]);
    }
  else if (mv.card == TM_PRISONER_NUMBER_TWO)
    {
      if (m->number_two != NOBODY)
        s->discards++;
      become_two (m, o);
    }
  else if (mv.card == TM_PRISONER_BUTLER)
    {
      s->result = tm_prisoner_is_escape (mv.slot) ? TM_PRISONER_RESULT_ESCAPE
                                                  : TM_PRISONER_RESULT_PLOT;
      s->winner = o;
      return TRUE;
    }
  else if (tm_prisoner_is_escape (mv.card))
    m->escape_owner[mv.card - TM_PRISONER_FIRST_ESCAPE] = o;
  else if (tm_prisoner_is_plot (mv.card))
    m->plot_owner[mv.card - TM_PRISONER_FIRST_PLOT] = o;
  else if (tm_prisoner_is_recapture (mv.card))
    {
      /* Ruling rover-card: Rover sends the recaptured player to the
       * Hospital. */
      send_pawn (m, m->escape_owner[mv.slot - TM_PRISONER_FIRST_ESCAPE], DECK.pawn_to[mv.card]);
      m->escape_owner[mv.slot - TM_PRISONER_FIRST_ESCAPE] = NOBODY;
      s->discards += 2;
    }
  else if (tm_prisoner_is_foil (mv.card))
    {
      m->plot_owner[mv.slot - TM_PRISONER_FIRST_PLOT] = NOBODY;
      s->discards += 2;
    }
  else
    {
      s->discards++;
      switch (mv.card)
        {
        case TM_PRISONER_DIVERSION:
          if (mv.slot != NONE)
            m->escape_owner[mv.slot - TM_PRISONER_FIRST_ESCAPE] = mv.target;
          break;

        case TM_PRISONER_PROFESSOR_SELTZMAN:
          if (mv.target != TM_MOVE_NO_TARGET)
            become_two (m, mv.target);
          break;

        case TM_PRISONER_CARNIVAL:
        case TM_PRISONER_SPEED_LEARN:
          {
            guint who = mv.card == TM_PRISONER_CARNIVAL ? mv.target : o;
            guint got = MIN (DECK.amount[mv.card], s->pile);

            /* Ruling redraw-short-pile: take what is there. */
            s->discards += m->hand_size[who];
            s->pile -= got;
            m->hand_size[who] = got;
          }
          break;

        case TM_PRISONER_KOSHO:
          {
            guint8 size = m->hand_size[o];

            m->hand_size[o] = m->hand_size[mv.target];
            m->hand_size[mv.target] = size;
          }
          break;

        case TM_PRISONER_CURFEW:
          s->result = TM_PRISONER_RESULT_NONE;
          return TRUE;   /* ruling curfew-card */

        default:
          break;
        }
    }
  return end_turn (s);
}

static void
prisoner_now (const void           *state,
              const TmTableContext *ctx,
              TmTableNowInfo       *now)
{
  const PrisonerTable *s = state;
  const TmPrisonerState *m = &s->mirror;
  const char *name = ctx->names[m->turn];
  gboolean in_play = FALSE;

  now->seat = m->turn;
  if (m->number_two != NOBODY || m->number_six != NOBODY)
    g_string_append_printf (now->text, _("Number 2: %s. Number 6: %s. "),
                            m->number_two != NOBODY ? ctx->names[m->number_two] : _("nobody"),
                            m->number_six != NOBODY ? ctx->names[m->number_six] : _("nobody"));
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES + TM_PRISONER_N_PLOTS; i++)
    {
      guint owner = i < TM_PRISONER_N_ESCAPES ? m->escape_owner[i]
                                              : m->plot_owner[i - TM_PRISONER_N_ESCAPES];
      guint type = i < TM_PRISONER_N_ESCAPES ? TM_PRISONER_FIRST_ESCAPE + i
                                             : TM_PRISONER_FIRST_PLOT + i - TM_PRISONER_N_ESCAPES;

      if (owner == NOBODY)
        continue;
      g_string_append_printf (now->text, "%s %s's %s", in_play ? "," : _("In play:"),
                              ctx->names[owner], DECK.ids[type]);
      in_play = TRUE;
    }
  if (in_play)
    g_string_append (now->text, ". ");

  switch (s->step)
    {
    case STEP_DRAW:
      g_ptr_array_add (now->kinds, (gpointer) "draw");
      g_string_append_printf (now->text, _("%s's turn, step 1 of 4: take the top Free "
                                           "Information card (%u left)."), name, s->pile);
      now->ruling = s->pile <= 1 ? "play-cannot-continue" : NULL;
      return;

    case STEP_VILLAGE:
      g_ptr_array_add (now->kinds, (gpointer) "village");
      g_string_append_printf (now->text, _("Step 2 of 4: %s turns up the top Village card "
                                           "(%u left) and says which it is."), name,
                              s->village_left);
      break;

    case STEP_PLAY:
    default:
      g_ptr_array_add (now->kinds, (gpointer) "play");
      g_ptr_array_add (now->kinds, (gpointer) "discard");
      if (m->movement && !s->stepped)
        {
          g_ptr_array_add (now->kinds, (gpointer) "step");
          TmDeck *village = tm_catalogue_get_deck (ctx->catalogue, "prisoner-village", NULL);
          const char *id = DECK.place_ids[m->pawn[m->turn]];
          TmCard *place = village != NULL ? tm_deck_lookup_card (village, id) : NULL;

          /* Translators: the second %s is the place of the Village the
           * pawn stands on, such as “Green Dome” */
          g_string_append_printf (now->text, _("Step 3 of 4: %s may move their pawn one step "
                                               "(it stands on: %s). "), name,
                                  place != NULL ? tm_card_get_name (place) : id);
        }
      g_string_append_printf (now->text, _("Step 4 of 4: %s plays or discards one card. A "
                                           "Number Six, or a Number Two while not Number 2 "
                                           "or 6, must be the card played."), name);
      now->ruling = "next-turn-meaning";
      break;
    }
  if (m->turn == m->number_two && m->number_six == NOBODY)
    g_ptr_array_add (now->kinds, (gpointer) "give-six");
}

static void
prisoner_finished_hand (const void           *state,
                        const TmTableContext *ctx,
                        GVariant            **entries,
                        GVariant            **outcome)
{
  static const char *results[] = { "none", "escape", "plot" };
  const PrisonerTable *s = state;
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

  /* The roles and the result are public; who holds Number One and the
   * Escapes and Plots left in hands are counted by the hand form. */
  if (s->mirror.number_two != NOBODY)
    g_variant_dict_insert (&dict, "number_two", "x", (gint64) s->mirror.number_two);
  if (s->mirror.number_six != NOBODY)
    g_variant_dict_insert (&dict, "number_six", "x", (gint64) s->mirror.number_six);
  g_variant_dict_insert (&dict, "result", "s", results[s->result]);
  if (s->result == TM_PRISONER_RESULT_ESCAPE)
    g_variant_dict_insert (&dict, "escapee", "x", (gint64) s->winner);
  *outcome = g_variant_dict_end (&dict);
}

static JsonNode *
prisoner_to_json (const void           *state,
                  const TmTableContext *ctx)
{
  static const char *steps[] = { "draw", "village", "play" };
  const PrisonerTable *s = state;
  const TmPrisonerState *m = &s->mirror;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *places = json_array_new ();
  JsonArray *cards = json_array_new ();
  JsonArray *escapes = json_array_new ();
  JsonNode *node;

  json_object_set_string_member (o, "step", steps[s->step]);
  json_object_set_int_member (o, "number_two", m->number_two == NOBODY ? -1 : m->number_two);
  json_object_set_int_member (o, "number_six", m->number_six == NOBODY ? -1 : m->number_six);
  json_object_set_int_member (o, "free_information", s->pile);
  json_object_set_int_member (o, "village_left", s->village_left);
  for (guint i = 0; i < TM_PRISONER_N_PLACES; i++)
    if (m->village_up & (1u << i))
      json_array_add_string_element (places, DECK.place_ids[i]);
  json_object_set_array_member (o, "village_up", places);
  for (guint p = 0; p < ctx->n_players; p++)
    json_array_add_int_element (cards, m->hand_size[p]);
  json_object_set_array_member (o, "hand_sizes", cards);
  for (guint i = 0; i < TM_PRISONER_N_ESCAPES + TM_PRISONER_N_PLOTS; i++)
    {
      guint owner = i < TM_PRISONER_N_ESCAPES ? m->escape_owner[i]
                                              : m->plot_owner[i - TM_PRISONER_N_ESCAPES];
      guint type = i < TM_PRISONER_N_ESCAPES ? TM_PRISONER_FIRST_ESCAPE + i
                                             : TM_PRISONER_FIRST_PLOT + i - TM_PRISONER_N_ESCAPES;
      JsonObject *card;

      if (owner == NOBODY)
        continue;
      card = json_object_new ();
      json_object_set_string_member (card, "card", DECK.ids[type]);
      json_object_set_int_member (card, "owner", owner);
      json_array_add_object_element (escapes, card);
    }
  json_object_set_array_member (o, "in_play", escapes);
  if (m->movement)
    {
      JsonArray *pawns = json_array_new ();

      for (guint p = 0; p < ctx->n_players; p++)
        json_array_add_string_element (pawns, DECK.place_ids[m->pawn[p]]);
      json_object_set_array_member (o, "pawns", pawns);
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, g_steal_pointer (&o));
  return node;
}

static const TmTableRules prisoner_table_rules = {
  .game_id = "prisoner",
  .state_size = sizeof (PrisonerTable),
  .kinds = prisoner_kinds,
  .prepare = prisoner_prepare,
  .init = prisoner_init,
  .start_hand = prisoner_start_hand,
  .check = prisoner_check,
  .apply = prisoner_apply,
  .now = prisoner_now,
  .finished_hand = prisoner_finished_hand,
  .to_json = prisoner_to_json,
};

const TmTableRules *
tm_prisoner_assistant_rules (void)
{
  return &prisoner_table_rules;
}
