/* tm-captured-board-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-captured-board-view.h"

/* Captured's board: a ring of cards laid clockwise around a rectangle
 * from the Start card at the top left (space 0), each card showing what
 * it is worth and the initials of the players whose identity cards sit on
 * it, with the decks' counts in the middle.  A card is a few words (its
 * worth, not its name, so the ring fits 360 pixels); its name and who is
 * on it are its accessible label, and the arrow keys walk the ring.  The
 * view knows nothing of the rules: virtual play and the table assistant's
 * mirror of a real board both give it their facts. */

#define MAX_SPACES 32
#define GAP        4
#define MIN_CARD   36
#define NAT_CARD   64

struct _TmCapturedBoardView
{
  GtkWidget  parent_instance;

  guint      n_spaces;
  GtkWidget *spaces[MAX_SPACES];
  GtkLabel  *faces[MAX_SPACES];
  GtkLabel  *markers[MAX_SPACES];
  char      *names[MAX_SPACES];
  char      *who[MAX_SPACES];
  GtkLabel  *centre;
  int        landed;
};

G_DEFINE_FINAL_TYPE (TmCapturedBoardView, tm_captured_board_view, GTK_TYPE_WIDGET)

static const char * const kind_classes[] = {
  "tm-captured-cleared", "tm-captured-card", "tm-captured-traitor", "tm-captured-gain",
  "tm-captured-loss", "tm-captured-turns",
};

/* The ring's shape: cards along the top and bottom, the rest down the
 * sides. */
static void
shape (guint  n,
       guint *across,
       guint *right,
       guint *left)
{
  *across = MAX (2, (n + 3) / 4 + 1);
  if (2 * *across > n)
    *across = MAX (1, n / 2);
  *right = (n - MIN (n, 2 * *across)) / 2;
  *left = n - MIN (n, 2 * *across) - *right;
}

static guint
n_rows (guint n)
{
  guint across, right, left;

  shape (n, &across, &right, &left);
  return MAX (right, left) + (n > across ? 2 : 1);
}

/* Where space @i lies, in columns and rows. */
static void
place (guint  n,
       guint  i,
       guint *column,
       guint *row)
{
  guint across, right, left, side;

  shape (n, &across, &right, &left);
  side = MAX (right, left);
  if (i < across)
    {
      *column = i;
      *row = 0;
    }
  else if (i < across + right)
    {
      *column = across - 1;
      *row = 1 + (i - across);
    }
  else if (i < 2 * across + right)
    {
      *column = across - 1 - (i - across - right);
      *row = side + 1;
    }
  else
    {
      *column = 0;
      *row = side - (i - 2 * across - right);
    }
}

static guint
card_width (TmCapturedBoardView *self,
            int                  width)
{
  guint across, right, left;
  int w;

  shape (MAX (self->n_spaces, 1), &across, &right, &left);
  w = (width - (int) (across - 1) * GAP) / (int) across;
  return CLAMP (w, MIN_CARD, NAT_CARD);
}

static void
tm_captured_board_view_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  TmCapturedBoardView *self = TM_CAPTURED_BOARD_VIEW (widget);
  guint across, right, left;

  shape (MAX (self->n_spaces, 1), &across, &right, &left);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = across * MIN_CARD + (across - 1) * GAP;
      *natural = across * NAT_CARD + (across - 1) * GAP;
    }
  else
    {
      guint w = card_width (self, for_size < 0 ? (int) (across * NAT_CARD) : for_size);
      guint rows = n_rows (MAX (self->n_spaces, 1));
      int centre_min = 0, centre_nat = 0;

      gtk_widget_measure (GTK_WIDGET (self->centre), GTK_ORIENTATION_VERTICAL, -1,
                          &centre_min, &centre_nat, NULL, NULL);
      *minimum = *natural = MAX (rows * (w * 4 / 3) + (rows - 1) * GAP, centre_nat + 2 * w);
    }
}

static void
tm_captured_board_view_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  TmCapturedBoardView *self = TM_CAPTURED_BOARD_VIEW (widget);
  guint across, right, left;
  guint w = card_width (self, width);
  guint rows = n_rows (MAX (self->n_spaces, 1));
  guint h = MIN (w * 4 / 3, (height - (rows - 1) * GAP) / MAX (rows, 1));
  int x0;

  shape (MAX (self->n_spaces, 1), &across, &right, &left);
  x0 = MAX (0, (width - (int) (across * w + (across - 1) * GAP)) / 2);
  for (guint i = 0; i < self->n_spaces; i++)
    {
      guint column, row;

      place (self->n_spaces, i, &column, &row);
      gtk_widget_size_allocate (self->spaces[i],
                                &(GtkAllocation) { x0 + column * (w + GAP), row * (h + GAP),
                                                   w, h }, -1);
    }
  gtk_widget_size_allocate (GTK_WIDGET (self->centre),
                            &(GtkAllocation) { x0 + w + GAP, h + GAP,
                                               MAX (0, (int) ((across - 2) * (w + GAP)) - GAP),
                                               MAX (0, (int) ((rows - 2) * (h + GAP)) - GAP) },
                            -1);
}

static void
update_label (TmCapturedBoardView *self,
              guint                i)
{
  g_autofree char *label = NULL;
  const char *name = self->names[i] != NULL ? self->names[i] : _("no card");

  if (i == 0 && self->who[i] != NULL)
    /* Translators: a space of the ring: its number, the card on it, who is there */
    label = g_strdup_printf (_("Space %u, the Start card: %s. Here: %s"), i, name, self->who[i]);
  else if (i == 0)
    label = g_strdup_printf (_("Space %u, the Start card: %s"), i, name);
  else if (self->who[i] != NULL)
    label = g_strdup_printf (_("Space %u: %s. Here: %s"), i, name, self->who[i]);
  else
    label = g_strdup_printf (_("Space %u: %s"), i, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spaces[i]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TmCapturedBoardView   *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  int step;

  switch (keyval)
    {
    case GDK_KEY_Right: case GDK_KEY_KP_Right: case GDK_KEY_Down: case GDK_KEY_KP_Down:
      step = 1;
      break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Up: case GDK_KEY_KP_Up:
      step = -1;
      break;
    default:
      return FALSE;
    }
  for (guint i = 0; i < self->n_spaces; i++)
    if (self->spaces[i] == focus)
      {
        guint next = (i + self->n_spaces + step) % self->n_spaces;

        return gtk_widget_grab_focus (self->spaces[next]);
      }
  return FALSE;
}

/* The ring's look (tm-captured-board-view.css), once per display. */
static void
add_style (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  g_autoptr(GtkCssProvider) provider = NULL;

  if (display == NULL || g_object_get_data (G_OBJECT (display), "tm-captured-style") != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider,
                                       RESOURCE_PATH "/games/captured/tm-captured-board-view.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data_full (G_OBJECT (display), "tm-captured-style", g_object_ref (provider),
                          g_object_unref);
}

static void
tm_captured_board_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tm_captured_board_view_parent_class)->root (widget);
  add_style (widget);
}

static void
tm_captured_board_view_dispose (GObject *object)
{
  TmCapturedBoardView *self = TM_CAPTURED_BOARD_VIEW (object);

  for (guint i = 0; i < MAX_SPACES; i++)
    {
      g_clear_pointer (&self->spaces[i], gtk_widget_unparent);
      g_clear_pointer (&self->names[i], g_free);
      g_clear_pointer (&self->who[i], g_free);
    }
  if (self->centre != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->centre));
      self->centre = NULL;
    }

  G_OBJECT_CLASS (tm_captured_board_view_parent_class)->dispose (object);
}

static void
tm_captured_board_view_class_init (TmCapturedBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_captured_board_view_dispose;
  widget_class->measure = tm_captured_board_view_measure;
  widget_class->size_allocate = tm_captured_board_view_size_allocate;
  widget_class->root = tm_captured_board_view_root;
  gtk_widget_class_set_css_name (widget_class, "tm-captured-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_captured_board_view_init (TmCapturedBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->landed = -1;
  self->centre = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->centre, TRUE);
  gtk_label_set_justify (self->centre, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->centre), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->centre), "caption");
  gtk_widget_set_parent (GTK_WIDGET (self->centre), GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The ring of cards"), -1);

  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/**
 * tm_captured_board_view_new:
 *
 * Creates an empty ring; give it its spaces with
 * tm_captured_board_view_set_n_spaces().
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_captured_board_view_new (void)
{
  return g_object_new (TM_TYPE_CAPTURED_BOARD_VIEW, NULL);
}

/**
 * tm_captured_board_view_set_n_spaces:
 * @self: a #TmCapturedBoardView
 * @n_spaces: the cards laid out in the ring, at most 32
 *
 * Lays out a ring of @n_spaces spaces, every one cleared.
 */
void
tm_captured_board_view_set_n_spaces (TmCapturedBoardView *self,
                                     guint                n_spaces)
{
  g_return_if_fail (TM_IS_CAPTURED_BOARD_VIEW (self));
  g_return_if_fail (n_spaces <= MAX_SPACES);

  if (n_spaces == self->n_spaces)
    return;
  for (guint i = n_spaces; i < self->n_spaces; i++)
    {
      g_clear_pointer (&self->spaces[i], gtk_widget_unparent);
      g_clear_pointer (&self->names[i], g_free);
      g_clear_pointer (&self->who[i], g_free);
    }
  for (guint i = self->n_spaces; i < n_spaces; i++)
    {
      GtkWidget *box = g_object_new (GTK_TYPE_BOX,
                                     "orientation", GTK_ORIENTATION_VERTICAL,
                                     "focusable", TRUE,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM,
                                     "css-classes", (const char *[]) { "tm-captured-space",
                                                                       NULL },
                                     NULL);

      self->faces[i] = g_object_new (GTK_TYPE_LABEL,
                                     "vexpand", TRUE,
                                     "ellipsize", PANGO_ELLIPSIZE_END,
                                     "css-classes", (const char *[]) { "tm-captured-face",
                                                                       "numeric", NULL },
                                     NULL);
      self->markers[i] = g_object_new (GTK_TYPE_LABEL,
                                       "ellipsize", PANGO_ELLIPSIZE_END,
                                       "css-classes", (const char *[]) { "tm-captured-markers",
                                                                         "caption-heading",
                                                                         NULL },
                                       NULL);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->faces[i]));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->markers[i]));
      if (i == 0)
        gtk_widget_add_css_class (box, "tm-captured-start");
      gtk_widget_add_css_class (box, kind_classes[TM_CAPTURED_SPACE_CLEARED]);
      gtk_widget_insert_before (box, GTK_WIDGET (self), GTK_WIDGET (self->centre));
      self->spaces[i] = box;
      update_label (self, i);
    }
  self->n_spaces = n_spaces;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * tm_captured_board_view_get_n_spaces:
 * @self: a #TmCapturedBoardView
 *
 * Gets how many spaces the ring has.
 *
 * Returns: the spaces
 */
guint
tm_captured_board_view_get_n_spaces (TmCapturedBoardView *self)
{
  g_return_val_if_fail (TM_IS_CAPTURED_BOARD_VIEW (self), 0);

  return self->n_spaces;
}

/**
 * tm_captured_board_view_set_space:
 * @self: a #TmCapturedBoardView
 * @space: a space, 0 being the Start card
 * @kind: what lies there
 * @face: (nullable): a few characters for the card's face, such as `+5`
 * @name: (nullable): the card's name, for screen readers
 *
 * Shows what lies on @space.
 */
void
tm_captured_board_view_set_space (TmCapturedBoardView *self,
                                  guint                space,
                                  TmCapturedSpaceKind  kind,
                                  const char          *face,
                                  const char          *name)
{
  g_return_if_fail (TM_IS_CAPTURED_BOARD_VIEW (self));
  g_return_if_fail (space < self->n_spaces);
  g_return_if_fail (kind < G_N_ELEMENTS (kind_classes));

  for (guint k = 0; k < G_N_ELEMENTS (kind_classes); k++)
    if (k != kind)
      gtk_widget_remove_css_class (self->spaces[space], kind_classes[k]);
  gtk_widget_add_css_class (self->spaces[space], kind_classes[kind]);
  gtk_label_set_label (self->faces[space], face != NULL ? face : "");
  g_free (self->names[space]);
  self->names[space] = g_strdup (name);
  update_label (self, space);
}

/**
 * tm_captured_board_view_set_markers:
 * @self: a #TmCapturedBoardView
 * @space: a space
 * @markers: (nullable): the initials of the players on it, to show
 * @who: (nullable): their names, for screen readers
 *
 * Shows whose identity cards sit on @space.
 */
void
tm_captured_board_view_set_markers (TmCapturedBoardView *self,
                                    guint                space,
                                    const char          *markers,
                                    const char          *who)
{
  g_return_if_fail (TM_IS_CAPTURED_BOARD_VIEW (self));
  g_return_if_fail (space < self->n_spaces);

  gtk_label_set_label (self->markers[space], markers != NULL ? markers : "");
  g_free (self->who[space]);
  self->who[space] = g_strdup (who);
  update_label (self, space);
}

/**
 * tm_captured_board_view_set_landed:
 * @self: a #TmCapturedBoardView
 * @space: the space the last move landed on, or -1
 *
 * Marks where the last move landed.
 */
void
tm_captured_board_view_set_landed (TmCapturedBoardView *self,
                                   int                  space)
{
  g_return_if_fail (TM_IS_CAPTURED_BOARD_VIEW (self));

  if (self->landed >= 0 && self->landed < (int) self->n_spaces)
    gtk_widget_remove_css_class (self->spaces[self->landed], "tm-captured-landed");
  self->landed = space;
  if (space >= 0 && space < (int) self->n_spaces)
    gtk_widget_add_css_class (self->spaces[space], "tm-captured-landed");
}

/**
 * tm_captured_board_view_set_centre:
 * @self: a #TmCapturedBoardView
 * @text: (nullable): what lies in the middle of the ring
 *
 * Shows the decks in the middle of the ring.
 */
void
tm_captured_board_view_set_centre (TmCapturedBoardView *self,
                                   const char          *text)
{
  g_return_if_fail (TM_IS_CAPTURED_BOARD_VIEW (self));

  gtk_label_set_label (self->centre, text != NULL ? text : "");
}
