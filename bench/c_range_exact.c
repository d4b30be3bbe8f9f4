/* C-level timing of an exact preflop range-against-range job (the
   "1,000 x 1,000 PLO4 hands" row of bench/equity_engine.py, without
   Python), for profiling oe_rangeq_exact.c and oe_exact.c:

       cc -O3 -g -std=c99 -Isrc src/oe_*.c bench/c_range_exact.c -o /tmp/c_range_exact
       /tmp/c_range_exact [side] [hole cards] [hilo 0/1] [repeats] [rows 0/1]
       perf record /tmp/c_range_exact 40

   Two ranges of `side` random hands (fixed seed), every pair scored in
   chunks of 16 tuples as omaha_eval.equity cuts them; rows = 1 (the
   default) builds each hand's river-row table once, as a Python job does.
   Prints the compatible pairs, the fastest run's process CPU time per pair
   and a checksum of the counters (equal checksums: equal results). */
#define _POSIX_C_SOURCE 199309L
#include "oe_rangeq.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t state = 12345;

static uint64_t next(void)
{
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void random_hands(uint8_t *cards, int n, int nhole)
{
    for (int i = 0; i < n; i++) {
        uint64_t seen = 0;
        for (int k = 0; k < nhole;) {
            int c = (int)(next() % 52);
            if (seen >> c & 1)
                continue;
            seen |= 1ull << c;
            cards[i * nhole + k++] = (uint8_t)c;
        }
    }
}

int main(int argc, char **argv)
{
    int side = argc > 1 ? atoi(argv[1]) : 60, nhole = argc > 2 ? atoi(argv[2]) : 4;
    int hilo = argc > 3 ? atoi(argv[3]) : 0, repeats = argc > 4 ? atoi(argv[4]) : 3;
    int rows = argc > 5 ? atoi(argv[5]) : 1;
    if (side < 1 || (nhole != 2 && (nhole < 4 || nhole > 6)) || repeats < 1) {
        fprintf(stderr, "usage: %s [side >= 1] [hole cards 2, 4, 5, 6] [hilo] [repeats] [rows]\n", argv[0]);
        return 2;
    }
    oe_rq_job job;
    memset(&job, 0, sizeof job);
    job.nplayers = 2;
    job.nhole = nhole;
    job.hilo = hilo;
    uint8_t *cards[2];
    oe_eqhand *prepared[2];
    uint16_t *tables[2] = {NULL, NULL};
    for (int p = 0; p < 2; p++) {
        cards[p] = malloc((size_t)side * nhole);
        prepared[p] = malloc((size_t)side * sizeof(oe_eqhand));
        if (!cards[p] || !prepared[p])
            return 1;
        random_hands(cards[p], side, nhole);
        for (int i = 0; i < side; i++)
            oe_eqhand_prepare(&prepared[p][i], cards[p] + i * nhole, nhole, 1);
        job.ranges[p].cards = cards[p];
        job.ranges[p].n = (uint64_t)side;
        job.ranges[p].prepared = prepared[p];
    }
    uint64_t acc[OE_RQ_WIDTH(2)], pairs = 0;
    double best = 1e30;
    for (int run = 0; run < repeats; run++) {
        struct timespec t0, t1;
        memset(acc, 0, sizeof acc);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
        for (int p = 0; rows && nhole > 2 && p < 2; p++) { /* counted: a job builds them too */
            free(tables[p]);
            tables[p] = malloc((size_t)side * OE_RIVER_BOARDS * sizeof(uint16_t));
            if (!tables[p])
                return 1;
            oe_rq_row_tables(cards[p], (uint64_t)side, nhole, tables[p]);
            job.ranges[p].rows = tables[p];
        }
        pairs = 0;
        for (uint64_t first = 0; first < (uint64_t)side * side; first += 16)
            pairs += oe_rq_exact(&job, first, 16, acc);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
        double t = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
        best = t < best ? t : best;
    }
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < OE_RQ_WIDTH(2); i++)
        h = (h ^ acc[i]) * 1099511628211ull;
    printf("pairs %llu  per pair %.4f ms  (1,000 x 1,000 at this rate: %.2f min)  checksum %016llx\n",
           (unsigned long long)pairs, pairs ? best / (double)pairs * 1e3 : 0.0,
           pairs ? best / (double)pairs * 717718 / 60 : 0.0, (unsigned long long)h);
    for (int p = 0; p < 2; p++) {
        free(cards[p]);
        free(prepared[p]);
        free(tables[p]);
    }
    return 0;
}
