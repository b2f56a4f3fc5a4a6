/* tm-ledger-read.c: reading a long sheet's hands in one pass
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * json-glib builds a tree of the whole file (a JsonObject, with its own
 * hash table, for every hand, entry and run: about 50,000 for 10,000
 * hands), which the breakdowns are then read from and which is then
 * freed; for a long sheet that is most of opening it.  Here the hands'
 * text is read once, straight into each hand's facts and its breakdowns'
 * plain values (tm-breakdown-private.h), holding what
 * _tm_score_breakdown_from_json() would.
 *
 * Only the shape Tablemate writes is read: anything else (another
 * member, an escape it does not write, a number that is not a small
 * whole one, a field the game's scorer cannot read, a syntax error) makes
 * these functions give up, and the whole file is read by json-glib
 * instead (_tm_ledger_doc_parse_json()), which then gives the error, keeps a
 * breakdown it cannot read as text, and so on.  So a file is refused, or
 * read, exactly as before; this is only a faster way to the same facts.
 */

#include "config.h"

#include <string.h>

#include "tm-ledger-format-private.h"
#include "tm-score-private.h"

typedef struct
{
  const char         *p;
  const char         *end;
  GString            *text;      /* the last string read */
  GHashTable         *read;      /* Span -> its breakdown */
  TmBreakdownBuilder *builder;
} Reader;

/* A breakdown's text in the file, read by @fields. */
typedef struct
{
  const char         *text;
  gsize               len;
  const TmScoreField *fields;
} Span;

static guint
span_hash (gconstpointer data)
{
  const Span *span = data;
  guint hash = 2166136261u ^ GPOINTER_TO_UINT (span->fields);

  for (gsize i = 0; i < span->len; i++)
    hash = (hash ^ (guchar) span->text[i]) * 16777619u;
  return hash;
}

static gboolean
span_equal (gconstpointer a,
            gconstpointer b)
{
  const Span *x = a, *y = b;

  return x->fields == y->fields && x->len == y->len && memcmp (x->text, y->text, x->len) == 0;
}

static inline gboolean
is_space (char c)
{
  return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

static inline void
skip_space (Reader *r)
{
  while (r->p < r->end && is_space (*r->p))
    r->p++;
}

/* Whether the next character (after spaces) is @c; then it is read. */
static inline gboolean
accept (Reader *r,
        char    c)
{
  skip_space (r);
  if (r->p < r->end && *r->p == c)
    {
      r->p++;
      return TRUE;
    }
  return FALSE;
}

static inline gboolean
next_is (Reader *r,
         char    c)
{
  skip_space (r);
  return r->p < r->end && *r->p == c;
}

/* The end of a list or object: ',' (FALSE, more follow) or @close (TRUE);
 * anything else fails (*@ok FALSE). */
static inline gboolean
at_close (Reader   *r,
          char      close,
          gboolean *ok)
{
  if (accept (r, ','))
    return FALSE;
  if (!accept (r, close))
    *ok = FALSE;
  return TRUE;
}

/* A \uXXXX escape's four digits, or -1. */
static int
read_hex4 (const char *p)
{
  int value = 0;

  for (guint i = 0; i < 4; i++)
    {
      int digit = g_ascii_xdigit_value (p[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* A string, into r->text (valid UTF-8).  Gives up on control
 * characters, \u0000 and surrogates: json-glib then reads the file, and
 * tm_json_parse() refuses it, saying where. */
static gboolean
read_string (Reader *r)
{
  const char *start;
  gboolean ascii = TRUE;

  if (!accept (r, '"'))
    return FALSE;

  g_string_truncate (r->text, 0);
  start = r->p;
  while (r->p < r->end)
    {
      guchar c = (guchar) *r->p;

      if (c == '"')
        {
          g_string_append_len (r->text, start, r->p - start);
          r->p++;
          return ascii || g_utf8_validate_len (r->text->str, r->text->len, NULL);
        }
      if (c < 0x20)
        return FALSE;
      if (c >= 0x80)
        ascii = FALSE;
      if (c != '\\')
        {
          r->p++;
          continue;
        }

      g_string_append_len (r->text, start, r->p - start);
      if (r->end - r->p < 2)
        return FALSE;
      switch (r->p[1])
        {
        case '"': g_string_append_c (r->text, '"'); break;
        case '\\': g_string_append_c (r->text, '\\'); break;
        case '/': g_string_append_c (r->text, '/'); break;
        case 'b': g_string_append_c (r->text, '\b'); break;
        case 'f': g_string_append_c (r->text, '\f'); break;
        case 'n': g_string_append_c (r->text, '\n'); break;
        case 'r': g_string_append_c (r->text, '\r'); break;
        case 't': g_string_append_c (r->text, '\t'); break;
        case 'u':
          {
            int value = r->end - r->p >= 6 ? read_hex4 (r->p + 2) : -1;

            if (value <= 0 || (value >= 0xd800 && value <= 0xdfff))
              return FALSE;
            g_string_append_unichar (r->text, (gunichar) value);
            r->p += 4;
          }
          break;
        default:
          return FALSE;
        }
      r->p += 2;
      start = r->p;
    }

  return FALSE;
}

/* A whole number of up to 18 digits, as json-glib reads it; refuses
 * fractions, exponents, leading zeros and -0. */
static gboolean
read_int (Reader *r,
          gint64 *out)
{
  gboolean negative;
  gint64 value = 0;
  guint digits = 0;

  skip_space (r);
  negative = r->p < r->end && *r->p == '-';
  if (negative)
    r->p++;
  /* The count is checked before the digit is added: a nineteenth digit
   * could take the value past what a gint64 holds. */
  while (r->p < r->end && g_ascii_isdigit (*r->p))
    {
      if (++digits > 18)
        return FALSE;
      value = value * 10 + (*r->p - '0');
      if (digits == 2 && value < 10)
        return FALSE;
      r->p++;
    }
  if (digits == 0 || (negative && value == 0))
    return FALSE;
  if (r->p < r->end && (*r->p == '.' || *r->p == 'e' || *r->p == 'E'))
    return FALSE;

  *out = negative ? -value : value;
  return TRUE;
}

static gboolean
accept_word (Reader     *r,
             const char *word,
             gsize       len)
{
  skip_space (r);
  if ((gsize) (r->end - r->p) < len || memcmp (r->p, word, len) != 0)
    return FALSE;
  if ((gsize) (r->end - r->p) > len && g_ascii_isalnum (r->p[len]))
    return FALSE;
  r->p += len;
  return TRUE;
}

#define accept_null(r) accept_word ((r), "null", 4)

/* A scalar: a whole number, true or false, or a string (in r->text). */
static gboolean
read_scalar (Reader *r,
             GType  *type,
             gint64 *number)
{
  skip_space (r);
  if (r->p >= r->end)
    return FALSE;
  switch (*r->p)
    {
    case '"':
      *type = G_TYPE_STRING;
      *number = 0;
      return read_string (r);
    case 't':
      *type = G_TYPE_BOOLEAN;
      *number = TRUE;
      return accept_word (r, "true", 4);
    case 'f':
      *type = G_TYPE_BOOLEAN;
      *number = FALSE;
      return accept_word (r, "false", 5);
    default:
      *type = G_TYPE_INT64;
      return read_int (r, number);
    }
}

static TmScoreValueType
scalar_value_type (GType type)
{
  return type == G_TYPE_INT64 ? TM_SCORE_VALUE_NUMBER
         : type == G_TYPE_BOOLEAN ? TM_SCORE_VALUE_FLAG : TM_SCORE_VALUE_TEXT;
}

/* A scalar just read, as a value of @member (NULL in a list). */
static void
add_scalar (Reader     *r,
            const char *member,
            GType       type,
            gint64      number)
{
  _tm_breakdown_builder_add (r->builder, member, scalar_value_type (type), number,
                             r->text->str, r->text->len);
}

/* A group of a runs field: its members as numbers, texts and flags, as
 * group_from_json() reads it. */
static gboolean
read_group (Reader *r)
{
  char seen[8][32];
  guint n_seen = 0;
  gboolean ok = TRUE;

  if (!accept (r, '{'))
    return FALSE;
  _tm_breakdown_builder_open (r->builder, NULL, TM_SCORE_VALUE_GROUP);
  if (accept (r, '}'))
    {
      _tm_breakdown_builder_close (r->builder);
      return TRUE;
    }

  do
    {
      char member[32];
      GType type;
      gint64 number;

      if (!read_string (r) || !accept (r, ':') || n_seen == G_N_ELEMENTS (seen) ||
          r->text->len >= sizeof member)
        return FALSE;
      memcpy (member, r->text->str, r->text->len + 1);
      for (guint i = 0; i < n_seen; i++)
        if (strcmp (seen[i], member) == 0)
          return FALSE;
      memcpy (seen[n_seen++], member, sizeof member);

      if (accept_null (r))
        continue;
      if (!read_scalar (r, &type, &number))
        return FALSE;
      add_scalar (r, member, type, number);
    }
  while (!at_close (r, '}', &ok));

  _tm_breakdown_builder_close (r->builder);
  return ok;
}

/* The value of a field that is a list, as value_from_json() reads it. */
static gboolean
read_list (Reader             *r,
           const TmScoreField *field)
{
  gboolean ok = TRUE;

  if (!accept (r, '['))
    return FALSE;
  _tm_breakdown_builder_open (r->builder, field->id, TM_SCORE_VALUE_LIST);
  if (accept (r, ']'))
    {
      _tm_breakdown_builder_close (r->builder);
      return TRUE;
    }

  do
    {
      GType type;
      gint64 number;

      switch (field->kind)
        {
        case TM_SCORE_FIELD_PLAYERS:
          if (!read_int (r, &number))
            return FALSE;
          _tm_breakdown_builder_add (r->builder, NULL, TM_SCORE_VALUE_NUMBER, number, NULL, 0);
          break;

        case TM_SCORE_FIELD_CARD_POINTS:
          if (!read_scalar (r, &type, &number) || type == G_TYPE_BOOLEAN)
            return FALSE;
          add_scalar (r, NULL, type, number);
          break;

        case TM_SCORE_FIELD_RUNS:
          if (!read_group (r))
            return FALSE;
          break;

        case TM_SCORE_FIELD_COUNT:
        case TM_SCORE_FIELD_POINTS:
        case TM_SCORE_FIELD_PLAYER:
        case TM_SCORE_FIELD_FLAG:
        case TM_SCORE_FIELD_CHOICE:
        default:
          return FALSE;
        }
    }
  while (!at_close (r, ']', &ok));

  _tm_breakdown_builder_close (r->builder);
  return ok;
}

/* A breakdown, as _tm_score_breakdown_from_json() reads it: NULL when it
 * cannot be read so (the file is then read by json-glib, which keeps it
 * as text). */
static TmBreakdown *
build_breakdown (Reader             *r,
                 const TmScoreField *fields)
{
  guint64 seen = 0;
  gboolean ok = TRUE;

  if (!accept (r, '{'))
    return NULL;
  _tm_breakdown_builder_begin (r->builder, fields);
  if (accept (r, '}'))
    return _tm_breakdown_builder_end (r->builder);

  do
    {
      const TmScoreField *field;
      guint index;

      if (!read_string (r) || !accept (r, ':'))
        return NULL;
      field = fields != NULL ? _tm_score_field_find (fields, r->text->str) : NULL;
      index = field != NULL ? (guint) (field - fields) : 64;
      if (index >= 64 || (seen & (G_GUINT64_CONSTANT (1) << index)) != 0)
        return NULL;
      seen |= G_GUINT64_CONSTANT (1) << index;

      /* null is the same as leaving the field out */
      if (accept_null (r))
        continue;

      switch (field->kind)
        {
        case TM_SCORE_FIELD_COUNT:
        case TM_SCORE_FIELD_POINTS:
        case TM_SCORE_FIELD_PLAYER:
        case TM_SCORE_FIELD_FLAG:
        case TM_SCORE_FIELD_CHOICE:
          {
            GType type, wanted;
            gint64 number;

            wanted = field->kind == TM_SCORE_FIELD_FLAG ? G_TYPE_BOOLEAN
                     : field->kind == TM_SCORE_FIELD_CHOICE ? G_TYPE_STRING : G_TYPE_INT64;
            if (!read_scalar (r, &type, &number) || type != wanted)
              return NULL;
            add_scalar (r, field->id, type, number);
          }
          break;

        case TM_SCORE_FIELD_PLAYERS:
        case TM_SCORE_FIELD_CARD_POINTS:
        case TM_SCORE_FIELD_RUNS:
        default:
          if (!read_list (r, field))
            return NULL;
        }
    }
  while (!at_close (r, '}', &ok));

  return ok ? _tm_breakdown_builder_end (r->builder) : NULL;
}

static gboolean pass_value (Reader *r);

/* The same, once for each different text: entries repeat from hand to
 * hand (a count of 2, no runs), and a breakdown is immutable, so hands
 * whose entries are written alike share them. */
static TmBreakdown *
read_breakdown (Reader             *r,
                const TmScoreField *fields)
{
  Span key = { NULL, 0, fields };
  Reader pass;
  TmBreakdown *breakdown;

  skip_space (r);
  pass = *r;
  if (!next_is (r, '{') || !pass_value (&pass))
    return NULL;
  key.text = r->p;
  key.len = pass.p - r->p;

  breakdown = g_hash_table_lookup (r->read, &key);
  if (breakdown != NULL)
    {
      r->p = pass.p;
      return _tm_breakdown_ref (breakdown);
    }

  breakdown = build_breakdown (r, fields);
  if (breakdown == NULL || r->p != pass.p)
    {
      g_clear_pointer (&breakdown, _tm_breakdown_unref);
      return NULL;
    }
  g_hash_table_insert (r->read, g_memdup2 (&key, sizeof key), _tm_breakdown_ref (breakdown));
  return breakdown;
}

/* The members of a hand of version 1 or 3. */
enum { DEALER, TIME, NOTE, OUTCOME, ENTRIES, N_HAND_MEMBERS };
static const char * const hand_members[N_HAND_MEMBERS] = {
  "dealer", "time", "note", "outcome", "entries",
};

static gboolean
read_entries (Reader             *r,
              const TmScoreRules *rules,
              TmLedgerHandData   *data)
{
  guint n = 0;
  gboolean ok = TRUE;

  if (!accept (r, '[') || data->n_players == 0)
    return FALSE;

  do
    {
      if (n == data->n_players)
        return FALSE;
      if (!accept_null (r) && (data->entries[n] = read_breakdown (r, rules->entry_fields)) == NULL)
        return FALSE;
      n++;
    }
  while (!at_close (r, ']', &ok));

  return ok && n == data->n_players;
}

/* A hand {"dealer", "time", "note", "outcome", "entries"}, checked as
 * read_hand_parts() in tm-ledger-format.c checks it. */
static TmLedgerHandData *
read_hand (Reader             *r,
           const TmScoreRules *rules,
           guint               n_players)
{
  g_autoptr(TmLedgerHandData) data = _tm_ledger_hand_data_new (n_players);
  guint seen = 0;
  gboolean ok = TRUE;

  if (!accept (r, '{'))
    return NULL;

  do
    {
      guint member;

      if (!read_string (r) || !accept (r, ':'))
        return NULL;
      for (member = 0; member < N_HAND_MEMBERS; member++)
        if (g_str_equal (r->text->str, hand_members[member]))
          break;
      if (member == N_HAND_MEMBERS || (seen & (1u << member)) != 0)
        return NULL;
      seen |= 1u << member;

      switch (member)
        {
        case DEALER:
          {
            gint64 dealer;

            if (!read_int (r, &dealer) || dealer < 0 || dealer >= n_players)
              return NULL;
            data->dealer = (guint) dealer;
          }
          break;

        case TIME:
          {
            g_autoptr(GDateTime) time = NULL;

            if (!read_string (r) ||
                (time = g_date_time_new_from_iso8601 (r->text->str, NULL)) == NULL)
              return NULL;
            data->time = g_strdup (r->text->str);
          }
          break;

        case NOTE:
          if (!accept_null (r))
            {
              if (!read_string (r))
                return NULL;
              data->note = g_strdup (r->text->str);
            }
          break;

        case OUTCOME:
          if (!accept_null (r) &&
              (data->outcome = read_breakdown (r, rules->outcome_fields)) == NULL)
            return NULL;
          break;

        case ENTRIES:
        default:
          if (!read_entries (r, rules, data))
            return NULL;
        }
    }
  while (!at_close (r, '}', &ok));

  if (!ok || (seen & (1u << DEALER)) == 0 || (seen & (1u << ENTRIES)) == 0)
    return NULL;
  data->checked = TRUE;
  return g_steal_pointer (&data);
}

/* Reads the hands of @doc (whose header is read, and that has no hands
 * yet) from @text, its "hands" list (version 1 or 3), their breakdowns
 * already typed.  FALSE when a hand cannot be read this way: @doc is then
 * to be thrown away and the file read by json-glib. */
static gboolean
read_hands (TmLedgerDoc *doc,
            const char  *text,
            gsize        len)
{
  const TmScoreRules *rules = _tm_score_lookup_rules (doc->game_id);
  g_autoptr(GString) string = g_string_sized_new (64);
  g_autoptr(GHashTable) read = g_hash_table_new_full (span_hash, span_equal, g_free,
                                                      (GDestroyNotify) _tm_breakdown_unref);
  g_autoptr(TmBreakdownBuilder) builder = _tm_breakdown_builder_new ();
  Reader r = { text, text + len, string, read, builder };
  gboolean ok = TRUE;

  if (rules == NULL || doc->meta->n_players == 0 || !accept (&r, '['))
    return FALSE;
  if (!accept (&r, ']'))
    do
      {
        TmLedgerHandData *hand = read_hand (&r, rules, doc->meta->n_players);

        if (hand == NULL)
          return FALSE;
        g_ptr_array_add (doc->hands, hand);
      }
    while (!at_close (&r, ']', &ok));

  skip_space (&r);
  return ok && r.p == r.end;
}

/* Past a string whose opening quote is at r->p, without reading it. */
static gboolean
pass_string (Reader *r)
{
  for (r->p++; r->p < r->end; r->p++)
    {
      if (*r->p == '\\')
        r->p++;
      else if (*r->p == '"')
        {
          r->p++;
          return TRUE;
        }
    }
  return FALSE;
}

/* Past a value, without reading it: strings and brackets are matched,
 * nothing else is checked (json-glib reads it afterwards). */
static gboolean
pass_value (Reader *r)
{
  guint depth = 0;

  skip_space (r);
  do
    {
      if (r->p >= r->end)
        return FALSE;
      switch (*r->p)
        {
        case '"':
          if (!pass_string (r))
            return FALSE;
          break;
        case '{':
        case '[':
          depth++;
          r->p++;
          break;
        case '}':
        case ']':
          if (depth == 0)
            return FALSE;
          depth--;
          r->p++;
          break;
        case ',':
        case ':':
        case ' ':
        case '\n':
        case '\r':
        case '\t':
          if (depth == 0)
            return FALSE;
          r->p++;
          break;
        default:
          if (!g_ascii_isalnum (*r->p) && *r->p != '-' && *r->p != '+' && *r->p != '.')
            return FALSE;
          r->p++;
          if (depth == 0)
            while (r->p < r->end && (g_ascii_isalnum (*r->p) || *r->p == '-' ||
                                     *r->p == '+' || *r->p == '.'))
              r->p++;
        }
    }
  while (depth > 0);

  return TRUE;
}

/* Whether @data ends with "]}" (and spaces) after @from, as it does when
 * the member at @from is the last; then @end is where the ']' ends. */
static gboolean
ends_with_hands (const char *data,
                 gsize       len,
                 const char *from,
                 gsize      *end)
{
  const char *back = data + len;

  while (back > from && is_space (back[-1]))
    back--;
  if (back == from || back[-1] != '}')
    return FALSE;
  back--;
  while (back > from && is_space (back[-1]))
    back--;
  if (back == from || back[-1] != ']')
    return FALSE;

  *end = back - data;
  return TRUE;
}

/* Finds the hands' list in a file (an object with one "hands" list),
 * [@start, @end), to read it with read_hands() and the rest with
 * json-glib.  Only brackets and strings are matched: the rest is checked
 * when it is read. */
static gboolean
find_hands (const char *data,
            gsize       len,
            gsize      *start,
            gsize      *end)
{
  Reader r = { data, data + len, NULL, NULL, NULL };
  gboolean found = FALSE, ok = TRUE;

  if (!accept (&r, '{') || accept (&r, '}'))
    return FALSE;

  do
    {
      const char *key;
      gboolean is_hands;

      if (!next_is (&r, '"'))
        return FALSE;
      key = r.p;
      if (!pass_string (&r))
        return FALSE;
      /* A key with an escape might be "hands" too: json-glib decides. */
      if (memchr (key, '\\', r.p - key) != NULL)
        return FALSE;
      is_hands = r.p - key == 7 && memcmp (key, "\"hands\"", 7) == 0;
      if (!accept (&r, ':'))
        return FALSE;
      skip_space (&r);
      if (is_hands)
        {
          if (found || !next_is (&r, '['))
            return FALSE;
          found = TRUE;
          *start = r.p - data;
          /* Tablemate writes the hands last: then they end where the
           * file does, and need no passing over (if they do not, they
           * cannot be read as one list, and json-glib reads the file). */
          if (ends_with_hands (data, len, r.p, end))
            return TRUE;
        }
      if (!pass_value (&r))
        return FALSE;
      if (is_hands)
        *end = r.p - data;
    }
  while (!at_close (&r, '}', &ok));

  return ok && found;
}

/* Reads a file's contents into its facts, checking every field: the
 * part of opening a sheet that needs no scorer, so that it can run in a
 * thread.  A file as Tablemate writes it has its hands read in one pass
 * (above) and the rest by json-glib; any other file, or one
 * that pass gives up on, is read by json-glib alone, which says what is
 * wrong with it. */
TmLedgerDoc *
_tm_ledger_doc_parse (GBytes      *bytes,
                      const char  *filename,
                      GError     **error)
{
  gsize len, start, end;
  const char *data = g_bytes_get_data (bytes, &len);
  gint64 version = 0;

  if (data != NULL && find_hands (data, len, &start, &end))
    {
      g_autoptr(GString) head = g_string_sized_new (start + 2 + (len - end));
      g_autoptr(TmLedgerDoc) doc = NULL;

      g_string_append_len (head, data, start);
      g_string_append (head, "[]");
      g_string_append_len (head, data + end, len - end);
      doc = _tm_ledger_doc_parse_json (head->str, head->len, filename, &version, NULL);
      if (doc != NULL && (version == 1 || version == 3) &&
          read_hands (doc, data + start, end - start))
        return g_steal_pointer (&doc);
    }

  return _tm_ledger_doc_parse_json (data, len, filename, &version, error);
}
