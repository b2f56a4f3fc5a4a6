/* tm-captured-assistant.c: Captured at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A mirror of the physical board: the ring's spaces, the Start card,
 * every player's identity card, the Board deck running down, and each
 * stash.  The table records the number on the Patriot card a player
 * turned and the card they picked up; where they land, the spaces that
 * drop out, same-space steals and missed or extra turns are worked out by
 * tm-captured-board.c.  What a card does comes from its effect in the
 * deck's data.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-card.h"
#include "tm-deck.h"
#include "tm-game.h"

#include "tm-captured-assistant.h"
#include "tm-captured-board.h"

#define MAX_CARDS 96
#define NONE (-1)

typedef enum
{
  STEP_MOVE,      /* the current player turns a Patriot card */
  STEP_TAKE,      /* they pick up the card they landed on */
  STEP_STEAL,     /* whoever was there first may take a card from them */
} Step;

typedef struct
{
  TmCapturedBoard board;
  guint8          step;
  guint8          landed;
  gint8           first_there;
  guint8          last_card;                /* the card type just taken */
  guint8          took;                     /* the card landed on is taken */
  guint8          drawing;                  /* Board deck cards still to take */
  guint8          stash[TM_CAPTURED_MAX_PLAYERS][MAX_CARDS];
} CapturedTable;

/* Every card of the game's decks, read by prepare(). */
typedef struct
{
  guint  n;
  char  *ids[MAX_CARDS];
  char  *names[MAX_CARDS];
  guint8 deck[MAX_CARDS];                   /* 0: basic, 1: Special Ops */
  guint8 traitor[MAX_CARDS];
  guint8 lose_turn[MAX_CARDS];
  guint8 skip_next[MAX_CARDS];
  guint8 extra_turn[MAX_CARDS];
  guint8 draw[MAX_CARDS];                   /* Board deck cards it brings in */
  guint8 whistleblower[MAX_CARDS];          /* adds points and is set aside: the flag */
  guint8 trump[MAX_CARDS];
  guint  numbers;                           /* a bit per number on a Patriot card */
} Cards;

static Cards cards;

static const TmTableKindInfo captured_kinds[] = {
  { "dealt", N_("The ring is laid out, the Start card marked, identities chosen"), NULL },
  { "move", N_("The player turned the top Patriot card: its number"), "number=N" },
  { "take", N_("The card the player picked up where they landed"), "card=ID" },
  { "steal", N_("The player who was on that space first takes a card from the newcomer's "
                "stash"), "card=ID" },
  { "no-steal", N_("The player who was there first takes nothing"), NULL },
  { "caught", N_("A player called someone by their real name and was caught: the accuser "
                 "takes a card from their stash"), "seat=ACCUSER target=SEAT card=ID" },
  { "score", N_("The game's points, one number per seat"), "points=N,N,…" },
  { NULL }
};

static gboolean
has_op (TmCard     *card,
        const char *op)
{
  JsonArray *effect = tm_card_get_effect (card);

  for (guint i = 0; effect != NULL && i < json_array_get_length (effect); i++)
    {
      JsonObject *o = json_array_get_object_element (effect, i);

      if (g_strcmp0 (json_object_get_string_member_with_default (o, "op", ""), op) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
captured_prepare (TmTableProcedure  *procedure,
                  TmDeck * const    *decks,
                  GError           **error)
{
  Cards t = { 0 };

  if (cards.n > 0)
    return TRUE;

  for (guint d = 0; decks[d] != NULL && d < 2; d++)
    {
      GListModel *deck = G_LIST_MODEL (decks[d]);

      for (guint i = 0; i < g_list_model_get_n_items (deck); i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (deck, i);

          if (g_strcmp0 (tm_card_get_kind (card), "patriot") == 0)
            {
              t.numbers |= 1u << MIN (tm_card_get_number (card), 31);
              continue;
            }
          if (t.n == MAX_CARDS)
            {
              g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                           "%s: Captured's table assistant has room for %u cards",
                           tm_deck_get_filename (decks[d]), MAX_CARDS);
              return FALSE;
            }
          t.ids[t.n] = g_strdup (tm_card_get_id (card));
          t.names[t.n] = g_strdup (tm_card_get_name (card));
          t.deck[t.n] = d;
          t.traitor[t.n] = tm_card_get_side (card) == TM_SIDE_TRAITOR;
          t.lose_turn[t.n] = has_op (card, "lose_turn");
          t.skip_next[t.n] = has_op (card, "skip_next_player");
          t.extra_turn[t.n] = has_op (card, "extra_turn");
          t.draw[t.n] = has_op (card, "draw_special_ops") && d == 1;
          t.whistleblower[t.n] = has_op (card, "set_aside_for_bonus") && d == 0 &&
                                 !has_op (card, "wild");
          t.trump[t.n] = has_op (card, "protect_run") && d == 0;
          t.n++;
        }
    }
  cards = t;
  return TRUE;
}

static int
card_type (const char *id)
{
  for (guint c = 0; id != NULL && c < cards.n; c++)
    if (g_str_equal (cards.ids[c], id))
      return c;
  return NONE;
}

static void
captured_init (void                 *state,
               const TmTableContext *ctx)
{
  CapturedTable *s = state;
  TmTableStep *ring = tm_table_setup_lookup_step (ctx->setup, "board");
  TmTableStep *deck = tm_table_setup_lookup_step (ctx->setup, "Board deck");

  memset (s, 0, sizeof *s);
  tm_captured_board_init (&s->board, tm_table_step_get_count (ring),
                          tm_table_step_get_count (deck), ctx->n_players,
                          tm_game_options_get_on (ctx->game, ctx->options, "move-from-marker"));
  s->first_there = NONE;
}

static void
captured_start_hand (void                 *state,
                     const TmTableContext *ctx,
                     const TmTableEvent   *dealt)
{
  captured_init (state, ctx);
}

/* How many copies of card @c the Board deck holds with these options. */
static guint
copies (const TmTableContext *ctx,
        int                   c)
{
  g_autoptr(GPtrArray) board = tm_table_procedure_list_stock (ctx->procedure, "board",
                                                              ctx->options);

  for (guint i = 0; board != NULL && i < board->len; i++)
    if (g_str_equal (tm_card_get_id (g_ptr_array_index (board, i)), cards.ids[c]))
      return tm_card_get_count (g_ptr_array_index (board, i));
  return 0;
}

static guint
taken (const CapturedTable *s,
       guint                n_players,
       int                  c)
{
  guint n = 0;

  for (guint p = 0; p < n_players; p++)
    n += s->stash[p][c];
  return n;
}

static gboolean
captured_check (const void           *state,
                const TmTableContext *ctx,
                const TmTableEvent   *event,
                TmPlayViolation      *v)
{
  const CapturedTable *s = state;
  int c = card_type (event->card);

  if (g_str_equal (event->kind, "dealt"))
    return TRUE;

  if (g_str_equal (event->kind, "caught"))
    {
      if (event->target < 0 || event->target == event->seat)
        return tm_table_violate (v, "setup", NULL,
                                 N_("Say who slipped (target=SEAT); the accuser is seat=SEAT."));
      if (c < 0 || s->stash[event->target][c] == 0)
        return tm_table_violate (v, "setup", NULL,
                                 N_("The accuser takes one card that is in the stash of the "
                                    "player who slipped (card=ID)."));
      return TRUE;
    }

  switch (s->step)
    {
    case STEP_MOVE:
      if (!g_str_equal (event->kind, "move"))
        return tm_table_violate (v, "turn", NULL, N_("First turn the top Patriot card."));
      if (event->seat != s->board.current)
        return tm_table_violate (v, "turn", NULL, N_("It is not that player's turn."));
      if (!event->has_number || event->number < 1 || event->number > 31 ||
          (cards.numbers & (1u << event->number)) == 0)
        return tm_table_violate (v, "turn", NULL,
                                 N_("Give the number on the Patriot card (number=N)."));
      return TRUE;

    case STEP_TAKE:
      if (!g_str_equal (event->kind, "take"))
        return tm_table_violate (v, "turn", NULL,
                                 N_("First the player picks up the card they landed on."));
      if (c < 0 || copies (ctx, c) == 0)
        return tm_table_violate (v, "components", "board-deck-contents",
                                 N_("That card is not in the Board deck (card=ID)."));
      if (taken (s, ctx->n_players, c) >= copies (ctx, c))
        return tm_table_violate (v, "components", NULL,
                                 N_("Every copy of that card is already in a stash."));
      return TRUE;

    case STEP_STEAL:
    default:
      if (event->seat != s->first_there)
        return tm_table_violate (v, "turn", NULL,
                                 N_("Only the player who was on that space first may take a "
                                    "card now."));
      if (g_str_equal (event->kind, "no-steal"))
        return TRUE;
      if (!g_str_equal (event->kind, "steal") || c < 0 ||
          s->stash[s->board.current][c] == 0)
        return tm_table_violate (v, "turn", NULL,
                                 N_("Take one card that is in the newcomer's stash (card=ID), "
                                    "or nothing."));
      return TRUE;
    }
}

/* The turn is done: the next player, unless the ring is empty. */
static gboolean
end_turn (CapturedTable *s)
{
  s->step = STEP_MOVE;
  s->first_there = NONE;
  s->took = FALSE;
  if (tm_captured_board_is_over (&s->board))
    return TRUE;
  tm_captured_board_next_turn (&s->board);
  return FALSE;
}

static gboolean
captured_apply (void                 *state,
                const TmTableContext *ctx,
                const TmTableEvent   *event)
{
  CapturedTable *s = state;
  int c = card_type (event->card);
  guint p = s->board.current;

  if (g_str_equal (event->kind, "caught"))
    {
      s->stash[event->target][c]--;
      s->stash[event->seat][c]++;
      return FALSE;
    }

  if (g_str_equal (event->kind, "move"))
    {
      s->landed = tm_captured_board_land (&s->board, p, event->number);
      s->first_there = tm_captured_board_first_there (&s->board, s->landed, p);
      s->step = STEP_TAKE;
      return FALSE;
    }

  if (g_str_equal (event->kind, "take"))
    {
      s->stash[p][c]++;
      s->last_card = c;
      /* Only the parts of a card that apply in Captured (ruling
       * run-effects): turns lost or gained, Board deck cards drawn into
       * the stash (Backup Arrives) before the space is refilled, as
       * virtual play does (tm-captured-moves.c); points wait for the
       * score. */
      if (cards.lose_turn[c])
        tm_captured_board_lose_turn (&s->board, p);
      if (cards.skip_next[c])
        tm_captured_board_lose_turn (&s->board, (p + 1) % ctx->n_players);
      if (cards.extra_turn[c])
        tm_captured_board_extra_turn (&s->board);
      if (s->took)
        s->drawing--;
      if (cards.draw[c] && tm_captured_board_draw (&s->board))
        s->drawing++;
      if (!s->took)
        {
          tm_captured_board_take (&s->board, p, s->landed);
          s->took = TRUE;
        }
      if (s->drawing > 0)
        return FALSE;

      if (s->first_there != NONE)
        {
          gboolean any = FALSE;

          for (guint k = 0; k < cards.n; k++)
            any |= s->stash[p][k] > 0;
          if (any)
            {
              s->step = STEP_STEAL;
              return FALSE;
            }
        }
      return end_turn (s);
    }

  /* steal or no-steal */
  if (g_str_equal (event->kind, "steal"))
    {
      s->stash[p][c]--;
      s->stash[s->first_there][c]++;
    }
  return end_turn (s);
}

static void
captured_now (const void           *state,
              const TmTableContext *ctx,
              TmTableNowInfo       *now)
{
  const CapturedTable *s = state;
  guint p = s->board.current;
  const char *name = ctx->names[p];

  now->seat = p;
  now->section = "turn";
  g_ptr_array_add (now->kinds, (gpointer) "caught");

  for (guint q = 0; q < ctx->n_players; q++)
    if (s->board.skipped & (1u << q))
      g_string_append_printf (now->text, _("%s misses this turn. "), ctx->names[q]);

  switch (s->step)
    {
    case STEP_MOVE:
      g_ptr_array_add (now->kinds, (gpointer) "move");
      if (tm_captured_board_n_left (&s->board) == 1)
        g_string_append_printf (now->text, _("Only one card is left on the ring: %s takes it "
                                             "whatever the number, and the game ends. "), name);
      g_string_append_printf (now->text, _("%s turns the top Patriot card and counts its "
                                           "number clockwise from %s; the first card after "
                                           "it is 1. The ring holds %u cards, the Board deck "
                                           "%u."), name,
                              s->board.from_marker && s->board.marker[p] != TM_CAPTURED_NOWHERE
                              ? _("their own identity card") : _("the Start card"),
                              tm_captured_board_n_left (&s->board), s->board.n_deck);
      if (s->board.n_deck == 0)
        g_string_append (now->text, _(" The Board deck is empty: cleared spaces, and the "
                                      "identity cards on them, are skipped."));
      now->ruling = s->board.n_deck == 0 ? "counting-spaces"
                    : s->board.from_marker ? "move-from-start" : "counting-spaces";
      return;

    case STEP_TAKE:
      g_ptr_array_add (now->kinds, (gpointer) "take");
      if (s->took)
        {
          g_string_append_printf (now->text, _("%s also takes the top card of the Board deck: "
                                               "read it aloud and put it in the stash."), name);
          now->ruling = "run-effects";
          return;
        }
      g_string_append_printf (now->text, _("%s lands on space %u (the Start card is space "
                                           "0): pick up that card, read it aloud and put it "
                                           "in the stash."), name, s->landed);
      if (s->first_there != NONE)
        g_string_append_printf (now->text, _(" %s was there first and may then take one card "
                                             "from %s's stash."),
                                ctx->names[s->first_there], name);
      now->ruling = "counting-spaces";
      return;

    case STEP_STEAL:
    default:
      now->actor = s->first_there;
      g_ptr_array_add (now->kinds, (gpointer) "steal");
      g_ptr_array_add (now->kinds, (gpointer) "no-steal");
      g_string_append_printf (now->text, _("%s was on space %u first: %s looks through %s's "
                                           "stash and may take any one card."),
                              ctx->names[s->first_there], s->landed,
                              ctx->names[s->first_there], name);
      return;
    }
}

static void
captured_finished_hand (const void           *state,
                        const TmTableContext *ctx,
                        GVariant            **entries,
                        GVariant            **outcome)
{
  const CapturedTable *s = state;
  gboolean keep_trump = tm_game_options_get_on (ctx->game, ctx->options, "keep-trump");

  /* Every stash, counted for the scorer (tm-captured-score.c). */
  for (guint p = 0; p < ctx->n_players; p++)
    {
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
      g_auto(GVariantBuilder) special = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("av"));
      gint64 traitors = 0;
      gboolean whistleblower = FALSE, trump = FALSE;

      for (guint c = 0; c < cards.n; c++)
        for (guint k = 0; k < s->stash[p][c]; k++)
          {
            if (cards.traitor[c])
              traitors++;
            else if (cards.whistleblower[c])
              whistleblower = TRUE;
            else if (cards.trump[c])
              trump = TRUE;
            else if (cards.deck[c] == 1)
              g_variant_builder_add (&special, "v", g_variant_new_string (cards.ids[c]));
          }
      g_variant_dict_insert (&dict, "traitors", "x", traitors);
      g_variant_dict_insert_value (&dict, "special_ops", g_variant_builder_end (&special));
      g_variant_dict_insert (&dict, "whistleblower", "b", whistleblower);
      if (keep_trump)
        g_variant_dict_insert (&dict, "trump", "b", trump);
      entries[p] = g_variant_dict_end (&dict);
    }
}

static JsonNode *
captured_to_json (const void           *state,
                  const TmTableContext *ctx)
{
  const CapturedTable *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *spaces = json_array_new ();
  JsonArray *stashes = json_array_new ();
  JsonNode *node;

  for (guint i = 0; i < s->board.n_spaces; i++)
    {
      JsonObject *space = json_object_new ();
      JsonArray *markers = json_array_new ();

      json_object_set_int_member (space, "space", i);
      json_object_set_boolean_member (space, "card", (s->board.filled >> i) & 1);
      if (i == 0)
        json_object_set_boolean_member (space, "start", TRUE);
      for (guint p = 0; p < ctx->n_players; p++)
        if (s->board.marker[p] == i)
          json_array_add_int_element (markers, p);
      json_object_set_array_member (space, "markers", markers);
      json_array_add_object_element (spaces, space);
    }
  json_object_set_array_member (o, "spaces", spaces);
  json_object_set_int_member (o, "board_deck", s->board.n_deck);
  json_object_set_int_member (o, "cards_left", tm_captured_board_n_left (&s->board));
  if (s->step != STEP_MOVE)
    json_object_set_int_member (o, "landed", s->landed);

  for (guint p = 0; p < ctx->n_players; p++)
    {
      JsonObject *stash = json_object_new ();
      JsonArray *list = json_array_new ();
      guint traitors = 0;

      for (guint c = 0; c < cards.n; c++)
        for (guint k = 0; k < s->stash[p][c]; k++)
          {
            json_array_add_string_element (list, cards.ids[c]);
            traitors += cards.traitor[c];
          }
      json_object_set_array_member (stash, "cards", list);
      json_object_set_int_member (stash, "traitors", traitors);
      json_object_set_int_member (stash, "misses", s->board.misses[p]);
      if (s->board.marker[p] != TM_CAPTURED_NOWHERE)
        json_object_set_int_member (stash, "marker", s->board.marker[p]);
      json_array_add_object_element (stashes, stash);
    }
  json_object_set_array_member (o, "players", stashes);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

static const TmTableRules captured_table_rules = {
  .game_id = "captured",
  .state_size = sizeof (CapturedTable),
  .kinds = captured_kinds,
  .prepare = captured_prepare,
  .init = captured_init,
  .start_hand = captured_start_hand,
  .check = captured_check,
  .apply = captured_apply,
  .now = captured_now,
  .finished_hand = captured_finished_hand,
  .to_json = captured_to_json,
};

const TmTableRules *
tm_captured_assistant_rules (void)
{
  return &captured_table_rules;
}
