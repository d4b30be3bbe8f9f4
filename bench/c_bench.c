/* C-level timing of the omaha-eval core on random (not repeated) deals.

   Build from the same sources as the extension (gen_tables.py is Python and
   is not needed), with the pre-board-row Omaha evaluator (the test oracle in
   tests/c) as "before":

       cc -O3 -std=c99 -Isrc -Itests/c src/oe_*.c tests/c/pair_triple_oracle.c \
          bench/c_bench.c -o /tmp/c_bench
       /tmp/c_bench [deals] [passes] [seed] [cpu|wall] [case number]

   With a case number only that case runs, and the agreement check is
   skipped: that is how bench/c_level.py --instructions counts each case's
   instructions under valgrind.

   With -DOE_BENCH_PHEVAL and phevaluator's C sources (include dir and its
   src/*.c, from its sdist: pip download --no-binary :all: phevaluator) it
   also times phevaluator's evaluate_plo4_cards on the same deals.

   All deals are generated with a fixed seed before any timing: each deal is
   eleven distinct cards of one shuffled deck, positions 0..5 the hole cards
   and 6..10 the board (Hold'em cases use the first 5, 6 or 7 positions).
   Each of `passes` rounds makes one pass over all the deals for every case
   in turn; a case reports the median and the fastest of its passes in
   nanoseconds per hand. Each result is folded into a
   checksum printed at the end, so the compiler cannot drop the work; the
   calls cross translation units, so nothing is inlined into the loop.

   Output: one line per case, tab-separated and easy to parse:
       case <name> <median ns> <min ns> <target ns or 0>
   followed by "checksum <hex>". bench/c_level.py builds and runs this. */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include "pair_triple_oracle.h"
#ifdef OE_BENCH_PHEVAL
#include <phevaluator/phevaluator.h>
#endif

#define STRIDE 12 /* bytes per deal: 6 hole + 5 board + 1 spare */
#define HOLE(d) (d)
#define BOARD(d) ((d) + 6)

static uint64_t rng_state;

static uint64_t splitmix64(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Eleven distinct cards per deal: a partial Fisher-Yates shuffle. */
static void make_deals(uint8_t *deals, long n)
{
    uint8_t deck[OE_NCARDS];
    for (int i = 0; i < OE_NCARDS; i++)
        deck[i] = (uint8_t)i;
    for (long k = 0; k < n; k++) {
        uint8_t *d = deals + k * STRIDE;
        for (int i = 0; i < 11; i++) {
            int j = i + (int)(splitmix64() % (uint64_t)(OE_NCARDS - i));
            uint8_t t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
            d[i] = deck[i];
        }
        d[11] = 0;
    }
}

/* CPU time of this process by default, so that time spent descheduled while
   other jobs use a shared machine does not count; "wall" for elapsed time. */
static clockid_t clock_id = CLOCK_PROCESS_CPUTIME_ID;

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(clock_id, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

enum kind {
    K_OVERHEAD, K_RANK5, K_RANK7, K_HOLDEM6, K_OMAHA, K_LOW, K_HILO, K_BEFORE, K_BATCH, K_PHEVAL
};

struct bench_case {
    const char *name;
    enum kind kind;
    int nhole, nboard;
    double target; /* ns per hand, 0 = none */
};

static const struct bench_case CASES[] = {
    {"loop overhead (sum 11 cards)", K_OVERHEAD, 6, 5, 0},
    {"rank5 (5 cards)", K_RANK5, 0, 5, 15},
    {"rank7 (7 cards)", K_RANK7, 0, 7, 25},
    {"holdem_high (6 cards)", K_HOLDEM6, 0, 6, 0},
    {"omaha_high PLO4 flop", K_OMAHA, 4, 3, 0},
    {"omaha_high PLO4 turn", K_OMAHA, 4, 4, 0},
    {"omaha_high PLO4 river", K_OMAHA, 4, 5, 26},
    {"omaha_high PLO5 flop", K_OMAHA, 5, 3, 0},
    {"omaha_high PLO5 turn", K_OMAHA, 5, 4, 0},
    {"omaha_high PLO5 river", K_OMAHA, 5, 5, 150},
    {"omaha_high PLO6 flop", K_OMAHA, 6, 3, 0},
    {"omaha_high PLO6 turn", K_OMAHA, 6, 4, 0},
    {"omaha_high PLO6 river", K_OMAHA, 6, 5, 250},
    {"omaha_low PLO4 river", K_LOW, 4, 5, 30},
    {"omaha_hilo PLO4 river", K_HILO, 4, 5, 110},
    {"batch_high PLO4 turn", K_BATCH, 4, 4, 0},
    {"batch_high PLO4 river", K_BATCH, 4, 5, 15},
    {"batch_high PLO5 river", K_BATCH, 5, 5, 0},
    {"batch_high PLO6 river", K_BATCH, 6, 5, 25},
    {"before: pair x triple PLO4 turn", K_BEFORE, 4, 4, 0},
    {"before: pair x triple PLO4 river", K_BEFORE, 4, 5, 0},
    {"before: pair x triple PLO5 river", K_BEFORE, 5, 5, 0},
    {"before: pair x triple PLO6 river", K_BEFORE, 6, 5, 0},
#ifdef OE_BENCH_PHEVAL
    {"phevaluator C evaluate_plo4_cards river", K_PHEVAL, 4, 5, 0},
#endif
};

/* The deals split into a hole array and a board array per hole count and
   board size (the layout batch_high takes), and an output array. */
static uint8_t *batch_holes[7], *batch_boards[6];
static uint16_t *batch_out;

static uint8_t *split(const uint8_t *deals, long n, int offset, int width)
{
    uint8_t *a = malloc((size_t)n * (size_t)width);
    if (!a) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    for (long k = 0; k < n; k++)
        memcpy(a + k * width, deals + k * STRIDE + offset, (size_t)width);
    return a;
}

/* One pass over all deals; returns the sum of the results. Never inlined,
   so that valgrind --toggle-collect=run_pass counts exactly this work. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static uint64_t run_pass(const struct bench_case *bc, const uint8_t *deals, long n)
{
    uint64_t sum = 0;
    const uint8_t *d = deals, *end = deals + n * STRIDE;
    switch (bc->kind) {
    case K_OVERHEAD:
        for (; d < end; d += STRIDE) {
            unsigned s = 0;
            for (int i = 0; i < 11; i++)
                s += d[i];
            sum += s;
        }
        break;
    case K_RANK5:
        for (; d < end; d += STRIDE)
            sum += (uint64_t)oe_rank5(d[0], d[1], d[2], d[3], d[4]);
        break;
    case K_RANK7:
        for (; d < end; d += STRIDE)
            sum += (uint64_t)oe_rank7(d);
        break;
    case K_HOLDEM6:
        for (; d < end; d += STRIDE)
            sum += (uint64_t)oe_holdem_high(d, 6);
        break;
    case K_OMAHA: {
        const int nh = bc->nhole, nb = bc->nboard;
        for (; d < end; d += STRIDE)
            sum += (uint64_t)oe_omaha_high(HOLE(d), nh, BOARD(d), nb);
        break;
    }
    case K_LOW: {
        const int nh = bc->nhole, nb = bc->nboard;
        for (; d < end; d += STRIDE)
            sum += (uint64_t)oe_omaha_low(HOLE(d), nh, BOARD(d), nb);
        break;
    }
    case K_HILO: {
        const int nh = bc->nhole, nb = bc->nboard;
        for (; d < end; d += STRIDE) {
            int low = 0;
            sum += (uint64_t)oe_omaha_hilo(HOLE(d), nh, BOARD(d), nb, &low);
            sum += (uint64_t)low << 16;
        }
        break;
    }
    case K_BEFORE: {
        const int nh = bc->nhole, nb = bc->nboard;
        for (; d < end; d += STRIDE)
            sum += (uint64_t)oracle_omaha_high(HOLE(d), nh, BOARD(d), nb);
        break;
    }
    case K_BATCH: {
        size_t bad;
        if (oe_batch_high(batch_holes[bc->nhole], bc->nhole, batch_boards[bc->nboard], bc->nboard, 1,
                          (size_t)n, batch_out, &bad) != OE_OK)
            abort();
        for (long k = 0; k < n; k++)
            sum += batch_out[k];
        break;
    }
    case K_PHEVAL:
#ifdef OE_BENCH_PHEVAL
        for (; d < end; d += STRIDE) {
            const uint8_t *h = HOLE(d), *b = BOARD(d);
            sum += (uint64_t)evaluate_plo4_cards(b[0], b[1], b[2], b[3], b[4], h[0], h[1], h[2], h[3]);
        }
#endif
        break;
    }
    return sum;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1L << 20;
    int passes = argc > 2 ? atoi(argv[2]) : 7;
    uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 20261130u;
    int wall = argc > 4 && strcmp(argv[4], "wall") == 0;
    int only = argc > 5 ? atoi(argv[5]) : -1;
    if (n < 1 || passes < 1 || passes > 1000 || (argc > 4 && !wall && strcmp(argv[4], "cpu") != 0)) {
        fprintf(stderr, "usage: %s [deals >= 1] [passes 1..1000] [seed] [cpu|wall] [case number]\n", argv[0]);
        return 2;
    }
    uint8_t *deals = malloc((size_t)n * STRIDE);
    double *times = malloc(sizeof(double) * (size_t)passes * (sizeof CASES / sizeof CASES[0]));
    if (!deals || !times) {
        fprintf(stderr, "out of memory for %ld deals\n", n);
        return 1;
    }
    if (wall)
        clock_id = CLOCK_MONOTONIC;
    rng_state = seed;
    make_deals(deals, n);
    for (int nh = 4; nh <= 6; nh++)
        batch_holes[nh] = split(deals, n, 0, nh);
    for (int nb = 3; nb <= 5; nb++)
        batch_boards[nb] = split(deals, n, 6, nb);
    batch_out = malloc(sizeof(uint16_t) * (size_t)n);
    if (!batch_out) {
        fprintf(stderr, "out of memory for %ld deals\n", n);
        return 1;
    }
    /* Before timing: every evaluator agrees on every deal. */
    long mismatches = 0;
    for (int nh = 4; nh <= 6 && only < 0; nh++)
        for (int nb = 3; nb <= 5; nb++) {
            size_t bad;
            if (oe_batch_high(batch_holes[nh], nh, batch_boards[nb], nb, 1, (size_t)n, batch_out, &bad) != OE_OK)
                abort();
            for (long k = 0; k < n; k++) {
                const uint8_t *d = deals + k * STRIDE;
                int want = oracle_omaha_high(HOLE(d), nh, BOARD(d), nb);
                mismatches += oe_omaha_high(HOLE(d), nh, BOARD(d), nb) != want;
                mismatches += batch_out[k] != want;
#ifdef OE_BENCH_PHEVAL
                if (nh == 4 && nb == 5) {
                    const uint8_t *h = HOLE(d), *b = BOARD(d);
                    mismatches += evaluate_plo4_cards(b[0], b[1], b[2], b[3], b[4], h[0], h[1], h[2], h[3]) != want;
                }
#endif
            }
        }
    printf("mismatches\t%ld\n", mismatches);
    if (mismatches)
        return 1;
    printf("deals\t%ld\npasses\t%d\nseed\t%llu\nclock\t%s\n", n, passes, (unsigned long long)seed,
           wall ? "wall" : "cpu");

    /* Rounds: each round times every case once, so a burst of load from
       other processes on a shared machine hits all cases alike rather than
       all the passes of one case; the median over rounds is reported. */
    enum { NCASES = sizeof CASES / sizeof CASES[0] };
    uint64_t checksum = 0;
    for (int k = 0; k < NCASES; k++) /* warm-up: tables into cache, clocks up */
        if (only < 0 || k == only)
            checksum = checksum * 31 + run_pass(&CASES[k], deals, n);
    for (int p = 0; p < passes; p++)
        for (int k = 0; k < NCASES; k++) {
            if (only >= 0 && k != only)
                continue;
            double t0 = now_ns();
            uint64_t s = run_pass(&CASES[k], deals, n);
            double t1 = now_ns();
            checksum = checksum * 31 + s;
            times[k * passes + p] = (t1 - t0) / (double)n;
        }
    for (int k = 0; k < NCASES; k++) {
        if (only >= 0 && k != only)
            continue;
        double *t = times + k * passes;
        qsort(t, (size_t)passes, sizeof(double), cmp_double);
        double median = passes % 2 ? t[passes / 2] : (t[passes / 2 - 1] + t[passes / 2]) / 2;
        printf("case\t%s\t%.2f\t%.2f\t%.0f\n", CASES[k].name, median, t[0], CASES[k].target);
    }
    printf("checksum\t%016llx\n", (unsigned long long)checksum);
    free(deals);
    free(times);
    free(batch_out);
    for (int i = 0; i < 7; i++)
        free(batch_holes[i]);
    for (int i = 0; i < 6; i++)
        free(batch_boards[i]);
    return 0;
}
