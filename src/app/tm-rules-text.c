/* tm-rules-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-rules-text.h"

/* A paragraph of rules text (Pango markup with `<a href="…">` links).
 *
 * A GtkLabel draws the text and wraps it; up to GTK 4.20 a label's links
 * are not exposed to screen readers, and the label takes the keyboard
 * focus as a whole, once per link.  So the label here gets the text
 * without links, coloured and underlined where they were, and every link
 * is a widget of its own laid over its words: it has the link role and the
 * link's words as its name, takes the focus (Tab goes from link to link),
 * and opens with Enter, Space or a click.  The paragraph draws a link's
 * focus ring around all its words, over as many lines as they take. */

typedef struct
{
  char      *uri;
  guint      start;            /* byte range in the label's text */
  guint      end;
  GtkWidget *widget;           /* TmRulesLink */
  GArray    *rects;            /* graphene_rect_t, one per line it is on */
} Link;

struct _TmRulesText
{
  GtkWidget      parent_instance;

  char          *markup;
  GtkWidget     *label;
  PangoAttrList *attrs;        /* the markup's own attributes */
  GPtrArray     *links;        /* Link */
  GdkRGBA        link_color;
  gboolean       have_link_color;
  int            pressed;      /* index of the link pressed, or -1 */
};

G_DEFINE_FINAL_TYPE (TmRulesText, tm_rules_text, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MARKUP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ACTIVATE_LINK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_link_style (TmRulesText *self);

/* One link: focusable, named, drawn by its paragraph */

#define TM_TYPE_RULES_LINK (tm_rules_link_get_type ())

G_DECLARE_FINAL_TYPE (TmRulesLink, tm_rules_link, TM, RULES_LINK, GtkWidget)

struct _TmRulesLink
{
  GtkWidget  parent_instance;

  guint      index;
};

G_DEFINE_FINAL_TYPE (TmRulesLink, tm_rules_link, GTK_TYPE_WIDGET)

enum {
  LINK_ACTIVATE,
  N_LINK_SIGNALS
};

static guint link_signals[N_LINK_SIGNALS];

static void
open_link (TmRulesText *self,
           guint        index)
{
  Link *link = g_ptr_array_index (self->links, index);
  gboolean handled = FALSE;

  g_signal_emit (self, signals[ACTIVATE_LINK], 0, link->uri, &handled);
}

static void
tm_rules_link_activate (TmRulesLink *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  if (TM_IS_RULES_TEXT (parent))
    open_link (TM_RULES_TEXT (parent), self->index);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tm_rules_link_activate (TM_RULES_LINK (widget));
}

static void
tm_rules_link_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  GTK_WIDGET_CLASS (tm_rules_link_parent_class)->css_changed (widget, change);

  if (TM_IS_RULES_TEXT (parent))
    update_link_style (TM_RULES_TEXT (parent));
}

static void
tm_rules_link_state_flags_changed (GtkWidget     *widget,
                                   GtkStateFlags  previous)
{
  GtkStateFlags now = gtk_widget_get_state_flags (widget);
  GtkStateFlags focus = GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE;

  GTK_WIDGET_CLASS (tm_rules_link_parent_class)->state_flags_changed (widget, previous);

  /* The paragraph draws the focus ring. */
  if ((now & focus) != (previous & focus) && gtk_widget_get_parent (widget) != NULL)
    gtk_widget_queue_draw (gtk_widget_get_parent (widget));
}

static void
tm_rules_link_class_init (TmRulesLinkClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->css_changed = tm_rules_link_css_changed;
  widget_class->state_flags_changed = tm_rules_link_state_flags_changed;

  link_signals[LINK_ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                G_CALLBACK (tm_rules_link_activate),
                                NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, link_signals[LINK_ACTIVATE]);

  gtk_widget_class_install_action (widget_class, "link.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "link.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "link.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "link.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "link.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "link.open", NULL);

  gtk_widget_class_set_css_name (widget_class, "link");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LINK);
}

static void
tm_rules_link_init (TmRulesLink *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* Clicks go to the paragraph, which knows every line a link is on. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_LINK, FALSE);
}

/* Reading the markup */

static void
link_free (gpointer data)
{
  Link *link = data;

  g_free (link->uri);
  g_clear_pointer (&link->rects, g_array_unref);
  g_free (link);
}

typedef struct
{
  GString   *out;
  GPtrArray *uris;
  guint      depth;
} Rewrite;

/* Links become spans with an attribute that changes nothing on screen
 * (breaks are allowed anyway), so that Pango's parser tells where each
 * link's words are in the text. */
static void
rewrite_start (GMarkupParseContext  *context,
               const char           *element_name,
               const char          **attribute_names,
               const char          **attribute_values,
               gpointer              user_data,
               GError              **error)
{
  Rewrite *rewrite = user_data;

  if (rewrite->depth++ == 0)
    return;   /* our wrapper */

  if (g_str_equal (element_name, "a"))
    {
      const char *href = "";

      for (guint i = 0; attribute_names[i] != NULL; i++)
        if (g_str_equal (attribute_names[i], "href"))
          href = attribute_values[i];
      g_ptr_array_add (rewrite->uris, g_strdup (href));
      g_string_append (rewrite->out, "<span allow_breaks=\"true\">");
      return;
    }

  g_string_append_printf (rewrite->out, "<%s", element_name);
  for (guint i = 0; attribute_names[i] != NULL; i++)
    {
      g_autofree char *value = g_markup_escape_text (attribute_values[i], -1);

      g_string_append_printf (rewrite->out, " %s=\"%s\"", attribute_names[i], value);
    }
  g_string_append_c (rewrite->out, '>');
}

static void
rewrite_end (GMarkupParseContext  *context,
             const char           *element_name,
             gpointer              user_data,
             GError              **error)
{
  Rewrite *rewrite = user_data;

  if (--rewrite->depth == 0)
    return;

  if (g_str_equal (element_name, "a"))
    g_string_append (rewrite->out, "</span>");
  else
    g_string_append_printf (rewrite->out, "</%s>", element_name);
}

static void
rewrite_text (GMarkupParseContext  *context,
              const char           *text,
              gsize                 text_len,
              gpointer              user_data,
              GError              **error)
{
  Rewrite *rewrite = user_data;
  g_autofree char *escaped = g_markup_escape_text (text, text_len);

  g_string_append (rewrite->out, escaped);
}

static const GMarkupParser rewrite_parser = {
  rewrite_start, rewrite_end, rewrite_text, NULL, NULL,
};

static int
compare_starts (gconstpointer a,
                gconstpointer b)
{
  const PangoAttribute *x = a, *y = b;

  return (x->start_index > y->start_index) - (x->start_index < y->start_index);
}

static gboolean
parse (TmRulesText  *self,
       const char   *markup,
       char        **text,
       GError      **error)
{
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GPtrArray) uris = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *wrapped = g_strdup_printf ("<markup>%s</markup>", markup);
  Rewrite rewrite = { out, uris, 0 };
  PangoAttrList *attrs = NULL;
  GSList *list, *spans = NULL;
  guint i = 0;

  context = g_markup_parse_context_new (&rewrite_parser, 0, &rewrite, NULL);
  if (!g_markup_parse_context_parse (context, wrapped, -1, error) ||
      !g_markup_parse_context_end_parse (context, error))
    return FALSE;

  if (!pango_parse_markup (out->str, -1, 0, &attrs, text, NULL, error))
    return FALSE;

  list = pango_attr_list_get_attributes (attrs);
  for (GSList *l = list; l != NULL; l = l->next)
    {
      PangoAttribute *attr = l->data;

      if (attr->klass->type == PANGO_ATTR_ALLOW_BREAKS)
        spans = g_slist_prepend (spans, attr);
    }
  spans = g_slist_sort (spans, compare_starts);

  for (GSList *l = spans; l != NULL && i < uris->len; l = l->next, i++)
    {
      PangoAttribute *attr = l->data;
      Link *link = g_new0 (Link, 1);

      link->uri = g_strdup (g_ptr_array_index (uris, i));
      link->start = attr->start_index;
      link->end = attr->end_index;
      link->rects = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
      g_ptr_array_add (self->links, link);
    }

  g_slist_free (spans);
  g_slist_free_full (list, (GDestroyNotify) pango_attribute_destroy);
  self->attrs = attrs;

  if (self->links->len != uris->len)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "%u links in the text but %u found in its layout",
                   uris->len, self->links->len);
      return FALSE;
    }

  return TRUE;
}

/* Links are coloured like links and underlined, in the colour the
 * theme gives a link (the CSS colour of the link widgets). */
static void
update_link_style (TmRulesText *self)
{
  g_autoptr(PangoAttrList) attrs = NULL;
  GdkRGBA color;

  if (self->links->len == 0)
    return;

  gtk_widget_get_color (((Link *) g_ptr_array_index (self->links, 0))->widget, &color);
  if (self->have_link_color && gdk_rgba_equal (&color, &self->link_color))
    return;
  self->link_color = color;
  self->have_link_color = TRUE;

  attrs = self->attrs ? pango_attr_list_copy (self->attrs) : pango_attr_list_new ();
  for (guint i = 0; i < self->links->len; i++)
    {
      Link *link = g_ptr_array_index (self->links, i);
      PangoAttribute *attr;

      /* Colours mixed in other spaces may fall a little out of sRGB. */
      attr = pango_attr_foreground_new (CLAMP (color.red, 0.f, 1.f) * 65535,
                                        CLAMP (color.green, 0.f, 1.f) * 65535,
                                        CLAMP (color.blue, 0.f, 1.f) * 65535);
      attr->start_index = link->start;
      attr->end_index = link->end;
      pango_attr_list_insert (attrs, attr);

      attr = pango_attr_foreground_alpha_new (CLAMP (color.alpha, 0.f, 1.f) * 65535);
      attr->start_index = link->start;
      attr->end_index = link->end;
      pango_attr_list_insert (attrs, attr);

      attr = pango_attr_underline_new (PANGO_UNDERLINE_SINGLE);
      attr->start_index = link->start;
      attr->end_index = link->end;
      pango_attr_list_insert (attrs, attr);
    }

  gtk_label_set_attributes (GTK_LABEL (self->label), attrs);
}

static void
set_markup (TmRulesText *self,
            const char  *markup)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert (self->markup == NULL);
  self->markup = g_strdup (markup ? markup : "");
  markup = self->markup;

  if (!parse (self, markup, &text, &error))
    {
      g_warning ("Rules text could not be read, it is shown as it is: %s", error->message);
      g_ptr_array_set_size (self->links, 0);
      g_clear_pointer (&self->attrs, pango_attr_list_unref);
      gtk_label_set_text (GTK_LABEL (self->label), markup);
      return;
    }

  gtk_label_set_text (GTK_LABEL (self->label), text);
  gtk_label_set_attributes (GTK_LABEL (self->label), self->attrs);

  for (guint i = 0; i < self->links->len; i++)
    {
      Link *link = g_ptr_array_index (self->links, i);
      g_autofree char *words = g_strndup (text + link->start, link->end - link->start);
      TmRulesLink *widget = g_object_new (TM_TYPE_RULES_LINK, NULL);

      widget->index = i;
      link->widget = GTK_WIDGET (widget);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                      -1);
      gtk_widget_set_parent (link->widget, GTK_WIDGET (self));
    }
}

/* Layout: the label's, with each link over the first line of its words */

static GtkSizeRequestMode
tm_rules_text_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tm_rules_text_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TmRulesText *self = TM_RULES_TEXT (widget);

  gtk_widget_measure (self->label, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
measure_links (TmRulesText *self)
{
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (self->label));
  PangoLayoutIter *iter;
  int ox, oy;

  for (guint i = 0; i < self->links->len; i++)
    g_array_set_size (((Link *) g_ptr_array_index (self->links, i))->rects, 0);

  gtk_label_get_layout_offsets (GTK_LABEL (self->label), &ox, &oy);
  iter = pango_layout_get_iter (layout);
  do
    {
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      guint line_start = line->start_index;
      guint line_end = line_start + line->length;
      int top, bottom;

      pango_layout_iter_get_line_yrange (iter, &top, &bottom);

      for (guint i = 0; i < self->links->len; i++)
        {
          Link *link = g_ptr_array_index (self->links, i);
          int *ranges = NULL;
          int n_ranges = 0;

          if (link->end <= line_start || link->start >= line_end)
            continue;

          pango_layout_line_get_x_ranges (line, MAX (link->start, line_start),
                                          MIN (link->end, line_end), &ranges, &n_ranges);
          for (int r = 0; r < n_ranges; r++)
            {
              graphene_rect_t rect;

              graphene_rect_init (&rect,
                                  ox + (float) ranges[2 * r] / PANGO_SCALE,
                                  oy + (float) top / PANGO_SCALE,
                                  (float) (ranges[2 * r + 1] - ranges[2 * r]) / PANGO_SCALE,
                                  (float) (bottom - top) / PANGO_SCALE);
              if (rect.size.width > 0)
                g_array_append_val (link->rects, rect);
            }
          g_free (ranges);
        }
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

static void
tm_rules_text_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TmRulesText *self = TM_RULES_TEXT (widget);

  gtk_widget_allocate (self->label, width, height, baseline, NULL);
  if (self->links->len == 0)
    return;

  measure_links (self);
  for (guint i = 0; i < self->links->len; i++)
    {
      Link *link = g_ptr_array_index (self->links, i);
      graphene_rect_t first = GRAPHENE_RECT_INIT (0, 0, 0, 0);

      if (link->rects->len > 0)
        graphene_rect_round_extents (&g_array_index (link->rects, graphene_rect_t, 0), &first);

      gtk_widget_allocate (link->widget, first.size.width, first.size.height, -1,
                           gsk_transform_translate (NULL, &first.origin));
    }
}

static void
tm_rules_text_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TmRulesText *self = TM_RULES_TEXT (widget);

  gtk_widget_snapshot_child (widget, self->label, snapshot);

  for (guint i = 0; i < self->links->len; i++)
    {
      Link *link = g_ptr_array_index (self->links, i);
      GdkRGBA ring;

      if (!gtk_widget_has_visible_focus (link->widget))
        continue;

      gtk_widget_get_color (link->widget, &ring);
      ring.alpha *= 0.5f;
      for (guint r = 0; r < link->rects->len; r++)
        {
          graphene_rect_t rect = g_array_index (link->rects, graphene_rect_t, r);
          GskRoundedRect outline;

          graphene_rect_inset (&rect, -2, -1);
          gsk_rounded_rect_init_from_rect (&outline, &rect, 4);
          gtk_snapshot_append_border (snapshot, &outline,
                                      (float[4]) { 2, 2, 2, 2 },
                                      (GdkRGBA[4]) { ring, ring, ring, ring });
        }
    }
}

/* Pointer */

static int
link_at (TmRulesText *self,
         double       x,
         double       y)
{
  graphene_point_t point = GRAPHENE_POINT_INIT (x, y);

  for (guint i = 0; i < self->links->len; i++)
    {
      Link *link = g_ptr_array_index (self->links, i);

      for (guint r = 0; r < link->rects->len; r++)
        if (graphene_rect_contains_point (&g_array_index (link->rects, graphene_rect_t, r),
                                          &point))
          return (int) i;
    }

  return -1;
}

static void
pressed_cb (TmRulesText     *self,
            int              n_press,
            double           x,
            double           y,
            GtkGestureClick *gesture)
{
  self->pressed = n_press == 1 ? link_at (self, x, y) : -1;
  if (self->pressed >= 0)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
released_cb (TmRulesText     *self,
             int              n_press,
             double           x,
             double           y,
             GtkGestureClick *gesture)
{
  int index = self->pressed;

  self->pressed = -1;
  if (index >= 0 && link_at (self, x, y) == index)
    open_link (self, index);
}

static void
motion_cb (TmRulesText              *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *motion)
{
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), link_at (self, x, y) >= 0 ? "pointer" : NULL);
}

/* GObject */

static void
tm_rules_text_dispose (GObject *object)
{
  TmRulesText *self = (TmRulesText *)object;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->label = NULL;
  if (self->links != NULL)
    g_ptr_array_set_size (self->links, 0);

  G_OBJECT_CLASS (tm_rules_text_parent_class)->dispose (object);
}

static void
tm_rules_text_finalize (GObject *object)
{
  TmRulesText *self = (TmRulesText *)object;

  g_clear_pointer (&self->links, g_ptr_array_unref);
  g_clear_pointer (&self->attrs, pango_attr_list_unref);
  g_free (self->markup);

  G_OBJECT_CLASS (tm_rules_text_parent_class)->finalize (object);
}

static void
tm_rules_text_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TmRulesText *self = TM_RULES_TEXT (object);

  switch (prop_id)
    {
    case PROP_MARKUP:
      g_value_set_string (value, self->markup);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_rules_text_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TmRulesText *self = TM_RULES_TEXT (object);

  switch (prop_id)
    {
    case PROP_MARKUP:
      set_markup (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_rules_text_class_init (TmRulesTextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_rules_text_dispose;
  object_class->finalize = tm_rules_text_finalize;
  object_class->get_property = tm_rules_text_get_property;
  object_class->set_property = tm_rules_text_set_property;

  /**
   * TmRulesText:markup:
   *
   * The text, in Pango markup whose `<a href="…">` elements are links.
   */
  properties[PROP_MARKUP] =
    g_param_spec_string ("markup", NULL, NULL,
                         "",
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->get_request_mode = tm_rules_text_get_request_mode;
  widget_class->measure = tm_rules_text_measure;
  widget_class->size_allocate = tm_rules_text_size_allocate;
  widget_class->snapshot = tm_rules_text_snapshot;

  /**
   * TmRulesText::activate-link:
   * @self: the paragraph
   * @uri: the link's address
   *
   * Emitted when a link is opened, by a click or from the keyboard.
   *
   * Returns: %TRUE if the link was handled
   */
  signals[ACTIVATE_LINK] =
    g_signal_new ("activate-link",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  g_signal_accumulator_true_handled, NULL,
                  NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "rulestext");
}

static void
tm_rules_text_init (TmRulesText *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->links = g_ptr_array_new_with_free_func (link_free);
  self->pressed = -1;

  self->label = g_object_new (GTK_TYPE_LABEL,
                              "xalign", 0.0f,
                              "wrap", TRUE,
                              "wrap-mode", PANGO_WRAP_WORD_CHAR,
                              NULL);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (pressed_cb), self);
  g_signal_connect_swapped (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
}

/**
 * tm_rules_text_new:
 * @markup: Pango markup, whose `<a href="…">` elements are links
 *
 * Creates a paragraph showing @markup, wrapped to its width, with its
 * links as focusable link widgets.
 *
 * Returns: (transfer floating): the paragraph
 */
GtkWidget *
tm_rules_text_new (const char *markup)
{
  g_return_val_if_fail (markup != NULL, NULL);

  return g_object_new (TM_TYPE_RULES_TEXT, "markup", markup, NULL);
}

/**
 * tm_rules_text_get_text:
 * @self: a #TmRulesText
 *
 * Gets the paragraph's text, without its markup.
 *
 * Returns: the text
 */
const char *
tm_rules_text_get_text (TmRulesText *self)
{
  g_return_val_if_fail (TM_IS_RULES_TEXT (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->label));
}

/**
 * tm_rules_text_get_n_links:
 * @self: a #TmRulesText
 *
 * Gets how many links the paragraph has.
 *
 * Returns: the number of links
 */
guint
tm_rules_text_get_n_links (TmRulesText *self)
{
  g_return_val_if_fail (TM_IS_RULES_TEXT (self), 0);

  return self->links->len;
}

/**
 * tm_rules_text_get_link:
 * @self: a #TmRulesText
 * @index: a link's index, in the order of the text
 *
 * Gets the widget of one link: it has the link role, its words as its
 * accessible name, and opens the link when activated.
 *
 * Returns: (transfer none): the link's widget
 */
GtkWidget *
tm_rules_text_get_link (TmRulesText *self,
                        guint        index)
{
  g_return_val_if_fail (TM_IS_RULES_TEXT (self), NULL);
  g_return_val_if_fail (index < self->links->len, NULL);

  return ((Link *) g_ptr_array_index (self->links, index))->widget;
}

/**
 * tm_rules_text_get_link_uri:
 * @self: a #TmRulesText
 * @index: a link's index, in the order of the text
 *
 * Gets where one link leads.
 *
 * Returns: the link's address
 */
const char *
tm_rules_text_get_link_uri (TmRulesText *self,
                            guint        index)
{
  g_return_val_if_fail (TM_IS_RULES_TEXT (self), NULL);
  g_return_val_if_fail (index < self->links->len, NULL);

  return ((Link *) g_ptr_array_index (self->links, index))->uri;
}
