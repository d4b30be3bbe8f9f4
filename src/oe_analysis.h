/* Board analysis: for one board, the value of every two-card combination
   ("pair table"), and what follows from it. An Omaha hand's value is the
   best value over the two-card combinations of its hole cards (two hole plus
   three board cards); a Hold'em hand is one combination. So once the table
   is built, any hand costs a handful of loads, and every hand from the live
   cards can be counted in a tight loop.

   Tables are OE_PAIR_CELLS uint16 entries indexed [c1 * 52 + c2] (both
   orders filled). High entries: 1 = royal flush ... 7462. Low entries: the
   8-or-better low mask (1..248, smaller is better) or OE_NO_LOW, which is
   worse than any low, so "smaller is better" holds for both. Cells of equal
   cards, a board card or a dead card hold OE_NO_PAIR. No global state;
   safe from many threads. */
#ifndef OE_ANALYSIS_H
#define OE_ANALYSIS_H
#include <stddef.h>
#include <stdint.h>

#define OE_PAIR_CELLS (52 * 52)
#define OE_NO_PAIR 0xFFFF
#define OE_NO_LOW 0x100
/* Histogram sizes: one slot per value, high 0..7462, low 0..OE_NO_LOW. */
#define OE_HIGH_SLOTS 7463
#define OE_LOW_SLOTS (OE_NO_LOW + 1)

/* High values of every pair of cards not in `dead` with the board (3..5
   distinct valid cards, none in `dead`). holdem: best five of the two plus
   the board; else Omaha (two plus exactly three of the board). */
void oe_pair_table_high(const uint8_t *board, int nboard, uint64_t dead, int holdem,
                        uint16_t table[OE_PAIR_CELLS]);
/* Omaha 8-or-better lows of every pair, as above. */
void oe_pair_table_low(const uint8_t *board, int nboard, uint64_t dead,
                       uint16_t table[OE_PAIR_CELLS]);

/* Values of n hands of k cards (rows of `hands`) from a table: out[i] is the
   smallest entry over the row's pairs, or 0 when the row holds a card of
   `excluded` (it cannot be held: a board, hero or dead card). Returns OE_OK,
   or OE_ERR_RANGE / OE_ERR_DUPLICATE for a row with a card outside 0..51 or
   a card twice, with the row in *bad_row (outputs before it written). */
int oe_table_hands(const uint16_t table[OE_PAIR_CELLS], const uint8_t *hands, int k, size_t n,
                   uint64_t excluded, uint16_t *out, size_t *bad_row);

/* Adds to hist[value] one per k-card hand (2 <= k <= 6) drawn from the cards
   of `live` (a hand's value as in oe_table_hands); hist has `slots` entries
   and a hand whose value is not below that is left out (it cannot happen
   for a table built above with live cards off the board and dead cards).
   Returns the number of hands enumerated. */
uint64_t oe_table_histogram(const uint16_t table[OE_PAIR_CELLS], uint64_t live, int k,
                            uint64_t *hist, int slots);

/* The smallest entry over pairs of `live` cards (OE_NO_PAIR if none). */
int oe_table_best(const uint16_t table[OE_PAIR_CELLS], uint64_t live);
/* The smallest entry in lo..hi over pairs of `live` cards (OE_NO_PAIR if
   none): e.g. the best flush or straight the board allows. */
int oe_table_best_between(const uint16_t table[OE_PAIR_CELLS], uint64_t live, int lo, int hi);

/* How many distinct entries below `value` the pairs of `live` cards hold:
   a hand of that value is the nuts when 0. */
int oe_table_count_better(const uint16_t table[OE_PAIR_CELLS], uint64_t live, int value);

/* For each card x not in the hole, the board or `dead` (board of 3 or 4
   cards): the hero's high and low, and the best possible high and low (the
   nuts, over all pairs of cards not on the board nor dead) on board + x.
   Lows as in the tables (OE_NO_LOW: none); with holdem the lows are
   OE_NO_LOW. Entries of cards that cannot come are 0. */
void oe_next_cards(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, uint64_t dead,
                   int holdem, uint16_t hero_high[52], uint16_t hero_low[52],
                   uint16_t nut_high[52], uint16_t nut_low[52]);

/* Heads-up and exact: the hero (nhole cards) against each of n opponent
   hands (rows of `opps`, nhole cards each) over every completion of the
   board (3, 4 or 5 known cards) from the cards not held by the hero, on
   the board or dead. For opponent i, per board that shares no card with it:
   won[i] += the hero's share of the pot in quarters (4 = all of it; with
   hilo the high and low halves, the whole pot to the high when no one has a
   low) and boards[i] += 1; with wins / losses (n entries each) not NULL,
   wins[i] += 1 where the hero takes the whole pot and losses[i] += 1 where
   the opponent does. With a flop and turn_won / turn_boards (52 * n
   entries each, index card * n + i) not NULL, the same is added for each of
   the two cards the board gets. An opponent holding a hero, board or dead
   card gets nothing. The caller checks the cards. */
void oe_each_runouts(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, uint64_t dead,
                     int holdem, int hilo, const uint8_t *opps, size_t n,
                     uint32_t *won, uint32_t *boards, uint32_t *wins, uint32_t *losses,
                     uint32_t *turn_won, uint32_t *turn_boards);

#endif
