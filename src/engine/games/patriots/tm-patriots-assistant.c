/* tm-patriots-assistant.c: Meet the Patriots at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Remembering where the cards lie is the game, so the assistant does not:
 * it keeps whose turn it is, the board and the draw pile running down,
 * the pairs each player has kept and the turns of a solo game.  The board
 * and the draw pile start as the table procedure lays them out.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-patriots-assistant.h"

#define MAX_SEATS 8
#define PERFECT_SOLO 23   /* ruling solo-goal: two turns a pair, the last one free */

typedef struct
{
  guint8  n_players;
  guint8  current;
  guint8  board;                            /* cards on the board */
  guint8  draw;                             /* cards in the draw pile */
  guint8  pairs[MAX_SEATS];
  guint16 turns[MAX_SEATS];
} PatriotsTable;

static const TmTableKindInfo patriots_kinds[] = {
  { "dealt", N_("The board is laid out face down, the rest make the draw pile"), NULL },
  { "pair", N_("The player turned over a matching pair, read both aloud and keeps them"),
    NULL },
  { "miss", N_("No pair this turn (one card, two that differ, or a card not read aloud)"),
    NULL },
  { "score", N_("The game's points, one number per seat"), "points=N,N,…" },
  { NULL }
};

static void
patriots_init (void                 *state,
               const TmTableContext *ctx)
{
  PatriotsTable *s = state;

  memset (s, 0, sizeof *s);
  s->n_players = ctx->n_players;
  s->current = ctx->first;
  s->board = tm_table_step_get_count (tm_table_setup_lookup_step (ctx->setup, "board"));
  s->draw = tm_table_step_get_count (tm_table_setup_lookup_step (ctx->setup, "draw pile"));
}

static void
patriots_start_hand (void                 *state,
                     const TmTableContext *ctx,
                     const TmTableEvent   *dealt)
{
  patriots_init (state, ctx);
}

static gboolean
last_two (const PatriotsTable *s)
{
  return s->draw == 0 && s->board == 2;
}

static gboolean
patriots_check (const void           *state,
                const TmTableContext *ctx,
                const TmTableEvent   *event,
                TmPlayViolation      *v)
{
  const PatriotsTable *s = state;

  if (g_str_equal (event->kind, "dealt"))
    return TRUE;
  if (event->seat != s->current)
    return tm_table_violate (v, "turn", NULL, N_("It is not that player's turn."));
  if (g_str_equal (event->kind, "miss") && last_two (s))
    return tm_table_violate (v, "end", NULL,
                             N_("Only two cards are left: the player takes them both."));
  return TRUE;
}

static gboolean
patriots_apply (void                 *state,
                const TmTableContext *ctx,
                const TmTableEvent   *event)
{
  PatriotsTable *s = state;

  s->turns[s->current]++;
  if (g_str_equal (event->kind, "pair"))
    {
      guint refill = MIN (s->draw, 2);

      /* The dealer fills the two gaps while the draw pile lasts. */
      s->pairs[s->current]++;
      s->draw -= refill;
      s->board -= 2 - refill;
      if (s->board == 0)
        return TRUE;
    }
  /* One pair a turn at most: the turn passes either way. */
  s->current = (s->current + 1) % s->n_players;
  return FALSE;
}

static void
patriots_now (const void           *state,
              const TmTableContext *ctx,
              TmTableNowInfo       *now)
{
  const PatriotsTable *s = state;
  const char *name = ctx->names[s->current];

  now->seat = s->current;
  g_ptr_array_add (now->kinds, (gpointer) "pair");
  if (last_two (s))
    {
      g_string_append_printf (now->text, _("Only two cards are left: %s takes them, reading "
                                           "both aloud, and the game ends."), name);
      now->section = "end";
      return;
    }
  g_ptr_array_add (now->kinds, (gpointer) "miss");
  g_string_append_printf (now->text, _("%s turns over a card and reads it aloud. If its "
                                       "number has been seen before, %s may try for the "
                                       "match; a pair is kept, one pair a turn. The board "
                                       "holds %u cards, the draw pile %u."),
                          name, name, s->board, s->draw);
  if (ctx->n_players == 1)
    {
      g_string_append_printf (now->text, _(" Turn %u; a perfect game takes %u."),
                              s->turns[0] + 1, PERFECT_SOLO);
      now->ruling = "solo-goal";
    }
  else
    now->ruling = "different-card";
}

static void
patriots_finished_hand (const void           *state,
                        const TmTableContext *ctx,
                        GVariant            **entries,
                        GVariant            **outcome)
{
  const PatriotsTable *s = state;

  /* The scorer (tm-patriots-score.c) counts pairs, or a solo game's
   * turns. */
  for (guint p = 0; p < s->n_players; p++)
    {
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

      if (s->n_players == 1)
        g_variant_dict_insert (&dict, "turns", "x", (gint64) s->turns[p]);
      else
        g_variant_dict_insert (&dict, "pairs", "x", (gint64) s->pairs[p]);
      entries[p] = g_variant_dict_end (&dict);
    }
}

static JsonNode *
patriots_to_json (const void           *state,
                  const TmTableContext *ctx)
{
  const PatriotsTable *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *pairs = json_array_new ();
  JsonArray *turns = json_array_new ();
  JsonNode *node;

  json_object_set_int_member (o, "board", s->board);
  json_object_set_int_member (o, "draw_pile", s->draw);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_array_add_int_element (pairs, s->pairs[p]);
      json_array_add_int_element (turns, s->turns[p]);
    }
  json_object_set_array_member (o, "pairs", pairs);
  json_object_set_array_member (o, "turns", turns);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, g_steal_pointer (&o));
  return node;
}

static const TmTableRules patriots_table_rules = {
  .game_id = "patriots",
  .state_size = sizeof (PatriotsTable),
  .kinds = patriots_kinds,
  .init = patriots_init,
  .start_hand = patriots_start_hand,
  .check = patriots_check,
  .apply = patriots_apply,
  .now = patriots_now,
  .finished_hand = patriots_finished_hand,
  .to_json = patriots_to_json,
};

const TmTableRules *
tm_patriots_assistant_rules (void)
{
  return &patriots_table_rules;
}
