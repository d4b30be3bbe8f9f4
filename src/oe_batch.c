#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include <string.h>

/* OE_OK if the row's cards are all valid and distinct. */
static int check_row(const uint8_t *hole, int nhole, const uint8_t *board, int nboard)
{
    uint64_t seen = 0;
    int bad, err = oe_check_cards(hole, nhole, &seen, &bad);
    return err != OE_OK ? err : oe_check_cards(board, nboard, &seen, &bad);
}

int oe_batch_high(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                  int board_step, size_t n, uint16_t *out, size_t *bad_row)
{
    size_t bstride = (size_t)board_step * (size_t)nboard;
    uint8_t cards[7];
    for (size_t i = 0; i < n; i++) {
        const uint8_t *hole = holes + i * (size_t)nhole, *board = boards + i * bstride;
        int err = check_row(hole, nhole, board, nboard);
        if (err != OE_OK) {
            *bad_row = i;
            return err;
        }
        if (nhole == 2) {
            memcpy(cards, hole, 2);
            memcpy(cards + 2, board, (size_t)nboard);
            out[i] = (uint16_t)oe_holdem_high(cards, 2 + nboard);
        } else {
            out[i] = (uint16_t)oe_omaha_high(hole, nhole, board, nboard);
        }
    }
    return OE_OK;
}

int oe_batch_low(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                 int board_step, size_t n, uint8_t *out, size_t *bad_row)
{
    size_t bstride = (size_t)board_step * (size_t)nboard;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *hole = holes + i * (size_t)nhole, *board = boards + i * bstride;
        int err = check_row(hole, nhole, board, nboard);
        if (err != OE_OK) {
            *bad_row = i;
            return err;
        }
        out[i] = (uint8_t)oe_omaha_low(hole, nhole, board, nboard);
    }
    return OE_OK;
}
