/* The rank-triple columns of a board for the pair-by-triple table: one
   column per three board cards (C(nboard, 3), at most 10). Shared by
   single-hand Omaha on the flop and board analysis; inline so that a
   constant nboard unrolls the loops. */
#ifndef OE_TRIPLES_H
#define OE_TRIPLES_H
#include "oe_cards.h"
#include "oe_tables.h"
#include <stdint.h>

static inline int oe_triple_columns(const uint8_t *board, const int nboard, uint16_t *cols)
{
    int key[5], nt = 0;
    for (int a = 0; a < nboard; a++)
        key[a] = oe_tri_key[OE_RANK(board[a])];
    for (int a = 0; a < nboard; a++)
        for (int b = a + 1; b < nboard; b++)
            for (int c = b + 1; c < nboard; c++)
                cols[nt++] = oe_tri_index[key[a] + key[b] + key[c]];
    return nt;
}

#endif
