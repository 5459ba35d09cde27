/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "rng.h"

/* splitmix64 step, used only to spread a seed over the 256-bit state. */
static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
rng_seed(struct rng *rng, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		rng->state[i] = splitmix64(&seed);
}

uint64_t
rng_next(struct rng *rng)
{
	uint64_t *s = rng->state;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint32_t
rng_below(struct rng *rng, uint32_t bound)
{
	/* Lemire's multiply-and-reject: unbiased and nearly branch-free. */
	uint64_t m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * bound;
	uint32_t low = (uint32_t)m;

	if (low < bound) {
		uint32_t threshold = (uint32_t)-bound % bound;

		while (low < threshold) {
			m = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * bound;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

double
rng_unit(struct rng *rng)
{
	return (double)(rng_next(rng) >> 11) * 0x1.0p-53;
}
