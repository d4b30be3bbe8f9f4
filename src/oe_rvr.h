/* Heads-up range against range, exact, by sorted sweeps with card removal.

   On one full board, what a hand q of the queried range wins against the
   inserted range is the weight of the inserted hands worse than q less
   those that share a card with q. The hands of both ranges are sorted by
   high value once a board and swept from the worst up; the inserted hands
   already passed are kept as running weights per card subset (every
   proper, non-empty subset of a hand's cards: 2 for Hold'em, 14 for PLO4,
   30 for PLO5, 62 for PLO6), so the compatible weight of the passed hands
   is an inclusion-exclusion over the subsets of q's own cards, plus the
   hand identical to q (its "twin") where the other range holds it.

   Hi-Lo needs each pair's high and low outcome together (the high half is
   the whole pot when nobody has a low, and scoops and squared shares are
   not sums of the halves), so a query hand's compatible weight is split in
   cells: low outcome (nobody has a low, the queried hand wins it, a tie,
   the inserted hand wins it) by high outcome (win, tie, lose). Hands with
   a low are split by their low's rank among the lows on the board and
   the "inserted low is better" part is counted by divide and conquer over
   those classes: about log2(classes) extra sweeps.

   A turn or flop job is the river pass over every card or pair of cards
   still to come, each board counted once; a job's boards are numbered in a
   fixed order, so chunks of boards are fixed by the job and their integer
   counters add up to the same totals on any number of threads.

   No global state; a call allocates its scratch (running weights, the
   sorted lists) and frees it before it returns. */
#ifndef OE_RVR_H
#define OE_RVR_H
#include <stdint.h>

/* Cells per query hand: low outcome (0 nobody, 1 queried wins, 2 tie,
   3 inserted wins) times 3 plus the high outcome (0 queried wins, 1 tie,
   2 inserted wins). High-only jobs have the first row only. */
#define OE_RVR_CELLS_HI 3
#define OE_RVR_CELLS_HILO 12
#define OE_RVR_MAX_SUBSETS 62

typedef struct {
    const uint8_t *cards;      /* n * nhole valid cards, distinct within a hand */
    const uint32_t *weights;   /* n weights >= 1, or NULL: every weight 1 */
    const uint32_t *subsets;   /* n * oe_rvr_nsubsets(nhole) ids (oe_rvr_subsets) */
    uint64_t n;
} oe_rvr_side;

typedef struct {
    int nhole, hilo;
    int nboard;                /* 3, 4 or 5 known board cards */
    uint8_t board[5];
    uint64_t dead;             /* the dead cards and the known board */
    int nleft;                 /* the cards that can still come, ascending */
    uint8_t left[52];
    oe_rvr_side query, insert;
    const uint64_t *twin;      /* per query hand: the weight of the same hand
                                  in the inserted range, 0 if it holds none */
} oe_rvr_job;

/* Proper non-empty subsets of a hand of nhole cards (2, 4, 5 or 6). */
int oe_rvr_nsubsets(int nhole);
/* How many running weights a job needs: one per subset id. */
uint64_t oe_rvr_table_size(int nhole);
/* out[i * nsubsets ..]: hand i's subset ids, smallest subsets first (ids
   are dense combinatorial numbers: a subset's id is the same in any hand). */
void oe_rvr_subsets(const uint8_t *cards, uint64_t n, int nhole, uint32_t *out);
/* twin[i] = the weight of query hand i among insert's hands (0: none).
   Returns 0, or -1 without memory. */
int oe_rvr_twins(const oe_rvr_side *query, const oe_rvr_side *insert, int nhole, uint64_t *twin);

/* The number of boards: C(nleft, 5 - nboard). */
uint64_t oe_rvr_boards(const oe_rvr_job *job);

/* The equity engine's counters (oe_eqhand.h's OE_C_* layout, in its pot
   units) that one pair of hands on one board adds in cell `cell` for the
   query hand (side 0) or the inserted hand (side 1); by the rules: half to
   the best low, half to the best high, the whole pot to the high when
   nobody has a low, ties split. */
void oe_rvr_cell_counters(int hilo, int cell, int side, uint64_t out[8]);

/* Sweeps boards [first, first + count) (lexicographic order of the cards
   to come). cells128: ncells (low, high) word pairs, += the query hands'
   cells weighted by both hands' weights. each: NULL, or n_query * ncells
   words, += each query hand's cells weighted by the inserted hands'
   weights. Returns 0, or -1 without memory (nothing added then). */
int oe_rvr_run(const oe_rvr_job *job, uint64_t first, uint64_t count, uint64_t *cells128, uint64_t *each);

#endif
