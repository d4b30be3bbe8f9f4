/* Tables of a game's hands for the range language's sets: see
   oe_range_tables.h. */
#include "oe_range_tables.h"
#include "oe_cards.h"

#include <stdlib.h>
#include <string.h>

#define ALL_CARDS ((UINT64_C(1) << 52) - 1)
#define SUIT_CARDS UINT64_C(0x1111111111111) /* the clubs-like suit 0; << s for suit s */
#define ONES UINT64_C(0x0101010101010101)

static const uint16_t base7[4] = {1, 7, 49, 343};

static void first_hand(uint8_t *c, int k)
{
    for (int i = 0; i < k; i++) c[i] = (uint8_t)i;
    c[k] = 52; /* sentinel */
}

static void next_hand(uint8_t *c, int k)
{
    int j = 0;
    while (j < k - 1 && c[j] + 1 == c[j + 1]) j++;
    c[j]++;
    for (int t = 0; t < j; t++) c[t] = (uint8_t)t;
}

static uint32_t suit_key(const uint8_t *c, int k)
{
    uint32_t key = 0;
    for (int t = 0; t < k; t++) key += base7[c[t] & 3];
    return key;
}

/* Counting sort of the hand indices by key: start[key]..start[key + 1]. */
static int group(const uint16_t *key, uint32_t n, uint32_t nkeys, uint32_t **start_out, uint32_t **hands_out)
{
    uint32_t *start = (uint32_t *)calloc((size_t)nkeys + 1, sizeof *start);
    uint32_t *hands = (uint32_t *)malloc((size_t)n * sizeof *hands);
    if (!start || !hands) {
        free(start);
        free(hands);
        return -1;
    }
    for (uint32_t i = 0; i < n; i++) start[key[i] + 1]++;
    for (uint32_t g = 0; g < nkeys; g++) start[g + 1] += start[g];
    for (uint32_t i = 0; i < n; i++) hands[start[key[i]]++] = i; /* start[g] moves to the group's end */
    for (uint32_t g = nkeys; g > 0; g--) start[g] = start[g - 1];
    start[0] = 0;
    *start_out = start;
    *hands_out = hands;
    return 0;
}

void oe_rl_tables_free(oe_rl_tables *t)
{
    if (!t) return;
    free(t->rows);
    free(t->rank_start);
    free(t->rank_hands);
    free(t->suit_start);
    free(t->suit_hands);
    free(t);
}

int oe_rl_tables_make(int k, oe_rl_tables **out)
{
    *out = NULL;
    if (k < 1 || k > OE_RL_TABLES_MAX_K) return -1;
    oe_rl_tables *t = (oe_rl_tables *)calloc(1, sizeof *t);
    if (!t) return -1;
    t->k = k;
    t->nhands = (uint32_t)oe_range_size(k);
    t->nrank_keys = oe_rank_classes(k);
    t->rows = (uint8_t *)malloc((size_t)t->nhands * (size_t)k);
    uint16_t *rank = (uint16_t *)malloc((size_t)t->nhands * sizeof *rank);
    uint16_t *suit = (uint16_t *)malloc((size_t)t->nhands * sizeof *suit);
    int status = -1;
    if (t->rows && rank && suit) {
        uint8_t c[16]; /* k + 1 used; room for vector stores */
        first_hand(c, k);
        for (uint32_t i = 0; i < t->nhands; i++, next_hand(c, k)) {
            for (int j = 0; j < k; j++) t->rows[(size_t)i * (size_t)k + (size_t)j] = c[k - 1 - j];
            rank[i] = (uint16_t)oe_rank_class(c, k);
            suit[i] = (uint16_t)suit_key(c, k);
        }
        if (group(rank, t->nhands, t->nrank_keys, &t->rank_start, &t->rank_hands) == 0 &&
            group(suit, t->nhands, OE_RL_SUIT_KEYS, &t->suit_start, &t->suit_hands) == 0)
            status = 0;
    }
    free(rank);
    free(suit);
    if (status != 0) {
        oe_rl_tables_free(t);
        return -1;
    }
    *out = t;
    return 0;
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
        if (c->rank_var >= 0 || c->brace) return 0;
        for (int s = 0; s < 4; s++) {
            uint64_t suit = SUIT_CARDS << s;
            if ((c->cards & suit) != 0 && (c->cards & suit) != suit) return 0;
        }
    }
    return 1;
}

/* Whether each card set is whole ranks (suit variables allowed) and no
   suit is excluded: then a hand's match depends only on its ranks and on
   which of its cards share a suit. */
static int suits_only_by_variables(const oe_pattern *p)
{
    if (p->suit_excl) return 0;
    for (int j = 0; j < p->n; j++)
        for (int r = 0; r < 13; r++) {
            uint64_t nib = (p->card[j].cards >> (4 * r)) & 0xF;
            if (nib != 0 && nib != 0xF) return 0;
        }
    return 1;
}

/* p with every card set widened to whole ranks and its suit variables
   dropped: blind to suits, and matched by every hand that matches p. */
static void widen_to_ranks(const oe_pattern *p, oe_pattern *out)
{
    *out = *p;
    out->suit_excl = 0;
    for (int j = 0; j < p->n; j++) {
        uint64_t cards = p->card[j].cards, wide = 0;
        for (int r = 0; r < 13; r++)
            if ((cards >> (4 * r)) & 0xF) wide |= UINT64_C(0xF) << (4 * r);
        out->card[j].cards = wide;
        out->card[j].suit_var = OE_RANGE_NO_VAR;
    }
}

/* oe_range_match_plan, after the cheap test that each constrained card of
   the pattern has a card of the hand in its set. */
static int match(const oe_range_plan *pl, const uint8_t *hand, int k)
{
    uint64_t mask = 0;
    for (int i = 0; i < k; i++) mask |= UINT64_C(1) << hand[i];
    for (int i = 0; i < pl->m; i++)
        if (!(pl->card[i]->cards & mask)) return 0;
    return oe_range_match_plan(pl, hand, k);
}

/* Whether no card of the pattern names a rank or suit (variables and
   braces only): then a hand's match depends only on which of its cards
   share a rank and which share a suit. */
static int anonymous(const oe_pattern *p)
{
    if (p->rank_excl || p->suit_excl) return 0;
    for (int j = 0; j < p->n; j++)
        if ((p->card[j].cards & ALL_CARDS) != ALL_CARDS) return 0;
    return 1;
}

/* Which neighbours of a row (ranks in order) have equal ranks, and which
   equal suits where suits count: one bit each. */
static uint32_t equalities(const uint8_t *row, int k, int suits)
{
    uint32_t code = 0;
    for (int i = 1; i < k; i++) code = code << 1 | (uint32_t)((row[i] >> 2) == (row[i - 1] >> 2));
    if (suits)
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++) code = code << 1 | (uint32_t)((row[i] & 3) == (row[j] & 3));
    return code;
}

/* Marks matched[key] for each key of a grouping whose first hand matches
   the plan (a key's hands all match alike); returns the hands matched. A
   pattern that names no card is tested once per pattern of equal ranks
   (and, grouped by suits, of equal suits: `suits`). */
static uint64_t match_keys(const oe_rl_tables *t, const oe_range_plan *pl, int by_pattern, int suits,
                           const uint32_t *start, const uint32_t *hands, uint32_t nkeys, uint8_t *matched)
{
    int8_t memo[1 << 9]; /* k = 4: 3 rank bits and 6 suit bits */
    uint64_t total = 0;
    memset(memo, -1, sizeof memo);
    by_pattern = by_pattern && t->k <= 4;
    for (uint32_t key = 0; key < nkeys; key++) {
        matched[key] = 0;
        if (start[key] == start[key + 1]) continue;
        const uint8_t *row = t->rows + (size_t)hands[start[key]] * (size_t)t->k;
        int ok;
        if (by_pattern) {
            uint32_t code = equalities(row, t->k, suits);
            if (memo[code] < 0) memo[code] = (int8_t)match(pl, row, t->k);
            ok = memo[code];
        } else {
            ok = match(pl, row, t->k);
        }
        if (ok) {
            matched[key] = 1;
            total += start[key + 1] - start[key];
        }
    }
    return total;
}

/* The keys' fill where they hold most hands and dense is all 0 (fresh):
   every hand at weight, then the hands of the other keys back to 0. */
static void fill_keys_broad(const oe_rl_tables *t, const uint32_t *start, const uint32_t *hands, uint32_t nkeys,
                            const uint8_t *matched, uint8_t weight, uint8_t *dense)
{
    memset(dense, weight, t->nhands);
    for (uint32_t key = 0; key < nkeys; key++) {
        if (matched[key]) continue;
        for (uint32_t i = start[key]; i < start[key + 1]; i++) dense[hands[i]] = 0;
    }
}

static void fill_keys(const uint32_t *start, const uint32_t *hands, uint32_t nkeys, const uint8_t *matched,
                      uint8_t weight, uint8_t *dense)
{
    for (uint32_t key = 0; key < nkeys; key++) {
        if (!matched[key]) continue;
        for (uint32_t i = start[key]; i < start[key + 1]; i++) {
            uint32_t h = hands[i];
            if (dense[h] < weight) dense[h] = weight;
        }
    }
}

/* The suits of a row renamed by first appearance (2 bits a card). */
static uint32_t suit_shape(const uint8_t *row, int k)
{
    int label[4] = {-1, -1, -1, -1}, next = 0;
    uint32_t shape = 0;
    for (int t = 0; t < k; t++) {
        int s = row[t] & 3;
        if (label[s] < 0) label[s] = next++;
        shape = shape << 2 | (uint32_t)label[s];
    }
    return shape;
}

/* Tests the plan on the hands of the matched rank keys; where suits
   matter only through variables, once per suit shape of a key. */
static void fill_by_rank_candidates(const oe_rl_tables *t, const oe_range_plan *pl, const uint8_t *candidate,
                                    int by_shape, uint8_t weight, uint8_t *dense)
{
    int k = t->k;
    int8_t memo[256];
    for (uint32_t key = 0; key < t->nrank_keys; key++) {
        if (!candidate[key]) continue;
        memset(memo, -1, sizeof memo);
        for (uint32_t i = t->rank_start[key]; i < t->rank_start[key + 1]; i++) {
            uint32_t h = t->rank_hands[i];
            if (dense[h] >= weight) continue;
            const uint8_t *row = t->rows + (size_t)h * (size_t)k;
            int ok;
            if (by_shape) {
                uint32_t shape = suit_shape(row, k);
                if (memo[shape] < 0) memo[shape] = (int8_t)match(pl, row, k);
                ok = memo[shape];
            } else {
                ok = match(pl, row, k);
            }
            if (ok) dense[h] = weight;
        }
    }
}

/* p with every card set widened to whole suits and its rank variables and
   braces dropped: blind to ranks, and matched by every hand that matches p. */
static void widen_to_suits(const oe_pattern *p, oe_pattern *out)
{
    *out = *p;
    out->rank_excl = 0;
    for (int j = 0; j < p->n; j++) {
        uint64_t cards = p->card[j].cards, wide = 0;
        for (int s = 0; s < 4; s++)
            if (cards & (SUIT_CARDS << s)) wide |= SUIT_CARDS << s;
        out->card[j].cards = wide;
        out->card[j].rank_var = OE_RANGE_NO_VAR;
        out->card[j].brace = 0;
    }
}

/* p less its cards that name one card and carry no variable or brace
   (0 where one names a card with a variable or brace): a hand matches p
   exactly when it holds the named cards and its other cards match this. */
static int without_named(const oe_pattern *p, oe_pattern *out)
{
    *out = *p;
    out->n = 0;
    for (int j = 0; j < p->n; j++) {
        const oe_pattern_card *c = &p->card[j];
        uint64_t cards = c->cards & ALL_CARDS;
        if (cards && !(cards & (cards - 1))) {
            if (c->rank_var >= 0 || c->suit_var >= 0 || c->brace) return 0;
            continue;
        }
        out->card[out->n++] = *c;
    }
    return 1;
}

/* Tests the plan on every hand holding the cards of `named` (m cards) whose
   suit counts are among suits_ok: the other k - m cards run over the rest
   of the deck in increasing order, merged with the named ones. Where the
   rest of the pattern is blind to ranks (or suits), it is tested once per
   count of suits (rank multiset) of the other cards. */
static void fill_by_named_cards(const oe_rl_tables *t, const oe_pattern *p, const oe_range_plan *pl,
                                uint64_t named, const uint8_t *suits_ok, uint8_t weight, uint8_t *dense)
{
    int k = t->k, m = 0, rest = 0;
    uint8_t fixed[OE_RANGE_MAX_HOLE], other[52];
    uint32_t choose[53][OE_RANGE_MAX_HOLE + 1];
    int8_t memo[18564]; /* rank multisets of up to 6 cards, or 2,401 suit counts */
    oe_pattern rest_pattern;
    oe_range_plan rest_plan;
    int by = 0; /* 1: by the other cards' suit counts, 2: by their ranks */
    if (without_named(p, &rest_pattern)) {
        by = blind_to_ranks(&rest_pattern) ? 1 : blind_to_suits(&rest_pattern) ? 2 : 0;
        oe_range_prepare(&rest_pattern, &rest_plan);
        memset(memo, -1, sizeof memo);
    }
    for (int c = 0; c < 53; c++)
        for (int r = 0; r <= OE_RANGE_MAX_HOLE; r++) choose[c][r] = (uint32_t)oe_choose(c, r);
    for (int c = 0; c < 52; c++) {
        if ((named >> c) & 1) fixed[m++] = (uint8_t)c;
        else other[rest++] = (uint8_t)c;
    }
    int free_cards = k - m, pick[OE_RANGE_MAX_HOLE];
    for (int i = 0; i < free_cards; i++) pick[i] = i;
    for (;;) {
        uint8_t hand[OE_RANGE_MAX_HOLE], free_hand[OE_RANGE_MAX_HOLE];
        uint32_t index = 0, suits = 0, free_suits = 0, free_ranks = 0;
        for (int i = 0; i < free_cards; i++) {
            uint8_t c = other[pick[i]];
            free_hand[i] = c;
            free_suits += base7[c & 3];
            free_ranks += choose[(c >> 2) + i][i + 1]; /* (ranks non-decreasing: the multiset's number) */
        }
        for (int a = 0, b = 0, i = 0; i < k; i++) { /* merge: the hand in increasing order */
            uint8_t c = (b >= free_cards || (a < m && fixed[a] < other[pick[b]])) ? fixed[a++] : other[pick[b++]];
            hand[i] = c;
            index += choose[c][i + 1];
            suits += base7[c & 3];
        }
        if (suits_ok[suits] && dense[index] < weight) {
            int ok;
            if (by) {
                uint32_t key = by == 1 ? free_suits : free_ranks;
                if (memo[key] < 0) memo[key] = (int8_t)oe_range_match_plan(&rest_plan, free_hand, free_cards);
                ok = memo[key];
            } else {
                ok = match(pl, hand, k);
            }
            if (ok) dense[index] = weight;
        }
        int i = free_cards - 1; /* the next combination of the free cards */
        while (i >= 0 && pick[i] == rest - free_cards + i) i--;
        if (i < 0) return;
        pick[i]++;
        for (int j = i + 1; j < free_cards; j++) pick[j] = pick[j - 1] + 1;
    }
}

static int popcount64(uint64_t x)
{
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}

int oe_rl_fill_tables(const oe_rl_tables *t, const oe_pattern *p, uint8_t weight, uint8_t *dense, int fresh)
{
    oe_range_plan pl;
    uint8_t matched[18564]; /* rank keys: C(16, 4) = 1,820 at most here */
    if (!t || p->n > t->k || t->nrank_keys > sizeof matched) return 0;
    oe_range_prepare(p, &pl);
    if (pl.m == 0) return 0; /* every hand: the vectorised fill */
    /* a pattern blind to suits or ranks: its keys' lists; where they hold
       over half the hands, the other keys' lists into a set of every hand
       (dense fresh), else the scan (sequential reads beat scattered writes) */
    const uint32_t *start = NULL, *hands = NULL;
    uint32_t nkeys = 0;
    int by_suits = 0;
    if (blind_to_suits(p)) {
        start = t->rank_start, hands = t->rank_hands, nkeys = t->nrank_keys;
    } else if (blind_to_ranks(p)) {
        start = t->suit_start, hands = t->suit_hands, nkeys = OE_RL_SUIT_KEYS, by_suits = 1;
    }
    if (start) {
        uint64_t total = match_keys(t, &pl, anonymous(p), by_suits, start, hands, nkeys, matched);
        if (total * 2 <= t->nhands) fill_keys(start, hands, nkeys, matched, weight, dense);
        else if (fresh) fill_keys_broad(t, start, hands, nkeys, matched, weight, dense);
        else return 0;
        return 1;
    }
    /* neither: test only candidates, those of the rank multisets the
       pattern's ranks allow or those holding the cards it names, whichever
       are fewer; the scan where both are many */
    uint64_t named = 0;
    for (int j = 0; j < p->n; j++)
        if (popcount64(p->card[j].cards & ALL_CARDS) == 1) named |= p->card[j].cards;
    int m = popcount64(named);
    uint64_t by_named = m ? oe_choose(52 - m, t->k - m) : t->nhands;
    oe_pattern wide;
    oe_range_plan wide_plan;
    widen_to_ranks(p, &wide);
    oe_range_prepare(&wide, &wide_plan);
    uint64_t by_ranks = match_keys(t, &wide_plan, anonymous(&wide), 0, t->rank_start, t->rank_hands, t->nrank_keys, matched);
    if (by_named <= by_ranks && by_named * 4 <= t->nhands) {
        uint8_t suits_ok[OE_RL_SUIT_KEYS];
        widen_to_suits(p, &wide);
        oe_range_prepare(&wide, &wide_plan);
        match_keys(t, &wide_plan, anonymous(&wide), 1, t->suit_start, t->suit_hands, OE_RL_SUIT_KEYS, suits_ok);
        fill_by_named_cards(t, p, &pl, named, suits_ok, weight, dense);
        return 1;
    }
    if (by_ranks * 4 > t->nhands) return 0;
    fill_by_rank_candidates(t, &pl, matched, suits_only_by_variables(p), weight, dense);
    return 1;
}

/* The bytes of eight hands as one word, first hand lowest (a single load
   where the machine is little-endian). */
static inline uint64_t load8(const uint8_t *d)
{
    return (uint64_t)d[0] | (uint64_t)d[1] << 8 | (uint64_t)d[2] << 16 | (uint64_t)d[3] << 24 |
           (uint64_t)d[4] << 32 | (uint64_t)d[5] << 40 | (uint64_t)d[6] << 48 | (uint64_t)d[7] << 56;
}

/* 0x01 in each byte of w that is not 0. */
static inline uint64_t nonzero_bytes(uint64_t w)
{
    w |= w >> 4;
    w |= w >> 2;
    w |= w >> 1;
    return w & ONES;
}

static inline int lowest_byte(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x) >> 3;
#endif
    int b = 0;
    while (!(x & 0xFF)) {
        x >>= 8;
        b++;
    }
    return b;
}

void oe_rl_tables_count(const oe_rl_tables *t, const uint8_t *dense, size_t *count, int *ones)
{
    size_t n = 0;
    uint8_t seen = 0; /* every weight's bits, or-ed */
    for (uint32_t i = 0; i < t->nhands;) { /* blocks whose count fits 16 bits: the loop vectorises */
        uint32_t end = t->nhands - i > 32768 ? i + 32768 : t->nhands;
        uint16_t block = 0;
        for (uint32_t j = i; j < end; j++) {
            block = (uint16_t)(block + (dense[j] != 0));
            seen |= dense[j];
        }
        n += block;
        i = end;
    }
    *count = n;
    *ones = (seen & 0xFE) == 0;
}

/* Rows of K cards copied with a size known at compile time (one move). */
#define OE_RL_LIST(K)                                                                                   \
    static size_t list_##K(const oe_rl_tables *t, const uint8_t *dense, size_t cap, uint8_t *hands,     \
                           int64_t *weights)                                                            \
    {                                                                                                   \
        size_t found = 0;                                                                               \
        uint32_t n = t->nhands, i = 0;                                                                  \
        const uint8_t *rows = t->rows;                                                                  \
        for (; i + 8 <= n; i += 8) {                                                                    \
            uint64_t w = load8(dense + i);                                                              \
            if (!w) continue;                                                                           \
            uint64_t present = nonzero_bytes(w);                                                        \
            if (present == ONES && found + 8 <= cap) { /* eight hands in a row: one copy */             \
                memcpy(hands + found * K, rows + (size_t)i * K, 8 * K);                                 \
                for (int j = 0; j < 8; j++) weights[found + (size_t)j] = (int64_t)((w >> (8 * j)) & 0xFF); \
                found += 8;                                                                             \
                continue;                                                                               \
            }                                                                                           \
            for (; present; present &= present - 1) {                                                   \
                int j = lowest_byte(present);                                                           \
                if (found < cap) {                                                                      \
                    memcpy(hands + found * K, rows + (size_t)(i + (uint32_t)j) * K, K);                 \
                    weights[found] = (int64_t)((w >> (8 * j)) & 0xFF);                                  \
                }                                                                                       \
                found++;                                                                                \
            }                                                                                           \
        }                                                                                               \
        for (; i < n; i++) {                                                                            \
            if (!dense[i]) continue;                                                                    \
            if (found < cap) {                                                                          \
                memcpy(hands + found * K, rows + (size_t)i * K, K);                                     \
                weights[found] = dense[i];                                                              \
            }                                                                                           \
            found++;                                                                                    \
        }                                                                                               \
        return found < cap ? found : cap;                                                               \
    }

OE_RL_LIST(1)
OE_RL_LIST(2)
OE_RL_LIST(3)
OE_RL_LIST(4)

size_t oe_rl_tables_list(const oe_rl_tables *t, const uint8_t *dense, size_t cap, uint8_t *hands,
                         int64_t *weights)
{
    switch (t->k) {
    case 1: return list_1(t, dense, cap, hands, weights);
    case 2: return list_2(t, dense, cap, hands, weights);
    case 3: return list_3(t, dense, cap, hands, weights);
    default: return list_4(t, dense, cap, hands, weights);
    }
}
