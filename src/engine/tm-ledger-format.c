/* tm-ledger-format.c: what a score sheet's file holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The facts of a sheet as people entered them (TmLedgerMeta, and a
 * TmLedgerHandData per hand: immutable snapshots that the ledger, its
 * undo history and saves share) and their JSON, in every format version
 * (docs/ledger-format.md).  Nothing here scores or needs a TmLedger, so
 * that files can be read and written in a thread.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tm-json-private.h"
#include "tm-ledger-format-private.h"
#include "tm-score.h"

G_DEFINE_QUARK (tm-ledger-error-quark, tm_ledger_error)

/* ------------------------------------------------------------------------
 * The facts
 */

static void
hand_data_clear (gpointer data)
{
  TmLedgerHandData *hand = data;

  for (guint i = 0; i < hand->n_players; i++)
    g_clear_pointer (&hand->entries[i], _tm_breakdown_unref);
  g_free (hand->entries);
  g_clear_pointer (&hand->outcome, _tm_breakdown_unref);
  if (hand->unread != NULL)
    for (guint i = 0; i <= hand->n_players; i++)
      g_free (hand->unread[i]);
  g_free (hand->unread);
  if (hand->raw != NULL)
    for (guint i = 0; i <= hand->n_players; i++)
      g_clear_pointer (&hand->raw[i], json_node_unref);
  g_free (hand->raw);
  g_free (hand->note);
  g_free (hand->time);
  g_free (hand->json);
}

TmLedgerHandData *
_tm_ledger_hand_data_new (guint n_players)
{
  TmLedgerHandData *hand = g_rc_box_new0 (TmLedgerHandData);

  hand->n_players = n_players;
  hand->entries = g_new0 (TmBreakdown *, n_players);
  return hand;
}

TmLedgerHandData *
_tm_ledger_hand_data_copy (const TmLedgerHandData *other)
{
  TmLedgerHandData *hand = _tm_ledger_hand_data_new (other->n_players);

  for (guint i = 0; i < other->n_players; i++)
    hand->entries[i] = other->entries[i] ? _tm_breakdown_ref (other->entries[i]) : NULL;
  hand->outcome = other->outcome ? _tm_breakdown_ref (other->outcome) : NULL;
  g_assert (other->raw == NULL);
  if (other->unread != NULL)
    {
      hand->unread = g_new0 (char *, other->n_players + 1);
      for (guint i = 0; i <= other->n_players; i++)
        hand->unread[i] = g_strdup (other->unread[i]);
    }
  hand->note = g_strdup (other->note);
  hand->time = g_strdup (other->time);
  hand->dealer = other->dealer;
  hand->checked = other->checked;
  return hand;
}

void
_tm_ledger_hand_data_release (TmLedgerHandData *hand)
{
  g_rc_box_release_full (hand, hand_data_clear);
}

/* Replaces a breakdown (player @index, or the outcome at n_players), and
 * forgets the file's text of it, if it was kept unread. */
void
_tm_ledger_hand_data_set_breakdown (TmLedgerHandData *hand,
                                    guint             index,
                                    GVariant         *breakdown)
{
  TmBreakdown **slot = index < hand->n_players ? &hand->entries[index] : &hand->outcome;

  g_clear_pointer (slot, _tm_breakdown_unref);
  *slot = breakdown != NULL ? _tm_breakdown_new_from_variant (breakdown) : NULL;
  hand->checked = FALSE;
  if (hand->unread != NULL)
    g_clear_pointer (&hand->unread[index], g_free);
}

static void
meta_clear (gpointer data)
{
  TmLedgerMeta *meta = data;

  g_free (meta->title);
  g_clear_pointer (&meta->options, json_object_unref);
  for (guint i = 0; i < meta->n_players; i++)
    {
      g_free (meta->players[i].name);
      g_free (meta->players[i].roster_id);
    }
  g_free (meta->players);
}

TmLedgerMeta *
_tm_ledger_meta_new (guint n_players)
{
  TmLedgerMeta *meta = g_rc_box_new0 (TmLedgerMeta);

  meta->n_players = n_players;
  meta->players = g_new0 (TmLedgerPlayerData, n_players);
  meta->options = json_object_new ();
  return meta;
}

static JsonNode *deep_copy_node (JsonNode *node);

static JsonObject *
deep_copy_object (JsonObject *object)
{
  JsonObject *copy = json_object_new ();
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &node))
    json_object_set_member (copy, member, deep_copy_node (node));

  return copy;
}

static JsonNode *
deep_copy_node (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonNode *copy = json_node_new (JSON_NODE_OBJECT);

      json_node_take_object (copy, deep_copy_object (json_node_get_object (node)));
      return copy;
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      JsonArray *copy_array = json_array_sized_new (json_array_get_length (array));
      JsonNode *copy = json_node_new (JSON_NODE_ARRAY);

      for (guint i = 0; i < json_array_get_length (array); i++)
        json_array_add_element (copy_array, deep_copy_node (json_array_get_element (array, i)));
      json_node_take_array (copy, copy_array);
      return copy;
    }

  return json_node_copy (node);
}

TmLedgerMeta *
_tm_ledger_meta_copy (const TmLedgerMeta *other)
{
  TmLedgerMeta *meta = g_rc_box_new0 (TmLedgerMeta);

  meta->title = g_strdup (other->title);
  meta->options = deep_copy_object (other->options);
  meta->n_players = other->n_players;
  meta->players = g_new0 (TmLedgerPlayerData, other->n_players);
  for (guint i = 0; i < other->n_players; i++)
    {
      meta->players[i].name = g_strdup (other->players[i].name);
      meta->players[i].team = other->players[i].team;
      meta->players[i].roster_id = g_strdup (other->players[i].roster_id);
    }
  meta->first_dealer = other->first_dealer;
  meta->rounds = other->rounds;
  return meta;
}

void
_tm_ledger_meta_release (TmLedgerMeta *meta)
{
  g_rc_box_release_full (meta, meta_clear);
}

/* ------------------------------------------------------------------------
 * Writing
 */

static void
append_string (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      switch (*c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if ((guchar) *c < 0x20)
            g_string_append_printf (out, "\\u%04x", (guchar) *c);
          else
            g_string_append_c (out, *c);
        }
    }
  g_string_append_c (out, '"');
}

/* A breakdown's value as JSON: numbers, flags, texts, lists and
 * dictionaries (tm_score_breakdown_to_json() writes the same, through a
 * tree of nodes that a long sheet cannot afford). */
static void
append_variant (GString  *out,
                GVariant *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr(GVariant) inner = g_variant_get_variant (value);

      append_variant (out, inner);
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    g_string_append_printf (out, "%" G_GINT64_FORMAT, g_variant_get_int64 (value));
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    g_string_append (out, g_variant_get_boolean (value) ? "true" : "false");
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    append_string (out, g_variant_get_string (value, NULL));
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT))
    {
      GVariantIter iter;
      const char *member;
      GVariant *child;
      gboolean first = TRUE;

      g_string_append_c (out, '{');
      g_variant_iter_init (&iter, value);
      while (g_variant_iter_next (&iter, "{&sv}", &member, &child))
        {
          if (!first)
            g_string_append_c (out, ',');
          first = FALSE;
          append_string (out, member);
          g_string_append_c (out, ':');
          append_variant (out, child);
          g_variant_unref (child);
        }
      g_string_append_c (out, '}');
    }
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_ARRAY))
    {
      gsize n = g_variant_n_children (value);

      g_string_append_c (out, '[');
      for (gsize i = 0; i < n; i++)
        {
          g_autoptr(GVariant) child = g_variant_get_child_value (value, i);

          if (i > 0)
            g_string_append_c (out, ',');
          append_variant (out, child);
        }
      g_string_append_c (out, ']');
    }
  else
    {
      g_critical ("a breakdown cannot hold a value of type %s", g_variant_get_type_string (value));
      g_string_append (out, "null");
    }
}

/* The same for a breakdown's values, as plain values keep them. */
static void
append_value (GString            *out,
              const TmScoreValue *value)
{
  switch (value->type)
    {
    case TM_SCORE_VALUE_NUMBER:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, value->number);
      break;

    case TM_SCORE_VALUE_FLAG:
      g_string_append (out, value->number ? "true" : "false");
      break;

    case TM_SCORE_VALUE_TEXT:
      append_string (out, value->text);
      break;

    case TM_SCORE_VALUE_LIST:
    case TM_SCORE_VALUE_GROUP:
      g_string_append_c (out, value->type == TM_SCORE_VALUE_LIST ? '[' : '{');
      for (guint i = 0; i < value->n; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          if (value->type == TM_SCORE_VALUE_GROUP)
            {
              append_string (out, value->items[i].member);
              g_string_append_c (out, ':');
            }
          append_value (out, &value->items[i]);
        }
      g_string_append_c (out, value->type == TM_SCORE_VALUE_LIST ? ']' : '}');
      break;

    case TM_SCORE_VALUE_OTHER:
    default:
      g_assert_not_reached ();
    }
}

/* A hand's breakdown (player @index, or the outcome at n_players) as the
 * file gives it. */
static void
append_breakdown (GString          *out,
                  TmLedgerHandData *data,
                  guint             index)
{
  TmBreakdown *typed = index < data->n_players ? data->entries[index] : data->outcome;

  if (data->unread != NULL && data->unread[index] != NULL)
    g_string_append (out, data->unread[index]);
  else if (typed != NULL && typed->root != NULL && !typed->has_other)
    append_value (out, typed->root);
  else if (typed != NULL)
    append_variant (out, typed->variant);
  else
    g_string_append (out, "null");
}

static gboolean
has_outcome (TmLedgerHandData *data)
{
  return data->outcome != NULL || (data->unread != NULL && data->unread[data->n_players] != NULL);
}

/* One hand: {"dealer", "time", "note", "outcome", "entries"}, leaving out
 * what it does not have. */
static const char *
hand_json (TmLedgerHandData *data)
{
  GString *out;
  char *json;

  json = g_atomic_pointer_get (&data->json);
  if (json != NULL)
    return json;

  out = g_string_sized_new (128);
  g_string_append_printf (out, "{\"dealer\":%u", data->dealer);
  if (data->time != NULL)
    {
      g_string_append (out, ",\"time\":");
      append_string (out, data->time);
    }
  if (data->note != NULL && data->note[0] != '\0')
    {
      g_string_append (out, ",\"note\":");
      append_string (out, data->note);
    }
  if (has_outcome (data))
    {
      g_string_append (out, ",\"outcome\":");
      append_breakdown (out, data, data->n_players);
    }
  g_string_append (out, ",\"entries\":[");
  for (guint p = 0; p < data->n_players; p++)
    {
      if (p > 0)
        g_string_append_c (out, ',');
      append_breakdown (out, data, p);
    }
  g_string_append (out, "]}");

  json = g_string_free (out, FALSE);
  if (!g_atomic_pointer_compare_and_exchange (&data->json, NULL, json))
    {
      g_free (json);
      json = g_atomic_pointer_get (&data->json);
    }
  return json;
}

/* The sheet but its hands: its header through json-glib, without its
 * closing brace.  Version 1 and 3 have the same layout. */
GString *
_tm_ledger_doc_write_head (TmLedgerDoc *doc,
                           int          version)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) header = json_node_new (JSON_NODE_OBJECT);
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_sized_new (doc->meta->n_players);
  g_autofree char *created = g_date_time_format_iso8601 (doc->created);
  GString *out = g_string_sized_new (256 + 256 * doc->hands->len);

  g_assert (version == 1 || version == 3);

  json_object_set_int_member (root, "version", version);
  json_object_set_string_member (root, "id", doc->id);
  json_object_set_string_member (root, "game", doc->game_id);
  json_object_set_string_member (root, "title", doc->meta->title != NULL ? doc->meta->title : "");
  json_object_set_string_member (root, "created", created);
  json_object_set_object_member (root, "options", json_object_ref (doc->meta->options));
  json_object_set_int_member (root, "rounds", doc->meta->rounds);
  json_object_set_int_member (root, "first_dealer", doc->meta->first_dealer);
  for (guint p = 0; p < doc->meta->n_players; p++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", doc->meta->players[p].name);
      if (doc->meta->players[p].team >= 0)
        json_object_set_int_member (player, "team", doc->meta->players[p].team);
      if (doc->meta->players[p].roster_id != NULL)
        json_object_set_string_member (player, "roster_id", doc->meta->players[p].roster_id);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (root, "players", players);

  json_node_take_object (header, root);
  json_generator_set_root (generator, header);
  json_generator_to_gstring (generator, out);
  g_assert (out->len > 0 && out->str[out->len - 1] == '}');
  g_string_truncate (out, out->len - 1);
  return out;
}

/* Appends the hands and closes the sheet that @out starts.  It reads
 * only the hands' snapshots, so that a save can write them in a thread:
 * for a long sheet that is the costly part. */
void
_tm_ledger_doc_write_hands (TmLedgerDoc *doc,
                            GString     *out)
{
  g_string_append (out, ",\"hands\":[");
  for (guint i = 0; i < doc->hands->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, hand_json (g_ptr_array_index (doc->hands, i)));
    }
  g_string_append (out, "]}");
}

GString *
_tm_ledger_doc_write (TmLedgerDoc *doc,
                      int          version)
{
  GString *out = _tm_ledger_doc_write_head (doc, version);

  _tm_ledger_doc_write_hands (doc, out);
  return out;
}

/* ------------------------------------------------------------------------
 * Reading
 */

TmLedgerDoc *
_tm_ledger_doc_new (void)
{
  TmLedgerDoc *doc = g_new0 (TmLedgerDoc, 1);

  doc->hands = g_ptr_array_new_with_free_func ((GDestroyNotify) _tm_ledger_hand_data_release);
  return doc;
}

void
_tm_ledger_doc_free (TmLedgerDoc *doc)
{
  g_clear_pointer (&doc->root, json_node_unref);
  g_free (doc->id);
  g_free (doc->game_id);
  g_clear_pointer (&doc->created, g_date_time_unref);
  g_clear_pointer (&doc->meta, _tm_ledger_meta_release);
  g_clear_pointer (&doc->hands, g_ptr_array_unref);
  g_free (doc);
}

static gboolean
invalid (GError     **error,
         const char  *filename,
         const char  *format,
         ...) G_GNUC_PRINTF (3, 4);

static gboolean
invalid (GError     **error,
         const char  *filename,
         const char  *format,
         ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_INVALID, "%s: %s", filename, what);
  return FALSE;
}

static gboolean
read_player (JsonNode            *node,
             TmLedgerPlayerData  *player,
             const char          *filename,
             guint                position,
             GError             **error)
{
  JsonObject *object;
  const char *name;
  gint64 team = -1;

  if (!JSON_NODE_HOLDS_OBJECT (node) ||
      (name = tm_json_member_string (object = json_node_get_object (node), "name")) == NULL)
    return invalid (error, filename, "player %u: field “name” is a required string",
                    position + 1);

  if (json_object_has_member (object, "team") &&
      (!tm_json_member_int (object, "team", &team) || team < 0 || team > 1000))
    return invalid (error, filename, "player %u: field “team”: must be a team number from 0",
                    position + 1);

  player->name = g_strdup (name);
  player->team = (int) team;
  player->roster_id = g_strdup (tm_json_member_string (object, "roster_id"));
  return TRUE;
}

/* The parts of a hand, wherever the file's version keeps them. */
typedef struct
{
  JsonNode *dealer;
  JsonNode *time;
  JsonNode *note;
  JsonNode *outcome;
  JsonNode *entries;
} HandParts;

static gboolean
read_hand_parts (HandParts         *parts,
                 TmLedgerHandData  *data,
                 const char        *filename,
                 guint              number,
                 GError           **error)
{
  guint n_players = data->n_players;
  gint64 dealer = -1;
  JsonArray *entries;

  if (parts->dealer != NULL && JSON_NODE_HOLDS_VALUE (parts->dealer) &&
      json_node_get_value_type (parts->dealer) == G_TYPE_INT64)
    dealer = json_node_get_int (parts->dealer);
  if (dealer < 0 || dealer >= n_players)
    return invalid (error, filename,
                    "hand %u: field “dealer”: must be a player's position from 0 to %u",
                    number, n_players - 1);
  data->dealer = (guint) dealer;

  if (parts->note != NULL && !JSON_NODE_HOLDS_NULL (parts->note))
    {
      if (!JSON_NODE_HOLDS_VALUE (parts->note) ||
          json_node_get_value_type (parts->note) != G_TYPE_STRING)
        return invalid (error, filename, "hand %u: field “note”: must be a string", number);
      data->note = g_strdup (json_node_get_string (parts->note));
    }

  if (parts->time != NULL)
    {
      g_autoptr(GDateTime) time = NULL;

      if (JSON_NODE_HOLDS_VALUE (parts->time) &&
          json_node_get_value_type (parts->time) == G_TYPE_STRING)
        time = g_date_time_new_from_iso8601 (json_node_get_string (parts->time), NULL);
      if (time == NULL)
        return invalid (error, filename, "hand %u: field “time”: must be a date and time "
                        "(ISO 8601)", number);
      data->time = g_strdup (json_node_get_string (parts->time));
    }

  data->raw = g_new0 (JsonNode *, n_players + 1);
  if (parts->outcome != NULL && !JSON_NODE_HOLDS_NULL (parts->outcome))
    {
      if (!JSON_NODE_HOLDS_OBJECT (parts->outcome))
        return invalid (error, filename, "hand %u: field “outcome”: must be an object or null",
                        number);
      data->raw[n_players] = json_node_ref (parts->outcome);
    }

  entries = parts->entries != NULL && JSON_NODE_HOLDS_ARRAY (parts->entries)
            ? json_node_get_array (parts->entries) : NULL;
  if (entries == NULL || json_array_get_length (entries) != n_players)
    return invalid (error, filename,
                    "hand %u: field “entries”: must list one entry (or null) for each of "
                    "the %u players", number, n_players);

  for (guint p = 0; p < n_players; p++)
    {
      JsonNode *entry = json_array_get_element (entries, p);

      if (JSON_NODE_HOLDS_OBJECT (entry))
        data->raw[p] = json_node_ref (entry);
      else if (!JSON_NODE_HOLDS_NULL (entry))
        return invalid (error, filename,
                        "hand %u: entry %u: must be an object, or null for a blank",
                        number, p + 1);
    }

  return TRUE;
}

/* A hand of version 1 or 3: {"dealer", "time", "note", "outcome",
 * "entries"}. */
static gboolean
read_hand (JsonNode          *node,
           TmLedgerHandData  *data,
           const char        *filename,
           guint              number,
           GError           **error)
{
  JsonObject *object;
  HandParts parts;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, filename, "hand %u: must be an object", number);

  object = json_node_get_object (node);
  parts = (HandParts) {
    .dealer = json_object_get_member (object, "dealer"),
    .time = json_object_get_member (object, "time"),
    .note = json_object_get_member (object, "note"),
    .outcome = json_object_get_member (object, "outcome"),
    .entries = json_object_get_member (object, "entries"),
  };
  return read_hand_parts (&parts, data, filename, number, error);
}

/* A hand of version 2: [dealer, points, check, entries, outcome, note].
 * The points and the check were a cache of what the entries add up to:
 * they are not read, whatever they say. */
static gboolean
read_hand_v2 (JsonNode          *node,
              TmLedgerHandData  *data,
              const char        *filename,
              guint              number,
              GError           **error)
{
  JsonArray *array;
  guint n;
  HandParts parts;

  array = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  n = array != NULL ? json_array_get_length (array) : 0;
  if (n < 4)
    return invalid (error, filename,
                    "hand %u: must be a list: [dealer, points, check, entries, outcome, note]",
                    number);
  if (n > 6)
    return invalid (error, filename,
                    "hand %u: has more than dealer, points, check, entries, outcome and note",
                    number);

  parts = (HandParts) {
    .dealer = json_array_get_element (array, 0),
    .entries = json_array_get_element (array, 3),
    .outcome = n > 4 ? json_array_get_element (array, 4) : NULL,
    .note = n > 5 ? json_array_get_element (array, 5) : NULL,
  };
  return read_hand_parts (&parts, data, filename, number, error);
}

/* json-glib says "<data>:LINE:COLUMN: Parse error: WHAT"; files say "line
 * LINE, column COLUMN: WHAT". */
static char *
describe_parse_error (const char *message)
{
  guint line, column;
  int end = 0;

  if (sscanf (message, "<data>:%u:%u: %n", &line, &column, &end) == 2 && end > 0)
    {
      const char *what = message + end;

      if (g_str_has_prefix (what, "Parse error: "))
        what += strlen ("Parse error: ");
      return g_strdup_printf ("line %u, column %u: %s", line, column, what);
    }

  return g_strdup (message);
}

/* Reads a file's contents into its facts with json-glib, checking every
 * field; *@out_version is the file's format version, once read. */
TmLedgerDoc *
_tm_ledger_doc_parse_json (const char  *data,
                           gsize        len,
                           const char  *filename,
                           gint64      *out_version,
                           GError     **error)
{
  g_autoptr(TmLedgerDoc) doc = _tm_ledger_doc_new ();
  g_autoptr(GError) local_error = NULL;
  JsonObject *root, *options;
  JsonArray *players, *hands;
  const char *created;
  gint64 version = 0, value;

  doc->root = tm_json_parse (data, len, &local_error);
  if (doc->root == NULL)
    {
      g_autofree char *what = describe_parse_error (local_error->message);

      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT,
                   "%s is damaged (%s); it is left as it is", filename, what);
      return NULL;
    }

  if (!JSON_NODE_HOLDS_OBJECT (doc->root))
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_CORRUPT,
                   "%s is not a Tablemate score sheet: the top level must be an object; "
                   "it is left as it is", filename);
      return NULL;
    }
  root = json_node_get_object (doc->root);

  if (!tm_json_member_int (root, "version", &version) || version < 1)
    return invalid (error, filename,
                    "field “version”: a format version (a number from 1) is required"), NULL;
  if (version > TM_LEDGER_FORMAT_VERSION)
    {
      g_set_error (error, TM_LEDGER_ERROR, TM_LEDGER_ERROR_VERSION,
                   "%s was written by a newer Tablemate (format version %" G_GINT64_FORMAT
                   "; this one reads up to %d); it is left as it is", filename, version,
                   TM_LEDGER_FORMAT_VERSION);
      return NULL;
    }
  *out_version = version;

  doc->game_id = g_strdup (tm_json_member_string (root, "game"));
  players = tm_json_member_array (root, "players");
  hands = tm_json_member_array (root, "hands");
  if (doc->game_id == NULL || players == NULL || hands == NULL)
    return invalid (error, filename, "field “%s” is required",
                    doc->game_id == NULL ? "game" : players == NULL ? "players" : "hands"), NULL;
  if (!tm_score_has_game (doc->game_id))
    return invalid (error, filename, "“%s” is not a game Tablemate can score", doc->game_id),
           NULL;
  doc->meta = _tm_ledger_meta_new (json_array_get_length (players));
  for (guint p = 0; p < doc->meta->n_players; p++)
    if (!read_player (json_array_get_element (players, p), &doc->meta->players[p], filename, p,
                      error))
      return NULL;

  doc->meta->title = g_strdup (tm_json_member_string (root, "title"));
  if (doc->meta->title == NULL)
    doc->meta->title = g_strdup ("");

  if (json_object_has_member (root, "options"))
    {
      options = tm_json_member_object (root, "options");
      if (options == NULL)
        return invalid (error, filename, "field “options”: must be an object"), NULL;
      json_object_unref (doc->meta->options);
      doc->meta->options = json_object_ref (options);
    }

  if (tm_json_member_int (root, "first_dealer", &value))
    {
      if (value < 0 || value >= doc->meta->n_players)
        return invalid (error, filename, "field “first_dealer”: must be a player's position"),
               NULL;
      doc->meta->first_dealer = (guint) value;
    }

  if (tm_json_member_int (root, "rounds", &value) && value >= 0 && value <= G_MAXINT)
    {
      doc->meta->rounds = (guint) value;
      doc->has_rounds = TRUE;
    }

  doc->id = g_strdup (tm_json_member_string (root, "id"));
  created = tm_json_member_string (root, "created");
  if (created != NULL)
    doc->created = g_date_time_new_from_iso8601 (created, NULL);

  /* A table of nobody is refused by _tm_ledger_new_from_doc(), which
   * knows how many the game takes. */
  for (guint i = 0; doc->meta->n_players > 0 && i < json_array_get_length (hands); i++)
    {
      JsonNode *node = json_array_get_element (hands, i);
      g_autoptr(TmLedgerHandData) hand = _tm_ledger_hand_data_new (doc->meta->n_players);
      gboolean ok = version == 2 ? read_hand_v2 (node, hand, filename, i + 1, error)
                                 : read_hand (node, hand, filename, i + 1, error);

      if (!ok)
        return NULL;
      g_ptr_array_add (doc->hands, g_steal_pointer (&hand));
    }

  return g_steal_pointer (&doc);
}
