/* Canonical hand indexing (see oe_index.h for the method). */
#include "oe_index.h"

#include "oe_cards.h"
#include "oe_index_avx2.h"
#include "oe_compiler.h"

#include <stdlib.h>
#include <string.h>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

/* The bits of set that are not in used, moved down over the used ones
   (set and used disjoint): the set's ranks numbered among the free ranks.
   One step per used rank, lowest first; BMI2's pext does it at once. */
OE_ALWAYS_INLINE uint32_t squeeze(uint32_t set, uint32_t used)
{
#if defined(__BMI2__)
    return _pext_u32(set, ~used);
#else
    while (used) {
        uint32_t below = (used & (0u - used)) - 1u;
        set = (set & below) | ((set >> 1) & ~below);
        used = (used & (used - 1u)) >> 1;
    }
    return set;
#endif
}

/* C(n, k) for n, k <= 13: the rank-set counts of one suit. */
static const uint16_t BINOM[14][14] = {
    {1},
    {1, 1},
    {1, 2, 1},
    {1, 3, 3, 1},
    {1, 4, 6, 4, 1},
    {1, 5, 10, 10, 5, 1},
    {1, 6, 15, 20, 15, 6, 1},
    {1, 7, 21, 35, 35, 21, 7, 1},
    {1, 8, 28, 56, 70, 56, 28, 8, 1},
    {1, 9, 36, 84, 126, 126, 84, 36, 9, 1},
    {1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1},
    {1, 11, 55, 165, 330, 462, 462, 330, 165, 55, 11, 1},
    {1, 12, 66, 220, 495, 792, 924, 792, 495, 220, 66, 12, 1},
    {1, 13, 78, 286, 715, 1287, 1716, 1716, 1287, 715, 286, 78, 13, 1},
};

#define X_BITS 40 /* a suit's key: code << X_BITS | its rank-set number */
#define X_MASK ((UINT64_C(1) << X_BITS) - 1)

/* C(n, k) for k <= 4 (runs of equal suits), exact while the result fits:
   each division is exact, and each product is at most k times the result.
   Constant divisors: the compiler multiplies instead of dividing. */
OE_ALWAYS_INLINE uint64_t choose(uint64_t n, int k)
{
    if (n < (uint64_t)k)
        return 0;
    switch (k) {
    case 0: return 1;
    case 1: return n;
    case 2: return n * (n - 1) / 2;
    case 3: return n * (n - 1) / 2 * (n - 2) / 3;
    default: return n * (n - 1) / 2 * (n - 2) / 3 * (n - 3) / 4;
    }
}

/* ---- init ------------------------------------------------------------- */

typedef struct builder {
    oe_ix_round *r;
    int rem[OE_IX_MAX_GROUPS];
    uint8_t codes[4];
    size_t cap;
    int err;
} builder;

static void decode(const oe_ix_round *r, int code, int *m)
{
    for (int g = 0; g < r->ngroups; g++)
        m[g] = (code / r->radix[g]) % (r->groups[g] + 1);
}

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

/* ---- index ------------------------------------------------------------ */

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

/* A suit's rank set in a mask of 16-bit suit lanes (bit suit * 16 + rank,
   r->lane_bit): a shift and a mask, and no per-suit array is written card
   by card. */
OE_ALWAYS_INLINE uint32_t lane(uint64_t mask, int s) { return (uint32_t)(mask >> (s << 4)) & 0x1FFFu; }

/* Each group's cards as a mask of suit lanes into masks[]; nonzero when a
   card is outside the deck or repeated (the rows loop's test, a few
   instructions per card; oe_ix_index_checked then finds the bad card).
   One loop over the k = r->ncards cards, which the rows loop makes a
   constant, so that the loop unrolls. */
OE_ALWAYS_INLINE int deal_masks(const oe_ix_round *r, const uint8_t *cards, uint64_t *masks, int k)
{
    uint64_t before[4 * 13 + 1], all = 0, dup = 0; /* before[i]: the mask of cards 0 .. i-1 */
    before[0] = 0;
    for (int i = 0; i < k; i++) {
        uint64_t bit = r->lane_bit[cards[i]];
        dup |= all & bit;
        all |= bit;
        before[i + 1] = all;
    }
    for (int g = 0; g < r->ngroups; g++)
        masks[g] = before[r->group_start[g + 1]] ^ before[r->group_start[g]];
    return (dup | (all & OE_IX_BAD_BIT)) != 0;
}

/* The larger key first; the compiler makes it two conditional moves, so
   that the sort takes no branch that random deals would mispredict. */
#define SORT2(a, b)                                                                                \
    do {                                                                                           \
        uint64_t hi_ = (a) > (b) ? (a) : (b), lo_ = (a) > (b) ? (b) : (a);                         \
        (a) = hi_;                                                                                 \
        (b) = lo_;                                                                                 \
    } while (0)

/* C(x + k - 1, k): the term of a suit's number x with k suits of its code
   from its position on (k <= kmax = 4 - position). Every candidate is
   computed and one chosen without a branch: the unchosen ones may wrap,
   the chosen one is exact (x is small whenever suits share a code). */
OE_ALWAYS_INLINE uint64_t run_term(uint64_t x, unsigned k, unsigned kmax)
{
    uint64_t t = x;
    if (kmax >= 2) {
        uint64_t t2 = x * (x + 1) / 2;
        t = k == 2 ? t2 : t;
        if (kmax >= 3) {
            uint64_t t3 = t2 * (x + 2) / 3;
            t = k == 3 ? t3 : t;
            if (kmax >= 4)
                t = k == 4 ? t3 * (x + 3) / 4 : t;
        }
    }
    return t;
}

/* Deals per class by which neighbours of the sorted keys are equal
   (bit 0: keys 0 and 1, bit 1: keys 1 and 2, bit 2: keys 2 and 3):
   24 over the suit permutations that fix the deal. */
static const uint8_t CLASS_SIZE[8] = {24, 12, 12, 4, 12, 6, 4, 1};

/* The index of a deal of valid, distinct cards whose group masks are known. */
OE_ALWAYS_INLINE uint64_t index_masks(const oe_ix_round *r, const uint8_t *cards, const uint64_t *masks, uint32_t *size)
{
    const uint16_t *colex = r->colex; /* also the size of a set: colex[set] >> 12 */
    const uint8_t *c = cards;
    uint64_t used = masks[0], x[4];
    uint32_t code[4], nfree[4];
    /* the first group: nothing used yet, so a set's number is its colex number */
    c += r->groups[0];
    for (int s = 0; s < 4; s++) {
        uint32_t e = colex[lane(used, s)];
        x[s] = e & 0xFFFu;
        code[s] = e >> 12;
        nfree[s] = (uint32_t)r->nranks - code[s];
    }
    /* later groups: each card's rank is numbered among its suit's free
       ranks (rank minus the used ranks below it) */
    for (int g = 1; g < r->ngroups; g++) {
        if (r->groups[g] == 1) { /* a turn or a river: one suit changes */
            int rank = *c >> 2, s = *c & 3;
            x[s] = x[s] * nfree[s] + (uint64_t)(rank - (colex[lane(used, s) & ((1u << rank) - 1u)] >> 12));
            code[s] += (uint32_t)r->radix[g];
            nfree[s]--;
            used |= masks[g];
            c++;
            continue;
        }
        const uint8_t *first = c;
        uint64_t grp = masks[g], idx = 0; /* idx: each suit's number of its set, in its lane */
        c += r->groups[g];
        for (const uint8_t *p = first; p < c; p++) {
            int rank = *p >> 2, s = *p & 3;
            uint32_t below = (1u << rank) - 1u;
            idx += (uint64_t)BINOM[rank - (colex[lane(used, s) & below] >> 12)][1 + (colex[lane(grp, s) & below] >> 12)]
                   << (s << 4);
        }
        for (int s = 0; s < 4; s++) {
            uint32_t m = colex[lane(grp, s)] >> 12;
            x[s] = x[s] * BINOM[nfree[s]][m] + (idx >> (s << 4) & 0xFFFFu);
            code[s] += m * (uint32_t)r->radix[g];
            nfree[s] -= m;
        }
        used |= grp;
    }
    uint64_t k0 = (uint64_t)code[0] << X_BITS | x[0], k1 = (uint64_t)code[1] << X_BITS | x[1],
             k2 = (uint64_t)code[2] << X_BITS | x[2], k3 = (uint64_t)code[3] << X_BITS | x[3];
    SORT2(k0, k1);
    SORT2(k2, k3);
    SORT2(k0, k2);
    SORT2(k1, k3);
    SORT2(k1, k2);
    if (size != NULL)
        *size = CLASS_SIZE[(k0 == k1) | (k1 == k2) << 1 | (k2 == k3) << 2];
    /* the shape from the three largest codes (the fourth is implied) */
    uint32_t c0 = (uint32_t)(k0 >> X_BITS), c1 = (uint32_t)(k1 >> X_BITS), c2 = (uint32_t)(k2 >> X_BITS);
    const oe_ix_terms *t = &r->terms[r->pair_shape[r->pair_base[c0 * (uint32_t)r->ncodes + c1] + c2]];
    return t->offset + t->coef[0] * run_term(k0 & X_MASK, t->rem[0], 4) +
           t->coef[1] * run_term(k1 & X_MASK, t->rem[1], 3) + t->coef[2] * run_term(k2 & X_MASK, t->rem[2], 2) +
           t->coef[3] * (k3 & X_MASK);
}

uint64_t oe_ix_index(const oe_ix_round *r, const uint8_t *cards, uint32_t *size)
{
    uint64_t masks[OE_IX_MAX_GROUPS];
    deal_masks(r, cards, masks, r->ncards);
    return index_masks(r, cards, masks, size);
}

int oe_ix_index_checked(const oe_ix_round *r, const uint8_t *cards, uint64_t *index, uint32_t *size,
                        int *bad)
{
    uint64_t seen = 0;
    for (int i = 0; i < r->ncards; i++) {
        if (cards[i] >= 4 * r->nranks) {
            *bad = i;
            return OE_ERR_RANGE;
        }
        uint64_t bit = UINT64_C(1) << cards[i];
        if (seen & bit) {
            *bad = i;
            return OE_ERR_DUPLICATE;
        }
        seen |= bit;
    }
    *index = oe_ix_index(r, cards, size);
    return OE_OK;
}

/* The rows loop for deals of k cards (a constant where it is inlined). */
OE_ALWAYS_INLINE int index_rows_of(const oe_ix_round *r, const uint8_t *cards, size_t n, uint64_t *out,
                                   uint8_t *sizes, size_t *bad_row, const int k)
{
    for (size_t i = 0; i < n; i++) {
        const uint8_t *row = cards + i * (size_t)k;
        uint64_t masks[OE_IX_MAX_GROUPS];
        uint32_t size;
        if (deal_masks(r, row, masks, k)) {
            int bad, err = oe_ix_index_checked(r, row, &out[i], &size, &bad);
            if (err != OE_OK) {
                *bad_row = i;
                return err;
            }
        } else {
            out[i] = index_masks(r, row, masks, &size);
        }
        if (sizes != NULL)
            sizes[i] = (uint8_t)size;
    }
    return OE_OK;
}

#if defined(OE_IX_HAVE_AVX2)
/* The rows loop in blocks of eight deals: their shapes and terms in
   AVX2, the 64-bit sum here. A block with a bad row goes
   through the scalar loop, which stops at the first one exactly as
   without blocks; so do the last rows (those within three bytes of the
   end as well: the block step reads three bytes past its rows). */
OE_ALWAYS_INLINE int index_rows_simd(const oe_ix_round *r, const uint8_t *cards, size_t n, uint64_t *out,
                                     uint8_t *sizes, size_t *bad_row, const int k)
{
    size_t i = 0;
    int err;
    for (; (i + 8) * (size_t)k + 16 <= n * (size_t)k + (size_t)k; i += 8) {
        uint32_t term[4][8], shape[8], same[8];
        if (oe_ix_block8_avx2(r, cards + i * (size_t)k, term, shape, same)) {
            err = index_rows_of(r, cards + i * (size_t)k, 8, out + i, sizes ? sizes + i : NULL, bad_row, k);
            if (err != OE_OK) {
                *bad_row += i;
                return err;
            }
            continue;
        }
        for (int j = 0; j < 8; j++) {
            const oe_ix_terms *t = &r->terms[shape[j]];
            out[i + (size_t)j] = t->offset + t->coef[0] * term[0][j] + t->coef[1] * term[1][j] +
                                 t->coef[2] * term[2][j] + t->coef[3] * term[3][j];
            if (sizes != NULL)
                sizes[i + (size_t)j] = CLASS_SIZE[same[j]];
        }
    }
    err = index_rows_of(r, cards + i * (size_t)k, n - i, out + i, sizes ? sizes + i : NULL, bad_row, k);
    if (err != OE_OK)
        *bad_row += i;
    return err;
}
#endif

/* The rows loop for deals of k cards: AVX2 blocks where the round allows
   them (r->simd_shift), else one deal at a time. */
OE_ALWAYS_INLINE int rows_of(const oe_ix_round *r, const uint8_t *cards, size_t n, uint64_t *out, uint8_t *sizes,
                             size_t *bad_row, const int k)
{
#if defined(OE_IX_HAVE_AVX2)
    if (r->simd_shift != 0)
        return index_rows_simd(r, cards, n, out, sizes, bad_row, k);
#endif
    return index_rows_of(r, cards, n, out, sizes, bad_row, k);
}

int oe_ix_index_rows(const oe_ix_round *r, const uint8_t *cards, size_t n, uint64_t *out, uint8_t *sizes,
                     size_t *bad_row)
{
    switch (r->ncards) { /* the deal sizes of the games' rounds, each its own unrolled loop */
    case 2: return rows_of(r, cards, n, out, sizes, bad_row, 2);
    case 4: return rows_of(r, cards, n, out, sizes, bad_row, 4);
    case 5: return rows_of(r, cards, n, out, sizes, bad_row, 5);
    case 6: return rows_of(r, cards, n, out, sizes, bad_row, 6);
    case 7: return rows_of(r, cards, n, out, sizes, bad_row, 7);
    case 8: return rows_of(r, cards, n, out, sizes, bad_row, 8);
    case 9: return rows_of(r, cards, n, out, sizes, bad_row, 9);
    case 10: return rows_of(r, cards, n, out, sizes, bad_row, 10);
    case 11: return rows_of(r, cards, n, out, sizes, bad_row, 11);
    default: return rows_of(r, cards, n, out, sizes, bad_row, r->ncards);
    }
}

/* ---- unindex ---------------------------------------------------------- */

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
        if (index[i] >= r->count) {
            *bad_row = i;
            return OE_IX_ERR_ARGUMENT;
        }
        oe_ix_unindex(r, index[i], cards + i * (size_t)r->ncards, &size);
        if (sizes != NULL)
            sizes[i] = (uint8_t)size;
    }
    return OE_OK;
}
