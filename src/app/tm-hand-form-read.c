/* tm-hand-form-read.c: reading a hand's form, and showing its points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-hand-form-private.h"

/* What the rows of a hand's form (built in tm-hand-form.c) hold, read
 * back as the scorer's outcome and entries: a blank player is no entry,
 * a locked field and a total nobody typed are left out, and what the
 * form does not show of an entry stays as it was.  Then the points the
 * scorer worked out, shown under each player's name, and the widgets of
 * each field, for the keyboard and the tests. */

/* The value of a choice row; NULL for a choice that stands for none. */
static const char *
choice_value (const TmScoreField *field,
              GtkWidget          *row)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));

  if (selected >= tm_score_field_get_n_choices (field))
    return NULL;
  if (tm_score_field_get_choice_id (field, selected)[0] == '\0')
    return NULL;
  return tm_score_field_get_choice_id (field, selected);
}

static GVariant *
build_entry (TmHandForm *self,
             PlayerForm *player)
{
  /* Keep what the form does not show, such as Special Ops cards listed
   * by id with the command-line tool. */
  g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (player->original);

  if (!player->known)
    return NULL;

  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      const TmScoreField *field = _tm_hand_form_entry_field (self, f);
      const char *id = tm_score_field_get_id (field);
      GtkWidget *widget = player->fields[f];

      if (widget == NULL)
        continue;

      /* What the player's word or total stands instead of */
      if (_tm_hand_form_field_locked (widget) ||
          (tm_score_field_get_kind (field) == TM_SCORE_FIELD_RUNS &&
           !gtk_widget_get_sensitive (GTK_WIDGET (player->runs_group))) ||
          (tm_score_field_get_kind (field) == TM_SCORE_FIELD_POINTS &&
           _tm_hand_form_total_untyped (field, widget)))
        {
          g_variant_dict_remove (&entry, id);
          continue;
        }

      switch (tm_score_field_get_kind (field))
        {
        case TM_SCORE_FIELD_COUNT:
        case TM_SCORE_FIELD_POINTS:
          g_variant_dict_insert (&entry, id, "x",
                                 _tm_hand_form_spin_value (GTK_SPIN_BUTTON (widget)));
          break;

        case TM_SCORE_FIELD_FLAG:
          if (adw_switch_row_get_active (ADW_SWITCH_ROW (widget)))
            g_variant_dict_insert (&entry, id, "b", TRUE);
          else
            g_variant_dict_remove (&entry, id);
          break;

        case TM_SCORE_FIELD_CARD_POINTS:
          {
            g_auto(GVariantBuilder) cards = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("av"));
            g_autoptr(GVariant) old = g_variant_dict_lookup_value (&entry, id, G_VARIANT_TYPE ("av"));
            gint64 points = _tm_hand_form_spin_value (GTK_SPIN_BUTTON (widget));
            guint n = 0;

            /* Cards picked by name, each as often as kept */
            for (guint i = 0; player->card_rows != NULL && i < player->card_rows->len; i++)
              {
                GObject *row = g_ptr_array_index (player->card_rows, i);
                guint copies = (guint) adw_spin_row_get_value (ADW_SPIN_ROW (row));

                for (guint c = 0; c < copies; c++, n++)
                  g_variant_builder_add (&cards, "v",
                                         g_variant_new_string (g_object_get_data (row, "card-id")));
              }

            /* Without a picker, card ids stay; the printed points are the
             * one number. */
            for (gsize i = 0; player->card_rows == NULL && old != NULL && i < g_variant_n_children (old); i++)
              {
                g_autoptr(GVariant) boxed = g_variant_get_child_value (old, i);
                g_autoptr(GVariant) item = g_variant_get_variant (boxed);

                if (g_variant_is_of_type (item, G_VARIANT_TYPE_STRING))
                  {
                    g_variant_builder_add (&cards, "v", item);
                    n++;
                  }
              }
            if (points != 0)
              {
                g_variant_builder_add (&cards, "v", g_variant_new_int64 (points));
                n++;
              }

            if (n > 0)
              g_variant_dict_insert_value (&entry, id, g_variant_builder_end (&cards));
            else
              g_variant_dict_remove (&entry, id);
          }
          break;

        case TM_SCORE_FIELD_RUNS:
          {
            g_auto(GVariantBuilder) runs = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("aa{sv}"));

            for (guint r = 0; r < player->runs->len; r++)
              {
                RunForm *run = g_ptr_array_index (player->runs, r);
                g_auto(GVariantDict) group = G_VARIANT_DICT_INIT (NULL);

                for (guint i = 0; i < tm_score_field_get_n_parts (field); i++)
                  {
                    const TmScoreField *part = tm_score_field_get_part (field, i);
                    const char *value;

                    if (tm_score_field_get_kind (part) == TM_SCORE_FIELD_CHOICE)
                      {
                        if ((value = choice_value (part, run->parts[i])) != NULL)
                          g_variant_dict_insert (&group, tm_score_field_get_id (part), "s", value);
                      }
                    else
                      {
                        GtkSpinButton *spin = GTK_SPIN_BUTTON (run->parts[i]);

                        g_variant_dict_insert (&group, tm_score_field_get_id (part), "x",
                                               _tm_hand_form_spin_value (spin));
                      }
                  }
                g_variant_builder_add_value (&runs, g_variant_dict_end (&group));
              }

            if (player->runs->len > 0)
              g_variant_dict_insert_value (&entry, id, g_variant_builder_end (&runs));
            else
              g_variant_dict_remove (&entry, id);
          }
          break;

        case TM_SCORE_FIELD_PLAYER:
        case TM_SCORE_FIELD_PLAYERS:
        case TM_SCORE_FIELD_CHOICE:
        default:
          g_assert_not_reached ();
        }
    }

  return g_variant_ref_sink (g_variant_dict_end (&entry));
}

static GVariant *
build_outcome (TmHandForm *self)
{
  g_auto(GVariantDict) outcome = G_VARIANT_DICT_INIT (NULL);

  if (self->n_outcome_fields == 0)
    return NULL;

  for (guint f = 0; f < self->n_outcome_fields; f++)
    {
      const TmScoreField *field = _tm_hand_form_outcome_field (self, f);
      const char *id = tm_score_field_get_id (field);
      GtkWidget *widget = self->outcome_fields[f];

      switch (tm_score_field_get_kind (field))
        {
        case TM_SCORE_FIELD_PLAYER:
          {
            guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));

            /* The first choice is “Nobody”. */
            if (selected > 0 && selected != GTK_INVALID_LIST_POSITION)
              g_variant_dict_insert (&outcome, id, "x", (gint64) selected - 1);
          }
          break;

        case TM_SCORE_FIELD_CHOICE:
          {
            const char *value = choice_value (field, widget);

            if (value != NULL)
              g_variant_dict_insert (&outcome, id, "s", value);
          }
          break;

        case TM_SCORE_FIELD_PLAYERS:
          {
            g_auto(GVariantBuilder) players = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("ax"));
            GtkWidget **checks = g_object_get_data (G_OBJECT (widget), "checks");

            for (guint p = 0; p < self->n_players; p++)
              if (adw_switch_row_get_active (ADW_SWITCH_ROW (checks[p])))
                g_variant_builder_add (&players, "x", (gint64) p);
            g_variant_dict_insert_value (&outcome, id, g_variant_builder_end (&players));
          }
          break;

        case TM_SCORE_FIELD_COUNT:
        case TM_SCORE_FIELD_POINTS:
        case TM_SCORE_FIELD_FLAG:
        case TM_SCORE_FIELD_CARD_POINTS:
        case TM_SCORE_FIELD_RUNS:
        default:
          g_assert_not_reached ();
        }
    }

  return g_variant_ref_sink (g_variant_dict_end (&outcome));
}

static void
variant_unref0 (gpointer value)
{
  if (value != NULL)
    g_variant_unref (value);
}

/* One entry per player (NULL for a blank), or none for a game without. */
static GPtrArray *
build_entries (TmHandForm *self)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func (variant_unref0);

  for (guint p = 0; p < MAX (self->n_players, 1); p++)
    g_ptr_array_add (entries, self->n_entry_fields > 0 && p < self->n_players
                              ? build_entry (self, &self->players[p]) : NULL);

  return entries;
}

static char *
describe_points (TmHandScore *score,
                 guint        player)
{
  GPtrArray *lines;
  g_autoptr(GString) text = g_string_new (NULL);
  gint64 points;

  if (score == NULL)
    return g_strdup (_("Not worked out: see the problem above"));

  if (!tm_hand_score_is_known (score, player))
    return g_strdup (_("Blank: the hand counts once this is filled in"));

  points = tm_hand_score_get_points (score, player);
  g_string_append_printf (text, ngettext ("%" G_GINT64_FORMAT " point",
                                          "%" G_GINT64_FORMAT " points",
                                          (gulong) ABS (points)),
                          points);

  lines = tm_hand_score_get_lines (score, player);
  for (guint i = 0; lines != NULL && i < lines->len; i++)
    {
      const TmScoreLine *line = g_ptr_array_index (lines, i);

      g_string_append_printf (text, "%s%s %+" G_GINT64_FORMAT,
                              i == 0 ? ": " : " · ",
                              tm_score_line_get_label (line),
                              tm_score_line_get_points (line));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * tm_hand_form_dup_outcome:
 * @self: a #TmHandForm
 *
 * Reads the hand's outcome as the form shows it.
 *
 * Returns: (transfer full) (nullable): the outcome (`a{sv}`), or %NULL
 *   for a game without one
 */
GVariant *
tm_hand_form_dup_outcome (TmHandForm *self)
{
  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);
  return build_outcome (self);
}

/**
 * tm_hand_form_dup_entries:
 * @self: a #TmHandForm
 *
 * Reads each player's entry as the form shows it: %NULL for a blank
 * player, and one %NULL for a game without entries.
 *
 * Returns: (transfer container) (element-type GVariant): the entries
 */
GPtrArray *
tm_hand_form_dup_entries (TmHandForm *self)
{
  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);
  return build_entries (self);
}

/**
 * tm_hand_form_show_points:
 * @self: a #TmHandForm
 * @score: (nullable): the hand as scored, or %NULL when it cannot be
 *
 * Shows each player's points under their name, with the lines they come
 * from.
 */
void
tm_hand_form_show_points (TmHandForm  *self,
                          TmHandScore *score)
{
  g_return_if_fail (TM_IS_HAND_FORM (self));

  for (guint p = 0; p < self->n_players && self->n_entry_fields > 0; p++)
    {
      PlayerForm *player = &self->players[p];
      g_autofree char *text = describe_points (score, p);

      adw_preferences_group_set_description (player->group, text);
    }
}

/**
 * tm_hand_form_dup_points_text:
 * @self: a #TmHandForm
 * @player: a player's position
 *
 * Gets the points shown for a player.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL for a game
 *   without entries
 */
char *
tm_hand_form_dup_points_text (TmHandForm *self,
                              guint       player)
{
  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  if (self->n_entry_fields == 0)
    return NULL;

  return g_strdup (adw_preferences_group_get_description (self->players[player].group));
}

/**
 * tm_hand_form_get_first_field:
 * @self: a #TmHandForm
 *
 * Gets the first player's first field, where typing starts.
 *
 * Returns: (transfer none) (nullable): the widget, or %NULL
 */
GtkWidget *
tm_hand_form_get_first_field (TmHandForm *self)
{
  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);

  if (self->n_entry_fields == 0 || self->n_players == 0)
    return NULL;

  for (guint f = 0; f < self->n_entry_fields; f++)
    if (self->players[0].fields[f] != NULL)
      return self->players[0].fields[f];

  return NULL;
}

/**
 * tm_hand_form_get_field:
 * @self: a #TmHandForm
 * @player: a player's position
 * @field_id: the id of one of the game's entry fields
 *
 * Gets the widget for one of a player's values: a #GtkSpinButton for
 * numbers, an #AdwSwitchRow for yes or no.
 *
 * Returns: (transfer none) (nullable): the widget, or %NULL if the form
 *   does not show the field
 */
GtkWidget *
tm_hand_form_get_field (TmHandForm *self,
                        guint       player,
                        const char *field_id)
{
  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  for (guint f = 0; f < self->n_entry_fields; f++)
    if (g_str_equal (tm_score_field_get_id (_tm_hand_form_entry_field (self, f)), field_id))
      return self->players[player].fields[f];

  return NULL;
}

/**
 * tm_hand_form_get_card_row:
 * @self: a #TmHandForm
 * @player: a player's position
 * @card_id: a card of the deck the form picks cards from
 *
 * Gets the row that says how many of a card the player kept.
 *
 * Returns: (transfer none) (nullable): an #AdwSpinRow, or %NULL if the
 *   form does not offer the card
 */
GtkWidget *
tm_hand_form_get_card_row (TmHandForm *self,
                           guint       player,
                           const char *card_id)
{
  GPtrArray *rows;

  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  rows = self->players[player].card_rows;
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    if (g_str_equal (g_object_get_data (g_ptr_array_index (rows, i), "card-id"), card_id))
      return g_ptr_array_index (rows, i);

  return NULL;
}

/**
 * tm_hand_form_get_outcome_field:
 * @self: a #TmHandForm
 * @field_id: the id of one of the game's outcome fields
 *
 * Gets the row for one of the values of the hand's outcome: an
 * #AdwComboRow, or an #AdwExpanderRow of switch rows for a set of players.
 *
 * Returns: (transfer none) (nullable): the row
 */
GtkWidget *
tm_hand_form_get_outcome_field (TmHandForm *self,
                                const char *field_id)
{
  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);

  for (guint f = 0; f < self->n_outcome_fields; f++)
    if (g_str_equal (tm_score_field_get_id (_tm_hand_form_outcome_field (self, f)), field_id))
      return self->outcome_fields[f];

  return NULL;
}

/**
 * tm_hand_form_get_run_field:
 * @self: a #TmHandForm
 * @player: a player's position
 * @run: the index of one of the player's runs
 * @field_id: the id of a part of the game's runs field, such as
 *   `patriots` or `card` in Gitmo
 *
 * Gets the widget for a value of a run: a #GtkSpinButton for a count,
 * an #AdwComboRow for a choice.
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
tm_hand_form_get_run_field (TmHandForm *self,
                            guint       player,
                            guint       run,
                            const char *field_id)
{
  RunForm *form;

  g_return_val_if_fail (TM_IS_HAND_FORM (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  if (self->players[player].runs == NULL || run >= self->players[player].runs->len)
    return NULL;

  form = g_ptr_array_index (self->players[player].runs, run);
  for (guint i = 0; i < tm_score_field_get_n_parts (self->players[player].runs_field); i++)
    if (g_str_equal (tm_score_field_get_id (tm_score_field_get_part (self->players[player].runs_field, i)),
                     field_id))
      return form->parts[i];
  return NULL;
}
