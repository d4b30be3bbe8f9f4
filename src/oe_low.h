/* Omaha 8-or-better low: five different ranks, all eight or lower, ace low,
   from exactly two hole and three board cards. The value is the 8-bit mask of
   the five ranks (bit 0 = ace ... bit 7 = eight); smaller is better; 0 means
   no qualifying low. Cards must be valid and distinct. */
#ifndef OE_LOW_H
#define OE_LOW_H
#include <stdint.h>

/* Bit of a rank in a low mask (ace -> 1, deuce -> 2 ... eight -> 128), or 0. */
extern const uint8_t oe_low_bit[13];

int oe_omaha_low(const uint8_t *hole, int nhole, const uint8_t *board, int nboard);
/* As oe_omaha_low; when there is a low, writes the positions of the two hole
   and three board cards that make it, each in increasing order. */
int oe_omaha_low_best(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                      uint8_t used_hole[2], uint8_t used_board[3]);
/* High and low in one pass: returns the high value, stores the low in *low. */
int oe_omaha_hilo(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, int *low);

#endif
