/* 128-bit counters as (low, high) pairs of 64-bit words, in portable C99
   (no __int128): exact equity over ranges multiplies weights by board
   counts, which outgrows 64 bits. Internal to the core. */
#ifndef OE_U128_H
#define OE_U128_H
#include <stdint.h>

/* acc[0], acc[1] += a * b as a 128-bit number. */
static inline void oe_add_mul128(uint64_t *acc, uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    uint64_t lo = (p00 & 0xFFFFFFFFu) | (mid << 32);
    uint64_t hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    acc[0] += lo;
    acc[1] += hi + (acc[0] < lo);
}

/* acc[0..1] += x[0..1]. */
static inline void oe_add128(uint64_t *acc, const uint64_t *x)
{
    uint64_t lo = acc[0] + x[0];
    acc[1] += x[1] + (lo < x[0]);
    acc[0] = lo;
}

#endif
