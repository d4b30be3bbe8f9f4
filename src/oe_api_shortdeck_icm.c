/* The public C API's Short Deck and ICM entry points
   (omaha_eval/include/omaha_eval.h): argument checks, then the modules. */
#include "oe_cards.h"
#include "oe_icm.h"
#include "oe_shortdeck.h"

#if !defined(OE_BUILDING_LIBRARY) && !defined(OE_STATIC)
#define OE_STATIC 1
#endif
#include "../omaha_eval/include/omaha_eval.h"

#include <stdlib.h>
#include <string.h>

/* OE_OK, or the status of the first bad card among n (outside the 36-card
   deck: OE_ERR_RANGE; twice: OE_ERR_DUPLICATE). */
static int deck_check(const uint8_t *cards, int n)
{
    int at = oe_sd_check(cards, n);
    if (at < 0)
        return OE_OK;
    return cards[at] < OE_SD_FIRST_CARD || cards[at] > 51 ? OE_ERR_RANGE : OE_ERR_DUPLICATE;
}

int oe_shortdeck_eval(int rules, const uint8_t hole[2], const uint8_t *board, int nboard)
{
    if (!hole || !board)
        return OE_ERR_NULL;
    if (rules != OE_SHORTDECK_TRIPS && rules != OE_SHORTDECK_STRAIGHTS)
        return OE_ERR_GAME;
    if (nboard < 3 || nboard > 5)
        return OE_ERR_COUNT;
    uint8_t c[7];
    memcpy(c, hole, 2);
    memcpy(c + 2, board, (size_t)nboard);
    int status = deck_check(c, 2 + nboard);
    return status ? status : oe_sd_high(c, 2 + nboard, rules);
}

int oe_shortdeck_equity(int rules, const uint8_t *holes, int nplayers, const uint8_t *board, int nboard,
                        uint64_t dead, uint64_t trials, uint64_t seed, double *equity, uint64_t *boards)
{
    if (!holes || !equity || (nboard && !board))
        return OE_ERR_NULL;
    if (rules != OE_SHORTDECK_TRIPS && rules != OE_SHORTDECK_STRAIGHTS)
        return OE_ERR_GAME;
    if (nplayers < 2 || nplayers > OE_SD_MAX_PLAYERS || (nboard != 0 && (nboard < 3 || nboard > 5)))
        return OE_ERR_COUNT;
    uint8_t known[2 * OE_SD_MAX_PLAYERS + 5];
    memcpy(known, holes, 2 * (size_t)nplayers);
    if (nboard)
        memcpy(known + 2 * nplayers, board, (size_t)nboard);
    int status = deck_check(known, 2 * nplayers + nboard);
    if (status)
        return status;
    double out[OE_SD_EQUITY_VALUES * OE_SD_MAX_PLAYERS];
    uint64_t deals = 0;
    if (oe_sd_equity(holes, nplayers, board, nboard, dead, rules, trials, seed, out, &deals))
        return OE_ERR_NO_DEAL;   /* (the checks above leave only too few cards to deal) */
    for (int p = 0; p < nplayers; p++)
        equity[p] = out[OE_SD_EQUITY_VALUES * p] / (double)deals;
    if (boards)
        *boards = deals;
    return OE_OK;
}

int oe_icm(const double *stacks, int n, const double *payouts, int paid, int method, double *equity,
           double *places)
{
    if (!stacks || !payouts || !equity)
        return OE_ERR_NULL;
    if (n < 1 || paid < 1 || paid > n || method < OE_ICM_AUTO || method > OE_ICM_INTEGRAL
        || (method == OE_ICM_SUBSETS && n > OE_ICM_EXACT_MAX))
        return OE_ERR_ARGUMENT;
    for (int k = 0; k < paid; k++)
        if (!(payouts[k] >= 0))
            return OE_ERR_ARGUMENT;
    double *p = places ? places : malloc((size_t)n * paid * sizeof *p);
    if (!p)
        return OE_ERR_MEMORY;
    int exact = method == OE_ICM_SUBSETS || (method == OE_ICM_AUTO && n <= 20);
    int err = exact ? oe_icm_exact(stacks, n, paid, p) : oe_icm_integral(stacks, n, paid, 1e-11, p, NULL);
    if (err == OE_ICM_OK || err == OE_ICM_NOT_CONVERGED)
        for (int i = 0; i < n; i++) {
            double e = 0;
            for (int k = 0; k < paid; k++)
                e += p[(size_t)i * paid + k] * payouts[k];
            equity[i] = e;
        }
    if (!places)
        free(p);
    return err == OE_ICM_NO_MEMORY ? OE_ERR_MEMORY : err == OE_ICM_BAD_ARGS ? OE_ERR_ARGUMENT : OE_OK;
}
