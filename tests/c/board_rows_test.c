/* The Omaha turn and river by board rank multiset (src/oe_omaha_rows.h,
   oe_board_tables.c) against the pair-by-triple evaluator they replaced
   (tests/c/pair_triple_oracle.c), built and run by tests/test_board_rows.py.

   1. Every table cell: each river (6,175) and turn (1,820) board rank
      multiset, dealt without a flush, with each of the 91 hole rank pairs
      that fits beside it in one deck; and every multiset lands on its own row.
   2. Random deals for 4, 5 and 6 hole cards (Courchevel evaluates as 5),
      turn and river, half of them from a deck tilted towards one suit so
      that flushes are common, through oe_omaha_high and through
      oe_batch_high (a board per hand and one board for all).
   3. The river places the Monte Carlo sampler reads instead of the rows.

       board_rows_test [deals per game and board size, default 100000] */
#include "oe_batch.h"
#include "oe_board_tables.h"
#include "oe_cards.h"
#include "oe_omaha.h"
#include "oe_omaha_rows.h"
#include "check.h"
#include "pair_triple_oracle.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Cards for a list of ranks: each card gets the least used suit that its
   rank does not have yet, so five board cards never hold three of a suit. */
static void suit_ranks(const int *ranks, int n, uint8_t *cards, int *suit_use, int rank_suits[13])
{
    for (int i = 0; i < n; i++) {
        int best = -1;
        for (int s = 0; s < 4; s++)
            if (!(rank_suits[ranks[i]] >> s & 1) && (best < 0 || suit_use[s] < suit_use[best]))
                best = s;
        rank_suits[ranks[i]] |= 1 << best;
        suit_use[best]++;
        cards[i] = (uint8_t)(ranks[i] * 4 + best);
    }
}

/* Every board rank multiset of nboard cards with every hole rank pair. */
static void test_every_cell(int nboard)
{
    const int nrows = nboard == 5 ? OE_RIVER_BOARDS : OE_TURN_BOARDS;
    unsigned char *row_seen = calloc((size_t)nrows, 1);
    int ranks[5], boards = 0;
    long cells = 0;
    for (int a = 0; a < 13; a++)
        for (int b = a; b < 13; b++)
            for (int c = b; c < 13; c++)
                for (int d = c; d < 13; d++)
                    for (int e = nboard == 5 ? d : 0; e < (nboard == 5 ? 13 : 1); e++) {
                        int count[13] = {0};
                        ranks[0] = a, ranks[1] = b, ranks[2] = c, ranks[3] = d, ranks[4] = e;
                        for (int i = 0; i < nboard; i++)
                            count[ranks[i]]++;
                        if (count[a] > 4 || count[b] > 4 || count[c] > 4 || count[d] > 4 || count[e] > 4)
                            continue;
                        int suit_use[4] = {0}, rank_suits[13] = {0};
                        uint8_t board[5];
                        suit_ranks(ranks, nboard, board, suit_use, rank_suits);
                        uint64_t acc = oe_board_acc(board, nboard);
                        const uint16_t *row = oe_board_row(acc, nboard);
                        const uint16_t *first = nboard == 5 ? oe_river_rows : oe_turn_rows;
                        long index = (long)(row - first) / OE_HOLE_PAIRS;
                        CHECKF(index >= 0 && index < nrows, "board %d %d %d %d %d: row %ld", a, b, c, d, e, index);
                        if (index < 0 || index >= nrows)
                            continue;
                        CHECKF(!row_seen[index], "board %d %d %d %d %d shares row %ld", a, b, c, d, e, index);
                        row_seen[index] = 1;
                        boards++;
                        for (int p = 0; p < 13; p++)
                            for (int q = p; q < 13; q++) {
                                if (count[p] + 1 + (p == q) > 4 || count[q] + 1 + (p == q) > 4)
                                    continue; /* not in one deck */
                                int pr[2] = {p, q}, su[4], rs[13];
                                memcpy(su, suit_use, sizeof su);
                                memcpy(rs, rank_suits, sizeof rs);
                                uint8_t hole[2];
                                suit_ranks(pr, 2, hole, su, rs);
                                int cell = row[oe_hole_pair[hole[0] << 6 | hole[1]]];
                                int want = oracle_omaha_high(hole, 2, board, nboard);
                                CHECKF(cell == want, "board %d %d %d %d %d, pair %d %d: %d, oracle %d",
                                      a, b, c, d, e, p, q, cell, want);
                                /* the pair either way round */
                                CHECKF(oe_hole_pair[hole[0] << 6 | hole[1]] == oe_hole_pair[hole[1] << 6 | hole[0]],
                                      "pair %d %d", p, q);
                                cells++;
                            }
                    }
    CHECKF(boards == nrows, "%d boards of %d cards, expected %d", boards, nboard, nrows);
    printf("%d-card boards: %d rows, %ld cells checked\n", nboard, boards, cells);
    free(row_seen);
}

static void test_random_deals(long deals, int nhole, int nboard)
{
    enum { CHUNK = 1000 };
    uint8_t holes[CHUNK * 6], boards[CHUNK * 5], one[5];
    uint16_t out[CHUNK], shared[CHUNK];
    int want[CHUNK];
    long flushes = 0;
    for (long done = 0; done < deals; done += CHUNK) {
        int m = deals - done < CHUNK ? (int)(deals - done) : CHUNK;
        for (int k = 0; k < m; k++) {
            uint8_t cards[11];
            deal_tilted(cards, nhole + nboard, k & 1, (int)(next() & 3));
            memcpy(holes + k * nhole, cards, (size_t)nhole);
            memcpy(boards + k * nboard, cards + nhole, (size_t)nboard);
            want[k] = oracle_omaha_high(holes + k * nhole, nhole, boards + k * nboard, nboard);
            flushes += want[k] >= 323 && want[k] < 1600; /* the flush category */
            int got = oe_omaha_high(holes + k * nhole, nhole, boards + k * nboard, nboard);
            CHECKF(got == want[k], "%d hole, %d board, deal %ld: %d, oracle %d", nhole, nboard, done + k,
                  got, want[k]);
        }
        size_t bad = 0;
        CHECKF(oe_batch_high(holes, nhole, boards, nboard, 1, (size_t)m, out, &bad) == OE_OK, "batch");
        for (int k = 0; k < m; k++)
            CHECKF(out[k] == want[k], "batch row %d: %d, oracle %d", k, out[k], want[k]);
        /* one board for every hand: keep only the hands that fit beside it */
        memcpy(one, boards, (size_t)nboard);
        int kept = 0;
        for (int k = 0; k < m; k++) {
            uint64_t seen = 0;
            int where;
            if (oe_check_cards(holes + k * nhole, nhole, &seen, &where) == OE_OK &&
                oe_check_cards(one, nboard, &seen, &where) == OE_OK)
                memmove(holes + kept++ * nhole, holes + k * nhole, (size_t)nhole);
        }
        CHECKF(oe_batch_high(holes, nhole, one, nboard, 0, (size_t)kept, shared, &bad) == OE_OK, "batch one");
        for (int k = 0; k < kept; k++) {
            int w = oracle_omaha_high(holes + k * nhole, nhole, one, nboard);
            CHECKF(shared[k] == w, "shared board row %d: %d, oracle %d", k, shared[k], w);
        }
    }
    printf("%d hole cards, %d board cards: %ld deals compared (%ld flushes)\n", nhole, nboard, deals, flushes);
}

/* A bad row stops the loop there: the rows before it written, in any block. */
static void test_batch_stops_at_bad_row(void)
{
    enum { N = 40 };
    uint8_t holes[N * 4], boards[N * 5];
    uint16_t out[N];
    for (int bad_at = 0; bad_at < N; bad_at += 7) {
        for (int k = 0; k < N; k++) {
            uint8_t cards[9];
            deal(cards, 9);
            memcpy(holes + k * 4, cards, 4);
            memcpy(boards + k * 5, cards + 4, 5);
        }
        boards[bad_at * 5 + 2] = 52;
        memset(out, 0, sizeof out);
        size_t bad = 99;
        CHECKF(oe_batch_high(holes, 4, boards, 5, 1, N, out, &bad) == OE_ERR_RANGE && bad == (size_t)bad_at,
              "bad row %d reported as %zu", bad_at, bad);
        for (int k = 0; k < N; k++) {
            int w = k < bad_at ? oracle_omaha_high(holes + k * 4, 4, boards + k * 5, 5) : 0;
            CHECKF(out[k] == w, "row %d of %d before bad row %d", k, out[k], bad_at);
        }
    }
    size_t bad = 99;
    CHECKF(oe_batch_high(holes, 2, boards, 8, 1, 1, out, &bad) == OE_ERR_TOO_MANY && bad == 0, "8-card board");
    CHECKF(oe_batch_low(holes, 2, boards, 5, 1, 1, (uint8_t *)out, &bad) == OE_ERR_TOO_MANY, "Hold'em low");
    CHECKF(oe_batch_low(holes, 1, boards, 5, 1, 1, (uint8_t *)out, &bad) == OE_ERR_TOO_MANY, "1-card rows");
}

/* The Monte Carlo sampler's river places against the river rows: in every
   row, two pairs' places compare as their values do, and a place carries
   OE_PLACE_UNDER_FLUSH exactly when its value is worse than every flush
   (on the standard scale the worst flush, 7-5-4-3-2, is 1,599). */
#define WORST_FLUSH 1599
static void test_river_places(void)
{
    for (int row = 0; row < OE_RIVER_BOARDS; row++) {
        const uint16_t *v = oe_river_rows + (size_t)row * OE_HOLE_PAIRS;
        const uint8_t *pl = oe_river_places + (size_t)row * OE_HOLE_PAIRS;
        for (int p = 0; p < OE_HOLE_PAIRS; p++) {
            CHECKF((pl[p] >= OE_PLACE_UNDER_FLUSH) == (v[p] > WORST_FLUSH), "row %d pair %d: place %d, value %d",
                  row, p, pl[p], v[p]);
            for (int q = 0; q < OE_HOLE_PAIRS; q++)
                CHECKF((pl[p] < pl[q]) == (v[p] < v[q]) && (pl[p] == pl[q]) == (v[p] == v[q]),
                      "row %d pairs %d %d: places %d %d, values %d %d", row, p, q, pl[p], pl[q], v[p], v[q]);
        }
    }
}

int main(int argc, char **argv)
{
    long deals = argc > 1 ? atol(argv[1]) : 100000;
    test_every_cell(5);
    test_every_cell(4);
    test_river_places();
    for (int nhole = 4; nhole <= 6; nhole++)
        for (int nboard = 4; nboard <= 5; nboard++)
            test_random_deals(deals, nhole, nboard);
    test_batch_stops_at_bad_row();
    if (failures) {
        fprintf(stderr, "%d failed\n", failures);
        return 1;
    }
    printf("board rows: all checks passed\n");
    return 0;
}
