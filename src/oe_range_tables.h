/* Tables of a game's hands that let the range language's sets (oe_range.h)
   be filled and listed in time proportional to the hands they hold, not to
   the game's C(52, k) hands. Made once per hand size, read-only after, so
   that any number of threads may share them (the caller keeps them: the C
   core has no global state).

   - rows: every hand's cards, highest first, in colex order: listing a set
     copies rows, eight at a time where eight hands in a row are present;
   - the hands of each rank multiset (the key of oe_rank_class) and of each
     count of suits (base 7: c0 + 7 c1 + 49 c2 + 343 c3), each list in
     colex order: a pattern blind to suits (or to ranks) matches whole
     lists, tested once each, and a pattern that is neither is tested only
     on the hands of the multisets its ranks allow, or the hands holding
     the cards it names.

   Made for k = 1..4 only (PLO4: 270,725 hands, 3.3 MB: rows 1.1 MB and two
   lists of uint32 indices of 1.1 MB each); larger hands keep the scans of
   oe_range_fast.h, which need no tables. */
#ifndef OE_RANGE_TABLES_H
#define OE_RANGE_TABLES_H
#include <stddef.h>
#include <stdint.h>

#include "oe_range.h"

#define OE_RL_TABLES_MAX_K 4
#define OE_RL_SUIT_KEYS 2401 /* 7^4 */

typedef struct oe_rl_tables {
    int k;
    uint32_t nhands;
    uint32_t nrank_keys;  /* C(12 + k, k) */
    uint8_t *rows;        /* nhands * k */
    uint32_t *rank_start; /* nrank_keys + 1 offsets into rank_hands */
    uint32_t *rank_hands; /* nhands hand indices, by rank multiset */
    uint32_t *suit_start; /* OE_RL_SUIT_KEYS + 1 offsets into suit_hands */
    uint32_t *suit_hands; /* nhands hand indices, by suit counts */
} oe_rl_tables;

/* The tables of k-card hands: 0 and *out, or -1 (k outside 1..4, or out
   of memory). Free with oe_rl_tables_free (NULL is fine). */
int oe_rl_tables_make(int k, oe_rl_tables **out);
void oe_rl_tables_free(oe_rl_tables *t);

/* As oe_range_fill (raises dense to weight where p matches), using the
   tables; fresh: dense is all 0 (a broad pattern is then written as every
   hand less the others). Returns 0 and does nothing where the tables would
   not be quicker than oe_rl_fill_fast's scans (the caller falls back). */
int oe_rl_fill_tables(const oe_rl_tables *t, const oe_pattern *p, uint8_t weight, uint8_t *dense, int fresh);

/* How many hands dense (t->nhands bytes) holds, in *count, and in *ones
   whether each of them has weight 1. */
void oe_rl_tables_count(const oe_rl_tables *t, const uint8_t *dense, size_t *count, int *ones);

/* As oe_range_hands, with int64 weights (as the Python Range holds them):
   writes at most cap hands (rows of k cards, highest first) and returns
   the number written. */
size_t oe_rl_tables_list(const oe_rl_tables *t, const uint8_t *dense, size_t cap, uint8_t *hands,
                         int64_t *weights);

#endif
