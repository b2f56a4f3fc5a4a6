/* tm-card-widget.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tm-card-widget.h"

/* One card, drawn with GtkSnapshot and GskPath, so it is crisp at any
 * size and scale, from the card's data alone: its layout (which the deck
 * gives its kind, TmCard:layout) arranges it, its symbol names a drawing
 * of the small library below, its colour a colour of the palette, and
 * its name and number are written on it.  Nothing here knows a game.  A
 * card is never told apart by colour alone: a banner card names its
 * symbol, every card shows its name, and a number is written large.
 * Face-down cards show only the back.
 *
 * The card is focusable and activatable (click, Enter or Space) and
 * describes itself to screen readers.  “playable” raises it off the table
 * with a shadow under it, and “dimmed” (a card the person may not play
 * while choosing among others) fades it, so that playability is told by
 * the card's place and brightness, not by a ring that could pass for the
 * keyboard focus (a dashed ring in the accent colour, the CSS `color` of
 * the `tmcard` node, which style.css sets to `@accent_color`).  Screen
 * readers get a dimmed card's state as unavailable.  “hinted” adds a wide
 * ring.  A refused card shakes (tm_card_widget_shake()).
 */

#define CARD_WIDTH   80
#define CARD_HEIGHT  112
#define MIN_WIDTH    52
#define LIFT         6
#define DIM_OPACITY  0.45f

struct _TmCardWidget
{
  GtkWidget    parent_instance;

  TmCard      *card;
  gulong       name_changed_id;
  gboolean     face_up;
  gboolean     playable;
  gboolean     hinted;
  gboolean     dimmed;
  double       entrance;
  double       shake;
  AdwAnimation *animation;
  AdwAnimation *shake_animation;
};

G_DEFINE_FINAL_TYPE (TmCardWidget, tm_card_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_FACE_UP,
  PROP_PLAYABLE,
  PROP_HINTED,
  PROP_DIMMED,
  PROP_ENTRANCE,
  N_PROPS
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The palette: a card's colour by name, dark enough to read on the card's
 * paper (the symbol and the name tell cards apart as well).  A
 * many-coloured card shows the first six as stripes. */
typedef struct
{
  const char *name;
  GdkRGBA     rgba;
} Colour;

static const Colour palette[] = {
  { "red",     { 0.75f, 0.11f, 0.16f, 1.f } },
  { "blue",    { 0.11f, 0.44f, 0.85f, 1.f } },
  { "green",   { 0.15f, 0.55f, 0.30f, 1.f } },
  { "orange",  { 0.90f, 0.38f, 0.00f, 1.f } },
  { "yellow",  { 0.90f, 0.65f, 0.04f, 1.f } },
  { "purple",  { 0.51f, 0.24f, 0.61f, 1.f } },
  { "crimson", { 0.55f, 0.09f, 0.09f, 1.f } },
};
#define N_STRIPES 6
#define MANY_COLOURS "rainbow"

static const GdkRGBA paper = { 0.99f, 0.98f, 0.95f, 1.f };
static const GdkRGBA ink = { 0.14f, 0.12f, 0.12f, 1.f };
static const GdkRGBA edge = { 0.f, 0.f, 0.f, 0.45f };
static const GdkRGBA back_colour = { 0.16f, 0.27f, 0.45f, 1.f };
static const GdkRGBA back_line = { 1.f, 1.f, 1.f, 0.18f };
static const GdkRGBA hint_ring = { 0.90f, 0.65f, 0.04f, 1.f };
static const GdkRGBA lift_shadow = { 0.f, 0.f, 0.f, 0.5f };

static const GdkRGBA *
lookup_colour (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (palette); i++)
    if (g_str_equal (name, palette[i].name))
      return &palette[i].rgba;
  return NULL;
}

/* The symbol library.  Each drawing is a path in a 100 × 100 box, filled
 * with the card's colour (or paper) and outlined in ink; details are
 * filled in paper over it, marks in ink. */

static void
house_path (GskPathBuilder *b)
{
  gsk_path_builder_move_to (b, 50, 8);
  gsk_path_builder_line_to (b, 92, 46);
  gsk_path_builder_line_to (b, 80, 46);
  gsk_path_builder_line_to (b, 80, 92);
  gsk_path_builder_line_to (b, 58, 92);
  gsk_path_builder_line_to (b, 58, 66);
  gsk_path_builder_line_to (b, 42, 66);
  gsk_path_builder_line_to (b, 42, 92);
  gsk_path_builder_line_to (b, 20, 92);
  gsk_path_builder_line_to (b, 20, 46);
  gsk_path_builder_line_to (b, 8, 46);
  gsk_path_builder_close (b);
}

static void
house_detail (GskPathBuilder *b)
{
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (28, 50, 10, 10));
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (62, 50, 10, 10));
}

static void
car_path (GskPathBuilder *b)
{
  gsk_path_builder_move_to (b, 6, 68);
  gsk_path_builder_line_to (b, 6, 52);
  gsk_path_builder_line_to (b, 24, 48);
  gsk_path_builder_line_to (b, 36, 30);
  gsk_path_builder_line_to (b, 70, 30);
  gsk_path_builder_line_to (b, 82, 48);
  gsk_path_builder_line_to (b, 94, 52);
  gsk_path_builder_line_to (b, 94, 68);
  gsk_path_builder_close (b);
  gsk_path_builder_add_circle (b, &GRAPHENE_POINT_INIT (28, 72), 11);
  gsk_path_builder_add_circle (b, &GRAPHENE_POINT_INIT (72, 72), 11);
}

static void
car_detail (GskPathBuilder *b)
{
  gsk_path_builder_move_to (b, 38, 35);
  gsk_path_builder_line_to (b, 48, 35);
  gsk_path_builder_line_to (b, 48, 47);
  gsk_path_builder_line_to (b, 30, 47);
  gsk_path_builder_close (b);
  gsk_path_builder_move_to (b, 54, 35);
  gsk_path_builder_line_to (b, 66, 35);
  gsk_path_builder_line_to (b, 74, 47);
  gsk_path_builder_line_to (b, 54, 47);
  gsk_path_builder_close (b);
}

static void
tree_path (GskPathBuilder *b)
{
  gsk_path_builder_move_to (b, 50, 4);
  gsk_path_builder_line_to (b, 76, 38);
  gsk_path_builder_line_to (b, 66, 38);
  gsk_path_builder_line_to (b, 88, 68);
  gsk_path_builder_line_to (b, 56, 68);
  gsk_path_builder_line_to (b, 56, 94);
  gsk_path_builder_line_to (b, 44, 94);
  gsk_path_builder_line_to (b, 44, 68);
  gsk_path_builder_line_to (b, 12, 68);
  gsk_path_builder_line_to (b, 34, 38);
  gsk_path_builder_line_to (b, 24, 38);
  gsk_path_builder_close (b);
}

static void
fence_path (GskPathBuilder *b)
{
  for (int i = 0; i < 4; i++)
    {
      float x = 8 + i * 24;

      gsk_path_builder_move_to (b, x, 30);
      gsk_path_builder_line_to (b, x + 8, 14);
      gsk_path_builder_line_to (b, x + 16, 30);
      gsk_path_builder_line_to (b, x + 16, 92);
      gsk_path_builder_line_to (b, x, 92);
      gsk_path_builder_close (b);
    }
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (4, 40, 92, 10));
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (4, 70, 92, 10));
}

static void
shed_path (GskPathBuilder *b)
{
  gsk_path_builder_move_to (b, 4, 40);
  gsk_path_builder_line_to (b, 96, 18);
  gsk_path_builder_line_to (b, 96, 32);
  gsk_path_builder_line_to (b, 88, 34);
  gsk_path_builder_line_to (b, 88, 92);
  gsk_path_builder_line_to (b, 12, 92);
  gsk_path_builder_line_to (b, 12, 42);
  gsk_path_builder_close (b);
}

static void
shed_detail (GskPathBuilder *b)
{
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (30, 52, 40, 40));
}

static void
barrel_path (GskPathBuilder *b)
{
  gsk_path_builder_move_to (b, 26, 8);
  gsk_path_builder_line_to (b, 74, 8);
  gsk_path_builder_cubic_to (b, 92, 30, 92, 70, 74, 92);
  gsk_path_builder_line_to (b, 26, 92);
  gsk_path_builder_cubic_to (b, 8, 70, 8, 30, 26, 8);
  gsk_path_builder_close (b);
}

static void
barrel_detail (GskPathBuilder *b)
{
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (14, 28, 72, 5));
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (14, 67, 72, 5));
}

/* An eight-pointed star. */
static void
star_path (GskPathBuilder *b)
{
  const int points = 8;

  for (int i = 0; i < points * 2; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / points;
      float r = i % 2 == 0 ? 46 : 26;
      float x = 50 + r * cos (angle), y = 50 + r * sin (angle);

      if (i == 0)
        gsk_path_builder_move_to (b, x, y);
      else
        gsk_path_builder_line_to (b, x, y);
    }
  gsk_path_builder_close (b);
}

/* A cage: a frame and bars. */
static void
cage_path (GskPathBuilder *b)
{
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (10, 10, 80, 8));
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (10, 82, 80, 8));
  for (int i = 0; i < 5; i++)
    gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (12 + i * 17, 18, 8, 64));
}

/* Two stacked cards with an arrow. */
static void
cards_path (GskPathBuilder *b)
{
  GskRoundedRect r;

  gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT (34, 22, 44, 62), 6);
  gsk_path_builder_add_rounded_rect (b, &r);
  gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT (22, 12, 44, 62), 6);
  gsk_path_builder_add_rounded_rect (b, &r);
  gsk_path_builder_move_to (b, 40, 88);
  gsk_path_builder_line_to (b, 60, 88);
  gsk_path_builder_line_to (b, 60, 80);
  gsk_path_builder_line_to (b, 76, 94);
  gsk_path_builder_line_to (b, 60, 100);
  gsk_path_builder_line_to (b, 60, 96);
  gsk_path_builder_line_to (b, 40, 96);
  gsk_path_builder_close (b);
}

/* A plus on the front card: one more card. */
static void
cards_mark (GskPathBuilder *b)
{
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (40, 29, 8, 28));
  gsk_path_builder_add_rect (b, &GRAPHENE_RECT_INIT (30, 39, 28, 8));
}

typedef void (*PathFunc) (GskPathBuilder *builder);

typedef struct
{
  const char *name;
  const char *label;    /* what the symbol shows, written on a banner */
  PathFunc    path;
  PathFunc    detail;   /* nullable: filled in paper */
  PathFunc    mark;     /* nullable: filled in ink */
} Symbol;

static const Symbol symbols[] = {
  { "house",  N_("House"),  house_path,  house_detail,  NULL },
  { "car",    N_("Car"),    car_path,    car_detail,    NULL },
  { "tree",   N_("Tree"),   tree_path,   NULL,          NULL },
  { "fence",  N_("Fence"),  fence_path,  NULL,          NULL },
  { "shed",   N_("Shed"),   shed_path,   shed_detail,   NULL },
  { "barrel", N_("Barrel"), barrel_path, barrel_detail, NULL },
  { "star",   N_("Star"),   star_path,   NULL,          NULL },
  { "cage",   N_("Cage"),   cage_path,   NULL,          NULL },
  { "cards",  N_("Cards"),  cards_path,  NULL,          cards_mark },
};

static const Symbol *
lookup_symbol (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (symbols); i++)
    if (g_str_equal (name, symbols[i].name))
      return &symbols[i];
  return NULL;
}

static GskPath *
build_path (PathFunc func)
{
  g_autoptr(GskPathBuilder) b = gsk_path_builder_new ();

  func (b);
  return gsk_path_builder_free_to_path (g_steal_pointer (&b));
}

static void
draw_symbol (GtkSnapshot   *snapshot,
             const Symbol  *symbol,
             const GdkRGBA *fill,
             float          x,
             float          y,
             float          size)
{
  g_autoptr(GskStroke) stroke = gsk_stroke_new (3.f);
  g_autoptr(GskPath) path = build_path (symbol->path);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_scale (snapshot, size / 100.f, size / 100.f);
  gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, fill);
  gtk_snapshot_append_stroke (snapshot, path, stroke, &ink);
  if (symbol->detail != NULL)
    {
      g_autoptr(GskPath) detail = build_path (symbol->detail);

      gtk_snapshot_append_fill (snapshot, detail, GSK_FILL_RULE_WINDING, &paper);
    }
  if (symbol->mark != NULL)
    {
      g_autoptr(GskPath) mark = build_path (symbol->mark);

      gtk_snapshot_append_fill (snapshot, mark, GSK_FILL_RULE_WINDING, &ink);
    }
  gtk_snapshot_restore (snapshot);
}

static void
draw_text (TmCardWidget  *self,
           GtkSnapshot   *snapshot,
           const char    *text,
           float          x,
           float          y,
           float          width,
           float          px,
           gboolean       bold,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, "Cantarell, Sans");
  pango_font_description_set_absolute_size (font, px * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -2);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_back (GtkSnapshot *snapshot,
           float        w,
           float        h)
{
  g_autoptr(GskPathBuilder) b = gsk_path_builder_new ();
  g_autoptr(GskPath) lines = NULL;
  g_autoptr(GskStroke) stroke = gsk_stroke_new (1.5f);
  float inset = w * 0.1f;

  for (float d = -h; d < w + h; d += 9)
    {
      gsk_path_builder_move_to (b, d, 0);
      gsk_path_builder_line_to (b, d + h, h);
      gsk_path_builder_move_to (b, d + h, 0);
      gsk_path_builder_line_to (b, d, h);
    }
  lines = gsk_path_builder_free_to_path (g_steal_pointer (&b));

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (inset, inset, w - 2 * inset, h - 2 * inset));
  gtk_snapshot_append_stroke (snapshot, lines, stroke, &back_line);
  gtk_snapshot_pop (snapshot);
}

/* Stripes of the palette's first colours across the top, for a card of
 * many colours. */
static void
draw_stripes (GtkSnapshot *snapshot,
              float        w,
              float        height)
{
  for (guint i = 0; i < N_STRIPES; i++)
    gtk_snapshot_append_color (snapshot, &palette[i].rgba,
                               &GRAPHENE_RECT_INIT (i * w / N_STRIPES, 0,
                                                    w / N_STRIPES + 0.5f, height));
}

/* A band of the card's colour across the top naming its symbol, the
 * symbol in the colour, the name below. */
static void
draw_banner (TmCardWidget  *self,
             GtkSnapshot   *snapshot,
             const Symbol  *symbol,
             const GdkRGBA *colour,
             const char    *name,
             float          w,
             float          h)
{
  float pad = w * 0.08f, icon = w * 0.64f;
  const GdkRGBA *fill = colour ? colour : &ink;

  gtk_snapshot_append_color (snapshot, fill, &GRAPHENE_RECT_INIT (0, 0, w, h * 0.16f));
  if (symbol != NULL)
    {
      g_autofree char *label = g_utf8_strup (_(symbol->label), -1);

      draw_text (self, snapshot, label, 0, h * 0.02f, w, h * 0.1f, TRUE, &paper);
      draw_symbol (snapshot, symbol, colour ? colour : &paper, (w - icon) / 2, h * 0.22f, icon);
    }
  draw_text (self, snapshot, name, pad, h * 0.8f, w - 2 * pad, h * 0.075f, FALSE, &ink);
}

/* The symbol large.  A card of one colour has the symbol in it and its
 * name on a band of it along the bottom; a card of many colours has
 * stripes across the top; a card without a colour, the symbol on paper. */
static void
draw_emblem (TmCardWidget  *self,
             GtkSnapshot   *snapshot,
             const Symbol  *symbol,
             const char    *colour_name,
             const char    *name,
             float          w,
             float          h)
{
  const GdkRGBA *colour = lookup_colour (colour_name);
  gboolean many = g_strcmp0 (colour_name, MANY_COLOURS) == 0;
  float pad = w * 0.08f, icon = w * 0.64f;

  if (colour != NULL)
    {
      gtk_snapshot_append_color (snapshot, colour, &GRAPHENE_RECT_INIT (0, h * 0.72f, w, h * 0.28f));
      if (symbol != NULL)
        draw_symbol (snapshot, symbol, colour, (w - icon) / 2, h * 0.1f, icon);
      draw_text (self, snapshot, name, pad, h * 0.75f, w - 2 * pad, h * 0.08f, TRUE, &paper);
      return;
    }

  if (many)
    draw_stripes (snapshot, w, h * 0.06f);
  if (symbol != NULL)
    draw_symbol (snapshot, symbol, &paper, (w - icon) / 2, many ? h * 0.16f : h * 0.1f, icon);
  draw_text (self, snapshot, name, pad, h * 0.75f, w - 2 * pad, h * 0.09f, TRUE, &ink);
}

static void
draw_face (TmCardWidget *self,
           GtkSnapshot  *snapshot,
           float         w,
           float         h)
{
  const char *layout = self->card ? tm_card_get_layout (self->card) : "title";
  const char *name = self->card ? tm_card_get_name (self->card) : "";
  const char *colour = self->card ? tm_card_get_colour (self->card) : NULL;
  const Symbol *symbol = self->card ? lookup_symbol (tm_card_get_symbol (self->card)) : NULL;
  guint number = self->card ? tm_card_get_number (self->card) : 0;
  float pad = w * 0.08f;

  if (g_str_equal (layout, "banner"))
    draw_banner (self, snapshot, symbol, lookup_colour (colour), name, w, h);
  else if (g_str_equal (layout, "emblem"))
    draw_emblem (self, snapshot, symbol, colour, name, w, h);
  else if (g_str_equal (layout, "number") && number > 0)
    {
      g_autofree char *text = g_strdup_printf ("%u", number);

      /* The number large, then the name. */
      draw_text (self, snapshot, text, 0, h * 0.08f, w, h * 0.4f, TRUE, &ink);
      gtk_snapshot_append_color (snapshot, &edge,
                                 &GRAPHENE_RECT_INIT (pad * 2, h * 0.6f, w - 4 * pad, 1));
      draw_text (self, snapshot, name, pad, h * 0.64f, w - 2 * pad, h * 0.085f, FALSE, &ink);
    }
  else
    /* The name, large, in the middle. */
    draw_text (self, snapshot, name, pad, h * 0.3f, w - 2 * pad, h * 0.12f, TRUE, &ink);
}

/**
 * tm_card_widget_can_draw:
 * @card: a card
 * @problem: (out) (optional) (transfer full): why not, if not
 *
 * Checks that the card widget has what the card's data asks for: a
 * drawing for its symbol and a colour for its colour's name.
 *
 * Returns: %TRUE if the card can be drawn as its data says
 */
gboolean
tm_card_widget_can_draw (TmCard  *card,
                         char   **problem)
{
  const char *symbol, *colour;

  g_return_val_if_fail (TM_IS_CARD (card), FALSE);

  symbol = tm_card_get_symbol (card);
  colour = tm_card_get_colour (card);
  if (symbol != NULL && lookup_symbol (symbol) == NULL)
    {
      if (problem != NULL)
        *problem = g_strdup_printf ("no drawing for the symbol “%s”", symbol);
      return FALSE;
    }
  if (colour != NULL && lookup_colour (colour) == NULL && !g_str_equal (colour, MANY_COLOURS))
    {
      if (problem != NULL)
        *problem = g_strdup_printf ("no colour “%s” in the palette", colour);
      return FALSE;
    }
  return TRUE;
}

static void
tm_card_widget_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TmCardWidget *self = TM_CARD_WIDGET (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget) - LIFT;
  float w, h, x, y;
  GskRoundedRect outline;
  g_autoptr(GskPathBuilder) b = gsk_path_builder_new ();
  g_autoptr(GskPath) outline_path = NULL;
  g_autoptr(GskStroke) stroke = gsk_stroke_new (1.f);
  gboolean focus = gtk_widget_has_visible_focus (widget) ||
                   (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_VISIBLE);

  /* Keep the card's shape, centred in the space it has. */
  w = MIN (width, height * 5.f / 7.f);
  h = w * 7.f / 5.f;
  x = (width - w) / 2;
  y = (height - h) / 2 + (self->playable ? 0 : LIFT);
  /* A refused card shakes sideways, less and less. */
  if (self->shake > 0.0 && self->shake < 1.0)
    x += (float) (sin (self->shake * G_PI * 6) * 6 * (1.0 - self->shake));

  gtk_snapshot_save (snapshot);
  if (self->dimmed)
    gtk_snapshot_push_opacity (snapshot, DIM_OPACITY);
  if (self->entrance < 1.0)
    {
      float s = 0.6f + 0.4f * (float) self->entrance;

      gtk_snapshot_push_opacity (snapshot, CLAMP (self->entrance, 0.0, 1.0));
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + w / 2, y + h / 2 - (1 - self->entrance) * h * 0.3f));
      gtk_snapshot_scale (snapshot, s, s);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-w / 2, -h / 2));
    }
  else
    gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, w, h), w * 0.08f);
  gsk_path_builder_add_rounded_rect (b, &outline);
  outline_path = gsk_path_builder_free_to_path (g_steal_pointer (&b));

  if (self->hinted)
    {
      g_autoptr(GskStroke) wide = gsk_stroke_new (8.f);
      gtk_snapshot_append_stroke (snapshot, outline_path, wide, &hint_ring);
    }
  if (self->playable)
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &lift_shadow, 0, LIFT * 0.75f, 0,
                                       LIFT * 1.5f);

  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, self->face_up ? &paper : &back_colour,
                             &GRAPHENE_RECT_INIT (0, 0, w, h));
  if (self->face_up)
    draw_face (self, snapshot, w, h);
  else
    draw_back (snapshot, w, h);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_stroke (snapshot, outline_path, stroke, &edge);

  if (focus)
    {
      GdkRGBA fg;
      g_autoptr(GskStroke) dash = gsk_stroke_new (2.f);
      GskRoundedRect around;
      g_autoptr(GskPathBuilder) fb = gsk_path_builder_new ();
      g_autoptr(GskPath) focus_path = NULL;

      gtk_widget_get_color (widget, &fg);
      gsk_rounded_rect_init_from_rect (&around, &GRAPHENE_RECT_INIT (-5, -5, w + 10, h + 10),
                                       w * 0.1f);
      gsk_path_builder_add_rounded_rect (fb, &around);
      focus_path = gsk_path_builder_free_to_path (g_steal_pointer (&fb));
      gtk_snapshot_append_stroke (snapshot, focus_path, dash, &fg);
    }

  if (self->entrance < 1.0)
    gtk_snapshot_pop (snapshot);
  if (self->dimmed)
    gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

static void
tm_card_widget_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  int request;

  /* A card given a width wants just that (so that a hand of them lays out
   * the same way when measured and when allocated); else its own size. */
  gtk_widget_get_size_request (widget, &request, NULL);
  if (request <= 0)
    request = CARD_WIDTH;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = request;
    }
  else
    {
      int w = for_size > 0 ? MIN (for_size, request) : request;

      *minimum = MIN_WIDTH * 7 / 5 + LIFT;
      *natural = MAX (*minimum, w * 7 / 5 + LIFT);
    }
}

static void
update_accessible (TmCardWidget *self)
{
  g_autofree char *label = NULL;
  const char *name = self->card ? tm_card_get_name (self->card) : "";
  guint number = self->card ? tm_card_get_number (self->card) : 0;

  if (!self->face_up)
    label = g_strdup (_("Face-down card"));
  else if (number > 0)
    /* Translators: a card with a number (a Patriot): its number, then its name */
    label = g_strdup_printf (_("%u, %s"), number, name);
  else
    label = g_strdup (name);

  if (self->playable)
    {
      char *playable = g_strdup_printf (_("%s, playable"), label);
      g_free (label);
      label = playable;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  /* Whether it may be played is its state as well as in its name. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_DISABLED, self->dimmed,
                               -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->face_up && self->card ? name : NULL);
}

/* A person renamed the card (card edits): show the new name. */
static void
name_changed_cb (TmCardWidget *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TmCardWidget    *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
tm_card_widget_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (tm_card_widget_parent_class)->state_flags_changed (widget, previous);
  gtk_widget_queue_draw (widget);
}

/* The ring follows the accent colour, which changes with the style. */
static void
tm_card_widget_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tm_card_widget_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
tm_card_widget_dispose (GObject *object)
{
  TmCardWidget *self = TM_CARD_WIDGET (object);
  GtkWidget *child;

  /* Such as a popover asking whom a card is aimed at. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  if (self->animation != NULL)
    adw_animation_reset (self->animation);
  g_clear_object (&self->animation);
  if (self->shake_animation != NULL)
    adw_animation_reset (self->shake_animation);
  g_clear_object (&self->shake_animation);
  g_clear_signal_handler (&self->name_changed_id, self->card);
  g_clear_object (&self->card);

  G_OBJECT_CLASS (tm_card_widget_parent_class)->dispose (object);
}

static void
tm_card_widget_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TmCardWidget *self = TM_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;
    case PROP_FACE_UP:
      g_value_set_boolean (value, self->face_up);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    case PROP_HINTED:
      g_value_set_boolean (value, self->hinted);
      break;
    case PROP_DIMMED:
      g_value_set_boolean (value, self->dimmed);
      break;
    case PROP_ENTRANCE:
      g_value_set_double (value, self->entrance);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_card_widget_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TmCardWidget *self = TM_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD:
      tm_card_widget_set_card (self, g_value_get_object (value), self->face_up);
      break;
    case PROP_FACE_UP:
      tm_card_widget_set_face_up (self, g_value_get_boolean (value));
      break;
    case PROP_PLAYABLE:
      tm_card_widget_set_playable (self, g_value_get_boolean (value));
      break;
    case PROP_HINTED:
      tm_card_widget_set_hinted (self, g_value_get_boolean (value));
      break;
    case PROP_DIMMED:
      tm_card_widget_set_dimmed (self, g_value_get_boolean (value));
      break;
    case PROP_ENTRANCE:
      tm_card_widget_set_entrance (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Screen readers list a widget's actions: this one picks the card. */
static void
pick_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_signal_emit (widget, signals[ACTIVATE], 0);
}

static void
tm_card_widget_class_init (TmCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tm_card_widget_dispose;
  object_class->get_property = tm_card_widget_get_property;
  object_class->set_property = tm_card_widget_set_property;

  widget_class->snapshot = tm_card_widget_snapshot;
  widget_class->measure = tm_card_widget_measure;
  widget_class->state_flags_changed = tm_card_widget_state_flags_changed;
  widget_class->css_changed = tm_card_widget_css_changed;

  gtk_widget_class_set_css_name (widget_class, "tmcard");

  /**
   * TmCardWidget:card:
   *
   * The card shown, from the catalogue (so that a renamed card shows its
   * new name), or %NULL.  Its data say how it is drawn.
   */
  properties[PROP_CARD] = g_param_spec_object ("card", NULL, NULL, TM_TYPE_CARD, flags);

  /**
   * TmCardWidget:face-up:
   *
   * Whether the card's face is shown; a face-down card shows only its back.
   */
  properties[PROP_FACE_UP] = g_param_spec_boolean ("face-up", NULL, NULL, FALSE, flags);

  /**
   * TmCardWidget:playable:
   *
   * Whether the card may be played now: it is raised, with a shadow.
   */
  properties[PROP_PLAYABLE] = g_param_spec_boolean ("playable", NULL, NULL, FALSE, flags);

  /**
   * TmCardWidget:hinted:
   *
   * Whether a hint suggests this card.
   */
  properties[PROP_HINTED] = g_param_spec_boolean ("hinted", NULL, NULL, FALSE, flags);

  /**
   * TmCardWidget:dimmed:
   *
   * Whether the card is faded as one the person may not play while they
   * choose among others; screen readers hear it as unavailable.  It can
   * still be activated, so that the table can say why it is refused.
   */
  properties[PROP_DIMMED] = g_param_spec_boolean ("dimmed", NULL, NULL, FALSE, flags);

  /**
   * TmCardWidget:entrance:
   *
   * How far the card's arrival animation has come, from 0 to 1.
   */
  properties[PROP_ENTRANCE] = g_param_spec_double ("entrance", NULL, NULL, 0, 1, 1, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmCardWidget::activate:
   *
   * Emitted when the card is clicked or activated with the keyboard.
   */
  signals[ACTIVATE] = g_signal_new ("activate",
                                    G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                    0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "tmcard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_widget_class_install_action (widget_class, "card.pick", NULL, pick_action);
}

static void
tm_card_widget_init (TmCardWidget *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->entrance = 1.0;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

  g_signal_connect_object (click, "released", G_CALLBACK (click_released_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  update_accessible (self);
}

/**
 * tm_card_widget_new:
 *
 * Creates a face-down card.
 *
 * Returns: (transfer floating): the card
 */
GtkWidget *
tm_card_widget_new (void)
{
  return g_object_new (TM_TYPE_CARD_WIDGET, NULL);
}

/**
 * tm_card_widget_get_card:
 * @self: a card widget
 *
 * Gets the card shown.
 *
 * Returns: (nullable) (transfer none): the card
 */
TmCard *
tm_card_widget_get_card (TmCardWidget *self)
{
  g_return_val_if_fail (TM_IS_CARD_WIDGET (self), NULL);
  return self->card;
}

/**
 * tm_card_widget_get_card_id:
 * @self: a card widget
 *
 * Gets the id of the card shown.
 *
 * Returns: (nullable): the id, or %NULL without a card
 */
const char *
tm_card_widget_get_card_id (TmCardWidget *self)
{
  g_return_val_if_fail (TM_IS_CARD_WIDGET (self), NULL);
  return self->card ? tm_card_get_id (self->card) : NULL;
}

gboolean
tm_card_widget_get_face_up (TmCardWidget *self)
{
  g_return_val_if_fail (TM_IS_CARD_WIDGET (self), FALSE);
  return self->face_up;
}

void
tm_card_widget_set_face_up (TmCardWidget *self,
                            gboolean      face_up)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));

  face_up = !!face_up;
  if (self->face_up == face_up)
    return;
  self->face_up = face_up;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_UP]);
}

gboolean
tm_card_widget_get_playable (TmCardWidget *self)
{
  g_return_val_if_fail (TM_IS_CARD_WIDGET (self), FALSE);
  return self->playable;
}

void
tm_card_widget_set_playable (TmCardWidget *self,
                             gboolean      playable)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));

  playable = !!playable;
  if (self->playable == playable)
    return;
  self->playable = playable;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

gboolean
tm_card_widget_get_hinted (TmCardWidget *self)
{
  g_return_val_if_fail (TM_IS_CARD_WIDGET (self), FALSE);
  return self->hinted;
}

void
tm_card_widget_set_hinted (TmCardWidget *self,
                           gboolean      hinted)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));

  hinted = !!hinted;
  if (self->hinted == hinted)
    return;
  self->hinted = hinted;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTED]);
}

gboolean
tm_card_widget_get_dimmed (TmCardWidget *self)
{
  g_return_val_if_fail (TM_IS_CARD_WIDGET (self), FALSE);
  return self->dimmed;
}

void
tm_card_widget_set_dimmed (TmCardWidget *self,
                           gboolean      dimmed)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));

  dimmed = !!dimmed;
  if (self->dimmed == dimmed)
    return;
  self->dimmed = dimmed;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIMMED]);
}

double
tm_card_widget_get_entrance (TmCardWidget *self)
{
  g_return_val_if_fail (TM_IS_CARD_WIDGET (self), 1.0);
  return self->entrance;
}

void
tm_card_widget_set_entrance (TmCardWidget *self,
                             double        entrance)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));

  entrance = CLAMP (entrance, 0.0, 1.0);
  if (G_APPROX_VALUE (self->entrance, entrance, 1e-6))
    return;
  self->entrance = entrance;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRANCE]);
}

/**
 * tm_card_widget_animate_in:
 * @self: a card
 *
 * Plays the card's short arrival animation: it drops into place and fades
 * in.  With animations switched off (gtk-enable-animations) it simply
 * appears.
 */
void
tm_card_widget_animate_in (TmCardWidget *self)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));

  if (self->animation == NULL)
    {
      AdwAnimationTarget *target =
        adw_property_animation_target_new (G_OBJECT (self), "entrance");

      self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 220, target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
    }
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
}

static void
shake_step_cb (double        value,
               TmCardWidget *self)
{
  self->shake = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tm_card_widget_shake:
 * @self: a card
 *
 * Shakes the card sideways for a moment, the way a refused choice does.
 * With animations switched off it only sounds the error bell.
 */
void
tm_card_widget_shake (TmCardWidget *self)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));

  if (self->shake_animation == NULL)
    {
      AdwAnimationTarget *target =
        adw_callback_animation_target_new ((AdwAnimationTargetFunc) shake_step_cb, self, NULL);

      self->shake_animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 360, target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->shake_animation), ADW_LINEAR);
    }
  adw_animation_reset (self->shake_animation);
  adw_animation_play (self->shake_animation);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/**
 * tm_card_widget_set_card:
 * @self: a card widget
 * @card: (nullable): the card, from the catalogue
 * @face_up: whether its face shows
 *
 * Sets what the card shows in one go.
 */
void
tm_card_widget_set_card (TmCardWidget *self,
                         TmCard       *card,
                         gboolean      face_up)
{
  g_return_if_fail (TM_IS_CARD_WIDGET (self));
  g_return_if_fail (card == NULL || TM_IS_CARD (card));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->card != card)
    {
      g_clear_signal_handler (&self->name_changed_id, self->card);
      g_set_object (&self->card, card);
      if (card != NULL)
        self->name_changed_id = g_signal_connect_object (card, "notify::name",
                                                         G_CALLBACK (name_changed_cb), self,
                                                         G_CONNECT_SWAPPED);
      update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
    }
  tm_card_widget_set_face_up (self, face_up);
  g_object_thaw_notify (G_OBJECT (self));
}
