/* tm-search-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-search-page.h"
#include "tm-search-row.h"

/* A page of the window's navigation, pushed from the library: a search
 * entry in the header bar and the hits of every game's rules, rulings and
 * cards.  Activating a hit asks the window (win.open-uri) to open the
 * game's page there. */

struct _TmSearchPage
{
  AdwNavigationPage  parent_instance;

  TmCatalogue       *catalogue;
  TmSearch          *search;
  guint              n_results;

  /* Template widgets */
  GtkSearchEntry    *search_entry;
  GtkStack          *stack;
  GtkLabel          *count_label;
  GtkListBox        *results;
};

G_DEFINE_FINAL_TYPE (TmSearchPage, tm_search_page, ADW_TYPE_NAVIGATION_PAGE)

static void
search_changed_cb (TmSearchPage   *self,
                   GtkSearchEntry *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autoptr(GListModel) hits = NULL;
  g_autoptr(GError) error = NULL;

  gtk_list_box_remove_all (self->results);
  self->n_results = 0;

  if (*text == '\0' || self->catalogue == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "start");
      return;
    }

  if (self->search == NULL && (self->search = tm_search_new (self->catalogue, &error)) == NULL)
    {
      g_warning ("Search is not available: %s", error->message);
      return;
    }

  hits = tm_search_query (self->search, text, NULL);
  self->n_results = g_list_model_get_n_items (hits);
  for (guint i = 0; i < self->n_results; i++)
    {
      g_autoptr(TmSearchResult) hit = g_list_model_get_item (hits, i);

      gtk_list_box_append (self->results, tm_search_row_new (hit, self->catalogue, TRUE));
    }

  gtk_stack_set_visible_child_name (self->stack, self->n_results > 0 ? "results" : "empty");
  tm_search_row_show_count (self->count_label, GTK_WIDGET (self->search_entry), self->n_results);
}

static void
open_result (TmSearchPage   *self,
             TmSearchResult *result)
{
  g_autofree char *uri = tm_search_result_dup_uri (result);

  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-uri", "(ss)",
                              tm_search_result_get_game_id (result), uri);
}

static void
result_activated_cb (TmSearchPage  *self,
                     GtkListBoxRow *row,
                     GtkListBox    *list)
{
  open_result (self, tm_search_row_get_result (TM_SEARCH_ROW (row)));
}

static void
search_activate_cb (TmSearchPage   *self,
                    GtkSearchEntry *entry)
{
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->results, 0);

  if (first != NULL)
    open_result (self, tm_search_row_get_result (TM_SEARCH_ROW (first)));
}

static void
stop_search_cb (TmSearchPage   *self,
                GtkSearchEntry *entry)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.library", NULL);
}

static void
tm_search_page_shown (AdwNavigationPage *page)
{
  tm_search_page_focus_entry (TM_SEARCH_PAGE (page));
}

/**
 * tm_search_page_set_catalogue:
 * @self: a #TmSearchPage
 * @catalogue: the catalogue to search
 *
 * Sets the catalogue whose games the page searches.
 */
void
tm_search_page_set_catalogue (TmSearchPage *self,
                              TmCatalogue  *catalogue)
{
  g_return_if_fail (TM_IS_SEARCH_PAGE (self));
  g_return_if_fail (TM_IS_CATALOGUE (catalogue));

  if (g_set_object (&self->catalogue, catalogue))
    g_clear_object (&self->search);
}

/**
 * tm_search_page_set_text:
 * @self: a #TmSearchPage
 * @words: what to search for
 *
 * Puts @words in the search entry and searches at once.
 */
void
tm_search_page_set_text (TmSearchPage *self,
                         const char   *words)
{
  g_return_if_fail (TM_IS_SEARCH_PAGE (self));
  g_return_if_fail (words != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), words);
  search_changed_cb (self, self->search_entry);
}

/**
 * tm_search_page_get_n_results:
 * @self: a #TmSearchPage
 *
 * Gets how many hits the page shows.
 *
 * Returns: the number of hits
 */
guint
tm_search_page_get_n_results (TmSearchPage *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_PAGE (self), 0);

  return self->n_results;
}

/**
 * tm_search_page_get_count_text:
 * @self: a #TmSearchPage
 *
 * Gets what the page says (and told screen readers) of how many hits
 * there are.
 *
 * Returns: the text, such as “12 results”
 */
const char *
tm_search_page_get_count_text (TmSearchPage *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_PAGE (self), NULL);

  return gtk_label_get_label (self->count_label);
}

/**
 * tm_search_page_focus_entry:
 * @self: a #TmSearchPage
 *
 * Moves the keyboard focus to the search entry.
 */
void
tm_search_page_focus_entry (TmSearchPage *self)
{
  g_return_if_fail (TM_IS_SEARCH_PAGE (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
tm_search_page_dispose (GObject *object)
{
  TmSearchPage *self = (TmSearchPage *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_SEARCH_PAGE);
  g_clear_object (&self->search);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_search_page_parent_class)->dispose (object);
}

static void
tm_search_page_class_init (TmSearchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdwNavigationPageClass *page_class = ADW_NAVIGATION_PAGE_CLASS (klass);

  object_class->dispose = tm_search_page_dispose;
  page_class->shown = tm_search_page_shown;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-search-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TmSearchPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TmSearchPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TmSearchPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, TmSearchPage, results);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, result_activated_cb);
}

static void
tm_search_page_init (TmSearchPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
