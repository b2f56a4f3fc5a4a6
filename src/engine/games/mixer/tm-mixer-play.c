/* tm-mixer-play.c: the traitor-name mixer as a quiz, for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app is the host.  The Traitor cards are dealt to the guests from
 * the host's left; each guest in turn reads one of their cards, and the
 * others answer it one after another from the reader's left (section
 * turn).  A card whose answer the owner entered in their card edits (the
 * answer list of their box, ruling names-and-answers) is answered by
 * naming an answer from that list, and the rules judge it; any other card
 * is answered aloud and the host judges it right or wrong.  The first
 * right answer wins the card; with written guesses every guest answers
 * and each right answer scores; guessing as a group, one answer is given
 * for everyone and no scores are kept.
 *
 * What a guest knows is not a card it has seen, so it is modelled as
 * forgetting: forget() takes the knowledge of the card being read away
 * from a computer guest with a chance set by its strength, and the right
 * answer is then not among the moves its view allows.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-card-edits.h"
#include "tm-game.h"
#include "tm-json-private.h"
#include "tm-play-deck-private.h"
#include "tm-play-private.h"
#include "tm-play-util.h"

#include "tm-mixer-play.h"

#define GAME "Name the Traitor"

/* The options play reads, by their ids in data/games/mixer/game.json, in
 * the order of the TM_MIXER_OPT_ indices. */
static const char * const mixer_options[TM_MIXER_N_OPTIONS] = {
  "written-guesses",
  "group-guessing",
};

/* The deck's Traitor cards, read by mixer_prepare(), and the cards the
 * owner has entered answers for (tm_mixer_play_use_catalogue()), which a
 * game dealt without a setup of its own takes. */
static TmMixerCards cards;
static guint current_answered;

#define HIDDEN(c) ((c) == TM_MIXER_UNKNOWN)
#define HAS_ANSWER(s, c) (((s)->answered >> (c)) & 1u)

/**
 * tm_mixer_cards: (skip)
 *
 * Gets the Traitor cards as play knows them, read from the deck's data
 * when the rules were prepared.
 *
 * Returns: the card tables
 */
const TmMixerCards *
tm_mixer_cards (void)
{
  return &cards;
}

/**
 * tm_mixer_card_from_id: (skip)
 * @id: (nullable): a card id of the deck
 *
 * Returns: the card's number in a state, or -1 for no Traitor card
 */
int
tm_mixer_card_from_id (const char *id)
{
  for (int c = 0; c < cards.n_cards; c++)
    if (g_strcmp0 (id, cards.ids[c]) == 0)
      return c;
  return -1;
}

/**
 * tm_mixer_has_answer: (skip)
 * @state: a state or observation
 * @card: a card's number
 *
 * Whether the owner's answer list held an answer for the card when the
 * game was dealt, so that the card is answered from the list.
 *
 * Returns: %TRUE if the card has an answer
 */
gboolean
tm_mixer_has_answer (const TmMixerState *state,
                     guint               card)
{
  g_return_val_if_fail (card < TM_MIXER_MAX_CARDS, FALSE);
  return HAS_ANSWER (state, card);
}

/**
 * tm_mixer_play_use_catalogue: (skip)
 * @catalogue: a catalogue with the person's card edits laid over it
 * @error: return location for a #GError
 *
 * Notes which Traitor cards have an answer in the owner's card edits
 * (tm_card_edits_get_answer()), for the games dealt from now on.  Saved
 * games keep the cards they were dealt with.
 *
 * Returns: %TRUE, or %FALSE if the rules cannot be prepared
 */
gboolean
tm_mixer_play_use_catalogue (TmCatalogue  *catalogue,
                             GError      **error)
{
  TmCardEdits *edits;
  guint answered = 0;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), FALSE);

  if (tm_play_rules_load ("mixer", error) == NULL)
    return FALSE;
  edits = tm_catalogue_get_card_edits (catalogue);
  for (guint c = 0; edits != NULL && c < cards.n_cards; c++)
    if (tm_card_edits_get_answer (edits, cards.deck_id, cards.ids[c]) != NULL)
      answered |= 1u << c;
  g_atomic_int_set (&current_answered, answered);
  return TRUE;
}

static void
mixer_init (void               *state,
            const TmPlayConfig *config)
{
  TmMixerState *s = state;
  guint8 order[TM_MIXER_MAX_CARDS];
  TmRng rng;

  g_assert (cards.n_cards > 0);   /* prepared */
  memset (s, 0, sizeof *s);
  s->n_players = config->n_players;
  s->n_cards = cards.n_cards;
  s->observer = TM_MIXER_NONE;
  s->written = config->options[TM_MIXER_OPT_WRITTEN] != 0;
  s->group = config->options[TM_MIXER_OPT_GROUP] != 0;
  if (config->setup != NULL && g_bytes_get_size (config->setup) == sizeof s->answered)
    memcpy (&s->answered, g_bytes_get_data (config->setup, NULL), sizeof s->answered);
  else
    s->answered = (guint32) g_atomic_int_get (&current_answered);
  s->answered &= (guint32) ((G_GUINT64_CONSTANT (1) << s->n_cards) - 1);
  s->reading = TM_MIXER_NONE;
  s->forgot_card = TM_MIXER_NONE;
  s->forgot_seat = TM_MIXER_NONE;
  memset (s->winner, TM_MIXER_NONE, sizeof s->winner);
  memset (s->read_order, TM_MIXER_NONE, sizeof s->read_order);
  memset (s->answers, TM_MIXER_NO_ANSWER, sizeof s->answers);

  /* Shuffled, then handed out one at a time from the host's left. */
  for (guint i = 0; i < s->n_cards; i++)
    order[i] = i;
  tm_rng_init (&rng, config->seed);
  tm_play_shuffle_bytes (&rng, order, s->n_cards);
  for (guint i = 0; i < s->n_cards; i++)
    {
      guint p = i % s->n_players;

      s->hand[p][s->n_hand[p]++] = order[i];
      s->holder[order[i]] = p;
    }
}

static int
mixer_current_player (const void *state)
{
  const TmMixerState *s = state;

  return s->game_over ? TM_PLAYER_TERMINAL : s->current;
}

static int
mixer_turn_owner (const void *state)
{
  const TmMixerState *s = state;

  return s->game_over ? TM_PLAYER_TERMINAL : s->reader;
}

static const char *
mixer_stage (const void *state)
{
  const TmMixerState *s = state;

  return s->reading == TM_MIXER_NONE ? "read" : "answer";
}

static inline gboolean
forgot (const TmMixerState *s)
{
  return s->forgot_card == s->reading && s->forgot_seat == s->current;
}

static guint
mixer_legal_moves (const void *state,
                   TmMove     *moves)
{
  const TmMixerState *s = state;
  guint n = 0;

  if (s->game_over)
    return 0;

  if (s->reading == TM_MIXER_NONE)
    {
      for (guint k = 0; k < s->n_hand[s->reader]; k++)
        moves[n++] = (TmMove) { TM_MIXER_MOVE_READ, k, TM_MOVE_NO_TARGET, 0 };
      return n;
    }

  if (HAS_ANSWER (s, s->reading))
    {
      for (guint c = 0; c < s->n_cards; c++)
        if (HAS_ANSWER (s, c) && !(c == s->reading && forgot (s)))
          moves[n++] = (TmMove) { TM_MIXER_MOVE_ANSWER, c, TM_MOVE_NO_TARGET, 0 };
      moves[n++] = (TmMove) { TM_MIXER_MOVE_PASS, 0, TM_MOVE_NO_TARGET, 0 };
      return n;
    }

  if (!forgot (s))
    moves[n++] = (TmMove) { TM_MIXER_MOVE_RIGHT, 0, TM_MOVE_NO_TARGET, 0 };
  moves[n++] = (TmMove) { TM_MIXER_MOVE_WRONG, 0, TM_MOVE_NO_TARGET, 0 };
  return n;
}

static gboolean
mixer_check_move (const void      *state,
                  TmMove           m,
                  TmPlayViolation *v)
{
  const TmMixerState *s = state;

  if (s->game_over)
    return tm_play_violate (v, "end", NULL,
                            N_("Every card has been read and the game is over; no more "
                               "moves can be made."));

  if (m.target != TM_MOVE_NO_TARGET || m.slot != 0 ||
      m.kind < TM_MIXER_MOVE_READ || m.kind > TM_MIXER_MOVE_WRONG ||
      (m.kind != TM_MIXER_MOVE_READ && m.kind != TM_MIXER_MOVE_ANSWER && m.card != 0))
    return tm_play_violate (v, "turn", NULL, N_("That is not a move of the mixer."));

  if (m.kind == TM_MIXER_MOVE_READ)
    {
      if (s->reading != TM_MIXER_NONE)
        return tm_play_violate (v, "turn", "reader-guess",
                                N_("A card is being read: the guests answer it before the "
                                   "next one is read, and its reader does not answer."));
      if (m.card >= s->n_hand[s->reader])
        return tm_play_violate (v, "turn", NULL,
                                N_("The reader has no such card left to read."));
      return TRUE;
    }

  if (s->reading == TM_MIXER_NONE)
    return tm_play_violate (v, "turn", NULL,
                            N_("No card is being read yet: the reader reads one first."));

  if (HAS_ANSWER (s, s->reading))
    {
      if (m.kind == TM_MIXER_MOVE_RIGHT || m.kind == TM_MIXER_MOVE_WRONG)
        return tm_play_violate (v, "turn", "names-and-answers",
                                N_("This card's answer is in your answer list: name an "
                                   "answer from the list, or pass, and the answer is "
                                   "checked against it."));
      if (m.kind == TM_MIXER_MOVE_ANSWER &&
          (m.card >= s->n_cards || !HAS_ANSWER (s, m.card)))
        return tm_play_violate (v, "turn", "names-and-answers",
                                N_("That is not one of the answers in your answer list."));
      if (m.kind == TM_MIXER_MOVE_ANSWER && m.card == s->reading && forgot (s))
        return tm_play_violate (v, "turn", NULL, N_("This guest does not know the answer."));
      return TRUE;
    }

  if (m.kind == TM_MIXER_MOVE_ANSWER || m.kind == TM_MIXER_MOVE_PASS)
    return tm_play_violate (v, "turn", "names-and-answers",
                            N_("This card has no answer in your answer list: the guest "
                               "answers aloud and the host judges the answer right or wrong."));
  if (m.kind == TM_MIXER_MOVE_RIGHT && forgot (s))
    return tm_play_violate (v, "turn", NULL, N_("This guest does not know the answer."));
  return TRUE;
}

/* The next guest after @from who still has a card to read, or NONE. */
static guint8
next_reader (const TmMixerState *s,
             guint               from)
{
  for (guint i = 1; i <= s->n_players; i++)
    {
      guint p = (from + i) % s->n_players;

      if (s->n_hand[p] > 0)
        return p;
    }
  return TM_MIXER_NONE;
}

static void
finish_card (TmMixerState *s,
             guint8        status)
{
  s->status[s->reading] = status;
  s->reading = TM_MIXER_NONE;
  s->forgot_card = s->forgot_seat = TM_MIXER_NONE;
  s->reader = next_reader (s, s->reader);
  if (s->reader == TM_MIXER_NONE)
    {
      s->game_over = 1;
      s->reader = 0;
    }
  s->current = s->reader;
}

static void
mixer_apply_move (void   *state,
                  TmMove  m)
{
  TmMixerState *s = state;
  guint8 card = s->reading;
  gboolean right;
  guint next;

  g_assert (!s->game_over);

  if (m.kind == TM_MIXER_MOVE_READ)
    {
      guint8 *hand = s->hand[s->reader];

      card = hand[m.card];
      memmove (hand + m.card, hand + m.card + 1, s->n_hand[s->reader] - m.card - 1);
      hand[--s->n_hand[s->reader]] = 0;
      s->status[card] = TM_MIXER_READING;
      s->reading = card;
      s->read_order[s->n_read++] = card;
      /* Ruling reader-guess: the answers start at the reader's left. */
      s->current = (s->reader + 1) % s->n_players;
      return;
    }

  switch (m.kind)
    {
    case TM_MIXER_MOVE_ANSWER:
      s->answers[card][s->current] = m.card;
      right = m.card == card;
      break;
    case TM_MIXER_MOVE_PASS:
      s->answers[card][s->current] = TM_MIXER_ANSWER_PASS;
      right = FALSE;
      break;
    case TM_MIXER_MOVE_RIGHT:
      s->answers[card][s->current] = TM_MIXER_ANSWER_RIGHT;
      right = TRUE;
      break;
    default:
      s->answers[card][s->current] = TM_MIXER_ANSWER_WRONG;
      right = FALSE;
      break;
    }

  /* Option group-guessing: one answer for the whole group. */
  if (s->group)
    {
      s->group_right += right;
      finish_card (s, TM_MIXER_DONE);
      return;
    }

  /* Ruling who-wins-a-card: the first right answer takes the card; with
   * written guesses every guest answers and each right answer scores. */
  if (s->written)
    s->right[s->current] += right;
  else if (right)
    {
      s->winner[card] = s->current;
      s->right[s->current]++;
      finish_card (s, TM_MIXER_WON);
      return;
    }

  next = (s->current + 1) % s->n_players;
  if (next == s->reader)
    {
      finish_card (s, s->written ? TM_MIXER_DONE : TM_MIXER_SET_ASIDE);
      return;
    }
  s->current = next;
}

static void
mixer_scores (const void *state,
              int        *scores)
{
  const TmMixerState *s = state;

  /* Option group-guessing keeps no scores: right[] stays 0. */
  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->right[p];
}

static void
mixer_returns (const void *state,
               double     *values)
{
  const TmMixerState *s = state;
  int scores[TM_PLAY_MAX_PLAYERS];

  mixer_scores (s, scores);
  tm_play_share_returns (scores, s->n_players, s->game_over, values);
}

/* The game is one hand: at its end, each guest's cards won (or right
 * written answers), in the terms of the game's scorer (tm-mixer-score.c). */
static gboolean
mixer_finished_hand (const void       *before,
                     TmMove            m,
                     const void       *after,
                     TmPlayHandRecord *hand)
{
  const TmMixerState *b = before, *a = after;

  if (b->game_over || !a->game_over)
    return FALSE;

  mixer_scores (a, hand->points);
  tm_play_hand_one_of_one (hand, a->n_players);
  for (guint p = 0; p < a->n_players; p++)
    hand->entries[p] = tm_play_entry_int ("correct", a->right[p]);
  return TRUE;
}

/* A card answered is a natural place for a search to stop. */
static guint
mixer_episode (const void *state)
{
  const TmMixerState *s = state;

  return s->n_read - (s->reading != TM_MIXER_NONE);
}

static int
mixer_observer (const void *state)
{
  const TmMixerState *s = state;

  return s->observer == TM_MIXER_NONE ? -1 : s->observer;
}

/* Hidden: the cards other guests have not read yet, and so who holds
 * which of them.  Everything said aloud is public. */
static void
mixer_observe (const void *state,
               guint       player,
               void       *observation)
{
  const TmMixerState *s = state;
  TmMixerState *o = observation;

  memcpy (o, s, sizeof *o);
  o->observer = player;
  for (guint q = 0; q < o->n_players; q++)
    if (q != player)
      for (guint k = 0; k < o->n_hand[q]; k++)
        {
          o->holder[o->hand[q][k]] = TM_MIXER_UNKNOWN;
          o->hand[q][k] = TM_MIXER_UNKNOWN;
        }
}

/* A computer guest knows the answer to a card with a chance that grows
 * with its strength (@memory, 0.45 to 1 by difficulty): from about one
 * time in two to six in seven.  The draw is fixed while the card is read,
 * so the guest does not change its mind from one look to the next, and
 * differs from game to game (it depends on the deal's first card and the
 * card's place in the reading), so that no guest is stuck with the same
 * blind spots in every game. */
static void
mixer_forget (void    *observation,
              guint64  memory_seed,
              double   memory)
{
  TmMixerState *o = observation;
  double knows = 0.15 + 0.7 * CLAMP (memory, 0.0, 1.0);

  if (o->reading == TM_MIXER_NONE || o->current != o->observer)
    return;
  if (tm_play_fixed_draw (memory_seed ^ ((guint64) o->read_order[0] << 40) ^
                          ((guint64) o->n_read << 32), o->reading, 0) >= knows)
    {
      o->forgot_card = o->reading;
      o->forgot_seat = o->observer;
    }
}

static void
mixer_sample (const void *observation,
              TmRng      *rng,
              void       *state)
{
  const TmMixerState *o = observation;
  TmMixerState *s = state;
  gboolean placed[TM_MIXER_MAX_CARDS] = { FALSE };
  guint8 unknown[TM_MIXER_MAX_CARDS];
  guint n = 0, k = 0;

  memcpy (s, o, sizeof *s);
  if (o->observer == TM_MIXER_NONE)
    return;

  for (guint c = 0; c < o->n_cards; c++)
    if (o->status[c] != TM_MIXER_UNREAD)
      placed[c] = TRUE;
  for (guint i = 0; i < o->n_hand[o->observer]; i++)
    placed[o->hand[o->observer][i]] = TRUE;
  for (guint c = 0; c < o->n_cards; c++)
    if (!placed[c])
      unknown[n++] = c;
  tm_play_shuffle_bytes (rng, unknown, n);
  for (guint q = 0; q < s->n_players; q++)
    for (guint i = 0; i < s->n_hand[q]; i++)
      if (HIDDEN (s->hand[q][i]))
        {
          s->hand[q][i] = unknown[k++];
          s->holder[s->hand[q][i]] = q;
        }
  g_assert (k == n);
  s->observer = TM_MIXER_NONE;
}

static TmMove
mixer_heuristic (const void *observation,
                 TmRng      *rng)
{
  const TmMixerState *s = observation;
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = mixer_legal_moves (s, moves);
  TmMove candidates[TM_MOVE_MAX_LEGAL];
  guint n_candidates = 0;

  g_assert (n > 0);
  if (s->reading == TM_MIXER_NONE)
    return moves[tm_rng_below (rng, n)];

  /* The answer, when the guest knows it. */
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == TM_MIXER_MOVE_RIGHT ||
        (moves[i].kind == TM_MIXER_MOVE_ANSWER && moves[i].card == s->reading))
      return moves[i];

  /* Otherwise a guess among the answers that may still be right: not
   * those of cards already read, of the guest's own cards, or named
   * wrongly for this card before. */
  for (guint i = 0; i < n; i++)
    {
      guint c = moves[i].card;
      gboolean named = FALSE;

      if (moves[i].kind != TM_MIXER_MOVE_ANSWER || s->status[c] != TM_MIXER_UNREAD ||
          s->holder[c] == s->current)
        continue;
      for (guint q = 0; q < s->n_players; q++)
        named |= s->answers[s->reading][q] == c;
      if (!named)
        candidates[n_candidates++] = moves[i];
    }
  if (n_candidates > 0)
    return candidates[tm_rng_below (rng, n_candidates)];
  return moves[n - 1];   /* pass, or wrong */
}

static gsize
mixer_move_to_string (const void *state,
                      TmMove      m,
                      char       *buf,
                      gsize       len)
{
  switch (m.kind)
    {
    case TM_MIXER_MOVE_READ:
      return (gsize) g_snprintf (buf, len, "read:%u", m.card);
    case TM_MIXER_MOVE_ANSWER:
      if (m.card < cards.n_cards)
        return (gsize) g_snprintf (buf, len, "answer:%s", cards.ids[m.card]);
      return g_strlcpy (buf, "?", len);
    case TM_MIXER_MOVE_PASS:
      return g_strlcpy (buf, "pass", len);
    case TM_MIXER_MOVE_RIGHT:
      return g_strlcpy (buf, "right", len);
    case TM_MIXER_MOVE_WRONG:
      return g_strlcpy (buf, "wrong", len);
    default:
      return g_strlcpy (buf, "?", len);
    }
}

static gboolean
mixer_move_from_string (const void *state,
                        const char *text,
                        TmMove     *m)
{
  TmMove move = { 0, 0, TM_MOVE_NO_TARGET, 0 };
  guint64 k;
  int card;

  if (g_str_equal (text, "pass"))
    move.kind = TM_MIXER_MOVE_PASS;
  else if (g_str_equal (text, "right"))
    move.kind = TM_MIXER_MOVE_RIGHT;
  else if (g_str_equal (text, "wrong"))
    move.kind = TM_MIXER_MOVE_WRONG;
  else if (g_str_has_prefix (text, "read:") &&
           g_ascii_string_to_unsigned (text + 5, 10, 0, TM_MIXER_MAX_CARDS - 1, &k, NULL))
    {
      move.kind = TM_MIXER_MOVE_READ;
      move.card = (guint8) k;
    }
  else if (g_str_has_prefix (text, "answer:") && (card = tm_mixer_card_from_id (text + 7)) >= 0)
    {
      move.kind = TM_MIXER_MOVE_ANSWER;
      move.card = (guint8) card;
    }
  else
    return FALSE;

  *m = move;
  return TRUE;
}

static const char * const status_names[] = { "unread", "reading", "won", "set-aside", "done" };

static void
add_card (JsonArray *array,
          guint8     card)
{
  if (HIDDEN (card))
    json_array_add_string_element (array, "?");
  else
    json_array_add_string_element (array, cards.ids[card]);
}

static JsonNode *
answer_to_json (guint8 answer)
{
  JsonNode *node;

  if (answer == TM_MIXER_NO_ANSWER)
    return json_node_new (JSON_NODE_NULL);
  node = json_node_new (JSON_NODE_VALUE);
  switch (answer)
    {
    case TM_MIXER_ANSWER_PASS:
      json_node_set_string (node, "pass");
      break;
    case TM_MIXER_ANSWER_RIGHT:
      json_node_set_string (node, "right");
      break;
    case TM_MIXER_ANSWER_WRONG:
      json_node_set_string (node, "wrong");
      break;
    default:
      json_node_set_string (node, cards.ids[answer]);
      break;
    }
  return node;
}

static JsonNode *
mixer_to_json (const void *state)
{
  const TmMixerState *s = state;
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *read = json_array_new ();
  JsonArray *right = json_array_new ();
  JsonNode *node;

  if (s->observer != TM_MIXER_NONE)
    json_object_set_int_member (o, "observer", s->observer);
  json_object_set_int_member (o, "reader", s->game_over ? -1 : s->reader);
  json_object_set_int_member (o, "current", s->game_over ? -1 : s->current);
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonArray *hand = json_array_new ();

      for (guint k = 0; k < s->n_hand[p]; k++)
        add_card (hand, s->hand[p][k]);
      json_array_add_array_element (hands, hand);
      json_array_add_int_element (right, s->right[p]);
    }
  json_object_set_array_member (o, "hands", hands);
  for (guint i = 0; i < s->n_read; i++)
    {
      guint8 c = s->read_order[i];
      JsonObject *entry = json_object_new ();
      JsonArray *answers = json_array_new ();

      json_object_set_string_member (entry, "card", cards.ids[c]);
      json_object_set_int_member (entry, "reader", s->holder[c]);
      json_object_set_string_member (entry, "status", status_names[s->status[c]]);
      if (s->winner[c] != TM_MIXER_NONE)
        json_object_set_int_member (entry, "winner", s->winner[c]);
      for (guint p = 0; p < s->n_players; p++)
        json_array_add_element (answers, answer_to_json (s->answers[c][p]));
      json_object_set_array_member (entry, "answers", answers);
      json_array_add_object_element (read, entry);
    }
  json_object_set_array_member (o, "read", read);
  json_object_set_array_member (o, "right", right);
  if (s->group)
    json_object_set_int_member (o, "group_right", s->group_right);
  json_object_set_boolean_member (o, "game_over", s->game_over);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

static int
read_card (JsonNode *node)
{
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return tm_mixer_card_from_id (json_node_get_string (node));
  return -1;
}

static gboolean
read_answer (JsonNode *node,
             guint8   *answer)
{
  const char *text;
  int card;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      *answer = TM_MIXER_NO_ANSWER;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  text = json_node_get_string (node);
  if (g_str_equal (text, "pass"))
    *answer = TM_MIXER_ANSWER_PASS;
  else if (g_str_equal (text, "right"))
    *answer = TM_MIXER_ANSWER_RIGHT;
  else if (g_str_equal (text, "wrong"))
    *answer = TM_MIXER_ANSWER_WRONG;
  else if ((card = tm_mixer_card_from_id (text)) >= 0)
    *answer = card;
  else
    return FALSE;
  return TRUE;
}

/* Reads what was said about one card read, checking it against the
 * rules: who answered, in which order, and what came of it. */
static gboolean
read_entry (TmMixerState  *s,
            JsonObject    *entry,
            gboolean       last,
            guint8         counted[],
            GError       **error)
{
  JsonArray *answers;
  int card, reader;
  const char *status;
  guint n_asked = 0, n_right = 0;
  gint64 winner = TM_MIXER_NONE;
  guint8 st = TM_MIXER_UNREAD;

  card = json_object_has_member (entry, "card") ?
         read_card (json_object_get_member (entry, "card")) : -1;
  if (card < 0 || counted[card]++)
    return tm_play_state_error (error, GAME, "read",
                                _("every card read must be a Traitor card, once"));
  if (!tm_play_read_int (entry, GAME, "reader", 0, s->n_players - 1, &reader, error))
    return FALSE;
  status = tm_json_member_string (entry, "status");
  for (guint i = 0; status != NULL && i < G_N_ELEMENTS (status_names); i++)
    if (g_str_equal (status, status_names[i]))
      st = i;
  if (st == TM_MIXER_UNREAD || (st == TM_MIXER_READING && !last) ||
      ((st == TM_MIXER_DONE) != (s->written || s->group) && st != TM_MIXER_READING))
    return tm_play_state_error (error, GAME, "read", _("a card's status does not fit the rules"));
  if (json_object_has_member (entry, "winner") &&
      (!tm_json_member_int (entry, "winner", &winner) || winner < 0 || winner >= s->n_players))
    return tm_play_state_error (error, GAME, "read", _("the winner must be a seat"));
  answers = tm_json_member_array (entry, "answers");
  if (answers == NULL || json_array_get_length (answers) != s->n_players)
    return tm_play_state_error (error, GAME, "read", _("an answer (or null) is required per seat"));

  s->holder[card] = reader;
  s->status[card] = st;
  s->winner[card] = winner;
  s->read_order[s->n_read++] = card;
  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = (reader + 1 + i) % s->n_players;
      guint8 a;
      gboolean right;

      if (!read_answer (json_array_get_element (answers, p), &a))
        return tm_play_state_error (error, GAME, "read", _("an answer is not one the rules know"));
      s->answers[card][p] = a;
      if (a == TM_MIXER_NO_ANSWER)
        continue;
      /* Answers come in order from the reader's left, never from the
       * reader, and name answers the way the card is answered. */
      if (p == (guint) reader || i != n_asked ||
          (HAS_ANSWER (s, card) ? (a == TM_MIXER_ANSWER_RIGHT || a == TM_MIXER_ANSWER_WRONG ||
                                   (a < TM_MIXER_MAX_CARDS && !HAS_ANSWER (s, a)))
                                : (a == TM_MIXER_ANSWER_PASS || a < TM_MIXER_MAX_CARDS)))
        return tm_play_state_error (error, GAME, "read", _("the answers do not follow the rules"));
      n_asked++;
      right = a == TM_MIXER_ANSWER_RIGHT || a == card;
      n_right += right;
      if (s->written)
        s->right[p] += right;
      if (right && !s->written && !s->group && winner != p)
        return tm_play_state_error (error, GAME, "read", _("the first right answer wins the card"));
    }
  if (s->group)
    s->group_right += n_right;
  if ((st == TM_MIXER_WON) != (winner != TM_MIXER_NONE) ||
      (winner != TM_MIXER_NONE && !(s->answers[card][winner] == TM_MIXER_ANSWER_RIGHT ||
                                    s->answers[card][winner] == card)))
    return tm_play_state_error (error, GAME, "winner",
                                _("the winner must be the guest who was right"));
  if (winner != TM_MIXER_NONE)
    s->right[winner]++;
  if ((st == TM_MIXER_WON && (reader + n_asked) % s->n_players != winner) ||
      (st == TM_MIXER_READING && n_asked >= (s->group ? 1u : s->n_players - 1u)))
    return tm_play_state_error (error, GAME, "read", _("the answers do not follow the rules"));
  if (st != TM_MIXER_READING &&
      (s->group ? n_asked != 1
                : (st == TM_MIXER_WON ? n_right != 1 : n_asked != s->n_players - 1u)))
    return tm_play_state_error (error, GAME, "read", _("the answers do not follow the rules"));
  if (st == TM_MIXER_READING)
    {
      s->reading = card;
      s->current = (reader + 1 + n_asked) % s->n_players;
      if (n_right > 0 && !s->written)
        return tm_play_state_error (error, GAME, "read",
                                    _("a card answered right is not still being read"));
    }
  return TRUE;
}

static gboolean
mixer_from_json (void               *state,
                 const TmPlayConfig *config,
                 JsonObject         *o,
                 GError            **error)
{
  TmMixerState *s = state;
  guint8 counted[TM_MIXER_MAX_CARDS] = { 0 };
  JsonArray *hands, *read, *right;
  int reader, current;

  mixer_init (s, config);
  if (!tm_play_check_full_state (o, GAME, error))
    return FALSE;

  s->game_over = json_object_get_boolean_member_with_default (o, "game_over", FALSE);
  if (!tm_play_read_int (o, GAME, "reader", s->game_over ? -1 : 0,
                         s->game_over ? -1 : s->n_players - 1, &reader, error) ||
      !tm_play_read_int (o, GAME, "current", s->game_over ? -1 : 0,
                         s->game_over ? -1 : s->n_players - 1, &current, error))
    return FALSE;

  hands = tm_json_member_array (o, "hands");
  if (hands == NULL || json_array_get_length (hands) != s->n_players)
    return tm_play_state_error (error, GAME, "hands", _("an array of cards per seat is required"));
  memset (s->hand, 0, sizeof s->hand);
  memset (s->n_hand, 0, sizeof s->n_hand);
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *node = json_array_get_element (hands, p);
      JsonArray *hand = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (hand == NULL || json_array_get_length (hand) > TM_MIXER_MAX_CARDS)
        return tm_play_state_error (error, GAME, "hands",
                                    _("an array of cards per seat is required"));
      for (guint k = 0; k < json_array_get_length (hand); k++)
        {
          int c = read_card (json_array_get_element (hand, k));

          if (c < 0 || counted[c]++)
            return tm_play_state_error (error, GAME, "hands",
                                        _("every card must be somewhere exactly once"));
          s->hand[p][s->n_hand[p]++] = c;
          s->holder[c] = p;
          s->status[c] = TM_MIXER_UNREAD;
        }
    }

  read = tm_json_member_array (o, "read");
  if (read == NULL)
    return tm_play_state_error (error, GAME, "read", _("an array of the cards read is required"));
  memset (s->right, 0, sizeof s->right);
  memset (s->read_order, TM_MIXER_NONE, sizeof s->read_order);
  s->n_read = 0;
  s->reading = TM_MIXER_NONE;
  for (guint i = 0; i < json_array_get_length (read); i++)
    {
      JsonNode *node = json_array_get_element (read, i);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return tm_play_state_error (error, GAME, "read", _("each card read is an object"));
      if (!read_entry (s, json_node_get_object (node), i + 1 == json_array_get_length (read),
                       counted, error))
        return FALSE;
    }
  for (guint c = 0; c < s->n_cards; c++)
    if (counted[c] != 1)
      return tm_play_state_error (error, GAME, "hands",
                                  _("every card must be somewhere exactly once"));

  right = tm_json_member_array (o, "right");
  if (right == NULL || json_array_get_length (right) != s->n_players)
    return tm_play_state_error (error, GAME, "right", _("a count per seat is required"));
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *node = json_array_get_element (right, p);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) != s->right[p])
        return tm_play_state_error (error, GAME, "right", _("the counts do not match the answers"));
    }

  if (s->game_over != (s->n_read == s->n_cards && s->reading == TM_MIXER_NONE))
    return tm_play_state_error (error, GAME, "game_over",
                                _("the game is over once every card is read"));
  if (s->game_over)
    {
      s->reader = s->current = 0;
      return TRUE;
    }
  if (s->reading == TM_MIXER_NONE ? (current != reader || s->n_hand[reader] == 0)
                                  : (int) s->holder[s->reading] != reader || current != s->current)
    return tm_play_state_error (error, GAME, "current", _("it is not that guest's turn"));
  s->reader = reader;
  s->current = current;
  return TRUE;
}

static gboolean
mixer_check_invariants (const void *state,
                        GString    *problems)
{
  const TmMixerState *s = state;
  guint count[TM_MIXER_MAX_CARDS] = { 0 };
  guint won = 0, right = 0;
  gboolean ok = TRUE;

  for (guint p = 0; p < s->n_players; p++)
    for (guint k = 0; k < s->n_hand[p]; k++)
      {
        count[s->hand[p][k]]++;
        if (s->status[s->hand[p][k]] != TM_MIXER_UNREAD || s->holder[s->hand[p][k]] != p)
          {
            g_string_append_printf (problems, "card %u in seat %u's hand is not unread there\n",
                                    s->hand[p][k], p);
            ok = FALSE;
          }
      }
  for (guint i = 0; i < s->n_read; i++)
    count[s->read_order[i]]++;
  for (guint c = 0; c < s->n_cards; c++)
    {
      if (count[c] != 1)
        {
          g_string_append_printf (problems, "card %u is held %u times\n", c, count[c]);
          ok = FALSE;
        }
      won += s->status[c] == TM_MIXER_WON;
      if (s->answers[c][s->holder[c]] != TM_MIXER_NO_ANSWER)
        {
          g_string_append_printf (problems, "card %u was answered by its reader\n", c);
          ok = FALSE;
        }
    }
  for (guint p = 0; p < s->n_players; p++)
    right += s->right[p];
  if (s->group ? right != 0 : (!s->written && right != won))
    {
      g_string_append_printf (problems, "%u right answers counted for %u cards won\n", right, won);
      ok = FALSE;
    }
  if (s->game_over != (s->n_read == s->n_cards && s->reading == TM_MIXER_NONE))
    {
      g_string_append (problems, "the game is over exactly when every card is read\n");
      ok = FALSE;
    }
  if (s->reading != TM_MIXER_NONE && s->current == s->reader)
    {
      g_string_append (problems, "the reader is answering their own card\n");
      ok = FALSE;
    }
  return ok;
}

/* TmPlayRules.setup_to_json: the cards that had an answer in the owner's
 * list when the game was dealt, or NULL for none. */
static JsonNode *
mixer_setup_to_json (const void *state)
{
  const TmMixerState *s = state;
  JsonArray *list;
  JsonNode *node;

  if (s->answered == 0)
    return NULL;
  list = json_array_new ();
  for (guint c = 0; c < s->n_cards; c++)
    if (HAS_ANSWER (s, c))
      json_array_add_string_element (list, cards.ids[c]);
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, list);
  return node;
}

static GBytes *
mixer_setup_from_json (JsonNode  *node,
                       GError   **error)
{
  JsonArray *list = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  guint32 answered = 0;

  if (list == NULL)
    {
      g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                   "field “setup”: an array of the cards with an answer is required");
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      int c = read_card (json_array_get_element (list, i));

      if (c < 0)
        {
          g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE,
                       "field “setup”: entry %u is not a Traitor card", i + 1);
          return NULL;
        }
      answered |= 1u << c;
    }
  return g_bytes_new (&answered, sizeof answered);
}

/* Reads the Traitor cards of the deck (their side is `traitor`). */
static gboolean
mixer_prepare (TmGame         *game,
               TmDeck * const *decks,
               GError        **error)
{
  TmDeck *deck = decks[0];
  GListModel *model = G_LIST_MODEL (deck);
  g_autoptr(GPtrArray) traitors = g_ptr_array_new_with_free_func (g_object_unref);

  if (!tm_play_game_fits (game, TM_MIXER_MAX_PLAYERS, error))
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (model, i);

      if (tm_card_get_side (card) != TM_SIDE_TRAITOR)
        continue;
      if (tm_card_get_count (card) != 1)
        return tm_play_deck_fail (error, deck, card, "count",
                                  "the mixer reads each Traitor card once, so each is one card");
      g_ptr_array_add (traitors, g_steal_pointer (&card));
    }
  if (traitors->len < tm_game_get_max_players (game) || traitors->len > TM_MIXER_MAX_CARDS)
    return tm_play_deck_fail (error, deck, NULL, "cards",
                              "the mixer needs from %u to %u Traitor cards, one for each guest "
                              "at least, not %u",
                              tm_game_get_max_players (game), TM_MIXER_MAX_CARDS, traitors->len);

  for (guint c = 0; c < TM_MIXER_MAX_CARDS; c++)
    g_clear_pointer (&cards.ids[c], g_free);
  g_clear_pointer (&cards.deck_id, g_free);
  cards.deck_id = g_strdup (tm_deck_get_id (deck));
  cards.n_cards = traitors->len;
  for (guint c = 0; c < traitors->len; c++)
    cards.ids[c] = g_strdup (tm_card_get_id (g_ptr_array_index (traitors, c)));
  g_atomic_int_set (&current_answered, 0);
  return TRUE;
}

static const TmPlayRules mixer_rules = {
  .game_id = "mixer",
  .state_size = sizeof (TmMixerState),
  .options = mixer_options,
  .n_options = TM_MIXER_N_OPTIONS,
  .prepare = mixer_prepare,
  .init = mixer_init,
  .current_player = mixer_current_player,
  .legal_moves = mixer_legal_moves,
  .check_move = mixer_check_move,
  .apply_move = mixer_apply_move,
  .returns = mixer_returns,
  .scores = mixer_scores,
  .episode = mixer_episode,
  .observe = mixer_observe,
  .sample = mixer_sample,
  .forget = mixer_forget,
  .heuristic = mixer_heuristic,
  .move_to_string = mixer_move_to_string,
  .move_from_string = mixer_move_from_string,
  .to_json = mixer_to_json,
  .from_json = mixer_from_json,
  .check_invariants = mixer_check_invariants,
  .observer = mixer_observer,
  .turn_owner = mixer_turn_owner,
  .stage = mixer_stage,
  .max_moves = TM_MIXER_MAX_CARDS * TM_MIXER_MAX_PLAYERS,
  .setup_to_json = mixer_setup_to_json,
  .setup_from_json = mixer_setup_from_json,
  .finished_hand = mixer_finished_hand,
};

/**
 * tm_mixer_play_rules: (skip)
 *
 * Returns: the rules of the mixer's quiz
 */
const TmPlayRules *
tm_mixer_play_rules (void)
{
  return &mixer_rules;
}
