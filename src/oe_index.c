/* Canonical hand indexing, deal to index: one deal, checked deals and
   rows (see oe_index.h for the method). */
#include "oe_index.h"

#include "oe_cards.h"
#include "oe_compiler.h"
#include "oe_index_avx2.h"
#include "oe_index_math.h"

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

/* n bytes of src into dst, each read exactly once (volatile: the
   compiler may not read src again in dst's place). */
OE_ALWAYS_INLINE void copy_once(uint8_t *dst, const uint8_t *src, int n)
{
    const volatile uint8_t *v = src;
    for (int i = 0; i < n; i++)
        dst[i] = v[i];
}

/* The rows loop for deals of k cards (a constant where it is inlined). */
OE_ALWAYS_INLINE int index_rows_of(const oe_ix_round *r, const uint8_t *cards, size_t n, uint64_t *out,
                                   uint8_t *sizes, size_t *bad_row, const int k)
{
    for (size_t i = 0; i < n; i++) {
        /* each card read once: another thread may change the caller's
           array meanwhile, so the check and the use see the same copy */
        uint8_t row[4 * 13];
        copy_once(row, cards + i * (size_t)k, k);
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
