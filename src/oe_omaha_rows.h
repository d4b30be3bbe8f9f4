/* Omaha turn and river by board rank multiset: the pieces that the
   single-hand path (oe_omaha.c) and the batch loop (oe_batch.c) share.
   Inline because they are the hot path; internal to the core.

   A board's cards add up to one 64-bit accumulator (rank keys and suit
   counts, see oe_board_tables.h); its rank keys select one row of 91 values,
   the best non-flush hand of each hole rank pair with any three board cards.
   A hand is then the minimum over its hole pairs in that row, and the flush
   check. Cards must be valid (0..51) and distinct.

   The rows (1.45 MB) are generated into the sources by src/gen_tables.py,
   not built at import: building them costs about 2 ms of CPU and 1.45 MB
   of private memory per process, and a once-only initialisation; the
   generator's comment has the measurements. */
#ifndef OE_OMAHA_ROWS_H
#define OE_OMAHA_ROWS_H
#include "oe_board_tables.h"
#include "oe_cards.h"
#include "oe_flush.h"
#include <stdint.h>

static inline uint64_t oe_board_acc(const uint8_t *board, int nboard)
{
    uint64_t acc = 0;
    for (int b = 0; b < nboard; b++)
        acc += oe_board_word[board[b]];
    return acc;
}

/* The row of a 4- or 5-card board from its accumulator. */
static inline const uint16_t *oe_board_row(uint64_t acc, int nboard)
{
    unsigned hi = (unsigned)(acc >> 16) & 0xFFFF, lo = (unsigned)acc & 0xFFFF;
    unsigned row = nboard == 5 ? (unsigned)oe_river_hi[hi] + oe_river_lo[lo]
                               : (unsigned)oe_turn_hi[hi] + oe_turn_lo[lo];
    return (nboard == 5 ? oe_river_rows : oe_turn_rows) + (size_t)row * OE_HOLE_PAIRS;
}

/* The least entry of the hole's pairs in a row of T: oe_row_best, the best
   non-flush value in a board row (uint16_t), and oe_place_best, the best
   place in a row of river places (uint8_t, the Monte Carlo sampler's). */
#define OE_DEFINE_ROW_BEST(name, T)                                               \
    static inline int name(const T *row, const uint8_t *hole, const int nhole)    \
    {                                                                             \
        unsigned c[6], first[6];                                                  \
        for (int i = 0; i < nhole; i++) { /* each card read once */              \
            c[i] = hole[i];                                                       \
            first[i] = c[i] << 6;                                                 \
        }                                                                         \
        int best = 0xFFFF;                                                        \
        for (int i = 0; i < nhole; i++)                                           \
            for (int j = i + 1; j < nhole; j++) {                                 \
                int v = row[oe_hole_pair[first[i] | c[j]]];                       \
                best = v < best ? v : best;                                       \
            }                                                                     \
        return best;                                                              \
    }
OE_DEFINE_ROW_BEST(oe_row_best, uint16_t)
OE_DEFINE_ROW_BEST(oe_place_best, uint8_t)

/* The best flush, or 0xFFFF. suit_count holds 4 bits per suit (bits 32..47
   of the accumulator). A flush needs three board and two hole cards of one
   suit; with at most five board cards only one suit can have three. */
static inline int oe_omaha_flush(const uint8_t *hole, const int nhole, const uint8_t *board,
                                 const int nboard, unsigned suit_count)
{
    /* adding 1 to a nibble sets its bit 2 exactly for counts 3, 4 and 5;
       adding 2 sets bit 2 or 3 exactly for counts 2 to 6. So a suit with
       three board and two hole cards is found without a branch on either
       (on random deals the board alone has three of a suit 40 % of the
       time, a branch the processor cannot predict; both, about 10 %). */
    unsigned hole_count = 0;
    for (int i = 0; i < nhole; i++)
        hole_count += 1u << (4 * OE_SUIT(hole[i]));
    unsigned two = hole_count + 0x2222;
    unsigned three = (suit_count + 0x1111) & 0x4444;
    if (!(three & (two | two >> 1)))
        return 0xFFFF;
    int suit = (three & 0x4) ? 0 : (three & 0x40) ? 1 : (three & 0x400) ? 2 : 3;
    int hr[6], br[5], nh = 0, nb = 0;
    for (int i = 0; i < nhole; i++) {
        hr[nh] = 1 << OE_RANK(hole[i]);
        nh += OE_SUIT(hole[i]) == suit; /* keep the card only if suited */
    }
    if (nh < 2)
        return 0xFFFF;
    for (int b = 0; b < nboard; b++) {
        br[nb] = 1 << OE_RANK(board[b]);
        nb += OE_SUIT(board[b]) == suit;
    }
    return oe_best_flush(hr, nh, br, nb);
}

/* A whole turn or river hand (nboard 4 or 5, nhole 4..6). */
static inline int oe_omaha_rows_high(const uint8_t *hole, const int nhole, const uint8_t *board,
                                     const int nboard)
{
    uint64_t acc = oe_board_acc(board, nboard);
    int best = oe_row_best(oe_board_row(acc, nboard), hole, nhole);
    int flush = oe_omaha_flush(hole, nhole, board, nboard, (unsigned)(acc >> 32));
    return flush < best ? flush : best;
}

#endif
