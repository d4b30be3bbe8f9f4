#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include "oe_omaha_rows.h"
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define OE_ALWAYS_INLINE static inline __attribute__((always_inline))
#define OE_PREFETCH(p) __builtin_prefetch(p)
#else
#define OE_ALWAYS_INLINE static inline
#define OE_PREFETCH(p) ((void)(p))
#endif

/* Rows are handled in blocks: each row is first copied into a local buffer,
   and only the copy is checked and evaluated, so a caller (another thread)
   changing the array meanwhile cannot send a lookup past a table. For turn
   and river boards the first pass over a block also finds each hand's board
   row and prefetches it, so the second pass finds the rows in cache: random
   boards touch a 1.1 MB table, and the prefetches overlap those misses. */
enum { BLOCK = 16, MAX_HOLE = 6, MAX_BOARD = 5 };

struct block {
    uint8_t hole[BLOCK][8], board[BLOCK][8];
    const uint16_t *row[BLOCK];
    unsigned suits[BLOCK];
};

static int valid_shape(int nhole, int nboard)
{
    return (nhole == 2 || (nhole >= 4 && nhole <= MAX_HOLE)) && nboard >= 3 && nboard <= MAX_BOARD;
}

/* OE_OK if the row's cards are all valid and distinct. */
static int check_row(const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
{
    uint64_t seen = 0;
    int bad, err = oe_check_cards(hole, nhole, &seen, &bad);
    return err != OE_OK ? err : oe_check_cards(board, nboard, &seen, &bad);
}

/* Copies up to m rows from `first` on into the block and checks the copies.
   Returns how many leading rows are good; *err is the first bad row's error
   (OE_OK when all m are good). */
static size_t copy_block(struct block *blk, const uint8_t *holes, int nhole, const uint8_t *boards,
                         int nboard, size_t bstride, size_t first, size_t m, int *err)
{
    *err = OE_OK;
    for (size_t k = 0; k < m; k++) {
        size_t i = first + k;
        memcpy(blk->hole[k], holes + i * (size_t)nhole, (size_t)nhole);
        memcpy(blk->board[k], boards + i * bstride, (size_t)nboard);
        int e = check_row(blk->hole[k], nhole, blk->board[k], nboard);
        if (e != OE_OK) {
            *err = e;
            return k;
        }
    }
    return m;
}

/* Turn and river Omaha over one checked block; nhole and nboard are
   constants after inlining. */
OE_ALWAYS_INLINE void rows_block(struct block *blk, size_t m, const int nhole, const int nboard,
                                 uint16_t *out)
{
    for (size_t k = 0; k < m; k++) {
        uint64_t acc = oe_board_acc(blk->board[k], nboard);
        const uint16_t *row = oe_board_row(acc, nboard);
        OE_PREFETCH(row);
        OE_PREFETCH(row + 32);
        OE_PREFETCH(row + 64);
        OE_PREFETCH(row + OE_HOLE_PAIRS - 1);
        blk->row[k] = row;
        blk->suits[k] = (unsigned)(acc >> 32);
    }
    for (size_t k = 0; k < m; k++) {
        int best = oe_row_best(blk->row[k], blk->hole[k], nhole);
        int flush = oe_omaha_flush(blk->hole[k], nhole, blk->board[k], nboard, blk->suits[k]);
        out[k] = (uint16_t)(flush < best ? flush : best);
    }
}

static void eval_block(struct block *blk, size_t m, int nhole, int nboard, uint16_t *out)
{
    switch (nhole * 8 + nboard) {
    case 4 * 8 + 5: rows_block(blk, m, 4, 5, out); return;
    case 5 * 8 + 5: rows_block(blk, m, 5, 5, out); return;
    case 6 * 8 + 5: rows_block(blk, m, 6, 5, out); return;
    case 4 * 8 + 4: rows_block(blk, m, 4, 4, out); return;
    case 5 * 8 + 4: rows_block(blk, m, 5, 4, out); return;
    case 6 * 8 + 4: rows_block(blk, m, 6, 4, out); return;
    default: break;
    }
    for (size_t k = 0; k < m; k++) {
        if (nhole == 2) {
            uint8_t cards[7];
            memcpy(cards, blk->hole[k], 2);
            memcpy(cards + 2, blk->board[k], (size_t)nboard);
            out[k] = (uint16_t)oe_holdem_high(cards, 2 + nboard);
        } else {
            out[k] = (uint16_t)oe_omaha_high(blk->hole[k], nhole, blk->board[k], nboard);
        }
    }
}

int oe_batch_high(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                  int board_step, size_t n, uint16_t *out, size_t *bad_row)
{
    if (!valid_shape(nhole, nboard)) {
        *bad_row = 0;
        return OE_ERR_TOO_MANY;
    }
    size_t bstride = (size_t)board_step * (size_t)nboard;
    struct block blk;
    for (size_t first = 0; first < n; first += BLOCK) {
        size_t m = n - first < BLOCK ? n - first : BLOCK;
        int err;
        size_t good = copy_block(&blk, holes, nhole, boards, nboard, bstride, first, m, &err);
        eval_block(&blk, good, nhole, nboard, out + first);
        if (err != OE_OK) {
            *bad_row = first + good;
            return err;
        }
    }
    return OE_OK;
}

int oe_batch_low(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                 int board_step, size_t n, uint8_t *out, size_t *bad_row)
{
    if (!valid_shape(nhole, nboard) || nhole == 2) {
        *bad_row = 0;
        return OE_ERR_TOO_MANY;
    }
    size_t bstride = (size_t)board_step * (size_t)nboard;
    uint8_t hole[MAX_HOLE], board[MAX_BOARD];
    for (size_t i = 0; i < n; i++) {
        memcpy(hole, holes + i * (size_t)nhole, (size_t)nhole);
        memcpy(board, boards + i * bstride, (size_t)nboard);
        int err = check_row(hole, nhole, board, nboard);
        if (err != OE_OK) {
            *bad_row = i;
            return err;
        }
        out[i] = (uint8_t)oe_omaha_low(hole, nhole, board, nboard);
    }
    return OE_OK;
}
