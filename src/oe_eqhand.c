#include "oe_eqhand.h"
#include <string.h>

void oe_eqhand_prepare(oe_eqhand *h, const uint8_t *cards, int nhole)
{
    memset(h->nsuited, 0, sizeof h->nsuited);
    memset(h->suit_mask, 0, sizeof h->suit_mask);
    h->rank_word = 0;
    h->low_set = 0;
    h->mask = 0;
    h->nhole = nhole;
    for (int i = 0; i < nhole; i++) {
        int s = OE_SUIT(cards[i]), r = OE_RANK(cards[i]);
        h->suited[s][h->nsuited[s]++] = 1 << r;
        h->suit_mask[s] |= 1 << r;
        h->rank_word += (uint32_t)oe_card_word7[cards[i]];
        h->low_set |= oe_low_bit[r];
        h->mask |= 1ull << cards[i];
        h->cards[i] = cards[i];
    }
}
