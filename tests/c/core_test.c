/* The C core on its own: compiled as strict C99 (and, where the compiler
   has them, under AddressSanitizer and UBSan) by tests/test_c_core.py.
   Exhaustive over five-card hands and sampled over Omaha deals, checking
   internal consistency and a few fixed values; reading outside a table
   would stop it under the sanitizers. */
#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_equity.h"
#include "oe_exact.h"
#include "oe_rangeq.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include <stdio.h>
#include <string.h>

#include "check.h"

/* The category of five cards, worked out from the rules alone (counts of
   ranks, one suit, five ranks in a row, the wheel): 0 = straight flush ...
   8 = high card. */
static int category5(const int cards[5])
{
    int count[13] = {0}, suits = 0, ranks = 0, pairs = 0, trips = 0, quads = 0;
    for (int i = 0; i < 5; i++) {
        count[cards[i] >> 2]++;
        suits |= 1 << (cards[i] & 3);
        ranks |= 1 << (cards[i] >> 2);
    }
    for (int r = 0; r < 13; r++) {
        pairs += count[r] == 2;
        trips += count[r] == 3;
        quads += count[r] == 4;
    }
    int flush = suits == 1 || suits == 2 || suits == 4 || suits == 8;
    int straight = 0;
    for (int low = 0; low + 4 < 13; low++)
        straight |= ranks == (0x1F << low);
    straight |= ranks == (0x100F); /* A-2-3-4-5 */
    if (straight && flush) return 0;
    if (quads) return 1;
    if (trips && pairs) return 2;
    if (flush) return 3;
    if (straight) return 4;
    if (trips) return 5;
    if (pairs == 2) return 6;
    if (pairs == 1) return 7;
    return 8;
}

static void test_rank5_all_hands(void)
{
    /* the standard scale: each category's values and how many hands have it */
    static const int first[9] = {1, 11, 167, 323, 1600, 1610, 2468, 3326, 6186};
    static const int last[9] = {10, 166, 322, 1599, 1609, 2467, 3325, 6185, 7462};
    static const long expected[9] = {40, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540};
    static unsigned char seen[7463];
    long hands = 0, per_category[9] = {0};
    int distinct = 0, wrong_category = 0;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++)
                for (int d = c + 1; d < 52; d++)
                    for (int e = d + 1; e < 52; e++) {
                        int v = oe_rank5(a, b, c, d, e);
                        int five[5] = {a, b, c, d, e};
                        int k = category5(five);
                        CHECK(v >= 1 && v <= 7462);
                        if (v >= 1 && v <= 7462 && !seen[v]) {
                            seen[v] = 1;
                            distinct++;
                        }
                        wrong_category += v < first[k] || v > last[k];
                        per_category[k]++;
                        /* the same five in another order: the same value */
                        CHECK(oe_rank5(e, c, a, d, b) == v);
                        hands++;
                    }
    CHECK(hands == 2598960);
    CHECK(distinct == 7462);
    CHECK(wrong_category == 0);
    for (int k = 0; k < 9; k++)
        CHECK(per_category[k] == expected[k]);
}

static void test_fixed_values(void)
{
    uint8_t cards[9];
    int n = oe_parse_cards("AsKsQsJsTs", 10, cards, 9, &(size_t){0});
    CHECK(n == 5 && oe_rank5(cards[0], cards[1], cards[2], cards[3], cards[4]) == 1);
    n = oe_parse_cards("7s 5d 4h 3c 2s", 14, cards, 9, &(size_t){0});
    CHECK(n == 5 && oe_rank5(cards[0], cards[1], cards[2], cards[3], cards[4]) == 7462);
    /* Omaha: Q-Q-Q-Q on board with A-A in hand is queens full of aces (value 191) */
    n = oe_parse_cards("AsAd2h3cQcQdQhQs2d", 18, cards, 9, &(size_t){0});
    CHECK(n == 9 && oe_omaha_high(cards, 4, cards + 4, 5) == 191);
    n = oe_parse_cards("As2dKhKc3c4d8sQhJd", 18, cards, 9, &(size_t){0});
    CHECK(n == 9 && oe_omaha_low(cards, 4, cards + 4, 5) == (1 | 2 | 4 | 8 | 128));
    CHECK(oe_parse_cards("Xs", 2, cards, 9, &(size_t){0}) == OE_ERR_SYNTAX);
}

static void test_omaha_is_best_two_plus_three(void)
{
    for (int trial = 0; trial < 200000; trial++) {
        uint8_t cards[11];
        int nhole = 4 + trial % 3, nboard = 3 + (trial / 3) % 3;
        deal(cards, nhole + nboard);
        const uint8_t *hole = cards, *board = cards + nhole;
        int best = 0xFFFF;
        for (int i = 0; i < nhole; i++)
            for (int j = i + 1; j < nhole; j++)
                for (int a = 0; a < nboard; a++)
                    for (int b = a + 1; b < nboard; b++)
                        for (int c = b + 1; c < nboard; c++) {
                            int v = oe_rank5(hole[i], hole[j], board[a], board[b], board[c]);
                            best = v < best ? v : best;
                        }
        CHECK(oe_omaha_high(hole, nhole, board, nboard) == best);
        uint8_t uh[2], ub[3];
        CHECK(oe_omaha_best(hole, nhole, board, nboard, uh, ub) == best);
        if (nhole == 4 && nboard == 3) {
            uint8_t seven[7], used[5];
            memcpy(seven, cards, 7);
            CHECK(oe_rank7(seven) == oe_holdem_best(seven, 7, used));
        }
    }
}

static void test_batch_rejects_bad_rows(void)
{
    uint8_t holes[8] = {51, 50, 25, 3, 47, 46, 21, 60};
    uint8_t board[5] = {0, 4, 8, 12, 20};
    uint16_t out[2];
    size_t bad = 99;
    CHECK(oe_batch_high(holes, 4, board, 5, 0, 2, out, &bad) == OE_ERR_RANGE && bad == 1);
    holes[7] = 46;
    CHECK(oe_batch_high(holes, 4, board, 5, 0, 2, out, &bad) == OE_ERR_DUPLICATE && bad == 1);
}

static void test_equity_exact(void)
{
    uint8_t holes[8] = {51, 50, 47, 46, 37, 33, 28, 24}; /* AsAhKsKh JdTd9c8c */
    uint8_t river[5] = {0, 5, 30, 43, 45};
    oe_deal d = {2, 4, 0, holes, 3, river, 0};
    uint64_t acc[2 * OE_NCOUNTERS] = {0};
    uint64_t boards = oe_equity_board_count(&d);
    CHECK(boards == 820); /* two cards from the 41 left: C(41, 2) */
    CHECK(oe_equity_enumerate(&d, 0, boards, acc) == boards);
    CHECK(acc[0] + acc[OE_NCOUNTERS] == boards * OE_POT);


    /* by rank pattern: the same counters as the board-by-board oracle,
       on the flop and preflop (four flushable suits) */
    oe_eqhand h[2];
    oe_eqhand_prepare(&h[0], holes, 4);
    oe_eqhand_prepare(&h[1], holes + 4, 4);
    for (int nboard = 3; nboard >= 0; nboard -= 3) {
        uint64_t oracle[2 * OE_NCOUNTERS] = {0}, pattern[2 * OE_NCOUNTERS] = {0};
        d.nboard = nboard;
        uint64_t n = oe_equity_enumerate(&d, 0, UINT64_MAX, oracle);
        oe_exact_job job = {2, 4, 0, {&h[0], &h[1]}, nboard, river, 0, {NULL}};
        for (int i = 0; i < 8; i++)
            job.used |= 1ull << holes[i];
        for (int i = 0; i < nboard; i++)
            job.used |= 1ull << river[i];
        CHECK(oe_exact(&job, pattern) == n);
        CHECK(memcmp(oracle, pattern, sizeof oracle) == 0);
        /* with the job's own river-row tables (a range job's cache), for
           both hands or one: the same counters */
        static uint16_t rows[2 * OE_RIVER_BOARDS];
        oe_rq_row_tables(holes, 2, 4, rows);
        for (int given = 1; given <= 3; given++) {
            uint64_t again[2 * OE_NCOUNTERS] = {0};
            job.rows[0] = given & 1 ? rows : NULL;
            job.rows[1] = given & 2 ? rows + OE_RIVER_BOARDS : NULL;
            CHECK(oe_exact(&job, again) == n);
            CHECK(memcmp(oracle, again, sizeof oracle) == 0);
        }
    }

    /* Monte Carlo preflop agrees with the exact 0.614813 (issue 4) */
    uint64_t mc[2 * OE_NCOUNTERS] = {0};
    oe_rq_job rq;
    memset(&rq, 0, sizeof rq);
    rq.nplayers = 2;
    rq.nhole = 4;
    rq.ranges[0].cards = holes;
    rq.ranges[0].n = 1;
    rq.ranges[0].prepared = &h[0];
    rq.ranges[1].cards = holes + 4;
    rq.ranges[1].n = 1;
    rq.ranges[1].prepared = &h[1];
    CHECK(oe_rq_sample(&rq, 7, 0, 100000, 1000, mc) == 100000);
    double sampled = (double)mc[0] / (100000.0 * OE_POT);
    CHECK(sampled > 0.614813 - 0.0075 && sampled < 0.614813 + 0.0075); /* 5 standard errors */
}

int main(void)
{
    test_rank5_all_hands();
    test_fixed_values();
    test_omaha_is_best_two_plus_three();
    test_batch_rejects_bad_rows();
    test_equity_exact();
    if (failures) {
        fprintf(stderr, "%d failed\n", failures);
        return 1;
    }
    printf("C core: all checks passed\n");
    return 0;
}
