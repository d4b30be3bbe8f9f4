/* The board-by-board equity enumerator: every remaining board scored one by
   one, as the pot would be paid. It is no longer the product path (that is
   oe_exact.c, by rank pattern, and oe_rangeq_*.c for ranges and sampling):
   it stays as the slow, simple oracle the tests compare them with, bit for
   bit, through _core.Job.oracle. */
#ifndef OE_EQUITY_H
#define OE_EQUITY_H
#include <stdint.h>

#define OE_MAX_PLAYERS 10

/* One deal: the cards must be valid and distinct (the caller checks). */
typedef struct {
    int nplayers;          /* 1..OE_MAX_PLAYERS */
    int nhole;             /* 2 = Hold'em, 4/5/6 = Omaha */
    int hilo;              /* 1: split the pot with the 8-or-better low */
    const uint8_t *holes;  /* nplayers * nhole cards */
    int nboard;            /* board cards known, 0..5 */
    const uint8_t *board;
    uint64_t dead;         /* mask of further cards that will not be dealt */
} oe_deal;

/* Counters per player, in acc[player * OE_NCOUNTERS + counter]. A pot is
   OE_POT units, so every split of a pot or a half among up to ten players
   is a whole number of units. */
#define OE_POT 5040
enum {
    OE_SHARE,    /* units of pot won, summed over boards */
    OE_SHARE_SQ, /* squares of those, for the Monte Carlo standard error */
    OE_HI_WIN,   /* best high alone */
    OE_HI_TIE,   /* best high shared */
    OE_LO_WIN,   /* best low alone */
    OE_LO_TIE,   /* best low shared */
    OE_SCOOP,    /* the whole pot alone */
    OE_TIE,      /* shares the high or the low (a board counts once) */
    OE_NCOUNTERS
};

/* Number of boards that complete the deal (the count of exact runs). */
uint64_t oe_equity_board_count(const oe_deal *deal);
/* Scores boards first .. first + count - 1 of the enumeration, adding to acc.
   Returns the number of boards scored. */
uint64_t oe_equity_enumerate(const oe_deal *deal, uint64_t first, uint64_t count, uint64_t *acc);

#endif
