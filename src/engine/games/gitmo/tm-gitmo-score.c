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

static void
count_card (GHashTable *used,
            const char *id)
{
  g_hash_table_insert (used, (gpointer) id,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (used, id)) + 1));
}

static const char *
card_name (TmScorer   *scorer,
           const char *deck_id,
           const char *card_id)
{
  TmDeck *deck = tm_catalogue_get_deck (_tm_scorer_get_catalogue (scorer), deck_id, NULL);
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

/* Scores one entry into @score (NULL: only check it).  Adds to the table's
 * counts of Patriots, Traitors and named cards. */
static gboolean
score_entry (TmScorer     *scorer,
             GVariant     *entry,
             const char   *who,
             guint         player,
             TmHandScore  *score,
             gint64       *patriots_out,
             gint64       *traitors_out,
             GHashTable   *basic_used,
             GHashTable   *special_used,
             GError      **error)
{
  g_autoptr(GArray) ops_points = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) ops_labels = g_ptr_array_new_with_free_func (g_free);
  gint64 patriots, traitors, cleared;
  gboolean whistleblower, jesus_saves;
  gboolean jesus_on_run = FALSE;
  g_autoptr(GVariant) runs = NULL;

  if (!_tm_score_check_fields (entry, entry_fields, who, error) ||
      !_tm_score_get_count (entry, "patriots", 1000, who, &patriots, error) ||
      !_tm_score_get_count (entry, "traitors", 1000, who, &traitors, error) ||
      !_tm_score_get_count (entry, "cleared_traitors", 1000, who, &cleared, error) ||
      !_tm_score_get_bool (entry, "whistleblower", who, &whistleblower, error) ||
      !_tm_score_get_bool (entry, "jesus_saves", who, &jesus_saves, error))
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

  runs = g_variant_lookup_value (entry, "runs", G_VARIANT_TYPE ("aa{sv}"));
  if (runs != NULL)
    {
      for (guint i = 0; i < g_variant_n_children (runs); i++)
        {
          g_autoptr(GVariant) run = g_variant_get_child_value (runs, i);
          g_autoptr(GVariant) card_value = NULL;
          g_autofree char *run_who = g_strdup_printf ("%s: run %u", who, i + 1);
          gint64 run_patriots, run_traitors;
          int card = -1;

          if (!_tm_score_check_fields (run, run_fields, run_who, error) ||
              !_tm_score_get_count (run, "patriots", 1000, run_who, &run_patriots, error) ||
              !_tm_score_get_count (run, "traitors", 1000, run_who, &run_traitors, error))
            return FALSE;

          card_value = g_variant_lookup_value (run, "card", NULL);
          if (card_value != NULL)
            {
              if (g_variant_is_of_type (card_value, G_VARIANT_TYPE_STRING))
                card = find_run_card (g_variant_get_string (card_value, NULL));

              if (card < 0)
                {
                  g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                               "%s: field “card”: must be one of gitmo, trump, justice, "
                               "tribunal, grand-jury, scotus, jesus-saves, truth, deep-state",
                               run_who);
                  return FALSE;
                }

              count_card (g_str_equal (run_card_decks[card], "gitmo-basic") ? basic_used : special_used,
                          run_card_ids[card]);
            }

          *patriots_out += run_patriots;
          *traitors_out += run_traitors;

          if (run_patriots > 0)
            _tm_hand_score_add (score, player, run_patriots, "%" G_GINT64_FORMAT " %s in run %u",
                                run_patriots, plural (run_patriots, "Patriot", "Patriots"), i + 1);
          if (run_traitors > 0 && card >= 0 && run_card_clears[card])
            _tm_hand_score_add (score, player, 0, "%" G_GINT64_FORMAT " %s in run %u with %s",
                                run_traitors, plural (run_traitors, "Traitor", "Traitors"), i + 1,
                                card_name (scorer, run_card_decks[card], run_card_ids[card]));
          else if (run_traitors > 0)
            _tm_hand_score_add (score, player, -run_traitors, "%" G_GINT64_FORMAT " %s in run %u",
                                run_traitors, plural (run_traitors, "Traitor", "Traitors"), i + 1);

          if (card >= 0 && g_str_equal (run_card_ids[card], "jesus-saves"))
            jesus_on_run = TRUE;
        }
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
      count_card (basic_used, "whistleblower");
      _tm_hand_score_add (score, player, 10, "%s", card_name (scorer, "gitmo-basic", "whistleblower"));
    }

  if (jesus_saves)
    count_card (special_used, "jesus-saves");
  if (jesus_saves || jesus_on_run)
    _tm_hand_score_add (score, player, 12, "%s", card_name (scorer, "gitmo-specialops", "jesus-saves"));

  if (!_tm_score_read_card_points (scorer, entry, "special_ops", who, special_used, ops_points,
                                   ops_labels, error))
    return FALSE;

  for (guint i = 0; i < ops_points->len; i++)
    {
      const char *label = g_ptr_array_index (ops_labels, i);

      /* Jesus Saves is scored above, whichever way it was listed. */
      if (g_str_equal (label, card_name (scorer, "gitmo-specialops", "jesus-saves")))
        {
          g_set_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID,
                       "%s: list Jesus Saves in “jesus_saves” or on its run, "
                       "not in “special_ops”", who);
          return FALSE;
        }

      _tm_hand_score_add (score, player, g_array_index (ops_points, gint64, i), "%s", label);
    }

  return TRUE;
}

static gboolean
gitmo_score (TmScorer           *scorer,
             gpointer            data,
             GVariant           *outcome,
             GVariant * const   *entries,
             TmHandScore        *score,
             GError            **error)
{
  GitmoLimits *limits = data;
  g_autoptr(GHashTable) basic_used = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) special_used = g_hash_table_new (g_str_hash, g_str_equal);
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
                        &patriots, &traitors, basic_used, special_used, error))
        return FALSE;
    }

  return _tm_score_check_total (patriots, limits->patriots, "Patriots", error) &&
         _tm_score_check_total (traitors, limits->traitors, "Traitors", error) &&
         _tm_score_check_card_counts (scorer, "gitmo-basic", basic_used, error) &&
         _tm_score_check_card_counts (scorer, "gitmo-specialops", special_used, error);
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
