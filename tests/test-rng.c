/* test-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablemate.h"

/* The values below come from an independent implementation of
 * SplitMix64-seeded xoshiro256** (see tests/README.md).  If they change,
 * every saved game and seeded deal changes with them. */

static void
test_rng_sequence (void)
{
  static const guint64 seed42[] = {
    G_GUINT64_CONSTANT (0x15780b2e0c2ec716),
    G_GUINT64_CONSTANT (0x6104d9866d113a7e),
    G_GUINT64_CONSTANT (0xae17533239e499a1),
    G_GUINT64_CONSTANT (0xecb8ad4703b360a1),
  };
  TmRng rng;

  tm_rng_init (&rng, 42);
  for (guint i = 0; i < G_N_ELEMENTS (seed42); i++)
    g_assert_cmphex (tm_rng_next (&rng), ==, seed42[i]);

  tm_rng_init (&rng, 0);
  g_assert_cmphex (tm_rng_next (&rng), ==, G_GUINT64_CONSTANT (0x99ec5f36cb75f2b4));
  g_assert_cmphex (tm_rng_next (&rng), ==, G_GUINT64_CONSTANT (0xbf6e1f784956452a));
}

static void
test_rng_below (void)
{
  static const guint32 expected[] = { 7, 2, 8, 9, 9, 8, 0, 1, 4, 1 };
  guint histogram[6] = { 0 };
  TmRng rng;

  tm_rng_init (&rng, 7);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpuint (tm_rng_below (&rng, 10), ==, expected[i]);

  /* Every value is reachable and roughly even over many draws. */
  tm_rng_init (&rng, 99);
  for (guint i = 0; i < 60000; i++)
    {
      guint32 v = tm_rng_below (&rng, 6);

      g_assert_cmpuint (v, <, 6);
      histogram[v]++;
    }
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpuint (histogram[i], >, 9500);
      g_assert_cmpuint (histogram[i], <, 10500);
    }

  tm_rng_init (&rng, 1);
  for (guint i = 0; i < 100; i++)
    g_assert_cmpuint (tm_rng_below (&rng, 1), ==, 0);
}

static void
test_rng_shuffle (void)
{
  static const guint expected[] = { 0, 1, 8, 9, 3, 4, 7, 6, 2, 5 };
  guint values[10];
  TmRng rng;

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[i] = i;

  tm_rng_init (&rng, 2026);
  tm_rng_shuffle_indices (&rng, values, G_N_ELEMENTS (values));

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_assert_cmpuint (values[i], ==, expected[i]);

  /* Shuffling nothing or one value is allowed and changes nothing. */
  tm_rng_shuffle_indices (&rng, values, 1);
  g_assert_cmpuint (values[0], ==, 0);
  tm_rng_shuffle_indices (&rng, NULL, 0);
}

static void
test_rng_copy_is_independent (void)
{
  TmRng a, b;

  tm_rng_init (&a, 5);
  tm_rng_next (&a);
  b = a;                        /* game states clone their generator by copy */
  g_assert_cmphex (tm_rng_next (&a), ==, tm_rng_next (&b));
  tm_rng_next (&a);
  g_assert_cmphex (tm_rng_next (&a), !=, tm_rng_next (&b));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rng/sequence", test_rng_sequence);
  g_test_add_func ("/engine/rng/below", test_rng_below);
  g_test_add_func ("/engine/rng/shuffle", test_rng_shuffle);
  g_test_add_func ("/engine/rng/copy", test_rng_copy_is_independent);

  return g_test_run ();
}
