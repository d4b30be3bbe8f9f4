#include "oe_equity.h"
#include "oe_cards.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_tables.h"
#include <string.h>

#define NTRIPLES 455

/* What is fixed for a deal, computed once per call: the cards left to deal
   and, for Omaha, each hand's best non-flush value for every board rank
   triple, so a board costs ten lookups per hand instead of 60-150 five-card
   evaluations. */
typedef struct {
    const oe_deal *deal;
    uint8_t deck[52];
    int ndeck, need;
    uint16_t by_triple[OE_MAX_PLAYERS][NTRIPLES];
    uint16_t suited[OE_MAX_PLAYERS][4][6]; /* rank bits of each hand's cards, by suit */
    int nsuited[OE_MAX_PLAYERS][4];
    int low_set[OE_MAX_PLAYERS];
} context;

static void prepare(context *cx, const oe_deal *d)
{
    uint64_t used = d->dead;
    int total = d->nplayers * d->nhole;
    cx->deal = d;
    for (int i = 0; i < total; i++)
        used |= 1ull << d->holes[i];
    for (int i = 0; i < d->nboard; i++)
        used |= 1ull << d->board[i];
    cx->ndeck = 0;
    for (int c = 0; c < 52; c++)
        if (!(used >> c & 1))
            cx->deck[cx->ndeck++] = (uint8_t)c;
    cx->need = 5 - d->nboard;
    for (int p = 0; p < d->nplayers; p++) {
        const uint8_t *h = d->holes + p * d->nhole;
        int low = 0;
        memset(cx->nsuited[p], 0, sizeof cx->nsuited[p]);
        for (int i = 0; i < d->nhole; i++) {
            int s = OE_SUIT(h[i]);
            cx->suited[p][s][cx->nsuited[p][s]++] = (uint16_t)(1 << OE_RANK(h[i]));
            low |= oe_low_bit[OE_RANK(h[i])];
        }
        cx->low_set[p] = low;
        if (d->nhole == 2)
            continue;
        uint16_t rows[15];
        int np = 0;
        for (int i = 0; i < d->nhole; i++)
            for (int j = i + 1; j < d->nhole; j++)
                rows[np++] = oe_pair_row[OE_RANK(h[i]) * 13 + OE_RANK(h[j])];
        for (int t = 0; t < NTRIPLES; t++) {
            int best = 0xFFFF;
            for (int r = 0; r < np; r++) {
                int v = oe_pair_triple[rows[r] + t];
                best = v < best ? v : best;
            }
            cx->by_triple[p][t] = (uint16_t)best;
        }
    }
}

/* Omaha high values of every hand on a full board. */
static void omaha_values(const context *cx, const uint8_t b[5], int *hi)
{
    const oe_deal *d = cx->deal;
    uint16_t cols[10];
    int n = 0;
    for (int x = 0; x < 5; x++)
        for (int y = x + 1; y < 5; y++)
            for (int z = y + 1; z < 5; z++)
                cols[n++] = oe_tri_index[oe_tri_key[OE_RANK(b[x])] + oe_tri_key[OE_RANK(b[y])] +
                                         oe_tri_key[OE_RANK(b[z])]];
    int counts = 0;
    for (int x = 0; x < 5; x++)
        counts += 1 << (4 * OE_SUIT(b[x]));
    int three = (counts + 0x1111) & 0x4444; /* a suit with 3+ board cards */
    int suit = !three ? -1 : (three & 0x4) ? 0 : (three & 0x40) ? 1 : (three & 0x400) ? 2 : 3;
    int br[5], nb = 0;
    if (suit >= 0)
        for (int x = 0; x < 5; x++)
            if (OE_SUIT(b[x]) == suit)
                br[nb++] = 1 << OE_RANK(b[x]);
    for (int p = 0; p < d->nplayers; p++) {
        const uint16_t *row = cx->by_triple[p];
        int best = 0xFFFF;
        for (int t = 0; t < 10; t++)
            best = row[cols[t]] < best ? row[cols[t]] : best;
        if (suit >= 0 && cx->nsuited[p][suit] >= 2) {
            const uint16_t *hr = cx->suited[p][suit];
            int nh = cx->nsuited[p][suit];
            for (int i = 0; i < nh; i++)
                for (int j = i + 1; j < nh; j++)
                    for (int x = 0; x < nb; x++)
                        for (int y = x + 1; y < nb; y++)
                            for (int z = y + 1; z < nb; z++) {
                                int v = oe_flush[hr[i] | hr[j] | br[x] | br[y] | br[z]];
                                best = v < best ? v : best;
                            }
        }
        hi[p] = best;
    }
}

/* Scores one full board: who wins what share of the pot. */
static void score(const context *cx, const uint8_t b[5], uint64_t *acc)
{
    const oe_deal *d = cx->deal;
    int hi[OE_MAX_PLAYERS], lo[OE_MAX_PLAYERS];
    int np = d->nplayers;
    if (d->nhole == 2) {
        uint8_t seven[7];
        memcpy(seven + 2, b, 5);
        for (int p = 0; p < np; p++) {
            seven[0] = d->holes[2 * p];
            seven[1] = d->holes[2 * p + 1];
            hi[p] = oe_rank7(seven);
        }
    } else {
        omaha_values(cx, b, hi);
    }
    int best_hi = 0xFFFF, n_hi = 0, best_lo = 256, n_lo = 0;
    for (int p = 0; p < np; p++)
        best_hi = hi[p] < best_hi ? hi[p] : best_hi;
    for (int p = 0; p < np; p++)
        n_hi += hi[p] == best_hi;
    if (d->hilo) {
        int board_low = 0;
        for (int x = 0; x < 5; x++)
            board_low |= oe_low_bit[OE_RANK(b[x])];
        for (int p = 0; p < np; p++) {
            lo[p] = oe_low[cx->low_set[p] << 8 | board_low];
            if (lo[p] && lo[p] < best_lo)
                best_lo = lo[p];
        }
        for (int p = 0; p < np; p++)
            n_lo += lo[p] == best_lo;
    }
    int hi_unit = (n_lo ? OE_POT / 2 : OE_POT) / n_hi;
    int lo_unit = n_lo ? OE_POT / 2 / n_lo : 0;
    for (int p = 0; p < np; p++) {
        uint64_t *a = acc + p * OE_NCOUNTERS;
        uint64_t share = 0;
        if (hi[p] == best_hi) {
            share += (uint64_t)hi_unit;
            a[n_hi == 1 ? OE_HI_WIN : OE_HI_TIE]++;
        }
        if (n_lo && lo[p] == best_lo) {
            share += (uint64_t)lo_unit;
            a[n_lo == 1 ? OE_LO_WIN : OE_LO_TIE]++;
        }
        a[OE_SHARE] += share;
        a[OE_SHARE_SQ] += share * share;
        a[OE_SCOOP] += share == OE_POT;
    }
}

static uint64_t choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    uint64_t r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

uint64_t oe_equity_board_count(const oe_deal *deal)
{
    uint64_t used = deal->dead;
    for (int i = 0; i < deal->nplayers * deal->nhole; i++)
        used |= 1ull << deal->holes[i];
    for (int i = 0; i < deal->nboard; i++)
        used |= 1ull << deal->board[i];
    int left = 52;
    for (int c = 0; c < 52; c++)
        left -= (int)(used >> c & 1);
    return choose(left, 5 - deal->nboard);
}

uint64_t oe_equity_enumerate(const oe_deal *deal, uint64_t first, uint64_t count, uint64_t *acc)
{
    context cx;
    prepare(&cx, deal);
    int k = cx.need, n = cx.ndeck;
    uint64_t total = choose(n, k);
    if (first >= total)
        return 0;
    if (count > total - first)
        count = total - first;
    uint8_t board[5];
    memcpy(board, deal->board, (size_t)deal->nboard);
    /* Unrank `first` into the lexicographic combination idx[0] < ... */
    int idx[5];
    uint64_t rank = first;
    for (int i = 0, c = 0; i < k; i++) {
        for (;; c++) {
            uint64_t below = choose(n - c - 1, k - i - 1);
            if (rank < below)
                break;
            rank -= below;
        }
        idx[i] = c++;
    }
    for (uint64_t done = 0; done < count; done++) {
        for (int i = 0; i < k; i++)
            board[deal->nboard + i] = cx.deck[idx[i]];
        score(&cx, board, acc);
        /* next combination */
        int i = k - 1;
        while (i >= 0 && idx[i] == n - k + i)
            i--;
        if (i < 0)
            return done + 1;
        idx[i]++;
        for (int j = i + 1; j < k; j++)
            idx[j] = idx[j - 1] + 1;
    }
    return count;
}

/* xoshiro256** seeded by splitmix64: small, fast, and good enough for
   sampling boards; the stream number makes each chunk independent. */
static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t next_random(uint64_t s[4])
{
    uint64_t out = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return out;
}

/* Uniform in [0, n) without bias (Lemire's multiply and reject). */
static uint32_t below(uint64_t s[4], uint32_t n)
{
    uint64_t m = (uint64_t)(uint32_t)(next_random(s) >> 32) * n;
    if ((uint32_t)m < n) {
        uint32_t floor = (uint32_t)(-n) % n;
        while ((uint32_t)m < floor)
            m = (uint64_t)(uint32_t)(next_random(s) >> 32) * n;
    }
    return (uint32_t)(m >> 32);
}

uint64_t oe_equity_sample(const oe_deal *deal, uint64_t seed, uint64_t stream, uint64_t count,
                          uint64_t *acc)
{
    context cx;
    prepare(&cx, deal);
    uint64_t s[4], x = seed ^ (stream * 0xD1B54A32D192ED03ull);
    for (int i = 0; i < 4; i++)
        s[i] = splitmix(&x);
    uint8_t board[5];
    memcpy(board, deal->board, (size_t)deal->nboard);
    int k = cx.need, n = cx.ndeck;
    if (n < k)
        return 0;
    for (uint64_t t = 0; t < count; t++) {
        /* partial Fisher-Yates: the first k of the deck become the draw */
        for (int i = 0; i < k; i++) {
            int j = i + (int)below(s, (uint32_t)(n - i));
            uint8_t c = cx.deck[i];
            cx.deck[i] = cx.deck[j];
            cx.deck[j] = c;
            board[deal->nboard + i] = cx.deck[i];
        }
        score(&cx, board, acc);
    }
    return count;
}
