/* Omaha high hands: exactly two of 4, 5 or 6 hole cards with exactly three
   of 3, 4 or 5 board cards. Values as in oe_holdem.h (lower is better).
   Cards must be valid and distinct (see oe_check_cards). */
#ifndef OE_OMAHA_H
#define OE_OMAHA_H
#include <stdint.h>

int oe_omaha_high(const uint8_t *hole, int nhole, const uint8_t *board, int nboard);
/* As oe_omaha_high, and writes the positions of the two hole cards and the
   three board cards that make the hand, each in increasing order. */
int oe_omaha_best(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                  uint8_t used_hole[2], uint8_t used_board[3]);

#endif
