/* Short Deck Hold'em: see oe_shortdeck.h. The two rule sets number their
   values alike but for the trips and straight blocks, swapped (table_order);
   the non-flush tables hold each rule set's own best five. */
#include "oe_shortdeck.h"

#include <string.h>

#include "oe_rng.h"
#include "oe_shortdeck_tables.h"

enum { TRIPS_FIRST = 271, STRAIGHT_FIRST = 523, TWO_PAIR_FIRST = 529, NSTRAIGHTS = 6 };
#define SUIT_SEED (0x3333ull << 32) /* bit 3 of a suit's nibble set: five of the suit */

/* A value of the rule set to its place in the tables' order (trips first):
   under OE_SD_STRAIGHTS the six straights come first, then the trips. */
static inline int table_order(int v, int rules)
{
    if (rules == OE_SD_STRAIGHTS && v >= TRIPS_FIRST && v < TWO_PAIR_FIRST)
        return v < TRIPS_FIRST + NSTRAIGHTS ? v + (STRAIGHT_FIRST - TRIPS_FIRST) : v - NSTRAIGHTS;
    return v;
}

static inline int flush_value(const uint8_t *c, int n, uint64_t acc)
{
    uint32_t flush = (uint32_t)(acc >> 32) & 0x8888u;
    int suit = (flush & 0x8u) ? 0 : (flush & 0x80u) ? 1 : (flush & 0x800u) ? 2 : 3;
    int mask = 0;
    for (int i = 0; i < n; i++)
        if ((c[i] & 3) == suit)
            mask |= 1 << ((c[i] >> 2) - 4);
    return oe_sd_flush[mask];
}

/* With five or more of a suit among seven there is no room for quads, so
   the flush (or straight flush) is the best hand. */
int oe_sd_high(const uint8_t *c, int n, int rules)
{
    uint64_t acc = SUIT_SEED;
    for (int i = 0; i < n; i++)
        acc += oe_sd_card_word[c[i]];
    if (acc & (0x8888ull << 32))
        return flush_value(c, n, acc);
    uint32_t key = (uint32_t)acc;
    const uint16_t *row = n == 7 ? oe_sd_row7 : n == 6 ? oe_sd_row6 : oe_sd_row5;
    const uint16_t *values = rules == OE_SD_STRAIGHTS ? oe_sd_nonflush_straights : oe_sd_nonflush;
    return values[row[key >> 9] + (key & 511)];
}

int oe_sd_best(const uint8_t *cards, int n, int rules, uint8_t used[5])
{
    int best = 0xFFFF;
    uint8_t five[5];
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        five[0] = cards[a]; five[1] = cards[b]; five[2] = cards[c];
                        five[3] = cards[d]; five[4] = cards[e];
                        int v = oe_sd_high(five, 5, rules);
                        if (v < best) {
                            best = v;
                            used[0] = (uint8_t)a; used[1] = (uint8_t)b; used[2] = (uint8_t)c;
                            used[3] = (uint8_t)d; used[4] = (uint8_t)e;
                        }
                    }
    return best;
}

uint32_t oe_sd_pattern_of(int value, int rules)
{
    if (value < 1 || value > OE_SD_VALUES)
        return 0;
    return oe_sd_pattern[table_order(value, rules)];
}

int oe_sd_check(const uint8_t *cards, int n)
{
    uint64_t seen = 0;
    for (int i = 0; i < n; i++) {
        if (cards[i] < OE_SD_FIRST_CARD || cards[i] > 51 || (seen >> cards[i] & 1))
            return i;
        seen |= (uint64_t)1 << cards[i];
    }
    return -1;
}

int oe_sd_batch(const uint8_t *holes, const uint8_t *boards, int nboard, size_t rows, int rules, uint16_t *out,
                size_t *bad_row)
{
    if (nboard < 3 || nboard > 5)
        return -2;
    for (size_t r = 0; r < rows; r++) {
        uint8_t c[7];
        memcpy(c, holes + 2 * r, 2);
        memcpy(c + 2, boards + (size_t)nboard * r, (size_t)nboard);
        if (oe_sd_check(c, 2 + nboard) >= 0) {
            if (bad_row)
                *bad_row = r;
            return -1;
        }
        out[r] = (uint16_t)oe_sd_high(c, 2 + nboard, rules);
    }
    return 0;
}

/* ---- equity ---------------------------------------------------------------- */

typedef struct {
    const uint8_t *holes;
    int nplayers, rules;
    double *out;
} showdown;

static void settle(const showdown *s, const uint8_t board[5])
{
    int values[OE_SD_MAX_PLAYERS], best = 0xFFFF, winners = 0;
    for (int p = 0; p < s->nplayers; p++) {
        uint8_t c[7] = {s->holes[2 * p], s->holes[2 * p + 1], board[0], board[1], board[2], board[3], board[4]};
        values[p] = oe_sd_high(c, 7, s->rules);
        if (values[p] < best) {
            best = values[p];
            winners = 1;
        } else if (values[p] == best) {
            winners++;
        }
    }
    double share = 1.0 / winners;
    for (int p = 0; p < s->nplayers; p++)
        if (values[p] == best) {
            double *o = s->out + OE_SD_EQUITY_VALUES * p;
            o[0] += share;
            o[winners == 1 ? 1 : 2] += 1;
            o[3] += share * share;
        }
}

int oe_sd_equity(const uint8_t *holes, int nplayers, const uint8_t *board, int nboard, uint64_t dead,
                 int rules, uint64_t trials, uint64_t seed, double *out, uint64_t *deals)
{
    if (!holes || !out || nplayers < 1 || nplayers > OE_SD_MAX_PLAYERS || nboard < 0 || nboard > 5
        || (nboard && !board) || (rules != OE_SD_TRIPS && rules != OE_SD_STRAIGHTS))
        return -1;
    uint8_t known[2 * OE_SD_MAX_PLAYERS + 5];
    memcpy(known, holes, 2 * (size_t)nplayers);
    if (nboard)
        memcpy(known + 2 * nplayers, board, (size_t)nboard);
    if (oe_sd_check(known, 2 * nplayers + nboard) >= 0)
        return -1;
    uint64_t used = dead | 0xFFFFull;   /* the deuces to fives are not in the deck */
    for (int i = 0; i < 2 * nplayers + nboard; i++)
        used |= (uint64_t)1 << known[i];
    used &= (1ull << 52) - 1;
    uint8_t left[36];
    int nleft = 0;
    for (int c = OE_SD_FIRST_CARD; c < 52; c++)
        if (!(used >> c & 1))
            left[nleft++] = (uint8_t)c;
    int need = 5 - nboard;
    if (nleft < need)
        return -1;
    memset(out, 0, OE_SD_EQUITY_VALUES * (size_t)nplayers * sizeof *out);
    showdown s = {holes, nplayers, rules, out};
    uint8_t b[5];
    memcpy(b, board, (size_t)nboard);
    uint64_t count = 0;
    if (trials) {
        oe_rng g;
        oe_rng_seed(&g, seed, 0x5d);
        /* a runout drawn card by card, uniform over the deck's cards left */
        uint64_t outside = used | ~((1ull << 52) - 1) ;
        for (uint64_t t = 0; t < trials; t++) {
            uint64_t u = outside;
            for (int i = nboard; i < 5; i++) {
                int c;
                do
                    c = (int)(oe_rng_next(&g) >> 58);   /* six bits: 0..63 */
                while (u >> c & 1);
                u |= (uint64_t)1 << c;
                b[i] = (uint8_t)c;
            }
            settle(&s, b);
        }
        count = trials;
    } else {
        /* every runout: need (0..5) cards from left, in increasing order */
        int idx[5];
        for (int i = 0; i < need; i++)
            idx[i] = i;
        for (;;) {
            for (int i = 0; i < need; i++)
                b[nboard + i] = left[idx[i]];
            settle(&s, b);
            count++;
            int i = need - 1;
            while (i >= 0 && idx[i] == nleft - need + i)
                i--;
            if (i < 0)
                break;
            idx[i]++;
            for (int j = i + 1; j < need; j++)
                idx[j] = idx[j - 1] + 1;
        }
    }
    if (deals)
        *deals = count;
    return 0;
}
