#include "oe_rangeq.h"
#include "oe_exact.h"
#include "oe_rng.h"
#include <string.h>

/* acc[2i], acc[2i + 1] += a * b as a 128-bit number (portable: no __int128). */
static void add_mul128(uint64_t *acc, uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    uint64_t lo = (p00 & 0xFFFFFFFFu) | (mid << 32);
    uint64_t hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    acc[0] += lo;
    acc[1] += hi + (acc[0] < lo);
}

static uint64_t mask_of(const uint8_t *cards, int n)
{
    uint64_t m = 0;
    for (int i = 0; i < n; i++)
        m |= 1ull << cards[i];
    return m;
}

uint64_t oe_rq_exact(const oe_rq_job *job, uint64_t first, uint64_t count, uint64_t *acc128)
{
    int np = job->nplayers;
    uint64_t total = 1, idx[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < np; p++) {
        uint64_t n = job->ranges[p].n;
        if (n == 0)
            return 0;
        total = total > UINT64_MAX / n ? UINT64_MAX : total * n;
    }
    if (first >= total)
        return 0;
    if (count > total - first)
        count = total - first;
    /* mixed radix, the last player fastest */
    uint64_t rest = first;
    for (int p = np - 1; p >= 0; p--) {
        idx[p] = rest % job->ranges[p].n;
        rest /= job->ranges[p].n;
    }
    oe_exact_job ej;
    ej.nplayers = np;
    ej.nhole = job->nhole;
    ej.hilo = job->hilo;
    ej.nboard = job->nboard;
    ej.board = job->board;
    /* Unprepared ranges (too large to keep every hand's tables) are
       prepared one hand at a time, again only when that player's hand
       changes. */
    oe_eqhand local[OE_EQ_MAX_PLAYERS];
    uint64_t local_idx[OE_EQ_MAX_PLAYERS];
    for (int p = 0; p < np; p++)
        local_idx[p] = UINT64_MAX;
    uint64_t scored = 0;
    for (uint64_t done = 0; done < count; done++) {
        uint64_t used = job->dead, w = 1;
        int ok = 1;
        for (int p = 0; p < np && ok; p++) {
            const oe_rq_range *r = &job->ranges[p];
            const oe_eqhand *h;
            if (r->prepared) {
                h = &r->prepared[idx[p]];
            } else {
                const uint8_t *c = r->cards + idx[p] * (uint64_t)job->nhole;
                if (mask_of(c, job->nhole) & used) {
                    ok = 0;
                    break;
                }
                if (local_idx[p] != idx[p]) {
                    oe_eqhand_prepare(&local[p], c, job->nhole, job->nboard < 4);
                    local_idx[p] = idx[p];
                }
                h = &local[p];
            }
            ok = !(h->mask & used);
            used |= h->mask;
            ej.hands[p] = h;
            if (job->ranges[p].weights)
                w *= job->ranges[p].weights[idx[p]];
        }
        if (ok) {
            uint64_t tmp[OE_EQ_MAX_PLAYERS * OE_C_N] = {0};
            ej.used = used;
            uint64_t boards = oe_exact(&ej, tmp);
            for (int i = 0; i < np * OE_C_N; i++)
                add_mul128(acc128 + 2 * i, tmp[i], w);
            add_mul128(acc128 + 2 * np * OE_C_N, boards, w);
            scored++;
        }
        for (int p = np - 1; p >= 0; p--) { /* odometer */
            if (++idx[p] < job->ranges[p].n)
                break;
            idx[p] = 0;
        }
    }
    return scored;
}

/* Index of a hand drawn in proportion to its weight: the first running sum
   above a uniform number below the total. */
static uint64_t pick(oe_rng *g, const oe_rq_range *r)
{
    if (r->n == 1)
        return 0;
    if (!r->cumulative)
        return oe_rng_below(g, r->n);
    uint64_t x = oe_rng_below(g, r->cumulative[r->n - 1]);
    uint64_t lo = 0, hi = r->n - 1;
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (r->cumulative[mid] > x)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}


uint64_t oe_rq_sample(const oe_rq_job *job, uint64_t seed, uint64_t stream, uint64_t count,
                      uint64_t max_rejects, uint64_t *acc)
{
    int np = job->nplayers, nh = job->nhole, omaha = nh > 2, k = 5 - job->nboard;
    oe_rng g;
    oe_rng_seed(&g, seed, stream);
    oe_eqhand lite[OE_EQ_MAX_PLAYERS];
    const oe_eqhand *hp[OE_EQ_MAX_PLAYERS];
    const uint8_t *cards[OE_EQ_MAX_PLAYERS];
    uint8_t dealt[OE_EQ_MAX_PLAYERS][6], board[5];
    int direct[OE_EQ_MAX_PLAYERS], drawn_players = 0, dealt_players = 0;
    uint64_t fixed_used = job->dead;
    memcpy(board, job->board, (size_t)job->nboard);
    /* Players with one prepared hand are the same every trial: set them up
       once; only ranges are drawn, and random hands dealt, per trial. */
    for (int p = 0; p < np; p++) {
        const oe_rq_range *r = &job->ranges[p];
        direct[p] = 0;
        if (r->random) {
            dealt_players++;
        } else if (r->n == 1 && r->prepared) {
            hp[p] = &r->prepared[0];
            cards[p] = r->cards;
            fixed_used |= hp[p]->mask;
        } else {
            drawn_players++;
        }
    }
    uint64_t drawn = 0, rejects = 0;
    for (uint64_t t = 0; t < count;) {
        uint64_t used = fixed_used;
        drawn++;
        if (drawn_players) {
            int ok = 1;
            for (int p = 0; p < np && ok; p++) {
                const oe_rq_range *r = &job->ranges[p];
                if (r->random || (r->n == 1 && r->prepared))
                    continue;
                uint64_t i = pick(&g, r);
                cards[p] = r->cards + i * (uint64_t)nh;
                uint64_t m = r->prepared ? r->prepared[i].mask : mask_of(cards[p], nh);
                ok = !(m & used);
                used |= m;
                hp[p] = r->prepared ? &r->prepared[i] : NULL;
                direct[p] = !r->prepared;
            }
            if (!ok) {
                if (++rejects > max_rejects)
                    return 0;
                continue;
            }
            rejects = 0;
        }
        if (dealt_players)
            for (int p = 0; p < np; p++)
                if (job->ranges[p].random) {
                    for (int i = 0; i < nh; i++) {
                        int c = oe_rng_card(&g, used);
                        used |= 1ull << c;
                        dealt[p][i] = (uint8_t)c;
                    }
                    cards[p] = dealt[p];
                    direct[p] = 1;
                }
        for (int p = 0; p < np; p++)
            if (direct[p]) {
                oe_eqhand_prepare(&lite[p], cards[p], nh, 0);
                hp[p] = &lite[p];
            }
        for (int i = job->nboard; i < 5; i++) {
            int c = oe_rng_card(&g, used);
            used |= 1ull << c;
            board[i] = (uint8_t)c;
        }
        oe_board b;
        oe_board_set5(&b, board);
        int hi[OE_EQ_MAX_PLAYERS], lo[OE_EQ_MAX_PLAYERS];
        int s = oe_board_flush_suit(&b);
        for (int p = 0; p < np; p++) {
            hi[p] = oe_nonflush(hp[p], &b, omaha);
            if (s >= 0 && hp[p]->nsuited[s] + (omaha ? 0 : 3) >= 2) {
                int f = oe_flush_value(hp[p], s, b.suit_mask[s], omaha);
                hi[p] = f < hi[p] ? f : hi[p];
            }
        }
        if (job->hilo)
            oe_lows(hp, np, &b, lo);
        oe_score1(hi, lo, np, job->hilo, acc);
        t++;
    }
    (void)k;
    return drawn;
}

void oe_rq_each(const oe_rq_job *job, uint64_t first, uint64_t count, uint64_t *out)
{
    const oe_eqhand *hero = &job->ranges[0].prepared[0];
    const oe_rq_range *opp = &job->ranges[1];
    uint64_t base = job->dead | hero->mask;
    oe_eqhand o;
    oe_exact_job ej;
    ej.nplayers = 2;
    ej.nhole = job->nhole;
    ej.hilo = job->hilo;
    ej.nboard = job->nboard;
    ej.board = job->board;
    ej.hands[0] = hero;
    ej.hands[1] = &o;
    for (uint64_t i = first; i < first + count && i < opp->n; i++) {
        uint64_t *row = out + (i - first) * OE_RQ_EACH_WIDTH;
        const uint8_t *c = opp->cards + i * (uint64_t)job->nhole;
        uint64_t m = mask_of(c, job->nhole);
        memset(row, 0, OE_RQ_EACH_WIDTH * sizeof *row);
        if (m & base)
            continue;
        oe_eqhand_prepare(&o, c, job->nhole, job->nboard < 4);
        ej.used = base | m;
        row[2 * OE_C_N] = oe_exact(&ej, row);
    }
}
