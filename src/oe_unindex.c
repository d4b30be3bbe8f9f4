/* Canonical hand indexing, index to deal: the canonical deal of an index
   (see oe_index.h for the method). */
#include "oe_index.h"

#include "oe_cards.h"
#include "oe_index_math.h"

/* Deals per class: 24 over the suit permutations that fix the deal (those
   that swap suits of equal keys). */
static uint32_t class_size(const uint64_t *key)
{
    uint32_t fixed = 1;
    for (int p = 0; p < 4;) {
        int k = 1;
        while (p + k < 4 && key[p + k] == key[p])
            k++;
        fixed *= (uint32_t)(k == 4 ? 24 : k == 3 ? 6 : k); /* k! */
        p += k;
    }
    return 24 / fixed;
}

/* The largest y in [lo, hi] with choose(y, k) <= target (choose(lo, k) is 0). */
static uint64_t largest_below(uint64_t target, int k, uint64_t lo, uint64_t hi)
{
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo + 1) / 2;
        if (choose(mid, k) <= target)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

/* One suit's rank sets per group from its code and number. */
static void suit_sets(const oe_ix_round *r, int code, uint64_t x, uint32_t *sets /* [ngroups] */)
{
    int m[OE_IX_MAX_GROUPS], before[OE_IX_MAX_GROUPS];
    uint32_t idx[OE_IX_MAX_GROUPS], used = 0;
    decode(r, code, m);
    for (int g = 0, nused = 0; g < r->ngroups; nused += m[g], g++)
        before[g] = nused;
    for (int g = r->ngroups - 1; g >= 0; g--) {
        uint32_t n = BINOM[r->nranks - before[g]][m[g]];
        idx[g] = (uint32_t)(x % n);
        x /= n;
    }
    for (int g = 0; g < r->ngroups; g++) {
        uint32_t set = 0, left = idx[g];
        int pos = r->nranks - before[g]; /* positions among the free ranks */
        for (int j = m[g]; j >= 1; j--) {
            do
                pos--;
            while (BINOM[pos][j] > left);
            left -= BINOM[pos][j];
            /* the pos-th free rank (counting from 0) */
            int rank = -1;
            for (int seen = -1; seen < pos;)
                if (!(used >> ++rank & 1u))
                    seen++;
            set |= 1u << rank;
        }
        sets[g] = set;
        used |= set;
    }
}

void oe_ix_unindex(const oe_ix_round *r, uint64_t index, uint8_t *cards, uint32_t *size)
{
    uint32_t lo = 0, hi = r->nshapes - 1;
    while (lo < hi) { /* the last shape whose offset <= index */
        uint32_t mid = lo + (hi - lo + 1) / 2;
        if (r->shapes[mid].offset <= index)
            lo = mid;
        else
            hi = mid - 1;
    }
    const oe_ix_shape *shape = &r->shapes[lo];
    uint64_t rem = index - shape->offset, key[4];
    for (int p = 0; p < 4; p += shape->run_len[p]) {
        int k = shape->run_len[p];
        uint64_t ms = rem / shape->mult[p], top = r->suit_count[shape->codes[p]] + (uint64_t)k - 1;
        rem %= shape->mult[p];
        for (int i = 0; i < k; i++) {
            int j = k - i;
            uint64_t y = largest_below(ms, j, (uint64_t)(j - 1), top - 1);
            ms -= choose(y, j);
            key[p + i] = (uint64_t)shape->codes[p] << X_BITS | (y - (uint64_t)(j - 1));
            top = y;
        }
    }
    uint32_t sets[4][OE_IX_MAX_GROUPS];
    for (int p = 0; p < 4; p++) /* the largest key to spades, then hearts ... */
        suit_sets(r, (int)(key[p] >> X_BITS), key[p] & X_MASK, sets[3 - p]);
    int n = 0;
    for (int g = 0; g < r->ngroups; g++)
        for (int card = 0; card < 4 * r->nranks; card++)
            if (sets[card & 3][g] >> (card >> 2) & 1u)
                cards[n++] = (uint8_t)card;
    if (size != NULL)
        *size = class_size(key);
}

int oe_ix_unindex_rows(const oe_ix_round *r, const uint64_t *index, size_t n, uint8_t *cards, uint8_t *sizes,
                       size_t *bad_row)
{
    for (size_t i = 0; i < n; i++) {
        uint32_t size;
        uint64_t ix = ((const volatile uint64_t *)index)[i]; /* read once: the array may change meanwhile */
        if (ix >= r->count) {
            *bad_row = i;
            return OE_IX_ERR_ARGUMENT;
        }
        oe_ix_unindex(r, ix, cards + i * (size_t)r->ncards, &size);
        if (sizes != NULL)
            sizes[i] = (uint8_t)size;
    }
    return OE_OK;
}
