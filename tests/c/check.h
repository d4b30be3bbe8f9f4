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

static uint64_t test_rng = 88172645463325252ull;
static uint64_t next(void)
{
    test_rng ^= test_rng << 13;
    test_rng ^= test_rng >> 7;
    test_rng ^= test_rng << 17;
    return test_rng;
}

/* n distinct cards 0..51. */
static void deal(uint8_t *cards, int n)
{
    uint64_t used = 0;
    for (int i = 0; i < n;) {
        int c = (int)(next() % 52);
        if (!(used >> c & 1)) {
            used |= 1ull << c;
            cards[i++] = (uint8_t)c;
        }
    }
}

#endif
