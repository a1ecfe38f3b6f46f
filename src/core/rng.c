#include "rng.h"

#include <stddef.h>

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void rng_seed(Rng *rng, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&x);
}

uint64_t rng_first(uint64_t seed)
{
    uint64_t x = seed + 0x9e3779b97f4a7c15ULL; /* rng_next's first result reads only s[1] */
    return rotl(splitmix64(&x) * 5, 7) * 9;
}

uint64_t rng_next(Rng *rng)
{
    uint64_t *s = rng->s;
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

uint32_t rng_below(Rng *rng, uint32_t n)
{
    /* Reject the top sliver of the 32-bit range so every outcome is equally likely. */
    uint32_t limit = UINT32_MAX - UINT32_MAX % n;
    uint32_t x;
    do
        x = (uint32_t)(rng_next(rng) >> 32);
    while (x >= limit);
    return x % n;
}

int rng_range(Rng *rng, int lo, int hi)
{
    return lo + (int)rng_below(rng, (uint32_t)(hi - lo + 1));
}

double rng_unit(Rng *rng)
{
    return (double)(rng_next(rng) >> 11) * (1.0 / 9007199254740992.0);
}

void rng_shuffle(Rng *rng, void *items, int n, int item_size)
{
    unsigned char *base = items;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(rng, (uint32_t)i + 1);
        unsigned char *a = base + (size_t)i * (size_t)item_size;
        unsigned char *b = base + (size_t)j * (size_t)item_size;
        for (int k = 0; j != i && k < item_size; k++) {
            unsigned char t = a[k];
            a[k] = b[k];
            b[k] = t;
        }
    }
}
