/* tm-scores-names.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-scores-names.h"

/* What the sheet, the chart, the history and the printout say the same
 * way: a side's points in a hand, the players' and sides' names as the
 * roster has them now, who won or leads, and what a sheet is called. */

/**
 * tm_scores_side_points:
 * @ledger: a #TmLedger
 * @hand: one of its hands
 * @side: a side, as numbered in the standings
 * @points: (out): the side's points in the hand
 *
 * Adds up a side's points in a hand: a player's own, or partners'.
 *
 * Returns: %TRUE if every player of the side is scored in the hand
 */
gboolean
tm_scores_side_points (TmLedger     *ledger,
                       TmLedgerHand *hand,
                       guint         side,
                       gint64       *points)
{
  TmHandScore *score = tm_ledger_hand_get_score (hand);
  gint64 sum = 0;

  *points = 0;
  if (score == NULL)
    return FALSE;

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    {
      if (tm_ledger_get_side_of (ledger, p) != side)
        continue;
      if (!tm_hand_score_is_known (score, p))
        return FALSE;
      sum += tm_hand_score_get_points (score, p);
    }

  *points = sum;
  return TRUE;
}

/**
 * tm_scores_set_roster:
 * @ledger: a #TmLedger
 * @roster: (nullable): the household's roster
 *
 * Lets the sheet, the chart and the printout of @ledger name its players
 * as the roster does now (tm_roster_get_display_name()), so that renaming
 * a player in the roster shows on every sheet they played.
 */
void
tm_scores_set_roster (TmLedger *ledger,
                      TmRoster *roster)
{
  g_return_if_fail (TM_IS_LEDGER (ledger));
  g_return_if_fail (roster == NULL || TM_IS_ROSTER (roster));

  if (roster != NULL)
    g_object_set_data_full (G_OBJECT (ledger), "tm-scores-roster", g_object_ref (roster),
                            g_object_unref);
  else
    g_object_set_data (G_OBJECT (ledger), "tm-scores-roster", NULL);
}

/**
 * tm_scores_get_player_name:
 * @ledger: a #TmLedger
 * @position: a player's position
 *
 * Gets the name to show for a player: the roster's name for the player
 * the sheet is linked to, or else the name written on the sheet.
 *
 * Returns: (transfer none): the name
 */
const char *
tm_scores_get_player_name (TmLedger *ledger,
                           guint     position)
{
  TmRoster *roster = g_object_get_data (G_OBJECT (ledger), "tm-scores-roster");
  TmLedgerPlayer *player = tm_ledger_get_player (ledger, position);

  if (roster != NULL)
    return tm_roster_get_display_name (roster, player);
  return tm_ledger_player_get_name (player);
}

/**
 * tm_scores_dup_side_name:
 * @ledger: a #TmLedger
 * @side: a side, as numbered in the standings
 *
 * Names a side as tm_ledger_dup_side_name() does, with the names
 * tm_scores_get_player_name() gives.
 *
 * Returns: (transfer full): the name
 */
char *
tm_scores_dup_side_name (TmLedger *ledger,
                         guint     side)
{
  GString *name = g_string_new (NULL);

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    if (tm_ledger_get_side_of (ledger, p) == side)
      {
        if (name->len > 0)
          g_string_append (name, " & ");
        g_string_append (name, tm_scores_get_player_name (ledger, p));
      }

  return g_string_free (name, FALSE);
}

/**
 * tm_scores_dup_named_copy:
 * @ledger: a #TmLedger
 * @error: return location for a #GError
 *
 * Copies @ledger with the names tm_scores_get_player_name() gives written
 * in, for exports and printouts, and for drawing in another thread.
 *
 * Returns: (transfer full) (nullable): the copy, or %NULL with @error
 *   set if the sheet could not be read back
 */
TmLedger *
tm_scores_dup_named_copy (TmLedger  *ledger,
                          GError   **error)
{
  g_autoptr(GBytes) bytes = tm_ledger_to_bytes (ledger);
  TmLedger *copy;

  copy = tm_ledger_new_from_bytes (tm_ledger_get_catalogue (ledger), bytes,
                                   tm_ledger_get_id (ledger), error);
  if (copy == NULL)
    return NULL;

  for (guint p = 0; p < tm_ledger_get_n_players (copy); p++)
    tm_ledger_set_player_name (copy, p, tm_scores_get_player_name (ledger, p));

  return copy;
}

/**
 * tm_scores_dup_result:
 * @ledger: a #TmLedger
 *
 * Says who won, or who leads, in a sentence.
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL before the
 *   first complete hand
 */
char *
tm_scores_dup_result (TmLedger *ledger)
{
  TmStandings *standings = tm_ledger_get_standings (ledger);
  guint n_sides = tm_standings_get_n_sides (standings);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  gboolean plural = FALSE;
  gboolean finished = tm_standings_is_finished (standings);
  gint64 total = 0;
  g_autofree char *list = NULL;

  if (tm_standings_get_n_hands (standings) == 0)
    return NULL;

  for (guint s = 0; s < n_sides; s++)
    {
      gboolean first = finished ? tm_standings_is_winner (standings, s)
                                : tm_standings_get_rank (standings, s) == 1;

      if (first)
        {
          g_ptr_array_add (names, tm_scores_dup_side_name (ledger, s));
          total = tm_standings_get_total (standings, s);
          /* Partners take the plural too. */
          for (guint p = 0, n = 0; p < tm_ledger_get_n_players (ledger); p++)
            if (tm_ledger_get_side_of (ledger, p) == s && ++n > 1)
              plural = TRUE;
        }
    }

  if (names->len == 0)
    return finished ? g_strdup (_("The game is over; nobody wins")) : NULL;

  g_ptr_array_add (names, NULL);
  /* Translators: joins the names of players who share first place */
  list = g_strjoinv (_(" and "), (char **) names->pdata);

  if (finished && names->len - 1 > 1)
    return g_strdup_printf (_("%s share the win with %" G_GINT64_FORMAT), list, total);
  if (finished && plural)
    return g_strdup_printf (_("%s win with %" G_GINT64_FORMAT), list, total);
  if (finished)
    return g_strdup_printf (_("%s wins with %" G_GINT64_FORMAT), list, total);
  if (names->len - 1 > 1)
    return g_strdup_printf (_("%s share the lead with %" G_GINT64_FORMAT), list, total);
  if (plural)
    return g_strdup_printf (_("%s lead with %" G_GINT64_FORMAT), list, total);
  return g_strdup_printf (_("%s leads with %" G_GINT64_FORMAT), list, total);
}

/**
 * tm_scores_dup_ledger_title:
 * @ledger: a #TmLedger
 *
 * Gets what a score sheet is called: its title, or when it has none, when
 * it was started.
 *
 * Returns: (transfer full): the title
 */
char *
tm_scores_dup_ledger_title (TmLedger *ledger)
{
  const char *title = tm_ledger_get_title (ledger);
  g_autoptr(GDateTime) local = NULL;

  if (title != NULL && title[0] != '\0')
    return g_strdup (title);

  local = g_date_time_to_local (tm_ledger_get_created (ledger));
  /* Translators: a score sheet without a title is named after when it
   * was started; see g_date_time_format() */
  return g_date_time_format (local, _("%e %b %Y, %H:%M"));
}
