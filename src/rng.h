/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A seeded random generator passed explicitly to whoever draws: no rand(), no
 * global state, so the same seed replays the same game.  xoshiro256** seeded
 * through splitmix64 (Blackman and Vigna), whose whole state can be saved.
 */
#ifndef FICHAS_RNG_H
#define FICHAS_RNG_H

#include <stdint.h>

struct rng {
	uint64_t state[4];
};

/* Seed the generator; every seed, 0 included, gives a usable state. */
void rng_seed(struct rng *rng, uint64_t seed);
/* The next 64 random bits. */
uint64_t rng_next(struct rng *rng);
/* A uniform integer in [0, bound) without modulo bias; bound > 0. */
uint32_t rng_below(struct rng *rng, uint32_t bound);
/* A uniform double in [0, 1). */
double rng_unit(struct rng *rng);

#endif
