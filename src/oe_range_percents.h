/* Percent ranges and weights of the range language (docs/ranges.md):
   `N%`, `N%-M%`, `N%6h` (checked: within 0..100, not empty, the game has
   the ordering) and `@w` (1..100), read with Python's rules for numbers. */
#ifndef OE_RANGE_PERCENTS_H
#define OE_RANGE_PERCENTS_H
#include "oe_range_reader.h"

/* A percent at the reader's position: *matched = 0 when there is none
   (and nothing is read); else its PERCENT node, or < 0 with the error. */
int oe_rl_percent(oe_rl_reader *p, int *matched);
/* '@' and an integer 1..100: the weight, or < 0 with the error. */
int oe_rl_weight(oe_rl_reader *p);

#endif
