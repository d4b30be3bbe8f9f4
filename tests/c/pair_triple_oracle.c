/* The Omaha high evaluator as it was before the board-row tables: for every
   board size, each hole rank pair against each board rank triple in the
   pair x triple table, and the flush check; the same code and dispatch as
   src/oe_omaha.c had. Kept here, unchanged, as the oracle that
   tests/c/board_rows_test.c holds the board-row path to, and as "before"
   in bench/c_bench.c. */
#include "pair_triple_oracle.h"
#include "oe_cards.h"
#include "oe_flush.h"
#include "oe_tables.h"

#if defined(__GNUC__) || defined(__clang__)
#define OE_ALWAYS_INLINE static inline __attribute__((always_inline))
#elif defined(_MSC_VER)
#define OE_ALWAYS_INLINE static __forceinline
#else
#define OE_ALWAYS_INLINE static inline
#endif

/* Without flushes the value of two hole plus three board cards depends only
   on their ranks: one lookup in the pair x triple table. Rows (hole pairs)
   and columns (board triples) are computed once, then every combination is
   a single load; nhole and nboard are constants after inlining, so the loops
   unroll. A flush needs three board and two hole cards of one suit; with at
   most five board cards only one suit can have three, so it is checked once. */
OE_ALWAYS_INLINE int omaha_high(const uint8_t *hole, const int nhole,
                                const uint8_t *board, const int nboard)
{
    uint16_t rows[15], cols[10];
    int key[5], np = 0, nt = 0;
    for (int i = 0; i < nhole; i++)
        for (int j = i + 1; j < nhole; j++)
            rows[np++] = oe_pair_row[OE_RANK(hole[i]) * 13 + OE_RANK(hole[j])];
    for (int a = 0; a < nboard; a++)
        key[a] = oe_tri_key[OE_RANK(board[a])];
    for (int a = 0; a < nboard; a++)
        for (int b = a + 1; b < nboard; b++)
            for (int c = b + 1; c < nboard; c++)
                cols[nt++] = oe_tri_index[key[a] + key[b] + key[c]];
    int best = 0xFFFF;
    for (int p = 0; p < np; p++)
        for (int t = 0; t < nt; t++) {
            int v = oe_pair_triple[rows[p] + cols[t]];
            best = v < best ? v : best;
        }

    int suit_count = 0; /* 4 bits per suit */
    for (int b = 0; b < nboard; b++)
        suit_count += 1 << (4 * OE_SUIT(board[b]));
    /* adding 1 to a nibble sets its bit 2 exactly for counts 3, 4 and 5 */
    int three = (suit_count + 0x1111) & 0x4444;
    if (!three)
        return best;
    int suit = (three & 0x4) ? 0 : (three & 0x40) ? 1 : (three & 0x400) ? 2 : 3;
    int hr[6], br[5], nh = 0, nb = 0;
    for (int i = 0; i < nhole; i++) {
        hr[nh] = 1 << OE_RANK(hole[i]);
        nh += OE_SUIT(hole[i]) == suit; /* keep the card only if suited */
    }
    if (nh < 2)
        return best;
    for (int b = 0; b < nboard; b++) {
        br[nb] = 1 << OE_RANK(board[b]);
        nb += OE_SUIT(board[b]) == suit;
    }
    int flush = oe_best_flush(hr, nh, br, nb);
    return flush < best ? flush : best;
}

#define CASES(nh)                                                  \
    case nh * 8 + 3: return omaha_high(hole, nh, board, 3);        \
    case nh * 8 + 4: return omaha_high(hole, nh, board, 4);        \
    case nh * 8 + 5: return omaha_high(hole, nh, board, 5);

int oracle_omaha_high(const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
{
    switch (nhole * 8 + nboard) {
    CASES(4)
    CASES(5)
    CASES(6)
    default: return omaha_high(hole, nhole < 6 ? nhole : 6, board, nboard < 5 ? nboard : 5);
    }
}
