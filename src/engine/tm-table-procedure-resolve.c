/* tm-table-procedure-resolve.c: a table procedure resolved for one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-rules-markup.h"

#include "tm-table-procedure-private.h"
#include "tm-table-setup-private.h"

#define MAX_SEATS 64

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

TmTableSetup *
_tm_table_procedure_resolve (TmTableProcedure  *self,
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
  return _tm_table_procedure_resolve (self, n_players, checked, where, error);
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
          g_autoptr(TmTableSetup) setup = NULL;

          setup = _tm_table_procedure_resolve (self, n, NULL, self->game_id, NULL);

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

  if ((s = _tm_table_procedure_lookup_stock (self, stock)) < 0)
    return NULL;
  held = stock_cards (self, g_ptr_array_index (self->stocks, s), options);
  cards = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < held->len; i++)
    g_ptr_array_add (cards, g_object_ref (g_array_index (held, Held, i).card));
  return cards;
}
