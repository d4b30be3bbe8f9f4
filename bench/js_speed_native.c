/* The native side of bench/js_speed.py: the same work as bench/js_speed.mjs
   in the same process model (one thread), through the public C API.
   Reads a deals file (N rows of 4 hole + 5 board cards, then M matchups of
   2 x 4 hole cards) and prints JSON: ns per hand of oe_eval_high_batch over
   the rows, ms per heads-up preflop exact equity (oe_equity_exact), each
   the median of `passes` timed passes. */
#define _POSIX_C_SOURCE 199309L
#define OE_STATIC 1
#include <omaha_eval.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: %s deals.bin rows matchups passes\n", argv[0]);
        return 2;
    }
    size_t rows = strtoul(argv[2], NULL, 10), matchups = strtoul(argv[3], NULL, 10);
    int passes = atoi(argv[4]);
    size_t bytes = rows * 9 + matchups * 8;
    uint8_t *deals = malloc(bytes), *holes = malloc(rows * 4), *boards = malloc(rows * 5);
    uint16_t *out = malloc(rows * 2);
    double *t = malloc(sizeof(double) * (size_t)passes);
    FILE *f = fopen(argv[1], "rb");
    if (!f || fread(deals, 1, bytes, f) != bytes)
        return 1;
    fclose(f);
    for (size_t i = 0; i < rows; i++) {
        memcpy(holes + 4 * i, deals + 9 * i, 4);
        memcpy(boards + 5 * i, deals + 9 * i + 4, 5);
    }
    long check = 0;
    for (int p = 0; p < passes; p++) {
        double t0 = now();
        if (oe_eval_high_batch(OE_OMAHA, holes, 4, boards, 5, 1, rows, out, NULL) != OE_OK)
            return 1;
        t[p] = (now() - t0) * 1e9 / (double)rows;
        check += out[p % rows];
    }
    double batch_ns = median(t, passes);
    const uint8_t *m = deals + rows * 9;
    double eq = 0;
    for (int p = 0; p < passes; p++) {
        double t0 = now();
        for (size_t i = 0; i < matchups; i++) {
            oe_equity_request rq;
            oe_equity_result res;
            memset(&rq, 0, sizeof rq);
            rq.game = OE_OMAHA;
            rq.nplayers = 2;
            rq.players[0] = (oe_range){m + 8 * i, NULL, 1};
            rq.players[1] = (oe_range){m + 8 * i + 4, NULL, 1};
            if (oe_equity_exact(&rq, &res) != OE_OK)
                return 1;
            eq += res.players[0].equity;
        }
        t[p] = (now() - t0) * 1e3 / (double)matchups;
    }
    printf("{\"batch_ns\": %.4f, \"preflop_ms\": %.4f, \"check\": %ld, \"equity_sum\": %.9f}\n", batch_ns,
           median(t, passes), check, eq);
    return 0;
}
