/* tm-hand-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-hand-editor.h"
#include "tm-scores-game.h"
#include "tm-scores-sheet.h"

/* One hand, in the game's own form (tm-scores-game.c): the table-wide
 * outcome if the game has one, then a group per player with their counts.
 * The points are worked out by the engine as you type and shown under each
 * player's name, with the lines they come from.  What the cards cannot
 * allow is shown in a banner naming the problem, and Save stays off.
 *
 * A player whose fields nobody has touched is blank: their fields show
 * nothing rather than 0, and the hand is saved as incomplete.  Typing in
 * any field, or flipping a switch, fills the player in; “Leave Blank”
 * empties them again.
 *
 * Gitmo's runs each get three rows (Patriots, Traitors, the card the run
 * holds) in a group of their own under the player's, added and removed
 * with buttons.  Fields that only apply alone (Meet the Patriots' turns)
 * or only at a table show accordingly.
 *
 * Tab goes through the fields in order, Enter saves. */

typedef struct _PlayerForm PlayerForm;

typedef struct
{
  PlayerForm          *player;
  GtkWidget           *patriots;     /* GtkSpinButton */
  GtkWidget           *traitors;     /* GtkSpinButton */
  GtkWidget           *card;         /* AdwComboRow */
} RunForm;

struct _PlayerForm
{
  TmHandEditor        *editor;
  guint                index;
  gboolean             known;
  AdwPreferencesGroup *group;
  GtkWidget          **fields;       /* one per entry field, NULL if hidden */
  JsonObject          *original;     /* members the form does not show */
  const TmScoresField *runs_field;   /* Gitmo's runs, or NULL */
  AdwPreferencesGroup *runs_group;
  GPtrArray           *runs;         /* RunForm */
  GPtrArray           *card_rows;    /* AdwSpinRow per card, "card-id" in data */
};

struct _TmHandEditor
{
  AdwDialog            parent_instance;

  TmLedger            *ledger;
  TmLedgerHand        *hand;
  const TmScoresGame  *info;
  guint                n_entry_fields;
  guint                n_outcome_fields;
  GtkWidget          **outcome_fields;
  JsonObject          *original_outcome;
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

static gboolean
field_shown (TmHandEditor        *self,
             const TmScoresField *field)
{
  JsonObject *options = tm_ledger_get_options (self->ledger);
  gboolean on;

  if (field->table == TM_SCORES_TABLE_SOLO && tm_ledger_get_n_players (self->ledger) != 1)
    return FALSE;
  if (field->table == TM_SCORES_TABLE_GROUP && tm_ledger_get_n_players (self->ledger) == 1)
    return FALSE;

  if (field->option == NULL && field->without == NULL)
    return TRUE;

  on = options != NULL && json_object_has_member (options, field->option ? field->option
                                                                           : field->without);
  if (on)
    {
      JsonNode *node = json_object_get_member (options, field->option ? field->option
                                                                      : field->without);
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        on = json_node_get_boolean (node);
    }

  return field->option ? on : !on;
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

static JsonObject *
build_entry (TmHandEditor *self,
             PlayerForm   *player)
{
  JsonObject *entry;

  if (!player->known)
    return NULL;

  entry = json_object_new ();

  /* Keep what the form does not show, such as Special Ops cards listed
   * by id with the command-line tool. */
  if (player->original != NULL)
    {
      JsonObjectIter iter;
      const char *member;
      JsonNode *node;

      json_object_iter_init (&iter, player->original);
      while (json_object_iter_next (&iter, &member, &node))
        json_object_set_member (entry, member, json_node_copy (node));
    }

  for (guint f = 0; f < self->n_entry_fields; f++)
    {
      const TmScoresField *field = &self->info->entry_fields[f];
      GtkWidget *widget = player->fields[f];

      if (widget == NULL)
        continue;

      switch (field->kind)
        {
        case TM_SCORES_FIELD_COUNT:
        case TM_SCORES_FIELD_POINTS:
          json_object_set_int_member (entry, field->id, spin_value (GTK_SPIN_BUTTON (widget)));
          break;

        case TM_SCORES_FIELD_FLAG:
          if (adw_switch_row_get_active (ADW_SWITCH_ROW (widget)))
            json_object_set_boolean_member (entry, field->id, TRUE);
          else
            json_object_remove_member (entry, field->id);
          break;

        case TM_SCORES_FIELD_CARD_POINTS:
          {
            gint64 points = spin_value (GTK_SPIN_BUTTON (widget));
            JsonArray *cards = json_array_new ();
            JsonNode *old = json_object_get_member (entry, field->id);

            /* Cards picked by name, each as often as kept */
            for (guint i = 0; player->card_rows != NULL && i < player->card_rows->len; i++)
              {
                GObject *row = g_ptr_array_index (player->card_rows, i);
                guint copies = (guint) adw_spin_row_get_value (ADW_SPIN_ROW (row));

                for (guint c = 0; c < copies; c++)
                  json_array_add_string_element (cards, g_object_get_data (row, "card-id"));
              }

            /* Without a picker, card ids stay; the printed points are the
             * one number. */
            if (player->card_rows == NULL && old != NULL && JSON_NODE_HOLDS_ARRAY (old))
              {
                JsonArray *array = json_node_get_array (old);

                for (guint i = 0; i < json_array_get_length (array); i++)
                  {
                    JsonNode *element = json_array_get_element (array, i);

                    if (json_node_get_value_type (element) == G_TYPE_STRING)
                      json_array_add_element (cards, json_node_copy (element));
                  }
              }
            if (points != 0)
              json_array_add_int_element (cards, points);

            if (json_array_get_length (cards) > 0)
              json_object_set_array_member (entry, field->id, cards);
            else
              {
                json_array_unref (cards);
                json_object_remove_member (entry, field->id);
              }
          }
          break;

        case TM_SCORES_FIELD_RUNS:
          {
            JsonArray *runs = json_array_new ();
            guint n = g_strv_length ((char **) field->choices) / 2;

            for (guint r = 0; r < player->runs->len; r++)
              {
                RunForm *run = g_ptr_array_index (player->runs, r);
                JsonObject *object = json_object_new ();
                guint card = adw_combo_row_get_selected (ADW_COMBO_ROW (run->card));

                json_object_set_int_member (object, "patriots",
                                            spin_value (GTK_SPIN_BUTTON (run->patriots)));
                json_object_set_int_member (object, "traitors",
                                            spin_value (GTK_SPIN_BUTTON (run->traitors)));
                if (card > 0 && card < n)
                  json_object_set_string_member (object, "card", field->choices[card]);
                json_array_add_object_element (runs, object);
              }

            if (json_array_get_length (runs) > 0)
              json_object_set_array_member (entry, field->id, runs);
            else
              {
                json_array_unref (runs);
                json_object_remove_member (entry, field->id);
              }
          }
          break;

        case TM_SCORES_FIELD_PLAYER:
        case TM_SCORES_FIELD_PLAYERS:
        case TM_SCORES_FIELD_CHOICE:
        default:
          g_assert_not_reached ();
        }
    }

  return entry;
}

static JsonObject *
build_outcome (TmHandEditor *self)
{
  JsonObject *outcome;

  if (self->n_outcome_fields == 0)
    return NULL;

  outcome = json_object_new ();
  for (guint f = 0; f < self->n_outcome_fields; f++)
    {
      const TmScoresField *field = &self->info->outcome_fields[f];
      GtkWidget *widget = self->outcome_fields[f];

      switch (field->kind)
        {
        case TM_SCORES_FIELD_PLAYER:
          {
            guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));

            /* The first choice is “Nobody”. */
            if (selected > 0 && selected != GTK_INVALID_LIST_POSITION)
              json_object_set_int_member (outcome, field->id, selected - 1);
          }
          break;

        case TM_SCORES_FIELD_CHOICE:
          {
            guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));

            if (selected != GTK_INVALID_LIST_POSITION)
              json_object_set_string_member (outcome, field->id, field->choices[selected]);
          }
          break;

        case TM_SCORES_FIELD_PLAYERS:
          {
            JsonArray *array = json_array_new ();
            GtkWidget **checks = g_object_get_data (G_OBJECT (widget), "checks");

            for (guint p = 0; p < self->n_players; p++)
              if (adw_switch_row_get_active (ADW_SWITCH_ROW (checks[p])))
                json_array_add_int_element (array, p);
            json_object_set_array_member (outcome, field->id, array);
          }
          break;

        case TM_SCORES_FIELD_COUNT:
        case TM_SCORES_FIELD_POINTS:
        case TM_SCORES_FIELD_FLAG:
        case TM_SCORES_FIELD_CARD_POINTS:
        default:
          g_assert_not_reached ();
        }
    }

  return outcome;
}

static void
free_entries (JsonObject **entries,
              guint        n)
{
  for (guint p = 0; p < n; p++)
    g_clear_pointer (&entries[p], json_object_unref);
  g_free (entries);
}

static JsonObject **
build_entries (TmHandEditor *self)
{
  JsonObject **entries = g_new0 (JsonObject *, MAX (self->n_players, 1));

  if (self->n_entry_fields > 0)
    for (guint p = 0; p < self->n_players; p++)
      entries[p] = build_entry (self, &self->players[p]);

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
variant_unref0 (gpointer value)
{
  if (value != NULL)
    g_variant_unref (value);
}

static void
update_preview (TmHandEditor *self)
{
  g_autoptr(JsonObject) outcome = build_outcome (self);
  JsonObject **entries = build_entries (self);
  TmScorer *scorer = tm_ledger_get_scorer (self->ledger);
  g_autoptr(GPtrArray) typed = g_ptr_array_new_with_free_func (variant_unref0);
  g_autoptr(GVariant) typed_outcome = NULL;
  g_autoptr(TmHandScore) score = NULL;
  g_autoptr(GError) error = NULL;

  if (outcome != NULL)
    {
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), outcome);

      typed_outcome = tm_scorer_outcome_from_json (scorer, node, &error);
    }
  for (guint p = 0; error == NULL && p < MAX (self->n_players, 1); p++)
    {
      g_autoptr(JsonNode) node = entries[p] ? json_node_init_object (json_node_alloc (), entries[p])
                                            : NULL;

      g_ptr_array_add (typed, node ? tm_scorer_entry_from_json (scorer, node, p, &error) : NULL);
    }
  if (error == NULL)
    score = tm_scorer_score_hand (scorer, typed_outcome,
                                  self->n_entry_fields > 0 ? (GVariant * const *) typed->pdata : NULL,
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

  free_entries (entries, MAX (self->n_players, 1));
}

/* Gitmo's runs */

static void
run_free (gpointer data)
{
  g_free (data);
}

static void
renumber_runs (PlayerForm *player)
{
  for (guint r = 0; r < player->runs->len; r++)
    {
      RunForm *run = g_ptr_array_index (player->runs, r);
      g_autofree char *patriots = g_strdup_printf (_("Run %u: Patriots"), r + 1);
      g_autofree char *traitors = g_strdup_printf (_("Run %u: Traitors"), r + 1);
      g_autofree char *card = g_strdup_printf (_("Run %u: Card"), r + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (run->patriots, ADW_TYPE_ACTION_ROW)),
                                     patriots);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (run->traitors, ADW_TYPE_ACTION_ROW)),
                                     traitors);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (run->card), card);
    }
  gtk_widget_set_visible (GTK_WIDGET (player->runs_group), TRUE);
}

static void
remove_run (RunForm *run)
{
  PlayerForm *player = run->player;

  adw_preferences_group_remove (player->runs_group,
                                gtk_widget_get_ancestor (run->patriots, ADW_TYPE_ACTION_ROW));
  adw_preferences_group_remove (player->runs_group,
                                gtk_widget_get_ancestor (run->traitors, ADW_TYPE_ACTION_ROW));
  adw_preferences_group_remove (player->runs_group, run->card);
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

static RunForm *
add_run (PlayerForm *player,
         JsonObject *values)
{
  TmHandEditor *self = player->editor;
  const TmScoresField *field = player->runs_field;
  TmCatalogue *catalogue = tm_ledger_get_catalogue (self->ledger);
  g_autoptr(GtkStringList) cards = gtk_string_list_new (NULL);
  guint n = g_strv_length ((char **) field->choices) / 2;
  RunForm *run = g_new0 (RunForm, 1);
  GtkWidget *remove;
  const char *card_id = NULL;

  run->player = player;
  self->updating++;

  run->patriots = add_number_row (player->runs_group, "", NULL, 0, field->max);
  run->traitors = add_number_row (player->runs_group, "", NULL, 0, field->max);

  gtk_string_list_append (cards, _("No card"));
  for (guint i = 1; i < n; i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, field->choices[n + i], NULL);
      TmCard *card = deck ? tm_deck_lookup_card (deck, field->choices[i]) : NULL;

      gtk_string_list_append (cards, card ? tm_card_get_name (card) : field->choices[i]);
    }
  run->card = adw_combo_row_new ();
  adw_combo_row_set_model (ADW_COMBO_ROW (run->card), G_LIST_MODEL (cards));
  /* Which cards clear Traitors is said once, above the runs: a
   * subtitle here leaves a phone no room for the card's name. */
  remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove Run"));
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_run_clicked_cb), run);
  adw_action_row_add_prefix (ADW_ACTION_ROW (run->card), remove);
  adw_preferences_group_add (player->runs_group, run->card);

  if (values != NULL)
    {
      JsonNode *card = json_object_get_member (values, "card");

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (run->patriots),
                                 json_object_get_int_member_with_default (values, "patriots", 0));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (run->traitors),
                                 json_object_get_int_member_with_default (values, "traitors", 0));
      if (card != NULL && JSON_NODE_HOLDS_VALUE (card) &&
          json_node_get_value_type (card) == G_TYPE_STRING)
        card_id = json_node_get_string (card);
    }
  for (guint i = 1; card_id != NULL && i < n; i++)
    if (g_str_equal (field->choices[i], card_id))
      adw_combo_row_set_selected (ADW_COMBO_ROW (run->card), i);

  g_signal_connect (run->patriots, "notify::value", G_CALLBACK (run_changed_cb), run);
  g_signal_connect (run->patriots, "changed", G_CALLBACK (run_text_changed_cb), run);
  g_signal_connect (run->traitors, "notify::value", G_CALLBACK (run_changed_cb), run);
  g_signal_connect (run->traitors, "changed", G_CALLBACK (run_text_changed_cb), run);
  g_signal_connect (run->card, "notify::selected", G_CALLBACK (run_changed_cb), run);
  g_signal_connect_swapped (run->patriots, "activate", G_CALLBACK (field_activated_cb), self);
  g_signal_connect_swapped (run->traitors, "activate", G_CALLBACK (field_activated_cb), self);

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
  gtk_widget_grab_focus (run->patriots);
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

  for (guint f = 0; f < self->n_entry_fields; f++)
    if (g_str_equal (self->info->entry_fields[f].id, member))
      return TRUE;
  return FALSE;
}

/* The cards of @field's deck that carry points, each with how many of it
 * the player kept; the names are the catalogue's, with any edits. */
static void
add_card_rows (TmHandEditor        *self,
               PlayerForm          *player,
               const TmScoresField *field,
               JsonNode            *node)
{
  TmCatalogue *catalogue = tm_ledger_get_catalogue (self->ledger);
  TmDeck *deck = tm_catalogue_get_deck (catalogue, field->deck, NULL);
  JsonArray *kept = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node)
                                                                   : NULL;
  GtkWidget *expander;
  guint n_kept = 0;

  if (deck == NULL)
    return;

  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Special Ops _cards kept"));
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

      for (guint k = 0; kept != NULL && k < json_array_get_length (kept); k++)
        {
          JsonNode *element = json_array_get_element (kept, k);

          if (json_node_get_value_type (element) == G_TYPE_STRING &&
              g_str_equal (json_node_get_string (element), id))
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
  JsonObject *entry = self->hand ? tm_ledger_hand_get_entry (self->hand, player->index) : NULL;
  GtkWidget *clear;

  player->editor = self;
  player->known = entry != NULL;
  player->fields = g_new0 (GtkWidget *, self->n_entry_fields);
  if (entry != NULL)
    player->original = json_object_ref (entry);

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
      const TmScoresField *field = &self->info->entry_fields[f];
      GtkWidget *widget = NULL;
      JsonNode *node = entry ? json_object_get_member (entry, field->id) : NULL;

      if (!field_shown (self, field))
        continue;

      switch (field->kind)
        {
        case TM_SCORES_FIELD_COUNT:
        case TM_SCORES_FIELD_POINTS:
        case TM_SCORES_FIELD_CARD_POINTS:
          {
            double lower = field->kind == TM_SCORES_FIELD_COUNT ? 0 : -9999;
            double upper = field->max > 0 ? field->max : 9999;
            gint64 value = 0;

            widget = add_number_row (player->group, _(field->label),
                                     field->subtitle ? _(field->subtitle) : NULL, lower, upper);
            g_signal_connect (widget, "output", G_CALLBACK (spin_output_cb), player);
            g_signal_connect_swapped (widget, "activate", G_CALLBACK (field_activated_cb), self);

            if (node != NULL && JSON_NODE_HOLDS_VALUE (node))
              value = json_node_get_int (node);
            else if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
              {
                JsonArray *array = json_node_get_array (node);

                for (guint i = 0; i < json_array_get_length (array); i++)
                  if (json_node_get_value_type (json_array_get_element (array, i)) == G_TYPE_INT64)
                    value += json_array_get_int_element (array, i);
              }

            self->updating++;
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), (double) value);
            if (!player->known)
              gtk_editable_set_text (GTK_EDITABLE (widget), "");
            self->updating--;

            g_signal_connect (widget, "changed", G_CALLBACK (player_text_changed_cb), player);
            g_signal_connect (widget, "value-changed", G_CALLBACK (player_value_changed_cb), player);

            if (field->kind == TM_SCORES_FIELD_CARD_POINTS && field->deck != NULL)
              add_card_rows (self, player, field, node);
          }
          break;

        case TM_SCORES_FIELD_FLAG:
          widget = adw_switch_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), _(field->label));
          adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (widget), TRUE);
          if (field->subtitle != NULL)
            adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), _(field->subtitle));
          adw_switch_row_set_active (ADW_SWITCH_ROW (widget),
                                     node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
                                     json_node_get_boolean (node));
          g_signal_connect (widget, "notify::active", G_CALLBACK (player_touched_cb), player);
          adw_preferences_group_add (player->group, widget);
          break;

        case TM_SCORES_FIELD_RUNS:
          {
            g_autofree char *title = NULL;
            GtkWidget *add = gtk_button_new_with_mnemonic (_(field->label));

            player->runs_field = field;
            player->runs = g_ptr_array_new_with_free_func (run_free);
            player->runs_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
            /* Translators: the heading of a player's runs in Gitmo */
            title = g_strdup_printf (_("%s’s Runs"), tm_scores_get_player_name (self->ledger, player->index));
            adw_preferences_group_set_title (player->runs_group, title);
            adw_preferences_group_set_description (player->runs_group, _(field->subtitle));

            gtk_widget_add_css_class (add, "flat");
            gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
            g_signal_connect (add, "clicked", G_CALLBACK (add_run_clicked_cb), player);
            adw_preferences_group_set_header_suffix (player->runs_group, add);
            widget = add;
          }
          break;

        case TM_SCORES_FIELD_PLAYER:
        case TM_SCORES_FIELD_PLAYERS:
        case TM_SCORES_FIELD_CHOICE:
        default:
          g_assert_not_reached ();
        }

      player->fields[f] = widget;
    }

  adw_preferences_page_add (self->page, player->group);

  if (player->runs_group != NULL)
    {
      JsonNode *runs = entry ? json_object_get_member (entry, player->runs_field->id) : NULL;

      adw_preferences_page_add (self->page, player->runs_group);
      if (runs != NULL && JSON_NODE_HOLDS_ARRAY (runs))
        {
          JsonArray *array = json_node_get_array (runs);

          for (guint i = 0; i < json_array_get_length (array); i++)
            if (JSON_NODE_HOLDS_OBJECT (json_array_get_element (array, i)))
              add_run (player, json_array_get_object_element (array, i));
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
  JsonObject *outcome = self->hand ? tm_ledger_hand_get_outcome (self->hand) : NULL;
  AdwPreferencesGroup *group;

  if (self->n_outcome_fields == 0)
    return;

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("What Happened"));
  self->outcome_fields = g_new0 (GtkWidget *, self->n_outcome_fields);

  for (guint f = 0; f < self->n_outcome_fields; f++)
    {
      const TmScoresField *field = &self->info->outcome_fields[f];
      JsonNode *node = outcome ? json_object_get_member (outcome, field->id) : NULL;
      GtkWidget *widget = NULL;

      switch (field->kind)
        {
        case TM_SCORES_FIELD_PLAYER:
          {
            g_autoptr(GListModel) model = player_choices (self);

            widget = adw_combo_row_new ();
            adw_combo_row_set_model (ADW_COMBO_ROW (widget), model);
            if (node != NULL && JSON_NODE_HOLDS_VALUE (node))
              adw_combo_row_set_selected (ADW_COMBO_ROW (widget),
                                          (guint) json_node_get_int (node) + 1);
          }
          break;

        case TM_SCORES_FIELD_CHOICE:
          {
            g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
            guint n = g_strv_length ((char **) field->choices) / 2;

            widget = adw_combo_row_new ();
            for (guint i = 0; i < n; i++)
              gtk_string_list_append (model, _(field->choices[n + i]));
            adw_combo_row_set_model (ADW_COMBO_ROW (widget), G_LIST_MODEL (model));
            for (guint i = 0; node != NULL && i < n; i++)
              if (g_strcmp0 (json_node_get_string (node), field->choices[i]) == 0)
                adw_combo_row_set_selected (ADW_COMBO_ROW (widget), i);
          }
          break;

        case TM_SCORES_FIELD_PLAYERS:
          {
            GtkWidget **checks = g_new0 (GtkWidget *, self->n_players);
            JsonArray *array = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node)
                                                                     : NULL;

            widget = adw_expander_row_new ();
            adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);
            for (guint p = 0; p < self->n_players; p++)
              {
                checks[p] = adw_switch_row_new ();
                adw_preferences_row_set_title (ADW_PREFERENCES_ROW (checks[p]),
                                               tm_scores_get_player_name (self->ledger, p));
                adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (checks[p]), FALSE);
                for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
                  if ((guint) json_array_get_int_element (array, i) == p)
                    adw_switch_row_set_active (ADW_SWITCH_ROW (checks[p]), TRUE);
                g_signal_connect_swapped (checks[p], "notify::active",
                                          G_CALLBACK (outcome_changed_cb), self);
                adw_expander_row_add_row (ADW_EXPANDER_ROW (widget), checks[p]);
              }
            g_object_set_data_full (G_OBJECT (widget), "checks", checks, g_free);
          }
          break;

        case TM_SCORES_FIELD_COUNT:
        case TM_SCORES_FIELD_POINTS:
        case TM_SCORES_FIELD_FLAG:
        case TM_SCORES_FIELD_CARD_POINTS:
        default:
          g_assert_not_reached ();
        }

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), _(field->label));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (widget), TRUE);
      if (field->subtitle != NULL)
        g_object_set (widget, "subtitle", _(field->subtitle), NULL);
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
  self->info = tm_scores_game_lookup (tm_ledger_get_game_id (self->ledger));
  for (self->n_entry_fields = 0; self->info->entry_fields[self->n_entry_fields].id; self->n_entry_fields++)
    ;
  for (self->n_outcome_fields = 0; self->info->outcome_fields[self->n_outcome_fields].id; self->n_outcome_fields++)
    ;

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
  g_autoptr(JsonObject) outcome = NULL;
  JsonObject **entries = NULL;
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
                                  self->n_entry_fields > 0 ? entries : NULL,
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
        if (tm_ledger_hand_get_entry (self->hand, p) != NULL)
          ok = tm_ledger_set_entry (self->ledger, self->hand, p, NULL, error);
      for (guint p = 0; ok && p < self->n_players && self->n_entry_fields > 0; p++)
        if (entries[p] != NULL)
          ok = tm_ledger_set_entry (self->ledger, self->hand, p, entries[p], error);
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

  free_entries (entries, MAX (self->n_players, 1));

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
      g_clear_pointer (&self->players[p].original, json_object_unref);
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
    if (g_str_equal (self->info->entry_fields[f].id, field_id))
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
    if (g_str_equal (self->info->outcome_fields[f].id, field_id))
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
 * @field_id: `patriots`, `traitors` or `card`
 *
 * Gets the widget for a value of a run: a #GtkSpinButton for the counts,
 * an #AdwComboRow for the card.
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
  if (g_str_equal (field_id, "patriots"))
    return form->patriots;
  if (g_str_equal (field_id, "traitors"))
    return form->traitors;
  if (g_str_equal (field_id, "card"))
    return form->card;
  return NULL;
}
