/* tm-play-summary.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-play-summary.h"

/* The end of a hand, as the engine tells it (TmPlayHand): a row per
 * player with the hand's points and the totals (or, for a game of one
 * hand, its points in the scorer's words, such as “5 pairs”), who took
 * the hand, the winners when the game is over, and the choice to put the
 * hand in a score sheet (the “ledger” response) or go on (“continue”). */

struct _TmPlaySummary
{
  AdwAlertDialog  parent_instance;

  TmPlayHand     *hand;
  GtkListBox     *players_list;
};

G_DEFINE_FINAL_TYPE (TmPlaySummary, tm_play_summary, ADW_TYPE_ALERT_DIALOG)

static void
tm_play_summary_dispose (GObject *object)
{
  TmPlaySummary *self = TM_PLAY_SUMMARY (object);

  g_clear_pointer (&self->hand, tm_play_hand_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_PLAY_SUMMARY);

  G_OBJECT_CLASS (tm_play_summary_parent_class)->dispose (object);
}

static void
tm_play_summary_class_init (TmPlaySummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_play_summary_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-play-summary.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPlaySummary, players_list);
}

static void
tm_play_summary_init (TmPlaySummary *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
add_player (TmPlaySummary *self,
            const char    *name,
            const char    *score,
            const char    *mark)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), score);
  if (mark != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               g_object_new (GTK_TYPE_LABEL,
                                             "label", mark,
                                             "css-classes", (const char *[]) { "heading", "success", NULL },
                                             NULL));
  gtk_list_box_append (self->players_list, row);
}

/* A seat's points on a game of one hand, in the scorer's words. */
static char *
scorer_words (TmHandScore *score,
              guint        seat,
              int          points)
{
  GPtrArray *lines = score != NULL ? tm_hand_score_get_lines (score, seat) : NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; lines != NULL && i < lines->len; i++)
    g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "",
                            tm_score_line_get_label (g_ptr_array_index (lines, i)));
  if (text->len > 0)
    return g_string_free (g_steal_pointer (&text), FALSE);
  return g_strdup_printf (g_dngettext (NULL, "%d point", "%d points", ABS (points)), points);
}

/* “A”, “A and B”, “A, B and C”. */
static char *
join_names (GPtrArray *names)
{
  g_autofree char *text = NULL;

  if (names->len == 0)
    return g_strdup ("");
  text = g_strdup (g_ptr_array_index (names, 0));
  for (guint i = 1; i < names->len; i++)
    {
      char *longer = i + 1 < names->len
                     /* Translators: joins names in a list */
                     ? g_strdup_printf (_("%s, %s"), text, (char *) g_ptr_array_index (names, i))
                     /* Translators: joins the last two names of a list */
                     : g_strdup_printf (_("%s and %s"), text, (char *) g_ptr_array_index (names, i));

      g_free (text);
      text = longer;
    }
  return g_steal_pointer (&text);
}

/* Teams joined as “A and C, B and D”: each team's names are joined by
 * join_names(), so the teams are only separated by commas. */
static char *
join_teams (GPtrArray *teams)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < teams->len; i++)
    {
      if (i > 0)
        /* Translators: separates teams in a list, such as “Ann and Cai, Ben and Dee” */
        g_string_append (text, _(", "));
      g_string_append (text, g_ptr_array_index (teams, i));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The row of a side, a player alone or partners together (@members, the
 * seats of one team): the hand's points and the totals added up, or, on a
 * game of one hand, each member's points in the scorer's words. */
static char *
side_text (TmPlayHand         *hand,
           TmHandScore        *score,
           const char * const *names,
           GArray             *members,
           gboolean            single)
{
  g_autoptr(GString) text = g_string_new (NULL);
  int points = 0, total = 0;

  for (guint i = 0; i < members->len; i++)
    {
      guint p = g_array_index (members, guint, i);

      points += tm_play_hand_get_points (hand, p);
      total += tm_play_hand_get_total (hand, p);
    }
  if (!single)
    /* Translators: points this hand, total so far */
    return g_strdup_printf (_("%d this hand · %d in all"), points, total);
  if (members->len == 1)
    return scorer_words (score, g_array_index (members, guint, 0), points);

  for (guint i = 0; i < members->len; i++)
    {
      guint p = g_array_index (members, guint, i);
      g_autofree char *words = scorer_words (score, p, tm_play_hand_get_points (hand, p));

      if (i > 0)
        g_string_append (text, " · ");
      /* Translators: a partner's name and points, such as “Ann: 5 points” */
      g_string_append_printf (text, _("%s: %s"), names[p], words);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * tm_play_summary_new:
 * @names: the seats' names
 * @hand: the hand that has just ended
 * @scorer: (nullable): the game's scorer, for the words of a game of one
 *   hand
 *
 * Creates the summary of a hand.  It names who took the hand and, when
 * the game is over, who won it.  When partners play
 * (tm_play_hand_get_team()), a row is a team, and the winners are named
 * by team.
 *
 * Returns: (transfer floating): the dialog
 */
AdwDialog *
tm_play_summary_new (const char * const *names,
                     TmPlayHand         *hand,
                     TmScorer           *scorer)
{
  TmPlaySummary *self;
  g_autoptr(TmHandScore) score = NULL;
  g_autoptr(GPtrArray) winners = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) takers = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *who = NULL;
  gboolean over, single, teams;
  guint n;

  g_return_val_if_fail (names != NULL, NULL);
  g_return_val_if_fail (hand != NULL, NULL);
  g_return_val_if_fail (scorer == NULL || TM_IS_SCORER (scorer), NULL);

  self = g_object_new (TM_TYPE_PLAY_SUMMARY, NULL);
  self->hand = tm_play_hand_ref (hand);
  over = tm_play_hand_get_game_over (hand);
  /* A game of one hand: this hand's points are all there is. */
  single = over && tm_play_hand_get_number (hand) == 1;
  n = MIN (g_strv_length ((char **) names), tm_play_hand_get_n_players (hand));
  teams = n == tm_play_hand_get_n_players (hand) && n > 0 && tm_play_hand_get_team (hand, 0) >= 0;
  if (single && scorer != NULL)
    score = tm_scorer_score_hand (scorer, tm_play_hand_get_outcome (hand),
                                  tm_play_hand_get_entries (hand), NULL);

  /* A side is a seat, or with partners the first seat of a team and the
   * seats of the same team after it. */
  for (guint p = 0; p < n; p++)
    {
      g_autoptr(GArray) members = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GPtrArray) member_names = g_ptr_array_new ();
      g_autofree char *title = NULL;
      g_autofree char *text = NULL;
      gboolean winner = FALSE, took = FALSE;
      gboolean seen = FALSE;

      for (guint q = 0; teams && q < p; q++)
        seen |= tm_play_hand_get_team (hand, q) == tm_play_hand_get_team (hand, p);
      if (seen)
        continue;

      for (guint q = p; q < n; q++)
        if (q == p || (teams && tm_play_hand_get_team (hand, q) == tm_play_hand_get_team (hand, p)))
          {
            g_array_append_val (members, q);
            g_ptr_array_add (member_names, (gpointer) names[q]);
            winner |= tm_play_hand_is_winner (hand, q);
            took |= tm_play_hand_took_hand (hand, q);
          }

      title = join_names (member_names);
      text = side_text (hand, score, names, members, single);
      add_player (self, title, text,
                  winner ? _("Winner") : !over && took ? _("Took the hand") : NULL);
      if (winner)
        g_ptr_array_add (winners, g_strdup (title));
      if (took)
        g_ptr_array_add (takers, g_strdup (title));
    }

  if (over)
    {
      g_autofree char *body = NULL;

      if (teams)
        {
          who = join_teams (winners);
          /* Translators: %s names the winning partners, or the teams of a shared win */
          body = g_strdup_printf (g_dngettext (NULL, "Winning team: %s", "Winning teams: %s",
                                               winners->len), who);
        }
      else
        {
          who = join_names (winners);
          /* Translators: %s names the winner, or the winners of a shared win */
          body = g_strdup_printf (g_dngettext (NULL, "Winner: %s", "Winners: %s", winners->len),
                                  who);
        }
      adw_alert_dialog_set_heading (ADW_ALERT_DIALOG (self), _("The Game Is Over"));
      adw_alert_dialog_set_body (ADW_ALERT_DIALOG (self), body);
      adw_alert_dialog_set_response_label (ADW_ALERT_DIALOG (self), "continue", _("_Close"));
    }
  else
    {
      g_autofree char *heading =
        g_strdup_printf (_("Hand %u Is Over"), tm_play_hand_get_number (hand));

      adw_alert_dialog_set_heading (ADW_ALERT_DIALOG (self), heading);
      if (takers->len > 0)
        {
          g_autofree char *body = NULL;

          who = teams ? join_teams (takers) : join_names (takers);
          /* Translators: %s names who won the hand (went out, escaped…) */
          body = g_strdup_printf (_("%s took the hand"), who);
          adw_alert_dialog_set_body (ADW_ALERT_DIALOG (self), body);
        }
    }
  return ADW_DIALOG (self);
}

/**
 * tm_play_summary_get_hand:
 * @self: the summary
 *
 * Gets the hand the summary is of.
 *
 * Returns: (transfer none): the hand
 */
TmPlayHand *
tm_play_summary_get_hand (TmPlaySummary *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SUMMARY (self), NULL);
  return self->hand;
}
