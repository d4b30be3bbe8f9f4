/* Canonical hand indexing, init: a round's shapes, per-shape terms and
   lookup tables (see oe_index.h for the method). */
#include "oe_index.h"

#include "oe_cards.h"
#include "oe_index_avx2.h"
#include "oe_index_math.h"

#include <stdlib.h>
#include <string.h>

typedef struct builder {
    oe_ix_round *r;
    int rem[OE_IX_MAX_GROUPS];
    uint8_t codes[4];
    size_t cap;
    int err;
} builder;

static void add_shape(builder *b)
{
    oe_ix_round *r = b->r;
    if (r->nshapes == b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 64;
        oe_ix_shape *grown = (oe_ix_shape *)realloc(r->shapes, cap * sizeof *grown);
        if (grown == NULL) {
            b->err = OE_IX_ERR_MEMORY;
            return;
        }
        r->shapes = grown;
        b->cap = cap;
    }
    oe_ix_shape *s = &r->shapes[r->nshapes++];
    memset(s, 0, sizeof *s);
    memcpy(s->codes, b->codes, 4);
    s->offset = r->count;
    for (int p = 0; p < 4;) {
        int k = 1;
        while (p + k < 4 && s->codes[p + k] == s->codes[p])
            k++;
        s->run_len[p] = (uint8_t)k;
        s->run_size[p] = choose(r->suit_count[s->codes[p]] + (uint64_t)k - 1, k);
        p += k;
    }
    uint64_t place = 1; /* the last run is the least significant */
    for (int p = 3; p >= 0; p--) {
        if (s->run_len[p]) {
            s->mult[p] = place;
            place *= s->run_size[p];
        }
    }
    r->count += place;
}

/* Every non-increasing tuple of four codes whose counts add up to the
   group sizes; the last code is what remains. */
static void enumerate(builder *b, int p, int maxcode)
{
    oe_ix_round *r = b->r;
    if (b->err)
        return;
    if (p == 3) {
        int code = 0;
        for (int g = 0; g < r->ngroups; g++)
            code += b->rem[g] * r->radix[g];
        if (code <= maxcode && r->suit_count[code]) {
            b->codes[3] = (uint8_t)code;
            add_shape(b);
        }
        return;
    }
    for (int code = maxcode; code >= 0; code--) {
        int m[OE_IX_MAX_GROUPS], ok = r->suit_count[code] != 0;
        decode(r, code, m);
        for (int g = 0; ok && g < r->ngroups; g++)
            ok = m[g] <= b->rem[g];
        if (!ok)
            continue;
        for (int g = 0; g < r->ngroups; g++)
            b->rem[g] -= m[g];
        b->codes[p] = (uint8_t)code;
        enumerate(b, p + 1, code);
        for (int g = 0; g < r->ngroups; g++)
            b->rem[g] += m[g];
    }
}

/* The tables oe_ix_index reads instead of following the shape's runs and
   probing for it: each shape's terms, and a two-level table from the
   three largest sorted codes to the shape (the fourth is implied: the
   four codes of a round's deals always add up to the same sum, the group
   sizes in the codes' mixed radix). */
static int lookup_tables(oe_ix_round *r)
{
    size_t npairs = (size_t)r->ncodes * (size_t)r->ncodes, slots = 0;
    r->terms = (oe_ix_terms *)calloc(r->nshapes, sizeof *r->terms);
    r->pair_base = (uint32_t *)malloc(npairs * sizeof *r->pair_base);
    if (r->terms == NULL || r->pair_base == NULL)
        return OE_IX_ERR_MEMORY;
    memset(r->pair_base, 0xFF, npairs * sizeof *r->pair_base);
    for (uint32_t i = 0; i < r->nshapes; i++) {
        const oe_ix_shape *s = &r->shapes[i];
        oe_ix_terms *t = &r->terms[i];
        t->offset = s->offset;
        for (int p = 0; p < 4; p += s->run_len[p])
            for (int q = p; q < p + s->run_len[p]; q++) {
                t->coef[q] = s->mult[p];
                t->rem[q] = (uint8_t)(p + s->run_len[p] - q);
            }
        uint32_t *base = &r->pair_base[s->codes[0] * r->ncodes + s->codes[1]];
        if (*base == UINT32_MAX) {
            *base = (uint32_t)slots;
            slots += (size_t)s->codes[1] + 1; /* c2 <= c1 */
        }
    }
    r->pair_shape = (uint32_t *)malloc((slots ? slots : 1) * sizeof *r->pair_shape);
    r->pair_rem = (uint32_t *)calloc(slots ? slots : 1, sizeof *r->pair_rem);
    if (r->pair_shape == NULL || r->pair_rem == NULL)
        return OE_IX_ERR_MEMORY;
    memset(r->pair_shape, 0xFF, (slots ? slots : 1) * sizeof *r->pair_shape);
    for (uint32_t i = 0; i < r->nshapes; i++) {
        const uint8_t *c = r->shapes[i].codes;
        uint32_t slot = r->pair_base[c[0] * r->ncodes + c[1]] + c[2];
        r->pair_shape[slot] = i;
        memcpy(&r->pair_rem[slot], r->terms[i].rem, 4);
    }
    return OE_OK;
}

/* Where a suit's code goes in the AVX2 step's 32-bit key (code << shift |
   number, number < 2^shift), or 0 for the scalar rows loop: no AVX2 here,
   the round's codes and numbers do not fit 32 bits together, a term's
   product does not, or a deal has more than 16 cards. */
static int simd_shift(const oe_ix_round *r)
{
#if defined(OE_IX_HAVE_AVX2)
    int code_bits = 0, shift = 0;
    uint32_t most = 0;
    while ((1 << code_bits) < r->ncodes)
        code_bits++;
    for (int code = 0; code < r->ncodes; code++)
        most = r->suit_count[code] > most ? r->suit_count[code] : most;
    while (shift < 32 && (UINT64_C(1) << shift) < most)
        shift++;
    if (shift == 0)
        shift = 1;
    if (shift + code_bits > 32 || r->ncards > 16 || !oe_ix_avx2_supported()) /* it reads 16 bytes a row */
        return 0;
    /* its terms C(x + k - 1, k) in 32-bit lanes, by the product of the k
       factors: each must fit for the largest x of a code shared by k suits */
    for (uint32_t i = 0; i < r->nshapes; i++)
        for (int q = 0; q < 3; q++) {
            uint64_t x = r->suit_count[r->shapes[i].codes[q]] - 1u, product = 1;
            int k = r->terms[i].rem[q];
            for (int f = 0; k > 1 && f < k; f++) {
                product *= x + (uint64_t)f;
                if (product >> 32)
                    return 0;
            }
        }
    return 32 - code_bits; /* the code as high as it goes: numbers below 2^shift fit under it */
#else
    (void)r;
    return 0;
#endif
}

int oe_ix_round_init(oe_ix_round *r, const uint8_t *groups, int ngroups, int nranks)
{
    memset(r, 0, sizeof *r);
    if (ngroups < 1 || ngroups > OE_IX_MAX_GROUPS || nranks < 1 || nranks > 13)
        return OE_IX_ERR_ARGUMENT;
    r->ngroups = ngroups;
    r->nranks = nranks;
    r->ncodes = 1;
    for (int g = 0; g < ngroups; g++) {
        if (groups[g] < 1)
            return OE_IX_ERR_ARGUMENT;
        r->groups[g] = groups[g];
        r->radix[g] = r->ncodes;
        r->ncodes *= groups[g] + 1;
        r->ncards += groups[g];
        r->group_start[g + 1] = (uint8_t)r->ncards;
        if (r->ncodes > 255 || r->ncards > 4 * nranks)
            return OE_IX_ERR_ARGUMENT;
    }
    { /* deals = product of C(cards left, group size), exactly */
        uint64_t deals = 1;
        int left = 4 * nranks;
        for (int g = 0; g < ngroups; g++) {
            uint64_t c = 1;
            for (int i = 0; i < groups[g]; i++)
                c = c * (uint64_t)(left - i) / (uint64_t)(i + 1);
            /* the classes (at most the deals) and choose()'s products (at
               most four times a count) must fit 64 bits: refuse rounds of
               more than 2^62 deals instead of wrapping */
            if (deals > (UINT64_MAX >> 2) / c)
                return OE_IX_ERR_ARGUMENT;
            deals *= c;
            left -= groups[g];
        }
        r->deals = deals;
    }
    for (uint32_t set = 0; set < 8192; set++) { /* colex number of a rank set, and its size */
        uint32_t idx = 0, j = 0;
        for (int rank = 0; rank < 13; rank++)
            if (set >> rank & 1u)
                idx += BINOM[rank][++j];
        r->colex[set] = (uint16_t)(idx | j << 12);
    }
    for (int card = 0; card < 256; card++)
        r->lane_bit[card] = card < 4 * nranks ? UINT64_C(1) << ((card & 3) * 16 + (card >> 2)) : OE_IX_BAD_BIT;
    for (int code = 0; code < r->ncodes; code++) {
        int m[OE_IX_MAX_GROUPS], used = 0;
        uint32_t n = 1;
        decode(r, code, m);
        for (int g = 0; g < ngroups; g++) {
            if (used + m[g] > nranks) {
                n = 0;
                break;
            }
            n *= BINOM[nranks - used][m[g]];
            used += m[g];
        }
        r->suit_count[code] = n;
    }
    builder b;
    memset(&b, 0, sizeof b);
    b.r = r;
    for (int g = 0; g < ngroups; g++)
        b.rem[g] = groups[g];
    enumerate(&b, 0, r->ncodes - 1);
    if (b.err == 0)
        b.err = lookup_tables(r);
    if (b.err) {
        oe_ix_round_destroy(r);
        return b.err;
    }
    r->simd_shift = simd_shift(r);
    return OE_OK;
}

void oe_ix_round_destroy(oe_ix_round *r)
{
    free(r->shapes);
    free(r->terms);
    free(r->pair_base);
    free(r->pair_shape);
    free(r->pair_rem);
    r->shapes = NULL;
    r->terms = NULL;
    r->pair_base = NULL;
    r->pair_shape = NULL;
    r->pair_rem = NULL;
    r->nshapes = 0;
    r->count = 0;
}

int oe_ix_groups(int game, int by_street, int round, uint8_t *groups)
{
    static const uint8_t board[4] = {0, 3, 4, 5};
    if (round < 0 || round > 3)
        return OE_IX_ERR_ARGUMENT;
    if (game == 7) { /* Courchevel: the first board card comes with the hole cards */
        static const uint8_t street[5] = {5, 1, 2, 1, 1};
        if (by_street) {
            memcpy(groups, street, (size_t)round + 2);
            return round + 2;
        }
        groups[0] = 5;
        groups[1] = round ? board[round] : 1;
        return 2;
    }
    if (game != 2 && (game < 4 || game > 6))
        return OE_IX_ERR_ARGUMENT;
    groups[0] = (uint8_t)game;
    if (by_street) {
        static const uint8_t street[3] = {3, 1, 1};
        memcpy(groups + 1, street, (size_t)round);
        return round + 1;
    }
    groups[1] = board[round];
    return round ? 2 : 1;
}

int oe_ix_init(oe_indexer *ix, int game, int by_street)
{
    uint8_t groups[OE_IX_MAX_GROUPS];
    int err = OE_OK;
    memset(ix, 0, sizeof *ix);
    if (oe_ix_groups(game, by_street, 0, groups) < 0)
        return OE_IX_ERR_ARGUMENT;
    ix->game = game;
    ix->by_street = by_street != 0;
    ix->nrounds = 4;
    for (int round = 0; round < 4 && err == OE_OK; round++)
        err = oe_ix_round_init(&ix->rounds[round], groups, oe_ix_groups(game, by_street, round, groups), 13);
    if (err)
        oe_ix_destroy(ix);
    return err;
}

void oe_ix_destroy(oe_indexer *ix)
{
    for (int i = 0; i < OE_IX_MAX_ROUNDS; i++)
        oe_ix_round_destroy(&ix->rounds[i]);
    ix->nrounds = 0;
}
