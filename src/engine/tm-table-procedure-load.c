/* tm-table-procedure-load.c: loading and checking a table procedure file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-data-strings-private.h"
#include "tm-json-private.h"
#include "tm-rules-markup.h"

#include "tm-table-procedure-private.h"
#include "tm-table-setup-private.h"

/* Loading.  Every error names where it happened: “FILE: setup step 3”. */

#define fail(error, where, ...) \
  _tm_json_fail (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID, where, __VA_ARGS__)
#define check_fields(object, known, where, error) \
  _tm_json_check_fields (object, known, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID, where, error)

/* An optional string member: NULL when absent or null; an error when it
 * is something else. */
static gboolean
read_optional_string (JsonObject  *object,
                      const char  *field,
                      const char  *where,
                      char       **out,
                      GError     **error)
{
  JsonNode *node = json_object_get_member (object, field);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
      *json_node_get_string (node) == '\0')
    return fail (error, where, "field “%s”: must be a string", field);
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

static gboolean
read_required_string (JsonObject  *object,
                      const char  *field,
                      const char  *where,
                      char       **out,
                      GError     **error)
{
  if (!read_optional_string (object, field, where, out, error))
    return FALSE;
  if (*out == NULL)
    return fail (error, where, "field “%s”: a string is required", field);
  return TRUE;
}

static gboolean
read_markup (JsonObject  *object,
             const char  *field,
             gboolean     required,
             const char  *where,
             char       **out,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!(required ? read_required_string : read_optional_string) (object, field, where, out,
                                                                 error))
    return FALSE;
  if (*out != NULL && !tm_rules_markup_validate (*out, &local_error))
    return fail (error, where, "field “%s”: %s", field, local_error->message);
  return TRUE;
}

/* An option a file names must be one of the game's options that the
 * table assistant offers. */
static gboolean
check_option (TmTableProcedure  *self,
              const char        *option_id,
              const char        *field,
              const char        *where,
              GError           **error)
{
  TmGameOption *option;

  if (option_id == NULL)
    return TRUE;
  option = tm_game_lookup_option (self->game, option_id);
  if (option == NULL)
    return fail (error, where, "field “%s”: “%s” is not one of the game's options",
                 field, option_id);
  if (!tm_game_option_affects (option, TM_GAME_PILLAR_TABLE))
    return fail (error, where,
                 "field “%s”: option “%s” does not list “table” in its “affects”",
                 field, option_id);
  return TRUE;
}

static gboolean
read_players (const char  *text,
              guint        lo,
              guint        hi,
              guint       *min,
              guint       *max)
{
  g_auto(GStrv) parts = g_strsplit (text, "-", 2);
  guint64 a, b;

  if (!g_ascii_string_to_unsigned (parts[0], 10, lo, hi, &a, NULL))
    return FALSE;
  b = a;
  if (parts[1] != NULL && !g_ascii_string_to_unsigned (parts[1], 10, a, hi, &b, NULL))
    return FALSE;
  *min = a;
  *max = b;
  return TRUE;
}

static gboolean
load_selector (TmTableProcedure  *self,
               JsonNode          *node,
               const char        *where,
               Stock             *stock,
               GError           **error)
{
  static const char *fields[] = { "deck", "kind", "card", "except", "option", "without", NULL };
  g_autofree char *deck_id = NULL;
  Selector *selector;
  JsonObject *object;
  JsonArray *except;
  TmDeck *deck = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, where, "must be an object");
  object = json_node_get_object (node);
  if (!check_fields (object, fields, where, error) ||
      !read_required_string (object, "deck", where, &deck_id, error))
    return FALSE;

  selector = g_new0 (Selector, 1);
  g_ptr_array_add (stock->selectors, selector);
  for (guint i = 0; i < self->decks->len; i++)
    if (g_str_equal (tm_deck_get_id (g_ptr_array_index (self->decks, i)), deck_id))
      {
        selector->deck = i;
        deck = g_ptr_array_index (self->decks, i);
      }
  if (deck == NULL)
    return fail (error, where, "field “deck”: “%s” is not one of the game's decks", deck_id);

  if (!read_optional_string (object, "kind", where, &selector->kind, error) ||
      !read_optional_string (object, "card", where, &selector->card, error) ||
      !read_optional_string (object, "option", where, &selector->option, error) ||
      !read_optional_string (object, "without", where, &selector->without, error) ||
      !check_option (self, selector->option, "option", where, error) ||
      !check_option (self, selector->without, "without", where, error))
    return FALSE;

  if (selector->kind != NULL && tm_deck_count_kind (deck, selector->kind) == 0)
    return fail (error, where, "field “kind”: deck “%s” has no cards of kind “%s”",
                 deck_id, selector->kind);
  if (selector->card != NULL && tm_deck_lookup_card (deck, selector->card) == NULL)
    return fail (error, where, "field “card”: deck “%s” has no card “%s”",
                 deck_id, selector->card);

  if (json_object_has_member (object, "except"))
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

      if ((except = tm_json_member_array (object, "except")) == NULL)
        return fail (error, where, "field “except”: an array of card ids is required");
      for (guint i = 0; i < json_array_get_length (except); i++)
        {
          const char *id = json_array_get_string_element (except, i);

          if (id == NULL || tm_deck_lookup_card (deck, id) == NULL)
            return fail (error, where, "field “except”: item %u: deck “%s” has no such card",
                         i + 1, deck_id);
          g_strv_builder_add (builder, id);
        }
      selector->except = g_strv_builder_end (builder);
    }

  return TRUE;
}

static gboolean
load_stocks (TmTableProcedure  *self,
             JsonArray         *array,
             const char        *filename,
             GError           **error)
{
  static const char *fields[] = { "id", "name", "cards", NULL };

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s: stock %u", filename, i + 1);
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *object;
      JsonArray *cards;
      Stock *stock;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, where, "must be an object");
      object = json_node_get_object (node);
      if (!check_fields (object, fields, where, error))
        return FALSE;

      stock = g_new0 (Stock, 1);
      stock->selectors = g_ptr_array_new_with_free_func (_tm_table_selector_free);
      g_ptr_array_add (self->stocks, stock);
      if (!read_required_string (object, "id", where, &stock->id, error) ||
          !read_required_string (object, "name", where, &stock->name, error))
        return FALSE;
      if (_tm_table_procedure_lookup_stock (self, stock->id) != (int) i)
        return fail (error, where, "field “id”: another stock already uses “%s”", stock->id);

      cards = tm_json_member_array (object, "cards");
      if (cards == NULL || json_array_get_length (cards) == 0)
        return fail (error, where, "field “cards”: a non-empty array of card choices is required");
      for (guint c = 0; c < json_array_get_length (cards); c++)
        {
          g_autofree char *card_where = g_strdup_printf ("%s: field “cards”: item %u", where, c + 1);

          if (!load_selector (self, json_array_get_element (cards, c), card_where, stock, error))
            return FALSE;
        }
    }

  if (self->stocks->len == 0)
    return fail (error, filename, "field “stocks”: at least one stock is required");
  return TRUE;
}

static gboolean
read_count (TmTableProcedure  *self,
            JsonObject        *object,
            StepDef           *step,
            const char        *where,
            GError           **error)
{
  JsonNode *node = json_object_get_member (object, "count");
  guint lo = tm_game_get_min_players (self->game);
  guint hi = tm_game_get_max_players (self->game);

  if (node == NULL)
    {
      if (step->kind == TM_TABLE_STEP_LEAVE_OUT)
        return TRUE;
      return fail (error, where, "field “count”: is required");
    }

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 n = json_node_get_int (node);

      if (n < 0 || n > 10000)
        return fail (error, where, "field “count”: must be a number of cards");
      step->count_kind = COUNT_FIXED;
      step->count = n;
      return TRUE;
    }

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *text = json_node_get_string (node);

      if (g_str_equal (text, "rest") && step->kind != TM_TABLE_STEP_DEAL)
        step->count_kind = COUNT_REST;
      else if (g_str_equal (text, "even") && step->kind == TM_TABLE_STEP_DEAL)
        step->count_kind = COUNT_EVEN;
      else if (g_str_equal (text, "all") && step->kind == TM_TABLE_STEP_DEAL)
        step->count_kind = COUNT_ALL;
      else
        return fail (error, where,
                     "field “count”: “%s” is not a count here: a number, a number per "
                     "player count, “rest” (not for a deal), “even” or “all” (for a deal)",
                     text);
      return TRUE;
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *member;
      JsonNode *value;

      step->count_kind = COUNT_BY_PLAYERS;
      step->by_players = g_new0 (guint, hi + 1);
      for (guint n = 0; n <= hi; n++)
        step->by_players[n] = G_MAXUINT;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &member, &value))
        {
          guint min, max;

          if (!read_players (member, lo, hi, &min, &max))
            return fail (error, where,
                         "field “count”: “%s” is not a number of players from %u to %u, "
                         "or a range like “2-3”", member, lo, hi);
          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_INT64 ||
              json_node_get_int (value) < 0 || json_node_get_int (value) > 10000)
            return fail (error, where, "field “count”: “%s”: must be a number of cards", member);
          for (guint n = min; n <= max; n++)
            {
              if (step->by_players[n] != G_MAXUINT)
                return fail (error, where, "field “count”: %u players are counted twice", n);
              step->by_players[n] = json_node_get_int (value);
            }
        }
      for (guint n = MAX (lo, step->min_players); n <= MIN (hi, step->max_players); n++)
        if (step->by_players[n] == G_MAXUINT)
          return fail (error, where, "field “count”: no count for %u players", n);
      return TRUE;
    }

  return fail (error, where, "field “count”: must be a number, an object or a string");
}

static gboolean
load_steps (TmTableProcedure  *self,
            JsonArray         *array,
            const char        *filename,
            GError           **error)
{
  static const char *fields[] = {
    "do", "stock", "card", "count", "face", "how", "uneven", "name", "text", "column",
    "layout", "rows", "columns", "players", "option", "without", NULL
  };

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s: setup step %u", filename, i + 1);
      g_autofree char *kind = NULL, *stock = NULL, *face = NULL, *how = NULL;
      g_autofree char *uneven = NULL, *players = NULL;
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *object;
      StepDef *step;
      guint k;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, where, "must be an object");
      object = json_node_get_object (node);
      if (!check_fields (object, fields, where, error))
        return FALSE;

      step = g_new0 (StepDef, 1);
      g_ptr_array_add (self->steps, step);
      step->min_players = tm_game_get_min_players (self->game);
      step->max_players = tm_game_get_max_players (self->game);

      if (!read_required_string (object, "do", where, &kind, error))
        return FALSE;
      for (k = 0; _tm_table_step_kind_names[k]; k++)
        if (g_str_equal (kind, _tm_table_step_kind_names[k]))
          break;
      if (_tm_table_step_kind_names[k] == NULL)
        {
          g_autofree char *list = g_strjoinv (", ", (char **) _tm_table_step_kind_names);

          return fail (error, where, "field “do”: “%s” is not a step; steps are %s", kind, list);
        }
      step->kind = k;

      if (!read_optional_string (object, "players", where, &players, error) ||
          !read_optional_string (object, "option", where, &step->option, error) ||
          !read_optional_string (object, "without", where, &step->without, error) ||
          !check_option (self, step->option, "option", where, error) ||
          !check_option (self, step->without, "without", where, error))
        return FALSE;
      if (players != NULL &&
          !read_players (players, tm_game_get_min_players (self->game),
                         tm_game_get_max_players (self->game),
                         &step->min_players, &step->max_players))
        return fail (error, where, "field “players”: “%s” is not a number of players of the "
                     "game, or a range like “2-3”", players);

      if (!read_markup (object, "text", TRUE, where, &step->text, error))
        return FALSE;

      if (step->kind == TM_TABLE_STEP_LEAVE_OUT)
        {
          step->stock = -1;
          step->name = g_strdup ("left out");
          if (!read_count (self, object, step, where, error))
            return FALSE;
          if (json_object_has_member (object, "stock"))
            return fail (error, where, "field “stock”: cards left out come from no stock");
          continue;
        }

      if (!read_required_string (object, "stock", where, &stock, error))
        return FALSE;
      if ((step->stock = _tm_table_procedure_lookup_stock (self, stock)) < 0)
        return fail (error, where, "field “stock”: “%s” is not one of the stocks", stock);

      if (!read_optional_string (object, "card", where, &step->card, error) ||
          !read_count (self, object, step, where, error))
        return FALSE;
      if (step->card != NULL && step->kind != TM_TABLE_STEP_REMOVE &&
          step->kind != TM_TABLE_STEP_LAY_OUT && step->kind != TM_TABLE_STEP_SET_ASIDE)
        return fail (error, where, "field “card”: only a step that removes, sets aside or lays "
                     "out cards may name one");
      if (step->card != NULL && step->count_kind != COUNT_FIXED)
        return fail (error, where, "field “count”: a step that names a card needs a number");

      if (step->kind == TM_TABLE_STEP_REMOVE)
        step->name = g_strdup ("removed");
      else if (!read_required_string (object, "name", where, &step->name, error))
        return FALSE;

      if (!read_optional_string (object, "face", where, &face, error))
        return FALSE;
      if (step->kind != TM_TABLE_STEP_REMOVE)
        {
          if (face == NULL || (!g_str_equal (face, "up") && !g_str_equal (face, "down")))
            return fail (error, where, "field “face”: “up” or “down” is required");
          step->face_up = g_str_equal (face, "up");
        }

      if (!read_optional_string (object, "how", where, &how, error))
        return FALSE;
      if (how != NULL && (step->kind != TM_TABLE_STEP_DEAL || !g_str_equal (how, "choose")))
        return fail (error, where, "field “how”: only “choose”, for a deal");
      step->choose = how != NULL;

      if (!read_optional_string (object, "uneven", where, &uneven, error))
        return FALSE;
      if (uneven != NULL && (step->count_kind != COUNT_ALL ||
                             (!g_str_equal (uneven, "list") && !g_str_equal (uneven, "either"))))
        return fail (error, where, "field “uneven”: “list” or “either”, for a deal of all cards");
      step->uneven_list = uneven == NULL || g_str_equal (uneven, "list");

      if (!read_optional_string (object, "column", where, &step->column, error) ||
          !read_optional_string (object, "layout", where, &step->layout, error))
        return FALSE;
      if (step->layout != NULL &&
          (step->kind != TM_TABLE_STEP_LAY_OUT ||
           (!g_str_equal (step->layout, "grid") && !g_str_equal (step->layout, "ring"))))
        return fail (error, where, "field “layout”: “grid” or “ring”, for a step laying out cards");
      if (g_strcmp0 (step->layout, "grid") == 0)
        {
          gint64 rows = 0, columns = 0;

          if (!tm_json_member_int (object, "rows", &rows) ||
              !tm_json_member_int (object, "columns", &columns) ||
              rows < 1 || columns < 1 || rows > 100 || columns > 100)
            return fail (error, where, "fields “rows” and “columns”: a grid needs both");
          if (step->count_kind != COUNT_FIXED || step->count != rows * columns)
            return fail (error, where, "field “count”: a grid of %d by %d holds %d cards",
                         (int) rows, (int) columns, (int) (rows * columns));
          step->rows = rows;
          step->columns = columns;
        }
      else if (json_object_has_member (object, "rows") || json_object_has_member (object, "columns"))
        return fail (error, where, "fields “rows” and “columns”: only for a grid");
    }

  return TRUE;
}

static gboolean
load_length (TmTableProcedure  *self,
             JsonObject        *root,
             const char        *filename,
             GError           **error)
{
  static const char *fields[] = { "hands", "rounds", "target", "target_rounds", "playoff", NULL };
  g_autofree char *where = g_strdup_printf ("%s: field “length”", filename);
  JsonObject *length = tm_json_member_object (root, "length");
  JsonNode *rounds;
  gint64 n;

  if (length == NULL)
    return fail (error, where, "an object is required");
  if (!check_fields (length, fields, where, error))
    return FALSE;

  if (json_object_has_member (length, "hands"))
    {
      if (!tm_json_member_int (length, "hands", &n) || n != 1)
        return fail (error, where, "field “hands”: only 1 is understood: a game of one hand");
      self->hands = 1;
    }

  rounds = json_object_get_member (length, "rounds");
  if (rounds != NULL && JSON_NODE_HOLDS_VALUE (rounds) &&
      json_node_get_value_type (rounds) == G_TYPE_INT64)
    {
      if (json_node_get_int (rounds) < 1 || json_node_get_int (rounds) > 100)
        return fail (error, where, "field “rounds”: must be a number of rounds");
      self->rounds = json_node_get_int (rounds);
    }
  else if (rounds != NULL)
    {
      TmGameOption *option;

      if (!read_required_string (length, "rounds", where, &self->rounds_option, error) ||
          !check_option (self, self->rounds_option, "rounds", where, error))
        return FALSE;
      option = tm_game_lookup_option (self->game, self->rounds_option);
      if (tm_game_option_get_kind (option) != TM_GAME_OPTION_NUMBER)
        return fail (error, where, "field “rounds”: option “%s” is not a number",
                     self->rounds_option);
    }

  if (!read_optional_string (length, "target", where, &self->target_option, error) ||
      !check_option (self, self->target_option, "target", where, error) ||
      !read_optional_string (length, "playoff", where, &self->playoff_option, error) ||
      !check_option (self, self->playoff_option, "playoff", where, error))
    return FALSE;
  if (self->target_option != NULL &&
      tm_game_option_get_kind (tm_game_lookup_option (self->game, self->target_option)) ==
      TM_GAME_OPTION_SWITCH)
    return fail (error, where, "field “target”: option “%s” has no number", self->target_option);

  if (json_object_has_member (length, "target_rounds"))
    {
      if (!tm_json_member_int (length, "target_rounds", &n) || n < 1 || n > 100 ||
          self->target_option == NULL)
        return fail (error, where,
                     "field “target_rounds”: a number of rounds, with a “target”");
      self->target_rounds = n;
    }

  if (self->hands == 0 && self->rounds == 0 && self->rounds_option == NULL &&
      self->target_option == NULL)
    return fail (error, where, "the game needs an end: “hands”, “rounds” or “target”");
  if (self->hands > 0 && (self->rounds > 0 || self->rounds_option || self->target_option))
    return fail (error, where, "a game of one hand has no rounds or target");
  return TRUE;
}

static gboolean
load_rest (TmTableProcedure  *self,
           JsonObject        *root,
           const char        *filename,
           GError           **error)
{
  static const char *ends_fields[] = { "hand", "round", "game", NULL };
  g_autofree char *dealer = NULL, *start = NULL, *partners = NULL;
  JsonObject *ends;

  if (!read_required_string (root, "dealer", filename, &dealer, error))
    return FALSE;
  if (!g_str_equal (dealer, "chosen") && !g_str_equal (dealer, "none"))
    return fail (error, filename, "field “dealer”: “chosen” or “none” is required");
  self->dealer = g_str_equal (dealer, "chosen");

  if (!tm_json_member_boolean (root, "deal_passes", &self->deal_passes))
    return fail (error, filename, "field “deal_passes”: true or false is required");
  if (self->deal_passes && !self->dealer)
    return fail (error, filename, "field “deal_passes”: a game without a dealer passes no deal");

  if (!read_required_string (root, "start", filename, &start, error))
    return FALSE;
  if (g_str_equal (start, "dealer-left"))
    self->start = TM_TABLE_START_DEALER_LEFT;
  else if (g_str_equal (start, "fewest-cards"))
    self->start = TM_TABLE_START_FEWEST_CARDS;
  else if (g_str_equal (start, "first-seat"))
    self->start = TM_TABLE_START_FIRST_SEAT;
  else
    return fail (error, filename,
                 "field “start”: “dealer-left”, “fewest-cards” or “first-seat” is required");
  if ((self->start == TM_TABLE_START_FIRST_SEAT) == self->dealer)
    return fail (error, filename, "field “start”: “first-seat” is for a game without a dealer, "
                 "and only for one");

  if (!json_object_has_member (root, "partners"))
    return fail (error, filename, "field “partners”: “opposite” or null is required");
  if (!read_optional_string (root, "partners", filename, &partners, error))
    return FALSE;
  if (partners != NULL && !g_str_equal (partners, "opposite"))
    return fail (error, filename, "field “partners”: “opposite” or null is required");
  if (partners != NULL && tm_game_get_teams_option (self->game) == NULL)
    return fail (error, filename, "field “partners”: the game's definition has no teams option");
  if (partners != NULL &&
      !check_option (self, tm_game_get_teams_option (self->game), "partners", filename, error))
    return FALSE;
  self->partners = partners != NULL;

  if (!load_length (self, root, filename, error))
    return FALSE;

  if ((ends = tm_json_member_object (root, "ends")) == NULL)
    return fail (error, filename, "field “ends”: an object is required");
  {
    g_autofree char *where = g_strdup_printf ("%s: field “ends”", filename);

    if (!check_fields (ends, ends_fields, where, error))
      return FALSE;
    for (guint i = 0; _tm_table_end_names[i]; i++)
      if (!read_markup (ends, _tm_table_end_names[i], i == 0, where, &self->ends[i], error))
        return FALSE;
  }

  return TRUE;
}

/* The labels of the buttons that record each kind of event: optional,
 * `[{ "kind": ID, "label": TEXT }, …]`, a kind once. */
static gboolean
load_events (TmTableProcedure  *self,
             JsonObject        *root,
             const char        *filename,
             GError           **error)
{
  static const char *fields[] = { "kind", "label", NULL };
  JsonArray *events;

  if (!json_object_has_member (root, "events"))
    return TRUE;
  if ((events = tm_json_member_array (root, "events")) == NULL)
    return fail (error, filename, "field “events”: an array is required");
  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonNode *node = json_array_get_element (events, i);
      g_autofree char *where = g_strdup_printf ("%s: events[%u]", filename, i);
      g_autofree char *kind = NULL;
      g_autofree char *label = NULL;
      JsonObject *event;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, where, "an object is required");
      event = json_node_get_object (node);
      if (!check_fields (event, fields, where, error) ||
          !read_required_string (event, "kind", where, &kind, error) ||
          !read_required_string (event, "label", where, &label, error))
        return FALSE;
      if (g_hash_table_contains (self->labels, kind))
        return fail (error, where, "field “kind”: “%s” is labelled twice", kind);
      g_hash_table_insert (self->labels, g_steal_pointer (&kind), g_steal_pointer (&label));
    }
  return TRUE;
}

/* Every table the procedure can meet must resolve: each number of
 * players, with the defaults and with every switch the procedure reads
 * turned over. */
static gboolean
check_all_tables (TmTableProcedure  *self,
                  const char        *filename,
                  GError           **error)
{
  g_autoptr(GPtrArray) choices = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);

  g_ptr_array_add (choices, g_variant_ref_sink (g_variant_new ("a{sv}", NULL)));
  for (guint i = 0; i < tm_game_get_n_options (self->game); i++)
    {
      TmGameOption *option = tm_game_get_option (self->game, i);
      g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
      gboolean on = !tm_game_option_get_default (option);

      if (!tm_game_option_affects (option, TM_GAME_PILLAR_TABLE))
        continue;
      if (tm_game_option_get_kind (option) == TM_GAME_OPTION_SWITCH)
        g_variant_dict_insert (&dict, tm_game_option_get_id (option), "b", on);
      else if (tm_game_option_get_kind (option) == TM_GAME_OPTION_SWITCH_NUMBER)
        g_variant_dict_insert_value (&dict, tm_game_option_get_id (option),
                                     g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                                          on ? g_variant_new_int32 (tm_game_option_get_default_number (option)) : NULL));
      else
        continue;
      g_ptr_array_add (choices, g_variant_ref_sink (g_variant_dict_end (&dict)));
    }

  for (guint n = tm_game_get_min_players (self->game); n <= tm_game_get_max_players (self->game); n++)
    for (guint c = 0; c < choices->len; c++)
      {
        g_autoptr(TmTableSetup) setup = NULL;

        setup = _tm_table_procedure_resolve (self, n, g_ptr_array_index (choices, c), filename,
                                             error);

        if (setup == NULL)
          return FALSE;
      }
  return TRUE;
}

/**
 * tm_table_procedure_new_from_bytes:
 * @bytes: the contents of a table procedure file
 * @filename: the file's name, used in error messages
 * @game: the game whose procedure it is
 * @decks: (array zero-terminated=1): the game's decks, in the order of
 *   its definition's `decks`
 * @error: return location for a #GError in %TM_TABLE_ERROR
 *
 * Loads and checks a table procedure.  On failure the message names the
 * file, the stock or step, and the field that is wrong.  Every number of
 * players the game allows is resolved once, so a procedure that would ask
 * for more cards than a stock holds is refused here.
 *
 * Returns: (transfer full) (nullable): the procedure, or %NULL with @error
 *   set
 */
TmTableProcedure *
tm_table_procedure_new_from_bytes (GBytes         *bytes,
                                   const char     *filename,
                                   TmGame         *game,
                                   TmDeck * const *decks,
                                   GError        **error)
{
  static const char *fields[] = {
    "version", "game", "stocks", "setup", "dealer", "deal_passes", "start", "partners",
    "length", "ends", "events", NULL
  };
  g_autoptr(TmTableProcedure) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonArray *array;
  const char *game_id;
  gint64 version = 0;
  gconstpointer data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);
  g_return_val_if_fail (decks != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (!(root_node = tm_json_parse (data, len, &local_error)))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PARSE, "%s: not valid JSON: %s",
                   filename, local_error->message);
      return NULL;
    }
  _tm_data_strings_translate (root_node, "table");
  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return fail (error, filename, "the top level must be an object"), NULL;
  root = json_node_get_object (root_node);

  if (!tm_json_member_int (root, "version", &version) || version != 1)
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_VERSION,
                   "%s: field “version”: only version 1 is understood; "
                   "the file may come from a newer Tablemate", filename);
      return NULL;
    }
  if (!check_fields (root, fields, filename, error))
    return NULL;

  game_id = tm_json_member_string (root, "game");
  if (g_strcmp0 (game_id, tm_game_get_id (game)) != 0)
    return fail (error, filename, "field “game”: must be “%s”, the game it belongs to",
                 tm_game_get_id (game)), NULL;

  self = g_object_new (TM_TYPE_TABLE_PROCEDURE, NULL);
  self->game_id = g_strdup (game_id);
  self->game = g_object_ref (game);
  for (guint i = 0; decks[i]; i++)
    g_ptr_array_add (self->decks, g_object_ref (decks[i]));

  if ((array = tm_json_member_array (root, "stocks")) == NULL)
    return fail (error, filename, "field “stocks”: an array of stocks is required"), NULL;
  if (!load_stocks (self, array, filename, error))
    return NULL;

  if ((array = tm_json_member_array (root, "setup")) == NULL ||
      json_array_get_length (array) == 0)
    return fail (error, filename, "field “setup”: a non-empty array of steps is required"), NULL;
  if (!load_steps (self, array, filename, error))
    return NULL;

  if (!load_rest (self, root, filename, error) ||
      !load_events (self, root, filename, error) ||
      !check_all_tables (self, filename, error))
    return NULL;

  return g_steal_pointer (&self);
}
