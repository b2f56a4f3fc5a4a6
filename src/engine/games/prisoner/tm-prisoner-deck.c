/* tm-prisoner-deck.c: Prisoner's cards, as play reads them from the decks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules know the Free Information cards by what they do: each card's
 * part is found by an op of its effect (data/effects.json), never by its
 * id.  The Escapes, Recaptures, Plots and Foils fill the groups of the
 * rules' layout in the deck's order; the other cards each have a part of
 * their own.  How many of each there are, the places an Escape or Plot
 * needs, which cards stop which, where a card moves a pawn and how many
 * cards it shows or redraws are the deck's, and so is everything about
 * the Village places.  A deck that does not fit gives an error naming
 * its file, card and field.
 */

#include "config.h"

#include <string.h>

#include "tm-game.h"
#include "tm-json-private.h"
#include "tm-play-deck-private.h"

#include "tm-prisoner-deck.h"

#define BIT(p) (1u << (p))

TmPrisonerCards tm_prisoner_deck;

/* The groups of the layout, by the op their cards' effects have. */
static const struct
{
  const char *op;
  guint8      first;
  guint8      size;
  const char *only;      /* the parameter naming the cards it is limited to */
} groups[] = {
  { "escape", TM_PRISONER_FIRST_ESCAPE, TM_PRISONER_N_ESCAPES, NULL },
  { "recapture", TM_PRISONER_FIRST_RECAPTURE, TM_PRISONER_N_RECAPTURES, "only_against" },
  { "plot", TM_PRISONER_FIRST_PLOT, TM_PRISONER_N_PLOTS, "only_foiled_by" },
  { "foil", TM_PRISONER_FIRST_FOIL, TM_PRISONER_N_FOILS, "only_against" },
};

/* The cards with a part of their own: the first row whose op the card's
 * effect has (and whose parameter has the value, if a row names one)
 * gives the card its type, so the more particular rows come first. */
static const struct
{
  guint8      type;
  const char *op;
  const char *param;
  const char *value;
} parts[] = {
  { TM_PRISONER_NUMBER_SIX, "become_number_six" },
  { TM_PRISONER_BUTLER, "complete_escape_or_plot" },
  { TM_PRISONER_NUMBER_TWO, "become_number_two" },
  { TM_PRISONER_NUMBER_ONE, "number_one" },
  { TM_PRISONER_DIVERSION, "move_escape" },
  { TM_PRISONER_PROFESSOR_SELTZMAN, "move_number_two" },
  { TM_PRISONER_APPRECIATION_DAY, "show_cards_to_number_two" },
  { TM_PRISONER_CARNIVAL, "discard_and_redraw", "who", "chosen" },
  { TM_PRISONER_SPEED_LEARN, "discard_and_redraw", "who", "self" },
  { TM_PRISONER_SURVEILLANCE, "discard_seen_card" },
  { TM_PRISONER_THE_GENERAL, "look_at_hand", "count", "0" },
  { TM_PRISONER_ALISON, "look_at_hand" },
  { TM_PRISONER_KOSHO, "exchange_hands" },
  { TM_PRISONER_PULSATOR, "control_next_play" },
  { TM_PRISONER_CURFEW, "end_hand" },
};

/* The op of each part whose "count" is the cards it shows, looks at or
 * redraws. */
static const struct
{
  guint8      type;
  const char *op;
} amounts[] = {
  { TM_PRISONER_APPRECIATION_DAY, "show_cards_to_number_two" },
  { TM_PRISONER_CARNIVAL, "discard_and_redraw" },
  { TM_PRISONER_SPEED_LEARN, "discard_and_redraw" },
  { TM_PRISONER_SURVEILLANCE, "look_at_hand" },
  { TM_PRISONER_ALISON, "look_at_hand" },
};

/**
 * tm_prisoner_cards: (skip)
 *
 * Gets the decks as play knows them, read from the decks' data when the
 * rules were prepared.
 *
 * Returns: the card tables
 */
const TmPrisonerCards *
tm_prisoner_cards (void)
{
  return &tm_prisoner_deck;
}

int
tm_prisoner_card_from_id (const char *id)
{
  for (int i = 0; i < TM_PRISONER_N_TYPES; i++)
    if (g_strcmp0 (id, tm_prisoner_deck.ids[i]) == 0)
      return i;
  return -1;
}

int
tm_prisoner_place_from_id (const char *id)
{
  for (int i = 0; i < TM_PRISONER_N_PLACES; i++)
    if (g_strcmp0 (id, tm_prisoner_deck.place_ids[i]) == 0)
      return i;
  return -1;
}

gboolean
tm_prisoner_is_underground (guint place)
{
  return place < TM_PRISONER_N_PLACES && (tm_prisoner_deck.underground & BIT (place)) != 0;
}

gboolean
tm_prisoner_is_access (guint place)
{
  return place < TM_PRISONER_N_PLACES && (tm_prisoner_deck.access & BIT (place)) != 0;
}

/* Whether two cards may act on each other: each allows the other. */
static gboolean
allowed (guint a,
         guint b)
{
  return ((tm_prisoner_deck.allows[a] >> b) & 1) && ((tm_prisoner_deck.allows[b] >> a) & 1);
}

gboolean
tm_prisoner_recapture_stops (guint recapture,
                             guint escape)
{
  return allowed (recapture, escape);
}

gboolean
tm_prisoner_foil_stops (guint foil,
                        guint plot)
{
  return allowed (foil, plot);
}

/* Whether the op of the card's effect has the parameter with the value
 * (written as text for a number). */
static gboolean
param_is (TmCard     *card,
          const char *op,
          const char *param,
          const char *value)
{
  JsonObject *object = tm_play_card_find_op (card, op);
  gint64 number;

  if (object == NULL)
    return FALSE;
  if (tm_json_member_int (object, param, &number))
    return number == g_ascii_strtoll (value, NULL, 10);
  return g_strcmp0 (tm_json_member_string (object, param), value) == 0;
}

/* The part a card plays: its type, or -1 for one of no part. */
static int
find_part (TmCard *card,
           guint  *group)
{
  *group = G_N_ELEMENTS (groups);
  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    if (tm_play_card_find_op (card, groups[g].op) != NULL)
      {
        *group = g;
        return groups[g].first;
      }
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (tm_play_card_find_op (card, parts[i].op) != NULL &&
        (parts[i].param == NULL || param_is (card, parts[i].op, parts[i].param, parts[i].value)))
      return parts[i].type;
  return -1;
}

/* The id of a type that several cards share: the start their ids have in
 * common, without a dash at its end (number-two-1, number-two-2 …:
 * number-two). */
static char *
shared_id (const char *a,
           const char *b)
{
  gsize n = 0;

  while (a[n] != '\0' && a[n] == b[n])
    n++;
  while (n > 0 && (a[n - 1] == '-' || g_ascii_isdigit (a[n - 1])))
    n--;
  return g_strndup (a, n);
}

/* A list of card ids (a `requires` or an effect's parameter) as bits: of
 * places for @places, else of types from @first to @first + @size. */
static gboolean
read_ids (TmDeck              *deck,
          TmCard              *card,
          const char          *field,
          JsonArray           *array,
          const char * const  *ids,
          guint                first,
          guint                size,
          guint64             *bits,
          GError             **error)
{
  *bits = 0;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      const char *id = json_array_get_string_element (array, i);
      guint k;

      for (k = first; k < first + size; k++)
        if (g_strcmp0 (ids[k], id) == 0)
          break;
      if (k == first + size)
        return tm_play_deck_fail (error, deck, card, field,
                                  "“%s” is not one of the cards it can name", id ? id : "");
      *bits |= G_GUINT64_CONSTANT (1) << k;
    }
  return TRUE;
}

static gboolean
read_places (TmPrisonerCards  *t,
             TmDeck           *village,
             GError          **error)
{
  GListModel *model = G_LIST_MODEL (village);
  guint n = g_list_model_get_n_items (model);
  int centre = -1;

  if (n != TM_PRISONER_N_PLACES)
    return tm_play_deck_fail (error, village, NULL, "cards",
                              "Prisoner's play needs %u Village places, not %u",
                              TM_PRISONER_N_PLACES, n);
  for (guint v = 0; v < n; v++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (model, v);

      if (tm_card_get_count (card) != 1)
        return tm_play_deck_fail (error, village, card, "count",
                                  "each Village place is laid once");
      t->place_ids[v] = (char *) tm_card_get_id (card);
      t->perimeter |= tm_card_get_perimeter (card) ? BIT (v) : 0;
      t->shore |= tm_card_get_shore (card) ? BIT (v) : 0;
      t->underground |= tm_card_get_underground (card) ? BIT (v) : 0;
      t->access |= tm_card_get_underground_access (card) ? BIT (v) : 0;
      if (tm_card_get_centre (card))
        {
          if (centre >= 0)
            return tm_play_deck_fail (error, village, card, "village",
                                      "“%s” is already the centre", t->place_ids[centre]);
          centre = v;
        }
    }
  if (centre < 0)
    return tm_play_deck_fail (error, village, NULL, "village",
                              "one place must be the centre, where the Movement rules start");
  t->centre = centre;
  return TRUE;
}

/* What the card of @type says about its places, its limits, its pawn and
 * its amount. */
static gboolean
read_details (TmPrisonerCards  *t,
              TmDeck           *deck,
              TmCard           *card,
              guint             type,
              guint             group,
              GError          **error)
{
  const char *village;
  guint64 bits;

  if (group < G_N_ELEMENTS (groups) && groups[group].only != NULL)
    {
      JsonObject *op = tm_play_card_find_op (card, groups[group].op);
      JsonArray *only = tm_json_member_array (op, groups[group].only);
      /* Recaptures name Escapes, Plots their Foils, Foils their Plots. */
      guint target = group == 1 ? 0 : group == 2 ? 3 : 2;

      if (!read_ids (deck, card, "effect", only, (const char * const *) t->ids,
                     groups[target].first, groups[target].size, &bits, error))
        return FALSE;
      if (bits != 0)
        t->allows[type] = bits;
    }

  if (group == 0 || group == 2)
    {
      const char * const *requires = tm_card_get_requires (card);

      for (guint i = 0; requires != NULL && requires[i] != NULL; i++)
        {
          guint v;

          for (v = 0; v < TM_PRISONER_N_PLACES; v++)
            if (g_str_equal (requires[i], t->place_ids[v]))
              break;
          if (v == TM_PRISONER_N_PLACES)
            return tm_play_deck_fail (error, deck, card, "requires",
                                      "there is no Village place “%s”", requires[i]);
          t->requires[type] |= BIT (v);
        }
      if (t->requires[type] == 0)
        return tm_play_deck_fail (error, deck, card, "requires",
                                  "an Escape or a Plot needs a Village place");
    }

  if ((village = tm_play_card_get_op_string (card, "move_pawn_to", "village")) != NULL)
    {
      guint v;

      for (v = 0; v < TM_PRISONER_N_PLACES; v++)
        if (g_str_equal (village, t->place_ids[v]))
          break;
      if (v == TM_PRISONER_N_PLACES)
        return tm_play_deck_fail (error, deck, card, "effect",
                                  "there is no Village place “%s”", village);
      t->pawn_to[type] = v;
    }

  for (guint i = 0; i < G_N_ELEMENTS (amounts); i++)
    if (amounts[i].type == type)
      {
        gint64 count;

        if (!tm_play_card_get_op_int (card, amounts[i].op, "count", &count) ||
            count < 1 || count > TM_PRISONER_HAND_SIZE * 2)
          return tm_play_deck_fail (error, deck, card, "effect",
                                    "“%s” must count from 1 to %u cards",
                                    amounts[i].op, TM_PRISONER_HAND_SIZE * 2);
        if (type == TM_PRISONER_SURVEILLANCE && count > TM_PRISONER_MAX_SEEN)
          return tm_play_deck_fail (error, deck, card, "effect",
                                    "Prisoner's play remembers %u cards seen at most",
                                    TM_PRISONER_MAX_SEEN);
        t->amount[type] = count;
      }
  return TRUE;
}

/* The cards of each type while the decks are read. */
typedef struct
{
  GPtrArray *cards[TM_PRISONER_N_TYPES];   /* TmCard */
  guint      group[TM_PRISONER_N_TYPES];
} Reading;

static void
reading_clear (Reading *r)
{
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    g_clear_pointer (&r->cards[c], g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Reading, reading_clear)

/* Each card of the Free Information deck to its type. */
static gboolean
sort_cards (TmPrisonerCards  *t,
            Reading          *r,
            TmDeck           *deck,
            GError          **error)
{
  GListModel *model = G_LIST_MODEL (deck);
  guint filled[G_N_ELEMENTS (groups)] = { 0, };

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (model, i);
      TmCard *first;
      guint group;
      int type = find_part (card, &group);

      if (type < 0)
        return tm_play_deck_fail (error, deck, card, "effect",
                                  "Prisoner's play does not know what this card does");
      if (group < G_N_ELEMENTS (groups))
        {
          if (filled[group] == groups[group].size)
            return tm_play_deck_fail (error, deck, card, "effect",
                                      "Prisoner's play has room for %u cards doing “%s”",
                                      groups[group].size, groups[group].op);
          type += filled[group]++;
        }

      if (r->cards[type] == NULL)
        {
          r->cards[type] = g_ptr_array_new_with_free_func (g_object_unref);
          t->ids[type] = g_strdup (tm_card_get_id (card));
          t->faces[type] = (char *) tm_card_get_id (card);
        }
      else
        {
          char *id = shared_id (t->ids[type], tm_card_get_id (card));

          first = g_ptr_array_index (r->cards[type], 0);
          if (!g_str_equal (tm_card_get_name (first), tm_card_get_name (card)) ||
              !g_str_equal (tm_card_get_kind (first), tm_card_get_kind (card)) || *id == '\0')
            {
              g_free (id);
              return tm_play_deck_fail (error, deck, card, "effect",
                                        "card “%s” already does that; cards that share a part "
                                        "must share a name and the start of their ids",
                                        tm_card_get_id (first));
            }
          g_free (t->ids[type]);
          t->ids[type] = id;
        }
      r->group[type] = group;
      t->counts[type] += tm_card_get_count (card);
      g_ptr_array_add (r->cards[type], g_steal_pointer (&card));
    }

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    if (filled[g] != groups[g].size)
      return tm_play_deck_fail (error, deck, NULL, "cards",
                                "Prisoner's play needs %u cards doing “%s”, not %u",
                                groups[g].size, groups[g].op, filled[g]);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (r->cards[parts[i].type] == NULL)
      return tm_play_deck_fail (error, deck, NULL, "cards",
                                "Prisoner's play needs a card doing “%s”", parts[i].op);
  return TRUE;
}

static gboolean
read_decks (TmPrisonerCards  *t,
            TmGame           *game,
            TmDeck * const   *decks,
            GError          **error)
{
  g_auto(Reading) r = { { NULL, }, };
  guint size = 0;

  memset (t->pawn_to, TM_PRISONER_NONE, sizeof t->pawn_to);
  memset (t->allows, 0xff, sizeof t->allows);
  if (!tm_play_game_fits (game, TM_PRISONER_MAX_PLAYERS, error) ||
      !read_places (t, decks[1], error) ||
      !sort_cards (t, &r, decks[0], error))
    return FALSE;

  /* What each type says, once every id is known. */
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    {
      if (size + t->counts[c] > TM_PRISONER_MAX_CARDS)
        return tm_play_deck_fail (error, decks[0], g_ptr_array_index (r.cards[c], 0), "count",
                                  "Prisoner's play has room for %u cards in all",
                                  TM_PRISONER_MAX_CARDS);
      memset (t->sorted + size, c, t->counts[c]);
      size += t->counts[c];
      for (guint i = 0; i < r.cards[c]->len; i++)
        if (!read_details (t, decks[0], g_ptr_array_index (r.cards[c], i), c, r.group[c], error))
          return FALSE;
    }
  t->deck_size = size;
  if (size < TM_PRISONER_HAND_SIZE * tm_game_get_max_players (game) + 1)
    return tm_play_deck_fail (error, decks[0], NULL, "cards",
                              "%u cards are too few to deal %u hands", size,
                              tm_game_get_max_players (game));
  return TRUE;
}

/**
 * tm_prisoner_prepare: (skip)
 * @game: Prisoner's definition
 * @decks: the Free Information deck and the Village deck
 * @error: return location for a #GError
 *
 * Reads the decks into the rules' tables (TmPrisonerCards).
 *
 * Returns: %TRUE, or %FALSE with @error naming the file, card and field
 *   the rules cannot use
 */
gboolean
tm_prisoner_prepare (TmGame         *game,
                     TmDeck * const *decks,
                     GError        **error)
{
  TmPrisonerCards t = { 0, };

  if (!read_decks (&t, game, decks, error))
    {
      for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
        g_free (t.ids[c]);
      return FALSE;
    }

  /* All is well: the new tables replace the old. */
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    {
      g_free (tm_prisoner_deck.ids[c]);
      g_free (tm_prisoner_deck.faces[c]);
      t.faces[c] = g_strdup (t.faces[c]);
    }
  for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
    {
      g_free (tm_prisoner_deck.place_ids[v]);
      t.place_ids[v] = g_strdup (t.place_ids[v]);
    }
  tm_prisoner_deck = t;
  return TRUE;
}
