/* tm-test-games.c: what the generic game tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Option values to try and hands to score, made from what a game
 * declares (its options, its scorer's fields) and never from knowledge of
 * one game, so that the generic tests run on any registered game.
 */

#include "config.h"

#include <string.h>

#include "tm-test-games.h"

/**
 * tm_test_module_game:
 * @module: a registered game
 *
 * Gets @module's definition, failing the test if it does not load.
 *
 * Returns: (transfer none): the game
 */
TmGame *
tm_test_module_game (const TmGameModule *module)
{
  g_autoptr(GError) error = NULL;
  TmGame *game = tm_game_module_get_game (module, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/**
 * tm_test_check_rules_links:
 * @catalogue: the catalogue
 * @rulebook: a game's rules
 *
 * Checks that every link in a game's rules points at something that
 * exists: a section or ruling of a game, or a card of a deck.
 *
 * Returns: how many links were checked
 */
guint
tm_test_check_rules_links (TmCatalogue *catalogue,
                           TmRulebook  *rulebook)
{
  g_auto(GStrv) links = tm_rulebook_list_links (rulebook);
  guint n = 0;

  for (; links[n] != NULL; n++)
    {
      g_autofree char *first = NULL;
      g_autofree char *second = NULL;
      g_autoptr(GError) error = NULL;
      TmRulebook *target;
      TmDeck *deck;

      switch (tm_rules_link_parse (links[n], &first, &second))
        {
        case TM_RULES_LINK_SECTION:
          target = tm_catalogue_get_rulebook (catalogue, first, &error);
          g_assert_no_error (error);
          g_assert_nonnull (tm_rulebook_lookup_section (target, second));
          break;
        case TM_RULES_LINK_RULING:
          target = tm_catalogue_get_rulebook (catalogue, first, &error);
          g_assert_no_error (error);
          g_assert_nonnull (tm_rulebook_lookup_ruling (target, second));
          break;
        case TM_RULES_LINK_CARD:
          deck = tm_catalogue_get_deck (catalogue, first, &error);
          g_assert_no_error (error);
          g_assert_nonnull (tm_deck_lookup_card (deck, second));
          break;
        case TM_RULES_LINK_INVALID:
        default:
          g_error ("%s: “%s” is not a link the rules view can follow",
                   tm_rulebook_get_game_id (rulebook), links[n]);
        }
    }

  return n;
}

/* The value of @option away from its default: a switch flipped, a number
 * at the other end of its range (the smallest, unless that is the
 * default), a switch with a number turned on with its smallest number, or
 * off. */
static GVariant *
changed_value (TmGameOption *option)
{
  int min = tm_game_option_get_min (option);
  int max = tm_game_option_get_max (option);

  switch (tm_game_option_get_kind (option))
    {
    case TM_GAME_OPTION_SWITCH:
      return g_variant_new_boolean (!tm_game_option_get_default (option));
    case TM_GAME_OPTION_NUMBER:
      return g_variant_new_int32 (tm_game_option_get_default_number (option) != min ? min : max);
    case TM_GAME_OPTION_SWITCH_NUMBER:
    default:
      return g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                  tm_game_option_get_default (option)
                                  ? NULL : g_variant_new_int32 (min));
    }
}

/**
 * tm_test_option_variants:
 * @game: a game
 * @pillar: the parts of Tablemate whose options to change
 *
 * Lists option values to try a game with: first the defaults, then for
 * each option that changes @pillar the defaults with that option changed.
 *
 * Returns: (transfer full) (element-type GVariant): complete, checked
 *   option values (`a{sv}`)
 */
GPtrArray *
tm_test_option_variants (TmGame        *game,
                         TmGamePillars  pillar)
{
  GPtrArray *variants = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  g_autoptr(GError) error = NULL;
  GVariant *values;

  values = tm_game_check_options (game, NULL, &error);
  g_assert_no_error (error);
  g_ptr_array_add (variants, values);

  for (guint i = 0; i < tm_game_get_n_options (game); i++)
    {
      TmGameOption *option = tm_game_get_option (game, i);
      g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

      if ((tm_game_option_get_affects (option) & pillar) == 0)
        continue;
      g_variant_builder_add (&builder, "{sv}", tm_game_option_get_id (option),
                             changed_value (option));
      values = tm_game_check_options (game, g_variant_builder_end (&builder), &error);
      g_assert_no_error (error);
      g_ptr_array_add (variants, values);
    }

  return variants;
}

/* A number of @option other than its default, within its range: halfway
 * to the smallest, or one more when the default is the smallest. */
static int
other_number (TmGameOption *option)
{
  int min = tm_game_option_get_min (option);
  int value = tm_game_option_get_default_number (option);

  return value > min ? min + (value - min) / 2 : MIN (value + 1, tm_game_option_get_max (option));
}

/**
 * tm_test_option_combinations:
 * @game: a game
 * @pillar: the parts of Tablemate whose options to combine
 *
 * Lists every combination of the values of the options that change
 * @pillar: a switch on and off, a number at its default and at another
 * value, a switch with a number off and on with either number.  The other
 * options keep their defaults.
 *
 * Returns: (transfer full) (element-type GVariant): complete, checked
 *   option values (`a{sv}`)
 */
GPtrArray *
tm_test_option_combinations (TmGame        *game,
                             TmGamePillars  pillar)
{
  GPtrArray *combinations = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  g_autoptr(GPtrArray) options = g_ptr_array_new ();
  guint n = 1;

  for (guint i = 0; i < tm_game_get_n_options (game); i++)
    {
      TmGameOption *option = tm_game_get_option (game, i);

      if ((tm_game_option_get_affects (option) & pillar) == 0)
        continue;
      g_ptr_array_add (options, option);
      n *= tm_game_option_get_kind (option) == TM_GAME_OPTION_SWITCH_NUMBER ? 3 : 2;
    }

  for (guint c = 0; c < n; c++)
    {
      g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
      g_autoptr(GError) error = NULL;
      GVariant *values;
      guint rest = c;

      for (guint i = 0; i < options->len; i++)
        {
          TmGameOption *option = g_ptr_array_index (options, i);
          int number = tm_game_option_get_default_number (option);
          GVariant *value;

          switch (tm_game_option_get_kind (option))
            {
            case TM_GAME_OPTION_SWITCH:
              value = g_variant_new_boolean (rest % 2);
              rest /= 2;
              break;
            case TM_GAME_OPTION_NUMBER:
              value = g_variant_new_int32 (rest % 2 ? other_number (option) : number);
              rest /= 2;
              break;
            case TM_GAME_OPTION_SWITCH_NUMBER:
            default:
              value = g_variant_new_maybe (G_VARIANT_TYPE_INT32,
                                           rest % 3 == 0 ? NULL
                                           : g_variant_new_int32 (rest % 3 == 1
                                                                  ? number
                                                                  : other_number (option)));
              rest /= 3;
              break;
            }
          g_variant_builder_add (&builder, "{sv}", tm_game_option_get_id (option), value);
        }
      values = tm_game_check_options (game, g_variant_builder_end (&builder), &error);
      g_assert_no_error (error);
      g_ptr_array_add (combinations, values);
    }

  return combinations;
}

/**
 * tm_test_option_radices:
 * @game: a game
 * @pillar: the parts of Tablemate whose options to combine
 *
 * Counts the values tm_test_option_combinations() gives each option that
 * changes @pillar: combination c has value (c / r0 / … / ri-1) mod ri of
 * option i, the first option varying fastest.
 *
 * Returns: (transfer full) (element-type guint): a count per option
 */
GArray *
tm_test_option_radices (TmGame        *game,
                        TmGamePillars  pillar)
{
  GArray *radices = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < tm_game_get_n_options (game); i++)
    {
      TmGameOption *option = tm_game_get_option (game, i);
      guint radix = tm_game_option_get_kind (option) == TM_GAME_OPTION_SWITCH_NUMBER ? 3 : 2;

      if ((tm_game_option_get_affects (option) & pillar) != 0)
        g_array_append_val (radices, radix);
    }
  return radices;
}

/* Which value tuples of every t factors some row has: a bit per tuple,
 * the t-subsets of factors in lexicographic order. */
typedef struct
{
  const guint *radices;
  guint        n_factors;
  guint        t;
  guint        n_subsets;
  guint       *subsets;     /* n_subsets × t factors */
  gsize       *offsets;     /* n_subsets + 1 */
  guint8      *covered;
  gsize        uncovered;
  gsize        cursor;      /* no uncovered tuple before it */
} Coverage;

static void
coverage_init (Coverage    *c,
               const guint *radices,
               guint        n_factors,
               guint        t)
{
  g_autoptr(GArray) subsets = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  guint pick[32];
  gsize offset = 0;

  g_assert (t >= 1 && t <= n_factors && n_factors <= G_N_ELEMENTS (pick));
  for (guint i = 0; i < t; i++)
    pick[i] = i;
  for (;;)
    {
      gsize size = 1;
      int i;

      for (guint k = 0; k < t; k++)
        size *= radices[pick[k]];
      g_array_append_vals (subsets, pick, t);
      g_array_append_val (offsets, offset);
      offset += size;

      /* The next t-subset. */
      for (i = (int) t - 1; i >= 0 && pick[i] == n_factors - t + (guint) i; i--)
        ;
      if (i < 0)
        break;
      pick[i]++;
      for (guint k = (guint) i + 1; k < t; k++)
        pick[k] = pick[k - 1] + 1;
    }
  g_array_append_val (offsets, offset);

  c->radices = radices;
  c->n_factors = n_factors;
  c->t = t;
  c->n_subsets = subsets->len / t;
  c->subsets = (guint *) g_array_free (g_steal_pointer (&subsets), FALSE);
  c->offsets = (gsize *) g_array_free (g_steal_pointer (&offsets), FALSE);
  c->covered = g_malloc0 (offset);
  c->uncovered = offset;
  c->cursor = 0;
}

static void
coverage_clear (Coverage *c)
{
  g_free (c->subsets);
  g_free (c->offsets);
  g_free (c->covered);
}

static gsize
coverage_index (const Coverage *c,
                guint           subset,
                const guint    *row)
{
  const guint *factors = c->subsets + (gsize) subset * c->t;
  gsize index = 0;

  for (guint k = 0; k < c->t; k++)
    index = index * c->radices[factors[k]] + row[factors[k]];
  return c->offsets[subset] + index;
}

/* How many tuples not yet covered @row covers; with @add, marks them. */
static guint
coverage_take (Coverage    *c,
               const guint *row,
               gboolean     add)
{
  guint gain = 0;

  for (guint s = 0; s < c->n_subsets; s++)
    {
      gsize i = coverage_index (c, s, row);

      if (!c->covered[i])
        {
          gain++;
          if (add)
            c->covered[i] = 1;
        }
    }
  if (add)
    c->uncovered -= gain;
  return gain;
}

/* Sets in @row the factors of the first uncovered tuple to its values,
 * and marks them in @fixed. */
static void
coverage_first_uncovered (Coverage *c,
                          guint    *row,
                          gboolean *fixed)
{
  guint s = 0;
  gsize index;
  const guint *factors;

  while (c->covered[c->cursor])
    c->cursor++;
  while (c->offsets[s + 1] <= c->cursor)
    s++;
  index = c->cursor - c->offsets[s];
  factors = c->subsets + (gsize) s * c->t;
  for (int k = (int) c->t - 1; k >= 0; k--)
    {
      row[factors[k]] = (guint) (index % c->radices[factors[k]]);
      fixed[factors[k]] = TRUE;
      index /= c->radices[factors[k]];
    }
}

/**
 * tm_test_covering_rows:
 * @radices: (array length=n_factors): how many values each factor takes
 * @n_factors: how many factors
 * @max_rows: at most this many rows
 * @seed: the seed of the choices among rows that cover equally well
 * @strength: (out): the largest t for which every value tuple of every t
 *   factors is in some row
 *
 * Chooses rows of factor values (a covering array, greedily: each row
 * covers the first tuple not yet covered and, among a few candidates, the
 * most others) so that every t factors take every combination of their
 * values together, for t = 1, 2, … as far as @max_rows allows.  When
 * every combination of all factors fits, that is every combination.
 *
 * Returns: (transfer full) (element-type guint): the rows, one after the
 *   other, @n_factors values each
 */
GArray *
tm_test_covering_rows (const guint *radices,
                       guint        n_factors,
                       guint        max_rows,
                       guint64      seed,
                       guint       *strength)
{
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (guint));
  guint row[32], candidate[32];
  gboolean fixed[32];
  TmRng rng;

  g_return_val_if_fail (n_factors <= G_N_ELEMENTS (row), rows);

  tm_rng_init (&rng, seed);
  *strength = 0;
  for (guint t = 1; t <= n_factors; t++)
    {
      Coverage c;

      coverage_init (&c, radices, n_factors, t);
      for (guint r = 0; r < rows->len / n_factors; r++)
        coverage_take (&c, &g_array_index (rows, guint, (gsize) r * n_factors), TRUE);

      while (c.uncovered > 0 && rows->len / n_factors < max_rows)
        {
          guint best = 0;

          memset (fixed, 0, sizeof fixed);
          coverage_first_uncovered (&c, row, fixed);
          for (guint k = 0; k < 4; k++)
            {
              guint gain;

              for (guint f = 0; f < n_factors; f++)
                candidate[f] = fixed[f] ? row[f] : tm_rng_below (&rng, radices[f]);
              gain = coverage_take (&c, candidate, FALSE);
              if (k == 0 || gain > best)
                {
                  best = gain;
                  memcpy (row, candidate, sizeof (guint) * n_factors);
                }
            }
          coverage_take (&c, row, TRUE);
          g_array_append_vals (rows, row, n_factors);
        }

      if (c.uncovered == 0)
        *strength = t;
      coverage_clear (&c);
      if (*strength < t)
        break;
    }
  return rows;
}

/**
 * tm_test_player_names:
 * @n_players: how many
 *
 * Returns: (transfer full): names for a table of @n_players
 */
char **
tm_test_player_names (guint n_players)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint p = 0; p < n_players; p++)
    g_strv_builder_take (builder, g_strdup_printf ("Player %u", p + 1));
  return g_strv_builder_end (builder);
}

static GVariant *random_group (TmScorer           *scorer,
                               TmCatalogue        *catalogue,
                               const TmScoreField *field,
                               TmRng              *rng);

/* A value a person might enter in @field: often nothing or zero, else a
 * value within the field's range; counts within a fair share of the
 * deck, so that the table's total can fit.  %NULL leaves it out. */
static GVariant *
random_value (TmScorer           *scorer,
              TmCatalogue        *catalogue,
              const TmScoreField *field,
              TmRng              *rng)
{
  guint n = tm_scorer_get_n_players (scorer);
  guint dice = tm_rng_below (rng, 3);

  if (dice == 0)
    return NULL;

  switch (tm_score_field_get_kind (field))
    {
    case TM_SCORE_FIELD_COUNT:
      {
        gint64 max = tm_scorer_get_field_max (scorer, field);
        gint64 share = MAX (1, (max > 0 ? max : 12) / n);

        return g_variant_new_int64 (dice == 1 ? 0 : 1 + tm_rng_below (rng, share));
      }

    case TM_SCORE_FIELD_POINTS:
      return g_variant_new_int64 (dice == 1 ? 0 : (gint64) tm_rng_below (rng, 41) - 20);

    case TM_SCORE_FIELD_FLAG:
      return g_variant_new_boolean (dice == 2 && tm_rng_below (rng, n) == 0);

    case TM_SCORE_FIELD_PLAYER:
      return g_variant_new_int64 (tm_rng_below (rng, n));

    case TM_SCORE_FIELD_PLAYERS:
      {
        g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("ax"));

        for (guint p = 0; p < n && dice == 2; p++)
          if (tm_rng_below (rng, 3) == 0)
            g_variant_builder_add (&builder, "x", (gint64) p);
        return g_variant_builder_end (&builder);
      }

    case TM_SCORE_FIELD_CHOICE:
      return g_variant_new_string (tm_score_field_get_choice_id (field,
                                   tm_rng_below (rng, tm_score_field_get_n_choices (field))));

    case TM_SCORE_FIELD_CARD_POINTS:
      {
        g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("av"));
        g_autoptr(GError) error = NULL;
        TmDeck *deck = tm_catalogue_get_deck (catalogue, tm_score_field_get_deck (field), &error);
        guint n_cards, n_items;

        g_assert_no_error (error);
        n_cards = g_list_model_get_n_items (G_LIST_MODEL (deck));
        n_items = dice == 2 ? 1 + tm_rng_below (rng, 2) : 0;
        for (guint i = 0; i < n_items; i++)
          {
            g_autoptr(TmCard) card = g_list_model_get_item (G_LIST_MODEL (deck),
                                                            tm_rng_below (rng, n_cards));

            if (tm_rng_below (rng, 2) == 0)
              g_variant_builder_add (&builder, "v", g_variant_new_string (tm_card_get_id (card)));
            else
              g_variant_builder_add (&builder, "v",
                                     g_variant_new_int64 ((gint64) tm_rng_below (rng, 21) - 10));
          }
        return g_variant_builder_end (&builder);
      }

    case TM_SCORE_FIELD_RUNS:
    default:
      {
        g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("aa{sv}"));
        guint n_groups = dice == 2 ? 1 + tm_rng_below (rng, 2) : 0;

        for (guint i = 0; i < n_groups; i++)
          g_variant_builder_add_value (&builder, random_group (scorer, catalogue, field, rng));
        return g_variant_builder_end (&builder);
      }
    }
}

/* One group of a runs field: a value for each of its parts. */
static GVariant *
random_group (TmScorer           *scorer,
              TmCatalogue        *catalogue,
              const TmScoreField *field,
              TmRng              *rng)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

  for (guint i = 0; i < tm_score_field_get_n_parts (field); i++)
    {
      const TmScoreField *part = tm_score_field_get_part (field, i);
      GVariant *value = random_value (scorer, catalogue, part, rng);

      if (value != NULL)
        g_variant_builder_add (&builder, "{sv}", tm_score_field_get_id (part), value);
    }
  return g_variant_builder_end (&builder);
}

/* A breakdown of the fields asked at this table: a player's entry, or the
 * hand's outcome. */
static GVariant *
random_breakdown (TmScorer    *scorer,
                  TmCatalogue *catalogue,
                  gboolean     outcome,
                  TmRng       *rng)
{
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  guint n = outcome ? tm_scorer_get_n_outcome_fields (scorer)
                    : tm_scorer_get_n_entry_fields (scorer);

  for (guint i = 0; i < n; i++)
    {
      const TmScoreField *field = outcome ? tm_scorer_get_outcome_field (scorer, i)
                                          : tm_scorer_get_entry_field (scorer, i);
      GVariant *value;

      if (!tm_scorer_field_applies (scorer, field))
        continue;
      if ((value = random_value (scorer, catalogue, field, rng)) != NULL)
        {
          g_assert_true (g_variant_is_of_type (value, tm_score_field_get_value_type (field)));
          g_variant_builder_add (&builder, "{sv}", tm_score_field_get_id (field), value);
        }
    }

  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

/**
 * tm_test_hand_free:
 * @hand: a hand
 */
void
tm_test_hand_free (TmTestHand *hand)
{
  g_clear_pointer (&hand->outcome, g_variant_unref);
  for (guint p = 0; p < hand->n_players; p++)
    g_clear_pointer (&hand->entries[p], g_variant_unref);
  g_free (hand->entries);
  g_clear_pointer (&hand->score, tm_hand_score_unref);
  g_free (hand);
}

/**
 * tm_test_hand_new_scorable:
 * @scorer: a game's scorer for a table
 * @catalogue: the catalogue, for the decks of card fields
 * @rng: where the values come from
 * @refused: (inout): counts the hands the scorer refused
 *
 * Makes random hands from the scorer's declared fields, with a value for
 * every player (and the outcome, if the game has one), until the scorer
 * accepts one.  Every refusal must be an error in %TM_SCORE_ERROR.
 *
 * Returns: (transfer full) (nullable): a complete, scored hand, or %NULL
 *   if none of many was accepted
 */
TmTestHand *
tm_test_hand_new_scorable (TmScorer    *scorer,
                           TmCatalogue *catalogue,
                           TmRng       *rng,
                           guint       *refused)
{
  guint n = tm_scorer_get_n_players (scorer);

  for (guint attempt = 0; attempt < 4000; attempt++)
    {
      g_autoptr(TmTestHand) hand = g_new0 (TmTestHand, 1);
      g_autoptr(GError) error = NULL;

      hand->n_players = n;
      hand->entries = g_new0 (GVariant *, n);
      if (tm_scorer_uses_outcome (scorer))
        hand->outcome = random_breakdown (scorer, catalogue, TRUE, rng);
      for (guint p = 0; p < n && tm_scorer_uses_entries (scorer); p++)
        hand->entries[p] = random_breakdown (scorer, catalogue, FALSE, rng);

      hand->score = tm_scorer_score_hand (scorer, hand->outcome, hand->entries, &error);
      if (hand->score != NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpuint (tm_hand_score_get_n_players (hand->score), ==, n);
          g_assert_true (tm_hand_score_is_complete (hand->score));
          return g_steal_pointer (&hand);
        }

      g_assert_nonnull (error);
      g_assert_true (error->domain == TM_SCORE_ERROR);
      g_assert_cmpuint (strlen (error->message), >, 0);
      (*refused)++;
    }

  return NULL;
}

/**
 * tm_test_hand_to_json:
 * @hand: a hand
 * @scorer: the scorer it was made for
 *
 * Writes a hand as `tablemate-cli score` reads it (docs/score-json.md):
 * the players, the options, the outcome and the entries.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
tm_test_hand_to_json (TmTestHand *hand,
                      TmScorer   *scorer)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonObject) options = tm_game_options_to_json (tm_scorer_get_game (scorer),
                                                           tm_scorer_get_options (scorer));
  JsonNode *node;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < hand->n_players; p++)
    json_builder_add_string_value (builder, tm_scorer_get_player_name (scorer, p));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "options");
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, options);
  json_builder_add_value (builder, node);

  if (hand->outcome != NULL)
    {
      json_builder_set_member_name (builder, "outcome");
      json_builder_add_value (builder, tm_score_breakdown_to_json (hand->outcome));
    }

  json_builder_set_member_name (builder, "entries");
  json_builder_begin_array (builder);
  for (guint p = 0; p < hand->n_players; p++)
    if (hand->entries[p] != NULL)
      json_builder_add_value (builder, tm_score_breakdown_to_json (hand->entries[p]));
    else
      json_builder_add_null_value (builder);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * tm_test_add_cases:
 * @path: the tests' path, such as `/engine/freeo/move`
 * @cases: (array length=n_cases): the cases, each starting with its name
 * @n_cases: how many
 * @case_size: the size of one
 * @func: the test, given its case
 *
 * Adds a test for each case of a table, at @path/NAME
 * (TM_TEST_ADD_CASES() for a static array).
 */
void
tm_test_add_cases (const char    *path,
                   gconstpointer  cases,
                   gsize          n_cases,
                   gsize          case_size,
                   GTestDataFunc  func)
{
  for (gsize i = 0; i < n_cases; i++)
    {
      gconstpointer one = (const char *) cases + i * case_size;
      g_autofree char *test_path = g_strdup_printf ("%s/%s", path, *(const char * const *) one);

      g_test_add_data_func (test_path, one, func);
    }
}

/**
 * tm_test_play_assert_sane:
 * @rules: a game's play rules
 * @state: a state of the game
 *
 * Fails the test unless @state passes the rules' invariants.
 */
void
tm_test_play_assert_sane (const TmPlayRules *rules,
                          const void        *state)
{
  g_autoptr(GString) problems = g_string_new (NULL);

  if (!rules->check_invariants (state, problems))
    g_error ("inconsistent state: %s", problems->str);
}

/**
 * tm_test_play_random_moves:
 * @rules: a game's play rules
 * @state: a game dealt
 * @rng: the generator that picks the moves
 * @moves: (inout): the moves made so far, counted on
 * @target: where @moves stops
 * @game: the game's number, for the message of a failure
 *
 * Plays random legal moves on @state until the game is over or @moves
 * reaches @target, and fails the test at the first move after which the
 * rules' invariants do not hold (every card in one place, for instance).
 */
void
tm_test_play_random_moves (const TmPlayRules *rules,
                           void              *state,
                           TmRng             *rng,
                           guint64           *moves,
                           guint64            target,
                           guint              game)
{
  g_autoptr(GString) problems = g_string_new (NULL);

  while (rules->current_player (state) >= 0 && *moves < target)
    {
      TmMove legal[TM_MOVE_MAX_LEGAL];
      guint n = rules->legal_moves (state, legal);

      g_assert_cmpuint (n, >, 0);
      rules->apply_move (state, legal[tm_rng_below (rng, n)]);
      (*moves)++;
      if (!rules->check_invariants (state, problems))
        g_error ("game %u, move %" G_GUINT64_FORMAT ": %s", game, *moves, problems->str);
    }
}

/**
 * tm_test_play_new_state:
 * @rules: a game's play rules
 * @n_players: how many play
 * @options: (nullable): the rule options as a JSON object, or %NULL for
 *   the defaults
 * @setup: (nullable): the game's setup data (#TmPlayConfig.setup)
 *
 * Deals a new game from the seed 42.
 *
 * Returns: (transfer full): the state, to g_free()
 */
gpointer
tm_test_play_new_state (const TmPlayRules *rules,
                        guint              n_players,
                        const char        *options,
                        GBytes            *setup)
{
  g_autoptr(JsonNode) node = options ? json_from_string (options, NULL) : NULL;
  TmPlayConfig config = { 0 };
  gpointer state = g_malloc0 (rules->state_size);

  config.n_players = n_players;
  config.seed = 42;
  config.setup = setup;
  g_assert_true (tm_play_rules_parse_options (rules, node ? json_node_get_object (node) : NULL,
                                              &config, NULL));
  rules->init (state, &config);
  tm_test_play_assert_sane (rules, state);
  return state;
}

/**
 * tm_test_play_parse:
 * @rules: a game's play rules
 * @state: a state of the game
 * @text: a move in its text form
 *
 * Returns: the move (the test fails if @text is not one)
 */
TmMove
tm_test_play_parse (const TmPlayRules *rules,
                    const void        *state,
                    const char        *text)
{
  TmMove m;

  if (!rules->move_from_string (state, text, &m))
    g_error ("not a move: %s", text);
  return m;
}

/**
 * tm_test_play_apply:
 * @rules: a game's play rules
 * @state: a state of the game
 * @text: a move in its text form
 *
 * Makes a move the rules must allow, checking the invariants before and
 * after it.
 */
void
tm_test_play_apply (const TmPlayRules *rules,
                    void              *state,
                    const char        *text)
{
  TmPlayViolation v = { NULL, NULL, NULL };
  TmMove m = tm_test_play_parse (rules, state, text);

  tm_test_play_assert_sane (rules, state);
  if (!rules->check_move (state, m, &v))
    g_error ("%s refused: %s", text, v.message);
  rules->apply_move (state, m);
  tm_test_play_assert_sane (rules, state);
}

/**
 * tm_test_play_refused:
 * @rules: a game's play rules
 * @state: a state of the game
 * @text: a move in its text form
 * @section: the rules section the refusal must name
 * @ruling: (nullable): the ruling it must name
 *
 * Checks that the rules refuse a move, saying why and where.
 */
void
tm_test_play_refused (const TmPlayRules *rules,
                      const void        *state,
                      const char        *text,
                      const char        *section,
                      const char        *ruling)
{
  TmPlayViolation v = { NULL, NULL, NULL };

  g_assert_false (rules->check_move (state, tm_test_play_parse (rules, state, text), &v));
  g_assert_cmpstr (v.section, ==, section);
  g_assert_cmpstr (v.ruling, ==, ruling);
  g_assert_nonnull (v.message);
}
