/* Counting the set bits of a mask. The compiler's __builtin_popcount becomes a call into libgcc
 * where the target has no popcount instruction (the baseline x86-64 the program is built for);
 * these few shifts and adds are inline and as fast as the bots' inner loops need. */
#ifndef MOGULS_BITS_H
#define MOGULS_BITS_H

#include <stdint.h>

static inline int bits_count64(uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

static inline int bits_count32(uint32_t x)
{
    x -= (x >> 1) & 0x55555555u;
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}

#endif
