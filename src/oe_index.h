/* Canonical hand indexing: every deal, up to a relabelling of the four
   suits, gets one dense number, and back (after Waugh, "A Fast and Optimal
   Hand Isomorphism Algorithm", 2013; written from the paper's idea, not
   from its library).

   A round's deal is cut into groups of cards dealt together (hole cards,
   the flop, the turn ...; the order of cards inside a group does not
   matter, the order of the groups does). Per suit, the ranks it holds in
   each group make the suit's "configuration": its count vector (how many
   cards of the suit in each group, packed into a small code) and a number
   for the rank sets given those counts. Two deals are isomorphic exactly
   when their multisets of per-suit configurations agree, so the index is:
   the offset of the sorted tuple of four codes (a "shape", enumerated at
   init), plus the rank of the multiset of suit numbers inside each run of
   equal codes (combinations with repetition), in mixed radix. Dense and
   optimal by construction: index < number of classes.

   The tables live in the oe_indexer the caller owns (built by oe_ix_init,
   released by oe_ix_destroy): no global state; const use is thread safe.
   Functions here trust their callers (src/oe_api_index.c checks). */
#ifndef OE_INDEX_H
#define OE_INDEX_H
#include <stddef.h>
#include <stdint.h>

#define OE_IX_MAX_GROUPS 6
/* Status codes beyond oe_cards.h's, equal to the public OE_ERR_ARGUMENT
   and OE_ERR_MEMORY (src/oe_api_index.c checks). */
#define OE_IX_ERR_ARGUMENT (-8)
#define OE_IX_ERR_MEMORY (-9)
#define OE_IX_MAX_ROUNDS 4
/* A card outside the deck in a mask of suit lanes: no rank reaches bit 15 of a lane. */
#define OE_IX_BAD_BIT (UINT64_C(1) << 63)

/* One shape: the four per-suit codes in descending order, its offset and
   the runs of equal codes (a run starts at position p when run_len[p] > 0). */
typedef struct oe_ix_shape {
    uint64_t offset;
    uint64_t mult[4];     /* place value of the run that starts at p */
    uint64_t run_size[4]; /* multisets of the run that starts at p */
    uint8_t codes[4];
    uint8_t run_len[4];
} oe_ix_shape;

/* What oe_ix_index needs of a shape, per sorted position q: the place
   value of q's run and how many positions of the run start at q (its
   term is coef[q] * C(x_q + rem[q] - 1, rem[q])), so that no loop or
   branch follows the runs. */
typedef struct oe_ix_terms {
    uint64_t offset;
    uint64_t coef[4];
    uint8_t rem[4];
} oe_ix_terms;

/* The tables of one round: a list of group sizes over a deck of nranks
   ranks in four suits (13 for the real deck; fewer in tests). */
typedef struct oe_ix_round {
    int ngroups, nranks, ncards, ncodes;
    uint8_t groups[OE_IX_MAX_GROUPS];
    uint8_t group_start[OE_IX_MAX_GROUPS + 1]; /* the position of each group's first card; ncards last */
    int radix[OE_IX_MAX_GROUPS];  /* code = sum over groups of count * radix */
    uint32_t suit_count[256];     /* per code: rank-set choices of one suit (0: impossible) */
    uint16_t colex[8192];         /* per rank set: its colex number | its size << 12 */
    uint64_t lane_bit[256];       /* per card byte: bit suit * 16 + rank, OE_IX_BAD_BIT outside the deck */
    uint32_t nshapes;
    oe_ix_shape *shapes;          /* in index order (increasing offset) */
    oe_ix_terms *terms;           /* per shape, in the same order */
    uint32_t *pair_base;          /* [c0 * ncodes + c1]: where (c0, c1, .)'s shapes start in pair_shape */
    uint32_t *pair_shape;         /* [base + c2]: the shape of the sorted codes c0 >= c1 >= c2 (>= c3) */
    uint32_t *pair_rem;           /* [base + c2]: that shape's terms.rem bytes (the AVX2 step gathers both at once) */
    uint64_t count;               /* classes: indices are 0 .. count-1 */
    uint64_t deals;               /* deals the classes stand for */
    /* The rows loop's eight-deal AVX2 step (src/oe_index_avx2.h): 0 for
       the scalar loop (no AVX2, or a suit key or term needs more than 32 bits),
       else where a suit's code starts in its 32-bit key. Set by
       oe_ix_round_init; a caller may set it to 0 to force the scalar loop
       (the tests compare both), never to anything else. */
    int simd_shift;
} oe_ix_round;

typedef struct oe_indexer {
    int game;       /* 2, 4, 5, 6 (hole cards) or 7 (Courchevel) */
    int by_street;  /* 1: every street its own group; 0: the board one group */
    int nrounds;
    oe_ix_round rounds[OE_IX_MAX_ROUNDS];
} oe_indexer;

/* A round from group sizes (1..OE_IX_MAX_GROUPS groups, each >= 1, at most
   4 * nranks cards, nranks 1..13). OE_OK, OE_IX_ERR_ARGUMENT or
   OE_IX_ERR_MEMORY. On error nothing is left allocated. */
int oe_ix_round_init(oe_ix_round *r, const uint8_t *groups, int ngroups, int nranks);
void oe_ix_round_destroy(oe_ix_round *r);

/* The group sizes of round 0..3 (preflop .. river) of a game (2, 4, 5, 6
   hole cards or 7 = Courchevel) by street or by board, into groups[];
   returns how many, or OE_IX_ERR_ARGUMENT. */
int oe_ix_groups(int game, int by_street, int round, uint8_t *groups);
/* The four rounds of a game (2, 4, 5, 6 hole cards, or 7 = Courchevel:
   five hole cards with the first board card) by street or by board. */
int oe_ix_init(oe_indexer *ix, int game, int by_street);
void oe_ix_destroy(oe_indexer *ix);

/* The index of one deal of r->ncards valid, distinct cards (in group
   order), and its class size (deals per class, a divisor of 24) in *size
   when size is not NULL. */
uint64_t oe_ix_index(const oe_ix_round *r, const uint8_t *cards, uint32_t *size);
/* Checks the cards first (ranks below nranks, distinct): OE_OK or
   OE_ERR_RANGE / OE_ERR_DUPLICATE with the position in *bad. */
int oe_ix_index_checked(const oe_ix_round *r, const uint8_t *cards, uint64_t *index, uint32_t *size,
                        int *bad);
/* The canonical deal of index (< r->count) into cards[0..ncards): groups in
   order, each in increasing card order; its class size in *size (may be
   NULL). */
void oe_ix_unindex(const oe_ix_round *r, uint64_t index, uint8_t *cards, uint32_t *size);

/* n rows of r->ncards cards; stops at the first bad row (its error and
   *bad_row), rows before it written. sizes may be NULL. */
int oe_ix_index_rows(const oe_ix_round *r, const uint8_t *cards, size_t n, uint64_t *out, uint8_t *sizes,
                     size_t *bad_row);
/* n indices (each < r->count: else OE_IX_ERR_ARGUMENT at *bad_row) to rows. */
int oe_ix_unindex_rows(const oe_ix_round *r, const uint64_t *index, size_t n, uint8_t *cards, uint8_t *sizes,
                       size_t *bad_row);

#endif
