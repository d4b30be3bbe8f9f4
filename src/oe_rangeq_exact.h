/* Exact equity of ranges: the tuples of the product of the ranges, each
   scored by rank pattern (the job: oe_rangeq.h). */
#ifndef OE_RANGEQ_EXACT_H
#define OE_RANGEQ_EXACT_H
#include "oe_rangeq.h"
#include <stdint.h>

/* Returns the number of compatible tuples scored. Unprepared ranges are
   prepared hand by hand as the tuples reach them. */
uint64_t oe_rq_exact(const oe_rq_job *job, uint64_t first, uint64_t count, uint64_t *acc128);

#endif
