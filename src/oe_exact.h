/* Exact equity of fixed hands by board rank pattern.

   Without flushes a board's outcome depends only on its multiset of ranks,
   so each multiset is scored once, weighted by the number of boards that
   realise it with the cards still in the deck (the product over ranks of
   C(available, drawn)). Flushes need three board cards of one suit, and a
   five-card board has at most one such suit; so, for each suit in which some
   player can make a flush, the boards with three or more cards of that suit
   are enumerated (each set of suited cards, times each rank multiset of the
   other cards) and the difference the flush makes is added. The result is
   the same integer counters as scoring every board one by one (the
   board-by-board enumerator in oe_equity.c is kept as the test oracle). */
#ifndef OE_EXACT_H
#define OE_EXACT_H
#include "oe_eqhand.h"
#include <stdint.h>

typedef struct {
    int nplayers;                      /* 1..OE_EQ_MAX_PLAYERS */
    int nhole;                         /* 2 = Hold'em, 4/5/6 = Omaha */
    int hilo;
    const oe_eqhand *hands[OE_EQ_MAX_PLAYERS];
    int nboard;                        /* 0..5 known board cards */
    const uint8_t *board;
    uint64_t used;                     /* every card that cannot come: hands, board, dead */
    /* Omaha: each hand's river-row table (oe_row_table: its best non-flush
       value on each of the OE_RIVER_BOARDS rows), or NULL. A range job
       builds them once per hand and passes them for every tuple; when some
       player has none, oe_exact builds its own where they repay their cost
       (preflop, up to three players) or reads hole pairs instead. */
    const uint16_t *rows[OE_EQ_MAX_PLAYERS];
} oe_exact_job;

/* Adds every board's counters (nplayers * OE_C_N) to acc; returns the number
   of boards. The caller guarantees enough cards remain to finish the board. */
uint64_t oe_exact(const oe_exact_job *job, uint64_t *acc);

#endif
