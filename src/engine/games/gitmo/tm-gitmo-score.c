/* tm-gitmo-score.c: the scoring of Gitmo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A player's entry counts the cards in their spots and set aside:
 * Patriots +1, Traitors -1 unless their run holds a card that sends
 * Traitors to Gitmo (Gitmo, Justice, Tribunal, and by our ruling
 * named-special-ops Grand Jury and Scotus), Whistleblower +10, Jesus
 * Saves +12, Special Ops cards as printed.  A round is one deal by every
 * player; the game is an agreed number of rounds and the highest wins.
 * A game played on the computer says its length in its options (rounds,
 * one-hand), and its sheet ends where play ends.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-score-private.h"

#include "tm-gitmo-score.h"

typedef struct
{
  gint64 patriots;
  gint64 traitors;
} GitmoLimits;

/* Cards that may sit on a run (after "", no card; the choices of the
 * runs field), their decks (whose data names them), and whether they clear
 * the run's Traitors. */
#define N_RUN_CHOICES 10
static const char * const run_card_ids[N_RUN_CHOICES * 2 + 1] = {
  "", "gitmo", "justice", "tribunal", "grand-jury", "scotus",
  "trump", "jesus-saves", "truth", "deep-state",
  N_("No card"), "", "", "", "", "", "", "", "", "",
  NULL
};
static const char * const run_card_decks[N_RUN_CHOICES] = {
  "", "gitmo-basic", "gitmo-specialops", "gitmo-specialops", "gitmo-specialops",
  "gitmo-specialops", "gitmo-basic", "gitmo-specialops", "gitmo-specialops", "gitmo-specialops",
};
static const gboolean run_card_clears[N_RUN_CHOICES] = {
  FALSE, TRUE, TRUE, TRUE, TRUE, TRUE, FALSE, FALSE, FALSE, FALSE,
};

static const TmScoreField run_parts[] = {
  { "patriots", TM_SCORE_FIELD_COUNT, N_("Patriots") },
  { "traitors", TM_SCORE_FIELD_COUNT, N_("Traitors") },
  { "card", TM_SCORE_FIELD_CHOICE, N_("Card"),
    .choices = run_card_ids, .choice_decks = run_card_decks },
  { NULL }
};

static const TmScoreField gitmo_entry[] = {
  { "patriots", TM_SCORE_FIELD_COUNT, N_("_Patriots"), N_("Not in a run below: +1 each") },
  { "traitors", TM_SCORE_FIELD_COUNT, N_("_Traitors"), N_("Not in a run below: −1 each") },
  { "cleared_traitors", TM_SCORE_FIELD_COUNT, N_("_Cleared Traitors"),
    N_("A shortcut for runs with a clearing card: 0") },
  { "runs", TM_SCORE_FIELD_RUNS, N_("_Add Run"),
    N_("Each run's Patriots and Traitors, and the card it holds; Gitmo, Justice, "
       "Tribunal, Grand Jury and Scotus clear its Traitors"),
    .parts = run_parts },
  { "whistleblower", TM_SCORE_FIELD_FLAG, N_("_Whistleblower"), N_("+10") },
  { "jesus_saves", TM_SCORE_FIELD_FLAG, N_("_Jesus Saves"), N_("+12") },
  { "special_ops", TM_SCORE_FIELD_CARD_POINTS, N_("Other _Special Ops points"),
    N_("Cards kept that are not picked below, as their printed points"),
    .deck = "gitmo-specialops" },
  { NULL }
};

static const char * const entry_fields[] = {
  "patriots", "traitors", "cleared_traitors", "runs", "whistleblower",
  "jesus_saves", "special_ops", NULL
};

static const char * const run_fields[] = { "patriots", "traitors", "card", NULL };

static guint
gitmo_hands_per_round (guint n_players)
{
  return n_players;
}

/* Everyone deals once in a round, the deal passing to the left: after a
 * dealer was corrected, the deal goes to the next player on the left who
 * has not dealt in this round yet.  A new round starts to the left of its
 * last dealer. */
static guint
gitmo_next_dealer (TmScorer    *scorer,
                   const guint *dealers,
                   guint        n_hands,
                   guint        n_players)
{
  guint last = dealers[n_hands - 1];
  guint in_round = n_hands % n_players;
  g_autofree gboolean *dealt = NULL;

  if (in_round == 0)
    return (last + 1) % n_players;

  dealt = g_new0 (gboolean, n_players);
  for (guint i = n_hands - in_round; i < n_hands; i++)
    dealt[dealers[i]] = TRUE;

  for (guint step = 1; step <= n_players; step++)
    if (!dealt[(last + step) % n_players])
      return (last + step) % n_players;

  /* Unreachable: fewer hands than players in the round. */
  return (last + 1) % n_players;
}

static gpointer
gitmo_prepare (TmScorer  *scorer,
               GError   **error)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), "gitmo-basic", error);
  GitmoLimits *limits;

  if (deck == NULL)
    return NULL;

  limits = g_new0 (GitmoLimits, 1);
  limits->patriots = tm_deck_count_kind (deck, "patriot");
  limits->traitors = tm_deck_count_kind (deck, "traitor");
  return limits;
}

/* A card on a run: its choice, or -1 (also for "", no card). */
static int
find_run_card (const char *id)
{
  for (guint i = 1; i < N_RUN_CHOICES; i++)
    if (g_str_equal (run_card_ids[i], id))
      return (int) i;
  return -1;
}

static gint64
gitmo_field_max (TmScorer   *scorer,
                 gpointer    data,
                 const char *field_id)
{
  GitmoLimits *limits = data;

  if (g_str_equal (field_id, "patriots") || g_str_equal (field_id, "runs"))
    return limits->patriots;
  if (g_str_equal (field_id, "traitors") || g_str_equal (field_id, "cleared_traitors"))
    return limits->traitors;
  return 0;
}

/* What scoring one hand looks up once: the decks (for the cards' names)
 * and the counts of the cards named across the table (id -> count),
 * made when a first card is counted. */
typedef struct
{
  TmDeck     *basic;
  TmDeck     *special;
  GHashTable *basic_used;
  GHashTable *special_used;
} Tally;

static void
tally_clear (Tally *tally)
{
  g_clear_pointer (&tally->basic_used, g_hash_table_unref);
  g_clear_pointer (&tally->special_used, g_hash_table_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Tally, tally_clear)

static void
count_card (GHashTable **used,
            const char  *id)
{
  if (*used == NULL)
    *used = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (*used, (gpointer) id,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (*used, id)) + 1));
}

static const char *
card_name (TmDeck     *deck,
           const char *card_id)
{
  TmCard *card = deck != NULL ? tm_deck_lookup_card (deck, card_id) : NULL;

  return card != NULL ? tm_card_get_name (card) : card_id;
}

static const char *
plural (gint64      n,
        const char *one,
        const char *many)
{
  return n == 1 ? one : many;
}

/* The members of an entry, in the order of entry_fields, and of a run. */
enum { PATRIOTS, TRAITORS, CLEARED, RUNS, WHISTLEBLOWER, JESUS_SAVES, SPECIAL_OPS, N_MEMBERS };
enum { RUN_PATRIOTS, RUN_TRAITORS, RUN_CARD, N_RUN_MEMBERS };
G_STATIC_ASSERT (G_N_ELEMENTS (entry_fields) == N_MEMBERS + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (run_fields) == N_RUN_MEMBERS + 1);

/* Scores one run of an entry; *@jesus_on_run is set when it holds Jesus
 * Saves. */
static gboolean
score_run (const TmScoreValue *run,
           const char   *who,
           guint         index,
           guint         player,
           TmHandScore  *score,
           Tally        *tally,
           gint64       *patriots_out,
           gint64       *traitors_out,
           gboolean     *jesus_on_run,
           GError      **error)
{
  const TmScoreValue *values[N_RUN_MEMBERS];
  g_autofree char *long_who = NULL;
  char who_buffer[256];
  const char *run_who = who_buffer;
  gint64 run_patriots, run_traitors;
  gboolean ok;
  int card = -1;

  if ((gsize) g_snprintf (who_buffer, sizeof who_buffer, "%s: run %u", who, index + 1) >=
      sizeof who_buffer)
    run_who = long_who = g_strdup_printf ("%s: run %u", who, index + 1);

  if (!_tm_score_read_fields (run, run_fields, run_who, values, error))
    return FALSE;
  ok = _tm_score_count_value (values[RUN_PATRIOTS], "patriots", 1000, run_who, &run_patriots,
                              error) &&
       _tm_score_count_value (values[RUN_TRAITORS], "traitors", 1000, run_who, &run_traitors,
                              error);
  if (ok && values[RUN_CARD] != NULL)
    {
      if (values[RUN_CARD]->type == TM_SCORE_VALUE_TEXT)
        card = find_run_card (values[RUN_CARD]->text);

      if (card < 0)
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: field “card”: must be one of gitmo, trump, justice, "
                       "tribunal, grand-jury, scotus, jesus-saves, truth, deep-state",
                       run_who);
          ok = FALSE;
        }
      else if (g_str_equal (run_card_decks[card], "gitmo-basic"))
        count_card (&tally->basic_used, run_card_ids[card]);
      else
        count_card (&tally->special_used, run_card_ids[card]);
    }
  if (!ok)
    return FALSE;

  *patriots_out += run_patriots;
  *traitors_out += run_traitors;

  if (run_patriots > 0)
    _tm_hand_score_add (score, player, run_patriots, "%" G_GINT64_FORMAT " %s in run %u",
                        run_patriots, plural (run_patriots, "Patriot", "Patriots"), index + 1);
  if (run_traitors > 0 && card >= 0 && run_card_clears[card])
    _tm_hand_score_add (score, player, 0, "%" G_GINT64_FORMAT " %s in run %u with %s",
                        run_traitors, plural (run_traitors, "Traitor", "Traitors"), index + 1,
                        card_name (g_str_equal (run_card_decks[card], "gitmo-basic")
                                   ? tally->basic : tally->special, run_card_ids[card]));
  else if (run_traitors > 0)
    _tm_hand_score_add (score, player, -run_traitors, "%" G_GINT64_FORMAT " %s in run %u",
                        run_traitors, plural (run_traitors, "Traitor", "Traitors"), index + 1);

  if (card >= 0 && g_str_equal (run_card_ids[card], "jesus-saves"))
    *jesus_on_run = TRUE;
  return TRUE;
}

/* The Special Ops cards kept, as card ids or as points: every item is
 * read (and its card counted) before any line is made, so that a wrong
 * item is reported first. */
static gboolean
score_special_ops (TmScorer           *scorer,
                   const TmScoreValue *list,
                   const char   *who,
                   guint         player,
                   TmHandScore  *score,
                   Tally        *tally,
                   GError      **error)
{
  const TmScoreField *field = &gitmo_entry[SPECIAL_OPS];
  const char *jesus_saves = card_name (tally->special, "jesus-saves");
  gsize n = list->n;

  if (tally->special == NULL &&
      tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), field->deck, error) == NULL)
    return FALSE;

  for (guint pass = 0; pass < 2; pass++)
    for (gsize i = 0; i < n; i++)
      {
        const char *label;
        TmCard *card;
        gint64 points;

        if (!_tm_score_card_points_item (field, tally->special, &list->items[i], i, who, &points,
                                         &label, &card, error))
          return FALSE;
        if (pass == 0)
          {
            if (card != NULL)
              count_card (&tally->special_used, tm_card_get_id (card));
            continue;
          }

        /* Jesus Saves is scored above, whichever way it was listed. */
        if (g_str_equal (label, jesus_saves))
          {
            g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                         "%s: list Jesus Saves in “jesus_saves” or on its run, "
                         "not in “special_ops”", who);
            return FALSE;
          }
        _tm_hand_score_add_label (score, player, points, label);
      }

  return TRUE;
}

/* Scores one entry into @score, read member by member once.  Adds to the
 * table's counts of Patriots, Traitors and named cards. */
static gboolean
score_members (TmScorer            *scorer,
               const TmScoreValue **values,
               const char   *who,
               guint         player,
               TmHandScore  *score,
               Tally        *tally,
               gint64       *patriots_out,
               gint64       *traitors_out,
               GError      **error)
{
  gint64 patriots, traitors, cleared;
  gboolean whistleblower, jesus_saves;
  gboolean jesus_on_run = FALSE;
  const TmScoreValue *runs = values[RUNS];

  if (!_tm_score_count_value (values[PATRIOTS], "patriots", 1000, who, &patriots, error) ||
      !_tm_score_count_value (values[TRAITORS], "traitors", 1000, who, &traitors, error) ||
      !_tm_score_count_value (values[CLEARED], "cleared_traitors", 1000, who, &cleared,
                              error) ||
      !_tm_score_bool_value (values[WHISTLEBLOWER], "whistleblower", who, &whistleblower,
                             error) ||
      !_tm_score_bool_value (values[JESUS_SAVES], "jesus_saves", who, &jesus_saves, error))
    return FALSE;

  if (patriots > 0)
    _tm_hand_score_add (score, player, patriots, "%" G_GINT64_FORMAT " %s",
                        patriots, plural (patriots, "Patriot", "Patriots"));
  if (traitors > 0)
    _tm_hand_score_add (score, player, -traitors, "%" G_GINT64_FORMAT " %s",
                        traitors, plural (traitors, "Traitor", "Traitors"));
  if (cleared > 0)
    _tm_hand_score_add (score, player, 0, "%" G_GINT64_FORMAT " %s sent to Gitmo",
                        cleared, plural (cleared, "Traitor", "Traitors"));

  *patriots_out += patriots;
  *traitors_out += traitors + cleared;

  if (runs != NULL && runs->type == TM_SCORE_VALUE_LIST)
    {
      for (guint i = 0; i < runs->n; i++)
        if (!score_run (&runs->items[i], who, i, player, score, tally, patriots_out,
                        traitors_out, &jesus_on_run, error))
          return FALSE;
    }

  if (jesus_saves && jesus_on_run)
    {
      g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                   "%s: Jesus Saves is listed both on a run and in “jesus_saves”; "
                   "list it once", who);
      return FALSE;
    }

  if (whistleblower)
    {
      count_card (&tally->basic_used, "whistleblower");
      _tm_hand_score_add_label (score, player, 10, card_name (tally->basic, "whistleblower"));
    }

  if (jesus_saves)
    count_card (&tally->special_used, "jesus-saves");
  if (jesus_saves || jesus_on_run)
    _tm_hand_score_add_label (score, player, 12, card_name (tally->special, "jesus-saves"));

  if (values[SPECIAL_OPS] != NULL && values[SPECIAL_OPS]->type == TM_SCORE_VALUE_LIST)
    return score_special_ops (scorer, values[SPECIAL_OPS], who, player, score, tally, error);

  return TRUE;
}

static gboolean
score_entry (TmScorer           *scorer,
             const TmScoreValue *entry,
             const char   *who,
             guint         player,
             TmHandScore  *score,
             Tally        *tally,
             gint64       *patriots_out,
             gint64       *traitors_out,
             GError      **error)
{
  const TmScoreValue *values[N_MEMBERS];

  if (!_tm_score_read_fields (entry, entry_fields, who, values, error))
    return FALSE;
  return score_members (scorer, values, who, player, score, tally, patriots_out, traitors_out,
                        error);
}

/* No card named more often than the deck has it (a deck that is missing
 * fails, as when something was counted). */
static gboolean
check_counts (TmScorer    *scorer,
              TmDeck      *deck,
              const char  *deck_id,
              GHashTable  *used,
              GError     **error)
{
  if (used != NULL)
    return _tm_score_check_card_counts (scorer, deck_id, used, error);
  return deck != NULL ||
         tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), deck_id, error) != NULL;
}

static gboolean
gitmo_score (TmScorer                   *scorer,
             gpointer                    data,
             const TmScoreValue         *outcome,
             const TmScoreValue * const *entries,
             TmHandScore                *score,
             GError                    **error)
{
  GitmoLimits *limits = data;
  TmCatalogue *catalogue = _tm_scorer_get_catalogue (scorer);
  g_auto(Tally) tally = {
    .basic = tm_catalogue_get_deck (catalogue, "gitmo-basic", NULL),
    .special = tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL),
  };
  gint64 patriots = 0, traitors = 0;
  guint n = tm_scorer_get_n_players (scorer);

  for (guint p = 0; p < n; p++)
    {
      if (entries[p] == NULL)
        {
          _tm_hand_score_set_unknown (score, p);
          continue;
        }

      if (!score_entry (scorer, entries[p], tm_scorer_get_player_name (scorer, p), p, score,
                        &tally, &patriots, &traitors, error))
        return FALSE;
    }

  return _tm_score_check_total (patriots, limits->patriots, "Patriots", error) &&
         _tm_score_check_total (traitors, limits->traitors, "Traitors", error) &&
         check_counts (scorer, tally.basic, "gitmo-basic", tally.basic_used, error) &&
         check_counts (scorer, tally.special, "gitmo-specialops", tally.special_used, error);
}

/* The agreed rounds, or as many as the game on the computer was played
 * with (option rounds, which a score sheet leaves at its default); with
 * the option one-hand, a single hand. */
static gboolean
gitmo_is_over (TmScorer           *scorer,
               TmHandScore * const *hands,
               guint               n_hands,
               const guint        *side_of,
               TmStandings        *standings)
{
  guint rounds = tm_scorer_get_rounds (scorer);
  gint64 played = _tm_scorer_option_number (scorer, "rounds");

  if (_tm_scorer_option_enabled (scorer, "one-hand"))
    return standings->n_hands >= 1;
  if (rounds == 0)
    return FALSE;
  return standings->n_hands >= MAX (rounds, (guint) MAX (played, 1)) *
                               gitmo_hands_per_round (tm_scorer_get_n_players (scorer));
}

static const TmScoreRules gitmo_rules = {
  .game_id = "gitmo",
  .decks = (const char * const[]) { "gitmo-basic", "gitmo-specialops", NULL },
  .hands_per_round = gitmo_hands_per_round,
  .next_dealer = gitmo_next_dealer,
  .default_rounds = 1,
  .entry_fields = gitmo_entry,
  .field_max = gitmo_field_max,
  .prepare = gitmo_prepare,
  .free_data = g_free,
  .score = gitmo_score,
  .is_over = gitmo_is_over,
};

/**
 * tm_gitmo_score_get_rules:
 *
 * Gets the scoring of Gitmo, for its module.
 *
 * Returns: (transfer none): the scoring
 */
const TmScoreRules *
tm_gitmo_score_get_rules (void)
{
  return &gitmo_rules;
}
