/* Faster forms of two steps of the range language's sets (oe_range.h), in
   time proportional to the hands they touch rather than to the game's
   C(52, k) hands:

   - a pattern blind to suits (every card set a union of whole ranks, no
     suit variable) matches a hand by its rank multiset alone: each of the
     at most C(12 + k, k) multisets is tested once, on one hand, and the
     hands of each matching one are generated directly;
   - likewise a pattern blind to ranks (every card set a union of whole
     suits, no rank variable or brace; suit variables allowed, as in
     `xxyy`) by the hand's count of each suit;
   - where such a pattern matches more than a sixteenth (by ranks) or a
     thirty-second (by suits) of the hands (`*`, `A`, `ss`, `xxyy`),
     generating them costs more than reading every hand once: a
     scan in colex order sums a key per hand (the multiset's number, or
     the suit counts) card by card and looks it up, one load a hand;
   - listing a sparse set skips empty stretches eight bytes at a time and
     finds the next hand's cards from its index where it jumped; a dense one
     is read whole, a row and a weight written for every hand and kept
     where the weight is not 0, so that no hand costs a branch.

   Same results as oe_range_fill and oe_range_hands (the tests compare). */
#ifndef OE_RANGE_FAST_H
#define OE_RANGE_FAST_H
#include <stddef.h>
#include <stdint.h>

#include "oe_range.h"

/* As oe_range_fill (raises dense to weight where p matches); returns 0 and
   does nothing when p is neither blind to suits nor to ranks. Recursion:
   k levels at most (the keyed scan's places). */
int oe_rl_fill_fast(const oe_pattern *p, int k, uint8_t weight, uint8_t *dense);

/* As oe_range_hands. */
size_t oe_rl_list(int k, const uint8_t *dense, size_t cap, uint8_t *hands, uint8_t *weights);

/* As oe_range_hands for a set of at most n hands, faster where the set is
   dense (over an eighth of the hands; a sparse one is quicker by
   oe_rl_list): every hand of the game is read once, with no branch a hand,
   and the weights are written as int64 (as the Python Range holds them).
   The buffers must hold n + 1 rows (hands: (n + 1) * k bytes; weights:
   n + 1): the slot after the last hand is scratch. Returns the hands
   written (at most n). */
size_t oe_rl_list_rows(int k, const uint8_t *dense, size_t n, uint8_t *hands, int64_t *weights);

#endif
