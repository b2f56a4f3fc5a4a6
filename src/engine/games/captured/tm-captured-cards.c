/* tm-captured-cards.c: the cards of Captured as play knows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Read when the rules are prepared: the Board deck and the Patriot deck
 * are the table procedure's stocks (data/games/captured/table.json), the
 * ring's size its set-up, and what each card does its effect.
 */

#include "config.h"

#include "tm-game.h"
#include "tm-game-module.h"
#include "tm-play-deck-private.h"
#include "tm-table-procedure.h"

#include "tm-captured-play-private.h"

TmCapturedCards tm_captured_card_table;

/**
 * tm_captured_cards: (skip)
 *
 * Gets the cards as play knows them, read from the decks and the table
 * procedure when the rules were prepared.
 *
 * Returns: the card tables
 */
const TmCapturedCards *
tm_captured_cards (void)
{
  return &cards;
}

static gboolean
add_type (TmCapturedCards  *t,
          TmCard           *card,
          TmDeck * const   *decks,
          gboolean          option_only,
          GError          **error)
{
  TmDeck *deck = NULL;
  gint64 draw = 0;
  guint first = t->n_cards;

  for (guint d = 0; decks[d] != NULL; d++)
    if (g_str_equal (tm_deck_get_id (decks[d]), tm_card_get_deck_id (card)))
      deck = decks[d];
  g_assert (deck != NULL);
  if (t->n_cards + tm_card_get_count (card) > TM_CAPTURED_MAX_CARDS)
    return tm_play_deck_fail (error, deck, card, "count",
                              "Captured's Board deck has room for %u cards",
                              TM_CAPTURED_MAX_CARDS);

  for (guint k = 0; k < tm_card_get_count (card); k++)
    {
      guint c = t->n_cards++;

      t->ids[c] = k == 0 ? g_strdup (tm_card_get_id (card))
                         : g_strdup_printf ("%s#%u", tm_card_get_id (card), k + 1);
      t->card_ids[c] = g_strdup (tm_card_get_id (card));
      t->type[c] = first;
      t->points[c] = CLAMP (tm_card_get_points (card), G_MININT8, G_MAXINT8);
      t->traitor[c] = tm_card_get_side (card) == TM_SIDE_TRAITOR;
      /* What the scorer counts apart: the Whistleblower (a basic card
       * set aside for its points) and, with the option, the Trump. */
      t->whistleblower[c] = deck == decks[0] && !t->traitor[c] &&
                            tm_play_card_find_op (card, "set_aside_for_bonus") != NULL;
      t->trump[c] = deck == decks[0] && option_only &&
                    tm_play_card_find_op (card, "protect_run") != NULL;
      t->special_ops[c] = deck != decks[0];
      t->lose_turn[c] = tm_play_card_find_op (card, "lose_turn") != NULL;
      t->skip_next[c] = tm_play_card_find_op (card, "skip_next_player") != NULL;
      t->extra_turn[c] = tm_play_card_find_op (card, "extra_turn") != NULL;
      if (tm_play_card_get_op_int (card, "draw_special_ops", "count", &draw))
        t->draw[c] = CLAMP (draw, 0, TM_CAPTURED_MAX_GOT);
    }

  if (deck == decks[0] && !t->traitor[first] && !t->whistleblower[first] && !t->trump[first])
    return tm_play_deck_fail (error, deck, card, "effect",
                              "Captured's scoring knows no such basic card in the Board deck");
  if ((t->whistleblower[first] || t->trump[first]) && tm_card_get_count (card) != 1)
    return tm_play_deck_fail (error, deck, card, "count",
                              "Captured's scoring counts one %s",
                              t->trump[first] ? "Trump" : "Whistleblower");
  return TRUE;
}

static void
clear_cards (TmCapturedCards *t)
{
  for (guint c = 0; c < TM_CAPTURED_MAX_CARDS; c++)
    {
      g_clear_pointer (&t->ids[c], g_free);
      g_clear_pointer (&t->card_ids[c], g_free);
    }
  for (guint k = 0; k < TM_CAPTURED_MAX_PATRIOTS; k++)
    g_clear_pointer (&t->patriot_ids[k], g_free);
}

static GVariant *
trump_option (gboolean on)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert (&dict, "keep-trump", "b", on);
  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

static gboolean
in_list (GPtrArray *list,
         TmCard    *card)
{
  for (guint i = 0; i < list->len; i++)
    if (g_ptr_array_index (list, i) == card)
      return TRUE;
  return FALSE;
}

/* The Board deck and the Patriot deck are the table procedure's stocks,
 * and the ring's size its set-up, so play deals what the rules text and
 * the table assistant describe. */
gboolean
tm_captured_cards_prepare (TmGame         *game,
                           TmDeck * const *decks,
                           GError        **error)
{
  g_autofree char *path = tm_game_module_dup_resource_path (tm_game_module_lookup ("captured"),
                                                            "table.json");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TmTableProcedure) procedure = NULL;
  g_autoptr(GVariant) without = trump_option (FALSE);
  g_autoptr(GVariant) with = trump_option (TRUE);
  g_autoptr(GPtrArray) base = NULL, all = NULL, patriots = NULL;
  TmCapturedCards t = { 0 };
  TmDeck *basic = decks[0];
  guint types = 0;

  if (!tm_play_game_fits (game, TM_CAPTURED_MAX_PLAYERS, error))
    return FALSE;
  if ((bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error)) == NULL ||
      (procedure = tm_table_procedure_new_from_bytes (bytes, "data/games/captured/table.json",
                                                      game, decks, error)) == NULL)
    return FALSE;
  base = tm_table_procedure_list_stock (procedure, "board", without);
  all = tm_table_procedure_list_stock (procedure, "board", with);
  patriots = tm_table_procedure_list_stock (procedure, "patriots", without);
  g_assert (base != NULL && all != NULL && patriots != NULL);

  for (guint i = 0; i < base->len; i++)
    if (!add_type (&t, g_ptr_array_index (base, i), decks, FALSE, error))
      goto fail;
  t.n_base = t.n_cards;
  for (guint i = 0; i < all->len; i++)
    if (!in_list (base, g_ptr_array_index (all, i)) &&
        !add_type (&t, g_ptr_array_index (all, i), decks, TRUE, error))
      goto fail;
  for (guint c = 0; c < t.n_cards; c++)
    types += t.type[c] == c;
  if (types >= TM_MOVE_MAX_LEGAL)
    {
      tm_play_deck_fail (error, basic, NULL, "cards",
                         "Captured has room for %u different Board cards", TM_MOVE_MAX_LEGAL - 1);
      goto fail;
    }

  for (guint i = 0; i < patriots->len; i++)
    {
      TmCard *card = g_ptr_array_index (patriots, i);

      if (tm_card_get_number (card) == 0 ||
          t.n_patriots + tm_card_get_count (card) > TM_CAPTURED_MAX_PATRIOTS)
        {
          tm_play_deck_fail (error, basic, card, tm_card_get_number (card) ? "count" : "number",
                             "Captured needs numbered Patriot cards, %u at most",
                             TM_CAPTURED_MAX_PATRIOTS);
          goto fail;
        }
      for (guint k = 0; k < tm_card_get_count (card); k++)
        {
          t.patriot_ids[t.n_patriots] = k == 0 ? g_strdup (tm_card_get_id (card))
                                               : g_strdup_printf ("%s#%u", tm_card_get_id (card),
                                                                  k + 1);
          t.patriot_number[t.n_patriots++] = tm_card_get_number (card);
        }
    }
  if (t.n_patriots <= tm_game_get_max_players (game))
    {
      tm_play_deck_fail (error, basic, NULL, "cards",
                         "Captured needs more Patriot cards than players");
      goto fail;
    }

  for (guint n = tm_game_get_min_players (game); n <= tm_game_get_max_players (game); n++)
    {
      g_autoptr(TmTableSetup) setup = tm_table_procedure_get_setup (procedure, n, without, error);
      TmTableStep *ring = setup != NULL ? tm_table_setup_lookup_step (setup, "board") : NULL;

      if (setup == NULL)
        goto fail;
      if (ring == NULL || tm_table_step_get_count (ring) == 0 ||
          tm_table_step_get_count (ring) > TM_CAPTURED_MAX_SPACES ||
          tm_table_step_get_count (ring) >= t.n_base)
        {
          tm_play_deck_fail (error, basic, NULL, "cards",
                             "Captured's ring needs from 1 to %u spaces and a Board deck "
                             "bigger than it", TM_CAPTURED_MAX_SPACES);
          goto fail;
        }
      t.ring_size[n] = tm_table_step_get_count (ring);
    }

  clear_cards (&cards);
  cards = t;
  return TRUE;

fail:
  clear_cards (&t);
  return FALSE;
}
