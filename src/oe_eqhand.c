#include "oe_eqhand.h"
#include <string.h>

void oe_eqhand_prepare(oe_eqhand *h, const uint8_t *cards, int nhole, int with_triples)
{
    memset(h->nsuited, 0, sizeof h->nsuited);
    memset(h->suit_mask, 0, sizeof h->suit_mask);
    h->rank_word = 0;
    h->low_set = 0;
    h->mask = 0;
    h->nhole = nhole;
    h->has_triples = nhole > 2 && with_triples;
    for (int i = 0; i < nhole; i++) {
        int s = OE_SUIT(cards[i]), r = OE_RANK(cards[i]);
        h->suited[s][h->nsuited[s]++] = 1 << r;
        h->suit_mask[s] |= 1 << r;
        h->rank_word += (uint32_t)oe_card_word7[cards[i]];
        h->low_set |= oe_low_bit[r];
        h->mask |= 1ull << cards[i];
        h->cards[i] = cards[i];
    }
    if (nhole == 2 || !with_triples)
        return;
    /* Each triple's best over the hand's rank pairs: C(nhole, 2) rows. */
    uint16_t rows[15];
    int np = 0;
    for (int i = 0; i < nhole; i++)
        for (int j = i + 1; j < nhole; j++)
            rows[np++] = oe_pair_row[OE_RANK(cards[i]) * 13 + OE_RANK(cards[j])];
    for (int t = 0; t < OE_NTRIPLES; t++) {
        int best = 0xFFFF;
        for (int r = 0; r < np; r++) {
            int v = oe_pair_triple[rows[r] + t];
            best = v < best ? v : best;
        }
        h->by_triple[t] = (uint16_t)best;
    }
}
