#include "oe_batch.h"
#include "oe_cards.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include <string.h>

int oe_batch_check(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                   int board_step, size_t n, size_t *bad_row)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t seen = 0;
        int bad, err = oe_check_cards(holes + i * (size_t)nhole, nhole, &seen, &bad);
        if (err == OE_OK)
            err = oe_check_cards(boards + i * (size_t)board_step * (size_t)nboard, nboard, &seen, &bad);
        if (err != OE_OK) {
            *bad_row = i;
            return err;
        }
    }
    return OE_OK;
}

void oe_batch_high(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                   int board_step, size_t n, uint16_t *out)
{
    size_t bstride = (size_t)board_step * (size_t)nboard;
    if (nhole == 2) {
        uint8_t cards[7];
        for (size_t i = 0; i < n; i++) {
            memcpy(cards, holes + 2 * i, 2);
            memcpy(cards + 2, boards + i * bstride, (size_t)nboard);
            out[i] = (uint16_t)oe_holdem_high(cards, 2 + nboard);
        }
        return;
    }
    for (size_t i = 0; i < n; i++)
        out[i] = (uint16_t)oe_omaha_high(holes + i * (size_t)nhole, nhole, boards + i * bstride, nboard);
}

void oe_batch_low(const uint8_t *holes, int nhole, const uint8_t *boards, int nboard,
                  int board_step, size_t n, uint8_t *out)
{
    size_t bstride = (size_t)board_step * (size_t)nboard;
    for (size_t i = 0; i < n; i++)
        out[i] = (uint8_t)oe_omaha_low(holes + i * (size_t)nhole, nhole, boards + i * bstride, nboard);
}
