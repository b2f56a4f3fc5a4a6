/* tm-gitmo-words.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-gitmo-words.h"

/* The Gitmo table in words, for its labels, prompts, popovers, tooltips,
 * the log and screen readers: a card as the person may have renamed it
 * (“Patriot 7, The Fire Warden”), a spot with its owner (“your run
 * 7–9”, “Ann’s Patriot 7”), what a move takes and where it goes, whose
 * turn it is and what the person is choosing, and a sentence for each
 * move, hint and hand's start.  They read the game's own engine state
 * and ask the table (TmPlayTable) for the seats' names. */

#define NONE TM_GITMO_NONE

/**
 * tm_gitmo_words_number_at:
 * @base: the number of a run's bottom card
 * @steps: how far above it
 *
 * Gets the number of the card @steps above a run's bottom card, 1 after 12.
 *
 * Returns: the number
 */
guint
tm_gitmo_words_number_at (guint base,
                          guint steps)
{
  return (base - 1 + steps) % 12 + 1;
}

/**
 * tm_gitmo_words_spot_index:
 * @s: a Gitmo state
 * @seat: a seat
 * @slot: one of its spots
 *
 * Gets the index of a seat's spot in the state's runs.
 *
 * Returns: the spot
 */
guint
tm_gitmo_words_spot_index (const TmGitmoState *s,
                           guint               seat,
                           guint               slot)
{
  return seat * s->spots + slot;
}

/**
 * tm_gitmo_words_card:
 * @words: the table and the game's cards
 * @card: one of play's cards
 *
 * Gets the deck's card of one of play's cards, as the person may have
 * renamed or rewritten it.
 *
 * Returns: (transfer none) (nullable): the card
 */
TmCard *
tm_gitmo_words_card (TmGitmoWords *words,
                     guint         card)
{
  char id[64];

  if (card == NONE || tm_gitmo_card_to_id (card, id, sizeof id) == 0)
    return NULL;
  for (guint i = 0; i < words->decks->len; i++)
    {
      TmCard *data = tm_play_table_lookup_card (g_ptr_array_index (words->decks, i), id);

      if (data != NULL)
        return data;
    }
  return NULL;
}

/**
 * tm_gitmo_words_card_name:
 * @words: the table and the game's cards
 * @card: one of play's cards
 *
 * Gets a card's name, as the person may have renamed it.
 *
 * Returns: the name, or `?` for an unknown card
 */
const char *
tm_gitmo_words_card_name (TmGitmoWords *words,
                          guint         card)
{
  TmCard *data = tm_gitmo_words_card (words, card);

  return data != NULL ? tm_card_get_name (data) : "?";
}

/**
 * tm_gitmo_words_is_traitor:
 * @s: a Gitmo state
 * @card: one of its numbered cards
 *
 * Gets whether a numbered card is a Traitor.
 *
 * Returns: %TRUE for a Traitor, %FALSE for a Patriot
 */
gboolean
tm_gitmo_words_is_traitor (const TmGitmoState *s,
                           guint               card)
{
  return (s->traitors & tm_gitmo_bit (card)) != 0;
}

/**
 * tm_gitmo_words_card_short:
 * @words: the table and the game's cards
 * @s: a Gitmo state
 * @card: one of its cards
 *
 * Names a card briefly: “Patriot 7”, “Traitor 12”, or a special card's
 * name.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_card_short (TmGitmoWords       *words,
                           const TmGitmoState *s,
                           guint               card)
{
  if (tm_gitmo_is_special (card))
    return g_strdup (tm_gitmo_words_card_name (words, card));
  if (tm_gitmo_words_is_traitor (s, card))
    /* Translators: a Traitor card and its number */
    return g_strdup_printf (_("Traitor %u"), s->number[card]);
  /* Translators: a Patriot card and its number */
  return g_strdup_printf (_("Patriot %u"), s->number[card]);
}

/**
 * tm_gitmo_words_card_long:
 * @words: the table and the game's cards
 * @s: a Gitmo state
 * @card: one of its cards
 *
 * Names a card in full, for screen readers and tooltips: “Patriot 7,
 * The Fire Warden”.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_card_long (TmGitmoWords       *words,
                          const TmGitmoState *s,
                          guint               card)
{
  g_autofree char *label = tm_gitmo_words_card_short (words, s, card);

  if (tm_gitmo_is_special (card))
    return g_steal_pointer (&label);
  /* Translators: a card's kind and number, then its name */
  return g_strdup_printf (_("%s, %s"), label, tm_gitmo_words_card_name (words, card));
}

/**
 * tm_gitmo_words_effect:
 * @s: a Gitmo state
 * @card: one of its special cards
 *
 * Gets what a special card does.
 *
 * Returns: (transfer none): its effect
 */
const TmGitmoEffect *
tm_gitmo_words_effect (const TmGitmoState *s,
                       guint               card)
{
  return &s->effect[card - TM_GITMO_FIRST_SPECIAL];
}

/**
 * tm_gitmo_words_card_with_points:
 * @words: the table and the game's cards
 * @s: a Gitmo state
 * @card: one of its special cards
 *
 * Names a card set aside or to be laid, with its points: “Commendation
 * +5”.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_card_with_points (TmGitmoWords       *words,
                                 const TmGitmoState *s,
                                 guint               card)
{
  int points = tm_gitmo_words_effect (s, card)->points;

  if (points == 0)
    return g_strdup (tm_gitmo_words_card_name (words, card));
  /* Translators: a card's name and the points it is worth, such as “Commendation +5” */
  return g_strdup_printf (_("%s %+d"), tm_gitmo_words_card_name (words, card), points);
}

/* What lies in a spot, without its owner: “run 7–9”, “Patriot 7”,
 * “vacant spot 2”. */
static char *
spot_contents (TmGitmoWords       *words,
               const TmGitmoState *s,
               guint               g)
{
  guint n = s->run_n[g];

  if (n == 0)
    /* Translators: an empty place in front of a player, numbered from 1 */
    return g_strdup_printf (_("vacant spot %u"), g % s->spots + 1);
  if (n == 1)
    return tm_gitmo_words_card_short (words, s, s->run[g][0]);
  /* Translators: a run of cards numbered from its bottom card to its top card */
  return g_strdup_printf (_("run %u–%u"), s->run_base[g],
                          tm_gitmo_words_number_at (s->run_base[g], n - 1));
}

/**
 * tm_gitmo_words_spot:
 * @words: the table and the game's cards
 * @s: a Gitmo state
 * @g: a spot (tm_gitmo_words_spot_index())
 * @mover: the player a sentence is about, or -1
 *
 * Names a spot with its owner: “your run 7–9”, “Computer 1’s Patriot 7”,
 * or in a sentence about what @mover did, “their run 7–9” for their own.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_spot (TmGitmoWords       *words,
                     const TmGitmoState *s,
                     guint               g,
                     int                 mover)
{
  TmPlayTable *table = words->table;
  g_autofree char *what = spot_contents (words, s, g);
  guint seat = g / s->spots;

  if (tm_play_table_seat_is_you (table, seat))
    /* Translators: something in front of the person, such as “your run 7–9” */
    return g_strdup_printf (_("your %s"), what);
  if ((int) seat == mover)
    /* Translators: something in front of the player a sentence is about */
    return g_strdup_printf (_("their %s"), what);
  /* Translators: something in front of a player, such as “Ann’s run 7–9” */
  return g_strdup_printf (_("%s’s %s"), tm_play_table_get_seat_name (table, seat), what);
}

/**
 * tm_gitmo_words_piece:
 * @words: the table and the game's cards
 * @s: a Gitmo state
 * @source: where it is taken from (`TM_GITMO_SOURCE_…`)
 * @seat: the seat of its spot
 * @slot: its spot, or the card set aside
 * @mover: the player a sentence is about, or -1
 *
 * Names what a pick (or a move pointed out) takes: a run, a bottom card,
 * the deck's top card, a card set aside, a card laid on a run.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_piece (TmGitmoWords       *words,
                      const TmGitmoState *s,
                      guint               source,
                      guint               seat,
                      guint               slot,
                      int                 mover)
{
  guint g = seat < s->n_players && slot < s->spots ? tm_gitmo_words_spot_index (s, seat, slot)
                                                   : NONE;

  switch (source)
    {
    case TM_GITMO_SOURCE_DECK:
      if (s->n_deck == 0)
        return g_strdup (_("the deck’s top card"));
      {
        g_autofree char *card = tm_gitmo_words_card_short (words, s, s->deck[s->n_deck - 1]);

        /* Translators: %s is the card, such as “Patriot 7” */
        return g_strdup_printf (_("the deck’s top card, %s"), card);
      }
    case TM_GITMO_SOURCE_ASIDE:
      /* Translators: %s is a card a player set aside, such as “Alliance” */
      return g_strdup_printf (_("the %s set aside"),
                              tm_gitmo_words_card_name (words, TM_GITMO_FIRST_SPECIAL + slot));
    case TM_GITMO_SOURCE_BOTTOM:
      if (g != NONE && s->run_n[g] > 0)
        {
          g_autofree char *card = tm_gitmo_words_card_short (words, s, s->run[g][0]);
          g_autofree char *run = tm_gitmo_words_spot (words, s, g, mover);

          /* Translators: the bottom card (first %s) of a run (second) */
          return g_strdup_printf (_("the bottom card, %s, of %s"), card, run);
        }
      break;
    case TM_GITMO_SOURCE_PLACED:
      if (g != NONE && s->run_placed[g] != NONE)
        {
          g_autofree char *run = tm_gitmo_words_spot (words, s, g, mover);

          /* Translators: a card (first %s) laid on a run (second) */
          return g_strdup_printf (_("the %s on %s"),
                                  tm_gitmo_words_card_name (words, s->run_placed[g]), run);
        }
      break;
    default:
      if (g != NONE)
        return tm_gitmo_words_spot (words, s, g, mover);
      break;
    }
  return g_strdup (_("a card"));
}

/**
 * tm_gitmo_words_destination:
 * @words: the table and the game's cards
 * @s: a Gitmo state
 * @m: a PUT move
 * @mover: the player a sentence is about, or -1
 *
 * Says where a piece goes: “on top of your run 7–9”.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_destination (TmGitmoWords       *words,
                            const TmGitmoState *s,
                            TmMove              m,
                            int                 mover)
{
  guint g = tm_gitmo_words_spot_index (s, m.target, m.slot);
  g_autofree char *where = tm_gitmo_words_spot (words, s, g, mover);

  switch (m.card)
    {
    case TM_GITMO_END_TOP:
      /* Translators: where a card or run goes: on top of a run */
      return g_strdup_printf (_("on top of %s"), where);
    case TM_GITMO_END_BOTTOM:
      /* Translators: where a card or run goes: under a run */
      return g_strdup_printf (_("under %s"), where);
    case TM_GITMO_END_SPOT:
      /* Translators: where a card goes: into an empty spot */
      return g_strdup_printf (_("into %s"), where);
    default:
      /* Translators: where a card is laid: on a run */
      return g_strdup_printf (_("on %s"), where);
    }
}

/**
 * tm_gitmo_words_choice:
 * @words: the table and the game's cards
 * @s: a Gitmo state
 * @m: a legal move
 *
 * Words a choice as a button's label in a popover.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_choice (TmGitmoWords       *words,
                       const TmGitmoState *s,
                       TmMove              m)
{
  guint g = tm_gitmo_words_spot_index (s, m.target, m.slot);
  g_autofree char *piece = NULL;

  switch (m.kind)
    {
    case TM_GITMO_MOVE_PICK:
    case TM_GITMO_MOVE_POINT:
      if (m.card == TM_GITMO_SOURCE_RUN)
        return g_strdup (s->run_n[g] > 1 ? _("Move the whole run") : _("Move this card"));
      if (m.card == TM_GITMO_SOURCE_BOTTOM)
        {
          piece = tm_gitmo_words_card_short (words, s, s->run[g][0]);
          /* Translators: %s is a run's bottom card, such as “Patriot 7” */
          return g_strdup_printf (_("Move its bottom card, %s"), piece);
        }
      if (m.card == TM_GITMO_SOURCE_PLACED)
        /* Translators: %s is a card laid on a run, such as “Trump” */
        return g_strdup_printf (_("Move its %s"),
                                tm_gitmo_words_card_name (words, s->run_placed[g]));
      piece = tm_gitmo_words_piece (words, s, m.card, m.target, m.slot, -1);
      /* Translators: %s is what may be moved, such as “the deck’s top card, Patriot 7” */
      return g_strdup_printf (_("Move %s"), piece);
    case TM_GITMO_MOVE_PUT:
      switch (m.card)
        {
        case TM_GITMO_END_TOP:
          return g_strdup (_("On top"));
        case TM_GITMO_END_BOTTOM:
          return g_strdup (_("Underneath"));
        case TM_GITMO_END_SPOT:
          return g_strdup (_("Into this spot"));
        default:
          return g_strdup (_("Lay it on this run"));
        }
    default:
      return g_strdup (_("Choose this"));
    }
}

/**
 * tm_gitmo_words_turn:
 * @words: the words' table and cards
 * @s: what is shown
 *
 * Says the hand and whose turn it is, above the table.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_turn (TmGitmoWords       *words,
                     const TmGitmoState *s)
{
  TmPlayTable *table = words->table;

  if (s->game_over)
    return g_strdup_printf (_("Hand %u · The game is over"), s->hand_number);
  else if (s->context == TM_GITMO_CONTEXT_FILL)
    /* Translators: the dealer deals and fills the empty spots */
    return g_strdup_printf (_("Hand %u · %s deals"), s->hand_number,
                            tm_play_table_get_seat_name (table, s->dealer));
  else if (tm_play_table_seat_is_you (table, s->turn))
    return g_strdup_printf (s->final_turn ? _("Hand %u · Your last turn")
                                          : _("Hand %u · Your turn"),
                            s->hand_number);
  else
    return g_strdup_printf (s->final_turn ? _("Hand %u · %s’s last turn")
                                          : _("Hand %u · %s’s turn"),
                            s->hand_number, tm_play_table_get_seat_name (table, s->turn));
}

/**
 * tm_gitmo_words_prompt:
 * @words: the words' table and cards
 * @s: what is shown
 * @deciding: whether the person at the screen has a choice to make
 * @only_end: whether ending the turn is their only choice
 *
 * Says what the person is choosing now (what to move, then where it
 * goes; a card to lay; runs to swap; a move to point out or to answer),
 * or what the player deciding is doing.
 *
 * Returns: (transfer full): the text, empty once the game is over
 */
char *
tm_gitmo_words_prompt (TmGitmoWords       *words,
                       const TmGitmoState *s,
                       gboolean            deciding,
                       gboolean            only_end)
{
  TmPlayTable *table = words->table;
  int me = s->observer, decider = s->decider;
  g_autofree char *prompt = NULL;
  g_autofree char *piece = NULL;

  if (s->game_over)
    prompt = g_strdup ("");
  else if (decider != me || !deciding)
    switch (s->phase)
      {
      case TM_GITMO_PHASE_PUT:
        piece = tm_gitmo_words_piece (words, s, s->picked_source, s->picked_seat, s->picked_slot,
                                      decider);
        /* Translators: a player (first %s) is moving something (second) */
        prompt = g_strdup_printf (_("%s is moving %s"),
                                  tm_play_table_get_seat_name (table, decider), piece);
        break;
      case TM_GITMO_PHASE_LAY:
        /* Translators: a player (first %s) lays a card (second) on a run */
        prompt = g_strdup_printf (_("%s is laying %s on a run"),
                                  tm_play_table_get_seat_name (table, decider),
                                  tm_gitmo_words_card_name (words, s->lay_card));
        break;
      case TM_GITMO_PHASE_SWAP:
      case TM_GITMO_PHASE_SWAP_WITH:
        prompt = g_strdup_printf (_("%s is choosing runs to swap"),
                                  tm_play_table_get_seat_name (table, decider));
        break;
      case TM_GITMO_PHASE_HELP:
        /* Translators: a player (first %s) may point out a move to another (second) */
        prompt = g_strdup_printf (_("%s may point out a move to %s"),
                                  tm_play_table_get_seat_name (table, decider),
                                  tm_play_table_get_seat_name (table, s->turn));
        break;
      default:
        prompt = g_strdup_printf (_("Waiting for %s"),
                                  tm_play_table_get_seat_name (table, decider));
        break;
      }
  else
    switch (s->phase)
      {
      case TM_GITMO_PHASE_PUT:
        piece = tm_gitmo_words_piece (words, s, s->picked_source, s->picked_seat, s->picked_slot,
                                      -1);
        /* Translators: %s is what the person picked, such as “Ann’s run 7–9” */
        prompt = g_strdup_printf (_("Where does %s go? Choose a raised spot"), piece);
        break;
      case TM_GITMO_PHASE_LAY:
        /* Translators: %s is a card such as Trump, laid on a run */
        prompt = g_strdup_printf (_("Lay %s on a raised run"),
                                  tm_gitmo_words_card_name (words, s->lay_card));
        break;
      case TM_GITMO_PHASE_SWAP:
        prompt = g_strdup (_("Choose one of your runs to swap"));
        break;
      case TM_GITMO_PHASE_SWAP_WITH:
        piece = tm_gitmo_words_spot (words, s, s->swap_spot, -1);
        /* Translators: %s is the person's run, such as “your run 7–9” */
        prompt = g_strdup_printf (_("Choose the run to swap %s with"), piece);
        break;
      case TM_GITMO_PHASE_HELP:
        prompt = g_strdup_printf (_("%s ended the turn: point out a move they missed, or pass"),
                                  tm_play_table_get_seat_name (table, s->turn));
        break;
      case TM_GITMO_PHASE_ANSWER:
        piece = tm_gitmo_words_piece (words, s, s->pointed_source, s->pointed_seat,
                                      s->pointed_slot, -1);
        /* Translators: a player (first %s) points out a move: what to move (second) */
        prompt = g_strdup_printf (_("%s points out: move %s. Make the move, or decline and end "
                                    "your turn"),
                                  tm_play_table_get_seat_name (table, s->helper != NONE ? s->helper
                                                                                        : s->turn),
                                  piece);
        break;
      default:
        if (only_end)
          prompt = g_strdup (_("Nothing can be moved: end your turn"));
        else
          prompt = g_strdup (_("Choose a raised run, card or the deck to move, or end your turn"));
        break;
      }
  return g_steal_pointer (&prompt);
}

/* Sentences for the log and screen readers */

/* What happened without a choice after a move: cards a player got (drawn
 * from the Special Ops pile, turned up from the deck), the deck running
 * out. */
static void
append_news (TmGitmoWords       *words,
             const TmGitmoState *before,
             const TmGitmoState *after,
             GString            *text)
{
  TmPlayTable *table = words->table;

  if (before->hand_number != after->hand_number)
    return;

  for (guint p = 0; p < after->n_players; p++)
    {
      guint64 got = (after->aside[p] | after->incoming[p]) &
                    ~(before->aside[p] | before->incoming[p]);

      if (after->lay_card != NONE && after->lay_card != before->lay_card && after->decider == p)
        got |= tm_gitmo_bit (after->lay_card - TM_GITMO_FIRST_SPECIAL);
      for (; got != 0; got &= got - 1)
        {
          guint card = TM_GITMO_FIRST_SPECIAL + (guint) __builtin_ctzll (got);
          g_autofree char *what = tm_gitmo_words_card_with_points (words, after, card);

          /* Translators: a player (first %s) got a card (second) */
          g_string_append_printf (text, _(". %s got %s"), tm_play_table_get_seat_name (table, p),
                                  what);
        }
    }
  for (guint64 used = after->so_used & ~before->so_used; used != 0; used &= used - 1)
    {
      guint card = TM_GITMO_FIRST_SPECIAL + (guint) __builtin_ctzll (used);

      /* Translators: a player (first %s) drew a Special Ops card (second) and carried it out */
      g_string_append_printf (text, _(". %s drew %s"),
                              tm_play_table_get_seat_name (table, after->handler),
                              tm_gitmo_words_card_name (words, card));
    }
  if (before->n_deck > 0 && after->n_deck == 0)
    g_string_append (text, _(". The deck is used up"));
}

/**
 * tm_gitmo_words_describe_move:
 * @words: the table and the game's cards
 * @before: the state before the move
 * @after: the state after it
 * @player: who moved
 * @move: the move
 *
 * Says what a player did, and what followed without a choice (cards
 * got, the deck used up, whose turn is next), for the log and screen
 * readers.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_describe_move (TmGitmoWords       *words,
                              const TmGitmoState *before,
                              const TmGitmoState *after,
                              int                 player,
                              const TmMove       *move)
{
  TmPlayTable *table = words->table;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *piece = NULL;
  g_autofree char *where = NULL;
  const char *who = tm_play_table_get_seat_name (table, player);
  TmMove m = *move;
  guint target = tm_gitmo_words_spot_index (before, m.target, m.slot);

  switch (m.kind)
    {
    case TM_GITMO_MOVE_END:
      g_string_printf (text, _("%s ended the turn"), who);
      break;
    case TM_GITMO_MOVE_PICK:
      piece = tm_gitmo_words_piece (words, before, m.card, m.target, m.slot, player);
      /* Translators: a player (first %s) picks up something to move (second) */
      g_string_printf (text, _("%s picked up %s"), who, piece);
      break;
    case TM_GITMO_MOVE_PUT:
      piece = tm_gitmo_words_piece (words, before, before->picked_source, before->picked_seat,
                                    before->picked_slot, player);
      where = tm_gitmo_words_destination (words, before, m, player);
      /* Translators: a player (first %s) moved something (second) somewhere (third) */
      g_string_printf (text, _("%s moved %s %s"), who, piece, where);
      break;
    case TM_GITMO_MOVE_LAY:
      where = tm_gitmo_words_spot (words, before, target, player);
      /* Translators: a player (first %s) laid a card (second) on a run (third) */
      g_string_printf (text, _("%s laid %s on %s"), who,
                       tm_gitmo_words_card_name (words, before->lay_card), where);
      break;
    case TM_GITMO_MOVE_SWAP:
      where = tm_gitmo_words_spot (words, before,
                                   tm_gitmo_words_spot_index (before, player, m.slot), player);
      /* Translators: a player (first %s) chose their run (second) to swap */
      g_string_printf (text, _("%s chose %s to swap"), who, where);
      break;
    case TM_GITMO_MOVE_SWAP_WITH:
      piece = tm_gitmo_words_spot (words, before, before->swap_spot, player);
      where = tm_gitmo_words_spot (words, before, target, player);
      /* Translators: a player (first %s) swapped a run (second) with another (third) */
      g_string_printf (text, _("%s swapped %s with %s"), who, piece, where);
      break;
    case TM_GITMO_MOVE_POINT:
      piece = tm_gitmo_words_piece (words, before, m.card, m.target, m.slot, player);
      /* Translators: a player (first %s) points out to another (second) what to move (third) */
      g_string_printf (text, _("%s pointed out to %s: move %s"), who,
                       tm_play_table_get_seat_name (table, before->turn), piece);
      break;
    case TM_GITMO_MOVE_PASS:
      g_string_printf (text, _("%s pointed out nothing"), who);
      break;
    case TM_GITMO_MOVE_ACCEPT:
      g_string_printf (text, _("%s took up the move pointed out"), who);
      break;
    case TM_GITMO_MOVE_DECLINE:
      g_string_printf (text, _("%s declined the move pointed out and ended the turn"), who);
      break;
    default:
      g_string_printf (text, _("%s moved"), who);
      break;
    }

  append_news (words, before, after, text);
  if (!after->game_over && after->hand_number == before->hand_number &&
      after->context == TM_GITMO_CONTEXT_TURN && after->phase == TM_GITMO_PHASE_PICK &&
      (after->turn != before->turn || before->context != TM_GITMO_CONTEXT_TURN))
    /* Translators: whose turn it is next */
    g_string_append_printf (text, _(". %s to play"),
                            tm_play_table_get_seat_name (table, after->turn));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * tm_gitmo_words_describe_hint:
 * @words: the table and the game's cards
 * @s: what the person sees
 * @move: the move hinted
 *
 * Words a hint for the person: “Hint: move your run 7–9”.
 *
 * Returns: (transfer full): the text
 */
char *
tm_gitmo_words_describe_hint (TmGitmoWords       *words,
                              const TmGitmoState *s,
                              const TmMove       *move)
{
  g_autofree char *piece = NULL;
  g_autofree char *where = NULL;
  TmMove m = *move;

  switch (m.kind)
    {
    case TM_GITMO_MOVE_END:
      return g_strdup (_("Hint: end your turn"));
    case TM_GITMO_MOVE_PICK:
    case TM_GITMO_MOVE_POINT:
      piece = tm_gitmo_words_piece (words, s, m.card, m.target, m.slot, -1);
      return g_strdup_printf (m.kind == TM_GITMO_MOVE_PICK ? _("Hint: move %s")
                                                           : _("Hint: point out %s"), piece);
    case TM_GITMO_MOVE_PUT:
      where = tm_gitmo_words_destination (words, s, m, -1);
      /* Translators: where a hint puts the piece picked, such as “on top of your run 7–9” */
      return g_strdup_printf (_("Hint: put it %s"), where);
    case TM_GITMO_MOVE_LAY:
      where = tm_gitmo_words_spot (words, s, tm_gitmo_words_spot_index (s, m.target, m.slot), -1);
      return g_strdup_printf (_("Hint: lay it on %s"), where);
    case TM_GITMO_MOVE_SWAP:
      where = tm_gitmo_words_spot (words, s, tm_gitmo_words_spot_index (s, s->decider, m.slot), -1);
      return g_strdup_printf (_("Hint: swap %s"), where);
    case TM_GITMO_MOVE_SWAP_WITH:
      where = tm_gitmo_words_spot (words, s, tm_gitmo_words_spot_index (s, m.target, m.slot), -1);
      return g_strdup_printf (_("Hint: swap it with %s"), where);
    case TM_GITMO_MOVE_PASS:
      return g_strdup (_("Hint: pass"));
    case TM_GITMO_MOVE_ACCEPT:
      return g_strdup (_("Hint: make the move pointed out"));
    default:
      return g_strdup (_("Hint: decline the move pointed out"));
    }
}

/**
 * tm_gitmo_words_describe_start:
 * @words: the table and the game's cards
 * @s: what is shown
 *
 * Says how a hand starts (its number, the dealer, who plays first),
 * at the first turn of a hand before anything is moved.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL after the
 *   first move of a hand
 */
char *
tm_gitmo_words_describe_start (TmGitmoWords       *words,
                               const TmGitmoState *s)
{
  TmPlayTable *table = words->table;

  /* The first turn of the hand (maybe after cards dealt were laid),
   * before anything was moved. */
  if (s->game_over || s->turns_in_hand > 1 || s->actions != 0 ||
      s->phase == TM_GITMO_PHASE_PUT || s->phase == TM_GITMO_PHASE_HELP ||
      s->phase == TM_GITMO_PHASE_ANSWER)
    return NULL;
  /* Translators: the start of a hand: its number, the dealer, who plays first */
  return g_strdup_printf (_("Hand %u: %s deals; first to play: %s"), s->hand_number,
                          tm_play_table_get_seat_name (table, s->dealer),
                          tm_play_table_get_seat_name (table, s->turn));
}
