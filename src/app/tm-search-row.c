/* tm-search-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-search-row.h"

/* A search hit as a list row: its title, where it is (game and section,
 * or the card's deck) and a snippet of the text around the match. */

struct _TmSearchRow
{
  GtkListBoxRow   parent_instance;

  TmSearchResult *result;
};

G_DEFINE_FINAL_TYPE (TmSearchRow, tm_search_row, GTK_TYPE_LIST_BOX_ROW)

static void
tm_search_row_dispose (GObject *object)
{
  TmSearchRow *self = (TmSearchRow *)object;

  g_clear_object (&self->result);

  G_OBJECT_CLASS (tm_search_row_parent_class)->dispose (object);
}

static void
tm_search_row_class_init (TmSearchRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tm_search_row_dispose;
}

static void
tm_search_row_init (TmSearchRow *self)
{
}

static char *
describe_place (TmSearchResult *result,
                TmCatalogue    *catalogue,
                gboolean        show_game)
{
  TmGame *game = tm_catalogue_lookup_game (catalogue, tm_search_result_get_game_id (result));
  const char *game_name = game ? tm_game_get_name (game) : tm_search_result_get_game_id (result);
  g_autofree char *where = NULL;

  switch (tm_search_result_get_kind (result))
    {
    case TM_SEARCH_RESULT_SECTION:
      {
        TmRulebook *rulebook = tm_catalogue_get_rulebook (catalogue,
                                                          tm_search_result_get_game_id (result),
                                                          NULL);
        TmRulesSection *section = NULL;

        if (rulebook != NULL)
          section = tm_rulebook_lookup_section (rulebook, tm_search_result_get_section_id (result));
        /* Translators: where a search hit is, such as “Rules: Setup” */
        where = g_strdup_printf (_("Rules: %s"),
                                 section ? tm_rules_section_get_title (section) : "");
      }
      break;

    case TM_SEARCH_RESULT_RULING:
      where = g_strdup (_("Ruling"));
      break;

    case TM_SEARCH_RESULT_CARD:
      {
        TmDeck *deck = tm_catalogue_get_deck (catalogue, tm_search_result_get_deck_id (result),
                                              NULL);

        /* Translators: where a search hit is, such as “Card: Free-O deck” */
        where = g_strdup_printf (_("Card: %s"), deck ? tm_deck_get_name (deck) : "");
      }
      break;

    default:
      g_assert_not_reached ();
    }

  if (show_game)
    return g_strdup_printf ("%s · %s", game_name, where);

  return g_steal_pointer (&where);
}

/**
 * tm_search_row_new:
 * @result: a search hit
 * @catalogue: the catalogue the hit comes from, for names
 * @show_game: whether to name the game (in a search of every game)
 *
 * Creates a list row showing @result.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
tm_search_row_new (TmSearchResult *result,
                   TmCatalogue    *catalogue,
                   gboolean        show_game)
{
  TmSearchRow *self;
  g_autofree char *place = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *box, *title, *where, *snippet;

  g_return_val_if_fail (TM_IS_SEARCH_RESULT (result), NULL);
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (TM_TYPE_SEARCH_ROW, "activatable", TRUE, NULL);
  self->result = g_object_ref (result);

  place = describe_place (result, catalogue, show_game);

  box = g_object_new (GTK_TYPE_BOX,
                      "orientation", GTK_ORIENTATION_VERTICAL,
                      "spacing", 3,
                      "margin-top", 10,
                      "margin-bottom", 10,
                      "margin-start", 12,
                      "margin-end", 12,
                      NULL);

  where = g_object_new (GTK_TYPE_LABEL,
                        "label", place,
                        "xalign", 0.0f,
                        "wrap", TRUE,
                        "wrap-mode", PANGO_WRAP_WORD_CHAR,
                        "css-classes", (const char *[]) { "caption", "dim-label", NULL },
                        NULL);
  title = g_object_new (GTK_TYPE_LABEL,
                        "label", tm_search_result_get_title (result),
                        "xalign", 0.0f,
                        "wrap", TRUE,
                        "wrap-mode", PANGO_WRAP_WORD_CHAR,
                        "css-classes", (const char *[]) { "heading", NULL },
                        NULL);
  snippet = g_object_new (GTK_TYPE_LABEL,
                          "label", tm_search_result_get_snippet (result),
                          "xalign", 0.0f,
                          "wrap", TRUE,
                          "wrap-mode", PANGO_WRAP_WORD_CHAR,
                          "lines", 3,
                          "ellipsize", PANGO_ELLIPSIZE_END,
                          "visible", *tm_search_result_get_snippet (result) != '\0',
                          NULL);

  gtk_box_append (GTK_BOX (box), where);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), snippet);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), box);

  accessible = g_strdup_printf ("%s, %s", tm_search_result_get_title (result), place);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  tm_search_result_get_snippet (result),
                                  -1);

  return GTK_WIDGET (self);
}

/**
 * tm_search_row_get_result:
 * @self: a #TmSearchRow
 *
 * Gets the hit the row shows.
 *
 * Returns: (transfer none): the hit
 */
TmSearchResult *
tm_search_row_get_result (TmSearchRow *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_ROW (self), NULL);

  return self->result;
}

/**
 * tm_search_row_show_count:
 * @label: the label above a list of hits
 * @announcer: the widget that tells screen readers, the search entry
 * @n_results: how many hits there are
 *
 * Says how many places a search found: on @label, and aloud to screen
 * readers as the person types (from @announcer, which has the focus and
 * so is always shown, where the list may still be hidden).
 */
void
tm_search_row_show_count (GtkLabel  *label,
                          GtkWidget *announcer,
                          guint      n_results)
{
  g_autofree char *summary = NULL;

  g_return_if_fail (GTK_IS_LABEL (label));
  g_return_if_fail (GTK_IS_WIDGET (announcer));

  if (n_results > 0)
    summary = g_strdup_printf (g_dngettext (NULL, "%u result", "%u results", n_results),
                               n_results);
  else
    summary = g_strdup (_("No results found"));

  gtk_label_set_label (label, summary);
  gtk_accessible_announce (GTK_ACCESSIBLE (announcer), summary,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}
