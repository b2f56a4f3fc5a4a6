/* test-score.c: every game's scoring, from a breakdown to points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablemate.h"

static TmCatalogue *catalogue;

typedef struct
{
  const char *path;
  const char *game;
  const char *names;     /* comma-separated */
  const char *options;   /* JSON object or NULL */
  const char *hand;      /* {"outcome": …, "entries": […]} */
  const char *expected;  /* points by player, "?" for unknown; NULL on error */
  int         error;     /* a TmScoreError, or -1 */
  const char *message;   /* a part of the error message */
} Case;

static JsonNode *
parse (const char *json)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (json, &error);

  g_assert_no_error (error);
  return node;
}

static TmScorer *
make_scorer (const char  *game,
             const char  *names,
             const char  *options,
             GError     **error)
{
  g_auto(GStrv) list = g_strsplit (names, ",", -1);
  g_autoptr(JsonNode) node = options != NULL ? parse (options) : NULL;

  g_autoptr(GVariant) values = NULL;

  if (tm_scorer_lookup_game (game) != NULL &&
      !(values = tm_game_parse_options (tm_scorer_lookup_game (game),
                                        node != NULL ? json_node_get_object (node) : NULL, error)))
    return NULL;
  return tm_scorer_new (catalogue, game, (const char * const *) list, values, error);
}

static void
variant_unref0 (gpointer value)
{
  if (value != NULL)
    g_variant_unref (value);
}

static TmHandScore *
score_json (TmScorer    *scorer,
            const char  *hand,
            GError     **error)
{
  g_autoptr(JsonNode) node = parse (hand);
  JsonObject *root = json_node_get_object (node);
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (variant_unref0);
  guint n = tm_scorer_get_n_players (scorer);

  /* Hands are read from JSON by the game's fields, as files and the tool
   * give them. */
  if (json_object_has_member (root, "outcome") &&
      !(outcome = tm_scorer_outcome_from_json (scorer, json_object_get_member (root, "outcome"),
                                               error)))
    return NULL;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (entries, NULL);
  if (json_object_has_member (root, "entries"))
    {
      JsonArray *array = json_object_get_array_member (root, "entries");

      g_assert_cmpuint (json_array_get_length (array), ==, n);
      for (guint i = 0; i < n; i++)
        {
          JsonNode *entry = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_NULL (entry))
            continue;
          if (!(entries->pdata[i] = tm_scorer_entry_from_json (scorer, entry, i, error)))
            return NULL;
        }
    }

  return tm_scorer_score_hand (scorer, outcome, (GVariant * const *) entries->pdata, error);
}

static char *
points_string (TmHandScore *score)
{
  GString *s = g_string_new (NULL);

  for (guint p = 0; p < tm_hand_score_get_n_players (score); p++)
    {
      if (p > 0)
        g_string_append_c (s, ' ');
      if (tm_hand_score_is_known (score, p))
        g_string_append_printf (s, "%" G_GINT64_FORMAT, tm_hand_score_get_points (score, p));
      else
        g_string_append_c (s, '?');
    }

  return g_string_free (s, FALSE);
}

static const Case cases[] = {
  /* Gitmo */
  { "/engine/score/gitmo/worked-example", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"patriots\": 2},"
    " {\"traitors\": 1, \"runs\": [{\"patriots\": 6, \"traitors\": 2},"
    "   {\"patriots\": 1, \"traitors\": 3, \"card\": \"justice\"}],"
    "  \"whistleblower\": true, \"special_ops\": [-5]}]}",
    "2 9", -1, NULL },
  { "/engine/score/gitmo/traitors-in-gitmo-run", "gitmo", "Ana,Ben,Cai", NULL,
    "{\"entries\": [{\"runs\": [{\"patriots\": 2, \"traitors\": 4, \"card\": \"gitmo\"}]},"
    " {\"runs\": [{\"patriots\": 2, \"traitors\": 4, \"card\": \"trump\"}]},"
    " {\"runs\": [{\"patriots\": 1, \"traitors\": 2, \"card\": \"tribunal\"}], \"traitors\": 1}]}",
    "2 -2 0", -1, NULL },
  { "/engine/score/gitmo/grand-jury-and-scotus-clear", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"runs\": [{\"traitors\": 3, \"card\": \"grand-jury\"}]},"
    " {\"runs\": [{\"patriots\": 1, \"traitors\": 5, \"card\": \"scotus\"}]}]}",
    "0 1", -1, NULL },
  { "/engine/score/gitmo/cleared-traitors-shortcut", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"patriots\": 4, \"traitors\": 2, \"cleared_traitors\": 5}]}",
    "2", -1, NULL },
  { "/engine/score/gitmo/jesus-saves", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"patriots\": 3, \"jesus_saves\": true}, {\"traitors\": 2}]}",
    "15 -2", -1, NULL },
  { "/engine/score/gitmo/jesus-saves-on-run", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"runs\": [{\"patriots\": 2, \"traitors\": 1, \"card\": \"jesus-saves\"}]}]}",
    "13", -1, NULL },
  { "/engine/score/gitmo/jesus-saves-twice", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"jesus_saves\": true,"
    " \"runs\": [{\"patriots\": 2, \"card\": \"jesus-saves\"}]}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Ana: Jesus Saves is listed both" },
  { "/engine/score/gitmo/jesus-saves-two-players", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"jesus_saves\": true}, {\"jesus_saves\": true}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "“Jesus Saves” 2 times, but the deck has 1" },
  { "/engine/score/gitmo/special-ops-by-id", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"special_ops\": [\"commendation\", \"blown-cover\", \"field-honors\"]}]}",
    "10", -1, NULL },
  { "/engine/score/gitmo/special-ops-unknown", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"special_ops\": [\"bribe\"]}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Ana: field “special_ops”: “bribe” is not a card of the deck" },
  { "/engine/score/gitmo/special-ops-points-limit", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"special_ops\": [3, 3333333333333333333333]}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Ana: field “special_ops”: item 2 is more than 1000000000 points either way" },
  { "/engine/score/gitmo/special-ops-count", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"special_ops\": [\"field-honors\"]}, {\"special_ops\": [\"field-honors\"]}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "“Field Honors” 2 times, but the deck has 1" },
  { "/engine/score/gitmo/too-many-patriots", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"patriots\": 13}, {\"runs\": [{\"patriots\": 12}]}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "the hand lists 25 Patriots across the table, but the deck has only 24" },
  { "/engine/score/gitmo/too-many-traitors", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"traitors\": 10, \"cleared_traitors\": 10}, {\"traitors\": 5}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "25 Traitors" },
  { "/engine/score/gitmo/two-whistleblowers", "gitmo", "Ana,Ben", NULL,
    "{\"entries\": [{\"whistleblower\": true}, {\"whistleblower\": true}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "Whistleblower" },
  { "/engine/score/gitmo/unknown-field", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"patriot\": 3}]}",
    NULL, TM_SCORE_ERROR_UNKNOWN_FIELD, "Ana: “patriot” is not a field" },
  { "/engine/score/gitmo/negative-count", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"patriots\": -3}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Ana: field “patriots”: must be a whole number" },
  { "/engine/score/gitmo/bad-run-card", "gitmo", "Ana", NULL,
    "{\"entries\": [{\"runs\": [{\"patriots\": 1, \"card\": \"alliance\"}]}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Ana: run 1: field “card”" },
  { "/engine/score/gitmo/blank-player", "gitmo", "Ana,Ben,Cai", NULL,
    "{\"entries\": [{\"patriots\": 3}, null, {}]}",
    "3 ? 0", -1, NULL },

  /* Free-O */
  { "/engine/score/freeo/worked-example", "freeo", "Ann,Cat,Dev", NULL,
    "{\"entries\": [{\"went_out\": true}, {\"captured\": 1, \"seek\": 2, \"wild\": 1},"
    " {\"wild\": 2}]}",
    "0 8 -2", -1, NULL },
  { "/engine/score/freeo/draw-cards", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [{\"went_out\": true}, {\"draw\": 3, \"seek\": 1}]}",
    "0 5", -1, NULL },
  { "/engine/score/freeo/two-went-out", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [{\"went_out\": true}, {\"went_out\": true}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Cat: only one player can go out in a hand, and Ann already did" },
  { "/engine/score/freeo/winner-holds-cards", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [{\"went_out\": true, \"wild\": 1}, {}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Ann: went out, so holds no cards" },
  { "/engine/score/freeo/on-paper", "freeo", "Ann,Cat,Dev", NULL,
    "{\"entries\": [{\"went_out\": true}, {\"points\": 17}, {\"wild\": 2}]}",
    "0 17 -2", -1, NULL },
  { "/engine/score/freeo/on-paper-negative", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [{\"went_out\": true, \"points\": 0}, {\"points\": -3}]}",
    "0 -3", -1, NULL },
  { "/engine/score/freeo/paper-and-cards", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [{\"went_out\": true}, {\"points\": 7, \"seek\": 1}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Cat: give either the points written down or the cards" },
  { "/engine/score/freeo/went-out-with-points", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [{\"went_out\": true, \"points\": 4}, {\"seek\": 1}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Ann: went out, so holds no cards" },
  { "/engine/score/freeo/too-many-captured", "freeo", "Ann,Cat,Dev", NULL,
    "{\"entries\": [{\"went_out\": true}, {\"captured\": 4}, {\"captured\": 3}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "7 You Are Captured across the table, but the deck has only 6" },
  { "/engine/score/freeo/too-many-for-one", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [{\"went_out\": true}, {\"wild\": 13}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "Cat: field “wild”: must be a whole number from 0 to 12" },
  { "/engine/score/freeo/blank", "freeo", "Ann,Cat", NULL,
    "{\"entries\": [null, {\"seek\": 1}]}",
    "? 2", -1, NULL },

  /* Prisoner */
  { "/engine/score/prisoner/worked-example", "prisoner", "Dev,Eve,Fay", NULL,
    "{\"outcome\": {\"number_six\": 0, \"number_two\": 1, \"number_one\": 2,"
    "  \"result\": \"escape\", \"escapee\": 0},"
    " \"entries\": [{}, {\"plots_held\": 2}, {}]}",
    "2 -4 1", -1, NULL },
  { "/engine/score/prisoner/escape-by-other", "prisoner", "Dev,Eve,Fay", NULL,
    "{\"outcome\": {\"number_six\": 0, \"number_two\": 1, \"result\": \"escape\", \"escapee\": 2},"
    " \"entries\": [{\"escapes_held\": 1}, {\"escapes_held\": 2}, {}]}",
    "-1 -1 2", -1, NULL },
  { "/engine/score/prisoner/no-number-six", "prisoner", "Dev,Eve,Fay", NULL,
    "{\"outcome\": {\"number_two\": 1, \"result\": \"escape\", \"escapee\": 0},"
    " \"entries\": [{}, {}, {}]}",
    "2 -1 0", -1, NULL },
  { "/engine/score/prisoner/no-number-two", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"number_six\": 0, \"result\": \"escape\", \"escapee\": 0},"
    " \"entries\": [{\"plots_held\": 2}, {\"plots_held\": 1, \"escapes_held\": 1}]}",
    "2 -1", -1, NULL },
  { "/engine/score/prisoner/plot", "prisoner", "Dev,Eve,Fay", NULL,
    "{\"outcome\": {\"number_six\": 0, \"number_two\": 1, \"result\": \"plot\"},"
    " \"entries\": [{\"escapes_held\": 2}, {\"plots_held\": 1}, {}]}",
    "-4 1 0", -1, NULL },
  { "/engine/score/prisoner/plot-no-number-six", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"number_two\": 1, \"result\": \"plot\"}, \"entries\": [{}, {}]}",
    "0 2", -1, NULL },
  { "/engine/score/prisoner/curfew", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"number_two\": 0, \"number_one\": 0}, \"entries\": [{\"plots_held\": 3}, {}]}",
    "-2 0", -1, NULL },
  { "/engine/score/prisoner/plot-without-number-two", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"number_six\": 1, \"result\": \"plot\"}, \"entries\": [{}, {}]}",
    NULL, TM_SCORE_ERROR_INVALID, "only Number 2 completes a Plot" },
  { "/engine/score/prisoner/number-two-escapes", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"number_two\": 1, \"result\": \"escape\", \"escapee\": 1}, \"entries\": [{}, {}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Eve is Number 2 and cannot escape" },
  { "/engine/score/prisoner/both-roles", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"number_two\": 1, \"number_six\": 1}, \"entries\": [{}, {}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Eve cannot be both Number 2 and Number 6" },
  { "/engine/score/prisoner/too-many-escapes", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"result\": \"escape\", \"escapee\": 0},"
    " \"entries\": [{\"escapes_held\": 3}, {\"escapes_held\": 4}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "8 Escapes" },
  { "/engine/score/prisoner/player-out-of-range", "prisoner", "Dev,Eve", NULL,
    "{\"outcome\": {\"number_two\": 2}, \"entries\": [{}, {}]}",
    NULL, TM_SCORE_ERROR_INVALID, "field “number_two”: must be a player's position from 0 to 1" },
  { "/engine/score/prisoner/no-outcome", "prisoner", "Dev,Eve", NULL,
    "{\"entries\": [{}, {}]}",
    "? ?", -1, NULL },

  /* Captured */
  { "/engine/score/captured/worked-example", "captured", "Dana,Eli,Fay", NULL,
    "{\"entries\": [{\"traitors\": 9, \"special_ops\": [\"commendation\", \"blown-cover\"]},"
    " {\"traitors\": 7, \"special_ops\": [\"lost-files\"]},"
    " {\"traitors\": 6, \"whistleblower\": true}]}",
    "109 4 16", -1, NULL },
  { "/engine/score/captured/most-traitors-tie", "captured", "Dana,Eli,Fay", NULL,
    "{\"entries\": [{\"traitors\": 8}, {\"traitors\": 8}, {\"traitors\": 3}]}",
    "108 108 3", -1, NULL },
  { "/engine/score/captured/smaller-bonus", "captured", "Dana,Eli", "{\"smaller-bonus\": true}",
    "{\"entries\": [{\"traitors\": 8}, {\"traitors\": 3}]}",
    "58 3", -1, NULL },
  { "/engine/score/captured/agreed-bonus", "captured", "Dana,Eli", "{\"smaller-bonus\": 25}",
    "{\"entries\": [{\"traitors\": 8}, {\"traitors\": 3}]}",
    "33 3", -1, NULL },
  { "/engine/score/captured/no-traitors-no-bonus", "captured", "Dana,Eli", NULL,
    "{\"entries\": [{\"special_ops\": [3]}, {}]}",
    "3 0", -1, NULL },
  { "/engine/score/captured/trump", "captured", "Dana,Eli", "{\"keep-trump\": true}",
    "{\"entries\": [{\"traitors\": 2, \"trump\": true,"
    "  \"special_ops\": [\"blown-cover\", \"commendation\", -4]}, {\"traitors\": 3}]}",
    "7 103", -1, NULL },
  { "/engine/score/captured/trump-without-option", "captured", "Dana,Eli", NULL,
    "{\"entries\": [{\"trump\": true}, {}]}",
    NULL, TM_SCORE_ERROR_INVALID, "Dana: field “trump”: the Trump card is out of the game" },
  { "/engine/score/captured/removed-card", "captured", "Dana,Eli", NULL,
    "{\"entries\": [{\"special_ops\": [\"justice\"]}, {}]}",
    NULL, TM_SCORE_ERROR_INVALID, "“justice” is taken out of the deck for Captured" },
  { "/engine/score/captured/too-many-traitors", "captured", "Dana,Eli", NULL,
    "{\"entries\": [{\"traitors\": 20}, {\"traitors\": 5}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "25 Traitors" },
  { "/engine/score/captured/blank", "captured", "Dana,Eli", NULL,
    "{\"entries\": [{\"traitors\": 20}, null]}",
    "? ?", -1, NULL },

  /* Meet the Patriots */
  { "/engine/score/patriots/pairs", "patriots", "Ana,Ben,Cai", NULL,
    "{\"entries\": [{\"pairs\": 5}, {\"pairs\": 3}, {\"pairs\": 4}]}",
    "5 3 4", -1, NULL },
  { "/engine/score/patriots/too-many-pairs", "patriots", "Ana,Ben", NULL,
    "{\"entries\": [{\"pairs\": 7}, {\"pairs\": 6}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "13 pairs" },
  { "/engine/score/patriots/solo", "patriots", "Ana", NULL,
    "{\"entries\": [{\"turns\": 27}]}",
    "27", -1, NULL },
  { "/engine/score/patriots/solo-impossible", "patriots", "Ana", NULL,
    "{\"entries\": [{\"turns\": 20}]}",
    NULL, TM_SCORE_ERROR_INVALID, "at least 23 turns" },

  /* Escaped */
  { "/engine/score/escaped/named", "escaped", "Dana,Eli,Fay", NULL,
    "{\"outcome\": {\"named_by\": 1, \"out\": [0]}}",
    "0 1 0", -1, NULL },
  { "/engine/score/escaped/last-player-left", "escaped", "Dana,Eli,Fay", NULL,
    "{\"outcome\": {\"out\": [0, 2]}}",
    "0 1 0", -1, NULL },
  { "/engine/score/escaped/last-must-name", "escaped", "Dana,Eli,Fay",
    "{\"last-player-must-name\": true}",
    "{\"outcome\": {\"out\": [0, 2, 1]}}",
    "0 0 0", -1, NULL },
  { "/engine/score/escaped/not-over", "escaped", "Dana,Eli,Fay", NULL,
    "{\"outcome\": {\"out\": [0]}}",
    NULL, TM_SCORE_ERROR_INVALID, "the game is not over yet" },
  { "/engine/score/escaped/out-named", "escaped", "Dana,Eli,Fay", NULL,
    "{\"outcome\": {\"named_by\": 0, \"out\": [0]}}",
    NULL, TM_SCORE_ERROR_INVALID, "Dana is out and cannot have named the prisoner" },

  /* The mixer */
  { "/engine/score/mixer/cards-won", "mixer", "Dana,Eli,Fay,Gus", NULL,
    "{\"entries\": [{\"correct\": 5}, {\"correct\": 7}, {\"correct\": 4}, {\"correct\": 3}]}",
    "5 7 4 3", -1, NULL },
  { "/engine/score/mixer/too-many-cards", "mixer", "Dana,Eli", NULL,
    "{\"entries\": [{\"correct\": 20}, {\"correct\": 5}]}",
    NULL, TM_SCORE_ERROR_TOO_MANY, "25 cards won" },
  { "/engine/score/mixer/written-guesses", "mixer", "Dana,Eli", "{\"written-guesses\": true}",
    "{\"entries\": [{\"correct\": 20}, {\"correct\": 15}]}",
    "20 15", -1, NULL },

  /* Custom */
  { "/engine/score/custom/points", "custom", "Ana,Ben", NULL,
    "{\"entries\": [{\"points\": -7}, {\"points\": 12}]}",
    "-7 12", -1, NULL },
  { "/engine/score/custom/blank", "custom", "Ana,Ben", NULL,
    "{\"entries\": [{}, {\"points\": 12}]}",
    "? 12", -1, NULL },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmScorer) scorer = make_scorer (c->game, c->names, c->options, &error);
  g_autoptr(TmHandScore) score = NULL;

  g_assert_no_error (error);
  score = score_json (scorer, c->hand, &error);

  if (c->expected != NULL)
    {
      g_autofree char *got = NULL;

      g_assert_no_error (error);
      got = points_string (score);
      g_assert_cmpstr (got, ==, c->expected);
      g_assert_true (tm_hand_score_is_complete (score) == (strchr (c->expected, '?') == NULL));
    }
  else
    {
      g_assert_null (score);
      g_assert_error (error, TM_SCORE_ERROR, c->error);
      if (strstr (error->message, c->message) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, c->message);
    }
}

/* The lines add up to the points, and say what each item was worth. */
static void
test_lines (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmScorer) scorer = make_scorer ("gitmo", "Ben", NULL, &error);
  g_autoptr(TmHandScore) score = NULL;
  GPtrArray *lines;
  static const struct { const char *label; gint64 points; } expected[] = {
    { "1 Traitor", -1 },
    { "6 Patriots in run 1", 6 },
    { "2 Traitors in run 1", -2 },
    { "1 Patriot in run 2", 1 },
    { "3 Traitors in run 2 with Justice", 0 },
    { "Whistleblower", 10 },
    { "Blown Cover", -5 },
  };

  score = score_json (scorer,
                      "{\"entries\": [{\"traitors\": 1,"
                      " \"runs\": [{\"patriots\": 6, \"traitors\": 2},"
                      "   {\"patriots\": 1, \"traitors\": 3, \"card\": \"justice\"}],"
                      " \"whistleblower\": true, \"special_ops\": [\"blown-cover\"]}]}",
                      &error);
  g_assert_no_error (error);

  lines = tm_hand_score_get_lines (score, 0);
  g_assert_cmpuint (lines->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < lines->len; i++)
    {
      TmScoreLine *line = g_ptr_array_index (lines, i);

      g_assert_cmpstr (tm_score_line_get_label (line), ==, expected[i].label);
      g_assert_cmpint (tm_score_line_get_points (line), ==, expected[i].points);
    }
  g_assert_cmpint (tm_hand_score_get_points (score, 0), ==, 9);
}

/* Scores each hand of a game and decides it. */
static TmStandings *
play (TmScorer           *scorer,
      const char * const *hands,
      const guint        *side_of,
      guint               n_sides)
{
  g_autoptr(GPtrArray) scores = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_hand_score_unref);

  for (guint i = 0; hands[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      TmHandScore *score = score_json (scorer, hands[i], &error);

      g_assert_no_error (error);
      g_ptr_array_add (scores, score);
    }

  return tm_scorer_decide (scorer, (TmHandScore **) scores->pdata, scores->len, side_of, n_sides);
}

static void
test_gitmo_rounds (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("gitmo", "Ana,Ben,Cai", NULL, NULL);
  g_autoptr(TmStandings) two = NULL, three = NULL, one_of_two = NULL, six = NULL;
  /* The rules' example round: 24, 20, 21. */
  const char *hands[] = {
    "{\"entries\": [{\"patriots\": 14}, {\"patriots\": 9}, {\"traitors\": 2}]}",
    "{\"entries\": [{\"patriots\": 3}, {\"patriots\": 11}, {\"patriots\": 8}]}",
    "{\"entries\": [{\"patriots\": 7}, {}, {\"patriots\": 15}]}",
    "{\"entries\": [{}, {\"patriots\": 4}, {}]}",
    "{\"entries\": [{}, {}, {}]}",
    "{\"entries\": [{}, {}, {\"patriots\": 3}]}",
    NULL
  };

  g_assert_cmpuint (tm_scorer_get_hands_per_round (scorer), ==, 3);
  g_assert_cmpuint (tm_scorer_get_rounds (scorer), ==, 1);

  three = play (scorer, (const char *[]) { hands[0], hands[1], hands[2], NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (three));
  g_assert_cmpint (tm_standings_get_total (three, 0), ==, 24);
  g_assert_cmpint (tm_standings_get_total (three, 1), ==, 20);
  g_assert_cmpint (tm_standings_get_total (three, 2), ==, 21);
  g_assert_true (tm_standings_is_winner (three, 0));
  g_assert_false (tm_standings_is_winner (three, 2));
  g_assert_cmpuint (tm_standings_get_rank (three, 2), ==, 2);

  two = play (scorer, (const char *[]) { hands[0], hands[1], NULL }, NULL, 0);
  g_assert_false (tm_standings_is_finished (two));
  g_assert_false (tm_standings_is_winner (two, 1));

  /* Two rounds: Ben and Cai tie on 24 and share the win. */
  tm_scorer_set_rounds (scorer, 2);
  one_of_two = play (scorer, (const char *[]) { hands[0], hands[1], hands[2], NULL }, NULL, 0);
  g_assert_false (tm_standings_is_finished (one_of_two));
  six = play (scorer, hands, NULL, 0);
  g_assert_true (tm_standings_is_finished (six));
  g_assert_cmpint (tm_standings_get_total (six, 0), ==, 24);
  g_assert_cmpint (tm_standings_get_total (six, 1), ==, 24);
  g_assert_cmpint (tm_standings_get_total (six, 2), ==, 24);
  g_assert_true (tm_standings_is_winner (six, 0));
  g_assert_true (tm_standings_is_winner (six, 1));
  g_assert_true (tm_standings_is_winner (six, 2));
}

static void
test_gitmo_partners (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("gitmo", "Ana,Ben,Cai,Dev", "{\"partners\": true}", NULL);
  const guint side_of[] = { 0, 1, 0, 1 };
  g_autoptr(TmStandings) standings = NULL;

  standings = play (scorer, (const char *[]) {
      "{\"entries\": [{\"patriots\": 5}, {\"patriots\": 9}, {\"patriots\": 6}, {\"traitors\": 1}]}",
      "{\"entries\": [{\"patriots\": 1}, {\"patriots\": 1}, {\"patriots\": 1}, {\"patriots\": 1}]}",
      "{\"entries\": [{}, {}, {}, {}]}",
      "{\"entries\": [{\"whistleblower\": true}, {}, {}, {}]}",
      NULL }, side_of, 2);

  g_assert_cmpuint (tm_standings_get_n_sides (standings), ==, 2);
  g_assert_cmpint (tm_standings_get_total (standings, 0), ==, 5 + 6 + 2 + 10);
  g_assert_cmpint (tm_standings_get_total (standings, 1), ==, 9 - 1 + 2);
  g_assert_true (tm_standings_is_finished (standings));
  g_assert_true (tm_standings_is_winner (standings, 0));
  g_assert_false (tm_standings_is_winner (standings, 1));
}

/* Incomplete hands count for nothing and do not finish the game. */
static void
test_incomplete_not_counted (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("gitmo", "Ana,Ben", NULL, NULL);
  g_autoptr(TmStandings) standings = NULL;

  standings = play (scorer, (const char *[]) {
      "{\"entries\": [{\"patriots\": 5}, null]}",
      "{\"entries\": [{\"patriots\": 1}, {\"patriots\": 2}]}",
      NULL }, NULL, 0);

  g_assert_cmpuint (tm_standings_get_n_hands (standings), ==, 1);
  g_assert_cmpint (tm_standings_get_total (standings, 0), ==, 1);
  g_assert_false (tm_standings_is_finished (standings));
}

static void
test_freeo_sixty_two_at_once (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("freeo", "Ann,Cat,Dev", NULL, NULL);
  g_autoptr(TmStandings) before = NULL, after = NULL;
  const char *hands[] = {
    /* 40, 45, 0 */
    "{\"entries\": [{\"captured\": 4, \"seek\": 10}, {\"captured\": 2, \"seek\": 15, \"draw\": 5},"
    " {\"went_out\": true}]}",
    /* 55, 58, 12 */
    "{\"entries\": [{\"seek\": 7, \"draw\": 1}, {\"seek\": 6, \"draw\": 1}, {\"seek\": 6}]}",
    /* 62, 63, 12: Ann and Cat pass 60 together; Dev, lowest, wins */
    "{\"entries\": [{\"seek\": 3, \"draw\": 1}, {\"seek\": 2, \"draw\": 1}, {\"went_out\": true}]}",
    NULL
  };

  g_assert_cmpint (tm_scorer_get_order (scorer), ==, TM_SCORE_ORDER_LOWEST);

  before = play (scorer, (const char *[]) { hands[0], hands[1], NULL }, NULL, 0);
  g_assert_false (tm_standings_is_finished (before));
  g_assert_cmpuint (tm_standings_get_rank (before, 2), ==, 1);

  after = play (scorer, hands, NULL, 0);
  g_assert_true (tm_standings_is_finished (after));
  g_assert_cmpint (tm_standings_get_total (after, 0), ==, 62);
  g_assert_cmpint (tm_standings_get_total (after, 1), ==, 63);
  g_assert_cmpint (tm_standings_get_total (after, 2), ==, 12);
  g_assert_false (tm_standings_is_winner (after, 0));
  g_assert_false (tm_standings_is_winner (after, 1));
  g_assert_true (tm_standings_is_winner (after, 2));
}

static void
test_freeo_exactly_target_and_tie (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("freeo", "Ann,Cat,Dev", "{\"target-score\": 30}", NULL);
  g_autoptr(TmStandings) standings = NULL;

  /* Ann reaches exactly 30; Cat and Dev tie on 10 and share the win. */
  standings = play (scorer, (const char *[]) {
      "{\"entries\": [{\"captured\": 6}, {\"seek\": 5}, {\"seek\": 5}]}",
      NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (standings));
  g_assert_false (tm_standings_is_winner (standings, 0));
  g_assert_true (tm_standings_is_winner (standings, 1));
  g_assert_true (tm_standings_is_winner (standings, 2));
}

static void
test_freeo_playoff (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("freeo", "Ann,Cat,Dev", "{\"playoff-hand\": true}", NULL);
  g_autoptr(TmStandings) tied = NULL, still = NULL, settled = NULL;
  const char *hands[] = {
    "{\"entries\": [{\"captured\": 6, \"seek\": 15}, {\"seek\": 5}, {\"seek\": 5}]}",
    /* the play-off, tied again: the tie stands */
    "{\"entries\": [{\"seek\": 1}, {\"seek\": 2}, {\"seek\": 2}]}",
    /* the play-off: Dev goes out and takes the game */
    "{\"entries\": [{\"seek\": 1}, {\"seek\": 1}, {\"went_out\": true}]}",
    NULL
  };

  /* Ruling passing-60 with the playoff-hand option: one play-off hand. */
  tied = play (scorer, (const char *[]) { hands[0], NULL }, NULL, 0);
  g_assert_false (tm_standings_is_finished (tied));
  g_assert_false (tm_standings_in_playoff (tied, 0));
  g_assert_true (tm_standings_in_playoff (tied, 1));
  g_assert_true (tm_standings_in_playoff (tied, 2));

  still = play (scorer, (const char *[]) { hands[0], hands[1], NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (still));
  g_assert_false (tm_standings_in_playoff (still, 2));
  g_assert_false (tm_standings_is_winner (still, 0));
  g_assert_true (tm_standings_is_winner (still, 1));
  g_assert_true (tm_standings_is_winner (still, 2));
  /* The play-off hand counts in the totals, like any hand. */
  g_assert_cmpint (tm_standings_get_total (still, 1), ==, 14);

  settled = play (scorer, (const char *[]) { hands[0], hands[2], NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (settled));
  g_assert_false (tm_standings_is_winner (settled, 1));
  g_assert_true (tm_standings_is_winner (settled, 2));
}

static void
test_freeo_one_hand (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("freeo", "Ann,Cat,Dev", "{\"one-hand\": true}", NULL);
  g_autoptr(TmStandings) standings = NULL;

  /* A game of one hand (as played on the computer) ends with it. */
  standings = play (scorer, (const char *[]) {
      "{\"entries\": [{\"captured\": 1}, {\"went_out\": true}, {\"seek\": 1}]}",
      NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (standings));
  g_assert_true (tm_standings_is_winner (standings, 1));
  g_assert_false (tm_standings_is_winner (standings, 2));
}

static void
test_prisoner_game_length (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("prisoner", "Dev,Eve", NULL, NULL);
  g_autoptr(TmScorer) target = make_scorer ("prisoner", "Dev,Eve", "{\"target-score\": true}", NULL);
  g_autoptr(TmStandings) standings = NULL, to_five = NULL, reached = NULL;
  const char *escape = "{\"outcome\": {\"number_two\": 1, \"number_six\": 0, \"number_one\": 0,"
                       " \"result\": \"escape\", \"escapee\": 0}, \"entries\": [{}, {\"escapes_held\": 1}]}";

  standings = play (scorer, (const char *[]) { escape, escape, NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (standings));
  g_assert_cmpint (tm_standings_get_total (standings, 0), ==, 6);
  /* Totals may go below zero. */
  g_assert_cmpint (tm_standings_get_total (standings, 1), ==, -4);
  g_assert_true (tm_standings_is_winner (standings, 0));

  to_five = play (target, (const char *[]) { escape, NULL }, NULL, 0);
  g_assert_false (tm_standings_is_finished (to_five));
  reached = play (target, (const char *[]) { escape, escape, NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (reached));

  /* Nobody reaches the target: five rounds of deals end the game. */
  {
    const char *curfew = "{\"outcome\": {\"result\": \"none\"}, \"entries\": [{}, {}]}";
    const char *nine[] = { curfew, curfew, curfew, curfew, curfew, curfew, curfew, curfew, curfew,
                           NULL };
    const char *ten[] = { curfew, curfew, curfew, curfew, curfew, curfew, curfew, curfew, curfew,
                          curfew, NULL };
    g_autoptr(TmStandings) nine_hands = play (target, nine, NULL, 0);
    g_autoptr(TmStandings) ten_hands = play (target, ten, NULL, 0);

    g_assert_false (tm_standings_is_finished (nine_hands));
    g_assert_true (tm_standings_is_finished (ten_hands));
  }

  /* A game of one hand (as played on the computer) ends with it. */
  {
    g_autoptr(TmScorer) one = make_scorer ("prisoner", "Dev,Eve", "{\"one-hand\": true}", NULL);
    g_autoptr(TmStandings) one_hand = play (one, (const char *[]) { escape, NULL }, NULL, 0);

    g_assert_true (tm_standings_is_finished (one_hand));
    g_assert_true (tm_standings_is_winner (one_hand, 0));
  }
}

/* Ruling evening: a round is one game, and a sheet counts one, as a game
 * on the computer is, or as many as the table sets, or with 0 every game
 * played, the most wins leading. */
static void
test_escaped_evening (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("escaped", "Ana,Ben,Cai", NULL, NULL);
  g_autoptr(TmStandings) one = NULL, two = NULL, three = NULL, open = NULL;
  const char *ben = "{\"outcome\": {\"named_by\": 1}}";
  const char *cai = "{\"outcome\": {\"named_by\": 2, \"out\": [0]}}";
  const char *games[] = { ben, cai, ben, cai, cai, ben, ben, NULL };

  g_assert_cmpuint (tm_scorer_get_hands_per_round (scorer), ==, 1);
  g_assert_cmpuint (tm_scorer_get_default_rounds (scorer), ==, 1);
  one = play (scorer, (const char *[]) { ben, NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (one));
  g_assert_true (tm_standings_is_winner (one, 1));

  tm_scorer_set_rounds (scorer, 3);
  two = play (scorer, (const char *[]) { ben, cai, NULL }, NULL, 0);
  g_assert_false (tm_standings_is_finished (two));
  three = play (scorer, (const char *[]) { ben, cai, ben, NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (three));
  g_assert_cmpint (tm_standings_get_total (three, 1), ==, 2);
  g_assert_true (tm_standings_is_winner (three, 1));
  g_assert_false (tm_standings_is_winner (three, 2));

  tm_scorer_set_rounds (scorer, 0);
  open = play (scorer, games, NULL, 0);
  g_assert_false (tm_standings_is_finished (open));
  g_assert_cmpint (tm_standings_get_total (open, 1), ==, 4);
  g_assert_cmpuint (tm_standings_get_rank (open, 1), ==, 1);
}

static void
test_patriots_solo_lowest (void)
{
  g_autoptr(TmScorer) solo = make_scorer ("patriots", "Ana", NULL, NULL);
  g_autoptr(TmScorer) table = make_scorer ("patriots", "Ana,Ben", NULL, NULL);

  g_assert_cmpint (tm_scorer_get_order (solo), ==, TM_SCORE_ORDER_LOWEST);
  g_assert_cmpint (tm_scorer_get_order (table), ==, TM_SCORE_ORDER_HIGHEST);
}

static void
test_custom_lowest_to_target (void)
{
  g_autoptr(TmScorer) scorer = make_scorer ("custom", "Ana,Ben", "{\"lowest-wins\": true, \"target-score\": 100}", NULL);
  g_autoptr(TmStandings) standings = NULL;

  standings = play (scorer, (const char *[]) {
      "{\"entries\": [{\"points\": 60}, {\"points\": 10}]}",
      "{\"entries\": [{\"points\": 50}, {\"points\": 10}]}",
      NULL }, NULL, 0);
  g_assert_true (tm_standings_is_finished (standings));
  g_assert_true (tm_standings_is_winner (standings, 1));
}

static void
test_unknown_game (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) games = tm_score_list_games ();
  g_autofree char *joined = g_strjoinv (" ", games);

  g_assert_null (make_scorer ("chess", "Ana", NULL, &error));
  g_assert_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_UNKNOWN_GAME);

  g_assert_cmpstr (joined, ==,
                   "gitmo escaped captured patriots mixer freeo prisoner custom");
}

/* Who deals next, by each game's rule, from the dealers so far. */
static void
test_next_dealer (void)
{
  const struct {
    const char *game;
    const char *players;
    guint       first;
    guint       n_hands;
    guint       dealers[8];
    guint       expected;
  } dealer_cases[] = {
    /* No hand yet: the first dealer. */
    { "gitmo", "Ana,Ben,Cai", 2, 0, { 0 }, 2 },
    { "freeo", "Ana,Ben,Cai", 1, 0, { 0 }, 1 },
    /* To the left, round the table. */
    { "gitmo", "Ana,Ben,Cai", 0, 2, { 0, 1 }, 2 },
    { "gitmo", "Ana,Ben,Cai", 0, 3, { 0, 1, 2 }, 0 },
    { "freeo", "Ana,Ben,Cai", 0, 1, { 2 }, 0 },
    { "prisoner", "Ana,Ben,Cai,Dev", 0, 2, { 0, 1 }, 2 },
    { "captured", "Ana,Ben", 0, 1, { 1 }, 0 },
    { "escaped", "Ana,Ben,Cai", 0, 1, { 0 }, 1 },
    { "mixer", "Ana,Ben,Cai", 0, 1, { 1 }, 2 },
    { "patriots", "Ana", 0, 2, { 0, 0 }, 0 },
    { "custom", "Ana,Ben", 0, 3, { 0, 1, 0 }, 1 },
    /* Gitmo: everyone deals once a round.  Cai dealt out of turn second,
     * so Ben, the one left to deal, deals third ... */
    { "gitmo", "Ana,Ben,Cai,Dev", 0, 2, { 0, 2 }, 3 },
    { "gitmo", "Ana,Ben,Cai,Dev", 0, 3, { 0, 2, 3 }, 1 },
    { "gitmo", "Ana,Ben,Cai", 0, 2, { 0, 2 }, 1 },
    /* ... and the next round passes left from its last dealer. */
    { "gitmo", "Ana,Ben,Cai", 0, 3, { 0, 2, 1 }, 2 },
    { "gitmo", "Ana,Ben,Cai", 0, 5, { 0, 2, 1, 2, 0 }, 1 },
    /* Free-O and Prisoner: to the left of the last dealer, whoever dealt
     * before (rulings next-dealer and who-deals-next). */
    { "freeo", "Ana,Ben,Cai", 0, 2, { 0, 2 }, 0 },
    { "prisoner", "Ana,Ben,Cai", 0, 2, { 0, 2 }, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (dealer_cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) names = g_strsplit (dealer_cases[i].players, ",", -1);
      g_autoptr(TmScorer) scorer = tm_scorer_new (catalogue, dealer_cases[i].game,
                                                  (const char * const *) names, NULL, &error);

      g_test_message ("case %u: %s", i, dealer_cases[i].game);
      g_assert_no_error (error);
      g_assert_cmpuint (tm_scorer_next_dealer_after (scorer, dealer_cases[i].dealers, dealer_cases[i].n_hands,
                                                     dealer_cases[i].first), ==, dealer_cases[i].expected);
      if (dealer_cases[i].n_hands > 0)
        g_assert_cmpuint (tm_scorer_next_dealer (scorer, dealer_cases[i].dealers[dealer_cases[i].n_hands - 1]),
                          ==, (dealer_cases[i].dealers[dealer_cases[i].n_hands - 1] + 1) % g_strv_length (names));
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  tm_init ();
  g_test_init (&argc, &argv, NULL);

  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_case);

  g_test_add_func ("/engine/score/gitmo/lines", test_lines);
  g_test_add_func ("/engine/score/gitmo/rounds", test_gitmo_rounds);
  g_test_add_func ("/engine/score/gitmo/partners", test_gitmo_partners);
  g_test_add_func ("/engine/score/incomplete-not-counted", test_incomplete_not_counted);
  g_test_add_func ("/engine/score/freeo/sixty-two-at-once", test_freeo_sixty_two_at_once);
  g_test_add_func ("/engine/score/freeo/exactly-target-and-tie", test_freeo_exactly_target_and_tie);
  g_test_add_func ("/engine/score/freeo/playoff", test_freeo_playoff);
  g_test_add_func ("/engine/score/freeo/one-hand", test_freeo_one_hand);
  g_test_add_func ("/engine/score/prisoner/game-length", test_prisoner_game_length);
  g_test_add_func ("/engine/score/escaped/evening", test_escaped_evening);
  g_test_add_func ("/engine/score/patriots/solo-lowest", test_patriots_solo_lowest);
  g_test_add_func ("/engine/score/custom/lowest-to-target", test_custom_lowest_to_target);
  g_test_add_func ("/engine/score/unknown-game", test_unknown_game);
  g_test_add_func ("/engine/score/next-dealer", test_next_dealer);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
