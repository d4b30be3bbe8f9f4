/* Texas Hold'em high hands: the best five of 5, 6 or 7 cards.
   Values: 1 = royal flush ... 7462 = 7-5-4-3-2 (lower is better).
   Cards must be valid and distinct (see oe_check_cards). */
#ifndef OE_HOLDEM_H
#define OE_HOLDEM_H
#include <stdint.h>

int oe_rank5(int c0, int c1, int c2, int c3, int c4);
int oe_rank7(const uint8_t cards[7]);
/* Any 5, 6 or 7 cards. */
int oe_holdem_high(const uint8_t *cards, int n);
/* As oe_holdem_high, and writes the positions (into cards) of the five that
   make the hand to used[0..5), in increasing order. */
int oe_holdem_best(const uint8_t *cards, int n, uint8_t used[5]);

#endif
