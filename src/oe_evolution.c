/* See oe_evolution.h. The deal, showdown and pot of one evolution hand. */
#include "oe_evolution.h"
#include "oe_cards.h"
#include <stdlib.h>
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include "oe_rng.h"

/* High (and low, 0 = none) of one k-card hand on a five-card board. */
static int values(const uint8_t *hole, int k, const uint8_t *board, int holdem, int hilo, int *low)
{
    *low = 0;
    if (holdem) {
        uint8_t seven[7] = {hole[0], hole[1], board[0], board[1], board[2], board[3], board[4]};
        return oe_holdem_high(seven, 7);
    }
    if (hilo)
        return oe_omaha_hilo(hole, k, board, 5, low);
    return oe_omaha_high(hole, k, board, 5);
}

/* choose[c][i] = C(c, i): the colex index of a sorted hand c0 < c1 < ... is
   the sum of C(c_i, i + 1) (oe_range.h's order, which `good` is in). */
typedef uint32_t choose_table[52][OE_EVO_MAX_HOLE + 1];

static void fill_choose(choose_table choose)
{
    for (int c = 0; c < 52; c++)
        for (int i = 0; i <= OE_EVO_MAX_HOLE; i++) {
            uint64_t v = 1;
            for (int j = 0; j < i; j++)
                v = v * (uint64_t)(c - j) / (uint64_t)(j + 1); /* 0 once j reaches c */
            choose[c][i] = (uint32_t)v;
        }
}

#define SWAP_IF(a, b) do { if (s[a] > s[b]) { uint8_t t_ = s[a]; s[a] = s[b]; s[b] = t_; } } while (0)

/* The colex index of k distinct cards in any order. */
static inline uint32_t colex_index(const uint8_t *h, int k, choose_table choose)
{
    uint8_t s[OE_EVO_MAX_HOLE];
    for (int i = 0; i < k; i++)
        s[i] = h[i];
    if (k == 4) { /* the common case: a five-exchange sorting network */
        SWAP_IF(0, 1); SWAP_IF(2, 3); SWAP_IF(0, 2); SWAP_IF(1, 3); SWAP_IF(1, 2);
    } else {
        for (int i = 1; i < k; i++)
            for (int j = i; j > 0 && s[j - 1] > s[j]; j--) {
                uint8_t t = s[j]; s[j] = s[j - 1]; s[j - 1] = t;
            }
    }
    uint32_t index = 0;
    for (int i = 0; i < k; i++)
        index += choose[s[i]][i + 1];
    return index;
}

/* Deals the first m cards of deck[0..n) by a partial Fisher-Yates shuffle:
   each a uniform draw from the cards not yet dealt. The deck stays a
   permutation of the same cards, so the next deal may start from it. */
static inline void shuffle_prefix(uint8_t *deck, int n, int m, oe_rng *g)
{
    uint64_t bits = 0;
    for (int j = 0; j < m; j++) {
        if (!(j & 1))
            bits = oe_rng_next(g);
        else
            bits >>= 32;
        int r = j + (int)oe_rng_below32(g, (uint32_t)bits, (uint64_t)(n - j));
        uint8_t t = deck[j]; deck[j] = deck[r]; deck[r] = t;
    }
}

/* One deal: the chips the hero (seat 0) wins, in OE_EVO_UNITS. deck holds
   the n cards the hero does not. */
static uint64_t one_deal(const uint8_t *hero, int k, int holdem, int hilo, int players, const uint64_t *good,
                         choose_table choose, uint8_t *deck, int n, oe_rng *g)
{
    const uint8_t *hands[OE_EVO_MAX_PLAYERS];
    int hi[OE_EVO_MAX_PLAYERS], lo[OE_EVO_MAX_PLAYERS];
    shuffle_prefix(deck, n, (players - 1) * k + 5, g);
    const uint8_t *board = deck + (players - 1) * k;
    int in = 1; /* seats in the pot; the hero is hands[0] */
    hands[0] = hero;
    for (int p = 1; p < players; p++) {
        const uint8_t *h = deck + (p - 1) * k;
        /* seat 1 is the blind, always in; the others play only if good
           (no branch: whether a random hand is good is a coin toss) */
        hands[in] = h;
        if (p == 1 || !good) {
            in++;
        } else {
            uint32_t x = colex_index(h, k, choose);
            in += (int)(good[x >> 6] >> (x & 63) & 1);
        }
    }
    int best_hi = 0x7FFF, best_lo = 256;
    for (int p = 0; p < in; p++) {
        hi[p] = values(hands[p], k, board, holdem, hilo, &lo[p]);
        best_hi = hi[p] < best_hi ? hi[p] : best_hi;
        if (lo[p] && lo[p] < best_lo)
            best_lo = lo[p];
    }
    int n_hi = 0, n_lo = 0;
    for (int p = 0; p < in; p++) {
        n_hi += hi[p] == best_hi;
        n_lo += best_lo < 256 && lo[p] == best_lo;
    }
    uint64_t pot = (uint64_t)in * OE_EVO_UNITS, won = 0;
    if (n_lo) {
        if (hi[0] == best_hi)
            won += pot / 2 / (uint64_t)n_hi;
        if (lo[0] == best_lo)
            won += pot / 2 / (uint64_t)n_lo;
    } else if (hi[0] == best_hi) {
        won = pot / (uint64_t)n_hi;
    }
    return won;
}

int oe_evolution_deals(const uint8_t *heroes, size_t n, int k, int holdem, int hilo, int players,
                        const uint8_t *good, uint64_t trials, uint64_t seed, const uint64_t *streams,
                        uint64_t *out)
{
    choose_table choose;
    fill_choose(choose);
    /* the good set as bits: a ring's eight lookups a deal then hit the cache
       (PLO4: 34 KB instead of 271 KB) */
    uint64_t *bits = NULL;
    if (good) {
        size_t hands = choose[51][k] + choose[51][k - 1]; /* C(52, k) */
        bits = calloc((hands + 63) / 64, sizeof *bits);
        if (!bits)
            return -1; /* out of memory: nothing counted */
        for (size_t x = 0; x < hands; x++)
            bits[x >> 6] |= (uint64_t)(good[x] != 0) << (x & 63);
    }
    for (size_t i = 0; i < n; i++) {
        const uint8_t *hero = heroes + i * (size_t)k;
        uint64_t mask = oe_card_mask(hero, k);
        uint8_t deck[52];
        int left = 0;
        for (int c = 0; c < 52; c++)
            if (!(mask >> c & 1))
                deck[left++] = (uint8_t)c;
        oe_rng g;
        oe_rng_seed(&g, seed, streams[i]);
        uint64_t won = 0, won_sq = 0;
        for (uint64_t t = 0; t < trials; t++) {
            uint64_t w = one_deal(hero, k, holdem, hilo, players, bits, choose, deck, left, &g);
            won += w;
            won_sq += w * w;
        }
        out[3 * i] += trials;
        out[3 * i + 1] += won;
        out[3 * i + 2] += won_sq;
    }
    free(bits);
    return 0;
}
