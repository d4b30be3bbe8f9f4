/* The board-analysis C module on its own (src/oe_analysis.c), built as
   strict C99 under AddressSanitizer/UBSan by tests/analysis/test_c_analysis.py:
   counts that follow from combinatorics, and every entry point driven over
   many random boards so the sanitizers see every path. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oe_analysis.h"
#include "oe_cards.h"
#include "oe_omaha.h"
#include "oe_low.h"

static int failures = 0;
#define CHECK(cond) do { if (!(cond)) { printf("FAILED %s:%d: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)

static uint64_t choose(int n, int k)
{
    uint64_t r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

static uint64_t rng_state = 88172645463325252ull;
static int next_rand(int n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (int)(rng_state % (uint64_t)n);
}

static void deal(uint8_t *cards, int n)
{
    uint8_t deck[52];
    for (int i = 0; i < 52; i++)
        deck[i] = (uint8_t)i;
    for (int i = 0; i < n; i++) {
        int j = i + next_rand(52 - i);
        uint8_t t = deck[i]; deck[i] = deck[j]; deck[j] = t;
        cards[i] = deck[i];
    }
}

static uint64_t mask(const uint8_t *c, int n)
{
    uint64_t m = 0;
    for (int i = 0; i < n; i++)
        m |= (uint64_t)1 << c[i];
    return m;
}

int main(void)
{
    static uint16_t table[OE_PAIR_CELLS], low[OE_PAIR_CELLS];
    static uint64_t hist[OE_HIGH_SLOTS], lowhist[OE_LOW_SLOTS];
    const uint64_t all = ((uint64_t)1 << 52) - 1;
    for (int round = 0; round < 60; round++) {
        uint8_t cards[12];
        int nhole = (int[]){2, 4, 5, 6}[round % 4], nboard = 3 + round % 3, holdem = nhole == 2;
        deal(cards, nhole + nboard + 1);
        const uint8_t *hole = cards, *board = cards + nhole;
        uint64_t dead = (uint64_t)1 << cards[nhole + nboard];
        oe_pair_table_high(board, nboard, dead, holdem, table);
        uint64_t used = mask(cards, nhole + nboard) | dead;
        /* the hero's value from the table equals the evaluator's */
        uint16_t mine = 0;
        size_t bad = 0;
        CHECK(oe_table_hands(table, hole, nhole, 1, 0, &mine, &bad) == OE_OK);
        if (!holdem)
            CHECK(mine == oe_omaha_high(hole, nhole, board, nboard));
        /* every hand of the live cards is counted once */
        if (nhole <= 4) {
            memset(hist, 0, sizeof hist);
            uint64_t hands = oe_table_histogram(table, all & ~used, nhole, hist, OE_HIGH_SLOTS);
            uint64_t total = 0;
            for (int v = 0; v < OE_HIGH_SLOTS; v++)
                total += hist[v];
            CHECK(hands == choose(52 - nhole - nboard - 1, nhole) && total == hands);
            CHECK(hist[0] == 0);
        }
        int best = oe_table_best(table, all & ~(mask(board, nboard) | dead));
        CHECK(best >= 1 && best <= mine);
        CHECK(oe_table_count_better(table, all & ~(mask(board, nboard) | dead), best) == 0);
        if (!holdem) {
            oe_pair_table_low(board, nboard, dead, low);
            uint16_t mylow = 0;
            CHECK(oe_table_hands(low, hole, nhole, 1, 0, &mylow, &bad) == OE_OK);
            int expect = oe_omaha_low(hole, nhole, board, nboard);
            CHECK(mylow == (expect ? expect : OE_NO_LOW));
            if (nhole == 4) {
                memset(lowhist, 0, sizeof lowhist);
                CHECK(oe_table_histogram(low, all & ~used, 4, lowhist, OE_LOW_SLOTS) ==
                      choose(52 - 4 - nboard - 1, 4));
            }
        }
        /* a row holding an excluded card is 0; a repeated card is an error */
        uint8_t rows[12] = {cards[0], cards[1], 0, 0, 0, 0, cards[0], cards[0], 0, 0, 0, 0};
        uint16_t out[2];
        CHECK(oe_table_hands(table, rows, 2, 1, used, out, &bad) == OE_OK && out[0] == 0);
        CHECK(oe_table_hands(table, rows, 2, 2, 0, out, &bad) == OE_ERR_DUPLICATE && bad == 1);
        if (nboard < 5) {
            uint16_t hh[52], hl[52], nh[52], nl[52];
            oe_next_cards(hole, nhole, board, nboard, dead, holdem, hh, hl, nh, nl);
            for (int x = 0; x < 52; x++) {
                if ((used >> x) & 1) {
                    CHECK(hh[x] == 0 && nh[x] == 0);
                    continue;
                }
                CHECK(nh[x] >= 1 && nh[x] <= hh[x]);
                CHECK(nl[x] >= 1 && nl[x] <= hl[x]);
            }
            /* one-against-many: boards counted and quarters within 0..4 a board */
            uint8_t opps[3 * 6];
            uint32_t won[3] = {0, 0, 0}, boards[3] = {0, 0, 0}, wins[3] = {0, 0, 0}, losses[3] = {0, 0, 0};
            static uint32_t tw[52 * 3], tb[52 * 3];
            memset(tw, 0, sizeof tw);
            memset(tb, 0, sizeof tb);
            int k = 0;
            for (int c = 0; c < 52 && k < 3 * nhole; c++)
                if (!((used >> c) & 1))
                    opps[k++] = (uint8_t)c;
            oe_each_runouts(hole, nhole, board, nboard, dead, holdem, !holdem, opps, 3, won, boards, wins, losses, tw, tb);
            int left = 52 - nhole - nboard - 1;
            for (int o = 0; o < 3; o++) {
                uint64_t mine_boards = nboard == 4 ? (uint64_t)(left - nhole)
                                                   : choose(left - nhole, 2);
                CHECK(boards[o] == mine_boards);
                CHECK(won[o] <= 4 * boards[o]);
                CHECK(wins[o] + losses[o] <= boards[o] && 4 * wins[o] <= won[o]);
                CHECK(won[o] <= 4 * (boards[o] - losses[o]));
            }
        }
    }
    if (failures) {
        printf("%d checks failed\n", failures);
        return 1;
    }
    printf("analysis: all checks passed\n");
    return 0;
}
