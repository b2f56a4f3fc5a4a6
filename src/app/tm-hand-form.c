/* tm-hand-form.c: the rows of a hand's form, from the game's fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-hand-form-private.h"
#include "tm-spin-row.h"
#include "tm-scores-names.h"

/* The rows of one hand in the game's own form, built from the fields its
 * scoring declares (TmScoreField) into the groups of a preferences page:
 * the table-wide outcome if the game has one, then a group per player
 * with their counts.  The form reads what is typed into a hand's outcome
 * and entries, and shows the points worked out from them under each
 * player's name (tm-hand-form-read.c, which builds on this file); the
 * dialog around it (TmHandEditor) scores, saves and says what is wrong.
 *
 * A player whose fields nobody has touched is blank: their fields show
 * nothing rather than 0, and the hand is saved as incomplete.  Typing in
 * any field, or flipping a switch, fills the player in; “Leave Blank”
 * empties them again.
 *
 * A player's word that they score nothing (Free-O's “Went out”) locks
 * their other fields, and so does a points total written on paper, which
 * stands instead of the counts (a count typed locks the total in turn):
 * the scorer declares both kinds (tm_score_field_get_scores_nothing(),
 * tm_score_field_get_is_total()), so the form asks nothing the scorer
 * would refuse.  A locked field is empty and left out of the entry, as is
 * a total nobody typed.
 *
 * Each number is one Tab stop (its row is not one too), and Enter in any
 * of them saves at once, even before the number is committed.
 *
 * A field of runs (Gitmo's) gives each run a row per part (its counts and
 * the card it holds) in a group of their own under the player's, added
 * and removed with buttons.  Fields that only apply alone (Meet the
 * Patriots' turns), at a table, or with an option show accordingly. */

G_DEFINE_FINAL_TYPE (TmHandForm, tm_hand_form, G_TYPE_OBJECT)

enum {
  CHANGED,
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Enter in any field */
static void
field_activated_cb (TmHandForm *self)
{
  g_signal_emit (self, signals[ACTIVATE], 0);
}

/* Enter in a number saves at once: the spin button's own activation
 * waits for a second Enter when the first commits a typed number.  Its
 * text's activation comes after the spin button has committed it. */
static GtkWidget *
find_text (GtkWidget *widget)
{
  if (GTK_IS_TEXT (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *text = find_text (child);

      if (text != NULL)
        return text;
    }
  return NULL;
}

static void
connect_enter (TmHandForm *self,
               GtkWidget  *spin)
{
  GtkWidget *text = find_text (spin);

  g_assert (text != NULL);
  g_signal_connect_object (text, "activate", G_CALLBACK (field_activated_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

const TmScoreField *
_tm_hand_form_entry_field (TmHandForm   *self,
             guint         index)
{
  return tm_scorer_get_entry_field (self->scorer, index);
}

const TmScoreField *
_tm_hand_form_outcome_field (TmHandForm   *self,
               guint         index)
{
  return tm_scorer_get_outcome_field (self->scorer, index);
}

/* The number in a spin button as typed so far, without committing it. */
gint64
_tm_hand_form_spin_value (GtkSpinButton *spin)
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

/* The row a field stands in: its own for a switch, its spin button's
 * for a number; NULL for a runs field's button. */
static GtkWidget *
field_row (GtkWidget *widget)
{
  if (widget == NULL || ADW_IS_SWITCH_ROW (widget))
    return widget;
  return gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);
}

gboolean
_tm_hand_form_field_locked (GtkWidget *widget)
{
  GtkWidget *row = field_row (widget);

  return row != NULL && !gtk_widget_get_sensitive (row);
}

/* Whether the field is a total that nobody typed. */
gboolean
_tm_hand_form_total_untyped (const TmScoreField *field,
               GtkWidget          *widget)
{
  return tm_score_field_get_is_total (field) &&
         gtk_editable_get_text (GTK_EDITABLE (widget))[0] == '\0';
}

static gboolean
spin_output_cb (GtkSpinButton *spin,
                PlayerForm    *player)
{
  const TmScoreField *field = g_object_get_data (G_OBJECT (spin), "tm-field");

  /* A blank player's fields stay empty, never 0; so do a locked field and
   * a total nobody typed. */
  if (player != NULL &&
      (!player->known || _tm_hand_form_field_locked (GTK_WIDGET (spin)) ||
       (field != NULL && _tm_hand_form_total_untyped (field, GTK_WIDGET (spin)))))
    {
      player->form->updating++;
      gtk_editable_set_text (GTK_EDITABLE (spin), "");
      player->form->updating--;
      return TRUE;
    }

  return FALSE;
}

static void update_locks (PlayerForm *player);

static void
player_touched_cb (GtkWidget  *widget,
                   GParamSpec *pspec,
                   PlayerForm *player)
{
  if (player->form->updating)
    return;

  player->known = TRUE;
  update_locks (player);

  g_signal_emit (player->form, signals[CHANGED], 0);
}

/* Keeps a number as it is typed in the spin button's value: a spin
 * button shows its value again when it is realized anew (the dialog
 * moving between a bottom sheet and a floating one, say), which would
 * otherwise put back the number from before the typing. */
static void
keep_typed (TmHandForm    *self,
            GtkSpinButton *spin)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);
  char *end = NULL;
  gint64 value;

  if (self->updating || text[0] == '\0')
    return;
  value = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' ||
      value < gtk_adjustment_get_lower (adjustment) || value > gtk_adjustment_get_upper (adjustment) ||
      value == (gint64) gtk_adjustment_get_value (adjustment))
    return;

  self->updating++;
  gtk_adjustment_set_value (adjustment, (double) value);
  self->updating--;
}

static void
player_text_changed_cb (GtkEditable *editable,
                        PlayerForm  *player)
{
  /* Touched first: a blank player's numbers show nothing. */
  player_touched_cb (GTK_WIDGET (editable), NULL, player);
  keep_typed (player->form, GTK_SPIN_BUTTON (editable));
}

static void
player_value_changed_cb (GtkSpinButton *spin,
                         PlayerForm    *player)
{
  GtkWidget *widget = GTK_WIDGET (spin);

  if (player->form->updating)
    return;

  /* A step of the arrows on a blank field shows its number at once. */
  if (gtk_editable_get_text (GTK_EDITABLE (widget))[0] == '\0')
    {
      g_autofree char *text = g_strdup_printf ("%.0f", gtk_spin_button_get_value (GTK_SPIN_BUTTON (widget)));

      player->form->updating++;
      gtk_editable_set_text (GTK_EDITABLE (widget), text);
      player->form->updating--;
    }

  player_touched_cb (widget, NULL, player);
}

static void
outcome_changed_cb (TmHandForm *self)
{
  if (!self->updating)
    g_signal_emit (self, signals[CHANGED], 0);
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
  keep_typed (run->player->form, GTK_SPIN_BUTTON (editable));
}

static GtkWidget *add_number_row (AdwPreferencesGroup *group,
                                  const char          *title,
                                  const char          *subtitle,
                                  double               lower,
                                  double               upper);

/* The rows of a choice: its labels, or for a card the card's name as the
 * catalogue has it (with the owner's edits). */
static GListModel *
choice_model (TmHandForm       *self,
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
  TmHandForm *self = player->form;
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
          connect_enter (self, run->parts[i]);
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

/* Locks or unlocks the row of a field, emptying a locked number. */
static void
lock_field (PlayerForm         *player,
            const TmScoreField *field,
            GtkWidget          *widget,
            gboolean            locked)
{
  GtkWidget *row = field_row (widget);

  if (tm_score_field_get_kind (field) == TM_SCORE_FIELD_RUNS)
    {
      while (locked && player->runs->len > 0)
        remove_run (g_ptr_array_index (player->runs, player->runs->len - 1));
      gtk_widget_set_sensitive (GTK_WIDGET (player->runs_group), !locked);
      gtk_widget_set_sensitive (widget, !locked);
      return;
    }

  if (locked && GTK_IS_SPIN_BUTTON (widget))
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), 0);
      gtk_editable_set_text (GTK_EDITABLE (widget), "");
    }
  if (locked && ADW_IS_SWITCH_ROW (widget))
    adw_switch_row_set_active (ADW_SWITCH_ROW (widget), FALSE);
  gtk_widget_set_sensitive (row, !locked);

  /* Cards picked by name go with their points */
  if (tm_score_field_get_kind (field) == TM_SCORE_FIELD_CARD_POINTS && player->card_rows != NULL)
    for (guint i = 0; i < player->card_rows->len; i++)
      {
        GtkWidget *card = g_ptr_array_index (player->card_rows, i);

        if (locked)
          adw_spin_row_set_value (ADW_SPIN_ROW (card), 0);
        gtk_widget_set_sensitive (gtk_widget_get_ancestor (card, ADW_TYPE_EXPANDER_ROW), !locked);
      }
}

/* Locks the fields a player's word or total stands instead of: all the
 * others when they score nothing, the counts when a total is typed, the
 * total when a count is. */
static void
update_locks (PlayerForm *player)
{
  TmHandForm *self = player->form;
  gboolean nothing = FALSE;
  gboolean total = FALSE;
  gboolean counts = FALSE;

  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      const TmScoreField *field = _tm_hand_form_entry_field (self, f);
      GtkWidget *widget = player->fields[f];

      if (widget == NULL || _tm_hand_form_field_locked (widget))
        continue;
      if (tm_score_field_get_scores_nothing (field))
        nothing |= adw_switch_row_get_active (ADW_SWITCH_ROW (widget));
      else if (tm_score_field_get_is_total (field))
        total |= !_tm_hand_form_total_untyped (field, widget);
      else if (GTK_IS_SPIN_BUTTON (widget))
        counts |= _tm_hand_form_spin_value (GTK_SPIN_BUTTON (widget)) != 0;
    }
  counts |= player->runs != NULL && player->runs->len > 0;
  for (guint i = 0; player->card_rows != NULL && i < player->card_rows->len; i++)
    counts |= adw_spin_row_get_value (ADW_SPIN_ROW (g_ptr_array_index (player->card_rows, i))) > 0;

  self->updating++;
  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      const TmScoreField *field = _tm_hand_form_entry_field (self, f);
      GtkWidget *widget = player->fields[f];
      gboolean locked;

      if (widget == NULL || tm_score_field_get_scores_nothing (field))
        continue;
      if (tm_score_field_get_is_total (field))
        locked = nothing || counts;
      else
        locked = nothing || total;
      lock_field (player, field, widget, locked);
    }
  self->updating--;
}

static void
clear_player (PlayerForm *player)
{
  TmHandForm *self = player->form;

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
  update_locks (player);
}

static void
clear_clicked_cb (GtkButton  *button,
                  PlayerForm *player)
{
  clear_player (player);
  g_signal_emit (player->form, signals[CHANGED], 0);
}

/* Names a player's field for screen readers with the player's name, such
 * as “Ana: Went out”: each player's fields have the same titles, so a
 * title alone does not say whose field it is. */
static void
name_player_field (GtkWidget  *widget,
                   const char *player,
                   const char *label)
{
  g_autofree char *escaped = g_markup_escape_text (label, -1);
  g_autofree char *plain = NULL;
  g_autofree char *name = NULL;

  /* The title's mnemonic underscore is not read out. */
  if (!pango_parse_markup (escaped, -1, '_', NULL, &plain, NULL, NULL))
    plain = g_strdup (label);
  /* Translators: a field of the hand form, for screen readers: a player's
   * name, then the field's title */
  name = g_strdup_printf (_("%s: %s"), player, plain);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);

  /* A switch row's switch is what takes the focus: it is named too. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; )
    {
      if (GTK_IS_SWITCH (child))
        {
          name_player_field (child, player, label);
          break;
        }
      if (gtk_widget_get_first_child (child) != NULL)
        child = gtk_widget_get_first_child (child);
      else
        {
          while (child != widget && gtk_widget_get_next_sibling (child) == NULL)
            child = gtk_widget_get_parent (child);
          child = child != widget ? gtk_widget_get_next_sibling (child) : NULL;
        }
    }
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
  /* One Tab stop: the number, not its row too */
  gtk_widget_set_focusable (row, FALSE);
  adw_preferences_group_add (group, row);

  return spin;
}

/* Whether a flag of the form already stands for @card_id, as Gitmo's
 * Jesus Saves does: such a card is not offered twice. */
static gboolean
card_has_own_field (TmHandForm   *self,
                    const char   *card_id)
{
  g_autofree char *member = g_strdelimit (g_strdup (card_id), "-", '_');

  return tm_scorer_lookup_field (self->scorer, member) != NULL;
}

/* The cards of @field's deck that carry points, each with how many of it
 * the player kept; the names are the catalogue's, with any edits. */
static void
add_card_rows (TmHandForm       *self,
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

      row = tm_spin_row_new (0, MAX (tm_card_get_count (card), 1), 1);
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
build_player (TmHandForm   *self,
              PlayerForm   *player)
{
  g_autoptr(GVariant) entry = self->hand ? tm_ledger_hand_dup_entry (self->hand, player->index)
                                         : NULL;
  GtkWidget *clear;

  /* What the table recorded of a new hand; a player it knows nothing of
   * stays blank. */
  if (self->hand == NULL && self->filled_entries != NULL &&
      self->filled_entries[player->index] != NULL &&
      g_variant_n_children (self->filled_entries[player->index]) > 0)
    entry = g_variant_ref (self->filled_entries[player->index]);

  player->form = self;
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
  name_player_field (clear, tm_scores_get_player_name (self->ledger, player->index),
                     _("Leave Blank"));

  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      const TmScoreField *field = _tm_hand_form_entry_field (self, f);
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
            g_object_set_data (G_OBJECT (widget), "tm-field", (gpointer) field);
            name_player_field (widget, tm_scores_get_player_name (self->ledger, player->index),
                               tm_score_field_get_label (field));
            g_signal_connect (widget, "output", G_CALLBACK (spin_output_cb), player);
            connect_enter (self, widget);

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
            if (!player->known || (tm_score_field_get_is_total (field) && value == NULL))
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
          name_player_field (widget, tm_scores_get_player_name (self->ledger, player->index),
                             tm_score_field_get_label (field));
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
  update_locks (player);
}

static GListModel *
player_choices (TmHandForm *self)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, _("Nobody"));
  for (guint p = 0; p < self->n_players; p++)
    gtk_string_list_append (list, tm_scores_get_player_name (self->ledger, p));

  return G_LIST_MODEL (list);
}

static void
build_outcome_form (TmHandForm *self)
{
  g_autoptr(GVariant) outcome = self->hand ? tm_ledger_hand_dup_outcome (self->hand) : NULL;
  AdwPreferencesGroup *group;

  if (self->hand == NULL && self->filled_outcome != NULL)
    outcome = g_variant_ref (self->filled_outcome);

  if (self->n_outcome_fields == 0)
    return;

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("What Happened"));
  self->outcome_fields = g_new0 (GtkWidget *, self->n_outcome_fields);

  for (guint f = 0; f < self->n_outcome_fields; f++)
    {
      const TmScoreField *field = _tm_hand_form_outcome_field (self, f);
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
tm_hand_form_finalize (GObject *object)
{
  TmHandForm *self = (TmHandForm *)object;

  for (guint p = 0; self->players != NULL && p < self->n_players; p++)
    {
      g_clear_pointer (&self->players[p].fields, g_free);
      g_clear_pointer (&self->players[p].original, g_variant_unref);
      g_clear_pointer (&self->players[p].runs, g_ptr_array_unref);
      g_clear_pointer (&self->players[p].card_rows, g_ptr_array_unref);
    }
  g_clear_pointer (&self->players, g_free);
  g_clear_pointer (&self->outcome_fields, g_free);
  g_clear_object (&self->hand);
  g_clear_object (&self->ledger);

  G_OBJECT_CLASS (tm_hand_form_parent_class)->finalize (object);
}

static void
tm_hand_form_class_init (TmHandFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_hand_form_finalize;

  /**
   * TmHandForm::changed:
   *
   * Emitted when a value of the hand is typed or chosen, a player is left
   * blank or a run added or removed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TmHandForm::activate:
   *
   * Emitted when Enter is pressed in a field.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tm_hand_form_init (TmHandForm *self)
{
}

static TmHandForm *
build (TmLedger           *ledger,
       TmLedgerHand       *hand,
       GVariant           *outcome,
       GVariant * const   *entries,
       AdwPreferencesPage *page)
{
  TmHandForm *self;

  self = g_object_new (TM_TYPE_HAND_FORM, NULL);
  self->filled_outcome = outcome;
  self->filled_entries = entries;
  self->ledger = g_object_ref (ledger);
  self->hand = hand ? g_object_ref (hand) : NULL;
  self->page = page;
  self->n_players = tm_ledger_get_n_players (ledger);
  self->scorer = tm_ledger_get_scorer (ledger);
  self->n_entry_fields = tm_scorer_get_n_entry_fields (self->scorer);
  self->n_outcome_fields = tm_scorer_get_n_outcome_fields (self->scorer);

  self->updating++;
  build_outcome_form (self);
  self->players = g_new0 (PlayerForm, self->n_players);
  for (guint p = 0; p < self->n_players && self->n_entry_fields > 0; p++)
    {
      self->players[p].index = p;
      build_player (self, &self->players[p]);
    }
  self->updating--;
  self->page = NULL;
  self->filled_outcome = NULL;
  self->filled_entries = NULL;

  return self;
}

/**
 * tm_hand_form_new:
 * @ledger: the score sheet
 * @hand: (nullable): the hand to show, or %NULL for a new one
 * @page: the page to add the form's groups to, in form order
 *
 * Builds the rows of a hand of @ledger into @page: the outcome's, then
 * each player's.  The widgets are the page's; the form reads them.
 *
 * Returns: (transfer full): the form
 */
TmHandForm *
tm_hand_form_new (TmLedger           *ledger,
                  TmLedgerHand       *hand,
                  AdwPreferencesPage *page)
{
  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);
  g_return_val_if_fail (hand == NULL || TM_IS_LEDGER_HAND (hand), NULL);
  g_return_val_if_fail (ADW_IS_PREFERENCES_PAGE (page), NULL);

  return build (ledger, hand, NULL, NULL, page);
}

/**
 * tm_hand_form_new_filled:
 * @ledger: the score sheet
 * @outcome: (nullable): the new hand's outcome (`a{sv}`), as far as it is
 *   known
 * @entries: (array) (nullable): an entry (`a{sv}`, nullable) per player of
 *   @ledger, as far as it is known
 * @page: the page to add the form's groups to, in form order
 *
 * Builds the rows of a new hand of @ledger into @page, filled in with
 * what is known of it already (what the table assistant recorded).  A
 * player whose entry is %NULL or empty stays blank.
 *
 * Returns: (transfer full): the form
 */
TmHandForm *
tm_hand_form_new_filled (TmLedger           *ledger,
                         GVariant           *outcome,
                         GVariant * const   *entries,
                         AdwPreferencesPage *page)
{
  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);
  g_return_val_if_fail (ADW_IS_PREFERENCES_PAGE (page), NULL);

  return build (ledger, NULL, outcome, entries, page);
}

/**
 * tm_hand_form_clear_player:
 * @self: a #TmHandForm
 * @player: a player's position
 *
 * Leaves a player blank, as the “Leave Blank” button does.
 */
void
tm_hand_form_clear_player (TmHandForm   *self,
                           guint         player)
{
  g_return_if_fail (TM_IS_HAND_FORM (self));
  g_return_if_fail (player < self->n_players);

  if (self->n_entry_fields == 0)
    return;

  clear_player (&self->players[player]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * tm_hand_form_add_run:
 * @self: a #TmHandForm
 * @player: a player's position
 *
 * Adds a run to a player's hand, as “Add Run” does, in a game with runs.
 *
 * Returns: the run's index
 */
guint
tm_hand_form_add_run (TmHandForm   *self,
                      guint         player)
{
  g_return_val_if_fail (TM_IS_HAND_FORM (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);
  g_return_val_if_fail (self->players[player].runs != NULL, 0);

  add_run (&self->players[player], NULL);
  player_touched_cb (NULL, NULL, &self->players[player]);
  return self->players[player].runs->len - 1;
}

