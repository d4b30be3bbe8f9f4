/* The best flush from exactly two hole cards and three board cards of one
   suit, given as rank bits (1 << rank). Shared by single-hand Omaha and the
   equity loops; inline because it sits on their hot paths. */
#ifndef OE_FLUSH_H
#define OE_FLUSH_H
#include "oe_tables.h"

/* Returns 0xFFFF (worse than any hand) when nh < 2 or nb < 3. */
static inline int oe_best_flush(const int *hr, int nh, const int *br, int nb)
{
    if (nh == 2 && nb == 3) /* by far the most common case */
        return oe_flush[hr[0] | hr[1] | br[0] | br[1] | br[2]];
    int best = 0xFFFF;
    for (int i = 0; i < nh; i++)
        for (int j = i + 1; j < nh; j++)
            for (int a = 0; a < nb; a++)
                for (int b = a + 1; b < nb; b++)
                    for (int c = b + 1; c < nb; c++) {
                        int v = oe_flush[hr[i] | hr[j] | br[a] | br[b] | br[c]];
                        best = v < best ? v : best;
                    }
    return best;
}

#endif
