/* The hand indexer's eight-deal AVX2 step (see oe_index_avx2.h). */
#include "oe_index_avx2.h"

#if defined(OE_IX_HAVE_AVX2)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

int oe_ix_avx2_supported(void) { return __builtin_cpu_supports("avx2") != 0; }

/* C(n, k) for n, k <= 13 as 32-bit words, row n at 16 * n (gathered at
   (n & 15) * 16 + k: a bad row's negative n reads a zero row, never
   outside the table). */
static const uint32_t BINOM32[16 * 16] = {
    1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 3, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 4, 6, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 5, 10, 10, 5, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 6, 15, 20, 15, 6, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 7, 21, 35, 35, 21, 7, 1, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 8, 28, 56, 70, 56, 28, 8, 1, 0, 0, 0, 0, 0, 0, 0,
    1, 9, 36, 84, 126, 126, 84, 36, 9, 1, 0, 0, 0, 0, 0, 0,
    1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1, 0, 0, 0, 0, 0,
    1, 11, 55, 165, 330, 462, 462, 330, 165, 55, 11, 1, 0, 0, 0, 0,
    1, 12, 66, 220, 495, 792, 924, 792, 495, 220, 66, 12, 1, 0, 0, 0,
    1, 13, 78, 286, 715, 1287, 1716, 1716, 1287, 715, 286, 78, 13, 1, 0, 0,
};

/* colex[set] (the set's colex number | its size << 12): a gather of the
   32-bit word at the uint16 entry, its high half the next entry (the
   last entry's neighbour is still inside the oe_ix_round), masked off. */
AVX2 static inline __m256i colex_of(const oe_ix_round *r, __m256i set)
{
    return _mm256_and_si256(_mm256_i32gather_epi32((const int *)(const void *)r->colex, set, 2),
                            _mm256_set1_epi32(0xFFFF));
}

/* Bits set in each lane (values below 2^16): nibble table look-ups. */
AVX2 static inline __m256i popcount16(__m256i v)
{
    const __m256i nib = _mm256_set1_epi8(0x0F);
    const __m256i lut = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1,
                                         2, 2, 3, 2, 3, 3, 4);
    __m256i c = _mm256_add_epi8(_mm256_shuffle_epi8(lut, _mm256_and_si256(v, nib)),
                                _mm256_shuffle_epi8(lut, _mm256_and_si256(_mm256_srli_epi16(v, 4), nib)));
    return _mm256_and_si256(_mm256_add_epi32(c, _mm256_srli_epi32(c, 8)), _mm256_set1_epi32(0xFF));
}

/* The bits of set[s] not in used[s] moved down over the used ones (set
   and used disjoint) into sq[s]: one step per used rank, lowest first,
   the four suits together until no lane of any has one left (a lane whose
   used is empty stays as it is; one loop, so that its exit is one branch
   the predictor learns rather than one per suit). */
AVX2 static inline void squeeze4(const __m256i *set, const __m256i *used, __m256i *sq)
{
    const __m256i one = _mm256_set1_epi32(1), zero = _mm256_setzero_si256();
    __m256i u[4];
    for (int s = 0; s < 4; s++) {
        u[s] = used[s];
        sq[s] = set[s];
    }
    for (;;) {
        __m256i any = _mm256_or_si256(_mm256_or_si256(u[0], u[1]), _mm256_or_si256(u[2], u[3]));
        if (_mm256_testz_si256(any, any))
            return;
        for (int s = 0; s < 4; s++) {
            __m256i below = _mm256_sub_epi32(_mm256_and_si256(u[s], _mm256_sub_epi32(zero, u[s])), one);
            sq[s] = _mm256_or_si256(_mm256_and_si256(sq[s], below),
                                    _mm256_andnot_si256(below, _mm256_srli_epi32(sq[s], 1)));
            u[s] = _mm256_srli_epi32(_mm256_and_si256(u[s], _mm256_sub_epi32(u[s], one)), 1);
        }
    }
}

/* The first 16 bytes of eight rows of k bytes each (rows 8k bytes apart;
   the caller leaves 16 - k readable bytes after the last) transposed:
   col[p] holds byte p of rows 0..7 in its low eight bytes. Byte, word and
   dword interleaves (24 shuffles) instead of one gather per card. */
AVX2 static inline void transpose8x16(const uint8_t *cards, int k, __m128i *col)
{
    __m128i row[8], a[8], b[8];
    for (int j = 0; j < 8; j++)
        row[j] = _mm_loadu_si128((const __m128i *)(const void *)(cards + j * k));
    for (int j = 0; j < 4; j++) { /* rows 2j, 2j+1: bytes 0..7 and 8..15 interleaved */
        a[2 * j] = _mm_unpacklo_epi8(row[2 * j], row[2 * j + 1]);
        a[2 * j + 1] = _mm_unpackhi_epi8(row[2 * j], row[2 * j + 1]);
    }
    for (int j = 0; j < 2; j++) /* rows 4j..4j+3: bytes 0..3, 4..7, 8..11, 12..15 */
        for (int h = 0; h < 2; h++) {
            b[4 * j + 2 * h] = _mm_unpacklo_epi16(a[4 * j + h], a[4 * j + 2 + h]);
            b[4 * j + 2 * h + 1] = _mm_unpackhi_epi16(a[4 * j + h], a[4 * j + 2 + h]);
        }
    for (int q = 0; q < 4; q++) { /* b[q]: bytes 4q..4q+3 of rows 0..3, b[4 + q] of rows 4..7 */
        __m128i lo = _mm_unpacklo_epi32(b[q], b[4 + q]), hi = _mm_unpackhi_epi32(b[q], b[4 + q]);
        col[4 * q] = lo;
        col[4 * q + 1] = _mm_unpackhi_epi64(lo, lo);
        col[4 * q + 2] = hi;
        col[4 * q + 3] = _mm_unpackhi_epi64(hi, hi);
    }
}

/* The larger key to a, unsigned. */
#define SORT2(a, b)                                                                                \
    do {                                                                                           \
        __m256i hi_ = _mm256_max_epu32(a, b);                                                      \
        (b) = _mm256_min_epu32(a, b);                                                              \
        (a) = hi_;                                                                                 \
    } while (0)

/* C(n, m) for n <= 13 and m <= 3 in each lane, by arithmetic (a gather
   costs more): n(n-1)/2 halves exactly, and n(n-1)(n-2)/2 (at most 858)
   divides by 3 exactly as a multiply by 43691 and a shift by 17. */
AVX2 static inline __m256i choose3(__m256i n, __m256i m)
{
    const __m256i one = _mm256_set1_epi32(1);
    __m256i n1 = _mm256_sub_epi32(n, one), c2 = _mm256_srli_epi32(_mm256_mullo_epi32(n, n1), 1);
    __m256i c3 = _mm256_srli_epi32(
        _mm256_mullo_epi32(_mm256_mullo_epi32(c2, _mm256_sub_epi32(n1, one)), _mm256_set1_epi32(43691)), 17);
    __m256i c = _mm256_blendv_epi8(one, n, _mm256_cmpeq_epi32(m, one));
    c = _mm256_blendv_epi8(c, c2, _mm256_cmpeq_epi32(m, _mm256_set1_epi32(2)));
    return _mm256_blendv_epi8(c, c3, _mm256_cmpeq_epi32(m, _mm256_set1_epi32(3)));
}

AVX2 static inline __attribute__((always_inline)) int block8(const oe_ix_round *r, const uint8_t *cards,
                                                              uint32_t term[4][8], uint32_t shape[8], uint32_t same[8],
                                                              const int ngroups)
{
    const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi32(1), low13 = _mm256_set1_epi32(0x1FFF);
    const __m256i low12 = _mm256_set1_epi32(0xFFF);
    const __m256i last_card = _mm256_set1_epi32(4 * r->nranks - 1);
    const __m128i shift = _mm_cvtsi32_si128(r->simd_shift);
    __m256i used[4], x[4], code[4], nfree[4], bad = zero;
    __m128i col[16]; /* col[p]: card p of the eight rows, in its low eight bytes */
    for (int s = 0; s < 4; s++)
        used[s] = zero;
    transpose8x16(cards, r->ncards, col);
    /* The four suits side by side in each step, so that their gathers
       overlap; the groups in order, each read card by card into its suit
       sets (a card outside the deck marks the lane bad here, a repeated
       one at the end). */
    for (int g = 0; g < ngroups; g++) {
        __m256i set[4] = {zero, zero, zero, zero};
        for (int p = r->group_start[g]; p < r->group_start[g + 1]; p++) {
            __m256i c = _mm256_cvtepu8_epi32(col[p]);
            __m256i bit = _mm256_and_si256(_mm256_sllv_epi32(one, _mm256_srli_epi32(c, 2)), low13);
            __m256i suit = _mm256_and_si256(c, _mm256_set1_epi32(3));
            bad = _mm256_or_si256(bad, _mm256_cmpgt_epi32(c, last_card));
            for (int s = 0; s < 4; s++)
                set[s] = _mm256_or_si256(set[s], _mm256_and_si256(bit, _mm256_cmpeq_epi32(suit, _mm256_set1_epi32(s))));
        }
        if (g == 0) {
            /* nothing used yet: a set's number is its colex number */
            for (int s = 0; s < 4; s++) {
                __m256i e = colex_of(r, set[s]);
                x[s] = _mm256_and_si256(e, low12);
                code[s] = _mm256_srli_epi32(e, 12);
                nfree[s] = _mm256_sub_epi32(_mm256_set1_epi32(r->nranks), code[s]);
                used[s] = set[s];
            }
            continue;
        }
        const __m256i radix = _mm256_set1_epi32(r->radix[g]);
        if (r->groups[g] == 1) {
            /* one card: x * nfree + the free ranks below it, where the suit has it */
            for (int s = 0; s < 4; s++) {
                __m256i has = _mm256_xor_si256(_mm256_cmpeq_epi32(set[s], zero), _mm256_set1_epi32(-1));
                __m256i below = _mm256_andnot_si256(used[s], _mm256_and_si256(_mm256_sub_epi32(set[s], one), low13));
                __m256i xn = _mm256_add_epi32(_mm256_mullo_epi32(x[s], nfree[s]), popcount16(below));
                x[s] = _mm256_blendv_epi8(x[s], xn, has);
                code[s] = _mm256_add_epi32(code[s], _mm256_and_si256(has, radix));
                nfree[s] = _mm256_add_epi32(nfree[s], has); /* has is -1 or 0 */
                used[s] = _mm256_or_si256(used[s], set[s]);
            }
            continue;
        }
        /* the set numbered among the suit's free ranks, in mixed radix */
        __m256i e[4], m[4], sq[4];
        squeeze4(set, used, sq);
        for (int s = 0; s < 4; s++) {
            e[s] = colex_of(r, sq[s]);
            used[s] = _mm256_or_si256(used[s], set[s]);
        }
        for (int s = 0; s < 4; s++) {
            __m256i c;
            m[s] = _mm256_srli_epi32(e[s], 12);
            if (r->groups[g] <= 3) {
                c = choose3(nfree[s], m[s]);
            } else {
                __m256i row = _mm256_slli_epi32(_mm256_and_si256(nfree[s], _mm256_set1_epi32(15)), 4);
                c = _mm256_i32gather_epi32((const int *)(const void *)BINOM32, _mm256_add_epi32(row, m[s]), 4);
            }
            x[s] = _mm256_add_epi32(_mm256_mullo_epi32(x[s], c), _mm256_and_si256(e[s], low12));
            code[s] = _mm256_add_epi32(code[s], _mm256_mullo_epi32(m[s], radix));
            nfree[s] = _mm256_sub_epi32(nfree[s], m[s]);
        }
    }
    /* a repeated card sets no new bit: fewer bits than cards (checked
       before the shape look-up, which a bad row's codes could lead astray) */
    __m256i cards_seen = _mm256_add_epi32(_mm256_add_epi32(popcount16(used[0]), popcount16(used[1])),
                                          _mm256_add_epi32(popcount16(used[2]), popcount16(used[3])));
    bad = _mm256_or_si256(bad, _mm256_cmpgt_epi32(_mm256_set1_epi32(r->ncards), cards_seen));
    if (!_mm256_testz_si256(bad, bad))
        return 1;
    __m256i key[4];
    for (int s = 0; s < 4; s++)
        key[s] = _mm256_or_si256(_mm256_sll_epi32(code[s], shift), x[s]);
    SORT2(key[0], key[1]);
    SORT2(key[2], key[3]);
    SORT2(key[0], key[2]);
    SORT2(key[1], key[3]);
    SORT2(key[1], key[2]);
    /* the shape from the three largest codes, through the round's two-level
       table (its loads overlap here, where they were a chain per deal) */
    __m256i c0 = _mm256_srl_epi32(key[0], shift), c1 = _mm256_srl_epi32(key[1], shift);
    __m256i c2 = _mm256_srl_epi32(key[2], shift);
    __m256i base = _mm256_i32gather_epi32(
        (const int *)(const void *)r->pair_base,
        _mm256_add_epi32(_mm256_mullo_epi32(c0, _mm256_set1_epi32(r->ncodes)), c1), 4);
    __m256i slot = _mm256_add_epi32(base, c2);
    __m256i sid = _mm256_i32gather_epi32((const int *)(const void *)r->pair_shape, slot, 4);
    _mm256_storeu_si256((__m256i *)(void *)shape, sid);
    /* each sorted key's term C(x + k - 1, k), k its run's remaining length
       in the shape (r->pair_rem, gathered beside the shape): every
       candidate computed, one chosen; oe_ix_round_init checked that the
       chosen ones and their products fit 32 bits (the others may wrap).
       Division by 3 exactly: a multiply by its inverse mod 2^32. */
    const __m256i xmask = _mm256_set1_epi32((int)((UINT32_C(1) << r->simd_shift) - 1u));
    const __m256i inv3 = _mm256_set1_epi32((int)0xAAAAAAABu);
    __m256i rem = _mm256_i32gather_epi32((const int *)(const void *)r->pair_rem, slot, 4);
    for (int q = 0; q < 4; q++) {
        __m256i x = _mm256_and_si256(key[q], xmask), t = x;
        if (q < 3) {
            __m256i k = _mm256_and_si256(_mm256_srli_epi32(rem, 8 * q), _mm256_set1_epi32(0xFF));
            __m256i p2 = _mm256_mullo_epi32(x, _mm256_add_epi32(x, one));
            __m256i p3 = _mm256_mullo_epi32(p2, _mm256_add_epi32(x, _mm256_set1_epi32(2)));
            t = _mm256_blendv_epi8(t, _mm256_srli_epi32(p2, 1), _mm256_cmpeq_epi32(k, _mm256_set1_epi32(2)));
            t = _mm256_blendv_epi8(t, _mm256_mullo_epi32(_mm256_srli_epi32(p3, 1), inv3),
                                   _mm256_cmpeq_epi32(k, _mm256_set1_epi32(3)));
            if (q == 0) {
                __m256i p4 = _mm256_mullo_epi32(p3, _mm256_add_epi32(x, _mm256_set1_epi32(3)));
                t = _mm256_blendv_epi8(t, _mm256_mullo_epi32(_mm256_srli_epi32(p4, 3), inv3),
                                       _mm256_cmpeq_epi32(k, _mm256_set1_epi32(4)));
            }
        }
        _mm256_storeu_si256((__m256i *)(void *)term[q], t);
    }
    /* which neighbours of the sorted keys are equal: bits 0, 1, 2 */
    __m256i eq = _mm256_and_si256(_mm256_cmpeq_epi32(key[0], key[1]), one);
    eq = _mm256_or_si256(eq, _mm256_and_si256(_mm256_cmpeq_epi32(key[1], key[2]), _mm256_set1_epi32(2)));
    eq = _mm256_or_si256(eq, _mm256_and_si256(_mm256_cmpeq_epi32(key[2], key[3]), _mm256_set1_epi32(4)));
    _mm256_storeu_si256((__m256i *)(void *)same, eq);
    return 0;
}

/* One copy per number of groups, so that the loop over groups unrolls. */
AVX2 int oe_ix_block8_avx2(const oe_ix_round *r, const uint8_t *cards, uint32_t term[4][8], uint32_t shape[8],
                           uint32_t same[8])
{
    switch (r->ngroups) {
    case 1: return block8(r, cards, term, shape, same, 1);
    case 2: return block8(r, cards, term, shape, same, 2);
    case 3: return block8(r, cards, term, shape, same, 3);
    case 4: return block8(r, cards, term, shape, same, 4);
    case 5: return block8(r, cards, term, shape, same, 5);
    default: return block8(r, cards, term, shape, same, 6);
    }
}

#else
/* No AVX2 step on this platform: an empty translation unit is not C99. */
typedef int oe_ix_no_avx2;
#endif
