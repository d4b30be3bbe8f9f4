/* One hand against each hand of a range, heads-up and exact (the job:
   oe_rangeq.h). */
#ifndef OE_RANGEQ_EACH_H
#define OE_RANGEQ_EACH_H
#include "oe_rangeq.h"
#include <stdint.h>

/* For opponents [first, first + count), row i = opponent first + i of
   OE_RQ_EACH_WIDTH values: the hero's OE_C_N counters, the opponent's
   OE_C_N counters, then the number of boards (0 for an opponent hand that
   shares a card with the hero, the board or the dead cards). */
#define OE_RQ_EACH_WIDTH (2 * OE_C_N + 1)
void oe_rq_each(const oe_rq_job *job, uint64_t first, uint64_t count, uint64_t *out);

#endif
