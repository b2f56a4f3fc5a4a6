/* tm-play-private.h: helpers for the hot path of virtual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine-internal.  The games' rules and the searching agent shuffle and
 * pick moves millions of times a second; an out-of-line call to
 * tm_rng_below() with its argument check, and a generator that must be
 * reloaded from memory after every card written (a guint8 store may alias
 * it), cost more than the rules themselves.  These inline copies keep the
 * generator in registers and give exactly the numbers of tm_rng_next()
 * and tm_rng_below(), call for call, so seeded games do not change
 * (tests/test-play-random.c checks that they agree).
 */

#pragma once

#include "tm-rng.h"

G_BEGIN_DECLS

/* A generator held in local variables for the length of a loop:
 * tm_play_rng_load() copies it in, tm_play_rng_store() back. */
typedef struct
{
  guint64 s0, s1, s2, s3;
} TmPlayRng;

static inline void
tm_play_rng_load (TmPlayRng   *r,
                  const TmRng *rng)
{
  r->s0 = rng->s[0];
  r->s1 = rng->s[1];
  r->s2 = rng->s[2];
  r->s3 = rng->s[3];
}

static inline void
tm_play_rng_store (const TmPlayRng *r,
                   TmRng           *rng)
{
  rng->s[0] = r->s0;
  rng->s[1] = r->s1;
  rng->s[2] = r->s2;
  rng->s[3] = r->s3;
}

static inline guint64
tm_play_rng_rotl (guint64 x,
                  int     k)
{
  return (x << k) | (x >> (64 - k));
}

/* The same as tm_rng_next(). */
static inline guint64
tm_play_rng_next (TmPlayRng *r)
{
  guint64 result = tm_play_rng_rotl (r->s1 * 5, 7) * 9;
  guint64 t = r->s1 << 17;

  r->s2 ^= r->s0;
  r->s3 ^= r->s1;
  r->s1 ^= r->s2;
  r->s0 ^= r->s3;
  r->s2 ^= t;
  r->s3 = tm_play_rng_rotl (r->s3, 45);

  return result;
}

/* The same as tm_rng_below(), for @bound >= 1. */
static inline guint32
tm_play_rng_below (TmPlayRng *r,
                   guint32    bound)
{
  guint64 m = (tm_play_rng_next (r) >> 32) * (guint64) bound;
  guint32 low = (guint32) m;

  if (G_UNLIKELY (low < bound))
    {
      guint32 threshold = (guint32) (-bound) % bound;

      while (low < threshold)
        {
          m = (tm_play_rng_next (r) >> 32) * (guint64) bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

/* tm_rng_below() on a generator in memory, inlined. */
static inline guint32
tm_play_rng_below_inline (TmRng   *rng,
                          guint32  bound)
{
  TmPlayRng r;
  guint32 value;

  tm_play_rng_load (&r, rng);
  value = tm_play_rng_below (&r, bound);
  tm_play_rng_store (&r, rng);
  return value;
}

/* Fisher-Yates from the end, as tm_rng_shuffle_indices() does, on bytes. */
static inline void
tm_play_shuffle_bytes (TmRng  *rng,
                       guint8 *items,
                       guint   n)
{
  TmPlayRng r;

  tm_play_rng_load (&r, rng);
  for (guint i = n; i > 1; i--)
    {
      guint j = tm_play_rng_below (&r, i);
      guint8 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
  tm_play_rng_store (&r, rng);
}

/* The number of bits set in a byte, without a call into libgcc. */
static inline guint
tm_play_popcount8 (guint x)
{
  x = (x & 0x55) + ((x >> 1) & 0x55);
  x = (x & 0x33) + ((x >> 2) & 0x33);
  return (x & 0x0f) + ((x >> 4) & 0x0f);
}

G_END_DECLS
