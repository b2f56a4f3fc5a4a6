/* tm-escaped-assistant.c: Escaped at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cards stay face down, so the table records only who takes a card
 * from whom and who accuses, and whether they were right.  The assistant
 * keeps everyone's count of cards, whose turn it is (players who are out
 * take no more turns, ruling out-players-cards) and who has won.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-game.h"

#include "tm-escaped-assistant.h"

#define MAX_SEATS 8
#define NOBODY (-1)

typedef struct
{
  guint8 n_players;
  guint8 current;
  guint8 cards[MAX_SEATS];
  guint8 out;                               /* a bit per player out of the game */
  gint8  winner;
  guint8 last_must_name;                    /* option last-player-must-name */
  guint8 aloud;                             /* option accuse-aloud */
  guint8 over;
} EscapedTable;

static const TmTableKindInfo escaped_kinds[] = {
  { "dealt", N_("One card is set aside face down, the rest are dealt"), NULL },
  { "take", N_("The player to move takes a face-down card from another player"),
    "target=SEAT" },
  { "accuse", N_("The player to move names the escaped prisoner and looks at the middle "
                 "card"), "right|wrong" },
  { "score", N_("The game's points, one number per seat"), "points=N,N,…" },
  { NULL }
};

static guint
n_in (const EscapedTable *s)
{
  return s->n_players - __builtin_popcount (s->out);
}

static void
escaped_init (void                 *state,
              const TmTableContext *ctx)
{
  EscapedTable *s = state;

  memset (s, 0, sizeof *s);
  s->n_players = ctx->n_players;
  s->current = ctx->first;
  s->winner = NOBODY;
  s->last_must_name = tm_game_options_get_on (ctx->game, ctx->options, "last-player-must-name");
  s->aloud = tm_game_options_get_on (ctx->game, ctx->options, "accuse-aloud");
}

static void
escaped_start_hand (void                 *state,
                    const TmTableContext *ctx,
                    const TmTableEvent   *dealt)
{
  EscapedTable *s = state;

  escaped_init (s, ctx);
  for (guint p = 0; p < ctx->n_players; p++)
    s->cards[p] = tm_table_setup_get_dealt (ctx->setup,
                                            (p + ctx->n_players - ctx->dealer - 1) %
                                            ctx->n_players);
}

static gboolean
escaped_check (const void           *state,
               const TmTableContext *ctx,
               const TmTableEvent   *event,
               TmPlayViolation      *v)
{
  const EscapedTable *s = state;

  if (g_str_equal (event->kind, "dealt"))
    return TRUE;
  if (event->seat != s->current)
    return tm_table_violate (v, "turn", NULL, N_("It is not that player's turn."));

  if (g_str_equal (event->kind, "take"))
    {
      if (event->target < 0 || event->target == event->seat)
        return tm_table_violate (v, "turn", NULL,
                                 N_("Say whose card is taken (target=SEAT): another player's."));
      if (s->cards[event->target] == 0)
        return tm_table_violate (v, "turn", "out-players-cards",
                                 N_("That player has no card left to take."));
      return TRUE;
    }

  /* accuse: on a turn, instead of taking a card (ruling accuse-instead). */
  return TRUE;
}

static gboolean
escaped_apply (void                 *state,
               const TmTableContext *ctx,
               const TmTableEvent   *event)
{
  EscapedTable *s = state;

  if (g_str_equal (event->kind, "take"))
    {
      s->cards[event->target]--;
      s->cards[s->current]++;
    }
  else if (event->right)
    {
      s->winner = s->current;
      return s->over = TRUE;
    }
  else
    {
      s->out |= 1u << s->current;
      /* Ruling last-player-left: the last player in wins at once, unless
       * the option makes them name the prisoner too; nobody wins when the
       * last one is wrong. */
      if (n_in (s) == 0)
        return s->over = TRUE;
      if (n_in (s) == 1 && !s->last_must_name)
        {
          for (guint p = 0; p < s->n_players; p++)
            if ((s->out & (1u << p)) == 0)
              s->winner = p;
          return s->over = TRUE;
        }
    }

  do
    s->current = (s->current + 1) % s->n_players;
  while (s->out & (1u << s->current));
  return FALSE;
}

static void
escaped_now (const void           *state,
             const TmTableContext *ctx,
             TmTableNowInfo       *now)
{
  const EscapedTable *s = state;
  const char *name = ctx->names[s->current];

  now->seat = s->current;
  g_ptr_array_add (now->kinds, (gpointer) "take");
  g_ptr_array_add (now->kinds, (gpointer) "accuse");
  g_string_append_printf (now->text, _("%s's turn: either take one face-down card from "
                                       "another player, look at it and tick it off, or "
                                       "name the escaped prisoner and look at the middle "
                                       "card (right: %s wins; wrong: %s is out)."),
                          name, name, name);
  /* Ruling accuse-privately, or the option's reading. */
  if (s->aloud)
    g_string_append (now->text, _(" An accuser says the name aloud; a wrong name is ticked off "
                                  "by everyone."));
  else
    g_string_append (now->text, _(" An accuser keeps the name to themselves; a wrong accuser "
                                  "says neither name."));
  if (n_in (s) == 1)
    {
      g_string_append (now->text, _(" Everyone else is out: the last player must still "
                                    "name the prisoner."));
      now->ruling = "last-player-left";
    }
  else
    now->ruling = "accuse-instead";
  if (s->out != 0)
    g_string_append (now->text, _(" Players who are out keep their cards on the table for "
                                  "the others to take."));
}

static void
escaped_finished_hand (const void           *state,
                       const TmTableContext *ctx,
                       GVariant            **entries,
                       GVariant            **outcome)
{
  const EscapedTable *s = state;
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  g_auto(GVariantBuilder) out = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("ax"));

  /* Escaped's scorer (tm-escaped-score.c) reads who named the prisoner
   * and who accused wrongly. */
  if (s->winner != NOBODY)
    g_variant_dict_insert (&dict, "named_by", "x", (gint64) s->winner);
  for (guint p = 0; p < s->n_players; p++)
    if (s->out & (1u << p))
      g_variant_builder_add (&out, "x", (gint64) p);
  g_variant_dict_insert_value (&dict, "out", g_variant_builder_end (&out));
  *outcome = g_variant_dict_end (&dict);
}

static JsonNode *
escaped_to_json (const void           *state,
                 const TmTableContext *ctx)
{
  const EscapedTable *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *cards = json_array_new ();
  JsonArray *out = json_array_new ();
  JsonNode *node;

  for (guint p = 0; p < s->n_players; p++)
    {
      json_array_add_int_element (cards, s->cards[p]);
      if (s->out & (1u << p))
        json_array_add_int_element (out, p);
    }
  json_object_set_array_member (o, "cards", cards);
  json_object_set_array_member (o, "out", out);
  json_object_set_int_member (o, "winner", s->winner);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, g_steal_pointer (&o));
  return node;
}

static const TmTableRules escaped_table_rules = {
  .game_id = "escaped",
  .state_size = sizeof (EscapedTable),
  .kinds = escaped_kinds,
  .init = escaped_init,
  .start_hand = escaped_start_hand,
  .check = escaped_check,
  .apply = escaped_apply,
  .now = escaped_now,
  .finished_hand = escaped_finished_hand,
  .to_json = escaped_to_json,
};

const TmTableRules *
tm_escaped_assistant_rules (void)
{
  return &escaped_table_rules;
}
