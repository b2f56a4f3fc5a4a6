/* tm-play-util.c: helpers every game's play code shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-json-private.h"
#include "tm-rng.h"

#include "tm-play-util.h"

/* Fills in why the rules refuse a move; %FALSE, for `return …`. */
gboolean
tm_play_violate (TmPlayViolation *v,
                 const char      *section,
                 const char      *ruling,
                 const char      *message)
{
  if (v != NULL)
    {
      v->section = section;
      v->ruling = ruling;
      v->message = message;
    }
  return FALSE;
}

/* A saved state that cannot be read; %FALSE, for `return …`. */
gboolean
tm_play_state_error (GError     **error,
                     const char  *game,
                     const char  *field,
                     const char  *problem)
{
  /* TRANSLATORS: “Free-O state: field “turn”: the number is out of range” */
  g_set_error (error, TM_PLAY_ERROR, TM_PLAY_ERROR_STATE, _("%s state: field “%s”: %s"),
               game, field, problem);
  return FALSE;
}

gboolean
tm_play_check_full_state (JsonObject  *o,
                          const char  *game,
                          GError     **error)
{
  if (json_object_has_member (o, "observer"))
    return tm_play_state_error (error, game, "observer",
                                _("this is one seat's view, which cannot be restored as a game"));
  return TRUE;
}

gboolean
tm_play_read_int (JsonObject  *o,
                  const char  *game,
                  const char  *field,
                  int          min,
                  int          max,
                  int         *out,
                  GError     **error)
{
  gint64 value;

  if (!tm_json_member_int (o, field, &value))
    return tm_play_state_error (error, game, field, _("a whole number is required"));
  if (value < min || value > max)
    return tm_play_state_error (error, game, field, _("the number is out of range"));
  *out = (int) value;
  return TRUE;
}

gboolean
tm_play_read_optional_int (JsonObject  *o,
                           const char  *game,
                           const char  *field,
                           int          min,
                           int          max,
                           int          fallback,
                           int         *out,
                           GError     **error)
{
  if (!json_object_has_member (o, field))
    {
      *out = fallback;
      return TRUE;
    }
  return tm_play_read_int (o, game, field, min, max, out, error);
}

gboolean
tm_play_read_bool (JsonObject  *o,
                   const char  *game,
                   const char  *field,
                   guint8      *out,
                   GError     **error)
{
  gboolean value;

  if (!tm_json_member_boolean (o, field, &value))
    return tm_play_state_error (error, game, field, _("true or false is required"));
  *out = value;
  return TRUE;
}

gboolean
tm_play_read_optional_bool (JsonObject  *o,
                            const char  *game,
                            const char  *field,
                            guint8      *out,
                            GError     **error)
{
  if (!json_object_has_member (o, field))
    {
      *out = FALSE;
      return TRUE;
    }
  return tm_play_read_bool (o, game, field, out, error);
}

gboolean
tm_play_read_int_array (JsonArray   *array,
                        const char  *game,
                        const char  *field,
                        guint        max_len,
                        int          max,
                        guint8      *out8,
                        guint16     *out16,
                        guint       *n_out,
                        GError     **error)
{
  if (array == NULL || json_array_get_length (array) > max_len)
    return tm_play_state_error (error, game, field, _("an array of whole numbers is required"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 value;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (value = json_node_get_int (node)) < 0 || value > max)
        return tm_play_state_error (error, game, field, _("an element is out of range"));
      if (out8 != NULL)
        out8[i] = (guint8) value;
      if (out16 != NULL)
        out16[i] = (guint16) value;
    }
  if (n_out != NULL)
    *n_out = json_array_get_length (array);
  return TRUE;
}

/* A number in [@min, @max] per seat into @out; @problem says what is
 * wrong with an element that is not one. */
static gboolean
read_seat_values (JsonObject  *o,
                  const char  *game,
                  const char  *field,
                  guint        n,
                  gint64       min,
                  gint64       max,
                  const char  *problem,
                  gint64      *out,
                  GError     **error)
{
  JsonArray *array = tm_json_member_array (o, field);

  if (array == NULL || json_array_get_length (array) != n)
    return tm_play_state_error (error, game, field,
                                _("an array with a number per seat is required"));
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < min || json_node_get_int (node) > max)
        return tm_play_state_error (error, game, field, problem);
      out[i] = json_node_get_int (node);
    }
  return TRUE;
}

gboolean
tm_play_read_seat_numbers (JsonObject  *o,
                           const char  *game,
                           const char  *field,
                           guint        n,
                           int          min,
                           int          max,
                           gint64      *out,
                           GError     **error)
{
  return read_seat_values (o, game, field, n, min, max, _("an element is out of range"), out,
                           error);
}

gboolean
tm_play_read_points (JsonObject  *o,
                     const char  *game,
                     const char  *field,
                     guint        n,
                     gint16      *out,
                     GError     **error)
{
  gint64 values[TM_PLAY_MAX_PLAYERS];

  g_return_val_if_fail (n <= TM_PLAY_MAX_PLAYERS, FALSE);

  if (!read_seat_values (o, game, field, n, -30000, 30000, _("an element is not a score"),
                         values, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    out[i] = (gint16) values[i];
  return TRUE;
}

JsonArray *
tm_play_rng_to_json (const TmRng *rng)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (rng->s); i++)
    {
      char hex[24];

      g_snprintf (hex, sizeof hex, "%016" G_GINT64_MODIFIER "x", rng->s[i]);
      json_array_add_string_element (array, hex);
    }
  return array;
}

gboolean
tm_play_read_rng (JsonObject  *o,
                  const char  *game,
                  TmRng       *out,
                  GError     **error)
{
  JsonArray *array = tm_json_member_array (o, "rng");

  if (array == NULL || json_array_get_length (array) != G_N_ELEMENTS (out->s))
    return tm_play_state_error (error, game, "rng", _("four hexadecimal numbers are required"));
  for (guint i = 0; i < G_N_ELEMENTS (out->s); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
          !g_ascii_string_to_unsigned (json_node_get_string (node), 16, 0, G_MAXUINT64,
                                       &out->s[i], NULL))
        return tm_play_state_error (error, game, "rng", _("four hexadecimal numbers are required"));
    }
  return TRUE;
}

/* One draw of a generator seeded from the three numbers: its top 53 bits
 * as a fraction. */
double
tm_play_fixed_draw (guint64 seed,
                    guint64 a,
                    guint64 b)
{
  TmRng rng;

  tm_rng_init (&rng, seed ^ (a * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) ^
                     (b * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f)));
  return (tm_rng_next (&rng) >> 11) * (1.0 / 9007199254740992.0);
}

void
tm_play_share_returns (const int *points,
                       guint      n_players,
                       gboolean   over,
                       double    *values)
{
  int best = 0, total = 0;
  guint n_best = 0;

  for (guint p = 0; p < n_players; p++)
    {
      total += points[p];
      if (points[p] > best)
        best = points[p], n_best = 0;
      if (points[p] == best)
        n_best++;
    }

  for (guint p = 0; p < n_players; p++)
    {
      if (over)
        values[p] = points[p] == best ? 1.0 / n_best : 0.0;
      else
        values[p] = (points[p] + 0.5) / (total + 0.5 * n_players);
    }
}

guint32
tm_play_leaders (const int *points,
                 guint      n_players)
{
  int best = G_MININT;
  guint32 leaders = 0;

  for (guint p = 0; p < n_players; p++)
    best = MAX (best, points[p]);
  for (guint p = 0; p < n_players; p++)
    if (points[p] == best)
      leaders |= 1u << p;
  return leaders;
}

void
tm_play_hand_one_of_one (TmPlayHandRecord *hand,
                         guint             n_players)
{
  hand->number = 1;
  hand->dealer = -1;
  hand->outcome = NULL;
  hand->took_hand = tm_play_leaders (hand->points, n_players);
}

GVariant *
tm_play_entry_int (const char *field,
                   gint64      value)
{
  g_auto(GVariantDict) entry = G_VARIANT_DICT_INIT (NULL);

  g_variant_dict_insert (&entry, field, "x", value);
  return g_variant_ref_sink (g_variant_dict_end (&entry));
}
