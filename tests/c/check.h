/* What the C tests share: CHECK, which reports a failed condition and
   counts it (main returns non-zero when any failed), and random deals of
   distinct cards from a fixed xorshift sequence, so a run is repeatable. */
#ifndef OE_TEST_CHECK_H
#define OE_TEST_CHECK_H
#include <stdint.h>
#include <stdio.h>

static int failures = 0;
#define CHECK(cond)                                                                      \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                  \
        }                                                                                \
    } while (0)

/* CHECK with a printf-style message. Every failure is counted, the first
   20 printed: an exhaustive loop can fail millions of times. */
#define CHECKF(cond, ...)                                                                \
    do {                                                                                 \
        if (!(cond) && failures++ < 20) {                                                \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);     \
            fprintf(stderr, __VA_ARGS__);                                                \
            fputc('\n', stderr);                                                         \
        }                                                                                \
    } while (0)

/* inline: a test that uses neither dealer compiles without warnings */
static uint64_t test_rng = 88172645463325252ull;
static inline uint64_t next(void)
{
    test_rng ^= test_rng << 13;
    test_rng ^= test_rng >> 7;
    test_rng ^= test_rng << 17;
    return test_rng;
}

/* n distinct cards 0..51; with `tilt`, each card is of suit `suit` 60 % of
   the time, so that flushes are common. */
static inline void deal_tilted(uint8_t *cards, int n, int tilt, int suit)
{
    uint64_t used = 0;
    for (int i = 0; i < n;) {
        int c = tilt && next() % 10 < 6 ? (int)(next() % 13) * 4 + suit : (int)(next() % 52);
        if (!(used >> c & 1)) {
            used |= 1ull << c;
            cards[i++] = (uint8_t)c;
        }
    }
}

/* n distinct cards 0..51. */
static inline void deal(uint8_t *cards, int n)
{
    deal_tilted(cards, n, 0, 0);
}

#endif
