/* tm-freeo-assistant.c: Free-O at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the table assistant works out from the cards people lay face up:
 * whose turn it is and what they owe.  Every rule comes from
 * tm-freeo-turn.h, the same functions virtual play calls; only the
 * counting of hands (public: everyone sees a player draw) is kept here.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-game.h"

#include "tm-freeo-play.h"
#include "tm-freeo-assistant.h"

#define NONE 0xff

typedef struct
{
  TmFreeoTurn turn;
  guint8      hand_size[TM_PLAY_MAX_PLAYERS];
  guint8      top;                          /* the card type on the pile */
  guint8      stuck;                        /* draws in a row that got nothing */
  guint8      ended;                        /* the hand is over */
} FreeoTable;

static const TmTableKindInfo freeo_kinds[] = {
  { "dealt", N_("The cards are dealt; the card turned up to start the discard pile"),
    "card=ID" },
  { "play", N_("The player to move lays a card face up (a Draw A Card names who draws)"),
    "card=ID [target=SEAT]" },
  { "draw", N_("The player to move draws instead of playing (as many as they owe, or the "
               "number there were)"), "[number=N]" },
  { "score", N_("The hand's points, one number per seat"), "points=N,N,…" },
  { NULL }
};

static const TmFreeoCards *
cards (void)
{
  return tm_freeo_cards ();
}

static int
card_type (const char *id)
{
  return id != NULL ? tm_freeo_card_from_id (id) : -1;
}

static gboolean
freeo_assistant_prepare (TmTableProcedure  *procedure,
                     TmDeck * const    *decks,
                     GError           **error)
{
  /* The card tables are play's, read from the decks once. */
  return tm_play_rules_load ("freeo", error) != NULL;
}

static void
freeo_assistant_init (void                 *state,
                  const TmTableContext *ctx)
{
  FreeoTable *s = state;

  s->turn.n_players = ctx->n_players;
  s->turn.active = ctx->active;
  s->turn.current = ctx->first;
  s->turn.out_player = TM_FREEO_NOBODY;
  s->turn.capturer = TM_FREEO_NOBODY;
  s->turn.everyone_pays = tm_game_options_get_on (ctx->game, ctx->options,
                                                  "every-player-draws-two");
  s->turn.wild_anytime = tm_game_options_get_on (ctx->game, ctx->options, "wild-anytime");
  s->top = NONE;
}

static void
freeo_assistant_start_hand (void                 *state,
                        const TmTableContext *ctx,
                        const TmTableEvent   *dealt)
{
  FreeoTable *s = state;
  int top = card_type (dealt->card);

  freeo_assistant_init (s, ctx);
  for (guint p = 0; p < ctx->n_players; p++)
    {
      guint offset = (p + ctx->n_players - ctx->dealer - 1) % ctx->n_players;

      s->hand_size[p] = (ctx->active & (1u << p))
                        ? tm_table_setup_get_dealt (ctx->setup, offset) : 0;
    }
  s->top = top;
  tm_freeo_turn_start (&s->turn, ctx->first, tm_freeo_card_kind (top), top);
}

static gboolean
freeo_assistant_check (const void           *state,
                   const TmTableContext *ctx,
                   const TmTableEvent   *event,
                   TmPlayViolation      *v)
{
  const FreeoTable *s = state;
  int c = card_type (event->card);

  if (g_str_equal (event->kind, "dealt"))
    {
      if (c < 0)
        return tm_table_violate (v, "setup", NULL,
                                 N_("Say which card was turned up to start the discard pile "
                                    "(card=ID)."));
      if (tm_freeo_turn_covers_start_card (tm_freeo_card_kind (c),
                                           tm_game_options_get_on (ctx->game, ctx->options,
                                                                   "turn-over-captured-start")))
        return tm_table_violate (v, "setup",
                                 tm_freeo_card_kind (c) == TM_FREEO_KIND_CAPTURED
                                 ? "captured-as-start-card" : NULL,
                                 N_("That card is covered at once: turn up the next one and "
                                    "record that."));
      return TRUE;
    }

  if (event->seat != s->turn.current)
    return tm_table_violate (v, "turn", NULL, N_("It is not that player's turn."));

  if (g_str_equal (event->kind, "draw"))
    {
      guint owed = tm_freeo_turn_draws_owed (&s->turn, cards ()->capture_draws);

      if (event->has_number && (event->number < 0 || (guint) event->number > owed))
        return tm_table_violate (v, "turn", "empty-piles",
                                 N_("A player draws the cards they owe, or fewer only when "
                                    "the piles hold no more."));
      return TRUE;
    }

  if (c < 0)
    return tm_table_violate (v, "cards", NULL, N_("That is not a Free-O card (card=ID)."));
  if (s->hand_size[s->turn.current] == 0)
    return tm_table_violate (v, "turn", NULL, N_("That player holds no cards."));
  if (tm_freeo_card_kind (c) == TM_FREEO_KIND_DRAW_A_CARD && event->target < 0)
    return tm_table_violate (v, "cards", "draw-a-card-target",
                             N_("A Draw A Card must name another player in the hand "
                                "(target=SEAT)."));
  if (tm_freeo_card_kind (c) != TM_FREEO_KIND_DRAW_A_CARD && event->target >= 0)
    return tm_table_violate (v, "cards", NULL, N_("Only a Draw A Card names a player."));

  return tm_freeo_turn_check_play (&s->turn, tm_freeo_card_kind (c), c,
                                   event->target >= 0 ? (guint) event->target : 0,
                                   s->hand_size[s->turn.current], v);
}

static gboolean
freeo_assistant_apply (void                 *state,
                   const TmTableContext *ctx,
                   const TmTableEvent   *event)
{
  FreeoTable *s = state;
  guint p = s->turn.current;
  int c = card_type (event->card);

  if (g_str_equal (event->kind, "draw"))
    {
      guint owed = tm_freeo_turn_draws_owed (&s->turn, cards ()->capture_draws);
      guint got = event->has_number ? (guint) event->number : owed;

      /* Ruling empty-piles: when every player in turn finds nothing to
       * draw, the hand ends. */
      s->hand_size[p] += got;
      s->stuck = got == 0 ? s->stuck + 1 : 0;
      if (tm_freeo_turn_draw (&s->turn) ||
          s->stuck >= (guint) __builtin_popcount (s->turn.active))
        return s->ended = TRUE;
      tm_freeo_turn_pass (&s->turn);
      return FALSE;
    }

  s->hand_size[p]--;
  s->top = c;
  s->stuck = 0;
  if (tm_freeo_card_kind (c) == TM_FREEO_KIND_DRAW_A_CARD)
    s->hand_size[event->target] += cards ()->pay_back_draws;
  if (tm_freeo_turn_play (&s->turn, tm_freeo_card_kind (c), c, s->hand_size[p]) ==
      TM_FREEO_HAND_OVER)
    return s->ended = TRUE;
  return FALSE;
}

static const char *
place_of (guint8 type)
{
  return cards ()->places[type];
}

static void
freeo_assistant_now (const void           *state,
                 const TmTableContext *ctx,
                 TmTableNowInfo       *now)
{
  const FreeoTable *s = state;
  guint p = s->turn.current;
  const char *name = ctx->names[p];
  guint size = s->hand_size[p];
  guint owed = tm_freeo_turn_draws_owed (&s->turn, cards ()->capture_draws);
  gboolean wild = size > 1 && !s->turn.wild_this_turn;

  now->seat = p;
  now->section = "turn";
  g_ptr_array_add (now->kinds, (gpointer) "play");
  g_ptr_array_add (now->kinds, (gpointer) "draw");

  if (s->turn.out_player != TM_FREEO_NOBODY)
    g_string_append_printf (now->text, _("%s has gone out on a You Are Captured; once it is "
                                         "answered the hand is over. "),
                            ctx->names[s->turn.out_player]);

  switch (s->turn.owed)
    {
    case TM_FREEO_OWE_CAPTURE:
      g_string_append_printf (now->text, _("%s is captured by %s. "), name,
                              ctx->names[s->turn.capturer]);
      if (wild)
        g_string_append_printf (now->text, _("Only a FREE-O Wild answers it, with no extra "
                                             "turn; otherwise %s draws %u and the turn "
                                             "passes."), name, owed);
      else
        g_string_append_printf (now->text, _("A wild cannot answer it now (%s); %s draws %u "
                                             "and the turn passes."),
                                size <= 1 ? _("it would be the last card")
                                          : _("one wild a turn"), name, owed);
      now->ruling = s->turn.out_player != TM_FREEO_NOBODY ? "last-card-captured"
                    : s->turn.everyone_pays ? "everyone-pays-variant"
                    : size <= 1 ? "wild-as-only-card" : NULL;
      if (s->turn.everyone_pays)
        g_string_append (now->text, _(" Everyone pays: the capture goes round until a wild "
                                      "answers it or it comes back to its player."));
      return;

    case TM_FREEO_OWE_MATCH:
      g_string_append_printf (now->text, _("%s owes a match for the %s search: a %s card, "),
                              name, place_of (s->turn.owed_place),
                              place_of (s->turn.owed_place));
      if (wild)
        g_string_append_printf (now->text, _("a FREE-O Wild (then %s plays again), "), name);
      g_string_append_printf (now->text, _("or a You Are Captured to cancel it; otherwise %s "
                                           "draws 1 and the turn passes."), name);
      if (!wild)
        g_string_append (now->text, size <= 1 ? _(" No wild: it would be the last card.")
                                              : _(" No second wild this turn."));
      now->ruling = !wild ? (size <= 1 ? "wild-as-only-card" : "extra-turn-after-wild")
                          : "what-is-a-match";
      return;

    case TM_FREEO_OWE_NOTHING:
    default:
      if (s->turn.extra_turn)
        g_string_append_printf (now->text, _("%s plays again after the wild, and owes "
                                             "nothing. "), name);
      else
        g_string_append_printf (now->text, _("%s owes nothing. "), name);
      g_string_append (now->text, _("Any Seek and Match card starts a new search; a You Are "
                                    "Captured catches the next player; a Draw A Card makes "
                                    "another player draw 1"));
      if (s->turn.wild_anytime && wild)
        g_string_append (now->text, _("; a FREE-O Wild gives another turn"));
      g_string_append_printf (now->text, _(". With nothing to play, %s draws 1."), name);
      now->ruling = s->turn.extra_turn ? "extra-turn-after-wild" : "wild-when-nothing-owed";
      return;
    }
}

static void
freeo_assistant_finished_hand (const void           *state,
                           const TmTableContext *ctx,
                           GVariant            **entries,
                           GVariant            **outcome)
{
  const FreeoTable *s = state;

  /* Who went out is public; what the others hold is counted at the table
   * by the hand form. */
  if (s->turn.out_player != TM_FREEO_NOBODY)
    {
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

      g_variant_dict_insert (&dict, "went_out", "b", TRUE);
      entries[s->turn.out_player] = g_variant_dict_end (&dict);
    }
}

static JsonNode *
freeo_assistant_to_json (const void           *state,
                     const TmTableContext *ctx)
{
  static const char *owed_names[] = { "nothing", "match", "capture" };
  const FreeoTable *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *sizes = json_array_new ();
  JsonNode *node;

  if (s->top != NONE)
    json_object_set_string_member (o, "top", cards ()->ids[s->top]);
  json_object_set_string_member (o, "owed", owed_names[s->turn.owed]);
  if (s->turn.owed == TM_FREEO_OWE_MATCH)
    json_object_set_string_member (o, "owed_place", place_of (s->turn.owed_place));
  if (s->turn.owed == TM_FREEO_OWE_CAPTURE)
    json_object_set_int_member (o, "capturer", s->turn.capturer);
  json_object_set_boolean_member (o, "wild_played", s->turn.wild_this_turn);
  json_object_set_int_member (o, "went_out",
                              s->turn.out_player == TM_FREEO_NOBODY ? -1 : s->turn.out_player);
  for (guint p = 0; p < ctx->n_players; p++)
    json_array_add_int_element (sizes, s->hand_size[p]);
  json_object_set_array_member (o, "hand_sizes", sizes);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, g_steal_pointer (&o));
  return node;
}

static const TmTableRules freeo_assistant_rules = {
  .game_id = "freeo",
  .state_size = sizeof (FreeoTable),
  .kinds = freeo_kinds,
  .prepare = freeo_assistant_prepare,
  .init = freeo_assistant_init,
  .start_hand = freeo_assistant_start_hand,
  .check = freeo_assistant_check,
  .apply = freeo_assistant_apply,
  .now = freeo_assistant_now,
  .finished_hand = freeo_assistant_finished_hand,
  .to_json = freeo_assistant_to_json,
};

const TmTableRules *
tm_freeo_assistant_rules (void)
{
  return &freeo_assistant_rules;
}
