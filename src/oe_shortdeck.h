/* Short Deck (6+) Hold'em: the 36-card deck (sixes to aces, cards 16..51),
   the best five of 5, 6 or 7 cards. A-6-7-8-9 is the lowest straight, a
   flush beats a full house, and three of a kind and a straight rank by the
   rule set: OE_SD_TRIPS (trips beat a straight, as most rooms play) or
   OE_SD_STRAIGHTS (a straight beats trips, as pokerkit plays it).

   Values: 1 = royal flush ... 1404 = J-9-8-7-6 high, lower is better, in
   the order of the rule set asked for. Cards must be valid, distinct and
   in the deck (oe_sd_check). */
#ifndef OE_SHORTDECK_H
#define OE_SHORTDECK_H
#include <stddef.h>
#include <stdint.h>

enum { OE_SD_TRIPS = 0, OE_SD_STRAIGHTS = 1 };
enum { OE_SD_VALUES = 1404, OE_SD_FIRST_CARD = 16, OE_SD_MAX_PLAYERS = 10, OE_SD_EQUITY_VALUES = 4 };

/* -1 if every card is 16..51 and none repeats, else the position of the
   first bad one. */
int oe_sd_check(const uint8_t *cards, int n);
int oe_sd_high(const uint8_t *cards, int n, int rules);
/* As oe_sd_high, and writes the positions of the five used, increasing. */
int oe_sd_best(const uint8_t *cards, int n, int rules, uint8_t used[5]);
/* Category (0 = high card ... 8 = straight flush) << 20 | five tie-break
   ranks of a value of the rule set; 0 for a value out of range. */
uint32_t oe_sd_pattern_of(int value, int rules);

/* Rows of 2 hole cards and nboard (3..5) board cards (uint8, row-major)
   into out. Returns 0; -1 with *bad_row set at the first row with a card
   outside the deck or repeated; -2 for nboard out of bounds. */
int oe_sd_batch(const uint8_t *holes, const uint8_t *boards, int nboard, size_t rows, int rules, uint16_t *out,
                size_t *bad_row);

/* Equity of fixed two-card hands (nplayers * 2 cards) on a board of 0..5
   known cards, over every runout of the cards left in the deck (dead: mask
   of cards that cannot come), or over `trials` random runouts from seed
   when trials > 0. Per player p, from out[OE_SD_EQUITY_VALUES * p]: pot
   share summed, outright wins, shared wins, the shares' squares summed (for
   a Monte Carlo standard error). *deals: runouts counted.
   Returns 0, or -1 for bad arguments (cards checked as oe_sd_check). */
int oe_sd_equity(const uint8_t *holes, int nplayers, const uint8_t *board, int nboard, uint64_t dead,
                 int rules, uint64_t trials, uint64_t seed, double *out, uint64_t *deals);

#endif
