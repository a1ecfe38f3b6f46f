/* Seeded random numbers that give the same results on every machine (xoshiro256**, seeded
 * through splitmix64). Only integer arithmetic, so no platform or compiler can change a draw. */
#ifndef MOGULS_RNG_H
#define MOGULS_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t s[4];
} Rng;

void rng_seed(Rng *rng, uint64_t seed);
uint64_t rng_next(Rng *rng);
/* The first number a generator seeded with `seed` gives (rng_seed, then rng_next), worked out
 * without seeding one: a cheap mix of a seed into another. */
uint64_t rng_first(uint64_t seed);
/* Uniform in [0, n) without modulo bias; n must be > 0. */
uint32_t rng_below(Rng *rng, uint32_t n);
/* Uniform in [lo, hi], inclusive. */
int rng_range(Rng *rng, int lo, int hi);
/* Uniform double in [0, 1). */
double rng_unit(Rng *rng);
/* Fisher-Yates shuffle of n items of the given size. */
void rng_shuffle(Rng *rng, void *items, int n, int item_size);

#endif
