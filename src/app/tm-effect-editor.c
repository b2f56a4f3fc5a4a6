/* tm-effect-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-effect-editor.h"
#include "tm-spin-row.h"

/* A card's effect (a list of operations of the effect vocabulary,
 * data/effects.json) as a form: one group of rows per operation, its
 * kind chosen from the vocabulary and a row per parameter of the right
 * sort (a spin button for a number, a switch for yes or no, an entry for
 * a word or a list of words); operations can be added, removed and put
 * in another order.  Under the form, the effect in words as it is being
 * edited, and what is wrong with it, if anything. */

typedef struct
{
  char       *op;
  JsonObject *values;          /* parameter -> value */
} Op;

typedef struct
{
  TmEffectEditor *self;        /* unowned */
  guint           index;       /* of the operation */
  char           *param;
} ParamRef;

struct _TmEffectEditor
{
  GtkWidget           parent_instance;

  TmCatalogue        *catalogue;
  TmEffectVocabulary *vocabulary;
  char              **op_ids;        /* sorted */
  GtkStringList      *op_names;      /* the same, as words */
  GPtrArray          *ops;           /* Op */
  JsonArray          *effect;        /* what the form holds, as last updated */

  GtkWidget          *box;
  GtkWidget          *ops_box;
  GtkWidget          *empty_label;
  GtkWidget          *description_label;
  GtkWidget          *problem_label;
  guint               problem_index;  /* where the problem is, for the rows */
  char               *problem_param;
};

G_DEFINE_FINAL_TYPE (TmEffectEditor, tm_effect_editor, GTK_TYPE_WIDGET)

static void rebuild (TmEffectEditor *self);
static void update  (TmEffectEditor *self);

static void
op_free (gpointer data)
{
  Op *op = data;

  g_free (op->op);
  g_clear_pointer (&op->values, json_object_unref);
  g_free (op);
}

static void
param_ref_free (gpointer data)
{
  ParamRef *ref = data;

  g_free (ref->param);
  g_free (ref);
}

/* “draw_special_ops” → “Draw special ops” */
static char *
humanize (const char *id)
{
  char *words = g_strdelimit (g_strdup (id), "_", ' ');

  if (words[0] != '\0')
    words[0] = g_ascii_toupper (words[0]);
  return words;
}

static guint
op_position (TmEffectEditor *self,
             const char     *op)
{
  for (guint i = 0; self->op_ids[i] != NULL; i++)
    if (g_str_equal (self->op_ids[i], op))
      return i;

  return GTK_INVALID_LIST_POSITION;
}

static JsonNode *
default_value (TmEffectParamType type)
{
  switch (type)
    {
    case TM_EFFECT_PARAM_INT:
      return json_node_init_int (json_node_alloc (), 1);
    case TM_EFFECT_PARAM_STRING:
      return json_node_init_string (json_node_alloc (), "");
    case TM_EFFECT_PARAM_BOOL:
      return json_node_init_boolean (json_node_alloc (), FALSE);
    case TM_EFFECT_PARAM_STRINGS:
      return json_node_init_array (json_node_alloc (), json_array_new ());
    default:
      g_assert_not_reached ();
    }
}

/* Gives @op every parameter its kind takes, keeping the values that fit. */
static void
fill_defaults (TmEffectEditor *self,
               Op             *op)
{
  g_auto(GStrv) params = tm_effect_vocabulary_list_params (self->vocabulary, op->op);

  for (guint i = 0; params != NULL && params[i] != NULL; i++)
    {
      TmEffectParamType type;
      JsonNode *value = json_object_get_member (op->values, params[i]);

      tm_effect_vocabulary_get_param_type (self->vocabulary, op->op, params[i], &type);
      if (value == NULL || !tm_effect_param_type_holds (type, value))
        json_object_set_member (op->values, params[i], default_value (type));
    }
}

/* The effect as it stands, and the first thing wrong with it */

static JsonArray *
build_effect (TmEffectEditor *self)
{
  JsonArray *effect = json_array_new ();

  for (guint i = 0; i < self->ops->len; i++)
    {
      Op *op = g_ptr_array_index (self->ops, i);
      g_auto(GStrv) params = tm_effect_vocabulary_list_params (self->vocabulary, op->op);
      JsonObject *object = json_object_new ();

      json_object_set_string_member (object, "op", op->op);
      for (guint p = 0; params != NULL && params[p] != NULL; p++)
        {
          JsonNode *value = json_object_get_member (op->values, params[p]);

          if (value != NULL)
            json_object_set_member (object, params[p], json_node_copy (value));
        }
      json_array_add_object_element (effect, object);
    }

  return effect;
}

static gboolean
check (TmEffectEditor  *self,
       JsonArray       *effect,
       guint           *op_index,
       char           **param,
       GError         **error)
{
  g_autoptr(JsonNode) node = json_node_init_array (json_node_alloc (), effect);
  g_autoptr(GError) local_error = NULL;

  for (guint i = 0; i < self->ops->len; i++)
    {
      Op *op = g_ptr_array_index (self->ops, i);
      g_autofree char *name = humanize (op->op);
      g_auto(GStrv) params = tm_effect_vocabulary_list_params (self->vocabulary, op->op);

      *op_index = i;
      if (params == NULL)
        {
          g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_UNKNOWN_EFFECT,
                       _("Operation %u: “%s” is not an effect Tablemate knows; "
                         "choose another or remove it"), i + 1, op->op);
          return FALSE;
        }

      for (guint p = 0; params[p] != NULL; p++)
        {
          JsonNode *value = json_object_get_member (op->values, params[p]);
          g_autofree char *word = NULL;

          if (JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_STRING)
            word = g_strstrip (g_strdup (json_node_get_string (value)));
          if (word != NULL && *word == '\0')
            {
              g_autofree char *param_name = humanize (params[p]);

              *param = g_strdup (params[p]);
              /* Translators: “Operation 2 (Move pawn to): give “Village” a value” */
              g_set_error (error, TM_DECK_ERROR, TM_DECK_ERROR_INVALID,
                           _("Operation %u (%s): give “%s” a value"), i + 1, name, param_name);
              return FALSE;
            }
        }
    }

  if (!tm_effect_vocabulary_validate (self->vocabulary, node, &local_error))
    {
      *op_index = G_MAXUINT;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return TRUE;
}

/* Keeping the words under the form up to date */

/* Marks the row of the parameter at fault, and describes each operation
 * under its rows. */
static void
update_rows (TmEffectEditor *self)
{
  guint index = 0;

  for (GtkWidget *op_box = gtk_widget_get_first_child (self->ops_box);
       op_box != NULL;
       op_box = gtk_widget_get_next_sibling (op_box), index++)
    {
      GtkWidget *words_label = gtk_widget_get_last_child (op_box);
      GtkWidget *list = gtk_widget_get_prev_sibling (words_label);
      g_autoptr(JsonArray) one = json_array_new ();
      g_autofree char *words = NULL;

      json_array_add_object_element (one,
                                     json_object_ref (json_array_get_object_element (self->effect,
                                                                                     index)));
      words = tm_catalogue_describe_effect (self->catalogue, one);
      gtk_label_set_label (GTK_LABEL (words_label), words);

      for (GtkWidget *row = gtk_widget_get_first_child (list);
           row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          ParamRef *ref = g_object_get_data (G_OBJECT (row), "param");
          gboolean wrong = ref != NULL && ref->index == self->problem_index &&
                           g_strcmp0 (ref->param, self->problem_param) == 0;

          if (wrong)
            gtk_widget_add_css_class (row, "error");
          else
            gtk_widget_remove_css_class (row, "error");
        }
    }
}

static void
update (TmEffectEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  const char *before = gtk_label_get_label (GTK_LABEL (self->problem_label));
  guint index = G_MAXUINT;
  char *param = NULL;

  g_clear_pointer (&self->effect, json_array_unref);
  self->effect = build_effect (self);
  words = tm_catalogue_describe_effect (self->catalogue, self->effect);
  gtk_label_set_label (GTK_LABEL (self->description_label),
                       *words != '\0' ? words : _("It does nothing in play."));

  check (self, self->effect, &index, &param, &error);
  self->problem_index = error != NULL ? index : G_MAXUINT;
  g_free (self->problem_param);
  self->problem_param = param;
  update_rows (self);

  /* A new problem is said aloud, once. */
  if (error != NULL && g_strcmp0 (before, error->message) != 0)
    gtk_accessible_announce (GTK_ACCESSIBLE (self), error->message,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  gtk_label_set_label (GTK_LABEL (self->problem_label), error ? error->message : "");
  gtk_widget_set_visible (self->problem_label, error != NULL);
  gtk_widget_set_visible (self->empty_label, self->ops->len == 0);
}

/* The rows of one parameter */

static Op *
ref_op (ParamRef *ref)
{
  return g_ptr_array_index (ref->self->ops, ref->index);
}

static void
spin_changed_cb (AdwSpinRow *row,
                 GParamSpec *pspec,
                 ParamRef   *ref)
{
  json_object_set_int_member (ref_op (ref)->values, ref->param,
                              (gint64) adw_spin_row_get_value (row));
  update (ref->self);
}

static void
switch_changed_cb (AdwSwitchRow *row,
                   GParamSpec   *pspec,
                   ParamRef     *ref)
{
  json_object_set_boolean_member (ref_op (ref)->values, ref->param,
                                  adw_switch_row_get_active (row));
  update (ref->self);
}

static void
entry_changed_cb (GtkEditable *entry,
                  ParamRef    *ref)
{
  json_object_set_string_member (ref_op (ref)->values, ref->param,
                                 gtk_editable_get_text (entry));
  update (ref->self);
}

static void
list_changed_cb (GtkEditable *entry,
                 ParamRef    *ref)
{
  g_auto(GStrv) words = g_strsplit (gtk_editable_get_text (entry), ",", -1);
  JsonArray *array = json_array_new ();

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_strstrip (words[i]);
      if (words[i][0] != '\0')
        json_array_add_string_element (array, words[i]);
    }
  json_object_set_array_member (ref_op (ref)->values, ref->param, array);
  update (ref->self);
}

static GtkWidget *
make_param_row (TmEffectEditor *self,
                guint           index,
                const char     *param)
{
  Op *op = g_ptr_array_index (self->ops, index);
  JsonNode *value = json_object_get_member (op->values, param);
  g_autofree char *title = humanize (param);
  ParamRef *ref = g_new0 (ParamRef, 1);
  TmEffectParamType type;
  GtkWidget *row;

  ref->self = self;
  ref->index = index;
  ref->param = g_strdup (param);
  tm_effect_vocabulary_get_param_type (self->vocabulary, op->op, param, &type);

  switch (type)
    {
    case TM_EFFECT_PARAM_INT:
      row = tm_spin_row_new (-999, 999, 1);
      adw_spin_row_set_value (ADW_SPIN_ROW (row), json_node_get_int (value));
      g_signal_connect (row, "notify::value", G_CALLBACK (spin_changed_cb), ref);
      break;

    case TM_EFFECT_PARAM_BOOL:
      row = adw_switch_row_new ();
      adw_switch_row_set_active (ADW_SWITCH_ROW (row), json_node_get_boolean (value));
      g_signal_connect (row, "notify::active", G_CALLBACK (switch_changed_cb), ref);
      break;

    case TM_EFFECT_PARAM_STRING:
      row = adw_entry_row_new ();
      gtk_editable_set_text (GTK_EDITABLE (row), json_node_get_string (value));
      g_signal_connect (row, "changed", G_CALLBACK (entry_changed_cb), ref);
      break;

    case TM_EFFECT_PARAM_STRINGS:
      {
        JsonArray *array = json_node_get_array (value);
        g_autoptr(GString) text = g_string_new (NULL);
        g_autofree char *listed = NULL;

        for (guint i = 0; i < json_array_get_length (array); i++)
          g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                                  json_array_get_string_element (array, i));
        row = adw_entry_row_new ();
        gtk_editable_set_text (GTK_EDITABLE (row), text->str);
        /* Translators: a parameter that takes several words, such as
         * “Only against (separated by commas)” */
        listed = g_strdup_printf (_("%s (separated by commas)"), title);
        g_free (title);
        title = g_steal_pointer (&listed);
        g_signal_connect (row, "changed", G_CALLBACK (list_changed_cb), ref);
      }
      break;

    default:
      g_assert_not_reached ();
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  g_object_set_data_full (G_OBJECT (row), "param", ref, param_ref_free);
  return row;
}

/* The rows of one operation */

static void
op_selected_cb (AdwComboRow *combo,
                GParamSpec  *pspec,
                ParamRef    *ref)
{
  TmEffectEditor *self = ref->self;
  guint selected = adw_combo_row_get_selected (combo);
  Op *op = ref_op (ref);
  GtkWidget *list = gtk_widget_get_parent (GTK_WIDGET (combo));
  GtkWidget *row;
  g_auto(GStrv) params = NULL;

  if (selected == GTK_INVALID_LIST_POSITION || g_str_equal (op->op, self->op_ids[selected]))
    return;

  g_free (op->op);
  op->op = g_strdup (self->op_ids[selected]);
  fill_defaults (self, op);

  /* The other kind's parameters, under this row (which is being used). */
  while ((row = gtk_widget_get_next_sibling (GTK_WIDGET (combo))) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), row);
  params = tm_effect_vocabulary_list_params (self->vocabulary, op->op);
  for (guint i = 0; params[i] != NULL; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), make_param_row (self, ref->index, params[i]));

  update (self);
}

static GtkWidget *
make_op_button (guint        index,
                const char  *icon_name,
                const char  *action_name,
                char        *name,
                gboolean     sensitive)
{
  g_autofree char *owned = name;
  GtkWidget *button = g_object_new (GTK_TYPE_BUTTON,
                                    "icon-name", icon_name,
                                    "tooltip-text", owned,
                                    "valign", GTK_ALIGN_CENTER,
                                    "action-name", action_name,
                                    "action-target", g_variant_new_uint32 (index),
                                    "sensitive", sensitive,
                                    "css-classes", (const char *[]) { "flat", NULL },
                                    NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, owned, -1);
  return button;
}

/* One operation: a heading with the buttons that move and remove it,
 * then its kind and its parameters as rows. */
static GtkWidget *
make_op (TmEffectEditor *self,
         guint           index)
{
  Op *op = g_ptr_array_index (self->ops, index);
  g_autofree char *title = g_strdup_printf (_("Operation %u"), index + 1);
  g_auto(GStrv) params = tm_effect_vocabulary_list_params (self->vocabulary, op->op);
  GtkWidget *box, *header, *list, *combo;
  ParamRef *ref = g_new0 (ParamRef, 1);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (header), g_object_new (GTK_TYPE_LABEL,
                                                  "label", title,
                                                  "xalign", 0.0f,
                                                  "hexpand", TRUE,
                                                  "css-classes", (const char *[]) { "heading", NULL },
                                                  NULL));
  /* Translators: %u is an operation's place in a card's effect */
  gtk_box_append (GTK_BOX (header),
                  make_op_button (index, "go-up-symbolic", "effect.move-up",
                                  g_strdup_printf (_("Move Operation %u Up"), index + 1),
                                  index > 0));
  gtk_box_append (GTK_BOX (header),
                  make_op_button (index, "go-down-symbolic", "effect.move-down",
                                  g_strdup_printf (_("Move Operation %u Down"), index + 1),
                                  index + 1 < self->ops->len));
  gtk_box_append (GTK_BOX (header),
                  make_op_button (index, "user-trash-symbolic", "effect.remove",
                                  g_strdup_printf (_("Remove Operation %u"), index + 1),
                                  TRUE));
  gtk_box_append (GTK_BOX (box), header);

  list = g_object_new (GTK_TYPE_LIST_BOX,
                       "selection-mode", GTK_SELECTION_NONE,
                       "css-classes", (const char *[]) { "boxed-list", NULL },
                       NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);

  combo = g_object_new (ADW_TYPE_COMBO_ROW,
                        "title", _("Kind"),
                        "model", self->op_names,
                        "selected", op_position (self, op->op),
                        NULL);
  ref->self = self;
  ref->index = index;
  g_object_set_data_full (G_OBJECT (combo), "op", ref, param_ref_free);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (op_selected_cb), ref);
  gtk_list_box_append (GTK_LIST_BOX (list), combo);

  for (guint i = 0; params != NULL && params[i] != NULL; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), make_param_row (self, index, params[i]));

  gtk_box_append (GTK_BOX (box), list);

  /* What it does, as it stands. */
  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                               "xalign", 0.0f,
                                               "wrap", TRUE,
                                               "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                               "margin-start", 6,
                                               "margin-end", 6,
                                               "css-classes", (const char *[]) { "caption", "dim-label", NULL },
                                               NULL));
  return box;
}

static void
rebuild (TmEffectEditor *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->ops_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->ops_box), child);

  for (guint i = 0; i < self->ops->len; i++)
    gtk_box_append (GTK_BOX (self->ops_box), make_op (self, i));

  update (self);
}

/* Actions */

static void
move_up_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  guint index = g_variant_get_uint32 (parameter);

  if (index > 0)
    tm_effect_editor_move_op (TM_EFFECT_EDITOR (widget), index, index - 1);
}

static void
move_down_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  guint index = g_variant_get_uint32 (parameter);

  tm_effect_editor_move_op (TM_EFFECT_EDITOR (widget), index, index + 1);
}

static void
remove_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  tm_effect_editor_remove_op (TM_EFFECT_EDITOR (widget), g_variant_get_uint32 (parameter));
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TmEffectEditor *self = TM_EFFECT_EDITOR (widget);

  tm_effect_editor_add_op (self, self->op_ids[0]);
}

/* GObject */

static void
tm_effect_editor_dispose (GObject *object)
{
  TmEffectEditor *self = (TmEffectEditor *)object;

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->op_names);
  g_clear_object (&self->catalogue);
  self->vocabulary = NULL;

  G_OBJECT_CLASS (tm_effect_editor_parent_class)->dispose (object);
}

static void
tm_effect_editor_finalize (GObject *object)
{
  TmEffectEditor *self = (TmEffectEditor *)object;

  g_clear_pointer (&self->ops, g_ptr_array_unref);
  g_clear_pointer (&self->effect, json_array_unref);
  g_strfreev (self->op_ids);
  g_free (self->problem_param);

  G_OBJECT_CLASS (tm_effect_editor_parent_class)->finalize (object);
}

static void
tm_effect_editor_class_init (TmEffectEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_effect_editor_dispose;
  object_class->finalize = tm_effect_editor_finalize;

  gtk_widget_class_install_action (widget_class, "effect.move-up", "u", move_up_action);
  gtk_widget_class_install_action (widget_class, "effect.move-down", "u", move_down_action);
  gtk_widget_class_install_action (widget_class, "effect.remove", "u", remove_action);
  gtk_widget_class_install_action (widget_class, "effect.add", NULL, add_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_effect_editor_init (TmEffectEditor *self)
{
  GtkWidget *add;

  self->ops = g_ptr_array_new_with_free_func (op_free);
  self->problem_index = G_MAXUINT;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->ops_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->ops_box);

  self->empty_label = g_object_new (GTK_TYPE_LABEL,
                                    "label", _("No operations: the card does nothing in play."),
                                    "xalign", 0.0f,
                                    "wrap", TRUE,
                                    "css-classes", (const char *[]) { "dim-label", NULL },
                                    NULL);
  gtk_box_append (GTK_BOX (self->box), self->empty_label);

  add = g_object_new (GTK_TYPE_BUTTON,
                      "child", g_object_new (ADW_TYPE_BUTTON_CONTENT,
                                             "icon-name", "list-add-symbolic",
                                             "label", _("_Add Operation"),
                                             "use-underline", TRUE,
                                             NULL),
                      "action-name", "effect.add",
                      "halign", GTK_ALIGN_START,
                      NULL);
  gtk_box_append (GTK_BOX (self->box), add);

  gtk_box_append (GTK_BOX (self->box), g_object_new (GTK_TYPE_LABEL,
                                                     "label", _("In Words"),
                                                     "xalign", 0.0f,
                                                     "margin-top", 6,
                                                     "css-classes", (const char *[]) { "heading", NULL },
                                                     NULL));
  self->description_label = g_object_new (GTK_TYPE_LABEL,
                                          "xalign", 0.0f,
                                          "wrap", TRUE,
                                          "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                          NULL);
  gtk_box_append (GTK_BOX (self->box), self->description_label);

  self->problem_label = g_object_new (GTK_TYPE_LABEL,
                                      "xalign", 0.0f,
                                      "wrap", TRUE,
                                      "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                      "visible", FALSE,
                                      "css-classes", (const char *[]) { "error", NULL },
                                      NULL);
  gtk_box_append (GTK_BOX (self->box), self->problem_label);
}

/**
 * tm_effect_editor_new:
 * @catalogue: the catalogue, for its effect vocabulary and card names
 *
 * Creates an empty effect form.
 *
 * Returns: (transfer floating): the form
 */
GtkWidget *
tm_effect_editor_new (TmCatalogue *catalogue)
{
  TmEffectEditor *self;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (TM_TYPE_EFFECT_EDITOR, NULL);
  self->catalogue = g_object_ref (catalogue);
  self->vocabulary = tm_catalogue_get_effects (catalogue);
  self->op_ids = tm_effect_vocabulary_list_ops (self->vocabulary);
  self->op_names = gtk_string_list_new (NULL);
  for (guint i = 0; self->op_ids[i] != NULL; i++)
    {
      g_autofree char *name = humanize (self->op_ids[i]);

      gtk_string_list_append (self->op_names, name);
    }

  update (self);
  return GTK_WIDGET (self);
}

/**
 * tm_effect_editor_set_effect:
 * @self: a #TmEffectEditor
 * @effect: a card's effect: an array of operation objects
 *
 * Shows @effect in the form.
 */
void
tm_effect_editor_set_effect (TmEffectEditor *self,
                             JsonArray      *effect)
{
  g_return_if_fail (TM_IS_EFFECT_EDITOR (self));
  g_return_if_fail (effect != NULL);

  g_ptr_array_set_size (self->ops, 0);
  for (guint i = 0; i < json_array_get_length (effect); i++)
    {
      JsonNode *node = json_array_get_element (effect, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = object ? json_object_get_string_member_with_default (object, "op", "")
                                : "";
      Op *op = g_new0 (Op, 1);

      op->op = g_strdup (name);
      op->values = json_object_new ();
      if (object != NULL)
        {
          g_autoptr(GList) members = json_object_get_members (object);

          for (GList *l = members; l != NULL; l = l->next)
            if (!g_str_equal (l->data, "op"))
              json_object_set_member (op->values, l->data,
                                      json_node_copy (json_object_get_member (object, l->data)));
        }
      if (tm_effect_vocabulary_has_op (self->vocabulary, op->op))
        fill_defaults (self, op);
      g_ptr_array_add (self->ops, op);
    }

  rebuild (self);
}

/**
 * tm_effect_editor_dup_effect:
 * @self: a #TmEffectEditor
 * @error: return location for a #GError in %TM_DECK_ERROR
 *
 * Gets the effect the form holds, if it is a whole one: every operation
 * known, every word given.
 *
 * Returns: (transfer full) (nullable): the effect, or %NULL with @error
 *   saying what is missing
 */
JsonArray *
tm_effect_editor_dup_effect (TmEffectEditor  *self,
                             GError         **error)
{
  g_autoptr(JsonArray) effect = NULL;
  g_autofree char *param = NULL;
  guint index;

  g_return_val_if_fail (TM_IS_EFFECT_EDITOR (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  effect = build_effect (self);
  if (!check (self, effect, &index, &param, error))
    return NULL;

  return g_steal_pointer (&effect);
}

/**
 * tm_effect_editor_get_n_ops:
 * @self: a #TmEffectEditor
 *
 * Gets how many operations the effect has.
 *
 * Returns: the number of operations
 */
guint
tm_effect_editor_get_n_ops (TmEffectEditor *self)
{
  g_return_val_if_fail (TM_IS_EFFECT_EDITOR (self), 0);

  return self->ops->len;
}

/**
 * tm_effect_editor_add_op:
 * @self: a #TmEffectEditor
 * @op: an operation of the vocabulary
 *
 * Adds an operation at the end of the effect, its parameters at their
 * defaults (1, no, nothing).
 */
void
tm_effect_editor_add_op (TmEffectEditor *self,
                         const char     *op)
{
  Op *added;

  g_return_if_fail (TM_IS_EFFECT_EDITOR (self));
  g_return_if_fail (op != NULL && tm_effect_vocabulary_has_op (self->vocabulary, op));

  added = g_new0 (Op, 1);
  added->op = g_strdup (op);
  added->values = json_object_new ();
  fill_defaults (self, added);
  g_ptr_array_add (self->ops, added);
  rebuild (self);
}

/**
 * tm_effect_editor_remove_op:
 * @self: a #TmEffectEditor
 * @index: an operation's place
 *
 * Removes one operation from the effect.
 */
void
tm_effect_editor_remove_op (TmEffectEditor *self,
                            guint           index)
{
  g_return_if_fail (TM_IS_EFFECT_EDITOR (self));
  g_return_if_fail (index < self->ops->len);

  g_ptr_array_remove_index (self->ops, index);
  rebuild (self);
}

/**
 * tm_effect_editor_move_op:
 * @self: a #TmEffectEditor
 * @from: an operation's place
 * @to: where it goes
 *
 * Puts one operation at another place in the effect.
 */
void
tm_effect_editor_move_op (TmEffectEditor *self,
                          guint           from,
                          guint           to)
{
  gpointer op;

  g_return_if_fail (TM_IS_EFFECT_EDITOR (self));
  g_return_if_fail (from < self->ops->len && to < self->ops->len);

  op = g_ptr_array_steal_index (self->ops, from);
  g_ptr_array_insert (self->ops, to, op);
  rebuild (self);
}

/**
 * tm_effect_editor_get_description:
 * @self: a #TmEffectEditor
 *
 * Gets the effect in words, as the form shows it under the operations.
 *
 * Returns: the words
 */
const char *
tm_effect_editor_get_description (TmEffectEditor *self)
{
  g_return_val_if_fail (TM_IS_EFFECT_EDITOR (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->description_label));
}

/**
 * tm_effect_editor_get_problem:
 * @self: a #TmEffectEditor
 *
 * Gets what is wrong with the effect, as the form shows it.
 *
 * Returns: (nullable): the problem, or %NULL if there is none
 */
const char *
tm_effect_editor_get_problem (TmEffectEditor *self)
{
  g_return_val_if_fail (TM_IS_EFFECT_EDITOR (self), NULL);

  return gtk_widget_get_visible (self->problem_label)
           ? gtk_label_get_label (GTK_LABEL (self->problem_label)) : NULL;
}
