/* tm-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-rng.h"

/* xoshiro256** and SplitMix64 are public-domain algorithms by David Blackman
 * and Sebastiano Vigna; written here from their published description.
 * GLib's GRand is not used because its output is not promised to stay the
 * same across GLib versions, and saved games replay from a seed.
 */

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/**
 * tm_rng_init:
 * @self: a #TmRng
 * @seed: any 64-bit value
 *
 * Seeds @self.  Two generators seeded alike give the same sequence.
 */
void
tm_rng_init (TmRng   *self,
             guint64  seed)
{
  guint64 sm = seed;

  g_return_if_fail (self != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (self->s); i++)
    self->s[i] = splitmix64 (&sm);
}

/**
 * tm_rng_next:
 * @self: a seeded #TmRng
 *
 * Returns the next 64 random bits.
 *
 * Returns: a uniformly distributed 64-bit value
 */
guint64
tm_rng_next (TmRng *self)
{
  guint64 *s = self->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/**
 * tm_rng_below:
 * @self: a seeded #TmRng
 * @bound: the exclusive upper bound, at least 1
 *
 * Returns a uniformly distributed integer in [0, @bound), without the
 * modulo bias of `next % bound` (Lemire's multiply-and-reject method).
 *
 * Returns: an integer below @bound
 */
guint32
tm_rng_below (TmRng   *self,
              guint32  bound)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (bound > 0, 0);

  m = (tm_rng_next (self) >> 32) * (guint64) bound;
  low = (guint32) m;
  if (low < bound)
    {
      guint32 threshold = (guint32) (-bound) % bound;

      while (low < threshold)
        {
          m = (tm_rng_next (self) >> 32) * (guint64) bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

/**
 * tm_rng_shuffle_indices:
 * @self: a seeded #TmRng
 * @indices: (array length=n_indices) (inout): the values to shuffle in place
 * @n_indices: the number of values
 *
 * Shuffles @indices with the Fisher-Yates method, drawing from @self.
 */
void
tm_rng_shuffle_indices (TmRng *self,
                        guint *indices,
                        gsize  n_indices)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (indices != NULL || n_indices == 0);
  g_return_if_fail (n_indices <= G_MAXUINT32);

  for (gsize i = n_indices; i > 1; i--)
    {
      guint32 j = tm_rng_below (self, (guint32) i);
      guint tmp = indices[i - 1];

      indices[i - 1] = indices[j];
      indices[j] = tmp;
    }
}
