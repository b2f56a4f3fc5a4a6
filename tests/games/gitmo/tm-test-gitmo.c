/* tm-test-gitmo.c: positions of Gitmo written by hand, for its tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-test-gitmo.h"

const TmPlayRules *rules;

/* ------------------------------------------------------------------------
 * Positions
 */

static const char *
card_id (const char *token,
         GHashTable *used)
{
  static char buf[64];

  if ((token[0] == 'P' || token[0] == 'T') && g_ascii_isdigit (token[1]))
    {
      const char *side = token[0] == 'P' ? "patriot" : "traitor";

      g_snprintf (buf, sizeof buf, "%s-%sa", side, token + 1);
      if (g_hash_table_contains (used, buf))
        g_snprintf (buf, sizeof buf, "%s-%sb", side, token + 1);
      if (g_hash_table_contains (used, buf))
        g_error ("a third %s", token);
      g_hash_table_add (used, g_strdup (buf));
      return buf;
    }
  return token;
}

static void
add_cards (GString    *json,
           const char *tokens,
           GHashTable *used,
           gboolean    reverse)
{
  g_auto(GStrv) list = g_strsplit_set (tokens ? tokens : "", " ", -1);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; list[i] != NULL; i++)
    if (list[i][0] != '\0' && list[i][0] != '+')
      g_ptr_array_add (ids, g_strdup (card_id (list[i], used)));
  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (json, "%s\"%s\"", i ? ", " : "",
                            (char *) g_ptr_array_index (ids, reverse ? ids->len - 1 - i : i));
}

/* A state from the notation (see the top of the file).  @extra: more
 * members of the state, as JSON text without braces, or NULL. */
TmPlayState *
position (guint       n_players,
          const char *options,
          const char *table,
          const char *deck,
          const char *special_ops,
          const char *extra)
{
  g_autoptr(GHashTable) used = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) seats = g_strsplit (table, "/", -1);
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(GString) rest = g_string_new (NULL);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  TmPlayState *state;
  guint spots = n_players <= 3 ? 4 : n_players == 4 ? 3 : 2;

  g_string_append_printf (json, "{\"version\": 1, \"kind\": \"state\", \"game\": \"gitmo\", "
                          "\"players\": %u, \"seed\": 7, \"options\": %s, \"state\": {"
                          "\"seats\": [", n_players, options ? options : "{}");
  for (guint p = 0; p < n_players; p++)
    {
      g_auto(GStrv) parts = g_strsplit (p < g_strv_length (seats) ? seats[p] : " ", ";", -1);
      g_auto(GStrv) spot = g_strsplit (parts[0] != NULL ? parts[0] : " ", "|", -1);

      g_string_append_printf (json, "%s{\"spots\": [", p ? ", " : "");
      for (guint k = 0; k < spots; k++)
        {
          const char *text = k < g_strv_length (spot) ? spot[k] : "";
          const char *placed = strchr (text, '+');

          g_string_append_printf (json, "%s{\"cards\": [", k ? ", " : "");
          add_cards (json, text, used, FALSE);
          g_string_append (json, "]");
          if (placed != NULL)
            {
              g_autofree char *id = g_strndup (placed + 1, strcspn (placed + 1, " "));

              g_string_append_printf (json, ", \"placed\": \"%s\"", id);
            }
          g_string_append (json, "}");
        }
      g_string_append (json, "]");
      for (guint i = 1; parts[i] != NULL; i++)
        {
          char *colon = strchr (parts[i], ':');

          g_assert_nonnull (colon);
          *colon = '\0';
          g_string_append_printf (json, ", \"%s\": [", g_strstrip (parts[i]));
          add_cards (json, colon + 1, used, FALSE);
          g_string_append (json, "]");
        }
      g_string_append (json, "}");
    }
  g_string_append (json, "], \"deck\": [");

  /* Patriots and Traitors named nowhere go under the deck. */
  {
    g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    g_autoptr(GString) top = g_string_new (NULL);
    GHashTableIter iter;
    gpointer key;

    add_cards (top, deck, used, TRUE);
    for (guint side = 0; side < 2; side++)
      for (guint n = 1; n <= 12; n++)
        for (guint copy = 0; copy < 2; copy++)
          {
            g_autofree char *id = g_strdup_printf ("%s-%u%c", side ? "traitor" : "patriot", n,
                                                   copy ? 'b' : 'a');

            if (!g_hash_table_contains (used, id))
              g_string_append_printf (rest, "%s\"%s\"", rest->len ? ", " : "", id);
          }
    g_hash_table_iter_init (&iter, used);
    while (g_hash_table_iter_next (&iter, &key, NULL))
      g_hash_table_add (listed, g_strdup (key));
    g_string_append (json, rest->str);
    if (rest->len > 0 && top->len > 0)
      g_string_append (json, ", ");
    g_string_append (json, top->str);
  }
  g_string_append (json, "]");
  if (special_ops != NULL)
    {
      g_string_append (json, ", \"special_ops\": [");
      add_cards (json, special_ops, used, TRUE);
      g_string_append (json, "]");
    }
  if (extra != NULL)
    g_string_append_printf (json, ", %s", extra);
  g_string_append (json, "}}");

  node = json_from_string (json->str, &error);
  g_assert_no_error (error);
  state = tm_play_state_new_from_json (node, &error);
  if (state == NULL)
    g_error ("position: %s\n%s", error->message, json->str);
  return state;
}

const GitmoState *
S (TmPlayState *state)
{
  return tm_play_state_peek_data (state);
}

void
assert_sane (TmPlayState *state)
{
  tm_test_play_assert_sane (rules, S (state));
}

/* Plays moves given as text, separated by spaces. */
void
play (TmPlayState *state,
      const char  *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      if (list[i][0] == '\0')
        continue;
      if (!tm_play_state_apply_move_text (state, list[i], &error))
        g_error ("move “%s” refused: %s", list[i], error->message);
      assert_sane (state);
    }
}

void
refuse (TmPlayState *state,
        const char  *move,
        const char  *section,
        const char  *ruling)
{
  tm_test_play_refused (rules, S (state), move, section, ruling);
}

gboolean
is_legal (TmPlayState *state,
          const char  *move)
{
  return rules->check_move (S (state), tm_test_play_parse (rules, S (state), move), NULL);
}

/* A run as the notation writes it. */
char *
spot_text (const GitmoState *s,
           guint             seat,
           guint             k)
{
  GString *text = g_string_new (NULL);
  guint g = seat * s->spots + k;

  for (guint i = 0; i < s->run_n[g]; i++)
    {
      char id[64];
      guint card = s->run[g][i];

      if (i > 0)
        g_string_append_c (text, ' ');
      tm_gitmo_card_to_id (card, id, sizeof id);
      if (tm_gitmo_is_special (card))
        g_string_append (text, id);
      else
        g_string_append_printf (text, "%c%u", (s->traitors & tm_gitmo_bit (card)) ? 'T' : 'P',
                                s->number[card]);
    }
  if (s->run_placed[g] != NONE)
    {
      char id[64];

      tm_gitmo_card_to_id (s->run_placed[g], id, sizeof id);
      g_string_append_printf (text, "%s+%s", text->len ? " " : "", id);
    }
  return g_string_free (text, FALSE);
}

void
assert_spot (TmPlayState *state,
             guint        seat,
             guint        k,
             const char  *expected)
{
  g_autofree char *text = spot_text (S (state), seat, k);

  g_assert_cmpstr (text, ==, expected);
}

guint
card (const char *id)
{
  int c = tm_gitmo_card_from_id (id);

  if (c < 0)
    g_error ("no card %s", id);
  return c;
}

/* Whether @seat has set aside a card of this id (any copy). */
gboolean
aside_has (TmPlayState *state,
           guint        seat,
           const char  *id)
{
  for (guint64 aside = S (state)->aside[seat]; aside != 0; aside &= aside - 1)
    {
      char other[64];

      tm_gitmo_card_to_id (TM_GITMO_FIRST_SPECIAL + tm_gitmo_lowest (aside), other, sizeof other);
      if (g_str_equal (other, id) ||
          (g_str_has_prefix (other, id) && other[strlen (id)] == '#'))
        return TRUE;
    }
  return FALSE;
}

int
hand_score (TmPlayState *state,
            guint        seat)
{
  int points[TM_GITMO_MAX_PLAYERS];

  tm_gitmo_hand_scores (S (state), points);
  return points[seat];
}

guint
deck_top (TmPlayState *state)
{
  const GitmoState *s = S (state);

  return s->n_deck > 0 ? s->deck[s->n_deck - 1] : NONE;
}
