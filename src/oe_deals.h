/* Random deals for PQL's sampled queries: one row of each source (each
   player's range, then the board range or fixed board) drawn by weight, the
   whole draw thrown away when two rows share a card or meet a dead card
   (which leaves exactly the weighted distribution over compatible deals, as
   the equity sampler does), then `need` more board cards drawn uniformly
   from the cards left. The deals are returned as row indices and cards; the
   caller gathers the rows and evaluates them. */
#ifndef OE_DEALS_H
#define OE_DEALS_H
#include <stdint.h>

typedef struct {
    const uint64_t *masks;       /* n card masks, one a row */
    const uint64_t *cumulative;  /* running sums of the weights, or NULL: all equal */
    uint64_t n;                  /* >= 1 */
} oe_deal_source;

/* Draws `count` deals from stream `stream` of `seed`: picks[p * count + t]
   is deal t's row of source p, rest[t * need + j] its j-th drawn board
   card. Every row mask, the dead mask and `need` cards must fit in the deck
   (the caller checks). Returns the number of draws made, rejected ones
   included, or 0 once more than max_rejects in a row were rejected. */
uint64_t oe_deals_sample(const oe_deal_source *sources, int nsources, uint64_t dead, int need,
                         uint64_t seed, uint64_t stream, uint64_t count, uint64_t max_rejects,
                         int64_t *picks, uint8_t *rest);

#endif
