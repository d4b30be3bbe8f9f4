/* Faster fills and listing for the range language: see oe_range_fast.h. */
#include "oe_range_fast.h"
#include "oe_cards.h"

#include <string.h>

#define ALL_CARDS ((UINT64_C(1) << 52) - 1)

typedef struct {
    uint32_t choose[53][OE_RANGE_MAX_HOLE + 1];
} binomials;

static void make_binomials(binomials *b)
{
    for (int n = 0; n <= 52; n++)
        for (int r = 0; r <= OE_RANGE_MAX_HOLE; r++) b->choose[n][r] = (uint32_t)oe_choose(n, r);
}

/* The colex index of k increasing cards. */
static uint32_t index_of(const binomials *b, const uint8_t *c, int k)
{
    uint32_t index = 0;
    for (int i = 0; i < k; i++) index += b->choose[c[i]][i + 1];
    return index;
}

static int lowest_bit(int m)
{
    int r = 0;
    while (!(m >> r & 1)) r++;
    return r;
}

static void raise_to(uint8_t *dense, uint32_t index, uint8_t weight)
{
    if (dense[index] < weight) dense[index] = weight;
}

static int blind_to_suits(const oe_pattern *p)
{
    for (int j = 0; j < p->n; j++) {
        if (p->card[j].suit_var >= 0) return 0;
        for (int r = 0; r < 13; r++) {
            uint64_t nib = (p->card[j].cards >> (4 * r)) & 0xF;
            if (nib != 0 && nib != 0xF) return 0;
        }
    }
    return 1;
}

static int blind_to_ranks(const oe_pattern *p)
{
    for (int j = 0; j < p->n; j++) {
        const oe_pattern_card *c = &p->card[j];
        if (c->rank_var >= 0 || c->brace) return 0; /* suit variables see only suits: they may stay */
        for (int s = 0; s < 4; s++) {
            uint64_t suit = UINT64_C(0x1111111111111) << s;
            if ((c->cards & suit) != 0 && (c->cards & suit) != suit) return 0;
        }
    }
    return 1;
}

/* Every hand whose rank multiset is ranks[0..k) (non-decreasing): each run
   of equal ranks takes every subset of suits of its length. */
static void fill_rank_multiset(const binomials *b, const int *ranks, int k, uint8_t weight, uint8_t *dense)
{
    int run_rank[OE_RANGE_MAX_HOLE], run_len[OE_RANGE_MAX_HOLE], runs = 0;
    for (int i = 0; i < k; i++) {
        if (runs && run_rank[runs - 1] == ranks[i]) run_len[runs - 1]++;
        else { run_rank[runs] = ranks[i]; run_len[runs] = 1; runs++; }
    }
    int mask[OE_RANGE_MAX_HOLE]; /* each run's current suit subset */
    for (int g = 0; g < runs; g++) mask[g] = (1 << run_len[g]) - 1;
    for (;;) {
        uint8_t c[OE_RANGE_MAX_HOLE];
        int n = 0;
        for (int g = 0; g < runs; g++)
            for (int s = 0; s < 4; s++)
                if (mask[g] >> s & 1) c[n++] = (uint8_t)(run_rank[g] * 4 + s);
        raise_to(dense, index_of(b, c, k), weight);
        /* the next subset of the same size (Gosper's hack), odometer-wise */
        int g = 0;
        for (; g < runs; g++) {
            int m = mask[g], low = m & -m, up = m + low;
            int next = up | (((m ^ up) >> 2) / low);
            if (next < 16) { mask[g] = next; break; }
            mask[g] = (1 << run_len[g]) - 1;
        }
        if (g == runs) return;
    }
}

/* Hands per rank multiset: the product of C(4, run length) over its runs. */
static uint64_t multiset_hands(const int *r, int k)
{
    static const int subsets[5] = {1, 4, 6, 4, 1};
    uint64_t hands = 1;
    for (int i = 0, run = 1; i < k; i++, run++)
        if (i == k - 1 || r[i + 1] != r[i]) {
            hands *= (uint64_t)subsets[run];
            run = 0;
        }
    return hands;
}

/* Whether generating beats the keyed scan, which costs under a nanosecond
   a hand of the game: generating costs about 13 ns a hand by ranks and 40
   by suits (PLO4, measured), so only sets under 1/16 (by ranks) or 1/32
   (by suits) of the game's hands are generated. */
static int worth_generating(uint64_t hands, int k, int cost)
{
    return hands * (uint64_t)cost <= oe_range_size(k);
}

/* A key of a hand that is a sum over its cards (sorted increasing) of
   part[place][card], and whether each key matches: the scan below reads
   every hand of the game once, in colex order, adding the parts as it
   goes, so that a hand costs one lookup. */
typedef struct {
    uint16_t part[OE_RANGE_MAX_HOLE][52];
    const uint8_t *matched;
    uint8_t weight;
    uint8_t *dense;
    uint32_t next; /* the colex index of the hand read next */
} keyed_scan;

/* Cards place..0 below `upper`, the higher places' parts summed in key:
   in colex order (the highest card slowest), so the index runs 0, 1, ... */
static void scan_places(keyed_scan *s, int place, int upper, uint32_t key)
{
    if (place == 0) {
        uint8_t *d = s->dense + s->next;
        for (int c = 0; c < upper; c++)
            if (s->matched[key + s->part[0][c]] && d[c] < s->weight) d[c] = s->weight;
        s->next += (uint32_t)upper;
        return;
    }
    for (int c = place; c < upper; c++) scan_places(s, place - 1, c, key + s->part[place][c]);
}

static void keyed_fill(keyed_scan *s, int k)
{
    s->next = 0;
    scan_places(s, k - 1, 52, 0);
}

/* A rank multiset's key: r[i] + i is strictly increasing, and its colex
   index numbers the multisets 0..C(12 + k, k) - 1. */
static uint32_t multiset_key(const binomials *b, const int *r, int k)
{
    uint32_t key = 0;
    for (int i = 0; i < k; i++) key += b->choose[r[i] + i][i + 1];
    return key;
}

static int fill_by_ranks(const oe_pattern *p, int k, uint8_t weight, uint8_t *dense, const binomials *b)
{
    /* first pass: which multisets match (at most C(18, 6) = 18,564), and
       how many hands they hold */
    static const int most = 18564;
    uint8_t matched[18564], by_key[18564];
    uint64_t hands = 0;
    int r[OE_RANGE_MAX_HOLE], m = 0;
    memset(by_key, 0, sizeof by_key);
    for (int pass = 0; pass < 2; pass++, m = 0) {
        for (int i = 0; i < k; i++) r[i] = 0;
        for (;;) {
            if (pass == 0) {
                int ok = 1; /* at most four of a rank */
                for (int i = 4; i < k && ok; i++) ok = r[i] != r[i - 4];
                if (ok) {
                    uint8_t hand[OE_RANGE_MAX_HOLE];
                    for (int i = 0, same = 0; i < k; i++) {
                        same = i && r[i] == r[i - 1] ? same + 1 : 0;
                        hand[i] = (uint8_t)(r[i] * 4 + same);
                    }
                    ok = oe_range_match(p, hand, k);
                }
                matched[m] = (uint8_t)ok;
                if (ok) {
                    hands += multiset_hands(r, k);
                    by_key[multiset_key(b, r, k)] = 1;
                }
            } else if (matched[m]) {
                fill_rank_multiset(b, r, k, weight, dense);
            }
            m++;
            int i = k - 1; /* the next non-decreasing sequence */
            while (i >= 0 && r[i] == 12) i--;
            if (i < 0 || m >= most) break;
            r[i]++;
            for (int j = i + 1; j < k; j++) r[j] = r[i];
        }
        if (pass == 0 && !worth_generating(hands, k, 16)) { /* broad (`*`, `A`): the keyed scan */
            keyed_scan s;
            for (int place = 0; place < k; place++)
                for (int c = 0; c < 52; c++) s.part[place][c] = (uint16_t)b->choose[(c >> 2) + place][place + 1];
            s.matched = by_key;
            s.weight = weight;
            s.dense = dense;
            keyed_fill(&s, k);
            return 1;
        }
    }
    return 1;
}

/* Every hand holding counts[s] cards of each suit s. */
static void fill_suit_counts(const binomials *b, const int *counts, int k, uint8_t weight, uint8_t *dense)
{
    int mask[4]; /* each suit's current rank subset */
    for (int s = 0; s < 4; s++) mask[s] = (1 << counts[s]) - 1;
    for (;;) {
        uint8_t c[OE_RANGE_MAX_HOLE];
        int n = 0;
        for (int s = 0; s < 4; s++)
            for (int m = mask[s]; m; m &= m - 1) {
                int v = lowest_bit(m) * 4 + s, j = n++;
                while (j > 0 && c[j - 1] > v) { c[j] = c[j - 1]; j--; }
                c[j] = (uint8_t)v;
            }
        raise_to(dense, index_of(b, c, k), weight);
        int s = 0;
        for (; s < 4; s++) {
            int m = mask[s];
            if (m) {
                int low = m & -m, up = m + low;
                int next = up | (((m ^ up) >> 2) / low);
                if (next < (1 << 13)) { mask[s] = next; break; }
            }
            mask[s] = (1 << counts[s]) - 1;
        }
        if (s == 4) return;
    }
}

static int fill_by_suits(const oe_pattern *p, int k, uint8_t weight, uint8_t *dense, const binomials *b)
{
    int counts[4], matched[84][4], nm = 0; /* C(9, 3) = 84 count vectors at most */
    uint64_t hands = 0;
    for (counts[0] = 0; counts[0] <= k; counts[0]++)
        for (counts[1] = 0; counts[0] + counts[1] <= k; counts[1]++)
            for (counts[2] = 0; counts[0] + counts[1] + counts[2] <= k; counts[2]++) {
                counts[3] = k - counts[0] - counts[1] - counts[2];
                uint8_t hand[OE_RANGE_MAX_HOLE];
                int n = 0;
                for (int s = 0; s < 4; s++)
                    for (int r = 0; r < counts[s]; r++) hand[n++] = (uint8_t)(r * 4 + s);
                if (!oe_range_match(p, hand, k)) continue;
                uint64_t these = 1;
                for (int s = 0; s < 4; s++) these *= b->choose[13][counts[s]];
                hands += these;
                memcpy(matched[nm++], counts, sizeof counts);
            }
    if (!worth_generating(hands, k, 32)) { /* broad (`ss`): the keyed scan, by suit counts in base 7 */
        static const uint16_t base7[4] = {1, 7, 49, 343};
        uint8_t by_key[7 * 7 * 7 * 7];
        keyed_scan s;
        memset(by_key, 0, sizeof by_key);
        for (int i = 0; i < nm; i++)
            by_key[matched[i][0] + 7 * matched[i][1] + 49 * matched[i][2] + 343 * matched[i][3]] = 1;
        for (int place = 0; place < k; place++)
            for (int c = 0; c < 52; c++) s.part[place][c] = base7[c & 3];
        s.matched = by_key;
        s.weight = weight;
        s.dense = dense;
        keyed_fill(&s, k);
        return 1;
    }
    for (int i = 0; i < nm; i++) fill_suit_counts(b, matched[i], k, weight, dense);
    return 1;
}

/* Whether every card of the pattern is any card (`*`, `random`, `xy`'s
   padding): it matches every hand. */
static int matches_all(const oe_pattern *p)
{
    for (int j = 0; j < p->n; j++) {
        const oe_pattern_card *c = &p->card[j];
        if (c->cards != ALL_CARDS || c->rank_var >= 0 || c->suit_var >= 0 || c->brace) return 0;
    }
    return 1;
}

int oe_rl_fill_fast(const oe_pattern *p, int k, uint8_t weight, uint8_t *dense)
{
    binomials b;
    if (k < 1 || k > OE_RANGE_MAX_HOLE || p->n > k) return 0;
    if (matches_all(p)) { /* every hand: one pass the compiler vectorises */
        uint64_t n = oe_range_size(k);
        for (uint64_t i = 0; i < n; i++) dense[i] = dense[i] < weight ? weight : dense[i];
        return 1;
    }
    int by_ranks = blind_to_suits(p), by_suits = !by_ranks && blind_to_ranks(p);
    if (!by_ranks && !by_suits) return 0;
    make_binomials(&b);
    return by_ranks ? fill_by_ranks(p, k, weight, dense, &b) : fill_by_suits(p, k, weight, dense, &b);
}

/* The cards of the hand at a colex index (increasing): for each place from
   the top, the largest card whose binomial fits (a binary search). */
static void unrank(const binomials *b, uint32_t index, int k, uint8_t *c)
{
    int top = 52;
    for (int i = k; i >= 1; i--) {
        int lo = i - 1, hi = top - 1; /* C(lo, i) = 0 <= index; find the largest fitting */
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (b->choose[mid][i] <= index) lo = mid;
            else hi = mid - 1;
        }
        c[i - 1] = (uint8_t)lo;
        index -= b->choose[lo][i];
        top = lo;
    }
}

static void step(uint8_t *c, int k)
{
    int j = 0;
    while (j < k - 1 && c[j] + 1 == c[j + 1]) j++;
    c[j]++;
    for (int t = 0; t < j; t++) c[t] = (uint8_t)t;
}

size_t oe_rl_list(int k, const uint8_t *dense, size_t cap, uint8_t *hands, uint8_t *weights)
{
    binomials b;
    uint64_t n = oe_range_size(k);
    uint8_t c[OE_RANGE_MAX_HOLE + 1];
    size_t found = 0;
    if (k < 1 || k > OE_RANGE_MAX_HOLE || n == 0) return 0; /* (k in range: c[] holds k cards) */
    make_binomials(&b);
    uint64_t next = UINT64_MAX; /* the index c holds, when it follows on */
    for (uint64_t i = 0; i < n;) {
        if ((i & 7) == 0 && i + 8 <= n) { /* an empty stretch of eight: skip it whole */
            uint64_t word;
            memcpy(&word, dense + i, 8);
            if (word == 0) { i += 8; continue; }
        }
        if (!dense[i]) { i++; continue; }
        if (next <= i && i - next < 16) { /* a short gap: step through it in colex order */
            for (; next <= i; next++) step(c, k);
        } else {
            unrank(&b, (uint32_t)i, k, c);
        }
        next = i + 1;
        if (found < cap) {
            if (hands)
                for (int t = 0; t < k; t++) hands[found * (size_t)k + (size_t)t] = c[k - 1 - t];
            if (weights) weights[found] = dense[i];
        }
        found++;
        i++;
    }
    return found;
}

/* The dense walk of oe_rl_list_rows: the upper cards' bytes are kept in
   the integer `row` (byte t is card k-1-t, highest first: the row as
   stored, little-endian, so that a hand is one store), and the lowest
   card's run of hands, consecutive in colex order, is written with no
   branch a hand: each hand's row and weight go to the next free slot,
   which moves on only where the weight is not 0 (hence the spare slot). K
   is a constant in each copy, so that the row's store has a fixed size. */
typedef struct {
    const uint8_t *dense;
    uint8_t *hands;
    int64_t *weights;
    size_t found;
    size_t cap; /* the hands the buffers hold, besides the spare slot */
    uint64_t next;
} dense_walk;

#define OE_RL_WALK(K)                                                                        \
    static void walk_##K(dense_walk *w, int place, int upper, uint64_t row)                  \
    {                                                                                        \
        if (place == 0) {                                                                    \
            const uint8_t *d = w->dense + w->next;                                           \
            uint8_t *h = w->hands;                                                           \
            int64_t *wt = w->weights;                                                        \
            size_t found = w->found, cap = w->cap;                                           \
            for (int c = 0; c < upper; c++) {                                                \
                uint8_t weight = d[c];                                                       \
                uint64_t hand = row | (uint64_t)c << (8 * (K - 1));                          \
                store_row(h + found * K, hand, K);                                           \
                wt[found] = weight;                                                          \
                found += (size_t)((weight != 0) & (found < cap));                            \
            }                                                                                \
            w->found = found;                                                                \
            w->next += (uint64_t)upper;                                                      \
            return;                                                                          \
        }                                                                                    \
        for (int c = place; c < upper; c++)                                                  \
            walk_##K(w, place - 1, c, row | (uint64_t)c << (8 * (K - 1 - place)));           \
    }

/* The k low bytes of row, lowest first (the byte order of the cards). */
static inline void store_row(uint8_t *out, uint64_t row, int k)
{
    uint8_t bytes[8];
    for (int t = 0; t < 8; t++) bytes[t] = (uint8_t)(row >> (8 * t));
    memcpy(out, bytes, (size_t)k);
}

OE_RL_WALK(1)
OE_RL_WALK(2)
OE_RL_WALK(3)
OE_RL_WALK(4)
OE_RL_WALK(5)
OE_RL_WALK(6)

size_t oe_rl_list_rows(int k, const uint8_t *dense, size_t n, uint8_t *hands, int64_t *weights)
{
    dense_walk w;
    if (k < 1 || k > OE_RANGE_MAX_HOLE) return 0;
    w.dense = dense;
    w.hands = hands;
    w.weights = weights;
    w.found = 0;
    w.cap = n; /* a set of more than n hands (a wrong count) keeps its first n */
    w.next = 0;
    switch (k) {
    case 1: walk_1(&w, 0, 52, 0); break;
    case 2: walk_2(&w, 1, 52, 0); break;
    case 3: walk_3(&w, 2, 52, 0); break;
    case 4: walk_4(&w, 3, 52, 0); break;
    case 5: walk_5(&w, 4, 52, 0); break;
    default: walk_6(&w, 5, 52, 0); break;
    }
    return w.found;
}
