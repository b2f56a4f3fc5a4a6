/* tm-font-warmup.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <pango/pangocairo.h>

#include "tablemate.h"
#include "tm-font-warmup.h"

/* The fonts of the first window, loaded on a thread of their own.
 *
 * The first text a GTK program lays out pays for its fonts: fontconfig
 * matches each style's pattern, FreeType opens the faces, HarfBuzz reads
 * their tables, and every glyph shown is loaded once for its size.  For
 * the library (a window title, a heading, and each game's name, players
 * and summary in three more styles) that was about as much work on the
 * main thread as building the window itself.  None of it needs GTK: a
 * Pango font map does it all, and keeps what it loaded.
 *
 * So, once GTK is up, tm_font_warmup_start() reads the fonts GTK would
 * use for the library's text styles (from a label styled as each would
 * be, so that the theme and the person's font settings count), and lays
 * out the games' texts and every printable ASCII character in each of
 * them on a new font map, on a thread, while the main thread builds the
 * window.  tm_font_warmup_finish() waits for it and makes that font map
 * the main thread's default, which every widget's text then uses: the
 * window measures its labels with fonts already loaded.  A font map is
 * not thread-safe, but this one is used by one thread at a time: the
 * worker until it ends, then the main thread. */

struct _TmFontWarmup
{
  GThread              *thread;
  PangoFontMap         *font_map;

  /* What the worker reads, set before it starts */
  GPtrArray            *fonts;
  cairo_font_options_t *font_options;
  double                resolution;
  gboolean              round_glyph_positions;
  PangoLanguage        *language;
  char                 *text;
};

/* The library's text styles (libadwaita's style classes): plain text, and
 * the tiles' and header bar's "heading", the tiles' "caption" and the
 * library's "title-2". */
static const char * const style_classes[] = { NULL, "heading", "caption", "title-2" };

static gpointer
warm_up_thread (gpointer data)
{
  TmFontWarmup *warmup = data;
  PangoContext *context = pango_font_map_create_context (warmup->font_map);
  g_autoptr(PangoLayout) layout = NULL;

  pango_cairo_context_set_font_options (context, warmup->font_options);
  pango_cairo_context_set_resolution (context, warmup->resolution);
  pango_context_set_round_glyph_positions (context, warmup->round_glyph_positions);
  pango_context_set_language (context, warmup->language);
  layout = pango_layout_new (context);
  pango_layout_set_text (layout, warmup->text, -1);

  for (guint i = 0; i < warmup->fonts->len; i++)
    {
      const PangoFontDescription *font = g_ptr_array_index (warmup->fonts, i);
      int width, height;

      /* What a label with a width in characters asks for */
      pango_font_metrics_unref (pango_context_get_metrics (context, font, warmup->language));
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &width, &height);
    }
  g_object_unref (context);

  return NULL;
}

/* The font, and how text is rendered, as GTK sets them for a label with
 * @style_class */
static PangoContext *
probe_style (GtkWidget  *label,
             const char *style_class)
{
  PangoContext *context;

  if (style_class != NULL)
    gtk_widget_add_css_class (label, style_class);
  context = gtk_widget_create_pango_context (label);
  if (style_class != NULL)
    gtk_widget_remove_css_class (label, style_class);

  return context;
}

/**
 * tm_font_warmup_start:
 * @games: the #TmGame<!-- -->s the library shows
 *
 * Starts loading the fonts of the library's text on a thread of its own.
 * Call it on the main thread once GTK has started up, and
 * tm_font_warmup_finish() before the first window is shown.
 *
 * Returns: (transfer full): the warm-up under way
 */
TmFontWarmup *
tm_font_warmup_start (GListModel *games)
{
  TmFontWarmup *warmup = g_new0 (TmFontWarmup, 1);
  g_autoptr(GtkWidget) label = g_object_ref_sink (gtk_label_new (NULL));
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_games;

  g_return_val_if_fail (G_IS_LIST_MODEL (games), NULL);

  warmup->fonts = g_ptr_array_new_with_free_func ((GDestroyNotify) pango_font_description_free);
  for (guint i = 0; i < G_N_ELEMENTS (style_classes); i++)
    {
      PangoContext *context = probe_style (label, style_classes[i]);

      g_ptr_array_add (warmup->fonts,
                       pango_font_description_copy (pango_context_get_font_description (context)));
      if (i == 0)
        {
          const cairo_font_options_t *options = pango_cairo_context_get_font_options (context);

          warmup->font_options = options ? cairo_font_options_copy (options)
                                         : cairo_font_options_create ();
          warmup->resolution = pango_cairo_context_get_resolution (context);
          warmup->round_glyph_positions = pango_context_get_round_glyph_positions (context);
          warmup->language = pango_context_get_language (context);
        }
      g_object_unref (context);
    }

  /* Every glyph the library may show: its own words are ASCII, the
   * games' texts may hold more. */
  for (char c = ' '; c <= '~'; c++)
    g_string_append_c (text, c);
  n_games = g_list_model_get_n_items (games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(TmGame) game = g_list_model_get_item (games, i);
      g_autofree char *players = tm_game_dup_players_label (game);

      g_string_append_printf (text, "\n%s\n%s\n%s", tm_game_get_name (game), players,
                              tm_game_get_summary (game));
    }
  warmup->text = g_string_free (g_steal_pointer (&text), FALSE);

  warmup->font_map = pango_cairo_font_map_new ();
  warmup->thread = g_thread_new ("tm-font-warmup", warm_up_thread, warmup);

  return warmup;
}

/**
 * tm_font_warmup_get_fonts:
 * @warmup: a warm-up from tm_font_warmup_start()
 *
 * Gets the fonts being loaded: one for each of the library's text styles.
 *
 * Returns: (transfer none) (element-type PangoFontDescription): the fonts
 */
GPtrArray *
tm_font_warmup_get_fonts (TmFontWarmup *warmup)
{
  g_return_val_if_fail (warmup != NULL, NULL);

  return warmup->fonts;
}

/**
 * tm_font_warmup_finish:
 * @warmup: (transfer full): a warm-up from tm_font_warmup_start()
 *
 * Waits for the fonts to be loaded and makes their font map the default
 * of the calling (main) thread, then frees @warmup.
 */
void
tm_font_warmup_finish (TmFontWarmup *warmup)
{
  g_return_if_fail (warmup != NULL);

  g_thread_join (warmup->thread);
  pango_cairo_font_map_set_default (PANGO_CAIRO_FONT_MAP (warmup->font_map));

  g_object_unref (warmup->font_map);
  g_ptr_array_unref (warmup->fonts);
  cairo_font_options_destroy (warmup->font_options);
  g_free (warmup->text);
  g_free (warmup);
}
