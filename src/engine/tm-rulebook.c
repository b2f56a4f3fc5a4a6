/* tm-rulebook.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-data-strings-private.h"
#include "tm-json-private.h"
#include "tm-table-procedure.h"

#include "tm-rulebook.h"

/**
 * TmRulebook:
 *
 * A game's rules reference, loaded and checked from `data/games/<game>/rules.json`.
 *
 * A rulebook holds the game's sections in a fixed order (overview,
 * components, setup, turn, cards, scoring, end, options, rulings), each a
 * list of [struct@Tm.RulesBlock]s, and the rulings Tablemate uses where the
 * published rules are open.  A ruling may name one of the game's options
 * (#TmGameOption, in the game's definition) that offers the other reading.
 *
 * Inline text may carry a small subset of Pango markup: `<b>`, `<i>` and
 * `<a href="…">` links to `section:GAME/ID`, `ruling:GAME/ID` or
 * `card:DECK/ID`.  Loading rejects anything else, naming the file, the
 * section and the block, so text can be handed to a label as it is.
 */

static const char *section_ids[] = {
  "overview", "components", "setup", "turn", "cards", "scoring", "end",
  "options", "rulings", NULL,
};

static const char *block_kind_names[] = {
  "h", "p", "list", "steps", "table", "example", "note",
};

/* Blocks */

struct _TmRulesBlock
{
  grefcount         ref_count;
  TmRulesBlockKind  kind;
  char             *text;        /* h, p, example, note */
  char            **items;       /* list, steps */
  char             *caption;     /* table */
  char            **header;      /* table */
  GPtrArray        *rows;        /* table: char ** */
};

G_DEFINE_BOXED_TYPE (TmRulesBlock, tm_rules_block, tm_rules_block_ref, tm_rules_block_unref)

/**
 * tm_rules_block_ref:
 * @self: a #TmRulesBlock
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmRulesBlock *
tm_rules_block_ref (TmRulesBlock *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_rules_block_unref:
 * @self: (transfer full): a #TmRulesBlock
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_rules_block_unref (TmRulesBlock *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->text);
  g_strfreev (self->items);
  g_free (self->caption);
  g_strfreev (self->header);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_free (self);
}

/**
 * tm_rules_block_get_kind:
 * @self: a #TmRulesBlock
 *
 * Gets what kind of block @self is.
 *
 * Returns: the kind
 */
TmRulesBlockKind
tm_rules_block_get_kind (TmRulesBlock *self)
{
  g_return_val_if_fail (self != NULL, TM_RULES_BLOCK_PARAGRAPH);
  return self->kind;
}

/**
 * tm_rules_block_get_text:
 * @self: a #TmRulesBlock
 *
 * Gets the text of a heading, paragraph, example or note, in the rules
 * format's inline markup.
 *
 * Returns: (nullable): the text, or %NULL for lists, steps and tables
 */
const char *
tm_rules_block_get_text (TmRulesBlock *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->text;
}

/**
 * tm_rules_block_get_items:
 * @self: a #TmRulesBlock
 *
 * Gets the items of a list or the steps of a numbered list, in inline
 * markup.
 *
 * Returns: (nullable) (array zero-terminated=1): the items
 */
const char * const *
tm_rules_block_get_items (TmRulesBlock *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return (const char * const *) self->items;
}

/**
 * tm_rules_block_get_caption:
 * @self: a #TmRulesBlock
 *
 * Gets a table's caption, in inline markup.
 *
 * Returns: (nullable): the caption
 */
const char *
tm_rules_block_get_caption (TmRulesBlock *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->caption;
}

/**
 * tm_rules_block_get_header:
 * @self: a #TmRulesBlock
 *
 * Gets a table's column headings.
 *
 * Returns: (nullable) (array zero-terminated=1): the headings
 */
const char * const *
tm_rules_block_get_header (TmRulesBlock *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return (const char * const *) self->header;
}

/**
 * tm_rules_block_get_n_rows:
 * @self: a #TmRulesBlock
 *
 * Gets how many rows a table has, not counting its header.
 *
 * Returns: the number of rows, 0 for other blocks
 */
guint
tm_rules_block_get_n_rows (TmRulesBlock *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rows ? self->rows->len : 0;
}

/**
 * tm_rules_block_get_row:
 * @self: a #TmRulesBlock
 * @row: a row index
 *
 * Gets the cells of one table row, in inline markup.  Every row has as
 * many cells as the header.
 *
 * Returns: (array zero-terminated=1): the cells
 */
const char * const *
tm_rules_block_get_row (TmRulesBlock *self,
                        guint         row)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->rows != NULL && row < self->rows->len, NULL);

  return g_ptr_array_index (self->rows, row);
}

/**
 * tm_rules_block_dup_row_text:
 * @self: a #TmRulesBlock holding a table
 * @row: a row index
 *
 * Says one table row in plain text, each cell after its column's heading
 * and a colon, the cells separated by commas: “Players: 4, Cards each: 6,
 * Draw pile: 65”.  A cell under an empty heading is given alone, and an
 * empty cell is left out.  This is how the row reads aloud, and how it
 * reads in a search hit.
 *
 * Returns: (transfer full): the row's text
 */
char *
tm_rules_block_dup_row_text (TmRulesBlock *self,
                             guint         row)
{
  GString *out;
  char **cells;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->rows != NULL && row < self->rows->len, NULL);

  out = g_string_new (NULL);
  cells = g_ptr_array_index (self->rows, row);
  for (guint i = 0; cells[i] != NULL; i++)
    {
      g_autofree char *heading = tm_rules_markup_to_plain_text (self->header[i]);
      g_autofree char *cell = tm_rules_markup_to_plain_text (cells[i]);

      if (*cell == '\0')
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (*heading != '\0')
        g_string_append_printf (out, "%s: ", heading);
      g_string_append (out, cell);
    }

  return g_string_free (out, FALSE);
}

static void
append_plain (GString    *out,
              const char *markup)
{
  g_autofree char *plain = tm_rules_markup_to_plain_text (markup);

  g_string_append (out, plain);
}

/**
 * tm_rules_block_to_plain_text:
 * @self: a #TmRulesBlock
 *
 * Renders the block as plain text: markup stripped (link text kept),
 * list items bulleted, steps numbered, a table as its caption and then
 * each row as tm_rules_block_dup_row_text() gives it, one line per item
 * or row.
 *
 * Returns: (transfer full): the text
 */
char *
tm_rules_block_to_plain_text (TmRulesBlock *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);

  switch (self->kind)
    {
    case TM_RULES_BLOCK_HEADING:
    case TM_RULES_BLOCK_PARAGRAPH:
      append_plain (out, self->text);
      break;

    case TM_RULES_BLOCK_EXAMPLE:
      g_string_append (out, "Example: ");
      append_plain (out, self->text);
      break;

    case TM_RULES_BLOCK_NOTE:
      g_string_append (out, "Note: ");
      append_plain (out, self->text);
      break;

    case TM_RULES_BLOCK_LIST:
    case TM_RULES_BLOCK_STEPS:
      for (guint i = 0; self->items[i]; i++)
        {
          if (i > 0)
            g_string_append_c (out, '\n');
          if (self->kind == TM_RULES_BLOCK_LIST)
            g_string_append (out, "• ");
          else
            g_string_append_printf (out, "%u. ", i + 1);
          append_plain (out, self->items[i]);
        }
      break;

    case TM_RULES_BLOCK_TABLE:
      if (self->caption != NULL)
        {
          append_plain (out, self->caption);
          g_string_append_c (out, '\n');
        }
      for (guint r = 0; r < self->rows->len; r++)
        {
          g_autofree char *row = tm_rules_block_dup_row_text (self, r);

          if (r > 0)
            g_string_append_c (out, '\n');
          g_string_append (out, row);
        }
      break;

    default:
      g_assert_not_reached ();
    }

  return g_string_free (out, FALSE);
}

/* Sections */

struct _TmRulesSection
{
  grefcount  ref_count;
  char      *id;
  char      *title;
  GPtrArray *blocks;            /* TmRulesBlock */
};

G_DEFINE_BOXED_TYPE (TmRulesSection, tm_rules_section, tm_rules_section_ref, tm_rules_section_unref)

/**
 * tm_rules_section_ref:
 * @self: a #TmRulesSection
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmRulesSection *
tm_rules_section_ref (TmRulesSection *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_rules_section_unref:
 * @self: (transfer full): a #TmRulesSection
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_rules_section_unref (TmRulesSection *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->id);
  g_free (self->title);
  g_clear_pointer (&self->blocks, g_ptr_array_unref);
  g_free (self);
}

/**
 * tm_rules_section_get_id:
 * @self: a #TmRulesSection
 *
 * Gets the section's id, such as `setup`.
 *
 * Returns: the id
 */
const char *
tm_rules_section_get_id (TmRulesSection *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->id;
}

/**
 * tm_rules_section_get_title:
 * @self: a #TmRulesSection
 *
 * Gets the section's title, as plain text.
 *
 * Returns: the title
 */
const char *
tm_rules_section_get_title (TmRulesSection *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->title;
}

/**
 * tm_rules_section_get_n_blocks:
 * @self: a #TmRulesSection
 *
 * Gets how many blocks the section has.
 *
 * Returns: the number of blocks
 */
guint
tm_rules_section_get_n_blocks (TmRulesSection *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->blocks->len;
}

/**
 * tm_rules_section_get_block:
 * @self: a #TmRulesSection
 * @index: the block's position
 *
 * Gets one of the section's blocks.
 *
 * Returns: (transfer none): the block
 */
TmRulesBlock *
tm_rules_section_get_block (TmRulesSection *self,
                            guint           index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->blocks->len, NULL);

  return g_ptr_array_index (self->blocks, index);
}

/**
 * tm_rules_section_to_plain_text:
 * @self: a #TmRulesSection
 *
 * Renders every block of the section as plain text (see
 * tm_rules_block_to_plain_text()), separated by blank lines.  The title is
 * not included.
 *
 * Returns: (transfer full): the text
 */
char *
tm_rules_section_to_plain_text (TmRulesSection *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      g_autofree char *text = tm_rules_block_to_plain_text (g_ptr_array_index (self->blocks, i));

      if (i > 0)
        g_string_append (out, "\n\n");
      g_string_append (out, text);
    }

  return g_string_free (out, FALSE);
}

/* Rulings */

struct _TmRuling
{
  grefcount  ref_count;
  char      *id;
  char      *question;
  char      *ruling;
  char      *reason;
  char      *option_id;
};

G_DEFINE_BOXED_TYPE (TmRuling, tm_ruling, tm_ruling_ref, tm_ruling_unref)

/**
 * tm_ruling_ref:
 * @self: a #TmRuling
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmRuling *
tm_ruling_ref (TmRuling *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_ruling_unref:
 * @self: (transfer full): a #TmRuling
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_ruling_unref (TmRuling *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->id);
  g_free (self->question);
  g_free (self->ruling);
  g_free (self->reason);
  g_free (self->option_id);
  g_free (self);
}

/**
 * tm_ruling_get_id:
 * @self: a #TmRuling
 *
 * Gets the ruling's id.
 *
 * Returns: the id
 */
const char *
tm_ruling_get_id (TmRuling *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->id;
}

/**
 * tm_ruling_get_question:
 * @self: a #TmRuling
 *
 * Gets the question the published rules leave open, in inline markup.
 *
 * Returns: the question
 */
const char *
tm_ruling_get_question (TmRuling *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->question;
}

/**
 * tm_ruling_get_ruling:
 * @self: a #TmRuling
 *
 * Gets the answer Tablemate uses, in inline markup.
 *
 * Returns: the ruling
 */
const char *
tm_ruling_get_ruling (TmRuling *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->ruling;
}

/**
 * tm_ruling_get_reason:
 * @self: a #TmRuling
 *
 * Gets why Tablemate rules that way, in inline markup.
 *
 * Returns: the reason
 */
const char *
tm_ruling_get_reason (TmRuling *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->reason;
}

/**
 * tm_ruling_get_option_id:
 * @self: a #TmRuling
 *
 * Gets the id of the option that offers the other reading, if there is
 * one.  The option is always one of the rulebook's options.
 *
 * Returns: (nullable): the option's id
 */
const char *
tm_ruling_get_option_id (TmRuling *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->option_id;
}

/* The rulebook */

struct _TmRulebook
{
  GObject    parent_instance;

  char      *game_id;
  GPtrArray *sections;          /* TmRulesSection */
  GPtrArray *rulings;           /* TmRuling */
  TmGame    *game;              /* nullable: the options' owner */
};

G_DEFINE_FINAL_TYPE (TmRulebook, tm_rulebook, G_TYPE_OBJECT)

static void
tm_rulebook_finalize (GObject *object)
{
  TmRulebook *self = (TmRulebook *)object;

  g_free (self->game_id);
  g_clear_pointer (&self->sections, g_ptr_array_unref);
  g_clear_pointer (&self->rulings, g_ptr_array_unref);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tm_rulebook_parent_class)->finalize (object);
}

static void
tm_rulebook_class_init (TmRulebookClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_rulebook_finalize;
}

static void
tm_rulebook_init (TmRulebook *self)
{
  self->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_rules_section_unref);
  self->rulings = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_ruling_unref);
}

/* Loading.  Every error is prefixed with where it happened; `where` is
 * something like “rules/freeo.json: section “setup”: block 3 (steps)”. */

#define fail(error, code, where, ...) \
  _tm_json_fail (error, TM_RULES_ERROR, code, where, __VA_ARGS__)
#define check_fields(object, known, where, error) \
  _tm_json_check_fields (object, known, TM_RULES_ERROR, TM_RULES_ERROR_UNKNOWN_FIELD, where, \
                         error)

/* Reads a required string member; with @markup, also checks it as inline
 * markup.  @out is borrowed from @object. */
static gboolean
read_text (JsonObject  *object,
           const char  *field,
           gboolean     markup,
           const char  *where,
           const char **out,
           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  const char *value = tm_json_member_string (object, field);

  if (value == NULL)
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "field “%s”: a string is required", field);

  if (*value == '\0')
    return fail (error, TM_RULES_ERROR_INVALID, where, "field “%s”: must not be empty", field);

  if (markup && !tm_rules_markup_validate (value, &local_error))
    return fail (error, TM_RULES_ERROR_MARKUP, where, "field “%s”: %s", field,
                 local_error->message);

  *out = value;
  return TRUE;
}

static char **
read_markup_strings (JsonNode    *node,
                     const char  *field,
                     gboolean     allow_empty_list,
                     const char  *where,
                     GError     **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "field “%s”: an array of strings is required", field), NULL;

  array = json_node_get_array (node);
  if (json_array_get_length (array) == 0 && !allow_empty_list)
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "field “%s”: must not be empty", field), NULL;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autoptr(GError) local_error = NULL;
      JsonNode *item = json_array_get_element (array, i);
      const char *text;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
        return fail (error, TM_RULES_ERROR_INVALID, where,
                     "field “%s”: item %u: must be a string", field, i + 1), NULL;

      text = json_node_get_string (item);
      if (!tm_rules_markup_validate (text, &local_error))
        return fail (error, TM_RULES_ERROR_MARKUP, where, "field “%s”: item %u: %s",
                     field, i + 1, local_error->message), NULL;

      g_strv_builder_add (builder, text);
    }

  return g_strv_builder_end (builder);
}

static TmRulesBlock *
load_table (JsonNode    *node,
            const char  *where,
            GError     **error)
{
  static const char *fields[] = { "caption", "header", "rows", NULL };
  g_autoptr(TmRulesBlock) block = NULL;
  JsonObject *table;
  JsonNode *member;
  JsonArray *rows;
  guint columns;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "a table must be an object with “header” and “rows”"), NULL;

  table = json_node_get_object (node);
  if (!check_fields (table, fields, where, error))
    return NULL;

  block = g_new0 (TmRulesBlock, 1);
  g_ref_count_init (&block->ref_count);
  block->kind = TM_RULES_BLOCK_TABLE;
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  if (json_object_has_member (table, "caption"))
    {
      const char *caption;

      if (!read_text (table, "caption", TRUE, where, &caption, error))
        return NULL;
      block->caption = g_strdup (caption);
    }

  if ((member = json_object_get_member (table, "header")) == NULL)
    return fail (error, TM_RULES_ERROR_INVALID, where, "field “header”: is required"), NULL;
  if (!(block->header = read_markup_strings (member, "header", FALSE, where, error)))
    return NULL;
  columns = g_strv_length (block->header);

  if ((rows = tm_json_member_array (table, "rows")) == NULL)
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "field “rows”: an array of rows is required"), NULL;
  if (json_array_get_length (rows) == 0)
    return fail (error, TM_RULES_ERROR_INVALID, where, "field “rows”: must not be empty"), NULL;

  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      g_autofree char *row_where = g_strdup_printf ("%s: row %u", where, r + 1);
      char **cells;

      cells = read_markup_strings (json_array_get_element (rows, r), "rows", FALSE,
                                   row_where, error);
      if (cells == NULL)
        return NULL;

      g_ptr_array_add (block->rows, cells);
      if (g_strv_length (cells) != columns)
        return fail (error, TM_RULES_ERROR_INVALID, row_where,
                     "has %u cells but the header has %u columns",
                     g_strv_length (cells), columns), NULL;
    }

  return g_steal_pointer (&block);
}

/* A set-up table built from the game's table procedure (`"setup-table":
 * {"caption": …}`), so that the rules text and the table assistant read
 * the same numbers. */
static TmRulesBlock *
load_setup_table (JsonNode          *node,
                  TmTableProcedure  *procedure,
                  const char        *where,
                  GError           **error)
{
  static const char *fields[] = { "caption", NULL };
  g_autoptr(TmRulesBlock) block = NULL;
  JsonObject *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "a set-up table must be an object with a “caption”"), NULL;
  object = json_node_get_object (node);
  if (!check_fields (object, fields, where, error))
    return NULL;
  if (procedure == NULL)
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "a set-up table is built from the game's table procedure "
                 "(data/games/<game>/table.json), and there is none"), NULL;

  block = g_new0 (TmRulesBlock, 1);
  g_ref_count_init (&block->ref_count);
  block->kind = TM_RULES_BLOCK_TABLE;
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  if (json_object_has_member (object, "caption"))
    {
      const char *caption;

      if (!read_text (object, "caption", TRUE, where, &caption, error))
        return NULL;
      block->caption = g_strdup (caption);
    }
  block->header = tm_table_procedure_dup_table (procedure, block->rows);
  if (block->header == NULL)
    return fail (error, TM_RULES_ERROR_INVALID, where,
                 "the game's table procedure names no “column” to show"), NULL;

  return g_steal_pointer (&block);
}

static TmRulesBlock *
load_block (JsonNode          *node,
            TmTableProcedure  *procedure,
            const char        *section_where,
            guint              index,
            GError           **error)
{
  g_autoptr(TmRulesBlock) block = NULL;
  g_autofree char *where = NULL;
  JsonObjectIter iter;
  JsonObject *object;
  const char *kind_name;
  JsonNode *value;
  int kind = -1;

  if (!JSON_NODE_HOLDS_OBJECT (node) || json_object_get_size (json_node_get_object (node)) != 1)
    {
      where = g_strdup_printf ("%s: block %u", section_where, index + 1);
      return fail (error, TM_RULES_ERROR_INVALID, where,
                   "a block must be an object with exactly one member "
                   "(h, p, list, steps, table, example or note)"), NULL;
    }

  object = json_node_get_object (node);
  json_object_iter_init (&iter, object);
  json_object_iter_next (&iter, &kind_name, &value);

  for (guint i = 0; i < G_N_ELEMENTS (block_kind_names); i++)
    {
      if (g_str_equal (kind_name, block_kind_names[i]))
        kind = (int) i;
    }

  where = g_strdup_printf ("%s: block %u (%s)", section_where, index + 1, kind_name);

  if (kind < 0 && g_str_equal (kind_name, "setup-table"))
    return load_setup_table (value, procedure, where, error);

  if (kind < 0)
    return fail (error, TM_RULES_ERROR_UNKNOWN_FIELD, where,
                 "“%s” is not a kind of block (h, p, list, steps, table, example or note)",
                 kind_name), NULL;

  if (kind == TM_RULES_BLOCK_TABLE)
    return load_table (value, where, error);

  block = g_new0 (TmRulesBlock, 1);
  g_ref_count_init (&block->ref_count);
  block->kind = (TmRulesBlockKind) kind;

  if (kind == TM_RULES_BLOCK_LIST || kind == TM_RULES_BLOCK_STEPS)
    {
      if (!(block->items = read_markup_strings (value, kind_name, FALSE, where, error)))
        return NULL;
    }
  else
    {
      const char *text;

      if (!read_text (object, kind_name, TRUE, where, &text, error))
        return NULL;
      block->text = g_strdup (text);
    }

  return g_steal_pointer (&block);
}

static gboolean
load_sections (TmRulebook        *self,
               JsonArray         *array,
               TmTableProcedure  *procedure,
               const char        *filename,
               GError           **error)
{
  static const char *fields[] = { "id", "title", "blocks", NULL };
  guint n = json_array_get_length (array);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmRulesSection) section = NULL;
      g_autofree char *where = g_strdup_printf ("%s: section %u", filename, i + 1);
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *object;
      JsonArray *blocks;
      const char *id, *title;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, TM_RULES_ERROR_INVALID, where, "must be an object");
      object = json_node_get_object (node);

      if (!read_text (object, "id", FALSE, where, &id, error))
        return FALSE;

      g_free (where);
      where = g_strdup_printf ("%s: section “%s”", filename, id);

      if (!check_fields (object, fields, where, error))
        return FALSE;

      if (tm_rulebook_lookup_section (self, id) != NULL)
        return fail (error, TM_RULES_ERROR_DUPLICATE_ID, where,
                     "field “id”: another section already uses it");

      if (i >= G_N_ELEMENTS (section_ids) - 1 || !g_str_equal (id, section_ids[i]))
        {
          g_autofree char *order = g_strjoinv (", ", (char **) section_ids);

          return fail (error, TM_RULES_ERROR_INVALID, where,
                       "field “id”: expected “%s” here; sections are, in order: %s",
                       i < G_N_ELEMENTS (section_ids) - 1 ? section_ids[i] : "(none)", order);
        }

      if (!read_text (object, "title", FALSE, where, &title, error))
        return FALSE;

      if ((blocks = tm_json_member_array (object, "blocks")) == NULL)
        return fail (error, TM_RULES_ERROR_INVALID, where,
                     "field “blocks”: an array of blocks is required");
      if (json_array_get_length (blocks) == 0)
        return fail (error, TM_RULES_ERROR_INVALID, where,
                     "field “blocks”: must hold at least one block");

      section = g_new0 (TmRulesSection, 1);
      g_ref_count_init (&section->ref_count);
      section->id = g_strdup (id);
      section->title = g_strdup (title);
      section->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_rules_block_unref);

      for (guint b = 0; b < json_array_get_length (blocks); b++)
        {
          TmRulesBlock *block = load_block (json_array_get_element (blocks, b), procedure,
                                            where, b, error);

          if (block == NULL)
            return FALSE;
          g_ptr_array_add (section->blocks, block);
        }

      g_ptr_array_add (self->sections, g_steal_pointer (&section));
    }

  if (n < G_N_ELEMENTS (section_ids) - 1)
    {
      g_autofree char *where = g_strdup_printf ("%s: field “sections”", filename);

      return fail (error, TM_RULES_ERROR_INVALID, where,
                   "section “%s” is missing; every rules file has all nine sections",
                   section_ids[n]);
    }

  return TRUE;
}

static gboolean
load_rulings (TmRulebook  *self,
              JsonArray   *array,
              const char  *filename,
              GError     **error)
{
  static const char *fields[] = { "id", "question", "ruling", "reason", "option", NULL };

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s: ruling %u", filename, i + 1);
      g_autoptr(TmRuling) ruling = NULL;
      JsonNode *node = json_array_get_element (array, i);
      const char *id, *question, *answer, *reason;
      JsonObject *object;
      JsonNode *option;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, TM_RULES_ERROR_INVALID, where, "must be an object");
      object = json_node_get_object (node);

      if (!read_text (object, "id", FALSE, where, &id, error))
        return FALSE;

      g_free (where);
      where = g_strdup_printf ("%s: ruling “%s”", filename, id);

      if (!_tm_json_is_valid_id (id))
        return fail (error, TM_RULES_ERROR_INVALID, where, "field “id”: " TM_JSON_ID_PROBLEM);
      if (tm_rulebook_lookup_ruling (self, id) != NULL)
        return fail (error, TM_RULES_ERROR_DUPLICATE_ID, where,
                     "field “id”: another ruling already uses it");

      if (!check_fields (object, fields, where, error) ||
          !read_text (object, "question", TRUE, where, &question, error) ||
          !read_text (object, "ruling", TRUE, where, &answer, error) ||
          !read_text (object, "reason", TRUE, where, &reason, error))
        return FALSE;

      ruling = g_new0 (TmRuling, 1);
      g_ref_count_init (&ruling->ref_count);
      ruling->id = g_strdup (id);
      ruling->question = g_strdup (question);
      ruling->ruling = g_strdup (answer);
      ruling->reason = g_strdup (reason);

      option = json_object_get_member (object, "option");
      if (option == NULL)
        return fail (error, TM_RULES_ERROR_INVALID, where,
                     "field “option”: is required (an option id or null)");

      if (JSON_NODE_HOLDS_VALUE (option) && json_node_get_value_type (option) == G_TYPE_STRING)
        {
          const char *option_id = json_node_get_string (option);

          if (tm_rulebook_lookup_option (self, option_id) == NULL)
            return fail (error, TM_RULES_ERROR_UNKNOWN_OPTION, where,
                         "field “option”: “%s” is not one of the game's options", option_id);

          ruling->option_id = g_strdup (option_id);
        }
      else if (!JSON_NODE_HOLDS_NULL (option))
        {
          return fail (error, TM_RULES_ERROR_INVALID, where,
                       "field “option”: must be the id of one of the game's options, or null");
        }

      g_ptr_array_add (self->rulings, g_steal_pointer (&ruling));
    }

  return TRUE;
}

/**
 * tm_rulebook_new_from_bytes:
 * @bytes: the contents of a rules file
 * @filename: the file's name, used in error messages
 * @game: (nullable): the game whose rules these are; its options are the
 *   ones rulings may offer
 * @error: return location for a #GError in %TM_RULES_ERROR
 *
 * Loads and checks a rules file.  On failure the error message names the
 * file, the section (or ruling), the block and the field that is wrong.
 *
 * Returns: (transfer full) (nullable): the rulebook, or %NULL with @error set
 */
TmRulebook *
tm_rulebook_new_from_bytes (GBytes      *bytes,
                            const char  *filename,
                            TmGame      *for_game,
                            GError     **error)
{
  return tm_rulebook_new_with_procedure (bytes, filename, for_game, NULL, error);
}

/**
 * tm_rulebook_new_with_procedure:
 * @bytes: the contents of a rules file
 * @filename: the file's name, used in error messages
 * @game: (nullable): the game whose rules these are; its options are the
 *   ones rulings may offer
 * @procedure: (nullable): the game's table procedure, from which the
 *   file's set-up tables (`setup-table` blocks) are built
 * @error: return location for a #GError in %TM_RULES_ERROR
 *
 * Loads and checks a rules file like tm_rulebook_new_from_bytes(), and
 * builds each `setup-table` block from @procedure: a table block with a
 * row per number of players.  A file with such a block needs a procedure.
 *
 * Returns: (transfer full) (nullable): the rulebook, or %NULL with @error set
 */
TmRulebook *
tm_rulebook_new_with_procedure (GBytes            *bytes,
                                const char        *filename,
                                TmGame            *for_game,
                                TmTableProcedure  *procedure,
                                GError           **error)
{
  static const char *fields[] = { "version", "game", "sections", "rulings", NULL };
  g_autoptr(TmRulebook) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonArray *array;
  const char *game;
  gint64 version = 0;
  gconstpointer data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (!(root_node = tm_json_parse (data, len, &local_error)))
    return fail (error, TM_RULES_ERROR_PARSE, filename, "not valid JSON: %s",
                 local_error->message), NULL;
  _tm_data_strings_translate (root_node, "rules");

  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return fail (error, TM_RULES_ERROR_INVALID, filename,
                 "the top level must be an object"), NULL;
  root = json_node_get_object (root_node);

  if (!tm_json_member_int (root, "version", &version) || version != 1)
    return fail (error, TM_RULES_ERROR_VERSION, filename,
                 "field “version”: only version 1 is understood; "
                 "the file may come from a newer Tablemate"), NULL;

  if (!check_fields (root, fields, filename, error))
    return NULL;

  game = tm_json_member_string (root, "game");
  if (!_tm_json_is_valid_id (game))
    return fail (error, TM_RULES_ERROR_INVALID, filename,
                 "field “game”: a game id is required"), NULL;

  if (for_game != NULL && !g_str_equal (game, tm_game_get_id (for_game)))
    return fail (error, TM_RULES_ERROR_INVALID, filename,
                 "field “game”: says “%s” but the file is the rules of “%s”",
                 game, tm_game_get_id (for_game)), NULL;

  self = g_object_new (TM_TYPE_RULEBOOK, NULL);
  self->game_id = g_strdup (game);
  g_set_object (&self->game, for_game);

  if ((array = tm_json_member_array (root, "sections")) == NULL)
    return fail (error, TM_RULES_ERROR_INVALID, filename,
                 "field “sections”: an array of sections is required"), NULL;
  if (!load_sections (self, array, procedure, filename, error))
    return NULL;

  if ((array = tm_json_member_array (root, "rulings")) == NULL)
    return fail (error, TM_RULES_ERROR_INVALID, filename,
                 "field “rulings”: an array of rulings is required"), NULL;
  if (!load_rulings (self, array, filename, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * tm_rulebook_get_game_id:
 * @self: a #TmRulebook
 *
 * Gets the id of the game the rulebook is for.
 *
 * Returns: the game's id
 */
const char *
tm_rulebook_get_game_id (TmRulebook *self)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  return self->game_id;
}

/**
 * tm_rulebook_get_n_sections:
 * @self: a #TmRulebook
 *
 * Gets how many sections the rulebook has (always nine for a loaded file).
 *
 * Returns: the number of sections
 */
guint
tm_rulebook_get_n_sections (TmRulebook *self)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), 0);
  return self->sections->len;
}

/**
 * tm_rulebook_get_section:
 * @self: a #TmRulebook
 * @index: the section's position
 *
 * Gets a section by its position.
 *
 * Returns: (transfer none): the section
 */
TmRulesSection *
tm_rulebook_get_section (TmRulebook *self,
                         guint       index)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  g_return_val_if_fail (index < self->sections->len, NULL);

  return g_ptr_array_index (self->sections, index);
}

/**
 * tm_rulebook_lookup_section:
 * @self: a #TmRulebook
 * @section_id: a section id, such as `setup`
 *
 * Finds a section by its id.
 *
 * Returns: (transfer none) (nullable): the section, or %NULL
 */
TmRulesSection *
tm_rulebook_lookup_section (TmRulebook *self,
                            const char *section_id)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  g_return_val_if_fail (section_id != NULL, NULL);

  for (guint i = 0; i < self->sections->len; i++)
    {
      TmRulesSection *section = g_ptr_array_index (self->sections, i);

      if (g_str_equal (section->id, section_id))
        return section;
    }

  return NULL;
}

/**
 * tm_rulebook_get_n_rulings:
 * @self: a #TmRulebook
 *
 * Gets how many rulings the rulebook has.
 *
 * Returns: the number of rulings
 */
guint
tm_rulebook_get_n_rulings (TmRulebook *self)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), 0);
  return self->rulings->len;
}

/**
 * tm_rulebook_get_ruling:
 * @self: a #TmRulebook
 * @index: the ruling's position
 *
 * Gets a ruling by its position.
 *
 * Returns: (transfer none): the ruling
 */
TmRuling *
tm_rulebook_get_ruling (TmRulebook *self,
                        guint       index)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  g_return_val_if_fail (index < self->rulings->len, NULL);

  return g_ptr_array_index (self->rulings, index);
}

/**
 * tm_rulebook_lookup_ruling:
 * @self: a #TmRulebook
 * @ruling_id: a ruling id
 *
 * Finds a ruling by its id.
 *
 * Returns: (transfer none) (nullable): the ruling, or %NULL
 */
TmRuling *
tm_rulebook_lookup_ruling (TmRulebook *self,
                           const char *ruling_id)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  g_return_val_if_fail (ruling_id != NULL, NULL);

  for (guint i = 0; i < self->rulings->len; i++)
    {
      TmRuling *ruling = g_ptr_array_index (self->rulings, i);

      if (g_str_equal (ruling->id, ruling_id))
        return ruling;
    }

  return NULL;
}

/**
 * tm_rulebook_get_game:
 * @self: a #TmRulebook
 *
 * Gets the game whose rules these are, which holds the options the rules
 * and rulings refer to.
 *
 * Returns: (transfer none) (nullable): the game, or %NULL for a rulebook
 *   read on its own
 */
TmGame *
tm_rulebook_get_game (TmRulebook *self)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  return self->game;
}

/**
 * tm_rulebook_get_n_options:
 * @self: a #TmRulebook
 *
 * Gets how many rule options the game has (see tm_game_get_n_options()).
 *
 * Returns: the number of options
 */
guint
tm_rulebook_get_n_options (TmRulebook *self)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), 0);
  return self->game != NULL ? tm_game_get_n_options (self->game) : 0;
}

/**
 * tm_rulebook_get_option:
 * @self: a #TmRulebook
 * @index: the option's position
 *
 * Gets one of the game's options by its position.
 *
 * Returns: (transfer none): the option
 */
TmGameOption *
tm_rulebook_get_option (TmRulebook *self,
                        guint       index)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  g_return_val_if_fail (index < tm_rulebook_get_n_options (self), NULL);

  return tm_game_get_option (self->game, index);
}

/**
 * tm_rulebook_lookup_option:
 * @self: a #TmRulebook
 * @option_id: an option id
 *
 * Finds one of the game's options by its id.
 *
 * Returns: (transfer none) (nullable): the option, or %NULL
 */
TmGameOption *
tm_rulebook_lookup_option (TmRulebook *self,
                           const char *option_id)
{
  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);
  g_return_val_if_fail (option_id != NULL, NULL);

  return self->game != NULL ? tm_game_lookup_option (self->game, option_id) : NULL;
}

/**
 * tm_rulebook_list_links:
 * @self: a #TmRulebook
 *
 * Lists the target of every link in the rulebook's text, in order of
 * appearance, with repeats.
 *
 * Returns: (transfer full) (array zero-terminated=1): the link targets
 */
char **
tm_rulebook_list_links (TmRulebook *self)
{
  g_autoptr(GPtrArray) links = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (TM_IS_RULEBOOK (self), NULL);

  for (guint s = 0; s < self->sections->len; s++)
    {
      TmRulesSection *section = g_ptr_array_index (self->sections, s);

      for (guint b = 0; b < section->blocks->len; b++)
        {
          TmRulesBlock *block = g_ptr_array_index (section->blocks, b);

          tm_rules_markup_collect_links (block->text, links);
          tm_rules_markup_collect_links (block->caption, links);
          for (guint i = 0; block->items && block->items[i]; i++)
            tm_rules_markup_collect_links (block->items[i], links);
          for (guint i = 0; block->header && block->header[i]; i++)
            tm_rules_markup_collect_links (block->header[i], links);
          for (guint r = 0; block->rows && r < block->rows->len; r++)
            {
              char **cells = g_ptr_array_index (block->rows, r);

              for (guint i = 0; cells[i]; i++)
                tm_rules_markup_collect_links (cells[i], links);
            }
        }
    }

  for (guint i = 0; i < self->rulings->len; i++)
    {
      TmRuling *ruling = g_ptr_array_index (self->rulings, i);

      tm_rules_markup_collect_links (ruling->question, links);
      tm_rules_markup_collect_links (ruling->ruling, links);
      tm_rules_markup_collect_links (ruling->reason, links);
    }

  for (guint i = 0; i < tm_rulebook_get_n_options (self); i++)
    tm_rules_markup_collect_links (tm_game_option_get_description (tm_rulebook_get_option (self, i)),
                                   links);

  g_ptr_array_add (links, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&links), FALSE);
}

/**
 * tm_rulebook_get_section_ids:
 *
 * Gets the ids every rules file has as its sections, in order.
 *
 * Returns: (transfer none) (array zero-terminated=1): the section ids
 */
const char * const *
tm_rulebook_get_section_ids (void)
{
  return (const char * const *) section_ids;
}
