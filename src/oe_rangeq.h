/* Equity when players hold ranges: every player is a set of hole-card
   groups with integer weights (a single hand is a range of one). A deal is
   one hand per player, all cards distinct; exact equity weights each
   compatible tuple of hands by the product of its weights and every board
   equally, and Monte Carlo converges to the same value.

   Three entry points share one job description:
   - oe_rq_exact: tuples [first, first + count) of the product of the
     ranges, in a fixed order, each scored exactly by rank pattern; counters
     are 128-bit (weights times board counts outgrow 64 bits).
   - oe_rq_sample: random deals of stream `stream` of `seed`; hands are drawn
     in proportion to their weights and a tuple with a shared card is thrown
     away whole and drawn again, which leaves exactly the distribution above
     (the chance of a tuple is the product of its weights over a constant);
     with two ranges or more, candidates are drawn in batches and the
     clashing ones dropped without a branch.
     A range flagged `random` (every hand, equal weights) is dealt straight
     from the deck instead, which is the same distribution and never
     rejects. Omaha boards are scored by place in the river row
     (oe_river_places; a fixed hand gets a place table for a chunk of
     16,384 trials or more), and when no range is drawn the cards come
     from a partial shuffle of the cards left (no rejected draws). With a
     board list each trial first draws its known board from it. With a
     known flop or turn and a class table (class_places below), a hand's
     place is one load by its rank class.
   - oe_rq_each: the first player's single hand against each hand of the
     second player's range, heads-up, exact, one result per opponent hand.
   oe_rq_exact and oe_rq_sample add into the caller's counters once a call,
   so threads may pass buffers that lie side by side. */
#ifndef OE_RANGEQ_H
#define OE_RANGEQ_H
#include "oe_eqhand.h"
#include <stdint.h>

typedef struct {
    const uint8_t *cards;        /* n * nhole cards */
    /* n records of two words, or NULL: a hand's card mask, then its cards
       (nhole bytes). The sampler reads a drawn hand's mask and cards from
       one cache line instead of two arrays. */
    const uint64_t *records;
    const uint64_t *cumulative;  /* running sums of the weights, or NULL: all 1 */
    const uint32_t *weights;     /* the weights, or NULL: all 1 */
    uint64_t n;
    const oe_eqhand *prepared;   /* n prepared hands, or NULL */
    int random;                  /* every hand of the deck, uniform (sampling only) */
    /* Omaha, exact: n river-row tables of OE_RIVER_BOARDS values, hand
       i's at rows + i * OE_RIVER_BOARDS (oe_rq_row_tables), or NULL. Built
       once per job, they save rebuilding a hand's table for every tuple it
       is in (exact preflop, where oe_exact wants one). */
    const uint16_t *rows;
    /* Omaha, Monte Carlo: n river-place tables of OE_RIVER_BOARDS bytes
       (oe_rq_place_tables), or NULL: for one fixed hand, built once per
       job instead of once per chunk. */
    const uint8_t *places;
} oe_rq_range;

typedef struct {
    int nplayers, nhole, hilo;
    oe_rq_range ranges[OE_EQ_MAX_PLAYERS];
    int nboard;
    uint8_t board[5];
    uint64_t dead;               /* dead cards and the board */
    /* Monte Carlo over a board range: nlist boards of nboard cards each,
       one drawn every trial in proportion to its weight (running sums in
       board_cumulative), in place of the fixed board; a board that shares
       a card with a drawn hand throws the deal away like any collision.
       NULL: the fixed board. dead then holds the dead cards only. */
    const uint8_t *board_list;
    const uint64_t *board_cumulative;
    uint64_t nlist;
    /* Omaha Monte Carlo on a known flop or turn: nclasses classes of
       oe_class_rows(nboard) places (oe_class_places), or NULL. The sampler
       then scores every hand by its rank class, read from its record
       (oe_class_store must have filled them), so it uses the table only
       when every range drawn from has records and no player is dealt from
       the deck. */
    const uint8_t *class_places;
    uint32_t nclasses;
} oe_rq_job;

/* 128-bit counters as (low, high) word pairs: per player OE_C_N pairs, then
   one pair for the weighted number of boards. */
#define OE_RQ_WIDTH(np) (((np) * OE_C_N + 1) * 2)

/* The three entry points, one file each: the exact tuple walk
   (oe_rangeq_exact.c), the sampler and its tables (oe_rangeq_sample.c), one
   hand against each hand of a range (oe_rangeq_each.c). */
#include "oe_rangeq_each.h"
#include "oe_rangeq_exact.h"
#include "oe_rangeq_sample.h"

#endif
