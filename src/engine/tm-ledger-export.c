/* tm-ledger-export.c: a ledger as CSV, or as a BG Stats play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-ledger.h"

static void
append_csv_field (GString    *out,
                  const char *field)
{
  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      g_string_append (out, field);
      return;
    }

  g_string_append_c (out, '"');
  for (const char *c = field; *c != '\0'; c++)
    {
      if (*c == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *c);
    }
  g_string_append_c (out, '"');
}

/**
 * tm_ledger_export_csv:
 * @self: a #TmLedger
 *
 * Writes the score sheet as CSV (RFC 4180, UTF-8, CRLF line ends): a
 * header row (hand, round, dealer, each player, note), a row per hand
 * with each player's points (empty where a blank entry leaves them
 * unknown, and a note on hands that cannot be scored), then a row of
 * totals.  With partners, the totals row gives each player their side's
 * total.
 *
 * Returns: (transfer full): the CSV text
 */
char *
tm_ledger_export_csv (TmLedger *self)
{
  GString *out;
  TmStandings *standings;
  guint n_players, n_hands;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  out = g_string_new (NULL);
  n_players = tm_ledger_get_n_players (self);
  n_hands = tm_ledger_get_n_hands (self);

  g_string_append (out, "Hand,Round,Dealer");
  for (guint p = 0; p < n_players; p++)
    {
      g_string_append_c (out, ',');
      append_csv_field (out, tm_ledger_player_get_name (tm_ledger_get_player (self, p)));
    }
  g_string_append (out, ",Note\r\n");

  for (guint i = 0; i < n_hands; i++)
    {
      TmLedgerHand *hand = tm_ledger_get_hand (self, i);
      TmHandScore *score = tm_ledger_hand_get_score (hand);
      const char *problem = tm_ledger_hand_get_problem (hand);
      g_autofree char *note = NULL;

      g_string_append_printf (out, "%u,%u,", tm_ledger_hand_get_number (hand),
                              tm_ledger_hand_get_round (hand));
      append_csv_field (out, tm_ledger_player_get_name (tm_ledger_get_player (self, tm_ledger_hand_get_dealer (hand))));

      for (guint p = 0; p < n_players; p++)
        {
          g_string_append_c (out, ',');
          if (score != NULL && tm_hand_score_is_known (score, p))
            g_string_append_printf (out, "%" G_GINT64_FORMAT, tm_hand_score_get_points (score, p));
        }

      g_string_append_c (out, ',');
      if (problem != NULL)
        note = g_strdup_printf ("%s%s(not scored: %s)", tm_ledger_hand_get_note (hand),
                                tm_ledger_hand_get_note (hand)[0] ? " " : "", problem);
      else if (!tm_ledger_hand_get_complete (hand))
        note = g_strdup_printf ("%s%s(incomplete)", tm_ledger_hand_get_note (hand),
                                tm_ledger_hand_get_note (hand)[0] ? " " : "");
      else
        note = g_strdup (tm_ledger_hand_get_note (hand));
      append_csv_field (out, note);
      g_string_append (out, "\r\n");
    }

  standings = tm_ledger_get_standings (self);
  g_string_append (out, "Total,,");
  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (out, ",%" G_GINT64_FORMAT,
                            tm_standings_get_total (standings, tm_ledger_get_side_of (self, p)));
  g_string_append (out, tm_standings_is_finished (standings) ? ",Final\r\n" : ",\r\n");

  return g_string_free (out, FALSE);
}

/**
 * tm_ledger_export_bgstats:
 * @self: a #TmLedger
 *
 * Builds the ledger as one play in the format Board Game Stats (BG Stats)
 * publishes for importing plays from other apps: the game (name, whether
 * the highest score wins), the date, and each player with their total,
 * rank, and whether they won and started.  A Tablemate game has no
 * BoardGameGeek id, so the game is matched by name on import.  BG Stats
 * takes it URL-encoded in a link; see `docs/ledger-format.md`.
 *
 * Returns: (transfer full): the play, a JSON object
 */
JsonNode *
tm_ledger_export_bgstats (TmLedger *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  TmStandings *standings;
  TmScorer *scorer;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *date = NULL;
  const char *title;
  TmGame *game;
  guint n_players, starter;

  g_return_val_if_fail (TM_IS_LEDGER (self), NULL);

  standings = tm_ledger_get_standings (self);
  scorer = tm_ledger_get_scorer (self);
  n_players = tm_ledger_get_n_players (self);
  starter = (tm_ledger_get_first_dealer (self) + 1) % n_players;
  local = g_date_time_to_local (tm_ledger_get_created (self));
  date = g_date_time_format (local, "%Y-%m-%d %H:%M:%S");
  title = tm_ledger_get_title (self);
  game = tm_catalogue_lookup_game (tm_ledger_get_catalogue (self), tm_ledger_get_game_id (self));

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "sourceName");
  json_builder_add_string_value (builder, "Tablemate");
  json_builder_set_member_name (builder, "sourcePlayId");
  json_builder_add_string_value (builder, tm_ledger_get_id (self));
  json_builder_set_member_name (builder, "playDate");
  json_builder_add_string_value (builder, date);
  if (title[0] != '\0')
    {
      json_builder_set_member_name (builder, "comments");
      json_builder_add_string_value (builder, title);
    }

  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, game != NULL ? tm_game_get_name (game)
                                          : title[0] != '\0' ? title : "Custom game");
  json_builder_set_member_name (builder, "sourceGameId");
  json_builder_add_string_value (builder, tm_ledger_get_game_id (self));
  json_builder_set_member_name (builder, "highestWins");
  json_builder_add_boolean_value (builder, tm_scorer_get_order (scorer) == TM_SCORE_ORDER_HIGHEST);
  json_builder_set_member_name (builder, "noPoints");
  json_builder_add_boolean_value (builder, game != NULL && tm_game_get_counts_wins (game));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      TmLedgerPlayer *player = tm_ledger_get_player (self, p);
      guint side = tm_ledger_get_side_of (self, p);
      const char *roster_id = tm_ledger_player_get_roster_id (player);
      g_autofree char *source_id = roster_id != NULL ? g_strdup (roster_id)
                                                     : g_strdup_printf ("seat-%u", p);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, tm_ledger_player_get_name (player));
      json_builder_set_member_name (builder, "sourcePlayerId");
      json_builder_add_string_value (builder, source_id);
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, tm_standings_get_total (standings, side));
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, tm_standings_get_rank (standings, side));
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, tm_standings_is_winner (standings, side));
      json_builder_set_member_name (builder, "startPlayer");
      json_builder_add_boolean_value (builder, p == starter);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}
