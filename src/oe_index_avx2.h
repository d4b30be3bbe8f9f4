/* The hand indexer's rows loop, eight deals at a time in AVX2 (x86-64
   with GCC or Clang only; every other build uses the scalar loop of
   src/oe_index.c, which gives the same numbers).

   This step reads eight rows' cards into per-suit rank sets (and checks
   them), and per suit across the eight deals in 32-bit lanes: each
   suit's code and rank-set number, the 32-bit key code << shift | number,
   the four keys sorted, the deal's shape, and each key's 32-bit term;
   the scalar loop adds the terms up in 64 bits (the index) and looks up
   the class size, and takes any block with a bad row, and the last rows. oe_ix_round_init decides once per round
   whether the keys fit 32 bits and the CPU has AVX2 (r->simd_shift). */
#ifndef OE_INDEX_AVX2_H
#define OE_INDEX_AVX2_H
#include "oe_index.h"

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__) && !defined(_MSC_VER)
#define OE_IX_HAVE_AVX2 1
/* Nonzero when this CPU runs AVX2. */
int oe_ix_avx2_supported(void);
/* Eight rows of r->ncards cards from cards (three more bytes after them
   must be readable: they are read and ignored). Nonzero when a row has a
   card outside the deck or a repeated card (the rest is then undefined).
   Else term[q][j]: the term of row j's q-th largest suit key (its index
   is terms.offset + the sum of terms.coef[q] * term[q][j] over its
   shape's terms); shape[j]: its shape (r->pair_shape's entry); same[j]:
   bit 0 when keys 0 and 1 are equal, bit 1 keys 1 and 2, bit 2 keys 2
   and 3. */
int oe_ix_block8_avx2(const oe_ix_round *r, const uint8_t *cards, uint32_t term[4][8], uint32_t shape[8],
                      uint32_t same[8]);
#endif

#endif
