/* test-score-fields.c: every declared field of every game, through its scorer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hand form is built from the fields a game's scoring declares, so
 * form and scorer can only disagree if a declared field is not what the
 * scorer reads.  For every game the scorer registry knows (fixture games
 * included), each field must:
 *
 * - survive the round trip to the JSON of files and the tool and back;
 * - be refused, naming it, when it holds a value of the wrong kind;
 * - when it is asked at the table, be read by the scorer: a hand with only
 *   that field filled in either scores, with points or lines that differ
 *   from an empty entry, or is refused by a rule of the game, never as an
 *   unknown field.
 */

#include "config.h"

#include <string.h>

#include "tablemate.h"

static TmCatalogue *catalogue;

/* A legal-looking value of the field's kind: counts at their largest, so
 * that limits such as Meet the Patriots' 23 turns are met. */
static GVariant *
sample_value (TmScorer           *scorer,
              const TmScoreField *field)
{
  gint64 max = tm_scorer_get_field_max (scorer, field);

  switch (tm_score_field_get_kind (field))
    {
    case TM_SCORE_FIELD_COUNT:
      return g_variant_new_int64 (max > 0 ? max : 1);
    case TM_SCORE_FIELD_POINTS:
      return g_variant_new_int64 (3);
    case TM_SCORE_FIELD_FLAG:
      return g_variant_new_boolean (TRUE);
    case TM_SCORE_FIELD_PLAYER:
      return g_variant_new_int64 (0);
    case TM_SCORE_FIELD_PLAYERS:
      return g_variant_new_parsed ("[int64 1]");
    case TM_SCORE_FIELD_CARD_POINTS:
      return g_variant_new_parsed ("[<int64 2>]");
    case TM_SCORE_FIELD_CHOICE:
      for (guint i = 0; i < tm_score_field_get_n_choices (field); i++)
        if (tm_score_field_get_choice_id (field, i)[0] != '\0')
          return g_variant_new_string (tm_score_field_get_choice_id (field, i));
      return g_variant_new_string ("");
    case TM_SCORE_FIELD_RUNS:
    default:
      {
        g_auto(GVariantDict) group = G_VARIANT_DICT_INIT (NULL);
        g_auto(GVariantBuilder) runs = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("aa{sv}"));

        for (guint i = 0; i < tm_score_field_get_n_parts (field); i++)
          {
            const TmScoreField *part = tm_score_field_get_part (field, i);

            if (tm_score_field_get_kind (part) == TM_SCORE_FIELD_CHOICE)
              continue;
            g_variant_dict_insert_value (&group, tm_score_field_get_id (part),
                                         g_variant_new_int64 (1));
          }
        g_variant_builder_add_value (&runs, g_variant_dict_end (&group));
        return g_variant_builder_end (&runs);
      }
    }
}

/* A value of another kind. */
static JsonNode *
wrong_json (const TmScoreField *field)
{
  switch (tm_score_field_get_kind (field))
    {
    case TM_SCORE_FIELD_FLAG:
      return json_from_string ("3", NULL);
    case TM_SCORE_FIELD_COUNT:
    case TM_SCORE_FIELD_POINTS:
    case TM_SCORE_FIELD_PLAYER:
    case TM_SCORE_FIELD_CHOICE:
      return json_from_string ("[true]", NULL);
    case TM_SCORE_FIELD_PLAYERS:
    case TM_SCORE_FIELD_CARD_POINTS:
    case TM_SCORE_FIELD_RUNS:
    default:
      return json_from_string ("\"many\"", NULL);
    }
}

static GVariant *
breakdown_of (const char *id,
              GVariant   *value)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert_value (&dict, id, value);
  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

static char *
describe (TmHandScore *score,
          guint        player)
{
  GString *text = g_string_new (NULL);
  GPtrArray *lines = tm_hand_score_get_lines (score, player);

  g_string_append_printf (text, "%s%" G_GINT64_FORMAT,
                          tm_hand_score_is_known (score, player) ? "" : "?",
                          tm_hand_score_get_points (score, player));
  for (guint i = 0; lines != NULL && i < lines->len; i++)
    g_string_append_printf (text, "|%s %" G_GINT64_FORMAT,
                            tm_score_line_get_label (g_ptr_array_index (lines, i)),
                            tm_score_line_get_points (g_ptr_array_index (lines, i)));
  return g_string_free (text, FALSE);
}

static void
check_field (TmScorer           *scorer,
             const TmScoreField *field,
             gboolean            outcome)
{
  const char *id = tm_score_field_get_id (field);
  guint n = tm_scorer_get_n_players (scorer);
  g_autoptr(GVariant) value = g_variant_ref_sink (sample_value (scorer, field));
  g_autoptr(GVariant) breakdown = breakdown_of (id, value);
  g_autoptr(JsonNode) json = tm_score_breakdown_to_json (breakdown);
  g_autoptr(GVariant) back = NULL;
  g_autoptr(JsonNode) wrong = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) error = NULL;
  g_autofree GVariant **entries = g_new0 (GVariant *, n);

  g_test_message ("%s: %s field “%s”", tm_scorer_get_game_id (scorer),
                  outcome ? "outcome" : "entry", id);

  /* The declared kind is the value's type. */
  g_assert_true (g_variant_is_of_type (value, tm_score_field_get_value_type (field)));
  g_assert_nonnull (tm_score_field_get_label (field));
  g_assert_cmpstr (tm_score_field_get_label (field), !=, "");

  /* JSON and back */
  back = outcome ? tm_scorer_outcome_from_json (scorer, json, &error)
                 : tm_scorer_entry_from_json (scorer, json, 0, &error);
  g_assert_no_error (error);
  g_assert_true (g_variant_equal (back, breakdown));

  /* A value of another kind is refused, naming the field. */
  json_node_take_object (wrong, json_object_new ());
  json_object_set_member (json_node_get_object (wrong), id, wrong_json (field));
  g_assert_null (outcome ? tm_scorer_outcome_from_json (scorer, wrong, &error)
                         : tm_scorer_entry_from_json (scorer, wrong, 0, &error));
  g_assert_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, id));
  g_clear_error (&error);

  /* Typed values of another kind are refused too. */
  {
    g_autoptr(GVariant) typed_wrong = breakdown_of (id, g_variant_new_string ("many"));

    if (tm_score_field_get_kind (field) != TM_SCORE_FIELD_CHOICE)
      {
        entries[0] = outcome ? NULL : typed_wrong;
        g_assert_null (tm_scorer_score_hand (scorer, outcome ? typed_wrong : NULL,
                                             tm_scorer_uses_entries (scorer) ? entries : NULL,
                                             &error));
        g_assert_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID);
        g_assert_nonnull (strstr (error->message, id));
        g_clear_error (&error);
        entries[0] = NULL;
      }
  }

  /* The scorer reads it: only asked fields, and only entries, whose
   * effect one player's value shows. */
  if (!outcome && tm_scorer_field_applies (scorer, field))
    {
      g_autoptr(GVariant) empty = g_variant_ref_sink (g_variant_new_parsed ("@a{sv} {}"));
      g_autoptr(TmHandScore) with = NULL;
      g_autoptr(TmHandScore) without = NULL;
      g_autofree char *with_text = NULL;
      g_autofree char *without_text = NULL;

      /* Everyone else filled in with nothing, as a game whose points
       * depend on every player's (Captured's bonus) needs. */
      for (guint p = 1; p < n; p++)
        entries[p] = empty;
      entries[0] = breakdown;
      with = tm_scorer_score_hand (scorer, NULL, entries, &error);
      if (with == NULL)
        {
          /* A rule of the game, not a field the scorer does not know */
          g_assert_true (error->domain == TM_SCORE_ERROR);
          g_assert_cmpint (error->code, !=, TM_SCORE_ERROR_UNKNOWN_FIELD);
          g_test_message ("  refused by a rule: %s", error->message);
          g_clear_error (&error);
          memset (entries, 0, sizeof (GVariant *) * n);
          return;
        }

      entries[0] = empty;
      without = tm_scorer_score_hand (scorer, NULL, entries, &error);
      with_text = describe (with, 0);
      if (without == NULL)
        {
          /* An empty entry breaks a rule (a player alone at Meet the
           * Patriots has turns): the field made the hand good. */
          g_assert_true (error->domain == TM_SCORE_ERROR);
          g_test_message ("  %s (empty: refused: %s)", with_text, error->message);
          g_clear_error (&error);
        }
      else if (tm_hand_score_is_complete (with))
        {
          without_text = describe (without, 0);
          g_test_message ("  %s (empty: %s)", with_text, without_text);
          g_assert_cmpstr (with_text, !=, without_text);
        }
      else
        {
          /* Alone, the field scores nothing yet (Prisoner's hands wait
           * for the outcome); its limit below shows it is read. */
          g_test_message ("  %s: incomplete without the rest of the hand", with_text);
        }

      /* A points total is what the player scores; a flag that scores
       * nothing scores 0: the form locks the player's other fields on
       * their word. */
      if (tm_score_field_get_is_total (field) || tm_score_field_get_scores_nothing (field))
        {
          gboolean total = tm_score_field_get_is_total (field);
          g_autoptr(GVariant) given =
            breakdown_of (id, total ? g_variant_new_int64 (23) : g_variant_new_boolean (TRUE));
          g_autoptr(TmHandScore) scored = NULL;

          entries[0] = given;
          scored = tm_scorer_score_hand (scorer, NULL, entries, &error);
          g_assert_no_error (error);
          g_assert_true (tm_hand_score_is_known (scored, 0));
          g_assert_cmpint (tm_hand_score_get_points (scored, 0), ==, total ? 23 : 0);
        }

      /* A count beyond what the deck allows is refused. */
      if (tm_score_field_get_kind (field) == TM_SCORE_FIELD_COUNT &&
          tm_scorer_get_field_max (scorer, field) > 0)
        {
          g_autoptr(GVariant) too_many =
            breakdown_of (id, g_variant_new_int64 (tm_scorer_get_field_max (scorer, field) + 1));
          g_autoptr(TmHandScore) refused = NULL;

          entries[0] = too_many;
          refused = tm_scorer_score_hand (scorer, NULL, entries, &error);
          g_assert_null (refused);
          g_assert_true (error->domain == TM_SCORE_ERROR);
          g_test_message ("  over the limit: %s", error->message);
          g_assert_true (error->code == TM_SCORE_ERROR_TOO_MANY || error->code == TM_SCORE_ERROR_INVALID);
          g_clear_error (&error);
        }
      memset (entries, 0, sizeof (GVariant *) * n);
    }
}

static void
check_table (const char *game_id,
             guint       n_players)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(TmScorer) scorer = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) unknown = json_from_string ("{\"no_such_field\": 1}", NULL);

  for (guint p = 0; p < n_players; p++)
    g_strv_builder_take (builder, g_strdup_printf ("Player %u", p + 1));
  names = g_strv_builder_end (builder);

  scorer = tm_scorer_new (catalogue, game_id, (const char * const *) names, NULL, &error);
  g_assert_no_error (error);

  g_assert_true (tm_scorer_get_n_entry_fields (scorer) + tm_scorer_get_n_outcome_fields (scorer) > 0);

  for (guint f = 0; f < tm_scorer_get_n_entry_fields (scorer); f++)
    check_field (scorer, tm_scorer_get_entry_field (scorer, f), FALSE);
  for (guint f = 0; f < tm_scorer_get_n_outcome_fields (scorer); f++)
    check_field (scorer, tm_scorer_get_outcome_field (scorer, f), TRUE);

  /* A member that is no field is refused, naming it. */
  if (tm_scorer_uses_entries (scorer))
    {
      g_assert_null (tm_scorer_entry_from_json (scorer, unknown, 0, &error));
      g_assert_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_UNKNOWN_FIELD);
      g_assert_nonnull (strstr (error->message, "no_such_field"));
    }
}

static void
test_fields (gconstpointer data)
{
  const char *game_id = data;
  TmGame *game = tm_scorer_lookup_game (game_id);
  guint min = MAX (tm_game_get_min_players (game), 2);

  /* At a table, and alone where the game allows it. */
  check_table (game_id, MIN (min, tm_game_get_max_players (game)));
  if (tm_game_get_min_players (game) == 1)
    check_table (game_id, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_auto(GStrv) games = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tm_init ();
  catalogue = tm_catalogue_new (&error);
  g_assert_no_error (error);

  games = tm_score_list_games ();
  g_assert_cmpuint (g_strv_length (games), >, 1);
  for (guint i = 0; games[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/score-fields/%s", games[i]);

      g_test_add_data_func (path, games[i], test_fields);
    }

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
