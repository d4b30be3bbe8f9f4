/* What the indexer's three parts share (internal to src/oe_index*.c and
   src/oe_unindex.c): binomials, the suit key's layout and a code's counts. */
#ifndef OE_INDEX_MATH_H
#define OE_INDEX_MATH_H
#include <stdint.h>

#include "oe_compiler.h"
#include "oe_index.h"

/* C(n, k) for n, k <= 13: the rank-set counts of one suit. */
static const uint16_t BINOM[14][14] = {
    {1},
    {1, 1},
    {1, 2, 1},
    {1, 3, 3, 1},
    {1, 4, 6, 4, 1},
    {1, 5, 10, 10, 5, 1},
    {1, 6, 15, 20, 15, 6, 1},
    {1, 7, 21, 35, 35, 21, 7, 1},
    {1, 8, 28, 56, 70, 56, 28, 8, 1},
    {1, 9, 36, 84, 126, 126, 84, 36, 9, 1},
    {1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1},
    {1, 11, 55, 165, 330, 462, 462, 330, 165, 55, 11, 1},
    {1, 12, 66, 220, 495, 792, 924, 792, 495, 220, 66, 12, 1},
    {1, 13, 78, 286, 715, 1287, 1716, 1716, 1287, 715, 286, 78, 13, 1},
};

#define X_BITS 40 /* a suit's key: code << X_BITS | its rank-set number */
#define X_MASK ((UINT64_C(1) << X_BITS) - 1)

/* C(n, k) for k <= 4 (runs of equal suits), exact while the result fits:
   each division is exact, and each product is at most k times the result.
   Constant divisors: the compiler multiplies instead of dividing. */
OE_ALWAYS_INLINE uint64_t choose(uint64_t n, int k)
{
    if (n < (uint64_t)k)
        return 0;
    switch (k) {
    case 0: return 1;
    case 1: return n;
    case 2: return n * (n - 1) / 2;
    case 3: return n * (n - 1) / 2 * (n - 2) / 3;
    default: return n * (n - 1) / 2 * (n - 2) / 3 * (n - 3) / 4;
    }
}

/* A suit code's card count in each group, into m[0 .. ngroups). */
static inline void decode(const oe_ix_round *r, int code, int *m)
{
    for (int g = 0; g < r->ngroups; g++)
        m[g] = (code / r->radix[g]) % (r->groups[g] + 1);
}

#endif
