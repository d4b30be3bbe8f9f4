#include "oe_class_places.h"
#include "oe_compiler.h"
#include <string.h>

void oe_class_store(uint64_t *records, uint64_t n, int nhole)
{
    for (uint64_t i = 0; i < n; i++) {
        uint8_t *cards = (uint8_t *)(records + 2 * i + 1);
        uint32_t c = oe_rank_class(cards, nhole);
        cards[OE_CLASS_BYTE] = (uint8_t)(c & 0xFF);
        cards[OE_CLASS_BYTE + 1] = (uint8_t)(c >> 8);
    }
}

int oe_class_rows(int nboard)
{
    return nboard == 3 ? OE_HOLE_PAIRS : nboard == 4 ? 13 : 0;
}

/* Scores every class in one river row. Classes are walked in colex order
   (the order of their numbers, so a class's number is its count): the
   ranks after the first, r1 <= r2 <= ..., change slowest, and for each of
   them the first rank runs from 0 to r1. A class's place is the least of
   its pairs' places, so the pairs among r1, r2, ... are taken once for
   all the first ranks, which then add their pairs with r1, r2, ...
   Inlined for a constant nhole, so that its loops unroll. pair is not
   const: C99 -pedantic refuses a plain two-dimensional array passed as a
   const one. */
OE_ALWAYS_INLINE void fill_row(const uint8_t *rowp, uint8_t pair[13][13], const int nhole, uint8_t *out,
                               int stride)
{
    int r[6] = {0};
    uint32_t index = 0;
    for (;;) {
        int rest = 0xFF; /* the least place among the pairs of r1, r2, ... */
        for (int i = 1; i < nhole; i++)
            for (int j = i + 1; j < nhole; j++) {
                int v = rowp[pair[r[i]][r[j]]];
                rest = v < rest ? v : rest;
            }
        for (int first = 0; first <= r[1]; first++) {
            int best = rest;
            for (int i = 1; i < nhole; i++) {
                int v = rowp[pair[first][r[i]]];
                best = v < best ? v : best;
            }
            out[(size_t)index++ * stride] = (uint8_t)best;
        }
        /* the next r1 <= r2 <= ...: raise the first that can rise, and set
           those before it to the lowest */
        int i = 1;
        while (i < nhole && r[i] == (i + 1 < nhole ? r[i + 1] : 12))
            i++;
        if (i == nhole)
            return;
        r[i]++;
        for (int j = 1; j < i; j++)
            r[j] = 0;
    }
}

void oe_class_places(const uint8_t *board, int nboard, int nhole, uint8_t *out)
{
    uint32_t nclass = oe_rank_classes(nhole);
    int rows = oe_class_rows(nboard);
    memset(out, 0xFF, (size_t)rows * nclass);
    uint32_t known = 0;
    int count[13] = {0};
    for (int i = 0; i < nboard; i++) {
        known += (uint32_t)oe_board_word[board[i]];
        count[OE_RANK(board[i])]++;
    }
    uint8_t pair[13][13]; /* rank pair -> its index in a row */
    for (int a = 0; a < 13; a++)
        for (int b = 0; b < 13; b++)
            pair[a][b] = oe_hole_pair[(unsigned)(a * 4) << 6 | (unsigned)(b * 4)];
    /* the cards to come, by rank: one (turn known) or a pair (flop) */
    for (int a = nboard == 3 ? 0 : 12; a < 13; a++)
        for (int b = nboard == 3 ? a : 0; b < 13; b++) {
            int c[13];
            memcpy(c, count, sizeof c);
            c[b]++;
            if (nboard == 3)
                c[a]++;
            if (c[a] > 4 || c[b] > 4)
                continue; /* a board no deck deals */
            uint32_t key = known + (uint32_t)oe_board_word[b * 4] + (nboard == 3 ? (uint32_t)oe_board_word[a * 4] : 0);
            unsigned row = (unsigned)oe_river_hi[key >> 16] + oe_river_lo[key & 0xFFFF];
            unsigned local = nboard == 3 ? pair[a][b] : (unsigned)b;
            const uint8_t *rowp = oe_river_places + (size_t)row * OE_HOLE_PAIRS;
            uint8_t *o = out + local;
            if (nhole == 4)
                fill_row(rowp, pair, 4, o, rows);
            else if (nhole == 5)
                fill_row(rowp, pair, 5, o, rows);
            else
                fill_row(rowp, pair, 6, o, rows);
        }
}
