/* tm-search.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-catalogue.h"
#include "tm-rulebook.h"
#include "tm-search.h"

/**
 * TmSearch:
 *
 * A search over every game's rules sections, rulings and cards.
 *
 * Words match regardless of case and accents (“cafe” finds “Café”), a
 * query word matches a word that starts with it, and every query word must
 * match somewhere in a result.  Matches in a title count more than matches
 * in the text, whole words more than prefixes.
 *
 * Cards are read when the query runs, so a renamed card is found by its
 * new name.
 */

/**
 * TmSearchResult:
 *
 * One hit of a [class@Tm.Search] query: where it is, a title and a
 * snippet of text around the first match.
 */

#define SNIPPET_BEFORE 8    /* words of context before the match */
#define SNIPPET_AFTER  18   /* and after it */

typedef struct
{
  guint  start;             /* byte offsets into the original text */
  guint  end;
  char  *folded;
} Token;

typedef struct
{
  TmSearchResultKind  kind;
  guint               game_order;
  guint               order;
  char               *game_id;
  char               *section_id;
  char               *ruling_id;
  char               *title;
  char               *body;
  GArray             *title_tokens;
  GArray             *body_tokens;
  TmCard             *card;
  TmDeck             *deck;
} Entry;

struct _TmSearchResult
{
  GObject             parent_instance;

  TmSearchResultKind  kind;
  char               *game_id;
  char               *section_id;
  char               *ruling_id;
  char               *deck_id;
  char               *card_id;
  char               *title;
  char               *snippet;
  guint               score;
};

struct _TmSearch
{
  GObject      parent_instance;

  TmCatalogue *catalogue;
  GPtrArray   *entries;       /* Entry */
};

G_DEFINE_FINAL_TYPE (TmSearchResult, tm_search_result, G_TYPE_OBJECT)
G_DEFINE_FINAL_TYPE (TmSearch, tm_search, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_SECTION_ID,
  PROP_RULING_ID,
  PROP_DECK_ID,
  PROP_CARD_ID,
  PROP_TITLE,
  PROP_SNIPPET,
  PROP_SCORE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Folding and words */

/**
 * tm_search_fold:
 * @text: some text
 *
 * Folds @text the way a search compares words: accents removed, case
 * folded, compatibility characters decomposed (“ﬁ” becomes “fi”).
 *
 * Returns: (transfer full): the folded text
 */
char *
tm_search_fold (const char *text)
{
  g_autofree char *decomposed = NULL;
  g_autofree char *stripped = NULL;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);
  if (decomposed == NULL)
    return g_utf8_make_valid (text, -1);

  out = g_string_sized_new (strlen (decomposed));
  for (const char *p = decomposed; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_ismark (c))
        g_string_append_unichar (out, c);
    }

  stripped = g_string_free (out, FALSE);
  return g_utf8_casefold (stripped, -1);
}

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalnum (c) || g_unichar_ismark (c);
}

static void
token_clear (gpointer data)
{
  Token *token = data;

  g_free (token->folded);
}

static GArray *
tokenize (const char *text)
{
  GArray *tokens = g_array_new (FALSE, FALSE, sizeof (Token));
  const char *p = text;

  g_array_set_clear_func (tokens, token_clear);

  if (text == NULL)
    return tokens;

  while (*p)
    {
      const char *start;
      Token token;

      while (*p && !is_word_char (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (*p == '\0')
        break;

      start = p;
      while (*p && is_word_char (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);

      {
        g_autofree char *word = g_strndup (start, p - start);

        token.start = start - text;
        token.end = p - text;
        token.folded = tm_search_fold (word);
        g_array_append_val (tokens, token);
      }
    }

  return tokens;
}

/* Results */

static void
tm_search_result_finalize (GObject *object)
{
  TmSearchResult *self = (TmSearchResult *)object;

  g_free (self->game_id);
  g_free (self->section_id);
  g_free (self->ruling_id);
  g_free (self->deck_id);
  g_free (self->card_id);
  g_free (self->title);
  g_free (self->snippet);

  G_OBJECT_CLASS (tm_search_result_parent_class)->finalize (object);
}

static void
tm_search_result_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TmSearchResult *self = TM_SEARCH_RESULT (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, self->game_id);
      break;
    case PROP_SECTION_ID:
      g_value_set_string (value, self->section_id);
      break;
    case PROP_RULING_ID:
      g_value_set_string (value, self->ruling_id);
      break;
    case PROP_DECK_ID:
      g_value_set_string (value, self->deck_id);
      break;
    case PROP_CARD_ID:
      g_value_set_string (value, self->card_id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_SNIPPET:
      g_value_set_string (value, self->snippet);
      break;
    case PROP_SCORE:
      g_value_set_uint (value, self->score);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_search_result_class_init (TmSearchResultClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tm_search_result_finalize;
  object_class->get_property = tm_search_result_get_property;

  /**
   * TmSearchResult:game-id:
   *
   * The game the hit belongs to.
   */
  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, flags);
  /**
   * TmSearchResult:section-id:
   *
   * The rules section of the hit (`rulings` for a ruling), or %NULL for a card.
   */
  properties[PROP_SECTION_ID] = g_param_spec_string ("section-id", NULL, NULL, NULL, flags);
  /**
   * TmSearchResult:ruling-id:
   *
   * The ruling's id for a ruling, or %NULL.
   */
  properties[PROP_RULING_ID] = g_param_spec_string ("ruling-id", NULL, NULL, NULL, flags);
  /**
   * TmSearchResult:deck-id:
   *
   * The card's deck for a card, or %NULL.
   */
  properties[PROP_DECK_ID] = g_param_spec_string ("deck-id", NULL, NULL, NULL, flags);
  /**
   * TmSearchResult:card-id:
   *
   * The card's id for a card, or %NULL.
   */
  properties[PROP_CARD_ID] = g_param_spec_string ("card-id", NULL, NULL, NULL, flags);
  /**
   * TmSearchResult:title:
   *
   * A section title, a ruling's question or a card's name, as plain text.
   */
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  /**
   * TmSearchResult:snippet:
   *
   * Plain text around the first match, with “…” where it is cut.
   */
  properties[PROP_SNIPPET] = g_param_spec_string ("snippet", NULL, NULL, NULL, flags);
  /**
   * TmSearchResult:score:
   *
   * How well the hit matches; higher is better.
   */
  properties[PROP_SCORE] = g_param_spec_uint ("score", NULL, NULL, 0, G_MAXUINT, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tm_search_result_init (TmSearchResult *self)
{
}

/**
 * tm_search_result_get_kind:
 * @self: a #TmSearchResult
 *
 * Gets what the hit points at.
 *
 * Returns: the kind of hit
 */
TmSearchResultKind
tm_search_result_get_kind (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), TM_SEARCH_RESULT_SECTION);
  return self->kind;
}

/**
 * tm_search_result_get_game_id:
 * @self: a #TmSearchResult
 *
 * Gets the game the hit belongs to.  A card used by several games belongs
 * to the game searched, or without one to the first game using its deck.
 *
 * Returns: the game's id
 */
const char *
tm_search_result_get_game_id (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);
  return self->game_id;
}

/**
 * tm_search_result_get_section_id:
 * @self: a #TmSearchResult
 *
 * Gets the rules section of the hit; `rulings` for a ruling.
 *
 * Returns: (nullable): the section's id, %NULL for a card
 */
const char *
tm_search_result_get_section_id (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);
  return self->section_id;
}

/**
 * tm_search_result_get_ruling_id:
 * @self: a #TmSearchResult
 *
 * Gets the ruling's id, for a ruling.
 *
 * Returns: (nullable): the ruling's id
 */
const char *
tm_search_result_get_ruling_id (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);
  return self->ruling_id;
}

/**
 * tm_search_result_get_deck_id:
 * @self: a #TmSearchResult
 *
 * Gets the card's deck, for a card.
 *
 * Returns: (nullable): the deck's id
 */
const char *
tm_search_result_get_deck_id (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);
  return self->deck_id;
}

/**
 * tm_search_result_get_card_id:
 * @self: a #TmSearchResult
 *
 * Gets the card's id, for a card.
 *
 * Returns: (nullable): the card's id
 */
const char *
tm_search_result_get_card_id (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);
  return self->card_id;
}

/**
 * tm_search_result_get_title:
 * @self: a #TmSearchResult
 *
 * Gets the hit's title: a section's title, a ruling's question or a
 * card's name.
 *
 * Returns: the title
 */
const char *
tm_search_result_get_title (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);
  return self->title;
}

/**
 * tm_search_result_get_snippet:
 * @self: a #TmSearchResult
 *
 * Gets plain text around the first match in the hit's text.
 *
 * Returns: the snippet, possibly empty
 */
const char *
tm_search_result_get_snippet (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);
  return self->snippet;
}

/**
 * tm_search_result_get_score:
 * @self: a #TmSearchResult
 *
 * Gets how well the hit matches the query; higher is better.
 *
 * Returns: the score
 */
guint
tm_search_result_get_score (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), 0);
  return self->score;
}

/**
 * tm_search_result_dup_uri:
 * @self: a #TmSearchResult
 *
 * Gets the hit as a link of the kind rules text uses:
 * `section:GAME/ID`, `ruling:GAME/ID` or `card:DECK/ID`.
 *
 * Returns: (transfer full): the link
 */
char *
tm_search_result_dup_uri (TmSearchResult *self)
{
  g_return_val_if_fail (TM_IS_SEARCH_RESULT (self), NULL);

  switch (self->kind)
    {
    case TM_SEARCH_RESULT_SECTION:
      return g_strdup_printf ("section:%s/%s", self->game_id, self->section_id);
    case TM_SEARCH_RESULT_RULING:
      return g_strdup_printf ("ruling:%s/%s", self->game_id, self->ruling_id);
    case TM_SEARCH_RESULT_CARD:
      return g_strdup_printf ("card:%s/%s", self->deck_id, self->card_id);
    default:
      g_assert_not_reached ();
    }
}

/* The index */

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->game_id);
  g_free (entry->section_id);
  g_free (entry->ruling_id);
  g_free (entry->title);
  g_free (entry->body);
  g_clear_pointer (&entry->title_tokens, g_array_unref);
  g_clear_pointer (&entry->body_tokens, g_array_unref);
  g_clear_object (&entry->card);
  g_clear_object (&entry->deck);
  g_free (entry);
}

static void
tm_search_dispose (GObject *object)
{
  TmSearch *self = (TmSearch *)object;

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_search_parent_class)->dispose (object);
}

static void
tm_search_class_init (TmSearchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_search_dispose;
}

static void
tm_search_init (TmSearch *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
}

static Entry *
add_entry (TmSearch           *self,
           TmSearchResultKind  kind,
           guint               game_order,
           const char         *game_id,
           const char         *title,
           char               *body)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->kind = kind;
  entry->game_order = game_order;
  entry->order = self->entries->len;
  entry->game_id = g_strdup (game_id);
  entry->title = g_strdup (title);
  entry->body = body;
  if (title != NULL)
    entry->title_tokens = tokenize (title);
  if (body != NULL)
    entry->body_tokens = tokenize (body);

  g_ptr_array_add (self->entries, entry);
  return entry;
}

static gboolean
index_game (TmSearch    *self,
            TmGame      *game,
            guint        game_order,
            GHashTable  *seen_decks,
            GError     **error)
{
  const char *game_id = tm_game_get_id (game);
  const char * const *deck_ids = tm_game_get_deck_ids (game);
  TmRulebook *rulebook;

  rulebook = tm_catalogue_get_rulebook (self->catalogue, game_id, error);
  if (rulebook == NULL)
    return FALSE;

  for (guint i = 0; i < tm_rulebook_get_n_sections (rulebook); i++)
    {
      TmRulesSection *section = tm_rulebook_get_section (rulebook, i);
      Entry *entry;

      entry = add_entry (self, TM_SEARCH_RESULT_SECTION, game_order, game_id,
                         tm_rules_section_get_title (section),
                         tm_rules_section_to_plain_text (section));
      entry->section_id = g_strdup (tm_rules_section_get_id (section));
    }

  for (guint i = 0; i < tm_rulebook_get_n_rulings (rulebook); i++)
    {
      TmRuling *ruling = tm_rulebook_get_ruling (rulebook, i);
      g_autofree char *question = tm_rules_markup_to_plain_text (tm_ruling_get_question (ruling));
      g_autofree char *answer = tm_rules_markup_to_plain_text (tm_ruling_get_ruling (ruling));
      g_autofree char *reason = tm_rules_markup_to_plain_text (tm_ruling_get_reason (ruling));
      const char *option_id = tm_ruling_get_option_id (ruling);
      TmGameOption *option = option_id ? tm_rulebook_lookup_option (rulebook, option_id) : NULL;
      Entry *entry;

      entry = add_entry (self, TM_SEARCH_RESULT_RULING, game_order, game_id, question,
                         g_strjoin (" ", answer, reason,
                                    option ? tm_game_option_get_name (option) : NULL,
                                    NULL));
      entry->section_id = g_strdup ("rulings");
      entry->ruling_id = g_strdup (tm_ruling_get_id (ruling));
    }

  for (guint d = 0; deck_ids && deck_ids[d]; d++)
    {
      TmDeck *deck;
      guint n;

      if (g_hash_table_contains (seen_decks, deck_ids[d]))
        continue;
      g_hash_table_add (seen_decks, (gpointer) deck_ids[d]);

      deck = tm_catalogue_get_deck (self->catalogue, deck_ids[d], error);
      if (deck == NULL)
        return FALSE;

      n = g_list_model_get_n_items (G_LIST_MODEL (deck));
      for (guint i = 0; i < n; i++)
        {
          Entry *entry = add_entry (self, TM_SEARCH_RESULT_CARD, game_order, game_id,
                                    NULL, NULL);

          entry->card = g_list_model_get_item (G_LIST_MODEL (deck), i);
          entry->deck = g_object_ref (deck);
        }
    }

  return TRUE;
}

/**
 * tm_search_new:
 * @catalogue: a #TmCatalogue
 * @error: return location for a #GError
 *
 * Builds a search over every game of @catalogue: its rules sections,
 * rulings and the cards of its decks.  Every rules file and deck is loaded.
 *
 * Returns: (transfer full) (nullable): the search, or %NULL with @error set
 *   if a rules file or deck cannot be loaded
 */
TmSearch *
tm_search_new (TmCatalogue  *catalogue,
               GError      **error)
{
  g_autoptr(TmSearch) self = NULL;
  g_autoptr(GHashTable) seen_decks = NULL;
  guint n;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (TM_TYPE_SEARCH, NULL);
  self->catalogue = g_object_ref (catalogue);
  seen_decks = g_hash_table_new (g_str_hash, g_str_equal);

  n = g_list_model_get_n_items (G_LIST_MODEL (catalogue));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmGame) game = g_list_model_get_item (G_LIST_MODEL (catalogue), i);

      if (!index_game (self, game, i, seen_decks, error))
        return NULL;
    }

  return g_steal_pointer (&self);
}

/* Querying */

typedef struct
{
  guint   score;
  int     snippet_token;     /* index into body tokens, -1 for none */
} Match;

typedef struct
{
  Entry *entry;
  Match  match;
} Hit;

static gboolean
game_uses_deck (TmGame     *game,
                const char *deck_id)
{
  const char * const *decks = tm_game_get_deck_ids (game);

  return decks != NULL && g_strv_contains (decks, deck_id);
}

/* Where a snippet of several words should start: at the matching word
 * after which the snippet's length of words holds the most different
 * terms (the earliest such place), so that “draw pile 77” shows the row
 * with 77 rather than the first “draw”.  @body_term gives, for each word,
 * the index of a term it matches or -1. */
static int
snippet_start (const int *body_term,
               guint      n_body,
               guint      n_terms,
               int        fallback)
{
  g_autofree guint *counts = g_new0 (guint, n_terms);
  guint window = SNIPPET_AFTER;
  guint distinct = 0, best = 0;
  int best_start = fallback;

  /* The window is words [start, start + window). */
  for (guint i = 0; i < MIN (window, n_body); i++)
    if (body_term[i] >= 0 && counts[body_term[i]]++ == 0)
      distinct++;

  for (guint start = 0; start < n_body; start++)
    {
      if (body_term[start] >= 0 && distinct > best)
        {
          best = distinct;
          best_start = (int) start;
        }

      if (body_term[start] >= 0 && --counts[body_term[start]] == 0)
        distinct--;
      if (start + window < n_body && body_term[start + window] >= 0 &&
          counts[body_term[start + window]]++ == 0)
        distinct++;
    }

  return best_start;
}

/* Scores one entry against the query terms, or returns %FALSE when a term
 * matches nowhere.  A term in a short title (a card's name, a section's
 * title) counts most; a ruling's question is a sentence and counts less;
 * the body counts for whether a term is there, plus a little when it is
 * there often.  A title every word of which is matched gets a bonus, so
 * “draw a card” puts the card of that name first. */
static gboolean
match_entry (TmSearchResultKind  kind,
             GArray             *title_tokens,
             GArray             *body_tokens,
             GPtrArray          *terms,
             Match              *match)
{
  guint title_exact_weight = kind == TM_SEARCH_RESULT_RULING ? 2 : 10;
  guint title_prefix_weight = kind == TM_SEARCH_RESULT_RULING ? 1 : 4;
  guint n_title = title_tokens ? title_tokens->len : 0;
  guint n_body = body_tokens ? body_tokens->len : 0;
  g_autofree gboolean *title_hit = g_new0 (gboolean, n_title + 1);
  g_autofree int *body_term = g_new (int, n_body + 1);
  gboolean covered = n_title > 0;

  for (guint i = 0; i < n_body; i++)
    body_term[i] = -1;

  match->score = 0;
  match->snippet_token = -1;

  for (guint t = 0; t < terms->len; t++)
    {
      const char *term = g_ptr_array_index (terms, t);
      gsize term_len = strlen (term);
      guint title_score = 0, exact = 0, prefix = 0;
      int first_exact = -1, first_prefix = -1;

      for (guint i = 0; i < n_title; i++)
        {
          const char *word = g_array_index (title_tokens, Token, i).folded;

          if (g_str_equal (word, term))
            {
              title_score = MAX (title_score, title_exact_weight);
              title_hit[i] = TRUE;
            }
          else if (g_str_has_prefix (word, term))
            {
              title_score = MAX (title_score, title_prefix_weight);
              title_hit[i] = TRUE;
            }
        }

      for (guint i = 0; body_tokens && i < body_tokens->len; i++)
        {
          const char *word = g_array_index (body_tokens, Token, i).folded;

          if (strncmp (word, term, term_len) != 0)
            continue;

          if (body_term[i] < 0)
            body_term[i] = (int) t;

          if (word[term_len] == '\0')
            {
              if (first_exact < 0)
                first_exact = (int) i;
              exact++;
            }
          else
            {
              if (first_prefix < 0)
                first_prefix = (int) i;
              prefix++;
            }
        }

      if (title_score == 0 && exact == 0 && prefix == 0)
        return FALSE;

      match->score += title_score;
      match->score += exact > 0 ? 3 : prefix > 0 ? 1 : 0;
      match->score += exact + prefix >= 3 ? 1 : 0;

      if (match->snippet_token < 0)
        match->snippet_token = first_exact >= 0 ? first_exact : first_prefix;
    }

  for (guint i = 0; i < n_title; i++)
    covered = covered && title_hit[i];
  if (covered)
    match->score += 6;

  if (terms->len > 1)
    match->snippet_token = snippet_start (body_term, n_body, terms->len, match->snippet_token);

  return TRUE;
}

static char *
make_snippet (const char *body,
              GArray     *tokens,
              int         around)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint first, last;

  if (body == NULL || tokens == NULL || tokens->len == 0)
    return g_strdup ("");

  if (around < 0)
    around = 0;

  first = (guint) MAX (0, around - SNIPPET_BEFORE);
  last = MIN (tokens->len - 1, (guint) around + SNIPPET_AFTER);
  if (around < SNIPPET_BEFORE)
    last = MIN (tokens->len - 1, SNIPPET_BEFORE + SNIPPET_AFTER);

  if (first > 0)
    g_string_append (out, "…");

  {
    guint start = first > 0 ? g_array_index (tokens, Token, first).start : 0;
    guint end = g_array_index (tokens, Token, last).end;

    /* Keep the punctuation that closes the last word (a full stop). */
    if (last == tokens->len - 1)
      end = strlen (body);

    for (guint i = start; i < end; i++)
      {
        char c = body[i];

        /* A line that ends without a stop (a table row, a caption, a
         * list item) gets one, so that lines run together still read as
         * sentences. */
        if (c == '\n' && out->len > 0 && out->str[out->len - 1] != ' ')
          {
            const char *prev = g_utf8_find_prev_char (out->str, out->str + out->len);

            if (prev != NULL && g_utf8_strchr (".:;!?…", -1, g_utf8_get_char (prev)) == NULL)
              g_string_append_c (out, '.');
          }
        if (c == '\n' || c == '\t')
          c = ' ';
        if (c == ' ' && out->len > 0 && out->str[out->len - 1] == ' ')
          continue;
        g_string_append_c (out, c);
      }
  }

  if (last < tokens->len - 1)
    g_string_append (out, "…");

  return g_strdup (out->str);
}

static int
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const Hit *ra = a, *rb = b;

  if (ra->match.score != rb->match.score)
    return ra->match.score > rb->match.score ? -1 : 1;
  if (ra->entry->game_order != rb->entry->game_order)
    return ra->entry->game_order < rb->entry->game_order ? -1 : 1;
  if (ra->entry->order != rb->entry->order)
    return ra->entry->order < rb->entry->order ? -1 : 1;
  return 0;
}

/**
 * tm_search_query:
 * @self: a #TmSearch
 * @words: what a person typed
 * @game_id: (nullable): a game to search in, or %NULL for every game
 *
 * Finds the sections, rulings and cards that contain every word of
 * @words, best first.  With @game_id, only that game's rules and the cards
 * of its decks are searched.
 *
 * Returns: (transfer full): a #GListModel of #TmSearchResult, empty when
 *   @words has no words or nothing matches
 */
GListModel *
tm_search_query (TmSearch   *self,
                 const char *words,
                 const char *game_id)
{
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (Hit));
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) query_tokens = NULL;
  GListStore *store;
  TmGame *game = NULL;

  g_return_val_if_fail (TM_IS_SEARCH (self), NULL);
  g_return_val_if_fail (words != NULL, NULL);

  store = g_list_store_new (TM_TYPE_SEARCH_RESULT);

  if (game_id != NULL && (game = tm_catalogue_lookup_game (self->catalogue, game_id)) == NULL)
    return G_LIST_MODEL (store);

  query_tokens = tokenize (words);
  for (guint i = 0; i < query_tokens->len; i++)
    {
      const char *term = g_array_index (query_tokens, Token, i).folded;
      gboolean duplicate = FALSE;

      for (guint j = 0; j < terms->len && !duplicate; j++)
        duplicate = g_str_equal (g_ptr_array_index (terms, j), term);
      if (!duplicate)
        g_ptr_array_add (terms, g_strdup (term));
    }

  if (terms->len == 0)
    return G_LIST_MODEL (store);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);
      g_autoptr(GArray) card_title = NULL;
      g_autoptr(GArray) card_body = NULL;
      Hit hit = { entry, { 0, -1 } };

      if (entry->kind == TM_SEARCH_RESULT_CARD)
        {
          if (game != NULL && !game_uses_deck (game, tm_deck_get_id (entry->deck)))
            continue;

          card_title = tokenize (tm_card_get_name (entry->card));
          card_body = tokenize (tm_card_get_text (entry->card));
          if (!match_entry (entry->kind, card_title, card_body, terms, &hit.match))
            continue;
        }
      else
        {
          if (game_id != NULL && !g_str_equal (entry->game_id, game_id))
            continue;
          if (!match_entry (entry->kind, entry->title_tokens, entry->body_tokens, terms, &hit.match))
            continue;
        }

      g_array_append_val (hits, hit);
    }

  g_array_sort (hits, compare_results);

  for (guint i = 0; i < hits->len; i++)
    {
      Hit *hit = &g_array_index (hits, Hit, i);
      Entry *entry = hit->entry;
      g_autoptr(TmSearchResult) result = g_object_new (TM_TYPE_SEARCH_RESULT, NULL);

      result->kind = entry->kind;
      result->score = hit->match.score;
      result->game_id = g_strdup (game_id ? game_id : entry->game_id);
      result->section_id = g_strdup (entry->section_id);
      result->ruling_id = g_strdup (entry->ruling_id);

      if (entry->kind == TM_SEARCH_RESULT_CARD)
        {
          const char *text = tm_card_get_text (entry->card);
          g_autoptr(GArray) body = tokenize (text);

          result->deck_id = g_strdup (tm_deck_get_id (entry->deck));
          result->card_id = g_strdup (tm_card_get_id (entry->card));
          result->title = g_strdup (tm_card_get_name (entry->card));
          result->snippet = make_snippet (text, body, hit->match.snippet_token);
        }
      else
        {
          result->title = g_strdup (entry->title);
          result->snippet = make_snippet (entry->body, entry->body_tokens,
                                          hit->match.snippet_token);
        }

      g_list_store_append (store, result);
    }

  return G_LIST_MODEL (store);
}
