/* Exact equity by rank pattern: the context both passes share, and the
   helpers that score a board into it. Internal to oe_exact.c and its
   Hold'em preflop path, oe_exact_holdem.c. */
#ifndef OE_EXACT_CTX_H
#define OE_EXACT_CTX_H
#include "oe_exact.h"
#include <stdint.h>

/* A rank multiset of drawn cards: what it adds to a board, and the ways to
   draw it. The plain pass carries one down its recursion (a few words, not
   a whole oe_board); the flush pass lists its other cards' multisets in
   them. At most two other cards come with three suited ones (or with a
   known suited flop), so at most 1 + 13 + 91 sets. */
#define OE_MAX_OTHERS 2
#define OE_MAX_OTHER_SETS 91
#define OE_MASK_MAX 6
typedef struct {
    uint64_t w;
    uint32_t row_key, rank_word;
    int rank_bits, low_set, paired;
} others_ms;

/* A set of drawn cards of the flush pass's suit: its ranks (w unused),
   the suit's rank bits on the board (known cards too) and the count drawn. */
typedef struct {
    others_ms ms;
    int suited, j;
} suited_ms;

typedef struct {
    const oe_exact_job *job;
    int omaha, np;
    uint64_t *acc;
    int avail[13], avail_suit[4], known_suit[4];
    int depth;                                   /* distinct ranks pushed */
    int nothers[OE_MAX_OTHERS + 1];
    int excluded[4], nexcluded;                  /* suits whose flush boards it leaves out: */
    int keep[4];                                 /* boards with fewer drawn cards of them (1..5) */
    int suit;                                    /* during a flush pass: its suit; else -1 */
    int flushers[OE_EQ_MAX_PLAYERS], nflushers;  /* players who can flush in `suit` */
    int flush[OE_EQ_MAX_PLAYERS];                /* their flushes with the current suited set */
    int shortcut;                                /* unpaired boards take `unpaired` */
    uint64_t unpaired[OE_EQ_MAX_PLAYERS * OE_C_N];
    uint64_t unpaired_boards;                    /* how many boards took it */
    int unpaired_hi[OE_EQ_MAX_PLAYERS];          /* everyone's value on them */
    uint8_t pairs[OE_EQ_MAX_PLAYERS][15];        /* Omaha: each hand's hole rank pairs */
    int npairs;                                  /* (their indices in a river row) */
    const uint16_t *vrow[OE_EQ_MAX_PLAYERS];     /* or their row tables (preflop), or NULL */
    int heads_up;                                /* two players, high only: */
    uint64_t wins[2], ties;                      /* boards counted here, to acc at the end */
    int fast;                                    /* heads_up with both row tables */
    /* Hold'em preflop (hx): the flush passes run first and note, per river
       row (the board's rank multiset), how many of its boards they took
       (excl); the plain pass then weighs each multiset by its boards less
       those, instead of carrying the polynomials below. */
    int hx;
    uint16_t *excl;                              /* [OE_RIVER_BOARDS]: at most 4^5 boards a row */
    int hmask[OE_EQ_MAX_PLAYERS];                /* each hand's rank bits in cx->suit */
    int hole_ranks, pocket_pair;                 /* every hand's ranks; whether one is a pair */
    uint32_t hword[OE_EQ_MAX_PLAYERS];           /* each hand's rank word (oe_card_word7) */
    /* High only, three to OE_MASK_MAX players: boards counted by the set of
       players who win or share the pot (mask_w), to acc at the end. */
    int masked;
    /* The flush pass's other cards, per suit: how many of each rank (none
       of the suit), the ranks with any, their sum and sum of squares. */
    int other_avail[13], other_ranks;
    uint64_t other_sum, other_sq;
    /* Large tables from here on, written before they are read: not cleared
       per call (small calls, such as a flop for equity_each, would pay for
       it). */
    /* The plain pass, per excluded suit i: poly[i][d][t] = the ways to draw
       the first d distinct ranks of the current multiset with exactly t
       cards of that suit, extended as each rank is pushed (a product of
       per-rank factors w0 + w1 x: a rank has at most one card of a suit).
       Only t < keep[i] (the counts the plain pass keeps) are computed: the
       coefficients sum to the multiset's weight, so the boards it leaves
       to the flush pass are that weight minus the kept ones. */
    uint64_t poly[4][6][6];
    uint64_t kept[4][6];                         /* poly[i][d][0 .. keep[i] - 1], summed */
    uint64_t w0[4][13][5], w1[4][13][5];         /* each rank's factor, by count drawn */
    /* The flush pass: the other cards' rank multisets (the same for every
       suited set of a suit), listed once per suit by how many they are. */
    others_ms others[OE_MAX_OTHERS + 1][OE_MAX_OTHER_SETS];
    uint64_t mask_w[1 << OE_MASK_MAX];           /* cleared when masked */
} ctx;

/* The set of players with the best (least) of the values hi[0 .. np). */
static inline int winners(const int *hi, int np)
{
    int best = hi[0], m = 1;
    for (int p = 1; p < np; p++) {
        m = hi[p] < best ? 0 : m;
        best = hi[p] < best ? hi[p] : best;
        m |= (hi[p] == best) << p;
    }
    return m;
}

/* Adds w boards with high values hi (and lows lo) to the counters. */
static inline void score(ctx *cx, const int *hi, const int *lo, uint64_t w)
{
    if (cx->heads_up) {
        cx->wins[0] += hi[0] < hi[1] ? w : 0;
        cx->wins[1] += hi[1] < hi[0] ? w : 0;
        cx->ties += hi[0] == hi[1] ? w : 0;
        return;
    }
    if (cx->masked) {
        cx->mask_w[winners(hi, cx->np)] += w;
        return;
    }
    oe_score(hi, lo, cx->np, cx->job->hilo, w, +1, cx->acc);
}

static const uint8_t CHOOSE4[5][6] = {
    {1, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, {1, 2, 1, 0, 0, 0}, {1, 3, 3, 1, 0, 0}, {1, 4, 6, 4, 1, 0}};

static inline int choose4(int n, int k) { return k < 0 || k > n ? 0 : CHOOSE4[n][k]; }

/* The rank of the lowest set bit of m (m != 0). */
static inline int lowest_rank(int m)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz((unsigned)m);
#else
    static const uint8_t debruijn[32] = {0,  1,  28, 2,  29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4,  8,
                                         31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6,  11, 5,  10, 9};
    return debruijn[((uint32_t)(m & -m) * 0x077CB531u) >> 27];
#endif
}

#endif
