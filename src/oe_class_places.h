/* Omaha Monte Carlo with a known flop or turn. Every trial's board is the
   known cards and one or two more, so only 91 (flop: the rank pair of the
   turn and river) or 13 (turn: the river's rank) river rows can come. A
   hand's best non-flush place in a row depends only on its ranks, so a
   table of each rank class's place in each of those rows makes a drawn
   hand one load a trial, where the row look-up reads a byte for each of
   its 6, 10 or 15 hole pairs and takes the least. Flushes are scored
   apart, as before. */
#ifndef OE_CLASS_PLACES_H
#define OE_CLASS_PLACES_H
#include "oe_board_tables.h"
#include "oe_cards.h"
#include "oe_range.h"
#include <stdint.h>

/* A hand's rank class is stored in its sampler record: bytes OE_CLASS_BYTE
   and OE_CLASS_BYTE + 1 (low byte first) of the record's card word, which
   4 to 6 hole cards leave free. */
#define OE_CLASS_BYTE 6

/* Writes each of n sampler records' rank class (oe_rank_class of
   oe_range.h: a hand's class is its rank multiset's number; there are
   oe_rank_classes(nhole)); records as oe_rq_range's, 4 to 6 cards. */
void oe_class_store(uint64_t *records, uint64_t n, int nhole);

/* The rows a board of nboard known cards leaves: 91 for 3, 13 for 4, else
   0 (no table). */
int oe_class_rows(int nboard);

/* out[class * oe_class_rows(nboard) + row]: the best place of a hand of
   that class in that row (as oe_place_best reads oe_river_places), for
   the known board[0..nboard) (3 or 4 cards). Rows no deck deals (a rank
   five times on the board) hold 0xFF; classes that no hand beside the
   board can have are filled all the same, and never read. By class, then
   row: a fixed hand's places lie together (91 bytes on a flop), so its
   look-ups stay in the first-level cache. */
void oe_class_places(const uint8_t *board, int nboard, int nhole, uint8_t *out);

/* A trial's row in that table, from its full board. */
static inline unsigned oe_class_row(const uint8_t *board, int nboard)
{
    return nboard == 3 ? oe_hole_pair[(unsigned)board[3] << 6 | board[4]] : (unsigned)OE_RANK(board[4]);
}

/* The class stored in a record's cards (see OE_CLASS_BYTE). */
static inline unsigned oe_record_class(const uint8_t *cards)
{
    return (unsigned)cards[OE_CLASS_BYTE] | (unsigned)cards[OE_CLASS_BYTE + 1] << 8;
}

#endif
