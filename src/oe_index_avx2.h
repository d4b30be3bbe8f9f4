/* The hand indexer's rows loop, eight deals at a time in AVX2 (x86-64
   with GCC or Clang only; every other build uses the scalar loop of
   src/oe_index.c, which gives the same numbers).

   The scalar loop still reads each deal's cards into group masks (and
   checks them) and turns the sorted suit keys into the index; this step
   does the middle, per suit across eight deals in 32-bit lanes: each
   suit's code and rank-set number, the 32-bit key code << shift | number,
   the four keys sorted, and the deal's shape. oe_ix_round_init decides once per round
   whether the keys fit 32 bits and the CPU has AVX2 (r->simd_shift). */
#ifndef OE_INDEX_AVX2_H
#define OE_INDEX_AVX2_H
#include "oe_index.h"

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define OE_IX_HAVE_AVX2 1
/* Nonzero when this CPU runs AVX2. */
int oe_ix_avx2_supported(void);
/* masks[g][j]: group g's mask of suit lanes (as oe_index.c makes them)
   for deal j of eight. keys[q][l]: the q-th largest suit key of the deal
   in lane l, where lane 2i + h holds deal 4h + i; shape[l]: its shape
   (r->pair_shape's entry); same[l]: bit 0 when keys 0 and 1 are equal,
   bit 1 keys 1 and 2, bit 2 keys 2 and 3. */
void oe_ix_keys8_avx2(const oe_ix_round *r, const uint64_t masks[][8], uint32_t keys[4][8], uint32_t shape[8],
                      uint32_t same[8]);
#endif

#endif
