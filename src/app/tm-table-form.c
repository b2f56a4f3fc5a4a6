/* tm-table-form.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-table-form.h"

/* The form that records one kind of event at the table: a card with what
 * the kind records, a field per detail and a button with the kind's label
 * (or, for a right-or-wrong answer, a Right and a Wrong button, so that
 * either is one tap).  The fields are built from the kind's usage text,
 * such as `card=ID [target=SEAT]` or `right|wrong [seat=SEAT]`, those in
 * brackets optional; `card=ANSWER` picks a card by the answer the owner
 * entered for it in their card edits. */

typedef enum
{
  FIELD_CARD,
  FIELD_SEAT,
  FIELD_NUMBER,
  FIELD_CHOICE,
  FIELD_POINTS,
} FieldType;

typedef struct
{
  char      *name;             /* card, on, seat, target, number; NULL for a choice */
  FieldType  type;
  gboolean   optional;
  GtkWidget *widget;           /* GtkDropDown or GtkSpinButton; none for a choice */
  GtkWidget *check;            /* an optional number's switch */
  GPtrArray *cards;            /* a card's: TmCard, in the picker's order */
} Field;

struct _TmTableForm
{
  char           *kind;
  GPtrArray      *fields;      /* Field */
  GtkWidget      *widget;
  GPtrArray      *buttons;     /* GtkButton: one, or Right and Wrong */
  gboolean        choice;

  /* While it is built */
  TmTableSession *session;
  TmTableNow     *now;
  GPtrArray      *cards;       /* TmCard the card pickers offer */
  TmCardEdits    *edits;
};

static void
field_free (gpointer data)
{
  Field *field = data;

  g_free (field->name);
  g_clear_pointer (&field->cards, g_ptr_array_unref);
  g_free (field);
}

static GtkWidget *
labelled (const char *label,
          GtkWidget  *widget)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title = gtk_label_new (label);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), widget);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), widget);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  return box;
}

static GtkWidget *
drop_down (GtkStringList *list)
{
  g_autoptr(GtkExpression) expression =
    gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  GtkWidget *widget = gtk_drop_down_new (g_object_ref (G_LIST_MODEL (list)), NULL);

  gtk_drop_down_set_expression (GTK_DROP_DOWN (widget), expression);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (widget), TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  return widget;
}

/* The seat a seat field starts at: whose turn it is for the one who acts,
 * the next seat for another player. */
static int
default_seat (TmTableForm *form,
              const char  *name)
{
  guint n = tm_table_session_get_n_players (form->session);
  int seat = tm_table_now_get_actor (form->now) >= 0 ? tm_table_now_get_actor (form->now)
                                                     : tm_table_now_get_seat (form->now);

  if (seat < 0)
    seat = 0;
  return g_str_equal (name, "seat") ? seat : (int) ((seat + 1) % n);
}

static Field *
build_field (TmTableForm *form,
             const char  *spec,
             gboolean     optional,
             GtkBox      *into)
{
  g_auto(GStrv) kv = g_strsplit (spec, "=", 2);
  Field *field = g_new0 (Field, 1);
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  const char *label = NULL;

  field->optional = optional;
  if (kv[1] == NULL && strchr (spec, '|') != NULL)
    {
      /* Given by the button pressed. */
      field->type = FIELD_CHOICE;
      form->choice = TRUE;
      return field;
    }
  else if (g_strcmp0 (kv[0], "points") == 0)
    {
      field->type = FIELD_POINTS;
      return field;
    }
  else if (g_strcmp0 (kv[0], "card") == 0 || g_strcmp0 (kv[0], "on") == 0)
    {
      gboolean by_answer = g_strcmp0 (kv[1], "ANSWER") == 0;

      field->type = FIELD_CARD;
      field->name = g_strdup (kv[0]);
      field->cards = g_ptr_array_new_with_free_func (g_object_unref);
      if (optional)
        gtk_string_list_append (list, _("None"));
      for (guint i = 0; i < form->cards->len; i++)
        {
          TmCard *card = g_ptr_array_index (form->cards, i);
          const char *answer = form->edits == NULL ? NULL
                               : tm_card_edits_get_answer (form->edits, tm_card_get_deck_id (card),
                                                           tm_card_get_id (card));

          if (by_answer && answer == NULL)
            continue;
          gtk_string_list_append (list, by_answer ? answer : tm_card_get_name (card));
          g_ptr_array_add (field->cards, g_object_ref (card));
        }
      field->widget = drop_down (list);
      label = by_answer ? _("_Answer") : g_str_equal (kv[0], "card") ? _("_Card")
                                                                       : _("_Acting on");
    }
  else if (g_strcmp0 (kv[0], "seat") == 0 || g_strcmp0 (kv[0], "target") == 0)
    {
      guint n = tm_table_session_get_n_players (form->session);

      field->type = FIELD_SEAT;
      field->name = g_strdup (kv[0]);
      /* Left out, the one who acts is whose turn it is; another player
       * is nobody. */
      if (optional)
        gtk_string_list_append (list, g_str_equal (kv[0], "seat") ? _("Whose turn it is")
                                                                  : _("Nobody"));
      for (guint p = 0; p < n; p++)
        gtk_string_list_append (list, tm_table_session_get_player (form->session, p));
      field->widget = drop_down (list);
      if (!optional)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (field->widget), default_seat (form, kv[0]));
      label = g_str_equal (kv[0], "seat") ? _("_Who") : _("_Player");
    }
  else
    {
      field->type = FIELD_NUMBER;
      field->name = g_strdup (kv[0] != NULL ? kv[0] : "number");
      field->widget = gtk_spin_button_new_with_range (optional ? 0 : 1, 999, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (field->widget), TRUE);
      label = _("_Number");
      if (optional)
        {
          field->check = gtk_check_button_new ();
          gtk_widget_set_tooltip_text (field->check, _("Give the number"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (field->check),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, _("Give the number"),
                                          -1);
          g_object_bind_property (field->check, "active", field->widget, "sensitive",
                                  G_BINDING_SYNC_CREATE);
        }
    }

  {
    GtkWidget *row = labelled (label, field->widget);

    gtk_label_set_use_underline (GTK_LABEL (gtk_widget_get_first_child (row)), TRUE);
    if (field->check != NULL)
      gtk_box_insert_child_after (GTK_BOX (row), field->check, gtk_widget_get_first_child (row));
    gtk_box_append (into, row);
  }
  return field;
}

/* Splits a usage text into its fields, those in brackets optional. */
static GPtrArray *
build_fields (TmTableForm *form,
              const char  *usage,
              GtkBox      *into)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (field_free);
  const char *p = usage;

  while (p != NULL && *p != '\0')
    {
      gboolean optional = *p == '[';
      const char *end;
      g_autofree char *token = NULL;
      g_autofree char *spec = NULL;
      Field *field;

      if (*p == ' ')
        {
          p++;
          continue;
        }
      if (optional)
        {
          end = strchr (p, ']');
          if (end == NULL)
            break;
          token = g_strndup (p + 1, end - p - 1);
          p = end + 1;
        }
      else
        {
          end = strchr (p, ' ');
          if (end == NULL)
            end = p + strlen (p);
          token = g_strndup (p, end - p);
          p = end;
        }
      /* Words after the field itself describe it. */
      spec = g_strndup (token, strcspn (token, " "));
      field = build_field (form, spec, optional, into);
      g_ptr_array_add (fields, field);
    }
  return fields;
}

static const TmTableKindInfo *
lookup_kind (TmTableSession *session,
             const char     *kind)
{
  for (const TmTableKindInfo *info = tm_table_session_get_kinds (session);
       info->kind != NULL; info++)
    if (g_str_equal (info->kind, kind))
      return info;
  return NULL;
}

/* A kind's id as a title: `special-ops` is “Special Ops”. */
static char *
kind_title (const char *kind)
{
  g_autofree char *words = g_strdelimit (g_strdup (kind), "-_", ' ');

  words[0] = g_ascii_toupper (words[0]);
  for (char *c = words; *c; c++)
    if (c > words && c[-1] == ' ')
      *c = g_ascii_toupper (*c);
  return g_steal_pointer (&words);
}

/**
 * tm_table_form_collect:
 * @form: a form
 * @button: the form's button that was pressed
 *
 * Gets the details the form's fields give, as tm_table_event_parse()
 * reads them.
 *
 * Returns: (transfer full): the details, `NAME=VALUE` (or `right`,
 *   `wrong`)
 */
GStrv
tm_table_form_collect (TmTableForm *form,
                       GtkWidget   *button)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < form->fields->len; i++)
    {
      Field *field = g_ptr_array_index (form->fields, i);
      guint selected;

      switch (field->type)
        {
        case FIELD_CHOICE:
          g_strv_builder_add (builder, g_object_get_data (G_OBJECT (button), "choice"));
          break;

        case FIELD_CARD:
          selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (field->widget));
          if (field->optional && selected == 0)
            break;
          selected -= field->optional ? 1 : 0;
          if (selected < field->cards->len)
            g_strv_builder_take (builder,
                                 g_strdup_printf ("%s=%s", field->name,
                                                  tm_card_get_id (g_ptr_array_index (field->cards,
                                                                                     selected))));
          break;

        case FIELD_SEAT:
          selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (field->widget));
          if (field->optional && selected == 0)
            break;
          selected -= field->optional ? 1 : 0;
          g_strv_builder_take (builder, g_strdup_printf ("%s=%u", field->name, selected));
          break;

        case FIELD_NUMBER:
          if (field->check != NULL &&
              !gtk_check_button_get_active (GTK_CHECK_BUTTON (field->check)))
            break;
          g_strv_builder_take (builder,
                               g_strdup_printf ("%s=%d", field->name,
                                                gtk_spin_button_get_value_as_int (
                                                  GTK_SPIN_BUTTON (field->widget))));
          break;

        case FIELD_POINTS:
        default:
          break;
        }
    }
  return g_strv_builder_end (builder);
}

/* A button that records the event; @key, from 1, does it too. */
static GtkWidget *
add_button (TmTableForm *form,
            GtkBox      *into,
            const char  *title,
            guint        key,
            const char  *choice,
            const char  *tooltip)
{
  g_autofree char *label = NULL;
  GtkWidget *button;

  /* Translators: a button that records an event at the table; %u is the
   * key that does it too, %s the kind of event (“Play”, “Draw”) */
  label = key > 0 && key < 10 ? g_strdup_printf (_("%u  %s"), key, title) : g_strdup (title);
  button = gtk_button_new_with_label (label);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_hexpand (button, TRUE);
  g_object_set_data (G_OBJECT (button), "choice", (gpointer) choice);
  gtk_box_append (into, button);
  g_ptr_array_add (form->buttons, button);
  return button;
}

/**
 * tm_table_form_new:
 * @session: the session the event is recorded in
 * @now: what happens now
 * @cards: (element-type TmCard): the cards the card pickers offer
 * @edits: (nullable): the owner's card edits, for `card=ANSWER`
 * @kind: the kind of event
 * @label: (nullable): the kind's label, from the game's data; without
 *   one, the kind's id is made a title
 * @key: the key, from 1, that records it too, or 0
 * @main: whether it is the page's main event
 *
 * Builds a card with what a kind records, its fields and a button that
 * records it, or a Right and a Wrong button for a right-or-wrong answer
 * (the caller connects the buttons; the second takes the next key).
 *
 * Returns: (transfer full): the form
 */
TmTableForm *
tm_table_form_new (TmTableSession *session,
                   TmTableNow     *now,
                   GPtrArray      *cards,
                   TmCardEdits    *edits,
                   const char     *kind,
                   const char     *label,
                   guint           key,
                   gboolean        main)
{
  const TmTableKindInfo *info = lookup_kind (session, kind);
  const char *tooltip = info != NULL ? _(info->summary) : NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *fields_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *summary;
  g_autofree char *title = label != NULL ? g_strdup (label) : kind_title (kind);
  TmTableForm *form = g_new0 (TmTableForm, 1);

  form->session = session;
  form->now = now;
  form->cards = cards;
  form->edits = edits;
  form->widget = g_object_ref_sink (box);
  form->buttons = g_ptr_array_new ();

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "tm-table-kind");
  gtk_widget_set_hexpand (box, TRUE);

  summary = gtk_label_new (info != NULL ? _(info->summary) : "");
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (summary), 30);
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_box_append (GTK_BOX (box), summary);

  form->kind = g_strdup (kind);
  form->fields = build_fields (form, info != NULL ? info->fields : NULL, GTK_BOX (fields_box));
  gtk_widget_set_visible (fields_box, gtk_widget_get_first_child (fields_box) != NULL);
  gtk_box_append (GTK_BOX (box), fields_box);
  /* Only while it is built: the form does not keep them. */
  form->session = NULL;
  form->now = NULL;
  form->cards = NULL;
  form->edits = NULL;

  /* One tap either way, or fields to fill in before the button (such
   * as the mixer's Answer): the kind's label heads the card, as the one
   * big button of a card without fields says it. */
  if (form->choice || gtk_widget_get_visible (fields_box))
    {
      GtkWidget *heading = gtk_label_new (title);

      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_prepend (GTK_BOX (box), heading);
    }

  if (form->choice)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *right;
      GtkWidget *wrong;

      gtk_widget_set_vexpand (row, TRUE);
      gtk_widget_set_valign (row, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), row);
      right = add_button (form, GTK_BOX (row), _("Right"), key, "right", tooltip);
      wrong = add_button (form, GTK_BOX (row), _("Wrong"), key > 0 ? key + 1 : 0, "wrong",
                          tooltip);
      gtk_widget_add_css_class (right, "suggested-action");
      gtk_widget_add_css_class (wrong, "destructive-action");
      gtk_accessible_update_property (GTK_ACCESSIBLE (right), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      title, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (wrong), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      title, -1);
    }
  else
    {
      GtkWidget *button = add_button (form, GTK_BOX (box), title, key, NULL, tooltip);

      if (main)
        gtk_widget_add_css_class (button, "suggested-action");
      gtk_widget_set_vexpand (button, TRUE);
      gtk_widget_set_valign (button, GTK_ALIGN_END);
    }

  return form;
}

/**
 * tm_table_form_free:
 * @form: (transfer full): a form
 *
 * Frees the form; its widget stays where it was put.
 */
void
tm_table_form_free (TmTableForm *form)
{
  if (form == NULL)
    return;
  g_free (form->kind);
  g_ptr_array_unref (form->fields);
  g_ptr_array_unref (form->buttons);
  g_clear_object (&form->widget);
  g_free (form);
}

/**
 * tm_table_form_get_widget:
 * @form: a form
 *
 * Returns: (transfer none): the form's card, to put on a page
 */
GtkWidget *
tm_table_form_get_widget (TmTableForm *form)
{
  return form->widget;
}

/**
 * tm_table_form_get_kind:
 * @form: a form
 *
 * Returns: the kind of event the form records
 */
const char *
tm_table_form_get_kind (TmTableForm *form)
{
  return form->kind;
}

/**
 * tm_table_form_get_n_buttons:
 * @form: a form
 *
 * Returns: how many buttons record the event: 1, or 2 for Right and Wrong
 */
guint
tm_table_form_get_n_buttons (TmTableForm *form)
{
  return form->buttons->len;
}

/**
 * tm_table_form_get_button:
 * @form: a form
 * @index: which button, from 0
 *
 * Returns: (transfer none): a button that records the event
 */
GtkWidget *
tm_table_form_get_button (TmTableForm *form,
                          guint        index)
{
  g_return_val_if_fail (index < form->buttons->len, NULL);
  return g_ptr_array_index (form->buttons, index);
}

/**
 * tm_table_form_get_choice_button:
 * @form: a form
 * @choice: `right` or `wrong`
 *
 * Returns: (transfer none) (nullable): the button that records the event
 *   with that answer, or %NULL when the event has no right-or-wrong answer
 */
GtkWidget *
tm_table_form_get_choice_button (TmTableForm *form,
                                 const char  *choice)
{
  for (guint i = 0; i < form->buttons->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (form->buttons, i), "choice"),
                   choice) == 0)
      return g_ptr_array_index (form->buttons, i);
  return NULL;
}

/**
 * tm_table_form_get_field:
 * @form: a form
 * @field: one of its fields: `card`, `on`, `seat`, `target` or `number`
 *
 * Returns: (transfer none) (nullable): the widget that gives @field
 */
GtkWidget *
tm_table_form_get_field (TmTableForm *form,
                         const char  *field)
{
  for (guint f = 0; f < form->fields->len; f++)
    {
      Field *info = g_ptr_array_index (form->fields, f);

      if (g_strcmp0 (info->name, field) == 0)
        return info->widget;
    }
  return NULL;
}

/**
 * tm_table_form_list_cards:
 * @catalogue: the catalogue
 * @game: the game
 *
 * Lists every card of @game's stocks, once, for the forms' card pickers.
 *
 * Returns: (transfer full) (element-type TmCard): the cards
 */
GPtrArray *
tm_table_form_list_cards (TmCatalogue *catalogue,
                          TmGame      *game)
{
  TmTableProcedure *procedure = tm_catalogue_get_table_procedure (catalogue, tm_game_get_id (game),
                                                                  NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(TmTableSetup) setup = NULL;
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_object_unref);

  if (procedure == NULL)
    return cards;
  setup = tm_table_procedure_get_setup (procedure, tm_game_get_min_players (game), NULL, NULL);
  for (guint i = 0; setup != NULL && i < tm_table_setup_get_n_steps (setup); i++)
    {
      const char *stock = tm_table_step_get_stock (tm_table_setup_get_step (setup, i));
      g_autoptr(GPtrArray) listed = NULL;

      if (stock == NULL || g_hash_table_contains (seen, stock))
        continue;
      g_hash_table_add (seen, (gpointer) stock);
      listed = tm_table_procedure_list_stock (procedure, stock, NULL);
      for (guint k = 0; listed != NULL && k < listed->len; k++)
        {
          TmCard *card = g_ptr_array_index (listed, k);
          gboolean again = FALSE;

          for (guint j = 0; j < cards->len && !again; j++)
            again = g_str_equal (tm_card_get_id (g_ptr_array_index (cards, j)),
                                 tm_card_get_id (card));
          if (!again)
            g_ptr_array_add (cards, g_object_ref (card));
        }
    }
  return cards;
}

