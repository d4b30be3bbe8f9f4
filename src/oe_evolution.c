/* See oe_evolution.h. The deal, showdown and pot of one evolution hand. */
#include "oe_evolution.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"
#include "oe_range.h"
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

/* One deal: the chips the hero (seat 0) wins, in OE_EVO_UNITS. */
static uint64_t one_deal(const uint8_t *hero, int k, int holdem, int hilo, int players, const uint8_t *good,
                         uint64_t hero_mask, oe_rng *g)
{
    uint8_t hands[OE_EVO_MAX_PLAYERS][6];
    uint8_t board[5];
    int hi[OE_EVO_MAX_PLAYERS], lo[OE_EVO_MAX_PLAYERS];
    uint64_t used = hero_mask;
    int in = 1; /* seats in the pot; the hero is seat 0 of hands[] */
    for (int i = 0; i < k; i++)
        hands[0][i] = hero[i];
    for (int p = 1; p < players; p++) {
        uint8_t *h = hands[in];
        for (int i = 0; i < k; i++) {
            int c = oe_rng_card(g, used);
            used |= (uint64_t)1 << c;
            h[i] = (uint8_t)c;
        }
        /* seat 1 is the blind, always in; the others play only if good */
        if (p == 1 || !good || good[oe_range_index(h, k)])
            in++;
    }
    for (int i = 0; i < 5; i++) {
        int c = oe_rng_card(g, used);
        used |= (uint64_t)1 << c;
        board[i] = (uint8_t)c;
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

void oe_evolution_deals(const uint8_t *heroes, size_t n, int k, int holdem, int hilo, int players,
                        const uint8_t *good, uint64_t trials, uint64_t seed, const uint64_t *streams,
                        uint64_t *out)
{
    for (size_t i = 0; i < n; i++) {
        const uint8_t *hero = heroes + i * (size_t)k;
        uint64_t mask = 0;
        for (int j = 0; j < k; j++)
            mask |= (uint64_t)1 << hero[j];
        oe_rng g;
        oe_rng_seed(&g, seed, streams[i]);
        uint64_t won = 0, won_sq = 0;
        for (uint64_t t = 0; t < trials; t++) {
            uint64_t w = one_deal(hero, k, holdem, hilo, players, good, mask, &g);
            won += w;
            won_sq += w * w;
        }
        out[3 * i] += trials;
        out[3 * i + 1] += won;
        out[3 * i + 2] += won_sq;
    }
}
