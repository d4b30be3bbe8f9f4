/* The range language's matcher: see oe_range.h. A hand matches a pattern when
   the pattern's cards can be given distinct hand cards, each within its card
   set, with every variable bound to one value, different variables to
   different values, no variable to an excluded value, and the cards of a
   brace group of pairwise different ranks. Cards that allow anything ('*'
   with no variable or brace) are left out: the hand's spare cards take them.
   The search is a depth-first backtrack over at most 6 x 6 choices, the most
   constrained pattern cards first, so it stops early on almost every hand. */
#include "oe_range.h"
#include "oe_cards.h"

#include <stdlib.h>
#include <string.h>

#define MEMO_BITS 18
#define MEMO_SIZE (1u << MEMO_BITS)

#define ALL_CARDS ((UINT64_C(1) << 52) - 1)

typedef oe_range_plan plan; /* the cards to place, most constrained first */

typedef struct {
    int8_t rank_val[13];  /* value bound to each rank variable, or -1 */
    int8_t suit_val[4];
    uint16_t rank_taken;  /* values bound to some rank variable */
    uint8_t suit_taken;
    uint16_t brace_ranks[OE_RANGE_MAX_HOLE + 1];
} bindings;

uint64_t oe_range_size(int k)
{
    return (k >= 1 && k <= OE_RANGE_MAX_HOLE) ? oe_choose(52, k) : 0;
}

int64_t oe_range_index(const uint8_t *cards, int k)
{
    uint8_t c[OE_RANGE_MAX_HOLE];
    if (k < 1 || k > OE_RANGE_MAX_HOLE) return -1;
    for (int i = 0; i < k; i++) { /* insertion sort, checking as we go */
        uint8_t v = cards[i];
        if (v >= 52) return -1;
        int j = i;
        while (j > 0 && c[j - 1] > v) { c[j] = c[j - 1]; j--; }
        if (j > 0 && c[j - 1] == v) return -1;
        c[j] = v;
    }
    int64_t index = 0;
    for (int i = 0; i < k; i++) index += (int64_t)oe_choose(c[i], i + 1);
    return index;
}

uint32_t oe_rank_class(const uint8_t *cards, int k)
{
    int r[OE_RANGE_MAX_HOLE];
    for (int i = 0; i < k; i++) { /* insertion sort of the ranks */
        int v = cards[i] >> 2, j = i;
        for (; j > 0 && r[j - 1] > v; j--)
            r[j] = r[j - 1];
        r[j] = v;
    }
    uint32_t index = 0;
    for (int i = 0; i < k; i++)
        index += (uint32_t)oe_choose(r[i] + i, i + 1);
    return index;
}

uint32_t oe_rank_classes(int k)
{
    return (uint32_t)oe_choose(12 + k, k);
}

static int popcount64(uint64_t x)
{
    int n = 0;
    while (x) { x &= x - 1; n++; }
    return n;
}

/* Orders the pattern's constrained cards, fewest allowed cards first. */
static void make_plan(const oe_pattern *p, plan *out)
{
    int weight[OE_RANGE_MAX_HOLE];
    out->m = 0;
    out->rank_excl = p->rank_excl;
    out->suit_excl = p->suit_excl;
    for (int i = 0; i < p->n && i < OE_RANGE_MAX_HOLE; i++) {
        const oe_pattern_card *pc = &p->card[i];
        uint64_t cards = pc->cards & ALL_CARDS;
        if (cards == ALL_CARDS && pc->rank_var < 0 && pc->suit_var < 0 && pc->brace == 0)
            continue;
        int w = popcount64(cards) * 4 - (pc->rank_var >= 0) - (pc->suit_var >= 0);
        int j = out->m++;
        while (j > 0 && weight[j - 1] > w) {
            weight[j] = weight[j - 1];
            out->card[j] = out->card[j - 1];
            j--;
        }
        weight[j] = w;
        out->card[j] = pc;
    }
}

static int place(const plan *pl, int i, const uint8_t *hand, int k, unsigned used, bindings *b)
{
    if (i == pl->m) return 1;
    const oe_pattern_card *pc = pl->card[i];
    for (int j = 0; j < k; j++) {
        if (used & (1u << j)) continue;
        int c = hand[j];
        if (!((pc->cards >> c) & 1)) continue;
        int r = c >> 2, s = c & 3;
        int bound_rank = 0, bound_suit = 0;
        if (pc->rank_var >= 0) {
            int v = b->rank_val[pc->rank_var];
            if (v >= 0) {
                if (v != r) continue;
            } else {
                if (((pl->rank_excl | b->rank_taken) >> r) & 1) continue;
                bound_rank = 1;
            }
        }
        if (pc->suit_var >= 0) {
            int v = b->suit_val[pc->suit_var];
            if (v >= 0) {
                if (v != s) continue;
            } else {
                if (((pl->suit_excl | b->suit_taken) >> s) & 1) continue;
                bound_suit = 1;
            }
        }
        if (pc->brace && ((b->brace_ranks[pc->brace] >> r) & 1)) continue;
        if (bound_rank) { b->rank_val[pc->rank_var] = (int8_t)r; b->rank_taken |= (uint16_t)(1u << r); }
        if (bound_suit) { b->suit_val[pc->suit_var] = (int8_t)s; b->suit_taken |= (uint8_t)(1u << s); }
        if (pc->brace) b->brace_ranks[pc->brace] |= (uint16_t)(1u << r);
        int ok = place(pl, i + 1, hand, k, used | (1u << j), b);
        if (pc->brace) b->brace_ranks[pc->brace] &= (uint16_t)~(1u << r);
        if (bound_rank) { b->rank_val[pc->rank_var] = -1; b->rank_taken &= (uint16_t)~(1u << r); }
        if (bound_suit) { b->suit_val[pc->suit_var] = -1; b->suit_taken &= (uint8_t)~(1u << s); }
        if (ok) return 1;
    }
    return 0;
}

static void clear_bindings(bindings *b)
{
    memset(b, 0, sizeof *b);
    memset(b->rank_val, -1, sizeof b->rank_val);
    memset(b->suit_val, -1, sizeof b->suit_val);
}

static int match_plan(const plan *pl, const uint8_t *hand, int k)
{
    bindings b;
    if (pl->m == 0) return 1;
    clear_bindings(&b);
    return place(pl, 0, hand, k, 0, &b);
}

void oe_range_prepare(const oe_pattern *p, oe_range_plan *out)
{
    make_plan(p, out);
}

int oe_range_match_plan(const oe_range_plan *pl, const uint8_t *hand, int k)
{
    return match_plan(pl, hand, k);
}

int oe_range_match(const oe_pattern *p, const uint8_t *hand, int k)
{
    plan pl;
    if (p->n > k || k > OE_RANGE_MAX_HOLE) return 0;
    make_plan(p, &pl);
    return match_plan(&pl, hand, k);
}

/* The first hand (0, 1, ..., k-1) and the step to the next in colex order. */
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

void oe_range_fill(const oe_pattern *p, int k, uint8_t weight, uint8_t *dense)
{
    plan pl;
    uint8_t c[16]; /* k + 1 used; room for vector stores */
    uint64_t n = oe_range_size(k);
    if (k < 1 || k > OE_RANGE_MAX_HOLE || n == 0 || p->n > k) return;
    make_plan(p, &pl);
    if (pl.m == 0) {
        for (uint64_t i = 0; i < n; i++)
            if (dense[i] < weight) dense[i] = weight;
        return;
    }
    /* A pattern blind to ranks (every card set a union of whole suits, no
       rank variable or brace) matches by the hand's count of each suit
       alone: remember the answer per suit-count vector (3 bits a suit). */
    int8_t by_suits[1 << 12];
    int suit_only = 1;
    for (int t = 0; t < pl.m; t++) {
        const oe_pattern_card *pc = pl.card[t];
        for (int s = 0; s < 4; s++) {
            uint64_t suit = UINT64_C(0x1111111111111) << s;
            if ((pc->cards & suit) != 0 && (pc->cards & suit) != suit) suit_only = 0;
        }
        if (pc->rank_var >= 0 || pc->brace) suit_only = 0;
    }
    if (suit_only) memset(by_suits, -1, sizeof by_suits);
    /* Likewise a pattern blind to suits (card sets of whole ranks, no suit
       variable) matches by the hand's ranks alone. The ranks of a colex
       hand are non-decreasing, so r[i] + i is increasing and its colex
       index numbers the rank multiset: fewer than C(18, 6) = 18,564. */
    int8_t by_ranks[18564];
    uint32_t choose[19][OE_RANGE_MAX_HOLE + 1];
    int rank_only = !suit_only;
    for (int t = 0; t < pl.m && rank_only; t++) {
        const oe_pattern_card *pc = pl.card[t];
        for (int r = 0; r < 13; r++) {
            uint64_t nib = (pc->cards >> (4 * r)) & 0xF;
            if (nib != 0 && nib != 0xF) rank_only = 0;
        }
        if (pc->suit_var >= 0) rank_only = 0;
    }
    /* A pattern of whole ranks with suit variables but no written suit is
       blind to which suit is which: hands with the same ranks and the same
       suit-equality pattern (suits renamed by first appearance along the
       colex order) match alike. Too many such keys for a table: a direct-
       mapped cache of recent answers, allocated once per call. */
    int suit_blind = !suit_only && !rank_only && pl.suit_excl == 0;
    for (int t = 0; t < pl.m && suit_blind; t++) {
        const oe_pattern_card *pc = pl.card[t];
        for (int r = 0; r < 13; r++) {
            uint64_t nib = (pc->cards >> (4 * r)) & 0xF;
            if (nib != 0 && nib != 0xF) suit_blind = 0;
        }
    }
    uint32_t *memo_key = NULL;
    int8_t *memo_val = NULL;
    if (suit_blind) {
        memo_key = (uint32_t *)calloc(MEMO_SIZE, sizeof *memo_key);
        memo_val = (int8_t *)malloc(MEMO_SIZE);
        if (!memo_key || !memo_val) { free(memo_key); free(memo_val); memo_key = NULL; memo_val = NULL; suit_blind = 0; }
    }
    if (rank_only || suit_blind) {
        for (int a = 0; a < 19; a++)
            for (int b = 0; b <= OE_RANGE_MAX_HOLE; b++) choose[a][b] = (uint32_t)oe_choose(a, b);
    }
    if (rank_only) memset(by_ranks, -1, sizeof by_ranks);
    /* Cheap rejection first: each constrained card needs a hand card in its
       set. Most hands fail here without a search. */
    first_hand(c, k);
    for (uint64_t i = 0; i < n; i++, next_hand(c, k)) {
        if (suit_only) {
            int key = 0;
            for (int t = 0; t < k; t++) key += 1 << (3 * (c[t] & 3));
            if (by_suits[key] < 0) by_suits[key] = (int8_t)match_plan(&pl, c, k);
            if (by_suits[key] && dense[i] < weight) dense[i] = weight;
            continue;
        }
        if (rank_only) {
            uint32_t key = 0;
            for (int t = 0; t < k; t++) key += choose[(c[t] >> 2) + t][t + 1];
            if (by_ranks[key] < 0) by_ranks[key] = (int8_t)match_plan(&pl, c, k);
            if (by_ranks[key] && dense[i] < weight) dense[i] = weight;
            continue;
        }
        uint64_t mask = oe_card_mask(c, k);
        int possible = 1;
        for (int t = 0; t < pl.m; t++)
            if (!(pl.card[t]->cards & mask)) { possible = 0; break; }
        if (!possible || dense[i] >= weight) continue;
        if (suit_blind) {
            uint32_t ranks = 0, pattern = 0;
            int label[4] = {-1, -1, -1, -1}, next = 0;
            for (int t = 0; t < k; t++) {
                ranks += choose[(c[t] >> 2) + t][t + 1];
                int s = c[t] & 3;
                if (label[s] < 0) label[s] = next++;
                pattern = pattern << 2 | (uint32_t)label[s];
            }
            uint32_t key = ranks * 4096u + pattern + 1u; /* 0 marks an empty slot */
            uint32_t slot = (key * 2654435761u) >> (32 - MEMO_BITS);
            if (memo_key[slot] != key) {
                memo_key[slot] = key;
                memo_val[slot] = (int8_t)match_plan(&pl, c, k);
            }
            if (memo_val[slot]) dense[i] = weight;
            continue;
        }
        if (match_plan(&pl, c, k)) dense[i] = weight;
    }
    free(memo_key);
    free(memo_val);
}

void oe_range_without(int k, uint64_t mask, uint8_t *dense)
{
    uint8_t c[16]; /* k + 1 used; room for vector stores */
    uint64_t n = oe_range_size(k);
    if (k < 1 || k > OE_RANGE_MAX_HOLE || n == 0 || mask == 0) return;
    first_hand(c, k);
    for (uint64_t i = 0; i < n; i++, next_hand(c, k)) {
        if (!dense[i]) continue;
        for (int t = 0; t < k; t++)
            if ((mask >> c[t]) & 1) { dense[i] = 0; break; }
    }
}

size_t oe_range_hands(int k, const uint8_t *dense, size_t cap, uint8_t *hands, uint8_t *weights)
{
    uint8_t c[16]; /* k + 1 used; room for vector stores */
    uint64_t n = oe_range_size(k);
    size_t found = 0;
    if (k < 1 || k > OE_RANGE_MAX_HOLE || n == 0) return 0;
    first_hand(c, k);
    for (uint64_t i = 0; i < n; i++, next_hand(c, k)) {
        if (!dense[i]) continue;
        if (found < cap) {
            if (hands)
                for (int t = 0; t < k; t++) hands[found * (size_t)k + (size_t)t] = c[k - 1 - t];
            if (weights) weights[found] = dense[i];
        }
        found++;
    }
    return found;
}

size_t oe_range_indices(const uint8_t *hands, size_t n, int k, int64_t *out)
{
    for (size_t i = 0; i < n; i++) {
        int64_t index = oe_range_index(hands + i * (size_t)k, k);
        if (index < 0) return i + 1;
        out[i] = index;
    }
    return 0;
}
