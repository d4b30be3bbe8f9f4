/* Orderings of starting hands: see oe_range_ordering.h. */
#include "oe_range_ordering.h"
#include "oe_range.h"

#include <stdlib.h>
#include <string.h>

static int fail_memory(oe_range_ordering *o, oe_range_error *err)
{
    oe_rl_ordering_free(o);
    return oe_range_fail(err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
}

static oe_range_ordering *make(int k, uint64_t nhands, uint32_t nclasses)
{
    oe_range_ordering *o = (oe_range_ordering *)calloc(1, sizeof *o);
    if (!o) return NULL;
    o->k = k;
    o->nhands = nhands;
    o->nclasses = nclasses;
    o->index = (uint32_t *)malloc((size_t)(nhands ? nhands : 1) * sizeof *o->index);
    o->cumulative = (uint64_t *)malloc((size_t)(nclasses ? nclasses : 1) * sizeof *o->cumulative);
    if (!o->index || !o->cumulative) {
        oe_rl_ordering_free(o);
        return NULL;
    }
    return o;
}

void oe_rl_ordering_free(oe_range_ordering *o)
{
    if (!o) return;
    free(o->index);
    free(o->cumulative);
    free(o);
}

int oe_rl_ordering_from_hands(int k, const uint8_t *hands, uint64_t n, const uint64_t *class_sizes,
                              uint32_t nclasses, oe_range_ordering **out, oe_range_error *err)
{
    *out = NULL;
    if (k < 2 || k > OE_RANGE_MAX_HOLE)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "an ordering of %d-card hands: expected 2 to 6 cards", k);
    if ((n && !hands) || (nclasses && !class_sizes))
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "an ordering's hands or class sizes are NULL");
    uint64_t sum = 0;
    for (uint32_t c = 0; c < nclasses; c++) sum += class_sizes[c];
    if (sum != n)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0,
                             "an ordering's class sizes add up to %llu, but it lists %llu hands",
                             (unsigned long long)sum, (unsigned long long)n);
    if (n > oe_range_size(k) * 64)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "an ordering of %llu hands: too many",
                             (unsigned long long)n);
    oe_range_ordering *o = make(k, n, nclasses);
    if (!o) return fail_memory(o, err);
    for (uint64_t i = 0; i < n; i++) {
        int64_t index = oe_range_index(hands + i * (uint64_t)k, k);
        if (index < 0) {
            oe_rl_ordering_free(o);
            return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0,
                                 "row %llu of an ordering's hands has a card outside 0..51 or a repeated card",
                                 (unsigned long long)i);
        }
        o->index[i] = (uint32_t)index;
    }
    uint64_t run = 0;
    for (uint32_t c = 0; c < nclasses; c++) o->cumulative[c] = run += class_sizes[c];
    *out = o;
    return OE_RANGE_OK;
}

/* The 24 relabellings of the four suits. */
static void suit_permutations(uint8_t perm[24][4])
{
    int m = 0;
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++)
            for (int c = 0; c < 4; c++)
                for (int d = 0; d < 4; d++)
                    if (a != b && a != c && a != d && b != c && b != d && c != d) {
                        perm[m][0] = (uint8_t)a; perm[m][1] = (uint8_t)b;
                        perm[m][2] = (uint8_t)c; perm[m][3] = (uint8_t)d;
                        m++;
                    }
}

int oe_rl_ordering_read(const uint8_t *data, size_t len, oe_range_ordering **out, oe_range_error *err)
{
    *out = NULL;
    if (!data || len < OE_RL_ORDERING_HEADER || memcmp(data, OE_RL_ORDERING_MAGIC, 8) != 0)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0,
                             "not an ordering: expected the header " OE_RL_ORDERING_MAGIC);
    int k = data[8];
    uint32_t nclasses = (uint32_t)data[12] | (uint32_t)data[13] << 8 | (uint32_t)data[14] << 16 |
                        (uint32_t)data[15] << 24;
    if (k < 2 || k > OE_RANGE_MAX_HOLE)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "an ordering of %d-card hands: expected 2 to 6 cards", k);
    uint64_t total = oe_range_size(k);
    if (nclasses > total || (uint64_t)(len - OE_RL_ORDERING_HEADER) != (uint64_t)nclasses * (uint64_t)k)
        return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0,
                             "an ordering of %u classes of %d cards needs %llu bytes after its header, got %llu",
                             nclasses, k, (unsigned long long)nclasses * (unsigned long long)k,
                             (unsigned long long)(len - OE_RL_ORDERING_HEADER));
    /* at most every hand once: count first, then fill */
    oe_range_ordering *o = make(k, total, nclasses);
    uint8_t *seen = (uint8_t *)calloc((size_t)(total / 8 + 1), 1);
    if (!o || !seen) {
        free(seen);
        return fail_memory(o, err);
    }
    uint8_t perm[24][4];
    suit_permutations(perm);
    const uint8_t *rep = data + OE_RL_ORDERING_HEADER;
    uint64_t listed = 0;
    for (uint32_t c = 0; c < nclasses; c++, rep += k) {
        if (oe_range_index(rep, k) < 0) {
            free(seen);
            oe_rl_ordering_free(o);
            return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0,
                                 "class %u of the ordering has a card outside 0..51 or a repeated card", c);
        }
        uint64_t before = listed;
        for (int m = 0; m < 24; m++) {
            uint8_t hand[OE_RANGE_MAX_HOLE];
            for (int j = 0; j < k; j++) hand[j] = (uint8_t)((rep[j] & ~3) | perm[m][rep[j] & 3]);
            uint64_t index = (uint64_t)oe_range_index(hand, k);
            if (seen[index >> 3] >> (index & 7) & 1) {
                if (listed == before) { /* the class's first hand: the whole class came before */
                    free(seen);
                    oe_rl_ordering_free(o);
                    return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0,
                                         "class %u of the ordering is listed twice", c);
                }
                continue; /* a relabelling that gives a hand of this class again */
            }
            seen[index >> 3] |= (uint8_t)(1u << (index & 7));
            o->index[listed++] = (uint32_t)index;
        }
        o->cumulative[c] = listed;
    }
    free(seen);
    o->nhands = listed;
    *out = o;
    return OE_RANGE_OK;
}

uint64_t oe_rl_ordering_top(const oe_range_ordering *o, double percent, uint64_t total)
{
    double limit = percent / 100.0 * (double)total + 1e-9;
    /* the classes whose running count stays within the limit (the running
       count only grows: a binary search) */
    uint32_t lo = 0, hi = o->nclasses;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if ((double)o->cumulative[mid] <= limit) lo = mid + 1;
        else hi = mid;
    }
    return lo ? o->cumulative[lo - 1] : 0;
}
