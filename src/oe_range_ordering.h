/* Orderings of starting hands for the range language's percent ranges
   (docs/ranges.md "Percent ranges"): every hand of a game, class by class,
   best class first, and the hands after each class. `N%` takes classes in
   order while their hands stay within N% of all the game's hands.

   Made from the full listing (the hands in order and the class sizes, as
   omaha_eval.ranges.orderings gives them) or from the compact form a file
   or buffer holds: "OEORDER1", one byte k (2..6), three zero bytes, a
   little-endian uint32 class count, then one hand of k cards per class,
   best first (any hand of the class: its suit relabellings are the class).
   A made ordering is read-only: any number of threads may share it. */
#ifndef OE_RANGE_ORDERING_H
#define OE_RANGE_ORDERING_H
#include <stddef.h>
#include <stdint.h>

#include "oe_range_text.h"

typedef struct oe_range_ordering {
    int k;
    uint64_t nhands;      /* hands listed */
    uint32_t nclasses;
    uint32_t *index;      /* the colex index of each hand, in order */
    uint64_t *cumulative; /* hands listed up to and with each class */
} oe_range_ordering;

#define OE_RL_ORDERING_MAGIC "OEORDER1"
#define OE_RL_ORDERING_HEADER 16

/* From n rows of k cards (the hands in order) and the class sizes (their
   sum must be n). Errors name the bad row or the sizes. */
int oe_rl_ordering_from_hands(int k, const uint8_t *hands, uint64_t n, const uint64_t *class_sizes,
                              uint32_t nclasses, oe_range_ordering **out, oe_range_error *err);
/* From the compact form (see above), len bytes. */
int oe_rl_ordering_read(const uint8_t *data, size_t len, oe_range_ordering **out, oe_range_error *err);
void oe_rl_ordering_free(oe_range_ordering *o);

/* How many hands of the ordering the top `percent`% holds: whole classes,
   while their hands stay within percent% of the game's `total` hands. */
uint64_t oe_rl_ordering_top(const oe_range_ordering *o, double percent, uint64_t total);

#endif
