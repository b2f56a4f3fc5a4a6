/* tm-table-procedure.c: how a game is set up and run at a real table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-card.h"
#include "tm-deck.h"
#include "tm-game.h"
#include "tm-json-private.h"
#include "tm-rules-markup.h"

#include "tm-table-procedure.h"

/**
 * TmTableProcedure:
 *
 * How a game is played at a real table with the printed cards, loaded and
 * checked from `data/games/<game>/table.json` (see docs/table-format.md).
 *
 * The procedure names the game's stocks (the cards it plays with, chosen
 * from the game's decks), the steps of its set-up (what is left out,
 * taken out, set aside, dealt, laid out and piled up, with counts that
 * may depend on the number of players and on the options), who deals and
 * who starts, whether partners sit opposite, and how long a game lasts.
 * Card counts are never written in the file: they come from the decks.
 *
 * [method@Tm.TableProcedure.get_setup] resolves the steps for a number of
 * players and a choice of options into a [struct@Tm.TableSetup]; the
 * rules text's set-up table is built from the same resolution
 * ([method@Tm.TableProcedure.dup_table]), so the two cannot disagree.
 */

G_DEFINE_QUARK (tm-table-error-quark, tm_table_error)

#define MAX_SEATS 64

/* Steps */

struct _TmTableStep
{
  grefcount        ref_count;
  TmTableStepKind  kind;
  char            *stock;       /* nullable: leave-out */
  char            *name;
  char            *text;        /* markup, counts filled in */
  char            *layout;      /* nullable */
  guint            rows;
  guint            columns;
  guint            count;
  guint            total;       /* in the stock before the step */
  guint            n_each;
  guint           *each;        /* deal: per seat from the dealer's left */
  gboolean         face_up;
  gboolean         choose;      /* deal: each player picks their cards */
  char            *column;      /* the rules' table's heading, or NULL */
  char            *cell;        /* what the rules' table shows there */
};

G_DEFINE_BOXED_TYPE (TmTableStep, tm_table_step, tm_table_step_ref, tm_table_step_unref)

/**
 * tm_table_step_ref:
 * @self: a #TmTableStep
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableStep *
tm_table_step_ref (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_step_unref:
 * @self: (transfer full): a #TmTableStep
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_step_unref (TmTableStep *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->stock);
  g_free (self->name);
  g_free (self->text);
  g_free (self->layout);
  g_free (self->each);
  g_free (self->column);
  g_free (self->cell);
  g_free (self);
}

/**
 * tm_table_step_get_kind:
 * @self: a #TmTableStep
 *
 * Gets what the step does.
 *
 * Returns: the kind
 */
TmTableStepKind
tm_table_step_get_kind (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, TM_TABLE_STEP_PILE);
  return self->kind;
}

/**
 * tm_table_step_get_stock:
 * @self: a #TmTableStep
 *
 * Gets the id of the stock the step takes its cards from.
 *
 * Returns: (nullable): the stock's id, or %NULL for the cards left out
 */
const char *
tm_table_step_get_stock (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->stock;
}

/**
 * tm_table_step_get_name:
 * @self: a #TmTableStep
 *
 * Gets the name of what the step makes, such as `draw pile` or `hand`.
 *
 * Returns: the name, plain text
 */
const char *
tm_table_step_get_name (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

/**
 * tm_table_step_get_text:
 * @self: a #TmTableStep
 *
 * Gets what to do, in the rules format's inline markup, with the counts
 * filled in.
 *
 * Returns: the text
 */
const char *
tm_table_step_get_text (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->text;
}

/**
 * tm_table_step_get_count:
 * @self: a #TmTableStep
 *
 * Gets how many cards the step moves in all (for a deal, to all the
 * players together).
 *
 * Returns: the number of cards
 */
guint
tm_table_step_get_count (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->count;
}

/**
 * tm_table_step_get_column:
 * @self: a #TmTableStep
 *
 * Gets the heading of the column the rules text's set-up table gives the
 * step.
 *
 * Returns: (nullable): the heading, or %NULL when the table does not show
 *   the step
 */
const char *
tm_table_step_get_column (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->column;
}

/**
 * tm_table_step_get_cell:
 * @self: a #TmTableStep
 *
 * Gets what the rules text's set-up table shows for the step: the cards
 * each player is dealt (“6”, “8, 8, 7” or “4 or 5”), or the step's count.
 *
 * Returns: (nullable): the cell, or %NULL when the table does not show
 *   the step
 */
const char *
tm_table_step_get_cell (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->cell;
}

/**
 * tm_table_step_get_total:
 * @self: a #TmTableStep
 *
 * Gets how many cards the step's stock holds before the step (for the
 * cards left out, how many all the stocks hold).
 *
 * Returns: the number of cards
 */
guint
tm_table_step_get_total (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->total;
}

/**
 * tm_table_step_get_each:
 * @self: a #TmTableStep
 * @offset: a seat, counted from the dealer's left (0 is the seat on the
 *   dealer's left, the dealer is last)
 *
 * Gets how many cards a deal gives that seat.
 *
 * Returns: the number of cards, 0 for a step that is not a deal
 */
guint
tm_table_step_get_each (TmTableStep *self,
                        guint        offset)
{
  g_return_val_if_fail (self != NULL, 0);

  return offset < self->n_each ? self->each[offset] : 0;
}

/**
 * tm_table_step_get_face_up:
 * @self: a #TmTableStep
 *
 * Gets whether the cards lie face up.
 *
 * Returns: %TRUE for face up
 */
gboolean
tm_table_step_get_face_up (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->face_up;
}

/**
 * tm_table_step_get_layout:
 * @self: a #TmTableStep
 *
 * Gets how laid-out cards are arranged: `grid` (see
 * tm_table_step_get_rows()), `ring`, or %NULL for a pile.
 *
 * Returns: (nullable): the layout
 */
const char *
tm_table_step_get_layout (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->layout;
}

/**
 * tm_table_step_get_rows:
 * @self: a #TmTableStep
 *
 * Gets the rows of a grid.
 *
 * Returns: the number of rows, 0 if the step lays out no grid
 */
guint
tm_table_step_get_rows (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rows;
}

/**
 * tm_table_step_get_columns:
 * @self: a #TmTableStep
 *
 * Gets the columns of a grid.
 *
 * Returns: the number of columns, 0 if the step lays out no grid
 */
guint
tm_table_step_get_columns (TmTableStep *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->columns;
}

/* A set-up */

struct _TmTableSetup
{
  grefcount  ref_count;
  guint      n_players;
  GPtrArray *steps;             /* TmTableStep */
  guint      first_offset;
  int       *teams;             /* nullable: no partners */
};

G_DEFINE_BOXED_TYPE (TmTableSetup, tm_table_setup, tm_table_setup_ref, tm_table_setup_unref)

/**
 * tm_table_setup_ref:
 * @self: a #TmTableSetup
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmTableSetup *
tm_table_setup_ref (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_table_setup_unref:
 * @self: (transfer full): a #TmTableSetup
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_table_setup_unref (TmTableSetup *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_free (self->teams);
  g_free (self);
}

/**
 * tm_table_setup_get_n_players:
 * @self: a #TmTableSetup
 *
 * Gets the number of players the set-up is for.
 *
 * Returns: the number of players
 */
guint
tm_table_setup_get_n_players (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_players;
}

/**
 * tm_table_setup_get_n_steps:
 * @self: a #TmTableSetup
 *
 * Gets how many steps the set-up has at this table.
 *
 * Returns: the number of steps
 */
guint
tm_table_setup_get_n_steps (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->steps->len;
}

/**
 * tm_table_setup_get_step:
 * @self: a #TmTableSetup
 * @index: a step's position
 *
 * Gets one step of the set-up, in the order they are done.
 *
 * Returns: (transfer none): the step
 */
TmTableStep *
tm_table_setup_get_step (TmTableSetup *self,
                         guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  return g_ptr_array_index (self->steps, index);
}

/**
 * tm_table_setup_lookup_step:
 * @self: a #TmTableSetup
 * @name: the name of what a step makes, such as `draw pile`
 *
 * Finds the step that makes @name.
 *
 * Returns: (transfer none) (nullable): the step, or %NULL
 */
TmTableStep *
tm_table_setup_lookup_step (TmTableSetup *self,
                            const char   *name)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < self->steps->len; i++)
    {
      TmTableStep *step = g_ptr_array_index (self->steps, i);

      if (g_strcmp0 (step->name, name) == 0)
        return step;
    }
  return NULL;
}

/**
 * tm_table_setup_get_dealt:
 * @self: a #TmTableSetup
 * @offset: a seat, counted from the dealer's left
 *
 * Gets how many cards that seat is dealt in all the set-up's deals.
 *
 * Returns: the number of cards
 */
guint
tm_table_setup_get_dealt (TmTableSetup *self,
                          guint         offset)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->steps->len; i++)
    n += tm_table_step_get_each (g_ptr_array_index (self->steps, i), offset);
  return n;
}

/**
 * tm_table_setup_get_first_offset:
 * @self: a #TmTableSetup
 *
 * Gets who plays first, counted from the dealer's left (0: the player on
 * the dealer's left; in a game without a dealer, the first seat).
 *
 * Returns: the seat's offset
 */
guint
tm_table_setup_get_first_offset (TmTableSetup *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->first_offset;
}

/**
 * tm_table_setup_get_team:
 * @self: a #TmTableSetup
 * @seat: a seat, in the order the players sit
 *
 * Gets the partnership the seat belongs to, when partners play.
 *
 * Returns: the team from 0, or -1 when everyone plays alone
 */
int
tm_table_setup_get_team (TmTableSetup *self,
                         guint         seat)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (seat < self->n_players, -1);

  return self->teams != NULL ? self->teams[seat] : -1;
}

static const char *step_kind_names[] = {
  "leave-out", "remove", "set-aside", "deal", "lay-out", "pile", NULL,
};

/**
 * tm_table_setup_to_plain_text:
 * @self: a #TmTableSetup
 *
 * Renders the set-up as numbered plain-text steps, one per line.
 *
 * Returns: (transfer full): the text
 */
char *
tm_table_setup_to_plain_text (TmTableSetup *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < self->steps->len; i++)
    {
      TmTableStep *step = g_ptr_array_index (self->steps, i);
      g_autofree char *plain = tm_rules_markup_to_plain_text (step->text);

      g_string_append_printf (out, "%u. %s\n", i + 1, plain);
    }
  return g_string_free (out, FALSE);
}

/**
 * tm_table_setup_to_json:
 * @self: a #TmTableSetup
 *
 * Writes the set-up as a JSON object: the players, each step (what it
 * does, from which stock, its name, count, face, and for a deal the cards
 * of each seat from the dealer's left), who starts and the teams.
 *
 * Returns: (transfer full): the JSON node
 */
JsonNode *
tm_table_setup_to_json (TmTableSetup *self)
{
  g_autoptr(JsonObject) o = json_object_new ();
  JsonArray *steps = json_array_new ();
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);

  json_object_set_int_member (o, "players", self->n_players);
  for (guint i = 0; i < self->steps->len; i++)
    {
      TmTableStep *step = g_ptr_array_index (self->steps, i);
      JsonObject *s = json_object_new ();
      g_autofree char *plain = tm_rules_markup_to_plain_text (step->text);

      json_object_set_string_member (s, "do", step_kind_names[step->kind]);
      if (step->stock != NULL)
        json_object_set_string_member (s, "stock", step->stock);
      json_object_set_string_member (s, "name", step->name);
      json_object_set_int_member (s, "count", step->count);
      json_object_set_string_member (s, "face", step->face_up ? "up" : "down");
      if (step->choose)
        json_object_set_string_member (s, "how", "choose");
      if (step->layout != NULL)
        json_object_set_string_member (s, "layout", step->layout);
      if (step->rows > 0)
        {
          json_object_set_int_member (s, "rows", step->rows);
          json_object_set_int_member (s, "columns", step->columns);
        }
      if (step->each != NULL)
        {
          JsonArray *each = json_array_new ();

          for (guint k = 0; k < step->n_each; k++)
            json_array_add_int_element (each, step->each[k]);
          json_object_set_array_member (s, "each", each);
        }
      json_object_set_string_member (s, "text", plain);
      json_array_add_object_element (steps, s);
    }
  json_object_set_array_member (o, "steps", steps);
  json_object_set_int_member (o, "first_offset", self->first_offset);
  if (self->teams != NULL)
    {
      JsonArray *teams = json_array_new ();

      for (guint p = 0; p < self->n_players; p++)
        json_array_add_int_element (teams, self->teams[p]);
      json_object_set_array_member (o, "teams", teams);
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, o);
  return node;
}

/* The procedure as the file states it */

typedef struct
{
  guint   deck;                 /* index into decks */
  char   *kind;
  char   *card;
  char  **except;
  char   *option;               /* only when this option is on */
  char   *without;              /* only when this option is off */
} Selector;

typedef struct
{
  char      *id;
  char      *name;
  GPtrArray *selectors;         /* Selector */
} Stock;

typedef enum
{
  COUNT_FIXED,
  COUNT_BY_PLAYERS,
  COUNT_REST,
  COUNT_EVEN,
  COUNT_ALL,
} CountKind;

typedef struct
{
  TmTableStepKind  kind;
  int              stock;       /* -1: leave-out */
  char            *card;
  CountKind        count_kind;
  guint            count;
  guint           *by_players;  /* indexed by the number of players */
  gboolean         face_up;
  gboolean         choose;
  gboolean         uneven_list;
  char            *name;
  char            *text;
  char            *column;
  char            *layout;
  guint            rows;
  guint            columns;
  guint            min_players;
  guint            max_players;
  char            *option;
  char            *without;
} StepDef;

struct _TmTableProcedure
{
  GObject       parent_instance;

  char         *game_id;
  TmGame       *game;
  GPtrArray    *decks;          /* TmDeck, in the order of the definition */
  GPtrArray    *stocks;         /* Stock */
  GPtrArray    *steps;          /* StepDef */
  gboolean      dealer;
  gboolean      deal_passes;
  TmTableStart  start;
  gboolean      partners;
  guint         hands;
  guint         rounds;
  char         *rounds_option;
  char         *target_option;
  guint         target_rounds;
  char         *playoff_option;
  char         *ends[3];        /* hand, round, game; nullable */
};

G_DEFINE_FINAL_TYPE (TmTableProcedure, tm_table_procedure, G_TYPE_OBJECT)

static const char *end_names[] = { "hand", "round", "game", NULL };

static void
selector_free (gpointer data)
{
  Selector *selector = data;

  g_free (selector->kind);
  g_free (selector->card);
  g_strfreev (selector->except);
  g_free (selector->option);
  g_free (selector->without);
  g_free (selector);
}

static void
stock_free (gpointer data)
{
  Stock *stock = data;

  g_free (stock->id);
  g_free (stock->name);
  g_clear_pointer (&stock->selectors, g_ptr_array_unref);
  g_free (stock);
}

static void
step_def_free (gpointer data)
{
  StepDef *step = data;

  g_free (step->card);
  g_free (step->by_players);
  g_free (step->name);
  g_free (step->text);
  g_free (step->column);
  g_free (step->layout);
  g_free (step->option);
  g_free (step->without);
  g_free (step);
}

static void
tm_table_procedure_finalize (GObject *object)
{
  TmTableProcedure *self = (TmTableProcedure *)object;

  g_free (self->game_id);
  g_clear_object (&self->game);
  g_clear_pointer (&self->decks, g_ptr_array_unref);
  g_clear_pointer (&self->stocks, g_ptr_array_unref);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_free (self->rounds_option);
  g_free (self->target_option);
  g_free (self->playoff_option);
  for (guint i = 0; i < G_N_ELEMENTS (self->ends); i++)
    g_free (self->ends[i]);

  G_OBJECT_CLASS (tm_table_procedure_parent_class)->finalize (object);
}

static void
tm_table_procedure_class_init (TmTableProcedureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_table_procedure_finalize;
}

static void
tm_table_procedure_init (TmTableProcedure *self)
{
  self->decks = g_ptr_array_new_with_free_func (g_object_unref);
  self->stocks = g_ptr_array_new_with_free_func (stock_free);
  self->steps = g_ptr_array_new_with_free_func (step_def_free);
}

/* Loading.  Every error names where it happened: “FILE: setup step 3”. */

static gboolean
fail (GError     **error,
      const char  *where,
      const char  *format,
      ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError     **error,
      const char  *where,
      const char  *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID, "%s: %s", where, message);
  return FALSE;
}

static gboolean
check_fields (JsonObject         *object,
              const char * const *known,
              const char         *where,
              GError            **error)
{
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &node))
    if (!g_strv_contains (known, member))
      return fail (error, where, "field “%s”: not a field of this format", member);
  return TRUE;
}

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

static int
lookup_stock (TmTableProcedure *self,
              const char       *id)
{
  for (guint i = 0; i < self->stocks->len; i++)
    if (g_str_equal (((Stock *) g_ptr_array_index (self->stocks, i))->id, id))
      return i;
  return -1;
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
      stock->selectors = g_ptr_array_new_with_free_func (selector_free);
      g_ptr_array_add (self->stocks, stock);
      if (!read_required_string (object, "id", where, &stock->id, error) ||
          !read_required_string (object, "name", where, &stock->name, error))
        return FALSE;
      if (lookup_stock (self, stock->id) != (int) i)
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
      for (k = 0; step_kind_names[k]; k++)
        if (g_str_equal (kind, step_kind_names[k]))
          break;
      if (step_kind_names[k] == NULL)
        {
          g_autofree char *list = g_strjoinv (", ", (char **) step_kind_names);

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
      if ((step->stock = lookup_stock (self, stock)) < 0)
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
    for (guint i = 0; end_names[i]; i++)
      if (!read_markup (ends, end_names[i], i == 0, where, &self->ends[i], error))
        return FALSE;
  }

  return TRUE;
}

/* Resolving the steps for a table */

typedef struct
{
  TmCard *card;
  guint   count;
} Held;

/* The cards of @stock at this table: every card its selectors choose,
 * each with its count. */
static GArray *
stock_cards (TmTableProcedure *self,
             Stock            *stock,
             GVariant         *options)
{
  GArray *held = g_array_new (FALSE, FALSE, sizeof (Held));

  for (guint s = 0; s < stock->selectors->len; s++)
    {
      Selector *selector = g_ptr_array_index (stock->selectors, s);
      GListModel *deck = g_ptr_array_index (self->decks, selector->deck);

      if ((selector->option != NULL && !tm_game_options_get_on (self->game, options,
                                                                selector->option)) ||
          (selector->without != NULL && tm_game_options_get_on (self->game, options,
                                                                selector->without)))
        continue;

      for (guint i = 0; i < g_list_model_get_n_items (deck); i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (deck, i);
          Held h = { card, tm_card_get_count (card) };

          if ((selector->kind != NULL && g_strcmp0 (tm_card_get_kind (card), selector->kind) != 0) ||
              (selector->card != NULL && g_strcmp0 (tm_card_get_id (card), selector->card) != 0) ||
              (selector->except != NULL &&
               g_strv_contains ((const char * const *) selector->except, tm_card_get_id (card))))
            continue;
          g_array_append_val (held, h);
        }
    }
  return held;
}

static guint
held_total (GArray *held)
{
  guint n = 0;

  for (guint i = 0; i < held->len; i++)
    n += g_array_index (held, Held, i).count;
  return n;
}

/* Takes @n copies of card @id out of @held, if there are that many. */
static gboolean
held_take (GArray     *held,
           const char *id,
           guint       n)
{
  for (guint i = 0; i < held->len; i++)
    {
      Held *h = &g_array_index (held, Held, i);

      if (g_str_equal (tm_card_get_id (h->card), id))
        {
          if (h->count < n)
            return FALSE;
          h->count -= n;
          return TRUE;
        }
    }
  return FALSE;
}

/* The cards of the game's decks that no stock uses, as “6 × Draw-A-Card,
 * Trump, …”, and how many. */
static char *
left_out (TmTableProcedure *self,
          GVariant         *options,
          guint            *count)
{
  g_autoptr(GHashTable) used = g_hash_table_new (NULL, NULL);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < self->stocks->len; s++)
    {
      g_autoptr(GArray) held = stock_cards (self, g_ptr_array_index (self->stocks, s), options);

      for (guint i = 0; i < held->len; i++)
        {
          Held *h = &g_array_index (held, Held, i);

          g_hash_table_insert (used, h->card,
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (used, h->card)) +
                                                 h->count));
        }
    }

  *count = 0;
  for (guint d = 0; d < self->decks->len; d++)
    {
      GListModel *deck = g_ptr_array_index (self->decks, d);

      for (guint i = 0; i < g_list_model_get_n_items (deck); i++)
        {
          g_autoptr(TmCard) card = g_list_model_get_item (deck, i);
          guint n = tm_card_get_count (card) -
                    MIN (tm_card_get_count (card),
                         GPOINTER_TO_UINT (g_hash_table_lookup (used, card)));

          if (n == 0)
            continue;
          *count += n;
          if (text->len > 0)
            g_string_append (text, ", ");
          if (n > 1)
            g_string_append_printf (text, "%u × ", n);
          g_string_append (text, tm_card_get_name (card));
        }
    }

  return g_markup_escape_text (text->str, -1);
}

static char *
each_text (const guint *each,
           guint        n,
           gboolean     list)
{
  guint lo = G_MAXUINT, hi = 0;
  GString *out;

  for (guint k = 0; k < n; k++)
    {
      lo = MIN (lo, each[k]);
      hi = MAX (hi, each[k]);
    }
  if (lo == hi)
    return g_strdup_printf ("%u", lo);
  if (!list)
    return g_strdup_printf ("%u or %u", lo, hi);

  out = g_string_new (NULL);
  for (guint k = 0; k < n; k++)
    g_string_append_printf (out, "%s%u", k ? ", " : "", each[k]);
  return g_string_free (out, FALSE);
}

static char *
fill_in (const char *text,
         guint       count,
         guint       total,
         const char *each,
         const char *cards)
{
  g_autofree char *count_text = g_strdup_printf ("%u", count);
  g_autofree char *total_text = g_strdup_printf ("%u", total);
  const char *names[] = { "{count}", "{total}", "{each}", "{cards}" };
  const char *values[] = { count_text, total_text, each ? each : "", cards ? cards : "" };
  GString *out = g_string_new (text);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_string_replace (out, names[i], values[i], 0);
  return g_string_free (out, FALSE);
}

static gboolean
step_applies (TmTableProcedure *self,
              StepDef          *def,
              guint             n_players,
              GVariant         *options)
{
  return n_players >= def->min_players && n_players <= def->max_players &&
         (def->option == NULL || tm_game_options_get_on (self->game, options, def->option)) &&
         (def->without == NULL || !tm_game_options_get_on (self->game, options, def->without));
}

/* Resolves every step for @n_players and @options (checked, or NULL for
 * the defaults).  @where names the file for errors. */
static TmTableSetup *
resolve (TmTableProcedure  *self,
         guint              n_players,
         GVariant          *options,
         const char        *where,
         GError           **error)
{
  g_autoptr(TmTableSetup) setup = NULL;
  g_autoptr(GPtrArray) held = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree guint *remaining = g_new0 (guint, self->stocks->len);
  guint dealt[MAX_SEATS] = { 0 };

  setup = g_new0 (TmTableSetup, 1);
  g_ref_count_init (&setup->ref_count);
  setup->n_players = n_players;
  setup->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_table_step_unref);

  for (guint s = 0; s < self->stocks->len; s++)
    {
      GArray *cards = stock_cards (self, g_ptr_array_index (self->stocks, s), options);

      g_ptr_array_add (held, cards);
      remaining[s] = held_total (cards);
    }

  for (guint i = 0; i < self->steps->len; i++)
    {
      StepDef *def = g_ptr_array_index (self->steps, i);
      g_autoptr(TmTableStep) step = NULL;
      g_autofree char *each = NULL, *cards = NULL;
      guint total = 0, count = 0;

      if (!step_applies (self, def, n_players, options))
        continue;

      step = g_new0 (TmTableStep, 1);
      g_ref_count_init (&step->ref_count);
      step->kind = def->kind;
      step->name = g_strdup (def->name);
      step->face_up = def->face_up;
      step->choose = def->choose;
      step->layout = g_strdup (def->layout);
      step->rows = def->rows;
      step->columns = def->columns;

      if (def->kind == TM_TABLE_STEP_LEAVE_OUT)
        {
          for (guint s = 0; s < self->stocks->len; s++)
            total += remaining[s];
          cards = left_out (self, options, &count);
        }
      else
        {
          step->stock = g_strdup (((Stock *) g_ptr_array_index (self->stocks, def->stock))->id);
          total = remaining[def->stock];

          switch (def->count_kind)
            {
            case COUNT_FIXED:
              count = def->count;
              break;
            case COUNT_BY_PLAYERS:
              count = def->by_players[n_players];
              break;
            case COUNT_REST:
              count = total;
              break;
            case COUNT_EVEN:
              count = total / n_players;
              break;
            case COUNT_ALL:
            default:
              count = total;
              break;
            }

          if (def->kind == TM_TABLE_STEP_DEAL)
            {
              step->n_each = n_players;
              step->each = g_new0 (guint, n_players);
              for (guint k = 0; k < n_players; k++)
                {
                  if (def->count_kind == COUNT_ALL)
                    step->each[k] = count / n_players + (k < count % n_players ? 1 : 0);
                  else
                    step->each[k] = count;
                  dealt[k] += step->each[k];
                }
              if (def->count_kind != COUNT_ALL)
                count *= n_players;
              each = each_text (step->each, n_players, def->uneven_list);
            }

          if (count > total)
            {
              g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                           "%s: setup step %u: %u cards are needed from stock “%s”, which "
                           "holds %u at %u players", where, i + 1, count, step->stock,
                           total, n_players);
              return NULL;
            }
          if (def->card != NULL && !held_take (g_ptr_array_index (held, def->stock), def->card,
                                               count))
            {
              g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_INVALID,
                           "%s: setup step %u: stock “%s” does not hold %u of card “%s”",
                           where, i + 1, step->stock, count, def->card);
              return NULL;
            }
          remaining[def->stock] -= count;
        }

      step->count = count;
      step->total = total;
      step->text = fill_in (def->text, count, total, each, cards);
      step->column = g_strdup (def->column);
      if (def->column != NULL)
        step->cell = def->kind == TM_TABLE_STEP_DEAL ? g_strdup (each)
                                                      : g_strdup_printf ("%u", count);
      g_ptr_array_add (setup->steps, g_steal_pointer (&step));
    }

  /* Who starts (ruling who-starts in Escaped): the one seat dealt fewer
   * cards than the others, else the dealer's left. */
  if (self->start == TM_TABLE_START_FEWEST_CARDS)
    {
      guint lo = G_MAXUINT, n_lo = 0, at = 0;

      for (guint k = 0; k < n_players; k++)
        {
          if (dealt[k] < lo)
            {
              lo = dealt[k];
              n_lo = 0;
              at = k;
            }
          if (dealt[k] == lo)
            n_lo++;
        }
      setup->first_offset = n_lo == 1 && n_lo < n_players ? at : 0;
    }

  if (tm_table_procedure_get_partners (self, n_players, options))
    {
      setup->teams = g_new0 (int, n_players);
      for (guint p = 0; p < n_players; p++)
        setup->teams[p] = p % (n_players / 2);
    }

  return g_steal_pointer (&setup);
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
        g_autoptr(TmTableSetup) setup = resolve (self, n, g_ptr_array_index (choices, c),
                                                 filename, error);

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
    "length", "ends", NULL
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
      !check_all_tables (self, filename, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * tm_table_procedure_get_game_id:
 * @self: a #TmTableProcedure
 *
 * Gets the id of the game the procedure is for.
 *
 * Returns: the game's id
 */
const char *
tm_table_procedure_get_game_id (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  return self->game_id;
}

/**
 * tm_table_procedure_get_game:
 * @self: a #TmTableProcedure
 *
 * Gets the game the procedure is for, whose options it reads.
 *
 * Returns: (transfer none): the game
 */
TmGame *
tm_table_procedure_get_game (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  return self->game;
}

/**
 * tm_table_procedure_get_setup:
 * @self: a #TmTableProcedure
 * @n_players: the number of players at the table
 * @options: (nullable): the options' values (`a{sv}`), or %NULL for the
 *   defaults
 * @error: return location for a #GError
 *
 * Works out the set-up for a table: the steps that apply, with their
 * counts, who plays first and the partnerships.  A number of players
 * outside the game's range fails with %TM_TABLE_ERROR_PLAYERS, and bad
 * option values with %TM_TABLE_ERROR_OPTION.
 *
 * Returns: (transfer full) (nullable): the set-up, or %NULL with @error set
 */
TmTableSetup *
tm_table_procedure_get_setup (TmTableProcedure  *self,
                              guint              n_players,
                              GVariant          *options,
                              GError           **error)
{
  g_autoptr(GVariant) checked = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *where = NULL;

  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (n_players < tm_game_get_min_players (self->game) ||
      n_players > tm_game_get_max_players (self->game))
    {
      g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_PLAYERS,
                   "%s is for %u to %u players, not %u", tm_game_get_name (self->game),
                   tm_game_get_min_players (self->game), tm_game_get_max_players (self->game),
                   n_players);
      return NULL;
    }

  if (options != NULL && !(checked = tm_game_check_options (self->game, options, &local_error)))
    {
      g_set_error_literal (error, TM_TABLE_ERROR, TM_TABLE_ERROR_OPTION, local_error->message);
      return NULL;
    }

  where = g_strdup_printf ("data/games/%s/table.json", self->game_id);
  return resolve (self, n_players, checked, where, error);
}

/**
 * tm_table_procedure_has_dealer:
 * @self: a #TmTableProcedure
 *
 * Gets whether someone deals (or lays out) the cards.  Without a dealer
 * the seats are listed in the order they play.
 *
 * Returns: %TRUE if the game has a dealer
 */
gboolean
tm_table_procedure_has_dealer (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);
  return self->dealer;
}

/**
 * tm_table_procedure_get_deal_passes:
 * @self: a #TmTableProcedure
 *
 * Gets whether the deal passes to the left after every hand.
 *
 * Returns: %TRUE if it does
 */
gboolean
tm_table_procedure_get_deal_passes (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);
  return self->deal_passes;
}

/**
 * tm_table_procedure_get_start:
 * @self: a #TmTableProcedure
 *
 * Gets the rule for who plays first in a hand; the set-up
 * (tm_table_setup_get_first_offset()) applies it to a table.
 *
 * Returns: the rule
 */
TmTableStart
tm_table_procedure_get_start (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), TM_TABLE_START_DEALER_LEFT);
  return self->start;
}

/**
 * tm_table_procedure_get_partners:
 * @self: a #TmTableProcedure
 * @n_players: the number of players
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets whether partners play at this table: the game seats partners
 * opposite each other, its teams option is on, and its definition allows
 * teams at this number of players.
 *
 * Returns: %TRUE if partners play
 */
gboolean
tm_table_procedure_get_partners (TmTableProcedure *self,
                                 guint             n_players,
                                 GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);

  return self->partners && tm_game_get_teams_possible (self->game, n_players) &&
         tm_game_options_get_on (self->game, options, tm_game_get_teams_option (self->game));
}

/**
 * tm_table_procedure_get_hands:
 * @self: a #TmTableProcedure
 *
 * Gets whether a game is a single hand.
 *
 * Returns: 1 for a game of one hand, 0 when hands follow one another
 */
guint
tm_table_procedure_get_hands (TmTableProcedure *self)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), 0);
  return self->hands;
}

/**
 * tm_table_procedure_get_rounds:
 * @self: a #TmTableProcedure
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets after how many rounds (every player dealing once) the game ends.
 * With a target that is on, this is the most rounds a game may last.
 *
 * Returns: the number of rounds, or 0 when rounds do not end the game
 */
guint
tm_table_procedure_get_rounds (TmTableProcedure *self,
                               GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), 0);

  if (tm_table_procedure_get_target (self, options) > 0)
    return self->target_rounds;
  if (self->rounds_option != NULL)
    return tm_game_options_get_number (self->game, options, self->rounds_option);
  return self->rounds;
}

/**
 * tm_table_procedure_get_target:
 * @self: a #TmTableProcedure
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets the total that ends the game after the hand in which a player
 * reaches it.
 *
 * Returns: the target, or 0 when the game has none (or it is off)
 */
int
tm_table_procedure_get_target (TmTableProcedure *self,
                               GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), 0);

  if (self->target_option == NULL ||
      !tm_game_options_get_on (self->game, options, self->target_option))
    return 0;
  return tm_game_options_get_number (self->game, options, self->target_option);
}

/**
 * tm_table_procedure_get_playoff:
 * @self: a #TmTableProcedure
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Gets whether players tied for the win at the end play one more hand
 * among themselves.
 *
 * Returns: %TRUE if they do
 */
gboolean
tm_table_procedure_get_playoff (TmTableProcedure *self,
                                GVariant         *options)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), FALSE);

  return self->playoff_option != NULL &&
         tm_game_options_get_on (self->game, options, self->playoff_option);
}

/**
 * tm_table_procedure_get_ends:
 * @self: a #TmTableProcedure
 * @what: `hand`, `round` or `game`
 *
 * Gets what ends a hand, a round or the game, in the rules format's
 * inline markup.
 *
 * Returns: (nullable): the text, or %NULL where the file says nothing
 */
const char *
tm_table_procedure_get_ends (TmTableProcedure *self,
                             const char       *what)
{
  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  g_return_val_if_fail (what != NULL, NULL);

  for (guint i = 0; end_names[i]; i++)
    if (g_str_equal (what, end_names[i]))
      return self->ends[i];
  g_return_val_if_reached (NULL);
}

/**
 * tm_table_procedure_dup_table:
 * @self: a #TmTableProcedure
 * @rows: (element-type GStrv): an array to which the table's rows are
 *   added, each a %NULL-terminated array of cells (free them with
 *   g_strfreev())
 *
 * Builds the set-up table the rules text shows, from the default options:
 * a row per number of players (consecutive numbers that give the same
 * counts share a row, such as “2-3”), a column for every step of the file
 * that names one.
 *
 * Returns: (transfer full) (nullable) (array zero-terminated=1): the
 *   column headings, or %NULL when no step has a column
 */
char **
tm_table_procedure_dup_table (TmTableProcedure *self,
                              GPtrArray        *rows)
{
  g_autoptr(GStrvBuilder) header = g_strv_builder_new ();
  g_autoptr(GPtrArray) columns = g_ptr_array_new ();
  g_auto(GStrv) last = NULL;
  guint first = 0;

  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  g_return_val_if_fail (rows != NULL, NULL);

  g_strv_builder_add (header, "Players");
  for (guint i = 0; i < self->steps->len; i++)
    {
      StepDef *def = g_ptr_array_index (self->steps, i);

      if (def->column != NULL)
        {
          g_strv_builder_add (header, def->column);
          g_ptr_array_add (columns, def);
        }
    }
  if (columns->len == 0)
    return NULL;

  for (guint n = tm_game_get_min_players (self->game);
       n <= tm_game_get_max_players (self->game) + 1; n++)
    {
      g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();
      g_auto(GStrv) row = NULL;

      if (n <= tm_game_get_max_players (self->game))
        {
          g_autoptr(TmTableSetup) setup = resolve (self, n, NULL, self->game_id, NULL);

          g_assert (setup != NULL);   /* checked when loaded */
          for (guint c = 0; c < columns->len; c++)
            {
              StepDef *def = g_ptr_array_index (columns, c);
              TmTableStep *found = NULL;

              for (guint i = 0; i < setup->steps->len; i++)
                {
                  TmTableStep *step = g_ptr_array_index (setup->steps, i);

                  if (g_strcmp0 (step->column, def->column) == 0)
                    found = step;
                }
              g_strv_builder_add (cells, found != NULL ? found->cell : "0");
            }
          row = g_strv_builder_end (cells);
        }

      if (last != NULL && (row == NULL || !g_strv_equal ((const char * const *) row,
                                                           (const char * const *) last)))
        {
          GStrvBuilder *out = g_strv_builder_new ();
          g_autofree char *label = first == n - 1 ? g_strdup_printf ("%u", first)
                                                  : g_strdup_printf ("%u-%u", first, n - 1);

          g_strv_builder_add (out, label);
          g_strv_builder_addv (out, (const char **) last);
          g_ptr_array_add (rows, g_strv_builder_end (out));
          g_strv_builder_unref (out);
          g_clear_pointer (&last, g_strfreev);
        }
      if (row != NULL && last == NULL)
        {
          last = g_steal_pointer (&row);
          first = n;
        }
    }

  return g_strv_builder_end (header);
}

/**
 * tm_table_procedure_list_stock:
 * @self: a #TmTableProcedure
 * @stock: a stock's id
 * @options: (nullable): the options' values, or %NULL for the defaults
 *
 * Lists the cards a stock holds with these options, each once (a card's
 * count says how many copies there are).
 *
 * Returns: (transfer full) (element-type TmCard) (nullable): the cards, or
 *   %NULL for a stock the procedure does not have
 */
GPtrArray *
tm_table_procedure_list_stock (TmTableProcedure *self,
                               const char       *stock,
                               GVariant         *options)
{
  g_autoptr(GArray) held = NULL;
  GPtrArray *cards;
  int s;

  g_return_val_if_fail (TM_IS_TABLE_PROCEDURE (self), NULL);
  g_return_val_if_fail (stock != NULL, NULL);

  if ((s = lookup_stock (self, stock)) < 0)
    return NULL;
  held = stock_cards (self, g_ptr_array_index (self->stocks, s), options);
  cards = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < held->len; i++)
    g_ptr_array_add (cards, g_object_ref (g_array_index (held, Held, i).card));
  return cards;
}
