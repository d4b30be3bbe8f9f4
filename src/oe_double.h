/* Double-board equity for fixed hands (docs/RULES.md §8): two boards from
   one deck, each worth half the pot, each scored on its own (Hi-Lo: high
   and low per board). Exact when each board misses at most two cards.

   The joint deals of both boards are never walked: a board's expected
   share, high, low and scoop depend on its own runout only (every runout
   of one board leaves as many for the other), and what needs both boards
   (a scoop of both, a tie on both) is a sum over runout pairs with no card
   in common, which inclusion-exclusion over the cards of board 1's runout
   turns into per-card and per-pair sums over board 2's runouts. */
#ifndef OE_DOUBLE_H
#define OE_DOUBLE_H
#include <stdint.h>

/* Per player, in out[player * OE_DOUBLE_VALUES + value], averages over
   every deal: board 1's share (of that board's half), high (won or
   shared), low (won or shared), scoop (the half alone), tie (shares a high
   or a low); the same five for board 2; then scooping both boards and
   tying on both. */
enum { OE_DOUBLE_VALUES = 12 };

/* holes: nplayers * nhole valid, distinct cards (nhole 2 = Hold'em, 4..6 =
   Omaha; hilo only for Omaha); first / second: the boards' known cards
   (3..5 each); known: mask of every card not to be dealt besides the hole
   cards (both boards and the dead cards). Writes *deals (joint deals of
   both boards). Returns 0, or -1 for arguments outside these bounds. */
int oe_double_exact(const uint8_t *holes, int nplayers, int nhole, int hilo, const uint8_t *first,
                    int nfirst, const uint8_t *second, int nsecond, uint64_t known, double *out,
                    uint64_t *deals);

#endif
