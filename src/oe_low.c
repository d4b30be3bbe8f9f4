#include "oe_low.h"
#include "oe_cards.h"
#include "oe_omaha.h"
#include "oe_tables.h"

const uint8_t oe_low_bit[13] = {2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 1};

static int low_set(const uint8_t *cards, int n)
{
    int set = 0;
    for (int i = 0; i < n; i++)
        set |= oe_low_bit[OE_RANK(cards[i])];
    return set;
}

/* Which two hole ranks and three board ranks may play depends only on the
   sets of low ranks each side holds: one lookup in a 256 x 256 table. */
int oe_omaha_low(const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
{
    return oe_low[low_set(hole, nhole) << 8 | low_set(board, nboard)];
}

int oe_omaha_hilo(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, int *low)
{
    *low = oe_omaha_low(hole, nhole, board, nboard);
    return oe_omaha_high(hole, nhole, board, nboard);
}

/* Position of the first card whose rank has low bit `bit`, skipping `skip`. */
static int find_bit(const uint8_t *cards, int n, int bit, int skip)
{
    for (int i = 0; i < n; i++)
        if (i != skip && oe_low_bit[OE_RANK(cards[i])] == bit)
            return i;
    return -1;
}

int oe_omaha_low_best(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                      uint8_t used_hole[2], uint8_t used_board[3])
{
    int low = oe_omaha_low(hole, nhole, board, nboard);
    if (!low)
        return 0;
    /* Recover the split: the hole pair is two bits of the low whose
       remaining three bits are all on the board. */
    int hole_set = low_set(hole, nhole), board_set = low_set(board, nboard);
    for (int x = 1; x < 256; x <<= 1) {
        for (int y = x << 1; y < 256; y <<= 1) {
            int rest = low & ~(x | y);
            if ((low & x) && (low & y) && (hole_set & x) && (hole_set & y) && (board_set & rest) == rest) {
                int h0 = find_bit(hole, nhole, x, -1), h1 = find_bit(hole, nhole, y, -1);
                used_hole[0] = (uint8_t)(h0 < h1 ? h0 : h1);
                used_hole[1] = (uint8_t)(h0 < h1 ? h1 : h0);
                int k = 0;
                for (int i = 0; i < nboard && k < 3; i++) {
                    int bit = oe_low_bit[OE_RANK(board[i])];
                    if ((rest & bit) && find_bit(board, i, bit, -1) < 0)
                        used_board[k++] = (uint8_t)i;
                }
                return low;
            }
        }
    }
    return low; /* not reached: the table only holds reachable lows */
}
