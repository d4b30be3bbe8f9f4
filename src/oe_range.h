/* The range language's matcher (docs/ranges.md): one pattern tested against every
   hand of a game, on card masks.

   A game's hands are the k-card combinations of the 52 cards (k = 2, 4, 5, 6),
   numbered in colex order: the hand c0 < c1 < ... < c(k-1) has index
   C(c0,1) + C(c1,2) + ... + C(c(k-1),k). A set of hands is a "dense" array of
   one byte per index (0 = absent, else the hand's weight), so that union,
   intersection and difference are elementwise and membership is one load. */
#ifndef OE_RANGE_H
#define OE_RANGE_H
#include <stddef.h>
#include <stdint.h>

#define OE_RANGE_MAX_HOLE 6
#define OE_RANGE_NO_VAR (-1)

/* One card of a pattern: the cards it may be, and optionally a rank
   variable and a suit variable (ids 0..12 and 0..3; OE_RANGE_NO_VAR for
   none). Cards of one no-pair brace group share a brace id >= 1. */
typedef struct {
    uint64_t cards;
    int8_t rank_var;
    int8_t suit_var;
    uint8_t brace;
} oe_pattern_card;

/* A pattern: at most k cards (the padding with '*' is implicit). Variables
   never take a value in rank_excl / suit_excl (bit = rank 0..12 / suit 0..3),
   the values written explicitly in the pattern. */
typedef struct {
    int n;
    oe_pattern_card card[OE_RANGE_MAX_HOLE];
    uint16_t rank_excl;
    uint8_t suit_excl;
} oe_pattern;

/* C(52, k): the number of hands of k cards (0 for k outside 1..6). */
uint64_t oe_range_size(int k);

/* The colex index of k distinct cards (any order), or -1 if the cards are
   out of range or repeated. */
int64_t oe_range_index(const uint8_t *cards, int k);

/* The number of a hand's rank multiset: its k ranks sorted, r0 <= r1 <=
   ..., numbered sum C(r_i + i, i + 1) (colex over r_i + i, which
   increase), the numbering of oe_range_hands's rank-blind patterns; and
   how many there are, C(12 + k, k) (some, five of a rank, name no hand). */
uint32_t oe_rank_class(const uint8_t *cards, int k);
uint32_t oe_rank_classes(int k);

/* 1 if the k cards of hand match the pattern, else 0. */
int oe_range_match(const oe_pattern *p, const uint8_t *hand, int k);

/* A pattern prepared once for testing many hands (oe_range_match prepares
   it on every call): its constrained cards, most constrained first. The
   plan points into p, which must outlive it. */
typedef struct {
    const oe_pattern_card *card[OE_RANGE_MAX_HOLE];
    int m;
    uint16_t rank_excl;
    uint8_t suit_excl;
} oe_range_plan;

void oe_range_prepare(const oe_pattern *p, oe_range_plan *out);
/* As oe_range_match, for the plan's pattern (which has at most k cards). */
int oe_range_match_plan(const oe_range_plan *pl, const uint8_t *hand, int k);

/* Raises dense[i] to weight for every hand i of k cards that matches p
   (dense holds oe_range_size(k) bytes): a union, where a hand keeps the
   larger weight. Other bytes are left as they are. */
void oe_range_fill(const oe_pattern *p, int k, uint8_t weight, uint8_t *dense);

/* Clears every hand that holds a card of mask. */
void oe_range_without(int k, uint64_t mask, uint8_t *dense);

/* Writes the hands present in dense, in index order, as rows of k cards
   (highest card first) into hands, and their weights into weights (either
   may be NULL). Returns the number of hands; at most cap are written. */
size_t oe_range_hands(int k, const uint8_t *dense, size_t cap, uint8_t *hands, uint8_t *weights);

/* Colex indices of n rows of k cards; returns the first bad row + 1, or 0. */
size_t oe_range_indices(const uint8_t *hands, size_t n, int k, int64_t *out);

#endif
