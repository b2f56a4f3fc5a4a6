/* tm-mixer-play.h: the traitor-name mixer as a quiz, for virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal: reached through tm_play_rules_lookup ("mixer"), and by
 * the game's own table in the app (src/app/games/mixer/).
 */

#pragma once

#include "tm-catalogue.h"
#include "tm-play-rules.h"

G_BEGIN_DECLS

/* The cards are the Traitor cards of the game's deck (gitmo-basic.json),
 * read by the rules' prepare(), numbered in the deck's order.  A state has
 * room for TM_MIXER_MAX_CARDS cards and TM_MIXER_MAX_PLAYERS guests. */
#define TM_MIXER_MAX_CARDS   24
#define TM_MIXER_MAX_PLAYERS 24
#define TM_MIXER_NONE        0xff   /* no card, no seat */
#define TM_MIXER_UNKNOWN     0xfe   /* a card or slot the observer cannot know */

enum
{
  TM_MIXER_MOVE_READ = 1,    /* card: one of the reader's unread cards */
  TM_MIXER_MOVE_ANSWER = 2,  /* card: the card whose answer is named */
  TM_MIXER_MOVE_PASS = 3,    /* no answer (a card with an answer) */
  TM_MIXER_MOVE_RIGHT = 4,   /* the host judges the answer right */
  TM_MIXER_MOVE_WRONG = 5,   /* the host judges the answer wrong */
};

/* What is known of a card. */
enum
{
  TM_MIXER_UNREAD = 0,
  TM_MIXER_READING = 1,
  TM_MIXER_WON = 2,          /* a guest won it */
  TM_MIXER_SET_ASIDE = 3,    /* nobody was right */
  TM_MIXER_DONE = 4,         /* read with written or group guesses */
};

/* A guest's answer to a card, in TmMixerState.answers. */
enum
{
  TM_MIXER_NO_ANSWER = 0xff, /* not asked */
  TM_MIXER_ANSWER_PASS = 0xfd,
  TM_MIXER_ANSWER_RIGHT = 0xfc,
  TM_MIXER_ANSWER_WRONG = 0xfb,
  /* below TM_MIXER_MAX_CARDS: the card whose answer was named */
};

enum
{
  TM_MIXER_OPT_WRITTEN,
  TM_MIXER_OPT_GROUP,
  TM_MIXER_N_OPTIONS
};

typedef struct
{
  guint8  n_players;
  guint8  n_cards;
  guint8  observer;                  /* TM_MIXER_NONE: the full state */
  guint8  written;
  guint8  group;
  guint8  game_over;
  guint8  reader;                    /* whose turn it is to read */
  guint8  current;                   /* the seat to move */
  guint8  reading;                   /* the card being read, or NONE */
  guint8  n_read;                    /* cards read so far */
  guint8  group_right;               /* right group answers */
  guint8  forgot_card;               /* forget(): the card the observer */
  guint8  forgot_seat;               /*   cannot answer, or NONE */
  guint32 answered;                  /* a bit per card with an answer */
  guint8  status[TM_MIXER_MAX_CARDS];
  guint8  holder[TM_MIXER_MAX_CARDS];  /* who was dealt it */
  guint8  winner[TM_MIXER_MAX_CARDS];  /* who won it, or NONE */
  guint8  read_order[TM_MIXER_MAX_CARDS];
  guint8  n_hand[TM_MIXER_MAX_PLAYERS];
  guint8  hand[TM_MIXER_MAX_PLAYERS][TM_MIXER_MAX_CARDS];  /* unread, or UNKNOWN */
  guint8  right[TM_MIXER_MAX_PLAYERS]; /* cards won, or right written answers */
  guint8  answers[TM_MIXER_MAX_CARDS][TM_MIXER_MAX_PLAYERS];
} TmMixerState;

/* The Traitor cards as play knows them. */
typedef struct
{
  guint8  n_cards;
  char   *deck_id;
  char   *ids[TM_MIXER_MAX_CARDS];
} TmMixerCards;

const TmPlayRules  *tm_mixer_play_rules         (void);
const TmMixerCards *tm_mixer_cards              (void);
gboolean            tm_mixer_play_use_catalogue (TmCatalogue        *catalogue,
                                                 GError            **error);
int                 tm_mixer_card_from_id       (const char         *id);
gboolean            tm_mixer_has_answer         (const TmMixerState *state,
                                                 guint               card);

G_END_DECLS
