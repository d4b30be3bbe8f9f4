/* Monte Carlo equity of ranges: random deals drawn by weight, and the
   per-hand tables the sampler scores by (the job: oe_rangeq.h). */
#ifndef OE_RANGEQ_SAMPLE_H
#define OE_RANGEQ_SAMPLE_H
#include "oe_rangeq.h"
#include <stdint.h>

/* Fills out[i * OE_RIVER_BOARDS ..] with the river-row table of hand i of
   cards[0 .. n * nhole) (Omaha: nhole 4, 5 or 6; valid, distinct cards). */
void oe_rq_row_tables(const uint8_t *cards, uint64_t n, int nhole, uint16_t *out);
/* The same as places (each hand's best place in every river row). */
void oe_rq_place_tables(const uint8_t *cards, uint64_t n, int nhole, uint8_t *out);

/* Scores `count` deals into acc (nplayers * OE_C_N, 64-bit). Returns the
   number of tuples drawn, rejected ones included (with two ranges or more,
   whole batches of candidates, the unused end of the last one too), or 0
   when more than max_rejects in a row were rejected (no compatible deal,
   in practice). */
uint64_t oe_rq_sample(const oe_rq_job *job, uint64_t seed, uint64_t stream, uint64_t count,
                      uint64_t max_rejects, uint64_t *acc);

#endif
