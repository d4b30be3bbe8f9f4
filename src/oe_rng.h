/* The equity sampler's random numbers: xoshiro256** seeded through
   splitmix64 from (seed, stream), so each chunk of Monte Carlo work has its
   own independent stream and results depend only on the seed. Cards are
   drawn by rejection from six-bit slices of one 64-bit number (ten a
   number): a slice is taken when it names a card still in the deck, so
   each draw is exactly uniform over the cards left, with no division. */
#ifndef OE_RNG_H
#define OE_RNG_H
#include <stdint.h>

typedef struct {
    uint64_t s[4];
    uint64_t bits; /* unused six-bit slices of the last number */
    int nbits;     /* how many slices are left in bits */
} oe_rng;

static inline uint64_t oe_splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline void oe_rng_seed(oe_rng *g, uint64_t seed, uint64_t stream)
{
    /* two rounds of mixing so that nearby (seed, stream) pairs share nothing */
    uint64_t x = seed;
    uint64_t y = oe_splitmix(&x) ^ (stream * 0xD1B54A32D192ED03ull + 0x8CB92BA72F3D8DD7ull);
    for (int i = 0; i < 4; i++)
        g->s[i] = oe_splitmix(&y);
    g->nbits = 0;
    g->bits = 0;
}

static inline uint64_t oe_rng_next(oe_rng *g)
{
    uint64_t *s = g->s;
    uint64_t x = s[1] * 5;
    uint64_t out = ((x << 7) | (x >> 57)) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return out;
}

/* A card not in `used` (which must leave at least one of the 52 free). */
static inline int oe_rng_card(oe_rng *g, uint64_t used)
{
    for (;;) {
        if (!g->nbits) {
            g->bits = oe_rng_next(g);
            g->nbits = 10;
        }
        int c = (int)(g->bits & 63);
        g->bits >>= 6;
        g->nbits--;
        if (c < 52 && !(used >> c & 1))
            return c;
    }
}

/* n cards, one oe_rng_card at a time, each added to *used as it is drawn. */
static inline void oe_rng_cards(oe_rng *g, uint64_t *used, uint8_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int c = oe_rng_card(g, *used);
        *used |= (uint64_t)1 << c;
        out[i] = (uint8_t)c;
    }
}

/* Uniform in [0, n) without bias from the 32 random bits x (Lemire's
   multiply; in the rare rejected case, fresh bits from g), 1 <= n < 2^32. */
static inline uint64_t oe_rng_below32(oe_rng *g, uint32_t x, uint64_t n)
{
    uint64_t m = (uint64_t)x * n;
    if ((uint32_t)m < n) {
        uint32_t floor = (uint32_t)(-(uint32_t)n) % (uint32_t)n;
        while ((uint32_t)m < floor)
            m = (oe_rng_next(g) >> 32) * n;
    }
    return m >> 32;
}

/* Uniform in [0, n) without bias (Lemire's multiply and reject), n >= 1. */
static inline uint64_t oe_rng_below(oe_rng *g, uint64_t n)
{
    if (n <= 0xFFFFFFFFull) {
        uint64_t m = (oe_rng_next(g) >> 32) * n;
        if ((uint32_t)m < n) {
            uint32_t floor = (uint32_t)(-(uint32_t)n) % (uint32_t)n;
            while ((uint32_t)m < floor)
                m = (oe_rng_next(g) >> 32) * n;
        }
        return m >> 32;
    }
    /* huge n (weight totals): plain rejection on the next power of two */
    uint64_t mask = n - 1;
    mask |= mask >> 1; mask |= mask >> 2; mask |= mask >> 4;
    mask |= mask >> 8; mask |= mask >> 16; mask |= mask >> 32;
    for (;;) {
        uint64_t v = oe_rng_next(g) & mask;
        if (v < n)
            return v;
    }
}

/* An index in [0, n) drawn in proportion to its weight: the first running
   sum (cumulative[i], non-decreasing, the last one >= 1) above a uniform
   number below the total; cumulative NULL: all weights equal. n >= 1. */
static inline uint64_t oe_rng_weighted(oe_rng *g, const uint64_t *cumulative, uint64_t n)
{
    if (n == 1)
        return 0;
    if (!cumulative)
        return oe_rng_below(g, n);
    uint64_t x = oe_rng_below(g, cumulative[n - 1]);
    uint64_t lo = 0, hi = n - 1;
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (cumulative[mid] > x)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

#endif
