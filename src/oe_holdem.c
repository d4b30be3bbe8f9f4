#include "oe_holdem.h"
#include "oe_cards.h"
#include "oe_tables.h"

int oe_rank5(int c0, int c1, int c2, int c3, int c4)
{
    if ((((c0 ^ c1) | (c0 ^ c2) | (c0 ^ c3) | (c0 ^ c4)) & 3) == 0) {
        return oe_flush[(1 << OE_RANK(c0)) | (1 << OE_RANK(c1)) | (1 << OE_RANK(c2)) |
                        (1 << OE_RANK(c3)) | (1 << OE_RANK(c4))];
    }
    int row = oe_pair_row[OE_RANK(c0) * 13 + OE_RANK(c1)];
    int col = oe_tri_index[oe_tri_key[OE_RANK(c2)] + oe_tri_key[OE_RANK(c3)] + oe_tri_key[OE_RANK(c4)]];
    return oe_pair_triple[row + col];
}

/* With five or more cards of one suit among seven, neither quads nor a full
   house is possible, so the flush (or straight flush) is the answer. */
int oe_rank7(const uint8_t c[7])
{
    uint64_t acc = OE_SUIT_SEED7;
    for (int i = 0; i < 7; i++)
        acc += oe_card_word7[c[i]];
    uint32_t flush = (uint32_t)(acc >> 32) & 0x8888u;
    if (flush) {
        int suit = (flush & 0x8u) ? 0 : (flush & 0x80u) ? 1 : (flush & 0x800u) ? 2 : 3;
        int mask = 0;
        for (int i = 0; i < 7; i++)
            if (OE_SUIT(c[i]) == suit)
                mask |= 1 << OE_RANK(c[i]);
        return oe_flush[mask];
    }
    return oe_nf7[oe_hash7_hi[(acc >> 16) & 0xFFFF] + oe_hash7_lo[acc & 0xFFFF]];
}

/* Calls visit(five positions) for every 5-subset of n (5..7) positions. */
#define FOR_EACH_FIVE(n, body)                                                   \
    for (int a = 0; a < (n); a++)                                                \
        for (int b = a + 1; b < (n); b++)                                        \
            for (int c = b + 1; c < (n); c++)                                    \
                for (int d = c + 1; d < (n); d++)                                \
                    for (int e = d + 1; e < (n); e++) { body }

int oe_holdem_high(const uint8_t *cards, int n)
{
    if (n == 7)
        return oe_rank7(cards);
    int best = 0xFFFF;
    FOR_EACH_FIVE(n, {
        int v = oe_rank5(cards[a], cards[b], cards[c], cards[d], cards[e]);
        if (v < best)
            best = v;
    })
    return best;
}

int oe_holdem_best(const uint8_t *cards, int n, uint8_t used[5])
{
    int best = 0xFFFF;
    FOR_EACH_FIVE(n, {
        int v = oe_rank5(cards[a], cards[b], cards[c], cards[d], cards[e]);
        if (v < best) {
            best = v;
            used[0] = (uint8_t)a; used[1] = (uint8_t)b; used[2] = (uint8_t)c;
            used[3] = (uint8_t)d; used[4] = (uint8_t)e;
        }
    })
    return best;
}
