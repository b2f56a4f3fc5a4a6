/* tm-options-group.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-options-group.h"
#include "tm-spin-row.h"

/**
 * TmOptionsGroup:
 *
 * A game's rule options as rows of a preferences group: the options that
 * change one part of Tablemate (the score sheet, virtual play or the table
 * assistant), named and described as the game's definition states them.
 *
 * A switch is an #AdwSwitchRow, a number an #AdwSpinRow within the
 * option's range, and a switch with a number an #AdwExpanderRow whose
 * switch turns it on and which holds the number.  The group hides itself
 * when the game has no such options.  [property@Tm.OptionsGroup:values]
 * is the choice as option values (`a{sv}`), complete and checked, the same
 * values the scorer, play and the table assistant take.
 */

struct _TmOptionsGroup
{
  AdwPreferencesGroup  parent_instance;

  TmGame              *game;
  TmGamePillars        pillar;
  GPtrArray           *options;     /* TmGameOption, shown */
  GPtrArray           *rows;        /* the row of each, same order */
  GPtrArray           *numbers;     /* AdwSpinRow of a switch with a number, or NULL */
  gboolean             updating;
};

G_DEFINE_FINAL_TYPE (TmOptionsGroup, tm_options_group, ADW_TYPE_PREFERENCES_GROUP)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PILLAR,
  PROP_VALUES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
row_changed_cb (TmOptionsGroup *self)
{
  if (!self->updating)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUES]);
}

static GtkWidget *
spin_row_for (TmGameOption *option,
              const char   *title)
{
  int min = tm_game_option_get_min (option);
  int max = tm_game_option_get_max (option);
  GtkWidget *row = tm_spin_row_new (min, max, max - min >= 50 ? 5 : 1);

  /* A step of five for big ranges, but any number can be typed. */
  gtk_adjustment_set_step_increment (adw_spin_row_get_adjustment (ADW_SPIN_ROW (row)), 1);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), tm_game_option_get_default_number (option));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  return row;
}

static void
add_row (TmOptionsGroup *self,
         TmGameOption   *option)
{
  g_autofree char *description = tm_rules_markup_to_plain_text (tm_game_option_get_description (option));
  const char *name = tm_game_option_get_name (option);
  GtkWidget *row = NULL;
  GtkWidget *number = NULL;

  switch (tm_game_option_get_kind (option))
    {
    case TM_GAME_OPTION_SWITCH:
      row = adw_switch_row_new ();
      adw_switch_row_set_active (ADW_SWITCH_ROW (row), tm_game_option_get_default (option));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), description);
      g_signal_connect_object (row, "notify::active", G_CALLBACK (row_changed_cb), self,
                               G_CONNECT_SWAPPED);
      break;

    case TM_GAME_OPTION_NUMBER:
      row = spin_row_for (option, name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), description);
      g_signal_connect_object (row, "notify::value", G_CALLBACK (row_changed_cb), self,
                               G_CONNECT_SWAPPED);
      break;

    case TM_GAME_OPTION_SWITCH_NUMBER:
    default:
      row = adw_expander_row_new ();
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), description);
      adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (row), TRUE);
      adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row),
                                             tm_game_option_get_default (option));
      /* Translators: the number an option such as “Play to a target score”
       * carries, when it is on */
      number = spin_row_for (option, _("Number"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (number),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), number);
      g_signal_connect_object (row, "notify::enable-expansion", G_CALLBACK (row_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (number, "notify::value", G_CALLBACK (row_changed_cb), self,
                               G_CONNECT_SWAPPED);
      break;
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);

  g_ptr_array_add (self->options, tm_game_option_ref (option));
  g_ptr_array_add (self->rows, row);
  g_ptr_array_add (self->numbers, number);
}

static void
rebuild (TmOptionsGroup *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->numbers, 0);
  g_ptr_array_set_size (self->options, 0);

  for (guint i = 0; self->game != NULL && i < tm_game_get_n_options (self->game); i++)
    {
      TmGameOption *option = tm_game_get_option (self->game, i);

      if (self->pillar == TM_GAME_PILLAR_NONE || tm_game_option_affects (option, self->pillar))
        add_row (self, option);
    }

  gtk_widget_set_visible (GTK_WIDGET (self), self->rows->len > 0);
}

static void
tm_options_group_dispose (GObject *object)
{
  TmOptionsGroup *self = (TmOptionsGroup *)object;

  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_options_group_parent_class)->dispose (object);
}

static void
tm_options_group_finalize (GObject *object)
{
  TmOptionsGroup *self = (TmOptionsGroup *)object;

  g_clear_pointer (&self->options, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->numbers, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_options_group_parent_class)->finalize (object);
}

static void
tm_options_group_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TmOptionsGroup *self = TM_OPTIONS_GROUP (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PILLAR:
      g_value_set_flags (value, self->pillar);
      break;
    case PROP_VALUES:
      g_value_take_variant (value, tm_options_group_dup_values (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_options_group_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TmOptionsGroup *self = TM_OPTIONS_GROUP (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tm_options_group_set_game (self, g_value_get_object (value));
      break;
    case PROP_PILLAR:
      tm_options_group_set_pillar (self, g_value_get_flags (value));
      break;
    case PROP_VALUES:
      tm_options_group_set_values (self, g_value_get_variant (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_options_group_class_init (TmOptionsGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_options_group_dispose;
  object_class->finalize = tm_options_group_finalize;
  object_class->get_property = tm_options_group_get_property;
  object_class->set_property = tm_options_group_set_property;

  /**
   * TmOptionsGroup:game:
   *
   * The game whose options the group shows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TM_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * TmOptionsGroup:pillar:
   *
   * The part of Tablemate the options are chosen for: only the options
   * that change it are shown (all of them for %TM_GAME_PILLAR_NONE).
   */
  properties[PROP_PILLAR] =
    g_param_spec_flags ("pillar", NULL, NULL,
                        TM_TYPE_GAME_PILLARS, TM_GAME_PILLAR_NONE,
                        (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * TmOptionsGroup:values:
   *
   * The options as chosen (`a{sv}`): complete, with every option of the
   * game, those not shown at their defaults.
   */
  properties[PROP_VALUES] =
    g_param_spec_variant ("values", NULL, NULL,
                          G_VARIANT_TYPE_VARDICT, NULL,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_options_group_init (TmOptionsGroup *self)
{
  self->options = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_game_option_unref);
  self->rows = g_ptr_array_new ();
  self->numbers = g_ptr_array_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), _("Rule Options"));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/**
 * tm_options_group_new:
 * @game: the game whose options to show
 * @pillar: the part of Tablemate they are chosen for
 *
 * Creates a group of rows for the options of @game that change @pillar.
 *
 * Returns: (transfer floating): the group
 */
GtkWidget *
tm_options_group_new (TmGame        *game,
                      TmGamePillars  pillar)
{
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  return g_object_new (TM_TYPE_OPTIONS_GROUP,
                       "game", game,
                       "pillar", pillar,
                       NULL);
}

/**
 * tm_options_group_get_game:
 * @self: a #TmOptionsGroup
 *
 * Gets the game whose options the group shows.
 *
 * Returns: (transfer none): the game
 */
TmGame *
tm_options_group_get_game (TmOptionsGroup *self)
{
  g_return_val_if_fail (TM_IS_OPTIONS_GROUP (self), NULL);
  return self->game;
}

/**
 * tm_options_group_set_game:
 * @self: a #TmOptionsGroup
 * @game: (nullable): the game whose options to show
 *
 * Shows the options of @game, at their defaults.
 */
void
tm_options_group_set_game (TmOptionsGroup *self,
                           TmGame         *game)
{
  g_return_if_fail (TM_IS_OPTIONS_GROUP (self));
  g_return_if_fail (game == NULL || TM_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;

  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUES]);
}

/**
 * tm_options_group_set_pillar:
 * @self: a #TmOptionsGroup
 * @pillar: the part of Tablemate the options are chosen for
 *
 * Shows only the options that change @pillar (all for
 * %TM_GAME_PILLAR_NONE).
 */
void
tm_options_group_set_pillar (TmOptionsGroup *self,
                             TmGamePillars   pillar)
{
  g_return_if_fail (TM_IS_OPTIONS_GROUP (self));

  if (self->pillar == pillar)
    return;

  self->pillar = pillar;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PILLAR]);
}

/**
 * tm_options_group_get_pillar:
 * @self: a #TmOptionsGroup
 *
 * Gets the part of Tablemate the options are chosen for.
 *
 * Returns: the part
 */
TmGamePillars
tm_options_group_get_pillar (TmOptionsGroup *self)
{
  g_return_val_if_fail (TM_IS_OPTIONS_GROUP (self), TM_GAME_PILLAR_NONE);
  return self->pillar;
}

/**
 * tm_options_group_get_n_options:
 * @self: a #TmOptionsGroup
 *
 * Gets how many options the group shows.
 *
 * Returns: the number of rows
 */
guint
tm_options_group_get_n_options (TmOptionsGroup *self)
{
  g_return_val_if_fail (TM_IS_OPTIONS_GROUP (self), 0);
  return self->rows->len;
}

/**
 * tm_options_group_dup_values:
 * @self: a #TmOptionsGroup
 *
 * Gets the options as chosen.
 *
 * Returns: (transfer full): complete option values (`a{sv}`)
 */
GVariant *
tm_options_group_dup_values (TmOptionsGroup *self)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  g_autoptr(GError) error = NULL;
  GVariant *values;

  g_return_val_if_fail (TM_IS_OPTIONS_GROUP (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      TmGameOption *option = g_ptr_array_index (self->options, i);
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GtkWidget *number = g_ptr_array_index (self->numbers, i);
      const char *id = tm_game_option_get_id (option);

      switch (tm_game_option_get_kind (option))
        {
        case TM_GAME_OPTION_SWITCH:
          g_variant_builder_add (&builder, "{sv}", id,
                                 g_variant_new_boolean (adw_switch_row_get_active (ADW_SWITCH_ROW (row))));
          break;
        case TM_GAME_OPTION_NUMBER:
          g_variant_builder_add (&builder, "{sv}", id,
                                 g_variant_new_int32 ((gint32) adw_spin_row_get_value (ADW_SPIN_ROW (row))));
          break;
        case TM_GAME_OPTION_SWITCH_NUMBER:
        default:
          g_variant_builder_add (&builder, "{sv}", id,
                                 g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                                      adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (row))
                                                      ? g_variant_new_int32 ((gint32) adw_spin_row_get_value (ADW_SPIN_ROW (number)))
                                                      : NULL));
          break;
        }
    }

  /* The rows keep every value in range, so this cannot fail. */
  values = tm_game_check_options (self->game, g_variant_builder_end (&builder), &error);
  g_assert_no_error (error);
  return values;
}

/**
 * tm_options_group_set_values:
 * @self: a #TmOptionsGroup
 * @values: (nullable): option values (`a{sv}`) of the group's game; %NULL
 *   for the defaults
 *
 * Shows @values in the rows, such as a score sheet's options when it is
 * changed later.  Values for options the group does not show are ignored.
 */
void
tm_options_group_set_values (TmOptionsGroup *self,
                             GVariant       *values)
{
  g_autoptr(GVariant) checked = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TM_IS_OPTIONS_GROUP (self));
  g_return_if_fail (self->game != NULL);

  checked = tm_game_check_options (self->game, values, &error);
  if (checked == NULL)
    {
      g_critical ("%s", error->message);
      return;
    }

  self->updating = TRUE;
  for (guint i = 0; i < self->rows->len; i++)
    {
      TmGameOption *option = g_ptr_array_index (self->options, i);
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GtkWidget *number = g_ptr_array_index (self->numbers, i);
      const char *id = tm_game_option_get_id (option);
      gboolean on = tm_game_options_get_on (self->game, checked, id);

      switch (tm_game_option_get_kind (option))
        {
        case TM_GAME_OPTION_SWITCH:
          adw_switch_row_set_active (ADW_SWITCH_ROW (row), on);
          break;
        case TM_GAME_OPTION_NUMBER:
          adw_spin_row_set_value (ADW_SPIN_ROW (row),
                                  tm_game_options_get_number (self->game, checked, id));
          break;
        case TM_GAME_OPTION_SWITCH_NUMBER:
        default:
          adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), on);
          adw_spin_row_set_value (ADW_SPIN_ROW (number),
                                  tm_game_options_get_number (self->game, checked, id));
          break;
        }
    }
  self->updating = FALSE;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUES]);
}

/**
 * tm_options_group_get_row:
 * @self: a #TmOptionsGroup
 * @option_id: an option id
 *
 * Finds the row of an option, for tests and for focusing it.
 *
 * Returns: (transfer none) (nullable): the row, or %NULL if the group does
 *   not show the option
 */
GtkWidget *
tm_options_group_get_row (TmOptionsGroup *self,
                          const char     *option_id)
{
  g_return_val_if_fail (TM_IS_OPTIONS_GROUP (self), NULL);
  g_return_val_if_fail (option_id != NULL, NULL);

  for (guint i = 0; i < self->rows->len; i++)
    if (g_str_equal (tm_game_option_get_id (g_ptr_array_index (self->options, i)), option_id))
      return g_ptr_array_index (self->rows, i);

  return NULL;
}

/**
 * tm_options_group_set_option:
 * @self: a #TmOptionsGroup
 * @option_id: one of the options the group shows
 * @on: whether to switch it on (ignored for a number, always on)
 * @number: its number, for an option with one
 *
 * Sets one option's rows as a person would.
 */
void
tm_options_group_set_option (TmOptionsGroup *self,
                             const char     *option_id,
                             gboolean        on,
                             int             number)
{
  g_return_if_fail (TM_IS_OPTIONS_GROUP (self));
  g_return_if_fail (option_id != NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      TmGameOption *option = g_ptr_array_index (self->options, i);
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GtkWidget *number_row = g_ptr_array_index (self->numbers, i);

      if (!g_str_equal (tm_game_option_get_id (option), option_id))
        continue;

      switch (tm_game_option_get_kind (option))
        {
        case TM_GAME_OPTION_SWITCH:
          adw_switch_row_set_active (ADW_SWITCH_ROW (row), on);
          break;
        case TM_GAME_OPTION_NUMBER:
          adw_spin_row_set_value (ADW_SPIN_ROW (row), number);
          break;
        case TM_GAME_OPTION_SWITCH_NUMBER:
        default:
          adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), on);
          if (on)
            adw_spin_row_set_value (ADW_SPIN_ROW (number_row), number);
          break;
        }
      return;
    }

  g_critical ("The group does not show the option “%s”", option_id);
}
