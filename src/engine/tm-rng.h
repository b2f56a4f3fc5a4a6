/* tm-rng.h: a seeded random number generator that is the same everywhere
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-types.h"

G_BEGIN_DECLS

/**
 * TmRng:
 *
 * The state of Tablemate's random number generator, xoshiro256** seeded
 * through SplitMix64.  It is a plain struct so that game states can embed
 * and copy it; the same seed gives the same sequence on every machine,
 * which is what makes saved games and tests reproducible.
 */
struct _TmRng
{
  /*< private >*/
  guint64 s[4];
};

void     tm_rng_init            (TmRng   *self,
                                 guint64  seed);
guint64  tm_rng_next            (TmRng   *self);
guint32  tm_rng_below           (TmRng   *self,
                                 guint32  bound);
void     tm_rng_shuffle_indices (TmRng   *self,
                                 guint   *indices,
                                 gsize    n_indices);

G_END_DECLS
