/* test-ui-options.c: a game's rule options as rows, as every dialog shows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablemate.h"
#include "tm-game-module.h"
#include "tm-options-group.h"

/* Only the options that change the part asked for are shown, each as the
 * row its kind needs. */
static void
test_options_rows (void)
{
  TmGame *freeo = tm_game_module_lookup_game ("freeo");
  TmGame *prisoner = tm_game_module_lookup_game ("prisoner");
  GtkWidget *play = g_object_ref_sink (tm_options_group_new (freeo, TM_GAME_PILLAR_PLAY));
  GtkWidget *score = g_object_ref_sink (tm_options_group_new (freeo, TM_GAME_PILLAR_SCORE));
  GtkWidget *prisoner_score = g_object_ref_sink (tm_options_group_new (prisoner, TM_GAME_PILLAR_SCORE));

  g_assert_cmpuint (tm_options_group_get_n_options (TM_OPTIONS_GROUP (play)), ==, 6);
  g_assert_cmpuint (tm_options_group_get_n_options (TM_OPTIONS_GROUP (score)), ==, 2);
  g_assert_true (ADW_IS_SPIN_ROW (tm_options_group_get_row (TM_OPTIONS_GROUP (score), "target-score")));
  g_assert_true (ADW_IS_SWITCH_ROW (tm_options_group_get_row (TM_OPTIONS_GROUP (score), "playoff-hand")));
  g_assert_null (tm_options_group_get_row (TM_OPTIONS_GROUP (score), "wild-anytime"));
  g_assert_true (ADW_IS_EXPANDER_ROW (tm_options_group_get_row (TM_OPTIONS_GROUP (prisoner_score),
                                                               "target-score")));
  g_assert_cmpint (adw_spin_row_get_value (ADW_SPIN_ROW (tm_options_group_get_row (TM_OPTIONS_GROUP (score),
                                                                                   "target-score"))),
                   ==, 60);

  g_assert_finalize_object (play);
  g_assert_finalize_object (score);
  g_assert_finalize_object (prisoner_score);
}

static void
count_cb (guint *n)
{
  (*n)++;
}

/* What the rows show is the values, and values set are shown. */
static void
test_options_values (void)
{
  TmGame *prisoner = tm_game_module_lookup_game ("prisoner");
  GtkWidget *group = g_object_ref_sink (tm_options_group_new (prisoner, TM_GAME_PILLAR_SCORE));
  g_autoptr(GVariant) values = NULL;
  g_autoptr(GVariant) chosen = NULL;
  guint notified = 0;
  GtkWidget *row;

  values = tm_options_group_dup_values (TM_OPTIONS_GROUP (group));
  g_assert_cmpuint (g_variant_n_children (values), ==, tm_game_get_n_options (prisoner));
  g_assert_false (tm_game_options_get_on (prisoner, values, "target-score"));
  g_assert_cmpint (tm_game_options_get_number (prisoner, values, "target-score"), ==, 5);
  g_clear_pointer (&values, g_variant_unref);

  g_signal_connect_swapped (group, "notify::values", G_CALLBACK (count_cb), &notified);

  /* Switching the option on, as a person would. */
  row = tm_options_group_get_row (TM_OPTIONS_GROUP (group), "target-score");
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), TRUE);
  g_assert_cmpuint (notified, ==, 1);
  values = tm_options_group_dup_values (TM_OPTIONS_GROUP (group));
  g_assert_true (tm_game_options_get_on (prisoner, values, "target-score"));
  g_assert_cmpint (tm_game_options_get_number (prisoner, values, "target-score"), ==, 5);
  g_clear_pointer (&values, g_variant_unref);

  /* Values set from elsewhere (a sheet's options) are shown, once. */
  chosen = tm_game_check_options (prisoner, g_variant_new_parsed ("{'target-score': <@mi 9>}"),
                                  NULL);
  notified = 0;
  tm_options_group_set_values (TM_OPTIONS_GROUP (group), chosen);
  g_assert_cmpuint (notified, ==, 1);
  values = tm_options_group_dup_values (TM_OPTIONS_GROUP (group));
  g_assert_true (g_variant_equal (values, chosen));

  g_assert_finalize_object (group);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  tm_init ();
  adw_init ();

  g_test_add_func ("/ui/options/rows", test_options_rows);
  g_test_add_func ("/ui/options/values", test_options_values);

  return g_test_run ();
}
