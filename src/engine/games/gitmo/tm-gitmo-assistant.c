/* tm-gitmo-assistant.c: Gitmo at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gitmo's cards lie face up, but a turn is many moves; the table records
 * what the assistant needs: how many cards of the deck a turn used
 * (refills included), the Special Ops cards drawn and the bonus cards set
 * aside.  It keeps whose turn it is (missed and extra turns), the deck
 * counting down to the end of the hand, and what each player kept for the
 * score form.  What a card does is read from its effect with virtual
 * play's own reader (tm_gitmo_effect_from_json()).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-card.h"
#include "tm-deck.h"
#include "tm-game.h"

#include "tm-gitmo-assistant.h"
#include "tm-gitmo-play-private.h"

#define MAX_SEATS 8
#define MAX_CARDS 64

typedef struct
{
  guint8  n_players;
  guint8  current;
  guint8  deck;                             /* cards left in the deck */
  guint8  draws;                            /* Special Ops cards still to draw */
  guint8  ending;                           /* a card ended the hand */
  guint8  skip[MAX_SEATS];
  guint8  extra[MAX_SEATS];
  guint8  skipped;                          /* a bit per player who just missed a turn */
  guint8  kept[MAX_SEATS][MAX_CARDS];       /* cards kept for the score */
  guint8  drawn[MAX_CARDS];                 /* Special Ops cards drawn */
} GitmoTable;

/* The cards of the basic and Special Ops decks, read by prepare(). */
typedef struct
{
  guint          n;
  char          *ids[MAX_CARDS];
  char          *names[MAX_CARDS];
  guint8         special_ops[MAX_CARDS];
  guint8         counts[MAX_CARDS];
  TmGitmoEffect  effects[MAX_CARDS];
} Cards;

static Cards cards;

static const TmTableKindInfo gitmo_kinds[] = {
  { "dealt", N_("The cards are dealt face up and the deal's bonus cards cleared; number=N: "
                "the cards the clearing used from the deck"), "[number=N]" },
  { "special-ops", N_("A Special Ops card drawn for a Draw-A-Card, read aloud and carried "
                      "out"), "card=ID" },
  { "bonus", N_("A bonus card set aside to score (the Whistleblower)"), "card=ID" },
  { "done", N_("The turn is over and the vacant spots are filled; number=N: the cards the "
               "turn used from the deck, refills included"), "[number=N]" },
  { "end-hand", N_("The deck has run out (or nobody moved for a whole trip through it)"), NULL },
  { "score", N_("The hand's points, one number per seat"), "points=N,N,…" },
  { NULL }
};

static gboolean
gitmo_prepare (TmTableProcedure  *procedure,
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

          if (tm_card_get_side (card) != TM_SIDE_NONE)
            continue;   /* Patriots and Traitors score from the spots */
          if (t.n == MAX_CARDS)
            {
              g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                           "%s: Gitmo's table assistant has room for %u special cards",
                           tm_deck_get_filename (decks[d]), MAX_CARDS);
              return FALSE;
            }
          t.ids[t.n] = g_strdup (tm_card_get_id (card));
          t.names[t.n] = g_strdup (tm_card_get_name (card));
          t.special_ops[t.n] = d == 1;
          t.counts[t.n] = tm_card_get_count (card);
          tm_gitmo_effect_from_json (tm_card_get_effect (card), &t.effects[t.n]);
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
  return -1;
}

static void
gitmo_init (void                 *state,
            const TmTableContext *ctx)
{
  GitmoTable *s = state;

  memset (s, 0, sizeof *s);
  s->n_players = ctx->n_players;
  s->current = ctx->first;
  s->deck = tm_table_step_get_count (tm_table_setup_lookup_step (ctx->setup, "deck"));
}

static void
gitmo_start_hand (void                 *state,
                  const TmTableContext *ctx,
                  const TmTableEvent   *dealt)
{
  GitmoTable *s = state;

  gitmo_init (s, ctx);
  /* The cards the dealer used clearing bonus cards out of the deal. */
  if (dealt->has_number)
    s->deck -= MIN ((guint) MAX (dealt->number, 0), s->deck);
}

static gboolean
gitmo_check (const void           *state,
             const TmTableContext *ctx,
             const TmTableEvent   *event,
             TmPlayViolation      *v)
{
  const GitmoTable *s = state;
  int c = card_type (event->card);

  if (g_str_equal (event->kind, "dealt") || g_str_equal (event->kind, "end-hand"))
    return TRUE;

  if (g_str_equal (event->kind, "special-ops"))
    {
      if (c < 0 || !cards.special_ops[c])
        return tm_table_violate (v, "cards", NULL,
                                 N_("That is not a Special Ops card (card=ID)."));
      if (s->drawn[c] >= cards.counts[c])
        return tm_table_violate (v, "cards", "used-special-ops",
                                 N_("Every copy of that card has been drawn this hand."));
      return TRUE;
    }
  if (g_str_equal (event->kind, "bonus"))
    {
      if (c < 0 || cards.special_ops[c] || (cards.effects[c].flags & TM_GITMO_EFFECT_ASIDE) == 0 ||
          cards.effects[c].points == 0)
        return tm_table_violate (v, "cards", NULL,
                                 N_("Only a bonus card that scores is set aside for it "
                                    "(card=ID)."));
      return TRUE;
    }

  /* done */
  if (event->seat != s->current)
    return tm_table_violate (v, "turn", NULL, N_("It is not that player's turn."));
  if (s->draws > 0)
    return tm_table_violate (v, "cards", NULL,
                             N_("A Special Ops card is still to be drawn and carried out."));
  if (event->has_number && (event->number < 0 || event->number > s->deck))
    return tm_table_violate (v, "end", NULL, N_("The deck does not hold that many cards."));
  return TRUE;
}

static gboolean
gitmo_apply (void                 *state,
             const TmTableContext *ctx,
             const TmTableEvent   *event)
{
  GitmoTable *s = state;
  int c = card_type (event->card);

  if (g_str_equal (event->kind, "end-hand"))
    return TRUE;

  if (g_str_equal (event->kind, "special-ops") || g_str_equal (event->kind, "bonus"))
    {
      const TmGitmoEffect *e = &cards.effects[c];
      guint holder = event->seat;

      if (cards.special_ops[c])
        {
          s->drawn[c]++;
          s->draws = s->draws > 0 ? s->draws - 1 : 0;
        }
      /* As virtual play carries out a card (tm-gitmo-flow.c): its turns,
       * further draws and the end of the hand at once; points wait for
       * the score. */
      s->extra[holder] += e->extra_turns;
      s->skip[holder] += e->lose_turns;
      s->skip[(holder + 1) % s->n_players] += e->skip_next;
      s->draws += e->draws;
      if (e->points != 0)
        s->kept[holder][c]++;
      if (e->flags & TM_GITMO_EFFECT_END_HAND)
        return TRUE;
      return FALSE;
    }

  /* done: the turn is over */
  if (event->has_number)
    s->deck -= event->number;
  if (s->deck == 0)
    return TRUE;   /* ruling after-last-card */

  s->skipped = 0;
  if (s->extra[s->current] > 0)
    {
      s->extra[s->current]--;
      return FALSE;
    }
  for (;;)
    {
      s->current = (s->current + 1) % s->n_players;
      if (s->skip[s->current] == 0)
        break;
      s->skip[s->current]--;
      s->skipped |= 1u << s->current;
    }
  return FALSE;
}

static void
gitmo_now (const void           *state,
           const TmTableContext *ctx,
           TmTableNowInfo       *now)
{
  const GitmoTable *s = state;
  const char *name = ctx->names[s->current];
  int partner = -1;

  now->seat = s->current;
  g_ptr_array_add (now->kinds, (gpointer) "special-ops");
  g_ptr_array_add (now->kinds, (gpointer) "bonus");

  for (guint q = 0; q < ctx->n_players; q++)
    if (s->skipped & (1u << q))
      g_string_append_printf (now->text, _("%s misses this turn. "), ctx->names[q]);

  if (s->draws > 0)
    {
      g_string_append_printf (now->text, _("Draw a Special Ops card, read it aloud and carry "
                                           "it out (%u to draw)."), s->draws);
      now->section = "cards";
      return;
    }

  g_ptr_array_add (now->kinds, (gpointer) "done");
  g_ptr_array_add (now->kinds, (gpointer) "end-hand");
  for (guint q = 0; q < ctx->n_players; q++)
    if (q != s->current && tm_table_setup_get_team (ctx->setup, q) >= 0 &&
        tm_table_setup_get_team (ctx->setup, q) == tm_table_setup_get_team (ctx->setup,
                                                                            s->current))
      partner = q;

  g_string_append_printf (now->text, _("%s's turn, with the deck in front of them (%u "
                                       "cards): build runs, take eligible cards, give "
                                       "Traitors away."), name, s->deck);
  if (partner >= 0)
    g_string_append_printf (now->text, _(" %s, the partner, may move cards between the two "
                                         "hands."), ctx->names[partner]);
  g_string_append (now->text, _(" When the turn is over the dealer fills the vacant spots; "
                                "the hand ends when the deck runs out."));
  now->ruling = s->deck <= 3 ? "after-last-card" : "stopping-early";
}

static void
gitmo_finished_hand (const void           *state,
                     const TmTableContext *ctx,
                     GVariant            **entries,
                     GVariant            **outcome)
{
  const GitmoTable *s = state;

  /* The cards kept for their points; the spots are counted by the form. */
  for (guint p = 0; p < s->n_players; p++)
    {
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
      g_auto(GVariantBuilder) special = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("av"));
      gboolean any = FALSE;

      for (guint c = 0; c < cards.n; c++)
        for (guint k = 0; k < s->kept[p][c]; k++)
          {
            if (!cards.special_ops[c])
              g_variant_dict_insert (&dict, "whistleblower", "b", TRUE);
            else if (cards.effects[c].flags & TM_GITMO_EFFECT_PROTECT_OPEN)
              g_variant_dict_insert (&dict, "jesus_saves", "b", TRUE);
            else
              {
                g_variant_builder_add (&special, "v", g_variant_new_string (cards.ids[c]));
                any = TRUE;
              }
          }
      if (any)
        g_variant_dict_insert_value (&dict, "special_ops", g_variant_builder_end (&special));
      entries[p] = g_variant_dict_end (&dict);
    }
}

static JsonNode *
gitmo_to_json (const void           *state,
               const TmTableContext *ctx)
{
  const GitmoTable *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonNode *node;

  json_object_set_int_member (o, "deck", s->deck);
  json_object_set_int_member (o, "special_ops_to_draw", s->draws);
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonObject *player = json_object_new ();
      JsonArray *kept = json_array_new ();

      for (guint c = 0; c < cards.n; c++)
        for (guint k = 0; k < s->kept[p][c]; k++)
          json_array_add_string_element (kept, cards.ids[c]);
      json_object_set_array_member (player, "kept", kept);
      json_object_set_int_member (player, "misses", s->skip[p]);
      json_object_set_int_member (player, "extra_turns", s->extra[p]);
      json_object_set_int_member (player, "team", tm_table_setup_get_team (ctx->setup, p));
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (o, "players", players);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, g_steal_pointer (&o));
  return node;
}

static const TmTableRules gitmo_table_rules = {
  .game_id = "gitmo",
  .state_size = sizeof (GitmoTable),
  .kinds = gitmo_kinds,
  .prepare = gitmo_prepare,
  .init = gitmo_init,
  .start_hand = gitmo_start_hand,
  .check = gitmo_check,
  .apply = gitmo_apply,
  .now = gitmo_now,
  .finished_hand = gitmo_finished_hand,
  .to_json = gitmo_to_json,
};

const TmTableRules *
tm_gitmo_assistant_rules (void)
{
  return &gitmo_table_rules;
}
