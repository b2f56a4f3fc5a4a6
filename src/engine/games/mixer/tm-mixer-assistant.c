/* tm-mixer-assistant.c: the traitor-name mixer at a party
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host's helper for a party of up to 24 guests: who is handed which
 * Traitor card (shuffled from a seed the `dealt` event keeps, dealt from
 * the host's left), whose turn it is to read which card, whose guess comes
 * next, the tally of right answers and the prize winner.  A card whose
 * answer the owner entered in their card edits (the answer list of their
 * box, ruling names-and-answers) is answered by naming an answer from
 * that list, as in virtual play, and the table checks it; any other card
 * is marked right or wrong by the host.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-card-edits.h"
#include "tm-card.h"
#include "tm-catalogue.h"
#include "tm-deck.h"
#include "tm-game.h"
#include "tm-rng.h"

#include "tm-mixer-assistant.h"

#define MAX_CARDS 32
#define NOBODY 0xff

typedef enum
{
  MODE_IN_TURN,     /* guests guess in turn; the first right one wins the card */
  MODE_WRITTEN,     /* everyone writes a guess; every right one scores */
  MODE_GROUP,       /* the group agrees one answer; no scores */
} Mode;

typedef struct
{
  guint8  n_players;
  guint8  mode;
  guint8  reader;
  guint8  card;                             /* being read, or NOBODY */
  guint8  guesser;                          /* whose guess is marked next */
  guint8  holder[MAX_CARDS];
  guint8  won_by[MAX_CARDS];
  guint32 read;                             /* a bit per card read */
  guint32 answered;                         /* a bit per card with an owner's answer */
  guint8  correct[TM_TABLE_MAX_SEATS];
} MixerTable;

/* The Traitor cards, in the deck's order, read by prepare(). */
static guint n_cards;
static char *card_ids[MAX_CARDS];
static char *card_names[MAX_CARDS];
static char *card_decks[MAX_CARDS];

static const TmTableKindInfo mixer_kinds[] = {
  { "dealt", N_("The cards are handed out (number=SEED chooses who gets which)"),
    "[number=SEED]" },
  { "read", N_("The reader reads one of their cards aloud"), "[card=ID]" },
  { "answer", N_("The guest names an answer from the owner's answer list; the table "
                 "checks it"), "card=ANSWER [seat=SEAT]" },
  { "guess", N_("The host marks a guess"), "right|wrong [seat=SEAT]" },
  { "score", N_("The game's points, one number per seat"), "points=N,N,…" },
  { NULL }
};

static gboolean
mixer_prepare (TmTableProcedure  *procedure,
               TmDeck * const    *decks,
               GError           **error)
{
  g_autoptr(GPtrArray) cards = tm_table_procedure_list_stock (procedure, "traitors", NULL);

  if (n_cards > 0)
    return TRUE;
  if (cards == NULL || cards->len == 0 || cards->len > MAX_CARDS)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                   "data/games/mixer/table.json: stock “traitors”: the assistant needs 1 to "
                   "%u cards", MAX_CARDS);
      return FALSE;
    }
  for (guint i = 0; i < cards->len; i++)
    {
      card_ids[i] = g_strdup (tm_card_get_id (g_ptr_array_index (cards, i)));
      card_names[i] = g_strdup (tm_card_get_name (g_ptr_array_index (cards, i)));
      card_decks[i] = g_strdup (tm_card_get_deck_id (g_ptr_array_index (cards, i)));
    }
  n_cards = cards->len;
  return TRUE;
}

static int
card_index (const char *id)
{
  for (guint c = 0; id != NULL && c < n_cards; c++)
    if (g_str_equal (card_ids[c], id))
      return c;
  return -1;
}

static void
mixer_init (void                 *state,
            const TmTableContext *ctx)
{
  MixerTable *s = state;

  memset (s, 0, sizeof *s);
  s->n_players = ctx->n_players;
  s->mode = tm_game_options_get_on (ctx->game, ctx->options, "group-guessing") ? MODE_GROUP
            : tm_game_options_get_on (ctx->game, ctx->options, "written-guesses") ? MODE_WRITTEN
            : MODE_IN_TURN;
  s->card = NOBODY;
  memset (s->won_by, NOBODY, sizeof s->won_by);
}

/* The first card not yet read that @p holds, or NOBODY. */
static guint
next_card_of (const MixerTable *s,
              guint             p)
{
  for (guint c = 0; c < n_cards; c++)
    if (s->holder[c] == p && (s->read & (1u << c)) == 0)
      return c;
  return NOBODY;
}

/* The next reader to the left who still holds an unread card. */
static gboolean
next_reader (MixerTable *s)
{
  s->card = NOBODY;
  for (guint k = 1; k <= s->n_players; k++)
    {
      guint p = (s->reader + k) % s->n_players;

      if (next_card_of (s, p) != NOBODY)
        {
          s->reader = p;
          return FALSE;
        }
    }
  return TRUE;   /* every card has been read */
}

static void
mixer_start_hand (void                 *state,
                  const TmTableContext *ctx,
                  const TmTableEvent   *dealt)
{
  MixerTable *s = state;
  guint8 order[MAX_CARDS];

  mixer_init (s, ctx);
  for (guint c = 0; c < n_cards; c++)
    order[c] = c;
  if (dealt->has_number)
    {
      TmRng rng;

      tm_rng_init (&rng, (guint64) dealt->number);
      for (guint i = n_cards; i > 1; i--)
        {
          guint j = tm_rng_below (&rng, i);
          guint8 tmp = order[i - 1];

          order[i - 1] = order[j];
          order[j] = tmp;
        }
    }
  /* One at a time from the host's left: the first seat is on it. */
  for (guint i = 0; i < n_cards; i++)
    s->holder[order[i]] = (ctx->first + i) % ctx->n_players;
  s->reader = ctx->first;

  /* The cards the owner's answer list has an answer for, as dealt. */
  {
    TmCardEdits *edits = ctx->catalogue != NULL ? tm_catalogue_get_card_edits (ctx->catalogue)
                                                : NULL;

    for (guint c = 0; edits != NULL && c < n_cards; c++)
      if (tm_card_edits_get_answer (edits, card_decks[c], card_ids[c]) != NULL)
        s->answered |= 1u << c;
  }
}

static gboolean
mixer_check (const void           *state,
             const TmTableContext *ctx,
             const TmTableEvent   *event,
             TmPlayViolation      *v)
{
  const MixerTable *s = state;

  if (g_str_equal (event->kind, "dealt"))
    return TRUE;

  if (g_str_equal (event->kind, "read"))
    {
      int c = event->card != NULL ? card_index (event->card) : (int) next_card_of (s, s->reader);

      if (s->card != NOBODY)
        return tm_table_violate (v, "turn", NULL, N_("A card is being guessed already."));
      if (event->seat != s->reader)
        return tm_table_violate (v, "turn", NULL, N_("It is another guest's turn to read."));
      if (c < 0 || c == NOBODY || s->holder[c] != s->reader || (s->read & (1u << c)))
        return tm_table_violate (v, "turn", NULL,
                                 N_("The reader reads a card of their own not yet read."));
      return TRUE;
    }

  /* guess, answer */
  if (s->card == NOBODY)
    return tm_table_violate (v, "turn", NULL, N_("First a card is read aloud."));
  if (g_str_equal (event->kind, "answer") && card_index (event->card) < 0)
    return tm_table_violate (v, "turn", "names-and-answers",
                             N_("Name the answer from the answer list (card=ID)."));
  if (s->mode != MODE_GROUP && event->seat != s->guesser)
    return tm_table_violate (v, "turn", "reader-guess",
                             N_("It is another guest's guess; the reader never guesses."));
  return TRUE;
}

/* The guesser after @p, to the left, skipping the reader; the reader
 * when everyone has guessed. */
static guint
next_guesser (const MixerTable *s,
              guint             p)
{
  return (p + 1) % s->n_players;
}

static gboolean
mixer_apply (void                 *state,
             const TmTableContext *ctx,
             const TmTableEvent   *event)
{
  MixerTable *s = state;
  gboolean right = event->right;

  if (g_str_equal (event->kind, "read"))
    {
      s->card = event->card != NULL ? (guint) card_index (event->card) : next_card_of (s, s->reader);
      s->read |= 1u << s->card;
      s->guesser = next_guesser (s, s->reader);
      return FALSE;
    }

  /* An answer named from the list is right when it is the card's own. */
  if (g_str_equal (event->kind, "answer"))
    right = card_index (event->card) == (int) s->card;

  switch (s->mode)
    {
    case MODE_GROUP:
      return next_reader (s);

    case MODE_WRITTEN:
      if (right)
        s->correct[s->guesser]++;
      break;

    case MODE_IN_TURN:
    default:
      if (right)
        {
          /* Ruling who-wins-a-card: the first right guess wins it. */
          s->correct[s->guesser]++;
          s->won_by[s->card] = s->guesser;
          return next_reader (s);
        }
      break;
    }

  s->guesser = next_guesser (s, s->guesser);
  if (s->guesser == s->reader)
    return next_reader (s);   /* nobody got it: the host tells, the card is set aside */
  return FALSE;
}

static void
mixer_now (const void           *state,
           const TmTableContext *ctx,
           TmTableNowInfo       *now)
{
  const MixerTable *s = state;
  guint left = n_cards - __builtin_popcount (s->read);

  now->seat = s->reader;
  if (s->card == NOBODY)
    {
      guint c = next_card_of (s, s->reader);

      g_ptr_array_add (now->kinds, (gpointer) "read");
      g_string_append_printf (now->text, _("%s reads a card aloud, such as %s (%u cards still "
                                           "to read)."), ctx->names[s->reader],
                              c != NOBODY ? card_names[c] : "", left);
      return;
    }

  /* A card with the owner's answer is checked against it; a guess the
   * list does not hold is wrong. */
  if (s->answered & (1u << s->card))
    g_ptr_array_add (now->kinds, (gpointer) "answer");
  g_ptr_array_add (now->kinds, (gpointer) "guess");
  switch (s->mode)
    {
    case MODE_GROUP:
      g_string_append_printf (now->text, _("The group talks %s over and agrees on one answer; "
                                           "the host checks it."), card_names[s->card]);
      now->ruling = "group-play";
      return;

    case MODE_WRITTEN:
      now->actor = s->guesser;
      g_string_append_printf (now->text, _("Everyone but %s writes a guess for %s. The host "
                                           "marks %s's guess right or wrong."),
                              ctx->names[s->reader], card_names[s->card],
                              ctx->names[s->guesser]);
      now->ruling = "who-wins-a-card";
      return;

    case MODE_IN_TURN:
    default:
      now->actor = s->guesser;
      if (s->answered & (1u << s->card))
        g_string_append_printf (now->text, _("%s guesses who %s stands for, naming an answer "
                                             "from your answer list; the table checks it. "
                                             "Right wins the card; wrong passes the guess on."),
                                ctx->names[s->guesser], card_names[s->card]);
      else
        g_string_append_printf (now->text, _("%s guesses who %s stands for; the host checks "
                                             "the answer list. Right wins the card; wrong "
                                             "passes the guess on."),
                                ctx->names[s->guesser], card_names[s->card]);
      now->ruling = "who-wins-a-card";
      return;
    }
}

static void
mixer_finished_hand (const void           *state,
                     const TmTableContext *ctx,
                     GVariant            **entries,
                     GVariant            **outcome)
{
  const MixerTable *s = state;

  if (s->mode == MODE_GROUP)
    return;   /* ruling group-play: no scores */
  for (guint p = 0; p < s->n_players; p++)
    {
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

      g_variant_dict_insert (&dict, "correct", "x", (gint64) s->correct[p]);
      entries[p] = g_variant_dict_end (&dict);
    }
}

static JsonNode *
mixer_to_json (const void           *state,
               const TmTableContext *ctx)
{
  const MixerTable *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *guests = json_array_new ();
  JsonNode *node;

  for (guint p = 0; p < s->n_players; p++)
    {
      JsonObject *guest = json_object_new ();
      JsonArray *holds = json_array_new ();

      for (guint c = 0; c < n_cards; c++)
        if (s->holder[c] == p)
          json_array_add_string_element (holds, card_ids[c]);
      json_object_set_array_member (guest, "holds", holds);
      json_object_set_int_member (guest, "correct", s->correct[p]);
      json_array_add_object_element (guests, guest);
    }
  json_object_set_array_member (o, "guests", guests);
  if (s->card != NOBODY)
    json_object_set_string_member (o, "reading", card_ids[s->card]);
  json_object_set_int_member (o, "still_to_read", n_cards - __builtin_popcount (s->read));
  {
    JsonArray *answered = json_array_new ();

    for (guint c = 0; c < n_cards; c++)
      if (s->answered & (1u << c))
        json_array_add_string_element (answered, card_ids[c]);
    json_object_set_array_member (o, "answered", answered);
  }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, g_steal_pointer (&o));
  return node;
}

static const TmTableRules mixer_table_rules = {
  .game_id = "mixer",
  .state_size = sizeof (MixerTable),
  .kinds = mixer_kinds,
  .prepare = mixer_prepare,
  .init = mixer_init,
  .start_hand = mixer_start_hand,
  .check = mixer_check,
  .apply = mixer_apply,
  .now = mixer_now,
  .finished_hand = mixer_finished_hand,
  .to_json = mixer_to_json,
};

const TmTableRules *
tm_mixer_assistant_rules (void)
{
  return &mixer_table_rules;
}
