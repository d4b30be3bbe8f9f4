/* The hand indexer in C (src/oe_index.c compiled into this program): CPU
   ns per oe_ix_index call on random deals of one round, medians of passes.
       index_bench GAME BY_STREET ROUND DEALS PASSES
   prints "index_ns <median> checked_rows_ns <median> unindex_ns <median>". */
#include "oe_index.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp);
    return v[n / 2];
}

int main(int argc, char **argv)
{
    if (argc != 6)
        return 2;
    int game = atoi(argv[1]), by_street = atoi(argv[2]), round = atoi(argv[3]), passes = atoi(argv[5]);
    size_t n = (size_t)atol(argv[4]);
    oe_indexer ix;
    if (oe_ix_init(&ix, game, by_street) != 0 || passes < 1 || passes > 100)
        return 2;
    const oe_ix_round *r = &ix.rounds[round];
    size_t k = (size_t)r->ncards;
    uint8_t *deals = malloc(n * k), *canon = malloc(n * k), *sizes = malloc(n);
    uint64_t *out = malloc(n * sizeof *out), s = 88172645463325252ull, sink = 0;
    size_t bad;
    for (size_t i = 0; i < n; i++) { /* inputs before timing: random distinct cards */
        uint64_t used = 0;
        for (size_t j = 0; j < k; j++) {
            int c;
            do {
                s ^= s << 13, s ^= s >> 7, s ^= s << 17;
                c = (int)(s % 52);
            } while (used >> c & 1);
            used |= 1ull << c;
            deals[i * k + j] = (uint8_t)c;
        }
    }
    double t_index[100], t_rows[100], t_un[100];
    for (int p = 0; p < passes; p++) {
        double t0 = now();
        for (size_t i = 0; i < n; i++)
            sink += out[i] = oe_ix_index(r, deals + i * k, NULL);
        double t1 = now();
        oe_ix_index_rows(r, deals, n, out, sizes, &bad);
        double t2 = now();
        oe_ix_unindex_rows(r, out, n, canon, sizes, &bad);
        double t3 = now();
        t_index[p] = (t1 - t0) / (double)n * 1e9;
        t_rows[p] = (t2 - t1) / (double)n * 1e9;
        t_un[p] = (t3 - t2) / (double)n * 1e9;
    }
    printf("index_ns %.1f checked_rows_ns %.1f unindex_ns %.1f (sink %llu)\n", median(t_index, passes),
           median(t_rows, passes), median(t_un, passes), (unsigned long long)(sink & 1));
    oe_ix_destroy(&ix);
    return 0;
}
