/* tm-rules-markup.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-rules-markup.h"

/* Rules text, and every text shown beside it (option descriptions in a
 * game's definition, card texts), may carry a small subset of Pango
 * markup: `<b>`, `<i>` and `<a href="…">` links to `section:GAME/ID`,
 * `ruling:GAME/ID` or `card:DECK/ID`.  Checking it here lets the text go
 * to a label as it is. */

G_DEFINE_QUARK (tm-rules-error-quark, tm_rules_error)

/* Inline markup */

typedef struct
{
  GString   *plain;
  GPtrArray *links;             /* char *, or NULL */
  guint      depth;
  gboolean   in_link;
} MarkupState;

/**
 * tm_rules_link_parse:
 * @uri: a link target, such as `card:freeo/wild`
 * @first: (out) (optional) (transfer full): the game (sections, rulings) or deck (cards)
 * @second: (out) (optional) (transfer full): the section, ruling or card id
 *
 * Splits a link from rules text into its parts.  The parts are not looked
 * up: a well-formed link may still point at nothing.
 *
 * Returns: what the link points at, %TM_RULES_LINK_INVALID if it is not
 *   of a form Tablemate understands
 */
TmRulesLinkKind
tm_rules_link_parse (const char  *uri,
                     char       **first,
                     char       **second)
{
  static const struct {
    const char      *scheme;
    TmRulesLinkKind  kind;
  } schemes[] = {
    { "section:", TM_RULES_LINK_SECTION },
    { "ruling:", TM_RULES_LINK_RULING },
    { "card:", TM_RULES_LINK_CARD },
  };
  TmRulesLinkKind kind = TM_RULES_LINK_INVALID;
  const char *rest = NULL;
  const char *slash;

  g_return_val_if_fail (uri != NULL, TM_RULES_LINK_INVALID);

  for (guint i = 0; i < G_N_ELEMENTS (schemes) && kind == TM_RULES_LINK_INVALID; i++)
    {
      if (g_str_has_prefix (uri, schemes[i].scheme))
        {
          kind = schemes[i].kind;
          rest = uri + strlen (schemes[i].scheme);
        }
    }

  if (kind == TM_RULES_LINK_INVALID)
    return kind;

  slash = strchr (rest, '/');
  if (slash == NULL || slash == rest || slash[1] == '\0' || strchr (slash + 1, '/') != NULL)
    return TM_RULES_LINK_INVALID;

  for (const char *p = rest; *p; p++)
    {
      if (p != slash && !g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
        return TM_RULES_LINK_INVALID;
    }

  if (first != NULL)
    *first = g_strndup (rest, slash - rest);
  if (second != NULL)
    *second = g_strdup (slash + 1);

  return kind;
}

static void
markup_start_element (GMarkupParseContext  *context,
                      const char           *element_name,
                      const char          **attribute_names,
                      const char          **attribute_values,
                      gpointer              user_data,
                      GError              **error)
{
  MarkupState *state = user_data;

  state->depth++;

  if (state->depth == 1)
    return;   /* our wrapper */

  if (g_str_equal (element_name, "b") || g_str_equal (element_name, "i"))
    {
      if (attribute_names[0] != NULL)
        g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                     "<%s> takes no attributes", element_name);
      return;
    }

  if (g_str_equal (element_name, "a"))
    {
      if (state->in_link)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "a link inside a link");
          return;
        }

      if (attribute_names[0] == NULL || !g_str_equal (attribute_names[0], "href") ||
          attribute_names[1] != NULL)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "<a> needs exactly one attribute, href");
          return;
        }

      if (tm_rules_link_parse (attribute_values[0], NULL, NULL) == TM_RULES_LINK_INVALID)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "link “%s” is not of the form section:GAME/ID, ruling:GAME/ID "
                       "or card:DECK/ID", attribute_values[0]);
          return;
        }

      state->in_link = TRUE;
      if (state->links != NULL)
        g_ptr_array_add (state->links, g_strdup (attribute_values[0]));
      return;
    }

  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
               "<%s> is not allowed; only <b>, <i> and <a href> are", element_name);
}

static void
markup_end_element (GMarkupParseContext  *context,
                    const char           *element_name,
                    gpointer              user_data,
                    GError              **error)
{
  MarkupState *state = user_data;

  state->depth--;
  if (g_str_equal (element_name, "a"))
    state->in_link = FALSE;
}

static void
markup_text (GMarkupParseContext  *context,
             const char           *text,
             gsize                 text_len,
             gpointer              user_data,
             GError              **error)
{
  MarkupState *state = user_data;

  g_string_append_len (state->plain, text, text_len);
}

static const GMarkupParser markup_parser = {
  markup_start_element,
  markup_end_element,
  markup_text,
  NULL,
  NULL,
};

static gboolean
parse_markup (const char  *markup,
              MarkupState *state,
              GError     **error)
{
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autofree char *wrapped = NULL;

  wrapped = g_strconcat ("<markup>", markup, "</markup>", NULL);
  context = g_markup_parse_context_new (&markup_parser, G_MARKUP_DEFAULT_FLAGS, state, NULL);

  return g_markup_parse_context_parse (context, wrapped, -1, error) &&
         g_markup_parse_context_end_parse (context, error);
}

/**
 * tm_rules_markup_validate:
 * @markup: inline text from a rules file
 * @error: return location for a #GError in %TM_RULES_ERROR
 *
 * Checks that @markup is well-formed and uses only the inline markup the
 * rules format allows: `<b>`, `<i>` and `<a href="…">` with a link of a
 * known form.
 *
 * Returns: %TRUE if @markup is valid
 */
gboolean
tm_rules_markup_validate (const char  *markup,
                          GError     **error)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  g_autoptr(GError) local_error = NULL;
  MarkupState state = { plain, NULL, 0, FALSE };

  g_return_val_if_fail (markup != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!parse_markup (markup, &state, &local_error))
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_MARKUP,
                   "markup: %s", local_error->message);
      return FALSE;
    }

  return TRUE;
}

/**
 * tm_rules_markup_to_plain_text:
 * @markup: inline text from a rules file
 *
 * Strips the inline markup from @markup, keeping the text of links and
 * turning entities such as `&amp;` back into characters.  Text that is
 * not valid markup is returned as it is.
 *
 * Returns: (transfer full): the plain text
 */
char *
tm_rules_markup_to_plain_text (const char *markup)
{
  GString *plain;
  MarkupState state = { NULL, NULL, 0, FALSE };

  g_return_val_if_fail (markup != NULL, NULL);

  plain = g_string_new (NULL);
  state.plain = plain;
  if (!parse_markup (markup, &state, NULL))
    {
      g_string_truncate (plain, 0);
      g_string_append (plain, markup);
    }

  return g_string_free (plain, FALSE);
}


/**
 * tm_rules_markup_collect_links:
 * @markup: (nullable): inline text from a rules file
 * @links: (element-type utf8): where to append a copy of each link target
 *
 * Appends the target of every link in @markup to @links, in order.  Text
 * that is not valid markup adds nothing.
 */
void
tm_rules_markup_collect_links (const char *markup,
                               GPtrArray  *links)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  MarkupState state = { plain, links, 0, FALSE };

  g_return_if_fail (links != NULL);

  if (markup != NULL)
    parse_markup (markup, &state, NULL);
}
