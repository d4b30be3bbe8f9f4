/* Board ranges (docs/ranges.md "Boards and dead cards"): the range language
   describing flops, turns and rivers. The first three pattern cards match
   the flop in any order; the fourth is the turn and the fifth the river, by
   position; variables and braces are shared across the whole board (`RONR`:
   an unpaired flop that pairs on the turn). Percent ranges describe no
   board (the parser refuses them: "board" has no ordering).

   How: for every turn (and river) in turn, the pattern cards after the
   flop are pinned to those cards, which binds their variables and narrows
   the flop part of each pattern; the tree is then evaluated over the 22,100
   flops with the matcher (oe_range.h). Two caches: each pattern's flops
   by its pinned flop part (`RONRO`'s depend on the ranks of the turn and
   river only: 169 fills, not 2,652), and the whole tree's flops, listed,
   by all the pinned parts together, so that pins that change nothing
   (every river of `xxx`) cost a lookup and a listing.

   Order of the boards: by the turn (ascending card number), then by the
   river (ascending, the turn left out), then the flop in colex order of its
   cards, each row the flop highest card first, then the turn and river: the
   order of the Python implementation this replaced (kept as the test
   oracle, tests/ranges/python_boards.py).

   Cost: time about (turn-river pins, 2,652 at most) x (cache misses x a
   fill of the 22,100 flops per pattern) + the boards listed: 1 to 30 ms
   for the docs' examples, 3 s for 1,000 copies of `RONRO` (a 6,000
   character text); a text of many patterns whose turn and river cards
   bind a rank and a suit each (`RxOyN`) misses every time: about 0.1 ms
   per pattern per pin, 0.35 s for one such pattern; memory: the
   list, cards + 1 bytes a board (rows are ordered turn-river pairs: `*` on
   the river lists 22,100 x 49 x 48 = 51,979,200 boards, about 312 MB), and
   the caches: at most 64 listed flop sets (about 90 KB each) and 256
   patterns' flops (22 KB each), 11 MB in all. Thread safe: the tree is
   only read. */
#ifndef OE_RANGE_BOARDS_H
#define OE_RANGE_BOARDS_H
#include <stddef.h>
#include <stdint.h>

#include "oe_range_parse.h"

/* The boards of a range: n rows of k cards (boards) and their weights
   (1..100), both malloc'd (free with oe_rl_boards_free). */
typedef struct {
    int k;
    size_t n, cap;
    uint8_t *boards;
    uint8_t *weights;
} oe_rl_boards;

/* Parses board range text (len bytes of UTF-8) for boards of `cards` cards
   (3 = flop, 4 = turn, 5 = river): as oe_rl_parse for the "game" board,
   with no orderings; cards outside 3..5 is an OE_RANGE_ERR_ARGUMENT with
   the Python package's message. */
int oe_rl_board_parse(const char *text, size_t len, int cards, oe_range_tree **out, oe_range_error *err);

/* Lists the boards of a parsed board range (tree->k cards, 3..5) that hold
   none of the cards of `dead` (bit c = card c), in the order above, into
   *out (zeroed first; free it with oe_rl_boards_free also after an error).
   OE_RANGE_OK, OE_RANGE_ERR_ARGUMENT (a tree of another size) or
   OE_RANGE_ERR_MEMORY. */
int oe_rl_boards_list(const oe_range_tree *tree, uint64_t dead, oe_rl_boards *out, oe_range_error *err);
void oe_rl_boards_free(oe_rl_boards *b);

#endif
