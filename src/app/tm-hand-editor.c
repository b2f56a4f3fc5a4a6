/* tm-hand-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-hand-editor.h"
#include "tm-scores-sheet.h"

/* One hand, in the game's own form, built from the fields its scoring
 * declares (TmScoreField): the table-wide outcome if the game has one,
 * then a group per player with their counts.
 * The points are worked out by the engine as you type and shown under each
 * player's name, with the lines they come from.  What the cards cannot
 * allow is shown in a banner naming the problem, and Save stays off.
 *
 * A player whose fields nobody has touched is blank: their fields show
 * nothing rather than 0, and the hand is saved as incomplete.  Typing in
 * any field, or flipping a switch, fills the player in; “Leave Blank”
 * empties them again.
 *
 * A field of runs (Gitmo's) gives each run a row per part (its counts and
 * the card it holds) in a group of their own under the player's, added
 * and removed with buttons.  Fields that only apply alone (Meet the
 * Patriots' turns), at a table, or with an option show accordingly.
 *
 * Tab goes through the fields in order, Enter saves. */

typedef struct _PlayerForm PlayerForm;

typedef struct
{
  PlayerForm          *player;
  GtkWidget          **parts;        /* per part: GtkSpinButton, or AdwComboRow for a choice */
  GtkWidget           *remove_row;   /* the row holding the Remove button */
} RunForm;

struct _PlayerForm
{
  TmHandEditor        *editor;
  guint                index;
  gboolean             known;
  AdwPreferencesGroup *group;
  GtkWidget          **fields;       /* one per entry field, NULL if hidden */
  GVariant            *original;     /* the entry as it was: what the form does not show stays */
  const TmScoreField  *runs_field;   /* a field of runs, or NULL */
  AdwPreferencesGroup *runs_group;
  GPtrArray           *runs;         /* RunForm */
  GPtrArray           *card_rows;    /* AdwSpinRow per card, "card-id" in data */
};

struct _TmHandEditor
{
  AdwDialog            parent_instance;

  TmLedger            *ledger;
  TmLedgerHand        *hand;
  TmScorer            *scorer;
  guint                n_entry_fields;
  guint                n_outcome_fields;
  GtkWidget          **outcome_fields;
  PlayerForm          *players;
  guint                n_players;
  char                *problem;
  gboolean             updating;
  gboolean             done;

  /* Template widgets */
  AdwPreferencesPage  *page;
  AdwPreferencesGroup *hand_group;
  AdwPreferencesGroup *delete_group;
  AdwComboRow         *dealer_row;
  AdwEntryRow         *note_row;
  AdwBanner           *problem_banner;
  GtkButton           *save_button;
};

G_DEFINE_FINAL_TYPE (TmHandEditor, tm_hand_editor, ADW_TYPE_DIALOG)

enum {
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_preview (TmHandEditor *self);
static void field_activated_cb (TmHandEditor *self);

static const TmScoreField *
entry_field (TmHandEditor *self,
             guint         index)
{
  return tm_scorer_get_entry_field (self->scorer, index);
}

static const TmScoreField *
outcome_field (TmHandEditor *self,
               guint         index)
{
  return tm_scorer_get_outcome_field (self->scorer, index);
}

/* The number in a spin button as typed so far, without committing it. */
static gint64
spin_value (GtkSpinButton *spin)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  char *end = NULL;
  gint64 value;

  if (text[0] == '\0')
    return 0;

  value = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0')
    return (gint64) gtk_spin_button_get_value (spin);

  return value;
}

static gboolean
spin_output_cb (GtkSpinButton *spin,
                PlayerForm    *player)
{
  /* A blank player's fields stay empty, never 0. */
  if (player != NULL && !player->known)
    {
      player->editor->updating++;
      gtk_editable_set_text (GTK_EDITABLE (spin), "");
      player->editor->updating--;
      return TRUE;
    }

  return FALSE;
}

static void
player_touched_cb (GtkWidget  *widget,
                   GParamSpec *pspec,
                   PlayerForm *player)
{
  if (player->editor->updating)
    return;

  player->known = TRUE;

  update_preview (player->editor);
}

static void
player_text_changed_cb (GtkEditable *editable,
                        PlayerForm  *player)
{
  player_touched_cb (GTK_WIDGET (editable), NULL, player);
}

static void
player_value_changed_cb (GtkSpinButton *spin,
                         PlayerForm    *player)
{
  GtkWidget *widget = GTK_WIDGET (spin);

  if (player->editor->updating)
    return;

  /* A step of the arrows on a blank field shows its number at once. */
  if (gtk_editable_get_text (GTK_EDITABLE (widget))[0] == '\0')
    {
      g_autofree char *text = g_strdup_printf ("%.0f", gtk_spin_button_get_value (GTK_SPIN_BUTTON (widget)));

      player->editor->updating++;
      gtk_editable_set_text (GTK_EDITABLE (widget), text);
      player->editor->updating--;
    }

  player_touched_cb (widget, NULL, player);
}

static void
outcome_changed_cb (TmHandEditor *self)
{
  if (!self->updating)
    update_preview (self);
}

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
build_entry (TmHandEditor *self,
             PlayerForm   *player)
{
  /* Keep what the form does not show, such as Special Ops cards listed
   * by id with the command-line tool. */
  g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (player->original);

  if (!player->known)
    return NULL;

  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      const TmScoreField *field = entry_field (self, f);
      const char *id = tm_score_field_get_id (field);
      GtkWidget *widget = player->fields[f];

      if (widget == NULL)
        continue;

      switch (tm_score_field_get_kind (field))
        {
        case TM_SCORE_FIELD_COUNT:
        case TM_SCORE_FIELD_POINTS:
          g_variant_dict_insert (&entry, id, "x", spin_value (GTK_SPIN_BUTTON (widget)));
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
            gint64 points = spin_value (GTK_SPIN_BUTTON (widget));
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
                      g_variant_dict_insert (&group, tm_score_field_get_id (part), "x",
                                             spin_value (GTK_SPIN_BUTTON (run->parts[i])));
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
build_outcome (TmHandEditor *self)
{
  g_auto(GVariantDict) outcome = G_VARIANT_DICT_INIT (NULL);

  if (self->n_outcome_fields == 0)
    return NULL;

  for (guint f = 0; f < self->n_outcome_fields; f++)
    {
      const TmScoreField *field = outcome_field (self, f);
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
build_entries (TmHandEditor *self)
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

static void
update_preview (TmHandEditor *self)
{
  g_autoptr(GVariant) outcome = build_outcome (self);
  g_autoptr(GPtrArray) entries = build_entries (self);
  g_autoptr(TmHandScore) score = NULL;
  g_autoptr(GError) error = NULL;

  score = tm_scorer_score_hand (self->scorer, outcome,
                                self->n_entry_fields > 0 ? (GVariant * const *) entries->pdata : NULL,
                                &error);

  g_clear_pointer (&self->problem, g_free);
  if (score == NULL)
    self->problem = g_strdup (error->message);

  adw_banner_set_title (self->problem_banner, self->problem ? self->problem : "");
  adw_banner_set_revealed (self->problem_banner, self->problem != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), self->problem == NULL);

  for (guint p = 0; p < self->n_players && self->n_entry_fields > 0; p++)
    {
      PlayerForm *player = &self->players[p];
      g_autofree char *text = describe_points (score, p);

      adw_preferences_group_set_description (player->group, text);
    }
}

/* Runs: a group of rows per run, one per part of the runs field */

static void
run_free (gpointer data)
{
  RunForm *run = data;

  g_free (run->parts);
  g_free (run);
}

/* The row of a run's part: the spin button's row, or the choice's own. */
static GtkWidget *
part_row (GtkWidget *part)
{
  return ADW_IS_COMBO_ROW (part) ? part : gtk_widget_get_ancestor (part, ADW_TYPE_ACTION_ROW);
}

static void
renumber_runs (PlayerForm *player)
{
  const TmScoreField *field = player->runs_field;

  for (guint r = 0; r < player->runs->len; r++)
    {
      RunForm *run = g_ptr_array_index (player->runs, r);

      for (guint i = 0; i < tm_score_field_get_n_parts (field); i++)
        {
          /* Translators: a row of a run in a hand form, such as “Run 2: Traitors” */
          g_autofree char *title = g_strdup_printf (_("Run %u: %s"), r + 1,
                                                    tm_score_field_get_label (tm_score_field_get_part (field, i)));

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (part_row (run->parts[i])), title);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (player->runs_group), TRUE);
}

static void
remove_run (RunForm *run)
{
  PlayerForm *player = run->player;

  for (guint i = 0; i < tm_score_field_get_n_parts (player->runs_field); i++)
    adw_preferences_group_remove (player->runs_group, part_row (run->parts[i]));
  g_ptr_array_remove (player->runs, run);
  renumber_runs (player);
}

static void
remove_run_clicked_cb (GtkButton *button,
                       RunForm   *run)
{
  PlayerForm *player = run->player;

  remove_run (run);
  player_touched_cb (NULL, NULL, player);
}

static void
run_changed_cb (GObject    *object,
                GParamSpec *pspec,
                RunForm    *run)
{
  player_touched_cb (NULL, NULL, run->player);
}

static void
run_text_changed_cb (GtkEditable *editable,
                     RunForm     *run)
{
  player_touched_cb (NULL, NULL, run->player);
}

static GtkWidget *add_number_row (AdwPreferencesGroup *group,
                                  const char          *title,
                                  const char          *subtitle,
                                  double               lower,
                                  double               upper);

/* The rows of a choice: its labels, or for a card the card's name as the
 * catalogue has it (with the owner's edits). */
static GListModel *
choice_model (TmHandEditor       *self,
              const TmScoreField *field)
{
  TmCatalogue *catalogue = tm_ledger_get_catalogue (self->ledger);
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < tm_score_field_get_n_choices (field); i++)
    {
      const char *deck_id = tm_score_field_get_choice_deck (field, i);
      const char *id = tm_score_field_get_choice_id (field, i);
      TmDeck *deck = deck_id ? tm_catalogue_get_deck (catalogue, deck_id, NULL) : NULL;
      TmCard *card = deck ? tm_deck_lookup_card (deck, id) : NULL;

      gtk_string_list_append (list, card ? tm_card_get_name (card)
                                          : tm_score_field_get_choice_label (field, i));
    }

  return G_LIST_MODEL (list);
}

static RunForm *
add_run (PlayerForm *player,
         GVariant   *values)
{
  TmHandEditor *self = player->editor;
  const TmScoreField *field = player->runs_field;
  guint n_parts = tm_score_field_get_n_parts (field);
  gint64 max = tm_scorer_get_field_max (self->scorer, field);
  RunForm *run = g_new0 (RunForm, 1);
  GtkWidget *remove = NULL;

  run->player = player;
  run->parts = g_new0 (GtkWidget *, n_parts);
  self->updating++;

  for (guint i = 0; i < n_parts; i++)
    {
      const TmScoreField *part = tm_score_field_get_part (field, i);
      const char *id = tm_score_field_get_id (part);

      if (tm_score_field_get_kind (part) == TM_SCORE_FIELD_CHOICE)
        {
          g_autoptr(GListModel) choices = choice_model (self, part);
          const char *value = NULL;

          run->parts[i] = adw_combo_row_new ();
          adw_combo_row_set_model (ADW_COMBO_ROW (run->parts[i]), choices);
          /* What the choices do is said once, above the runs: a subtitle
           * here leaves a phone no room for a card's name. */
          if (remove == NULL)
            {
              remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
              gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
              gtk_widget_add_css_class (remove, "flat");
              gtk_widget_set_tooltip_text (remove, _("Remove Run"));
              g_signal_connect (remove, "clicked", G_CALLBACK (remove_run_clicked_cb), run);
              adw_action_row_add_prefix (ADW_ACTION_ROW (run->parts[i]), remove);
            }
          adw_preferences_group_add (player->runs_group, run->parts[i]);
          if (values != NULL && g_variant_lookup (values, id, "&s", &value))
            for (guint c = 0; c < tm_score_field_get_n_choices (part); c++)
              if (g_str_equal (tm_score_field_get_choice_id (part, c), value))
                adw_combo_row_set_selected (ADW_COMBO_ROW (run->parts[i]), c);
          g_signal_connect (run->parts[i], "notify::selected", G_CALLBACK (run_changed_cb), run);
        }
      else
        {
          gint64 value = 0;

          run->parts[i] = add_number_row (player->runs_group, "", NULL, 0, max > 0 ? max : 9999);
          if (values != NULL && g_variant_lookup (values, id, "x", &value))
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (run->parts[i]), (double) value);
          g_signal_connect (run->parts[i], "notify::value", G_CALLBACK (run_changed_cb), run);
          g_signal_connect (run->parts[i], "changed", G_CALLBACK (run_text_changed_cb), run);
          g_signal_connect_swapped (run->parts[i], "activate", G_CALLBACK (field_activated_cb), self);
        }
    }

  g_ptr_array_add (player->runs, run);
  renumber_runs (player);
  self->updating--;

  return run;
}

static void
add_run_clicked_cb (GtkButton  *button,
                    PlayerForm *player)
{
  RunForm *run = add_run (player, NULL);

  player_touched_cb (NULL, NULL, player);
  gtk_widget_grab_focus (run->parts[0]);
}

static void
clear_player (PlayerForm *player)
{
  TmHandEditor *self = player->editor;

  self->updating++;
  player->known = FALSE;
  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      GtkWidget *widget = player->fields[f];

      if (widget == NULL)
        continue;
      if (GTK_IS_SPIN_BUTTON (widget))
        {
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), 0);
          gtk_editable_set_text (GTK_EDITABLE (widget), "");
        }
      else if (ADW_IS_SWITCH_ROW (widget))
        adw_switch_row_set_active (ADW_SWITCH_ROW (widget), FALSE);
    }
  while (player->runs != NULL && player->runs->len > 0)
    remove_run (g_ptr_array_index (player->runs, player->runs->len - 1));
  self->updating--;
}

static void
clear_clicked_cb (GtkButton  *button,
                  PlayerForm *player)
{
  clear_player (player);
  update_preview (player->editor);
}

static GtkWidget *
add_number_row (AdwPreferencesGroup *group,
                const char          *title,
                const char          *subtitle,
                double               lower,
                double               upper)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 3);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);

  return spin;
}

/* Whether a flag of the form already stands for @card_id, as Gitmo's
 * Jesus Saves does: such a card is not offered twice. */
static gboolean
card_has_own_field (TmHandEditor *self,
                    const char   *card_id)
{
  g_autofree char *member = g_strdelimit (g_strdup (card_id), "-", '_');

  return tm_scorer_lookup_field (self->scorer, member) != NULL;
}

/* The cards of @field's deck that carry points, each with how many of it
 * the player kept; the names are the catalogue's, with any edits. */
static void
add_card_rows (TmHandEditor       *self,
               PlayerForm         *player,
               const TmScoreField *field,
               GVariant           *kept)
{
  TmCatalogue *catalogue = tm_ledger_get_catalogue (self->ledger);
  TmDeck *deck = tm_catalogue_get_deck (catalogue, tm_score_field_get_deck (field), NULL);
  GtkWidget *expander;
  guint n_kept = 0;

  if (deck == NULL)
    return;

  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("_Cards kept"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (expander), TRUE);
  player->card_rows = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (deck)); i++)
    {
      g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck), i);
      const char *id = tm_card_get_id (card);
      g_autofree char *points = NULL;
      guint copies = 0;
      GtkWidget *row;

      if (!tm_card_has_points (card) || card_has_own_field (self, id))
        continue;

      for (gsize k = 0; kept != NULL && k < g_variant_n_children (kept); k++)
        {
          g_autoptr(GVariant) boxed = g_variant_get_child_value (kept, k);
          g_autoptr(GVariant) element = g_variant_get_variant (boxed);

          if (g_variant_is_of_type (element, G_VARIANT_TYPE_STRING) &&
              g_str_equal (g_variant_get_string (element, NULL), id))
            copies++;
        }
      n_kept += copies;

      row = adw_spin_row_new_with_range (0, MAX (tm_card_get_count (card), 1), 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tm_card_get_name (card));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      /* Translators: a card's printed points, e.g. “+5” or “−3” */
      points = tm_card_get_points (card) > 0 ? g_strdup_printf (_("+%d"), tm_card_get_points (card))
                                             : g_strdup_printf (_("−%d"), -tm_card_get_points (card));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), points);
      adw_spin_row_set_value (ADW_SPIN_ROW (row), copies);
      g_object_set_data_full (G_OBJECT (row), "card-id", g_strdup (id), g_free);
      g_signal_connect (row, "notify::value", G_CALLBACK (player_touched_cb), player);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
      g_ptr_array_add (player->card_rows, row);
    }

  if (n_kept > 0)
    {
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u card", "%u cards", n_kept), n_kept);

      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
    }
  adw_preferences_group_add (player->group, expander);
}

static void
build_player (TmHandEditor *self,
              PlayerForm   *player)
{
  g_autoptr(GVariant) entry = self->hand ? tm_ledger_hand_dup_entry (self->hand, player->index)
                                         : NULL;
  GtkWidget *clear;

  player->editor = self;
  player->known = entry != NULL;
  player->fields = g_new0 (GtkWidget *, self->n_entry_fields);
  if (entry != NULL)
    player->original = g_variant_ref (entry);

  player->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (player->group, tm_scores_get_player_name (self->ledger, player->index));

  clear = gtk_button_new_with_mnemonic (_("Leave _Blank"));
  gtk_widget_add_css_class (clear, "flat");
  gtk_widget_set_valign (clear, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (clear, _("Clear this player: the hand stays incomplete"));
  g_signal_connect (clear, "clicked", G_CALLBACK (clear_clicked_cb), player);
  adw_preferences_group_set_header_suffix (player->group, clear);

  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      const TmScoreField *field = entry_field (self, f);
      const char *id = tm_score_field_get_id (field);
      TmScoreFieldKind kind = tm_score_field_get_kind (field);
      g_autofree char *description = tm_scorer_dup_field_description (self->scorer, field);
      g_autoptr(GVariant) value = entry ? g_variant_lookup_value (entry, id, NULL) : NULL;
      GtkWidget *widget = NULL;

      if (!tm_scorer_field_applies (self->scorer, field))
        continue;

      switch (kind)
        {
        case TM_SCORE_FIELD_COUNT:
        case TM_SCORE_FIELD_POINTS:
        case TM_SCORE_FIELD_CARD_POINTS:
          {
            gint64 max = tm_scorer_get_field_max (self->scorer, field);
            double lower = kind == TM_SCORE_FIELD_COUNT ? 0 : -9999;
            double upper = max > 0 ? max : 9999;
            gint64 number = 0;

            widget = add_number_row (player->group, tm_score_field_get_label (field),
                                     description, lower, upper);
            g_signal_connect (widget, "output", G_CALLBACK (spin_output_cb), player);
            g_signal_connect_swapped (widget, "activate", G_CALLBACK (field_activated_cb), self);

            if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
              number = g_variant_get_int64 (value);
            else if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE ("av")))
              {
                /* Cards kept as printed points add up to the one number */
                for (gsize i = 0; i < g_variant_n_children (value); i++)
                  {
                    g_autoptr(GVariant) boxed = g_variant_get_child_value (value, i);
                    g_autoptr(GVariant) item = g_variant_get_variant (boxed);

                    if (g_variant_is_of_type (item, G_VARIANT_TYPE_INT64))
                      number += g_variant_get_int64 (item);
                  }
              }

            self->updating++;
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), (double) number);
            if (!player->known)
              gtk_editable_set_text (GTK_EDITABLE (widget), "");
            self->updating--;

            g_signal_connect (widget, "changed", G_CALLBACK (player_text_changed_cb), player);
            g_signal_connect (widget, "value-changed", G_CALLBACK (player_value_changed_cb), player);

            if (kind == TM_SCORE_FIELD_CARD_POINTS && tm_score_field_get_deck (field) != NULL)
              add_card_rows (self, player, field, value);
          }
          break;

        case TM_SCORE_FIELD_FLAG:
          widget = adw_switch_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), tm_score_field_get_label (field));
          adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (widget), TRUE);
          if (description != NULL)
            adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), description);
          adw_switch_row_set_active (ADW_SWITCH_ROW (widget),
                                     value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN) &&
                                     g_variant_get_boolean (value));
          g_signal_connect (widget, "notify::active", G_CALLBACK (player_touched_cb), player);
          adw_preferences_group_add (player->group, widget);
          break;

        case TM_SCORE_FIELD_RUNS:
          {
            g_autofree char *title = NULL;
            GtkWidget *add = gtk_button_new_with_mnemonic (tm_score_field_get_label (field));

            player->runs_field = field;
            player->runs = g_ptr_array_new_with_free_func (run_free);
            player->runs_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
            /* Translators: the heading of a player's runs, such as Gitmo's */
            title = g_strdup_printf (_("%s’s Runs"), tm_scores_get_player_name (self->ledger, player->index));
            adw_preferences_group_set_title (player->runs_group, title);
            adw_preferences_group_set_description (player->runs_group, description);

            gtk_widget_add_css_class (add, "flat");
            gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
            g_signal_connect (add, "clicked", G_CALLBACK (add_run_clicked_cb), player);
            adw_preferences_group_set_header_suffix (player->runs_group, add);
            widget = add;
          }
          break;

        case TM_SCORE_FIELD_PLAYER:
        case TM_SCORE_FIELD_PLAYERS:
        case TM_SCORE_FIELD_CHOICE:
        default:
          g_assert_not_reached ();
        }

      player->fields[f] = widget;
    }

  adw_preferences_page_add (self->page, player->group);

  if (player->runs_group != NULL)
    {
      g_autoptr(GVariant) runs = entry ? g_variant_lookup_value (entry,
                                                                 tm_score_field_get_id (player->runs_field),
                                                                 G_VARIANT_TYPE ("aa{sv}"))
                                       : NULL;

      adw_preferences_page_add (self->page, player->runs_group);
      for (gsize i = 0; runs != NULL && i < g_variant_n_children (runs); i++)
        {
          g_autoptr(GVariant) run = g_variant_get_child_value (runs, i);

          add_run (player, run);
        }
    }
}

static GListModel *
player_choices (TmHandEditor *self)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, _("Nobody"));
  for (guint p = 0; p < self->n_players; p++)
    gtk_string_list_append (list, tm_scores_get_player_name (self->ledger, p));

  return G_LIST_MODEL (list);
}

static void
build_outcome_form (TmHandEditor *self)
{
  g_autoptr(GVariant) outcome = self->hand ? tm_ledger_hand_dup_outcome (self->hand) : NULL;
  AdwPreferencesGroup *group;

  if (self->n_outcome_fields == 0)
    return;

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("What Happened"));
  self->outcome_fields = g_new0 (GtkWidget *, self->n_outcome_fields);

  for (guint f = 0; f < self->n_outcome_fields; f++)
    {
      const TmScoreField *field = outcome_field (self, f);
      const char *id = tm_score_field_get_id (field);
      g_autofree char *description = tm_scorer_dup_field_description (self->scorer, field);
      GtkWidget *widget = NULL;

      switch (tm_score_field_get_kind (field))
        {
        case TM_SCORE_FIELD_PLAYER:
          {
            g_autoptr(GListModel) model = player_choices (self);
            gint64 position;

            widget = adw_combo_row_new ();
            adw_combo_row_set_model (ADW_COMBO_ROW (widget), model);
            if (outcome != NULL && g_variant_lookup (outcome, id, "x", &position))
              adw_combo_row_set_selected (ADW_COMBO_ROW (widget), (guint) position + 1);
          }
          break;

        case TM_SCORE_FIELD_CHOICE:
          {
            g_autoptr(GListModel) model = choice_model (self, field);
            const char *value = NULL;

            widget = adw_combo_row_new ();
            adw_combo_row_set_model (ADW_COMBO_ROW (widget), model);
            if (outcome != NULL && g_variant_lookup (outcome, id, "&s", &value))
              for (guint i = 0; i < tm_score_field_get_n_choices (field); i++)
                if (g_str_equal (value, tm_score_field_get_choice_id (field, i)))
                  adw_combo_row_set_selected (ADW_COMBO_ROW (widget), i);
          }
          break;

        case TM_SCORE_FIELD_PLAYERS:
          {
            GtkWidget **checks = g_new0 (GtkWidget *, self->n_players);
            g_autoptr(GVariant) chosen = outcome ? g_variant_lookup_value (outcome, id, G_VARIANT_TYPE ("ax"))
                                                 : NULL;

            widget = adw_expander_row_new ();
            adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);
            for (guint p = 0; p < self->n_players; p++)
              {
                checks[p] = adw_switch_row_new ();
                adw_preferences_row_set_title (ADW_PREFERENCES_ROW (checks[p]),
                                               tm_scores_get_player_name (self->ledger, p));
                adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (checks[p]), FALSE);
                for (gsize i = 0; chosen != NULL && i < g_variant_n_children (chosen); i++)
                  {
                    gint64 q;

                    g_variant_get_child (chosen, i, "x", &q);
                    if (q == p)
                      adw_switch_row_set_active (ADW_SWITCH_ROW (checks[p]), TRUE);
                  }
                g_signal_connect_swapped (checks[p], "notify::active",
                                          G_CALLBACK (outcome_changed_cb), self);
                adw_expander_row_add_row (ADW_EXPANDER_ROW (widget), checks[p]);
              }
            g_object_set_data_full (G_OBJECT (widget), "checks", checks, g_free);
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

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), tm_score_field_get_label (field));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (widget), TRUE);
      if (description != NULL)
        g_object_set (widget, "subtitle", description, NULL);
      if (ADW_IS_COMBO_ROW (widget))
        g_signal_connect_swapped (widget, "notify::selected", G_CALLBACK (outcome_changed_cb), self);
      adw_preferences_group_add (group, widget);
      self->outcome_fields[f] = widget;
    }

  adw_preferences_page_add (self->page, group);
}

static void
build_form (TmHandEditor *self)
{
  g_autoptr(GListModel) dealers = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *title = NULL;

  self->n_players = tm_ledger_get_n_players (self->ledger);
  self->scorer = tm_ledger_get_scorer (self->ledger);
  self->n_entry_fields = tm_scorer_get_n_entry_fields (self->scorer);
  self->n_outcome_fields = tm_scorer_get_n_outcome_fields (self->scorer);

  /* Groups go in form order, with the hand's dealer and note last. */
  g_object_ref (self->hand_group);
  g_object_ref (self->delete_group);
  adw_preferences_page_remove (self->page, self->hand_group);
  adw_preferences_page_remove (self->page, self->delete_group);

  self->updating++;
  build_outcome_form (self);
  self->players = g_new0 (PlayerForm, self->n_players);
  for (guint p = 0; p < self->n_players && self->n_entry_fields > 0; p++)
    {
      self->players[p].index = p;
      build_player (self, &self->players[p]);
    }
  self->updating--;

  adw_preferences_page_add (self->page, self->hand_group);
  adw_preferences_page_add (self->page, self->delete_group);
  g_object_unref (self->hand_group);
  g_object_unref (self->delete_group);

  for (guint p = 0; p < self->n_players; p++)
    gtk_string_list_append (names, tm_scores_get_player_name (self->ledger, p));
  adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (names));

  if (self->hand != NULL)
    {
      /* Translators: the title of the dialog that corrects a hand */
      title = g_strdup_printf (_("Hand %u"), tm_ledger_hand_get_number (self->hand));
      adw_combo_row_set_selected (self->dealer_row, tm_ledger_hand_get_dealer (self->hand));
      gtk_editable_set_text (GTK_EDITABLE (self->note_row), tm_ledger_hand_get_note (self->hand));
      gtk_widget_set_visible (GTK_WIDGET (self->delete_group), TRUE);
    }
  else
    {
      title = g_strdup_printf (_("Hand %u"), tm_ledger_get_n_hands (self->ledger) + 1);
      adw_combo_row_set_selected (self->dealer_row, tm_ledger_get_next_dealer (self->ledger));
    }
  adw_dialog_set_title (ADW_DIALOG (self), title);

  /* Start typing in the first field. */
  if (self->n_entry_fields > 0 && self->n_players > 0)
    for (guint f = 0; f < self->n_entry_fields; f++)
      if (self->players[0].fields[f] != NULL)
        {
          adw_dialog_set_focus (ADW_DIALOG (self), self->players[0].fields[f]);
          break;
        }

  update_preview (self);
}

/**
 * tm_hand_editor_save:
 * @self: a #TmHandEditor
 * @error: return location for a #GError
 *
 * Puts the hand as entered into the ledger, as one change that undoes in
 * one step, and emits #TmHandEditor::saved.
 *
 * Returns: %TRUE if the hand was saved
 */
gboolean
tm_hand_editor_save (TmHandEditor  *self,
                     GError       **error)
{
  g_autoptr(GVariant) outcome = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *message = NULL;
  const char *note;
  guint dealer;
  gboolean ok = TRUE;

  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), FALSE);

  outcome = build_outcome (self);
  entries = build_entries (self);
  note = gtk_editable_get_text (GTK_EDITABLE (self->note_row));
  dealer = adw_combo_row_get_selected (self->dealer_row);

  tm_ledger_begin_group (self->ledger);
  if (self->hand == NULL)
    {
      ok = tm_ledger_append_hand (self->ledger, outcome,
                                  self->n_entry_fields > 0 ? (GVariant * const *) entries->pdata : NULL,
                                  note[0] ? note : NULL, error);
      if (ok)
        {
          TmLedgerHand *hand = tm_ledger_get_hand (self->ledger,
                                                   tm_ledger_get_n_hands (self->ledger) - 1);

          if (dealer < self->n_players && dealer != tm_ledger_hand_get_dealer (hand))
            tm_ledger_set_dealer (self->ledger, hand, dealer);
          message = g_strdup_printf (_("Hand %u added"), tm_ledger_hand_get_number (hand));
        }
    }
  else
    {
      /* Blank everyone first so that no step in between is refused (two
       * players out at once, say), then fill in. */
      if (self->n_outcome_fields > 0)
        ok = tm_ledger_set_outcome (self->ledger, self->hand, outcome, error);
      for (guint p = 0; ok && p < self->n_players && self->n_entry_fields > 0; p++)
        {
          g_autoptr(GVariant) old = tm_ledger_hand_dup_entry (self->hand, p);

          if (old != NULL)
            ok = tm_ledger_set_entry (self->ledger, self->hand, p, NULL, error);
        }
      for (guint p = 0; ok && p < self->n_players && self->n_entry_fields > 0; p++)
        if (g_ptr_array_index (entries, p) != NULL)
          ok = tm_ledger_set_entry (self->ledger, self->hand, p, g_ptr_array_index (entries, p), error);
      if (ok)
        {
          if (g_strcmp0 (note, tm_ledger_hand_get_note (self->hand)) != 0)
            tm_ledger_set_note (self->ledger, self->hand, note);
          if (dealer < self->n_players && dealer != tm_ledger_hand_get_dealer (self->hand))
            tm_ledger_set_dealer (self->ledger, self->hand, dealer);
          message = g_strdup_printf (_("Hand %u changed"), tm_ledger_hand_get_number (self->hand));
        }
    }
  tm_ledger_end_group (self->ledger);

  /* A refused step leaves nothing half done. */
  if (!ok && self->hand != NULL && tm_ledger_get_can_undo (self->ledger))
    tm_ledger_undo (self->ledger);

  if (ok)
    g_signal_emit (self, signals[SAVED], 0, message);

  return ok;
}

static void
save_clicked_cb (TmHandEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (self->problem != NULL || self->done)
    return;

  if (!tm_hand_editor_save (self, &error))
    {
      adw_banner_set_title (self->problem_banner, error->message);
      adw_banner_set_revealed (self->problem_banner, TRUE);
      return;
    }

  self->done = TRUE;
  adw_dialog_close (ADW_DIALOG (self));
}

/* Enter in any field saves the hand. */
static void
field_activated_cb (TmHandEditor *self)
{
  save_clicked_cb (self);
}

static void
delete_clicked_cb (TmHandEditor *self)
{
  g_autofree char *message = NULL;

  g_return_if_fail (self->hand != NULL);

  message = g_strdup_printf (_("Hand %u deleted"), tm_ledger_hand_get_number (self->hand));
  self->done = TRUE;
  tm_ledger_remove_hand (self->ledger, self->hand);
  g_signal_emit (self, signals[SAVED], 0, message);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
tm_hand_editor_dispose (GObject *object)
{
  TmHandEditor *self = (TmHandEditor *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_HAND_EDITOR);

  for (guint p = 0; self->players != NULL && p < self->n_players; p++)
    {
      g_clear_pointer (&self->players[p].fields, g_free);
      g_clear_pointer (&self->players[p].original, g_variant_unref);
      g_clear_pointer (&self->players[p].runs, g_ptr_array_unref);
      g_clear_pointer (&self->players[p].card_rows, g_ptr_array_unref);
    }
  g_clear_pointer (&self->players, g_free);
  g_clear_pointer (&self->outcome_fields, g_free);
  g_clear_pointer (&self->problem, g_free);
  g_clear_object (&self->hand);
  g_clear_object (&self->ledger);

  G_OBJECT_CLASS (tm_hand_editor_parent_class)->dispose (object);
}

static void
tm_hand_editor_class_init (TmHandEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_hand_editor_dispose;

  /**
   * TmHandEditor::saved:
   * @message: what was done, for a toast
   *
   * Emitted after the hand was added, changed or deleted.
   */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-hand-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, page);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, hand_group);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, delete_group);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, note_row);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, problem_banner);
  gtk_widget_class_bind_template_child (widget_class, TmHandEditor, save_button);
  gtk_widget_class_bind_template_callback (widget_class, save_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, field_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, delete_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, adw_dialog_close);
}

static void
tm_hand_editor_init (TmHandEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * tm_hand_editor_new:
 * @ledger: the score sheet
 * @hand: (nullable): the hand to correct, or %NULL to add one
 *
 * Creates the form for a hand of @ledger.
 *
 * Returns: (transfer floating): the editor
 */
TmHandEditor *
tm_hand_editor_new (TmLedger     *ledger,
                    TmLedgerHand *hand)
{
  TmHandEditor *self;

  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);
  g_return_val_if_fail (hand == NULL || TM_IS_LEDGER_HAND (hand), NULL);

  self = g_object_new (TM_TYPE_HAND_EDITOR, NULL);
  self->ledger = g_object_ref (ledger);
  self->hand = hand ? g_object_ref (hand) : NULL;
  build_form (self);

  return self;
}

/**
 * tm_hand_editor_get_ledger:
 * @self: a #TmHandEditor
 *
 * Gets the score sheet.
 *
 * Returns: (transfer none): the ledger
 */
TmLedger *
tm_hand_editor_get_ledger (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return self->ledger;
}

/**
 * tm_hand_editor_get_hand:
 * @self: a #TmHandEditor
 *
 * Gets the hand being corrected.
 *
 * Returns: (transfer none) (nullable): the hand, or %NULL for a new one
 */
TmLedgerHand *
tm_hand_editor_get_hand (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return self->hand;
}

/**
 * tm_hand_editor_get_field:
 * @self: a #TmHandEditor
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
tm_hand_editor_get_field (TmHandEditor *self,
                          guint         player,
                          const char   *field_id)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  for (guint f = 0; f < self->n_entry_fields; f++)
    if (g_str_equal (tm_score_field_get_id (entry_field (self, f)), field_id))
      return self->players[player].fields[f];

  return NULL;
}

/**
 * tm_hand_editor_get_card_row:
 * @self: a #TmHandEditor
 * @player: a player's position
 * @card_id: a card of the deck the form picks cards from
 *
 * Gets the row that says how many of a card the player kept.
 *
 * Returns: (transfer none) (nullable): an #AdwSpinRow, or %NULL if the
 *   form does not offer the card
 */
GtkWidget *
tm_hand_editor_get_card_row (TmHandEditor *self,
                             guint         player,
                             const char   *card_id)
{
  GPtrArray *rows;

  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  rows = self->players[player].card_rows;
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    if (g_str_equal (g_object_get_data (g_ptr_array_index (rows, i), "card-id"), card_id))
      return g_ptr_array_index (rows, i);

  return NULL;
}

/**
 * tm_hand_editor_get_outcome_field:
 * @self: a #TmHandEditor
 * @field_id: the id of one of the game's outcome fields
 *
 * Gets the row for one of the values of the hand's outcome: an
 * #AdwComboRow, or an #AdwExpanderRow of switch rows for a set of players.
 *
 * Returns: (transfer none) (nullable): the row
 */
GtkWidget *
tm_hand_editor_get_outcome_field (TmHandEditor *self,
                                  const char   *field_id)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);

  for (guint f = 0; f < self->n_outcome_fields; f++)
    if (g_str_equal (tm_score_field_get_id (outcome_field (self, f)), field_id))
      return self->outcome_fields[f];

  return NULL;
}

/**
 * tm_hand_editor_clear_player:
 * @self: a #TmHandEditor
 * @player: a player's position
 *
 * Leaves a player blank, as the “Leave Blank” button does.
 */
void
tm_hand_editor_clear_player (TmHandEditor *self,
                             guint         player)
{
  g_return_if_fail (TM_IS_HAND_EDITOR (self));
  g_return_if_fail (player < self->n_players);

  if (self->n_entry_fields == 0)
    return;

  clear_player (&self->players[player]);
  update_preview (self);
}

/**
 * tm_hand_editor_get_valid:
 * @self: a #TmHandEditor
 *
 * Whether the cards allow the hand as entered, so that it can be saved.
 *
 * Returns: %TRUE if the hand can be saved
 */
gboolean
tm_hand_editor_get_valid (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), FALSE);
  return self->problem == NULL;
}

/**
 * tm_hand_editor_get_problem:
 * @self: a #TmHandEditor
 *
 * Gets what is wrong with the hand as entered.
 *
 * Returns: (nullable): the problem, or %NULL
 */
const char *
tm_hand_editor_get_problem (TmHandEditor *self)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  return self->problem;
}

/**
 * tm_hand_editor_dup_points_text:
 * @self: a #TmHandEditor
 * @player: a player's position
 *
 * Gets the points shown for a player as the hand stands.
 *
 * Returns: (transfer full) (nullable): the text
 */
char *
tm_hand_editor_dup_points_text (TmHandEditor *self,
                                guint         player)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  if (self->n_entry_fields == 0)
    return NULL;

  return g_strdup (adw_preferences_group_get_description (self->players[player].group));
}

/**
 * tm_hand_editor_add_run:
 * @self: a #TmHandEditor
 * @player: a player's position
 *
 * Adds a run to a player's hand, as “Add Run” does, in a game with runs.
 *
 * Returns: the run's index
 */
guint
tm_hand_editor_add_run (TmHandEditor *self,
                        guint         player)
{
  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);
  g_return_val_if_fail (self->players[player].runs != NULL, 0);

  add_run (&self->players[player], NULL);
  player_touched_cb (NULL, NULL, &self->players[player]);
  return self->players[player].runs->len - 1;
}

/**
 * tm_hand_editor_get_run_field:
 * @self: a #TmHandEditor
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
tm_hand_editor_get_run_field (TmHandEditor *self,
                              guint         player,
                              guint         run,
                              const char   *field_id)
{
  RunForm *form;

  g_return_val_if_fail (TM_IS_HAND_EDITOR (self), NULL);
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
