/* Times the public C API (omaha_eval.h) as a program linked against the
   CMake-built library calls it: PLO4 river highs, one oe_eval_high call
   per hand, then the same deals in one oe_eval_high_batch call.

       c_api_bench DEALS_FILE PASSES

   DEALS_FILE: 9 bytes per deal (4 hole cards, 5 board cards). Prints the
   median over the passes of the CPU time per hand in ns for each way, and
   a checksum of the values (so no work can be dropped). Then, for each
   equity case of bench/c_api.py (the same list, in order), the median CPU
   ms of one oe_equity_exact call and player 1's equity. Built and run by
   bench/c_api.py. */
#define _POSIX_C_SOURCE 199309L
#include <omaha_eval.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* bench/c_api.py's EQUITY_CASES: game, hilo, hands (one text), players, board. */
static const struct {
    int game, hilo;
    const char *hands;
    int nplayers;
    const char *board;
} EQUITY[] = {
    {OE_HOLDEM, 0, "AsAh KdKc", 2, ""},
    {OE_OMAHA, 0, "AhAd7c2s KsQsJhTh", 2, "9s8d3c"},
    {OE_OMAHA, 1, "Ah2d3cKs 8h8d9c9s 4h5dJsTs", 3, ""},
};

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    if (argc != 3)
        return fprintf(stderr, "usage: %s DEALS_FILE PASSES\n", argv[0]), 2;
    FILE *f = fopen(argv[1], "rb");
    if (!f)
        return perror(argv[1]), 2;
    fseek(f, 0, SEEK_END);
    long size = ftell(f), n = size / 9;
    int passes = atoi(argv[2]);
    fseek(f, 0, SEEK_SET);
    uint8_t *deals = malloc((size_t)size), *holes = malloc((size_t)n * 4), *boards = malloc((size_t)n * 5);
    uint16_t *out = malloc((size_t)n * sizeof(uint16_t));
    double *single = malloc((size_t)passes * sizeof(double)), *batch = malloc((size_t)passes * sizeof(double));
    if (!deals || !holes || !boards || !out || !single || !batch || passes < 1 ||
        fread(deals, 1, (size_t)size, f) != (size_t)size)
        return fprintf(stderr, "cannot read %s\n", argv[1]), 2;
    fclose(f);
    for (long i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++)
            holes[i * 4 + k] = deals[i * 9 + k];
        for (int k = 0; k < 5; k++)
            boards[i * 5 + k] = deals[i * 9 + 4 + k];
    }
    uint64_t sum = 0;
    for (int p = 0; p < passes; p++) {
        double t0 = now_ns();
        for (long i = 0; i < n; i++)
            sum += (uint64_t)oe_eval_high(OE_OMAHA, deals + 9 * i, 4, deals + 9 * i + 4, 5);
        double t1 = now_ns();
        if (oe_eval_high_batch(OE_OMAHA, holes, 4, boards, 5, 1, (size_t)n, out, NULL) != OE_OK)
            return fprintf(stderr, "bad deal\n"), 1;
        double t2 = now_ns();
        for (long i = 0; i < n; i++)
            sum += out[i];
        single[p] = (t1 - t0) / (double)n;
        batch[p] = (t2 - t1) / (double)n;
    }
    qsort(single, (size_t)passes, sizeof(double), cmp_double);
    qsort(batch, (size_t)passes, sizeof(double), cmp_double);
    printf("single %.2f\nbatch %.2f\nchecksum %llu\n", single[passes / 2], batch[passes / 2],
           (unsigned long long)sum);
    for (size_t k = 0; k < sizeof EQUITY / sizeof EQUITY[0]; k++) {
        uint8_t hands[60], board[5];
        oe_equity_request rq;
        oe_equity_result res;
        int nh = EQUITY[k].game, reps = 20;
        memset(&rq, 0, sizeof rq);
        rq.game = EQUITY[k].game;
        rq.hilo = EQUITY[k].hilo;
        rq.nplayers = EQUITY[k].nplayers;
        oe_cards_parse(EQUITY[k].hands, strlen(EQUITY[k].hands), hands, 60, NULL);
        rq.nboard = oe_cards_parse(EQUITY[k].board, strlen(EQUITY[k].board), board, 5, NULL);
        rq.board = board;
        for (int p = 0; p < rq.nplayers; p++) {
            rq.players[p].hands = hands + p * nh;
            rq.players[p].n = 1;
        }
        for (int p = 0; p < passes; p++) {
            double t0 = now_ns();
            for (int r = 0; r < reps; r++)
                if (oe_equity_exact(&rq, &res) != OE_OK)
                    return fprintf(stderr, "equity case %d failed\n", (int)k), 1;
            single[p] = (now_ns() - t0) / reps / 1e6;
        }
        qsort(single, (size_t)passes, sizeof(double), cmp_double);
        printf("equity %.4f %.15f\n", single[passes / 2], res.players[0].equity);
    }
    return 0;
}
