/* test-ledger.c: the score ledger, its undo history and its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tablemate.h"

static TmCatalogue *catalogue;

/* A breakdown (a{sv}) written as JSON, numbers being counts. */
static GVariant *
object (const char *json)
{
  g_autoptr(GError) error = NULL;
  GVariant *value = json_gvariant_deserialize_data (json, -1, "a{sv}", &error);

  g_assert_no_error (error);
  return g_variant_ref_sink (value);
}

static void
variant_unref0 (gpointer value)
{
  if (value != NULL)
    g_variant_unref (value);
}

static TmLedger *
new_ledger (const char *game,
            const char *names)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) list = g_strsplit (names, ",", -1);
  TmLedger *ledger = tm_ledger_new (catalogue, game, (const char * const *) list, &error);

  g_assert_no_error (error);
  return ledger;
}

/* Appends a hand given as one JSON entry per player ("null" for a blank). */
static void
append (TmLedger   *ledger,
        const char *entries_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (entries_json, &error);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (variant_unref0);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *text = JSON_NODE_HOLDS_NULL (element) ? NULL : json_to_string (element, FALSE);

      g_ptr_array_add (entries, text ? object (text) : NULL);
    }

  tm_ledger_append_hand (ledger, NULL, (GVariant * const *) entries->pdata, NULL, &error);
  g_assert_no_error (error);
}

static char *
totals (TmLedger *ledger)
{
  TmStandings *standings = tm_ledger_get_standings (ledger);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < tm_standings_get_n_sides (standings); i++)
    g_string_append_printf (s, "%s%" G_GINT64_FORMAT, i ? " " : "",
                            tm_standings_get_total (standings, i));
  return g_string_free (s, FALSE);
}

static char *
contents (TmLedger *ledger)
{
  g_autoptr(GBytes) bytes = tm_ledger_to_bytes (ledger);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
test_totals_follow_edits (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("gitmo", "Ana,Ben,Cai");
  g_autoptr(GVariant) fix = object ("{\"patriots\": 2}");
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;

  append (ledger, "[{\"patriots\": 14}, {\"patriots\": 9}, {\"traitors\": 2}]");
  append (ledger, "[{\"patriots\": 3}, {\"patriots\": 11}, {\"patriots\": 8}]");
  append (ledger, "[{\"patriots\": 7}, {}, {\"patriots\": 15}]");

  before = totals (ledger);
  g_assert_cmpstr (before, ==, "24 20 21");
  g_assert_true (tm_ledger_get_finished (ledger));
  g_assert_true (tm_standings_is_winner (tm_ledger_get_standings (ledger), 0));

  /* Editing the first hand changes the totals and the winner. */
  tm_ledger_set_entry (ledger, tm_ledger_get_hand (ledger, 0), 0, fix, &error);
  g_assert_no_error (error);
  after = totals (ledger);
  g_assert_cmpstr (after, ==, "12 20 21");
  g_assert_false (tm_standings_is_winner (tm_ledger_get_standings (ledger), 0));
  g_assert_true (tm_standings_is_winner (tm_ledger_get_standings (ledger), 2));
  g_assert_cmpint (tm_hand_score_get_points (tm_ledger_hand_get_score (tm_ledger_get_hand (ledger, 0)), 0), ==, 2);

  g_assert_finalize_object (g_steal_pointer (&ledger));
}

static void
test_incomplete_hand (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("freeo", "Ann,Cat");
  g_autoptr(GVariant) out = object ("{\"went_out\": true}");
  g_autoptr(GVariant) held = object ("{\"seek\": 2, \"captured\": 1}");
  g_autoptr(GError) error = NULL;
  g_autofree char *total = NULL;
  TmLedgerHand *hand;

  hand = tm_ledger_add_hand (ledger);
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 1);
  g_assert_false (tm_ledger_hand_get_complete (hand));

  tm_ledger_set_entry (ledger, hand, 0, out, &error);
  g_assert_no_error (error);
  /* Cat left blank: shown as incomplete, not scored as 0. */
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 1);
  g_assert_false (tm_hand_score_is_known (tm_ledger_hand_get_score (hand), 1));

  tm_ledger_set_entry (ledger, hand, 1, held, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 0);
  g_assert_true (tm_ledger_hand_get_complete (hand));
  total = totals (ledger);
  g_assert_cmpstr (total, ==, "0 9");
}

static void
test_impossible_entry_refused (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("gitmo", "Ana,Ben");
  g_autoptr(GVariant) too_many = object ("{\"patriots\": 13}");
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  TmLedgerHand *hand;

  append (ledger, "[{\"patriots\": 12}, {\"patriots\": 5}]");
  hand = tm_ledger_get_hand (ledger, 0);
  before = contents (ledger);

  g_assert_false (tm_ledger_set_entry (ledger, hand, 1, too_many, &error));
  g_assert_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_TOO_MANY);
  after = contents (ledger);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 1);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static void
changed_cb (TmLedger *ledger,
            gpointer  user_data)
{
  (*(guint *) user_data)++;
}

static void
test_undo_redo (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("gitmo", "Ana,Ben,Cai");
  g_autoptr(GVariant) entry = object ("{\"patriots\": 4, \"whistleblower\": true}");
  g_autoptr(GVariant) on = g_variant_ref_sink (g_variant_new_boolean (TRUE));
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  guint can_undo_notes = 0, changed = 0;
  guint n;

  g_signal_connect (ledger, "notify::can-undo", G_CALLBACK (count_cb), &can_undo_notes);
  g_signal_connect (ledger, "changed", G_CALLBACK (changed_cb), &changed);
  g_assert_false (tm_ledger_get_can_undo (ledger));

  g_ptr_array_add (states, contents (ledger));
  append (ledger, "[{\"patriots\": 14}, {\"patriots\": 9}, {\"traitors\": 2}]");
  g_ptr_array_add (states, contents (ledger));
  g_assert_cmpuint (can_undo_notes, ==, 1);
  tm_ledger_add_hand (ledger);
  g_ptr_array_add (states, contents (ledger));
  tm_ledger_set_entry (ledger, tm_ledger_get_hand (ledger, 1), 2, entry, &error);
  g_assert_no_error (error);
  g_ptr_array_add (states, contents (ledger));
  tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, 1), "Cai found the Whistleblower");
  g_ptr_array_add (states, contents (ledger));
  tm_ledger_set_player_name (ledger, 1, "Benedict");
  g_ptr_array_add (states, contents (ledger));
  tm_ledger_set_option (ledger, "partners", on);
  g_ptr_array_add (states, contents (ledger));
  tm_ledger_set_rounds (ledger, 2);
  g_ptr_array_add (states, contents (ledger));
  tm_ledger_remove_hand (ledger, tm_ledger_get_hand (ledger, 0));
  g_ptr_array_add (states, contents (ledger));

  n = states->len;
  g_assert_cmpuint (changed, ==, n - 1);

  for (guint i = n - 1; i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (tm_ledger_undo (ledger));
      now = contents (ledger);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i - 1));
    }
  g_assert_false (tm_ledger_get_can_undo (ledger));
  g_assert_false (tm_ledger_undo (ledger));
  g_assert_true (tm_ledger_get_can_redo (ledger));

  for (guint i = 1; i < n; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (tm_ledger_redo (ledger));
      now = contents (ledger);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (tm_ledger_get_can_redo (ledger));

  /* A new change after an undo drops the redo history. */
  g_assert_true (tm_ledger_undo (ledger));
  tm_ledger_set_title (ledger, "Another night");
  g_assert_false (tm_ledger_get_can_redo (ledger));

  g_assert_finalize_object (g_steal_pointer (&ledger));
}

static void
test_group_undoes_as_one (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("custom", "Ana,Ben");
  g_autoptr(GVariant) five = object ("{\"points\": 5}");
  g_autoptr(GVariant) seven = object ("{\"points\": 7}");
  g_autofree char *total = NULL;
  TmLedgerHand *hand;

  tm_ledger_begin_group (ledger);
  hand = tm_ledger_add_hand (ledger);
  g_assert_true (tm_ledger_set_entry (ledger, hand, 0, five, NULL));
  g_assert_true (tm_ledger_set_entry (ledger, hand, 1, seven, NULL));
  tm_ledger_end_group (ledger);

  total = totals (ledger);
  g_assert_cmpstr (total, ==, "5 7");
  g_assert_true (tm_ledger_undo (ledger));
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 0);
  g_assert_false (tm_ledger_get_can_undo (ledger));
}

static void
test_remove_and_renumber (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("gitmo", "Ana,Ben");
  g_autoptr(TmLedgerHand) second = NULL;
  GListModel *hands;

  for (guint i = 0; i < 4; i++)
    append (ledger, "[{\"patriots\": 1}, {\"patriots\": 2}]");

  hands = tm_ledger_get_hands (ledger);
  g_assert_cmpuint (g_list_model_get_n_items (hands), ==, 4);
  second = g_object_ref (tm_ledger_get_hand (ledger, 1));
  g_assert_cmpuint (tm_ledger_hand_get_round (tm_ledger_get_hand (ledger, 2)), ==, 2);

  tm_ledger_remove_hand (ledger, second);
  g_assert_cmpuint (g_list_model_get_n_items (hands), ==, 3);
  g_assert_cmpuint (tm_ledger_hand_get_number (tm_ledger_get_hand (ledger, 1)), ==, 2);
  g_assert_cmpuint (tm_ledger_hand_get_round (tm_ledger_get_hand (ledger, 2)), ==, 2);
  g_assert_cmpuint (tm_ledger_hand_get_number (second), ==, 0);

  g_assert_true (tm_ledger_undo (ledger));
  g_assert_true (tm_ledger_get_hand (ledger, 1) == second);
  g_assert_cmpuint (tm_ledger_hand_get_number (second), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (hands), ==, 4);
}

static void
test_next_dealer (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("freeo", "Ann,Cat,Dev");

  tm_ledger_set_first_dealer (ledger, 1);
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 1);
  append (ledger, "[{\"went_out\": true}, {}, {}]");
  g_assert_cmpuint (tm_ledger_hand_get_dealer (tm_ledger_get_hand (ledger, 0)), ==, 1);
  append (ledger, "[{\"went_out\": true}, {}, {}]");
  append (ledger, "[{\"went_out\": true}, {}, {}]");
  g_assert_cmpuint (tm_ledger_hand_get_dealer (tm_ledger_get_hand (ledger, 1)), ==, 2);
  g_assert_cmpuint (tm_ledger_hand_get_dealer (tm_ledger_get_hand (ledger, 2)), ==, 0);
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 1);

  /* Correcting a dealer moves the deal on from the corrected hand. */
  tm_ledger_set_dealer (ledger, tm_ledger_get_hand (ledger, 2), 2);
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 0);
}

/* In Gitmo everyone deals once a round, even after a dealer is corrected. */
static void
test_next_dealer_gitmo (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("gitmo", "Ana,Ben,Cai,Dev");

  append (ledger, "[{}, {}, {}, {}]");
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 1);
  append (ledger, "[{}, {}, {}, {}]");
  /* Cai dealt the second hand, not Ben. */
  tm_ledger_set_dealer (ledger, tm_ledger_get_hand (ledger, 1), 2);
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 3);
  append (ledger, "[{}, {}, {}, {}]");
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 1);
  append (ledger, "[{}, {}, {}, {}]");
  g_assert_cmpuint (tm_ledger_hand_get_dealer (tm_ledger_get_hand (ledger, 3)), ==, 1);
  /* A new round: to the left of Ben. */
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 2);
}

static void
test_partners (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("gitmo", "Ana,Ben,Cai,Dev");
  g_autoptr(GVariant) on = g_variant_ref_sink (g_variant_new_boolean (TRUE));
  g_autofree char *name = NULL;
  g_autofree char *total = NULL;

  tm_ledger_set_option (ledger, "partners", on);
  tm_ledger_set_player_team (ledger, 0, 0);
  tm_ledger_set_player_team (ledger, 1, 1);
  tm_ledger_set_player_team (ledger, 2, 0);
  tm_ledger_set_player_team (ledger, 3, 1);
  append (ledger, "[{\"patriots\": 5}, {\"patriots\": 9}, {\"patriots\": 6}, {\"traitors\": 1}]");

  g_assert_cmpuint (tm_ledger_get_n_sides (ledger), ==, 2);
  name = tm_ledger_dup_side_name (ledger, 0);
  g_assert_cmpstr (name, ==, "Ana & Cai");
  total = totals (ledger);
  g_assert_cmpstr (total, ==, "11 8");
}

static void
test_option_makes_hand_invalid (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("captured", "Dana,Eli");
  g_autoptr(GVariant) on = g_variant_ref_sink (g_variant_new_boolean (TRUE));
  TmLedgerHand *hand;

  tm_ledger_set_option (ledger, "keep-trump", on);
  append (ledger, "[{\"traitors\": 3, \"trump\": true, \"special_ops\": [\"setback\"]}, {\"traitors\": 2}]");
  hand = tm_ledger_get_hand (ledger, 0);
  g_assert_null (tm_ledger_hand_get_problem (hand));
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 0);

  tm_ledger_set_option (ledger, "keep-trump", NULL);
  g_assert_nonnull (tm_ledger_hand_get_problem (hand));
  g_assert_nonnull (strstr (tm_ledger_hand_get_problem (hand), "keep-trump option"));
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 1);
  g_assert_cmpint (tm_standings_get_total (tm_ledger_get_standings (ledger), 0), ==, 0);

  g_assert_true (tm_ledger_undo (ledger));
  g_assert_null (tm_ledger_hand_get_problem (hand));
  g_assert_cmpint (tm_standings_get_total (tm_ledger_get_standings (ledger), 0), ==, 103);
}

static void
test_add_player_before_first_hand (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("custom", "Ana");
  g_autoptr(GError) error = NULL;

  g_assert_true (tm_ledger_add_player (ledger, "Ben", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (tm_ledger_get_players (ledger)), ==, 2);
  append (ledger, "[{\"points\": 1}, {\"points\": 2}]");

  g_assert_false (tm_ledger_add_player (ledger, "Cai", &error));
  g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_PLAYERS);
}

static void
test_roundtrip (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("prisoner", "Dev,Eve,Fay");
  g_autoptr(TmLedger) copy = NULL;
  g_autoptr(GVariant) outcome = object ("{\"number_two\": 1, \"number_six\": 0, \"result\": \"escape\", \"escapee\": 0}");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL, *second = NULL;
  TmLedgerHand *hand;

  tm_ledger_set_title (ledger, "Village night, \"the\" rematch");
  hand = tm_ledger_add_hand (ledger);
  tm_ledger_set_outcome (ledger, hand, outcome, &error);
  g_assert_no_error (error);
  tm_ledger_set_note (ledger, hand, "Helicopter");

  bytes = tm_ledger_to_bytes (ledger);
  copy = tm_ledger_new_from_bytes (catalogue, bytes, "copy.json", &error);
  g_assert_no_error (error);

  first = contents (ledger);
  second = contents (copy);
  g_assert_cmpstr (first, ==, second);
  g_assert_cmpstr (tm_ledger_get_id (copy), ==, tm_ledger_get_id (ledger));
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (copy), ==, 1);
}

static void
test_load_valid (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "ledger-valid.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmLedger) ledger = tm_ledger_load (catalogue, file, NULL, &error);
  g_autofree char *total = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tm_ledger_get_title (ledger), ==, "Friday at Ana's");
  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 3);
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 1);
  /* Only the two complete hands count. */
  total = totals (ledger);
  g_assert_cmpstr (total, ==, "17 20 6");
  g_assert_false (tm_ledger_get_finished (ledger));
  g_assert_false (tm_ledger_get_unsaved (ledger));
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 2);
}

static char *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static TmLedger *
ledger_from_text (const char *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  TmLedger *ledger = tm_ledger_new_from_bytes (catalogue, bytes, "v2.json", &error);

  g_assert_no_error (error);
  return ledger;
}

/* Replaces the one occurrence of @from in @text. */
static char *
replace_once (const char *text,
              const char *from,
              const char *to)
{
  g_auto(GStrv) parts = g_strsplit (text, from, -1);

  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  return g_strjoin (to, parts[0], parts[1], NULL);
}

/* Version 2 holds the same sheet as version 1, and both are saved as
 * version 3. */
static void
test_load_v2 (void)
{
  g_autofree char *v1 = read_data ("ledger-valid.json");
  g_autofree char *v2 = read_data ("ledger-valid-v2.json");
  g_autofree char *v3 = read_data ("ledger-valid-v3.json");
  g_autoptr(TmLedger) old = ledger_from_text (v1);
  g_autoptr(TmLedger) ledger = ledger_from_text (v2);
  g_autofree char *total = totals (ledger);
  g_autofree char *saved_old = contents (old);
  g_autofree char *saved = contents (ledger);
  TmLedgerHand *hand = tm_ledger_get_hand (ledger, 1);

  g_assert_cmpstr (total, ==, "17 20 6");
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 1);
  g_assert_cmpuint (tm_ledger_get_next_dealer (ledger), ==, 2);
  g_assert_cmpstr (tm_ledger_hand_get_note (hand), ==, "Ben kept the Whistleblower");
  {
    g_autoptr(GVariant) entry = tm_ledger_hand_dup_entry (hand, 1);
    gboolean whistleblower = FALSE;

    g_assert_true (g_variant_lookup (entry, "whistleblower", "b", &whistleblower));
    g_assert_true (whistleblower);
  }
  g_assert_cmpint (tm_hand_score_get_points (tm_ledger_hand_get_score (hand), 1), ==, 11);
  g_assert_false (tm_ledger_hand_get_complete (tm_ledger_get_hand (ledger, 2)));

  g_assert_true (g_str_has_prefix (saved_old, "{\"version\":3,"));
  g_assert_cmpstr (saved_old, ==, v3);
  g_assert_cmpstr (saved, ==, v3);
}

typedef struct
{
  const char *path;
  const char *from;
  const char *to;
  const char *totals;
} Tamper;

/* Whatever is changed in a file by hand, the totals are those of the
 * entries: the points a version 2 file keeps beside them are not read. */
static const Tamper tampers[] = {
  /* A point, alone: no effect. */
  { "/engine/ledger/v2/tampered/point", "[2,[14,9,-2]", "[2,[40,9,-2]", "17 20 6" },
  /* The points and the check taken out: no effect. */
  { "/engine/ledger/v2/tampered/no-points", "[2,[14,9,-2],\"83413a51bfbf0612\"", "[2,null,null",
    "17 20 6" },
  /* An entry, with the points left: scored from the entry. */
  { "/engine/ledger/v2/tampered/entry", "[{\"patriots\":14}", "[{\"patriots\":4}", "7 20 6" },
  /* Points of a blank hand made up: still incomplete. */
  { "/engine/ledger/v2/tampered/blank", "[7,null,15]", "[7,0,15]", "17 20 6" },
  /* A point and the stamp: nothing cached is used. */
  { "/engine/ledger/v2/tampered/stamp", "\"scoring\":\"02fb813a4e735c8d\",\"hands\":[[2,[14,",
    "\"scoring\":\"0000000000000000\",\"hands\":[[2,[99,", "17 20 6" },
  /* A hand that cannot be scored marked as one that can: refused. */
  { "/engine/ledger/v2/tampered/impossible", "{\"patriots\":7}", "{\"patriots\":700}", "17 20 6" },
};

static void
test_tampered (gconstpointer data)
{
  const Tamper *tamper = data;
  g_autofree char *v2 = read_data ("ledger-valid-v2.json");
  g_autofree char *text = replace_once (v2, tamper->from, tamper->to);
  g_autoptr(TmLedger) ledger = ledger_from_text (text);
  g_autofree char *total = totals (ledger);

  g_assert_cmpstr (total, ==, tamper->totals);
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 1);
}

/* Points with a check forged to match them (so that Tablemate 2 would
 * have shown them until the hand was looked at) have no effect either:
 * the totals are the entries' from the start, with nothing to put right
 * later. */
static void
test_forged_check (void)
{
  g_autofree char *v2 = read_data ("ledger-valid-v2.json");
  /* The check of these points under the file's stamp, as version 2
   * worked it out (MurmurHash64A's mixing of the stamp and the texts). */
  g_autofree char *text = replace_once (v2, "[2,[14,9,-2],\"83413a51bfbf0612\"",
                                        "[2,[40,9,-2],\"e82c9581838f3836\"");
  g_autofree char *before = NULL, *after = NULL;
  g_autoptr(TmLedger) ledger = NULL;
  guint changed = 0;

  ledger = ledger_from_text (text);
  g_signal_connect_swapped (ledger, "changed", G_CALLBACK (g_atomic_int_inc), &changed);

  before = totals (ledger);
  g_assert_cmpstr (before, ==, "17 20 6");

  g_assert_cmpint (tm_hand_score_get_points (tm_ledger_hand_get_score (tm_ledger_get_hand (ledger, 0)), 0),
                   ==, 14);
  after = totals (ledger);
  g_assert_cmpstr (after, ==, "17 20 6");

  /* Nothing was wrong, so nobody is told of a change. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (changed, ==, 0);
  g_assert_false (tm_ledger_get_unsaved (ledger));
}

/* Damage inside a hand is found on opening, not when it is shown. */
static void
test_v2_damaged_hand (void)
{
  g_autofree char *v2 = read_data ("ledger-valid-v2.json");
  g_autofree char *text = replace_once (v2, "{\"patriots\":7}", "{\"patriots\":7");
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;

  g_assert_null (tm_ledger_new_from_bytes (catalogue, bytes, "v2.json", &error));
  g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "v2.json is damaged (line 1, column"));
  g_clear_error (&error);

  g_clear_pointer (&text, g_free);
  g_clear_pointer (&bytes, g_bytes_unref);
  text = replace_once (v2, "[{\"patriots\":7},null,", "[{\"patriots\":7},");
  bytes = g_bytes_new (text, strlen (text));
  g_assert_null (tm_ledger_new_from_bytes (catalogue, bytes, "v2.json", &error));
  g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "hand 3: field “entries”"));
}

/* Sheets saved by the first release (format 1) and the current one
 * (format 2), one per game, open with the points, totals, ranks, winners
 * and next dealer that the current release showed for them
 * (ledger-migration.json, written by it), and are saved alike. */
static void
check_migrated (TmLedger   *ledger,
                JsonObject *expected)
{
  JsonArray *hands = json_object_get_array_member (expected, "hands");
  JsonArray *totals_ = json_object_get_array_member (expected, "totals");
  JsonArray *ranks = json_object_get_array_member (expected, "ranks");
  JsonArray *winners = json_object_get_array_member (expected, "winners");
  TmStandings *standings = tm_ledger_get_standings (ledger);

  g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, json_array_get_length (hands));
  for (guint h = 0; h < json_array_get_length (hands); h++)
    {
      JsonArray *points = json_array_get_array_element (hands, h);
      TmHandScore *score = tm_ledger_hand_get_score (tm_ledger_get_hand (ledger, h));

      g_assert_nonnull (score);
      for (guint p = 0; p < json_array_get_length (points); p++)
        {
          JsonNode *point = json_array_get_element (points, p);

          g_assert_cmpint (tm_hand_score_is_known (score, p), ==, !JSON_NODE_HOLDS_NULL (point));
          if (!JSON_NODE_HOLDS_NULL (point))
            g_assert_cmpint (tm_hand_score_get_points (score, p), ==, json_node_get_int (point));
        }
    }

  g_assert_cmpuint (tm_standings_get_n_sides (standings), ==, json_array_get_length (totals_));
  for (guint s = 0; s < json_array_get_length (totals_); s++)
    {
      g_assert_cmpint (tm_standings_get_total (standings, s), ==,
                       json_array_get_int_element (totals_, s));
      g_assert_cmpint (tm_standings_get_rank (standings, s), ==,
                       json_array_get_int_element (ranks, s));
      g_assert_cmpint (tm_standings_is_winner (standings, s), ==,
                       json_array_get_boolean_element (winners, s));
    }
  g_assert_cmpint (tm_ledger_get_finished (ledger), ==,
                   json_object_get_boolean_member (expected, "finished"));
  g_assert_cmpint (tm_ledger_get_incomplete_hands (ledger), ==,
                   json_object_get_int_member (expected, "incomplete"));
  g_assert_cmpint (tm_ledger_get_next_dealer (ledger), ==,
                   json_object_get_int_member (expected, "next_dealer"));
}

/* Everything a sheet shows: its saved text, each hand's points or
 * problem, entries and outcome as the app gets them, and the totals. */
static char *
describe_sheet (TmLedger *ledger)
{
  GString *s = g_string_new (NULL);
  g_autofree char *saved = contents (ledger);
  g_autofree char *total = totals (ledger);

  for (guint i = 0; i < tm_ledger_get_n_hands (ledger); i++)
    {
      TmLedgerHand *hand = tm_ledger_get_hand (ledger, i);
      TmHandScore *score = tm_ledger_hand_get_score (hand);

      g_string_append_printf (s, "hand %u:", i + 1);
      for (guint p = 0; score != NULL && p < tm_ledger_get_n_players (ledger); p++)
        g_string_append_printf (s, " %" G_GINT64_FORMAT, tm_hand_score_get_points (score, p));
      g_string_append_printf (s, " %s\n", tm_ledger_hand_get_problem (hand) != NULL
                                          ? tm_ledger_hand_get_problem (hand) : "");
      for (guint p = 0; p <= tm_ledger_get_n_players (ledger); p++)
        {
          g_autoptr(GVariant) breakdown = p < tm_ledger_get_n_players (ledger)
                                          ? tm_ledger_hand_dup_entry (hand, p)
                                          : tm_ledger_hand_dup_outcome (hand);
          g_autofree char *text = breakdown != NULL ? g_variant_print (breakdown, TRUE) : NULL;

          g_string_append_printf (s, "  %s\n", text != NULL ? text : "none");
        }
    }
  g_string_append_printf (s, "totals %s\n%s", total, saved);
  return g_string_free (s, FALSE);
}

/* Breakdowns are kept as plain values and made into a{sv} when asked
 * for: what the app gives comes back equal, an empty outcome of a game
 * without outcome fields survives an edit of the hand and a save, and a
 * value of a type no field holds is still refused. */
static void
test_breakdown_values (void)
{
  const char *text =
    "{\"version\": 3, \"game\": \"gitmo\", \"players\": [{\"name\": \"Ana\"}, "
    "{\"name\": \"Ben\"}], \"hands\": [{\"dealer\": 0, \"outcome\": {}, \"entries\": "
    "[{\"patriots\": 2, \"runs\": [{\"patriots\": 1, \"traitors\": 2, \"card\": \"gitmo\"}], "
    "\"special_ops\": [\"truth\", 3]}, null]}]}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(TmLedger) ledger = tm_ledger_new_from_bytes (catalogue, bytes, "values.json", &error);
  g_autoptr(GVariant) given = object ("{\"traitors\": 1, \"whistleblower\": true, "
                                      "\"runs\": [{\"patriots\": 2, \"card\": \"justice\"}], "
                                      "\"special_ops\": [-4]}");
  g_autoptr(GVariant) read = NULL;
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GVariant) back = NULL;
  g_autoptr(GVariant) odd = NULL;
  g_autofree char *read_text = NULL;
  g_autofree char *before = NULL, *after = NULL, *saved = NULL;
  TmLedgerHand *hand;

  g_assert_no_error (error);
  hand = tm_ledger_get_hand (ledger, 0);
  g_assert_cmpint (tm_hand_score_get_points (tm_ledger_hand_get_score (hand), 0), ==, 2 + 1 + 0 + 3);

  /* As read from the file, in the order written. */
  read = tm_ledger_hand_dup_entry (hand, 0);
  read_text = g_variant_print (read, FALSE);
  g_assert_cmpstr (read_text, ==, "{'patriots': <int64 2>, 'runs': <[{'patriots': <int64 1>, "
                                  "'traitors': <int64 2>, 'card': <'gitmo'>}]>, "
                                  "'special_ops': <[<'truth'>, <int64 3>]>}");
  outcome = tm_ledger_hand_dup_outcome (hand);
  g_assert_nonnull (outcome);
  g_assert_cmpuint (g_variant_n_children (outcome), ==, 0);

  /* Given by the app: kept, and the hand scored again. */
  g_assert_true (tm_ledger_set_entry (ledger, hand, 1, given, &error));
  g_assert_no_error (error);
  back = tm_ledger_hand_dup_entry (hand, 1);
  g_assert_true (g_variant_equal (back, given));
  g_assert_cmpint (tm_hand_score_get_points (tm_ledger_hand_get_score (hand), 1), ==,
                   -1 + 2 + 10 - 4);
  g_assert_null (tm_ledger_hand_get_problem (hand));
  saved = contents (ledger);
  g_assert_nonnull (strstr (saved, "\"outcome\":{},\"entries\":[{\"patriots\":2,\"runs\":"
                                   "[{\"patriots\":1,\"traitors\":2,\"card\":\"gitmo\"}],"
                                   "\"special_ops\":[\"truth\",3]},{\"traitors\":1,"
                                   "\"whistleblower\":true,\"runs\":[{\"patriots\":2,"
                                   "\"card\":\"justice\"}],\"special_ops\":[-4]}]"));

  /* A card kept as a fraction: refused as before, the sheet unchanged. */
  odd = object ("{\"special_ops\": [1.5]}");
  before = contents (ledger);
  g_assert_false (tm_ledger_set_entry (ledger, hand, 0, odd, &error));
  g_assert_error (error, TM_SCORE_ERROR, TM_SCORE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "item 1 must be a card id or a number of points"));
  after = contents (ledger);
  g_assert_cmpstr (before, ==, after);

  g_assert_finalize_object (g_steal_pointer (&ledger));
}

/* A file as Tablemate writes it has its hands read in one pass; a hand
 * with a member Tablemate does not write (which is read past) sends the
 * whole file through json-glib.  Both must give the same sheet, for every
 * game, escapes and all. */
static void
test_one_pass_read (void)
{
  static const char * const names[] = {
    "ledger-valid.json", "ledger-valid-v3.json", "ledger-v1-captured.json",
    "ledger-v1-escaped.json", "ledger-v1-freeo.json", "ledger-v1-gitmo.json",
    "ledger-v1-mixer.json", "ledger-v1-patriots.json", "ledger-v1-prisoner.json",
  };
  static const char * const crafted[] = {
    /* escapes and non-ASCII text in notes, a card id and an unread entry */
    "{\"version\": 3, \"id\": \"a\", \"created\": \"2026-01-01T00:00:00Z\", \"game\": \"gitmo\", "
    "\"players\": [{\"name\": \"A\"}, "
    "{\"name\": \"B\"}], \"hands\": [{\"dealer\": 1, \"time\": \"2026-01-02T03:04:05Z\", "
    "\"note\": \"tab\\tq\\\" s\\/ \\u00e9 \\u2603 \\b\\f\\r\\n\\\\ é\", "
    "\"entries\": [{\"patriots\": 3, \"runs\": [{\"patriots\": 2, \"card\": \"justice\"}], "
    "\"special_ops\": [\"grand-jury\", -2, 1500]}, null]}, "
    "{\"dealer\": 0, \"note\": null, \"entries\": [{\"patriots\": 2000}, "
    "{\"traitors\": 1, \"whistleblower\": true, \"jesus_saves\": false}]}]}",
    /* an entry the scorer cannot read, kept as the file has it */
    "{\"version\": 3, \"id\": \"a\", \"created\": \"2026-01-01T00:00:00Z\", \"game\": \"gitmo\", "
    "\"players\": [{\"name\": \"A\"}, "
    "{\"name\": \"B\"}], \"hands\": [{\"dealer\": 0, \"entries\": [{\"patriots\": 2, "
    "\"bogus\": 1}, {\"runs\": [{\"patriots\": 1, \"x\": 2.5}]}]}]}",
    /* hands' members in another order, the hands before the players */
    "{\"hands\": [{\"entries\": [{}, null], \"dealer\": 0}], \"version\": 1, \"id\": \"b\", "
    "\"created\": \"2026-01-01T00:00:00Z\", \"game\": \"gitmo\", "
    "\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}]}",
  };
  guint n = G_N_ELEMENTS (names) + G_N_ELEMENTS (crafted);

  for (guint i = 0; i < n; i++)
    {
      const char *name = i < G_N_ELEMENTS (names) ? names[i] : crafted[i - G_N_ELEMENTS (names)];
      g_autofree char *text = i < G_N_ELEMENTS (names) ? read_data (name) : g_strdup (name);
      char *dealer = strstr (text, "\"dealer\"");
      g_autofree char *other = NULL;
      g_autoptr(TmLedger) one_pass = NULL;
      g_autoptr(TmLedger) json_glib = NULL;
      g_autofree char *seen = NULL, *expected = NULL;

      g_test_message ("%s", name);
      g_assert_nonnull (dealer);
      other = g_strdup_printf ("%.*s\"read past\": [1.5, {\"a\": null}], %s",
                               (int) (dealer - text), text, dealer);
      one_pass = ledger_from_text (text);
      json_glib = ledger_from_text (other);
      seen = describe_sheet (one_pass);
      expected = describe_sheet (json_glib);
      g_assert_cmpstr (seen, ==, expected);
    }
}

/* A sheet long enough to be scored on two threads: every hand's points,
 * lines and problem are those of the hand scored alone, in its place. */
static void
test_long_sheet (void)
{
  GString *text = g_string_new ("{\"version\": 3, \"game\": \"gitmo\", \"players\": "
                                "[{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}], "
                                "\"hands\": [");
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(GVariant) yes = g_variant_ref_sink (g_variant_new_boolean (TRUE));
  TmScorer *scorer;
  guint n = 2345, problems = 0;

  for (guint h = 0; h < n; h++)
    g_string_append_printf (text, "%s{\"dealer\": %u, \"entries\": [{\"patriots\": %u, "
                            "\"runs\": [{\"traitors\": %u, \"card\": \"gitmo\"}]}, "
                            "{\"traitors\": %u, \"special_ops\": [%d]}, %s]}",
                            h ? ", " : "", h % 3, h % 5, h % 4, h % 3, (int) (h % 11) - 5,
                            h % 97 == 0 ? "null" : h % 89 == 0 ? "{\"patriots\": 2000}"
                                                               : "{\"whistleblower\": true}");
  g_string_append (text, "]}");
  ledger = ledger_from_text (text->str);
  g_string_free (text, TRUE);

  for (guint round = 0; round < 2; round++)
    {
      /* Then again, rescored on two threads after an option change. */
      if (round == 1)
        tm_ledger_set_option (ledger, "help-opponents", yes);
      scorer = tm_ledger_get_scorer (ledger);
      g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, n);
      for (guint h = 0; h < n; h++)
        {
          TmLedgerHand *hand = tm_ledger_get_hand (ledger, h);
          g_autoptr(GVariant) outcome = tm_ledger_hand_dup_outcome (hand);
          GVariant *entries[3];
          g_autoptr(GError) error = NULL;
          g_autoptr(TmHandScore) alone = NULL;
          TmHandScore *score = tm_ledger_hand_get_score (hand);

          for (guint p = 0; p < 3; p++)
            entries[p] = tm_ledger_hand_dup_entry (hand, p);
          alone = tm_scorer_score_hand (scorer, outcome, entries, &error);
          if (alone == NULL)
            {
              g_assert_null (score);
              g_assert_cmpstr (tm_ledger_hand_get_problem (hand), ==, error->message);
              problems++;
            }
          else
            for (guint p = 0; p < 3; p++)
              {
                GPtrArray *lines = tm_hand_score_get_lines (score, p);
                GPtrArray *expected = tm_hand_score_get_lines (alone, p);

                g_assert_cmpint (tm_hand_score_get_points (score, p), ==,
                                 tm_hand_score_get_points (alone, p));
                g_assert_cmpuint (lines->len, ==, expected->len);
                for (guint l = 0; l < lines->len; l++)
                  g_assert_cmpstr (tm_score_line_get_label (g_ptr_array_index (lines, l)), ==,
                                   tm_score_line_get_label (g_ptr_array_index (expected, l)));
              }
          for (guint p = 0; p < 3; p++)
            g_clear_pointer (&entries[p], g_variant_unref);
        }
    }

  /* The hands with 2000 Patriots, and no others, cannot be scored. */
  g_assert_cmpuint (problems, ==, 2 * (n / 89 - n / (89 * 97)));
}

static void
test_migration (void)
{
  g_autofree char *text = read_data ("ledger-migration.json");
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  JsonArray *games = json_node_get_array (root);
  guint seen = 0;

  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *expected = json_array_get_object_element (games, i);
      const char *game = json_object_get_string_member (expected, "game");
      g_autofree char *v1_name = g_strdup_printf ("ledger-v1-%s.json", game);
      g_autofree char *v2_name = g_strdup_printf ("ledger-v2-%s.json", game);
      g_autofree char *v1 = read_data (v1_name);
      g_autofree char *v2 = read_data (v2_name);
      g_autoptr(TmLedger) from_v1 = ledger_from_text (v1);
      g_autoptr(TmLedger) from_v2 = ledger_from_text (v2);
      g_autoptr(TmLedger) again = NULL;
      g_autofree char *saved_v1 = contents (from_v1);
      g_autofree char *saved_v2 = contents (from_v2);
      g_autofree char *saved_again = NULL;

      g_test_message ("%s", game);
      g_assert_cmpstr (tm_ledger_get_game_id (from_v2), ==, game);
      check_migrated (from_v1, expected);
      check_migrated (from_v2, expected);

      /* Saved as version 3, the same facts, which open the same again. */
      g_assert_true (g_str_has_prefix (saved_v2, "{\"version\":3,"));
      g_assert_cmpstr (saved_v1, ==, saved_v2);
      again = ledger_from_text (saved_v2);
      check_migrated (again, expected);
      saved_again = contents (again);
      g_assert_cmpstr (saved_again, ==, saved_v2);
      seen++;
    }

  /* Every shipped game, but none twice. */
  g_assert_cmpuint (seen, >=, 7);
}

/* A hand keeps when it was added, through a save and undo. */
static void
test_hand_time (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("custom", "Ana,Ben");
  g_autoptr(TmLedger) copy = NULL;
  g_autoptr(GDateTime) before = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(GDateTime) copied = NULL;
  g_autoptr(GDateTime) old = NULL;
  g_autofree char *text = NULL;
  g_autofree char *v1 = read_data ("ledger-valid.json");

  append (ledger, "[{\"points\": 3}, {\"points\": 4}]");
  time = tm_ledger_hand_dup_time (tm_ledger_get_hand (ledger, 0));
  g_assert_nonnull (time);
  g_assert_cmpint (g_date_time_difference (time, before), >, -G_TIME_SPAN_SECOND);
  g_assert_cmpint (g_date_time_difference (time, before), <, G_TIME_SPAN_MINUTE);

  text = contents (ledger);
  copy = ledger_from_text (text);
  copied = tm_ledger_hand_dup_time (tm_ledger_get_hand (copy, 0));
  g_assert_true (g_date_time_equal (copied, time));

  /* Sheets saved before version 3 do not say. */
  g_clear_object (&copy);
  copy = ledger_from_text (v1);
  old = tm_ledger_hand_dup_time (tm_ledger_get_hand (copy, 0));
  g_assert_null (old);
}

/* A breakdown the scorer cannot read (here, a field the game does not
 * have, as a person editing the file might write) opens: its hand says
 * why and counts for nothing, the file's text of it is saved as it was,
 * and entering it again puts the hand right. */
static void
test_unread_entry (void)
{
  g_autofree char *v3 = read_data ("ledger-valid-v3.json");
  g_autofree char *text = replace_once (v3, "{\"patriots\":14}", "{\"patriots\":14,\"bonus\":[1,{}]}");
  g_autoptr(TmLedger) ledger = ledger_from_text (text);
  g_autoptr(GVariant) fixed = object ("{\"patriots\": 14}");
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = contents (ledger);
  g_autofree char *total = totals (ledger);
  g_autofree char *after = NULL;
  g_autofree char *saved_after = NULL;
  TmLedgerHand *hand = tm_ledger_get_hand (ledger, 0);

  g_assert_nonnull (tm_ledger_hand_get_problem (hand));
  g_assert_nonnull (strstr (tm_ledger_hand_get_problem (hand), "“bonus” is not a field"));
  g_assert_null (tm_ledger_hand_get_score (hand));
  g_assert_null (tm_ledger_hand_dup_entry (hand, 0));
  g_assert_cmpstr (total, ==, "3 11 8");
  g_assert_cmpuint (tm_ledger_get_incomplete_hands (ledger), ==, 2);
  g_assert_cmpstr (saved, ==, text);

  g_assert_true (tm_ledger_set_entry (ledger, hand, 0, fixed, &error));
  g_assert_no_error (error);
  g_assert_null (tm_ledger_hand_get_problem (hand));
  after = totals (ledger);
  g_assert_cmpstr (after, ==, "17 20 6");
  saved_after = contents (ledger);
  g_assert_cmpstr (saved_after, ==, v3);
}

/* A version 3 file cut short or damaged is refused, saying where. */
static void
test_v3_damaged (void)
{
  g_autofree char *v3 = read_data ("ledger-valid-v3.json");
  g_autoptr(GBytes) bytes = g_bytes_new (v3, strlen (v3) - 40);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_null (tm_ledger_new_from_bytes (catalogue, bytes, "v3.json", &error));
  g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "v3.json is damaged (line 1, column"));
  g_assert_nonnull (strstr (error->message, "it is left as it is"));
  g_clear_error (&error);

  text = replace_once (v3, "\"dealer\":0", "\"dealer\":\"Ana\"");
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (text, strlen (text));
  g_assert_null (tm_ledger_new_from_bytes (catalogue, bytes, "v3.json", &error));
  g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "v3.json: hand 2: field “dealer”"));
}

/* A lone UTF-16 surrogate escape, wherever it is in a sheet of any
 * format version (a note, a player's name, a field's name; a high half
 * alone, at the end, before another escape; a low half alone), is
 * refused as damage with the file named: once, a hand holding one came
 * out blank without a word.  A whole pair is a character like any other,
 * and the hand keeps every entry. */
static void
test_lone_surrogates (void)
{
  static const char *versions[] = { "ledger-valid.json", "ledger-valid-v2.json",
                                    "ledger-valid-v3.json" };
  static const struct { const char *from, *to; } places[] = {
    { "Ben kept the Whistleblower", "Ben \\ud800 kept it" },
    { "Ben kept the Whistleblower", "Ben kept it \\ud83d" },
    { "Ben kept the Whistleblower", "\\udc00" },
    { "Ben kept the Whistleblower", "a\\ud800\\u0041b" },
    { "\"Ben\"", "\"Be\\udbffn\"" },
    { "\"whistleblower\"", "\"whistle\\ud800blower\"" },
  };

  for (guint v = 0; v < G_N_ELEMENTS (versions); v++)
    {
      g_autofree char *text = read_data (versions[v]);

      for (guint i = 0; i < G_N_ELEMENTS (places); i++)
        {
          g_autofree char *bad = replace_once (text, places[i].from, places[i].to);
          g_autoptr(GBytes) bytes = g_bytes_new (bad, strlen (bad));
          g_autoptr(GError) error = NULL;

          g_assert_null (tm_ledger_new_from_bytes (catalogue, bytes, "night.json", &error));
          g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT);
          if (!g_str_has_prefix (error->message, "night.json is damaged ("))
            g_error ("%s, %s: “%s”", versions[v], places[i].to, error->message);
        }

      {
        g_autofree char *good = replace_once (text, "Ben kept the Whistleblower",
                                              "Ben kept it \\ud83d\\ude00");
        g_autoptr(TmLedger) ledger = ledger_from_text (good);
        TmLedgerHand *hand = tm_ledger_get_hand (ledger, 1);

        g_assert_cmpuint (tm_ledger_get_n_hands (ledger), ==, 3);
        g_assert_cmpstr (tm_ledger_hand_get_note (hand), ==, "Ben kept it \xf0\x9f\x98\x80");
        g_assert_true (tm_ledger_hand_get_complete (hand));
      }
    }
}

/* A \u0000 escape, in a note (read by the one-pass reader), a player's
 * name or a field's name (read by json-glib), in a sheet of any format
 * version, is refused as damage with the file and the place named: once,
 * json-glib cut the string short there, and a player's name lost its
 * end without a word.  An escaped backslash before "u0000" is text like
 * any other. */
static void
test_nul_escapes (void)
{
  static const char *versions[] = { "ledger-valid.json", "ledger-valid-v2.json",
                                    "ledger-valid-v3.json" };
  static const struct { const char *from, *to; } places[] = {
    { "Ben kept the Whistleblower", "Ben\\u0000 kept it" },
    { "\"Ben\"", "\"Be\\u0000n\"" },
    { "\"whistleblower\"", "\"whistle\\u0000blower\"" },
  };

  for (guint v = 0; v < G_N_ELEMENTS (versions); v++)
    {
      g_autofree char *text = read_data (versions[v]);

      for (guint i = 0; i < G_N_ELEMENTS (places); i++)
        {
          g_autofree char *bad = replace_once (text, places[i].from, places[i].to);
          g_autoptr(GBytes) bytes = g_bytes_new (bad, strlen (bad));
          g_autoptr(GError) error = NULL;
          g_autofree char *where = NULL;
          const char *at = strstr (bad, "\\u0000");
          const char *line_start = at;
          guint line = 1;

          for (const char *p = bad; p < at; p++)
            line += *p == '\n';
          while (line_start > bad && line_start[-1] != '\n')
            line_start--;
          where = g_strdup_printf ("night.json is damaged (line %u, column %u: a \\u0000 escape "
                                   "(a NUL character) cannot be kept in a string)",
                                   line, (guint) (at - line_start) + 1);

          g_assert_null (tm_ledger_new_from_bytes (catalogue, bytes, "night.json", &error));
          g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT);
          if (!g_str_has_prefix (error->message, where))
            g_error ("%s, %s: “%s”", versions[v], places[i].to, error->message);
        }

      {
        g_autofree char *good = replace_once (text, "Ben kept the Whistleblower",
                                              "Ben kept \\\\u0000");
        g_autoptr(TmLedger) ledger = ledger_from_text (good);

        g_assert_cmpstr (tm_ledger_hand_get_note (tm_ledger_get_hand (ledger, 1)), ==,
                         "Ben kept \\u0000");
      }
    }
}

/* A dealer with more digits than a gint64 holds is refused, naming the
 * file and the field, in every version's reader: the one-pass reader stops counting at
 * eighteen digits before the value can overflow (a fuzzed sheet found
 * it multiplying a nineteenth digit in). */
static void
test_long_numbers (void)
{
  /* Each version's first hand's dealer, and what to put in its place. */
  static const struct { const char *file, *from, *to; } versions[] = {
    { "ledger-valid.json", "\"dealer\": 2", "\"dealer\": N" },
    { "ledger-valid-v2.json", "[[2,", "[[N," },
    { "ledger-valid-v3.json", "\"dealer\":2", "\"dealer\":N" },
  };
  static const char *numbers[] = { "9999999999999999999", "10000000000000000000",
                                   "-9999999999999999999",
                                   "999999999999999999999999999999999999999999" };

  for (guint v = 0; v < G_N_ELEMENTS (versions); v++)
    {
      g_autofree char *text = read_data (versions[v].file);

      for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
        {
          g_autofree char *to = replace_once (versions[v].to, "N", numbers[i]);
          g_autofree char *bad = replace_once (text, versions[v].from, to);
          g_autoptr(GBytes) bytes = g_bytes_new (bad, strlen (bad));
          g_autoptr(GError) error = NULL;

          g_assert_null (tm_ledger_new_from_bytes (catalogue, bytes, "night.json", &error));
          g_assert_nonnull (error);
          g_assert_true (error->domain == TM_LEDGER_ERROR);
          if (!g_str_has_prefix (error->message, "night.json") ||
              strstr (error->message, "dealer") == NULL)
            g_error ("%s, %s: “%s”", versions[v].file, numbers[i], error->message);
        }
    }
}

typedef struct
{
  const char *path;
  const char *file;
  int         code;
  const char *message;
} BadFile;

static const BadFile bad_files[] = {
  { "/engine/ledger/load/truncated", "ledger-truncated.json", TM_LEDGER_ERROR_CORRUPT,
    "is damaged" },
  { "/engine/ledger/load/garbled", "ledger-garbled.json", TM_LEDGER_ERROR_CORRUPT,
    "is damaged" },
  { "/engine/ledger/load/newer-version", "ledger-newer-version.json", TM_LEDGER_ERROR_VERSION,
    "was written by a newer Tablemate (format version 7; this one reads up to 3); it is left as it is" },
  { "/engine/ledger/load/bad-dealer", "ledger-bad-dealer.json", TM_LEDGER_ERROR_INVALID,
    "hand 2: field “dealer”: must be a player's position from 0 to 2" },
  /* Read as infinity, it was written back as `inf`, which no reader loads. */
  { "/engine/ledger/load/huge-number", "ledger-huge-number.json", TM_LEDGER_ERROR_CORRUPT,
    "is damaged (a number is too large to keep, at hands[1].entries[0].patriots)" },
  { "/engine/ledger/load/lone-surrogate", "ledger-lone-surrogate.json", TM_LEDGER_ERROR_CORRUPT,
    "is damaged (line 1, column " },
  { "/engine/ledger/load/no-players", "ledger-no-players.json", TM_LEDGER_ERROR_PLAYERS,
    "night.json: a score sheet needs at least one player" },
};

/* A file that cannot be read gives a clear error, is kept byte for byte,
 * and nothing saves over it. */
static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", bad->file, NULL);
  g_autofree char *dir = g_dir_make_tmp ("tm-ledger-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.json", NULL);
  g_autofree char *original = NULL, *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmLedger) stranger = new_ledger ("gitmo", "Ana,Ben");
  g_autoptr(GError) error = NULL;
  gsize len, after_len;

  g_assert_true (g_file_get_contents (source, &original, &len, NULL));
  g_assert_true (g_file_set_contents (path, original, len, NULL));

  g_assert_null (tm_ledger_load (catalogue, file, NULL, &error));
  g_assert_error (error, TM_LEDGER_ERROR, bad->code);
  if (strstr (error->message, bad->message) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, bad->message);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);

  /* A ledger pointed at the file refuses to replace it. */
  tm_ledger_set_file (stranger, file);
  g_assert_false (tm_ledger_save (stranger, NULL, &error));
  g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_EXISTS);

  g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
  g_assert_cmpmem (original, len, after, after_len);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_backup_hint (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tm-ledger-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.json", NULL);
  g_autofree char *backup = g_build_filename (dir, "night.json.bak", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmLedger) ledger = new_ledger ("custom", "Ana,Ben");
  g_autoptr(TmLedger) old = NULL;
  g_autoptr(GFile) backup_file = NULL;
  g_autoptr(GError) error = NULL;

  tm_ledger_set_file (ledger, file);
  g_assert_true (tm_ledger_save (ledger, NULL, &error));
  append (ledger, "[{\"points\": 3}, {\"points\": 4}]");
  g_assert_true (tm_ledger_save (ledger, NULL, &error));
  g_assert_no_error (error);

  /* The backup is the version before the last save. */
  backup_file = g_file_new_for_path (backup);
  old = tm_ledger_load (catalogue, backup_file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tm_ledger_get_n_hands (old), ==, 0);

  g_assert_true (g_file_set_contents (path, "{\"version\": 1, \"game\": ", -1, NULL));
  g_assert_null (tm_ledger_load (catalogue, file, NULL, &error));
  g_assert_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, backup));

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* A save killed half-way leaves a temporary file; the next load removes
 * it, and leaves the backup and other files alone. */
static void
test_leftovers_removed (void)
{
  static const struct {
    const char *name;
    gboolean    removed;
  } cases[] = {
    { "night.json.AB12CD",         TRUE  }, /* g_file_set_contents_full() */
    { ".night.json.tmp-x1y2z3",    TRUE  }, /* an older Tablemate */
    { ".night.json.bak-0badf00d",  TRUE  }, /* a backup not yet renamed */
    { "night.json.bak",            FALSE },
    { "night.json.ab12cd",         FALSE },
    { "night.json.AB12CDE",        FALSE },
    { "other.json.AB12CD",         FALSE },
  };
  g_autofree char *dir = g_dir_make_tmp ("tm-ledger-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmLedger) ledger = new_ledger ("custom", "Ana,Ben");
  g_autoptr(TmLedger) loaded = NULL;
  g_autoptr(GError) error = NULL;

  tm_ledger_set_file (ledger, file);
  g_assert_true (tm_ledger_save (ledger, NULL, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *leftover = g_build_filename (dir, cases[i].name, NULL);

      g_assert_true (g_file_set_contents (leftover, "{", -1, NULL));
    }

  loaded = tm_ledger_load (catalogue, file, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *leftover = g_build_filename (dir, cases[i].name, NULL);

      g_test_message ("%s", cases[i].name);
      g_assert_cmpint (g_file_test (leftover, G_FILE_TEST_EXISTS), ==, !cases[i].removed);
      g_unlink (leftover);
    }

  g_unlink (path);
  g_rmdir (dir);
}

static void
autosaved_cb (GObject    *object,
              GParamSpec *pspec,
              gpointer    user_data)
{
  if (!tm_ledger_get_saving (TM_LEDGER (object)))
    g_main_loop_quit (user_data);
}

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  GError *error = NULL;
  TmLedger *ledger = tm_ledger_load_finish (result, &error);

  g_assert_no_error (error);
  g_object_set_data_full (G_OBJECT (user_data), "loaded", ledger, g_object_unref);
  g_main_loop_quit (g_object_get_data (G_OBJECT (user_data), "loop"));
}

static void
test_autosave_and_async_load (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tm-ledger-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.json", NULL);
  g_autofree char *backup = g_build_filename (dir, "night.json.bak", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TmLedger) ledger = new_ledger ("custom", "Ana,Ben");
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *saved = NULL, *loaded_text = NULL;
  TmLedger *loaded;

  tm_ledger_set_file (ledger, file);
  tm_ledger_set_autosave (ledger, TRUE);
  g_signal_connect (ledger, "notify::saving", G_CALLBACK (autosaved_cb), loop);

  /* Three quick changes: the saves queue, and the last one wins. */
  append (ledger, "[{\"points\": 3}, {\"points\": 4}]");
  append (ledger, "[{\"points\": 5}, {\"points\": 6}]");
  tm_ledger_set_title (ledger, "Autosaved");
  g_assert_true (tm_ledger_get_saving (ledger));
  g_main_loop_run (loop);
  g_assert_false (tm_ledger_get_unsaved (ledger));

  g_object_set_data (G_OBJECT (ledger), "loop", loop);
  tm_ledger_load_async (catalogue, file, NULL, loaded_cb, ledger);
  g_main_loop_run (loop);
  loaded = g_object_get_data (G_OBJECT (ledger), "loaded");
  g_assert_nonnull (loaded);

  saved = contents (ledger);
  loaded_text = contents (loaded);
  g_assert_cmpstr (saved, ==, loaded_text);

  g_signal_handlers_disconnect_by_func (ledger, autosaved_cb, loop);
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* Opened without blocking, the breakdowns are read in the loading thread:
 * a sheet with an entry the scorer cannot read opens as it does when
 * loaded in one go, and saves as it was. */
static void
test_unread_entry_async (void)
{
  g_autofree char *v3 = read_data ("ledger-valid-v3.json");
  g_autofree char *text = replace_once (v3, "{\"patriots\":14}", "{\"patriots\":14,\"bonus\":[1,{}]}");
  g_autofree char *dir = g_dir_make_tmp ("tm-ledger-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "unread.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GObject) holder = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(TmLedger) direct = ledger_from_text (text);
  g_autofree char *saved = NULL, *total = NULL, *direct_total = NULL;
  TmLedger *loaded;
  TmLedgerHand *hand;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_object_set_data (holder, "loop", loop);
  tm_ledger_load_async (catalogue, file, NULL, loaded_cb, holder);
  g_main_loop_run (loop);
  loaded = g_object_get_data (holder, "loaded");
  g_assert_nonnull (loaded);

  hand = tm_ledger_get_hand (loaded, 0);
  g_assert_nonnull (tm_ledger_hand_get_problem (hand));
  g_assert_cmpstr (tm_ledger_hand_get_problem (hand), ==,
                   tm_ledger_hand_get_problem (tm_ledger_get_hand (direct, 0)));
  g_assert_null (tm_ledger_hand_dup_entry (hand, 0));
  total = totals (loaded);
  direct_total = totals (direct);
  g_assert_cmpstr (total, ==, "3 11 8");
  g_assert_cmpstr (total, ==, direct_total);
  saved = contents (loaded);
  g_assert_cmpstr (saved, ==, text);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_exports (void)
{
  g_autoptr(TmLedger) ledger = new_ledger ("freeo", "Ann,\"Cat\",Dev");
  g_autoptr(JsonNode) play = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *json = NULL;

  append (ledger, "[{\"went_out\": true}, {\"seek\": 3}, {\"wild\": 2}]");
  tm_ledger_add_hand (ledger);
  tm_ledger_set_note (ledger, tm_ledger_get_hand (ledger, 1), "lunch, then more");

  csv = tm_ledger_export_csv (ledger);
  g_assert_cmpstr (csv, ==,
                   "Hand,Round,Dealer,Ann,\"\"\"Cat\"\"\",Dev,Note\r\n"
                   "1,1,Ann,0,6,-2,\r\n"
                   "2,2,\"\"\"Cat\"\"\",,,,\"lunch, then more (incomplete)\"\r\n"
                   "Total,,,0,6,-2,\r\n");

  play = tm_ledger_export_bgstats (ledger);
  json = json_to_string (play, FALSE);
  g_assert_nonnull (strstr (json, "\"sourceName\":\"Tablemate\""));
  g_assert_nonnull (strstr (json, "\"highestWins\":false"));
  g_assert_nonnull (strstr (json, "\"name\":\"Free-O\""));
  g_assert_nonnull (strstr (json, "{\"name\":\"Dev\",\"sourcePlayerId\":\"seat-2\",\"score\":-2,\"rank\":1,\"winner\":false,\"startPlayer\":false}"));
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

  g_test_add_func ("/engine/ledger/totals-follow-edits", test_totals_follow_edits);
  g_test_add_func ("/engine/ledger/incomplete-hand", test_incomplete_hand);
  g_test_add_func ("/engine/ledger/impossible-entry-refused", test_impossible_entry_refused);
  g_test_add_func ("/engine/ledger/undo-redo", test_undo_redo);
  g_test_add_func ("/engine/ledger/group-undoes-as-one", test_group_undoes_as_one);
  g_test_add_func ("/engine/ledger/remove-and-renumber", test_remove_and_renumber);
  g_test_add_func ("/engine/ledger/next-dealer", test_next_dealer);
  g_test_add_func ("/engine/ledger/next-dealer-gitmo", test_next_dealer_gitmo);
  g_test_add_func ("/engine/ledger/partners", test_partners);
  g_test_add_func ("/engine/ledger/option-makes-hand-invalid", test_option_makes_hand_invalid);
  g_test_add_func ("/engine/ledger/add-player-before-first-hand", test_add_player_before_first_hand);
  g_test_add_func ("/engine/ledger/roundtrip", test_roundtrip);
  g_test_add_func ("/engine/ledger/load/valid", test_load_valid);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    g_test_add_data_func (bad_files[i].path, &bad_files[i], test_bad_file);
  g_test_add_func ("/engine/ledger/load/lone-surrogates", test_lone_surrogates);
  g_test_add_func ("/engine/ledger/load/nul-escapes", test_nul_escapes);
  g_test_add_func ("/engine/ledger/load/long-numbers", test_long_numbers);
  g_test_add_func ("/engine/ledger/v2/load", test_load_v2);
  for (guint i = 0; i < G_N_ELEMENTS (tampers); i++)
    g_test_add_data_func (tampers[i].path, &tampers[i], test_tampered);
  g_test_add_func ("/engine/ledger/v2/forged-check", test_forged_check);
  g_test_add_func ("/engine/ledger/v2/damaged-hand", test_v2_damaged_hand);
  g_test_add_func ("/engine/ledger/v3/migration", test_migration);
  g_test_add_func ("/engine/ledger/v3/one-pass-read", test_one_pass_read);
  g_test_add_func ("/engine/ledger/v3/breakdown-values", test_breakdown_values);
  g_test_add_func ("/engine/ledger/v3/long-sheet", test_long_sheet);
  g_test_add_func ("/engine/ledger/v3/hand-time", test_hand_time);
  g_test_add_func ("/engine/ledger/v3/unread-entry", test_unread_entry);
  g_test_add_func ("/engine/ledger/v3/damaged", test_v3_damaged);
  g_test_add_func ("/engine/ledger/save/backup", test_backup_hint);
  g_test_add_func ("/engine/ledger/save/leftovers-removed", test_leftovers_removed);
  g_test_add_func ("/engine/ledger/save/autosave-and-async-load", test_autosave_and_async_load);
  g_test_add_func ("/engine/ledger/v3/unread-entry-async", test_unread_entry_async);
  g_test_add_func ("/engine/ledger/export", test_exports);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
