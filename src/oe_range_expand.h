/* The range language's sets (docs/ranges.md): a parsed tree (oe_range_parse.h)
   to the "dense" set of a game's hands, one byte per hand in colex order
   (oe_range.h): 0 = not in the range, else the hand's weight (1 when the
   text gives none). Union keeps the larger weight; `:` and `!` keep the
   left side's weights; `X@w` gives X's hands weight w; percent ranges cut
   the orderings given (NULL where the text needs none).

   Memory: besides the output, one set per level of operators being
   evaluated (a union or `:`/`!` chain holds one while it evaluates an
   operand), so at most about 2 * OE_RL_MAX_DEPTH + 2 sets; texts as people
   write them need one or two. Thread safe: the tree and orderings are only
   read. */
#ifndef OE_RANGE_EXPAND_H
#define OE_RANGE_EXPAND_H
#include <stddef.h>
#include <stdint.h>

#include "oe_range_ordering.h"
#include "oe_range_parse.h"
#include "oe_range_tables.h"

/* Writes the set into dense (oe_range_size(tree->k) bytes). OE_RANGE_OK, or
   OE_RANGE_ERR_ORDERING (a percent whose ordering is NULL, at its column),
   OE_RANGE_ERR_ARGUMENT (an ordering of another hand size), or
   OE_RANGE_ERR_MEMORY. */
int oe_rl_dense(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                uint8_t *dense, oe_range_error *err);

/* As oe_rl_dense, using the tables of the tree's hand size (ignored where
   NULL or made for another size) to fill patterns in time proportional to
   the hands they touch. */
int oe_rl_dense_tables(const oe_range_tree *tree, const oe_range_ordering *ring, const oe_range_ordering *six,
                       const oe_rl_tables *tables, uint8_t *dense, oe_range_error *err);

#endif
