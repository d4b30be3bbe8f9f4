#include "oe_omaha.h"
#include "oe_cards.h"
#include "oe_flush.h"
#include "oe_holdem.h"
#include "oe_omaha_rows.h"
#include "oe_tables.h"
#include "oe_triples.h"

#include "oe_compiler.h"

/* The flop: without flushes the value of two hole plus three board cards
   depends only on their ranks: one lookup in the pair x triple table. Rows
   (hole pairs) and columns (board triples) are computed once, then every
   combination is a single load; nhole and nboard are constants after
   inlining, so the loops unroll. Turn and river boards take one row per
   board rank multiset instead (oe_omaha_rows.h: about 4x fewer
   instructions); tests/c/pair_triple_oracle.c keeps this pair-by-triple
   path for every board as the oracle they are tested against. */
OE_ALWAYS_INLINE int omaha_high(const uint8_t *hole, const int nhole,
                                const uint8_t *board, const int nboard)
{
    uint16_t rows[15], cols[10];
    int np = 0;
    for (int i = 0; i < nhole; i++)
        for (int j = i + 1; j < nhole; j++)
            rows[np++] = oe_pair_row[OE_RANK(hole[i]) * 13 + OE_RANK(hole[j])];
    int nt = oe_triple_columns(board, nboard, cols);
    int best = 0xFFFF;
    for (int p = 0; p < np; p++)
        for (int t = 0; t < nt; t++) {
            int v = oe_pair_triple[rows[p] + cols[t]];
            best = v < best ? v : best;
        }

    unsigned suit_count = 0; /* 4 bits per suit */
    for (int b = 0; b < nboard; b++)
        suit_count += 1u << (4 * OE_SUIT(board[b]));
    int flush = oe_omaha_flush(hole, nhole, board, nboard, suit_count);
    return flush < best ? flush : best;
}

#define CASES(nh)                                                  \
    case nh * 8 + 3: return omaha_high(hole, nh, board, 3);        \
    case nh * 8 + 4: return oe_omaha_rows_high(hole, nh, board, 4); \
    case nh * 8 + 5: return oe_omaha_rows_high(hole, nh, board, 5);

int oe_omaha_high(const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
{
    switch (nhole * 8 + nboard) {
    CASES(4)
    CASES(5)
    CASES(6)
    default: return omaha_high(hole, nhole < 6 ? nhole : 6, board, nboard < 5 ? nboard : 5);
    }
}

int oe_omaha_best(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                  uint8_t used_hole[2], uint8_t used_board[3])
{
    int best = 0xFFFF;
    for (int i = 0; i < nhole; i++)
        for (int j = i + 1; j < nhole; j++)
            for (int a = 0; a < nboard; a++)
                for (int b = a + 1; b < nboard; b++)
                    for (int c = b + 1; c < nboard; c++) {
                        int v = oe_rank5(hole[i], hole[j], board[a], board[b], board[c]);
                        if (v < best) {
                            best = v;
                            used_hole[0] = (uint8_t)i; used_hole[1] = (uint8_t)j;
                            used_board[0] = (uint8_t)a; used_board[1] = (uint8_t)b;
                            used_board[2] = (uint8_t)c;
                        }
                    }
    return best;
}
