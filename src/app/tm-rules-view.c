/* tm-rules-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-card-gallery.h"
#include "tm-rules-table.h"
#include "tm-rules-text.h"
#include "tm-rules-view.h"
#include "tm-search-row.h"

/* The Rules section of a game's page: the rules reference as one page to
 * read, a table of contents beside it (over it on narrow windows), the
 * game's rulings under the Rulings section, the card gallery, and a
 * search of the game's rules and cards.
 *
 * Links in the text are `section:`, `ruling:` and `card:` URIs; they move
 * within the view, or ask the window (win.open-uri) for another game. */

struct _TmRulesView
{
  GtkWidget            parent_instance;

  TmCatalogue         *catalogue;
  TmGame              *game;
  TmRulebook          *rulebook;
  TmSearch            *search;
  GHashTable          *anchors;          /* "section/ID", "ruling/ID" -> GtkWidget */
  GPtrArray           *section_headings; /* GtkWidget, in order, each with its "target" */
  GtkWidget           *gallery;
  char                *pending_uri;
  guint                scroll_tick;
  guint                scroll_frames;
  guint                scroll_settled;
  gboolean             scroll_focused;

  /* Template widgets */
  AdwOverlaySplitView *split_view;
  GtkListBox          *toc;
  GtkLabel            *location_label;
  GtkSearchBar        *search_bar;
  GtkSearchEntry      *search_entry;
  GtkStack            *stack;
  GtkScrolledWindow   *scroller;
  GtkBox              *content;
  AdwBin              *cards_bin;
  GtkStack            *search_stack;
  GtkLabel            *count_label;
  GtkListBox          *results;
};

G_DEFINE_FINAL_TYPE (TmRulesView, tm_rules_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CATALOGUE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean go_within     (TmRulesView *self,
                               const char  *uri);
static void     follow_scroll (TmRulesView *self);

/* Building blocks */

static GtkWidget *
make_heading (const char *text,
              int         level,
              const char *css_class)
{
  GtkWidget *label;

  label = g_object_new (GTK_TYPE_LABEL,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                        "label", text,
                        "xalign", 0.0f,
                        "wrap", TRUE,
                        "wrap-mode", PANGO_WRAP_WORD_CHAR,
                        NULL);
  gtk_widget_add_css_class (label, css_class);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, level,
                                  -1);
  return label;
}

/* A heading that a link leads to takes the keyboard focus, so that the
 * reader lands on it and a screen reader reads it out.  A label holds the
 * focus only when it is selectable, and then shows a text cursor or
 * selects its text; so such a heading is a box around its label, named
 * by it, which takes the focus as a whole.  It is focusable only while a
 * link has put the focus there, so that Tab goes from link to link rather
 * than through every heading. */
static void
heading_focus_leave_cb (GtkWidget               *heading,
                        GtkEventControllerFocus *controller)
{
  gtk_widget_set_focusable (heading, FALSE);
}

static GtkWidget *
make_target_heading (const char *text,
                     int         level,
                     const char *css_class)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkWidget *box, *label;

  label = g_object_new (GTK_TYPE_LABEL,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                        "label", text,
                        "xalign", 0.0f,
                        "wrap", TRUE,
                        "wrap-mode", PANGO_WRAP_WORD_CHAR,
                        NULL);
  gtk_widget_add_css_class (label, css_class);

  /* As wide as its words, so that the focus ring goes round them. */
  box = g_object_new (GTK_TYPE_BOX,
                      "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                      "css-classes", (const char *[]) { "rules-heading", NULL },
                      "halign", GTK_ALIGN_START,
                      NULL);
  gtk_box_append (GTK_BOX (box), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, level,
                                  -1);

  g_signal_connect_swapped (focus, "leave", G_CALLBACK (heading_focus_leave_cb), box);
  gtk_widget_add_controller (box, focus);

  return box;
}

static gboolean
activate_link_cb (TmRulesView *self,
                  const char  *uri,
                  GtkWidget   *text)
{
  g_autofree char *first = NULL;
  TmRulesLinkKind kind = tm_rules_link_parse (uri, &first, NULL);

  if (kind == TM_RULES_LINK_INVALID)
    {
      g_debug ("Ignoring link “%s”", uri);
      return TRUE;
    }

  if (go_within (self, uri))
    return TRUE;

  /* Another game's section or ruling, or a card of a deck this game does
   * not use: the window opens the right game. */
  if (kind == TM_RULES_LINK_CARD)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->catalogue));

      g_clear_pointer (&first, g_free);
      for (guint i = 0; i < n && first == NULL; i++)
        {
          g_autoptr(TmGame) game = g_list_model_get_item (G_LIST_MODEL (self->catalogue), i);
          g_autofree char *deck = NULL;

          tm_rules_link_parse (uri, &deck, NULL);
          if (g_strv_contains (tm_game_get_deck_ids (game), deck))
            first = g_strdup (tm_game_get_id (game));
        }
      if (first == NULL)
        return TRUE;
    }

  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-uri", "(ss)", first, uri);
  return TRUE;
}

static GtkWidget *
make_text (TmRulesView *self,
           const char  *markup,
           const char  *css_class)
{
  GtkWidget *text = tm_rules_text_new (markup);

  gtk_widget_set_hexpand (text, TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (text, css_class);
  g_signal_connect_object (text, "activate-link", G_CALLBACK (activate_link_cb), self,
                           G_CONNECT_SWAPPED);
  return text;
}

static GtkWidget *
make_items (TmRulesView        *self,
            const char * const *items,
            gboolean            numbered)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  numbered ? _("Steps") : _("List"), -1);

  for (guint i = 0; items[i]; i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      g_autofree char *marker = numbered ? g_strdup_printf ("%u.", i + 1) : g_strdup ("•");
      GtkWidget *marker_label;

      marker_label = g_object_new (GTK_TYPE_LABEL,
                                   "label", marker,
                                   "xalign", 1.0f,
                                   "yalign", 0.0f,
                                   "width-chars", numbered ? 3 : 2,
                                   "valign", GTK_ALIGN_START,
                                   NULL);
      gtk_widget_add_css_class (marker_label, numbered ? "numeric" : "dim-label");
      if (numbered)
        gtk_widget_add_css_class (marker_label, "heading");

      gtk_box_append (GTK_BOX (row), marker_label);
      gtk_box_append (GTK_BOX (row), make_text (self, items[i], NULL));
      gtk_box_append (GTK_BOX (box), row);
    }

  return box;
}

/* A table: its caption, then the grid (which lays itself out row by row
 * when its columns do not fit side by side). */
static GtkWidget *
make_table (TmRulesView  *self,
            TmRulesBlock *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *table = tm_rules_table_new (block);
  const char *caption = tm_rules_block_get_caption (block);

  if (caption != NULL)
    gtk_box_append (GTK_BOX (box), make_text (self, caption, "heading"));

  g_signal_connect_object (table, "activate-link", G_CALLBACK (activate_link_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), table);
  return box;
}

static GtkWidget *
make_aside (TmRulesView *self,
            const char  *icon_name,
            const char  *title,
            const char  *markup,
            const char  *style)
{
  GtkWidget *card = g_object_new (GTK_TYPE_BOX,
                                  "orientation", GTK_ORIENTATION_HORIZONTAL,
                                  "spacing", 12,
                                  "css-classes", (const char *[]) { "card", style, NULL },
                                  NULL);
  GtkWidget *inner = g_object_new (GTK_TYPE_BOX,
                                   "orientation", GTK_ORIENTATION_VERTICAL,
                                   "spacing", 4,
                                   "margin-top", 12,
                                   "margin-bottom", 12,
                                   "margin-end", 14,
                                   NULL);
  GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE,
                                  "icon-name", icon_name,
                                  "valign", GTK_ALIGN_START,
                                  "margin-top", 14,
                                  "margin-start", 14,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  NULL);
  GtkWidget *heading = g_object_new (GTK_TYPE_LABEL,
                                     "label", title,
                                     "xalign", 0.0f,
                                     NULL);

  gtk_widget_add_css_class (icon, "accent");
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_widget_add_css_class (heading, "accent");
  gtk_box_append (GTK_BOX (inner), heading);
  gtk_box_append (GTK_BOX (inner), make_text (self, markup, NULL));
  gtk_box_append (GTK_BOX (card), icon);
  gtk_box_append (GTK_BOX (card), inner);

  gtk_accessible_update_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return card;
}

static GtkWidget *
make_block (TmRulesView  *self,
            TmRulesBlock *block)
{
  switch (tm_rules_block_get_kind (block))
    {
    case TM_RULES_BLOCK_HEADING:
      {
        g_autofree char *plain = tm_rules_markup_to_plain_text (tm_rules_block_get_text (block));
        GtkWidget *heading = make_heading (plain, 3, "title-4");

        gtk_widget_set_margin_top (heading, 6);
        return heading;
      }
    case TM_RULES_BLOCK_PARAGRAPH:
      return make_text (self, tm_rules_block_get_text (block), NULL);
    case TM_RULES_BLOCK_LIST:
      return make_items (self, tm_rules_block_get_items (block), FALSE);
    case TM_RULES_BLOCK_STEPS:
      return make_items (self, tm_rules_block_get_items (block), TRUE);
    case TM_RULES_BLOCK_TABLE:
      return make_table (self, block);
    case TM_RULES_BLOCK_EXAMPLE:
      return make_aside (self, "view-list-bullet-symbolic", _("Example"),
                         tm_rules_block_get_text (block), "rules-example");
    case TM_RULES_BLOCK_NOTE:
      return make_aside (self, "dialog-information-symbolic", _("Note"),
                         tm_rules_block_get_text (block), "rules-note");
    default:
      g_assert_not_reached ();
    }
}

static GtkWidget *
make_ruling (TmRulesView *self,
             TmRuling    *ruling)
{
  GtkWidget *card = g_object_new (GTK_TYPE_BOX,
                                  "orientation", GTK_ORIENTATION_VERTICAL,
                                  "spacing", 6,
                                  "css-classes", (const char *[]) { "card", NULL },
                                  NULL);
  GtkWidget *inner = g_object_new (GTK_TYPE_BOX,
                                   "orientation", GTK_ORIENTATION_VERTICAL,
                                   "spacing", 8,
                                   "margin-top", 14,
                                   "margin-bottom", 14,
                                   "margin-start", 14,
                                   "margin-end", 14,
                                   NULL);
  g_autofree char *question = tm_rules_markup_to_plain_text (tm_ruling_get_question (ruling));
  g_autofree char *why = g_strdup_printf ("<b>%s</b> %s", _("Why:"), tm_ruling_get_reason (ruling));
  const char *option_id = tm_ruling_get_option_id (ruling);
  GtkWidget *heading = make_target_heading (question, 3, "heading");

  gtk_box_append (GTK_BOX (inner), heading);
  gtk_box_append (GTK_BOX (inner), make_text (self, tm_ruling_get_ruling (ruling), NULL));
  gtk_box_append (GTK_BOX (inner), make_text (self, why, "dim-label"));

  if (option_id != NULL)
    {
      TmGameOption *option = tm_rulebook_lookup_option (self->rulebook, option_id);
      g_autofree char *escaped = g_markup_escape_text (tm_game_option_get_name (option), -1);
      g_autofree char *markup = g_strdup_printf ("<b>%s</b> %s", escaped,
                                                 tm_game_option_get_description (option));

      gtk_box_append (GTK_BOX (inner),
                      make_aside (self, "emblem-system-symbolic", _("Optional rule"), markup,
                                  "rules-option"));
    }

  gtk_box_append (GTK_BOX (card), inner);
  g_hash_table_insert (self->anchors, g_strdup_printf ("ruling/%s", tm_ruling_get_id (ruling)),
                       heading);
  return card;
}

static void
add_toc_row (TmRulesView *self,
             const char  *target,
             const char  *title,
             const char  *icon_name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *row;

  if (icon_name != NULL)
    gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (icon_name));
  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                               "label", title,
                                               "xalign", 0.0f,
                                               "ellipsize", PANGO_ELLIPSIZE_END,
                                               NULL));

  row = g_object_new (GTK_TYPE_LIST_BOX_ROW, "child", box, NULL);
  g_object_set_data_full (G_OBJECT (row), "target", g_strdup (target), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_list_box_append (self->toc, row);
}

static void
build (TmRulesView *self)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *child;
  GtkWidget *title;
  GtkWidget *summary;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))) != NULL)
    gtk_box_remove (self->content, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->toc))) != NULL)
    gtk_list_box_remove (self->toc, child);
  g_hash_table_remove_all (self->anchors);
  g_ptr_array_set_size (self->section_headings, 0);

  if (self->game == NULL || self->catalogue == NULL)
    return;

  self->rulebook = tm_catalogue_get_rulebook (self->catalogue, tm_game_get_id (self->game), &error);
  if (self->rulebook == NULL)
    {
      g_warning ("%s", error->message);
      gtk_box_append (self->content, g_object_new (ADW_TYPE_STATUS_PAGE,
                                                   "icon-name", "dialog-error-symbolic",
                                                   "title", _("The Rules Could Not Be Read"),
                                                   "description", error->message,
                                                   NULL));
      return;
    }

  title = make_heading (tm_game_get_name (self->game), 1, "title-1");
  summary = make_text (self, tm_game_get_summary (self->game), "dim-label");
  gtk_box_append (self->content, title);
  gtk_box_append (self->content, summary);

  for (guint i = 0; i < tm_rulebook_get_n_sections (self->rulebook); i++)
    {
      TmRulesSection *section = tm_rulebook_get_section (self->rulebook, i);
      const char *id = tm_rules_section_get_id (section);
      g_autofree char *target = g_strdup_printf ("section:%s/%s", tm_game_get_id (self->game), id);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkWidget *heading = make_target_heading (tm_rules_section_get_title (section), 2,
                                                "title-2");

      gtk_widget_set_margin_top (box, 18);
      gtk_box_append (GTK_BOX (box), heading);

      for (guint b = 0; b < tm_rules_section_get_n_blocks (section); b++)
        gtk_box_append (GTK_BOX (box), make_block (self, tm_rules_section_get_block (section, b)));

      if (g_str_equal (id, "rulings"))
        {
          for (guint r = 0; r < tm_rulebook_get_n_rulings (self->rulebook); r++)
            gtk_box_append (GTK_BOX (box), make_ruling (self, tm_rulebook_get_ruling (self->rulebook, r)));
        }

      gtk_box_append (self->content, box);
      g_hash_table_insert (self->anchors, g_strdup_printf ("section/%s", id), heading);
      g_object_set_data_full (G_OBJECT (heading), "target", g_strdup (target), g_free);
      g_ptr_array_add (self->section_headings, heading);
      add_toc_row (self, target, tm_rules_section_get_title (section), NULL);
    }

  {
    g_autofree char *target = g_strdup_printf ("cards:%s", tm_game_get_id (self->game));

    add_toc_row (self, target, _("Card Gallery"), "view-grid-symbolic");
  }

  gtk_label_set_label (self->location_label, _("Rules"));
}

/* Scrolling to a place, once the page has been laid out */

/* The place is measured again on every frame until it has stayed put for a
 * few frames: the page may still be sliding in, or a breakpoint may change
 * its width (and so the wrapping of every paragraph) after the request. */
#define SETTLE_FRAMES 3
#define MAX_FRAMES 60

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  TmRulesView *self = TM_RULES_VIEW (widget);
  GtkWidget *target = user_data;
  graphene_point_t point;
  GtkAdjustment *adjustment;
  double value, wanted;

  self->scroll_frames++;
  if (!gtk_widget_get_mapped (target) || gtk_widget_get_height (GTK_WIDGET (self->content)) <= 0 ||
      !gtk_widget_compute_point (target, GTK_WIDGET (self->content),
                                 &GRAPHENE_POINT_INIT (0, 0), &point))
    return self->scroll_frames < MAX_FRAMES * 5 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;

  if (!self->scroll_focused)
    {
      /* Focus first, so that the viewport's scrolling to the focus does
       * not undo ours. */
      gtk_widget_set_focusable (target, TRUE);
      if (!gtk_widget_grab_focus (target))
        g_debug ("The target of a link could not take the focus");
      self->scroll_focused = TRUE;
    }

  /* A little room above the place, for its focus ring. */
  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  wanted = CLAMP (point.y - 6, gtk_adjustment_get_lower (adjustment),
                  gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  value = gtk_adjustment_get_value (adjustment);
  if (G_APPROX_VALUE (value, wanted, 0.5))
    self->scroll_settled++;
  else
    {
      self->scroll_settled = 0;
      gtk_adjustment_set_value (adjustment, wanted);
    }

  if (self->scroll_settled < SETTLE_FRAMES && self->scroll_frames < MAX_FRAMES)
    return G_SOURCE_CONTINUE;

  /* A section keeps the selection its link gave it; a ruling selects
   * the section it is in. */
  self->scroll_tick = 0;
  if (!g_ptr_array_find (self->section_headings, target, NULL))
    follow_scroll (self);
  return G_SOURCE_REMOVE;
}

static void
scroll_to (TmRulesView *self,
           GtkWidget   *target)
{
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);

  self->scroll_frames = 0;
  self->scroll_settled = 0;
  self->scroll_focused = FALSE;
  self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb,
                                                    target, NULL);
}

static void
show_page (TmRulesView *self,
           const char  *page)
{
  gtk_stack_set_visible_child_name (self->stack, page);

  if (g_str_equal (page, "rules"))
    {
      gtk_label_set_label (self->location_label, _("Rules"));
      follow_scroll (self);
    }
  else if (g_str_equal (page, "cards"))
    gtk_label_set_label (self->location_label, _("Card Gallery"));
  else
    gtk_label_set_label (self->location_label, _("Search"));
}

static GtkWidget *
ensure_gallery (TmRulesView *self)
{
  if (self->gallery == NULL)
    {
      self->gallery = tm_card_gallery_new (self->catalogue, self->game);
      adw_bin_set_child (self->cards_bin, self->gallery);
    }

  return self->gallery;
}

static void
select_toc_row (TmRulesView *self,
                const char  *target)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->toc));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "target"), target) == 0)
        {
          if (!gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row)))
            gtk_list_box_select_row (self->toc, GTK_LIST_BOX_ROW (row));
          return;
        }
    }
}

/* The contents follow the reading: the section selected is the last one
 * whose heading has gone past the top third of the view (at most 120 px
 * down), or the first section above them all.  While the view scrolls to a
 * place asked for, the contents keep the place's section. */
static void
follow_scroll (TmRulesView *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  double line = gtk_adjustment_get_value (adjustment) +
                MIN (gtk_adjustment_get_page_size (adjustment) / 3, 120);
  const char *target = NULL;

  if (self->scroll_tick != 0 || self->section_headings->len == 0 ||
      !g_str_equal (gtk_stack_get_visible_child_name (self->stack), "rules"))
    return;

  for (guint i = 0; i < self->section_headings->len; i++)
    {
      GtkWidget *heading = g_ptr_array_index (self->section_headings, i);
      graphene_point_t point;

      if (!gtk_widget_compute_point (heading, GTK_WIDGET (self->content),
                                     &GRAPHENE_POINT_INIT (0, 0), &point))
        return;   /* not laid out yet */
      if (i > 0 && point.y > line)
        break;
      target = g_object_get_data (G_OBJECT (heading), "target");
    }

  select_toc_row (self, target);
}

static void
scrolled_cb (TmRulesView   *self,
             GtkAdjustment *adjustment)
{
  follow_scroll (self);
}

/* Goes to a place in this game; %FALSE if it is not here. */
static gboolean
go_within (TmRulesView *self,
           const char  *uri)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *key = NULL;
  GtkWidget *target;

  if (self->rulebook == NULL)
    return FALSE;

  if (g_str_has_prefix (uri, "cards:"))
    {
      if (!g_str_equal (uri + strlen ("cards:"), tm_game_get_id (self->game)))
        return FALSE;
      ensure_gallery (self);
      show_page (self, "cards");
      select_toc_row (self, uri);
      return TRUE;
    }

  switch (tm_rules_link_parse (uri, &first, &second))
    {
    case TM_RULES_LINK_SECTION:
    case TM_RULES_LINK_RULING:
      if (!g_str_equal (first, tm_game_get_id (self->game)))
        return FALSE;

      key = g_strdup_printf ("%s/%s", g_str_has_prefix (uri, "section:") ? "section" : "ruling",
                             second);
      target = g_hash_table_lookup (self->anchors, key);
      if (target == NULL)
        return FALSE;

      show_page (self, "rules");
      if (g_str_has_prefix (uri, "section:"))
        select_toc_row (self, uri);
      scroll_to (self, target);
      return TRUE;

    case TM_RULES_LINK_CARD:
      if (!g_strv_contains (tm_game_get_deck_ids (self->game), first))
        return FALSE;

      show_page (self, "cards");
      {
        g_autofree char *cards = g_strdup_printf ("cards:%s", tm_game_get_id (self->game));

        select_toc_row (self, cards);
      }
      return tm_card_gallery_show_card (TM_CARD_GALLERY (ensure_gallery (self)), first, second);

    case TM_RULES_LINK_INVALID:
    default:
      return FALSE;
    }
}

/**
 * tm_rules_view_go:
 * @self: a #TmRulesView
 * @uri: `section:GAME/ID`, `ruling:GAME/ID`, `card:DECK/ID` or `cards:GAME`
 *
 * Shows a place in the game's rules or card gallery: scrolls to a section
 * or ruling and moves the keyboard focus to its heading, or shows a card.
 *
 * Returns: %TRUE if the place belongs to this game and exists
 */
gboolean
tm_rules_view_go (TmRulesView *self,
                  const char  *uri)
{
  g_return_val_if_fail (TM_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (uri != NULL, FALSE);

  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
  if (adw_overlay_split_view_get_collapsed (self->split_view))
    adw_overlay_split_view_set_show_sidebar (self->split_view, FALSE);

  return go_within (self, uri);
}

/**
 * tm_rules_view_get_scrolling:
 * @self: a #TmRulesView
 *
 * Tells whether the view is still settling on the place asked for by
 * tm_rules_view_go().
 *
 * Returns: %TRUE while scrolling to a place
 */
gboolean
tm_rules_view_get_scrolling (TmRulesView *self)
{
  g_return_val_if_fail (TM_IS_RULES_VIEW (self), FALSE);

  return self->scroll_tick != 0;
}

/**
 * tm_rules_view_get_page:
 * @self: a #TmRulesView
 *
 * Gets what the view shows: `rules`, `cards` or `search`.
 *
 * Returns: the page's name
 */
const char *
tm_rules_view_get_page (TmRulesView *self)
{
  g_return_val_if_fail (TM_IS_RULES_VIEW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

static void
toc_row_activated_cb (TmRulesView   *self,
                      GtkListBoxRow *row,
                      GtkListBox    *list)
{
  const char *target = g_object_get_data (G_OBJECT (row), "target");

  if (target != NULL)
    tm_rules_view_go (self, target);
}

/* Search */

static void
search_changed_cb (TmRulesView    *self,
                   GtkSearchEntry *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autoptr(GListModel) hits = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  gtk_list_box_remove_all (self->results);

  if (*text == '\0')
    {
      if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "search"))
        show_page (self, "rules");
      return;
    }

  if (self->search == NULL && (self->search = tm_search_new (self->catalogue, &error)) == NULL)
    {
      g_warning ("Search is not available: %s", error->message);
      return;
    }

  hits = tm_search_query (self->search, text, tm_game_get_id (self->game));
  n = g_list_model_get_n_items (hits);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmSearchResult) hit = g_list_model_get_item (hits, i);

      gtk_list_box_append (self->results, tm_search_row_new (hit, self->catalogue, FALSE));
    }

  gtk_stack_set_visible_child_name (self->search_stack, n > 0 ? "results" : "empty");
  show_page (self, "search");
  tm_search_row_show_count (self->count_label, GTK_WIDGET (self->search_entry), n);
}

static void
open_result (TmRulesView    *self,
             TmSearchResult *result)
{
  g_autofree char *uri = tm_search_result_dup_uri (result);

  tm_rules_view_go (self, uri);
}

static void
search_activate_cb (TmRulesView    *self,
                    GtkSearchEntry *entry)
{
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->results, 0);

  if (first != NULL && g_str_equal (gtk_stack_get_visible_child_name (self->stack), "search"))
    open_result (self, tm_search_row_get_result (TM_SEARCH_ROW (first)));
}

static void
result_activated_cb (TmRulesView   *self,
                     GtkListBoxRow *row,
                     GtkListBox    *list)
{
  open_result (self, tm_search_row_get_result (TM_SEARCH_ROW (row)));
}

static void
search_mode_cb (TmRulesView  *self,
                GParamSpec   *pspec,
                GtkSearchBar *bar)
{
  if (!gtk_search_bar_get_search_mode (bar) &&
      g_str_equal (gtk_stack_get_visible_child_name (self->stack), "search"))
    show_page (self, "rules");
}

/**
 * tm_rules_view_start_search:
 * @self: a #TmRulesView
 * @words: (nullable): words to search for, or %NULL to keep what is typed
 *
 * Opens the search bar and puts the keyboard focus in it.
 */
void
tm_rules_view_start_search (TmRulesView *self,
                            const char  *words)
{
  g_return_if_fail (TM_IS_RULES_VIEW (self));

  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  if (words != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), words);
      search_changed_cb (self, self->search_entry);
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  tm_rules_view_start_search (TM_RULES_VIEW (widget), NULL);
}

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  tm_rules_view_go (TM_RULES_VIEW (widget), g_variant_get_string (parameter, NULL));
}

/* GObject */

/**
 * tm_rules_view_get_game:
 * @self: a #TmRulesView
 *
 * Gets the game whose rules the view shows.
 *
 * Returns: (transfer none) (nullable): the game
 */
TmGame *
tm_rules_view_get_game (TmRulesView *self)
{
  g_return_val_if_fail (TM_IS_RULES_VIEW (self), NULL);

  return self->game;
}

static void
tm_rules_view_constructed (GObject *object)
{
  TmRulesView *self = (TmRulesView *)object;

  G_OBJECT_CLASS (tm_rules_view_parent_class)->constructed (object);

  build (self);
}

static void
tm_rules_view_dispose (GObject *object)
{
  TmRulesView *self = (TmRulesView *)object;

  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
      self->scroll_tick = 0;
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_RULES_VIEW);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  g_clear_pointer (&self->anchors, g_hash_table_unref);
  g_clear_pointer (&self->section_headings, g_ptr_array_unref);
  g_clear_object (&self->search);
  g_clear_object (&self->game);
  g_clear_object (&self->catalogue);
  self->rulebook = NULL;
  self->gallery = NULL;

  G_OBJECT_CLASS (tm_rules_view_parent_class)->dispose (object);
}

static void
tm_rules_view_finalize (GObject *object)
{
  TmRulesView *self = (TmRulesView *)object;

  g_free (self->pending_uri);

  G_OBJECT_CLASS (tm_rules_view_parent_class)->finalize (object);
}

static void
tm_rules_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TmRulesView *self = TM_RULES_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CATALOGUE:
      g_value_set_object (value, self->catalogue);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_rules_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TmRulesView *self = TM_RULES_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_CATALOGUE:
      self->catalogue = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_rules_view_class_init (TmRulesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tm_rules_view_constructed;
  object_class->dispose = tm_rules_view_dispose;
  object_class->finalize = tm_rules_view_finalize;
  object_class->get_property = tm_rules_view_get_property;
  object_class->set_property = tm_rules_view_set_property;

  /**
   * TmRulesView:game:
   *
   * The game whose rules the view shows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TM_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  /**
   * TmRulesView:catalogue:
   *
   * The catalogue the game's rules and cards come from.
   */
  properties[PROP_CATALOGUE] =
    g_param_spec_object ("catalogue", NULL, NULL,
                         TM_TYPE_CATALOGUE,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-rules-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, split_view);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, toc);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, location_label);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, search_bar);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, stack);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, scroller);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, content);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, cards_bin);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, search_stack);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, count_label);
  gtk_widget_class_bind_template_child (widget_class, TmRulesView, results);
  gtk_widget_class_bind_template_callback (widget_class, toc_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, result_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_mode_cb);

  gtk_widget_class_install_action (widget_class, "rules.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "rules.go", "s", go_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "rules.search", NULL);
}

static void
tm_rules_view_init (TmRulesView *self)
{
  self->anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->section_headings = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The page scrolls, or is laid out (the first time, or anew at another
   * width). */
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (scrolled_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (scrolled_cb), self, G_CONNECT_SWAPPED);

  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
}

/**
 * tm_rules_view_new:
 * @catalogue: the catalogue
 * @game: the game whose rules to show
 *
 * Creates a view of @game's rules, rulings and cards.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_rules_view_new (TmCatalogue *catalogue,
                   TmGame      *game)
{
  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  return g_object_new (TM_TYPE_RULES_VIEW,
                       "catalogue", catalogue,
                       "game", game,
                       NULL);
}

/**
 * tm_rules_view_new_for_game:
 * @services: what the application shares with its views
 * @game: the game whose rules to show
 *
 * Creates a view of @game's rules with the catalogue of @services; the
 * factory of the game page's Rules section.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_rules_view_new_for_game (TmServices *services,
                            TmGame     *game)
{
  g_return_val_if_fail (TM_IS_SERVICES (services), NULL);

  return tm_rules_view_new (tm_services_get_catalogue (services), game);
}
