/* tm-play-summary.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-play-summary.h"

/* The end of a hand: a row per player with the hand's points and the
 * totals (or, where the most wins, the pairs), the winners when the game
 * is over, and the choice to put the hand in a score sheet (the “ledger”
 * response) or go on (“continue”). */

struct _TmPlaySummary
{
  AdwAlertDialog  parent_instance;

  JsonObject     *result;
  GtkListBox     *players_list;
};

G_DEFINE_FINAL_TYPE (TmPlaySummary, tm_play_summary, ADW_TYPE_ALERT_DIALOG)

static void
tm_play_summary_dispose (GObject *object)
{
  TmPlaySummary *self = TM_PLAY_SUMMARY (object);

  g_clear_pointer (&self->result, json_object_unref);

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
            gboolean       winner)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), score);
  if (winner)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               g_object_new (GTK_TYPE_LABEL,
                                             "label", _("Winner"),
                                             "css-classes", (const char *[]) { "heading", "success", NULL },
                                             NULL));
  gtk_list_box_append (self->players_list, row);
}

/**
 * tm_play_summary_new:
 * @names: the seats' names
 * @result: what the table says of the hand (`number`, `points`,
 *   `totals`, `game_over`, `lowest_wins`)
 * @returns: (nullable) (array): each seat's return when the game is over
 *   (above 0 for a winner)
 *
 * Creates the summary of a hand.
 *
 * Returns: (transfer floating): the dialog
 */
AdwDialog *
tm_play_summary_new (const char * const *names,
                     JsonObject         *result,
                     const double       *returns)
{
  TmPlaySummary *self;
  JsonArray *points, *totals;
  gboolean over, lowest;
  guint n;
  g_autoptr(GString) winners = g_string_new (NULL);

  g_return_val_if_fail (names != NULL, NULL);
  g_return_val_if_fail (result != NULL, NULL);

  self = g_object_new (TM_TYPE_PLAY_SUMMARY, NULL);
  self->result = json_object_ref (result);
  points = json_object_get_array_member (result, "points");
  totals = json_object_get_array_member (result, "totals");
  over = json_object_get_boolean_member_with_default (result, "game_over", FALSE);
  lowest = json_object_get_boolean_member_with_default (result, "lowest_wins", TRUE);
  n = g_strv_length ((char **) names);

  for (guint p = 0; p < n; p++)
    {
      int pts = points && p < json_array_get_length (points)
                ? (int) json_array_get_int_element (points, p) : 0;
      int total = totals && p < json_array_get_length (totals)
                  ? (int) json_array_get_int_element (totals, p) : 0;
      gboolean winner = over && returns != NULL && returns[p] > 0;
      g_autofree char *score = NULL;

      if (lowest)
        /* Translators: points this hand, total so far */
        score = g_strdup_printf (_("%d this hand · %d in all"), pts, total);
      else
        score = g_strdup_printf (g_dngettext (NULL, "%d pair", "%d pairs", pts), pts);
      add_player (self, names[p], score, winner);
      if (winner)
        g_string_append_printf (winners, "%s%s", winners->len ? ", " : "", names[p]);
    }

  if (over)
    {
      g_autofree char *body = g_strdup_printf (_("Winner: %s"), winners->str);

      adw_alert_dialog_set_heading (ADW_ALERT_DIALOG (self), _("The Game Is Over"));
      adw_alert_dialog_set_body (ADW_ALERT_DIALOG (self), body);
      adw_alert_dialog_set_response_label (ADW_ALERT_DIALOG (self), "continue", _("_Close"));
    }
  else
    {
      g_autofree char *heading =
        g_strdup_printf (_("Hand %d Is Over"),
                         (int) json_object_get_int_member_with_default (result, "number", 1));

      adw_alert_dialog_set_heading (ADW_ALERT_DIALOG (self), heading);
    }
  return ADW_DIALOG (self);
}

/**
 * tm_play_summary_get_result:
 * @self: the summary
 *
 * Gets what the table said of the hand.
 *
 * Returns: (transfer none): the result
 */
JsonObject *
tm_play_summary_get_result (TmPlaySummary *self)
{
  g_return_val_if_fail (TM_IS_PLAY_SUMMARY (self), NULL);
  return self->result;
}
