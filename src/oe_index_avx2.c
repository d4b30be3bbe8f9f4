/* The hand indexer's eight-deal AVX2 step (see oe_index_avx2.h). */
#include "oe_index_avx2.h"

#if defined(OE_IX_HAVE_AVX2)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

int oe_ix_avx2_supported(void) { return __builtin_cpu_supports("avx2") != 0; }

/* C(n, k) for n, k <= 13 as 32-bit words, row n at 16 * n (gathered). */
static const uint32_t BINOM32[14 * 16] = {
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

/* Suit s's 13-bit rank sets of group g in eight 32-bit lanes: lane 2i
   from masks[g][i], lane 2i + 1 from masks[g][4 + i] (a shift and a
   blend instead of a transpose). */
AVX2 static inline __m256i suit_sets(__m256i lo, __m256i hi, int s)
{
    __m256i a = _mm256_srl_epi64(lo, _mm_cvtsi32_si128(16 * s));
    __m256i b = _mm256_sll_epi64(_mm256_srl_epi64(hi, _mm_cvtsi32_si128(16 * s)), _mm_cvtsi32_si128(32));
    return _mm256_and_si256(_mm256_blend_epi32(a, b, 0xAA), _mm256_set1_epi32(0x1FFF));
}

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

AVX2 void oe_ix_keys8_avx2(const oe_ix_round *r, const uint64_t masks[][8], uint32_t keys[4][8], uint32_t shape[8],
                           uint32_t same[8])
{
    const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi32(1), low13 = _mm256_set1_epi32(0x1FFF);
    const __m256i low12 = _mm256_set1_epi32(0xFFF);
    const __m128i shift = _mm_cvtsi32_si128(r->simd_shift);
    __m256i used[4], x[4], code[4], nfree[4];
    /* The four suits side by side in each step, so that their gathers
       overlap. The first group: nothing used yet, its number is its colex
       number. */
    __m256i lo = _mm256_loadu_si256((const __m256i *)(const void *)&masks[0][0]);
    __m256i hi = _mm256_loadu_si256((const __m256i *)(const void *)&masks[0][4]);
    for (int s = 0; s < 4; s++) {
        used[s] = suit_sets(lo, hi, s);
        __m256i e = colex_of(r, used[s]);
        x[s] = _mm256_and_si256(e, low12);
        code[s] = _mm256_srli_epi32(e, 12);
        nfree[s] = _mm256_sub_epi32(_mm256_set1_epi32(r->nranks), code[s]);
    }
    for (int g = 1; g < r->ngroups; g++) {
        const __m256i radix = _mm256_set1_epi32(r->radix[g]);
        lo = _mm256_loadu_si256((const __m256i *)(const void *)&masks[g][0]);
        hi = _mm256_loadu_si256((const __m256i *)(const void *)&masks[g][4]);
        if (r->groups[g] == 1) {
            /* one card: x * nfree + the free ranks below it, where the suit has it */
            for (int s = 0; s < 4; s++) {
                __m256i set = suit_sets(lo, hi, s);
                __m256i has = _mm256_xor_si256(_mm256_cmpeq_epi32(set, zero), _mm256_set1_epi32(-1));
                __m256i below = _mm256_andnot_si256(used[s], _mm256_and_si256(_mm256_sub_epi32(set, one), low13));
                __m256i xn = _mm256_add_epi32(_mm256_mullo_epi32(x[s], nfree[s]), popcount16(below));
                x[s] = _mm256_blendv_epi8(x[s], xn, has);
                code[s] = _mm256_add_epi32(code[s], _mm256_and_si256(has, radix));
                nfree[s] = _mm256_add_epi32(nfree[s], has); /* has is -1 or 0 */
                used[s] = _mm256_or_si256(used[s], set);
            }
            continue;
        }
        /* the set numbered among the suit's free ranks, in mixed radix */
        __m256i e[4], m[4], set[4], sq[4];
        for (int s = 0; s < 4; s++)
            set[s] = suit_sets(lo, hi, s);
        squeeze4(set, used, sq);
        for (int s = 0; s < 4; s++) {
            e[s] = colex_of(r, sq[s]);
            used[s] = _mm256_or_si256(used[s], set[s]);
        }
        for (int s = 0; s < 4; s++) {
            __m256i c;
            m[s] = _mm256_srli_epi32(e[s], 12);
            if (r->groups[g] <= 3)
                c = choose3(nfree[s], m[s]);
            else
                c = _mm256_i32gather_epi32((const int *)(const void *)BINOM32,
                                           _mm256_add_epi32(_mm256_slli_epi32(nfree[s], 4), m[s]), 4);
            x[s] = _mm256_add_epi32(_mm256_mullo_epi32(x[s], c), _mm256_and_si256(e[s], low12));
            code[s] = _mm256_add_epi32(code[s], _mm256_mullo_epi32(m[s], radix));
            nfree[s] = _mm256_sub_epi32(nfree[s], m[s]);
        }
    }
    __m256i key[4];
    for (int s = 0; s < 4; s++)
        key[s] = _mm256_or_si256(_mm256_sll_epi32(code[s], shift), x[s]);
    SORT2(key[0], key[1]);
    SORT2(key[2], key[3]);
    SORT2(key[0], key[2]);
    SORT2(key[1], key[3]);
    SORT2(key[1], key[2]);
    for (int q = 0; q < 4; q++)
        _mm256_storeu_si256((__m256i *)(void *)keys[q], key[q]);
    /* the shape from the three largest codes, through the round's two-level
       table (its loads overlap here, where they were a chain per deal) */
    __m256i c0 = _mm256_srl_epi32(key[0], shift), c1 = _mm256_srl_epi32(key[1], shift);
    __m256i c2 = _mm256_srl_epi32(key[2], shift);
    __m256i base = _mm256_i32gather_epi32(
        (const int *)(const void *)r->pair_base,
        _mm256_add_epi32(_mm256_mullo_epi32(c0, _mm256_set1_epi32(r->ncodes)), c1), 4);
    _mm256_storeu_si256((__m256i *)(void *)shape,
                        _mm256_i32gather_epi32((const int *)(const void *)r->pair_shape,
                                               _mm256_add_epi32(base, c2), 4));
    /* which neighbours of the sorted keys are equal: bits 0, 1, 2 */
    __m256i eq = _mm256_and_si256(_mm256_cmpeq_epi32(key[0], key[1]), one);
    eq = _mm256_or_si256(eq, _mm256_and_si256(_mm256_cmpeq_epi32(key[1], key[2]), _mm256_set1_epi32(2)));
    eq = _mm256_or_si256(eq, _mm256_and_si256(_mm256_cmpeq_epi32(key[2], key[3]), _mm256_set1_epi32(4)));
    _mm256_storeu_si256((__m256i *)(void *)same, eq);
}

#else
/* No AVX2 step on this platform: an empty translation unit is not C99. */
typedef int oe_ix_no_avx2;
#endif
